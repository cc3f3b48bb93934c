// 1830: Railways & Robber Barons, 1830 Classic rules (the C-sections) by default.
import type { Title } from "../../engine/game.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import { data1830 } from "./data.ts";

export const title1830: Title = {
  data: data1830,
  optionalRules: [
    // 18xx.games option ids, so that its logs replay.
    {
      id: "multiple_brown_from_ipo",
      name: "Brown-zone shares from the IPO",
      section: "5.4",
      summary: "Several brown-zone shares may be bought from the IPO in one turn, as from the pool (18xx.games' reading)",
    },
    { id: "optional_6_train", name: "Extra 6-train", section: "V-1.7", summary: "A third 6-train" },
  ],
  extraTrains: (options): Record<string, number> => (options.optional_rules?.includes("optional_6_train") ? { "6": 1 } : {}),
  firstRound: (game) => new WaterfallAuction(game),
  nextRound: roundAfter,
};
