// [loans] The operating corporation's loans (TitleData.loans, ../../loans.ts), as 18xx.games plays 1817: it
// may take a loan at any time of its turn until it has bought its trains; then it pays interest at the rate
// fixed when the round began (taking loans first if it must), and at this step repays loans while it can, or
// takes more, and passes. A loan taken after the interest means no more repaying in the turn.
import type { GameActionType } from "../../action.ts";
import type { Corporation } from "../../entities.ts";
import { GameError } from "../../errors.ts";
import { interestRate, loansAvailable, payInterest, repayLoan, takeLoan, whyNoLoan } from "../../loans.ts";
import type { OperatingRound } from "../operating.ts";
import type { OperatingStep } from "./turn.ts";

export class LoansStep implements OperatingStep {
  /** The rate fixed as the round began. */
  readonly rate: number;
  /** The corporation whose interest is paid in this turn, and whether it has taken a loan since. */
  private paid: { corp: Corporation; borrowedSince: boolean } | null = null;

  constructor(private readonly round: OperatingRound) {
    this.rate = round.game.data.loans ? interestRate(round.game) : 0;
  }

  /** Before this step, any time in the turn: a loan. */
  mayBorrowNow(corp: Corporation): boolean {
    return this.round.game.data.loans !== undefined && this.paid?.corp !== corp && whyNoLoan(this.round.game, corp) === null;
  }

  /** What the loans the corporation may still take now would bring (nothing once its interest is paid). */
  borrowable(corp: Corporation): number {
    const rules = this.round.game.data.loans;
    if (!rules || !this.mayBorrowNow(corp)) return 0;
    return loansAvailable(this.round.game, corp) * rules.value;
  }

  /**
   * The buy-trains step waits for a decision (a pass at least) while the corporation, below its train limit, could pay
   * for the bank's cheapest train, or another corporation's train, with its treasury and the loans it may still take
   * (as 18xx.games counts its buying power).
   */
  waitsAtTrains(corp: Corporation): boolean {
    const game = this.round.game;
    const rules = game.data.loans;
    if (!rules || this.paid?.corp === corp) return false;
    if (corp.trains.length >= game.trainLimit(corp)) return false;
    const cheapest = Math.min(...game.depot.forSale(game.phases.reached).map((t) => t.def.price));
    const power = corp.cash + this.borrowable(corp);
    // Another corporation's train may be bought for as little as 1, once the phase allows it. As 18xx.games counts them,
    // any train another corporation holds keeps the step waiting, one nobody may buy too: a corporation's in the
    // liquidation box, or one left by a corporation the bank liquidated (its trains keep their owner, out of play).
    const across = !game.phase.noBuyAcross && power >= 1 && game.depot.all.some((t) => t.owner && t.owner !== corp && !t.rusted && !t.obsolete);
    return cheapest <= power || across;
  }

  /** The interest is still to pay at this step (an automatic move of the round's). */
  interestDue(corp: Corporation): boolean {
    return this.round.game.data.loans !== undefined && this.paid?.corp !== corp;
  }

  actions(corp: Corporation): GameActionType[] {
    if (!this.round.game.data.loans || this.paid?.corp !== corp) return [];
    const types: GameActionType[] = [];
    if (this.mayRepay(corp)) types.push("payoff_loan");
    if (whyNoLoan(this.round.game, corp) === null) types.push("take_loan");
    if (types.length) types.push("pass");
    return types;
  }

  /** Titles without loans skip this step without a word. */
  skip(): boolean {
    if (this.round.game.data.loans) return false;
    this.round.turn!.step++;
    return true;
  }

  payInterest(corp: Corporation): void {
    this.paid = { corp, borrowedSince: false };
    payInterest(this.round.game, corp, this.rate);
  }

  private mayRepay(corp: Corporation): boolean {
    return corp.loans > 0 && corp.cash >= this.round.game.data.loans!.value && !this.paid!.borrowedSince;
  }

  take(corp: Corporation): void {
    const why = whyNoLoan(this.round.game, corp);
    if (why) throw new GameError(why);
    if (this.paid?.corp === corp) this.paid.borrowedSince = true;
    takeLoan(this.round.game, corp);
  }

  repay(corp: Corporation): void {
    if (this.paid?.corp !== corp || !this.mayRepay(corp)) throw new GameError(`${corp.sym} may repay a loan only after its interest, with a loan's value in its treasury, and not after taking a loan`);
    repayLoan(this.round.game, corp);
  }
}
