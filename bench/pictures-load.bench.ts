// Board pictures against moves (issue #31, finding 6; issue #37, finding 7): `wrangler dev` as
// `npm start` runs it. A table's acts are sent one at a time, first with nobody asking for
// pictures, then while three clients ask, each as soon as it has its last answer, for board.svg
// or board.png at random positions. Two tables:
// - 1830 game 29133 played live to a history of some 150 moves, then its next moves;
// - the first 600 entries of 1830 game 1830_game_end_bank imported (a long history, whose
//   earlier positions take longer to replay), then log messages, which a room takes at most
//   two a second of (worker/room.ts RATE).
// A PNG is drawn by the Worker in front of the room, from the room's SVG (worker/images.ts).
// `wrangler dev` runs the Worker and every room in one workerd process, on one thread, where in
// production the Worker that takes a request runs apart from the room's object: so the PNG
// clients ask twice, through the site's own process (the Worker's drawing holds that thread)
// and through the same Worker in a process of its own (bench/front), bound to the site's rooms
// by wrangler's dev registry, as in production. The figure is the moves' p50 and p99 with the
// PNG clients asking through the Worker in front beside the same with nobody asking (goal: a
// ratio of 1.5 at most).
// Printed: an act's round trip (sent to broadcast back) in each phase, its ratio to the first,
// the CPU time the site's processes ran, and what the picture clients got.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { effectiveActions } from "../shared/engine/log.ts";
import type { GameExport } from "../shared/protocol.ts";
import { startSite, type Site } from "../test/web/harness.ts";
import { groupCpuMs } from "./harness.ts";

const CLIENTS = 3;
if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fixture = (name: string) => JSON.parse(readFileSync(`test/fixtures/1830/${name}.json`, "utf8")) as GameExport;

interface Table {
  name: string;
  /** The import's body. */
  log: GameExport;
  /** Acts sent before measuring (played live after the import). */
  history: GameExport["actions"];
  /** The act sent at each measured step (i counts from 0 over the whole run). */
  act(i: number): Record<string, unknown>;
  measured: number;
  everyMs: number;
}

// As bench/rooms-load: the moves a player makes, the programmes' moves sent one by one.
type Entry = GameExport["actions"][number] & { auto_actions?: GameExport["actions"] };
const live = fixture("29133");
const moves = effectiveActions(live.actions)
  .filter((a) => !String(a.type).startsWith("program_"))
  .flatMap(({ auto_actions: autos = [], ...action }: Entry) => [action, ...autos])
  .map(({ id: _id, created_at: _at, ...rest }) => rest);
const PHASES = 5;
const MEASURED = 48;
const long = fixture("1830_game_end_bank");
const tables: Table[] = [
  {
    name: `1830 game 29133, live moves after ${moves.length - MEASURED * PHASES}`,
    log: { ...live, actions: [] },
    history: moves.slice(0, moves.length - MEASURED * PHASES),
    act: (i) => moves[moves.length - MEASURED * PHASES + i]!,
    measured: MEASURED,
    everyMs: 100,
  },
  {
    name: "1830 game 1830_game_end_bank, log messages after 600 entries imported",
    log: { ...long, actions: long.actions.slice(0, 600) },
    history: [],
    act: (i) => ({ type: "message", entity: long.players[0]!.id, entity_type: "player", message: `message ${i}` }),
    measured: 20,
    everyMs: 600,
  },
];

async function run(site: Site, front: Site, table: Table) {
  const imported = (await (
    await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(table.log) })
  ).json()) as { id: string; seat: { token: string } };
  const { id } = imported;
  let length = ((await (await fetch(`${site.url}/api/games/${id}`)).json()) as { logLength: number }).logLength;
  const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${imported.seat.token}`);
  const waiting = new Map<number, () => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
    if (message.type === "action") waiting.get(message.n!)?.();
    else if (message.type === "reject") throw new Error(`act refused: ${message.error}`);
  };
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error("socket failed"));
  });
  ws.send(JSON.stringify({ type: "hello", since: length }));

  /** Sends an act and returns its round trip in milliseconds. */
  async function send(action: unknown): Promise<number> {
    const n = length + 1;
    const arrived = new Promise<void>((resolve) => waiting.set(n, resolve));
    const t0 = performance.now();
    ws.send(JSON.stringify({ type: "act", expect: length, action }));
    await arrived;
    length = n;
    return performance.now() - t0;
  }
  // The history, at most 45 moves a second after the room's burst (worker/room.ts RATE).
  for (const [i, action] of table.history.entries()) {
    const t0 = performance.now();
    await send(action);
    if (i >= 150) await sleep(Math.max(0, t0 + 1000 / 45 - performance.now()));
  }
  // The positions a picture may show: the actions in effect.
  const positions = () => Math.max(1, length - 5);

  let step = 0;
  /**
   * The measured acts' round trips, and the CPU time per second the site's processes ran meanwhile: all
   * of them (wrangler's proxy in Node too), and workerd's alone (the Worker and its rooms).
   */
  async function measured(): Promise<{ times: number[]; cpu: number | null; workerd: number | null }> {
    const times: number[] = [];
    const [t0, cpu0, workerd0] = [performance.now(), groupCpuMs(site.group), groupCpuMs(site.group, "workerd")];
    for (let i = 0; i < table.measured; i++) {
      const t1 = performance.now();
      times.push(await send(table.act(step++)));
      await sleep(Math.max(0, t1 + table.everyMs - performance.now()));
    }
    const [cpu1, workerd1] = [groupCpuMs(site.group), groupCpuMs(site.group, "workerd")];
    const perSecond = (a: number | null, b: number | null) => (a === null || b === null ? null : (b - a) / ((performance.now() - t0) / 1000));
    return { times, cpu: perSecond(cpu0, cpu1), workerd: perSecond(workerd0, workerd1) };
  }

  const results: [string, { times: number[]; cpu: number | null; workerd: number | null }][] = [["nobody asking for pictures", await measured()]];
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let seconds = 0;
  /** `current`: the clients ask for the board now (each move makes it a new picture), else at random positions. */
  async function hammered(name: string, kind: "svg" | "png", through: Site, current = false) {
    let hammering = true;
    async function client() {
      while (hammering) {
        const at = current ? "" : `at=${Math.floor(Math.random() * positions())}&`;
        const response = await fetch(`${through.url}/g/${id}/board.${kind}?${at}${kind === "png" ? "width=400" : ""}`);
        await response.arrayBuffer();
        count(`board.${kind}${current ? " now" : ""}${through === front ? " (Worker in front)" : ""} ${response.status}${response.headers.get("X-Cache") === "HIT" ? " cached" : ""}`);
      }
    }
    const t0 = performance.now();
    const clients = Array.from({ length: CLIENTS }, client);
    await sleep(500);
    results.push([name, await measured()]);
    hammering = false;
    await Promise.all(clients);
    seconds += (performance.now() - t0) / 1000;
  }
  await hammered(`${CLIENTS} clients asking for board.svg`, "svg", site);
  await hammered(`${CLIENTS} asking for board.png, one process`, "png", site);
  await hammered(`${CLIENTS} asking for board.png now, Worker in front`, "png", front, true);
  await hammered(`${CLIENTS} asking for board.png, Worker in front`, "png", front);
  ws.close();

  console.log(`\n${table.name}: ${table.measured} acts per line, one each ${table.everyMs} ms (p99 of ${table.measured}: the slowest)`);
  const [p50, p99] = [percentile(results[0]![1].times, 0.5), percentile(results[0]![1].times, 0.99)];
  for (const [name, { times, cpu, workerd }] of results) {
    const [q50, q99] = [percentile(times, 0.5), percentile(times, 0.99)];
    console.log(
      `  ${name.padEnd(46)} p50 ${q50.toFixed(1).padStart(6)} ms   p99 ${q99.toFixed(1).padStart(6)} ms   ratio p50 ${(q50 / p50).toFixed(2)}, p99 ${(q99 / p99).toFixed(2)}` +
        (cpu === null || workerd === null ? "" : `   CPU ms/s: site ${cpu.toFixed(0).padStart(4)}, workerd ${workerd.toFixed(0).padStart(4)}`),
    );
  }
  const [, { times: inFront }] = results[results.length - 1]!;
  console.log(`  the figure (goal 1.5 at most): with ${CLIENTS} PNG clients through the Worker in front, p50 ${(percentile(inFront, 0.5) / p50).toFixed(2)} and p99 ${(percentile(inFront, 0.99) / p99).toFixed(2)} times nobody's`);
  const answered = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v} (${(v / seconds).toFixed(1)}/s)`);
  console.log(`  picture answers in ${seconds.toFixed(1)} s: ${answered.join(", ")}`);
}

// The two processes find each other in a registry of their own (not another run's "roundhouse").
const registry = mkdtempSync(join(tmpdir(), "rails-registry-"));
process.env.WRANGLER_REGISTRY_PATH = registry;
const site = await startSite();
let front: Site | null = null;
try {
  front = await startSite({ config: "bench/front/wrangler.toml" });
  console.log(`\nAn act's round trip while ${CLIENTS} clients ask for pictures at random positions (wrangler dev, loopback)`);
  for (const table of tables) await run(site, front, table);
} finally {
  await front?.stop();
  await site.stop();
  rmSync(registry, { recursive: true, force: true });
}
