// [merger and conversion round] (18xx.games' 1817): after each operating round, each corporation that is a
// going concern (floated, its share value in neither an acquisition nor the liquidation box; MarketCell
// `acquisition`, `liquidation`), in operating order as the round starts, has a turn to convert to more shares
// (2 to 5, 5 to 10) or to merge with another of its size, or to pass. One of 10 shares can do neither and has
// no turn. Converting and merging are not yet played here (docs/rules-1817.md): each corporation passes.
import type { GameAction, GameActionType } from "../action.ts";
import { Corporation, type Entity } from "../entities.ts";
import { GameError } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { shareCount } from "../loans.ts";
import type { Round } from "../round.ts";

/** Floated, and its share value in a box of the market's usual moves: neither an acquisition nor the liquidation box. */
export function goingConcern(game: Game, corp: Corporation): boolean {
  const at = game.market.position(corp.sym);
  const cell = at && game.market.cell(at);
  return corp.floated && !corp.closed && !!cell && !cell.acquisition && !cell.liquidation;
}

/** The sizes a corporation converts through; the last converts no more. */
const SIZES = [2, 5, 10];

export class MergerAndConversionRound implements Round {
  readonly name: string;
  finished = false;
  /** The corporations still to have their turn, in operating order as the round started; the first is acting. */
  private readonly waiting: Corporation[];

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    this.name = `Merger and Conversion Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} --`);
    this.waiting = game.corporations.filter((c) => goingConcern(game, c)).sort((a, b) => game.compareForOperating(a, b));
  }

  /** Whether the corporation has a turn: its size converts further. */
  private hasTurn(corp: Corporation): boolean {
    const size = shareCount(corp);
    return SIZES.includes(size) && size !== SIZES[SIZES.length - 1];
  }

  get current(): Corporation | null {
    return this.waiting[0] ?? null;
  }

  activeEntity(): Entity | null {
    return this.finished ? null : this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    return !this.finished && entity === this.current ? ["pass"] : [];
  }

  legalActions(entity: Entity): LegalAction[] {
    return this.actionTypes(entity).map((type) => ({ type }) as LegalAction);
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const current = this.current;
    if (!current) return `the ${this.name} is over`;
    if (entity !== current) return `it is ${current.sym}'s turn in the ${this.name}`;
    // Converting and merging are not yet played here (docs/rules-1817.md).
    return `in the ${this.name} ${current.sym} may only pass here, not ${type.replace(/_/g, " ")}`;
  }

  process(action: GameAction, entity: Entity): void {
    if (action.type !== "pass" || entity !== this.current) throw new GameError(this.whyNot(entity, action.type));
    this.game.log(`${this.current.sym} passes`);
    this.waiting.shift();
  }

  settle(): boolean {
    if (this.finished) return false;
    const corp = this.current;
    if (!corp) {
      this.finished = true;
      return true;
    }
    if (goingConcern(this.game, corp) && this.hasTurn(corp)) return false;
    this.waiting.shift();
    return true;
  }
}
