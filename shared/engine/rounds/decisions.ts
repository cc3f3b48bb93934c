// A round of decisions that a title asks between other rounds (exchange
// rounds: a coal company folding into its major, a minor forming or folding
// into a state railway). The title's plan names the next decision:
// who decides and the choices, and makes the choice taken. A decision the
// rules force may be made automatically (`forced`). A decision is data (the
// plan says what it means), so that a game's state holds no functions
// (shared/engine/snapshot.ts). Corporations over their train limit
// after a merger discard first (1830 7.6.1, [merged trains]).
import type { ActionOf, GameAction, GameActionType } from "../action.ts";
import { Corporation, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { crowdedCorporation, discardableTrains, discardTrain, isCrowded } from "./discard.ts";

export interface Decision {
  /** Who decides: a company (its director acts for it) or a player. */
  entity: Corporation | Player;
  /** The choices, as the log names them ("Exchange", "fold_in"). */
  choices: string[];
  /** What the decision is about, for players. */
  prompt: string;
  /** The choice the rules force, made without waiting for the decider (undefined: the decider chooses). */
  forced?: string;
}

/** A title's plan for the round: the next decision, or null when none is left, and what a choice does. */
export interface DecisionPlan<D extends Decision = Decision> {
  next(): D | null;
  /** Makes the choice taken in a decision this plan asked. */
  decide(decision: D, choice: string): void;
  /** Called once when no decision is left, before the round ends. */
  finish?(): void;
}

export class DecisionRound implements Round {
  finished = false;
  private pending: Decision | null = null;

  constructor(
    private readonly game: Game,
    readonly name: string,
    private readonly plan: DecisionPlan,
  ) {
    game.log(`-- ${name} --`);
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    return crowdedCorporation(this.game) ?? this.pending?.entity ?? null;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished) return [];
    const crowded = crowdedCorporation(this.game);
    if (crowded) return entity instanceof Corporation && isCrowded(this.game, entity) ? ["discard_train"] : [];
    return this.pending && entity === this.pending.entity && !this.pending.forced ? ["choose"] : [];
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const crowded = crowdedCorporation(this.game);
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to its train limit of ${this.game.trainLimit(crowded)}`;
    const name = entity instanceof Player ? entity.name : entity.sym;
    const pending = this.pending;
    if (!pending) return `${this.name}: nothing to decide`;
    if (entity !== pending.entity) return `${this.name}: ${pending.prompt} is for ${pending.entity instanceof Player ? pending.entity.name : pending.entity.sym} to decide, not ${name}`;
    return `${this.name}: ${name} may only choose (${pending.choices.join(", ")}), not ${type.replace(/_/g, " ")}`;
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    if (types.includes("discard_train")) return discardableTrains(entity as Corporation).map((t) => ({ type: "discard_train", train: t.id }));
    if (types.includes("choose")) return [{ type: "choose", choices: [...this.pending!.choices], prompt: this.pending!.prompt }];
    return [];
  }

  process(action: GameAction, entity: Entity): void {
    if (action.type === "discard_train") return discardTrain(this.game, entity as Corporation, action.train);
    if (action.type !== "choose") throw new GameError(`${action.type} is not a decision`);
    this.choose(action, this.pending!);
  }

  private choose(action: ActionOf<"choose">, decision: Decision): void {
    const choice = String(action.choice);
    require(decision.choices.includes(choice), `${this.name}: ${decision.prompt}: choose ${decision.choices.join(" or ")}, not "${choice}"`);
    this.pending = null;
    this.plan.decide(decision, choice);
  }

  settle(): boolean {
    if (this.finished || crowdedCorporation(this.game)) return false;
    if (this.pending) {
      if (this.pending.forced === undefined) return false;
      const decision = this.pending;
      this.pending = null;
      this.plan.decide(decision, decision.forced!);
      return true;
    }
    const next = this.plan.next();
    if (next) {
      this.pending = next;
      return true;
    }
    this.plan.finish?.();
    for (const c of this.game.corporations) c.mergedTrains.length = 0;
    this.finished = true;
    return true;
  }
}
