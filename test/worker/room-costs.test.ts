// What a move and a wake cost a room, counted rather than timed (the
// benchmarks time them: npm run bench -- rooms-load, room-wake), so that work
// creeping back onto these paths fails here: a move writes its entry in one
// statement and every write in one transaction (one commit), reads nothing
// from storage, writes its JSON once, reads no socket's attachment again and
// sets no timer where nothing is left to do after it; a room waking with a long
// game reads its log in one statement and parses it as one text, not one per entry.
/// <reference types="vite/client" />
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { effectiveActions } from "../../shared/engine/log.ts";
import type { CreateGameResponse } from "../../shared/protocol.ts";
import gameOf1830 from "../fixtures/1830/29133.json";
import gameOf1882 from "../fixtures/1882/5236.json";
import { connect, post } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** What the room did meanwhile: its SQL statements and the rows they gave it, JSON texts written and read, socket attachments read. */
interface Counts {
  statements: string[];
  /** Statements that write, run outside a transaction of the room's (each a commit of its own at the end of its event). */
  loose: string[];
  /** The room's transactions (storage.transactionSync), each a commit. */
  transactions: number;
  rows: number;
  /** Rows SQLite read to answer them (cursor.rowsRead: what the platform bills), temporary sorts' rows among them. */
  rowsRead: number;
  stringified: number;
  parsed: number;
  attachments: number;
  /** Timers the room set (each a turn of the event loop the platform runs and bills). */
  timers: number;
}

/** Counts what the room's object does from now on, until `stop`. */
function counting(state: DurableObjectState): { counts: Counts; stop: () => void } {
  const counts: Counts = { statements: [], loose: [], transactions: 0, rows: 0, rowsRead: 0, stringified: 0, parsed: 0, attachments: 0, timers: 0 };
  const sql = state.storage.sql;
  const { exec } = sql;
  const storage = state.storage;
  const { transactionSync } = storage;
  let inTransaction = 0;
  storage.transactionSync = function <T>(this: DurableObjectStorage, closure: () => T): T {
    counts.transactions++;
    inTransaction++;
    try {
      return transactionSync.call(this, closure) as T;
    } finally {
      inTransaction--;
    }
  };
  const { stringify, parse } = JSON;
  const { deserializeAttachment } = WebSocket.prototype;
  sql.exec = function (this: SqlStorage, query: string, ...bindings: unknown[]) {
    counts.statements.push(query);
    if (!inTransaction && !/^\s*SELECT/i.test(query)) counts.loose.push(query);
    const cursor = exec.call(this, query, ...bindings);
    const { toArray, one } = cursor;
    cursor.one = function (this: typeof cursor) {
      const row = one.call(this);
      counts.rows++;
      counts.rowsRead += this.rowsRead;
      return row;
    };
    cursor.toArray = function (this: typeof cursor) {
      const rows = toArray.call(this);
      counts.rows += rows.length;
      counts.rowsRead += this.rowsRead;
      return rows;
    };
    return cursor;
  } as typeof sql.exec;
  // The tests run in the room's isolate: only calls from the site's code count (not the test's
  // sockets, not the test pool's): the frame below this file's wrapper.
  const room = () => {
    const caller = new Error().stack!.split("\n")[3] ?? "";
    return /\/(worker|shared)\//.test(caller) && !caller.includes("/test/") && !caller.includes("node_modules");
  };
  JSON.stringify = function (...args: Parameters<typeof stringify>) {
    if (room()) counts.stringified++;
    return stringify(...args);
  } as typeof stringify;
  JSON.parse = function (...args: Parameters<typeof parse>) {
    if (room()) counts.parsed++;
    return parse(...args);
  } as typeof parse;
  WebSocket.prototype.deserializeAttachment = function (this: WebSocket) {
    counts.attachments++;
    return deserializeAttachment.call(this);
  };
  const { setTimeout: timeout } = globalThis;
  globalThis.setTimeout = function (...args: Parameters<typeof timeout>) {
    if (room()) counts.timers++;
    return timeout(...args);
  } as typeof timeout;
  return {
    counts,
    stop() {
      sql.exec = exec;
      storage.transactionSync = transactionSync;
      Object.assign(JSON, { stringify, parse });
      WebSocket.prototype.deserializeAttachment = deserializeAttachment;
      globalThis.setTimeout = timeout;
    },
  };
}

describe("what a room's work costs", () => {
  it("a move: one statement, its entry's insert, and none that reads, every write in its one transaction, its JSON written once, no attachment read again", async () => {
    // The moves a player makes in a real 1830 game (as the rooms-load benchmark plays them).
    type Entry = (typeof gameOf1830.actions)[number] & { auto_actions?: unknown[] };
    const moves = effectiveActions(gameOf1830.actions as Entry[])
      .filter((a) => !String(a.type).startsWith("program_"))
      .flatMap(({ auto_actions: autos = [], ...action }: Entry) => [action, ...(autos as Entry[])])
      .map(({ id: _id, created_at: _at, ...rest }) => rest)
      .slice(0, 30);
    const imported = await post("/api/games/import", { ...gameOf1830, actions: [] });
    const { id, seat } = (await imported.json()) as CreateGameResponse;
    const table = await connect(id, seat.token);
    await table.hello();
    const watchers = [await connect(id), await connect(id)];
    for (const w of watchers) await w.hello();

    const play = async (i: number) => {
      table.send({ type: "act", expect: i, action: moves[i] });
      expect((await table.next("action")).n).toBe(i + 1);
      for (const w of watchers) expect((await w.next("action")).n).toBe(i + 1);
    };
    // The first move reads what the room keeps in memory from then on (the log's last id and budget).
    await play(0);
    let counter: ReturnType<typeof counting> | undefined;
    await runInDurableObject(stub(id), (_room, state) => void (counter = counting(state)));
    for (let i = 1; i < moves.length; i++) await play(i);
    // The work each move left for after its broadcast (the turn's bookkeeping) is done by now.
    await runInDurableObject(stub(id), () => counter!.stop());
    const { statements, loose, transactions, stringified, parsed, attachments, timers } = counter!.counts;

    const reads = statements.filter((q) => /^\s*SELECT/i.test(q));
    expect(reads).toEqual([]);
    const played = moves.length - 1;
    // One statement a move, its entry: a table with no webhook nor push subscription records no turn
    // (worker/notify.ts listenFrom; where one listens, the turn's record joins the move's transaction).
    expect(statements).toEqual(Array(played).fill("INSERT INTO log (n, action, seat) VALUES (?, ?, ?)"));
    // One commit a move: the turn's record is written in the move's own transaction, not after it.
    expect(loose).toEqual([]);
    expect(transactions).toBe(played);
    // Each move's JSON is written once: checked against the log's budget, stored, and broadcast in the same text.
    expect(stringified).toBe(played);
    // What each socket is was read when it came; a move reads it from memory.
    expect(attachments).toBe(0);
    // The client's message, parsed once.
    expect(parsed).toBe(played);
    // Nothing left for after the broadcast in an auction and a stock round (no run to search ahead,
    // GameSession.anticipation): no timer, which cost a move about a tenth of the room's processor (#37).
    expect(timers).toBe(0);
    for (const socket of [table, ...watchers]) socket.ws.close();
  });

  it("a player's hello readies a woken room for his move: the game rebuilt and the log's figures read before it comes, the move reading nothing", async () => {
    type Entry = (typeof gameOf1830.actions)[number];
    const entries = effectiveActions(gameOf1830.actions as Entry[]).filter((a) => !String(a.type).startsWith("program_"));
    const imported = await post("/api/games/import", { ...gameOf1830, actions: entries.slice(0, 40) });
    const { id, seat } = (await imported.json()) as CreateGameResponse;
    // As the object is after a wake: no game, no cached meta or log figures.
    await runInDurableObject(stub(id), (room) => {
      const woken = room as unknown as { session: unknown; cachedMeta: unknown; log: { forget(): void } };
      woken.session = null;
      woken.cachedMeta = undefined;
      woken.log.forget();
    });
    const table = await connect(id, seat.token);
    await table.hello();
    // The welcome went out first; the room readies itself in the next turn of its event loop.
    await new Promise((r) => setTimeout(r, 50));
    let counter: ReturnType<typeof counting> | undefined;
    await runInDurableObject(stub(id), (_room, state) => void (counter = counting(state)));
    const { id: _id, created_at: _at, ...move } = entries[40]!;
    table.send({ type: "act", expect: 40, action: move });
    expect((await table.next("action")).n).toBe(41);
    await runInDurableObject(stub(id), () => counter!.stop());
    // On the code before, the move rebuilt the game (the log and snapshot read) and read the log's last id and budget.
    expect(counter!.counts.statements).toEqual(["INSERT INTO log (n, action, seat) VALUES (?, ?, ?)"]);
    expect(counter!.counts.parsed).toBe(1);
    table.ws.close();
  });

  it("a wake with a long game: the log read in one statement, each entry read once (none sorted), and parsed as one text, beside the snapshot", async () => {
    const imported = await post("/api/games/import", { ...gameOf1882, actions: gameOf1882.actions.slice(0, 1000) });
    const { id } = (await imported.json()) as CreateGameResponse;
    const facts = await runInDurableObject(stub(id), (room, state) => {
      // As the object would be after a wake: no game, no cached meta or log figures.
      const woken = room as unknown as { session: unknown; cachedMeta: unknown; log: { forget(): void; budget(): unknown; nextId(): number }; pageFacts(): unknown };
      woken.session = null;
      woken.cachedMeta = undefined;
      woken.log.forget();
      const counter = counting(state);
      try {
        // What a game page asks of a room (GET /g/:id): the headline, read off the rebuilt game, and whether a snapshot is kept.
        const facts = woken.pageFacts();
        const page = { ...counter.counts, statements: [...counter.counts.statements] };
        // What the first move after a wake reads besides: the log's budget and its last id.
        woken.log.budget();
        woken.log.nextId();
        return { facts, ...page, firstMoveRows: counter.counts.rows - page.rows };
      } finally {
        counter.stop();
      }
    });
    expect(facts.facts).toMatchObject({ title: "1882", snapshot: true });
    expect(facts.statements.filter((q) => /FROM log/.test(q))).toHaveLength(2);
    // The meta (the game's row, its seats and bots, the log's length), the log, the snapshot: nothing more.
    expect(facts.statements.length).toBeLessThanOrEqual(7);
    // The log as one text and the snapshot: never one parse per entry. The table's options, the same
    // text as when the room was made, are read as this engine plays them once per isolate (room.ts storedOptions).
    expect(facts.parsed).toBeLessThanOrEqual(2);
    // The game's row, its seats, the log's length, the log, the snapshot's part: a row or a few each, never one per entry.
    expect(facts.rows).toBeLessThanOrEqual(12);
    // SQLite reads each of the 1,000 entries once, in the key's order (an ORDER BY inside group_concat
    // sorted them again: 2 rows an entry); a running sum of their bytes to cut the log into parts read
    // 5 rows an entry (the window, its grouping, two sorts), and the log's length read every row again
    // (COUNT, not the last entry's number). The rest: the meta, seats and snapshot, a few dozen rows.
    expect(facts.rowsRead).toBeLessThanOrEqual(1000 + 50);
    // The budget summed by SQLite (here all the log's entries are imported: one row), the last entry.
    expect(facts.firstMoveRows).toBeLessThanOrEqual(3);
  });
});
