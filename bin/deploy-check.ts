// npm run deploy-check: the Worker still deploys. `wrangler deploy --dry-run`
// bundles it exactly as `npm run deploy` does (web/dist built first, ENGINE_BUILD
// given), into a throw-away directory, without the network or an account; then
// the bundle's size, gzipped, is held to the platform's limit for a Worker on the
// Workers Free plan, 3 MiB (the Paid plan allows 10 MiB:
// developers.cloudflare.com/workers/platform/limits, "Worker size"). It prints
// the sizes; it fails when the dry run does, or when the bundle is over the limit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { engineBuild } from "./engine-build.ts";

/** The Workers Free plan's limit on a Worker's size after compression. */
export const LIMIT_GZIP_BYTES = 3 * 1024 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The modules of a bundle wrangler wrote (not its source map nor its README: they are not uploaded), with their sizes. */
export function bundleSizes(dir: string): { files: { name: string; bytes: number; gzipped: number }[]; bytes: number; gzipped: number } {
  const files = readdirSync(dir)
    .filter((f) => !f.endsWith(".map") && f !== "README.md")
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name));
      return { name, bytes: bytes.length, gzipped: gzipSync(bytes).length };
    });
  return { files, bytes: files.reduce((t, f) => t + f.bytes, 0), gzipped: files.reduce((t, f) => t + f.gzipped, 0) };
}

/** Why a bundle of this gzipped size would not deploy, or null. */
export function overLimit(gzipped: number, limit = LIMIT_GZIP_BYTES): string | null {
  return gzipped > limit ? `The Worker is ${kib(gzipped)} gzipped, over the platform's limit of ${kib(limit)}: it would not deploy.` : null;
}

function main(): void {
  const out = mkdtempSync(join(tmpdir(), "roundhouse-deploy-"));
  try {
    execFileSync("npm", ["run", "-s", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    const printed = execFileSync(
      process.execPath,
      ["node_modules/wrangler/bin/wrangler.js", "deploy", "--dry-run", "--outdir", out, "--define", `ENGINE_BUILD:'${engineBuild()}'`],
      // As `npm start` runs wrangler: no calls to Cloudflare's servers.
      { env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    const sizes = bundleSizes(out);
    // Wrangler's own figure, where it prints one, is held to the limit too.
    const reported = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(printed);
    const gzipped = Math.max(sizes.gzipped, reported ? Number(reported[2]) * 1024 : 0);
    console.log("The Worker's bundle (wrangler deploy --dry-run):");
    for (const f of sizes.files) console.log(`  ${f.name.replace(/^[0-9a-f]{40}-/, "").padEnd(24)} ${kib(f.bytes).padStart(12)}   gzipped ${kib(f.gzipped).padStart(12)}`);
    console.log(`  ${"total".padEnd(24)} ${kib(sizes.bytes).padStart(12)}   gzipped ${kib(sizes.gzipped).padStart(12)}${reported ? ` (wrangler: ${reported[2]} KiB)` : ""}`);
    console.log(`  limit (Workers Free plan): ${kib(LIMIT_GZIP_BYTES)} gzipped, ${((100 * gzipped) / LIMIT_GZIP_BYTES).toFixed(0)}% used`);
    const over = overLimit(gzipped);
    if (over) {
      console.error(over);
      process.exitCode = 1;
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
