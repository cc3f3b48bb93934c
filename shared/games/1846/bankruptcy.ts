// [bankruptcy] as 18xx.games plays 1846 (docs/rules-1846.md): the bankrupt's corporation issues what it can, his
// shares go to the bank pool, his minors and privates close, his cash goes to the corporation, and the game goes on
// (TitleData.bankruptcyEndsWithLastPlayer) with the corporations he presided over operating without a president
// where nobody can take them (TitleData.operatesWithoutPresident).
import { closeCorporation } from "../../engine/closing.ts";
import type { Corporation, Player } from "../../engine/entities.ts";
import type { Game } from "../../engine/game.ts";
import { closeCompany } from "../../engine/rounds/companies.ts";
import type { OperatingRound } from "../../engine/rounds/operating.ts";
import { bundleFor, sellablePercents, sellShares, transferShares } from "../../engine/shares.ts";
import { withoutPresident } from "../../engine/without-president.ts";

/**
 * `president` cannot pay for the train `corp` must buy:
 * - the corporation first issues the most shares it may still issue for the train;
 * - in each corporation (in operating order) he makes the largest sale a forced purchase allows, the value moving
 *   (none of a corporation whose shares he sold for this train already: TitleData.salesInBlocks, `soldAlready`);
 * - then he sells every share he has left to the bank pool at its value, whatever the pool holds, the values not
 *   moving; each presidency passes to the player holding the most, at least the president's certificate, or else
 *   the corporation has no president;
 * - his minors (their trains leaving the game) and private companies close; his cash goes to `corp`.
 */
export function bankrupt1846(game: Game, corp: Corporation, president: Player, soldAlready: readonly Corporation[] = []): void {
  game.log(`${president.name} goes bankrupt and sells his remaining shares`);
  const op = game.round as OperatingRound;
  const issues = (op.issues?.emergencyIssues(corp) ?? []).flatMap((l) => (l.type === "sell_shares" ? [l] : []));
  const largest = issues.sort((a, b) => b.shares.length - a.shares.length)[0];
  if (largest) op.issues?.emergencyIssue({ type: "sell_shares", entity: corp.sym, entity_type: "corporation", shares: largest.shares, percent: largest.percent }, corp);
  const priced = game.corporations
    .filter((c) => !c.def.minor && !c.closed && game.market.price(c.sym) !== null)
    .sort((a, b) => game.market.compareForOperating(a.sym, b.sym));
  // First, in each corporation, the largest sale the rules of a sale allow him, its value moving as a sale moves it:
  // the pool's limit, a president's certificate only to a player who can take it, the corporation buying the train
  // keeping him as president and not closed by it (from its last box before 0), none of a corporation without one.
  for (const c of priced) {
    if (withoutPresident(game, c) || soldAlready.includes(c)) continue;
    const others = Math.max(0, ...game.players.filter((p) => p !== president).map((p) => c.percentOf(p)));
    const keeps = (percent: number) => c !== corp || (c.percentOf(president) - percent >= others && game.market.price(c.sym)! > 10);
    const percents = sellablePercents(game, president, c).filter(keeps);
    if (!percents.length) continue;
    const percent = Math.max(...percents);
    sellShares(game, president, bundleFor(president, c, percent), percent);
  }
  // Then the rest of his shares.
  for (const c of priced) {
    const left = c.sharesOf(president);
    if (!left.length) continue;
    const percent = left.reduce((t, s) => t + s.percent, 0);
    const proceeds = (percent / 10) * game.market.price(c.sym)!;
    const presided = c.president === president;
    game.pay(game.bank, president, proceeds);
    game.log(`${president.name} sells ${percent / 10} share${percent > 10 ? "s" : ""} of ${c.sym} and receives ${game.money(proceeds)}`);
    transferShares(game, left, "pool");
    if (presided && !c.president && game.market.price(c.sym)! > 0) game.log(`${c.sym} has no president: it operates on its own`);
  }
  for (const minor of game.corporations.filter((c) => c.def.minor && !c.closed && c.president === president)) {
    // Its train leaves the game with it (not to the open market).
    for (const train of minor.trains.splice(0)) train.owner = null;
    closeCorporation(game, minor);
  }
  const companies = game.companies.filter((c) => c.owner === president && !c.closed);
  if (companies.length) game.log(`${president.name}'s companies close: ${companies.map((c) => c.sym).join(", ")}`);
  for (const company of companies) closeCompany(game, company);
  game.log(`${game.money(president.cash)} is transferred from ${president.name} to ${corp.sym}`);
  if (president.cash > 0) game.pay(president, corp, president.cash);
  // The new president's purchase is not bound by what was raised before (BuyTrainsStep.leastFormAfterRaising).
  op.turn!.emergencySharePrice = null;
  op.turn!.emergencyIssueRaised = undefined;
}
