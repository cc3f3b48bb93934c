// 18Chesapeake: The Birth of American Railroads (Scott Petersen), the title's data.
//
// Sources: the published figures as 18xx.games plays them (tobymao/18xx,
// lib/engine/game/g_18_chesapeake/): the map layout and coordinates, terrain,
// tiles and their counts, the stock market grid, trains, phases, privates and
// corporations, which the logs we replay depend on. Facts only; nothing here
// is its code. The rule book is not in ../shared/rules/: the engine's
// messages cite the 1830 sections of the system 18Chesapeake shares, and the
// title's own rules are named (docs/rules-18chesapeake.md).
//
// The map has flat-topped hexes with 18xx.games' default axes for that layout
// (letter = column, number = row); edges 0..5 clockwise from the bottom side
// (shared/engine/hex.ts). Pittsburgh (A3, B2) and West Virginia Coal (A13,
// B14) are two-hex areas: a route may use only one hex of each (`group`).
// A3 is a red city with one station circle, the PLE's home.

import type { CompanyDef, CorporationDef, HexDef, MarketCell, PhaseDef, PhaseRevenue, TileDef, TitleData, TrainDef } from "../../engine/title.ts";
import { standardTile } from "../standard-tiles.ts";

const revenue = (yellow: number, green: number, brown: number, gray: number): PhaseRevenue => ({ yellow, green, brown, gray });
const mountain = { kind: "mountain", cost: 80 } as const;
const water = { kind: "water", cost: 40 } as const;
const city0 = { revenue: 0, slots: 1 };
const town0 = { revenue: 0 };

function white(coord: string, location?: string, more: Partial<HexDef> & { cities?: number; towns?: number } = {}): HexDef {
  const { cities = 0, towns = 0, ...rest } = more;
  const content: HexDef["content"] = { color: "white", paths: [] };
  if (cities) content.cities = Array.from({ length: cities }, () => city0);
  if (towns) content.towns = Array.from({ length: towns }, () => town0);
  return { coord, content, ...(location ? { location } : {}), ...rest };
}

const hexes: HexDef[] = [
  // --- white ------------------------------------------------------------------
  ...["B6", "B8", "B10", "C3", "C7", "C9", "C11", "E7", "E9", "E13", "F6", "F12", "G7", "I7", "J8", "J10", "L4", "F4", "G5", "H2", "I3"].map((c) => white(c)),
  ...["B12", "D4", "D6", "D10", "E5"].map((c) => white(c, undefined, { terrain: mountain })),
  ...["F10", "G9", "G11", "H12"].map((c) => white(c, undefined, { terrain: water })),
  white("B4", "Charleroi & Connellsville", { towns: 2 }),
  white("K3", "Trenton & Amboy", { towns: 2 }),
  white("K5", "Burlington & Princeton", { towns: 2 }),
  white("C5", "Green Spring", { cities: 1 }),
  white("D12", "Charlottesville", { cities: 1 }),
  white("E3", "Hagerstown", { cities: 1 }),
  white("F2", "Harrisburg", { cities: 1 }),
  white("G13", "Richmond", { cities: 1 }),
  white("J2", "Allentown", { cities: 1 }),
  white("C13", "Lynchburg", { cities: 1, terrain: mountain }),
  white("D2", "Berlin", { cities: 1, terrain: mountain }),
  white("D8", "Leesburg", { cities: 1, terrain: mountain }),
  white("E11", "Fredericksburg", { towns: 1 }),
  { coord: "F8", location: "Washington DC", content: { color: "white", cities: [city0], paths: [], label: "DC" } },
  white("G3", "Columbia", { towns: 1, terrain: water }),
  white("I5", "Wilmington", { towns: 1, terrain: water }),
  white("H4", "Strasburg", { cities: 1, terrain: water }),
  white("J6", "Camden", { cities: 1, terrain: water }),

  // --- red: off-board areas ---------------------------------------------------------
  {
    coord: "A3", location: "Pittsburgh", tileable: false, hideRevenue: true, group: "Pittsburgh", borders: [{ edge: 4 }],
    content: { color: "red", cities: [{ revenue: 40, slots: 1, phaseRevenue: revenue(40, 50, 60, 80) }], paths: ["5-c0"] },
  },
  {
    coord: "B2", location: "Pittsburgh", tileable: false, group: "Pittsburgh", borders: [{ edge: 1 }],
    content: { color: "red", offboard: revenue(40, 50, 60, 80), paths: ["0-o0"] },
  },
  { coord: "A7", location: "Ohio", tileable: false, content: { color: "red", offboard: revenue(40, 60, 80, 100), paths: ["4-o0", "5-o0"] } },
  {
    coord: "A13", location: "West Virginia Coal", tileable: false, hideRevenue: true, group: "West Virginia Coal", borders: [{ edge: 5 }],
    content: { color: "red", offboard: revenue(40, 50, 60, 80), paths: ["4-o0"] },
  },
  {
    coord: "B14", location: "West Virginia Coal", tileable: false, group: "West Virginia Coal", borders: [{ edge: 2 }],
    content: { color: "red", offboard: revenue(40, 50, 60, 80), paths: ["3-o0", "4-o0"] },
  },
  { coord: "H14", location: "Norfolk", tileable: false, content: { color: "red", offboard: revenue(30, 40, 50, 60), paths: ["2-o0"] } },
  { coord: "L2", location: "New York", tileable: false, content: { color: "red", offboard: revenue(40, 60, 80, 100), paths: ["0-o0", "1-o0"] } },

  // --- gray: fixed track ----------------------------------------------------------------
  { coord: "E1", tileable: false, content: { color: "gray", paths: ["1-5"] } },
  { coord: "F14", tileable: false, content: { color: "gray", paths: ["3-4"] } },
  { coord: "G1", tileable: false, content: { color: "gray", paths: ["1-5", "0-1"] } },
  { coord: "I9", location: "Delmarva Peninsula", tileable: false, content: { color: "gray", towns: [{ revenue: 30 }], paths: ["3-t0", "t0-5"] } },
  { coord: "K1", location: "Easton", tileable: false, content: { color: "gray", towns: [{ revenue: 30 }], paths: ["0-t0", "t0-1"] } },
  { coord: "K7", tileable: false, content: { color: "gray", paths: ["2-3"] } },

  // --- yellow: printed OO cities ----------------------------------------------------------
  {
    coord: "H6", location: "Baltimore", terrain: water,
    content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }, { revenue: 30, slots: 1 }], paths: ["1-c0", "4-c1"], label: "OO" },
  },
  {
    coord: "J4", location: "Philadelphia",
    content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }, { revenue: 30, slots: 1 }], paths: ["0-c0", "3-c1"], label: "OO" },
  },
];

// ---------------------------------------------------------------------------
// Tiles: the manifest with its counts (7, 8 and 9 unlimited). Upgrades list
// every tile of the next colour of the same kind; the board's rules keep the
// track, the cities and the label (1830 7.2.2), as 18xx.games decides them.
// DC (Washington, F8) goes X1 -> X2 -> X6 -> X8; the OO cities (H6, J4) go to
// X3/X4/X5, then X7 (their two cities joined), then X9.
// ---------------------------------------------------------------------------

const GREEN_TRACK = ["16", "19", "20", "23", "24", "25", "26", "27", "28", "29"];
const BROWN_TRACK = ["39", "40", "41", "42", "43", "44", "45", "46", "47", "70"];
const unlimited = (name: string, upgrades: string[]): TileDef => {
  const { count: _count, ...tile } = standardTile(name, 0, upgrades);
  return tile;
};
const city = (revenue: number, slots = 1) => ({ revenue, slots });

const tiles: TileDef[] = [
  standardTile("1", 1),
  standardTile("2", 1),
  standardTile("3", 2),
  standardTile("4", 2),
  unlimited("7", GREEN_TRACK),
  unlimited("8", GREEN_TRACK),
  unlimited("9", GREEN_TRACK),
  standardTile("55", 1),
  standardTile("56", 1),
  standardTile("57", 7, ["14", "15"]),
  standardTile("58", 2),
  standardTile("69", 1),
  { name: "X1", count: 1, color: "yellow", cities: [city(30)], paths: ["0-c0", "4-c0"], label: "DC", upgrades: ["X2"] },
  standardTile("14", 5, ["611"]),
  standardTile("15", 6, ["611"]),
  ...["16", "19", "20", "23", "24", "25", "26", "27", "28", "29"].map((n) => standardTile(n, n === "23" || n === "24" ? 3 : n === "25" ? 2 : 1, BROWN_TRACK)),
  { name: "X2", count: 1, color: "green", cities: [city(40, 2)], paths: ["0-c0", "2-c0", "1-c0", "4-c0", "5-c0"], label: "DC", upgrades: ["X6"] },
  { name: "X3", count: 1, color: "green", cities: [city(40), city(40)], paths: ["0-c0", "c0-2", "3-c1", "c1-5"], label: "OO", upgrades: ["X7"] },
  { name: "X4", count: 1, color: "green", cities: [city(40), city(40)], paths: ["0-c0", "c0-1", "2-c1", "c1-3"], label: "OO", upgrades: ["X7"] },
  { name: "X5", count: 1, color: "green", cities: [city(40), city(40)], paths: ["3-c0", "c0-5", "0-c1", "c1-4"], label: "OO", upgrades: ["X7"] },
  ...BROWN_TRACK.map((n) => standardTile(n, n === "43" || n === "47" ? 2 : 1)),
  standardTile("611", 5, ["915"]),
  { name: "X6", count: 1, color: "brown", cities: [city(70, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], label: "DC", upgrades: ["X8"] },
  { name: "X7", count: 2, color: "brown", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "2-c0", "5-c0", "4-c0"], label: "OO", upgrades: ["X9"] },
  standardTile("915", 1),
  { name: "X8", count: 1, color: "gray", cities: [city(100, 4)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], label: "DC" },
  { name: "X9", count: 1, color: "gray", cities: [city(70, 3)], paths: ["0-c0", "1-c0", "2-c0", "4-c0", "5-c0"], label: "OO" },
];

// ---------------------------------------------------------------------------
// Stock market: par values 95, 80 and 70 (the outlined boxes); the yellow
// boxes at the bottom left are not counted in the certificate limit. No box
// ends the game.
// ---------------------------------------------------------------------------

const n = (price: number): MarketCell => ({ price });
const y = (price: number): MarketCell => ({ price, zone: "yellow" });
const p = (price: number): MarketCell => ({ price, par: true });

const market: (MarketCell | null)[][] = [
  [80, 85, 90, 100, 110, 125, 140, 160, 180, 200, 225, 250, 275, 300, 325, 350, 375].map(n),
  [75, 80, 85, 90, 100, 110, 125, 140, 160, 180, 200, 225, 250, 275, 300, 325, 350].map(n),
  [n(70), n(75), n(80), n(85), p(95), n(105), n(115), n(130), n(145), n(160), n(180), n(200)],
  [n(65), n(70), n(75), p(80), n(85), n(95), n(105), n(115), n(130), n(145)],
  [n(60), n(65), p(70), n(75), n(80), n(85), n(95), n(105)],
  [y(55), n(60), n(65), n(70), n(75), n(80)],
  [y(50), y(55), n(60), n(65)],
  [y(40), y(45), y(50)],
];

// ---------------------------------------------------------------------------
// Trains and phases. The 4 rusts the 2s, the 6 the 3s, the first D the 4s;
// the first 5 closes the privates. D-trains are unlimited, on sale from phase
// 6 beside the 6s, $200 off with a 4, 5 or 6 traded in. At the end of each
// set of operating rounds the bank's next train, if a 2, 3 or 4, is exported
// (trainExport): it leaves the game as if bought.
// ---------------------------------------------------------------------------

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 80, count: 7 },
  { name: "3", distance: 3, price: 180, count: 6 },
  { name: "4", distance: 4, price: 300, count: 5, rusts: "2" },
  { name: "5", distance: 5, price: 500, count: 3 },
  { name: "6", distance: 6, price: 630, count: 2, rusts: "3" },
  { name: "D", distance: Infinity, price: 900, count: Infinity, rusts: "4", discount: { "4": 200, "5": 200, "6": 200 }, availableOn: "6" },
];

const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 1, trainLimit: 4, offboardColor: "yellow" },
  { name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4, buyCompanies: true, offboardColor: "green" },
  { name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, buyCompanies: true, offboardColor: "green" },
  { name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, closeCompanies: true, offboardColor: "brown" },
  { name: "6", onTrain: "6", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, offboardColor: "brown" },
  { name: "D", onTrain: "D", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 3, trainLimit: 2, offboardColor: "gray" },
];

// ---------------------------------------------------------------------------
// Private companies, with 18xx.games' ids.
// ---------------------------------------------------------------------------

const CORPORATION_SYMS = ["PRR", "PLE", "SRR", "B&O", "C&O", "LV", "C&A", "N&W"];

const companies: CompanyDef[] = [
  {
    sym: "D&R", name: "Delaware and Raritan Canal", value: 20, revenue: 5, blocksHex: "K3",
    desc: "No special ability. Blocks K3 while owned by a player.",
  },
  {
    sym: "C-P", name: "Columbia - Philadelphia Railroad", value: 40, revenue: 10, blocksHex: "H2", blocksHexes: ["H2", "I3"],
    abilities: [{ type: "extraTileLay", hexes: ["H2", "I3"], tiles: ["8", "9"], count: 2, trackStep: true }],
    desc:
      "Blocks H2 and I3 while owned by a player. The owning corporation may lay two connected #8 or #9 tiles on H2 " +
      "and I3, without a route to them, in addition to its own tile lay. A tile laid there otherwise forfeits the ability.",
  },
  {
    sym: "B&S", name: "Baltimore and Susquehanna Railroad", value: 50, revenue: 10, blocksHex: "F4", blocksHexes: ["F4", "G5"],
    abilities: [{ type: "extraTileLay", hexes: ["F4", "G5"], tiles: ["8", "9"], count: 2, trackStep: true }],
    desc:
      "Blocks F4 and G5 while owned by a player. The owning corporation may lay two connected #8 or #9 tiles on F4 " +
      "and G5, without a route to them, in addition to its own tile lay. A tile laid there otherwise forfeits the ability.",
  },
  {
    sym: "C&OC", name: "Chesapeake and Ohio Canal", value: 80, revenue: 15, blocksHex: "D2",
    abilities: [{ type: "teleport", hexes: ["D2"], tiles: ["57"] }],
    desc:
      "Blocks D2 while owned by a player. The owning corporation may lay a tile on D2 without a route to it, as its " +
      "tile lay and paying the terrain, then place a station there free of charge.",
  },
  {
    sym: "B&OR", name: "Baltimore & Ohio Railroad", value: 100, revenue: 0,
    abilities: [{ type: "share", corporation: "B&O", percent: 10 }],
    desc: "Its buyer takes a 10% share of the B&O at once. This does not close it; it has no other ability.",
  },
  {
    sym: "CV", name: "Cornelius Vanderbilt", value: 200, revenue: 30,
    abilities: [
      { type: "randomShare", corporations: CORPORATION_SYMS, percent: 20, president: true, closeOnTrainBuy: true },
      { type: "noCorporationBuy" },
    ],
    desc:
      "Its buyer takes the president's certificate of a corporation drawn at setup and sets its par at once. It closes " +
      "when that corporation buys its first train, and cannot be bought by a corporation.",
  },
];

// ---------------------------------------------------------------------------
// Corporations: float at 60%, full capitalization (1830 6.3).
// ---------------------------------------------------------------------------

const corporations: CorporationDef[] = [
  { sym: "PRR", name: "Pennsylvania Railroad", tokens: [0, 40, 60, 80], home: "F2", color: "#237333" },
  { sym: "PLE", name: "Pittsburgh and Lake Erie Railroad", tokens: [0, 40, 60], home: "A3", color: "black" },
  { sym: "SRR", name: "Strasburg Rail Road", tokens: [0, 40], home: "H4", color: "#d81e3e" },
  { sym: "B&O", name: "Baltimore & Ohio Railroad", tokens: [0, 40, 60], home: "H6", homeCity: 0, color: "#0189d1" },
  { sym: "C&O", name: "Chesapeake & Ohio Railroad", tokens: [0, 40, 60, 80], home: "G13", color: "#a2dced", textColor: "black" },
  { sym: "LV", name: "Lehigh Valley Railroad", tokens: [0, 40], home: "J2", color: "#FFF500", textColor: "black" },
  { sym: "C&A", name: "Camden & Amboy Railroad", tokens: [0, 40], home: "J6", color: "#f48221" },
  { sym: "N&W", name: "Norfolk & Western Railway", tokens: [0, 40, 60], home: "C13", color: "#7b352a" },
];

export const data18Chesapeake: TitleData = {
  title: "18Chesapeake",
  layout: "flat",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 8000,
  startingCash: { 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 },
  certLimit: { 2: 20, 3: 20, 4: 16, 5: 13, 6: 11 },
  // 18xx.games names every printed hex's tile after its coordinate ("J4-0-0" for Philadelphia's first city).
  standardPrinted: [],
  trainExport: ["2", "3", "4"],
  // The two-player game: 30% presidencies, the market stocked on floating and thinned by purchases.
  smallTable: { players: 2, presidentPercent: 30 },
  // 18xx.games' semi-restrictive track: an upgrade must give the corporation new track or a city of other value.
  trackPlacement: "newTrackOrValue",
  // A stock turn sells, then buys.
  sellThenBuy: true,
  auction: { raises: "multiples", onlyHighestCommitted: true },
  // Played as 18xx.games plays it, from no rule book here: reasons in plain words.
  uncited: true,
};
