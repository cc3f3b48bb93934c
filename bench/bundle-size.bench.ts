// The JavaScript each page loads, gzipped (DESIGN.md: the embed page under
// 100 KB). Pages and titles are separate chunks; the Vite manifest says which
// chunks each one pulls in, and what a game page loads after its first paint
// or when a part is used. Then where a game page's bytes go: each source
// module's share of its chunks, read from the build's source maps (the build
// is made apart, with hidden source maps: the same JavaScript as web/dist's);
// for each title but 1830, what its page has that 1830's has not.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = mkdtempSync(join(tmpdir(), "bundle-size-"));
execSync(`npx vite build --sourcemap hidden --emptyOutDir --outDir ${dist}`, { stdio: "ignore" });
const manifest = JSON.parse(readFileSync(join(dist, "build-manifest.json"), "utf8")) as Record<string, Chunk>;
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzip(readFileSync(join(dist, file))));
  return gz.get(file)!;
};

/** The chunk for a source file and everything it imports statically. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const page = (file: string) => Object.keys(manifest).find((k) => k.endsWith(file))!;
const pages: [string, string[]][] = [
  ["lobby", [entry, page("src/lobby.tsx")]],
  // A table playing none of the 1830+ components' options loads 1830 without them (shared/games/load.ts).
  ["1830 game page", [entry, page("src/game/page.tsx"), page("games/1830/title.ts")]],
  ["1830+ game page", [entry, page("src/game/page.tsx"), page("games/1830/title.ts"), page("games/1830/index.ts")]],
  ["1882 game page", [entry, page("src/game/page.tsx"), page("games/1882/index.ts")]],
  ["1837 game page", [entry, page("src/game/page.tsx"), page("games/1837/index.ts")]],
  ["1889 game page", [entry, page("src/game/page.tsx"), page("games/1889/index.ts")]],
  ["18Chesapeake game page", [entry, page("src/game/page.tsx"), page("games/18Chesapeake/index.ts")]],
  ["1846 game page", [entry, page("src/game/page.tsx"), page("games/1846/index.ts")]],
  ["1817 game page", [entry, page("src/game/page.tsx"), page("games/1817/index.ts")]],
  // The solitaire's page: its own table in place of the 18xx page's (web/src/railways/table.tsx).
  ["Railways game page", [entry, page("src/game/page.tsx"), page("games/railways/index.ts"), page("src/railways/table.tsx")]],
  // A spectator's embed carries no engine, nor does a player's (a seat token in the fragment) while the game waits
  // for someone else; at his turn (or when he asks for his controls) it loads the engine and the action panel.
  // The solitaire's loads its engine and map as soon as its game is there.
  ["embed, spectator or player waiting", [entry, page("src/embed.tsx")]],
  ["1830 embed, player to act", [entry, page("src/embed.tsx"), page("src/embed-live.tsx"), page("games/1830/title.ts"), page("src/game/actions.tsx")]],
  ["Railways embed", [entry, page("src/embed.tsx"), page("src/embed-live.tsx"), page("games/railways/index.ts"), page("src/railways/embed.tsx")]],
];
/** Issue #40 (11): a game page loads its own title's rules and data only, the whole page at most 80 KB gzipped. */
const GAME_PAGE_GOAL_KB = 80;
console.log("\nJavaScript each page loads, gzipped");
for (const [name, keys] of pages) {
  const files = closure(keys);
  const total = [...files].reduce((t, f) => t + sizeOf(f), 0);
  const goal = name.endsWith("game page") ? `   (goal: at most ${GAME_PAGE_GOAL_KB} KB)` : "";
  console.log(`  ${name.padEnd(34)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${files.size} files${goal}`);
}
// What a game page loads once it has first been drawn, and what it loads when first used (issue #40, 11-12): each a
// chunk of its own, beside the page's first files (web/src/later.tsx).
const firstFiles = closure([entry, page("src/game/page.tsx"), page("games/1830/title.ts")]);
const later: [string, string][] = [
  ["after a game page's first paint (its side column)", "src/game/side-column.tsx"],
  ["on use: the table's decisions (undo, end)", "src/game/table-request.tsx"],
  ["on use: a hex's details", "src/game/hex-info.tsx"],
  ["on use: programmed actions", "src/game/programmes.tsx"],
  ["on use: an offer and its answer (1830 4.1, 7.6)", "src/game/offers.tsx"],
  ["on use: the waiting room, a seat link's choice", "src/game/waiting-room.tsx"],
  ["on use: loans, shorts, conversions, mergers (1817)", "src/game/corporate-finance.tsx"],
];
for (const [what, file] of later) {
  if (!page(file)) continue; // a build made before the part was a chunk of its own
  const extra = [...closure([page(file)])].filter((f) => !firstFiles.has(f));
  console.log(`  + ${what.padEnd(50)} ${(extra.reduce((t, f) => t + sizeOf(f), 0) / 1024).toFixed(1).padStart(5)} KB in ${extra.length} files`);
}
// A game page opened on a game under way reads its room's snapshot: the reader is loaded beside the title's rules.
const reader = [...closure([page("engine/snapshot.ts")])].filter((f) => !closure([entry, page("src/game/page.tsx"), page("games/1830/title.ts")]).has(f));
if (reader.length) console.log(`  + the snapshot reader, for a game under way ${(reader.reduce((t, f) => t + sizeOf(f), 0) / 1024).toFixed(1).padStart(5)} KB in ${reader.length} files`);
else console.log("  (the snapshot reader, for a game under way, is in the 1830 page's files)");

/** A source map's mappings: per generated line, [column, source index] of each segment that names a source (Base64 VLQ). */
function segments(mappings: string): [number, number][][] {
  const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let source = 0;
  return mappings.split(";").map((line) => {
    let column = 0;
    const out: [number, number][] = [];
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields: number[] = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const d = digits.indexOf(segment[i]!);
        value += (d & 31) << shift;
        if (d & 32) shift += 5;
        else fields.push(value & 1 ? -(value >>> 1) : value >>> 1), (value = 0), (shift = 0);
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!, out.push([column, source]);
      else out.push([column, -1]);
    }
    return out;
  });
}

/**
 * Each source module's share of a chunk, gzipped: the chunk's gzipped size less that of the chunk
 * without the module's code (shares overlap a little: gzip finds repeats across modules).
 */
function modulesOf(file: string): Map<string, number> {
  const code = readFileSync(join(dist, file), "utf8");
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), "utf8")) as { sources: string[]; mappings: string };
  const lines = code.split("\n");
  const spans = new Map<string, [number, number, number][]>();
  segments(map.mappings).forEach((segs, line) =>
    segs.forEach(([start, source], i) => {
      const name = source < 0 ? "(the bundler's own)" : relative(process.cwd(), join(dist, "assets", map.sources[source]!)).replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");
      if (!spans.has(name)) spans.set(name, []);
      spans.get(name)!.push([line, start, segs[i + 1]?.[0] ?? lines[line]!.length]);
    }),
  );
  const whole = gzip(code);
  const shares = new Map<string, number>();
  for (const [name, parts] of spans) {
    const without = [...lines];
    for (const [line, start, end] of [...parts].sort((a, b) => b[0] - a[0] || b[1] - a[1])) without[line] = without[line]!.slice(0, start) + without[line]!.slice(end);
    shares.set(name, whole - gzip(without.join("\n")));
  }
  return shares;
}

// Each game page's largest modules (issue #40, 11): all of the 1830 page's largest; for each other title, the modules its
// page has that the 1830 page has not (its own rules and data, the engine's parts only it plays).
const shareCache = new Map<string, Map<string, number>>();
const sharesOf = (file: string) => shareCache.get(file) ?? shareCache.set(file, modulesOf(file)).get(file)!;
const pageShares = (keys: string[]) => {
  const shares = new Map<string, number>();
  for (const file of closure(keys)) for (const [module, bytes] of sharesOf(file)) shares.set(module, (shares.get(module) ?? 0) + bytes);
  return shares;
};
const of1830 = pageShares(pages.find(([name]) => name === "1830 game page")![1]);
for (const [name, keys] of pages.filter(([name]) => name.endsWith("game page"))) {
  const first = name === "1830 game page";
  const shares = first ? of1830 : new Map([...pageShares(keys)].filter(([module]) => !of1830.has(module)));
  const top = [...shares].sort((a, b) => b[1] - a[1]);
  const shown = first ? 25 : 8;
  console.log(first ? `\nWhere the ${name}'s bytes go: each module's share, gzipped (the ${shown} largest)` : `\nWhat the ${name} has that the 1830 page has not: each module's share, gzipped (the ${shown} largest)`);
  for (const [module, bytes] of top.slice(0, shown)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${module}`);
  const rest = top.slice(shown).reduce((t, [, b]) => t + b, 0);
  if (top.length > shown) console.log(`  ${(rest / 1024).toFixed(1).padStart(5)} KB  the ${top.length - shown} others`);
  // What is left against the goal, by part: the engine the page runs (DESIGN.md: the client applies the room's moves with
  // it), the title's rules and data, the board's drawing, the page's own code, Preact.
  if (first) {
    const parts: [string, RegExp][] = [
      ["the engine (shared/engine)", /^shared\/engine\//],
      ["the title's rules and data (shared/games)", /^shared\/games\//],
      ["the board's drawing (shared/board)", /^shared\/board\//],
      ["the page's own code (web/src)", /^web\/src\//],
      ["Preact and its signals", /^node_modules\//],
    ];
    const byPart = parts.map(([what, test]) => [what, top.filter(([m]) => test.test(m)).reduce((t, [, b]) => t + b, 0)] as const);
    const other = top.reduce((t, [, b]) => t + b, 0) - byPart.reduce((t, [, b]) => t + b, 0);
    console.log(`By part (the shares add up to a little less than the page: gzip finds repeats across modules)`);
    for (const [what, bytes] of [...byPart, ["the bundler's own", other] as const]) console.log(`  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${what}`);
  }
}
rmSync(dist, { recursive: true, force: true });
