// A seated player's round trip while strangers loop on the table's log
// (`GET /api/games/:id/log`, issue #37): `wrangler dev` as `npm start` runs
// it, real sockets and requests. The table holds an imported log of 4 MiB (the
// most an import brings) of log messages; the player sends a move the room
// refuses at once (a stale length) 20 times a second and times each answer,
// first alone, then while three pullers, each from its own address, fetch
// the log again as soon as they have it (each a process of its own). Both in
// the same run, so the ratio holds on a noisy machine; beside it, the CPU time
// the site's processes ran in each phase, which a loaded machine disturbs less.
import { execFile, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startSite } from "../test/web/harness.ts";
import { groupCpuMs } from "./harness.ts";

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });

const SECONDS = 8;
const site = await startSite();
try {
  const text = "x".repeat(4000);
  const actions = Array.from({ length: 1000 }, (_, i) => ({ type: "message", entity: 1, entity_type: "player", message: text, id: i + 1, created_at: 1 }));
  const game = { id: 1, title: "1830", players: [{ id: 1, name: "Ada" }, { id: 2, name: "Bob" }, { id: 3, name: "Cy" }], settings: { seed: 1, optional_rules: [] }, actions };
  const imported = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(game) });
  if (imported.status !== 201) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  const { id, seat } = (await imported.json()) as { id: string; seat: { token: string } };

  const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${seat.token}`);
  let answered: (() => void) | null = null;
  ws.onmessage = (event) => {
    if ((JSON.parse(String(event.data)) as { type: string }).type === "reject") answered?.();
  };
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error("socket failed"));
  });
  ws.send(JSON.stringify({ type: "hello", since: 0 }));

  async function roundTrips(seconds: number): Promise<number[]> {
    const times: number[] = [];
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const sent = performance.now();
      const reply = new Promise<void>((resolve) => (answered = resolve));
      ws.send(JSON.stringify({ type: "act", expect: 999_999, action: { type: "pass", entity: 1, entity_type: "player" } }));
      await reply;
      times.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, 50));
    }
    return times;
  }

  const cpu = () => [groupCpuMs(site.group), groupCpuMs(site.group, "workerd")] as const;
  const cpu0 = cpu();
  const idle = await roundTrips(SECONDS);
  const cpu1 = cpu();
  // Each puller is a process of its own, as a stranger is a machine of his own: its loop does not hold up this one's timing.
  const loop = `const [url, ip, ms] = process.argv.slice(1); const end = Date.now() + Number(ms); const p = { bytes: 0, ok: 0, refused: 0 };
    while (Date.now() < end) { const r = await fetch(url, { headers: { "CF-Connecting-IP": ip } }); const b = await r.arrayBuffer();
      if (r.status === 200) { p.bytes += b.byteLength; p.ok++; } else p.refused++; }
    console.log(JSON.stringify(p));`;
  const started = performance.now();
  const pullers = ["203.0.113.41", "203.0.113.42", "203.0.113.43"].map(
    (ip) =>
      new Promise<{ bytes: number; ok: number; refused: number }>((resolve, reject) =>
        execFile(process.execPath, ["--input-type=module", "-e", loop, `${site.url}/api/games/${id}/log`, ip, String(SECONDS * 1000)], (error, stdout) =>
          error ? reject(error) : resolve(JSON.parse(stdout)),
        ),
      ),
  );
  const loaded = await roundTrips(SECONDS);
  const cpu2 = cpu();
  const each = await Promise.all(pullers);
  const pulled = each.reduce((a, b) => ({ bytes: a.bytes + b.bytes, ok: a.ok + b.ok, refused: a.refused + b.refused }));
  const seconds = (performance.now() - started) / 1000;
  ws.close();
  const f = (v: number) => v.toFixed(0);
  console.log(`\nA seated player's round trip (a refused move, 20 a second) while 3 strangers loop on a 4 MiB log (wrangler dev, loopback, ${SECONDS} s each)`);
  console.log(`  alone:         p50 ${f(percentile(idle, 0.5))} ms, p99 ${f(percentile(idle, 0.99))} ms (${idle.length} round trips)`);
  console.log(`  under pullers: p50 ${f(percentile(loaded, 0.5))} ms, p99 ${f(percentile(loaded, 0.99))} ms (${loaded.length} round trips)`);
  const spent = (i: 0 | 1) => (cpu0[i] === null || cpu1[i] === null || cpu2[i] === null ? "n/a" : `alone ${f(cpu1[i]! - cpu0[i]!)} ms, under pullers ${f(cpu2[i]! - cpu1[i]!)} ms`);
  console.log(`  CPU of the site's processes (wrangler and workerd): ${spent(0)}; of workerd (the Worker and the room) alone: ${spent(1)}`);
  console.log(`  ratio p99 under/alone: ${(percentile(loaded, 0.99) / percentile(idle, 0.99)).toFixed(2)}; pulled ${(pulled.bytes / 1024 / 1024).toFixed(0)} MiB in ${seconds.toFixed(1)} s (${pulled.ok} exports, ${pulled.refused} refused)`);
} finally {
  await site.stop();
}
