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
    // 1830 V-1.3: the bank's money, one choice of three.
    { id: "full_money", name: "The full $12,000", section: "V-1.3", group: "money", default: true, summary: "The bank holds $12,000" },
    { id: "short_money", name: "Short game", section: "V-1.3", group: "money", summary: "$7,500 less: the bank holds $4,500" },
    { id: "extended_money", name: "Extended game", section: "V-1.3", group: "money", summary: "$8,000 more: the bank holds $20,000" },
  ],
  dataFor: (options) => {
    // 1830 V-1.3: the starting money is dealt from the bank as chosen; the game ends when it breaks (10.1).
    const bankCash = options.optional_rules.includes("short_money") ? 4500 : options.optional_rules.includes("extended_money") ? 20000 : data1830.bankCash;
    return bankCash === data1830.bankCash ? data1830 : { ...data1830, bankCash };
  },
  extraTrains: (options): Record<string, number> => (options.optional_rules?.includes("optional_6_train") ? { "6": 1 } : {}),
  firstRound: (game) => new WaterfallAuction(game),
  nextRound: roundAfter,
};
