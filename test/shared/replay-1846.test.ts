// 1846 as far as it is built (issue #38): every fixture's state matches 18xx.games' at each
// checkpoint the games reach here so far, as replay-fixtures.test.ts checks whole games of the
// finished titles. `REACHED` names, per fixture, the last log entry whose checkpoint is checked;
// it grows as 1846's rules are added, and the fixture moves to replay-fixtures.test.ts once it
// replays to its result (docs/rules-1846.md lists what is not yet played).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const dir = new URL("../fixtures/1846/", import.meta.url);

/** The checkpoints checked: those at or before this entry (each fixture's draft and first stock round, at least);
 *  "end": the whole game, which replays to its result and ends as it did. */
const REACHED: Record<string, number | "end"> = {
  "10264": "end",
  "12666": "end",
  "1846_game_end_reason_bankrupt": "end",
  "1846_game_end_reason_all_closed": "end",
  "19962": "end",
  "20381": "end",
  "222264": "end",
  "3099": "end",
  "hs_cvjhogoy_1599504419": "end",
  "hs_sudambau_1600037415": "end",
  "hs_wwhjwjvo_1716866882": "end",
  "1846_game_end_reason_dnf": "end",
};

/** Checkpoints not compared, each in a position undone at once, where 18xx.games stands still: in
 *  1846_game_end_reason_dnf entry 80 (undone by 81) is a sale that closes the IC; 18xx.games' stock round then loses
 *  its place (its next turn starts with no current player) and stops at Player 3, who has passed and has no action
 *  left, while ours ends the round with everybody passed and starts the operating round. */
const UNCOMPARED: Record<string, readonly number[]> = { "1846_game_end_reason_dnf": [80] };

for (const [name, reached] of Object.entries(REACHED)) {
  const log = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog & { result: Record<string, number>; game_end_reason: string };
  const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { actions: number })
    .filter((e) => (reached === "end" || e.actions <= reached) && !UNCOMPARED[name]?.includes(e.actions));
  describe(`1846 fixture ${name}`, () => {
    if (reached === "end") {
      it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
        const game = replayLog(title1846, log);
        expect(game.finished).toBe(true);
        expect(game.endReason).toBe(log.game_end_reason);
        expect(game.result()).toEqual(log.result);
      });
    }
    const replay = new Replay(title1846, log);
    it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
      expect(summarize(replay.at(n), n)).toEqual(summary);
    });
  });
}
