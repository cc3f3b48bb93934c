// How long the best-route search takes for 1837's trains ("n+m", express and
// goods trains, mines whose value goes to the treasury): over every position
// where a company ran its trains in the 1837 fixture (median and worst), on
// the hardest of them, and on the last map with every station removed but
// one company's, running a 5+4, a 5E and a 4G.
import { readFileSync } from "node:fs";
import { Board } from "../shared/engine/map.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { routeTrain, type SearchTrain } from "../shared/engine/route-search.ts";
import { title1837 } from "../shared/games/1837/index.ts";
import { measure, report } from "./harness.ts";
import { legalCount, routePositions, search, timePositions, type Position } from "./route-positions.ts";

const log = JSON.parse(readFileSync("test/fixtures/1837/1837_game_end_bank.json", "utf8")) as GameLog;
const figures = timePositions("1837_game_end_bank", routePositions(title1837, "1837_game_end_bank", log));

// Made harder than the fixture: the last map, no station but X's in every city but the mines.
const last = replayLog(title1837, log).board;
const open = Board.fromJSON(last.data, { ...last.toJSON(), tokens: {} }, { routes: last.routeHooks });
for (const { hex, tile } of open.laidTiles()) if (tile.cities.length) open.placeToken("X", hex, 0);
const def = (name: string) => title1837.data.trains.find((t) => t.name === name)!;
const train = (name: string): SearchTrain => routeTrain({ id: `${name}-0`, distance: def(name).distance, def: def(name) });
for (const names of [["5+4"], ["5E"], ["4G"], ["5+4", "5E"], ["5+4", "4G"]]) {
  const p: Position = { name: `last map, X in every city: ${names.join(", ")}`, board: open, corporation: "X", trains: names.map(train), color: "brown", routes: 0 };
  p.routes = legalCount(p);
  figures.push(measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
report("Best routes, the hardest 1837 positions (Node)", figures);
