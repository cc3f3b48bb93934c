// A forced train purchase (1830 C-2.3.1): a corporation with a route and no
// train must buy one. What pays for it when the treasury is short: the
// president's money, then his share sales (C-2.3.2), and bankruptcy when even
// they fall short (C-2.4); or, in the Base Game, the bank's loan and
// receivership (7.6.2, 7.7).
import type { ActionOf } from "../../action.ts";
import type { Corporation, Player } from "../../entities.ts";
import { GameError, require } from "../../errors.ts";
import type { Game } from "../../game.ts";
import type { LegalAction } from "../../legal.ts";
import type { TitleData } from "../../title.ts";
import type { Train } from "../../trains.ts";
import { bundleFor, moveCertificates, saleTerms, sellablePercents, sellShares } from "../../shares.ts";
import type { OperatingRound } from "../operating.ts";
import type { BuyTrainsStep } from "./buy-trains.ts";
import { TurnStep } from "./turn.ts";
import { buysTrainOnItsOwn, withoutPresident } from "../../without-president.ts";
import { closeAtZero } from "../../closing.ts";

/** A train purchase the treasury cannot pay alone, as ForcedPurchaseMoney.checkShortfall judges it. */
export interface Shortfall {
  corp: Corporation;
  train: Train;
  /** Another corporation selling its train, or null for the bank. */
  seller: Corporation | null;
  price: number;
  /** A train traded in (a bank train's discount). */
  exchange: boolean;
  /** What the treasury lacks. */
  shortfall: number;
  /** The corporation must buy a train (C-2.3.1). */
  forced: boolean;
  /** A trainless corporation relieved of that obligation (ForcedPurchase.relievedTrainless). */
  relieved: boolean;
  /** A trainless corporation whose president may count a bonus stop for its route (ForcedPurchase.presidentMayCount). */
  counted: boolean;
  /** The cheapest train the bank sells it. */
  cheapest: number;
}

/**
 * Who pays what the treasury lacks for a train: a named rule the title's data chooses
 * (forcedPurchaseMoney), which the buy-trains step takes as it is.
 */
export interface ForcedPurchaseMoney {
  /** The most the corporation may pay for a bank train; `forced`: it must buy one. */
  depotBudget(corp: Corporation, forced: boolean): number;
  /** The most it may pay for another corporation's train; `relieved`: ForcedPurchase.relievedTrainless. */
  acrossBudget(corp: Corporation, forced: boolean, relieved: boolean): number;
  /** Refuses, naming the rule, a purchase the treasury cannot pay alone that the rule does not allow. */
  checkShortfall(game: Game, purchase: Shortfall): void;
  /** The part of the shortfall the bank lends (the rest is the president's). */
  loan(shortfall: number, president: Player): number;
  /** The president may sell shares to raise the money (C-2.3.2), and goes bankrupt when even that falls short (C-2.4). */
  readonly presidentSells: boolean;
  /** Why the president may not sell shares now. */
  whyNoSale(corp: Corporation, name: string): string;
  /** Why the corporation may not declare bankruptcy now. */
  whyNoBankruptcy(corp: Corporation, at: string): string;
}

/**
 * 1830 C-2.3 (1830 Classic; 1882 and 1837 alike): the president adds his money, for the cheapest
 * bank train or another corporation's at most at face value, sells shares for it, and goes
 * bankrupt when he cannot raise it (C-2.4).
 */
export const PRESIDENT_PAYS: ForcedPurchaseMoney = {
  depotBudget: (corp, forced) => (forced ? corp.cash + corp.president!.cash : corp.cash),
  acrossBudget: (corp, forced, relieved) => (forced || relieved ? corp.cash + corp.president!.cash : corp.cash),
  checkShortfall(game, { corp, train, seller, price, shortfall, forced, relieved, counted, cheapest }) {
    const president = corp.president!;
    // C-2.3.1: only a forced purchase may draw on the president's cash (or, from another corporation, the
    // purchase of a corporation relieved of its obligation: relievedTrainless; or one whose president counts
    // a bonus stop for its route: presidentMayCount).
    require(forced || counted || (seller && relieved), `1830 7.6: ${corp.sym} has ${game.money(corp.cash)}; credit is not allowed`);
    require(!seller ? price === cheapest || game.data.forcedPurchaseAnyTrain === true : price <= train.def.price,
      "C-2.3.1: with the president's money, only the cheapest train (or another corporation's at most at face value)");
    // TitleData.presidentSellsForDearest: his money helps only a treasury short of the bank's cheapest train.
    require(seller || !game.data.presidentSellsForDearest || corp.cash < cheapest,
      `${corp.sym} has ${game.money(corp.cash)}, enough for the bank's cheapest train: its president adds no money to buy a dearer one`);
    require(president.cash >= shortfall,
      forced ? `C-2.3.2: ${president.name} must raise ${game.money(shortfall - president.cash)} more by selling shares` : `1830 7.6: ${president.name} has only ${game.money(president.cash)} to add`);
  },
  loan: () => 0,
  presidentSells: true,
  whyNoSale: (corp, name) => `1830 7.0: ${corp.sym} is operating; ${name} may sell shares only to pay for a forced train purchase (C-2.3)`,
  whyNoBankruptcy: (corp, at) => `1830 7.1: ${corp.sym} cannot bankrupt at "${at}"`,
};

/**
 * 1830 7.6.2 (the Base Game): "both the railroad and its president spend all of their money and
 * the bank pays the rest" for the least expensive train, as a loan that puts the railroad in
 * receivership (7.7); the president sells nothing and nobody goes bankrupt. Another railroad's
 * train is bought with the railroad's money only.
 */
export const BANK_LENDS: ForcedPurchaseMoney = {
  depotBudget: (corp, forced) => (forced ? Infinity : corp.cash),
  acrossBudget: (corp, forced, relieved) => (!forced && relieved ? corp.cash + corp.president!.cash : corp.cash),
  checkShortfall(game, { corp, seller, price, exchange, forced, cheapest }) {
    // 1830 7.6.2: the president's money, and then the bank's loan, pay only for the least expensive train
    // between the bank and the open market, and only in a forced purchase.
    require(forced, `1830 7.6: ${corp.sym} has ${game.money(corp.cash)}; credit is not allowed`);
    require(!seller && !exchange && price === cheapest,
      `1830 7.6.2: ${corp.sym} has ${game.money(corp.cash)}; with its president's money or the bank's loan it buys only the least expensive train of the bank or the open market (${game.money(cheapest)})`);
  },
  loan: (shortfall, president) => Math.max(0, shortfall - president.cash),
  presidentSells: false,
  // 1830 7.6.2 (the Base Game): no sales for a forced purchase; the bank lends what is missing.
  whyNoSale: (corp, name) => `1830 7.6.2: ${corp.sym} is operating; ${name} sells no shares in an operating round (the bank lends what a forced train purchase lacks)`,
  whyNoBankruptcy: (corp) => `1830 7.6.2: nobody goes bankrupt: the bank lends what ${corp.sym} and its president lack for the train (receivership, 7.7)`,
};

/** The rule a title plays: the Base Game's loan where it has receivership (TitleData.receivership), else C-2.3. */
/**
 * As PRESIDENT_PAYS, but the president's money pays only for a train from the bank, never another
 * corporation's (TitleData.forcedPurchaseFromBank; 18xx.games' 1889).
 */
export const PRESIDENT_PAYS_BANK_TRAIN: ForcedPurchaseMoney = {
  ...PRESIDENT_PAYS,
  acrossBudget: (corp, forced, relieved) => (relieved ? corp.cash + corp.president!.cash : corp.cash),
  checkShortfall(game, purchase) {
    require(!purchase.seller || purchase.relieved, `C-2.3.1: ${purchase.corp.sym}'s president adds his money only for a train from the bank`);
    PRESIDENT_PAYS.checkShortfall(game, purchase);
  },
};

export function forcedPurchaseMoney(data: TitleData): ForcedPurchaseMoney {
  return data.receivership ? BANK_LENDS : data.forcedPurchaseFromBank ? PRESIDENT_PAYS_BANK_TRAIN : PRESIDENT_PAYS;
}

export class ForcedPurchase extends TurnStep {
  constructor(
    op: OperatingRound,
    private readonly trains: BuyTrainsStep,
    /** Who pays what the treasury lacks. */
    readonly money: ForcedPurchaseMoney,
  ) {
    super(op);
  }

  /** C-2.3.1: a corporation with a route and no train must buy one (not one that need not own trains, CorporationDef.trainOptional). */
  mustBuyTrain(): boolean {
    const corp = this.op.current;
    if (!corp || this.step !== "trains" || corp.def.trainOptional) return false;
    // A corporation without a president (its president's certificate in the pool) has nobody to make it buy.
    if (!corp.president) return false;
    // TitleData.trainAlways: a corporation must own a train whether or not it has a route;
    // TitleData.newTrainsOblige: only while the bank has new trains it may own.
    if (this.game.data.newTrainsOblige && !this.game.depot.upcoming.some((t) => this.trains.mayOwn(corp, t))) return false;
    // [bonus stop route]: a president who has sold shares for the train has counted the bonus stop: the purchase is forced.
    const counted = this.game.data.bonusStopMayOblige === true && this.turn!.soldForTrain.length > 0;
    return corp.trains.length === 0 && this.trains.depotTrains().length > 0 && (this.game.data.trainAlways === true || counted || this.op.routes.hasTrainRoute(corp));
  }

  /**
   * A forced purchase the president's money may help with now: not while the corporation may still issue shares
   * for it ([emergency issue]: it issues first; 18xx.games' 1846).
   */
  presidentMayPay(): boolean {
    return this.mustBuyTrain() && !this.op.issues?.emergencyIssues(this.op.current!).length;
  }

  /**
   * TitleData.newTrainsOblige: a trainless corporation relieved of its obligation because the
   * bank has no new train left that it may own may still buy another corporation's train for
   * more than its treasury, its president paying the rest (at most the train's face value, as
   * in a forced purchase); he sells no shares for it.
   */
  relievedTrainless(): boolean {
    const corp = this.op.current;
    if (!corp || this.step !== "trains" || corp.def.trainOptional || corp.trains.length > 0 || !this.game.data.newTrainsOblige) return false;
    if (this.game.depot.upcoming.some((t) => this.trains.mayOwn(corp, t))) return false;
    return this.game.data.trainAlways === true || this.op.routes.hasTrainRoute(corp);
  }

  /**
   * [bonus stop route] (TitleData.bonusStopMayOblige, 1882 11.5: "the company president can choose whether to count
   * the fishing exit"): a trainless corporation whose route has its second stop only by a bonus stop need not buy a
   * train, but its president may count the stop and pay, as in a forced purchase, what the treasury lacks for the
   * cheapest bank train (or another company's at most at face value), and sell shares for it where his money falls
   * short (11.8) and the sales can raise it; once he has sold shares for it, the purchase is forced (mustBuyTrain).
   */
  presidentMayCount(): boolean {
    const corp = this.op.current;
    if (!corp || !this.game.data.bonusStopMayOblige || this.step !== "trains" || corp.def.trainOptional || corp.trains.length > 0) return false;
    return this.trains.depotTrains().length > 0 && !this.mustBuyTrain() && this.op.routes.hasRoute(corp);
  }

  /**
   * C-2.3.2: "the president may only sell enough shares to be able to make the forced purchase"
   * (1882 11.8: no more than the selected train requires). After such a sale, another
   * corporation's train must cost more than the money there was without the last share sold.
   */
  leastAfterEmergencySale(): number {
    const turn = this.turn!;
    const corp = turn.corporation;
    if (turn.emergencySharePrice === null || !this.mustBuyTrain() || corp.cash >= this.trains.cheapestDepotPrice()) return 1;
    return Math.max(1, corp.cash + corp.president!.cash - turn.emergencySharePrice + 1);
  }

  /** [emergency presidencies] (TitleData.emergencySellerKeepsPresidency): why the train may not be bought from this
   *  company, whose presidency the president's sales for it moved, or null. */
  whyNotSeller(seller: Corporation): string | null {
    if (!this.turn!.presidenciesMoved?.includes(seller)) return null;
    return `[emergency presidencies]: the sales for the train changed the president of ${seller.sym}, which may therefore not sell it`;
  }

  /** C-2.4: bankruptcy is declared only when the president cannot raise the price of the cheapest train. */
  cannotAffordTrain(): boolean {
    const corp = this.op.current!;
    const president = corp.president!;
    const cheapest = this.trains.cheapestDepotPrice();
    // The treasury and the president's cash pay for it: what sales and issues would raise (never less than nothing) is not asked.
    if (corp.cash + president.cash >= cheapest) return false;
    // What the emergency sales may raise: those that keep the presidencies they must keep (C-2.3.2).
    const raisable = this.game.corporations.reduce((total, c) => {
      if (this.whyNotAgain(c)) return total;
      // Not a sale that would close the buying corporation: it is refused (whyNotEmergencySale).
      const percents = sellablePercents(this.game, president, c).filter((percent) => !this.whyPresidencyChanges(president, c, percent) && !this.closesBuyer(president, c, percent));
      const max = percents.length ? Math.max(...percents) : 0;
      return total + (max ? saleTerms(this.game, president, c, max).proceeds : 0);
    }, 0);
    // [emergency issue]: what the corporation's largest issue for the train would still raise counts too (18xx.games).
    let issued = { shares: 0, price: 0 };
    for (const l of this.op.issues?.emergencyIssues(corp) ?? []) if (l.type === "sell_shares" && l.shares.length > issued.shares) issued = { shares: l.shares.length, price: l.price };
    return corp.cash + issued.price + president.cash + raisable < cheapest;
  }

  canEmergencySell(): boolean {
    // 1830 7.6.2: the president sells nothing for a forced purchase; the bank's loan pays the rest (C-2.3.2 is Classic's).
    if (!this.money.presidentSells) return false;
    const corp = this.op.current!;
    // [bonus stop route]: a president who may count a bonus stop sells only where the sales can raise the price.
    if (!this.mustBuyTrain() && !(this.presidentMayCount() && !this.cannotAffordTrain())) return false;
    // [emergency issue]: the corporation issues first; its president sells only when it can issue no more.
    if (this.op.issues?.emergencyIssues(corp).length) return false;
    // TitleData.presidentSellsForDearest: he may sell towards any form of a train the bank sells, not only the cheapest.
    // He adds nothing while the treasury pays for the cheapest form of the bank's cheapest train.
    if (this.game.data.presidentSellsForDearest && this.mustBuyTrain()) {
      return corp.cash < this.trains.cheapestDepotPrice() && corp.cash + corp.president!.cash < this.trains.dearestDepotPrice();
    }
    return corp.cash + corp.president!.cash < this.trains.cheapestDepotPrice();
  }

  /** C-2.3.2: what the president may sell to raise money for the forced purchase. */
  emergencySales(player: Player): LegalAction[] {
    const legal: LegalAction[] = [];
    for (const c of this.game.corporations) {
      for (const percent of sellablePercents(this.game, player, c)) {
        if (this.whyNotEmergencySale(player, c, percent)) continue;
        const { proceeds: price, boxes } = saleTerms(this.game, player, c, percent);
        legal.push({ type: "sell_shares", corporation: c.sym, shares: bundleFor(player, c, percent).map((s) => s.id), percent, price, boxes });
      }
    }
    return legal;
  }

  /**
   * [sales in blocks] (1837 XIII): a corporation's shares are sold as one block, so once in the sales for a
   * forced purchase too (as 18xx.games sells them): the corporations not to be sold again for this train.
   */
  private soldAsBlocks(): readonly Corporation[] {
    return this.game.data.salesInBlocks ? this.turn!.soldForTrain : [];
  }

  /** Why the president may not sell this corporation's shares again for the train (soldAsBlocks), or null. */
  private whyNotAgain(corp: Corporation): string | null {
    if (!this.soldAsBlocks().includes(corp)) return null;
    return `[sales in blocks]: ${corp.sym}'s shares have been sold for this train already; a corporation's shares are sold as one block`;
  }

  /** C-2.3.2: no change of president in the buying corporation, and no more than needed. */
  private whyNotEmergencySale(player: Player, corp: Corporation, percent: number): string | null {
    const buyer = this.turn!.corporation;
    const again = this.whyNotAgain(corp);
    if (again) return again;
    const presidency = this.whyPresidencyChanges(player, corp, percent);
    if (presidency) return presidency;
    // As 18xx.games holds it (after the designer's ruling on BoardGameGeek): the president's sale may not close the
    // corporation that must buy the train (take its share value to a closing box).
    if (this.closesBuyer(player, corp, percent)) {
      return `${corp.sym} must buy a train: its president may not sell its shares at ${this.game.money(this.game.market.price(corp.sym)!)}, which would close it`;
    }
    // TitleData.presidentSellsForDearest: as much as the dearest form of a bank train needs.
    const target = this.game.data.presidentSellsForDearest ? this.trains.dearestDepotPrice() : this.trains.cheapestDepotPrice();
    const need = target - buyer.cash - player.cash;
    // One share fewer would raise enough (what it brings, as the title sells shares).
    if (saleTerms(this.game, player, corp, percent - 10).proceeds >= need) return "C-2.3.2: the president may sell only as many shares as the train needs";
    return null;
  }

  /** Whether the sale would take the corporation buying the train to a closing box. */
  private closesBuyer(player: Player, corp: Corporation, percent: number): boolean {
    return corp === this.turn!.corporation && !!this.game.market.cellBelow(corp.sym, saleTerms(this.game, player, corp, percent).boxes)?.closes;
  }

  /**
   * No change of president of the buying corporation (C-2.3.2), nor of any other where the title
   * says so ([emergency presidencies]: the train's seller is not known before the sale).
   */
  private whyPresidencyChanges(player: Player, corp: Corporation, percent: number): string | null {
    const buyer = this.turn!.corporation;
    if (corp !== buyer && !(this.game.data.emergencyKeepsPresidencies && corp.president === player)) return null;
    const others = Math.max(0, ...this.game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
    const left = corp.percentOf(player) - percent;
    if (left >= others && left >= corp.shares[0]!.percent) return null;
    return corp === buyer
      ? "C-2.3.2: the sale may not change the president of the corporation buying the train"
      : `[emergency presidencies]: the sale may not change the president of ${corp.sym}`;
  }

  sell(action: ActionOf<"sell_shares">, player: Player): void {
    const shares = action.shares.map((id) => {
      const sym = id.slice(0, id.lastIndexOf("_"));
      return this.game.corporation(sym).shares[Number(id.slice(id.lastIndexOf("_") + 1))]!;
    });
    const corp = shares[0]!.corporation;
    const percent = action.percent ?? shares.reduce((t, s) => t + s.percent, 0);
    const why = this.whyNotEmergencySale(player, corp, percent);
    if (why) throw new GameError(why);
    const sharePrice = this.game.market.price(corp.sym) ?? 0;
    const president = corp.president;
    sellShares(this.game, player, shares, percent);
    // [emergency presidencies]: a company whose presidency the sale moved does not sell the train (emergencySellerKeepsPresidency).
    if (corp.president !== president) (this.turn!.presidenciesMoved ??= []).push(corp);
    this.turn!.emergencySharePrice = sharePrice;
    this.turn!.soldForTrain.push(corp);
  }

  /** C-2.4: the president sells what he can, his cash goes to the bank, and the game ends (C-2.5). */
  bankrupt(): void {
    const corp = this.turn!.corporation;
    const president = corp.president!;
    // A title may settle a bankruptcy its own way (Title.bankruptcy, 1837 under 18xx_games). What was
    // sold for the train is not sold again where shares are sold in blocks.
    const soldAlready = this.soldAsBlocks();
    if (!this.game.title.bankruptcy?.(this.game, corp, president, soldAlready)) this.settleBankrupt(corp, president, soldAlready);
    president.bankrupt = true;
    // [bankruptcy ends the game] (TitleData.bankruptcyEndsWithLastPlayer): at the first bankruptcy, or once one player is left.
    if (!this.game.data.bankruptcyEndsWithLastPlayer || this.game.players.filter((p) => !p.bankrupt).length <= 1) {
      // [closing at zero]: a corporation his sales left at a closing box closes before the game ends, as 18xx.games plays it.
      closeAtZero(this.game);
      // [without a president]: the corporation left without one buys its train first, as 18xx.games plays the last bankruptcy.
      if (withoutPresident(this.game, corp)) buysTrainOnItsOwn(this.game, corp, this.trains);
      // As 18xx.games plays it, the round's moves that need no decision are made before the game ends: the turns that
      // follow of corporations without a president (their runs, dividends and share values), up to a decision.
      while (this.op.settle());
      this.game.endGame("bankrupt");
    }
  }

  /** The rule book's bankruptcy (1830 C-2.4, 1837 [bankruptcy]): the president's sales, his shares and cash. */
  private settleBankrupt(corp: Corporation, president: Player, soldAlready: readonly Corporation[]): void {
    const byPrice = this.game.corporations
      .filter((c) => this.game.market.position(c.sym) && !soldAlready.includes(c))
      .sort((a, b) => this.game.market.compareForOperating(a.sym, b.sym));
    for (const c of byPrice) {
      for (;;) {
        // Not the sales that would change the president of the buyer (C-2.3.2), or of any other where the
        // title says so ([emergency presidencies]: he keeps those shares).
        const percents = sellablePercents(this.game, president, c).filter((x) => !this.whyPresidencyChanges(president, c, x));
        const percent = percents.length ? Math.max(...percents) : 0;
        if (!percent) break;
        sellShares(this.game, president, bundleFor(president, c, percent), percent);
      }
    }
    this.game.log(`${president.name} goes bankrupt`);
    if (this.game.data.bankruptSharesToPool) {
      // [bankruptcy]: every share he could not sell goes to the bank pool, president's certificates
      // included and beyond the pool's limit (a minor's or coal company's certificate is no share).
      for (const c of this.game.corporations) {
        const left = c.sharesOf(president);
        if (left.length && this.game.market.price(c.sym) !== null) {
          moveCertificates(left, "pool");
          this.game.log(`${president.name}'s remaining ${c.sym} certificates (${left.reduce((t, s) => t + s.percent, 0)}%) go to the bank pool`);
        }
      }
    }
    if (president.cash > 0) this.game.pay(president, this.game.bank, president.cash);
  }

}
