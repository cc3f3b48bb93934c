// The table's decisions: what one player may not do alone. Taking back (or
// putting back) a move that is not only his own, and ending the game before
// its end, need the consent of every other seated player; one refusal
// cancels the request, and the asker may withdraw it. While a request waits
// no move is played, so it is decided on the game it was asked about; only a
// player who has agreed to it may move on (his move ends it: the game moved
// on), so that no request holds back the player it has already heard.
//
// Nobody asks twice in one place: a seat whose request was refused may not
// put another to the table until the game has moved on, by a move of the
// game from another seat (not by its own moves, messages or undos).
//
// A seat a bot plays still has a player: the one whose token holds the seat
// (who let the bot play for him) answers for it, and for a bot the creator
// seated (no token holds its seat) the creator does (seat 0). So only a table
// of one person and bots ends at that person's word. The request is kept in
// the room's SQLite (`undo`, as its first kind was), so a room that sleeps
// keeps it, and so are the seats refused (`decision_refused`).
import type { LogAction, TableDecision, UndoRequest } from "../shared/protocol.ts";
import { SIDE_ENTRY_TYPES } from "./limits.ts";

/** The kinds of action that may need the table's consent. */
export const DECISION_TYPES: ReadonlySet<string> = new Set<TableDecision>(["undo", "redo", "end_game"]);

/** A request waiting for consent, with the action it would play (and the seats asked that agreed so far, which the table sees too). */
export type PendingDecision = UndoRequest & { action: LogAction; agreed?: number[] };

/** Whether an entry of this type moves the game on (not a message, a programme, an undo or redo, nor ending the game). */
export const movesTheGame = (type: string): boolean => !SIDE_ENTRY_TYPES.has(type) && !DECISION_TYPES.has(type);

/** What a vote comes to. */
export type VoteOutcome =
  | { kind: "refused"; error: string }
  | { kind: "withdrawn"; by: string }
  | { kind: "declined"; by: string }
  | { kind: "waiting"; request: PendingDecision }
  | { kind: "agreed"; request: PendingDecision; by: string }
  | { kind: "lapsed" };

/**
 * The seats whose consent a request from `asker` needs: the seat that answers for each seated one
 * (`voterFor`: itself, or the creator's seat 0 for a bot he seated), but not the asker's own seats
 * nor those his token holds too (hotseat, or an import not yet handed out).
 */
export function consentNeeded(asker: readonly number[], seated: readonly number[], voterFor: (seat: number) => number, sameHolder: (seat: number) => boolean): number[] {
  const voters = [...new Set(seated.map(voterFor))].sort((a, b) => a - b);
  return voters.filter((s) => !asker.includes(s) && !sameHolder(s));
}

export class TableVotes {
  /** The request waiting, read once: every move asks whether one waits. */
  private cached: PendingDecision | null | undefined;
  /** The seats whose request was refused since the game last moved on, read once. */
  private refusedSeats: Set<number> | undefined;

  constructor(private readonly sql: SqlStorage) {}

  /** Creates the request's table (with the room's others, when the room is made). */
  static schema(sql: SqlStorage): void {
    sql.exec("CREATE TABLE IF NOT EXISTS undo (id INTEGER PRIMARY KEY CHECK (id = 1), request TEXT NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS decision_refused (seat INTEGER PRIMARY KEY)");
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

  /** Why these seats may not put a request to the table now (one of theirs was refused here), or null. */
  mayAsk(seats: readonly number[]): string | null {
    return seats.some((s) => this.refused().has(s)) ? "the table refused your request: ask again once the game has moved on (after another player's move)" : null;
  }

  /** Puts a request to the table (replacing none: the room refuses a second while one waits). */
  ask(request: PendingDecision): void {
    this.store(request);
  }

  /**
   * Why the request waiting holds back an entry of this type from a socket holding `seats`, or null:
   * only a move of the game, from a player who has agreed to the request, goes ahead (and ends it: played).
   */
  holdsBack(type: string, seats: readonly number[]): string | null {
    const request = this.pending();
    if (!request || (movesTheGame(type) && seats.some((s) => request.agreed?.includes(s)))) return null;
    return "a request is waiting for the table's consent: no move is played until it is answered";
  }

  /**
   * An entry of this type was stored, from a seat (`own`: whether a seat is that seat's player's): a
   * request still waiting lapses (the game moved on under it), and a move of the game lets every other
   * seat refused ask again.
   */
  played(type: string, own: (seat: number) => boolean): VoteOutcome | null {
    if (movesTheGame(type)) {
      for (const seat of this.refused()) {
        if (!own(seat)) {
          this.sql.exec("DELETE FROM decision_refused WHERE seat = ?", seat);
          this.refusedSeats!.delete(seat);
        }
      }
    }
    if (!this.pending()) return null;
    this.store(null);
    return { kind: "lapsed" };
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
      this.sql.exec("INSERT OR IGNORE INTO decision_refused (seat) VALUES (?)", request.seat);
      this.refused().add(request.seat);
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

  /** Reads what every move asks of the votes (the request waiting, the seats refused) ahead of the first: kept while the room is awake. */
  readAhead(): void {
    this.pending();
    this.refused();
  }

  private refused(): Set<number> {
    this.refusedSeats ??= new Set(this.sql.exec("SELECT seat FROM decision_refused").toArray().map((r) => Number(r.seat)));
    return this.refusedSeats;
  }

  private store(request: PendingDecision | null): void {
    if (request) this.sql.exec("INSERT OR REPLACE INTO undo (id, request) VALUES (1, ?)", JSON.stringify(request));
    else this.sql.exec("DELETE FROM undo");
    this.cached = request;
  }
}
