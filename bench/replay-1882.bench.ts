// How long replaying a whole 1882 game takes, for each 1882 fixture.
import { readFileSync } from "node:fs";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { title1882 } from "../shared/games/1882/index.ts";
import { measure, report } from "./harness.ts";

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

const figures = FIXTURES.map((name) => {
  const log = JSON.parse(readFileSync(`test/fixtures/1882/${name}.json`, "utf8")) as GameLog;
  return measure(`${name} (${log.actions.length} log entries)`, () => replayLog(title1882, log));
});
report("Replay a whole 1882 game (Node)", figures);
