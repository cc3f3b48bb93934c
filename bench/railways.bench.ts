// Railways: a whole random game (legal actions listed at every step), the
// replay a room does on wake or the leaderboard does before counting a score,
// the legal actions of one position; then what random play scores.
import { replayRailways } from "../shared/games/railways/index.ts";
import { legalActions } from "../shared/games/railways/legal.ts";
import { playRandomGame } from "../shared/games/railways/random-play.ts";
import { measure, report } from "./harness.ts";

const { game, log } = playRandomGame(2026);
const setup = { players: [{ id: 1, name: "Solo" }], options: {}, seed: 2026 };
const mid = replayRailways(setup, log.slice(0, 20));
let seed = 0;
report("Railways (Node)", [
  measure("a whole random game, legal actions at every step", () => playRandomGame(seed++)),
  measure(`replay a finished game's log (${log.length} actions)`, () => replayRailways(setup, log)),
  measure(`legal actions of a mid-game position (${legalActions(mid).length} of them)`, () => legalActions(mid)),
]);

const scores: number[] = [];
let actions = 0;
for (let s = 1; s <= 1000; s++) {
  const played = playRandomGame(s);
  scores.push(played.game.score());
  actions += played.log.length;
}
scores.sort((a, b) => a - b);
console.log(
  `  random play over 1000 seeds: score median ${scores[500]}, 5%-95% ${scores[50]} to ${scores[950]}, best ${scores[999]}; ${(actions / 1000).toFixed(1)} actions a game (final score of seed 2026: ${game.score()})`,
);
