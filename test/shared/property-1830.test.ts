// Seeded games of random legal actions, played to the end: the engine never
// refuses what legalActions offered, money is neither made nor lost, every
// corporation's certificates add up to 100%, and nobody's cash goes negative.
import { describe, expect, it } from "vitest";
import { title1830 } from "../../shared/games/1830/index.ts";
import { playRandomly } from "./game-checks.ts";

describe("1830 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 1000 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1830, seed, 4_000);
    expect(game.actions.length).toBeGreaterThan(20);
  });
});
