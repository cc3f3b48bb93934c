// 1830+ S-6.0 "Dave? What are you doing..." (Halspot Selene): the rules of Avalon Hill's 1830 computer
// game. The Classic game with S-6.1's map changes and tiles and S-6.2's rule (no private company sales
// between players); S-6.3's variants are table options: those the title already has under their V-section
// names (delayed obsolescence and delayed private company sales V-3.0, short and extended game V-1.3, no
// diesels V-1.7, split revenues V-7.1) and those of S-6 alone below. Not played: the Reading Railroad (its
// home, H-14's C9 track tile, would be a V-7.5 track station as the PRR's; its 30% certificate, the bb2/bb7
// station tiles, the extra 4-train and certificate limits are not built yet) and the random map
// (which, S-6.3 says, the components cannot make). See docs/rules-1830-plus.md "S-6".
import type { HexDef, TileDef, TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { plusTileCounts, trackTiles, type TileCounts } from "./plus-tiles.ts";
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

/** Every tile without a limit (S-6.3 "Unlimited track tiles"). */
const unlimited = (tiles: readonly TileDef[]): TileDef[] => tiles.map(({ count: _count, ...t }) => t);

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
      change: (data) => ({ tiles: unlimited(data.tiles) }),
    },
    {
      option: {
        id: "plus_s6_additional_tiles",
        name: "S-6 Additional tiles",
        section: "S-6.3",
        requires: "plus_s6",
        summary: "Three more of tiles #5 and #6, two more of #26, #27 and #141 to #144",
      },
      change: (data) => {
        const counts: Record<string, number> = { ...plusTileCounts("S-6") };
        for (const [name, n] of Object.entries(S6_ADDITIONAL_TILES)) counts[name] = (counts[name] ?? 0) + n;
        const tiles = trackTiles(counts);
        // With unlimited tiles chosen before it, the added tiles are unlimited too.
        return { tiles: data.tiles.every((t) => t.count === undefined) ? unlimited(tiles) : tiles };
      },
    },
  ],
};
