import { defineConfig } from "vite";

// The web app lives in web/ and builds into web/dist, which the Worker serves.
export default defineConfig({
  root: "web",
  // The manifest lets `npm run bench` add up what each page loads.
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/ws": { target: "ws://127.0.0.1:8787", ws: true } } },
});
