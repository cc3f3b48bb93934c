// 1830 Classic's initial purchase of the private companies (C-2.2): buy-bid
// turns, auctions among the bidders of the cheapest company, the SV's price
// falling when everyone passes, and the par of the B&O by the BO's buyer.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Player, type Entity } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { grantCompanyShares, grantPresidentShare } from "./companies.ts";

/** A bid must exceed the face value or the previous bid by at least this (C-2.2.1). */
export const MIN_RAISE = 5;

interface Bid {
  player: Player;
  price: number;
}

export class WaterfallAuction implements Round {
  readonly name = "Private Auction";
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
  /** A player who must set a par value for a president's certificate a company gave him. */
  private pendingPar: { player: Player; corporation: string } | null = null;

  constructor(private readonly game: Game) {
    this.unsold = [...game.companies].sort((a, b) => a.def.value - b.def.value);
    this.cheapestPrice = this.unsold[0]!.def.value;
    this.current = game.priority;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    if (this.pendingPar) return this.pendingPar.player;
    if (this.auction) return this.lowestBid(this.auction)!.player;
    return this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (entity !== this.activeEntity()) return [];
    if (this.pendingPar) return ["par"];
    // C-2.2.3: once the SV is free, the next player must take it.
    if (!this.auction && this.cheapestPrice === 0) return ["bid"];
    return ["bid", "pass"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (this.pendingPar) return `C-2.2: ${this.pendingPar.player.name} must first set the par value of ${this.pendingPar.corporation}`;
    if (entity !== active) return `C-2.2: it is ${active instanceof Player ? active.name : "nobody"}'s turn to buy or bid`;
    if (type === "pass") return `C-2.2.3: the SV costs nothing now; ${name} must take it`;
    return `C-2.2: ${name} may only bid or pass during the private company auction`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    if (!types.length) return [];
    const player = entity as Player;
    if (this.pendingPar) {
      const prices = this.game.market.parCells().map((c) => ({ sharePrice: `${c.price},${c.row},${c.col}`, price: c.price }));
      return [{ type: "par", corporation: this.pendingPar.corporation, prices }];
    }
    const legal: LegalAction[] = [];
    const companies = this.auction ? [this.auction] : this.unsold;
    for (const company of companies) {
      const min = this.minBid(company);
      const buying = !this.auction && company === this.unsold[0] && !this.bids.get(company)?.length;
      const max = buying ? min : this.freeCash(player, company);
      if (buying ? this.freeCash(player) >= min : min <= max) legal.push({ type: "bid", company: company.sym, min, max });
    }
    if (types.includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  /** Money a player has not committed to bids on other companies (C-2.2.1). */
  private freeCash(player: Player, except?: Company): number {
    let committed = 0;
    for (const [company, bids] of this.bids) {
      if (company === except) continue;
      for (const b of bids) if (b.player === player) committed += b.price;
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
    if (!buying && this.game.data.auction?.bidMultiples) {
      require((action.price - min) % MIN_RAISE === 0, `C-2.2.1: bids go up in multiples of ${this.game.money(MIN_RAISE)}`);
    }
    if (this.auction) {
      // C-2.2.2: the lowest bidder raises to at least $5 over the highest bid.
      require(company === this.auction, `C-2.2.2: only ${this.auction.sym} is being auctioned`);
      require(action.price >= min, `C-2.2.2: a bid for ${company.sym} must be at least ${this.game.money(min)}`);
      require(action.price <= this.freeCash(player, company), `C-2.2.1: ${player.name} has only ${this.game.money(this.freeCash(player, company))} not committed to other bids`);
      this.setBid(company, player, action.price);
      this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${company.def.name}`);
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
      // The lowest bidder withdraws (as 18xx.games plays C-2.2.2; see docs/rules-1830.md).
      const company = this.auction;
      this.game.log(`${player.name} passes on ${company.def.name}`);
      this.bids.set(company, (this.bids.get(company) ?? []).filter((b) => b.player !== player));
      const left = this.bids.get(company)!;
      if (left.length === 1) {
        const winner = left[0]!;
        this.game.log(`${winner.player.name} wins the auction for ${company.def.name} with a bid of ${this.game.money(winner.price)}`);
        this.auction = null;
        this.sell(company, winner.player, winner.price);
        this.resolveCheapest();
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
    const pending = this.pendingPar!;
    require(action.corporation === pending.corporation, `C-2.2: ${player.name} must set the par value of ${pending.corporation}`);
    const corp = this.game.corporation(pending.corporation);
    const cell = this.game.market.parseParPrice(action.share_price);
    corp.parPrice = cell.price;
    this.game.market.place(corp.sym, cell);
    this.game.log(`${player.name} pars ${corp.sym} at ${this.game.money(cell.price)}`);
    grantPresidentShare(this.game, corp, player);
    this.pendingPar = null;
    this.resolveCheapest();
  }

  settle(): boolean {
    return false;
  }
}
