// A player learns it is his turn without looking at the table: the tab's title
// and icon say so, and the home page's "My tables" lists his tables with whose
// turn it is at each, kept up to date.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, openTwoPlayerTable, useStage } from "./harness.ts";

// A four-player 1830 played on 18xx.games: Player 3 bought the Mohawk & Hudson in the private auction.
const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as { title: string; players: unknown; settings: unknown; actions: unknown[] };

describe.skipIf(!HAVE_BROWSER)("your turn", () => {
  const stage = useStage();
  const iconState = (page: Page) => page.locator("link[rel=icon]").getAttribute("data-state");

  it("shows in the tab's title and icon, and in My tables", async () => {
    // 1830 V-1.1: Ada and Bob sit as they join, so Ada bids first.
    const { ada, bob } = await openTwoPlayerTable(stage, ["sit_as_you_will"]);
    const id = ada.url().split("/").pop()!;
    await expect.poll(() => ada.title()).toBe(`● Your turn — 1830 #${id} — Roundhouse`);
    await expect.poll(() => bob.title()).toBe(`1830 #${id} — Roundhouse`);
    expect(await iconState(ada)).toBe("turn");
    expect(await iconState(bob)).toBe("idle");

    // Each player's home page, in another tab of his browser.
    const adaHome = await ada.context().newPage();
    await adaHome.goto(stage.site.url);
    const bobHome = await bob.context().newPage();
    await bobHome.goto(stage.site.url);
    const entry = (page: Page) => page.getByRole("region", { name: "My tables" }).locator(`li[data-game="${id}"]`);
    await expect.poll(() => entry(adaHome).textContent()).toBe(`1830 #${id} — Private Auction: Your turn`);
    await expect.poll(() => entry(bobHome).textContent()).toBe(`1830 #${id} — Private Auction: Ada to act`);
    await expect.poll(() => adaHome.title()).toBe("● Your turn at 1 table — Roundhouse — 18xx online");
    expect(await iconState(adaHome)).toBe("turn");
    expect(await bobHome.title()).toBe("Roundhouse — 18xx online");

    // Ada buys: the turn passes to Bob, in both tabs' titles and both lists, without reloading.
    await caughtUp(stage.site, ada);
    await ada.locator(".actions").getByRole("button", { name: "Buy Schuylkill Valley for $20" }).click();
    await expect.poll(() => bob.title()).toBe(`● Your turn — 1830 #${id} — Roundhouse`);
    await expect.poll(() => ada.title()).toBe(`1830 #${id} — Roundhouse`);
    expect(await iconState(bob)).toBe("turn");
    expect(await iconState(ada)).toBe("idle");
    await expect.poll(() => entry(bobHome).textContent(), { timeout: 25_000 }).toBe(`1830 #${id} — Private Auction: Your turn`);
    await expect.poll(() => entry(adaHome).textContent(), { timeout: 25_000 }).toBe(`1830 #${id} — Private Auction: Bob to act`);
    await expect.poll(() => bobHome.title()).toBe("● Your turn at 1 table — Roundhouse — 18xx online");
    await expect.poll(() => adaHome.title()).toBe("Roundhouse — 18xx online");
    expect(stage.errors).toEqual([]);
  }, 120_000);

  it("is not shown for a move out of turn: the MH's owner while another player is on turn", async () => {
    const { site } = stage;
    // Stock Round 1, after Player 3 pars the PRR: Player 4 to act. Player 3 may exchange his MH for an NYC share "between the turns of other players" (1830, The Private Companies).
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, 24) };
    const created = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    const hand = async (index: number) => {
      const invited = await fetch(`${site.url}/api/games/${id}/invite`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` },
        body: JSON.stringify({ seat: index }),
      });
      return ((await invited.json()) as { token: string }).token;
    };
    const open = async (token: string) => {
      const page = await stage.newPage();
      await page.goto(site.url);
      await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, token]);
      await page.goto(`${site.url}/g/${id}`);
      await caughtUp(site, page);
      return page;
    };
    const player3 = await open(await hand(2));
    const player4 = await open(await hand(3));

    await expect.poll(() => player4.title(), { timeout: 20_000 }).toBe(`● Your turn — 1830 #${id} — Roundhouse`);
    expect(await iconState(player4)).toBe("turn");
    await expect.poll(() => player3.locator(".actions .waiting").textContent(), { timeout: 20_000 }).toBe("Waiting for Player 4.");
    expect(await player3.title()).toBe(`1830 #${id} — Roundhouse`);
    expect(await iconState(player3)).toBe("idle");
    const panel = player3.getByRole("region", { name: "Whose turn" });
    expect(await panel.locator(".entity-actions").count()).toBe(0);
    expect(await player3.locator(".turn-beacon").count()).toBe(0);
    // The exchange is still his to make, offered beside the turn.
    const beside = panel.getByRole("group", { name: "Out of turn" });
    expect(await beside.locator("h3").textContent()).toBe("Mohawk & Hudson (MH) may act out of turn (Player 3)");
    expect(await beside.getByRole("button").count()).toBeGreaterThan(0);

    // "My tables" says the same.
    const home = await player3.context().newPage();
    await home.goto(site.url);
    const entry = home.getByRole("region", { name: "My tables" }).locator(`li[data-game="${id}"]`);
    await expect.poll(() => entry.textContent(), { timeout: 20_000 }).toBe(`1830 #${id} — Stock Round 1: Player 4 to act`);
    expect(await home.title()).toBe("Roundhouse — 18xx online");
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
