// Issue #40, item 5: Railways on a phone (360x740, touch). The setup's instruction is on the first screen; a tapped
// building answers where it was tapped (its choices just under it); a link is named by its two buildings and the
// spaces the map's edges name; a link picked in the list is shown, with its payments, on the map, on screen; a link's
// railway space tapped on the map chooses it.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalMoves, moveKey, type Move } from "../../shared/games/railways/legal.ts";
import { axeViolations, HAVE_BROWSER, SHOTS, useStage } from "./harness.ts";

const PHONE = { width: 360, height: 740 };
const SEED = 4242;
const OPTIONS = { optional_rules: ["fair_deal"] };

describe.skipIf(!HAVE_BROWSER)("Railways on a phone", () => {
  const stage = useStage();

  /** The whole element on the screen (to a pixel's rounding). */
  const onScreen = async (element: Locator, height = PHONE.height) => {
    const b = (await element.boundingBox())!;
    return b.y >= -1 && b.y + b.height <= height + 1 && b.x >= -1 && b.x + b.width <= PHONE.width + 1;
  };
  const logged = (page: Page, n: number) => page.locator(`.game[data-log-length="${n}"]`).waitFor({ timeout: 15_000 });

  it("answers a tap where it was made, and shows a link as the map names it", async () => {
    const body = { title: "Railways", players: [{ id: 1, name: "Ada" }], settings: { seed: SEED, ...OPTIONS }, actions: [] };
    const created = (await (await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage(PHONE, { hasTouch: true, isMobile: true });
    await page.goto(stage.site.url);
    await page.evaluate(([id, token]) => localStorage.setItem(`seat:${id}`, token!), [created.id, created.seat.token]);
    await page.goto(`${stage.site.url}/g/${created.id}`);
    await page.locator(".rw-mapcard").first().waitFor({ timeout: 15_000 });
    const game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: OPTIONS, seed: SEED });
    let n = 0;
    const play = (move: Move, pay?: Move["payments"][number]) => game.process({ ...move.action, ...(pay ? { pay: pay.pay } : {}), entity: 1, entity_type: "player" });

    // The setup's instruction on the first screen, above the map.
    const help = page.locator(".rw-setup-help");
    expect(await help.textContent()).toContain("Place the starting passengers");
    expect(await onScreen(help)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/railways-setup-phone.png` });

    // Each starting passenger: the building tapped answers with its choices just under it, on screen.
    while (game.state.step === "setup") {
      const move = legalMoves(game)[0]!;
      const cell = page.locator(`[data-cell="${move.action.cell}"]`);
      await cell.tap();
      const here = page.locator(".rw-here");
      await here.waitFor();
      const [c, h] = [(await cell.boundingBox())!, (await here.boundingBox())!];
      expect(h.y).toBeGreaterThanOrEqual(c.y + c.height - 2);
      expect(h.y).toBeLessThan(c.y + c.height + 12);
      await expect.poll(() => onScreen(here)).toBe(true);
      if (n === 0) await page.screenshot({ path: `${SHOTS}/railways-tap-phone.png` });
      if (n === 0) expect(await axeViolations(page)).toEqual([]);
      await here.getByRole("button", { name: `Place ${move.action.value}` }).tap();
      play(move);
      await logged(page, ++n);
      expect(await page.locator(`[data-cell="${move.action.cell}"] .rw-die`).textContent()).toBe(String(move.action.value));
    }

    // The map's edges name its columns and rows, as the lists name the spaces.
    expect(await page.locator(".rw-axis-cols").textContent()).toBe("abcdefghij");
    expect(await page.locator(".rw-axis-rows").textContent()).toBe("12345678");

    // A link from the list: named by its buildings, shown on the map with its payments, on screen.
    const links = () => legalMoves(game).filter((m) => m.action.type === "buy_link" && m.payments.length > 0);
    expect(links().length).toBeGreaterThan(0);
    const moves = page.locator(".rw-moves");
    await moves.locator('[data-action="buy_link"]').tap();
    const listed = moves.locator(".rw-targets button");
    const names = await listed.allTextContents();
    expect(names.length).toBe(legalMoves(game).filter((m) => m.action.type === "buy_link").length);
    for (const name of names) expect(name).toMatch(/^(Residential|Leisure|Commercial|Industrial) [a-j][1-8] – (Residential|Leisure|Commercial|Industrial) [a-j][1-8], \d+ railway spaces?$/);
    const first = links()[0]!;
    await moves.locator(`[data-key="${moveKey(first.action)}"]`).tap();
    const here = page.locator(".rw-here");
    await expect.poll(() => onScreen(here)).toBe(true);
    const selected = page.locator(".rw-selected");
    expect(await selected.count()).toBe(game.topo.link(String(first.action.link))!.cells.length);
    for (let i = 0; i < (await selected.count()); i++) expect(await onScreen(selected.nth(i))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/railways-link-phone.png` });
    await here.locator('[data-pay="0"]').tap();
    play(first, first.payments[0]);
    await logged(page, ++n);

    // A link's railway space tapped on the map chooses it; its payments answer there.
    const next = links()[0];
    if (next) {
      await moves.locator('[data-action="buy_link"]').tap();
      const space = game.topo.link(String(next.action.link))!.cells[0]!;
      await page.locator(`[data-cell="${space}"]`).tap();
      await here.waitFor();
      await expect.poll(() => onScreen(here)).toBe(true);
      const named = await here.textContent();
      expect(named).toContain(/^\S+ [a-j][1-8] – \S+ [a-j][1-8], \d+ railway spaces?/.exec((await moves.locator(`[data-key="${moveKey(next.action)}"]`).textContent())!)![0]);
      await here.locator('[data-pay="0"]').tap();
      play(next, next.payments[0]);
      await logged(page, ++n);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The same on a laptop: the chooser under the space tapped, beside the list.
    const laptop = await stage.newPage({ width: 1366, height: 900 });
    await laptop.goto(stage.site.url);
    await laptop.evaluate(([id, token]) => localStorage.setItem(`seat:${id}`, token!), [created.id, created.seat.token]);
    await laptop.goto(`${stage.site.url}/g/${created.id}`);
    await logged(laptop, n);
    const building = legalMoves(game).find((m) => m.action.type === "move_passenger");
    if (building) {
      await laptop.locator('.rw-moves [data-action="move_passenger"]').click();
      await laptop.locator(`[data-cell="${building.action.from}"]`).click();
      await laptop.locator(".rw-here").waitFor();
      expect(await onScreen(laptop.locator(".rw-here"), 900)).toBe(true);
    }
    await laptop.screenshot({ path: `${SHOTS}/railways-tap-laptop.png` });
    expect(stage.errors).toEqual([]);
  });
});
