// A legal move is stored in its canonical form (#37): what the rules read,
// each field bounded, nothing 18xx.games records only for its players to see.
// A president could otherwise send his corporation's legal run_routes with
// 16 KB of revenue text, again and again, and fill the table's log. An
// imported log keeps its entries as recorded, each bounded as a move is.
import { describe, expect, it } from "vitest";
import { storedAction } from "../../shared/engine/action-check.ts";
import type { GameExport } from "../../shared/protocol.ts";
import { MAX_ENTRY_BYTES } from "../../worker/limits.ts";
import fixture1882 from "../fixtures/1882/1882_game_end_bankrupt.json";
import { fixtureTable, movesOf, play, storedBytes } from "./fixture-table.ts";
import { api, post } from "./helpers.ts";

const log = fixture1882 as unknown as GameExport;
const moves = movesOf(log);

/** Fields a player could add to any move: 18xx.games' display flags, at their largest accepted size, and fields no schema names. */
const PADDING = { user: "u".repeat(64), skip: true, junk: "j".repeat(4000), auto_actions: [{ type: "pass", entity: 1, entity_type: "player" }] };

/** The first move of this type after the first 100, with the fields the rules do not read padded to their largest accepted size. */
function padded(type: string): { at: number; move: Record<string, unknown>; padded: Record<string, unknown> } {
  const at = moves.findIndex((m, i) => i >= 100 && m.type === type);
  const move = moves[at]!;
  const pad: Record<string, () => Record<string, unknown>> = {
    run_routes: () => ({
      extra_revenue: 0,
      subsidy: 0,
      routes: (move.routes as Record<string, unknown>[]).map((r) => ({ ...r, revenue_str: "r".repeat(512), hexes: Array.from({ length: 64 }, () => "H".repeat(64)), revenue: 99_999, halts: 3 })),
    }),
    place_token: () => ({ tokener: "T".repeat(64) }),
    buy_train: () => ({ variant: "V".repeat(64) }),
  };
  return { at, move, padded: { ...move, ...PADDING, ...pad[type]!() } };
}

describe("a legal move is stored in its canonical form (#37)", () => {
  for (const type of ["run_routes", "place_token", "buy_train"]) {
    it(`${type}: what the rules read, and nothing a player padded`, async () => {
      const { at, padded: sent } = padded(type);
      const { client } = await fixtureTable(log, at);
      const reply = await play(client, at, sent);
      expect(reply.type, JSON.stringify(reply).slice(0, 300)).toBe("action");
      const stored = (reply as { action: Record<string, unknown> }).action;
      // The room's canonical form is the engine's (Ruleset.stored), with the room's id and time.
      const { id, created_at, ...rest } = stored;
      expect(rest).toEqual(storedAction(sent));
      for (const field of ["user", "skip", "junk", "auto_actions", "extra_revenue", "subsidy", "tokener", "variant"]) expect(stored, field).not.toHaveProperty(field);
      for (const route of (stored.routes as Record<string, unknown>[] | undefined) ?? []) {
        expect(Object.keys(route).sort()).toEqual(expect.arrayContaining(["connections", "train"]));
        for (const field of ["revenue_str", "hexes", "revenue", "halts"]) expect(route, field).not.toHaveProperty(field);
      }
      // The size of a real entry (18xx.games' fixtures: 135-224 bytes for these), not the padding's.
      expect(storedBytes(stored)).toBeLessThan(400);
      expect([typeof id, typeof created_at]).toEqual(["number", "number"]);
      client.ws.close();
    });
  }

  it("a route names no more stops than it has, and a station is of a kind the rules know", () => {
    const { padded: run } = padded("run_routes");
    const routes = run.routes as { connections: string[][]; nodes?: string[] }[];
    const tooMany = { ...run, routes: routes.map((r) => ({ ...r, nodes: [...(r.nodes ?? []), ...Array.from({ length: 60 }, (_, i) => `X${i}-0`)] })) };
    expect(() => storedAction(tooMany)).toThrow(/routes\.0\.nodes: a route names at most one stop more than its connections/);
    expect(() => storedAction({ ...padded("place_token").move, token_type: "x".repeat(60) })).toThrow(/malformed place_token action: token_type/);
    expect(() => storedAction({ ...padded("buy_train").move, train: "x".repeat(65) })).toThrow(/malformed buy_train action: train: Too big/);
  });

  it("Railways' moves are bounded too: the player's id at most 64 characters", async () => {
    const { RULESETS } = await import("../../shared/games/index.ts");
    const railways = RULESETS.Railways!;
    expect(railways.stored({ type: "record_decade", entity: 1, entity_type: "player", user: 1 })).toEqual({ type: "record_decade", entity: 1, entity_type: "player", user: 1 });
    expect(() => railways.stored({ type: "record_decade", entity: "p".repeat(65), entity_type: "player" })).toThrow(/entity/);
    expect(() => railways.stored({ type: "record_decade", entity: 1, entity_type: "player", user: "u".repeat(16_000) })).toThrow(/user/);
  });

  it("an imported log keeps its entries as recorded, each at most MAX_ENTRY_BYTES", async () => {
    const ok = await post("/api/games/import", { ...log, actions: log.actions.slice(0, 50) });
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: string };
    const exported = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(JSON.stringify(exported.actions)).toBe(JSON.stringify(log.actions.slice(0, 50)));
    // An entry padded with fields no rule reads, beyond the bound of a log's entry.
    const padded = log.actions.slice(0, 50).map((a, i) => (i === 10 ? { ...a, note: "n".repeat(MAX_ENTRY_BYTES) } : a));
    const refused = await post("/api/games/import", { ...log, actions: padded });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/action 11 of the log has more than 16,384 bytes/);
    // A field the rules read beyond its bound.
    const long = log.actions.slice(0, 50).map((a, i) => (i === 10 ? { ...a, entity: "E".repeat(65) } : a));
    expect((await post("/api/games/import", { ...log, actions: long })).status).toBe(400);
  });
});
