// A player learns it is his turn without looking at the table: the tab's title
// and icon say so, and the home page's "My tables" lists his tables with whose
// turn it is at each, kept up to date.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, openTwoPlayerTable, useStage } from "./harness.ts";

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
});
