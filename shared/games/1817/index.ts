// 1817. The 18xx core with 1817's data; what 1817 adds beyond data is played by general steps
// (docs/engine.md) as far as they are built: so far the opening sale of the private companies with
// the bank's seed money, and the stock round's corporations started by auction. The operating
// rounds are not yet 1817's, so the title is not offered (shared/games/titles.ts) until its
// fixtures replay to their results (docs/rules-1817.md).
import type { Game, Title } from "../../engine/game.ts";
import type { Round } from "../../engine/round.ts";
import { AuctionedStartsStockRound, type AuctionedStartRules } from "../../engine/rounds/auctioned-starts.ts";
import { OperatingRound } from "../../engine/rounds/operating.ts";
import { SelectionAuction, type SelectionAuctionRules } from "../../engine/rounds/selection-auction.ts";
import { data1817 } from "./data.ts";

/**
 * The opening sale as 18xx.games plays 1817: any private may be put up for its value less the seed
 * money left (so for nothing while $200 of it lasts), bids in steps of $5; the player to the left of
 * the one who put an item up puts up the next; when all pass in a row the rest leave the game.
 */
export const OPENING_SALE_1817: SelectionAuctionRules = { seedMoney: 200, nextAfterOpener: true, passesCloseUnsold: true, noAutoPass: true };

/** Corporations are started by auction, bids from $100 to $400. */
export const STARTS_1817: AuctionedStartRules = { minBid: 100, maxBid: 400 };

function nextRound(game: Game, round: Round): Round {
  if (round instanceof AuctionedStartsStockRound) return new OperatingRound(game, round.number, 1, game.phase.operatingRounds);
  if (round instanceof OperatingRound && round.index < round.total) return new OperatingRound(game, round.setNumber, round.index + 1, round.total);
  return new AuctionedStartsStockRound(game, ++game.stockRoundNumber, STARTS_1817);
}

export const title1817: Title = {
  data: data1817,
  optionalRules: [],
  firstRound: (game) => new SelectionAuction(game, OPENING_SALE_1817),
  nextRound,
  snapshots: { classes: { AuctionedStartsStockRound } },
};
