// Two players open 1830+ scenario tables in their browsers (S-1 to S-4 on the 1830+ board, S-5 Uncertain
// Times on either board, S-6 "Dave? What are you doing..." with and without its Reading Railroad), see the
// board, and play into the first operating round: the private auction (S-5: the privates dealt, and the B&O's
// par if the BO was dealt); then a first stock round floating the PRR and its first tile (S-1 to S-4: from its
// station on Altoona's track, V-7.5). The Reading's table is only opened and drawn.
// The tables choosing homes (#34: S-4 with the N&W's choice, the Reading fixed at H16) are opened from the lobby and drawn.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buyClassicPrivates, caughtUp, HAVE_BROWSER, openTwoPlayerTable, pressMove, SHOTS, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players open 1830+ scenario tables and play into the first operating round", () => {
  const stage = useStage();

  /** The page of the player the game waits for (the other shows no actions of his own). */
  async function acting(ada: Page, bob: Page): Promise<Page> {
    await caughtUp(stage.site, ada);
    await caughtUp(stage.site, bob);
    // A private company its owner may use between turns (the MH's exchange) is no turn: "Mohawk & Hudson (MH) to act".
    const turn = (page: Page) => page.locator(".actions .entity-actions h3").filter({ hasNotText: /\([A-Z&]{2,3}\) to act/ }).count();
    return (await turn(ada)) > 0 ? ada : bob;
  }

  async function click(page: Page, name: RegExp | string) {
    await pressMove(page, page.locator(".actions").getByRole("button", { name }).first());
  }

  /** Stock Round 1: the player on turn pars the PRR at $100; turns buy PRR until it floats; both pass. */
  async function floatPrr(ada: Page, bob: Page) {
    await expect.poll(() => ada.locator("h2").first().textContent()).toBe("Stock Round 1");
    const first = await acting(ada, bob);
    await pressMove(first, first.locator(".actions .row", { hasText: "Par PRR" }).getByRole("button", { name: "$100" }));
    for (let i = 0; i < 8 && !(await ada.locator(".log").textContent())!.includes("PRR floats"); i++) {
      await click(await acting(ada, bob), "Buy 10% PRR from the IPO for $100");
      await caughtUp(stage.site, ada);
    }
    expect(await ada.locator(".log").textContent()).toContain("PRR floats");
    for (let i = 0; i < 4 && (await ada.locator(".actions h2").textContent()) !== "Operating Round 1.1"; i++) {
      await click(await acting(ada, bob), "Pass / done");
      await caughtUp(stage.site, ada);
    }
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Operating Round 1.1");
  }

  /** The PRR lays a tile from the tile tray; the other player sees it in the log. */
  async function layFirstTile(ada: Page, bob: Page) {
    const operator = await acting(ada, bob);
    await operator.locator(".tile-lays select").selectOption({ index: 1 });
    await operator.locator(".tile-tray .tile-choice").first().dblclick();
    const other = operator === ada ? bob : ada;
    await expect.poll(() => other.locator(".log").textContent()).toMatch(/lays tile #\d+/);
  }

  it("S-5: the privates dealt and paid for, seats by their prices, the board, the first stock round and tile", async () => {
    const { ada, bob } = await openTwoPlayerTable(stage, ["plus_s5"]);
    await caughtUp(stage.site, ada);
    // S-5.2 1.0: one private each, at face value; the seats follow their prices; four leave the game.
    const log = (await ada.locator(".log").textContent())!;
    expect(log.match(/is dealt/g)?.length).toBe(2);
    expect(log).toContain("sit in ascending order of their privates' prices");
    expect(log.match(/is not dealt and leaves the game/g)?.length).toBe(4);
    expect(await ada.locator("svg [data-hex]").count()).toBeGreaterThan(90);
    await ada.screenshot({ path: `${SHOTS}/1830-plus-s5.png`, fullPage: true });
    // The BO's holder, if it was dealt, sets the B&O's par first.
    if (log.includes("is dealt Baltimore & Ohio")) await click(await acting(ada, bob), "$100");
    await floatPrr(ada, bob);
    await layFirstTile(ada, bob);
    expect(stage.errors).toEqual([]);
  });

  it("S-5 on the 1830+ board: the privates dealt, the 1830+ board, the first stock round and the PRR's first tile from Altoona", async () => {
    const { ada, bob } = await openTwoPlayerTable(stage, ["plus_s5", "plus_s5_plus_board"]);
    await expect.poll(() => ada.locator(".table-options [data-table-option]").allTextContents()).toContain("S-5 on the 1830+ board (S-5.1)");
    await caughtUp(stage.site, ada);
    const log = (await ada.locator(".log").textContent())!;
    expect(log.match(/is dealt/g)?.length).toBe(2);
    // S-5.1 #1: the 1830+ board, rows K to M below the Classic map.
    expect(await ada.locator("svg [data-hex]").count()).toBeGreaterThan(110);
    expect(await ada.locator('svg [data-hex="M13"]').count()).toBeGreaterThan(0);
    await ada.screenshot({ path: `${SHOTS}/1830-plus-s5-plus-board.png`, fullPage: true });
    if (log.includes("is dealt Baltimore & Ohio")) await click(await acting(ada, bob), "$100");
    await floatPrr(ada, bob);
    await expect.poll(() => ada.locator(".log").textContent()).toContain("PRR places its station on its space on H12 (V-7.5)");
    await layFirstTile(ada, bob);
    expect(stage.errors).toEqual([]);
  });

  /** C-2.2: the player on turn buys the cheapest private company, until all are sold; the BO's buyer pars the B&O at $100. */
  async function buyEveryPrivate(ada: Page, bob: Page) {
    for (let i = 0; i < 24; i++) {
      await caughtUp(stage.site, ada);
      if ((await ada.locator("h2").first().textContent()) === "Stock Round 1") return;
      const page = await acting(ada, bob);
      const par = page.locator(".actions").getByRole("button", { name: "Par B&O at $100", exact: true });
      if (await par.count()) await pressMove(page, par.first());
      else await click(page, /^Buy .+ for \$\d+/);
    }
    throw new Error("the private auction did not end");
  }

  for (const [id, section, name, hexes] of [
    ["plus_s1", "S-1", "1830+ S-1: A Level Playing Field", 110],
    ["plus_s2", "S-2", "1830+ S-2: No One Expects the Canadian Pacific", 110],
    ["plus_s3", "S-3", "1830+ S-3: The Empire Builders Strike Back", 110],
    ["plus_s4", "S-4", "1830+ S-4: Opening up West, By-God, Virginia", 110],
  ] as const) {
    it(`${section}: the 1830+ board, the private auction, the first stock round and the PRR's first tile from Altoona`, async () => {
      const { ada, bob } = await openTwoPlayerTable(stage, [id]);
      await expect.poll(() => ada.locator(".table-options [data-table-option]").allTextContents()).toContain(`${name} (${section})`);
      // The 1830+ board: rows K to M below the Classic map, and the PRR's space on Altoona's track.
      expect(await ada.locator("svg [data-hex]").count()).toBeGreaterThan(hexes);
      expect(await ada.locator('svg [data-hex="M13"]').count()).toBeGreaterThan(0);
      await ada.screenshot({ path: `${SHOTS}/1830-plus-${section.toLowerCase()}.png`, fullPage: true });
      await buyEveryPrivate(ada, bob);
      await floatPrr(ada, bob);
      await expect.poll(() => ada.locator(".log").textContent()).toContain("PRR places its station on its space on H12 (V-7.5)");
      await layFirstTile(ada, bob);
      expect(stage.errors).toEqual([]);
    });
  }

  it("S-6 with the Reading Railroad: H-14's printed track with the RDR's space, the Reading among the railroads", async () => {
    const { ada } = await openTwoPlayerTable(stage, ["plus_s6", "plus_s6_reading", "sit_as_you_will"]);
    await expect.poll(() => ada.locator(".table-options [data-table-option]").allTextContents()).toContain("S-6 Reading Railroad (S-6.3)");
    await caughtUp(stage.site, ada);
    expect(await ada.locator('svg [data-hex="H14"]').count()).toBeGreaterThan(0);
    await ada.screenshot({ path: `${SHOTS}/1830-plus-s6-reading.png`, fullPage: true });
    await expect.poll(() => ada.getByText(/Reading Railroad/).count()).toBeGreaterThan(0);
    expect(stage.errors).toEqual([]);
  });

  it("the table's choice of homes (#34): S-4 with the N&W choosing Norfolk or Roanoke; the Reading fixed at H16", async () => {
    const nw = await openTwoPlayerTable(stage, ["plus_s4", "plus_s4_nw_choice"]);
    await expect.poll(() => nw.ada.locator(".table-options [data-table-option]").allTextContents()).toContain("S-4: the N&W chooses Norfolk or Roanoke (V-7.4)");
    await caughtUp(stage.site, nw.ada);
    expect(await nw.ada.locator('svg [data-hex="L10"]').count()).toBeGreaterThan(0);
    const rdr = await openTwoPlayerTable(stage, ["extra_rdr_h16"]);
    await expect.poll(() => rdr.ada.locator(".table-options [data-table-option]").allTextContents()).toContain("Reading at H16 (V-7.6)");
    await caughtUp(stage.site, rdr.ada);
    await expect.poll(() => rdr.ada.getByText(/Reading Railroad/).count()).toBeGreaterThan(0);
    expect(stage.errors).toEqual([]);
  });

  it("S-6: the computer game's board, the private auction, the first stock round and tile", async () => {
    const { ada, bob } = await openTwoPlayerTable(stage, ["plus_s6", "sit_as_you_will"]);
    await expect.poll(() => ada.locator(".table-options [data-table-option]").allTextContents()).toContain('1830+ S-6: "Dave? What are you doing..." (S-6)');
    expect(await ada.locator("svg [data-hex]").count()).toBeGreaterThan(90);
    await ada.screenshot({ path: `${SHOTS}/1830-plus-s6.png`, fullPage: true });
    // C-2.2: each buys the cheapest company in turn; Bob, with the BO, pars the B&O.
    await buyClassicPrivates(stage.site, ada, bob);
    await floatPrr(ada, bob);
    await layFirstTile(ada, bob);
    expect(stage.errors).toEqual([]);
  });
});
