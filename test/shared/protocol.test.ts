import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { clientMessage, MAX_MESSAGE_BYTES, parseClientMessage } from "../../shared/protocol.ts";

describe("client messages", () => {
  it("accepts the three message kinds", () => {
    expect(parseClientMessage('{"type":"hello","since":3}')).toEqual({ ok: true, message: { type: "hello", since: 3 } });
    expect(parseClientMessage('{"type":"chat","text":" hi "}')).toEqual({ ok: true, message: { type: "chat", text: "hi" } });
    const act = parseClientMessage('{"type":"act","expect":7,"action":{"type":"pass","entity":1}}');
    expect(act.ok && act.message.type === "act" && act.message.action).toEqual({ type: "pass", entity: 1 });
  });

  it("explains what is wrong with a malformed message", () => {
    expect(parseClientMessage("{not json")).toEqual({ ok: false, error: "message is not valid JSON" });
    expect(parseClientMessage('{"type":"shout"}')).toMatchObject({ ok: false, error: expect.stringContaining("type") });
    expect(parseClientMessage('{"type":"act","action":{"type":"pass"}}')).toMatchObject({ ok: false, error: expect.stringContaining("expect") });
    expect(parseClientMessage('{"type":"chat","text":""}')).toMatchObject({ ok: false });
    expect(parseClientMessage('{"type":"hello","since":-1}')).toMatchObject({ ok: false, error: expect.stringContaining("since") });
  });

  it("refuses binary frames and oversized messages", () => {
    expect(parseClientMessage(new ArrayBuffer(4))).toMatchObject({ ok: false, error: expect.stringContaining("binary") });
    const big = JSON.stringify({ type: "chat", text: "x".repeat(MAX_MESSAGE_BYTES) });
    expect(parseClientMessage(big)).toMatchObject({ ok: false, error: expect.stringContaining("too large") });
  });
});

describe("a move's message, checked without zod (parseClientMessage's checkedMove)", () => {
  const root = new URL("../fixtures/", import.meta.url);
  /** Every action of every fixture, as a player's page sends it. */
  const moves = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => ((JSON.parse(readFileSync(new URL(f, root), "utf8")) as { actions?: unknown[] }).actions ?? []).map((action, i) => JSON.stringify({ type: "act", expect: i, action })));
  /** Messages at the edges of what clientMessage accepts of an act, and past them. */
  const edges = [
    '{"action":{"entity":1,"type":"pass"},"expect":0,"type":"act"}',
    '{"type":"act","expect":9007199254740991,"action":{"type":"pass"}}',
    '{"type":"act","expect":9007199254740992,"action":{"type":"pass"}}',
    '{"type":"act","expect":1.5,"action":{"type":"pass"}}',
    '{"type":"act","expect":-1,"action":{"type":"pass"}}',
    '{"type":"act","expect":-0,"action":{"type":"pass"}}',
    '{"type":"act","expect":"1","action":{"type":"pass"}}',
    '{"type":"act","expect":1,"action":{"type":""}}',
    `{"type":"act","expect":1,"action":{"type":"${"x".repeat(32)}"}}`,
    `{"type":"act","expect":1,"action":{"type":"${"x".repeat(33)}"}}`,
    '{"type":"act","expect":1,"action":{"type":7}}',
    '{"type":"act","expect":1,"action":{"entity":1}}',
    '{"type":"act","expect":1,"action":[]}',
    '{"type":"act","expect":1,"action":null}',
    '{"type":"act","expect":1}',
    '{"type":"act","action":{"type":"pass"}}',
    '{"type":"act","expect":1,"action":{"type":"pass"},"extra":1}',
    '{"type":"act","expect":1,"action":{"type":"pass","__proto__":{"admin":true}}}',
    '{"type":"act","expect":1,"action":{"type":"pass","1":"one","0":"zero","nested":{"a":[1,{"b":null}]}}}',
    '{"type":"act","expect":1,"action":{"type":"pass","type":"bid"}}',
    '{"type":"Act","expect":1,"action":{"type":"pass"}}',
  ];

  it("gives what zod gives, fields in the same order, and refuses in zod's words what zod refuses", () => {
    expect(moves.length).toBeGreaterThan(10_000);
    for (const raw of [...moves, ...edges]) {
      const zod = clientMessage.safeParse(JSON.parse(raw));
      const ours = parseClientMessage(raw);
      expect(ours.ok, raw).toBe(zod.success);
      if (ours.ok && zod.success) {
        expect(JSON.stringify(ours.message), raw).toBe(JSON.stringify(zod.data));
        expect(ours.message, raw).toEqual(zod.data);
      }
    }
  });

  it("leaves zod out of a well-formed move, and asks it about anything else", () => {
    const parse = vi.spyOn(clientMessage, "safeParse");
    try {
      expect(parseClientMessage('{"type":"act","expect":7,"action":{"type":"pass","entity":1}}')).toMatchObject({ ok: true });
      expect(parse).not.toHaveBeenCalled();
      expect(parseClientMessage('{"type":"act","expect":7,"action":{"type":""}}')).toMatchObject({ ok: false, error: expect.stringContaining("action.type") });
      expect(parseClientMessage('{"type":"hello","since":0}')).toMatchObject({ ok: true });
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });
});
