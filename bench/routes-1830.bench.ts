// How long the best-route search takes (DESIGN.md: under 100 ms for a
// late-game corporation, two D-trains on a crowded map): over every
// position where a corporation ran its trains in the 1830 fixtures (median
// and worst), on the hardest of them, and on two positions made harder than
// any fixture: the last map of a game with a second D-train, and that map
// with every station removed but one corporation's (nothing blocks it).
import { readdirSync, readFileSync } from "node:fs";
import { Game } from "../shared/engine/game.ts";
import { effectiveActions } from "../shared/engine/log.ts";
import { Board } from "../shared/engine/map.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { bestRoutes, type SearchTrain } from "../shared/engine/route-search.ts";
import type { PhaseRevenue } from "../shared/engine/title.ts";
import { title1830 } from "../shared/games/1830/index.ts";
import { measure, report, type Figure } from "./harness.ts";

interface Position {
  name: string;
  board: Board;
  corporation: string;
  trains: SearchTrain[];
  color: keyof PhaseRevenue;
  routes: number;
}

const dir = "test/fixtures/1830/";
const load = (file: string) => JSON.parse(readFileSync(dir + file, "utf8")) as GameLog;

// Every run_routes in effect, with a copy of the board as it was then.
const positions: Position[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const log = load(file);
  const game = new Game(title1830, log.players, { optional_rules: log.settings?.optional_rules ?? [], best_routes: false }, log.settings?.seed ?? 0);
  for (const action of effectiveActions(log.actions)) {
    if (action.type === "run_routes") {
      const corp = game.corporation(String((action as { entity?: unknown }).entity));
      const trains = corp.trains.map((t) => ({ id: t.id, distance: t.distance }));
      const snapshot = Board.fromJSON(game.data, game.board.toJSON(), { routes: game.board.routeHooks });
      const color = game.phase.offboardColor;
      positions.push({
        name: `${file.replace(".json", "")} #${action.id} ${corp.sym} [${corp.trains.map((t) => t.name).join(" ")}]`,
        board: snapshot,
        corporation: corp.sym,
        trains,
        color,
        routes: bestRoutes(snapshot, corp.sym, trains, color).stats.routes,
      });
    }
    game.process(action);
  }
}

const search = (p: Position) => () => bestRoutes(p.board, p.corporation, p.trains, p.color);

// Each position: the median of a few runs, after a warm-up.
const times = positions.map((p) => ({ p, ms: measure(p.name, search(p), { warmup: 5, minRuns: 31, minMs: 0 }).medianMs }));
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const median = sorted[sorted.length >> 1]!;
const worst = sorted[sorted.length - 1]!;
console.log(`\nBest routes over every run_routes position of the 1830 fixtures (Node)`);
console.log(`  ${positions.length} positions   median ${median.ms.toFixed(2)} ms   worst ${worst.ms.toFixed(2)} ms (${worst.p.name}, ${worst.p.routes} legal routes)`);

// The hardest fixture positions: the slowest, and those with the most legal routes.
const hardest = new Set([...sorted.slice(-3).map((t) => t.p), ...[...positions].sort((a, b) => b.routes - a.routes).slice(0, 3)]);
const figures: Figure[] = [...hardest].map((p) => measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));

// Made harder than the fixtures: the last map of 1830_game_end_bank.
const last = replayLog(title1830, load("1830_game_end_bank.json")).board;
const D = (i: number): SearchTrain => ({ id: `D-${i}`, distance: Infinity });
const crowded: Position = { name: "end of 1830_game_end_bank, NYNH with two D-trains", board: last, corporation: "NYNH", trains: [D(0), D(1)], color: "brown", routes: 0 };
const open = Board.fromJSON(last.data, { ...last.toJSON(), tokens: {} });
for (const { hex, tile } of open.laidTiles()) if (tile.cities.length) open.placeToken("X", hex, 0);
const unblocked: Position = { name: "same map, no station but X's in every city, X with two D-trains", board: open, corporation: "X", trains: [D(0), D(1)], color: "brown", routes: 0 };
for (const p of [crowded, unblocked]) {
  p.routes = search(p)().stats.routes;
  figures.push(measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
report("Best routes, the hardest positions (Node)", figures);
