// What a room keeps of an action a player sends: the fields its type has,
// nothing else. An extra field (here nested 6,000 levels deep) never reaches
// the log, so the log and its export stay readable.
import { describe, expect, it } from "vitest";
import type { GameExport } from "../../shared/protocol.ts";
import { api, connect, player, startedGame } from "./helpers.ts";

describe("a stored action", () => {
  it("keeps only the fields of its type, at every depth", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    let deep: unknown = "bottom";
    for (let i = 0; i < 6000; i++) deep = { d: deep };
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20, junk: deep, auto_actions: [{ type: "pass", ...player(2) }] } });
    expect(a.inbox.find((m) => m.type === "reject")).toBeUndefined();
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

  it("keeps a route's known fields only", async () => {
    const { knownFields } = await import("../../shared/engine/schema.ts");
    const { gameActionSchemas } = await import("../../shared/engine/action.ts");
    const run = { type: "run_routes", entity: "PRR", entity_type: "corporation", routes: [{ train: "2-0", connections: [["H10", "H12"]], revenue: 40, extra: { x: 1 } }], extra: 1 };
    expect(knownFields(gameActionSchemas.run_routes, run)).toEqual({ type: "run_routes", entity: "PRR", entity_type: "corporation", routes: [{ train: "2-0", connections: [["H10", "H12"]], revenue: 40 }] });
  });
});
