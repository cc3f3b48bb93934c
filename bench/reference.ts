// The reference engine's time for the same replay, where it is installed on
// this machine as ../shared/tools/README.md describes (Debian's ruby and a
// clone of 18xx.games at /tmp/ref/18xx or $REF18XX; the tools beside the
// repository, or in $REF_TOOLS for a checkout elsewhere): the replay benches print
// it beside ours, so the ratio holds on a noisy machine. Nothing of the
// reference is in this repository; without it the line is skipped.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOL = `${process.env.REF_TOOLS ?? "../shared/tools"}/reference-summary.rb`;
const LOADS = 5;

/** Whether the reference engine can be run here, or why not. */
export function referenceMissing(): string | null {
  if (!existsSync(TOOL)) return `${TOOL} not found`;
  if (!existsSync(`${process.env.REF18XX ?? "/tmp/ref/18xx"}/lib/engine.rb`)) return "no 18xx.games clone at /tmp/ref/18xx (or $REF18XX)";
  try {
    execFileSync("ruby", ["--version"], { stdio: "ignore" });
  } catch {
    return "ruby is not installed";
  }
  return null;
}

/**
 * Processor milliseconds the reference takes to load the whole log once: one process loads it n times after its
 * empty start, another only starts, and the difference is shared out (each the least of two). Processor time, not
 * the clock, so a busy machine does not inflate it; n grows until the loads outweigh the start's own variation
 * (about a second of Ruby starting up, give or take a tenth), which a short game's five loads did not.
 */
export function referenceReplayMs(file: string, entries: number): number {
  /** The least processor time of two runs of the tool, loading the log `loads` times after its empty start. */
  const run = (loads: number) =>
    Math.min(
      ...[0, 1].map(() => {
        // bash's `times` prints its children's user and system time on its second line: the tool's processor time.
        const out = execFileSync("bash", ["-c", 'ruby "$@" >/dev/null 2>&1; times', "times", TOOL, file, "0", ...Array.from({ length: loads }, () => String(entries))], {
          encoding: "utf8",
          env: { ...process.env, ENGINE_LOG_LEVEL: "4" },
        });
        const [user, system] = [...out.trim().split("\n")[1]!.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
        return user! + system!;
      }),
    );
  const started = run(0);
  let loads = LOADS;
  let loaded = run(loads);
  const enough = 1500;
  if (loaded - started < enough) {
    loads = Math.min(200, Math.ceil((loads * enough) / Math.max(loaded - started, 1)));
    loaded = run(loads);
  }
  return (loaded - started) / loads;
}
