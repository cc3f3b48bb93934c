// 1846 (issue #38): every game of it on 18xx.games (test/fixtures/1846/) and of its two-player variant
// (test/fixtures/1846-2p/, "1846 2p Variant" there, 1846 with the option `two_player` here: asOurTitle) replays
// to its recorded result and end, and matches 18xx.games' state at each checkpoint, as replay-fixtures.test.ts
// checks the finished titles' games. 1846 stays among the titles being built (docs/rules-1846.md) until its
// differential fuzz agrees throughout; then these games join replay-fixtures.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { asOurTitle } from "../../shared/games/titles.ts";

/** Checkpoints not compared, each in a position undone at once, where 18xx.games stands still: in
 *  1846_game_end_reason_dnf entry 80 (undone by 81) is a sale that closes the IC; 18xx.games' stock round then loses
 *  its place (its next turn starts with no current player) and stops at Player 3, who has passed and has no action
 *  left, while ours ends the round with everybody passed and starts the operating round. */
const UNCOMPARED: Record<string, readonly number[]> = { "1846_game_end_reason_dnf": [80] };

type Recorded = GameLog & { title: string; result: Record<string, number>; game_end_reason: string };

for (const folder of ["1846", "1846-2p"]) {
  const dir = new URL(`../fixtures/${folder}/`, import.meta.url);
  const names = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -".json".length)).sort();
  for (const name of names) {
    const raw = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as Recorded;
    const log = asOurTitle(raw);
    const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { actions: number; title: string })
      .filter((e) => !UNCOMPARED[name]?.includes(e.actions));
    describe(`1846 fixture ${folder}/${name}`, () => {
      if (folder === "1846-2p") {
        it("loads as 1846 with the two-player variant", () => {
          expect(raw.title).toBe("1846 2p Variant");
          expect(log.title).toBe("1846");
          expect(log.settings?.optional_rules).toContain("two_player");
        });
      }
      it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
        const game = replayLog(title1846, log);
        expect(game.finished).toBe(true);
        expect(game.endReason).toBe(log.game_end_reason);
        expect(game.result()).toEqual(log.result);
      });
      const replay = new Replay(title1846, log);
      // 18xx.games names the variant's own title in its summary; here the game is 1846 with an option.
      it.each(expected.map((e) => [e.actions, { ...e, title: "1846" }] as const))("matches 18xx.games after %i log entries", (n, summary) => {
        expect(summarize(replay.at(n), n)).toEqual(summary);
      });
    });
  }
}
