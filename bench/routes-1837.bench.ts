// How long the best-route search takes for 1837's trains ("n+m", express and
// goods trains, mines whose value goes to the treasury): over every position
// where a company ran its trains in the 1837 fixture (median and worst), on
// the hardest of them, and on the last map with every station removed but
// one company's, running a 5+4, a 5E and a 4G.
import { readFileSync } from "node:fs";
import { Game } from "../shared/engine/game.ts";
import { effectiveActions } from "../shared/engine/log.ts";
import { Board } from "../shared/engine/map.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { bestRoutes, corporationBestRoutes, routeTrain, type SearchTrain } from "../shared/engine/route-search.ts";
import type { PhaseRevenue } from "../shared/engine/title.ts";
import { title1837 } from "../shared/games/1837/index.ts";
import { measure, report, type Figure } from "./harness.ts";

interface Position {
  name: string;
  board: Board;
  corporation: string;
  trains: SearchTrain[];
  color: keyof PhaseRevenue;
  routes: number;
}

const log = JSON.parse(readFileSync("test/fixtures/1837/1837_game_end_bank.json", "utf8")) as GameLog;
const rules = [...new Set([...(log.settings?.optional_rules ?? []), ...(title1837.importRules ?? [])])];

// Every run_routes in effect, with a copy of the board as it was then.
const positions: Position[] = [];
const game = new Game(title1837, log.players, { optional_rules: rules, best_routes: false }, log.settings?.seed ?? 0);
for (const action of effectiveActions(log.actions)) {
  if (action.type === "run_routes") {
    const corp = game.corporation(String((action as { entity?: unknown }).entity));
    const trains = corp.trains.filter((t) => !t.ranThisRound).map(routeTrain);
    const board = Board.fromJSON(game.data, game.board.toJSON(), { routes: game.board.routeHooks });
    const color = game.phase.offboardColor;
    positions.push({
      name: `#${action.id} ${corp.sym} [${corp.trains.map((t) => t.name).join(" ")}]`,
      board,
      corporation: corp.sym,
      trains,
      color,
      routes: corporationBestRoutes(game, corp).stats.routes,
    });
  }
  game.process(action);
}

const search = (p: Position) => () => bestRoutes(p.board, p.corporation, p.trains, p.color);

const times = positions.map((p) => ({ p, ms: measure(p.name, search(p), { warmup: 5, minRuns: 31, minMs: 0 }).medianMs }));
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const median = sorted[sorted.length >> 1]!;
const worst = sorted[sorted.length - 1]!;
console.log(`\nBest routes over every run_routes position of 1837_game_end_bank (Node)`);
console.log(`  ${positions.length} positions   median ${median.ms.toFixed(2)} ms   worst ${worst.ms.toFixed(2)} ms (${worst.p.name}, ${worst.p.routes} legal routes)`);

const hardest = new Set([...sorted.slice(-3).map((t) => t.p), ...[...positions].sort((a, b) => b.routes - a.routes).slice(0, 3)]);
const figures: Figure[] = [...hardest].map((p) => measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));

// Made harder than the fixture: the last map, no station but X's in every city but the mines.
const last = replayLog(title1837, log).board;
const open = Board.fromJSON(last.data, { ...last.toJSON(), tokens: {} }, { routes: last.routeHooks });
for (const { hex, tile } of open.laidTiles()) if (tile.cities.length) open.placeToken("X", hex, 0);
const def = (name: string) => game.data.trains.find((t) => t.name === name)!;
const train = (name: string): SearchTrain => routeTrain({ id: `${name}-0`, distance: def(name).distance, def: def(name) });
for (const names of [["5+4"], ["5E"], ["4G"], ["5+4", "5E"], ["5+4", "4G"]]) {
  const p: Position = { name: `last map, X in every city: ${names.join(", ")}`, board: open, corporation: "X", trains: names.map(train), color: "brown", routes: 0 };
  p.routes = search(p)().stats.routes;
  figures.push(measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
report("Best routes, the hardest 1837 positions (Node)", figures);
