// A stock round (1830 6.0): players in turn sell, buy one certificate (or
// par a corporation), and sell again (C-1.2); the round ends when all have
// passed in a row. Players who can do nothing pass automatically.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Corporation, Player, type Entity, type Share } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import {
  bundleFor,
  buyShares,
  certificateCount,
  countsForLimit,
  exemptFromHoldingLimit,
  floatIfReady,
  holdingLimit,
  moveCertificates,
  reformSalesIfDue,
  saleBundles,
  saleTerms,
  sellablePercents,
  sellShares,
  sharePrice,
  transferShares,
  soldBeforeOperating,
} from "../shares.ts";
import { ability, closeCompany, exchangeAbility, exchangeShare, grantCompanyShares, layPlayerTile, playerTileLays } from "./companies.ts";
import { homeAnywhereCities, placeHomeAnywhere } from "./home.ts";
import { crowdedCorporation, discardableTrains, discardTrain, isCrowded } from "./discard.ts";
import { smallTableMarketBuy } from "../small-table.ts";
import { shareProgrammeActions, trackMove, type Programme, type ProgrammedAction, type TrackedMove } from "../programmes.ts";
import { buyPoolPresidency, poolPresidency, whyNotPoolPresidency } from "../without-president.ts";

/** The least a private sells for between players: a price is money (as a train's least, 1830 7.6; 18xx.games refuses $0). */
const MIN_PRICE = 1;

/** Each game's privates that come with another (StockRound.broughtCompanies): its "company" abilities, which no move changes
 *  (a random share, resolved at setup, is the only ability rewritten), found at its first stock round. */
const broughtOf = new WeakMap<Game, ReadonlySet<string>>();

function broughtCompaniesOf(game: Game): ReadonlySet<string> {
  let brought = broughtOf.get(game);
  if (!brought) broughtOf.set(game, (brought = new Set(game.companies.flatMap((c) => c.abilities.flatMap((a) => (a.type === "company" ? [a.company] : []))))));
  return brought;
}

/** Where shares are bought from, in the order offered() lists them. */
const SHARE_SOURCES = ["ipo", "pool"] as const;

/** Whether a corporation may still be started: in the game, its president's certificate unsold (whyNotPar's first questions). */
const unparred = (corp: Corporation) => !corp.removed && corp.parPrice === null && corp.shares[0]!.holder === "ipo";

/** The moves with certificates a player on turn may make in a stock round, in the order they are offered. */
const CERTIFICATE_MOVES = ["buy_company", "buy_shares", "par", "sell_shares"] as const;

export class StockRound implements Round {
  readonly name: string;
  finished = false;
  private current: Player;
  private passesInARow = 0;
  /** What the current player has done this turn. */
  private turn = { bought: null as Corporation | null, boughtFrom: null as "ipo" | "pool" | null, parred: false, acted: false, boughtCompany: false, soldNow: new Set<Corporation>(), soldThenBought: false };
  /** 1830 6.1: corporations each player has sold this round (no buying them back). */
  private readonly sold = new Map<Player, Set<Corporation>>();
  /** Privates that changed hands between players this round (TitleData.privateSoldOncePerRound). */
  private readonly privatesTraded = new Set<Company>();
  /** What each player did since his latest turn began, for the other players' programmes (shared/engine/programmes.ts). */
  private readonly moves = new Map<Player, Map<Corporation, TrackedMove[]>>();
  /** A private company's sale between players, proposed and waiting for the other's answer (1830 4.1). */
  private offer: { company: Company; price: number; buyer: Player; seller: Player; answerer: Player } | null = null;

  constructor(
    private readonly game: Game,
    readonly number: number,
  ) {
    this.name = `Stock Round ${number}`;
    // A bankrupt sits out ([bankruptcy ends the game]): the priority deal he held goes to the next player.
    this.current = game.priority.bankrupt ? game.nextPlayer(game.priority) : game.priority;
    this.broughtCompanies = broughtCompaniesOf(game);
    game.log(`-- ${this.name} --`);
    reformSalesIfDue(game);
    this.moves.set(this.current, new Map());
  }

  activeEntity(): Entity | null {
    return this.finished ? null : (this.pendingHome ?? crowdedCorporation(this.game) ?? this.offer?.answerer ?? this.current);
  }

  /** A corporation just parred that places its home station now (`homeAnywhere`). */
  private pendingHome: Corporation | null = null;

  actionTypes(entity: Entity, asked?: GameActionType): GameActionType[] {
    if (this.finished) return [];
    if (this.pendingHome) return entity === this.pendingHome ? ["place_token"] : [];
    // 1830 7.6.1: a corporation over its train limit discards first (a phase a train export started, TitleData.trainExport).
    if (crowdedCorporation(this.game)) return entity instanceof Corporation && isCrowded(this.game, entity) ? ["discard_train"] : [];
    if (this.offer) return entity === this.offer.answerer ? ["respond"] : [];
    if (entity instanceof Company) {
      // A player's private acts whenever the round waits ("exchange", "playerTileLay").
      const types: GameActionType[] = exchangeAbility(this.game, entity) ? ["buy_shares"] : [];
      if (playerTileLays(this.game, entity).length) types.push("lay_tile");
      return types;
    }
    if (entity !== this.current) {
      // A replayed log's sale on the seller's turn, written as the buyer's buy_company (1830 4.1, GameOptions.consent).
      const agreed = !this.game.options.consent && this.privateOffers(this.current).some((o) => o.buyer === (entity as Player).id);
      return agreed ? ["buy_company"] : [];
    }
    const player = entity as Player;
    // While the bank still holds privates, they are all a player may buy (TitleData.companiesFirst).
    if (this.game.data.companiesFirst && this.bankCompanies().length) return this.canBuyCompany(player) ? ["buy_company", "pass"] : [];
    if (this.mustSell(player)) return ["sell_shares"];
    // Asked about a share move: that move's question alone (a private's purchase is also an agreed sale's: below).
    if (asked === "buy_shares" || asked === "par" || asked === "sell_shares") return this.mayMake(asked, player) ? [asked] : [];
    // Asked about a pass: he may pass whenever he may do anything else (below), the question settle asked (mayAct).
    if (asked === "pass") return this.mayAct(player) ? ["pass"] : [];
    const types = this.certificateMoves(player);
    // 1830 4.1: a private may change hands between players at any time in the buyer's or the seller's
    // turn, beside the turn's other actions. Until the turn's purchase is made, a private the player
    // may buy keeps his turn open by itself (he decides, and passes if he will not); 18xx.games waits
    // for him the same way. Afterwards, to sell his own, or for a private that may not be sold to a
    // corporation (the BO, which 18xx.games never sells at all), it does not keep him from passing:
    // the owner may still offer it on his own turn.
    const offers = this.privateOffers(player);
    if ((types.length || this.keepsTurnOpen(player, offers)) && offers.length) {
      types.push("offer");
      // A replayed log's sale (18xx.games' buy_company from another player) was agreed when played (GameOptions.consent).
      if (!this.game.options.consent && !types.includes("buy_company")) types.push("buy_company");
    }
    if (types.length) types.push("pass");
    return types;
  }

  /**
   * Whether the player on turn may do anything now: whether actionTypes lists anything for him, asked
   * with the cheapest questions first and no further than the first yes (a stock round asks after
   * every action whether the player on turn passes by himself: settle).
   */
  private mayAct(player: Player): boolean {
    if (this.game.data.companiesFirst && this.bankCompanies().length) return this.canBuyCompany(player);
    if (this.mustSell(player)) return true;
    if (CERTIFICATE_MOVES.some((type) => this.mayMake(type, player))) return true;
    const offers = this.privateOffers(player);
    return offers.length > 0 && this.keepsTurnOpen(player, offers);
  }

  /** Whether the player on turn may make this certificate move now (certificateMoves, mayAct): asked
   *  after each action (settle) and again by the next action's check, answered once per position. */
  private mayMake(type: (typeof CERTIFICATE_MOVES)[number], player: Player): boolean {
    const known = this.known(player);
    return (known.answers[type] ??= this.mayMakeNow(type, player));
  }

  /** The answers of mayMake and mustSell for this player at this position (Game.position), kept until it moves on. */
  private known(player: Player): NonNullable<StockRound["movesAllowed"]> {
    let known = this.movesAllowed;
    if (known?.position !== this.game.position || known.player !== player) {
      // Every answer's place made at once: one shape for all (an answer added later changed it, and slowed every read).
      const answers = { buy_company: undefined, buy_shares: undefined, par: undefined, sell_shares: undefined };
      known = this.movesAllowed = { position: this.game.position, player, answers, mustSell: undefined };
    }
    return known;
  }

  /** mayMake's and mustSell's answers, and the position (Game.position) and player they hold for. */
  private movesAllowed: { position: number; player: Player; answers: Record<(typeof CERTIFICATE_MOVES)[number], boolean | undefined>; mustSell: boolean | undefined } | null = null;

  private mayMakeNow(type: (typeof CERTIFICATE_MOVES)[number], player: Player): boolean {
    switch (type) {
      case "buy_company":
        return this.canBuyCompany(player);
      case "buy_shares":
        return this.canBuyAny(player);
      case "par":
        return this.canParAny(player);
      case "sell_shares":
        return this.canSellAny(player);
    }
  }

  /** What the player on turn may do with certificates now: buy a private from the bank, buy or sell shares, par. */
  private certificateMoves(player: Player): GameActionType[] {
    return CERTIFICATE_MOVES.filter((type) => this.mayMake(type, player));
  }

  /** Whether a private the player on turn may still buy from another player keeps his turn open (see actionTypes). */
  private keepsTurnOpen(player: Player, offers: Extract<LegalAction, { type: "offer" }>[]): boolean {
    if (this.turn.bought || this.turn.boughtCompany) return false;
    return offers.some((o) => o.buyer === player.id && !ability(this.game.company(o.company!), "noCorporationBuy"));
  }

  whyNot(entity: Entity, type: GameActionType, action?: GameAction): string {
    if (this.pendingHome) return `[home anywhere]: ${this.pendingHome.sym} must first place its home station`;
    const crowded = crowdedCorporation(this.game);
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to the train limit of ${this.game.trainLimit(crowded)}`;
    if (this.offer) {
      const { answerer, company } = this.offer;
      return `1830 4.1: ${answerer.name} must first answer the offer for ${company.def.name}`;
    }
    if (type === "respond") return "1830 4.1: no offer is waiting for an answer";
    if (entity instanceof Company) return `1830 pp. 46-47: ${entity.sym} has no ability to use now`;
    if (entity !== this.current) return `1830 6.0: it is ${this.current.name}'s turn in the stock round`;
    const player = entity as Player;
    if (this.mustSell(player)) return `1830 5.3: ${player.name} holds more certificates than allowed and must sell first`;
    switch (type) {
      case "sell_shares": {
        // The title's timing says why best: for the corporation the sale names, else for one the player holds.
        const named = action?.type === "sell_shares" ? this.game.corporations.find((c) => c.shares.some((s) => s.id === action.shares[0])) : undefined;
        const timing = (named ? [named] : this.game.corporations.filter((c) => c.percentOf(player) > 0)).map((c) => this.whyNotSellNow(c)).find((r) => r);
        if (timing) return timing;
        return `1830 6.1: ${player.name} has no certificates the bank pool can take now`;
      }
      case "par": {
        if (this.turn.bought || this.turn.boughtCompany) return "1830 6.2: only one certificate may be bought each turn";
        // For the corporation the action names, else for those still to be started: each different reason
        // once (one started already says nothing about why no other may be).
        const named = action?.type === "par" ? this.game.corporations.find((c) => c.sym === action.corporation) : undefined;
        const unstarted = this.game.corporations.filter((c) => !c.removed && c.parPrice === null && c.shares[0]!.holder === "ipo");
        if (!named && !unstarted.length) return "1830 5.2: every corporation has been started";
        const reasons = new Set((named ? [named] : unstarted).map((c) => this.whyNotPar(player, c) ?? this.whyNotAffordPar(player, c)).filter((r) => r !== null));
        return reasons.size ? [...reasons].join("; ") : `1830 6.2: ${player.name} cannot start a corporation now`;
      }
      case "offer":
        if (!this.game.data.privateSales) return "1830 6.0: private companies are not sold between players in this game";
        if (!this.sellingAllowed()) return "1830 4.1: private companies are not sold between players in the first stock round";
        return `1830 4.1: ${player.name} has no private company sale to propose now`;
      case "buy_company":
        if (this.privateOffers(player).some((o) => o.buyer === player.id) && !this.bankCompanies().length) {
          return "1830 4.1: another player's private is bought by an offer its owner accepts";
        }
        if (this.turn.bought || this.turn.boughtCompany) return "1830 6.2: only one certificate may be bought each turn";
        return this.bankCompanies().length ? `1830 6.2: ${player.name} cannot pay for a private the bank holds` : "1830 6.2: the bank holds no private company";
      case "buy_shares": {
        if (this.game.data.companiesFirst && this.bankCompanies().length) return "[companies first]: while the bank holds privates, only they may be bought";
        if (this.turn.bought) return this.whyNoFurther(this.turn.bought);
        const reason = this.offered().map((s) => this.whyNotBuy(player, s)).find((r) => r);
        return reason ?? `1830 6.2: ${player.name} cannot buy a certificate now`;
      }
      default:
        return `1830 6.0: ${type.replace(/_/g, " ")} is not a stock round action`;
    }
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    const legal: LegalAction[] = [];
    if (this.pendingHome && entity === this.pendingHome) {
      const corp = this.pendingHome;
      return homeAnywhereCities(this.game, corp).map(({ hex, city }) => ({ type: "place_token", city: this.game.board.cityId(hex, city), slot: this.game.board.nextSlot(hex, city), hex, cost: 0 }));
    }
    if (types.includes("discard_train")) return discardableTrains(entity as Corporation).map((t) => ({ type: "discard_train" as const, train: t.id }));
    if (entity instanceof Company) {
      for (const share of exchangeAbility(this.game, entity) ?? []) {
        legal.push({ type: "buy_shares", shares: [share.id], percent: share.percent, price: 0, from: share.holder === "ipo" ? "ipo" : "pool" });
      }
      legal.push(...playerTileLays(this.game, entity));
      return legal;
    }
    const player = entity as Player;
    if (types.includes("respond")) {
      const { company, price, buyer, seller } = this.offer!;
      return [{ type: "respond", company: company.sym, price, from: (player === buyer ? seller : buyer).id }];
    }
    if (types.includes("buy_company")) {
      for (const c of this.forSaleCompanies()) if (c.def.value <= player.cash) legal.push({ type: "buy_company", company: c.sym, min: c.def.value, max: c.def.value });
    }
    if (types.includes("offer")) legal.push(...this.privateOffers(player));
    if (types.includes("buy_shares")) {
      for (const share of this.offered()) {
        if (this.whyNotBuy(player, share) !== null) continue;
        const from = share.holder === "ipo" ? "ipo" : "pool";
        legal.push({ type: "buy_shares", shares: [share.id], percent: share.percent, price: this.priceOf(share), from });
      }
    }
    if (types.includes("par")) {
      for (const corp of this.game.corporations) {
        if (this.whyNotPar(player, corp)) continue;
        const prices = this.game.market
          .parCells()
          .filter((c) => this.parCost(corp, c.price) <= player.cash && this.freeParSlot(c.price) !== null)
          .map((c) => ({ sharePrice: `${c.price},${c.row},${c.col}`, price: c.price, ...(this.game.data.parSlots ? { slot: this.freeParSlot(c.price)! } : {}) }));
        if (prices.length) legal.push({ type: "par", corporation: corp.sym, prices });
      }
    }
    if (types.includes("sell_shares")) {
      for (const corp of this.game.corporations) {
        for (const percent of this.sellable(player, corp)) {
          const { proceeds: price, boxes } = saleTerms(this.game, player, corp, percent);
          // Where the certificates sold may differ (1830 V-7.2's other 20%), each way is offered.
          const bundles = saleBundles(player, corp, percent);
          for (const bundle of bundles.length ? bundles : [bundleFor(player, corp, percent)]) {
            legal.push({ type: "sell_shares", corporation: corp.sym, shares: bundle.map((s) => s.id), percent, price, boxes });
          }
        }
      }
    }
    if (types.includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  // ---- what a player may do ----------------------------------------------

  /** 1830 6.1: no selling in the first stock round. */
  private sellingAllowed(): boolean {
    return this.number > 1 || this.game.data.sellInFirstStockRound === true;
  }

  /**
   * What the player may sell of this corporation now: what every sale respects
   * (sellablePercents), and the title's timing: no sale after a buy in the same
   * turn (TitleData.sellThenBuy), one sale of a corporation per turn
   * (TitleData.salesInBlocks).
   */
  private sellable(player: Player, corp: Corporation, most = Infinity): number[] {
    if (!this.sellingAllowed()) return [];
    const data = this.game.data;
    if (data.sellThenBuy && (this.turn.bought || this.turn.boughtCompany)) return [];
    if (data.sellBuyOrBuySell && this.turn.soldThenBought) return [];
    if (data.salesInBlocks && this.turn.soldNow.has(corp)) return [];
    // sellablePercents holds every sale's rules, TitleData.sellAfterOperating among them.
    return sellablePercents(this.game, player, corp, most);
  }

  /** Why a sale of this corporation is not allowed now by the round's timing, or null. */
  private whyNotSellNow(corp: Corporation): string | null {
    const data = this.game.data;
    if (!this.sellingAllowed()) return "1830 6.1: certificates may not be sold in the first stock round";
    if (data.sellThenBuy && (this.turn.bought || this.turn.boughtCompany)) return "[sell then buy]: no sales after a purchase in the same turn";
    if (data.sellBuyOrBuySell && this.turn.soldThenBought) return "[sell-buy or buy-sell]: a turn that sold and then bought sells no more";
    if (data.salesInBlocks && this.turn.soldNow.has(corp)) return `[sales in blocks]: ${corp.sym} was sold this turn; a turn sells each corporation once`;
    if (soldBeforeOperating(this.game, corp, this.current)) {
      return data.presidentSellsBeforeOperating
        ? `Only the president may sell ${corp.sym}'s shares before it has operated`
        : `[sell after operating]: ${corp.sym} may not be sold before it has completed an operating turn`;
    }
    return null;
  }

  /** Whether the round's timing lets a holder sell this corporation at all (1830 6.1, [sell after operating]), whatever his turn holds. */
  private saleTimingAllows(corp: Corporation): boolean {
    return this.sellingAllowed() && (!this.game.data.sellAfterOperating || corp.completedTurn || this.game.data.presidentSellsBeforeOperating === true);
  }

  private canSellAny(player: Player): boolean {
    return this.game.corporations.some((c) => this.sellable(player, c, 1).length > 0);
  }

  /** 1830 5.3: over the certificate limit (or 60% where it applies), the player must sell first. Asked after each
   *  action (settle) and again by the next action's check: answered once per position, as mayMake. */
  private mustSell(player: Player): boolean {
    const known = this.known(player);
    return (known.mustSell ??= this.mustSellNow(player));
  }

  private mustSellNow(player: Player): boolean {
    // Asked after every stock-round action: whether he is over a limit first, then whether he can sell.
    if (certificateCount(this.game, player) > this.game.certLimit()) return this.canSellAny(player);
    return this.game.corporations.some(
      (c) => c.percentOf(player) > holdingLimit(this.game) && !exemptFromHoldingLimit(this.game, c) && this.sellable(player, c, 1).length > 0,
    );
  }

  /** Why this player may not gain a certificate of this corporation, or null if he may (1830 5.3, 6.2). */
  private cannotGain(player: Player, corp: Corporation, percent: number, certificates = () => certificateCount(this.game, player)): string | null {
    // TitleData.buysBeyondHoldingLimitInBrownOnly: orange shares may be held beyond the limit, not bought beyond it.
    const exempt = exemptFromHoldingLimit(this.game, corp) && !(this.game.data.buysBeyondHoldingLimitInBrownOnly && this.game.market.zone(corp.sym) !== "brown");
    if (!exempt && corp.percentOf(player) + percent > holdingLimit(this.game)) {
      return `1830 5.3: ${player.name} may hold at most ${holdingLimit(this.game)}% of ${corp.sym}`;
    }
    if (countsForLimit(this.game, corp) && certificates() >= this.game.certLimit()) {
      return `1830 5.3: ${player.name} is at the certificate limit of ${this.game.certLimit()}`;
    }
    return null;
  }

  /**
   * 1830 6.2, 5.4, C-1.3: one certificate a turn, or any number from the pool of one brown-zone
   * corporation, which "counts as your one certificate purchase": the turn's first included.
   */
  private mayBuyAnother(corp: Corporation, source: "ipo" | "pool"): boolean {
    if (!this.turn.bought) return true;
    if (this.turn.parred || this.turn.bought !== corp) return false;
    return this.game.market.zone(corp.sym) === "brown" && this.multipleBuySource(source) && this.multipleBuySource(this.turn.boughtFrom!);
  }

  /** Why no further certificate of this corporation may be bought in this turn. */
  private whyNoFurther(corp: Corporation): string {
    const brownAgain = this.turn.bought === corp && !this.turn.parred && this.game.market.zone(corp.sym) === "brown";
    return brownAgain
      ? `1830 5.4: several ${corp.sym} certificates may be bought in one turn only from the bank pool, the turn's first included`
      : "1830 6.2: only one certificate may be bought each turn";
  }

  /** Whether several brown-zone shares may come from this source (the pool; also the IPO with the 18xx.games option). */
  private multipleBuySource(source: "ipo" | "pool"): boolean {
    return source === "pool" || this.game.data.multipleBuyFromIpo === true;
  }

  /** `certificates`: the player's certificate count (certificateCount), where the caller counts once for many shares. */
  private whyNotBuy(player: Player, share: Share, certificates?: () => number): string | null {
    const corp = share.corporation;
    if (share.holder !== "ipo" && share.holder !== "pool") return `1830 6.2: ${share.id} is not for sale`;
    if (corp.parPrice === null) return `1830 6.2: ${corp.sym}'s president's certificate must be bought first (par it)`;
    if (this.sold.get(player)?.has(corp)) return `1830 6.1: ${player.name} sold ${corp.sym} this round and may not buy it back`;
    if (!this.mayBuyAnother(corp, share.holder)) return this.whyNoFurther(corp);
    if (this.boughtAfterSale()) return this.boughtAfterSale()!;
    // [without a president]: its president's certificate in the pool sells for one share to a holder of one.
    const presidency = poolPresidency(this.game, share);
    const notHolder = presidency ? whyNotPoolPresidency(player, share) : null;
    if (notHolder) return notHolder;
    const price = this.priceOf(share);
    if (player.cash < price) return `1830 6.2: ${player.name} has ${this.game.money(player.cash)}, the share costs ${this.game.money(price)}`;
    return this.cannotGain(player, corp, presidency ? 10 : share.percent, certificates);
  }

  /** What a certificate costs its buyer ([without a president]: the pool's president's certificate, one share's value). */
  private priceOf(share: Share): number {
    return poolPresidency(this.game, share) ? this.game.market.price(share.corporation.sym)! : sharePrice(this.game, share);
  }

  /** The next certificate a buyer would get from each source of each corporation. */
  private offered(): Share[] {
    const offers: Share[] = [];
    for (const corp of this.game.corporations) {
      if (corp.parPrice === null || corp.closed) continue;
      // The president's certificate first, where a title put the corporation on sale without it
      // being bought (CorporationDef.startPrice); after a par it has left the initial offering.
      // One certificate of each size from each place: the buyer chooses between a 10% and an
      // "other" 20% certificate (1830 V-7.2), which is on sale as soon as the president's is bought.
      // Plain loops: asked after every stock-round action (canBuyAny), where a closure per share was most of what a replay allocated.
      for (const source of SHARE_SOURCES) {
        const from = offers.length;
        for (const s of corp.shares) {
          if (s.holder !== source) continue;
          let offered = false;
          for (let i = from; i < offers.length && !offered; i++) offered = offers[i]!.percent === s.percent;
          if (!offered) offers.push(s);
        }
      }
    }
    return offers;
  }

  private canBuyAny(player: Player): boolean {
    if (this.turn.boughtCompany) return false;
    // The player's certificates are counted once, not once per share on offer.
    let count: number | undefined;
    const certificates = () => (count ??= certificateCount(this.game, player));
    // A share he cannot pay for is refused whatever else holds (whyNotBuy): asked first, without words for the refusal.
    // So is one more certificate than the turn allows (whyNotBuy words it), asked before the rest.
    return this.offered().some((s) => player.cash >= this.priceOf(s) && this.mayBuyAnother(s.corporation, s.holder as "ipo" | "pool") && this.whyNotBuy(player, s, certificates) === null);
  }

  /** Privates the bank still holds and sells at face value in the stock round (unsold start items, CompanyDef.soldInStockRound). */
  private bankCompanies(): Company[] {
    const brought = this.broughtCompanies;
    return this.game.companies.filter((c) => !c.closed && c.owner === null && !brought.has(c.sym));
  }

  /**
   * Those the bank sells now: under TitleData.secondHalfAfterDirector, a minor's second half
   * only once its director's certificate has been sold.
   */
  private forSaleCompanies(): Company[] {
    return this.bankCompanies().filter((c) => this.whyNotForSale(c) === null);
  }

  private whyNotForSale(company: Company): string | null {
    if (!this.game.data.secondHalfAfterDirector) return null;
    const half = company.abilities.find((a) => a.type === "share" && !a.president);
    const minor = half?.type === "share" ? this.game.corporation(half.corporation) : null;
    if (!minor || minor.shares[0]!.holder instanceof Player) return null;
    return `[second half]: ${company.def.name} is sold once ${minor.sym}'s director's certificate is`;
  }

  /** Privates that come with another (CompanyAbility "company"), never sold on their own: fixed by the title's data. */
  private readonly broughtCompanies: ReadonlySet<string>;

  private canBuyCompany(player: Player): boolean {
    if (this.turn.bought || this.turn.boughtCompany || this.boughtAfterSale()) return false;
    return this.forSaleCompanies().some((c) => c.def.value <= player.cash);
  }

  private canParAny(player: Player): boolean {
    if (this.turn.bought || this.turn.boughtCompany) return false;
    // The lowest par value with room (parCells lists them highest first).
    let lowest = Infinity;
    for (const c of this.game.market.parCells()) if (c.price < lowest && this.freeParSlot(c.price) !== null) lowest = c.price;
    if (lowest === Infinity) return false;
    // Asked after every stock-round action: a corporation out of the game or parred already is passed over before its
    // price is worked out (whyNotPar refuses it first).
    return this.game.corporations.some((c) => unparred(c) && player.cash >= this.parCost(c, lowest) && this.whyNotPar(player, c) === null);
  }

  /** The corporations started at this par value (not those with a fixed starting value). */
  private parredAt(price: number): Corporation[] {
    return this.game.corporations.filter((c) => c.parPrice === price && !c.def.startPrice);
  }

  /** The first free place of the par chart at this value ([par slots]; 0 without them), or null when it is full. */
  private freeParSlot(price: number): number | null {
    const slots = this.game.data.parSlots;
    if (slots === undefined) return 0;
    const taken = new Set(this.parredAt(price).map((c) => c.parSlot));
    for (let slot = 0; slot < slots; slot++) if (!taken.has(slot)) return slot;
    return null;
  }

  /** The private whose exchange is the only way to start this corporation (`parExchange`), if any. */
  private exchangeFor(corp: Corporation): Company | undefined {
    // Plain loops: asked for every corporation each time the round asks whether a player may start one.
    for (const c of this.game.companies) for (const a of c.abilities) if (a.type === "parExchange" && a.corporation === corp.sym) return c;
    return undefined;
  }

  /** 1830 5.2, 6.2: why the player cannot pay for this corporation's president's certificate at any free par value, or null. */
  private whyNotAffordPar(player: Player, corp: Corporation): string | null {
    const free = this.game.market.parCells().filter((c) => this.freeParSlot(c.price) !== null);
    if (!free.length) return "1830 5.2: no par value has room for another corporation";
    const cheapest = Math.min(...free.map((c) => this.parCost(corp, c.price)));
    return player.cash >= cheapest ? null : `1830 6.2: ${player.name} has ${this.game.money(player.cash)}, a president's certificate costs at least ${this.game.money(cheapest)}`;
  }

  /** What the president's certificate costs at this par: its shares, less the one an exchanged private pays for. */
  private parCost(corp: Corporation, price: number): number {
    const shares = corp.shares[0]!.percent / 10;
    return (this.exchangeFor(corp) ? shares - 1 : shares) * price;
  }

  /** Why this player may not start this corporation now, or null (1830 5.2, 6.2). */
  /** TitleData.buyThenSell (1830 V-6.1 buy-sell): why nothing may be bought after this turn's sale, or null. */
  private boughtAfterSale(): string | null {
    return this.game.data.buyThenSell && this.turn.soldNow.size ? "[buy then sell]: no purchase after a sale in the same turn" : null;
  }

  private whyNotPar(player: Player, corp: Corporation): string | null {
    if (this.boughtAfterSale()) return this.boughtAfterSale();
    if (corp.removed) return `[par by exchange]: ${corp.sym} is out of the game`;
    if (corp.parPrice !== null || corp.shares[0]!.holder !== "ipo") return `1830 5.2: ${corp.sym} already has a par value`;
    const exchange = this.exchangeFor(corp);
    if (exchange && (exchange.closed || exchange.owner !== player)) {
      return `[par by exchange]: ${corp.sym} may only be started by the owner of ${exchange.def.name}, exchanging it`;
    }
    if (corp.def.ownsNeutralStations && this.game.board.tokensOf(corp.sym).length === 0) {
      return `[neutral stations]: ${corp.sym} may only be started while a neutral station is on the map`;
    }
    // [par by exchange]: the private given up is a certificate less (TitleData.exchangeKeepsCount).
    const less = exchange && this.game.data.exchangeKeepsCount ? 1 : 0;
    return this.cannotGain(player, corp, corp.shares[0]!.percent, () => certificateCount(this.game, player) - less);
  }

  // ---- actions -------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    switch (action.type) {
      case "discard_train":
        return discardTrain(this.game, entity as Corporation, action.train);
      case "buy_shares":
        return entity instanceof Company ? this.exchange(action, entity) : this.buy(action, entity as Player);
      case "sell_shares":
        return this.sell(action, entity as Player);
      case "par":
        return this.par(action, entity as Player);
      case "buy_company":
        return this.buyCompany(action, entity as Player);
      case "place_token":
        return this.placeHome(action, entity as Corporation);
      case "pass":
        return this.pass(entity as Player);
      case "offer":
        return this.makeOffer(action, entity as Player);
      case "respond":
        return this.respond(action, entity as Player);
      case "lay_tile":
        return layPlayerTile(this.game, entity as Company, action);
      default:
        throw new GameError(`${action.type} is not a stock round action`);
    }
  }

  private shareById(id: string): Share {
    const [sym, index] = [id.slice(0, id.lastIndexOf("_")), Number(id.slice(id.lastIndexOf("_") + 1))];
    const share = this.game.corporation(sym).shares[index];
    if (!share) throw new GameError(`no share ${id}`);
    return share;
  }

  private buy(action: ActionOf<"buy_shares">, player: Player): void {
    const shares = action.shares.map((id) => this.shareById(id));
    const corp = shares[0]!.corporation;
    require(shares.every((s) => s.corporation === corp), "1830 6.2: buy one corporation's shares at a time");
    const source = shares[0]!.holder;
    require(source === "ipo" || source === "pool", `1830 6.2: ${shares[0]!.id} is not for sale`);
    require(shares.every((s) => s.holder === source), "1830 6.2: buy from one place at a time");
    require(shares.length === 1 || (this.game.market.zone(corp.sym) === "brown" && this.multipleBuySource(source)),
      "C-1.3: several shares at once only from the pool of a brown-zone corporation");
    // Every certificate must be buyable as things stand before any changes hands.
    let cash = player.cash;
    for (const share of shares) {
      const why = this.whyNotBuy(player, share);
      if (why) throw new GameError(why);
      cash -= this.priceOf(share);
    }
    require(cash >= 0, `1830 6.2: ${player.name} cannot pay for all of those shares`);
    require(exemptFromHoldingLimit(this.game, corp) || corp.percentOf(player) + shares.reduce((t, s) => t + s.percent, 0) <= holdingLimit(this.game),
      `1830 5.3: ${player.name} may hold at most ${holdingLimit(this.game)}% of ${corp.sym}`);
    const from = shares[0]!.holder === "ipo" ? "ipo" : "pool";
    // TitleData.smallTable: a purchase takes a certificate of the market out of the game.
    const bought = smallTableMarketBuy(this.game, player, shares, (s) => moveCertificates(s, "removed"));
    if (shares.length === 1 && poolPresidency(this.game, shares[0]!)) buyPoolPresidency(this.game, player, shares[0]!);
    else if (bought.length) buyShares(this.game, player, bought);
    this.turn.bought = corp;
    this.turn.soldThenBought ||= this.turn.soldNow.size > 0;
    this.turn.boughtFrom ??= from;
    this.track(player, corp, "buy");
    this.acted(player);
  }

  private par(action: ActionOf<"par">, player: Player): void {
    const corp = this.game.corporation(action.corporation);
    require(!this.turn.bought && !this.turn.boughtCompany, "1830 6.2: only one certificate may be bought each turn");
    const cell = this.game.market.parseParPrice(action.share_price);
    const why = this.whyNotPar(player, corp);
    if (why) throw new GameError(why);
    const free = this.freeParSlot(cell.price);
    require(free !== null, `[par slots]: the par chart has room for ${this.game.data.parSlots} corporations at ${this.game.money(cell.price)}, and ${this.parredAt(cell.price).map((c) => c.sym).join(" and ")} started there`);
    // The place on the par chart, as 18xx.games' logs name it (`slot`); the first free one unless named.
    const slot = this.game.data.parSlots === undefined ? undefined : (action.slot ?? free);
    if (slot !== undefined) {
      require(slot < this.game.data.parSlots! && !this.parredAt(cell.price).some((c) => c.parSlot === slot),
        `[par slots]: place ${slot + 1} of the par chart at ${this.game.money(cell.price)} is not free`);
    }
    const cost = this.parCost(corp, cell.price);
    require(player.cash >= cost, `1830 6.2: ${player.name} has ${this.game.money(player.cash)}, the president's certificate costs ${this.game.money(cost)}`);
    corp.parPrice = cell.price;
    corp.parSlot = slot;
    this.game.market.place(corp.sym, cell);
    this.game.log(`${player.name} pars ${corp.sym} at ${this.game.money(cell.price)}`);
    const exchange = this.exchangeFor(corp);
    if (exchange) {
      // [par by exchange]: the private closes and pays for one share of the president's certificate.
      const swap = ability(exchange, "parExchange");
      const president = corp.shares[0]!;
      this.game.pay(player, this.game.bank, cost);
      this.game.log(`${player.name} exchanges ${exchange.def.name} and ${this.game.money(cost)} for the ${president.percent}% president's certificate of ${corp.sym}`);
      transferShares(this.game, [president], player);
      closeCompany(this.game, exchange);
      floatIfReady(this.game, corp);
      if (swap?.reserveTrain) this.addReserveTrain(corp);
    } else {
      buyShares(this.game, player, [corp.shares[0]!]);
    }
    // CorporationDef.subsidyOnPar: the bank adds its par value to its treasury.
    if (corp.def.subsidyOnPar) {
      this.game.pay(this.game.bank, corp, cell.price);
      this.game.log(`${corp.sym} receives a subsidy of ${this.game.money(cell.price)}`);
    }
    if (corp.def.homeAnywhere && corp.tokensPlaced === 0) this.pendingHome = corp;
    this.turn.bought = corp;
    this.turn.soldThenBought ||= this.turn.soldNow.size > 0;
    this.turn.parred = true;
    this.track(player, corp, "par");
    this.acted(player);
  }

  /** [par by exchange]: if the bank's next train is of a type with a train set aside, that train joins the depot. */
  private addReserveTrain(corp: Corporation): void {
    const depot = this.game.depot;
    const next = depot.upcoming[0];
    const extra = next && depot.reserve.find((t) => t.name === next.name);
    if (!extra) return;
    depot.release(extra);
    this.game.log(`${corp.sym} adds an extra ${extra.name}-train to the depot`);
  }

  /** [home anywhere]: the home station of a corporation without a home hex, placed as it is parred. */
  private placeHome(action: ActionOf<"place_token">, corp: Corporation): void {
    const { hex, city } = this.game.board.cityById(action.city);
    placeHomeAnywhere(this.game, corp, hex, city, action.slot);
    this.pendingHome = null;
  }

  /** A private from the bank at face value, as the turn's buy; it brings what it brings (its certificates). */
  private buyCompany(action: ActionOf<"buy_company">, player: Player): void {
    const owned = this.game.companies.find((c) => c.sym === action.company && !c.closed && c.owner instanceof Player && c.owner !== player);
    if (owned && this.game.data.privateSales) return this.agreedSale(owned, player, action.price);
    require(!this.turn.bought && !this.turn.boughtCompany, "1830 6.2: only one certificate may be bought each turn");
    const company = this.bankCompanies().find((c) => c.sym === action.company);
    require(company, `1830 6.2: the bank does not sell ${action.company}`);
    const why = this.whyNotForSale(company);
    if (why) throw new GameError(why);
    require(action.price === company.def.value, `1830 6.2: ${company.sym} costs ${this.game.money(company.def.value)}`);
    require(player.cash >= action.price, `1830 6.2: ${player.name} has ${this.game.money(player.cash)}, ${company.sym} costs ${this.game.money(action.price)}`);
    this.game.pay(player, this.game.bank, action.price);
    company.owner = player;
    player.companies.push(company);
    this.game.log(`${player.name} buys ${company.def.name} from the bank for ${this.game.money(action.price)}`);
    if (this.game.data.firstHomeAfterOpening) {
      for (const a of company.abilities) {
        const corp = a.type === "share" && a.president ? this.game.corporation(a.corporation) : null;
        if (corp?.def.homeChoice && !corp.home) corp.home = corp.def.homeChoice[0];
      }
    }
    grantCompanyShares(this.game, company, player);
    this.turn.boughtCompany = true;
    this.turn.soldThenBought ||= this.turn.soldNow.size > 0;
    this.acted(player);
  }

  private sell(action: ActionOf<"sell_shares">, player: Player): void {
    const shares = action.shares.map((id) => this.shareById(id));
    const corp = shares[0]!.corporation;
    const why = this.whyNotSellNow(corp);
    if (why) throw new GameError(why);
    sellShares(this.game, player, shares, action.percent ?? shares.reduce((t, s) => t + s.percent, 0));
    this.turn.soldNow.add(corp);
    let sold = this.sold.get(player);
    if (!sold) this.sold.set(player, (sold = new Set()));
    sold.add(corp);
    this.track(player, corp, "sell");
    this.acted(player);
  }

  private exchange(action: ActionOf<"buy_shares">, company: Company): void {
    const share = this.shareById(action.shares[0]!);
    exchangeShare(this.game, company, share);
  }

  // ---- private companies sold between players (1830 4.1) ------------------

  /** The sales this player may propose now: buying another player's private, or selling his own to another player. */
  private privateOffers(player: Player): Extract<LegalAction, { type: "offer" }>[] {
    if (!this.game.data.privateSales || !this.sellingAllowed()) return [];
    const offers: Extract<LegalAction, { type: "offer" }>[] = [];
    const open = (c: Company) => !c.closed && c.owner instanceof Player;
    for (const c of this.game.companies.filter(open)) {
      const owner = c.owner as Player;
      if (owner === player) {
        for (const buyer of this.game.players) {
          if (buyer !== player && this.whyNotPrivateSale(c, buyer, player, MIN_PRICE) === null) {
            offers.push({ type: "offer", company: c.sym, buyer: buyer.id, seller: player.id, min: MIN_PRICE, max: buyer.cash });
          }
        }
      } else if (this.whyNotPrivateSale(c, player, owner, MIN_PRICE) === null) {
        offers.push({ type: "offer", company: c.sym, buyer: player.id, seller: owner.id, min: MIN_PRICE, max: player.cash });
      }
    }
    return offers;
  }

  /** Why this private may not pass from seller to buyer at this price now, or null. */
  private whyNotPrivateSale(company: Company, buyer: Player, seller: Player, price: number): string | null {
    if (price < MIN_PRICE) return `1830 4.1: a private is sold for at least ${this.game.money(MIN_PRICE)}`;
    if (company.closed || company.owner !== seller) return `1830 4.1: ${seller.name} does not own ${company.def.name}`;
    if (buyer === seller) return `1830 4.1: ${buyer.name} already owns ${company.def.name}`;
    if (buyer.cash < price) return `1830 4.1: ${buyer.name} has ${this.game.money(buyer.cash)}, not ${this.game.money(price)}`;
    if (certificateCount(this.game, buyer) >= this.game.certLimit()) return `1830 5.3: ${buyer.name} is at the certificate limit of ${this.game.certLimit()}`;
    if (this.privatesTraded.has(company) && this.game.data.privateSoldOncePerRound) {
      return `1830 V-6.4: ${company.def.name} changed hands this stock round; it may not be bought and sold again before the next one`;
    }
    return null;
  }

  /**
   * 1830 4.1: another player's private bought outright, as 18xx.games logs the sale (its
   * `buy_company` from a player): only in a replayed log, whose sales were agreed when played
   * (GameOptions.consent); live, the owner must agree to an offer first.
   */
  private agreedSale(company: Company, buyer: Player, price: number): void {
    const seller = company.owner as Player;
    require(!this.game.options.consent, `1830 4.1: ${seller.name} must agree to sell ${company.def.name}: offer a price`);
    require(this.sellingAllowed(), "1830 4.1: private companies are not sold between players in the first stock round");
    require(buyer === this.current || seller === this.current, "1830 4.1: a private is sold during the buyer's or the seller's turn");
    const why = this.whyNotPrivateSale(company, buyer, seller, price);
    if (why) throw new GameError(why);
    this.transferPrivate(company, buyer, seller, price);
  }

  private makeOffer(action: ActionOf<"offer">, player: Player): void {
    require(this.game.data.privateSales, "1830 6.0: private companies are not sold between players in this game");
    require(this.sellingAllowed(), "1830 4.1: private companies are not sold between players in the first stock round");
    require(this.actionTypes(player).includes("offer"), `1830 4.1: ${player.name} cannot propose a private company sale now`);
    require(action.company !== undefined && action.train === undefined, "1830 4.1: players sell each other private companies, not trains");
    const company = this.game.companies.find((c) => c.sym === action.company);
    require(company && company.owner instanceof Player, `1830 4.1: ${action.company} is not a private company a player owns`);
    const owner = company.owner as Player;
    let buyer: Player;
    let seller: Player;
    if (owner === player) {
      require(action.to !== undefined, `1830 4.1: name the player ${player.name} offers ${company.def.name} to`);
      buyer = this.game.player(action.to);
      seller = player;
    } else {
      require(action.to === undefined || String(action.to) === owner.id, `1830 4.1: ${company.def.name} belongs to ${owner.name}`);
      buyer = player;
      seller = owner;
    }
    const why = this.whyNotPrivateSale(company, buyer, seller, action.price);
    if (why) throw new GameError(why);
    const answerer = player === buyer ? seller : buyer;
    this.offer = { company, price: action.price, buyer, seller, answerer };
    this.game.log(
      player === buyer
        ? `${buyer.name} offers ${seller.name} ${this.game.money(action.price)} for ${company.def.name}`
        : `${seller.name} offers ${company.def.name} to ${buyer.name} for ${this.game.money(action.price)}`,
    );
  }

  private respond(action: ActionOf<"respond">, player: Player): void {
    const offer = this.offer;
    require(offer && offer.answerer === player, "1830 4.1: no offer is waiting for this player's answer");
    require(action.company === offer.company.sym && action.train === undefined, `1830 4.1: the offer waiting is for ${offer.company.def.name}`);
    const { company, price, buyer, seller } = offer;
    if (!action.accept) {
      this.offer = null;
      this.game.log(`${player.name} declines ${(player === buyer ? seller : buyer).name}'s offer for ${company.def.name}`);
      return;
    }
    const why = this.whyNotPrivateSale(company, buyer, seller, price);
    if (why) throw new GameError(why);
    this.offer = null;
    this.transferPrivate(company, buyer, seller, price);
  }

  /**
   * The sale itself. The player on turn has bought or sold a certificate: he has not passed
   * (1830 6.0: the round ends when all have "declined the opportunity to buy or sell"), though
   * it is not the turn's one certificate purchase (4.1: "at any time during the turn").
   */
  private transferPrivate(company: Company, buyer: Player, seller: Player, price: number): void {
    this.game.pay(buyer, seller, price);
    seller.companies.splice(seller.companies.indexOf(company), 1);
    company.owner = buyer;
    buyer.companies.push(company);
    this.privatesTraded.add(company);
    this.game.log(`${seller.name} sells ${company.def.name} to ${buyer.name} for ${this.game.money(price)}`);
    this.acted(this.current);
  }

  /** Notes a player's purchase, sale or start of a corporation for the other players' programmes. */
  private track(player: Player, corp: Corporation, type: TrackedMove["type"]): void {
    trackMove(this.moves, player, corp, type, this.game.actions.length);
  }

  /** A share programme of the player on turn (shared/engine/programmes.ts), with what this round knows of his turn. */
  programmed(player: Player, programme: Programme): ProgrammedAction[] {
    if (player !== this.current || this.pendingHome || this.offer) return [];
    return shareProgrammeActions(
      {
        game: this.game,
        mayPass: (p) => this.actionTypes(p).includes("pass"),
        mayBuyShares: (p) => this.actionTypes(p).includes("buy_shares"),
        whyNotBuy: (p, share) => this.whyNotBuy(p, share),
        mustSell: (p) => this.mustSell(p),
        boughtThisTurn: () => this.turn.bought !== null || this.turn.boughtCompany,
        saleTimingAllows: (corp) => this.saleTimingAllows(corp),
        moves: this.moves,
      },
      player,
      programme,
    );
  }

  private acted(player: Player): void {
    this.turn.acted = true;
    this.lastActor = player;
  }

  private lastActor: Player | null = null;

  private pass(player: Player): void {
    if (this.turn.acted) {
      this.game.log(`${player.name} ${this.turn.bought ? "declines to sell shares" : "declines to buy shares"}`);
    } else {
      this.game.log(`${player.name} passes`);
      this.passesInARow++;
    }
    this.endTurn();
  }

  private endTurn(): void {
    if (this.turn.acted) this.passesInARow = 0;
    const player = this.current;
    this.turn = { bought: null, boughtFrom: null, parred: false, acted: false, boughtCompany: false, soldNow: new Set(), soldThenBought: false };
    if (this.passesInARow >= this.game.players.filter((p) => !p.bankrupt).length) return this.finish(player);
    this.current = this.game.nextPlayer(player);
    // His moves of his earlier turns no longer concern the others' programmes (18xx.games forgets them as his turn begins).
    this.moves.set(this.current, new Map());
  }

  /** Automatic moves: a player with nothing to do passes; a turn with nothing left to do ends. */
  settle(): boolean {
    if (this.finished || this.pendingHome || this.offer || crowdedCorporation(this.game)) return false;
    if (this.mayAct(this.current)) return false;
    if (this.turn.acted) {
      this.endTurn();
    } else {
      this.game.log(`${this.current.name} has no valid actions and passes`);
      this.passesInARow++;
      this.endTurn();
    }
    return true;
  }

  /** 1830 5.5, 6.0: sold-out corporations rise; the player after the last to act gets the priority deal. */
  private finish(lastToPass: Player): void {
    this.finished = true;
    const formedLater = (c: Corporation) => this.game.data.soldOutBeforeFormed === true && c.def.formed === true;
    const corps = this.game.corporations.filter((c) => (c.floated || formedLater(c)) && !c.closed && c.parPrice !== null && this.game.market.position(c.sym));
    corps.sort((a, b) => this.game.market.compareForOperating(a.sym, b.sym));
    for (const corp of corps) {
      // Sold out: nothing left in the initial offering or the pool (exchange certificates may be unissued).
      const soldOut = corp.shares.every((s) => s.holder instanceof Player || s.holder === "reserved" || s.holder === "removed");
      if (!soldOut) {
        // TitleData.poolSharesDropAtStockRoundEnd: shares left in the bank pool move it down one box.
        if (this.game.data.poolSharesDropAtStockRoundEnd && corp.percentOf("pool") > 0) {
          const before = this.game.market.price(corp.sym)!;
          this.game.market.moveDown(corp.sym);
          const after = this.game.market.price(corp.sym)!;
          if (after !== before) this.game.log(`${corp.sym} has shares in the bank pool: its share price moves down from ${this.game.money(before)} to ${this.game.money(after)}`);
        }
        continue;
      }
      const before = this.game.market.price(corp.sym);
      // Up and to the left instead when the president holds more than the title's limit (TitleData.soldOutUpLeftAbove).
      const limit = this.game.data.soldOutUpLeftAbove;
      const president = corp.president;
      if (limit !== undefined && president && corp.percentOf(president) > limit) this.game.market.moveUpLeft(corp.sym);
      else this.game.market.moveUp(corp.sym);
      const after = this.game.market.price(corp.sym);
      if (after !== before) this.game.log(`${corp.sym}'s share price moves up from ${this.game.money(before!)} to ${this.game.money(after!)}`);
    }
    this.game.priority = this.game.nextPlayer(lastToPass);
    this.game.log(`${this.game.priority.name} has priority deal`);
  }
}
