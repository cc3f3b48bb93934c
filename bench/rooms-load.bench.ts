// Load on real rooms: `wrangler dev` as `npm start` runs it, real sockets.
// 1) 50 sockets in one room while a whole 1830 game is played through it
//    (29133: every route in it is the best, so the live room accepts them all):
//    action-to-broadcast latency (p50/p99 over every delivery) and actions/s;
// 2) 200 rooms with 4 sockets each, all playing at once.
// Every socket must receive every action exactly once, in order.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { effectiveActions } from "../shared/engine/log.ts";
import type { GameExport } from "../shared/protocol.ts";
import { startSite } from "../test/web/harness.ts";

interface Delivery {
  n: number;
  at: number;
}

const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as GameExport;
const actions = effectiveActions(fixture.actions).map(({ id: _id, created_at: _at, ...rest }) => rest);

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });
const site = await startSite();
const wsUrl = site.url.replace("http", "ws");

async function importTable(): Promise<{ id: string; token: string }> {
  const response = await fetch(`${site.url}/api/games/import`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...fixture, actions: [] }),
  });
  const body = (await response.json()) as { id: string; seat: { token: string } };
  return { id: body.id, token: body.seat.token };
}

/** A socket that records when each action arrives. */
async function listen(id: string, token?: string) {
  const ws = new WebSocket(`${wsUrl}/ws/${id}${token ? `?token=${token}` : ""}`);
  const deliveries: Delivery[] = [];
  const rejects: string[] = [];
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
    if (message.type === "action") {
      deliveries.push({ n: message.n!, at: performance.now() });
      waiting.get(message.n!)?.resolve();
    } else if (message.type === "reject") {
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
  return { ws, deliveries, rejects, arrival };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Plays `count` actions through the table, each sent after the previous one arrived. */
async function play(id: string, token: string, sockets: number, count: number) {
  const actor = await listen(id, token);
  const watchers = await Promise.all(Array.from({ length: sockets - 1 }, () => listen(id)));
  const all = [actor, ...watchers];
  const sent: number[] = [];
  for (let i = 0; i < count; i++) {
    const arrived = actor.arrival(i + 1);
    sent[i + 1] = performance.now();
    actor.ws.send(JSON.stringify({ type: "act", expect: i, action: actions[i] }));
    await arrived;
  }
  await new Promise((r) => setTimeout(r, 200));
  const latencies: number[] = [];
  let faults = 0;
  for (const socket of all) {
    const ns = socket.deliveries.map((d) => d.n);
    if (ns.length !== count || ns.some((n, i) => n !== i + 1)) faults++;
    for (const d of socket.deliveries) latencies.push(d.at - sent[d.n]!);
    socket.ws.close();
  }
  return { latencies, faults, rejects: actor.rejects };
}

try {
  // The same game with a single socket: the cost of one action without the fan-out.
  const solo = await importTable();
  const alone = await play(solo.id, solo.token, 1, actions.length);
  console.log("\nOne room, 1 socket, a whole 1830 game (wrangler dev, loopback)");
  console.log(`  action-to-broadcast latency: p50 ${percentile(alone.latencies, 0.5).toFixed(2)} ms, p99 ${percentile(alone.latencies, 0.99).toFixed(2)} ms`);

  const { id, token } = await importTable();
  const start = performance.now();
  const one = await play(id, token, 50, actions.length);
  const seconds = (performance.now() - start) / 1000;
  console.log("\nOne room, 50 sockets, a whole 1830 game (wrangler dev, loopback)");
  console.log(`  ${actions.length} actions in ${seconds.toFixed(2)} s: ${(actions.length / seconds).toFixed(0)} actions/s`);
  console.log(`  action-to-broadcast latency over ${one.latencies.length} deliveries: p50 ${percentile(one.latencies, 0.5).toFixed(2)} ms, p99 ${percentile(one.latencies, 0.99).toFixed(2)} ms`);
  console.log(`  sockets missing or repeating an action: ${one.faults}; rejected actions: ${one.rejects.length}${one.rejects[0] ? ` (${one.rejects[0]})` : ""}`);

  const rooms = await Promise.all(Array.from({ length: 200 }, () => importTable()));
  const perRoom = 25;
  const t0 = performance.now();
  const results = await Promise.all(rooms.map(({ id: room, token: t }) => play(room, t, 4, perRoom)));
  const elapsed = (performance.now() - t0) / 1000;
  const latencies = results.flatMap((r) => r.latencies);
  console.log("\n200 rooms, 4 sockets each, playing at once");
  console.log(`  ${200 * perRoom} actions in ${elapsed.toFixed(2)} s: ${((200 * perRoom) / elapsed).toFixed(0)} actions/s`);
  console.log(`  latency over ${latencies.length} deliveries: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms`);
  console.log(`  sockets missing or repeating an action: ${results.reduce((t, r) => t + r.faults, 0)}`);
} finally {
  await site.stop();
}
