// How long the best-route search takes (DESIGN.md: under 100 ms for a
// late-game corporation, two D-trains on a crowded map): over every
// position where a corporation ran its trains in the 1830 fixtures (median
// and worst), on the hardest of them, and on two positions made harder than
// any fixture: the last map of a game with a second D-train, and that map
// with every station removed but one corporation's (nothing blocks it).
import { readdirSync, readFileSync } from "node:fs";
import { Board } from "../shared/engine/map.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import type { SearchTrain } from "../shared/engine/route-search.ts";
import { title1830 } from "../shared/games/1830/index.ts";
import { measure, report } from "./harness.ts";
import { legalCount, routePositions, search, timePositions, type Position } from "./route-positions.ts";

const dir = "test/fixtures/1830/";
const load = (file: string) => JSON.parse(readFileSync(dir + file, "utf8")) as GameLog;
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const positions = files.flatMap((file) => routePositions(title1830, file.replace(".json", ""), load(file)));
const figures = timePositions("the 1830 fixtures", positions);

// Made harder than the fixtures: the last map of 1830_game_end_bank.
const last = replayLog(title1830, load("1830_game_end_bank.json")).board;
const D = (i: number): SearchTrain => ({ id: `D-${i}`, distance: Infinity });
const crowded: Position = { name: "end of 1830_game_end_bank, NYNH with two D-trains", board: last, corporation: "NYNH", trains: [D(0), D(1)], color: "brown", routes: 0 };
const open = Board.fromJSON(last.data, { ...last.toJSON(), tokens: {} });
for (const { hex, tile } of open.laidTiles()) if (tile.cities.length) open.placeToken("X", hex, 0);
const unblocked: Position = { name: "same map, no station but X's in every city, X with two D-trains", board: open, corporation: "X", trains: [D(0), D(1)], color: "brown", routes: 0 };
for (const p of [crowded, unblocked]) {
  p.routes = legalCount(p);
  figures.push(measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
report("Best routes, the hardest positions (Node)", figures);
