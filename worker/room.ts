// The GameRoom Durable Object: one per game. It keeps the game's meta, its
// seats (token hashes only) and its action log in SQLite, and talks to the
// players' sockets through the WebSocket Hibernation API so an idle game
// costs nothing.
import { DurableObject } from "cloudflare:workers";
import {
  parseClientMessage,
  type CreateGameResponse,
  type GameMeta,
  type GameOptions,
  type LogAction,
  type Presence,
  type ServerMessage,
} from "../shared/protocol.ts";
import type { Env } from "./env.ts";
import { hashToken, newToken, requestToken } from "./secrets.ts";

/** What a socket carries across hibernation (never a secret). */
interface SocketIdentity {
  seat: number | null;
}

export interface CreateRoom {
  id: string;
  title: string;
  name: string;
  options: GameOptions;
}

export class GameRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS game (
        id TEXT PRIMARY KEY, title TEXT NOT NULL, options TEXT NOT NULL,
        status TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS seats (
        idx INTEGER PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS log (
        n INTEGER PRIMARY KEY, action TEXT NOT NULL);`);
  }

  /** Sets up a new game with its creator in seat 0. Refused if the room exists. */
  async create(params: CreateRoom): Promise<CreateGameResponse> {
    if (this.meta()) throw new Error(`game ${params.id} already exists`);
    const token = newToken();
    const tokenHash = await hashToken(token);
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        "INSERT INTO game (id, title, options, status, created_at) VALUES (?, ?, ?, 'open', ?)",
        params.id,
        params.title,
        JSON.stringify(params.options),
        now,
      );
      this.sql.exec("INSERT INTO seats (idx, name, token_hash) VALUES (0, ?, ?)", params.name, tokenHash);
    });
    await this.reportToLobby();
    return { id: params.id, seat: { index: 0, token } };
  }

  /** The game's public description, or null when no game was created here. */
  meta(): GameMeta | null {
    const row = this.sql.exec("SELECT * FROM game").toArray()[0];
    if (!row) return null;
    const players = this.sql
      .exec("SELECT idx, name FROM seats ORDER BY idx")
      .toArray()
      .map((s) => ({ index: Number(s.idx), name: String(s.name) }));
    const logLength = Number(this.sql.exec("SELECT COUNT(*) AS n FROM log").one().n);
    return {
      id: String(row.id),
      title: String(row.title),
      options: JSON.parse(String(row.options)) as GameOptions,
      status: String(row.status) as GameMeta["status"],
      players,
      logLength,
      createdAt: Number(row.created_at),
    };
  }

  /** WebSocket upgrades forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") {
      return Response.json({ error: "expected a WebSocket upgrade" }, { status: 426 });
    }
    if (!this.meta()) return Response.json({ error: "no such game" }, { status: 404 });
    const token = requestToken(request);
    const seat = token === null ? null : await this.seatOf(token);
    if (token !== null && seat === null) {
      return Response.json({ error: "that seat token is not valid for this game" }, { status: 403 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [seat === null ? "spectator" : `seat:${seat}`]);
    server.serializeAttachment({ seat } satisfies SocketIdentity);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.send(ws, { type: "reject", error: parsed.error });
    const message = parsed.message;
    const identity = ws.deserializeAttachment() as SocketIdentity;
    switch (message.type) {
      case "hello": {
        const meta = this.meta();
        if (!meta) return this.send(ws, { type: "reject", error: "no such game" });
        this.send(ws, { type: "welcome", meta, seat: identity.seat, since: message.since, log: this.logSince(message.since) });
        this.broadcast({ type: "presence", ...this.presence() });
        return;
      }
      case "chat": {
        if (identity.seat === null) return this.send(ws, { type: "reject", error: "spectators cannot chat; join a seat first" });
        const from = this.meta()?.players.find((p) => p.index === identity.seat)?.name ?? `seat ${identity.seat}`;
        this.broadcast({ type: "chat", from, text: message.text, at: Date.now() });
        return;
      }
      case "act": {
        if (identity.seat === null) return this.send(ws, { type: "reject", error: "spectators cannot act; join a seat first" });
        // Starting a game and applying actions arrive with the rooms' protocol (docs/protocol.md).
        return this.send(ws, { type: "reject", error: "the game has not started yet" });
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closing");
    this.broadcast({ type: "presence", ...this.presence() }, ws);
  }

  private async seatOf(token: string): Promise<number | null> {
    const hash = await hashToken(token);
    const row = this.sql.exec("SELECT idx FROM seats WHERE token_hash = ?", hash).toArray()[0];
    return row ? Number(row.idx) : null;
  }

  private logSince(since: number): LogAction[] {
    return this.sql
      .exec("SELECT action FROM log WHERE n > ? ORDER BY n", since)
      .toArray()
      .map((r) => JSON.parse(String(r.action)) as LogAction);
  }

  private presence(): Presence {
    const online = new Set<number>();
    let spectators = 0;
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = ws.deserializeAttachment() as SocketIdentity;
      if (seat === null) spectators++;
      else online.add(seat);
    }
    const seats = (this.meta()?.players ?? []).map((p) => ({ ...p, online: online.has(p.index) }));
    return { seats, spectators };
  }

  private send(ws: WebSocket, message: ServerMessage): void {
    ws.send(JSON.stringify(message));
  }

  private broadcast(message: ServerMessage, except?: WebSocket): void {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue;
      try {
        ws.send(text);
      } catch {
        // A socket that is closing; its close handler updates presence.
      }
    }
  }

  private async reportToLobby(): Promise<void> {
    const meta = this.meta();
    if (meta) await this.env.LOBBY.get(this.env.LOBBY.idFromName("lobby")).report(meta);
  }
}
