// The 1837 fixture (a real game played on 18xx.games) replays to exactly
// what 18xx.games shows: after every fifth log entry and at the end, the
// state summary (cash, shares, prices, trains, tiles, tokens) matches field
// for field, and the finished game has the fixture's result and end reason.
// The log replays with the compatibility option that reproduces 18xx.games'
// readings (Title.importRules; docs/rules-1837.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1837 } from "../../shared/games/1837/index.ts";

const dir = new URL("../fixtures/1837/", import.meta.url);
const name = "1837_game_end_bank";
const log = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog & {
  result: Record<string, number>;
  game_end_reason: string;
};
const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { actions: number });

describe(`1837 fixture ${name}`, () => {
  it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
    const game = replayLog(title1837, log);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe(log.game_end_reason);
    expect(game.result()).toEqual(log.result);
  });

  it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
    expect(summarize(replayLog(title1837, log, n), n)).toEqual(summary);
  });
});
