// Seeded 1882 games of random legal actions, played to the end or a long way:
// the engine never refuses what legalActions offered, money is neither made
// nor lost, every corporation's certificates add up to 100%, and nobody's
// cash goes negative. This exercises 1882's own actions (two tile lays,
// neutral stations, P2's exchange, P3's station move) from positions no
// fixture reaches.
import { describe, expect, it } from "vitest";
import { title1882 } from "../../shared/games/1882/index.ts";
import { playRandomly } from "./game-checks.ts";

describe("1882 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 2000 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1882, seed, 3_000);
    expect(game.actions.length).toBeGreaterThan(20);
  });
});
