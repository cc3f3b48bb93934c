// How long the best-route search takes over every position where a
// corporation ran its trains in the 18Chesapeake fixtures (median and worst).
import { readdirSync, readFileSync } from "node:fs";
import type { GameLog } from "../shared/engine/replay.ts";
import { title18Chesapeake } from "../shared/games/18Chesapeake/index.ts";
import { report } from "./harness.ts";
import { routePositions, timePositions } from "./route-positions.ts";

const dir = "test/fixtures/18Chesapeake/";
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const positions = files.flatMap((file) => routePositions(title18Chesapeake, file.replace(".json", ""), JSON.parse(readFileSync(dir + file, "utf8")) as GameLog));
report("Best routes, the 18Chesapeake fixtures (Node)", timePositions("the 18Chesapeake fixtures", positions));
