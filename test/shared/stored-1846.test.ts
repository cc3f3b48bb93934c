// 1846's moves stored as 18xx.games records them (Ruleset.stored), so that a game played here and exported
// replays there to the same state: a minor is named by its own type, a corporation's issue or redemption
// names the price of each share, which 18xx.games' engine pays as named (without it, at the share value), and
// a route its revenue with every bonus it earns (the hex bonuses, the east-west bonus, the Mail Contract),
// which 18xx.games' engine pays as recorded.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { rulesetOf } from "../../shared/engine/session.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/1846/${name}.json`, import.meta.url), "utf8")) as GameLog;
const log = fixture("3099");
const actions = log.actions as unknown as Record<string, unknown>[];
const ruleset = rulesetOf(title1846);
const replay = new Replay(title1846, log);

describe("1846: a move stored as 18xx.games records it", () => {
  it("names a minor's moves by the minor's own type", () => {
    const i = actions.findIndex((a) => a.entity === "MS");
    const { id, original_id, ...move } = actions[i]!;
    expect(ruleset.stored({ ...move, entity_type: "corporation" }, replay.at(i))).toMatchObject({ entity: "MS", entity_type: "minor" });
    const corp = actions.findIndex((a) => a.entity_type === "corporation" && a.type === "lay_tile");
    expect(ruleset.stored(actions[corp], replay.at(corp))).toMatchObject({ entity_type: "corporation" });
  });

  it("gives each issue and redemption the price of a share that 18xx.games logged for it", () => {
    const moves = actions.flatMap((a, i) => (a.entity_type === "corporation" && (a.type === "sell_shares" || a.type === "buy_shares") ? [i] : []));
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.some((i) => actions[i]!.type === "buy_shares")).toBe(true);
    for (const i of moves) {
      const { share_price, id, original_id, ...move } = actions[i]!;
      expect(ruleset.stored(move, replay.at(i)), `entry ${i + 1}`).toMatchObject({ share_price });
    }
  });

  it("records each route's revenue with its bonuses as 18xx.games recorded it", () => {
    // Its runs up to entry 240 (those replayed: replay-1846.test.ts), one of them with the Mail Contract.
    const game = fixture("1846_game_end_reason_all_closed");
    const played = new Replay(title1846, game);
    const runs = (game.actions as unknown as Record<string, unknown>[]).flatMap((a, i) => (a.type === "run_routes" && i < 240 ? [i] : []));
    const all = game.actions as unknown as { routes?: { revenue: number; revenue_str: string; connections: string[][]; train: string }[] }[];
    expect(runs.some((i) => all[i]!.routes!.some((r) => r.revenue_str.includes("Mail Contract")))).toBe(true);
    expect(runs.some((i) => all[i]!.routes!.some((r) => r.revenue_str.includes("Port")))).toBe(true);
    for (const i of runs) {
      const move = { ...all[i]!, routes: all[i]!.routes!.map(({ train, connections }) => ({ train, connections })) };
      const stored = ruleset.stored(move, played.at(i)) as unknown as { routes: { revenue: number }[] };
      expect(stored.routes.map((r) => r.revenue), `entry ${i + 1}`).toEqual(all[i]!.routes!.map((r) => r.revenue));
    }
  });
});
