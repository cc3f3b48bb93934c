// Where a room's time goes: samples the Worker's JavaScript (V8's CPU
// profiler, through the inspector `wrangler dev` opens: Chrome DevTools
// Protocol) while rooms wake or take moves, and prints the functions that
// took the most, by their own time and with what they call. Inside workerd
// the clock stands still while code runs, so a room cannot time itself; the
// benchmarks (room-wake, rooms-load) give the totals, this says what they are
// made of. The sampler counts wall time, and workerd does not mark the isolate
// idle: time between events (and while a loaded machine runs other work) is
// counted to the frames the isolate was last in (a move's SQLite write and its
// sends), so read the shares of computations (reviveGame, the engine's
// `process`), not of those. Not a benchmark (bench/run.ts runs *.bench.ts only):
//   node --experimental-transform-types --no-warnings bench/profile-room.ts wake|move|crowd [rooms]
// (wake: FIXTURE=file of an 18xx.games log, 1837's long game unless given; ENTRIES=n, its first n only).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { playerMoves } from "./harness.ts";
import type { GameExport } from "../shared/protocol.ts";
import { startSite as start, type Site } from "../test/web/harness.ts";

/** The sites this run started, stopped however it ends (a stop's signal is sent at once). */
const started: Site[] = [];
const startSite = async (options?: Parameters<typeof start>[0]) => {
  const site = await start(options);
  started.push(site);
  return site;
};
process.once("exit", () => started.forEach((site) => void site.stop()));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A connection to the Worker's inspector: sends a command, answers its result. */
async function inspector(site: Site): Promise<{ send: (method: string, params?: object) => Promise<any>; close: () => void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${site.inspector}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  // wrangler's inspector takes only a local Origin (Node's WebSocket takes headers as its second argument).
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** Milliseconds per function (name and place), its own and with what it called, over the samples. */
function summarise(profile: Profile, top = 40): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*\/(?=[^/]+$)/, "")}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") return;
    busy += ms;
    self.set(key(node), (self.get(key(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = key(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  });
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`)
      .join("\n");
  return `busy ${busy.toFixed(1)} ms\nown time:\n${rows(self)}\nwith what it calls:\n${rows(total)}`;
}

const [what = "wake", count = what === "crowd" ? "200" : "20"] = process.argv.slice(2);
const ROOMS = Number(count);
if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

async function profiled(site: Site, run: () => Promise<void>): Promise<Profile> {
  const cdp = await inspector(site);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await cdp.send("Profiler.start");
  await run();
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  cdp.close();
  return profile;
}

let profile: Profile;
if (what === "wake") {
  // Rooms of 1837's long game imported, the site restarted on their storage, each woken once by its page.
  // FIXTURE: another log; ENTRIES: only its first entries (0: a table that has not moved yet).
  const file = process.env.FIXTURE ?? "test/fixtures/1837/1837_game_end_bank.json";
  const log = JSON.parse(readFileSync(file, "utf8")) as { actions: unknown[] };
  if (process.env.ENTRIES !== undefined) log.actions = log.actions.slice(0, Number(process.env.ENTRIES));
  const state = mkdtempSync(join(tmpdir(), "rails-profile-"));
  try {
    const ids: string[] = [];
    let site = await startSite({ state });
    for (let i = 0; i < ROOMS; i++) {
      const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(log) });
      ids.push(((await response.json()) as { id: string }).id);
    }
    await site.stop();
    site = await startSite({ state });
    // One room woken first, unprofiled: the Worker's code compiled and its modules' setup run.
    const first = ids.shift()!;
    await (await fetch(`${site.url}/g/${first}`)).text();
    profile = await profiled(site, async () => {
      for (const id of ids) await (await fetch(`${site.url}/g/${id}`)).text();
    });
    await site.stop();
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
} else if (what === "crowd") {
  // ROOMS tables (200 unless given) of 4 sockets each, seated first, then all playing the game's first 25 moves
  // at once (as bench/rooms-load's 200 rooms): the site is saturated, so the samples are nearly all work.
  const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
  const actions = playerMoves(fixture).slice(0, 25);
  const site = await startSite();
  const seat = async () => {
    const body = (await (await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...fixture, actions: [] }) })).json()) as { id: string; seat: { token: string } };
    const sockets = await Promise.all([`?token=${body.seat.token}`, "", "", ""].map(async (query) => {
      const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${body.id}${query}`);
      const arrivals = new Map<number, () => void>();
      let welcomed!: () => void;
      const welcome = new Promise<void>((r) => (welcomed = r));
      ws.onmessage = (event) => {
        const m = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
        if (m.type === "welcome") welcomed();
        if (m.type === "action") arrivals.get(m.n!)?.();
        if (m.type === "reject") throw new Error(m.error);
      };
      await new Promise((r) => (ws.onopen = r));
      ws.send(JSON.stringify({ type: "hello", since: 0 }));
      await welcome;
      return { ws, arrivals };
    }));
    return sockets;
  };
  const play = async (sockets: Awaited<ReturnType<typeof seat>>) => {
    for (let i = 0; i < actions.length; i++) {
      const done = new Promise<void>((r) => sockets[0]!.arrivals.set(i + 1, r));
      sockets[0]!.ws.send(JSON.stringify({ type: "act", expect: i, action: actions[i] }));
      await done;
    }
    for (const { ws } of sockets) ws.close();
  };
  // One crowd unprofiled first: the Worker's code compiled.
  const crowd = async () => {
    const tables: Awaited<ReturnType<typeof seat>>[] = [];
    for (let i = 0; i < ROOMS; i += 20) tables.push(...(await Promise.all(Array.from({ length: Math.min(20, ROOMS - i) }, seat))));
    await new Promise((r) => setTimeout(r, 500));
    return tables;
  };
  await Promise.all((await crowd()).map(play));
  const tables = await crowd();
  profile = await profiled(site, async () => void (await Promise.all(tables.map(play))));
  await site.stop();
} else {
  // One socket playing a whole 1830 game (as bench/rooms-load plays it), ROOMS tables one after the other.
  const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
  const actions = playerMoves(fixture);
  const site = await startSite();
  const play = async () => {
    const body = (await (await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...fixture, actions: [] }) })).json()) as { id: string; seat: { token: string } };
    const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${body.id}?token=${body.seat.token}`);
    let arrived: (() => void) | null = null;
    ws.onmessage = (event) => {
      const m = JSON.parse(String(event.data)) as { type: string; error?: string };
      if (m.type === "action") arrived?.();
      if (m.type === "reject") throw new Error(m.error);
    };
    await new Promise((r) => (ws.onopen = r));
    ws.send(JSON.stringify({ type: "hello", since: 0 }));
    for (let i = 0; i < actions.length; i++) {
      const done = new Promise<void>((r) => (arrived = r));
      // Under the room's pace for a player (worker/limits.ts): a burst, then 50 a second.
      if (i >= 150) await new Promise((r) => setTimeout(r, 22));
      ws.send(JSON.stringify({ type: "act", expect: i, action: actions[i] }));
      await done;
    }
    ws.close();
  };
  await play();
  profile = await profiled(site, async () => {
    for (let i = 1; i < ROOMS; i++) await play();
  });
  await site.stop();
}
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
console.log(summarise(profile));
