// A game page revives a long game from its room's snapshot (shared/engine/snapshot.ts,
// taken by the Worker's build of the engine, read by the page's) instead of
// replaying the whole log, and shows the same game as a page that replays it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, sideColumnDrawn, useStage, withoutSnapshots } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a game page from its room's snapshot", () => {
  const stage = useStage();

  /** The page's rebuild of its game: how long it took and from how many entries' snapshot (null: replayed). */
  const rebuilt = async (page: Page) => {
    await page.waitForFunction(() => performance.getEntriesByName("replay").length > 0);
    return page.evaluate(() => (performance.getEntriesByName("replay")[0] as PerformanceMeasure).detail as { entries: number; fromSnapshot: number | null });
  };

  /** What the page shows of the game: its panels' text, the map's tiles and stations. */
  const shown = (page: Page) =>
    page.evaluate(() => {
      const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
      // Who is connected changes as pages come and go; the game does not.
      main.querySelectorAll('[role="status"], .presence, .seats').forEach((e) => e.remove());
      const map = [...document.querySelectorAll("svg [data-hex]")].map((hex) => `${hex.getAttribute("data-hex")}:${hex.textContent}`);
      return { text: main.innerText, map };
    });

  it.each(["test/fixtures/1837/1837_game_end_bank.json", "test/fixtures/1830/26855.json"])("%s", async (file) => {
    const response = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: readFileSync(file, "utf8") });
    const { id } = (await response.json()) as { id: string };

    const revived = await stage.newPage();
    await revived.goto(`${stage.site.url}/g/${id}`);
    const from = await rebuilt(revived);
    await caughtUp(stage.site, revived);
    await sideColumnDrawn(revived);
    expect(from.fromSnapshot).toBeGreaterThan(0);
    const fromSnapshot = await shown(revived);
    await revived.context().close();

    // The same page whose hello does not say its engine's build: the room sends no snapshot, and it replays the log.
    const replayed = await stage.newPage();
    await withoutSnapshots(replayed);
    await replayed.goto(`${stage.site.url}/g/${id}`);
    expect((await rebuilt(replayed)).fromSnapshot).toBeNull();
    await caughtUp(stage.site, replayed);
    await sideColumnDrawn(replayed);
    const fromLog = await shown(replayed);

    expect(fromSnapshot.map.length).toBeGreaterThan(50);
    expect(fromSnapshot.map).toEqual(fromLog.map);
    expect(fromSnapshot.text).toEqual(fromLog.text);
    expect(stage.errors).toEqual([]);
  });
});
