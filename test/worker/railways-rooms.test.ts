// Railways through the same rooms and protocol as the 18xx titles: a
// one-seat table that starts at once, actions checked by the Railways engine,
// undo within the current decade only, and a finished game's score as its result.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalActions } from "../../shared/games/railways/legal.ts";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { api, connect, post } from "./helpers.ts";

/** A table opened now is dealt fairly (its options say so: deal.ts). */
const FAIR = { optional_rules: ["fair_deal"] };

async function solo(options: Record<string, unknown> = {}) {
  const response = await post("/api/games", { title: "Railways", name: "Ada", options });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; seat: { index: number; token: string } };
}

/** The first legal action of the game so far (the engine's own list), as sent. */
function firstLegal(game: RailwaysGame, prefer?: string): Record<string, unknown> {
  const legal = legalActions(game);
  return legal.find((a) => a.type === prefer) ?? legal.find((a) => a.type !== "record_decade") ?? legal[0]!;
}

describe("a Railways table", () => {
  it("is one seat and starts at once, with the seed it was given", async () => {
    const { id } = await solo({ seed: 1234 });
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta).toMatchObject({ title: "Railways", status: "playing", seed: 1234, seats: [{ index: 0, name: "Ada", playerId: "1" }] });
    const two = await post("/api/games", { title: "Railways", name: "Ada", seats: 2 });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { error: string }).error).toMatch(/is for 1 to 1 players/);
  });

  it("refuses an objective it does not know, and keeps those it does", async () => {
    const bad = await post("/api/games", { title: "Railways", name: "Ada", options: { optional_rules: ["tycoon"] } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/unknown option "tycoon" for Railways \(solitaire\); known: economist, mayor, train_conductor, engineer, fair_deal, first_deal/);
    const { id } = await solo({ optional_rules: ["mayor", "engineer"] });
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    // The deal's version is written when the table opens, so that its log replays with the same cards (docs/rules-railways.md).
    expect(meta.options.optional_rules).toEqual(["mayor", "engineer", "fair_deal"]);
  });

  it("plays a whole game over the socket: accepted actions are stored and broadcast, illegal ones refused with the rule", async () => {
    const { id, seat } = await solo({ seed: 99 });
    const client = await connect(id, seat.token);
    expect((await client.hello()).seats).toEqual([0]);
    const game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: FAIR, seed: 99 });

    client.send({ type: "act", expect: 0, action: { type: "record_decade", entity: 1, entity_type: "player" } });
    expect((await client.next("reject")).error).toMatch(/^Railways, Setup: place the four starting passenger dice first/);
    client.send({ type: "act", expect: 0, action: { type: "place_passenger", entity: 2, entity_type: "player", cell: "a1", value: 1 } });
    expect((await client.next("reject")).error).toMatch(/only the player \(1\) acts/);

    let n = 0;
    while (!game.finished) {
      const action = firstLegal(game);
      client.send({ type: "act", expect: n, action });
      const accepted = await client.next("action");
      expect(accepted.n).toBe(++n);
      game.process(accepted.action);
    }
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect(meta.status).toBe("finished");
    expect(meta.result).toEqual({ "1": game.score() });
    const log = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(log).toMatchObject({ title: "Railways", settings: { seed: 99 }, status: "finished" });
    expect(log.actions).toHaveLength(n);
    client.ws.close();
  });

  it("takes back actions of the current decade, never a recorded decade", async () => {
    const { id, seat } = await solo({ seed: 5 });
    const client = await connect(id, seat.token);
    await client.hello();
    const game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: FAIR, seed: 5 });
    let n = 0;
    const play = async (action: Record<string, unknown>) => {
      client.send({ type: "act", expect: n, action });
      const accepted = await client.next("action");
      n = accepted.n;
      if (accepted.action.type !== "undo") game.process(accepted.action);
      return accepted;
    };
    for (let i = 0; i < 4; i++) await play(firstLegal(game));
    // Decade 1: one action, undone, played again; then recorded.
    const first = firstLegal(game);
    await play(first);
    const undo = await play({ type: "undo", entity: 1, entity_type: "player" });
    expect(undo.action.type).toBe("undo");
    const replayed = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: FAIR, seed: 5 });
    for (const a of game.actions.slice(0, 4)) replayed.process(a);
    game.state = replayed.state;
    game.actions.length = 4;
    await play(first);
    await play({ type: "record_decade", entity: 1, entity_type: "player" });
    client.send({ type: "act", expect: n, action: { type: "undo", entity: 1, entity_type: "player" } });
    expect((await client.next("reject")).error).toMatch(/^Railways, Record a decade: a recorded decade stands; only this decade's actions can be taken back/);
    client.send({ type: "act", expect: n, action: { type: "undo", entity: 1, entity_type: "player", action_id: 2 } });
    expect((await client.next("reject")).error).toMatch(/^Railways, Record a decade: a recorded decade stands/);
    // After a wake the room rebuilds the same game from its log.
    await evictDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)));
    const again = await connect(id, seat.token);
    const welcome = await again.hello();
    expect(welcome.log).toHaveLength(n);
    again.send({ type: "act", expect: n, action: firstLegal(game) });
    expect((await again.next("action")).n).toBe(n + 1);
    client.ws.close();
    again.ws.close();
  });

  it("previews links with where the game stands and a picture of its map", async () => {
    const { id, seat } = await solo({ seed: 8 });
    const client = await connect(id, seat.token);
    await client.hello();
    const game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: FAIR, seed: 8 });
    for (let n = 0; n < 4; n++) {
      client.send({ type: "act", expect: n, action: firstLegal(game) });
      game.process((await client.next("action")).action);
    }
    client.ws.close();
    const page = await (await api(`/g/${id}`)).text();
    expect(page).toContain(`<meta property="og:title" content="Roundhouse — Railways (solitaire) · decade 1 of 12 · Ada has ${game.score()} so far">`);
    const svg = await api(`/g/${id}/board.svg`);
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toContain(`Railways ${id} · decade 1/12 · score ${game.score()}`);
    // 80 spaces, and the four starting dice.
    expect(text.match(/fill="#efe6cf"/g)).toHaveLength(80);
    expect(text.match(/rx="2" fill="#fff"/g)).toHaveLength(4);
    expect((await api(`/g/${id}/board.svg?at=0`)).status).toBe(200);
    const png = await api(`/g/${id}/board.png?width=400`);
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
  });
});
