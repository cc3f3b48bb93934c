// A table's sockets belong first to its players (#37): strangers share what
// the seats leave, counted by address as the other limits count it (an IPv6
// address by its /64), and presence is told at a pace, not at every socket.
import { describe, expect, it } from "vitest";
import { MAX_SOCKETS, MAX_SOCKETS_PER_HOLDER, MAX_SPECTATOR_SOCKETS, MAX_SPECTATOR_SOCKETS_PER_ADDRESS, PRESENCE_EVERY_MS, RATE } from "../../worker/limits.ts";
import { api, connect, player, post, startedGame } from "./helpers.ts";

/** A spectator's upgrade from `ip` (the Worker reads CF-Connecting-IP, as Cloudflare sets it). */
const watchFrom = (id: string, ip: string) => api(`/ws/${id}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": ip } });

/** Opens spectators' sockets from `ip` until `count` are asked for; returns the open ones and the statuses. */
async function watchers(id: string, ip: string, count: number): Promise<{ open: WebSocket[]; statuses: number[] }> {
  const open: WebSocket[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await watchFrom(id, ip);
    statuses.push(r.status);
    if (r.webSocket) {
      r.webSocket.accept();
      open.push(r.webSocket);
    }
  }
  return { open, statuses };
}

describe("a table's sockets", () => {
  it("strangers who fill the spectators' share leave the seated players theirs: the table still plays", async () => {
    const { id, ada } = await startedGame();
    // Four addresses ask for the room's whole 200, as in #37.
    const crowd = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) crowd.push(await watchers(id, ip, MAX_SOCKETS / 4));
    const taken = crowd.reduce((n, c) => n + c.open.length, 0);
    expect(taken).toBe(MAX_SPECTATOR_SOCKETS);
    const late = await watchFrom(id, "198.51.100.9");
    expect(late.status).toBe(429);
    expect(((await late.json()) as { error: string }).error).toBe(
      `This table has ${MAX_SPECTATOR_SOCKETS} spectators connected, the most it takes (its players' connections are kept for them): try again later.`,
    );
    // Ada still sits down, on several devices, and plays.
    const a = await connect(id, ada);
    const again = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    expect((await a.next("action")).n).toBe(1);
    expect((await again.next("action")).n).toBe(1);
    for (const w of crowd.flatMap((c) => c.open)) w.close();
    a.ws.close();
    again.ws.close();
  });

  it("seats 12 at an 1817 table (#39) and keeps every one of the 12 seats' sockets when strangers fill the spectators' share; 1830 still seats 7 at most", async () => {
    const error = async (r: Response) => ((await r.json()) as { error: string }).error;
    const eight = await post("/api/games", { title: "1830", name: "Ada", seats: 8, options: { optional_rules: ["base_game"] } });
    expect(eight.status).toBe(400);
    expect(await error(eight)).toContain("2 to 7 players");
    const created = await post("/api/games", { title: "1817", name: "Ada", seats: 12, hotseat: true });
    expect(created.status).toBe(201);
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect(((await (await api(`/api/games/${id}`)).json()) as { seats: unknown[] }).seats).toHaveLength(12);
    const crowd = [];
    for (const ip of ["203.0.113.21", "203.0.113.22", "203.0.113.23"]) crowd.push(await watchers(id, ip, MAX_SPECTATOR_SOCKETS_PER_ADDRESS));
    expect(crowd.reduce((n, c) => n + c.open.length, 0)).toBe(MAX_SPECTATOR_SOCKETS);
    expect((await watchFrom(id, "198.51.100.21")).status).toBe(429);
    // The hotseat's token holds all 12 seats: it opens its 12 sockets, past the spectators' share.
    const seated = [];
    for (let i = 0; i < MAX_SOCKETS_PER_HOLDER; i++) seated.push(await connect(id, seat.token));
    expect((await seated[MAX_SOCKETS_PER_HOLDER - 1]!.hello()).type).toBe("welcome");
    expect(MAX_SOCKETS).toBe(MAX_SPECTATOR_SOCKETS + 12 * MAX_SOCKETS_PER_HOLDER);
    for (const w of crowd.flatMap((c) => c.open)) w.close();
    for (const s of seated) s.ws.close();
  });

  it("counts an IPv6 spectator by its /64: three hosts of one network share one address's sockets and hellos", async () => {
    const { id } = await startedGame();
    const hosts = ["2001:db8:77:1::1", "2001:db8:77:1::2", "2001:db8:77:1:abcd::3"];
    const opened = [];
    for (const ip of hosts) opened.push(await watchers(id, ip, MAX_SPECTATOR_SOCKETS_PER_ADDRESS));
    expect(opened.reduce((n, o) => n + o.open.length, 0)).toBe(MAX_SPECTATOR_SOCKETS_PER_ADDRESS);
    expect(opened[1]!.statuses.every((s) => s === 429)).toBe(true);
    // Another network is another address.
    const other = await watchers(id, "2001:db8:77:2::1", 1);
    expect(other.statuses).toEqual([101]);
    for (const w of opened.flatMap((o) => o.open)) w.close();

    // Hellos too: the three hosts together get one address's burst, not three.
    const sockets: { ws: WebSocket; got: string[] }[] = [];
    for (const ip of hosts) {
      const r = await watchFrom(id, ip);
      const ws = r.webSocket!;
      const got: string[] = [];
      ws.addEventListener("message", (e) => got.push((JSON.parse(String(e.data)) as { type: string }).type));
      ws.accept();
      sockets.push({ ws, got });
    }
    for (const s of sockets) for (let i = 0; i < RATE.hello.burst; i++) s.ws.send(JSON.stringify({ type: "hello", since: 0 }));
    const answered = () => sockets.reduce((n, s) => n + s.got.filter((t) => t === "welcome" || t === "reject").length, 0);
    await expect.poll(answered).toBe(hosts.length * RATE.hello.burst);
    const welcomes = sockets.reduce((n, s) => n + s.got.filter((t) => t === "welcome").length, 0);
    expect(welcomes).toBeLessThanOrEqual(RATE.hello.burst + 1);
    for (const s of [...sockets.map((s) => s.ws), ...other.open]) s.close();
  });
});

describe("presence", () => {
  it("is told at most once a second: sockets opened and closed without a hello do not flood the table", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    await expect.poll(() => a.inbox.some((m) => m.type === "presence")).toBe(true);
    a.inbox.length = 0;
    const churn = [];
    for (const ip of ["203.0.113.21", "203.0.113.22", "203.0.113.23"]) churn.push(...(await watchers(id, ip, 20)).open);
    // Closed one after another, all but five: each close changes the count of spectators.
    const staying = churn.splice(0, 5);
    for (const w of churn) {
      w.close();
      await new Promise((r) => setTimeout(r, 5));
    }
    const frames = () => a.inbox.filter((m) => m.type === "presence") as { spectators: number }[];
    // Everyone is told where it ends: five watching.
    await expect.poll(() => frames().at(-1)?.spectators, { timeout: 5000 }).toBe(staying.length);
    await new Promise((r) => setTimeout(r, PRESENCE_EVERY_MS + 200));
    expect(frames().length).toBeLessThanOrEqual(3);
    for (const w of staying) w.close();
    a.ws.close();
  });
});
