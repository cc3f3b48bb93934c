// A page's HTML names every script the page will load (worker/preload.ts), so
// the browser fetches them with the app shell instead of one round trip after
// another; the game page's socket, opened by the app shell while the page's
// code loads, is the one the page keeps; the light embed's first paint asks
// the room nothing (the view is in its HTML).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { HAVE_BROWSER, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a page's HTML hints the scripts it loads", () => {
  const stage = useStage();

  /** A started table of this title, options and players, all seats on one token. */
  async function table(title: string, optionalRules: string[], seats: number): Promise<{ id: string; token: string }> {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${stage.site.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const created = await post("/api/games", { title, name: "Ada", seats, hotseat: true, options: { optional_rules: optionalRules } });
    expect(created.status).toBe(201);
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    // A solitaire's table starts as it is made.
    const { status } = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { status: string };
    if (status === "open") expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    return { id, token: seat.token };
  }

  /** What a page requested while it opened: its scripts, its sockets and its other requests. */
  function watch(page: Page): { scripts: string[]; sockets: string[]; requests: string[] } {
    const seen = { scripts: [] as string[], sockets: [] as string[], requests: [] as string[] };
    page.on("request", (r) => void (r.resourceType() === "script" ? seen.scripts : seen.requests).push(new URL(r.url()).pathname));
    page.on("websocket", (ws) => seen.sockets.push(ws.url()));
    return seen;
  }

  /** The scripts a page's HTML hints, as the Worker serves it (the bundler's loader adds hints of its own to the live page). */
  const hinted = async (page: Page) => [...(await (await fetch(page.url())).text()).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
  /**
   * The scripts a page loaded after its app shell (the HTML's own script) for its first render: not those an 18xx page
   * loads once it has first been drawn or when a part is first used (issue #40, 11-12: ON_USE), unhinted.
   */
  const loadedAfterShell = async (page: Page, scripts: string[]) => {
    const shell = await page.locator('script[type="module"]').evaluate((s) => new URL((s as HTMLScriptElement).src).pathname);
    return [...new Set(scripts)].filter((path) => path !== shell && !ON_USE.includes(path)).sort();
  };
  const manifest = JSON.parse(readFileSync("web/dist/build-manifest.json", "utf8")) as Record<string, { file: string }>;
  const fileOf = (source: string) => `/${Object.entries(manifest).find(([k]) => k.endsWith(source))![1].file}`;
  const SIDE_COLUMN = fileOf("src/game/side-column.tsx");
  /** The chunks of a game page's parts drawn after its first paint or when used (web/src/later.tsx). */
  const ON_USE = [SIDE_COLUMN, ...["table-request", "waiting-room", "hex-info", "programmes", "offers", "corporate-finance"].map((part) => fileOf(`src/game/${part}.tsx`))];

  it.each([
    ["1830, a new table's defaults", "1830", [], 4],
    ["1830 with an 1830+ scenario (the whole title's rules)", "1830", ["plus_s1"], 4],
    ["1882", "1882", [], 4],
    ["1837", "1837", [], 4],
    ["1889", "1889", [], 4],
    ["18Chesapeake", "18Chesapeake", [], 4],
    ["1846", "1846", [], 4],
    ["1817", "1817", [], 4],
    ["the Railways solitaire", "Railways", [], 1],
  ] as const)("the game page of %s: every script it loads, and no other; one socket", async (_, title, rules, seats) => {
    const { id, token } = await table(title, [...rules], seats);
    const page = await stage.newPage();
    const seen = watch(page);
    await page.goto(`${stage.site.url}/g/${id}#token=${token}`);
    await page.waitForFunction(() => performance.getEntriesByName("replay").length > 0, null, { timeout: 30_000 });
    const hints = await hinted(page);
    expect(hints.length).toBeGreaterThan(0);
    expect(await loadedAfterShell(page, seen.scripts)).toEqual([...hints].sort());
    // The app shell opened the socket with the seat link's token; the page took it over and opened no other.
    expect(seen.sockets).toHaveLength(1);
    await expect.poll(() => page.locator("main").textContent()).toContain("You are in seat 1");
    // The side column (its log among it) comes after the first paint, its script unhinted, as the parts loaded on use.
    for (const part of ON_USE) expect(hints).not.toContain(part);
    if (title !== "Railways") {
      await page.locator(".side-col .log").waitFor();
      expect(seen.scripts).toContain(SIDE_COLUMN);
    }
    expect(stage.errors).toEqual([]);
  });

  it("the game page of a long game, revived from its room's snapshot: the snapshot reader too", async () => {
    const imported = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: readFileSync("test/fixtures/1882/5236.json", "utf8") });
    const { id } = (await imported.json()) as { id: string };
    const page = await stage.newPage();
    const seen = watch(page);
    await page.goto(`${stage.site.url}/g/${id}`);
    await page.waitForFunction(() => performance.getEntriesByName("replay").length > 0, null, { timeout: 30_000 });
    expect(await page.evaluate(() => ((performance.getEntriesByName("replay")[0] as PerformanceMeasure).detail as { fromSnapshot: number | null }).fromSnapshot)).toBeGreaterThan(0);
    const hints = await hinted(page);
    // The reader comes in the rounds' file (vite.config.ts), or in one of its own: hinted either way.
    expect(await loadedAfterShell(page, seen.scripts)).toEqual([...hints].sort());
    // Issue #40: the app shell, its stylesheet and the page's scripts come in one round of the six fetches at a time a
    // browser makes to a host over HTTP/1.1 (18 files before, in three rounds).
    // (The side column's script is asked for once the page has been drawn, the others' when used.)
    expect(new Set(seen.scripts.filter((path) => !ON_USE.includes(path))).size + seen.requests.filter((path) => path.endsWith(".css")).length).toBeLessThanOrEqual(6);
    expect(seen.sockets).toHaveLength(1);
    expect(stage.errors).toEqual([]);
  });

  it("a long game's page: its HTML opens the socket, whose welcome (with the room's snapshot) comes while the scripts still load", async () => {
    const imported = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: readFileSync("test/fixtures/1882/5236.json", "utf8") });
    const { id, seat } = (await imported.json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage();
    const seen = watch(page);
    // The page's scripts are held back until the welcome has come (issue #40, 12: the app shell opened the socket
    // only once its script had come and run, and the welcome came after that).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => (await held, await route.continue()));
    const welcome = new Promise<{ seats: number[]; snapshot?: unknown }>((resolve) =>
      page.on("websocket", (ws) => ws.on("framereceived", (frame) => String(frame.payload).startsWith('{"type":"welcome"') && resolve(JSON.parse(String(frame.payload))))),
    );
    await page.goto(`${stage.site.url}/g/${id}#token=${seat.token}`, { waitUntil: "commit" });
    const early = await Promise.race([welcome, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
    expect(early, "no welcome while the scripts were held back").not.toBeNull();
    // With the seat link's token, and the snapshot for this page's engine build.
    expect(early!.seats.length).toBeGreaterThan(0);
    expect(early!.snapshot).toBeDefined();
    release();
    await page.waitForFunction(() => performance.getEntriesByName("replay").length > 0, null, { timeout: 30_000 });
    expect(await page.evaluate(() => ((performance.getEntriesByName("replay")[0] as PerformanceMeasure).detail as { fromSnapshot: number | null }).fromSnapshot)).toBeGreaterThan(0);
    await expect.poll(() => page.locator("main").textContent()).toContain("You are in seat 1");
    // The page took that socket over and opened no other; its policy let the HTML's one script run (no console error).
    expect(seen.sockets).toHaveLength(1);
    expect(stage.errors).toEqual([]);
  });

  it("a seated player's long game at a run of routes: the map and the panel are drawn first, the best routes searched after", async () => {
    // The 1830 fixture cut at 600 actions (bench/page-open): the operating corporation's trains are to run.
    const log = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { actions: unknown[] };
    const body = JSON.stringify({ ...log, actions: log.actions.slice(0, 600), result: {}, status: "active" });
    const { id, seat } = (await (await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body })).json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage();
    // What the routes' panel said when it was first drawn, and whether the map was there then.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const routes = document.querySelector(".actions .routes");
        if (!routes) return;
        (window as unknown as { firstRoutes: unknown }).firstRoutes = { text: routes.textContent, map: document.querySelector(".board-viewport svg [data-hex]") !== null };
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stage.site.url}/g/${id}#token=${seat.token}`);
    const run = page.locator(".actions").getByRole("button", { name: /^Run these routes \(\$\d+\)/ });
    await expect.poll(() => run.isEnabled(), { timeout: 30_000 }).toBe(true);
    // Issue #40 (12): the search (tens of milliseconds on a late map, more on a phone) no longer holds the first paint back.
    expect(await page.evaluate(() => (window as unknown as { firstRoutes: unknown }).firstRoutes)).toEqual({ text: expect.stringContaining("finding them"), map: true });
    await expect.poll(() => page.locator(".actions .routes").textContent()).not.toContain("finding");
    expect(await page.locator(".actions .routes").textContent()).toMatch(/Best routes: \$\d+/);
    expect(stage.errors).toEqual([]);
  });

  it("the light embed: its code and the board picture load with the app shell, and it asks the room nothing more", async () => {
    const { id } = await table("1830", [], 4);
    const page = await stage.newPage();
    const seen = watch(page);
    await page.goto(`${stage.site.url}/embed/${id}`);
    const board = page.locator("img.embed-board");
    await expect.poll(() => board.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await loadedAfterShell(page, seen.scripts)).toEqual([...(await hinted(page))].sort());
    const picture = await page.locator('link[rel="preload"][as="image"]').getAttribute("href");
    expect(picture).toBe(await board.getAttribute("src"));
    await expect.poll(() => seen.sockets.length).toBe(1);
    await page.waitForTimeout(300);
    expect(seen.requests.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(stage.errors).toEqual([]);
  });
});

/**
 * Issue #40 (11): a game page loads its own title's rules only. The rounds only one title plays are in that
 * title's scripts: 1837's start packets and its opening sale, 1830's group bid (read in the built site:
 * the scripts each page loads, as bench/bundle-size adds them up from the bundler's manifest).
 */
describe("a game page loads its own title's rounds, no other title's", () => {
  const dist = "web/dist";
  const manifest = JSON.parse(readFileSync(`${dist}/build-manifest.json`, "utf8")) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const key = (file: string) => Object.keys(manifest).find((k) => k.endsWith(file));
  /** The text of every script a game page of this title's rules loads (its snapshot reader too). */
  const pageCode = (title: string) => {
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    // The snapshot reader has a key of its own only where it is not in the page's files already.
    [Object.keys(manifest).find((k) => manifest[k]!.isEntry)!, key("src/game/page.tsx")!, key(title)!, key("engine/snapshot.ts") ?? ""].forEach(visit);
    return [...files].map((f) => readFileSync(`${dist}/${f}`, "utf8")).join("\n");
  };
  const START_PACKET = "is not a start packet action";
  const OPENING_SALE = "seed money for the opening sale";
  const GROUP_BID = " without bidding";

  it("1830's page has its group bid and none of 1837's first rounds; 1837's, the reverse; 1889's, neither", () => {
    const [p1830, p1837, p1889] = [pageCode("games/1830/title.ts"), pageCode("games/1837/index.ts"), pageCode("games/1889/index.ts")];
    expect([p1830.includes(GROUP_BID), p1830.includes(START_PACKET), p1830.includes(OPENING_SALE)]).toEqual([true, false, false]);
    expect([p1837.includes(GROUP_BID), p1837.includes(START_PACKET), p1837.includes(OPENING_SALE)]).toEqual([false, true, true]);
    expect([p1889.includes(GROUP_BID), p1889.includes(START_PACKET), p1889.includes(OPENING_SALE)]).toEqual([false, false, false]);
  });

  // Issue #40 (11): the engine's parts only some titles play come with those titles' rules: 1846's share issues
  // (Title.operatingParts), 1817's loans (no table plays it), the 1830+ scenarios' dealt privates (PlusParts).
  const SHARE_ISSUES = " may issue or redeem shares once in its turn";
  const LOANS = " may repay a loan only after its interest";
  const DEALT = " is not dealt and leaves the game";

  it("share issues only on 1846's page, loans on none, dealt privates only on a page of the 1830+ components", () => {
    const pages = ["games/1830/title.ts", "games/1830/index.ts", "games/1882/index.ts", "games/1837/index.ts", "games/1889/index.ts", "games/18Chesapeake/index.ts", "games/1846/index.ts"];
    const found = pages.map((title) => {
      const code = pageCode(title);
      return [title, code.includes(SHARE_ISSUES), code.includes(LOANS), code.includes(DEALT)];
    });
    expect(found).toEqual(pages.map((title) => [title, title.includes("1846"), false, title === "games/1830/index.ts"]));
  });

  // The 1830+ components' operating parts (Title.operatingParts): S-1.2 7.2's licences, S-5.2's uncertainty tokens, S-6.3's random revenues.
  const PLUS_PARTS = [" needed to run into or through ", " flips the Economic Uncertainty token ", "1830 S-6.3 Random Revenues"];

  it("licences, uncertainty tokens and random revenues only on a page of the 1830+ components", () => {
    const pages = ["games/1830/title.ts", "games/1830/index.ts", "games/1882/index.ts", "games/1837/index.ts", "games/1889/index.ts", "games/18Chesapeake/index.ts", "games/1846/index.ts", "games/1817/index.ts"];
    const found = pages.map((title) => [title, ...PLUS_PARTS.map((text) => pageCode(title).includes(text))]);
    expect(found).toEqual(pages.map((title) => [title, ...PLUS_PARTS.map(() => title === "games/1830/index.ts")]));
  });

  // The Railways solitaire's page draws its own table (web/src/railways/table.tsx): the 18xx table's play area
  // (table-play.tsx) and its action panel come in the rounds' file, which only the 18xx titles' rules load.
  const PLAY_AREA = ["Looking back at the position after", "Surrender the "];

  it("the Railways solitaire's page loads no 18xx play area, action panel or rounds; an 18xx page does", () => {
    const railways = pageCode("games/railways/index.ts") + "\n" + readFileSync(`${dist}/${manifest[key("src/railways/table.tsx")!]!.file}`, "utf8");
    expect(PLAY_AREA.map((text) => railways.includes(text))).toEqual([false, false]);
    expect(PLAY_AREA.map((text) => pageCode("games/1830/title.ts").includes(text))).toEqual([true, true]);
  });

  // A page trusts the shape of what its room sends (action-check.browser.ts beside each action-check.ts, vite.config.ts):
  // zod checks a move in the Worker only.
  it("no script of the site carries zod: neither the 18xx pages nor the Railways solitaire's page and embed", () => {
    const scripts = readdirSync(`${dist}/assets`).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((f) => readFileSync(`${dist}/assets/${f}`, "utf8").includes("_zod"))).toEqual([]);
  });

  // The hex bonuses of 1846's privates and the route bonus markers of 1817's (Title.operatingParts).
  const HEX_BONUS = "'s bonus is given to ";
  const ROUTE_BONUS = " keeps its tile: it is never upgraded";

  it("hex bonuses only on 1846's page, route bonuses only on 1817's", () => {
    const pages = ["games/1830/title.ts", "games/1830/index.ts", "games/1882/index.ts", "games/1837/index.ts", "games/1889/index.ts", "games/18Chesapeake/index.ts", "games/1846/index.ts", "games/1817/index.ts"];
    const found = pages.map((title) => [title, pageCode(title).includes(HEX_BONUS), pageCode(title).includes(ROUTE_BONUS)]);
    expect(found).toEqual(pages.map((title) => [title, title.includes("1846"), title.includes("1817")]));
  });

  // 1817's merger and conversion round: only on its page, though the operating round reads the market's liquidation
  // box (market-boxes.ts); the controls of loans, shorts, conversions and mergers on none: fetched where one of their
  // moves is legal, and by 1817's corporations panel (corporate-finance.tsx).
  const MERGER_ROUND = " shares: it converts no more";
  const FINANCE = "Short a share of ";

  it("the merger and conversion round only on 1817's page; the finance controls on no page's first files", () => {
    const pages = ["games/1830/title.ts", "games/1830/index.ts", "games/1882/index.ts", "games/1837/index.ts", "games/1889/index.ts", "games/18Chesapeake/index.ts", "games/1846/index.ts", "games/1817/index.ts"];
    const found = pages.map((title) => {
      const code = pageCode(title);
      return [title, code.includes(MERGER_ROUND), code.includes(FINANCE)];
    });
    expect(found).toEqual(pages.map((title) => [title, title.includes("1817"), false]));
    expect(readFileSync(`${dist}/${manifest[key("src/game/corporate-finance.tsx")!]!.file}`, "utf8")).toContain(FINANCE);
  });
});
