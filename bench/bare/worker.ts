// The platform's floor, for the benchmarks only (never deployed): a bare
// Durable Object room with no rules engine. It speaks just enough of the
// real room's protocol for bench/rooms-load and bench/room-wake to drive it
// exactly as they drive ours - import a log, `hello` -> `welcome` with the log
// since, `act` -> `action` to every socket, the game page - and does what any room must: it writes each
// action to SQLite storage before broadcasting it, and a woken room reads its
// whole log. Everything above these figures is the cost of our own code.
import { DurableObject } from "cloudflare:workers";

interface Env {
  BARE_ROOM: DurableObjectNamespace<BareRoom>;
}

export class BareRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private length: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec("CREATE TABLE IF NOT EXISTS log (n INTEGER PRIMARY KEY, action TEXT NOT NULL)");
  }

  /** Stores an imported log. */
  importLog(actions: unknown[]): void {
    this.ctx.storage.transactionSync(() => actions.forEach((a, i) => this.sql.exec("INSERT INTO log (n, action) VALUES (?, ?)", i + 1, JSON.stringify(a))));
    this.length = actions.length;
  }

  /** What a woken room must do before it can answer: read and parse its whole log. */
  headline(): string {
    const log = this.sql.exec("SELECT action FROM log ORDER BY n").toArray().map((r) => JSON.parse(String(r.action)) as { type?: string });
    return `${log.length} moves, the last ${log.at(-1)?.type ?? "none"}`;
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const message = JSON.parse(String(raw)) as { type: string; action?: unknown; since?: number };
    if (message.type === "hello") {
      // What any room answers a hello with: the log since the client's last entry.
      const since = Math.max(0, Number(message.since) || 0);
      const log = this.sql.exec("SELECT action FROM log WHERE n > ? ORDER BY n", since).toArray().map((r) => JSON.parse(String(r.action)) as unknown);
      ws.send(JSON.stringify({ type: "welcome", since, log }));
      return;
    }
    if (message.type !== "act") return;
    this.length ??= Number(this.sql.exec("SELECT COUNT(*) AS n FROM log").one().n);
    const n = this.length + 1;
    this.ctx.storage.transactionSync(() => this.sql.exec("INSERT INTO log (n, action) VALUES (?, ?)", n, JSON.stringify(message.action)));
    this.length = n;
    const out = JSON.stringify({ type: "action", n, action: message.action });
    for (const socket of this.ctx.getWebSockets()) socket.send(out);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const room = (id: string) => env.BARE_ROOM.get(env.BARE_ROOM.idFromName(id));
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    if (url.pathname === "/api/games/import" && request.method === "POST") {
      const log = (await request.json()) as { actions: unknown[] };
      const id = crypto.randomUUID().slice(0, 8);
      await room(id).importLog(log.actions);
      return Response.json({ id, seat: { token: "bare" } }, { status: 201 });
    }
    const ws = /^\/ws\/([\w-]+)$/.exec(url.pathname);
    if (ws) return room(ws[1]!).fetch(request);
    const page = /^\/g\/([\w-]+)$/.exec(url.pathname);
    if (page) {
      const headline = await room(page[1]!).headline();
      return new Response(`<!doctype html><meta property="og:description" content="${headline}">`, { headers: { "Content-Type": "text/html" } });
    }
    return new Response("not found", { status: 404 });
  },
};
