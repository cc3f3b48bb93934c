// The client's view of one table: the room's meta, the log, and the same
// engine the server runs, rebuilt from the log so the page shows only legal
// moves and applies broadcast actions itself.
import { signal, type Signal } from "@preact/signals";
import { Company, Corporation, Player, type Entity } from "../../shared/engine/entities.ts";
import { GameError } from "../../shared/engine/errors.ts";
import type { Game } from "../../shared/engine/game.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import { controllingPlayer, GameSession, playerToAct, type LogSession } from "../../shared/engine/session.ts";
import { loadRuleset } from "../../shared/games/load.ts";
import type { GameSetup, Ruleset } from "../../shared/engine/session.ts";
import type { RouteHighlight } from "../../shared/board/board.tsx";
import type { ChatLine, GameMeta, GameSnapshot, LogAction, Presence, ServerMessage, TableDecision, UndoRequest } from "../../shared/protocol.ts";
import { seatTokens } from "./seat-tokens.ts";
import { GameSocket, takeAhead, type SocketState } from "./socket.ts";

/** The tiles an entity played here may lay now, and how to lay one: the map highlights their hexes and offers the tiles. */
export interface TileLays {
  options: readonly Extract<LegalAction, { type: "lay_tile" }>[];
  lay(option: Extract<LegalAction, { type: "lay_tile" }>, rotation: number): void;
}

export class Table {
  readonly meta: Signal<GameMeta | null> = signal(null);
  readonly seats: Signal<number[]> = signal([]);
  readonly state: Signal<SocketState> = signal("connecting");
  /** Bumped whenever the game changes, so views re-render. */
  readonly version = signal(0);
  readonly chat: Signal<ChatLine[]> = signal([]);
  readonly presence: Signal<Presence | null> = signal(null);
  readonly undo: Signal<UndoRequest | null> = signal(null);
  /** How the table's last request ended ("Cy refused to end the game."), until the game moves on or another is asked. */
  readonly decided: Signal<string | null> = signal(null);
  /** Lines the log shows for undos and redos, placed after that many of the game's log lines. */
  readonly undoNotes: Signal<{ after: number; text: string }[]> = signal([]);
  /** The last thing the server refused, in its words. */
  readonly error: Signal<string | null> = signal(null);
  readonly log: LogAction[] = [];
  /** UI state shared by the map and the action panel: the chosen hex, the tiles that may be laid, the routes being considered. */
  readonly selectedHex: Signal<string | null> = signal(null);
  readonly tileLays: Signal<TileLays | null> = signal(null);
  readonly routePreview: Signal<RouteHighlight[] | null> = signal(null);
  /** While a route is being drawn, a click on the map goes here instead of choosing a hex. */
  readonly hexClick: Signal<((hex: string) => void) | null> = signal(null);
  #played: LogSession | null = null;
  /**
   * The live game of any title, rebuilt from the log. It changes in place, so
   * reading it subscribes the view to `version`: a view that kept its props
   * would otherwise keep drawing its first render.
   */
  get played(): LogSession | null {
    this.version.value;
    return this.#played;
  }
  /** This browser's move on its way: sent, but its place in the log not yet seen. */
  readonly sending: Signal<boolean> = signal(false);
  private pending: { expect: number; action: LogAction } | null = null;
  /** The connection dropped since the last welcome: a pending move may not have arrived. */
  private dropped = false;
  private readonly socket: GameSocket;

  constructor(
    readonly id: string,
    access: { token?: string | null; tokenInHello?: boolean } = {},
  ) {
    const token = access.token === undefined ? seatTokens.get(id) : access.token;
    const handlers = {
      since: () => this.log.length,
      onState: (s: SocketState) => {
        if (s === "closed") (this.dropped = true), (this.resyncing = false);
        this.state.value = s;
      },
      onMessage: (m: ServerMessage) => this.receive(m),
    };
    // The game page's socket may be open already (the app shell opens it while this code loads).
    const opened = access.tokenInHello ? null : takeAhead(id, token, handlers);
    this.socket = opened ?? new GameSocket({ gameId: id, token, tokenInHello: access.tokenInHello ?? false, snapshots: true, ...handlers });
  }

  close(): void {
    this.socket.close();
  }

  /** The live session when the title is an 18xx game. */
  get session(): GameSession | null {
    return this.played instanceof GameSession ? this.played : null;
  }

  /** The live game when the title is an 18xx game. */
  get game(): Game | null {
    return this.session?.game ?? null;
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case "welcome": {
        this.resyncing = false;
        const fresh = this.meta.value?.status !== message.meta.status || message.since < this.log.length;
        this.meta.value = message.meta;
        this.seats.value = message.seats;
        this.chat.value = message.chat;
        this.undo.value = message.undo;
        this.log.length = Math.min(this.log.length, message.since);
        this.log.push(...message.log);
        // A welcome from the start may bring the room's snapshot of its game: the game revives from it.
        if (message.since === 0) this.snapshot = message.snapshot ?? null;
        if (fresh || !this.#played) this.rebuild();
        else for (const a of message.log) this.applyLocal(a);
        if (this.dropped) this.settlePending();
        this.dropped = false;
        break;
      }
      case "action":
        if (message.n !== this.log.length + 1) {
          // We missed something: ask for it again (once: the welcome brings everything since).
          this.resync();
          return;
        }
        if (this.pending?.expect === this.log.length) this.setPending(null);
        this.log.push(message.action);
        this.decided.value = null;
        this.applyWithNote(message.action);
        if (this.meta.value) this.meta.value = { ...this.meta.value, logLength: this.log.length };
        this.error.value = null;
        break;
      case "reject":
        this.setPending(null);
        this.error.value = message.error;
        if (message.n !== undefined && message.n !== this.log.length) this.resync();
        break;
      // The game is unchanged: the views that show these read their signals, and the page is not drawn again (issue
      // #40, 12: the presence that follows a welcome drew a long game's whole page a second time as it opened).
      case "chat":
        this.chat.value = [...this.chat.value, message].slice(-200);
        return;
      case "presence":
        this.presence.value = message;
        return;
      case "undo_request":
        this.undo.value = message;
        this.decided.value = null;
        break;
      case "undo_result":
        this.decided.value = decisionOutcome(this.undo.value, message, this.meta.value?.seats.map((s) => s.name) ?? []);
        this.undo.value = null;
        break;
    }
    this.version.value++;
  }

  /** A hello sent to catch up and not yet answered: one is enough (the room bounds hellos). */
  private resyncing = false;

  private resync(): void {
    if (this.resyncing) return;
    this.resyncing = true;
    this.socket.send({ type: "hello", since: this.log.length });
  }

  /** The title's rules, once loaded (each title is its own chunk of the app). */
  private rules: Ruleset | null = null;
  /** The room's snapshot of its game after the first entries of this.log (a welcome's), until the game is rebuilt. */
  private snapshot: GameSnapshot | null = null;

  private rebuild(): void {
    const meta = this.meta.value;
    if (meta && !this.rules) {
      // With the snapshot reader where the room sent a snapshot to read.
      const loading = loadRuleset(meta.title, meta.options.optional_rules, this.snapshot !== null);
      if (!loading) {
        this.error.value = `${meta.title} cannot be played here`;
        return;
      }
      void loading.then(
        (rules) => {
          this.rules = rules;
          this.rebuild();
          this.version.value++;
        },
        (e: Error) => (this.error.value = `The rules of ${meta.title} could not be loaded: ${e.message}`),
      );
      return;
    }
    const rules = this.rules;
    if (!meta || !rules || meta.status === "open") {
      this.#played = null;
      return;
    }
    const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
    const setup = { players, options: { optional_rules: meta.options.optional_rules }, seed: meta.seed };
    try {
      // Every entry of this.log came from the room, whose engine accepted it (an imported log was
      // checked there): the game revives from the room's snapshot and the entries after it, or
      // replays them all trusted, as the room does; the moves and live entries applied after it
      // are checked (LogSession.apply). Measured as "replay" (bench/page-open).
      const start = performance.now();
      const snapshot = this.snapshot;
      // It serves this one rebuild (a later one replays): its text is a large string to keep.
      this.snapshot = null;
      const resumed = snapshot && rules.resume ? this.revive(rules, setup, snapshot) : null;
      this.#played = resumed ?? rules.session(setup, this.log, "trusted");
      performance.measure("replay", { start, detail: { entries: this.log.length, fromSnapshot: resumed ? snapshot!.n : null } });
    } catch (e) {
      this.error.value = `This game could not be shown: ${(e as Error).message}`;
      this.#played = null;
    }
  }

  /** The game revived from the room's snapshot and the entries after it; null where it cannot be (the log replays: a snapshot is only a cache). */
  private revive(rules: Ruleset, setup: GameSetup, snapshot: GameSnapshot): LogSession | null {
    try {
      return rules.resume!(setup, this.log, snapshot.n, snapshot.text);
    } catch (e) {
      console.warn(`The game was replayed: its room's snapshot could not be read (${(e as Error).message})`);
      return null;
    }
  }

  /** Applies an action; an undo or a redo leaves a line in the log saying what it took back or put back, and who asked. */
  private applyWithNote(action: LogAction): void {
    const game = this.game;
    if (!game || (action.type !== "undo" && action.type !== "redo")) return this.applyLocal(action);
    const before = game.messages.map((m) => m.text);
    const name = this.nameOf(action);
    this.applyLocal(action);
    const after = this.game?.messages.map((m) => m.text) ?? [];
    const moves = (action.type === "undo" ? before.slice(after.length) : after.slice(before.length)).filter((t) => !t.startsWith("--"));
    const text = `${name} ${action.type === "undo" ? "took back" : "put back"}: ${moves.join("; ") || "a move"}`;
    this.undoNotes.value = [...this.undoNotes.value.filter((n) => n.after <= after.length), { after: after.length, text }];
  }

  /** The name of the player who sent an action, as the table knows him. */
  private nameOf(action: LogAction): string {
    const id = String(action.entity);
    return this.meta.value?.seats.find((s) => s.playerId === id)?.name ?? (this.game?.players.find((p) => p.id === id)?.name ?? "A player");
  }

  /** What an undo asked for now would take back, in the log's words (the last move in effect). */
  undoneByUndo(): string {
    const session = this.session;
    if (!session) return "the last move";
    const entries = session.entries;
    let changed: number[] = [];
    try {
      changed = session.changedBy({ type: "undo" });
    } catch {
      return "the last move";
    }
    const effective = effectiveActions(entries);
    const texts = changed.flatMap((i) => {
      const k = effective.indexOf(entries[i]!);
      return session.game.messages.filter((m) => m.n === k + 1 && !m.text.startsWith("--")).map((m) => m.text);
    });
    return texts.join("; ") || "the last move";
  }

  private applyLocal(action: LogAction): void {
    if (!this.#played) return this.rebuild();
    try {
      this.#played.apply(action);
    } catch (e) {
      if (e instanceof GameError) this.rebuild();
      else throw e;
    }
  }

  /**
   * The hexes the last turn on the map changed (its tiles and stations), when it was not this browser's:
   * the map outlines them, so a bot's or another player's move is found at a glance.
   */
  lastMoveHexes(): string[] {
    const session = this.session;
    if (!session) return [];
    const game = session.game;
    const moves = effectiveActions(session.entries).filter((a) => a.type !== "message") as { type: string; entity?: unknown; hex?: string; city?: string }[];
    const onMap = (a: (typeof moves)[number]) => a.type === "lay_tile" || a.type === "place_token";
    let i = moves.length - 1;
    while (i >= 0 && !onMap(moves[i]!)) i--;
    if (i < 0) return [];
    const entityOf = (move: (typeof moves)[number]) => {
      const id = String(move.entity);
      return game.players.find((p) => p.id === id) ?? game.corporations.find((c) => c.sym === id) ?? game.companies.find((c) => c.sym === id);
    };
    const seatOf = (move: (typeof moves)[number]) => {
      const entity = entityOf(move);
      return entity ? this.controller(entity) : null;
    };
    const entity = entityOf(moves[i]!);
    if (entity && this.controls(entity)) return [];
    const seat = seatOf(moves[i]!);
    const hexes = new Set<string>();
    // That player's turn: his moves (his corporation's, his privates') back to another's.
    for (; i >= 0 && seatOf(moves[i]!) === seat; i--) {
      const move = moves[i]!;
      if (move.type === "lay_tile" && move.hex) hexes.add(move.hex);
      if (move.type === "place_token" && move.city) {
        try {
          hexes.add(game.board.cityById(move.city).hex);
        } catch {
          // A station space named otherwise (no city): its hex is not needed to follow the game.
        }
      }
    }
    return [...hexes];
  }

  // ---- acting ---------------------------------------------------------------------

  /** The seat index of the player who controls an entity, or null. */
  controller(entity: Entity): number | null {
    const player = controllingPlayer(entity);
    const seat = player && this.meta.value?.seats.find((s) => s.playerId === player.id);
    return seat ? seat.index : null;
  }

  /** Whether the game waits for this browser: it holds the seat of the player to act (playerToAct; never for a move out of turn). */
  waitsForMe(game: Game): boolean {
    const player = playerToAct(game);
    return player !== null && this.controls(player);
  }

  /** Whether this browser holds the seat that controls the entity (and has not handed it to a bot). */
  controls(entity: Entity): boolean {
    const seat = this.controller(entity);
    return seat !== null && this.seats.value.includes(seat) && !this.meta.value?.seats.find((s) => s.index === seat)?.bot;
  }

  /**
   * The request that holds this browser's moves back, or null: a request holds every move but those of a
   * player who has agreed to it, whose move ends it (worker/votes.ts holdsBack; issue #37: nobody is held
   * back by a request he has answered).
   */
  heldByRequest(): UndoRequest | null {
    const request = this.undo.value;
    if (!request || this.seats.value.some((s) => request.agreed?.includes(s))) return null;
    return request;
  }

  /**
   * Sends a move. It stays pending until its place in the log is filled: a
   * move sent into a connection that drops is sent again once the socket is
   * back, if nothing took its place (the server refuses a move whose `expect`
   * is stale, so it is never played twice).
   */
  act(action: Record<string, unknown>): void {
    this.error.value = null;
    // The room plays no move while the table decides (worker/votes.ts): say so here, before sending.
    const held = this.heldByRequest();
    if (held) {
      this.error.value = `No move until the table has answered ${held.name}'s request.`;
      return;
    }
    if (this.pending?.expect === this.log.length) {
      this.error.value = "Your last move is still on its way.";
      return;
    }
    this.setPending({ expect: this.log.length, action: action as LogAction });
    if (!this.socket.send({ type: "act", ...this.pending! })) {
      this.error.value = "Not connected: your move will be sent once the connection is back…";
    }
  }

  private setPending(pending: { expect: number; action: LogAction } | null): void {
    this.pending = pending;
    this.sending.value = pending !== null;
  }

  /** After a (re)connection: the pending move was played, was overtaken, or is sent again. */
  private settlePending(): void {
    const pending = this.pending;
    if (!pending) return;
    if (this.log.length === pending.expect) {
      this.socket.send({ type: "act", ...pending });
      return;
    }
    this.setPending(null);
    const entry = this.log[pending.expect] as Record<string, unknown> | undefined;
    const ours = entry && Object.entries(pending.action).every(([k, v]) => JSON.stringify(entry[k]) === JSON.stringify(v));
    if (!ours) this.error.value = "The game moved on before your move arrived; it was not played.";
  }

  say(text: string): void {
    this.socket.send({ type: "chat", text });
  }

  vote(accept: boolean): void {
    this.socket.send({ type: "undo_vote", accept });
  }
}

/** What a request to the table asks, as its outcome names it. */
const ASKED: Record<TableDecision, string> = { undo: "to take back a move", redo: "to put back a move", end_game: "to end the game" };

/** How a request ended, in words: granted, refused by whom, withdrawn, or lapsed (`request`: the one the page saw waiting). */
export function decisionOutcome(request: UndoRequest | null, result: Extract<ServerMessage, { type: "undo_result" }>, names: readonly (string | null)[]): string {
  const asked = request ? `${request.name}'s request ${ASKED[request.kind]}` : "The request";
  if (result.accepted) return `${asked} was granted.`;
  if (result.withdrawn) return `${request?.name ?? "The asker"} withdrew the request ${request ? ASKED[request.kind] : ""}.`.replace(" .", ".");
  // The room names the one who refused, or why the request could not be played ("the game moved on").
  return names.includes(result.by) ? `${result.by} refused ${asked}.` : `${asked} lapsed: ${result.by}.`;
}

/** The JSON fields that name an entity in an action, as 18xx.games writes them. */
export function entityRef(entity: Entity): { entity: string | number; entity_type: string } {
  if (entity instanceof Player) return { entity: /^\d+$/.test(entity.id) ? Number(entity.id) : entity.id, entity_type: "player" };
  if (entity instanceof Corporation) return { entity: entity.sym, entity_type: entity.entityType };
  return { entity: (entity as Company).sym, entity_type: "company" };
}
