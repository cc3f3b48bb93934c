// A round: who must decide now, what they may do, and the automatic moves
// (skips, forced passes) it makes by itself. Stock and operating rounds are
// built from steps; see shared/engine/rounds/.
import type { GameAction, GameActionType } from "./action.ts";
import type { Company, Entity, Player } from "./entities.ts";
import type { LegalAction } from "./legal.ts";
import type { Programme, ProgrammedAction } from "./programmes.ts";

export interface Round {
  /** "Stock Round 2", "Operating Round 3.1", ... */
  readonly name: string;
  readonly finished: boolean;
  /** The entity whose decision the game waits for, if any. */
  activeEntity(): Entity | null;
  /**
   * The action types this entity may take now. Asked whether one type is among them (`asked`: an
   * action's check), a round may leave out the types whose questions cost much and are not that one.
   */
  actionTypes(entity: Entity, asked?: GameActionType): GameActionType[];
  /** Everything this entity may do now, choices enumerated (see legal.ts). */
  legalActions(entity: Entity): LegalAction[];
  /** Why this entity may not take this kind of action now, naming the rule; `action`, the one refused, where the
   *  reason depends on what it names (the corporation of a sale). */
  whyNot(entity: Entity, type: GameActionType, action?: GameAction): string;
  /** Applies an action of an allowed type; throws GameError naming the rule if illegal. */
  process(action: GameAction, entity: Entity): void;
  /** The bids standing on a company in an auction, lowest first (read by the page, never by the rules); rounds without bids on companies leave it out. */
  bidsOn?(company: Company): readonly { readonly player: Player; readonly price: number }[];
  /** Whether this player's cash may stand below zero for now: he owes it for something the round lets him pay in
   *  other ways before it goes on (a bid paid with privates, [auctioned starts]). Rounds without such debts leave it out. */
  owes?(player: Player): boolean;
  /** The round comes back until every company it offers is sold (1846's two-player draft, 1830's private auction): a
   *  player who passes on all of them only puts the game off, so a bot buys what it would otherwise leave. Rounds that
   *  end otherwise leave it out. */
  readonly sellsAll?: boolean;
  /** Makes one automatic move; returns false when a decision is needed or the round has finished. */
  settle(): boolean;
  /**
   * What this player's programme does now that the round waits for him (shared/engine/programmes.ts),
   * in rounds that carry programmes out: stock rounds, as in 18xx.games. Outside them, programmes end
   * (but an indefinite share pass).
   */
  programmed?(player: Player, programme: Programme): ProgrammedAction[];
  /** A merger or an acquisition round ([merger and conversion round], [acquisition round]): a merger pass programme
   *  lasts through them and ends with the first round of another kind (programmes.ts). Other rounds leave it out. */
  readonly merger?: true;
  /** A `choose` action's choice as the log stores it, where 18xx.games reads it as a number (a corporation's size,
   *  [auctioned starts]); rounds whose choices are names leave it out. */
  storedChoice?(choice: string | number): string | number;
}
