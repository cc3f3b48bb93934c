// The DailyBoard Durable Object: the Railways deal of one UTC date and its
// leaderboard (one object per date). It draws the day's seed at random when
// the day's first table is dealt, remembers every table it dealt, keeps each
// player name's best score and the games already submitted. A game counts
// once, only if this board dealt its table, only on its day (or in the grace
// after it), only if its moves came at a person's pace, and only after the
// board has replayed its log and found it finished (docs/security.md).
import { DurableObject } from "cloudflare:workers";
import { effectiveActions } from "../shared/engine/log.ts";
import { GameError } from "../shared/engine/errors.ts";
import { boardOpen, DAILY_GRACE_MS, DAILY_PACE_MS, medianMoveGap, utcDate, type DailyEntry, type DailyLeaderboard, type DailySubmitted } from "../shared/games/railways/daily.ts";
import { replayRailways } from "../shared/games/railways/index.ts";
import { FAIR_DEAL, FIRST_DEAL } from "../shared/games/railways/deal.ts";
import type { Env } from "./env.ts";
import type { GameRoom } from "./room.ts";

/** Names shown on a board. */
const SHOWN = 50;

type Refusal = { error: string; status: 400 | 403 | 404 | 409 };

export class DailyBoard extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
  }

  /** Whether this board was ever written (a board asked about before its day, or never dealt, writes nothing). */
  private has(table: string): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length > 0;
  }

  /** The board's tables, made when its day's first table is dealt (best and submitted are older: boards before the drawn seeds had them). */
  private createSchema(): void {
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS deal (id INTEGER PRIMARY KEY CHECK (id = 1), seed INTEGER NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS dealt (game TEXT PRIMARY KEY, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS best (name TEXT PRIMARY KEY, score INTEGER NOT NULL, game TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS submitted (game TEXT PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL, at INTEGER NOT NULL);`);
  }

  /** The day's seed, once drawn. */
  private seed(): number | null {
    if (!this.has("deal")) return null;
    const row = this.sql.exec("SELECT seed FROM deal").toArray()[0];
    return row ? Number(row.seed) : null;
  }

  board(date: string): DailyLeaderboard {
    const scores = this.has("best")
      ? this.sql
          .exec("SELECT name, score, game, at FROM best ORDER BY score DESC, at ASC LIMIT ?", SHOWN)
          .toArray()
          .map((r): DailyEntry => ({ name: String(r.name), score: Number(r.score), game: String(r.game), at: Number(r.at) }))
      : [];
    return { date, seed: this.seed(), scores };
  }

  /**
   * Deals the day's deal to a new table (its id; the Worker then creates the room with the seed):
   * only on the day itself. The first deal of the day draws its seed; every later one gets the same.
   */
  deal(date: string, gameId: string): { seed: number } | Refusal {
    if (utcDate(Date.now()) !== date) return { error: `the deal of ${date} is dealt on that day only (UTC); today is ${utcDate(Date.now())}`, status: 409 };
    this.createSchema();
    let seed = this.seed();
    if (seed === null) {
      seed = crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
      this.sql.exec("INSERT INTO deal (id, seed, at) VALUES (1, ?, ?)", seed, Date.now());
    }
    this.sql.exec("INSERT INTO dealt (game, at) VALUES (?, ?)", gameId, Date.now());
    return { seed };
  }

  /** Counts a finished game of this day's deal, once; `token` must hold the game's seat. */
  async submit(date: string, gameId: string, token: string | null): Promise<DailySubmitted | Refusal> {
    const graceHours = DAILY_GRACE_MS / 3_600_000;
    if (!boardOpen(date, Date.now())) {
      return { error: `the board of ${date} takes scores on that day (UTC) and for ${graceHours} hour${graceHours === 1 ? "" : "s"} after it only`, status: 409 };
    }
    if (this.has("submitted") && this.sql.exec("SELECT 1 FROM submitted WHERE game = ?", gameId).toArray().length) {
      return { error: "this game has already been submitted", status: 409 };
    }
    // Only a table this board dealt: not one opened on the same deal number, nor an import (whatever moves followed it).
    const dealt = this.has("dealt") && this.sql.exec("SELECT 1 FROM dealt WHERE game = ?", gameId).toArray().length > 0;
    if (!dealt) return { error: `only a table dealt as the deal of ${date} ("Play today's deal") counts on its board`, status: 400 };
    const room = this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(gameId));
    // (The RPC stub's type loses the export's passthrough shape; it is the room's own return value.)
    const held = (await room.finishedGame(token)) as Awaited<ReturnType<GameRoom["finishedGame"]>>;
    if ("error" in held) return held;
    const { game: log, name, live } = held;
    if (log.title !== "Railways") return { error: "only Railways games go on the daily leaderboard", status: 400 };
    if (!live) return { error: "only games played move by move at this site count: an imported game does not", status: 400 };
    const seed = this.seed();
    if (log.settings?.seed !== seed) return { error: `this game is not the deal of ${date}`, status: 400 };
    // Moves the room received faster than a person plays are a search replayed, not a game played.
    const gap = medianMoveGap(log.actions as { created_at?: number }[]);
    if (gap !== null && gap < DAILY_PACE_MS) {
      return { error: `this game's moves came faster than a person plays (a median of ${gap / 1000} s between moves; a daily game counts at ${DAILY_PACE_MS / 1000} s or more)`, status: 400 };
    }
    // Verified by replaying the log here, whatever the room says.
    let score: number;
    try {
      const players = log.players.map((p) => ({ id: p.id ?? p.name, name: p.name }));
      const game = replayRailways({ players, options: { optional_rules: log.settings?.optional_rules ?? [] }, seed }, effectiveActions(log.actions));
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
