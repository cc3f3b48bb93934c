// The replay benches of every title: ours per fixture (median of many runs),
// as an import replays it (checked) and as a room wakes with it (trusted), and
// beside it the reference engine on the same log where it is installed.
import { readFileSync } from "node:fs";
import { logSeed, replayLog, type GameLog } from "../shared/engine/replay.ts";
import type { Title } from "../shared/engine/game.ts";
import type { LogEntry } from "../shared/engine/log.ts";
import { importChoice } from "../shared/engine/options.ts";
import { rulesetOf } from "../shared/engine/session.ts";
import { measure, report } from "./harness.ts";
import { referenceMissing, referenceReplayMs } from "./reference.ts";

export function replayBench(heading: string, title: Title, files: readonly string[]): void {
  const logs = files.map((file) => ({ file, log: JSON.parse(readFileSync(file, "utf8")) as GameLog }));
  const name = (file: string, log: GameLog) => `${file.split("/").pop()!.replace(/\.json$/, "")} (${log.actions.length} log entries)`;
  // Every game replayed a few times first: the first game measured would otherwise pay for the whole engine's
  // compilation, which one game's own warm-up does not cover (10264, measured first, took twice its time).
  for (let i = 0; i < 5; i++) for (const { log } of logs) replayLog(title, log);
  const figures = logs.map(({ file, log }) => measure(name(file, log), () => replayLog(title, log)));
  report(`${heading} (Node)`, figures);
  // A room waking replays its own stored log, trusted (ReplayMode): the same games without the checks that cannot change them.
  const rules = rulesetOf(title);
  const stored = logs.map(({ file, log }) => {
    const optional_rules = importChoice(rules.optionalRules, log.settings?.optional_rules ?? [], rules.importRules ?? []);
    // Set up as Replay sets a log's game up: a hotseat game's players named without ids, its seed from its id (logSeed).
    const setup = { players: log.players.map((p) => ({ id: String((p.id as string | number | undefined) ?? p.name), name: p.name })), options: { optional_rules }, seed: logSeed(log) };
    const entries = JSON.parse(JSON.stringify(log.actions)) as LogEntry[];
    return measure(name(file, log), () => rules.session(setup, entries, "trusted"));
  });
  report("  as a room wakes with it (its stored log, trusted)", stored);
  const missing = referenceMissing();
  if (missing) return console.log(`  the reference engine: skipped (${missing})`);
  // Processor time on both sides (ours: the median run's), so that the ratio holds on a busy machine; on a quiet one
  // it is the clock's.
  console.log("  the reference engine (18xx.games, Ruby), same logs, processor time:");
  const width = Math.max(...figures.map((f) => f.name.length));
  logs.forEach(({ file, log }, i) => {
    const ms = referenceReplayMs(file, log.actions.length);
    const ours = figures[i]!.medianCpuMs;
    console.log(`  ${figures[i]!.name.padEnd(width)}  ${ms.toFixed(1).padStart(7)} ms   ours ${ours.toFixed(2).padStart(6)} ms   ratio reference/ours: ${(ms / ours).toFixed(1)}`);
  });
}
