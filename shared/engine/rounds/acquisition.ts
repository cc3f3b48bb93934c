// [acquisition round] (18xx.games' 1817): after the merger and conversion round, every floated corporation, from
// the last in operating order to the first as the round starts, is in turn offered:
// - one in the liquidation box is liquidated: its cash and loans are set apart and the players' corporations bid for
//   its assets; nobody bidding, the bank takes them for nothing (its privates close, its stations leave the map);
// - one in an acquisition box is put up for acquisition: the players' corporations bid for it;
// - any other its president may offer for sale or not, when some player's corporation could pay its starting price;
//   a corporation bought so also brings its treasury shares' value from the bank.
// The auction ([acquisition auction]): the players presiding a corporation as the round starts bid for their
// corporations, from the player left of its president on, in steps of $10, each at most what one of his
// corporations could pay; its own president bids the least bid only; who passes is out. The winner's corporation
// (he chooses when several could pay) takes the other's cash, privates, loans, trains and stations, pays the bid
// (borrowing first if it must), may take more loans or repay those it took over (an unpaid one moves its share
// value a box left), and the bid is shared out among the other's shareholders; the other leaves play, free to start
// again. A liquidated corporation's loans are repaid first out of its cash and the bid; its president pays what
// they leave owing.
// A player whose cash it leaves below zero sells shares ([cash crisis], cash-crisis.ts).
// The buyer takes the other's stations as take-over.ts says ([station take-over]): its president may first take some
// off the map (`remove_token`), before anything else, while the moves nobody decides go on.
// A buyer over its train limit discards first (discard.ts).
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Corporation, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { loanNumber, loansAvailable, shareCount, takeLoan, whyNoLoan } from "../loans.ts";
import type { Round } from "../round.ts";
import { mergerPassActions, type Programme, type ProgrammedAction } from "../programmes.ts";
import { crisisActions, crisisLegalActions, crisisWhy, goBankrupt, inCrisis, sellInCrisis } from "../cash-crisis.ts";
import { ability, closeCompany } from "./companies.ts";
import { crowdedCorporation, discardableTrains, discardTrain, isCrowded } from "./discard.ts";
import { MOST_MARKERS, resetCorporation, stationMarkers } from "./merger-conversion.ts";
import { boxOf, goingConcern } from "../market-boxes.ts";
import { beginStationTakeOver, holdStations, removeStation, stationRemovals, takeOverHoldings, whyRemoveStations, type StationChoice } from "./take-over.ts";

/** The auction's steps: every bid a multiple of this, and at least this over the last. */
const BID_STEP = 10;

/** How a corporation comes up: offered for sale by its president, for acquisition from an acquisition box, or liquidated. */
export type AuctionMode = "offered" | "acquisition" | "liquidation";

/** What a corporation's bids start at: its shares at their value, rounded up to $10; from an acquisition or the
 *  liquidation box, $10 (the bank's offer of nothing is no player's bid). */
export function startingPrice(game: Game, corp: Corporation): number {
  if (boxOf(game, corp)) return BID_STEP;
  return Math.ceil((shareCount(corp) * (game.market.price(corp.sym) ?? 0)) / BID_STEP) * BID_STEP;
}

/** The shares in the corporation's treasury at their value: what the buyer of a corporation offered for sale gets for
 *  them from the bank (nothing in an acquisition or a liquidation). */
function treasuryValue(game: Game, corp: Corporation, mode: AuctionMode): number {
  if (mode !== "offered") return 0;
  const price = game.market.price(corp.sym) ?? 0;
  return corp.shares.filter((s) => s.holder === "ipo").length * price;
}

/**
 * The most `buyer` could pay for `target`: its treasury and the loans it may take (the target's loans counted as
 * repaid, so taken again), with the target's treasury and, offered for sale, its treasury shares' value, less the
 * target's loans.
 */
export function mostFor(game: Game, buyer: Corporation, target: Corporation, mode: AuctionMode = "offered"): number {
  const loan = game.data.loans?.value ?? 0;
  // A liquidated corporation's loans stay apart (still lent) until it is settled; its buyer takes none of them.
  const loans = mode === "liquidation" ? 0 : target.loans;
  const power = buyer.cash + loansAvailable(game, buyer, loans) * loan;
  return power + target.cash + treasuryValue(game, target, mode) - loans * loan;
}

/** Whether this corporation may buy another: a going concern, not the one for sale. */
const mayBuy = (game: Game, buyer: Corporation, target: Corporation) => buyer !== target && goingConcern(game, buyer);

interface Bid {
  player: Player;
  price: number;
}

/** A corporation up for auction. */
interface Auction {
  corporation: Corporation;
  mode: AuctionMode;
  /** The bidders still in, in the players' order. */
  bidders: Player[];
  /** The standing bids, one a bidder; the highest leads. */
  bids: Bid[];
}

/** The winning player's corporation buying the one auctioned: its loans offered, then the repayments, then the settling. */
interface Purchase {
  buyer: Corporation;
  target: Corporation;
  mode: AuctionMode;
  price: number;
  /** The loans taken over and not yet repaid: each moves the buyer's share value a box left once it is done. */
  unpaidLoans: number;
  /** It has passed taking more loans (or repaid one). */
  loansDone: boolean;
  /** It has passed repaying the loans taken over. */
  repaysDone: boolean;
}

export class AcquisitionRound implements Round {
  readonly name: string;
  readonly merger = true as const;
  finished = false;
  /** The corporations still to offer, last in operating order first; the first is being offered. */
  private readonly offering: Corporation[];
  /** The players presiding some corporation as the round starts: the bidders. */
  private readonly bidders: Player[];
  /** The corporation whose president is asked whether he offers it for sale. */
  private asking: Corporation | null = null;
  private auction: Auction | null = null;
  /** The auction's winner, to choose which of his corporations buys. */
  private winner: (Bid & { corporation: Corporation; mode: AuctionMode }) | null = null;
  private purchase: Purchase | null = null;
  /** A liquidated corporation's cash and loans, set apart as its auction starts. */
  private liquidation = { cash: 0, loans: 0 };
  /** The corporations bought this round (a merger pass programme with `disable_others` ends once one is). */
  private readonly acquired: Corporation[] = [];
  /** The buyer whose president first takes stations off the map before it takes the other's over (take-over.ts). */
  private reducing: StationChoice | null = null;
  /** [cash crisis] The president of the corporation last settled: the players below zero sell shares, from him on. */
  private crisisFrom: Player | null = null;

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
    /** Each corporation's box as the merger and conversion round started: one that fell into an acquisition or the
     *  liquidation box since is skipped this round. */
    private readonly boxesAtStart: Readonly<Record<string, "acquisition" | "liquidation" | null>> = {},
  ) {
    this.name = `Acquisition Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} --`);
    this.offering = game.corporations.filter((c) => c.floated && !c.closed && game.market.position(c.sym)).sort((a, b) => game.compareForOperating(b, a));
    this.bidders = game.players.filter((p) => game.corporations.some((c) => !c.closed && c.president === p));
  }

  // ---- who acts ------------------------------------------------------------------

  /** The player to bid or pass now: the one after the highest bidder, or from the player left of the president on. */
  private bidder(): Player | null {
    const a = this.auction;
    if (!a || a.bidders.length === 0) return null;
    const lead = this.highest(a);
    if (lead) return a.bidders[(a.bidders.indexOf(lead.player) + 1) % a.bidders.length]!;
    const players = this.game.players;
    // A corporation without a president ([cash crisis]): from the bankrupt who presided it.
    const owner = a.corporation.president ?? a.corporation.lastPresident;
    const from = owner ? players.indexOf(owner) + 1 : 0;
    for (let i = 0; i < players.length; i++) {
      const p = players[(from + i) % players.length]!;
      if (a.bidders.includes(p)) return p;
    }
    return null;
  }

  /** The buyer's decision now: take loans, or repay those it took over. */
  private buyerMay(): "take_loan" | "payoff_loan" | null {
    const p = this.purchase;
    if (!p) return null;
    if (!p.loansDone && whyNoLoan(this.game, p.buyer) === null) return "take_loan";
    // Loans over its limit are repaid first, without a choice (finishPurchase).
    if (!p.repaysDone && p.unpaidLoans > 0 && p.buyer.loans <= shareCount(p.buyer) && p.buyer.cash >= this.loanValue) return "payoff_loan";
    return null;
  }

  private get loanValue(): number {
    return this.game.data.loans?.value ?? 0;
  }

  private crisis(): Player | null {
    return inCrisis(this.game, this.crisisFrom);
  }

  /** Every player below zero in a crisis waits for his turn to sell. */
  owes(player: Player): boolean {
    return player.cash < 0 && this.crisis() !== null;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    if (this.reducing) return this.reducing.taker;
    const crisis = this.crisis();
    if (crisis) return crisis;
    const crowded = crowdedCorporation(this.game);
    if (crowded) return crowded;
    if (this.asking) return this.asking.president;
    if (this.auction) return this.bidder();
    if (this.purchase) return this.buyerMay() ? this.purchase.buyer : null;
    if (this.winner) return this.winner.player;
    return null;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.activeEntity()) return [];
    if (this.reducing) return ["remove_token"];
    if (this.crisis()) return crisisActions(this.game, entity as Player, false);
    if (entity instanceof Corporation && isCrowded(this.game, entity)) return ["discard_train"];
    if (this.asking) return ["assign", "pass"];
    if (this.auction) return ["bid", "pass"];
    const may = this.buyerMay();
    if (may) return [may, "pass"];
    return this.winner ? ["merge"] : [];
  }

  legalActions(entity: Entity): LegalAction[] {
    const r = this.reducing;
    if (r) return entity === r.taker ? stationRemovals(this.game, r) : [];
    const crisis = this.crisis();
    if (crisis) return entity === crisis ? [...crisisLegalActions(this.game, crisis, false), { type: "bankrupt" }] : [];
    if (entity instanceof Corporation && entity === this.activeEntity() && isCrowded(this.game, entity)) {
      return discardableTrains(entity).map((t) => ({ type: "discard_train", train: t.id }));
    }
    const out: LegalAction[] = [];
    for (const type of this.actionTypes(entity)) {
      if (type === "assign") out.push({ type: "assign", target: this.asking!.sym, target_type: "corporation" });
      else if (type === "bid") {
        const a = this.auction!;
        const [min, max] = [this.minBid(a), this.maxBid(entity as Player, a)];
        if (max >= min) out.push({ type: "bid", corporation: a.corporation.sym, min, max: max - ((max - min) % BID_STEP), step: BID_STEP });
      } else if (type === "merge") for (const c of this.buyers(this.winner!.player, this.winner!.corporation, this.winner!.mode, this.winner!.price)) out.push({ type: "merge", corporation: c.sym });
      else if (type === "take_loan" || type === "payoff_loan") out.push({ type, loan: loanNumber(this.game, type === "payoff_loan") });
      else out.push({ type } as LegalAction);
    }
    return out;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    if (!active) return `the ${this.name} waits for nobody now`;
    const r = this.reducing;
    if (r) return `${r.taker.sym} first takes stations off the map: ${whyRemoveStations(this.game, r)}`;
    const crisis = this.crisis();
    if (crisis) return crisisWhy(this.game, crisis);
    const name = (e: Entity) => (e instanceof Player ? e.name : e.sym);
    const crowded = crowdedCorporation(this.game);
    if (crowded) return `${crowded.sym} has more trains than its limit: it discards one first`;
    if (this.asking) {
      if (entity !== active) return `${name(active)} is to say whether he offers ${this.asking.sym} for sale`;
      return `${name(active)} offers ${this.asking.sym} for sale (assign) or declines (pass), not ${type.replace(/_/g, " ")}`;
    }
    if (this.auction) {
      if (entity !== active) return `it is ${name(active)}'s turn to bid for ${this.auction.corporation.sym}`;
      return `${name(active)} bids for ${this.auction.corporation.sym} or passes, not ${type.replace(/_/g, " ")}`;
    }
    if (entity !== active) return `it is ${name(active)}'s turn in the ${this.name}`;
    if (this.purchase) return `${name(active)} may ${this.buyerMay() === "take_loan" ? "take loans" : "repay the loans it took over"} or pass, not ${type.replace(/_/g, " ")}`;
    return `${name(active)} chooses which of his corporations buys ${this.winner!.corporation.sym}, not ${type.replace(/_/g, " ")}`;
  }

  // ---- the auction ---------------------------------------------------------------

  private highest(a: Auction): Bid | null {
    return a.bids.reduce<Bid | null>((best, b) => (!best || b.price > best.price ? b : best), null);
  }

  private minBid(a: Auction): number {
    const lead = this.highest(a);
    return lead ? lead.price + BID_STEP : startingPrice(this.game, a.corporation);
  }

  /** The player's corporations that could buy the target at this price. */
  private buyers(player: Player, target: Corporation, mode: AuctionMode, price: number): Corporation[] {
    return this.game.corporations.filter((c) => c.president === player && mayBuy(this.game, c, target) && mostFor(this.game, c, target, mode) >= price);
  }

  /** The most this player may bid: what his richest corporation could pay; for his own corporation, the least bid only. */
  private maxBid(player: Player, a: Auction): number {
    const corps = this.game.corporations.filter((c) => c.president === player && mayBuy(this.game, c, a.corporation));
    const most = Math.max(0, ...corps.map((c) => mostFor(this.game, c, a.corporation, a.mode)));
    return a.corporation.president === player ? Math.min(most, this.minBid(a)) : most;
  }

  private start(corp: Corporation, mode: AuctionMode): void {
    const a: Auction = { corporation: corp, mode, bidders: [], bids: [] };
    const min = this.minBid(a);
    for (const p of this.bidders) {
      if (this.maxBid(p, a) >= min) a.bidders.push(p);
      else this.game.log(`${p.name} cannot bid ${this.game.money(min)} and is out of the auction for ${corp.sym}`);
    }
    this.auction = a;
    this.resolve();
  }

  private bid(player: Player, action: ActionOf<"bid">): void {
    const a = this.auction!;
    require(action.corporation === a.corporation.sym, `the auction is for ${a.corporation.sym}, not ${action.corporation ?? action.company}`);
    const [min, max] = [this.minBid(a), this.maxBid(player, a)];
    require(action.price % BID_STEP === 0, `a bid for a corporation is a multiple of ${this.game.money(BID_STEP)}, not ${this.game.money(action.price)}`);
    require(action.price >= min, `the least bid for ${a.corporation.sym} is ${this.game.money(min)}`);
    require(action.price <= max, `${player.name}'s corporations could pay at most ${this.game.money(max)} for ${a.corporation.sym}`);
    a.bids = a.bids.filter((b) => b.player !== player);
    a.bids.push({ player, price: action.price });
    this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${a.corporation.sym}`);
    // Those who could not pay the next bid are out.
    const next = this.minBid(a);
    for (const p of [...a.bidders]) {
      if (p === player || this.maxBid(p, a) >= next) continue;
      this.game.log(`${p.name} cannot bid ${this.game.money(next)} and is out of the auction for ${a.corporation.sym}`);
      this.dropOut(a, p);
    }
    this.resolve();
  }

  private dropOut(a: Auction, player: Player): void {
    a.bidders.splice(a.bidders.indexOf(player), 1);
    a.bids = a.bids.filter((b) => b.player !== player);
  }

  /** Ends the auction when nobody is left, or one bidder with a bid. */
  private resolve(): void {
    const a = this.auction!;
    if (a.bidders.length > 1 || (a.bidders.length === 1 && a.bids.length === 0)) return;
    this.auction = null;
    const win = a.bidders.length === 1 ? a.bids[0]! : null;
    if (!win) {
      if (a.mode === "liquidation") this.bankLiquidates(a.corporation);
      else this.game.log(`All players pass on ${a.corporation.sym}, not ${a.mode === "acquisition" ? "acquired" : "sold"}`);
      this.offering.shift();
      return;
    }
    this.game.log(`${win.player.name} wins the auction of ${a.corporation.sym} for ${this.game.money(win.price)}`);
    this.winner = { ...win, corporation: a.corporation, mode: a.mode };
    const buyers = this.buyers(win.player, a.corporation, a.mode, win.price);
    if (buyers.length === 1) this.acquire(buyers[0]!);
  }

  // ---- the purchase --------------------------------------------------------------

  /** A private's golden parachute pays the president of the corporation bought by another player's, or liquidated. */
  private goldenParachute(target: Corporation, buyer: Corporation | null): void {
    const owner = target.president;
    if (!owner || buyer?.president === owner) return;
    for (const company of target.companies) {
      const parachute = ability(company, "goldenParachute");
      if (!parachute) continue;
      this.game.pay(this.game.bank, owner, parachute.amount);
      this.game.log(`${owner.name} collects ${this.game.money(parachute.amount)} from ${company.def.name}`);
    }
  }

  private acquire(buyer: Corporation): void {
    const w = this.winner!;
    const game = this.game;
    const target = w.corporation;
    this.goldenParachute(target, buyer);
    // Offered for sale, its treasury shares are sold to the market: the bank pays their value into its treasury.
    const treasury = treasuryValue(game, target, w.mode);
    if (treasury > 0) game.pay(game.bank, target, treasury);
    // A liquidated corporation's loans are settled apart (settle_).
    const unpaid = w.mode === "liquidation" ? 0 : target.loans;
    buyer.loans += unpaid;
    if (w.mode !== "liquidation") target.loans = 0;
    const received = takeOverHoldings(game, buyer, target);
    const stations = beginStationTakeOver(game, buyer, target);
    received.push(...stations.received);
    if (unpaid) received.push(`${unpaid} loan${unpaid === 1 ? "" : "s"}`);
    game.log(`${buyer.sym} acquires ${target.sym}, receiving ${received.join(", ") || "nothing"}`);
    if (stations.choice) {
      // It may be settled (and leave play, its stations held for the choice) before they are chosen.
      this.reducing = stations.choice;
      game.log(`${buyer.sym} must first take stations off the map: ${whyRemoveStations(game, stations.choice)}`);
    }
    // It borrows what it must to pay the bid.
    while (buyer.cash < w.price) takeLoan(game, buyer);
    game.pay(buyer, game.bank, w.price);
    this.purchase = { buyer, target, mode: w.mode, price: w.price, unpaidLoans: unpaid, loansDone: false, repaysDone: false };
  }

  /** The buyer done with loans: those over its limit repaid, the unpaid ones move its share value; then the settling. */
  private finishPurchase(): void {
    const p = this.purchase!;
    const game = this.game;
    const limit = shareCount(p.buyer);
    while (p.buyer.loans > limit) {
      p.buyer.loans--;
      p.unpaidLoans--;
      game.pay(p.buyer, game.bank, this.loanValue);
      game.log(`${p.buyer.sym} repays a loan of ${p.target.sym}'s for ${game.money(this.loanValue)}`);
    }
    if (this.buyerMay()) return;
    if (p.unpaidLoans > 0) {
      for (let i = 0; i < p.unpaidLoans; i++) game.market.moveLeft(p.buyer.sym);
      game.log(`${p.buyer.sym}'s share value falls to ${game.money(game.market.price(p.buyer.sym) ?? 0)} for ${p.target.sym}'s unpaid loans`);
      if (boxOf(game, p.buyer) === "acquisition" && this.offering.includes(p.buyer)) {
        this.offering.splice(this.offering.indexOf(p.buyer), 1);
        game.log(`${p.buyer.sym} falls into acquisition and will not be offered for sale this round`);
      }
    }
    this.purchase = null;
    this.winner = null;
    this.settle_(p.target, p.mode === "liquidation" ? null : p.price, p.price);
    this.acquired.push(p.target);
    this.offering.splice(this.offering.indexOf(p.target), 1);
  }

  /** Nobody bid for a liquidated corporation: the bank takes it for nothing; its privates close, its stations go. */
  private bankLiquidates(corp: Corporation): void {
    this.goldenParachute(corp, null);
    const hexes = this.game.board.tokensOf(corp.sym).map((t) => t.hex);
    for (const company of [...corp.companies]) closeCompany(this.game, company);
    this.game.log(`The bank liquidates ${corp.sym} for nothing, removing its stations${hexes.length ? ` on ${hexes.join(", ")}` : ""}`);
    this.settle_(corp, null, 0);
  }

  /**
   * The shareholders' share: the bid (`shared`), or for a liquidated corporation its cash and the bid after its loans,
   * its president paying what its loans leave owing; the corporation then leaves play.
   */
  private settle_(corp: Corporation, shared: number | null, bid: number): void {
    const game = this.game;
    let cash = shared ?? 0;
    if (shared === null) {
      const { cash: kept, loans } = this.liquidation;
      const owed = loans * this.loanValue;
      const had = kept + bid;
      const president = corp.president;
      if (owed > had && president) {
        // His cash may fall below zero: he sells shares ([cash crisis]).
        president.cash -= owed - had;
        game.bank.cash += owed - had;
        game.log(`${president.name} settles ${corp.sym}'s debts for ${game.money(owed - had)}`);
      }
      cash = Math.max(0, had - owed);
      this.liquidation = { cash: 0, loans: 0 };
      // Its loans go back to the bank.
      corp.loans = 0;
    }
    if (cash > 0) {
      const size = shareCount(corp);
      const each = Math.floor(cash / size);
      const paid: string[] = [];
      for (const player of game.players) {
        // Shorts ([shorts]) pay it back.
        const amount = Math.round((corp.percentOf(player) * size) / 100) * each;
        if (amount === 0) continue;
        player.cash += amount;
        game.bank.cash -= amount;
        paid.push(`${game.money(amount)} to ${player.name}`);
      }
      if (paid.length) game.log(`${corp.sym} settles with its shareholders: ${game.money(cash)}, ${game.money(each)} a share (${paid.join(", ")})`);
    }
    this.crisisFrom = corp.president ?? corp.lastPresident;
    corp.lastPresident = null;
    // Its stations wait for the buyer's choice of those to take off the map, counted for nobody (take-over.ts).
    const choice = this.reducing?.other === corp ? this.reducing : null;
    if (choice) holdStations(game, choice);
    resetCorporation(game, corp);
  }

  // ---- actions -------------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    if (!this.actionTypes(entity).includes(action.type)) throw new GameError(this.whyNot(entity, action.type));
    const r = this.reducing;
    if (r && action.type === "remove_token") {
      if (removeStation(this.game, r, action.city, action.slot)) this.reducing = null;
      return;
    }
    if (action.type === "sell_shares") return sellInCrisis(this.game, entity as Player, action, false);
    if (action.type === "discard_train") return discardTrain(this.game, entity as Corporation, action.train);
    if (action.type === "bankrupt") {
      if (!goBankrupt(this.game, entity as Player)) return;
      // The game ends once the round's automatic moves are made (the liquidations nobody bids for, ...), as 18xx.games
      // plays it, as in the operating round.
      while (this.settle());
      this.game.endGame("bankrupt");
      return;
    }
    if (this.asking) {
      const asking = this.asking;
      if (action.type === "assign") {
        require(action.target === asking.sym, `${asking.president!.name} may offer ${asking.sym} for sale, not ${action.target}`);
        this.asking = null;
        this.game.log(`${asking.sym} is offered at auction; its buyer receives ${this.game.money(treasuryValue(this.game, asking, "offered"))} for its treasury shares`);
        return this.start(asking, "offered");
      }
      this.game.log(`${asking.president!.name} declines to put ${asking.sym} up for sale`);
      this.asking = null;
      this.offering.shift();
      return;
    }
    if (this.auction) {
      if (action.type === "bid") return this.bid(entity as Player, action);
      this.game.log(`${(entity as Player).name} passes on ${this.auction.corporation.sym}`);
      this.dropOut(this.auction, entity as Player);
      return this.resolve();
    }
    const p = this.purchase;
    if (p) {
      if (action.type === "take_loan") takeLoan(this.game, p.buyer);
      else if (action.type === "payoff_loan") {
        // A loan taken over, repaid: its share value does not move.
        p.buyer.loans--;
        p.unpaidLoans--;
        p.loansDone = true;
        this.game.pay(p.buyer, this.game.bank, this.loanValue);
        this.game.log(`${p.buyer.sym} repays a loan of ${this.game.money(this.loanValue)}`);
      } else if (this.buyerMay() === "take_loan") {
        p.loansDone = true;
        this.game.log(`${p.buyer.sym} passes taking more loans`);
      } else {
        p.repaysDone = true;
        this.game.log(`${p.buyer.sym} passes repaying loans`);
      }
      return;
    }
    const w = this.winner!;
    const merge = action as ActionOf<"merge">;
    const buyers = this.buyers(w.player, w.corporation, w.mode, w.price);
    const buyer = buyers.find((c) => c.sym === merge.corporation);
    require(buyer, `${w.player.name} chooses one of ${buyers.map((c) => c.sym).join(", ")} to buy ${w.corporation.sym}, not ${merge.corporation}`);
    this.acquire(buyer!);
  }

  /** A merger pass programme of the president asked whether he offers his corporation (programmes.ts). */
  programmed(player: Player, programme: Programme): ProgrammedAction[] {
    const asking = this.asking;
    if (this.finished || !asking || asking.president !== player) return [];
    return mergerPassActions(this.game, programme, "AR", asking, { entity: player.id, entity_type: "player" }, this.acquired.length > 0);
  }

  /** A corporation offered or auctioned, not yet bought, that a bankruptcy has since put into a box it was not in as
   *  the merger and conversion round started, leaves the round's offers ([cash crisis]: its president's shares to the
   *  market). */
  private noLongerEligible(): boolean {
    const corp = this.purchase ? null : (this.asking ?? this.auction?.corporation ?? this.winner?.corporation);
    if (!corp) return false;
    const box = boxOf(this.game, corp);
    if (!box || box === (this.boxesAtStart[corp.sym] ?? null)) return false;
    this.game.log(`${corp.sym} is no longer eligible to be auctioned`);
    this.asking = null;
    this.auction = null;
    this.winner = null;
    this.offering.splice(this.offering.indexOf(corp), 1);
    return true;
  }

  /** Whether some bidder has a corporation that could pay the corporation's starting price. */
  private wanted(corp: Corporation): boolean {
    const price = startingPrice(this.game, corp);
    return this.bidders.some((p) => this.game.corporations.some((c) => c.president === p && mayBuy(this.game, c, corp) && mostFor(this.game, c, corp) >= price));
  }

  settle(): boolean {
    // [cash crisis] A player below zero does not stop the moves nobody decides (the next corporation's liquidation,
    // nobody able to bid, and so on): he sells once someone has a decision to make, or the round would end, as
    // 18xx.games plays it; so the president of the last corporation settled before then is the first to sell.
    // Nor do the buyer's stations to take off the map, nor a corporation over its train limit: they wait for their
    // president once someone has a decision to make (18xx.games settles a purchase and offers the next corporations in
    // the same action; the cash crisis comes before the discard).
    if (this.finished) return false;
    if (this.noLongerEligible()) return true;
    if (this.asking || (this.winner && !this.purchase)) return false;
    if (this.auction && !this.bidder()?.bankrupt) return false;
    if (this.purchase) {
      if (this.buyerMay()) return false;
      this.finishPurchase();
      return true;
    }
    const game = this.game;
    // A bidder who went bankrupt since the auction began ([cash crisis]) passes.
    const bidder = this.auction && this.bidder();
    if (bidder?.bankrupt) {
      game.log(`${bidder.name} passes on ${this.auction!.corporation.sym}`);
      this.dropOut(this.auction!, bidder);
      this.resolve();
      return true;
    }
    const corp = this.offering[0];
    if (!corp) {
      if (this.crisis() || this.reducing || crowdedCorporation(this.game)) return false;
      this.finished = true;
      return true;
    }
    const box = boxOf(game, corp);
    if (box && box !== (this.boxesAtStart[corp.sym] ?? null)) {
      game.log(`${corp.sym} moved into ${box} during the merger and conversion round and so is skipped`);
      this.offering.shift();
    } else if (box === "liquidation") {
      this.liquidation = { cash: corp.cash, loans: corp.loans };
      if (corp.cash > 0) game.pay(corp, game.bank, corp.cash);
      game.log(`${corp.sym} is being liquidated; the bank offers nothing; it had ${game.money(this.liquidation.cash)} and ${this.liquidation.loans} loans`);
      this.start(corp, "liquidation");
    } else if (box === "acquisition") {
      game.log(`${corp.sym} is offered for acquisition`);
      this.start(corp, "acquisition");
    } else if (corp.president && this.wanted(corp)) {
      game.log(`${corp.sym} may be offered for sale for ${game.money(startingPrice(game, corp))}`);
      this.asking = corp;
    } else {
      game.log(`${corp.sym} cannot be bought at ${game.money(startingPrice(game, corp))}, skipping`);
      this.offering.shift();
    }
    return true;
  }
}
