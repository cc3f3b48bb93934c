// The table's decisions: what one player may not do alone. Taking back (or
// putting back) a move that is not only his own, and ending the game before
// its end, need the consent of every other seated player; one refusal
// cancels the request, and the asker may withdraw it. While a request waits
// no move is played, so it is decided on the game it was asked about.
//
// Bots are not asked: a seat a bot plays has no one to answer, and the
// people at the table decide (a bot's seat is its creator's, who can take it
// back). The request is kept in the room's SQLite (`undo`, as its first kind
// was), so a room that sleeps keeps it.
import type { LogAction, TableDecision, UndoRequest } from "../shared/protocol.ts";

/** The kinds of action that may need the table's consent. */
export const DECISION_TYPES: ReadonlySet<string> = new Set<TableDecision>(["undo", "redo", "end_game"]);

/** A request waiting for consent, with the action it would play. */
export type PendingDecision = UndoRequest & { action: LogAction };

/** What a vote comes to. */
export type VoteOutcome =
  | { kind: "refused"; error: string }
  | { kind: "withdrawn"; by: string }
  | { kind: "declined"; by: string }
  | { kind: "waiting"; request: PendingDecision }
  | { kind: "agreed"; request: PendingDecision; by: string };

/**
 * The seats whose consent a request from `asker` needs: every seated one not held by the asker's
 * token (hotseat, or an import not yet handed out), nor played by a bot.
 */
export function consentNeeded(asker: readonly number[], seated: readonly number[], bots: ReadonlySet<number>, sameHolder: (seat: number) => boolean): number[] {
  return seated.filter((s) => !asker.includes(s) && !sameHolder(s) && !bots.has(s));
}

export class TableVotes {
  /** The request waiting, read once: every move asks whether one waits. */
  private cached: PendingDecision | null | undefined;

  constructor(private readonly sql: SqlStorage) {}

  /** Creates the request's table (with the room's others, when the room is made). */
  static schema(sql: SqlStorage): void {
    sql.exec("CREATE TABLE IF NOT EXISTS undo (id INTEGER PRIMARY KEY CHECK (id = 1), request TEXT NOT NULL)");
  }

  /** The request waiting for consent, with the action it would play. */
  pending(): PendingDecision | null {
    if (this.cached === undefined) {
      const row = this.sql.exec("SELECT request FROM undo").toArray()[0];
      this.cached = row ? (JSON.parse(String(row.request)) as PendingDecision) : null;
      // A request stored before end_game could be asked was an undo or a redo.
      if (this.cached && !this.cached.kind) this.cached.kind = this.cached.action.type === "redo" ? "redo" : "undo";
    }
    return this.cached;
  }

  /** The request waiting, as the players see it (without the action). */
  shown(): UndoRequest | null {
    const request = this.pending();
    if (!request) return null;
    const { action: _action, ...shown } = request;
    return shown;
  }

  /** Puts a request to the table (replacing none: the room refuses a second while one waits). */
  ask(request: PendingDecision): void {
    this.store(request);
  }

  /**
   * A vote from a socket holding `seats`, named `name`. The asker's "no" withdraws his request;
   * another's "no" declines it; the last "yes" needed agrees to it.
   */
  vote(seats: readonly number[], accept: boolean, nameOf: (seat: number) => string): VoteOutcome {
    const request = this.pending();
    if (!request) return { kind: "refused", error: "no request is waiting for the table's consent" };
    const voters = seats.filter((s) => request.waiting.includes(s));
    if (!voters.length) {
      if (seats.includes(request.seat) && !accept) {
        this.store(null);
        return { kind: "withdrawn", by: request.name };
      }
      return { kind: "refused", error: seats.includes(request.seat) ? "you asked: the others decide (refuse to withdraw your request)" : "your consent is not needed for this request" };
    }
    const by = nameOf(voters[0]!);
    if (!accept) {
      this.store(null);
      return { kind: "declined", by };
    }
    const waiting = request.waiting.filter((s) => !voters.includes(s));
    if (waiting.length) {
      const next = { ...request, waiting, agreed: [...(request.agreed ?? []), ...voters] };
      this.store(next);
      return { kind: "waiting", request: next };
    }
    this.store(null);
    return { kind: "agreed", request, by };
  }

  /**
   * After the seating changed (a seat handed to a bot, taken back, or handed out): the seats still
   * to answer are those that still need asking; a request nobody is left to answer is agreed.
   */
  reseat(needed: (request: PendingDecision) => number[]): VoteOutcome | null {
    const request = this.pending();
    if (!request) return null;
    const still = needed(request);
    const waiting = request.waiting.filter((s) => still.includes(s));
    if (waiting.length === request.waiting.length) return null;
    if (waiting.length) {
      const next = { ...request, waiting };
      this.store(next);
      return { kind: "waiting", request: next };
    }
    this.store(null);
    return { kind: "agreed", request, by: "the table" };
  }

  private store(request: PendingDecision | null): void {
    if (request) this.sql.exec("INSERT OR REPLACE INTO undo (id, request) VALUES (1, ?)", JSON.stringify(request));
    else this.sql.exec("DELETE FROM undo");
    this.cached = request;
  }
}
