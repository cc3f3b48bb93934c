// The Worker: a thin Hono app that validates requests and forwards them to
// the Durable Object that owns the game. Static assets (the Preact app) are
// served by the platform for every path not routed here (wrangler.toml).
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { botSeatRequest, seatNameRequest, createGameRequest, dailyDealRequest, dailySubmission, describeIssues, GAME_ID, gameExport, inviteRequest, joinGameRequest, MAX_JSON_DEPTH, MAX_SEATS, nestsDeeperThan, pushSubscription, tablesRequest, webhookRequest, type CreateGameRequest, type GameExport, type GameStatus } from "../shared/protocol.ts";
import { asOurTitle, findTitle, RULESETS, TITLES, type TitleInfo } from "../shared/games/index.ts";
import { isDate, utcDate } from "../shared/games/railways/daily.ts";
import { FAIR_DEAL, FIRST_DEAL } from "../shared/games/railways/deal.ts";
import { engineBuild, type Env } from "./env.ts";
import { lobbyShard } from "./room.ts";
import { invalidChoice, maxPlayersWith, minPlayersWith, withDefaults, type RuleOption } from "../shared/engine/options.ts";
import { newGameId, requestToken } from "./secrets.ts";
import { clientAddress, pictureQuota, tableQuota } from "./addresses.ts";
import { cachedPng, pngCache, pngCacheKey, svgToPng } from "./images.ts";
import { checkOutboundUrl } from "./outbound.ts";
import { MAX_IMPORTED_UNDOS } from "./limits.ts";
import { checkSubscriptionKeys, vapidKeys } from "./webpush.ts";
import type { Busy } from "./pictures.ts";
import { EMBED_MODULES, gamePageModules, preloadTags } from "./preload.ts";
import { socketAheadSource, socketAheadTag } from "./socket-ahead.ts";
import { newestFirst, openTablesFirst } from "./lobby-rank.ts";
import { ExportRefusals } from "./room-export.ts";

export { GameRoom } from "./room.ts";
export { Lobby } from "./lobby.ts";
export { DailyBoard } from "./daily.ts";
export { AddressQuota } from "./addresses.ts";

type App = { Bindings: Env };
const app = new Hono<App>();

/** Request bodies: an imported log (20,000 actions at most) or a small request. */
const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
const MAX_BODY_BYTES = 64 * 1024;
app.use("/api/*", async (c, next) => {
  const limit = c.req.path === "/api/games/import" ? MAX_IMPORT_BYTES : MAX_BODY_BYTES;
  return bodyLimit({
    maxSize: limit,
    onError: (c) => c.json({ error: `the request is too large: at most ${limit.toLocaleString("en")} bytes` }, 413),
  })(c, next);
});

// Every answer of the Worker is what it says it is (no content sniffing).
app.use("*", async (c, next) => {
  await next();
  if (c.res.status === 101) return; // a socket, not a document
  // A response passed on as fetched has fixed headers: answer with a copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("X-Content-Type-Options", "nosniff");
});

/** A room's stub; new rooms are placed near the player who creates them. */
function room(c: Context<App>, id: string, create = false) {
  const ns = c.env.GAME_ROOM;
  const hint = create ? locationHint(c.req.raw) : undefined;
  return ns.get(ns.idFromName(id), hint ? { locationHint: hint } : {});
}

function locationHint(request: Request): DurableObjectLocationHint | undefined {
  const cf = (request as { cf?: { continent?: string; longitude?: string } }).cf;
  switch (cf?.continent) {
    case "NA":
      return Number(cf.longitude ?? -90) < -100 ? "wnam" : "enam";
    case "SA":
      return "sam";
    case "EU":
      return "weur";
    case "AS":
      return "apac";
    case "OC":
      return "oc";
    case "AF":
      return "afr";
    default:
      return undefined;
  }
}

/** Validation middleware whose error reply is one readable sentence. */
const body = <T extends ZodType>(schema: T) =>
  zValidator("json", schema, (result, c) => {
    if (!result.success) return c.json({ error: describeIssues(result.error) }, 400);
  });

/** Refuses malformed game ids before any room is touched. */
const gameId = (c: Context<App>) => {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) throw new HTTPException(400, { message: "not a game id" });
  return id;
};

app.onError((err, c) => {
  // Hono's own 4xx (such as a body that is not JSON) keep their status and message.
  if (err instanceof HTTPException && err.status < 500) return c.json({ error: err.message }, err.status);
  console.error(err);
  return c.json({ error: "internal error" }, 500);
});

app.get("/api/health", (c) => c.json({ ok: true, titles: TITLES.map((t) => t.id) }));

// Every title with the options a table may choose (id, name, summary, rule-book section, group, default):
// what the lobby offers, and what `npm run selfplay -- --options` takes.
app.get("/api/titles", (c) => c.json({ titles: TITLES.map((t) => ({ ...t, options: RULESETS[t.id]?.optionalRules ?? [] })) }));

/** A new table as asked: 201 with its seat; 400 in words, or 429 when the caller's address has opened too many (worker/addresses.ts). */
async function createTable(c: Context<App>, request: CreateGameRequest): Promise<Response> {
  const refused = tableRefusal(request);
  if (refused) return c.json({ error: refused }, 400);
  const spent = await tableQuota(c.env, c.req.raw, request.public ?? true);
  if (spent) return tooMany(c, spent);
  return openTable(c, request, newGameId());
}

/** Opens a table that passed tableRefusal and the quota, with this id (the daily board records the id before the room exists). */
async function openTable(c: Context<App>, request: CreateGameRequest, id: string): Promise<Response> {
  const title = findTitle(request.title)!;
  const rules = RULESETS[title.id]!;
  const created = await room(c, id, true).create({
    id,
    title: title.id,
    name: request.name,
    // The table plays the default of every variant it did not choose, written out so that its log says so.
    options: { optional_rules: withDefaults(rules.optionalRules, request.options?.optional_rules ?? []), ...(request.options?.seed === undefined ? {} : { seed: request.options.seed }) },
    seats: request.seats ?? defaultSeats(title, rules.optionalRules, request.options?.optional_rules ?? []),
    hotseat: request.hotseat ?? false,
    public: request.public ?? true,
    spectatorChat: request.spectatorChat ?? false,
    ...(request.bots ? { bots: request.bots } : {}),
    ...(request.botKinds ? { botKinds: request.botKinds } : {}),
  });
  return c.json(created, 201);
}

/** A spent allowance (worker/addresses.ts), in words, with when to ask again. */
const tooMany = (c: Context<App>, spent: { error: string; retryAfter: number }) => c.json({ error: spent.error }, 429, { "Retry-After": String(spent.retryAfter) });

/** Why a table cannot be opened as asked, or null. */
function tableRefusal(request: CreateGameRequest): string | null {
  const title = findTitle(request.title);
  if (!title) return `unknown title "${request.title}"; known titles: ${TITLES.map((t) => t.id).join(", ")}`;
  const rules = RULESETS[title.id];
  if (!rules) return `${title.name} cannot be played here yet`;
  const invalid = invalidChoice(rules.optionalRules, request.options?.optional_rules ?? [], title.name);
  if (invalid) return invalid;
  // An option may allow more players than the title's usual most (1830's Base Game: 7), or have its own numbers
  // (1846's two-player variant: 2).
  const chosen = request.options?.optional_rules ?? [];
  const maxPlayers = maxPlayersWith(rules.optionalRules, chosen, title.maxPlayers);
  const minPlayers = minPlayersWith(rules.optionalRules, chosen, title.minPlayers);
  const seats = request.seats ?? defaultSeats(title, rules.optionalRules, chosen);
  if (request.bots?.some((b) => b >= seats)) return "a bot's seat must be one of the table's seats";
  if (request.bots?.length && !title.bots) return `${title.name} has no bot`;
  if ((request.botKinds?.length ?? 0) > (request.bots?.length ?? 0)) return "botKinds gives the kind of each seat in bots: it cannot be longer";
  if (seats < minPlayers || seats > maxPlayers) {
    const withOptions = maxPlayers !== title.maxPlayers || minPlayers !== title.minPlayers ? " with these options" : "";
    const range = withOptions && minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers} to ${maxPlayers}`;
    return `${title.name} is for ${range} players${withOptions}${otherwise(rules.optionalRules, chosen, seats)}`;
  }
  return null;
}

/** A table's seats where the request names none: the title's usual most, or fewer where a chosen option says so. */
const defaultSeats = (title: TitleInfo, options: readonly RuleOption[], chosen: readonly string[]) => Math.min(title.maxPlayers, maxPlayersWith(options, chosen, title.maxPlayers));

/** Where an option not chosen plays this number of players (RuleOption.players): ", or 2 with the option ..." (1846). */
function otherwise(options: readonly RuleOption[], chosen: readonly string[], seats: number): string {
  const fits = options.find((o) => !chosen.includes(o.id) && o.players && seats >= o.players.min && seats <= o.players.max);
  return fits ? `, or ${seats} with the option "${fits.name}" (${fits.id})` : "";
}

app.post("/api/games", body(createGameRequest), async (c) => createTable(c, c.req.valid("json")));

app.post("/api/games/import", body(gameExport), async (c) => {
  // Checked by the schema, kept as sent: the parse puts the fields it names first, and an
  // imported log exports again byte for byte (Hono keeps the parsed body for a second read).
  // 18xx.games' 1846 2p Variant is 1846 with its two-player option here (asOurTitle).
  const game = asOurTitle({ ...c.req.valid("json"), actions: ((await c.req.json()) as GameExport).actions });
  // No entry deeper than a log's own shapes: the room stores and exports what it imports.
  if (nestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) return c.json({ error: `the log nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep` }, 400);
  if (!RULESETS[game.title]) return c.json({ error: `no rules for title "${game.title}" here` }, 400);
  const undos = game.actions.filter((a) => a.type === "undo" || a.type === "redo").length;
  if (undos > MAX_IMPORTED_UNDOS) return c.json({ error: `the log has ${undos.toLocaleString("en")} undo and redo entries: an import may have ${MAX_IMPORTED_UNDOS.toLocaleString("en")} at most` }, 400);
  const spent = await tableQuota(c.env, c.req.raw, false);
  if (spent) return tooMany(c, spent);
  const id = newGameId();
  const imported = await room(c, id, true).importGame({ id, game });
  return "error" in imported ? c.json({ error: imported.error }, imported.status) : c.json(imported, 201);
});

app.get("/api/games", async (c) => {
  const status = c.req.query("status");
  if (status !== undefined && !["open", "playing", "finished"].includes(status)) {
    return c.json({ error: "status must be open, playing or finished" }, 400);
  }
  const shards = TITLES.map((t) => c.env.LOBBY.get(c.env.LOBBY.idFromName(lobbyShard(t.id))));
  const lists = await Promise.all(shards.map((s) => s.list((status as GameStatus | undefined) ?? null)));
  const games = lists.flat().sort(status === "open" ? openTablesFirst : newestFirst);
  return c.json({ games });
});

app.get("/api/games/:id", async (c) => {
  const meta = await room(c, gameId(c)).meta();
  return meta ? c.json(meta) : c.json({ error: "no such game" }, 404);
});

const exportRefusals = new ExportRefusals();
/** Built once per log length; `304` to a client that has it; each address pulls so many bytes a second (worker/room-export.ts). */
app.get("/api/games/:id/log", async (c) => {
  const id = gameId(c);
  const address = clientAddress(c.req.raw);
  const standing = exportRefusals.standing(id, address);
  if (standing) return tooMany(c, standing);
  const sent = await room(c, id).exportFor(address, c.req.header("If-None-Match") ?? null);
  if (!sent) return c.json({ error: "no such game" }, 404);
  if ("error" in sent) {
    exportRefusals.remember(id, address, sent);
    return tooMany(c, sent);
  }
  const headers = { ETag: sent.etag, "Cache-Control": "no-cache" };
  if ("notModified" in sent) return c.body(null, 304, headers);
  return c.body(sent.body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
});

/** What the light embed shows: where the game stands, the last moves, the stock market (EmbedView). */
app.get("/api/games/:id/view", async (c) => {
  const view = await room(c, gameId(c)).view();
  return view ? c.json(view) : c.json({ error: "no such game" }, 404);
});

app.post("/api/games/:id/join", body(joinGameRequest), async (c) => {
  const joined = await room(c, gameId(c)).join(c.req.valid("json").name, clientAddress(c.req.raw));
  return "error" in joined ? c.json({ error: joined.error }, joined.status) : c.json({ seat: joined }, 201);
});

app.post("/api/games/:id/name", body(seatNameRequest), async (c) => {
  const { seat, name } = c.req.valid("json");
  const named = await room(c, gameId(c)).nameSeat(requestToken(c.req.raw), seat, name);
  return "error" in named ? c.json({ error: named.error }, named.status) : c.json(named);
});

app.post("/api/games/:id/start", async (c) => {
  const started = await room(c, gameId(c)).start(requestToken(c.req.raw));
  return "error" in started ? c.json({ error: started.error }, started.status) : c.json(started);
});

app.post("/api/games/:id/invite", body(inviteRequest), async (c) => {
  const invited = await room(c, gameId(c)).invite(requestToken(c.req.raw), c.req.valid("json").seat);
  return "error" in invited ? c.json({ error: invited.error }, invited.status) : c.json(invited, 201);
});

/** The creator frees a taken seat of his table before the start (a squatter's, or a friend's who cannot come). */
app.delete("/api/games/:id/seats/:seat", async (c) => {
  const id = gameId(c);
  const seat = c.req.param("seat");
  if (!/^(0|[1-9][0-9]?)$/.test(seat) || Number(seat) >= MAX_SEATS) return c.json({ error: `a seat is a number from 0 to ${MAX_SEATS - 1}` }, 400);
  const freed = await room(c, id).freeSeat(requestToken(c.req.raw), Number(seat));
  return "error" in freed ? c.json({ error: freed.error }, freed.status) : c.json(freed);
});

// ---- telling players it is their turn (worker/notify.ts) ----------------------------

/** URLs to this machine are allowed in development only: `npm start` and the tests set ALLOW_LOCAL_WEBHOOKS=1 (worker/outbound.ts). */
const localAllowed = (c: Context<App>) => c.env.ALLOW_LOCAL_WEBHOOKS === "1";
/** The answer of a room's RPC: its error with its status, or the result. */
const answer = <T extends object>(c: Context<App>, result: T | { error: string; status: 403 | 404 | 429; retryAfter?: number }) =>
  "error" in result ? c.json({ error: result.error }, result.status, result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {}) : c.json(result);

app.put("/api/games/:id/webhook", body(webhookRequest), async (c) => {
  const id = gameId(c);
  const { url } = c.req.valid("json");
  const invalid = checkOutboundUrl(url, localAllowed(c));
  if (invalid) return c.json({ error: invalid }, 400);
  return answer(c, await room(c, id).setWebhook(requestToken(c.req.raw), url, new URL(c.req.url).origin));
});
app.get("/api/games/:id/webhook", async (c) => answer(c, await room(c, gameId(c)).readWebhook(requestToken(c.req.raw))));
app.delete("/api/games/:id/webhook", async (c) => answer(c, await room(c, gameId(c)).removeWebhook(requestToken(c.req.raw))));

/** The key browsers subscribe with (applicationServerKey); 404 where the deployment has no VAPID keys. */
app.get("/api/push/key", (c) => {
  const keys = vapidKeys(c.env);
  return keys ? c.json({ publicKey: keys.publicKey }) : c.json({ error: "push notifications are not set up on this site" }, 404);
});
app.put("/api/games/:id/push", body(pushSubscription), async (c) => {
  const id = gameId(c);
  if (!vapidKeys(c.env)) return c.json({ error: "push notifications are not set up on this site" }, 404);
  const subscription = c.req.valid("json");
  const invalid = checkOutboundUrl(subscription.endpoint, localAllowed(c), "endpoint") ?? (await checkSubscriptionKeys(subscription.keys));
  if (invalid) return c.json({ error: invalid }, 400);
  return answer(c, await room(c, id).setPush(requestToken(c.req.raw), { endpoint: subscription.endpoint, keys: subscription.keys }, new URL(c.req.url).origin));
});
app.get("/api/games/:id/push", async (c) => answer(c, await room(c, gameId(c)).pushSeats(requestToken(c.req.raw))));
app.delete("/api/games/:id/push", async (c) => answer(c, await room(c, gameId(c)).removePush(requestToken(c.req.raw))));

/** "My tables": the summary of each table this browser holds a seat at (tokens in the body, never in a URL). */
app.post("/api/tables", body(tablesRequest), async (c) => {
  const { tables } = c.req.valid("json");
  const summaries = await Promise.all(tables.map(async (t) => (await room(c, t.id).summary(t.token ?? null)) ?? { id: t.id, error: "no such game" }));
  return c.json({ tables: summaries });
});

// ---- bots (worker/room-bots.ts) ----------------------------------------------

/** Hands a seat the caller holds to a bot, or takes it back. */
app.post("/api/games/:id/bot", body(botSeatRequest), async (c) => {
  const { seat, bot, kind } = c.req.valid("json");
  const changed = await room(c, gameId(c)).seatBot(requestToken(c.req.raw), seat, bot, kind);
  return "error" in changed ? c.json({ error: changed.error }, changed.status) : c.json(changed);
});

// The Railways daily deal: its seed and leaderboard, and submissions (verified by the board).
const dailyBoard = (c: Context<App>, date: string) => c.env.DAILY_BOARD.get(c.env.DAILY_BOARD.idFromName(`railways:${date}`));
const dailyDate = (c: Context<App>) => {
  const date = c.req.param("date") ?? "";
  if (!isDate(date)) throw new HTTPException(400, { message: "a date is YYYY-MM-DD" });
  return date;
};
app.get("/api/railways/daily", async (c) => c.json(await dailyBoard(c, utcDate(Date.now())).board(utcDate(Date.now()))));
/** Today's deal at a new one-seat table: the only kind of table the day's board counts. */
app.post("/api/railways/daily", body(dailyDealRequest), async (c) => {
  const { name, options } = c.req.valid("json");
  const today = utcDate(Date.now());
  // Everyone's deal of the day is dealt the same way: the fair deal, whatever the client asks (its objectives are its own).
  const objectives = (options?.optional_rules ?? []).filter((r) => r !== FAIR_DEAL && r !== FIRST_DEAL);
  const request: CreateGameRequest = { title: "Railways", name, seats: 1, public: false, options: { optional_rules: [...objectives, FAIR_DEAL] } };
  const refused = tableRefusal(request);
  if (refused) return c.json({ error: refused }, 400);
  // Before the board records the table: a refused request writes nothing there.
  const spent = await tableQuota(c.env, c.req.raw, false);
  if (spent) return tooMany(c, spent);
  const id = newGameId();
  const dealt = await dailyBoard(c, today).deal(today, id);
  if ("error" in dealt) return c.json({ error: dealt.error }, dealt.status);
  return openTable(c, { ...request, options: { optional_rules: request.options!.optional_rules, seed: dealt.seed } }, id);
});
app.get("/api/railways/daily/:date", async (c) => {
  const date = dailyDate(c);
  return c.json(await dailyBoard(c, date).board(date));
});
app.post("/api/railways/daily/:date/scores", body(dailySubmission), async (c) => {
  const date = dailyDate(c);
  const submitted = await dailyBoard(c, date).submit(date, c.req.valid("json").game, requestToken(c.req.raw));
  return "error" in submitted ? c.json({ error: submitted.error }, submitted.status) : c.json(submitted, 201);
});

app.get("/ws/:id", async (c) => {
  const id = gameId(c);
  if (c.req.header("Upgrade") !== "websocket") return c.json({ error: "expected a WebSocket upgrade" }, 426);
  // The room upgrades the socket itself so that it can hibernate.
  return room(c, id).fetch(c.req.raw);
});

// ---- pages, link previews and embedding (docs/embedding.md) ----------------

/** Pages other than the embed may not be framed by other sites. The static pages and files have the same headers from web/public/_headers. */
const NO_FRAMING = { "X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'; script-src 'self'; object-src 'none'; base-uri 'self'" };
/** The embed may be framed by any site; its scripts are still only ours. */
const EMBED_POLICY = { "Content-Security-Policy": "script-src 'self'; object-src 'none'; base-uri 'self'" };

/** A page for a game link that leads nowhere: in words, with the way back, and a 404. */
function noGamePage(c: Context<App>, id: string, framing: Record<string, string>): Response {
  const shown = escapeHtml(id.slice(0, 40));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No game here — Roundhouse</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>No game here</h1>
<p>There is no game <code>${shown}</code>. The link may have been mistyped or cut short: a game's id is ten letters or digits.</p>
<p><a href="/" target="_top">Open the lobby</a> to start a game or find one.</p></body></html>`;
  return c.html(html, 404, framing);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON to put inside a <script> element: no "<" (so no "</script>" in a player's name ends it early) nor line separators. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The game page: the app, with Open Graph and Twitter card tags and oEmbed discovery. */
app.get("/g/:id", async (c) => {
  const id = c.req.param("id");
  const facts = GAME_ID.test(id) ? await room(c, id).pageFacts() : null;
  if (facts === null) return noGamePage(c, id, NO_FRAMING);
  const { headline } = facts;
  const origin = new URL(c.req.url).origin;
  const page = `${origin}/g/${id}`;
  const image = `${origin}/g/${id}/board.png?width=1200`;
  const tags = [
    ["og:title", `Roundhouse — ${headline}`],
    ["og:site_name", "Roundhouse"],
    ["og:description", headline],
    ["og:type", "website"],
    ["og:url", page],
    ["og:image", image],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", `Roundhouse — ${headline}`],
    ["twitter:image", image],
  ]
    .map(([k, v]) => `<meta ${k!.startsWith("og:") ? "property" : "name"}="${k}" content="${escapeHtml(v!)}">`)
    .join("");
  const oembed = `<link rel="alternate" type="application/json+oembed" href="${origin}/api/oembed?url=${encodeURIComponent(page)}&format=json" title="${escapeHtml(headline)}">`;
  const preload = await preloadTags(c.env, gamePageModules(facts.title, facts.optionalRules, facts.snapshot));
  const html = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url));
  // The socket opens first of all, before the stylesheet (which holds back any script after it): worker/socket-ahead.ts.
  const ahead = socketAheadTag(engineBuild);
  const rewritten = new HTMLRewriter()
    .on("head", { element: (head) => void head.prepend(ahead, { html: true }).append(tags + oembed + preload, { html: true }) })
    .transform(html);
  const response = new Response(rewritten.body, rewritten);
  response.headers.set("Content-Type", "text/html; charset=utf-8");
  for (const [k, v] of Object.entries(NO_FRAMING)) response.headers.set(k, v);
  // Its one inline script is allowed by its hash.
  if (ahead) response.headers.set("Content-Security-Policy", NO_FRAMING["Content-Security-Policy"].replace("script-src 'self'", `script-src 'self' ${await socketAheadSource()}`));
  return response;
});

/** The compact page for iframes: the one page any site may frame. */
app.get("/embed/:id", async (c) => {
  const id = c.req.param("id");
  const view = GAME_ID.test(id) ? await room(c, id).view() : null;
  if (view === null) return noGamePage(c, id, EMBED_POLICY);
  // The page's first paint needs nothing more: the view is in it, and its code and the board picture load with the app shell.
  const board = view.status !== "open" && !findTitle(view.title)?.embedDrawsItself ? `<link rel="preload" as="image" href="/g/${id}/board.svg?at=${view.at}">` : "";
  const inPage = `<script type="application/json" id="embed-view">${jsonInHtml(view)}</script>`;
  const preload = await preloadTags(c.env, EMBED_MODULES);
  const html = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url));
  const rewritten = new HTMLRewriter().on("head", { element: (head) => void head.append(preload + board + inPage, { html: true }) }).transform(html);
  const response = new Response(rewritten.body, rewritten);
  response.headers.set("Content-Type", "text/html; charset=utf-8");
  // No framing rule at all: any page (a forum on https, a local file) may embed it.
  response.headers.delete("X-Frame-Options");
  for (const [k, v] of Object.entries(EMBED_POLICY)) response.headers.set(k, v);
  return response;
});

/** `?at=N`: the board after N actions in effect (default: now). */
const atParam = (c: Context<App>) => {
  const at = c.req.query("at");
  if (at === undefined) return undefined;
  if (!/^\d{1,6}$/.test(at)) throw new HTTPException(400, { message: "at must be a number of actions" });
  return Number(at);
};

/** A picture the room will not draw just now (worker/pictures.ts): when to ask again, in words. */
const busy = (c: Context<App>, refused: Busy) => c.json({ error: refused.busy }, 429, { "Retry-After": String(refused.retryAfter) });

app.get("/g/:id/board.svg", async (c) => {
  const drawn = await room(c, gameId(c)).boardSvg(atParam(c));
  if (!drawn) return c.json({ error: "no board to draw for this game yet" }, 404);
  if ("busy" in drawn) return busy(c, drawn);
  return c.body(drawn.svg, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=10",
    "X-Board-Actions": String(drawn.n),
    "X-Cache": drawn.cached ? "HIT" : "MISS",
  });
});

/**
 * The board as PNG, drawn here in the Worker from the room's SVG and kept in the platform's cache by
 * game, log length, position and width (worker/images.ts): the room only says which position is
 * asked for, and hands over its SVG on a miss. A new PNG comes out of the address's allowance.
 */
app.get("/g/:id/board.png", async (c) => {
  const width = Number(c.req.query("width") ?? 1200);
  if (!Number.isInteger(width) || width < 200 || width > 2400) return c.json({ error: "width must be a whole number of pixels from 200 to 2400" }, 400);
  const [id, at] = [gameId(c), atParam(c)];
  const game = room(c, id);
  const where = await game.boardPosition(at);
  if (!where) return c.json({ error: "no board to draw for this game yet" }, 404);
  const png = (body: ReadableStream | Uint8Array | null, n: number, cache: "HIT" | "MISS") =>
    new Response(body as BodyInit, { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=10", "X-Board-Actions": String(n), "X-Cache": cache } });
  const hit = await pngCache().match(pngCacheKey(c.req.url, id, where, width));
  if (hit) return png(hit.body, where.n, "HIT");
  const spent = await pictureQuota(c.env, c.req.raw);
  if (spent) return tooMany(c, spent);
  const drawn = await game.boardSvg(at);
  if (!drawn) return c.json({ error: "no board to draw for this game yet" }, 404);
  if ("busy" in drawn) return busy(c, drawn);
  const bytes = await svgToPng(drawn.svg, width);
  await pngCache().put(pngCacheKey(c.req.url, id, drawn, width), cachedPng(bytes));
  return png(bytes, drawn.n, "MISS");
});

/** oEmbed (https://oembed.com), type rich: an iframe of the embed page. */
app.get("/api/oembed", async (c) => {
  const origin = new URL(c.req.url).origin;
  const url = c.req.query("url") ?? "";
  const format = c.req.query("format") ?? "json";
  if (format !== "json") return c.json({ error: "only the json format is offered" }, 501);
  const match = /\/(?:g|embed)\/([a-z0-9]{10})(?:[/?#]|$)/.exec(url);
  if (!match) return c.json({ error: "url must be a game link (/g/<id>)" }, 404);
  const id = match[1]!;
  const headline = await room(c, id).headline();
  if (headline === null) return c.json({ error: "no such game" }, 404);
  const maxwidth = Number(c.req.query("maxwidth") ?? 640) || 640;
  const width = Math.max(320, Math.min(maxwidth, 800));
  const height = Math.round(width * 0.75);
  const src = `${origin}/embed/${id}`;
  // oEmbed: a thumbnail's url, width and height come together or not at all (none while the table waits for players).
  const thumbnailHeight = await room(c, id).boardPngHeight(width);
  return c.json({
    version: "1.0",
    type: "rich",
    provider_name: "Roundhouse",
    provider_url: origin,
    title: headline,
    html: `<iframe src="${src}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy" title="${escapeHtml(headline)}"></iframe>`,
    width,
    height,
    ...(thumbnailHeight === null ? {} : { thumbnail_url: `${origin}/g/${id}/board.png?width=${width}`, thumbnail_width: width, thumbnail_height: thumbnailHeight }),
  });
});

app.all("/api/*", (c) => c.json({ error: `no route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

export default app;
