// A stock round in which corporations are started by auction (18xx.games' 1817): in turn, a
// player puts an unstarted corporation up with a bid (at least `minBid`, at most `maxBid`, in
// steps of $5 over the least bid), and the corporation at once places its home station, in any
// open city he chooses. The other players, in seat order from him, raise or drop out; a player who cannot
// pay the next bid drops out at once. What a player may bid is his money and the value of his
// privates (his bidding power): his bid must be his money plus the values of some of them.
// The last bidder takes the president's certificate (the corporation's whole capital, a 2-share
// corporation here) at the market's box at half his bid or the next below it, and pays his bid
// into the corporation's treasury, even beyond his money; he then puts in privates, each bought by
// the corporation at its value, as long as their values fit the treasury (and must, while he owes
// money), and stops when he passes. The player to the left of the one who put it up then has the
// turn. Instead, a player may buy one share of a going concern of more than two shares, from its treasury or the
// market, at its share value (60% of a corporation at most), which ends his turn; or have a corporation he presides
// take loans ([loans], loans.ts), and then only pass, which ends his turn as an action would. At the round's end a
// sold-out corporation of more than two shares rises one box, and each share in the market moves its value one left. The round ends when all pass in a row;
// the player to the left of the last to pass has the priority deal. A private whose ability is `closesAfterStockRound` closes at the round's end when
// a corporation owns it.
//
// Not yet played here (docs/rules-1817.md): corporations started with more than two shares (the size chosen
// from the phase's), selling shares, shorts, a corporation's shares bought back and station markers bought in
// the round.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Corporation, Player, type Entity, type Share } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { shareProgrammeActions, trackMove, type Programme, type ProgrammedAction, type TrackedMove } from "../programmes.ts";
import { loanNumber, shareCount, takeLoan, whyNoLoan } from "../loans.ts";
import { alike, buyShares, HOLDING_LIMIT_PERCENT, sharePrice, transferShares } from "../shares.ts";
import { MARKER_COST, sizeShares, stationMarkers } from "./merger-conversion.ts";
import { goingConcern, putInLiquidation } from "../market-boxes.ts";
import { closeMarketShorts, closeShort, holdsShort, shortShare, shortsOf } from "../shorts.ts";
import { closeCompany } from "./companies.ts";
import { homeAnywhereCities, placeHomeAnywhere } from "./home.ts";

/** A bid must exceed the one before by this, or a multiple of it. */
const RAISE = 5;

export interface AuctionedStartRules {
  /** The least opening bid ($100 in 1817). */
  minBid: number;
  /** The most any bid may be ($400 in 1817). */
  maxBid: number;
  /** The sizes (shares) a corporation may start with in each phase, by the phase's name; the winner chooses among
   *  several (default: 2). */
  sizes?: Readonly<Record<string, readonly number[]>>;
  /** The station markers a corporation of each size must have as it starts, bought at MARKER_COST each beyond its
   *  own (and one more with a private bringing a marker); what it cannot pay it buys after loans, or it is
   *  liquidated at the round's end. */
  markers?: Readonly<Record<number, number>>;
  /** [shorts] Players may short shares, but not from this phase on. */
  shortsEndInPhase?: string;
  /** [shorts] The most shorts of one corporation (else fewer than its shares). */
  mostShorts?: number;
  /** [shorts] The squeeze: a sold-out corporation whose shares the players hold more than all of (shorts not
   *  counted) rises a second box at the round's end. */
  squeeze?: boolean;
  /** A share programme's president holding this much of his corporation is safe from another's buying (programmes.ts;
   *  its own figure unless said): where shorts add shares, more than half. */
  securePercent?: number;
}

interface StartAuction {
  corp: Corporation;
  /** Players still bidding, in seat order. */
  bidders: Player[];
  opener: Player;
  high: { player: Player; price: number };
}

/** The moves of a player free to move in his turn, as actionTypes lists them (before pass). */
const PLAYER_MOVES: readonly GameActionType[] = ["sell_shares", "buy_shares", "short", "bid"];
/** Where a player buys a share in his turn: the treasury, then the market. */
const BUY_FROM = ["ipo", "pool"] as const;
/** actionTypes asked whether there is any move (mayMove). */
const ANY_MOVE = "any move";

export class AuctionedStartsStockRound implements Round {
  readonly name: string;
  finished = false;
  private current: Player;
  /** Players whose last turn was a pass. */
  private readonly passed = new Set<Player>();
  private auction: StartAuction | null = null;
  /** A corporation just put up that places its home station now. */
  private pendingHome: Corporation | null = null;
  /** The winner of an auction, choosing its size (null until he has) and putting his privates into the corporation. */
  private forming: { player: Player; corp: Corporation; size: number | null } | null = null;
  /** The player on turn has sold shares this turn: he may not borrow for his corporations, and his pass ends the turn as an action. */
  private soldThisTurn = false;
  /** [shorts] The player on turn has shorted a share this turn: one short a turn. */
  private shortedThisTurn = false;
  /** The acting corporation has bought back a share this turn: it takes no loan after. */
  private boughtBack = false;
  /** The corporations each player has sold in this round: he buys none of them again in it. */
  private readonly sold = new Map<Player, Corporation[]>();
  /** Corporations started this round that still owe station markers for their size. */
  private readonly owingMarkers: Corporation[] = [];
  /** The corporation of the player on turn that has acted (loans): it may take more, he may only pass, ending his turn. */
  private corporateActor: Corporation | null = null;
  /** Each player's moves since his latest turn began, by corporation, as the others' share programmes look at them. */
  private readonly moves = new Map<Player, Map<Corporation, TrackedMove[]>>();

  constructor(
    private readonly game: Game,
    readonly number: number,
    private readonly rules: AuctionedStartRules,
  ) {
    this.name = `Stock Round ${number}`;
    // A bankrupt player ([cash crisis]) sits out, the priority deal his too.
    this.current = game.priority.bankrupt ? game.nextPlayer(game.priority) : game.priority;
    game.log(`-- ${this.name} --`);
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    if (this.pendingHome) return this.pendingHome;
    if (this.forming) return this.forming.player;
    const a = this.auction;
    if (a) return a.bidders[(a.bidders.indexOf(a.high.player) + 1) % a.bidders.length]!;
    return this.current;
  }

  actionTypes(entity: Entity, asked?: GameActionType): GameActionType[] {
    return this.typesOf(entity, asked);
  }

  /** Whether this entity may do anything now but pass: the questions of its moves asked until one says yes. */
  private mayMove(entity: Entity): boolean {
    return this.typesOf(entity, ANY_MOVE).some((t) => t !== "pass");
  }

  /**
   * actionTypes: asked about one type (an action's check), only that type's question; asked for ANY_MOVE, the
   * questions of a player's moves until one says yes (with pass, what he may always do).
   */
  private typesOf(entity: Entity, asked?: GameActionType | typeof ANY_MOVE): GameActionType[] {
    if (this.finished) return [];
    if (entity === this.pendingHome) return ["place_token"];
    if (entity instanceof Corporation) return this.corporateActions(entity);
    if (entity !== this.activeEntity()) return [];
    if (this.pendingHome) return ["place_token"];
    if (this.forming) {
      if (this.forming.size === null) return ["choose"];
      if (!this.formingCompanies().length) return [];
      return this.forming.player.cash < 0 ? ["assign"] : ["assign", "pass"];
    }
    if (this.auction) return ["bid", "pass"];
    if (this.corporateActor) return ["pass"];
    const player = entity as Player;
    if (asked === "pass") return ["pass"];
    if (asked === ANY_MOVE) {
      const move = PLAYER_MOVES.find((t) => this.mayMake(t, player));
      return move ? [move, "pass"] : ["pass"];
    }
    if (asked && PLAYER_MOVES.includes(asked)) return this.mayMake(asked, player) ? [asked] : [];
    const types = PLAYER_MOVES.filter((t) => this.mayMake(t, player));
    types.push("pass");
    return types;
  }

  /** Whether the player on turn, free to move, may make a move of this type now. */
  private mayMake(type: GameActionType, player: Player): boolean {
    switch (type) {
      case "sell_shares":
        return this.maySell(player);
      case "buy_shares":
        return this.buyable(player, true).length > 0;
      case "short":
        return this.shortable(player).length > 0;
      case "bid":
        return this.maxBid(player) >= this.rules.minBid;
      default:
        return false;
    }
  }

  whyNot(entity: Entity, type: GameActionType): string {
    if (entity instanceof Corporation && entity !== this.pendingHome) {
      if (entity.president !== this.current || this.auction || this.forming || this.pendingHome) return `${entity.sym} may take a loan only in its president's turn, before he does anything else`;
      if (this.corporateActor && this.corporateActor !== entity) return `${this.corporateActor.sym}, a corporation of ${this.current.name}'s, has acted this turn already: no other of his may`;
      return whyNoLoan(this.game, entity) ?? `${entity.sym} may only take a loan in a stock round`;
    }
    const active = this.activeEntity();
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity !== active) return `it is ${active instanceof Player ? active.name : (active?.sym ?? "nobody")}'s turn, not ${name}'s`;
    if (this.pendingHome) return `${this.pendingHome.sym} must first place its home station`;
    if (this.forming) {
      if (this.forming.size === null) return `${name} must first choose ${this.forming.corp.sym}'s number of shares (${this.sizes().join(" or ")})`;
      return this.forming.player.cash < 0
        ? `${name} owes ${this.game.money(-this.forming.player.cash)} for ${this.forming.corp.sym} and must put privates into it`
        : `${name} may only put privates into ${this.forming.corp.sym} or pass`;
    }
    if (type === "bid") return `${name} may bid at most ${this.game.money(this.maxBid(entity as Player))}, less than the least bid of ${this.game.money(this.rules.minBid)}`;
    if (type === "buy_shares") return `${name} can buy no share now (his money, 60% of a corporation, his certificate limit (neither where he is short), a corporation he sold this round)`;
    if (type === "short" && this.shortedThisTurn) return `${name} has shorted a share this turn: one short a turn`;
    if (type === "short") return `${name} can short no share now (a going concern of more than two shares that has operated, of which he holds none, with fewer shorts than shares)`;
    if (type === "sell_shares") return `${name} can sell no share now (only shares of corporations that have operated, before buying; a president's certificate only with all his shares, when another player holds as much)`;
    return `in this stock round ${name} may start a corporation, buy, sell or short shares, or pass, not ${type.replace(/_/g, " ")}`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    const legal: LegalAction[] = [];
    if (types.includes("place_token") && this.pendingHome) {
      const corp = this.pendingHome;
      for (const { hex, city } of homeAnywhereCities(this.game, corp)) {
        legal.push({ type: "place_token", city: this.game.board.cityId(hex, city), slot: this.game.board.nextSlot(hex, city), hex, cost: 0 });
      }
    }
    if (types.includes("choose")) legal.push({ type: "choose", choices: this.sizes().map(String), prompt: `${this.forming!.corp.sym}'s number of shares` });
    if (types.includes("assign")) {
      for (const c of this.formingCompanies()) legal.push({ type: "assign", target: c.sym, target_type: "company" });
    }
    if (types.includes("bid")) {
      const corps = this.auction ? [this.auction.corp] : this.startable();
      const ranges = this.bidRanges(entity as Player);
      for (const corp of corps) for (const { min, max } of ranges) legal.push({ type: "bid", corporation: corp.sym, min, max, step: RAISE });
    }
    if (types.includes("sell_shares")) {
      for (const shares of this.saleBundles(entity as Player)) {
        const corp = shares[0]!.corporation;
        const price = shares.reduce((t, s) => t + sharePrice(this.game, s), 0);
        legal.push({ type: "sell_shares", corporation: corp.sym, shares: shares.map((s) => s.id), percent: shares.reduce((t, s) => t + s.percent, 0), price, boxes: 0 });
      }
    }
    if (types.includes("short")) {
      for (const corp of this.shortable(entity as Player)) legal.push({ type: "short", corporation: corp.sym, price: this.game.market.price(corp.sym)! });
    }
    if (types.includes("buy_shares") && entity instanceof Player) {
      for (const s of this.buyable(entity as Player)) {
        legal.push({ type: "buy_shares", shares: [s.id], percent: s.percent, price: sharePrice(this.game, s), from: s.holder === "ipo" ? "ipo" : "pool" });
      }
    }
    if (types.includes("take_loan")) legal.push({ type: "take_loan", loan: loanNumber(this.game, false) });
    if (types.includes("buy_shares") && entity instanceof Corporation) {
      // Any number of them at once (one purchase a turn).
      const shares = this.buyBacks(entity);
      for (let n = 1; n <= shares.length; n++) {
        const bundle = shares.slice(0, n);
        legal.push({ type: "buy_shares", shares: bundle.map((s) => s.id), percent: bundle.reduce((t, s) => t + s.percent, 0), price: bundle.reduce((t, s) => t + sharePrice(this.game, s), 0), from: "pool" });
      }
    }
    if (types.includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  /** [loans] A corporation may take a loan in its president's turn, before he does anything else, once. */
  private mayBorrow(corp: Corporation): boolean {
    return this.mayActFor(corp) && !this.boughtBack && whyNoLoan(this.game, corp) === null;
  }

  /** Whether the corporation may act now: in its president's turn before he does anything else, the only one of his to. */
  private mayActFor(corp: Corporation): boolean {
    const busy = this.auction || this.forming || this.pendingHome || this.soldThisTurn || (this.corporateActor !== null && this.corporateActor !== corp);
    return !busy && corp.president === this.current;
  }

  /** The shares of its own in the market a corporation may buy back now (not in an acquisition or the liquidation box):
   *  as many as its treasury pays for, cheapest first. */
  private buyBacks(corp: Corporation): Share[] {
    if (!this.mayActFor(corp) || !goingConcern(this.game, corp)) return [];
    const out: Share[] = [];
    let cash = corp.cash;
    for (const s of corp.sharesOf("pool").filter((x) => x.percent > 0)) {
      const price = sharePrice(this.game, s);
      if (price > cash) break;
      cash -= price;
      out.push(s);
    }
    return out;
  }

  private corporateActions(corp: Corporation): GameActionType[] {
    const types: GameActionType[] = [];
    if (this.mayBorrow(corp)) types.push("take_loan");
    if (this.buyBacks(corp).length) types.push("buy_shares");
    return types;
  }

  /** The corporation buys back shares of its own from the market into its treasury, one purchase a turn; it takes no
   *  loan after. */
  private buyBack(action: ActionOf<"buy_shares">, corp: Corporation): void {
    const offered = this.buyBacks(corp);
    const shares: Share[] = [];
    for (const id of action.shares) {
      const share = alike(offered.filter((s) => !shares.includes(s)), id);
      require(share && !shares.includes(share), `${corp.sym} may buy back ${offered.length === 1 ? "a share" : `up to ${offered.length} shares`} of its own from the market, not ${action.shares.join(", ")}`);
      shares.push(share);
    }
    require(shares.length > 0, `${corp.sym} names no share to buy back`);
    const price = shares.reduce((t, s) => t + sharePrice(this.game, s), 0);
    this.game.pay(corp, this.game.bank, price);
    transferShares(this.game, shares, "ipo");
    const percent = shares.reduce((t, s) => t + s.percent, 0);
    this.game.log(`${corp.sym} buys back ${shares.length === 1 ? "a" : shares.length} ${shares.length === 1 ? `${percent}% share` : `shares (${percent}%)`} from the market for ${this.game.money(price)}`);
    this.corporateActor = corp;
    this.boughtBack = true;
    if (corp.president) this.track(corp.president, corp, "redeem");
  }

  /** The winner of an auction owes what his bid exceeds his money until he puts privates in. */
  owes(player: Player): boolean {
    return this.forming?.player === player;
  }

  /** The corporations not yet started. */
  startable(): Corporation[] {
    return this.game.corporations.filter((c) => c.parPrice === null && !c.removed && !c.closed);
  }

  /** The least bid now: the opening least, or the high bid plus the raise. */
  minBid(): number {
    return this.auction ? this.auction.high.price + RAISE : this.rules.minBid;
  }

  /** The player's share certificates (privates and shorts do not count toward the certificate limit here). */
  private certificates(player: Player): number {
    let n = 0;
    for (const c of this.game.corporations) for (const s of c.shares) if (s.holder === player && s.percent > 0) n++;
    return n;
  }

  /** [shorts] The corporations a player may short now: going concerns of more than two shares that have operated, of
   *  which he holds nothing, with fewer shorts than shares (and than AuctionedStartRules.mostShorts), one a turn (a
   *  corporation he sold or shorted earlier too), before the phase that ends shorts. */
  shortable(player: Player): Corporation[] {
    const end = this.rules.shortsEndInPhase;
    // One short a turn (as 18xx.games plays it).
    if (!end || this.game.phases.reached.has(end) || this.shortedThisTurn) return [];
    return this.game.corporations.filter(
      (c) =>
        goingConcern(this.game, c) &&
        c.operated &&
        shareCount(c) > 2 &&
        shortsOf(c).length < Math.min(shareCount(c), this.rules.mostShorts ?? Infinity) &&
        c.percentOf(player) <= 0,
    );
  }

  /**
   * The shares a player may buy in his turn: the next in the treasury and the next in the market of each going
   * concern, at its share value, if he has the money, would hold at most 60% of a corporation of more than two
   * shares, and is under his certificate limit; a player short of the corporation ([shorts]) buys one whatever his
   * holding and his certificates (the share closes a short), as 18xx.games plays it.
   */
  buyable(player: Player, first = false): Share[] {
    const atLimit = this.certificates(player) >= this.game.certLimit();
    const out: Share[] = [];
    for (const corp of this.game.corporations) {
      if (!goingConcern(this.game, corp) || shareCount(corp) <= 2 || this.sold.get(player)?.includes(corp)) continue;
      const short = holdsShort(corp, player);
      if (atLimit && !short) continue;
      for (const from of BUY_FROM) {
        // A short in the market (a bankrupt's, [cash crisis]) is no share to buy.
        const share = corp.shares.find((s) => s.holder === from && s.percent > 0);
        if (!share || player.cash < sharePrice(this.game, share)) continue;
        if (!short && corp.percentOf(player) + share.percent > HOLDING_LIMIT_PERCENT) continue;
        out.push(share);
        // Asked whether there is any (mayMake): the first will do.
        if (first) return out;
      }
    }
    return out;
  }

  /**
   * The sales a player may make in his turn before buying: of a going concern that has operated, some of his shares
   * to the market at the share value each (the value does not move), his president's certificate only with all his
   * shares and when another player holds as much as it (who then becomes president, as one holding more after any
   * sale does). Not played here: selling part of a president's certificate.
   */
  saleBundles(player: Player, of: (corp: Corporation) => boolean = () => true): Share[][] {
    const bundles: Share[][] = [];
    for (const corp of this.game.corporations) {
      if (!of(corp) || !this.holdsSaleable(player, corp)) continue;
      // A short ([shorts]) is no share to sell.
      const mine = corp.sharesOf(player).filter((s) => !s.president && s.percent > 0);
      for (let n = 1; n <= mine.length; n++) bundles.push(mine.slice(0, n));
      if (this.certificateSaleable(player, corp)) bundles.push([...mine, corp.shares[0]!]);
    }
    return bundles;
  }

  /** Whether saleBundles lists any (mayMake, asked every turn): without listing them. */
  private maySell(player: Player): boolean {
    return this.game.corporations.some(
      (corp) => this.holdsSaleable(player, corp) && (corp.shares.some((s) => s.holder === player && !s.president && s.percent > 0) || this.certificateSaleable(player, corp)),
    );
  }

  /** A going concern that has operated, of which the player holds a certificate (saleBundles). */
  private holdsSaleable(player: Player, corp: Corporation): boolean {
    if (!corp.operated || !goingConcern(this.game, corp)) return false;
    // A player holding none of its certificates has nothing of it to sell (asked of every corporation, every turn).
    return corp.shares.some((s) => s.holder === player && s.percent > 0);
  }

  /** Whether the player may sell his president's certificate (with all his shares): another player holds as much (saleBundles). */
  private certificateSaleable(player: Player, corp: Corporation): boolean {
    const certificate = corp.shares[0]!;
    if (certificate.holder !== player) return false;
    const others = Math.max(0, ...this.game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
    return others >= certificate.percent;
  }

  /** What a player may bid: his money and his privates' values, up to the round's most, nothing at his certificate limit. */
  maxBid(player: Player): number {
    if (this.certificates(player) >= this.game.certLimit()) return 0;
    return Math.min(this.rules.maxBid, player.cash + player.companies.reduce((sum, c) => sum + c.def.value, 0));
  }

  process(action: GameAction, entity: Entity): void {
    switch (action.type) {
      case "bid":
        return this.bid(action, entity as Player);
      case "place_token":
        return this.placeHome(action, entity as Corporation);
      case "assign":
        return this.assign(action, entity as Player);
      case "take_loan":
        takeLoan(this.game, entity as Corporation);
        this.track((entity as Corporation).president!, entity as Corporation, "loan");
        this.corporateActor = entity as Corporation;
        if (this.owingMarkers.includes(entity as Corporation)) this.buyMarkers(entity as Corporation);
        // A corporation that can do no more leaves its president nothing to do: his turn ends.
        if (!this.corporateActions(entity as Corporation).length) this.endCorporateTurn();
        return;
      case "pass":
        return this.pass(entity as Player);
      case "buy_shares":
        if (entity instanceof Corporation) {
          this.buyBack(action, entity);
          if (!this.corporateActions(entity).length) this.endCorporateTurn();
          return;
        }
        return this.buy(action, entity as Player);
      case "sell_shares":
      case "short":
        if (action.type === "short") this.short(action, entity as Player);
        else this.sell(action, entity as Player);
        // A player left nothing to do but pass after a sale or a short: his turn ends, not as a pass.
        if (!this.mayMove(entity)) this.endCorporateTurn();
        return;
      case "choose":
        return this.chooseSize(String(action.choice));
      default:
        throw new GameError(`${action.type} is not played in this stock round`);
    }
  }

  private short(action: ActionOf<"short">, player: Player): void {
    const corp = this.shortable(player).find((c) => c.sym === action.corporation);
    const named = this.game.corporations.find((c) => c.sym === action.corporation);
    const most = named ? Math.min(shareCount(named), this.rules.mostShorts ?? Infinity) : 0;
    require(corp, named && shortsOf(named).length >= most ? `${named.sym} has ${most} shorts, the most it may have` : `${player.name} may not short ${action.corporation} now`);
    shortShare(this.game, player, corp);
    this.track(player, corp, "short");
    this.sold.set(player, [...(this.sold.get(player) ?? []), corp]);
    this.soldThisTurn = true;
    this.shortedThisTurn = true;
  }

  private sell(action: ActionOf<"sell_shares">, player: Player): void {
    const wanted = [...action.shares].sort().join(",");
    // Only a corporation whose shares' ids ("<sym>_<index>") begin as the first named can hold the bundle.
    const named = (corp: Corporation) => action.shares[0]?.startsWith(`${corp.sym}_`) === true;
    const shares = this.saleBundles(player, named).find((b) => b.map((s) => s.id).sort().join(",") === wanted);
    require(shares, `${player.name} may not sell ${action.shares.join(", ")} now (of corporations that have operated; his president's certificate only with all his shares, when another player holds as much)`);
    const corp = shares[0]!.corporation;
    const proceeds = shares.reduce((t, s) => t + sharePrice(this.game, s), 0);
    this.game.pay(this.game.bank, player, proceeds);
    this.game.log(`${player.name} sells ${shares.length} share${shares.length > 1 ? "s" : ""} of ${corp.sym} and receives ${this.game.money(proceeds)}`);
    transferShares(this.game, shares, "pool");
    closeMarketShorts(this.game, corp);
    this.track(player, corp, "sell");
    this.sold.set(player, [...(this.sold.get(player) ?? []), corp]);
    this.soldThisTurn = true;
  }

  /** The turn whose action was a corporation's ends, not as a pass. */
  private endCorporateTurn(): void {
    this.corporateActor = null;
    this.boughtBack = false;
    this.passed.delete(this.current);
    this.turnTo(this.game.nextPlayer(this.current));
    this.soldThisTurn = false;
    this.shortedThisTurn = false;
  }

  /** He buys one share; that ends his turn. */
  private buy(action: ActionOf<"buy_shares">, player: Player): void {
    // Any share of a source he may buy from will do: they are alike.
    const share = action.shares.length === 1 ? alike(this.buyable(player), action.shares[0]!) : undefined;
    require(share, `${player.name} may buy a share like one of ${this.buyable(player).map((s) => s.id).join(", ")}, not ${action.shares.join(", ")}`);
    const short = share.corporation.percentOf(player) < 0;
    buyShares(this.game, player, [share]);
    if (short) closeShort(this.game, share);
    this.track(player, share.corporation, "buy");
    // A share bought from its treasury may let a corporation owing station markers pay for them (as 18xx.games retries).
    if (this.owingMarkers.includes(share.corporation)) this.buyMarkers(share.corporation);
    this.passed.delete(player);
    this.turnTo(this.game.nextPlayer(player));
    this.soldThisTurn = false;
    this.shortedThisTurn = false;
  }

  private bid(action: ActionOf<"bid">, player: Player): void {
    const corp = this.game.corporations.find((c) => c.sym === action.corporation);
    require(corp, `${action.corporation ?? action.company ?? "nothing"} is not a corporation to bid on`);
    const a = this.auction;
    if (a) require(a.corp === corp, `${a.corp.sym} is up for auction: bid on it or pass`);
    else require(this.startable().includes(corp), `${corp.sym} has started already`);
    const min = this.minBid();
    require(action.price >= min, `the least bid on ${corp.sym} is ${this.game.money(min)}`);
    require((action.price - min) % RAISE === 0, `a bid raises the least bid by a multiple of ${this.game.money(RAISE)}`);
    const max = this.maxBid(player);
    require(action.price <= max, `${player.name} may bid at most ${this.game.money(max)}`);
    // The bid is his money with the values of some of his privates.
    const fits = this.privateSums(player).some((sum) => action.price >= sum && action.price <= sum + player.cash);
    require(fits, `${player.name}'s bid must be his money with the values of some of his privates`);
    if (!a) {
      this.game.log(`${player.name} puts ${corp.sym} up for auction with a bid of ${this.game.money(action.price)}`);
      const i = this.game.players.indexOf(player);
      // A bankrupt sits out ([cash crisis]).
      const order = [...this.game.players.slice(i), ...this.game.players.slice(0, i)].filter((p) => !p.bankrupt);
      this.auction = { corp, bidders: order, opener: player, high: { player, price: action.price } };
      this.passed.delete(player);
      this.pendingHome = corp;
      // Who puts it up chooses its home: he decides for it until it is placed.
      corp.actingFor = player;
    } else {
      this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${corp.sym}`);
      a.high = { player, price: action.price };
    }
    this.dropOut();
    this.resolve();
  }

  /** The bids a player may make now, as ranges in steps of the raise: his money with the values of some of his privates. */
  private bidRanges(player: Player): { min: number; max: number }[] {
    const least = this.minBid();
    const most = this.maxBid(player);
    const ranges: { min: number; max: number }[] = [];
    for (const sum of [...new Set(this.privateSums(player))].sort((a, b) => a - b)) {
      const from = Math.max(least, sum);
      const min = least + Math.ceil((from - least) / RAISE) * RAISE;
      const max = least + Math.floor((Math.min(most, sum + player.cash) - least) / RAISE) * RAISE;
      if (min > max) continue;
      const last = ranges[ranges.length - 1];
      if (last && min <= last.max + RAISE) last.max = Math.max(last.max, max);
      else ranges.push({ min, max });
    }
    return ranges;
  }

  /** Every sum of the values of some of a player's privates (none included). */
  private privateSums(player: Player): number[] {
    let sums = [0];
    for (const c of player.companies) sums = [...sums, ...sums.map((s) => s + c.def.value)];
    return sums;
  }

  private dropOut(): void {
    const a = this.auction!;
    const min = a.high.price + RAISE;
    for (const p of [...a.bidders]) {
      if (p === a.high.player || this.maxBid(p) >= min) continue;
      this.game.log(`${p.name} cannot bid ${this.game.money(min)} and is out of the auction for ${a.corp.sym}`);
      a.bidders.splice(a.bidders.indexOf(p), 1);
    }
  }

  private placeHome(action: ActionOf<"place_token">, corp: Corporation): void {
    const { hex, city } = this.game.board.cityById(action.city);
    placeHomeAnywhere(this.game, corp, hex, city, action.slot);
    this.pendingHome = null;
    corp.actingFor = null;
  }

  private pass(player: Player, automatic = false): void {
    if (this.forming) return this.formed();
    const a = this.auction;
    if (a) {
      this.game.log(`${player.name} passes on ${a.corp.sym}`);
      a.bidders.splice(a.bidders.indexOf(player), 1);
      return this.resolve();
    }
    // The turn's action was his corporation's or a sale: it ends, not as a pass.
    if (this.corporateActor || this.soldThisTurn) return this.endCorporateTurn();
    if (!automatic) this.game.log(`${player.name} passes`);
    this.passed.add(player);
    // Bankrupt players ([cash crisis]) sit out.
    if (this.passed.size === this.game.players.filter((p) => !p.bankrupt).length) return this.finish(player);
    this.turnTo(this.game.nextPlayer(player));
  }

  /**
   * The last bidder starts the corporation: the president's certificate at the market's box at half his
   * bid or the next below it, his bid paid into its treasury even beyond his money.
   */
  private resolve(): void {
    const a = this.auction!;
    if (a.bidders.length > 1) return;
    const { player, price } = a.high;
    const corp = a.corp;
    this.auction = null;
    const row = this.game.data.market[0]!;
    let col = -1;
    row.forEach((cell, i) => {
      if (cell && cell.price <= price / 2) col = i;
    });
    const cell = row[col]!;
    corp.parPrice = cell.price;
    this.game.market.place(corp.sym, { row: 0, col });
    transferShares(this.game, [corp.shares[0]!], player);
    corp.floated = true;
    this.track(player, corp, "par");
    player.cash -= price;
    corp.cash += price;
    this.game.log(`${player.name} wins the auction for ${corp.sym} with ${this.game.money(price)}: its share value is ${this.game.money(cell.price)}`);
    const sizes = this.sizes();
    this.forming = { player, corp, size: sizes.length === 1 ? sizes[0]! : null };
    if (sizes.length === 1) this.sized();
  }

  /** The sizes a corporation may start with now. */
  private sizes(): readonly number[] {
    return this.rules.sizes?.[this.game.phase.name] ?? [2];
  }

  /** A size is stored as a number, as 18xx.games' log writes it (it refuses "5" for 5). */
  storedChoice(choice: string | number): string | number {
    return this.forming && /^\d+$/.test(String(choice)) ? Number(choice) : choice;
  }

  private chooseSize(choice: string): void {
    const f = this.forming!;
    const size = Number(choice);
    require(this.sizes().includes(size), `${f.corp.sym} may start with ${this.sizes().join(" or ")} shares, not ${choice}`);
    f.size = size;
    this.sized();
  }

  /** Its size chosen, the corporation has it; its president then puts privates in. */
  private sized(): void {
    const f = this.forming!;
    if (f.size !== 2) sizeShares(f.corp, f.size!);
    if (!this.formingCompanies().length) this.formed();
  }

  /** The station markers the corporation must still buy for its size (a private's marker not counting). */
  private markersOwed(corp: Corporation): number {
    const wanted = this.rules.markers?.[shareCount(corp)];
    if (wanted === undefined) return 0;
    const bonus = corp.companies.some((c) => c.abilities.some((a) => a.type === "stationMarker")) ? 1 : 0;
    return Math.max(0, wanted - stationMarkers(corp) + bonus);
  }

  /** Buys the markers the corporation owes for its size, when it can pay for them all. */
  private buyMarkers(corp: Corporation): void {
    const owed = this.markersOwed(corp);
    const i = this.owingMarkers.indexOf(corp);
    if (i >= 0) this.owingMarkers.splice(i, 1);
    if (owed === 0) return;
    const cost = owed * MARKER_COST;
    if (corp.cash < cost) {
      this.owingMarkers.push(corp);
      this.game.log(`${corp.sym} cannot pay ${this.game.money(cost)} for ${owed} station marker${owed > 1 ? "s" : ""}: it must take loans before the round ends`);
      return;
    }
    this.game.pay(corp, this.game.bank, cost);
    for (let n = 0; n < owed; n++) corp.extraTokens.push(0);
    this.game.log(`${corp.sym} buys ${owed} station marker${owed > 1 ? "s" : ""} for ${this.game.money(cost)}`);
  }

  /** The winner's privates he may still put in: those in some choice whose values cover what he owes and fit the treasury. */
  private formingCompanies(): Company[] {
    const f = this.forming;
    if (!f) return [];
    const least = Math.max(0, -f.player.cash);
    const companies = f.player.companies;
    const fitting = new Set<Company>();
    const n = companies.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      const chosen = companies.filter((_, i) => mask & (1 << i));
      const sum = chosen.reduce((s, c) => s + c.def.value, 0);
      if (sum >= least && sum <= f.corp.cash) for (const c of chosen) fitting.add(c);
    }
    return companies.filter((c) => fitting.has(c));
  }

  private assign(action: GameAction, player: Player): void {
    const target = "target" in action ? String(action.target) : "";
    const company = this.formingCompanies().find((c) => c.sym === target);
    require(company, `${target} cannot be put into ${this.forming!.corp.sym} now`);
    const corp = this.forming!.corp;
    player.companies.splice(player.companies.indexOf(company), 1);
    company.owner = corp;
    corp.companies.push(company);
    corp.cash -= company.def.value;
    player.cash += company.def.value;
    this.game.log(`${player.name} puts ${company.def.name} into ${corp.sym} for ${this.game.money(company.def.value)}`);
    for (const a of company.abilities) {
      if (a.type === "startCash") {
        this.game.pay(this.game.bank, corp, a.amount);
        this.game.log(`${corp.sym} receives ${this.game.money(a.amount)} with ${company.def.name}`);
      } else if (a.type === "stationMarker") {
        corp.extraTokens.push(a.cost);
        this.game.log(`${corp.sym} receives a station marker with ${company.def.name}`);
      }
    }
    if (!this.formingCompanies().length) this.formed();
  }

  /** The corporation is formed: the turn passes to the left of the player who put it up. */
  private formed(): void {
    const f = this.forming!;
    this.game.log(`${f.corp.sym} starts with ${this.game.money(f.corp.cash)} and ${shareCount(f.corp)} shares`);
    this.buyMarkers(f.corp);
    for (const c of [...f.corp.companies]) if (c.abilities.some((a) => a.type === "closesAsCorporationStarts")) closeCompany(this.game, c);
    this.forming = null;
    this.turnTo(this.game.nextPlayer(this.current));
    this.soldThisTurn = false;
    this.shortedThisTurn = false;
  }

  private finish(lastToPass: Player): void {
    this.finished = true;
    for (const c of this.game.companies) {
      if (!c.closed && c.owner instanceof Corporation && c.abilities.some((x) => x.type === "closesAfterStockRound")) closeCompany(this.game, c);
    }
    // Each corporation in operating order, as they stand before any moves (as 18xx.games plays 1817, which decides
    // the order within a box): sold out, one of more than two shares whose shares the players hold all rises one box
    // (one of two shares, its president's alone, never does); then each share of it in the market moves it one box down.
    const held = (c: Corporation) => c.shares.reduce((t, s) => t + (s.holder instanceof Player && s.percent > 0 ? s.percent : 0), 0);
    const marketShares = (c: Corporation) => c.sharesOf("pool").filter((s) => s.percent > 0);
    const moving = this.game.corporations.filter((c) => c.floated && !c.closed && this.game.market.position(c.sym));
    for (const corp of moving.sort((a, b) => this.game.compareForOperating(a, b))) {
      const before = this.game.market.price(corp.sym)!;
      if (shareCount(corp) > 2 && held(corp) >= 100) {
        this.game.market.moveUp(corp.sym);
        // [shorts] The squeeze: the players hold more than all its shares, some of them the shorts' market shares.
        if (this.rules.squeeze && held(corp) > 100) this.game.market.moveUp(corp.sym);
        const after = this.game.market.price(corp.sym)!;
        if (after !== before) this.game.log(`${corp.sym} is sold out: its share price moves up from ${this.game.money(before)} to ${this.game.money(after)}`);
      }
      const shares = marketShares(corp);
      if (!shares.length) continue;
      const from = this.game.market.price(corp.sym)!;
      for (const _ of shares) this.game.market.moveDown(corp.sym);
      const to = this.game.market.price(corp.sym)!;
      if (to !== from) this.game.log(`${corp.sym} has shares in the market: its share price moves down from ${this.game.money(from)} to ${this.game.money(to)}`);
    }
    // A corporation started this round still owing station markers is liquidated (after the moves, as 18xx.games does),
    // in the game's order of corporations, as 18xx.games takes them: their order in the liquidation box is the
    // acquisition round's order of offers.
    for (const corp of this.game.corporations.filter((c) => this.owingMarkers.includes(c))) putInLiquidation(this.game, corp, "did not buy its station markers");
    this.game.priority = this.game.nextPlayer(lastToPass);
    this.game.log(`${this.game.priority.name} has priority deal`);
  }

  /** The next player's turn begins: his moves of his earlier turns no longer concern the others' programmes (18xx.games
   *  forgets them as his turn begins). */
  private turnTo(player: Player): void {
    this.current = player;
    this.moves.set(player, new Map());
  }

  private track(player: Player, corp: Corporation, type: TrackedMove["type"]): void {
    trackMove(this.moves, player, corp, type, this.game.actions.length);
  }

  /** A share programme of the player on turn (programmes.ts), outside an auction and the forming of a corporation; a
   *  merger pass does nothing here. A president is safe from takeover holding the rules' `securePercent`. */
  programmed(player: Player, programme: Programme): ProgrammedAction[] {
    if (player !== this.current || this.auction || this.forming || this.pendingHome || this.corporateActor) return [];
    return shareProgrammeActions(
      {
        game: this.game,
        mayPass: (p) => this.actionTypes(p, "pass").includes("pass"),
        mayBuyShares: (p) => this.actionTypes(p, "buy_shares").includes("buy_shares"),
        whyNotBuy: (p, share) => (this.buyable(p).includes(share) ? null : `${p.name} may not buy ${share.id} now`),
        mustSell: (p) => this.certificates(p) > this.game.certLimit(),
        boughtThisTurn: () => false,
        saleTimingAllows: (corp) => corp.operated,
        moves: this.moves,
        securePercent: this.rules.securePercent,
      },
      player,
      programme,
    );
  }

  /** A player whose turn it is with nothing to do but pass (nothing to buy, sell, short or bid, no corporation of his
   *  able to act) passes at once, as 18xx.games plays 1817; that pass counts toward the round's end, the last one's too.
   *  A game nobody can move on runs on by itself: 1817's export of a train after each operating round brings its end
   *  (TitleData.endsAfterLastPhase) within a bounded number of rounds. */
  settle(): boolean {
    if (this.finished || this.pendingHome || this.auction || this.forming || this.corporateActor || this.soldThisTurn) return false;
    const player = this.current;
    if (player.bankrupt || this.mayMove(player)) return false;
    if (this.game.corporations.some((c) => c.president === player && this.corporateActions(c).length)) return false;
    this.game.log(`${player.name} has no valid actions and passes`);
    this.pass(player, true);
    return true;
  }
}
