// A bankruptcy as 18xx.games plays it (the compatibility option, docs/rules-1837.md). The rule
// book's reading (XI.11 as clarified: what he cannot sell goes to the bank pool, his cash to the
// bank) is the engine's; 18xx.games reads it otherwise in what follows the sales.
import type { Corporation, Player } from "../../engine/entities.ts";
import type { Game } from "../../engine/game.ts";
import { mergeMinor } from "../../engine/merger.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import { bundleFor, sellablePercents, sellShares, transferShares } from "../../engine/shares.ts";
import { foldsInto, stationFate } from "./exchange.ts";

/**
 * `president` cannot pay for the train `corp` must buy and goes bankrupt, as 18xx.games plays it:
 * - his private companies (mountain railways) close;
 * - in each company, in operating order, he makes one sale, the largest he may (one box down,
 *   whatever its size), changing no presidency ([emergency presidencies]), except in those whose
 *   shares he has sold for the train already ([sales in blocks]);
 * - the rest of his certificates go to the bank pool, the presidency passing to a player who holds
 *   as much as the director's certificate (the nearest clockwise); a coal company or minor that
 *   finds no new director folds at once into its major or state railway, formed or not (the pool
 *   takes the exchange share), and a major or state railway without one is left directorless;
 * - his remaining cash goes to the company that needed the train, not to the bank.
 */
export function bankruptAs18xxGames(game: Game, corp: Corporation, president: Player, soldAlready: readonly Corporation[]): void {
  game.log(`${president.name} goes bankrupt; his remaining shares go to the bank pool (as 18xx.games plays it)`);
  for (const company of game.companies.filter((c) => c.owner === president && !c.closed)) closeCompany(game, company);
  const priced = game.corporations.filter((c) => game.market.position(c.sym)).sort((a, b) => game.market.compareForOperating(a.sym, b.sym));
  for (const c of priced) {
    if (soldAlready.includes(c)) continue;
    const others = Math.max(0, ...game.players.filter((p) => p !== president).map((p) => c.percentOf(p)));
    const keeps = (percent: number) => c.president !== president || c.percentOf(president) - percent >= Math.max(others, c.shares[0]!.percent);
    const percents = sellablePercents(game, president, c).filter(keeps);
    if (!percents.length) continue;
    const percent = Math.max(...percents);
    sellShares(game, president, bundleFor(president, c, percent), percent);
  }
  const unpriced = game.corporations.filter((c) => !priced.includes(c));
  for (const c of [...unpriced, ...priced]) {
    const left = c.sharesOf(president);
    if (!left.length) continue;
    const directed = c.president === president;
    transferShares(game, left, "pool");
    game.log(`${president.name}'s ${c.sym} certificates (${left.reduce((t, s) => t + s.percent, 0)}%) go to the bank pool`);
    if (!directed || c.president) continue;
    if (c.def.minor) {
      game.log(`${c.sym} has no director and folds at once`);
      mergeMinor(game, c, foldsInto(game, c), { settlePresidency: false, station: stationFate });
    } else {
      game.log(`${c.sym} has no director`);
    }
  }
  if (president.cash > 0) {
    game.log(`${president.name}'s remaining ${game.money(president.cash)} goes to ${corp.sym}`);
    game.pay(president, corp, president.cash);
  }
}
