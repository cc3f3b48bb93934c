// Lobby Durable Objects: the list of tables, one object per shard (a title),
// kept up to date by the rooms. A shard owns nothing but its list.
import { DurableObject } from "cloudflare:workers";
import type { GameMeta, GameStatus } from "../shared/protocol.ts";
import type { Env } from "./env.ts";
import { OPEN_TABLES_FIRST, rankSchema, recordPresence } from "./lobby-rank.ts";

export interface LobbyEntry {
  id: string;
  title: string;
  status: GameStatus;
  seats: number;
  players: string[];
  createdAt: number;
  /** Of an open table: its seated players with its page open now, and when one last was (worker/lobby-rank.ts). */
  present: number;
  seenAt: number | null;
}

export class Lobby extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS tables (
      id TEXT PRIMARY KEY, title TEXT NOT NULL, status TEXT NOT NULL, public INTEGER NOT NULL,
      seats INTEGER NOT NULL, players TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    rankSchema(this.sql);
  }

  /** An open table's players here now (worker/lobby-rank.ts): the list shows first the tables people are at. */
  async here(id: string, present: number): Promise<void> {
    recordPresence(this.sql, id, present, Date.now());
  }

  /** Records a room's current meta (insert or update). */
  async report(meta: GameMeta): Promise<void> {
    const players = meta.seats.filter((s) => s.name !== null).map((s) => s.name);
    this.sql.exec(
      `INSERT INTO tables (id, title, status, public, seats, players, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET status = excluded.status, seats = excluded.seats, players = excluded.players`,
      meta.id, meta.title, meta.status, Number(meta.public), meta.seats.length, JSON.stringify(players), meta.createdAt,
    );
  }

  /** Public tables, newest first; open ones with their players here first (worker/lobby-rank.ts). */
  async list(status: GameStatus | null, limit = 100): Promise<LobbyEntry[]> {
    const order = status === "open" ? OPEN_TABLES_FIRST : "created_at DESC";
    const rows = status
      ? this.sql.exec(`SELECT * FROM tables WHERE public = 1 AND status = ? ORDER BY ${order} LIMIT ?`, status, limit).toArray()
      : this.sql.exec("SELECT * FROM tables WHERE public = 1 ORDER BY created_at DESC LIMIT ?", limit).toArray();
    return rows.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      status: String(r.status) as GameStatus,
      seats: Number(r.seats),
      players: JSON.parse(String(r.players)) as string[],
      createdAt: Number(r.created_at),
      present: Number(r.present),
      seenAt: r.seen_at === null ? null : Number(r.seen_at),
    }));
  }
}
