// How long the best-route search takes over every position where a corporation or minor ran its trains in
// the 1846 fixtures (median and worst): the N/M trains' best stops with a station, the east-west bonus.
// 1846 is being built (issue #38): each fixture is played as far as its state matches 18xx.games'
// (test/shared/replay-1846.test.ts's checkpoints), the whole game where it replays to its result.
import { readFileSync } from "node:fs";
import type { GameLog } from "../shared/engine/replay.ts";
import { title1846 } from "../shared/games/1846/index.ts";
import { report } from "./harness.ts";
import { routePositions, timePositions } from "./route-positions.ts";

/** The log entries checked against 18xx.games, per fixture (Infinity: the whole game). */
const CHECKED: Record<string, number> = {
  "10264": 265,
  "12666": 260,
  "1846_game_end_reason_bankrupt": 140,
  "1846_game_end_reason_all_closed": 195,
  "19962": 145,
  "20381": Infinity,
  "222264": 55,
  "3099": 265,
  "hs_cvjhogoy_1599504419": Infinity,
  "hs_sudambau_1600037415": 60,
  "hs_wwhjwjvo_1716866882": Infinity,
  "1846_game_end_reason_dnf": 75,
};

const dir = "test/fixtures/1846/";
const positions = Object.entries(CHECKED).flatMap(([name, upTo]) => routePositions(title1846, name, JSON.parse(readFileSync(`${dir}${name}.json`, "utf8")) as GameLog, upTo));
report("Best routes, the 1846 fixtures (Node)", timePositions("the 1846 fixtures", positions));
