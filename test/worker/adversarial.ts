// The adversarial protocol check (#31, docs/security.md): at a position of a
// real or random game, every action type the engine knows, well-formed and
// with odd values, is sent from every seat, a spectator, a socket whose token
// was handed out (stale), and with a stale log length. Each must be either
// refused in words with the game unchanged, put to the table (a decision
// that is not one player's), or a legal move of the seat that sent it. An
// independent mirror of the game (the engine, replayed here from the same
// log) says which; after the probes the room's game must equal the mirror's.
// The moves the room makes itself (the run of a corporation without a
// president) are awaited from the room and played on the mirror too.
// Each legal move is also sent padded (#37): every field the rules do not read
// at its largest accepted size, and fields no schema names; each move played
// must be stored in its canonical form (Ruleset.stored), the log's budget move
// by what was stored, and the undo that takes it back be charged to its seat
// with the move (a padded move is also put back by a redo and taken back again).
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { gameActionSchemas, playedActionSchemas } from "../../shared/engine/action.ts";
import { GameError } from "../../shared/engine/errors.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { LogEntry } from "../../shared/engine/log.ts";
import { summarize } from "../../shared/engine/replay.ts";
import type { LogSession, Ruleset } from "../../shared/engine/session.ts";
import { RULESETS } from "../../shared/games/index.ts";
import type { GameExport, GameMeta, ServerMessage } from "../../shared/protocol.ts";
import { runWithoutPresidentDue } from "../../shared/engine/without-president.ts";
import { SIDE_ENTRY_TYPES } from "../../worker/limits.ts";
import { RandomPlayer } from "../shared/random-play.ts";
import { api, connect, post, type Client } from "./helpers.ts";

/** Every action type a client may name: the engine's, and the log's own undo and redo. */
export const ACTION_TYPES = [...Object.keys(gameActionSchemas), "undo", "redo"];

/** A field of some action type, filled with a value that is well-formed but odd (nothing at this position, out of range, or not its type). */
const ODD_FIELDS: Record<string, unknown> = {
  company: "ZZ", price: -5, corporation: "ZZZ", share_price: "999,9,9", shares: ["ZZZ_1"], percent: 200,
  hex: "Z99", tile: "57-99", rotation: 5, city: "X-0-0", slot: 9, tokener: "ZZZ", token_type: "neutral",
  routes: [{ train: "9-9", connections: [["A1", "B2"]] }], extra_revenue: 1_000_000, subsidy: -1, kind: "half",
  train: "D-9", variant: "ZZ", exchange: "ZZ", to: { entity: 99, entity_type: "player" }, accept: true, choice: "ZZ",
  message: "hello", until_condition: 100, unconditional: true, indefinite: true, action_id: 999_999, reason: { nested: [1] },
};
/** Odd values of the wrong kind for the same fields. */
const WRONG_KIND: Record<string, unknown> = { price: "lots", rotation: 9, shares: "NYC_1", percent: null, accept: "yes", kind: "all", until_condition: 101, action_id: -1 };

interface Probe {
  action: Record<string, unknown>;
  /** A legal move with every field the rules do not read at its largest size (this one, before its padding): put back by a redo after its undo. */
  padded?: Record<string, unknown>;
  /** Which senders: "all" (every seat, the spectator, the stale socket), or "few" (the controller's seat, another, the spectator). */
  senders: "all" | "few";
}

export interface Position {
  name: string;
  log: GameExport;
  upto: number;
}

/** What the probes of one position came to. */
export interface Tally {
  probes: number;
  refused: number;
  accepted: number;
  putToTable: number;
  /** Padded legal moves played, each stored in its canonical form, taken back, put back and taken back again. */
  padded: number;
}

type Reply = { type: "action" | "reject" | "undo_request"; error?: string; action?: LogEntry; waiting?: number[]; n?: number };

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** The room's messages that answer a move: the sender hears one of these for each. */
async function replyTo(c: Client): Promise<Reply> {
  for (let waited = 0; ; waited += 2) {
    const i = c.inbox.findIndex((m) => m.type === "action" || m.type === "reject" || m.type === "undo_request");
    if (i >= 0) return c.inbox.splice(i, 1)[0] as unknown as Reply;
    if (waited > 10_000) throw new Error("no answer from the room in 10 s");
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A table at the position: imported, each seat handed out to a token of its own, and a socket for each, a spectator, and the importer's (stale). */
async function table(position: Position) {
  const response = await post("/api/games/import", { ...position.log, actions: position.log.actions.slice(0, position.upto) });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  const stale = await connect(id, seat.token);
  await stale.hello(position.upto);
  const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
  const seats: Client[] = [];
  for (const s of meta.seats) {
    const { token } = (await (await post(`/api/games/${id}/invite`, { seat: s.index }, seat.token)).json()) as { token: string };
    const c = await connect(id, token);
    await c.hello(position.upto);
    seats.push(c);
  }
  const spectator = await connect(id);
  await spectator.hello(position.upto);
  const rules = RULESETS[meta.title]! as Ruleset<Game>;
  const mirror = rules.session(
    { players: meta.seats.map((s) => ({ id: s.playerId, name: s.name! })), options: { optional_rules: meta.options.optional_rules }, seed: meta.seed },
    position.log.actions.slice(0, position.upto),
    "trusted",
  ) as LogSession<Game>;
  const close = () => [...seats, spectator, stale].forEach((c) => c.ws.close());
  const t = { id, meta, seats, spectator, stale, mirror, rules, close };
  await tableRuns(t);
  return t;
}

/**
 * The moves the table makes itself (a corporation without a president runs: worker/room-bots.ts), which the
 * room plays through its alarm after the move that makes one due: awaited from the room and played on the mirror.
 */
async function tableRuns(t: { id: string; mirror: LogSession<Game> }): Promise<LogEntry[]> {
  const runs: LogEntry[] = [];
  while (runWithoutPresidentDue(t.mirror.game)) {
    const n = t.mirror.entries.length;
    for (let waited = 0; ; waited += 20) {
      const entry = await runInDurableObject(stub(t.id), (room) => (room as unknown as { session: LogSession<Game> | null }).session?.entries[n] ?? null);
      if (entry) {
        t.mirror.apply(entry);
        runs.push(entry);
        break;
      }
      if (waited > 10_000) throw new Error(`the table's own run was not played in 10 s (after ${n} entries)`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return runs;
}

type ZodDef = {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
};
type Schema = { _zod: { def: ZodDef } };
const defOf = (schema: unknown) => (schema as Schema)._zod.def;
const maxLength = (def: ZodDef) => def.checks?.find((c) => c._zod.def.check === "max_length")?._zod.def.maximum;

/** The largest value a schema of the log accepts: each string and list at its bound, the largest number. */
function largest(schema: Schema): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return "x".repeat(maxLength(def) ?? 64);
    case "array":
      return Array.from({ length: maxLength(def) ?? 8 }, () => largest(def.element!));
    case "number":
      return Number.MAX_SAFE_INTEGER;
    case "boolean":
      return true;
    case "optional":
    case "nullable":
      return largest(def.innerType!);
    case "union":
      return largest(def.options![0]!);
    case "literal":
      return def.values![0];
    case "enum":
      return Object.values(def.entries!)[0];
    case "object":
      return Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, largest(v)]));
    default:
      return "x".repeat(1000);
  }
}

/** Unwraps optional and nullable. */
const inner = (schema: Schema): Schema => (["optional", "nullable"].includes(defOf(schema).type) ? inner(defOf(schema).innerType!) : schema);

/**
 * The value with every field the log's schema has and the played schema has not (the fields the
 * rules do not read of a move played here: action.ts playedActionSchemas) at its largest accepted
 * size, at every depth, and a field no schema names.
 */
function padUnread(log: Schema, played: Schema, value: unknown): unknown {
  const [l, p] = [defOf(inner(log)), defOf(inner(played))];
  if (l.type === "array" && p.type === "array" && Array.isArray(value)) return value.map((v) => padUnread(l.element!, p.element!, v));
  if (l.type !== "object" || p.type !== "object" || value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>), unnamed: "u".repeat(200) };
  for (const [key, field] of Object.entries(l.shape!)) {
    if (!Object.hasOwn(p.shape!, key)) out[key] = largest(field);
    else if (Object.hasOwn(out, key)) out[key] = padUnread(field, p.shape![key]!, out[key]);
  }
  return out;
}

/**
 * A legal move padded (padUnread) by the schemas of its type, but for a field its title reads where others do
 * not, which the title's stored form keeps (1846's train forms: buy_train's variant): sent as the move has it.
 */
function padded(action: Record<string, unknown>, rules: Ruleset<Game>, game: Game): Record<string, unknown> {
  const type = String(action.type) as keyof typeof gameActionSchemas;
  const played = defOf(playedActionSchemas[type]).shape!;
  const out = padUnread(gameActionSchemas[type] as unknown as Schema, playedActionSchemas[type] as unknown as Schema, action) as Record<string, unknown>;
  for (const key of Object.keys(out).filter((k) => !Object.hasOwn(played, k))) {
    let read: boolean;
    try {
      read = Object.hasOwn(rules.stored({ ...action, [key]: out[key], id: 1, created_at: 0 }, game), key);
    } catch (e) {
      // A value the title refuses for the field is one its rules read.
      if (!(e instanceof GameError)) throw e;
      read = true;
    }
    if (!read) continue;
    if (Object.hasOwn(action, key)) out[key] = action[key];
    else delete out[key];
  }
  return out;
}

/** The probes for a game at a position: its legal moves (from a random player's choices) and every action type with odd values, for every kind of entity. */
function probes(game: Game, rules: Ruleset<Game>, seed: number): Probe[] {
  const list: Probe[] = [];
  const chooser = new RandomPlayer(seed);
  for (const entity of game.actingEntities()) {
    for (let i = 0; i < 2; i++) {
      const legal = chooser.choose(game, (e) => e === entity);
      // The second, padded (#37).
      if (legal) list.push(i === 0 ? { action: legal, senders: "all" } : { action: padded(legal, rules, game), senders: "all", padded: legal });
    }
  }
  const entities: Record<string, unknown>[] = [
    ...game.players.slice(0, 2).map((p) => ({ entity: Number(p.id), entity_type: "player" })),
    ...(game.corporations[0] ? [{ entity: game.corporations[0].sym, entity_type: "corporation" }] : []),
    ...(game.companies[0] ? [{ entity: game.companies[0].sym, entity_type: "company" }] : []),
    { entity: "NOPE", entity_type: "minor" },
  ];
  for (const type of ACTION_TYPES) {
    const fields = Object.keys((gameActionSchemas as Record<string, { def?: { shape?: object } }>)[type]?.def?.shape ?? { action_id: 1 });
    const odd = Object.fromEntries(fields.filter((f) => f in ODD_FIELDS).map((f) => [f, ODD_FIELDS[f]]));
    const wrong = Object.fromEntries(fields.filter((f) => f in WRONG_KIND).map((f) => [f, WRONG_KIND[f]]));
    for (const ref of entities) list.push({ action: { type, ...ref, ...odd }, senders: type === "undo" || type === "redo" || type === "end_game" ? "all" : "few" });
    if (Object.keys(wrong).length) list.push({ action: { type, ...entities[0]!, ...odd, ...wrong }, senders: "few" });
  }
  return list;
}

/** The seat (index) of the player whose seat may send the action at the mirror's position, or null when nobody's may. */
function controllerSeat(t: Awaited<ReturnType<typeof table>>, action: Record<string, unknown>): number | null {
  try {
    const player = t.rules.actor(t.mirror.game, action);
    return t.meta.seats.find((s) => s.playerId === player)?.index ?? null;
  } catch (e) {
    if (e instanceof GameError) return null;
    throw e;
  }
}

/** Whether the mirror accepts the action (as the room stores it). A refusal leaves the mirror as it was (the engine's promise); an acceptance fails the check anyway. */
function mirrorAccepts(t: Awaited<ReturnType<typeof table>>, action: Record<string, unknown>): boolean {
  try {
    t.mirror.play(t.rules.stored({ ...action, id: 1, created_at: 0 }));
    return true;
  } catch (e) {
    if (e instanceof GameError) return false;
    throw e;
  }
}

/** Refusals the room makes before the rules are asked: counted as refused, never as a verdict on the move. */
const ROOM_REFUSAL = /^Too many|^A message is at most|^A move is at most|this table's log/;

/** Sends one action from one socket, waits out a rate refusal, and returns the room's answer. */
async function send(c: Client, expectN: number, action: Record<string, unknown>): Promise<Reply> {
  for (;;) {
    c.send({ type: "act", expect: expectN, action });
    const reply = await replyTo(c);
    if (reply.type === "reject" && /^Too many/.test(reply.error ?? "")) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    return reply;
  }
}

/** Runs every probe at a position; fails (with the probe) at the first answer the rules and the seating do not allow. */
export async function probePosition(position: Position, seed = 1): Promise<Tally> {
  const tally: Tally = { probes: 0, refused: 0, accepted: 0, putToTable: 0, padded: 0 };
  let t = await table(position);
  const list = probes(t.mirror.game, t.rules, seed);
  const drain = () => [...t.seats, t.spectator, t.stale].forEach((c) => (c.inbox.length = 0));
  /** The seat whose move the last undo took back, which a redo of that seat's may put back at once. */
  let redoSeat: number | null = null;
  for (const probe of list) {
    const controller = controllerSeat(t, probe.action);
    const seatSenders = probe.senders === "all" ? t.seats.map((_, i) => i) : [...new Set([controller ?? 0, ((controller ?? 0) + 1) % t.seats.length])];
    const senders: { name: string; client: Client; seat: number | null; stale?: boolean }[] = [
      ...seatSenders.map((i) => ({ name: `seat ${i}`, client: t.seats[i]!, seat: i })),
      { name: "spectator", client: t.spectator, seat: null },
      ...(probe.senders === "all" ? [{ name: "handed-out token", client: t.stale, seat: null }, { name: `seat ${controller ?? 0}, stale length`, client: t.seats[controller ?? 0]!, seat: controller ?? 0, stale: true }] : []),
    ];
    for (const sender of senders) {
      const n = t.mirror.entries.length;
      // The log's budget before a send the room may play (the controller's own, or an undo or redo: the asker's; at the log's length).
      const mayPlay = sender.seat !== null && !sender.stale && (sender.seat === controller || ["undo", "redo"].includes(String(probe.action.type)));
      const before = mayPlay ? await budget(t, sender.seat!) : null;
      drain();
      const reply = await send(sender.client, sender.stale ? n - 1 : n, probe.action);
      tally.probes++;
      const what = `${position.name}: ${JSON.stringify(probe.action)} from ${sender.name} -> ${JSON.stringify(reply).slice(0, 300)}`;
      if (reply.type === "reject") {
        expect(reply.error, what).toMatch(/\w/);
        tally.refused++;
        // Refused by the rules where the mirror refuses it too: a legal move of the sender's is never refused.
        if (sender.seat !== null && !sender.stale && controller === sender.seat && !ROOM_REFUSAL.test(reply.error!) && !["undo", "redo", "end_game"].includes(String(probe.action.type))) {
          expect(mirrorAccepts(t, probe.action), `refused a legal move: ${what}`).toBe(false);
          // Its padding never turns a legal move into a refused one.
          if (probe.padded) expect(mirrorAccepts(t, probe.padded), `refused a legal move for its padding: ${what}`).toBe(false);
        }
        continue;
      }
      expect(sender.seat, `a spectator's or stale socket's action was not refused: ${what}`).not.toBeNull();
      expect(sender.stale, `a stale length was not refused: ${what}`).toBeFalsy();
      if (reply.type === "undo_request") {
        // A table's decision: every other person is asked; the asker withdraws it.
        tally.putToTable++;
        expect(["undo", "redo", "end_game"], what).toContain(String(probe.action.type));
        expect(reply.waiting!.length, what).toBeGreaterThan(0);
        expect(reply.waiting, what).not.toContain(sender.seat);
        sender.client.send({ type: "undo_vote", accept: false });
        await sender.client.next("undo_result");
        continue;
      }
      // Played: a legal move of the seat that sent it, as the mirror sees it.
      tally.accepted++;
      expect(["end_game"], `ending the game is not one player's move: ${what}`).not.toContain(String(probe.action.type));
      const entry = reply.action!;
      if (entry.type === "undo" || entry.type === "redo") {
        // Played at once only where it changes the sender's own moves alone: a redo of the move taken back from his seat last.
        if (entry.type === "undo" || redoSeat !== sender.seat) throw new Error(`an undo of moves imported (no seat's own) was played at once: ${what}`);
        t.mirror.apply(entry);
        await expectCharged(t, sender.seat!, before!, entry, 0, what);
        await decideOwn(t, sender.client, sender.seat!, "undo");
        continue;
      }
      expect(controller, `played for an entity the sender does not control: ${what}`).toBe(sender.seat);
      // Stored in its canonical form (#37): the engine's, with the room's id and time and the programmes' answers.
      const { id: _id, created_at: _at, auto_actions: _autos, ...kept } = entry as LogEntry & Record<string, unknown>;
      const { id: _i, created_at: _c, ...canonical } = t.rules.stored({ ...probe.action, id: 1, created_at: 0 }, t.mirror.game) as LogEntry & Record<string, unknown>;
      expect(kept, `not stored in its canonical form: ${what}`).toEqual(canonical);
      // Nothing of its padding: what is stored of a padded move is what the move before it was padded stores (the
      // room's own fields included: a run's track as the rules read it, an issue's share price, 1846's train form).
      if (probe.padded) {
        const { id: _pi, created_at: _pc, ...unpadded } = t.rules.stored({ ...probe.padded, id: 1, created_at: 0 }, t.mirror.game) as LogEntry & Record<string, unknown>;
        expect(kept, `a padded move stored more than the move: ${what}`).toEqual(unpadded);
      }
      t.mirror.apply(entry);
      const runs = await tableRuns(t);
      if (runs.length) {
        // The table ran a corporation without a president after the move: charged to the log, to nobody's seat.
        const ran = runs.reduce((sum, e) => sum + bytesOf(e), 0);
        await expectCharged(t, sender.seat!, { total: before!.total + ran, seat: before!.seat }, entry, 0, `${what} (and the table's run)`);
      }
      if (t.mirror.game.finished || runs.length) {
        // A move that ends the game, or that the table's own run followed, is not taken back here: the rest of the probes run at a new table.
        t.close();
        t = await table(position);
        redoSeat = null;
        continue;
      }
      await expectCharged(t, sender.seat!, before!, entry, 0, what);
      // A log message changes nothing and no undo takes it back (an undo would take back an earlier move).
      if (entry.type === "message") continue;
      // Its undo is charged to the seat with the move it takes back (the first time).
      let at = await budget(t, sender.seat!);
      const undo = await decideOwn(t, sender.client, sender.seat!, "undo");
      await expectCharged(t, sender.seat!, at, undo, bytesOf(entry), what);
      redoSeat = sender.seat;
      if (probe.padded) {
        tally.padded++;
        at = await budget(t, sender.seat!);
        const redo = await decideOwn(t, sender.client, sender.seat!, "redo");
        await expectCharged(t, sender.seat!, at, redo, 0, what);
        at = await budget(t, sender.seat!);
        const again = await decideOwn(t, sender.client, sender.seat!, "undo");
        await expectCharged(t, sender.seat!, at, again, 0, `${what} (taken back again: paid for once)`);
      }
    }
  }
  await expectSameGame(t);
  t.close();
  return tally;
}

/**
 * The sender takes his move back, or puts it back (his own: at once; with others' programmed answers
 * in it: they agree); the entry stored.
 */
async function decideOwn(t: Awaited<ReturnType<typeof table>>, client: Client, seat: number, type: "undo" | "redo"): Promise<LogEntry> {
  const playerId = t.meta.seats[seat]!.playerId;
  // A player is named as his game names him: a number in most logs, a string in some (18xx.games' 1846 games).
  const entity = /^\d+$/.test(playerId) ? Number(playerId) : playerId;
  const reply = await send(client, t.mirror.entries.length, { type, entity, entity_type: "player" });
  if (reply.type === "undo_request") {
    for (const s of reply.waiting!) t.seats[s]!.send({ type: "undo_vote", accept: true });
    await client.next("undo_result");
    const played = (await client.next("action")).action as LogEntry;
    // The request's updates (each vote's) came before its result: none of them answers the next move.
    client.inbox.splice(0, client.inbox.length, ...client.inbox.filter((m) => m.type !== "undo_request"));
    t.mirror.apply(played);
    return played;
  }
  expect(reply.type, `the sender could not ${type} his own move: ${JSON.stringify(reply)}`).toBe("action");
  t.mirror.apply(reply.action!);
  return reply.action!;
}

const bytesOf = (entry: unknown) => new TextEncoder().encode(JSON.stringify(entry)).byteLength;

/** The room's log budget: bytes in all, and what the seat is charged with (worker/limits.ts LogBudget). */
async function budget(t: Awaited<ReturnType<typeof table>>, seat: number): Promise<{ total: number; seat: number }> {
  return runInDurableObject(stub(t.id), (room) => {
    const log = (room as unknown as { log: { budget(): { used(seat?: number): number } } }).log.budget();
    return { total: log.used(), seat: log.used(seat) };
  });
}

/** Since `before`, the log grew by the entry stored, and the seat was charged with it where it moves nothing on, and with `takenBack` (the moves its undo took back). */
async function expectCharged(t: Awaited<ReturnType<typeof table>>, seat: number, before: { total: number; seat: number }, entry: LogEntry, takenBack: number, what: string): Promise<void> {
  const bytes = bytesOf(entry);
  const side = SIDE_ENTRY_TYPES.has(entry.type) ? bytes : 0;
  expect(await budget(t, seat), `the log's budget after ${entry.type}: ${what}`).toEqual({ total: before.total + bytes, seat: before.seat + side + takenBack });
}

/** The room's game (in memory, after every refusal) is the mirror's, and so is its log. */
async function expectSameGame(t: Awaited<ReturnType<typeof table>>): Promise<void> {
  const n = t.mirror.entries.length;
  const room = await runInDurableObject(stub(t.id), (instance) => {
    const session = (instance as unknown as { session: LogSession<Game> | null }).session;
    return session ? { summary: JSON.stringify(summarize(session.game, n)), entries: session.entries.length } : null;
  });
  expect(room).not.toBeNull();
  expect(room!.entries).toBe(n);
  expect(JSON.parse(room!.summary)).toEqual(summarize(t.mirror.game, n));
  expect((await api(`/api/games/${t.id}/log`)).status).toBe(200);
}
