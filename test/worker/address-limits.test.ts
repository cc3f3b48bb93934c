// What anyone may do without a seat, bounded per client address (worker/addresses.ts,
// docs/security.md): take one free seat of a table, and open tables at a
// rate that cannot flood the lobby (#31: one client filled every free seat of
// a public table, and 105 new tables pushed the real ones out of the lobby).
import { describe, expect, it } from "vitest";
import { clientAddress, TABLE_QUOTA } from "../../worker/addresses.ts";
import type { CreateGameResponse } from "../../shared/protocol.ts";
import { api, connect, newGame, post } from "./helpers.ts";

/** A POST from a client at `ip` (the Worker reads CF-Connecting-IP, as Cloudflare sets it). */
const postFrom = (ip: string, path: string, body: unknown) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });
const error = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("a client's address", () => {
  it("is its IPv4 address, or its IPv6 network (/64); none on this machine or without the header", () => {
    const of = (ip?: string) => clientAddress(new Request("http://x/", { headers: ip ? { "CF-Connecting-IP": ip } : {} }));
    expect(of("203.0.113.7")).toBe("203.0.113.7");
    expect(of("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(of("2001:db8:1:2::5")).toBe("2001:0db8:0001:0002::/64");
    expect(of("2001:DB8:1:2:ffff:0:0:9")).toBe("2001:0db8:0001:0002::/64");
    expect(of("2001:db8:1:3::5")).toBe("2001:0db8:0001:0003::/64");
    expect(of()).toBeNull();
    expect(of("127.0.0.1")).toBeNull();
    expect(of("::1")).toBeNull();
    expect(of("not an address")).toBeNull();
  });
});

describe("joining a table", () => {
  it("gives one free seat per address: a second join from it is refused in words, another address still sits", async () => {
    const { id } = await newGame({ seats: 5 });
    expect((await postFrom("203.0.113.7", `/api/games/${id}/join`, { name: "Eve" })).status).toBe(201);
    const again = await postFrom("203.0.113.7", `/api/games/${id}/join`, { name: "Eve 2" });
    expect(again.status).toBe(409);
    expect(await error(again)).toBe("a seat of this table was already taken from your address: one seat per player (to play several seats on one device, open a hotseat table)");
    expect((await postFrom("2001:db8:1:2::5", `/api/games/${id}/join`, { name: "Fay" })).status).toBe(201);
    // Another host of the same IPv6 network is the same subscriber.
    expect((await postFrom("2001:db8:1:2:ffff::9", `/api/games/${id}/join`, { name: "Fay 2" })).status).toBe(409);
    expect((await postFrom("198.51.100.1", `/api/games/${id}/join`, { name: "Gil" })).status).toBe(201);
    const meta = (await (await api(`/api/games/${id}`)).json()) as { seats: { name: string | null }[] };
    expect(meta.seats.map((s) => s.name)).toEqual(["Ada", "Eve", "Fay", "Gil", null]);
  });
});

describe("opening tables", () => {
  it("an address opens few public tables an hour, so a flood does not push the real tables out of the lobby", async () => {
    const real = (await (await postFrom("198.51.100.20", "/api/games", { title: "1882", name: "Real" })).json()) as CreateGameResponse;
    const flood = [];
    for (let i = 0; i < 10; i++) flood.push(await postFrom("203.0.113.50", "/api/games", { title: "1882", name: `Flood ${i}` }));
    expect(flood.map((r) => r.status)).toEqual([...Array(TABLE_QUOTA.public.burst).fill(201), ...Array(10 - TABLE_QUOTA.public.burst).fill(429)]);
    const refused = flood.at(-1)!;
    expect(await error(refused)).toMatch(/^Too many public tables \(listed in the lobby\) from your address: at most 6 an hour \(3 at once\)\. Try again in \d+ minutes, or open a private table\.$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const lobby = (await (await api("/api/games?status=open")).json()) as { games: { id: string }[] };
    expect(lobby.games.map((g) => g.id)).toContain(real.id);
    // A private table is still open to the same address.
    expect((await postFrom("203.0.113.50", "/api/games", { title: "1882", name: "Private", public: false })).status).toBe(201);
  });

  it("105 public tables from as many addresses do not push a table people can join and are at out of the lobby (#37)", async () => {
    type Listed = { id: string; title: string; present: number; seenAt: number | null };
    const lobby = async () => ((await (await api("/api/games?status=open")).json()) as { games: Listed[] }).games.filter((g) => g.title === "1889");
    const real = (await (await postFrom("198.51.100.30", "/api/games", { title: "1889", name: "Real" })).json()) as CreateGameResponse;
    const left = (await (await postFrom("198.51.100.31", "/api/games", { title: "1889", name: "Gone" })).json()) as CreateGameResponse;
    // A full table, its players here: it waits for its start, nobody can join it.
    const full = (await (await postFrom("198.51.100.32", "/api/games", { title: "1889", name: "Full", seats: 2 })).json()) as CreateGameResponse;
    expect((await postFrom("198.51.100.33", `/api/games/${full.id}/join`, { name: "Mate" })).status).toBe(201);
    const waiting = await connect(full.id, full.seat.token);
    await waiting.hello();
    await expect.poll(async () => (await lobby()).find((g) => g.id === full.id)?.present).toBe(1);
    // The real table's creator waits in its waiting room; the other's opened it, and left.
    const creator = await connect(real.id, real.seat.token);
    await creator.hello();
    await expect.poll(async () => (await lobby()).find((g) => g.id === real.id)?.present).toBe(1);
    const gone = await connect(left.id, left.seat.token);
    await gone.hello();
    gone.ws.close();
    await expect.poll(async () => (await lobby()).find((g) => g.id === left.id)?.present).toBe(0);
    for (let batch = 0; batch < 105; batch += 15) {
      const opened = await Promise.all(Array.from({ length: 15 }, (_, i) => postFrom(`10.37.0.${batch + i + 1}`, "/api/games", { title: "1889", name: `Flood ${batch + i}` })));
      expect(opened.map((r) => r.status)).toEqual(Array(15).fill(201));
    }
    const listed = await lobby();
    expect(listed).toHaveLength(100);
    // First the table its player is at, then the one whose player was there last, then the flood, newest first.
    expect(listed[0]).toMatchObject({ id: real.id, present: 1 });
    expect(listed[1]).toMatchObject({ id: left.id, present: 0 });
    expect(listed[1]!.seenAt).toBeGreaterThan(0);
    expect(listed.slice(2).every((g) => g.present === 0 && g.seenAt === null)).toBe(true);
    // The full table comes after every table one can join: past the 100th here.
    expect(listed.map((g) => g.id)).not.toContain(full.id);
    creator.ws.close();
    waiting.ws.close();
  });

  it("an address opens a bounded number of tables of any kind: tables, imports and daily deals alike", async () => {
    const ip = "203.0.113.60";
    const statuses: number[] = [];
    for (let i = 0; i < TABLE_QUOTA.tables.burst; i++) {
      const response = i % 3 === 0 ? await postFrom(ip, "/api/railways/daily", { name: "Ivy" }) : await postFrom(ip, "/api/games", { title: "Railways", name: "Ivy", public: false });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(TABLE_QUOTA.tables.burst).fill(201));
    const imported = await postFrom(ip, "/api/games/import", { title: "Railways", players: [{ id: 1, name: "Ivy" }], settings: { seed: 1 }, actions: [] });
    expect(imported.status).toBe(429);
    expect(await error(imported)).toMatch(/^Too many new tables from your address: at most 60 an hour \(20 at once\)\. Try again in \d+ minutes\.$/);
    expect((await postFrom(ip, "/api/railways/daily", { name: "Ivy" })).status).toBe(429);
    // Another address is not held back.
    expect((await postFrom("203.0.113.61", "/api/games", { title: "Railways", name: "Jo", public: false })).status).toBe(201);
  });
});

describe("a squatter's seat (#37)", () => {
  const free = (id: string, seat: number | string, token?: string) => api(`/api/games/${id}/seats/${seat}`, { method: "DELETE", headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it("is freed by the table's creator before the start: the squatter's token no longer holds it, his address may not sit again", async () => {
    const { id, seat: creator } = await newGame({ seats: 3 });
    // Two addresses fill every free seat of the public table.
    const squat = [];
    for (const ip of ["203.0.113.70", "203.0.113.71"]) squat.push(((await (await postFrom(ip, `/api/games/${id}/join`, { name: "Squat" })).json()) as { seat: { index: number; token: string } }).seat);
    expect(squat.map((s) => s.index)).toEqual([1, 2]);
    expect((await postFrom("198.51.100.70", `/api/games/${id}/join`, { name: "Bea" })).status).toBe(409);
    const squatter = await connect(id, squat[0]!.token);
    expect((await squatter.hello()).seats).toEqual([1]);
    // Nobody but the creator frees a seat; not his own, not a free one, not one the table does not have.
    expect((await free(id, 2, squat[0]!.token)).status).toBe(403);
    expect((await free(id, 2)).status).toBe(403);
    expect((await free(id, 0, creator.token)).status).toBe(409);
    expect((await free(id, 5, creator.token)).status).toBe(404);
    expect((await free(id, "x", creator.token)).status).toBe(400);
    const freed = await free(id, 1, creator.token);
    expect(freed.status).toBe(200);
    expect(((await freed.json()) as { seats: { name: string | null }[] }).seats.map((s) => s.name)).toEqual(["Ada", null, "Squat"]);
    expect((await free(id, 1, creator.token)).status).toBe(409);
    // His open socket lost the seat at once; his token holds nothing here now.
    expect((await squatter.next("welcome")).seats).toEqual([]);
    expect((await api(`/ws/${id}?token=${squat[0]!.token}`, { headers: { Upgrade: "websocket" } })).status).toBe(403);
    expect((await post(`/api/games/${id}/name`, { seat: 1, name: "Back" }, squat[0]!.token)).status).toBe(403);
    // The address it was taken from may not take it again; a newcomer does.
    expect((await postFrom("203.0.113.70", `/api/games/${id}/join`, { name: "Squat" })).status).toBe(409);
    const bea = await postFrom("198.51.100.70", `/api/games/${id}/join`, { name: "Bea" });
    expect(((await bea.json()) as { seat: { index: number } }).seat.index).toBe(1);
    // Once started, the players keep their seats.
    expect((await post(`/api/games/${id}/start`, {}, creator.token)).status).toBe(200);
    expect((await free(id, 2, creator.token)).status).toBe(409);
    squatter.ws.close();
  });
});
