// 1882: Assiniboia, the title's data.
//
// Sources: the rule book (/work/shared/rules/1882-rules.txt) for the rules'
// figures (sections cited below); the reference implementation 18xx.games
// (tobymao/18xx, lib/engine/game/g_1882/) for the map layout, coordinates,
// river costs, the tile geometry and the stock market grid, which the logs we
// replay depend on. Facts only; nothing here is its code.
//
// ---------------------------------------------------------------------------
// HEX GEOMETRY
// ---------------------------------------------------------------------------
// 1882's map has flat-topped hexes. A coordinate such as "J10" is a letter and
// a number; unlike 18xx.games' default for flat maps, the number is x (the
// column) and the letter y (rows A at the top): axes { x: number, y: letter }.
// Edges are numbered 0..5 clockwise from the bottom side (see
// shared/engine/hex.ts): 0 south (J10 -> L10), 1 south-west (J10 -> K9),
// 2 north-west (I9), 3 north (H10), 4 north-east (I11), 5 south-east (K11).
//
// Rivers (1882 11.3.3) are hex sides of type "water" with the printed cost;
// both hexes list the side. Marks "NWR" are the North-West Rebellion hexes
// (rules 3, 8, 11.3.1); laying a yellow tile on one earns $20.
// The blue fishing hex B6 is an off-board revenue that does not count toward
// a train's range (11.5); Hudson Bay (B12) with Western Canada (I1) or
// Northern Alberta (B2) earns a $100 bonus (11.5).

import type {
  CompanyDef,
  CorporationDef,
  HexDef,
  MarketCell,
  PhaseDef,
  PhaseRevenue,
  TileDef,
  TitleData,
  TrainDef,
} from "../../engine/title.ts";
import { standardTile } from "../standard-tiles.ts";

/** Red off-board areas: the yellow value in phases 2-4, the brown value from phase 5 (1882 8, 11.5). */
function offboard(yellow: number, brown: number): PhaseRevenue {
  return { yellow, green: yellow, brown, gray: brown };
}

type Side = [edge: number, cost: number];
const rivers = (...sides: Side[]): NonNullable<HexDef["borders"]> => sides.map(([edge, cost]) => ({ edge, type: "water", cost }));
const NWR: Pick<HexDef, "marks" | "yellowLayBonus"> = { marks: ["NWR"], yellowLayBonus: 20 };
const city0 = { revenue: 0, slots: 1 };
const town0 = { revenue: 0 };

function white(coord: string, more: Partial<HexDef> & { cities?: number; towns?: number } = {}): HexDef {
  const { cities = 0, towns = 0, ...rest } = more;
  const content: HexDef["content"] = { color: "white", paths: [] };
  if (cities) content.cities = Array.from({ length: cities }, () => city0);
  if (towns) content.towns = Array.from({ length: towns }, () => town0);
  return { coord, content, ...rest };
}

const hexes: HexDef[] = [
  // --- red: off-board areas (1882 5, 11.5) -----------------------------------
  {
    coord: "I1", location: "Western Canada", tileable: false,
    content: { color: "red", offboard: offboard(40, 80), paths: ["4-o0", "5-o0"] },
  },
  {
    coord: "B2", location: "Northern Alberta", tileable: false,
    content: { color: "red", offboard: offboard(30, 60), paths: ["0-o0", "5-o0"] },
    borders: rivers([0, 40]),
  },
  {
    coord: "O11", location: "USA", tileable: false,
    content: { color: "red", offboard: offboard(30, 30), paths: ["3-o0"] },
  },
  {
    coord: "B12", location: "Hudson Bay", tileable: false,
    content: { color: "red", offboard: offboard(40, 50), paths: ["0-o0", "1-o0"] },
    borders: rivers([0, 60]),
  },
  {
    coord: "I13", location: "Eastern Canada", tileable: false,
    content: { color: "red", offboard: offboard(30, 40), paths: ["1-o0", "2-o0"] },
  },

  // --- white ------------------------------------------------------------------
  ...["F2", "H2", "K5", "M5", "L6", "M7", "M9", "B10", "L10", "H12"].map((c) => white(c)),
  white("K11", { borders: rivers([3, 40]) }),
  white("J2", { borders: rivers([4, 20]) }),
  white("L4", { borders: rivers([2, 40]) }),
  white("B4", { ...NWR }),
  // Plain cities, listed together: their printed tiles are "city-0".."city-3" in logs.
  white("G3", { cities: 1, location: "Kindersley" }),
  white("L8", { cities: 1, location: "Assiniboia" }),
  white("G11", { cities: 1, location: "Wadena" }),
  white("J12", { cities: 1, location: "Moosomin" }),
  white("C3", { cities: 1, location: "Lloydminster", borders: rivers([1, 20], [0, 40]), ...NWR }),
  white("K3", { cities: 1, location: "Medicine Hat", borders: rivers([0, 20], [1, 40], [3, 40], [4, 40], [5, 40]) }),
  white("D4", { cities: 1, location: "Maidstone", borders: rivers([0, 40], [1, 40], [5, 20]), ...NWR }),
  white("D6", { cities: 1, location: "Spiritwood", borders: rivers([0, 40], [1, 40]), ...NWR }),
  white("G7", { cities: 1, location: "Saskatoon", borders: rivers([3, 40], [5, 40]) }),
  white("J8", { cities: 1, location: "Moose Jaw", borders: rivers([2, 40]) }),
  white("G9", { cities: 1, location: "Humboldt", borders: rivers([2, 20], [3, 40]) }),
  white("C11", { cities: 1, location: "Flin Flon", borders: rivers([0, 60], [5, 60]) }),
  white("I5", { cities: 1, location: "Swift Current", borders: rivers([2, 20], [3, 40], [4, 40]) }),
  white("M3", { towns: 1, location: "Elkwater", terrain: { kind: "mountain", cost: 40 }, borders: rivers([3, 20]) }),
  white("D2", { borders: rivers([3, 40], [4, 20]) }),
  white("F6", { borders: rivers([3, 40], [4, 20]), ...NWR }),
  white("E3", { borders: rivers([3, 40], [4, 40]), ...NWR }),
  white("J6", { borders: rivers([3, 40], [4, 40]) }),
  white("I3", { borders: rivers([0, 40], [1, 20], [5, 40]) }),
  white("E7", { borders: rivers([0, 40], [1, 20], [5, 40]), ...NWR }),
  white("J4", { borders: rivers([1, 40], [2, 40], [3, 40]) }),
  white("H8", { borders: rivers([1, 40], [2, 40], [3, 40]) }),
  white("C5", { borders: rivers([0, 40]), ...NWR }),
  white("G5", { borders: rivers([0, 40]) }),
  white("H4", { borders: rivers([0, 40], [5, 20]) }),
  white("H6", { borders: rivers([0, 40], [1, 40]) }),
  white("I7", { borders: rivers([0, 20], [1, 40], [4, 40], [5, 40]) }),
  white("K7", { borders: rivers([3, 20]) }),
  white("E9", { borders: rivers([0, 40], [3, 20], [4, 40], [5, 40]) }),
  white("I9", { borders: rivers([5, 60]) }),
  white("D10", { borders: rivers([0, 60], [1, 40], [5, 40]) }),
  white("F10", { borders: rivers([2, 40], [3, 60]) }),
  white("E11", { borders: rivers([2, 40], [3, 60]) }),
  white("H10", { borders: rivers([0, 20]) }),
  white("D12", { borders: rivers([3, 60], [2, 60]) }),
  white("L12", { towns: 1, location: "Carlyle" }),
  white("F4", { towns: 1, location: "Wilkie", borders: rivers([3, 40]) }),
  white("K9", { towns: 2, location: "Rouleau & Mossbank" }),
  white("I11", { towns: 2, location: "Melville & Fort Qu'Appelle", borders: rivers([0, 40], [1, 40]) }),
  white("F8", { towns: 2, location: "Rosthern & Melfort", borders: rivers([0, 40], [2, 40], [3, 40], [5, 20]) }),

  // --- gray: fixed track --------------------------------------------------------
  {
    coord: "L2", location: "Lethbridge", tileable: false,
    content: { color: "gray", cities: [{ revenue: 40, slots: 1 }], paths: ["4-c0", "c0-5"] },
    borders: rivers([4, 40]),
  },
  {
    coord: "N6", location: "Shaunavon", tileable: false,
    content: { color: "gray", cities: [{ revenue: 30, slots: 1 }], paths: ["2-c0", "c0-4"] },
  },
  { coord: "C7", tileable: false, content: { color: "gray", paths: ["0-1"] }, borders: [{ edge: 5 }] },
  {
    coord: "D8", location: "Prince Albert", tileable: false,
    content: { color: "gray", cities: [{ revenue: 30, slots: 1 }], paths: ["0-c0", "1-c0"] },
    borders: [...rivers([0, 40]), { edge: 2 }, { edge: 4 }],
  },
  { coord: "N8", tileable: false, content: { color: "gray", paths: ["3-4"] } },
  {
    coord: "C9", location: "Candle Lake", tileable: false,
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["0-t0", "t0-4"] },
    borders: [...rivers([0, 20]), { edge: 1 }],
  },
  { coord: "N10", tileable: false, content: { color: "gray", paths: ["2-4"] } },
  {
    coord: "A11", location: "Sandy Bay", tileable: false,
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["0-t0", "t0-1"] },
  },
  {
    coord: "N12", location: "Oxbow", tileable: false,
    content: { color: "gray", towns: [{ revenue: 10 }], paths: ["2-t0", "t0-3"] },
  },
  {
    coord: "K13", location: "Virden", tileable: false,
    content: { color: "gray", cities: [{ revenue: 20, slots: 1 }], paths: ["2-c0"] },
  },

  // --- yellow: printed, upgraded from phase 3 (1882 11.3.2) ---------------------
  {
    coord: "M11", location: "Wayburn & Estevan",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
  },
  {
    coord: "E5", location: "North Battleford & Battleford",
    content: { color: "yellow", cities: [city0, city0], paths: [], label: "OO" },
    borders: rivers([2, 20], [3, 40], [4, 40]),
    ...NWR,
  },
  {
    coord: "J10", location: "Pile o' Bones & Lumsden",
    content: {
      color: "yellow",
      cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }],
      paths: ["1-c0", "4-c1"],
      label: "R",
    },
    borders: rivers([2, 60], [3, 20], [4, 40]),
  },
  { coord: "F12", content: { color: "yellow", paths: ["1-3"] } },

  // --- blue: the fishing exit (1882 11.5) ---------------------------------------
  {
    coord: "B6", location: "Fishing", tileable: false,
    content: { color: "blue", offboard: { yellow: 20, green: 20, brown: 30, gray: 30 }, offboardDistance: 0, paths: ["0-o0", "1-o0"] },
  },
];

// ---------------------------------------------------------------------------
// Tiles (1882 2: 74 tiles; 17: the upgrade chart). Upgrades follow the chart:
// plain track and cities to the next colour keeping all track; small cities
// never upgrade; the R (Regina) hex J10 goes yellow -> R1 -> R2.
// ---------------------------------------------------------------------------

const tiles: TileDef[] = [
  standardTile("1", 1),
  standardTile("2", 1),
  standardTile("3", 1),
  standardTile("4", 1),
  standardTile("7", 5, ["18", "26", "27"]),
  standardTile("8", 10, ["19", "23", "24"]),
  standardTile("9", 10, ["18", "19", "20", "23", "24", "26", "27"]),
  standardTile("55", 1),
  standardTile("56", 1),
  standardTile("57", 4, ["14", "15"]),
  standardTile("58", 1),
  standardTile("69", 1),
  standardTile("14", 3, ["63"]),
  standardTile("15", 2, ["63"]),
  standardTile("18", 1, ["43"]),
  standardTile("19", 1, ["45", "46"]),
  standardTile("20", 1, ["44", "47"]),
  standardTile("23", 3, ["41", "43", "45", "47"]),
  standardTile("24", 3, ["42", "43", "46", "47"]),
  standardTile("26", 1, ["42", "44", "45"]),
  standardTile("27", 1, ["41", "44", "46"]),
  standardTile("59", 1, ["66", "67", "68"]),
  {
    name: "R1", count: 1, color: "green", label: "R",
    cities: [{ revenue: 60, slots: 1 }, { revenue: 60, slots: 1 }],
    paths: ["0-c0", "c0-1", "2-c1", "c1-3"],
    upgrades: ["R2"],
  },
  standardTile("41", 2),
  standardTile("42", 2),
  standardTile("43", 2),
  standardTile("44", 1),
  standardTile("45", 2),
  standardTile("46", 2),
  standardTile("47", 1),
  standardTile("63", 3),
  standardTile("66", 1),
  standardTile("67", 1),
  standardTile("68", 1),
  {
    name: "R2", count: 1, color: "brown", label: "R",
    cities: [{ revenue: 70, slots: 2 }],
    paths: ["0-c0", "1-c0", "2-c0", "3-c0"],
    upgrades: [],
  },
];

// ---------------------------------------------------------------------------
// Stock market (the map board's chart). Par values are the outlined column:
// 100, 90, 82, 76, 71, 67 (1882 10.4), i.e. column 3 of rows 0-5; a log's
// share price "67,5,3" is row 5, column 3. Zones as in 10.1; $350 at the top
// right ends the game (12).
// ---------------------------------------------------------------------------

const n = (price: number): MarketCell => ({ price });
const y = (price: number): MarketCell => ({ price, zone: "yellow" });
const o = (price: number): MarketCell => ({ price, zone: "orange" });
const b = (price: number): MarketCell => ({ price, zone: "brown" });
const p = (price: number): MarketCell => ({ price, par: true });
const e = (price: number): MarketCell => ({ price, endGame: true });

const market: (MarketCell | null)[][] = [
  [n(76), n(82), n(90), p(100), n(112), n(126), n(142), n(160), n(180), n(200), n(225), n(250), n(275), n(300), n(325), e(350)],
  [n(70), n(76), n(82), p(90), n(100), n(112), n(126), n(142), n(160), n(180), n(200), n(220), n(240), n(260), n(280), n(300)],
  [n(65), n(70), n(76), p(82), n(90), n(100), n(111), n(125), n(140), n(155), n(170), n(185), n(200)],
  [y(60), n(66), n(71), p(76), n(82), n(90), n(100), n(110), n(120), n(130)],
  [y(55), n(62), n(67), p(71), n(76), n(82), n(90), n(100)],
  [y(50), y(58), n(65), p(67), n(71), n(75), n(80)],
  [o(45), y(54), n(63), n(67), n(69), n(70)],
  [o(40), y(50), y(60), n(67), n(68)],
  [b(30), o(40), y(50), y(60)],
  [b(20), b(30), o(40), y(50)],
  [b(10), b(20), b(30), o(40)],
];

// ---------------------------------------------------------------------------
// Trains (11.7's roster) and phases (8). The roster's counts include the four
// "extra" trains (one 3, 4, 5 and 6) that setup sets aside for P2 (3, 7.1.2);
// the title's setup takes the last copy of each type out of the depot.
// D-trains are unlimited; from phase 6 they are on sale beside the 6-trains
// and cost $800 with a 4, 5 or 6 traded in.
// ---------------------------------------------------------------------------

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 80, count: 6 },
  { name: "3", distance: 3, price: 180, count: 5 },
  { name: "4", distance: 4, price: 300, count: 4, rusts: "2" },
  { name: "5", distance: 5, price: 450, count: 3 },
  { name: "6", distance: 6, price: 630, count: 3, rusts: "3" },
  {
    name: "D", distance: Infinity, price: 1100, count: Infinity, rusts: "4",
    discount: { "4": 300, "5": 300, "6": 300 }, availableOn: "6",
  },
];

const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 1, trainLimit: 4, offboardColor: "yellow" },
  { name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4, buyCompanies: true, offboardColor: "green" },
  { name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, buyCompanies: true, offboardColor: "green" },
  {
    // 11: companies buy privates "in Phases 3 and 4" (18xx.games also in 5: compat1882).
    name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 3,
    closeCompanies: true, offboardColor: "brown",
  },
  { name: "6", onTrain: "6", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, offboardColor: "brown" },
  { name: "D", onTrain: "D", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, offboardColor: "brown" },
];

// ---------------------------------------------------------------------------
// Private companies (7.1). Ids as 18xx.games: HB (P1), SC (P2), NWR (P3),
// TB (P4), CP (P5).
// ---------------------------------------------------------------------------

const companies: CompanyDef[] = [
  {
    sym: "HB", name: "Hudson Bay", value: 20, revenue: 5, blocksHex: "C11",
    desc: "P1. Blocks C11 (Flin Flon) while owned by a player. Closes at the start of phase 5.",
  },
  {
    sym: "SC", name: "Saskatchewan Central", value: 50, revenue: 10, blocksHex: "H4",
    abilities: [
      { type: "parExchange", corporation: "SC", reserveTrain: true },
      { type: "closeOnPhase", phase: "6" },
    ],
    desc:
      "P2. Blocks H4 while owned by a player. In his stock turn its owner may close it for the president's " +
      "certificate of the SCR, setting its par and paying for one share, as his buy; the SCR's home station " +
      "goes in any open city or on a neutral station. If the bank's next train is a 3, 4, 5 or 6, one more " +
      "of that type joins it. The only way to start the SCR. Closes at the start of phase 6.",
  },
  {
    sym: "NWR", name: "North West Rebellion", value: 80, revenue: 15,
    abilities: [{ type: "moveStation", hexes: ["C3", "D4", "D6", "E5"], extraLay: true }],
    desc:
      "P3. Once, in its turn, the owning corporation may move one of its stations to an open city of an NWR " +
      "hex (C3, D4, D6, E5), free and without a connection, then lay or upgrade a tile there. A moved home " +
      "station leaves a neutral station. Closes at the start of phase 5.",
  },
  {
    sym: "TB", name: "Trestle Bridge", value: 140, revenue: 0, blocksHex: "G9",
    abilities: [
      { type: "randomShare", corporations: ["CNR", "CPR", "GT", "HBR", "QLL"], percent: 10 },
      { type: "crossingIncome", border: "water", amount: 10 },
    ],
    desc:
      "P4. Blocks G9 while owned by a player. Comes with a 10% share drawn at setup. Earns $10 for every " +
      "new connection across a river, by anyone. Closes at the start of phase 5.",
  },
  {
    sym: "CP", name: "Canadian Pacific", value: 180, revenue: 25,
    abilities: [
      { type: "share", corporation: "CPR", percent: 20, president: true },
      { type: "noCorporationBuy" },
      { type: "closeOnTrainBuy", corporation: "CPR" },
    ],
    desc:
      "P5. Its buyer takes the CPR president's certificate and sets its par at once. It cannot be bought by " +
      "a corporation. Closes at the start of phase 5 or when the CPR buys a train.",
  },
];

// ---------------------------------------------------------------------------
// Public companies (10.4). Ids as 18xx.games. Station costs: the home station
// free, the second $40, the others $100 (11.4); one neutral station marker on
// the charters that show one. The CN owns the neutral stations; the SCR
// starts only from P2 and places its home when parred; the QL's home is
// either city of Regina (J10), chosen when it first operates.
// ---------------------------------------------------------------------------

const corporations: CorporationDef[] = [
  { sym: "CN", name: "Canadian National", tokens: [], ownsNeutralStations: true, color: "orange", textColor: "black" },
  { sym: "CNR", name: "Canadian Northern", tokens: [0, 40, 100], neutralTokens: 1, home: "D8", color: "#237333" },
  { sym: "HBR", name: "Hudson Bay Railway", tokens: [0, 40, 100], neutralTokens: 1, home: "G11", color: "gold", textColor: "black" },
  { sym: "CPR", name: "Canadian Pacific Railway", tokens: [0, 40, 100, 100], home: "I5", color: "#d81e3e" },
  { sym: "GT", name: "Grand Trunk Pacific", tokens: [0, 40, 100], neutralTokens: 1, home: "L8", color: "black" },
  { sym: "SC", name: "Saskatchewan Central Railroad", tokens: [0], neutralTokens: 1, homeAnywhere: true, color: "#0189d1" },
  { sym: "QLL", name: "Qu'Appelle, Long Lake Railroad Co.", tokens: [0, 40], neutralTokens: 1, home: "J10", color: "purple" },
];

export const data1882: TitleData = {
  title: "1882",
  layout: "flat",
  axes: { x: "number", y: "letter" },
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 9000,
  startingCash: { 2: 900, 3: 600, 4: 450, 5: 360, 6: 300 },
  certLimit: { 2: 20, 3: 14, 4: 11, 5: 10, 6: 9 },
  // 18xx.games' 1882 map lists its plain hexes by content, not by standard tile:
  // every printed hex is named after its own coordinate ("J12-3-0" for Regina's city).
  standardPrinted: [],
  // 11.3.1: one or two yellow tiles (the second for $20), or one upgrade.
  tileLays: [{ lay: true, upgrade: true }, { lay: "notIfUpgraded", upgrade: false, cost: 20 }],
  discardedTrains: "removed",
  // 10.1: brown-zone shares in any amount from the IPO and/or the pool as one buy.
  multipleBuyFromIpo: true,
  hexReservation: "slot",
  auction: { raises: "multiples", alwaysDiscount: true },
  // 11.3.1: "While there is no track in a company's home hex, that company may lay any suitable city tile there
  // and may not lay a tile anywhere else."
  homeTrackFirst: true,
  // 11.3.1: the NWR bonus "occurs after all terrain and additional track lay fees are paid, for all tiles laid".
  layBonusAfterAllLays: true,
  // 7.1.2: P2 (a certificate) for the SCR's president's certificate keeps the count.
  exchangeKeepsCount: true,
  // 10.4: beyond 60% only in the brown zone (10.1: orange shares may be held beyond it).
  buysBeyondHoldingLimitInBrownOnly: true,
  // 11.5, 11.7: "the company president can choose whether to count the fishing exit".
  bonusStopMayOblige: true,
  // The engine names rules by 1830's sections; these are 1882's for the same rules.
  citations: {
    // the board's rules (shared/engine/board-rules.ts)
    "1830 7.2 (gray and red hexes)": "1882 11.3.1",
    "1830 7.2 (track tiles by phase)": "1882 8",
    "1830 7.2.1 #6-7, 7.2.2 #5": "1882 11.3.1, 11.3.2",
    "1830 7.2.2 #5": "1882 17",
    "1830 7.2.1 #7, 7.2.2 #6": "1882 11.3.1",
    "1830 7.2.1 #5": "1882 11.3.1",
    "1830 7.2.2 #3": "1882 11.3.2",
    "1830 7.2.2 #4, V-7.9": "1882 11.3.2",
    "1830 7.2.1 #2, 7.2.2 #2": "1882 11.3.1, 11.3.2",
    "1830 7.2.1 #1, C-1.4": "1882 11.3.1",
    "1830 7.2.1 #4": "1882 7.1, 11.3.1",
    "1830 7.2 (tile manifest T-09)": "1882 2, 17",
    // the rounds' rules
    "1830 4.1": "1882 7.1",
    "1830 pp. 46-47": "1882 7.1",
    "1830 5.1": "1882 10.4",
    "1830 5.2": "1882 10.4",
    "1830 5.3": "1882 10.1",
    "1830 5.4": "1882 10.1",
    "1830 5.5": "1882 10.2",
    "1830 6.0": "1882 10",
    "1830 6.1": "1882 10.2",
    "1830 6.2": "1882 10.4",
    "1830 6.3": "1882 10.5",
    "1830 6.4": "1882 10.3",
    "1830 7.0": "1882 11",
    "1830 7.1": "1882 11",
    "1830 7.2": "1882 11.3",
    "1830 7.2.1": "1882 11.3.1",
    "1830 7.2.2": "1882 11.3.2",
    "1830 7.2.3": "1882 11.3.1, 11.3.3",
    "1830 7.3": "1882 11.4",
    "1830 7.3.1": "1882 11.4",
    "1830 7.3.2": "1882 11.4",
    "1830 7.3.2 (one station per hex)": "1882 11.4",
    "1830 7.3.3": "1882 11.1",
    "1830 7.4": "1882 11.5",
    "1830 7.4.1": "1882 11.5",
    "1830 7.4.2": "1882 11.1",
    "1830 7.5": "1882 11.6",
    "1830 7.6": "1882 11.7",
    "1830 7.6.1": "1882 8",
    "1830 7.7": "1882 11.7",
    "1830 8.0": "1882 12",
    "C-1.2": "1882 10",
    "C-1.3": "1882 10.1",
    "C-1.4": "1882 11.3.1",
    "C-2.2": "1882 9",
    "1830 V-1.8": "1882 9",
    "C-2.2.1": "1882 9",
    "C-2.2.2": "1882 9",
    "C-2.2.3": "1882 9",
    "C-2.3": "1882 11.8",
    "C-2.3.1": "1882 11.7",
    "C-2.3.2": "1882 11.8",
    "C-2.4": "1882 11.8",
    "C-2.5": "1882 12",
    "[home anywhere]": "1882 7.1.2, 10.4",
    "[neutral stations]": "1882 10.4, 11.4",
    "[par by exchange]": "1882 7.1.2",
    "[station move]": "1882 7.1.3",
    "1830 BO": "1882 7.1.5",
    "[home track first]": "1882 11.3.1",
    "[bonus stop route]": "1882 11.5, 11.8",
  },
};

/**
 * 1882 as 18xx.games plays it (the compatibility option, docs/rules-1882.md): companies buy privates in phase 5 too,
 * the home hex need not be laid first, P3's station move is made before the company's trains run, and the NWR bonus
 * of a turn's first tile may pay for its second.
 */
export const compat1882: TitleData = {
  ...data1882,
  phases: data1882.phases.map((p) => (p.name === "5" ? { ...p, buyCompanies: true } : p)),
  companies: data1882.companies.map((c) => ({
    ...c,
    abilities: c.abilities?.map((a) => (a.type === "moveStation" ? { ...a, beforeRun: true } : a)),
  })),
  homeTrackFirst: false,
  layBonusAfterAllLays: false,
  exchangeKeepsCount: false,
  buysBeyondHoldingLimitInBrownOnly: false,
};
