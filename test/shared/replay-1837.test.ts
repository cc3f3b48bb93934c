// The 1837 fixture (a real game played on 18xx.games) replays to what
// 18xx.games shows: after every fifth log entry, the state summary (cash,
// shares, prices, trains, tiles, tokens) matches field for field. The game
// replays with the compatibility option 18xx.games' play needs (Title.importRules).
//
// The title is being built in steps: REPLAYS_UPTO is how far the log replays
// so far; the summaries beyond it are not checked yet.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1837 } from "../../shared/games/1837/index.ts";

const REPLAYS_UPTO = 785;

const dir = new URL("../fixtures/1837/", import.meta.url);
const name = "1837_game_end_bank";
const log = JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8")) as GameLog;
const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { actions: number })
  .filter((e) => e.actions <= REPLAYS_UPTO);

describe(`1837 fixture ${name}`, () => {
  it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
    expect(summarize(replayLog(title1837, log, n), n)).toEqual(summary);
  });
});
