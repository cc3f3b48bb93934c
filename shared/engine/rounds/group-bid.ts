// 1830 1.3 (the Base Game): the private companies are divided into groups, one for each player
// (T-06, TitleData.privateGroups). The players bid for the order in which they choose; each then buys
// one group for its face values, and pays his bid. Classic replaces this with C-2.2's auction, unless a
// table chooses 1830 V-1.8's bid & choose, which plays this round.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Player, type Entity } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { grantCompanyShares, pendingParAction, setPendingPar } from "./companies.ts";

/** 1830 1.3: "The minimum starting bid is $5 and each subsequent bid must be at least $5 more than the preceding bid." */
export const GROUP_BID_STEP = 5;

export class PrivateGroupBid implements Round {
  readonly name = "Private Companies";
  finished = false;
  /** The groups not chosen yet, in the chart's order. */
  private readonly groups: Company[][];
  /** Each bidder's bid (his last is his highest). */
  private readonly bids = new Map<Player, number>();
  /** 1830 1.3: "If you pass, you may no longer bid." */
  private readonly passed = new Set<Player>();
  /** Whose turn it is to bid or pass, while the bidding lasts. */
  private bidder: Player;
  /** The order of choice, once the bidding has ended: who has still to choose. */
  private choosers: Player[] | null = null;
  /** A player who must set the par value of the president's certificate a private gave him (BO: the B&O). */
  private pendingPar: { player: Player; corporation: string } | null = null;

  constructor(private readonly game: Game) {
    const groups = game.data.privateGroups![game.players.length];
    if (!groups) throw new Error(`${game.data.title}: no private company groups for ${game.players.length} players`);
    this.groups = groups.map((group) => group.map((sym) => game.company(sym)));
    // 1830 1.3: "Starting with the banker and proceeding clockwise" (the first seat is the banker's).
    this.bidder = game.players[0]!;
    game.log("Bidding for the order of choice of the private company groups (1830 1.3)");
  }

  /** What a group costs: its companies' face values (1830 1.3, T-06). */
  private cost(group: Company[]): number {
    return group.reduce((t, c) => t + c.def.value, 0);
  }

  private label(group: Company[]): string {
    return group.map((c) => c.sym).join("+");
  }

  /** The highest bid so far and its bidder. */
  private high(): { player: Player; price: number } | null {
    let best: { player: Player; price: number } | null = null;
    for (const [player, price] of this.bids) if (!best || price > best.price) best = { player, price };
    return best;
  }

  /** The most a player may bid: what leaves him the price of the dearest group, which may be his to buy (1830 1.3: each player must purchase one). */
  private maxBid(player: Player): number {
    return player.cash - Math.max(0, ...this.groups.map((g) => this.cost(g)));
  }

  private minBid(): number {
    return (this.high()?.price ?? 0) + GROUP_BID_STEP;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    if (this.pendingPar) return this.pendingPar.player;
    return this.choosers ? (this.choosers[0] ?? null) : this.bidder;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (entity !== this.activeEntity()) return [];
    if (this.pendingPar) return ["par"];
    if (this.choosers) return ["choose"];
    return this.minBid() <= this.maxBid(entity as Player) ? ["bid", "pass"] : ["pass"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const active = this.activeEntity();
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (this.pendingPar) return `1830 1.3: ${this.pendingPar.player.name} must first set the par value of ${this.pendingPar.corporation}`;
    if (entity !== active) return `1830 1.3: it is ${active instanceof Player ? active.name : "nobody"}'s turn ${this.choosers ? "to choose a group" : "to bid or pass"}`;
    if (this.choosers) return `1830 1.3: ${name} must choose a group of private companies`;
    if (type === "bid") return `1830 1.3: ${name} cannot bid ${this.game.money(this.minBid())} and still buy any group`;
    return `1830 1.3: ${name} may only bid for the order of choice or pass`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    if (!types.length) return [];
    const player = entity as Player;
    if (this.pendingPar) return [pendingParAction(this.game, this.pendingPar.corporation)];
    if (this.choosers) return [{ type: "choose", choices: this.groups.map((g) => this.label(g)), prompt: this.prompt() }];
    const legal: LegalAction[] = [];
    if (types.includes("bid")) legal.push({ type: "bid", min: this.minBid(), max: this.maxBid(player) });
    legal.push({ type: "pass" });
    return legal;
  }

  private prompt(): string {
    return `Choose a group of private companies to buy (1830 1.3): ${this.groups.map((g) => `${this.label(g)} ${this.game.money(this.cost(g))}`).join(", ")}`;
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "par") return this.processPar(action, player);
    if (action.type === "choose") return this.choose(action, player);
    if (action.type === "bid") return this.bid(action, player);
    if (action.type === "pass") return this.pass(player);
  }

  private bid(action: ActionOf<"bid">, player: Player): void {
    require(action.company === undefined, `1830 1.3: the bid is for the order of choice, not for ${action.company}`);
    const min = this.minBid();
    require(action.price >= min,
      this.bids.size ? `1830 1.3: a bid must be at least ${this.game.money(GROUP_BID_STEP)} more than the preceding bid: ${this.game.money(min)}` : `1830 1.3: the minimum starting bid is ${this.game.money(min)}`);
    require(action.price <= this.maxBid(player),
      `1830 1.3: ${player.name} may bid at most ${this.game.money(this.maxBid(player))}, keeping the price of any group he may have to buy`);
    this.bids.set(player, action.price);
    this.game.log(`${player.name} bids ${this.game.money(action.price)} for the first choice of private companies`);
    this.nextBidder();
  }

  private pass(player: Player): void {
    this.passed.add(player);
    this.game.log(`${player.name} passes${this.bids.has(player) ? "" : " without bidding"}`);
    this.nextBidder();
  }

  /** The next bidder clockwise who has not passed; the bidding ends when all have, or when only the high bidder has not. */
  private nextBidder(): void {
    const open = this.game.players.filter((p) => !this.passed.has(p));
    const high = this.high();
    if (open.length === 0 || (high && open.length === 1 && open[0] === high.player)) return this.endBidding();
    this.bidder = this.game.playersClockwiseFrom(this.bidder).find((p) => !this.passed.has(p))!;
  }

  /**
   * 1830 1.3: "the high bidder chooses a group ... The next highest bidder chooses next and so on ...
   * If two or more players passed without bidding, they choose starting with the banker and
   * proceeding clockwise." The high bidder also gets the priority deal; when nobody bid, the
   * first to choose (the banker) has it.
   */
  private endBidding(): void {
    const bidders = [...this.bids.keys()].sort((a, b) => this.bids.get(b)! - this.bids.get(a)!);
    const others = this.game.players.filter((p) => !this.bids.has(p));
    this.choosers = [...bidders, ...others];
    this.game.priority = this.choosers[0]!;
    this.game.log(`Order of choice: ${this.choosers.map((p) => p.name).join(", ")}; ${this.game.priority.name} has the priority deal (1830 1.3)`);
  }

  private choose(action: ActionOf<"choose">, player: Player): void {
    const group = this.groups.find((g) => this.label(g) === String(action.choice));
    require(group, `1830 1.3: no group ${action.choice} is left to choose; left: ${this.groups.map((g) => this.label(g)).join(", ")}`);
    const bid = this.bids.get(player) ?? 0;
    const cost = this.cost(group);
    require(player.cash >= bid + cost, `1830 1.3: ${player.name} has ${this.game.money(player.cash)}, not ${this.game.money(bid + cost)}`);
    if (bid > 0) this.game.pay(player, this.game.bank, bid);
    this.game.pay(player, this.game.bank, cost);
    this.game.log(`${player.name} ${bid > 0 ? `pays his bid of ${this.game.money(bid)} and ` : ""}buys ${group.map((c) => c.def.name).join(" and ")} for ${this.game.money(cost)}`);
    this.groups.splice(this.groups.indexOf(group), 1);
    this.choosers!.shift();
    for (const company of group) {
      company.owner = player;
      player.companies.push(company);
      const presidency = grantCompanyShares(this.game, company, player);
      if (presidency) this.pendingPar = { player, corporation: presidency };
    }
  }

  private processPar(action: ActionOf<"par">, player: Player): void {
    setPendingPar(this.game, player, this.pendingPar!.corporation, action.share_price, action.corporation, "1830 1.3");
    this.pendingPar = null;
  }

  /** Players left without a group (7 players, six groups: T-06) pay their bids and get none; then the round ends. */
  settle(): boolean {
    if (this.finished || !this.choosers || this.pendingPar) return false;
    const next = this.choosers[0];
    if (next && this.groups.length) return false;
    if (next) {
      const bid = this.bids.get(next) ?? 0;
      if (bid > 0) this.game.pay(next, this.game.bank, bid);
      this.game.log(`No group of private companies is left for ${next.name}${bid > 0 ? `, who pays his bid of ${this.game.money(bid)}` : ""} (1830 1.3)`);
      this.choosers.shift();
      return true;
    }
    this.finished = true;
    return true;
  }
}
