// Routes a player draws on the map: for each train, the hexes of its stops in
// running order, as he clicks them. The track between two stops is found
// here (every way the map's track joins them without passing another stop),
// and the combination the rules accept that earns most is taken, so a player
// names stops, never pieces of track. The engine's validateRoutes judges
// every route exactly as it will when the routes are run, so whatever this
// offers can be run, whatever the title's trains (plus, express, goods trains
// from a mine).
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import { NODE_SLOTS } from "./graph.ts";
import { oppositeEdge } from "./hex.ts";
import type { Board } from "./map.ts";
import { oneRouteCredits, ownPaths, stopName, tileChainId, type LogRoute, type RouteResult } from "./route.ts";
import { routeTrains } from "./route-search.ts";
import { isNode, NODE_BASE } from "./tile.ts";

/** One train's route as drawn: its stops' hexes in order, or a route taken whole (a suggestion). */
export interface Drawn {
  train: string;
  hexes: string[];
  /** The route exactly as suggested, while the player has not changed it. */
  route?: LogRoute;
}

/** A piece of track from one stop to the next without passing another. */
interface Link {
  /** The stop it reaches: hex * NODE_SLOTS + node. */
  to: number;
  /** How the log writes it (LogRoute.connections): the hexes it runs through, or "HEX a.b" within one tile. */
  ids: string[];
  /** [hex, path] pairs, flattened. */
  paths: number[];
}

/**
 * Every piece of track leaving a stop, to the next stop it reaches (at most `limit` path steps long), on the
 * track as the corporation runs it: its track station (1830 V-7.5) is a stop, and may be passed without counting it.
 */
export function linksFrom(board: Board, corporation: string, stop: number, limit = 40): Link[] {
  const h0 = Math.floor(stop / NODE_SLOTS);
  const node = stop % NODE_SLOTS;
  const out: Link[] = [];
  const hexes: number[] = [];
  const paths: number[] = [];
  const follow = (hex: number, p: number, from: number) => {
    if (hexes.length >= limit) return;
    for (let i = 0; i < paths.length; i += 2) if (paths[i] === hex && paths[i + 1] === p) return;
    const tile = board.trackOf(hex, corporation);
    const path = tile.shape.paths[p]!;
    const other = path.a === from ? path.b : path.a;
    const again = hexes[hexes.length - 1] === hex;
    if (!again) hexes.push(hex);
    paths.push(hex, p);
    if (isNode(other)) {
      const to = hex * NODE_SLOTS + (other - NODE_BASE);
      if (to !== stop) {
        const ids = hexes.length === 1 ? [tileChainId(board, hex, node, other - NODE_BASE)] : hexes.map((h) => board.grid.coord(h));
        out.push({ to, ids, paths: [...paths] });
      }
      if (tile.type.nodes[other - NODE_BASE]!.kind === "trackStation") {
        for (const q of tile.shape.nodePaths[other - NODE_BASE]!) if (q !== p) follow(hex, q, other);
      }
    } else {
      const next = board.crossing(hex, other);
      if (next >= 0) {
        const side = oppositeEdge(other);
        for (const q of board.trackOf(next, corporation).shape.edgePaths[side]!) follow(next, q, side);
      }
    }
    if (!again) hexes.pop();
    paths.length -= 2;
  };
  for (const p of board.trackOf(h0, corporation).shape.nodePaths[node] ?? []) follow(h0, p, NODE_BASE + node);
  return out;
}

/** The stops of a hex for the corporation's trains (hex * NODE_SLOTS + node). */
function stopsIn(board: Board, corporation: string, hex: string): number[] {
  const h = board.grid.indexOf(hex);
  if (h < 0) return [];
  return board.trackOf(h, corporation).type.nodes.map((_, node) => h * NODE_SLOTS + node);
}

interface Reading {
  stops: number[];
  links: Link[];
}

/** The ways the track can join stops in these hexes, in this order (at most `max`: an 8-train's run across 1817's
 *  map has more than 128, test/shared/route-draw.test.ts). */
function readingsOf(board: Board, corporation: string, hexes: readonly string[], max = 256): Reading[] {
  const out: Reading[] = [];
  const stops: number[] = [];
  const links: Link[] = [];
  const extend = (i: number) => {
    if (out.length >= max) return;
    if (i === hexes.length) {
      out.push({ stops: [...stops], links: [...links] });
      return;
    }
    const at = stops[stops.length - 1]!;
    const target = board.grid.indexOf(hexes[i]!);
    for (const link of linksFrom(board, corporation, at)) {
      if (Math.floor(link.to / NODE_SLOTS) !== target || stops.includes(link.to)) continue;
      stops.push(link.to);
      links.push(link);
      extend(i + 1);
      stops.pop();
      links.pop();
    }
  };
  if (hexes.length === 0) return [];
  for (const s of stopsIn(board, corporation, hexes[0]!)) {
    stops.push(s);
    if (hexes.length === 1) out.push({ stops: [s], links: [] });
    else extend(1);
    stops.pop();
  }
  return out;
}

function logRouteOf(board: Board, train: string, reading: Reading): LogRoute {
  return { train, connections: reading.links.map((l) => l.ids), nodes: reading.stops.map((s) => stopName(board, s)) };
}

/** What a player's click on a hex makes of a route being drawn: the hexes to add, or why none. */
export function extendRoute(game: Game, corp: Corporation, hexes: readonly string[], hex: string): { add: string[] } | { error: string } {
  const board = game.board;
  if (stopsIn(board, corp.sym, hex).length === 0) return { error: `${hex} has no city, town or mine to stop at` };
  if (hexes.length === 0) return { add: [hex] };
  if (readingsOf(board, corp.sym, [...hexes, hex], 1).length) return { add: [hex] };
  // Not reached directly: the fewest stops in between, where the track leads there.
  const starts = readingsOf(board, corp.sym, hexes);
  const target = board.grid.indexOf(hex);
  for (const reading of starts) {
    const used = new Set(reading.stops);
    const from = new Map<number, number>();
    let frontier = [reading.stops[reading.stops.length - 1]!];
    for (let depth = 0; depth < 12 && frontier.length; depth++) {
      const next: number[] = [];
      for (const s of frontier) {
        for (const link of linksFrom(board, corp.sym, s)) {
          if (used.has(link.to) || from.has(link.to)) continue;
          from.set(link.to, s);
          if (Math.floor(link.to / NODE_SLOTS) === target) {
            const added: string[] = [];
            for (let k: number | undefined = link.to; k !== undefined && !used.has(k); k = from.get(k)) added.unshift(board.grid.coord(Math.floor(k / NODE_SLOTS)));
            return { add: added };
          }
          next.push(link.to);
        }
      }
      frontier = next;
    }
  }
  return { error: `no track joins ${hexes[hexes.length - 1]} to ${hex}` };
}

export interface DrawnTrain {
  train: string;
  hexes: string[];
  /** What it earns (revenue to pay out or withhold, and for the treasury alone), when legal. */
  revenue?: number;
  treasury?: number;
  /** Why it cannot run as drawn. */
  error?: string;
  /** The track and stops to draw on the map. */
  paths: { hex: string; path: number }[];
  nodes: string[];
}

export interface DrawnRoutes {
  /** The legal routes, as the run_routes action sends them. */
  routes: LogRoute[];
  revenue: number;
  treasury: number;
  trains: DrawnTrain[];
}

type Candidate = { route: LogRoute; reading?: Reading };

/**
 * The routes as drawn, checked by the rules train by train: the best legal reading of each, given those before it.
 * Where that leaves a later train without a legal reading (an earlier one took track it needs, of two readings
 * worth the same), the readings that let every train run are taken instead, if there are any.
 */
export function resolveRoutes(game: Game, corp: Corporation, drawn: readonly Drawn[]): DrawnRoutes {
  const board = game.board;
  const candidates = drawn.map((d): Candidate[] | null =>
    !d.route && d.hexes.length < 2 ? null : d.route ? [{ route: d.route }] : readingsOf(board, corp.sym, d.hexes).map((reading) => ({ route: logRouteOf(board, d.train, reading), reading })),
  );
  const greedy = readDrawn(game, corp, drawn, candidates, null);
  if (greedy.trains.every((t, i) => !t.error || !candidates[i]?.length)) return greedy;
  const together = readingsTogether(game, corp, candidates);
  return together ? readDrawn(game, corp, drawn, candidates, together) : greedy;
}

/** A reading of each drawn train (its index among its candidates, -1 for one without any) with which all run, or null. */
function readingsTogether(game: Game, corp: Corporation, candidates: readonly (Candidate[] | null)[]): number[] | null {
  const trains = routeTrains(corp);
  const color = game.phase.offboardColor;
  // A player's drawing is a few trains of a few readings each: a bound keeps a pathological one cheap.
  let checks = 2_000;
  const chosen: number[] = [];
  const routes: LogRoute[] = [];
  const next = (i: number): boolean => {
    if (i === candidates.length) return true;
    const own = candidates[i];
    if (!own?.length) {
      chosen.push(-1);
      if (next(i + 1)) return true;
      chosen.pop();
      return false;
    }
    const valued: [number, number][] = [];
    own.forEach((c, k) => {
      if (--checks < 0) return;
      try {
        const checked = game.board.validateRoutes(corp.sym, [...routes, c.route], trains, color);
        valued.push([k, checked.revenue + checked.treasury + game.routeBonusRevenue(checked.routes)]);
      } catch {
        // not a legal reading with those before it
      }
    });
    valued.sort((a, b) => b[1] - a[1]);
    for (const [k] of valued) {
      chosen.push(k);
      routes.push(own[k]!.route);
      if (next(i + 1)) return true;
      chosen.pop();
      routes.pop();
    }
    return false;
  };
  return next(0) ? chosen : null;
}

/** The drawn trains read in order, each by the best of its candidates (or the one `forced` names) legal with those before it. */
function readDrawn(game: Game, corp: Corporation, drawn: readonly Drawn[], candidatesOf: readonly (Candidate[] | null)[], forced: readonly number[] | null): DrawnRoutes {
  const board = game.board;
  const trains = routeTrains(corp);
  const color = game.phase.offboardColor;
  const accepted: LogRoute[] = [];
  let result: RouteResult | null = null;
  const out: DrawnTrain[] = [];
  const runs: DrawnTrain[] = [];
  drawn.forEach((d, i) => {
    const entry: DrawnTrain = { train: d.train, hexes: [...d.hexes], paths: [], nodes: [] };
    out.push(entry);
    const all = candidatesOf[i];
    if (!all) {
      if (d.hexes.length) entry.error = "a route needs at least two stops";
      entry.nodes = d.hexes.flatMap((h) => stopsIn(board, corp.sym, h).slice(0, 1).map((s) => stopName(board, s)));
      return;
    }
    const candidates = forced && forced[i]! >= 0 ? [all[forced[i]!]!] : all;
    if (!candidates.length) {
      entry.error = `no track joins ${d.hexes.join(", ")} in this order`;
      return;
    }
    let best: { route: LogRoute; result: RouteResult; value: number } | null = null;
    for (const c of candidates) {
      try {
        const checked = board.validateRoutes(corp.sym, [...accepted, c.route], trains, color);
        const value = checked.revenue + checked.treasury + game.routeBonusRevenue(checked.routes);
        if (!best || value > best.value) best = { route: c.route, result: checked, value };
      } catch (e) {
        entry.error ??= game.cite((e as Error).message);
        if (c.reading && !entry.paths.length) {
          entry.paths = pathsOf(board, ownPaths(board, corp.sym, c.reading.links.flatMap((l) => l.paths)));
          entry.nodes = c.reading.stops.map((s) => stopName(board, s));
        }
      }
    }
    if (!best) return;
    delete entry.error;
    accepted.push(best.route);
    result = best.result;
    const mine = best.result.routes[best.result.routes.length - 1]!;
    entry.revenue = mine.revenue;
    entry.treasury = mine.treasury;
    entry.hexes = mine.hexes;
    entry.paths = pathsOf(board, mine.chains.flatMap((c) => c.paths));
    entry.nodes = mine.nodes;
    runs.push(entry);
  });
  const settled = result as RouteResult | null;
  // What the title credits one of the routes (Title.oneRouteBonus: 1846's Mail Contract) is part of it, as the run pays it.
  const extra = settled ? oneRouteCredits(board, corp.sym, settled.routes) : [];
  // And what the markers on the hexes it runs through add ([route bonus]: 1817's bridges, mines and ranches), as the run pays it.
  settled?.routes.forEach((r, i) => (extra[i] = (extra[i] ?? 0) + game.routeBonusRevenue([r])));
  extra.forEach((x, i) => (runs[i]!.revenue! += x));
  const bonus = extra.reduce((t, x) => t + x, 0);
  return { routes: accepted, revenue: (settled?.revenue ?? 0) + bonus, treasury: settled?.treasury ?? 0, trains: out };
}

function pathsOf(board: Board, flat: readonly number[]): { hex: string; path: number }[] {
  const out: { hex: string; path: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ hex: board.grid.coord(flat[i]!), path: flat[i + 1]! });
  return out;
}
