// The GameRoom Durable Object: one per game. It owns the game's meta, its
// seats (token hashes only), its action log and chat in SQLite, and the
// players' sockets through the WebSocket Hibernation API, so an idle game
// holds no memory; a woken room rebuilds its game from the log when a
// message first needs it. Every accepted action is stored, then broadcast.
import { DurableObject } from "cloudflare:workers";
import { Company, Corporation, Player } from "../shared/engine/entities.ts";
import { GameError } from "../shared/engine/errors.ts";
import { GameSession, playerToAct, type LogSession } from "../shared/engine/session.ts";
import { findTitle, RULESETS } from "../shared/games/index.ts";
import {
  parseClientMessage,
  type ChatLine,
  type ClientMessage,
  type CreateGameResponse,
  type EmbedView,
  type GameExport,
  type GameMeta,
  type GameOptions,
  type GameStatus,
  type LogAction,
  type Presence,
  type SeatGrant,
  type TableSummary,
  type ServerMessage,
  type UndoRequest,
} from "../shared/protocol.ts";
import { engineBuild, type Env } from "./env.ts";
import { RoomBots } from "./room-bots.ts";
import { svgToPng } from "./images.ts";
import { hashToken, newToken, requestToken } from "./secrets.ts";
import { renderBoardSvg } from "../shared/board/render.ts";
import { effectiveActions } from "../shared/engine/log.ts";
import { exportGame } from "../shared/engine/export.ts";
import { importChoice, storedChoice } from "../shared/engine/options.ts";
import { entityName, type Game } from "../shared/engine/game.ts";
import { marketView } from "../shared/board/market.tsx";
import { Notifier, type Turn } from "./notify.ts";
import type { PushSubscription } from "./webpush.ts";
import { vapidKeys } from "./webpush.ts";

/** What a socket carries across hibernation (never a secret). */
interface SocketIdentity {
  /** Seats this socket's token holds; empty for a spectator. */
  seats: number[];
  /** The client's address (CF-Connecting-IP), which spectators are rate-limited by. */
  address?: string;
}

/** Whose allowance a message comes out of: the seats' holder, or a spectator's address. */
function rateKey(identity: SocketIdentity): string {
  return identity.seats.length ? `seats:${identity.seats.join(",")}` : `address:${identity.address ?? "unknown"}`;
}

export interface CreateRoom {
  id: string;
  title: string;
  name: string;
  options: GameOptions;
  seats: number;
  hotseat: boolean;
  public: boolean;
  spectatorChat: boolean;
  /** Seats a bot plays from the start (seat 0 too: its token still starts the table). */
  bots?: number[];
}

export interface ImportRoom {
  id: string;
  game: GameExport;
}

/**
 * What a seat (or, for spectators, an address) may send per second on average and in a burst, whatever
 * its number of sockets: moves; chat lines and log messages; hellos (each answered with log entries).
 * A refused move costs REFUSAL_COST moves: refusing takes the room about as long as accepting.
 */
export const RATE = { act: { perSecond: 50, burst: 200 }, talk: { perSecond: 2, burst: 10 }, hello: { perSecond: 1, burst: 5 } };
const REFUSAL_COST = 5;
/**
 * An undo or redo rebuilds the game from its log (tens of milliseconds on a long game, where a move
 * takes well under one): applied or put to the table, it counts as this many moves.
 */
export const REBUILD_COST = 25;
/** After drawing a new board picture (PNG), a room draws no other for this many milliseconds. */
const PNG_INTERVAL_MS = 1000;
/** A chat line or a log message, in characters (docs/protocol.md). */
const MAX_TEXT = 500;
/**
 * A log entry as stored, in bytes of UTF-8: ten times the largest entry of the 18xx.games fixtures
 * (1.6 KB), so that fields the rules do not read (a route's revenue text) cannot fill the log.
 */
export const MAX_ENTRY_BYTES = 16 * 1024;
/** Who speaks in the chat lines the site itself writes (a webhook dropped, set or removed). */
const SITE_NAME = "Roundhouse";
/** Chat lines sent in a welcome. */
const CHAT_HISTORY = 50;
/** A room keeps a snapshot of its game every this many log entries, so that it wakes without replaying the whole log (Ruleset.resume). */
const SNAPSHOT_EVERY = 100;
/** A snapshot is stored in parts of at most this many characters (a stored value may have at most 2 MB). */
const SNAPSHOT_PART = 500_000;

export class GameRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The live game, rebuilt from the log on first use after a wake. */
  private session: LogSession | null = null;
  /** Cached reads of storage, valid while this object stays in memory. */
  private cachedMeta: GameMeta | null | undefined;
  /** The light embed's view of the game at its log length (view()). */
  private cachedView: EmbedView | undefined;
  private length: number | null = null;
  private lastId: number | null = null;
  /** The undo request waiting for consent (the undo table), read once: every move asks whether one waits. */
  private cachedUndo: (UndoRequest & { action: LogAction }) | null | undefined;
  /** When the last new PNG was drawn (boardPng). */
  private lastPngAt = 0;
  /** Board pictures by position ("n" or "n:width"): a busy thread costs one render per move. */
  private readonly pictures = new Map<string, string | Uint8Array>();
  /** Token buckets per seat or address (rateKey) and kind of message: reconnecting does not refill them. */
  private readonly buckets = new Map<string, Record<keyof typeof RATE, { tokens: number; at: number }>>();
  /** The table's webhook and push subscriptions, and the notices waiting for them (worker/notify.ts). */
  private readonly notifier: Notifier;
  /** The seats bots play, and their moves (worker/room-bots.ts). */
  private readonly bots: RoomBots;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS game (
        id TEXT PRIMARY KEY, title TEXT NOT NULL, options TEXT NOT NULL, status TEXT NOT NULL,
        created_at INTEGER NOT NULL, seed INTEGER NOT NULL, hotseat INTEGER NOT NULL,
        public INTEGER NOT NULL, spectator_chat INTEGER NOT NULL, result TEXT);
      CREATE TABLE IF NOT EXISTS seats (
        idx INTEGER PRIMARY KEY, name TEXT, player_id TEXT NOT NULL, token_hash TEXT);
      CREATE TABLE IF NOT EXISTS log (n INTEGER PRIMARY KEY, action TEXT NOT NULL, seat INTEGER);
      CREATE TABLE IF NOT EXISTS chat (n INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS undo (id INTEGER PRIMARY KEY CHECK (id = 1), request TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshot (part INTEGER PRIMARY KEY, n INTEGER NOT NULL, engine TEXT NOT NULL, text TEXT NOT NULL);`);
    this.notifier = new Notifier({ sql: this.sql, tell: (text) => this.tell(text), vapid: () => vapidKeys(this.env) });
    this.bots = new RoomBots(ctx.storage);
    // Heartbeats are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  // ---- RPC from the Worker -------------------------------------------------

  /** Sets up a new table with its creator in seat 0 (every seat for a hotseat table). */
  async create(params: CreateRoom): Promise<CreateGameResponse> {
    if (this.meta()) throw new Error(`game ${params.id} already exists`);
    const token = newToken();
    const hash = await hashToken(token);
    const seed = params.options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
    // A one-seat table (the solitaire) starts at once.
    const status: GameStatus = findTitle(params.title)?.maxPlayers === 1 ? "playing" : "open";
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        "INSERT INTO game (id, title, options, status, created_at, seed, hotseat, public, spectator_chat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        params.id, params.title, JSON.stringify(params.options), status, Date.now(), seed,
        Number(params.hotseat), Number(params.public), Number(params.spectatorChat),
      );
      const bots = new Set(params.bots ?? []);
      for (let i = 0; i < params.seats; i++) {
        const claimed = i === 0 || params.hotseat;
        // A bot's seat is taken (nobody joins it) and held by no token but the creator's seat 0.
        const name = i === 0 ? params.name : params.hotseat ? `Player ${i + 1}` : bots.has(i) ? `Bot ${i + 1}` : null;
        this.sql.exec("INSERT INTO seats (idx, name, player_id, token_hash) VALUES (?, ?, ?, ?)", i, name, String(i + 1), claimed ? hash : null);
        if (bots.has(i)) this.bots.set(i, true);
      }
    });
    this.changed();
    // A solitaire is under way at once: where its turn stands is remembered from here.
    this.notifyTurn();
    await this.reportToLobby();
    return { id: params.id, seat: { index: 0, token } };
  }

  /** Claims the next free seat of an open table. */
  async join(name: string): Promise<SeatGrant | { error: string; status: 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    if (meta.status !== "open") return { error: "the game has already started", status: 409 };
    const free = meta.seats.find((s) => s.name === null);
    if (!free) return { error: "the table is full", status: 409 };
    const token = newToken();
    this.sql.exec("UPDATE seats SET name = ?, token_hash = ? WHERE idx = ?", name, await hashToken(token), free.index);
    this.changed();
    await this.reportToLobby();
    // Everyone at the table sees the new player take the seat.
    this.broadcastWelcome();
    return { index: free.index, token };
  }

  /** Names a seat its token holds, while the table waits for its start (a hotseat's seats are all the creator's). */
  async nameSeat(token: string | null, seat: number, name: string): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    if (!seats.includes(seat)) return { error: "you can only name a seat you hold", status: 403 };
    if (meta.status !== "open") return { error: "the game has already started: its players keep their names", status: 409 };
    this.sql.exec("UPDATE seats SET name = ? WHERE idx = ?", name, seat);
    this.changed();
    await this.reportToLobby();
    this.broadcastWelcome();
    return this.meta()!;
  }

  /** Starts the game with the seated players (the creator's token only). */
  async start(token: string | null): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    if (!seats.includes(0)) return { error: "only the table's creator can start it", status: 403 };
    if (meta.status !== "open") return { error: "the game has already started", status: 409 };
    const seated = meta.seats.filter((s) => s.name !== null);
    const title = findTitle(meta.title)!;
    if (seated.length < title.minPlayers) return { error: `${title.name} needs at least ${title.minPlayers} players`, status: 409 };
    if (!RULESETS[meta.title]) return { error: `${title.name} cannot be played here yet`, status: 409 };
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM seats WHERE name IS NULL");
      this.sql.exec("UPDATE game SET status = 'playing'");
    });
    this.changed();
    this.session = null;
    this.loadSession();
    const started = this.meta()!;
    await this.reportToLobby();
    this.broadcastWelcome();
    this.notifyTurn();
    await this.bots.schedule(this.loadSession(), started);
    return started;
  }

  /** A new table holding an imported 18xx.games game; one token holds every seat. */
  async importGame(params: ImportRoom): Promise<CreateGameResponse | { error: string; status: 400 }> {
    const { game } = params;
    const rules = RULESETS[game.title];
    if (!rules) return { error: `no rules for title "${game.title}" here`, status: 400 };
    const players = game.players.map((p) => ({ id: String(p.id), name: p.name }));
    // An imported game plays with the options its title adds for 18xx.games' logs (Ruleset.importRules).
    const options = { optional_rules: importChoice(rules.optionalRules, game.settings?.optional_rules ?? [], rules.importRules ?? []) };
    const seed = game.settings?.seed ?? 0;
    let session: LogSession;
    try {
      session = rules.session({ players, options, seed }, game.actions);
    } catch (e) {
      if (e instanceof GameError) return { error: `the log does not replay: ${e.message}`, status: 400 };
      throw e;
    }
    const token = newToken();
    const hash = await hashToken(token);
    const status: GameStatus = session.game.finished ? "finished" : "playing";
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        "INSERT INTO game (id, title, options, status, created_at, seed, hotseat, public, spectator_chat, result) VALUES (?, ?, ?, ?, ?, ?, 1, 0, 0, ?)",
        params.id, game.title, JSON.stringify(options), status, Date.now(), seed,
        session.game.finished ? JSON.stringify(session.game.result()) : null,
      );
      players.forEach((p, i) => this.sql.exec("INSERT INTO seats (idx, name, player_id, token_hash) VALUES (?, ?, ?, ?)", i, p.name, p.id, hash));
      game.actions.forEach((a, i) => this.sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, NULL)", i + 1, JSON.stringify(a)));
    });
    this.session = session;
    this.changed();
    this.length = null;
    this.lastId = null;
    if (game.actions.length >= SNAPSHOT_EVERY) this.keepSnapshot(game.actions.length);
    // Where the turn stands is remembered, so that a webhook set later speaks of the next change.
    this.notifyTurn();
    await this.reportToLobby();
    return { id: params.id, seat: { index: 0, token } };
  }

  /** Gives a seat its own token (the caller must hold the seat); the caller's token no longer holds it. */
  async invite(token: string | null, seat: number): Promise<SeatGrant | { error: string; status: 403 | 404 }> {
    if (!this.meta()) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    if (!seats.includes(seat)) return { error: "you can only hand out a seat you hold", status: 403 };
    const fresh = newToken();
    this.sql.exec("UPDATE seats SET token_hash = ? WHERE idx = ?", await hashToken(fresh), seat);
    // The old token's open sockets lose the seat at once, and are told so with a fresh welcome.
    for (const ws of this.ctx.getWebSockets()) {
      const identity = ws.deserializeAttachment() as SocketIdentity;
      if (!identity.seats.includes(seat)) continue;
      const kept = { ...identity, seats: identity.seats.filter((s) => s !== seat) } satisfies SocketIdentity;
      ws.serializeAttachment(kept);
      try {
        this.send(ws, this.welcome(kept, this.logLength()));
      } catch {
        // closing
      }
    }
    this.announcePresence();
    return { index: seat, token: fresh };
  }

  // ---- notifications (worker/notify.ts) ------------------------------------------

  /**
   * Sets or replaces the table's webhook. Any seated player may: the table has one URL, and the
   * players agree among themselves on where it points; everyone at the table is told who changed it.
   */
  async setWebhook(token: string | null, url: string, origin: string): Promise<{ ok: true } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "set the table's webhook");
    if ("error" in seated) return seated;
    const replaced = this.notifier.webhook() !== null;
    this.notifier.setWebhook(url, origin);
    this.tell(`${seated.name} ${replaced ? "changed" : "set"} the table's webhook (to ${new URL(url).host}): every change of turn is posted there.`);
    return { ok: true };
  }

  async removeWebhook(token: string | null): Promise<{ removed: boolean } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "remove the table's webhook");
    if ("error" in seated) return seated;
    const removed = this.notifier.removeWebhook();
    if (removed) this.tell(`${seated.name} removed the table's webhook.`);
    return { removed };
  }

  /** The webhook's URL, for seated players only: it is a secret of the table (a Discord URL carries its key). */
  async readWebhook(token: string | null): Promise<{ url: string | null } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "see the table's webhook");
    if ("error" in seated) return seated;
    return { url: this.notifier.webhook() };
  }

  /** Stores a browser's push subscription for every seat the token holds (a later one replaces it). */
  async setPush(token: string | null, subscription: PushSubscription, origin: string): Promise<{ seats: number[] } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "turn on push notifications");
    if ("error" in seated) return seated;
    for (const seat of seated.seats) this.notifier.setPush(seat, subscription, origin);
    return { seats: seated.seats };
  }

  async removePush(token: string | null): Promise<{ seats: number[] } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "turn off push notifications");
    if ("error" in seated) return seated;
    this.notifier.removePush(seated.seats);
    return { seats: seated.seats };
  }

  /** Which of the token's seats have a push subscription. */
  async pushSeats(token: string | null): Promise<{ seats: number[] } | { error: string; status: 403 | 404 }> {
    const seated = await this.seatedHolder(token, "see push notifications");
    if ("error" in seated) return seated;
    return { seats: this.notifier.pushSeats().filter((s) => seated.seats.includes(s)) };
  }

  /** A table as the "My tables" list shows it: where the game stands, whose turn it is, and which seats the token holds. */
  async summary(token: string | null): Promise<TableSummary | null> {
    const meta = this.meta();
    if (!meta) return null;
    const seats = token ? await this.seatsOf(token) : [];
    const turn = this.turn();
    const toAct = (turn?.seats ?? []).map((s) => ({ index: s.index, name: s.name }));
    return {
      id: meta.id,
      title: meta.title,
      status: meta.status,
      round: turn?.round ?? null,
      players: meta.seats.filter((s) => s.name !== null).map((s) => s.name!),
      toAct,
      seats,
      yourTurn: toAct.some((s) => seats.includes(s.index)),
      logLength: meta.logLength,
    };
  }


  /**
   * The room has one alarm for every timed job (today the notifier's deliveries): it is set to the
   * earliest due time, and `alarm` sets it again to the next one.
   */
  private async scheduleAlarm(): Promise<void> {
    const due = this.notifier.nextDue();
    if (due === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || due < current) await this.ctx.storage.setAlarm(due);
  }

  /** After an action is stored and broadcast: a notice when the player to act changed. */
  private notifyTurn(): void {
    const meta = this.meta();
    const turn = this.turn();
    if (!meta || !turn) return;
    if (this.notifier.turnChanged(turn, { id: meta.id, title: meta.title })) void this.scheduleAlarm();
  }

  /** Where the turn stands: the seat whose player the round waits for (for a corporation, its president's), or the end. */
  private turn(): Turn | null {
    const meta = this.meta();
    if (!meta || meta.status === "open") return null;
    const session = this.loadSession();
    const seated = meta.seats.filter((s): s is typeof s & { name: string } => s.name !== null);
    const seatOf = (playerId: string) => seated.find((s) => s.playerId === playerId);
    const n = this.logLength();
    const result = (values: Record<string, number>, money: (v: number) => string) =>
      Object.entries(values)
        .sort((a, b) => b[1] - a[1])
        .map(([id, v]) => ({ name: seatOf(id)?.name ?? id, value: money(v) }));
    if (!(session instanceof GameSession)) {
      // A title with an engine of its own (the solitaire): its one player is always the one to act.
      const game = session.game;
      const round = game.standing?.() ?? (game.finished ? "finished" : "in play");
      if (game.finished) return { seats: [], round, finished: true, result: result(game.result(), String), actions: 0, messages: [], n };
      return { seats: seated.slice(0, 1).map((s) => ({ index: s.index, name: s.name })), round, finished: false, actions: 0, messages: [], n };
    }
    const game = session.game;
    const common = { round: game.round.name, actions: game.actions.length, messages: game.messages, n };
    if (game.finished) return { ...common, seats: [], finished: true, result: result(game.result(), (v) => game.money(v)) };
    const player = playerToAct(game);
    const seat = player ? seatOf(player.id) : undefined;
    return { ...common, seats: seat ? [{ index: seat.index, name: seat.name, ...(seat.bot ? { bot: true as const } : {}) }] : [], finished: false };
  }

  /** The holder of a seated token and the name of his first seat, or why not. */
  private async seatedHolder(token: string | null, what: string): Promise<{ seats: number[]; name: string } | { error: string; status: 403 | 404 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    if (!seats.length) return { error: `only a seated player can ${what}: send your seat's token as Authorization: Bearer`, status: 403 };
    return { seats, name: meta.seats.find((s) => s.index === seats[0])?.name ?? `Seat ${seats[0]! + 1}` };
  }

  /** A line from the site in the table's chat, for everyone at the table. It is stored with an empty name, which no player's can be. */
  private tell(text: string): void {
    const at = Date.now();
    this.sql.exec("INSERT INTO chat (name, text, at) VALUES ('', ?, ?)", text, at);
    this.broadcast({ type: "chat", from: SITE_NAME, text, at, system: true });
  }

  // ---- bots (worker/room-bots.ts) --------------------------------------------------

  /** Hands a seat the caller holds to a bot, or takes it back (issue #20); everyone gets the new seating. */
  async seatBot(token: string | null, seat: number, bot: boolean): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    const target = meta.seats.find((s) => s.index === seat);
    // The waiting room: its creator seats a bot in a free seat, or frees a seat a bot took (nobody's token holds it).
    const waitingRoom = meta.status === "open" && target !== undefined && (bot ? target.name === null : target.bot === true && !seats.includes(seat));
    if (waitingRoom && !seats.includes(0)) return { error: "only the table's creator can seat a bot in a free seat, or free a bot's seat", status: 403 };
    if (!waitingRoom && !seats.includes(seat)) return { error: "you can only hand a seat you hold to a bot, or take it back", status: 403 };
    if (!findTitle(meta.title)?.bots) return { error: `${findTitle(meta.title)?.name ?? meta.title} has no bot`, status: 409 };
    this.ctx.storage.transactionSync(() => {
      if (waitingRoom) this.sql.exec("UPDATE seats SET name = ? WHERE idx = ?", bot ? `Bot ${seat + 1}` : null, seat);
      this.bots.set(seat, bot);
    });
    this.changed();
    if (waitingRoom) await this.reportToLobby();
    this.broadcastWelcome();
    const now = this.meta()!;
    if (now.status === "playing") await this.bots.schedule(this.loadSession(), now);
    return now;
  }

  /**
   * The room's one alarm, set for the earliest job due: the notices waiting (worker/notify.ts), then a
   * bot's move (worker/room-bots.ts). Each job only ever moves the alarm earlier; what is still due after
   * this one (a retry, a notice queued meanwhile) sets the next.
   */
  override async alarm(): Promise<void> {
    await this.notifier.deliverDue();
    await this.playBotMove();
    await this.scheduleAlarm();
  }

  /** A bot's move when one is owed (worker/room-bots.ts), written and broadcast as any player's; it sets the alarm for the next. */
  private async playBotMove(): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.status !== "playing" || this.pendingUndo()) return;
    const session = this.loadSession();
    const move = this.bots.due(session, meta);
    if (!move) return;
    const action = RULESETS[meta.title]!.stored({ ...move.action, id: this.nextId(), created_at: Math.floor(Date.now() / 1000) }) as LogAction;
    let stored: LogAction;
    try {
      // As a player's move: with what the players' programmes did in answer (LogSession.play).
      stored = session.play(action) as LogAction;
    } catch (e) {
      // A bot's move the rules refuse is a fault of the bot: the seat waits (its holder can take it back).
      if (e instanceof GameError) return console.error(`bot move refused in ${meta.id}: ${e.message}`);
      throw e;
    }
    this.commit(stored, move.seat);
  }

  /** What the game page's HTML says of the game: its headline (link previews), and the rules and snapshot reader its page loads (worker/preload.ts). */
  pageFacts(): { headline: string; title: string; optionalRules: string[]; snapshot: boolean } | null {
    const meta = this.meta();
    const headline = this.headline();
    if (!meta || headline === null) return null;
    // The page's welcome brings the stored snapshot where this build wrote it (welcome).
    const snapshot = engineBuild !== null && this.sql.exec("SELECT 1 FROM snapshot WHERE engine = ? LIMIT 1", engineBuild).toArray().length > 0;
    return { headline, title: meta.title, optionalRules: meta.options.optional_rules, snapshot };
  }

  /** One line for link previews: "1830 · Operating Round 4.2 · PRR to operate". */
  headline(): string | null {
    const meta = this.meta();
    if (!meta) return null;
    const title = findTitle(meta.title)?.name ?? meta.title;
    if (meta.status === "open") return `${title} · waiting for players (${meta.seats.filter((s) => s.name).length}/${meta.seats.length})`;
    const session = this.loadSession();
    if (!(session instanceof GameSession)) return `${title} · ${session.game.standing?.() ?? (session.game.finished ? "finished" : "in play")}`;
    const game = session.game;
    if (game.finished) {
      const best = [...game.players].sort((a, b) => game.playerValue(b) - game.playerValue(a))[0]!;
      return `${title} · finished · ${best.name} wins with ${game.money(game.playerValue(best))}`;
    }
    const active = game.round.activeEntity();
    const who = active instanceof Player ? active.name : active instanceof Corporation ? active.sym : active ? (active as Company).sym : "nobody";
    return `${title} · ${game.round.name} · ${who} to ${active instanceof Corporation ? "operate" : "act"}`;
  }

  /** What the light embed shows (EmbedView), cached until the next move. */
  view(): EmbedView | null {
    const meta = this.meta();
    if (!meta) return null;
    if (this.cachedView?.n === meta.logLength) return this.cachedView;
    const titleName = findTitle(meta.title)?.name ?? meta.title;
    const base = { id: meta.id, title: meta.title, titleName, status: meta.status, n: meta.logLength };
    if (meta.status === "open") {
      return { ...base, at: 0, round: `waiting for players (${meta.seats.filter((s) => s.name).length}/${meta.seats.length})`, toAct: null, seatsToAct: [], lastMoves: [], market: null };
    }
    const session = this.loadSession();
    const seatsToAct = this.turn()?.seats.map((s) => s.index) ?? [];
    const at = effectiveActions(session.entries).length;
    const lastMoves = (session.game.messages ?? []).slice(-5).map((m) => m.text);
    let view: EmbedView;
    if (!(session instanceof GameSession)) {
      const game = session.game;
      view = { ...base, at, round: game.standing?.() ?? (game.finished ? "finished" : "in play"), toAct: null, seatsToAct, lastMoves, market: null };
    } else {
      const game = session.game;
      const active = game.finished ? null : game.round.activeEntity();
      view = { ...base, at, round: game.finished ? "finished" : game.round.name, toAct: active ? entityName(active) : null, seatsToAct, lastMoves, market: marketView(game) };
    }
    this.cachedView = view;
    return view;
  }

  /**
   * The board as SVG after `at` actions in effect (default: now), and the log
   * length it was drawn for; cached per position.
   */
  boardSvg(at?: number): { svg: string; n: number; cached: boolean } | null {
    const meta = this.meta();
    if (!meta || meta.status === "open") return null;
    const session = this.loadSession();
    const rules = RULESETS[meta.title]!;
    if (!(session instanceof GameSession) && !rules.picture) return null;
    const total = effectiveActions(session.entries).length;
    const n = at === undefined ? total : Math.max(0, Math.min(at, total));
    const key = String(n);
    const hit = this.pictures.get(key);
    if (typeof hit === "string") return { svg: hit, n, cached: true };
    if (!(session instanceof GameSession)) {
      // A title with an engine of its own draws its own picture.
      const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
      const game = n === total ? session.game : rules.session({ players, options: meta.options, seed: meta.seed }, effectiveActions(session.entries).slice(0, n), "trusted").game;
      const svg = rules.picture!(game, `${meta.title} ${meta.id}`);
      this.remember(key, svg);
      return { svg, n, cached: false };
    }
    const game = n === total ? session.game : this.gameAt(session, n);
    const svg = renderBoardSvg(
      {
        board: game.board,
        data: game.data,
        openCompanies: game.companies.filter((c) => !c.closed).map((c) => c.sym),
        phaseColor: game.phase.offboardColor,
        title: `${meta.title} ${meta.id}`,
      },
      { xmlDeclaration: true },
    );
    this.remember(key, svg);
    return { svg, n, cached: false };
  }

  /**
   * The board as a PNG of the given width (pixels), cached per position and width. A new picture
   * takes seconds to draw: a room rests a second after each (`busy` otherwise; link previews ask for
   * the newest position, which stays cached).
   */
  async boardPng(at: number | undefined, width: number): Promise<{ png: Uint8Array; n: number; cached: boolean } | { busy: true } | null> {
    const drawn = this.boardSvg(at);
    if (!drawn) return null;
    const key = `${drawn.n}:${width}`;
    const hit = this.pictures.get(key);
    if (hit instanceof Uint8Array) return { png: hit, n: drawn.n, cached: true };
    if (Date.now() - this.lastPngAt < PNG_INTERVAL_MS) return { busy: true };
    const png = await svgToPng(drawn.svg, width);
    // The second of rest counts from the end of the drawing, so a slow drawing is no shorter a pause.
    this.lastPngAt = Date.now();
    this.remember(key, png);
    return { png, n: drawn.n, cached: false };
  }

  private gameAt(session: GameSession, n: number): Game {
    const meta = this.meta()!;
    const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
    return new GameSession(
      { title: session.game.title, players, options: { optional_rules: meta.options.optional_rules }, seed: meta.seed },
      effectiveActions(session.entries).slice(0, n),
      "trusted",
    ).game;
  }

  private remember(key: string, picture: string | Uint8Array): void {
    this.pictures.set(key, picture);
    // A few positions are enough: the newest and whatever a thread links to.
    while (this.pictures.size > 16) this.pictures.delete(this.pictures.keys().next().value!);
  }

  /** A finished game's log and its player's name, for the one who holds its first seat (the daily leaderboard). */
  async finishedGame(token: string | null): Promise<{ game: GameExport; name: string; live: boolean } | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = token ? await this.seatsOf(token) : [];
    if (!seats.includes(0)) return { error: "only the game's player can submit it", status: 403 };
    if (meta.status !== "finished") return { error: "the game is not finished", status: 409 };
    // Played live here: every move came from a seat over a socket (an imported log's entries have none).
    const imported = Number(this.sql.exec("SELECT COUNT(*) AS n FROM log WHERE seat IS NULL").one().n);
    return { game: this.exportLog()!, name: meta.seats.find((s) => s.index === 0)!.name!, live: imported === 0 && this.logLength() > 0 };
  }

  /** The game in 18xx.games format. */
  exportLog(): GameExport | null {
    const meta = this.meta();
    if (!meta) return null;
    // The players as they sit (1830 V-1.1 deals the seats), so that 18xx.games replays the export in that order.
    const order = meta.status === "open" ? undefined : this.loadSession().game.seatOrder?.();
    const seated = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
    if (order) seated.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    return exportGame({
      id: meta.id,
      title: meta.title,
      players: seated,
      seed: Number(this.sql.exec("SELECT seed FROM game").one().seed),
      optionalRules: meta.options.optional_rules,
      entries: this.logSince(0),
      status: meta.status,
      result: meta.result,
    }) as unknown as GameExport;
  }

  /** The game's public description, or null when no game was created here. */
  meta(): GameMeta | null {
    if (this.cachedMeta === undefined) this.cachedMeta = this.readMeta();
    return this.cachedMeta && { ...this.cachedMeta, logLength: this.logLength() };
  }

  /** Forgets what is cached from the game and seats tables after they change. */
  private changed(): void {
    this.cachedMeta = undefined;
  }

  private readMeta(): GameMeta | null {
    const row = this.sql.exec("SELECT * FROM game").toArray()[0];
    if (!row) return null;
    const bots = this.bots.seats();
    const seats = this.sql
      .exec("SELECT idx, name, player_id FROM seats ORDER BY idx")
      .toArray()
      .map((s) => ({ index: Number(s.idx), name: s.name === null ? null : String(s.name), playerId: String(s.player_id), ...(bots.has(Number(s.idx)) ? { bot: true as const } : {}) }));
    return {
      id: String(row.id),
      title: String(row.title),
      options: this.storedOptions(JSON.parse(String(row.options)) as GameOptions, String(row.title)),
      status: String(row.status) as GameStatus,
      seats,
      hotseat: Boolean(row.hotseat),
      public: Boolean(row.public),
      spectatorChat: Boolean(row.spectator_chat),
      seed: Number(row.seed),
      logLength: this.logLength(),
      createdAt: Number(row.created_at),
      ...(row.result ? { result: JSON.parse(String(row.result)) as Record<string, number> } : {}),
    };
  }

  /** The table's options as stored, playable by this engine (storedChoice: a table written by an older one still opens). */
  private storedOptions(options: GameOptions, title: string): GameOptions {
    const rules = RULESETS[title];
    return rules && options.optional_rules ? { ...options, optional_rules: storedChoice(rules.optionalRules, options.optional_rules) } : options;
  }

  // ---- sockets ---------------------------------------------------------------

  /** WebSocket upgrades forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return Response.json({ error: "expected a WebSocket upgrade" }, { status: 426 });
    if (!this.meta()) return Response.json({ error: "no such game" }, { status: 404 });
    const token = requestToken(request);
    const seats = token === null ? [] : await this.seatsOf(token);
    if (token !== null && seats.length === 0) return Response.json({ error: "that seat token is not valid for this game" }, { status: 403 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, seats.length ? seats.map((s) => `seat:${s}`) : ["spectator"]);
    server.serializeAttachment({ seats, address: request.headers.get("CF-Connecting-IP") ?? "local" } satisfies SocketIdentity);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const parsed = parseClientMessage(raw);
    const identity = ws.deserializeAttachment() as SocketIdentity;
    const kind = !parsed.ok ? "talk" : parsed.message.type === "act" ? (parsed.message.action.type === "message" ? "talk" : "act") : parsed.message.type === "hello" ? "hello" : "talk";
    if (!this.allow(identity, kind)) {
      const rate = RATE[kind];
      return this.send(ws, { type: "reject", error: `Too many ${kind === "act" ? "moves" : kind === "hello" ? "reconnections" : "messages"}: at most ${rate.perSecond} a second (bursts of ${rate.burst}). Slow down.` });
    }
    if (!parsed.ok) return this.send(ws, { type: "reject", error: parsed.error });
    const message = parsed.message;
    switch (message.type) {
      case "hello":
        return this.hello(ws, identity, message);
      case "chat":
        return this.chat(ws, identity, message.text);
      case "act":
        return this.act(ws, identity, message);
      case "undo_vote":
        return this.vote(ws, identity, message.accept);
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    } catch {
      // already closed
    }
    this.announcePresence(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.announcePresence(ws);
  }

  private async hello(ws: WebSocket, identity: SocketIdentity, message: Extract<ClientMessage, { type: "hello" }>): Promise<void> {
    // A token may come in the first message instead of the URL.
    if (message.token && identity.seats.length === 0) {
      const seats = await this.seatsOf(message.token);
      if (!seats.length) return this.send(ws, { type: "reject", error: "that seat token is not valid for this game" });
      identity = { seats, address: identity.address };
      ws.serializeAttachment(identity);
    }
    this.send(ws, this.welcome(identity, message.since, message.engine));
    this.announcePresence();
  }

  /** `engine`: the client's build of the engine; one the same as this room's may revive the game from its snapshot rather than replay the whole log. */
  private welcome(identity: SocketIdentity, since: number, engine?: string): ServerMessage {
    const meta = this.meta()!;
    const from = Math.min(since, meta.logLength);
    const snapshot = from === 0 && engine !== undefined && engine === engineBuild ? this.storedSnapshot(meta.logLength) : null;
    return { type: "welcome", meta, seats: identity.seats, since: from, log: this.logSince(from), chat: this.recentChat(), undo: this.pendingUndo(), ...(snapshot ? { snapshot } : {}) };
  }

  private chat(ws: WebSocket, identity: SocketIdentity, text: string): void {
    const meta = this.meta()!;
    if (identity.seats.length === 0 && !meta.spectatorChat) {
      return this.send(ws, { type: "reject", error: "spectators cannot chat at this table" });
    }
    const from = identity.seats.length ? meta.seats.find((s) => s.index === identity.seats[0])?.name ?? "?" : "Spectator";
    const line: ChatLine = { from, text, at: Date.now() };
    this.sql.exec("INSERT INTO chat (name, text, at) VALUES (?, ?, ?)", line.from, line.text, line.at);
    this.broadcast({ type: "chat", ...line });
  }

  private act(ws: WebSocket, identity: SocketIdentity, message: Extract<ClientMessage, { type: "act" }>): void {
    const meta = this.meta()!;
    const n = meta.logLength;
    if (identity.seats.length === 0) return this.send(ws, { type: "reject", error: "spectators cannot act", n });
    if (meta.status !== "playing") return this.send(ws, { type: "reject", error: meta.status === "open" ? "the game has not started yet" : "the game is over", n });
    if (message.expect !== n) return this.send(ws, { type: "reject", error: `The game moved on before your move arrived (it has ${n} moves, your page had ${message.expect}); your page is brought up to date.`, n });
    const session = this.loadSession();
    // Only the fields the action's type has are kept: nothing else a client sends reaches the log.
    // Its id and time are the room's. (The game parses the stored action no more: Ruleset.stored.)
    let action: LogAction;
    try {
      action = RULESETS[meta.title]!.stored({ ...message.action, id: this.nextId(), created_at: Math.floor(Date.now() / 1000) }) as LogAction;
    } catch (e) {
      if (e instanceof GameError) return this.send(ws, { type: "reject", error: e.message, n });
      throw e;
    }
    if (action.type === "message" && String(action.message ?? "").length > MAX_TEXT) {
      return this.send(ws, { type: "reject", error: `A message is at most ${MAX_TEXT} characters.`, n });
    }
    const bytes = new TextEncoder().encode(JSON.stringify(action)).byteLength;
    if (bytes > MAX_ENTRY_BYTES) {
      return this.send(ws, { type: "reject", error: `A move is at most ${MAX_ENTRY_BYTES.toLocaleString("en")} bytes as stored; this one has ${bytes.toLocaleString("en")}.`, n });
    }

    if (action.type === "undo" || action.type === "redo") return this.undoOrRedo(ws, identity, action, session);
    if (this.pendingUndo()) return this.send(ws, { type: "reject", error: "an undo request is waiting for the other players", n });

    const controller = this.controllerOf(session, action);
    if (typeof controller === "string") return this.send(ws, { type: "reject", error: controller, n });
    if (!identity.seats.includes(controller)) {
      const name = meta.seats.find((s) => s.index === controller)?.name ?? `seat ${controller + 1}`;
      const error = action.entity_type === "player" ? `That is ${name}'s move, not yours.` : `${String(action.entity)} is run by ${name}, not by you.`;
      return this.send(ws, { type: "reject", error, n });
    }
    if (meta.seats.find((s) => s.index === controller)?.bot) {
      return this.send(ws, { type: "reject", error: `A bot plays seat ${controller + 1} now: take the seat back before you move for it.`, n });
    }
    let stored: LogAction;
    try {
      // With what the players' programmes did in answer, in its `auto_actions` (LogSession.play).
      stored = session.play(action) as LogAction;
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      // A refusal costs the room about what a move does: it counts for several moves.
      this.allow(identity, "act", REFUSAL_COST - 1);
      return this.send(ws, { type: "reject", error: e.message, n });
    }
    this.commit(stored, controller);
  }

  /** Stores an accepted action, then tells everyone. */
  private commit(action: LogAction, seat: number | null): void {
    const n = this.logLength() + 1;
    const game = this.session!.game;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, ?)", n, JSON.stringify(action), seat);
      if (game.finished) this.sql.exec("UPDATE game SET status = 'finished', result = ?", JSON.stringify(game.result()));
    });
    this.length = n;
    this.lastId = Number(action.id ?? this.lastId);
    if (game.finished) this.changed();
    this.broadcast({ type: "action", n, action });
    if (n % SNAPSHOT_EVERY === 0) this.keepSnapshot(n);
    if (game.finished) void this.reportToLobby();
    else void this.bots.schedule(this.session!, this.meta()!);
    // After the broadcast: a notice is only queued here and sent from the alarm.
    this.notifyTurn();
  }

  /**
   * Undo and redo: a player takes back (or puts back) his own moves at once;
   * anything that touches another player's move needs every other seated
   * player's consent.
   */
  private undoOrRedo(ws: WebSocket, identity: SocketIdentity, action: LogAction, session: LogSession): void {
    const n = this.logLength();
    if (this.pendingUndo()) return this.send(ws, { type: "reject", error: "an undo request is already waiting", n });
    if (action.type === "undo" && session.undoable() === 0) {
      return this.send(ws, { type: "reject", error: session.game.undoLimit?.()?.why ?? "there is nothing to undo", n });
    }
    if (action.type === "redo" && !session.redoable()) return this.send(ws, { type: "reject", error: "there is nothing to redo", n });
    let changed: number[];
    try {
      changed = session.changedBy(action);
    } catch (e) {
      if (e instanceof GameError) return this.send(ws, { type: "reject", error: e.message, n });
      throw e;
    }
    if (changed.length === 0) return this.send(ws, { type: "reject", error: `This ${action.type} would change nothing.`, n });
    // Own moves only: every move taken back (or put back) was made from the asker's seats. Who wrote
    // the last line of the log (his own undo, a chat message) does not matter.
    const seatOf = new Map(this.sql.exec("SELECT n, seat FROM log").toArray().map((r) => [Number(r.n), r.seat === null ? null : Number(r.seat)]));
    const own = changed.every((i) => {
      const seat = seatOf.get(i + 1);
      return seat !== null && seat !== undefined && identity.seats.includes(seat);
    });
    const others = this.seatedSeats().filter((s) => !identity.seats.includes(s) && !this.sameToken(s, identity.seats));
    // The message itself was counted as one move.
    if (!this.allow(identity, "act", REBUILD_COST - 1)) {
      const rate = RATE.act;
      const error = `Too many moves: an undo or redo counts as ${REBUILD_COST} moves, at most ${rate.perSecond} a second (bursts of ${rate.burst}). Slow down.`;
      return this.send(ws, { type: "reject", error, n });
    }
    if (own || others.length === 0) {
      try {
        session.apply(action);
      } catch (e) {
        if (e instanceof GameError) return this.send(ws, { type: "reject", error: e.message, n });
        throw e;
      }
      return this.commit(action, identity.seats[0]!);
    }
    const meta = this.meta()!;
    const request: UndoRequest & { action: LogAction } = {
      seat: identity.seats[0]!,
      name: meta.seats.find((s) => s.index === identity.seats[0])?.name ?? "?",
      n,
      waiting: others,
      action,
    };
    this.storeUndo(request);
    const { action: _action, ...shown } = request;
    this.broadcast({ type: "undo_request", ...shown });
  }

  private vote(ws: WebSocket, identity: SocketIdentity, accept: boolean): void {
    const waiting = this.undoRequest();
    if (!waiting) return this.send(ws, { type: "reject", error: "no undo request is waiting" });
    const request = { ...waiting };
    const voters = identity.seats.filter((s) => request.waiting.includes(s));
    if (!voters.length) return this.send(ws, { type: "reject", error: "your consent is not needed for this undo" });
    const name = this.meta()!.seats.find((s) => s.index === voters[0])?.name ?? "?";
    if (!accept) {
      this.storeUndo(null);
      return this.broadcast({ type: "undo_result", accepted: false, by: name });
    }
    request.waiting = request.waiting.filter((s) => !voters.includes(s));
    if (request.waiting.length) {
      this.storeUndo(request);
      const { action: _action, ...shown } = request;
      return this.broadcast({ type: "undo_request", ...shown });
    }
    this.storeUndo(null);
    const session = this.loadSession();
    if (request.n !== this.logLength()) return this.broadcast({ type: "undo_result", accepted: false, by: "the game moved on" });
    try {
      session.apply(request.action);
    } catch (e) {
      if (e instanceof GameError) return this.broadcast({ type: "undo_result", accepted: false, by: e.message });
      throw e;
    }
    this.commit(request.action, request.seat);
    this.broadcast({ type: "undo_result", accepted: true, by: name });
  }

  // ---- helpers ------------------------------------------------------------------

  /** The game, rebuilt from the stored log if this object has just woken: from its snapshot and the entries after it where it can be. */
  private loadSession(): LogSession {
    if (this.session) return this.session;
    const meta = this.meta()!;
    const rules = RULESETS[meta.title]!;
    const seed = Number(this.sql.exec("SELECT seed FROM game").one().seed);
    const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
    const setup = { players, options: { optional_rules: meta.options.optional_rules }, seed };
    const entries = this.logSince(0);
    const snapshot = this.storedSnapshot(entries.length);
    const resumed = snapshot && rules.resume ? rules.resume(setup, entries, snapshot.n, snapshot.text) : null;
    // Every entry of the stored log was accepted when it was played (or imported): it replays trusted.
    this.session = resumed ?? rules.session(setup, entries, "trusted");
    // A game replayed in full keeps a snapshot for its next wake (a table older than snapshots, or than this build).
    if (!resumed && entries.length >= SNAPSHOT_EVERY) this.keepSnapshot(entries.length);
    return this.session;
  }

  /** The stored snapshot, if this build wrote it and it is of at most `length` entries. */
  private storedSnapshot(length: number): { n: number; text: string } | null {
    if (!engineBuild) return null;
    const parts = this.sql.exec("SELECT n, engine, text FROM snapshot ORDER BY part").toArray();
    if (!parts.length || parts.some((p) => p.engine !== engineBuild || p.n !== parts[0]!.n)) return null;
    const n = Number(parts[0]!.n);
    return n <= length ? { n, text: parts.map((p) => String(p.text)).join("") } : null;
  }

  /** Keeps a snapshot of the game as it stands after the first n log entries (where its rules take snapshots and this build is known). */
  private keepSnapshot(n: number): void {
    const rules = RULESETS[this.meta()!.title]!;
    if (!engineBuild || !rules.snapshot || !this.session) return;
    let text: string;
    try {
      text = rules.snapshot(this.session.game);
    } catch (e) {
      // A cache only: the room replays its log instead.
      console.error(`no snapshot of the game after ${n} entries: ${(e as Error).message}`);
      return;
    }
    const parts: string[] = [];
    for (let at = 0; at < text.length; ) {
      let end = Math.min(at + SNAPSHOT_PART, text.length);
      // Not between the two halves of a character outside the BMP.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      parts.push(text.slice(at, end));
      at = end;
    }
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM snapshot");
      parts.forEach((part, i) => this.sql.exec("INSERT INTO snapshot (part, n, engine, text) VALUES (?, ?, ?, ?)", i, n, engineBuild, part));
    });
  }

  /** The seat whose player controls the action's entity, or why the action names no such entity. */
  private controllerOf(session: LogSession, action: LogAction): number | string {
    let player: string;
    try {
      player = RULESETS[this.meta()!.title]!.actor(session.game, action);
    } catch (e) {
      return e instanceof GameError ? e.message : "the action names no entity";
    }
    const seat = this.meta()!.seats.find((s) => s.playerId === player);
    return seat ? seat.index : `player ${player} has no seat at this table`;
  }

  private async seatsOf(token: string): Promise<number[]> {
    const hash = await hashToken(token);
    return this.sql.exec("SELECT idx FROM seats WHERE token_hash = ? ORDER BY idx", hash).toArray().map((r) => Number(r.idx));
  }

  private seatedSeats(): number[] {
    return this.sql.exec("SELECT idx FROM seats WHERE name IS NOT NULL ORDER BY idx").toArray().map((r) => Number(r.idx));
  }

  /** Whether a seat is held by the same token as these seats (hotseat, or an import not yet handed out). */
  private sameToken(seat: number, seats: number[]): boolean {
    const hashes = this.sql.exec("SELECT idx, token_hash FROM seats").toArray();
    const of = (i: number) => hashes.find((h) => Number(h.idx) === i)?.token_hash;
    return seats.some((s) => of(s) !== null && of(s) === of(seat));
  }

  private logLength(): number {
    this.length ??= Number(this.sql.exec("SELECT COUNT(*) AS n FROM log").one().n);
    return this.length;
  }

  /** Ids keep increasing past every id in the log, as 18xx.games numbers its actions. */
  private nextId(): number {
    if (this.lastId === null) {
      const last = this.sql.exec("SELECT action FROM log ORDER BY n DESC LIMIT 1").toArray()[0];
      this.lastId = last ? Number((JSON.parse(String(last.action)) as { id?: number }).id ?? 0) : 0;
    }
    return Math.max(this.lastId, this.logLength()) + 1;
  }

  private logSince(since: number): LogAction[] {
    return this.sql
      .exec("SELECT action FROM log WHERE n > ? ORDER BY n", since)
      .toArray()
      .map((r) => JSON.parse(String(r.action)) as LogAction);
  }

  private recentChat(): ChatLine[] {
    return this.sql
      .exec("SELECT name, text, at FROM chat ORDER BY n DESC LIMIT ?", CHAT_HISTORY)
      .toArray()
      .reverse()
      .map((r) => (r.name === "" ? { from: SITE_NAME, text: String(r.text), at: Number(r.at), system: true } : { from: String(r.name), text: String(r.text), at: Number(r.at) }));
  }

  /** The undo request waiting for consent, with the undo or redo it would play. */
  private undoRequest(): (UndoRequest & { action: LogAction }) | null {
    if (this.cachedUndo === undefined) {
      const row = this.sql.exec("SELECT request FROM undo").toArray()[0];
      this.cachedUndo = row ? (JSON.parse(String(row.request)) as UndoRequest & { action: LogAction }) : null;
    }
    return this.cachedUndo;
  }

  /** Stores the undo request waiting (replacing the one before), or none. */
  private storeUndo(request: (UndoRequest & { action: LogAction }) | null): void {
    if (request) this.sql.exec("INSERT OR REPLACE INTO undo (id, request) VALUES (1, ?)", JSON.stringify(request));
    else this.sql.exec("DELETE FROM undo");
    this.cachedUndo = request;
  }

  /** The undo request waiting, as the players see it. */
  private pendingUndo(): UndoRequest | null {
    const request = this.undoRequest();
    if (!request) return null;
    const { action: _action, ...shown } = request;
    return shown;
  }

  /** Who is here, as last told to everyone: a hello that changes nothing is not announced. */
  private lastPresence = "";

  /** Tells every socket (but a closing one) who is here, when that changed. */
  private announcePresence(except?: WebSocket): void {
    const presence = this.presence(except);
    const text = JSON.stringify(presence);
    if (text === this.lastPresence) return;
    this.lastPresence = text;
    this.broadcast({ type: "presence", ...presence }, except);
  }

  private presence(except?: WebSocket): Presence {
    const online = new Set<number>();
    let spectators = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue;
      const { seats } = ws.deserializeAttachment() as SocketIdentity;
      if (!seats.length) spectators++;
      for (const s of seats) online.add(s);
    }
    const seats = (this.meta()?.seats ?? []).map((s) => ({ index: s.index, name: s.name, online: online.has(s.index) }));
    return { seats, spectators };
  }

  /** Takes `cost` tokens from the sender's bucket of this kind (RATE), or says no when it has too few. */
  private allow(identity: SocketIdentity, kind: keyof typeof RATE, cost = 1): boolean {
    const now = Date.now();
    const key = rateKey(identity);
    let buckets = this.buckets.get(key);
    if (!buckets) {
      buckets = { act: { tokens: RATE.act.burst, at: now }, talk: { tokens: RATE.talk.burst, at: now }, hello: { tokens: RATE.hello.burst, at: now } };
      this.buckets.set(key, buckets);
      // Forget idle senders now and then, so the map stays small.
      if (this.buckets.size > 1000) for (const [k, b] of this.buckets) if (now - b.act.at > 60_000 && now - b.talk.at > 60_000) this.buckets.delete(k);
    }
    const bucket = buckets[kind];
    bucket.tokens = Math.min(RATE[kind].burst, bucket.tokens + ((now - bucket.at) / 1000) * RATE[kind].perSecond);
    bucket.at = now;
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    return true;
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

  /** After a start, every socket gets a fresh welcome with the new status. */
  private broadcastWelcome(): void {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        this.send(ws, this.welcome(ws.deserializeAttachment() as SocketIdentity, this.logLength()));
      } catch {
        // closing
      }
    }
  }

  private async reportToLobby(): Promise<void> {
    const meta = this.meta();
    if (meta) await this.env.LOBBY.get(this.env.LOBBY.idFromName(lobbyShard(meta.title))).report(meta);
  }
}

/** Lobby shards: one Lobby object per title keeps each list small. */
export function lobbyShard(title: string): string {
  return `lobby:${title}`;
}
