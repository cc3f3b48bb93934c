// The Lobby Durable Object: the list of games and their status, for the
// lobby page. Rooms report to it; it owns nothing else.
import { DurableObject } from "cloudflare:workers";
import type { GameMeta, GameStatus } from "../shared/protocol.ts";
import type { Env } from "./env.ts";

export interface LobbyEntry {
  id: string;
  title: string;
  status: GameStatus;
  players: string[];
  createdAt: number;
}

export class Lobby extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS games (
      id TEXT PRIMARY KEY, title TEXT NOT NULL, status TEXT NOT NULL,
      players TEXT NOT NULL, created_at INTEGER NOT NULL)`);
  }

  /** Records a room's current meta (insert or update). */
  async report(meta: GameMeta): Promise<void> {
    this.sql.exec(
      `INSERT INTO games (id, title, status, players, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET status = excluded.status, players = excluded.players`,
      meta.id,
      meta.title,
      meta.status,
      JSON.stringify(meta.players.map((p) => p.name)),
      meta.createdAt,
    );
  }

  async list(status: GameStatus | null, limit = 100): Promise<LobbyEntry[]> {
    const rows = status
      ? this.sql.exec("SELECT * FROM games WHERE status = ? ORDER BY created_at DESC LIMIT ?", status, limit).toArray()
      : this.sql.exec("SELECT * FROM games ORDER BY created_at DESC LIMIT ?", limit).toArray();
    return rows.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      status: String(r.status) as GameStatus,
      players: JSON.parse(String(r.players)) as string[],
      createdAt: Number(r.created_at),
    }));
  }
}
