// Tiles: the geometry of a tile definition (or of a hex's printed content)
// at each of its six rotations, a tile as placed on the map, and the checks
// of an upgrade that depend only on the two tiles (1830 7.2.1, 7.2.2).
//
// Geometry. A tile has nodes (its stops) numbered cities first, then towns,
// then the off-board area: "c0", "c1", "t0", "o0" in the title data become
// nodes 0, 1, 2, 3 of a tile with two cities and a town. On every tile of
// 1830 this is also 18xx.games' part index, which its logs use for stops
// ("I15-0") and cities ("57-0-0"). A path end is an edge 0..5 or 6 + node.

import type { BoardRules } from "./board-rules.ts";
import { rotateEdge } from "./hex.ts";
import type { Color, PhaseRevenue, TileContent, TileDef } from "./title.ts";

export type NodeKind = "city" | "town" | "offboard";

/**
 * A node of a tile: a stop (city, town, off-board area) or a track station (1830 V-7.5): a
 * railroad's station on a hex without a city, a node in the middle of a path between two hex
 * sides, which the board puts there for that railroad's trains alone (Board.trackOf). Its
 * trains may count it as a city or pass it (trackStationKind).
 */
export interface TileNode {
  readonly kind: NodeKind | "trackStation";
  /** Index among the nodes of its kind: city 0, city 1, town 0, ... */
  readonly index: number;
}

/** 1830 V-7.5: a track station counts "as a city on its route": the kind train rules and title hooks see. */
export function stopKind(node: TileNode): NodeKind {
  return node.kind === "trackStation" ? "city" : node.kind;
}

/** Path ends at or above this value are nodes (end - NODE_BASE). */
export const NODE_BASE = 6;

/** A path joins two ends; at rotation r its edge ends are already turned. */
export interface TilePath {
  readonly a: number;
  readonly b: number;
}

/** A tile's geometry at one rotation. */
export interface TileShape {
  readonly rotation: number;
  readonly paths: readonly TilePath[];
  /** Bit e set when some path leaves by edge e. */
  readonly exits: number;
  /** For each edge, the paths that end there. */
  readonly edgePaths: readonly (readonly number[])[];
  /** For each node, the paths that end there. */
  readonly nodePaths: readonly (readonly number[])[];
  /** For each node, the edges its paths leave by (bit mask). */
  readonly nodeExits: readonly number[];
}

/** Tile colours in upgrade order (1830 7.2: tan/white, yellow, green, brown, gray). */
export const COLOR_ORDER: readonly Color[] = ["white", "yellow", "green", "brown", "gray"];

/** Hex colours that never take a tile and that track may only enter where they have track (1830 7.2.1 #2). */
export const FIXED_COLORS: ReadonlySet<Color> = new Set<Color>(["red", "gray", "blue"]);

export function isNode(end: number): boolean {
  return end >= NODE_BASE;
}

/** Bit mask -> edge list, ascending. */
export function edgesOf(mask: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < 6; e++) if (mask & (1 << e)) out.push(e);
  return out;
}

/**
 * A tile definition, or the printed content of a hex, with its geometry at
 * every rotation computed once.
 */
export class TileType {
  readonly name: string;
  readonly content: TileContent;
  /** Tile names that may replace this one; undefined for printed content without a list of its own. */
  readonly upgrades: ReadonlySet<string> | undefined;
  /** Copies in the game; undefined: unlimited. */
  readonly count: number | undefined;
  /** The only rotations it may be laid at (TileDef.rotations); undefined: any. */
  readonly rotations: readonly number[] | undefined;
  readonly nodes: readonly TileNode[];
  readonly cityCount: number;
  readonly townCount: number;
  readonly shapes: readonly TileShape[];
  /** With a track station (withTrackStation): its revenue; each path is then one of the original tile's (sourcePaths). */
  readonly trackStationRevenue: number | undefined;
  /** With a track station: for each path, the index of the original tile's path it is (half of). */
  readonly sourcePaths: readonly number[] | undefined;

  constructor(
    name: string,
    content: TileContent,
    opts: { upgrades?: readonly string[]; count?: number; rotations?: readonly number[]; trackStation?: number } = {},
  ) {
    this.name = name;
    this.content = content;
    this.upgrades = opts.upgrades ? new Set(opts.upgrades) : undefined;
    this.count = opts.count;
    this.rotations = opts.rotations;
    this.cityCount = content.cities?.length ?? 0;
    this.townCount = content.towns?.length ?? 0;
    const nodes: TileNode[] = [];
    for (let i = 0; i < this.cityCount; i++) nodes.push({ kind: "city", index: i });
    for (let i = 0; i < this.townCount; i++) nodes.push({ kind: "town", index: i });
    if (content.offboard) nodes.push({ kind: "offboard", index: 0 });
    let base = content.paths.map((p) => this.parsePath(p));
    this.trackStationRevenue = opts.trackStation;
    this.sourcePaths = undefined;
    if (opts.trackStation !== undefined) {
      // 1830 V-7.5: the station sits on every track between two sides of the hex, a node of its own on
      // each (one node per path, so that a train still runs only along the track it is on).
      const split: TilePath[] = [];
      const source: number[] = [];
      base.forEach((p, i) => {
        if (isNode(p.a) || isNode(p.b)) {
          split.push(p);
          source.push(i);
          return;
        }
        const node = NODE_BASE + nodes.length;
        nodes.push({ kind: "trackStation", index: nodes.length - this.cityCount - this.townCount - (content.offboard ? 1 : 0) });
        split.push({ a: p.a, b: node }, { a: node, b: p.b });
        source.push(i, i);
      });
      // 1830 V-7.6: a station space on a hex without track (the RDR's G-15) is a station no track reaches yet:
      // one node of its own, so that its owner builds from it (7.2.1 #1), until a tile gives it track.
      if (!nodes.some((n) => n.kind === "trackStation")) {
        nodes.push({ kind: "trackStation", index: 0 });
      }
      base = split;
      this.sourcePaths = source;
    }
    this.nodes = nodes;
    const shapes: TileShape[] = [];
    for (let r = 0; r < 6; r++) shapes.push(this.shapeAt(base, r));
    this.shapes = shapes;
  }

  static fromDef(def: TileDef): TileType {
    return new TileType(def.name, def, { upgrades: def.upgrades ?? [], count: def.count, rotations: def.rotations });
  }

  /** This tile as the owner of a track station on it runs it (1830 V-7.5): every path between two sides split at a station node worth `revenue`. */
  withTrackStation(revenue: number): TileType {
    return new TileType(this.name, this.content, { count: this.count, rotations: this.rotations, trackStation: revenue });
  }

  get color(): Color {
    return this.content.color;
  }

  get label(): string | undefined {
    return this.content.label;
  }

  /** Node number of city i. */
  cityNode(i: number): number {
    return i;
  }

  /** City index of node n, or -1 if it is no city. */
  cityOf(node: number): number {
    return node < this.cityCount ? node : -1;
  }

  /** The number the log's city ids name city i by (TileContent.cityParts). */
  cityPart(i: number): number {
    return this.content.cityParts?.[i] ?? this.cityNode(i);
  }

  /** The city a log's city id names by this number, or -1. */
  cityOfPart(part: number): number {
    const parts = this.content.cityParts;
    return parts ? parts.indexOf(part) : this.cityOf(part);
  }

  /** The revenue of node n; off-board areas (and cities valued by phase) take the phase's colour. */
  revenue(node: number, offboardColor: keyof PhaseRevenue): number {
    const n = this.nodes[node]!;
    if (n.kind === "city") {
      const city = this.content.cities![n.index]!;
      return city.phaseRevenue ? offboardRevenue(city.phaseRevenue, offboardColor) : city.revenue;
    }
    if (n.kind === "town") {
      const town = this.content.towns![n.index]!;
      return town.phaseRevenue ? offboardRevenue(town.phaseRevenue, offboardColor) : town.revenue;
    }
    if (n.kind === "trackStation") return this.trackStationRevenue!;
    return offboardRevenue(this.content.offboard!, offboardColor);
  }

  private parseEnd(s: string, path: string): number {
    if (/^[0-5]$/.test(s)) return Number(s);
    const m = /^([cto])(\d+)$/.exec(s);
    if (m) {
      const i = Number(m[2]);
      if (m[1] === "c" && i < this.cityCount) return NODE_BASE + i;
      if (m[1] === "t" && i < this.townCount) return NODE_BASE + this.cityCount + i;
      if (m[1] === "o" && i === 0 && this.content.offboard) return NODE_BASE + this.cityCount + this.townCount;
    }
    throw new Error(`tile ${this.name}: bad path end "${s}" in "${path}"`);
  }

  private parsePath(path: string): TilePath {
    const parts = path.split("-");
    if (parts.length !== 2) throw new Error(`tile ${this.name}: bad path "${path}"`);
    return { a: this.parseEnd(parts[0]!, path), b: this.parseEnd(parts[1]!, path) };
  }

  private shapeAt(base: readonly TilePath[], rotation: number): TileShape {
    const turn = (end: number) => (isNode(end) ? end : rotateEdge(end, rotation));
    const paths = base.map((p) => ({ a: turn(p.a), b: turn(p.b) }));
    const edgePaths: number[][] = [[], [], [], [], [], []];
    const nodePaths: number[][] = this.nodes.map(() => []);
    const nodeExits: number[] = this.nodes.map(() => 0);
    let exits = 0;
    paths.forEach((p, i) => {
      for (const end of [p.a, p.b]) {
        if (isNode(end)) nodePaths[end - NODE_BASE]!.push(i);
        else {
          edgePaths[end]!.push(i);
          exits |= 1 << end;
        }
      }
      // A node's exits: the edges of the paths that reach it directly.
      if (isNode(p.a) && !isNode(p.b)) nodeExits[p.a - NODE_BASE]! |= 1 << p.b;
      if (isNode(p.b) && !isNode(p.a)) nodeExits[p.b - NODE_BASE]! |= 1 << p.a;
    });
    return { rotation, paths, exits, edgePaths, nodePaths, nodeExits };
  }
}

/** An off-board revenue in a phase colour; a colour missing in the data takes the next lower one given. */
export function offboardRevenue(rev: PhaseRevenue, color: keyof PhaseRevenue): number {
  const order: (keyof PhaseRevenue)[] = ["yellow", "green", "brown", "gray"];
  for (let i = order.indexOf(color); i >= 0; i--) {
    const v = rev[order[i]!];
    if (v !== undefined) return v;
  }
  for (const c of order) if (rev[c] !== undefined) return rev[c]!;
  return 0;
}

/** A tile on the map: a tile type at a rotation, the physical copy it is. */
export class PlacedTile {
  constructor(
    readonly type: TileType,
    readonly rotation: number,
    /** The copy's id as in 18xx.games logs ("57-0"); for printed content, the reference's id ("G19-0", "city-0"). */
    readonly id: string,
    /** True for what is printed on the map, false for a laid tile. */
    readonly printed: boolean,
  ) {}

  get name(): string {
    return this.type.name;
  }

  get color(): Color {
    return this.type.color;
  }

  get label(): string | undefined {
    return this.type.label;
  }

  get shape(): TileShape {
    return this.type.shapes[this.rotation]!;
  }

  get cities(): readonly { revenue: number; slots: number }[] {
    return this.type.content.cities ?? [];
  }

  get towns(): readonly { revenue: number }[] {
    return this.type.content.towns ?? [];
  }

  get offboard(): PhaseRevenue | undefined {
    return this.type.content.offboard;
  }

  /** The edges track leaves by, ascending. */
  get exits(): number[] {
    return edgesOf(this.shape.exits);
  }

  /** The paths at this rotation, written as in the title data ("0-c0"). */
  get paths(): string[] {
    const t = this.type;
    const end = (e: number) => {
      if (!isNode(e)) return String(e);
      const n = t.nodes[e - NODE_BASE]!;
      return `${n.kind === "city" ? "c" : n.kind === "town" ? "t" : n.kind === "trackStation" ? "s" : "o"}${n.index}`;
    };
    return this.shape.paths.map((p) => `${end(p.a)}-${end(p.b)}`);
  }
}

// ---------------------------------------------------------------------------
// Upgrades: the checks that depend only on the old tile and the new one.
// ---------------------------------------------------------------------------

export interface TileProblem {
  rule: keyof BoardRules;
  message: string;
}

/**
 * Checks that do not depend on the rotation: colour, the upgrade list, label,
 * cities and towns. `futureLabel` is a label the hex takes on with a tile of
 * its colour (HexDef.futureLabel): such a tile must carry it instead of the
 * old tile's.
 */
export function upgradeTypeProblem(old: PlacedTile, next: TileType, futureLabel?: { label: string; color: Color }): TileProblem | null {
  const from = COLOR_ORDER.indexOf(old.color);
  if (from < 0) return { rule: "notTileable", message: `a ${old.color} hex takes no tile` };
  if (COLOR_ORDER.indexOf(next.color) !== from + 1) {
    return {
      rule: "tileColor",
      message: `a ${next.color} tile cannot replace ${old.printed ? `a ${old.color} hex` : `${old.color} tile #${old.name}`}; only ${COLOR_ORDER[from + 1] ?? "no"} tiles can`,
    };
  }
  if (old.type.upgrades && !old.type.upgrades.has(next.name)) {
    const list = [...old.type.upgrades];
    return {
      rule: "upgradeList",
      message: `tile #${old.name} can be upgraded only to ${list.length ? list.map((n) => `#${n}`).join(", ") : "nothing"}, not #${next.name}`,
    };
  }
  const label = futureLabel && futureLabel.color === next.color ? futureLabel.label : old.label;
  if ((label ?? "") !== (next.label ?? "")) {
    return {
      rule: "label",
      message: label
        ? `the hex is labelled ${label}${label !== old.label ? ` from ${futureLabel!.color} on` : ""}; tile #${next.name} ${next.label ? `is labelled ${next.label}` : "has no label"}`
        : `tile #${next.name} is labelled ${next.label} and fits only a hex with that label`,
    };
  }
  // A labelled city's tiles are drawn for it and may have more or fewer cities than the
  // tile before (two cities becoming one; a city of four, then six, then four cities);
  // towns merge only where the tile manifest says so (two towns becoming one).
  const labelled = old.label !== undefined && next.label !== undefined;
  const townsMerge = next.townCount < old.type.townCount && old.type.upgrades?.has(next.name);
  if ((old.type.cityCount !== next.cityCount && !labelled) || (old.type.townCount !== next.townCount && !townsMerge)) {
    const describe = (c: number, t: number) =>
      c + t === 0 ? "no city" : [c ? `${c} large ${c === 1 ? "city" : "cities"}` : "", t ? `${t} small ${t === 1 ? "city" : "cities"}` : ""].filter(Boolean).join(" and ");
    return {
      rule: "cityCount",
      message: `tile #${next.name} has ${describe(next.cityCount, next.townCount)}, the hex ${describe(old.type.cityCount, old.type.townCount)}`,
    };
  }
  return null;
}

/** Whether the node (path end) is a city or town of a kind the new tile has fewer of (they merge). */
function mergedKind(oldType: TileType, newType: TileType, end: number): boolean {
  const kind = oldType.nodes[end - NODE_BASE]!.kind;
  if (kind === "city") return newType.cityCount < oldType.cityCount;
  if (kind === "town") return newType.townCount < oldType.townCount;
  return false;
}

function endsMatch(oldType: TileType, a: number, newType: TileType, b: number): boolean {
  if (isNode(a) !== isNode(b)) return false;
  if (!isNode(a)) return a === b;
  return oldType.nodes[a - NODE_BASE]!.kind === newType.nodes[b - NODE_BASE]!.kind;
}

/**
 * Matches each node of the old tile that has track to a distinct node of the
 * same kind on the new tile whose exits include all of its exits (stations
 * keep their connections, 1830 7.2.2 #4; fixed OO cities, V-7.9).
 * Returns old node -> new node (-1 for old nodes without track), or null.
 */
function matchNodes(oldType: TileType, oldShape: TileShape, newType: TileType, newShape: TileShape, joinCities = false, splitCities = false): number[] | null {
  const n = oldType.nodes.length;
  const result: number[] = new Array(n).fill(-1);
  const used = new Set<number>();
  // Where the new tile has fewer cities (towns), several old ones may become one.
  // joinCities: 1830 V-7.9 variable OO cities, one new city may take the track of both old ones.
  const merging = { city: joinCities || newType.cityCount < oldType.cityCount, town: newType.townCount < oldType.townCount, offboard: false, trackStation: false };
  const assign = (i: number): boolean => {
    if (i === n) return true;
    const exits = oldShape.nodeExits[i]!;
    if (exits === 0 && oldShape.nodePaths[i]!.length === 0) return assign(i + 1);
    const kind = oldType.nodes[i]!.kind;
    for (let j = 0; j < newType.nodes.length; j++) {
      if (newType.nodes[j]!.kind !== kind) continue;
      const shared = used.has(j);
      if (shared && !merging[kind]) continue;
      if ((newShape.nodeExits[j]! & exits) !== exits) continue;
      used.add(j);
      result[i] = j;
      if (assign(i + 1)) return true;
      if (!shared) used.delete(j);
      result[i] = -1;
    }
    // TileContent.citySplits: the old city's exits spread over the new cities (taken as the first that has one).
    if (splitCities && kind === "city") {
      let union = 0;
      let first = -1;
      newType.nodes.forEach((node, j) => {
        if (node.kind !== "city") return;
        union |= newShape.nodeExits[j]!;
        if (first < 0 && (newShape.nodeExits[j]! & exits) !== 0) first = j;
      });
      if ((union & exits) === exits && first >= 0) {
        result[i] = first;
        if (assign(i + 1)) return true;
        result[i] = -1;
      }
    }
    return false;
  };
  return assign(0) ? result : null;
}

/**
 * Checks at a rotation: every old path kept, every city and town keeping its track. `joinCities`:
 * one city of the new tile may take the track of two old ones (1830 V-7.9 variable OO cities).
 */
export function upgradeRotationProblem(old: PlacedTile, next: TileType, rotation: number, joinCities = false): TileProblem | null {
  if (next.rotations && !next.rotations.includes(rotation)) {
    return { rule: "keepCities", message: `tile #${next.name} may only be laid at rotation ${next.rotations.join(" or ")}` };
  }
  const oldShape = old.shape;
  const newShape = next.shapes[rotation]!;
  if ((oldShape.exits & newShape.exits) !== oldShape.exits) {
    return {
      rule: "keepTrack",
      message: `tile #${next.name} at rotation ${rotation} drops the track to edge ${edgesOf(oldShape.exits & ~newShape.exits).join(", ")}`,
    };
  }
  for (const p of oldShape.paths) {
    // Track joining two cities (towns) that the new tile merges into one is gone with them.
    if (isNode(p.a) && isNode(p.b) && mergedKind(old.type, next, p.a) && mergedKind(old.type, next, p.b)) continue;
    const kept = newShape.paths.some(
      (q) =>
        (endsMatch(old.type, p.a, next, q.a) && endsMatch(old.type, p.b, next, q.b)) ||
        (endsMatch(old.type, p.a, next, q.b) && endsMatch(old.type, p.b, next, q.a)),
    );
    if (!kept) {
      return { rule: "keepTrack", message: `tile #${next.name} at rotation ${rotation} does not keep all the track of #${old.name}` };
    }
  }
  if (!matchNodes(old.type, oldShape, next, newShape, joinCities || !!next.content.joinsCities, citySplit(old.type, next))) {
    return {
      rule: "keepCities",
      message: `tile #${next.name} at rotation ${rotation} does not keep each city of #${old.name} connected to its own track`,
    };
  }
  return null;
}

/** Whether the upgrade divides the old tile's city among more cities (TileContent.citySplits). */
export function citySplit(old: TileType, next: TileType): boolean {
  return !!old.content.citySplits && next.cityCount >= old.cityCount;
}

/**
 * Where each city of the old tile goes on the new one (old city index -> new
 * city index), as 18xx.games moves stations and home reservations: by index
 * when the old cities have no track, otherwise to the new city that keeps the
 * old city's exits; cities left over keep their index if it is free.
 */
export function cityMap(old: PlacedTile, next: PlacedTile): number[] {
  const oldT = old.type;
  const newT = next.type;
  const out: number[] = new Array(oldT.cityCount).fill(-1);
  const oldHasExits = old.shape.nodeExits.some((m, i) => m !== 0 && oldT.nodes[i]!.kind === "city");
  if (!oldHasExits && oldT.cityCount === newT.cityCount) {
    return out.map((_, i) => i);
  }
  const matched = matchNodes(oldT, old.shape, newT, next.shape);
  const taken = new Set<number>();
  for (let c = 0; c < oldT.cityCount; c++) {
    let target = matched ? matched[oldT.cityNode(c)]! : -1;
    if (target < 0 && !matched) {
      // No consistent matching (never for a legal upgrade): first city with the old exits.
      const exits = old.shape.nodeExits[c]!;
      if (exits) target = newT.nodes.findIndex((n, j) => n.kind === "city" && (next.shape.nodeExits[j]! & exits) === exits);
    }
    if (target >= 0) {
      out[c] = newT.cityOf(target);
      taken.add(out[c]!);
    }
  }
  for (let c = 0; c < oldT.cityCount; c++) {
    if (out[c]! >= 0) continue;
    let target = c < newT.cityCount && !taken.has(c) ? c : -1;
    if (target < 0) for (let j = 0; j < newT.cityCount; j++) if (!taken.has(j)) { target = j; break; }
    out[c] = target;
    if (target >= 0) taken.add(target);
  }
  return out;
}

/**
 * Where each node of the old tile goes on the new one (old node -> new node, -1 for none):
 * cities as stations go (cityMap), towns to the town of the same index, or the one town
 * they merge into.
 */
export function nodeMap(old: PlacedTile, next: PlacedTile): number[] {
  const cities = cityMap(old, next);
  return old.type.nodes.map((n) => {
    if (n.kind === "city") return cities[n.index]! < 0 ? -1 : next.type.cityNode(cities[n.index]!);
    if (n.kind === "town" && next.type.townCount > 0) return next.type.cityCount + Math.min(n.index, next.type.townCount - 1);
    return n.kind === "offboard" ? next.type.nodes.findIndex((m) => m.kind === "offboard") : -1;
  });
}

/**
 * The paths of the new tile (indices into its shape's paths) that are new track: not a path of
 * the old tile with its cities and towns where nodeMap takes them (1830 V-7.7 closed track placement).
 */
export function newPaths(old: PlacedTile, next: PlacedTile): number[] {
  const map = nodeMap(old, next);
  const end = (e: number) => (!isNode(e) ? e : map[e - NODE_BASE]! < 0 ? -1 : NODE_BASE + map[e - NODE_BASE]!);
  const kept = new Set(old.shape.paths.map((p) => [end(p.a), end(p.b)].sort((x, y) => x - y).join()));
  const out: number[] = [];
  next.shape.paths.forEach((q, i) => {
    if (!kept.has([q.a, q.b].sort((x, y) => x - y).join())) out.push(i);
  });
  return out;
}

/** What a tile pays out: the revenue of its cities and towns (1830 V-7.7 hybrid track placement). */
export function tileRevenue(type: TileType): number {
  return (type.content.cities ?? []).reduce((t, c) => t + c.revenue, 0) + (type.content.towns ?? []).reduce((t, c) => t + c.revenue, 0);
}

/**
 * The rotations that look different: of two rotations whose paths are the same (a symmetric tile such as #9
 * or #57, turned half-way round), only the first. Each is still legal; the choice offered once is enough.
 */
export function distinctRotations(type: TileType, rotations: readonly number[]): number[] {
  const seen = new Set<string>();
  return rotations.filter((r) => {
    const paths = type.shapes[r]!.paths.map((p) => [p.a, p.b].sort((x, y) => x - y).join("-")).sort().join();
    if (seen.has(paths)) return false;
    seen.add(paths);
    return true;
  });
}
