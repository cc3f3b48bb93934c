// Every 1830 fixture (a real game played on 18xx.games) replays to exactly
// what 18xx.games shows: after every fifth log entry and at the end, the
// state summary (cash, shares, prices, trains, tiles, tokens) matches field
// for field, and the finished game has the fixture's result.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1830 } from "../../shared/games/1830/index.ts";

const FIXTURES = ["1830_game_end_bank", "26855", "29133"];
const dir = new URL("../fixtures/1830/", import.meta.url);

for (const name of FIXTURES) {
  const log = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog & { result: Record<string, number> };
  const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { actions: number });

  describe(`1830 fixture ${name}`, () => {
    it("replays to its exact result and finishes", () => {
      const game = replayLog(title1830, log);
      expect(game.finished).toBe(true);
      expect(game.result()).toEqual(Object.fromEntries(Object.entries(log.result).map(([k, v]) => [k, v])));
    });

    it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
      expect(summarize(replayLog(title1830, log, n), n)).toEqual(summary);
    });
  });
}
