import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, parseClientMessage } from "../../shared/protocol.ts";

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
