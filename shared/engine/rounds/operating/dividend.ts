// Paying or withholding (1830 7.5): after the trains have run, the revenue is
// paid out to the shareholders or kept in the treasury, half and half where
// the title allows it; in receivership it repays the bank's loan (7.7).
import { Player, type Corporation } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import { inReceivership, repayFromRevenue } from "../../receivership.ts";
import { shareCount } from "../../loans.ts";
import { dividendBoxes } from "../../shares.ts";
import type { OperatingRound } from "../operating.ts";
import type { DividendRules } from "./rules.ts";
import { STEPS, TurnStep, type OperatingStep } from "./turn.ts";
import { payScrapValue, trainLeavesHolder } from "../companies.ts";

/** TitleData.halfDividendKeepsWholePerShare: half the revenue rounded down to whole money per share; with two shares, exactly half. */
function keptWholePerShare(corp: Corporation, revenue: number): number {
  const shares = shareCount(corp);
  return shares === 2 ? revenue / 2 : Math.floor(revenue / 2 / shares) * shares;
}

export class DividendStep extends TurnStep implements OperatingStep {
  constructor(
    op: OperatingRound,
    private readonly rules: DividendRules,
  ) {
    super(op);
  }

  actions(corp: Corporation): "dividend"[] {
    return this.turn!.revenue > 0 && !corp.def.splitsRevenue ? ["dividend"] : [];
  }

  legalActions(corp: Corporation): LegalAction[] {
    const turn = this.turn!;
    return [{ type: "dividend", kinds: this.kinds(corp), revenue: turn.revenue, ...(turn.treasuryRevenue > 0 ? { treasury: turn.treasuryRevenue } : {}) }];
  }

  whyNot(corp: Corporation, at: string): string {
    return `1830 7.5: revenue is paid out or withheld after the trains run; ${corp.sym} is at "${at}"`;
  }

  /** Nothing to decide: a minor splits its revenue ([split revenue]), nothing run is withheld. */
  skip(corp: Corporation): boolean {
    this.pay(corp.def.splitsRevenue && this.turn!.revenue > 0 ? "half" : "withhold");
    return true;
  }

  /** The dividends this corporation may choose (1830 7.5; V-7.1 half; 7.7: withheld only, in receivership). */
  kinds(corp: Corporation): ("payout" | "half" | "withhold")[] {
    if (inReceivership(corp) || this.mustRetain(corp)) return ["withhold"];
    return this.rules.half ? ["payout", "half", "withhold"] : ["payout", "withhold"];
  }

  /**
   * 1830 7.5: pay the revenue out to shareholders (pool shares pay the
   * corporation; certificates in the initial offering or held back for
   * exchanges pay nothing) or keep it. Where the title allows it, half may be
   * paid and half kept ([half dividends]); a corporation that splits its
   * revenue always does so (a minor). Revenue the routes earn for the
   * treasury alone (a mine's value) is paid to it first. Payments are rounded
   * up, or down in the bank's favour (TitleData.payoutRounding).
   */
  /** TitleData.dividendMoves "byMultiple": the amount paid against the share price. */
  private moveByMultiple(sym: string, paid: number, price: number): void {
    const market = this.game.market;
    if (paid < price / 2) return market.moveLeft(sym);
    const boxes = paid >= price * 3 && price >= 165 ? 3 : paid >= price * 2 ? 2 : paid >= price ? 1 : 0;
    for (let i = 0; i < boxes; i++) market.moveRight(sym);
  }

  /** TitleData.dividendMoves "byPriceMultiple": nothing paid one box down; from the price one up, from twice it two. */
  private moveByPriceMultiple(sym: string, paid: number, price: number): void {
    const market = this.game.market;
    if (paid === 0) return market.moveLeft(sym);
    // A box worth nothing (an acquisition box) counts as the least price above nothing.
    const counted = price > 0 ? price : Math.min(...market.grid.flat().flatMap((c) => (c && c.price > 0 ? [c.price] : [])));
    const boxes = paid >= counted * 2 ? 2 : paid >= counted ? 1 : 0;
    for (let i = 0; i < boxes; i++) market.moveRight(sym);
  }

  /** 1830+ S-5.2 3.0: the corporation holds the "retain revenue" token, where its title plays the tokens (Title.operatingParts.uncertainty). */
  private mustRetain(corp: Corporation): boolean {
    return this.game.title.operatingParts?.uncertainty?.mustRetain(this.game, corp) ?? false;
  }

  pay(kind: "payout" | "withhold" | "half"): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const revenue = turn.revenue;
    require(kind !== "half" || this.rules.half || corp.def.splitsRevenue, "1830 7.5: a dividend is paid in full or withheld");
    require(!corp.def.splitsRevenue || kind === "half" || revenue === 0, `[split revenue]: ${corp.sym} always pays half its revenue and keeps half`);
    require(!inReceivership(corp) || kind === "withhold", `1830 7.7: ${corp.sym} is in receivership: it may not pay dividends; its revenue repays the loan`);
    require(!this.mustRetain(corp) || kind === "withhold", `1830 S-5.2 3.0: ${corp.sym} holds the "retain revenue" token: all its revenue must be retained`);
    if (turn.treasuryRevenue > 0) {
      this.game.pay(this.game.bank, corp, turn.treasuryRevenue);
      this.game.log(`${corp.sym} earns ${this.game.money(turn.treasuryRevenue)} for its treasury`);
    }
    const before = this.game.market.price(corp.sym);
    const paying = revenue > 0 && kind !== "withhold";
    // 1830 V-7.1 split revenues: the dividend half is paid in whole dollars per 10% share, rounded down, and the
    // railroad keeps the rest, so that no more than the revenue is ever paid (docs/rules-1830.md "V-7.1").
    const wholePerShare = kind === "half" && this.rules.halfWholePerShare && !corp.def.splitsRevenue;
    // TitleData.halfDividendKeepsWholePerShare: the corporation keeps half in whole money per 10% share, the rest is paid.
    const keepsWhole = kind === "half" && this.rules.halfKeepsWholePerShare && !corp.def.splitsRevenue;
    const paid = kind !== "half" ? revenue : wholePerShare ? Math.floor(revenue / 20) * 10 : keepsWhole ? revenue - keptWholePerShare(corp, revenue) : revenue / 2;
    const round = this.game.data.payoutRounding === "down" ? Math.floor : Math.ceil;
    if (paying) {
      if (kind === "half") {
        const kept = wholePerShare || keepsWhole ? revenue - paid : Math.floor(revenue / 2);
        this.game.pay(this.game.bank, corp, kept);
        this.game.log(`${corp.sym} keeps ${this.game.money(kept)} of its ${this.game.money(revenue)}`);
      }
      const perShare = paid / 10;
      const payments: string[] = [];
      // Certificates just exchanged for a minor that already ran this round pay nothing ([merged minors]).
      const paying = (holder: Player | "pool" | "ipo") => corp.shares.reduce((t, s) => t + (s.holder === holder && !s.idleThisRound ? s.percent : 0), 0);
      for (const p of this.game.players) {
        const amount = round((paying(p) / 10) * perShare);
        if (amount > 0) {
          this.game.pay(this.game.bank, p, amount);
          payments.push(`${this.game.money(amount)} to ${p.name}`);
        } else if (amount < 0) {
          // [shorts]: a short pays the dividend its share would earn, even beyond the player's money.
          p.cash += amount;
          this.game.bank.cash -= amount;
          payments.push(`${this.game.money(-amount)} from ${p.name}`);
        }
      }
      // The pool's certificates pay the corporation; with incremental capitalization its treasury's do, and the pool's nothing.
      const own = round((paying(this.game.data.incrementalCapital ? "ipo" : "pool") / 10) * perShare);
      if (own > 0) {
        this.game.pay(this.game.bank, corp, own);
        payments.push(`${this.game.money(own)} to ${corp.sym}`);
      }
      this.game.log(`${corp.sym} pays out ${this.game.money(paid)} = ${this.game.money(perShare)} per 10% (${payments.join(", ") || "to nobody"})`);
      if (this.rules.moves === "byMultiple") {
        if (before !== null) this.moveByMultiple(corp.sym, paid, before);
      } else if (this.rules.moves === "byPriceMultiple") {
        if (before !== null) this.moveByPriceMultiple(corp.sym, paid, before);
      } else if (kind !== "half" && this.rules.riseNeedsDividendOfPrice && paid < before!) {
        // 1830 V-5.2: the value rises only for a dividend (all the revenue paid out) of at least the share price.
        this.game.log(`${corp.sym}'s dividend of ${this.game.money(paid)} is below its share price: the share value does not rise`);
      } else if (kind !== "half") {
        // 1830 5.5: one box right; 1830+ S-5.2 5.5: up to four after the reforms.
        for (let i = dividendBoxes(this.game, paid, before!); i > 0; i--) this.game.market.moveRight(corp.sym);
      }
      // A half dividend moves the value down and right on a hex-shaped market; on 1830's it stays (V-7.1).
      else if (this.game.data.hexMarket) this.game.market.moveDownRight(corp.sym);
    } else {
      if (revenue > 0 && inReceivership(corp)) {
        // 1830 7.7: the revenue repays the loan; the excess, on the turn it is repaid, goes into the treasury.
        const excess = repayFromRevenue(this.game, corp, revenue);
        if (excess > 0) {
          this.game.pay(this.game.bank, corp, excess);
          this.game.log(`${corp.sym} keeps the remaining ${this.game.money(excess)}`);
        }
      } else if (revenue > 0) {
        this.game.pay(this.game.bank, corp, revenue);
        this.game.log(`${corp.sym} withholds ${this.game.money(revenue)}`);
      } else {
        this.game.log(`${corp.sym} does not run`);
      }
      if (this.rules.moves === "byMultiple") {
        if (before !== null) this.moveByMultiple(corp.sym, 0, before);
      } else if (this.rules.moves === "byPriceMultiple") {
        if (before !== null) this.moveByPriceMultiple(corp.sym, 0, before);
      } else this.game.market.moveLeft(corp.sym);
    }
    const after = this.game.market.price(corp.sym);
    if (after !== before) this.game.log(`${corp.sym}'s share price moves from ${this.game.money(before!)} to ${this.game.money(after!)}`);
    // TrainDef.obsoleteOn: an obsolete train has run its last run; it leaves the game with the dividend.
    for (const t of corp.trains.filter((x) => x.obsolete)) {
      corp.trains.splice(corp.trains.indexOf(t), 1);
      t.owner = null;
      t.rusted = true;
      this.game.log(`${corp.sym}'s obsolete ${t.name} train is removed`);
      payScrapValue(this.game, corp, t);
      trainLeavesHolder(this.game, t); // [inventor]
    }
    turn.step = STEPS.indexOf("dividend") + 1;
  }
}
