// A table at a position of a real game (an 18xx.games fixture): its actions
// in effect up to that position imported, one token holding every seat, so a
// test can play the game's next moves as a table would.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { api, connect, post, type Client } from "./helpers.ts";

export const roomStub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** A fixture's actions in effect (no undo or redo), each as a player sends it: without the ids, times and programmed answers the room writes. */
export function movesOf(log: GameExport): Record<string, unknown>[] {
  return effectiveActions(log.actions as LogEntry[]).map((a) => {
    const { id: _id, created_at: _at, auto_actions: _autos, original_id: _original, ...move } = a as LogEntry & Record<string, unknown>;
    return move;
  });
}

/** The log's first `upto` actions in effect, imported; the token that holds every seat, and a socket of it that has said hello. */
export async function fixtureTable(log: GameExport, upto: number): Promise<{ id: string; token: string; meta: GameMeta; client: Client }> {
  const actions = effectiveActions(log.actions as LogEntry[]).slice(0, upto);
  const response = await post("/api/games/import", { ...log, actions });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
  const client = await connect(id, seat.token);
  await client.hello(upto);
  return { id, token: seat.token, meta, client };
}

/** The room's answer to a move: the entry it stored, or its refusal (a refusal for the rate is waited out). */
export async function play(c: Client, expect: number, action: Record<string, unknown>): Promise<{ type: "action"; action: Record<string, unknown> } | { type: "reject"; error: string } | { type: "undo_request" }> {
  // Only this move's answer: what the room broadcast before is of no interest here.
  c.inbox.length = 0;
  for (;;) {
    c.send({ type: "act", expect, action });
    for (;;) {
      const i = c.inbox.findIndex((m) => m.type === "action" || m.type === "reject" || m.type === "undo_request");
      if (i >= 0) {
        const reply = c.inbox.splice(i, 1)[0] as { type: "action"; action: Record<string, unknown> } | { type: "reject"; error: string } | { type: "undo_request" };
        if (reply.type === "reject" && /^Too many/.test(reply.error)) break;
        return reply;
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The room's log budget as it stands: bytes in all, and what each seat is charged with (worker/limits.ts LogBudget). */
export async function budgetOf(id: string, seats: number[]): Promise<{ total: number; seats: number[] }> {
  return runInDurableObject(roomStub(id), (room) => {
    const budget = (room as unknown as { log: { budget(): { used(seat?: number): number } } }).log.budget();
    return { total: budget.used(), seats: seats.map((s) => budget.used(s)) };
  });
}

/**
 * Writes log messages straight into a room's log (as an older room, or a long game, would hold them)
 * until it holds `total` bytes in all, or `seat`'s share holds `total` bytes; then the room forgets
 * what it read of its log, as a room woken with this log would.
 */
export async function fill(id: string, seat: number | null, total: number): Promise<number> {
  return runInDurableObject(roomStub(id), (room, state) => {
    const sql = state.storage.sql;
    let n = Number(sql.exec("SELECT COUNT(*) AS n FROM log").one().n);
    const budget = (room as unknown as { log: { budget(): { used(seat?: number): number } } }).log.budget();
    let used = seat === null ? budget.used() : budget.used(seat);
    const entry = (text: string) => JSON.stringify({ type: "message", entity: 1, entity_type: "player", message: text, id: n + 1, created_at: 1 });
    while (used < total) {
      const overhead = storedBytes(JSON.parse(entry("")));
      const text = "x".repeat(Math.max(1, Math.min(3900, total - used - overhead)));
      sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, ?)", ++n, entry(text), seat);
      used += new TextEncoder().encode(entry(text)).byteLength;
    }
    (room as unknown as { log: { forget(): void } }).log.forget();
    Object.assign(room as object, { session: null, cachedMeta: undefined });
    return n;
  });
}

/** Bytes of UTF-8 of a value as the room stores it. */
export const storedBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;
