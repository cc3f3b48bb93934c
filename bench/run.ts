// npm run bench: runs every bench/*.bench.ts in turn; each prints its figures.
import { readdirSync } from "node:fs";

const only = process.argv[2];
for (const file of readdirSync(new URL(".", import.meta.url)).filter((f) => f.endsWith(".bench.ts")).sort()) {
  if (only && !file.includes(only)) continue;
  await import(new URL(file, import.meta.url).href);
}
