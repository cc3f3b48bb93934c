// How long a room takes to come back with a long game (DESIGN.md: a room
// woken from hibernation rebuilds a 1,000-action game in under 50 ms). Real
// rooms under `wrangler dev`: games are imported, the site is stopped and
// started again on the same storage, and the game's page (/g/:id, whose
// link-preview headline needs the game) is fetched - first cold (the Durable
// Object starts and rebuilds the game: from its snapshot, docs/engine.md, and
// the entries after it), then warm. The difference is the wake. The same
// rooms are also woken by a Worker that keeps no snapshots (they replay the
// whole log), to show what the snapshot saves. (Inside workerd the clock stands still while code
// runs, so the room cannot time itself.) Beside the time, the CPU time the
// site's processes used (Linux: /proc), which other work on a busy machine
// inflates less. The whole is run BENCH_RUNS times (3 unless given), and each
// figure printed as its median over the runs with their range. BENCH_AGAINST=DIR
// adds to each run the site of another checkout (built), e.g. main's, and the
// ratios of ours to it within each run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startSite } from "../test/web/harness.ts";
import { BENCH_AGAINST, BENCH_RUNS, groupCpuMs, spread } from "./harness.ts";

// The last entry is the same 1830 game with an empty log: what starting a room costs without a game to rebuild.
const FIXTURES = [
  ["1837", "test/fixtures/1837/1837_game_end_bank.json", undefined],
  ["1882", "test/fixtures/1882/5236.json", undefined],
  ["1830", "test/fixtures/1830/1830_game_end_bank.json", undefined],
  ["1830", "test/fixtures/1830/1830_game_end_bank.json", 0],
] as const;
/** Rooms woken per fixture and run (WAKE_ROOMS, 9 unless given): each figure of a run is their median. */
const ROUNDS = Math.max(1, Number(process.env.WAKE_ROOMS ?? 9) || 9);

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

interface Wake {
  title: string;
  entries: number;
  cold: number;
  warm: number;
  /** CPU milliseconds of the site's processes, or null where /proc cannot tell. */
  cpu: { cold: number; warm: number; wake: number } | null;
}

/** Imports every fixture ROUNDS times, restarts the site on the same storage, and times each game's page cold and warm. */
async function wakes(side: Omit<Parameters<typeof startSite>[0] & object, "state"> = {}): Promise<Wake[]> {
  const state = mkdtempSync(join(tmpdir(), "rails-wake-"));
  try {
    // One game per fixture and per round, so every cold measurement meets a room that never ran.
    const games: { title: string; entries: number; ids: string[] }[] = [];
    {
      const site = await startSite({ state, ...side });
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
    const site = await startSite({ state, ...side });
    try {
      /**
       * Milliseconds (and CPU milliseconds of the site) to fetch the game's page: its link-preview headline
       * needs the game, so a room that is not running starts, reads its log and rebuilds it.
       */
      const answer = async (id: string): Promise<{ ms: number; cpu: number | null }> => {
        const cpu0 = groupCpuMs(site.group);
        const t0 = performance.now();
        const response = await fetch(`${site.url}/g/${id}`);
        const page = await response.text();
        const ms = performance.now() - t0;
        const cpu1 = groupCpuMs(site.group);
        if (!response.ok || !page.includes("og:description")) throw new Error(`/g/${id} answered ${response.status}`);
        return { ms, cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const out: Wake[] = [];
      for (const g of games) {
        const cold: { ms: number; cpu: number | null }[] = [];
        const warm: { ms: number; cpu: number | null }[] = [];
        for (const id of g.ids) {
          cold.push(await answer(id));
          warm.push(await answer(id));
        }
        const cpus = [...cold, ...warm].every((a) => a.cpu !== null);
        out.push({
          title: g.title,
          entries: g.entries,
          cold: median(cold.map((a) => a.ms)),
          warm: median(warm.map((a) => a.ms)),
          cpu: cpus ? { cold: median(cold.map((a) => a.cpu!)), warm: median(warm.map((a) => a.cpu!)), wake: median(cold.map((a, i) => a.cpu! - warm[i]!.cpu!)) } : null,
        });
      }
      return out;
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

// Each run wakes our rooms, the same without snapshots, the bare room's (and BENCH_AGAINST's) in turn,
// every other run in the opposite order, so that no side always meets the machine as another left it:
// a figure is the median over BENCH_RUNS runs with its range, and a ratio is taken within each run.
const sides = {
  ours: {},
  replayed: { snapshots: false },
  bare: { config: "bench/bare/wrangler.toml" },
  ...(BENCH_AGAINST ? { against: { checkout: BENCH_AGAINST } } : {}),
} as Record<string, Parameters<typeof wakes>[0]>;
const runs: Record<string, Wake[]>[] = [];
for (let r = 0; r < BENCH_RUNS; r++) {
  const run: Record<string, Wake[]> = {};
  const order = Object.keys(sides);
  for (const side of r % 2 ? order.reverse() : order) run[side] = await wakes(sides[side]);
  runs.push(run);
}
console.log(`\nA room waking with a long game (wrangler dev, loopback; each run the median of ${ROUNDS} rooms; ${runs.length} runs: median (min-max) over the runs), ours and a bare Durable Object room (bench/bare)${BENCH_AGAINST ? `, and the site of ${BENCH_AGAINST}` : ""}`);
const line = (ws: Wake[]) => {
  const cpu = ws.every((w) => w.cpu) ? `   CPU cold ${spread(ws.map((w) => w.cpu!.cold), 1)} ms   warm ${spread(ws.map((w) => w.cpu!.warm), 1)} ms   wake ${spread(ws.map((w) => w.cpu!.wake), 1)} ms` : "";
  return `cold ${spread(ws.map((w) => w.cold), 1)} ms   warm ${spread(ws.map((w) => w.warm), 1)} ms   wake ${spread(ws.map((w) => w.cold - w.warm), 1)} ms${cpu}`;
};
const withCpu = (a: Wake[], b: Wake[]) => a.every((w, r) => w.cpu && b[r]!.cpu);
FIXTURES.forEach((_, i) => {
  const [ours, replayed, bare] = [runs.map((r) => r.ours![i]!), runs.map((r) => r.replayed![i]!), runs.map((r) => r.bare![i]!)];
  console.log(`  ${ours[0]!.title} (${ours[0]!.entries} log entries)`);
  console.log(`    ours  ${line(ours)}`);
  console.log(`    ours without snapshots (the log replayed)  ${line(replayed)}`);
  console.log(`    bare  ${line(bare)}`);
  console.log(`    ratio cold ours/bare (each run's): ${spread(ours.map((w, r) => w.cold / bare[r]!.cold))}`);
  if (withCpu(ours, bare)) console.log(`    CPU wake ours less bare (each run's): ${spread(ours.map((w, r) => w.cpu!.wake - bare[r]!.cpu!.wake), 1)} ms`);
  if (BENCH_AGAINST) {
    const against = runs.map((r) => r.against![i]!);
    console.log(`    against  ${line(against)}`);
    console.log(`    ratio cold ours/against (each run's): ${spread(ours.map((w, r) => w.cold / against[r]!.cold))}`);
    if (withCpu(ours, against)) console.log(`    CPU wake ours less against (each run's): ${spread(ours.map((w, r) => w.cpu!.wake - against[r]!.cpu!.wake), 1)} ms   ours/against: ${spread(ours.map((w, r) => w.cpu!.wake / against[r]!.cpu!.wake))}`);
  }
});
