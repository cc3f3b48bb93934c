// Three players open a 1846 table from the lobby and play its opening as new users would: the private
// draft (each keeps a card of his hand in turn, a pass card where he wants no company), the first stock
// round (a corporation started: its 20% president's certificate is enough to run), then the first
// operating round, the minors first. The board is kept as a screenshot (test/web/screenshots/play-1846.png).
// Two players open its two-player variant and buy the privates one at a time into the first stock round.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, chooseOption, HAVE_BROWSER, pressMove, useStage, openLobby } from "./harness.ts";

const NAMES = ["Ada", "Bob", "Cy"];

describe.skipIf(!HAVE_BROWSER)("players open 1846 from the lobby and play its opening", () => {
  const stage = useStage();

  /** The page of the player who has something to do now, once every page shows the same position. */
  async function actor(pages: Page[], names = NAMES): Promise<Page | null> {
    for (let i = 0; i < 25; i++) {
      const logs = await Promise.all(pages.map((p) => p.locator(".log li").count()));
      const acting = [];
      for (const [k, page] of pages.entries()) {
        if ((await page.locator(".actions .entity-actions h3", { hasText: `${names[k]} to act` }).count()) > 0) acting.push(page);
      }
      if (logs.every((n) => n === logs[0]) && acting.length === 1) return acting[0]!;
      await pages[0]!.waitForTimeout(100);
    }
    return null;
  }

  const heading = (page: Page) => page.locator(".actions h2").textContent();

  it("two players open the two-player variant from the lobby and buy every private, one at a time, into the first stock round", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site, "1846");
    await ada.getByLabel("Your name").fill("Ada");
    // The variant is the only way to seat two, and seats two: ticking it sets the players.
    await chooseOption(ada, "two_player");
    await expect.poll(() => ada.getByLabel("Players", { exact: true }).inputValue()).toBe("2");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const invite = await ada.getByLabel("Invite link").inputValue();
    const bob = await stage.newPage();
    await bob.goto(invite);
    await bob.getByLabel("Your name").fill("Bob");
    await bob.getByRole("button", { name: "Join" }).click();
    const pages = [ada, bob];
    await ada.getByRole("button", { name: "Start the game with 2 players" }).click();
    await expect.poll(() => heading(ada)).toBe("Draft Round");
    // Every private still in the game is on offer to Bob, the last seat, who may not pass the game's first purchase.
    const first = (await actor(pages, ["Ada", "Bob"]))!;
    expect(first).toBe(bob);
    const buy = (page: Page) => page.locator(".actions").getByRole("button", { name: /^Buy .* for \$\d+$/ });
    expect(await buy(bob).count()).toBe(8);
    expect(await bob.locator(".actions").getByRole("button", { name: /^Pass/ }).count()).toBe(0);
    for (let i = 0; i < 20 && (await heading(ada)) === "Draft Round"; i++) {
      const page = await actor(pages, ["Ada", "Bob"]);
      if (page) await pressMove(page, buy(page).first());
    }
    await expect.poll(() => heading(ada)).toBe("Stock Round 1");
    // The first seat starts the stock round.
    expect(await actor(pages, ["Ada", "Bob"])).toBe(ada);
    await caughtUp(stage.site, ada);
    expect(stage.errors).toEqual([]);
  });

  it("drafts the privates, starts a corporation and reaches the first operating round", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site, "1846");
    // Its facts are shown, and it is no longer marked as being built.
    await expect.poll(() => ada.locator("[data-title-facts=\"1846\"]").count()).toBe(1);
    expect(await ada.locator("[data-title-facts=\"1846\"] .being-built").count()).toBe(0);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("3");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const invite = await ada.getByLabel("Invite link").inputValue();
    const pages = [ada];
    for (const name of NAMES.slice(1)) {
      const page = await stage.newPage();
      await page.goto(invite);
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Join" }).click();
      pages.push(page);
    }
    await ada.getByRole("button", { name: "Start the game with 3 players" }).click();
    await expect.poll(() => heading(ada)).toBe("Draft Round");
    // Three players: two of each group of privates and one of the C&O, Erie and PRR are left out.
    await expect.poll(() => ada.locator(".log").textContent()).toContain("Left out for 3 players");

    // Each player keeps the first company of his hand, or a pass card when his hand has none.
    for (let i = 0; i < 60 && (await heading(ada)) === "Draft Round"; i++) {
      const page = await actor(pages);
      if (!page) continue;
      const keep = page.locator(".actions").getByRole("button", { name: /^Buy .* for \$\d+$/ });
      const blank = page.locator(".actions").getByRole("button", { name: /^Take Pass \(\d\), no company$/ });
      if (await keep.count()) await pressMove(page, keep.first());
      else if (await blank.count()) await pressMove(page, blank.first());
      else await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => heading(ada)).toBe("Stock Round 1");
    const owned = await ada.getByRole("region", { name: "Players" }).textContent();
    expect(owned).toMatch(/MS|BIG4|SC|MPC|TBC|C&WI|MAIL|LSL|MC|O&I|LM|BT/);

    // The first to act starts a corporation; then everyone passes.
    const first = (await actor(pages))!;
    const parRow = first.locator(".actions .row", { hasText: /^Par / }).first();
    const started = /^Par (\S+)/.exec((await parRow.textContent()) ?? "")![1]!;
    await pressMove(first, parRow.getByRole("button").first());
    await expect.poll(() => ada.locator(".log").textContent()).toContain(`places a token`);
    for (let i = 0; i < 20 && (await heading(ada))?.startsWith("Stock"); i++) {
      const page = await actor(pages);
      if (!page) continue;
      await pressMove(page, page.locator(".actions").getByRole("button", { name: /^Pass/ }).first());
    }
    await expect.poll(() => heading(ada)).toMatch(/^Operating Round 1\.1/);
    expect(await ada.locator(`tr[data-corporation="${started}"]`).textContent()).not.toContain("not floated");
    await caughtUp(stage.site, ada);
    await ada.screenshot({ path: "test/web/screenshots/play-1846.png", fullPage: true });
    expect(stage.errors).toEqual([]);
  });

  it("a corporation without a president runs its best routes by the table's own move, live, and nobody is asked", async () => {
    // Random play (seed 6, 3 players): after 126 actions the GT, its president's certificate in the pool, is to run.
    const log = JSON.parse(readFileSync("test/fixtures/1846-selfplay/1846-without-president-runs.json", "utf8")) as { actions: unknown[] };
    const created = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(log) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // A spectator's page: the room's alarm makes the GT's run, which reaches it as any move does.
    const page = await stage.newPage();
    await page.goto(`${stage.site.url}/g/${id}`);
    await expect.poll(() => page.locator(".log").textContent(), { timeout: 20_000 }).toMatch(/GT runs a \d+ train for \$\d+/);
    await expect.poll(() => page.locator(".log").textContent()).toMatch(/GT withholds/);
    // The panel renders apart from the log (each follows the table's version): it moves on too.
    await expect.poll(() => page.locator(".actions .waiting").textContent()).not.toMatch(/^Waiting for GT/);
    expect(stage.errors).toEqual([]);
  }, 120_000);
});

