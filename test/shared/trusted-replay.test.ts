// A table's own stored log replays "trusted" (ReplayMode, GameOptions.trusted):
// without the checks that cannot change the state. That must reach the very
// same game as the checked replay: every fixture of every title (real games
// from 18xx.games and our own random games) and some random games played here
// are replayed both ways, at several points, and the games compared object by
// object - everything reachable from the Game (fingerprint.ts), the log lines
// and the result.
// A trusted replay leaves the game checking the live actions that follow.
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { Corporation } from "../../shared/engine/entities.ts";
import type { Game, Title } from "../../shared/engine/game.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { replayLog } from "../../shared/engine/replay.ts";
import { rulesetOf, type GameSetup, type ReplayMode } from "../../shared/engine/session.ts";
import { RULES } from "../../shared/games/index.ts";
import { firstDifference, fingerprint } from "./fingerprint.ts";
import { fixtures, fixtureTitle, importedSetup } from "./stored-games.ts";
import { playRandomly } from "./game-checks.ts";

/** Replays the entries both ways and expects the same game: its whole state, its log lines and result. */
function expectSameBothWays(title: Title, setup: GameSetup, entries: readonly LogEntry[]): Game {
  const rules = rulesetOf(title);
  // As a room stores the log: JSON text, read back.
  const stored = () => JSON.parse(JSON.stringify(entries)) as LogEntry[];
  const replay = (mode: ReplayMode) => rules.session(setup, stored(), mode).game;
  const checked = replay("checked");
  const trusted = replay("trusted");
  expect(trusted.messages).toEqual(checked.messages);
  expect(trusted.finished).toBe(checked.finished);
  if (checked.finished) expect(trusted.result()).toEqual(checked.result());
  const [a, b] = [fingerprint(checked, { acrossReplays: true }), fingerprint(trusted, { acrossReplays: true })];
  if (a !== b) expect.fail(`the trusted replay parts from the checked one ${firstDifference(a, b)}`);
  expect(trusted.options.trusted).toBe(false);
  return trusted;
}

describe("a trusted replay reaches the game a checked one does", () => {
  it.each(fixtures.map((f) => [f.name, f.log] as const))("%s, at a quarter, a half, three quarters and the end", (name, log) => {
    const title = fixtureTitle(name, log);
    const setup = importedSetup(title, log);
    const n = log.actions.length;
    for (const upto of [n >> 2, n >> 1, (3 * n) >> 2]) expectSameBothWays(title, setup, log.actions.slice(0, upto));
    expectSameBothWays(title, setup, log.actions);
  });

  // Random games of every title, played here (3 to 6 players, as playRandomly seats them).
  const random = Object.keys(RULES).flatMap((id) => [
    [id, 7101, "uniform"],
    [id, 7102, "builder"],
  ] as const);
  it.each(random)("%s random game, seed %i, %s", (id, seed, policy) => {
    const title = RULES[id]!;
    const played = playRandomly(title, seed, 1_500, policy);
    const setup = { players: played.players.map((p) => ({ id: p.id, name: p.name })), options: { optional_rules: played.options.optional_rules }, seed };
    expectSameBothWays(title, setup, played.actions as unknown as LogEntry[]);
  });
});

describe("after a trusted replay, live actions are checked", () => {
  it("an 1830 tile lay at a rotation the rules refuse is refused and changes nothing", () => {
    const { log } = fixtures.find((f) => f.name === "1830/1830_game_end_bank.json")!;
    const title = RULES["1830"]!;
    // The first position, past the opening, where a railroad may lay a tile at some rotations only.
    let at = 0;
    let lay: { hex: string; tile: string; rotations: number[] } | undefined;
    replayLog(title, log, log.actions.length, (game, played) => {
      const corp = game.round.activeEntity();
      if (lay || !(corp instanceof Corporation)) return;
      const legal = game.legalActions(corp).find((a) => a.type === "lay_tile" && a.rotations.length < 6);
      if (legal?.type === "lay_tile") [at, lay] = [played, legal];
    });
    expect(lay).toBeDefined();
    const session = rulesetOf(title).session(importedSetup(title, log), effectiveActions(log.actions).slice(0, at), "trusted");
    const corp = session.game.round.activeEntity() as Corporation;
    const rotation = [0, 1, 2, 3, 4, 5].find((r) => !lay!.rotations.includes(r))!;
    const before = fingerprint(session.game);
    const refused = { type: "lay_tile", entity: corp.sym, entity_type: "corporation", hex: lay!.hex, tile: lay!.tile, rotation };
    expect(() => session.apply(refused as LogEntry)).toThrow(GameError);
    // A malformed action, and one its entity may not take now, are refused as at any table.
    expect(() => session.apply({ ...refused, rotation: 7 } as LogEntry)).toThrow(/malformed lay_tile/);
    expect(() => session.apply({ type: "par", entity: session.game.players[0]!.id, entity_type: "player", corporation: "PRR", share_price: "67,0,6" } as LogEntry)).toThrow(GameError);
    expect(fingerprint(session.game)).toBe(before);
    expect(session.entries.length).toBe(at);
  });
});
