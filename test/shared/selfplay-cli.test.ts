// `npm run selfplay`: seeded games of random legal play, exported as a room
// exports them, with the state summary of the export every K actions; the
// same seed writes the same files; a bad request is explained.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { titleOptions } from "../../shared/engine/game.ts";
import { withDefaults } from "../../shared/engine/options.ts";
import { RULES } from "../../shared/games/index.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = (...args: string[]) =>
  execFileSync(process.execPath, ["--experimental-transform-types", "--no-warnings", "bin/selfplay.ts", ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

describe("npm run selfplay", () => {
  it.each(["1830", "1882", "1837", "1889"])("%s: writes each game's export and the summaries of its positions, the same for the same seed", (title) => {
    const out = mkdtempSync(join(tmpdir(), "selfplay-"));
    const lines = run(title, "--seed", "3", "--count", "2", "--every", "50", "--out", out).trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ title, games: 2 });
    for (const seed of [3, 4]) {
      const exported = JSON.parse(readFileSync(join(out, `${title}-${seed}.json`), "utf8")) as GameLog & { id: number; title: string; status: string };
      // A new table's choice, written out: the default of every variant.
      expect(exported).toMatchObject({ id: seed, title, settings: { seed, optional_rules: withDefaults(titleOptions(RULES[title]!), []) } });
      expect(exported.actions.every((a, i) => a.id === undefined || a.id > (exported.actions[i - 1]?.id ?? 0))).toBe(true);
      const summaries = readFileSync(join(out, `${title}-${seed}.ours.jsonl`), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { actions: number });
      const total = exported.actions.length;
      expect(summaries.map((s) => s.actions)).toEqual([...Array.from({ length: Math.ceil(total / 50) - 1 }, (_, i) => 50 * (i + 1)), total]);
      // Each summary is the export's position replayed as an import would replay it.
      const at = summaries[Math.floor(summaries.length / 2)]!;
      expect(at).toEqual(summarize(replayLog(RULES[title]!, exported, at.actions), at.actions));
    }
    const again = mkdtempSync(join(tmpdir(), "selfplay-"));
    run(title, "--seed", "3", "--count", "1", "--every", "50", "--out", again);
    expect(readFileSync(join(again, `${title}-3.json`), "utf8")).toBe(readFileSync(join(out, `${title}-3.json`), "utf8"));
  }, 120_000);

  it("plays with the options a table may choose, and the number of players asked for", () => {
    const out = mkdtempSync(join(tmpdir(), "selfplay-"));
    const [line] = run("1830", "--seed", "9", "--players", "6", "--options", "short_money,fixed_order", "--policy", "uniform", "--out", out).trim().split("\n");
    const chosen = withDefaults(titleOptions(RULES["1830"]!), ["short_money", "fixed_order"]);
    expect(chosen.slice(0, 2)).toEqual(["short_money", "fixed_order"]);
    expect(JSON.parse(line!)).toMatchObject({ seed: 9, players: 6, policy: "uniform", options: chosen });
    expect(JSON.parse(readFileSync(join(out, "1830-9.json"), "utf8")).settings.optional_rules).toEqual(chosen);
  }, 120_000);

  it("plays 1846, a title being built, and its two-player variant with two players only (RuleOption.players)", () => {
    const out = mkdtempSync(join(tmpdir(), "selfplay-"));
    const [line] = run("1846", "--seed", "2", "--options", "first_ed,two_player", "--out", out).trim().split("\n");
    expect(JSON.parse(line!)).toMatchObject({ title: "1846", seed: 2, players: 2, options: ["first_ed", "two_player"], finished: true });
    expect(() => run("1846", "--seed", "1", "--players", "2", "--out", out)).toThrow(/is for 3 to 5 players/);
    expect(() => run("1846", "--seed", "1", "--players", "3", "--options", "two_player", "--out", out)).toThrow(/is for 2 to 2 players/);
  }, 120_000);

  it("explains what it cannot do", () => {
    const out = mkdtempSync(join(tmpdir(), "selfplay-"));
    expect(() => run("1830", "--seed", "1", "--options", "tycoon", "--out", out)).toThrow(/unknown option "tycoon" for 1830/);
    expect(() => run("1830", "--seed", "1", "--players", "9", "--out", out)).toThrow(/is for 2 to 6 players/);
    expect(() => run("1830", "--seed", "x", "--out", out)).toThrow(/--seed needs a whole number/);
    expect(() => run("Railways", "--seed", "1", "--out", out)).toThrow(/no 18xx rules for "Railways"/);
  }, 60_000);
});
