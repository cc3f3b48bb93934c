import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, GameMeta, ServerMessage } from "../../shared/protocol.ts";

const worker = (exports as unknown as { default: Fetcher }).default;
const api = (path: string, init?: RequestInit) => worker.fetch(`http://rails.test${path}`, init);
const post = (path: string, body: unknown) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function newGame(name = "Ada"): Promise<CreateGameResponse> {
  const response = await post("/api/games", { title: "1830", name });
  expect(response.status).toBe(201);
  return response.json();
}

/** Opens a socket to a room and collects what the room sends. */
async function connect(id: string, token?: string) {
  const response = await api(`/ws/${id}${token ? `?token=${token}` : ""}`, { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  const inbox: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (e) => {
    inbox.push(JSON.parse(String(e.data)));
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  async function next<T extends ServerMessage["type"]>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    for (;;) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return inbox.splice(i, 1)[0] as Extract<ServerMessage, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { ws, next };
}

describe("HTTP API", () => {
  it("answers health checks with the titles on offer", async () => {
    const response = await api("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, titles: ["1830", "1882", "1837", "Railways"] });
  });

  it("creates a game whose room knows its title and creator", async () => {
    const { id, seat } = await newGame("Ada");
    expect(id).toMatch(/^[a-z0-9]{10}$/);
    expect(seat.index).toBe(0);
    expect(seat.token).toMatch(/^[0-9a-f]{32}$/);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta).toMatchObject({ id, title: "1830", status: "open", players: [{ index: 0, name: "Ada" }], logLength: 0 });
  });

  it("lists new games in the lobby", async () => {
    const { id } = await newGame("Grace");
    const { games } = (await (await api("/api/games?status=open")).json()) as { games: { id: string; players: string[] }[] };
    expect(games.find((g) => g.id === id)?.players).toEqual(["Grace"]);
  });

  it("refuses bad requests with a reason and creates nothing", async () => {
    const unknown = await post("/api/games", { title: "1899", name: "Ada" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('unknown title "1899"');
    const nameless = await post("/api/games", { title: "1830", name: "  " });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { error: string }).error).toContain("name");
    const notJson = await api("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
    expect((await api("/api/games/nosuchgame")).status).toBe(404);
    expect((await api("/api/games/NOT-AN-ID")).status).toBe(400);
  });
});

describe("game room socket", () => {
  it("welcomes a seated player with the game's meta and log", async () => {
    const { id, seat } = await newGame("Ada");
    const { ws, next } = await connect(id, seat.token);
    ws.send(JSON.stringify({ type: "hello", since: 0 }));
    const welcome = await next("welcome");
    expect(welcome.seat).toBe(0);
    expect(welcome.meta).toMatchObject({ id, title: "1830", players: [{ name: "Ada" }] });
    expect(welcome.log).toEqual([]);
    const presence = await next("presence");
    expect(presence.seats).toEqual([{ index: 0, name: "Ada", online: true }]);
    ws.close();
  });

  it("treats a socket without a token as a spectator", async () => {
    const { id } = await newGame();
    const { ws, next } = await connect(id);
    ws.send(JSON.stringify({ type: "hello", since: 0 }));
    expect((await next("welcome")).seat).toBeNull();
    ws.send(JSON.stringify({ type: "chat", text: "hello" }));
    expect((await next("reject")).error).toContain("spectators");
    ws.close();
  });

  it("rejects malformed messages with a readable error and stays open", async () => {
    const { id, seat } = await newGame();
    const { ws, next } = await connect(id, seat.token);
    ws.send("{oops");
    expect((await next("reject")).error).toBe("message is not valid JSON");
    ws.send(JSON.stringify({ type: "act", action: { type: "pass" } }));
    expect((await next("reject")).error).toContain("expect");
    ws.send(JSON.stringify({ type: "hello", since: 0 }));
    expect((await next("welcome")).meta.id).toBe(id);
    ws.close();
  });

  it("refuses a token that holds no seat in this game", async () => {
    const { id } = await newGame();
    const other = await newGame();
    const response = await api(`/ws/${id}?token=${other.seat.token}`, { headers: { Upgrade: "websocket" } });
    expect(response.status).toBe(403);
  });
});
