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
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
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
