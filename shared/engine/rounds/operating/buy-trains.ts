// Buying trains (1830 7.6): from the bank in order, traded in for a discount,
// or from another corporation at a price the presidents agree; the train
// limit; the first train of a type starting a phase and retiring older
// trains (T-07; V-3.0 delayed obsolescence); a surrender at the limit
// ([train surrender]); discards over the limit (7.6.1). The forced purchase
// of a corporation without a train is its own part (forced-purchase.ts).
import { withoutPresident } from "../../without-president.ts";
import type { ActionOf, GameActionType } from "../../action.ts";
import { Corporation, Player } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import { inReceivership, takeLoan } from "../../receivership.ts";
import { trainsForLimit, type Train } from "../../trains.ts";
import type { TrainDef } from "../../title.ts";
import type { Game } from "../../game.ts";
import type { OperatingRound } from "../operating.ts";
import { ability, closeCompany, payScrapValue, trainLeavesHolder } from "../companies.ts";
import { discardTrain } from "../discard.ts";
import { ForcedPurchase } from "./forced-purchase.ts";
import type { TrainRules } from "./rules.ts";
import { lastPhaseBegan } from "../../final-set.ts";
import { TurnStep, type OperatingStep } from "./turn.ts";

export class BuyTrainsStep extends TurnStep implements OperatingStep {
  /** A corporation that must own a train, and the money that pays for it (C-2.3; 7.6.2). */
  readonly forced: ForcedPurchase;

  constructor(
    op: OperatingRound,
    private readonly rules: TrainRules,
  ) {
    super(op);
    this.forced = new ForcedPurchase(op, this, rules.money);
  }

  /** Nothing to buy: said so where the corporation has no room for another train. */
  skip(corp: Corporation): boolean {
    if (this.roomForTrain(corp)) return false;
    this.game.log(`${corp.sym} automatically skips buy trains because it has no room for more trains`);
    this.turn!.step++;
    return true;
  }

  /** The trains a corporation at its limit may surrender ([train surrender]). */
  surrenders(corp: Corporation): LegalAction[] {
    return this.surrenderable(corp).map((t) => ({ type: "scrap_train" as const, train: t.id, cost: this.surrenderCost(t) }));
  }

  whyNot(type: "buy_train" | "pass" | "bankrupt" | "scrap_train", corp: Corporation, at: string): string {
    const turn = this.turn!;
    switch (type) {
      case "buy_train":
        if (!this.roomForTrain(corp)) return `1830 7.6: ${corp.sym} has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`;
        return `1830 7.1: trains are bought at the end of the turn; ${corp.sym} is at "${at}"`;
      case "pass":
        if (turn.mustReplace) return `[train surrender]: ${corp.sym} surrendered a train and must buy one in its place`;
        if (!this.forced.mustBuyTrain()) return `1830 7.1: ${corp.sym} has nothing to pass at "${at}"`;
        return this.game.data.trainAlways
          ? `[train always]: ${corp.sym} must own a train at the end of its turn`
          : `C-2.3.1: ${corp.sym} has a route and no train, so it must buy one`;
      case "bankrupt":
        return this.forced.money.whyNoBankruptcy(corp, at);
      case "scrap_train":
        return `[train surrender]: ${corp.sym} may surrender a train only at its train limit, in its buy-trains step, paying for it`;
    }
  }

  actions(corp: Corporation): GameActionType[] {
    // After a surrender, a train must be bought in its place.
    if (this.turn!.mustReplace) return this.trainPurchases(corp).length ? ["buy_train"] : ["pass"];
    // At the limit: a surrender to buy another (TitleData.trainSurrender).
    if (!this.roomForTrain(corp) && this.surrenderable(corp).length) {
      return this.affordableTradeIns(corp) ? ["buy_train", "scrap_train", "pass"] : ["scrap_train", "pass"];
    }
    // 18xx.games offers a surrender that would leave nothing the company may buy: it waits for a pass.
    if (this.game.data.trainStepByCheapestTrain && this.surrenderable(corp, true).length && !this.affordableTradeIns(corp)) return ["pass"];
    // A trade-in frees its own place, so it is allowed at the train limit (as 18xx.games plays it).
    if (!this.roomForTrain(corp)) return this.affordableTradeIns(corp) ? ["buy_train", "pass"] : [];
    if (this.forced.mustBuyTrain()) {
      const types: GameActionType[] = ["buy_train"];
      // 1830 7.6.2: in the Base Game the bank's loan pays what is missing; nobody goes bankrupt (C-2.4 is Classic's).
      if (this.forced.money.presidentSells && this.forced.cannotAffordTrain()) types.push("bankrupt");
      return types;
    }
    const othersHaveTrains = !this.game.phase.noBuyAcross && this.game.corporations.some((c) => c !== corp && this.sellableTrains(c, corp).length > 0);
    // [bonus stop route]: the president may count a bonus stop and help pay (ForcedPurchase.presidentMayCount).
    const counted = this.forced.presidentMayCount();
    const acrossCash = corp.cash + (this.forced.relievedTrainless() || counted ? corp.president!.cash : 0);
    const depotCash = corp.cash + (counted ? corp.president!.cash : 0);
    if (depotCash >= this.cheapestDepotPrice() || (othersHaveTrains && acrossCash >= 1)) return ["buy_train", "pass"];
    // [without a president]: as 18xx.games counts them, a train of a corporation without a president keeps the step
    // waiting for a pass while the buyer could raise $1, though nobody may sell it.
    // Its cash alone may say so (what an issue would raise only adds to it).
    if (this.game.data.operatesWithoutPresident && !this.game.phase.noBuyAcross && (corp.cash >= 1 || (this.op.issues?.buyingPower(corp, [1, 2]) ?? corp.cash) >= 1) &&
      this.game.corporations.some((c) => c !== corp && withoutPresident(this.game, c) && c.trains.some((t) => !t.obsolete))) return ["pass"];
    // What it could raise first (an issue; a minor's cash, TitleData.minorCashCounts) keeps the step waiting, as 18xx.games does.
    if (this.game.data.shareIssues && (this.op.issues?.buyingPower(corp, [1, 2]) ?? corp.cash) >= this.cheapestDepotPrice()) return ["pass"];
    // TitleData.trainStepByCheapestTrain: the step waits (for a pass) while any bank train is affordable, or
    // another company's train of any kind once the phase allows buying them (at Kr1 at least).
    const anyAcross = !this.game.phase.noBuyAcross && corp.cash >= 1 && this.game.corporations.some((c) => c !== corp && c.trains.length > 0);
    if (this.game.data.trainStepByCheapestTrain && (anyAcross || this.depotTrains(null).some((t) => t.def.price <= corp.cash))) return ["pass"];
    return [];
  }

  /** 1830 7.6: room for another train. Under V-7.8's flexible train limit a corporation at its limit
   *  may buy one more, then must discard a train to the open market (the discard step, discard.ts). */
  roomForTrain(corp: Corporation): boolean {
    return trainsForLimit(corp) < this.game.trainLimit(corp) + this.rules.beyondLimit;
  }

  /**
   * The trains `seller` may sell `buyer` (1830 7.6). Under V-7.8's "can't sell a railroad's last
   * train" a seller with a route keeps its last one: it must own a train while it has a route (C-2.3.1).
   */
  sellableTrains(seller: Corporation, buyer: Corporation): Train[] {
    // 1830 7.7: the manager may not sell the trains of his railroad in receivership.
    if (inReceivership(seller)) return [];
    // [without a president]: nobody may agree to sell its trains.
    if (withoutPresident(this.game, seller)) return [];
    // CorporationDef.keepsTrains: never sold to another company (1846's minors).
    if (seller.def.keepsTrains) return [];
    if (this.rules.keepsLastTrain && seller.trains.length === 1 && this.op.routes.hasTrainRoute(seller)) return [];
    // TrainDef.obsoleteOn: an obsolete train is never sold (as 18xx.games plays 1846): it runs once more for its owner.
    // TitleData.keepsOnlyTrainWhenBankSoldOut: with the bank's trains all sold, a corporation keeps its only one.
    if (this.game.data.keepsOnlyTrainWhenBankSoldOut && seller.trains.length === 1 && this.game.depot.soldOut()) return [];
    return seller.trains.filter((t) => !t.obsolete && this.mayOwn(buyer, t));
  }

  /** A corporation that owns only one kind of train (CorporationDef.trainKind: goods trains only). */
  mayOwn(corp: Corporation, train: Train): boolean {
    const kind = corp.def.trainKind;
    return !kind || (kind === "goods") === (train.def.kind === "goods");
  }

  /** The trains the bank sells now (to this corporation, where it may own only some kinds). */
  depotTrains(corp: Corporation | null = this.op.current): Train[] {
    const trains = this.game.depot.forSale(this.game.phases.reached);
    return corp?.def.trainKind ? trains.filter((t) => this.mayOwn(corp, t)) : trains;
  }

  /** The train the bank lists cheapest as it stands (one from the open market at the price of the form it was bought as
   *  before), the first listed of those as cheap, as 18xx.games picks the bank's cheapest train (its min_depot_train). */
  cheapestListedTrain(corp: Corporation | null = this.op.current): Train | null {
    let train: Train | null = null;
    for (const t of this.depotTrains(corp)) if (!train || t.def.price < train.def.price) train = t;
    return train;
  }

  cheapestDepotPrice(): number {
    let cheapest = Infinity;
    for (const t of this.depotTrains()) for (const form of trainForms(t)) cheapest = Math.min(cheapest, form.price);
    return cheapest;
  }

  /** The dearest form of a train the bank sells now (TrainDef.variants). */
  dearestDepotPrice(): number {
    let dearest = 0;
    for (const t of this.depotTrains()) for (const form of trainForms(t)) dearest = Math.max(dearest, form.price);
    return dearest;
  }

  /** Trade-ins the corporation can pay for now: a train of its own for a discount on a bank train (1830 7.7, D-trains). */
  private affordableTradeIns(corp: Corporation): boolean {
    return this.depotTrains().some((t) => corp.trains.some((own) => t.def.discount?.[own.name] !== undefined && t.def.price - t.def.discount[own.name]! <= corp.cash));
  }

  trainPurchases(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    // A forced purchase, or one whose president counts a bonus stop for the route ([bonus stop route]).
    const forced = this.forced.presidentMayPay() || this.forced.presidentMayCount();
    // What the treasury lacks for a forced purchase: the president's money, or the bank's loan (ForcedPurchaseMoney).
    const budget = this.forced.money.depotBudget(corp, forced);
    // From other corporations the president's money may also help a trainless corporation relieved of its
    // obligation (1830 7.6.2: in the Base Game, only the railroad's money buys another railroad's train).
    const acrossBudget = this.forced.money.acrossBudget(corp, forced, this.forced.relievedTrainless());
    const cheapest = this.cheapestDepotPrice();
    const room = this.roomForTrain(corp);
    for (const train of this.depotTrains(corp)) {
      const forms = (least: number) => {
        const out: LegalAction[] = [];
        // TrainDef.variants: each form the bank sells the train in, at its own price.
        for (const form of trainForms(train)) {
          const price = form.price;
          if (price < least) continue;
          const withPresident = price > corp.cash;
          // TitleData.presidentSellsForDearest: the president's money helps only a treasury short of the cheapest train.
          const helped = withPresident && this.game.data.presidentSellsForDearest === true && corp.cash >= cheapest;
          if (room && price <= budget && !helped && (!withPresident || price === cheapest || this.game.data.forcedPurchaseAnyTrain)) {
            out.push({ type: "buy_train", train: train.id, from: "depot", min: price, max: price, ...(train.base.variants ? { variant: form.name } : {}) });
          }
        }
        return out;
      };
      // leastFormAfterRaising, unless it leaves no form to buy (where 18xx.games would wait for an undo).
      const least = this.leastFormAfterRaising(corp, train, budget);
      const offered = forms(least);
      legal.push(...(offered.length || !least ? offered : forms(0)));
      const price = train.def.price;
      const exchange = corp.trains.filter((t) => train.def.discount?.[t.name] !== undefined);
      for (const t of exchange) {
        const discounted = price - train.def.discount![t.name]!;
        if (discounted <= corp.cash) legal.push({ type: "buy_train", train: train.id, from: "depot", min: discounted, max: discounted, exchange: [t.id] });
      }
    }
    const min = this.forced.leastAfterEmergencySale();
    // As 18xx.games plays 1846 (TitleData.presidentSellsForDearest): having issued shares for its train, it buys it from the bank.
    const bankOnly = this.game.data.presidentSellsForDearest === true && this.turn!.emergencyIssued === true;
    for (const other of this.game.corporations) {
      if (other === corp || !room || bankOnly || this.game.phase.noBuyAcross || this.forced.whyNotSeller(other)) continue;
      for (const train of this.sellableTrains(other, corp)) {
        const max = acrossBudget > corp.cash ? Math.max(corp.cash, Math.min(train.def.price, acrossBudget)) : corp.cash;
        if (max >= min) legal.push({ type: "buy_train", train: train.id, from: other.sym, min, max });
      }
    }
    return legal;
  }

  /**
   * As 18xx.games plays 1846 (TitleData.presidentSellsForDearest): after shares sold (by the president) or issued for
   * the train, a form of a bank train costing no more than the money there was without the last of them is not
   * bought, unless only the cheaper form is within reach. The least a form may cost (0: any).
   */
  private leastFormAfterRaising(corp: Corporation, train: Train, budget: number): number {
    const turn = this.turn!;
    if (!this.game.data.presidentSellsForDearest || !train.base.variants?.length) return 0;
    if (Math.max(...trainForms(train).map((f) => f.price)) > budget) return 0;
    if (turn.emergencySharePrice !== null) return corp.cash + corp.president!.cash - turn.emergencySharePrice + 1;
    return turn.emergencyIssueRaised !== undefined ? corp.cash - turn.emergencyIssueRaised + 1 : 0;
  }

  /** TitleData.trainSurrender: what surrendering a train costs. */
  surrenderCost(train: Train): number {
    return Math.floor(train.def.price * (this.game.data.trainSurrender ?? 0));
  }

  /**
   * The trains a corporation at its limit may surrender, paying for one and still able to buy
   * another; `anyKind`: counting any train the bank or the phase offers, as 18xx.games does
   * (TitleData.trainStepByCheapestTrain), even where none of them is one the company may own.
   */
  surrenderable(corp: Corporation, anyKind = false): Train[] {
    if (this.game.data.trainSurrender === undefined || this.roomForTrain(corp)) return [];
    return corp.trains.filter((t) => this.cheapestPurchase(corp, t, anyKind) + this.surrenderCost(t) <= corp.cash);
  }

  /** The least a train would cost the corporation after giving up `without`: from the bank, or from another company. */
  private cheapestPurchase(corp: Corporation, without: Train, anyKind = false): number {
    const depot = this.depotTrains(anyKind ? null : corp).map((t) => t.def.price);
    const others =
      !this.game.phase.noBuyAcross && (anyKind || this.game.corporations.some((c) => c !== corp && c.trains.some((t) => t !== without && this.mayOwn(corp, t))));
    return Math.min(...depot, others ? 1 : Infinity);
  }

  /** `agreed`: the seller's president accepted this purchase (an offer's answer). */
  buy(action: ActionOf<"buy_train">, agreed = false): void {
    const corp = this.turn!.corporation;
    const { train, seller, exchanged, shortfall, form } = this.checkTrainPurchase(action, agreed);
    const president = corp.president!;
    this.turn!.mustReplace = false;
    if (shortfall > 0) {
      this.game.pay(corp, seller ?? this.game.bank, corp.cash);
      // 1830 7.6.2: "both the railroad and its president spend all of their money and the bank pays the rest".
      const loan = this.forced.money.loan(shortfall, president);
      this.game.pay(president, seller ?? this.game.bank, shortfall - loan);
      takeLoan(this.game, corp, loan);
    } else {
      this.game.pay(corp, seller ?? this.game.bank, action.price);
    }
    if (exchanged) {
      corp.trains.splice(corp.trains.indexOf(exchanged), 1);
      exchanged.owner = null;
      // 1830 7.6: to the open market, or out of the game (TitleData.discardedTrains).
      if (this.game.data.discardedTrains !== "removed") this.game.depot.discarded.push(exchanged);
    }
    if (seller) {
      seller.trains.splice(seller.trains.indexOf(train), 1);
      trainLeavesHolder(this.game, train); // [inventor] (from the bank: trainLeavesBank)
    } else this.game.depot.remove(train);
    // TrainDef.variants: the train is what it was bought as.
    // One the bank sells again (from the open market) is the form bought now, whatever it was before.
    if (!seller && form) train.variant = form.name !== train.base.name ? { ...train.base, ...form, variants: undefined } : null;
    train.owner = corp;
    corp.trains.push(train);
    this.game.log(`${corp.sym} buys a ${train.name} train for ${this.game.money(action.price)} from ${seller ? seller.sym : "the bank"}`);
    this.afterTrainBought(corp, train, !seller);
  }

  /** Every rule a train purchase must meet (1830 7.6, C-2.3.1), checked before anything changes. */
  checkTrainPurchase(
    action: ActionOf<"buy_train">,
    agreed: boolean,
  ): { train: Train; seller: Corporation | null; exchanged: Train | null; shortfall: number; form: TrainForm | null } {
    const corp = this.turn!.corporation;
    const train = this.game.depot.find(action.train) ?? this.game.corporations.flatMap((c) => c.trains).find((t) => t.id === action.train);
    require(train && !train.rusted, `1830 7.6: there is no train ${action.train} to buy`);
    require(this.roomForTrain(corp) || (action.exchange && !train.owner),
      `1830 7.6: ${corp.sym} already has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`);
    require(action.price >= 1, `1830 7.6: a train costs at least ${this.game.money(1)}`);
    const seller = train.owner;
    require(seller !== corp, `1830 7.6: ${corp.sym} already owns ${train.id}`);
    require(this.mayOwn(corp, train), `[goods trains]: ${corp.sym} may own only ${corp.def.trainKind} trains`);
    require(!seller || !withoutPresident(this.game, seller), `[without a president]: ${seller?.sym} has no president to agree to sell its trains`);
    require(!seller || this.sellableTrains(seller, corp).includes(train), `1830 V-7.8: ${seller?.sym} has a route and may not sell its last train`);
    const notSeller = seller && this.forced.whyNotSeller(seller);
    require(!notSeller, notSeller!);
    require(!seller || !this.game.phase.noBuyAcross, `[buy across]: trains may not yet be bought from other companies (phase ${this.game.phase.name})`);
    // 1830 7.6: "any price that is mutually agreed to by the president(s)" - another president is asked (offer).
    require(!seller || agreed || !this.game.options.consent || !this.op.offers.asks(seller),
      `1830 7.6: ${seller?.president?.name} presides over ${seller?.sym} and must agree to the price: offer it`);
    if (seller) {
      const least = this.forced.leastAfterEmergencySale();
      require(action.price >= least, `C-2.3.2: after the shares sold to pay for it, ${train.id} must cost at least ${this.game.money(least)} (no more shares were to be sold than the purchase needs)`);
    }
    let exchanged: Train | null = null;
    let form: TrainForm | null = null;
    if (!seller) {
      require(this.depotTrains().includes(train), `1830 7.6: the bank does not sell ${train.id} now (trains are sold in order)`);
      // TrainDef.variants: the form named, or the type itself. A train sold in one form only is that form, whatever a
      // log's variant says (18xx.games writes one on every purchase; no title without forms reads it).
      const named = train.base.variants?.length ? (action.variant ?? train.base.name) : train.base.name;
      form = trainForms(train).find((f) => f.name === named) ?? null;
      require(form, `${train.id} is sold as ${trainForms(train).map((f) => f.name).join(" or ")}, not ${action.variant}`);
      let price = form.price;
      if (action.exchange) {
        exchanged = corp.trains.find((t) => t.id === action.exchange) ?? null;
        require(exchanged && train.def.discount?.[exchanged.name] !== undefined, `1830 7.6: ${action.exchange} cannot be traded in for ${train.name}`);
        price -= train.def.discount![exchanged.name]!;
      }
      require(action.price === price, `1830 7.6: ${train.id} costs ${this.game.money(price)} from the bank`);
      const forced = this.forced.presidentMayPay() || this.forced.presidentMayCount();
      const least = action.exchange ? 0 : this.leastFormAfterRaising(corp, train, this.forced.money.depotBudget(corp, forced));
      const offered = () => this.trainPurchases(corp).some((l) => l.type === "buy_train" && l.from === "depot" && l.train === train.id && (l.variant ?? train.base.name) === form!.name);
      require(form.price >= least || offered(), `${corp.sym} raised money for its train: it buys a form dearer than the money it had without the last share (at least ${this.game.money(least)})`);
    }
    const shortfall = Math.max(0, action.price - corp.cash);
    if (shortfall > 0) {
      require(this.forced.presidentMayPay() || !this.forced.mustBuyTrain(), `[emergency issue]: ${corp.sym} has ${this.game.money(corp.cash)} and issues shares for its train before its president adds his money`);
      this.forced.money.checkShortfall(this.game, {
        corp, train, seller, price: action.price, exchange: !!action.exchange, shortfall,
        forced: this.forced.mustBuyTrain(), relieved: this.forced.relievedTrainless(), counted: this.forced.presidentMayCount(), cheapest: this.cheapestDepotPrice(),
      });
    }
    return { train, seller, exchanged, shortfall, form };
  }

  /** 1830 3.x, T-07: the first train of a type may start a phase, rust older trains and close privates. */
  private afterTrainBought(corp: Corporation, train: Train, fromDepot: boolean): void {
    for (const c of this.game.companies) {
      const close = ability(c, "closeOnTrainBuy");
      if (close && close.corporation === corp.sym) closeCompany(this.game, c);
    }
    if (fromDepot) trainLeavesBank(this.game, train, corp, this.rules.delayedObsolescence);
  }

  /** TitleData.trainSurrender: the corporation pays for surrendering a train to the bank, and must buy one. */
  surrender(trainId: string): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const train = this.surrenderable(corp).find((t) => t.id === trainId);
    require(train, `[train surrender]: ${corp.sym} cannot surrender ${trainId} now (only at its train limit, able to pay and to buy another)`);
    const cost = this.surrenderCost(train);
    this.game.pay(corp, this.game.bank, cost);
    corp.trains.splice(corp.trains.indexOf(train), 1);
    train.owner = null;
    this.game.depot.discarded.push(train);
    this.game.log(`${corp.sym} pays ${this.game.money(cost)} to surrender a ${train.name} train to the bank`);
    turn.mustReplace = true;
  }

  discard(action: ActionOf<"discard_train">, corp: Corporation): void {
    discardTrain(this.game, corp, action.train);
  }

}

/**
 * 1830 3.x, T-07: what a new train leaving the bank sets off, whether a corporation bought it or it left
 * otherwise (TitleData.trainExport): the phases it starts, with the privates they close; the trains it rusts
 * (`delayed`: 1830 V-3.0 delayed obsolescence, they run once more); the events it carries (Title.trainEvents).
 * `buyer`: the corporation that bought it, if any (1830+ S-5.2's uncertainty tokens).
 */
export function trainLeavesBank(game: Game, train: Train, buyer: Corporation | null, delayed: boolean): void {
  trainLeavesHolder(game, train); // [inventor]
  const later = (name: string) => game.phases.defs.findIndex((p) => p.name === name) > game.phases.defs.indexOf(game.phase);
  // A train bought as a variant (TrainDef.variants) sets off what its type does.
  const type = train.base;
  for (const phase of game.phases.onTrainBought(type.name, game.stockRoundNumber)) {
    game.log(`-- Phase ${phase.name} (Operating Rounds: ${phase.operatingRounds} | Train Limit: ${phase.trainLimit}) --`);
    game.title.operatingParts?.hexBonus?.onPhase(game, phase); // [hex bonus]
    if (phase === game.phases.defs.at(-1)) lastPhaseBegan(game); // [final set]
    for (const c of game.companies) {
      // "corporationKeeps": no phase closes it while a corporation owns it.
      if (ability(c, "corporationKeeps") && c.owner instanceof Corporation) continue;
      // A private may name the phase that closes it ("closeOnPhase").
      const own = ability(c, "closeOnPhase");
      // "playerKeeps": no phase closes it while a player owns it.
      if (ability(c, "playerKeeps") && c.owner instanceof Player) continue;
      if (own?.phase === phase.name || (phase.closeCompanies && !(own && later(own.phase)))) closeCompany(game, c);
    }
  }
  if (type.rusts && !game.depot.firstSold.has(type.name)) rustTrains(game, type.rusts, delayed);
  // TrainDef.obsoleteOn: the first of this type takes the bank's copies of the obsolete types out of the game.
  if (!game.depot.firstSold.has(type.name)) {
    for (const def of game.data.trains.filter((d) => d.obsoleteOn === type.name)) {
      game.depot.withdraw(def.name);
      for (const t of game.depot.all) if (t.base === def && t.owner) t.obsolete = true;
      game.log(`-- Event: ${def.name} trains are obsolete --`);
    }
  }
  // 1830 V-3.0, V-7.10: a train retired by the last of a type (the 4+4 by the last diesel).
  const depot = game.depot;
  if (type.lastRusts && Number.isFinite(type.count) && ![...depot.upcoming, ...depot.reserve].some((t) => t.base === type)) {
    rustTrains(game, type.lastRusts, delayed);
  }
  depot.firstSold.add(type.name);
  if (buyer) game.title.operatingParts?.uncertainty?.flip(game, buyer, train); // 1830+ S-5.2 (uncertainty.ts)
  // Events tied to this train (Title.trainEvents).
  for (const event of train.events.splice(0)) {
    const run = game.title.trainEvents?.[event];
    if (!run) throw new Error(`no train event "${event}" in ${game.data.title}`);
    run(game);
  }
}

/** 1830 T-07: the trains of this name rust (are retired), or with V-3.0 delayed obsolescence run once more. */
function rustTrains(game: Game, name: string, delayed: boolean): void {
  game.log(`-- Event: ${name} trains rust --`);
  // Who loses what, in the order the companies are listed.
  const lost = new Map<Corporation, number>();
  // 1830 V-3.0 delayed obsolescence: owned trains leave the train list at once (the limit, sales,
  // discards, trade-ins and the obligation to own a train no longer see them) but run once more.
  for (const t of game.depot.rust(name)) {
    trainLeavesHolder(game, t); // [inventor]
    if (t.owner) {
      t.owner.trains.splice(t.owner.trains.indexOf(t), 1);
      if (delayed) t.owner.obsoleteTrains.push(t);
      else payScrapValue(game, t.owner, t);
      lost.set(t.owner, (lost.get(t.owner) ?? 0) + 1);
    }
    if (!delayed) t.owner = null;
  }
  for (const c of game.corporations.filter((c) => lost.has(c))) {
    const n = lost.get(c)!;
    const trains = `${name}-train${n === 1 ? "" : "s"}`;
    game.log(delayed ? `${c.sym}'s ${trains} will run once more, then ${n === 1 ? "it is" : "they are"} removed` : `${c.sym} loses ${n === 1 ? "its" : n} ${trains}`);
  }
}

/** One form a train is sold in: its type, or one of its variants (TrainDef.variants). */
export type TrainForm = Pick<TrainDef, "name" | "price"> & Partial<TrainDef>;

/** The forms the bank sells a train in: its type first, then its variants. */
export function trainForms(train: Train): TrainForm[] {
  return [train.base, ...(train.base.variants ?? [])];
}
