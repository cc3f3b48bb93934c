// [loans] Corporations borrow from the bank (TitleData.loans; 18xx.games' 1817): a loan brings its value
// from the bank and moves the share value one box left; a corporation owes at most as many loans as it
// has shares (a president's certificate counting as two), and the bank has a fixed number to lend.
// The interest and repayment are played in the operating round (not yet: docs/rules-1817.md).
import type { Company, Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import { putInLiquidation } from "./market-boxes.ts";

/** The corporation's number of shares: 100% over its smallest share, a president's certificate counting as two. */
export function shareCount(corp: Corporation): number {
  // Shorts ([shorts]) are no shares of its size.
  // Asked many times after every action: the smallest share in one pass, no lists.
  let share = Infinity;
  for (const s of corp.shares) if (!s.president && s.percent > 0 && s.percent < share) share = s.percent;
  if (share === Infinity) share = corp.shares[0]!.percent / 2;
  return Math.round(100 / share);
}

/** The loans taken and not repaid, all corporations together. */
export function loansTaken(game: Game): number {
  return game.corporations.reduce((n, c) => n + c.loans, 0);
}

/** Why the corporation may not take a loan now, or null. */
export function whyNoLoan(game: Game, corp: Corporation): string | null {
  const rules = game.data.loans;
  if (!rules) return "this game has no loans";
  if (corp.parPrice === null || corp.closed) return `${corp.sym} has not started`;
  if (corp.loans >= shareCount(corp)) return `${corp.sym} owes ${corp.loans} loans, as many as its shares`;
  if (loansTaken(game) >= rules.total) return `the bank has lent all its ${rules.total} loans`;
  return null;
}

/** How many more loans the corporation may take: up to its shares, while the bank has loans left (`returning` more,
 *  repaid first, [acquisition round]). */
export function loansAvailable(game: Game, corp: Corporation, returning = 0): number {
  const rules = game.data.loans;
  if (!rules) return 0;
  return Math.max(0, Math.min(shareCount(corp) - corp.loans, rules.total - loansTaken(game) + returning));
}

/**
 * The number 18xx.games' log gives a loan taken or repaid now (its `loan`): its loans are numbered from 0 as they are
 * taken, and its engine only asks that the number be one of them, so the next to take, or the last taken to repay.
 */
export function loanNumber(game: Game, repaying: boolean): number {
  return Math.max(0, loansTaken(game) - (repaying ? 1 : 0));
}

/** The corporation takes a loan: the bank pays its value, and the share value moves one box left. */
export function takeLoan(game: Game, corp: Corporation): void {
  const value = game.data.loans!.value;
  corp.loans++;
  game.pay(game.bank, corp, value);
  game.market.moveLeft(corp.sym);
  game.log(`${corp.sym} takes a loan of ${game.money(value)}: its share value is ${game.money(game.market.price(corp.sym) ?? 0)}`);
}

/** The interest rate in percent, from the loans taken: 5% for up to 5 loans, 5% more for each 5 more (at most 70%). */
export function interestRate(game: Game): number {
  return Math.min(70, Math.max(5, 5 * Math.ceil(loansTaken(game) / 5)));
}

/** What the corporation owes in interest at this rate: its loans', and what its privates add (CompanyAbility "interest"). */
export function interestOwed(game: Game, corp: Corporation, rate: number): number {
  return interestOn(game, corp.loans, corp.companies, rate);
}

/** What a corporation with these loans and privates owes in interest at this rate (a merger's outcome, before it is made). */
export function interestOn(game: Game, loans: number, companies: readonly Company[], rate: number): number {
  const extra = companies.reduce((sum, c) => sum + c.abilities.reduce((s, a) => s + (a.type === "interest" ? a.amount : 0), 0), 0);
  return Math.floor((rate * loans * game.data.loans!.value) / 100) + extra;
}

/**
 * Pays the interest, taking loans first while it cannot and may. What it still cannot pay, its president pays, even
 * beyond his money (as 18xx.games plays it), and the corporation goes to the liquidation box.
 */
export function payInterest(game: Game, corp: Corporation, rate: number): void {
  let owed = interestOwed(game, corp, rate);
  while (owed > corp.cash && whyNoLoan(game, corp) === null) {
    takeLoan(game, corp);
    owed = interestOwed(game, corp, rate);
  }
  if (owed === 0) return;
  const paid = Math.min(owed, corp.cash);
  game.pay(corp, game.bank, paid);
  game.log(`${corp.sym} pays ${game.money(paid)} interest for ${corp.loans} loan${corp.loans === 1 ? "" : "s"}`);
  const president = corp.president;
  if (paid < owed && president) {
    president.cash -= owed - paid;
    game.bank.cash += owed - paid;
    game.log(`${president.name} pays the ${game.money(owed - paid)} of interest ${corp.sym} cannot`);
    // A corporation that cannot pay its interest is liquidated where the market has a liquidation box.
    if (game.market.grid[0]!.some((c) => c?.liquidation)) putInLiquidation(game, corp, "cannot pay its interest");
  }
}

/** The corporation repays a loan: it pays the loan's value to the bank, and the share value moves one box right. */
export function repayLoan(game: Game, corp: Corporation): void {
  const value = game.data.loans!.value;
  corp.loans--;
  game.pay(corp, game.bank, value);
  game.market.moveRight(corp.sym);
  game.log(`${corp.sym} repays a loan of ${game.money(value)}: its share value is ${game.money(game.market.price(corp.sym) ?? 0)}`);
}
