// A table stored by an older engine still opens: its options are read as this engine plays them
// (storedChoice). A Base Game table written before V-1.8 was a choice lists the auction's variants
// beside the Base Game, which plays bid & choose; they changed nothing then and are left out now.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, connect, player, post } from "./helpers.ts";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** The options a Base Game table stored the day before V-1.8 became a choice. */
const BEFORE_V18 = ["base_game", "sit_as_you_will", "partial_knowledge", "formal_bidding", "pass_and_still_in", "minimum_raise", "brown_from_pool", "six_diesels", "full_money"];

describe("a table stored by an older engine", () => {
  it("opens and plays on, its options read as this engine plays them", async () => {
    const created = (await (await post("/api/games", { title: "1830", name: "Ada", seats: 3, hotseat: true, options: { optional_rules: ["base_game", "sit_as_you_will"] } })).json()) as { id: string; seat: { token: string } };
    const { id, seat } = created;
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    // As an older engine wrote it; the room then sleeps (its game and description forgotten).
    await runInDurableObject(stub(id), (room, state) => {
      state.storage.sql.exec("UPDATE game SET options = ?", JSON.stringify({ optional_rules: BEFORE_V18 }));
      Object.assign(room as object, { cachedMeta: undefined, session: undefined });
    });
    const meta = (await (await api(`/api/games/${id}`)).json()) as { options: { optional_rules: string[] }; logLength: number };
    expect(meta.options.optional_rules).toEqual(["base_game", "sit_as_you_will", "partial_knowledge", "brown_from_pool", "six_diesels", "full_money"]);
    const exported = (await (await api(`/api/games/${id}/log`)).json()) as { settings: { optional_rules: string[] } };
    expect(exported.settings.optional_rules).not.toContain("formal_bidding");
    // It plays on: the Base Game's bid for the order of choice (1.3), a bid without a company, is accepted.
    const table = await connect(id, seat.token);
    await table.hello(meta.logLength);
    table.send({ type: "act", expect: meta.logLength, action: { type: "bid", ...player(1), price: 5 } });
    const played = await table.next("action");
    expect(played).toMatchObject({ n: meta.logLength + 1, action: { type: "bid", price: 5 } });
    table.ws.close();
  });
});
