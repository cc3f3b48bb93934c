// Reasons and facts a new player reads at the table (#40 items 6-10), each on
// the page as a player sees it: 1889 and 18Chesapeake give reasons in plain
// words (no other game's sections) and the reason that holds; the log credits
// 1889's port to the Mitsubishi Ferry's owner; unlimited diesels read
// "unlimited"; the waiting room says why Start waits; and the minor ones (the
// guides, the Cornelius Vanderbilt's railroad, plurals, par buttons' names, a
// finished game's panels, another player's last move on the map, the README).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, caughtUp, HAVE_BROWSER, SHOTS, useStage, type Stage } from "./harness.ts";

const fixture = (path: string) => JSON.parse(readFileSync(path, "utf8")) as { players: { id: number; name: string }[]; actions: unknown[] } & Record<string, unknown>;
const CITED = /\b1830 \d|\bC-\d|\[[a-z ]+\]:/;

/** An 18xx.games log imported up to its first `n` entries: the game's id and the token that holds every seat. */
async function imported(stage: Stage, path: string, n?: number): Promise<{ id: string; token: string }> {
  const log = fixture(path);
  const response = await fetch(`${stage.site.url}/api/games/import`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...log, actions: n === undefined ? log.actions : log.actions.slice(0, n) }),
  });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  return { id, token: seat.token };
}

async function openAs(stage: Stage, id: string, token: string | null, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await stage.newPage(viewport);
  if (token) {
    await page.goto(stage.site.url);
    await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, token]);
  }
  await page.goto(`${stage.site.url}/g/${id}`);
  await caughtUp(stage.site, page);
  return page;
}

describe.skipIf(!HAVE_BROWSER)("reasons and facts at the table", () => {
  const stage = useStage();

  it("1889, stock round 2: 'not now' says the money is short, cites no 1830 section, and the diesels are unlimited (items 6, 8)", async () => {
    const { id, token } = await imported(stage, "test/fixtures/1889/314.json", 27);
    const page = await openAs(stage, id, token);
    const why = page.locator(".actions .why-not");
    await expect.poll(() => why.locator("[data-why-not=par]").textContent(), { timeout: 15_000 }).toBe("Start a corporation: not now. Player 1 has ¥25, a president's certificate costs at least ¥130.");
    expect(await why.textContent()).not.toMatch(CITED);
    expect(await page.locator("tr[data-train-roster=D] td").nth(2).textContent()).toBe("unlimited");
    expect(await page.locator("tr[data-train-roster='2'] td").nth(2).textContent()).toMatch(/^\d+$/);
    expect(stage.errors).toEqual([]);
  });

  it("18Chesapeake: the stock round's reasons cite no other game's sections; the diesels are unlimited; the CV's card names its railroad; a programme buys until 'I hold 1 share' (items 6, 8, 10)", async () => {
    const auction = await imported(stage, "test/fixtures/18Chesapeake/1277.json", 10);
    const bidding = await openAs(stage, auction.id, auction.token);
    // The log says which president's certificate the Cornelius Vanderbilt brings; its card says it too.
    // The log fills in after the board is drawn: wait for the line rather than read it once.
    const cvLine = bidding.locator(".log li", { hasText: /^Cornelius Vanderbilt comes with/ }).first();
    await expect.poll(() => cvLine.count(), { timeout: 15_000 }).toBe(1);
    const drawn = /^Cornelius Vanderbilt comes with the president's certificate of (\S+)$/.exec((await cvLine.textContent()) ?? "")![1]!;
    await expect.poll(() => bidding.locator("[data-company=CV] [data-comes-with]").textContent()).toMatch(new RegExp(`^the president's certificate of .+ \\(${drawn.replace(/[&]/g, "\\$&")}\\)$`));

    const { id, token } = await imported(stage, "test/fixtures/18Chesapeake/1277.json", 20);
    const page = await openAs(stage, id, token);
    const why = page.locator(".actions .why-not");
    await expect.poll(() => why.locator("[data-why-not=sell_shares]").textContent(), { timeout: 15_000 }).toBe("Sell shares: not now. Certificates may not be sold in the first stock round.");
    expect(await why.textContent()).not.toMatch(CITED);
    expect(await page.locator("tr[data-train-roster=D] td").nth(2).textContent()).toBe("unlimited");
    // A programme's goal for a railroad the player holds no share of: one share, singular.
    const corporation = page.getByLabel("Corporation to buy").first();
    const options = await corporation.locator("option").allTextContents();
    for (const sym of options) {
      await corporation.selectOption(sym);
      const goals = await page.getByLabel("Buy until").first().locator("option").allTextContents();
      expect(goals.filter((g) => /\b1 shares\b/.test(g))).toEqual([]);
      if (goals.includes("I hold 1 share")) return void expect(stage.errors).toEqual([]);
    }
    throw new Error(`no railroad offered a goal of one share: ${options.join(", ")}`);
  });

  it("1889: the Mitsubishi Ferry's port is logged as its owner's, and another player's last turn is outlined on the map (items 7, 10)", async () => {
    // 962: Player 3 owns the MF and presides over TR; in TR's turn he lays the port (entry 39), then TR lays, places a station and buys a train.
    const { id, token } = await imported(stage, "test/fixtures/1889/962.json", 42);
    const meta = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { seats: { index: number; name: string }[] };
    const third = meta.seats.find((s) => s.name === "Player 3")!.index;
    // Player 3's seat is handed out: this browser keeps the others, and sees his moves as another's.
    const invited = await fetch(`${stage.site.url}/api/games/${id}/invite`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: JSON.stringify({ seat: third }) });
    expect(invited.status).toBe(201);
    const page = await openAs(stage, id, token);
    const log = page.getByRole("region", { name: "Game log" });
    await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain("Player 3 (MF) lays tile #437 with rotation 0 on G10");
    expect(await log.textContent()).not.toContain("TR lays tile #437");
    // TR's turn (its tile and station) is outlined, and said in words.
    const outlined = await page.locator("g.last-move polygon").evaluateAll((ps) => ps.map((p) => p.getAttribute("data-hex")));
    // Player 3's turn: TR's tile and station on G12, and his port on G10.
    expect(outlined.sort()).toEqual(["G10", "G12"]);
    expect(await page.locator(".last-move-note").textContent()).toContain("G12");
    await page.getByRole("region", { name: "Map" }).screenshot({ path: `${SHOTS}/last-move-1889.png` });
    // Player 3, who made the move, sees no outline of his own turn.
    const invitedToken = ((await invited.json()) as { token: string }).token;
    const mover = await openAs(stage, id, invitedToken);
    expect(await mover.locator("g.last-move polygon").count()).toBe(0);
    expect(stage.errors).toEqual([]);
  });

  it("the waiting room says why Start waits: the title's fewest players (item 9)", async () => {
    const created = await fetch(`${stage.site.url}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: "1889", name: "Ada", seats: 3 }) });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
    await page.goto(stage.site.url);
    await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, seat.token]);
    await page.goto(`${stage.site.url}/g/${id}`);
    const start = page.getByRole("button", { name: "Start the game with 1 player" });
    await expect.poll(() => start.isDisabled(), { timeout: 15_000 }).toBe(true);
    const reason = "1889 needs at least 2 players: 1 more must join, or add a bot to a free seat.";
    expect(await page.locator("#too-few").textContent()).toBe(reason);
    expect(await start.getAttribute("aria-describedby")).toBe("too-few");
    expect(await page.locator(".waiting-hint").textContent()).toBe("Start the game once everyone is seated, or with the players here once there are at least 2.");
    await page.screenshot({ path: `${SHOTS}/waiting-room-too-few-phone.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await fetch(`${stage.site.url}/api/games/${id}/join`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Bob" }) });
    const ready = page.getByRole("button", { name: "Start the game with 2 players" });
    await expect.poll(() => ready.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator("#too-few").count()).toBe(0);
    expect(stage.errors).toEqual([]);
  });

  it("1889: par buttons are named with their railroad (item 10)", async () => {
    const { id, token } = await imported(stage, "test/fixtures/1889/314.json", 26);
    const page = await openAs(stage, id, token);
    const pars = page.locator(".actions .row", { hasText: /^Par / }).getByRole("button");
    await expect.poll(() => pars.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const names = await pars.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    for (const name of names) expect(name).toMatch(/^Par [A-Z]{2} at ¥\d+$/);
    expect(new Set(names).size).toBe(names.length);
    expect(stage.errors).toEqual([]);
  });

  it("the guides: each title's float, links to its rule notes, and a guide for Railways (item 10)", async () => {
    const page = await stage.newPage();
    await page.goto(`${stage.site.url}/help/1889`);
    const guide = page.locator("article.how-to-play");
    await expect.poll(() => guide.textContent()).toContain("starts to operate once 50% of its shares are sold");
    expect(await guide.textContent()).not.toContain("in 1830)");
    const notes = guide.getByRole("link", { name: "rules-1889.md" });
    expect(await notes.getAttribute("href")).toBe("/docs/rules-1889.md");
    const doc = await fetch(`${stage.site.url}/docs/rules-1889.md`);
    expect(doc.status).toBe(200);
    expect(await doc.text()).toMatch(/^# 1889/);
    await page.goto(`${stage.site.url}/help/Railways`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("How to play Railways (solitaire)");
    expect(await page.locator("main").textContent()).not.toContain("No guide");
    expect(await page.getByRole("link", { name: "rules-railways.md" }).getAttribute("href")).toBe("/docs/rules-railways.md");
    expect(await axeViolations(page)).toEqual([]);
    expect(stage.errors).toEqual([]);
  });

  it("the README's first lines name the six 1830+ scenarios the site plays (item 10)", () => {
    const opening = readFileSync("README.md", "utf8").split("\n\n")[1]!;
    for (const scenario of ["S-1", "S-4", "S-5", "S-6"]) expect(opening).toContain(scenario);
    expect(opening).toContain("six 1830+ scenarios");
  });
});
