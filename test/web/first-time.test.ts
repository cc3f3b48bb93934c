// Issue #19: a first-time player on a phone (390x844 and a narrow 360x780,
// touch), a tablet (768x1024, touch) or a laptop (1400x900) finds his way.
// For the lobby, a game in each kind of round (1830's private auction, a stock
// round, an operating round, from the positions of an imported 18xx.games
// game) and the embed (a player's and a spectator's): nothing wider than the
// screen, the acting panel on screen (and staying there as the page scrolls),
// targets a finger can hit, no console error, and axe-core finding no serious
// or critical violation. The keys P, C and U. Then the 1830 auction and first
// stock round played by tapping only.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, fitsWidth, HAVE_BROWSER, logLength, SHOTS, sideColumnDrawn, useStage, type Stage } from "./harness.ts";

interface View {
  name: string;
  viewport: { width: number; height: number };
  device: { hasTouch?: boolean; isMobile?: boolean };
}
const PHONE: View = { name: "phone", viewport: { width: 390, height: 844 }, device: { hasTouch: true, isMobile: true } };
const NARROW_PHONE: View = { name: "narrow-phone", viewport: { width: 360, height: 780 }, device: { hasTouch: true, isMobile: true } };
const TABLET: View = { name: "tablet", viewport: { width: 768, height: 1024 }, device: { hasTouch: true, isMobile: true } };
const DESKTOP: View = { name: "desktop", viewport: { width: 1400, height: 900 }, device: {} };
/** Every screen the layout is held to (docs/playing.md: any screen from 360 px wide). */
const VIEWS = [NARROW_PHONE, PHONE, TABLET, DESKTOP];
const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { actions: unknown[] };

/** Positions of that game (1830_game_end_bank): log entries imported, and the round they leave it in. */
const POSITIONS = [
  { round: "auction", entries: 5, heading: "Private Auction" },
  { round: "stock", entries: 22, heading: "Stock Round 1" },
  { round: "operating", entries: 28, heading: "Operating Round 1.1" },
] as const;

/** An imported game stopped after `entries` log entries; this page's browser holds its seats (the import's token holds them all). */
async function openImported(stage: Stage, page: Page, entries: number, path: "g" | "embed" = "g"): Promise<string> {
  const response = await fetch(`${stage.site.url}/api/games/import`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...FIXTURE, actions: FIXTURE.actions.slice(0, entries) }),
  });
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  await page.goto(stage.site.url);
  await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
  await page.goto(`${stage.site.url}/${path}/${id}${path === "embed" ? `#token=${seat.token}` : ""}`);
  return id;
}

/**
 * The acting panel is on screen, and stays there when the page is scrolled down to the map and tables
 * (an embed shorter than the screen, on a tablet, has nowhere to scroll).
 */
async function actingPanelInView(page: Page): Promise<void> {
  const inView = () =>
    page.evaluate(() => {
      const box = document.querySelector(".actions.mine")!.getBoundingClientRect();
      return box.top >= 0 && box.top < innerHeight && box.bottom > 0 && box.height > 40;
    });
  expect(await inView()).toBe(true);
  if (await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)) return;
  await page.evaluate(() => scrollTo(0, 1500));
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  // The laptop's left column follows the scroll on the next frames (a busy machine may take a few).
  await expect.poll(inView).toBe(true);
  await page.evaluate(() => scrollTo(0, 0));
}

/** How much of the screen's height the pinned action panel takes. */
async function pinnedShare(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector(".actions.mine")!.getBoundingClientRect().height / innerHeight);
}

/** The element is on screen and a tap at its middle reaches it (nothing pinned or floating covers it). */
async function uncovered(page: Page, element: Locator): Promise<boolean> {
  return element.evaluate((e) => {
    const box = e.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const inView = box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
    const hit = document.elementFromPoint(x, y);
    return inView && hit !== null && (hit === e || e.contains(hit));
  });
}

/**
 * Every visible control in the acting panel and the map's tools (or, given, in those parts of the page) is at
 * least 44 px each way (a finger's size); a checkbox's target is its whole label.
 */
async function fingerSized(page: Page, parts = [".actions", ".board-tools"]): Promise<void> {
  const controls = parts.flatMap((part) => ["button", "input:not([type=checkbox]):not([type=radio])", "select"].map((c) => `${part} ${c}`)).join(", ");
  const small = await page.evaluate(
    (controls) =>
      [...document.querySelectorAll<HTMLElement>(controls)]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ text: e.textContent || e.getAttribute("aria-label"), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
    controls,
  );
  expect(small).toEqual([]);
}

describe.skipIf(!HAVE_BROWSER)("a first-time player on a phone or a laptop", () => {
  const stage = useStage();

  for (const view of VIEWS) {
    it(`the lobby fits the ${view.name} and passes axe`, async () => {
      const page = await stage.newPage(view.viewport, view.device);
      await page.goto(stage.site.url);
      await expect.poll(() => page.locator("header").textContent()).toBe("Roundhouse");
      expect(await page.title()).toBe("Roundhouse — 18xx online");
      // The options by name, with their sections, the alternatives under their group's heading.
      await page.locator("details.options > summary").click();
      const knowledge = page.locator('[data-option-group="knowledge"]');
      expect(await knowledge.locator("legend").textContent()).toBe("Knowledge");
      expect(await knowledge.textContent()).toContain("Partial knowledge: ");
      expect(await knowledge.locator('[data-option="partial_knowledge"] .section').textContent()).toBe(" (rule book V-0.1)");
      expect(await page.locator(".new-table").textContent()).not.toContain("multiple_brown_from_ipo");
      await fitsWidth(page, view.viewport.width);
      if (view.device.hasTouch) await fingerSized(page, ["main"]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/first-time-lobby-${view.name}.png`, fullPage: true });
      expect(stage.errors).toEqual([]);
    });

    for (const position of POSITIONS) {
      it(`the ${position.round} round fits the ${view.name}, keeps the acting panel in view and passes axe`, async () => {
        const page = await stage.newPage(view.viewport, view.device);
        await openImported(stage, page, position.entries);
        await expect.poll(() => page.locator(".actions h2").textContent(), { timeout: 15_000 }).toBe(position.heading);
        await expect.poll(() => page.locator(".actions.mine").count()).toBe(1);
        await fitsWidth(page, view.viewport.width);
        await actingPanelInView(page);
        if (view.device.hasTouch) await fingerSized(page);
        expect(await axeViolations(page)).toEqual([]);
        // The keys are shown with the controls they press.
        expect(await page.locator(".actions .shortcuts").textContent()).toContain("P pass");
        await page.screenshot({ path: `${SHOTS}/first-time-${position.round}-${view.name}.png` });
        await page.screenshot({ path: `${SHOTS}/first-time-${position.round}-${view.name}-full.png`, fullPage: true });
        expect(stage.errors).toEqual([]);
      });
    }

    it(`the embed fits the ${view.name}, keeps a player's acting panel in view and passes axe`, async () => {
      // A player's embed (the seat's token in the fragment): the action panel above the map.
      const page = await stage.newPage(view.viewport, view.device);
      const id = await openImported(stage, page, 28, "embed");
      await expect.poll(() => page.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("Open the full game on Roundhouse");
      await expect.poll(() => page.locator(".actions h2").textContent()).toBe("Operating Round 1.1");
      await expect.poll(() => page.locator(".actions.mine").count()).toBe(1);
      await fitsWidth(page, view.viewport.width);
      await actingPanelInView(page);
      if (view.device.hasTouch) await fingerSized(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/first-time-embed-${view.name}.png`, fullPage: true });
      // A spectator's embed, as a forum post shows it: the board drawn by the room.
      const watcher = await stage.newPage(view.viewport, view.device);
      await watcher.goto(`${stage.site.url}/embed/${id}`);
      await expect.poll(() => watcher.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("Operating Round 1.1");
      await watcher.locator("img.embed-board").waitFor();
      await fitsWidth(watcher, view.viewport.width);
      expect(await axeViolations(watcher)).toEqual([]);
      await watcher.screenshot({ path: `${SHOTS}/first-time-embed-spectator-${view.name}.png`, fullPage: true });
      expect(stage.errors).toEqual([]);
    });
  }

  it("shows the private companies' cards with the bids, and says why a move cannot be made", async () => {
    const page = await stage.newPage(PHONE.viewport, PHONE.device);
    await openImported(stage, page, 5);
    // 1830 T-05: the Camden & Amboy's card, with the three bids standing on it (C-2.2.1).
    const ca = page.locator('li[data-company="CA"]');
    await expect.poll(() => ca.textContent(), { timeout: 15_000 }).toContain("Face value$160");
    expect(await ca.textContent()).toContain("Revenue$25");
    expect(await ca.locator(".ability").textContent()).toContain("PRR");
    expect(await ca.locator(".bids").textContent()).toBe("Bids: Player 2 $170, Player 3 $175, Player 1 $180");
    expect(await page.locator('li[data-company="CS"] .bids').textContent()).toBe("Bids: Player 2 $45");

    // Stock round 1: no sales in the first stock round (1830 6.1), said with its rule.
    const stock = await stage.newPage(PHONE.viewport, PHONE.device);
    await openImported(stage, stock, 22);
    await expect.poll(() => stock.locator('[data-why-not="sell_shares"]').textContent(), { timeout: 15_000 }).toBe(
      "Sell shares: not now. 1830 6.1: certificates may not be sold in the first stock round.",
    );
    // The train roster: what each first purchase rusts and the phase it starts (1830 T-07).
    expect(await stock.locator('[data-train-roster="4"]').textContent()).toContain("all 2-trains");
    expect(await stock.locator('[data-train-roster="5"]').textContent()).toContain("privates close");
    // The market's colours, said in words too (1830 5.4).
    expect(await stock.getByRole("list", { name: "Market key" }).textContent()).toContain("orange: not counted, and may be held beyond 60%");
    // A charter not yet started: its home.
    expect(await stock.locator('[data-charter="NYC"]').textContent()).toContain("Albany (E19)");

    // Tapping a hex shows the tiles that may go there and what each costs: Washington, a river ($80, 1830 7.2.3).
    await stock.locator('svg [data-hex="J14"]').first().tap();
    const info = stock.getByRole("region", { name: "Hex J14" });
    await expect.poll(() => info.textContent()).toContain("Washington");
    expect(await info.locator('[data-hex-tile="57"]').textContent()).toBe("#57 (yellow) — $80");
    expect(stage.errors).toEqual([]);
  });

  // Issue #32: the phone's action area. What must be tapped next is on screen without scrolling, and nothing covers it.
  const ACTION_VIEWS: View[] = [
    { name: "narrow-phone-740", viewport: { width: 360, height: 740 }, device: NARROW_PHONE.device },
    PHONE,
    TABLET,
    { name: "laptop", viewport: { width: 1366, height: 900 }, device: {} },
  ];
  for (const view of ACTION_VIEWS) {
    it(`shows a tapped hex's tiles on screen, not under the pinned panel, on a ${view.name}`, async () => {
      // Operating round 1.1 of the imported game: the B&O lays track (on I17, as it did there).
      const page = await stage.newPage(view.viewport, view.device);
      await openImported(stage, page, 27);
      await expect.poll(() => page.locator(".actions.mine").count(), { timeout: 15_000 }).toBe(1);
      expect(await pinnedShare(page)).toBeLessThanOrEqual(0.5);
      // The player scrolls the map into the part of the screen the pinned panel leaves free, the highlighted hex in its middle, and taps it.
      const hex = page.locator('svg [data-hex="I17"]').first();
      for (let i = 0; i < 2; i++)
        await hex.evaluate((e) => {
          const panel = document.querySelector(".actions.mine")!.getBoundingClientRect();
          const free = panel.top <= 0.5 && panel.left < e.getBoundingClientRect().right ? panel.bottom : 0;
          scrollBy({ top: e.getBoundingClientRect().top - (free + innerHeight) / 2, behavior: "instant" });
        });
      const box = (await hex.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-hex]")?.getAttribute("data-hex"), [x, y])).toBe("I17");
      if (view.device.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      const first = page.locator(".tile-tray button.tile-choice").first();
      await first.waitFor();
      expect(await first.getAttribute("aria-label")).toBe("Tile #7, rotation 1");
      // Inside the screen, and what a tap there hits (not the pinned panel).
      await expect.poll(() => uncovered(page, first)).toBe(true);
      expect(await pinnedShare(page)).toBeLessThanOrEqual(0.5);
      if (view.name === "narrow-phone-740") await page.screenshot({ path: `${SHOTS}/tile-choice-phone.png` });
      if (view.device.hasTouch) await first.tap();
      else await first.click();
      await expect.poll(() => page.getByRole("button", { name: "Lay tile #7 on I17 for $80" }).isEnabled()).toBe(true);
      expect(stage.errors).toEqual([]);
    });
  }

  it("keeps Pass in sight in a long stock round panel, and the Your turn button off the page's last button", async () => {
    for (const view of [ACTION_VIEWS[0]!, PHONE]) {
      const page = await stage.newPage(view.viewport, view.device);
      await openImported(stage, page, 22);
      await expect.poll(() => page.locator(".actions.mine").count(), { timeout: 15_000 }).toBe(1);
      expect(await pinnedShare(page)).toBeLessThanOrEqual(0.5);
      // Pass, the last of the panel's moves, is on screen without scrolling the panel.
      expect(await uncovered(page, page.locator(".actions.mine button.pass").first())).toBe(true);
      // At the bottom of the page the floating button brings the panel back, and covers no button.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const beacon = page.getByRole("button", { name: "▲ Your turn: to your moves" });
      await expect.poll(() => beacon.isVisible()).toBe(true);
      const last = page.locator("main button:visible").last();
      expect(await uncovered(page, last), (await last.textContent()) ?? "").toBe(true);
    }
    expect(stage.errors).toEqual([]);
  });

  it("brings the acting panel back from the bottom of a phone's page", async () => {
    const page = await stage.newPage(PHONE.viewport, PHONE.device);
    await openImported(stage, page, 22);
    await expect.poll(() => page.locator(".actions.mine").count(), { timeout: 15_000 }).toBe(1);
    const beacon = page.getByRole("button", { name: "▲ Your turn: to your moves" });
    expect(await beacon.count()).toBe(0);
    // Down to the chat, below the main column: the panel is out of sight, the beacon says whose turn it is.
    await sideColumnDrawn(page);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => beacon.isVisible()).toBe(true);
    await beacon.tap();
    await expect.poll(() => page.evaluate(() => document.querySelector(".actions.mine")!.getBoundingClientRect().top)).toBeLessThan(100);
    await expect.poll(() => beacon.count()).toBe(0);
    expect(stage.errors).toEqual([]);
  });

  it("shows the tiles of the hex under the mouse over the map's corner", async () => {
    const page = await stage.newPage(DESKTOP.viewport);
    await openImported(stage, page, 22);
    await expect.poll(() => page.locator(".actions.mine").count(), { timeout: 15_000 }).toBe(1);
    await page.locator('svg [data-hex="J14"]').first().hover();
    await expect.poll(() => page.locator(".hex-hover").textContent()).toContain("J14 Washington");
    expect(await page.locator('.hex-hover [data-hex-tile="57"]').textContent()).toBe("#57 (yellow) — $80");
    await page.mouse.move(5, 5);
    await expect.poll(() => page.locator(".hex-hover").count()).toBe(0);
    expect(stage.errors).toEqual([]);
  });

  it("pinches the map to zoom it and drags it with a finger", async () => {
    const page = await stage.newPage(PHONE.viewport, PHONE.device);
    await openImported(stage, page, 28);
    const viewport = page.locator(".board-viewport");
    await viewport.scrollIntoViewIfNeeded();
    const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await page.locator(".board-canvas").getAttribute("style")) ?? "")?.[1]);
    expect(await scale()).toBe(1);
    const box = (await viewport.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    // Two fingers move apart from 40 px to 160 px: four times as big.
    await touch("touchStart", [[cx - 20, cy], [cx + 20, cy]]);
    for (let d = 20; d <= 80; d += 10) await touch("touchMove", [[cx - d, cy], [cx + d, cy]]);
    await touch("touchEnd", []);
    await expect.poll(scale).toBeGreaterThan(3);
    // One finger drags it.
    const before = await page.locator(".board-canvas").getAttribute("style");
    await touch("touchStart", [[cx, cy]]);
    for (let d = 10; d <= 60; d += 10) await touch("touchMove", [[cx + d, cy + d]]);
    await touch("touchEnd", []);
    await expect.poll(() => page.locator(".board-canvas").getAttribute("style")).not.toBe(before);
    // The dragging selected no hex.
    expect(await page.locator(".hex-info").count()).toBe(0);
    expect(stage.errors).toEqual([]);
  });

  it("passes and takes back with the keyboard", async () => {
    const page = await stage.newPage(DESKTOP.viewport);
    await openImported(stage, page, 22);
    await expect.poll(() => page.locator(".actions .entity-actions h3").first().textContent(), { timeout: 15_000 }).toBe("Player 2 to act");
    expect(await page.locator("button.pass").first().getAttribute("aria-keyshortcuts")).toBe("P");
    await page.keyboard.press("p");
    await expect.poll(() => page.locator(".log").textContent()).toContain("Player 2 passes");
    await expect.poll(() => page.locator(".actions .entity-actions h3").first().textContent()).toBe("Player 3 to act");
    await page.keyboard.press("u");
    await expect.poll(() => page.locator(".actions .entity-actions h3").first().textContent()).toBe("Player 2 to act");
    expect(stage.errors).toEqual([]);
  });

  it("confirms the chosen tile and the routes shown with the keyboard", async () => {
    // Operating round 1.1 of that game: the B&O lays track on I17, as it did there.
    const page = await stage.newPage(DESKTOP.viewport);
    await openImported(stage, page, 27);
    await page.locator('svg [data-hex="I17"]').first().click({ timeout: 15_000 });
    const choose = page.getByRole("button", { name: "Choose a tile to lay on I17" });
    expect(await choose.isDisabled()).toBe(true);
    expect(await choose.getAttribute("aria-keyshortcuts")).toBe("C");
    // No tile chosen yet: C has nothing to confirm.
    const before = await logLength(page);
    await page.keyboard.press("c");
    await page.waitForTimeout(500);
    expect(await logLength(page)).toBe(before);
    await page.getByRole("button", { name: "Tile #9, rotation 1", exact: true }).click();
    await expect.poll(() => page.getByRole("button", { name: "Lay tile #9 on I17 for $80" }).isEnabled()).toBe(true);
    await page.keyboard.press("c");
    await expect.poll(() => page.locator(".log").textContent()).toContain("B&O spends $80 and lays tile #9 with rotation 1 on I17");

    // Later in that round the B&O runs its two 2-trains: C runs the routes the panel shows.
    const routes = await stage.newPage(DESKTOP.viewport);
    await openImported(stage, routes, 43);
    const run = routes.locator(".actions").getByRole("button", { name: /^Run these routes/ });
    await expect.poll(() => run.isEnabled(), { timeout: 15_000 }).toBe(true);
    const revenue = Number(/\(\$(\d+)\)/.exec((await run.textContent())!)![1]);
    await routes.keyboard.press("c");
    const earned = async () => [...((await routes.locator(".log").textContent()) ?? "").matchAll(/B&O runs a 2 train for \$(\d+)/g)].map((m) => Number(m[1]));
    await expect.poll(async () => (await earned()).length).toBe(2);
    expect((await earned()).reduce((a, b) => a + b)).toBe(revenue);
    expect(stage.errors).toEqual([]);
  });

  it("plays the 1830 auction and the first stock round by tapping only, on a phone", async () => {
    // A hotseat table for two (both seats in this browser), Ada and Bob sitting as they joined (V-1.1).
    const created = (await (
      await fetch(`${stage.site.url}/api/games`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "1830", name: "Ada", seats: 2, hotseat: true, options: { optional_rules: ["sit_as_you_will"] } }),
      })
    ).json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage(PHONE.viewport, PHONE.device);
    await page.goto(stage.site.url);
    await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [created.id, created.seat.token]);
    await page.goto(`${stage.site.url}/g/${created.id}`);
    await page.getByRole("button", { name: "Start the game with 2 players" }).tap();
    const log = () => page.getByRole("region", { name: "Game log" }).textContent();
    let entries = 0;
    /** Taps a button of the acting panel and waits for the move to reach the log. */
    const tap = async (name: string | RegExp, scope = page.locator(".actions")) => {
      await expect.poll(() => page.locator(".actions").getByRole("button", { name }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await scope.getByRole("button", { name }).first().tap();
      await expect.poll(async () => Number(await page.locator("[data-log-length]").getAttribute("data-log-length"))).toBeGreaterThan(entries);
      entries = Number(await page.locator("[data-log-length]").getAttribute("data-log-length"));
    };

    // The private auction (C-2.2): each buys the cheapest company in turn.
    await expect.poll(() => page.locator(".actions h2").textContent(), { timeout: 15_000 }).toBe("Private Auction");
    await page.screenshot({ path: `${SHOTS}/first-time-tapping-auction.png` });
    await tap("Buy Schuylkill Valley for $20");
    await tap("Buy Champlain & St. Lawrence for $40");
    await tap("Buy Delaware & Hudson for $70");
    await tap("Buy Mohawk & Hudson for $110");
    await tap("Buy Camden & Amboy for $160");
    await tap("Buy Baltimore & Ohio for $220");
    await tap("$100"); // the B&O's par, set by the BO's buyer (C-2.2)
    await expect.poll(() => page.locator(".actions h2").textContent()).toBe("Stock Round 1");
    expect(await log()).toContain("Player 2 buys Baltimore & Ohio for $220");

    // Stock round 1: Ada pars the PRR (the CA brought her its certificate), both buy until both float.
    await tap("$100", page.locator(".actions .row", { hasText: "Par PRR" }));
    for (let i = 0; i < 4; i++) {
      await tap("Buy 10% B&O from the IPO for $100");
      await tap(i < 3 ? "Buy 10% PRR from the IPO for $100" : "Pass / done");
    }
    await tap("Pass / done");
    await expect.poll(() => page.locator(".actions h2").textContent()).toBe("Operating Round 1.1");
    expect(await log()).toMatch(/PRR floats/);
    expect(await log()).toMatch(/B&O floats/);
    await page.screenshot({ path: `${SHOTS}/first-time-tapping-operating.png` });
    expect(stage.errors).toEqual([]);
  });
});
