// One person against three bots (issue #20): the bots' moves reach her page
// live as the room plays them through its alarm; she lets a bot play her seat
// through the private auction, takes it back, and plays the first stock round
// with them.
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, logLength, useStage, openLobby } from "./harness.ts";

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

  it("the waiting room seats a hard bot, everyone sees its kind, and it plays the private auction against her", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("2");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await ada.getByRole("button", { name: "Add a bot in seat 2" }).click();
    // Easy unless she chooses: the choice is in plain words.
    const kind = ada.getByLabel("Kind of bot in seat 2");
    expect(await kind.inputValue()).toBe("easy");
    expect(await kind.locator("option").allTextContents()).toEqual(["Easy: plays the best move it sees now", "Hard: plans ahead, plays out the next rounds"]);
    await kind.selectOption("hard");
    const watcher = await stage.newPage();
    await watcher.goto(ada.url());
    await expect.poll(() => watcher.locator(".seats li").allTextContents()).toEqual(["Ada", "Bot 2 (bot, hard)"]);
    // The room stored the kind with the seat: its meta says so.
    const id = new URL(ada.url()).pathname.split("/").pop()!;
    const meta = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { seats: { bot?: boolean; botKind?: string }[] };
    expect(meta.seats[1]).toMatchObject({ bot: true, botKind: "hard" });
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();

    // The private auction: on each of her turns she passes; the hard bot bids and buys around her, live.
    const logLength = async () => Number(await ada.locator("[data-log-length]").getAttribute("data-log-length"));
    let turns = 0;
    await expect.poll(() => ada.locator(".actions h2").textContent(), { timeout: 30_000 }).toMatch(/Auction/);
    for (let i = 0; i < 600 && /Auction/.test((await ada.locator(".actions h2").textContent()) ?? ""); i++) {
      const mine = ada.locator(".actions .entity-actions h3", { hasText: "Ada to act" });
      if ((await mine.count()) > 0) {
        await ada.locator(".actions").getByRole("button", { name: "Pass", exact: true }).click();
        turns++;
      }
      await ada.waitForTimeout(200);
    }
    expect(await ada.locator(".actions h2").textContent()).toMatch(/^Stock Round 1/);
    expect(turns).toBeGreaterThan(0);
    // The bot moved too (its bids and purchases), and the watcher sees the same game.
    expect(await logLength()).toBeGreaterThan(turns);
    await expect.poll(async () => Number(await watcher.locator("[data-log-length]").getAttribute("data-log-length")), { timeout: 20_000 }).toBe(await logLength());
    expect(stage.errors).toEqual([]);
  }, 300_000);

  it("in a game under way she lets a hard bot play her seat, everyone sees its kind, and she changes it and takes the seat back", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("2");
    await ada.getByLabel("Bots", { exact: true }).fill("1");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();
    const id = new URL(ada.url()).pathname.split("/").pop()!;
    const stored = async () => ((await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { seats: { bot?: boolean; botKind?: string }[] }).seats[0];
    const adaRow = (page: typeof ada) => page.getByRole("region", { name: "Players" }).locator("tr", { hasText: "Ada" });

    // The kind is offered beside the hand-over, in the waiting room's plain words, easy unless chosen.
    const kind = ada.getByLabel("Kind of bot for Ada's seat");
    expect(await kind.inputValue()).toBe("easy");
    expect(await kind.locator("option").allTextContents()).toEqual(["Easy: plays the best move it sees now", "Hard: plans ahead, plays out the next rounds"]);
    await kind.selectOption("hard");
    // Choosing alone hands nothing over.
    expect(await stored()).not.toHaveProperty("bot");
    await ada.getByRole("button", { name: "Let a bot play Ada's seat" }).click();

    // The room stored the kind; a spectator and Ada see a hard bot in her seat, and it plays her moves.
    await expect.poll(stored).toMatchObject({ bot: true, botKind: "hard" });
    const watcher = await stage.newPage();
    await watcher.goto(ada.url());
    await expect.poll(() => adaRow(watcher).textContent(), { timeout: 20_000 }).toContain("Ada (bot, hard)");
    await expect.poll(() => adaRow(ada).textContent()).toContain("Ada (bot, hard)");
    expect(await ada.getByLabel("Kind of bot for Ada's seat").inputValue()).toBe("hard");
    await expect.poll(() => logLength(watcher), { timeout: 60_000 }).toBeGreaterThan(2);

    // While it plays she makes it easy: the room and every page follow.
    await ada.getByLabel("Kind of bot for Ada's seat").selectOption("easy");
    await expect.poll(stored).toMatchObject({ bot: true, botKind: "easy" });
    await expect.poll(() => adaRow(watcher).textContent()).not.toContain("hard");
    expect(await adaRow(watcher).textContent()).toContain("Ada (bot)");

    // She takes the seat back: no bot there any more; the kind she chose last is offered for the next time.
    await ada.getByRole("button", { name: "Take Ada's seat back from the bot" }).click();
    await expect.poll(stored).not.toHaveProperty("bot");
    await expect.poll(() => adaRow(watcher).textContent()).not.toContain("(bot");
    await expect.poll(() => ada.getByRole("button", { name: "Let a bot play Ada's seat" }).count()).toBe(1);
    expect(await ada.getByLabel("Kind of bot for Ada's seat").inputValue()).toBe("easy");
    expect(stage.errors).toEqual([]);
  }, 180_000);

  it("on a phone, the kind of bot for her seat fits inside its panel", async () => {
    const ada = await stage.newPage({ width: 390, height: 844 }, { hasTouch: true, isMobile: true });
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("2");
    await ada.getByLabel("Bots", { exact: true }).fill("1");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();
    const kind = ada.getByLabel("Kind of bot for Ada's seat");
    await kind.selectOption("hard");
    const box = (await kind.boundingBox())!;
    const panel = (await ada.getByRole("region", { name: "Your seats" }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(stage.errors).toEqual([]);
  }, 60_000);

  it("the lobby asks the kind of each bot seat, easy unless chosen", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("3");
    await ada.getByLabel("Bots", { exact: true }).fill("2");
    expect(await ada.getByLabel("Bot in seat 2").inputValue()).toBe("easy");
    await ada.getByLabel("Bot in seat 3").selectOption("hard");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const bob = await stage.newPage();
    await bob.goto(ada.url());
    await expect.poll(() => bob.locator(".seats li").allTextContents()).toEqual(["Ada", "Bot 2 (bot)", "Bot 3 (bot, hard)"]);
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
