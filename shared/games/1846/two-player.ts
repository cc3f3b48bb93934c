// 1846's two-player variant ([two-player variant], docs/rules-1846.md), an option of 1846 as 18xx.games
// plays its "1846 2p Variant" (the designer's draft rules for two players, BoardGameGeek thread 1616729):
// no pass cards and no dealt hands: the players buy the privates one at a time, every private in view,
// in draft rounds that alternate with sets of operating rounds (the minors run) until every private is
// owned; then the first stock round. The corporations left out (one of the north's, one of the south's)
// keep a second station, Erie's at once and the others' when their city turns green; a player may hold
// 70% of a corporation; the game also ends after the set of operating rounds that follows the one in
// which the bank sold its last train.
import type { GameAction, GameActionType } from "../../engine/action.ts";
import { Company, Player, type Entity } from "../../engine/entities.ts";
import { require } from "../../engine/errors.ts";
import type { Game } from "../../engine/game.ts";
import type { LegalAction } from "../../engine/legal.ts";
import type { RuleOption } from "../../engine/options.ts";
import type { Round } from "../../engine/round.ts";
import { OperatingRound } from "../../engine/rounds/operating.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import type { TitleData } from "../../engine/title.ts";
import { DRAFT_PRICE, LEAST_PRICE, startMinor } from "./draft.ts";

export const TWO_PLAYER: RuleOption = {
  id: "two_player",
  name: "Two-player variant",
  summary: "The designer's unofficial rules for two players, as 18xx.games plays its 1846 2p Variant",
  plain:
    "For two players: the private companies are bought one at a time, between operating rounds, until all are sold; one corporation of the north and one of the south are left out, each keeping a second station; a player may hold 70% of a corporation; the game also ends a set of operating rounds after the last train is sold",
  players: { min: 2, max: 2 },
};

export const twoPlayer = (game: Game) => game.options.optional_rules.includes(TWO_PLAYER.id);

/** The variant's data: 70% of a corporation may be held; the last train sold ends the game after one more set, and from
 *  then on no corporation sells another its only train. */
export const twoPlayerData = (data: TitleData): TitleData => ({ ...data, holdingLimitPercent: 70, endsAfterLastTrain: true, keepsOnlyTrainWhenBankSoldOut: true });

/** Where a corporation left out keeps a second station (the first city of the hex), as 18xx.games places it. */
const SECOND_STATION: Readonly<Record<string, string>> = { "B&O": "H12", "C&O": "H12", ERIE: "D20", GT: "D14", IC: "G7", NYC: "E17", PRR: "E11" };
/** The Erie's goes down at once; the others' when their city's tile turns green. */
const SECOND_STATION_AT_ONCE = ["ERIE"];

/** A corporation left out: its second station now, or a note that it waits for its city to turn green. */
export function leaveSecondStation(game: Game, sym: string): void {
  const hex = SECOND_STATION[sym]!;
  if (SECOND_STATION_AT_ONCE.includes(sym)) {
    game.board.placeToken(sym, hex, 0);
    game.log(`${sym} places a second station on ${hex}`);
  } else {
    game.log(`${sym} will place a station on ${hex} when it is upgraded to green`);
  }
}

/** A green tile laid where a corporation left out waits for its second station: the station goes down (Title.tileLaid). */
export function secondStationOnGreen(game: Game, hex: string): void {
  if (!twoPlayer(game) || game.board.tileAt(hex).color !== "green") return;
  for (const corp of game.corporations) {
    if (!corp.removed || SECOND_STATION[corp.sym] !== hex || SECOND_STATION_AT_ONCE.includes(corp.sym)) continue;
    if (game.board.tokensAt(hex).some((city) => city.includes(corp.sym))) continue;
    game.board.placeToken(corp.sym, hex, 0);
    game.log(`${corp.sym} places a station on ${hex} as the city is green`);
  }
}

/** The privates (and minors' cards) no player owns yet, still in the game. */
const unsold = (game: Game): Company[] => game.companies.filter((c) => !c.closed && !(c.owner instanceof Player));

/**
 * [two-player draft]: the players, last seat first, buy one private each turn at its price, any of those unsold,
 * or pass (not before the first purchase of the game); a player who buys is in again. The round ends when both
 * have passed in a row or all are sold. A last private alone is passed as in the draft of 1846: $10 cheaper a
 * pass, and the player it reaches at its least price takes it.
 */
export class TwoPlayerDraft implements Round {
  readonly name = "Draft Round";
  /** Draft rounds come back until every private is sold (Round.sellsAll). */
  readonly sellsAll = true;
  finished = false;
  private readonly order: Player[];
  private turn = 0;
  private readonly passed = new Set<Player>();
  /** How much the last private left has fallen by ($10 a pass). */
  private discount = 0;

  constructor(private readonly game: Game) {
    this.order = [...game.players].reverse();
    game.log("-- Draft Round: each player in turn buys a private company or passes, the last seat first --");
    this.finished = unsold(game).length === 0;
  }

  private get current(): Player {
    return this.order[this.turn % this.order.length]!;
  }

  /** One private left unsold: it may only be bought or passed down in price. */
  private lastOne(): boolean {
    return unsold(this.game).length === 1;
  }

  /** No private sold yet: the game's first purchase cannot be passed. */
  private firstPurchase(): boolean {
    return !this.game.companies.some((c) => c.owner instanceof Player);
  }

  price(company: Company): number {
    return (DRAFT_PRICE[company.sym] ?? company.def.value) - (this.lastOne() ? this.discount : 0);
  }

  activeEntity(): Entity | null {
    return this.finished ? null : this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || entity !== this.current) return [];
    return this.firstPurchase() ? ["bid"] : ["bid", "pass"];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    if (this.finished) return "The draft round is over";
    if (entity !== this.current) return `It is ${this.current.name}'s turn to buy a private company or pass`;
    if (type === "pass") return "The first private company of the game must be bought: no pass before it";
    return "In the draft round a player buys a private company or passes";
  }

  legalActions(entity: Entity): LegalAction[] {
    if (!this.actionTypes(entity).length) return [];
    const player = entity as Player;
    const legal: LegalAction[] = unsold(this.game)
      .filter((c) => this.price(c) <= player.cash)
      .map((c) => ({ type: "bid", company: c.sym, min: this.price(c), max: this.price(c), purchase: true }));
    if (!this.firstPurchase()) legal.push({ type: "pass" });
    return legal;
  }

  process(action: GameAction, entity: Entity): void {
    const player = entity as Player;
    if (action.type === "bid") {
      const company = unsold(this.game).find((c) => c.sym === action.company);
      require(company, `${action.company ?? "That company"} is not for sale in the draft: ${unsold(this.game).map((c) => c.sym).join(", ")}`);
      require(player.cash >= this.price(company), `${player.name} has ${this.game.money(player.cash)}, ${company.def.name} costs ${this.game.money(this.price(company))}`);
      this.passed.delete(player);
      this.buy(player, company);
      this.turn++;
    } else if (action.type === "pass") {
      if (this.lastOne()) return this.passLast(player);
      this.game.log(`${player.name} passes`);
      this.passed.add(player);
      this.turn++;
    }
    this.finished = unsold(this.game).length === 0 || this.order.every((p) => this.passed.has(p));
  }

  private buy(player: Player, company: Company): void {
    const price = this.price(company);
    company.owner = player;
    player.companies.push(company);
    if (price > 0) this.game.pay(player, this.game.bank, price);
    this.game.log(`${player.name} buys ${company.def.name} for ${this.game.money(price)}`);
    startMinor(this.game, company, player);
  }

  /** The last private passed: $10 cheaper, and the next player's at its least price. */
  private passLast(player: Player): void {
    const company = unsold(this.game)[0]!;
    const before = this.price(company);
    this.discount += 10;
    const after = this.price(company);
    this.game.log(`${player.name} passes; ${company.def.name} falls from ${this.game.money(before)} to ${this.game.money(after)}`);
    this.turn++;
    if (after === (LEAST_PRICE[company.sym] ?? 0)) this.buy(this.current, company);
    this.finished = unsold(this.game).length === 0;
  }

  settle(): boolean {
    return false;
  }
}

/**
 * The rounds of the variant: draft rounds and sets of operating rounds (the phase's number of them) alternate
 * until every private is owned; then the first stock round, the first seat first, and the rounds as usual.
 */
export function nextRoundTwoPlayer(game: Game, round: Round): Round {
  if (round instanceof TwoPlayerDraft) {
    if (unsold(game).length) return new OperatingRound(game, 0, 1, game.phase.operatingRounds);
    game.priority = game.players[0]!;
    return roundAfter(game, round);
  }
  if (round instanceof OperatingRound && round.setNumber === 0) {
    return round.index < round.total ? new OperatingRound(game, 0, round.index + 1, round.total) : new TwoPlayerDraft(game);
  }
  return roundAfter(game, round);
}
