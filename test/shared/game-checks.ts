// Checks the rules tests of every title share: an illegal action is refused
// naming the rule and changes nothing; random legal play keeps the books.
import { expect } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { Game, type GameOptions, type Title } from "../../shared/engine/game.ts";
import { summarize } from "../../shared/engine/replay.ts";
import { booksError } from "../../shared/engine/books.ts";
import { RandomPlayer, type Policy } from "./random-play.ts";
import { gameActionSchemas, type GameActionType } from "../../shared/engine/action.ts";

/** Expects the action to be refused with a message matching `rule`, leaving the game (summary, board, log) unchanged. */
export function expectRefused(game: Game, action: Record<string, unknown>, rule: RegExp): void {
  const before = JSON.stringify(summarize(game, 0));
  const board = JSON.stringify(game.board.toJSON());
  const messages = game.messages.length;
  let error: unknown;
  try {
    game.process(action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(GameError);
  expect((error as Error).message).toMatch(rule);
  expect(JSON.stringify(summarize(game, 0))).toBe(before);
  expect(JSON.stringify(game.board.toJSON())).toBe(board);
  expect(game.messages.length).toBe(messages);
}

/** Expects `fn` to throw a GameError citing `rule` (and matching `words`, if given). */
export function expectRule(fn: () => unknown, rule: string, words?: RegExp): void {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error, `expected a GameError citing ${rule}`).toBeInstanceOf(GameError);
  const message = (error as Error).message;
  expect(message).toContain(rule);
  if (words) expect(message).toMatch(words);
}

/** Money is neither made nor lost, certificates add up to 100%, no cash below zero (shared/engine/books.ts). */
export function checkBooks(game: Game): void {
  expect(booksError(game)).toBeNull();
}

const ACTION_TYPES = Object.keys(gameActionSchemas) as GameActionType[];

/**
 * An action's check asks the round about its own type only (Round.actionTypes' `asked`): for the
 * entities that may act, that answer agrees with the full list for every type.
 */
export function checkAskedTypes(game: Game): void {
  const active = game.round.activeEntity();
  for (const entity of new Set([...(active ? [active] : []), ...game.actingEntities()])) {
    const all = game.round.actionTypes(entity);
    for (const type of ACTION_TYPES) {
      expect(game.round.actionTypes(entity, type).includes(type), `${type} for ${JSON.stringify(entityLabel(entity))} in ${game.round.name}`).toBe(all.includes(type));
    }
  }
}

const entityLabel = (e: object) => ("sym" in e ? e.sym : "name" in e ? e.name : "?");

/**
 * Plays a seeded game choosing at random among the legal actions (see Policy)
 * until it ends or `maxActions` have been played; every offered action must
 * be accepted and the books must balance after each. Returns the game.
 */
export function playRandomly(title: Title, seed: number, maxActions: number, policy: Policy = "uniform", options: GameOptions = {}): Game {
  const players = Array.from({ length: 2 + (seed % 5) }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  const game = new Game(title, players, options, seed);
  const player = new RandomPlayer(seed, policy);
  for (let n = 0; n < maxActions && !game.finished; n++) {
    const action = player.choose(game);
    expect(action, `nobody can act at action ${n} in ${game.round.name}`).not.toBeNull();
    try {
      game.process(action);
    } catch (e) {
      throw new Error(`action ${n} ${JSON.stringify(action)} refused in ${game.round.name}: ${(e as Error).message}`);
    }
    checkBooks(game);
    if (n % 7 === 0) checkAskedTypes(game);
  }
  return game;
}
