// One person against three bots (issue #20): the bots' moves reach her page
// live as the room plays them through its alarm; she lets a bot play her seat
// through the private auction, takes it back, and plays the first stock round
// with them.
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage, openLobby } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a table with bots", () => {
  const stage = useStage();

  it("plays the first stock round of 1830 with three bots, their moves live", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("4");
    await ada.getByLabel("Bots", { exact: true }).fill("3");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    // The bots sit at once: the table can start with four.
    await ada.getByRole("button", { name: "Start the game with 4 players" }).click();
    const logLength = async () => Number(await ada.locator("[data-log-length]").getAttribute("data-log-length"));

    // A bot plays her seat through the private auction; the moves arrive one by one on her page.
    await ada.getByRole("button", { name: "Let a bot play Ada's seat" }).click();
    await expect.poll(logLength, { timeout: 60_000 }).toBeGreaterThan(2);
    await expect.poll(() => ada.locator(".actions h2").textContent(), { timeout: 120_000 }).toBe("Stock Round 1");
    await ada.getByRole("button", { name: "Take Ada's seat back from the bot" }).click();

    // Stock Round 1: on each of her turns she passes; the bots buy and par around her, live.
    const before = await logLength();
    let turns = 0;
    for (let i = 0; i < 600 && (await ada.locator(".actions h2").textContent()) === "Stock Round 1"; i++) {
      const mine = ada.locator(".actions .entity-actions h3", { hasText: "Ada to act" });
      if ((await mine.count()) > 0) {
        await ada.locator(".actions").getByRole("button", { name: "Pass / done" }).click();
        turns++;
      }
      await ada.waitForTimeout(200);
    }
    expect(await ada.locator(".actions h2").textContent()).toMatch(/^Operating Round 1/);
    expect(turns).toBeGreaterThan(0);
    // The bots moved too: more moves than hers.
    expect((await logLength()) - before).toBeGreaterThan(turns);
    expect(stage.errors).toEqual([]);
  }, 300_000);
});
