// Seeded 1889 games of random legal actions, played to the end or a long way:
// the engine never refuses what legalActions offered, money is neither made
// nor lost, every corporation's certificates add up to 100%, and nobody's
// cash goes negative. This exercises 1889's own actions (the Mitsubishi
// Ferry's port in stock and operating rounds, the Ehime Railway's lay on its
// sale, D-trains' off-board values) from positions no fixture reaches.
import { describe, expect, it } from "vitest";
import { title1889 } from "../../shared/games/1889/index.ts";
import { playRandomly } from "./game-checks.ts";

describe("1889 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 8900 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1889, seed, 3_000);
    expect(game.actions.length).toBeGreaterThan(20);
  });

  it("lays the port and the Ehime Railway's tile in some of these games", () => {
    const laid = seeds.map((seed) => playRandomly(title1889, seed, 3_000)).flatMap((g) => g.actions.filter((a) => a.type === "lay_tile" && ["MF", "ER"].includes(String(a.entity))));
    expect(new Set(laid.map((a) => a.entity))).toEqual(new Set(["MF", "ER"]));
  });
});
