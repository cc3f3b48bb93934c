// npm run railways -- --seed N --random-play
// Plays a whole Railways game from the seed's deal with uniformly random legal
// actions (the choices come from the same seed) and prints one line of JSON:
// {"seed", "decades", "actions", "profit", "links", "pollution", "score"}.
// The same seed always prints the same line.
import { playRandomGame, summaryLine } from "../shared/games/railways/random-play.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--seed");
const seed = at >= 0 ? Number(args[at + 1]) : NaN;
if (!Number.isSafeInteger(seed) || seed < 0 || !args.includes("--random-play")) {
  console.error("usage: npm run railways -- --seed N --random-play   (N a whole number >= 0)");
  process.exit(2);
}
const { game, log } = playRandomGame(seed);
console.log(JSON.stringify(summaryLine(seed, game, log.length)));
