// What a room stores and holds for its clients is bounded (#31, worker/limits.ts):
// the log's bytes (in all, and per seat for entries that do not move the game
// on, so one player's flood spends only his own share), the chat it keeps,
// and the sockets it holds per player, per address and in all.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { END_RESERVE_BYTES, LogBudget, LOG_BUDGET_BYTES, MAX_CHAT_LINES, MAX_SOCKETS_PER_HOLDER, MAX_SPECTATOR_SOCKETS_PER_ADDRESS, SIDE_BUDGET_BYTES } from "../../worker/limits.ts";
import fixture1830 from "../fixtures/1830/1830_game_end_bank.json";
import { budgetOf, fill, fixtureTable, movesOf, play, storedBytes } from "./fixture-table.ts";
import { api, connect, player, startedGame, type Client } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/** The next action or refusal a socket hears. */
async function reply(c: Client): Promise<{ type: string; error?: string }> {
  for (;;) {
    const i = c.inbox.findIndex((m) => m.type === "action" || m.type === "reject");
    if (i >= 0) return c.inbox.splice(i, 1)[0] as { type: string; error?: string };
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("the log's budget", () => {
  it("counts in all and per seat, side entries only against their seat's share", () => {
    const budget = new LogBudget([
      { seat: 0, type: "message", bytes: SIDE_BUDGET_BYTES - 100 },
      { seat: 1, type: "bid", bytes: 500 },
      { seat: null, type: "message", bytes: 1000 },
    ]);
    expect(budget.used()).toBe(SIDE_BUDGET_BYTES - 100 + 1500);
    expect(budget.used(0)).toBe(SIDE_BUDGET_BYTES - 100);
    expect(budget.used(1)).toBe(0);
    expect(budget.refusal(0, "program_share_pass", 200)).toMatch(/Your seat has used its 256 KiB/);
    expect(budget.refusal(0, "undo", 100)).toBeNull();
    // His moves of the game, and the others' side entries, are still stored.
    expect(budget.refusal(0, "lay_tile", 10_000)).toBeNull();
    expect(budget.refusal(1, "message", 200)).toBeNull();
    budget.count(1, "lay_tile", LOG_BUDGET_BYTES - budget.used() - 50);
    expect(budget.refusal(1, "lay_tile", 100)).toMatch(/reached its budget of 8 MiB/);
  });

  it("keeps its last END_RESERVE_BYTES for the game's end, and charges a seat with what its undos took back (#37)", () => {
    const budget = new LogBudget([
      { seat: null, type: "lay_tile", bytes: LOG_BUDGET_BYTES - END_RESERVE_BYTES - 100 },
      { seat: 1, type: "bid", bytes: 50, undoneBy: 0 },
    ]);
    expect(budget.used(0)).toBe(50);
    expect(budget.refusal(1, "lay_tile", 40)).toBeNull();
    expect(budget.refusal(1, "lay_tile", 60)).toMatch(/reached its budget of 8 MiB: only the move that finishes the game/);
    expect(budget.refusal(1, "lay_tile", 60, { ending: true })).toBeNull();
    expect(budget.refusal(1, "end_game", END_RESERVE_BYTES * 2)).toBeNull();
    expect(budget.refusal(1, "message", 60, { ending: true })).toMatch(/reached its budget/);
    budget.charge(0, SIDE_BUDGET_BYTES - 100);
    expect(budget.refusal(0, "undo", 40)).toBeNull();
    expect(budget.refusal(0, "undo", 40, { takesBack: 20 })).toMatch(/Your seat has used its 256 KiB/);
  });

  it("a seat's flood of programme settings stops at its share: the game's moves and the other seat's messages go on", async () => {
    const { id, ada, bob } = await startedGame();
    // Ada's seat has written nearly its share already (long log messages, as an older room accepted them).
    const filled = await runInDurableObject(stub(id), (room, state) => {
      const sql = state.storage.sql;
      let used = 0;
      let n = 0;
      // Whole messages, then one that leaves 500 bytes of the share.
      for (;;) {
        const left = SIDE_BUDGET_BYTES - 500 - used;
        if (left < 200) break;
        const text = "x".repeat(Math.min(4000, left - 120));
        const entry = JSON.stringify({ type: "message", ...player(1), message: text, id: n + 1, created_at: 1 });
        sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, 0)", ++n, entry);
        used += new TextEncoder().encode(entry).byteLength;
      }
      // The room forgets what it read of its log, as a room woken with this log would.
      (room as unknown as { log: { forget(): void } }).log.forget();
      Object.assign(room as object, { session: null, cachedMeta: undefined });
      return n;
    });
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello(filled);
    await b.hello(filled);
    let n = filled;
    const answers: { type: string; error?: string }[] = [];
    for (let i = 0; i < 20; i++) {
      a.send({ type: "act", expect: n, action: { type: "program_share_pass", ...player(1), indefinite: i % 2 === 0 } });
      const r = await reply(a);
      answers.push(r);
      if (r.type === "action") n++;
      b.inbox.length = 0;
    }
    const accepted = answers.filter((r) => r.type === "action").length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(10);
    expect(answers.at(-1)!.error).toMatch(/Your seat has used its 256 KiB of this table's log for messages, programmes, undos and redos/);
    // Her move of the game is stored; so is Bob's message.
    a.send({ type: "act", expect: n, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    expect((await reply(a)).type).toBe("action");
    b.send({ type: "act", expect: n + 1, action: { type: "message", ...player(2), message: "good luck" } });
    expect((await reply(b)).type).toBe("action");
    const log = (await (await api(`/api/games/${id}/log`)).json()) as { actions: unknown[] };
    const ada1 = log.actions.filter((x) => (x as { entity: unknown }).entity === 1 && (x as { type: string }).type !== "bid");
    expect(ada1.reduce((sum: number, x) => sum + bytes(x), 0)).toBeLessThanOrEqual(SIDE_BUDGET_BYTES);
    a.ws.close();
    b.ws.close();
  });
});

describe("what an undo costs its seat (#37)", () => {
  it("the moves it takes back, charged to the asker's share the first time they are taken back", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    const bid = await play(a, 0, { type: "bid", ...player(1), company: "SV", price: 20 });
    expect(bid.type).toBe("action");
    expect((await budgetOf(id, [0])).seats[0]).toBe(0);
    const undo = await play(a, 1, { type: "undo", ...player(1) });
    expect(undo.type).toBe("action");
    const bidBytes = storedBytes((bid as { action: unknown }).action);
    const undoBytes = storedBytes((undo as { action: unknown }).action);
    expect(await budgetOf(id, [0, 1])).toEqual({ total: bidBytes + undoBytes, seats: [undoBytes + bidBytes, 0] });
    // Put back and taken back again: the bid was paid for once.
    const redo = await play(a, 2, { type: "redo", ...player(1) });
    const again = await play(a, 3, { type: "undo", ...player(1) });
    const sides = undoBytes + bidBytes + storedBytes((redo as { action: unknown }).action) + storedBytes((again as { action: unknown }).action);
    expect((await budgetOf(id, [0])).seats[0]).toBe(sides);
    // A room woken with this log counts the same.
    await runInDurableObject(stub(id), (room) => (room as unknown as { log: { forget(): void } }).log.forget());
    expect((await budgetOf(id, [0])).seats[0]).toBe(sides);
    a.ws.close();
  });

  it("a seat whose share cannot pay for the moves its undo takes back may not undo; its moves are still accepted", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    const bid = await play(a, 0, { type: "bid", ...player(1), company: "SV", price: 20 });
    const bidBytes = storedBytes((bid as { action: unknown }).action);
    // What is left of her share would store the undo alone (smaller than the bid), not the bid it takes back.
    const n = await fill(id, 0, SIDE_BUDGET_BYTES - bidBytes);
    await a.hello(n);
    const refused = await play(a, n, { type: "undo", ...player(1) });
    expect(refused).toMatchObject({ type: "reject", error: expect.stringMatching(/Your seat has used its 256 KiB of this table's log for messages, programmes, undos and redos and the moves its undos took back/) });
    // Bob's turn, then hers: her move of the game is stored.
    const b = await connect(id, bob);
    await b.hello(n);
    expect(await play(b, n, { type: "pass", ...player(2) })).toMatchObject({ type: "action" });
    expect(await play(a, n + 1, { type: "pass", ...player(1) })).toMatchObject({ type: "action" });
    a.ws.close();
    b.ws.close();
  });
});

describe("a full log is never a table that cannot finish (#37)", () => {
  it("ending the game with the table's consent is stored; a move that does not finish it is refused, the game unchanged", async () => {
    const { id, ada, bob } = await startedGame();
    const n = await fill(id, null, LOG_BUDGET_BYTES - 50);
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello(n);
    await b.hello(n);
    const move = await play(a, n, { type: "bid", ...player(1), company: "SV", price: 20 });
    expect(move).toMatchObject({ type: "reject", error: expect.stringMatching(/reached its budget of 8 MiB: only the move that finishes the game, or ending it with the table's consent/) });
    // A log message never ends the game: refused (without playing it).
    expect(await play(a, n, { type: "message", ...player(1), message: "hello" })).toMatchObject({ type: "reject", error: expect.stringMatching(/reached its budget/) });
    const asked = await play(a, n, { type: "end_game", ...player(1) });
    expect(asked.type).toBe("undo_request");
    b.send({ type: "undo_vote", accept: true });
    const ended = await a.next("action");
    expect(ended.action).toMatchObject({ type: "end_game", entity: 1 });
    expect(ended.n).toBe(n + 1);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta.status).toBe("finished");
    a.ws.close();
    b.ws.close();
  });

  it("the move that finishes the game is stored (18xx.games 1830_game_end_bank, its last move)", async () => {
    const log = fixture1830 as unknown as GameExport;
    const moves = movesOf(log);
    const { id, client } = await fixtureTable(log, moves.length - 1);
    const n = await fill(id, null, LOG_BUDGET_BYTES - 50);
    await client.hello(n);
    expect((await budgetOf(id, [])).total).toBeGreaterThan(LOG_BUDGET_BYTES - END_RESERVE_BYTES);
    const last = await play(client, n, moves.at(-1)!);
    expect(last, JSON.stringify(last)).toMatchObject({ type: "action", action: { type: "pass", entity: "NYC" } });
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect([meta.status, meta.result]).toEqual(["finished", log.result]);
    expect(effectiveActions(log.actions as LogEntry[]).at(-1)).toMatchObject({ type: "pass", entity: "NYC" });
    client.ws.close();
  });
});

describe("what else a room holds", () => {
  it(`keeps the newest ${MAX_CHAT_LINES} chat lines`, async () => {
    const { id, ada } = await startedGame();
    await runInDurableObject(stub(id), (_room, state) => {
      for (let i = 0; i < MAX_CHAT_LINES + 50; i++) state.storage.sql.exec("INSERT INTO chat (name, text, at) VALUES ('Ada', ?, 1)", `line ${i}`);
    });
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "chat", text: "the newest" });
    await a.next("chat");
    const kept = await runInDurableObject(stub(id), (_room, state) => state.storage.sql.exec("SELECT COUNT(*) AS n FROM chat WHERE text LIKE 'line %'").one());
    expect(Number(kept.n)).toBe(MAX_CHAT_LINES - 1);
    a.ws.close();
  });

  it(`takes at most ${MAX_SOCKETS_PER_HOLDER} sockets from one player, and ${MAX_SPECTATOR_SOCKETS_PER_ADDRESS} from one spectator address`, async () => {
    const { id, ada } = await startedGame();
    const open: Client[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_HOLDER; i++) open.push(await connect(id, ada));
    const refused = await api(`/ws/${id}?token=${ada}`, { headers: { Upgrade: "websocket" } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/You have 12 connections open to this table, the most one player may: close a tab first/);
    // A token sent in the hello instead of the URL is held to the same count.
    const spectator = await connect(id);
    spectator.send({ type: "hello", since: 0, token: ada });
    expect((await spectator.next("reject")).error).toMatch(/connections open to this table/);
    // Spectators count by address.
    const at = (address: string) => api(`/ws/${id}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    const watchers: WebSocket[] = [];
    for (let i = 0; i < MAX_SPECTATOR_SOCKETS_PER_ADDRESS; i++) {
      const r = await at("198.51.100.7");
      expect(r.status).toBe(101);
      r.webSocket!.accept();
      watchers.push(r.webSocket!);
    }
    expect((await at("198.51.100.7")).status).toBe(429);
    const other = await at("198.51.100.8");
    expect(other.status).toBe(101);
    other.webSocket!.accept();
    // One closed, one more may open.
    open.pop()!.ws.close();
    await expect.poll(async () => (await api(`/ws/${id}?token=${ada}`, { headers: { Upgrade: "websocket" } })).status).toBe(101);
    for (const c of open) c.ws.close();
    for (const w of [...watchers, other.webSocket!]) w.close();
  });
});
