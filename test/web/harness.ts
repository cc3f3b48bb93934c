// What the browser tests need: the site served by `wrangler dev` exactly as
// `npm start` serves it (on a free port, with throw-away storage), and
// Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from "node:child_process";
import { engineBuild } from "../../bin/engine-build.ts";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { throwAwayVapidKeys } from "../../bin/vapid-keys.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HAVE_BROWSER = existsSync(CHROMIUM);

if (!HAVE_BROWSER) {
  const banner = `\n${"!".repeat(72)}\n!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}.\n!! Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.\n${"!".repeat(72)}\n`;
  if (process.env.REQUIRE_BROWSER === "1") throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM}`);
  console.warn(banner);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Where tests leave screenshots for people to look at (git ignores it). */
export const SHOTS = "test/web/screenshots";

export interface Site {
  url: string;
  /** The process group of wrangler and the workerd it runs (benchmarks read its CPU time). */
  group: number;
  /** The port of the Worker's inspector (Chrome DevTools Protocol: bench/profile-room.ts profiles the rooms through it). */
  inspector: number;
  stop(): Promise<void>;
}

/**
 * Starts `wrangler dev` on the built app (npm test builds web/dist first), with
 * throw-away storage, or with the storage in `state`, which stop() then keeps
 * (a site started again on it finds its games, as after a restart). With
 * `config`, another Worker instead (the benchmarks' bare room, bench/bare).
 * `snapshots: false`: the Worker is built without ENGINE_BUILD, and its rooms
 * neither keep nor read snapshots of their games (they replay their logs).
 * `checkout`: the site of another checkout of this project (its own Worker and
 * built web/dist, as `npm start` runs it): the benchmarks' BENCH_AGAINST.
 */
export async function startSite({ state: kept, config, snapshots = true, checkout }: { state?: string; config?: string; snapshots?: boolean; checkout?: string } = {}): Promise<Site> {
  if (!config && !existsSync(join(checkout ?? ".", "web/dist/index.html"))) throw new Error("web/dist is missing: run `npm run build` first");
  const state = kept ?? mkdtempSync(join(tmpdir(), "rails-state-"));
  // As `npm start` has them: throw-away push keys and local webhooks (docs/protocol.md).
  const vars = Object.entries({ ...(await throwAwayVapidKeys()), ALLOW_LOCAL_WEBHOOKS: "1" }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  // Test files start their sites at the same time: a port found free may be taken
  // before wrangler binds it (its devtools port too, 9229 unless given), so a
  // start that loses that race is tried again on other ports.
  for (let attempt = 1; ; attempt++) {
    // As `npm start` builds the Worker: rooms keep snapshots of their games (worker/env.ts).
    const build = snapshots ? ["--define", `ENGINE_BUILD:'${engineBuild()}'`] : [];
    const site = config ? ["--config", config] : checkout ? ["--config", join(checkout, "wrangler.toml"), ...vars] : vars;
    const started = await startWrangler(state, [...build, ...site]);
    if ("url" in started)
      return {
        url: started.url,
        group: started.group,
        inspector: started.inspector,
        async stop() {
          await started.stop();
          if (!kept) rmSync(state, { recursive: true, force: true });
        },
      };
    if (attempt === 3 || !started.output.includes("Address already in use")) throw new Error(started.failure);
  }
}

async function startWrangler(
  state: string,
  args: string[],
): Promise<Site | { failure: string; output: string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // The same Node that runs us (the project's Node 22), whatever `node` is on the PATH.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      ...args,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) return { failure: `wrangler dev exited (${child.exitCode}):\n${output}`, output };
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, "SIGTERM");
      return { failure: `wrangler dev did not answer within 90 s:\n${output}`, output: "" };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    group: child.pid!,
    inspector: inspectorPort,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Makes a page's hello leave out its engine's build: its room then sends no snapshot of the game, and the page replays the log. */
export async function withoutSnapshots(page: Page): Promise<void> {
  await page.routeWebSocket(/\/ws\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as Record<string, unknown>;
      delete parsed.engine;
      server.send(JSON.stringify(parsed));
    });
  });
}

/** Waits until a game page shows every action its room has (a player sees the other's move before making his). */
export async function caughtUp(site: Site, page: Page): Promise<void> {
  const id = page.url().split("/").pop();
  await expect
    .poll(
      async () => {
        const meta = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { logLength: number };
        return (await page.locator("[data-log-length]").getAttribute("data-log-length")) === String(meta.logLength);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Waits until a game page's side column (history, bank, log, chat: side-column.tsx, loaded after the first paint) is drawn. */
export async function sideColumnDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.locator(".panel.log").count(), { timeout: 10_000 }).toBe(1);
}

/** The site and a browser for one test file. */
export interface Stage {
  readonly site: Site;
  readonly browser: Browser;
  /** A page in a browser context of its own (its own storage: another computer), whose script and console errors go to `errors`. */
  newPage(viewport?: { width: number; height: number }, device?: { hasTouch?: boolean; isMobile?: boolean }): Promise<Page>;
  /** What the pages opened with newPage reported during the current test (a test expects none). */
  readonly errors: string[];
}

/** Starts the site and a browser before the file's tests (hooks of its own run after), and stops them after. */
export function useStage(): Stage {
  const errors: string[] = [];
  const stage = {
    errors,
    async newPage(viewport = { width: 1300, height: 900 }, device = {}) {
      const page = await (await stage.browser.newContext({ viewport, ...device })).newPage();
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      return page;
    },
  } as Stage & { site: Site; browser: Browser };
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    stage.site = await startSite();
    stage.browser = await launchBrowser();
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterAll(async () => {
    await stage.browser?.close();
    await stage.site?.stop();
  });
  return stage;
}

/**
 * The lobby, ready to open a table: the title chosen and its options shown (they arrive with the
 * server's list of titles, after the page; New game waits for them, and a test ticks them).
 */
export async function openLobby(page: Page, site: Site, title?: string): Promise<void> {
  await page.goto(site.url);
  if (title) await page.getByRole("combobox", { name: /^Game/ }).selectOption(title);
  await page.locator(`form.new-table[data-ready="${title ?? "1830"}"]`).waitFor();
}

/** Ada opens a hotseat table of this title for this many players from the lobby: the page, on the table's waiting room. */
export async function openHotseatTable(page: Page, site: Site, title: string, players: number): Promise<void> {
  await openLobby(page, site, title);
  await page.getByLabel("Your name").fill("Ada");
  await page.getByLabel("Players", { exact: true }).fill(String(players));
  await page.getByLabel(/Hotseat/).check();
  await page.getByRole("button", { name: "New game" }).click();
  await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
}

/** Chooses an option in the lobby: a ruleset in its list, a house rule by its box (the house rules unfolded first). */
export async function chooseOption(page: Page, id: string): Promise<void> {
  const rules = page.getByRole("combobox", { name: /^Rules/ });
  if ((await rules.locator(`option[value="${id}"]`).count()) > 0) return void (await rules.selectOption(id));
  const details = page.locator("details.options");
  if ((await details.getAttribute("open")) === null) await details.locator("> summary").click();
  await page.locator(`[data-option="${id}"] input`).check();
}

/**
 * Ada opens a two-player 1830 table in the lobby with these options ticked, Bob joins by the
 * invite link, and Ada starts the game: their two pages, on the game, and the link.
 */
export async function openTwoPlayerTable(stage: Stage, options: readonly string[]): Promise<{ ada: Page; bob: Page; link: string }> {
  const ada = await stage.newPage();
  await openLobby(ada, stage.site);
  await ada.getByLabel("Your name").fill("Ada");
  await ada.getByLabel("Players", { exact: true }).fill("2");
  for (const option of options) await chooseOption(ada, option);
  await ada.getByRole("button", { name: "New game" }).click();
  await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
  const link = await ada.getByLabel("Invite link").inputValue();

  const bob = await stage.newPage();
  await bob.goto(link);
  await bob.getByLabel("Your name").fill("Bob");
  await bob.getByRole("button", { name: "Join" }).click();
  await expect.poll(() => seatNames(ada)).toEqual(["Ada", "Bob"]);
  await ada.getByRole("button", { name: "Start the game with 2 players" }).click();
  return { ada, bob, link };
}

/** The number of entries of its room's log a game page shows. */
export async function logLength(page: Page): Promise<number> {
  return Number(await page.locator("[data-log-length]").getAttribute("data-log-length"));
}

/**
 * Presses a button that makes a move, and waits until the page shows the move in its log: until then
 * the room may not have it, and a test reading whose turn it is would read the position before it.
 */
export async function pressMove(page: Page, button: Locator): Promise<void> {
  const before = await logLength(page);
  await button.click();
  await expect.poll(() => logLength(page)).toBeGreaterThan(before);
}

/** Presses a button of the page's action panel, once the page shows every action its room has. */
export async function clickAction(site: Site, page: Page, name: RegExp | string): Promise<void> {
  await caughtUp(site, page);
  await page.locator(".actions").getByRole("button", { name }).first().click();
}

/**
 * 1830's private auction at a table of two sitting as they joined (C-2.2): each buys the cheapest company
 * in turn, Ada first; Bob, who buys the BO, sets the B&O's par at $100. The first stock round follows.
 */
export async function buyClassicPrivates(site: Site, ada: Page, bob: Page): Promise<void> {
  await expect.poll(() => bob.locator(".actions .waiting").textContent()).toContain("Waiting for Ada");
  await clickAction(site, ada, "Buy Schuylkill Valley for $20");
  await clickAction(site, bob, "Buy Champlain & St. Lawrence for $40");
  await clickAction(site, ada, "Buy Delaware & Hudson for $70");
  await clickAction(site, bob, "Buy Mohawk & Hudson for $110");
  await clickAction(site, ada, "Buy Camden & Amboy for $160");
  await clickAction(site, bob, "Buy Baltimore & Ohio for $220");
  await clickAction(site, bob, "$100"); // the BO's president's certificate: Bob sets the B&O par
  await expect.poll(() => ada.locator("h2").first().textContent()).toBe("Stock Round 1");
}

/**
 * 1830's first stock round after buyClassicPrivates: Ada pars the PRR at $100 (she holds the CA's PRR share)
 * and buys three more, Bob buys four B&O from the IPO, and both pass: each floats (C-2.2, 5.3).
 */
export async function floatPrrAndBo(site: Site, ada: Page, bob: Page): Promise<void> {
  await caughtUp(site, ada);
  await ada.locator(".actions .row", { hasText: "Par PRR" }).getByRole("button", { name: "$100" }).click();
  for (let i = 0; i < 4; i++) {
    await clickAction(site, bob, "Buy 10% B&O from the IPO for $100");
    await clickAction(site, ada, i < 3 ? "Buy 10% PRR from the IPO for $100" : "Pass / done");
  }
  await clickAction(site, bob, "Pass / done");
}

const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** axe-core's serious and critical findings on the page (its source evaluated in the page: the site's CSP allows no inline script). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  });
  return violations;
}

/** Nothing is wider than the screen: no sideways scrolling (a phone's layout viewport stays the device's width). */
export async function fitsWidth(page: Page, width: number): Promise<void> {
  const seen = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(seen.innerWidth).toBe(width);
  expect(seen.scrollWidth).toBeLessThanOrEqual(seen.innerWidth);
}

/** The waiting room's seats as they read, without the creator's buttons beside them ("Free this seat", "Add a bot"). */
export function seatNames(page: Page): Promise<string[]> {
  return page.locator(".seats li").evaluateAll((items) =>
    items.map((li) => [...li.childNodes].filter((node) => !(node instanceof HTMLButtonElement)).map((node) => node.textContent ?? "").join("").trim()),
  );
}
