// Routes to offer an operating corporation. The exact best-route search
// (route-search.ts) knows plain trains and the standard route rules; for
// trains whose stops count by kind (plus, express, goods trains) or a title's
// own route rules (RouteHooks.check, RouteHooks.treasury) it is not exact, so
// those get a legal suggestion instead: each train, most valuable first,
// takes the best route the search lists for a train of its size that the
// rules accept together with the routes already taken. Every suggestion is
// checked by validateRoutes, so it can always be run.
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import type { LogRoute, RouteTrain } from "./route.ts";
import { corporationBestRoutes, legalRoutes } from "./route-search.ts";

/** The route rules as validateRoutes sees a corporation's trains. */
export function routeTrains(corp: Corporation): RouteTrain[] {
  return corp.trains.map((t) => ({ id: t.id, distance: t.distance, stops: t.def.stops, minCities: t.def.minCities, kind: t.def.kind }));
}

/** Whether the exact search knows this corporation's trains and the title's routes. */
export function searchIsExact(game: Game, corp: Corporation): boolean {
  const hooks = game.board.routeHooks;
  return !hooks.check && !hooks.treasury && corp.trains.every((t) => !t.def.stops && !t.def.minCities);
}

/** Routes to offer, with what they earn (revenue to pay out, and for the treasury alone). */
export function suggestRoutes(game: Game, corp: Corporation): { routes: LogRoute[]; revenue: number; treasury: number; exact: boolean } {
  const color = game.phase.offboardColor;
  const trains = routeTrains(corp);
  if (searchIsExact(game, corp)) {
    const best = corporationBestRoutes(game, corp);
    return { routes: best.routes, revenue: best.revenue, treasury: 0, exact: true };
  }
  const check = (routes: LogRoute[]) => {
    try {
      return game.board.validateRoutes(corp.sym, routes, trains, color);
    } catch {
      return null;
    }
  };
  const chosen: LogRoute[] = [];
  const order = [...trains].sort((a, b) => b.distance - a.distance);
  for (const train of order) {
    let best: { route: LogRoute; value: number } | null = null;
    for (const candidate of legalRoutes(game.board, corp.sym, { id: train.id, distance: train.distance }, color)) {
      const result = check([...chosen, candidate]);
      if (!result) continue;
      const value = result.revenue + result.treasury;
      if (!best || value > best.value) best = { route: candidate, value };
    }
    if (best) chosen.push(best.route);
  }
  const result = check(chosen) ?? { revenue: 0, treasury: 0 };
  return { routes: chosen, revenue: result.revenue, treasury: result.treasury, exact: false };
}
