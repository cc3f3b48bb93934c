// `npm run railways -- --seed N --random-play`: one line of JSON for a whole
// random game, the same for the same seed, agreeing with the engine.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { playRandomGame } from "../../shared/games/railways/random-play.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = (...args: string[]) =>
  execFileSync(process.execPath, ["--experimental-transform-types", "--no-warnings", "bin/railways.ts", ...args], { cwd: root, encoding: "utf8" });

describe("npm run railways", () => {
  it("prints one line of JSON per seed, always the same, with the game's score", () => {
    const out = run("--seed", "17", "--random-play");
    expect(out.endsWith("\n")).toBe(true);
    expect(out.trim().split("\n")).toHaveLength(1);
    const line = JSON.parse(out) as Record<string, number>;
    expect(Object.keys(line)).toEqual(["seed", "decades", "actions", "profit", "links", "pollution", "score"]);
    expect(line.seed).toBe(17);
    expect(line.decades).toBe(12);
    expect(line.score).toBe(line.profit! + 3 * line.links! - line.pollution!);
    expect(run("--random-play", "--seed", "17")).toBe(out);
    // Seed 17's deal as a table opened with it today is dealt (the fair deal).
    const { game, log } = playRandomGame(17, { optional_rules: ["fair_deal"] });
    expect(line).toMatchObject({ actions: log.length, score: game.score() });
    expect(run("--seed", "18", "--random-play")).not.toBe(out);
  });

  it("explains its arguments when they are missing", () => {
    expect(() => run("--seed", "x", "--random-play")).toThrow(/usage: npm run railways -- --seed N --random-play/);
  });
});
