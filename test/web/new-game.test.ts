import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage, openLobby } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("lobby page in Chromium", () => {
  const stage = useStage();

  it("creates a game with the New game button and connects to its room", async () => {
    const page = await stage.browser.newPage();
    await openLobby(page, stage.site);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "New game" }).click();
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 15_000 }).toBe("Connected");
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
