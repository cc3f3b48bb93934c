// Purchases that wait for the seller's agreement (1830 4.1, 7.6): another
// president's corporation's train, another player's private. The operating
// corporation offers a price; the round waits for the seller's answer before
// anything else happens; an accepted offer is the purchase, by the same rules.
import type { ActionOf, GameActionType } from "../../action.ts";
import { Corporation, Player, type Entity } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import { ability, companyPriceRange } from "../companies.ts";
import { trainsForLimit } from "../../trains.ts";
import { TurnStep, type Offer } from "./turn.ts";

export class Offers extends TurnStep {
  /** The offer waiting for its answer. */
  pending: Offer | null = null;

  /** Why nothing but the answer may happen now, or null when no offer waits. */
  whyWaiting(): string | null {
    if (!this.pending) return null;
    const { seller } = this.pending;
    const answerer = seller instanceof Corporation ? `${seller.sym} (${seller.president?.name ?? "nobody"})` : seller.name;
    return `${this.pending.train ? "1830 7.6" : "1830 4.1"}: ${answerer} must first answer ${this.turn!.corporation.sym}'s offer for ${this.offerSubject(this.pending)}`;
  }

  /** The answer the seller may give: to the offer waiting, accepted or declined. */
  answers(): LegalAction[] {
    const offer = this.pending!;
    const corp = this.turn!.corporation;
    const proposer = corp.president!.id;
    const subject = offer.train ? { train: offer.train.id } : { company: offer.company!.sym };
    return [{ type: "respond", ...subject, price: offer.price, from: proposer, buyer: corp.sym }];
  }

  /**
   * The purchases the allowed `types` offer: trains (bank and other corporations) and privates;
   * those whose seller's president must agree come as offers (1830 4.1, 7.6).
   */
  purchases(types: GameActionType[]): LegalAction[] {
    const corp = this.turn!.corporation;
    const out: LegalAction[] = [];
    if (types.includes("buy_train")) {
      for (const p of this.op.trains.trainPurchases(corp)) {
        const seller = p.type === "buy_train" && p.from !== "depot" ? this.game.corporation(p.from) : null;
        out.push(seller && p.type === "buy_train" && this.asks(seller) ? { type: "offer", train: p.train, buyer: corp.sym, seller: seller.sym, min: p.min, max: p.max } : p);
      }
    }
    if (types.includes("buy_company")) {
      for (const c of this.game.companies) {
        if (c.closed || !(c.owner instanceof Player) || ability(c, "noCorporationBuy")) continue;
        // A minor's card: only with room for the minor's trains.
        const minor = ability(c, "minor");
        if (minor && trainsForLimit(corp) + this.game.corporation(minor.corporation).trains.length > this.game.trainLimit(corp)) continue;
        const range = companyPriceRange(this.game, c);
        const min = range.min;
        const max = Math.min(range.max, corp.cash);
        if (min > max) continue;
        out.push(this.asks(c.owner) ? { type: "offer", company: c.sym, buyer: corp.sym, seller: c.owner.id, min, max } : { type: "buy_company", company: c.sym, min, max });
      }
    }
    return out;
  }

  /**
   * Whether a purchase from this seller waits for its agreement: another corporation's train is
   * bought at a price both presidents agree (1830 7.6), a private at a price its owner agrees
   * (4.1); a president agrees with himself. A corporation without a president has nobody to ask.
   */
  asks(seller: Corporation | Player): boolean {
    const agrees = seller instanceof Corporation ? seller.president : seller;
    return agrees !== null && agrees !== this.turn!.corporation.president;
  }

  /** What an offer is for, in words: "NYC's 2-train (2-1)", "Schuylkill Valley". */
  private offerSubject(offer: Offer): string {
    return offer.train ? `${(offer.seller as Corporation).sym}'s ${offer.train.name}-train (${offer.train.id})` : offer.company!.def.name;
  }

  /**
   * 1830 4.1, 7.6: the operating corporation proposes a purchase its seller's president must
   * agree to; the offer meets every rule the purchase itself does.
   */
  make(action: ActionOf<"offer">): void {
    const corp = this.turn!.corporation;
    require((action.train === undefined) !== (action.company === undefined), "1830 7.6: an offer is for one train or one private company");
    require(action.to === undefined, "1830 4.1: corporations buy private companies, they do not sell them");
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: action.price };
    let pending: Offer;
    if (action.train !== undefined) {
      require(this.op.actionTypes(corp).includes("buy_train"), this.op.whyNot(corp, "buy_train"));
      const { train, seller } = this.op.trains.checkTrainPurchase({ type: "buy_train", ...buy, train: action.train }, true);
      require(seller, `1830 7.6: trains from the bank are bought, not offered for`);
      pending = { train, company: null, price: action.price, seller };
    } else {
      require(this.op.actionTypes(corp).includes("buy_company"), this.op.whyNot(corp, "buy_company"));
      const company = this.op.companies.checkCompanyPurchase({ type: "buy_company", ...buy, company: action.company! }, true);
      pending = { train: null, company, price: action.price, seller: company.owner as Player };
    }
    const { seller } = pending;
    require(this.asks(seller), `1830 7.6: ${corp.president!.name} presides over ${corp.sym} and ${seller instanceof Corporation ? seller.sym : "owns the private"}: buy it without an offer`);
    this.pending = pending;
    this.game.log(`${corp.sym} offers ${seller instanceof Corporation ? seller.sym : seller.name} ${this.game.money(action.price)} for ${this.offerSubject(pending)}`);
  }

  /** The seller's answer: an accepted offer is the purchase at the offered price; a declined one changes nothing. */
  respond(action: ActionOf<"respond">, entity: Entity): void {
    const offer = this.pending;
    const corp = this.turn!.corporation;
    require(offer && entity === offer.seller, "1830 7.6: no offer is waiting for this answer");
    require(offer.train ? action.train === offer.train.id && action.company === undefined : action.company === offer.company!.sym && action.train === undefined,
      `1830 7.6: the offer waiting is for ${this.offerSubject(offer)}`);
    const who = offer.seller instanceof Corporation ? offer.seller.sym : offer.seller.name;
    if (!action.accept) {
      this.pending = null;
      this.game.log(`${who} declines ${corp.sym}'s offer for ${this.offerSubject(offer)}`);
      return;
    }
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: offer.price };
    if (offer.train) this.op.trains.buy({ type: "buy_train", ...buy, train: offer.train.id }, true);
    else this.op.companies.buy({ type: "buy_company", ...buy, company: offer.company!.sym }, true);
    this.pending = null;
  }

}
