// Hints in a page's HTML for the scripts it will load. Left to itself the
// browser finds them one round trip after another: the app shell, then the
// page's code, then (once the socket's welcome names the title) the title's
// rules. A `modulepreload` for each lets it fetch them all at once, with the
// app shell. The chunks' names come from the build's manifest (vite.config.ts),
// read once per isolate; without one (a Worker run without the built app) a
// page has no hints and loads as before.
import { playsWithoutPlus } from "../shared/games/1830/title.ts";
import type { Env } from "./env.ts";

/** A chunk as Vite's manifest describes it. */
interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

let manifest: Promise<Manifest | null> | undefined;

function readManifest(env: Env): Promise<Manifest | null> {
  manifest ??= env.ASSETS.fetch("http://assets/build-manifest.json")
    .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : null))
    .catch(() => null);
  return manifest;
}

/**
 * The source files whose code a game page loads for a title, as shared/games/load.ts
 * and web/src/game/page.tsx import them (`snapshot`: the room has a snapshot of the
 * game for the page to revive it from, with the snapshot reader);
 * test/web/page-preload.test.ts checks that they are exactly the scripts a page fetches.
 */
export function gamePageModules(title: string, optionalRules: readonly string[], snapshot: boolean): string[] {
  const reader = snapshot ? ["engine/snapshot.ts"] : [];
  switch (title) {
    case "1830":
      return ["src/game/page.tsx", "games/1830/title.ts", ...(playsWithoutPlus(optionalRules) ? [] : ["games/1830/index.ts"]), ...reader];
    case "1882":
    case "1837":
    case "1889":
    case "18Chesapeake":
    case "1846":
    case "1817":
      return ["src/game/page.tsx", `games/${title}/index.ts`, ...reader];
    case "Railways":
      return ["src/game/page.tsx", "src/railways/table.tsx", "games/railways/index.ts"];
    default:
      return ["src/game/page.tsx"];
  }
}

/** The light embed's code (web/src/embed.tsx). */
export const EMBED_MODULES = ["src/embed.tsx"];

/** `<link rel="modulepreload">` tags for these source files' chunks and every chunk they import, less the app shell the page loads anyway. */
export async function preloadTags(env: Env, modules: readonly string[]): Promise<string> {
  const chunks = await readManifest(env);
  if (!chunks) return "";
  const keys = Object.keys(chunks);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    const key = keys.find((k) => k === module || k.endsWith(`/${module}`));
    if (key) visit(key);
  }
  return [...files].map((file) => `<link rel="modulepreload" href="/${file}">`).join("");
}
