// Routes: reading the routes of an 18xx.games `run_routes` action, checking
// them against the rules (1830 7.4, 7.3.3) and computing their revenue.
//
// A route is a sequence of stops (cities, towns, off-board areas) joined by
// chains of track. In the log, each chain is written as the hexes its track
// passes through, from a stop in the first hex to a stop in the last
// (["E19", "F18", "G19"]), or, for track that joins two stops of one tile
// when the tile has several such tracks, as "G19 0.1" (node indices). The
// chains of a route come in order, each sharing one stop with the next. We
// find, on the current map, the track each chain can be, and choose the
// combination that forms a legal route (preferring the stops the log names
// in `nodes`, where it gives them).

import type { BoardRules } from "./board-rules.ts";
import { GameError } from "./errors.ts";
import { nodeBlocks, NODE_SLOTS } from "./graph.ts";
import { oppositeEdge } from "./hex.ts";
import type { Board } from "./map.ts";
import { isNode, NODE_BASE, stopKind, type NodeKind } from "./tile.ts";
import type { PhaseRevenue } from "./title.ts";

/** A stop as a title's route hooks see it. */
export interface RouteStop {
  readonly hex: string;
  /** The node of the hex's tile: cities first, then towns, then the off-board area. */
  readonly node: number;
  readonly kind: NodeKind;
}

/**
 * What a title adds to a route's revenue (e.g. $100 for a route with
 * Hudson Bay and Northern Alberta or Western Canada) and its own rules for
 * routes. Checking declared routes (validateRoutes) and finding the best ones
 * (route-search.ts) both use them, so they agree. The search asks `check` and
 * `treasury` once for all trains that differ only in their id and, for trains
 * without `stops`, their number: a hook may read a train's kind, stops and
 * minCities, not its id or number.
 */
export interface RouteHooks {
  /** Revenue a route earns beyond its stops' values, from its stops alone
   *  (in running order; not from the train): whole dollars, at least 0. */
  bonus?(stops: readonly RouteStop[]): number;
  /** Why the title forbids this route for this train, or null (e.g. a goods train
   *  visits exactly one mine, a passenger train none). */
  check?(stops: readonly RouteStop[], train: RouteTrain): string | null;
  /** The part of a route's value that goes to the corporation's treasury rather than
   *  being revenue to pay out (e.g. a mine's value), given the stops that pay. */
  treasury?(stops: readonly (RouteStop & { revenue: number })[], train: RouteTrain): number;
}

/** A train as the route rules need it (see TrainDef). */
export interface RouteTrain {
  id: string;
  /** Its type's name, where an off-board area pays that type its own value (TileContent.trainRevenue). */
  name?: string;
  /** The most stops that count (Infinity for a diesel). */
  distance: number;
  /** How stops count by kind, when not every stop counts one (TrainDef.stops). */
  stops?: readonly { kinds: readonly NodeKind[]; visit: number; pay?: number; payStation?: boolean }[];
  /** Every route needs at least this many cities (express trains). */
  minCities?: number;
  kind?: string;
}

/** One route of a `run_routes` action, as 18xx.games logs it. */
export interface LogRoute {
  train: string;
  connections: string[][];
  hexes?: string[];
  nodes?: string[];
  revenue?: number;
  revenue_str?: string;
}

/** A chain of track from one stop to the next. */
export interface Chain {
  /** Stops as hex * NODE_SLOTS + node. */
  from: number;
  to: number;
  /** The paths it runs, in order: [hex, path index] pairs flattened (of the tile as the corporation runs it,
   *  Board.trackOf; a resolved route's are the tile's own, ownPaths). */
  paths: number[];
}

export interface ResolvedRoute {
  train: string;
  /** Stops in running order, as hex * NODE_SLOTS + node. */
  stops: number[];
  chains: Chain[];
  revenue: number;
  /** The part of its value for the treasury alone (RouteHooks.treasury). */
  treasury: number;
  /** The hexes of the stops, in order (the log's `hexes`). */
  hexes: string[];
  /** The stops as "<hex>-<node>" (the log's `nodes`). */
  nodes: string[];
}

export interface RouteResult {
  /** What the routes earn as revenue (to pay out or withhold). */
  revenue: number;
  perRoute: number[];
  /** What the routes earn for the treasury alone (RouteHooks.treasury). */
  treasury: number;
  routes: ResolvedRoute[];
}

/** At most this many ways of reading one route are examined. */
const MAX_READINGS = 256;

/**
 * Keys of the track a path (of the tile as the corporation runs it, Board.trackOf) uses,
 * for "no track twice" (7.4.2): each side of the hex it touches (two paths meeting at a
 * side share that piece of track, as in a switch) and, for track between two stops of one
 * tile, the path. The two halves of a path split by a track station (V-7.5) have a side each.
 */
export function trackKeys(board: Board, corporation: string, hex: number, path: number, out: number[]): void {
  const { a, b } = board.trackOf(hex, corporation).shape.paths[path]!;
  if (!isNode(a)) out.push(hex * 6 + a);
  if (!isNode(b)) out.push(hex * 6 + b);
  if (isNode(a) && isNode(b)) out.push(board.hexCount * 6 + hex * 64 + path);
}

/**
 * [hex, path] pairs of the track as the corporation runs it (Board.trackOf) as the tile's own paths, as the
 * map draws them: the two halves of a path split by its track station (V-7.5) are that path, once.
 */
export function ownPaths(board: Board, corporation: string, flat: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const h = flat[i]!;
    const p = board.trackOf(h, corporation).type.sourcePaths?.[flat[i + 1]!] ?? flat[i + 1]!;
    if (out[out.length - 2] !== h || out[out.length - 1] !== p) out.push(h, p);
  }
  return out;
}

/** A stop as the log names it: "<hex>-<node>". */
export function stopName(board: Board, key: number): string {
  return `${board.grid.coord(Math.floor(key / NODE_SLOTS))}-${key % NODE_SLOTS}`;
}

/**
 * How the log names track joining two stops of one tile, as 18xx.games writes it: the hex
 * alone, or "HEX a.b" (node indices, smaller first) where the tile has several such tracks
 * and the hex alone would be ambiguous.
 */
export function tileChainId(board: Board, hex: number, a: number, b: number): string {
  const coord = board.grid.coord(hex);
  const joining = board.tileOf(hex).shape.paths.filter((p) => isNode(p.a) && isNode(p.b)).length;
  return joining > 1 ? `${coord} ${Math.min(a, b)}.${Math.max(a, b)}` : coord;
}

/**
 * All track on the map that a logged chain (its hex ids) can be, for the corporation's trains.
 * Its own track station (V-7.5) is a stop where the chain starts or ends in its hex, and is
 * passed (not counted) where the chain runs on through it.
 */
export function chainsFor(board: Board, corporation: string, ids: readonly string[]): Chain[] {
  if (ids.length === 0) return [];
  // "HEX a.b": the track joining nodes a and b of that hex's tile (split only where there is a space: every route of a replay is read here).
  const first = ids[0]!.includes(" ") ? ids[0]!.split(" ") : null;
  if (first?.length === 2) {
    const h = board.grid.indexOf(first[0]!);
    const m = /^(\d+)\.(\d+)$/.exec(first[1]!);
    if (h < 0 || !m) return [];
    const a = Number(m[1]);
    const b = Number(m[2]);
    const out: Chain[] = [];
    board.trackOf(h, corporation).shape.paths.forEach((p, i) => {
      const ends = [p.a - NODE_BASE, p.b - NODE_BASE].sort((x, y) => x - y);
      if (isNode(p.a) && isNode(p.b) && ends[0] === Math.min(a, b) && ends[1] === Math.max(a, b)) {
        out.push({ from: h * NODE_SLOTS + (p.a - NODE_BASE), to: h * NODE_SLOTS + (p.b - NODE_BASE), paths: [h, i] });
      }
    });
    return out;
  }
  // Plain loops: every connection of every run of a replay is read here.
  const hexes: number[] = [];
  for (const id of ids) {
    const h = board.grid.indexOf(id);
    if (h < 0) return [];
    hexes.push(h);
  }
  const last = hexes.length - 1;
  const out: Chain[] = [];
  const acc: number[] = [];
  let start = 0;

  const follow = (i: number, hex: number, p: number, from: number) => {
    const tile = board.trackOf(hex, corporation);
    const path = tile.shape.paths[p]!;
    const other = path.a === from ? path.b : path.a;
    acc.push(hex, p);
    if (isNode(other)) {
      const end = hex * NODE_SLOTS + (other - NODE_BASE);
      if (i === last && end !== start) out.push({ from: start, to: end, paths: [...acc] });
      // Through its own track station without counting it: on along the path's other half.
      else if (i < last && tile.type.nodes[other - NODE_BASE]!.kind === "trackStation") {
        for (const q of tile.shape.nodePaths[other - NODE_BASE]!) if (q !== p) follow(i, hex, q, other);
      }
    } else if (i < last) {
      const next = board.crossing(hex, other);
      if (next === hexes[i + 1]) {
        const side = oppositeEdge(other);
        for (const q of board.trackOf(next, corporation).shape.edgePaths[side]!) follow(i + 1, next, q, side);
      }
    }
    // pop, not a shorter length: setting an array's length is a slow call, and this runs for every path followed.
    acc.pop();
    acc.pop();
  };

  const h0 = hexes[0]!;
  const tile = board.trackOf(h0, corporation);
  const nodePaths = tile.shape.nodePaths;
  for (let node = 0; node < tile.type.nodes.length; node++) {
    start = h0 * NODE_SLOTS + node;
    for (const p of nodePaths[node]!) follow(0, h0, p, NODE_BASE + node);
  }
  return out;
}

interface Reading {
  stops: number[];
  chains: Chain[];
}

/** The ways the logged chains can be joined into one continuous route, first ones first. */
function readings(board: Board, corporation: string, candidates: Chain[][], usedTrack: ReadonlySet<number>): Reading[] {
  const out: Reading[] = [];
  const chosen: Chain[] = [];
  const keys = new Set<number>();
  const stops: number[] = [];

  /** Claims the chain's track (its keys join `keys`) unless another chain or train uses it: its keys, or null. */
  const claim = (c: Chain): number[] | null => {
    const mine: number[] = [];
    for (let i = 0; i < c.paths.length; i += 2) trackKeys(board, corporation, c.paths[i]!, c.paths[i + 1]!, mine);
    for (let j = 0; j < mine.length; j++) {
      const k = mine[j]!;
      // A key already claimed, by this chain too (it crosses itself), is track used twice.
      if (keys.has(k) || usedTrack.has(k)) {
        for (let x = 0; x < j; x++) keys.delete(mine[x]!);
        return null;
      }
      keys.add(k);
    }
    return mine;
  };

  const place = (i: number) => {
    if (out.length >= MAX_READINGS) return;
    if (i === candidates.length) {
      out.push({ stops: [...stops], chains: [...chosen] });
      return;
    }
    for (const c of candidates[i]!) {
      let orders: [number, number][];
      if (i === 0) {
        if (candidates.length === 1) orders = [[c.from, c.to]];
        else {
          // Orient the first chain so that it ends where the second one starts.
          const next = candidates[1]!;
          orders = [];
          if (next.some((d) => d.from === c.to || d.to === c.to)) orders.push([c.from, c.to]);
          if (next.some((d) => d.from === c.from || d.to === c.from)) orders.push([c.to, c.from]);
        }
      } else {
        const at = stops[stops.length - 1]!;
        if (c.from === at) orders = [[c.from, c.to]];
        else if (c.to === at) orders = [[c.to, c.from]];
        else continue;
      }
      const mine = claim(c);
      if (!mine) continue;
      chosen.push(c);
      for (const [a, b] of orders) {
        if (i === 0) stops.push(a, b);
        else stops.push(b);
        place(i + 1);
        stops.pop();
        if (i === 0) stops.pop();
      }
      chosen.pop();
      for (const k of mine) keys.delete(k);
    }
  };
  place(0);
  return out;
}

export interface Problem {
  rule: keyof BoardRules;
  message: string;
}

// ---------------------------------------------------------------------------
// The rules a route's stops obey, one stop at a time (also used by the
// best-route search, route-search.ts, so that both read the rules alike).
// ---------------------------------------------------------------------------

/** The revenue of a stop (hex * NODE_SLOTS + node); off-board areas take the phase's colour (1830 7.5), or the
 *  value they give the train's type (TileContent.trainRevenue: 18xx.games' diesel values). */
export function stopRevenue(board: Board, stop: number, offboardColor: keyof PhaseRevenue, train?: string): number {
  const type = board.stopTileOf(Math.floor(stop / NODE_SLOTS)).type;
  const node = stop % NODE_SLOTS;
  const own = train === undefined ? undefined : type.content.trainRevenue?.[train];
  return own !== undefined && type.nodes[node]!.kind === "offboard" ? own : type.revenue(node, offboardColor);
}

/** What a stop earns a corporation's train: its revenue, and what the game adds for that corporation there (Board.stopBonus:
 *  1846's Steamboat, Meat Packing and Boomtown bonuses, earned by each stop on their hex; a route visits such a hex's stops once;
 *  TrainDef.stationBonus at its stations). */
export function stopValue(board: Board, corporation: string, stop: number, offboardColor: keyof PhaseRevenue, train?: string): number {
  let revenue = stopRevenue(board, stop, offboardColor, train);
  // TrainDef.stationBonus: the train earns more at each of the corporation's stations on its route.
  if (train !== undefined) {
    const bonus = board.stationBonusOf(train);
    if (bonus && isStationOf(board, corporation, stop)) revenue += bonus;
  }
  return board.stopBonus ? revenue + board.stopBonus.stopBonus(corporation, board.grid.coord(Math.floor(stop / NODE_SLOTS))) : revenue;
}

/** Why a route of `corporation` may not pass through a stop (only end there), or null (7.4.2, 7.3.3). */
export function throughProblem(board: Board, corporation: string, stop: number): Problem | null {
  const h = Math.floor(stop / NODE_SLOTS);
  const node = stop % NODE_SLOTS;
  if (board.stopTileOf(h).type.nodes[node]!.kind === "offboard") {
    return { rule: "routeOffboard", message: `the route runs through the off-board area ${stopName(board, stop)}; it may only start or end there` };
  }
  if (nodeBlocks(board, h, node, corporation)) {
    return { rule: "routeBlocked", message: `the route runs through ${stopName(board, stop)}, whose circles are all filled by other railroads' stations` };
  }
  return null;
}

/** Why a route of `corporation` may not visit a stop at all, or null (a hex it holds no licence for: Board.visitRule). */
export function visitProblem(board: Board, corporation: string, stop: number): Problem | null {
  const why = board.visitRule?.visitProblem(corporation, board.grid.coord(Math.floor(stop / NODE_SLOTS)));
  return why ? { rule: "routeVisit", message: why } : null;
}

/**
 * Whether a stop is a city holding one of the corporation's stations (7.4.2), or its track
 * station (V-7.5: "it may use its home station as a city on its route"). CHOICE: a route that
 * passes its track station without counting it does not include that station.
 */
export function isStationOf(board: Board, corporation: string, stop: number): boolean {
  const h = Math.floor(stop / NODE_SLOTS);
  const type = board.stopTileOf(h).type;
  if (type.nodes[stop % NODE_SLOTS]?.kind === "trackStation") return board.trackStationAt(board.grid.coord(h)) === corporation;
  const city = type.cityOf(stop % NODE_SLOTS);
  return city >= 0 && (board.slotsOf(h)[city]?.includes(corporation) ?? false);
}

/** The stop as the title's hooks see it. */
export function routeStop(board: Board, stop: number): RouteStop {
  return { hex: board.grid.coord(Math.floor(stop / NODE_SLOTS)), node: stop % NODE_SLOTS, kind: routeStopKind(board, stop) };
}

/** The kind of a stop (routeStop's), where only the kind is asked: no object made. */
export function routeStopKind(board: Board, stop: number): NodeKind {
  return stopKind(board.stopTileOf(Math.floor(stop / NODE_SLOTS)).type.nodes[stop % NODE_SLOTS]!);
}

/**
 * How much of a train's number a stop uses (7.4.1: every city, town and
 * off-board area counts one). Both the check of declared routes and the
 * best-route search count stops with this, so a title's stop that counts
 * otherwise (TileContent.offboardDistance) is written here once.
 */
export function stopDistance(board: Board, stop: number): number {
  const type = board.stopTileOf(Math.floor(stop / NODE_SLOTS)).type;
  // An off-board area may count for nothing (TileContent.offboardDistance).
  return type.nodes[stop % NODE_SLOTS]!.kind === "offboard" ? (type.content.offboardDistance ?? 1) : 1;
}

/** A title's bonus for a whole route (0 for 1830). */
export function routeBonus(board: Board, stops: readonly number[]): number {
  const hook = board.routeHooks.bonus;
  return hook ? hook(stops.map((s) => routeStop(board, s))) : 0;
}

/**
 * What each route earns of the corporation's one-route bonus (Board.oneRouteBonus, Title.oneRouteBonus: 1846's Mail
 * Contract): the route it is worth most to earns it, the others nothing; of routes it is worth as much to, the one of the
 * train whose id comes last, as 18xx.games credits the Mail Contract. All zero without such a bonus.
 */
export function oneRouteCredits(board: Board, corporation: string, routes: readonly { train: string; stops: readonly number[] }[]): number[] {
  const credits = routes.map(() => 0);
  const value = board.oneRouteBonus?.oneRouteBonus(corporation);
  if (!value || !routes.length) return credits;
  const worth = routes.map((r) => value(r.stops.map((s) => routeStop(board, s))));
  let at = 0;
  routes.forEach((r, i) => {
    if (worth[i]! > worth[at]! || (worth[i] === worth[at] && r.train > routes[at]!.train)) at = i;
  });
  credits[at] = worth[at]!;
  return credits;
}

/** The hexes of a chain's track in running order, one entry per stay: consecutive paths in one hex are one. */
export function chainHexRuns(paths: readonly number[]): number[] {
  const runs: number[] = [];
  for (let i = 0; i < paths.length; i += 2) if (runs[runs.length - 1] !== paths[i]) runs.push(paths[i]!);
  return runs;
}

/**
 * How many separate times a route enters each hex its track runs in: the chains' stays, less one at each stop
 * between two chains (the chain arriving and the chain leaving are one stay in the stop's hex). The route
 * search counts alike, one chain at a time (route-search.ts).
 */
export function routeHexVisits(stops: readonly number[], chains: readonly { readonly paths: readonly number[] }[]): Map<number, number> {
  const visits = new Map<number, number>();
  for (const c of chains) for (const h of chainHexRuns(c.paths)) visits.set(h, (visits.get(h) ?? 0) + 1);
  for (let i = 1; i < stops.length - 1; i++) {
    const h = Math.floor(stops[i]! / NODE_SLOTS);
    visits.set(h, visits.get(h)! - 1);
  }
  return visits;
}

/** What a route earns for the hexes its track runs in (HexDef.runBonus, 1830+ S-4.2 7.2), each hex once. */
export function routeHexBonus(board: Board, visits: ReadonlyMap<number, number>): number {
  let bonus = 0;
  for (const h of visits.keys()) bonus += board.runBonusOf(h);
  return bonus;
}

/** A train's allowances for stops by kind (TrainDef.stops). */
export type StopAllowances = NonNullable<RouteTrain["stops"]>;

/**
 * Which of a route's stops (0 .. count - 1, in running order) pay for a train
 * whose stops count by kind, or null when there are too many: kinds listed by
 * fewer allowances take their places first (a city before a town; otherwise in
 * running order), each stop the first allowance with room that lists its kind;
 * an allowance pays for its `pay` best stops. The check of declared routes
 * (allotStops) and the best-route search both count with this; for a single
 * allowance paying for a station's stop, allotStops needs only how many stops
 * pay, and counts them itself.
 */
export function allotPaying(
  allowances: StopAllowances,
  count: number,
  kindOf: (i: number) => NodeKind,
  revenueOf: (i: number) => number,
): number[] | null {
  const room = allowances.map((a) => a.visit);
  const placed: number[][] = allowances.map(() => []);
  const options = (k: NodeKind) => {
    let n = 0;
    for (const a of allowances) if (a.kinds.includes(k)) n++;
    return n;
  };
  const order: number[] = [];
  const rank: number[] = [];
  for (let i = 0; i < count; i++) {
    order.push(i);
    rank.push(options(kindOf(i)));
  }
  order.sort((a, b) => rank[a]! - rank[b]!);
  for (const s of order) {
    const kind = kindOf(s);
    const i = allowances.findIndex((a, j) => room[j]! > 0 && a.kinds.includes(kind));
    if (i < 0) return null;
    room[i]!--;
    placed[i]!.push(s);
  }
  const paying: number[] = [];
  allowances.forEach((a, i) => {
    const here = placed[i]!;
    const pay = a.pay ?? a.visit;
    if (pay >= here.length) paying.push(...here);
    else paying.push(...here.sort((x, y) => revenueOf(y) - revenueOf(x)).slice(0, pay));
  });
  return paying;
}

/**
 * Which stops of a route count and pay for a train whose stops count by kind
 * (TrainDef.stops, see allotPaying), or a problem when there are too many.
 * Null: every stop counts and pays (a plain train).
 */
export function allotStops(
  board: Board,
  train: RouteTrain,
  stops: readonly number[],
  offboardColor: keyof PhaseRevenue,
  corporation: string,
): { paying: number[] } | Problem | null {
  const allowances = train.stops;
  if (!allowances) return null;
  const kindOf = (i: number) => routeStopKind(board, stops[i]!);
  // Each stop's value once: the stops that pay are sorted and chosen by it, and a station's stops chosen below.
  const values: number[] = [];
  const revenueOf = (i: number) => (values[i] ??= stopValue(board, corporation, stops[i]!, offboardColor, train.name));
  const tooMany = (): Problem => ({ rule: "routeStops", message: `the route has too many stops of its kinds for a ${train.id.replace(/-\d+$/, "")}-train` });
  // An allowance paying for a station's stop (1846's N/M trains, one allowance): the stops paid are the best of their
  // number that include one of the corporation's stations, the title's bonus for them counted (an east-west route earns
  // its bonus only with both ends paid).
  const allowance = allowances[0]!;
  if (allowance.payStation && allowances.length === 1) {
    // allotPaying's answer for one allowance, without listing the stops: each stop one of its kinds, no more than it
    // visits, and as many paid as it pays for (every run of a replay is checked here).
    if (stops.length > allowance.visit) return tooMany();
    for (let i = 0; i < stops.length; i++) if (!allowance.kinds.includes(kindOf(i))) return tooMany();
    const size = Math.min(allowance.pay ?? allowance.visit, stops.length);
    let best: number[] | null = null;
    let bestValue = -1;
    const pick: number[] = [];
    const stations = stops.map((s) => isStationOf(board, corporation, s));
    const hook = board.routeHooks.bonus;
    const hookStops = hook ? stops.map((s) => routeStop(board, s)) : null;
    /** The stops picked, as the hook reads them: one list, filled for each choice (the hook only reads it). */
    const picked: RouteStop[] = [];
    const walk = (from: number): void => {
      if (pick.length === size) {
        let station = false;
        for (const i of pick) station ||= stations[i]!;
        if (!station) return;
        let value = 0;
        if (hookStops) {
          for (let k = 0; k < size; k++) picked[k] = hookStops[pick[k]!]!;
          value = hook!(picked);
        }
        for (const i of pick) value += revenueOf(i);
        if (value > bestValue) {
          best = [...pick];
          bestValue = value;
        }
        return;
      }
      for (let i = from; i <= stops.length - (size - pick.length); i++) {
        pick.push(i);
        walk(i + 1);
        pick.pop();
      }
    };
    walk(0);
    if (best) return { paying: (best as number[]).map((i) => stops[i]!) };
  }
  const paying = allotPaying(allowances, stops.length, kindOf, revenueOf);
  if (!paying) return tooMany();
  return { paying: paying.map((i) => stops[i]!) };
}

/** The part of a route's value that goes to the treasury alone (RouteHooks.treasury), from the stops that pay. */
export function routeTreasury(board: Board, paying: readonly number[], train: RouteTrain, offboardColor: keyof PhaseRevenue): number {
  const hook = board.routeHooks.treasury;
  return hook ? hook(paying.map((s) => ({ ...routeStop(board, s), revenue: stopRevenue(board, s, offboardColor, train.name) })), train) : 0;
}

/** Checks one route's stops (7.4.1, 7.4.2, 7.3.3) and returns its revenue (and the treasury's part), or the rule it breaks. */
function judge(
  board: Board,
  corporation: string,
  { stops, chains }: Reading,
  train: RouteTrain,
  offboardColor: keyof PhaseRevenue,
): { revenue: number; treasury: number } | Problem {
  const name = (k: number) => stopName(board, k);
  // 1830 7.4.1: at least two stops.
  if (stops.length < 2) return { rule: "routeStops", message: "a route needs at least two stops" };
  // 1830 7.4.2: a city at most once (two cities of one hex are different cities). A route has a few stops: no Set.
  for (let i = 1; i < stops.length; i++) {
    if (stops.lastIndexOf(stops[i]!, i - 1) >= 0) return { rule: "routeCityTwice", message: `the route visits ${name(stops[i]!)} twice` };
  }
  // 1830+ S-1.2 7.2: a licence's hex only with the licence ("into or through this hex").
  for (const s of stops) {
    const problem = visitProblem(board, corporation, s);
    if (problem) return problem;
  }
  // 1830+ S-4.2 7.5: where the title says so, a route enters each hex once, to a stop or through it.
  const visits = board.countsRouteHexes ? routeHexVisits(stops, chains) : null;
  if (visits && board.routeHexOnce) {
    for (const [h, n] of visits) {
      if (n > 1) return { rule: "routeHexTwice", message: `the route runs to ${board.grid.coord(h)} ${n} times; a train may run to a hex once` };
    }
  }
  // 1830 7.4.2, 7.3.3: off-board areas and cities full of other stations only at the ends.
  for (let i = 1; i < stops.length - 1; i++) {
    const problem = throughProblem(board, corporation, stops[i]!);
    if (problem) return problem;
  }
  // 1830 7.4.2: the route includes a city with one of its stations.
  if (!stops.some((s) => isStationOf(board, corporation, s))) {
    return { rule: "routeToken", message: `the route includes no station of ${corporation}` };
  }
  // 1830 7.5 (example): one red area at most once, e.g. either hex of the Canadian West.
  const groups: string[] = [];
  for (const s of stops) {
    const g = board.groupOf(Math.floor(s / NODE_SLOTS));
    if (g === undefined) continue;
    if (groups.includes(g)) return { rule: "routeGroup", message: `the route uses ${g} more than once` };
    groups.push(g);
  }
  // 1830 7.4.1: towns and off-board areas count as cities; diesels have no limit;
  // trains whose stops count by kind ("3+1", express, goods) as their allowances say.
  const allotted = allotStops(board, train, stops, offboardColor, corporation);
  if (allotted && "rule" in allotted) return allotted;
  if (!allotted) {
    const counted = stops.reduce((n, s) => n + stopDistance(board, s), 0);
    if (counted > train.distance) {
      return { rule: "routeStops", message: `the route has ${counted} stops; the train may run to ${train.distance}` };
    }
  }
  let cities = 0;
  for (const s of stops) if (routeStopKind(board, s) === "city") cities++;
  if (train.minCities && cities < train.minCities) {
    return { rule: "routeStops", message: `the route must include at least ${train.minCities} cities` };
  }
  const hooks = board.routeHooks;
  const problem = hooks.check?.(stops.map((s) => routeStop(board, s)), train);
  if (problem) return { rule: "routeStops", message: problem };
  // 1830 7.5: the stops' values (those that pay), any bonus of the title, and its hexes' (1830+ S-4.2 7.2).
  const paying = allotted ? allotted.paying : stops;
  // A train paying for a station's stop (payStation) earns the title's bonus for the stops it is paid for.
  const bonusStops = allotted && train.stops?.some((a) => a.payStation) ? allotted.paying : stops;
  let revenue = routeBonus(board, bonusStops) + (visits ? routeHexBonus(board, visits) : 0);
  for (const s of paying) revenue += stopValue(board, corporation, s, offboardColor, train.name);
  const treasury = routeTreasury(board, paying, train, offboardColor);
  return { revenue: revenue - treasury, treasury };
}

export function validateRoutes(
  board: Board,
  corporation: string,
  routes: readonly LogRoute[],
  trains: readonly RouteTrain[],
  offboardColor: keyof PhaseRevenue,
): RouteResult {
  const rules = board.rules;
  const fail = (p: Problem, route: LogRoute): never => {
    throw new GameError(`${rules[p.rule]}: train ${route.train}: ${p.message}`);
  };
  const usedTrains = new Set<string>();
  const usedTrack = new Set<number>();
  const resolved: ResolvedRoute[] = [];
  for (const route of routes) {
    // 1830 7.4: each of its trains runs once.
    const train = trains.find((t) => t.id === route.train);
    if (!train) throw new GameError(`${rules.trainRuns}: ${corporation} has no train ${route.train}`);
    if (usedTrains.has(route.train)) throw new GameError(`${rules.trainRuns}: train ${route.train} runs only once`);
    usedTrains.add(route.train);
    if (!route.connections || route.connections.length === 0) {
      fail({ rule: "routeStops", message: "a route needs at least two stops" }, route);
    }
    const candidates = route.connections.map((ids) => chainsFor(board, corporation, ids));
    const missing = candidates.findIndex((c) => c.length === 0);
    if (missing >= 0) {
      fail({ rule: "routeTrack", message: `there is no continuous track ${route.connections[missing]!.join("-")} between two stops` }, route);
    }
    const options = readings(board, corporation, candidates, usedTrack);
    if (options.length === 0) {
      fail({ rule: "routeTrack", message: "the track does not form one continuous route without using a piece of track twice or reusing another train's track" }, route);
    }
    // The legal readings; among them the one that best matches the stops the log names.
    const wanted = options.length > 1 && route.nodes?.length ? new Set(route.nodes) : null;
    let best: { reading: Reading; revenue: number; treasury: number; score: number } | undefined;
    let firstProblem: Problem | undefined;
    for (const reading of options) {
      const verdict = judge(board, corporation, reading, train, offboardColor);
      if ("rule" in verdict) {
        firstProblem ??= verdict;
        continue;
      }
      // A single reading needs no score: the named stops choose between readings only.
      const score = wanted ? reading.stops.reduce((n, s) => n + (wanted.has(stopName(board, s)) ? 1 : 0), 0) : 0;
      if (!best || score > best.score) best = { reading, revenue: verdict.revenue, treasury: verdict.treasury, score };
      if (!wanted) break;
    }
    if (!best) return fail(firstProblem!, route);
    const keys: number[] = [];
    for (const c of best.reading.chains) {
      for (let i = 0; i < c.paths.length; i += 2) {
        trackKeys(board, corporation, c.paths[i]!, c.paths[i + 1]!, keys);
        while (keys.length) usedTrack.add(keys.pop()!);
      }
    }
    resolved.push({
      train: route.train,
      stops: best.reading.stops,
      chains: best.reading.chains.map((c) => ({ ...c, paths: ownPaths(board, corporation, c.paths) })),
      revenue: best.revenue,
      treasury: best.treasury,
      hexes: best.reading.stops.map((s) => board.grid.coord(Math.floor(s / NODE_SLOTS))),
      nodes: best.reading.stops.map((s) => stopName(board, s)),
    });
  }
  const perRoute = resolved.map((r) => r.revenue);
  const treasury = resolved.reduce((t, r) => t + r.treasury, 0);
  return { revenue: perRoute.reduce((a, b) => a + b, 0), perRoute, treasury, routes: resolved };
}
