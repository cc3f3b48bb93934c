// The Worker: a thin Hono app that validates requests and forwards them to
// the Durable Object that owns the game. Static assets (the Preact app) are
// served by the platform for every path not routed here (wrangler.toml).
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { zValidator } from "@hono/zod-validator";
import { createGameRequest, describeIssues, GAME_ID, type GameStatus } from "../shared/protocol.ts";
import { findTitle, TITLES } from "../shared/games/index.ts";
import type { Env } from "./env.ts";
import { newGameId } from "./secrets.ts";

export { GameRoom } from "./room.ts";
export { Lobby } from "./lobby.ts";

const app = new Hono<{ Bindings: Env }>();

const room = (env: Env, id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const lobby = (env: Env) => env.LOBBY.get(env.LOBBY.idFromName("lobby"));

app.onError((err, c) => {
  // Hono's own 4xx (such as a body that is not JSON) keep their status and message.
  if (err instanceof HTTPException && err.status < 500) return c.json({ error: err.message }, err.status);
  console.error(err);
  return c.json({ error: "internal error" }, 500);
});

app.get("/api/health", (c) => c.json({ ok: true, titles: TITLES.map((t) => t.id) }));

app.post(
  "/api/games",
  zValidator("json", createGameRequest, (result, c) => {
    if (!result.success) return c.json({ error: describeIssues(result.error) }, 400);
  }),
  async (c) => {
    const body = c.req.valid("json");
    const title = findTitle(body.title);
    if (!title) return c.json({ error: `unknown title "${body.title}"; known titles: ${TITLES.map((t) => t.id).join(", ")}` }, 400);
    const id = newGameId();
    const created = await room(c.env, id).create({
      id,
      title: title.id,
      name: body.name,
      options: { optional_rules: body.options?.optional_rules ?? [], ...(body.options?.seed === undefined ? {} : { seed: body.options.seed }) },
    });
    return c.json(created, 201);
  },
);

app.get("/api/games", async (c) => {
  const status = c.req.query("status");
  if (status !== undefined && !["open", "playing", "finished"].includes(status)) {
    return c.json({ error: "status must be open, playing or finished" }, 400);
  }
  return c.json({ games: await lobby(c.env).list((status as GameStatus | undefined) ?? null) });
});

app.get("/api/games/:id", async (c) => {
  const id = c.req.param("id");
  if (!GAME_ID.test(id)) return c.json({ error: "not a game id" }, 400);
  const meta = await room(c.env, id).meta();
  return meta ? c.json(meta) : c.json({ error: "no such game" }, 404);
});

app.get("/ws/:id", async (c) => {
  const id = c.req.param("id");
  if (!GAME_ID.test(id)) return c.json({ error: "not a game id" }, 400);
  if (c.req.header("Upgrade") !== "websocket") return c.json({ error: "expected a WebSocket upgrade" }, 426);
  // The room upgrades the socket itself so that it can hibernate.
  return room(c.env, id).fetch(c.req.raw);
});

// Game and embed pages are the single-page app; the Worker sees them first so
// that it can add link previews later without changing the routes.
app.get("/g/:id", (c) => c.env.ASSETS.fetch(new URL("/index.html", c.req.url)));
app.get("/embed/:id", (c) => c.env.ASSETS.fetch(new URL("/index.html", c.req.url)));

app.all("/api/*", (c) => c.json({ error: `no route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

export default app;
