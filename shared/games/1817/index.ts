// 1817. The 18xx core with 1817's data; what 1817 adds beyond data is played by general steps
// (docs/engine.md) as far as they are built: the opening sale of the private companies with the
// bank's seed money, the stock round's corporations started by auction (their sizes, share purchases,
// sales, shorts), the operating round with loans, and after each operating round the merger and
// conversion round and the acquisition round, until the end three operating rounds after the first 8-train's.
// The title is not offered (shared/games/titles.ts) until it is done (issue #39, docs/rules-1817.md).
import type { Game, Title } from "../../engine/game.ts";
import type { RuleOption } from "../../engine/options.ts";
import type { Round } from "../../engine/round.ts";
import { AuctionedStartsStockRound, type AuctionedStartRules } from "../../engine/rounds/auctioned-starts.ts";
import { AcquisitionRound } from "../../engine/rounds/acquisition.ts";
import { MergerAndConversionRound } from "../../engine/rounds/merger-conversion.ts";
import { OperatingRound } from "../../engine/rounds/operating.ts";
import { LoansStep } from "../../engine/rounds/operating/loans.ts";
import { CASH_CRISIS } from "../../engine/cash-crisis.ts";
import { exportBankTrain } from "../../engine/rounds/train-export.ts";
import { SelectionAuction, type SelectionAuctionRules } from "../../engine/rounds/selection-auction.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import { closeBankShorts } from "../../engine/shorts.ts";
import { endsWithSet, operatingRoundsOfSet } from "../../engine/final-set.ts";
import type { TitleData } from "../../engine/title.ts";
import { CITY_TILE_COMPANIES, CORPORATION_SIZES, data1817, VOLATILITY_COMPANIES } from "./data.ts";
import { ROUTE_BONUS } from "../../engine/rounds/operating/route-bonus.ts";

/** 18xx.games' volatility expansion: thirteen more privates, sold from a pyramid (so far only its sale is played). */
const VOLATILITY: RuleOption = {
  id: "volatility",
  name: "Volatility expansion",
  summary: "Thirteen more privates; one special city tile private of four; the privates are sold from a pyramid of six rows",
  plain: "More private companies, dealt at random into a pyramid: only its bottom row is for sale, each bid starts at nothing, and nobody may pass but in an auction",
};

/** 18xx.games' short squeeze option: a sold-out corporation the players hold more than all of rises twice. */
const SHORT_SQUEEZE: RuleOption = {
  id: "short_squeeze",
  name: "Short squeeze",
  summary: "A sold-out corporation whose players hold more than 100% (its shorts' shares among them) rises a second box at the end of the stock round",
  plain: "At the end of a stock round, a corporation whose shares the players hold more of than it has (because of shorts) moves up twice instead of once",
};

/** 18xx.games' five shorts option: at most five shorts of a corporation (of 10 shares; one of 5 never has more). */
const FIVE_SHORTS: RuleOption = {
  id: "five_shorts",
  name: "Five shorts",
  summary: "At most five shorts of a corporation of 10 shares",
  plain: "No more than five shares of a corporation may be shorted at once",
};

/** 18xx.games' modern trains option: the 7- and 8-trains earn more at the corporation's stations (TrainDef.stationBonus). */
const MODERN_TRAINS: RuleOption = {
  id: "modern_trains",
  name: "Modern trains",
  summary: "7- and 8-trains earn $10 and $20 more for each of the corporation's stations on their routes",
  plain: "A 7-train earns $10 more, and an 8-train $20 more, for each city with one of the corporation's stations on its route",
};

/** The modern trains' bonus at each of the corporation's stations on the route, by train type. */
const MODERN_TRAIN_BONUS: Readonly<Record<string, number>> = { "7": 10, "8": 20 };

const isVolatile = (game: Game) => game.options.optional_rules.includes(VOLATILITY.id);

const volatileData = (): TitleData => ({ ...data1817, companies: [...data1817.companies, ...VOLATILITY_COMPANIES] });

/** The title's data for the table's options: the volatility expansion's privates, the modern trains' bonus. */
function dataFor(options: { optional_rules: readonly string[] }): TitleData {
  const data = options.optional_rules.includes(VOLATILITY.id) ? volatileData() : data1817;
  if (!options.optional_rules.includes(MODERN_TRAINS.id)) return data;
  return { ...data, trains: data.trains.map((t) => (MODERN_TRAIN_BONUS[t.name] ? { ...t, stationBonus: MODERN_TRAIN_BONUS[t.name] } : t)) };
}

/** With the volatility option one city tile private stays, drawn at random (the first of a shuffle, as 18xx.games deals it). */
function setup(game: Game): void {
  if (!isVolatile(game)) return;
  const cityTile = game.companies.filter((c) => CITY_TILE_COMPANIES.includes(c.sym));
  const keyed = cityTile.map((c) => ({ c, key: game.rng.next() }));
  keyed.sort((a, b) => a.key - b.key);
  for (const { c } of keyed.slice(1)) closeCompany(game, c);
}

/** The volatility option's sale: a pyramid of six rows topped by the city tile private, bids from nothing. */
export const VOLATILE_SALE_1817: SelectionAuctionRules = { openingBid: 0, pyramid: { rows: 6, top: CITY_TILE_COMPANIES }, priorityToNext: true };

/**
 * The opening sale as 18xx.games plays 1817: any private may be put up for its value less the seed
 * money left (so for nothing while $200 of it lasts), bids in steps of $5; the player to the left of
 * the one who put an item up puts up the next; when all pass in a row the rest leave the game.
 */
export const OPENING_SALE_1817: SelectionAuctionRules = { seedMoney: 200, nextAfterOpener: true, passesCloseUnsold: true, priorityToNext: true, noAutoPass: true };

/** Corporations are started by auction, bids from $100 to $400; a share programme's president holding 60% is safe from
 *  takeover, shorts adding shares (18xx.games' 1817 figure). */
export const STARTS_1817: AuctionedStartRules = { minBid: 100, maxBid: 400, sizes: CORPORATION_SIZES, markers: { 2: 1, 5: 2, 10: 4 }, shortsEndInPhase: "8", securePercent: 60 };
/** The same with the short squeeze, five shorts, or both: named constants, so a game's state holds no rules made for it. */
const STARTS_SQUEEZE: AuctionedStartRules = { ...STARTS_1817, squeeze: true };
const STARTS_FIVE_SHORTS: AuctionedStartRules = { ...STARTS_1817, mostShorts: 5 };
const STARTS_BOTH: AuctionedStartRules = { ...STARTS_1817, squeeze: true, mostShorts: 5 };

/** The stock round's rules for the table's options. */
function startsFor(game: Game): AuctionedStartRules {
  const squeeze = game.options.optional_rules.includes(SHORT_SQUEEZE.id);
  const five = game.options.optional_rules.includes(FIVE_SHORTS.id);
  return squeeze ? (five ? STARTS_BOTH : STARTS_SQUEEZE) : five ? STARTS_FIVE_SHORTS : STARTS_1817;
}

/**
 * After each operating round the bank's next train is exported, as 18xx.games plays 1817: all the 2-trains
 * while the next is one, else the next train whatever its type.
 */
function exportAfterOperating(game: Game): void {
  const next = game.depot.upcoming[0];
  if (!next) return;
  const leaving = next.name === "2" ? game.depot.upcoming.filter((t) => t.name === "2") : [next];
  for (const train of leaving) exportBankTrain(game, train);
}

/**
 * A stock round, then each operating round of the set followed by a merger and conversion round and an
 * acquisition round ([merger and conversion round], [acquisition round]).
 */
function nextRound(game: Game, round: Round): Round {
  if (round instanceof AuctionedStartsStockRound) return new OperatingRound(game, round.number, 1, operatingRoundsOfSet(game, round.number));
  if (round instanceof OperatingRound) {
    exportAfterOperating(game);
    return new MergerAndConversionRound(game, round.setNumber, round.index, round.total);
  }
  if (round instanceof MergerAndConversionRound) return new AcquisitionRound(game, round.setNumber, round.index, round.total, round.boxesAtStart);
  if (round instanceof AcquisitionRound && round.index < round.total) return new OperatingRound(game, round.setNumber, round.index + 1, round.total);
  // [final set] The set after the first 8-train's is the last: the game ends with its acquisition round.
  if (round instanceof AcquisitionRound && endsWithSet(game, round.setNumber)) {
    game.endGame("final_phase");
    return round;
  }
  // [shorts] The market's shorts (a bankrupt's) close against treasury shares as the stock round starts.
  closeBankShorts(game);
  return new AuctionedStartsStockRound(game, ++game.stockRoundNumber, startsFor(game));
}

export const title1817: Title = {
  data: data1817,
  optionalRules: [SHORT_SQUEEZE, FIVE_SHORTS, MODERN_TRAINS, VOLATILITY],
  dataFor,
  setup,
  // The certificate limit of the players left: a bankrupt sits out; with two left, the limit for three stays (18xx.games
  // keeps the last limit its table has, 1817's going down to three players).
  certLimit: (game) => game.data.certLimit[Math.max(3, game.players.filter((p) => !p.bankrupt).length)] ?? game.data.certLimit[game.players.length]!,
  firstRound: (game) => new SelectionAuction(game, isVolatile(game) ? VOLATILE_SALE_1817 : OPENING_SALE_1817),
  // [loans] (data1817.loans) and [cash crisis] (data1817.cashCrisis), in the operating round.
  operatingParts: { loans: LoansStep, cashCrisis: CASH_CRISIS, routeBonus: ROUTE_BONUS },
  snapshots: { classes: { SelectionAuction, AuctionedStartsStockRound, MergerAndConversionRound, AcquisitionRound } },
  nextRound,
};
