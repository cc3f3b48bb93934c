// npm run bots -- TITLE --seed N --players P [--against random|builder] [--options a,b] [--count C]
// A whole game with bots, played with the engine alone: one bot seat and the
// others random players of the --against policy ("random" is the uniform
// policy), or every seat a bot without --against. One line of JSON per game:
// {"title","seed","finished","endReason","actions","result","botSeats","msPerMoveP99"} and
// cpuMsPerMoveP99, the same percentile in processor time, which a busy machine does not inflate.
// With --count C, seeds N to N+C-1, then a line of totals (games finished by
// the bank, the bot's wins, the p99 over all bot moves).
import { playTable, p99 } from "../test/shared/bot-table.ts";
import { titleOptions } from "../shared/engine/game.ts";
import { invalidChoice, maxPlayersWith } from "../shared/engine/options.ts";
import { RULES, findTitle } from "../shared/games/index.ts";
import { commandLine, type CommandLine } from "./args.ts";

const USAGE = "usage: npm run bots -- TITLE --seed N --players P [--against random|builder] [--options a,b] [--count C]";

const cli = commandLine(USAGE);
const { args, flag, number } = cli;
// Declared with its type, so that the compiler knows a call to it ends the script.
const fail: CommandLine["fail"] = cli.fail;

const title = args[0];
if (!title || title.startsWith("--")) fail(USAGE);
const info = findTitle(title);
if (!RULES[title] || !info) fail(`no bot for ${JSON.stringify(title)}; known: ${Object.keys(RULES).join(", ")}\n${USAGE}`);
const first = number("seed");
const count = number("count", 1);

const againstFlag = flag("against");
if (againstFlag !== undefined && againstFlag !== "random" && againstFlag !== "builder") fail(`--against is random or builder\n${USAGE}`);
const against = againstFlag === "random" ? "uniform" : againstFlag;
const options = (flag("options") ?? "").split(",").filter(Boolean);
const invalid = invalidChoice(titleOptions(RULES[title]!), options, title);
if (invalid) fail(`${invalid}\n${USAGE}`);
// An option may allow more players than the title's usual most (1830's Base Game: 7).
const maxPlayers = maxPlayersWith(titleOptions(RULES[title]!), options, info.maxPlayers);
const players = number("players", Math.min(4, maxPlayers));
if (players < info.minPlayers || players > maxPlayers) fail(`${info.name} is for ${info.minPlayers} to ${maxPlayers} players\n${USAGE}`);

const totals = { title, games: 0, finished: 0, bank: 0, botWins: 0, msPerMoveP99: 0 };
const all: number[] = [];
const allCpu: number[] = [];
for (let seed = first; seed < first + count; seed++) {
  const t = playTable({ title, seed, players, ...(against ? { against } : {}), options });
  const ms = p99(t.botMoveMs);
  all.push(...t.botMoveMs);
  allCpu.push(...t.botMoveCpuMs);
  console.log(
    JSON.stringify({
      title,
      seed,
      finished: t.finished,
      endReason: t.endReason,
      actions: t.actions,
      result: t.result,
      botSeats: t.botSeats,
      msPerMoveP99: Math.round(ms * 10) / 10,
      cpuMsPerMoveP99: Math.round(p99(t.botMoveCpuMs) * 10) / 10,
      ...(t.stuck ? { stuck: t.stuck } : {}),
    }),
  );
  totals.games++;
  if (t.finished) totals.finished++;
  if (t.endReason === "bank") totals.bank++;
  if (t.result && against) {
    const best = Math.max(...Object.values(t.result));
    if (t.botSeats.every((id) => t.result![id] === best)) totals.botWins++;
  }
}
if (count > 1) console.log(JSON.stringify({ ...totals, msPerMoveP99: Math.round(p99(all) * 10) / 10, cpuMsPerMoveP99: Math.round(p99(allCpu) * 10) / 10 }));
