// The room's limits hold per seat (or a spectator's address), not per socket,
// and cover every way of sending: log messages count as chat, refused moves
// cost more than accepted ones, hellos are bounded, and sizes are in bytes.
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES } from "../../shared/protocol.ts";
import { PRESENCE_EVERY_MS, RATE } from "../../worker/limits.ts";
import { connect, player, startedGame, type Client } from "./helpers.ts";

/** Sends and collects the next `count` replies of the given types. */
async function replies(c: Client, count: number, types: string[]): Promise<{ type: string; error?: string }[]> {
  const got: { type: string; error?: string }[] = [];
  while (got.length < count) {
    const i = c.inbox.findIndex((m) => types.includes(m.type));
    if (i >= 0) got.push(c.inbox.splice(i, 1)[0] as { type: string; error?: string });
    else await new Promise((r) => setTimeout(r, 10));
  }
  return got;
}

describe("room limits", () => {
  it("log messages are chat: bounded in length and in rate", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    a.inbox.length = 0;
    a.send({ type: "act", expect: 0, action: { type: "message", ...player(1), message: "x".repeat(501) } });
    expect((await a.next("reject")).error).toBe("A message is at most 500 characters.");
    let n = 0;
    for (let i = 0; i < RATE.talk.burst + 5; i++) a.send({ type: "act", expect: n + i, action: { type: "message", ...player(1), message: `hi ${i}` } });
    const got = await replies(a, RATE.talk.burst + 5, ["action", "reject"]);
    n = got.filter((m) => m.type === "action").length;
    expect(n).toBeLessThanOrEqual(RATE.talk.burst + 1);
    expect(got.some((m) => m.type === "reject" && /Too many messages/.test(m.error!))).toBe(true);
    a.ws.close();
  });

  it("reconnecting does not refill a seat's allowance", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    for (let i = 0; i < RATE.talk.burst; i++) a.send({ type: "chat", text: `line ${i}` });
    await replies(a, RATE.talk.burst, ["chat"]);
    a.ws.close();
    const again = await connect(id, ada);
    again.send({ type: "chat", text: "one more" });
    expect((await again.next("reject")).error).toMatch(/Too many messages: at most 2 a second/);
    again.ws.close();
  });

  it("a refused move costs several moves: a stream of illegal moves is stopped sooner", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    // Half the allowance: at one token each these would all be judged; at five, the allowance runs out
    // after about forty, and the refill (50 a second) would need seconds to let the rest through.
    const tries = RATE.act.burst / 2;
    // Ada may not bid more than she has: each is refused by the rules.
    for (let i = 0; i < tries; i++) a.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 100_000 } });
    const got = await replies(a, tries, ["reject"]);
    expect(got.some((m) => /Too many moves/.test(m.error!))).toBe(true);
    a.ws.close();
  });

  it("hellos are bounded: each one is answered with log entries", async () => {
    const { id } = await startedGame();
    const s = await connect(id);
    for (let i = 0; i < RATE.hello.burst + 3; i++) s.send({ type: "hello", since: 0 });
    const got = await replies(s, RATE.hello.burst + 3, ["welcome", "reject"]);
    expect(got.filter((m) => m.type === "welcome").length).toBeLessThanOrEqual(RATE.hello.burst + 1);
    expect(got.some((m) => m.type === "reject" && /Too many reconnections/.test(m.error!))).toBe(true);
    s.ws.close();
  });

  it("counts a message's size in bytes, not characters", async () => {
    const { id, ada } = await startedGame();
    const a = await connect(id, ada);
    // 40,000 characters of two bytes each: under the limit in characters, over it in bytes.
    const text = "é".repeat(40_000);
    expect(text.length).toBeLessThan(MAX_MESSAGE_BYTES);
    a.send(JSON.stringify({ type: "chat", text }));
    expect((await a.next("reject")).error).toBe(`message too large (limit ${MAX_MESSAGE_BYTES} bytes)`);
    a.ws.close();
  });
});

describe("presence", () => {
  it("is announced when it changes, not at every hello", async () => {
    const { id, ada, bob } = await startedGame();
    const a = await connect(id, ada);
    await a.hello();
    const b = await connect(id, bob);
    await b.hello();
    // Bob's arrival is told within PRESENCE_EVERY_MS (at most one presence a second).
    const bobOnline = () => (a.inbox.filter((m) => m.type === "presence").at(-1) as { seats: { index: number; online: boolean }[] } | undefined)?.seats.find((s) => s.index === 1)?.online;
    await expect.poll(bobOnline, { timeout: 5000 }).toBe(true);
    const seen = a.inbox.filter((m) => m.type === "presence").length;
    await b.hello(0);
    await b.hello(0);
    await new Promise((r) => setTimeout(r, PRESENCE_EVERY_MS + 200));
    expect(a.inbox.filter((m) => m.type === "presence").length).toBe(seen);
    b.ws.close();
    await expect.poll(() => a.inbox.filter((m) => m.type === "presence").length, { timeout: 5000 }).toBe(seen + 1);
    const last = a.inbox.filter((m) => m.type === "presence").at(-1) as { seats: { index: number; online: boolean }[] };
    expect(last.seats.find((s) => s.index === 1)!.online).toBe(false);
    a.ws.close();
  });
});
