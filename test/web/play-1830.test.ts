// Two players in two browsers open an 1830 table and play its opening as new
// users would: the auction, pars and purchases until two corporations float,
// then the first operating round: a tile, a train, and, one round later, a
// run and a dividend. Each sees the other's moves live; a spectator watches.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buyClassicPrivates, caughtUp, clickAction, floatPrrAndBo, HAVE_BROWSER, openTwoPlayerTable, SHOTS, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players play the opening of 1830", () => {
  const stage = useStage();


  /** Clicks a button in the action panel once the page is up to date and the button is there. */
  const click = (page: Page, name: RegExp | string) => clickAction(stage.site, page, name);

  /** Passes the steps before the one offering this button (e.g. no station this turn), then clicks it. */
  async function reach(page: Page, name: RegExp | string) {
    for (let i = 0; i < 4; i++) {
      await caughtUp(stage.site, page);
      const button = page.locator(".actions").getByRole("button", { name });
      if (await button.count()) return button.first().click();
      await click(page, "Pass (skip this step)");
    }
    throw new Error(`no button ${name}`);
  }

  it("plays from the first bid to a dividend", async () => {
    // 1830 V-1.1: Ada and Bob sit as they join (random seat positions, preselected, would deal the seats).
    const { ada, bob, link } = await openTwoPlayerTable(stage, ["sit_as_you_will"]);

    // The private auction (C-2.2): each buys the cheapest company in turn.
    await buyClassicPrivates(stage.site, ada, bob);
    await ada.screenshot({ path: `${SHOTS}/1830-stock-round.png`, fullPage: true });

    // Stock round 1: Ada pars the PRR (she has the CA's PRR share); both buy until floated.
    await floatPrrAndBo(stage.site, ada, bob);
    await expect.poll(() => ada.locator("tr[data-corporation=PRR] td").nth(2).textContent()).toBe("$1,000");
    // 1830 V-0.1 partial knowledge (preselected): PRR's money is shown to its president only; Bob sees his own B&O's.
    await expect.poll(() => bob.locator("tr[data-corporation=PRR] td").nth(2).textContent()).toBe("—");
    expect(await bob.locator("tr[data-corporation=\"B&O\"] td").nth(2).textContent()).toBe("$1,000");
    expect(await bob.locator(".hidden-money-note").textContent()).toContain("worked out from the game log, which is public");
    expect(await bob.locator("tr[data-player] td").nth(1).textContent()).toMatch(/^\$/); // players' money stays open

    // Operating round 1: the spectator watches; the first corporation lays a tile and buys a train.
    const watcher = await stage.newPage();
    await watcher.goto(link);
    await expect.poll(() => watcher.textContent("main")).toContain("You are watching.");
    const first = (await ada.locator(".actions h2").textContent())!;
    expect(first).toBe("Operating Round 1.1");
    const operator = (await ada.locator(".actions .entity-actions").count()) > 0 ? ada : bob;
    // The map highlights every hex where a tile may go; clicking one chooses it.
    const hexes = await operator.locator(".tile-lays select option").allTextContents();
    await expect.poll(() => operator.locator("svg .highlights [data-hex]").count()).toBe(hexes.length - 1);
    // Lay a city tile (#57) where one fits, so that a station can go in it.
    let laidCity = false;
    for (const hex of hexes.slice(1)) {
      await operator.locator(`svg [data-hex="${hex}"]`).first().dispatchEvent("click");
      await expect.poll(() => operator.locator(".tile-lays select").inputValue()).toBe(hex);
      // The tiles that fit are drawn with the map, at each legal rotation.
      await expect.poll(() => operator.locator(".tile-tray .tile-choice svg[data-tile]").count()).toBeGreaterThan(0);
      const city = operator.locator(".tile-tray .row", { hasText: "Tile #57" });
      if (await city.count()) {
        // Choosing one draws it on the hex before anything is sent; the button lays it.
        const choice = city.locator(".tile-choice").first();
        const rotation = await choice.locator("svg").getAttribute("data-rotation");
        await choice.click();
        const preview = operator.locator(`svg .preview[data-preview-hex="${hex}"]`);
        await expect.poll(() => preview.getAttribute("data-preview-tile")).toBe("57");
        expect(await preview.getAttribute("data-preview-rotation")).toBe(rotation);
        await operator.getByRole("button", { name: `Lay tile #57 on ${hex}` }).click();
        laidCity = true;
        break;
      }
    }
    if (!laidCity) {
      await operator.locator(".tile-lays select").selectOption({ index: 1 });
      await operator.locator(".tile-tray .tile-choice").first().dblclick();
    }
    await expect.poll(() => watcher.locator(".log").textContent()).toMatch(/lays tile #\d+/);
    await caughtUp(stage.site, operator);
    // B&O (Baltimore) operates first and can always reach Washington (J14) with a #57.
    expect(laidCity).toBe(true);
    await operator.locator(".actions").getByRole("button", { name: /^Place a station/ }).first().click();
    await expect.poll(() => watcher.locator(".log").textContent()).toMatch(/places a token on [A-K]\d+ for \$40/);
    const logBefore = await watcher.locator(".log li").count();
    await reach(operator, /Buy a 2-train from the bank for \$80/);
    await expect.poll(() => watcher.locator(".log li").count()).toBeGreaterThan(logBefore);
    await expect.poll(() => watcher.locator(".log").textContent()).toContain("buys a 2 train for $80");
    await operator.screenshot({ path: `${SHOTS}/1830-operating-round.png`, fullPage: true });
    await click(operator, "Pass (skip this step)");

    // The second corporation does the same.
    const second = operator === ada ? bob : ada;
    await second.locator(".tile-lays select").selectOption({ index: 1 });
    await second.locator(".tile-tray .tile-choice").first().dblclick();
    await reach(second, /Buy a 2-train from the bank for \$80/);
    await click(second, "Pass (skip this step)");

    // Stock round 2: nobody buys; operating round 2: run the best routes and pay out.
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Stock Round 2");
    for (let step = 0; step < 30 && !(await watcher.locator(".log").textContent())!.match(/pays out \$\d+/); step++) {
      await ada.waitForTimeout(250);
      const page = (await ada.locator(".actions .entity-actions").count()) > 0 ? ada : (await bob.locator(".actions .entity-actions").count()) > 0 ? bob : null;
      if (!page) continue;
      const choose = async (name: RegExp) => {
        const button = page.locator(".actions").getByRole("button", { name });
        if (!(await button.count())) return false;
        await button.first().click({ timeout: 2000 }).catch(() => undefined);
        return true;
      };
      if (!(await choose(/Run these routes/)) && !(await choose(/Pay out/))) await choose(/^Pass/);
    }
    await expect.poll(() => watcher.locator(".log").textContent()).toMatch(/pays out \$\d+/);
    await watcher.screenshot({ path: `${SHOTS}/1830-spectator.png`, fullPage: true });
    expect(stage.errors).toEqual([]);
  });
});
