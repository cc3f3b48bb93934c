// The Railways daily deal: the day's board draws its deal at random when the
// day's first table is dealt, and counts each finished game once, under its
// player's name, after replaying its log; only tables it dealt, on its day,
// played at a person's pace (docs/security.md, "The daily leaderboard").
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { utcDate, type DailyLeaderboard, type DailySubmitted } from "../../shared/games/railways/daily.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalActions } from "../../shared/games/railways/legal.ts";
import { Chooser } from "../../shared/games/railways/random-play.ts";
import type { CreateGameResponse, GameMeta } from "../../shared/protocol.ts";
import { api, connect, post } from "./helpers.ts";

const DAY = 24 * 60 * 60 * 1000;
const today = () => utcDate(Date.now());

/** A table of today's deal, dealt by the day's board. */
async function dealt(name: string): Promise<CreateGameResponse> {
  const response = await post("/api/railways/daily", { name });
  expect(response.status).toBe(201);
  return response.json();
}

/** Plays a Railways table over its socket for `steps` actions (all of them by default), with the choices of `pick`. */
async function play(table: CreateGameResponse, name: string, pick: number, steps = Infinity) {
  const meta = (await (await api(`/api/games/${table.id}`)).json()) as GameMeta;
  const client = await connect(table.id, table.seat.token);
  await client.hello();
  const game = new RailwaysGame({ players: [{ id: 1, name }], options: meta.options, seed: meta.seed });
  const chooser = new Chooser(pick);
  for (let n = 0; n < steps && !game.finished; n++) {
    client.send({ type: "act", expect: n, action: chooser.pick(legalActions(game)) });
    game.process((await client.next("action")).action);
  }
  client.ws.close();
  return { id: table.id, token: table.seat.token, score: game.score() };
}

/**
 * The times the room wrote on the moves, as if a person had played them 4 s apart (the test plays in
 * milliseconds; the clock of a test cannot be waited on for minutes).
 */
async function atAPersonsPace(id: string): Promise<void> {
  await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)), (_room, state) => {
    const start = Math.floor(Date.now() / 1000) - 3600;
    state.storage.sql.exec("UPDATE log SET action = json_set(action, '$.created_at', ? + 4 * n)", start);
  });
}

/** A whole game of today's deal, played at a person's pace. */
async function playedToday(name: string, pick: number) {
  const game = await play(await dealt(name), name, pick);
  await atAPersonsPace(game.id);
  return game;
}

const submit = (date: string, game: string, token?: string) => post(`/api/railways/daily/${date}/scores`, { game }, token);
const refusal = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("the daily deal", () => {
  it("is drawn at random by the day's board when the day's first table is dealt, the same for every table of the day", async () => {
    const date = today();
    const before = (await (await api("/api/railways/daily")).json()) as DailyLeaderboard;
    expect(before).toEqual({ date, seed: null, scores: [] });
    const first = await dealt("Ada");
    const second = await dealt("Bob");
    const seedOf = async (id: string) => ((await (await api(`/api/games/${id}`)).json()) as GameMeta).seed;
    const board = (await (await api("/api/railways/daily")).json()) as DailyLeaderboard;
    expect(board.seed).toEqual(expect.any(Number));
    expect(await seedOf(first.id)).toBe(board.seed);
    expect(await seedOf(second.id)).toBe(board.seed);
    expect(((await (await api(`/api/railways/daily/${date}`)).json()) as DailyLeaderboard).seed).toBe(board.seed);
    // Tomorrow's deal does not exist yet: nothing to search ahead of the day.
    const tomorrow = utcDate(Date.now() + DAY);
    expect((await (await api(`/api/railways/daily/${tomorrow}`)).json()) as DailyLeaderboard).toEqual({ date: tomorrow, seed: null, scores: [] });
    expect((await api("/api/railways/daily/2026-02-30")).status).toBe(400);
    expect((await api("/api/railways/daily/yesterday")).status).toBe(400);
    // A daily table exports its deal, and the export replays elsewhere.
    const log = (await (await api(`/api/games/${first.id}/log`)).json()) as { settings: { seed: number } };
    expect(log.settings.seed).toBe(board.seed);
    expect((await post("/api/games/import", log)).status).toBe(201);
  });

  it("keeps each name's best score, one submission per finished game, checked by replaying it", async () => {
    const date = today();
    const a = await playedToday("Ada", 1);
    const response = await submit(date, a.id, a.token);
    expect(response.status).toBe(201);
    const first = (await response.json()) as DailySubmitted;
    expect(first).toMatchObject({ score: a.score, best: a.score, rank: 1 });
    expect(first.board.scores).toEqual([{ name: "Ada", score: a.score, game: a.id, at: expect.any(Number) }]);

    // Once only; only the seat's holder; only finished games.
    expect((await submit(date, a.id, a.token)).status).toBe(409);
    const b = await playedToday("Bob", 2);
    expect((await submit(date, b.id)).status).toBe(403);
    expect(await refusal(await submit(date, b.id, a.token))).toMatch(/only the game's player can submit it/);
    const half = await play(await dealt("Cy"), "Cy", 3, 10);
    expect(await refusal(await submit(date, half.id, half.token))).toBe("the game is not finished");
    expect((await submit(date, "zzzzzzzzzz", a.token)).status).toBe(400);
    expect((await post(`/api/railways/daily/${date}/scores`, { game: "nope" }, a.token)).status).toBe(400);

    // Bob's game counts; a second game of Ada's keeps her best.
    const bob = (await (await submit(date, b.id, b.token)).json()) as DailySubmitted;
    expect(bob.best).toBe(b.score);
    const again = await playedToday("Ada", 5);
    const second = (await (await submit(date, again.id, again.token)).json()) as DailySubmitted;
    expect(second.best).toBe(Math.max(a.score, again.score));
    const board = (await (await api(`/api/railways/daily/${date}`)).json()) as DailyLeaderboard;
    expect(board.scores.map((s) => s.name).sort()).toEqual(["Ada", "Bob"]);
    expect(board.scores.map((s) => s.score)).toEqual([...board.scores.map((s) => s.score)].sort((x, y) => y - x));
    expect(board.scores.find((s) => s.name === "Ada")!.score).toBe(Math.max(a.score, again.score));
  });

  it("takes games only on its day: neither a past day's board (after its grace) nor a day to come", async () => {
    const game = await playedToday("Eve", 7);
    for (const date of [utcDate(Date.now() - 2 * DAY), utcDate(Date.now() + DAY)]) {
      const response = await submit(date, game.id, game.token);
      expect(response.status).toBe(409);
      expect(await refusal(response)).toBe(`the board of ${date} takes scores on that day (UTC) and for 1 hour after it only`);
    }
    expect((await submit(today(), game.id, game.token)).status).toBe(201);
  });

  it("counts only tables its board dealt: not a table opened on the day's deal number, nor an import followed by live moves", async () => {
    const date = today();
    await dealt("Gus");
    const seed = ((await (await api("/api/railways/daily")).json()) as DailyLeaderboard).seed!;
    const expected = `only a table dealt as the deal of ${date} ("Play today's deal") counts on its board`;

    const chosen = (await (await post("/api/games", { title: "Railways", name: "Gus", options: { seed } })).json()) as CreateGameResponse;
    const byNumber = await play(chosen, "Gus", 8);
    await atAPersonsPace(byNumber.id);
    expect(await refusal(await submit(date, byNumber.id, byNumber.token))).toBe(expected);

    const empty = { title: "Railways", players: [{ id: 1, name: "Gus" }], settings: { seed, optional_rules: [] }, actions: [] };
    const importedTable = (await (await post("/api/games/import", empty)).json()) as CreateGameResponse;
    const imported = await play(importedTable, "Gus", 9);
    await atAPersonsPace(imported.id);
    expect(await refusal(await submit(date, imported.id, imported.token))).toBe(expected);
  });

  it("does not count a game whose moves came faster than a person plays", async () => {
    const fast = await play(await dealt("Hal"), "Hal", 10);
    const response = await submit(today(), fast.id, fast.token);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toBe("this game's moves came faster than a person plays (a median of 0 s between moves; a daily game counts at 1 s or more)");
  });

  it("does not count a game played at two moves a second (#37: the whole-second gaps 1, 0, 1, 0 ... once passed)", async () => {
    const quick = await play(await dealt("Ivo"), "Ivo", 10);
    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(quick.id)), (_room, state) => {
      state.storage.sql.exec("UPDATE log SET action = json_set(action, '$.created_at', ? + n / 2)", Math.floor(Date.now() / 1000) - 3600);
    });
    const response = await submit(today(), quick.id, quick.token);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toBe("this game's moves came faster than a person plays (a median of 0.5 s between moves; a daily game counts at 1 s or more)");
  });

  it("answers submissions of one game made at the same moment once each: one counts, the other is told", async () => {
    const game = await playedToday("Dora", 6);
    const date = today();
    const answers = await Promise.all([submit(date, game.id, game.token), submit(date, game.id, game.token), submit(date, game.id, game.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
