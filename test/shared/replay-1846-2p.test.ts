// 1846's two-player variant (issue #38), an option of 1846 here: 18xx.games' four "1846 2p Variant" games
// (test/fixtures/1846-2p/) load as 1846 with the option (asOurTitle) and match 18xx.games' state at each
// checkpoint they reach here so far, as replay-1846.test.ts checks 1846's own. `REACHED` names, per
// fixture, the last log entry whose checkpoint is checked ("end": the whole game, to its result); it grows
// as the rules of 1846 they meet are completed (docs/rules-1846.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { asOurTitle } from "../../shared/games/titles.ts";

const dir = new URL("../fixtures/1846-2p/", import.meta.url);

const REACHED: Record<string, number | "end"> = {
  "11098": "end",
  "16904": "end",
  "18462pVariant_game_end_bank": "end",
  "hs_pzdxtics_1601680033": "end",
};

for (const [name, reached] of Object.entries(REACHED)) {
  const raw = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog & { title: string; result: Record<string, number>; game_end_reason: string };
  const log = asOurTitle(raw);
  const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { actions: number; title: string })
    .filter((e) => reached === "end" || e.actions <= reached);
  describe(`1846 two-player fixture ${name}`, () => {
    it("loads as 1846 with the two-player variant", () => {
      expect(raw.title).toBe("1846 2p Variant");
      expect(log.title).toBe("1846");
      expect(log.settings?.optional_rules).toContain("two_player");
    });
    if (reached === "end") {
      it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
        const game = replayLog(title1846, log);
        expect(game.finished).toBe(true);
        expect(game.endReason).toBe(log.game_end_reason);
        expect(game.result()).toEqual(log.result);
      });
    }
    const replay = new Replay(title1846, log);
    // 18xx.games names the variant's title in its summary; here the game is 1846 with an option.
    it.each(expected.map((e) => [e.actions, { ...e, title: "1846" }] as const))("matches 18xx.games after %i log entries", (n, summary) => {
      expect(summarize(replay.at(n), n)).toEqual(summary);
    });
  });
}
