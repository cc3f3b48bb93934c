// Taking back a move at a table of two computers: the vote says which move,
// and once it is allowed both logs say who took back what.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { RULES } from "../../shared/games/index.ts";
import { caughtUp, HAVE_BROWSER, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("undo at a table of two", () => {
  const stage = useStage();

  it("asks the other player about his move by name, and leaves a line in the log", async () => {
    const { site } = stage;
    const created = await fetch(`${site.url}/api/games`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "1830", name: "Ada", seats: 2, hotseat: true }),
    });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    await fetch(`${site.url}/api/games/${id}/start`, { method: "POST", headers: { Authorization: `Bearer ${seat.token}` } });
    const invite = await fetch(`${site.url}/api/games/${id}/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` },
      body: JSON.stringify({ seat: 1 }),
    });
    const { token: bobToken } = (await invite.json()) as { token: string };
    const meta = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { seed: number; seats: { playerId: string; name: string }[]; options: { optional_rules: string[] } };
    const game = new Game(RULES["1830"]!, meta.seats.map((s) => ({ id: s.playerId, name: s.name })), { optional_rules: meta.options.optional_rules }, meta.seed);

    // The first two bids of the auction, each from the computer of the player whose turn it is.
    const sockets = new Map<string, WebSocket>();
    for (const [playerId, token] of [[meta.seats[0]!.playerId, seat.token], [meta.seats[1]!.playerId, bobToken]] as const) {
      const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${token}`);
      await new Promise((resolve) => (ws.onopen = resolve));
      sockets.set(playerId, ws);
    }
    let lastMover = "";
    for (let n = 0; n < 2; n++) {
      const active = game.round.activeEntity() as { id: string };
      const bid = game.legalActions(game.player(active.id)).find((a) => a.type === "bid") as { company: string; min: number };
      const action = { type: "bid", entity: Number(active.id), entity_type: "player", company: bid.company, price: bid.min };
      const stored = new Promise((resolve) => sockets.get(active.id)!.addEventListener("message", function on(e) {
        if ((JSON.parse(String(e.data)) as { type: string }).type === "action") resolve(sockets.get(active.id)!.removeEventListener("message", on));
      }));
      sockets.get(active.id)!.send(JSON.stringify({ type: "act", expect: n, action }));
      await stored;
      game.process(action);
      lastMover = active.id;
    }
    for (const ws of sockets.values()) ws.close();
    const lastText = game.messages.filter((m) => m.n === 2).map((m) => m.text).join("; ");
    expect(lastText.length).toBeGreaterThan(0);

    // The one who did not make the last move asks to take it back.
    const [askerToken, answererToken] = lastMover === meta.seats[1]!.playerId ? [seat.token, bobToken] : [bobToken, seat.token];
    const open = async (token: string) => {
      const page = await stage.newPage();
      await page.goto(site.url);
      await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, token]);
      await page.goto(`${site.url}/g/${id}`);
      await caughtUp(site, page);
      return page;
    };
    const asker = await open(askerToken);
    const answerer = await open(answererToken);
    // Not his own move: the control says it asks the table, and which move (table-request.tsx).
    await asker.getByRole("button", { name: `Ask to take back: ${lastText}` }).click();
    await asker.getByRole("button", { name: "Ask the table" }).click();
    const request = answerer.locator("section.table-request");
    await expect.poll(() => request.textContent(), { timeout: 15_000 }).toContain(`asks to take back a move`);
    expect(await request.textContent()).toContain(`Take back: ${lastText}.`);
    await request.getByRole("button", { name: "Allow" }).click();
    for (const page of [asker, answerer]) {
      await expect.poll(() => page.getByRole("region", { name: "Game log" }).textContent(), { timeout: 15_000 }).toContain(`took back: ${lastText}`);
    }
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
