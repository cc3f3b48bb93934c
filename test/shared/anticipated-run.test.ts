// A run held to the best routes (1830 7.4) searched while the table waits for
// it (GameSession.anticipate, after each move in a room): the run's check then
// reads that search instead of searching again while its player waits, and
// anything that moved the game on since is searched again (#37, 10). The
// search itself is wrapped to count its calls; it runs as it is.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import * as search from "../../shared/engine/route-search.ts";
import { Corporation } from "../../shared/engine/entities.ts";
import { importChoice } from "../../shared/engine/options.ts";
import { logPlayers, logSeed } from "../../shared/engine/replay.ts";
import { GameSession, type LogSession } from "../../shared/engine/session.ts";
import { RULESETS } from "../../shared/games/index.ts";
import type { GameExport } from "../../shared/protocol.ts";
import { playerMoves } from "../../bench/harness.ts";
import type { LogEntry } from "../../shared/engine/log.ts";

vi.mock("../../shared/engine/route-search.ts", async (original) => {
  const real = await original<typeof search>();
  return { ...real, corporationBestRoutes: vi.fn(real.corporationBestRoutes) };
});
const searches = vi.mocked(search.corporationBestRoutes);

const game = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
const moves = playerMoves(game);
const rules = RULESETS["1830"]!;

/** A live table of game 29133 (its best routes required), played as a room plays it up to its `runs`-th run of routes (from 1). */
function atRun(runs: number): { session: GameSession; run: LogEntry & { routes: { train: string; connections: unknown[] }[] } } {
  const options = { optional_rules: importChoice(rules.optionalRules, game.settings?.optional_rules ?? [], rules.importRules ?? []) };
  const session = rules.session({ players: logPlayers(game), options, seed: logSeed(game) }, []) as LogSession as GameSession;
  let seen = 0;
  for (const [i, move] of moves.entries()) {
    const action = rules.stored({ ...move, id: i + 1 }, session.game);
    if (action.type === "run_routes" && ++seen === runs) return { session, run: action as ReturnType<typeof atRun>["run"] };
    session.play(action);
  }
  throw new Error(`game 29133 has fewer than ${runs} runs`);
}

describe("a run's best routes, searched while the table waits", () => {
  it("is searched once, ahead: the run's check reads it, and the game comes out as when it searches then", () => {
    for (const runs of [1, 5, 12]) {
      const ahead = atRun(runs);
      const now = atRun(runs);
      expect(ahead.session.game.bestRoutesRequired).toBe(true);
      searches.mockClear();
      ahead.session.anticipate();
      expect(searches).toHaveBeenCalledTimes(1);
      // Asked again with nothing changed: the search is not made twice.
      ahead.session.anticipate();
      ahead.session.play(ahead.run);
      expect(searches).toHaveBeenCalledTimes(1);
      now.session.play(now.run);
      expect(searches).toHaveBeenCalledTimes(2);
      expect(ahead.session.game.messages).toEqual(now.session.game.messages);
    }
  });

  it("is work ahead only where a run waits for its search: a room asked after each move of a whole game sets one job per run, and every run reads it", () => {
    const options = { optional_rules: importChoice(rules.optionalRules, game.settings?.optional_rules ?? [], rules.importRules ?? []) };
    const session = rules.session({ players: logPlayers(game), options, seed: logSeed(game) }, []) as LogSession as GameSession;
    let [jobs, runs] = [0, 0];
    for (const [i, move] of moves.entries()) {
      const action = rules.stored({ ...move, id: i + 1 }, session.game);
      searches.mockClear();
      session.play(action);
      if (action.type === "run_routes") {
        runs++;
        expect(searches).not.toHaveBeenCalled();
      }
      const job = session.anticipation();
      if (!job) continue;
      jobs++;
      expect(session.game.round.activeEntity()).toBeInstanceOf(Corporation);
      job();
      expect(searches).toHaveBeenCalledTimes(1);
    }
    expect(runs).toBeGreaterThan(20);
    expect(jobs).toBe(runs);
  });

  it("holds a worse run to the best as before", () => {
    // The first run of two trains or more, with its first train left in the yard.
    let runs = 1;
    while (atRun(runs).run.routes.length < 2) runs++;
    const { session, run } = atRun(runs);
    session.anticipate();
    const worse = { ...run, routes: run.routes.slice(1).map(({ train, connections }) => ({ train, connections })) };
    expect(() => session.play(rules.stored(worse, session.game))).toThrow(/the highest revenue must be run/);
  });

  it("is searched again when the game moved on since (a refused move counts), and nothing is searched ahead where no run is waited for", () => {
    const { session, run } = atRun(5);
    searches.mockClear();
    session.anticipate();
    expect(session.game.round.activeEntity()).toBeInstanceOf(Corporation);
    const refused: typeof run = { ...run, routes: [{ train: "no-such-train", connections: [] }] };
    expect(() => session.play(refused)).toThrow(/has no train no-such-train/);
    session.play(run);
    expect(searches).toHaveBeenCalledTimes(2);
    // After the run the corporation decides its dividend: nothing to search.
    session.anticipate();
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it("is searched ahead once per corporation's run: moves that change neither the map nor the round (a programme set again and again) make no search each", () => {
    const { session, run } = atRun(5);
    searches.mockClear();
    session.anticipate();
    const programme = { type: "program_share_pass", entity: logPlayers(game)[0]!.id, entity_type: "player", unconditional: false, indefinite: false };
    for (let i = 0; i < 5; i++) {
      session.play(rules.stored(programme, session.game));
      session.anticipate();
    }
    expect(searches).toHaveBeenCalledTimes(1);
    // The game moved on (Game.position) since that search: the run searches for itself, as it always did.
    session.play(run);
    expect(searches).toHaveBeenCalledTimes(2);
  });
});
