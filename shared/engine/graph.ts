// What one corporation can reach from its stations (1830 7.2.1 #1, 7.3.2,
// 7.3.3): the hex sides where it may connect new track, and the cities,
// towns and off-board areas its trains can reach.
//
// The search walks track the way a train may, from each station in turn,
// depth first: it enters a hex across a side and leaves along a path that
// starts at that side, so it never reverses at a junction or changes track
// at a crossover (7.4.2). At a city or town it may continue along any other
// track of that stop. A city whose circles are all filled with other
// corporations' stations, and an off-board area, can be reached but not
// passed through (7.3.3, 7.4.2); the corporation's own station never blocks
// it. A walk is a route: it passes each stop once, runs each track once and
// never crosses a hex side it is still using (7.4.2), so track that could
// only be reached by coming back through a stop already passed (a loop) is
// not connected.
//
// The walk keeps what it passed for the whole search from one station, except
// where track converges (a hex side shared by several paths of a tile): there
// it forgets on the way back, so the other branches may use that track too.
// 18xx.games searches the same way, so the two engines agree on what a
// corporation reaches; its cost is linear in the track on the map except at
// converging tiles. Where a title lets routes to new stations back-track, what
// is reached is no longer a route but any track joined to a station, found by
// a breadth-first search (reachByBacktracking).

import { oppositeEdge } from "./hex.ts";
import { isNode, NODE_BASE, type PlacedTile } from "./tile.ts";

/** Maximum nodes per tile the node keys allow (hex * NODE_SLOTS + node). */
export const NODE_SLOTS = 8;

/** The board as the search needs it (hexes by index). */
export interface TrackView {
  readonly hexCount: number;
  /** The tile as the corporation's trains run it (Board.trackOf: with its track station, 1830 V-7.5). */
  trackOf(hex: number, corporation: string): PlacedTile;
  /** The hex across side `edge` of `hex` that track may cross to, or -1. */
  crossing(hex: number, edge: number): number;
  /** The station tokens of `hex`: per city of its tile, its slots. */
  slotsOf(hex: number): readonly (readonly (string | null)[])[];
  /** Whether this owner's stations are neutral: a city holding one is never full for anyone. */
  isNeutral?(owner: string): boolean;
  /** The railroad whose track station (1830 V-7.5) is on `hex`, if any; a view without it has none. */
  trackStationOf?(hex: number): string | undefined;
  /** The hexes holding any station, ascending (a view without it: every hex is looked at). */
  stationHexes?(): readonly number[];
  /** The number of hexes between two hexes, to walk first from the stations nearest a hex looked for. */
  distance?(from: number, to: number): number;
}

export interface CorporationGraph {
  /** Per hex, the sides (bit mask) at which the corporation reaches track or has a station in the hex. */
  readonly edges: Uint8Array;
  /** Reached stops, as hex * NODE_SLOTS + node. */
  readonly nodes: ReadonlySet<number>;
  /** Hexes where the corporation reaches track or has a station. */
  readonly hexes: Uint8Array;
  /** Per hex, the sides (bit mask) across which a route of the corporation enters it from the
   *  neighbour's track: where new track of the hex would join a route (1830 V-7.7 closed track placement). */
  readonly entered: Uint8Array;
  /** Per station (in stationsOf order), the stops its own walk reaches, itself included: a route
   *  runs from one station (1830 7.4). Not kept by a back-tracking search, nor (empty) by a search
   *  asked one question without onStop. */
  readonly byStation?: readonly ReadonlySet<number>[];
}

/** Whether a train of `corporation` may run through node `node` of `hex` (7.3.3). */
export function nodeBlocks(view: TrackView, hex: number, node: number, corporation: string): boolean {
  const tile = view.trackOf(hex, corporation);
  const n = tile.type.nodes[node]!;
  if (n.kind === "offboard") return true;
  // A town, and the corporation's own track station (V-7.5), never block.
  if (n.kind === "town" || n.kind === "trackStation") return false;
  const slots = view.slotsOf(hex)[n.index];
  if (!slots || slots.length === 0) return false;
  let full = true;
  for (const s of slots) {
    if (s === corporation) return false;
    if (s === null) full = false;
    else if (view.isNeutral?.(s)) return false;
  }
  return full;
}

/** The corporation's stations on the map, as stop keys (hex * NODE_SLOTS + node): its cities, and each node of its track station (V-7.5). */
export function stationsOf(view: TrackView, corporation: string): number[] {
  const stations: number[] = [];
  // Plain loops: this runs at each search; the tile is looked up only where a station is.
  const hexes = view.stationHexes?.();
  const count = hexes ? hexes.length : view.hexCount;
  for (let i = 0; i < count; i++) {
    const hex = hexes ? hexes[i]! : i;
    const slots = view.slotsOf(hex);
    for (let city = 0; city < slots.length; city++) {
      if (slots[city]!.includes(corporation)) stations.push(hex * NODE_SLOTS + view.trackOf(hex, corporation).type.cityNode(city));
    }
    if (view.trackStationOf?.(hex) !== corporation) continue;
    const nodes = view.trackOf(hex, corporation).type.nodes;
    for (let node = 0; node < nodes.length; node++) if (nodes[node]!.kind === "trackStation") stations.push(hex * NODE_SLOTS + node);
  }
  return stations;
}

/** Marks hex side `edge` of `hex` as reached, and the matching side of `next`, the hex across it (-1: none). */
function reachSide(edges: Uint8Array, hex: number, edge: number, next: number): void {
  edges[hex]! |= 1 << edge;
  if (next >= 0) edges[next]! |= 1 << oppositeEdge(edge);
}

// What computeGraph's walk knows of a stop (bits).
const REACHED = 1;
const BLOCKS_KNOWN = 2;
const BLOCKS = 4;

/** Path keys (hex * PATH_SLOTS + path) of the walk's marks. */
const PATH_SLOTS = 64;

/** What computeGraph's walks have passed, by stop key and by path key (see nextWalk), and the scratch arrays of a search. */
interface WalkMarks {
  stopMarks: Uint32Array;
  /** By stop key: reached by the walk (in its byStation set). */
  reachMarks: Uint32Array;
  pathMarks: Uint32Array;
  /** computeGraph's `crossing`, cleared as a search starts. */
  crossing: Uint8Array;
  /** computeGraph's `stopFacts`, cleared as a search starts. */
  stopFacts: Uint8Array;
  /** reachByBacktracking's `ranOut`, cleared as a search starts (its `entered` is `crossing`). */
  ranOut: Uint32Array;
  /** The per-hex arrays (edges, hexes, entered) of a search that may stop early, whose result no caller keeps (perHexArrays). */
  scratch: Uint8Array;
  /** The number of the last walk: its marks are the ones that count. */
  walk: number;
  /** Taken by a search now running (a search started from an onPath callback gets its own). */
  inUse: boolean;
}

/** Kept between searches: the graph is searched a few hundred times a game, and allocating the
 *  marks each time (tens of kilobytes) cost more than the walk itself. */
let sharedMarks: WalkMarks | undefined;

/** Marks for a search of a map of `hexCount` hexes. */
function takeMarks(hexCount: number): WalkMarks {
  let marks = sharedMarks;
  if (!marks || marks.inUse || marks.pathMarks.length < hexCount * PATH_SLOTS) {
    const stops = hexCount * NODE_SLOTS;
    marks = {
      stopMarks: new Uint32Array(stops),
      reachMarks: new Uint32Array(stops),
      pathMarks: new Uint32Array(hexCount * PATH_SLOTS),
      crossing: new Uint8Array(hexCount * 6),
      stopFacts: new Uint8Array(stops),
      ranOut: new Uint32Array(stops),
      scratch: new Uint8Array(hexCount * 3),
      walk: 0,
      inUse: false,
    };
    if (!sharedMarks?.inUse) sharedMarks = marks;
  }
  marks.inUse = true;
  return marks;
}

/**
 * The three per-hex arrays of a search's result (edges, hexes, entered), in one buffer: a new one,
 * or, for a search that may stop early (whose answer its caller takes at once and never keeps),
 * the marks' scratch buffer, which the next search overwrites. Allocating typed arrays costs more
 * than a short walk.
 */
function perHexArrays(marks: WalkMarks, n: number, scratch: boolean): [Uint8Array, Uint8Array, Uint8Array] {
  const buffer = scratch ? marks.scratch.fill(0) : new Uint8Array(3 * n);
  return [buffer.subarray(0, n), buffer.subarray(n, 2 * n), buffer.subarray(2 * n, 3 * n)];
}

/** Starts a new walk: the marks of every earlier one no longer count. */
function nextWalk(marks: WalkMarks): number {
  if (marks.walk === 0xffffffff) {
    marks.stopMarks.fill(0);
    marks.reachMarks.fill(0);
    marks.pathMarks.fill(0);
    marks.walk = 0;
  }
  return ++marks.walk;
}

/** How computeGraph searches (see there). */
export interface GraphSearch {
  backtrack?: boolean;
  station?: number;
  onPath?: (hex: number, path: number) => boolean | void;
  onStop?: (stops: ReadonlySet<number>) => boolean | void;
  onReach?: (stop: number) => boolean | void;
  /** Stop as soon as the walk reaches one of these sides (a bit mask) of this hex: whether a tile there would join its track. */
  untilSides?: { hex: number; sides: number };
}

/**
 * `backtrack`: reach whatever track joins the stations however a train may need
 * to reverse, turning back at any hex side (a title whose routes to new
 * stations may back-track, TitleData.tokenRouteBacktracks): no longer a route,
 * so a search of what is reachable at all (reachByBacktracking).
 * `station` (a stop key, hex * NODE_SLOTS + node): only what is reached from that one station.
 * `onPath`: called with each path the walk runs (hex, path index), when it runs it - the paths
 * 18xx.games' graph lists as connected (Graph#connected_paths); not called when back-tracking.
 * `onStop`: called with the stops the current station's walk has reached (byStation's set) as it
 * starts and each time it reaches another; not called when back-tracking.
 * `onReach`: called with each stop (its key) as the search first reaches it (`nodes`), stations included.
 * `untilSides`: the search stops once `edges` has one of these sides of that hex.
 * A callback returning true stops the search there (what it returns is then incomplete).
 * A search given a callback or `untilSides` is asked one question: its result's per-hex arrays
 * are the next search's scratch, to be read at once and never kept (perHexArrays).
 */
export function computeGraph(view: TrackView, corporation: string, { backtrack = false, station, onPath, onStop, onReach, untilSides }: GraphSearch = {}): CorporationGraph {
  if (backtrack) return reachByBacktracking(view, corporation, station, onReach);
  const untilHex = untilSides ? untilSides.hex : -1;
  const untilMask = untilSides ? untilSides.sides : 0;
  const n = view.hexCount;
  const marks = takeMarks(n);
  const oneQuestion = !!(onPath || onStop || onReach || untilSides);
  const [edges, hexes, entered] = perHexArrays(marks, n, oneQuestion);
  /** Whether each station's reach is kept (byStation): for the result, or for onStop. */
  const perStation = !oneQuestion || onStop !== undefined;
  const nodes = new Set<number>();
  const stations = stationsOf(view, corporation);

  // The board answers both from arrays it keeps (Board.trackOf, Board.crossing).
  const tileOf = (hex: number) => view.trackOf(hex, corporation);
  const neighbour = (hex: number, edge: number) => view.crossing(hex, edge);

  // What the walk from one station has passed: a stop (its key) or a path
  // (hex * PATH_SLOTS + path) is passed when its mark equals `walk`, the number
  // of the current station's walk, so starting the next walk forgets them all
  // without clearing (and without allocating Sets per station).
  /** crossing: hex sides the walk is crossing out of right now (hex * 6 + side): a route never crosses one twice. */
  const { stopMarks, reachMarks, pathMarks, crossing, stopFacts } = marks;
  stopFacts.fill(0);
  crossing.fill(0);
  let walk = 0;
  /** The stops the walk from the current station reaches. */
  let fromStation: Set<number> | undefined;
  /** Set when onPath asks to stop. */
  let stopped = false;
  // stopFacts: per stop key, what the walk has learnt of it: REACHED, BLOCKS_KNOWN, BLOCKS (bits).

  /**
   * Walks on from stop `key` along each of its tracks. `converging`: the walk
   * came through converging track, so what it passes is forgotten on the way
   * back, for the other branches to use.
   */
  const walkStop = (key: number, converging: boolean) => {
    if (stopped || stopMarks[key] === walk) return;
    stopMarks[key] = walk;
    const hex = Math.floor(key / NODE_SLOTS);
    for (const p of tileOf(hex).shape.nodePaths[key - hex * NODE_SLOTS]!) walkPath(hex, p, -1, converging, key, converging);
    if (converging) stopMarks[key] = 0;
  };

  /** Whether side `end` (a path end; a node is never blocked) is a hex side the walk is crossing out of now. */
  const inUse = (hex: number, end: number) => !isNode(end) && crossing[hex * 6 + end] === 1;

  /** The path reaches the stop at path end `end` of `hex`: it is reached, and walked on from unless it blocks. */
  const reachStop = (hex: number, end: number, converging: boolean, origin: number, originConverging: boolean) => {
    const key = hex * NODE_SLOTS + end - NODE_BASE;
    // A stop is reached along many paths: the sets and nodeBlocks are asked once per stop.
    let facts = stopFacts[key]!;
    if (!(facts & REACHED) && !nodes.has(key)) {
      nodes.add(key);
      if (!stopped && onReach?.(key)) stopped = true;
    }
    if (perStation && reachMarks[key] !== walk) {
      reachMarks[key] = walk;
      fromStation!.add(key);
      if (!stopped && onStop?.(fromStation!)) stopped = true;
    }
    if (!(facts & BLOCKS_KNOWN)) facts |= BLOCKS_KNOWN | (nodeBlocks(view, hex, end - NODE_BASE, corporation) ? BLOCKS : 0);
    stopFacts[key] = facts | REACHED;
    if (key !== origin && !(facts & BLOCKS)) walkStop(key, originConverging || converging);
  };

  /** The path leaves `hex` across side `end`: the walk runs each path of the hex across that starts there. */
  const crossSide = (hex: number, end: number, converging: boolean, origin: number, originConverging: boolean) => {
    const onward = converging || tileOf(hex).shape.edgePaths[end]!.length > 1; // track converges at that side
    const next = neighbour(hex, end);
    if (next < 0) return;
    const side = oppositeEdge(end);
    entered[next]! |= 1 << side;
    crossing[hex * 6 + end] = 1;
    for (const q of tileOf(next).shape.edgePaths[side]!) walkPath(next, q, side, onward, origin, originConverging);
    crossing[hex * 6 + end] = 0;
  };

  /**
   * Runs path `p` of `hex`, entered at side `from` (-1: from a stop), then the
   * stops it reaches and the track across its other sides. `origin` is the stop
   * this stretch of track started from, `originConverging` its flag. Each step
   * takes the path's two ends in the order a, b (the order decides what a walk
   * passes first).
   */
  const walkPath = (hex: number, p: number, from: number, converging: boolean, origin: number, originConverging: boolean): void => {
    const pathKey = hex * PATH_SLOTS + p;
    if (stopped || pathMarks[pathKey] === walk) return;
    const { a, b } = tileOf(hex).shape.paths[p]!;
    if (inUse(hex, a) || inUse(hex, b)) return;
    pathMarks[pathKey] = walk;
    if (onPath?.(hex, p)) stopped = true;
    if (stopped) return;

    hexes[hex] = 1;
    if (!isNode(a)) reachSide(edges, hex, a, neighbour(hex, a));
    if (!isNode(b)) reachSide(edges, hex, b, neighbour(hex, b));
    if (untilMask && edges[untilHex]! & untilMask) return void (stopped = true);
    if (isNode(a)) reachStop(hex, a, converging, origin, originConverging);
    if (isNode(b)) reachStop(hex, b, converging, origin, originConverging);
    if (!isNode(a) && a !== from) crossSide(hex, a, converging, origin, originConverging);
    if (!isNode(b) && b !== from) crossSide(hex, b, converging, origin, originConverging);
    if (converging) pathMarks[pathKey] = 0;
  };

  const from = station === undefined ? stations : [station];
  // Looking for one hex: the walks from the stations nearest it first (each station's walk reaches what it reaches whatever the order).
  if (untilSides && view.distance && from.length > 1) {
    const away = (key: number) => view.distance!(Math.floor(key / NODE_SLOTS), untilHex);
    from.sort((a, b) => away(a) - away(b));
  }
  for (const key of from) {
    // It may build on any side of a hex where it has a station.
    const hex = Math.floor(key / NODE_SLOTS);
    hexes[hex] = 1;
    for (let e = 0; e < 6; e++) if (neighbour(hex, e) >= 0) edges[hex]! |= 1 << e;
    nodes.add(key);
    if (!stopped && onReach?.(key)) stopped = true;
    if (untilMask && edges[untilHex]! & untilMask) stopped = true;
  }
  const byStation: Set<number>[] = [];
  try {
    for (const key of from) {
      if (stopped) break;
      walk = nextWalk(marks);
      // The other stations are walked from on their own.
      for (const s of stations) if (s !== key) stopMarks[s] = walk;
      reachMarks[key] = walk;
      if (perStation) {
        fromStation = new Set([key]);
        byStation.push(fromStation);
        if (onStop?.(fromStation)) stopped = true;
      }
      walkStop(key, false);
      if (stopped) break;
    }
  } finally {
    marks.inUse = false;
  }
  return { edges, nodes, hexes, entered, byStation };
}

/**
 * What the stations reach when a train may turn back at any hex side: a
 * breadth-first search over "entering hex h across side e" and over stops
 * (each expanded once), linear in the track on the map.
 */
function reachByBacktracking(view: TrackView, corporation: string, station?: number, onReach?: (stop: number) => boolean | void): CorporationGraph {
  const n = view.hexCount;
  const marks = takeMarks(n);
  const [edges, hexes, into] = perHexArrays(marks, n, onReach !== undefined);
  const nodes = new Set<number>();
  // entered: per hex side (hex * 6 + side), whether the search has entered the hex there.
  // ranOut: per stop key, the paths (bit mask) already run out of it.
  const { crossing: entered, ranOut } = marks;
  entered.fill(0);
  ranOut.fill(0);
  const tileOf = (hex: number) => view.trackOf(hex, corporation);
  const neighbour = (hex: number, edge: number) => view.crossing(hex, edge);
  // Work list of triples: [ENTER, hex, side] or [LEAVE, hex, node * 32 + path].
  const ENTER = 0;
  const LEAVE = 1;
  const queue: number[] = [];
  /** Set when onReach asks to stop. */
  let stopped = false;

  /** A train reaches `node` of `hex` along path `via` (-1: it starts there). */
  const arrive = (hex: number, node: number, via: number) => {
    const key = hex * NODE_SLOTS + node;
    if (!nodes.has(key)) {
      nodes.add(key);
      if (!stopped && onReach?.(key)) stopped = true;
    }
    if (via >= 0 && nodeBlocks(view, hex, node, corporation)) return;
    let mask = ranOut[key]!;
    for (const p of tileOf(hex).shape.nodePaths[node]!) {
      // It may leave by any other track, never back the way it came (7.4.2).
      if (p === via || mask & (1 << p)) continue;
      mask |= 1 << p;
      queue.push(LEAVE, hex, node * 32 + p);
    }
    ranOut[key] = mask;
  };

  /** Runs path `p` of `hex` from end `from` to its other end. */
  const run = (hex: number, p: number, from: number) => {
    const path = tileOf(hex).shape.paths[p]!;
    hexes[hex] = 1;
    if (!isNode(path.a)) reachSide(edges, hex, path.a, neighbour(hex, path.a));
    if (!isNode(path.b)) reachSide(edges, hex, path.b, neighbour(hex, path.b));
    const other = path.a === from ? path.b : path.a;
    if (isNode(other)) {
      arrive(hex, other - NODE_BASE, p);
      return;
    }
    if (!entered[hex * 6 + other]) {
      // Turning back at this side: any track of the hex that meets it.
      entered[hex * 6 + other] = 1;
      queue.push(ENTER, hex, other);
    }
    const next = neighbour(hex, other);
    if (next < 0) return;
    const side = oppositeEdge(other);
    into[next]! |= 1 << side;
    if (entered[next * 6 + side]) return;
    entered[next * 6 + side] = 1;
    queue.push(ENTER, next, side);
  };

  try {
    // Start at every station of the corporation (or the one asked for); it may
    // build on any side of a hex where it has a station.
    for (const key of station === undefined ? stationsOf(view, corporation) : [station]) {
      const hex = Math.floor(key / NODE_SLOTS);
      hexes[hex] = 1;
      for (let e = 0; e < 6; e++) if (neighbour(hex, e) >= 0) edges[hex]! |= 1 << e;
      arrive(hex, key % NODE_SLOTS, -1);
    }

    while (queue.length > 0 && !stopped) {
      const c = queue.pop()!;
      const b = queue.pop()!;
      const kind = queue.pop()!;
      if (kind === ENTER) {
        for (const p of tileOf(b).shape.edgePaths[c]!) run(b, p, c);
      } else {
        const node = c >> 5;
        run(b, c & 31, NODE_BASE + node);
      }
    }
  } finally {
    marks.inUse = false;
  }
  return { edges, nodes, hexes, entered: into };
}
