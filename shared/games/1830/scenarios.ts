// The 1830+ scenarios (rule book S-1.0 to S-6.0) as a table's choice: each is
// data - the 1830+ board with its board tiles (plus-board.ts), its railroads
// and privates (plus-components.ts), its track tiles (plus-tiles.ts), trains,
// money and certificate limits - and the named rules that data switches on
// (licences, certificate mixes, station prices). Every rule not named is
// 1830 Classic's ("Unless stated otherwise, all 1830 Classic rules are in
// effect", S-1.2). See docs/rules-1830-plus.md "The scenarios".
import type { RuleOption } from "../../engine/options.ts";
import type { CorporationDef, LicenceDef, TitleData, TrainDef } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { plusBoardData } from "./plus-components.ts";
import { changedTiles, plusTileManifest, type TileCounts } from "./plus-tiles.ts";
import { SCENARIO_S5 } from "./scenario-s5.ts";
import { SCENARIO_S6 } from "./scenario-s6.ts";
import { scenarioS2 } from "./scenario-s2.ts";
import { scenarioS3 } from "./scenario-s3.ts";
import { scenarioS4 } from "./scenario-s4.ts";

/** A scenario: its table option (group "ruleset": it replaces Classic and the Base Game) and its data. */
export interface Scenario {
  readonly option: RuleOption & { section: string };
  /** The 1830 Classic data changed as the scenario's sidebar and rules say. */
  data(): TitleData;
  /** Plays to the end in random play (test/shared/scenarios-1830.test.ts): only these are offered to tables. */
  readonly playable: boolean;
  /** The scenario's own choices (S-1.1's variant, S-5.1's board, S-5.2's options, S-6.3's toggles): table options played only with it. */
  readonly variants?: readonly ScenarioVariant[];
}

/** A choice within a scenario: its table option (`requires` the scenario's) and the change to the scenario's data. */
export interface ScenarioVariant {
  readonly option: RuleOption & { requires: string };
  readonly change: Partial<TitleData> | ((data: TitleData) => Partial<TitleData>);
}

/** S-1.2 7.2: the Kanawha Coal River access licence, $120, for the Coal River hex (board tile 30a at L-8). */
export const KANAWHA_LICENCE: LicenceDef = {
  id: "kanawha",
  name: "Kanawha Coal River access licence",
  hexes: ["L8"],
  price: 120,
  section: "1830 S-1.2 7.2",
};

/** T-03: a train type's count in a scenario (the price stays T-03's). */
export const counted = (counts: Record<string, number>) => (t: TrainDef): TrainDef => (counts[t.name] === undefined ? t : { ...t, count: counts[t.name]! });

/** T-03: the 7-train, $710, on sale with the diesels from the first 6-train (S-1.2 3.0); never retired. */
export const SEVEN_TRAIN: TrainDef = { name: "7", distance: 7, price: 710, count: 2, availableOn: "6" };

/** S-1.2 7.3: "All station tokens cost $100" (the home station stays free, 7.3.1). */
export const hundredDollarStations = (c: CorporationDef): CorporationDef => ({ ...c, tokens: c.tokens.map((t, i) => (i === 0 ? 0 : 100)) });

/** S-1.2 5.0, V-7.2: a second ("other") 20% certificate beside the president's, and six 10%. */
export const SECOND_20 = [20, 20, 10, 10, 10, 10, 10, 10];

/** The tile manifest less the A1 placed on M-11 as a board tile (T-02 "Straight Track (use A-1)": CHOICE, one of the set's A1s). */
function withBoardTrack(tiles: TitleData["tiles"], used: Record<string, number>): TitleData["tiles"] {
  return tiles.map((t) => (used[t.name] ? { ...t, count: t.count! - used[t.name]! } : t));
}

/**
 * S-1.0 "A Level Playing Field" (S-1.1 sidebar, S-1.2 rules, T-01..T-03, T-05, T-08).
 * CHOICE: six-trains. The sidebar's "+1 (4)" contradicts itself (Classic has 2) and T-03's D column says 2;
 * we take the sidebar's "+1": 3, as S-2, which "mirrors" S-1, has (T-03 G: 3) and as Rails' Coalfields variant.
 */
export function scenarioS1(): TitleData {
  const board = plusBoardData("S-1");
  return {
    ...board,
    corporations: board.corporations.map((c) => {
      const priced = hundredDollarStations(c);
      // S-1.1 #3, S-1.2 5.0: the Erie's and the N&W's second 20% certificates.
      return c.sym === "ERIE" || c.sym === "N&W" ? { ...priced, shares: SECOND_20 } : priced;
    }),
    tiles: withBoardTrack(plusTileManifest("S-1"), { "9": 1 }),
    trains: [
      ...data1830.trains.filter((t) => t.name !== "D").map(counted({ "2": 7, "3": 6, "4": 6, "5": 4, "6": 3 })),
      SEVEN_TRAIN,
      // S-1.1 #5, S-1.2 "Purchasing Trains": $900, or $750 trading in a 4, 5, 6 or 7; T-03: 6 diesels.
      { ...data1830.trains.find((t) => t.name === "D")!, price: 900, count: 6, discount: { "4": 150, "5": 150, "6": 150, "7": 150 } },
    ],
    // S-1.1 #7: $12,000; seven players get $360 each (T-06 for 2 to 6).
    startingCash: { ...data1830.startingCash, 7: 360 },
    // S-1.1 "Certificate Limits".
    certLimit: { 2: 32, 3: 22, 4: 18, 5: 15, 6: 13, 7: 12 },
    licences: [KANAWHA_LICENCE],
    citations: { ...data1830.citations, "[second 20%]": "1830 S-1.2 5.0, V-7.2" },
  };
}

/**
 * S-1.1 "Variant": "The A9 and A10 track tiles are available." CHOICE: the two yellow one-city tiles S-1 removes
 * (T-01, S-1.1 #6: "A8 (5)", "A9 (6)"), #5 and #6, two of each (T-09's 1830+ copies; T-09 names them A9 and A8).
 * The variant's names are those of S-6.3's table ("A9(5)", "A10(6)"), which the errata corrects; read by T-09's
 * names, A10 is #55, a Classic tile S-1 never removes, and the variant would add nothing but two A9.
 */
export const S1_A9_A10_TILES: TileCounts = { A8: 2, A9: 2 };

export const SCENARIOS: readonly Scenario[] = [
  {
    option: {
      id: "plus_s1",
      plain: "The bigger 1830+ map with warehouses and a coal field (a licence to run there costs $120); two more railroads, the N&W and the Pere Marquette, and a private; dearer stations; 7-trains and diesels at $900; 2 to 7 players",
      name: "1830+ S-1: A Level Playing Field",
      section: "S-1",
      group: "ruleset",
      maxPlayers: 7,
      summary:
        "The 1830+ board with warehouses and the Kanawha Coal River (licences $120); N&W and Pere Marquette; the JK private; " +
        "C&O at Cleveland or Richmond; Erie and N&W second 20%; $100 stations; 7-trains and $900 diesels; 2 to 7 players",
    },
    data: scenarioS1,
    playable: true,
    variants: [
      {
        option: {
          id: "plus_s1_a9_a10_tiles",
          plain: "Two each of the yellow one-city tiles #5 and #6, which A Level Playing Field otherwise leaves out",
          name: "S-1 variant: the A9 and A10 tiles",
          section: "S-1.1",
          requires: "plus_s1",
          summary: "The yellow one-city tiles #5 and #6 that S-1 removes are available: two of each",
        },
        change: (data) => ({ tiles: changedTiles(data.tiles, S1_A9_A10_TILES) }),
      },
    ],
  },
  // S-2 to S-4 (./scenario-s2.ts ...), on the 1830+ board as S-1.
  {
    option: {
      id: "plus_s2",
      plain: "Like A Level Playing Field with Canada: a coal field at New River, Toronto and a free Ottawa; a private that gives a free coal licence; the usual station costs; 7-trains and any number of diesels at $1100; 2 to 7 players",
      name: "1830+ S-2: No One Expects the Canadian Pacific",
      section: "S-2",
      group: "ruleset",
      maxPlayers: 7,
      summary:
        "S-1 with the coal field (New River, licences $120) at J-10, Toronto (to1/to5 only) and a costless Ottawa; the PP private " +
        "(a free licence); C&O at Cleveland; N&W second 20%; Classic stations; 7-trains and unlimited $1100 diesels; 2 to 7 players",
    },
    data: scenarioS2,
    playable: true,
  },
  {
    option: {
      id: "plus_s3",
      plain: "Like A Level Playing Field without warehouses: the coal field and its private, the N&W and the Nickel Plate; dearer stations; trains that also count towns (2+2 to 6+6); 2 to 6 players",
      name: "1830+ S-3: The Empire Builders Strike Back",
      section: "S-3",
      group: "ruleset",
      summary:
        "S-1 without warehouses: the Kanawha Coal River (licences $120) and the JK; N&W at Norfolk and the Nickel Plate at Columbus; " +
        "C&O at Cleveland or Richmond; N&W second 20%; $100 stations; plus trains (2+2 to 6+6); 2 to 6 players",
    },
    data: scenarioS3,
    playable: true,
  },
  {
    option: {
      id: "plus_s4",
      plain: "The standard rules on the 1830+ map with West Virginia: coal fields and rivers, the N&W, the Nickel Plate and two more privates; a train visits a hex once; gentler falls in share prices; trains that also count towns; 2 to 6 players",
      name: "1830+ S-4: Opening up West, By-God, Virginia",
      section: "S-4",
      group: "ruleset",
      summary:
        "Classic on the 1830+ board: N&W at Roanoke, Nickel Plate at Columbus H-6, C&O at Richmond; the PL and CC privates; " +
        "coalfields $60 and +$10 a route, rivers $40; a train runs to a hex once; once per block by non-president and price rise " +
        "linked to dividend; plus trains; 2 to 6 players",
    },
    data: scenarioS4,
    playable: true,
    // T-08 "Norfolk (Roanoke)", V-7.4 "N&W - Norfolk (L-16) and Roanoke (L-10)": the N&W's two starting hexes. S-4.2 5.0
    // makes Roanoke its base; S-4 is the one scenario whose board has a city on both (30n on L-10), so a table may
    // play Norfolk instead, or V-7.4's choice.
    variants: [
      {
        option: {
          id: "plus_s4_nw_norfolk",
          name: "S-4: the N&W at Norfolk",
          section: "T-08",
          requires: "plus_s4",
          excludes: { plus_s4_nw_choice: "the N&W has one home: Norfolk, or its choice of Norfolk and Roanoke (V-7.4)" },
          summary: "The N&W's home is Norfolk L-16 (T-08's first) instead of Roanoke L-10",
          plain: "The N&W starts in Norfolk instead of Roanoke",
        },
        change: (data) => ({ corporations: data.corporations.map((c) => (c.sym === "N&W" ? { ...c, home: "L16" } : c)) }),
      },
      {
        option: {
          id: "plus_s4_nw_choice",
          name: "S-4: the N&W chooses Norfolk or Roanoke",
          section: "V-7.4",
          requires: "plus_s4",
          excludes: { plus_s4_nw_norfolk: "the N&W has one home: Norfolk, or its choice of Norfolk and Roanoke (V-7.4)" },
          summary: "As it starts its first turn the N&W places its home station at Norfolk L-16 or Roanoke L-10; its last open one is kept for it",
          plain: "The N&W chooses Norfolk or Roanoke for its home when it first runs; until then the last of the two still open is kept for it",
        },
        change: (data) => ({
          corporations: data.corporations.map((c) => {
            if (c.sym !== "N&W") return c;
            const { home: _, ...rest } = c;
            return { ...rest, homeChoice: ["L16", "L10"], homeChoiceRule: "1830 V-7.4" };
          }),
        }),
      },
    ],
  },
  // Each in a file of its own (one scenario's rules per file keeps parallel work apart).
  SCENARIO_S5,
  SCENARIO_S6,
];

/** The scenarios tables may choose, each followed by its own choices. */
export const SCENARIO_OPTIONS: readonly RuleOption[] = SCENARIOS.filter((s) => s.playable).flatMap((s) => [s.option, ...(s.variants ?? []).map((v) => v.option)]);

/** The data changes of the scenarios' own choices, by option id. */
export const SCENARIO_VARIANTS: Readonly<Record<string, ScenarioVariant["change"]>> = Object.fromEntries(
  SCENARIOS.flatMap((s) => (s.variants ?? []).map((v) => [v.option.id, v.change] as const)),
);

/** The scenario of an option id, if it is one. */
export function scenarioOf(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.option.id === id);
}
