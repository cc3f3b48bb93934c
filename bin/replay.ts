// npm run replay -- FILE [--upto N] [--time]
// Replays an 18xx.games-format log and prints the state summary (DESIGN.md)
// after its first N entries; with --time, the median replay time to stderr.
import { readFileSync } from "node:fs";
import { asOurTitle, RULES, RULES_IN_PROGRESS } from "../shared/games/index.ts";
import { replayLog, summarize, type GameLog } from "../shared/engine/replay.ts";
import { GameError } from "../shared/engine/errors.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--upto");
if (!file) {
  console.error("usage: npm run replay -- FILE [--upto N] [--time]");
  process.exit(2);
}
// 18xx.games' 1846 2p Variant is 1846 with its two-player option here (asOurTitle).
const log = asOurTitle(JSON.parse(readFileSync(file, "utf8")) as GameLog & { title: string });
const uptoArg = args.indexOf("--upto");
const upto = uptoArg >= 0 ? Number(args[uptoArg + 1]) : log.actions.length;
const title = RULES[log.title] ?? RULES_IN_PROGRESS[log.title];
if (!title) {
  console.error(`no rules for title ${JSON.stringify(log.title)}; known: ${Object.keys(RULES).join(", ")}`);
  process.exit(2);
}
try {
  const game = replayLog(title, log, upto);
  console.log(JSON.stringify(summarize(game, upto)));
  if (args.includes("--time")) {
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      replayLog(title, log, upto);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.error(`${times[4]!.toFixed(2)} ms (median of 9)`);
  }
} catch (e) {
  if (e instanceof GameError) {
    console.error(`replay stopped: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
