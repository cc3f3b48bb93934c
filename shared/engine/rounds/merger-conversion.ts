// [merger and conversion round] (18xx.games' 1817): after each operating round, each corporation that is a
// going concern (floated, its share value in neither an acquisition nor the liquidation box; MarketCell
// `acquisition`, `liquidation`), in operating order as the round starts, has a turn while it may convert to more
// shares (2 to 5, 5 to 10) or merge with another of its size: it converts, merges, or passes. After a conversion
// or a merger the players, from its president on, may buy its new shares from its treasury at its share value (its
// president as many as he likes, each other player one) or, other than its president, sell theirs to the market,
// then it may take loans; a converted corporation then buys
// the station markers its size brings ($50 each), or is liquidated if it cannot.
// Two of 5 shares merge into one of 10 (exchangeShares). The survivor takes the other's stations as take-over.ts says
// ([station take-over]: its president may first take some off the map), then one over its train limit discards.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Corporation, Player, Share, type Entity, type ShareHolder } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { loanNumber, shareCount, takeLoan, whyNoLoan } from "../loans.ts";
import type { Round } from "../round.ts";
import { mergerPassActions, type Programme, type ProgrammedAction } from "../programmes.ts";
import { closeMarketShorts, closeShort, heldShorts } from "../shorts.ts";
import { crowdedCorporation, discardableTrains, discardTrain, isCrowded } from "./discard.ts";
import { mergedPrice } from "./merger-outcome.ts";
import { beginStationTakeOver, holdStations, removeStation, stationRemovals, takeOverHoldings, whyRemoveStations, type StationChoice } from "./take-over.ts";
import { boxOf, goingConcern, putInLiquidation } from "../market-boxes.ts";
import { alike, appointPresident, buyShares, certificateCount, countsForLimit, HOLDING_LIMIT_PERCENT, moveCertificates, sharePrice, transferShares } from "../shares.ts";

/** The sizes a corporation converts through; the last converts no more. */
const SIZES = [2, 5, 10];
/** The most station markers a corporation has after a merger. */
export const MOST_MARKERS = 8;
/** What a station marker a corporation's size brings costs (as it starts or converts). */
export const MARKER_COST = 50;

/** The corporation's station markers, on the map and on its charter. */
export function stationMarkers(corp: Corporation): number {
  return Math.max(corp.tokensPlaced, corp.def.tokens.length) + corp.extraTokens.length;
}

/** Gives the corporation this many markers in all, `placed` of them on the map; those added are free. */
export function setMarkers(corp: Corporation, placed: number, total: number): void {
  corp.tokensPlaced = placed;
  corp.extraTokens.length = 0;
  for (let i = Math.max(placed, corp.def.tokens.length); i < total; i++) corp.extraTokens.push(0);
}

/** The station markers a conversion to `size` shares (5 or 10) brings: one to 5 shares, two to 10, none beyond MOST_MARKERS. */
export function conversionMarkers(corp: Corporation, size: number): number {
  const markers = stationMarkers(corp);
  return size === 5 ? (markers < MOST_MARKERS ? 1 : 0) : Math.min(Math.max(MOST_MARKERS - markers, 0), 2);
}

/** What the corporation pays for this many station markers: MARKER_COST each, less what its privates pay (CompanyAbility "conversionSubsidy"). */
export function markersCost(corp: Corporation, markers: number): number {
  if (markers === 0) return 0;
  const subsidy = corp.companies.reduce((t, x) => t + x.abilities.reduce((u, a) => u + (a.type === "conversionSubsidy" ? a.amount : 0), 0), 0);
  return Math.max(0, markers * MARKER_COST - subsidy);
}

/** Converts the corporation to its next size: 2 shares to 5 (the president's certificate 40%, three of 20% in its
 *  treasury), 5 to 10 (every certificate half its percent, five of 10% more in its treasury). */
export function convertShares(corp: Corporation): void {
  const size = shareCount(corp);
  require(size === 2 || size === 5, `${corp.sym} has ${size} shares: it converts no more`);
  const added = size === 2 ? 3 : 5;
  if (size === 2) corp.shares[0]!.percent = 40;
  else for (const s of corp.shares) s.percent /= 2;
  // Numbered after the size's own certificates (1-3, then 4-8), whatever shorts there are (numbered from 10).
  const first = size === 2 ? 1 : 4;
  for (let i = 0; i < added; i++) {
    const share = new Share(corp, first + i, size === 2 ? 20 : 10, false);
    share.seq = corp.shareMoves++;
    corp.shares.push(share);
  }
}

/**
 * The share exchange of a merger of two 5-share corporations: the surviving corporation converts to 10 shares, and
 * every holder of the other's certificates receives one of its 10% shares for each 20% he held (its five new shares
 * first, then new ones), a short of 10% for each short; the other's treasury shares go to the survivor's treasury,
 * its market shares to the market. The player holding the most then becomes its president (the president in office,
 * then the first after him in turn order, on a tie); a holder's short and a share of his cancel each other.
 */
export function exchangeShares(game: Game, survivor: Corporation, other: Corporation): void {
  require(shareCount(survivor) === 5 && shareCount(other) === 5, `${survivor.sym} and ${other.sym} must both have 5 shares to exchange them`);
  const president = survivor.president!;
  convertShares(survivor);
  const fresh = survivor.shares.filter((s) => s.holder === "ipo" && s.index >= 4 && s.index <= 8);
  let highest = Math.max(9, ...survivor.shares.map((s) => s.index));
  const add = (percent: number, holder: ShareHolder) => {
    const share = new Share(survivor, ++highest, percent, false);
    share.holder = holder;
    share.seq = survivor.shareMoves++;
    survivor.shares.push(share);
  };
  for (const held of other.shares) {
    for (let i = 0; i < Math.abs(held.percent) / 20; i++) {
      const fromFresh = held.percent > 0 ? fresh.shift() : undefined;
      if (fromFresh) moveCertificates([fromFresh], held.holder);
      else add(held.percent > 0 ? 10 : -10, held.holder);
    }
  }
  const from = game.players.indexOf(president);
  appointPresident(game, survivor, [...game.players.slice(from), ...game.players.slice(0, from)]);
  const holders = new Set(survivor.shares.filter((s) => s.percent < 0).map((s) => s.holder));
  for (const holder of holders) {
    for (;;) {
      const share = survivor.sharesOf(holder).find((s) => s.percent === 10);
      if (!share || heldShorts(survivor, holder).length === 0) break;
      closeShort(game, share);
    }
  }
}

/** Starts a 2-share corporation at a larger size: 5 shares (the president's certificate 40%, four of 20%) or 10
 *  (20%, nine of 10%), the new ones in its treasury. */
export function sizeShares(corp: Corporation, size: number): void {
  require(shareCount(corp) === 2 && (size === 5 || size === 10), `${corp.sym} starts with 2, 5 or 10 shares, not ${size}`);
  corp.shares[0]!.percent = size === 5 ? 40 : 20;
  for (let i = 1; i < size - 1; i++) {
    const share = new Share(corp, i, size === 5 ? 20 : 10, false);
    share.seq = corp.shareMoves++;
    corp.shares.push(share);
  }
}

/** The corporation leaves play as if never started, free to start again: no shares held, no share value, nothing owned,
 *  no station (those its taker still chooses among are held apart first, take-over.ts holdStations). */
export function resetCorporation(game: Game, corp: Corporation): void {
  for (const { hex, city } of game.board.tokensOf(corp.sym)) game.board.removeToken(corp.sym, hex, city);
  game.market.remove(corp.sym);
  const percents = corp.def.shares ?? [];
  corp.shares.length = percents.length;
  corp.shares.forEach((s, i) => {
    s.percent = percents[i]!;
    s.holder = "ipo";
  });
  Object.assign(corp, { cash: 0, parPrice: null, parSlot: undefined, floated: false, operated: false, completedTurn: false, loans: 0 });
  corp.homeCity = corp.def.homeCity;
  corp.home = corp.def.home;
  corp.tokensPlaced = 0;
  corp.extraTokens.length = 0;
  // Trains still its own (a liquidation's) leave play keeping their owner, as 18xx.games keeps them: they hold up other
  // corporations' trains steps (operating/loans.ts waitsAtTrains).
  corp.trains.length = 0;
  corp.companies.length = 0;
}

/** After a conversion or a merger: who may still buy, whether the loans are offered, the markers to buy. */
interface Converted {
  corporation: Corporation;
  /** The share value the purchases are made at; a loan taken moves it and ends them. */
  price: number;
  /** The players who have passed or bought their one share. */
  done: Player[];
  /** The loans are offered once the players are done; the corporation's pass ends them. */
  loansDone: boolean;
  /** Station markers it must buy (a conversion's), at MARKER_COST each. */
  markers: number;
}

export class MergerAndConversionRound implements Round {
  readonly name: string;
  readonly merger = true as const;
  finished = false;
  /** The corporations still to have their turn, in operating order as the round started; the first is acting. */
  private readonly waiting: Corporation[];
  /** The corporations converted or merged this round: they merge with nobody else. */
  private readonly changed: Corporation[] = [];
  private converted: Converted | null = null;
  /** Each corporation's box as the round starts (MarketCell `acquisition`, `liquidation`, or neither): the acquisition
   *  round skips one that fell into such a box since. */
  readonly boxesAtStart: Record<string, "acquisition" | "liquidation" | null>;
  /** A merger's survivor whose president first takes stations off the map (take-over.ts). */
  private reducing: StationChoice | null = null;

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    this.name = `Merger and Conversion Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} --`);
    this.waiting = game.corporations.filter((c) => goingConcern(game, c)).sort((a, b) => game.compareForOperating(a, b));
    this.boxesAtStart = Object.fromEntries(game.corporations.map((c) => [c.sym, boxOf(game, c)]));
  }

  get current(): Corporation | null {
    return this.waiting[0] ?? null;
  }

  // ---- what each may do ------------------------------------------------------

  private mayConvert(corp: Corporation): boolean {
    const size = shareCount(corp);
    return SIZES.includes(size) && size !== SIZES[SIZES.length - 1];
  }

  /** The corporations this one may merge with: going concerns of its size (2 or 5 shares) not changed this round. Of 2
   *  shares, when their presidents differ, its president must be able to pay the new share value for the share the
   *  other gets; of 5, some player must hold 40% of the two together, to be president of the 10-share survivor. */
  mergeable(corp: Corporation): Corporation[] {
    const size = shareCount(corp);
    if (!goingConcern(this.game, corp) || (size !== 2 && size !== 5)) return [];
    return this.game.corporations.filter(
      (t) =>
        t !== corp &&
        goingConcern(this.game, t) &&
        !this.changed.includes(t) &&
        shareCount(t) === size &&
        (size === 2
          ? t.president === corp.president || (corp.president?.cash ?? 0) >= mergedPrice(this.game, corp, t)
          : this.game.players.some((p) => corp.percentOf(p) + t.percentOf(p) >= 40)),
    );
  }

  /** The player to buy or pass now after a conversion: from the president on, the first not done who could buy. */
  private buyer(): Player | null {
    const c = this.converted;
    if (!c || this.game.market.price(c.corporation.sym) !== c.price) return null;
    const president = c.corporation.president;
    const from = president ? this.game.players.indexOf(president) : 0;
    const order = [...this.game.players.slice(from), ...this.game.players.slice(0, from)];
    return order.find((p) => !c.done.includes(p) && (this.mayBuy(p, c.corporation) || this.maySell(p, c.corporation))) ?? null;
  }

  private treasuryShare(corp: Corporation): Share | undefined {
    return corp.shares.find((s) => s.holder === "ipo");
  }

  private mayBuy(player: Player, corp: Corporation): boolean {
    const share = this.treasuryShare(corp);
    if (!share || player.cash < sharePrice(this.game, share)) return false;
    // 60% at most of a corporation of 5 or 10 shares (a 2-share corporation's president holds it all).
    if (corp.percentOf(player) + share.percent > HOLDING_LIMIT_PERCENT) return false;
    return !countsForLimit(this.game, corp) || certificateCount(this.game, player) < this.game.certLimit();
  }

  /** A shareholder other than the president may sell shares of it instead of buying. */
  private maySell(player: Player, corp: Corporation): boolean {
    return corp.president !== player && this.sellable(player, corp).length > 0;
  }

  /** His shares of the corporation he may sell, in the order he received them: no short. */
  private sellable(player: Player, corp: Corporation): Share[] {
    return corp.sharesOf(player).filter((s) => s.percent > 0 && !s.president);
  }

  /** The converted corporation's loans, offered once the players are done. */
  private lender(): Corporation | null {
    const c = this.converted;
    if (!c || c.loansDone || this.buyer()) return null;
    return whyNoLoan(this.game, c.corporation) === null ? c.corporation : null;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    // A merger's survivor removes the stations it must, then discards down to its train limit, before the purchases.
    if (this.reducing) return this.reducing.taker;
    const crowded = crowdedCorporation(this.game);
    if (crowded) return crowded;
    if (this.converted) return this.buyer() ?? this.lender();
    return this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.activeEntity()) return [];
    if (this.reducing) return ["remove_token"];
    if (entity instanceof Corporation && isCrowded(this.game, entity)) return ["discard_train"];
    const c = this.converted;
    if (c && entity instanceof Player) {
      const types: GameActionType[] = [];
      if (this.mayBuy(entity, c.corporation)) types.push("buy_shares");
      if (this.maySell(entity, c.corporation)) types.push("sell_shares");
      types.push("pass");
      return types;
    }
    if (c) return ["take_loan", "pass"];
    const corp = entity as Corporation;
    const types: GameActionType[] = [];
    if (this.mayConvert(corp)) types.push("convert");
    if (this.mergeable(corp).length) types.push("merge");
    types.push("pass");
    return types;
  }

  legalActions(entity: Entity): LegalAction[] {
    const out: LegalAction[] = [];
    for (const type of this.actionTypes(entity)) {
      if (type === "merge") for (const t of this.mergeable(entity as Corporation)) out.push({ type: "merge", corporation: t.sym });
      else if (type === "discard_train") for (const t of discardableTrains(entity as Corporation)) out.push({ type: "discard_train", train: t.id });
      else if (type === "remove_token") out.push(...stationRemovals(this.game, this.reducing!));
      else if (type === "buy_shares") {
        const share = this.treasuryShare(this.converted!.corporation)!;
        out.push({ type: "buy_shares", shares: [share.id], percent: share.percent, price: sharePrice(this.game, share), from: "ipo" });
      } else if (type === "sell_shares") {
        const corp = this.converted!.corporation;
        const held = this.sellable(entity as Player, corp);
        for (let n = 1; n <= held.length; n++) {
          const shares = held.slice(0, n);
          const price = shares.reduce((t, x) => t + sharePrice(this.game, x), 0);
          out.push({ type: "sell_shares", corporation: corp.sym, shares: shares.map((x) => x.id), percent: shares.reduce((t, x) => t + x.percent, 0), price, boxes: 0 });
        }
      } else if (type === "take_loan") out.push({ type, loan: loanNumber(this.game, false) });
      else out.push({ type } as LegalAction);
    }
    return out;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    if (!active) return `the ${this.name} is over`;
    const name = (e: Entity) => (e instanceof Player ? e.name : e.sym);
    if (this.reducing) return `${this.reducing.taker.sym} must first take stations off the map: ${whyRemoveStations(this.game, this.reducing)}`;
    const crowded = crowdedCorporation(this.game);
    if (crowded) return `${crowded.sym} must first discard down to its train limit of ${this.game.trainLimit(crowded)}`;
    if (entity !== active) return `it is ${name(active)}'s turn in the ${this.name}`;
    const c = this.converted;
    if (c && entity instanceof Player) {
      if (type === "buy_shares") return `${entity.name} cannot buy a share of ${c.corporation.sym} (its price, or the certificate limit)`;
      if (type === "sell_shares") return `${entity.name} has no share of ${c.corporation.sym} to sell (its president sells none)`;
      return `after ${c.corporation.sym}'s change ${entity.name} may buy one of its shares, sell his, or pass, not ${type.replace(/_/g, " ")}`;
    }
    if (c) return `${c.corporation.sym} may take loans or pass, not ${type.replace(/_/g, " ")}`;
    if (type === "convert") return `${name(entity)} has ${shareCount(entity as Corporation)} shares: it converts no more`;
    if (type === "merge") return `${name(entity)} has no corporation to merge with (of its size, a going concern, not changed this round, and its president able to pay)`;
    return `in the ${this.name} ${name(entity)} may convert, merge or pass, not ${type.replace(/_/g, " ")}`;
  }

  // ---- actions ---------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    if (!this.actionTypes(entity).includes(action.type)) throw new GameError(this.whyNot(entity, action.type));
    if (action.type === "discard_train") return discardTrain(this.game, entity as Corporation, action.train);
    if (action.type === "remove_token") {
      if (removeStation(this.game, this.reducing!, action.city, action.slot)) this.reducing = null;
      return;
    }
    const c = this.converted;
    if (c && entity instanceof Player) {
      if (action.type === "buy_shares") return this.buy(entity, action);
      if (action.type === "sell_shares") return this.sell(entity, action);
      return this.playerPass(entity);
    }
    if (c) {
      if (action.type === "take_loan") return takeLoan(this.game, c.corporation);
      c.loansDone = true;
      this.game.log(`${c.corporation.sym} passes taking loans`);
      return;
    }
    const corp = entity as Corporation;
    if (action.type === "convert") return this.convert(corp);
    if (action.type === "merge") return this.merge(corp, action);
    this.game.log(`${corp.sym} passes`);
    this.waiting.shift();
  }

  private convert(corp: Corporation): void {
    const before = shareCount(corp);
    convertShares(corp);
    const after = shareCount(corp);
    this.game.log(`${corp.sym} converts from ${before} to ${after} shares`);
    const needed = conversionMarkers(corp, after);
    this.changed.push(corp);
    this.converted = { corporation: corp, price: this.game.market.price(corp.sym)!, done: [], loansDone: false, markers: needed };
  }

  private merge(corp: Corporation, action: ActionOf<"merge">): void {
    const target = this.game.corporations.find((t) => t.sym === action.corporation);
    require(!!target && this.mergeable(corp).includes(target), `${corp.sym} cannot merge with ${action.corporation}: choose one of ${this.mergeable(corp).map((t) => t.sym).join(", ")}`);
    const game = this.game;
    const price = mergedPrice(this.game, corp, target!);
    const received = takeOverHoldings(game, corp, target!);
    corp.loans += target!.loans;
    target!.loans = 0;
    const stations = beginStationTakeOver(game, corp, target!);
    received.push(...stations.received);
    if (stations.choice) {
      this.reducing = stations.choice;
      game.log(`${corp.sym} must first take stations off the map: ${whyRemoveStations(game, stations.choice)}`);
    }
    const row = game.market.grid[0]!;
    game.market.place(corp.sym, { row: 0, col: row.findLastIndex((c) => c?.price === price) });
    game.log(`${corp.sym} merges with ${target!.sym} at share value ${game.money(price)}, receiving ${received.join(", ") || "nothing"}`);
    const owner = corp.president!;
    const targetOwner = target!.president!;
    const size = shareCount(corp);
    if (size === 5) exchangeShares(game, corp, target!);
    else convertShares(corp);
    if (size === 2 && owner !== targetOwner) {
      // The president pays the new share value into the treasury for the share the other president receives.
      const share = this.treasuryShare(corp)!;
      game.pay(owner, corp, price);
      share.holder = targetOwner;
      share.seq = corp.shareMoves++;
      game.log(`${owner.name} pays ${game.money(price)} for a ${share.percent}% share that ${targetOwner.name} receives`);
    }
    if (this.reducing) holdStations(game, this.reducing);
    resetCorporation(game, target!);
    if (this.waiting.includes(target!)) this.waiting.splice(this.waiting.indexOf(target!), 1);
    this.changed.push(corp);
    this.converted = { corporation: corp, price: game.market.price(corp.sym)!, done: [], loansDone: false, markers: 0 };
  }

  private buy(player: Player, action: ActionOf<"buy_shares">): void {
    const c = this.converted!;
    const next = this.treasuryShare(c.corporation)!;
    // Any share of the treasury will do: they are alike.
    const share = action.shares.length === 1 ? alike([next], action.shares[0]!) : undefined;
    require(share, `${player.name} may buy a share of ${c.corporation.sym}'s treasury, not ${action.shares.join(", ")}`);
    const short = c.corporation.percentOf(player) < 0;
    buyShares(this.game, player, [share]);
    if (short) closeShort(this.game, share);
    // Each player but the president buys one share.
    if (c.corporation.president !== player || !this.mayBuy(player, c.corporation)) c.done.push(player);
  }

  /** A shareholder sells shares of the changed corporation to the market at its share value (which does not move); that ends his part. */
  private sell(player: Player, action: ActionOf<"sell_shares">): void {
    const c = this.converted!;
    const held = this.sellable(player, c.corporation);
    const shares = action.shares.map((id) => held.find((s) => s.id === id));
    require(
      shares.every((s) => s) && new Set(action.shares).size === shares.length,
      `${player.name} may sell his shares of ${c.corporation.sym} (${held.map((s) => s.id).join(", ")}), not ${action.shares.join(", ")}`,
    );
    const sold = shares as Share[];
    const proceeds = sold.reduce((t, s) => t + sharePrice(this.game, s), 0);
    this.game.pay(this.game.bank, player, proceeds);
    this.game.log(`${player.name} sells ${sold.length} share${sold.length > 1 ? "s" : ""} of ${c.corporation.sym} and receives ${this.game.money(proceeds)}`);
    transferShares(this.game, sold, "pool");
    closeMarketShorts(this.game, c.corporation);
    c.done.push(player);
  }

  private playerPass(player: Player): void {
    this.converted!.done.push(player);
    this.game.log(`${player.name} passes`);
  }

  /** What the corporation just converted must pay for its station markers as its change ends (nothing after a merger). */
  markersDue(): number {
    const c = this.converted;
    return c ? markersCost(c.corporation, c.markers) : 0;
  }

  /** The conversion's station markers: bought when it can pay, else the corporation is liquidated. */
  private finishChange(): void {
    const c = this.converted!;
    this.converted = null;
    const corp = c.corporation;
    if (c.markers > 0) {
      const cost = markersCost(corp, c.markers);
      if (corp.cash >= cost) {
        this.game.pay(corp, this.game.bank, cost);
        for (let i = 0; i < c.markers; i++) corp.extraTokens.push(0);
        this.game.log(`${corp.sym} pays ${this.game.money(cost)} for ${c.markers} station marker${c.markers > 1 ? "s" : ""}`);
      } else {
        putInLiquidation(this.game, corp, "cannot pay for its station markers");
      }
    }
    this.waiting.shift();
  }

  /** A merger pass programme of the president whose corporation has its turn (programmes.ts). */
  programmed(player: Player, programme: Programme): ProgrammedAction[] {
    const corp = this.current;
    if (this.finished || this.converted || !corp || corp.president !== player) return [];
    return mergerPassActions(this.game, programme, "MR", corp, { entity: corp.sym, entity_type: "corporation" }, this.changed.length > 0);
  }

  settle(): boolean {
    if (this.finished || this.reducing || crowdedCorporation(this.game)) return false;
    if (this.converted) {
      if (this.activeEntity()) return false;
      this.finishChange();
      return true;
    }
    const corp = this.current;
    if (!corp) {
      this.finished = true;
      return true;
    }
    if (goingConcern(this.game, corp) && (this.mayConvert(corp) || this.mergeable(corp).length > 0)) return false;
    this.waiting.shift();
    return true;
  }
}
