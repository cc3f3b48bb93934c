// Seeded games of random legal actions, played to the end: the engine never
// refuses what legalActions offered, money is neither made nor lost, every
// corporation's certificates add up to 100%, and nobody's cash goes negative.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { RandomPlayer } from "./random-play.ts";

const TOTAL_MONEY = 12_000;
const MAX_ACTIONS = 4_000;

function checkInvariants(game: Game): void {
  const money = game.bank.cash + game.players.reduce((t, p) => t + p.cash, 0) + game.corporations.reduce((t, c) => t + c.cash, 0);
  expect(money).toBe(TOTAL_MONEY);
  for (const c of game.corporations) expect(c.shares.reduce((t, s) => t + s.percent, 0)).toBe(100);
  for (const p of game.players) expect(p.cash).toBeGreaterThanOrEqual(0);
  for (const c of game.corporations) expect(c.cash).toBeGreaterThanOrEqual(0);
}

describe("1830 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 1000 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const players = Array.from({ length: 2 + (seed % 5) }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
    const game = new Game(title1830, players, {}, seed);
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
