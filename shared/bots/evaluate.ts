// What the bot knows about a position beyond the legal moves: what a
// corporation's trains would earn on the board as it is or after a tile or a
// station (the exact route search on a copy of the board), how soon a train
// rusts, and which trains the bank sells next. Nothing here changes the game.
import { Board } from "../engine/map.ts";
import type { Corporation } from "../engine/entities.ts";
import type { Game } from "../engine/game.ts";
import { bestRoutes, routeTrain, runningTrains, type SearchTrain } from "../engine/route-search.ts";
import type { TrainDef } from "../engine/title.ts";

/** How many route searches one decision may run: what keeps a move within its time (docs/bots.md). */
export const SEARCH_BUDGET = 8;
/** A search this big (legal routes listed) is dear: a decision that meets one tries fewer candidates. */
const DEAR_SEARCH = 1500;

/** The trains a corporation runs, or, when it has none, the next one the bank sells: what track is laid for. */
export function plannedTrains(game: Game, corp: Corporation): SearchTrain[] {
  const own = runningTrains(corp).filter((t) => !t.ranThisRound);
  if (own.length) return own.map(routeTrain);
  const next = game.depot.forSale(game.phases.reached).find((t) => (t.def.kind === "goods") === (corp.def.trainKind === "goods"));
  return next ? [routeTrain(next)] : [];
}

/**
 * A copy of the game's board for trying moves on: reset to the game's state before each try, so one
 * copy serves a whole decision. The game's own board is never touched.
 */
export class TrialBoard {
  readonly board: Board;
  private readonly state;
  /** Legal routes listed by the last search (its size: what the next one will cost, near enough). */
  lastSize = 0;

  constructor(private readonly game: Game) {
    this.state = game.board.toJSON();
    this.board = Board.fromJSON(game.data, this.state, { rules: game.board.rules, routes: game.board.routeHooks });
  }

  reset(): void {
    this.board.fromJSON(this.state);
  }

  /** Revenue and the treasury's part of the best routes of these trains on the trial board now. */
  earnings(corp: Corporation, trains: readonly SearchTrain[]): number {
    if (!trains.length) return 0;
    const best = bestRoutes(this.board, corp.sym, trains, this.game.phase.offboardColor);
    this.lastSize = best.stats.routes;
    return best.total;
  }

  /** How many more searches a decision that has this budget left may afford after a search of the last size. */
  affordable(left: number): number {
    return this.lastSize > DEAR_SEARCH ? Math.min(left, Math.max(1, Math.floor((left * DEAR_SEARCH) / this.lastSize))) : left;
  }
}

/** What a train's earnings are worth against its price: its distance (a diesel counts as a long train). */
export const reach = (def: Pick<TrainDef, "distance">): number => (Number.isFinite(def.distance) ? def.distance : 8);

/**
 * How many trains the bank sells before one whose first purchase rusts trains of this name
 * (T-07): Infinity for a train nothing rusts. A train about to rust is not worth buying or keeping cash for.
 */
export function trainsUntilRust(game: Game, name: string): number {
  const upcoming = game.depot.upcoming;
  for (let i = 0; i < upcoming.length; i++) {
    const def = upcoming[i]!.def;
    if (game.depot.firstSold.has(def.name)) continue;
    if (def.rusts === name || def.alsoRusts?.includes(name) || def.lastRusts === name) return i;
  }
  return Infinity;
}

/** The cheapest train the bank sells now, of the corporation's kind: what it must be able to pay for when it has none. */
export function cheapestTrain(game: Game, corp: Corporation): number {
  const prices = game.depot
    .forSale(game.phases.reached)
    .filter((t) => (t.def.kind === "goods") === (corp.def.trainKind === "goods"))
    .map((t) => t.def.price);
  return prices.length ? Math.min(...prices) : 0;
}

/** The trains of the corporation that will still run after the next few purchases from the bank. */
export function lastingTrains(game: Game, corp: Corporation, horizon: number): number {
  return corp.trains.filter((t) => trainsUntilRust(game, t.name) > horizon).length;
}
