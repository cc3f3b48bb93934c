// How long a table keeps what it stores (#37: tables opened and never
// started, or started and left, kept their storage and their lobby entry for
// ever). A table never started is deleted OPEN_TABLE_DAYS after it was opened:
// its storage, and its line in the lobby. A game under way without a move for
// ABANDONED_AFTER_DAYS is listed as abandoned (a move lists it as under way
// again). A finished game keeps its log and its export for good; a day after
// its last move it drops what only a live table needs: its notices waiting,
// webhook and push subscriptions, a request waiting for consent, and the
// hashed addresses its seats were joined from. The room's alarm runs these
// (it is shared with the bots and the notices: worker/room.ts scheduleAlarm).
import type { GameMeta } from "../shared/protocol.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A table that waits for its start this long after it was opened is deleted. */
export const OPEN_TABLE_DAYS = 14;
/** A game under way with no move for this long is listed as abandoned. */
export const ABANDONED_AFTER_DAYS = 30;
/** A finished game drops what only a live table needs this long after its last move: its last notices have had their retries (worker/notify.ts BACKOFF_MS). */
export const FINISHED_TIDY_DAYS = 1;

/** What the room's alarm has to do for the table's life now. */
export type LifeStep = "expire" | "abandon" | "tidy" | null;

/** The tables only a live table needs (worker/notify.ts, worker/votes.ts, worker/room.ts joined_from). */
const LIVE_ONLY = ["outbox", "webhook", "webhook_changes", "push", "turn_notified", "undo", "joined_from"];

export class RoomLifecycle {
  private cachedAbandoned: boolean | undefined;

  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
  ) {}

  /** When the table's life next needs the alarm (ms since the epoch), or null. */
  due(meta: GameMeta): number | null {
    if (meta.status === "open") return meta.createdAt + OPEN_TABLE_DAYS * DAY_MS;
    if (meta.status === "playing") return this.abandoned() ? null : this.lastActive(meta) + ABANDONED_AFTER_DAYS * DAY_MS;
    return this.tidied() ? null : this.lastActive(meta) + FINISHED_TIDY_DAYS * DAY_MS;
  }

  /** What is due now, if anything. */
  step(meta: GameMeta, now = Date.now()): LifeStep {
    const due = this.due(meta);
    if (due === null || due > now) return null;
    return meta.status === "open" ? "expire" : meta.status === "playing" ? "abandon" : "tidy";
  }

  /** The start of the game (its last move is its time otherwise). */
  started(now = Date.now()): void {
    this.storage.kv.put("startedAt", now);
  }

  /** Whether the game is listed as abandoned (read once while the room is awake: every move asks). */
  abandoned(): boolean {
    this.cachedAbandoned ??= this.storage.kv.get<boolean>("abandoned") === true;
    return this.cachedAbandoned;
  }

  /** Lists the game as abandoned, or as under way again after a move. */
  setAbandoned(abandoned: boolean): void {
    if (abandoned) this.storage.kv.put("abandoned", true);
    else this.storage.kv.delete("abandoned");
    this.cachedAbandoned = abandoned;
  }

  /** Sets the alarm for the table's life where no alarm is set at all (a table made before tables had a lifetime). */
  async ensureAlarm(meta: GameMeta): Promise<void> {
    const due = this.due(meta);
    if (due !== null && (await this.storage.getAlarm()) === null) await this.storage.setAlarm(due);
  }

  /** Deletes everything the table stored, and its alarm: the room is as if never created. */
  async deleteAll(): Promise<void> {
    await this.storage.deleteAlarm();
    await this.storage.deleteAll();
    this.cachedAbandoned = undefined;
  }

  private tidied(): boolean {
    return this.storage.kv.get<boolean>("tidied") === true;
  }

  /** Drops what only a live table needs (LIVE_ONLY): the game is over. */
  tidy(): void {
    this.storage.transactionSync(() => {
      for (const table of LIVE_ONLY) {
        if (this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length) this.sql.exec(`DELETE FROM ${table}`);
      }
      this.storage.kv.put("tidied", true);
    });
  }

  /** The time of the table's last move: its last entry's (the room writes each move's time), its start, or its opening. */
  private lastActive(meta: GameMeta): number {
    const row = this.sql.exec("SELECT json_extract(action, '$.created_at') AS at FROM log ORDER BY n DESC LIMIT 1").toArray()[0];
    const moved = row && typeof row.at === "number" ? row.at * 1000 : 0;
    return Math.max(meta.createdAt, this.storage.kv.get<number>("startedAt") ?? 0, moved);
  }
}
