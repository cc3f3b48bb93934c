// Bots at a game room's table (issue #20): which seats a bot plays, and the
// move a bot owes now; and the one move the table makes itself, for nobody's
// seat: the run of a corporation without a president (its best routes). The
// room plays them through its alarm, one move at a time with a pause between
// moves so that people can follow, and writes each to the log as any player's
// move (worker/room.ts: alarm, commit). The bot is
// deterministic (shared/bots/), so a table with bots replays from its log.
import type { BotAction } from "../shared/bots/bot.ts";
import { botOfKind, PLANNER_PAUSE_MS } from "../shared/bots/hard.ts";
import { Game } from "../shared/engine/game.ts";
import { controllingPlayer, type LogSession } from "../shared/engine/session.ts";
import type { Corporation } from "../shared/engine/entities.ts";
import { runWithoutPresident, runWithoutPresidentDue } from "../shared/engine/without-president.ts";
import type { BotKind, GameMeta } from "../shared/protocol.ts";

/** The pause before a bot's move, in milliseconds: long enough to see each move arrive. */
export const BOT_PAUSE_MS = 700;

export class RoomBots {
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  /** The table of bot seats, made with the room's (a room that was never created has none). */
  static schema(sql: SqlStorage): void {
    sql.exec("CREATE TABLE IF NOT EXISTS bot_seats (idx INTEGER PRIMARY KEY, kind TEXT NOT NULL DEFAULT 'easy')");
    // A room made before bots had kinds keeps its bot seats, each an "easy" bot (the only kind there was).
    const columns = sql.exec("PRAGMA table_info(bot_seats)").toArray().map((r) => String(r.name));
    if (columns.length && !columns.includes("kind")) sql.exec("ALTER TABLE bot_seats ADD COLUMN kind TEXT NOT NULL DEFAULT 'easy'");
  }

  /** The seats a bot plays now. */
  seats(): Set<number> {
    return new Set(this.sql.exec("SELECT idx FROM bot_seats").toArray().map((r) => Number(r.idx)));
  }

  /** The seats a bot plays now, each with its kind. */
  kinds(): Map<number, BotKind> {
    return new Map(this.sql.exec("SELECT idx, kind FROM bot_seats").toArray().map((r) => [Number(r.idx), r.kind === "hard" ? "hard" : "easy"]));
  }

  /** Hands a seat to a bot of this kind ("easy" unless told; a seat a bot already plays keeps its kind unless told), or takes it back. */
  set(seat: number, bot: boolean, kind?: BotKind): void {
    if (bot && kind) this.sql.exec("INSERT INTO bot_seats (idx, kind) VALUES (?, ?) ON CONFLICT (idx) DO UPDATE SET kind = excluded.kind", seat, kind);
    else if (bot) this.sql.exec("INSERT OR IGNORE INTO bot_seats (idx) VALUES (?)", seat);
    else this.sql.exec("DELETE FROM bot_seats WHERE idx = ?", seat);
  }

  /** The bot seat the game waits for now, with the entity it acts for; null when it waits for a person (or for nobody). */
  private waiting(session: LogSession, meta: GameMeta): { seat: number; game: Game; playerId: string; kind: BotKind } | null {
    // The meta marks the bot seats (read from bot_seats): a table without bots is done here, before
    // the legal actions of every entity are listed (after each move, the largest cost of a live action).
    if (meta.status !== "playing" || !meta.seats.some((s) => s.bot) || !(session.game instanceof Game) || session.game.finished) return null;
    const game = session.game;
    const first = game.firstActing()?.entity;
    const player = first ? controllingPlayer(first) : null;
    const seat = player ? meta.seats.find((s) => s.playerId === player.id) : undefined;
    if (!seat?.bot) return null;
    return { seat: seat.index, game, playerId: player!.id, kind: seat.botKind ?? "easy" };
  }

  /** The corporation without a president whose run the table makes itself now (shared/engine/without-president.ts), or null. */
  private ownRun(session: LogSession, meta: GameMeta): Corporation | null {
    return meta.status === "playing" && session.game instanceof Game ? runWithoutPresidentDue(session.game) : null;
  }

  /** The move a bot owes now, and its seat; or the table's own, for nobody's seat (a corporation without a president runs). */
  due(session: LogSession, meta: GameMeta): { seat: number | null; action: BotAction } | null {
    const own = this.ownRun(session, meta);
    if (own) return { seat: null, action: runWithoutPresident(session.game as Game, own) };
    const waiting = this.waiting(session, meta);
    if (!waiting) return null;
    const { game } = waiting;
    const action = botOfKind(meta.title, waiting.playerId, meta.seed, waiting.kind).chooseFor(game, game.firstActing()!.entity);
    return action ? { seat: waiting.seat, action } : null;
  }

  /** Sets the alarm for a bot's move when one is owed, unless an earlier alarm is already set (the room shares its alarm). */
  async schedule(session: LogSession, meta: GameMeta): Promise<void> {
    const own = this.ownRun(session, meta) !== null;
    const waiting = own ? null : this.waiting(session, meta);
    if (!own && !waiting) return;
    // The planner thinks within the pause players already see: its alarm rings earlier by its budget.
    const at = Date.now() + BOT_PAUSE_MS - (waiting?.kind === "hard" ? PLANNER_PAUSE_MS : 0);
    const set = await this.storage.getAlarm();
    if (set === null || set > at) await this.storage.setAlarm(at);
  }
}
