// What a room takes from its clients, and how much: the rates of messages, the
// sockets it holds, and the bytes its log may grow by. Every limit a client
// can reach is here, with its reason, and refused in words where it is
// reached (docs/security.md, "Budgets"; docs/protocol.md states each).
import { MAX_SEATS } from "../shared/protocol.ts";

/**
 * What a seat (or, for spectators, an address) may send per second on average and in a burst, whatever
 * its number of sockets: moves; chat lines and log messages; hellos (each answered with log entries).
 */
export const RATE = { act: { perSecond: 50, burst: 200 }, talk: { perSecond: 2, burst: 10 }, hello: { perSecond: 1, burst: 5 } };
export type RateKind = keyof typeof RATE;
/** A refused move costs REFUSAL_COST moves: refusing takes the room about as long as accepting. */
export const REFUSAL_COST = 5;
/**
 * An undo or redo rebuilds the game from its log (tens of milliseconds on a long game, where a move
 * takes well under one): applied or put to the table, it counts as this many moves.
 */
export const REBUILD_COST = 25;
/** A chat line or a log message, in characters (docs/protocol.md). */
export const MAX_TEXT = 500;
/**
 * A log entry as a player sends it, in bytes of UTF-8 once stored: ten times the largest entry of the
 * 18xx.games fixtures (1.6 KB), so that fields the rules do not read (a route's revenue text) cannot
 * fill the log. What the table's programmes do in answer is bounded by their count (MAX_PROGRAMMED_IN_A_ROW).
 */
export const MAX_ENTRY_BYTES = 16 * 1024;

/**
 * The log's budget, in bytes of UTF-8 as stored. The largest finished game we know (the 1837
 * fixture, 1,500 entries) takes 200 KB, and an import may bring 4 MiB: a room's whole log stays
 * under 8 MiB, so that its export, a page's download and a woken room's memory stay bounded.
 */
export const LOG_BUDGET_BYTES = 8 * 1024 * 1024;
/**
 * What each seat may add to the log besides the game's own moves: messages, programme settings,
 * undos and redos. These do not move the game on, so one player could repeat them without end; each
 * seat has a share of the budget for them that no other seat's flood can spend, and the seats' shares
 * together leave most of the budget to the moves (12 seats take 3 MiB at most).
 */
export const SIDE_BUDGET_BYTES = 256 * 1024;
/**
 * Log entries that do not move the game on: a seat pays for them from its own share (SIDE_BUDGET_BYTES).
 * An undo also pays for the moves it takes back, the first time they are taken back (#37: a move
 * played and taken back again and again moves nothing on either, but the log keeps every copy).
 */
export const SIDE_ENTRY_TYPES: ReadonlySet<string> = new Set(["message", "program_share_pass", "program_buy_shares", "program_merger_pass", "program_disable", "undo", "redo"]);
/**
 * The end of the log's budget that only the game's end may use: the table's end_game (asked with
 * its consent) and a move that finishes the game are stored when nothing else is (#37: a full log
 * is never a table that cannot finish). One entry at most lands there, MAX_ENTRY_BYTES with what
 * the programmes do in answer (MAX_PROGRAMMED_IN_A_ROW moves) well within it.
 */
export const END_RESERVE_BYTES = 64 * 1024;

/**
 * Undo and redo entries in an imported log: six times the most in any of 18xx.games' 394 published
 * game fixtures (314 in 1,670 entries), so that no import is mostly undos and redos (issue #37).
 */
export const MAX_IMPORTED_UNDOS = 2_000;

/** Sockets one token (a seat holder, with all his devices and tabs) holds in a room. */
export const MAX_SOCKETS_PER_HOLDER = 12;
/**
 * Sockets all spectators together hold in a room. A seat holder's sockets are his own, kept apart from these:
 * strangers filling theirs never keep a player from his table (#37: four addresses' spectators took all
 * 200, and a seated player got 429).
 */
export const MAX_SPECTATOR_SOCKETS = 116;
/**
 * Sockets a room holds at once: every seat holder's MAX_SOCKETS_PER_HOLDER at the largest table
 * (MAX_SEATS, 1817's 12: 144) and the spectators' share (a forum thread's embeds open none).
 */
export const MAX_SOCKETS = MAX_SEATS * MAX_SOCKETS_PER_HOLDER + MAX_SPECTATOR_SOCKETS;
/**
 * Sockets one address holds as spectators in a room: many people may watch from behind one address (an
 * office, a school, a forum thread's live embeds), but no one address fills the room's MAX_SOCKETS.
 */
export const MAX_SPECTATOR_SOCKETS_PER_ADDRESS = 50;
/** Presence (who is here) is told to every socket at most once in this many milliseconds: the changes meanwhile go together. */
export const PRESENCE_EVERY_MS = 1000;
/** Chat lines a room keeps (the newest): a welcome sends the last 50; older ones are of no use to anyone. */
export const MAX_CHAT_LINES = 1000;

/** Bytes of UTF-8 in a string, counted without encoding it where the count is plainly small. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * What an address may pull of a room's log export (`GET /api/games/:id/log`), in KiB: 128 KiB a second,
 * 10 MiB at once (the largest log, LOG_BUDGET_BYTES, and its export's own fields); and what every
 * address together may pull, 2 MiB a second, 32 MiB at once, since one subscriber may hold 256 IPv6
 * networks (a /56). A `304` costs nothing (worker/room-export.ts).
 */
export const EXPORT_RATE = { export: { perSecond: 128, burst: 10 * 1024 }, room: { perSecond: 2 * 1024, burst: 32 * 1024 } };

type Rates = Record<string, { perSecond: number; burst: number }>;

/** A token bucket per sender and kind (of message, by default): reconnecting does not refill it. */
export class RateLimiter<R extends Rates = typeof RATE> {
  private readonly buckets = new Map<string, Map<keyof R, { tokens: number; at: number }>>();

  constructor(private readonly rates: R = RATE as unknown as R) {}

  /** Takes `cost` tokens from the sender's bucket of this kind, or says no when it has too few. */
  allow(sender: string, kind: keyof R, cost = 1, now = Date.now()): boolean {
    const bucket = this.bucket(sender, kind, now);
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    return true;
  }

  /** Whether the sender's bucket of this kind holds `cost` tokens (taking none). */
  has(sender: string, kind: keyof R, cost = 1, now = Date.now()): boolean {
    return this.bucket(sender, kind, now).tokens >= cost;
  }

  /** Whole seconds until the sender's bucket of this kind holds `cost` tokens. */
  retryAfter(sender: string, kind: keyof R, cost: number, now = Date.now()): number {
    const bucket = this.bucket(sender, kind, now);
    return Math.max(1, Math.ceil((cost - bucket.tokens) / this.rates[kind]!.perSecond));
  }

  private bucket(sender: string, kind: keyof R, now: number): { tokens: number; at: number } {
    let buckets = this.buckets.get(sender);
    if (!buckets) {
      buckets = new Map();
      this.buckets.set(sender, buckets);
      // Forget idle senders now and then, so the map stays small.
      if (this.buckets.size > 1000) for (const [k, b] of this.buckets) if ([...b.values()].every((x) => now - x.at > 60_000)) this.buckets.delete(k);
    }
    const rate = this.rates[kind]!;
    let bucket = buckets.get(kind);
    if (!bucket) buckets.set(kind, (bucket = { tokens: rate.burst, at: now }));
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
    bucket.at = now;
    return bucket;
  }
}

/** The refusal for a sender over his rate, in words. */
export function tooMany(kind: RateKind, cost = 1): string {
  const rate = RATE[kind];
  if (kind === "act" && cost === REBUILD_COST) {
    return `Too many moves: an undo or redo counts as ${REBUILD_COST} moves, at most ${rate.perSecond} a second (bursts of ${rate.burst}). Slow down.`;
  }
  return `Too many ${kind === "act" ? "moves" : kind === "hello" ? "reconnections" : "messages"}: at most ${rate.perSecond} a second (bursts of ${rate.burst}). Slow down.`;
}

/**
 * The room's log budget: bytes stored in all, and per seat in entries that do not move the game on
 * (SIDE_ENTRY_TYPES) and in moves its undos took back. Read from the log once when the room wakes,
 * then kept as entries are stored.
 */
export class LogBudget {
  private total = 0;
  private readonly side = new Map<number, number>();

  /** Each stored entry: the seat that stored it, its type and size, and the seat whose undo first took it back (if any). */
  constructor(rows: Iterable<{ seat: number | null; type: string; bytes: number; undoneBy?: number | null }>) {
    for (const row of rows) {
      this.count(row.seat, row.type, row.bytes);
      if (row.undoneBy !== undefined && row.undoneBy !== null) this.charge(row.undoneBy, row.bytes);
    }
  }

  /** Counts an entry stored. */
  count(seat: number | null, type: string, bytes: number): void {
    this.total += bytes;
    if (seat !== null && SIDE_ENTRY_TYPES.has(type)) this.charge(seat, bytes);
  }

  /** Charges a seat's share with bytes stored already (the moves its undo took back): the total is unchanged. */
  charge(seat: number, bytes: number): void {
    this.side.set(seat, (this.side.get(seat) ?? 0) + bytes);
  }

  /**
   * Why an entry of this size and type from this seat may not be stored, or null when it may.
   * `takesBack`: the bytes of the moves an undo takes back that no undo took back before; `ending`:
   * the entry finishes the game (an end_game always does), and may use END_RESERVE_BYTES.
   */
  refusal(seat: number | null, type: string, bytes: number, { takesBack = 0, ending = type === "end_game" } = {}): string | null {
    if (seat !== null && SIDE_ENTRY_TYPES.has(type)) {
      const used = this.side.get(seat) ?? 0;
      if (used + bytes + takesBack > SIDE_BUDGET_BYTES) {
        return `Your seat has used its ${kib(SIDE_BUDGET_BYTES)} of this table's log for messages, programmes, undos and redos and the moves its undos took back (docs/security.md): the game's moves are still accepted.`;
      }
    }
    // The game's end is stored whatever the log holds (one entry, once): within the reserve, or past a brim an older room reached.
    // A side entry never ends the game.
    if ((!ending || SIDE_ENTRY_TYPES.has(type)) && this.total + bytes > LOG_BUDGET_BYTES - END_RESERVE_BYTES) {
      return `This table's log has reached its budget of ${kib(LOG_BUDGET_BYTES)}: only the move that finishes the game, or ending it with the table's consent, can still be stored (docs/security.md).`;
    }
    return null;
  }

  /** Bytes stored in all, and those a seat is charged with: entries that do not move the game on, and moves its undos took back. */
  used(seat?: number): number {
    return seat === undefined ? this.total : (this.side.get(seat) ?? 0);
  }
}

const kib = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`);
