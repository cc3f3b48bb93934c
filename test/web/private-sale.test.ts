// 1830 4.1 in the browser: in a stock round after the first, the player on
// turn proposes to buy another player's private company; the other player,
// in his own browser, sees the offer and accepts it; the private and the
// money change hands, and the proposer's turn goes on. 1830 7.6 the same way
// in an operating round: a corporation's president offers for another
// president's train, which changes hands once that president accepts. The game is a real
// 18xx.games game imported up to its second stock round; its token holds
// every seat, and the seat of the player who answers is handed to a second
// browser with an invitation, as two players at two computers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, SHOTS, useStage } from "./harness.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { title: string; players: unknown; settings: unknown; actions: unknown[] };

describe.skipIf(!HAVE_BROWSER)("a private company sold between players", () => {
  const stage = useStage();

  it("is proposed by the player on turn and accepted by its owner at another computer", async () => {
    // Stock round 2: Player 2 ($70) to act; Player 3 ($100) owns the Schuylkill Valley.
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, 37) };
    const response = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
    // Player 3's seat (index 2) goes to a second player with its own token.
    const invite = await fetch(`${stage.site.url}/api/games/${id}/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` },
      body: JSON.stringify({ seat: 2 }),
    });
    expect(invite.status).toBe(201);
    const { token: player3Token } = (await invite.json()) as { token: string };

    const player2 = await stage.newPage();
    await player2.goto(stage.site.url);
    await player2.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
    await player2.goto(`${stage.site.url}/g/${id}`);
    const player3 = await stage.newPage();
    await player3.goto(stage.site.url);
    await player3.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, player3Token]);
    await player3.goto(`${stage.site.url}/g/${id}`);

    const panel = (page: Page) => page.locator(".actions");
    await expect.poll(() => panel(player2).locator(".entity-actions").first().getAttribute("data-entity"), { timeout: 20_000 }).toBe("Player 2");
    const sale = panel(player2).locator("form.private-sale");
    await player2.screenshot({ path: `${SHOTS}/1830-private-sale.png` });
    await sale.getByRole("combobox").selectOption({ label: "Buy Schuylkill Valley from Player 3" });
    await sale.getByRole("spinbutton").fill("45");
    await sale.getByRole("button", { name: "Propose" }).click();

    // Player 3 sees the offer at his computer and accepts it; Player 2 waits.
    await caughtUp(stage.site, player3);
    const answer = panel(player3).locator(".entity-actions", { hasText: "Player 2 offers $45 for your Schuylkill Valley" });
    await expect.poll(() => answer.count(), { timeout: 15_000 }).toBe(1);
    await caughtUp(stage.site, player2);
    expect(await panel(player2).locator(".entity-actions").count()).toBe(0);
    expect(await panel(player2).locator(".waiting").textContent()).toBe("Waiting for Player 3: Player 2's offer of $45 for Schuylkill Valley.");
    await player3.screenshot({ path: `${SHOTS}/1830-private-offer.png` });
    await answer.getByRole("button", { name: "Accept" }).click();

    await caughtUp(stage.site, player2);
    const log = player2.getByRole("region", { name: "Game log" });
    await expect.poll(() => log.textContent()).toContain("Player 3 sells Schuylkill Valley to Player 2 for $45");
    const players = player2.getByRole("region", { name: "Players" });
    const row = (name: string) => players.locator("tr", { hasText: name });
    const privates = (name: string) => row(name).locator("td").nth(4).textContent();
    await expect.poll(() => privates("Player 2")).toBe("DH, CA, SV");
    expect(await privates("Player 3")).toBe("MH");
    expect(await row("Player 2").locator("td").nth(1).textContent()).toBe("$25");
    // Player 2's turn goes on.
    await expect.poll(() => panel(player2).locator(".entity-actions").first().getAttribute("data-entity")).toBe("Player 2");
    expect(stage.errors).toEqual([]);
  }, 90_000);

  it("a train of another president's corporation is offered for, and bought once its president accepts at his computer (1830 7.6)", async () => {
    // Operating round 1.1: PRR (Player 2, $1,000) buys trains; B&O (Player 3) owns the 2-trains 2-0 and 2-1.
    const upto = FIXTURE.actions.findIndex((a) => (a as { id: number }).id === 35) + 1;
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, upto) };
    const response = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
    const invite = await fetch(`${stage.site.url}/api/games/${id}/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` },
      body: JSON.stringify({ seat: 2 }),
    });
    const { token: player3Token } = (await invite.json()) as { token: string };
    const open = async (token: string) => {
      const page = await stage.newPage();
      await page.goto(stage.site.url);
      await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, token]);
      await page.goto(`${stage.site.url}/g/${id}`);
      return page;
    };
    const player2 = await open(seat.token);
    const player3 = await open(player3Token);
    const panel = (page: Page) => page.locator(".actions");

    await expect.poll(() => panel(player2).locator(".entity-actions").first().getAttribute("data-entity"), { timeout: 20_000 }).toBe("PRR");
    // No button takes B&O's trains: they are offered for, and the price box starts at the face value.
    expect(await panel(player2).getByText("from B&O", { exact: false }).count()).toBe(0);
    const offer = panel(player2).locator("form.private-sale");
    await offer.getByRole("combobox").selectOption({ label: "Buy B&O's 2-train (2-0)" });
    expect(await offer.getByRole("spinbutton").inputValue()).toBe("80");
    expect(await offer.locator("small").textContent()).toBe("($1–$1,000; B&O's president accepts or declines)");
    await offer.getByRole("spinbutton").fill("150");
    await offer.getByRole("button", { name: "Propose" }).click();

    // Player 3 answers for B&O at his computer; Player 2 waits and is told for what.
    await caughtUp(stage.site, player3);
    const answer = panel(player3).locator(".entity-actions", { hasText: "Player 2 (PRR) offers $150 for B&O's 2-train (2-0)" });
    await expect.poll(() => answer.count(), { timeout: 15_000 }).toBe(1);
    await caughtUp(stage.site, player2);
    expect(await panel(player2).locator(".entity-actions").count()).toBe(0);
    expect(await panel(player2).locator(".waiting").textContent()).toBe("Waiting for B&O (Player 3): PRR's offer of $150 for B&O's 2-train (2-0).");
    await player3.screenshot({ path: `${SHOTS}/1830-train-offer.png` });
    await answer.getByRole("button", { name: "Accept" }).click();

    await caughtUp(stage.site, player2);
    const log = player2.getByRole("region", { name: "Game log" });
    await expect.poll(() => log.textContent()).toContain("PRR buys a 2 train for $150 from B&O");
    expect(await log.textContent()).toContain("PRR offers B&O $150 for B&O's 2-train (2-0)");
    // PRR's turn goes on.
    await expect.poll(() => panel(player2).locator(".entity-actions").first().getAttribute("data-entity")).toBe("PRR");
    // The export has the purchase as 18xx.games writes it.
    const exported = (await (await fetch(`${stage.site.url}/api/games/${id}/log`)).json()) as { actions: Record<string, unknown>[] };
    expect(exported.actions.at(-1)).toMatchObject({ type: "buy_train", entity: "PRR", entity_type: "corporation", train: "2-0", price: 150 });
    expect(exported.actions.some((a) => a.type === "offer" || a.type === "respond")).toBe(false);
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
