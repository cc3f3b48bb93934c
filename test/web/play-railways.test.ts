// A player opens today's Railways deal from the lobby and plays it to the end
// in the browser: she places her passengers on the map, chooses each action,
// its target and its payment from what the page offers, takes one back with
// Undo, records every decade, sees her final score and submits it to the
// daily leaderboard. The test follows the same game in the engine to choose
// what to click and to check what the page shows.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { effectiveActions } from "../../shared/engine/log.ts";
import type { DailyLeaderboard } from "../../shared/games/railways/daily.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalMoves, moveKey, whyNot, type Move } from "../../shared/games/railways/legal.ts";
import { PLAY_ACTIONS } from "../../shared/games/railways/actions.ts";
import type { GameMeta } from "../../shared/protocol.ts";
import { axeViolations, HAVE_BROWSER, SHOTS, useStage } from "./harness.ts";

/** Waits for the page (slow machines, busy CI): up to 15 s. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
/** What the player prefers, first to last. */
const PREFERENCE = ["move_passenger", "buy_link", "upgrade_link", "build_building", "add_passenger", "increase_capital", "hire_railworker", "decrease_pollution"];

/** The move to play: a starting passenger; else the preferred action (best trip first); else record the decade. */
function choose(game: RailwaysGame): Move {
  const moves = legalMoves(game);
  if (game.state.step === "setup") return moves[0]!;
  for (const type of PREFERENCE) {
    const of = moves.filter((m) => m.action.type === type);
    if (!of.length) continue;
    if (type === "move_passenger") {
      const value = (m: Move) => game.routeOf(game.state, String(m.action.from), m.action.destination as never, m.action.route as string[]).capital;
      return of.reduce((best, m) => (value(m) > value(best) ? m : best));
    }
    return of[0]!;
  }
  return moves.find((m) => m.action.type === "record_decade")!;
}

/**
 * Waits for the next second of the clock (the site's, on this machine), so that each move is written in
 * a later second than the one before: the daily board does not count a game played faster than a
 * person plays (DAILY_PACE_MS, a median of a second between moves).
 */
const asAPersonPlays = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

describe.skipIf(!HAVE_BROWSER)("Railways in the browser", () => {
  const stage = useStage();

  /** Waits until the page has applied `n` log entries. */
  const logged = (page: Page, n: number, timeout = 30_000) => page.locator(`.game[data-log-length="${n}"]`).waitFor({ timeout });

  it("plays today's deal to its final score and submits it to the daily leaderboard", async () => {
    const page = await stage.newPage({ width: 1280, height: 900 });
    const context = page.context();

    await page.goto(stage.site.url);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Play today's deal" }).click();
    await page.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const id = page.url().split("/").pop()!;
    const meta = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as GameMeta;
    expect(meta).toMatchObject({ title: "Railways", status: "playing" });
    // The day's board dealt it: its seed is the day's deal.
    expect(((await (await fetch(`${stage.site.url}/api/railways/daily`)).json()) as DailyLeaderboard).seed).toBe(meta.seed);

    // The same game, in the engine, to know what to click.
    let game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: meta.options, seed: meta.seed });
    const log: Record<string, unknown>[] = [];
    await poll(() => page.locator(".rw-mapcard").count()).toBe(4);
    await poll(() => page.locator(".rw-handcard").count()).toBe(3);

    let undone = false;
    while (!game.finished) {
      await asAPersonPlays();
      const move = choose(game);
      const type = move.action.type;
      const payment = move.payments[0];
      const key = moveKey(move.action);
      const moves = page.locator(".rw-moves");
      if (type === "place_passenger") {
        await page.locator(`[data-cell="${move.action.cell}"]`).click();
        await moves.locator(`[data-key="${key}"]`).click();
      } else if (type === "record_decade") {
        await moves.locator('[data-action="record_decade"]').click();
      } else {
        await moves.locator(`[data-action="${type}"]`).click();
        if (type === "build_building") await page.locator(`[data-cell="${move.action.cell}"]`).click();
        if (!["hire_railworker", "increase_capital", "decrease_pollution"].includes(type)) await moves.locator(`[data-key="${key}"]`).click();
        await moves.locator(`[data-pay="${move.payments.indexOf(payment!)}"]`).click();
      }
      const action = { ...move.action, ...(payment ? { pay: payment.pay } : {}), entity: 1, entity_type: "player" };
      log.push(action);
      // A socket dropped as the move leaves loses nothing: the page sends it again once reconnected.
      await logged(page, log.length);
      game.process(action);

      // Once, in decade 2, take the first action back and play it again.
      if (!undone && game.state.decade === 2 && game.state.done === 1) {
        undone = true;
        await page.screenshot({ path: `${SHOTS}/railways-decade-2.png`, fullPage: true });
        await asAPersonPlays();
        await page.locator(".rw-moves").getByRole("button", { name: "Undo" }).click();
        log.push({ type: "undo" });
        await logged(page, log.length);
        game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options: meta.options, seed: meta.seed });
        for (const a of effectiveActions(log as { type: string }[])) game.process(a);
        expect(game.state.done).toBe(0);
      }
      // The tracks on the page follow the engine.
      await poll(() => page.locator('[data-track="score"] strong').textContent()).toBe(String(game.score()));
    }

    // The end: the final score, as the engine counts it.
    const final = page.getByLabel("Final score");
    await poll(() => final.locator("[data-score]").getAttribute("data-score")).toBe(String(game.score()));
    await poll(() => final.textContent()).toContain(`profit ${game.state.profit}`);
    await poll(async () => ((await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as GameMeta).result).toEqual({ "1": game.score() });
    expect(await page.getByLabel("Share this deal").inputValue()).toBe(`${stage.site.url}/?railways=${meta.seed}`);

    // Submitted to today's leaderboard (the server replays the game first).
    await final.getByRole("button", { name: `Submit ${game.score()} to the leaderboard as Ada` }).click();
    await poll(() => final.getByRole("status").textContent()).toContain(`Submitted: ${game.score()}`);
    await poll(() => final.locator(".rw-board-list li.mine").textContent()).toBe(`Ada: ${game.score()}`);
    const board = (await (await fetch(`${stage.site.url}/api/railways/daily`)).json()) as DailyLeaderboard;
    expect(board.scores).toContainEqual(expect.objectContaining({ name: "Ada", score: game.score(), game: id }));
    await page.screenshot({ path: `${SHOTS}/railways-final.png`, fullPage: true });

    // The compact embed shows the same map and where the game stands.
    const embed = await context.newPage();
    await embed.goto(`${stage.site.url}/embed/${id}`);
    await poll(() => embed.locator(".embed-head").textContent()).toContain(`finished · Ada scores ${game.score()}`);
    // The solitaire's embed draws with its own engine, loaded once the room has said which title it is.
    await poll(() => embed.locator(".rw-mapcard").count()).toBe(4);

    // A friend opens the shared deal: the lobby offers exactly that deal.
    const friend = await context.newPage();
    await friend.goto(`${stage.site.url}/?railways=${meta.seed}`);
    expect(await friend.getByLabel("Deal number").inputValue()).toBe(String(meta.seed));
    await poll(() => friend.getByLabel("Today's leaderboard").textContent()).toContain(`Ada: ${game.score()}`);
    expect(stage.errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("tells a newcomer how to play, why an action is greyed, and what each pollution point came from, newest last in the log", async () => {
    // A deal played by the preferences above until a trip to a Commerce building can be paid without pollution from the cards.
    const seed = 4242;
    const options = { optional_rules: ["fair_deal"] };
    const game = new RailwaysGame({ players: [{ id: 1, name: "Ada" }], options, seed });
    const played: Record<string, unknown>[] = [];
    const commerce = () =>
      legalMoves(game).find((m) => m.action.type === "move_passenger" && m.action.destination === "C" && m.payments.some((p) => p.pollution === 0));
    while (!commerce()) {
      const move = choose(game);
      const action = { ...move.action, ...(move.payments[0] ? { pay: move.payments[0].pay } : {}), entity: 1, entity_type: "player" };
      game.process(action);
      played.push({ ...action, id: played.length + 1 });
      expect(game.finished).toBe(false);
    }
    const body = { title: "Railways", players: [{ id: 1, name: "Ada" }], settings: { seed, ...options }, actions: played };
    const created = (await (await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage({ width: 1280, height: 900 });
    await page.goto(stage.site.url);
    await page.evaluate(([id, token]) => localStorage.setItem(`seat:${id}`, token!), [created.id, created.seat.token]);
    await page.goto(`${stage.site.url}/g/${created.id}`);
    await logged(page, played.length);
    const moves = page.locator(".rw-moves");

    // How to play: our summary, at hand.
    const help = page.locator("details.rw-help");
    await help.locator("summary").click();
    await poll(() => help.textContent()).toContain("The eight actions");
    expect(await help.textContent()).toContain("Move a passenger: a ticket and a Destination colour");

    // Every greyed action gives the engine's reason, on hover and, tapped, in words beside it; the others none.
    let greyed = 0;
    for (const type of [...PLAY_ACTIONS, "record_decade"]) {
      const button = moves.locator(`[data-action="${type}"]`);
      const reason = whyNot(game, type);
      expect(await button.getAttribute("title")).toBe(reason);
      expect(await button.getAttribute("aria-disabled")).toBe(reason ? "true" : null);
      if (!reason) continue;
      greyed++;
      expect(reason).toMatch(/^Railways, [A-Z][^:]+: ./);
      // (aria-disabled: a tap still reaches it, though Playwright counts it as not enabled.)
      await button.click({ force: true });
      await poll(() => moves.locator(".rw-why").textContent()).toContain(reason);
    }
    expect(greyed).toBeGreaterThan(0);

    // The Commerce trip says its pollution before it is paid; the log says where the point came from, newest last.
    const trip = commerce()!;
    const payment = trip.payments.find((p) => p.pollution === 0)!;
    await moves.locator('[data-action="move_passenger"]').click();
    const option = moves.locator(`[data-key="${moveKey(trip.action)}"]`);
    expect(await option.textContent()).toContain("Commerce bonus: +5 capital, +1 pollution");
    await option.click();
    const pay = moves.locator(`[data-pay="${trip.payments.indexOf(payment)}"]`);
    expect(await pay.textContent()).toContain("no pollution from the cards");
    const before = game.state.pollution;
    await pay.click();
    const action = { ...trip.action, pay: payment.pay, entity: 1, entity_type: "player" };
    game.process(action);
    await logged(page, played.length + 1);
    expect(game.state.pollution).toBe(before + 1);
    const lines = page.getByRole("region", { name: "Game log" }).locator("li");
    await poll(() => lines.last().textContent()).toBe(game.messages.at(-1)!.text);
    expect(await lines.allTextContents()).toContain(`Pollution +1 (now ${before + 1}) and +5 capital: the Commerce bonus of the trip`);
    expect(await lines.first().textContent()).toBe(game.messages[0]!.text);
    await poll(() => page.locator('[data-track="pollution"] strong').textContent()).toBe(String(before + 1));
    await page.screenshot({ path: `${SHOTS}/railways-help.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
