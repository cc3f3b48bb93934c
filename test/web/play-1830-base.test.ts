// Two players open an 1830 Base Game table in their browsers and buy the private companies as
// 1.3 has it: a bid for the order of choice, a pass, then each chooses a group (T-06); then the
// first stock round and the first tile of the first operating round. A second table, 1830 Classic
// with five variants chosen in the lobby, plays its auction and first stock round the same way.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buyClassicPrivates, caughtUp, chooseOption, clickAction, floatPrrAndBo, HAVE_BROWSER, openLobby, openTwoPlayerTable, useStage } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("two players open 1830 tables and play into the first operating round", () => {
  const stage = useStage();

  const click = (page: Page, name: RegExp | string) => clickAction(stage.site, page, name);

  it("a Base Game table: bids, passes, chooses the groups, sets the B&O par, plays the first stock round and lays the first tile", async () => {
    // 1830 V-1.1: they sit as they join (random seat positions, preselected, would deal the seats).
    const { ada, bob } = await openTwoPlayerTable(stage, ["base_game", "sit_as_you_will"]);

    // 1830 1.3: Ada, the banker, bids $12 for the first choice (any amount from $5: the box takes it); Bob passes.
    await caughtUp(stage.site, ada);
    const bid = ada.locator(".actions form", { hasText: "Bid for the first choice of private companies" });
    await bid.locator("input").fill("12");
    await bid.getByRole("button", { name: "OK" }).click();
    await click(bob, "Pass");
    // Ada chooses first, Bob takes the other group and sets the B&O par.
    await click(ada, "SV+DH+CA");
    await click(bob, "CS+MH+BO");
    await click(bob, "$100");
    await expect.poll(() => ada.locator("h2").first().textContent()).toBe("Stock Round 1");
    await expect.poll(() => ada.locator(".actions").textContent()).toContain("Ada to act");
    // The game page names the table's choices apart from the preselected options; the Base Game plays V-1.8's bid & choose (1.3).
    expect(await ada.locator(".table-options [data-table-option]").allTextContents()).toEqual(["Base Game (1.3, 7.6.2, 7.7)", "Sit as you will (V-1.1)", "Bid & choose (V-1.8, 1.3)"]);

    // Stock Round 1: Ada pars the PRR (she has the CA's PRR share), Bob buys the B&O; both float.
    await playFirstStockRound(ada, bob);
    // Operating Round 1: the first railroad lays a tile.
    await layFirstTile(ada, bob);
    expect(stage.errors).toEqual([]);
  });

  it("a Classic table with five variants plays the auction and the first stock round into the first operating round", async () => {
    // Five variants in the lobby (1830 V-1.1, V-2.0, V-5.1, V-6.1, V-7.1); the ruleset stays 1830 Classic.
    const { ada, bob } = await openTwoPlayerTable(stage, VARIANTS);

    // The game page names the table's variants, for both players.
    const names = ["Sit as you will (V-1.1)", "Fixed turn order (V-2.0)", "Once per block (V-5.1)", "Sell-buy (V-6.1)", "Split revenues (V-7.1)"];
    for (const page of [ada, bob]) {
      await expect.poll(() => page.locator(".table-options [data-table-option]").allTextContents()).toEqual(names);
    }

    // The private auction (C-2.2): each buys the cheapest company in turn (they sit as they joined).
    await buyClassicPrivates(stage.site, ada, bob);

    await playFirstStockRound(ada, bob);
    await layFirstTile(ada, bob);
    expect(stage.errors).toEqual([]);
  });

  it("a Classic table with V-1.8's bid & choose: the lobby hides the auction variants, and the privates go by 1.3", async () => {
    // In the lobby: bid & choose hides the auction variants; the Base Game plays bid & choose; the auction brings Classic back.
    const lobby = await stage.newPage();
    await openLobby(lobby, stage.site);
    const option = (id: string) => lobby.locator(`[data-option="${id}"] input`);
    const ruleset = () => lobby.getByRole("combobox", { name: /^Rules/ }).inputValue();
    await chooseOption(lobby, "bid_and_choose");
    await expect.poll(() => option("formal_bidding").count()).toBe(0);
    await chooseOption(lobby, "base_game");
    await expect.poll(() => option("bid_and_choose").isChecked()).toBe(true);
    await chooseOption(lobby, "buy_bid_auction");
    await expect.poll(ruleset).toBe("classic");
    await expect.poll(() => option("formal_bidding").isChecked()).toBe(true);
    await lobby.close();

    const { ada, bob } = await openTwoPlayerTable(stage, ["bid_and_choose", "sit_as_you_will"]);
    await caughtUp(stage.site, ada);
    // 1830 1.3: Ada, the first seat, passes without bidding; Bob bids $5 and chooses first, with the priority deal.
    await click(ada, "Pass");
    const bid = bob.locator(".actions form", { hasText: "Bid for the first choice of private companies" });
    await bid.locator("input").fill("5");
    await bid.getByRole("button", { name: "OK" }).click();
    await click(bob, "SV+DH+CA");
    await click(ada, "CS+MH+BO");
    await click(ada, "$100");
    await expect.poll(() => bob.locator("h2").first().textContent()).toBe("Stock Round 1");
    await expect.poll(() => bob.locator(".actions").textContent()).toContain("Bob to act");
    expect(await bob.locator(".table-options [data-table-option]").allTextContents()).toEqual(["Sit as you will (V-1.1)", "Bid & choose (V-1.8, 1.3)"]);
    expect(stage.errors).toEqual([]);
  });

  /** Stock Round 1 from Ada's turn: she pars the PRR at $100 and buys three more; Bob buys four B&O; both pass. */
  async function playFirstStockRound(ada: Page, bob: Page) {
    await floatPrrAndBo(stage.site, ada, bob);
    await expect.poll(() => ada.locator(".actions h2").textContent()).toBe("Operating Round 1.1");
    await expect.poll(() => ada.locator(".log").textContent()).toContain("PRR floats");
    expect(await ada.locator(".log").textContent()).toContain("B&O floats");
  }

  /** Operating Round 1: the railroad operating first lays a tile from the tile tray. */
  async function layFirstTile(ada: Page, bob: Page) {
    await caughtUp(stage.site, ada);
    await caughtUp(stage.site, bob);
    const operator = (await ada.locator(".actions .entity-actions").count()) > 0 ? ada : bob;
    await operator.locator(".tile-lays select").selectOption({ index: 1 });
    await operator.locator(".tile-tray .tile-choice").first().dblclick();
    const other = operator === ada ? bob : ada;
    await expect.poll(() => other.locator(".log").textContent()).toMatch(/lays tile #\d+/);
  }
});

/** The five variants the second table chooses in the lobby. */
const VARIANTS = ["sit_as_you_will", "fixed_order", "once_per_block", "sell_buy", "split_revenue"];
