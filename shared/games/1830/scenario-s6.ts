// 1830+ S-6.0 "Dave? What are you doing..." (Halspot Selene): the rules of Avalon Hill's 1830 computer
// game. The Classic game with S-6.1's map changes and tiles and S-6.2's rule (no private company sales
// between players); S-6.3's variants are table options: those the title already has under their V-section
// names (delayed obsolescence and delayed private company sales V-3.0, short and extended game V-1.3, no
// diesels V-1.7, split revenues V-7.1) and those of S-6 alone below, the Reading Railroad among them (its
// home a V-7.5 track station on H-14's C9, as the PRR's on the 1830+ board). Not played: the random map
// (which, S-6.3 says, the components cannot make). See docs/rules-1830-plus.md "S-6".
import type { CorporationDef, HexDef, TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { PLUS_RAILROADS } from "./plus-components.ts";
import { changedTiles, plusTileCounts, trackTiles, unlimitedTiles, type TileCounts } from "./plus-tiles.ts";
import type { Scenario } from "./scenarios.ts";

/**
 * S-6.1 #1 "Board": 1) K-13 (the Deep South) gains an east exit, 2) K-15 (Richmond) a west exit, joining
 * the two; 3) D-24's gray track (west to south-west) gains a north-west exit. CHOICE: the new exit joins
 * both others, a three-way junction as the 1830+ board's A-17.
 */
const S6_EXITS: Readonly<Record<string, readonly string[]>> = {
  K13: ["4-o0"],
  K15: ["1-c0"],
  D24: ["2-0", "2-1"],
};

function s6Hex(hex: HexDef): HexDef {
  const added = S6_EXITS[hex.coord];
  return added ? { ...hex, content: { ...hex.content, paths: [...hex.content.paths, ...added] } } : hex;
}

/**
 * S-6.3 "Additional Tiles", by the old numbers it prints: +3 #5, +3 #6, +2 #26, +2 #27 and +2 of each of
 * #141 to #144. CHOICE: the names beside them (A9, A10, B10, B11, B27 to B30) disagree with T-09 for #6
 * (T-09's A8) and #141 to #144 (T-09's B24 to B27); the numbers agree with the "in tile mix" notes.
 */
export const S6_ADDITIONAL_TILES: TileCounts = { A9: 3, A8: 3, B10: 2, B11: 2, B24: 2, B25: 2, B26: 2, B27: 2 };

/**
 * S-6.1 #2: "The Reading Railroad ... starts in H-14 on a C9 track tile oriented with track leaving E, W, SE,
 * and SW". C9 is #43 (T-09): two pairs of neighbouring sides, each side of one pair joined to each of the
 * other; here the pairs E-SE and W-SW (sides 4, 5 and 1, 0). Brown from the start; T-09 gives C9 no upgrade.
 * H-14 has no city: the RDR's home is a station space on the track (V-7.5, as V-7.6 plays the RDR's G-15),
 * worth 10 to the RDR's routes only. CHOICE: V-7.5's $10 (S-6 names no value; Rails' Alan Moon "Reading"
 * variant, a different one, counts nothing there).
 */
export const READING_HOME: HexDef = {
  coord: "H14",
  content: { color: "brown", paths: ["4-1", "4-0", "5-1", "5-0"] },
  upgrades: [],
  homeSpace: { corporation: "RDR", revenue: 10 },
};

/**
 * S-6.1 #2: the Reading Railroad, "Its President's certificate is worth 3 shares": a 30% president's
 * certificate and seven 10%. Its charter is the 1830+ box's (T-08 and the errata: two stations, $0 and $40).
 */
export const READING: CorporationDef = (() => {
  const { homeChoice: _, homeChoiceRule: __, ...rdr } = PLUS_RAILROADS.find((c) => c.sym === "RDR")!;
  return { ...rdr, home: READING_HOME.coord, shares: [30, 10, 10, 10, 10, 10, 10, 10] };
})();

/**
 * S-6.3 "Reading Railroad" #1: "Use the 2 station tiles (bb2, bb7) for the B&O and B&M starting hexes".
 * CHOICE: T-09's 1830+ copies, two bb2 (#592, green) and one bb7 (#997, brown), both B tiles of two station
 * circles, join the set beside Classic's bb1 (#53) and bb5 (#61) (one bb7 could not replace both brown bb5).
 * One of the two C9 (#43) is the tile printed on H-14 (CHOICE, as S-1's A1 on M-11: T-02 "use A-1").
 */
export const READING_TILES: TileCounts = { bb2: 2, bb7: 1, C9: -1 };

export function scenarioS6(): TitleData {
  return {
    ...data1830,
    hexes: data1830.hexes.map(s6Hex),
    // S-6.1 #3: the Classic tiles, "2 more B13 tiles and 2 more B14 tiles" (plus-tiles.ts).
    tiles: trackTiles(plusTileCounts("S-6")),
    // S-6.2 "Buying Private Companies": "A player may not buy a private company from another player."
    privateSales: false,
    citations: {
      ...data1830.citations,
      "1830 6.0: private companies are not sold between players in this game": "1830 S-6.2: a player may not buy a private company from another player",
    },
  };
}

export const SCENARIO_S6: Scenario = {
  option: {
    id: "plus_s6",
    plain: "The rules of Avalon Hill's computer game: the standard map with the Deep South joined to Richmond and a third exit in the south; two more of tiles #28 and #29; no private company sales between players; its own variants under house rules",
    name: "1830+ S-6: \"Dave? What are you doing...\"",
    section: "S-6",
    group: "ruleset",
    summary:
      "The Avalon Hill computer game's rules: the Classic board with the Deep South joined to Richmond and a third exit at D-24; " +
      "two more of tiles #28 and #29; no private company sales between players; its variants as options",
  },
  data: scenarioS6,
  playable: true,
  variants: [
    {
      option: {
        id: "plus_s6_random_revenues",
        name: "S-6 Random Revenues",
        section: "S-6.3",
        requires: "plus_s6",
        summary: "Each time a railroad runs, a die drawn from the game's seed makes its revenue 80%, 90%, 100%, 100%, 110% or 120% of normal",
      },
      change: { randomRevenues: [80, 90, 100, 100, 110, 120] },
    },
    {
      option: {
        id: "plus_s6_unlimited_tiles",
        name: "S-6 Unlimited track tiles",
        section: "S-6.3",
        requires: "plus_s6",
        summary: "There is no limit to the number of each track tile",
      },
      change: (data) => ({ tiles: unlimitedTiles(data.tiles) }),
    },
    {
      option: {
        id: "plus_s6_additional_tiles",
        name: "S-6 Additional tiles",
        section: "S-6.3",
        requires: "plus_s6",
        summary: "Three more of tiles #5 and #6, two more of #26, #27 and #141 to #144",
      },
      // With unlimited tiles chosen before it, the added tiles are unlimited too.
      change: (data) => ({ tiles: changedTiles(data.tiles, S6_ADDITIONAL_TILES) }),
    },
    {
      option: {
        id: "plus_s6_reading",
        plain: "The Reading joins the railroads: a 30% president's certificate, two stations, its home a station on printed brown track (10 to its routes); two-station tiles for Baltimore and Boston; a fifth 4-train; one more certificate for each player",
        name: "S-6 Reading Railroad",
        section: "S-6.3",
        requires: "plus_s6",
        excludes: {
          extra_rdr: "S-6's Reading Railroad starts on H-14 (S-6.1 #2); V-1.6 adds the RDR at G-15 or H-16 (V-7.6)",
          extra_rdr_g15: "S-6's Reading Railroad starts on H-14 (S-6.1 #2); V-7.6 puts the RDR at G-15",
          extra_rdr_h16: "S-6's Reading Railroad starts on H-14 (S-6.1 #2); V-7.6 puts the RDR at H-16",
          raised_cert_limits: "S-6's Reading Railroad raises the certificate limits by one (S-6.3 #3); V-5.3 sets other limits",
        },
        summary:
          "The Reading joins the railroads: a 30% president's certificate, two stations, home a station on H-14's printed brown " +
          "track (10 to its routes); two-station B tiles for Baltimore and Boston (bb2, bb7); a fifth 4-train; certificate limits +1",
      },
      change: (data) => ({
        hexes: data.hexes.map((h) => (h.coord === READING_HOME.coord ? READING_HOME : h)),
        corporations: [...data.corporations, READING],
        tiles: changedTiles(data.tiles, READING_TILES),
        // S-6.3 "Reading Railroad" #2: "Use an extra 4-train."
        trains: data.trains.map((t) => (t.name === "4" ? { ...t, count: t.count + 1 } : t)),
        // S-6.3 "Reading Railroad" #3: "The maximum number of certificates that each player can hold is increased by one."
        certLimit: Object.fromEntries(Object.entries(data.certLimit).map(([n, limit]) => [n, limit + 1])),
      }),
    },
  ],
};
