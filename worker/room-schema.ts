// A room's tables are made when it is created and brought up to date when a
// room stored by an older build wakes: once per storage, not at every wake
// (#37: a wake ran the schema's dozen CREATE TABLE IF NOT EXISTS and its
// column checks each time, which SQLite counts as writes). The storage keeps
// the fingerprint of the schema it was brought up to, in its key-value store:
// a hash of the text of every statement the schema runs, read by running the
// schema once against a recorder. A table or column added to any module's
// schema (worker/room.ts createSchema) changes the fingerprint by itself, and
// every room runs the schema again at its next wake.

/** The key-value key of the fingerprint (absent in a room stored before it was kept: that room runs its schema at its next wake). */
export const SCHEMA_KEY = "schema";

/** The statements a schema runs, as text, without running them: each read answers no rows (a migration's check sees a table without the column). */
function recorded(schema: (sql: SqlStorage) => void): string {
  const statements: string[] = [];
  const none = { toArray: () => [], one: () => ({}), raw: () => [][Symbol.iterator](), [Symbol.iterator]: () => [][Symbol.iterator]() };
  schema({ exec: (query: string) => (statements.push(query), none) } as unknown as SqlStorage);
  return statements.join("\0");
}

/** FNV-1a over the text's UTF-16 units, with its length: changes with any change to the schema's text. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

/** Each schema's fingerprint, read once per isolate (its text is the build's). */
const fingerprints = new WeakMap<(sql: SqlStorage) => void, string>();

export class RoomSchema {
  constructor(
    private readonly storage: DurableObjectStorage,
    /** Every table and migration, run on the SqlStorage it is given (a function of nothing else). */
    private readonly schema: (sql: SqlStorage) => void,
  ) {}

  private fingerprint(): string {
    let known = fingerprints.get(this.schema);
    if (known === undefined) fingerprints.set(this.schema, (known = fingerprintOf(recorded(this.schema))));
    return known;
  }

  /** Whether the storage was brought up to this schema already (a read of the key-value store, which writes nothing). */
  current(): boolean {
    return this.storage.kv.get(SCHEMA_KEY) === this.fingerprint();
  }

  /** Makes the tables and runs the migrations, and keeps the schema's fingerprint. */
  apply(): void {
    this.schema(this.storage.sql);
    this.storage.kv.put(SCHEMA_KEY, this.fingerprint());
  }
}
