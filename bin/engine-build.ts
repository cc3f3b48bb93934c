// The build of the rules engine: a hash of everything under shared/. A room's
// snapshot of its game (shared/engine/snapshot.ts) is read only by the build
// that wrote it; `npm start`, `npm run deploy` and the tests give this hash to
// the Worker's bundler as ENGINE_BUILD (worker/env.ts).
// Run as a script, it prints the hash.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** From the project's root (where npm runs scripts; the benchmarks run bundled elsewhere). */
export function engineBuild(root = process.cwd()): string {
  const hash = createHash("sha256");
  const files = readdirSync(join(root, "shared"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(engineBuild());
