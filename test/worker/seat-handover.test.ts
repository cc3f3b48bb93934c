// A seat handed to someone else (an invitation) leaves the old token at once,
// including the sockets it already has open: they can no longer move for it.
import { describe, expect, it } from "vitest";
import { connect, player, post } from "./helpers.ts";

describe("handing out a seat", () => {
  it("takes it from the old token's open sockets", async () => {
    const created = await post("/api/games", { title: "1830", name: "Ada", seats: 2, hotseat: true, options: { optional_rules: ["sit_as_you_will"] } });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const old = await connect(id, seat.token);
    expect((await old.hello()).seats).toEqual([0, 1]);

    const invite = await post(`/api/games/${id}/invite`, { seat: 1 }, seat.token);
    expect(invite.status).toBe(201);
    // The open socket is told it now holds seat 0 only.
    expect((await old.next("welcome")).seats).toEqual([0]);
    // Seat 0 (Ada) buys the SV; then it is seat 1's turn, which the old socket may no longer play.
    old.send({ type: "act", expect: 0, action: { type: "bid", ...player(1), company: "SV", price: 20 } });
    expect((await old.next("action")).n).toBe(1);
    old.send({ type: "act", expect: 1, action: { type: "bid", ...player(2), company: "CS", price: 40 } });
    expect((await old.next("reject")).error).toMatch(/Player 2/);
    old.ws.close();
  });
});
