// Two players open a 1889 table from the lobby and play its opening as new
// users would: the private auction (¥), a par and purchases until a company
// floats (50%), then its first operating turn: its home station on the board
// as the round starts, a tile and a train. A picture of the board is written to
// test/web/screenshots/play-1889.png.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, pressMove, useStage, openLobby } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players play the opening of 1889", () => {
  const stage = useStage();

  /** The page of the player who has something to do now, once both pages show the same position. */
  async function actor(pages: Page[]): Promise<Page | null> {
    for (let i = 0; i < 25; i++) {
      const logs = await Promise.all(pages.map((p) => p.locator(".log li").count()));
      const acting = [];
      for (const [page, name] of pages.map((p, k) => [p, k === 0 ? "Ada" : "Bob"] as const)) {
        if ((await page.locator(".actions .entity-actions h3", { hasText: `${name} to act` }).count()) > 0) acting.push(page);
      }
      if (logs.every((n) => n === logs[0]) && acting.length === 1) return acting[0]!;
      await pages[0]!.waitForTimeout(100);
    }
    return null;
  }

  it("auctions the privates, floats a company and operates it on Shikoku's map", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site, "1889");
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("2");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const bob = await stage.newPage();
    await bob.goto(await ada.getByLabel("Invite link").inputValue());
    await bob.getByLabel("Your name").fill("Bob");
    await bob.getByRole("button", { name: "Join" }).click();
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Private Auction");

    // Each player buys the cheapest private when it is his turn.
    for (let i = 0; i < 40 && (await ada.locator(".actions h2").textContent()) === "Private Auction"; i++) {
      await ada.waitForTimeout(150);
      const page = await actor([ada, bob]);
      if (!page) continue;
      const buy = page.locator(".actions").getByRole("button", { name: /^Buy .* for ¥\d+$/ });
      if (await buy.count()) await pressMove(page, buy.first());
      else await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Stock Round 1");
    const owned = await ada.getByRole("region", { name: "Players" }).textContent();
    // Two players: the South Iyo Railway is out of the game.
    for (const company of ["TR", "MF", "ER", "SMR", "DR"]) expect(owned).toContain(company);
    expect(owned).not.toContain("SIR");

    // The first to act pars the Iyo Railway; both buy it until it floats (50%), then everyone passes.
    const parRow = (page: Page) => page.locator(".actions .row", { hasText: "Par IR" });
    await expect.poll(async () => (await parRow(ada).count()) + (await parRow(bob).count())).toBe(1);
    const first = (await parRow(ada).count()) ? ada : bob;
    await pressMove(first, parRow(first).getByRole("button").first());
    for (let i = 0; i < 30 && (await ada.locator(".actions h2").textContent())?.startsWith("Stock"); i++) {
      await ada.waitForTimeout(150);
      const page = await actor([ada, bob]);
      if (!page) continue;
      const buy = page.locator(".actions").getByRole("button", { name: /^Buy 10% IR from the IPO/ });
      if (await buy.count()) await pressMove(page, buy.first());
      else await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => ada.locator(".actions h2").textContent()).toMatch(/^Operating Round 1\.1/);
    expect(await ada.locator("tr[data-corporation=IR]").textContent()).not.toContain("not floated");
    await expect.poll(() => ada.locator(".log").textContent()).toContain("IR places a token on E2");

    // The first operating turn: a tile, then a train. (The other player's Mitsubishi Ferry may be on offer too.)
    const picker = (page: Page) => page.locator(".tile-lays select");
    await expect.poll(async () => (await picker(ada).count()) + (await picker(bob).count()), { timeout: 15_000 }).toBeGreaterThan(0);
    const operator = (await picker(ada).count()) ? ada : bob;
    await picker(operator).first().selectOption({ index: 1 });
    await operator.locator(".tile-tray .tile-choice").first().click();
    await operator.locator(".tile-tray").getByRole("button", { name: /^Lay tile #/ }).click();
    for (let i = 0; i < 6; i++) {
      await caughtUp(stage.site, operator);
      const train = operator.locator(".actions").getByRole("button", { name: /^Buy a 2-train from the bank/ });
      if (await train.count()) {
        await train.first().click();
        break;
      }
      await operator.locator(".actions").getByRole("button", { name: /^Pass/ }).first().click();
    }
    await expect.poll(() => bob.locator(".log").textContent()).toContain("IR buys a 2 train");
    await expect.poll(() => ada.locator(".log").textContent()).toMatch(/IR (spends ¥\d+ and )?lays tile/);
    await ada.screenshot({ path: "test/web/screenshots/play-1889.png", fullPage: true });
    expect(stage.errors).toEqual([]);
  });
});
