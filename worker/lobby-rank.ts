// Which open tables the lobby lists first (#37): not the newest, which anyone
// with a few addresses can flood (105 tables pushed a real one out of the
// newest 100), but those people can join and are at. An open public table
// tells its lobby shard how many of its seated players have its page open now
// (their sockets), and the shard keeps when one last was: tables with a free
// seat come first (a full one waits only for its start), among them those
// with players here, then those whose players were here most recently, then
// the tables nobody ever opened (a flood opened by requests alone), newest
// first.
import type { SocketIdentity } from "./room-sockets.ts";

/** How an entry stands in the list: its seats and players, its players here now, when one last was (ms; null: never), and when it was opened. */
export interface Standing {
  seats: number;
  players: readonly string[];
  present: number;
  seenAt: number | null;
  createdAt: number;
}

/** The lobby's order for open tables, in SQL (a constant: no client input in it); null sorts last when descending. */
export const OPEN_TABLES_FIRST = "json_array_length(players) < seats DESC, present DESC, seen_at DESC, created_at DESC";

/** The same order, for merging the shards' lists in the Worker. */
export function openTablesFirst(a: Standing, b: Standing): number {
  const joinable = (t: Standing) => Number(t.players.length < t.seats);
  return joinable(b) - joinable(a) || b.present - a.present || (b.seenAt ?? -1) - (a.seenAt ?? -1) || b.createdAt - a.createdAt;
}

/** Other lists (tables under way, finished): newest first. */
export function newestFirst(a: Standing, b: Standing): number {
  return b.createdAt - a.createdAt;
}

/** Adds the presence columns to a shard's table (a shard written before them gets them when it wakes). */
export function rankSchema(sql: SqlStorage): void {
  const columns = new Set(sql.exec("SELECT name FROM pragma_table_info('tables')").toArray().map((r) => String(r.name)));
  if (!columns.has("present")) sql.exec("ALTER TABLE tables ADD COLUMN present INTEGER NOT NULL DEFAULT 0");
  if (!columns.has("seen_at")) sql.exec("ALTER TABLE tables ADD COLUMN seen_at INTEGER");
}

/** Records how many of a table's players are here now (the time, too: they are here, or have just left). */
export function recordPresence(sql: SqlStorage, id: string, present: number, now: number): void {
  sql.exec("UPDATE tables SET present = ?, seen_at = ? WHERE id = ?", present, now, id);
}

/**
 * The room's side: how many seats have a socket open (`except`: one closing), and whether that is news
 * to the lobby since it was last told (kept in memory: a room woken from sleep tells it once more).
 */
export class PresenceReport {
  private told: number | null = null;

  /** The count to tell the lobby, or null when it already knows it. */
  news(sockets: readonly { ws: WebSocket; identity: SocketIdentity }[], except?: WebSocket): number | null {
    const here = new Set(sockets.filter((s) => s.ws !== except).flatMap((s) => s.identity.seats)).size;
    if (here === this.told) return null;
    this.told = here;
    return here;
  }
}
