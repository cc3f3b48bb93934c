// Every 1882 fixture (a real game played on 18xx.games) replays to exactly
// what 18xx.games shows: after every fifth log entry and at the end, the
// state summary (cash, shares, prices, trains, tiles, tokens) matches field
// for field, and the finished game has the fixture's result and end reason.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1882 } from "../../shared/games/1882/index.ts";

const FIXTURES = [
  "10526",
  "5236",
  "5585",
  "1882_game_end_bankrupt",
  "1882_game_end_stock_market",
  "hs_fxmfdndg_26178",
  "hs_iopxwxht_26178",
  "hs_kufujwkw_26178",
  "hs_vaxptumi_26178",
];
const dir = new URL("../fixtures/1882/", import.meta.url);

for (const name of FIXTURES) {
  const log = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog & {
    result: Record<string, number>;
    game_end_reason: string;
  };
  const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { actions: number });

  describe(`1882 fixture ${name}`, () => {
    it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
      const game = replayLog(title1882, log);
      expect(game.finished).toBe(true);
      expect(game.endReason).toBe(log.game_end_reason);
      expect(game.result()).toEqual(log.result);
    });

    it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
      expect(summarize(replayLog(title1882, log, n), n)).toEqual(summary);
    });
  });
}
