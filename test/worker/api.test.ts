import { describe, expect, it } from "vitest";
import type { GameMeta } from "../../shared/protocol.ts";
import { api, newGame, post } from "./helpers.ts";

describe("HTTP API", () => {
  it("answers health checks with the titles on offer", async () => {
    const response = await api("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, titles: ["1830", "1882", "1837", "1889", "18Chesapeake", "1846", "1817", "Railways"] });
  });

  it("creates a table whose room knows its title, seats and creator", async () => {
    const { id, seat } = await newGame({ seats: 3 });
    expect(id).toMatch(/^[a-z0-9]{10}$/);
    expect(seat.index).toBe(0);
    expect(seat.token).toMatch(/^[0-9a-f]{32}$/);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta).toMatchObject({ id, title: "1830", status: "open", logLength: 0, hotseat: false });
    expect(meta.seats.map((s) => s.name)).toEqual(["Ada", null, null]);
  });

  it("lists open public tables in the lobby, not private ones", async () => {
    const open = await newGame({ name: "Grace" });
    const hidden = await newGame({ name: "Hedy", public: false });
    const { games } = (await (await api("/api/games?status=open")).json()) as { games: { id: string; players: string[]; seats: number }[] };
    expect(games.find((g) => g.id === open.id)).toMatchObject({ players: ["Grace"], seats: 6 });
    expect(games.find((g) => g.id === hidden.id)).toBeUndefined();
  });

  it("joins and starts a table; only the creator may start it", async () => {
    const { id, seat } = await newGame({ seats: 2 });
    const joined = await post(`/api/games/${id}/join`, { name: "Bob" });
    expect(joined.status).toBe(201);
    const bob = ((await joined.json()) as { seat: { index: number; token: string } }).seat;
    expect(bob.index).toBe(1);
    expect((await post(`/api/games/${id}/join`, { name: "Cy" })).status).toBe(409);
    expect((await post(`/api/games/${id}/start`, {}, bob.token)).status).toBe(403);
    const started = await post(`/api/games/${id}/start`, {}, seat.token);
    expect(started.status).toBe(200);
    expect(((await started.json()) as GameMeta).status).toBe("playing");
  });

  it("refuses bad requests with a reason and creates nothing", async () => {
    const unknown = await post("/api/games", { title: "1899", name: "Ada" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('unknown title "1899"');
    const nameless = await post("/api/games", { title: "1830", name: "  " });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { error: string }).error).toContain("name");
    const tooMany = await post("/api/games", { title: "1830", name: "Ada", seats: 7 });
    expect(tooMany.status).toBe(400);
    const notJson = await api("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
    expect((await api("/api/games/nosuchgame")).status).toBe(404);
    expect((await api("/api/games/NOT-AN-ID")).status).toBe(400);
    expect((await api("/api/nothing-here")).status).toBe(404);
  });

  it("names a seat its holder holds while the table waits: a hotseat's every seat, nobody else's, not after the start", async () => {
    const created = (await (await post("/api/games", { title: "1830", name: "Ada", seats: 3, hotseat: true })).json()) as { id: string; seat: { token: string } };
    const { id, seat } = created;
    const named = await post(`/api/games/${id}/name`, { seat: 1, name: "Bob" }, seat.token);
    expect(named.status).toBe(200);
    expect(((await named.json()) as GameMeta).seats.map((s) => s.name)).toEqual(["Ada", "Bob", "Player 3"]);
    expect((await post(`/api/games/${id}/name`, { seat: 2, name: "Cy" })).status).toBe(403);
    expect((await post(`/api/games/${id}/name`, { seat: 2, name: " " }, seat.token)).status).toBe(400);
    expect((await post(`/api/games/${id}/name`, { seat: 2, name: "x".repeat(41) }, seat.token)).status).toBe(400);
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const late = await post(`/api/games/${id}/name`, { seat: 2, name: "Cy" }, seat.token);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe("the game has already started: its players keep their names");
  });
});
