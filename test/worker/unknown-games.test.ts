// A well-formed game id that was never dealt costs nothing to ask about: the
// room answers "no such game" from a read, and its storage stays empty (a
// GET of a random id must not create a room's tables, #31).
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, newGame, post } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** The room's own tables and the size of its database, read inside the object. */
const storage = (id: string) =>
  runInDurableObject(stub(id), (_room, state) => ({
    tables: state.storage.sql
      .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
      .toArray()
      .map((r) => String(r.name)),
    size: state.storage.sql.databaseSize,
  }));

describe("a game id that was never dealt", () => {
  it("is answered 'no such game' by every reader, and its room writes nothing", async () => {
    const id = "q7unknown1";
    const before = (await storage("q7unknown0")).size;
    for (const path of [`/api/games/${id}`, `/api/games/${id}/log`, `/api/games/${id}/view`, `/g/${id}/board.svg`, `/g/${id}/board.png`]) {
      expect((await api(path)).status, path).toBe(404);
    }
    expect((await api(`/g/${id}`)).status).toBe(404);
    expect((await api(`/embed/${id}`)).status).toBe(404);
    expect((await api(`/ws/${id}`, { headers: { Upgrade: "websocket" } })).status).toBe(404);
    expect((await api(`/api/games/${id}/webhook`, { headers: { Authorization: "Bearer x" } })).status).toBe(404);
    expect((await post(`/api/games/${id}/start`, {}, "x")).status).toBe(404);
    expect((await post(`/api/games/${id}/join`, { name: "Eve" })).status).toBe(404);
    expect((await (await post("/api/tables", { tables: [{ id }] })).json()) as unknown).toEqual({ tables: [{ id, error: "no such game" }] });
    expect(await storage(id)).toEqual({ tables: [], size: before });
  });

  it("nor does a day's Railways board that never dealt a table, whatever is asked of it", async () => {
    const date = "2031-01-01";
    expect(await (await api(`/api/railways/daily/${date}`)).json()).toEqual({ date, seed: null, scores: [] });
    expect((await post(`/api/railways/daily/${date}/scores`, { game: "q7unknown2" }, "x")).status).toBe(409);
    const board = env.DAILY_BOARD.get(env.DAILY_BOARD.idFromName(`railways:${date}`));
    const tables = await runInDurableObject(board, (_board, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'").toArray(),
    );
    expect(tables).toEqual([]);
  });

  it("a table dealt here has its tables, and answers", async () => {
    const { id } = await newGame();
    expect((await api(`/api/games/${id}`)).status).toBe(200);
    expect((await storage(id)).tables).toEqual(expect.arrayContaining(["game", "seats", "log", "bot_seats", "outbox"]));
  });
});
