// Buying private companies (1830 4.1): from phase 3 the operating corporation
// may buy a player's private for half to twice its face value, at a price
// its owner agrees to (offers.ts); under V-3.0's delayed private company
// sales, only after the stock round that follows the first 3-train. The
// turn's last step, where it also ends with a pass while a private's
// ability may still be used.
import type { ActionOf } from "../../action.ts";
import { Player, type Company, type Corporation } from "../../entities.ts";
import { require } from "../../errors.ts";
import { ability, companyPriceRange } from "../companies.ts";
import { trainsForLimit } from "../../trains.ts";
import type { OperatingRound } from "../operating.ts";
import type { PrivateSalesRules } from "./rules.ts";
import { TurnStep, type OperatingStep } from "./turn.ts";

export class BuyCompaniesStep extends TurnStep implements OperatingStep {
  constructor(
    op: OperatingRound,
    private readonly rules: PrivateSalesRules,
  ) {
    super(op);
  }

  actions(corp: Corporation): ("buy_company" | "pass")[] {
    // A private's tiles laid together under way are given up by the corporation's move (TitleData.togetherLaysMayStop):
    // as 18xx.games decides it after giving them up, their private keeps no pass open here.
    return this.canBuyCompanies() ? ["buy_company", "pass"] : this.hasUsableAbility(corp, this.turn?.together?.company) ? ["pass"] : [];
  }

  whyNot(corp: Corporation): string {
    if (this.waitsForTrain(corp)) return this.trainFirst(corp);
    return this.whyNoCompanySales() ?? `1830 4.1: ${corp.sym} cannot pay for any private company for sale`;
  }

  /**
   * Why corporations may not buy private companies now, or null: 1830 4.1, only in the phases that
   * allow it (from the first 3-train); under V-3.0's delayed private company sales, only once the stock
   * round that follows the start of the first such phase is over.
   */
  whyNoCompanySales(): string | null {
    const phases = this.game.phases;
    if (!this.game.phase.buyCompanies) {
      const allowing = phases.defs.filter((p) => p.buyCompanies).map((p) => p.name);
      return `1830 4.1: corporations may buy private companies only in phase${allowing.length > 1 ? "s" : ""} ${allowing.join(", ")}`;
    }
    if (!this.rules.afterNextStockRound) return null;
    const first = phases.defs.find((p) => p.buyCompanies)!;
    return this.game.stockRoundNumber > phases.stockRoundsBefore.get(first.name)!
      ? null
      : "1830 V-3.0: corporations may buy private companies only after the stock round following the purchase of the first 3-train";
  }

  /** 4.1: from phase 3, corporations buy privates from players for half to twice face value. */
  canBuyCompanies(): boolean {
    if (this.whyNoCompanySales() || !this.turn) return false;
    const corp = this.turn.corporation;
    if (corp.def.buysNoCompanies || this.waitsForTrain(corp)) return false;
    return this.game.companies.some(
      (c) => !c.closed && c.owner instanceof Player && !ability(c, "noCorporationBuy") && corp.cash >= companyPriceRange(this.game, c).min,
    );
  }

  /** [emergency issue]: a corporation that issued shares for its train buys no private until it owns a train that is
   *  not obsolete, as 18xx.games plays 1846. */
  private waitsForTrain(corp: Corporation): boolean {
    return this.turn?.emergencyIssued === true && !corp.trains.some((t) => !t.obsolete);
  }

  private trainFirst(corp: Corporation): string {
    return `${corp.sym} issued shares to pay for a train: it buys no private company before it owns a train`;
  }

  /** The corporation owns a private with an ability it may still use (the turn then ends with an explicit pass), `except` one. */
  private hasUsableAbility(corp: Corporation, except?: Company): boolean {
    const companies = corp.companies.filter((c) => c !== except);
    if (companies.some((c) => this.op.stations.freeStationPlaces(c).length > 0)) return true;
    // A private whose lays belong to the track step ("extraTileLay" trackStep) has no use left in this one.
    // Nor has one whose lay is one of the turn's ("consumesLay").
    const extra = (c: Company) => ability(c, "extraTileLay") && !ability(c, "extraTileLay")!.trackStep && !ability(c, "extraTileLay")!.consumesLay;
    // [hex bonus]: a bonus placed once that is not placed yet (as 18xx.games waits for it: Meat Packing, Boomtown).
    const bonus = this.game.title.operatingParts?.hexBonus;
    const unplaced = (c: Company) => !ability(c, "bonusHex")?.eachTurn && !!bonus?.placeable(c, corp, this.op.name);
    return companies.some((c) => (!c.used && (extra(c) || ability(c, "moveStation"))) || (c.extraLayLeft && ability(c, "moveStation")) || unplaced(c));
  }

  /** `agreed`: the private's owner accepted this purchase (an offer's answer). */
  buy(action: ActionOf<"buy_company">, agreed = false): void {
    const corp = this.turn!.corporation;
    const company = this.checkCompanyPurchase(action, agreed);
    const seller = company.owner as Player;
    this.game.pay(corp, seller, action.price);
    seller.companies.splice(seller.companies.indexOf(company), 1);
    company.owner = corp;
    corp.companies.push(company);
    this.game.log(`${corp.sym} buys ${company.def.name} from ${seller.name} for ${this.game.money(action.price)}`);
    this.game.title.operatingParts?.hexBonus?.bought(company, corp); // [hex bonus]
    // A minor's card: the corporation takes the minor over.
    const minor = ability(company, "minor");
    if (minor) this.game.title.operatingParts?.minorTakeOver?.(this.game, this.game.corporation(minor.corporation), corp);
    // "tileLayWhenSold": the seller may now lay the private's tile for the corporation.
    if (ability(company, "tileLayWhenSold") && !company.used) {
      this.turn!.soldLay = company;
      company.actingFor = seller;
    }
  }

  /** Every rule a corporation's purchase of a private meets (1830 4.1), checked before anything changes. */
  checkCompanyPurchase(action: ActionOf<"buy_company">, agreed: boolean): Company {
    const corp = this.turn!.corporation;
    const closed = this.whyNoCompanySales();
    require(!closed, closed!);
    const company = this.game.company(action.company);
    require(!company.closed && company.owner instanceof Player, `1830 4.1: ${company.sym} is not for sale`);
    require(!ability(company, "noCorporationBuy"), `1830 BO: ${company.sym} may not be sold to a corporation`);
    require(!corp.def.buysNoCompanies, `${corp.sym} may not buy private companies`);
    require(!this.waitsForTrain(corp), this.trainFirst(corp));
    const { min, max } = companyPriceRange(this.game, company);
    require(action.price >= min && action.price <= max, `${this.game.data.companyPricesUpToFace ? "" : "1830 4.1: "}${company.sym} sells for ${this.game.money(min)} to ${this.game.money(max)}`);
    require(corp.cash >= action.price, `1830 4.1: ${corp.sym} has only ${this.game.money(corp.cash)}`);
    const minor = ability(company, "minor");
    if (minor) {
      const trains = this.game.corporation(minor.corporation).trains.length;
      require(trainsForLimit(corp) + trains <= this.game.trainLimit(corp), `${corp.sym} has no room for ${minor.corporation}'s train${trains > 1 ? "s" : ""}`);
    }
    const seller = company.owner;
    // 1830 4.1: a player sells his private at a price he agrees to, unless he presides over the buyer.
    require(agreed || !this.game.options.consent || !this.op.offers.asks(seller), `1830 4.1: ${seller.name} owns ${company.def.name} and must agree to the price: offer it`);
    return company;
  }

}
