// An undo takes back a move without a vote only when the move it takes back
// is the asker's own: what counts is the move, not who wrote the last line of
// the log (his own undo, or a chat message, must not open a way around the
// other players' consent).
import { describe, expect, it } from "vitest";
import { api, connect, player, post, startedGame, type Client } from "./helpers.ts";

const bid = (who: number, company: string, price: number) => ({ type: "bid", ...player(who), company, price });
const undo = (who: number, extra: Record<string, unknown> = {}) => ({ type: "undo", ...player(who), ...extra });

/** Ada buys the SV, Bob buys the CS: the last move in effect is Bob's. */
async function twoMoves() {
  const { id, ada, bob } = await startedGame();
  const a = await connect(id, ada);
  const b = await connect(id, bob);
  await a.hello();
  await b.hello();
  a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
  await expect.poll(() => b.inbox.some((m) => m.type === "action")).toBe(true);
  b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
  // Both sockets have heard both moves.
  for (const c of [a, b]) for (const n of [1, 2]) expect((await c.next("action")).n).toBe(n);
  return { id, a, b };
}

/** The next thing a socket hears about its undo: stored at once, a vote, or a refusal. */
async function outcome(c: Client): Promise<string> {
  for (;;) {
    const m = c.inbox.shift();
    if (m?.type === "action" || m?.type === "undo_request" || m?.type === "reject") return m.type;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("undo without consent", () => {
  it("is not opened by the asker's own chat message: Bob's move still needs Bob", async () => {
    const { a, b } = await twoMoves();
    a.send({ type: "act", expect: 2, action: { type: "message", ...player(1), message: "oops" } });
    expect(await outcome(a)).toBe("action");
    a.send({ type: "act", expect: 3, action: undo(1) });
    expect(await outcome(a)).toBe("undo_request");
    expect((await b.next("undo_request")).waiting).toEqual([1]);
    a.ws.close();
    b.ws.close();
  });

  it("is not opened by the asker's own undo: after taking back his own move, the next one back is Bob's", async () => {
    const { a, b } = await twoMoves();
    a.send({ type: "act", expect: 2, action: bid(1, "DH", 70) });
    expect(await outcome(a)).toBe("action");
    a.send({ type: "act", expect: 3, action: undo(1) });
    expect(await outcome(a)).toBe("action");
    // The last line of the log is Ada's undo, but the move the next undo takes back is Bob's CS purchase.
    a.send({ type: "act", expect: 4, action: undo(1) });
    expect(await outcome(a)).toBe("undo_request");
    expect((await b.next("undo_request")).waiting).toEqual([1]);
    a.ws.close();
    b.ws.close();
  });

  it("takes back one's own move at once, and asks when a target reaches another player's move", async () => {
    const { a, b } = await twoMoves();
    b.send({ type: "act", expect: 2, action: undo(2) });
    expect(await outcome(b)).toBe("action");
    b.inbox.length = 0;
    // Bob's CS purchase is taken back; Ada's SV purchase (id 1) is hers: Bob asking to go back to the start needs her.
    b.send({ type: "act", expect: 3, action: undo(2, { action_id: 0 }) });
    expect(await outcome(b)).toBe("undo_request");
    a.ws.close();
    b.ws.close();
  });

  it("with a target that is not in the log is refused with a message, and the game goes on", async () => {
    const { id, a, b } = await twoMoves();
    a.send({ type: "act", expect: 2, action: undo(1, { action_id: 999 }) });
    const refusal = await a.next("reject");
    expect(refusal.error).toMatch(/999/);
    const meta = (await (await api(`/api/games/${id}`)).json()) as { logLength: number };
    expect(meta.logLength).toBe(2);
    a.ws.close();
    b.ws.close();
  });
});

describe("an imported log with an undo to nowhere", () => {
  it("is refused with a message naming the missing action", async () => {
    const response = await post("/api/games/import", {
      title: "1830",
      players: [{ id: 1, name: "Ada" }, { id: 2, name: "Bob" }],
      settings: { seed: 1 },
      actions: [{ ...bid(1, "SV", 20), id: 1 }, { ...undo(2, { action_id: 77 }), id: 2 }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/action 77, which is not in the log/);
  });
});
