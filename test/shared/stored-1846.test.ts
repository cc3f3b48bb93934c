// 1846's moves stored as 18xx.games records them (Ruleset.stored), so that a game played here and exported
// replays there to the same state: a minor is named by its own type, and a corporation's issue or redemption
// names the price of each share, which 18xx.games' engine pays as named (without it, at the share value).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { rulesetOf } from "../../shared/engine/session.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1846/3099.json", import.meta.url), "utf8")) as GameLog;
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
});
