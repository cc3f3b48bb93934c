// Game rooms over real sockets and real Durable Object storage, inside workerd.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import fixture1837 from "../fixtures/1837/1837_game_end_bank.json";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { api, connect, newGame, player, post, startedGame } from "./helpers.ts";
import { Game } from "../../shared/engine/game.ts";
import { title1830 } from "../../shared/games/1830/index.ts";

const bid = (who: number, company: string, price: number) => ({ type: "bid", ...player(who), company, price });

describe("playing through a room", () => {
  it("lets two players alternate actions, each seeing the other's moves", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    expect((await a.hello()).seats).toEqual([0]);
    expect((await b.hello()).seats).toEqual([1]);

    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    for (const client of [a, b]) expect(await client.next("action")).toMatchObject({ n: 1, action: { type: "bid", company: "SV", id: 1 } });
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    for (const client of [a, b]) expect(await client.next("action")).toMatchObject({ n: 2, action: { company: "CS" } });

    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta.logLength).toBe(2);
    a.ws.close();
    b.ws.close();
  });

  it("rejects an illegal action with the rule and keeps the log unchanged", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 25) });
    expect((await a.next("reject")).error).toMatch(/^C-2\.2: SV is bought for exactly \$20/);
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await a.next("action")).n).toBe(1);
    a.ws.close();
  });

  it("rejects a stale expect, and a hello resyncs the client", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await b.next("action");
    b.send({ type: "act", expect: 0, action: bid(2, "CS", 40) });
    const stale = await b.next("reject");
    expect(stale).toMatchObject({ n: 1 });
    expect(stale.error).toContain("The game moved on before your move arrived");
    const welcome = await b.hello(0);
    expect(welcome.log.map((x) => x.company)).toEqual(["SV"]);
    a.ws.close();
    b.ws.close();
  });

  it("refuses an action for an entity another seat controls", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: bid(2, "CS", 45) });
    expect((await a.next("reject")).error).toBe("That is Bob's move, not yours.");
    a.ws.close();
  });

  it("lets spectators watch but never act or chat (unless the table allows chat)", async () => {
    const { id, ada } = await startedGame();
    const watcher = await connect(id);
    expect((await watcher.hello()).seats).toEqual([]);
    watcher.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await watcher.next("reject")).error).toBe("spectators cannot act");
    watcher.send({ type: "chat", text: "hi" });
    expect((await watcher.next("reject")).error).toContain("spectators cannot chat");
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await watcher.next("action")).n).toBe(1);
    a.send({ type: "chat", text: "good luck" });
    expect(await watcher.next("chat")).toMatchObject({ from: "Ada", text: "good luck" });
    a.ws.close();
    watcher.ws.close();
  });

  it("sends a reconnecting client exactly the actions it missed", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    const b = await connect(id, bob);
    await b.hello();
    b.ws.close();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    a.send({ type: "act", expect: 1, action: { type: "pass", ...player(2) } });
    expect((await a.next("reject")).error).toContain("not yours");
    const again = await connect(id, bob);
    const welcome = await again.hello(0);
    expect(welcome.since).toBe(0);
    expect(welcome.log).toHaveLength(1);
    const later = await again.hello(1);
    expect(later.log).toEqual([]);
    a.ws.close();
    again.ws.close();
  });

  it("rebuilds the same game from storage after the room is evicted", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    a.ws.close();
    await evictDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)), { webSockets: "close" });
    const b = await connect(id, bob);
    expect((await b.hello()).log).toHaveLength(1);
    // The woken room knows it is Bob's turn: an action by Ada is refused by the rules, Bob's is accepted.
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    expect((await b.next("action")).n).toBe(2);
    b.ws.close();
  });
});

describe("undo", () => {
  it("takes back a player's own last action at once", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await b.next("action");
    a.send({ type: "act", expect: 1, action: { type: "undo", ...player(1) } });
    expect((await b.next("action")).action.type).toBe("undo");
    // It is Ada's turn again: she can buy the SV once more.
    a.send({ type: "act", expect: 2, action: bid(1, "SV", 20) });
    expect((await b.next("action")).n).toBe(3);
    a.ws.close();
    b.ws.close();
  });

  it("needs the other players' consent to take back someone else's action", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    await b.next("action");
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await a.next("action");
    await b.next("action");
    a.send({ type: "act", expect: 2, action: { type: "undo", ...player(1) } });
    const request = await b.next("undo_request");
    expect(request).toMatchObject({ seat: 0, name: "Ada", waiting: [1] });
    b.send({ type: "undo_vote", accept: false });
    expect(await a.next("undo_result")).toMatchObject({ accepted: false, by: "Bob" });
    // Refused, she may not ask again until the game has moved on by another's move (#37).
    a.send({ type: "act", expect: 2, action: { type: "undo", ...player(1) } });
    expect((await a.next("reject")).error).toMatch(/ask again once the game has moved on/);
    a.send({ type: "act", expect: 2, action: bid(1, "DH", 70) });
    await a.next("action");
    await b.next("action");
    b.send({ type: "act", expect: 3, action: bid(2, "MH", 110) });
    await a.next("action");
    await b.next("action");
    a.send({ type: "act", expect: 4, action: { type: "undo", ...player(1) } });
    expect(await b.next("undo_request")).toMatchObject({ seat: 0, n: 4, waiting: [1] });
    b.send({ type: "undo_vote", accept: true });
    expect((await a.next("action")).action.type).toBe("undo");
    expect(await a.next("undo_result")).toMatchObject({ accepted: true, by: "Bob" });
    a.ws.close();
    b.ws.close();
  });
});

describe("import and export", () => {
  it("imports an 18xx.games log that then continues live, and exports it again", async () => {
    const upto = 100;
    const game = { ...(fixture as unknown as GameExport), actions: (fixture as unknown as GameExport).actions.slice(0, upto) };
    const response = await post("/api/games/import", game);
    expect(response.status).toBe(201);
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta).toMatchObject({ status: "playing", logLength: upto });
    expect(meta.seats.map((s) => s.playerId)).toEqual(["15698", "13430", "15688"]);

    // The importer holds every seat: the log's next action is accepted live.
    const next = { ...(fixture as unknown as GameExport).actions[upto]! };
    delete next.id;
    delete next.created_at;
    const c = await connect(id, seat.token);
    expect((await c.hello(upto)).seats).toEqual([0, 1, 2]);
    c.send({ type: "act", expect: upto, action: next });
    expect((await c.next("action")).n).toBe(upto + 1);
    c.ws.close();

    const exported = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(exported.players).toEqual(fixture.players);
    expect(exported.actions).toHaveLength(upto + 1);
    expect(exported.actions.slice(0, upto)).toEqual(game.actions);

    // Seats are handed out with invitations: the new token holds the seat, the importer's no longer does.
    const invite = await post(`/api/games/${id}/invite`, { seat: 1 }, seat.token);
    expect(invite.status).toBe(201);
    const guest = (await invite.json()) as { token: string };
    const g = await connect(id, guest.token);
    expect((await g.hello()).seats).toEqual([1]);
    g.ws.close();
  });

  it("imports an 1837 log with the compatibility option its title adds for 18xx.games' logs, and it continues live", async () => {
    const upto = 400;
    const log = fixture1837 as unknown as GameExport;
    const response = await post("/api/games/import", { ...log, actions: log.actions.slice(0, upto) });
    expect(response.status).toBe(201);
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta & { options: { optional_rules: string[] } };
    expect(meta).toMatchObject({ title: "1837", status: "playing", logLength: upto });
    expect(meta.options.optional_rules).toContain("18xx_games");
    const next = { ...log.actions[upto]! };
    delete next.id;
    delete next.created_at;
    const c = await connect(id, seat.token);
    await c.hello(upto);
    c.send({ type: "act", expect: upto, action: next });
    expect((await c.next("action")).n).toBe(upto + 1);
    c.ws.close();
  });

  it("refuses a log that does not replay", async () => {
    const broken = { ...(fixture as unknown as GameExport), actions: [{ type: "bid", entity: 15698, entity_type: "player", company: "SV", price: 5 }] };
    const response = await post("/api/games/import", broken);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/does not replay: C-2\.2/);
  });
});

describe("bad input", () => {
  it("rejects malformed, oversize and flooding messages and changes nothing", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.send("{oops");
    expect((await a.next("reject")).error).toBe("message is not valid JSON");
    a.send({ type: "act", action: { type: "pass" } });
    expect((await a.next("reject")).error).toContain("expect");
    a.send({ type: "chat", text: "x".repeat(70_000) });
    expect((await a.next("reject")).error).toContain("too large");
    a.inbox.length = 0;
    for (let i = 0; i < 60; i++) a.send({ type: "chat", text: `spam ${i}` });
    await expect.poll(() => a.inbox.filter((m) => m.type === "chat" || m.type === "reject").length).toBe(60);
    const slowDown = a.inbox.filter((m) => m.type === "reject" && /^Too many messages/.test(m.error)).length;
    expect(slowDown).toBeGreaterThan(0);
    expect(a.inbox.filter((m) => m.type === "chat").length).toBe(60 - slowDown);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta.logLength).toBe(0);
    a.ws.close();
  });

  it("answers 404 for an unknown room and 403 for a wrong token", async () => {
    expect((await api("/ws/zzzzzzzzzz", { headers: { Upgrade: "websocket" } })).status).toBe(404);
    const { id } = await startedGame();
    const other = await startedGame();
    expect((await api(`/ws/${id}?token=${other.ada}`, { headers: { Upgrade: "websocket" } })).status).toBe(403);
  });
});

describe("1830 V-1.1 random seat positions at a table", () => {
  it("deals the seats from the table's seed: the player dealt \"1\" opens the auction, and the export lists the players as they sit", async () => {
    // A table's options default to random seat positions (★).
    const { id, seat } = await newGame({ seats: 4, hotseat: true, options: { seed: 8 } }); // seed 8 deals 3, 4, 2, 1
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta & { seed: number; options: { optional_rules: string[] } };
    expect(meta.options.optional_rules).toContain("random_seats");
    const dealt = new Game(title1830, meta.seats.map((s) => ({ id: s.playerId, name: s.name! })), { optional_rules: meta.options.optional_rules }, meta.seed).players.map((p) => p.id);
    expect(dealt).not.toEqual(["1", "2", "3", "4"]);
    const c = await connect(id, seat.token);
    await c.hello();
    c.send({ type: "act", expect: 0, action: bid(Number(dealt[1]), "SV", 20) });
    expect((await c.next("reject")).error).toMatch(/^C-2\.2: it is Player \d's turn to buy or bid/);
    c.send({ type: "act", expect: 0, action: bid(Number(dealt[0]), "SV", 20) });
    expect((await c.next("action")).n).toBe(1);
    c.ws.close();
    const exported = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(exported.players.map((p) => String(p.id))).toEqual(dealt);
  });
});
