// A finished 18xx.games game imported through the lobby: the final scores, a
// walk back through its history, and the charts of values and share prices.
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage } from "./harness.ts";

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
});
