// 1830's track tiles by the rule book's names: table T-09 (its manifest and
// upgrade chart, p. 48) as corrected by Mayfair's "1830 Clarifications &
// Errata (01/03/12)", the tiles only the 1830+ box has, and the tile sets
// made of them: 1830 Classic, V-1.4's Expanded Track Mix A and B, and each
// 1830+ scenario's (T-09's 1830+ column less its T-01 removals).
//
// A tile keeps its old number as its name ("57", as the logs' "57-0"); the
// rule book's name (A7) is T-09's. Tiles with a standard definition come
// from ./standard-tiles.ts (or Classic's own from ./data.ts); the seven below
// have none. docs/rules-1830.md "V-1.4" says where each definition came from.
import type { TileContent, TileDef } from "../../engine/title.ts";
import { STANDARD_TILES } from "../standard-tiles.ts";
import { data1830 } from "./data.ts";

const city = (revenue: number, slots = 1) => ({ revenue, slots });

/**
 * The 1830+ tiles no standard tile catalogue defines (docs/rules-1830.md "V-1.4": the only public
 * transcription is cosmonought/1830JunoEdition's, turned to our edge numbers). oo1's number is the
 * errata's (T-09 prints 626, a standard number for plain track); oo13 and oo14 have none ("neither
 * support site has a number for this tile"): the track of the standard #36 and #35, worth 50 as every
 * brown OO tile, where #36 and #35 are worth 40 - which is why the errata says they are not those.
 */
export const PLUS_TILES: Readonly<Record<string, TileContent>> = {
  // oo1: two cities on sharp curves, opposite each other. Not upgradable (errata).
  "8861": { color: "green", cities: [city(40), city(40)], paths: ["0-c0", "1-c0", "3-c1", "4-c1"], label: "OO" },
  // oo13, oo14: two cities each on a broad curve; oo13's curves side by side, oo14's crossing. T-09 (and V-1.4's
  // chart) upgrades #59 to both and oo13 to #167, which such track allows only by joining #59's two cities' stubs in
  // one city and dividing oo13's curve between #167's cities: the chart says so, so these lays may (joinsCities,
  // citySplits; docs/rules-1830.md "V-1.4").
  oo13: { color: "brown", cities: [city(50), city(50)], paths: ["1-c0", "3-c0", "0-c1", "4-c1"], label: "OO", joinsCities: true, citySplits: true },
  oo14: { color: "brown", cities: [city(50), city(50)], paths: ["0-c0", "2-c0", "1-c1", "3-c1"], label: "OO", joinsCities: true },
  // to1, to5 (Toronto): two cities of three exits each; to1's with two circles and one, to5's with two each.
  "810": { color: "green", cities: [city(50, 2), city(50, 1)], paths: ["0-c0", "1-c0", "2-c0", "3-c1", "4-c1", "5-c1"], label: "TO" },
  "882": { color: "brown", cities: [city(70, 2), city(70, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c1", "4-c1", "5-c1"], label: "TO" },
  // ny6: New York as one city of four circles; bb6: B as one city of three (bb5's track).
  "883": { color: "brown", cities: [city(90, 4)], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], label: "NY" },
  "884": { color: "brown", cities: [city(60, 3)], paths: ["0-c0", "2-c0", "3-c0", "4-c0"], label: "B" },
};

/** A row of T-09 as printed. */
export interface T09Row {
  /** The rule book's name: A = yellow, B = green, C = brown, D = gray; bb, ny, oo, to: tiles for those hexes only. */
  readonly name: string;
  /** The old number T-09 prints under it. */
  readonly printed: string;
  /** The "1830 ★" column: copies in 1830 Classic. */
  readonly classic: number;
  /** The "1830+" column: copies the 1830+ set adds. */
  readonly plus: number;
  /** The upgrade column, as printed ("B1-B3, B8-B11"). */
  readonly upgrades: string;
}

const row = (name: string, printed: string, classic: number, plus: number, upgrades = ""): T09Row => ({ name, printed, classic, plus, upgrades });

/**
 * T-09 - Track tile manifest & upgrades, column by column. The last row (D4, 513) is lost in the
 * text of the table (only "513" stands in its totals line); its counts are those the totals need
 * (gray: Classic 0, 1830+ +2 with oo20) and those T-01 (S-2, S-4: remove 1) and V-1.4's chart give.
 */
export const T09: readonly T09Row[] = [
  row("A1", "9", 7, 5, "B1-B3, B8-B11"),
  row("A2", "8", 8, 5, "B2, B4, B5, B8, B9, B12-B14"),
  row("A3", "7", 4, 3, "B3, B10, B11, B13, B14"),
  row("A4", "4", 2, 0, "B24, B25"),
  row("A5", "58", 2, 0, "B24, B25, B26, B27"),
  row("A6", "3", 2, 0, "B24, B25, B26"),
  row("A7", "57", 4, 2, "B35-B37"),
  row("A8", "6", 0, 2, "B35-B37"),
  row("A9", "5", 0, 2, "B35-B37"),
  row("A10", "55", 1, 0, "B28"),
  row("A11", "69", 1, 0, "B29"),
  row("A12", "2", 1, 0, "B30"),
  row("A13", "1", 1, 0, "B28"),
  row("A14", "56", 1, 0, "B30"),
  row("A15", "630", 0, 1, "B29"),
  row("A16", "631", 0, 1, "B29"),
  row("A17", "632", 0, 1, "B30"),
  row("A18", "633", 0, 1, "B28"),
  row("bb1", "53", 2, 0, "bb5, bb6, bb7"),
  row("bb2", "592", 0, 2, "bb5, bb6, bb7"),
  row("bb5", "61", 2, 0),
  row("bb6", "884", 0, 1),
  row("bb7", "997", 0, 1),
  row("to1", "810", 0, 1, "to5"),
  row("to5", "882", 0, 1),

  row("B1", "20", 1, 0, "C5, C6"),
  row("B2", "19", 1, 0, "C7, C8"),
  row("B3", "18", 1, 0, "C9"),
  row("B4", "17", 0, 1, "C5"),
  row("B5", "16", 1, 0, "C9, C10"),
  row("B8", "23", 3, 0, "C1, C5, C7, C9"),
  row("B9", "24", 3, 0, "C2, C5, C8, C9"),
  row("B10", "26", 1, 0, "C2, C6, C7"),
  row("B11", "27", 1, 0, "C1, C6, C8"),
  row("B12", "25", 1, 0, "C3, C7, C8"),
  row("B13", "28", 1, 0, "C4, C8, C10"),
  row("B14", "29", 1, 0, "C4, C7, C10"),
  row("B24", "141", 0, 1, "C11, C12, C13"),
  row("B25", "142", 0, 1, "C11, C12, C13"),
  row("B26", "143", 0, 1, "C12, C13"),
  row("B27", "144", 0, 1, "C12"),
  row("B28", "88", 0, 1, "C11"),
  row("B29", "204", 0, 1, "C12"),
  row("B30", "87", 0, 1, "C13"),
  row("B35", "14", 3, 1, "C15"),
  row("B36", "619", 0, 1, "C15"),
  row("B37", "15", 2, 2, "C15"),
  row("ny1", "54", 1, 0, "ny5, ny6"),
  row("ny5", "62", 1, 0),
  row("ny6", "883", 0, 1),

  row("C1", "41", 2, 0),
  row("C2", "42", 2, 0),
  row("C3", "40", 1, 0),
  row("C4", "39", 1, 0),
  row("C5", "47", 1, 0),
  row("C6", "44", 1, 0),
  row("C7", "45", 2, 0),
  row("C8", "46", 2, 0),
  row("C9", "43", 2, 0),
  row("C10", "70", 1, 0),
  row("C11", "145", 0, 1),
  row("C12", "147", 0, 1),
  row("C13", "146", 0, 1),
  row("C15", "63", 3, 1, "D4"),
  row("oo1", "626", 0, 1, "oo10-oo17"),
  row("oo2", "59", 2, 1, "oo10-oo17"),
  row("oo10", "68", 1, 0, "oo20"),
  row("oo11", "67", 1, 0, "oo20"),
  row("oo12", "66", 1, 0, "oo20"),
  row("oo13", "36", 0, 1, "oo20"),
  row("oo14", "35", 0, 1, "oo20"),
  row("oo15", "65", 1, 0, "oo20"),
  row("oo16", "64", 1, 0, "oo20"),
  row("oo17", "984", 0, 1, "oo20"),
  row("oo20", "167", 0, 1),
  row("D4", "513", 0, 1),
];

/**
 * Mayfair's errata (01/03/12) to T-09: "oo1 (626) should be oo1 (8861)", "Tile oo1 (8861) is not
 * upgradable", and oo13 (36), oo14 (35) "should have a number that is NOT 36 [35]".
 */
export const T09_ERRATA: Readonly<Record<string, { tile?: string; upgrades?: string }>> = {
  oo1: { tile: "8861", upgrades: "" },
  oo13: { tile: "oo13" },
  oo14: { tile: "oo14" },
};

/** A tile of T-09 as we play it: its row with the errata applied. */
export interface TrackTile extends T09Row {
  /** The tile's name in the game (its log's "57-0"): the old number, or the errata's. */
  readonly tile: string;
  /** The rule-book names it may be upgraded to. */
  readonly upgradeNames: readonly string[];
}

/** "B1-B3, B8-B11" -> B1, B2, B3, B8, B9, B10, B11. */
function expandNames(list: string, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const part of list.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]+)(\d+)-\1(\d+)$/.exec(part);
    const names = m ? Array.from({ length: Number(m[3]) - Number(m[2]) + 1 }, (_, i) => `${m[1]}${Number(m[2]) + i}`).filter((n) => known.has(n)) : [part];
    for (const n of names) if (!known.has(n)) throw new Error(`T-09: no tile ${n}`);
    out.push(...names);
  }
  return out;
}

const T09_NAMES = new Set(T09.map((r) => r.name));

export const TRACK_TILES: readonly TrackTile[] = T09.map((r) => {
  const fix = T09_ERRATA[r.name] ?? {};
  return { ...r, tile: fix.tile ?? r.printed, upgradeNames: expandNames(fix.upgrades ?? r.upgrades, T09_NAMES) };
});

const BY_NAME = new Map(TRACK_TILES.map((t) => [t.name, t]));

/** The tile of a rule-book name ("A7" -> its row, tile "57"). */
export function trackTile(name: string): TrackTile {
  const t = BY_NAME.get(name);
  if (!t) throw new Error(`T-09 has no tile ${name}`);
  return t;
}

/** A tile set: how many copies of each tile, by rule-book name. */
export type TileCounts = Readonly<Record<string, number>>;

/** Tiles that "can only be placed on a specific hex or set of hexes" (p. 7's note): bb (Baltimore, Boston), to (Toronto), ny (New York). */
export function citySpecific(name: string): boolean {
  return /^(bb|to|ny)\d/.test(name);
}

const counts = (pick: (t: TrackTile) => number): TileCounts =>
  Object.fromEntries(TRACK_TILES.map((t) => [t.name, pick(t)] as const).filter(([, n]) => n > 0));

/** 1830 Classic (★): T-09's "1830 ★" column, 85 tiles. */
export const CLASSIC_TILES = counts((t) => t.classic);

/** All the track tiles: Classic and the 1830+ tiles, 138 (T-09's columns). */
export const ALL_TRACK_TILES = counts((t) => t.classic + t.plus);

/** V-1.4 Expanded Track Mix A: "the 1830 Classic tiles and the other tiles that are not city specific" (its chart less bb#, to#, ny#). */
export const EXPANDED_TRACK_MIX_A = counts((t) => t.classic + (citySpecific(t.name) ? 0 : t.plus));

/** V-1.4 Expanded Track Mix B: "the 1830 Classic tiles and the A8, A9, & B36 tiles". */
export const EXPANDED_TRACK_MIX_B = counts((t) => t.classic + (["A8", "A9", "B36"].includes(t.name) ? t.plus : 0));

/** The 1830+ scenarios with a tile set of their own (S-5 plays with the components of the scenario it is added to). */
export type PlusScenario = "S-1" | "S-2" | "S-3" | "S-4" | "S-6";

/** T-01 - Track tiles to remove (S-1.1, S-2.1, S-3.1, S-4.1 #6 list the same), from all the track tiles. */
export const T01: Readonly<Record<"S-1" | "S-2" | "S-3" | "S-4", TileCounts>> = {
  "S-1": { A8: 2, A9: 2, to1: 1, to5: 1, bb2: 2, bb5: 2 },
  "S-2": { A8: 2, A9: 2, B28: 1, B29: 1, B30: 1, bb1: 2, bb5: 2, ny5: 1, oo20: 1, D4: 1 },
  "S-3": { to1: 1, to5: 1, bb1: 2, bb5: 2 },
  "S-4": { to1: 1, to5: 1, bb2: 2, bb6: 1, bb7: 1, ny6: 1, oo20: 1, D4: 1 },
};

/**
 * A scenario's tile counts: S-1 to S-4 all the track tiles less T-01's; S-6 the Classic tiles and, as
 * the computer game has them, "2 more B13 tiles and 2 more B14 tiles" (S-6.1 #3).
 */
export function plusTileCounts(scenario: PlusScenario): TileCounts {
  if (scenario === "S-6") return { ...CLASSIC_TILES, B13: CLASSIC_TILES.B13! + 2, B14: CLASSIC_TILES.B14! + 2 };
  const removed = T01[scenario];
  return Object.fromEntries(
    Object.entries(ALL_TRACK_TILES)
      .map(([name, n]) => [name, n - (removed[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/** A scenario's track tiles, as TitleData.tiles (for the 1830+ board). */
export function plusTileManifest(scenario: PlusScenario): TileDef[] {
  return trackTiles(plusTileCounts(scenario));
}

/** Old numbers first in numeric order, then the names without one. */
const byNumber = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? a.localeCompare(b) : Number.isNaN(x) ? 1 : -1;
  return x - y;
};

/**
 * A tile set as TitleData.tiles: each tile's definition (Classic's own, the standard tile, or the
 * 1830+ one above) with its count and T-09's upgrades among the tiles of the set (7.2.2 #5).
 * The Classic tiles come first in Classic's order, then the others in T-09's.
 */
export function trackTiles(set: TileCounts): TileDef[] {
  for (const name of Object.keys(set)) trackTile(name);
  const present = TRACK_TILES.filter((t) => (set[t.name] ?? 0) > 0);
  const tileNames = new Set(present.map((t) => t.tile));
  const classicOrder = data1830.tiles.map((d) => d.name);
  const rank = (t: TrackTile) => {
    const i = classicOrder.indexOf(t.tile);
    return i < 0 ? classicOrder.length + TRACK_TILES.indexOf(t) : i;
  };
  return present
    .sort((a, b) => rank(a) - rank(b))
    .map((t) => {
      const content = data1830.tiles.find((d) => d.name === t.tile) ?? STANDARD_TILES[t.tile] ?? PLUS_TILES[t.tile];
      if (!content) throw new Error(`no definition of tile ${t.name} (#${t.tile})`);
      const { name: _name, count: _count, upgrades: _upgrades, ...shape } = content as TileDef;
      const upgrades = t.upgradeNames.map((n) => trackTile(n).tile).filter((n) => tileNames.has(n)).sort(byNumber);
      return { name: t.tile, count: set[t.name]!, ...shape, upgrades };
    });
}

/** Every tile without a limit (1830+ S-6.3 "Unlimited track tiles"). */
export const unlimitedTiles = (tiles: readonly TileDef[]): TileDef[] => tiles.map(({ count: _count, ...t }) => t);

/**
 * A tile set with `change` more (or fewer) copies of tiles by T-09 name, T-09's upgrades among the new set
 * (7.2.2 #5). A set without limits (S-6.3 "Unlimited track tiles", chosen before) stays so, the added tiles
 * too. A scenario's variants so add up whatever order the table chose them in.
 */
export function changedTiles(tiles: readonly TileDef[], change: TileCounts): TileDef[] {
  const free = tiles.every((t) => t.count === undefined);
  const counts: Record<string, number> = {};
  for (const t of tiles) counts[TRACK_TILES.find((r) => r.tile === t.name)!.name] = t.count ?? 1;
  for (const [name, n] of Object.entries(change)) counts[name] = free ? Math.max(1, (counts[name] ?? 0) + n) : (counts[name] ?? 0) + n;
  const set = trackTiles(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)));
  return free ? unlimitedTiles(set) : set;
}
