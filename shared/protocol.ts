// Messages between clients and a game room, and the bodies of the REST API
// (docs/protocol.md). Every inbound message is parsed with these schemas;
// anything else is refused with a readable error and changes nothing.
import { z } from "zod";
import type { MarketView } from "./board/market.tsx";

/** Game ids are short random strings; anything else is refused before a room is touched. */
export const GAME_ID = /^[a-z0-9]{10}$/;

export const playerName = z.string().trim().min(1, "a name is required").max(40, "names are at most 40 characters");

export const gameOptions = z
  .object({
    optional_rules: z.array(z.string().max(64)).max(32).default([]),
    seed: z.number().int().nonnegative().optional(),
  })
  .strict();
export type GameOptions = z.infer<typeof gameOptions>;

/** The kinds of bot a seat may have (docs/bots.md): "easy", today's one-move scorer, and "hard", which plans. */
export const BOT_KINDS = ["easy", "hard"] as const;
export type BotKind = (typeof BOT_KINDS)[number];
const botKind = z.enum(BOT_KINDS, { error: `a bot is ${BOT_KINDS.map((k) => `"${k}"`).join(" or ")}` });

/** The most seats a table has, whatever its title (1817 seats 12, as 18xx.games plays it); each title's own maximum is checked on creation (worker/index.ts). */
export const MAX_SEATS = 12;
/** A seat's index: 0 to MAX_SEATS - 1. */
const seatIndex = z.number().int().min(0).max(MAX_SEATS - 1);

export const createGameRequest = z
  .object({
    title: z.string().min(1).max(32),
    name: playerName,
    options: gameOptions.optional(),
    /** How many players the table is for; defaults to the title's maximum. */
    seats: z.number().int().min(1).max(MAX_SEATS).optional(),
    /** One token holds every seat: a table played on one device. */
    hotseat: z.boolean().optional(),
    /** Listed in the lobby (default true). */
    public: z.boolean().optional(),
    /** Spectators may chat (default false). */
    spectatorChat: z.boolean().optional(),
    /** Seats a bot plays from the start (docs/bots.md); seat 0 too, for a table of bots only. */
    bots: z.array(seatIndex).max(MAX_SEATS).optional(),
    /** The kind of each bot in `bots`, in the same order ("easy" for any not given). */
    botKinds: z.array(botKind).max(MAX_SEATS).optional(),
  })
  .strict();
export type CreateGameRequest = z.infer<typeof createGameRequest>;

export const joinGameRequest = z.object({ name: playerName }).strict();
/** POST /api/railways/daily: today's deal at a new one-seat table; its objectives are options, as at any Railways table. */
export const dailyDealRequest = z
  .object({ name: playerName, options: z.object({ optional_rules: z.array(z.string().max(64)).max(32).default([]) }).strict().optional() })
  .strict();

/** POST /api/games/:id/name: a seat's holder names it while the table waits (a hotseat's "Player 2" becomes Bob). */
export const seatNameRequest = z.object({ seat: seatIndex, name: playerName }).strict();
/** POST /api/railways/daily/:date/scores: a finished game of that day's deal (the seat's token as Bearer). */
export const dailySubmission = z.object({ game: z.string().regex(GAME_ID, "not a game id") }).strict();
/** PUT /api/games/:id/webhook (a seat's token as Bearer); the URL's scheme is checked by the Worker (worker/notify.ts). */
export const webhookRequest = z.object({ url: z.string().trim().min(1, "url is required").max(2000, "url is at most 2,000 characters") }).strict();
/** PUT /api/games/:id/push: the browser's PushSubscription.toJSON(). */
export const pushSubscription = z
  .object({
    /** https (checked by the Worker, as a webhook's URL is). */
    endpoint: z.string().max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}$/, "keys.p256dh must be a P-256 public key (65 bytes, base64url)"), auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "keys.auth must be 16 bytes, base64url") }),
  })
  .strict();
/** POST /api/tables: the tables this browser holds seats at (its seat tokens), for "My tables". */
export const tablesRequest = z
  .object({ tables: z.array(z.object({ id: z.string().regex(GAME_ID, "not a game id"), token: z.string().max(128).optional() }).strict()).max(50, "at most 50 tables at once") })
  .strict();

/** A table in "My tables": where it stands and whose turn it is. */
export interface TableSummary {
  id: string;
  title: string;
  status: GameStatus;
  /** The round (or, for the solitaire, the standing); null before the start. */
  round: string | null;
  players: string[];
  /** The seats the game waits for. */
  toAct: { index: number; name: string }[];
  /** The seats the request's token holds here. */
  seats: number[];
  yourTurn: boolean;
  logLength: number;
}

export const inviteRequest = z.object({ seat: seatIndex }).strict();
/** POST /api/games/:id/bot: hand a seat the caller holds to a bot (`bot: true`), or take it back. */
export const botSeatRequest = z.object({ seat: seatIndex, bot: z.boolean(), kind: botKind.optional() }).strict();

/** An 18xx.games-format game, as exported and imported. */
export const gameExport = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    title: z.string().min(1).max(32),
    players: z
      // A hotseat game of 18xx.games names its players without ids: the name is the id there (logPlayers).
      .array(z.object({ id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).optional(), name: z.string().min(1).max(64) }).passthrough())
      .min(1)
      .max(MAX_SEATS)
      .refine((players) => new Set(players.map((p) => String(p.id ?? p.name))).size === players.length, "two players have the same id"),
    // A hotseat game of 18xx.games has an empty seed: it was seeded by its id (logSeed).
    settings: z.object({ seed: z.union([z.number().int(), z.literal("")]).optional(), optional_rules: z.array(z.string()).optional() }).passthrough().optional(),
    actions: z.array(z.object({ type: z.string().min(1).max(32) }).passthrough()).max(20_000),
  })
  .passthrough();
export type GameExport = z.infer<typeof gameExport>;

export interface SeatGrant {
  index: number;
  /** The secret that proves the seat; shown once, stored by the room only as a hash. */
  token: string;
}

export interface CreateGameResponse {
  id: string;
  seat: SeatGrant;
}

export type GameStatus = "open" | "playing" | "finished";

export interface SeatInfo {
  index: number;
  /** The player's name, or null for a free seat. */
  name: string | null;
  /** The player id used in the game's log. */
  playerId: string;
  /** A bot plays this seat now. */
  bot?: true;
  /** The kind of bot that plays it (with `bot`). */
  botKind?: BotKind;
}

export interface GameMeta {
  id: string;
  title: string;
  options: GameOptions;
  status: GameStatus;
  seats: SeatInfo[];
  hotseat: boolean;
  public: boolean;
  spectatorChat: boolean;
  /** The seed of the game's random setup (1882), so every client builds the same game. */
  seed: number;
  logLength: number;
  createdAt: number;
  /** Player id -> final value, once finished. */
  result?: Record<string, number>;
}

/** An action in the 18xx.games log shape; the engine checks its fields. */
export const logAction = z.object({ type: z.string().min(1).max(32) }).passthrough();
export type LogAction = z.infer<typeof logAction>;

/** Inbound messages are bounded so one client cannot flood a room. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * How deep objects and arrays may nest in a message or an imported log: an 18xx.games log nests 8
 * deep at most (a route's connections inside a programmed action inside an entry), and a deeper one
 * is refused before it is parsed, so no value the room stores or exports is too deep to handle.
 */
export const MAX_JSON_DEPTH = 16;

/** Whether JSON text nests objects and arrays deeper than `max`, read without parsing it (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    since: z.number().int().nonnegative().default(0),
    token: z.string().max(128).optional(),
    /** The client's build of the rules engine (ENGINE_BUILD): a welcome from 0 may then bring the room's snapshot of its game. */
    engine: z.string().max(64).optional(),
  }).strict(),
  z.object({ type: z.literal("act"), expect: z.number().int().nonnegative(), action: logAction }).strict(),
  z.object({ type: z.literal("chat"), text: z.string().trim().min(1).max(500) }).strict(),
  z.object({ type: z.literal("undo_vote"), accept: z.boolean() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export interface Presence {
  seats: { index: number; name: string | null; online: boolean }[];
  spectators: number;
}

export interface ChatLine {
  from: string;
  text: string;
  at: number;
  /** Written by the site, not a person: a webhook set, changed, removed or dropped. */
  system?: boolean;
}

/** What a player may ask the table to agree to (worker/votes.ts): an undo or a redo that reaches another's moves, or the end of the game. */
export type TableDecision = "undo" | "redo" | "end_game";

/** A request waiting for the table's consent (its first kind was the undo, hence its name). */
export interface UndoRequest {
  /** What is asked. */
  kind: TableDecision;
  /** The seat asking, and the log length the request applies to. */
  seat: number;
  name: string;
  n: number;
  /** Seats that still have to agree. */
  waiting: number[];
  /** Seats that have agreed so far (with `waiting`, everyone asked). */
  agreed?: number[];
}

/**
 * What the light embed shows of a game (GET /api/games/:id/view): where the game stands, the last
 * moves and the stock market, as the room's engine sees them; the board is /g/:id/board.svg.
 */
export interface EmbedView {
  id: string;
  title: string;
  /** The title as players call it ("1830: Railways & Robber Barons"). */
  titleName: string;
  status: GameStatus;
  /** Log entries: the socket's `since`. */
  n: number;
  /** Actions in effect: the board picture's position (`at`). */
  at: number;
  /** The round in the game's words, or the solitaire's standing. */
  round: string;
  /** Who the game waits for ("PRR", "Alice"), or null at the end or before the start. */
  toAct: string | null;
  /** The seats whose player the game waits for (for a corporation, its president's): a player's embed loads its controls when his seat is among them. */
  seatsToAct: number[];
  /** The last lines of the game log, oldest first. */
  lastMoves: string[];
  /** The stock market (18xx titles), as shared/board/market.tsx draws it. */
  market: MarketView | null;
}

/** The room's snapshot of its game after the first `n` log entries (shared/engine/snapshot.ts), for a client of the same engine build. */
export interface GameSnapshot {
  n: number;
  text: string;
}

export type ServerMessage =
  | { type: "welcome"; meta: GameMeta; seats: number[]; since: number; log: LogAction[]; chat: ChatLine[]; undo: UndoRequest | null; snapshot?: GameSnapshot }
  | { type: "action"; n: number; action: LogAction }
  | { type: "reject"; error: string; n?: number }
  | ({ type: "chat" } & ChatLine)
  | ({ type: "presence" } & Presence)
  | ({ type: "undo_request" } & UndoRequest)
  | { type: "undo_result"; accepted: boolean; by: string; withdrawn?: boolean };

/** Parses one raw WebSocket frame, or says in one sentence why it cannot. */
export function parseClientMessage(raw: string | ArrayBuffer): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  if (typeof raw !== "string") return { ok: false, error: "messages must be JSON text, not binary" };
  // Bytes, not characters: a character may take up to 3 bytes of UTF-8 (4 for a pair of UTF-16 units).
  if (raw.length > MAX_MESSAGE_BYTES || (raw.length * 3 > MAX_MESSAGE_BYTES && new TextEncoder().encode(raw).byteLength > MAX_MESSAGE_BYTES)) {
    return { ok: false, error: `message too large (limit ${MAX_MESSAGE_BYTES} bytes)` };
  }
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) return { ok: false, error: `message nested too deeply (objects and arrays at most ${MAX_JSON_DEPTH} levels deep)` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: "message is not valid JSON" };
  }
  const move = checkedMove(json);
  if (move) return { ok: true, message: move };
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error) };
  return { ok: true, message: parsed.data };
}

/**
 * A move's message (`act`) as clientMessage accepts and gives it back, checked without zod: its parse was
 * a large share of a move's time in workerd, where zod cannot compile its checks (#37, 10). Null for
 * anything else or anything doubtful (an own `__proto__`), which clientMessage answers, in its words
 * for what is wrong; test/shared/protocol.test.ts compares the two on every fixture's actions.
 */
function checkedMove(json: unknown): ClientMessage | null {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  const { type, expect, action } = json as Record<string, unknown>;
  if (type !== "act" || Object.keys(json).length !== 3 || !Object.hasOwn(json, "expect") || !Object.hasOwn(json, "action")) return null;
  if (typeof expect !== "number" || !Number.isSafeInteger(expect) || expect < 0) return null;
  if (action === null || typeof action !== "object" || Array.isArray(action) || Object.hasOwn(action, "__proto__")) return null;
  const actionType = (action as { type?: unknown }).type;
  if (typeof actionType !== "string" || actionType.length < 1 || actionType.length > 32) return null;
  // As zod's passthrough gives it: a copy, the fields it names first.
  return { type: "act", expect, action: { type: actionType, ...action } };
}

/** A short human sentence for a zod error: the first problem and where it is. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid message";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}
