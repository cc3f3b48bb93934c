// The "hard" bot: it plans. At the decisions that shape a player's fortune (starting a
// corporation, buying and selling shares, bids and private sales, dividends, trains and the
// money for them) it plays each of its few best candidate moves out on a copy of the game,
// every seat played by today's bot (the "easy" one, shared/bots/bot.ts) until the next stock
// round begins, and takes the move whose future leaves its seat furthest ahead of the richest
// other player. Elsewhere (track, stations, routes, answers) it plays as the easy bot does.
// Like the easy bot it uses no clock and no randomness: its budget is counted in moves played
// out, not in time, so the same log and seed give the same move (docs/bots.md).
import { Player, type Entity } from "../engine/entities.ts";
import { Game } from "../engine/game.ts";
import type { LegalAction } from "../engine/legal.ts";
import type { LogEntry } from "../engine/log.ts";
import { StockRound } from "../engine/rounds/stock.ts";
import { controllingPlayer, replayOnto } from "../engine/session.ts";
import { reviveGame, snapshotGame, SnapshotError } from "../engine/snapshot.ts";
import { BOT_KINDS, type BotKind } from "../protocol.ts";
import { Bot, botFor, entityRef, profileFor, type BotAction, type BotProfile, type Scored } from "./bot.ts";


export { BOT_KINDS, type BotKind };

/** The decisions the hard bot plans; the rest it plays as the easy bot. */
const PLANNED: ReadonlySet<LegalAction["type"]> = new Set(["par", "buy_shares", "sell_shares", "bid", "buy_company", "dividend", "buy_train"]);

/** The planner's budget (docs/bots.md): how many moves it may play out for one decision, over all its candidates. */
export const PLAYOUT_BUDGET = 700;
/** The planner's thinking budget a move, in milliseconds of processor time (p99, docs/bots.md): a room rings for its move that much earlier. */
export const PLANNER_PAUSE_MS = 300;
/** The most candidates it plays out for one decision. */
const CANDIDATES = 4;
/** Route searches a move played out may run (the easy bot's own move runs 8), none of them on track (Bot.trialLays): track matters less than money in a playout. */
const PLAYOUT_SEARCHES = 1;
/**
 * How far ahead another candidate's future must leave the seat, over the easy bot's own choice, to be taken
 * instead: the easy bot's scores weigh what lies beyond the playout (a presidency, a home city), which a
 * playout to the next stock round does not see.
 */
export const MARGIN = 20;

export interface Candidate {
  action: BotAction;
  /** The seat's lead at the end of the playout: its value less the highest other player's. */
  lead: number;
  /** Moves played out. */
  moves: number;
}

export class HardBot extends Bot {
  /**
   * Today's bot, which decides what the planner leaves alone; made afresh for each decision, as are
   * the playouts' bots: what a bot keeps between moves (the revenue it found in a stock round) must
   * never carry one future into another, nor a decision depend on the ones before it (a bot rebuilt
   * from the log decides the same).
   */
  private easy: Bot;
  /** What the last decision played out (for tests and the arena). */
  lastCandidates: Candidate[] = [];

  constructor(playerId: string, profile: BotProfile, seed = 0) {
    super(playerId, profile, seed);
    this.easy = new Bot(playerId, profile, seed);
  }

  override chooseFor(game: Game, entity: Entity, legal: readonly LegalAction[] = game.legalActions(entity)): BotAction | null {
    this.lastCandidates = [];
    this.easy = new Bot(this.playerId, this.profile, this.seed);
    if (!legal.some((o) => PLANNED.has(o.type))) return this.easy.chooseFor(game, entity, legal);
    const candidates = this.candidates(game, entity, legal);
    if (candidates.length < 2) return this.easy.chooseFor(game, entity, legal);
    const horizon = Math.floor((this.profile.playoutBudget ?? PLAYOUT_BUDGET) / candidates.length);
    let best: Candidate | null = null;
    const copy = copier(game, this.seed);
    for (const [i, action] of candidates.entries()) {
      const played = this.playOut(game, copy(), action, horizon);
      if (!played) continue;
      this.lastCandidates.push(played);
      // The easy bot's own choice comes first; another must beat it by the margin.
      if (!best || played.lead > best.lead + (i > 0 && best === this.lastCandidates[0] ? MARGIN : 0)) best = played;
    }
    return best?.action ?? this.easy.chooseFor(game, entity, legal);
  }

  /**
   * The moves worth playing out: the easy bot's best few distinct ones (its own choice first), the pass,
   * each dividend, and a sale of each holding the easy bot would keep (whether to cash in before a fall
   * is what it never weighs).
   */
  private candidates(game: Game, entity: Entity, legal: readonly LegalAction[]): BotAction[] {
    const ranked: Scored[] = this.easy.ranked(game, entity, legal);
    const ref = entityRef(entity);
    const out: BotAction[] = [];
    const keys = new Set<string>();
    const add = (action: BotAction) => {
      const key = keyOf(action);
      if (keys.has(key)) return;
      keys.add(key);
      out.push({ ...action, ...ref });
    };
    const first = this.easy.chooseFor(game, entity, legal);
    if (first) add(first);
    for (const s of ranked) {
      if (out.length >= CANDIDATES - 1) break;
      if (PLANNED.has(s.action.type as LegalAction["type"])) add(s.action);
    }
    if (legal.some((o) => o.type === "pass")) add({ type: "pass" });
    for (const o of legal) if (o.type === "dividend") for (const kind of o.kinds) add({ type: "dividend", kind });
    // A voluntary sale: the smallest lot of the largest holding that is not a presidency.
    if (entity instanceof Player && legal.some((o) => o.type === "pass")) {
      const sales = legal.filter((o): o is Extract<LegalAction, { type: "sell_shares" }> => o.type === "sell_shares");
      const worth = (o: (typeof sales)[number]) => (game.corporation(o.corporation).president === entity ? -1 : game.corporation(o.corporation).percentOf(entity) * (game.market.price(o.corporation) ?? 0) - o.percent);
      const sale = sales.filter((o) => worth(o) > 0).sort((a, b) => worth(b) - worth(a))[0];
      if (sale) add({ type: "sell_shares", shares: sale.shares, percent: sale.percent });
    }
    return out.slice(0, CANDIDATES + 2);
  }

  /** The action played on `copy` (a copy of `game`), then every seat by the easy bot until the next stock round (or `horizon` moves). */
  private playOut(game: Game, copy: Game, action: BotAction, horizon: number): Candidate | null {
    try {
      copy.process(action);
    } catch {
      return null;
    }
    // In a stock round, through the operating rounds that follow it; in an operating round (a dividend, a
    // train: what they do shows when the next trains are due), through the next stock round and its operating rounds.
    const until = game.stockRoundNumber + (game.round instanceof StockRound ? 1 : 2);
    let moves = 0;
    const bots = new Map<string, Bot>();
    while (!copy.finished && moves < horizon && copy.stockRoundNumber < until) {
      const first = copy.firstActing();
      const seat = first ? controllingPlayer(first.entity) : null;
      if (!first || !seat) break;
      let bot = bots.get(seat.id);
      if (!bot) bots.set(seat.id, (bot = new Bot(seat.id, this.profile, this.seed, PLAYOUT_SEARCHES, false)));
      const move = bot.chooseFor(copy, first.entity, first.legal);
      if (!move) break;
      try {
        copy.process(move);
      } catch {
        break;
      }
      moves++;
    }
    return { action, lead: leadOf(copy, this.playerId), moves };
  }

}

/** A seat's lead: its value less the highest value among the other players; a finished game's winner gains a bonus. */
export function leadOf(game: Game, playerId: string): number {
  const values = game.result();
  const mine = values[playerId] ?? 0;
  const others = Math.max(...Object.entries(values).filter(([id]) => id !== playerId).map(([, v]) => v));
  const lead = mine - others;
  return game.finished ? lead + (lead > 0 ? 1000 : -1000) : lead;
}

/**
 * Copies of the game as it stands, for playing futures on: its state is written once (a room's snapshot,
 * shared/engine/snapshot.ts) and revived for each copy, about twenty times cheaper than replaying its actions
 * (a late 1817 game: 2 ms against 40 ms), or, where it cannot be written, its actions are replayed (trusted: they
 * were all accepted). A copy's runs are not checked against the best routes (1830 7.4): the bots that play it run
 * the exact search's own, and the check would search again at every run.
 */
export function copier(game: Game, seed: number): () => Game {
  let state: string | null = null;
  try {
    state = snapshotGame(game);
  } catch (e) {
    if (!(e instanceof SnapshotError)) throw e;
  }
  return () => {
    // The copy's own list of actions: the actions it plays are not the game's.
    const copy = state === null ? replayed(game, seed) : reviveGame(game.title, game.options, state, [...game.actions]);
    copy.options.best_routes = false;
    return copy;
  };
}

/** One copy of the game (copier). */
export function copyOf(game: Game, seed: number): Game {
  return copier(game, seed)();
}

/** The game's actions replayed onto a new game. */
function replayed(game: Game, seed: number): Game {
  const players = game.players.map((p) => ({ id: p.id, name: p.name }));
  const options = { optional_rules: game.options.optional_rules };
  const fresh = new Game(game.title, players, { ...options, best_routes: false, consent: false, trusted: true }, seed);
  return replayOnto(fresh, options, game.actions as unknown as LogEntry[], "trusted");
}

/** What makes two candidate moves the same move. */
function keyOf(a: BotAction): string {
  const { entity: _e, entity_type: _t, ...rest } = a;
  return JSON.stringify(rest);
}

/** The bot of this kind for a title's seat ("easy" unless told: the kind old tables had). */
export function botOfKind(title: string, playerId: string, seed = 0, kind: BotKind = "easy"): Bot {
  return kind === "hard" ? new HardBot(playerId, profileFor(title), seed) : botFor(title, playerId, seed);
}
