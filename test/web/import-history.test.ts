// A finished 18xx.games game imported through the lobby: the final scores, a
// walk back through its history, and the charts of values and share prices.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage } from "./harness.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { settings: Record<string, unknown>; actions: unknown[] };

describe.skipIf(!HAVE_BROWSER)("an imported 1830 game", () => {
  const stage = useStage();

  it("shows the final scores, its history and its charts", async () => {
    const page = await stage.newPage();
    await page.goto(stage.site.url);
    // The import takes the room a moment (held back here so it can be seen): the lobby says what is happening.
    await page.route("**/api/games/import", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByLabel("An 18xx.games game file (JSON)").setInputFiles("test/fixtures/1830/1830_game_end_bank.json");
    await expect.poll(() => page.locator(".progress").textContent()).toBe("Importing 1830_game_end_bank.json: replaying its 654 log entries…");
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);

    const scores = page.getByRole("region", { name: "Final scores" });
    await expect.poll(() => scores.locator("li").allTextContents(), { timeout: 20_000 }).toEqual([
      "Player 2: $13,048",
      "Player 3: $12,109",
      "Player 1: $12,025",
    ]);
    expect(await scores.textContent()).toContain("The bank broke.");

    // Back through history: the game as it was after 100 actions in effect.
    await page.getByLabel("Position in the game").fill("100");
    await expect.poll(() => page.getByRole("region", { name: "History", exact: true }).textContent()).toContain("after 100 of");
    const corporations = await page.getByRole("region", { name: "Corporations" }).textContent();
    expect(corporations).toContain("NYNH");
    await page.getByRole("button", { name: "Next action" }).click();
    await expect.poll(() => page.getByRole("region", { name: "History", exact: true }).textContent()).toContain("after 101 of");
    await page.getByRole("button", { name: "Back to the live game" }).click();
    await expect.poll(() => scores.isVisible()).toBe(true);

    await page.getByRole("button", { name: "Show value and share price charts" }).click();
    await expect.poll(() => page.locator(".chart svg polyline").count()).toBeGreaterThan(5);
    await page.screenshot({ path: "test/web/screenshots/1830-imported.png", fullPage: true });
    expect(stage.errors).toEqual([]);
  });

  it("shows a variant's state: trains owed a last run (V-3.0), the stock market reforms (V-5.1)", async () => {
    /** The game after its first `entries` log entries, played with these variants; its page. */
    const open = async (entries: number, optional_rules: string[]) => {
      const response = await fetch(`${stage.site.url}/api/games/import`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...FIXTURE, settings: { ...FIXTURE.settings, optional_rules }, actions: FIXTURE.actions.slice(0, entries) }),
      });
      expect(response.status).toBe(201);
      const page = await stage.newPage();
      await page.goto(`${stage.site.url}/g/${((await response.json()) as { id: string }).id}`);
      return page;
    };
    // Entry 224: the C&O buys the first 4-train; under delayed obsolescence the B&O's 2-trains run once more.
    const obsolete = await open(224, ["delayed_obsolescence"]);
    const bo = obsolete.getByRole("region", { name: "Corporations" }).locator('[data-corporation="B&O"]');
    await expect.poll(() => bo.locator("td:has(.obsolete)").textContent(), { timeout: 20_000 }).toBe("3; 2, 2, 2 (obsolete: one last run)");
    expect(await obsolete.getByRole("region", { name: "Bank" }).textContent()).not.toContain("Stock market reforms");
    // Stock Round 7, the first after the last 5-train was bought: the reforms hold (not before it).
    const before = await open(392, ["stock_market_reforms"]);
    await expect.poll(() => before.locator("h2").first().textContent(), { timeout: 20_000 }).toMatch(/^Operating Round 6/);
    expect(await before.getByRole("region", { name: "Bank" }).textContent()).not.toContain("Stock market reforms");
    const reformed = await open(393, ["stock_market_reforms"]);
    await expect
      .poll(() => reformed.getByRole("region", { name: "Bank" }).locator(".reforms").textContent(), { timeout: 20_000 })
      .toBe("Stock market reforms (1830 V-5.1) in force: a sale moves the share value down one row however many shares it sells.");
    expect(stage.errors).toEqual([]);
  });
});
