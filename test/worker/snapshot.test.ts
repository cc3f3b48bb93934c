// A room keeps a snapshot of its game (every 100 log entries, and after an
// import or a full replay of a long log) and wakes from it: the game as it
// stood, without replaying the entries before it. A snapshot is only a cache:
// one written by another build of the engine is ignored, the log replayed,
// and a snapshot of this build kept in its place.
/// <reference types="vite/client" />
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { summarize } from "../../shared/engine/replay.ts";
import type { LogSession } from "../../shared/engine/session.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { CreateGameResponse } from "../../shared/protocol.ts";
import { engineBuild } from "../../worker/env.ts";
import fixture from "../fixtures/1882/5236.json";
import { connect, post } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
type Room = { session: LogSession<Game> | null; loadSession(): LogSession<Game> };
const snapshotRows = (sql: SqlStorage) => sql.exec("SELECT n, engine FROM snapshot").toArray().map((r) => [Number(r.n), String(r.engine)]);

describe("a room's snapshot of its game", () => {
  it("is kept after an import and every 100 entries, and the room wakes from it", async () => {
    expect(engineBuild).toMatch(/^[0-9a-f]{16}$/);
    // The first 599 entries of a real 1882 game.
    const log = { ...fixture, actions: fixture.actions.slice(0, 599) };
    const imported = await post("/api/games/import", log);
    expect(imported.status).toBe(201);
    const { id, seat } = (await imported.json()) as CreateGameResponse;
    const before = await runInDurableObject(stub(id), (room, state) => {
      expect(snapshotRows(state.storage.sql)).toEqual([[599, engineBuild]]);
      return JSON.stringify(summarize((room as unknown as Room).loadSession().game, 599));
    });

    // Asleep and awake again. Its first entry is then changed in storage into one that no replay
    // accepts (a player who is not at the table), but a room waking from its snapshot does not
    // replay the entries before it.
    await runInDurableObject(stub(id), (room, state) => {
      const first = String(state.storage.sql.exec("SELECT action FROM log WHERE n = 1").one().action);
      state.storage.sql.exec("UPDATE log SET action = ? WHERE n = 1", JSON.stringify({ type: "pass", entity: 999, entity_type: "player", id: 1 }));
      (room as unknown as Room).session = null;
      expect(JSON.stringify(summarize((room as unknown as Room).loadSession().game, 599))).toBe(before);
      state.storage.sql.exec("UPDATE log SET action = ? WHERE n = 1", first);
    });

    // The 600th entry played at the table: a snapshot after 600 entries replaces it, taken when the
    // table pauses (the players do not wait for it).
    const table = await connect(id, seat.token);
    await table.hello(599);
    table.send({ type: "act", expect: 599, action: fixture.actions[599] });
    expect((await table.next("action")).n).toBe(600);
    table.ws.close();
    await expect.poll(() => runInDurableObject(stub(id), (_room, state) => snapshotRows(state.storage.sql)), { timeout: 5000 }).toEqual([[600, engineBuild]]);
    await runInDurableObject(stub(id), (room) => {
      const played = JSON.stringify(summarize((room as unknown as Room).session!.game, 600));
      (room as unknown as Room).session = null;
      expect(JSON.stringify(summarize((room as unknown as Room).loadSession().game, 600))).toBe(played);
    });
  });

  it("owed at 100 entries is taken when the table pauses, of the game as it stands then: a move just after does not wait for it", async () => {
    const imported = await post("/api/games/import", { ...fixture, actions: fixture.actions.slice(0, 598) });
    const { id, seat } = (await imported.json()) as CreateGameResponse;
    const table = await connect(id, seat.token);
    await table.hello(598);
    // Moves 599 to 604, each sent as soon as the one before arrives, as a player (or a script) plays on.
    for (let n = 598; n < 604; n++) {
      table.send({ type: "act", expect: n, action: fixture.actions[n] });
      expect((await table.next("action")).n).toBe(n + 1);
    }
    // Nothing was taken between the 600th move and the next: the snapshot is of the game as the pause found it.
    expect(await runInDurableObject(stub(id), (_room, state) => snapshotRows(state.storage.sql))).toEqual([[598, engineBuild]]);
    await expect.poll(() => runInDurableObject(stub(id), (_room, state) => snapshotRows(state.storage.sql)), { timeout: 5000 }).toEqual([[604, engineBuild]]);
    await runInDurableObject(stub(id), (room) => {
      const played = JSON.stringify(summarize((room as unknown as Room).session!.game, 604));
      (room as unknown as Room).session = null;
      expect(JSON.stringify(summarize((room as unknown as Room).loadSession().game, 604))).toBe(played);
    });
    table.ws.close();
  });

  it("written by another build is ignored: the room replays its log and keeps a snapshot of its own", async () => {
    const imported = await post("/api/games/import", { ...fixture, actions: fixture.actions.slice(0, 250) });
    const { id } = (await imported.json()) as CreateGameResponse;
    await runInDurableObject(stub(id), (room, state) => {
      const before = JSON.stringify(summarize((room as unknown as Room).loadSession().game, 250));
      // Another build's snapshot, of another position altogether: read, it would be wrong.
      state.storage.sql.exec("UPDATE snapshot SET engine = 'an older build'");
      state.storage.sql.exec("UPDATE snapshot SET text = replace(text, '\"cash\":', '\"cash\":1')");
      (room as unknown as Room).session = null;
      expect(JSON.stringify(summarize((room as unknown as Room).loadSession().game, 250))).toBe(before);
      expect(snapshotRows(state.storage.sql)).toEqual([[250, engineBuild]]);
    });
  });

  it("kept in the form before plain data was written in place (format 1, every object numbered) still wakes: the log replayed, a snapshot of today's form kept", async () => {
    const imported = await post("/api/games/import", { ...fixture, actions: fixture.actions.slice(0, 250) });
    const { id } = (await imported.json()) as CreateGameResponse;
    await runInDurableObject(stub(id), (room, state) => {
      const before = JSON.stringify(summarize((room as unknown as Room).loadSession().game, 250));
      const text = () => state.storage.sql.exec("SELECT text FROM snapshot ORDER BY part").toArray().map((r) => String(r.text)).join("");
      // An older room's storage: the same game, as format 1 wrote it.
      const old = formatOne(text());
      expect(old.length).toBeGreaterThan(text().length);
      state.storage.sql.exec("DELETE FROM snapshot WHERE part > 0");
      state.storage.sql.exec("UPDATE snapshot SET text = ?", old);
      (room as unknown as Room).session = null;
      expect(JSON.stringify(summarize((room as unknown as Room).loadSession().game, 250))).toBe(before);
      expect(snapshotRows(state.storage.sql)).toEqual([[250, engineBuild]]);
      expect(text().startsWith('{"format":2,')).toBe(true);
    });
  });

  it("is not kept for a game of fewer than 100 entries", async () => {
    const imported = await post("/api/games/import", { ...fixture, actions: fixture.actions.slice(0, 40) });
    const { id } = (await imported.json()) as CreateGameResponse;
    await runInDurableObject(stub(id), (_room, state) => expect(snapshotRows(state.storage.sql)).toEqual([]));
  });
  it("goes to a page of the same engine build that starts from the beginning, and to no other", async () => {
    const imported = await post("/api/games/import", { ...fixture, actions: fixture.actions.slice(0, 250) });
    const { id } = (await imported.json()) as CreateGameResponse;
    const welcome = async (hello: Record<string, unknown>) => {
      const client = await connect(id);
      client.send({ type: "hello", ...hello });
      const answer = await client.next("welcome");
      client.ws.close();
      return answer;
    };
    // The page's build: the snapshot the import kept, of the whole log, with the log itself.
    const same = await welcome({ since: 0, engine: engineBuild });
    expect(same.snapshot?.n).toBe(250);
    expect(same.log).toHaveLength(250);
    const text = await runInDurableObject(stub(id), (_, state) => state.storage.sql.exec("SELECT text FROM snapshot ORDER BY part").toArray().map((r) => String(r.text)).join(""));
    expect(same.snapshot?.text).toBe(text);
    // Another build, no build said, or a page that holds entries already: the log alone.
    expect((await welcome({ since: 0, engine: "0123456789abcdef" })).snapshot).toBeUndefined();
    expect((await welcome({ since: 0 })).snapshot).toBeUndefined();
    expect((await welcome({ since: 10, engine: engineBuild })).snapshot).toBeUndefined();
  });
});

/** A snapshot as format 1 wrote it: every object numbered, none written in its place (`[data]` in today's form). */
function formatOne(text: string): string {
  const snapshot = JSON.parse(text) as { format: number; objects: unknown[][] };
  const numbered = (data: unknown): unknown => {
    if (data === null || typeof data !== "object") return data;
    const r = snapshot.objects.push([]) - 1;
    snapshot.objects[r] = Array.isArray(data) ? [1, data.map(numbered)] : [0, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, numbered(v)]))];
    return { r };
  };
  const written = (w: unknown): unknown => (Array.isArray(w) ? numbered(w[0]) : w);
  for (let i = 0; i < snapshot.objects.length; i++) {
    const e = snapshot.objects[i]!;
    const at = e[0] === 4 ? 2 : 1;
    if (e[0] === 5) continue;
    e[at] = Array.isArray(e[at]) ? (e[at] as unknown[]).map(written) : Object.fromEntries(Object.entries(e[at] as object).map(([k, v]) => [k, written(v)]));
  }
  snapshot.format = 1;
  return JSON.stringify(snapshot);
}
