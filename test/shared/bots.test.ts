// The bots (shared/bots/): whole games where every move a bot sends is one the
// engine accepts, that reach the end the rules give, and that replay: the same
// seed gives the same log, and the log rebuilds the same final values.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { botFor } from "../../shared/bots/bot.ts";
import { botOfKind } from "../../shared/bots/hard.ts";
import type { LogEntry } from "../../shared/engine/log.ts";
import type { Game } from "../../shared/engine/game.ts";
import { titleOptions } from "../../shared/engine/game.ts";
import { withDefaults } from "../../shared/engine/options.ts";
import { RULES, RULESETS } from "../../shared/games/index.ts";
import { playTable, type TableSetup } from "./bot-table.ts";

const strip = (entries: readonly object[]) => JSON.stringify(entries);

/** The game a table's log rebuilds, as a room rebuilds it on waking. */
function rebuilt(setup: TableSetup, entries: ReturnType<typeof playTable>["entries"], optionalRules: string[]): Game {
  const players = Array.from({ length: setup.players }, (_, i) => ({ id: String(i + 1), name: `Player ${i + 1}` }));
  return RULESETS[setup.title]!.session({ players, options: { optional_rules: optionalRules }, seed: setup.seed }, entries).game as Game;
}

describe("tables of bots only", () => {
  const tables: (TableSetup & { end?: string })[] = [
    { title: "1830", seed: 3, players: 4 },
    { title: "1830", seed: 5, players: 4, options: ["base_game"] },
    { title: "1882", seed: 4, players: 4 },
    { title: "1837", seed: 2, players: 5 },
    { title: "1889", seed: 2, players: 4 },
    { title: "1846", seed: 2, players: 4 },
    // The two-player variant's draft rounds come back until every private is sold (Round.sellsAll): bots buy them.
    // Its game ends after the set of operating rounds that follows the bank's last train sold ([two-player variant]).
    { title: "1846", seed: 1, players: 2, options: ["first_ed", "two_player"], end: "final_train" },
  ];
  for (const setup of tables) {
    it(`${setup.title}${setup.options ? ` (${setup.options.join(", ")})` : ""}, seed ${setup.seed}: plays to ${setup.end ? `its end (${setup.end})` : "the bank's end"} and replays`, () => {
      // playTable applies every move through the session, which throws on a move the rules refuse.
      const table = playTable(setup);
      expect(table.stuck).toBeUndefined();
      expect(table.finished).toBe(true);
      // 1830 8.0: the game ends when the bank breaks (not by a bankruptcy), or as the table's rules end it.
      expect(table.endReason).toBe(setup.end ?? "bank");
      // Deterministic: the same seed, the same moves.
      const again = playTable(setup);
      expect(strip(again.entries)).toBe(strip(table.entries));
      // The log as stored rebuilds the same game and values.
      const game = rebuilt(setup, table.entries, table.optionalRules);
      expect(game.finished).toBe(true);
      expect(game.result()).toEqual(table.result);
      // Two whole games and a replay: a minute or more on a busy machine.
    }, 300_000);
  }
});

describe("one bot against random builders", () => {
  const tables: TableSetup[] = [
    { title: "1830", seed: 7, players: 4, against: "builder" },
    { title: "1882", seed: 3, players: 4, against: "builder" },
    { title: "1837", seed: 4, players: 5, against: "builder" },
    { title: "1889", seed: 5, players: 4, against: "builder" },
    { title: "1846", seed: 7, players: 4, against: "builder" },
  ];
  for (const setup of tables) {
    it(`${setup.title}, seed ${setup.seed}: the bot ends with the highest value`, () => {
      const table = playTable(setup);
      expect(table.finished).toBe(true);
      const [bot] = table.botSeats;
      const values = table.result!;
      expect(Math.max(...Object.values(values))).toBe(values[bot!]);
    }, 180_000);
  }
});

describe("the bot's decisions", () => {
  it("moves only for the seat it plays: another seat's turn gets no move from it", () => {
    const players = [1, 2, 3, 4].map((i) => ({ id: String(i), name: `P${i}` }));
    const game = RULESETS["1830"]!.session({ players, options: { optional_rules: [] }, seed: 1 }).game as Game;
    const acting = game.actingEntities()[0]!;
    const mine = botFor("1830", (acting as { id: string }).id, 1);
    const other = botFor("1830", players.find((p) => p.id !== (acting as { id: string }).id)!.id, 1);
    expect(other.choose(game)).toBeNull();
    const move = mine.choose(game);
    expect(move).not.toBeNull();
    expect(() => game.process(move)).not.toThrow();
  });

  // 1830 C-2.2.3: when all pass, the privates pay and the auction comes back; the B&O's price never falls. Against a
  // player who passes at every turn, the hard bot passed on what it would not bid for and kept the round going for
  // ever (1830 seeds 1, 6, 7, 9, 19 and 21 of 25; 18Chesapeake seed 9).
  it.each([
    ["1830", 1],
    ["1830", 6],
    ["18Chesapeake", 9],
  ] as const)("%s's private auction against a player who always passes: the hard bot (seed %i) buys what is left and the stock round begins", (title, seed) => {
    const ruleset = RULESETS[title]!;
    const players = [1, 2].map((i) => ({ id: String(i), name: `P${i}` }));
    // The table's options as the lobby opens it (each variant group's default).
    const session = ruleset.session({ players, options: { optional_rules: withDefaults(titleOptions(RULES[title]!), []) }, seed });
    const bot = botOfKind(title, "2", seed, "hard");
    for (let n = 0; n < 200 && (session.game as Game).round.name === "Private Auction"; n++) {
      const game = session.game as Game;
      const acting = game.actingEntities()[0]!;
      const move = (acting as { id: string }).id === "2" ? bot.chooseFor(game, acting) : { type: "pass", entity: "1", entity_type: "player" };
      session.apply({ ...ruleset.stored(move!), id: n + 1, created_at: 1_700_000_000 + n } as LogEntry);
    }
    const game = session.game as Game;
    expect(game.round.name).toBe("Stock Round 1");
    expect(game.companies.filter((c) => !c.closed && !c.owner).map((c) => c.sym)).toEqual([]);
  });
});

describe("npm run bots", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ["--experimental-transform-types", "--no-warnings", "bin/bots.ts", ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

  it("prints one line of JSON per game: the same game as the table plays, and the bot's move times", () => {
    const line = JSON.parse(run("1830", "--seed", "7", "--players", "4", "--against", "builder").trim()) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(["title", "seed", "finished", "endReason", "actions", "result", "botSeats", "msPerMoveP99", "cpuMsPerMoveP99"]);
    const table = playTable({ title: "1830", seed: 7, players: 4, against: "builder" });
    expect(line).toMatchObject({ title: "1830", seed: 7, finished: true, endReason: table.endReason, actions: table.actions, result: table.result, botSeats: table.botSeats });
    expect(line.msPerMoveP99).toBeGreaterThan(0);
  }, 120_000);

  it("explains a request it cannot play", () => {
    expect(() => run("Railways", "--seed", "1")).toThrow(/no bot for "Railways"/);
    expect(() => run("1830", "--seed", "1", "--players", "7")).toThrow(/2 to 6 players/);
    expect(() => run("1830", "--seed", "1", "--against", "nobody")).toThrow(/random or builder/);
  });
});
