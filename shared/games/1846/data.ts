// 1846: The Race for the Midwest (Thomas Lehmann), the title's data.
//
// Sources: the published figures as 18xx.games plays them (tobymao/18xx,
// lib/engine/game/g_1846/): the map layout and coordinates, terrain, tiles
// and their counts, the stock market, trains, phases, privates, minors and
// corporations, which the logs we replay depend on. Facts only; nothing here
// is its code. We have no rule book of 1846: its own rules are named in
// docs/rules-1846.md and refusals give their reason in plain words.
//
// The map has pointy-topped hexes in 18xx.games' default reading (the letter
// is the row, the number the column); edges 0..5 clockwise from the
// south-west side (shared/engine/hex.ts). Every printed hex is named as
// 18xx.games names it, after its coordinate and its place in its group of the
// map listing ("C15-0"): `printedId`.

import type { CompanyDef, CorporationDef, HexDef, MarketCell, PhaseDef, PhaseRevenue, TileDef, TitleData, TrainDef } from "../../engine/title.ts";
import { standardTile } from "../standard-tiles.ts";

/** A value until phase III (yellow and green off-board colour), another from it (brown and gray). */
const revenue = (early: number, late: number): PhaseRevenue => ({ yellow: early, green: early, brown: late, gray: late });
const city0 = { revenue: 0, slots: 1 };
const mountain = (cost: number) => ({ kind: "mountain", cost }) as const;
const water = (cost: number) => ({ kind: "water", cost }) as const;

/** The east-west bonus printed on an off-board area (its "20", "30" or "50" icon): a route from an E area to a W
 *  area earns the values of both ends ([east-west bonus]). */
export const EAST_WEST_BONUS: Readonly<Record<string, number>> = {
  B18: 20, C17: 30, C21: 30, D22: 30, E23: 30, I17: 20, F22: 20, G21: 20, H20: 30, C5: 50, I1: 20,
};
/** The west ends of an east-west route (the W areas). */
export const WEST_HEXES: readonly string[] = ["C5", "I1"];
/** The port icons on each hex (Steamboat Company: its bonus counts once per icon). */
export const PORT_ICONS: Readonly<Record<string, number>> = { B8: 2, C5: 1, D14: 1, I1: 1, G19: 2 };

/** A group of the map listing: each hex's printed tile is named after its coordinate and its place in the group. */
function group(coords: string[], make: (coord: string) => Omit<HexDef, "coord" | "printedId">): HexDef[] {
  return coords.map((coord, i) => ({ coord, printedId: `${coord}-${i}`, ...make(coord) }));
}
const blank = (more: Partial<HexDef> = {}) => () => ({ content: { color: "white" as const, paths: [] }, ...more });
const cityHex = (more: Partial<HexDef> = {}, label?: string) => () => ({
  content: { color: "white" as const, cities: [city0], paths: [], ...(label ? { label } : {}) },
  ...more,
});
const one = (coord: string, def: Omit<HexDef, "coord" | "printedId">): HexDef => ({ coord, printedId: `${coord}-0`, ...def });

const LOCATIONS: Record<string, string> = {
  B8: "Holland", B16: "Port Huron", B18: "Sarnia", C5: "Chicago Connections", C9: "South Bend", C15: "Detroit",
  C17: "Windsor", D6: "Chicago", D14: "Toledo", D20: "Erie", D22: "Buffalo", E11: "Fort Wayne", E17: "Cleveland",
  E21: "Salamanca", E23: "Binghamton", F20: "Homewood", G3: "Springfield", G7: "Terre Haute", G9: "Indianapolis",
  G13: "Dayton", G15: "Columbus", G19: "Wheeling", G21: "Pittsburgh", H12: "Cincinnati", H20: "Cumberland",
  I1: "St. Louis", I5: "Centralia", I15: "Huntington", I17: "Charleston", J10: "Louisville", K3: "Cairo",
};

/** An off-board area: red, no tile, its revenue early and late. */
function offboard(early: number, late: number, paths: string[], more: Partial<HexDef> = {}, label?: string): Omit<HexDef, "coord" | "printedId"> {
  return { tileable: false, content: { color: "red", offboard: revenue(early, late), paths, ...(label ? { label } : {}) }, ...more };
}
const gray = (content: Omit<HexDef["content"], "color">, more: Partial<HexDef> = {}): Omit<HexDef, "coord" | "printedId"> => ({
  tileable: false, content: { color: "gray", ...content }, ...more,
});

const rawHexes: HexDef[] = [
  // --- white ----------------------------------------------------------------------------------
  ...group(["B14", "C11", "C13", "D8", "D10", "D12", "E7", "E9", "E13", "E15", "F4", "F8", "F10", "F12", "G11", "H2", "H4", "H8", "H10", "I3", "I7", "I9", "J8", "D18", "B10", "B12", "F14", "F16"], blank()),
  one("E19", { content: { color: "white", paths: [] }, borders: [{ edge: 5, type: "mountain", cost: 40 }] }),
  // The IC's hexes (its free yellow tiles).
  ...group(["E5", "F6", "G5", "H6"], blank()),
  one("J4", { content: { color: "white", paths: [] }, borders: [{ edge: 4, type: "water", cost: 40 }] }),
  one("J6", { content: { color: "white", paths: [] }, borders: [{ edge: 1, type: "water", cost: 40 }] }),
  one("I11", { content: { color: "white", paths: [] }, borders: [{ edge: 3, type: "water", cost: 40 }] }),
  ...group(["C9", "E11", "G3", "G7", "G9", "G15"], cityHex()),
  one("G13", cityHex()()),
  one("B16", cityHex({ borders: [{ edge: 4, type: "mountain", cost: 40 }] })()),
  one("D14", cityHex()()),
  one("E17", cityHex({}, "Z")()),
  one("H12", cityHex({ borders: [{ edge: 0, type: "water", cost: 40 }] }, "Z")()),
  one("F18", { content: { color: "white", paths: [] }, terrain: mountain(40), borders: [{ edge: 5, type: "water", cost: 40 }] }),
  one("H16", { content: { color: "white", paths: [] }, terrain: mountain(40) }),
  one("G17", { content: { color: "white", paths: [] }, terrain: mountain(40), borders: [{ edge: 4, type: "water", cost: 20 }] }),
  one("H14", { content: { color: "white", paths: [] }, terrain: mountain(60) }),

  // --- gray -------------------------------------------------------------------------------------
  ...group(["A15", "C7"], () => gray({ paths: ["0-5"] })),
  one("F20", gray({ cities: [{ revenue: 10, slots: 1 }], paths: ["1-c0", "2-c0", "4-c0", "5-c0"] }, { borders: [{ edge: 2, type: "mountain", cost: 40 }] })),
  one("I5", gray({ cities: [{ revenue: 10, slots: 2 }], paths: ["1-c0", "3-c0", "4-c0", "0-c0"] })),
  one("I15", gray({ cities: [{ revenue: 20, slots: 1 }], paths: ["2-c0", "3-c0", "4-c0"] })),
  one("E21", gray({ cities: [{ revenue: 10, slots: 1 }], paths: ["1-c0", "2-c0", "4-c0"] })),
  one("K3", gray({ cities: [{ revenue: 20, slots: 1 }], paths: ["3-c0"] })),

  // --- red: off-board areas; the E areas are one group (a route reaches one of them) ------------------
  one("B8", offboard(40, 10, ["4-o0"])),
  one("B18", offboard(30, 50, ["1-o0"], { group: "E", borders: [{ edge: 1, type: "mountain", cost: 40 }] }, "E")),
  one("C5", offboard(20, 40, ["5-o0"], {}, "W")),
  one("C17", offboard(40, 60, ["1-o0"], { group: "E", borders: [{ edge: 1, type: "mountain", cost: 60 }] }, "E")),
  one("C21", offboard(30, 60, ["0-o0"], { group: "E", hideRevenue: true, borders: [{ edge: 5 }] })),
  one("D22", offboard(30, 60, ["1-o0"], { group: "E", borders: [{ edge: 2 }] }, "E")),
  one("E23", offboard(20, 50, ["1-o0"], { group: "E" }, "E")),
  one("I17", offboard(20, 50, ["1-o0"], { group: "E" }, "E")),
  one("F22", offboard(30, 70, ["1-o0"], { group: "E", hideRevenue: true, borders: [{ edge: 0 }] })),
  one("G21", offboard(30, 70, ["1-o0", "2-o0"], { group: "E", borders: [{ edge: 1, type: "mountain", cost: 20 }, { edge: 3 }] }, "E")),
  one("H20", offboard(20, 40, ["2-o0"], { group: "E" }, "E")),
  one("I1", offboard(50, 70, ["3-o0", "4-o0"], { group: "St. Louis" }, "W")),
  one("J10", offboard(50, 70, ["2-o0", "3-o0"], { group: "Louisville" })),

  // --- yellow: printed cities ---------------------------------------------------------------------
  one("C15", {
    content: { color: "yellow", cities: [{ revenue: 40, slots: 2 }], paths: ["1-c0", "3-c0"], label: "Z" },
    terrain: water(40), borders: [{ edge: 4, type: "mountain", cost: 60 }],
  }),
  one("D6", {
    content: {
      color: "yellow", cities: [10, 10, 10, 10].map((r) => ({ revenue: r, slots: 1 })),
      paths: ["0-c0", "3-c1", "4-c2", "5-c3"], label: "Chi",
    },
    group: "Chicago",
  }),
  one("D20", { content: { color: "yellow", cities: [{ revenue: 10, slots: 2 }], paths: ["1-c0", "3-c0", "0-c0"] } }),
  one("G19", {
    content: { color: "yellow", cities: [{ revenue: 10, slots: 1 }], paths: ["5-c0"] },
    borders: [{ edge: 1, type: "water", cost: 20 }, { edge: 2, type: "water", cost: 40 }, { edge: 4, type: "mountain", cost: 20 }],
  }),

  // --- blue: Lake Erie --------------------------------------------------------------------------------
  one("D16", { tileable: false, content: { color: "blue", paths: [] } }),
];

const hexes: HexDef[] = rawHexes.map((h) => (LOCATIONS[h.coord] ? { ...h, location: LOCATIONS[h.coord] } : h));

// ---------------------------------------------------------------------------
// Tiles: the manifest with its counts (7, 8 and 9 unlimited). Z cities
// (Detroit C15, Cleveland E17, Cincinnati H12) and Chicago (Chi, D6) have
// their own tiles.
// ---------------------------------------------------------------------------

const GREEN_TRACK = ["16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31"];
const BROWN_TRACK = ["39", "40", "41", "42", "43", "44", "45", "46", "47", "70"];
const GREEN_CITIES = ["14", "15", "619"];
const unlimited = (name: string, upgrades: string[]): TileDef => {
  const { count: _count, ...tile } = standardTile(name, 0, upgrades);
  return tile;
};
const city = (revenue: number, slots = 1) => ({ revenue, slots });
const CHI_PATHS = ["0-c0", "c0-2", "3-c1", "c1-2", "4-c2", "c2-2", "5-c3", "c3-2"];
const chicago = (name: string, color: "green" | "brown" | "gray", revenue: number, upgrades: string[]): TileDef => ({
  name, count: 1, color, cities: [0, 1, 2, 3].map(() => city(revenue)), paths: CHI_PATHS, label: "Chi", upgrades,
});

const tiles: TileDef[] = [
  standardTile("5", 3, GREEN_CITIES),
  standardTile("6", 4, GREEN_CITIES),
  unlimited("7", GREEN_TRACK),
  unlimited("8", GREEN_TRACK),
  unlimited("9", GREEN_TRACK),
  standardTile("57", 4, GREEN_CITIES),
  { name: "291", count: 1, color: "yellow", cities: [city(40)], paths: ["0-c0", "1-c0"], label: "Z", upgrades: ["294", "295", "296"] },
  { name: "292", count: 1, color: "yellow", cities: [city(40)], paths: ["0-c0", "2-c0"], label: "Z", upgrades: ["294", "295", "296"] },
  { name: "293", count: 1, color: "yellow", cities: [city(40)], paths: ["0-c0", "3-c0"], label: "Z", upgrades: ["294", "295", "296"] },
  standardTile("14", 4, ["611"]),
  standardTile("15", 5, ["611"]),
  standardTile("619", 3, ["611"]),
  ...GREEN_TRACK.map((n) => standardTile(n, ["16", "19", "20", "25"].includes(n) ? 2 : ["23", "24"].includes(n) ? 4 : 1, BROWN_TRACK)),
  { name: "294", count: 2, color: "green", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "3-c0", "4-c0"], label: "Z", upgrades: ["297"] },
  { name: "295", count: 2, color: "green", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], label: "Z", upgrades: ["297"] },
  { name: "296", count: 1, color: "green", cities: [city(50, 2)], paths: ["0-c0", "2-c0", "3-c0", "4-c0"], label: "Z", upgrades: ["297"] },
  chicago("298", "green", 40, ["299"]),
  ...BROWN_TRACK.map((n) => standardTile(n, ["41", "42", "43", "45", "46", "47"].includes(n) ? 2 : 1)),
  standardTile("611", 4, ["51"]),
  { name: "297", count: 2, color: "brown", cities: [city(60, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], label: "Z", upgrades: ["290"] },
  chicago("299", "brown", 70, ["300"]),
  standardTile("51", 2),
  { name: "290", count: 1, color: "gray", cities: [city(70, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], label: "Z" },
  chicago("300", "gray", 90, []),
];

// ---------------------------------------------------------------------------
// Stock market: one row. The box of 0 closes a corporation reaching it; the
// par values are 40 to 150.
// ---------------------------------------------------------------------------

const PARS = [40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150];
const market: (MarketCell | null)[][] = [
  [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150, 165, 180, 195, 212, 230, 250, 270, 295, 320, 345, 375, 405, 440, 475, 510, 550].map((price) =>
    PARS.includes(price) ? { price, par: true } : price === 0 ? { price, closes: true } : { price },
  ),
];

// ---------------------------------------------------------------------------
// Trains and phases. Each type but the 2 has a cheaper variant that visits
// more stops than it pays for (N/M: pays the best N of up to M cities and
// off-board areas). The 5 makes the 2 obsolete and closes the privates and
// minors; the 6 rusts the 2s, makes the 4s obsolete and ends the bonuses and
// the reserved station spaces. How many of each depends on the players
// (trainCounts in index.ts); these are a five-player game's.
// ---------------------------------------------------------------------------

const nm = (pay: number, visit: number) => [{ kinds: ["city", "offboard"] as ("city" | "offboard")[], visit, pay, payStation: true }];

export const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 80, count: 9, obsoleteOn: "5" },
  { name: "4", distance: 4, price: 180, count: 6, obsoleteOn: "6", variants: [{ name: "3/5", distance: 5, price: 160, stops: nm(3, 5) }] },
  { name: "5", distance: 5, price: 500, count: 5, variants: [{ name: "4/6", distance: 6, price: 450, stops: nm(4, 6) }] },
  { name: "6", distance: 6, price: 800, count: 9, rusts: "2", variants: [{ name: "7/8", distance: 8, price: 900, stops: nm(7, 8) }] },
];

const phases: PhaseDef[] = [
  { name: "I", onTrain: "2", tiles: ["yellow"], operatingRounds: 2, trainLimit: 4, buyCompanies: true, offboardColor: "yellow" },
  { name: "II", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4, buyCompanies: true, offboardColor: "green" },
  { name: "III", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 2, trainLimit: 3, closeCompanies: true, offboardColor: "brown" },
  { name: "IV", onTrain: "6", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 2, trainLimit: 2, offboardColor: "gray" },
];

// ---------------------------------------------------------------------------
// Private companies and the minors' cards, with 18xx.games' ids, in its order
// (the draft's shuffle draws for them in this order).
// ---------------------------------------------------------------------------

export const companies: CompanyDef[] = [
  {
    sym: "MS", name: "Michigan Southern (Minor)", value: 60, revenue: 0, abilities: [{ type: "minor", corporation: "MS" }],
    desc: "Costs $140. Starts with $60, a 2-train and a station in Detroit (C15). Operates first. Splits its revenue equally with its owner. A corporation buying it receives its cash, train and station, but cannot run the train in the round the minor ran it.",
  },
  {
    sym: "BIG4", name: "Big 4 (Minor)", value: 40, revenue: 0, abilities: [{ type: "minor", corporation: "BIG4" }],
    desc: "Costs $100. Starts with $40, a 2-train and a station in Indianapolis (G9). Operates after the Michigan Southern. Splits its revenue equally with its owner. A corporation buying it receives its cash, train and station, but cannot run the train in the round the minor ran it.",
  },
  {
    sym: "C&WI", name: "Chicago and Western Indiana", value: 60, revenue: 10, abilities: [{ type: "freeStation", hex: "D6", city: 3 }],
    desc: "Keeps the station space of Chicago's southeast entrance (D6, next to E7). The owning corporation may place an extra station there for free, without a route. The space is kept until a corporation buys the company or it closes.",
  },
  {
    sym: "MAIL", name: "Mail Contract", value: 80, revenue: 0, abilities: [{ type: "corporationKeeps" }],
    desc: "The owning corporation's train with the most stops earns $10 more for each city it visits. It never closes once a corporation owns it; owned by a player, it closes in phase III.",
  },
  {
    sym: "TBC", name: "Tunnel Blasting Company", value: 60, revenue: 20, abilities: [{ type: "terrainDiscount", terrain: "mountain", amount: 20 }],
    desc: "The owning corporation pays $20 less for a tile on a mountain and for track across a tunnel (a brown hex side).",
  },
  {
    sym: "MPC", name: "Meat Packing Company", value: 60, revenue: 15,
    abilities: [{ type: "bonusHex", hexes: ["I1", "D6"], amount: 30, endsOnPhase: "IV" }],
    desc: "Adds $30 to St. Louis (I1) or Chicago (D6) for the owning corporation, which places the bonus once it buys the company. The bonus outlasts the company's closing in phase III and ends in phase IV.",
  },
  {
    sym: "SC", name: "Steamboat Company", value: 40, revenue: 10,
    abilities: [{ type: "bonusHex", hexes: ["B8", "C5", "D14", "I1", "G19"], amount: 20, icons: PORT_ICONS, byPlayer: true, eachTurn: true, endsOnPhase: "IV", playerLosesOnPhase: "III" }],
    desc: "A bonus on a port: $40 on Wheeling (G19) or Holland (B8), $20 on Chicago Connections (C5), Toledo (D14) or St. Louis (I1). At the start of each operating round its owner may move the bonus to another port and to another corporation or minor. Once a corporation owns it, the bonus is that corporation's for good. The bonus outlasts the company's closing in phase III and ends in phase IV.",
  },
  {
    sym: "LSL", name: "Lake Shore Line", value: 40, revenue: 15,
    abilities: [{ type: "extraTileLay", hexes: ["D14", "E17"], tiles: ["14", "15", "619", "294", "295", "296"], free: true }],
    desc: "The owning corporation may make an extra free green upgrade of Cleveland (E17) or Toledo (D14).",
  },
  {
    sym: "MC", name: "Michigan Central", value: 40, revenue: 15, blocksHex: "B10", blocksHexes: ["B10", "B12"],
    abilities: [{ type: "extraTileLay", hexes: ["B10", "B12"], tiles: ["7", "8", "9"], count: 2, free: true }],
    desc: "Blocks B10 and B12 while a player owns it. The owning corporation may lay up to two extra free yellow tiles there, without a route to them; two tiles laid must join each other.",
  },
  {
    sym: "O&I", name: "Ohio & Indiana", value: 40, revenue: 15, blocksHex: "F14", blocksHexes: ["F14", "F16"],
    abilities: [{ type: "extraTileLay", hexes: ["F14", "F16"], tiles: ["7", "8", "9"], count: 2, free: true }],
    desc: "Blocks F14 and F16 while a player owns it. The owning corporation may lay up to two extra free yellow tiles there, without a route to them; two tiles laid must join each other.",
  },
  {
    sym: "BT", name: "Boomtown", value: 40, revenue: 10,
    abilities: [{ type: "bonusHex", hexes: ["H12"], amount: 20, endsOnPhase: "IV" }],
    desc: "Adds $20 to Cincinnati (H12) for the owning corporation, which places the bonus once it buys the company. The bonus outlasts the company's closing in phase III and ends in phase IV.",
  },
  {
    sym: "LM", name: "Little Miami", value: 40, revenue: 15,
    abilities: [{ type: "extraTileLay", hexes: ["H12", "G13"], tiles: ["5", "6", "57", "14", "15", "619", "291", "292", "293", "294", "295", "296"], count: 2, discount: 20, whileApart: true }],
    desc: "While no track joins Cincinnati (H12) and Dayton (G13), the owning corporation may lay or upgrade an extra tile in each of them, $20 cheaper, without a route, to join them.",
  },
];

// ---------------------------------------------------------------------------
// Corporations: float when the president's certificate is bought (20%); each
// share bought from the treasury pays the corporation (incremental
// capitalization). Stations cost $80 after the home station.
// ---------------------------------------------------------------------------

export const corporations: CorporationDef[] = [
  { sym: "PRR", name: "Pennsylvania Railroad", tokens: [0, 80, 80, 80, 80], home: "F20", floatPercent: 20, stationRights: [{ hex: "E11", price: 40, teleportPrice: 60, reservedUntil: "IV" }], color: "#FF0000" },
  { sym: "NYC", name: "New York Central Railroad", tokens: [0, 80, 80, 80], home: "D20", floatPercent: 20, color: "#110a0c" },
  { sym: "B&O", name: "Baltimore & Ohio Railroad", tokens: [0, 80, 80, 80], home: "G19", floatPercent: 20, stationRights: [{ hex: "H12", price: 40, teleportPrice: 100, reservedUntil: "IV" }], color: "#025aaa" },
  { sym: "C&O", name: "Chesapeake & Ohio Railroad", tokens: [0, 80, 80, 80], home: "I15", floatPercent: 20, color: "#ADD8E6", textColor: "black" },
  { sym: "ERIE", name: "Erie Railroad", tokens: [0, 80, 80, 80], home: "E21", floatPercent: 20, stationRights: [{ hex: "D20", price: 40, reservedUntil: "IV" }], color: "#FFF500", textColor: "black" },
  { sym: "GT", name: "Grand Trunk Railway", tokens: [0, 80, 80], home: "B16", floatPercent: 20, color: "#f58121" },
  { sym: "IC", name: "Illinois Central Railroad", tokens: [0, 80, 80, 80], home: "K3", floatPercent: 20, subsidyOnPar: true, stationRights: [{ hex: "I5", price: 40, reservedUntil: "IV" }], layDiscount: { hexes: ["E5", "F6", "G5", "H6", "J4"], amount: 20 }, color: "#32763f" },
  // The minors: a 100% director's certificate that comes with their card, their own cash, a 2-train and a station.
  { sym: "MS", name: "Michigan Southern", type: "minor", minor: true, shares: [100], floatPercent: 100, capital: 60, trainOptional: true, splitsRevenue: true, buysNoCompanies: true, keepsTrains: true, trainLimit: 1, tokens: [0], home: "C15", color: "pink", textColor: "black" },
  { sym: "BIG4", name: "Big 4", type: "minor", minor: true, shares: [100], floatPercent: 100, capital: 40, trainOptional: true, splitsRevenue: true, buysNoCompanies: true, keepsTrains: true, trainLimit: 1, tokens: [0], home: "G9", color: "cyan", textColor: "black" },
];

export const data1846: TitleData = {
  title: "1846",
  layout: "pointy",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 9000,
  bankCashByPlayers: { 2: 7000, 3: 6500, 4: 7500, 5: 9000 },
  startingCash: { 2: 600, 3: 400, 4: 400, 5: 400 },
  // [bankruptcy] (bankruptcy.ts): the game goes on until one player is left; [without a president].
  bankruptcyEndsWithLastPlayer: true,
  operatesWithoutPresident: true,
  // [unfinished game]: 18xx.games ends a game still going after its 100th stock round ("dnf").
  stockRoundsAtMost: 100,
  // By players; the limit also falls with the corporations left in the game (certLimitFor in index.ts).
  certLimit: { 2: 19, 3: 14, 4: 12, 5: 11 },
  standardPrinted: [],
  minorsApart: true,
  homeOnFloat: true,
  // Incremental capitalization: the treasury sells the shares; a stock turn sells, then buys, each
  // corporation in one sale; the president may sell before his corporation operates, the others after;
  // only his sales move the share value, once; shares left in the pool move it down at the round's end.
  incrementalCapital: true,
  companyPricesUpToFace: true,
  sellThenBuy: true,
  salesInBlocks: true,
  sellInFirstStockRound: true,
  sellAfterOperating: true,
  presidentSellsBeforeOperating: true,
  onlyPresidentSalesMove: true,
  poolSharesDropAtStockRoundEnd: true,
  // The order of the operating round is fixed as it starts; the first one's runs from the lowest share value up.
  fixedOperatingOrder: true,
  firstRoundLowestFirst: true,
  // Dividends: paid, half paid (the corporation keeping half in whole dollars a share) or withheld; the share value
  // moves by the amount paid against the price. Shares are issued and redeemed in the turn, before the dividend.
  halfDividends: true,
  halfDividendKeepsWholePerShare: true,
  dividendMoves: "byMultiple",
  shareIssues: true,
  minorCashCounts: true,
  // Track and the station in one step, in any order.
  trackAndStationTogether: true,
  // Every lay costs $20, or the terrain's cost where more; tunnels and rivers crossed come on top.
  layCostAtLeast: 20,
  // A corporation must own a train, route or not; a train it cannot pay for is bought from the bank (any form of any
  // train it sells), the corporation issuing shares first, then its president paying the rest.
  trainAlways: true,
  forcedPurchaseFromBank: true,
  forcedPurchaseAnyTrain: true,
  presidentSellsForDearest: true,
  togetherLaysMayStop: true,
  // Nothing left to play ends the game.
  endsWhenAllClosed: true,
  // An upgrade must give the corporation's routes new track or a city of another value (as 18xx.games plays it).
  trackPlacement: "newTrackOrValue",
  // Two tile lays a turn, only one of them an upgrade.
  tileLays: [{ lay: true, upgrade: true }, { lay: true, upgrade: "notIfUpgraded" }],
  // No rule book of 1846 here (docs/rules-1846.md): refusals in plain words, citing no other title's sections.
  uncited: true,
};
