import { describe, expect, it } from "vitest";
import { axeViolations, HAVE_BROWSER, openLobby, SHOTS, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("lobby page in Chromium", () => {
  const stage = useStage();

  it("creates a game with the New game button and connects to its room", async () => {
    const page = await stage.browser.newPage();
    await openLobby(page, stage.site);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "New game" }).click();
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await expect.poll(() => page.locator('p.status[role="status"]').textContent(), { timeout: 15_000 }).toBe("Connected");
    await expect.poll(() => page.locator("li").first().textContent()).toBe("Ada");
    expect(await page.textContent("main")).toContain("You are in seat 1.");

    // The room really exists behind the page: the API knows it.
    const id = page.url().split("/").pop();
    const meta = await (await fetch(`${stage.site.url}/api/games/${id}`)).json();
    expect(meta).toMatchObject({ id, title: "1830", status: "open" });
    expect(meta.seats[0]).toMatchObject({ index: 0, name: "Ada" });

    // A second visitor without the seat token watches as a spectator.
    const other = await stage.browser.newPage();
    await other.goto(`${stage.site.url}/g/${id}`);
    await expect.poll(() => other.textContent("main"), { timeout: 15_000 }).toContain("You are watching.");
  });

  it("keeps its fields in place while the title's options load", async () => {
    const page = await stage.newPage();
    // The titles' options held back, as a slow connection delivers them: the lobby says so and waits for them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/titles$/, async (route) => (await held, await route.continue()));
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.goto(stage.site.url);
    const form = page.locator("form.new-table");
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Loading this game's options…");
    expect(await form.getByRole("button", { name: "New game" }).isDisabled()).toBe(true);
    const boxes = () => Promise.all([form.getByLabel("Players", { exact: true }), form.getByLabel("Listed in the lobby"), form.getByLabel(/Hotseat/)].map((l) => l.boundingBox()));
    const before = await boxes();
    release();
    // The options arrive below the fields: none of them moves under a finger on its way there.
    await expect.poll(() => form.locator("[data-option]").count()).toBeGreaterThan(0);
    expect(await boxes()).toEqual(before);
    expect(await form.getByRole("status").count()).toBe(0);
    expect(await form.getByRole("button", { name: "New game" }).isEnabled()).toBe(true);
    // The options come from the server's list: the lobby loads no title's rules, nor the engine.
    expect(scripts.filter((u) => /\/(title|1830|1882|1837|session|stock)-[\w-]+\.js$/.test(u))).toEqual([]);
    expect(stage.errors).toEqual([]);
  });
});

// Issue #32: a newcomer starts a game from the first screen. Title, players, name and New game above the fold
// on a phone, a tablet and a laptop; the ruleset a short choice in plain words; the variants folded as house
// rules, in plain words with the rule book's section as a small reference; a preset "as on 18xx.games".
const VIEWS = [
  { name: "narrow-phone", viewport: { width: 360, height: 740 }, device: { hasTouch: true, isMobile: true } },
  { name: "phone", viewport: { width: 390, height: 844 }, device: { hasTouch: true, isMobile: true } },
  { name: "tablet", viewport: { width: 768, height: 1024 }, device: { hasTouch: true, isMobile: true } },
  { name: "laptop", viewport: { width: 1366, height: 900 }, device: {} },
];
/** A rule book's codes, which a player new to the game cannot read: "C-2.2", "T-06", "V-1.8", "(1.3)", "to1/to5", "licences". */
const RULE_CODE = /\b[A-Z]{1,2}-\d+(?:\.\d+)*\b|\(\d+\.\d+|\bto\d\b|licences/;

describe.skipIf(!HAVE_BROWSER)("the lobby's first screen (#32)", () => {
  const stage = useStage();

  for (const view of VIEWS) {
    it(`shows the game, the players, the name and New game without scrolling on a ${view.name}`, async () => {
      const page = await stage.newPage(view.viewport, view.device);
      await openLobby(page, stage.site);
      const form = page.locator("form.new-table");
      const controls = [
        form.getByRole("combobox", { name: /^Game/ }),
        form.getByLabel("Players", { exact: true }),
        form.getByLabel("Your name"),
        form.getByRole("combobox", { name: /^Rules/ }),
        form.getByRole("button", { name: "New game" }),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.y, await control.evaluate((e) => e.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, await control.evaluate((e) => e.outerHTML.slice(0, 60))).toBeLessThanOrEqual(view.viewport.height);
        expect(box.x + box.width, await control.evaluate((e) => e.outerHTML.slice(0, 60))).toBeLessThanOrEqual(view.viewport.width);
      }
      // The house rules start folded, on every screen.
      expect(await form.locator("details.options").getAttribute("open")).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      if (view.name === "phone" || view.name === "laptop") await page.screenshot({ path: `${SHOTS}/lobby-${view.name}.png` });
      expect(stage.errors).toEqual([]);
    });
  }

  it("says what each ruleset, house rule and title is in a player's words", async () => {
    const page = await stage.newPage();
    await openLobby(page, stage.site);
    const form = page.locator("form.new-table");
    // Each title with its player counts and its length.
    const titles = await form.getByRole("combobox", { name: /^Game/ }).locator("option").allTextContents();
    expect(titles[0]).toBe("1830: Railways & Robber Barons: 2 to 6 players (7 in the Base Game and two 1830+ scenarios)");
    expect(await form.locator("[data-title-facts]").textContent()).toContain("3 to 5 hours");
    await form.getByRole("combobox", { name: /^Game/ }).selectOption("1882");
    await expect.poll(() => form.locator("[data-title-facts]").textContent()).toContain("1 to 3 hours");
    await form.getByRole("combobox", { name: /^Game/ }).selectOption("1830");
    await expect.poll(() => form.locator("[data-option]").count()).toBeGreaterThan(0);

    // The ruleset: Classic, the Base Game and the 1830+ scenarios by their titles, each said in one plain sentence.
    const rules = form.getByRole("combobox", { name: /^Rules/ });
    const names = await rules.locator("option").allTextContents();
    expect(names.slice(0, 3)).toEqual(["1830 Classic", "Base Game", "1830+ S-1: A Level Playing Field"]);
    expect(names).toHaveLength(8);
    const sentences = new Set<string>();
    for (const name of names) {
      await rules.selectOption({ label: name });
      const sentence = (await form.locator(".ruleset-plain").textContent())!;
      expect(sentence, name).not.toMatch(RULE_CODE);
      sentences.add(sentence);
    }
    expect(sentences.size).toBe(names.length);

    // S-1's summary names what the table changes, not the Classic defaults S-1 replaces with its own $900 diesels.
    await rules.selectOption({ label: "1830+ S-1: A Level Playing Field" });
    const summary = form.locator("details.options > summary");
    expect(await summary.textContent()).toBe("House rules: none, as the rule book");
    expect(await form.locator(".ruleset-plain").textContent()).toContain("diesels at $900");
    await summary.click();
    expect(await form.locator('[data-option="six_diesels"]').textContent()).toContain("an 1830+ scenario's own number and price");

    // Every house rule in plain words; its section a small reference beside it, never the description.
    const described = await form.locator("details.options [data-option]").evaluateAll((labels) =>
      labels.map((l) => {
        const copy = l.cloneNode(true) as HTMLElement;
        const section = copy.querySelector(".section");
        section?.remove();
        copy.querySelector("strong")?.remove(); // the name: the rule book's own ("S-1 variant: ...")
        return { id: l.getAttribute("data-option"), text: copy.textContent!, section: section?.textContent ?? null };
      }),
    );
    expect(described.length).toBeGreaterThan(40);
    expect(described.filter((d) => RULE_CODE.test(d.text))).toEqual([]);
    expect(described.find((d) => d.id === "buy_bid_auction")).toMatchObject({ section: " (rule book V-1.8, C-2.2)" });

    // A house rule chosen is named in the summary.
    await form.locator('[data-option="open_knowledge"] input').check();
    expect(await summary.textContent()).toBe("House rules: Open knowledge");
    expect(stage.errors).toEqual([]);
  });

  it("opens a table as on 18xx.games with one button", async () => {
    const page = await stage.newPage();
    await openLobby(page, stage.site);
    const form = page.locator("form.new-table");
    await form.locator("details.options > summary").click();
    const preset = form.getByRole("button", { name: "As on 18xx.games" });
    expect(await preset.getAttribute("aria-pressed")).toBe("false");
    await preset.click();
    expect(await preset.getAttribute("aria-pressed")).toBe("true");
    expect(await form.locator("details.options > summary").textContent()).toBe("House rules: As 18xx.games bids, Unlimited diesels");
    await form.getByRole("button", { name: "New game" }).click();
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const id = page.url().split("/").pop();
    const meta = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { options: { optional_rules: string[] } };
    expect(meta.options.optional_rules).toEqual(expect.arrayContaining(["bidding_as_18xx_games", "unlimited_diesels"]));
    // 1837's 18xx.games reading is its preset.
    await openLobby(page, stage.site, "1837");
    await form.locator("details.options > summary").click();
    await form.getByRole("button", { name: "As on 18xx.games" }).click();
    expect(await form.locator('[data-option="18xx_games"] input').isChecked()).toBe(true);
    expect(stage.errors).toEqual([]);
  });

  it("has a How to play for every 18xx title, from the lobby and from the game page", async () => {
    const page = await stage.newPage({ width: 390, height: 844 }, { hasTouch: true, isMobile: true });
    for (const title of ["1830", "1882", "1837", "1889", "18Chesapeake", "1846", "1817"]) {
      await openLobby(page, stage.site, title);
      await page.getByRole("link", { name: `How to play ${title}` }).click();
      await page.waitForURL(new RegExp(`/help/${title}$`));
      await expect.poll(() => page.locator("h1").textContent()).toContain(`How to play ${title}`);
      const headings = await page.locator(".how-to-play h2").allTextContents();
      expect(headings).toEqual(["The idea", "How a game goes", "Phases and trains", "The end", "The full rules"]);
      expect(await page.locator(".how-to-play").textContent()).toContain("rule book");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/how-to-play-${title}-phone.png`, fullPage: true });
    }
    // From a game's page.
    await openLobby(page, stage.site);
    await page.getByRole("button", { name: "New game" }).click();
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await page.getByRole("link", { name: "How to play 1830" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("How to play 1830: Railways & Robber Barons");
    expect(stage.errors).toEqual([]);
  });

  it("passes axe on a phone and a laptop", async () => {
    for (const view of [VIEWS[0]!, VIEWS[3]!]) {
      const page = await stage.newPage(view.viewport, view.device);
      await openLobby(page, stage.site);
      await page.locator("details.options > summary").click();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
