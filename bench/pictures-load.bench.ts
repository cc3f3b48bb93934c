// Board pictures against moves (issue #31, finding 6): `wrangler dev` as `npm start` runs it,
// one 1830 table (game 29133) played live to a long history, then moves sent one at a time,
// first with nobody asking for pictures, then while three clients ask, each as fast as it is
// answered, for board.svg, board.png or both at random positions (and, to compare, for the
// game's meta, which the room answers from memory). Printed: a move's round trip
// (sent to broadcast back) in each phase, the CPU time the site ran, and what the clients got.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { effectiveActions } from "../shared/engine/log.ts";
import type { GameExport } from "../shared/protocol.ts";
import { startSite } from "../test/web/harness.ts";
import { groupCpuMs } from "./harness.ts";

const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
// As bench/rooms-load: the moves a player makes, the programmes' moves sent one by one.
type Entry = GameExport["actions"][number] & { auto_actions?: GameExport["actions"] };
const actions = effectiveActions(fixture.actions)
  .filter((a) => !String(a.type).startsWith("program_"))
  .flatMap(({ auto_actions: autos = [], ...action }: Entry) => [action, ...autos])
  .map(({ id: _id, created_at: _at, ...rest }) => rest);

/** Moves played before measuring (the history a picture at an old position replays), and moves measured per phase. */
const MEASURED = 40;
const HISTORY = actions.length - 5 * MEASURED;
/** The pace of the measured moves, and of the history after the room's burst (worker/room.ts RATE). */
const MOVE_EVERY_MS = 100;
const PACED_AFTER = 150;
const PACE_MS = 1000 / 45;
const CLIENTS = 3;

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const site = await startSite();
try {
  const imported = (await (
    await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...fixture, actions: [] }) })
  ).json()) as { id: string; seat: { token: string } };
  const { id } = imported;
  const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${imported.seat.token}`);
  const waiting = new Map<number, () => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
    if (message.type === "action") waiting.get(message.n!)?.();
    else if (message.type === "reject") throw new Error(`move refused: ${message.error}`);
  };
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error("socket failed"));
  });
  ws.send(JSON.stringify({ type: "hello", since: 0 }));

  let played = 0;
  /** Sends the next move and returns its round trip in milliseconds. */
  async function move(): Promise<number> {
    const n = played + 1;
    const arrived = new Promise<void>((resolve) => waiting.set(n, resolve));
    const t0 = performance.now();
    ws.send(JSON.stringify({ type: "act", expect: played, action: actions[played] }));
    await arrived;
    played = n;
    return performance.now() - t0;
  }

  for (let i = 0; i < HISTORY; i++) {
    const t0 = performance.now();
    await move();
    if (i >= PACED_AFTER) await sleep(Math.max(0, t0 + PACE_MS - performance.now()));
  }

  /** The measured moves' round trips, and the CPU time the site's processes (wrangler, workerd) ran meanwhile, per second. */
  async function measuredMoves(): Promise<{ times: number[]; cpu: number | null }> {
    const times: number[] = [];
    const [t0, cpu0] = [performance.now(), groupCpuMs(site.group)];
    for (let i = 0; i < MEASURED; i++) {
      const t1 = performance.now();
      times.push(await move());
      await sleep(Math.max(0, t1 + MOVE_EVERY_MS - performance.now()));
    }
    const cpu1 = groupCpuMs(site.group);
    return { times, cpu: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / ((performance.now() - t0) / 1000) };
  }

  const results: [string, { times: number[]; cpu: number | null }][] = [["nobody asking for pictures", await measuredMoves()]];
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let seconds = 0;
  /** Moves measured while CLIENTS clients ask, each as soon as it has its last answer, for the pictures `asks` names. */
  async function hammered(name: string, asks: ("svg" | "png" | "meta")[]) {
    let hammering = true;
    async function client() {
      while (hammering) {
        for (const kind of asks) {
          const at = Math.floor(Math.random() * played);
          const url = kind === "meta" ? `/api/games/${id}` : `/g/${id}/board.${kind}?at=${at}${kind === "png" ? "&width=400" : ""}`;
          const response = await fetch(`${site.url}${url}`);
          await response.arrayBuffer();
          count(`${kind === "meta" ? "meta" : `board.${kind}`} ${response.status}`);
        }
      }
    }
    const t0 = performance.now();
    const clients = Array.from({ length: CLIENTS }, client);
    await sleep(500);
    results.push([name, await measuredMoves()]);
    hammering = false;
    await Promise.all(clients);
    seconds += (performance.now() - t0) / 1000;
  }
  // The cost of any request to the room, for comparison: a read it answers from memory.
  await hammered(`${CLIENTS} clients asking for the game's meta`, ["meta"]);
  await hammered(`${CLIENTS} clients asking for board.svg`, ["svg"]);
  await hammered(`${CLIENTS} clients asking for board.png`, ["png"]);
  await hammered(`${CLIENTS} clients asking for both`, ["svg", "png"]);
  ws.close();

  const line = (name: string, { times, cpu }: { times: number[]; cpu: number | null }) =>
    `  ${name.padEnd(40)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1).padStart(6)} ms` +
    (cpu === null ? "" : `   site CPU ${cpu.toFixed(0).padStart(4)} ms/s`);
  console.log(
    `\nA move's round trip while pictures are asked for at random positions (wrangler dev, loopback; 1830 game 29133 after ${HISTORY} moves; ${MEASURED} moves per line, one each ${MOVE_EVERY_MS} ms)`,
  );
  for (const [name, result] of results) console.log(line(name, result));
  const answered = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v} (${(v / seconds).toFixed(1)}/s)`);
  console.log(`  picture answers in ${seconds.toFixed(1)} s: ${answered.join(", ")}`);
} finally {
  await site.stop();
}
