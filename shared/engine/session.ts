// A game as a live table holds it: the raw log (with undo and redo entries,
// as 18xx.games records them) and the game it produces. Applying an entry is
// atomic: the engine refuses an action before changing anything, and where
// that cannot be known (a fault, a recorded automatic action refused after its
// action passed) the game is rebuilt from the log, so a refused action can
// never leave anything half-applied.
//
// Rooms and clients know titles only through a Ruleset: a way to rebuild a
// game from its log, and who may send an action. Any game that processes JSON
// actions one at a time and can be replayed from its log fits: the 18xx
// engine (GameSession, below) and titles with engines of their own (Railways).
import { GameError } from "./errors.ts";
import { Company, Corporation, Player, type Entity } from "./entities.ts";
import { Game, titleOptions, type GameOptions, type Title } from "./game.ts";
import { effectiveActions, type LogEntry } from "./log.ts";
import type { RuleOption } from "./options.ts";
import { storedAction } from "./action-check.ts";
import type { ActionOf } from "./action.ts";
import { anticipateRun, recordedRun, runAhead } from "./rounds/operating/run-routes.ts";
import { loanNumber } from "./loans.ts";

/** What a table needs from a game, whatever its rules. */
export interface PlayableGame {
  readonly finished: boolean;
  /** Applies one action (not undo/redo), or throws a GameError and changes nothing. */
  process(action: unknown): void;
  /** Player id -> final value (or score). */
  result(): Record<string, number>;
  /** How many of the actions in effect can no longer be taken back, and why; absent or null: any can. */
  undoLimit?(): { keep: number; why: string } | null;
  /** The players' ids in the order they sit and play, where the game deals the seats (1830 V-1.1); absent: as seated at the table. */
  seatOrder?(): string[];
  /** Where the game stands, in a few words (link previews). */
  standing?(): string;
  /** The game log in words, with the number of actions in effect when each line was written. */
  readonly messages?: readonly { n: number; text: string }[];
  /** The actions the game makes by itself now, for players who programmed them (18xx.games' `auto_actions`); absent: none. */
  autoActions?(): Record<string, unknown>[];
}

/** A table's settings: its players (in seat order), options (18xx.games `settings`) and seed. */
export interface GameSetup {
  players: { id: string | number; name: string }[];
  options: { optional_rules?: string[] };
  seed: number;
}

/** A title's rules as rooms and clients use them. */
export interface Ruleset<G extends PlayableGame = PlayableGame> {
  /** Optional rules (18xx.games ids or ours) with a line each for the lobby. */
  readonly optionalRules: readonly RuleOption[];
  /** Optional rules a game imported from 18xx.games plays with, so that its log replays (Title.importRules). */
  readonly importRules?: readonly string[];
  /** A live session: the game set up from `setup`, with the log `entries` replayed as played (checked, unless `mode` says they are the table's own stored log). */
  session(setup: GameSetup, entries?: readonly LogEntry[], mode?: ReplayMode): LogSession<G>;
  /** The game's whole state as text (a room's snapshot, shared/engine/snapshot.ts); absent where a title's games cannot be snapshot. */
  snapshot?(game: G): string;
  /**
   * The session of a stored log whose game after its first `at` entries a snapshot holds: the
   * game revived, the later entries applied as stored. Null when the snapshot cannot stand for
   * those entries (not this engine's, or an undo among the later entries may reach behind it):
   * then the log is replayed.
   */
  resume?(setup: GameSetup, entries: readonly LogEntry[], at: number, snapshot: string): LogSession<G> | null;
  /**
   * The action as a table stores it, its canonical form: checked, with only the fields the rules read
   * (knownFields), each bounded; a GameError when malformed. With the game it is about to be played in,
   * what the log records beyond that is rebuilt from the game (a run's hexes and revenue: recordedRun).
   */
  stored(action: unknown, game?: G): LogEntry;
  /** The id of the player whose seat may send this action; a GameError when nobody's can. */
  actor(game: G, action: { readonly [field: string]: unknown }): string;
  /** The game as a standalone SVG document (link previews), for titles that are not drawn by shared/board. */
  picture?(game: G, title: string): string;
}

/**
 * How a log replays. "checked": every action is checked as a move played is (an imported log,
 * entries from elsewhere). "trusted": entries these rules accepted when they were played - a
 * table's own stored log, or the session's own entries rebuilt after an undo - which replay without
 * the checks that cannot change the state (GameOptions.trusted), reaching the same game sooner.
 */
export type ReplayMode = "checked" | "trusted";

/**
 * The programmed moves one move may carry in its `auto_actions` (a stock round of seven players
 * passing by programme takes seven): past it, each programme that would act again ends, and its
 * player decides for himself. It bounds what one move adds to the log, whatever the programmes.
 */
export const MAX_PROGRAMMED_IN_A_ROW = 100;

/** The end of the programme that made this action, in its place. */
function programmesStop(made: Record<string, unknown>): Record<string, unknown> {
  return { type: "program_disable", entity: made.entity, entity_type: made.entity_type, reason: `programmes stopped after ${MAX_PROGRAMMED_IN_A_ROW} moves in a row` };
}

/** The raw log and the game it produces, rebuilt by `replay` from the actions in effect. */
export class LogSession<G extends PlayableGame = PlayableGame> {
  readonly entries: LogEntry[] = [];
  game: G;

  constructor(
    private readonly replay: (actions: LogEntry[], mode: ReplayMode) => G,
    entries: readonly LogEntry[] = [],
    mode: ReplayMode = "checked",
    /** The game these entries produce, where it is already known (a snapshot, Ruleset.resume): not replayed. */
    game?: G,
  ) {
    this.game = game ?? this.replay(effectiveActions(entries), mode);
    this.entries.push(...entries);
  }

  /** The game rebuilt from these entries, all of them accepted by this session. */
  private rebuild(entries: LogEntry[]): G {
    return this.replay(effectiveActions(entries), "trusted");
  }

  /** Applies one log entry, or throws (a GameError for an illegal action) and changes nothing. */
  apply(entry: LogEntry): void {
    if (entry.type === "undo" || entry.type === "redo") {
      const next = [...this.entries, entry];
      const limit = this.game.undoLimit?.();
      if (limit && effectiveActions(next).filter((e) => e.type !== "message").length < limit.keep) throw new GameError(limit.why);
      this.game = this.rebuild(next);
    } else {
      try {
        this.game.process(entry);
      } catch (e) {
        // A game refuses an action before changing anything (PlayableGame.process), so a refusal
        // costs what an acceptance does. Only an entry whose own action passed and one of its
        // recorded automatic actions did not, or a fault that is no refusal, may have left
        // something half-applied: then the game is rebuilt from the log.
        const autos = (entry as { auto_actions?: unknown[] }).auto_actions;
        if (!(e instanceof GameError) || autos?.length) this.game = this.rebuild(this.entries);
        throw e;
      }
    }
    this.entries.push(entry);
  }

  /**
   * Plays a new move at a live table: applies it (or throws, changing nothing), then
   * whatever the players' programmes do in answer, until they wait; those actions are
   * written in the entry's `auto_actions`, as 18xx.games' server writes them, so that
   * a replay (here, in a client, or on 18xx.games) applies them as recorded. Returns
   * the entry as it is to be stored. An entry that brings `auto_actions` of its own
   * is applied as recorded.
   */
  play(entry: LogEntry): LogEntry {
    this.apply(entry);
    if ((entry as { auto_actions?: unknown }).auto_actions !== undefined || !this.game.autoActions) return entry;
    const at = (entry as { created_at?: unknown }).created_at;
    const autos: Record<string, unknown>[] = [];
    try {
      for (let batch = this.game.autoActions(); batch.length; batch = this.game.autoActions()) {
        for (const made of batch) {
          // Past the bound, a programme that would act again ends instead (as a programme ends itself,
          // with its reason): one move never carries more than about MAX_PROGRAMMED_IN_A_ROW of them.
          const auto = autos.length >= MAX_PROGRAMMED_IN_A_ROW && made.type !== "program_disable" ? programmesStop(made) : made;
          const action = at === undefined ? auto : { ...auto, created_at: at };
          this.game.process(action);
          autos.push(action);
          if (auto !== made) break;
        }
        if (autos.length > 10_000) throw new Error("programmes kept acting without end");
      }
    } catch (e) {
      // A programme offered an action the game refuses: the move stands without what the
      // programmes did; the player acts for himself (the game is rebuilt without them).
      console.error(`a programme's action was refused after ${entry.type}: ${(e as Error).message}`);
      this.game = this.rebuild(this.entries);
      return entry;
    }
    if (!autos.length) return entry;
    const stored = { ...entry, auto_actions: autos } as LogEntry;
    this.entries[this.entries.length - 1] = stored;
    return stored;
  }

  /** The number of entries an undo without `action_id` would take back from (0 when nothing can be undone). */
  undoable(): number {
    const n = effectiveActions(this.entries).filter((e) => e.type !== "message").length;
    return n > (this.game.undoLimit?.()?.keep ?? 0) ? n : 0;
  }

  /**
   * The indices (in `entries`) of the actions in effect that an undo would
   * take back, or a redo put back: who may do it without the table's consent
   * depends on whose moves these are, not on who wrote the last line.
   */
  changedBy(entry: LogEntry): number[] {
    const before = new Set(effectiveActions(this.entries));
    const after = new Set(effectiveActions([...this.entries, entry]));
    const changed: number[] = [];
    this.entries.forEach((e, i) => {
      if (e.type !== "message" && before.has(e) !== after.has(e)) changed.push(i);
    });
    return changed;
  }

  /** Whether a redo would restore something: the last non-message entries are undos. */
  redoable(): boolean {
    let undos = 0;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const type = this.entries[i]!.type;
      if (type === "message") continue;
      if (type === "undo") undos++;
      else if (type === "redo") undos--;
      else break;
    }
    return undos > 0;
  }
}

export interface SessionSetup {
  title: Title;
  players: { id: string | number; name: string }[];
  options: GameOptions;
  seed: number;
}

/** An 18xx game's session. */
export class GameSession extends LogSession<Game> {
  constructor(
    readonly setup: SessionSetup,
    entries: readonly LogEntry[] = [],
    mode: ReplayMode = "checked",
    game?: Game,
  ) {
    super((actions, replayMode) => replayOnto(replayed(setup, replayMode), setup.options, actions, replayMode), entries, mode, game);
  }

  /** Work the next move may need, done while the table waits for it: the best routes a run is held to (anticipateRun). */
  anticipate(): void {
    this.anticipation()?.();
  }

  /**
   * That work, or null where there is none (runAhead: no corporation's run waiting for its search), asked
   * without doing it: a room sets a timer after a move only where there is work (#37: a timer a move cost
   * the room a fifth to a third of a millisecond of the platform's processor a move, in every round).
   */
  anticipation(): (() => void) | null {
    return runAhead(this.game) ? () => anticipateRun(this.game) : null;
  }
}

/** A new game, to replay a log onto. */
function replayed({ title, players, options, seed }: SessionSetup, mode: ReplayMode): Game {
  return new Game(title, players, { ...options, best_routes: false, consent: false, trusted: mode === "trusted" }, seed);
}

/** Applies stored actions to a game; the checks that hold for live moves are on again afterwards. */
export function replayOnto(game: Game, options: GameOptions, actions: readonly LogEntry[], mode: ReplayMode): Game {
  // The entries in the log were accepted when played (or imported as played):
  // they replay without the best-routes check (1830 7.4), which applies again
  // to the entries that follow; and their purchases between presidents were
  // agreed (GameOptions.consent). A trusted log skips the other checks too.
  Object.assign(game.options, { best_routes: false, consent: false, trusted: mode === "trusted" });
  for (const action of actions) game.process(action);
  game.options.best_routes = options.best_routes ?? true;
  game.options.consent = options.consent ?? true;
  game.options.trusted = false;
  return game;
}

/** The title a table with these options plays (rulesetOf). */
export type TitleForTable = (optionalRules: readonly string[]) => Title;

/** A session's setup for a table: its title as `forTable` chooses it, and its options. */
export function tableSetup(forTable: TitleForTable, setup: GameSetup): SessionSetup {
  const optional_rules = setup.options.optional_rules ?? [];
  return { title: forTable(optional_rules), ...setup, options: { optional_rules } };
}

/** The seat that may act for an entity: the player; a corporation's president (or who decides for it before it has one); a private's owner (or its president). */
export function controllingPlayer(entity: Entity): Player | null {
  if (entity instanceof Player) return entity;
  if (entity instanceof Corporation) return entity.actingFor ?? entity.president;
  if (entity instanceof Company) return entity.actingFor ?? (entity.owner instanceof Corporation ? entity.owner.president : entity.owner);
  return null;
}

/**
 * The player the game waits for: whoever controls the entity its round waits for, or null (the game is over,
 * or nobody). One answer for "your turn" everywhere (the room's turn, the page's title, tone and panel, "My
 * tables"): a private's ability usable out of turn (1830's MH exchange) is offered beside the turn, never as it.
 */
export function playerToAct(game: Game): Player | null {
  if (game.finished) return null;
  const active = game.round.activeEntity();
  return active ? controllingPlayer(active) : null;
}

/**
 * [share issues]: a corporation's issue or redemption of its own shares, stored with the price of a share it is made at
 * (`share_price`), as 18xx.games records it and reads it back (its log's price, not the share value, is paid).
 */
function issuePriced(game: Game, stored: LogEntry): LogEntry {
  const move = stored as { type: string; entity?: unknown; entity_type?: unknown; shares?: unknown };
  if ((move.type !== "sell_shares" && move.type !== "buy_shares") || move.entity_type !== "corporation" || !Array.isArray(move.shares)) return stored;
  const shares = JSON.stringify(move.shares);
  let corp: Corporation;
  try {
    corp = game.corporation(String(move.entity));
  } catch {
    return stored;
  }
  const legal = game.legalActions(corp).find((a) => (a.type === "sell_shares" || a.type === "buy_shares") && JSON.stringify(a.shares) === shares);
  return legal && "price" in legal ? ({ ...stored, share_price: legal.price / move.shares.length } as LogEntry) : stored;
}

/**
 * An 18xx title as a Ruleset. `forTable`: the title a table with these options plays, where a title
 * comes in two (1830 without the 1830+ components, title1830For); the whole title by default.
 */
export function rulesetOf(title: Title, forTable: TitleForTable = () => title): Ruleset<Game> {
  const trainForms = title.data.trains.some((t) => t.variants?.length);
  // The minors a title keeps apart (TitleData.minorsApart), which 18xx.games' logs name by their own type.
  const apart = new Set(title.data.minorsApart ? title.data.corporations.filter((c) => c.minor).map((c) => c.sym) : []);
  return {
    optionalRules: titleOptions(title),
    ...(title.importRules ? { importRules: title.importRules } : {}),
    session: (setup, entries = [], mode) => new GameSession(tableSetup(forTable, setup), entries, mode),
    // A title selling trains in forms (TrainDef.variants) keeps the form a purchase names; no other title reads it.
    stored(action, game) {
      let stored = storedAction(action, trainForms);
      const named = stored as { entity?: unknown; entity_type?: unknown };
      if (named.entity_type === "corporation" && apart.has(String(named.entity))) stored = { ...stored, entity_type: "minor" } as LogEntry;
      if (game && title.data.shareIssues) stored = issuePriced(game, stored);
      if (game?.round.storedChoice && stored.type === "choose") stored = { ...stored, choice: game.round.storedChoice((stored as ActionOf<"choose">).choice) } as LogEntry;
      // [loans] 18xx.games' log names the loan taken or repaid: the number is the game's to give, whatever was sent.
      if (game && title.data.loans && (stored.type === "take_loan" || stored.type === "payoff_loan")) stored = { ...stored, loan: loanNumber(game, stored.type === "payoff_loan") } as LogEntry;
      return game && stored.type === "run_routes" ? (recordedRun(game, stored as ActionOf<"run_routes">) as LogEntry) : stored;
    },
    actor(game, action) {
      const entity = game.entityOf(action as { entity: string | number; entity_type: string });
      const player = controllingPlayer(entity);
      if (!player) throw new GameError(`${String(action.entity)} has no one controlling it`);
      return player.id;
    },
  };
}
