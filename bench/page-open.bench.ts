// Opening a game page on a long game: the page rebuilds the game from the log
// its room sends, or revives it from the room's snapshot and the entries after
// it (web/src/table.ts). Each long fixture is imported once, then its page is
// opened afresh several times in Chromium (a new browser context each time: a
// cold page, as a player opening a link has). The figures:
// - the page's own "replay" measure of its rebuild, from the snapshot and (the
//   page's hello made to leave out its engine build) from the whole log, and
//   the time from navigation until the game is shown;
// - the pages and their embeds at 100 ms round trips (the network emulated by
//   Chromium, 20 Mbit/s down): the time until the game is shown (the embed's
//   board picture drawn), which counts the round trips a page makes one after
//   another (worker/preload.ts). Chromium's emulation counts a WebSocket
//   message at its size before compression (the welcome of the 1837 fixture's
//   page, with the room's snapshot: about 500 KB, 61 KB deflated as
//   permessage-deflate sends it), so these overstate what a long game's
//   welcome costs on a real line;
// - the rebuild on a processor four times slower (a phone).
// A page whose socket Playwright stands in for (the replayed ones) is shown
// later for that alone.
// Needs the built app (npm run build) and Debian's Chromium.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { HAVE_BROWSER, launchBrowser, startSite, withoutSnapshots } from "../test/web/harness.ts";

const FIXTURES = ["test/fixtures/1830/1830_game_end_bank.json", "test/fixtures/1837/1837_game_end_bank.json"];
const OPENS = 7;
/** A long 1830 game still being played (the first fixture cut here): a seated player has actions to take. */
const SEATED_ACTIONS = 600;
/** The round trip the second set of opens emulates: a player far from the site. */
const RTT_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (!HAVE_BROWSER) console.log("\npage-open: skipped (no Chromium)");
else {
  if (!existsSync("web/dist/index.html")) execSync("npm run -s build", { stdio: "ignore" });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    /**
     * Cold opens of a page (a new browser context each): the median time from navigation until
     * `shown` holds, and of the page's rebuild of its game ("replay"). `rttMs`: round trips emulated
     * (20 Mbit/s down); `cpu`: the processor slowed this many times (4: a phone); `replay`: the page's
     * hello does not say its engine build, so the room sends no snapshot and the page replays the log.
     */
    const open = async (path: string, shown: () => boolean, { rttMs = 0, cpu = 1, replay = false } = {}) => {
      const times: number[] = [];
      const rebuilds: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
        const page = await context.newPage();
        if (replay) await withoutSnapshots(page);
        const cdp = await context.newCDPSession(page);
        if (cpu !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        if (rttMs) {
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: rttMs, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 });
        }
        const t0 = performance.now();
        await page.goto(`${site.url}${path}`);
        await page.waitForFunction(shown, null, { timeout: 60_000 });
        times.push(performance.now() - t0);
        rebuilds.push(await page.evaluate(() => (performance.getEntriesByName("replay")[0] as PerformanceMeasure | undefined)?.duration ?? NaN));
        await context.close();
      }
      return { shown: median(times), rebuild: median(rebuilds) };
    };
    const gameShown = () => performance.getEntriesByName("replay").length > 0;
    const embedShown = () => {
      const board = document.querySelector("img.embed-board") as HTMLImageElement | null;
      return board !== null && board.complete && board.naturalWidth > 0;
    };
    const ms = (v: number, width = 5) => `${v.toFixed(0).padStart(width)} ms`;
    const ids: [string, string][] = [];
    console.log(`\nOpening a game page on a long game (Chromium, wrangler dev; median of ${OPENS} cold opens)`);
    console.log("  the game rebuilt from the room's snapshot, and (the page not saying its engine build) from the whole log");
    for (const file of FIXTURES) {
      const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: readFileSync(file, "utf8") });
      const { id } = (await response.json()) as { id: string };
      const { logLength } = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { logLength: number };
      const name = file.split("/").pop()!;
      ids.push([name, id]);
      const snapshot = await open(`/g/${id}`, gameShown);
      const replayed = await open(`/g/${id}`, gameShown, { replay: true });
      console.log(`  ${name.padEnd(28)} ${String(logLength).padStart(5)} entries   rebuilt ${ms(snapshot.rebuild, 4)} (replayed ${ms(replayed.rebuild, 4)})   shown ${ms(snapshot.shown)}`);
    }
    console.log(`\n  at ${RTT_MS} ms round trips`);
    for (const [name, id] of ids) {
      const page = await open(`/g/${id}`, gameShown, { rttMs: RTT_MS });
      const embed = await open(`/embed/${id}`, embedShown, { rttMs: RTT_MS });
      console.log(`  ${name.padEnd(28)} game page shown ${ms(page.shown)}   embed shown ${ms(embed.shown)}`);
    }
    // Issue #40 (12): a seated player opening a 600-action 1830 game is usable (the map drawn, an action enabled)
    // within 0.5 s on the laptop profile; 1.06-1.32 s before. The first board.png at 800 px beside it (1.14 s before).
    {
      const log = JSON.parse(readFileSync(FIXTURES[0]!, "utf8")) as { actions: unknown[] };
      const body = JSON.stringify({ ...log, actions: log.actions.slice(0, SEATED_ACTIONS), result: {}, status: "active" });
      const usable = () => document.querySelector(".board-viewport svg [data-hex]") !== null && [...document.querySelectorAll(".actions.mine button")].some((b) => !(b as HTMLButtonElement).disabled);
      const times: number[] = [];
      const pictures: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const { id, seat } = (await (await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body })).json()) as { id: string; seat: { token: string } };
        const t = performance.now();
        await (await fetch(`${site.url}/g/${id}/board.png?width=800`)).arrayBuffer();
        pictures.push(performance.now() - t);
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await context.addInitScript(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
        const page = await context.newPage();
        const t0 = performance.now();
        await page.goto(`${site.url}/g/${id}`);
        await page.waitForFunction(usable, null, { timeout: 60_000 });
        times.push(performance.now() - t0);
        await context.close();
      }
      console.log(`\n  a seated player's 1830 page, ${SEATED_ACTIONS} actions, 1366x900: usable (map and enabled actions) ${ms(median(times))}  (goal: 500 ms; 1060-1320 ms before issue #40)`);
      console.log(`  its first board.png at 800 px (a new room each time)                 ${ms(median(pictures))}  (1140 ms before issue #40)`);
    }
    console.log("\n  on a processor four times slower (a phone: Chromium's CPU throttling)");
    for (const [name, id] of ids) {
      const snapshot = await open(`/g/${id}`, gameShown, { cpu: 4 });
      const replayed = await open(`/g/${id}`, gameShown, { cpu: 4, replay: true });
      console.log(`  ${name.padEnd(28)} rebuilt ${ms(snapshot.rebuild, 4)} (replayed ${ms(replayed.rebuild, 4)})   shown ${ms(snapshot.shown)} (replayed ${ms(replayed.shown)})`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
