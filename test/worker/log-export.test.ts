// The export (`GET /api/games/:id/log`) is built once per log length and
// sent as such: a client that has it is answered `304`, and each address may
// pull only so many bytes a second, so that strangers looping on a full
// room's log do not slow its players (#37: three pulled 576 MiB in 15 s and a
// seated player's round trip went from 15 to 214 ms).
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EXPORT_RATE, RATE } from "../../worker/limits.ts";
import { EXPORT_PART, type ExportAnswer } from "../../worker/room-export.ts";
import { api, connect, player, startedGame } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const pull = (id: string, ip: string, headers: Record<string, string> = {}) => api(`/api/games/${id}/log`, { headers: { "CF-Connecting-IP": ip, ...headers } });

/** A started table whose log holds about `mib` MiB of Ada's log messages (as an older room accepted them), read as a woken room reads it. */
async function fullTable(mib: number) {
  const table = await startedGame();
  await runInDurableObject(stub(table.id), (room, state) => {
    const text = "x".repeat(4000);
    const rows = Math.floor((mib * 1024 * 1024) / 4100);
    for (let n = 1; n <= rows; n++) {
      state.storage.sql.exec("INSERT INTO log (n, action, seat) VALUES (?, ?, 0)", n, JSON.stringify({ type: "message", ...player(1), message: text, id: n, created_at: 1 }));
    }
    (room as unknown as { log: { forget(): void } }).log.forget();
    Object.assign(room as object, { session: null, cachedMeta: undefined });
  });
  return table;
}

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

describe("the log's export", () => {
  it("is sent with an ETag; a client that has it gets 304 and no body; a move makes a new one", async () => {
    const { id, ada } = await startedGame();
    const first = await pull(id, "203.0.113.40");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"0-[0-9a-f]{16}"$/);
    const game = (await first.json()) as { actions: unknown[]; status: string };
    expect(game.status).toBe("playing");
    const again = await pull(id, "203.0.113.40", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    await a.next("action");
    const moved = await pull(id, "203.0.113.40", { "If-None-Match": etag! });
    expect(moved.status).toBe(200);
    expect(moved.headers.get("ETag")).toMatch(/^"1-[0-9a-f]{16}"$/);
    expect(((await moved.json()) as { actions: unknown[] }).actions).toHaveLength(1);
    a.ws.close();
  });

  it("is built once per log length, however many pull it", async () => {
    const { id, ada } = await startedGame();
    const builds = () => runInDurableObject(stub(id), (room) => (room as unknown as { built?: number }).built ?? 0);
    await runInDurableObject(stub(id), (room) => {
      const r = room as unknown as { exportLog(): unknown; built: number };
      const exportLog = r.exportLog.bind(room);
      r.built = 0;
      r.exportLog = () => (r.built++, exportLog());
    });
    for (const ip of ["203.0.113.60", "203.0.113.61", "203.0.113.62", "203.0.113.60"]) expect((await pull(id, ip)).status).toBe(200);
    expect(await builds()).toBe(1);
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    await a.next("action");
    for (const ip of ["203.0.113.60", "203.0.113.61"]) expect((await pull(id, ip)).status).toBe(200);
    expect(await builds()).toBe(2);
    a.ws.close();
  });

  it("holds each address to its rate: three strangers looping on a full room's log are soon refused, and its player plays on", async () => {
    const { id, ada } = await fullTable(7);
    const a = await connect(id, ada);
    await a.hello();
    // The seated player's round trip: a move the room refuses at once (a stale length), at 25 a second.
    async function roundTrips(ms: number): Promise<number[]> {
      const times: number[] = [];
      const end = performance.now() + ms;
      while (performance.now() < end) {
        const sent = performance.now();
        a.send({ type: "act", expect: 999_999, action: { type: "pass", ...player(1) } });
        await a.next("reject");
        times.push(performance.now() - sent);
        await new Promise((r) => setTimeout(r, 1000 / RATE.act.perSecond * 2));
      }
      return times;
    }
    const idle = await roundTrips(2000);
    let stop = false;
    const pulled = { bytes: 0, ok: 0, refused: 0, retryAfter: [] as number[] };
    const puller = async (ip: string) => {
      while (!stop) {
        const r = await pull(id, ip);
        if (r.status === 200) {
          pulled.bytes += (await r.arrayBuffer()).byteLength;
          pulled.ok++;
        } else {
          expect(r.status).toBe(429);
          pulled.refused++;
          pulled.retryAfter.push(Number(r.headers.get("Retry-After")));
          await r.arrayBuffer();
        }
        // Lets the test's own timers run: the pullers, the room and the test share one thread here.
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    const started = performance.now();
    const pullers = ["203.0.113.41", "203.0.113.42", "203.0.113.43"].map(puller);
    const loaded = await roundTrips(3000);
    stop = true;
    await Promise.all(pullers);
    const seconds = (performance.now() - started) / 1000;
    const f = (v: number) => v.toFixed(1);
    console.log(
      // The clock here moves only between I/O, so the round trips a second say more than their times.
      `seated round trips: idle ${f(idle.length / 2)} a second (ms p50/p99 ${f(percentile(idle, 0.5))}/${f(percentile(idle, 0.99))}), ` +
        `under 3 log pullers ${f(loaded.length / 3)} a second (${f(percentile(loaded, 0.5))}/${f(percentile(loaded, 0.99))}); ` +
        `pulled ${(pulled.bytes / 1024 / 1024).toFixed(0)} MiB in ${seconds.toFixed(1)} s (${pulled.ok} exports, ${pulled.refused} refused)`,
    );
    expect(pulled.refused).toBeGreaterThan(0);
    expect(Math.min(...pulled.retryAfter)).toBeGreaterThan(0);
    // No more than each address's burst and its rate over the time.
    const { perSecond, burst } = EXPORT_RATE.export;
    expect(pulled.bytes).toBeLessThanOrEqual(3 * (burst + perSecond * seconds) * 1024);
    a.ws.close();
  });

  it("holds every address together to the room's rate: many networks of one subscriber pull no more", async () => {
    const { id } = await fullTable(7);
    const statuses: number[] = [];
    let refusal = "";
    // Hosts of seven /64 networks (one /56 holds 256 of them): the room's 32 MiB at once take four 7 MiB exports.
    for (let net = 1; net <= 7; net++) {
      const r = await pull(id, `2001:db8:5600:${net}::1`);
      statuses.push(r.status);
      if (r.status === 429) refusal = ((await r.json()) as { error: string }).error;
      else await r.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(Math.floor(EXPORT_RATE.room.burst / (7 * 1024)));
    expect(refusal).toMatch(/^Too many downloads of this game's log just now: at most 2 MiB a second for everyone \(32 MiB at once\)\. Try again in \d+ s\.$/);
  });
  it("leaves the room in parts of at most 64 KiB, as the client reads them: no pull holds the room for a whole full log", async () => {
    const { id } = await fullTable(3);
    const parts = await runInDurableObject(stub(id), async (room) => {
      const sent = await (room as unknown as { exportFor(address: string, etag: null): Promise<ExportAnswer> }).exportFor("203.0.113.70", null);
      if (!("body" in sent)) throw new Error(`no export in parts: ${JSON.stringify(sent).slice(0, 100)}`);
      const sizes: number[] = [];
      const reader = sent.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) sizes.push(r.value.byteLength);
      return sizes;
    });
    expect(parts.length).toBeGreaterThan(40);
    expect(Math.max(...parts)).toBeLessThanOrEqual(EXPORT_PART);
    // The parts make the whole export, as a client reads it through the Worker.
    const pulled = await pull(id, "203.0.113.71");
    expect(pulled.status).toBe(200);
    const body = await pulled.text();
    expect(new TextEncoder().encode(body).byteLength).toBe(parts.reduce((a, b) => a + b, 0));
    expect(((JSON.parse(body) as { actions: unknown[] }).actions.length)).toBe(Math.floor((3 * 1024 * 1024) / 4100));
  });
});
