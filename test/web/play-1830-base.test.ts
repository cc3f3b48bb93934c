// Two players open an 1830 Base Game table in their browsers and buy the private companies as
// 1.3 has it: a bid for the order of choice, a pass, then each chooses a group (T-06).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players buy the privates of an 1830 Base Game", () => {
  const stage = useStage();

  async function click(page: Page, name: RegExp | string) {
    await caughtUp(stage.site, page);
    await page.locator(".actions").getByRole("button", { name }).first().click();
  }

  it("bids, passes, chooses the groups and sets the B&O par", async () => {
    const ada = await stage.newPage();
    await ada.goto(stage.site.url);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("2");
    await ada.locator('[data-option="base_game"] input').check();
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const link = await ada.getByLabel("Invite link").inputValue();

    const bob = await stage.newPage();
    await bob.goto(link);
    await bob.getByLabel("Your name").fill("Bob");
    await bob.getByRole("button", { name: "Join" }).click();
    await expect.poll(() => ada.locator(".seats li").allTextContents()).toEqual(["Ada", "Bob"]);
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();

    // 1830 1.3: Ada, the banker, bids $10 for the first choice; Bob passes.
    await caughtUp(stage.site, ada);
    const bid = ada.locator(".actions form", { hasText: "Bid for the first choice of private companies" });
    await bid.locator("input").fill("10");
    await bid.getByRole("button", { name: "OK" }).click();
    await click(bob, "Pass");
    // Ada chooses first, Bob takes the other group and sets the B&O par.
    await click(ada, "SV+DH+CA");
    await click(bob, "CS+MH+BO");
    await click(bob, "$100");
    await expect.poll(() => ada.locator("h2").first().textContent()).toBe("Stock Round 1");
    await expect.poll(() => ada.locator(".actions").textContent()).toContain("Ada to act");
  });
});
