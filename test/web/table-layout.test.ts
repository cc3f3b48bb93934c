// Issue #40, items 3 and 4: the table's layout follows the round. On a laptop a stock round's players,
// corporations and market stand beside the actions, an operating round's map with the operating
// corporation's facts; on a phone a tile is chosen and turned on its hex in sight, under a pinned panel
// that keeps to a third of the screen, without keyboard hints, its Pass covering no move.
// Positions of an imported 18xx.games game (1830_game_end_bank): the page holds every seat.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { RULES } from "../../shared/games/index.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { axeViolations, HAVE_BROWSER, SHOTS, useStage, type Stage } from "./harness.ts";

const FILE = "test/fixtures/1830/1830_game_end_bank.json";
const LOG = JSON.parse(readFileSync(FILE, "utf8")) as GameLog & { actions: unknown[] };
/**
 * Positions of that game: its first 5 entries leave it in the private auction, 22 in stock round 1, 27 in operating
 * round 1.1 (the B&O lays track, on I17 there), 46 in operating round 2.1 (the NYNH lays track).
 */
const AUCTION = 5;
const TRACK = 27;
const STOCK = 22;
const OPERATING = 46;
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740 };
const IPHONE_13 = { width: 390, height: 664 };
const TOUCH = { hasTouch: true, isMobile: true };

/** The game cut after its first `n` entries, imported, opened in a page that holds its seats. */
async function openAt(stage: Stage, n: number, viewport: { width: number; height: number }, device = {}): Promise<Page> {
  const body = { ...LOG, actions: LOG.actions.slice(0, n) };
  const response = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const created = (await response.json()) as { id: string; seat: { token: string } };
  const page = await stage.newPage(viewport, device);
  await page.goto(stage.site.url);
  await page.evaluate(([id, token]) => localStorage.setItem(`seat:${id}`, token!), [created.id, created.seat.token]);
  await page.goto(`${stage.site.url}/g/${created.id}`);
  await page.locator(".table-layout .actions.mine").waitFor({ timeout: 15_000 });
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (element: Locator): Promise<Box> => (await element.boundingBox())!;
/** How many pixels of the element's height are on the screen. */
const shown = (b: Box, height: number) => Math.max(0, Math.min(b.y + b.height, height) - Math.max(b.y, 0));

describe.skipIf(!HAVE_BROWSER)("the table's layout follows the round", () => {
  const stage = useStage();

  it("shows a stock round's players, corporations and market beside the actions on a laptop", async () => {
    const page = await openAt(stage, STOCK, LAPTOP);
    expect(await page.locator(".table-layout").getAttribute("data-layout")).toBe("stock");
    const actions = await box(page.locator(".actions.mine"));
    for (const name of ["Players", "Corporations", "Stock market"]) {
      const panel = await box(page.getByRole("region", { name, exact: true }));
      // Beside the actions, and on the first screen: no scrolling past the map to see them.
      expect(panel.x, name).toBeGreaterThanOrEqual(actions.x + actions.width);
      expect(shown(panel, LAPTOP.height), name).toBeGreaterThanOrEqual(Math.min(panel.height, 150) - 1);
    }
    // Each player's cash, and the bank's certificates (each corporation's IPO and pool), are read without scrolling.
    const game = replayLog(RULES["1830"]!, LOG, STOCK);
    for (const player of game.players) {
      const cash = page.locator(`[data-player="${player.id}"] td.num`).first();
      expect(await cash.textContent()).toBe(game.money(player.cash));
      expect(shown(await box(cash), LAPTOP.height)).toBeGreaterThan(10);
    }
    const ipo = page.locator('[data-corporation="B&O"] td', { hasText: "% / " });
    expect(await ipo.textContent()).toBe(`${game.corporation("B&O").percentOf("ipo")}% / ${game.corporation("B&O").percentOf("pool")}%`);
    expect(shown(await box(ipo), LAPTOP.height)).toBeGreaterThan(10);
    // The market's top row, where the pars stand.
    expect(shown(await box(page.locator(".market-row").first()), LAPTOP.height)).toBeGreaterThan(20);
    // The keys are told where there is a keyboard.
    expect(await page.locator(".shortcuts").isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/layout-stock-laptop.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(stage.errors).toEqual([]);
  });

  it("shows an operating round's map with the operating corporation's facts on a laptop", async () => {
    const page = await openAt(stage, OPERATING, LAPTOP);
    expect(await page.locator(".table-layout").getAttribute("data-layout")).toBe("operating");
    const actions = await box(page.locator(".actions.mine"));
    const map = await box(page.locator(".board-viewport"));
    expect(map.x).toBeGreaterThanOrEqual(actions.x + actions.width);
    // The whole map's frame on the first screen.
    expect(map.y).toBeGreaterThanOrEqual(0);
    expect(map.y + map.height).toBeLessThanOrEqual(LAPTOP.height);
    // The NYNH's facts, as the engine has them, under its actions.
    const game = replayLog(RULES["1830"]!, LOG, OPERATING);
    const nynh = game.corporation("NYNH");
    const facts = page.getByRole("region", { name: "NYNH operating" });
    const text = await facts.textContent();
    expect(text).toContain(`Treasury${game.money(nynh.cash)}`);
    expect(text).toContain(`Trains (limit ${game.trainLimit(nynh)})${nynh.trains.map((t) => t.name).join(", ")}`);
    expect(text).toContain(`PresidentPlayer 1`);
    expect(text).toContain(`Share price${game.money(game.market.price("NYNH")!)}`);
    const factsBox = await box(facts);
    expect(factsBox.y).toBeGreaterThanOrEqual(actions.y + actions.height);
    expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(LAPTOP.height);
    await page.screenshot({ path: `${SHOTS}/layout-operating-laptop.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(stage.errors).toEqual([]);
  });

  it("lays a tile on a phone with the hex, its neighbours and the tile in sight", async () => {
    const page = await openAt(stage, TRACK, PHONE, TOUCH);
    const pinned = page.locator(".actions.mine");
    // No keyboard: no keys to read.
    expect(await page.locator(".shortcuts").isVisible()).toBe(false);
    expect(await page.locator("kbd.key").first().isVisible()).toBe(false);
    // At Fit the frame has the map's shape: no empty bands around a small map.
    const frame = page.locator(".board-viewport");
    const fit = await frame.evaluate((e) => {
      const view = e.querySelector("svg")!.viewBox.baseVal;
      const box = e.getBoundingClientRect();
      return Math.max(box.height / (box.width * (view.height / view.width)), (box.width * (view.height / view.width)) / box.height);
    });
    expect(fit).toBeLessThan(1.1);
    await page.screenshot({ path: `${SHOTS}/layout-operating-phone.png`, fullPage: true });

    // I17, where the rules allow three tiles in several turns, tapped on the map (scrolled into the part of the screen the panel leaves free).
    const hexName = "I17";
    const hex = page.locator(`svg [data-hex="${hexName}"]`).first();
    await hex.evaluate((e) => {
      const panel = document.querySelector(".actions.mine")!.getBoundingClientRect();
      scrollBy({ top: e.getBoundingClientRect().top - (panel.bottom + innerHeight) / 2, behavior: "instant" });
    });
    const before = await box(hex);
    expect(before.width).toBeLessThan(40); // the whole map on a phone: small hexes
    await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    const choices = page.locator(".tile-tray button.tile-choice");
    await choices.first().waitFor();

    /** The pinned panel keeps under a third of the screen; the hex, with its tile drawn on it, is in the map's frame below it, large enough to see its track. */
    const inSight = async () => {
      const panel = await box(pinned);
      expect(panel.height).toBeLessThan(PHONE.height / 3);
      const view = await box(frame);
      expect(view.y).toBeGreaterThanOrEqual(panel.y + panel.height - 1);
      const preview = await box(page.locator(`[data-preview-hex="${hexName}"]`));
      expect(preview.width).toBeGreaterThanOrEqual(56);
      for (const [a, b] of [[preview.x, view.x], [preview.y, view.y]]) expect(a).toBeGreaterThanOrEqual(b!);
      expect(preview.x + preview.width).toBeLessThanOrEqual(view.x + view.width);
      expect(preview.y + preview.height).toBeLessThanOrEqual(Math.min(view.y + view.height, PHONE.height));
      // Its neighbours around it, in the frame too.
      const around = await page.locator("svg g[data-hex]").evaluateAll(
        (hexes, [name, v]) =>
          hexes.filter((h) => {
            const b = h.getBoundingClientRect();
            const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
            return h.getAttribute("data-hex") !== name && x > v!.x && x < v!.x + v!.width && y > v!.y && y < v!.y + v!.height;
          }).length,
        [hexName, view] as const,
      );
      expect(around).toBeGreaterThanOrEqual(6);
    };
    // Every tile and turn, and the button that lays it, within the screen and not under the panel.
    const reachable = async (element: Locator) => {
      const b = await box(element);
      const panel = await box(pinned);
      expect(b.y).toBeGreaterThanOrEqual(panel.y + panel.height - 1);
      expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height);
    };
    await choices.first().tap();
    await expect.poll(() => page.locator(`[data-preview-hex="${hexName}"]`).count()).toBe(1);
    await inSight();
    await reachable(choices.first());
    const lay = page.locator(".tile-tray").getByRole("button", { name: /^Lay tile/ });
    await reachable(lay);
    await page.screenshot({ path: `${SHOTS}/layout-tile-phone.png` });
    // Another tile or turn, further along the tiles: drawn in the same place.
    const drawn = () => page.locator(`[data-preview-hex="${hexName}"]`).evaluate((e) => `${e.getAttribute("data-preview-tile")}:${e.getAttribute("data-preview-rotation")}`);
    const first = await drawn();
    expect(await choices.count()).toBeGreaterThan(2);
    const last = choices.last();
    await last.scrollIntoViewIfNeeded();
    await reachable(last);
    await last.tap();
    await expect.poll(drawn).not.toBe(first);
    expect(await drawn()).toBe(/^Tile #(\w+), rotation (\d)$/.exec((await last.getAttribute("aria-label"))!)!.slice(1).join(":"));
    await inSight();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/layout-tile-turned-phone.png` });
    expect(await axeViolations(page)).toEqual([]);
    // Laid.
    await lay.tap();
    await expect.poll(() => page.locator(".log").textContent()).toContain(`lays tile`);
    expect(stage.errors).toEqual([]);
  });

  it("keeps Pass below a phone's moves in the auction, covering none of them", async () => {
    for (const viewport of [IPHONE_13, PHONE]) {
      const page = await openAt(stage, AUCTION, viewport, TOUCH);
      const panel = await box(page.locator(".actions.mine"));
      expect(panel.height).toBeLessThan(viewport.height / 3);
      const pass = await box(page.locator(".actions.mine button.pass"));
      const body = await box(page.locator(".actions.mine .actions-body"));
      // The moves scroll above Pass, which stands below them (and inside the panel).
      expect(pass.y).toBeGreaterThanOrEqual(body.y + body.height);
      expect(pass.y + pass.height).toBeLessThanOrEqual(panel.y + panel.height);
      // Every bid row scrolled into the panel can be read whole: a tap at its middle reaches it.
      const rows = page.locator(".actions.mine .actions-body form.row, .actions.mine .actions-body .entity-actions > button");
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        await row.evaluate((e) => e.scrollIntoView({ block: "nearest" }));
        const b = await box(row);
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("form.row, button") !== null && !document.elementFromPoint(x!, y!)!.closest(".actions-foot"), [b.x + b.width / 2, b.y + b.height / 2])).toBe(true);
      }
      await page.screenshot({ path: `${SHOTS}/layout-auction-${viewport.width}.png` });
      await page.context().close();
    }
    expect(stage.errors).toEqual([]);
  });
});
