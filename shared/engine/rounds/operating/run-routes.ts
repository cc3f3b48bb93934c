// Running routes (1830 7.4): each train once, over track no other route of the
// turn uses, for the highest revenue where the table plays that rule. What
// the routes earn waits in the turn for the dividend step.
import type { ActionOf } from "../../action.ts";
import { oneRouteCredits, type LogRoute } from "../../route.ts";
import { Corporation } from "../../entities.ts";
import type { Game } from "../../game.ts";
import { GameError, require } from "../../errors.ts";
import { NODE_SLOTS } from "../../graph.ts";
import type { LegalAction } from "../../legal.ts";
import type { Board } from "../../map.ts";
import { corporationBestRoutes, routeTrains, runningTrains, type BestRoutes } from "../../route-search.ts";
import { closeOnRuns } from "../companies.ts";
import { TurnStep, type OperatingStep } from "./turn.ts";

/** RunRoutesStep.hasRoute's answers by corporation, and the map (Board.version) they hold for. */
const routesKnown = new WeakMap<Board, { version: number; answers: Map<string, boolean> }>();

/**
 * The best routes of the corporation whose run a game waits for, found while its table waited for the move
 * (anticipateRun), with the position (Game.position) and map (Board.version) they hold for.
 */
const anticipated = new WeakMap<Game, { position: number; version: number; round: unknown; corporation: string; best: BestRoutes }>();

export class RunRoutesStep extends TurnStep implements OperatingStep {
  actions(corp: Corporation): "run_routes"[] {
    // A train that came from a company that already operated this round does not run again ([merged minors]).
    return !this.turn!.ran && runningTrains(corp).some((t) => !t.ranThisRound) && this.hasRoute(corp) ? ["run_routes"] : [];
  }

  legalActions(corp: Corporation): LegalAction[] {
    return [{ type: "run_routes", trains: runningTrains(corp).map((t) => t.id) }];
  }

  whyNot(corp: Corporation, at: string): string {
    return runningTrains(corp).length === 0 ? `1830 7.4: ${corp.sym} has no trains` : `1830 7.1: trains run once, after track and stations; ${corp.sym} is at "${at}"`;
  }

  /**
   * Of a station's reachable stops, those that count toward a train's range, and bonus stops
   * that do not (offboardDistance 0).
   */
  private stopCounts(stops: ReadonlySet<number>): { counted: number; free: number } {
    const board = this.game.board;
    let counted = 0;
    let free = 0;
    for (const key of stops) {
      const tile = board.stopTileOf(Math.floor(key / NODE_SLOTS));
      const node = tile.type.nodes[key % NODE_SLOTS]!;
      if (node.kind === "offboard" && tile.type.content.offboardDistance === 0) free++;
      else counted++;
    }
    return { counted, free };
  }

  /** A route needs a station and at least one more stop it can reach from it (1830 7.4; a bonus stop may be that stop). */
  hasRoute(corp: Corporation): boolean {
    // Asked after each action (settle), again by the next action's check, and in each operating round while the map
    // stays the same (a game whose rounds go by without a decision): answered once per map.
    const board = this.game.board;
    let known = routesKnown.get(board);
    if (known?.version !== board.version) routesKnown.set(board, (known = { version: board.version, answers: new Map() }));
    let answer = known.answers.get(corp.sym);
    if (answer === undefined) {
      answer = board.someStationReaches(corp.sym, (stops) => {
        const { counted, free } = this.stopCounts(stops);
        return counted >= 2 || (counted >= 1 && free >= 1);
      });
      known.answers.set(corp.sym, answer);
    }
    return answer;
  }

  /** A route that obliges the corporation to own a train: two stops from one station besides any bonus stop (1830 C-2.3.1). */
  hasTrainRoute(corp: Corporation): boolean {
    return this.game.board.someStationReaches(corp.sym, (stops) => this.stopCounts(stops).counted >= 2);
  }

  /**
   * Routes of a log written before 18xx.games logged their track (no `connections`): each names its hexes and
   * revenue, which 18xx.games' engine takes as logged. A recorded log's replay (GameOptions.consent off) does the
   * same; a move played here must give its track.
   */
  private legacy(routes: ActionOf<"run_routes">["routes"]): boolean {
    if (routes.every((r) => r.connections)) return false;
    require(!this.game.options.consent, "1830 7.4: each route must give its track (connections)");
    require(routes.every((r) => !r.connections && r.hexes && typeof r.revenue === "number" && Number.isInteger(r.revenue) && r.revenue >= 0),
      "1830 7.4: a route without its track must name its hexes and revenue, as every other route of the run");
    return true;
  }

  /** The revenue after the railroad's draw where its title plays random revenues (Title.operatingParts.randomRevenue), else as earned. */
  private drawnRevenue(corp: Corporation, revenue: number): number {
    return this.game.title.operatingParts?.randomRevenue?.(this.game, corp, revenue) ?? revenue;
  }

  run(action: ActionOf<"run_routes">): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const trains = action.routes.map((r) => {
      const train = runningTrains(corp).find((t) => t.id === r.train);
      if (!train) throw new GameError(`1830 7.4: ${corp.sym} has no train ${r.train}`);
      return train;
    });
    require(new Set(trains).size === trains.length, "1830 7.4: each train runs once");
    for (const t of trains) require(!t.ranThisRound, `[merged minors]: the ${t.name} train came to ${corp.sym} from a company that already operated this round, so it may not run this round`);
    if (this.legacy(action.routes)) {
      action.routes.forEach((r, i) => this.game.log(`${corp.sym} runs a ${trains[i]!.name} train for ${this.game.money(r.revenue!)}: ${r.hexes!.join("-")}`));
      turn.revenue = this.drawnRevenue(corp, action.routes.reduce((t, r) => t + r.revenue!, 0));
      turn.treasuryRevenue = 0;
      turn.ran = true;
      turn.step++;
      return;
    }
    const { revenue, perRoute, treasury, routes } = this.game.board.validateRoutes(
      corp.sym,
      action.routes as LogRoute[], // each with its track (legacy)
      routeTrains(corp).filter((t) => trains.some((x) => x.id === t.id)),
      this.game.phase.offboardColor,
    );
    // 1830 7.4: the combination with the highest revenue. What a corporation earns
    // counts whole: its revenue and the part for its treasury alone (a mine's value),
    // as the best-route search measures it (docs/routes.md).
    // What the title adds for one of the routes, credited to the one it is worth most to (Title.oneRouteBonus: 1846's Mail
    // Contract; a [hex bonus] is in its route's revenue: Board.stopBonus).
    const extras = oneRouteCredits(this.game.board, corp.sym, routes);
    const credited = extras.reduce((t, x) => t + x, 0);
    if (this.game.bestRoutesRequired) {
      const best = this.bestNow(corp);
      const earned = revenue + credited + treasury;
      const part = (t: number) => (t ? ` (${this.game.money(t)} of it for the treasury)` : "");
      require(
        earned >= best.total,
        `${this.game.board.rules.bestRoutes}: the routes of ${corp.sym} earn ${this.game.money(earned)}${part(treasury)}, the best combination ${this.game.money(best.total)}${part(best.treasury)}; the highest revenue must be run`,
      );
    }
    trains.forEach((t, i) => this.game.log(`${corp.sym} runs a ${t.name} train for ${this.game.money(perRoute[i]! + (extras[i] ?? 0) + this.game.routeBonusRevenue([routes[i]!]))}`));
    closeOnRuns(this.game, corp, routes.flatMap((r) => r.hexes)); // 1830+ T-05 note 4 (the PP)
    // [route bonus]: the markers on the hexes the routes run through (1817's coal mines, bridge tokens).
    const extra = credited + this.game.routeBonusRevenue(routes);
    turn.revenue = this.drawnRevenue(corp, revenue + extra);
    turn.treasuryRevenue = treasury;
    turn.ran = true;
    turn.step++;
  }

  /** The best combination a run is held to. Applying the run moved the position on by one (Game.apply) before its step runs it. */
  private bestNow(corp: Corporation): BestRoutes {
    return bestRoutesAt(this.game, corp, this.game.position - 1);
  }
}

/**
 * The corporation's best combination: the one found while the table waited (anticipateRun) where nothing changed
 * since the position `at` (Game.position) on this map, or else searched now.
 */
export function bestRoutesAt(game: Game, corp: Corporation, at = game.position): BestRoutes {
  const ahead = anticipated.get(game);
  if (ahead && ahead.corporation === corp.sym && ahead.position === at && ahead.version === game.board.version) return ahead.best;
  return corporationBestRoutes(game, corp);
}

/**
 * Where the game waits for a corporation's run and holds it to the best (Game.bestRoutesRequired), finds that
 * best now, while the table waits for the move (a room asks after each move, worker/room.ts afterMove): the run's
 * check then reads it instead of searching while its player waits (#37, 10: the search is most of a run's cost,
 * and runs were the slowest moves of a game). What any action changes (Game.position, Board.version) is searched again.
 */
export function anticipateRun(game: Game): void {
  const corp = runAhead(game);
  if (!corp) return;
  anticipated.set(game, { position: game.position, version: game.board.version, round: game.round, corporation: corp.sym, best: corporationBestRoutes(game, corp) });
}

/**
 * The corporation whose run anticipateRun searches for now, or null where it has nothing to do (a room asks
 * after every move, and sets no timer where the answer is null): a game that holds runs to the best, a
 * corporation's turn at its run (asked about that type alone: Round.actionTypes leaves out the purchases),
 * not searched yet on this map. Once per corporation's run and map: moves that leave both as they are (a
 * player's programme set and set again, 50 a second) make no search ahead each; the run then searches for
 * itself, as it always did.
 */
export function runAhead(game: Game): Corporation | null {
  if (game.finished || !game.bestRoutesRequired) return null;
  const corp = game.round.activeEntity();
  if (!(corp instanceof Corporation)) return null;
  const known = anticipated.get(game);
  if (known && known.round === game.round && known.version === game.board.version && known.corporation === corp.sym) return null;
  return game.round.actionTypes(corp, "run_routes").includes("run_routes") ? corp : null;
}

/**
 * A run as the log records it (Ruleset.stored, #37): each route's train and track, and its stops, hexes
 * and revenue as the rules read that track now, not as the player sent them. 18xx.games records a run
 * so, and its engine replays a route's revenue as recorded: an export then says what this game paid.
 * The run as sent where the rules refuse it (its play says why).
 */
export function recordedRun(game: Game, action: ActionOf<"run_routes">): ActionOf<"run_routes"> {
  if (!action.routes.every((r) => r.connections)) return action;
  try {
    const corp = game.entityOf(action);
    if (!(corp instanceof Corporation)) return action;
    const trains = routeTrains(corp).filter((t) => action.routes.some((r) => r.train === t.id));
    const { routes } = game.board.validateRoutes(corp.sym, action.routes as LogRoute[], trains, game.phase.offboardColor);
    // What the title credits a route beyond its own revenue is part of it there (Title.oneRouteBonus: 1846's Mail Contract),
    // and so are the [route bonus] markers it runs through (1817's bridges and mines: 18xx.games pays a run as recorded).
    const extra = oneRouteCredits(game.board, corp.sym, routes);
    return {
      ...action,
      routes: routes.map((r, i) => ({ train: r.train, connections: action.routes[i]!.connections, hexes: r.hexes, nodes: r.nodes, revenue: r.revenue + (extra[i] ?? 0) + game.routeBonusRevenue([r]) })),
    };
  } catch {
    return action;
  }
}
