// A start packet sold at fixed prices (an opening sale of the 1835 family):
// in turn, a player buys one available item at its price or
// passes. Items lie in rows and columns: every unsold item of the topmost row
// with unsold items is available, and any item whose item above it (in its
// column) is sold. When every player has passed in a row, either every
// available item's price drops (never below 0; an item at 0 must be taken,
// for nothing, by the player whose turn it is) or the round ends with the
// packet unsold, to go on after the next operating round. A purchase puts
// dropped prices back to their printed values.
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Company, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { grantCompanyShares } from "./companies.ts";

/** An item of a start packet: a private company (a card that may stand for a minor). */
export interface StartItem {
  company: string;
  /** The printed price. */
  price: number;
  /** Its row (1 at the top) and column; items without are all in row 1. */
  row?: number;
  column?: number;
}

export interface StartPacket {
  name: string;
  items: StartItem[];
  /** How much prices drop when every player has passed in a row; undefined: the round ends instead. */
  drop?: number;
}

export class StartPacketRound implements Round {
  readonly name: string;
  finished = false;
  private current: Player;
  private passes = 0;
  /** Unsold items and their prices now. */
  private readonly prices = new Map<StartItem, number>();

  constructor(
    private readonly game: Game,
    readonly packet: StartPacket,
    /** Operating rounds played during the opening sale so far (1837 I.7: numbered 0.1, 0.2, ...). */
    readonly operatingRoundsBefore = 0,
  ) {
    this.name = packet.name;
    for (const item of packet.items) if (this.unsold(item)) this.prices.set(item, item.price);
    this.current = game.priority;
    game.log(`-- ${this.name} --`);
    if (!this.prices.size) this.finished = true;
  }

  /** Whether every item of the packet has been sold. */
  get soldOut(): boolean {
    return this.packet.items.every((i) => !this.unsold(i));
  }

  private unsold(item: StartItem): boolean {
    const c = this.game.company(item.company);
    return !c.closed && c.owner === null;
  }

  /** The items a player may buy now (see the file comment), with their prices. */
  available(): { item: StartItem; price: number }[] {
    const open = [...this.prices.keys()];
    const top = Math.min(...open.map((i) => i.row ?? 1));
    return open
      .filter((i) => {
        const row = i.row ?? 1;
        if (row === top) return true;
        const above = this.packet.items.find((j) => j.column === i.column && (j.row ?? 1) === row - 1);
        return !!above && !this.unsold(above);
      })
      .map((item) => ({ item, price: this.prices.get(item)! }));
  }

  activeEntity(): Entity | null {
    return this.finished ? null : this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.current) return [];
    return this.forcedItem() ? ["buy_company"] : ["buy_company", "pass"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity !== this.current) return `[start packet]: it is ${this.current.name}'s turn, not ${name}'s`;
    const forced = this.forcedItem();
    if (forced && type === "pass") return `[start packet]: ${forced.item.company} costs nothing now; ${name} must take it`;
    return `[start packet]: ${name} may buy an available item or pass, not ${type.replace(/_/g, " ")}`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    if (!types.length) return [];
    const player = entity as Player;
    const forced = this.forcedItem();
    const legal: LegalAction[] = [];
    for (const { item, price } of forced ? [forced] : this.available()) {
      if (price <= player.cash) legal.push({ type: "buy_company", company: item.company, min: price, max: price });
    }
    if (types.includes("pass")) legal.push({ type: "pass" });
    return legal;
  }

  /** An available item whose price has dropped to nothing: the player whose turn it is must take it. */
  private forcedItem(): { item: StartItem; price: number } | undefined {
    return this.packet.drop ? this.available().find((a) => a.price === 0) : undefined;
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "buy_company") return this.buy(action, player);
    if (action.type === "pass") return this.pass(player);
    throw new GameError(`${action.type} is not a start packet action`);
  }

  private buy(action: ActionOf<"buy_company">, player: Player): void {
    const forced = this.forcedItem();
    const offer = (forced ? [forced] : this.available()).find((a) => a.item.company === action.company);
    require(offer, forced ? `[start packet]: ${forced.item.company} costs nothing now and must be taken first` : `[start packet]: ${action.company} is not available now`);
    require(action.price === offer.price, `[start packet]: ${action.company} costs ${this.game.money(offer.price)}`);
    require(player.cash >= offer.price, `[start packet]: ${player.name} has ${this.game.money(player.cash)}, ${action.company} costs ${this.game.money(offer.price)}`);
    this.sell(offer.item, player, offer.price);
    this.current = this.game.nextPlayer(player);
    this.game.priority = this.current;
  }

  private sell(item: StartItem, player: Player, price: number): void {
    const company: Company = this.game.company(item.company);
    if (price > 0) this.game.pay(player, this.game.bank, price);
    company.owner = player;
    player.companies.push(company);
    this.game.log(`${player.name} buys ${company.def.name} for ${this.game.money(price)}`);
    this.prices.delete(item);
    grantCompanyShares(this.game, company, player);
    this.passes = 0;
    // Dropped prices go back to their printed values.
    for (const other of this.prices.keys()) this.prices.set(other, other.price);
    if (!this.prices.size) this.finished = true;
  }

  private pass(player: Player): void {
    this.game.log(`${player.name} passes`);
    this.passes++;
    this.current = this.game.nextPlayer(player);
    if (this.passes < this.game.players.length) return;
    this.passes = 0;
    const drop = this.packet.drop;
    if (!drop) {
      this.game.log(`Everyone passes: the sale of ${this.name} goes on later`);
      this.finished = true;
      return;
    }
    for (const { item, price } of this.available()) {
      const lower = Math.max(0, price - drop);
      this.prices.set(item, lower);
      this.game.log(`${this.game.company(item.company).def.name} now costs ${this.game.money(lower)}`);
    }
  }

  /** A player who can pay for no available item passes; an item at nothing is taken by the player whose turn it is. */
  settle(): boolean {
    if (this.finished) return false;
    const forced = this.forcedItem();
    if (forced) {
      const player = this.current;
      this.game.log(`${player.name} must take ${this.game.company(forced.item.company).def.name}, which costs nothing`);
      this.sell(forced.item, player, 0);
      this.current = this.game.nextPlayer(player);
      this.game.priority = this.current;
      return true;
    }
    const player = this.current;
    if (this.available().some((a) => a.price <= player.cash)) return false;
    this.pass(player);
    return true;
  }
}
