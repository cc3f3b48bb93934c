// Seeded 1837 games of random legal actions (as new games play it: the
// first edition's opening sale, the clarifications), played to the end or a
// long way: the engine never refuses what legalActions offered, money is
// neither made nor lost, every corporation's certificates add up to 100%,
// and nobody's cash goes negative. This exercises the start packets, the
// minors, coal companies, exchanges and formations from positions the
// fixture never reaches - uniformly random, and as a builder who lives into
// the late game (test/shared/random-play.ts).
import { describe, expect, it } from "vitest";
import { title1837 } from "../../shared/games/1837/index.ts";
import { playRandomly } from "./game-checks.ts";

describe("1837 random legal play", () => {
  // 3 to 6 players (playRandomly seats 2 + seed % 5); `npm run selfplay` plays hundreds more.
  const seeds = [3001, 3002, 3003, 3004];
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1837, seed, 4_000);
    expect(game.actions.length).toBeGreaterThan(50);
  });

  // Uniform play ends in bankruptcy in phase 3 or 4. A builder's games reach the late game: the
  // three state railways formed (natively: exchange-round decisions, the 4+1 and 5 forcing the
  // rest in), the 5-train events, and the end by the broken bank (XV.1).
  it.each([3004, 3006])("seed %i, a builder: the late game, all three state railways formed, the end by the broken bank", (seed) => {
    const game = playRandomly(title1837, seed, 8_000, "builder");
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bank");
    expect(game.phase.name).toBe("5");
    for (const sym of ["SD", "KK", "UG"]) expect(game.corporation(sym).floated).toBe(true);
    for (const minor of ["SD1", "KK1", "KK2", "KK3", "UG1", "UG2", "UG3"]) expect(game.corporation(minor).closed).toBe(true);
    // Every mountain railway closed with the first 5-train (II.1).
    for (const c of game.companies.filter((c) => c.def.revenue > 0)) expect(c.closed).toBe(true);
  });
});
