// 1817 at the table: a table opened from the lobby (its four optional rules in plain words) into the opening
// sale; then, from 18xx.games games imported at a position (one browser holds every seat), a stock round in which
// a corporation takes a loan and a player shorts a share, and a merger round in which a corporation merges, each
// played through the page's buttons. (A short needs a corporation of 5 shares that has operated: none exists in
// the first stock round, so the short is played in a later one.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, caughtUp, chooseOption, fitsWidth, HAVE_BROWSER, openHotseatTable, openLobby, pressMove, SHOTS, useStage, type Stage } from "./harness.ts";
import { interestOwed, interestRate, shareCount } from "../../shared/engine/loans.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { shortsOf } from "../../shared/engine/shorts.ts";
import { RULES } from "../../shared/games/index.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/1817/${name}.json`, import.meta.url), "utf8")) as { title: string; players: unknown[]; settings: unknown; actions: unknown[] };

/** The fixture imported with its first `upto` log entries, opened at one browser holding every seat. */
async function imported(stage: Stage, name: string, upto: number): Promise<Page> {
  const log = fixture(name);
  const prefix = { title: log.title, players: log.players, settings: log.settings, actions: log.actions.slice(0, upto) };
  const response = await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  const page = await stage.newPage();
  await page.goto(stage.site.url);
  await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
  await page.goto(`${stage.site.url}/g/${id}`);
  return page;
}

const heading = (page: Page) => page.locator(".actions h2").textContent();
const logText = (page: Page) => page.locator(".log").textContent();

describe.skipIf(!HAVE_BROWSER)("players play 1817 at the table", () => {
  const stage = useStage();

  it("a table opens from the lobby with the four optional rules in plain words, and starts with the opening sale", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site, "1817");
    await expect.poll(() => ada.locator('[data-title-facts="1817"]').textContent()).toContain("3 to 12 players");
    expect(await ada.locator('[data-title-facts="1817"] .being-built').count()).toBe(0);
    const options = ada.locator("details.options");
    await options.locator("> summary").click();
    const words = await options.textContent();
    expect(words).toContain("No more than five shares of a corporation may be shorted at once");
    expect(words).toContain("moves up twice instead of once");
    expect(words).toContain("A 7-train earns $10 more, and an 8-train $20 more");
    expect(words).toContain("More private companies");
    await chooseOption(ada, "five_shorts");
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("3");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const invite = await ada.getByLabel("Invite link").inputValue();
    for (const name of ["Bob", "Cy"]) {
      const page = await stage.newPage();
      await page.goto(invite);
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Join" }).click();
    }
    await ada.getByRole("button", { name: "Start the game with 3 players" }).click();
    // The privates' sale, the first seat first: a bid on any private from nothing, the seed money paying the rest.
    await expect.poll(() => heading(ada), { timeout: 20_000 }).toBe("Opening Sale");
    await expect.poll(() => ada.locator(".actions .entity-actions h3").first().textContent()).toContain("Ada to act");
    expect(await ada.locator(".actions form").filter({ hasText: /Bid on/ }).count()).toBeGreaterThan(0);
    expect(stage.errors).toEqual([]);
  });

  it("a table of 12 (#39, as 18xx.games seats it) opens from the lobby as a hotseat, starts, and its waiting room and players panel fit a laptop and a phone", async () => {
    const ada = await stage.newPage({ width: 1366, height: 900 });
    await openHotseatTable(ada, stage.site, "1817", 12);
    const room = ada.locator(".waiting-room");
    await expect.poll(() => room.getByRole("textbox", { name: "Name of seat 12" }).inputValue(), { timeout: 20_000 }).toBe("Player 12");
    const phone = await stage.newPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
    await phone.goto(stage.site.url);
    const token = await ada.evaluate(([url]) => localStorage.getItem(`seat:${url!.split("/").pop()}`), [ada.url()]);
    await phone.evaluate(([url, t]) => localStorage.setItem(`seat:${url!.split("/").pop()}`, t!), [ada.url(), token]);
    await phone.goto(ada.url());
    await expect.poll(() => phone.locator(".waiting-room").getByRole("textbox", { name: "Name of seat 12" }).inputValue(), { timeout: 20_000 }).toBe("Player 12");
    for (const [page, name, width] of [[ada, "laptop", 1366], [phone, "phone", 360]] as const) {
      await fitsWidth(page, width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/1817-12-waiting-${name}.png`, fullPage: true });
    }
    await room.getByRole("button", { name: "Start the game with 12 players" }).click();
    await expect.poll(() => heading(ada), { timeout: 20_000 }).toBe("Opening Sale");
    await expect.poll(() => heading(phone), { timeout: 20_000 }).toBe("Opening Sale");
    for (const [page, name, width] of [[ada, "laptop", 1366], [phone, "phone", 360]] as const) {
      const players = page.getByRole("region", { name: "Players" });
      await expect.poll(() => players.textContent()).toContain("Player 12");
      for (const n of [2, 7, 8, 11]) expect(await players.textContent()).toContain(`Player ${n}`);
      await fitsWidth(page, width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/1817-12-playing-${name}.png`, fullPage: true });
    }
    expect(stage.errors).toEqual([]);
  }, 120_000);

  it("a stock round: a corporation takes a loan in its president's turn, and a player shorts a share", async () => {
    // 16852, Stock Round 2: Player 1 to act; his Bess may take a loan before he does anything else.
    const page = await imported(stage, "16852", 386);
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe("Stock Round 2");
    // Both his corporations may borrow: Bess's button is in Bess's part of the panel.
    const loan = page.locator('.actions [data-entity="Bess"]').getByRole("button", { name: /^Take a loan of \$100 \(interest \d+% a round; \d+ taken\)$/ });
    await expect.poll(() => loan.count()).toBe(1);
    const before = (await loan.textContent())!;
    // Before deciding he sees each corporation's loans and the interest due, and the rate now.
    const bessLoans = page.locator('tr[data-corporation="Bess"] [data-loans]');
    const loansBefore = Number(await bessLoans.getAttribute("data-loans"));
    expect(await page.locator(".interest-rate").textContent()).toMatch(/^Interest now: \d+% a round on each loan of \$100 \(\d+ of 70 loans out\)$/);
    await pressMove(page, loan);
    await expect.poll(() => logText(page)).toMatch(/Bess takes a loan of \$100/);
    await expect.poll(() => bessLoans.getAttribute("data-loans")).toBe(String(loansBefore + 1));
    await caughtUp(stage.site, page);
    // 16281, Stock Round 3: Player 1 shorts NYSW.
    const second = await imported(stage, "16281", 385);
    await expect.poll(() => heading(second), { timeout: 20_000 }).toBe("Stock Round 3");
    const short = second.locator(".actions").getByRole("button", { name: /^Short a share of NYSW for \$\d+$/ });
    await expect.poll(() => short.count()).toBe(1);
    const shorts = second.locator('tr[data-corporation="NYSW"] [data-shorts]');
    const shortsBefore = Number(await shorts.getAttribute("data-shorts"));
    await pressMove(second, short);
    await expect.poll(() => logText(second)).toMatch(/Player 1 shorts a \d+% share of NYSW for \$\d+/);
    // Everyone sees the short on NYSW's row.
    await expect.poll(() => shorts.getAttribute("data-shorts")).toBe(String(shortsBefore + 1));
    await caughtUp(stage.site, second);
    expect(before).toContain("taken");
    expect(stage.errors).toEqual([]);
  });

  it("before a merger its president sees what it would make, and the merger makes it; axe finds nothing on the preview", async () => {
    // 16852, Merger and Conversion Round 1.2: WC's turn; it may merge with A&S, whose president is another (WC's pays for
    // the share A&S's receives).
    const page = await imported(stage, "16852", 357);
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe("Merger and Conversion Round 1.2");
    const preview = page.locator('.actions .merger-preview[data-merger="A&S"]');
    await expect.poll(() => preview.count()).toBe(1);
    await preview.locator("summary").click();
    const figure = (key: string) => preview.locator(`[data-after="${key}"]`).getAttribute("data-value");
    await expect.poll(() => figure("size")).not.toBeNull();
    const shown: Record<string, string | null> = {};
    for (const key of ["size", "price", "cash", "trains", "loans", "shorts", "interest"]) shown[key] = await figure(key);
    const holders = await preview.locator("tr[data-holder]").evaluateAll((rows) =>
      rows.map((r) => ({ player: r.getAttribute("data-holder"), shares: Number(r.getAttribute("data-shares")), shorts: Number(r.getAttribute("data-shorts")), president: r.textContent!.includes("(president)") })),
    );
    expect(await preview.textContent()).toMatch(/pays \$\d+ into WC for the share Player \d receives/);
    expect(await axeViolations(page)).toEqual([]);
    await pressMove(page, page.locator(".actions").getByRole("button", { name: "Merge with A&S" }));
    await expect.poll(() => logText(page)).toMatch(/WC merges with A&S at share value \$\d+/);
    // The engine's game after the same merger: the preview's figures are its figures.
    const game = replayLog(RULES["1817"]!, fixture("16852") as GameLog, 357);
    game.process({ type: "merge", corporation: "A&S", entity: "WC", entity_type: "corporation" });
    const wc = game.corporation("WC");
    const size = shareCount(wc);
    expect(shown).toEqual({
      size: String(size),
      price: game.money(game.market.price("WC")!),
      cash: game.money(wc.cash),
      trains: wc.trains.map((t) => t.name).join(", ") || "none",
      loans: String(wc.loans),
      shorts: String(shortsOf(wc).length),
      interest: game.money(interestOwed(game, wc, interestRate(game))),
    });
    const held = (p: (typeof game.players)[number], sign: number) => wc.shares.filter((x) => x.holder === p && x.percent * sign > 0).reduce((t, x) => t + (x.percent * sign * size) / 100, 0);
    expect(holders).toEqual(
      game.players.filter((p) => wc.shares.some((x) => x.holder === p)).map((p) => ({ player: p.name, shares: held(p, 1), shorts: held(p, -1), president: wc.president === p })),
    );
    // And the page's own table shows WC's loans after it as the preview did.
    await expect.poll(() => page.locator('tr[data-corporation="WC"] [data-loans]').getAttribute("data-loans")).toBe(shown.loans);
    expect(stage.errors).toEqual([]);
  });

  it("a merger round and an acquisition round: a corporation merges with another of its size, and every decision of both rounds is made through the page", async () => {
    // 16852, Merger and Conversion Round 1.2: WC's turn; it may convert, merge with one of eight, or pass.
    const page = await imported(stage, "16852", 357);
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe("Merger and Conversion Round 1.2");
    const actions = page.locator(".actions");
    await expect.poll(() => actions.getByRole("button", { name: /^Merge with / }).count()).toBe(8);
    expect(await actions.getByRole("button", { name: "Convert WC to 5 shares" }).count()).toBe(1);
    await pressMove(page, actions.getByRole("button", { name: "Merge with UR" }));
    await expect.poll(() => logText(page)).toMatch(/WC merges with UR at share value \$\d+/);
    await caughtUp(stage.site, page);
    // The rest of the merger round and the acquisition round after it, decided on the page: each decision passed where
    // it may be, else its first choice, until the next round starts.
    const seen = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await caughtUp(stage.site, page);
      const now = (await heading(page))!;
      seen.add(now.replace(/ \d.*$/, ""));
      if (!/^(Merger and Conversion|Acquisition) Round/.test(now)) break;
      const pass = actions.locator(".actions-foot button.pass");
      await pressMove(page, (await pass.count()) > 0 ? pass.first() : actions.locator(".entity-actions button").first());
    }
    expect([...seen]).toEqual(["Merger and Conversion Round", "Acquisition Round", expect.stringMatching(/^(Stock|Operating) Round$/)]);
    expect(stage.errors).toEqual([]);
  });
});
