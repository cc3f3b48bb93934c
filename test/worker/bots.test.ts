// Bots at a room's table (issue #20): the room plays a bot's moves through its
// alarm, one at a time, and writes them to the log as any player's; a seated
// player hands his seat to a bot and takes it back.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { botOfKind } from "../../shared/bots/hard.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { LogSession } from "../../shared/engine/session.ts";
import type { GameMeta } from "../../shared/protocol.ts";
import { GameRoom } from "../../worker/room.ts";
import { SCHEMA_KEY } from "../../worker/room-schema.ts";
import { api, connect, player, post } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
/** Whether the room's alarm is set for a bot's move: soon (the table's lifetime keeps one set for weeks ahead, worker/room-lifecycle.ts). */
const botDue = async (id: string) => {
  const at = await runInDurableObject(stub(id), (_room, state) => state.storage.getAlarm());
  return at !== null && at < Date.now() + 60_000;
};
const meta = async (id: string) => (await (await api(`/api/games/${id}`)).json()) as { status: string; logLength: number; seats: { index: number; name: string | null; bot?: true }[]; result?: Record<string, number> };

describe("bots in a room", () => {
  /** Opens a table of bots only, starts it and lets the room's alarm play it: each alarm plays one move and sets the next. */
  async function botsPlayToTheEnd(table: Record<string, unknown>, players: number): Promise<string> {
    const created = await post("/api/games", { name: "Ada", seats: players, bots: [...Array(players).keys()], ...table });
    expect(created.status).toBe(201);
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await meta(id)).seats.every((s) => s.bot)).toBe(true);
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    let moves = 0;
    while ((await botDue(id)) && (await runDurableObjectAlarm(stub(id)))) moves++;
    const end = await meta(id);
    expect(end.status).toBe("finished");
    expect(end.logLength).toBe(moves);
    expect(Object.keys(end.result ?? {})).toHaveLength(players);
    return id;
  }

  it("a table of four bots plays to its end with nobody connected", async () => {
    await botsPlayToTheEnd({ title: "1830", options: { optional_rules: ["sit_as_you_will"] } }, 4);
  }, 600_000);

  it("a table of three 1817 bots plays to its end, borrowing as the title lets it", async () => {
    const id = await botsPlayToTheEnd({ title: "1817" }, 3);
    // The bots played 1817's own moves through the room: loans taken.
    const types = await runInDurableObject(stub(id), (room) => ((room as unknown as { loadSession(): LogSession }).loadSession().game as Game).actions.map((a) => a.type));
    expect(types).toContain("take_loan");
  }, 600_000);

  it("plays a seat handed to a bot, live, and stops when its player takes it back", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [1], options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const ada = await connect(id, seat.token);
    await ada.hello();
    // Ada (seat 0) opens the auction; the bot in seat 1 answers through the alarm, and Ada sees its move.
    ada.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    expect((await ada.next("action")).n).toBe(1);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const botMove = await ada.next("action");
    expect(botMove.n).toBe(2);
    expect(botMove.action.entity).toBe(2);
    // Her turn again: nothing for a bot to do until she hands her seat over.
    expect(await botDue(id)).toBe(false);
    const handed = await post(`/api/games/${id}/bot`, { seat: 0, bot: true }, seat.token);
    expect(handed.status).toBe(200);
    // While a bot plays her seat, her own moves for it are refused.
    ada.send({ type: "act", expect: 2, action: { type: "pass", ...player(1) } });
    expect((await ada.next("reject")).error).toMatch(/bot plays seat 1/);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await ada.next("action")).action.entity).toBe(1);
    // She takes it back: the bots play only seat 1's turns from then on.
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: false }, seat.token)).status).toBe(200);
    const { logLength } = await meta(id);
    while ((await botDue(id)) && (await runDurableObjectAlarm(stub(id))));
    const after = await meta(id);
    expect(after.seats.find((s) => s.index === 0)?.bot).toBeUndefined();
    // Whatever seat 1 played, the game now waits for Ada, who is no bot.
    expect(after.logLength).toBeGreaterThanOrEqual(logLength);
    ada.send({ type: "act", expect: after.logLength, action: { type: "pass", ...player(1) } });
    const reply = await Promise.race([ada.next("action"), ada.next("reject")]);
    if (reply.type === "reject") expect(reply.error).not.toMatch(/bot plays/);
    ada.ws.close();
  });

  it("only the seat's holder hands it to a bot", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, options: { optional_rules: ["sit_as_you_will"] } });
    const { id } = (await created.json()) as { id: string };
    const bob = (await (await post(`/api/games/${id}/join`, { name: "Bob" })).json()) as { seat: { token: string } };
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: true }, bob.seat.token)).status).toBe(403);
    expect((await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [2] })).status).toBe(400);
  });

  it("the waiting room's creator seats a bot in a free seat and frees it again; nobody else can", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 3, options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    const bob = (await (await post(`/api/games/${id}/join`, { name: "Bob" })).json()) as { seat: { token: string } };
    // Seat 2 is free: Bob may not seat a bot there, Ada may.
    const refused = await post(`/api/games/${id}/bot`, { seat: 2, bot: true }, bob.seat.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("only the table's creator can seat a bot in a free seat, or free a bot's seat");
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true })).status).toBe(403);
    const seated = await post(`/api/games/${id}/bot`, { seat: 2, bot: true }, seat.token);
    expect(seated.status).toBe(200);
    expect((await meta(id)).seats.map((s) => [s.name, s.bot ?? false])).toEqual([["Ada", false], ["Bob", false], ["Bot 3", true]]);
    // Nobody can join the bot's seat; the creator frees it, and it can be joined again.
    expect((await post(`/api/games/${id}/join`, { name: "Cy" })).status).toBe(409);
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: false }, bob.seat.token)).status).toBe(403);
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: false }, seat.token)).status).toBe(200);
    expect((await meta(id)).seats[2]).toEqual(expect.objectContaining({ name: null }));
    expect((await meta(id)).seats[2]!.bot).toBeUndefined();
    // Seated again, the bot plays once the table starts.
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true }, seat.token)).status).toBe(200);
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    expect((await meta(id)).seats.map((s) => s.bot ?? false)).toEqual([false, false, true]);
  });

  it("keeps each bot seat's kind (easy unless asked), through a wake, and plays a hard seat with the hard bot", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 3, bots: [1, 2], botKinds: ["hard"], options: { optional_rules: ["sit_as_you_will"] } });
    expect(created.status).toBe(201);
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await meta(id)).seats.map((s) => (s as { botKind?: string }).botKind ?? null)).toEqual([null, "hard", "easy"]);
    // The waiting room's creator changes a kind; a kind that is not one is refused.
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true, kind: "expert" }, seat.token)).status).toBe(400);
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true, kind: "hard" }, seat.token)).status).toBe(200);
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true, kind: "easy" }, seat.token)).status).toBe(200);
    expect((await post("/api/games", { title: "1830", name: "Ada", seats: 3, bots: [1], botKinds: ["hard", "easy"] })).status).toBe(400);
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const ada = await connect(id, seat.token);
    await ada.hello();
    ada.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    expect((await ada.next("action")).n).toBe(1);
    // Asleep and awake again (a new room object on the same storage): the kinds are read back from it,
    // and the move the room plays for seat 1 is the hard bot's.
    const expected = await runInDurableObject(stub(id), (_room, state) => {
      const room = new GameRoom(state, env) as unknown as { meta(): GameMeta; loadSession(): LogSession };
      const woken = room.meta();
      expect(woken.seats.map((s) => s.botKind ?? null)).toEqual([null, "hard", "easy"]);
      const game = room.loadSession().game as Game;
      const first = game.actingEntities()[0]!;
      return JSON.stringify(botOfKind("1830", "2", woken.seed, "hard").chooseFor(game, first));
    });
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const move = (await ada.next("action")).action as Record<string, unknown>;
    const { id: _n, created_at: _t, ...played } = move;
    expect(played).toEqual(JSON.parse(expected));
    ada.ws.close();
  }, 120_000);

  it("in a game under way, a player hands his seat to the kind of bot he chooses; a kind that is not one is refused in plain words", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [1], options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const kinds = async () => (await meta(id)).seats.map((s) => [s.bot ?? false, (s as { botKind?: string }).botKind ?? null]);
    // A kind that is not one: refused with the kinds there are, and her seat stays hers.
    const refused = await post(`/api/games/${id}/bot`, { seat: 0, bot: true, kind: "expert" }, seat.token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('kind: a bot is "easy" or "hard"');
    expect(await kinds()).toEqual([[false, null], [true, "easy"]]);
    expect(await botDue(id)).toBe(false);
    // A hard bot takes her seat: the room stores its kind, and the move it plays for her is the hard bot's.
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: true, kind: "hard" }, seat.token)).status).toBe(200);
    expect(await kinds()).toEqual([[true, "hard"], [true, "easy"]]);
    const expected = await runInDurableObject(stub(id), (_room, state) => {
      const room = new GameRoom(state, env) as unknown as { meta(): GameMeta; loadSession(): LogSession };
      const game = room.loadSession().game as Game;
      return JSON.stringify(botOfKind("1830", "1", room.meta().seed, "hard").chooseFor(game, game.actingEntities()[0]!));
    });
    const ada = await connect(id, seat.token);
    await ada.hello();
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const { id: _n, created_at: _t, ...played } = (await ada.next("action")).action as Record<string, unknown>;
    expect(played).toEqual(JSON.parse(expected));
    // While it plays, she changes its kind; taken back and handed again without a kind, the bot is easy.
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: true, kind: "easy" }, seat.token)).status).toBe(200);
    expect(await kinds()).toEqual([[true, "easy"], [true, "easy"]]);
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: true, kind: "hard" }, seat.token)).status).toBe(200);
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: false }, seat.token)).status).toBe(200);
    expect(await kinds()).toEqual([[false, null], [true, "easy"]]);
    expect((await post(`/api/games/${id}/bot`, { seat: 0, bot: true }, seat.token)).status).toBe(200);
    expect(await kinds()).toEqual([[true, "easy"], [true, "easy"]]);
    ada.ws.close();
  }, 120_000);

  it("an old room's bot seats, stored before bots had kinds, wake as easy bots", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [1], options: { optional_rules: ["sit_as_you_will"] } });
    const { id } = (await created.json()) as { id: string };
    await runInDurableObject(stub(id), (_room, state) => {
      state.storage.sql.exec("DROP TABLE bot_seats");
      state.storage.sql.exec("CREATE TABLE bot_seats (idx INTEGER PRIMARY KEY)");
      state.storage.sql.exec("INSERT INTO bot_seats (idx) VALUES (1)");
      // Stored before the schema's fingerprint was kept (worker/room-schema.ts): the room brings its tables up to date as it wakes.
      state.storage.kv.delete(SCHEMA_KEY);
      const room = new GameRoom(state, env) as unknown as { meta(): GameMeta };
      expect(room.meta().seats.map((s) => [s.bot ?? false, s.botKind ?? null])).toEqual([[false, null], [true, "easy"]]);
    });
  });
});
