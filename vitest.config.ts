import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-plugin";

// Three projects, one per place the code runs:
// - shared: the engine and protocol in plain Node;
// - worker: the Worker and its Durable Objects inside workerd (real storage, real sockets);
// - web: the built app served by `wrangler dev`, driven in Debian's Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["test/shared/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "worker", include: ["test/worker/**/*.test.ts"] },
      },
      {
        test: {
          name: "web",
          // Pages update over sockets; under a loaded CI machine give them time.
          expect: { poll: { timeout: 10_000 } },
          include: ["test/web/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
