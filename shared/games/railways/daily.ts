// The daily deal: one deal per UTC date, the same for everyone that day, and
// the shapes of its leaderboard (kept by the DailyBoard Durable Object,
// worker/daily.ts; the bodies of its requests are checked by shared/protocol.ts).
// What counts, and why (docs/security.md, "The daily leaderboard"):
// - the day's seed is drawn at random by the day's board when the day's first
//   table is dealt, so no one can search the deal before the day begins;
// - only tables the board dealt count (not a table on the same deal number,
//   nor an import), submitted on their day or in the grace after it;
// - a game played faster than a person plays (DAILY_PACE_MS) does not count.

/** A date as the leaderboard names it: YYYY-MM-DD (UTC). */
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * After midnight (UTC) a day's board still takes this long a game dealt before midnight: a game takes
 * a person minutes (a few dozen moves), so one begun late in the day can still be finished and counted.
 */
export const DAILY_GRACE_MS = 60 * 60 * 1000;

/**
 * The least median time between a daily game's moves, by the times the room wrote on them
 * (`created_at`, whole seconds): a person reads the cards and the map before each move. A search
 * replayed over the socket played 37 moves in 456 ms (issue #31), a median of 0 s.
 */
export const DAILY_PACE_MS = 1000;

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether a string is a real date (2026-02-30 is not). */
export function isDate(date: string): boolean {
  return DATE.test(date) && utcDate(Date.parse(`${date}T00:00:00Z`)) === date;
}

/** Whether the board of `date` takes a game at `now` (ms): on its day, and in the grace after it. */
export function boardOpen(date: string, now: number): boolean {
  const start = Date.parse(`${date}T00:00:00Z`);
  return now >= start && now < start + DAY_MS + DAILY_GRACE_MS;
}

/**
 * Moves over which a pace is measured. The room's times are whole seconds, so one gap says only 0 or
 * 1 s of a move half a second after the last (two moves a second gave gaps 0, 1, 0, 1, ..., whose upper
 * middle is 1 s: #37); a span of four moves measures their time within a quarter second each.
 */
export const PACE_SPAN = 4;

/**
 * The median time a move took (ms), over every run of PACE_SPAN consecutive moves (fewer in a shorter
 * game), from the room's `created_at` (seconds); the lower middle of an even count; null for fewer than
 * two moves. The median, not the total, so that one long pause does not cover a burst.
 */
export function medianMoveGap(actions: readonly { created_at?: number }[]): number | null {
  const times = actions.map((a) => a.created_at).filter((t): t is number => typeof t === "number");
  if (times.length < 2) return null;
  const span = Math.min(PACE_SPAN, times.length - 1);
  const paces = times.slice(span).map((t, i) => ((t - times[i]!) * 1000) / span).sort((a, b) => a - b);
  return paces[Math.floor((paces.length - 1) / 2)]!;
}

export interface DailyEntry {
  name: string;
  score: number;
  game: string;
  /** When it was submitted (ms). */
  at: number;
}

export interface DailyLeaderboard {
  date: string;
  /** The day's deal: null until the day's first table is dealt (never ahead of the day). */
  seed: number | null;
  /** Best score per player name, best first (ties: the earlier submission first). */
  scores: DailyEntry[];
}

export interface DailySubmitted {
  /** This game's score, the name's best for the day, and the name's place on the board. */
  score: number;
  best: number;
  rank: number;
  board: DailyLeaderboard;
}
