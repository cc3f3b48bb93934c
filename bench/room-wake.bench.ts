// How long a room takes to come back with a long game (DESIGN.md: a room
// woken from hibernation rebuilds a 1,000-action game in under 50 ms). Real
// rooms under `wrangler dev`: games are imported, the site is stopped and
// started again on the same storage, and the game's page (/g/:id, whose
// link-preview headline needs the game) is fetched - first cold (the Durable
// Object starts, reads its log and rebuilds the game), then warm. The
// difference is the wake. (Inside workerd the clock stands still while code
// runs, so the room cannot time itself.)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startSite } from "../test/web/harness.ts";

// The last entry is the same 1830 game with an empty log: what starting a room costs without a game to rebuild.
const FIXTURES = [
  ["1837", "test/fixtures/1837/1837_game_end_bank.json", undefined],
  ["1882", "test/fixtures/1882/5236.json", undefined],
  ["1830", "test/fixtures/1830/1830_game_end_bank.json", undefined],
  ["1830", "test/fixtures/1830/1830_game_end_bank.json", 0],
] as const;
const ROUNDS = 5;

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

interface Wake {
  title: string;
  entries: number;
  cold: number;
  warm: number;
}

/** Imports every fixture ROUNDS times, restarts the site on the same storage, and times each game's page cold and warm. */
async function wakes(config?: string): Promise<Wake[]> {
  const state = mkdtempSync(join(tmpdir(), "rails-wake-"));
  try {
    // One game per fixture and per round, so every cold measurement meets a room that never ran.
    const games: { title: string; entries: number; ids: string[] }[] = [];
    {
      const site = await startSite({ state, config });
      for (const [title, file, upto] of FIXTURES) {
        const log = JSON.parse(readFileSync(file, "utf8")) as { actions: unknown[] };
        log.actions = log.actions.slice(0, upto);
        const ids: string[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(log) });
          ids.push(((await response.json()) as { id: string }).id);
        }
        games.push({ title, entries: log.actions.length, ids });
      }
      await site.stop();
    }
    const site = await startSite({ state, config });
    try {
      /** Milliseconds to fetch the game's page: its link-preview headline needs the game, so a room that is not running starts, reads its log and rebuilds it. */
      const answer = async (id: string): Promise<number> => {
        const t0 = performance.now();
        const response = await fetch(`${site.url}/g/${id}`);
        const page = await response.text();
        const ms = performance.now() - t0;
        if (!response.ok || !page.includes("og:description")) throw new Error(`/g/${id} answered ${response.status}`);
        return ms;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const out: Wake[] = [];
      for (const g of games) {
        const cold: number[] = [];
        const warm: number[] = [];
        for (const id of g.ids) {
          cold.push(await answer(id));
          warm.push(await answer(id));
        }
        out.push({ title: g.title, entries: g.entries, cold: median(cold), warm: median(warm) });
      }
      return out;
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

const ours = await wakes();
const bare = await wakes("bench/bare/wrangler.toml");
console.log(`\nA room waking with a long game (wrangler dev, loopback; median of ${ROUNDS} rooms), ours and a bare Durable Object room (bench/bare)`);
ours.forEach((g, i) => {
  const b = bare[i]!;
  const wake = g.cold - g.warm;
  const floor = b.cold - b.warm;
  console.log(`  ${g.title} (${g.entries} log entries)`);
  console.log(`    ours  cold ${g.cold.toFixed(1)} ms   warm ${g.warm.toFixed(1)} ms   wake ${wake.toFixed(1)} ms`);
  console.log(`    bare  cold ${b.cold.toFixed(1)} ms   warm ${b.warm.toFixed(1)} ms   wake ${floor.toFixed(1)} ms`);
  console.log(`    ratio cold ours/bare: ${(g.cold / b.cold).toFixed(2)}`);
});
