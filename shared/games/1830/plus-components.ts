// The 1830+ railroads and private companies (rule book T-05, T-08, V-7.3..V-7.6, the scenarios' sidebars,
// and the publisher's errata as /work/shared/notes/1830-plus-sources.md §2.3 quotes it). See docs/rules-1830-plus.md.

import type { CompanyDef, CorporationDef, TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { CANAL, OHIO_RIVER, plusBoard, type PlusScenario } from "./plus-board.ts";

/**
 * T-08's four 1830+ railroads with their home on the 1830+ board (the first of their starting hexes).
 * Station tokens: T-08 gives the N&W 3 (as the Classic B&O, C&O and Erie: $0, $40, $100) and the PMQ, NKP and
 * RDR 2; the errata: "The RDR, PMQ and NKP charters have only two token spaces, $0 and $40".
 * CHOICE: the colours (no source prints them).
 */
export const PLUS_RAILROADS: readonly CorporationDef[] = [
  // T-08 Norfolk L-16 (Roanoke L-10 in S-4, board tile 30n); V-7.4 lists both as its starting hexes.
  { sym: "N&W", name: "Norfolk & Western Railway", tokens: [0, 40, 100], home: "L16", color: "#6d1a2a" },
  // T-08 Detroit E-5; S-1.2 and V-7.3: "The PMQ may start in either Detroit or Windsor", as the Erie in E-11:
  // no home city named, so the whole hex is kept for it until it has placed its home station.
  { sym: "PMQ", name: "Pere Marquette Railway", tokens: [0, 40], home: "E5", color: "#2a7f7f" },
  // S-3.2 Columbus H-4 (the 1830+ board's Columbus); S-4 moves Columbus and the NKP home to H-6 (board tile 30i, T-08).
  { sym: "NKP", name: "New York, Chicago & St. Louis Railroad (Nickel Plate)", tokens: [0, 40], home: "H4", color: "#6a3d9a" },
  // V-7.6: "The RDR can choose its starting hex (G-15 or H-16) as detailed in V-7.4": G-15 (Schuylkill Valley, no
  // city: its station space, V-7.5) or H-16 (Reading); T-08 lists G-15 first.
  { sym: "RDR", name: "Reading Railroad", tokens: [0, 40], homeChoice: ["G15", "H16"], homeChoiceRule: "1830 V-7.6", color: "#b03060" },
];

/** The railroads' starting hexes in each scenario that uses them (T-08, the scenarios' 5.0 sections, V-7.4). */
export const PLUS_HOMES: Record<PlusScenario, Record<string, readonly string[]>> = {
  // S-1.2 5.0: N&W Norfolk, PMQ Detroit/Windsor; 7.3: the C&O chooses Cleveland or Richmond.
  "S-1": { "N&W": ["L16"], PMQ: ["E5"], "C&O": ["F6", "K13"] },
  // S-2 keeps S-1's railroads; S-2.2 5.0: "The C&O starting hex is Cleveland" (30p: Richmond without the C&O home).
  "S-2": { "N&W": ["L16"], PMQ: ["E5"], "C&O": ["F6"] },
  // S-3.2 5.0: N&W Norfolk, NKP Columbus H-4, no PMQ; the C&O's choice of S-1 stands ("all of the rules for S-1").
  "S-3": { "N&W": ["L16"], NKP: ["H4"], "C&O": ["F6", "K13"] },
  // S-4.2 5.0: N&W Roanoke (30n), NKP Columbus H-6 (30i), C&O Richmond (30k: Cleveland without the C&O home).
  "S-4": { "N&W": ["L10"], NKP: ["H6"], "C&O": ["K13"] },
};

/** S-1.2 7.3, and S-3 by S-3.2 ("all of the rules for Scenario S-1.0"): "No railroads may place a token in Richmond until
 *  the C&O lays its first token." Cleveland may be filled ("If another company places a token such that it closes out
 *  Cleveland then the C&O can only open in Richmond"); Richmond is open to others once the C&O has started. */
const C_AND_O_RICHMOND = { hexes: ["K13"], rule: "1830 S-1.2 7.3" };
export const PLUS_HOMES_KEPT: Partial<Record<PlusScenario, Record<string, CorporationDef["homeKept"]>>> = {
  "S-1": { "C&O": C_AND_O_RICHMOND },
  "S-3": { "C&O": C_AND_O_RICHMOND },
};

/** T-05's "Use w/": the scenarios each 1830+ private is added in. */
export const PLUS_PRIVATE_SCENARIOS: Record<string, readonly PlusScenario[]> = {
  PL: ["S-4"],
  CC: ["S-4"],
  PP: ["S-2"],
  JK: ["S-1", "S-3"],
};

/** T-05 lists the privates in the order they are sold (S-1.2 4.0 "JK between the MH and the CA", S-2.2 3.0 "PP
 *  between the CS and the DH", S-4.2 3.0 "CC between CS and DH", "PL between SV and CL"). */
export const PRIVATE_ORDER = ["SV", "PL", "CS", "CC", "PP", "DH", "MH", "JK", "CA", "BO"];

/** The hexes next to the Kanawha Coal River hex at L-8 (S-1, S-3, the scenarios with the JK). */
const NEXT_TO_L8 = ["K7", "K9", "L6", "L10", "M7", "M9"];

/**
 * T-05's four 1830+ private companies. Each blocks the tile lays on its hexes (T-05 "Loc.") while a player owns
 * it, as the Classic privates do (7.2.1 #4). The abilities the engine cannot yet express are in the desc only
 * (the licences) and are listed in docs/rules-1830-plus.md.
 */
export const PLUS_PRIVATES: readonly CompanyDef[] = [
  {
    sym: "PL",
    name: "Pittsburgh & Louisville Packet",
    value: 30,
    revenue: 5,
    blocksHex: "I9",
    // T-05 note 1: an extra tile on an Ohio river hex, no connection needed, no terrain cost.
    abilities: [{ type: "extraTileLay", hexes: OHIO_RIVER, tiles: ["7", "8", "9"], free: true }],
    desc:
      "A railroad owning the PL may lay a tile on any Ohio river hex (J-2, J-4, K-5, J-6, J-8, I-9) with no terrain cost, " +
      "without a connection to its stations or to any track, in addition to its normal tile lay (two tiles that turn). " +
      "Blocks I-9 while a player owns it.",
  },
  {
    sym: "CC",
    name: "C&O Canal",
    value: 50,
    revenue: 10,
    blocksHex: "I11",
    blocksHexes: CANAL,
    // T-05 note 3: its hexes for a terrain cost of $20 each; it closes when both have a tile.
    abilities: [{ type: "discountedTileLay", hexes: CANAL, cost: 20, closesWhenHexesLaid: true }],
    desc:
      "A railroad owning the CC may build on the hexes containing the CC (I-11, J-12) for a terrain cost of only $20 each. " +
      "The company is closed when tiles have been laid on both hexes. Blocks I-11 and J-12 while a player owns it.",
  },
  {
    sym: "PP",
    name: "Potomac & Piedmont Coal and Railroad",
    value: 60,
    revenue: 10,
    blocksHex: "J10",
    // T-05 note 4, S-2.2 3.0: "A railroad owning the PP receives a free (New River) coal field license"; "When the
    // owning railroad first runs a route including the New River coal field hex, the PP is closed down" (J-10, 30a in S-2).
    abilities: [
      { type: "licence", licence: "new_river" },
      { type: "closeOnRunTo", hexes: ["J10"] },
    ],
    desc:
      "The initial purchaser of the PP receives a free New River coal field license, which can not be sold or traded. " +
      "When the owning railroad first runs a route including the coal fields hex, the PP is closed down; the owner retains " +
      "the license. Blocks J-10 while a player owns it.",
  },
  {
    sym: "JK",
    name: "James River & Kanawha",
    value: 120,
    revenue: 20,
    blocksHex: "K9",
    blocksHexes: ["K9", "K11"],
    // T-05 note 7: half price on one hex next to the Coal River hex, as the regular tile lay; it closes the JK.
    // S-3.1 #4 (S-1.1 #4 and note 7 say "the initial purchaser"; only a railroad runs trains): the railroad owning
    // the JK holds a Kanawha licence, and keeps it when the JK closes.
    abilities: [{ type: "discountedTileLay", hexes: NEXT_TO_L8, costShare: 0.5 }, { type: "licence", licence: "kanawha" }],
    desc:
      "The initial purchaser of the JK receives a free Kanawha license, which can not be sold or traded. The railroad owning " +
      "the JK may build on any one hex adjacent to the Kanawha Coal River hex at half price, as its regular tile lay; this " +
      "closes the company. The owner retains the license. Blocks K-9 and K-11 while a player owns it.",
  },
];

/** The 1830+ railroads each scenario adds (S-1.1, S-2.1, S-3.1, S-4.1 "Railroads"). */
export const PLUS_RAILROADS_IN: Record<PlusScenario, readonly string[]> = {
  "S-1": ["N&W", "PMQ"],
  "S-2": ["N&W", "PMQ"],
  "S-3": ["N&W", "NKP"],
  "S-4": ["N&W", "NKP"],
};

/** A railroad with the starting hexes a scenario gives it: one home, or a choice of several (V-7.4). */
function homedIn(def: CorporationDef, hexes: readonly string[] | undefined): CorporationDef {
  if (!hexes) return def;
  const { home: _, homeChoice: __, homeChoiceRule: ___, ...rest } = def;
  return hexes.length === 1 ? { ...rest, home: hexes[0]! } : { ...rest, homeChoice: [...hexes], homeChoiceRule: def.homeChoiceRule ?? "1830 V-7.4" };
}

/** The railroads of a scenario on the 1830+ board: the Classic eight and the scenario's 1830+ railroads, at their homes. */
export function plusCorporations(classic: readonly CorporationDef[], scenario: PlusScenario): CorporationDef[] {
  const homes = PLUS_HOMES[scenario];
  const extra = PLUS_RAILROADS.filter((c) => PLUS_RAILROADS_IN[scenario].includes(c.sym));
  const kept = PLUS_HOMES_KEPT[scenario] ?? {};
  return [...classic, ...extra].map((c) => {
    const homed = homedIn(c, homes[c.sym]);
    return kept[c.sym] ? { ...homed, homeKept: kept[c.sym] } : homed;
  });
}

/** The private companies of a scenario in their order of sale (T-05): the Classic six and the scenario's 1830+ ones. */
export function plusCompanies(classic: readonly CompanyDef[], scenario: PlusScenario): CompanyDef[] {
  const all = [...classic, ...PLUS_PRIVATES.filter((c) => PLUS_PRIVATE_SCENARIOS[c.sym]!.includes(scenario))];
  return PRIVATE_ORDER.flatMap((sym) => all.filter((c) => c.sym === sym));
}

/**
 * The Classic title's data on the 1830+ board of a scenario, with the scenario's railroads at their homes and its
 * private companies in their order: what the board shows. Trains, track tiles, money and limits are still Classic's;
 * the scenarios' setups (issue #16) build on it.
 */
export function plusBoardData(scenario: PlusScenario): TitleData {
  return {
    ...data1830,
    hexes: plusBoard(scenario),
    corporations: plusCorporations(data1830.corporations, scenario),
    companies: plusCompanies(data1830.companies, scenario),
  };
}
