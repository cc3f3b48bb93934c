// What one player may not do alone (#31, docs/security.md): end the game, take
// back a move that carries another player's programmed answer, or freeze a
// table by asking a bot for its consent. Each is the table's decision
// (worker/votes.ts): every other seated person is asked, bots are not.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, connect, newGame, player, post, startedGame, type Client } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const meta = async (id: string) => (await (await api(`/api/games/${id}`)).json()) as { status: string; logLength: number; seats: { index: number; bot?: true }[]; result?: Record<string, number> };
const bid = (who: number, company: string, price: number) => ({ type: "bid", ...player(who), company, price });
const endGame = (who: number) => ({ type: "end_game", ...player(who) });

/** The next thing a socket hears about its request: played at once, put to the table, or refused. */
async function outcome(c: Client): Promise<{ type: string; error?: string; waiting?: number[]; kind?: string }> {
  for (;;) {
    const m = c.inbox.shift();
    if (m?.type === "action" || m?.type === "undo_request" || m?.type === "reject") return m as never;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("ending the game early", () => {
  it("is the table's decision: one player's end_game is put to the others, and the game goes on until they agree", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    // Right after the start, out of turn (it is Ada's turn): Bob asks to end the game.
    b.send({ type: "act", expect: 0, action: endGame(2) });
    const asked = await outcome(b);
    expect(asked).toMatchObject({ type: "undo_request", kind: "end_game", waiting: [0] });
    expect((await a.next("undo_request")).kind).toBe("end_game");
    expect((await meta(id)).status).toBe("playing");
    // While it waits, no move is played.
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await a.next("reject")).error).toMatch(/waiting for the table's consent/);
    // Ada refuses: the game goes on, and her move is accepted.
    a.send({ type: "undo_vote", accept: false });
    expect(await a.next("undo_result")).toMatchObject({ accepted: false, by: "Ada" });
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await a.next("action")).n).toBe(1);
    // Asked again, and agreed: the game ends with the values as they stand.
    b.send({ type: "act", expect: 1, action: endGame(2) });
    await a.next("undo_request");
    a.send({ type: "undo_vote", accept: true });
    expect(await a.next("undo_result")).toMatchObject({ accepted: true });
    const end = await meta(id);
    expect(end.status).toBe("finished");
    expect(Object.keys(end.result ?? {}).sort()).toEqual(["1", "2"]);
    a.ws.close();
    b.ws.close();
  });

  it("is asked by a player for himself only, never by a spectator; the asker may withdraw it", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    const s = await connect(id);
    await a.hello();
    await s.hello();
    s.send({ type: "act", expect: 0, action: endGame(1) });
    expect((await s.next("reject")).error).toBe("spectators cannot act");
    a.send({ type: "act", expect: 0, action: endGame(2) });
    expect((await a.next("reject")).error).toBe("That is Bob's move, not yours.");
    a.send({ type: "act", expect: 0, action: { type: "end_game", entity: "PRR", entity_type: "corporation" } });
    expect((await a.next("reject")).error).toMatch(/only a player may ask to end the game/);
    a.send({ type: "act", expect: 0, action: endGame(1) });
    expect((await outcome(a)).type).toBe("undo_request");
    // Her own "no" withdraws it.
    a.send({ type: "undo_vote", accept: false });
    expect((await a.next("undo_result")).by).toMatch(/withdrew/);
    expect((await meta(id)).status).toBe("playing");
    a.ws.close();
    s.ws.close();
  });

  it("is played at once where nobody else is to be asked (a hotseat table)", async () => {
    const { id, seat } = await newGame({ seats: 2, hotseat: true });
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const a = await connect(id, seat.token);
    await a.hello();
    a.send({ type: "act", expect: 0, action: endGame(2) });
    expect((await outcome(a)).type).toBe("action");
    expect((await meta(id)).status).toBe("finished");
    a.ws.close();
  });
});

describe("asking again (#37)", () => {
  it("a refused request is not put to the table again until another player has moved: the one who refused moves", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    // The private auction, each private bought at its face value: Ada, Bob, Ada, ... (1830 C-2.2).
    const privates: [number, string, number][] = [[1, "SV", 20], [2, "CS", 40], [1, "DH", 70], [2, "MH", 110], [1, "CA", 160], [2, "BO", 220]];
    let n = 0;
    for (const [who, company, price] of privates) {
      if (who === 1) {
        // A script of Bob's asks to end the game, and asks again the moment Ada refuses.
        b.send({ type: "act", expect: n, action: endGame(2) });
        expect(await outcome(b)).toMatchObject({ type: "undo_request", kind: "end_game", waiting: [0] });
        await a.next("undo_request");
        a.send({ type: "undo_vote", accept: false });
        expect(await b.next("undo_result")).toMatchObject({ accepted: false, by: "Ada" });
        b.send({ type: "act", expect: n, action: endGame(2) });
        expect((await outcome(b)).error).toMatch(/refused your request: ask again once the game has moved on/);
        if (n === 0) {
          // A message in the log is no move of the game: he is still refused.
          b.send({ type: "act", expect: n, action: { type: "message", ...player(2), message: "again?" } });
          expect((await outcome(b)).type).toBe("action");
          await a.next("action");
          n++;
          b.send({ type: "act", expect: n, action: endGame(2) });
          expect((await outcome(b)).error).toMatch(/moved on/);
        }
      }
      // The player to act plays his move.
      (who === 1 ? a : b).send({ type: "act", expect: n, action: bid(who, company, price) });
      expect((await a.next("action")).n).toBe(n + 1);
      await b.next("action");
      n++;
      a.inbox.length = 0;
      b.inbox.length = 0;
    }
    expect((await meta(id)).status).toBe("playing");
    a.ws.close();
    b.ws.close();
  });

  it("does not hold back the player to act once he has agreed: his move ends the request", async () => {
    const { id, seat } = await newGame({ seats: 3 });
    const bob = ((await (await post(`/api/games/${id}/join`, { name: "Bob" })).json()) as { seat: { token: string } }).seat.token;
    const cy = ((await (await post(`/api/games/${id}/join`, { name: "Cy" })).json()) as { seat: { token: string } }).seat.token;
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const [a, b, c] = [await connect(id, seat.token), await connect(id, bob), await connect(id, cy)];
    for (const s of [a, b, c]) await s.hello();
    b.send({ type: "act", expect: 0, action: endGame(2) });
    expect(await outcome(b)).toMatchObject({ type: "undo_request", waiting: [0, 2] });
    await a.next("undo_request");
    // Ada agrees; Cy has not answered. Ada is to act: she plays on.
    a.send({ type: "undo_vote", accept: true });
    expect(await a.next("undo_request")).toMatchObject({ waiting: [2] });
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    expect((await a.next("action")).n).toBe(1);
    expect(await c.next("undo_result")).toEqual({ type: "undo_result", accepted: false, by: "the game moved on" });
    expect((await meta(id)).status).toBe("playing");
    // The request lapsed, it was not refused: Bob may ask again.
    b.inbox.length = 0;
    b.send({ type: "act", expect: 1, action: endGame(2) });
    expect(await outcome(b)).toMatchObject({ type: "undo_request", waiting: [0, 2] });
    for (const s of [a, b, c]) s.ws.close();
  });
});

describe("a seat a bot plays for its player (#37)", () => {
  it("still has its say through its player: one player does not end the game alone", async () => {
    const { id, ada, bob } = await startedGame();
    expect((await post(`/api/games/${id}/bot`, { seat: 1, bot: true }, bob)).status).toBe(200);
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    expect((await b.hello()).seats).toEqual([1]);
    a.send({ type: "act", expect: 0, action: endGame(1) });
    expect(await outcome(a)).toMatchObject({ type: "undo_request", kind: "end_game", waiting: [1] });
    await b.next("undo_request");
    b.send({ type: "undo_vote", accept: false });
    expect(await a.next("undo_result")).toMatchObject({ accepted: false, by: "Bob" });
    expect((await meta(id)).status).toBe("playing");
    a.ws.close();
    b.ws.close();
  });

  it("handing one's seat to a bot while a request waits is no consent to it", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    a.send({ type: "act", expect: 0, action: endGame(1) });
    expect(await outcome(a)).toMatchObject({ type: "undo_request", waiting: [1] });
    expect((await post(`/api/games/${id}/bot`, { seat: 1, bot: true }, bob)).status).toBe(200);
    expect((await meta(id)).status).toBe("playing");
    expect((await b.hello()).undo).toMatchObject({ kind: "end_game", waiting: [1] });
    b.send({ type: "undo_vote", accept: false });
    expect(await a.next("undo_result")).toMatchObject({ accepted: false, by: "Bob" });
    expect((await meta(id)).status).toBe("playing");
    a.ws.close();
    b.ws.close();
  });

  it("a table of one person and the bots he seated ends at his word", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [1], options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const a = await connect(id, seat.token);
    await a.hello();
    a.send({ type: "act", expect: 0, action: endGame(1) });
    expect((await outcome(a)).type).toBe("action");
    expect((await meta(id)).status).toBe("finished");
    a.ws.close();
  });
});

describe("a table with a bot", () => {
  /** Ada (seat 0, the creator), Bob (seat 1) and a bot (seat 2): after Ada's and Bob's bids, the bot's. */
  async function botTable() {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 3, bots: [2], options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    const bob = ((await (await post(`/api/games/${id}/join`, { name: "Bob" })).json()) as { seat: { token: string } }).seat.token;
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const a = await connect(id, seat.token);
    const b = await connect(id, bob);
    await a.hello();
    await b.hello();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await a.next("action");
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await a.next("action")).action.entity).toBe(3);
    return { id, ada: seat.token, bob, a, b };
  }

  it("asks the people for an undo, never the bot: the table does not freeze", async () => {
    const { id, a, b } = await botTable();
    // Taking back the bot's move is not Ada's own: Bob is asked, the bot's seat is not.
    a.send({ type: "act", expect: 3, action: { type: "undo", ...player(1) } });
    expect(await outcome(a)).toMatchObject({ type: "undo_request", waiting: [1] });
    await b.next("undo_request");
    b.send({ type: "undo_vote", accept: true });
    expect(await b.next("undo_result")).toMatchObject({ accepted: true });
    expect((await meta(id)).logLength).toBe(4);
    // The bot plays again.
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await meta(id)).logLength).toBe(5);
    a.ws.close();
    b.ws.close();
  });

  it("lets the creator take a bot's seat back, and then play it", async () => {
    const { id, ada, bob, a, b } = await botTable();
    const taken = await post(`/api/games/${id}/bot`, { seat: 2, bot: false }, ada);
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { seats: { index: number; bot?: true }[] }).seats.find((s) => s.index === 2)?.bot).toBeUndefined();
    // Ada's token holds seat 2 now: a new socket of hers has both seats.
    const again = await connect(id, ada);
    expect((await again.hello(3)).seats).toEqual([0, 2]);
    again.ws.close();
    // Bob may not hand it to a bot: the seat is not his.
    expect((await post(`/api/games/${id}/bot`, { seat: 2, bot: true }, bob)).status).toBe(403);
    a.ws.close();
    b.ws.close();
  });
});

describe("undoing one's own move", () => {
  it("needs the others' consent when it carries their programmed answer", async () => {
    const { id, a, b } = await stockRound();
    // Bob programs a pass for the stock round; Ada pars the PRR, and Bob's programme passes for him in answer.
    b.send({ type: "act", expect: 7, action: { type: "program_share_pass", ...player(2), unconditional: true } });
    expect((await a.next("action")).n).toBe(8);
    a.send({ type: "act", expect: 8, action: { type: "par", ...player(1), corporation: "PRR", share_price: "100,0,6" } });
    const parred = await a.next("action");
    expect(parred.action.auto_actions).toEqual([expect.objectContaining({ type: "pass", entity: 2 })]);
    // Her undo would take back Bob's pass too: Bob is asked.
    a.send({ type: "act", expect: 9, action: { type: "undo", ...player(1) } });
    expect(await outcome(a)).toMatchObject({ type: "undo_request", waiting: [1] });
    expect((await meta(id)).logLength).toBe(9);
    // Without a programmed answer in it, her own move is hers to take back: Bob's pass was refused, so she pars the NYC alone.
    b.send({ type: "undo_vote", accept: true });
    expect(await a.next("undo_result")).toMatchObject({ accepted: true });
    expect((await a.next("action")).n).toBe(10);
    b.send({ type: "act", expect: 10, action: { type: "program_disable", ...player(2) } });
    expect((await a.next("action")).n).toBe(11);
    a.send({ type: "act", expect: 11, action: { type: "par", ...player(1), corporation: "NYC", share_price: "100,0,6" } });
    expect((await a.next("action")).action.auto_actions).toBeUndefined();
    a.send({ type: "act", expect: 12, action: { type: "undo", ...player(1) } });
    expect((await outcome(a)).type).toBe("action");
    a.ws.close();
    b.ws.close();
  });
});

/** A two-player 1830 after the private auction (each private bought at its face value; Bob pars the B&O, 1830 C-2.2): stock round 1, Ada to act. */
async function stockRound() {
  const { id, ada, bob } = await startedGame();
  const a = await connect(id, ada);
  const b = await connect(id, bob);
  await a.hello();
  await b.hello();
  const privates: [number, string, number][] = [[1, "SV", 20], [2, "CS", 40], [1, "DH", 70], [2, "MH", 110], [1, "CA", 160], [2, "BO", 220]];
  for (const [i, [who, company, price]] of privates.entries()) {
    (who === 1 ? a : b).send({ type: "act", expect: i, action: bid(who, company, price) });
    expect((await a.next("action")).n).toBe(i + 1);
  }
  b.send({ type: "act", expect: 6, action: { type: "par", ...player(2), corporation: "B&O", share_price: "100,0,6" } });
  expect((await a.next("action")).n).toBe(7);
  return { id, a, b };
}
