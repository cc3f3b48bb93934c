// The DailyBoard Durable Object: the leaderboard of one day's Railways deal
// (one object per UTC date). It keeps each player name's best score and the
// games already submitted; a game counts only once, and only after the board
// has replayed its log with the Railways engine and found it finished, on
// that day's seed.
import { DurableObject } from "cloudflare:workers";
import { effectiveActions } from "../shared/engine/log.ts";
import { GameError } from "../shared/engine/errors.ts";
import { dailyDeal, dailySeed, type DailyEntry, type DailyLeaderboard, type DailySubmitted } from "../shared/games/railways/daily.ts";
import { replayRailways } from "../shared/games/railways/index.ts";
import { FAIR_DEAL, FIRST_DEAL } from "../shared/games/railways/deal.ts";
import type { Env } from "./env.ts";
import type { GameRoom } from "./room.ts";

/** Names shown on a board. */
const SHOWN = 50;

export class DailyBoard extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS best (name TEXT PRIMARY KEY, score INTEGER NOT NULL, game TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS submitted (game TEXT PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL, at INTEGER NOT NULL);`);
  }

  board(date: string): DailyLeaderboard {
    const scores = this.sql
      .exec("SELECT name, score, game, at FROM best ORDER BY score DESC, at ASC LIMIT ?", SHOWN)
      .toArray()
      .map((r): DailyEntry => ({ name: String(r.name), score: Number(r.score), game: String(r.game), at: Number(r.at) }));
    return { date, seed: dailySeed(date), scores };
  }

  /** Counts a finished game of this day's deal, once; `token` must hold the game's seat. */
  async submit(date: string, gameId: string, token: string | null): Promise<DailySubmitted | { error: string; status: 400 | 403 | 404 | 409 }> {
    if (this.sql.exec("SELECT 1 FROM submitted WHERE game = ?", gameId).toArray().length) {
      return { error: "this game has already been submitted", status: 409 };
    }
    const room = this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(gameId));
    // (The RPC stub's type loses the export's passthrough shape; it is the room's own return value.)
    const held = (await room.finishedGame(token)) as Awaited<ReturnType<GameRoom["finishedGame"]>>;
    if ("error" in held) return held;
    const { game: log, name, live } = held;
    if (log.title !== "Railways") return { error: "only Railways games go on the daily leaderboard", status: 400 };
    // A game found elsewhere (from the public seed) and imported is not a game played here.
    if (!live) return { error: "only games played move by move at this site count: an imported game does not", status: 400 };
    const seed = dailySeed(date);
    if (log.settings?.seed !== seed) return { error: `this game is not the deal of ${date}`, status: 400 };
    // The day's deal version too (a game that names none was dealt the first way): every entry played the same cards.
    const rules = log.settings?.optional_rules ?? [];
    const deal = rules.includes(FAIR_DEAL) ? FAIR_DEAL : FIRST_DEAL;
    if (deal !== dailyDeal(date)) return { error: `this game is not the deal of ${date}: it was dealt with the ${deal === FAIR_DEAL ? "fair" : "first"} deal`, status: 400 };
    // Verified by replaying the log here, whatever the room says.
    let score: number;
    try {
      const players = log.players.map((p) => ({ id: p.id, name: p.name }));
      const game = replayRailways({ players, options: { optional_rules: rules }, seed }, effectiveActions(log.actions));
      if (!game.finished) return { error: "the game is not finished", status: 409 };
      score = game.score();
    } catch (e) {
      if (e instanceof GameError) return { error: `the game's log does not replay: ${e.message}`, status: 400 };
      throw e;
    }
    // The same game may have been submitted while this one was being checked.
    if (this.sql.exec("SELECT 1 FROM submitted WHERE game = ?", gameId).toArray().length) {
      return { error: "this game has already been submitted", status: 409 };
    }
    const at = Date.now();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("INSERT INTO submitted (game, name, score, at) VALUES (?, ?, ?, ?)", gameId, name, score, at);
      this.sql.exec(
        `INSERT INTO best (name, score, game, at) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET score = excluded.score, game = excluded.game, at = excluded.at WHERE excluded.score > best.score`,
        name, score, gameId, at,
      );
    });
    const best = Number(this.sql.exec("SELECT score FROM best WHERE name = ?", name).one().score);
    const bestAt = Number(this.sql.exec("SELECT at FROM best WHERE name = ?", name).one().at);
    const ahead = Number(this.sql.exec("SELECT COUNT(*) AS n FROM best WHERE score > ? OR (score = ? AND at < ?)", best, best, bestAt).one().n);
    return { score, best, rank: ahead + 1, board: this.board(date) };
  }
}
