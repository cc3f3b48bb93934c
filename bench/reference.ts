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
 * Milliseconds the reference takes to load the whole log once: one process loads it LOADS times
 * after its empty start, another only starts, and the difference is shared out (each the quicker of two).
 */
export function referenceReplayMs(file: string, entries: number): number {
  /** The quicker of two runs: a busy machine only ever adds time. */
  const run = (counts: number[]) =>
    Math.min(
      ...[0, 1].map(() => {
        const t0 = performance.now();
        execFileSync("ruby", [TOOL, file, ...counts.map(String)], { stdio: "ignore", env: { ...process.env, ENGINE_LOG_LEVEL: "4" } });
        return performance.now() - t0;
      }),
    );
  const started = run([0]);
  const loaded = run([0, ...Array.from({ length: LOADS }, () => entries)]);
  return (loaded - started) / LOADS;
}
