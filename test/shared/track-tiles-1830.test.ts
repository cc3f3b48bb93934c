// 1830's track tiles (shared/games/1830/plus-tiles.ts) against the rule book:
// T-09's manifest and upgrade chart, Mayfair's errata to it, V-1.4's two
// expanded mixes and the 1830+ scenarios' sets (T-01, S-6.1).
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { distinctRotations, PlacedTile, TileType, upgradeRotationProblem, upgradeTypeProblem } from "../../shared/engine/tile.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import type { Color, TileDef } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import {
  ALL_TRACK_TILES,
  CLASSIC_TILES,
  EXPANDED_TRACK_MIX_A,
  EXPANDED_TRACK_MIX_B,
  T09,
  TRACK_TILES,
  plusTileCounts,
  plusTileManifest,
  trackTile,
  trackTiles,
  type TileCounts,
} from "../../shared/games/1830/plus-tiles.ts";
import { STANDARD_TILES } from "../../shared/games/standard-tiles.ts";

const total = (set: TileCounts) => Object.values(set).reduce((t, n) => t + n, 0);
const ALL = trackTiles(ALL_TRACK_TILES);
const def = (name: string): TileDef => ALL.find((d) => d.name === trackTile(name).tile)!;
/** The tile numbers a rule-book name may become, as the set lists them. */
const upgradesIn = (tiles: TileDef[], name: string) => tiles.find((d) => d.name === trackTile(name).tile)!.upgrades;

describe("T-09 track tile manifest", () => {
  it("adds up to its totals by colour: Classic 34 yellow, 25 green, 26 brown; 1830+ +23, +17, +11 and +2 gray", () => {
    const byColor = (column: "classic" | "plus") => {
      const out: Partial<Record<Color, number>> = {};
      for (const t of T09) if (t[column]) out[def(t.name).color] = (out[def(t.name).color] ?? 0) + t[column];
      return out;
    };
    expect(byColor("classic")).toEqual({ yellow: 34, green: 25, brown: 26 });
    expect(byColor("plus")).toEqual({ yellow: 23, green: 17, brown: 11, gray: 2 });
    // 2.0 counts 85 Classic tiles of 139; T-09 lists 53 more (the errata: "T-09 ... is missing a yellow hex").
    expect(total(CLASSIC_TILES)).toBe(85);
    expect(total(ALL_TRACK_TILES)).toBe(138);
  });

  it("is 1830 Classic's manifest: the Classic column with T-09's upgrades among the Classic tiles", () => {
    expect(trackTiles(CLASSIC_TILES)).toEqual(data1830.tiles);
  });

  it("names each tile by its colour (A yellow, B green, C brown, D gray) or by the hexes it is for (p. 7)", () => {
    const colors: Record<string, Color> = { A: "yellow", B: "green", C: "brown", D: "gray" };
    const labels: Record<string, string> = { bb: "B", ny: "NY", oo: "OO", to: "TO" };
    for (const t of TRACK_TILES) {
      const d = def(t.name);
      const prefix = /^[a-zA-Z]+/.exec(t.name)![0];
      if (colors[prefix]) {
        expect(d.color, t.name).toBe(colors[prefix]);
        expect(d.label, t.name).toBeUndefined();
      } else {
        expect(d.label, t.name).toBe(labels[prefix]);
      }
    }
    // The old numbers T-09 prints, and the rule book's names of a few (A8 = #6, A9 = #5 as T-09 has them; T-01 swaps them).
    expect(["A7", "A8", "A9", "B36", "bb2", "bb7", "to1", "ny6", "oo17", "oo20", "D4"].map((n) => trackTile(n).tile)).toEqual(["57", "6", "5", "619", "592", "997", "810", "883", "984", "167", "513"]);
  });

  it("has the cities and stations its tiles show: bb6 three circles, ny6 four, D4 three; to1 a city of two circles and one of one", () => {
    expect(def("bb6")).toMatchObject({ color: "brown", cities: [{ revenue: 60, slots: 3 }], label: "B" });
    expect(def("ny6")).toMatchObject({ color: "brown", cities: [{ revenue: 90, slots: 4 }], label: "NY" });
    expect(def("D4")).toMatchObject({ color: "gray", cities: [{ revenue: 60, slots: 3 }] });
    expect(def("to1").cities).toEqual([{ revenue: 50, slots: 2 }, { revenue: 50, slots: 1 }]);
    expect(def("to5").cities).toEqual([{ revenue: 70, slots: 2 }, { revenue: 70, slots: 2 }]);
    expect(def("oo20")).toMatchObject({ color: "gray", cities: [{ revenue: 70, slots: 1 }, { revenue: 70, slots: 1 }], label: "OO" });
  });

  it("gives T-09's upgrade chart", () => {
    expect(upgradesIn(ALL, "A2")).toEqual(["16", "17", "19", "23", "24", "25", "28", "29"]); // B2, B4, B5, B8, B9, B12-B14
    expect(upgradesIn(ALL, "A5")).toEqual(["141", "142", "143", "144"]); // B24-B27
    expect(upgradesIn(ALL, "A10")).toEqual(["88"]); // two towns become one: B28
    expect(upgradesIn(ALL, "A7")).toEqual(["14", "15", "619"]); // B35-B37
    expect(upgradesIn(ALL, "B24")).toEqual(["145", "146", "147"]); // C11-C13
    expect(upgradesIn(ALL, "bb1")).toEqual(["61", "884", "997"]);
    expect(upgradesIn(ALL, "ny1")).toEqual(["62", "883"]);
    expect(upgradesIn(ALL, "to1")).toEqual(["882"]);
    expect(upgradesIn(ALL, "oo2")).toEqual(["64", "65", "66", "67", "68", "984", "oo13", "oo14"]); // oo10-oo17
    expect(upgradesIn(ALL, "oo16")).toEqual(["167"]);
    expect(upgradesIn(ALL, "C15")).toEqual(["513"]);
    // B13 and B14 to C9 (#43) only on p. 19's Classic chart, not T-09's: T-09 is followed, as Classic does.
    expect(upgradesIn(ALL, "B13")).toEqual(["39", "46", "70"]);
    for (const d of ALL) for (const u of d.upgrades!) expect(ALL.find((x) => x.name === u), `${d.name} -> ${u}`).toBeDefined();
  });

  it("every one of T-09's 119 upgrades is to the next colour with the same label and fits at some rotation, under fixed OO cities (V-7.9)", () => {
    const types = new Map(ALL.map((d) => [d.name, TileType.fromDef(d)]));
    const fits: string[] = [];
    const without: string[] = [];
    for (const d of ALL) {
      const old = new PlacedTile(types.get(d.name)!, 0, `${d.name}-0`, false);
      for (const u of d.upgrades!) {
        expect(upgradeTypeProblem(old, types.get(u)!), `${d.name} -> ${u}`).toBeNull();
        (![0, 1, 2, 3, 4, 5].some((r) => !upgradeRotationProblem(old, types.get(u)!, r)) ? without : fits).push(`${d.name} -> ${u}`);
      }
    }
    expect(without).toEqual([]);
    expect(fits.length).toBe(119);
    // #59's stubs two sides apart fit no two broad curves without joining them: oo13 and oo14 join them (joinsCities);
    // oo13's curve side by side fits no one city of #167: it is divided between two (citySplits; docs/rules-1830.md "V-1.4").
    expect([def("oo13").joinsCities, def("oo14").joinsCities, def("oo13").citySplits]).toEqual([true, true, true]);
  });
});

describe("oo13 and oo14 on the board (Expanded Track Mix A, fixed OO cities)", () => {
  const game = () => new Game(title1830, [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })), { optional_rules: ["expanded_track_mix_a"] });
  const lay = (g: Game, tileId: string, rotation: number) =>
    g.board.checkTileLay({ corporation: "ERIE", hex: "D10", tileId, rotation, phaseColors: ["yellow", "green", "brown", "gray"], connected: false, blockedHexes: new Set() });

  it("replaces a #59 on Hamilton & Toronto D-10 (T-09 oo2 -> oo13, oo14); the station there is placed again by its owner", () => {
    for (const tile of ["oo13-0", "oo14-0"]) {
      const g = game();
      g.board.layTile("D10", "59-0", 0);
      g.board.placeToken("ERIE", "D10", 0);
      const rotations = [0, 1, 2, 3, 4, 5].filter((r) => {
        try {
          lay(g, tile, r);
          return true;
        } catch {
          return false;
        }
      });
      expect(rotations.length, tile).toBeGreaterThan(0);
      expect(g.board.layTile("D10", tile, rotations[0]!).lifted, tile).toEqual([{ corporation: "ERIE", hex: "D10", byOwner: true }]);
    }
  });

  it("oo13 is replaced by #167 (T-09 oo13 -> oo20)", () => {
    const g = game();
    g.board.layTile("D10", "oo13-0", 0);
    expect([0, 1, 2, 3, 4, 5].some((r) => {
      try {
        lay(g, "167-0", r);
        return true;
      } catch {
        return false;
      }
    })).toBe(true);
  });
});

describe("Mayfair's errata (01/03/12) to T-09", () => {
  it("oo1 is #8861, not #626 (plain track in the standard catalogue), and is not upgradable", () => {
    expect(T09.find((t) => t.name === "oo1")).toMatchObject({ printed: "626", upgrades: "oo10-oo17" });
    expect(trackTile("oo1")).toMatchObject({ tile: "8861", upgradeNames: [] });
    expect(STANDARD_TILES["626"]).toBeUndefined();
    expect(def("oo1")).toMatchObject({ name: "8861", color: "green", label: "OO", upgrades: [] });
    // Its track agrees: no brown OO tile keeps both its sharp curves at any rotation.
    const oo1 = new PlacedTile(TileType.fromDef(def("oo1")), 0, "8861-0", false);
    for (const brown of ALL.filter((d) => d.color === "brown" && d.label === "OO")) {
      expect([0, 1, 2, 3, 4, 5].filter((r) => !upgradeRotationProblem(oo1, TileType.fromDef(brown), r)), brown.name).toEqual([]);
    }
  });

  it("oo13 and oo14 are not #36 and #35: the same track, worth 50 where those are worth 40", () => {
    expect([trackTile("oo13").tile, trackTile("oo14").tile]).toEqual(["oo13", "oo14"]);
    for (const [name, standard] of [["oo13", "36"], ["oo14", "35"]] as const) {
      const ours = TileType.fromDef(def(name));
      const same = new TileType(standard, { color: "brown", cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: STANDARD_PATHS[standard], label: "OO" });
      const cityExits = (t: TileType, r: number) => [...t.shapes[r]!.nodeExits].sort().join();
      expect([0, 1, 2, 3, 4, 5].some((r) => cityExits(ours, r) === cityExits(same, 0)), name).toBe(true);
      expect(ours.content.cities!.map((c) => c.revenue)).toEqual([50, 50]);
    }
  });

  it("C15 (#63) is worth 40", () => {
    expect(def("C15").cities).toEqual([{ revenue: 40, slots: 2 }]);
    expect(ALL_TRACK_TILES.C15).toBe(4); // "all four C15 tiles"
  });
});

/** 18xx.games' #36 and #35 (its tile.rb), brown OO tiles of 40: the track the errata's oo13 and oo14 share. */
const STANDARD_PATHS: Record<"35" | "36", string[]> = {
  "36": ["1-c0", "c0-3", "0-c1", "c1-4"],
  "35": ["0-c0", "c0-2", "1-c1", "c1-3"],
};

describe("V-1.4 track tile variants", () => {
  it("Expanded Track Mix A: Classic and every 1830+ tile but the bb, to and ny tiles - the sidebar chart less those", () => {
    expect(total(EXPANDED_TRACK_MIX_A)).toBe(85 + 53 - 7);
    for (const name of ["bb2", "bb6", "bb7", "to1", "to5", "ny6"]) expect(EXPANDED_TRACK_MIX_A[name], name).toBeUndefined();
    // The chart: A1 (+5), A8 (2), A15 (+1), B24 (1), B37 (+2), oo1 (1), oo2 (+1), C15 (+1), oo20 (1), D4 (1).
    expect([EXPANDED_TRACK_MIX_A.A1, EXPANDED_TRACK_MIX_A.A8, EXPANDED_TRACK_MIX_A.A15, EXPANDED_TRACK_MIX_A.B24, EXPANDED_TRACK_MIX_A.B37]).toEqual([12, 2, 1, 1, 4]);
    expect([EXPANDED_TRACK_MIX_A.oo1, EXPANDED_TRACK_MIX_A.oo2, EXPANDED_TRACK_MIX_A.C15, EXPANDED_TRACK_MIX_A.oo20, EXPANDED_TRACK_MIX_A.D4]).toEqual([1, 3, 4, 1, 1]);
    // Boston and Baltimore keep Classic's bb1 -> bb5 only.
    expect(upgradesIn(trackTiles(EXPANDED_TRACK_MIX_A), "bb1")).toEqual(["61"]);
  });

  it("Expanded Track Mix B: Classic and A8, A9 and B36; the yellow cities upgrade to B36 too", () => {
    expect(EXPANDED_TRACK_MIX_B).toEqual({ ...CLASSIC_TILES, A8: 2, A9: 2, B36: 1 });
    const tiles = trackTiles(EXPANDED_TRACK_MIX_B);
    expect(upgradesIn(tiles, "A7")).toEqual(["14", "15", "619"]);
    expect(upgradesIn(tiles, "A9")).toEqual(["14", "15", "619"]);
    expect(upgradesIn(tiles, "B36")).toEqual(["63"]);
    expect(upgradesIn(tiles, "A5")).toEqual([]); // B24-B27 are not in it
  });
});

describe("the 1830+ scenarios' track tiles (T-01)", () => {
  it("are all the track tiles less T-01's", () => {
    expect([total(plusTileCounts("S-1")), total(plusTileCounts("S-2")), total(plusTileCounts("S-3")), total(plusTileCounts("S-4"))]).toEqual([128, 124, 132, 129]);
    const s2 = plusTileCounts("S-2");
    expect([s2.A8, s2.B28, s2.bb1, s2.ny5, s2.oo20, s2.D4, s2.bb2, s2.to1]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 2, 1]);
    expect(plusTileCounts("S-1").A1).toBe(12);
  });

  it("list only the upgrades to tiles the scenario has", () => {
    const s2 = plusTileManifest("S-2");
    expect(upgradesIn(s2, "A10")).toEqual([]); // B28 removed
    expect(upgradesIn(s2, "C15")).toEqual([]); // D4 removed
    expect(upgradesIn(s2, "bb2")).toEqual(["884", "997"]); // bb5 removed
    const s4 = plusTileManifest("S-4");
    expect(upgradesIn(s4, "oo16")).toEqual([]); // oo20 removed
    expect(upgradesIn(s4, "bb1")).toEqual(["61"]);
    expect(upgradesIn(s4, "ny1")).toEqual(["62"]);
  });

  it("S-6: the Classic tiles and the computer game's two more B13 and two more B14 (S-6.1 #3)", () => {
    expect(plusTileCounts("S-6")).toEqual({ ...CLASSIC_TILES, B13: 3, B14: 3 });
  });
});

describe("rotations offered once per look", () => {
  const type = (name: string) => new TileType(name, STANDARD_TILES[name]!);
  it("keeps one of two rotations that draw the same paths (#9, #57 turned half-way round), and every rotation of a curve", () => {
    expect(distinctRotations(type("9"), [0, 1, 2, 3, 4, 5])).toEqual([0, 1, 2]);
    expect(distinctRotations(type("57"), [1, 4])).toEqual([1]);
    expect(distinctRotations(type("7"), [0, 1, 2, 3, 4, 5])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(distinctRotations(type("8"), [0, 3])).toEqual([0, 3]);
  });
});
