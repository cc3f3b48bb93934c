// Opening a game page on a long game: the page rebuilds the game from the log
// its room sends, or revives it from the room's snapshot and the entries after
// it (web/src/table.ts). Each long fixture is imported once, then
// its page is opened afresh several times in Chromium (a new browser context
// each time: a cold page, as a player opening a link has); the figures are the
// page's own "replay" measure and the time from navigation until the frame
// after it. Then the same pages and their embeds at 100 ms round trips (the
// network emulated by Chromium, 20 Mbit/s down): the time until the game is
// shown (the replay done; the embed's board picture drawn), which counts the
// round trips a page makes one after another (worker/preload.ts). Chromium's
// emulation counts a WebSocket message at its size before compression (the
// welcome of the 1837 fixture's page, with the room's snapshot: about 500 KB,
// 61 KB deflated as permessage-deflate sends it), so these figures overstate
// what a long game's welcome costs on a real line.
// Needs the built app (npm run build) and Debian's Chromium.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { HAVE_BROWSER, launchBrowser, startSite } from "../test/web/harness.ts";

const FIXTURES = ["test/fixtures/1830/1830_game_end_bank.json", "test/fixtures/1837/1837_game_end_bank.json"];
const OPENS = 7;
/** The round trip the second set of opens emulates: a player far from the site. */
const RTT_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (!HAVE_BROWSER) console.log("\npage-open: skipped (no Chromium)");
else {
  if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    /** The median time from navigation until `shown` holds, over cold opens at RTT_MS round trips. */
    const shownAt = async (path: string, shown: () => boolean) => {
      const times: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: RTT_MS, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 });
        const t0 = performance.now();
        await page.goto(`${site.url}${path}`);
        await page.waitForFunction(shown, null, { timeout: 60_000 });
        times.push(performance.now() - t0);
        await context.close();
      }
      return median(times);
    };
    const ids: [string, string][] = [];
    console.log(`\nOpening a game page on a long game (Chromium, wrangler dev; median of ${OPENS} cold opens)`);
    for (const file of FIXTURES) {
      const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: readFileSync(file, "utf8") });
      const { id } = (await response.json()) as { id: string };
      const { logLength } = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { logLength: number };
      const replays: number[] = [];
      const shown: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
        const page = await context.newPage();
        const t0 = performance.now();
        await page.goto(`${site.url}/g/${id}`);
        // The page has the log before it has the title's rules: the replay comes once both are there.
        await page.waitForFunction(() => performance.getEntriesByName("replay").length > 0, null, { timeout: 60_000 });
        replays.push(await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r((performance.getEntriesByName("replay")[0] as PerformanceMeasure).duration)))));
        shown.push(performance.now() - t0);
        await context.close();
      }
      const name = file.split("/").pop()!;
      console.log(`  ${name.padEnd(28)} ${String(logLength).padStart(5)} entries   replay ${median(replays).toFixed(1).padStart(6)} ms   shown ${median(shown).toFixed(0).padStart(5)} ms`);
      ids.push([name, id]);
    }
    console.log(`\n  at ${RTT_MS} ms round trips (median of ${OPENS} cold opens)`);
    for (const [name, id] of ids) {
      const page = await shownAt(`/g/${id}`, () => performance.getEntriesByName("replay").length > 0);
      const embed = await shownAt(`/embed/${id}`, () => {
        const board = document.querySelector("img.embed-board") as HTMLImageElement | null;
        return board !== null && board.complete && board.naturalWidth > 0;
      });
      console.log(`  ${name.padEnd(28)} game page shown ${page.toFixed(0).padStart(5)} ms   embed shown ${embed.toFixed(0).padStart(5)} ms`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
