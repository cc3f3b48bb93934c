// Messages between the browser and a game room, and the bodies of the REST
// API. Every inbound message is parsed with these schemas; anything else is
// refused with a readable error (see docs/protocol.md).
import { z } from "zod";

/** Game ids are short random strings; anything else is refused before a room is touched. */
export const GAME_ID = /^[a-z0-9]{10}$/;
export const gameId = z.string().regex(GAME_ID, "a game id is 10 lowercase letters or digits");

export const playerName = z.string().trim().min(1, "a name is required").max(40, "names are at most 40 characters");

export const gameOptions = z
  .object({
    optional_rules: z.array(z.string().max(64)).max(32).default([]),
    seed: z.number().int().nonnegative().optional(),
  })
  .strict();
export type GameOptions = z.infer<typeof gameOptions>;

export const createGameRequest = z
  .object({
    title: z.string().min(1).max(32),
    name: playerName,
    options: gameOptions.optional(),
    seats: z.number().int().min(1).max(7).optional(),
    hotseat: z.boolean().optional(),
  })
  .strict();
export type CreateGameRequest = z.infer<typeof createGameRequest>;

export const joinGameRequest = z.object({ name: playerName }).strict();

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

export interface GameMeta {
  id: string;
  title: string;
  options: GameOptions;
  status: GameStatus;
  players: { index: number; name: string }[];
  logLength: number;
  createdAt: number;
}

/** An action in the 18xx.games log shape; the engine validates its fields. */
export const logAction = z.object({ type: z.string().min(1).max(32) }).passthrough();
export type LogAction = z.infer<typeof logAction>;

/** Inbound messages are bounded so one client cannot flood a room. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), since: z.number().int().nonnegative().default(0), token: z.string().max(128).optional() }).strict(),
  z.object({ type: z.literal("act"), expect: z.number().int().nonnegative(), action: logAction }).strict(),
  z.object({ type: z.literal("chat"), text: z.string().trim().min(1).max(500) }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export interface Presence {
  seats: { index: number; name: string; online: boolean }[];
  spectators: number;
}

export type ServerMessage =
  | { type: "welcome"; meta: GameMeta; seat: number | null; since: number; log: LogAction[] }
  | { type: "action"; n: number; action: LogAction }
  | { type: "reject"; error: string }
  | { type: "chat"; from: string; text: string; at: number }
  | ({ type: "presence" } & Presence);

/** Parses one raw WebSocket frame, or says in one sentence why it cannot. */
export function parseClientMessage(raw: string | ArrayBuffer): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  if (typeof raw !== "string") return { ok: false, error: "messages must be JSON text, not binary" };
  if (raw.length > MAX_MESSAGE_BYTES) return { ok: false, error: `message too large (limit ${MAX_MESSAGE_BYTES} bytes)` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: "message is not valid JSON" };
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error) };
  return { ok: true, message: parsed.data };
}

/** A short human sentence for a zod error: the first problem and where it is. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid message";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}
