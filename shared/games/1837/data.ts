// 1837 (Leonhard Orgler; Austria-Hungary), the title's data.
//
// Sources: the clarifications its designer approved (../shared/rules/1837-
// clarifications.txt), which decide where they speak; the published rules'
// figures as the implementations of 18xx.games (tobymao/18xx,
// lib/engine/game/g_1837/) and Rails (Rails-18xx/Rails, data/1837/) record
// them: the map with its coordinates, the tile set, the stock market, the
// company and train tables. Facts only; nothing here is their code. Where
// the two disagree and the clarifications are silent we follow 18xx.games,
// whose logs we replay; docs/rules-1837.md lists every such point.
//
// ---------------------------------------------------------------------------
// THE MAP
// ---------------------------------------------------------------------------
// Pointy-topped hexes, lettered rows and numbered columns as on 18xx.games
// (G17 Wien, H22 Budapest). The hexes are listed in 18xx.games' order: the ids
// its logs give printed tiles ("F28-0", "L2-4", "blank-12") count hexes of equal
// printed content in that order (see printedTileIds; 1837 names only its blank
// hexes after a standard tile).
// - The ten coal mines are gray one-slot cities valued by phase (yellow value
//   until phase 4, brown value from phase 5), marked "mine": the coal
//   companies' homes, where goods trains start (II.2, VIII.2).
// - Mountain hexes cost Kr70 or Kr110, rivers Kr50, for the first tile.
// - Wien (G17, "W") starts with four one-slot cities, the homes of SD1, KK2,
//   KK3 and KK1; its green tile has six cities, its brown tile four, the three
//   k.k. cities merged (VI.2). A route visits at most one city of Wien.
// - Budapest (H22, "Bu"): Pest (city 0, UG3) and Buda (city 1, UG1).
// - Bozen (K5) takes a "B" tile in brown (future label).
// - Bosnia-Herzegovina (L16-N20) takes no tile before phase 3.
// - Italy (K1-M7 beyond the province border) leaves play with the first 4-train.

import type { StartPacket } from "../../engine/rounds/start-packet.ts";
import type { CompanyDef, CorporationDef, HexDef, MarketCell, PhaseDef, TileDef, TitleData, TrainDef } from "../../engine/title.ts";
import { standardTile } from "../standard-tiles.ts";

const city0 = { revenue: 0, slots: 1 };
const town0 = { revenue: 0 };
const city = (revenue: number, slots = 1) => ({ revenue, slots });
/** Sides of the Austrian-Italian province border: drawn, no effect until Italy leaves play. */
const province = (...edges: number[]): NonNullable<HexDef["borders"]> => edges.map((edge) => ({ edge }));

function white(coord: string, more: Partial<HexDef> & { cities?: number; towns?: number; label?: string } = {}): HexDef {
  const { cities = 0, towns = 0, label, ...rest } = more;
  const content: HexDef["content"] = { color: "white", paths: [] };
  if (cities) content.cities = Array.from({ length: cities }, () => city0);
  if (towns) content.towns = Array.from({ length: towns }, () => town0);
  if (label) content.label = label;
  return { coord, content, ...rest };
}

/** The hexes of Italy, cleared and closed by the first 4-train (18xx.games' list). */
export const ITALY_HEXES = ["K1", "K3", "K7", "K9", "L2", "L4", "L6", "L8", "M3", "M5", "M7"];
/** The coal mines: gray cities where the coal companies start and goods trains run from. */
export const MINE_HEXES = ["A13", "B32", "C19", "C21", "E11", "F26", "K31", "K33", "L30", "P20"];

const hexes: HexDef[] = [
  { coord: "A11", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["0-t0", "5-t0"] } },
  { coord: "A13", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 30, slots: 1, phaseRevenue: { yellow: 30, brown: 50 } }], paths: ["0-c0"] } },
  { coord: "B8", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["4-t0", "5-t0"] } },
  { coord: "B26", tileable: false, content: { color: "gray", paths: ["0-4"] } },
  { coord: "B32", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 20, slots: 1, phaseRevenue: { yellow: 20, brown: 50 } }], paths: ["0-c0"] } },
  { coord: "C19", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 20, slots: 1, phaseRevenue: { yellow: 20, brown: 40 } }], paths: ["0-c0"] } },
  { coord: "C21", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 25, slots: 1, phaseRevenue: { yellow: 25, brown: 45 } }], paths: ["5-c0"] } },
  { coord: "D38", tileable: false, content: { color: "gray", paths: ["0-1"] } },
  { coord: "E11", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 20, slots: 1, phaseRevenue: { yellow: 20, brown: 40 } }], paths: ["2-c0"] } },
  { coord: "F26", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 20, slots: 1, phaseRevenue: { yellow: 20, brown: 40 } }], paths: ["5-c0", "3-4"] } },
  { coord: "G9", tileable: false, content: { color: "gray", paths: ["4-5"] } },
  { coord: "G37", tileable: false, content: { color: "gray", paths: ["0-3", "0-2", "2-3"] } },
  { coord: "H8", printedId: "H8-0", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["0-t0", "5-t0"] } },
  { coord: "J34", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["2-t0", "3-t0", "4-0"] } },
  { coord: "K1", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["5-t0"] } },
  { coord: "K31", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 30, slots: 1, phaseRevenue: { yellow: 30, brown: 50 } }], paths: ["2-c0"] } },
  { coord: "K33", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 25, slots: 1, phaseRevenue: { yellow: 25, brown: 50 } }], paths: ["3-c0"] } },
  { coord: "L30", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 25, slots: 1, phaseRevenue: { yellow: 25, brown: 50 } }], paths: ["2-c0"] } },
  { coord: "M13", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["3-t0", "4-t0"] } },
  { coord: "N14", printedId: "N14-0", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["3-t0", "4-t0"] } },
  { coord: "N22", tileable: false, content: { color: "gray", paths: ["1-2"] } },
  { coord: "O17", tileable: false, content: { color: "gray", towns: [{ revenue: 10 }], paths: ["2-t0", "4-t0"] } },
  { coord: "P20", tileable: false, marks: ["mine"], content: { color: "gray", cities: [{ revenue: 35, slots: 1, phaseRevenue: { yellow: 35, brown: 60 } }], paths: ["2-c0"] } },
  white("B10"),
  white("B12"),
  white("B14"),
  white("B28"),
  white("B30"),
  white("B34"),
  white("C9"),
  white("C13"),
  white("C29"),
  white("C35"),
  white("D12"),
  white("D14"),
  white("D16"),
  white("D20"),
  white("D24"),
  white("D26"),
  white("D32"),
  white("D34"),
  white("E19"),
  white("E29"),
  white("E37"),
  white("F14"),
  white("F24"),
  white("F36"),
  white("G25"),
  white("G31"),
  white("H12"),
  white("H24"),
  white("H28"),
  white("I17"),
  white("I19"),
  white("I31"),
  white("I35"),
  white("I37"),
  white("J14"),
  white("J20"),
  white("J30"),
  white("K15"),
  white("K27"),
  white("L16", { closedUntilPhase: "3" }),
  white("L20", { closedUntilPhase: "3" }),
  white("L26"),
  white("L28"),
  white("M3"),
  white("M7"),
  white("M15"),
  white("N16"),
  white("O19"),
  white("B16", { terrain: { kind: "mountain", cost: 70 } }),
  white("C17", { terrain: { kind: "mountain", cost: 70 } }),
  white("C25", { terrain: { kind: "mountain", cost: 70 } }),
  white("D28", { terrain: { kind: "mountain", cost: 70 } }),
  white("D30", { terrain: { kind: "mountain", cost: 70 } }),
  white("E21", { terrain: { kind: "mountain", cost: 70 } }),
  white("E23", { terrain: { kind: "mountain", cost: 70 } }),
  white("E27", { terrain: { kind: "mountain", cost: 70 } }),
  white("E31", { terrain: { kind: "mountain", cost: 70 } }),
  white("E33", { terrain: { kind: "mountain", cost: 70 } }),
  white("F12", { terrain: { kind: "mountain", cost: 70 } }),
  white("F20", { terrain: { kind: "mountain", cost: 70 } }),
  white("F34", { terrain: { kind: "mountain", cost: 70 } }),
  white("G33", { terrain: { kind: "mountain", cost: 70 } }),
  white("G35", { terrain: { kind: "mountain", cost: 70 } }),
  white("H14", { terrain: { kind: "mountain", cost: 70 } }),
  white("H32", { terrain: { kind: "mountain", cost: 70 } }),
  white("I9", { terrain: { kind: "mountain", cost: 70 } }),
  white("I11", { terrain: { kind: "mountain", cost: 70 } }),
  white("I13", { terrain: { kind: "mountain", cost: 70 } }),
  white("J32", { terrain: { kind: "mountain", cost: 70 } }),
  white("L14", { terrain: { kind: "mountain", cost: 70 } }),
  white("M17", { terrain: { kind: "mountain", cost: 70 }, closedUntilPhase: "3" }),
  white("M19", { terrain: { kind: "mountain", cost: 70 }, closedUntilPhase: "3" }),
  white("M21", { terrain: { kind: "mountain", cost: 70 }, closedUntilPhase: "3" }),
  white("N18", { terrain: { kind: "mountain", cost: 70 }, closedUntilPhase: "3" }),
  white("C15", { towns: 1 }),
  white("D10", { towns: 1 }),
  white("D18", { towns: 1 }),
  white("D22", { towns: 1 }),
  white("E13", { towns: 1 }),
  white("E15", { towns: 1 }),
  white("E35", { towns: 1 }),
  white("F16", { towns: 1 }),
  white("F22", { towns: 1 }),
  white("F30", { towns: 1 }),
  white("F32", { towns: 1 }),
  white("G11", { towns: 1 }),
  white("I21", { towns: 1 }),
  white("I27", { towns: 1 }),
  white("I33", { towns: 1 }),
  white("J18", { towns: 1 }),
  white("J24", { towns: 1 }),
  white("K29", { towns: 1 }),
  white("L18", { towns: 1, closedUntilPhase: "3" }),
  white("M5", { towns: 1 }),
  white("C23", { location: "Krakow", cities: 1, label: "T" }),
  white("C27", { towns: 1, terrain: { kind: "mountain", cost: 70 } }),
  white("E25", { towns: 1, terrain: { kind: "mountain", cost: 70 } }),
  white("H36", { towns: 1, terrain: { kind: "mountain", cost: 70 } }),
  white("C31", { towns: 2 }),
  white("H18", { towns: 2 }),
  white("C33", { location: "Lemberg", cities: 1, label: "Y" }),
  white("D36", { location: "Tarnopol", cities: 1, label: "Y" }),
  white("H10", { location: "Salzburg", cities: 1, label: "Y" }),
  white("I7", { location: "Innsbruck", cities: 1, label: "Y" }),
  white("L2", { location: "Milan", cities: 1, label: "Y" }),
  white("N20", { location: "Serajevo", cities: 1, label: "Y", closedUntilPhase: "3" }),
  white("E17", { location: "Brünn", cities: 1, label: "X" }),
  white("J26", { location: "Szegedin", cities: 1, label: "X" }),
  white("F28", { location: "Kaschau", cities: 1 }),
  white("H34", { location: "Klausenburg", cities: 1 }),
  white("I15", { location: "Graz", cities: 1 }),
  white("K17", { location: "Agram", cities: 1 }),
  white("L8", { location: "Venice", cities: 1 }),
  white("F38", { printedId: "F38-0", location: "Czernowitz", cities: 1, label: "T" }),
  white("J36", { printedId: "J36-1", location: "Kronstadt", cities: 1, label: "T" }),
  white("L12", { printedId: "L12-2", location: "Triest", cities: 1, label: "T" }),
  white("G13", { location: "Linz & Wels", cities: 2 }),
  white("H20", { location: "Raab & Tatabanya", cities: 2 }),
  white("H30", { location: "Debrecen & Großwardein", cities: 2 }),
  white("J28", { location: "Arad & Temesvar", cities: 2 }),
  white("G15", { terrain: { kind: "water", cost: 50 } }),
  white("G21", { terrain: { kind: "water", cost: 50 } }),
  white("G29", { terrain: { kind: "water", cost: 50 } }),
  white("I25", { terrain: { kind: "water", cost: 50 } }),
  white("J22", { terrain: { kind: "water", cost: 50 } }),
  white("K19", { terrain: { kind: "water", cost: 50 } }),
  white("K23", { terrain: { kind: "water", cost: 50 } }),
  white("K25", { terrain: { kind: "water", cost: 50 } }),
  white("G19", { location: "Preßburg", cities: 1, label: "X", terrain: { kind: "water", cost: 50 } }),
  white("G23", { towns: 1, terrain: { kind: "water", cost: 50 } }),
  white("H16", { terrain: { kind: "mountain", cost: 110 } }),
  white("I5", { terrain: { kind: "mountain", cost: 110 } }),
  white("I23", { towns: 2, terrain: { kind: "water", cost: 50 } }),
  white("L24", { towns: 2, terrain: { kind: "water", cost: 50 } }),
  white("J4", { terrain: { kind: "mountain", cost: 70 }, borders: province(0) }),
  white("J6", { terrain: { kind: "mountain", cost: 110 }, borders: province(5) }),
  white("J8", { towns: 1, terrain: { kind: "mountain", cost: 70 }, borders: province(0, 5) }),
  white("J10", { terrain: { kind: "mountain", cost: 110 }, borders: province(0) }),
  white("J12", { towns: 2, terrain: { kind: "mountain", cost: 110 } }),
  white("K3", { terrain: { kind: "mountain", cost: 70 }, borders: province(3, 4) }),
  white("K5", { location: "Bozen", cities: 1, borders: province(0, 1, 4, 5), futureLabel: { label: "B", color: "brown" } }),
  white("K7", { terrain: { kind: "mountain", cost: 70 }, borders: province(1, 2, 3) }),
  white("K9", { towns: 1, borders: province(2, 3, 4) }),
  white("K11", { terrain: { kind: "mountain", cost: 110 }, borders: province(1) }),
  white("K13", { towns: 1, terrain: { kind: "mountain", cost: 110 } }),
  white("L4", { borders: province(3) }),
  white("L6", { towns: 2, borders: province(2) }),
  { coord: "C11", location: "Prague", content: { color: "yellow", cities: [{ revenue: 20, slots: 1 }], paths: ["2-c0", "4-c0"], label: "X" } },
  { coord: "F18", upgrades: ["87", "88", "204"], content: { color: "yellow", towns: [{ revenue: 10 }, { revenue: 10 }], paths: ["0-t0", "2-t0", "1-t1", "5-t1"] } },
  { coord: "G17", location: "Vienna", group: "Wien", content: { color: "yellow", cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: ["0-c0", "1-c1", "2-c2", "3-c3"], label: "W" } },
  { coord: "G27", upgrades: ["416", "417", "422", "423"], content: { color: "yellow", towns: [{ revenue: 10 }], paths: ["2-t0", "3-t0"] } },
  { coord: "H22", location: "Budapest", content: { color: "yellow", cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: ["0-c0", "5-c0", "1-c1", "3-c1"], label: "Bu" } },
  { coord: "H26", content: { color: "yellow", paths: ["1-4"] } },
  { coord: "J16", location: "Marburg", content: { color: "yellow", cities: [{ revenue: 30, slots: 1 }], paths: ["1-c0"], label: "X" } },
  { coord: "L22", upgrades: ["412", "413", "418", "419", "420", "421", "424"], content: { color: "yellow", towns: [{ revenue: 10 }], paths: ["2-t0", "4-t0"] } },
  { coord: "I3", location: "Bregenz", content: { color: "green", cities: [{ revenue: 20, slots: 1 }], paths: ["4-c0"], label: "B" } },
  { coord: "I29", content: { color: "green", paths: ["0-3", "1-3"] } },
  { coord: "K21", location: "Fünfkirchen", content: { color: "green", cities: [{ revenue: 30, slots: 1 }], paths: ["1-c0", "2-c0", "5-c0"] } },
];

// ---------------------------------------------------------------------------
// Tiles: the manifest with its counts; upgrades as the tile rules allow them
// (colour, kept track, label, cities), with 1837's own: a yellow town tile
// becomes a green tile with the town and one more track (410-424), and two
// yellow towns become one green town (87, 88, 204). The brown Wien tile (436)
// is laid only so that the k.k. cities merge (VI.2): rotation 5.
// ---------------------------------------------------------------------------

const tiles: TileDef[] = [
  standardTile("1", 2, ["88"]),
  standardTile("2", 3, ["87"]),
  standardTile("3", 6, ["416", "417", "422", "423"]),
  standardTile("4", 12, ["410", "411", "414", "415"]),
  standardTile("5", 2, ["12", "205", "206"]),
  standardTile("7", 12, ["18", "26", "27", "28", "29", "30", "31"]),
  standardTile("8", 28, ["16", "17", "19", "23", "24", "25", "28", "29", "30", "31"]),
  standardTile("9", 22, ["18", "19", "20", "23", "24", "26", "27"]),
  standardTile("55", 1, ["88"]),
  standardTile("56", 1, ["87"]),
  standardTile("57", 3, ["205", "206"]),
  standardTile("58", 12, ["412", "413", "418", "419", "420", "421", "424"]),
  standardTile("69", 2, ["204"]),
  standardTile("201", 3, ["207", "208"]),
  standardTile("202", 3, ["207", "208"]),
  { name: "401", count: 4, color: "yellow", cities: [city(30)], paths: ["0-c0", "5-c0"], label: "T", upgrades: ["405"] },
  { name: "402", count: 3, color: "yellow", cities: [city(20)], paths: ["0-c0", "2-c0"], label: "X", upgrades: ["406", "429"] },
  { name: "404", count: 4, color: "yellow", cities: [city(20), city(20)], paths: ["0-c0", "4-c0", "1-c1", "3-c1"], upgrades: ["408"] },
  standardTile("12", 2, ["63"]),
  standardTile("16", 3, ["43", "70"]),
  standardTile("17", 1, ["47"]),
  standardTile("18", 1, ["43"]),
  standardTile("19", 3, ["45", "46"]),
  standardTile("20", 3, ["44", "47"]),
  standardTile("23", 12, ["41", "43", "45", "47"]),
  standardTile("24", 12, ["42", "43", "46", "47"]),
  standardTile("25", 5, ["40", "45", "46"]),
  standardTile("26", 4, ["42", "44", "45"]),
  standardTile("27", 4, ["41", "44", "46"]),
  standardTile("28", 3, ["39", "43", "46", "70"]),
  standardTile("29", 3, ["39", "43", "45", "70"]),
  standardTile("30", 1, ["42", "70"]),
  standardTile("31", 1, ["41", "70"]),
  standardTile("87", 2),
  standardTile("88", 2),
  standardTile("204", 2),
  standardTile("205", 2, ["63"]),
  standardTile("206", 2, ["63"]),
  standardTile("207", 4, ["216"]),
  standardTile("208", 2, ["216"]),
  { name: "405", count: 4, color: "green", cities: [city(40, 2)], paths: ["0-c0", "1-c0", "5-c0"], label: "T", upgrades: ["431"] },
  { name: "406", count: 3, color: "green", cities: [city(40, 2)], paths: ["0-c0", "2-c0", "3-c0", "5-c0"], label: "X", upgrades: ["430"] },
  { name: "408", count: 4, color: "green", cities: [city(30, 2), city(30)], paths: ["0-c0", "4-c0", "5-c0", "1-c1", "2-c1", "3-c1"], upgrades: ["432"] },
  { name: "410", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-2", "0-t0", "3-t0"], upgrades: [] },
  { name: "411", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-4", "0-t0", "3-t0"], upgrades: [] },
  { name: "412", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-3", "0-t0", "2-t0"], upgrades: [] },
  { name: "413", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-3", "0-t0", "4-t0"], upgrades: [] },
  { name: "414", count: 1, color: "green", towns: [{ revenue: 10 }], paths: ["0-1", "0-t0", "3-t0"], upgrades: [] },
  { name: "415", count: 1, color: "green", towns: [{ revenue: 10 }], paths: ["0-5", "0-t0", "3-t0"], upgrades: [] },
  { name: "416", count: 1, color: "green", towns: [{ revenue: 10 }], paths: ["0-3", "0-t0", "1-t0"], upgrades: [] },
  { name: "417", count: 1, color: "green", towns: [{ revenue: 10 }], paths: ["0-3", "0-t0", "5-t0"], upgrades: [] },
  { name: "418", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-4", "0-t0", "2-t0"], upgrades: [] },
  { name: "419", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-2", "0-t0", "4-t0"], upgrades: [] },
  { name: "420", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-5", "0-t0", "4-t0"], upgrades: [] },
  { name: "421", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-1", "0-t0", "2-t0"], upgrades: [] },
  { name: "422", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-4", "0-t0", "5-t0"], upgrades: [] },
  { name: "423", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["0-2", "0-t0", "1-t0"], upgrades: [] },
  { name: "424", count: 2, color: "green", towns: [{ revenue: 10 }], paths: ["1-3", "0-t0", "4-t0"], upgrades: [] },
  { name: "425", count: 1, color: "green", cities: [city(50), city(50)], paths: ["0-c0", "4-c0", "5-c0", "1-c1", "2-c1", "3-c1", "c0-c1"], label: "Bu", upgrades: ["435"] },
  { name: "426", count: 1, color: "green", cities: [city(30)], paths: ["0-c0", "1-c0"], label: "Bo", upgrades: ["434"] },
  { name: "427", count: 1, color: "green", cities: [city(60), city(60), city(60), city(60), city(60), city(60)], paths: ["0-c0", "1-c1", "2-c2", "3-c3", "4-c4", "5-c5"], label: "W", upgrades: ["436"], cityParts: [0, 2, 4, 6, 8, 10] },
  { name: "429", count: 2, color: "green", cities: [city(40, 2)], paths: ["0-c0", "2-c0", "3-c0", "4-c0"], label: "X", upgrades: ["430"] },
  standardTile("39", 2),
  standardTile("40", 3),
  standardTile("41", 4),
  standardTile("42", 4),
  standardTile("43", 2),
  standardTile("44", 3),
  standardTile("45", 3),
  standardTile("46", 3),
  standardTile("47", 3),
  standardTile("63", 4),
  standardTile("70", 2),
  standardTile("216", 5),
  { name: "430", count: 5, color: "brown", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], label: "X", upgrades: [] },
  { name: "431", count: 4, color: "brown", cities: [city(60, 2)], paths: ["0-c0", "1-c0", "5-c0"], label: "T", upgrades: [] },
  { name: "432", count: 4, color: "brown", cities: [city(40, 2), city(40, 2)], paths: ["0-c0", "4-c0", "5-c0", "1-c1", "2-c1", "3-c1", "c0-c1"], upgrades: [] },
  { name: "434", count: 2, color: "brown", cities: [city(40)], paths: ["0-c0", "5-c0"], label: "B", upgrades: [] },
  { name: "435", count: 1, color: "brown", cities: [city(70, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"], label: "Bu", upgrades: [] },
  { name: "436", count: 1, color: "brown", cities: [city(80), city(80), city(80), city(80)], paths: ["0-c0", "1-c1", "2-c2", "3-c2", "4-c2", "5-c3"], label: "W", rotations: [5], upgrades: [], cityParts: [0, 2, 4, 8] },
];

// ---------------------------------------------------------------------------
// The stock market: a grid of hexes (rows offset), so a share value moves
// right or left along its row, up to the right or down to the left, and for
// some events diagonally (TitleData.hexMarket). Par values in the third column
// (Kr70-104); the yellow boxes do not count toward the certificate limit.
// The state railways start at fixed values in row 4 (Kr120, 142, 175).
// ---------------------------------------------------------------------------

const MARKET_ROWS = [
  "95 99 104p 114 121 132 145 162 181 205 240 280 350 400 460",
  "89 93 97p 102 111 118 128 140 154 173 195 225 260 300 360",
  "84 87 91p 95 100 108 115 124 135 148 165 185 210 240 280",
  "79 82 85p 89 93 98 105 112 120 130 142 157 175",
  "74 77 80p 83 87 91 96 102 109 116 125",
  "69y 72 75p 78 81 85 89 94 99 106",
  "64y 67y 70p 73 76 79 83 87",
  "59y 62y 65y 68 71 74 77",
  "54y 57y 60y 63y 66 69 72",
];
const market: MarketCell[][] = MARKET_ROWS.map((row) =>
  row.split(" ").map((code) => {
    const cell: MarketCell = { price: Number.parseInt(code, 10) };
    if (code.endsWith("p")) cell.par = true;
    if (code.endsWith("y")) cell.zone = "yellow";
    return cell;
  }),
);

// ---------------------------------------------------------------------------
// Trains. Passenger trains count every stop; "n+m" trains may add m towns;
// express trains ("E") count only cities and pass through towns unpaid; goods
// trains ("G") run from a mine through any number of towns to n cities, the
// mine counted among them (VIII.2). Goods trains are on sale from the phase
// named, beside the passenger trains. The number of trains is fixed (VIII.4):
// once none is left, no corporation must own one.
// ---------------------------------------------------------------------------

const anyStop = ["city", "town", "offboard"] as ("city" | "town" | "offboard")[];
const plus = (n: number, towns: number): Pick<TrainDef, "distance" | "stops"> => ({
  distance: n + towns,
  stops: [{ kinds: ["town"], visit: towns }, { kinds: anyStop, visit: n }],
});
const express = (n: number): Pick<TrainDef, "distance" | "stops" | "minCities"> => ({
  distance: n,
  stops: [{ kinds: ["town"], visit: 99, pay: 0 }, { kinds: ["city", "offboard"], visit: n }],
  minCities: 2,
});
const goods = (n: number): Pick<TrainDef, "distance" | "stops" | "kind"> => ({
  distance: n,
  stops: [{ kinds: ["town"], visit: 99 }, { kinds: ["city", "offboard"], visit: n }],
  kind: "goods",
});

const trains: TrainDef[] = [
  { name: "2", distance: 2, price: 90, count: 14 },
  { name: "3", distance: 3, price: 180, count: 5 },
  { name: "3+1", ...plus(3, 1), price: 280, count: 2 },
  { name: "4", distance: 4, price: 470, count: 4, rusts: "2" },
  { name: "4E", ...express(4), price: 500, count: 1 },
  { name: "4+1", ...plus(4, 1), price: 530, count: 1 },
  { name: "4+2", ...plus(4, 2), price: 560, count: 1 },
  { name: "5", distance: 5, price: 800, count: 2, rusts: "3" },
  { name: "5E", ...express(5), price: 830, count: 1 },
  { name: "5+2", ...plus(5, 2), price: 860, count: 1, rusts: "3+1" },
  { name: "5+3", ...plus(5, 3), price: 900, count: 1 },
  { name: "5+4", ...plus(5, 4), price: 960, count: 1 },
  { name: "1G", ...goods(2), price: 100, count: 10, availableOn: "2" },
  { name: "2G", ...goods(3), price: 230, count: 6, availableOn: "3" },
  { name: "3G", ...goods(4), price: 590, count: 2, availableOn: "4", rusts: "1G" },
  { name: "4G", ...goods(5), price: 1000, count: 3, availableOn: "5", rusts: "2G", alsoRusts: ["1G"] },
];

// Phases: the first 3, 3+1, 4 and 5 train start them. Train limits by kind of
// company: coal companies and minors 2, then 1 from the first 3+1 (XII.2; the
// Ungarische minors keep 2, CorporationDef.trainLimit); majors 4, 3, 2; the
// state railways 4, then 3. Trains may be bought from other companies from phase 3.
const LIMITS_EARLY = { coal: 2, minor: 2, national: 4 };
const LIMITS_MIDDLE = { coal: 1, minor: 1, national: 4 };
const phases: PhaseDef[] = [
  { name: "2", onTrain: "2", tiles: ["yellow"], operatingRounds: 1, trainLimit: 4, trainLimits: LIMITS_EARLY, noBuyAcross: true, offboardColor: "yellow" },
  { name: "3", onTrain: "3", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, trainLimits: LIMITS_EARLY, offboardColor: "green" },
  { name: "3+1", onTrain: "3+1", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, trainLimits: LIMITS_MIDDLE, offboardColor: "green" },
  { name: "4", onTrain: "4", tiles: ["yellow", "green"], operatingRounds: 2, trainLimit: 3, trainLimits: LIMITS_MIDDLE, offboardColor: "green" },
  { name: "5", onTrain: "5", tiles: ["yellow", "green", "brown"], operatingRounds: 3, trainLimit: 2, trainLimits: { national: 3 }, offboardColor: "brown" },
];

// ---------------------------------------------------------------------------
// Private companies: the seven mountain railways (II.1), and the cards of the
// opening sale, which stand for a coal company's or a minor's director's
// certificate (and a Südbahn minor's mountain railway) and leave the game once
// bought. The two second halves of UG1 and UG3 are sold by the bank in the
// stock round. Values are the minimum bids of 18xx.games' opening sale.
// ---------------------------------------------------------------------------

/** A mountain railway: revenue; its pass hex blocked for others until phase 3;
 *  a free tile lay there for its owner's companies; closes with the first 5-train (II.1). */
function mountainRailway(sym: string, name: string, value: number, revenue: number, hex: string, tiles: string[]): CompanyDef {
  return {
    sym, name, value, revenue, blocksHex: hex, blocksUntilPhase: "3",
    abilities: [{ type: "presidentTileLay", hexes: [hex], tiles }, { type: "noCorporationBuy" }, { type: "closeOnPhase", phase: "5" }],
    desc:
      `Blocks ${hex} until phase 3. Once, a company its owner directs may lay its tile on ${hex} without the terrain cost, ` +
      "as its tile lay. Closes when the first 5-train is bought, and no earlier.",
  };
}

const COAL: [sym: string, name: string, home: string, major: string][] = [
  ["EPP", "Eisenbahn Pilsen-Priesen", "E11", "BK"],
  ["RGTE", "Reichenberg-Gablonz-Tannwalder Eisenbahn", "A13", "BK"],
  ["EOD", "Eisenbahn Oderberg-Dombran", "C19", "MS"],
  ["EKT", "Eisenbahn Karwin-Teschen", "C21", "MS"],
  ["MLB", "Mosty-Lemberg Bahn", "B32", "CL"],
  ["ZKB", "Zarnesti-Kronstadt Bahn", "K33", "TR"],
  ["SPB", "Simeria-Petroseni Bahn", "K31", "TR"],
  ["LRB", "Lugoj-Resita Bahn", "L30", "TI"],
  ["BB", "Bosna-Bahn", "P20", "BH"],
  ["EHS", "Eisenbahn Hatvan-Salgotarjan", "F26", "TI"],
];

/** Which major each coal company folds into (XIV.5). */
export const COAL_MAJOR: Readonly<Record<string, string>> = Object.fromEntries(COAL.map(([sym, , , major]) => [sym, major]));

/** A card of the opening sale: the director's certificate of a coal company or minor. */
function director(sym: string, name: string, value: number, percent: number, more: Partial<CompanyDef> = {}, extra: CompanyDef["abilities"] = []): CompanyDef {
  return {
    sym, name, value, revenue: 0, closesWhenBought: true,
    abilities: [{ type: "share", corporation: sym, percent, president: true }, ...(extra ?? [])],
    desc: `The director's certificate (${percent}%) of ${name} (${sym}).`,
    ...more,
  };
}

const companies: CompanyDef[] = [
  ...COAL.map(([sym, name, , major]) =>
    director(sym, name, 40, 100, { desc: `The coal company ${name} (${sym}): goods trains only; folds into the ${major}.` })),
  director("KK1", "Kaiser Ferdinand-Nordbahn", 60, 100),
  director("KK2", "Kaiserin Elisabeth-Bahn", 60, 100),
  director("KK3", "Kaiser Franz Joseph-Bahn", 60, 100),
  director("UG1", "Eisenbahn Pest-Waitzen", 80, 50),
  director("UG2", "Mohács-Fünfkirchner Bahn", 80, 100),
  director("UG3", "Eisenbahn Pest-Czegléd", 80, 50),
  director("SD1", "Wien-Gloggnitzer Eisenbahn", 100, 100, {}, [{ type: "company", company: "Semmering" }]),
  director("SD2", "Kärntner Bahn", 120, 100, {}, [{ type: "company", company: "Karawanken" }]),
  director("SD3", "Nordtiroler Staatsbahn", 135, 100, {}, [{ type: "company", company: "Arlberg" }]),
  director("SD4", "Südtiroler Staatsbahn", 90, 100, {}, [{ type: "company", company: "Brenner" }]),
  director("SD5", "Lombardisch-Venetianische Eisenbahn", 70, 100, {}, [{ type: "company", company: "Karst" }]),
  {
    sym: "UG1_share", name: "Eisenbahn Pest-Waitzen (second half)", value: 90, revenue: 0, soldInStockRound: true, closesWhenBought: true,
    abilities: [{ type: "share", corporation: "UG1", percent: 50 }],
    desc: "The other 50% of UG1; its holder converts it when UG1's director does (XII.4).",
  },
  {
    sym: "UG3_share", name: "Eisenbahn Pest-Czegléd (second half)", value: 90, revenue: 0, soldInStockRound: true, closesWhenBought: true,
    abilities: [{ type: "share", corporation: "UG3", percent: 50 }],
    desc: "The other 50% of UG3; its holder converts it when UG3's director does, or once the Ungarische Staatsbahn has formed (XII.4, XII.6).",
  },
  mountainRailway("Semmering", "Semmeringbahn", 100, 5, "H16", ["7", "8", "9"]),
  mountainRailway("Karst", "Karstbahn", 70, 10, "K13", ["3", "4", "58"]),
  mountainRailway("Brenner", "Brennerbahn", 90, 15, "J6", ["7", "8", "9"]),
  mountainRailway("Arlberg", "Arlbergbahn", 135, 20, "I5", ["7", "8", "9"]),
  mountainRailway("Karawanken", "Karawankenbahn", 120, 25, "J12", ["1", "2", "55", "56", "69"]),
  mountainRailway("Wocheiner", "Wocheinerbahn", 50, 30, "K11", ["7", "8", "9"]),
  mountainRailway("Tauern", "Tauernbahn", 70, 35, "J10", ["7", "8", "9"]),
];

// ---------------------------------------------------------------------------
// Companies that run trains. Ids as 18xx.games.
// - Coal companies: one 100% certificate, Kr100 from the bank when bought, a
//   station on their mine, goods trains only, need not own a train; revenue
//   split between treasury and owner (II.2, VIII.2).
// - Minors of the Südbahn (SD1-5), k.k. Staatsbahn (KK1-3) and Ungarische
//   Staatsbahn (UG1-3): one 100% certificate (UG1 and UG3 two of 50%), a
//   starting capital, revenue always split (XII).
// - Majors: a 20% president's certificate and 10% shares; the last one or two
//   are exchange shares for their coal companies (XIV.5). They float at 50%
//   with the par price times their eight (or nine) ordinary shares; stations
//   cost Kr20 and Kr40 times the distance from home (VII.4).
// - State railways: ten 10% certificates, the first the director's; shares on
//   sale from the start at a fixed value; the exchange shares are the minors'.
//   Formed by their minors (XII.3-XII.6) with the value times their ordinary shares.
// ---------------------------------------------------------------------------

const COAL_COLOR = "black";
function coal([sym, name, home]: (typeof COAL)[number]): CorporationDef {
  return {
    sym, name, type: "coal", minor: true, shares: [100], reservedShares: 1, floatPercent: 100, capital: 100,
    tokens: [0], home, trainKind: "goods", splitsRevenue: true, trainOptional: true, color: COAL_COLOR,
  };
}

function minor(sym: string, name: string, capital: number, home: string | undefined, color: string, more: Partial<CorporationDef> = {}): CorporationDef {
  return {
    sym, name, type: "minor", minor: true, shares: [100], reservedShares: 1, floatPercent: 100, capital,
    tokens: [0], home, splitsRevenue: true, trainOptional: true, color, ...more,
  };
}

function major(sym: string, name: string, home: string, exchange: number, color: string, textColor?: string): CorporationDef {
  const shares = [20, ...Array.from({ length: 8 }, () => 10)];
  return { sym, name, shares, reservedShares: exchange, floatPercent: 50, tokens: [0, 20, 40], home, color, ...(textColor ? { textColor } : {}) };
}

/** A state railway: its stations are its minors' (no markers but those they bring); its home
 *  hex is where its stations' costs are counted from (VII.4). */
function national(sym: string, name: string, home: string, exchange: number, price: number, color: string): CorporationDef {
  return {
    sym, name, type: "national", shares: Array.from({ length: 10 }, () => 10), reservedShares: exchange, formed: true,
    startPrice: { price, row: 3 }, tokens: [], home, color,
  };
}

const SD_COLOR = "#f47c20";
const KK_COLOR = "#8b5a2b";
const UG_COLOR = "#e56fa8";

const corporations: CorporationDef[] = [
  ...COAL.map(coal),
  minor("SD1", "Wien-Gloggnitzer Eisenbahn", 90, "G17", SD_COLOR, { homeCity: 0 }),
  minor("SD2", "Kärntner Bahn", 90, "J16", SD_COLOR),
  minor("SD3", "Nordtiroler Staatsbahn", 90, "I7", SD_COLOR),
  minor("SD4", "Südtiroler Staatsbahn", 90, "K5", SD_COLOR),
  minor("SD5", "Lombardisch-Venetianische Eisenbahn", 90, undefined, SD_COLOR, { homeChoice: ["L2", "L8"] }),
  minor("KK1", "Kaiser Ferdinand-Nordbahn", 90, "G17", KK_COLOR, { homeCity: 3 }),
  minor("KK2", "Kaiserin Elisabeth-Bahn", 140, "G17", KK_COLOR, { homeCity: 1 }),
  minor("KK3", "Kaiser Franz Joseph-Bahn", 90, "G17", KK_COLOR, { homeCity: 2 }),
  minor("UG1", "Eisenbahn Pest-Waitzen", 180, "H22", UG_COLOR, { homeCity: 1, shares: [50, 50], reservedShares: 2, floatPercent: 50, trainLimit: 2 }),
  minor("UG2", "Mohács-Fünfkirchner Bahn", 90, "K21", UG_COLOR, { trainLimit: 2 }),
  minor("UG3", "Eisenbahn Pest-Czegléd", 180, "H22", UG_COLOR, { homeCity: 0, shares: [50, 50], reservedShares: 2, floatPercent: 50, trainLimit: 2 }),
  major("BK", "Böhmische Kommerzbahn", "C11", 2, "#1f5fbf"),
  major("MS", "Mährisch-Schlesische Eisenbahn", "E17", 2, "#f2d000", "black"),
  major("BH", "Bosnisch-Herzegowinische Landesbahn", "N20", 1, "#d02020"),
  major("CL", "Carl Ludwig-Bahn", "C33", 1, "black"),
  major("TI", "Theißbahn", "F28", 2, "#6fc3e8", "black"),
  major("GT", "Galizische Transversalbahn", "D36", 0, "#2f8f3f"),
  major("TR", "Siebenbürgische Bahn", "J36", 2, "#9ad65a", "black"),
  national("SD", "Südbahn", "G17", 5, 142, SD_COLOR),
  national("KK", "k.k. Staatsbahn", "G17", 3, 120, KK_COLOR),
  national("UG", "Ungarische Staatsbahn", "H22", 5, 175, UG_COLOR),
];

export const data1837: TitleData = {
  title: "1837",
  layout: "pointy",
  hexes,
  tiles,
  market,
  trains,
  phases,
  companies,
  corporations,
  bankCash: 14268,
  // Austria-Hungary's Kronen, as the rules write them (Kr840).
  currency: "Kr%s",
  startingCash: { 3: 730, 4: 555, 5: 450, 6: 380, 7: 330 },
  certLimit: { 3: 28, 4: 21, 5: 17, 6: 14, 7: 12 },
  standardPrinted: ["blank"],
  // The engine names rules by 1830's sections or by bracketed names; these are the
  // 1837 rule sections (as the clarifications number them) for the same rules.
  citations: {
    "1830 7.2 (gray and red hexes)": "1837 VI",
    "1830 7.2 (track tiles by phase)": "1837 VI",
    "1830 7.2.1 #6-7, 7.2.2 #5": "1837 VI.1",
    "1830 7.2.2 #5": "1837 VI.2",
    "1830 7.2.1 #7, 7.2.2 #6": "1837 VI.1",
    "1830 7.2.1 #5": "1837 VI.1",
    "1830 7.2.2 #3": "1837 VI.2",
    "1830 7.2.2 #4, V-7.9": "1837 VI.2",
    "1830 7.2.1 #2, 7.2.2 #2": "1837 VI.1",
    "1830 7.2.1 #1, C-1.4": "1837 VI.1",
    "1830 7.2.1 #4": "1837 II.1, VI",
    "1830 7.2 (tile manifest T-09)": "1837 VI",
    "1830 4.1": "1837 II",
    "1830 pp. 46-47": "1837 II",
    "1830 5.1": "1837 XIII",
    "1830 5.2": "1837 XIII",
    "1830 5.3": "1837 XIII",
    "1830 5.4": "1837 XIII",
    "1830 5.5": "1837 XIII.4",
    "1830 6.0": "1837 XIII",
    "1830 6.1": "1837 XIII, XIV.6.3",
    "1830 6.2": "1837 XIII",
    "1830 6.3": "1837 XIV",
    "1830 6.4": "1837 XIII",
    "1830 7.0": "1837 XI, IV.2.6",
    "1830 7.1": "1837 XI",
    "1830 7.2": "1837 VI",
    "1830 7.2.1": "1837 VI.1",
    "1830 7.2.2": "1837 VI.2",
    "1830 7.2.3": "1837 VI",
    "1830 7.3": "1837 VII",
    "1830 7.3.1": "1837 VII.1",
    "1830 7.3.2": "1837 VII",
    "1830 7.3.2 (one station per hex)": "1837 VII.9",
    "1830 7.3.3": "1837 VIII",
    "1830 7.4": "1837 VIII",
    "1830 7.4.1": "1837 VIII.2",
    "1830 7.4.2": "1837 VIII",
    "1830 7.5": "1837 VIII, IX",
    "1830 7.6": "1837 XI.4",
    "1830 7.6.1": "1837 XII.2",
    "1830 7.7": "1837 XI.4",
    "1830 8.0": "1837 XV.1",
    "C-1.2": "1837 XIII",
    "C-1.3": "1837 XIII",
    "C-2.3": "1837 XI.11",
    "C-2.3.1": "1837 XI.4, XI.11",
    "C-2.3.2": "1837 XI.11",
    "C-2.4": "1837 XI.11",
    "C-2.5": "1837 XV.1",
    "[selection auction]": "1837 I (18xx.games' opening sale)",
    "[start packet]": "1837 I.7",
    "[companies first]": "1837 I (18xx.games)",
    "[split revenue]": "1837 XII",
    "[goods trains]": "1837 II.2",
    "[buy across]": "1837 XI",
    "[train surrender]": "1837 XI",
    "[sell then buy]": "1837 XIII",
    "[sales in blocks]": "1837 XIII",
    "[sell after operating]": "1837 XIV.6.3",
    "[merged trains]": "1837 XIV.5.2",
    "[merged minors]": "1837 XII.3",
    "[emergency presidencies]": "1837 XI.11",
    "[train always]": "1837 II.2, II.3, XI.4",
    "[bankruptcy]": "1837 XI.11",
    "[par slots]": "1837 XIII (the par chart)",
    "[second half]": "1837 XII.4 (as 18xx.games sells the halves)",
    "1830 V-7.7": "1837 VI.1 (as 18xx.games lays track: new track, or a city of new value)",
  },
  homeOnFloat: true,
  halfDividends: true,
  saleDropsOnce: true,
  soldOutUpLeftAbove: 40,
  soldOutBeforeFormed: true, // XIII.4, XIV.5.3: a state railway not yet formed rises too
  hexMarket: true,
  // The par chart has two spaces for each par value (as 18xx.games draws it).
  parSlots: 2,
  // XV.1: the game ends with the operating round under way (index.ts's order of rounds).
  bankBreakEnds: "operatingRound",
  tokenCostByDistance: "withinGrid", // 1837 VII.4
  trainSurrender: 0.5,
  mergedStationsReturn: [20, 40],
  mergedStationsRemoved: true, // VII.9: "the excess are removed without compensation"
  stationPerCity: true,
  tokenRouteBacktracks: true,
  trainAlways: true,
  newTrainsOblige: true,
  // XI.11: the sales for a train move neither the buyer's presidency nor the seller's.
  emergencySellerKeepsPresidency: true,
  bankruptSharesToPool: true,
  forcedPurchaseAnyTrain: true,
  sellThenBuy: true,
  salesInBlocks: true,
  sellAfterOperating: true,
  payoutRounding: "down",
};

// ---------------------------------------------------------------------------
// The opening sale of the published rules (first edition, as Rails records its
// figures), which new games play (I.7): three packets at fixed prices.
// - The first: the coal companies and mountain railways, the Südbahn minors
//   with theirs, in three columns of six rows. The top row is on sale, and
//   any item whose item above it is sold. When everyone passes in a row, the
//   prices on sale drop by Kr10 - never below nothing: an item at nothing is
//   taken by the player whose turn it is (I.7, as clarified: the Arlbergbahn
//   with the Nordtiroler Staatsbahn, Kr185, after eighteen drops).
// - Then the k.k. minors, then the Ungarische minors (a director's half
//   before its second half), at their prices; when everyone passes, an
//   operating round follows and their sale goes on after it. Stock rounds
//   begin once all three packets are sold.
// Imported 18xx.games games play its second edition's selection auction
// instead (the compatibility option; the cards' values are its minimum bids).
// ---------------------------------------------------------------------------

export const START_PACKETS: readonly StartPacket[] = [
  {
    name: "Opening Sale: coal companies, mountain railways, Südbahn",
    drop: 10,
    items: [
      { company: "EKT", price: 100, row: 1, column: 1 },
      { company: "EPP", price: 100, row: 1, column: 2 },
      { company: "BB", price: 100, row: 1, column: 3 },
      { company: "EOD", price: 100, row: 2, column: 1 },
      { company: "RGTE", price: 100, row: 2, column: 2 },
      { company: "SD1", price: 150, row: 2, column: 3 },
      { company: "SD2", price: 170, row: 3, column: 1 },
      { company: "SD3", price: 185, row: 3, column: 2 },
      { company: "SPB", price: 100, row: 3, column: 3 },
      { company: "MLB", price: 100, row: 4, column: 1 },
      { company: "EHS", price: 100, row: 4, column: 2 },
      { company: "ZKB", price: 100, row: 4, column: 3 },
      { company: "SD4", price: 140, row: 5, column: 1 },
      { company: "LRB", price: 100, row: 5, column: 2 },
      { company: "Tauern", price: 150, row: 5, column: 3 },
      { company: "Wocheiner", price: 130, row: 6, column: 1 },
      { company: "SD5", price: 120, row: 6, column: 2 },
    ],
  },
  {
    name: "Opening Sale: k.k. minors",
    items: [
      { company: "KK1", price: 90 },
      { company: "KK2", price: 140 },
      { company: "KK3", price: 90 },
    ],
  },
  {
    name: "Opening Sale: Ungarische minors",
    items: [
      { company: "UG1", price: 90, row: 1, column: 1 },
      { company: "UG2", price: 90, row: 1, column: 2 },
      { company: "UG3", price: 90, row: 1, column: 3 },
      { company: "UG1_share", price: 90, row: 2, column: 1 },
      { company: "UG3_share", price: 90, row: 2, column: 3 },
    ],
  },
];

