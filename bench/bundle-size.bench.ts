// The JavaScript each page loads, gzipped (DESIGN.md: the embed page under 100 KB).
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

execSync("npm run -s build", { stdio: "ignore" });
const dist = "web/dist";
const html = readFileSync(join(dist, "index.html"), "utf8");
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
const size = (files: string[]) =>
  files.reduce(
    (t, f) => {
      const bytes = readFileSync(join(dist, f));
      return { raw: t.raw + bytes.length, gzip: t.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const js = size(scripts);
const css = size(styles);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log("\nWhat a page loads (the lobby, game and embed pages share one bundle today)");
console.log(`  JavaScript: ${kb(js.gzip)} gzipped (${kb(js.raw)} raw) in ${scripts.length} file(s)`);
console.log(`  CSS:        ${kb(css.gzip)} gzipped (${kb(css.raw)} raw)`);
