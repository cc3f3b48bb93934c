// [route bonus] Markers on hexes that earn every route through them more, whichever corporation runs it:
// left by a private's lay (CompanyAbility extraTileLay `routeBonus`, 1817's coal mines) or placed by the
// corporation owning a private (CompanyAbility "routeBonusMarker", 1817's bridge companies).
import type { ActionOf } from "../../action.ts";
import type { Company, Corporation } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { Game } from "../../game.ts";
import type { LegalAction } from "../../legal.ts";
import type { ResolvedRoute } from "../../route.ts";
import { ability } from "../companies.ts";

/** Leaves a marker on the hex for good; one left by a private's lay (`fixesTile`: a coal mine, a ranch) keeps its tile
 *  from ever being upgraded. */
export function leaveRouteBonus(game: Game, hex: string, bonus: { kind: string; amount: number }, fixesTile = false): void {
  game.routeBonuses.push({ hex, kind: bonus.kind, amount: bonus.amount, ...(fixesTile ? { fixesTile } : {}) });
}

/** Why the corporation may not lay a tile on the hex: a marker left by a private's lay fixes its tile there (as
 *  18xx.games plays 1817's coal mines and ranches: "Cannot upgrade mines"). */
export function fixedByMarker(game: Game, hex: string): string | null {
  const marker = game.routeBonuses.find((b) => b.hex === hex && b.fixesTile);
  return marker ? `the ${marker.kind} on ${hex} keeps its tile: it is never upgraded` : null;
}

/** Takes the markers of this kind off the hexes beside `hex` (a lay "extraTileLay" clearsBesideKind: 1817's Pittsburgh
 *  Steel Mill and the ranches); their tiles may be upgraded again. Returns the hexes cleared. */
export function clearRouteBonusesBeside(game: Game, hex: string, kind: string): string[] {
  const board = game.board;
  const h = board.hexIndex(hex);
  const beside = new Set<string>();
  for (let e = 0; e < 6; e++) {
    const n = board.grid.neighbour(h, e);
    if (n >= 0) beside.add(board.grid.coord(n));
  }
  const cleared: string[] = [];
  for (let i = game.routeBonuses.length - 1; i >= 0; i--) {
    const b = game.routeBonuses[i]!;
    if (b.kind !== kind || !beside.has(b.hex)) continue;
    game.routeBonuses.splice(i, 1);
    cleared.unshift(b.hex);
  }
  return cleared;
}

/** The hexes whose tiles markers fix. */
export function hexesFixedByMarkers(game: Game): string[] {
  return game.routeBonuses.filter((b) => b.fixesTile).map((b) => b.hex);
}

/** The hexes where the private's owner may place a marker now: its ability's, without one of its kind; none when all are placed. */
export function markerHexes(game: Game, company: Company): string[] {
  const marker = ability(company, "routeBonusMarker");
  if (!marker || company.markersPlaced >= marker.count) return [];
  return marker.hexes.filter((hex) => !game.routeBonuses.some((b) => b.hex === hex && b.kind === marker.kind));
}

/** Whether the operating corporation may place a marker of its private now (any time of its turn). */
export function mayPlaceMarker(game: Game, company: Company, corp: Corporation): boolean {
  return company.owner === corp && markerHexes(game, company).length > 0;
}

export function markerTargets(game: Game, company: Company): LegalAction[] {
  return markerHexes(game, company).map((hex) => ({ type: "assign", target: hex, target_type: "hex" }));
}

/** The corporation places its private's marker on a hex. */
export function placeMarker(game: Game, company: Company, action: ActionOf<"assign">): void {
  const marker = ability(company, "routeBonusMarker")!;
  require(action.target_type === "hex", `${company.def.name}'s ${marker.kind} goes on a hex, not on ${action.target}`);
  require(company.markersPlaced < marker.count, `${company.def.name} has placed all its ${marker.count} ${marker.kind} markers`);
  require(marker.hexes.includes(action.target), `${company.def.name}'s ${marker.kind} goes on ${marker.hexes.join(", ")}, not on ${action.target}`);
  require(markerHexes(game, company).includes(action.target), `${action.target} has a ${marker.kind} already`);
  company.markersPlaced++;
  leaveRouteBonus(game, action.target, marker);
  game.log(`${company.def.name} builds a ${marker.kind} on ${action.target}`);
}

/** The hexes a route runs through, its stops' and those between them. */
function routeHexes(game: Game, route: ResolvedRoute): Set<string> {
  const hexes = new Set(route.hexes);
  const coords = game.board.grid.coords;
  for (const chain of route.chains) for (let i = 0; i < chain.paths.length; i += 2) hexes.add(coords[chain.paths[i]!]!);
  return hexes;
}

/** What the markers add to these routes: each marker's amount for each route through its hex. */
export function routeBonusRevenue(game: Game, routes: readonly ResolvedRoute[]): number {
  if (!game.routeBonuses.length) return 0;
  let total = 0;
  for (const route of routes) {
    const hexes = routeHexes(game, route);
    for (const b of game.routeBonuses) if (hexes.has(b.hex)) total += b.amount;
  }
  return total;
}

/** Title.operatingParts.routeBonus: what the operating round and the route drawing ask of route bonus markers, named by a title that has them (issue #40, 11). */
export const ROUTE_BONUS = {
  leave: leaveRouteBonus,
  clearBeside: clearRouteBonusesBeside,
  fixedBy: fixedByMarker,
  fixedHexes: hexesFixedByMarkers,
  mayPlace: mayPlaceMarker,
  targets: markerTargets,
  place: placeMarker,
  revenue: routeBonusRevenue,
} as const;
