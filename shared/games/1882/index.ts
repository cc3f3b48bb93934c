// 1882: Assiniboia. The 18xx core with 1882's data; what 1882 adds beyond
// data is its random setup (rule 3) and the North-West Rebellion (rule 8).
import type { Game, Title } from "../../engine/game.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import { resolveRandomShares } from "../../engine/rounds/companies.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import type { RouteStop } from "../../engine/route.ts";
import { compat1882, data1882 } from "./data.ts";

/** The compatibility option: play as 18xx.games does where it reads the rules otherwise (docs/rules-1882.md). */
export const COMPAT = "18xx_games";

/** The "extra train" of each of these types is set aside at setup (1882 3, 7.1.2). */
const EXTRA_TRAINS = ["3", "4", "5", "6"];

/**
 * 1882 3: the four extra trains are set aside; the NWR card goes under the
 * first train of the type of one of them drawn at random; then a 10% share
 * drawn at random goes with P4. Both draws come from the game's seed, in this
 * order, as on 18xx.games, so that its logs replay.
 */
function setup(game: Game): void {
  for (const name of EXTRA_TRAINS) game.depot.setAside(name);
  const nwr = EXTRA_TRAINS[game.rng.below(EXTRA_TRAINS.length)]!;
  game.depot.upcoming.find((t) => t.name === nwr)!.events.push("nwr");
  game.log(`The North-West Rebellion breaks out when the first ${nwr}-train is bought`);
  resolveRandomShares(game);
}

/** 1882 8: when the NWR card is revealed, yellow tiles leave the NWR hexes; stations stay. */
function northWestRebellion(game: Game): void {
  game.log("-- Event: North-West Rebellion! --");
  for (const hex of game.data.hexes) {
    if (!hex.marks?.includes("NWR")) continue;
    const tile = game.board.tileAt(hex.coord);
    if (tile.printed || tile.color !== "yellow") continue;
    game.board.downgrade(hex.coord);
    game.log(`The rebellion destroys tile #${tile.name} on ${hex.coord}`);
  }
}

/** 1882 11.5: $100 for a route with Hudson Bay (B12) and Western Canada (I1) or Northern Alberta (B2). */
function hudsonBayBonus(stops: readonly RouteStop[]): number {
  const has = (hex: string) => stops.some((s) => s.hex === hex);
  return has("B12") && (has("I1") || has("B2")) ? 100 : 0;
}

export const title1882: Title = {
  data: data1882,
  optionalRules: [
    {
      id: "rule_book",
      name: "The rule book",
      group: "reading",
      default: true,
      summary: "The rule book where 18xx.games reads it otherwise: privates bought in phases 3-4 only, the home hex laid first, P3's move at any time in the turn",
      plain: "As the rule book says: railroads buy private companies only while the 3- and 4-trains are the newest, a new railroad builds on its home first, and the P3 may move its station at any time in the turn",
    },
    {
      id: COMPAT,
      name: "As 18xx.games plays it",
      group: "reading",
      summary: "18xx.games' readings where they differ from the rule book (see docs/rules-1882.md). Set on games imported from 18xx.games.",
      plain: "As 18xx.games plays it, where it reads the rule book otherwise (games imported from 18xx.games play this way)",
      as18xxGames: true,
    },
  ],
  importRules: [COMPAT],
  dataFor: (options) => (options.optional_rules.includes(COMPAT) ? compat1882 : data1882),
  routeHooks: { bonus: hudsonBayBonus },
  setup,
  trainEvents: { nwr: northWestRebellion },
  firstRound: (game) => new WaterfallAuction(game),
  snapshots: { classes: { WaterfallAuction } },
  nextRound: roundAfter,
};
