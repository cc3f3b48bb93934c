// What the table sees of a request while it waits (#40 items 1-2): who has agreed so far beside
// who is still asked, and a withdrawal told as one (not as a refusal by the asker).
import { describe, expect, it } from "vitest";
import { connect, newGame, player, post } from "./helpers.ts";

describe("a request's state", () => {
  it("lists the seats that agreed and those still asked; the asker's withdrawal is marked as such", async () => {
    const { id, seat } = await newGame({ seats: 3 });
    const join = async (name: string) => ((await (await post(`/api/games/${id}/join`, { name })).json()) as { seat: { token: string } }).seat.token;
    const bob = await join("Bob");
    const cy = await join("Cy");
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const [a, b, c] = await Promise.all([seat.token, bob, cy].map((t) => connect(id, t)));
    for (const client of [a!, b!, c!]) await client.hello();

    a!.send({ type: "act", expect: 0, action: { type: "end_game", ...player(1) } });
    expect(await b!.next("undo_request")).toMatchObject({ kind: "end_game", seat: 0, waiting: [1, 2] });
    await c!.next("undo_request");
    b!.send({ type: "undo_vote", accept: true });
    expect(await c!.next("undo_request")).toMatchObject({ kind: "end_game", waiting: [2], agreed: [1] });
    // A welcome (a page opened now) shows the same state.
    const late = await connect(id, cy);
    expect((await late.hello()).undo).toMatchObject({ waiting: [2], agreed: [1] });

    a!.send({ type: "undo_vote", accept: false });
    expect(await c!.next("undo_result")).toMatchObject({ accepted: false, withdrawn: true });
    await b!.next("undo_result");

    // Another's refusal is not a withdrawal (Bob asks now: the same seat may be held back from asking again).
    b!.send({ type: "act", expect: 0, action: { type: "end_game", ...player(2) } });
    await c!.next("undo_request");
    await b!.next("undo_request");
    c!.send({ type: "undo_vote", accept: false });
    const refused = await b!.next("undo_result");
    expect(refused).toMatchObject({ accepted: false, by: "Cy" });
    expect(refused).not.toHaveProperty("withdrawn");
    for (const client of [a!, b!, c!, late]) client.ws.close();
  });
});
