// 1837: the title's rules beyond its data. What is general (minors, exchange
// certificates, formations, goods trains, half dividends) lives in the engine;
// here are 1837's own steps and events.
import type { Game, Title } from "../../engine/game.ts";
import type { Round } from "../../engine/round.ts";
import { OperatingRound } from "../../engine/rounds/operating.ts";
import { StockRound } from "../../engine/rounds/stock.ts";
import type { RouteHooks } from "../../engine/route.ts";
import type { TitleData } from "../../engine/title.ts";
import { SelectionAuction } from "../../engine/rounds/selection-auction.ts";
import { StartPacketRound } from "../../engine/rounds/start-packet.ts";
import { data1837, MINE_HEXES, START_PACKETS } from "./data.ts";
import { bankruptAs18xxGames } from "./bankruptcy.ts";
import { exchangeAllCoal, ExchangePlan, ExchangeRound, kkFormation, sdFormation, ugFormation } from "./exchange.ts";
import { ITALY_HEXES } from "./data.ts";

const MINES = new Set(MINE_HEXES);

/**
 * II.2, VII.1, VIII.2 (as clarified): a goods train runs from a coal mine,
 * exactly one, to or through cities (a mine and one city is a route); a
 * passenger train never visits a mine. The mine's value goes to the
 * treasury; the cities' values are revenue, paid out or split as usual.
 */
const routeHooks: RouteHooks = {
  check(stops, train) {
    const mines = stops.filter((s) => MINES.has(s.hex)).length;
    if (train.kind === "goods") {
      if (mines === 0) return "a goods train runs from a coal mine (1837 VIII.2)";
      if (mines > 1) return "a goods train visits one coal mine (1837 VIII.2)";
    } else if (mines > 0) {
      return "only goods trains visit coal mines (1837 VIII.2)";
    }
    return null;
  },
  treasury: (stops) => stops.filter((s) => MINES.has(s.hex)).reduce((t, s) => t + s.revenue, 0),
};

/** The compatibility option: play as 18xx.games does where it reads the rules otherwise (docs/rules-1837.md). */
export const COMPAT = "18xx_games";

/** 18xx.games' largest trains, passenger and goods, without limit (VIII.4 makes the number of trains a fixed limit). */
const UNLIMITED_TRAINS = ["5+4", "4G"];

/** What the compatibility option changes in the data: 18xx.games' readings (docs/rules-1837.md). */
const compatData: TitleData = {
  ...data1837,
  trains: data1837.trains.map((t) => (UNLIMITED_TRAINS.includes(t.name) ? { ...t, count: Infinity } : t)),
  trainStepByCheapestTrain: true,
  minorsValuedAtLowestPar: true,
  secondHalfAfterDirector: true,
  mergedDiscardLosesEverySecond: true,
  stationPerCity: false, // 18xx.games: one station per company per hex
  trackPlacement: "newTrackOrValue",
  trackPlacementExempt: ["87", "88", "204"],
  tokenStepAsks: true,
  companiesFirst: true,
  firstHomeAfterOpening: true,
  formedHomeKept: true, // Wien for the SD and the KK, Budapest for the UG
  hexReservation: "slot",
  tokenCostByDistance: "straight", // 18xx.games: hex distance, off the grid too
  soldOutBeforeFormed: false, // 18xx.games: only a formed state railway rises when sold out
  mergedStationsRemoved: false, // 18xx.games: the excess stations go back to the charter
  emergencyKeepsPresidencies: true, // 18xx.games: the sales for a train move no presidency the president holds
  emergencySellerKeepsPresidency: false,
};

/** Whether a game plays 18xx.games' readings (imported games). */
function compat(game: Game): boolean {
  return game.options.optional_rules.includes(COMPAT);
}

export const title1837: Title = {
  data: data1837,
  optionalRules: [
    {
      id: "clarifications",
      name: "The rule book and its clarifications",
      group: "reading",
      default: true,
      summary: "The first edition's opening sale (the start packet) and the rule book's clarifications where 18xx.games reads it otherwise",
    },
    {
      id: COMPAT,
      as18xxGames: true,
      name: "As 18xx.games plays it",
      group: "reading",
      summary:
        "Its second edition's opening sale (a selection auction) and its readings where they differ from the " +
        "clarifications (see docs/rules-1837.md). Set on games imported from 18xx.games.",
    },
  ],
  importRules: [COMPAT],
  dataFor: (options) => (options.optional_rules.includes(COMPAT) ? compatData : data1837),
  routeHooks,
  setup,
  trainEvents: {
    sd_formation: sdFormation,
    remove_italy: removeItaly,
    kk_formation: kkFormation,
    ug_formation: ugFormation,
    exchange_coal: exchangeAllCoal,
  },
  snapshots: { classes: { ExchangeRound, ExchangePlan, SelectionAuction, StartPacketRound }, constants: [START_PACKETS] },
  bankruptcy: (game, corp, president, soldAlready) => compat(game) && (bankruptAs18xxGames(game, corp, president, soldAlready), true),
  firstRound: (game) => (compat(game) ? new SelectionAuction(game) : new StartPacketRound(game, START_PACKETS[0]!)),
  nextRound,
};

/** What the first train of some types sets off (run after its phase change and rusting). */
const EVENTS: Record<string, string[]> = {
  "4": ["sd_formation", "remove_italy"],
  "4+1": ["kk_formation"],
  "5": ["ug_formation", "exchange_coal"],
};

function setup(game: Game): void {
  for (const [name, events] of Object.entries(EVENTS)) game.depot.upcoming.find((t) => t.name === name)!.events.push(...events);
}

/** The first 4-train: Italy leaves play. Its tiles go, its border closes, and Bozen takes its green "Bo" tile. */
function removeItaly(game: Game): void {
  game.log("-- Event: Italy leaves play --");
  for (const hex of ITALY_HEXES) game.board.downgrade(hex);
  game.board.closeBorders(ITALY_HEXES);
  const bozen = game.board.nextCopy("426");
  if (bozen) game.board.layTile("K5", bozen, 2);
}

/**
 * The order of rounds: the opening sale, then stock rounds, each followed by
 * a set of operating rounds as the phase says; every stock and operating round
 * after the first stock round opens with an exchange round. Once the bank has
 * broken (also in a stock round), the game ends with the operating round under
 * way, not the set (XV.1).
 */
function nextRound(game: Game, round: Round): Round {
  if (round instanceof ExchangeRound) {
    const next = round.then;
    return "stock" in next ? newStockRound(game) : new OperatingRound(game, next.operating.setNumber, next.operating.index, next.operating.total);
  }
  // The first edition's opening sale: the packets in turn; an unsold packet goes on after an operating round.
  if (round instanceof StartPacketRound) {
    const at = START_PACKETS.indexOf(round.packet);
    if (!round.soldOut) return new OperatingRound(game, 0, round.operatingRoundsBefore + 1, 1);
    const next = START_PACKETS[at + 1];
    return next ? new StartPacketRound(game, next, round.operatingRoundsBefore) : newStockRound(game);
  }
  if (round instanceof OperatingRound) {
    if (game.bankBroken) {
      game.endGame("bank");
      return round;
    }
    // An operating round during the opening sale: the unsold packet's sale goes on.
    if (round.setNumber === 0) {
      const unsold = START_PACKETS.find((p) => p.items.some((i) => game.company(i.company).owner === null && !game.company(i.company).closed));
      return unsold ? new StartPacketRound(game, unsold, round.index) : newStockRound(game);
    }
    if (round.index < round.total) return new ExchangeRound(game, { operating: { setNumber: round.setNumber, index: round.index + 1, total: round.total } });
    return new ExchangeRound(game, { stock: true });
  }
  if (round instanceof StockRound) return new ExchangeRound(game, { operating: { setNumber: round.number, index: 1, total: game.phase.operatingRounds } });
  return newStockRound(game);
}

function newStockRound(game: Game): StockRound {
  game.stockRoundNumber++;
  return new StockRound(game, game.stockRoundNumber);
}
