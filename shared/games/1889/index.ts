// 1889: History of Shikoku Railways. The 18xx core with 1889's data; what 1889 adds beyond data is
// the two-player game without the South Iyo Railway and 18xx.games' beginner game (docs/rules-1889.md).
import type { Game, Title } from "../../engine/game.ts";
import type { RuleOption } from "../../engine/options.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import { StockRound } from "../../engine/rounds/stock.ts";
import type { CompanyDef, TitleData } from "../../engine/title.ts";
import { BEGINNER_TILES, data1889 } from "./data.ts";

const BEGINNER_GAME: RuleOption = {
  id: "beginner_game",
  name: "Beginner Game",
  summary: "Privates without abilities, dealt one to each player at random, who buys it at its value; no auction; six more tiles",
  plain: "For a first game: no auction, each player is dealt one private company without special powers and pays its value; six more track tiles",
};

/** The beginner game's privates by number of players, and each one's value and revenue (18xx.games' beginner game). */
const BEGINNER_PRIVATES: Record<number, string[]> = {
  2: ["DR", "SIR"],
  3: ["DR", "SIR", "ER"],
  4: ["DR", "SIR", "ER", "SMR"],
  5: ["DR", "SIR", "ER", "SMR", "TR"],
  6: ["DR", "SIR", "ER", "SMR", "TR", "MF"],
};
const BEGINNER_CARDS: Record<string, { value: number; revenue: number }> = {
  TR: { value: 20, revenue: 5 },
  MF: { value: 40, revenue: 15 },
  ER: { value: 40, revenue: 15 },
  SMR: { value: 60, revenue: 20 },
  DR: { value: 60, revenue: 20 },
  SIR: { value: 90, revenue: 25 },
};

/** A private of the beginner game: no ability, no blocked hex, never sold to a corporation; it closes with the first 5-train. */
function beginnerCard(c: CompanyDef): CompanyDef {
  const card = BEGINNER_CARDS[c.sym] ?? { value: c.value, revenue: c.revenue };
  return {
    sym: c.sym, name: c.name, ...card, abilities: [{ type: "noCorporationBuy" }],
    desc: "Closes when the first 5-train is bought. It cannot be bought by a corporation.",
  };
}

const beginnerData = (): TitleData => ({
  ...data1889,
  companies: data1889.companies.map(beginnerCard),
  tiles: [...data1889.tiles, ...BEGINNER_TILES],
});

const isBeginner = (game: Game) => game.options.optional_rules.includes(BEGINNER_GAME.id);

/**
 * 18xx.games leaves the South Iyo Railway out of a two-player game. In the beginner game only the
 * privates for the number of players stay, and each player is dealt one at random (one draw of the
 * game's generator for each, in the cards' order, the lowest draw dealt first) and pays its value.
 */
function setup(game: Game): void {
  if (!isBeginner(game)) {
    if (game.players.length === 2) closeCompany(game, game.company("SIR"));
    return;
  }
  const kept = BEGINNER_PRIVATES[game.players.length]!;
  for (const c of game.companies) if (!kept.includes(c.sym)) closeCompany(game, c);
  const open = game.companies.filter((c) => !c.closed);
  const draws = open.map((c) => ({ c, key: game.rng.next() }));
  draws.sort((a, b) => a.key - b.key);
  game.players.forEach((player, i) => {
    const company = draws[i]!.c;
    company.owner = player;
    player.companies.push(company);
    game.pay(player, game.bank, company.def.value);
    game.log(`${player.name} buys ${company.def.name} for ${game.money(company.def.value)}`);
  });
}

export const title1889: Title = {
  data: data1889,
  optionalRules: [BEGINNER_GAME],
  dataFor: (options) => (options.optional_rules.includes(BEGINNER_GAME.id) ? beginnerData() : data1889),
  setup,
  // The beginner game has no auction: it starts with the first stock round.
  firstRound: (game) => (isBeginner(game) ? new StockRound(game, ++game.stockRoundNumber) : new WaterfallAuction(game)),
  nextRound: roundAfter,
  snapshots: { classes: { WaterfallAuction } },
};
