// Two players open an 18Chesapeake table from the lobby and play its opening as
// new users would: the private auction, a par and purchases until a
// corporation floats (the two-player game: a 30% president's certificate and
// three shares), then its first operating turn: a tile and a train. The board
// is kept as a screenshot (test/web/screenshots/play-18chesapeake.png).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, pressMove, useStage, openLobby } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players play the opening of 18Chesapeake", () => {
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

  it("auctions the privates, floats a corporation and operates it", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site, "18Chesapeake");
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
    await ada.locator("svg .hex").first().waitFor();
    await ada.screenshot({ path: "test/web/screenshots/play-18chesapeake.png", fullPage: true });

    // Each player buys the cheapest private when it is his turn; the CV's buyer sets its corporation's par.
    for (let i = 0; i < 40 && (await ada.locator(".actions h2").textContent()) === "Private Auction"; i++) {
      await ada.waitForTimeout(150);
      const page = await actor([ada, bob]);
      if (!page) continue;
      const buy = page.locator(".actions").getByRole("button", { name: /^Buy .* for \$\d+$/ });
      const par = page.locator(".actions .row").getByRole("button", { name: /^Par \S+ at \$\d+$/ });
      if (await buy.count()) await pressMove(page, buy.first());
      else if (await par.count()) await pressMove(page, par.first());
      else await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Stock Round 1");
    const owned = await ada.getByRole("region", { name: "Players" }).textContent();
    for (const company of ["D&R", "C-P", "B&S", "C&OC", "B&OR", "CV"]) expect(owned).toContain(company);

    // The first to act pars a corporation (not the CV's, whose par is set); both buy it until it floats (60%), then everyone passes.
    const parRows = (page: Page) => page.locator(".actions .row", { hasText: /^Par / });
    await expect.poll(async () => ((await parRows(ada).count()) > 0 ? 1 : 0) + ((await parRows(bob).count()) > 0 ? 1 : 0)).toBe(1);
    const first = (await parRows(ada).count()) ? ada : bob;
    const sym = (await parRows(first).first().textContent())!.match(/^Par (\S+)/)![1]!;
    await pressMove(first, parRows(first).first().getByRole("button").first());
    for (let i = 0; i < 30 && (await ada.locator(".actions h2").textContent())?.startsWith("Stock"); i++) {
      await ada.waitForTimeout(150);
      const page = await actor([ada, bob]);
      if (!page) continue;
      const buy = page.locator(".actions").getByRole("button", { name: new RegExp(`^Buy 10% ${sym.replace(/[&]/g, "\\$&")} from the IPO`) });
      if (await buy.count()) await pressMove(page, buy.first());
      else await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => ada.locator(".actions h2").textContent()).toMatch(/^Operating Round 1\.1/);
    expect(await ada.locator(`tr[data-corporation="${sym}"]`).textContent()).not.toContain("not floated");
    // Two players: its unsold certificates went to the market when it floated.
    await expect.poll(() => ada.locator(".log").textContent()).toContain(`${sym}'s remaining shares are transferred to the market`);

    // The first operating turn: a tile, then a train (the operator is the one laying track).
    const picker = (page: Page) => page.locator(".tile-lays select");
    await expect.poll(async () => (await picker(ada).count()) + (await picker(bob).count()), { timeout: 15_000 }).toBe(1);
    const operator = (await picker(ada).count()) ? ada : bob;
    await picker(operator).selectOption({ index: 1 });
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
    await expect.poll(() => bob.locator(".log").textContent()).toMatch(/ buys a 2 train/);
    await expect.poll(() => ada.locator(".log").textContent()).toMatch(/ (spends \$\d+ and )?lays tile/);
    expect(stage.errors).toEqual([]);
  });
});
