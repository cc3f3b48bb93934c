// 1830 Classic's initial purchase of the private companies (C-2.2): buy-bid
// turns, auctions among the bidders of the cheapest company, the SV's price
// falling when everyone passes, and the par of the B&O by the BO's buyer.
// The auction variants of 1830 V-1.8 (TitleData.auction) change how bids
// raise and who bids in an auction among bidders, and what a pass there means.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Player, type Entity } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { grantCompanyShares, pendingParAction, setPendingPar } from "./companies.ts";
import { exportTrain } from "./train-export.ts";

/** A bid must exceed the face value or the previous bid by at least this (C-2.2.1). */
export const MIN_RAISE = 5;

interface Bid {
  player: Player;
  price: number;
}

export class WaterfallAuction implements Round {
  readonly name = "Private Auction";
  /** C-2.2.3: all passing only lowers the SV's price or pays the privates' revenue; the round comes back until every private is sold (Round.sellsAll). */
  readonly sellsAll = true;
  finished = false;
  /** Unsold companies, cheapest first. */
  private readonly unsold: Company[];
  private readonly bids = new Map<Company, Bid[]>();
  /** Price of the cheapest company (C-2.2.3: the SV drops by $5 each time all pass). */
  private cheapestPrice: number;
  /** Whose buy-bid turn it is; when the round ends, this player has the priority deal. */
  private current: Player;
  /** Players who have passed since their last bid (C-2.2.3: all passing lowers the SV or pays revenue). */
  private readonly passed = new Set<Player>();
  /** An auction among the bidders of the cheapest company (C-2.2.2), if one is running. */
  private auction: Company | null = null;
  /** V-1.8 pass and still in: the auction's bidders who have passed since its last bid. */
  private readonly auctionPassed = new Set<Player>();
  /** Players who have passed out of the auction under way (V-1.8 pass and out), to say why they may not bid. */
  private readonly auctionLeft = new Set<Player>();
  /** V-1.8 formal bidding: whose turn it is in the auction. */
  private auctionTurn: Player | null = null;
  /** A player who must set a par value for a president's certificate a company gave him. */
  private pendingPar: { player: Player; corporation: string } | null = null;

  constructor(private readonly game: Game) {
    // Those not dealt before it (1830+ S-5.2 options a and b, rounds/dealt-privates.ts).
    this.unsold = game.companies.filter((c) => !c.owner && !c.closed).sort((a, b) => a.def.value - b.def.value);
    this.cheapestPrice = this.unsold[0]!.def.value;
    this.current = game.priority;
  }

  /** The auction is played by the rule book's text under the table's V-1.8 choices, not as 18xx.games plays it. */
  private get ruleBookAuction(): boolean {
    const rules = this.game.data.auction;
    if (rules?.bidding === "as18xxGames") return false;
    return rules?.bidding !== undefined || rules?.passes !== undefined;
  }

  private get freeForAll(): boolean {
    return this.game.data.auction?.bidding === "freeForAll";
  }

  private get passAndStillIn(): boolean {
    return this.ruleBookAuction && this.game.data.auction?.passes === "stillIn";
  }

  /**
   * The auction's bidders who may still raise before it ends (C-2.2.2 #5): all but the high bidder,
   * less those who have passed since its last bid (V-1.8 pass and still in; under pass and out a pass
   * takes the bid away). The auction ends when there is none.
   */
  private waiting(company: Company): Player[] {
    const high = this.highest(company)?.player;
    const bidders = new Set((this.bids.get(company) ?? []).map((b) => b.player));
    return this.game.players.filter((p) => bidders.has(p) && p !== high && !this.auctionPassed.has(p));
  }

  /** The waiting bidder after this player, clockwise (C-2.2.2 #3, V-1.8 formal bidding). */
  private nextWaiting(company: Company, after: Player): Player | null {
    const waiting = this.waiting(company);
    return this.game.playersClockwiseFrom(after).find((p) => waiting.includes(p)) ?? null;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    if (this.pendingPar) return this.pendingPar.player;
    if (this.auction) {
      if (!this.ruleBookAuction) return this.lowestBid(this.auction)!.player;
      if (!this.freeForAll) return this.auctionTurn;
      // V-1.8 free for all: anyone waiting may bid; the one shown first is the lowest bidder's or after him, clockwise.
      const lowest = this.lowestBid(this.auction)!.player;
      const waiting = this.waiting(this.auction);
      return [lowest, ...this.game.playersClockwiseFrom(lowest)].find((p) => waiting.includes(p)) ?? null;
    }
    return this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.auction && !this.pendingPar && this.freeForAll && entity instanceof Player) {
      // V-1.8 free for all: every bidder but the high one may bid at any time; under pass and still in, a player
      // who has agreed to stop (passed) may still bid until all agree, and the auction then ends.
      if (this.waiting(this.auction).includes(entity)) return ["bid", "pass"];
      const bidder = (this.bids.get(this.auction) ?? []).some((b) => b.player === entity);
      return bidder && this.auctionPassed.has(entity) ? ["bid"] : [];
    }
    if (entity !== this.activeEntity()) return [];
    if (this.pendingPar) return ["par"];
    // C-2.2.3: once the SV is free, the next player must take it.
    if (!this.auction && this.cheapestPrice === 0) return ["bid"];
    return ["bid", "pass"];
  }

  bidsOn(company: Company): readonly Bid[] {
    return [...(this.bids.get(company) ?? [])].sort((a, b) => a.price - b.price);
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (this.pendingPar) return `C-2.2: ${this.pendingPar.player.name} must first set the par value of ${this.pendingPar.corporation}`;
    if (this.auction && entity instanceof Player && this.ruleBookAuction && !(this.bids.get(this.auction) ?? []).some((b) => b.player === entity)) {
      const out = !this.passAndStillIn && this.auctionLeft.has(entity);
      return out
        ? `1830 V-1.8: ${name} passed in the auction for ${this.auction.sym} and may not bid again (pass and out)`
        : `C-2.2.2: only the players who bid for ${this.auction.sym} take part in its auction`;
    }
    if (this.auction && this.freeForAll && entity instanceof Player) {
      if (this.highest(this.auction)?.player === entity) return `C-2.2.2: ${name} holds the high bid for ${this.auction.sym}`;
      return `1830 V-1.8: ${name} has agreed to stop bidding for ${this.auction.sym}; he may only bid`;
    }
    if (this.auction && entity !== active) return `C-2.2.2: it is ${active instanceof Player ? active.name : "nobody"}'s turn to bid for ${this.auction.sym}`;
    if (entity !== active) return `C-2.2: it is ${active instanceof Player ? active.name : "nobody"}'s turn to buy or bid`;
    if (type === "pass") return `C-2.2.3: the SV costs nothing now; ${name} must take it`;
    return `C-2.2: ${name} may only bid or pass during the private company auction`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    if (!types.length) return [];
    const player = entity as Player;
    if (this.pendingPar) return [pendingParAction(this.game, this.pendingPar.corporation)];
    const legal: LegalAction[] = [];
    const companies = this.auction ? [this.auction] : this.unsold;
    for (const company of companies) {
      const min = this.minBid(company);
      const buying = !this.auction && company === this.unsold[0] && !this.bids.get(company)?.length;
      if (buying) {
        if (this.freeCash(player) >= min) legal.push({ type: "bid", company: company.sym, min, max: min, purchase: true });
        continue;
      }
      if (this.game.data.auction?.cheapestOnly) continue;
      // V-1.8: the raises the table plays (C-2.2.1's $5 at least, a multiple of $5, or exactly $5).
      const cash = this.freeCash(player, company);
      const raises = this.game.data.auction?.raises ?? "atLeast";
      const max = raises === "exactly" ? min : raises === "multiples" ? min + MIN_RAISE * Math.floor((cash - min) / MIN_RAISE) : cash;
      if (min <= cash) legal.push({ type: "bid", company: company.sym, min, max, ...(raises === "multiples" ? { step: MIN_RAISE } : {}) });
    }
    if (types.includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  /** Money a player has not committed to bids on other companies (C-2.2.1). */
  private freeCash(player: Player, except?: Company): number {
    let committed = 0;
    const onlyHighest = this.game.data.auction?.onlyHighestCommitted;
    for (const [company, bids] of this.bids) {
      if (company === except) continue;
      if (onlyHighest) {
        const top = this.highest(company);
        if (top?.player === player) committed += top.price;
      } else for (const b of bids) if (b.player === player) committed += b.price;
    }
    return player.cash - committed;
  }

  /** The lowest bid this player may make on a company now. */
  minBid(company: Company): number {
    if (this.auction) return this.highest(company)!.price + MIN_RAISE;
    if (company === this.unsold[0]) return this.cheapestPrice;
    const top = this.highest(company)?.price ?? company.def.value;
    return top + MIN_RAISE;
  }

  private lowestBid(company: Company): Bid | undefined {
    return (this.bids.get(company) ?? []).reduce<Bid | undefined>((a, b) => (!a || b.price < a.price ? b : a), undefined);
  }

  private highest(company: Company): Bid | undefined {
    return (this.bids.get(company) ?? []).reduce<Bid | undefined>((a, b) => (!a || b.price > a.price ? b : a), undefined);
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "par") return this.processPar(action, player);
    if (action.type === "pass") return this.processPass(player);
    if (action.type === "bid") return this.processBid(action, player);
  }

  private processBid(action: ActionOf<"bid">, player: Player): void {
    require(action.company !== undefined, "C-2.2: a bid names the private company it is for");
    const company = this.game.company(action.company);
    require(this.unsold.includes(company), `C-2.2: ${company.sym} has already been sold`);
    const min = this.minBid(company);
    const buying = !this.auction && company === this.unsold[0] && !this.bids.get(company)?.length;
    const raises = this.game.data.auction?.raises;
    if (!buying && raises === "multiples") {
      require((action.price - min) % MIN_RAISE === 0, `1830 V-1.8: bids go up in multiples of ${this.game.money(MIN_RAISE)}`);
    }
    if (!buying && raises === "exactly") {
      require(action.price === min, `1830 V-1.8: a bid raises by exactly ${this.game.money(MIN_RAISE)}: ${company.sym} takes ${this.game.money(min)}`);
    }
    if (this.auction) {
      // C-2.2.2: the lowest bidder raises to at least $5 over the highest bid.
      require(company === this.auction, `C-2.2.2: only ${this.auction.sym} is being auctioned`);
      require(action.price >= min, `C-2.2.2: a bid for ${company.sym} must be at least ${this.game.money(min)}`);
      require(action.price <= this.freeCash(player, company), `C-2.2.1: ${player.name} has only ${this.game.money(this.freeCash(player, company))} not committed to other bids`);
      this.setBid(company, player, action.price);
      this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${company.def.name}`);
      // C-2.2.2 #5: a bid starts the passes anew (V-1.8 pass and still in: who passed may bid again).
      this.auctionPassed.clear();
      if (this.ruleBookAuction && !this.freeForAll) this.auctionTurn = this.nextWaiting(company, player);
      return;
    }
    if (company === this.unsold[0] && !this.bids.get(company)?.length) {
      // C-2.2 (2): buying the cheapest company at its price.
      require(action.price === this.cheapestPrice, `C-2.2: ${company.sym} is bought for exactly ${this.game.money(this.cheapestPrice)}`);
      require(this.freeCash(player) >= action.price, `C-2.2: ${player.name} cannot pay ${this.game.money(action.price)}`);
      this.game.log(`${player.name} buys ${company.def.name} for ${this.game.money(action.price)}`);
      this.passed.delete(player);
      this.current = this.game.nextPlayer(player);
      this.sell(company, player, action.price);
      this.resolveCheapest();
      return;
    }
    require(!this.game.data.auction?.cheapestOnly, `1830 S-5.2 option a: the privates are sold in ascending price order at face value; ${this.unsold[0]!.sym} is next`);
    // C-2.2.1: a bid on any other unsold company.
    require(action.price >= min, `C-2.2.1: a bid for ${company.sym} must be at least ${this.game.money(min)}`);
    require(action.price % 1 === 0 && action.price <= this.freeCash(player, company), `C-2.2.1: ${player.name} has only ${this.game.money(this.freeCash(player, company))} not committed to other bids`);
    this.setBid(company, player, action.price);
    this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${company.def.name}`);
    this.passed.delete(player);
    this.current = this.game.nextPlayer(player);
  }

  private setBid(company: Company, player: Player, price: number): void {
    const bids = (this.bids.get(company) ?? []).filter((b) => b.player !== player);
    bids.push({ player, price });
    this.bids.set(company, bids);
  }

  private processPass(player: Player): void {
    if (this.auction) {
      const company = this.auction;
      if (this.passAndStillIn) {
        // V-1.8 pass and still in (C-2.2.2 #4): the bid stands and he may bid again if the auction goes on.
        this.game.log(`${player.name} passes on ${company.def.name}`);
        this.auctionPassed.add(player);
      } else {
        // The bidder withdraws, his bid void (V-1.8 pass and out; as 18xx.games plays C-2.2.2, see docs/rules-1830.md).
        this.game.log(`${player.name} passes on ${company.def.name}${this.ruleBookAuction ? " and is out of its auction" : ""}`);
        this.bids.set(company, (this.bids.get(company) ?? []).filter((b) => b.player !== player));
        this.auctionLeft.add(player);
      }
      // C-2.2.2 #5: all the bidders but the high one have passed: he buys it.
      if (this.waiting(company).length === 0) {
        const winner = this.highest(company)!;
        this.game.log(`${winner.player.name} wins the auction for ${company.def.name} with a bid of ${this.game.money(winner.price)}`);
        this.auction = null;
        this.sell(company, winner.player, winner.price);
        this.resolveCheapest();
      } else if (this.ruleBookAuction && !this.freeForAll) {
        this.auctionTurn = this.nextWaiting(company, player);
      }
      return;
    }
    this.game.log(`${player.name} passes bidding`);
    this.passed.add(player);
    this.current = this.game.nextPlayer(player);
    if (this.passed.size < this.game.players.length) return;
    this.passed.clear();
    const sv = [...this.game.companies].sort((a, b) => a.def.value - b.def.value)[0]!;
    if (this.unsold[0] === sv || this.game.data.auction?.alwaysDiscount) {
      // C-2.2.3: nobody bought the SV: its price drops by $5 (with alwaysDiscount: the cheapest unsold private's).
      const cheapest = this.unsold[0]!;
      this.cheapestPrice = Math.max(0, this.cheapestPrice - MIN_RAISE);
      this.game.log(`${cheapest.def.name}'s price drops to ${this.game.money(this.cheapestPrice)}`);
      if (this.cheapestPrice === 0) {
        // C-2.2.3: free now, so the next player must take it; the auction goes on after him.
        const buyer = this.current;
        this.game.log(`${buyer.name} takes ${cheapest.def.name} for nothing`);
        this.current = this.game.nextPlayer(buyer);
        this.sell(cheapest, buyer, 0);
        this.resolveCheapest();
      }
    } else {
      // C-2.2.3: the companies already bought pay their revenue.
      for (const c of this.game.companies) {
        if (c.owner instanceof Player) {
          this.game.pay(this.game.bank, c.owner, c.def.revenue);
          this.game.log(`${c.owner.name} collects ${this.game.money(c.def.revenue)} from ${c.def.name}`);
        }
      }
      // The round of payments stands for a set of operating rounds (TitleData.trainExport).
      exportTrain(this.game);
    }
  }

  /** C-2.2.2: the cheapest company with bids is sold to its only bidder or auctioned. */
  private resolveCheapest(): void {
    while (!this.auction && !this.pendingPar && this.unsold.length) {
      const cheapest = this.unsold[0]!;
      this.cheapestPrice = cheapest.def.value;
      const bids = this.bids.get(cheapest) ?? [];
      if (bids.length === 0) return;
      if (bids.length === 1) {
        const only = bids[0]!;
        this.game.log(`${only.player.name} wins the auction for ${cheapest.def.name} with the only bid of ${this.game.money(only.price)}`);
        this.sell(cheapest, only.player, only.price);
        continue;
      }
      this.auction = cheapest;
      // C-2.2.2 #3: the lowest bidder starts.
      this.auctionPassed.clear();
      this.auctionLeft.clear();
      this.auctionTurn = this.lowestBid(cheapest)!.player;
      this.game.log(`${cheapest.def.name} goes up for auction`);
    }
    if (!this.unsold.length && !this.pendingPar) this.finish();
  }

  private finish(): void {
    this.finished = true;
    this.game.priority = this.current;
    this.game.log(`${this.current.name} has priority deal`);
  }

  private sell(company: Company, player: Player, price: number): void {
    this.game.pay(player, this.game.bank, price);
    company.owner = player;
    player.companies.push(company);
    this.unsold.splice(this.unsold.indexOf(company), 1);
    this.bids.delete(company);
    const presidency = grantCompanyShares(this.game, company, player);
    if (presidency) this.pendingPar = { player, corporation: presidency };
  }

  private processPar(action: ActionOf<"par">, player: Player): void {
    setPendingPar(this.game, player, this.pendingPar!.corporation, action.share_price, action.corporation, "C-2.2");
    this.pendingPar = null;
    this.resolveCheapest();
  }

  settle(): boolean {
    return false;
  }
}
