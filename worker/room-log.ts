// A room's action log in its SQLite storage: one row per entry, with the seat
// that sent it (NULL for an imported entry) and the seat whose undo first took
// it back, and the room's snapshot of its
// game (a cache: a room wakes from it instead of replaying the whole log,
// docs/engine.md). The log keeps its own length, its last id and its byte
// budget (worker/limits.ts) while the room is awake, so a move reads none of
// them from storage.
import type { LogAction } from "../shared/protocol.ts";
import { engineBuild } from "./env.ts";
import { LogBudget, utf8Bytes } from "./limits.ts";

/** A room keeps a snapshot of its game every this many log entries, so that it wakes without replaying the whole log (Ruleset.resume). */
export const SNAPSHOT_EVERY = 100;
/** A snapshot is stored in parts of at most this many characters (a stored value may have at most 2 MB). */
const SNAPSHOT_PART = 500_000;

/** Entries read as one string when the log is too long for a single one (since): 64 entries of at most MAX_ENTRY_BYTES (worker/limits.ts) make 1 MiB, SQLite here makes none longer than 2 MB. */
const ENTRIES_PER_READ = 64;

export class RoomLog {
  private cachedLength: number | null = null;
  private lastId: number | null = null;
  private cachedBudget: LogBudget | null = null;
  /** Whether this build's snapshot is stored (hasSnapshot), once read or written. */
  private snapshotKept: boolean | null = null;

  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
  ) {}

  /** Creates the log's tables (with the room's others, when the room is made). */
  static schema(sql: SqlStorage): void {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS log (n INTEGER PRIMARY KEY, action TEXT NOT NULL, seat INTEGER, undone_by INTEGER);
      CREATE TABLE IF NOT EXISTS snapshot (part INTEGER PRIMARY KEY, n INTEGER NOT NULL, engine TEXT NOT NULL, text TEXT NOT NULL);`);
    // The seat whose undo first took an entry back (its budget pays for it, worker/limits.ts): a
    // room made before it was kept has none for its earlier undos.
    if (!sql.exec("SELECT 1 FROM pragma_table_info('log') WHERE name = 'undone_by'").toArray().length) sql.exec("ALTER TABLE log ADD COLUMN undone_by INTEGER");
  }

  /** Forgets what it knows of the stored log (after an import wrote it whole). */
  forget(): void {
    this.cachedLength = null;
    this.lastId = null;
    this.cachedBudget = null;
    this.snapshotKept = null;
  }

  /** The number of entries. */
  length(): number {
    // The entries are numbered 1, 2, ... with none ever deleted: the last number is the count, read off the key (COUNT reads every row).
    this.cachedLength ??= Number(this.sql.exec("SELECT COALESCE(MAX(n), 0) AS n FROM log").one().n);
    return this.cachedLength;
  }

  /** The id of the next entry: ids keep increasing past every id in the log, as 18xx.games numbers its actions. */
  nextId(): number {
    if (this.lastId === null) {
      const last = this.sql.exec("SELECT action FROM log ORDER BY n DESC LIMIT 1").toArray()[0];
      this.lastId = last ? Number((JSON.parse(String(last.action)) as { id?: number }).id ?? 0) : 0;
    }
    return Math.max(this.lastId, this.length()) + 1;
  }

  /**
   * The entries after the first `since`, read as one JSON array (SQLite joins the stored texts): a
   * string and a parse rather than a row and a parse per entry, which a woken room reading its whole
   * log would pay a thousand times. A log longer than the longest string SQLite makes here (2 MB,
   * SQLITE_TOOBIG; a full log has 8 MiB) is read in parts of ENTRIES_PER_READ entries. Not parts cut by
   * a running sum of the entries' bytes: that window and its grouping cost SQLite several times the
   * read itself (node:sqlite, 1882's 1,171 entries: 7-9 ms against 1.5-2).
   */
  since(since: number): LogAction[] {
    const parts = (query: string) =>
      this.sql
        .exec(query, since)
        .toArray()
        .flatMap((r) => JSON.parse(String(r.part)) as LogAction[]);
    let entries: LogAction[];
    try {
      // In the order of an ordered subquery, which the key's own order gives: an ORDER BY inside
      // group_concat sorts every entry again in a temporary B-tree, half the read (node:sqlite, 1837's
      // 1,146 entries: 1.0-1.2 ms of processor time against 0.6).
      entries = parts(`SELECT '[' || COALESCE(group_concat(action, ','), '') || ']' AS part FROM (SELECT action FROM log WHERE n > ? ORDER BY n)`);
    } catch {
      try {
        entries = parts(`SELECT '[' || group_concat(action, ',' ORDER BY n) || ']' AS part FROM log WHERE n > ? GROUP BY (n - 1) / ${ENTRIES_PER_READ} ORDER BY MIN(n)`);
      } catch {
        // Entries stored before MAX_ENTRY_BYTES bounded them may make a part too long: one row at a time then.
        entries = this.sql.exec("SELECT action FROM log WHERE n > ? ORDER BY n", since).toArray().map((r) => JSON.parse(String(r.action)) as LogAction);
      }
    }
    if (since === 0) this.cachedLength = entries.length;
    return entries;
  }

  /** The seat that sent each entry (by its place, from 1), null for an imported one. */
  seats(): Map<number, number | null> {
    return new Map(this.sql.exec("SELECT n, seat FROM log").toArray().map((r) => [Number(r.n), r.seat === null ? null : Number(r.seat)]));
  }

  /** Whether any entry came from an import rather than a seat. */
  hasImported(): boolean {
    return this.sql.exec("SELECT 1 FROM log WHERE seat IS NULL LIMIT 1").toArray().length > 0;
  }

  /** Bytes the log holds, in all and per seat in entries that do not move the game on (worker/limits.ts). */
  budget(): LogBudget {
    // Summed by SQLite per seat and type, a few rows for the whole log (the first move after a wake
    // reads it); an imported entry's type is not read: it counts in the total only.
    this.cachedBudget ??= new LogBudget(
      this.sql
        .exec(
          `SELECT seat, type, undone_by, SUM(bytes) AS bytes FROM (
             SELECT seat, CASE WHEN seat IS NULL THEN '' ELSE json_extract(action, '$.type') END AS type, length(CAST(action AS BLOB)) AS bytes, undone_by FROM log)
           GROUP BY seat, type, undone_by`,
        )
        .toArray()
        .map((r) => ({ seat: r.seat === null ? null : Number(r.seat), type: String(r.type), bytes: Number(r.bytes), undoneBy: r.undone_by === null ? null : Number(r.undone_by) })),
    );
    return this.cachedBudget;
  }

  /** The bytes of the entries at these places (from 1) that no undo took back before: what an undo taking them back is charged. */
  notYetTakenBack(places: readonly number[]): number {
    if (!places.length) return 0;
    const row = this.sql.exec("SELECT SUM(length(CAST(action AS BLOB))) AS bytes FROM log WHERE undone_by IS NULL AND n IN (SELECT value FROM json_each(?))", JSON.stringify(places)).one();
    return Number(row.bytes ?? 0);
  }

  /**
   * Stores an entry sent by a seat (null: by nobody), as `text` (its JSON), with whatever else must
   * change with it in one transaction; its place. `takesBack`: the places of the entries an undo takes
   * back, charged to its seat where no undo took them back before (worker/limits.ts LogBudget); `bytes`:
   * the text's size in UTF-8, where the caller measured it.
   */
  append(action: LogAction, seat: number | null, text: string, alongside?: () => void, takesBack: readonly number[] = [], bytes = utf8Bytes(text)): number {
    const n = this.length() + 1;
    const charged = seat === null ? 0 : this.notYetTakenBack(takesBack);
    this.storage.transactionSync(() => {
      this.sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, ?)", n, text, seat);
      if (charged) this.sql.exec("UPDATE log SET undone_by = ? WHERE undone_by IS NULL AND n IN (SELECT value FROM json_each(?))", seat, JSON.stringify(takesBack));
      alongside?.();
    });
    this.cachedLength = n;
    this.lastId = Number(action.id ?? this.lastId);
    this.budget().count(seat, action.type, bytes);
    if (charged) this.budget().charge(seat!, charged);
    return n;
  }

  /** Writes an imported log, every entry from no seat (inside the import's own transaction). */
  writeImported(actions: readonly unknown[]): void {
    actions.forEach((a, i) => this.sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, NULL)", i + 1, JSON.stringify(a)));
    this.forget();
  }

  /** The stored snapshot, if this build wrote it and it is of at most `length` entries. */
  snapshot(length: number): { n: number; text: string } | null {
    if (!engineBuild) return null;
    const parts = this.sql.exec("SELECT n, engine, text FROM snapshot ORDER BY part").toArray();
    this.snapshotKept = parts.some((p) => p.engine === engineBuild);
    if (!parts.length || parts.some((p) => p.engine !== engineBuild || p.n !== parts[0]!.n)) return null;
    const n = Number(parts[0]!.n);
    return n <= length ? { n, text: parts.map((p) => String(p.text)).join("") } : null;
  }

  /** Whether this build wrote the stored snapshot (a page's HTML then names the snapshot reader). */
  hasSnapshot(): boolean {
    if (engineBuild === null) return false;
    this.snapshotKept ??= this.sql.exec("SELECT 1 FROM snapshot WHERE engine = ? LIMIT 1", engineBuild).toArray().length > 0;
    return this.snapshotKept;
  }

  /** Keeps a snapshot of the game after the first n entries, replacing the one before. */
  keepSnapshot(n: number, text: string): void {
    if (!engineBuild) return;
    const parts: string[] = [];
    for (let at = 0; at < text.length; ) {
      let end = Math.min(at + SNAPSHOT_PART, text.length);
      // Not between the two halves of a character outside the BMP.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      parts.push(text.slice(at, end));
      at = end;
    }
    this.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM snapshot");
      parts.forEach((part, i) => this.sql.exec("INSERT INTO snapshot (part, n, engine, text) VALUES (?, ?, ?, ?)", i, n, engineBuild, part));
    });
    this.snapshotKept = true;
  }
}
