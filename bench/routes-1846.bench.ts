// How long the best-route search takes over every position where a corporation or minor ran its trains in
// the 1846 fixtures (median and worst): the N/M trains' best stops with a station, the east-west bonus, the
// hex bonuses and the Mail Contract. Each game is played whole (each replays to its result: replay-fixtures).
import { readdirSync, readFileSync } from "node:fs";
import type { GameLog } from "../shared/engine/replay.ts";
import { title1846 } from "../shared/games/1846/index.ts";
import { report } from "./harness.ts";
import { routePositions, timePositions } from "./route-positions.ts";

const dir = "test/fixtures/1846/";
const games = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const positions = games.flatMap((file) => routePositions(title1846, file.slice(0, -".json".length), JSON.parse(readFileSync(`${dir}${file}`, "utf8")) as GameLog));
report("Best routes, the 1846 fixtures (Node)", timePositions("the 1846 fixtures", positions));
