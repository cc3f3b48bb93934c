// The daily deal: one seed per UTC date, the same for everyone, and the shapes
// of its leaderboard (kept by the DailyBoard Durable Object, worker/daily.ts;
// the body of a submission is checked by shared/protocol.ts).

import { FAIR_DEAL, FIRST_DEAL } from "./deal.ts";

/** A date as the leaderboard names it: YYYY-MM-DD (UTC). */
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether a string is a real date (2026-02-30 is not). */
export function isDate(date: string): boolean {
  return DATE.test(date) && utcDate(Date.parse(`${date}T00:00:00Z`)) === date;
}

/** The day's seed: FNV-1a of "railways:" + the date, below 2^31 (shared/engine/rng.ts takes it mod 2^31). */
export function dailySeed(date: string): number {
  let h = 0x811c9dc5;
  for (const ch of `railways:${date}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 ** 31;
}

/** The first date whose daily deal is the fair deal; the days before keep the deal their leaderboards were played with. */
export const FAIR_DAILY_FROM = "2026-11-28";

/** The deal a date's games are dealt with (deal.ts): the same for every player of that day. */
export function dailyDeal(date: string): typeof FAIR_DEAL | typeof FIRST_DEAL {
  return date < FAIR_DAILY_FROM ? FIRST_DEAL : FAIR_DEAL;
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
  seed: number;
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
