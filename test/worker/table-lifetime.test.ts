// How long a table keeps its storage (#37, worker/room-lifecycle.ts): a table
// never started is deleted after OPEN_TABLE_DAYS, storage and lobby line; a
// game left without a move is listed as abandoned; a finished game keeps its
// log and export and drops what only a live table needs.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ABANDONED_AFTER_DAYS, FINISHED_TIDY_DAYS, OPEN_TABLE_DAYS } from "../../worker/room-lifecycle.ts";
import { api, connect, newGame, player, post, startedGame } from "./helpers.ts";

const DAY = 24 * 60 * 60 * 1000;
const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const alarmAt = (id: string) => runInDurableObject(stub(id), (_room, state) => state.storage.getAlarm());

/** Moves the table's clock back by `days`: its opening, its start and the times of its moves. */
const age = (id: string, days: number) =>
  runInDurableObject(stub(id), (room, state) => {
    const ms = days * DAY;
    state.storage.sql.exec("UPDATE game SET created_at = created_at - ?", ms);
    state.storage.sql.exec("UPDATE log SET action = json_set(action, '$.created_at', json_extract(action, '$.created_at') - ?)", ms / 1000);
    const started = state.storage.kv.get<number>("startedAt");
    if (started !== undefined) state.storage.kv.put("startedAt", started - ms);
    Object.assign(room as object, { cachedMeta: undefined });
  });

type Listed = { id: string; status: string; abandoned?: boolean };
const lobby = async (status: string) => ((await (await api(`/api/games?status=${status}`)).json()) as { games: Listed[] }).games;

describe("a table's lifetime", () => {
  it(`a table never started is deleted ${OPEN_TABLE_DAYS} days after it was opened: its storage, and its line in the lobby`, async () => {
    const before = Date.now();
    const { id } = await newGame();
    expect((await lobby("open")).map((g) => g.id)).toContain(id);
    const due = await alarmAt(id);
    expect(due).toBeGreaterThanOrEqual(before + OPEN_TABLE_DAYS * DAY);
    expect(due).toBeLessThanOrEqual(Date.now() + OPEN_TABLE_DAYS * DAY);
    // Not before its time.
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/api/games/${id}`)).status).toBe(200);
    const watcher = await connect(id);
    await watcher.hello();
    await age(id, OPEN_TABLE_DAYS + 1);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/api/games/${id}`)).status).toBe(404);
    expect((await lobby("open")).map((g) => g.id)).not.toContain(id);
    const left = await runInDurableObject(stub(id), (_room, state) => ({
      tables: state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name != 'sqlite_sequence'").toArray().length,
      alarm: state.storage.getAlarm(),
    }));
    expect(left.tables).toBe(0);
    expect(await left.alarm).toBeNull();
    // Whoever watched is told.
    await expect.poll(() => watcher.ws.readyState).toBe(WebSocket.CLOSED);
  });

  it(`a game without a move for ${ABANDONED_AFTER_DAYS} days is listed as abandoned; a move lists it as under way again`, async () => {
    const { id, ada } = await startedGame();
    expect(await alarmAt(id)).not.toBeNull();
    await age(id, ABANDONED_AFTER_DAYS + 1);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await lobby("playing")).find((g) => g.id === id)?.abandoned).toBe(true);
    // Its storage stays: its players may come back.
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    await a.next("action");
    await expect.poll(async () => (await lobby("playing")).find((g) => g.id === id)?.abandoned).toBeUndefined();
    expect(await alarmAt(id)).toBeGreaterThan(Date.now() + (ABANDONED_AFTER_DAYS - 1) * DAY);
    a.ws.close();
  });

  it(`a finished game keeps its log and export, and ${FINISHED_TIDY_DAYS} day after drops its notices, webhook, push subscriptions and requests`, async () => {
    const { id, seat } = await newGame({ seats: 2, hotseat: true });
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    expect((await api(`/api/games/${id}/webhook`, { method: "PUT", headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` }, body: JSON.stringify({ url: "http://127.0.0.1:9/hook" }) })).status).toBe(200);
    const a = await connect(id, seat.token);
    await a.hello();
    // A hotseat table ends at once when asked: nobody else is to be asked.
    a.send({ type: "act", expect: 0, action: { type: "end_game", ...player(1) } });
    await a.next("action");
    expect(((await (await api(`/api/games/${id}`)).json()) as { status: string }).status).toBe("finished");
    const live = () =>
      runInDurableObject(stub(id), (_room, state) =>
        ["outbox", "webhook", "push", "undo", "turn_notified"].map((t) => Number(state.storage.sql.exec(`SELECT COUNT(*) AS n FROM ${t}`).one().n)),
      );
    await runInDurableObject(stub(id), (_room, state) => {
      state.storage.sql.exec("INSERT OR REPLACE INTO push (seat, subscription, origin) VALUES (0, '{}', 'http://rails.test')");
      state.storage.sql.exec("INSERT OR REPLACE INTO undo (id, request) VALUES (1, '{}')");
    });
    expect((await live()).reduce((n, c) => n + c, 0)).toBeGreaterThan(0);
    const exported = (await (await api(`/api/games/${id}/log`)).json()) as { actions: unknown[]; status: string };
    await age(id, FINISHED_TIDY_DAYS + 1);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect(await live()).toEqual([0, 0, 0, 0, 0]);
    const kept = (await (await api(`/api/games/${id}/log`)).json()) as { actions: unknown[]; status: string };
    expect(kept.status).toBe("finished");
    expect(kept.actions).toHaveLength(exported.actions.length);
    expect((await api(`/api/games/${id}`)).status).toBe(200);
    a.ws.close();
  });
});
