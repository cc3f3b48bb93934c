// 1846: The Race for the Midwest. The 18xx core with 1846's data, and the named rules 1846 adds
// (docs/rules-1846.md): the private draft (draft.ts), the companies and corporations left out by the
// number of players, the minors, the bank and the certificate limit by table.
import type { Game, Title } from "../../engine/game.ts";
import type { RuleOption } from "../../engine/options.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import type { RouteHooks, RouteStop } from "../../engine/route.ts";
import { Corporation } from "../../engine/entities.ts";
import { GameError } from "../../engine/errors.ts";
import { data1846, EAST_WEST_BONUS, WEST_HEXES } from "./data.ts";
import { draftCards, PrivateDraft, sortByDraw, type Card } from "./draft.ts";
import { bankrupt1846 } from "./bankruptcy.ts";
import { ShareIssues } from "../../engine/rounds/operating/issues.ts";
import { takeOverMinor } from "../../engine/merger.ts";
import { leaveSecondStation, nextRoundTwoPlayer, secondStationOnGreen, TWO_PLAYER, TwoPlayerDraft, twoPlayer, twoPlayerData } from "./two-player.ts";
import { HEX_BONUS } from "../../engine/rounds/operating/bonus-hex.ts";

export const FIRST_EDITION: RuleOption = {
  id: "first_ed",
  name: "1st Edition private companies",
  summary: "Without the 2nd edition's Boomtown and Little Miami",
  plain: "Play with the first edition's private companies: Boomtown and Little Miami are left out",
  excludes: { second_ed_co: "Boomtown and Little Miami cannot be kept in a game without them" },
};
export const SECOND_EDITION_KEPT: RuleOption = {
  id: "second_ed_co",
  name: "Keep Boomtown, Little Miami and the C&O",
  summary: "Boomtown, Little Miami and the Chesapeake & Ohio are never among those left out for the number of players",
  plain: "Boomtown, Little Miami and the Chesapeake & Ohio Railroad always stay in the game, whatever the number of players",
  excludes: { first_ed: "the first edition has no Boomtown and no Little Miami" },
};

/** The certificate limit by players, then by the corporations in the game (the smallest count at least theirs). */
const CERT_LIMITS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  2: { 5: 19, 4: 16 },
  3: { 5: 14, 4: 11 },
  4: { 6: 12, 5: 10, 4: 8 },
  5: { 7: 11, 6: 10, 5: 8, 4: 6 },
};
/** How many trains of each type a table has. */
function trainCounts(players: number): Record<string, number> {
  return players === 2 ? { "2": 7, "4": 5, "5": 3, "6": 4 } : { "2": players + 4, "4": players + 1, "5": players, "6": 9 };
}

/** The groups the players' number leaves some out of, in the order they are drawn (names as on the cards). */
const ORANGE = ["Lake Shore Line", "Michigan Central", "Ohio & Indiana", "Little Miami"];
const BLUE = ["Steamboat Company", "Meat Packing Company", "Tunnel Blasting Company", "Boomtown"];
const GREEN = ["C&O", "ERIE", "PRR"];
const NORTH = ["ERIE", "GT", "NYC", "PRR"];
const SOUTH = ["B&O", "C&O", "IC"];
const SECOND_EDITION = ["Boomtown", "Little Miami"];

const has = (game: Game, option: RuleOption) => game.options.optional_rules.includes(option.id);

/** The draft's deck, shuffled at setup before anything is left out, as 18xx.games draws it. */
const decks = new WeakMap<Game, Card[]>();

/**
 * [left out by players]: the draft's deck is shuffled; then of each group of privates (orange: the track
 * companies; blue: the bonus companies) as many are drawn out as the table is short of five players, one
 * more of each in the 2nd edition; and of the corporations too (two players: one of the north's and
 * one of the south's). A corporation left out keeps its home station on the map.
 */
function setup(game: Game): void {
  const n = game.players.length;
  // The two-player variant is the only way to play with two (18xx.games' 1846 2p Variant), and is for two only.
  if ((n === 2) !== twoPlayer(game)) throw new GameError(`1846 is for 3 to 5 players, or 2 in the two-player variant`);
  for (const [name, count] of Object.entries(trainCounts(n))) game.depot.keepOnly(name, count);
  if (has(game, FIRST_EDITION)) {
    for (const c of game.companies) if (SECOND_EDITION.includes(c.def.name)) c.closed = true;
  }
  // The two-player variant has no deck: its draft shows every private (and draws nothing here).
  let deck = twoPlayer(game) ? [] : sortByDraw(game, draftCards(game));
  const firstEdition = has(game, FIRST_EDITION);
  const kept = has(game, SECOND_EDITION_KEPT) ? [...SECOND_EDITION, "C&O"] : [];
  const short = twoPlayer(game) ? 1 : 5 - n;
  const drawOut = (group: string[], extra: number): string[] => {
    const drawn = sortByDraw(game, group.filter((g) => !kept.includes(g)));
    return drawn.slice(0, short + extra);
  };
  for (const group of [ORANGE, BLUE]) {
    const names = firstEdition ? group.slice(0, 3) : group;
    const out = drawOut(names, firstEdition ? 0 : 1);
    if (!out.length) continue;
    game.log(`Left out for ${n} players: ${out.join(", ")}`);
    for (const c of game.companies) {
      if (!out.includes(c.def.name)) continue;
      closeCompany(game, c);
      deck = deck.filter((card) => card.company !== c);
    }
  }
  for (const group of twoPlayer(game) ? [NORTH, SOUTH] : [GREEN]) {
    const out = drawOut(group, 0);
    if (!out.length) continue;
    game.log(`Left out for ${n} players: ${out.join(", ")}`);
    for (const sym of out) {
      const corp = game.corporation(sym);
      corp.removed = true;
      // Its home station stays on the map.
      game.board.placeToken(corp.sym, corp.home!, corp.homeCity ?? 0);
      if (twoPlayer(game)) leaveSecondStation(game, corp.sym);
    }
  }
  decks.set(game, deck);
  // The minors start with a 2-train each and their home station.
  for (const minor of game.corporations.filter((c) => c.def.minor)) {
    const train = game.depot.upcoming[0]!;
    game.depot.remove(train);
    train.owner = minor;
    minor.trains.push(train);
    game.board.placeToken(minor.sym, minor.home!, 0);
    minor.tokensPlaced = 1;
  }
}

/** [certificate limit]: by the players and the corporations still in the game. */
function certLimit(game: Game): number {
  // Asked for every certificate a player might buy: plain loops over the steps sorted once.
  const steps = CERT_LIMIT_STEPS[game.players.length]!;
  let corporations = 0;
  for (const c of game.corporations) if (!c.removed && !c.closed && !c.def.minor) corporations++;
  for (const [upTo, limit] of steps) if (upTo >= corporations) return limit;
  return steps[steps.length - 1]![1];
}

/** CERT_LIMITS by players: [corporations up to, limit], fewest corporations first. */
const CERT_LIMIT_STEPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = Object.fromEntries(
  Object.entries(CERT_LIMITS).map(([players, limits]) => [players, Object.entries(limits).map(([k, v]) => [Number(k), v] as const).sort((a, b) => a[0] - b[0])]),
);

/** [east-west bonus]: a route from an E area to a W area (Chicago Connections or St. Louis) earns both ends' bonuses. */
function eastWestBonus(stops: readonly RouteStop[]): number {
  const east = stops.find((s) => s.kind === "offboard" && EAST_WEST_BONUS[s.hex] !== undefined && !WEST_HEXES.includes(s.hex));
  const west = stops.find((s) => WEST_HEXES.includes(s.hex));
  return east && west ? EAST_WEST_BONUS[east.hex]! + EAST_WEST_BONUS[west.hex]! : 0;
}

const routeHooks: RouteHooks = { bonus: eastWestBonus };

/**
 * [mail contract]: one of the owning corporation's routes earns $10 a stop more (all it visits), so its route with the
 * most stops (Title.oneRouteBonus; **as 18xx.games counts it**, of routes with as many stops the one of the train whose
 * id comes last: oneRouteCredits). The best-route search counts it.
 */
function mailContract(_game: Game, corp: Corporation): ((stops: readonly RouteStop[]) => number) | null {
  return corp.companies.some((c) => c.sym === "MAIL" && !c.closed) ? (stops) => stops.length * 10 : null;
}

export const title1846: Title = {
  data: data1846,
  optionalRules: [FIRST_EDITION, SECOND_EDITION_KEPT, TWO_PLAYER],
  dataFor: (options) => (options.optional_rules.includes(TWO_PLAYER.id) ? twoPlayerData(data1846) : data1846),
  setup,
  certLimit,
  routeHooks,
  oneRouteBonus: mailContract,
  bankruptcy: (game, corp, president, soldAlready) => (bankrupt1846(game, corp, president, soldAlready), true),
  firstRound: (game) => (twoPlayer(game) ? new TwoPlayerDraft(game) : new PrivateDraft(game, decks.get(game)!)),
  nextRound: (game, round) => (twoPlayer(game) ? nextRoundTwoPlayer(game, round) : roundAfter(game, round)),
  tileLaid: secondStationOnGreen,
  // [share issues] (data1846.shareIssues), and the Michigan Southern's and Big 4's cards ("minor"), in the operating round.
  operatingParts: { issues: ShareIssues, minorTakeOver: takeOverMinor, hexBonus: HEX_BONUS },
  // A room's snapshot of a game in the draft (shared/engine/snapshot.ts).
  snapshots: { classes: { PrivateDraft, TwoPlayerDraft } },
};
