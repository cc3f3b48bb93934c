// The rules an operating round plays that differ between titles and between
// the variants a table chooses (1830 pp. 28-33): each a name or a parameter
// that the round or one of its steps takes, chosen once from the title's data
// (the variants' data, shared/games/1830/title.ts DATA_VARIANTS). A step reads
// its own rules, never an option.
import type { Corporation } from "../../entities.ts";
import type { Game } from "../../game.ts";
import type { TitleData } from "../../title.ts";
import { forcedPurchaseMoney, type ForcedPurchaseMoney } from "./forced-purchase.ts";

/** Who operates next (1830 7.0): the round's driver takes it. */
export interface OperatingOrder {
  /** The corporations to operate, put in order as the round starts (sorted in place). */
  start(corps: Corporation[], game: Game): void;
  /** The next to operate among those still waiting. */
  next(waiting: Corporation[], game: Game): Corporation | undefined;
}

/** 1830 7.0: the highest share value operates next, as the values stand when each turn starts. */
export const BY_SHARE_VALUE: OperatingOrder = {
  start: () => {},
  // The first in operating order: the first of those no other comes before (what a stable sort puts first), found without sorting.
  next: (waiting, game) => {
    let first = waiting[0];
    for (let i = 1; i < waiting.length; i++) if (game.compareForOperating(waiting[i]!, first!) < 0) first = waiting[i];
    return first;
  },
};

/** 1830 V-2.0 fixed turn order: the order of share values when the round starts holds for the whole round. */
export const FIXED_ORDER: OperatingOrder = {
  start: (corps, game) => corps.sort((a, b) => game.compareForOperating(a, b)),
  next: (waiting) => waiting[0],
};

/** The first operating round of the game (TitleData.firstRoundLowestFirst): corporations without a share value
 *  (minors) first, then from the lowest share value up, those of one value in the order they reached it. */
export const LOWEST_FIRST: OperatingOrder = {
  start: (corps, game) =>
    corps.sort((a, b) => {
      const [pa, pb] = [game.market.price(a.sym), game.market.price(b.sym)];
      if (pa === null || pb === null) return game.compareForOperating(a, b);
      return pa - pb || game.market.stackIndex(a.sym) - game.market.stackIndex(b.sym);
    }),
  next: (waiting) => waiting[0],
};

/** What the dividend step allows (1830 7.5). */
export interface DividendRules {
  /** 1830 V-7.1 split revenues: half may be paid out and half kept ([half dividends]). */
  readonly half: boolean;
  /** 1830 V-7.1: the half paid in whole money per 10% share, rounded down (TitleData.halfDividendWholePerShare). */
  readonly halfWholePerShare: boolean;
  /** 1830 V-5.2 price rise linked to dividend: the value rises only for a dividend of at least the share price. */
  readonly riseNeedsDividendOfPrice: boolean;
  /** TitleData.dividendMoves. */
  readonly moves: "byMultiple" | "byPriceMultiple" | "upOrDown";
  /** TitleData.halfDividendKeepsWholePerShare. */
  readonly halfKeepsWholePerShare: boolean;
}

/** What the buy-trains step allows (1830 7.6). */
export interface TrainRules {
  /** Who pays what the treasury lacks for a forced purchase (C-2.3, or the Base Game's 7.6.2). */
  readonly money: ForcedPurchaseMoney;
  /** Trains a corporation may buy beyond its limit, to discard one after (1830 V-7.8 flexible train limit: 1). */
  readonly beyondLimit: number;
  /** 1830 V-7.8 "can't sell a railroad's last train": a seller with a route keeps its last train. */
  readonly keepsLastTrain: boolean;
  /** 1830 V-3.0 delayed obsolescence: trains that rust run once more, in their owner's next turn. */
  readonly delayedObsolescence: boolean;
}

/** When corporations may buy private companies (1830 4.1). */
export interface PrivateSalesRules {
  /** 1830 V-3.0 delayed private company sales: only after the stock round following the first 3-train. */
  readonly afterNextStockRound: boolean;
}

export interface OperatingRules {
  readonly order: OperatingOrder;
  readonly dividends: DividendRules;
  readonly trains: TrainRules;
  readonly privateSales: PrivateSalesRules;
}

/** The operating rules a title's data says it plays. */
export function operatingRules(data: TitleData): OperatingRules {
  // Read from the title's data, which never changes: once per title (each operating round asks).
  let rules = rulesOf.get(data);
  if (!rules) rulesOf.set(data, (rules = readRules(data)));
  return rules;
}

const rulesOf = new WeakMap<TitleData, OperatingRules>();

function readRules(data: TitleData): OperatingRules {
  return {
    order: data.fixedOperatingOrder ? FIXED_ORDER : BY_SHARE_VALUE,
    dividends: {
      half: data.halfDividends === true,
      halfWholePerShare: data.halfDividendWholePerShare === true,
      riseNeedsDividendOfPrice: data.riseNeedsDividendOfPrice === true,
      moves: data.dividendMoves ?? "upOrDown",
      halfKeepsWholePerShare: data.halfDividendKeepsWholePerShare === true,
    },
    trains: {
      money: forcedPurchaseMoney(data),
      beyondLimit: data.flexibleTrainLimit ? 1 : 0,
      keepsLastTrain: data.cannotSellLastTrain === true,
      delayedObsolescence: data.delayedObsolescence === true,
    },
    privateSales: { afterNextStockRound: data.delayedPrivateSales === true },
  };
}
