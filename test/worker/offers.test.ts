// 1830 7.6 through a real room: a president cannot take another president's
// train, nor answer an offer for him; the train changes hands only when the
// seat that holds the selling corporation's presidency accepts. The export
// writes the purchase as 18xx.games does, and imports again.
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import type { GameExport } from "../../shared/protocol.ts";
import { api, connect, post } from "./helpers.ts";

const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });

describe("purchases between presidents in a room", () => {
  it("wait for the seller's seat: taking or answering for him is refused; his acceptance is exported as a buy_train and imports again", async () => {
    // OR 1.1: PRR (Player 2, seat 1) buys trains; B&O (Player 3, seat 2) owns 2-0.
    const log = fixture as unknown as GameExport;
    const upto = log.actions.findIndex((a) => a.id === 35) + 1;
    const imported = await post("/api/games/import", { ...log, actions: log.actions.slice(0, upto) });
    const { id, seat } = (await imported.json()) as { id: string; seat: { token: string } };
    const invite = await post(`/api/games/${id}/invite`, { seat: 2 }, seat.token);
    const { token: guest } = (await invite.json()) as { token: string };

    const prr = await connect(id, seat.token);
    await prr.hello(upto);
    prr.send({ type: "act", expect: upto, action: { type: "buy_train", ...corporation("PRR"), train: "2-0", price: 1 } });
    expect((await prr.next("reject")).error).toMatch(/^1830 7\.6: Player 3 presides over B&O and must agree to the price: offer it$/);
    prr.send({ type: "act", expect: upto, action: { type: "offer", ...corporation("PRR"), train: "2-0", price: 120 } });
    expect((await prr.next("action")).n).toBe(upto + 1);
    // The offerer no longer holds B&O's seat: he cannot accept for it.
    prr.send({ type: "act", expect: upto + 1, action: { type: "respond", ...corporation("B&O"), train: "2-0", accept: true } });
    expect((await prr.next("reject")).error).toBe("B&O is run by Player 3, not by you.");

    const bo = await connect(id, guest);
    await bo.hello(upto + 1);
    bo.send({ type: "act", expect: upto + 1, action: { type: "respond", ...corporation("B&O"), train: "2-0", accept: true } });
    expect((await bo.next("action")).n).toBe(upto + 2);
    prr.ws.close();
    bo.ws.close();

    const exported = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(exported.actions.at(-1)).toMatchObject({ type: "buy_train", entity: "PRR", entity_type: "corporation", train: "2-0", price: 120 });
    expect(exported.actions.some((a) => a.type === "offer" || a.type === "respond")).toBe(false);
    const again = await post("/api/games/import", exported);
    expect(again.status).toBe(201);
  }, 30_000);
});
