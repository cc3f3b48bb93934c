// The 1830+ board, reconstructed from the rule book (docs/rules-1830-plus.md).
//
// The rule book (/work/shared/rules/1830-rules.txt) plays its scenarios S-1..S-4 on "the 1830+ board",
// the other side of the Classic board, which it does not print. It is rebuilt here as the Classic map
// (data.ts) with the changes the rule book names hex by hex (S-1.1..S-4.1, S-1.2 7.4/7.5, S-4.1's marks,
// T-02, the private companies' hexes in T-05, the homes in T-08, V-7.3..V-7.6) and, where the rule book
// is silent, the public sources gathered in /work/shared/notes/1830-plus-sources.md (Krazick's 1830+
// Map.xml and cosmonought's expanded board, where they agree). Every hex that differs from Classic says
// its source; every choice where the sources disagree or are silent is marked CHOICE and listed in the doc.
//
// Edges as in data.ts (pointy): 0 south-west, 1 west, 2 north-west, 3 north-east, 4 east, 5 south-east.

import type { HexDef, TileContent } from "../../engine/title.ts";
import { runThroughCity, twoValues } from "../../engine/title.ts";
import { data1830 } from "./data.ts";

/** The 1830+ scenarios played on the 1830+ board with their own board tiles (T-02: D = S-1, G = S-2,
 *  R = S-3, B = S-4; S-5 "Uncertain Times" uses either board as preferred, S-6 the Classic board). */
export type PlusScenario = "S-1" | "S-2" | "S-3" | "S-4";
export const PLUS_SCENARIOS: readonly PlusScenario[] = ["S-1", "S-2", "S-3", "S-4"];

const WATER = { kind: "water", cost: 80 } as const;
const MOUNTAIN = { kind: "mountain", cost: 120 } as const;
const city = (revenue = 0, slots = 1) => ({ revenue, slots });

/** What S-4.1 calls "information on board marked with B": the coalfield hexes ("F"), the canal symbols
 *  and the river hexes marked "($40)". They are printed on the board in every scenario; only S-4 plays them. */
export const MARK = {
  /** S-4.2 7.2: "All mountain hexes marked with a F have a terrain cost of $60. Add +$10 to run revenue for each hex marked with a F." */
  coalField: "coal_field",
  /** S-4.1: "Canal symbol in two places I-11, J-12" (the C&O Canal's hexes, T-05 note 3). */
  canal: "canal",
  /** S-4.1: "It costs $40 to place a tile on an river hex marked with ($40)." */
  river40: "river_40",
} as const;

/** S-4.2 7.2: the terrain cost of a coalfield mountain in S-4. */
export const COAL_FIELD_COST = 60;
/** S-4.2 7.2: what a route earns for each coalfield hex it runs to or through, in S-4 (HexDef.runBonus). */
export const COAL_FIELD_BONUS = 10;
/** S-4.1: the terrain cost of a river hex marked "($40)" in S-4. */
export const RIVER_40_COST = 40;

/** T-05 note 1: the Ohio river hexes (the PL's). CHOICE: they are the river hexes marked "($40)" for S-4. */
export const OHIO_RIVER = ["J2", "J4", "K5", "J6", "J8", "I9"];
/** CHOICE: the coalfield ("F") hexes: the West Virginia and Virginia mountains of rows J to M (no source names them). */
export const COAL_FIELDS = ["J10", "K9", "K11", "L6", "L8", "L10", "M7", "M9"];
/** S-4.1, T-05 note 3: the canal hexes (the CC's). */
export const CANAL = ["I11", "J12"];

/** V-7.5, V-7.6: the RDR's station space on G-15, worth 10 on its routes; "the cost for laying a tile on its starting
 *  hex is only $60 for the RDR only". */
export const RDR_SPACE = { corporation: "RDR", revenue: 10, layCost: 60 } as const;

// ---------------------------------------------------------------------------
// The board without board tiles: the Classic map changed hex by hex
// ---------------------------------------------------------------------------

/** Classic hexes the 1830+ board does not have: the Gulf's second half (the south-west off-board area moves to
 *  K1 + L2: Krazick, cosmonought; J2 is an Ohio river hex in T-05 note 1). */
const REMOVED = ["I1"];

const river = (coord: string, extra: Partial<HexDef> = {}): HexDef => ({
  coord,
  content: { color: "white", paths: [] },
  terrain: WATER,
  ...(OHIO_RIVER.includes(coord) ? { marks: [MARK.river40] } : {}),
  ...extra,
});
const mountain = (coord: string): HexDef => ({
  coord,
  content: { color: "white", paths: [] },
  terrain: MOUNTAIN,
  ...(COAL_FIELDS.includes(coord) ? { marks: [MARK.coalField] } : CANAL.includes(coord) ? { marks: [MARK.canal] } : {}),
});
const plain = (coord: string): HexDef => ({ coord, content: { color: "white", paths: [] } });

/** Hexes of the 1830+ board that differ from Classic or are new, each with its source. */
const CHANGED: HexDef[] = [
  // Row A. S-1.2 7.5: Montreal has two values; Krazick 40/60 and a third exit W (also cosmonought).
  {
    coord: "A19",
    location: "Montreal",
    content: { color: "gray", cities: [{ revenue: 40, slots: 1, phaseRevenue: twoValues(40, 60) }], paths: ["5-c0", "0-c0", "1-c0"] },
    tileable: false,
  },
  // A17 joins Montreal's new west exit: three ways SW, SE, E (Krazick, cosmonought).
  { coord: "A17", content: { color: "gray", paths: ["0-5", "0-4", "5-4"] }, tileable: false },

  // Row G-H. V-7.4, V-7.6: the RDR's starting hexes, G-15 (Schuylkill Valley, no city: V-7.5) and H-16 (Reading).
  // V-7.6: "the cost for laying a tile on its starting hex is only $60 for the RDR only".
  { ...mountain("G15"), homeSpace: RDR_SPACE },
  { coord: "H16", location: "Reading", content: { color: "white", cities: [city()], paths: [] } },
  // CHOICE (cosmonought): the Classic "Reading & Allentown" is Bethlehem & Allentown once Reading is H-16.
  { coord: "G17", location: "Bethlehem & Allentown", content: { color: "white", towns: [{ revenue: 0 }, { revenue: 0 }], paths: [] } },
  // S-1.2 7.4, V-7.5: the PRR's starting hex has no city; its special station counts 10 for the PRR only and
  // "the track in the hex may be upgraded normally". CHOICE (cosmonought): printed green track W-E and W-SE.
  {
    coord: "H12",
    location: "Altoona",
    content: { color: "green", paths: ["1-4", "1-5"] },
    homeSpace: { corporation: "PRR", revenue: 10 },
  },
  // Row I. I19 Atlantic City gains a south-west exit to the new J18 (Krazick, cosmonought).
  { coord: "I19", location: "Atlantic City", content: { color: "gray", towns: [{ revenue: 10 }], paths: ["1-t0", "2-t0", "0-t0"] }, tileable: false },
  // T-05 note 1: the Ohio river hexes (river in Krazick and cosmonought). I9 is also the PL's hex.
  river("I9"),
  // S-4.1: the canal hexes I-11 and J-12 (mountains as in Classic).
  mountain("I11"),
  mountain("J12"),

  // Row J. J2 was the Gulf; now an Ohio river hex (T-05 note 1).
  river("J2"),
  river("J4"),
  river("J6"),
  river("J8"),
  mountain("J10"),
  // New coast hexes below Atlantic City (Krazick "coast", cosmonought "river"): CHOICE water $80.
  river("J16"),
  river("J18"),

  // Row K. The south-west off-board area (S-1.1 "SW warehouse" at L-2): K1 + L2. CHOICE: named the Gulf with the
  // Classic Gulf's 30/60 (Krazick "St. Louis" 30/60, cosmonought "Chattanooga" with the Gulf's values).
  {
    coord: "K1",
    content: { color: "red", offboard: twoValues(30, 60), paths: ["3-o0", "4-o0"] },
    tileable: false,
    hideRevenue: true,
    group: "Gulf",
    borders: [{ edge: 5 }],
  },
  { coord: "K3", location: "Lexington", content: { color: "white", cities: [city()], paths: [] } },
  river("K5"),
  // Huntington: a city in both Krazick (on a hill) and cosmonought (mountain $80). CHOICE: cosmonought's $80.
  { coord: "K7", location: "Huntington", content: { color: "white", cities: [city()], paths: [] }, terrain: { kind: "mountain", cost: 80 } },
  // T-05 note 7: the JK's hexes K-9, K-11 (mountains in Krazick and cosmonought).
  mountain("K9"),
  mountain("K11"),
  // T-08, V-7.4: Richmond K-13, the C&O's other starting hex (a city in Krazick and cosmonought).
  { coord: "K13", location: "Richmond", content: { color: "white", cities: [city()], paths: [] } },
  // Classic's gray Richmond K15 is gone: coast (Krazick, cosmonought), CHOICE water $80.
  river("K15"),
  river("K17"),

  // Row L.
  {
    coord: "L2",
    location: "Gulf",
    content: { color: "red", offboard: twoValues(30, 60), paths: ["3-o0", "4-o0"] },
    tileable: false,
    group: "Gulf",
    borders: [{ edge: 2 }],
  },
  plain("L4"),
  mountain("L6"),
  mountain("L8"),
  mountain("L10"),
  plain("L12"),
  plain("L14"),
  // T-08: Norfolk L-16, the N&W's home; S-1.2 7.5: two values. Krazick and Rails 30/50; exits W, NW, NE
  // (Krazick, cosmonought). CHOICE: one station circle (cosmonought; Krazick's "double city" is read as its two values).
  {
    coord: "L16",
    location: "Norfolk",
    content: { color: "gray", cities: [{ revenue: 30, slots: 1, phaseRevenue: twoValues(30, 50) }], paths: ["1-c0", "2-c0", "3-c0"] },
    tileable: false,
  },

  // Row M. Deep South moves from K13 to M13 (S-1.1 "SE warehouse" at M-13), 30/40 as in Classic, exits W, NW, NE
  // (cosmonought, Rails; Krazick adds E).
  mountain("M7"),
  mountain("M9"),
  plain("M11"),
  {
    coord: "M13",
    location: "Deep South",
    content: { color: "red", offboard: twoValues(30, 40), paths: ["1-o0", "2-o0", "3-o0"] },
    tileable: false,
  },
  plain("M15"),
];

/** The 1830+ board without board tiles, every S-4 mark printed but at its usual cost. */
export const plusHexes: readonly HexDef[] = (() => {
  const changed = new Map(CHANGED.map((h) => [h.coord, h]));
  const classic = data1830.hexes.filter((h) => !REMOVED.includes(h.coord)).map((h) => changed.get(h.coord) ?? h);
  const known = new Set(classic.map((h) => h.coord));
  return [...classic, ...CHANGED.filter((h) => !known.has(h.coord))];
})();

// ---------------------------------------------------------------------------
// Board tiles 30a-30r (T-02): placed before play and treated as part of the board
// ---------------------------------------------------------------------------

export interface BoardTile {
  /** T-02's number ("30a"), or the track tile used as one ("A1"). */
  id: string;
  /** T-02's type, as printed. */
  name: string;
  hex: string;
  /** The scenarios that place it (T-02's columns; S-x.1's sidebars). */
  scenarios: readonly PlusScenario[];
  /** What the hex shows with the tile on it (its coordinate is the hex's). */
  hexDef: Omit<HexDef, "coord">;
}

/** A warehouse over a red off-board area (S-1.2 7.4): a city of the area's values that trains run through. */
function warehouse(over: string): Omit<HexDef, "coord"> {
  const area = plusHexes.find((h) => h.coord === over)!;
  const content: TileContent = {
    color: "red",
    cities: [runThroughCity(area.content.offboard!)],
    paths: area.content.paths.map((p) => p.replace("o0", "c0")),
  };
  const { coord: _, ...rest } = area;
  return { ...rest, content };
}

/** S-1.2 7.2, 7.5: the Kanawha Coal River hex: a large city stop, run into or through, two values. Rails and
 *  cosmonought 40/60; CHOICE: cosmonought's five exits (all but south-west). */
const COAL_RIVER: Omit<HexDef, "coord"> = {
  location: "Kanawha Coal River",
  content: { color: "gray", cities: [runThroughCity(twoValues(40, 60))], paths: ["1-c0", "2-c0", "3-c0", "4-c0", "5-c0"] },
  tileable: false,
  marks: ["coal_river"],
};

const blankHex = (extra: Partial<HexDef> = {}): Omit<HexDef, "coord"> => ({ content: { color: "white", paths: [] }, ...extra });
const boardCity = (location: string): Omit<HexDef, "coord"> => ({ location, content: { color: "white", cities: [city()], paths: [] } });

export const BOARD_TILES: readonly BoardTile[] = [
  { id: "30a", name: "Coal River Hex", hex: "L8", scenarios: ["S-1", "S-3"], hexDef: COAL_RIVER },
  { id: "30a", name: "Coal River Hex", hex: "J10", scenarios: ["S-2"], hexDef: COAL_RIVER },
  { id: "30b", name: "SE Warehouse", hex: "M13", scenarios: ["S-1", "S-2"], hexDef: warehouse("M13") },
  { id: "30c", name: "SW Warehouse", hex: "L2", scenarios: ["S-1", "S-2"], hexDef: warehouse("L2") },
  { id: "30d", name: "W Warehouse", hex: "F2", scenarios: ["S-1", "S-2"], hexDef: warehouse("F2") },
  { id: "30e", name: "NW Warehouse", hex: "A11", scenarios: ["S-1", "S-2"], hexDef: warehouse("A11") },
  { id: "30f", name: "NE Warehouse", hex: "B24", scenarios: ["S-1", "S-2"], hexDef: warehouse("B24") },
  // T-02 "Straight Track (use A-1)": a #9 joining M-9 and the Deep South warehouse (cosmonought: W-E), upgraded as an A1 (T-09).
  {
    id: "A1",
    name: "Straight Track",
    hex: "M11",
    scenarios: ["S-1"],
    hexDef: { content: { color: "yellow", paths: ["1-4"] }, upgrades: ["20", "19", "18", "23", "24", "26", "27"] },
  },
  { id: "30h", name: "Blank", hex: "H4", scenarios: ["S-4"], hexDef: blankHex() },
  { id: "30i", name: "Columbus, w/NKP home", hex: "H6", scenarios: ["S-4"], hexDef: boardCity("Columbus") },
  { id: "30j", name: "Blank Gray Lake Erie", hex: "F6", scenarios: ["S-4"], hexDef: { content: { color: "gray", paths: [] }, tileable: false } },
  // F-8 keeps the Lake Erie shore (impassable north-west side) of the printed hex.
  { id: "30k", name: "Cleveland, w/o C&O home", hex: "F8", scenarios: ["S-4"], hexDef: { ...boardCity("Cleveland"), borders: [{ edge: 2, type: "impassable" }] } },
  // Errata: Detroit/Windsor costs $80; "Old Detroit" is the Classic E-5.
  { id: "30l", name: "Old Detroit", hex: "E5", scenarios: ["S-4"], hexDef: withoutCoord(data1830.hexes.find((h) => h.coord === "E5")!) },
  // Errata: 30m belongs on E-9 (T-02), not D-10 (S-4.1): the Classic track south-west of Toronto.
  { id: "30m", name: "Old SW of Toronto Exit", hex: "E9", scenarios: ["S-4"], hexDef: withoutCoord(data1830.hexes.find((h) => h.coord === "E9")!) },
  { id: "30n", name: "Roanoke, w/ N&W home", hex: "L10", scenarios: ["S-4"], hexDef: boardCity("Roanoke") },
  { id: "30p", name: "Richmond, w/o C&O home", hex: "K13", scenarios: ["S-2"], hexDef: boardCity("Richmond") },
  { id: "30q", name: "Ottawa, w/ no cost", hex: "B16", scenarios: ["S-2"], hexDef: { ...boardCity("Ottawa"), borders: [{ edge: 5, type: "impassable" }] } },
  // S-2.1 #2, T-02 "Toronto, w/30, exits NE, SW": one city worth 30 joined to the south-west (0) and north-east (3)
  // sides, no terrain cost (the tile names none). S-2.2 7.2: only to1 and to5 upgrade D-10 (label "TO"): T-09's to1
  // has two cities of three exits side by side, so the upgrade divides Toronto's city between them, each side
  // keeping its track (TileContent.citySplits); a station there is placed again by its owner in either city.
  {
    id: "30r",
    name: "Toronto, w/30, exits NE, SW",
    hex: "D10",
    scenarios: ["S-2"],
    hexDef: { location: "Toronto", content: { color: "yellow", cities: [city(30)], paths: ["0-c0", "3-c0"], label: "TO", citySplits: true } },
  },
  { id: "30h", name: "Blank", hex: "C21", scenarios: ["S-2"], hexDef: blankHex() },
];

function withoutCoord(h: HexDef): Omit<HexDef, "coord"> {
  const { coord: _, ...rest } = h;
  return rest;
}

/** The board tiles a scenario places (T-02). */
export function boardTilesFor(scenario: PlusScenario): BoardTile[] {
  return BOARD_TILES.filter((t) => t.scenarios.includes(scenario));
}

/**
 * The 1830+ board for a scenario: the board with its board tiles placed (T-02), and in S-4 the marks on the
 * board played (S-4.1, S-4.2 7.2: coalfield mountains $60 and +$10 to a route's revenue, "($40)" rivers $40).
 * A board tile covers the hex and its marks (S-4's Roanoke, 30n, on the coalfield L-10). Without a scenario, the bare board.
 */
export function plusBoard(scenario?: PlusScenario): HexDef[] {
  const tiles = new Map((scenario ? boardTilesFor(scenario) : []).map((t) => [t.hex, t]));
  return plusHexes.map((h): HexDef => {
    const tile = tiles.get(h.coord);
    if (tile) return { coord: h.coord, ...tile.hexDef };
    if (scenario !== "S-4" || !h.terrain) return h;
    if (h.marks?.includes(MARK.coalField)) return { ...h, terrain: { kind: "mountain", cost: COAL_FIELD_COST }, runBonus: COAL_FIELD_BONUS };
    if (h.marks?.includes(MARK.river40)) return { ...h, terrain: { kind: "water", cost: RIVER_40_COST } };
    return h;
  });
}
