// A selection auction (an opening sale as 18xx.games plays it for several
// titles): in turn, a player puts any unsold item up for sale
// with a bid of at least its value, or passes. The other players, in seat
// order from him, raise by at least the minimum raise or drop out; a player
// who cannot pay the next bid drops out at once. The last bidder buys the item
// and the player to his left puts up the next one. A player who cannot pay
// for any item passes. The sale ends when every item is sold (the last buyer
// then has the priority deal) or when every player has passed since the last
// sale (the first player after the last to pass who could pay for an item has
// it); the pass that ends it is always a player's own, as 18xx.games plays it.
// A title may change some of this (SelectionAuctionRules): a fund of seed money
// that lowers opening bids, the turn passing from the one who put the item up,
// and unsold items leaving the game when all pass (18xx.games' 1817); or items
// dealt at random into a pyramid whose bottom row alone is for sale, an item
// left alone between empty places leaving the game, and no passing but in an
// auction (18xx.games' 1817 with its volatility option).
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { closeCompany, grantCompanyShares } from "./companies.ts";

/** A raise must exceed the current bid by at least this. */
export const MIN_RAISE = 5;

/** A title's changes to the sale (each default is the sale described above). */
export interface SelectionAuctionRules {
  /** The bank's seed money: an item may be put up for less than its value, down to nothing, while this fund
   *  lasts; each sale below an item's value takes the difference from it (18xx.games' 1817: $200). */
  seedMoney?: number;
  /** After a sale, the player to the left of the one who put the item up puts up the next (not the buyer's). */
  nextAfterOpener?: boolean;
  /** When every player has passed in a row, the unsold items leave the game; the priority deal then goes to the
   *  player to the left of the last to pass. */
  passesCloseUnsold?: boolean;
  /** When every item is sold, the priority deal goes to the player whose turn it would be, not to the last buyer. */
  priorityToNext?: boolean;
  /** A player who can pay for no item passes himself (no automatic pass). */
  noAutoPass?: boolean;
  /** The least opening bid on any item, whatever its value (instead of its value, less any seed money). */
  openingBid?: number;
  /** The items are dealt at random (one draw of the game's generator each, in the data's order, the lowest first)
   *  into a pyramid of rows of 1, 2, ... `rows` items, the first of `top` still in the game at its top. Only the
   *  bottom row's items may be put up, and a player not in an auction must put one up (no pass). A sold item leaves
   *  its place empty; a neighbour then left without an item on its other side (or at the row's end) leaves the game;
   *  an empty row goes, and the row above becomes the bottom. */
  pyramid?: { rows: number; top: readonly string[] };
}

interface Auction {
  item: Company;
  /** Players still bidding, in seat order from the one who put the item up. */
  bidders: Player[];
  /** Who put the item up. */
  opener: Player;
  /** The highest bid so far and who made it. */
  high: { player: Player; price: number };
}

export class SelectionAuction implements Round {
  readonly name = "Opening Sale";
  finished = false;
  /** Items still for sale, in the order of the title's data. */
  private readonly items: Company[];
  /** Whose turn it is to put an item up (when no auction runs). */
  private current: Player;
  /** Players who have passed since the last sale. */
  private readonly passed = new Set<Player>();
  private auction: Auction | null = null;
  /** What is left of the seed money (SelectionAuctionRules.seedMoney), if the sale has any. */
  seedMoney: number | null;
  /** The pyramid's rows, top first (SelectionAuctionRules.pyramid); null marks an empty place. */
  readonly rows: (Company | null)[][] = [];

  constructor(
    private readonly game: Game,
    private readonly rules: SelectionAuctionRules = {},
  ) {
    this.seedMoney = rules.seedMoney ?? null;
    // The start items: every private the bank sells now, except those another one brings along.
    const brought = new Set(game.companies.flatMap((c) => c.abilities.flatMap((a) => (a.type === "company" ? [a.company] : []))));
    this.items = game.companies.filter((c) => !c.closed && !c.def.soldInStockRound && !brought.has(c.sym));
    if (rules.pyramid) this.dealPyramid(rules.pyramid);
    this.current = game.priority;
    game.log(`-- ${this.name} --`);
    if (this.seedMoney !== null) game.log(`The bank's seed money for the opening sale is ${game.money(this.seedMoney)}`);
  }

  /** SelectionAuctionRules.pyramid: the items in random order, the top item first, dealt into rows of 1, 2, ... */
  private dealPyramid({ rows, top }: { rows: number; top: readonly string[] }): void {
    const keyed = this.items.map((item) => ({ item, key: this.game.rng.next() }));
    keyed.sort((a, b) => a.key - b.key);
    const order = keyed.map((k) => k.item);
    const first = order.find((c) => top.includes(c.sym));
    if (first) order.unshift(...order.splice(order.indexOf(first), 1));
    for (let n = 1; n <= rows; n++) this.rows.push(order.splice(0, n));
  }

  /** The items a player may put up now: all unsold, or with a pyramid its bottom row's. */
  private forSale(): Company[] {
    if (!this.rules.pyramid) return this.items;
    return (this.rows[this.rows.length - 1] ?? []).filter((c): c is Company => c !== null);
  }

  /** SelectionAuctionRules.pyramid: the sold item's place is empty; a neighbour left alone leaves the game. */
  private emptyPlace(item: Company): void {
    const row = this.rows.find((r) => r.includes(item));
    if (!row) return;
    const i = row.indexOf(item);
    row[i] = null;
    const filled = (j: number) => j >= 0 && j < row.length && row[j] !== null;
    for (const [near, far] of [[i - 1, i - 2], [i + 1, i + 2]] as const) {
      if (!filled(near) || filled(far)) continue;
      const alone = row[near]!;
      row[near] = null;
      this.items.splice(this.items.indexOf(alone), 1);
      closeCompany(this.game, alone);
      this.game.log(`${alone.def.name} is left alone in the pyramid and leaves the game`);
    }
    if (row.every((c) => c === null)) this.rows.splice(this.rows.indexOf(row), 1);
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    const a = this.auction;
    if (!a) return this.current;
    return a.bidders[(a.bidders.indexOf(a.high.player) + 1) % a.bidders.length]!;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.activeEntity()) return [];
    return this.rules.pyramid && !this.auction ? ["bid"] : ["bid", "pass"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity !== active) return `[selection auction]: it is ${active instanceof Player ? active.name : "nobody"}'s turn, not ${name}'s`;
    if (type === "pass" && this.rules.pyramid) return `[selection auction]: ${name} must put an item of the pyramid's bottom row up; he may pass only in an auction`;
    return `[selection auction]: ${name} may only bid or pass during the opening sale, not ${type.replace(/_/g, " ")}`;
  }

  legalActions(entity: Entity): LegalAction[] {
    if (!this.actionTypes(entity).length) return [];
    const player = entity as Player;
    const legal: LegalAction[] = [];
    const items = this.auction ? [this.auction.item] : this.forSale();
    for (const item of items) {
      const min = this.minBid(item);
      if (min <= player.cash) legal.push({ type: "bid", company: item.sym, min, max: player.cash });
    }
    if (this.actionTypes(entity).includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  /** The least a player may bid on an item now: its value (less the seed money left), or the high bid plus the minimum raise. */
  minBid(item: Company): number {
    const a = this.auction;
    if (a && a.item === item) return a.high.price + MIN_RAISE;
    if (this.rules.openingBid !== undefined) return this.rules.openingBid;
    return Math.max(0, item.def.value - (this.seedMoney ?? 0));
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "bid") return this.bid(action, player);
    if (action.type === "pass") return this.pass(player);
    throw new GameError(`${action.type} is not an opening sale action`);
  }

  private bid(action: ActionOf<"bid">, player: Player): void {
    const item = this.items.find((c) => c.sym === action.company);
    require(item, `[selection auction]: ${action.company} is not for sale`);
    if (!this.auction) require(this.forSale().includes(item), `[selection auction]: only the bottom row of the pyramid is for sale, not ${item.sym}`);
    const a = this.auction;
    require(!a || a.item === item, `[selection auction]: ${a?.item.sym} is up for sale; bid on it or pass`);
    const min = this.minBid(item);
    require(action.price >= min, `[selection auction]: the least bid on ${item.sym} is ${this.game.money(min)}`);
    if (this.game.data.auction?.raises === "multiples") {
      require((action.price - min) % MIN_RAISE === 0, `[selection auction]: a bid raises the least bid by a multiple of ${this.game.money(MIN_RAISE)}`);
    }
    require(action.price <= player.cash, `[selection auction]: ${player.name} has ${this.game.money(player.cash)}, not ${this.game.money(action.price)}`);
    this.passed.delete(player);
    if (!a) {
      this.game.log(`${player.name} puts ${item.def.name} up for sale with a bid of ${this.game.money(action.price)}`);
      const order = [player, ...this.game.playersClockwiseFrom(player)];
      this.auction = { item, bidders: order, opener: player, high: { player, price: action.price } };
    } else {
      this.game.log(`${player.name} bids ${this.game.money(action.price)} for ${item.def.name}`);
      a.high = { player, price: action.price };
    }
    this.dropOut();
    this.resolve();
  }

  private pass(player: Player): void {
    const a = this.auction;
    if (a) {
      this.game.log(`${player.name} passes on ${a.item.def.name}`);
      a.bidders.splice(a.bidders.indexOf(player), 1);
      this.resolve();
      return;
    }
    this.game.log(`${player.name} passes`);
    this.passed.add(player);
    if (this.passed.size === this.game.players.length) {
      if (!this.rules.passesCloseUnsold) return this.finish(this.priorityAfterPasses(player));
      for (const item of this.items.splice(0)) {
        closeCompany(this.game, item);
        this.game.log(`${item.def.name} is not sold and leaves the game`);
      }
      return this.finish(this.game.nextPlayer(player));
    }
    this.current = this.game.nextPlayer(player);
  }

  /**
   * When every player has passed, the priority deal goes to the first player after the last to
   * pass who could pay for an unsold item, or to the last to pass if nobody could (the turn goes
   * round as in the sale, passing those who can pay for nothing, as 18xx.games plays it).
   */
  private priorityAfterPasses(last: Player): Player {
    const canPay = (p: Player) => this.items.some((c) => c.def.value <= p.cash);
    return [...this.game.playersClockwiseFrom(last), last].find(canPay) ?? last;
  }

  /** Bidders who cannot pay the next bid drop out. */
  private dropOut(): void {
    const a = this.auction!;
    const min = a.high.price + MIN_RAISE;
    for (const p of [...a.bidders]) {
      if (p === a.high.player || p.cash >= min) continue;
      this.game.log(`${p.name} cannot bid ${this.game.money(min)} and is out of the auction for ${a.item.def.name}`);
      a.bidders.splice(a.bidders.indexOf(p), 1);
    }
  }

  /** The last bidder buys the item; the player to his left puts up the next one. */
  private resolve(): void {
    const a = this.auction!;
    if (a.bidders.length > 1) return;
    const { player, price } = a.high;
    this.auction = null;
    this.game.log(`${player.name} buys ${a.item.def.name} for ${this.game.money(price)}`);
    const seed = Math.max(0, a.item.def.value - price);
    if (this.seedMoney !== null && seed > 0) {
      this.seedMoney -= seed;
      this.game.log(`The seed money pays ${this.game.money(seed)} of it; ${this.game.money(this.seedMoney)} seed money remains`);
    }
    this.game.pay(player, this.game.bank, price);
    a.item.owner = player;
    player.companies.push(a.item);
    this.items.splice(this.items.indexOf(a.item), 1);
    if (this.rules.pyramid) this.emptyPlace(a.item);
    grantCompanyShares(this.game, a.item, player);
    this.passed.clear();
    this.current = this.game.nextPlayer(this.rules.nextAfterOpener ? a.opener : player);
    if (!this.items.length) return this.finish(this.rules.priorityToNext ? this.current : player);
  }

  private finish(priority: Player): void {
    this.finished = true;
    this.game.priority = priority;
    this.game.log(`${priority.name} has priority deal`);
  }

  /**
   * A player who cannot pay the least bid for any item for sale passes, except the last: as 18xx.games plays the sale,
   * the pass that ends it is always a player's own, so its logs have it and the ones here do too. Where bids start at
   * nothing (`openingBid`, 1817's volatility pyramid) a player with no money still puts an item up.
   */
  settle(): boolean {
    if (this.finished || this.auction || this.rules.noAutoPass) return false;
    const player = this.current;
    if (this.forSale().some((c) => this.minBid(c) <= player.cash)) return false;
    if (this.passed.size === this.game.players.length - 1 && !this.passed.has(player)) return false;
    this.game.log(`${player.name} cannot pay for any item and passes`);
    this.passed.add(player);
    this.current = this.game.nextPlayer(player);
    return true;
  }
}
