// A small benchmark harness: runs a function for a while and reports the
// median, 95th percentile and mean time; reads the CPU time a site's
// processes ran. Benchmarks print figures; they never pass or fail on time.
import { readdirSync, readFileSync } from "node:fs";
import { effectiveActions } from "../shared/engine/log.ts";
import type { GameExport } from "../shared/protocol.ts";

export interface Figure {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
  /** The median processor time of the process (every thread: the collector's too) over the same runs. */
  medianCpuMs: number;
}

export function measure(name: string, fn: () => void, { warmup = 5, minRuns = 20, minMs = 1500 } = {}): Figure {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    fn();
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (q: number, xs = times) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  return { name, runs: times.length, medianMs: at(0.5), p95Ms: at(0.95), meanMs: times.reduce((a, b) => a + b, 0) / times.length, medianCpuMs: at(0.5, cpu) };
}

export function report(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    console.log(`  ${f.name.padEnd(width)}  median ${f.medianMs.toFixed(2).padStart(7)} ms   p95 ${f.p95Ms.toFixed(2).padStart(7)} ms   (${f.runs} runs)`);
  }
}

/** CPU milliseconds every thread of the processes in this process group (only those running `command`, if given) has run, or null without /proc. */
export function groupCpuMs(group: number, command?: string): number | null {
  let ns = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        // The fields after the command's closing parenthesis: state, parent, process group, ...
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== group) continue;
        if (command !== undefined && stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== command) continue;
        for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // a process or thread that ended meanwhile
      }
    }
  } catch {
    return null;
  }
  return ns / 1e6;
}

/** How many times the site benchmarks (room-wake, rooms-load) repeat their runs, ours and the bare room's in turn: BENCH_RUNS, 3 unless given. */
export const BENCH_RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);

/** Another checkout of this project (its web/dist built) whose site the room benchmarks also run in each run, for ratios of ours to it (before and after a change): BENCH_AGAINST. */
export const BENCH_AGAINST = process.env.BENCH_AGAINST || undefined;

export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A figure over repeated runs: "median (min-max)", or the one value of a single run. */
export function spread(xs: readonly number[], digits = 2): string {
  if (xs.length === 1) return xs[0]!.toFixed(digits);
  return `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;
}

/**
 * An 18xx.games log's actions as moves a player makes (bench/rooms-load, bench/profile-room): the
 * standing orders of 18xx.games (program_*) left out and the moves they made (auto_actions) sent one
 * by one, without the ids and times the room writes.
 */
export function playerMoves(log: GameExport): Record<string, unknown>[] {
  type Entry = GameExport["actions"][number] & { auto_actions?: GameExport["actions"] };
  return effectiveActions(log.actions)
    .filter((a) => !String(a.type).startsWith("program_"))
    .flatMap(({ auto_actions: autos = [], ...action }: Entry) => [action, ...autos])
    .map(({ id: _id, created_at: _at, ...rest }) => rest);
}
