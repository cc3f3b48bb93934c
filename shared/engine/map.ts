// The board: the tile on every hex (printed or laid), the tiles still in the
// box, the station tokens in every city, and the rules of laying tiles
// (1830 7.2), placing stations (7.3) and running routes (7.4, via route.ts).
//
// State is plain data (`BoardState`): the laid tiles by hex and the tokens by
// hex and city. Everything else (geometry, neighbours, tile types) is
// computed once per title and shared by every Board of that title.
//
// Ids follow the 18xx.games logs:
// - a tile copy is "<name>-<n>" with n counting copies of that tile from 0
//   ("57-0", "57-1"); an upgraded tile goes back to the box;
// - a city is "<tile id>-<city index>" ("57-0-0", "59-1-1"); on a hex whose
//   printed content is still in place the tile id is the reference's id of
//   the printed tile: its hex ("D14-0", "G19-0"), or "city-<n>", "town-<n>",
//   "blank-<n>" for plain printed hexes (see printedTileIds);
// - a stop is "<hex>-<node index>" ("I15-0", "F20-1"), nodes numbered
//   cities first, then towns, then the off-board area.

import { RULES_1830, type BoardRules } from "./board-rules.ts";
import { GameError } from "./errors.ts";
import { computeGraph, NODE_SLOTS, nodeBlocks, stationsOf, type CorporationGraph, type TrackView } from "./graph.ts";
import { defaultAxes, HexGrid, oppositeEdge, type Axes } from "./hex.ts";
import { validateRoutes as checkRoutes, type LogRoute, type RouteHooks, type RouteResult, type RouteStop, type RouteTrain } from "./route.ts";
import {
  cityMap,
  citySplit,
  edgesOf,
  FIXED_COLORS,
  isNode,
  NODE_BASE,
  newPaths,
  nodeMap,
  PlacedTile,
  tileRevenue,
  TileType,
  upgradeRotationProblem,
  upgradeTypeProblem,
  type TileProblem,
} from "./tile.ts";
import type { Color, HexDef, PhaseRevenue, TitleData } from "./title.ts";

export interface BoardState {
  /** Laid tiles by hex: the copy's id ("57-1") and its rotation. */
  tiles: Record<string, { tile: string; rotation: number }>;
  /** Station tokens by hex (only hexes with a token): per city of the current tile, its slots. */
  tokens: Record<string, (string | null)[][]>;
  /** River sides already crossed and paid for, as "hex:edge" (HexDef.borders of type "water"). */
  bridged?: string[];
  /** Sides closed during the game (Board.closeBorders), as "hex:edge". */
  closed?: string[];
  /** Track stations (1830 V-7.5, HexDef.homeSpace) by hex: the railroad whose station it is. */
  trackStations?: Record<string, string>;
}

export interface BoardOptions {
  /** Rule citations for error messages (default: the 1830 rule book). */
  rules?: Partial<BoardRules>;
  /** Coordinate axes, when the title differs from 18xx.games' default for its layout (e.g. x number, y letter). */
  axes?: Axes;
  /** What the title adds to a route's revenue (a bonus for certain routes). */
  routes?: RouteHooks;
}

export interface TileLay {
  corporation: string;
  hex: string;
  tileId: string;
  rotation: number;
  phaseColors: readonly Color[];
  /** False for private abilities that lay without a connection (1830 CS, DH). */
  connected: boolean;
  /** Hexes blocked by private companies owned by players (1830 7.2.1 #4). */
  blockedHexes: ReadonlySet<string>;
  /** The phases reached so far, for hexes closed until a phase (HexDef.closedUntilPhase). */
  phasesReached?: ReadonlySet<string>;
  /** A private company's lay for the corporation (its ability): 18xx.games' track placement
   *  ("newTrackOrValue") does not check it. */
  byCompany?: boolean;
  /** Printed terrain of this kind costs the corporation nothing (a private's "terrainDiscount"). */
  freeTerrain?: string;
  /** Terrain of this kind, and hex sides of it, cost this much less each (a private's discount; TBC in 1846). */
  terrainDiscount?: { kind: string; amount: number };
  /** A private's special tile, which may go on a hex of another label or none ("extraTileLay" anyLabel). */
  anyLabel?: boolean;
}

/** A river side a tile lay connects across for the first time. */
export interface Crossing {
  hex: string;
  edge: number;
  type: "water" | "mountain";
  cost: number;
}

export interface LayResult {
  /** River sides this lay crossed for the first time; they are bridged from now on. */
  crossings: Crossing[];
  /** The id of the laid tile that went back to the box, or null. */
  returned: string | null;
  /** Where each city of the replaced tile went (old index -> new index), for reservations. */
  cityMap: number[];
  /** Stations taken off because their city is only now decided (a trackless tile with
   *  several cities replaced by one with track, e.g. ERIE's home on E11): their owners
   *  place them again on this hex, free and without a connection. */
  lifted: { corporation: string; hex: string; byOwner?: boolean }[];
}

/**
 * Home reservations: "hex:city" -> the corporations whose home station it is and
 * which have not placed it yet (one slot of that city is kept for each); a key that
 * is just "hex" reserves the whole hex (1830: ERIE's E11, V-7.3), or one of its
 * free circles for each corporation named (TitleData.hexReservation "slot"), so a
 * hex may be kept for several (18xx.games' Wien for the SD and the KK).
 */
export type Reservations = ReadonlyMap<string, readonly string[]>;

export interface TokenOptions {
  reserved: Reservations;
  /** False for home stations and abilities that place without a connection (1830 DH). */
  needsConnection: boolean;
  /** Whose station it is, when not the placing corporation's: a neutral station
   *  placed by a corporation belongs to the owner of neutral stations. */
  owner?: string;
}

// ---------------------------------------------------------------------------
// What is computed once per title
// ---------------------------------------------------------------------------

interface TitleBoard {
  grid: HexGrid;
  hexes: readonly HexDef[];
  printed: readonly PlacedTile[];
  /** Printed tile id -> hex index. */
  printedIds: ReadonlyMap<string, number>;
  types: ReadonlyMap<string, TileType>;
  /** Tile types in the order of the title's manifest. */
  typeList: readonly TileType[];
  /** impassable[h * 6 + e]: side e of hex h is a lake shore or closed border. */
  impassable: Uint8Array;
  /** riverCost[h * 6 + e]: the cost of the first connection across side e of hex h (0: no river). */
  riverCost: Int32Array;
  /** The sides of riverCost that are mountain sides (a tunnel) rather than rivers. */
  tunnel: Uint8Array;
  /** Owners of neutral stations, which never block a city. */
  neutral: ReadonlySet<string>;
  /** Successors by old tile type passing the rotation-free checks (filled lazily). */
  successors: Map<TileType, TileType[]>;
  /** Tile types with a track station of this revenue (1830 V-7.5), by type (filled lazily). */
  stationTypes: Map<TileType, TileType>;
  /** Revenue groups by hex: the data's, or a track station's own (its nodes are one station, counted once). */
  groups: readonly (string | undefined)[];
  /** Whether a hex of the map pays a route for running in it (HexDef.runBonus). */
  runBonuses: boolean;
  /** The train types some off-board area pays its own value (TileContent.trainRevenue), or whose stops at the
   *  corporation's stations earn more (TrainDef.stationBonus). */
  trainRevenueNames: ReadonlySet<string>;
  /** TrainDef.stationBonus by train type. */
  stationBonuses: ReadonlyMap<string, number>;
}

const titleBoards = new WeakMap<TitleData, Map<string, TitleBoard>>();

function boardAxes(data: TitleData, options: BoardOptions): Axes {
  return options.axes ?? (data as TitleData & { axes?: Axes }).axes ?? defaultAxes(data.layout);
}

function titleBoard(data: TitleData, axes: Axes): TitleBoard {
  const key = `${axes.x},${axes.y}`;
  let byAxes = titleBoards.get(data);
  if (!byAxes) titleBoards.set(data, (byAxes = new Map()));
  const cached = byAxes.get(key);
  if (cached) return cached;
  const grid = new HexGrid(
    data.hexes.map((h) => h.coord),
    data.layout,
    axes,
  );
  const ids = printedTileIds(data.hexes, data.standardPrinted);
  const printed = data.hexes.map((h, i) => new PlacedTile(new TileType(h.coord, h.content, { upgrades: h.upgrades }), 0, ids[i]!, true));
  const printedIds = new Map<string, number>();
  ids.forEach((id, i) => printedIds.set(id, i));
  const types = new Map<string, TileType>();
  const typeList = data.tiles.map((def) => {
    const t = TileType.fromDef(def);
    if (types.has(def.name)) throw new Error(`tile ${def.name} is listed twice`);
    types.set(def.name, t);
    return t;
  });
  const impassable = new Uint8Array(data.hexes.length * 6);
  const riverCost = new Int32Array(data.hexes.length * 6);
  const tunnel = new Uint8Array(data.hexes.length * 6);
  data.hexes.forEach((h, i) => {
    for (const b of h.borders ?? []) {
      if (b.type === "water" || b.type === "mountain") riverCost[i * 6 + b.edge] = b.cost ?? 0;
      if (b.type === "mountain") tunnel[i * 6 + b.edge] = 1;
      if (b.type !== "impassable") continue;
      impassable[i * 6 + b.edge] = 1;
      const other = grid.neighbour(i, b.edge);
      if (other >= 0) impassable[other * 6 + oppositeEdge(b.edge)] = 1;
    }
  });
  const neutral = new Set(data.corporations.filter((c) => c.ownsNeutralStations).map((c) => c.sym));
  // 1830 V-7.5: the nodes of a track station are one station, which a route counts at most once.
  const groups = data.hexes.map((h) => h.group ?? (h.homeSpace ? `${h.homeSpace.corporation}'s station on ${h.coord}` : undefined));
  const stationBonuses = new Map(data.trains.flatMap((t) => (t.stationBonus ? [[t.name, t.stationBonus] as const] : [])));
  const tb: TitleBoard = {
    grid, hexes: data.hexes, printed, printedIds, types, typeList, impassable, riverCost, tunnel, neutral, successors: new Map(), stationTypes: new Map(), groups,
    runBonuses: data.hexes.some((h) => (h.runBonus ?? 0) !== 0),
    trainRevenueNames: new Set([
      ...[...data.hexes.map((h) => h.content), ...data.tiles].flatMap((c) => Object.keys(c.trainRevenue ?? {})),
      ...stationBonuses.keys(),
    ]),
    stationBonuses,
  };
  byAxes.set(key, tb);
  return tb;
}

/**
 * The ids 18xx.games gives the tiles printed on the map: a plain white hex is
 * a copy of its standard tile "blank", "city" or "town"; any other printed
 * content is a tile named after its hex. The copy index counts hexes with the
 * same printed content in the order of the map ("F4-0", "J14-1", "F22-2";
 * "city-0" for E19). This reproduces the reference wherever the map lists
 * hexes of equal content together, as 1830's does. A title whose map names
 * only some plain hexes after a standard tile lists those (`standard`, from
 * TitleData.standardPrinted, where plain cities are named after their hex: "F28-0").
 */
export function printedTileIds(
  hexes: readonly HexDef[],
  standard: readonly ("blank" | "city" | "town")[] = ["blank", "city", "town"],
): string[] {
  const seen = new Map<string, number>();
  return hexes.map((h) => {
    const c = h.content;
    const plain =
      c.color === "white" && !h.terrain && !(h.borders && h.borders.length) && !(h.marks && h.marks.length) && !c.label && c.paths.length === 0 && !c.offboard;
    const cities = c.cities ?? [];
    const towns = c.towns ?? [];
    let name: string | undefined;
    if (plain && cities.length === 0 && towns.length === 0) name = "blank";
    else if (plain && towns.length === 0 && cities.length === 1 && cities[0]!.revenue === 0 && cities[0]!.slots === 1) name = "city";
    else if (plain && cities.length === 0 && towns.length === 1 && towns[0]!.revenue === 0) name = "town";
    if (name && !(standard as readonly string[]).includes(name)) name = undefined;
    const signature = JSON.stringify([name ?? "", c, h.terrain ?? null, h.borders ?? null, h.group ?? null, h.tileable ?? null]);
    if (h.printedId) return h.printedId;
    const n = seen.get(signature) ?? 0;
    seen.set(signature, n + 1);
    return `${name ?? h.coord}-${n}`;
  });
}

function parseTileId(tileId: string): { name: string; index: number } | undefined {
  const m = /^(.+)-(\d+)$/.exec(tileId);
  if (!m) return undefined;
  return { name: m[1]!, index: Number(m[2]) };
}

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

/** Why a corporation's trains may not run to a hex at all (Board.visitRule). An object of the game's, not a function, so that the game's state holds none (snapshot.ts). */
export interface VisitRule {
  visitProblem(corporation: string, hex: string): string | null;
}

/** What a stop on a hex earns one corporation's routes beyond its value (Board.stopBonus: a private's bonus given to it). An object of the game's, as VisitRule. */
export interface StopBonusRule {
  stopBonus(corporation: string, hex: string): number;
}

/** A bonus one of a corporation's routes earns (Board.oneRouteBonus, Title.oneRouteBonus: 1846's Mail Contract). An object of the game's, as VisitRule. */
export interface OneRouteBonusRule {
  /** What the bonus is worth to a route with these stops (all it visits, in running order), or null where the corporation earns none now. */
  oneRouteBonus(corporation: string): ((stops: readonly RouteStop[]) => number) | null;
}

export class Board implements TrackView {
  readonly data: TitleData;
  readonly rules: BoardRules;
  readonly routeHooks: RouteHooks;
  /** Why a corporation's trains may not run to a hex at all, or null (a licence it lacks: licences.ts); set by the game. */
  visitRule: VisitRule | null = null;
  /** What a stop earns one corporation beyond its value, or null (a private's [hex bonus]: bonus-hex.ts); set by the game. */
  stopBonus: StopBonusRule | null = null;
  /** A bonus one of a corporation's routes earns, the one it is worth most to, or null (Title.oneRouteBonus); set by the game. */
  oneRouteBonus: OneRouteBonusRule | null = null;
  private readonly tb: TitleBoard;
  private laid: (PlacedTile | null)[];
  private slots: (string | null)[][][];
  /** Copies of each tile name on the map. */
  private used = new Map<string, Set<number>>();
  /** Laid tile id -> hex index. */
  private tileHex = new Map<string, number>();
  /** bridged[h * 6 + e]: the river on side e of hex h has been crossed. */
  private bridged: Uint8Array;
  /** closed[h * 6 + e]: side e of hex h was closed during the game (closeBorders). */
  private closed: Uint8Array;
  /** crossingsKnown[h * 6 + e]: Board.crossing's answer, or UNKNOWN_CROSSING until asked (forgotten as borders close, and into a hex whose tile changes). */
  private crossingsKnown: Int16Array;
  /** Per hex, the railroad whose track station is there (1830 V-7.5), if any. */
  private trackStations: (string | undefined)[] = [];
  /** Per hex with a track station, the tile as its owner runs it, and the tile it was made from. */
  private stationTiles: ({ from: PlacedTile; tile: PlacedTile } | undefined)[] = [];
  /** Increases with every change; caches of derived data compare it (Board.version). */
  private changes = 0;
  /** The hexes holding a station (any owner's, or a track station), ascending: where a search of the map finds a corporation's (stationHexes). */
  private stationed: number[] = [];
  private graphs = new Map<string, { version: number; graph: CorporationGraph }>();

  constructor(data: TitleData, options: BoardOptions = {}) {
    this.data = data;
    this.rules = { ...RULES_1830, ...options.rules };
    this.routeHooks = options.routes ?? {};
    this.tb = titleBoard(data, boardAxes(data, options));
    this.laid = data.hexes.map(() => null);
    this.slots = this.tb.printed.map((t) => emptySlots(t));
    this.bridged = new Uint8Array(data.hexes.length * 6);
    this.closed = new Uint8Array(data.hexes.length * 6);
    this.crossingsKnown = new Int16Array(data.hexes.length * 6).fill(UNKNOWN_CROSSING);
  }

  /** The train types some off-board area pays its own value (TileContent.trainRevenue): the route search lists their routes apart. */
  get trainRevenueNames(): ReadonlySet<string> {
    return this.tb.trainRevenueNames;
  }

  /** TrainDef.stationBonus of this train type (0 without). */
  stationBonusOf(train: string): number {
    return this.tb.stationBonuses.get(train) ?? 0;
  }

  /** What every board of the title shares, computed once per title: a snapshot refers to it rather than copying it (snapshot.ts). */
  shared(): readonly unknown[] {
    return [this.tb];
  }

  /** What every board of the title with these data shares (shared()), without setting up a board: a woken room's snapshot needs only this. */
  static sharedBy(data: TitleData, options: BoardOptions = {}): readonly unknown[] {
    return [titleBoard(data, boardAxes(data, options))];
  }

  static fromJSON(data: TitleData, state: BoardState, options: BoardOptions = {}): Board {
    const board = new Board(data, options);
    board.fromJSON(state);
    return board;
  }

  // ---- state ------------------------------------------------------------

  toJSON(): BoardState {
    const tiles: BoardState["tiles"] = {};
    const tokens: BoardState["tokens"] = {};
    this.laid.forEach((t, h) => {
      if (t) tiles[this.tb.grid.coord(h)] = { tile: t.id, rotation: t.rotation };
    });
    this.slots.forEach((cities, h) => {
      if (cities.some((c) => c.some((s) => s !== null))) tokens[this.tb.grid.coord(h)] = cities.map((c) => [...c]);
    });
    const bridged: string[] = [];
    this.bridged.forEach((b, i) => b && bridged.push(`${this.tb.grid.coord(Math.floor(i / 6))}:${i % 6}`));
    const closed: string[] = [];
    this.closed.forEach((b, i) => b && closed.push(`${this.tb.grid.coord(Math.floor(i / 6))}:${i % 6}`));
    const state: BoardState = bridged.length ? { tiles, tokens, bridged } : { tiles, tokens };
    if (closed.length) state.closed = closed;
    const stations: Record<string, string> = {};
    this.trackStations.forEach((corp, h) => corp !== undefined && (stations[this.tb.grid.coord(h)] = corp));
    if (Object.keys(stations).length) state.trackStations = stations;
    return state;
  }

  /** Replaces this board's state. */
  fromJSON(state: BoardState): void {
    this.laid = this.data.hexes.map(() => null);
    this.used.clear();
    this.tileHex.clear();
    for (const [coord, { tile, rotation }] of Object.entries(state.tiles)) {
      const h = this.hexIndex(coord);
      const { type, index } = this.tileType(tile);
      this.laid[h] = new PlacedTile(type, rotation, tile, false);
      this.take(type.name, index, h, tile);
    }
    this.slots = this.laid.map((t, h) => emptySlots(t ?? this.tb.printed[h]!));
    for (const [coord, cities] of Object.entries(state.tokens)) {
      const h = this.hexIndex(coord);
      this.slots[h] = cities.map((c) => [...c]);
    }
    this.bridged.fill(0);
    for (const side of state.bridged ?? []) {
      const [coord, edge] = side.split(":");
      this.bridged[this.hexIndex(coord!) * 6 + Number(edge)] = 1;
    }
    this.closed.fill(0);
    for (const side of state.closed ?? []) {
      const [coord, edge] = side.split(":");
      this.closed[this.hexIndex(coord!) * 6 + Number(edge)] = 1;
    }
    this.crossingsKnown.fill(UNKNOWN_CROSSING);
    this.trackStations = [];
    for (const [coord, corp] of Object.entries(state.trackStations ?? {})) this.trackStations[this.hexIndex(coord)] = corp;
    this.stationed = this.laid.map((_, h) => h).filter((h) => this.holdsStation(h));
    this.changes++;
  }

  /** Increases with every change of the map or its stations: what is derived from them holds while it is the same. */
  get version(): number {
    return this.changes;
  }

  // ---- lookups ------------------------------------------------------------

  get grid(): HexGrid {
    return this.tb.grid;
  }

  get hexCount(): number {
    return this.tb.grid.size;
  }

  /** The hex's definition in the title data. */
  hexDef(hex: string): HexDef {
    return this.tb.hexes[this.hexIndex(hex)]!;
  }

  /** The tile now on a hex: the laid one, or the printed content. */
  tileAt(hex: string): PlacedTile {
    return this.tileOf(this.hexIndex(hex));
  }

  tileOf(h: number): PlacedTile {
    return this.laid[h] ?? this.tb.printed[h]!;
  }

  /**
   * The tile on hex h as the corporation's trains run it: the tile itself, or, where the
   * corporation has its track station (1830 V-7.5), the tile with the station's nodes on its
   * track (TileType.withTrackStation). Other corporations' trains run the tile itself: for them
   * the station is not there (no stop, no distance, never blocking).
   */
  trackOf(h: number, corporation: string): PlacedTile {
    const tile = this.laid[h] ?? this.tb.printed[h]!;
    return this.trackStations[h] === corporation ? this.stationTile(h, tile) : tile;
  }

  /**
   * The tile whose nodes the stop keys of hex h number (hex * NODE_SLOTS + node): the tile, with
   * its track station's nodes where one is placed (they come after its own nodes, V-7.5).
   */
  stopTileOf(h: number): PlacedTile {
    const tile = this.laid[h] ?? this.tb.printed[h]!;
    return this.trackStations[h] === undefined ? tile : this.stationTile(h, tile);
  }

  private stationTile(h: number, tile: PlacedTile): PlacedTile {
    const cached = this.stationTiles[h];
    if (cached?.from === tile) return cached.tile;
    const revenue = this.tb.hexes[h]!.homeSpace?.revenue ?? 0;
    let type = this.tb.stationTypes.get(tile.type);
    if (!type) this.tb.stationTypes.set(tile.type, (type = tile.type.withTrackStation(revenue)));
    if (type.nodes.length > NODE_SLOTS) throw new Error(`${this.tb.grid.coord(h)}: tile #${tile.name} has too many paths for a track station`);
    const split = new PlacedTile(type, tile.rotation, tile.id, tile.printed);
    this.stationTiles[h] = { from: tile, tile: split };
    return split;
  }

  /**
   * The log id of a hex's station space (1830 V-7.5, HexDef.homeSpace) in a place_token action ("G15-space"):
   * the space is no city circle of a tile, so it is named after its hex.
   */
  stationSpaceId(hex: string): string {
    return `${hex}-space`;
  }

  /** The hex a station-space id names (stationSpaceId), or null when the id names no station space. */
  stationSpaceById(id: string): string | null {
    const hex = /^(.+)-space$/.exec(id)?.[1];
    if (hex === undefined) return null;
    const h = this.tb.grid.indexOf(hex);
    return h >= 0 && this.tb.hexes[h]!.homeSpace ? hex : null;
  }

  /** Whether the hex has the corporation's own station space (1830 V-7.5, HexDef.homeSpace: the PRR's H-12, the RDR's G-15). */
  hasStationSpaceFor(hex: string, corporation: string): boolean {
    return this.hexDef(hex).homeSpace?.corporation === corporation;
  }

  /** The railroad whose track station (1830 V-7.5) is on the hex, or null. */
  trackStationAt(hex: string): string | null {
    return this.trackStations[this.hexIndex(hex)] ?? null;
  }

  /**
   * Places a railroad's track station (1830 V-7.5) on its space on a hex without a city
   * (HexDef.homeSpace); throws a GameError naming the rule when the hex has no space for it.
   */
  placeTrackStation(corporation: string, hex: string): void {
    const h = this.hexIndex(hex);
    const space = this.tb.hexes[h]!.homeSpace;
    if (space?.corporation !== corporation) throw new GameError(`1830 V-7.5: ${hex} has no station space for ${corporation}`);
    if (this.trackStations[h] !== undefined) throw new GameError(`1830 V-7.5: ${corporation}'s station is already on ${hex}`);
    this.trackStations[h] = corporation;
    this.noteStations(h);
    this.changes++;
  }

  /** Every hex with a laid tile, with the tile. */
  laidTiles(): { hex: string; tile: PlacedTile }[] {
    const out: { hex: string; tile: PlacedTile }[] = [];
    this.laid.forEach((t, h) => t && out.push({ hex: this.tb.grid.coord(h), tile: t }));
    return out;
  }

  /** Copies of a tile still in the box (Infinity when unlimited). */
  available(tileName: string): number {
    const type = this.tb.types.get(tileName);
    if (!type) return 0;
    if (type.count === undefined) return Infinity;
    return type.count - (this.used.get(tileName)?.size ?? 0);
  }

  /** The id of the next copy of a tile in the box ("57-2"), or undefined when none is left. */
  nextCopy(tileName: string): string | undefined {
    const type = this.tb.types.get(tileName);
    if (!type) return undefined;
    const used = this.used.get(tileName);
    for (let i = 0; type.count === undefined || i < type.count; i++) {
      if (!used?.has(i)) return `${tileName}-${i}`;
    }
    return undefined;
  }

  hexIndex(hex: string): number {
    const h = this.tb.grid.indexOf(hex);
    if (h < 0) throw new GameError(`there is no hex ${hex} on the ${this.data.title} map`);
    return h;
  }

  /** The hex across side `edge` of hex `h` that track may cross to, or -1: none off the
   *  map, across an impassable side, or into a fixed (red/gray) hex without track on that side. */
  crossing(h: number, edge: number): number {
    // Asked for every side each walk of the map crosses: found once, until borders close or the tile across changes.
    const known = this.crossingsKnown[h * 6 + edge]!;
    return known !== UNKNOWN_CROSSING ? known : (this.crossingsKnown[h * 6 + edge] = this.findCrossing(h, edge));
  }

  /** Hex h has another tile: the crossings into it are asked again (a fixed tile's sides without track are closed). */
  private forgetCrossingsInto(h: number): void {
    for (let e = 0; e < 6; e++) {
      const from = this.tb.grid.neighbour(h, e);
      if (from >= 0) this.crossingsKnown[from * 6 + oppositeEdge(e)] = UNKNOWN_CROSSING;
    }
  }

  private findCrossing(h: number, edge: number): number {
    const next = this.tb.grid.neighbour(h, edge);
    if (next < 0 || this.tb.impassable[h * 6 + edge] || this.closed[h * 6 + edge]) return -1;
    const tile = this.tileOf(next);
    if (FIXED_COLORS.has(tile.color) && !(tile.shape.exits & (1 << oppositeEdge(edge)))) return -1;
    return next;
  }

  stationHexes(): readonly number[] {
    return this.stationed;
  }

  distance(from: number, to: number): number {
    return this.tb.grid.distance(from, to);
  }

  /** Whether hex h holds a station (any owner's, or a track station). */
  private holdsStation(h: number): boolean {
    return this.trackStations[h] !== undefined || this.slots[h]!.some((city) => city.some((s) => s !== null));
  }

  /** Keeps `stationed` true for hex h after its stations changed. */
  private noteStations(h: number): void {
    const at = this.stationed.indexOf(h);
    const holds = this.holdsStation(h);
    if (holds && at < 0) {
      const after = this.stationed.findIndex((x) => x > h);
      this.stationed.splice(after < 0 ? this.stationed.length : after, 0, h);
    } else if (!holds && at >= 0) this.stationed.splice(at, 1);
  }

  trackStationOf(h: number): string | undefined {
    return this.trackStations[h];
  }

  slotsOf(h: number): readonly (readonly (string | null)[])[] {
    return this.slots[h]!;
  }

  /** Whether stations of this owner are neutral: they never fill a city for others. */
  isNeutral(owner: string): boolean {
    return this.tb.neutral.has(owner);
  }

  /**
   * The river sides a tile with these exits on hex h would connect across for
   * the first time: a side with an unbridged river whose neighbour has track
   * to it (laying up to a river costs nothing).
   */
  private newCrossings(h: number, exits: number): Crossing[] {
    const out: Crossing[] = [];
    for (let e = 0; e < 6; e++) {
      const cost = this.tb.riverCost[h * 6 + e]!;
      if (!cost || this.bridged[h * 6 + e] || !(exits & (1 << e))) continue;
      const next = this.crossing(h, e);
      if (next < 0 || !(this.tileOf(next).shape.exits & (1 << oppositeEdge(e)))) continue;
      out.push({ hex: this.tb.grid.coord(h), edge: e, type: this.tb.tunnel[h * 6 + e] ? "mountain" : "water", cost });
    }
    return out;
  }

  /** Marks a crossed river side, on both hexes, as bridged. */
  private bridge(h: number, e: number): void {
    this.bridged[h * 6 + e] = 1;
    const next = this.tb.grid.neighbour(h, e);
    if (next >= 0) this.bridged[next * 6 + oppositeEdge(e)] = 1;
  }

  /** The tile type of a copy's id ("57-2"), or undefined when the title has no such tile. */
  tileTypeOf(tileId: string): TileType | undefined {
    const parsed = parseTileId(tileId);
    return parsed && this.tb.types.get(parsed.name);
  }

  private tileType(tileId: string): { type: TileType; index: number } {
    const type = this.tileTypeOf(tileId);
    if (!type) throw new GameError(`${this.rules.tileSupply}: ${this.data.title} has no tile ${tileId}`);
    return { type, index: parseTileId(tileId)!.index };
  }

  private take(name: string, index: number, h: number, id: string): void {
    let set = this.used.get(name);
    if (!set) this.used.set(name, (set = new Set()));
    set.add(index);
    this.tileHex.set(id, h);
  }

  private fail(problem: TileProblem, hex: string): never {
    throw new GameError(`${this.rules[problem.rule]}: ${hex}: ${problem.message}`);
  }

  // ---- track ------------------------------------------------------------

  /** Lays a tile without checking any rule (see checkTileLay); the replaced tile goes back to the box. */
  layTile(hex: string, tileId: string, rotation: number): LayResult {
    const h = this.hexIndex(hex);
    const { type, index } = this.tileType(tileId);
    const elsewhere = this.tileHex.get(tileId);
    if (elsewhere !== undefined && elsewhere !== h) {
      throw new GameError(`${this.rules.tileSupply}: tile ${tileId} is already on ${this.tb.grid.coord(elsewhere)}`);
    }
    const old = this.tileOf(h);
    const next = new PlacedTile(type, ((rotation % 6) + 6) % 6, tileId, false);
    const crossings = this.newCrossings(h, next.shape.exits);
    const { map, lifted, slots: newSlots } = this.upgradedSlots(h, next);
    let returned: string | null = null;
    if (!old.printed) {
      returned = old.id;
      const parsed = parseTileId(old.id)!;
      this.used.get(parsed.name)?.delete(parsed.index);
      this.tileHex.delete(old.id);
    }
    this.laid[h] = next;
    this.forgetCrossingsInto(h);
    this.slots[h] = newSlots;
    this.take(type.name, index, h, tileId);
    for (const c of crossings) this.bridge(h, c.edge);
    this.noteStations(h);
    this.changes++;
    return { returned, cityMap: map, lifted, crossings };
  }

  /**
   * Where the stations of hex h go when tile `next` replaces its tile: its cities' slots, the
   * stations lifted off (to be placed again), and the old cities' new cities (cityMap).
   */
  private upgradedSlots(h: number, next: PlacedTile): { map: number[]; lifted: LayResult["lifted"]; slots: (string | null)[][] } {
    const hex = this.tb.grid.coord(h);
    const old = this.tileOf(h);
    const map = cityMap(old, next);
    const lifted: LayResult["lifted"] = [];
    const newSlots = emptySlots(next);
    // 1830 V-7.9 variable OO cities: both old cities' track in one new city; its owner chooses where the station goes.
    const cityTargets = map.filter((c) => c >= 0);
    const joined = next.type.cityCount === old.type.cityCount && new Set(cityTargets).size < cityTargets.length;
    // A city divided among the new tile's cities (TileContent.citySplits): its owners choose, as for joined cities.
    const split = citySplit(old.type, next.type);
    const liftAll = (old.shape.paths.length === 0 && next.shape.paths.length > 0 && next.type.cityCount > 1) || joined || split;
    this.slots[h]!.forEach((cityTokens, c) => {
      for (const corp of cityTokens) {
        if (corp === null) continue;
        const target = map[c] ?? -1;
        if (liftAll || target < 0) {
          lifted.push(joined || split ? { corporation: corp, hex, byOwner: true } : { corporation: corp, hex });
          continue;
        }
        const slots = newSlots[target]!;
        const free = slots.indexOf(null);
        if (free >= 0) slots[free] = corp;
        else slots.push(corp);
      }
    });
    return { map, lifted, slots: newSlots };
  }

  /**
   * Closes the drawn sides (borders without a type) of these hexes, on both
   * sides, for good: no track may cross them from now on (a title's event,
   * e.g. a region leaving play with a phase).
   */
  closeBorders(hexes: readonly string[]): void {
    for (const hex of hexes) {
      const h = this.hexIndex(hex);
      for (const b of this.tb.hexes[h]!.borders ?? []) {
        if (b.type) continue;
        this.closed[h * 6 + b.edge] = 1;
        const other = this.tb.grid.neighbour(h, b.edge);
        if (other >= 0) this.closed[other * 6 + oppositeEdge(b.edge)] = 1;
      }
    }
    this.crossingsKnown.fill(UNKNOWN_CROSSING);
    this.changes++;
  }

  /**
   * Takes the laid tile off a hex and puts back what is printed there (a title's
   * event may do this). The tile returns to the box, stations stay in
   * their cities, and the hex's rivers must be crossed (and paid for) again;
   * a neighbour's side of such a river is restored only while the neighbour
   * still shows its printed hex.
   */
  downgrade(hex: string): string | null {
    const h = this.hexIndex(hex);
    const old = this.laid[h];
    if (!old) return null;
    const printed = this.tb.printed[h]!;
    const slots = emptySlots(printed);
    this.slots[h]!.forEach((cityTokens, c) => {
      const target = slots[Math.min(c, slots.length - 1)];
      for (const corp of cityTokens) {
        if (corp === null || !target) continue;
        const free = target.indexOf(null);
        if (free >= 0) target[free] = corp;
        else target.push(corp);
      }
    });
    const parsed = parseTileId(old.id)!;
    this.used.get(parsed.name)?.delete(parsed.index);
    this.tileHex.delete(old.id);
    this.laid[h] = null;
    this.forgetCrossingsInto(h);
    this.slots[h] = slots;
    for (let e = 0; e < 6; e++) {
      if (!this.tb.riverCost[h * 6 + e]) continue;
      this.bridged[h * 6 + e] = 0;
      const next = this.tb.grid.neighbour(h, e);
      if (next >= 0 && !this.laid[next] && this.tb.riverCost[next * 6 + oppositeEdge(e)]) this.bridged[next * 6 + oppositeEdge(e)] = 0;
    }
    this.noteStations(h);
    this.changes++;
    return old.id;
  }

  /**
   * Checks a tile lay against the rules (1830 7.2.1, 7.2.2) and returns its
   * terrain cost; throws a GameError naming the rule otherwise.
   */
  checkTileLay(lay: TileLay): { terrainCost: number } {
    const { hex } = lay;
    const h = this.hexIndex(hex);
    const def = this.tb.hexes[h]!;
    const { type, index } = this.tileType(lay.tileId);
    if (!Number.isInteger(lay.rotation) || lay.rotation < 0 || lay.rotation > 5) {
      throw new GameError(`rotation must be 0 to 5, not ${lay.rotation}`);
    }
    const old = this.tileOf(h);
    // 1830 7.2: gray and red hexes take no tile.
    if (def.tileable === false || FIXED_COLORS.has(old.color)) {
      this.fail({ rule: "notTileable", message: `no tile may be placed on this ${old.color} hex` }, hex);
    }
    // 1830 7.2.1 #4: not on a hex of a private company owned by a player.
    if (lay.blockedHexes.has(hex)) {
      this.fail({ rule: "blocked", message: "the hex is reserved by a private company owned by a player" }, hex);
    }
    if (def.closedUntilPhase && !lay.phasesReached?.has(def.closedUntilPhase)) {
      this.fail({ rule: "blocked", message: `no tile may be laid here before phase ${def.closedUntilPhase}` }, hex);
    }
    // 1830 7.2 (track tiles): a colour is available from its phase on.
    if (!lay.phaseColors.includes(type.color)) {
      this.fail({ rule: "tilePhase", message: `${type.color} tiles are not available yet (${lay.phaseColors.join(", ")} now)` }, hex);
    }
    this.checkSupply(type, index, lay.tileId, hex); // only the tiles of the manifest (T-09)
    // 1830 7.2.1 #5-7, 7.2.2 #3-6: colour, upgrade list, label, cities, kept track and stations.
    const typeProblem = upgradeTypeProblem(old, type, def.futureLabel);
    if (typeProblem && !(lay.anyLabel && typeProblem.rule === "label")) this.fail(typeProblem, hex);
    const rotProblem = upgradeRotationProblem(old, type, lay.rotation, this.ooCitiesJoin(h));
    if (rotProblem) this.fail(rotProblem, hex);
    const exits = type.shapes[lay.rotation]!.exits;
    // 1830 7.2.1 #2, 7.2.2 #2: no track off the map, into a lake/border or a blank gray/red side.
    const bad = this.deadExits(h, exits);
    if (bad) {
      this.fail({ rule: "offMap", message: `tile #${type.name} at rotation ${lay.rotation} runs track off the map or into a closed side at edge ${edgesOf(bad).join(", ")}` }, hex);
    }
    // 1830 7.2.1 #1, 7.2.2 #1, C-1.4 (open variant): a route from a station to a track of the tile.
    if (lay.connected) {
      // The walk may stop at the first side of the tile it reaches, unless closed track placement reads the whole graph.
      const rule = this.data.trackPlacement ?? "open";
      const whole = rule === "closed" || rule === "hybrid";
      const graph = whole ? this.graphFor(lay.corporation) : computeGraph(this, lay.corporation, { untilSides: { hex: h, sides: exits } });
      if (!(graph.edges[h]! & exits)) {
        this.fail({ rule: "tileConnection", message: `${lay.corporation} cannot reach any track of tile #${type.name} from its stations` }, hex);
      }
      // 1830 V-7.7 closed (hybrid) track placement: a route to track the tile adds.
      // 18xx.games checks no private company's own lay (newTrackOrValue).
      const unchecked = lay.byCompany && this.data.trackPlacement === "newTrackOrValue";
      if (!unchecked && !this.placementAllows(lay.corporation, whole ? () => graph : () => this.graphFor(lay.corporation), h, type, lay.rotation)) {
        if (this.data.trackPlacement === "newTrackOrValue") {
          this.fail({ rule: "newTrackConnection", message: `${lay.corporation} must use new track or change a city's value: its routes reach no new track of tile #${type.name} and no city or town of a new value` }, hex);
        }
        const hybrid = this.data.trackPlacement === "hybrid" ? ", and it pays out no more than the tile it replaces (hybrid track placement)" : " (closed track placement)";
        this.fail({ rule: "newTrackConnection", message: `${lay.corporation} cannot reach any new track of tile #${type.name} from its stations${hybrid}` }, hex);
      }
    }
    return { terrainCost: this.terrainCostOf(lay) };
  }

  /** What a tile lay costs in terrain, checking no rule (see checkTileLay). */
  terrainCostOf(lay: Pick<TileLay, "corporation" | "hex" | "tileId" | "rotation" | "freeTerrain" | "terrainDiscount">): number {
    const h = this.hexIndex(lay.hex);
    const def = this.tb.hexes[h]!;
    const exits = this.tileType(lay.tileId).type.shapes[lay.rotation]!.exits;
    // 1830 7.2.1 #3, 7.2.2 #7: the printed cost is paid for the first tile only.
    // 1830 7.2.3: printed terrain is paid by the first lay; rivers each time they are first crossed.
    const off = lay.terrainDiscount;
    const rivers = this.newCrossings(h, exits).reduce((t, c) => t + c.cost - (off && off.kind === c.type ? Math.min(off.amount, c.cost) : 0), 0);
    // 1830 V-7.6: "the cost for laying a tile on its starting hex is only $60 for the RDR only": the
    // railroad whose station is on its space there; any other pays the terrain.
    const space = def.homeSpace;
    const own = space?.layCost !== undefined && this.trackStations[h] === lay.corporation ? space.layCost : undefined;
    const terrain = def.terrain && def.terrain.kind !== lay.freeTerrain ? Math.max(0, def.terrain.cost - (off?.kind === def.terrain.kind ? off.amount : 0)) : 0;
    // TileContent.replaceCost: a cost printed on the tile being replaced, paid by every upgrade of it.
    const old = this.tileOf(h);
    const printedCost = (old.printed ? (own ?? terrain) : 0) + (old.type.content.replaceCost ?? 0);
    // TitleData.layCostAtLeast: every lay costs at least this, the terrain's cost instead where greater.
    return Math.max(this.data.layCostAtLeast ?? 0, printedCost) + rivers;
  }

  private checkSupply(type: TileType, index: number, tileId: string, hex: string): void {
    const elsewhere = this.tileHex.get(tileId);
    if (type.count !== undefined && this.available(type.name) <= 0) {
      this.fail({ rule: "tileSupply", message: `all ${type.count} #${type.name} tiles are on the map` }, hex);
    }
    if ((type.count !== undefined && index >= type.count) || elsewhere !== undefined) {
      this.fail({ rule: "tileSupply", message: `tile ${tileId} is not in the box${elsewhere !== undefined ? ` (it is on ${this.tb.grid.coord(elsewhere)})` : ""}` }, hex);
    }
  }

  /** Exits (mask) of `exits` that would point off the map or into a closed side. */
  private deadExits(h: number, exits: number): number {
    let bad = 0;
    for (let e = 0; e < 6; e++) if (exits & (1 << e) && this.crossing(h, e) < 0) bad |= 1 << e;
    return bad;
  }

  /**
   * Every tile the corporation may lay now, by hex, with its legal rotations.
   * For a private's ability, `only` narrows the hexes and tiles, and
   * `connected: false` drops the need for a route to the new track.
   */
  legalTileLays(
    corporation: string,
    phaseColors: readonly Color[],
    blockedHexes: ReadonlySet<string>,
    only: { hexes?: readonly string[]; tiles?: readonly string[]; connected?: boolean; phasesReached?: ReadonlySet<string> } = {},
  ): { hex: string; tiles: { tileId: string; rotations: number[] }[] }[] {
    const graph = only.connected === false ? null : this.graphFor(corporation);
    const hexes = only.hexes ? new Set(only.hexes) : null;
    const out: { hex: string; tiles: { tileId: string; rotations: number[] }[] }[] = [];
    for (let h = 0; h < this.hexCount; h++) {
      const reach = graph ? graph.edges[h]! : 0x3f;
      if (!reach) continue;
      const coord = this.tb.grid.coord(h);
      if (hexes && !hexes.has(coord)) continue;
      const def = this.tb.hexes[h]!;
      if (def.tileable === false || blockedHexes.has(coord)) continue;
      if (def.closedUntilPhase && !only.phasesReached?.has(def.closedUntilPhase)) continue;
      const old = this.tileOf(h);
      if (FIXED_COLORS.has(old.color)) continue;
      const tiles: { tileId: string; rotations: number[] }[] = [];
      const join = this.ooCitiesJoin(h);
      const candidates = def.futureLabel ? this.tb.typeList.filter((t) => !upgradeTypeProblem(old, t, def.futureLabel)) : this.successors(old);
      for (const type of candidates) {
        if (!phaseColors.includes(type.color)) continue;
        if (only.tiles && !only.tiles.includes(type.name)) continue;
        const copy = this.nextCopy(type.name);
        if (!copy) continue;
        const rotations: number[] = [];
        for (let r = 0; r < 6; r++) {
          const exits = type.shapes[r]!.exits;
          if (!(exits & reach) || this.deadExits(h, exits)) continue;
          if (upgradeRotationProblem(old, type, r, join)) continue;
          if (graph && !this.placementAllows(corporation, () => graph, h, type, r)) continue;
          rotations.push(r);
        }
        if (rotations.length) tiles.push({ tileId: copy, rotations });
      }
      if (tiles.length) out.push({ hex: coord, tiles });
    }
    return out;
  }

  /**
   * Whether the title's track placement (TitleData.trackPlacement, 1830 V-7.7) allows this tile at
   * this rotation on hex h, its route to the tile's track (open placement, 7.2.1 #1) already found.
   * Closed: a route reaches track the tile adds - it enters one of the new paths from the neighbour's
   * track across the hex side, or from a city or town of the tile that a route reaches and may leave
   * (its own station, or a stop it may pass through, 7.3.3). Hybrid: that, or the tile pays out more.
   * `reached`: what the corporation reaches now (graphFor), asked only by a rule that reads it.
   */
  private placementAllows(corporation: string, reached: () => CorporationGraph, h: number, type: TileType, rotation: number): boolean {
    const rule = this.data.trackPlacement ?? "open";
    if (rule === "open") return true;
    if (rule === "newTrackOrValue") return this.newTrackOrValue(corporation, h, type, rotation);
    const old = this.tileOf(h);
    if (rule === "hybrid" && tileRevenue(type) > tileRevenue(old.type)) return true;
    const next = new PlacedTile(type, rotation, "", false);
    const fresh = newPaths(old, next);
    if (!fresh.length) return false;
    const graph = reached();
    // The new tile's cities and towns that a route reaches and may go on from.
    const map = nodeMap(old, next);
    const leaves = new Set<number>();
    old.type.nodes.forEach((_, i) => {
      if (map[i]! >= 0 && graph.nodes.has(h * NODE_SLOTS + i) && !nodeBlocks(this, h, i, corporation)) leaves.add(map[i]!);
    });
    return fresh.some((p) => {
      const path = next.shape.paths[p]!;
      return [path.a, path.b].some((end) => (isNode(end) ? leaves.has(end - NODE_BASE) : (graph.entered[h]! & (1 << end)) !== 0));
    });
  }

  /**
   * 18xx.games' reading of track placement (TitleData.trackPlacement "newTrackOrValue", its
   * semi-restrictive track restriction, Step::Tracker#check_track_restrictions!): a tile replacing
   * track is allowed if, with the tile in place and the stations moved onto it, the corporation's
   * walk (computeGraph, 18xx.games' connected paths) runs a path of the tile that is new track - not
   * within a path of the old tile: each of its ends a side of that path, or a city (town) where that
   * path has a city (town) - or whose cities and towns pay other than the old path's. A tile on a hex
   * without track, and a tile of TitleData.trackPlacementExempt, is always allowed.
   */
  private newTrackOrValue(corporation: string, h: number, type: TileType, rotation: number): boolean {
    const old = this.tileOf(h);
    const oldPaths = old.shape.paths;
    if (!oldPaths.length || this.data.trackPlacementExempt?.includes(type.name)) return true;
    const next = new PlacedTile(type, rotation, "", false);
    const revenue = (t: PlacedTile, node: number) => {
      const n = t.type.nodes[node]!;
      return n.kind === "city" ? t.cities[n.index]!.revenue : n.kind === "town" ? t.towns[n.index]!.revenue : -1;
    };
    // Cheaply first: the walk with the tile in place runs as it runs now until it first runs a path
    // of the tile unlike the old tile's (the tile keeps the old track). If every stop of the new tile
    // pays other than every stop of the old one, such a path - new track or a path to a stop - allows
    // the lay, and so does the path to a stop of the hex that the corporation reaches now.
    const oldRevenues = new Set(old.type.nodes.map((_, i) => revenue(old, i)));
    const map = nodeMap(old, next);
    const valued = next.type.nodes.every((_, j) => !oldRevenues.has(revenue(next, j)));
    const stopsWithTrack = old.type.nodes.flatMap((_, i) => (map[i]! >= 0 && next.shape.nodePaths[map[i]!]!.length ? [h * NODE_SLOTS + i] : []));
    if (valued && this.reachesAnyStop(corporation, stopsWithTrack)) return true;
    const kind = (t: PlacedTile, end: number) => t.type.nodes[end - NODE_BASE]!.kind;
    const nodesOf = (t: PlacedTile, a: number, b: number) => [a, b].filter(isNode).map((e) => revenue(t, e - NODE_BASE)).sort((x, y) => x - y).join();
    /** Whether path p of the new tile, when the walk runs it, allows the lay. */
    const allows = (p: number) => {
      const np = next.shape.paths[p]!;
      // Path#<= : every end of the new path is an end of the old one (a side by its number, a city or town by its kind).
      const op = oldPaths.find((o) =>
        [np.a, np.b].every((t) => [o.a, o.b].some((u) => (isNode(t) ? isNode(u) && kind(next, t) === kind(old, u) : t === u))),
      );
      return !op || nodesOf(next, np.a, np.b) !== nodesOf(old, op.a, op.b);
    };
    // No walk runs a path that allows it if none does, or if each such path is track between two
    // sides that meet no track (the walk enters a path at one of its ends).
    const open = (e: number) => {
      const x = this.crossing(h, e);
      return x >= 0 && (this.tileOf(x).shape.exits & (1 << oppositeEdge(e))) !== 0;
    };
    // Asked once per path: the walk runs a path of the hex again from each station.
    const allowing = next.shape.paths.map((_, p) => allows(p));
    const reachable = next.shape.paths.some((np, p) => allowing[p] && [np.a, np.b].some((end) => isNode(end) || open(end)));
    if (!reachable) return false;
    // Otherwise walk the corporation's routes with the tile in place.
    const { slots } = this.upgradedSlots(h, next);
    const view: TrackView = {
      hexCount: this.hexCount,
      // The tiles' own paths, as `allows` reads them (a title of this track placement has no track station).
      trackOf: (x) => (x === h ? next : this.tileOf(x)),
      crossing: (x, e) => this.crossing(x, e),
      slotsOf: (x) => (x === h ? slots : this.slots[x]!),
      isNeutral: (o) => this.isNeutral(o),
      // The tile keeps hex h's stations (a lifted one was there before): the hexes that hold any are the board's.
      stationHexes: () => this.stationed,
    };
    let allowed = false;
    computeGraph(view, corporation, { onPath: (x, p) => (allowed = x === h && allowing[p]!) });
    return allowed;
  }

  /**
   * 1830 V-7.9 variable OO cities (TitleData.variableOOCities): whether the tile on hex h - two
   * cities labelled OO, fewer than two stations - may be replaced by one joining both cities' track
   * in one of its cities (the broad curve). Fixed OO cities (★): never.
   */
  private ooCitiesJoin(h: number): boolean {
    if (!this.data.variableOOCities) return false;
    const old = this.tileOf(h);
    if (old.label !== "OO" || old.type.cityCount !== 2) return false;
    return this.slots[h]!.flat().filter((s) => s !== null).length < 2;
  }

  private successors(old: PlacedTile): TileType[] {
    let list = this.tb.successors.get(old.type);
    if (!list) {
      list = this.tb.typeList.filter((t) => !upgradeTypeProblem(old, t));
      this.tb.successors.set(old.type, list);
    }
    return list;
  }

  // ---- connectivity -------------------------------------------------------

  /** What the corporation reaches from its stations (recomputed only after a change). */
  graphFor(corporation: string, backtrack = false): CorporationGraph {
    const key = graphKey(corporation, backtrack);
    const cached = this.graphs.get(key);
    if (cached && cached.version === this.changes) return cached.graph;
    const graph = computeGraph(this, corporation, { backtrack });
    this.graphs.set(key, { version: this.changes, graph });
    return graph;
  }

  /**
   * Whether the stops a train can reach from one of the corporation's stations satisfy `enough`
   * (a route runs from one station, 1830 7.4, so stops reached only from different stations make
   * no route together). `enough` must stay true once true as stops are added: it is asked as the
   * walk from each station reaches each stop, and the walk stops at the first yes, so a yes costs
   * less than the whole graph (graphFor, whose byStation it reads when it is at hand).
   */
  someStationReaches(corporation: string, enough: (stops: ReadonlySet<number>) => boolean): boolean {
    const cached = this.graphs.get(corporation);
    if (cached && cached.version === this.changes) return cached.graph.byStation!.some(enough);
    let found = false;
    computeGraph(this, corporation, { onStop: (stops) => (found = enough(stops)) });
    return found;
  }

  /** What the corporation reaches for placing stations: as for trains, or back-tracking
   *  where the title allows it (TitleData.tokenRouteBacktracks). */
  tokenGraphFor(corporation: string): CorporationGraph {
    return this.graphFor(corporation, this.data.tokenRouteBacktracks === true);
  }

  // ---- stations -----------------------------------------------------------

  /** The hex and city of a log city id ("57-0-0", "D14-0-0", "city-0-0"). */
  cityById(cityId: string): { hex: string; city: number } {
    const m = /^(.+)-(\d+)$/.exec(cityId);
    if (!m) throw new GameError(`"${cityId}" is not a city id`);
    const tileId = m[1]!;
    const part = Number(m[2]);
    let h = this.tileHex.get(tileId);
    if (h === undefined) {
      const printedHex = this.tb.printedIds.get(tileId);
      if (printedHex !== undefined && !this.laid[printedHex]) h = printedHex;
    }
    if (h === undefined) {
      // A printed tile named after its hex, whatever copy number the log gives it.
      const name = parseTileId(tileId)?.name;
      const at = name === undefined ? -1 : this.tb.grid.indexOf(name);
      if (at >= 0 && !this.laid[at]) h = at;
    }
    if (h === undefined) throw new GameError(`tile ${tileId} of city ${cityId} is not on the map`);
    const city = this.tileOf(h).type.cityOfPart(part);
    if (city < 0) throw new GameError(`tile ${tileId} has no city ${part}`);
    return { hex: this.tb.grid.coord(h), city };
  }

  /** The log id of a city ("57-0-0"). */
  cityId(hex: string, city: number): string {
    return `${this.tileAt(hex).id}-${this.tileAt(hex).type.cityPart(city)}`;
  }

  /** The slot a new station in this city takes (the first empty one; past the last when the city is full), as logs name it. */
  nextSlot(hex: string, city: number): number {
    const slots = this.slots[this.hexIndex(hex)]![city] ?? [];
    const free = slots.indexOf(null);
    return free < 0 ? slots.length : free;
  }

  /**
   * The circle a new station takes, as 18xx.games fills a city: the corporation's own kept circle
   * (its home), else the first empty circle not kept for another's home, the kept circles being
   * the city's first ones (1830 7.3.2); else as nextSlot.
   */
  slotFor(corporation: string, hex: string, city: number, reserved: Reservations): number {
    const slots = this.slots[this.hexIndex(hex)]![city] ?? [];
    const kept = reserved.get(`${hex}:${city}`) ?? [];
    const own = kept.indexOf(corporation);
    if (own >= 0 && slots[own] === null) return own;
    const free = slots.findIndex((s, i) => s === null && i >= kept.length);
    return free >= 0 ? free : this.nextSlot(hex, city);
  }

  /** The stations in a hex: per city of its tile, its slots (corporation or null). */
  tokensAt(hex: string): (string | null)[][] {
    return this.slots[this.hexIndex(hex)]!.map((c) => [...c]);
  }

  /** Every station of a corporation. */
  tokensOf(corporation: string): { hex: string; city: number }[] {
    // Asked after most actions: plain loops, no function per hex.
    const out: { hex: string; city: number }[] = [];
    for (const h of this.stationed) {
      const cities = this.slots[h]!;
      for (let city = 0; city < cities.length; city++) if (cities[city]!.includes(corporation)) out.push({ hex: this.tb.grid.coord(h), city });
    }
    return out.sort(byHex);
  }

  /** Places a station without checking any rule (see checkTokenPlacement): in `slot`, or the first empty one. */
  placeToken(corporation: string, hex: string, city: number, slot?: number): void {
    const h = this.hexIndex(hex);
    const slots = this.slots[h]![city];
    if (!slots) throw new GameError(`${hex} has no city ${city}`);
    let at = slot !== undefined && slot >= 0 && slot < slots.length && slots[slot] === null ? slot : slots.indexOf(null);
    if (at < 0) {
      // A full city (only when the caller has allowed it): an extra slot.
      at = slots.length;
      slots.push(null);
    }
    slots[at] = corporation;
    this.noteStations(h);
    this.changes++;
  }

  /** Takes a corporation's station off a hex (all of its stations there when city is omitted). */
  removeToken(corporation: string, hex: string, city?: number): void {
    const h = this.hexIndex(hex);
    const tileCities = this.tileOf(h).cities;
    this.slots[h]!.forEach((c, i) => {
      if (city !== undefined && city !== i) return;
      for (let s = 0; s < c.length; s++) if (c[s] === corporation) c[s] = null;
      // Drop extra slots beyond the printed circles once they are empty.
      while (c.length > (tileCities[i]?.slots ?? 0) && c[c.length - 1] === null) c.pop();
    });
    this.noteStations(h);
    this.changes++;
  }

  /** Checks a station placement (1830 7.3.2); throws a GameError naming the rule. */
  checkTokenPlacement(corporation: string, hex: string, city: number, opts: TokenOptions): void {
    const problem = this.tokenPlacementProblem(corporation, hex, city, opts);
    if (problem) throw new GameError(problem);
  }

  /** Why a station may not be placed there (checkTokenPlacement's message), or null: for listing places, without a throw. */
  tokenPlacementProblem(corporation: string, hex: string, city: number, opts: TokenOptions): string | null {
    const reaches = (stop: number) => this.reachesAnyStop(corporation, [stop], this.data.tokenRouteBacktracks === true);
    const problem = this.tokenProblem(corporation, this.hexIndex(hex), city, opts, opts.needsConnection ? reaches : null);
    return problem && `${this.rules[problem.rule]}: ${hex}: ${problem.message}`;
  }

  /**
   * Whether the corporation may place a station now in some city (tokenableCities) that `accept`
   * accepts. Where stations are reached by back-tracking (TitleData.tokenRouteBacktracks), a search
   * of its own that stops at the first such city it reaches; otherwise the graph trains run on,
   * which the run-routes step reads on the same map (graphFor keeps it).
   */
  someTokenableCity(corporation: string, reserved: Reservations, owner?: string, accept: (hex: string, city: number) => boolean = () => true): boolean {
    const backtrack = this.data.tokenRouteBacktracks === true;
    if (this.graphs.get(graphKey(corporation, backtrack))?.version === this.changes) {
      return this.tokenableCities(corporation, reserved, owner).some(({ hex, city }) => accept(hex, city));
    }
    let found = false;
    computeGraph(this, corporation, {
      backtrack,
      onReach: (key) => {
        const h = Math.floor(key / NODE_SLOTS);
        const city = this.tileOf(h).type.cityOf(key % NODE_SLOTS);
        // Reached, so connected: tokenProblem checks the rest.
        if (city < 0 || this.tokenProblem(corporation, h, city, { reserved, needsConnection: true, owner }, null)) return false;
        return (found = accept(this.tb.grid.coord(h), city));
      },
    });
    return found;
  }

  /** Whether the corporation reaches one of these stops (graphFor's nodes, back-tracking as asked): the graph where it is at hand, else a search that stops at the first. */
  private reachesAnyStop(corporation: string, stops: readonly number[], backtrack = false): boolean {
    if (!stops.length) return false;
    const cached = this.graphs.get(graphKey(corporation, backtrack));
    if (cached?.version === this.changes) return stops.some((s) => cached.graph.nodes.has(s));
    let found = false;
    computeGraph(this, corporation, { backtrack, onReach: (key) => (found = stops.includes(key)) });
    return found;
  }

  /** Cities where the corporation may place a station now (connected ones); `owner` as in TokenOptions. */
  tokenableCities(corporation: string, reserved: Reservations, owner?: string): { hex: string; city: number }[] {
    const graph = this.tokenGraphFor(corporation);
    const out: { hex: string; city: number }[] = [];
    for (const key of graph.nodes) {
      const h = Math.floor(key / NODE_SLOTS);
      const city = this.tileOf(h).type.cityOf(key % NODE_SLOTS);
      if (city < 0) continue;
      if (!this.tokenProblem(corporation, h, city, { reserved, needsConnection: true, owner }, (stop) => graph.nodes.has(stop))) {
        out.push({ hex: this.tb.grid.coord(h), city });
      }
    }
    return out.sort(byHex);
  }

  private tokenProblem(
    corporation: string,
    h: number,
    city: number,
    opts: TokenOptions,
    reaches: ((stop: number) => boolean) | null,
  ): { rule: keyof BoardRules; message: string } | null {
    const hex = this.tb.grid.coord(h);
    const slots = this.slots[h]![city];
    const station = opts.owner ?? corporation;
    if (!slots) return { rule: "tokenSlot", message: `there is no city ${city} here` };
    // 1830 7.3.2: not a second station in a hex (nor a second neutral one); in a city, where
    // the title allows one per city (TitleData.stationPerCity).
    const taken = this.data.stationPerCity ? slots.includes(station) : this.slots[h]!.some((c) => c.includes(station));
    if (taken) {
      const where = this.data.stationPerCity ? "city" : "hex";
      return {
        rule: "tokenSameHex",
        message: station === corporation ? `${corporation} already has a station in this ${where}` : `there is already a neutral station in this ${where}`,
      };
    }
    const cityOwners = opts.reserved.get(`${hex}:${city}`) ?? [];
    const free = slots.filter((s) => s === null).length;
    // 1830 7.3.2: only in an empty circle.
    if (free === 0) return { rule: "tokenSlot", message: `city ${city} has no empty circle` };
    const cityOthers = cityOwners.filter((o) => o !== station);
    if (cityOthers.length >= free) {
      return { rule: "tokenReserved", message: `the last circle of city ${city} is kept for ${cityOthers.join(" and ")}'s home station` };
    }
    // 1830 7.3.2, V-7.3: home stations of railroads that have not placed them stay free:
    // the whole hex (1830 E11), or one circle of it for each (TitleData.hexReservation "slot"),
    // counting the circles not kept for a city's own home station.
    const hexOthers = (opts.reserved.get(hex) ?? []).filter((o) => o !== corporation);
    if (hexOthers.length > 0 && !cityOwners.includes(corporation)) {
      const open = this.slots[h]!.reduce((t, c, i) => t + Math.max(0, c.filter((s) => s === null).length - (opts.reserved.get(`${hex}:${i}`)?.length ?? 0)), 0);
      if ((this.data.hexReservation ?? "hex") === "hex" || hexOthers.length >= open) {
        const whose = hexOthers.join(" and ");
        const several = hexOthers.length > 1;
        return { rule: "tokenReserved", message: `the hex is kept for ${whose}'s home station${several ? "s" : ""} until ${whose} place${several ? " them" : "s it"}` };
      }
    }
    // 1830 7.3.2: a route from one of its stations to the city (`reaches`: whether it reaches a stop; null: not asked).
    if (reaches) {
      const node = this.tileOf(h).type.cityNode(city);
      if (!reaches(h * NODE_SLOTS + node)) {
        return { rule: "tokenConnection", message: `${corporation} cannot trace a route from its stations to city ${city}` };
      }
    }
    return null;
  }

  // ---- routes -------------------------------------------------------------

  /**
   * Checks the routes a corporation declares (1830 7.4) in the 18xx.games
   * `run_routes` shape and computes their revenue; throws a GameError naming
   * the rule otherwise.
   */
  validateRoutes(
    corporation: string,
    routes: readonly LogRoute[],
    trains: readonly RouteTrain[],
    offboardColor: keyof PhaseRevenue,
  ): RouteResult {
    return checkRoutes(this, corporation, routes, trains, offboardColor);
  }

  /** The revenue group of a hex's stops, if any (data `group`; a track station's nodes, V-7.5). */
  groupOf(h: number): string | undefined {
    return this.tb.groups[h];
  }

  /** What a route earns for running through (or to) hex h, once per route (HexDef.runBonus). */
  runBonusOf(h: number): number {
    return this.tb.hexes[h]!.runBonus ?? 0;
  }

  /** Whether a route's hexes count (routeHexVisits): a route enters each only once, or a hex pays for running in it. */
  get countsRouteHexes(): boolean {
    return this.routeHexOnce || this.tb.runBonuses;
  }

  /** Whether a route may enter each hex only once (TitleData.routeHexOnce). */
  get routeHexOnce(): boolean {
    return this.data.routeHexOnce === true;
  }
}

/** Board.crossingsKnown: not asked yet. */
const UNKNOWN_CROSSING = -2;

const hexNames = new Intl.Collator("en", { numeric: true });

/** The key of a corporation's graph in Board.graphs (a back-tracking one apart). */
const graphKey = (corporation: string, backtrack: boolean) => (backtrack ? `${corporation}\u0000back` : corporation);

/** Orders cities by hex name (A9 before A11), then city. */
function byHex(a: { hex: string; city: number }, b: { hex: string; city: number }): number {
  return hexNames.compare(a.hex, b.hex) || a.city - b.city;
}

function emptySlots(tile: PlacedTile): (string | null)[][] {
  return tile.cities.map((c) => new Array<string | null>(c.slots).fill(null));
}
