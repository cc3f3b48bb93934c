// The best routes: for an operating corporation and its trains, the legal
// set of routes with the highest total revenue (1830 7.4: "the combination
// of routes with the highest revenue must be chosen"). The search is exact:
// it lists every legal route, then combines them with a branch and bound
// that sets aside only what provably cannot beat the best set found. See
// docs/routes.md for the algorithm and its figures.
//
// The rules come from route.ts: the same per-stop rules, revenues and title
// bonus that check declared routes. The answer is checked by validateRoutes
// before it is returned, so the search never offers what a player could not
// run, nor a revenue the check would not give.

import { NODE_SLOTS } from "./graph.ts";
import { oppositeEdge } from "./hex.ts";
import type { Board } from "./map.ts";
import {
  isStationOf,
  routeStop,
  stopDistance,
  stopName,
  stopRevenue,
  throughProblem,
  trackKeys,
  validateRoutes,
  type LogRoute,
  type RouteStop,
} from "./route.ts";
import { isNode, NODE_BASE } from "./tile.ts";
import type { PhaseRevenue } from "./title.ts";

export interface SearchTrain {
  id: string;
  /** The stops it may count (Infinity for a diesel, 1830 7.4.1). */
  distance: number;
}

/** A route in the shape of 18xx.games' run_routes action, with its revenue. */
export interface BestRoute extends LogRoute {
  hexes: string[];
  nodes: string[];
  revenue: number;
}

export interface BestRoutes {
  /** The highest total revenue (0 when no train can run). */
  revenue: number;
  /** A route for each train that runs, in the order of the trains given. */
  routes: BestRoute[];
  /** The size of the search: stops and chains of track reached, legal routes, combinations tried. */
  stats: { stops: number; chains: number; routes: number; combinations: number };
}

/**
 * The legal routes with the highest total revenue for these trains of the
 * corporation on the board as it is (1830 7.4), one per train that runs.
 */
export function bestRoutes(
  board: Board,
  corporation: string,
  trains: readonly SearchTrain[],
  offboardColor: keyof PhaseRevenue,
): BestRoutes {
  const graph = buildGraph(board, corporation, offboardColor);
  const maxDistance = Math.max(0, ...trains.map((t) => t.distance));
  const table = listRoutes(board, graph, maxDistance);
  const { choice, revenue, combinations } = bestCombination(
    graph,
    table,
    trains.map((t) => t.distance),
  );
  const routes: BestRoute[] = [];
  trains.forEach((t, i) => {
    if (choice[i]! >= 0) routes.push(logRoute(board, graph, table, choice[i]!, t.id));
  });
  if (routes.length) {
    const checked = validateRoutes(board, corporation, routes, trains, offboardColor);
    if (checked.revenue !== revenue) {
      throw new Error(`best routes of ${corporation}: $${revenue} found, but validateRoutes gives $${checked.revenue}`);
    }
  }
  return {
    revenue,
    routes,
    stats: { stops: graph.key.length, chains: graph.chains.length, routes: table.count, combinations },
  };
}

/** Every legal route a train of this size may run for the corporation now (7.4), best first. */
export function legalRoutes(
  board: Board,
  corporation: string,
  train: SearchTrain,
  offboardColor: keyof PhaseRevenue,
): BestRoute[] {
  const graph = buildGraph(board, corporation, offboardColor);
  const table = listRoutes(board, graph, train.distance);
  return Array.from(byRevenue(table), (r) => logRoute(board, graph, table, r, train.id));
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
}

interface StopGraph {
  /** Per stop: hex * NODE_SLOTS + node. */
  key: number[];
  revenue: Int32Array;
  /** How much of a train's number the stop uses (route.ts stopDistance). */
  distance: Int32Array;
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
  const chains: (Chain & { keys: number[] })[] = [];
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

  for (let h = 0; h < board.hexCount; h++) {
    const slots = board.slotsOf(h);
    for (let c = 0; c < slots.length; c++) {
      if (slots[c]!.includes(corporation)) enqueue(stopOf(h * NODE_SLOTS + board.tileOf(h).type.cityNode(c)));
    }
  }

  for (let q = 0; q < queue.length; q++) {
    const u = queue[q]!;
    const from = key[u]!;
    const h0 = Math.floor(from / NODE_SLOTS);
    const node = from % NODE_SLOTS;
    const paths: number[] = [];
    const raw: number[] = [];
    const rawSeen = new Set<number>();

    const arrive = (to: number) => {
      if (to === from) return;
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
    // switch), never back (7.4.2); track used twice ends the chain.
    const follow = (h: number, p: number, end: number) => {
      const before = raw.length;
      trackKeys(board, h, p, raw);
      let reused = false;
      for (let i = before; i < raw.length; i++) if (rawSeen.has(raw[i]!)) reused = true;
      if (!reused) {
        for (let i = before; i < raw.length; i++) rawSeen.add(raw[i]!);
        paths.push(h, p);
        const path = board.tileOf(h).shape.paths[p]!;
        const other = path.a === end ? path.b : path.a;
        if (isNode(other)) {
          arrive(h * NODE_SLOTS + (other - NODE_BASE));
        } else {
          const next = board.crossing(h, other);
          if (next >= 0) {
            const side = oppositeEdge(other);
            for (const q2 of board.tileOf(next).shape.edgePaths[side]!) follow(next, q2, side);
          }
        }
        paths.length -= 2;
        for (let i = before; i < raw.length; i++) rawSeen.delete(raw[i]!);
      }
      raw.length = before;
    };

    for (const p of board.tileOf(h0).shape.nodePaths[node]!) follow(h0, p, NODE_BASE + node);
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
  for (let i = 0; i < n; i++) {
    const k = key[i]!;
    const g = board.groupOf(Math.floor(k / NODE_SLOTS));
    if (g !== undefined) {
      if (!groupIds.has(g)) groupIds.set(g, groupIds.size);
      group[i] = groupIds.get(g)!;
    }
    revenue[i] = stopRevenue(board, k, offboardColor);
    distance[i] = stopDistance(board, k);
  }
  return {
    key,
    revenue,
    distance,
    through: Uint8Array.from(through),
    station: Uint8Array.from(station),
    group,
    groupCount: groupIds.size,
    chains: chains.map(({ a, b, paths, classes }) => ({ a, b, paths, classes })),
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

/** The legal routes, each listed once. */
interface RouteTable {
  count: number;
  revenue: IntList;
  /** How much of a train's number it uses. */
  distance: IntList;
  /** Its first stop; its chains, in running order, are chains[chainAt[r]] .. chains[chainAt[r + 1] - 1]. */
  start: IntList;
  chainAt: IntList;
  chains: IntList;
}

/**
 * Every legal route using at most `maxDistance` of a train's number. A route
 * is listed from the lowest-numbered station on it (its anchor): it grows at
 * one end (the tail) and then, from each tail, at the other end (the head),
 * whose first chain must come after the tail's first chain. So each route,
 * a line of stops without a direction, is listed exactly once.
 */
function listRoutes(board: Board, g: StopGraph, maxDistance: number): RouteTable {
  const n = g.key.length;
  const bonus = board.routeHooks.bonus;
  const hookStops: RouteStop[] = bonus ? g.key.map((k) => routeStop(board, k)) : [];
  const table: RouteTable = { count: 0, revenue: new IntList(), distance: new IntList(), start: new IntList(), chainAt: new IntList(), chains: new IntList() };
  table.chainAt.push(0);

  const usedClass = new Uint8Array(g.classCount);
  const onRoute = new Uint8Array(n);
  const groupUsed = new Uint8Array(g.groupCount);
  const tailStops: number[] = [];
  const tailChains: number[] = [];
  const headStops: number[] = [];
  const headChains: number[] = [];
  let anchor = 0;
  let distance = 0;
  let revenue = 0;

  const record = () => {
    let total = revenue;
    if (bonus) {
      const stops: RouteStop[] = [];
      for (let i = headStops.length - 1; i >= 0; i--) stops.push(hookStops[headStops[i]!]!);
      stops.push(hookStops[anchor]!);
      for (const s of tailStops) stops.push(hookStops[s]!);
      total += bonus(stops);
    }
    table.revenue.push(total);
    table.distance.push(distance);
    table.start.push(headStops.length ? headStops[headStops.length - 1]! : anchor);
    for (let i = headChains.length - 1; i >= 0; i--) table.chains.push(headChains[i]!);
    for (const c of tailChains) table.chains.push(c);
    table.chainAt.push(table.chains.length);
    table.count++;
  };

  /** Whether the route may go on along chain c to `other`: a new stop, of an unused group, on unused track, within the train's number. */
  const fits = (c: Chain, other: number): boolean => {
    if (onRoute[other]) return false;
    if (g.station[other] && other < anchor) return false; // listed from that station
    const grp = g.group[other]!;
    if (grp >= 0 && groupUsed[grp]) return false;
    if (distance + g.distance[other]! > maxDistance) return false;
    for (const k of c.classes) if (usedClass[k]) return false;
    return true;
  };
  const step = (c: Chain, other: number, on: 0 | 1) => {
    onRoute[other] = on;
    const grp = g.group[other]!;
    if (grp >= 0) groupUsed[grp] = on;
    const sign = on ? 1 : -1;
    distance += sign * g.distance[other]!;
    revenue += sign * g.revenue[other]!;
    for (const k of c.classes) usedClass[k] = on;
  };

  const growHead = (at: number) => {
    if (headStops.length > 0) {
      record();
      if (!g.through[at]) return;
    }
    for (const ci of g.adj[at]!) {
      if (headChains.length === 0 && ci <= tailChains[0]!) continue;
      const c = g.chains[ci]!;
      const other = c.a === at ? c.b : c.a;
      if (!fits(c, other)) continue;
      step(c, other, 1);
      headStops.push(other);
      headChains.push(ci);
      growHead(other);
      headChains.pop();
      headStops.pop();
      step(c, other, 0);
    }
  };

  const growTail = (at: number) => {
    if (tailStops.length > 0) {
      record();
      growHead(anchor);
      if (!g.through[at]) return;
    }
    for (const ci of g.adj[at]!) {
      const c = g.chains[ci]!;
      const other = c.a === at ? c.b : c.a;
      if (!fits(c, other)) continue;
      step(c, other, 1);
      tailStops.push(other);
      tailChains.push(ci);
      growTail(other);
      tailChains.pop();
      tailStops.pop();
      step(c, other, 0);
    }
  };

  for (let s = 0; s < n; s++) {
    if (!g.station[s]) continue;
    anchor = s;
    onRoute[s] = 1;
    const grp = g.group[s]!;
    if (grp >= 0) groupUsed[grp] = 1;
    distance = g.distance[s]!;
    revenue = g.revenue[s]!;
    if (distance <= maxDistance) growTail(s);
    onRoute[s] = 0;
    if (grp >= 0) groupUsed[grp] = 0;
  }
  return table;
}

// ---------------------------------------------------------------------------
// The best combination
// ---------------------------------------------------------------------------

/** Larger trains first; diesels (Infinity) are the largest. */
function bySize(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

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

/**
 * The track-disjoint routes, at most one per train, with the highest total
 * revenue: a depth-first search over the trains, largest first, each trying
 * its routes best first. A branch ends as soon as its revenue plus the most
 * the remaining trains could add cannot beat the best set found; trains of
 * one size take their routes in list order, so each set is tried once and a
 * later train of that size adds at most what the one before it earns.
 * Routes that share track with those already taken are skipped 32 at a time:
 * for each chain, a bit set of the routes (by position) that conflict with it.
 */
function bestCombination(
  g: StopGraph,
  table: RouteTable,
  distances: readonly number[],
): { choice: number[]; revenue: number; combinations: number } {
  const R = table.count;
  if (distances.length === 1) {
    // One train: its best route.
    let at = -1;
    for (let r = 0; r < R; r++) {
      if (table.distance.data[r]! <= distances[0]! && table.revenue.data[r]! > (at < 0 ? 0 : table.revenue.data[at]!)) at = r;
    }
    return { choice: [at], revenue: at < 0 ? 0 : table.revenue.data[at]!, combinations: 1 };
  }
  const W = (R + 31) >>> 5;
  const routeAt = byRevenue(table);
  const rev = new Int32Array(R);
  const chainAt = table.chainAt.data;
  const routeChains = table.chains.data;
  // Per chain, the positions of the routes that run on it.
  const runsOn: Uint32Array[] = Array.from({ length: g.chains.length }, () => new Uint32Array(W));
  for (let pos = 0; pos < R; pos++) {
    const r = routeAt[pos]!;
    rev[pos] = table.revenue.data[r]!;
    for (let i = chainAt[r]!; i < chainAt[r + 1]!; i++) runsOn[routeChains[i]!]![pos >>> 5]! |= 1 << (pos & 31);
  }
  // Per chain, the positions of the routes sharing track with it (made when first needed).
  const conflicts: (Uint32Array | undefined)[] = new Array(g.chains.length);
  const conflictsOf = (c: number): Uint32Array => {
    let bits = conflicts[c];
    if (!bits) {
      bits = new Uint32Array(W);
      const near = new Set<number>();
      for (const k of g.chains[c]!.classes) for (const d of g.classChains[k]!) near.add(d);
      for (const d of near) {
        const on = runsOn[d]!;
        for (let w = 0; w < W; w++) bits[w]! |= on[w]!;
      }
      conflicts[c] = bits;
    }
    return bits;
  };

  const T = distances.length;
  const order = distances.map((_, i) => i).sort((a, b) => bySize(distances[a]!, distances[b]!) || a - b);
  const dist = order.map((i) => distances[i]!);
  // The routes each train may run (7.4.1). Trains of one size form a group;
  // groupEnd[i] is the index after the last train of i's group.
  const eligible: Uint32Array[] = [];
  const groupEnd = new Array<number>(T).fill(T);
  for (let i = 0; i < T; i++) {
    if (i > 0 && dist[i] === dist[i - 1]) {
      eligible.push(eligible[i - 1]!);
      continue;
    }
    for (let j = 0; j < i; j++) if (groupEnd[j] === T) groupEnd[j] = i;
    const bits = new Uint32Array(W);
    for (let pos = 0; pos < R; pos++) {
      if (table.distance.data[routeAt[pos]!]! <= dist[i]!) bits[pos >>> 5]! |= 1 << (pos & 31);
    }
    eligible.push(bits);
  }

  const taken: Uint32Array[] = []; // the conflicts of each chain of the routes taken so far
  const chosen = new Array<number>(T).fill(-1);
  let best = 0;
  let bestChoice = [...chosen];
  let combinations = 0;

  /**
   * The best route from position `start` on that train i may run beside the
   * routes taken, if it earns more than `above`: its revenue, and its position
   * in `fitAt`. Otherwise a revenue no such route exceeds, and fitAt = -1.
   */
  let fitAt = -1;
  const fit = (i: number, start: number, above: number): number => {
    fitAt = -1;
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

  // Train i chooses from position `from` on.
  const search = (i: number, total: number, from: number): void => {
    combinations++;
    if (i === T) {
      if (total > best) {
        best = total;
        bestChoice = [...chosen];
      }
      return;
    }
    // What each later size of train could earn on its own beside the routes
    // taken; trains of this size after this one earn at most what it does.
    let later = 0;
    for (let j = groupEnd[i]!; j < T; j = groupEnd[j]!) later += fit(j, 0, 0) * (groupEnd[j]! - j);
    const size = groupEnd[i]! - i;
    fit(i, from, (best - total - later) / size);
    const first = fitAt;
    if (first >= 0) {
      const sameSizeNext = i + 1 < groupEnd[i]!;
      scan: for (let w = first >>> 5; w < W; w++) {
        const base = w << 5;
        let m = eligible[i]![w]!;
        if (first > base) m &= ~0 << (first - base);
        for (let t = 0; m !== 0 && t < taken.length; t++) m &= ~taken[t]![w]!;
        while (m !== 0) {
          const pos = base + 31 - Math.clz32(m & -m);
          m &= m - 1;
          const v = rev[pos]!;
          if (total + v * size + later <= best) break scan;
          const r = routeAt[pos]!;
          for (let k = chainAt[r]!; k < chainAt[r + 1]!; k++) taken.push(conflictsOf(routeChains[k]!));
          chosen[i] = pos;
          search(i + 1, total + v, sameSizeNext ? pos + 1 : 0);
          taken.length -= chainAt[r + 1]! - chainAt[r]!;
        }
      }
    }
    // This train runs no route, nor do the rest of its size.
    for (let j = i; j < groupEnd[i]!; j++) chosen[j] = -1;
    if (total + later > best) search(groupEnd[i]!, total, 0);
  };
  search(0, 0, 0);

  const choice = new Array<number>(T).fill(-1);
  order.forEach((t, i) => {
    if (bestChoice[i]! >= 0) choice[t] = routeAt[bestChoice[i]!]!;
  });
  return { choice, revenue: best, combinations };
}

// ---------------------------------------------------------------------------
// The answer in the run_routes shape
// ---------------------------------------------------------------------------

/** Route r as 18xx.games writes it: each chain as the hexes it passes, stop to stop. */
function logRoute(board: Board, g: StopGraph, table: RouteTable, r: number, train: string): BestRoute {
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
      // Track joining two stops of one tile: "<hex> <node>.<node>".
      connections.push([`${board.grid.coord(hexes[0]!)} ${g.key[from]! % NODE_SLOTS}.${g.key[at]! % NODE_SLOTS}`]);
    } else {
      connections.push(hexes.map((h) => board.grid.coord(h)));
    }
  }
  const keys = stops.map((s) => g.key[s]!);
  return {
    train,
    connections,
    hexes: keys.map((k) => board.grid.coord(Math.floor(k / NODE_SLOTS))),
    nodes: keys.map((k) => stopName(board, k)),
    revenue: table.revenue.data[r]!,
  };
}

/** The best routes of a corporation's trains in a game as it stands (its board and phase). */
export function corporationBestRoutes(
  game: { readonly board: Board; readonly phase: { readonly offboardColor: keyof PhaseRevenue } },
  corporation: { readonly sym: string; readonly trains: readonly SearchTrain[] },
): BestRoutes {
  return bestRoutes(game.board, corporation.sym, corporation.trains, game.phase.offboardColor);
}
