// 1837 operating rounds played through the page: a real 18xx.games game
// (test/fixtures/1837/1837_game_end_bank.json), imported through the lobby up
// to a point, then continued in the stage.browser with the moves its players made
// there (the imported game's token holds every seat): coal companies folding
// into their major at the start of a round, coal companies running goods
// trains from their mines (routes drawn on the map), minors laying track and
// running, a major placing a station and buying trains (surrendering one to
// make room), and the k.k. Staatsbahn forming from its three minors. After
// each stretch the cash shown on the page, and the server's game, match the
// fixture replayed to the same point.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, SHOTS, useStage } from "./harness.ts";
import { RULES } from "../../shared/games/index.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1837/1837_game_end_bank.json", "utf8")) as GameLog & { title: string };
const TITLE = RULES["1837"]!;

describe.skipIf(!HAVE_BROWSER)("1837 operating rounds in the browser", () => {
  const stage = useStage();

  /** Imports the fixture's first `entries` log entries through the lobby's file input; the page of the new game. */
  async function importAt(entries: number): Promise<Page> {
    const page = await stage.newPage({ width: 1400, height: 1000 });
    await page.goto(stage.site.url);
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, entries) };
    await page.getByLabel("An 18xx.games game file (JSON)").setInputFiles({ name: "1837.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(prefix)) });
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    await expect.poll(() => page.locator(".actions h2").textContent(), { timeout: 20_000 }).toBeTruthy();
    return page;
  }

  const panel = (page: Page) => page.locator(".actions");
  const logText = (page: Page) => page.getByRole("region", { name: "Game log" }).textContent();

  /** Waits until the page shows every action of its room and this entity is to act. */
  async function turnOf(page: Page, entity: string) {
    await caughtUp(stage.site, page);
    await expect.poll(() => panel(page).locator(".entity-actions").first().getAttribute("data-entity")).toBe(entity);
  }

  async function click(page: Page, entity: string, name: string | RegExp) {
    await turnOf(page, entity);
    await panel(page).getByRole("button", { name }).first().click();
  }

  /** A click on a hex of the map, where a player's mouse would click. */
  async function clickHex(page: Page, hex: string) {
    await page.locator(`svg g.hex[data-hex="${hex}"]`).click();
  }

  /** Draws a train's route by clicking its stops on the map, and checks what the panel says it earns. */
  async function drawRoute(page: Page, entity: string, train: string, stops: string[], shows: string) {
    await turnOf(page, entity);
    const row = panel(page).locator(`.routes li[data-train="${train}"]`);
    await row.getByRole("button", { name: /^Draw the route of the / }).click();
    await expect.poll(() => panel(page).locator(".routes .hint").textContent()).toMatch(/^Drawing the route of the .*-train.*: click its stops on the map, in running order\./);
    for (const hex of stops) await clickHex(page, hex);
    await expect.poll(() => row.textContent()).toContain(shows);
    await row.getByRole("button", { name: "Done" }).click();
  }

  /** The cash of every player and company, and the bank's, on the page (in Kronen) equals the engine's after replaying the fixture's first `entries` entries; so does the server's game. */
  async function matchesFixture(page: Page, entries: number) {
    // Kronen as the rules write them: "Kr1,475".
    const kr = (n: number) => `Kr${n.toLocaleString("en-US")}`;
    await caughtUp(stage.site, page);
    const expected = replayLog(TITLE, FIXTURE, entries);
    for (const p of expected.players) {
      await expect.poll(() => page.locator(`tr[data-player="${p.id}"] td`).nth(1).textContent(), { timeout: 5000 }).toBe(kr(p.cash));
    }
    for (const c of expected.activeCorporations().filter((c) => c.floated)) {
      await expect.poll(() => page.locator(`tr[data-corporation="${c.sym}"] td`).nth(2).textContent(), { timeout: 5000 }).toBe(kr(c.cash));
    }
    // 1837 is played in Kronen (TitleData.currency): the bank too.
    await expect.poll(() => page.locator('section[aria-label="Bank"] p strong').first().textContent(), { timeout: 5000 }).toBe(kr(expected.bank.cash));
    const id = page.url().split("/").pop();
    const served = (await (await fetch(`${stage.site.url}/api/games/${id}/log`)).json()) as GameLog;
    const { actions: _a, ...ours } = summarize(replayLog(TITLE, { ...served, settings: FIXTURE.settings }), 0);
    const { actions: _b, ...theirs } = summarize(expected, 0);
    expect(ours).toEqual(theirs);
  }

  it("coal companies fold into their major, then run goods trains from their mines", async () => {
    // The stock round is over; the exchange round opens operating round 6.1.
    const page = await importAt(465);
    await expect.poll(() => panel(page).locator("h2").textContent()).toBe("Exchange Round");

    // XIV.5: the owner of each of MS's coal companies decides whether to exchange it.
    await turnOf(page, "EOD");
    expect(await panel(page).locator(".entity-actions h3").textContent()).toBe("EOD to act (Player 4)");
    expect(await panel(page).locator(".choose span").textContent()).toBe("EOD: exchange for a MS share:");
    expect(await panel(page).locator(".choose button").allTextContents()).toEqual(["Exchange", "Decline"]);
    await click(page, "EOD", "Exchange");
    await expect.poll(() => logText(page)).toContain("EOD folds into MS");
    const log = (await logText(page))!;
    expect(log).toContain("Player 4 receives a 10% share of MS for 100% of EOD");
    expect(log).toContain("MS receives Kr135 from EOD's treasury");
    expect(log).toContain("MS receives a 1G train");
    await click(page, "EKT", "Exchange");
    await expect.poll(() => logText(page)).toContain("MS receives Kr180 from EKT's treasury");
    await expect.poll(() => panel(page).locator("h2").textContent()).toBe("Operating Round 6.1");
    // The coal companies are gone from the table; MS holds their trains.
    await expect.poll(() => page.locator('tr[data-corporation="EOD"]').count()).toBe(0);
    expect(await page.locator('tr[data-corporation="MS"] td').nth(4).textContent()).toBe("1G, 1G");

    // EPP: no track; its 1G-train runs from the Ostrau mine (E11) through two towns to a city.
    await click(page, "EPP", "Pass (skip this step)");
    await drawRoute(page, "EPP", "1G-0", ["E11", "D10", "B8", "A11"], "E11–D10–B8–A11 — Kr30 + Kr20 for the treasury");
    expect(await panel(page).locator(".routes p").first().textContent()).toBe("Your routes: Kr30 and Kr20 for the treasury (EPP keeps half and pays out half)");
    // The map draws the route: its track and a ring round each of its four stops.
    await expect.poll(() => page.locator("svg g.routes g.route circle").count()).toBe(4);
    expect(await page.locator("svg g.routes g.route path").count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/1837-goods-route.png` });
    await panel(page).getByRole("button", { name: "Run these routes (Kr30)" }).click();
    await expect.poll(() => logText(page)).toContain("EPP runs a 1G train for Kr30");
    const run = (await logText(page))!;
    // II.2: the mine's value to the treasury, the rest split with the owner.
    expect(run).toContain("EPP earns Kr20 for its treasury");
    expect(run).toContain("EPP keeps Kr15 of its Kr30");
    expect(run).toContain("EPP pays out Kr15 = Kr1.5 per 10% (Kr15 to Player 4)");

    // RGTE: the player clicks only the mine and the far end; the towns between are added.
    await click(page, "RGTE", "Pass (skip this step)");
    await drawRoute(page, "RGTE", "1G-1", ["A13", "D10"], "A13–A11–B8–D10 — Kr30 + Kr30 for the treasury");
    await panel(page).getByRole("button", { name: "Run these routes (Kr30)" }).click();
    await expect.poll(() => logText(page)).toContain("RGTE earns Kr30 for its treasury");
    await click(page, "RGTE", "Pass (skip this step)"); // no train bought
    await turnOf(page, "MLB");
    await matchesFixture(page, 472);
    expect(stage.errors).toEqual([]);
  });

  it("minors lay track and run, and a major places a station and buys trains", async () => {
    // Operating round 6.1, UG1 to act (its first tile lay was taken back in the log).
    const page = await importAt(505);
    await turnOf(page, "UG1");
    // A tile on F24, chosen on the map where the hexes a tile may go are marked.
    await clickHex(page, "F24");
    await expect.poll(() => page.locator(".tile-lays select").inputValue()).toBe("F24");
    await page.getByRole("button", { name: "Tile #8, rotation 5", exact: true }).dblclick();
    await expect.poll(() => logText(page)).toContain("UG1 lays tile #8 with rotation 5 on F24");
    // Two 2-trains out of Budapest, as the log ran them.
    await drawRoute(page, "UG1", "2-11", ["H22", "G23"], "H22–G23 — Kr50");
    await drawRoute(page, "UG1", "2-8", ["H22", "H20"], "H22–H20 — Kr60");
    await panel(page).getByRole("button", { name: "Run these routes (Kr110)" }).click();
    await expect.poll(() => logText(page)).toContain("UG1 keeps Kr55 of its Kr110");
    expect(await logText(page)).toContain("UG1 pays out Kr55 = Kr5.5 per 10% (Kr27 to Player 2, Kr27 to Player 4)");

    await click(page, "UG2", "Pass (skip this step)");
    await drawRoute(page, "UG2", "2-9", ["K21", "L22"], "K21–L22 — Kr40");
    await panel(page).getByRole("button", { name: "Run these routes (Kr40)" }).click();
    await click(page, "UG3", "Pass (skip this step)");
    await drawRoute(page, "UG3", "2-10", ["H22", "I23"], "H22–I23 — Kr50");
    await panel(page).getByRole("button", { name: "Run these routes (Kr50)" }).click();
    await expect.poll(() => logText(page)).toContain("UG3 pays out Kr25 = Kr2.5 per 10% (Kr25 to Player 3)");

    // MS, a major: no track, a station in Linz, no route yet for its two goods trains.
    await click(page, "MS", "Pass (skip this step)");
    await click(page, "MS", "Place a station in Linz & Wels (G13), city 2 of 2 for Kr60");
    await expect.poll(() => logText(page)).toContain("MS places a token on G13 for Kr60");
    await turnOf(page, "MS");
    expect(await panel(page).locator(".routes").textContent()).toContain("(no route: the trains earn nothing)");
    await panel(page).getByRole("button", { name: "Run these routes (Kr0)" }).click();
    await expect.poll(() => logText(page)).toContain("MS's share price moves from Kr104 to Kr99");
    await click(page, "MS", "Buy a 3-train from the bank for Kr180");
    await expect.poll(() => logText(page)).toContain("MS buys a 3 train for Kr180 from the bank");
    expect(await logText(page)).toContain("-- Phase 3 (Operating Rounds: 2 | Train Limit: 3) --");
    // At its limit of three trains, it surrenders a goods train for half its price to buy another 3-train.
    await click(page, "MS", "Surrender the 1G-train (1G-2) for Kr50, to buy another");
    await expect.poll(() => logText(page)).toContain("MS pays Kr50 to surrender a 1G train to the bank");
    await click(page, "MS", "Buy a 3-train from the bank for Kr180");
    await click(page, "MS", "Pass (skip this step)");
    await turnOf(page, "TI");
    expect(await page.locator('tr[data-corporation="MS"] td').nth(4).textContent()).toBe("1G, 3, 3");
    await matchesFixture(page, 522);
    expect(stage.errors).toEqual([]);
  });

  it("the k.k. Staatsbahn forms from its minors, then a coal company runs a long goods route", async () => {
    // The end of operating round 8.1: the exchange round before 8.2 offers the formation (XII.4).
    const page = await importAt(819);
    await turnOf(page, "KK1");
    expect(await panel(page).locator("h2").textContent()).toBe("Exchange Round");
    expect(await panel(page).locator(".entity-actions h3").textContent()).toBe("KK1 to act (Player 1)");
    expect(await panel(page).locator(".choose span").textContent()).toBe("KK1: form the k.k. Staatsbahn:");
    expect(await panel(page).locator(".choose button").allTextContents()).toEqual(["Form", "Decline"]);
    await click(page, "KK1", "Form");
    await turnOf(page, "KK2");
    expect(await panel(page).locator(".choose span").textContent()).toBe("KK2: fold into the k.k. Staatsbahn:");
    expect(await panel(page).locator(".choose button").allTextContents()).toEqual(["Fold in", "Decline"]);
    await click(page, "KK2", "Fold in");
    await click(page, "KK3", "Fold in");
    await expect.poll(() => logText(page)).toContain("KK forms and receives Kr840");
    const log = (await logText(page))!;
    for (const line of [
      "Player 1 receives a 10% share of KK for 100% of KK1",
      "KK receives Kr230 from KK1's treasury",
      "KK takes over KK1's station on G17",
      "KK2 folds into KK",
      "KK receives a 3 train",
      "KK3 folds into KK",
      "KK receives Kr260 from KK3's treasury",
    ]) expect(log).toContain(line);
    await expect.poll(() => page.locator('tr[data-corporation="KK"] td').nth(2).textContent()).toBe("Kr1,475");
    expect(await page.locator('tr[data-corporation="KK"] td').nth(1).textContent()).toBe("Player 1");
    await expect.poll(() => page.locator('tr[data-corporation="KK1"]').count()).toBe(0);

    // Operating round 8.2: EPP lays track, then runs its 2G-train from the mine through seven stops.
    await turnOf(page, "EPP");
    await clickHex(page, "D12");
    await page.getByRole("button", { name: "Tile #9, rotation 2", exact: true }).dblclick();
    await expect.poll(() => logText(page)).toContain("EPP lays tile #9 with rotation 2 on D12");
    await drawRoute(page, "EPP", "2G-4", ["E11", "D10", "B8", "C11", "C15", "E17", "E15"], "E11–D10–B8–C11–C15–E17–E15 — Kr120 + Kr20 for the treasury");
    await panel(page).getByRole("button", { name: "Run these routes (Kr120)" }).click();
    await expect.poll(() => logText(page)).toContain("EPP pays out Kr60 = Kr6 per 10% (Kr60 to Player 4)");
    await click(page, "EPP", "Pass (skip this step)");
    await turnOf(page, "RGTE");
    await page.screenshot({ path: `${SHOTS}/1837-kk-formed.png`, fullPage: true });
    await matchesFixture(page, 825);
    expect(stage.errors).toEqual([]);
  });
});
