// 1830+ S-5.0 "Uncertain Times" (Keith Thomasson): the Depression and after. Played with the Classic
// components on the 1830 Classic board, or on the 1830+ board (S-5.1: "Use the 1830 board or the 1830+
// board as preferred": the option plus_s5_plus_board, docs/rules-1830-plus.md). Its rules (S-5.2), each a
// named engine rule the data switches on:
// - 1.0 the privates dealt from the seed, seats by their prices, the rest removed (rounds/dealt-privates.ts),
//   or sold (options a and b: the private auction, TitleData.auction.cheapestOnly for a);
// - 3.0 the Economic Uncertainty tokens (shared/engine/uncertainty.ts);
// - 6.1 the stock market reforms after the last 5-train (V-5.1's, TitleData.blockSalesAfterLast);
// - 5.5 dividends moving 1 to 4 boxes after the reforms (TitleData.dividendBoxesByMultiple);
// - 8.0 the game ending after the turn of a railroad at the market's highest value (V-8.0's, market-peak.ts).
import type { TitleData, UncertaintyKind } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { MARKET_PEAK_ENDS } from "./market-peak.ts";
import { plusBoard } from "./plus-board.ts";
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
    // S-5.2 8.0: "during an operating round": a railroad sold out to the top at the end of a stock round operates
    // once more, and the game ends after that turn.
    marketEndInOperatingTurn: true,
  };
}

export const SCENARIO_S5: Scenario = {
  option: {
    id: "plus_s5",
    plain: "The standard map; each player is dealt one private at its price and sits by it, the rest removed; once the 5-trains come, hard times may shorten runs and hold back revenue; late in the game sales hurt less and dividends lift prices further; it ends when a share reaches the top of the market",
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
      // S-5.1 #1: "Use the 1830 board or the 1830+ board as preferred"; #2 "Other Components - Use whatever
      // components are specified for the scenario you are playing": S-5's own, "the 1830 Classic game
      // components" (S-5.1). CHOICE: the 1830+ board without board tiles (T-02's S-5 column: "*", any), the
      // Classic railroads at their T-08 homes on it (the PRR at its track station on H-12, V-7.5; the C&O at
      // Cleveland, T-08's first), the Classic privates, trains and tiles (the V-1.4 mixes may be chosen with it).
      option: {
        id: "plus_s5_plus_board",
        name: "S-5 on the 1830+ board",
        section: "S-5.1",
        requires: "plus_s5",
        // V-1.6 puts the N&W at Richmond K-15 on the Classic board; the 1830+ board has water there.
        excludes: { extra_nw: "S-5 on the 1830+ board has no Richmond at K-15, the N&W's V-1.6 home on the Classic board" },
        summary:
          "The 1830+ board, reconstructed from the rule book, without board tiles: rows K to M, the PRR's station on Altoona's " +
          "track (10 for the PRR), Montreal and Norfolk with two values; the Classic railroads, privates, trains and tiles",
      },
      change: { hexes: plusBoard() },
    },
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
        plain: "The privates not dealt are sold as usual: bids on later privates and auctions",
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
