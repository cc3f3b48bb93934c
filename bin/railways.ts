// npm run railways -- --seed N --random-play
// Plays a whole Railways game from the seed's deal with uniformly random legal
// actions (the choices come from the same seed) and prints one line of JSON:
// {"seed", "decades", "actions", "profit", "links", "pollution", "score"}.
// The same seed always prints the same line.
import { FAIR_DEAL } from "../shared/games/railways/deal.ts";
import { playRandomGame, summaryLine } from "../shared/games/railways/random-play.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--seed");
const seed = at >= 0 ? Number(args[at + 1]) : NaN;
if (!Number.isSafeInteger(seed) || seed < 0 || !args.includes("--random-play")) {
  console.error("usage: npm run railways -- --seed N --random-play   (N a whole number >= 0)");
  process.exit(2);
}
// Dealt as a table opened today with this seed is (the fair deal: docs/rules-railways.md).
const { game, log } = playRandomGame(seed, { optional_rules: [FAIR_DEAL] });
console.log(JSON.stringify(summaryLine(seed, game, log.length)));
