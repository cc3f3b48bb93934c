// How long the best-route search takes for 1889: over every position where a
// corporation ran its trains in the 1889 fixtures (median and worst), and on
// the last map of 962 with two D-trains (whose off-board values are their own,
// TileContent.trainRevenue), as it is and with every station removed but one
// corporation's.
import { readdirSync, readFileSync } from "node:fs";
import { Board } from "../shared/engine/map.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import type { SearchTrain } from "../shared/engine/route-search.ts";
import { title1889 } from "../shared/games/1889/index.ts";
import { measure, report } from "./harness.ts";
import { legalCount, routePositions, search, timePositions, type Position } from "./route-positions.ts";

const dir = "test/fixtures/1889/";
const load = (file: string) => JSON.parse(readFileSync(dir + file, "utf8")) as GameLog;
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const positions = files.flatMap((file) => routePositions(title1889, file.replace(".json", ""), load(file)));
const figures = timePositions("the 1889 fixtures", positions);

const last = replayLog(title1889, load("962.json")).board;
const D = (i: number): SearchTrain => ({ id: `D-${i}`, name: "D", distance: Infinity });
const crowded: Position = { name: "end of 962, IR with two D-trains", board: last, corporation: "IR", trains: [D(0), D(1)], color: "brown", routes: 0 };
const open = Board.fromJSON(last.data, { ...last.toJSON(), tokens: {} });
for (const { hex, tile } of open.laidTiles()) if (tile.cities.length) open.placeToken("X", hex, 0);
const unblocked: Position = { name: "same map, no station but X's in every city, X with two D-trains", board: open, corporation: "X", trains: [D(0), D(1)], color: "brown", routes: 0 };
for (const p of [crowded, unblocked]) {
  p.routes = legalCount(p);
  figures.push(measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
report("Best routes, the hardest 1889 positions (Node)", figures);
