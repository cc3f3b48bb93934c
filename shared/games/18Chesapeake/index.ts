// 18Chesapeake: the 18xx core with 18Chesapeake's data. What it adds beyond
// data are the named rules its data turns on: the train export at the end of
// each set of operating rounds (TitleData.trainExport), the two tiles its C-P
// and B&S lay together ("extraTileLay" count), and the Cornelius Vanderbilt's
// president's certificate drawn at setup ("randomShare" president), and the
// two-player game's shares (TitleData.smallTable).
import type { Title } from "../../engine/game.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import { resolveRandomShares } from "../../engine/rounds/companies.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import { smallTableSetup } from "../../engine/small-table.ts";
import { data18Chesapeake } from "./data.ts";

export const title18Chesapeake: Title = {
  data: data18Chesapeake,
  optionalRules: [],
  // The CV's corporation is drawn from the game's seed, as on 18xx.games, so that its logs replay;
  // the two-player game's certificates follow (TitleData.smallTable), the CV's corporation keeping its own.
  setup: (game) => {
    resolveRandomShares(game);
    smallTableSetup(game);
  },
  firstRound: (game) => new WaterfallAuction(game),
  snapshots: { classes: { WaterfallAuction } },
  nextRound: roundAfter,
};
