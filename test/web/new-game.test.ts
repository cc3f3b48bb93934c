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
});
