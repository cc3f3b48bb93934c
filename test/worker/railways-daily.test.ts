// The Railways daily deal: a seed per UTC date, and a leaderboard kept by the
// DailyBoard Durable Object that counts each finished game once, under its
// player's name, after replaying its log.
import { describe, expect, it } from "vitest";
import { dailyDeal, dailySeed, FAIR_DAILY_FROM, utcDate, type DailyLeaderboard, type DailySubmitted } from "../../shared/games/railways/daily.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalActions } from "../../shared/games/railways/legal.ts";
import { Chooser } from "../../shared/games/railways/random-play.ts";
import { api, connect, post } from "./helpers.ts";

/** A Railways table on this seed, dealt as `date`'s daily deal (its deal version: daily.ts, dailyDeal), played over its socket for `steps` actions (all of them by default). */
async function played(name: string, seed: number, pick: number, steps = Infinity, deal = dailyDeal(utcDate(Date.now()))) {
  const options = { optional_rules: [deal] };
  const created = (await (await post("/api/games", { title: "Railways", name, options: { seed, ...options } })).json()) as { id: string; seat: { token: string } };
  const client = await connect(created.id, created.seat.token);
  await client.hello();
  const game = new RailwaysGame({ players: [{ id: 1, name }], options, seed });
  const chooser = new Chooser(pick);
  for (let n = 0; n < steps && !game.finished; n++) {
    client.send({ type: "act", expect: n, action: chooser.pick(legalActions(game)) });
    game.process((await client.next("action")).action);
  }
  client.ws.close();
  return { id: created.id, token: created.seat.token, score: game.score() };
}

const submit = (date: string, game: string, token?: string) => post(`/api/railways/daily/${date}/scores`, { game }, token);

describe("the daily deal", () => {
  it("has a seed per UTC date and an empty board to start with", async () => {
    const today = utcDate(Date.now());
    const board = (await (await api("/api/railways/daily")).json()) as DailyLeaderboard;
    expect(board).toEqual({ date: today, seed: dailySeed(today), scores: [] });
    expect(dailySeed("2026-11-17")).not.toBe(dailySeed("2026-11-18"));
    expect((await api("/api/railways/daily/2026-02-30")).status).toBe(400);
    expect((await api("/api/railways/daily/yesterday")).status).toBe(400);
  });

  it("keeps each name's best score, one submission per finished game, checked by replaying it", async () => {
    const date = "2026-11-17";
    const seed = dailySeed(date);
    const a = await played("Ada", seed, 1, Infinity, dailyDeal(date));
    const response = await submit(date, a.id, a.token);
    expect(response.status).toBe(201);
    const first = (await response.json()) as DailySubmitted;
    expect(first).toMatchObject({ score: a.score, best: a.score, rank: 1 });
    expect(first.board.scores).toEqual([{ name: "Ada", score: a.score, game: a.id, at: expect.any(Number) }]);

    // Once only; only the seat's holder; only finished games; only that day's deal.
    expect((await submit(date, a.id, a.token)).status).toBe(409);
    const b = await played("Bob", seed, 2, Infinity, dailyDeal(date));
    expect((await submit(date, b.id)).status).toBe(403);
    expect(((await (await submit(date, b.id, a.token)).json()) as { error: string }).error).toMatch(/only the game's player can submit it/);
    const half = await played("Cy", seed, 3, 10, dailyDeal(date));
    expect(((await (await submit(date, half.id, half.token)).json()) as { error: string }).error).toBe("the game is not finished");
    const other = await played("Di", dailySeed("2026-11-16"), 4, Infinity, dailyDeal(date));
    const wrongDay = await submit(date, other.id, other.token);
    expect(wrongDay.status).toBe(400);
    expect(((await wrongDay.json()) as { error: string }).error).toBe("this game is not the deal of 2026-11-17");
    expect((await submit(date, "zzzzzzzzzz", a.token)).status).toBe(404);
    expect((await post(`/api/railways/daily/${date}/scores`, { game: "nope" }, a.token)).status).toBe(400);

    // Bob's game counts; a second game of Ada's keeps her best.
    const bob = (await (await submit(date, b.id, b.token)).json()) as DailySubmitted;
    expect(bob.best).toBe(b.score);
    const again = await played("Ada", seed, 5, Infinity, dailyDeal(date));
    const second = (await (await submit(date, again.id, again.token)).json()) as DailySubmitted;
    expect(second.best).toBe(Math.max(a.score, again.score));
    const board = (await (await api(`/api/railways/daily/${date}`)).json()) as DailyLeaderboard;
    expect(board.scores.map((s) => s.name).sort()).toEqual(["Ada", "Bob"]);
    expect(board.scores.map((s) => s.score)).toEqual([...board.scores.map((s) => s.score)].sort((x, y) => y - x));
    expect(board.scores.find((s) => s.name === "Ada")!.score).toBe(Math.max(a.score, again.score));
  });

  it("counts a day's games only when dealt with that day's deal: the first deal before FAIR_DAILY_FROM, the fair deal from then", async () => {
    // A day played before the fair deal keeps its cards: its leaderboard's games still replay and count.
    const before = "2026-11-20";
    const old = await played("Eve", dailySeed(before), 7, Infinity, "first_deal");
    expect((await submit(before, old.id, old.token)).status).toBe(201);
    const fairOnOldDay = await played("Fay", dailySeed(before), 7, Infinity, "fair_deal");
    const refused = await submit(before, fairOnOldDay.id, fairOnOldDay.token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(`this game is not the deal of ${before}: it was dealt with the fair deal`);
    // From FAIR_DAILY_FROM on, the fair deal.
    const fair = await played("Gus", dailySeed(FAIR_DAILY_FROM), 8, Infinity, "fair_deal");
    expect((await submit(FAIR_DAILY_FROM, fair.id, fair.token)).status).toBe(201);
    const oldOnNewDay = await played("Hal", dailySeed(FAIR_DAILY_FROM), 8, Infinity, "first_deal");
    expect((await submit(FAIR_DAILY_FROM, oldOnNewDay.id, oldOnNewDay.token)).status).toBe(400);
  });

  it("counts only games played here move by move: the same game imported is refused", async () => {
    const date = utcDate(Date.now());
    const live = await played("Cleo", dailySeed(date), 5);
    const log = await (await api(`/api/games/${live.id}/log`)).json();
    const imported = (await (await post("/api/games/import", log)).json()) as { id: string; seat: { token: string } };
    const response = await submit(date, imported.id, imported.seat.token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("only games played move by move at this site count: an imported game does not");
  });

  it("answers submissions of one game made at the same moment once each: one counts, the other is told", async () => {
    const date = utcDate(Date.now());
    const game = await played("Dora", dailySeed(date), 6);
    const answers = await Promise.all([submit(date, game.id, game.token), submit(date, game.id, game.token), submit(date, game.id, game.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
