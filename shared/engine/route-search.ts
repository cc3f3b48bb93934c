// The best routes: for an operating corporation and its trains, the legal
// set of routes with the highest total revenue (1830 7.4: "the combination
// of routes with the highest revenue must be chosen"). The search is exact:
// it lists every legal route, then combines them with a branch and bound
// that sets aside only what provably cannot beat the best set found. See
// docs/routes.md for the algorithm and its figures.
//
// The rules come from route.ts: the same per-stop rules, revenues, stops
// counted by kind (allotPaying) and title hooks (bonus, check, treasury) that
// check declared routes. The answer is checked by validateRoutes before it is
// returned, so the search never offers what a player could not run, nor a
// revenue the check would not give.

import { NODE_SLOTS, stationsOf } from "./graph.ts";
import { oppositeEdge } from "./hex.ts";
import type { Board } from "./map.ts";
import {
  allotPaying,
  chainHexRuns,
  isStationOf,
  oneRouteCredits,
  routeStop,
  routeStopKind,
  stopDistance,
  stopName,
  stopValue,
  throughProblem,
  tileChainId,
  visitProblem,
  trackKeys,
  routeTreasury,
  validateRoutes,
  type LogRoute,
  type RouteStop,
  type RouteTrain,
  type StopAllowances,
} from "./route.ts";
import { isNode, NODE_BASE, type NodeKind } from "./tile.ts";
import type { PhaseRevenue, TrainDef } from "./title.ts";

/** A train as the search needs it: its number and, where they apply, how its stops count (route.ts RouteTrain). */
export type SearchTrain = RouteTrain;

/** A route in the shape of 18xx.games' run_routes action, with its revenue (as validateRoutes computes it). */
export interface BestRoute extends LogRoute {
  hexes: string[];
  nodes: string[];
  /** What the route earns as revenue, without the treasury's part (RouteHooks.treasury). */
  revenue: number;
}

export interface BestRoutes {
  /** What the routes earn as revenue, to pay out or withhold (0 when no train can run). */
  revenue: number;
  /** What they earn for the treasury alone (RouteHooks.treasury, e.g. a mine's value). */
  treasury: number;
  /** Revenue and treasury together: what the search makes highest. */
  total: number;
  /** A route for each train that runs, in the order of the trains given. */
  routes: BestRoute[];
  /** The size of the search: stops and chains of track reached, legal routes (of every kind of train), combinations tried. */
  stats: { stops: number; chains: number; routes: number; combinations: number };
}

/**
 * The legal routes with the highest total earnings (revenue and the
 * treasury's part) for these trains of the corporation on the board as it
 * is (1830 7.4), one per train that runs.
 */
export function bestRoutes(
  board: Board,
  corporation: string,
  trains: readonly SearchTrain[],
  offboardColor: keyof PhaseRevenue,
): BestRoutes {
  const graph = buildGraph(board, corporation, offboardColor);
  const { classes, of } = trainClasses(board, graph, trains, offboardColor);
  // A bonus one of the routes earns, the one it is worth most to (Board.oneRouteBonus: 1846's Mail Contract).
  const oneRoute = board.oneRouteBonus?.oneRouteBonus(corporation) ?? null;
  const { tables, choice, total, combinations } = combine(board, graph, classes, of, trains, oneRoute);
  const routes: BestRoute[] = [];
  let treasury = 0;
  trains.forEach((t, i) => {
    const c = choice[i]!;
    if (c.route < 0) return;
    const route = logRoute(board, graph, classes[c.cls]!, tables[c.cls]!, c.route, t, offboardColor);
    treasury += route.treasury;
    routes.push(route.route);
  });
  const revenue = total - treasury;
  if (routes.length) {
    const checked = validateRoutes(board, corporation, routes, trains, offboardColor);
    // The one-route bonus is part of the revenue of the route that earns it, as a run credits it (oneRouteCredits).
    const credits = oneRouteCredits(board, corporation, checked.routes);
    routes.forEach((r, i) => (r.revenue += credits[i]!));
    const credited = checked.revenue + credits.reduce((t, x) => t + x, 0);
    if (credited !== revenue || checked.treasury !== treasury) {
      throw new Error(
        `best routes of ${corporation}: $${revenue} and $${treasury} for the treasury found, but validateRoutes gives $${credited} and $${checked.treasury}`,
      );
    }
  }
  return {
    revenue,
    treasury,
    total,
    routes,
    stats: { stops: graph.key.length, chains: graph.chains.length, routes: tables.reduce((n, t) => n + t.count, 0), combinations },
  };
}

/** Every legal route this train may run for the corporation now (7.4), highest earnings (revenue and treasury) first. */
export function legalRoutes(
  board: Board,
  corporation: string,
  train: SearchTrain,
  offboardColor: keyof PhaseRevenue,
): BestRoute[] {
  const graph = buildGraph(board, corporation, offboardColor);
  const cls = trainClasses(board, graph, [train], offboardColor).classes[0]!;
  const table = listRoutes(board, graph, cls, null)!;
  return Array.from(byRevenue(table), (r) => logRoute(board, graph, cls, table, r, train, offboardColor).route);
}

// ---------------------------------------------------------------------------
// Kinds of train. Trains alike but for their id and number share one list of
// routes: a route's legality and value depend on how the train counts stops
// (TrainDef.stops), its minimum of cities and its kind (for the title's
// hooks), and, for plain trains, on the number only through the stops it
// uses, so a plain train runs the listed routes within its number.
// ---------------------------------------------------------------------------

/** Kinds of stop, as indices into the masks below. */
const KIND_INDEX: Record<NodeKind, number> = { city: 0, town: 1, offboard: 2 };
const KINDS: readonly NodeKind[] = ["city", "town", "offboard"];

interface TrainClass {
  /** A train of the class: the hooks see it for all of them. */
  train: SearchTrain;
  /** What each stop of the graph pays this class (the graph's revenue, but where an off-board area pays its type its own). */
  revenue: Int32Array;
  /** Plain trains: the largest number among them. */
  maxDistance: number;
  /** Trains whose stops count by kind: their allowances (TrainDef.stops). */
  allowances: StopAllowances | undefined;
  /**
   * With allowances, for each set of kinds (a mask of KIND_INDEX bits, 1..7),
   * the most stops of those kinds a route may have: the visits of every
   * allowance listing one of them. Stops fitting the allowances must meet
   * every such bound (Hall's condition), and a route that breaks one cannot be
   * mended by more stops, so the listing stops growing there.
   */
  cap: Int32Array | null;
  /** With allowances, when the stops that pay follow from how many of each kind a route has: see byCounts. */
  counts: CountAllotment | null;
  minCities: number;
}

/**
 * allotPaying (route.ts) reduced to counts of stops by kind, for allowances
 * where that gives the same answer for every order of the stops: kinds
 * listed by one allowance each go there; kinds listed by several (a town of
 * a "3+1": its own allowance first, then any stop's) take their places in an
 * order that does not matter as long as the kinds that share a number of
 * allowances list none in common; and a kind listed by several allowances
 * pays wherever it goes, so it pays whole. Every allowance then pays all its
 * stops or none ("4E": towns are passed without pay).
 */
interface CountAllotment {
  /** The kinds in the order allotPaying places them, each with the allowances listing it. */
  plan: { kind: number; allowances: number[] }[];
  visits: Int32Array;
  /** Per kind: 1 if its stops pay. */
  pays: Uint8Array;
}

function byCounts(allowances: StopAllowances): CountAllotment | null {
  const payAll = (a: StopAllowances[number]) => a.pay === undefined || a.pay >= a.visit;
  const listing = KINDS.map((k) => allowances.flatMap((a, i) => (a.kinds.includes(k) ? [i] : [])));
  if (allowances.some((a) => !payAll(a) && a.pay !== 0)) return null;
  const pays = new Uint8Array(3);
  for (let k = 0; k < 3; k++) {
    const lists = listing[k]!;
    if (lists.length > 1 && lists.some((i) => !payAll(allowances[i]!))) return null;
    pays[k] = lists.length > 0 && payAll(allowances[lists[0]!]!) ? 1 : 0;
    for (let j = 0; j < k; j++) {
      const other = listing[j]!;
      if (lists.length > 1 && other.length === lists.length && other.some((i) => lists.includes(i))) return null;
    }
  }
  const plan = [0, 1, 2].sort((a, b) => listing[a]!.length - listing[b]!.length).map((kind) => ({ kind, allowances: listing[kind]! }));
  return { plan, visits: Int32Array.from(allowances, (a) => a.visit), pays };
}

/** Whether stops of these counts per kind fit the allowances (as allotPaying places them). */
function fitsCounts(c: CountAllotment, count: (kind: number) => number, room: Int32Array): boolean {
  room.set(c.visits);
  for (const { kind, allowances } of c.plan) {
    let left = count(kind);
    for (const a of allowances) {
      if (left === 0) break;
      const take = Math.min(left, room[a]!);
      room[a]! -= take;
      left -= take;
    }
    if (left > 0) return false;
  }
  return true;
}

function classKey(t: SearchTrain, paidOwn: ReadonlySet<string>): string {
  // A type some off-board area pays its own value (TileContent.trainRevenue) lists its own routes.
  return JSON.stringify([t.stops ?? null, t.minCities ?? 0, t.kind ?? null, t.name !== undefined && paidOwn.has(t.name) ? t.name : null]);
}

/** The kinds of train among these, in order of first appearance, and each train's kind (an index into them). */
function trainClasses(board: Board, g: StopGraph, trains: readonly SearchTrain[], offboardColor: keyof PhaseRevenue): { classes: TrainClass[]; of: number[] } {
  const byKey = new Map<string, number>();
  const classes: TrainClass[] = [];
  const paidOwn = board.trainRevenueNames;
  const of = trains.map((t) => {
    const key = classKey(t, paidOwn);
    const known = byKey.get(key);
    if (known !== undefined) {
      const c = classes[known]!;
      if (t.distance > c.maxDistance) c.maxDistance = t.distance;
      return known;
    }
    let cap: Int32Array | null = null;
    if (t.stops) {
      cap = new Int32Array(8);
      for (let mask = 1; mask < 8; mask++) {
        for (const a of t.stops) if (a.kinds.some((k) => mask & (1 << KIND_INDEX[k]))) cap[mask]! += a.visit;
      }
    }
    const counts = t.stops ? byCounts(t.stops) : null;
    byKey.set(key, classes.length);
    // The stops' values for this train, where off-board areas pay its type its own (TileContent.trainRevenue).
    let revenue = g.revenue;
    if (t.name !== undefined && paidOwn.has(t.name)) {
      revenue = new Int32Array(g.key.length);
      for (let i = 0; i < revenue.length; i++) revenue[i] = stopValue(board, g.corporation, g.key[i]!, offboardColor, t.name);
    }
    classes.push({ train: t, maxDistance: t.distance, allowances: t.stops, cap, counts, minCities: t.minCities ?? 0, revenue });
    return classes.length - 1;
  });
  return { classes, of };
}

// ---------------------------------------------------------------------------
// The stop graph: the stops the corporation's trains can reach, and the
// chains of track joining them (a chain runs from one stop to the next
// without passing another; two stops may be joined by several chains).
// ---------------------------------------------------------------------------

interface Chain {
  /** The stops at its ends (indices into the graph's stops). */
  a: number;
  b: number;
  /** [hex, path] pairs, flattened, from a to b. */
  paths: number[];
  /** The track it uses as classes: the pieces of track (trackKeys) used by
   *  exactly the same chains form one class; two chains conflict (7.4.2)
   *  when they share a class. */
  classes: number[];
  /** The hexes its track runs in, one entry per stay, from a to b (route.ts chainHexRuns). */
  runs: number[];
  /** It leaves a hex and comes back to it (a route on it enters that hex twice). */
  revisits: boolean;
}

interface StopGraph {
  /** Whose trains run on it. */
  corporation: string;
  /** Per stop: hex * NODE_SLOTS + node. */
  key: number[];
  /** What each stop earns the corporation (route.ts stopValue). */
  revenue: Int32Array;
  /** How much of a train's number the stop uses (route.ts stopDistance). */
  distance: Int32Array;
  /** Its kind (KIND_INDEX). */
  kind: Uint8Array;
  /** 1 where a route may run through the stop, not only start or end there (7.4.2, 7.3.3). */
  through: Uint8Array;
  /** 1 at the corporation's stations. */
  station: Uint8Array;
  /** Revenue group index (one stop of each per route), or -1. */
  group: Int32Array;
  groupCount: number;
  chains: Chain[];
  /** Per stop, the chains ending there. */
  adj: number[][];
  classCount: number;
  /** Per class, the chains using it. */
  classChains: number[][];
}

function buildGraph(board: Board, corporation: string, offboardColor: keyof PhaseRevenue): StopGraph {
  const index = new Map<number, number>();
  const key: number[] = [];
  const through: number[] = [];
  const station: number[] = [];
  const keyIds = new Map<number, number>();
  const chains: (Omit<Chain, "runs" | "revisits"> & { keys: number[] })[] = [];
  const queue: number[] = [];
  const queued = new Set<number>();

  const stopOf = (k: number): number => {
    let i = index.get(k);
    if (i === undefined) {
      i = key.length;
      index.set(k, i);
      key.push(k);
      station.push(isStationOf(board, corporation, k) ? 1 : 0);
      through.push(throughProblem(board, corporation, k) ? 0 : 1);
    }
    return i;
  };
  // Every route includes a station (7.4.2) and runs on only through stops it
  // may pass, so the stops reached that way from the stations are all it uses.
  const expandable = (i: number) => station[i] === 1 || through[i] === 1;
  const enqueue = (i: number) => {
    if (!queued.has(i)) {
      queued.add(i);
      queue.push(i);
    }
  };

  for (const k of stationsOf(board, corporation)) enqueue(stopOf(k));

  for (let q = 0; q < queue.length; q++) {
    const u = queue[q]!;
    const from = key[u]!;
    const h0 = Math.floor(from / NODE_SLOTS);
    const node = from % NODE_SLOTS;
    const paths: number[] = [];
    const raw: number[] = [];
    const rawSeen = new Set<number>();

    const arrive = (to: number) => {
      if (to === from || visitProblem(board, corporation, to)) return;
      const v = stopOf(to);
      // Each chain once: from its lower end, unless only this end is expanded.
      if (!expandable(v) || from < to) {
        const keys = raw.map((k) => {
          let id = keyIds.get(k);
          if (id === undefined) keyIds.set(k, (id = keyIds.size));
          return id;
        });
        chains.push({ a: u, b: v, paths: [...paths], classes: [], keys });
      }
      if (expandable(v)) enqueue(v);
    };

    // Runs path p of hex h from its end `end` to the next stop. At a hex
    // side it goes on along any path of the next hex from that side (a
    // switch), never back (7.4.2); track used twice ends the chain. Its own
    // track station (V-7.5) it may count or pass: a chain ends there, and
    // another runs on through it along the path's other half.
    const follow = (h: number, p: number, end: number) => {
      const before = raw.length;
      trackKeys(board, corporation, h, p, raw);
      let reused = false;
      for (let i = before; i < raw.length; i++) if (rawSeen.has(raw[i]!)) reused = true;
      if (!reused) {
        for (let i = before; i < raw.length; i++) rawSeen.add(raw[i]!);
        paths.push(h, p);
        const tile = board.trackOf(h, corporation);
        const path = tile.shape.paths[p]!;
        const other = path.a === end ? path.b : path.a;
        if (isNode(other)) {
          arrive(h * NODE_SLOTS + (other - NODE_BASE));
          if (tile.type.nodes[other - NODE_BASE]!.kind === "trackStation") {
            for (const q2 of tile.shape.nodePaths[other - NODE_BASE]!) if (q2 !== p) follow(h, q2, other);
          }
        } else {
          const next = board.crossing(h, other);
          if (next >= 0) {
            const side = oppositeEdge(other);
            for (const q2 of board.trackOf(next, corporation).shape.edgePaths[side]!) follow(next, q2, side);
          }
        }
        paths.length -= 2;
        for (let i = before; i < raw.length; i++) rawSeen.delete(raw[i]!);
      }
      raw.length = before;
    };

    for (const p of board.trackOf(h0, corporation).shape.nodePaths[node]!) follow(h0, p, NODE_BASE + node);
  }

  // Classes of track: keys used by the same set of chains.
  const users: number[][] = Array.from({ length: keyIds.size }, () => []);
  chains.forEach((c, i) => {
    for (const k of c.keys) users[k]!.push(i);
  });
  const classIds = new Map<string, number>();
  const classChains: number[][] = [];
  const keyClass = users.map((list) => {
    const sig = list.join(",");
    let id = classIds.get(sig);
    if (id === undefined) {
      classIds.set(sig, (id = classIds.size));
      classChains.push(list);
    }
    return id;
  });
  for (const c of chains) c.classes = [...new Set(c.keys.map((k) => keyClass[k]!))];

  const n = key.length;
  const adj: number[][] = key.map(() => []);
  chains.forEach((c, i) => {
    adj[c.a]!.push(i);
    adj[c.b]!.push(i);
  });
  const groupIds = new Map<string, number>();
  const group = new Int32Array(n).fill(-1);
  const revenue = new Int32Array(n);
  const distance = new Int32Array(n);
  const kind = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const k = key[i]!;
    const g = board.groupOf(Math.floor(k / NODE_SLOTS));
    if (g !== undefined) {
      if (!groupIds.has(g)) groupIds.set(g, groupIds.size);
      group[i] = groupIds.get(g)!;
    }
    revenue[i] = stopValue(board, corporation, k, offboardColor);
    distance[i] = stopDistance(board, k);
    kind[i] = KIND_INDEX[routeStopKind(board, k)];
  }
  return {
    corporation,
    key,
    revenue,
    distance,
    kind,
    through: Uint8Array.from(through),
    station: Uint8Array.from(station),
    group,
    groupCount: groupIds.size,
    chains: chains.map(({ a, b, paths, classes }) => {
      const runs = chainHexRuns(paths);
      return { a, b, paths, classes, runs, revisits: new Set(runs).size !== runs.length };
    }),
    adj,
    classCount: classIds.size,
    classChains,
  };
}

// ---------------------------------------------------------------------------
// Every legal route
// ---------------------------------------------------------------------------

/** A growable list of integers. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
}

/** The legal routes of one kind of train, each listed once. */
interface RouteTable {
  count: number;
  /** What it earns: the stops that pay and the title's bonus, the treasury's part included. */
  revenue: IntList;
  /** How much of a train's number it uses (plain trains; 0 for trains whose stops count by kind). */
  distance: IntList;
  /** What the one-route bonus (Board.oneRouteBonus) is worth to it; empty without one. */
  oneBonus: IntList;
  /** Its first stop; its chains, in running order, are chains[chainAt[r]] .. chains[chainAt[r + 1] - 1]. */
  start: IntList;
  chainAt: IntList;
  chains: IntList;
}

/**
 * Every legal route of a kind of train: for plain trains, using at most the
 * largest number among them; for trains whose stops count by kind, fitting
 * their allowances (so an express or goods train may pass any number of
 * towns). A route is listed from the lowest-numbered station on it (its
 * anchor): it grows at one end (the tail) and then, from each tail, at the
 * other end (the head), whose first chain must come after the tail's first
 * chain. So each route, a line of stops without a direction, is listed
 * exactly once. Growth stops only where no longer route could be legal (a
 * stop or track used twice, a stop that may not be passed, too many stops);
 * the rest (which stops pay, a minimum of cities, the title's check) is
 * judged on each route listed.
 */
function listRoutes(
  board: Board,
  g: StopGraph,
  cls: TrainClass,
  oneRoute: ((stops: readonly RouteStop[]) => number) | null,
  { floor = null, most = Infinity }: { floor?: Floor | null; most?: number } = {},
): RouteTable | null {
  const n = g.key.length;
  const hooks = board.routeHooks;
  const bonus = hooks.bonus;
  const check = hooks.check;
  const allowances = cls.allowances;
  const cap = cls.cap;
  const maxDistance = cap ? Infinity : (floor?.distance ?? cls.maxDistance);
  const minCities = cls.minCities;
  // Where the stops that pay follow from the counts by kind, what each stop adds; otherwise allotPaying decides.
  const counts = cls.counts;
  const slowAllot = allowances && !counts ? allowances : null;
  const pays = new Int32Array(n);
  const stopPays = cls.revenue;
  for (let s = 0; s < n; s++) pays[s] = counts && !counts.pays[g.kind[s]!] ? 0 : stopPays[s]!;
  const room = new Int32Array(allowances?.length ?? 0);
  const countOf = (kind: number) => kindCount[1 << kind]!;
  const wholeRoute = !!(bonus || check || slowAllot || oneRoute);
  const hookBuffer: RouteStop[] = [];
  const hookStops: RouteStop[] = bonus || check || oneRoute ? g.key.map((k) => routeStop(board, k)) : [];
  const table: RouteTable = {
    count: 0, revenue: new IntList(), distance: new IntList(), oneBonus: new IntList(), start: new IntList(), chainAt: new IntList(), chains: new IntList(),
  };
  table.chainAt.push(0);

  const usedClass = new Uint8Array(g.classCount);
  if (floor?.blocked) for (const k of floor.blocked) usedClass[k] = 1;
  const onRoute = new Uint8Array(n);
  // The hexes the route's track runs in, by how many stays (route.ts routeHexVisits): a route enters each hex
  // once where the title says so (1830+ S-4.2 7.5), and earns each hex's run bonus once (S-4.2 7.2).
  const hexOnce = board.routeHexOnce;
  const runBonus = Int32Array.from({ length: board.hexCount }, (_, h) => board.runBonusOf(h));
  const countHexes = hexOnce || runBonus.some((b) => b !== 0);
  const hexUse = new Int32Array(countHexes ? board.hexCount : 0);
  const hexOf = (s: number) => Math.floor(g.key[s]! / NODE_SLOTS);
  let hexBonus = 0;
  const groupUsed = new Uint8Array(g.groupCount);
  /** Per set of kinds (a mask), the stops of those kinds on the route (trains with allowances). */
  const kindCount = new Int32Array(8);
  const tailStops: number[] = [];
  const tailChains: number[] = [];
  const headStops: number[] = [];
  const headChains: number[] = [];
  /** The route's stops in running order, filled when a whole route is judged. */
  const ordered: number[] = [];
  const kindOf = (i: number): NodeKind => KINDS[g.kind[ordered[i]!]!]!;
  const revenueOf = (i: number) => stopPays[ordered[i]!]!;
  let anchor = 0;
  let distance = 0;
  let revenue = 0;
  let cities = 0;
  // The bound costs a little to set up: a listing takes it on only once it has grown routes for a while.
  let more: ReturnType<typeof growthBound> | null = null;
  let untilBound = floor && boundHelps(g, cls, maxDistance) ? (floor.eager ? 0 : searchTuning.boundAfter) : -1;
  let stopped = false;
  /** Whether the listing leaves out the route so far and every route grown from it (ends `a`, `b` live): none of them reaches the floor, or the listing gave up. */
  const cut = (a: number, b: number): boolean => {
    if (stopped) return true;
    if (more === null) {
      if (untilBound < 0 || untilBound-- > 0) return false;
      more = growthBound(g, cls, pays, runBonus, countHexes, onRoute, kindCount, maxDistance);
    }
    return floor!.min > 0 && more(revenue + hexBonus, distance, a, b, need);
  };
  /** The least a route of this number used must earn to be listed. */
  const atDistance = floor?.atDistance;
  const need = (d: number) => (atDistance ? atDistance[Math.min(d, atDistance.length - 1)]! : floor!.min);

  const record = () => {
    if (minCities && cities < minCities) return;
    if (counts && !fitsCounts(counts, countOf, room)) return;
    let total = revenue + hexBonus;
    let worth = 0;
    if (wholeRoute) {
      ordered.length = 0;
      for (let i = headStops.length - 1; i >= 0; i--) ordered.push(headStops[i]!);
      ordered.push(anchor);
      for (const s of tailStops) ordered.push(s);
      let bonusPaid = false;
      if (slowAllot) {
        const paying = allotPaying(slowAllot, ordered.length, kindOf, revenueOf);
        if (!paying) return;
        total = hexBonus;
        if (slowAllot.length === 1 && slowAllot[0]!.payStation) {
          // As allotStops: the best stops of their number with a station among them, the title's bonus for them counted.
          const best = bestWithStation(paying.length, ordered.length, (i) => g.station[ordered[i]!] === 1, (pick) => {
            let v = 0;
            for (const i of pick) v += stopPays[ordered[i]!]!;
            if (bonus) v += bonus(pick.map((i) => hookStops[ordered[i]!]!));
            return v;
          });
          if (best === null) return;
          total += best;
          bonusPaid = true;
        } else for (const i of paying) total += stopPays[ordered[i]!]!;
      }
      if (bonus || check || oneRoute) {
        hookBuffer.length = 0;
        for (const s of ordered) hookBuffer.push(hookStops[s]!);
        if (check && check(hookBuffer, cls.train) !== null) return;
        if (bonus && !bonusPaid) total += bonus(hookBuffer);
        if (oneRoute) worth = oneRoute(hookBuffer);
      }
    }
    if (floor) {
      if (total < need(distance)) return;
      if (floor.rising) floor.min = total + 1;
    }
    if (table.count === most) {
      stopped = true;
      return;
    }
    if (oneRoute) table.oneBonus.push(worth);
    table.revenue.push(total);
    table.distance.push(cap ? 0 : distance);
    table.start.push(headStops.length ? headStops[headStops.length - 1]! : anchor);
    for (let i = headChains.length - 1; i >= 0; i--) table.chains.push(headChains[i]!);
    for (const c of tailChains) table.chains.push(c);
    table.chainAt.push(table.chains.length);
    table.count++;
  };

  /** Whether the route may go on along chain c to `other`: a new stop, of an unused group, on unused track, within the train's number or allowances. */
  const fits = (c: Chain, other: number): boolean => {
    if (!fitsStop(other)) return false;
    for (const k of c.classes) if (usedClass[k]) return false;
    if (hexOnce) {
      if (c.revisits) return false;
      // The chain's stays but the one in the hex it leaves from, which goes on the route's stay there.
      const runs = c.runs;
      const [from, to] = c.b === other ? [1, runs.length] : [0, runs.length - 1];
      for (let i = from; i < to; i++) if (hexUse[runs[i]!]) return false;
    }
    return true;
  };
  /** Whether the route may go on to stop `other` (by some chain): a new stop, of an unused group, within the train's number or allowances. */
  const fitsStop = (other: number): boolean => {
    if (onRoute[other]) return false;
    if (g.station[other] && other < anchor) return false; // listed from that station
    const grp = g.group[other]!;
    if (grp >= 0 && groupUsed[grp]) return false;
    if (cap) {
      const bit = 1 << g.kind[other]!;
      for (let mask = 1; mask < 8; mask++) if (mask & bit && kindCount[mask]! >= cap[mask]!) return false;
    } else if (distance + g.distance[other]! > maxDistance) return false;
    return true;
  };
  /** Counts hex h's stay on the route (+1) or takes it off (-1), with its run bonus the first time. */
  const stay = (h: number, sign: 1 | -1) => {
    if (sign > 0 ? hexUse[h]!++ === 0 : --hexUse[h]! === 0) hexBonus += sign * runBonus[h]!;
  };
  /** Puts stop `other` on the route (on = 1) or takes it off (0), reached by chain c (if any). */
  const step = (c: Chain | null, other: number, on: 0 | 1) => {
    onRoute[other] = on;
    const grp = g.group[other]!;
    if (grp >= 0) groupUsed[grp] = on;
    const sign = on ? 1 : -1;
    distance += sign * g.distance[other]!;
    revenue += sign * pays[other]!;
    if (minCities && g.kind[other] === KIND_INDEX.city) cities += sign;
    if (cap) {
      const bit = 1 << g.kind[other]!;
      for (let mask = 1; mask < 8; mask++) if (mask & bit) kindCount[mask]! += sign;
    }
    if (c) for (const k of c.classes) usedClass[k] = on;
    if (countHexes) {
      if (!c) stay(hexOf(other), sign);
      else {
        const runs = c.runs;
        const [from, to] = c.b === other ? [1, runs.length] : [0, runs.length - 1];
        for (let i = from; i < to; i++) stay(runs[i]!, sign);
      }
    }
  };

  // A stop the route cannot grow into far enough along one chain it cannot along another, where the chain adds no
  // value of its own (no hex counted): each loop below marks such stops with its own stamp and skips their chains.
  const sameCut = !countHexes;
  const cutAt = new Int32Array(n);
  let stamps = 0;

  /** Grows the route at its head from stop `at`; the route so far may reach the floor (cut is false). */
  const growHead = (at: number) => {
    if (headStops.length > 0) {
      record();
      if (!g.through[at]) return;
    }
    const stamp = ++stamps;
    for (const ci of g.adj[at]!) {
      if (headChains.length === 0 && ci <= tailChains[0]!) continue;
      const c = g.chains[ci]!;
      const other = c.a === at ? c.b : c.a;
      if (cutAt[other] === stamp || !fits(c, other)) continue;
      step(c, other, 1);
      headStops.push(other);
      headChains.push(ci);
      // The route grows on at its head only.
      if (!cut(g.through[other] ? other : -1, -1)) growHead(other);
      else if (sameCut) cutAt[other] = stamp;
      headChains.pop();
      headStops.pop();
      step(c, other, 0);
    }
  };

  /** Grows the route at its tail from stop `at`, and from each tail at its head; the route so far may reach the floor. */
  const growTail = (at: number) => {
    if (tailStops.length > 0) {
      record();
      if (!cut(anchor, -1)) growHead(anchor);
      if (!g.through[at]) return;
    }
    const stamp = ++stamps;
    for (const ci of g.adj[at]!) {
      const c = g.chains[ci]!;
      const other = c.a === at ? c.b : c.a;
      if (cutAt[other] === stamp || !fits(c, other)) continue;
      step(c, other, 1);
      tailStops.push(other);
      tailChains.push(ci);
      // The route grows on at its tail and its head (at the anchor).
      if (!cut(g.through[other] ? other : -1, anchor)) growTail(other);
      else if (sameCut) cutAt[other] = stamp;
      tailChains.pop();
      tailStops.pop();
      step(c, other, 0);
    }
  };

  for (let s = 0; s < n; s++) {
    if (!g.station[s]) continue;
    anchor = s;
    // The anchor alone must fit: within the number, or an allowance with room for its kind.
    const alone = cap ? cap[1 << g.kind[s]!]! >= 1 : g.distance[s]! <= maxDistance;
    if (!alone) continue;
    step(null, s, 1);
    if (!cut(s, s)) growTail(s);
    step(null, s, 0);
  }
  return stopped ? null : table;
}

/**
 * When the search lists only the routes the best set could need (combine):
 * with several trains, above `manyRoutes` routes in all; a listing with a
 * floor sets up its bound after `boundAfter` steps (growthBound). `floors`
 * off lists every legal route, as a check of the rest. Only tests change
 * these, to run the bounds on small boards against brute force.
 */
export const searchTuning = { manyRoutes: 2000, boundAfter: 500, floors: true };

/**
 * The best set of routes (bestCombination) from the routes each kind of
 * train needs: every legal one, or where the value of a route is what its
 * stops and hexes pay (boundable), only those that could be part of the best
 * set. One train needs only its best route: its listing keeps raising its
 * floor to the best route found. With several, when they have more than
 * a few routes in all (searchTuning), a set earning `least` is found greedily (each
 * train first in turn, then the others best first, each its best route
 * beside those taken). Any set earning at least L has each train i's route
 * earn at least L less the best each other train earns alone; listing only
 * those (for a plain train, per number: a route its smaller trains cannot
 * run needs only what the larger ones need), the combination search finds
 * the same set as from every route if that set earns at least L. So a first
 * try with L halfway between `least` and what the trains earn alone together
 * is exact if it finds that much; else what it found (or `least`) is a set
 * the best earns at least, and a second try from there is exact.
 */
function combine(
  board: Board,
  g: StopGraph,
  classes: readonly TrainClass[],
  clsOf: readonly number[],
  trains: readonly SearchTrain[],
  oneRoute: ((stops: readonly RouteStop[]) => number) | null,
): { tables: RouteTable[] } & ReturnType<typeof bestCombination> {
  const withTables = (tables: RouteTable[]) => ({ tables, ...bestCombination(g, classes, clsOf, tables, trains, oneRoute !== null) });
  const boundable = !oneRoute && !board.routeHooks.bonus && classes.every((c) => !c.allowances || c.counts);
  if (!boundable || !searchTuning.floors) return withTables(classes.map((c) => listRoutes(board, g, c, oneRoute)!));
  const reach = (i: number) => (classes[clsOf[i]!]!.cap ? undefined : trains[i]!.distance);
  // Several trains list their routes above a floor only where the listing can leave out routes that fall short of it.
  const helps = trains.every((t, i) => boundHelps(g, classes[clsOf[i]!]!, t.distance));
  if (trains.length > 1 && !helps) return withTables(classes.map((c) => listRoutes(board, g, c, null)!));
  if (trains.length === 1) return withTables([listRoutes(board, g, classes[0]!, null, { floor: { min: 1, rising: true, distance: reach(0) } })!]);
  const whole: (RouteTable | null)[] = [];
  let left = searchTuning.manyRoutes;
  for (const c of classes) {
    const t = left >= 0 ? listRoutes(board, g, c, null, { most: left }) : null;
    left = t ? left - t.count : -1;
    whole.push(t);
  }
  if (left >= 0) return withTables(whole as RouteTable[]);
  // Each train's best route alone, and its value.
  const alone = trains.map((_, i) => bestOf(listRoutes(board, g, classes[clsOf[i]!]!, null, { floor: { min: 1, rising: true, distance: reach(i), eager: true } })!));
  const order = trains.map((_, i) => i).sort((a, b) => alone[b]!.value - alone[a]!.value || a - b);
  let least = 0;
  for (const first of order) {
    const taken = new Set<number>();
    let earns = 0;
    for (const i of [first, ...order.filter((j) => j !== first)]) {
      const own = alone[i]!;
      const free = own.route !== null && own.route.every((c) => g.chains[c]!.classes.every((k) => !taken.has(k)));
      const floor: Floor = { min: 1, rising: true, distance: reach(i), blocked: [...taken], eager: true };
      const pick = free ? own : bestOf(listRoutes(board, g, classes[clsOf[i]!]!, null, { floor })!);
      earns += pick.value;
      for (const c of pick.route ?? []) for (const k of g.chains[c]!.classes) taken.add(k);
    }
    least = Math.max(least, earns);
  }
  const sum = alone.reduce((t, a) => t + a.value, 0);
  /** The routes of sets earning at least `at`. */
  const tablesFor = (at: number) =>
    classes.map((c, k) => {
      if (whole[k]) return whole[k]!;
      const need = (i: number) => at - (sum - alone[i]!.value);
      const mine = trains.map((_, i) => i).filter((i) => clsOf[i] === k);
      const min = Math.min(...mine.map(need));
      if (min <= 0) return listRoutes(board, g, c, null)!;
      // A plain train's route of number d needs what the trains of number d or more need, the least of them.
      let atDistance: Int32Array | undefined;
      if (!c.cap) {
        const finite = mine.map((i) => trains[i]!.distance).filter(Number.isFinite);
        const top = finite.length ? Math.max(...finite) : 0;
        atDistance = new Int32Array(top + 2);
        for (let d = 0; d <= top + 1; d++) {
          let m = Infinity;
          for (const i of mine) if (trains[i]!.distance >= d) m = Math.min(m, need(i));
          atDistance[d] = Number.isFinite(m) ? m : 0x3fffffff;
        }
      }
      return listRoutes(board, g, c, null, { floor: { min, rising: false, atDistance, eager: true } })!;
    });
  if (least < sum) {
    const hope = Math.ceil((least + sum) / 2);
    const first = withTables(tablesFor(hope));
    if (first.total >= hope) return first;
    least = Math.max(least, first.total);
  }
  return withTables(tablesFor(least));
}

/** The last route a rising listing found (its best) and its value; value 0 and no route if none earns anything. */
function bestOf(table: RouteTable): { value: number; route: number[] | null } {
  const r = table.count - 1;
  if (r < 0) return { value: 0, route: null };
  return { value: table.revenue.data[r]!, route: Array.from(table.chains.data.subarray(table.chainAt.data[r]!, table.chainAt.data[r + 1]!)) };
}

/**
 * What a listing may leave out (listRoutes): routes earning less than `min`,
 * and the routes grown from a route so far when even its best growth
 * (growthBound) cannot reach it. Only for routes whose value is what their
 * stops pay and their hexes' run bonuses (no title bonus, allowances
 * counted: see boundable).
 */
interface Floor {
  min: number;
  /** Raise `min` past each route listed, so the last route listed is the first that earns the most: one train's best. */
  rising: boolean;
  /** Plain trains: the number to list within, if not the class's largest. */
  distance?: number;
  /** Plain trains: the floor of a route by its number used (the last entry for more), instead of `min`. */
  atDistance?: Int32Array;
  /** Track classes taken by other trains' routes: the listing runs beside them. */
  blocked?: readonly number[];
  /** Set up the bound at once (a listing known to be large), not after a while. */
  eager?: boolean;
}

/** The most stops that use up the train (growthBound) a route of this class may have. */
function budgetOf(cls: TrainClass, maxDistance: number): number {
  const cap = cls.cap;
  if (!cap) return maxDistance;
  let payMask = 0;
  for (let k = 0; k < 3; k++) if (cls.counts!.pays[k]) payMask |= 1 << k;
  return cap[payMask]!;
}

/**
 * Whether growthBound can leave anything out: not where a route may use up
 * as many stops as there are (a diesel, a goods train's towns), where it
 * would only cost time.
 */
function boundHelps(g: StopGraph, cls: TrainClass, maxDistance: number): boolean {
  return budgetOf(cls, maxDistance) < g.key.length;
}

/**
 * Whether the route so far (earning `value`, of number `distance` used) and
 * every route grown from it at its live ends (`a`, `b`; -1 for none) fall
 * short of what a route of its number must earn (`need`): j stops more use
 * at least j more of the number and earn at most the best j of what the stops
 * could add. Each stop adds at most what it pays and the run bonuses of the
 * hexes of its best chain in. Of the stops that
 * use up the train (its number, or for a train whose stops count by kind its
 * allowances of the kinds that pay), only as many as it has left, and of
 * those a route may not pass through (an off-board area, a city filled by
 * others' stations) one at each live end at most, as it ends there: the best
 * of those not on the route that an end reaches within what is left (a
 * relaxation: passing only stops that may be passed, ignoring the track and
 * stops the route uses). Of the others (a fishing exit of distance 0, an
 * express train's unpaid towns), all it reaches. Never less than what a
 * longer route earns, so a listing leaves out only what cannot reach its
 * floor.
 */
function growthBound(
  g: StopGraph,
  cls: TrainClass,
  pays: Int32Array,
  runBonus: Int32Array,
  countHexes: boolean,
  onRoute: Uint8Array,
  kindCount: Int32Array,
  maxDistance: number,
): (value: number, distance: number, a: number, b: number, need: (distance: number) => number) => boolean {
  const n = g.key.length;
  const cap = cls.cap;
  let payMask = 0;
  if (cap) for (let k = 0; k < 3; k++) if (cls.counts!.pays[k]) payMask |= 1 << k;
  /** What reaching each stop uses up of the train. */
  const uses = new Int32Array(n);
  const gain = new Int32Array(n);
  const chainGain = g.chains.map((c) => (countHexes ? [...new Set(c.runs)].reduce((t, h) => t + runBonus[h]!, 0) : 0));
  const passed: number[] = [];
  const ends: number[] = [];
  const freeStops: number[] = [];
  for (let s = 0; s < n; s++) {
    let best = 0;
    for (const c of g.adj[s]!) best = Math.max(best, chainGain[c]!);
    gain[s] = pays[s]! + best;
    uses[s] = cap ? (payMask & (1 << g.kind[s]!) ? 1 : 0) : g.distance[s]!;
    (uses[s]! === 0 ? freeStops : g.through[s] ? passed : ends).push(s);
  }
  const byGain = (list: number[]) => Int32Array.from(list.sort((x, y) => gain[y]! - gain[x]!));
  const through = byGain(passed);
  const last = byGain(ends);
  const free = Int32Array.from(freeStops);
  const most = budgetOf(cls, maxDistance);
  // What reaching stop s from stop e uses up at least (255: more than the train has): reach[e * n + s], each end's row
  // worked out the first time the route ends there.
  let reach: Uint8Array | null = null;
  let reachDone: Uint8Array | null = null;
  let buckets: number[][] = [];
  if (most < n && most < 255) {
    reach = new Uint8Array(n * n).fill(255);
    reachDone = new Uint8Array(n);
    buckets = Array.from({ length: most + 1 }, () => []);
  }
  const reachFrom = (e: number) => {
    reachDone![e] = 1;
    const row = e * n;
    reach![row + e] = 0;
    buckets[0]!.push(e);
    for (let c = 0; c <= most; c++) {
      const bucket = buckets[c]!;
      for (let q = 0; q < bucket.length; q++) {
        const u = bucket[q]!;
        if (reach![row + u] !== c || (u !== e && !g.through[u])) continue;
        for (const ci of g.adj[u]!) {
          const ch = g.chains[ci]!;
          const v = ch.a === u ? ch.b : ch.a;
          const d = c + uses[v]!;
          if (d <= most && d < reach![row + v]!) {
            reach![row + v] = d;
            buckets[d]!.push(v);
          }
        }
      }
      bucket.length = 0;
    }
  };
  /** The gains of the best ends that may be added (at most two), best first. */
  const endGain = new Int32Array(2);
  /** The gains of the best stops passed that may be added, best first, summed: passedSum[j], the best j. */
  const passedSum = new Int32Array(n + 1);
  return (value, distance, a, b, need) => {
    const budget = cap ? cap[payMask]! - kindCount[payMask]! : maxDistance - distance;
    if (reachDone) {
      if (a >= 0 && !reachDone[a]) reachFrom(a);
      if (b >= 0 && !reachDone[b]) reachFrom(b);
    }
    const near = (s: number) => !reach || (a >= 0 && reach[a * n + s]! <= budget) || (b >= 0 && reach[b * n + s]! <= budget);
    // Stops that use up nothing: all it reaches, with the route as it is or grown.
    let base = value;
    if (a >= 0 || b >= 0) for (let i = 0; i < free.length; i++) if (!onRoute[free[i]!] && near(free[i]!)) base += gain[free[i]!]!;
    if (base >= need(distance)) return false;
    if ((a < 0 && b < 0) || budget <= 0) return true;
    const endsLeft = Math.min(budget, a >= 0 && b >= 0 ? 2 : 1);
    let m = 0;
    for (let i = 0; m < endsLeft && i < last.length; i++) {
      const s = last[i]!;
      if (!onRoute[s] && near(s)) endGain[m++] = gain[s]!;
    }
    let k = 0;
    for (let i = 0; k < budget && i < through.length; i++) {
      const s = through[i]!;
      if (onRoute[s] || !near(s)) continue;
      passedSum[k + 1] = passedSum[k]! + gain[s]!;
      k++;
    }
    // j stops more (ends among them, one per live end at most) use up j at least, and earn at most the best j.
    for (let j = 1; j <= k + m && j <= budget; j++) {
      let most = -1;
      let ends = 0;
      for (let e = 0; e <= m && e <= j; e++) {
        if (e > 0) ends += endGain[e - 1]!;
        if (j - e <= k) most = Math.max(most, ends + passedSum[j - e]!);
      }
      if (most >= 0 && base + most >= need(distance + j)) return false;
    }
    return true;
  };
}

// ---------------------------------------------------------------------------
// The best combination
// ---------------------------------------------------------------------------

/** Route indices, highest revenue first (ties: in listing order). */
function byRevenue(table: RouteTable): Int32Array {
  const R = table.count;
  const rev = table.revenue.data;
  let max = 0;
  let small = true;
  for (let r = 0; r < R; r++) {
    const v = rev[r]!;
    if (v < 0 || v > 1 << 20) small = false;
    else if (v > max) max = v;
  }
  const out = new Int32Array(R);
  if (!small) {
    const order = Array.from({ length: R }, (_, i) => i).sort((a, b) => rev[b]! - rev[a]! || a - b);
    out.set(order);
    return out;
  }
  // A counting sort: revenues are whole dollars, and not many of them.
  const start = new Int32Array(max + 2);
  for (let r = 0; r < R; r++) start[max - rev[r]! + 1]!++;
  for (let i = 1; i <= max + 1; i++) start[i]! += start[i - 1]!;
  for (let r = 0; r < R; r++) out[start[max - rev[r]!]!++] = r;
  return out;
}

/** One kind of train's routes as the combination search reads them: by position, best first. */
interface Listing {
  table: RouteTable;
  R: number;
  /** Words of 32 positions. */
  W: number;
  /** The route at each position. */
  routeAt: Int32Array;
  /** The earnings of the route at each position (not increasing). */
  rev: Int32Array;
  /** What the one-route bonus is worth to the route at each position (all 0 without one), and the most it is worth to any. */
  oneBonus: Int32Array;
  mostOneBonus: number;
  /** Per chain, the positions of the routes that run on it. */
  runsOn: Uint32Array[];
  /** Per chain, the positions of the routes sharing track with it (made when first needed). */
  conflicts: (Uint32Array | undefined)[];
  /** The conflicts of each chain of the routes taken so far (by every train). */
  taken: Uint32Array[];
}

function listing(g: StopGraph, table: RouteTable): Listing {
  const R = table.count;
  const W = (R + 31) >>> 5;
  const routeAt = byRevenue(table);
  const rev = new Int32Array(R);
  const oneBonus = new Int32Array(R);
  let mostOneBonus = 0;
  const bonuses = table.oneBonus.length ? table.oneBonus.data : null;
  const chainAt = table.chainAt.data;
  const routeChains = table.chains.data;
  const runsOn: Uint32Array[] = Array.from({ length: g.chains.length }, () => new Uint32Array(W));
  for (let pos = 0; pos < R; pos++) {
    const r = routeAt[pos]!;
    rev[pos] = table.revenue.data[r]!;
    if (bonuses) mostOneBonus = Math.max(mostOneBonus, (oneBonus[pos] = bonuses[r]!));
    for (let i = chainAt[r]!; i < chainAt[r + 1]!; i++) runsOn[routeChains[i]!]![pos >>> 5]! |= 1 << (pos & 31);
  }
  return { table, R, W, routeAt, rev, oneBonus, mostOneBonus, runsOn, conflicts: new Array(g.chains.length), taken: [] };
}

function conflictsOf(g: StopGraph, l: Listing, c: number): Uint32Array {
  let bits = l.conflicts[c];
  if (!bits) {
    bits = new Uint32Array(l.W);
    const near = new Set<number>();
    for (const k of g.chains[c]!.classes) for (const d of g.classChains[k]!) near.add(d);
    for (const d of near) {
      const on = l.runsOn[d]!;
      for (let w = 0; w < l.W; w++) bits[w]! |= on[w]!;
    }
    l.conflicts[c] = bits;
  }
  return bits;
}

/** Larger first; diesels (Infinity) are the largest. */
function bySize(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/**
 * The track-disjoint routes, at most one per train, with the highest total
 * earnings: a depth-first search over the trains, the one with the best
 * single route first (of plain trains, the larger first), each trying its
 * routes best first. A branch ends as soon as its earnings plus the most the
 * remaining trains could add cannot beat the best set found; trains alike
 * (one list, one number) take their routes in list order, so each set is
 * tried once and a later train of them adds at most what the one before it
 * earns. Routes that share track with those already taken are skipped 32 at
 * a time: for each chain, a bit set of the routes (by position) that
 * conflict with it, per kind of train. With a one-route bonus (`oneBonus`,
 * Board.oneRouteBonus), a set earns its routes' earnings and the most the bonus
 * is worth to one of them; the bound adds the most it could be worth to a
 * route of a train still to choose, or to one taken.
 */
function bestCombination(
  g: StopGraph,
  classes: readonly TrainClass[],
  clsOf: readonly number[],
  tables: readonly RouteTable[],
  trains: readonly SearchTrain[],
  oneBonus = false,
): { choice: { cls: number; route: number }[]; total: number; combinations: number } {
  const T = trains.length;
  const plain = (i: number) => !classes[clsOf[i]!]!.cap;
  const fitsTrain = (i: number, table: RouteTable, r: number) => !plain(i) || table.distance.data[r]! <= trains[i]!.distance;
  const choice = trains.map((_, i) => ({ cls: clsOf[i]!, route: -1 }));
  if (T === 1) {
    // One train: its best route.
    const table = tables[clsOf[0]!]!;
    const limit = plain(0) ? trains[0]!.distance : Infinity;
    const rev = table.revenue.data;
    const dist = table.distance.data;
    const extra = oneBonus ? table.oneBonus.data : null;
    let at = -1;
    let most = 0;
    for (let r = 0; r < table.count; r++) {
      const v = rev[r]! + (extra ? extra[r]! : 0);
      if (v > most && dist[r]! <= limit) {
        at = r;
        most = v;
      }
    }
    choice[0]!.route = at;
    return { choice, total: most, combinations: 1 };
  }
  if (T === 0) return { choice, total: 0, combinations: 0 };

  const lists = tables.map((t) => listing(g, t));
  // The routes each train may run (7.4.1): all its kind lists, or for a plain train those within its number.
  const made = new Map<string, Uint32Array>();
  const eligibleOf = trains.map((_, i) => {
    const key = `${clsOf[i]} ${plain(i) ? trains[i]!.distance : ""}`;
    let bits = made.get(key);
    if (!bits) {
      const l = lists[clsOf[i]!]!;
      bits = new Uint32Array(l.W);
      for (let pos = 0; pos < l.R; pos++) if (fitsTrain(i, l.table, l.routeAt[pos]!)) bits[pos >>> 5]! |= 1 << (pos & 31);
      made.set(key, bits);
    }
    return bits;
  });
  const bestAlone = trains.map((_, i) => {
    const bits = eligibleOf[i]!;
    for (let w = 0; w < bits.length; w++) if (bits[w]) return lists[clsOf[i]!]!.rev[(w << 5) + 31 - Math.clz32(bits[w]! & -bits[w]!)]!;
    return 0;
  });
  /** Trains alike run the same routes: one list and, for plain trains, one number. */
  const size = (i: number) => (plain(i) ? trains[i]!.distance : 0);
  const order = trains
    .map((_, i) => i)
    .sort((a, b) => bestAlone[b]! - bestAlone[a]! || clsOf[a]! - clsOf[b]! || bySize(size(a), size(b)) || a - b);
  const list = order.map((i) => lists[clsOf[i]!]!);
  const eligible = order.map((i) => eligibleOf[i]!);
  // Trains alike form a group; groupEnd[i] is the index after the last train of i's group.
  const groupEnd = new Array<number>(T).fill(T);
  for (let i = 1; i < T; i++) {
    const a = order[i - 1]!;
    const b = order[i]!;
    if (clsOf[a] === clsOf[b] && size(a) === size(b)) continue;
    for (let j = 0; j < i; j++) if (groupEnd[j] === T) groupEnd[j] = i;
  }

  // The most the one-route bonus could be worth to a route of train i or a later one (0 without it).
  const bonusFrom = new Array<number>(T + 1).fill(0);
  for (let i = T - 1; i >= 0; i--) bonusFrom[i] = Math.max(bonusFrom[i + 1]!, list[i]!.mostOneBonus);

  const chosen = new Array<number>(T).fill(-1);
  let best = 0;
  let bestChoice = [...chosen];
  let combinations = 0;

  /**
   * The best route from position `start` on that train i may run beside the
   * routes taken, if it earns more than `above`: its earnings, and its position
   * in `fitAt`. Otherwise earnings no such route exceeds, and fitAt = -1.
   */
  let fitAt = -1;
  const fit = (i: number, start: number, above: number): number => {
    fitAt = -1;
    const l = list[i]!;
    const { R, W, rev, taken } = l;
    const elig = eligible[i]!;
    for (let w = start >>> 5; w < W; w++) {
      const base = w << 5;
      const lead = Math.max(base, start);
      if (lead >= R) break;
      if (rev[lead]! <= above) return rev[lead]!;
      let m = elig[w]!;
      if (lead > base) m &= ~0 << (lead - base);
      for (let t = 0; m !== 0 && t < taken.length; t++) m &= ~taken[t]![w]!;
      if (m !== 0) {
        fitAt = base + 31 - Math.clz32(m & -m);
        return rev[fitAt]!;
      }
    }
    return 0;
  };

  // Train i chooses from position `from` on; `bonus`: the most the one-route bonus is worth to a route taken.
  const search = (i: number, total: number, from: number, bonus: number): void => {
    combinations++;
    if (i === T) {
      if (total + bonus > best) {
        best = total + bonus;
        bestChoice = [...chosen];
      }
      return;
    }
    // What each later group of trains could earn on its own beside the routes
    // taken; trains of this group after this one earn at most what it does.
    let later = 0;
    for (let j = groupEnd[i]!; j < T; j = groupEnd[j]!) later += fit(j, 0, 0) * (groupEnd[j]! - j);
    const alike = groupEnd[i]! - i;
    // The most the one-route bonus may yet be worth to the set.
    const bonusUp = Math.max(bonus, bonusFrom[i]!);
    fit(i, from, (best - total - later - bonusUp) / alike);
    const first = fitAt;
    if (first >= 0) {
      const l = list[i]!;
      const { W, rev, taken, routeAt, oneBonus: worth } = l;
      const chainAt = l.table.chainAt.data;
      const routeChains = l.table.chains.data;
      const nextAlike = i + 1 < groupEnd[i]!;
      scan: for (let w = first >>> 5; w < W; w++) {
        const base = w << 5;
        let m = eligible[i]![w]!;
        if (first > base) m &= ~0 << (first - base);
        for (let t = 0; m !== 0 && t < taken.length; t++) m &= ~taken[t]![w]!;
        while (m !== 0) {
          const pos = base + 31 - Math.clz32(m & -m);
          m &= m - 1;
          const v = rev[pos]!;
          if (total + v * alike + later + bonusUp <= best) break scan;
          const r = routeAt[pos]!;
          const c0 = chainAt[r]!;
          const c1 = chainAt[r + 1]!;
          for (const other of lists) for (let k = c0; k < c1; k++) other.taken.push(conflictsOf(g, other, routeChains[k]!));
          chosen[i] = pos;
          search(i + 1, total + v, nextAlike ? pos + 1 : 0, Math.max(bonus, worth[pos]!));
          for (const other of lists) other.taken.length -= c1 - c0;
        }
      }
    }
    // This train runs no route, nor do the rest of its group.
    for (let j = i; j < groupEnd[i]!; j++) chosen[j] = -1;
    if (total + later + Math.max(bonus, bonusFrom[groupEnd[i]!]!) > best) search(groupEnd[i]!, total, 0, bonus);
  };
  search(0, 0, 0, 0);

  order.forEach((t, i) => {
    if (bestChoice[i]! >= 0) choice[t]!.route = list[i]!.routeAt[bestChoice[i]!]!;
  });
  return { choice, total: best, combinations };
}

// ---------------------------------------------------------------------------
// The answer in the run_routes shape
// ---------------------------------------------------------------------------

/**
 * Route r as 18xx.games writes it: each chain as the hexes it passes, stop to
 * stop; with its revenue and the treasury's part for this train.
 */
function logRoute(
  board: Board,
  g: StopGraph,
  cls: TrainClass,
  table: RouteTable,
  r: number,
  train: SearchTrain,
  offboardColor: keyof PhaseRevenue,
): { route: BestRoute; treasury: number } {
  let at = table.start.data[r]!;
  const stops = [at];
  const connections: string[][] = [];
  for (let i = table.chainAt.data[r]!; i < table.chainAt.data[r + 1]!; i++) {
    const c = g.chains[table.chains.data[i]!]!;
    const forward = c.a === at;
    const hexes: number[] = [];
    for (let j = 0; j < c.paths.length; j += 2) {
      const h = c.paths[j]!;
      if (hexes[hexes.length - 1] !== h) hexes.push(h);
    }
    if (!forward) hexes.reverse();
    const from = at;
    at = forward ? c.b : c.a;
    stops.push(at);
    if (hexes.length === 1) {
      // Track joining two stops of one tile.
      connections.push([tileChainId(board, hexes[0]!, g.key[from]! % NODE_SLOTS, g.key[at]! % NODE_SLOTS)]);
    } else {
      connections.push(hexes.map((h) => board.grid.coord(h)));
    }
  }
  const keys = stops.map((s) => g.key[s]!);
  let treasury = 0;
  if (board.routeHooks.treasury) {
    const paying = cls.allowances
      ? allotPaying(cls.allowances, stops.length, (i) => KINDS[g.kind[stops[i]!]!]!, (i) => cls.revenue[stops[i]!]!)!.map((i) => keys[i]!)
      : keys;
    treasury = routeTreasury(board, paying, train, offboardColor);
  }
  const route: BestRoute = {
    train: train.id,
    connections,
    hexes: keys.map((k) => board.grid.coord(Math.floor(k / NODE_SLOTS))),
    nodes: keys.map((k) => stopName(board, k)),
    revenue: table.revenue.data[r]! - treasury,
  };
  return { route, treasury };
}

/** A train as a corporation holds it (trains.ts Train). */
export interface HeldTrain {
  readonly id: string;
  /** Its type's name ("D"). */
  readonly name?: string;
  readonly distance: number;
  readonly def: Pick<TrainDef, "stops" | "minCities" | "kind">;
  /** It ran this round for a minor since folded in, and may not run again ([merged minors]). */
  readonly ranThisRound?: boolean;
  /** It runs as if half its size, rounded up (1830+ S-5.2 "short runs", Train.halfRange). */
  readonly halfRange?: boolean;
}

/** A held train as the route rules see it (validateRoutes, the search). */
export function routeTrain(t: HeldTrain): RouteTrain {
  if (t.halfRange) {
    // 1830+ S-5.2: "a 4-train or 3-train behaves like a 2-train, while a 5-train behaves like a 3-train"
    // (a diesel's unlimited range stays unlimited; a plus train's allowances are halved alike).
    const half = (n: number) => Math.ceil(n / 2);
    const stops = t.def.stops?.map((a) => ({ ...a, visit: half(a.visit), ...(a.pay === undefined ? {} : { pay: half(a.pay) }) }));
    return { id: t.id, name: t.name, distance: half(t.distance), stops, minCities: t.def.minCities, kind: t.def.kind };
  }
  return { id: t.id, name: t.name, distance: t.distance, stops: t.def.stops, minCities: t.def.minCities, kind: t.def.kind };
}

/** A corporation's trains as routes see them: its own, and those made obsolete that have one more run (1830 V-3.0). */
export interface TrainHolder {
  readonly trains: readonly HeldTrain[];
  readonly obsoleteTrains?: readonly HeldTrain[];
}

/** The trains a corporation runs: its own, then any obsolete ones owed a last run (1830 V-3.0 delayed obsolescence). */
export function runningTrains<T extends HeldTrain>(corp: { readonly trains: readonly T[]; readonly obsoleteTrains?: readonly T[] }): T[] {
  return [...corp.trains, ...(corp.obsoleteTrains ?? [])];
}

/** The route rules of each of a corporation's trains, as validateRoutes sees them. */
export function routeTrains(corp: TrainHolder): RouteTrain[] {
  return runningTrains(corp).map(routeTrain);
}

/**
 * The best routes of a corporation's trains that may run now (not those that
 * ran this round for a minor folded in) in a game as it stands (its board and phase).
 */
export function corporationBestRoutes(
  game: { readonly board: Board; readonly phase: { readonly offboardColor: keyof PhaseRevenue } },
  corporation: TrainHolder & { readonly sym: string },
): BestRoutes {
  const trains = runningTrains(corporation).filter((t) => !t.ranThisRound).map(routeTrain);
  return bestRoutes(game.board, corporation.sym, trains, game.phase.offboardColor);
}

/** The best value of `size` of `count` stops that include one for which `station` holds (payStation allowances), or null. */
function bestWithStation(size: number, count: number, station: (i: number) => boolean, value: (pick: readonly number[]) => number): number | null {
  let best: number | null = null;
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === size) {
      if (!pick.some(station)) return;
      const v = value(pick);
      if (best === null || v > best) best = v;
      return;
    }
    for (let i = from; i <= count - (size - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return best;
}
