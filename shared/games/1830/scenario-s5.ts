// 1830+ S-5.0 "Uncertain Times" (Keith Thomasson): the Depression and after. Played on the 1830 Classic
// board with the Classic components (S-5.1: "Use the 1830 board or the 1830+ board as preferred"; the
// 1830+ board is not offered for it yet, docs/rules-1830-plus.md). Its rules (S-5.2), each a named
// engine rule the data switches on:
// - 1.0 the privates dealt from the seed, seats by their prices, the rest removed (rounds/dealt-privates.ts),
//   or sold (options a and b: the private auction, TitleData.auction.cheapestOnly for a);
// - 3.0 the Economic Uncertainty tokens (shared/engine/uncertainty.ts);
// - 6.1 the stock market reforms after the last 5-train (V-5.1's, TitleData.blockSalesAfterLast);
// - 5.5 dividends moving 1 to 4 boxes after the reforms (TitleData.dividendBoxesByMultiple);
// - 8.0 the game ending after the turn of a railroad at the market's highest value (V-8.0's, market-peak.ts).
import type { TitleData, UncertaintyKind } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { MARKET_PEAK_ENDS } from "./market-peak.ts";
import type { Scenario } from "./scenarios.ts";

/**
 * S-5.1 #1: "3x no change, 1x short runs, 1x retain revenue. If playing with three 5-trains, only use 2
 * no change": one "no change" fewer than the 5-trains, so there is one token more than 5-trains and one
 * is never flipped (Classic has three 5-trains, T-03: four tokens).
 */
export function uncertaintyTokens(fiveTrains: number): UncertaintyKind[] {
  return [...Array<UncertaintyKind>(fiveTrains - 1).fill("no change"), "short runs", "retain revenue"];
}

export function scenarioS5(): TitleData {
  const fives = data1830.trains.find((t) => t.name === "5")!.count;
  return {
    ...data1830,
    privatesDealt: { rest: "removed" },
    economicUncertainty: { train: "5", tokens: uncertaintyTokens(fives) },
    blockSalesAfterLast: "5",
    dividendBoxesByMultiple: true,
    ...MARKET_PEAK_ENDS,
  };
}

export const SCENARIO_S5: Scenario = {
  option: {
    id: "plus_s5",
    name: "1830+ S-5: Uncertain Times",
    section: "S-5",
    group: "ruleset",
    summary:
      "The Classic board; the privates dealt, one to each player at face value, seats by their prices, the rest removed; " +
      "Economic Uncertainty tokens flipped by the 5-trains (short runs, retain revenue); after the last 5-train, sales drop " +
      "one box per block and dividends move up to four boxes; the game ends at the top of the market",
  },
  data: scenarioS5,
  playable: true,
  variants: [
    {
      option: {
        id: "plus_s5_rest_at_face_value",
        name: "S-5 option a: the rest at face value",
        section: "S-5.2",
        group: "plus_s5_rest",
        requires: "plus_s5",
        summary: "The privates not dealt are sold in ascending price order at face value (no bids), before the first stock round",
      },
      change: (data) => ({ privatesDealt: { rest: "sold" }, auction: { ...data.auction, cheapestOnly: true } }),
    },
    {
      option: {
        id: "plus_s5_rest_auctioned",
        name: "S-5 option b: the rest auctioned",
        section: "S-5.2",
        group: "plus_s5_rest",
        requires: "plus_s5",
        summary: "The privates not dealt are sold in the usual way (C-2.2): bids on later privates and auctions",
      },
      change: { privatesDealt: { rest: "sold" } },
    },
  ],
};
