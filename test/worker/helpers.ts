// Talking to the Worker and its rooms from inside workerd, as a client would.
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { CreateGameResponse, ServerMessage } from "../../shared/protocol.ts";

const worker = (exports as unknown as { default: Fetcher }).default;

export const api = (path: string, init?: RequestInit) => worker.fetch(`http://rails.test${path}`, init);

export const post = (path: string, body: unknown, token?: string) =>
  api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A new 1830 table; the players sit as they join (1830 V-1.1 sit as you will: a table otherwise deals the seats at random). */
export async function newGame(request: Record<string, unknown> = {}): Promise<CreateGameResponse> {
  const response = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["sit_as_you_will"] }, ...request });
  expect(response.status).toBe(201);
  return response.json();
}

/** A two-player 1830 table, started: seat 0 is Ada (player "1"), seat 1 Bob (player "2"). */
export async function startedGame() {
  const { id, seat } = await newGame({ seats: 2 });
  const joined = (await (await post(`/api/games/${id}/join`, { name: "Bob" })).json()) as { seat: { index: number; token: string } };
  const started = await post(`/api/games/${id}/start`, {}, seat.token);
  expect(started.status).toBe(200);
  return { id, ada: seat.token, bob: joined.seat.token };
}

export type Client = Awaited<ReturnType<typeof connect>>;

/** Opens a socket to a room and collects what the room sends. */
export async function connect(id: string, token?: string) {
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
  const send = (message: unknown) => ws.send(typeof message === "string" ? message : JSON.stringify(message));
  /** Says hello and returns the welcome. */
  async function hello(since = 0) {
    send({ type: "hello", since });
    return next("welcome");
  }
  return { ws, inbox, next, send, hello };
}

export const player = (id: number) => ({ entity: id, entity_type: "player" });
