// The hard bot (shared/bots/hard.ts, issue #41): it plays whole games beside
// easy bots, every move one the engine accepts; it is deterministic (a fresh
// hard bot asked at any position of the stored log makes the move the log
// holds: a game with bots replays); its planning changes moves (it does not
// merely repeat the easy bot); and the arena prints what the issue asks.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { botFor, profileFor } from "../../shared/bots/bot.ts";
import { HardBot, PLAYOUT_BUDGET, botOfKind, copyOf, leadOf } from "../../shared/bots/hard.ts";
import { Game as GameClass, type Game } from "../../shared/engine/game.ts";
import { Replay, logSeed, type GameLog } from "../../shared/engine/replay.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { RULES, RULESETS } from "../../shared/games/index.ts";
import { playTable, seatingFor } from "./bot-table.ts";
import { fingerprint, firstDifference } from "./fingerprint.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8")) as GameLog;
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `Player ${i + 1}` }));
const bare = (e: object) => {
  const { id: _i, created_at: _c, ...rest } = e as Record<string, unknown>;
  return JSON.stringify(rest);
};

describe("the hard bot", () => {
  it("1830, seed 2: plays beside three easy bots to the bank's end, and every move of its is the one it makes again from the log", () => {
    const setup = { title: "1830", seed: 2, players: 4, kinds: ["easy", "hard", "easy", "easy"] as const };
    const table = playTable({ ...setup, kinds: [...setup.kinds] });
    expect(table.stuck).toBeUndefined();
    expect(table.finished).toBe(true);
    expect(table.endReason).toBe("bank");
    expect(table.kinds).toEqual({ "1": "easy", "2": "hard", "3": "easy", "4": "easy" });

    // The stored log, replayed entry by entry as a room rebuilds it; at the hard seat's moves (some
    // of them: each costs a decision), a fresh hard bot, knowing only the log and the seed, sends
    // the same move. Where the easy bot would have moved otherwise, the planner changed the game.
    const ruleset = RULESETS["1830"]!;
    const session = ruleset.session({ players: players(4), options: { optional_rules: table.optionalRules }, seed: setup.seed });
    let hardMoves = 0;
    let checked = 0;
    let departures = 0;
    for (const entry of table.entries) {
      const game = session.game as Game;
      const first = game.actingEntities()[0]!;
      if (controllingPlayer(first)?.id === "2") {
        const easy = botFor("1830", "2", setup.seed).chooseFor(game, first)!;
        const departed = bare(ruleset.stored(easy)) !== bare(entry);
        if (departed) departures++;
        if (departed || hardMoves % 7 === 0) {
          const fresh = new HardBot("2", profileFor("1830"), setup.seed).chooseFor(game, first)!;
          expect(bare(ruleset.stored(fresh))).toBe(bare(entry));
          checked++;
        }
        hardMoves++;
      }
      session.apply(entry);
    }
    expect(checked).toBeGreaterThan(10);
    expect(departures).toBeGreaterThan(0);
    // The log rebuilds the same final values.
    expect((session.game as Game).result()).toEqual(table.result);
  }, 600_000);

  it("plays each candidate out on a copy, leaving the game as it was", () => {
    const session = RULESETS["1889"]!.session({ players: players(4), options: { optional_rules: [] }, seed: 3 });
    const bots = players(4).map((p) => botFor("1889", p.id, 3));
    // Into the first stock round, played by easy bots.
    for (let n = 0; n < 400 && !(session.game as Game).round.name.startsWith("Stock"); n++) {
      const game = session.game as Game;
      const first = game.actingEntities()[0]!;
      session.apply({ ...RULESETS["1889"]!.stored(bots[Number(controllingPlayer(first)!.id) - 1]!.chooseFor(game, first)), id: n + 1 } as never);
    }
    const game = session.game as Game;
    expect(game.round.name).toMatch(/^Stock/);
    const before = JSON.stringify(game.result()) + game.actions.length;
    // The copy is revived from the game's state (snapshot.ts), not replayed: no action is processed to make it.
    const process = vi.spyOn(GameClass.prototype, "process");
    const copy = copyOf(game, 3);
    expect(process).not.toHaveBeenCalled();
    process.mockRestore();
    expect(copy).not.toBe(game);
    // Object by object the game, but for the best-routes check (below).
    const [a, b] = [fingerprint(game), fingerprint(copy).replace("best_routes,false", "best_routes,true")];
    if (a !== b) expect.fail(`the copy parts from the game ${firstDifference(a, b)}`);
    // Its runs are the bots' exact search's own: not searched again to check them (1830 7.4); the game's still are.
    expect(copy.bestRoutesRequired).toBe(false);
    expect(game.bestRoutesRequired).toBe(true);
    expect(JSON.stringify(copy.result()) + copy.actions.length).toBe(before);
    // What the copy plays is its own: the game's actions stay as they were.
    copy.process({ ...botFor("1889", controllingPlayer(copy.firstActing()!.entity)!.id, 3).chooseFor(copy, copy.firstActing()!.entity)! });
    expect(copy.actions.length).toBe(game.actions.length + 1);
    const first = game.actingEntities()[0]!;
    const hard = botOfKind("1889", controllingPlayer(first)!.id, 3, "hard") as HardBot;
    const move = hard.chooseFor(game, first);
    expect(move).not.toBeNull();
    // It weighed several moves, each by its future (the lead of its seat over the richest other).
    expect(hard.lastCandidates.length).toBeGreaterThan(1);
    for (const c of hard.lastCandidates) expect(c.moves).toBeGreaterThan(0);
    expect(JSON.stringify(game.result()) + game.actions.length).toBe(before);
    expect(leadOf(game, "1")).toBe(game.result()["1"]! - Math.max(...["2", "3", "4"].map((id) => game.result()[id]!)));
  }, 120_000);
});

describe("the hard bot's budget at the titles whose moves cost most (their profiles: docs/bots.md)", () => {
  // A planned decision late in a recorded game (18xx.games games 15528 and 10264, at a stock round): it plays out no more
  // moves than the title's profile allows, fewer than 1830's (with 1830's, a hard move's p99 passed 300 ms).
  const cases = [
    ["1817", "1817/15528", 1000],
    ["1846", "1846/10264", 310],
  ] as const;
  for (const [title, log, entry] of cases) {
    it(`${title}: plays out at most its profile's budget, less than 1830's, and its move is one the game accepts`, () => {
      const budget = profileFor(title).playoutBudget!;
      expect(budget).toBeLessThan(PLAYOUT_BUDGET);
      const game = new Replay(RULES[title]!, fixture(log)).at(entry);
      expect(game.round.name).toMatch(/^Stock Round/);
      const first = game.firstActing()!;
      // The game's seed, as at the table (1846's draft deals by it: a copy replays only with it).
      const hard = new HardBot(controllingPlayer(first.entity)!.id, profileFor(title), logSeed(fixture(log)));
      const move = hard.chooseFor(game, first.entity)!;
      expect(hard.lastCandidates.length).toBeGreaterThan(1);
      for (const c of hard.lastCandidates) expect(c.moves).toBeGreaterThan(0);
      expect(hard.lastCandidates.reduce((t, c) => t + c.moves, 0)).toBeLessThanOrEqual(budget);
      game.process(move);
    }, 60_000);
  }
});

describe("Game.firstActing (whom a bot's move is for)", () => {
  it("is the first of the acting entities with its legal actions, found without listing any other entity's", () => {
    // 1817, 18xx.games game 15528 at Stock Round 5: privates with tile lays of their own have actions besides the player.
    const game = new Replay(RULES["1817"]!, fixture("1817/15528")).at(1000);
    const asked: unknown[] = [];
    const legalActions = game.legalActions.bind(game);
    game.legalActions = (entity) => (asked.push(entity), legalActions(entity));
    const first = game.firstActing()!;
    // Only the entity the round waits for was asked; actingEntities asks every other that has a step's actions too.
    expect(asked).toEqual([first.entity]);
    asked.length = 0;
    expect(first.entity).toBe(game.actingEntities()[0]);
    expect(asked.length).toBeGreaterThan(1);
    expect(first.legal).toEqual(legalActions(first.entity));
  });
});

describe("npm run bots -- … --seats (the arena)", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ["--experimental-transform-types", "--no-warnings", "bin/bots.ts", ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

  it("rotates the kinds a seat from game to game and prints a line per game and the totals", () => {
    const lines = run("1830", "--seed", "1", "--count", "2", "--players", "3", "--seats", "easy,easy,easy")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.kinds).toEqual({ "1": "easy", "2": "easy", "3": "easy" });
    const table = playTable({ title: "1830", seed: 2, players: 3 });
    expect(lines[1]).toMatchObject({ seed: 2, finished: true, result: table.result });
    const totals = lines[2]!;
    expect(Object.keys(totals)).toEqual(["title", "games", "finished", "wins", "msPerMoveP99", "cpuMsPerMoveP99"]);
    expect(totals).toMatchObject({ title: "1830", games: 2, finished: 2, wins: { easy: 2, hard: 0 } });
  }, 120_000);

  it("seats every kind in every position over as many games as seats", () => {
    const kinds = ["hard", "easy", "easy", "easy"] as const;
    const games = [0, 1, 2, 3].map((g) => seatingFor([...kinds], g));
    expect(games[0]).toEqual(["hard", "easy", "easy", "easy"]);
    for (let seat = 0; seat < 4; seat++) expect(games.map((k) => k[seat]).filter((k) => k === "hard")).toHaveLength(1);
  });

  it("explains seats it cannot play", () => {
    expect(() => run("1830", "--seed", "1", "--players", "4", "--seats", "hard,easy")).toThrow(/names 2 kinds for 4 players/);
    expect(() => run("1830", "--seed", "1", "--players", "2", "--seats", "hard,expert")).toThrow(/"expert" is not a kind of bot/);
  });
});
