// npm run routes -- FILE
// For every run_routes action in an 18xx.games-format log, one line of JSON:
// {"n", "corporation", "trains", "declared", "best", "ms"}: n is the action's
// index in the log's `actions` (so `npm run replay -- FILE --upto n` shows the
// position), the corporation's trains then, the revenue the log declares, the
// best revenue our search finds (both with the part for the treasury alone,
// such as an 1837 mine's value, which the search counts), and the search's
// time in milliseconds (median of 5 runs).
import { readFileSync } from "node:fs";
import { GameError } from "../shared/engine/errors.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { corporationBestRoutes } from "../shared/engine/route-search.ts";
import { routeTrains } from "../shared/engine/route-search.ts";
import type { LogRoute } from "../shared/engine/route.ts";
import { RULES } from "../shared/games/index.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: npm run routes -- FILE");
  process.exit(2);
}
const log = JSON.parse(readFileSync(file, "utf8")) as GameLog & { title: string };
const title = RULES[log.title];
if (!title) {
  console.error(`no rules for title ${JSON.stringify(log.title)}; known: ${Object.keys(RULES).join(", ")}`);
  process.exit(2);
}

const RUNS = 5;
log.actions.forEach((entry, n) => {
  if (entry.type !== "run_routes") return;
  const action = entry as unknown as { entity: string; routes: LogRoute[] };
  const line: Record<string, unknown> = { n, corporation: action.entity };
  try {
    const game = replayLog(title, log, n);
    const corp = game.corporation(action.entity);
    line.trains = corp.trains.map((t) => t.id);
    // Revenue and the part for the treasury alone (a mine's value in 1837), which the search counts together.
    const ran = game.board.validateRoutes(corp.sym, action.routes, routeTrains(corp), game.phase.offboardColor);
    const logged = action.routes.every((r) => r.revenue !== undefined) ? action.routes.reduce((t, r) => t + r.revenue!, 0) : ran.revenue;
    line.declared = logged + ran.treasury;
    const times: number[] = [];
    let best = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      best = corporationBestRoutes(game, corp).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    line.best = best;
    line.ms = Math.round(times[RUNS >> 1]! * 100) / 100;
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    line.error = e.message;
  }
  console.log(JSON.stringify(line));
});
