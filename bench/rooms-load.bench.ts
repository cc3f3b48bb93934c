// Load on real rooms: `wrangler dev` as `npm start` runs it, real sockets.
// 1) 50 sockets in one room while a whole 1830 game is played through it
//    (29133: every route in it is the best, so the live room accepts them all),
//    BENCH_GAMES times (3 unless given; so is the one-socket game on the warm site), their deliveries pooled:
//    action-to-broadcast latency (p50/p99 over every delivery) and actions/s;
// 2) 200 rooms with 4 sockets each, all playing at once (every room's sockets
//    opened and welcomed first, then all the rooms start together).
// Every socket must receive every action exactly once, in order. The one-socket
// game is played first on the fresh site (its isolate compiles the engine's
// code as the first bid, tile and run need it, milliseconds once: printed
// apart), then, after BENCH_WARM_GAMES untimed games (2 unless given), again
// on the warm site, as a site in service is; the other loads follow. Each
// game's first move waits half a second after its sockets were welcomed (both
// rooms answer a hello with the log since), so that their welcomes are not
// counted as the first moves' latency.
// Each load also runs against a bare Durable Object room (bench/bare: it
// stores each action and broadcasts it, with no rules engine), in the same
// run, both sites up at once and their games taking turns (one site's game,
// then the other's, the order turned at each game), so the ratio on the line
// `ratio p99 ours/bare` holds on a noisy machine (the whole is run BENCH_RUNS
// times, 3 unless given: each figure is printed as its median over the runs
// with their range, each ratio taken within a run; BENCH_AGAINST=DIR adds the
// site of another checkout, e.g. main's, to each run);
// beside it, the CPU time the site's processes (wrangler, workerd) ran per action,
// which a loaded machine disturbs less than a 99th percentile. BENCH_SLOWEST=n also
// prints, for each run and site, the n slowest moves of the one-socket games and of the 50 sockets' (their
// tail: which moves they are, by their number in the log and their type).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { GameExport } from "../shared/protocol.ts";
import { startSite, type Site } from "../test/web/harness.ts";
import { BENCH_AGAINST, BENCH_RUNS, groupCpuMs, playerMoves, spread } from "./harness.ts";

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

interface Delivery {
  n: number;
  at: number;
}

const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
const actions = playerMoves(fixture);

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

const PACED_AFTER = 150;
/** The pause between the sockets' hellos and the first move. */
const GREETED_MS = 500;
/** The untimed games a site plays between its first game and the measured ones. */
const WARM_GAMES = Number(process.env.BENCH_WARM_GAMES ?? 2);
const PACE_MS = 1000 / 45;
/** How many times the warm site's one-socket game and the 50 sockets' game are each played, their deliveries pooled. */
const GAMES = Math.max(1, Number(process.env.BENCH_GAMES ?? 3) || 3);

interface Load {
  p50: number;
  p99: number;
  perSecond: number;
  faults: number;
  rejects: string[];
  /** CPU milliseconds the site's processes ran per action (null without /proc). */
  cpuPerAction: number | null;
  /** Each action's latency to its last socket, by its number in the log (from 1) less one (games one after another). */
  byMove: number[];
}

/** One game's deliveries at a table, with the time and the site's processor it took. */
interface Played {
  latencies: number[];
  byMove: number[];
  faults: number;
  rejects: string[];
  seconds: number;
  cpu: number | null;
}

/** The loads against one site, each asked for apart so that the sites' games can take turns: one socket, 50 sockets in one room, 200 rooms x 4 sockets. */
function loadsOn(site: Site) {
  const wsUrl = site.url.replace("http", "ws");

  async function importTable(): Promise<{ id: string; token: string }> {
    // Not timed: asked again when a busy machine's wrangler drops the connection ("Network connection lost").
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${site.url}/api/games/import`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...fixture, actions: [] }),
      });
      if (response.status === 201 || attempt === 5) {
        const body = (await response.json()) as { id: string; seat: { token: string } };
        return { id: body.id, token: body.seat.token };
      }
      await response.text();
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }

  /** A socket that records when each action arrives. */
  async function listen(id: string, token?: string) {
    const ws = new WebSocket(`${wsUrl}/ws/${id}${token ? `?token=${token}` : ""}`);
    const deliveries: Delivery[] = [];
    const rejects: string[] = [];
    const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
    let welcomed!: () => void;
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
      // A hello is answered by a welcome, or refused (ours takes 5 hellos at once from one address's spectators: 45 of the 50 sockets').
      if (message.type === "welcome") welcomed();
      else if (message.type === "action") {
        deliveries.push({ n: message.n!, at: performance.now() });
        waiting.get(message.n!)?.resolve();
      } else if (message.type === "reject") {
        welcomed();
        rejects.push(message.error!);
        for (const w of waiting.values()) w.reject(new Error(`action refused: ${message.error}`));
      }
    };
    await new Promise<void>((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error("socket failed"));
    });
    ws.send(JSON.stringify({ type: "hello", since: 0 }));
    const arrival = (n: number) => new Promise<void>((resolve, reject) => waiting.set(n, { resolve, reject }));
    return { ws, deliveries, rejects, arrival, welcome };
  }

  type Table = Awaited<ReturnType<typeof listen>>[];

  /** The table's sockets (the player's first), each welcomed (or its hello refused): a welcome is a connection's cost, not a move's. */
  async function seat(id: string, token: string, sockets: number): Promise<Table> {
    const actor = await listen(id, token);
    const watchers = await Promise.all(Array.from({ length: sockets - 1 }, () => listen(id)));
    const all = [actor, ...watchers];
    await Promise.all(all.map((socket) => socket.welcome));
    return all;
  }

  const greeted = () => new Promise((r) => setTimeout(r, GREETED_MS));

  /** Opens the table's sockets, lets the room settle after their hellos, then plays. */
  async function play(id: string, token: string, sockets: number, count: number) {
    const all = await seat(id, token, sockets);
    await greeted();
    return playAt(all, count);
  }

  /** Plays `count` actions through the table, each sent after the previous one arrived. */
  async function playAt(all: Table, count: number) {
    const actor = all[0]!;
    const sent: number[] = [];
    for (let i = 0; i < count; i++) {
      // A room takes at most 50 moves a second from a player after a burst of 200 (worker/room.ts RATE):
      // past the burst the player keeps under that pace, as a real one always does.
      if (i >= PACED_AFTER) await new Promise((r) => setTimeout(r, Math.max(0, sent[i]! + PACE_MS - performance.now())));
      const arrived = actor.arrival(i + 1);
      sent[i + 1] = performance.now();
      actor.ws.send(JSON.stringify({ type: "act", expect: i, action: actions[i] }));
      await arrived;
    }
    await new Promise((r) => setTimeout(r, 200));
    const latencies: number[] = [];
    // Each move's latency to the last socket it reached.
    const last = new Float64Array(count);
    for (const socket of all) for (const d of socket.deliveries) last[d.n - 1] = Math.max(last[d.n - 1]!, d.at - sent[d.n]!);
    const byMove = [...last];
    let faults = 0;
    for (const socket of all) {
      const ns = socket.deliveries.map((d) => d.n);
      if (ns.length !== count || ns.some((n, i) => n !== i + 1)) faults++;
      for (const d of socket.deliveries) latencies.push(d.at - sent[d.n]!);
      socket.ws.close();
    }
    return { latencies, byMove, faults, rejects: actor.rejects };
  }

  const timed = async <T>(run: () => Promise<T>) => {
    const [t0, cpu0] = [performance.now(), groupCpuMs(site.group)];
    const result = await run();
    const cpu1 = groupCpuMs(site.group);
    return { result, seconds: (performance.now() - t0) / 1000, cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
  };

  /** A whole game at a new table with this many sockets. */
  async function game(sockets: number): Promise<Played> {
    const table = await importTable();
    const { result, seconds, cpu } = await timed(() => play(table.id, table.token, sockets, actions.length));
    return { ...result, seconds, cpu };
  }

  return {
    /**
     * The site's first game, with a single socket: a fresh isolate compiles the engine's code as the moves first
     * need it (the first bid, tile and run cost milliseconds once). Measured apart: a site in service is warm.
     */
    cold: () => game(1),
    /** Games played untimed (BENCH_WARM_GAMES, 2 unless given): the engine's cost per move keeps falling over a site's first games, as the isolate optimises its code (docs/protocol.md, the sixth pass). */
    async warm(): Promise<void> {
      for (let g = 0; g < WARM_GAMES; g++) {
        const warm = await importTable();
        await play(warm.id, warm.token, 1, actions.length);
      }
    },
    game,
    /** 200 rooms, all playing at once. */
    async crowd(): Promise<Load> {
      // Made 20 at a time (not timed): 200 imports at once can lose their connection to a busy machine's wrangler.
      const rooms: { id: string; token: string }[] = [];
      for (let i = 0; i < 200; i += 20) rooms.push(...(await Promise.all(Array.from({ length: 20 }, () => importTable()))));
      const perRoom = 25;
      // Every room's sockets opened and welcomed first, then all the rooms play at once: a room's first
      // moves do not meet the 800 hellos of the rooms still connecting (ours answers each with the log, as the bare room does).
      const tables = await Promise.all(rooms.map(({ id, token }) => seat(id, token, 4)));
      await greeted();
      const crowd = await timed(() => Promise.all(tables.map((all) => playAt(all, perRoom))));
      return figures(
        crowd.result.flatMap((r) => r.latencies),
        crowd.seconds,
        200 * perRoom,
        crowd.result.reduce((t, r) => t + r.faults, 0),
        crowd.result.flatMap((r) => r.rejects),
        crowd.cpu,
      );
    },
  };
}

function figures(latencies: number[], seconds: number, count: number, faults: number, rejects: string[], cpu: number | null = null, byMove: number[] = []): Load {
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    perSecond: count / seconds,
    faults,
    rejects,
    cpuPerAction: cpu === null ? null : cpu / count,
    byMove,
  };
}

/** Games one after another at one site, their deliveries pooled (one game's p99 is its 4th slowest move or so). */
function pooled(games: Played[]): Load {
  const cpu = games.some((g) => g.cpu === null) ? null : games.reduce((t, g) => t + g.cpu!, 0);
  return figures(
    games.flatMap((g) => g.latencies),
    games.reduce((t, g) => t + g.seconds, 0),
    games.length * actions.length,
    games.reduce((t, g) => t + g.faults, 0),
    games.flatMap((g) => g.rejects),
    cpu,
    games.flatMap((g) => g.byMove),
  );
}

type Loads = { cold: Load; solo: Load; fifty: Load; crowd: Load };

/**
 * One run: every side's site up at once, and each load played at one site then the other, game by game, the
 * order turned at each game (and at each run), so that whatever else the machine is doing meets both sides
 * alike: a ratio within a run compares games played minutes apart at most, not one site's whole run with
 * the other's (docs/protocol.md, the ninth pass).
 */
async function measureRun(r: number): Promise<Record<string, Loads>> {
  const names = Object.keys(sides);
  const sites: Site[] = [];
  try {
    for (const name of names) sites.push(await startSite(sides[name]));
    const on = Object.fromEntries(names.map((name, i) => [name, loadsOn(sites[i]!)]));
    /** The sides in turn, the order turned by `k`. */
    const inTurn = (k: number) => (k % 2 ? [...names].reverse() : names);
    const each = async <T>(k: number, load: (side: ReturnType<typeof loadsOn>) => Promise<T>) => {
      const out: Record<string, T> = {};
      for (const name of inTurn(k)) out[name] = await load(on[name]!);
      return out;
    };
    const cold = await each(r, (side) => side.cold());
    await each(r, (side) => side.warm());
    const solo: Record<string, Played[]> = Object.fromEntries(names.map((n) => [n, []]));
    const fifty: Record<string, Played[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let g = 0; g < GAMES; g++) for (const [name, played] of Object.entries(await each(r + g, (side) => side.game(1)))) solo[name]!.push(played);
    for (let g = 0; g < GAMES; g++) for (const [name, played] of Object.entries(await each(r + g, (side) => side.game(50)))) fifty[name]!.push(played);
    const crowd = await each(r, (side) => side.crowd());
    return Object.fromEntries(names.map((name) => [name, { cold: pooled([cold[name]!]), solo: pooled(solo[name]!), fifty: pooled(fifty[name]!), crowd: crowd[name]! }]));
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

// Every figure printed as its median over BENCH_RUNS runs with its range; the ratios are taken within each run.
const sides = { ours: {}, bare: { config: "bench/bare/wrangler.toml" }, ...(BENCH_AGAINST ? { against: { checkout: BENCH_AGAINST } } : {}) } as Record<string, Parameters<typeof startSite>[0]>;
const runs: Record<string, Loads>[] = [];
for (let r = 0; r < BENCH_RUNS; r++) runs.push(await measureRun(r));
const line = (name: string, ls: Load[]) =>
  `  ${name.padEnd(5)} ${spread(ls.map((l) => l.perSecond), 0)} actions/s   p50 ${spread(ls.map((l) => l.p50))} ms   p99 ${spread(ls.map((l) => l.p99))} ms` +
  `${ls.some((l) => l.cpuPerAction === null) ? "" : `   CPU ${spread(ls.map((l) => l.cpuPerAction!))} ms/action`}` +
  `   sockets missing or repeating an action: ${ls.reduce((t, l) => t + l.faults, 0)}; refused: ${ls.reduce((t, l) => t + l.rejects.length, 0)}${ls.find((l) => l.rejects[0])?.rejects[0] ? ` (${ls.find((l) => l.rejects[0])!.rejects[0]})` : ""}`;
const scenarios = [
  ["One room, 1 socket, the site's first game (its isolate fresh, the engine compiled as moves first need it): action to broadcast", "cold"],
  [`One room, 1 socket, a whole 1830 game, the site warm (after its first games; ${GAMES} games, their deliveries pooled): action to broadcast`, "solo"],
  [`One room, 50 sockets, a whole 1830 game (${GAMES} games, their deliveries pooled): action to every socket`, "fifty"],
  ["200 rooms, 4 sockets each, 25 actions each, all at once", "crowd"],
] as const;
console.log(`\nRooms under load (wrangler dev, loopback; ${actions.length} actions of 1830 game 29133, at most 45 a second after the first ${PACED_AFTER}), ours and a bare Durable Object room (bench/bare); ${runs.length} runs: median (min-max) over the runs`);
for (const [title, key] of scenarios) {
  const [ours, bare] = [runs.map((r) => r.ours![key]), runs.map((r) => r.bare![key])];
  console.log(`${title}`);
  console.log(line("ours", ours));
  console.log(line("bare", bare));
  console.log(`  ratio p99 ours/bare (each run's): ${spread(ours.map((o, r) => o.p99 / bare[r]!.p99))}   p50: ${spread(ours.map((o, r) => o.p50 / bare[r]!.p50))}` +
    `${ours.some((o, r) => o.cpuPerAction === null || bare[r]!.cpuPerAction === null) ? "" : `   CPU per action: ${spread(ours.map((o, r) => o.cpuPerAction! / bare[r]!.cpuPerAction!))}`}`);
  if (BENCH_AGAINST) {
    const against = runs.map((r) => r.against![key]);
    console.log(line("against", against));
    console.log(`  ratio p99 ours/against (each run's): ${spread(ours.map((o, r) => o.p99 / against[r]!.p99))}   p50: ${spread(ours.map((o, r) => o.p50 / against[r]!.p50))}` +
      `${ours.some((o, r) => o.cpuPerAction === null || against[r]!.cpuPerAction === null) ? "" : `   CPU per action: ${spread(ours.map((o, r) => o.cpuPerAction! / against[r]!.cpuPerAction!))}`}`);
  }
}
const slowest = Number(process.env.BENCH_SLOWEST ?? 0);
if (slowest > 0) {
  console.log(`The ${slowest} slowest moves of the one-socket games and the 50 sockets' (to the last socket), each run and site (number in the log, type, ms)`);
  runs.forEach((run, r) => {
    for (const [side, load] of Object.entries(run)) {
      for (const [game, name] of [["cold", "first game"], ["solo", "warm game "], ["fifty", "50 sockets"]] as const) {
        const moves = load[game].byMove.map((ms, i) => ({ n: (i % actions.length) + 1, ms })).sort((a, b) => b.ms - a.ms).slice(0, slowest);
        console.log(`  run ${r + 1} ${side.padEnd(7)} ${name} ${moves.map((m) => `#${m.n} ${String(actions[m.n - 1]!.type)} ${m.ms.toFixed(1)}`).join(", ")}`);
      }
    }
  });
}
