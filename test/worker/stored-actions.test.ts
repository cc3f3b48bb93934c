// What a room keeps of an action a player sends: the fields its type has,
// nothing else, and of those only what is the player's to say. A message
// nested deeper than any log's shapes is refused before it is read, and an
// extra field never reaches the log, so the log and its export stay readable.
import { describe, expect, it } from "vitest";
import type { GameExport } from "../../shared/protocol.ts";
import { api, connect, player, post, startedGame } from "./helpers.ts";

describe("a stored action", () => {
  it("keeps only the fields of its type, at every depth", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    let deep: unknown = "bottom";
    for (let i = 0; i < 6000; i++) deep = { d: deep };
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20, junk: deep } });
    expect((await a.next("reject")).error).toMatch(/nested too deeply \(objects and arrays at most 16 levels deep\)/);
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20, junk: { d: { d: { d: 1 } } }, auto_actions: [{ type: "pass", ...player(2) }] } });
    const stored = (await a.next("action")).action;
    expect(Object.keys(stored).sort()).toEqual(["company", "created_at", "entity", "entity_type", "id", "price", "type"]);
    a.ws.close();

    const response = await api(`/api/games/${id}/log`);
    expect(response.status).toBe(200);
    const exported = (await response.json()) as GameExport;
    expect(exported.actions).toHaveLength(1);
    expect(exported.actions[0]).not.toHaveProperty("junk");
    expect(exported.actions[0]).not.toHaveProperty("auto_actions");
  });

  it("writes a programme's end itself: a reason sent by the player is not stored (#31: 16 KB reasons, 4,000 levels deep)", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    let deep: unknown = "x";
    for (let i = 0; i < 4000; i++) deep = [deep];
    a.send({ type: "act", expect: 0, action: { type: "program_disable", ...player(1), reason: deep } });
    expect((await a.next("reject")).error).toMatch(/nested too deeply/);
    a.send({ type: "act", expect: 0, action: { type: "program_disable", ...player(1), reason: "x".repeat(15_000) } });
    expect((await a.next("action")).action).toMatchObject({ type: "program_disable", reason: "user" });
    a.send({ type: "act", expect: 1, action: { type: "program_disable", ...player(1), reason: { a: [[[[{ b: 1 }]]]] } } });
    expect((await a.next("action")).action).toMatchObject({ type: "program_disable", reason: "user" });
    a.ws.close();
    const response = await api(`/api/games/${id}/log`);
    expect(response.status).toBe(200);
    const exported = (await response.json()) as GameExport;
    expect(exported.actions.map((x) => (x as { reason?: unknown }).reason)).toEqual(["user", "user"]);
    expect(JSON.stringify(exported).length).toBeLessThan(2000);
  });

  it("an import nested deeper than a log's shapes is refused, and no table is made", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 4000; i++) deep = [deep];
    const response = await post("/api/games/import", {
      id: 1, title: "1830", players: [{ id: 1, name: "A" }, { id: 2, name: "B" }], settings: { seed: 1 },
      actions: [{ type: "program_disable", entity: 1, entity_type: "player", id: 1, reason: deep }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/more than 16 levels deep/);
  });

  it("keeps a route's known fields only", async () => {
    const { knownFields } = await import("../../shared/engine/schema.ts");
    const { gameActionSchemas } = await import("../../shared/engine/action.ts");
    const run = { type: "run_routes", entity: "PRR", entity_type: "corporation", routes: [{ train: "2-0", connections: [["H10", "H12"]], revenue: 40, extra: { x: 1 } }], extra: 1 };
    expect(knownFields(gameActionSchemas.run_routes, run)).toEqual({ type: "run_routes", entity: "PRR", entity_type: "corporation", routes: [{ train: "2-0", connections: [["H10", "H12"]], revenue: 40 }] });
  });
});
