// `npm run adversarial`: the adversarial protocol check (test/worker/adversarial.test.ts) on every
// fixture at six positions each. The run is paced by each room's rate allowance, not by the processor
// (a process keeps about a tenth of a core busy), so its positions are split into shares run side by
// side, each in a workerd of its own: ADVERSARIAL_SHARDS of them (4 unless told). Each share's lines are
// printed as they come, named by the share; the run fails when any share fails.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const shards = Number(process.env.ADVERSARIAL_SHARDS ?? 4);
if (!Number.isInteger(shards) || shards < 1 || shards > 16) {
  console.error(`ADVERSARIAL_SHARDS must be a whole number from 1 to 16, not ${process.env.ADVERSARIAL_SHARDS}`);
  process.exit(2);
}

const started = Date.now();
const runs = Array.from({ length: shards }, (_, i) => {
  const share = `${i + 1}/${shards}`;
  const child = spawn("vitest", ["run", "--project", "worker", "test/worker/adversarial.test.ts", ...process.argv.slice(2)], {
    env: { ...process.env, ADVERSARIAL: "full", ADVERSARIAL_SHARD: share, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => line.trim() && console.log(`[${share}] ${line}`));
  return new Promise<{ share: string; code: number }>((resolve) => child.on("close", (code) => resolve({ share, code: code ?? 1 })));
});

const results = await Promise.all(runs);
const failed = results.filter((r) => r.code !== 0);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(failed.length ? `adversarial: ${failed.length} of ${shards} shares failed (${failed.map((r) => r.share).join(", ")}) in ${minutes} min` : `adversarial: all ${shards} shares passed in ${minutes} min`);
process.exit(failed.length ? 1 : 0);
