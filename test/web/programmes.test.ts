// Programmed actions in two browsers: Ada sets "pass in this stock round" on
// the game page; from then on each of Bob's moves comes straight back to him,
// her passes made for her, until the round ends and her programme with it.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buyClassicPrivates, caughtUp, clickAction, HAVE_BROWSER, openTwoPlayerTable, SHOTS, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a player's programme plays his stock round turns", () => {
  const stage = useStage();

  const click = (page: Page, name: RegExp | string) => clickAction(stage.site, page, name);

  it("Ada passes in this stock round by programme; Bob never waits on her", async () => {
    const { ada, bob } = await openTwoPlayerTable(stage, ["sit_as_you_will"]);
    await buyClassicPrivates(stage.site, ada, bob);
    await caughtUp(stage.site, ada);
    await ada.locator(".actions .row", { hasText: "Par PRR" }).getByRole("button", { name: "$100" }).click();
    await click(bob, "Buy 10% B&O from the IPO for $100");

    // Ada's turn: she sets the programme instead of moving, and it passes for her at once.
    await caughtUp(stage.site, ada);
    await expect.poll(() => ada.locator(".programmes h3").textContent()).toBe("Auto actions");
    await click(ada, "Pass in this stock round");
    await expect.poll(() => ada.locator(".programmes [role=status]").textContent()).toContain("Active: Pass in Stock Round");
    const bobToAct = () => bob.locator(".actions .entity-actions h3", { hasText: "Bob to act" }).count();
    await expect.poll(bobToAct).toBe(1);
    // Bob's page shows her programme's moves as hers.
    await expect.poll(() => bob.locator(".log").textContent()).toContain("Ada passes");

    // Each of Bob's purchases ends his turn, and the next one is his again: Ada's programme passes for her.
    for (let i = 0; i < 3; i++) {
      await click(bob, "Buy 10% B&O from the IPO for $100");
      await caughtUp(stage.site, bob);
      expect(await bobToAct()).toBe(1);
      await caughtUp(stage.site, ada);
      expect(await ada.locator(".actions .waiting").textContent()).toContain("Waiting for Bob");
      expect(await ada.locator(".actions .entity-actions h3", { hasText: "Ada to act" }).count()).toBe(0);
    }
    await ada.screenshot({ path: `${SHOTS}/programme-share-pass.png`, fullPage: true });
    expect(await bob.locator("tr[data-corporation=\"B&O\"]").textContent()).not.toContain("not floated");

    // Bob passes too: the round is over, and so is Ada's programme.
    await click(bob, "Pass / done");
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Operating Round 1.1");
    await caughtUp(stage.site, ada);
    expect(await ada.locator(".programmes [role=status]").count()).toBe(0);
    await expect.poll(() => ada.locator(".log").textContent()).toContain('Ada\'s programme "Pass in Stock Round" ends with the stock round');
    expect(stage.errors).toEqual([]);
  });

  it("the auto-buy's 'until' box never goes blank: once the railroad floats it shows, and Set sends, a number of shares", async () => {
    const { ada, bob } = await openTwoPlayerTable(stage, ["sit_as_you_will"]);
    await buyClassicPrivates(stage.site, ada, bob);
    await caughtUp(stage.site, ada);
    await ada.locator(".actions .row", { hasText: "Par PRR" }).getByRole("button", { name: "$100" }).click();
    const panel = ada.getByRole("region", { name: "Programmed actions" });
    const until = panel.getByRole("combobox", { name: "Buy until" });
    const shown = () => until.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? "");
    await caughtUp(stage.site, ada);
    await panel.getByRole("combobox", { name: "Corporation to buy" }).selectOption("PRR");
    await expect.poll(shown).toBe("it floats");
    // Ada holds 30% of the PRR (the CA's share beside the president's); three more float it (60%).
    for (let i = 0; i < 3; i++) {
      await click(bob, "Buy 10% B&O from the IPO for $100");
      await click(ada, "Buy 10% PRR from the IPO for $100");
    }
    await expect.poll(() => ada.locator(".log").textContent(), { timeout: 15_000 }).toContain("PRR floats");
    await click(bob, "Buy 10% B&O from the IPO for $100");
    await caughtUp(stage.site, ada);
    await panel.getByRole("combobox", { name: "Corporation to buy" }).selectOption("PRR");
    await expect.poll(shown, { timeout: 15_000 }).toBe("I hold 7 shares");
    await panel.getByRole("button", { name: "Set" }).click();
    // Her turn: the programme buys the seventh share at once, as the box said.
    await expect.poll(() => ada.locator(".log").textContent(), { timeout: 15_000 }).toContain("Ada sets a programme: Buy PRR from IPO until 7 shares");
    expect(stage.errors).toEqual([]);
  });
});
