// What a hostile or careless client costs a room: a refused move must cost the
// room about what an accepted one does (no replay of the whole game), so a
// stream of illegal moves cannot keep a long game's room busy; an undo or redo,
// which does rebuild the game, is paid for accordingly.
import { describe, expect, it } from "vitest";
import fixture1830 from "../fixtures/1830/1830_game_end_bank.json";
import fixture1837 from "../fixtures/1837/1837_game_end_bank.json";
import type { GameExport } from "../../shared/protocol.ts";
import { MAX_ENTRY_BYTES, RATE, REBUILD_COST } from "../../worker/limits.ts";
import { connect, post, type Client } from "./helpers.ts";

const log = fixture1837 as unknown as GameExport;

/** Sends one message and waits for the room's answer (an action or a reject): the milliseconds it took. */
async function roundTrip(c: Client, message: unknown): Promise<{ ms: number; type: string; error?: string }> {
  c.inbox.length = 0;
  const start = performance.now();
  c.send(message);
  for (;;) {
    const reply = c.inbox.find((m) => m.type === "action" || m.type === "reject") as { type: string; error?: string } | undefined;
    if (reply) return { ms: performance.now() - start, type: reply.type, error: reply.error };
    await new Promise((r) => setTimeout(r, 0));
  }
}

/** An 1837 game imported up to an entry: its importer holds every seat, so his undos need nobody's consent. */
async function imported1837(upto: number) {
  const response = await post("/api/games/import", { ...log, actions: log.actions.slice(0, upto) });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  const c = await connect(id, seat.token);
  await c.hello(upto);
  return c;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("what a client costs the room", () => {
  it("a refused move on a long 1837 game costs about what an accepted one does", async () => {
    // 1,089 entries in: CL (a corporation) is about to lay a tile, then runs its operating turn.
    const upto = 1089;
    const c = await imported1837(upto);

    // A tile on a hex CL cannot reach, and a bid in an operating round: both refused by the rules.
    const refused = [
      { type: "lay_tile", entity: "CL", entity_type: "corporation", hex: "A1", tile: "7-0", rotation: 0 },
      { type: "bid", entity: "CL", entity_type: "corporation", company: "SD1", price: 10 },
    ];
    const refusals: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await roundTrip(c, { type: "act", expect: upto, action: refused[i % 2] });
      expect(r.type).toBe("reject");
      refusals.push(r.ms);
    }
    // The game is as it was: the log's own next moves are accepted.
    const accepted: number[] = [];
    for (let n = upto; n < upto + 5; n++) {
      const { id: _id, created_at: _at, ...action } = log.actions[n]! as Record<string, unknown>;
      const r = await roundTrip(c, { type: "act", expect: n, action });
      expect(r).toMatchObject({ type: "action" });
      accepted.push(r.ms);
    }
    // Replaying this game takes tens of milliseconds; a refusal that does is several times slower
    // than an accepted move (which also writes to storage and broadcasts).
    expect(median(refusals)).toBeLessThan(3 * median(accepted) + 5);
    c.ws.close();
  });

  it("an undo or redo rebuilds the game, so it costs several moves: undoing and redoing in a loop is stopped", async () => {
    // A short game, so each rebuild is quick on any machine: the loop outpaces the allowance's refill
    // (a rebuild that took longer than a refill of REBUILD_COST would be paid for by the waiting itself).
    const upto = 60;
    const c = await imported1837(upto);
    const { entity, entity_type } = log.actions[upto - 1]! as unknown as { entity: string; entity_type: string };
    let n = upto;
    let accepted = 0;
    let stopped: string | undefined;
    const tries = Math.ceil(RATE.act.burst / REBUILD_COST) + 6;
    const start = performance.now();
    for (let i = 0; i < tries && !stopped; i++) {
      const r = await roundTrip(c, { type: "act", expect: n, action: { type: i % 2 ? "redo" : "undo", entity, entity_type } });
      if (r.type === "action") (n++, accepted++);
      else if (/Too many moves/.test(r.error!)) stopped = r.error;
      else expect.fail(r.error);
    }
    expect(stopped).toMatch(/Slow down/);
    // The burst, and what the allowance refilled while the room rebuilt the game.
    const seconds = (performance.now() - start) / 1000;
    expect(accepted).toBeLessThanOrEqual((RATE.act.burst + seconds * RATE.act.perSecond) / REBUILD_COST + 1);
    c.ws.close();
  });
});

describe("a log entry", () => {
  it("is at most MAX_ENTRY_BYTES bytes of UTF-8 as stored, counted in bytes, not characters", async () => {
    // The fixture's entry 43 is the B&O's first run: a legal run_routes.
    const upto = 43;
    const log1830 = fixture1830 as unknown as GameExport;
    const response = await post("/api/games/import", { ...log1830, actions: log1830.actions.slice(0, upto) });
    expect(response.status).toBe(201);
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
    const c = await connect(id, seat.token);
    await c.hello(upto);
    const { id: _id, created_at: _at, ...run } = log1830.actions[upto]! as unknown as Record<string, unknown> & { routes: Record<string, unknown>[] };
    expect(run.type).toBe("run_routes");
    // Fewer characters than the limit, but two bytes each: over it in bytes (and well under a message's 64 KiB).
    // The track is a field the rules read, each id at its bound (a revenue text is not stored at all: canonical-moves.test.ts).
    const chain = Array.from({ length: 64 }, () => "é".repeat(64));
    const padded = { ...run, routes: run.routes.map((r, i) => (i ? r : { ...r, connections: [...(r.connections as string[][]), chain, chain] })) };
    expect(JSON.stringify(padded).length).toBeLessThan(MAX_ENTRY_BYTES);
    const refused = await roundTrip(c, { type: "act", expect: upto, action: padded });
    expect(refused).toMatchObject({ type: "reject" });
    expect(refused.error).toMatch(new RegExp(`at most ${MAX_ENTRY_BYTES.toLocaleString("en")} bytes`));
    // The same run as the log has it is stored.
    expect(await roundTrip(c, { type: "act", expect: upto, action: run })).toMatchObject({ type: "action" });
    c.ws.close();
  });
});
