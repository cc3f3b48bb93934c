// 1830 with the 1830+ components: the scenarios (S-1 to S-6, ./scenarios.ts), V-1.4's expanded track
// mixes, V-1.6's extra railroads on the Classic board and V-1.7's plus trains, added to 1830's own
// (./title.ts). This is the title the site plays; a game page whose table plays none of these loads
// ./title.ts's title1830WithoutPlus instead (shared/games/load.ts), the same rules less to fetch.
import type { Title } from "../../engine/game.ts";
import type { RuleOption } from "../../engine/options.ts";
import type { TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { RDR_SPACE } from "./plus-board.ts";
import { PLUS_RAILROADS } from "./plus-components.ts";
import { SCENARIO_OPTIONS, SCENARIO_VARIANTS, scenarioOf } from "./scenarios.ts";
import { EXPANDED_TRACK_MIX_A, EXPANDED_TRACK_MIX_B, trackTiles } from "./plus-tiles.ts";
import { withPlusTrains } from "./plus-trains.ts";
import { DealtPrivates, dealPrivates } from "../../engine/rounds/dealt-privates.ts";
import { LICENCES } from "../../engine/licences.ts";
import { UNCERTAINTY } from "../../engine/uncertainty.ts";
import { drawnRevenue } from "../../engine/random-revenue.ts";
import { playsWithoutPlus, title1830With, title1830WithoutPlus, type PlusParts } from "./title.ts";

/**
 * 1830 V-1.6 Extra Railroads: "any combination of the additional railroads with the classic board based on their
 * positions on the 1830+ board" (docs/rules-1830.md V-1.6). Each is added as T-08 and the errata make it
 * (plus-components.ts), with its home on the Classic board:
 * - N&W: its starting hexes Norfolk L-16 and Roanoke L-10 are off the Classic map. Ruling: Richmond K-15, the
 *   Classic board's city nearest Norfolk (the hex next to L-16), kept for the N&W as any home.
 * - PMQ: Detroit & Windsor E-5 as on the 1830+ board, with the Erie's rules for a "OO" starting hex (V-7.3).
 * - NKP: Columbus H-4, where the 1830+ board prints Columbus (S-3.2; S-4's board tile 30i moves it to H-6).
 * - RDR: V-7.6's choice, made as it starts its first turn (V-7.4): Reading H-16 (Lancaster on the Classic board) or
 *   its station space on G-15, a mountain without a city on both boards (V-7.5: worth 10 to the RDR; its tile there
 *   $60). Ruling: the Classic G-15 gets the space the 1830+ board prints.
 * A scenario that has one of these railroads refuses its option (scenarioOption).
 * The certificate limits stay T-06's, as S-4 plays ten railroads with them (V-5.3 raises them).
 */
export const EXTRA_RAILROADS: Record<string, { sym: string; home?: string }> = {
  extra_nw: { sym: "N&W", home: "K15" },
  extra_pmq: { sym: "PMQ", home: "E5" },
  extra_nkp: { sym: "NKP", home: "H4" },
  // No home: V-7.6's choice of G-15 or H-16 (PLUS_RAILROADS' homeChoice), on either board.
  extra_rdr: { sym: "RDR" },
};
function withExtraRailroad(option: string) {
  const { sym, home } = EXTRA_RAILROADS[option]!;
  const full = PLUS_RAILROADS.find((c) => c.sym === sym)!;
  if (!home) {
    // V-1.6 "based on their positions on the 1830+ board", V-7.6: the RDR chooses G-15 or H-16 as it starts (V-7.4).
    // CHOICE: the Classic board's G-15 is the 1830+ board's mountain; it gets the RDR's station space (V-7.5), as there.
    return (data: TitleData): Partial<TitleData> => ({
      corporations: [...data.corporations, full],
      hexes: data.hexes.map((h) => (h.coord === "G15" && !h.homeSpace ? { ...h, homeSpace: RDR_SPACE } : h)),
    });
  }
  const { homeChoice: _, homeChoiceRule: __, ...def } = full;
  return (data: TitleData): Partial<TitleData> => ({ corporations: [...data.corporations, { ...def, home }] });
}

/**
 * A scenario's option, refusing the V-1.6 extra railroads it already has: V-1.6 adds a railroad to the Classic
 * board, and a scenario that plays it has it at its own homes (a second charter of one railroad cannot be).
 * It refuses V-1.8's bid & choose where 1.3's groups cannot be made: T-06 divides the six Classic privates,
 * and S-1 to S-4 sell 1830+ privates with them, S-5 deals its privates (S-5.2 1.0). S-6, the Classic privates
 * sold as in 1830 Classic (S-6.2), may buy them by bid & choose as Classic may.
 */
function scenarioOption(option: RuleOption): RuleOption {
  // A scenario's own choices (S-1.1's variant, S-5.1's board, S-5.2's options, S-6.3's toggles) come as they are.
  const scenario = scenarioOf(option.id);
  if (!scenario) return option;
  const data = scenario.data();
  const has = new Set(data.corporations.map((c) => c.sym));
  const excludes = Object.fromEntries(
    Object.entries(EXTRA_RAILROADS)
      .filter(([, r]) => has.has(r.sym))
      .map(([id, r]) => [id, `${option.section} already has the ${r.sym} (V-1.6 adds it to the Classic board)`]),
  );
  const extra = data.companies.filter((c) => !data1830.companies.some((d) => d.sym === c.sym)).map((c) => c.sym);
  if (data.privatesDealt) excludes.bid_and_choose = `${option.section} deals the private companies (S-5.2 1.0): they are not bought by 1.3's bid & choose (V-1.8)`;
  else if (extra.length) excludes.bid_and_choose = `1830 1.3 (V-1.8 bid & choose) divides the six Classic privates into T-06's groups; ${option.section} also sells the ${extra.join(" and ")}`;
  return Object.keys(excludes).length ? { ...option, excludes } : option;
}

/**
 * V-7.6 "The RDR has several variant starting hexes": (G-15), (H-16), and "Choice" (extra_rdr). Each fixed home is a
 * way to add the RDR (V-1.6), so it excludes the others: the RDR at G-15 starts on its station space there (V-7.5,
 * V-7.4's rules for its home station, its tile there $60), at H-16 in Reading's city.
 */
export const RDR_FIXED_HOMES: Record<string, string> = { extra_rdr_g15: "G15", extra_rdr_h16: "H16" };
const RDR_OPTIONS = ["extra_rdr", ...Object.keys(RDR_FIXED_HOMES)];
const rdrExcludes = (id: string) =>
  Object.fromEntries(RDR_OPTIONS.filter((o) => o !== id).map((o) => [o, "V-7.6: the RDR has one home: G-15, H-16, or its choice of them"]));

function withFixedRdr(option: string) {
  const home = RDR_FIXED_HOMES[option]!;
  const { homeChoice: _, homeChoiceRule: __, ...def } = PLUS_RAILROADS.find((c) => c.sym === "RDR")!;
  return (data: TitleData): Partial<TitleData> => ({
    corporations: [...data.corporations, { ...def, home }],
    // Its station space on G-15 (V-7.5), as with the choice; on the Classic board the 1830+ board's space (V-1.6).
    hexes: home === "G15" ? data.hexes.map((h) => (h.coord === "G15" && !h.homeSpace ? { ...h, homeSpace: RDR_SPACE } : h)) : data.hexes,
  });
}

// V-1.6 extra railroads on the Classic board, any combination (EXTRA_RAILROADS).
const EXTRA_RAILROAD_OPTIONS: readonly RuleOption[] = [
  {
    id: "extra_nw",
    name: "Norfolk & Western",
    section: "V-1.6",
    summary: "The N&W joins the railroads: 3 stations ($0, $40, $100), home Richmond K15 (Norfolk is off the Classic board)",
  },
  {
    id: "extra_pmq",
    plain: "The Pere Marquette joins the railroads: 2 stations ($0, $40), its home Detroit or Windsor (E5)",
    name: "Pere Marquette",
    section: "V-1.6",
    summary: "The PMQ joins the railroads: 2 stations ($0, $40), home Detroit or Windsor (E5), kept whole for it as the Erie's E11 (V-7.3)",
  },
  { id: "extra_nkp", name: "Nickel Plate", section: "V-1.6", summary: "The NKP joins the railroads: 2 stations ($0, $40), home Columbus H4" },
  {
    id: "extra_rdr",
    plain: "The Reading joins the railroads: 2 stations ($0, $40); as it starts its first turn it chooses its home: a station space on G15 (no city, worth 10 to it, its tile there $60) or Reading on H16 (Lancaster on the Classic map)",
    name: "Reading",
    section: "V-1.6",
    summary:
      "The RDR joins the railroads: 2 stations ($0, $40); as it starts its first turn it chooses its home (V-7.6): its station space on " +
      "G15 (no city, worth 10 to it, its tile there $60) or Reading H16 (Lancaster on the Classic board)",
    excludes: rdrExcludes("extra_rdr"),
  },
  {
    id: "extra_rdr_g15",
    name: "Reading at G15",
    section: "V-7.6",
    summary: "The RDR joins the railroads: 2 stations ($0, $40); its home is its station space on G15 (no city, worth 10 to it, its tile there $60)",
    excludes: rdrExcludes("extra_rdr_g15"),
  },
  {
    id: "extra_rdr_h16",
    name: "Reading at H16",
    section: "V-7.6",
    summary: "The RDR joins the railroads: 2 stations ($0, $40); its home is Reading H16 (Lancaster on the Classic board)",
    excludes: rdrExcludes("extra_rdr_h16"),
  },
];

const PLUS_TRAINS_OPTION: RuleOption = {
    id: "plus_trains",
    name: "Plus trains",
    // The rule book's own section for them (V-1.7's train mixes and V-3.0's delayed obsolescence point to it).
    section: "V-7.10",
    summary: "A 2+2, 3+3, 4+4, 5+5 and 6+6 each replace the last train of their type: twice the number of cities, at most the number large; the 2+2 retires with the 4+4, the 3+3 with the 6+6, the 4+4 with the last diesel (also V-1.7, V-3.0)",
    plain: "The last train of each type from 2 to 6 is a plus train (a 4+4 runs to eight cities, counting at most four large ones); the 2+2 retires with the first 4+4, the 3+3 with the first 6+6, the 4+4 with the last diesel",
  };

// V-1.4 track tiles on the Classic board: the 1830+ choices beside Classic's (docs/rules-1830.md "V-1.4").
const TRACK_MIX_OPTIONS: readonly RuleOption[] = [
  {
    id: "expanded_track_mix_a",
    plain: "The Classic tiles and the 1830+ tiles that belong to no particular city: 131 tiles, with town tiles that upgrade, a gray city and a gray two-city tile",
    name: "Expanded Track Mix A",
    section: "V-1.4",
    group: "track_tiles",
    summary:
      "The Classic tiles and the 1830+ tiles that are not city specific (no bb, to or ny tiles): 131 tiles, with town tiles that upgrade, " +
      "a gray city and a gray OO tile (T-09)",
  },
  {
    id: "expanded_track_mix_b",
    plain: "The Classic tiles and two each of two yellow cities on a curve and a green city: 90 tiles",
    name: "Expanded Track Mix B",
    section: "V-1.4",
    group: "track_tiles",
    summary: "The Classic tiles and the 1830+ tiles A8, A9 (yellow cities on a curve, two of each) and B36 (a green city): 90 tiles (T-09)",
  },
];

const PLUS: PlusParts = {
  options: {
    // The 1830+ scenarios, each a ruleset of its own (./scenarios.ts): those that play to the end.
    scenarios: SCENARIO_OPTIONS.map(scenarioOption),
    extraRailroads: EXTRA_RAILROAD_OPTIONS,
    plusTrains: [PLUS_TRAINS_OPTION],
    trackMixes: TRACK_MIX_OPTIONS,
  },
  dataVariants: {
    // V-1.4: the Classic tiles and some of the 1830+ tiles, with T-09's upgrades among them (./plus-tiles.ts).
    expanded_track_mix_a: { tiles: trackTiles(EXPANDED_TRACK_MIX_A) },
    expanded_track_mix_b: { tiles: trackTiles(EXPANDED_TRACK_MIX_B) },
    plus_trains: (data: TitleData) => withPlusTrains(data), // V-1.7, V-3.0, V-7.10
    ...Object.fromEntries(Object.keys(EXTRA_RAILROADS).map((id) => [id, withExtraRailroad(id)])), // V-1.6
    ...Object.fromEntries(Object.keys(RDR_FIXED_HOMES).map((id) => [id, withFixedRdr(id)])), // V-7.6
    ...SCENARIO_VARIANTS, // the 1830+ scenarios' own choices (S-5.2 options a and b, S-6.3)
  },
  scenarioData: (id) => scenarioOf(id)?.data(),
  dealtPrivates: { Round: DealtPrivates, deal: dealPrivates },
  operatingParts: { licences: LICENCES, uncertainty: UNCERTAINTY, randomRevenue: drawnRevenue },
};

/** 1830 as the site plays it: Classic, the Base Game, the variants and the 1830+ scenarios. */
export const title1830 = title1830With(PLUS);

/** The title a table with these options plays: without the 1830+ components where it chooses none of them (playsWithoutPlus). */
export function title1830For(optionalRules: readonly string[]): Title {
  return playsWithoutPlus(optionalRules) ? title1830WithoutPlus : title1830;
}
