// 1889: History of Shikoku Railways. The 18xx core with 1889's data; what 1889 adds beyond data is
// the two-player game without the South Iyo Railway, as 18xx.games plays it (docs/rules-1889.md).
import type { Game, Title } from "../../engine/game.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import { data1889 } from "./data.ts";

/** 18xx.games' two-player game leaves the South Iyo Railway out (docs/rules-1889.md). */
function setup(game: Game): void {
  if (game.players.length === 2) closeCompany(game, game.company("SIR"));
}

export const title1889: Title = {
  data: data1889,
  optionalRules: [],
  setup,
  firstRound: (game) => new WaterfallAuction(game),
  nextRound: roundAfter,
};
