// A table's seats and who holds them. A seat is held by a token: a random
// secret of 128 bits or more, handed out once, of which the room keeps only
// the hash (worker/secrets.ts). One token may hold several seats (a hotseat
// table, an import not yet handed out, the creator's bot seats once taken
// back); a seat a bot plays is held by no token, and its creator (the holder
// of seat 0) may take it back.
import { hashToken } from "./secrets.ts";

export class Seats {
  constructor(private readonly sql: SqlStorage) {}

  /** Creates the seats' table (with the room's others, when the room is made). */
  static schema(sql: SqlStorage): void {
    sql.exec("CREATE TABLE IF NOT EXISTS seats (idx INTEGER PRIMARY KEY, name TEXT, player_id TEXT NOT NULL, token_hash TEXT)");
  }

  /** Adds a seat when the table is made: named when taken, held by the token of that hash (null: nobody's yet, or a bot's). */
  add(index: number, name: string | null, playerId: string, tokenHash: string | null): void {
    this.sql.exec("INSERT INTO seats (idx, name, player_id, token_hash) VALUES (?, ?, ?, ?)", index, name, playerId, tokenHash);
  }

  /** The seats a token holds, in seat order (none for a spectator's or a stale token). */
  async heldBy(token: string | null): Promise<number[]> {
    if (!token) return [];
    const hash = await hashToken(token);
    return this.sql.exec("SELECT idx FROM seats WHERE token_hash = ? ORDER BY idx", hash).toArray().map((r) => Number(r.idx));
  }

  /** The seats someone sits at. */
  seated(): number[] {
    return this.sql.exec("SELECT idx FROM seats WHERE name IS NOT NULL ORDER BY idx").toArray().map((r) => Number(r.idx));
  }

  /** Whether a seat is held by the same token as one of these seats (hotseat, an import not yet handed out). */
  sameHolder(seat: number, seats: readonly number[]): boolean {
    const hashes = new Map(this.sql.exec("SELECT idx, token_hash FROM seats").toArray().map((r) => [Number(r.idx), r.token_hash as string | null]));
    const of = hashes.get(seat);
    return of !== null && of !== undefined && seats.some((s) => hashes.get(s) === of);
  }

  /**
   * The seat whose player answers for this one at the table's decisions (worker/votes.ts): itself
   * while a token holds it (a bot playing for its holder still has its player), else seat 0, whose
   * creator seated the bot that plays it.
   */
  voterFor(seat: number): number {
    const row = this.sql.exec("SELECT token_hash FROM seats WHERE idx = ?", seat).toArray()[0];
    return row === undefined || row.token_hash !== null ? seat : 0;
  }

  /** Seats a named player at a free seat, held by a new token's hash. */
  claim(index: number, name: string, tokenHash: string): void {
    this.sql.exec("UPDATE seats SET name = ?, token_hash = ? WHERE idx = ?", name, tokenHash, index);
  }

  /** Names a seat (a hotseat's "Player 2" becomes Bob; a bot takes a free seat), or frees it (null). */
  rename(index: number, name: string | null): void {
    this.sql.exec("UPDATE seats SET name = ? WHERE idx = ?", name, index);
  }

  /** Frees a taken seat before the start: nobody sits there, and the token that held it holds it no more. */
  free(index: number): void {
    this.sql.exec("UPDATE seats SET name = NULL, token_hash = NULL WHERE idx = ?", index);
  }

  /** Gives a seat to a new token: the one that held it no longer does. */
  handOut(seat: number, tokenHash: string): void {
    this.sql.exec("UPDATE seats SET token_hash = ? WHERE idx = ?", tokenHash, seat);
  }

  /** Whether a token may say who plays a seat: it holds the seat, or it holds seat 0 (the creator's) and a bot plays the seat on no token. */
  mayDecideFor(held: readonly number[], seat: number, bots: ReadonlySet<number>): boolean {
    if (held.includes(seat)) return true;
    if (!held.includes(0) || !bots.has(seat)) return false;
    const row = this.sql.exec("SELECT token_hash FROM seats WHERE idx = ?", seat).toArray()[0];
    return row !== undefined && row.token_hash === null;
  }

  /** The creator takes a seat back from a bot: his token holds it from now on (he may play it, or hand it out). */
  holdWithCreator(seat: number): void {
    this.sql.exec("UPDATE seats SET token_hash = (SELECT token_hash FROM seats WHERE idx = 0) WHERE idx = ? AND token_hash IS NULL", seat);
  }

  /** At the start, the seats nobody took are gone. */
  removeEmpty(): void {
    this.sql.exec("DELETE FROM seats WHERE name IS NULL");
  }

  /** Every seat, in order, for the table's meta. */
  rows(): { index: number; name: string | null; playerId: string }[] {
    return this.sql
      .exec("SELECT idx, name, player_id FROM seats ORDER BY idx")
      .toArray()
      .map((s) => ({ index: Number(s.idx), name: s.name === null ? null : String(s.name), playerId: String(s.player_id) }));
  }
}
