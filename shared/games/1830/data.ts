// 1830 (Classic ruleset): the title's data.
//
// Sources: the rule book (/work/shared/rules/1830-rules.txt, tables T-03..T-09)
// for the rules' figures; the reference implementation 18xx.games
// (tobymao/18xx, lib/engine/game/g_1830/*, lib/engine/config/tile.rb,
// lib/engine/hex.rb, lib/engine/tile.rb) for the map layout, the tile
// geometry and the stock market grid. Facts only; nothing here is its code.
//
// ---------------------------------------------------------------------------
// HEX GEOMETRY (as in 18xx.games hex.rb, which our logs and routes depend on)
// ---------------------------------------------------------------------------
// 1830 is "pointy" (hexes have a vertex at the top; rows run left to right).
// A coordinate such as "E19" is a row letter and a column number: the letter
// is the row (A = top row, index 0), the number the column. The reference
// game does not set AXES, and for the pointy layout the reference defaults to
// x = number - 1 (column), y = letter index (row) ("doubled" coordinates: in
// one row only every other number is used, and rows alternate odd/even
// columns: A/C/E/G/I/K use odd numbers, B/D/F/H/J even ones).
//
// Edges are numbered 0..5 clockwise, starting at the lower-left side:
//
//   edge  faces        neighbour offset (dx = column, dy = row)  e.g. from E19
//    0    south-west   (-1, +1)                                  F18
//    1    west         (-2,  0)                                  E17
//    2    north-west   (-1, -1)                                  D18
//    3    north-east   (+1, -1)                                  D20
//    4    east         (+2,  0)                                  E21
//    5    south-east   (+1, +1)                                  F20
//
// The opposite edge (the neighbour's side facing back) is (edge + 3) % 6.
// A tile laid with rotation r moves each of its edges e to (e + r) % 6, i.e.
// rotations turn clockwise by 60 degrees. All paths below are at rotation 0.
//
// Paths join two ends: an edge "0".."5", a city "c0", "c1", a town "t0", "t1"
// or the off-board revenue area "o0". They are given in the order the
// reference writes them (path=a:X,b:Y becomes "X-Y"); a path has no direction.
// City and town indices are the reference's order (the `_0`, `_1` of its DSL).
// A city without a printed "slots" has one station slot; a reference "city"
// or "town" without a revenue has revenue 0.
//
// ---------------------------------------------------------------------------
// PRE-PRINTED HEXES THE REFERENCE TREATS SPECIALLY
// ---------------------------------------------------------------------------
// - H12 Altoona (gray, PRR home): a city with exits 1 and 4, and in addition a
//   path 1-4 that runs past the city without stopping (through track).
// - E9, A17, D24: gray hexes with track only (no city, no town).
// - K15 Richmond: gray city with a single exit (2), a dead end.
// - Two-hex off-board areas: "Gulf" = J2 + I1 and "Canadian West" = A11 + A9.
//   I1 and A9 repeat the revenue with it hidden (hideRevenue). A9 and A11 form
//   revenue group "Canada" (a route may use only one of them); the reference
//   tags I1 with group "Gulf" but not J2. The two halves are joined by a
//   purely visual border (I1 edge 5 / J2 edge 2, A9 edge 4 / A11 edge 1).
// - Pre-printed yellow hexes, upgraded straight to green from phase 3:
//   E5 Detroit & Windsor, D10 Hamilton & Toronto, E11 Dunkirk & Buffalo,
//   H18 Philadelphia & Trenton (two cities each, no track, label OO);
//   G19 New York & Newark (two 40 cities with track, label NY);
//   I15 Baltimore and E23 Boston (one 30 city with track, label B).
//   E5, D10 and G19 also carry a water cost of $80, paid for the first tile
//   laid on them (the green one).
// - Impassable hex sides (lake shores / border), both sides listed:
//   E7:5 / F8:2, C11:5 / D12:2, C13:0 / D12:3, B16:5 / C17:2.
// - F16 Scranton: the DH hex, a city on a mountain ($120).
// - B20 Burlington: the CS hex, a town; the CS may lay 3, 4 or 58 there.
//
// Home hexes: PRR H12, NYC E19, CPR A19, B&O I15, C&O F6, ERIE E11,
// NYNH G19 (city 0, the one with edge 3), B&M E23. See corporations below.

import type {
  CompanyDef,
  CorporationDef,
  HexDef,
  MarketCell,
  PhaseDef,
  TileDef,
  TitleData,
  TrainDef,
} from "../../engine/title.ts";
// Off-board revenue (7.4.4): the "lesser" value until the first 5-train, the "greater" after; the reference
// gives them as a yellow and a brown value.
import { twoValues } from "../../engine/title.ts";

// ---------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------

const WATER = { kind: "water", cost: 80 } as const;
const MOUNTAIN = { kind: "mountain", cost: 120 } as const;

const city0 = { revenue: 0, slots: 1 };
const town0 = { revenue: 0 };

function blank(coord: string): HexDef {
  return { coord, content: { color: "white", paths: [] } };
}

const hexes: HexDef[] = [
  // --- red: off-board areas --------------------------------------------------
  {
    coord: "F2",
    location: "Chicago",
    content: { color: "red", offboard: twoValues(40, 70), paths: ["3-o0", "4-o0", "5-o0"] },
    tileable: false,
  },
  {
    coord: "I1",
    content: { color: "red", offboard: twoValues(30, 60), paths: ["4-o0"] },
    tileable: false,
    hideRevenue: true,
    group: "Gulf",
    borders: [{ edge: 5 }],
  },
  {
    coord: "J2",
    location: "Gulf",
    content: { color: "red", offboard: twoValues(30, 60), paths: ["3-o0", "4-o0"] },
    tileable: false,
    // 1830 7.4 example: a route may not start and end in the same red area.
    // 18xx.games groups only I1; both halves of the Gulf are one area.
    group: "Gulf",
    borders: [{ edge: 2 }],
  },
  {
    coord: "A9",
    content: { color: "red", offboard: twoValues(30, 50), paths: ["5-o0"] },
    tileable: false,
    hideRevenue: true,
    group: "Canada",
    borders: [{ edge: 4 }],
  },
  {
    coord: "A11",
    location: "Canadian West",
    content: { color: "red", offboard: twoValues(30, 50), paths: ["5-o0", "0-o0"] },
    tileable: false,
    group: "Canada",
    borders: [{ edge: 1 }],
  },
  {
    coord: "K13",
    location: "Deep South",
    content: { color: "red", offboard: twoValues(30, 40), paths: ["2-o0", "3-o0"] },
    tileable: false,
  },
  {
    coord: "B24",
    location: "Maritime Provinces",
    content: { color: "red", offboard: twoValues(20, 30), paths: ["1-o0", "0-o0"] },
    tileable: false,
  },

  // --- gray: fixed track -----------------------------------------------------
  {
    coord: "D2",
    location: "Lansing",
    content: { color: "gray", cities: [{ revenue: 20, slots: 1 }], paths: ["5-c0", "4-c0"] },
    tileable: false,
  },
  {
    coord: "F6",
    location: "Cleveland",
    content: { color: "gray", cities: [{ revenue: 30, slots: 1 }], paths: ["5-c0", "0-c0"] },
    tileable: false,
  },
  { coord: "E9", content: { color: "gray", paths: ["2-3"] }, tileable: false },
  {
    coord: "H12",
    location: "Altoona",
    // Exits 1 and 4 reach the city; "1-4" is through track bypassing it.
    content: { color: "gray", cities: [{ revenue: 10, slots: 1 }], paths: ["1-c0", "4-c0", "1-4"] },
    tileable: false,
  },
  {
    coord: "D14",
    location: "Rochester",
    content: { color: "gray", cities: [{ revenue: 20, slots: 1 }], paths: ["1-c0", "4-c0", "0-c0"] },
    tileable: false,
  },
  {
    coord: "C15",
    location: "Kingston",
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["1-t0", "3-t0"] },
    tileable: false,
  },
  {
    coord: "K15",
    location: "Richmond",
    content: { color: "gray", cities: [{ revenue: 20, slots: 1 }], paths: ["2-c0"] },
    tileable: false,
  },
  { coord: "A17", content: { color: "gray", paths: ["0-5"] }, tileable: false },
  {
    coord: "A19",
    location: "Montreal",
    content: { color: "gray", cities: [{ revenue: 40, slots: 1 }], paths: ["5-c0", "0-c0"] },
    tileable: false,
  },
  {
    coord: "I19",
    location: "Atlantic City",
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["1-t0", "2-t0"] },
    tileable: false,
  },
  {
    coord: "F24",
    location: "Mansfield",
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["1-t0", "2-t0"] },
    tileable: false,
  },
  { coord: "D24", content: { color: "gray", paths: ["1-0"] }, tileable: false },

  // --- white: cities with water ---------------------------------------------
  { coord: "F4", location: "Toledo", content: { color: "white", cities: [city0], paths: [] }, terrain: WATER },
  { coord: "J14", location: "Washington", content: { color: "white", cities: [city0], paths: [] }, terrain: WATER },
  { coord: "F22", location: "Providence", content: { color: "white", cities: [city0], paths: [] }, terrain: WATER },

  // --- white: beside impassable sides ---------------------------------------
  {
    coord: "E7",
    location: "London",
    content: { color: "white", towns: [town0], paths: [] },
    borders: [{ edge: 5, type: "impassable" }],
  },
  { coord: "F8", content: { color: "white", paths: [] }, borders: [{ edge: 2, type: "impassable" }] },
  { coord: "C11", content: { color: "white", paths: [] }, borders: [{ edge: 5, type: "impassable" }] },
  { coord: "C13", content: { color: "white", paths: [] }, borders: [{ edge: 0, type: "impassable" }] },
  {
    coord: "D12",
    content: { color: "white", paths: [] },
    borders: [
      { edge: 2, type: "impassable" },
      { edge: 3, type: "impassable" },
    ],
  },
  {
    coord: "B16",
    location: "Ottawa",
    content: { color: "white", cities: [city0], paths: [] },
    borders: [{ edge: 5, type: "impassable" }],
  },
  {
    coord: "C17",
    content: { color: "white", paths: [] },
    terrain: MOUNTAIN,
    borders: [{ edge: 2, type: "impassable" }],
  },

  // --- white: towns ----------------------------------------------------------
  { coord: "B20", location: "Burlington", content: { color: "white", towns: [town0], paths: [] } },
  { coord: "D4", location: "Flint", content: { color: "white", towns: [town0], paths: [] } },
  { coord: "F10", location: "Erie", content: { color: "white", towns: [town0], paths: [] } },

  // --- white: blank ----------------------------------------------------------
  ...[
    "I13", "D18", "B12", "B14", "B22", "C7", "C9", "C23", "D8", "D16", "D20",
    "E3", "E13", "E15", "F12", "F14", "F18", "G3", "G5", "G9", "G11", "H2",
    "H6", "H8", "H14", "I3", "I5", "I7", "I9", "J4", "J6", "J8",
  ].map(blank),

  // --- white: mountains ($120) -----------------------------------------------
  ...["G15", "C21", "D22", "E17", "E21", "G13", "I11", "J10", "J12"].map(
    (coord): HexDef => ({ ...blank(coord), terrain: MOUNTAIN }),
  ),

  // --- white: cities ---------------------------------------------------------
  { coord: "E19", location: "Albany", content: { color: "white", cities: [city0], paths: [] } },
  { coord: "H4", location: "Columbus", content: { color: "white", cities: [city0], paths: [] } },
  { coord: "B10", location: "Barrie", content: { color: "white", cities: [city0], paths: [] } },
  { coord: "H10", location: "Pittsburgh", content: { color: "white", cities: [city0], paths: [] } },
  { coord: "H16", location: "Lancaster", content: { color: "white", cities: [city0], paths: [] } },
  {
    coord: "F16",
    location: "Scranton",
    content: { color: "white", cities: [city0], paths: [] },
    terrain: MOUNTAIN,
  },

  // --- white: two towns ------------------------------------------------------
  { coord: "G7", location: "Akron & Canton", content: { color: "white", towns: [town0, town0], paths: [] } },
  { coord: "G17", location: "Reading & Allentown", content: { color: "white", towns: [town0, town0], paths: [] } },
  { coord: "F20", location: "New Haven & Hartford", content: { color: "white", towns: [town0, town0], paths: [] } },

  // --- white: water ($80) ----------------------------------------------------
  ...["D6", "I17", "B18", "C19"].map((coord): HexDef => ({ ...blank(coord), terrain: WATER })),

  // --- yellow: pre-printed, upgraded to green --------------------------------
  {
    coord: "E5",
    location: "Detroit & Windsor",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
    terrain: WATER,
  },
  {
    coord: "D10",
    location: "Hamilton & Toronto",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
    terrain: WATER,
  },
  {
    coord: "E11",
    location: "Dunkirk & Buffalo",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
  },
  {
    coord: "H18",
    location: "Philadelphia & Trenton",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
  },
  {
    coord: "I15",
    location: "Baltimore",
    content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["4-c0", "0-c0"], label: "B" },
  },
  {
    coord: "G19",
    location: "New York & Newark",
    content: {
      color: "yellow",
      cities: [
        { revenue: 40, slots: 1 },
        { revenue: 40, slots: 1 },
      ],
      paths: ["3-c0", "0-c1"],
      label: "NY",
    },
    terrain: WATER,
  },
  {
    coord: "E23",
    location: "Boston",
    content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["3-c0", "5-c0"], label: "B" },
  },
];

// ---------------------------------------------------------------------------
// Tiles (1830 Classic manifest, rule book T-09; geometry from the reference's
// standard tile set). Rule book numbers: yellow A1..A14 (9, 8, 7, 4, 58, 3, 57,
// -, -, 55, 69, 2, 1, 56), green B1..B14, B35, B37, bb1, ny1, oo2 (20, 19, 18,
// -, 16, 23, 24, 26, 27, 25, 28, 29, 14, 15, 53, 54, 59), brown C1..C10, C15,
// bb5, ny5, oo10..oo16 (41, 42, 40, 39, 47, 44, 45, 46, 43, 70, 63, 61, 62, 68,
// 67, 66, 65, 64). Totals: 34 yellow, 25 green, 26 brown = 85. There are no
// gray tiles in Classic.
//
// `upgrades` lists the Classic tiles each may become (T-09, leaving out the
// 1830+ tiles 17, 87, 88, 141..144, 204, 619, 883, 884, 997, 35, 36, 984, 167,
// 513; the whole of T-09 is ./plus-tiles.ts, and test/shared/track-tiles-1830.test.ts checks this
// list is its Classic column). Every entry also satisfies the reference's generic rule (next colour,
// same number of cities and towns, same label, old track a subset of the new
// under some rotation). In Classic the town tiles (1, 2, 3, 4, 55, 56, 58, 69)
// have no green successor, and brown tiles are final.
// The converse differs in two places: the generic rule (which is all the
// reference checks; it has no 1830 upgrade table) also accepts 28 -> 43 and
// 29 -> 43 (43 holds a sharp and a gentle curve sharing an edge), which T-09
// does not list and rule 7.2.2 #5 ("only certain tiles") then forbids. These
// lists follow T-09; an engine replaying 18xx.games logs may meet those two.
// ---------------------------------------------------------------------------

const tiles: TileDef[] = [
  // yellow
  {
    name: "1", count: 1, color: "yellow",
    towns: [{ revenue: 10 }, { revenue: 10 }],
    paths: ["1-t0", "t0-3", "0-t1", "t1-4"],
    upgrades: [],
  },
  {
    name: "2", count: 1, color: "yellow",
    towns: [{ revenue: 10 }, { revenue: 10 }],
    paths: ["0-t0", "t0-3", "1-t1", "t1-2"],
    upgrades: [],
  },
  { name: "3", count: 2, color: "yellow", towns: [{ revenue: 10 }], paths: ["0-t0", "t0-1"], upgrades: [] },
  { name: "4", count: 2, color: "yellow", towns: [{ revenue: 10 }], paths: ["0-t0", "t0-3"], upgrades: [] },
  { name: "7", count: 4, color: "yellow", paths: ["0-1"], upgrades: ["18", "26", "27", "28", "29"] },
  { name: "8", count: 8, color: "yellow", paths: ["0-2"], upgrades: ["16", "19", "23", "24", "25", "28", "29"] },
  { name: "9", count: 7, color: "yellow", paths: ["0-3"], upgrades: ["18", "19", "20", "23", "24", "26", "27"] },
  {
    name: "55", count: 1, color: "yellow",
    towns: [{ revenue: 10 }, { revenue: 10 }],
    paths: ["0-t0", "t0-3", "1-t1", "t1-4"],
    upgrades: [],
  },
  {
    name: "56", count: 1, color: "yellow",
    towns: [{ revenue: 10 }, { revenue: 10 }],
    paths: ["0-t0", "t0-2", "1-t1", "t1-3"],
    upgrades: [],
  },
  {
    name: "57", count: 4, color: "yellow",
    cities: [{ revenue: 20, slots: 1 }],
    paths: ["0-c0", "c0-3"],
    upgrades: ["14", "15"],
  },
  { name: "58", count: 2, color: "yellow", towns: [{ revenue: 10 }], paths: ["0-t0", "t0-2"], upgrades: [] },
  {
    name: "69", count: 1, color: "yellow",
    towns: [{ revenue: 10 }, { revenue: 10 }],
    paths: ["0-t0", "t0-3", "2-t1", "t1-4"],
    upgrades: [],
  },

  // green
  {
    name: "14", count: 3, color: "green",
    cities: [{ revenue: 30, slots: 2 }],
    paths: ["0-c0", "1-c0", "3-c0", "4-c0"],
    upgrades: ["63"],
  },
  {
    name: "15", count: 2, color: "green",
    cities: [{ revenue: 30, slots: 2 }],
    paths: ["0-c0", "1-c0", "2-c0", "3-c0"],
    upgrades: ["63"],
  },
  { name: "16", count: 1, color: "green", paths: ["0-2", "1-3"], upgrades: ["43", "70"] },
  { name: "18", count: 1, color: "green", paths: ["0-3", "1-2"], upgrades: ["43"] },
  { name: "19", count: 1, color: "green", paths: ["0-3", "2-4"], upgrades: ["45", "46"] },
  { name: "20", count: 1, color: "green", paths: ["0-3", "1-4"], upgrades: ["44", "47"] },
  { name: "23", count: 3, color: "green", paths: ["0-3", "0-4"], upgrades: ["41", "43", "45", "47"] },
  { name: "24", count: 3, color: "green", paths: ["0-3", "0-2"], upgrades: ["42", "43", "46", "47"] },
  { name: "25", count: 1, color: "green", paths: ["0-2", "0-4"], upgrades: ["40", "45", "46"] },
  { name: "26", count: 1, color: "green", paths: ["0-3", "0-5"], upgrades: ["42", "44", "45"] },
  { name: "27", count: 1, color: "green", paths: ["0-3", "0-1"], upgrades: ["41", "44", "46"] },
  { name: "28", count: 1, color: "green", paths: ["0-4", "0-5"], upgrades: ["39", "46", "70"] },
  { name: "29", count: 1, color: "green", paths: ["0-2", "0-1"], upgrades: ["39", "45", "70"] },
  {
    name: "53", count: 2, color: "green",
    cities: [{ revenue: 50, slots: 1 }],
    paths: ["0-c0", "2-c0", "4-c0"],
    label: "B",
    upgrades: ["61"],
  },
  {
    name: "54", count: 1, color: "green",
    cities: [
      { revenue: 60, slots: 1 },
      { revenue: 60, slots: 1 },
    ],
    paths: ["0-c0", "c0-1", "2-c1", "c1-3"],
    label: "NY",
    upgrades: ["62"],
  },
  {
    name: "59", count: 2, color: "green",
    cities: [
      { revenue: 40, slots: 1 },
      { revenue: 40, slots: 1 },
    ],
    paths: ["0-c0", "2-c1"],
    label: "OO",
    upgrades: ["64", "65", "66", "67", "68"],
  },

  // brown
  { name: "39", count: 1, color: "brown", paths: ["0-2", "0-1", "1-2"], upgrades: [] },
  { name: "40", count: 1, color: "brown", paths: ["0-2", "2-4", "0-4"], upgrades: [] },
  { name: "41", count: 2, color: "brown", paths: ["0-3", "0-1", "1-3"], upgrades: [] },
  { name: "42", count: 2, color: "brown", paths: ["0-3", "3-5", "0-5"], upgrades: [] },
  { name: "43", count: 2, color: "brown", paths: ["0-3", "0-2", "1-3", "1-2"], upgrades: [] },
  { name: "44", count: 1, color: "brown", paths: ["0-3", "1-4", "0-1", "3-4"], upgrades: [] },
  { name: "45", count: 2, color: "brown", paths: ["0-3", "2-4", "0-4", "2-3"], upgrades: [] },
  { name: "46", count: 2, color: "brown", paths: ["0-3", "2-4", "3-4", "0-2"], upgrades: [] },
  { name: "47", count: 1, color: "brown", paths: ["0-3", "1-4", "1-3", "0-4"], upgrades: [] },
  {
    name: "61", count: 2, color: "brown",
    cities: [{ revenue: 60, slots: 1 }],
    paths: ["0-c0", "2-c0", "3-c0", "4-c0"],
    label: "B",
    upgrades: [],
  },
  {
    name: "62", count: 1, color: "brown",
    cities: [
      { revenue: 80, slots: 2 },
      { revenue: 80, slots: 2 },
    ],
    paths: ["0-c0", "c0-1", "2-c1", "c1-3"],
    label: "NY",
    upgrades: [],
  },
  {
    name: "63", count: 3, color: "brown",
    cities: [{ revenue: 40, slots: 2 }],
    paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"],
    upgrades: [],
  },
  {
    name: "64", count: 1, color: "brown",
    cities: [
      { revenue: 50, slots: 1 },
      { revenue: 50, slots: 1 },
    ],
    paths: ["0-c0", "c0-2", "3-c1", "c1-4"],
    label: "OO",
    upgrades: [],
  },
  {
    name: "65", count: 1, color: "brown",
    cities: [
      { revenue: 50, slots: 1 },
      { revenue: 50, slots: 1 },
    ],
    paths: ["0-c0", "c0-4", "2-c1", "c1-3"],
    label: "OO",
    upgrades: [],
  },
  {
    name: "66", count: 1, color: "brown",
    cities: [
      { revenue: 50, slots: 1 },
      { revenue: 50, slots: 1 },
    ],
    paths: ["0-c0", "c0-3", "1-c1", "c1-2"],
    label: "OO",
    upgrades: [],
  },
  {
    name: "67", count: 1, color: "brown",
    cities: [
      { revenue: 50, slots: 1 },
      { revenue: 50, slots: 1 },
    ],
    paths: ["0-c0", "c0-3", "2-c1", "c1-4"],
    label: "OO",
    upgrades: [],
  },
  {
    name: "68", count: 1, color: "brown",
    cities: [
      { revenue: 50, slots: 1 },
      { revenue: 50, slots: 1 },
    ],
    paths: ["0-c0", "c0-3", "1-c1", "c1-4"],
    label: "OO",
    upgrades: [],
  },
  { name: "70", count: 1, color: "brown", paths: ["0-1", "0-2", "1-3", "2-3"], upgrades: [] },
];

// ---------------------------------------------------------------------------
// Stock market (exactly the reference grid: 11 rows; rows are left-aligned,
// rows 8-10 start with gaps). Zones: yellow = not counted in the certificate
// limit; orange = also may hold more than 60%; brown = may also buy several
// shares per turn. Par cells form column 6: 100 (row 0), 90 (1), 82 (2),
// 76 (3), 71 (4), 67 (5).
//
// A log's share price is "price,row,column" with zero-based row (top = 0) and
// column (left = 0) in this grid: a par action "100,0,6" is market[0][6]
// (price 100); "67,5,6" is market[5][6]. Movement: right = up in price along
// a row (dividend paid), left = withheld, down = share sold, up = sold out.
// ---------------------------------------------------------------------------

const n = (price: number): MarketCell => ({ price });
const y = (price: number): MarketCell => ({ price, zone: "yellow" });
const o = (price: number): MarketCell => ({ price, zone: "orange" });
const b = (price: number): MarketCell => ({ price, zone: "brown" });
const p = (price: number): MarketCell => ({ price, par: true });
const _ = null;

const market: (MarketCell | null)[][] = [
  [y(60), n(67), n(71), n(76), n(82), n(90), p(100), n(112), n(126), n(142), n(160), n(180), n(200), n(225), n(250), n(275), n(300), n(325), n(350)],
  [y(53), y(60), n(66), n(70), n(76), n(82), p(90), n(100), n(112), n(126), n(142), n(160), n(180), n(200), n(220), n(240), n(260), n(280), n(300)],
  [y(46), y(55), y(60), n(65), n(70), n(76), p(82), n(90), n(100), n(111), n(125), n(140), n(155), n(170), n(185), n(200)],
  [o(39), y(48), y(54), y(60), n(66), n(71), p(76), n(82), n(90), n(100), n(110), n(120), n(130)],
  [o(32), o(41), y(48), y(55), n(62), n(67), p(71), n(76), n(82), n(90), n(100)],
  [b(25), o(34), o(42), y(50), y(58), n(65), p(67), n(71), n(75), n(80)],
  [b(18), b(27), o(36), o(45), y(54), n(63), n(67), n(69), n(70)],
  [b(10), b(20), b(30), o(40), y(50), y(60), n(67), n(68)],
  [_, b(10), b(20), b(30), o(40), y(50), y(60)],
  [_, _, b(10), b(20), b(30), o(40), y(50)],
  [_, _, _, b(10), b(20), b(30), o(40)],
];

// ---------------------------------------------------------------------------
// Trains (T-03 Classic) and phases (T-07)
// ---------------------------------------------------------------------------

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 80, count: 6 },
  { name: "3", distance: 3, price: 180, count: 5 },
  { name: "4", distance: 4, price: 300, count: 4, rusts: "2" },
  // The first 5-train also closes the private companies (phase 5).
  { name: "5", distance: 5, price: 450, count: 3 },
  // V-1.7 variant: a 3rd 6-train (the reference's optional rule
  // "optional_6_train"); Classic has 2.
  { name: "6", distance: 6, price: 630, count: 2, rusts: "3" },
  // Diesel: $1100, or $800 when a 4, 5 or 6 is traded in, i.e. a discount of
  // $300 (the amount subtracted, as the reference records it). Buyable from
  // phase 6 on, while 6-trains remain. The rule book has 6 diesels in Classic
  // (T-03); the reference makes them unlimited.
  {
    name: "D",
    distance: Infinity,
    price: 1100,
    count: 6,
    rusts: "4",
    discount: { "4": 300, "5": 300, "6": 300 },
    availableOn: "6",
  },
];

// Phase 1 of the rule book (the private auction) has no entry: play starts in
// phase "2". Rule book phases 2..7 are named here by their train, as the
// reference does ("2", "3", "4", "5", "6", "D"). The rule book makes gray
// tiles available from phase 6; Classic has none, so the reference lists only
// yellow/green/brown. offboardColor is the key into the off-board revenues:
// yellow and green give the lesser value, brown the greater.
// (The reference also lets players trade privates between themselves from
// the second stock round, rule 4.1; that is a rule, not data.)
const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 1, trainLimit: 4, offboardColor: "yellow" },
  {
    name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4,
    buyCompanies: true, offboardColor: "green",
  },
  {
    name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3,
    buyCompanies: true, offboardColor: "green",
  },
  {
    name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2,
    closeCompanies: true, offboardColor: "brown",
  },
  {
    name: "6", onTrain: "6", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 3, trainLimit: 2,
    offboardColor: "brown",
  },
  {
    name: "D", onTrain: "D", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 3, trainLimit: 2,
    offboardColor: "brown",
  },
];

// ---------------------------------------------------------------------------
// Private companies (T-05, Classic six). Each blocks tile lays on its hex(es)
// while a player owns it.
// ---------------------------------------------------------------------------

const companies: CompanyDef[] = [
  {
    sym: "SV",
    name: "Schuylkill Valley",
    value: 20,
    revenue: 5,
    blocksHex: "G15",
    desc: "No special ability. Blocks G15 while a player owns it.",
  },
  {
    sym: "CS",
    name: "Champlain & St. Lawrence",
    value: 40,
    revenue: 10,
    blocksHex: "B20",
    abilities: [{ type: "extraTileLay", hexes: ["B20"], tiles: ["3", "4", "58"] }],
    desc:
      "The owning railroad may lay a tile on B20 even without a connection to its track, " +
      "in addition to its normal tile lay (two tiles that turn). Blocks B20 while a player owns it.",
  },
  {
    sym: "DH",
    name: "Delaware & Hudson",
    value: 70,
    revenue: 15,
    blocksHex: "F16",
    abilities: [{ type: "teleport", hexes: ["F16"], tiles: ["57"] }],
    desc:
      "The owning railroad may lay a tile on F16 and place a station token there, without a connection " +
      "to its track. The $120 mountain cost is paid, the token is free, and the tile is the railroad's " +
      "tile lay for the turn. If the token is not placed on that same turn, it later needs a normal " +
      "route. Once another railroad lays a tile on F16 the ability is lost. Blocks F16 while a player owns it.",
  },
  {
    sym: "MH",
    name: "Mohawk & Hudson",
    value: 110,
    revenue: 20,
    blocksHex: "D18",
    abilities: [{ type: "exchange", corporation: "NYC", from: ["ipo", "market"] }],
    desc:
      "The owning player may exchange it for a 10% NYC share from the bank or the pool, if he holds " +
      "less than 60% of NYC, in his stock-round turn or between turns in any round. This closes the MH. " +
      "Blocks D18 while a player owns it.",
  },
  {
    sym: "CA",
    name: "Camden & Amboy",
    value: 160,
    revenue: 25,
    blocksHex: "H18",
    abilities: [{ type: "share", corporation: "PRR", percent: 10 }],
    desc:
      "Its first buyer also receives a 10% PRR share free. This does not close the CA. " +
      "Blocks H18 while a player owns it.",
  },
  {
    sym: "BO",
    name: "Baltimore & Ohio",
    value: 220,
    revenue: 30,
    blocksHex: "I13",
    blocksHexes: ["I13", "I15"],
    abilities: [
      { type: "share", corporation: "B&O", percent: 20, president: true },
      { type: "noCorporationBuy" },
      { type: "closeOnTrainBuy", corporation: "B&O" },
    ],
    desc:
      "Its first buyer also receives the B&O president's certificate free and at once sets the B&O par. " +
      "It may not be sold to a corporation and stays with its owner if he loses the B&O presidency. " +
      "It closes when the B&O buys its first train. Blocks I13 and I15 while a player owns it.",
  },
];

// ---------------------------------------------------------------------------
// Corporations (T-08; ids, names, token costs and colours as the reference)
// ---------------------------------------------------------------------------
// Each floats at 60%. Token lists give the cost of each station token; the
// first (0) is the home station. Home stations are reserved for their
// corporation from the start (a slot of the home city; the reservation moves
// with upgrades). ERIE's reservation is on the whole hex E11 rather than a
// city, and in 1830 the reference lets such a hex reservation keep every
// other corporation out of both E11 cities until ERIE has placed its home
// token (its TILE_RESERVATION_BLOCKS_OTHERS = always). ERIE's home E11 has two cities and the reference names none: if E11 still
// has no track when ERIE places its home token, the token goes into city 0
// (the reference maps the cities of a trackless tile by index when the tile
// is upgraded); if it has track, the ERIE president chooses the city (the log
// then has a place_token action naming it). textColor is white unless given.

const corporations: CorporationDef[] = [
  { sym: "PRR", name: "Pennsylvania Railroad", tokens: [0, 40, 100, 100], home: "H12", color: "#32763f" },
  { sym: "NYC", name: "New York Central Railroad", tokens: [0, 40, 100, 100], home: "E19", color: "#474548" },
  { sym: "CPR", name: "Canadian Pacific Railroad", tokens: [0, 40, 100, 100], home: "A19", color: "#d1232a" },
  { sym: "B&O", name: "Baltimore & Ohio Railroad", tokens: [0, 40, 100], home: "I15", color: "#025aaa" },
  {
    sym: "C&O",
    name: "Chesapeake & Ohio Railroad",
    tokens: [0, 40, 100],
    home: "F6",
    color: "#ADD8E6",
    textColor: "black",
  },
  { sym: "ERIE", name: "Erie Railroad", tokens: [0, 40, 100], home: "E11", color: "#FFF500", textColor: "black" },
  {
    sym: "NYNH",
    name: "New York, New Haven & Hartford Railroad",
    tokens: [0, 40],
    home: "G19",
    homeCity: 0,
    color: "#d88e39",
  },
  { sym: "B&M", name: "Boston & Maine Railroad", tokens: [0, 40], home: "E23", color: "#95c054" },
];

export const data1830: TitleData = {
  title: "1830",
  layout: "pointy",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 12000,
  startingCash: { 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 },
  certLimit: { 2: 28, 3: 20, 4: 16, 5: 13, 6: 11 },
  privateSales: true,
  // 1830 V-6.4 ★: a private may not be both bought and sold in the same stock round.
  privateSoldOncePerRound: true,
  // 1830 V-7.4, for the railroads with several starting hexes (the 1830+ scenarios' C&O, V-1.6's and V-7.6's RDR):
  // only the final open starting circle is kept, and the choice is made as the railroad starts its first turn.
  reserveLastStartingCircle: true,
  homeChoiceOnFirstTurn: true,
};
