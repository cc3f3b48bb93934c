import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { throwAwayVapidKeys } from "./bin/vapid-keys.ts";
import { engineBuild } from "./bin/engine-build.ts";

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
          // Whole random games and subprocesses take seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            // As in development: webhooks may go to the tests' local receiver (test/receiver-setup.ts), and push has keys.
            miniflare: { bindings: { ALLOW_LOCAL_WEBHOOKS: "1", ...(await throwAwayVapidKeys()) } },
          })),
        ],
        // As `npm start` builds the Worker: rooms keep snapshots of their games (worker/env.ts).
        define: { ENGINE_BUILD: JSON.stringify(engineBuild()) },
        // A file's first test also pays for loading the Worker into workerd (seconds on a busy machine).
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          testTimeout: 30_000,
          globalSetup: ["test/receiver-setup.ts"],
        },
      },
      {
        test: {
          name: "web",
          // Pages update over sockets; under a loaded CI machine give them time.
          expect: { poll: { timeout: 10_000 } },
          include: ["test/web/**/*.test.ts"],
          environment: "node",
          // Whole games in a page take minutes on a busy machine; a stuck page fails its poll sooner.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A browser test that fails is run once more before it counts: on a loaded machine a page can
          // lose a race with the site that no user would notice (two such in one CI run of 2,900 tests,
          // each fixed since). A test that fails twice fails the run, and vitest names those it retried.
          retry: 1,
        },
      },
    ],
  },
});
