// 1889: History of Shikoku Railways, the title's data.
//
// Sources: the published rules of Shikoku 1889 (Grand Trunk Games) as
// 18xx.games plays them; the reference implementation (tobymao/18xx,
// lib/engine/game/g_1889/) for the map layout, coordinates, tile geometry and
// counts, the market grid and the companies' figures, which the logs we replay
// depend on. Facts only; nothing here is its code. Where the rules are silent,
// 18xx.games' choices are written in docs/rules-1889.md.
//
// The map has flat-topped hexes in 18xx.games' default reading for flat maps:
// the letter is the column, the number the row (shared/engine/hex.ts).
// Edges are numbered 0..5 clockwise from the bottom side: 0 south, 1 south-west,
// 2 north-west, 3 north, 4 north-east, 5 south-east.

import type { CompanyDef, CorporationDef, HexDef, MarketCell, PhaseDef, PhaseRevenue, TileDef, TitleData, TrainDef } from "../../engine/title.ts";
import { standardTile } from "../standard-tiles.ts";

/** Every lay on these costs ¥80: mountains and the river hex (terrain, paid by the first tile), and
 *  the cost printed on Kotohira's and Kouchi's hexes and tiles (TileContent.replaceCost, paid by each upgrade). */
const COST = 80;

/** The off-board areas: the yellow value until the first 5-train, the brown value from then on, and
 *  a D-train's own value (TileContent.trainRevenue). */
function offboard(yellow: number, brown: number): PhaseRevenue {
  return { yellow, green: yellow, brown, gray: brown };
}

const city0 = { revenue: 0, slots: 1 };
const town0 = { revenue: 0 };

function white(coord: string, more: Partial<HexDef> & { city?: boolean; town?: boolean } = {}): HexDef {
  const { city = false, town = false, ...rest } = more;
  const content: HexDef["content"] = { color: "white", paths: [] };
  if (city) content.cities = [city0];
  if (town) content.towns = [town0];
  return { coord, content, ...rest };
}

const mountain = { kind: "mountain", cost: COST } as const;

/** The coastal towns where the Mitsubishi Ferry may place the port tile (#437). */
export const PORT_HEXES = ["B11", "G10", "I12", "J9"];

const hexes: HexDef[] = [
  // --- red: off-board areas --------------------------------------------------------
  {
    coord: "F1", location: "Imabari", tileable: false,
    content: { color: "red", offboard: offboard(30, 60), trainRevenue: { D: 100 }, paths: ["0-o0", "1-o0"] },
  },
  {
    coord: "J1", location: "Sakaide & Okayama", tileable: false,
    content: { color: "red", offboard: offboard(20, 40), trainRevenue: { D: 80 }, paths: ["0-o0", "1-o0"] },
  },
  {
    coord: "L7", location: "Naruto & Awaji", tileable: false,
    content: { color: "red", offboard: offboard(20, 40), trainRevenue: { D: 80 }, paths: ["1-o0", "2-o0"] },
  },

  // --- white ---------------------------------------------------------------------------
  ...["D3", "H3", "J3", "B5", "C8", "E8", "I8", "D9", "I10"].map((c) => white(c)),
  white("F3", { city: true, location: "Saijou" }),
  white("G4", { city: true, location: "Niihama" }),
  white("H7", { city: true, location: "Ikeda" }),
  white("A10", { city: true, location: "Sukumo" }),
  white("J11", { city: true, location: "Anan" }),
  white("G12", { city: true, location: "Nahari" }),
  white("E2", { city: true, location: "Matsuyama" }),
  white("I2", { city: true, location: "Marugame" }),
  white("K8", { city: true, location: "Tokushima" }),
  white("C10", { city: true, location: "Kubokawa" }),
  white("J5", { town: true, location: "Ritsurin Kouen" }),
  white("B11", { town: true, location: "Nakamura", marks: ["port"] }),
  white("G10", { town: true, location: "Nangoku", marks: ["port"] }),
  white("I12", { town: true, location: "Muki", marks: ["port"] }),
  white("J9", { town: true, location: "Komatsujima", marks: ["port"] }),
  white("K6", { terrain: { kind: "water", cost: COST } }),
  // A mountain with a river: the Sumitomo Mines Railway's discount does not apply.
  white("H5", { terrain: { kind: "mountainWater", cost: COST } }),
  white("I6", { terrain: { kind: "mountainWater", cost: COST } }),
  ...["E4", "D5", "F5", "C6", "E6", "G6", "D7", "F7", "A8", "G8", "B9", "H9", "H11", "H13"].map((c) => white(c, { terrain: mountain })),
  {
    coord: "I4", location: "Kotohira",
    content: { color: "white", cities: [city0], paths: [], label: "H", replaceCost: COST },
  },

  // --- yellow: printed -------------------------------------------------------------------
  { coord: "C4", location: "Ohzu", content: { color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["2-c0"] } },
  {
    coord: "K4", location: "Takamatsu",
    content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["0-c0", "1-c0", "2-c0"], label: "T" },
  },

  // --- green: printed ---------------------------------------------------------------------
  {
    coord: "F9", location: "Kouchi",
    content: { color: "green", cities: [{ revenue: 30, slots: 2 }], paths: ["2-c0", "3-c0", "4-c0", "5-c0"], label: "K", replaceCost: COST },
  },

  // --- gray: fixed track --------------------------------------------------------------------
  {
    coord: "B7", location: "Uwajima", tileable: false,
    content: { color: "gray", cities: [{ revenue: 40, slots: 2 }], paths: ["1-c0", "3-c0", "5-c0"] },
  },
  { coord: "B3", location: "Yawatahama", tileable: false, content: { color: "gray", towns: [{ revenue: 20 }], paths: ["0-t0", "t0-5"] } },
  { coord: "G14", location: "Muroto", tileable: false, content: { color: "gray", towns: [{ revenue: 20 }], paths: ["3-t0", "t0-4"] } },
  { coord: "J7", tileable: false, content: { color: "gray", paths: ["1-5"] } },
];

// ---------------------------------------------------------------------------
// Tiles: the manifest's counts. Upgrades list every tile of the next colour
// that could keep the old track; the board's rules (rotation, label, cities)
// decide which fit. Towns never upgrade (there are no green town tiles).
// ---------------------------------------------------------------------------

const GREEN_CITIES = ["12", "13", "14", "15", "205", "206"];
const BROWN_CITIES = ["448", "611"];
const GREEN_TRACK = ["16", "19", "20", "23", "24", "25", "26", "27", "28", "29"];
const BROWN_TRACK = ["39", "40", "41", "42", "45", "46", "47"];

const tiles: TileDef[] = [
  // yellow
  standardTile("3", 2),
  standardTile("5", 2, GREEN_CITIES),
  standardTile("6", 2, GREEN_CITIES),
  standardTile("7", 2, GREEN_TRACK),
  standardTile("8", 5, GREEN_TRACK),
  standardTile("9", 5, GREEN_TRACK),
  standardTile("57", 2, GREEN_CITIES),
  standardTile("58", 3),
  // The port (Mitsubishi Ferry): a town worth ¥30 that takes no further tile.
  { name: "437", count: 1, color: "yellow", towns: [{ revenue: 30 }], paths: ["0-t0", "t0-2"], upgrades: [] },
  { name: "438", count: 1, color: "yellow", cities: [{ revenue: 40, slots: 1 }], paths: ["0-c0", "2-c0"], label: "H", replaceCost: COST, upgrades: ["439"] },
  // green
  ...GREEN_CITIES.map((name) => standardTile(name, name === "15" ? 3 : 1, BROWN_CITIES)),
  ...GREEN_TRACK.map((name) => standardTile(name, name === "23" || name === "24" ? 2 : 1, BROWN_TRACK)),
  {
    name: "439", count: 1, color: "green", cities: [{ revenue: 60, slots: 2 }], paths: ["0-c0", "2-c0", "4-c0"], label: "H",
    replaceCost: COST, upgrades: ["492"],
  },
  { name: "440", count: 1, color: "green", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0"], label: "T", upgrades: ["466"] },
  // brown
  ...BROWN_TRACK.map((name) => standardTile(name, 1)),
  { name: "448", count: 4, color: "brown", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], upgrades: [] },
  { name: "611", count: 2, color: "brown", cities: [{ revenue: 40, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], upgrades: [] },
  { name: "465", count: 1, color: "brown", cities: [{ revenue: 60, slots: 3 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], label: "K", upgrades: [] },
  { name: "466", count: 1, color: "brown", cities: [{ revenue: 60, slots: 2 }], paths: ["0-c0", "1-c0", "2-c0"], label: "T", upgrades: [] },
  {
    name: "492", count: 1, color: "brown", cities: [{ revenue: 80, slots: 3 }], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], label: "H",
    upgrades: [],
  },
];

/**
 * The beginner game's extra tiles (18xx.games' "Beg" tiles): a yellow city, three yellow track tiles
 * and two green ones, named as 18xx.games names them so that its logs replay.
 */
export const BEGINNER_TILES: TileDef[] = [
  { name: "Beg6", count: 2, color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["0-c0", "2-c0"], upgrades: GREEN_CITIES },
  { name: "Beg7", count: 1, color: "yellow", paths: ["0-1"], upgrades: [...GREEN_TRACK, "Beg23", "Beg24"] },
  { name: "Beg8", count: 1, color: "yellow", paths: ["0-2"], upgrades: [...GREEN_TRACK, "Beg23", "Beg24"] },
  { name: "Beg9", count: 1, color: "yellow", paths: ["0-3"], upgrades: [...GREEN_TRACK, "Beg23", "Beg24"] },
  { name: "Beg23", count: 1, color: "green", paths: ["0-3", "0-4"], upgrades: BROWN_TRACK },
  { name: "Beg24", count: 1, color: "green", paths: ["0-3", "0-2"], upgrades: BROWN_TRACK },
];

// ---------------------------------------------------------------------------
// Stock market. Par values are the outlined column (100, 90, 80, 75, 70, 65):
// column 3 of rows 0-5. Yellow, orange zones as in 1830 5.4.
// ---------------------------------------------------------------------------

const n = (price: number): MarketCell => ({ price });
const y = (price: number): MarketCell => ({ price, zone: "yellow" });
const o = (price: number): MarketCell => ({ price, zone: "orange" });
const p = (price: number): MarketCell => ({ price, par: true });
const row = (cells: string): MarketCell[] =>
  cells.split(" ").map((c) => {
    const price = Number.parseInt(c, 10);
    return c.endsWith("p") ? p(price) : c.endsWith("y") ? y(price) : c.endsWith("o") ? o(price) : n(price);
  });

const market: MarketCell[][] = [
  row("75 80 90 100p 110 125 140 155 175 200 225 255 285 315 350"),
  row("70 75 80 90p 100 110 125 140 155 175 200 225 255 285 315"),
  row("65 70 75 80p 90 100 110 125 140 155 175 200"),
  row("60 65 70 75p 80 90 100 110 125 140"),
  row("55 60 65 70p 75 80 90 100"),
  row("50y 55 60 65p 70 75 80"),
  row("45y 50y 55 60 65 70"),
  row("40y 45y 50y 55 60"),
  row("30o 40y 45y 50y"),
  row("20o 30o 40y 45y"),
  row("10o 20o 30o 40y"),
];

// ---------------------------------------------------------------------------
// Trains and phases. 2-trains rust with the first 4, 3s with the first 6, 4s
// with the first D. D-trains are unlimited, on sale from phase 6 beside the
// 6-trains, ¥800 with a 4, 5 or 6 traded in. The first 5-train closes the
// private companies (but the Uno-Takamatsu Ferry in a player's hands).
// ---------------------------------------------------------------------------

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 80, count: 6 },
  { name: "3", distance: 3, price: 180, count: 5 },
  { name: "4", distance: 4, price: 300, count: 4, rusts: "2" },
  { name: "5", distance: 5, price: 450, count: 3 },
  { name: "6", distance: 6, price: 630, count: 2, rusts: "3" },
  { name: "D", distance: Infinity, price: 1100, count: Infinity, rusts: "4", discount: { "4": 300, "5": 300, "6": 300 }, availableOn: "6" },
];

const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 1, trainLimit: 4, offboardColor: "yellow" },
  { name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 4, buyCompanies: true, offboardColor: "green" },
  { name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, buyCompanies: true, offboardColor: "green" },
  { name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, closeCompanies: true, offboardColor: "brown" },
  { name: "6", onTrain: "6", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, offboardColor: "brown" },
  { name: "D", onTrain: "D", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, offboardColor: "brown" },
];

// ---------------------------------------------------------------------------
// Private companies, ids as 18xx.games.
// ---------------------------------------------------------------------------

const companies: CompanyDef[] = [
  {
    sym: "TR", name: "Takamatsu E-Railroad", value: 20, revenue: 5, blocksHex: "K4",
    desc: "Blocks Takamatsu (K4) while owned by a player.",
  },
  {
    sym: "MF", name: "Mitsubishi Ferry", value: 30, revenue: 5,
    abilities: [{ type: "playerTileLay", hexes: PORT_HEXES, tiles: ["437"] }],
    desc:
      "Its owning player may place the port tile (#437) on a coastal town (B11, G10, I12 or J9) without a tile, " +
      "at any time but in the operating turn of a corporation another player presides, without a connection and " +
      "free. This does not close the company.",
  },
  {
    sym: "ER", name: "Ehime Railway", value: 40, revenue: 10, blocksHex: "C4",
    abilities: [{ type: "tileLayWhenSold", hexes: ["C4"], tiles: ["12", "13", "14", "15", "205", "206"] }],
    desc:
      "When it is sold to a corporation, the selling player may at once place a green tile on Ohzu (C4), " +
      "besides the corporation's own tile lay. This does not close the company. Blocks C4 while owned by a player.",
  },
  {
    sym: "SMR", name: "Sumitomo Mines Railway", value: 50, revenue: 15,
    abilities: [{ type: "terrainDiscount", terrain: "mountain" }],
    desc: "Its owning corporation pays nothing to build on mountain hexes without a river. This does not close the company.",
  },
  {
    sym: "DR", name: "Dougo Railway", value: 60, revenue: 15,
    abilities: [{ type: "exchange", corporation: "IR", from: ["ipo"] }],
    desc: "Its owning player may exchange it for a 10% share of the Iyo Railway from the initial offering.",
  },
  { sym: "SIR", name: "South Iyo Railway", value: 80, revenue: 20, desc: "No special ability." },
  {
    sym: "UTF", name: "Uno-Takamatsu Ferry", value: 150, revenue: 30, minPlayers: 4,
    abilities: [{ type: "playerKeeps", phase: "5", revenue: 50 }],
    desc:
      "Does not close while owned by a player. If a player owns it when the first 5-train is bought, it may no " +
      "longer be sold to a corporation and its revenue is ¥50.",
  },
];

// ---------------------------------------------------------------------------
// Corporations: each floats at 50%, with its full capital (ten shares at par).
// ---------------------------------------------------------------------------

const corporations: CorporationDef[] = [
  { sym: "AR", name: "Awa Railroad", floatPercent: 50, tokens: [0, 40], home: "K8", color: "#37383a" },
  { sym: "IR", name: "Iyo Railway", floatPercent: 50, tokens: [0, 40], home: "E2", color: "#f48221" },
  { sym: "SR", name: "Sanuki Railway", floatPercent: 50, tokens: [0, 40], home: "I2", color: "#76a042" },
  { sym: "KO", name: "Takamatsu & Kotohira Electric Railway", floatPercent: 50, tokens: [0, 40], home: "K4", color: "#d81e3e" },
  { sym: "TR", name: "Tosa Electric Railway", floatPercent: 50, tokens: [0, 40, 40], home: "F9", color: "#00a993" },
  { sym: "KU", name: "Tosa Kuroshio Railway", floatPercent: 50, tokens: [0], home: "C10", color: "#0189d1" },
  { sym: "UR", name: "Uwajima Railway", floatPercent: 50, tokens: [0, 40, 40], home: "B7", color: "#6f533e" },
];

export const data1889: TitleData = {
  title: "1889",
  layout: "flat",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 7000,
  currency: "¥%s",
  startingCash: { 2: 420, 3: 420, 4: 420, 5: 390, 6: 390 },
  certLimit: { 2: 25, 3: 19, 4: 14, 5: 12, 6: 11 },
  salesInBlocks: true,
  sellBuyOrBuySell: true,
  homeOnOperatingRound: true,
  // As 18xx.games plays 1889 (docs/rules-1889.md): an upgrade must give new track or change a city's value;
  // a forced purchase takes the president's money for a bank train only, and his sales for it change
  // no corporation's president.
  trackPlacement: "newTrackOrValue",
  forcedPurchaseFromBank: true,
  emergencyKeepsPresidencies: true,
  uncited: true,
};
