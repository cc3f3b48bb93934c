// Seeded 1837 games of random legal actions (as new games play it: the
// first edition's opening sale, the clarifications), played to the end or a
// long way: the engine never refuses what legalActions offered, money is
// neither made nor lost, every corporation's certificates add up to 100%,
// and nobody's cash goes negative. This exercises the start packets, the
// minors, coal companies, exchanges and formations from positions the
// fixture never reaches.
import { describe, expect, it } from "vitest";
import { title1837 } from "../../shared/games/1837/index.ts";
import { playRandomly } from "./game-checks.ts";

describe("1837 random legal play", () => {
  // 3 to 6 players (playRandomly seats 2 + seed % 5).
  const seeds = [3001, 3002, 3003, 3004, 3006, 3007, 3008, 3009];
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1837, seed, 4_000);
    expect(game.actions.length).toBeGreaterThan(50);
  });
});
