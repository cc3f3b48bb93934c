import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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
        // A game page's engine and its map and table code come as one file each (issue #40): a page that fetched
        // 22 files spent most of its first second on them. What the lobby and the embed share with it (the
        // options, the market's drawing) and what only some titles use (their rounds, the snapshot reader) stay apart.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"] },
            // What the engine shares with the lobby and the solitaire: captured first, so that the engine's group does not take them in.
            { name: "options", test: /\/shared\/engine\/options\.ts$/ },
            { name: "common", test: /\/shared\/engine\/(?:action-check\.browser|errors|rng|log)\.ts$/ },
            { name: "engine", test: /\/shared\/engine\/(?:rounds\/(?:companies|home)|route|tile|shares|graph|programmes|entities|hex|uncertainty|licences|receivership|small-table|map|title|game|trains|market|board-rules|session|legal|knowledge)\.ts$/ },
            // The rounds a game is played in (a game page, a player's embed), apart from the engine's core (which the solitaire's embed also reads).
            { name: "rounds", test: /\/shared\/engine\/(?:rounds\/(?:operating\/[\w-]+|operating|stock|discard|track)|random-revenue|route-search)\.ts$/ },
            { name: "table", test: /\/(?:web\/src\/table\.ts|web\/src\/game\/(?:board-panel|hex-info|shortcuts)\.tsx|shared\/board\/(?:board|hex|geometry|tile-view|colors)\.tsx?|shared\/games\/load\.ts)$/ },
          ],
        },
      },
    },
  },
  resolve: {
    // The page trusts the shape of what its room sends (shared/engine/action-check.browser.ts): no zod in the browser.
    alias: [{ find: /^\.\/action-check\.ts$/, replacement: fileURLToPath(new URL("./shared/engine/action-check.browser.ts", import.meta.url)) }],
  },
  // The engine's build, as the Worker's (bin/engine-build.ts): a room sends its snapshot of a game only to a page of the same build.
  define: { ENGINE_BUILD: JSON.stringify(engineBuild()) },
  plugins: [ruleNotes()],
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/ws": { target: "ws://127.0.0.1:8787", ws: true } } },
});
