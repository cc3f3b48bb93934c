// A whole game of uniformly random legal actions from a seed: the deal comes
// from the seed, and so do the choices (through a second generator), so the
// same seed always plays the same game. Used by `npm run railways` and the
// property tests.
import { SeededRandom } from "../../engine/rng.ts";
import { RailwaysGame } from "./game.ts";
import { legalActions } from "./legal.ts";

/** Picks uniformly from the generator's high bits (its low bits repeat with short periods). */
export class Chooser {
  private readonly rng: SeededRandom;
  constructor(seed: number) {
    // A stream of its own, so that the choices do not echo the deal.
    this.rng = new SeededRandom((seed ^ 0x5bd1e995) >>> 1);
  }
  below(n: number): number {
    return Math.floor((this.rng.next() / 2 ** 31) * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }
}

export interface RandomGame {
  game: RailwaysGame;
  /** The actions played, as they would be logged. */
  log: ({ type: string } & Record<string, unknown>)[];
}

/** Plays a seeded deal to its end with uniformly random legal actions (at most `limit` of them). */
export function playRandomGame(seed: number, options: { optional_rules?: string[] } = {}, limit = 1000): RandomGame {
  const game = new RailwaysGame({ players: [{ id: 1, name: "Solo" }], options, seed });
  const chooser = new Chooser(seed);
  const log: RandomGame["log"] = [];
  while (!game.finished && log.length < limit) {
    const legal = legalActions(game);
    if (!legal.length) throw new Error(`no legal action at step ${log.length} of seed ${seed}`);
    const action = chooser.pick(legal);
    game.process(action);
    log.push(action);
  }
  return { game, log };
}

/** The line `npm run railways -- --seed N --random-play` prints. */
export function summaryLine(seed: number, game: RailwaysGame, actions: number) {
  const s = game.state;
  return { seed, decades: s.recorded, actions, profit: s.profit, links: Object.keys(s.marked).length, pollution: s.pollution, score: game.score() };
}
