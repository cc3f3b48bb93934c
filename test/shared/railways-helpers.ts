// Positions for the Railways rule tests: a fixed deal of our cards, setup
// done, and the state changed directly where a test needs a given hand or
// track. The deal [1..8] lays out (see docs/railways-cards.md for the cards):
//
//     abcde fghij        links: b1-c1 R a1-C d1 (2)   d2-d3 C d1-L d4 (2)
//   1 R──C. .L.I.               c4-c5 I c3-L c6 (2, across the card edge)
//   2 ...│. ─┘.│.               i2 I i1-C i3 (1)      f4-i4 R f3-C i3 (4)
//   3 ──I│. R..C─               a6 C a5-I a7 (1)      b7-c7 I a7-L c6 (2)
//   4 ..│L. └──┘.               a8-c8 I a7-R d8 (3)   g5-h7 R f5-I g7 (4)
//   5 C.│.. R─┐..               i7 L i6-C i8 (1)
//   6 │.L── ..│L─        dead ends: a3, f2, j3, e6, j6, f7
//   7 I─┘.. ─I┘│.
//   8 └──R. ...C.
//
// Hand: cards 5, 6, 7; the pool: card 8.
import { expect } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import type { IconRef } from "../../shared/games/railways/icons.ts";

export const DEAL = [1, 2, 3, 4, 5, 6, 7, 8];

/** A game on the fixed deal with its starting passengers placed: a1 R 2, i3 C 1, a7 I 2, f5 R 1. */
export function started(options: { optional_rules?: string[] } = {}): RailwaysGame {
  const game = new RailwaysGame({ players: [{ id: 1, name: "Solo" }], options, seed: 7, deal: DEAL });
  act(game, { type: "place_passenger", cell: "a1", value: 2 });
  act(game, { type: "place_passenger", cell: "i3", value: 1 });
  act(game, { type: "place_passenger", cell: "a7", value: 2 });
  act(game, { type: "place_passenger", cell: "f5", value: 1 });
  return game;
}

export function act(game: RailwaysGame, action: Record<string, unknown>): void {
  game.process({ entity: 1, entity_type: "player", ...action });
}

/** An icon: card, slot (1-4), icon in the slot (1-2). */
export const icon = (card: number, slot: number, i = 1): IconRef => ({ card, slot, icon: i });

/** Everything a refused action could have changed. */
function snapshot(game: RailwaysGame): string {
  const { topo, ...state } = game.state;
  return JSON.stringify({ state, links: topo.links.map((l) => l.id), actions: game.actions.length, messages: game.messages.length });
}

/** Expects the action to be refused with a message matching `rule`, leaving the game exactly as it was. */
export function expectRefused(game: RailwaysGame, action: Record<string, unknown>, rule: RegExp): void {
  const before = snapshot(game);
  let error: unknown;
  try {
    act(game, action);
  } catch (e) {
    error = e;
  }
  expect(error, `expected ${JSON.stringify(action)} to be refused`).toBeInstanceOf(GameError);
  expect((error as Error).message).toMatch(rule);
  expect(snapshot(game)).toBe(before);
}
