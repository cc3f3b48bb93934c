// Opening a game page on a long game: the page rebuilds the game from the log
// its room sends (web/src/table.ts). Each long fixture is imported once, then
// its page is opened afresh several times in Chromium (a new browser context
// each time: a cold page, as a player opening a link has); the figures are the
// page's own "replay" measure and the time from navigation until the frame
// after it. Needs the built app (npm run build) and Debian's Chromium.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { HAVE_BROWSER, launchBrowser, startSite } from "../test/web/harness.ts";

const FIXTURES = ["test/fixtures/1830/1830_game_end_bank.json", "test/fixtures/1837/1837_game_end_bank.json"];
const OPENS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (!HAVE_BROWSER) console.log("\npage-open: skipped (no Chromium)");
else {
  if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
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
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
