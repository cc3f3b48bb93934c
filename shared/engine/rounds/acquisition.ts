// [acquisition round] (18xx.games' 1817): after the merger and conversion round, every floated corporation, from
// the last in operating order to the first as the round starts, is in turn offered: one in the liquidation box is
// liquidated, one in an acquisition box is put up for acquisition, and any other its president may offer for sale
// or not, when some player's corporation could pay its starting price. Only the president's refusal to offer is
// played here so far (docs/rules-1817.md): the sale, the auctions for acquisition and the liquidation are not, and
// a corporation they would concern is left as it is, with a line in the game log saying so.
import type { GameAction, GameActionType } from "../action.ts";
import { Corporation, Player, type Entity } from "../entities.ts";
import { GameError } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { loansAvailable, shareCount } from "../loans.ts";
import type { Round } from "../round.ts";
import { mergerPassActions, type Programme, type ProgrammedAction } from "../programmes.ts";
import { goingConcern } from "./merger-conversion.ts";

/** What a corporation's bids start at: its shares at their value, rounded up to $10. */
export function startingPrice(game: Game, corp: Corporation): number {
  return Math.ceil((shareCount(corp) * (game.market.price(corp.sym) ?? 0)) / 10) * 10;
}

/** The shares in the corporation's treasury at their value: what the buyer of a corporation offered for sale gets for them from the bank. */
function treasuryValue(game: Game, corp: Corporation): number {
  const price = game.market.price(corp.sym) ?? 0;
  return corp.shares.filter((s) => s.holder === "ipo").length * price;
}

/**
 * The most `buyer` could pay for `target` offered for sale: its treasury and the loans it may take (the target's
 * loans counted as repaid, so taken again), with the target's treasury and its shares' value, less the target's loans.
 */
export function mostFor(game: Game, buyer: Corporation, target: Corporation): number {
  const loan = game.data.loans?.value ?? 0;
  const power = buyer.cash + loansAvailable(game, buyer, target.loans) * loan;
  return power + target.cash + treasuryValue(game, target) - target.loans * loan;
}

/** Whether this corporation may buy another: a going concern, not the one offered. */
const mayBuy = (game: Game, buyer: Corporation, target: Corporation) => buyer !== target && goingConcern(game, buyer);

export class AcquisitionRound implements Round {
  readonly name: string;
  finished = false;
  /** The corporations still to offer, last in operating order first; the first is being offered. */
  private readonly offering: Corporation[];
  /** The players presiding some corporation as the round starts: the bidders. */
  private readonly bidders: Player[];
  /** The corporation whose president is asked whether he offers it for sale. */
  private asking: Corporation | null = null;

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    this.name = `Acquisition Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} --`);
    this.offering = game.corporations.filter((c) => c.floated && !c.closed && game.market.position(c.sym)).sort((a, b) => game.compareForOperating(b, a));
    this.bidders = game.players.filter((p) => game.corporations.some((c) => !c.closed && c.president === p));
  }

  activeEntity(): Entity | null {
    return this.finished ? null : (this.asking?.president ?? null);
  }

  actionTypes(entity: Entity): GameActionType[] {
    return !this.finished && this.asking && entity === this.asking.president ? ["pass"] : [];
  }

  legalActions(entity: Entity): LegalAction[] {
    return this.actionTypes(entity).map((type) => ({ type }) as LegalAction);
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const asking = this.asking;
    if (!asking) return `the ${this.name} waits for nobody now`;
    const president = asking.president!;
    if (entity !== president) return `${president.name} is to say whether he offers ${asking.sym} for sale`;
    // The sale itself is not yet played here (docs/rules-1817.md).
    return `${president.name} may only decline to offer ${asking.sym} for sale here, not ${type.replace(/_/g, " ")}`;
  }

  process(action: GameAction, entity: Entity): void {
    const asking = this.asking;
    if (action.type !== "pass" || !asking || entity !== asking.president) throw new GameError(this.whyNot(entity, action.type));
    this.game.log(`${asking.president!.name} declines to put ${asking.sym} up for sale`);
    this.asking = null;
    this.offering.shift();
  }

  /** A merger pass programme of the president asked whether he offers his corporation (programmes.ts). */
  programmed(player: Player, programme: Programme): ProgrammedAction[] {
    const asking = this.asking;
    if (this.finished || !asking || asking.president !== player) return [];
    return mergerPassActions(this.game, programme, "AR", asking, { entity: player.id, entity_type: "player" }, false);
  }

  /** Whether some bidder has a corporation that could pay the corporation's starting price. */
  private wanted(corp: Corporation): boolean {
    const price = startingPrice(this.game, corp);
    return this.bidders.some((p) => this.game.corporations.some((c) => c.president === p && mayBuy(this.game, c, corp) && mostFor(this.game, c, corp) >= price));
  }

  settle(): boolean {
    if (this.finished || this.asking) return false;
    const corp = this.offering[0];
    if (!corp) {
      this.finished = true;
      return true;
    }
    const cell = this.game.market.cell(this.game.market.position(corp.sym)!)!;
    if (cell.acquisition || cell.liquidation) {
      this.game.log(`${corp.sym} would be ${cell.liquidation ? "liquidated" : "offered for acquisition"}: not yet played here`);
    } else if (corp.president && this.wanted(corp)) {
      this.game.log(`${corp.sym} may be offered for sale for ${this.game.money(startingPrice(this.game, corp))}`);
      this.asking = corp;
      return true;
    } else {
      this.game.log(`${corp.sym} cannot be bought at ${this.game.money(startingPrice(this.game, corp))}, skipping`);
    }
    this.offering.shift();
    return true;
  }
}
