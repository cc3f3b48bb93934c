// A game as a live table holds it: the raw log (with undo and redo entries,
// as 18xx.games records them) and the Game it produces. Applying an entry is
// atomic: if the engine refuses it, the game is rebuilt from the log, so a
// refused action can never leave anything half-applied.
import { Game, type GameOptions, type Title } from "./game.ts";
import { effectiveActions, type LogEntry } from "./log.ts";

export interface SessionSetup {
  title: Title;
  players: { id: string | number; name: string }[];
  options: GameOptions;
  seed: number;
}

export class GameSession {
  readonly entries: LogEntry[] = [];
  game: Game;

  constructor(
    readonly setup: SessionSetup,
    entries: readonly LogEntry[] = [],
  ) {
    this.game = this.build(entries);
    this.entries.push(...entries);
  }

  private build(entries: readonly LogEntry[]): Game {
    const { title, players, options, seed } = this.setup;
    // The entries in the log were accepted when played (or imported as played):
    // they replay without the best-routes check (1830 7.4), which applies again
    // to the entries that follow.
    const game = new Game(title, players, { ...options, best_routes: false }, seed);
    for (const entry of effectiveActions(entries)) game.process(entry);
    game.options.best_routes = options.best_routes ?? true;
    return game;
  }

  /** Applies one log entry, or throws (a GameError for an illegal action) and changes nothing. */
  apply(entry: LogEntry): void {
    if (entry.type === "undo" || entry.type === "redo") {
      const next = [...this.entries, entry];
      this.game = this.build(next);
    } else {
      try {
        this.game.process(entry);
      } catch (e) {
        this.game = this.build(this.entries);
        throw e;
      }
    }
    this.entries.push(entry);
  }

  /** The number of entries an undo without `action_id` would take back from (0 when nothing can be undone). */
  undoable(): number {
    return effectiveActions(this.entries).filter((e) => e.type !== "message").length;
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
