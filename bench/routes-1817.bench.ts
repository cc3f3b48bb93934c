// How long the best-route search takes over every position where a corporation ran its trains in the 1817
// fixtures (median and worst): the mines' bonus, the 2+ trains, the 8-trains late in the game. Each game is
// played whole (each replays to its result: replay-fixtures).
import { readdirSync, readFileSync } from "node:fs";
import type { GameLog } from "../shared/engine/replay.ts";
import { title1817 } from "../shared/games/1817/index.ts";
import { report } from "./harness.ts";
import { routePositions, timePositions } from "./route-positions.ts";

const dir = "test/fixtures/1817/";
const games = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const positions = games.flatMap((file) => routePositions(title1817, file.slice(0, -".json".length), JSON.parse(readFileSync(`${dir}${file}`, "utf8")) as GameLog));
report("Best routes, the 1817 fixtures (Node)", timePositions("the 1817 fixtures", positions));
