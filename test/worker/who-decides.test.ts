// Who decides for an entity that has no president, at a room's table: the room lets only that player's seat
// send its move, or makes the move itself, so that no such moment stalls a table.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, connect, post } from "./helpers.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { LogSession } from "../../shared/engine/session.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";
import log1817 from "../fixtures/1817/15528.json";
import withoutPresident from "../fixtures/1846-selfplay/1846-without-president-runs.json";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const view = async (id: string) => (await (await api(`/api/games/${id}/view`)).json()) as { toAct: string | null; seatsToAct: number[]; at: number };

describe("who decides for an entity without a president", () => {
  it("1817: the player who put a corporation up places its home station, and the room takes it from him", async () => {
    // 15528: entry 85 is Player 4's bid that puts H up; entry 86 places H's home station.
    const upto = 85;
    const imported = await post("/api/games/import", { ...log1817, actions: log1817.actions.slice(0, upto) });
    expect(imported.status).toBe(201);
    const { id, seat } = (await imported.json()) as { id: string; seat: { token: string } };
    const waiting = await view(id);
    expect(waiting.toAct).toBe("H");
    // Player 4 holds the fourth seat.
    expect(waiting.seatsToAct).toEqual([3]);
    const ws = await connect(id, seat.token);
    await ws.hello();
    const { id: _n, created_at: _t, original_id: _o, ...home } = log1817.actions[upto]! as Record<string, unknown>;
    ws.send({ type: "act", expect: upto, action: home });
    const reply = await Promise.race([ws.next("action"), ws.next("reject")]);
    expect(reply).toMatchObject({ type: "action", n: upto + 1, action: { type: "place_token", entity: "H", city: "H9-2-0" } });
    ws.ws.close();
  });

  it("1846: a corporation without a president runs its best routes by the room's own move; no seat may choose them", async () => {
    // Random play (seed 6, 3 players): after 126 actions the GT, its president's certificate in the pool, is to run.
    const n = withoutPresident.actions.length;
    const imported = await post("/api/games/import", withoutPresident);
    expect(imported.status).toBe(201);
    const { id, seat } = (await imported.json()) as { id: string; seat: { token: string } };
    expect(await view(id)).toMatchObject({ toAct: "GT", seatsToAct: [] });
    const ws = await connect(id, seat.token);
    await ws.hello();
    // A player's run for it is refused: nobody presides over the GT.
    ws.send({ type: "act", expect: n, action: { type: "run_routes", entity: "GT", entity_type: "corporation", routes: [] } });
    expect((await ws.next("reject")).error).toMatch(/GT has no one controlling it/);
    const best = await runInDurableObject(stub(id), (room) => {
      const game = (room as unknown as { loadSession(): LogSession }).loadSession().game as Game;
      return corporationBestRoutes(game, game.corporation("GT")).revenue;
    });
    expect(best).toBeGreaterThan(0);
    // The room's alarm makes the run, for nobody's seat, and everyone sees it.
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const run = await ws.next("action");
    expect(run).toMatchObject({ n: n + 1, action: { type: "run_routes", entity: "GT", entity_type: "corporation" } });
    const revenue = (run.action as unknown as { routes: { revenue?: number }[] }).routes.reduce((sum, r) => sum + (r.revenue ?? 0), 0);
    expect(revenue).toBe(best);
    // The game went on past the GT's run (its revenue withheld, as the rules make it without a president).
    expect((await view(id)).toAct).not.toBe("GT");
    ws.ws.close();
  });
});
