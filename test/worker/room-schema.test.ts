// A room brings its storage up to its schema once (worker/room-schema.ts):
// a room stored by an older build, without the schema's fingerprint and with
// its tables as that build left them, wakes, gets its tables, columns and
// alarm, and plays on; a room already up to date runs no schema statement
// when it wakes; a room stored under another schema's text runs it again.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GameRoom } from "../../worker/room.ts";
import { SCHEMA_KEY } from "../../worker/room-schema.ts";
import { api, connect, player, startedGame } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

const tables = (sql: SqlStorage) => sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().map((r) => String(r.name));
const columns = (sql: SqlStorage, table: string) => sql.exec(`SELECT name FROM pragma_table_info('${table}')`).toArray().map((r) => String(r.name));

/** Ada's bid on the Schuylkill Valley (1830 4.4: the first private at face value or more). */
const bid = { type: "bid", ...player(1), company: "SV", price: 20 };

describe("a room's schema", () => {
  it("a room stored before the schema's fingerprint was kept wakes with its tables, columns and alarm, and plays on", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: bid });
    await a.next("action");
    a.ws.close();
    // As builds before the fingerprint left it: no fingerprint, the log without the column that says whose
    // undo took an entry back, no table of refused requests nor of webhook changes, no lifetime alarm.
    const current = await runInDurableObject(stub(id), async (_room, state) => {
      const kept = state.storage.kv.get(SCHEMA_KEY);
      state.storage.kv.delete(SCHEMA_KEY);
      state.storage.sql.exec("ALTER TABLE log DROP COLUMN undone_by");
      state.storage.sql.exec("DROP TABLE decision_refused");
      state.storage.sql.exec("DROP TABLE webhook_changes");
      await state.storage.deleteAlarm();
      return kept;
    });
    expect(current).toEqual(expect.any(String));
    await evictDurableObject(stub(id), { webSockets: "close" });

    // Woken by a read, the room answers and has brought its storage up to date.
    expect((await api(`/api/games/${id}`)).status).toBe(200);
    const after = await runInDurableObject(stub(id), async (_room, state) => ({
      tables: tables(state.storage.sql),
      log: columns(state.storage.sql, "log"),
      alarm: await state.storage.getAlarm(),
      fingerprint: state.storage.kv.get(SCHEMA_KEY),
    }));
    expect(after.tables).toEqual(expect.arrayContaining(["decision_refused", "webhook_changes"]));
    expect(after.log).toContain("undone_by");
    expect(after.alarm).not.toBeNull();
    expect(after.fingerprint).toBe(current);

    // It plays on: Ada takes her bid back (charged to her seat in the new column) and bids again.
    const again = await connect(id, ada);
    expect((await again.hello()).log).toHaveLength(1);
    again.send({ type: "act", expect: 1, action: { type: "undo", ...player(1) } });
    expect((await again.next("action")).n).toBe(2);
    again.send({ type: "act", expect: 2, action: bid });
    expect((await again.next("action")).n).toBe(3);
    const undone = await runInDurableObject(stub(id), (_room, state) => state.storage.sql.exec("SELECT undone_by FROM log WHERE n = 1").one().undone_by);
    expect(undone).toBe(0);
    again.ws.close();
  });

  it("a room up to date wakes without running its schema", async () => {
    const { id } = await startedGame();
    const statements = await runInDurableObject(stub(id), (_room, state) => {
      const sql = state.storage.sql;
      const { exec } = sql;
      const seen: string[] = [];
      sql.exec = function (this: SqlStorage, query: string, ...bindings: unknown[]) {
        seen.push(query);
        return exec.call(this, query, ...bindings);
      } as typeof sql.exec;
      try {
        // A new object on the same storage: the room as it wakes.
        new GameRoom(state, env);
      } finally {
        sql.exec = exec;
      }
      return seen;
    });
    expect(statements.filter((q) => /CREATE|ALTER|PRAGMA|pragma_/i.test(q))).toEqual([]);
    // Whether a game was ever made here: one read of the schema.
    expect(statements.length).toBeLessThanOrEqual(1);
  });

  it("a room stored under another schema's text runs the schema again at its next wake", async () => {
    const { id } = await startedGame();
    const current = await runInDurableObject(stub(id), (_room, state) => {
      const kept = state.storage.kv.get(SCHEMA_KEY);
      // As if a table had been added to the schema since the room was stored.
      state.storage.kv.put(SCHEMA_KEY, "an older schema");
      state.storage.sql.exec("DROP TABLE webhook_changes");
      return kept;
    });
    await evictDurableObject(stub(id), { webSockets: "close" });
    expect((await api(`/api/games/${id}`)).status).toBe(200);
    const after = await runInDurableObject(stub(id), (_room, state) => ({ tables: tables(state.storage.sql), fingerprint: state.storage.kv.get(SCHEMA_KEY) }));
    expect(after.tables).toContain("webhook_changes");
    expect(after.fingerprint).toBe(current);
  });
});
