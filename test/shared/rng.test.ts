import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../shared/engine/rng.ts";

describe("SeededRandom (the 18xx.games LCG)", () => {
  it("steps state = (1103515245 * state + 12345) mod 2^31", () => {
    const rng = new SeededRandom(1);
    // Worked by hand: 1103515245 + 12345 = 1103527590 (< 2^31).
    expect(rng.next()).toBe(1103527590);
    // (1103515245 * 1103527590 + 12345) mod 2^31, computed independently with exact integers.
    expect(rng.next()).toBe(377401575);
  });

  it("reduces the seed modulo 2^31, so large seeds replay identically", () => {
    const a = new SeededRandom(2 ** 31 + 5);
    const b = new SeededRandom(5);
    expect([a.next(), a.next(), a.next()]).toEqual([b.next(), b.next(), b.next()]);
  });

  it("draws integers below a bound", () => {
    const rng = new SeededRandom(26855);
    for (let i = 0; i < 100; i++) {
      const n = rng.below(6);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(6);
    }
  });
});
