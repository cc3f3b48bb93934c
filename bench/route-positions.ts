// What the best-route benchmarks share: every position of a fixture where a
// company ran its trains, with a copy of the board as it was then, and the
// search timed over all of them.
import { Game, type Title } from "../shared/engine/game.ts";
import { effectiveActions } from "../shared/engine/log.ts";
import { Board } from "../shared/engine/map.ts";
import { logPlayers, logSeed, type GameLog } from "../shared/engine/replay.ts";
import { bestRoutes, routeTrain, searchTuning, type SearchTrain } from "../shared/engine/route-search.ts";
import type { PhaseRevenue } from "../shared/engine/title.ts";
import { measure, type Figure } from "./harness.ts";

export interface Position {
  name: string;
  board: Board;
  corporation: string;
  trains: SearchTrain[];
  color: keyof PhaseRevenue;
  /** Its legal routes (the size of the problem; the search lists only those the best set could use). */
  routes: number;
}

/** The search on one position. */
export const search = (p: Position) => () => bestRoutes(p.board, p.corporation, p.trains, p.color);

/** How many legal routes the position's trains have (every kind of train's, as the search lists them with no floor). */
export function legalCount(p: Position): number {
  const floors = searchTuning.floors;
  searchTuning.floors = false;
  try {
    return search(p)().stats.routes;
  } finally {
    searchTuning.floors = floors;
  }
}

/** Every run_routes in effect in the log (replayed as imported), with the trains that may run then. */
export function routePositions(title: Title, name: string, log: GameLog): Position[] {
  const rules = [...new Set([...(log.settings?.optional_rules ?? []), ...(title.importRules ?? [])])];
  // A recorded log, replayed as one (GameOptions.consent off: its agreed purchases, its routes as 18xx.games logged them),
  // set up as Replay sets it up (a hotseat game's players named without ids, its seed from its id: logPlayers, logSeed).
  const game = new Game(title, logPlayers(log), { optional_rules: rules, best_routes: false, consent: false }, logSeed(log));
  const positions: Position[] = [];
  for (const action of effectiveActions(log.actions)) {
    if (action.type === "run_routes") {
      const corp = game.corporation(String((action as { entity?: unknown }).entity));
      const p: Position = {
        name: `${name} #${action.id} ${corp.sym} [${corp.trains.map((t) => t.name).join(" ")}]`,
        board: Board.fromJSON(game.data, game.board.toJSON(), { routes: game.board.routeHooks }),
        corporation: corp.sym,
        trains: corp.trains.filter((t) => !t.ranThisRound).map(routeTrain),
        color: game.phase.offboardColor,
        routes: 0,
      };
      p.routes = legalCount(p);
      positions.push(p);
    }
    game.process(action);
  }
  return positions;
}

/**
 * Times the search on every position (the median of a few runs each, after a
 * warm-up), prints the median and the worst, and returns the figures of the
 * hardest: the slowest three and the three with the most legal routes.
 */
export function timePositions(label: string, positions: Position[]): Figure[] {
  const times = positions.map((p) => ({ p, ms: measure(p.name, search(p), { warmup: 5, minRuns: 31, minMs: 0 }).medianMs }));
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const median = sorted[sorted.length >> 1]!;
  const worst = sorted[sorted.length - 1]!;
  console.log(`\nBest routes over every run_routes position of ${label} (Node)`);
  console.log(`  ${positions.length} positions   median ${median.ms.toFixed(2)} ms   worst ${worst.ms.toFixed(2)} ms (${worst.p.name}, ${worst.p.routes} legal routes)`);
  const hardest = new Set([...sorted.slice(-3).map((t) => t.p), ...[...positions].sort((a, b) => b.routes - a.routes).slice(0, 3)]);
  return [...hardest].map((p) => measure(`${p.name} (${p.routes} routes)`, search(p), { minMs: 300 }));
}
