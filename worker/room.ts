// The GameRoom Durable Object: one per game. It owns the game's meta, its
// action log and chat in SQLite, and the players' sockets through the
// WebSocket Hibernation API, so an idle game holds no memory; a woken room
// rebuilds its game from the log when a message first needs it.
//
// The room is a dispatcher: a message is validated, the room decides who may
// (worker/seats.ts), what it may cost (worker/limits.ts) and whether it is
// the table's decision (worker/votes.ts); then the game applies it, the room
// stores it and broadcasts it. Bots (worker/room-bots.ts), notices
// (worker/notify.ts) and pictures each live in a module of their own.
// docs/security.md lists every entry point with who may use it and its limit.
import { DurableObject } from "cloudflare:workers";
import { GameError } from "../shared/engine/errors.ts";
import { GameSession, type LogSession } from "../shared/engine/session.ts";
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
  type SeatGrant,
  type TableSummary,
  type ServerMessage,
  type BotKind,
} from "../shared/protocol.ts";
import { engineBuild, type Env } from "./env.ts";
import { MAX_CHAT_LINES, MAX_ENTRY_BYTES, MAX_TEXT, REBUILD_COST, REFUSAL_COST, tooMany, utf8Bytes, type RateKind } from "./limits.ts";
import { Seats } from "./seats.ts";
import { RoomLog, SNAPSHOT_EVERY } from "./room-log.ts";
import { RoomSockets, type SocketIdentity } from "./room-sockets.ts";
import { consentNeeded, DECISION_TYPES, TableVotes, type PendingDecision, type VoteOutcome } from "./votes.ts";
import { RoomBots } from "./room-bots.ts";
import { Pictures } from "./pictures.ts";
import { PresenceReport } from "./lobby-rank.ts";
import { embedViewOf, headlineOf, turnOf } from "./room-views.ts";
import { hashToken, newToken, requestToken } from "./secrets.ts";
import { clientAddress } from "./addresses.ts";
import { LogExports, type ExportAnswer } from "./room-export.ts";
import { RoomLifecycle } from "./room-lifecycle.ts";
import { RoomSchema } from "./room-schema.ts";
import { exportGame } from "../shared/engine/export.ts";
import { logPlayers, logSeed } from "../shared/engine/replay.ts";
import { importChoice, minPlayersWith, storedChoice } from "../shared/engine/options.ts";
import { Notifier, WEBHOOK_CHANGES, type Turn } from "./notify.ts";
import type { PushSubscription } from "./webpush.ts";
import { vapidKeys } from "./webpush.ts";

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
  /** The kind of each bot in `bots`, in its order ("easy" for any not given). */
  botKinds?: BotKind[];
}

export interface ImportRoom {
  id: string;
  game: GameExport;
}

/** Who speaks in the chat lines the site itself writes (a webhook dropped, set or removed). */
const SITE_NAME = "Roundhouse";
/** How long a table must pause (no move, no message) before the room takes the snapshot it owes (snapshotWhenIdle). */
const SNAPSHOT_IDLE_MS = 500;
/** Chat lines sent in a welcome. */
const CHAT_HISTORY = 50;

export class GameRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The live game, rebuilt from the log on first use after a wake. */
  private session: LogSession | null = null;
  /** Cached reads of storage, valid while this object stays in memory. */
  private cachedMeta: GameMeta | null | undefined;
  /** The light embed's view of the game at its log length (view()). */
  private cachedView: EmbedView | undefined;
  /** The action log and the game's snapshot (worker/room-log.ts). */
  private readonly log: RoomLog;
  /** Who holds which seat (worker/seats.ts). */
  private readonly seats: Seats;
  /** The request waiting for the table's consent (worker/votes.ts). */
  private readonly votes: TableVotes;
  /** The board pictures, and what they may cost the room (worker/pictures.ts). */
  private readonly pictures: Pictures;
  /** The sockets, who each is, and what each may send (worker/room-sockets.ts). */
  private readonly sockets: RoomSockets;
  /** The table's webhook and push subscriptions, and the notices waiting for them (worker/notify.ts). */
  private readonly notifier: Notifier;
  /** The seats bots play, and their moves (worker/room-bots.ts). */
  private readonly bots: RoomBots;
  /** How many players the lobby was last told are here (worker/lobby-rank.ts). */
  private readonly lobbyPresence = new PresenceReport();
  /** What the moves stored left to do after their broadcast (afterMove). */
  private readonly followUps: (() => void)[] = [];
  /** The log's length when a snapshot became owed (snapshotWhenIdle), null when none is; when the table last moved or spoke, and the timer that waits for its pause. */
  private snapshotOwed: number | null = null;
  private lastActivity = 0;
  private snapshotTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long the table keeps what it stores: expiry, abandonment, tidying after the end (worker/room-lifecycle.ts). */
  private readonly lifecycle: RoomLifecycle;
  /** The room's tables, and whether its storage was brought up to them (worker/room-schema.ts). */
  private readonly schema: RoomSchema;
  /** The log's export, built once per log length, and what each address may pull (worker/room-export.ts). */
  private readonly exports = new LogExports(() => this.exportLog()!);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.seats = new Seats(this.sql);
    this.votes = new TableVotes(this.sql);
    this.log = new RoomLog(this.sql, ctx.storage);
    this.sockets = new RoomSockets(ctx);
    this.notifier = new Notifier({
      sql: this.sql,
      tell: (text) => this.tell(text),
      vapid: () => vapidKeys(this.env),
      allowLocal: () => this.env.ALLOW_LOCAL_WEBHOOKS === "1",
      wake: () => void this.scheduleAlarm(),
    });
    this.bots = new RoomBots(ctx.storage);
    this.lifecycle = new RoomLifecycle(this.sql, ctx.storage);
    this.pictures = new Pictures({ meta: () => this.meta(), session: () => this.loadSession() });
    this.schema = new RoomSchema(ctx.storage, GameRoom.createSchema);
    // A room that was never created writes nothing (a GET of an unknown id only reads, and answers
    // "no such game"); a created one stored by an older build brings its schema up to date at its
    // first wake, once (worker/room-schema.ts).
    if (this.created() && !this.schema.current()) {
      this.schema.apply();
      // A table made before tables had a lifetime gets its alarm at its first wake (worker/room-lifecycle.ts).
      const meta = this.meta();
      if (meta) void ctx.blockConcurrencyWhile(() => this.lifecycle.ensureAlarm(meta));
    }
    // Heartbeats are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Whether a game was ever created here: a read of the schema, which writes nothing. */
  private created(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game'").toArray().length > 0;
  }

  /** The room's tables, made by create and importGame (and brought up to date when a room stored by an older build wakes: worker/room-schema.ts). */
  private static createSchema(sql: SqlStorage): void {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS game (
        id TEXT PRIMARY KEY, title TEXT NOT NULL, options TEXT NOT NULL, status TEXT NOT NULL,
        created_at INTEGER NOT NULL, seed INTEGER NOT NULL, hotseat INTEGER NOT NULL,
        public INTEGER NOT NULL, spectator_chat INTEGER NOT NULL, result TEXT);
      CREATE TABLE IF NOT EXISTS chat (n INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS joined_from (address TEXT PRIMARY KEY, idx INTEGER NOT NULL);`);
    Seats.schema(sql);
    TableVotes.schema(sql);
    RoomLog.schema(sql);
    Notifier.schema(sql);
    RoomBots.schema(sql);
  }

  // ---- RPC from the Worker -------------------------------------------------

  /** Sets up a new table with its creator in seat 0 (every seat for a hotseat table). */
  async create(params: CreateRoom): Promise<CreateGameResponse> {
    if (this.meta()) throw new Error(`game ${params.id} already exists`);
    this.schema.apply();
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
        this.seats.add(i, name, String(i + 1), claimed ? hash : null);
        if (bots.has(i)) this.bots.set(i, true, params.botKinds?.[params.bots!.indexOf(i)]);
      }
    });
    this.changed();
    // A solitaire is under way at once: where its turn stands is remembered from here.
    this.notifyTurn();
    await this.reportToLobby();
    // A table never started expires (worker/room-lifecycle.ts).
    await this.scheduleAlarm();
    return { id: params.id, seat: { index: 0, token } };
  }

  /**
   * Claims the next free seat of an open table: one seat per client address (worker/addresses.ts; null
   * where there is none to count), so that no one alone fills every free seat of a public table. The
   * room keeps the address's hash, salted with the game's id, never the address.
   */
  async join(name: string, address: string | null = null): Promise<SeatGrant | { error: string; status: 404 | 409 }> {
    const known = this.meta();
    if (!known) return { error: "no such game", status: 404 };
    const token = newToken();
    const hash = await hashToken(token);
    const from = address === null ? null : await hashToken(`${known.id}:${address}`);
    // Read after the hashing: another join may have taken a seat meanwhile.
    const meta = this.meta()!;
    if (meta.status !== "open") return { error: "the game has already started", status: 409 };
    const free = meta.seats.find((s) => s.name === null);
    if (!free) return { error: "the table is full", status: 409 };
    if (from !== null && this.sql.exec("SELECT 1 FROM joined_from WHERE address = ?", from).toArray().length) {
      return { error: "a seat of this table was already taken from your address: one seat per player (to play several seats on one device, open a hotseat table)", status: 409 };
    }
    this.ctx.storage.transactionSync(() => {
      this.seats.claim(free.index, name, hash);
      if (from !== null) this.sql.exec("INSERT INTO joined_from (address, idx) VALUES (?, ?)", from, free.index);
    });
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
    const seats = await this.seats.heldBy(token);
    if (!seats.includes(seat)) return { error: "you can only name a seat you hold", status: 403 };
    if (meta.status !== "open") return { error: "the game has already started: its players keep their names", status: 409 };
    this.seats.rename(seat, name);
    this.changed();
    await this.reportToLobby();
    this.broadcastWelcome();
    return this.meta()!;
  }

  /** Starts the game with the seated players (the creator's token only). */
  async start(token: string | null): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = await this.seats.heldBy(token);
    if (!seats.includes(0)) return { error: "only the table's creator can start it", status: 403 };
    if (meta.status !== "open") return { error: "the game has already started", status: 409 };
    const seated = meta.seats.filter((s) => s.name !== null);
    const title = findTitle(meta.title)!;
    if (!RULESETS[meta.title]) return { error: `${title.name} cannot be played here yet`, status: 409 };
    // An option may have its own numbers of players (1846's two-player variant: 2).
    const fewest = minPlayersWith(RULESETS[meta.title]!.optionalRules, meta.options.optional_rules ?? [], title.minPlayers);
    if (seated.length < fewest) return { error: `${title.name} needs at least ${fewest} players`, status: 409 };
    this.ctx.storage.transactionSync(() => {
      this.seats.removeEmpty();
      this.sql.exec("UPDATE game SET status = 'playing'");
      this.lifecycle.started();
    });
    this.changed();
    this.session = null;
    this.loadSession();
    const started = this.meta()!;
    await this.reportToLobby();
    this.broadcastWelcome();
    this.notifyTurn();
    await this.bots.schedule(this.loadSession(), started);
    await this.scheduleAlarm();
    return started;
  }

  /** A new table holding an imported 18xx.games game; one token holds every seat. */
  async importGame(params: ImportRoom): Promise<CreateGameResponse | { error: string; status: 400 }> {
    const { game } = params;
    const rules = RULESETS[game.title];
    if (!rules) return { error: `no rules for title "${game.title}" here`, status: 400 };
    // An imported log keeps its entries as 18xx.games recorded them (its export is the log it came as), each bounded as a move is.
    const large = game.actions.findIndex((a) => utf8Bytes(JSON.stringify(a)) > MAX_ENTRY_BYTES);
    if (large >= 0) return { error: `action ${large + 1} of the log has more than ${MAX_ENTRY_BYTES.toLocaleString("en")} bytes, the most a log's entry may have`, status: 400 };
    const players = logPlayers(game);
    // An imported game plays with the options its title adds for 18xx.games' logs (Ruleset.importRules).
    const options = { optional_rules: importChoice(rules.optionalRules, game.settings?.optional_rules ?? [], rules.importRules ?? []) };
    // A hotseat game's log has no seed: 18xx.games seeded it with the first number of its id (logSeed).
    const seed = logSeed(game);
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
    this.schema.apply();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        "INSERT INTO game (id, title, options, status, created_at, seed, hotseat, public, spectator_chat, result) VALUES (?, ?, ?, ?, ?, ?, 1, 0, 0, ?)",
        params.id, game.title, JSON.stringify(options), status, Date.now(), seed,
        session.game.finished ? JSON.stringify(session.game.result()) : null,
      );
      players.forEach((p, i) => this.seats.add(i, p.name, p.id, hash));
      this.log.writeImported(game.actions);
    });
    this.session = session;
    this.changed();
    if (game.actions.length >= SNAPSHOT_EVERY) this.keepSnapshot(game.actions.length);
    // Where the turn stands is remembered, so that a webhook set later speaks of the next change.
    this.notifyTurn();
    await this.reportToLobby();
    await this.scheduleAlarm();
    return { id: params.id, seat: { index: 0, token } };
  }

  /** Gives a seat its own token (the caller must hold the seat); the caller's token no longer holds it. */
  async invite(token: string | null, seat: number): Promise<SeatGrant | { error: string; status: 403 | 404 }> {
    if (!this.meta()) return { error: "no such game", status: 404 };
    const seats = await this.seats.heldBy(token);
    if (!seats.includes(seat)) return { error: "you can only hand out a seat you hold", status: 403 };
    const fresh = newToken();
    this.seats.handOut(seat, await hashToken(fresh));
    this.unseat(seat);
    // The seat has a holder of its own now: his consent is asked where the old holder's was not.
    this.reseatVotes();
    return { index: seat, token: fresh };
  }

  /**
   * The creator frees a taken seat of his table before the start (#37: a squatter took it from one of
   * many addresses): the token that held it holds it no more, and the address it was joined from may
   * not join this table again (joined_from keeps it). His own seat 0 stays his.
   */
  async freeSeat(token: string | null, seat: number): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    if (!(await this.seats.heldBy(token)).includes(0)) return { error: "only the table's creator can free a seat", status: 403 };
    if (meta.status !== "open") return { error: "the game has already started: its players keep their seats", status: 409 };
    const target = meta.seats.find((s) => s.index === seat);
    if (!target) return { error: `this table has no seat ${seat + 1}`, status: 404 };
    if (seat === 0) return { error: "your own seat stays yours: to leave the table, let it go unstarted", status: 409 };
    if (target.name === null) return { error: `seat ${seat + 1} is free already`, status: 409 };
    this.ctx.storage.transactionSync(() => {
      this.seats.free(seat);
      this.bots.set(seat, false);
    });
    this.changed();
    this.unseat(seat);
    await this.reportToLobby();
    this.broadcastWelcome();
    return this.meta()!;
  }

  /** A seat left its holder's token (handed out, or freed): his sockets lose it at once, and are told so with a fresh welcome. */
  private unseat(seat: number): void {
    // The seat's push notices went to the old holder's browser: a new holder subscribes his own.
    this.notifier.removePush([seat]);
    this.sockets.each((identity, ws) => {
      if (!identity.seats.includes(seat)) return null;
      const kept = { ...identity, seats: identity.seats.filter((s) => s !== seat) } satisfies SocketIdentity;
      this.sockets.reidentify(ws, kept);
      return this.welcome(kept, this.log.length());
    });
    this.announcePresence();
  }

  // ---- notifications (worker/notify.ts) ------------------------------------------

  /**
   * Sets or replaces the table's webhook. Any seated player may: the table has one URL, and the
   * players agree among themselves on where it points; everyone at the table is told who changed it
   * (never where to: for some services the host is the secret). A few changes a minute (worker/notify.ts).
   */
  async setWebhook(token: string | null, url: string, origin: string): Promise<{ ok: true } | { error: string; status: 403 | 404 | 429; retryAfter?: number }> {
    const seated = await this.seatedHolder(token, "set the table's webhook");
    if ("error" in seated) return seated;
    const replaced = this.notifier.webhook() !== null;
    const spent = this.notifier.setWebhook(url, origin);
    if (spent) return { error: `the table's webhook was changed ${WEBHOOK_CHANGES} times in the last minute: try again in ${spent.retryAfter} s`, status: 429, retryAfter: spent.retryAfter };
    this.listenFromNow();
    this.tell(`${seated.name} ${replaced ? "changed" : "set"} the table's webhook: every change of turn is posted there.`);
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
    this.listenFromNow();
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
    const seats = await this.seats.heldBy(token);
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
   * The room has one alarm for every timed job (the notifier's deliveries, a bot's move): it is set to
   * the earliest due time, and `alarm` sets it again to the next one.
   */
  private async scheduleAlarm(): Promise<void> {
    const meta = this.meta();
    if (!meta) return;
    const due = [this.notifier.nextDue(), this.lifecycle.due(meta)].reduce<number | null>((a, b) => (a === null ? b : b === null ? a : Math.min(a, b)), null);
    if (due !== null) {
      const current = await this.ctx.storage.getAlarm();
      if (current === null || due < current) await this.ctx.storage.setAlarm(due);
    }
    // Asked last: a notice's retry, set from a delivery that ended at any moment, never pushes a bot's move back.
    // A table without bots is not woken for it: the table's own run (room-bots.ts) is owed only after a move, with the game awake.
    const session = meta.seats.some((s) => s.bot) ? this.loadSession() : this.session;
    if (meta.status === "playing" && session) await this.bots.schedule(session, meta);
  }

  /** After an action is stored and broadcast: a notice when the player to act changed. */
  private notifyTurn(): void {
    const meta = this.meta();
    const turn = this.turn();
    if (!meta || !turn) return;
    if (this.notifier.turnChanged(turn, { id: meta.id, title: meta.title })) void this.scheduleAlarm();
  }

  /** A notice's target was set: where the turn stands now counts as told (worker/notify.ts listenFrom). */
  private listenFromNow(): void {
    const turn = this.turn();
    if (turn) this.notifier.listenFrom(turn);
  }

  /** Where the turn stands (worker/room-views.ts) at log length `n` (default: the log's), or null before the start. */
  private turn(n = this.log.length()): Turn | null {
    const meta = this.meta();
    return meta && meta.status !== "open" ? turnOf(meta, this.loadSession(), n) : null;
  }

  /** The holder of a seated token and the name of his first seat, or why not. */
  private async seatedHolder(token: string | null, what: string): Promise<{ seats: number[]; name: string } | { error: string; status: 403 | 404 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = await this.seats.heldBy(token);
    if (!seats.length) return { error: `only a seated player can ${what}: send your seat's token as Authorization: Bearer`, status: 403 };
    return { seats, name: meta.seats.find((s) => s.index === seats[0])?.name ?? `Seat ${seats[0]! + 1}` };
  }

  /** A line from the site in the table's chat, for everyone at the table. It is stored with an empty name, which no player's can be. */
  private tell(text: string): void {
    const at = Date.now();
    this.storeChat("", text, at);
    this.sockets.broadcast({ type: "chat", from: SITE_NAME, text, at, system: true });
  }

  // ---- bots (worker/room-bots.ts) --------------------------------------------------

  /**
   * Hands a seat the caller holds to a bot, or takes it back (issue #20); the creator (seat 0) also
   * takes back a seat a bot was given when the table was made, which his token then holds. Everyone
   * gets the new seating; a request waiting for the table's consent is still the seat's player's to answer (worker/votes.ts).
   */
  async seatBot(token: string | null, seat: number, bot: boolean, kind?: BotKind): Promise<GameMeta | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = await this.seats.heldBy(token);
    const target = meta.seats.find((s) => s.index === seat);
    // The waiting room: its creator seats a bot in a free seat, changes its kind, or frees a seat a bot took (nobody's token holds it).
    const waitingRoom = meta.status === "open" && target !== undefined && (bot ? target.name === null || target.bot === true : target.bot === true && !seats.includes(seat));
    if (waitingRoom && !seats.includes(0)) return { error: "only the table's creator can seat a bot in a free seat, or free a bot's seat", status: 403 };
    if (!waitingRoom && !this.seats.mayDecideFor(seats, seat, this.bots.seats())) return { error: "you can only hand a seat you hold to a bot, or take it back (the creator takes back the bots' seats)", status: 403 };
    if (!findTitle(meta.title)?.bots) return { error: `${findTitle(meta.title)?.name ?? meta.title} has no bot`, status: 409 };
    this.ctx.storage.transactionSync(() => {
      if (waitingRoom && target!.bot !== true) this.seats.rename(seat, bot ? `Bot ${seat + 1}` : null);
      else if (waitingRoom && !bot) this.seats.rename(seat, null);
      this.bots.set(seat, bot, kind);
      if (!bot && !waitingRoom) this.seats.holdWithCreator(seat);
    });
    this.changed();
    if (waitingRoom) await this.reportToLobby();
    this.broadcastWelcome();
    this.reseatVotes();
    const now = this.meta()!;
    if (now.status === "playing") await this.bots.schedule(this.loadSession(), now);
    return now;
  }

  /**
   * The room's one alarm, set for the earliest job due: a bot's move (worker/room-bots.ts) first, then
   * the notices waiting (worker/notify.ts), including the one the bot's move just queued. Each job only
   * ever moves the alarm earlier; what is still due after this one (a retry, a notice queued meanwhile)
   * sets the next.
   */
  override async alarm(): Promise<void> {
    this.followUp();
    if (await this.lifeStep()) return;
    try {
      await this.playBotMove();
    } finally {
      // Not awaited: a receiver that never answers holds up no move (each delivery ends within its
      // timeout, worker/outbound.ts); the notices are taken before the promise is returned.
      this.ctx.waitUntil(this.notifier.deliverDue());
      await this.scheduleAlarm();
    }
  }

  // ---- the table's lifetime (worker/room-lifecycle.ts) --------------------------------

  /** What the table's lifetime asks of the alarm now; true when the table is gone (nothing else to do). */
  private async lifeStep(): Promise<boolean> {
    const meta = this.meta();
    if (!meta) return true;
    switch (this.lifecycle.step(meta)) {
      case "expire":
        await this.expire(meta);
        return true;
      case "abandon":
        this.lifecycle.setAbandoned(true);
        await this.reportToLobby();
        return false;
      case "tidy":
        this.lifecycle.tidy();
        return false;
      default:
        return false;
    }
  }

  /** A table never started, at the end of its time: its sockets are closed, its storage deleted and the lobby forgets it. */
  private async expire(meta: GameMeta): Promise<void> {
    for (const { ws } of this.sockets.all()) {
      try {
        ws.close(1000, "This table was never started: it has expired.");
      } catch {
        // closing
      }
    }
    await this.lifecycle.deleteAll();
    this.session = null;
    this.cachedView = undefined;
    this.log.forget();
    this.changed();
    await this.env.LOBBY.get(this.env.LOBBY.idFromName(lobbyShard(meta.title))).forget(meta.id);
  }

  /** After the last move, or a move at a table listed as abandoned: the lobby is told, and the alarm set for what is next. */
  private async lifeGoesOn(): Promise<void> {
    this.lifecycle.setAbandoned(false);
    await this.reportToLobby();
    await this.scheduleAlarm();
  }

  /** A bot's move when one is owed (worker/room-bots.ts), written and broadcast as any player's; it sets the alarm for the next. */
  private async playBotMove(): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.status !== "playing" || this.votes.pending()) return;
    const session = this.loadSession();
    const move = this.bots.due(session, meta);
    if (!move) return;
    const action = RULESETS[meta.title]!.stored({ ...move.action, id: this.log.nextId(), created_at: Math.floor(Date.now() / 1000) }, session.game) as LogAction;
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
    const snapshot = this.log.hasSnapshot();
    return { headline, title: meta.title, optionalRules: meta.options.optional_rules, snapshot };
  }

  /** One line for link previews: "1830 · Operating Round 4.2 · PRR to operate" (worker/room-views.ts). */
  headline(): string | null {
    const meta = this.meta();
    return meta && headlineOf(meta, meta.status === "open" ? null : this.loadSession());
  }

  /** What the light embed shows (EmbedView, worker/room-views.ts), cached until the next move. */
  view(): EmbedView | null {
    const meta = this.meta();
    if (!meta) return null;
    if (this.cachedView?.n === meta.logLength) return this.cachedView;
    if (meta.status === "open") return embedViewOf(meta, null, []);
    this.cachedView = embedViewOf(meta, this.loadSession(), this.turn()?.seats.map((s) => s.index) ?? []);
    return this.cachedView;
  }

  /** The board as SVG after `at` actions in effect (default: now): worker/pictures.ts. */
  boardSvg(at?: number) {
    return this.pictures.svg(at);
  }

  /** Which position `at` is, and the log's length: the key of the Worker's PNG cache (worker/images.ts, which draws PNGs outside the room). */
  boardPosition(at?: number) {
    return this.pictures.where(at);
  }

  /** The height of the board's PNG at this width, or null where none is drawn now (oEmbed's thumbnail): worker/pictures.ts. */
  boardPngHeight(width: number) {
    return this.pictures.pngHeight(width);
  }

  /** A finished game's log and its player's name, for the one who holds its first seat (the daily leaderboard). */
  async finishedGame(token: string | null): Promise<{ game: GameExport; name: string; live: boolean } | { error: string; status: 403 | 404 | 409 }> {
    const meta = this.meta();
    if (!meta) return { error: "no such game", status: 404 };
    const seats = await this.seats.heldBy(token);
    if (!seats.includes(0)) return { error: "only the game's player can submit it", status: 403 };
    if (meta.status !== "finished") return { error: "the game is not finished", status: 409 };
    // Played live here: every move came from a seat over a socket (an imported log's entries have none).
    return { game: this.exportLog()!, name: meta.seats.find((s) => s.index === 0)!.name!, live: !this.log.hasImported() && this.log.length() > 0 };
  }

  /** The export as sent to a client at `address` holding the copy `ifNoneMatch` (worker/room-export.ts), or null when there is no game. */
  async exportFor(address: string | null, ifNoneMatch: string | null): Promise<ExportAnswer | null> {
    const meta = this.meta();
    return meta && this.exports.answer(meta, address, ifNoneMatch);
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
      entries: this.log.since(0),
      status: meta.status,
      result: meta.result,
    }) as unknown as GameExport;
  }

  /** The game's public description, or null when no game was created here. */
  meta(): GameMeta | null {
    if (this.cachedMeta === undefined) this.cachedMeta = this.readMeta();
    return this.cachedMeta && { ...this.cachedMeta, logLength: this.log.length() };
  }

  /** Forgets what is cached from the game and seats tables after they change. */
  private changed(): void {
    this.cachedMeta = undefined;
  }

  private readMeta(): GameMeta | null {
    if (!this.created()) return null;
    const row = this.sql.exec("SELECT * FROM game").toArray()[0];
    if (!row) return null;
    const bots = this.bots.kinds();
    const seats = this.seats.rows().map((s) => ({ ...s, ...(bots.has(s.index) ? { bot: true as const, botKind: bots.get(s.index)! } : {}) }));
    return {
      id: String(row.id),
      title: String(row.title),
      options: storedOptions(String(row.options), String(row.title)),
      status: String(row.status) as GameStatus,
      seats,
      hotseat: Boolean(row.hotseat),
      public: Boolean(row.public),
      spectatorChat: Boolean(row.spectator_chat),
      seed: Number(row.seed),
      logLength: this.log.length(),
      createdAt: Number(row.created_at),
      ...(row.result ? { result: JSON.parse(String(row.result)) as Record<string, number> } : {}),
    };
  }

  // ---- sockets ---------------------------------------------------------------

  /** WebSocket upgrades forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return Response.json({ error: "expected a WebSocket upgrade" }, { status: 426 });
    if (!this.meta()) return Response.json({ error: "no such game" }, { status: 404 });
    const token = requestToken(request);
    const seats = await this.seats.heldBy(token);
    if (token !== null && seats.length === 0) return Response.json({ error: "that seat token is not valid for this game" }, { status: 403 });
    const identity: SocketIdentity = { seats, address: clientAddress(request) ?? "local" };
    const full = this.sockets.full(identity);
    if (full) return Response.json({ error: full }, { status: 429 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.sockets.accept(server, identity);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    this.followUp();
    // The table is not pausing: a snapshot owed waits on (snapshotWhenIdle).
    if (this.snapshotTimer !== null) this.lastActivity = Date.now();
    const parsed = parseClientMessage(raw);
    const identity = this.sockets.identity(ws);
    const kind: RateKind = !parsed.ok ? "talk" : parsed.message.type === "act" ? (parsed.message.action.type === "message" ? "talk" : "act") : parsed.message.type === "hello" ? "hello" : "talk";
    if (!this.sockets.allow(identity, kind)) return this.sockets.send(ws, { type: "reject", error: tooMany(kind) });
    if (!parsed.ok) return this.sockets.send(ws, { type: "reject", error: parsed.error });
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
      const seats = await this.seats.heldBy(message.token);
      if (!seats.length) return this.sockets.send(ws, { type: "reject", error: "that seat token is not valid for this game" });
      identity = { seats, address: identity.address };
      const full = this.sockets.full(identity, ws);
      if (full) {
        this.sockets.send(ws, { type: "reject", error: full });
        return ws.close(1008, "too many sockets");
      }
      this.sockets.reidentify(ws, identity);
    }
    this.sockets.send(ws, this.welcome(identity, message.since, message.engine));
    this.announcePresence();
    // A player at the table: his first move should not wait for the game to be rebuilt (a replay, milliseconds
    // to tens of them after a wake) nor for the log's figures to be read. Done once the welcome is on its way.
    if (identity.seats.length && !this.session && this.meta()!.status === "playing") this.afterMove(() => this.readyForMoves());
  }

  /** What a room's first move needs (the game, the log's next id and budget, the votes), read ahead of it: each is kept while the room is awake. */
  private readyForMoves(): void {
    if (this.meta()?.status !== "playing") return;
    const session = this.loadSession();
    this.log.nextId();
    this.log.budget();
    this.votes.readAhead();
    // And a run's best routes where the game waits for one (as after a move: commit).
    if (session instanceof GameSession) session.anticipate();
  }

  /** `engine`: the client's build of the engine; one the same as this room's may revive the game from its snapshot rather than replay the whole log. */
  private welcome(identity: SocketIdentity, since: number, engine?: string): ServerMessage {
    const meta = this.meta()!;
    const from = Math.min(since, meta.logLength);
    const snapshot = from === 0 && engine !== undefined && engine === engineBuild ? this.log.snapshot(meta.logLength) : null;
    return { type: "welcome", meta, seats: identity.seats, since: from, log: this.log.since(from), chat: this.recentChat(), undo: this.votes.shown(), ...(snapshot ? { snapshot } : {}) };
  }

  private chat(ws: WebSocket, identity: SocketIdentity, text: string): void {
    const meta = this.meta()!;
    if (identity.seats.length === 0 && !meta.spectatorChat) {
      return this.sockets.send(ws, { type: "reject", error: "spectators cannot chat at this table" });
    }
    const from = identity.seats.length ? meta.seats.find((s) => s.index === identity.seats[0])?.name ?? "?" : "Spectator";
    const line: ChatLine = { from, text, at: Date.now() };
    this.storeChat(line.from, line.text, line.at);
    this.sockets.broadcast({ type: "chat", ...line });
  }

  private act(ws: WebSocket, identity: SocketIdentity, message: Extract<ClientMessage, { type: "act" }>): void {
    const meta = this.meta()!;
    const n = meta.logLength;
    if (identity.seats.length === 0) return this.sockets.send(ws, { type: "reject", error: "spectators cannot act", n });
    if (meta.status !== "playing") return this.sockets.send(ws, { type: "reject", error: meta.status === "open" ? "the game has not started yet" : "the game is over", n });
    if (message.expect !== n) return this.sockets.send(ws, { type: "reject", error: `The game moved on before your move arrived (it has ${n} moves, your page had ${message.expect}); your page is brought up to date.`, n });
    const session = this.loadSession();
    // The action's canonical form (Ruleset.stored): only what the rules read, each field bounded, a run's
    // hexes and revenue the game's; nothing else a client sends reaches the log. Its id and time are the room's.
    let action: LogAction;
    try {
      action = RULESETS[meta.title]!.stored({ ...message.action, id: this.log.nextId(), created_at: Math.floor(Date.now() / 1000) }, session.game) as LogAction;
    } catch (e) {
      if (e instanceof GameError) return this.sockets.send(ws, { type: "reject", error: e.message, n });
      throw e;
    }
    if (action.type === "message" && String(action.message ?? "").length > MAX_TEXT) {
      return this.sockets.send(ws, { type: "reject", error: `A message is at most ${MAX_TEXT} characters.`, n });
    }
    const text = JSON.stringify(action);
    const bytes = utf8Bytes(text);
    if (bytes > MAX_ENTRY_BYTES) {
      return this.sockets.send(ws, { type: "reject", error: `A move is at most ${MAX_ENTRY_BYTES.toLocaleString("en")} bytes as stored; this one has ${bytes.toLocaleString("en")}.`, n });
    }
    // The log's budget is charged to the seat the entry is stored under (commit): a decision's asker's first seat, a move's controller.
    const overBudget = (seat: number) => this.log.budget().refusal(seat, action.type, bytes);

    if (DECISION_TYPES.has(action.type)) {
      const refused = overBudget(identity.seats[0]!);
      return refused ? this.sockets.send(ws, { type: "reject", error: refused, n }) : this.decide(ws, identity, action, session);
    }

    const controller = this.seatActingFor(ws, identity, session, action);
    if (controller === null) return;
    // A request waiting holds back every move but those of a player who agreed to it (worker/votes.ts).
    const held = this.votes.holdsBack(action.type, identity.seats);
    if (held) return this.sockets.send(ws, { type: "reject", error: held, n });
    const refused = overBudget(controller);
    // A full log still takes the move that finishes the game (worker/limits.ts END_RESERVE_BYTES): it is played to know.
    const ending = refused !== null && this.log.budget().refusal(controller, action.type, bytes, { ending: true }) === null;
    if (refused && !ending) return this.sockets.send(ws, { type: "reject", error: refused, n });
    let stored: LogAction;
    try {
      // With what the players' programmes did in answer, in its `auto_actions` (LogSession.play).
      stored = session.play(action) as LogAction;
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      // A refusal costs the room about what a move does: it counts for several moves.
      this.sockets.allow(identity, "act", REFUSAL_COST - 1);
      return this.sockets.send(ws, { type: "reject", error: e.message, n });
    }
    if (refused && !session.game.finished) {
      // Not the game's end: the game is rebuilt from the stored log without it, at an undo's cost.
      this.session = null;
      this.sockets.allow(identity, "act", REBUILD_COST - 1);
      return this.sockets.send(ws, { type: "reject", error: refused, n });
    }
    // Written and measured once: stored, broadcast (as it is unless the programmes answered).
    this.commit(stored, controller, [], stored === action ? { text, bytes } : undefined);
  }

  /** The seat of the socket's that controls the action's entity, or null once the socket is told why none does (a rejection sent). */
  private seatActingFor(ws: WebSocket, identity: SocketIdentity, session: LogSession, action: LogAction): number | null {
    const meta = this.meta()!;
    const n = meta.logLength;
    const controller = this.controllerOf(session, action);
    if (typeof controller === "string") {
      this.sockets.send(ws, { type: "reject", error: controller, n });
      return null;
    }
    if (!identity.seats.includes(controller)) {
      const name = meta.seats.find((s) => s.index === controller)?.name ?? `seat ${controller + 1}`;
      const error = action.entity_type === "player" ? `That is ${name}'s move, not yours.` : `${String(action.entity)} is run by ${name}, not by you.`;
      this.sockets.send(ws, { type: "reject", error, n });
      return null;
    }
    if (meta.seats.find((s) => s.index === controller)?.bot) {
      this.sockets.send(ws, { type: "reject", error: `A bot plays seat ${controller + 1} now: take the seat back before you move for it.`, n });
      return null;
    }
    return controller;
  }

  /**
   * Stores an accepted action, then tells everyone. `takesBack`: the places (from 1) of the moves an undo
   * took back, charged to its seat; `written`: the action as JSON and its size, where the move's checks had them already.
   */
  private commit(action: LogAction, seat: number | null, takesBack: readonly number[] = [], written?: { text: string; bytes: number }): void {
    const text = written?.text ?? JSON.stringify(action);
    const game = this.session!.game;
    // Where the turn stands after the move, read off the game before the write: its record (and a notice
    // it queues) goes in the move's own transaction, one commit a move (worker/notify.ts turnChanged).
    // A table with no webhook nor push subscription records no turn (worker/notify.ts listenFrom).
    const turn = this.notifier.listening() ? this.turn(this.log.length() + 1) : null;
    let noticed = false;
    const n = this.log.append(action, seat, text, () => {
      if (game.finished) this.sql.exec("UPDATE game SET status = 'finished', result = ?", JSON.stringify(game.result()));
      if (turn) noticed = this.notifier.turnChanged(turn, this.meta()!);
    }, takesBack, written?.bytes);
    if (game.finished) this.changed();
    // The frame written around the stored text: what JSON.stringify of this message gives, without writing the action again.
    this.sockets.broadcast({ type: "action", n, action }, undefined, `{"type":"action","n":${n},"action":${text}}`);
    // The game moved on: a request still waiting lapses, and those refused may ask again (worker/votes.ts).
    const lapsed = this.votes.played(action.type, (asker) => seat !== null && this.onePlayer(asker, seat));
    if (lapsed) this.settle(lapsed);
    if (n % SNAPSHOT_EVERY === 0) this.snapshotWhenIdle(n);
    // What the next move may need is found while the table waits for it (a run's best routes), not while its player does.
    const session = this.session;
    // Asked now, without doing it: most moves leave none (a stock round's), and then no timer is set (afterMove).
    const ahead = session instanceof GameSession && !game.finished ? session.anticipation() : null;
    if (ahead) this.afterMove(() => this.session === session && ahead());
    if (!game.finished) void this.bots.schedule(this.session!, this.meta()!);
    // The end, or a move at a table listed as abandoned, is told to the lobby (worker/room-lifecycle.ts).
    if (game.finished || this.lifecycle.abandoned()) void this.lifeGoesOn();
    // A notice queued with the move is sent from the alarm.
    if (noticed) void this.scheduleAlarm();
  }

  /**
   * Work a move (or a player's hello) leaves that its players need not wait for: a socket's frames leave only when the event
   * that stored the move ends, so a snapshot a table without pause owes (snapshotWhenIdle) is taken
   * just after, in the next turn of the event loop, or first thing when the room's next message or
   * alarm comes sooner (followUp): it still sees the game as the move left it.
   */
  private afterMove(job: () => void): void {
    if (this.followUps.push(job) === 1) setTimeout(() => this.followUp(), 0);
  }

  /**
   * The snapshot owed every SNAPSHOT_EVERY entries (milliseconds of work) is taken when the table has
   * neither moved nor sent anything for SNAPSHOT_IDLE_MS, of the game as it stands then (a snapshot of any
   * length serves a wake): no move waits for it. Taken as soon as the move after it came, it was the
   * slowest answer of a game played without pause (#37, bench/rooms-load). A table that never pauses
   * takes it after its move (afterMove) once another SNAPSHOT_EVERY entries have come.
   */
  private snapshotWhenIdle(n: number): void {
    this.lastActivity = Date.now();
    if (this.snapshotOwed !== null && n - this.snapshotOwed >= SNAPSHOT_EVERY) {
      this.snapshotOwed = null;
      return this.afterMove(() => {
        if (this.log.length() === n && this.session) this.keepSnapshot(n);
      });
    }
    this.snapshotOwed ??= n;
    if (this.snapshotTimer === null) this.snapshotTimer = setTimeout(() => this.snapshotIfIdle(), SNAPSHOT_IDLE_MS);
  }

  private snapshotIfIdle(): void {
    const wait = this.lastActivity + SNAPSHOT_IDLE_MS - Date.now();
    if (wait > 0) {
      this.snapshotTimer = setTimeout(() => this.snapshotIfIdle(), wait);
      return;
    }
    this.snapshotTimer = null;
    if (this.snapshotOwed === null) return;
    this.snapshotOwed = null;
    // A game dropped to be rebuilt (a refused move) keeps its snapshot when it is rebuilt (loadSession).
    if (this.session) this.keepSnapshot(this.log.length());
  }

  /** Runs the work the moves before left (afterMove), in their order. */
  private followUp(): void {
    for (const job of this.followUps.splice(0)) {
      try {
        job();
      } catch (e) {
        console.error("after a move:", e);
      }
    }
  }

  /**
   * The table's decisions (worker/votes.ts): an undo or redo, played at once when it takes back (or
   * puts back) only the asker's own moves, and ending the game, played at once only where nobody
   * else is to be asked (a hotseat table, a solitaire). Otherwise every other seated player is asked.
   */
  private decide(ws: WebSocket, identity: SocketIdentity, action: LogAction, session: LogSession): void {
    const n = this.log.length();
    if (this.votes.pending()) return this.sockets.send(ws, { type: "reject", error: "a request is already waiting for the table's consent", n });
    let own = false;
    let takesBack: number[] = [];
    if (action.type === "end_game") {
      // Ending the game early is the table's decision, asked by a player for himself.
      if (action.entity_type !== "player") return this.sockets.send(ws, { type: "reject", error: "only a player may ask to end the game", n });
      if (this.seatActingFor(ws, identity, session, action) === null) return;
    } else {
      if (action.type === "undo" && session.undoable() === 0) {
        return this.sockets.send(ws, { type: "reject", error: session.game.undoLimit?.()?.why ?? "there is nothing to undo", n });
      }
      if (action.type === "redo" && !session.redoable()) return this.sockets.send(ws, { type: "reject", error: "there is nothing to redo", n });
      let changed: number[];
      try {
        changed = session.changedBy(action);
      } catch (e) {
        if (e instanceof GameError) return this.sockets.send(ws, { type: "reject", error: e.message, n });
        throw e;
      }
      if (changed.length === 0) return this.sockets.send(ws, { type: "reject", error: `This ${action.type} would change nothing.`, n });
      // An undo is charged what it takes back (worker/limits.ts LogBudget).
      if (action.type === "undo") {
        takesBack = changed.map((i) => i + 1);
        const refused = this.log.budget().refusal(identity.seats[0]!, "undo", utf8Bytes(JSON.stringify(action)), { takesBack: this.log.notYetTakenBack(takesBack) });
        if (refused) return this.sockets.send(ws, { type: "reject", error: refused, n });
      }
      own = this.ownMoves(changed, identity.seats, session);
      // The message itself was counted as one move.
      if (!this.sockets.allow(identity, "act", REBUILD_COST - 1)) return this.sockets.send(ws, { type: "reject", error: tooMany("act", REBUILD_COST), n });
    }
    const others = this.consentFrom([...identity.seats]);
    const refused = own || others.length === 0 ? null : this.votes.mayAsk(identity.seats);
    if (refused) return this.sockets.send(ws, { type: "reject", error: refused, n });
    if (own || others.length === 0) {
      try {
        session.apply(action);
      } catch (e) {
        if (e instanceof GameError) return this.sockets.send(ws, { type: "reject", error: e.message, n });
        throw e;
      }
      return this.commit(action, identity.seats[0]!, takesBack);
    }
    const request: PendingDecision = {
      kind: action.type as PendingDecision["kind"],
      seat: identity.seats[0]!,
      name: this.seatName(identity.seats[0]!),
      n,
      waiting: others,
      action,
    };
    this.votes.ask(request);
    this.sockets.broadcast({ type: "undo_request", ...this.votes.shown()! });
  }

  /**
   * Whether the log entries an undo or redo changes (indices in the session's entries) are all the
   * asker's own: played from his seats, and carrying no programmed move of another player (taking
   * those back would let him see the others' answers and try again).
   */
  private ownMoves(changed: number[], seats: readonly number[], session: LogSession): boolean {
    // Who wrote the last line of the log (his own undo, a chat message) does not matter.
    const seatOf = this.log.seats();
    const seatOfPlayer = new Map(this.meta()!.seats.map((s) => [s.playerId, s.index]));
    return changed.every((i) => {
      const seat = seatOf.get(i + 1);
      if (seat === null || seat === undefined || !seats.includes(seat)) return false;
      const autos = (session.entries[i] as { auto_actions?: { entity?: unknown; entity_type?: unknown }[] }).auto_actions ?? [];
      return autos.every((a) => a.entity_type === "player" && seats.includes(seatOfPlayer.get(String(a.entity)) ?? -1));
    });
  }

  /** The seats whose consent a request from these seats needs (worker/votes.ts). */
  private consentFrom(asker: number[]): number[] {
    return consentNeeded(asker, this.seats.seated(), (s) => this.seats.voterFor(s), (s) => this.seats.sameHolder(s, asker));
  }

  /** Whether two seats answer to one player at the table's decisions: one token's, or a bot the creator seated and the creator's. */
  private onePlayer(a: number, b: number): boolean {
    const [va, vb] = [this.seats.voterFor(a), this.seats.voterFor(b)];
    return va === vb || this.seats.sameHolder(va, [vb]);
  }

  private seatName(seat: number): string {
    return this.meta()!.seats.find((s) => s.index === seat)?.name ?? `Seat ${seat + 1}`;
  }

  private vote(ws: WebSocket, identity: SocketIdentity, accept: boolean): void {
    this.settle(this.votes.vote(identity.seats, accept, (s) => this.seatName(s)), ws);
  }

  /** After the seating changed: a request waiting asks only those who still must answer (a seat handed out, through its new holder). */
  private reseatVotes(): void {
    const outcome = this.votes.reseat((request) => this.consentFrom([request.seat]));
    if (outcome) this.settle(outcome);
  }

  /** Tells the table what a vote came to, and plays what it agreed to. */
  private settle(outcome: VoteOutcome, ws?: WebSocket): void {
    switch (outcome.kind) {
      case "refused":
        if (ws) this.sockets.send(ws, { type: "reject", error: outcome.error });
        return;
      case "waiting":
        return this.sockets.broadcast({ type: "undo_request", ...this.votes.shown()! });
      case "withdrawn":
      case "declined": {
        this.sockets.broadcast({ type: "undo_result", accepted: false, by: outcome.kind === "withdrawn" ? `${outcome.by}, who withdrew the request` : outcome.by, ...(outcome.kind === "withdrawn" ? { withdrawn: true } : {}) });
        // The bots wait while a request does.
        const meta = this.meta()!;
        if (meta.status === "playing") void this.bots.schedule(this.loadSession(), meta);
        return;
      }
      case "lapsed":
        return this.sockets.broadcast({ type: "undo_result", accepted: false, by: "the game moved on" });
      case "agreed": {
        const { request, by } = outcome;
        const session = this.loadSession();
        if (request.n !== this.log.length()) return this.sockets.broadcast({ type: "undo_result", accepted: false, by: "the game moved on" });
        let takesBack: number[] = [];
        try {
          if (request.action.type === "undo") takesBack = session.changedBy(request.action).map((i) => i + 1);
          session.apply(request.action);
        } catch (e) {
          if (e instanceof GameError) return this.sockets.broadcast({ type: "undo_result", accepted: false, by: e.message });
          throw e;
        }
        this.commit(request.action, request.seat, takesBack);
        return this.sockets.broadcast({ type: "undo_result", accepted: true, by });
      }
    }
  }

  // ---- helpers ------------------------------------------------------------------

  /** The game, rebuilt from the stored log if this object has just woken: from its snapshot and the entries after it where it can be. */
  private loadSession(): LogSession {
    if (this.session) return this.session;
    const meta = this.meta()!;
    const rules = RULESETS[meta.title]!;
    const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
    const setup = { players, options: { optional_rules: meta.options.optional_rules }, seed: meta.seed };
    const entries = this.log.since(0);
    const snapshot = this.log.snapshot(entries.length);
    const resumed = snapshot && rules.resume ? rules.resume(setup, entries, snapshot.n, snapshot.text) : null;
    // Every entry of the stored log was accepted when it was played (or imported): it replays trusted.
    this.session = resumed ?? rules.session(setup, entries, "trusted");
    // A game replayed in full keeps a snapshot for its next wake (a table older than snapshots, or than this build).
    if (!resumed && entries.length >= SNAPSHOT_EVERY) this.keepSnapshot(entries.length);
    return this.session;
  }

  /** Keeps a snapshot of the game as it stands after the first n log entries (where its rules take snapshots). */
  private keepSnapshot(n: number): void {
    const rules = RULESETS[this.meta()!.title]!;
    if (!rules.snapshot || !this.session) return;
    try {
      this.log.keepSnapshot(n, rules.snapshot(this.session.game));
    } catch (e) {
      // A cache only: the room replays its log instead.
      console.error(`no snapshot of the game after ${n} entries: ${(e as Error).message}`);
    }
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

  private recentChat(): ChatLine[] {
    return this.sql
      .exec("SELECT name, text, at FROM chat ORDER BY n DESC LIMIT ?", CHAT_HISTORY)
      .toArray()
      .reverse()
      .map((r) => (r.name === "" ? { from: SITE_NAME, text: String(r.text), at: Number(r.at), system: true } : { from: String(r.name), text: String(r.text), at: Number(r.at) }));
  }

  /** Tells everyone who is here, when that changed (`except`: a socket closing). */
  private announcePresence(except?: WebSocket): void {
    this.sockets.announcePresence(() => this.meta()?.seats ?? [], except);
    this.presenceToLobby(except);
  }

  /** An open public table tells its lobby how many of its players are here, when that changed (worker/lobby-rank.ts). */
  private presenceToLobby(except?: WebSocket): void {
    const meta = this.meta();
    if (meta?.status !== "open" || !meta.public) return;
    const here = this.lobbyPresence.news(this.sockets.all(), except);
    if (here !== null) void this.env.LOBBY.get(this.env.LOBBY.idFromName(lobbyShard(meta.title))).here(meta.id, here);
  }

  /** Stores a chat line (name "" for the site's own), keeping the newest MAX_CHAT_LINES. */
  private storeChat(name: string, text: string, at: number): void {
    this.sql.exec("INSERT INTO chat (name, text, at) VALUES (?, ?, ?)", name, text, at);
    this.sql.exec("DELETE FROM chat WHERE n <= (SELECT MAX(n) FROM chat) - ?", MAX_CHAT_LINES);
  }

  /** After the seating or the status changed, every socket gets a fresh welcome. */
  private broadcastWelcome(): void {
    this.sockets.each((identity) => this.welcome(identity, this.log.length()));
  }

  private async reportToLobby(): Promise<void> {
    const meta = this.meta();
    if (meta) await this.env.LOBBY.get(this.env.LOBBY.idFromName(lobbyShard(meta.title))).report(meta, this.lifecycle.abandoned());
  }
}

/**
 * The table's options as stored (their JSON text), playable by this engine (storedChoice: a table written
 * by an older one still opens). Worked out once per title and text in the isolate rather than at every
 * wake (#37, 10), for at most PLAYABLE_KEPT choices at once; never changed by those who read them.
 */
function storedOptions(text: string, title: string): GameOptions {
  const key = `${title}\n${text}`;
  let options = playableOptions.get(key);
  if (options === undefined) {
    const stored = JSON.parse(text) as GameOptions;
    const rules = RULESETS[title];
    options = rules && stored.optional_rules ? { ...stored, optional_rules: storedChoice(rules.optionalRules, stored.optional_rules) } : stored;
    if (playableOptions.size >= PLAYABLE_KEPT) playableOptions.clear();
    playableOptions.set(key, options);
  }
  return options;
}
const PLAYABLE_KEPT = 256;
const playableOptions = new Map<string, GameOptions>();

/** Lobby shards: one Lobby object per title keeps each list small. */
export function lobbyShard(title: string): string {
  return `lobby:${title}`;
}
