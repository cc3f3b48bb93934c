import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { engineBuild } from "./bin/engine-build.ts";

/**
 * The titles' rule notes (docs/rules-*.md), served as they are at /docs/: "How to play" links to the one
 * that says what this site plays where a rule book is silent or 18xx.games reads it otherwise.
 */
function ruleNotes(): Plugin {
  const docs = new URL("./docs/", import.meta.url);
  return {
    name: "rule-notes",
    generateBundle() {
      for (const file of readdirSync(docs).filter((f) => /^rules-.+\.md$/.test(f))) {
        this.emitFile({ type: "asset", fileName: `docs/${file}`, source: readFileSync(new URL(file, docs), "utf8") });
      }
    },
  };
}

/**
 * The page trusts the shape of what its room sends: a module's `./action-check.ts` is its `./action-check.browser.ts`
 * in the browser (shared/engine's for the 18xx titles, shared/games/railways' for the solitaire), so no page loads zod.
 */
function browserChecks(): Plugin {
  return {
    name: "browser-checks",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "./action-check.ts" && importer ? fileURLToPath(new URL("./action-check.browser.ts", pathToFileURL(importer))) : null;
    },
  };
}

/** The small modules every page loads (the options, the titles' names, the market's drawing, the API's calls). */
const SHARED = /\/(?:shared\/engine\/(?:options|action-check\.browser|errors|rng|log)\.ts|shared\/games\/titles\.ts|web\/src\/(?:how-to-play-titles\.ts|bot-kind\.tsx|api\.ts)|shared\/board\/market\.tsx)$/;
const initialModules = new Map<string, boolean>();
/** Whether the entry loads a module statically (the bundler's `$initial` tag, which a group can only AND with its test): an importer chain up to the entry. */
function initial(id: string, ctx: { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null }): boolean {
  if (!initialModules.has(id)) {
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length && !found) {
      const info = ctx.getModuleInfo(queue.pop()!);
      if (info?.isEntry) found = true;
      for (const importer of info?.importers ?? []) if (!seen.has(importer)) seen.add(importer), queue.push(importer);
    }
    initialModules.set(id, found);
  }
  return initialModules.get(id)!;
}

// The web app lives in web/ and builds into web/dist, which the Worker serves.
export default defineConfig({
  root: "web",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up what each page loads, and the Worker hint a page's
    // scripts in its HTML (worker/preload.ts). Not under .vite/: the Worker reads it from the assets.
    manifest: "build-manifest.json",
    rolldownOptions: {
      output: {
        // What the entry loads statically (Preact, signals, the app shell) stays in the entry's one
        // chunk: left to itself, the bundler may move Preact to a chunk of its own, one more file for
        // every page. The pages and titles are split at their dynamic imports as before.
        // A game page comes in as few files as the pages that share its code allow (issue #40): the browser fetches
        // at most six at once from a host over HTTP/1.1, and a page that fetched 18 files waited for three rounds of
        // them (a seated player's 1830 page, wrangler dev: ~250 ms each). The small modules the lobby, the embed and
        // the game page share come as one file; the engine with the table code; the rounds with the action panel.
        codeSplitting: {
          groups: [
            // With them, the few KB the lobby, the embed and the game page each load besides: one file fewer for each.
            { name: (id, ctx) => (SHARED.test(id) || initial(id, ctx) ? "index" : null) },
            // The engine and the table code: every page that loads the one loads the other (the game page, a player's embed).
            { name: "engine", test: /(?:\/shared\/engine\/(?:rounds\/(?:companies|home)|route|tile|shares|graph|programmes|entities|hex|receivership|small-table|map|title|game|trains|market|market-boxes|loans|shorts|board-rules|session|legal|knowledge)\.ts$)|(?:\/(?:web\/src\/table\.ts|web\/src\/game\/after-paint\.ts|web\/src\/game\/(?:board-panel|shortcuts)\.tsx|shared\/board\/(?:board|hex|geometry|tile-view|colors)\.tsx?|shared\/games\/load\.ts)$)/ },
            // The rounds every game is played in, the auction most titles start with, the snapshot reader, the tiles most titles
            // share and the action panel with its routes panel (a game page; a player's embed at his turn) and the 18xx page's play area with the
            // round's panels (web/src/game/table-play.tsx: not on the solitaire's page), apart from the engine's core (which the
            // solitaire's embed also reads). The rounds only one title plays (1830's group bid and dealt privates, 1837's start
            // packets) are not here: each comes with its title's rules (issue #40: a page loads its own title's only), nor the
            // operating round's parts a title names (Title.operatingParts: share issues, loans, hex and route bonuses, the 1830+
            // components' licences, uncertainty tokens and random revenues).
            { name: "rounds", test: /\/shared\/engine\/(?:rounds\/(?:operating\/(?!issues\.|loans\.|bonus-hex\.|route-bonus\.)[\w-]+|operating|stock|discard|track|auction|sequence|train-export)|route-search|snapshot)\.ts$|\/shared\/games\/standard-tiles\.ts$|\/web\/src\/game\/(?:actions|run-routes|table-play)\.tsx$/ },
          ],
        },
      },
    },
  },
  // The engine's build, as the Worker's (bin/engine-build.ts): a room sends its snapshot of a game only to a page of the same build.
  define: { ENGINE_BUILD: JSON.stringify(engineBuild()) },
  plugins: [ruleNotes(), browserChecks()],
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/ws": { target: "ws://127.0.0.1:8787", ws: true } } },
});
