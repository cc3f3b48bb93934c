// npm run bots -- TITLE --seed N --players P [--against random|builder] [--options a,b] [--count C]
// npm run bots -- TITLE --seed N --players P --seats hard,easy,easy,easy [--count C]   (the arena)
// A whole game with bots, played with the engine alone: one bot seat and the
// others random players of the --against policy ("random" is the uniform
// policy), or every seat a bot without --against. One line of JSON per game:
// {"title","seed","finished","endReason","actions","result","botSeats","msPerMoveP99"} and
// cpuMsPerMoveP99, the same percentile in processor time, which a busy machine does not inflate.
// With --count C, seeds N to N+C-1, then a line of totals (games finished by
// the bank, the bot's wins, the p99 over all bot moves).
// The arena (--seats, one kind of bot a seat): the kinds are rotated one seat
// from game to game, so that over P games every kind sits in every position;
// one line per game (the kinds by player, the winners, each kind's move p99 in processor time), then the totals:
// {"title","games","finished","wins":{"hard","easy"},"msPerMoveP99":{...},"cpuMsPerMoveP99":{...}},
// a win counted for each kind whose seat has the highest value (a tie counts for both).
import { playTable, p99, seatingFor } from "../test/shared/bot-table.ts";
import { BOT_KINDS, type BotKind } from "../shared/bots/hard.ts";
import { titleOptions } from "../shared/engine/game.ts";
import { invalidChoice, maxPlayersWith, minPlayersWith } from "../shared/engine/options.ts";
import { RULES, RULES_IN_PROGRESS, findTitle } from "../shared/games/index.ts";
import { commandLine, type CommandLine } from "./args.ts";

const USAGE = "usage: npm run bots -- TITLE --seed N --players P [--against random|builder | --seats hard,easy,...] [--options a,b] [--count C]";

const cli = commandLine(USAGE);
const { args, flag, number } = cli;
// Declared with its type, so that the compiler knows a call to it ends the script.
const fail: CommandLine["fail"] = cli.fail;

const title = args[0];
if (!title || title.startsWith("--")) fail(USAGE);
const info = findTitle(title);
const rules = RULES[title] ?? RULES_IN_PROGRESS[title];
if (!rules || !info) fail(`no bot for ${JSON.stringify(title)}; known: ${Object.keys(RULES).join(", ")}\n${USAGE}`);
const first = number("seed");
const count = number("count", 1);

const againstFlag = flag("against");
if (againstFlag !== undefined && againstFlag !== "random" && againstFlag !== "builder") fail(`--against is random or builder\n${USAGE}`);
const against = againstFlag === "random" ? "uniform" : againstFlag;
const options = (flag("options") ?? "").split(",").filter(Boolean);
const invalid = invalidChoice(titleOptions(rules), options, title);
if (invalid) fail(`${invalid}\n${USAGE}`);
// An option may allow more players than the title's usual most (1830's Base Game: 7), or have its own (1846's two-player variant).
const maxPlayers = maxPlayersWith(titleOptions(rules), options, info.maxPlayers);
const minPlayers = minPlayersWith(titleOptions(rules), options, info.minPlayers);
const players = number("players", Math.max(minPlayers, Math.min(4, maxPlayers)));
if (players < minPlayers || players > maxPlayers) fail(`${info.name} is for ${minPlayers} to ${maxPlayers} players\n${USAGE}`);

const seatsFlag = flag("seats");
if (seatsFlag !== undefined) arena(seatsFlag.split(","));

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

/** Games between kinds of bot, the kinds rotated a seat from game to game. */
function arena(seats: string[]): never {
  if (againstFlag !== undefined) fail(`--seats and --against do not go together\n${USAGE}`);
  if (seats.length !== players) fail(`--seats names ${seats.length} kinds for ${players} players\n${USAGE}`);
  const bad = seats.find((k) => !(BOT_KINDS as readonly string[]).includes(k));
  if (bad !== undefined) fail(`--seats: ${JSON.stringify(bad)} is not a kind of bot (${BOT_KINDS.join(", ")})\n${USAGE}`);
  const kinds = seats as BotKind[];
  const wins: Record<string, number> = Object.fromEntries(BOT_KINDS.map((k) => [k, 0]));
  const ms: Record<string, number[]> = Object.fromEntries(BOT_KINDS.map((k) => [k, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(BOT_KINDS.map((k) => [k, []]));
  let finished = 0;
  const perKind = (times: Record<string, number[]>) => Object.fromEntries(kinds.filter((k, i) => kinds.indexOf(k) === i).map((k) => [k, Math.round(p99(times[k]!) * 10) / 10]));
  for (let g = 0; g < count; g++) {
    const seed = first + g;
    const rotated = seatingFor(kinds, g);
    const t = playTable({ title: title!, seed, players, kinds: rotated, options });
    t.botMoveSeats.forEach((seat, i) => {
      ms[t.kinds[seat]!]!.push(t.botMoveMs[i]!);
      cpu[t.kinds[seat]!]!.push(t.botMoveCpuMs[i]!);
    });
    const winners = t.result ? Object.keys(t.result).filter((id) => t.result![id] === Math.max(...Object.values(t.result!))) : [];
    for (const kind of new Set(winners.map((id) => t.kinds[id]!))) wins[kind]!++;
    if (t.finished) finished++;
    console.log(
      JSON.stringify({
        title,
        seed,
        finished: t.finished,
        endReason: t.endReason,
        actions: t.actions,
        kinds: t.kinds,
        result: t.result,
        winners,
        cpuMsPerMoveP99: perKind(Object.fromEntries(BOT_KINDS.map((k) => [k, t.botMoveCpuMs.filter((_, i) => t.kinds[t.botMoveSeats[i]!] === k)]))),
        ...(t.stuck ? { stuck: t.stuck } : {}),
      }),
    );
  }
  console.log(JSON.stringify({ title, games: count, finished, wins, msPerMoveP99: perKind(ms), cpuMsPerMoveP99: perKind(cpu) }));
  process.exit(0);
}
