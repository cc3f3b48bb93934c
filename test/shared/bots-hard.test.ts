// The hard bot (shared/bots/hard.ts, issue #41): it plays whole games beside
// easy bots, every move one the engine accepts; it is deterministic (a fresh
// hard bot asked at any position of the stored log makes the move the log
// holds: a game with bots replays); its planning changes moves (it does not
// merely repeat the easy bot); and the arena prints what the issue asks.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { botFor, profileFor } from "../../shared/bots/bot.ts";
import { HardBot, botOfKind, copyOf, leadOf } from "../../shared/bots/hard.ts";
import type { Game } from "../../shared/engine/game.ts";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { RULES, RULESETS } from "../../shared/games/index.ts";
import { playTable, seatingFor } from "./bot-table.ts";

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
    const copy = copyOf(game, 3);
    expect(copy).not.toBe(game);
    // Its runs are the bots' exact search's own: not searched again to check them (1830 7.4).
    expect(copy.bestRoutesRequired).toBe(false);
    expect(JSON.stringify(copy.result()) + copy.actions.length).toBe(before);
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
