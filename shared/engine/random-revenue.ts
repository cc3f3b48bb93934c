// 1830+ S-6.3 "Random Revenues" (TitleData.randomRevenues): "Each time a railroad operates, mix the 6
// markers numbered 1 to 6 and randomly pick one": its revenue is 80%, 90%, 100%, 100%, 110% or 120% of
// normal. The die is drawn from the game's seed once the routes are accepted, so the game replays, and
// the log shows it. The routes run are still the best ones (7.4): the percentage applies to their total.
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";

const RULE = "1830 S-6.3 Random Revenues";

/** The revenue a railroad's routes earn after its draw (unchanged without the rule, or with nothing earned). */
export function drawnRevenue(game: Game, corp: Corporation, revenue: number): number {
  const percents = game.data.randomRevenues;
  if (!percents || revenue <= 0) return revenue;
  const face = game.rng.fairBelow(percents.length);
  const percent = percents[face]!;
  // 1830's values are multiples of $10, so every percentage of them is whole; rounded down should a title's not be.
  const drawn = Math.floor((revenue * percent) / 100);
  game.log(`${corp.sym} draws a ${face + 1}: its revenue is ${percent}% of ${game.money(revenue)}, ${game.money(drawn)} (${RULE})`);
  return drawn;
}
