// Routes to offer an operating corporation: the exact best routes
// (route-search.ts) of the trains it may run now, for every kind of train
// (plain, "n+m", express, goods) and a title's own route rules. They are
// checked by validateRoutes before they are offered, so they can always be run.
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import type { LogRoute, RouteTrain } from "./route.ts";
import { corporationBestRoutes, routeTrain } from "./route-search.ts";

/** The route rules as validateRoutes sees a corporation's trains. */
export function routeTrains(corp: Corporation): RouteTrain[] {
  return corp.trains.map(routeTrain);
}

/**
 * Routes to offer, with what they earn (revenue to pay out, and for the
 * treasury alone). `exact` is always true now (the search knows every kind
 * of train); it stays for the client, which labels the routes by it.
 */
export function suggestRoutes(game: Game, corp: Corporation): { routes: LogRoute[]; revenue: number; treasury: number; exact: true } {
  const best = corporationBestRoutes(game, corp);
  return { routes: best.routes, revenue: best.revenue, treasury: best.treasury, exact: true };
}
