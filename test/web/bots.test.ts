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

  it("the waiting room seats a bot in a free seat, says who starts a full table, and shows the bot to everyone", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("3");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const link = await ada.getByLabel("Invite link").inputValue();
    const bob = await stage.newPage();
    await bob.goto(link);
    await bob.getByLabel("Your name").fill("Bob");
    await bob.getByRole("button", { name: "Join" }).click();
    const hint = (page: typeof ada) => page.locator(".waiting-room .waiting-hint");
    await expect.poll(() => hint(bob).textContent()).toBe("Ada starts the game once everyone is seated.");
    // Only the creator is offered a bot for the free seat.
    expect(await bob.getByRole("button", { name: "Add a bot in seat 3" }).count()).toBe(0);
    await ada.getByRole("button", { name: "Add a bot in seat 3" }).click();
    await expect.poll(() => bob.locator(".seats li").allTextContents()).toEqual(["Ada", "Bob", "Bot 3 (bot)"]);
    await expect.poll(() => bob.locator(".waiting-room h2").textContent()).toBe("The table is full");
    expect(await hint(bob).textContent()).toBe("Ada starts the game: the table is full, waiting for the start.");
    await expect.poll(() => hint(ada).textContent()).toBe("Everyone is here: start the game when you are ready.");
    await ada.getByRole("button", { name: "Start the game with 3 players" }).click();

    // A spectator and Bob see which seat a bot plays.
    const watcher = await stage.newPage();
    await watcher.goto(ada.url());
    const botRow = (page: typeof ada) => page.getByRole("region", { name: "Players" }).locator("tr", { hasText: "Bot 3" });
    await expect.poll(() => botRow(watcher).textContent(), { timeout: 20_000 }).toContain("Bot 3 (bot)");
    await expect.poll(() => botRow(bob).textContent(), { timeout: 20_000 }).toContain("Bot 3 (bot)");
    expect(await watcher.getByRole("region", { name: "Players" }).locator("tr", { hasText: "Ada" }).textContent()).not.toContain("(bot)");
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
