// Seeded 1882 games of random legal actions, played to the end or a long way:
// the engine never refuses what legalActions offered, money is neither made
// nor lost, every corporation's certificates add up to 100%, and nobody's
// cash goes negative. This exercises 1882's own actions (two tile lays,
// neutral stations, P2's exchange, P3's station move) from positions no
// fixture reaches.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { title1882 } from "../../shared/games/1882/index.ts";
import { RandomPlayer } from "./random-play.ts";

const TOTAL_MONEY = 9_000;
const MAX_ACTIONS = 3_000;

function checkInvariants(game: Game): void {
  const money = game.bank.cash + game.players.reduce((t, p) => t + p.cash, 0) + game.corporations.reduce((t, c) => t + c.cash, 0);
  expect(money).toBe(TOTAL_MONEY);
  for (const c of game.corporations) expect(c.shares.reduce((t, s) => t + s.percent, 0)).toBe(100);
  for (const p of game.players) expect(p.cash).toBeGreaterThanOrEqual(0);
  for (const c of game.corporations) expect(c.cash).toBeGreaterThanOrEqual(0);
}

describe("1882 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 2000 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const players = Array.from({ length: 2 + (seed % 5) }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
    const game = new Game(title1882, players, {}, seed);
    const player = new RandomPlayer(seed);
    let n = 0;
    for (; n < MAX_ACTIONS && !game.finished; n++) {
      const action = player.choose(game);
      expect(action, `nobody can act at action ${n} in ${game.round.name}`).not.toBeNull();
      try {
        game.process(action);
      } catch (e) {
        throw new Error(`action ${n} ${JSON.stringify(action)} refused in ${game.round.name}: ${(e as Error).message}`);
      }
      checkInvariants(game);
    }
    expect(n).toBeGreaterThan(20);
  });
});
