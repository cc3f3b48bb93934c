// The table's webhook and push notices, delivered to a real HTTP receiver on this machine
// (test/receiver-setup.ts) from the room's alarm. Waiting out the backoff is replaced by moving the
// notice's due time to now and running the alarm at once (runDurableObjectAlarm).
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { ABANDONED_AFTER_DAYS } from "../../worker/room-lifecycle.ts";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import type { ServerMessage } from "../../shared/protocol.ts";
import { api, connect, newGame, player, post, startedGame } from "./helpers.ts";
import { BACKOFF_MS, MAX_FAILURES, WEBHOOK_CHANGES, type TurnNotice } from "../../worker/notify.ts";
import { checkOutboundUrl, OUTBOUND_TIMEOUT_MS } from "../../worker/outbound.ts";
import { b64url } from "../../worker/webpush.ts";
import { decryptPush as decrypt } from "../push-decrypt.ts";

const receiver = `http://127.0.0.1:${inject("receiverPort")}`;
let keys = 0;
/** A fresh mailbox at the receiver; `query` says how it answers (fail=N, status=S). */
const mailbox = (query = "") => {
  const key = `box${++keys}-${Date.now()}`;
  return { url: `${receiver}/hook/${key}${query}`, key };
};
type Received = { status: number; headers: Record<string, string>; body: string; base64: string; sent: number; closed: boolean };
const received = async (key: string): Promise<Received[]> => (await fetch(`${receiver}/received/${key}`)).json();
/** Waits until the mailbox has `count` requests, and returns them. */
async function arrived(key: string, count: number): Promise<Received[]> {
  await expect.poll(async () => (await received(key)).length, { timeout: 10_000, interval: 50 }).toBe(count);
  return received(key);
}

const bid = (who: number, company: string, price: number) => ({ type: "bid", ...player(who), company, price });
/** Ada (seat 0) opens the private auction by buying the SV (1830 C-2.2): Bob's turn. Her socket stays open. */
async function adaBuysSV(id: string, ada: string) {
  const a = await connect(id, ada);
  await a.hello();
  a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
  await a.next("action");
  return a;
}
const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

const send = (method: string, path: string, token?: string, body?: unknown) =>
  api(path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const sql = (id: string, query: string) => runInDurableObject(stub(id), (_room, state) => state.storage.sql.exec(query).toArray());
/** The webhook's failures in a row, once the delivery under way has ended (the room does not wait for it). */
const webhookFailures = async (id: string, count: number) =>
  expect.poll(async () => (await sql(id, "SELECT failures FROM webhook"))[0]?.failures, { timeout: 10_000, interval: 50 }).toBe(count);

/** The retry that is waiting after `failures` failures: when it was due; then its due time is moved to now, and the alarm run at once. */
async function retryNow(id: string, failures: number): Promise<number | null> {
  await webhookFailures(id, failures);
  const due = await runInDurableObject(stub(id), async (_room, state) => {
    const { due } = state.storage.sql.exec("SELECT MIN(due) AS due FROM outbox").one();
    state.storage.sql.exec("UPDATE outbox SET due = 0");
    return due === null ? null : Number(due);
  });
  expect(await runDurableObjectAlarm(stub(id))).toBe(true);
  return due;
}

describe("the table's webhook", () => {
  it("posts once per change of the player to act, with the documented body", async () => {
    const { id, ada, bob } = await startedGame();
    const box = mailbox();
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await connect(id, ada);
    await a.hello();
    const b = await connect(id, bob);
    await b.hello();

    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    const [first] = await arrived(box.key, 1);
    expect(first!.headers["content-type"]).toBe("application/json");
    const notice = JSON.parse(first!.body) as TurnNotice;
    expect(notice).toMatchObject({
      event: "turn",
      game: id,
      title: "1830",
      round: "Private Auction",
      player: "Bob",
      seats: [1],
      url: `http://rails.test/g/${id}`,
      n: 1,
      allowed_mentions: { parse: [] },
    });
    // What just happened, as the game log says it, in both messages with the table's link.
    expect(notice.happened).toEqual(["Ada buys Schuylkill Valley for $20"]);
    expect(notice.content).toBe(`It is **Bob**'s turn in 1830 ${id} (Private Auction). Ada buys Schuylkill Valley for $20. http://rails.test/g/${id}`);
    expect(notice.text).toBe(`It is *Bob*'s turn in 1830 ${id} (Private Auction). Ada buys Schuylkill Valley for $20. <http://rails.test/g/${id}|Open the table>`);

    // A chat line and a refused move change no turn: nothing is posted.
    a.send({ type: "chat", text: "your move" });
    await b.next("chat");
    a.send({ type: "act", expect: 1, action: bid(1, "CS", 40) });
    await a.next("reject");
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await b.next("action");
    const both = await arrived(box.key, 2);
    expect(JSON.parse(both[1]!.body)).toMatchObject({ player: "Ada", seats: [0], n: 2 });
    // Nothing more arrives later.
    await new Promise((r) => setTimeout(r, 300));
    expect(await received(box.key)).toHaveLength(2);
    a.ws.close();
    b.ws.close();
  });

  it("records no turn while nobody listens; a webhook set again later is told of the next change after it, not of the turn it was set at", async () => {
    const { id, ada, bob } = await startedGame();
    const first = mailbox();
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: first.url })).status).toBe(200);
    expect(await sql(id, "SELECT turn FROM turn_notified")).toEqual([{ turn: "0" }]);
    expect((await send("DELETE", `/api/games/${id}/webhook`, ada)).status).toBe(200);
    // Ada's move gives Bob the turn: with nowhere to send a notice, the move writes its entry alone.
    const a = await adaBuysSV(id, ada);
    expect(await sql(id, "SELECT turn FROM turn_notified")).toEqual([{ turn: "0" }]);
    // Set again on Bob's turn: that turn counts as told, and Bob's move, which gives Ada hers, is posted.
    const second = mailbox();
    expect((await send("PUT", `/api/games/${id}/webhook`, bob, { url: second.url })).status).toBe(200);
    expect(await sql(id, "SELECT turn FROM turn_notified")).toEqual([{ turn: "1" }]);
    const b = await connect(id, bob);
    await b.hello();
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await b.next("action");
    const [notice] = (await arrived(second.key, 1)).map((r) => JSON.parse(r.body) as TurnNotice);
    expect(notice).toMatchObject({ event: "turn", player: "Ada", seats: [0], n: 2 });
    // What happened since the webhook was set: Bob's bid only.
    expect(notice!.happened).toHaveLength(1);
    expect(notice!.happened[0]).toMatch(/^Bob /);
    expect(await received(first.key)).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it("tells nobody of a bot's turn; the next person's notice says what the bot did", async () => {
    const created = (await (await post("/api/games", { title: "1830", name: "Ada", seats: 2, bots: [1], options: { optional_rules: ["sit_as_you_will"] } })).json()) as { id: string; seat: { token: string } };
    const { id } = created;
    const ada = created.seat.token;
    expect((await post(`/api/games/${id}/start`, {}, ada)).status).toBe(200);
    const box = mailbox();
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, ada);
    // The bot's turn: nothing is posted. Its move comes from the room's alarm; then Ada is told.
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    await a.next("action");
    for (let i = 0; i < 5 && (await received(box.key)).length === 0; i++) {
      await runDurableObjectAlarm(stub(id));
      await new Promise((r) => setTimeout(r, 100));
    }
    const [notice] = (await arrived(box.key, 1)).map((r) => JSON.parse(r.body) as TurnNotice);
    expect(notice).toMatchObject({ event: "turn", player: "Ada", seats: [0], n: 2 });
    // What happened since the last person's turn: Ada's purchase and the bot's move after it.
    expect(notice!.happened[0]).toBe("Ada buys Schuylkill Valley for $20");
    expect(notice!.happened.length).toBeGreaterThan(1);
    a.ws.close();
  });

  it("tries again with backoff when the receiver fails, and delivers once it answers", async () => {
    const { id, ada } = await startedGame();
    const box = mailbox("?fail=2");
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await connect(id, ada);
    await a.hello();
    const before = Date.now();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    await a.next("action");
    await arrived(box.key, 1);
    // The first failure waits BACKOFF_MS[0], the second BACKOFF_MS[1].
    const firstRetry = await retryNow(id, 1);
    expect(firstRetry! - before).toBeGreaterThanOrEqual(BACKOFF_MS[0]!);
    expect(firstRetry! - before).toBeLessThan(BACKOFF_MS[0]! + 10_000);
    await arrived(box.key, 2);
    const afterSecond = Date.now();
    const secondRetry = await retryNow(id, 2);
    expect(secondRetry! - afterSecond).toBeGreaterThan(BACKOFF_MS[1]! - 10_000);
    const all = await arrived(box.key, 3);
    expect(all.map((r) => r.status)).toEqual([500, 500, 204]);
    // The same notice each time; delivered, nothing waits and no alarm is left.
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    await expect.poll(async () => (await sql(id, "SELECT COUNT(*) AS n FROM outbox"))[0]!.n).toBe(0);
    await webhookFailures(id, 0);
    // The alarm left from the delivery, if any, finds nothing to do and sets no other: only the table's
    // lifetime keeps one, for when it would be listed as abandoned (worker/room-lifecycle.ts).
    await runDurableObjectAlarm(stub(id));
    expect(await runInDurableObject(stub(id), (_room, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now() + (ABANDONED_AFTER_DAYS - 1) * 24 * 3_600_000);
    // The webhook stays.
    expect(await (await send("GET", `/api/games/${id}/webhook`, ada)).json()).toEqual({ url: box.url });
    a.ws.close();
  });

  it(`is dropped after ${MAX_FAILURES} failures in a row, and the table is told`, async () => {
    const { id, ada, bob } = await startedGame();
    const box = mailbox("?status=500");
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, ada);
    await arrived(box.key, 1);
    for (let i = 2; i <= MAX_FAILURES; i++) {
      await retryNow(id, i - 1);
      await arrived(box.key, i);
    }
    // Everyone at the table reads why in the chat (a line from the site, not a player).
    let line: Extract<ServerMessage, { type: "chat" }>;
    do line = await a.next("chat");
    while (!line.text.includes("failed"));
    expect(line).toMatchObject({ from: "Roundhouse", system: true });
    expect(line.text).toBe(`The table's webhook failed ${MAX_FAILURES} times in a row and was removed; a seated player can set it again.`);
    expect(await (await send("GET", `/api/games/${id}/webhook`, bob)).json()).toEqual({ url: null });
    // The next change of turn posts nothing.
    const b = await connect(id, bob);
    await b.hello();
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await b.next("action");
    await new Promise((r) => setTimeout(r, 300));
    expect(await received(box.key)).toHaveLength(MAX_FAILURES);
    // A newcomer's welcome has the line too.
    const watcher = await connect(id);
    expect((await watcher.hello()).chat.some((c) => c.system && c.text.includes("removed"))).toBe(true);
    a.ws.close();
    b.ws.close();
    watcher.ws.close();
  });

  it("says when the game is over, with the final values", async () => {
    const game = { ...fixture, actions: fixture.actions.slice(0, -1) };
    const imported = (await (await post("/api/games/import", game)).json()) as { id: string; seat: { token: string } };
    const box = mailbox();
    expect((await send("PUT", `/api/games/${imported.id}/webhook`, imported.seat.token, { url: box.url })).status).toBe(200);
    const a = await connect(imported.id, imported.seat.token);
    const welcome = await a.hello();
    a.send({ type: "act", expect: welcome.meta.logLength, action: fixture.actions.at(-1) });
    await a.next("action");
    const [end] = await arrived(box.key, 1);
    const notice = JSON.parse(end!.body) as TurnNotice;
    expect(notice).toMatchObject({ event: "end", player: null, seats: [], game: imported.id });
    // The result as 18xx.games recorded it, best first.
    const ranked = Object.entries(fixture.result as Record<string, number>).sort((x, y) => y[1] - x[1]);
    const name = (pid: string) => fixture.players.find((p) => String(p.id) === pid)!.name;
    expect(notice.content).toContain(`1830 ${imported.id} is over: ${ranked.map(([pid, v]) => `${name(pid)} $${v.toLocaleString("en")}`).join(", ")}.`);
    a.ws.close();
  });

  it("is set, read and removed by seated players only; spectators and exports never see it", async () => {
    const { id, ada, bob } = await startedGame();
    const url = "https://discord.com/api/webhooks/123/secret-key";
    // Without a seat's token: refused, for setting and for reading.
    const anonymous = await send("PUT", `/api/games/${id}/webhook`, undefined, { url });
    expect(anonymous.status).toBe(403);
    expect(((await anonymous.json()) as { error: string }).error).toMatch(/only a seated player can set the table's webhook/);
    expect((await send("PUT", `/api/games/${id}/webhook`, "f".repeat(32), { url })).status).toBe(403);
    expect((await send("GET", `/api/games/${id}/webhook`)).status).toBe(403);
    expect((await send("DELETE", `/api/games/${id}/webhook`)).status).toBe(403);

    const watcher = await connect(id);
    await watcher.hello();
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url })).status).toBe(200);
    // Any seated player reads it, and may replace or remove it.
    expect(await (await send("GET", `/api/games/${id}/webhook`, bob)).json()).toEqual({ url });
    const told = await watcher.next("chat");
    // Who set it, never where to: for some services the host is the secret.
    expect(told.text).toBe("Ada set the table's webhook: every change of turn is posted there.");
    const everything = JSON.stringify(await (await api(`/api/games/${id}`)).json()) + JSON.stringify(await (await api(`/api/games/${id}/log`)).json()) + JSON.stringify(await watcher.hello());
    expect(everything).not.toContain("secret-key");

    expect((await send("PUT", `/api/games/${id}/webhook`, bob, { url: "https://hooks.slack.com/services/T0/B0/other" })).status).toBe(200);
    expect((await watcher.next("chat")).text).toBe("Bob changed the table's webhook: every change of turn is posted there.");
    expect(await (await send("DELETE", `/api/games/${id}/webhook`, ada)).json()).toEqual({ removed: true });
    expect((await watcher.next("chat")).text).toBe("Ada removed the table's webhook.");
    expect(await (await send("GET", `/api/games/${id}/webhook`, ada)).json()).toEqual({ url: null });
    watcher.ws.close();
  });

  it("refuses URLs that are not https with a clear error", async () => {
    const { id, ada } = await startedGame();
    const cases: [unknown, string][] = [
      [{ url: "http://example.com/hook" }, "url must be an https URL"],
      [{ url: "ftp://example.com/hook" }, "url must be an https URL"],
      [{ url: "not a url" }, "url is not a valid URL"],
      [{ url: "https://user:pw@example.com/hook" }, "url may not carry a user name or password"],
      [{ url: `https://example.com/${"x".repeat(2000)}` }, "url is at most 2,000 characters"],
      [{}, "url"],
      [{ url: "https://example.com", extra: 1 }, "extra"],
    ];
    for (const [body, error] of cases) {
      const response = await send("PUT", `/api/games/${id}/webhook`, ada, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    }
    expect((await send("PUT", `/api/games/nonsense/webhook`, ada, { url: "https://example.com" })).status).toBe(400);
    expect((await send("PUT", `/api/games/aaaaaaaaaa/webhook`, ada, { url: "https://example.com" })).status).toBe(404);
    // In development (ALLOW_LOCAL_WEBHOOKS=1, as the tests run) http to this machine is allowed.
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: "http://localhost:9/hook" })).status).toBe(200);
  });
});

describe("My tables", () => {
  it("sums up several tables at once: whose turn, and whether it is the token holder's", async () => {
    const first = await startedGame();
    const second = await startedGame();
    const a = await adaBuysSV(second.id, second.ada);
    const response = await post("/api/tables", { tables: [{ id: first.id, token: first.ada }, { id: second.id, token: second.ada }, { id: "aaaaaaaaaa" }] });
    expect(response.status).toBe(200);
    const { tables } = (await response.json()) as { tables: Record<string, unknown>[] };
    expect(tables[0]).toMatchObject({ id: first.id, title: "1830", status: "playing", round: "Private Auction", toAct: [{ index: 0, name: "Ada" }], seats: [0], yourTurn: true, players: ["Ada", "Bob"] });
    expect(tables[1]).toMatchObject({ id: second.id, toAct: [{ index: 1, name: "Bob" }], seats: [0], yourTurn: false, logLength: 1 });
    expect(tables[2]).toEqual({ id: "aaaaaaaaaa", error: "no such game" });
    a.ws.close();
  });
});

describe("push notices", () => {
  it("stores a subscription per seat and sends the seat to act an encrypted, VAPID-signed notice", async () => {
    const { id, ada, bob } = await startedGame();
    // The browser's side of a subscription: its ECDH key pair and auth secret (RFC 8291 2).
    const browser = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
    const p256dh = new Uint8Array((await crypto.subtle.exportKey("raw", browser.publicKey)) as ArrayBuffer);
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const box = mailbox("?status=201");
    const subscription = { endpoint: box.url, expirationTime: null, keys: { p256dh: b64url.encode(p256dh), auth: b64url.encode(auth) } };

    expect((await send("PUT", `/api/games/${id}/push`, undefined, subscription)).status).toBe(403);
    const bad = await send("PUT", `/api/games/${id}/push`, bob, { ...subscription, keys: { p256dh: "short", auth: subscription.keys.auth } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("p256dh");
    expect(await (await send("PUT", `/api/games/${id}/push`, bob, subscription)).json()).toEqual({ seats: [1] });
    expect(await (await send("GET", `/api/games/${id}/push`, bob)).json()).toEqual({ seats: [1] });
    expect(await (await send("GET", `/api/games/${id}/push`, ada)).json()).toEqual({ seats: [] });

    const a = await adaBuysSV(id, ada);
    const [pushed] = await arrived(box.key, 1);
    expect(pushed!.headers["content-encoding"]).toBe("aes128gcm");
    expect(pushed!.headers["ttl"]).toBe("86400");

    // RFC 8292 3: the JWT is signed by the site's key, for the push service's origin.
    const { publicKey } = (await (await api("/api/push/key")).json()) as { publicKey: string };
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(pushed!.headers["authorization"]!)!;
    expect(k).toBe(publicKey);
    const [header, claims, signature] = jwt!.split(".");
    const verifier = await crypto.subtle.importKey("raw", b64url.decode(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifier, b64url.decode(signature!), new TextEncoder().encode(`${header}.${claims}`))).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(b64url.decode(claims!)))).toMatchObject({ aud: receiver, sub: "mailto:admin@localhost" });

    // The browser decrypts it (RFC 8291 3.4) and reads whose turn it is, and where the table is.
    const message = JSON.parse(await decrypt(b64url.decode(pushed!.base64), browser.privateKey, p256dh, auth));
    expect(message).toEqual({ title: "Your turn — 1830", body: expect.stringContaining("It is Bob's turn in 1830"), url: `http://rails.test/g/${id}`, game: id });

    // Ada has no subscription: Bob's move sends nothing more; removing Bob's stops his.
    expect(await (await send("DELETE", `/api/games/${id}/push`, bob)).json()).toEqual({ seats: [1] });
    expect(await (await send("GET", `/api/games/${id}/push`, bob)).json()).toEqual({ seats: [] });
    a.ws.close();
  });

  it("forgets a subscription the push service says is gone", async () => {
    const { id, ada, bob } = await startedGame();
    const browser = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
    const p256dh = new Uint8Array((await crypto.subtle.exportKey("raw", browser.publicKey)) as ArrayBuffer);
    const box = mailbox("?status=410");
    await send("PUT", `/api/games/${id}/push`, bob, { endpoint: box.url, keys: { p256dh: b64url.encode(p256dh), auth: b64url.encode(new Uint8Array(16)) } });
    const a = await adaBuysSV(id, ada);
    await arrived(box.key, 1);
    await expect.poll(async () => (await (await send("GET", `/api/games/${id}/push`, bob)).json())).toEqual({ seats: [] });
    a.ws.close();
  });
});

/** A browser's side of a push subscription to `endpoint`: its ECDH key pair and auth secret (RFC 8291 2). */
async function browserSubscription(endpoint: string) {
  const browser = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const p256dh = new Uint8Array((await crypto.subtle.exportKey("raw", browser.publicKey)) as ArrayBuffer);
  return { endpoint, keys: { p256dh: b64url.encode(p256dh), auth: b64url.encode(crypto.getRandomValues(new Uint8Array(16))) } };
}

describe("hostile receivers (#31)", () => {
  it("never reads a receiver's answer: a 256 MB answer is hung up on at once, and counts as delivered", async () => {
    const { id, ada } = await startedGame();
    const box = mailbox("?huge=256");
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, ada);
    await arrived(box.key, 1);
    // Delivered (a 200), nothing waits, and the room hung up long before the answer's end.
    await expect.poll(async () => (await sql(id, "SELECT COUNT(*) AS n FROM outbox"))[0]!.n, { timeout: 3_000 }).toBe(0);
    await webhookFailures(id, 0);
    await expect.poll(async () => (await received(box.key))[0]!.closed, { timeout: 3_000 }).toBe(true);
    // What the receiver managed to write before the hang-up: the sockets' buffers, no more.
    expect((await received(box.key))[0]!.sent).toBeLessThan(32 * 1024 * 1024);
    a.ws.close();
  });

  it(`hangs up on a receiver that never answers after ${OUTBOUND_TIMEOUT_MS / 1000} s, and counts a failure`, async () => {
    const { id, ada } = await startedGame();
    const box = mailbox("?hang=1");
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, ada);
    await arrived(box.key, 1);
    const called = Date.now();
    // A few seconds, not the 10 s it was.
    expect(OUTBOUND_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
    await expect.poll(async () => (await received(box.key))[0]!.closed, { timeout: 7_500, interval: 100 }).toBe(true);
    expect(Date.now() - called).toBeGreaterThan(OUTBOUND_TIMEOUT_MS - 1_000);
    await webhookFailures(id, 1);
    a.ws.close();
  });

  it("plays the bots' moves at their pace while the webhook's receiver never answers", async () => {
    // Ada (seat 0) and two bots: Ada's turn is posted to a receiver that never answers; the bots' turns, to nobody.
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 3, bots: [1, 2], options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    const box = mailbox("?hang=1");
    expect((await send("PUT", `/api/games/${id}/webhook`, seat.token, { url: box.url })).status).toBe(200);
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    // The notice of Ada's turn is on its way (and will hang until its timeout).
    await arrived(box.key, 1);
    const a = await connect(id, seat.token);
    await a.hello();
    const started = Date.now();
    a.send({ type: "act", expect: 0, action: bid(1, "SV", 20) });
    // The room's own alarms, as in production: a bot's move every BOT_PAUSE_MS (0.7 s), none behind
    // the webhook's call (which ends only after its timeout).
    const log = async () => ((await (await api(`/api/games/${id}`)).json()) as { logLength: number }).logLength;
    await expect.poll(log, { timeout: OUTBOUND_TIMEOUT_MS, interval: 100 }).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(OUTBOUND_TIMEOUT_MS);
    a.ws.close();
    // Hand the seats back so that the bots stop, and let the call end.
    await post(`/api/games/${id}/bot`, { seat: 1, bot: false }, seat.token);
    await post(`/api/games/${id}/bot`, { seat: 2, bot: false }, seat.token);
  });

  it("does not call a failing receiver again at every change of turn: the newest notice waits for the backoff", async () => {
    const { id, ada, bob } = await startedGame();
    const box = mailbox("?status=500");
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, ada);
    await arrived(box.key, 1);
    await webhookFailures(id, 1);
    const b = await connect(id, bob);
    await b.hello();
    b.send({ type: "act", expect: 1, action: bid(2, "CS", 40) });
    await b.next("action");
    a.send({ type: "act", expect: 2, action: bid(1, "DH", 70) });
    await a.next("action");
    await new Promise((r) => setTimeout(r, 500));
    expect(await received(box.key)).toHaveLength(1);
    // At the retry, the newest turn goes: Bob's, after Ada's DH.
    const due = await retryNow(id, 1);
    expect(due! - Date.now()).toBeGreaterThan(BACKOFF_MS[0]! - 10_000);
    const [, retried] = await arrived(box.key, 2);
    expect(JSON.parse(retried!.body)).toMatchObject({ player: "Bob", n: 3 });
    a.ws.close();
    b.ws.close();
  });
});

describe("webhook and push addresses (#31)", () => {
  const refused: [string, RegExp][] = [
    ["https://10.1.2.3/hook", /10\.1\.2\.3 is a private network's address \(10\.0\.0\.0\/8\)/],
    ["https://172.20.0.1/hook", /private network/],
    ["https://192.168.1.1/hook", /private network/],
    ["https://169.254.169.254/latest/meta-data/", /link-local address, where cloud metadata lives/],
    ["https://100.64.0.1/", /carrier-grade NAT/],
    ["https://0.0.0.0/", /this network/],
    // Decimal, hex and octal spellings of 10.0.0.1 are read as the URL parser reads them.
    ["https://167772161/", /10\.0\.0\.1 is a private network's address/],
    ["https://0xa.0.0.1/", /10\.0\.0\.1 is a private network's address/],
    ["https://012.0.0.1/", /10\.0\.0\.1 is a private network's address/],
    ["https://[fd00::1]/", /fc00::\/7/],
    ["https://[fe80::1]/", /link-local/],
    ["https://[::ffff:10.0.0.1]/", /IPv4 address written as IPv6/],
    ["https://[::ffff:127.0.0.1]/", /IPv4 address written as IPv6/],
    ["https://[2002:a00:1::]/", /6to4/],
    ["https://[::]/", /unspecified/],
    ["https://printer/hook", /one label/],
    ["https://metadata.google.internal/computeMetadata/v1/", /only a local network knows/],
    ["https://nas.local/", /only a local network knows/],
    ["https://example.com:8443/hook", /https's own port \(443\), not 8443/],
    ["https://discord.com:22/api", /not 22/],
  ];

  it("refuses hosts that are not public, and other ports than 443, when the webhook is set", async () => {
    const { id, ada } = await startedGame();
    for (const [url, error] of refused) {
      const response = await send("PUT", `/api/games/${id}/webhook`, ada, { url });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: string }).error, url).toMatch(error);
    }
    expect(await (await send("GET", `/api/games/${id}/webhook`, ada)).json()).toEqual({ url: null });
  });

  it("refuses this machine too, unless in development (ALLOW_LOCAL_WEBHOOKS)", () => {
    const loopback = ["https://127.0.0.1/", "https://127.1/", "https://2130706433/", "https://0x7f.0.0.1/", "https://0177.0.0.1/", "https://localhost/", "https://localhost./", "https://a.localhost/", "https://[::1]/", "http://localhost:9/hook"];
    for (const url of loopback) {
      expect(checkOutboundUrl(url, false), url).toMatch(/must (point to a public host: .* is this machine|be an https URL)/);
      expect(checkOutboundUrl(url, true), url).toBeNull();
    }
    // Development allows this machine only, never a private network.
    expect(checkOutboundUrl("http://10.0.0.1/hook", true)).toBe("url must be an https URL");
    expect(checkOutboundUrl("https://10.0.0.1/hook", true)).toMatch(/private network/);
    for (const url of ["https://discord.com/api/webhooks/1/x", "https://hooks.slack.com/services/T/B/x", "https://8.8.8.8/hook", "https://[2606:4700:4700::1111]/hook", "https://fcm.googleapis.com/fcm/send/abc", "https://example.com:443/x"]) {
      expect(checkOutboundUrl(url, false), url).toBeNull();
    }
    expect(checkOutboundUrl("https://10.0.0.1/", false, "endpoint")).toMatch(/^endpoint must point to a public host/);
  });

  it("does not call a webhook stored under older rules: it is dropped at delivery, and the table is told", async () => {
    const { id, ada } = await startedGame();
    expect((await send("PUT", `/api/games/${id}/webhook`, ada, { url: "https://example.com/hook" })).status).toBe(200);
    await sql(id, "UPDATE webhook SET url = 'https://169.254.169.254/latest/meta-data/'");
    const a = await adaBuysSV(id, ada);
    let line: Extract<ServerMessage, { type: "chat" }>;
    do line = await a.next("chat");
    while (!line.text.includes("removed"));
    expect(line.text).toBe("The table's webhook was removed: its address is not a public https one, which this site no longer calls; a seated player can set another.");
    expect(await (await send("GET", `/api/games/${id}/webhook`, ada)).json()).toEqual({ url: null });
    a.ws.close();
  });

  it("checks push endpoints the same way, and refuses keys that are not a P-256 point or an auth that is not 16 bytes", async () => {
    const { id, bob } = await startedGame();
    const good = await browserSubscription(mailbox().url);
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "https://169.254.169.254/push" }, "endpoint must point to a public host: 169.254.169.254 is a link-local address"],
      [{ ...good, endpoint: "https://push.example.com:8443/x" }, "endpoint must use https's own port (443)"],
      // 65 bytes with the 0x04 prefix, but (0, 0) is not on the curve.
      [{ ...good, keys: { ...good.keys, p256dh: b64url.encode(Uint8Array.from([4, ...new Uint8Array(64)])) } }, "keys.p256dh is not a point on the P-256 curve"],
      [{ ...good, keys: { ...good.keys, p256dh: b64url.encode(Uint8Array.from([5, ...b64url.decode(good.keys.p256dh).slice(1)])) } }, "keys.p256dh must be an uncompressed P-256 public key"],
      [{ ...good, keys: { ...good.keys, auth: b64url.encode(new Uint8Array(15)) } }, "keys.auth must be 16 bytes"],
    ];
    for (const [body, error] of cases) {
      const response = await send("PUT", `/api/games/${id}/push`, bob, body);
      expect(response.status, error).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    }
    expect(await (await send("GET", `/api/games/${id}/push`, bob)).json()).toEqual({ seats: [] });
    expect((await send("PUT", `/api/games/${id}/push`, bob, good)).status).toBe(200);
  });

  it("stops a seat's push notices when the seat is handed out: the new holder subscribes his own", async () => {
    const { id, ada, bob } = await startedGame();
    const box = mailbox("?status=201");
    expect(await (await send("PUT", `/api/games/${id}/push`, bob, await browserSubscription(box.url))).json()).toEqual({ seats: [1] });
    const handed = await post(`/api/games/${id}/invite`, { seat: 1 }, bob);
    expect(handed.status).toBe(201);
    const { token } = (await handed.json()) as { token: string };
    expect(await (await send("GET", `/api/games/${id}/push`, token)).json()).toEqual({ seats: [] });
    // Bob's turn: his old browser is not told.
    const a = await adaBuysSV(id, ada);
    await new Promise((r) => setTimeout(r, 500));
    expect(await received(box.key)).toHaveLength(0);
    a.ws.close();
  });
});

describe("the webhook is no megaphone (#31)", () => {
  it(`may be set or replaced ${WEBHOOK_CHANGES} times a minute per table; removing it is always allowed`, async () => {
    const { id, ada, bob } = await startedGame();
    const watcher = await connect(id);
    await watcher.hello();
    for (let i = 0; i < WEBHOOK_CHANGES; i++) {
      expect((await send("PUT", `/api/games/${id}/webhook`, i % 2 ? bob : ada, { url: `https://example.com/hook/${i}` })).status).toBe(200);
    }
    const spent = await send("PUT", `/api/games/${id}/webhook`, bob, { url: "https://example.com/hook/last" });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await spent.json()) as { error: string }).error).toMatch(/^the table's webhook was changed 3 times in the last minute: try again in \d+ s$/);
    expect(await (await send("GET", `/api/games/${id}/webhook`, ada)).json()).toEqual({ url: `https://example.com/hook/${WEBHOOK_CHANGES - 1}` });
    expect(await (await send("DELETE", `/api/games/${id}/webhook`, bob)).json()).toEqual({ removed: true });
    // One line per change that was made, none for the one refused.
    const lines = (await watcher.hello()).chat.filter((c) => c.system).map((c) => c.text);
    expect(lines).toHaveLength(WEBHOOK_CHANGES + 1);
    expect(lines.every((l) => !l.includes("example.com"))).toBe(true);
    // A minute later, the table may change it again.
    await sql(id, "UPDATE webhook_changes SET at = at - 60000");
    expect((await send("PUT", `/api/games/${id}/webhook`, bob, { url: "https://example.com/hook/later" })).status).toBe(200);
    watcher.ws.close();
  });

  it("writes the players' names into Discord's and Slack's messages as text, never as markup", async () => {
    const hostile = "[free](https://evil.example) @everyone";
    const other = "# <@123> `x` *b* _i_ ~s~ ||sp||\n> q";
    const { id, seat } = await newGame({ seats: 2, name: other });
    const joined = (await (await post(`/api/games/${id}/join`, { name: hostile })).json()) as { seat: { token: string } };
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const box = mailbox();
    expect((await send("PUT", `/api/games/${id}/webhook`, joined.seat.token, { url: box.url })).status).toBe(200);
    const a = await adaBuysSV(id, seat.token);
    const notice = JSON.parse((await arrived(box.key, 1))[0]!.body) as TurnNotice;
    // Discord: a backslash before each character of its markup (mentions cannot ping: allowed_mentions).
    expect(notice.content).toBe(`It is **\\[free\\](https\\://evil.example) \\@everyone**'s turn in 1830 ${id} (Private Auction). \\# \\<\\@123\\> \\\`x\\\` \\*b\\* \\_i\\_ \\~s\\~ \\|\\|sp\\|\\| \\> q buys Schuylkill Valley for $20. http://rails.test/g/${id}`);
    // Slack: & < > as entities, its emphasis characters as their fullwidth forms, and no address it would link
    // by itself (the dot and colon inside a word as their look-alikes).
    expect(notice.text).toBe(`It is *[free](https\u2236//evil\u2024example) @everyone*'s turn in 1830 ${id} (Private Auction). # &lt;@123&gt; ｀x｀ ＊b＊ ＿i＿ ～s～ ||sp|| &gt; q buys Schuylkill Valley for $20. <http://rails.test/g/${id}|Open the table>`);
    expect(notice.text.replace(/ <http[^>]*>$/, "")).not.toMatch(/:\/\/|\w\.\w/);
    // The data fields keep the names as they are.
    expect(notice.player).toBe(hostile);
    a.ws.close();
  });
});
