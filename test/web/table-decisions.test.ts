// The table's decisions, tried as new players would at a table of three
// (#40 items 1-2): asking to end the game and to take back another's move,
// each from a control under the action panel that says what it takes back
// and who will be asked; the request's state (who asked what, who agreed,
// who is still asked, Withdraw) in one place on a laptop and on a phone; the
// action panel held while it waits; and how it ended, in words that fit it.
// Pictures: test/web/screenshots/table-request-*.png.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { Game } from "../../shared/engine/game.ts";
import { RULES } from "../../shared/games/index.ts";
import { axeViolations, caughtUp, HAVE_BROWSER, SHOTS, useStage, type Stage } from "./harness.ts";

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740 };

interface Meta {
  seed: number;
  seats: { index: number; playerId: string; name: string }[];
  options: { optional_rules: string[] };
}

/** A started 1830 table of Ada, Bob and Cy, with the auction's first two bids played over sockets: its id, tokens, and the last mover's name. */
async function tableOfThree(stage: Stage): Promise<{ id: string; tokens: string[]; names: string[]; lastMover: string; lastMove: string; toAct: string }> {
  const { site } = stage;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${site.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const { id, seat } = (await (await post("/api/games", { title: "1830", name: "Ada", seats: 3 })).json()) as { id: string; seat: { token: string } };
  const tokens = [seat.token];
  for (const name of ["Bob", "Cy"]) tokens.push(((await (await post(`/api/games/${id}/join`, { name })).json()) as { seat: { token: string } }).seat.token);
  expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
  const meta = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as Meta;
  const game = new Game(RULES["1830"]!, meta.seats.map((s) => ({ id: s.playerId, name: s.name })), { optional_rules: meta.options.optional_rules }, meta.seed);
  let lastMover = "";
  for (let n = 0; n < 2; n++) {
    const active = game.round.activeEntity() as { id: string };
    const seatOf = meta.seats.find((s) => s.playerId === active.id)!;
    const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${tokens[seatOf.index]}`);
    await new Promise((resolve) => (ws.onopen = resolve));
    const bid = game.legalActions(game.player(active.id)).find((a) => a.type === "bid") as { company: string; min: number };
    const action = { type: "bid", entity: Number(active.id), entity_type: "player", company: bid.company, price: bid.min };
    const stored = new Promise((resolve) => ws.addEventListener("message", (e) => (JSON.parse(String(e.data)) as { type: string }).type === "action" && resolve(null)));
    ws.send(JSON.stringify({ type: "act", expect: n, action }));
    await stored;
    ws.close();
    game.process(action);
    lastMover = seatOf.name;
  }
  const lastMove = game.messages.filter((m) => m.n === 2).map((m) => m.text).join("; ");
  return { id, tokens, names: meta.seats.map((s) => s.name), lastMover, lastMove, toAct: (game.round.activeEntity() as { name: string }).name };
}

async function open(stage: Stage, id: string, token: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await stage.newPage(viewport, viewport === PHONE ? { hasTouch: true, isMobile: true } : {});
  await page.goto(stage.site.url);
  await page.evaluate(([game, t]) => localStorage.setItem(`seat:${game}`, t!), [id, token]);
  await page.goto(`${stage.site.url}/g/${id}`);
  await caughtUp(stage.site, page);
  return page;
}

const request = (page: Page) => page.locator("section.table-request");

describe.skipIf(!HAVE_BROWSER)("the table's decisions at a table of three", () => {
  const stage = useStage();

  it("asks to take back another's move by name, shows who agreed and who is asked, holds the moves, and lets the asker withdraw", async () => {
    const { id, tokens, names, lastMover, lastMove, toAct } = await tableOfThree(stage);
    // One who did not make the last move, and is not to act, asks; the other two are asked (the one to act on a phone).
    const askerSeat = names.findIndex((n) => n !== lastMover && n !== toAct);
    const asker = names[askerSeat]!;
    const [first, second] = names.filter((n) => n !== asker) as [string, string];
    const phoneName = toAct;
    const pages = new Map<string, Page>();
    pages.set(asker, await open(stage, id, tokens[askerSeat]!, LAPTOP));
    for (const name of [first, second]) pages.set(name, await open(stage, id, tokens[names.indexOf(name)]!, name === phoneName ? PHONE : LAPTOP));
    const askerPage = pages.get(asker)!;

    // The control says what it takes back, and that it is a request; it asks before asking.
    const ask = request(askerPage).getByRole("button", { name: `Ask to take back: ${lastMove}` });
    await expect.poll(() => ask.count()).toBe(1);
    await ask.click();
    const confirm = request(askerPage).getByRole("group", { name: "Ask to take back a move" });
    expect(await confirm.textContent()).toContain(`${first} and ${second} are asked to agree`);
    await confirm.getByRole("button", { name: "Ask the table" }).click();

    // Every page shows the same request, under its action panel.
    for (const [name, page] of pages) {
      const state = request(page);
      await expect.poll(() => state.locator("h2").textContent(), { timeout: 15_000 }).toBe(name === asker ? "You ask to take back a move" : `${asker} asks to take back a move`);
      expect(await state.textContent()).toContain(`Take back: ${lastMove}.`);
      expect(await state.locator("li").allTextContents()).toEqual([
        `${first}: ${name === first ? "your answer is awaited" : "not answered yet"}`,
        `${second}: ${name === second ? "your answer is awaited" : "not answered yet"}`,
      ]);
      // Right under the action panel, on the laptop and on the phone.
      const panel = (await page.locator("section.actions").boundingBox())!;
      const box = (await state.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(panel.y + panel.height - 1);
      expect(box.y - (panel.y + panel.height)).toBeLessThan(40);
      // The moves are held: no button of the action panel can be pressed.
      const buttons = page.locator("section.actions button");
      for (let i = 0; i < (await buttons.count()); i++) expect(await buttons.nth(i).isDisabled()).toBe(true);
    }
    // A spectator sees the request, and has nothing to answer.
    const spectator = await stage.newPage(LAPTOP);
    await spectator.goto(`${stage.site.url}/g/${id}`);
    await expect.poll(() => request(spectator).locator("h2").textContent(), { timeout: 15_000 }).toBe(`${asker} asks to take back a move`);
    expect(await request(spectator).getByRole("button").count()).toBe(0);
    expect(await request(askerPage).getByRole("button", { name: "Withdraw my request" }).count()).toBe(1);
    expect(await request(askerPage).getByRole("button", { name: "Allow" }).count()).toBe(0);
    // The player to act sees his panel held, with the reason beside it.
    const phone = pages.get(phoneName)!;
    expect(await phone.locator("section.actions button").count()).toBeGreaterThan(0);
    await request(phone).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${SHOTS}/table-request-undo-phone.png` });

    // One agrees: everyone sees it, and who is still asked.
    await request(pages.get(first)!).getByRole("button", { name: "Allow" }).click();
    for (const page of pages.values()) {
      await expect.poll(() => request(page).locator("li").allTextContents()).toEqual([`${first}: agreed`, `${second}: ${page === pages.get(second) ? "your answer is awaited" : "not answered yet"}`]);
    }
    // Who has agreed is no longer held (his move would end the request: #37, nobody is held back by a request he
    // has answered); the asker and the one still asked are.
    await expect.poll(() => pages.get(first)!.locator(".held-note").count()).toBe(0);
    expect(await pages.get(second)!.locator(".held-note").count()).toBe(1);
    expect(await askerPage.locator(".held-note").count()).toBe(1);
    await askerPage.screenshot({ path: `${SHOTS}/table-request-undo-laptop.png` });
    expect(await axeViolations(askerPage)).toEqual([]);
    expect(await axeViolations(phone)).toEqual([]);

    // The asker withdraws: told as a withdrawal, and the game goes on unchanged.
    await request(askerPage).getByRole("button", { name: "Withdraw my request" }).click();
    for (const page of pages.values()) {
      await expect.poll(() => request(page).locator(".decided").textContent()).toBe(`${asker} withdrew the request to take back a move.`);
      expect(await page.locator("[data-log-length]").getAttribute("data-log-length")).toBe("2");
    }
    await expect.poll(() => request(spectator).locator(".decided").textContent()).toBe(`${asker} withdrew the request to take back a move.`);
    expect(stage.errors).toEqual([]);
  }, 120_000);

  it("asks to end the game, shows the request on a phone, and says who refused what", async () => {
    const { id, tokens, names } = await tableOfThree(stage);
    const [ada, bob, cy] = [await open(stage, id, tokens[0]!, PHONE), await open(stage, id, tokens[1]!, LAPTOP), await open(stage, id, tokens[2]!, LAPTOP)];
    await request(ada).getByRole("button", { name: "Ask to end the game" }).click();
    const confirm = request(ada).getByRole("group", { name: "Ask to end the game" });
    expect(await confirm.textContent()).toContain(`${names[1]} and ${names[2]} are asked to agree`);
    await confirm.getByRole("button", { name: "Ask the table" }).click();
    for (const page of [ada, bob, cy]) {
      await expect.poll(() => request(page).locator("h2").textContent(), { timeout: 15_000 }).toBe(page === ada ? "You ask to end the game now" : `${names[0]} asks to end the game now`);
    }
    await request(bob).getByRole("button", { name: "Allow" }).click();
    await expect.poll(() => request(ada).locator("li").allTextContents()).toEqual([`${names[1]}: agreed`, `${names[2]}: not answered yet`]);
    await request(ada).scrollIntoViewIfNeeded();
    await ada.screenshot({ path: `${SHOTS}/table-request-end-phone.png` });
    await cy.screenshot({ path: `${SHOTS}/table-request-end-laptop.png` });
    expect(await axeViolations(cy)).toEqual([]);
    // Cy refuses: it reads as the refusal of an end, not of an undo.
    await request(cy).getByRole("button", { name: "Refuse" }).click();
    for (const page of [ada, bob, cy]) {
      await expect.poll(() => request(page).locator(".decided").textContent()).toBe(`${names[2]} refused ${names[0]}'s request to end the game.`);
      expect(await page.locator("p.error").count()).toBe(0);
    }
    // Asked again and agreed by both: the game ends, and no control to ask anything is left.
    // While it is played, a seat may still be handed to a bot (1830 has one) and turns notified.
    expect(await bob.getByRole("button", { name: /Let a bot play/ }).count()).toBe(1);
    expect(await bob.getByRole("region", { name: "Turn notifications" }).count()).toBe(1);
    await request(bob).getByRole("button", { name: "Ask to end the game" }).click();
    await request(bob).getByRole("button", { name: "Ask the table" }).click();
    for (const page of [ada, cy]) {
      await expect.poll(() => request(page).getByRole("button", { name: "Allow" }).count(), { timeout: 15_000 }).toBe(1);
      await request(page).getByRole("button", { name: "Allow" }).click();
    }
    for (const page of [ada, bob, cy]) {
      await expect.poll(() => page.getByRole("region", { name: "Final scores" }).textContent(), { timeout: 15_000 }).toContain("The players ended the game.");
      expect(await page.getByRole("button", { name: /Ask to|Undo/ }).count()).toBe(0);
      // Nothing left to hand to a bot, nor turns to be told of (#40 item 10).
      expect(await page.getByRole("button", { name: /Let a bot play/ }).count()).toBe(0);
      expect(await page.getByRole("region", { name: "Turn notifications" }).count()).toBe(0);
    }
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
