// 1846's opening: the private draft ([private draft], docs/rules-1846.md). The privates and the minors'
// cards are shuffled with one pass card per player; in reverse seating order each player is shown the
// top of the deck (as many cards as the players, plus two) and keeps one card unseen by the others; the rest of the hand goes back under the deck, shuffled. When the deck holds only pass
// cards, or one card is left, the draft ends; a last private nobody takes gets $10 cheaper each time a
// player passes it, and is taken by the player it reaches at its least price. Then each player pays for
// what he kept. The shuffles are the game's draws, in 18xx.games' order, so that its logs replay.
import type { ActionOf, GameAction, GameActionType } from "../../engine/action.ts";
import { Company, Player, type Entity } from "../../engine/entities.ts";
import { require } from "../../engine/errors.ts";
import type { Game } from "../../engine/game.ts";
import type { LegalAction } from "../../engine/legal.ts";
import type { Round } from "../../engine/round.ts";
import { moveCertificates } from "../../engine/shares.ts";

/** What a card costs in the draft: its value, a minor's its director's certificate with its cash. */
export const DRAFT_PRICE: Readonly<Record<string, number>> = { MS: 140, BIG4: 100 };
/** The least a last card left in the draft falls to (a minor keeps its cash's worth and more). */
export const LEAST_PRICE: Readonly<Record<string, number>> = { MS: 80, BIG4: 60 };

/** A card of the draft: a company (private or minor) or a pass card. */
export interface Card {
  readonly sym: string;
  readonly company: Company | null;
}

export const isPassCard = (card: Card) => card.company === null;

/** The cards in the order 18xx.games lists them (its companies, then the pass cards), one per player. */
export function draftCards(game: Game): Card[] {
  const cards: Card[] = game.companies.filter((c) => !c.closed).map((c) => ({ sym: c.sym, company: c }));
  for (let i = 1; i <= game.players.length; i++) cards.push({ sym: `Pass (${i})`, company: null });
  return cards;
}

/** The items in the order of a draw of the game's generator for each, lowest first (18xx.games' `sort_by { rand }`). */
export function sortByDraw<T>(game: Game, items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, key: game.rng.next() }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map((k) => k.item);
}

/** A minor's card bought: its director's certificate, and its cash from the bank; it floats. */
export function startMinor(game: Game, company: Company, player: Player): void {
  const minor = game.corporations.find((c) => c.sym === company.sym && c.def.minor);
  if (!minor) return;
  moveCertificates([minor.shares[0]!], player);
  game.pay(game.bank, minor, minor.def.capital ?? company.def.value);
  minor.floated = true;
}

export class PrivateDraft implements Round {
  readonly name = "Draft Round";
  finished = false;
  /** The deck, top first. */
  deck: Card[];
  /** Each player's kept cards, players in the order of their first choice. */
  private readonly kept = new Map<Player, Card[]>();
  /** The draft goes round in reverse seating order. */
  private readonly order: Player[];
  private turn = 0;
  /** How much a last card left has fallen by ($10 a pass). */
  private discount = 0;

  constructor(
    private readonly game: Game,
    cards: Card[],
  ) {
    this.deck = cards;
    this.order = [...game.players].reverse();
    game.log(`Draft: each player keeps one card of the ${this.handSize} on top of the deck, last player first`);
  }

  /** Cards shown to a player: the players plus two. */
  get handSize(): number {
    return this.game.players.length + 2;
  }

  /** The cards the player on turn chooses from. */
  hand(): Card[] {
    return this.deck.slice(0, this.handSize);
  }

  /** One card left and it is not a pass card: it may be taken or passed. */
  private lastCard(): boolean {
    return this.deck.length === 1 && !isPassCard(this.deck[0]!);
  }

  private done(): boolean {
    return this.deck.length === 0 || (this.deck.length < this.handSize && this.hand().every(isPassCard));
  }

  /** The card's price now. */
  price(card: Card): number {
    if (!card.company) return 0;
    return (DRAFT_PRICE[card.sym] ?? card.company.def.value) - (this.lastCard() ? this.discount : 0);
  }

  private get current(): Player {
    return this.order[this.turn % this.order.length]!;
  }

  activeEntity(): Entity | null {
    return this.finished ? null : this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.current) return [];
    return this.lastCard() ? ["bid", "pass"] : ["bid"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    if (this.finished) return "The draft is over";
    if (entity !== this.current) return `It is ${this.current.name}'s turn to choose a card of the draft`;
    if (type === "pass") return "In the draft a player keeps a card (a pass card to buy nothing); only the last private left may be passed";
    return "In the draft a player only keeps one of the cards shown to him";
  }

  legalActions(entity: Entity): LegalAction[] {
    if (!this.actionTypes(entity).length) return [];
    const legal: LegalAction[] = this.hand().map((card) => ({ type: "bid", company: card.sym, min: this.price(card), max: this.price(card), purchase: true }));
    if (this.lastCard()) legal.push({ type: "pass" });
    return legal;
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "bid") return this.choose(action, player);
    if (action.type === "pass") return this.pass(player);
  }

  private choose(action: ActionOf<"bid">, player: Player): void {
    const hand = this.hand();
    const card = hand.find((c) => c.sym === action.company);
    require(card, `${action.company ?? "That card"} is not among the cards shown to ${player.name}: ${hand.map((c) => c.sym).join(", ")}`);
    this.keep(player, card, hand);
    this.turn++;
    this.settleIfDone();
  }

  /** The player keeps the card; the rest of the hand goes under the deck, shuffled. */
  private keep(player: Player, card: Card, hand: Card[]): void {
    this.pricePaid.set(card, this.price(card));
    const kept = this.kept.get(player) ?? [];
    kept.push(card);
    this.kept.set(player, kept);
    if (this.lastCard()) {
      this.game.log(`${player.name} chooses ${card.company!.def.name}`);
      this.deck = [];
      return;
    }
    this.game.log(`${player.name} chooses a card`);
    this.deck = this.deck.slice(hand.length);
    const back = sortByDraw(this.game, hand).filter((c) => c !== card);
    this.deck.push(...back);
  }

  /** The last private passed: $10 cheaper, and the next player's at its least price. */
  private pass(player: Player): void {
    const card = this.deck[0]!;
    const before = this.price(card);
    this.discount += 10;
    const after = this.price(card);
    this.game.log(`${player.name} passes; ${card.company!.def.name} falls from ${this.game.money(before)} to ${this.game.money(after)}`);
    this.turn++;
    if (after === (LEAST_PRICE[card.sym] ?? 0)) this.keep(this.current, card, [card]);
    this.settleIfDone();
  }

  /** What each card kept costs: its price when kept (a last private after passes, its fallen price). */
  private readonly pricePaid = new Map<Card, number>();

  /** When the draft is done, each player pays for what he kept, in the order of their first choices. */
  private settleIfDone(): void {
    if (!this.done()) return;
    this.finished = true;
    for (const [player, cards] of this.kept) {
      for (const card of cards) {
        if (!card.company) {
          this.game.log(`${player.name} kept ${card.sym}`);
          continue;
        }
        const company = card.company;
        const price = this.pricePaid.get(card)!;
        company.owner = player;
        player.companies.push(company);
        if (price > 0) this.game.pay(player, this.game.bank, price);
        this.game.log(`${player.name} buys ${company.def.name} for ${this.game.money(price)}`);
        startMinor(this.game, company, player);
      }
    }
    // The first stock round starts with the first seat.
    this.game.priority = this.game.players[0]!;
  }

  settle(): boolean {
    return false;
  }
}
