// An operating round (1830 7.0): private companies pay, then each floated
// corporation, highest share value first, takes its turn through the steps
// of 7.1: lay track, place a station, run trains, pay or withhold, buy trains;
// a corporation may buy private companies during its turn from phase 3.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Corporation, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { ability, exchangeAbility, exchangeShare, payCompanyRevenues } from "./companies.ts";
import { crowdedCorporation, discardableTrains, isCrowded } from "./discard.ts";
import { nextLay } from "./track.ts";
import { BuyTrainsStep } from "./operating/buy-trains.ts";
import { DividendStep } from "./operating/dividend.ts";
import { LayTrackStep } from "./operating/lay-track.ts";
import { PlaceStationStep } from "./operating/place-station.ts";
import { RunRoutesStep } from "./operating/run-routes.ts";
import { STEP_TEXT, STEPS, type Offer, type StepName, type Turn } from "./operating/turn.ts";

export class OperatingRound implements Round {
  readonly name: string;
  finished = false;
  private offer: Offer | null = null;
  /** Corporations that operate this round (fixed when it starts, 1830 7.0). */
  private readonly toOperate: Corporation[];
  /** The operating corporation's turn under way; its steps (operating/*.ts) read and change it. */
  turn: Turn | null = null;
  /** The steps of a turn (1830 7.1), each owning its actions. */
  private readonly track: LayTrackStep;
  private readonly stations: PlaceStationStep;
  readonly routes: RunRoutesStep;
  private readonly dividend: DividendStep;
  readonly trains: BuyTrainsStep;

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    this.track = new LayTrackStep(this);
    this.stations = new PlaceStationStep(this);
    this.routes = new RunRoutesStep(this);
    this.dividend = new DividendStep(this);
    this.trains = new BuyTrainsStep(this);
    this.name = `Operating Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} (of ${total}) --`);
    payCompanyRevenues(game);
    OperatingRound.clearRoundMarks(game);
    this.toOperate = game.corporations.filter((c) => c.floated && !c.closed);
    // 1830 V-2.0 fixed turn order: the order of share values when the round starts holds for the whole round.
    if (game.data.fixedOperatingOrder) this.toOperate.sort((a, b) => game.compareForOperating(a, b));
    // Floated corporations that choose between home hexes (CorporationDef.homeChoice) do so first.
    this.homeChoices = this.toOperate.filter((c) => c.def.homeChoice && c.tokensPlaced === 0);
    this.startNextTurn();
  }

  /** What lasts only for an operating round: who has operated, shares and trains from minors merged in it ([merged minors]). */
  private static clearRoundMarks(game: Game): void {
    for (const c of game.corporations) {
      c.operatedThisRound = false;
      for (const s of c.shares) s.idleThisRound = false;
      for (const t of c.trains) t.ranThisRound = false;
    }
  }

  /** Corporations to place their home station, where they choose, before anything else happens. */
  readonly homeChoices: Corporation[];

  get current(): Corporation | null {
    return this.turn?.corporation ?? null;
  }

  /** The step of the turn the operating corporation is at, or null when it has gone through them all. */
  get step(): StepName | null {
    return this.turn ? (STEPS[this.turn.step] ?? null) : null;
  }

  // ---- turn order ------------------------------------------------------------

  /** 1830 7.0: the highest share value operates next (ties: right, then up, then top of stack). */
  private startNextTurn(): void {
    // A corporation closed during the round (a minor folded into another) no longer operates.
    const waiting = this.toOperate.filter((c) => !c.closed);
    const next = this.game.data.fixedOperatingOrder ? waiting[0] : waiting.sort((a, b) => this.game.compareForOperating(a, b))[0];
    if (!next) {
      this.turn = null;
      this.finished = true;
      OperatingRound.clearRoundMarks(this.game);
      return;
    }
    this.toOperate.splice(this.toOperate.indexOf(next), 1);
    this.turn = {
      corporation: next, step: 0, laidTile: false, tokened: false, revenue: 0, treasuryRevenue: 0, ran: false, teleport: null, emergencySharePrice: null, lifted: [],
      lays: { count: 0, upgraded: false }, move: null, mustReplace: false, lastRuns: [...next.obsoleteTrains],
    };
    for (const t of next.trains) t.operated = false;
    next.operatedThisRound = true;
    this.game.log(`${next.president?.name ?? "Nobody"} operates ${next.sym}`);
    if (!next.operated) this.stations.placeHome(next);
    next.operated = true;
  }

  private endTurn(): void {
    const corp = this.turn!.corporation;
    corp.completedTurn = true;
    // 1830 V-3.0 delayed obsolescence: the turn after the obsolescence was the trains' last, run or not.
    for (const t of this.turn!.lastRuns) {
      corp.obsoleteTrains.splice(corp.obsoleteTrains.indexOf(t), 1);
      t.owner = null;
      this.game.log(`${corp.sym}'s obsolete ${t.name}-train is removed`);
    }
    this.startNextTurn();
  }

  // ---- who may do what --------------------------------------------------------

  /** 1830 7.6.1: corporations over the train limit discard first, highest share value... in charter order. */
  private crowded(): Corporation | null {
    return crowdedCorporation(this.game);
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    return this.offer?.seller ?? this.homeChoices[0] ?? this.crowded() ?? this.turn?.move?.company ?? this.turn?.teleport ?? this.liftedChooser() ?? this.current;
  }

  /** Who places the first lifted station again: the operating corporation, or the station's owner
   *  where the rule gives him the choice (1830 V-7.9 variable OO cities). */
  liftedChooser(): Corporation | null {
    const lifted = this.turn?.lifted[0];
    if (!lifted) return null;
    return lifted.byOwner ? this.game.corporation(lifted.corporation) : this.turn!.corporation;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || !this.turn) return [];
    // An offer waits for its answer before anything else happens (1830 7.6: within the buyer's turn).
    if (this.offer) return entity === this.offer.seller ? ["respond"] : [];
    if (this.homeChoices.length) return entity === this.homeChoices[0] ? ["place_token"] : [];
    const crowded = this.crowded();
    if (crowded) return entity instanceof Corporation && isCrowded(this.game, entity) ? ["discard_train"] : [];
    if (entity instanceof Company) return this.companyActions(entity);
    if (entity instanceof Player) return this.trains.forced.mustBuyTrain() && entity === this.current?.president && this.trains.forced.canEmergencySell() ? ["sell_shares"] : [];
    if (this.turn.lifted.length) return entity === this.liftedChooser() ? ["place_token"] : [];
    if (entity !== this.current) return [];
    if (this.turn.move) return [];
    // 1830 T-05 (DH): after its tile, the station on it is the private's to place or pass (as 18xx.games logs it).
    if (this.turn.teleport) return [];
    const types = this.stepActions(this.step!);
    if (this.canBuyCompanies() && this.step !== "companies" && !types.includes("buy_company")) types.push("buy_company");
    if (this.purchases(types).some((p) => p.type === "offer")) types.push("offer");
    return types;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    if (this.offer) {
      const { seller } = this.offer;
      const answerer = seller instanceof Corporation ? `${seller.sym} (${seller.president?.name ?? "nobody"})` : seller.name;
      return `${this.offer.train ? "1830 7.6" : "1830 4.1"}: ${answerer} must first answer ${this.turn!.corporation.sym}'s offer for ${this.offerSubject(this.offer)}`;
    }
    if (type === "respond") return "1830 7.6: no offer is waiting for an answer";
    const choosing = this.homeChoices[0];
    if (choosing) return `1830 7.3.1: ${choosing.sym} first chooses its home station (${choosing.def.homeChoice!.join(" or ")})`;
    const crowded = this.crowded();
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to the train limit of ${this.game.trainLimit(crowded)}`;
    const turn = this.turn!;
    const corp = turn.corporation;
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity instanceof Player) {
      // 1830 7.6.2 (the Base Game): no sales for a forced purchase; the bank lends what is missing.
      if (this.game.data.receivership) return `1830 7.6.2: ${corp.sym} is operating; ${name} sells no shares in an operating round (the bank lends what a forced train purchase lacks)`;
      return `1830 7.0: ${corp.sym} is operating; ${name} may sell shares only to pay for a forced train purchase (C-2.3)`;
    }
    if (entity instanceof Company) return `1830 pp. 46-47: ${entity.sym} has no ability to use now`;
    if (entity !== corp) return `1830 7.0: ${corp.sym} is operating, not ${name}`;
    const at = STEP_TEXT[this.step ?? "companies"];
    switch (type) {
      case "lay_tile":
        return this.track.whyNot(corp, at);
      case "place_token":
        return this.stations.whyNot(corp, at);
      case "run_routes":
        return this.routes.whyNot(corp, at);
      case "dividend":
        return `1830 7.5: revenue is paid out or withheld after the trains run; ${corp.sym} is at "${at}"`;
      case "buy_train":
      case "pass":
      case "bankrupt":
      case "scrap_train":
        return this.trains.whyNot(type, corp, at);
      case "buy_company":
        return this.whyNoCompanySales() ?? `1830 4.1: ${corp.sym} cannot pay for any private company for sale`;
      default:
        return `1830 7.1: ${corp.sym} cannot ${type.replace(/_/g, " ")} at "${at}"`;
    }
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    const legal: LegalAction[] = [];
    const turn = this.turn;
    if (!turn || !types.length) return legal;
    const corp = turn.corporation;
    for (const type of types) {
      switch (type) {
        case "discard_train":
          for (const t of discardableTrains(entity as Corporation)) legal.push({ type, train: t.id });
          break;
        case "buy_shares":
          for (const share of exchangeAbility(this.game, entity as Company) ?? []) {
            legal.push({ type, shares: [share.id], percent: share.percent, price: 0, from: share.holder === "ipo" ? "ipo" : "pool" });
          }
          break;
        case "lay_tile":
          legal.push(...this.track.legalActions(entity, corp));
          break;
        case "place_token":
          legal.push(...this.stations.legalActions(entity));
          break;
        case "run_routes":
          legal.push(...this.routes.legalActions(corp));
          break;
        case "dividend":
          legal.push({
            type,
            kinds: this.dividend.kinds(corp),
            revenue: turn.revenue,
            ...(turn.treasuryRevenue > 0 ? { treasury: turn.treasuryRevenue } : {}),
          });
          break;
        case "buy_train":
          legal.push(...this.purchases(["buy_train"]));
          break;
        case "sell_shares":
          legal.push(...this.trains.forced.emergencySales(entity as Player));
          break;
        case "buy_company":
          legal.push(...this.purchases(["buy_company"]));
          break;
        case "respond": {
          const offer = this.offer!;
          const proposer = corp.president!.id;
          const subject = offer.train ? { train: offer.train.id } : { company: offer.company!.sym };
          legal.push({ type, ...subject, price: offer.price, from: proposer, buyer: corp.sym });
          break;
        }
        case "bankrupt":
          legal.push({ type });
          break;
        case "remove_token":
          legal.push(...this.stations.removals(entity as Company));
          break;
        case "pass":
          legal.push({ type });
          break;
        case "scrap_train":
          legal.push(...this.trains.surrenders(corp));
          break;
        default:
          break;
      }
    }
    return legal;
  }

  /**
   * The purchases the allowed `types` offer: trains (bank and other corporations) and privates;
   * those whose seller's president must agree come as offers (1830 4.1, 7.6).
   */
  private purchases(types: GameActionType[]): LegalAction[] {
    const corp = this.turn!.corporation;
    const out: LegalAction[] = [];
    if (types.includes("buy_train")) {
      for (const p of this.trains.trainPurchases(corp)) {
        const seller = p.type === "buy_train" && p.from !== "depot" ? this.game.corporation(p.from) : null;
        out.push(seller && p.type === "buy_train" && this.asks(seller) ? { type: "offer", train: p.train, buyer: corp.sym, seller: seller.sym, min: p.min, max: p.max } : p);
      }
    }
    if (types.includes("buy_company")) {
      for (const c of this.game.companies) {
        if (c.closed || !(c.owner instanceof Player) || ability(c, "noCorporationBuy")) continue;
        const min = Math.ceil(c.def.value / 2);
        const max = Math.min(c.def.value * 2, corp.cash);
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

  private companyActions(company: Company): GameActionType[] {
    const corp = this.current!;
    if (exchangeAbility(this.game, company)) return ["buy_shares"];
    // A private of the operating corporation's president lays the turn's tile on its hex (CompanyAbility presidentTileLay).
    if (ability(company, "presidentTileLay") && company.owner === corp.president && !company.used && this.step === "track" && nextLay(this.game, this.turn!.lays)?.lay) {
      return ["lay_tile"];
    }
    if (company.owner !== corp) return [];
    const move = this.turn!.move;
    if (move) return move.company !== company ? [] : move.state === "place" ? ["place_token"] : ["lay_tile", "pass"];
    // [station move]: any time in the owner's turn before its trains run.
    if (ability(company, "moveStation") && !company.used && !this.turn!.ran && !this.turn!.lifted.length && this.stations.movableStations(company).length) {
      return ["remove_token"];
    }
    if (this.turn!.teleport === company) return ["place_token", "pass"];
    if (this.stations.lateStation(corp) === company) return ["place_token"];
    if (ability(company, "discountedTileLay") && this.track.specialTileLays(company).length) return ["lay_tile"];
    if (ability(company, "extraTileLay") && !company.used) return ["lay_tile"];
    if (ability(company, "teleport") && !company.used && this.step === "track" && !this.turn!.laidTile) return ["lay_tile"];
    return [];
  }

  /** What the current corporation may do at a step; empty means the step is skipped. */
  private stepActions(step: StepName): GameActionType[] {
    const turn = this.turn!;
    const corp = turn.corporation;
    switch (step) {
      case "track":
        return this.track.actions(corp);
      case "token":
        return this.stations.actions(corp);
      case "routes":
        return this.routes.actions(corp);
      case "dividend":
        return this.dividend.actions(corp);
      case "trains":
        return this.trains.actions(corp);
      case "companies":
        return this.canBuyCompanies() ? ["buy_company", "pass"] : this.hasUsableAbility(corp) ? ["pass"] : [];
    }
  }

  /** The corporation owns a private with an ability it may still use (the turn then ends with an explicit pass). */
  private hasUsableAbility(corp: Corporation): boolean {
    return corp.companies.some((c) => (!c.used && (ability(c, "extraTileLay") || ability(c, "moveStation"))) || (c.extraLayLeft && ability(c, "moveStation")));
  }

  /**
   * Why corporations may not buy private companies now, or null: 1830 4.1, only in the phases that
   * allow it (from the first 3-train); under V-3.0's delayed private company sales, only once the stock
   * round that follows the start of the first such phase is over.
   */
  private whyNoCompanySales(): string | null {
    const phases = this.game.phases;
    if (!this.game.phase.buyCompanies) return "1830 4.1: corporations may buy private companies only from phase 3, until phase 5";
    if (!this.game.data.delayedPrivateSales) return null;
    const first = phases.defs.find((p) => p.buyCompanies)!;
    return this.game.stockRoundNumber > phases.stockRoundsBefore.get(first.name)!
      ? null
      : "1830 V-3.0: corporations may buy private companies only after the stock round following the purchase of the first 3-train";
  }

  /** 4.1: from phase 3, corporations buy privates from players for half to twice face value. */
  private canBuyCompanies(): boolean {
    if (this.whyNoCompanySales() || !this.turn) return false;
    const corp = this.turn.corporation;
    return this.game.companies.some(
      (c) => !c.closed && c.owner instanceof Player && !ability(c, "noCorporationBuy") && corp.cash >= Math.ceil(c.def.value / 2),
    );
  }

  // ---- trains --------------------------------------------------------------------

  // ---- processing -----------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    const turn = this.turn!;
    switch (action.type) {
      case "discard_train":
        return this.trains.discard(action, entity as Corporation);
      case "scrap_train":
        return this.trains.surrender(action.train);
      case "buy_shares":
        return exchangeShare(this.game, entity as Company, this.game.corporation(action.shares[0]!.split("_")[0]!).shares[Number(action.shares[0]!.split("_")[1])]!);
      case "lay_tile":
        return this.track.lay(action, entity);
      case "place_token":
        return this.stations.place(action, entity);
      case "run_routes":
        return this.routes.run(action);
      case "dividend":
        return this.dividend.pay(action.kind);
      case "buy_train":
        return this.trains.buy(action);
      case "sell_shares":
        return this.trains.forced.sell(action, entity as Player);
      case "buy_company":
        return this.buyCompany(action);
      case "offer":
        return this.makeOffer(action);
      case "respond":
        return this.respond(action, entity);
      case "bankrupt":
        return this.trains.forced.bankrupt();
      case "remove_token":
        return this.stations.remove(action, entity as Company);
      case "pass":
        if (turn.move && entity === turn.move.company) {
          // [station move]: the extra lay is not used now (it stays on the card, unusable without a new move).
          turn.move.company.used = true;
          turn.move.company.extraLayLeft = true;
          turn.move = null;
          return;
        }
        if (turn.teleport) {
          turn.teleport.used = true;
          // 1830 V-4.0 DH station flexible: the station may still be placed in a later turn.
          if (ability(turn.teleport, "teleport")?.stationLater) turn.teleport.stationLeft = true;
          turn.teleport = null;
          return;
        }
        this.game.log(`${turn.corporation.sym} passes ${STEP_TEXT[this.step!]}`);
        turn.step++;
        return;
      default:
        throw new GameError(`${action.type} is not an operating round action`);
    }
  }

  /** `agreed`: the private's owner accepted this purchase (an offer's answer). */
  private buyCompany(action: ActionOf<"buy_company">, agreed = false): void {
    const corp = this.turn!.corporation;
    const company = this.checkCompanyPurchase(action, agreed);
    const seller = company.owner as Player;
    this.game.pay(corp, seller, action.price);
    seller.companies.splice(seller.companies.indexOf(company), 1);
    company.owner = corp;
    corp.companies.push(company);
    this.game.log(`${corp.sym} buys ${company.def.name} from ${seller.name} for ${this.game.money(action.price)}`);
  }

  /** Every rule a corporation's purchase of a private meets (1830 4.1), checked before anything changes. */
  private checkCompanyPurchase(action: ActionOf<"buy_company">, agreed: boolean): Company {
    const corp = this.turn!.corporation;
    const closed = this.whyNoCompanySales();
    require(!closed, closed!);
    const company = this.game.company(action.company);
    require(!company.closed && company.owner instanceof Player, `1830 4.1: ${company.sym} is not for sale`);
    require(!ability(company, "noCorporationBuy"), `1830 BO: ${company.sym} may not be sold to a corporation`);
    const min = Math.ceil(company.def.value / 2);
    const max = company.def.value * 2;
    require(action.price >= min && action.price <= max, `1830 4.1: ${company.sym} sells for ${this.game.money(min)} to ${this.game.money(max)}`);
    require(corp.cash >= action.price, `1830 4.1: ${corp.sym} has only ${this.game.money(corp.cash)}`);
    const seller = company.owner;
    // 1830 4.1: a player sells his private at a price he agrees to, unless he presides over the buyer.
    require(agreed || !this.game.options.consent || !this.asks(seller), `1830 4.1: ${seller.name} owns ${company.def.name} and must agree to the price: offer it`);
    return company;
  }

  /**
   * 1830 4.1, 7.6: the operating corporation proposes a purchase its seller's president must
   * agree to; the offer meets every rule the purchase itself does.
   */
  private makeOffer(action: ActionOf<"offer">): void {
    const corp = this.turn!.corporation;
    require((action.train === undefined) !== (action.company === undefined), "1830 7.6: an offer is for one train or one private company");
    require(action.to === undefined, "1830 4.1: corporations buy private companies, they do not sell them");
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: action.price };
    let pending: Offer;
    if (action.train !== undefined) {
      require(this.actionTypes(corp).includes("buy_train"), this.whyNot(corp, "buy_train"));
      const { train, seller } = this.trains.checkTrainPurchase({ type: "buy_train", ...buy, train: action.train }, true);
      require(seller, `1830 7.6: trains from the bank are bought, not offered for`);
      pending = { train, company: null, price: action.price, seller };
    } else {
      require(this.actionTypes(corp).includes("buy_company"), this.whyNot(corp, "buy_company"));
      const company = this.checkCompanyPurchase({ type: "buy_company", ...buy, company: action.company! }, true);
      pending = { train: null, company, price: action.price, seller: company.owner as Player };
    }
    const { seller } = pending;
    require(this.asks(seller), `1830 7.6: ${corp.president!.name} presides over ${corp.sym} and ${seller instanceof Corporation ? seller.sym : "owns the private"}: buy it without an offer`);
    this.offer = pending;
    this.game.log(`${corp.sym} offers ${seller instanceof Corporation ? seller.sym : seller.name} ${this.game.money(action.price)} for ${this.offerSubject(pending)}`);
  }

  /** The seller's answer: an accepted offer is the purchase at the offered price; a declined one changes nothing. */
  private respond(action: ActionOf<"respond">, entity: Entity): void {
    const offer = this.offer;
    const corp = this.turn!.corporation;
    require(offer && entity === offer.seller, "1830 7.6: no offer is waiting for this answer");
    require(offer.train ? action.train === offer.train.id && action.company === undefined : action.company === offer.company!.sym && action.train === undefined,
      `1830 7.6: the offer waiting is for ${this.offerSubject(offer)}`);
    const who = offer.seller instanceof Corporation ? offer.seller.sym : offer.seller.name;
    if (!action.accept) {
      this.offer = null;
      this.game.log(`${who} declines ${corp.sym}'s offer for ${this.offerSubject(offer)}`);
      return;
    }
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: offer.price };
    if (offer.train) this.trains.buy({ type: "buy_train", ...buy, train: offer.train.id }, true);
    else this.buyCompany({ type: "buy_company", ...buy, company: offer.company!.sym }, true);
    this.offer = null;
  }

  // ---- automatic moves --------------------------------------------------------------

  settle(): boolean {
    if (this.finished || !this.turn || this.offer || this.crowded() || this.homeChoices.length) return false;
    // A DH token, a lifted station or a station move under way waits for its decision.
    if (this.turn.teleport || this.turn.lifted.length || this.turn.move) return false;
    const step = this.step;
    if (step === null) {
      this.endTurn();
      return true;
    }
    if (this.stepActions(step).length > 0) return false;
    if (step === "dividend") return this.dividend.skip(this.turn.corporation);
    if (step === "trains" && this.trains.skip(this.turn.corporation)) return true;
    this.game.log(`${this.turn.corporation.sym} skips ${STEP_TEXT[step]}`);
    this.turn.step++;
    return true;
  }
}
