// npm run bench [-- NAME]: runs every bench/*.bench.ts (or those whose name
// contains NAME) in turn; each prints its figures. Each file is bundled with
// esbuild first, so benchmarks can use the JSX components in shared/board.
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const only = process.argv[2];
const dir = await mkdtemp(join(process.cwd(), "node_modules", ".bench-"));
try {
  for (const file of readdirSync("bench").filter((f) => f.endsWith(".bench.ts")).sort()) {
    if (only && !file.includes(only)) continue;
    const out = join(dir, file.replace(/\.ts$/, ".mjs"));
    await build({
      entryPoints: [join("bench", file)],
      outfile: out,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      jsx: "automatic",
      jsxImportSource: "preact",
      packages: "external",
      logLevel: "error",
    });
    await import(pathToFileURL(out).href);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

