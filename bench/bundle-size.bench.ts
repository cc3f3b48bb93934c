// The JavaScript each page loads, gzipped (DESIGN.md: the embed page under
// 100 KB). Pages and titles are separate chunks; the Vite manifest says which
// chunks each one pulls in.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

execSync("npm run -s build", { stdio: "ignore" });
const dist = "web/dist";
const manifest = JSON.parse(readFileSync(join(dist, "build-manifest.json"), "utf8")) as Record<string, Chunk>;
const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
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
// A game page opened on a game under way reads its room's snapshot: the reader is loaded beside the title's rules.
const reader = [...closure([page("engine/snapshot.ts")])].filter((f) => !closure([entry, page("src/game/page.tsx"), page("games/1830/title.ts")]).has(f));
console.log(`  + the snapshot reader, for a game under way ${(reader.reduce((t, f) => t + sizeOf(f), 0) / 1024).toFixed(1).padStart(5)} KB in ${reader.length} files`);
