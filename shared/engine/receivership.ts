// 1830 7.6.2, 7.7 (the Base Game): a forced train purchase the railroad and its president cannot pay
// together is paid by the bank's loan, and the railroad is in receivership until the loan is repaid.
// While it is, its president is its manager and does not change; the railroad pays no dividends and
// its revenue repays the loan; every dollar the manager acquires repays it too; the manager sells
// neither the railroad's trains nor its shares (the rounds ask `inReceivership`). Repaid, the loan
// ends the receivership and the player with the most shares is president.
import type { Corporation, Player } from "./entities.ts";
import type { Game } from "./game.ts";
import { appointPresident } from "./shares.ts";

/** 1830 7.7: whether the railroad is in receivership (it owes the bank a loan). */
export function inReceivership(corp: Corporation): boolean {
  return corp.loan > 0;
}

/** 1830 7.6.2: the bank pays the rest of the train's price; the railroad goes into receivership (7.7). */
export function takeLoan(game: Game, corp: Corporation, amount: number): void {
  if (amount <= 0) return;
  corp.loan += amount;
  game.log(game.cite(`The bank lends ${corp.sym} ${game.money(amount)}: ${corp.sym} is in receivership, managed by ${corp.manager!.name}, until the loan is repaid (1830 7.7)`));
}

/**
 * 1830 7.7: "It must use the revenue generated to pay down the loan. Excess revenue on the turn the
 * loan is fully repaid goes into the railroad's treasury." Returns the excess, which the caller
 * puts in the treasury; the repaid part stays with the bank.
 */
export function repayFromRevenue(game: Game, corp: Corporation, revenue: number): number {
  const manager = corp.manager!;
  const repaid = Math.min(corp.loan, revenue);
  corp.loan -= repaid;
  game.log(`${corp.sym}'s revenue of ${game.money(revenue)} repays ${game.money(repaid)} of its loan (1830 7.7)${corp.loan > 0 ? `; ${game.money(corp.loan)} is still owed` : ""}`);
  if (corp.loan === 0) endReceivership(game, corp, manager);
  return revenue - repaid;
}

/**
 * 1830 7.7: "The railroad's manager must use any money he acquires to pay down the loan until it is
 * fully repaid." The manager spent all his money on the train, so whatever he holds since is money
 * acquired: it goes to the bank at once (run after every action, Game.settle). A manager of several
 * railroads in receivership repays them in the order they operate (highest share value first).
 */
export function repayFromManagers(game: Game): void {
  const owing = game.corporations.filter((c) => c.manager && c.manager.cash > 0);
  for (const corp of owing.sort((a, b) => game.compareForOperating(a, b))) {
    const manager = corp.manager!;
    const amount = Math.min(manager.cash, corp.loan);
    if (amount <= 0) continue;
    game.pay(manager, game.bank, amount);
    corp.loan -= amount;
    game.log(`${manager.name} pays ${game.money(amount)} of ${corp.sym}'s loan (1830 7.7)${corp.loan > 0 ? `; ${game.money(corp.loan)} is still owed` : ""}`);
    if (corp.loan === 0) endReceivership(game, corp, manager);
  }
}

/**
 * 1830 7.7: "When the loan is paid off, the manager becomes the president ... If, during the
 * receivership, another player has acquired the most shares in the railroad, that player
 * immediately becomes the new president" (more than the manager holds; among several, the first
 * clockwise from him, as 6.4).
 */
function endReceivership(game: Game, corp: Corporation, manager: Player): void {
  game.log(`${corp.sym}'s loan is repaid: it leaves receivership (1830 7.7)`);
  const most = Math.max(...game.players.map((p) => corp.percentOf(p)));
  if (corp.percentOf(manager) < most) appointPresident(game, corp, game.playersClockwiseFrom(manager));
}
