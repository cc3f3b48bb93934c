// 1817, the title's data.
//
// Sources: 1817 as 18xx.games plays it (we have no rule book of it): the reference implementation
// (tobymao/18xx, lib/engine/game/g_1817/) for the map layout, coordinates, tile geometry and counts,
// the market and the companies' and corporations' figures, which the logs we replay depend on.
// Facts only; nothing here is its code. 18xx.games' choices are written in docs/rules-1817.md.
//
// The map has pointy-topped hexes, lettered rows and numbered columns, edges as in
// shared/engine/hex.ts. A junction (a green or brown tile whose track meets at its centre, the
// gray hex F1) is written as the track between each pair of its sides.

import type { CompanyDef, CorporationDef, HexDef, MarketCell, PhaseDef, TileDef, TitleData, TrainDef } from "../../engine/title.ts";

const MOUNTAIN = { kind: "mountain", cost: 15 } as const;
const WATER = { kind: "water", cost: 10 } as const;
const LAKE = { kind: "lake", cost: 20 } as const;

const hexes: HexDef[] = [
  { coord: "A20", location: "Montréal", tileable: false, content: { color: "red", offboard: { yellow: 20, green: 30, brown: 50, gray: 60 }, paths: ["5-o0", "0-o0"] } },
  { coord: "A28", location: "Maritime Prov.", tileable: false, content: { color: "red", offboard: { yellow: 20, green: 30, brown: 50, gray: 60 }, paths: ["0-o0"] } },
  { coord: "B3", content: { color: "white", paths: [] } },
  { coord: "B5", location: "Lansing", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "B7", content: { color: "white", paths: [] } },
  { coord: "B9", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "B11", content: { color: "white", paths: [] } },
  { coord: "B13", location: "Toronto", tileable: false, content: { color: "gray", towns: [{ revenue: 20, phaseRevenue: { yellow: 20, green: 30, brown: 40 } }], paths: ["1-t0", "4-t0", "5-t0"] } },
  { coord: "B15", content: { color: "white", paths: [] } },
  { coord: "B17", location: "Rochester", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "B19", content: { color: "white", paths: [] } },
  { coord: "B21", content: { color: "white", paths: [] } },
  { coord: "B23", content: { color: "white", paths: [] } },
  { coord: "B25", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "B27", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "C4", content: { color: "white", paths: [] } },
  { coord: "C6", content: { color: "white", paths: [] } },
  { coord: "C8", location: "Detroit", content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["4-c0", "0-c0"], label: "B" }, terrain: LAKE },
  { coord: "C10", content: { color: "white", paths: [] }, borders: [{ edge: 5, type: "impassable" }] },
  { coord: "C12", tileable: false, content: { color: "blue", paths: [] } },
  { coord: "C14", location: "Buffalo", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "C16", content: { color: "white", paths: [] } },
  { coord: "C18", content: { color: "white", paths: [] } },
  { coord: "C20", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "C22", location: "Albany", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "C24", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "C26", location: "Boston", content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["3-c0", "5-c0"], label: "B" } },
  { coord: "D1", location: "Chicago", tileable: false, content: { color: "red", offboard: { yellow: 30, green: 50, brown: 60, gray: 80 }, paths: ["4-o0", "5-o0"] } },
  { coord: "D3", content: { color: "white", paths: [] } },
  { coord: "D5", content: { color: "white", paths: [] } },
  { coord: "D7", location: "Toledo", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: LAKE },
  { coord: "D9", location: "Cleveland", tileable: false, content: { color: "gray", cities: [{ revenue: 30, slots: 2, phaseRevenue: { yellow: 30, green: 40, brown: 50, gray: 60 } }], paths: ["5-c0", "0-c0"] } },
  { coord: "D11", content: { color: "white", paths: [] }, borders: [{ edge: 2, type: "impassable" }] },
  { coord: "D13", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "D15", content: { color: "white", paths: [] } },
  { coord: "D17", content: { color: "white", paths: [] } },
  { coord: "D19", location: "Scranton", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: MOUNTAIN },
  { coord: "D21", content: { color: "white", paths: [] } },
  { coord: "D23", content: { color: "white", paths: [] } },
  { coord: "D25", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "D27", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "E2", content: { color: "white", paths: [] } },
  { coord: "E4", content: { color: "white", paths: [] } },
  { coord: "E6", content: { color: "white", paths: [] } },
  { coord: "E8", content: { color: "white", paths: [] } },
  { coord: "E10", content: { color: "white", paths: [] } },
  { coord: "E12", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "E14", content: { color: "white", paths: [] } },
  { coord: "E16", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "E18", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "E20", content: { color: "white", paths: [] } },
  { coord: "E22", location: "New York", content: { color: "yellow", cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: ["0-c0", "3-c1"], label: "NY" }, terrain: LAKE },
  { coord: "F1", tileable: false, content: { color: "gray", paths: ["4-3", "4-5", "3-5"] } },
  { coord: "F3", location: "Indianapolis", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "F5", content: { color: "white", paths: [] } },
  { coord: "F7", content: { color: "white", paths: [] } },
  { coord: "F9", content: { color: "white", paths: [] } },
  { coord: "F11", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "F13", location: "Pittsburgh", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "F15", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "F17", content: { color: "white", paths: [] } },
  { coord: "F19", location: "Philadelphia", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "F21", content: { color: "white", paths: [] } },
  { coord: "G2", content: { color: "white", paths: [] } },
  { coord: "G4", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "G6", location: "Cincinnati", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: WATER },
  { coord: "G8", content: { color: "white", paths: [] } },
  { coord: "G10", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "G12", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "G14", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "G16", content: { color: "white", paths: [] } },
  { coord: "G18", location: "Baltimore", content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["4-c0", "0-c0"], label: "B" } },
  { coord: "G20", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "H1", location: "St. Louis", tileable: false, content: { color: "red", offboard: { yellow: 20, green: 30, brown: 50, gray: 60 }, paths: ["3-o0", "4-o0", "5-o0"] } },
  { coord: "H3", location: "Louisville", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: WATER },
  { coord: "H5", content: { color: "white", paths: [] } },
  { coord: "H7", content: { color: "white", paths: [] }, terrain: WATER },
  { coord: "H9", location: "Charleston", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: WATER },
  { coord: "H11", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "H13", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "H15", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "H17", content: { color: "white", paths: [] }, terrain: LAKE },
  { coord: "I2", content: { color: "white", paths: [] } },
  { coord: "I4", content: { color: "white", paths: [] } },
  { coord: "I6", content: { color: "white", paths: [] } },
  { coord: "I8", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "I10", content: { color: "white", paths: [] }, terrain: MOUNTAIN },
  { coord: "I12", location: "Blacksburg", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] }, terrain: MOUNTAIN },
  { coord: "I14", content: { color: "white", paths: [] } },
  { coord: "I16", location: "Richmond", content: { color: "white", cities: [{ revenue: 0, slots: 1 }], paths: [] } },
  { coord: "J7", location: "Atlanta", tileable: false, content: { color: "red", offboard: { yellow: 30, green: 50, brown: 60, gray: 80 }, paths: ["2-o0", "3-o0"] } },
  { coord: "J15", location: "Raleigh-Durham", tileable: false, content: { color: "red", offboard: { yellow: 20, green: 30, brown: 50, gray: 60 }, paths: ["2-o0", "3-o0"] } },
];

// ---------------------------------------------------------------------------
// Tiles: unlimited but for the one X00 (the special Pittsburgh tile). Upgrades list every tile of
// the next colour that could keep the old track; the board's rules (rotation, label, cities) decide
// which fit.
// ---------------------------------------------------------------------------

const tiles: TileDef[] = [
  { name: "5", color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["0-c0", "1-c0"], upgrades: ["14", "15", "619"] },
  { name: "6", color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["0-c0", "2-c0"], upgrades: ["14", "15", "619"] },
  { name: "7", color: "yellow", paths: ["0-1"], upgrades: ["80", "82", "83"] },
  { name: "8", color: "yellow", paths: ["0-2"], upgrades: ["80", "81", "82", "83"] },
  { name: "9", color: "yellow", paths: ["0-3"], upgrades: ["82", "83"] },
  { name: "14", color: "green", cities: [{ revenue: 30, slots: 2 }], paths: ["0-c0", "1-c0", "3-c0", "4-c0"], upgrades: ["63", "611"] },
  { name: "15", color: "green", cities: [{ revenue: 30, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], upgrades: ["63", "448", "611"] },
  { name: "54", color: "green", cities: [{ revenue: 60, slots: 1 }, { revenue: 60, slots: 1 }], paths: ["0-c0", "c0-1", "2-c1", "c1-3"], label: "NY", upgrades: ["62"] },
  { name: "57", color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["0-c0", "c0-3"], upgrades: ["14", "15", "619"] },
  { name: "62", color: "brown", cities: [{ revenue: 80, slots: 2 }, { revenue: 80, slots: 2 }], paths: ["0-c0", "c0-1", "2-c1", "c1-3"], label: "NY", upgrades: ["X30"] },
  { name: "63", color: "brown", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], upgrades: [] },
  { name: "80", color: "green", paths: ["0-1", "0-2", "1-2"], upgrades: ["545", "546"] },
  { name: "81", color: "green", paths: ["0-2", "0-4", "2-4"], upgrades: ["546"] },
  { name: "82", color: "green", paths: ["0-1", "0-3", "1-3"], upgrades: ["544", "545", "546"] },
  { name: "83", color: "green", paths: ["0-5", "0-3", "5-3"], upgrades: ["544", "545", "546"] },
  { name: "448", color: "brown", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], upgrades: [] },
  { name: "544", color: "brown", paths: ["0-1", "0-3", "0-4", "1-3", "1-4", "3-4"], upgrades: [] },
  { name: "545", color: "brown", paths: ["0-1", "0-2", "0-3", "1-2", "1-3", "2-3"], upgrades: [] },
  { name: "546", color: "brown", paths: ["0-2", "0-3", "0-4", "2-3", "2-4", "3-4"], upgrades: [] },
  { name: "592", color: "green", cities: [{ revenue: 50, slots: 2 }], paths: ["0-c0", "2-c0", "4-c0"], label: "B", upgrades: ["593"] },
  { name: "593", color: "brown", cities: [{ revenue: 60, slots: 3 }], paths: ["0-c0", "2-c0", "3-c0", "4-c0"], label: "B", upgrades: ["597"] },
  { name: "597", color: "gray", cities: [{ revenue: 80, slots: 3 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], label: "B", upgrades: [] },
  { name: "611", color: "brown", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], upgrades: [] },
  { name: "619", color: "green", cities: [{ revenue: 30, slots: 2 }], paths: ["0-c0", "2-c0", "3-c0", "4-c0"], upgrades: ["63", "611"] },
  { name: "X00", count: 1, color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["1-c0", "3-c0", "5-c0"], label: "B", upgrades: ["592"] },
  { name: "X30", color: "gray", cities: [{ revenue: 100, slots: 4 }], paths: ["2-c0", "3-c0", "4-c0", "5-c0"], label: "NY", upgrades: [] },
];

// ---------------------------------------------------------------------------
// Stock market: one row. Its first four boxes are worth nothing: the liquidation box, then three
// acquisition boxes. Par values are the boxes from $50 to $200 but $55, $70 and $120, which 18xx.games
// marks "safe par" (the least price at which a 2-, 5- or 10-share corporation taking every loan it
// may avoids acquisition); a par there is allowed too.
// ---------------------------------------------------------------------------

const box = (price: number): MarketCell => ({ price });
const par = (price: number): MarketCell => ({ price, par: true });
const LIQUIDATION: MarketCell = { price: 0, liquidation: true };
const ACQUISITION: MarketCell = { price: 0, acquisition: true };

const market: MarketCell[][] = [[LIQUIDATION, ACQUISITION, ACQUISITION, ACQUISITION, box(40), box(45), par(50), par(55), par(60), par(65), par(70), par(80), par(90), par(100), par(110), par(120), par(135), par(150), par(165), par(180), par(200), box(220), box(245), box(270), box(300), box(330), box(360), box(400), box(440), box(490), box(540), box(600)]];

/** The boxes, from the left, that are not for a going concern: the liquidation box, then three acquisition boxes. */
export const LIQUIDATION_BOXES = 1;
export const ACQUISITION_BOXES = 3;

// ---------------------------------------------------------------------------
// Trains and phases. 2-trains rust with the first 4, 3s with the first 6, 4s with the first 8.
// 2+ trains become obsolete with the first 4 (18xx.games' obsolete_on): they run once more, then leave.
// 8-trains are unlimited; the first one signals the end of the game.
// ---------------------------------------------------------------------------

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 100, count: 40 },
  { name: "2+", distance: 2, price: 100, count: 4, obsoleteOn: "4", obsoleteCountsForLimit: true },
  { name: "3", distance: 3, price: 250, count: 12 },
  { name: "4", distance: 4, price: 400, count: 8, rusts: "2" },
  { name: "5", distance: 5, price: 600, count: 5 },
  { name: "6", distance: 6, price: 750, count: 4, rusts: "3" },
  { name: "7", distance: 7, price: 900, count: 3 },
  { name: "8", distance: 8, price: 1100, count: Infinity, rusts: "4" },
];

/** The corporation sizes (shares) that may be started or converted to in each phase. */
export const CORPORATION_SIZES: Readonly<Record<string, readonly number[]>> = {
  "2": [2], "2+": [2], "3": [2, 5], "4": [5], "5": [5, 10], "6": [10], "7": [10], "8": [10],
};

const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 2, trainLimit: 4, offboardColor: "yellow" },
  { name: "2+", onTrain: "2+", tiles: ["yellow"], operatingRounds: 2, trainLimit: 4, offboardColor: "yellow" },
  { name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4, offboardColor: "green" },
  { name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, offboardColor: "green" },
  { name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 2, trainLimit: 3, offboardColor: "brown" },
  { name: "6", onTrain: "6", tiles: ["yellow", "green", "brown"], operatingRounds: 2, trainLimit: 2, offboardColor: "brown" },
  { name: "7", onTrain: "7", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 2, trainLimit: 2, offboardColor: "gray" },
  { name: "8", onTrain: "8", tiles: ["yellow", "green", "brown", "gray"], operatingRounds: 2, trainLimit: 2, offboardColor: "gray" },
];

// ---------------------------------------------------------------------------
// Private companies, ids as 18xx.games'. None pays a player anything (the mail contracts pay their corporation); what each does for the
// corporation that owns it is in its words here; the abilities below are played, others not yet (docs/rules-1817.md).
// A coal mine's or a special city tile's lay is one of the turn's lays, without a connection; the mine's route
// bonus ($10 a route through it) is a [route bonus] marker.
// ---------------------------------------------------------------------------

/** The mountain hexes beside a revenue centre where a coal mine tile may be laid. */
export const MINE_HEXES = ["B25", "C20", "C24", "E18", "F15", "G12", "G14", "H11", "H13", "H15", "I8", "I10"];

/** [route bonus] A coal mine: $10 for every route through its hex. */
const MINE = { kind: "coal mine", amount: 10 };
/** [route bonus] A ranch: $10 for every route through its hex (the volatility option's P22, P23). */
const RANCH = { kind: "ranch", amount: 10 };
/** The hexes a ranch's tile may be laid on (18xx.games' list). */
const RANCH_HEXES = ["B3", "B11", "B15", "B19", "B21", "B23", "C4", "C16", "C18", "D5", "D13", "D15", "D17", "E4", "E6", "E8", "E10", "E12", "E14", "F5", "F7", "F11", "G2", "G4", "G8", "G10", "H5", "H7", "I2", "I4"];
/** [route bonus] A bridge token, on Louisville, Cincinnati or Charleston: $10 for every route through its city. */
const BRIDGE = { kind: "bridge", hexes: ["H3", "G6", "H9"], amount: 10 };

const mineDesc = (markers: string) =>
  `Comes with ${markers}. Its corporation may place one to lay a yellow coal mine tile on a mountain hex beside a ` +
  "city or off-board area, without the $15 mountain cost, connected to it or where an upgrade of that city could " +
  "connect to it. A coal mine adds $10 to every route through it; no route may start or end there.";

const companies: CompanyDef[] = [
  { sym: "PSM", name: "P4 - Pittsburgh Steel Mill", value: 40, revenue: 0, abilities: [{ type: "extraTileLay", hexes: ["F13"], tiles: ["X00"], consumesLay: true, anyLabel: true, clearsBesideKind: RANCH.kind }], desc: "Owning corp may place a special yellow tile (#X00) on Pittsburgh (F13) during tile-laying, regardless of connectivity.  The hex is not reserved, and the power is lost if another corp builds there first." },
  { sym: "ME", name: "P3 - Mountain Engineers", value: 40, revenue: 0, abilities: [{ type: "terrainIncome", terrain: "mountain", amount: 20 }], desc: "Owning corp receives $20 after laying a yellow tile in a mountain hex.  Any fees must be paid first." },
  { sym: "OBC", name: "P2 - Ohio Bridge Company", value: 40, revenue: 0, abilities: [{ type: "terrainDiscount", terrain: "water" }, { type: "routeBonusMarker", ...BRIDGE, count: 1 }], desc: "Comes with one $10 bridge token that may be placed by the owning corp in Louisville, Cincinnati, or Charleston, max one token per city, regardless of connectivity.  Allows owning corp to skip $10 river fee when placing yellow tiles." },
  { sym: "UBC", name: "P8 - Union Bridge Company", value: 80, revenue: 0, abilities: [{ type: "terrainDiscount", terrain: "water" }, { type: "routeBonusMarker", ...BRIDGE, count: 2 }], desc: "Comes with two $10 bridge token that may be placed by the owning corp in Louisville, Cincinnati, or Charleston, max one token per city, regardless of connectivity.  Allows owning corp to skip $10 river fee when placing yellow tiles." },
  {
    sym: "TS", name: "P7 - Train Station", value: 80, revenue: 0, abilities: [{ type: "stationMarker", cost: 0 }, { type: "closesAfterStockRound" }],
    desc: "Provides an additional station marker for the owning corp, awarded at time of purchase. Closes at the end of the stock round in which a corporation gets it.",
  },
  { sym: "MINC", name: "P1 - Minor Coal Mine", value: 30, revenue: 0, abilities: [{ type: "extraTileLay", hexes: MINE_HEXES, tiles: ["7", "8", "9"], free: true, consumesLay: true, connected: true, routeBonus: MINE, towardsRevenue: true, uses: 1 }], desc: mineDesc("one coal mine marker") },
  { sym: "CM", name: "P5 - Coal Mine", value: 60, revenue: 0, abilities: [{ type: "extraTileLay", hexes: MINE_HEXES, tiles: ["7", "8", "9"], free: true, consumesLay: true, connected: true, routeBonus: MINE, towardsRevenue: true, uses: 2 }], desc: mineDesc("two coal mine markers") },
  { sym: "MAJC", name: "P10 - Major Coal Mine", value: 90, revenue: 0, abilities: [{ type: "extraTileLay", hexes: MINE_HEXES, tiles: ["7", "8", "9"], free: true, consumesLay: true, connected: true, routeBonus: MINE, towardsRevenue: true, uses: 3 }], desc: mineDesc("three coal mine markers") },
  { sym: "MINM", name: "P6 - Minor Mail Contract", value: 60, revenue: 0, abilities: [{ type: "revenueWithTrain", amount: 10 }], desc: "Pays owning corp $10 at the start of each operating round, as long as the corp has at least one train." },
  { sym: "MAIL", name: "P9 - Mail Contract", value: 90, revenue: 0, abilities: [{ type: "revenueWithTrain", amount: 15 }], desc: "Pays owning corp $15 at the start of each operating round, as long as the corp has at least one train." },
  { sym: "MAJM", name: "P11 - Major Mail Contract", value: 120, revenue: 0, abilities: [{ type: "revenueWithTrain", amount: 20 }], desc: "Pays owning corp $20 at the start of each operating round, as long as the corp has at least one train." },
]

/** The volatility option's privates (18xx.games' volatility expansion): in the sale beside the others; their
 *  abilities are not yet played here. */
export const VOLATILITY_COMPANIES: CompanyDef[] = [
  { sym: "P12", name: "P12 - Loan Shark", value: 60, revenue: 0, abilities: [{ type: "startCash", amount: 60 }, { type: "interest", amount: 10 }], desc: "Owning corp receives $60 along with this private company. The owning corp must pay $10 during the \"Pay Loan Interest\" phase of each operating round. Failure to pay the $10 results in liquidation. The loan shark remains in force for the entire game, unless the bank purchases the owning corp's assets through liquidation." },
  { sym: "P13", name: "P13 - Ponzi Scheme", value: 100, revenue: 0, abilities: [{ type: "closesAsCorporationStarts" }], desc: "This private company does nothing." },
  { sym: "P14", name: "P14 - Inventor", value: 70, revenue: 0, abilities: [{ type: "inventor", pays: { "2": 20, "3": 30, "4": 40, "5": 50, "6": 60, "7": 70, "8": 80 } }], desc: "The bank pays the owning corp when the first type of each train is purchased or exported (2: $20, 2+: $0, 3: $30, 4: $40, 5: $50, 6: $60, 7: $70, 8: $80)." },
  { sym: "P15", name: "P15 - Scrapper", value: 40, revenue: 0, abilities: [{ type: "scrapper", values: { "2": 30, "2+": 30, "3": 75, "4": 150 } }], desc: "Owning corp receives compensation for each train it owns that become obsolete and are eliminated (2: $30, 2+: $30, 3: $75, 4: $150)." },
  { sym: "P16", name: "P16 - Buffalo Rail Center", value: 40, revenue: 0, abilities: [{ type: "extraTileLay", hexes: ["C14"], tiles: ["X00"], consumesLay: true, anyLabel: true }], desc: "Owning corp may place a special yellow tile (#X00) on Buffalo (C14) during tile-laying, regardless of connectivity.  The hex is not reserved, and the power is lost if another corp builds there first." },
  { sym: "P17", name: "P17 - Toledo Industry", value: 40, revenue: 0, abilities: [{ type: "extraTileLay", hexes: ["D7"], tiles: ["X00"], consumesLay: true, anyLabel: true }], desc: "Owning corp may place a special yellow tile (#X00) on Toledo (D7) during tile-laying, regardless of connectivity.  The hex is not reserved, and the power is lost if another corp builds there first." },
  { sym: "P18", name: "P18 - Express Track", value: 30, revenue: 0, abilities: [{ type: "layCosts", costs: [10, 0], with: { company: "P19", costs: [null, 0] } }], desc: "Owning corp must pay $10 to perform the first tile operation each operating round. The corp may perform a second tile operation for free. The corp may skip all tile operations to avoid the $10 fee. If combined with Efficient Track (P19), both first and second track operations are free." },
  { sym: "P19", name: "P19 - Efficient Track", value: 40, revenue: 0, abilities: [{ type: "layCosts", costs: [null, 10], with: { company: "P18", costs: [null, 0] } }], desc: "Owning corp may perform a second tile operation for $10, instead of the normal $20. If combined with Express Track (P18), both first and second track operations are free." },
  { sym: "P20", name: "P20 - Golden Parachute", value: 100, revenue: 0, abilities: [{ type: "goldenParachute", amount: 100 }], desc: "The President of the corp owning this private company is paid $100 from the bank when the Golden Parachute ownership is transferred to a corp with a different player as president, or discarded to the bank." },
  { sym: "P21", name: "P21 - Station Subsidy", value: 70, revenue: 0, abilities: [{ type: "conversionSubsidy", amount: 50 }], desc: "Owning corp receives $50 every time it converts (not merges) to a 5-share or 10-share corp." },
  { sym: "P22", name: "P22 - Country Ranch", value: 30, revenue: 0, abilities: [{ type: "extraTileLay", hexes: RANCH_HEXES, tiles: ["7", "8", "9"], consumesLay: true, connected: true, routeBonus: RANCH, towardsRevenue: true, notBesideLabel: "B", uses: 1 }], desc: "Comes with one ranch token. When placing a yellow track tile towards an adjacent revenue center, a ranch token may also be placed, provided the tile is neither adjacent to a B-City or Chicago or Atlanta nor in or East of a mountain in that hex row. The ranch token increases the value of any route through the hex by $10. The yellow tile underlying the ranch token may not be upgraded. May not start or end a route at a ranch token." },
  { sym: "P23", name: "P23 - Rural Ranch", value: 60, revenue: 0, abilities: [{ type: "extraTileLay", hexes: RANCH_HEXES, tiles: ["7", "8", "9"], consumesLay: true, connected: true, routeBonus: RANCH, towardsRevenue: true, notBesideLabel: "B", uses: 2 }], desc: "Comes with two ranch tokens. When placing a yellow track tile towards an adjacent revenue center, a ranch token may also be placed, provided the tile is neither adjacent to a B-City or Chicago or Atlanta nor in or East of a mountain in that hex row. The ranch token increases the value of any route through the hex by $10. The yellow tile underlying the ranch token may not be upgraded. May not start or end a route at a ranch token." },
  { sym: "P24", name: "P24 - Indianapolis Market", value: 40, revenue: 0, abilities: [{ type: "extraTileLay", hexes: ["F3"], tiles: ["X00"], consumesLay: true, anyLabel: true }], desc: "Owning corp may place a special (#X00) yellow tile on Indianapolis (F3) during tile-laying, regardless of connectivity.  The hex is not reserved, and the power is lost if another corp builds there first." },
];

/** The privates that bring a special city tile: with the volatility option, one of them, drawn at setup, stays. */
export const CITY_TILE_COMPANIES = ["PSM", "P16", "P17", "P24"];

const corporations: CorporationDef[] = [
  { sym: "A&S", name: "Alton & Southern Railway", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#ee3e80" },
  { sym: "A&A", name: "Arcade and Attica", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#904098" },
  { sym: "Belt", name: "Belt Railway of Chicago", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#f2a847", textColor: "black" },
  { sym: "Bess", name: "Bessemer and Lake Erie Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#16190e" },
  { sym: "B&A", name: "Boston and Albany Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#ef4223" },
  { sym: "DL&W", name: "Delaware, Lackawanna and Western Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#984573" },
  { sym: "J", name: "Elgin, Joliet and Eastern Railway", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#bedb86", textColor: "black" },
  { sym: "GT", name: "Grand Trunk Western Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#e48329" },
  { sym: "H", name: "Housatonic Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#bedef3", textColor: "black" },
  { sym: "ME", name: "Morristown and Erie Railway", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#ffdea8", textColor: "black" },
  { sym: "NYOW", name: "New York, Ontario and Western Railway", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#0095da" },
  { sym: "NYSW", name: "New York, Susquehanna and Western Railway", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#fff36b", textColor: "black" },
  { sym: "PSNR", name: "Pittsburgh, Shawmut and Northern Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#0a884b" },
  { sym: "PLE", name: "Pittsburgh and Lake Erie Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#00afad" },
  { sym: "PW", name: "Providence and Worcester Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#bec8cc", textColor: "black" },
  { sym: "R", name: "Rutland Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#165633" },
  { sym: "SR", name: "Strasburg Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#e31f21" },
  { sym: "UR", name: "Union Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#003d84" },
  { sym: "WT", name: "Warren & Trumbull Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#e96f2c" },
  { sym: "WC", name: "West Chester Railroad", shares: [100], floatPercent: 20, trainOptional: true, tokens: [0], color: "#984d2d" },
];

// Starting money and the certificate limit by number of players, 3 to 12.
const startingCash: Record<number, number> = { 3: 420, 4: 315, 5: 252, 6: 210, 7: 180, 8: 158, 9: 140, 10: 126, 11: 115, 12: 105 };
const certLimit: Record<number, number> = { 3: 21, 4: 16, 5: 13, 6: 11, 7: 9, 8: 8, 9: 7, 10: 6, 11: 6, 12: 5 };

export const data1817: TitleData = {
  title: "1817",
  layout: "pointy",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  // The bank never runs out (unlimitedBank): it starts with nothing and pays on paper.
  bankCash: 0,
  // A corporation may borrow $100 at a time, as many loans as it has shares; the bank has 70.
  loans: { value: 100, total: 70 },
  unlimitedBank: true,
  // A player whose cash falls below zero (his shorts' dividends, a liquidated corporation's debts) sells shares.
  cashCrisis: true,
  // A bankrupt player plays no more; the game ends when one is left.
  bankruptcyEndsWithLastPlayer: true,
  // The first 8-train (phase 8) ends the game three operating rounds after the one in which it left the bank, as
  // 18xx.games plays 1817 (its signal_end_game: a final set of 2 or 3 operating rounds).
  endsAfterLastPhase: { operatingRounds: 3 },
  // Dividends: paid, half paid (half kept in whole money per share), or withheld; the share value moves one box
  // right for a dividend of its price, two for twice it, one left for nothing paid.
  // Shares bought from a corporation's treasury pay the corporation (18xx.games' incremental capitalization).
  incrementalCapital: true,
  // The share value is one share's price, whatever the corporation's size.
  pricePerShare: true,
  // A corporation ending its operating turn without a train is liquidated.
  liquidatedWithoutTrains: true,
  // The order of share values as each operating round starts holds for the whole round, as 18xx.games plays it.
  fixedOperatingOrder: true,
  halfDividends: true,
  halfDividendKeepsWholePerShare: true,
  dividendMoves: "byPriceMultiple",
  startingCash,
  certLimit,
  uncited: true,
  // 18xx.games' logs name every printed hex's tile after the hex ("D9-0-0"; a plain city's too: "F3-4"), none after
  // a standard tile.
  standardPrinted: [],
  // Two tile lays a turn, the second for $20 and on another hex; at most one of them an upgrade.
  tileLays: [{ lay: true, upgrade: true }, { lay: true, upgrade: "notIfUpgraded", cost: 20, anotherHex: true }],
  auction: { raises: "multiples" },
};
