// What a newcomer meets at a table (#32, the minor findings): each test sets
// up its table through the API and checks what the page shows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage, type Site } from "./harness.ts";

const post = (site: Site, path: string, body: unknown, token?: string) =>
  fetch(`${site.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

/** A two-player 1830 table, Ada's and Bob's, started; with these extra fields of POST /api/games. */
async function startedTable(site: Site, extra: Record<string, unknown> = {}): Promise<{ id: string; ada: string; bob: string }> {
  const created = (await (await post(site, "/api/games", { title: "1830", name: "Ada", seats: 2, ...extra })).json()) as { id: string; seat: { token: string } };
  const joined = (await (await post(site, `/api/games/${created.id}/join`, { name: "Bob" })).json()) as { seat: { token: string } };
  expect((await post(site, `/api/games/${created.id}/start`, {}, created.seat.token)).status).toBe(200);
  return { id: created.id, ada: created.seat.token, bob: joined.seat.token };
}

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as { title: string; players: unknown; settings: unknown; actions: unknown[] };

/** A page holding every seat of a game imported from the fixture's first `n` actions. */
async function importedPage(stage: { site: Site; newPage: () => Promise<import("playwright-core").Page> }, n: number) {
  const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, n) };
  const { id, seat } = (await (await post(stage.site, "/api/games/import", prefix)).json()) as { id: string; seat: { token: string } };
  const page = await stage.newPage();
  await page.goto(stage.site.url);
  await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
  await page.goto(`${stage.site.url}/g/${id}`);
  return page;
}

describe.skipIf(!HAVE_BROWSER)("a newcomer at a table", () => {
  const stage = useStage();

  it("is offered no chat box as a spectator where only the players chat, and one where spectators may", async () => {
    const closed = await startedTable(stage.site);
    const watcher = await stage.newPage();
    await watcher.goto(`${stage.site.url}/g/${closed.id}`);
    const chat = watcher.getByRole("region", { name: "Chat" });
    await expect.poll(() => chat.textContent(), { timeout: 20_000 }).toContain("Only the players chat at this table; you are watching.");
    expect(await chat.getByRole("textbox", { name: "Message" }).count()).toBe(0);

    const open = await startedTable(stage.site, { spectatorChat: true });
    await watcher.goto(`${stage.site.url}/g/${open.id}`);
    await expect.poll(() => chat.getByRole("textbox", { name: "Message" }).count(), { timeout: 20_000 }).toBe(1);
    // A player always has his box.
    const player = await stage.newPage();
    await player.goto(stage.site.url);
    await player.evaluate(([id, token]) => localStorage.setItem(`seat:${id}`, token!), [closed.id, closed.bob]);
    await player.goto(`${stage.site.url}/g/${closed.id}`);
    await expect.poll(() => player.getByRole("region", { name: "Chat" }).getByRole("textbox", { name: "Message" }).count(), { timeout: 20_000 }).toBe(1);
    expect(stage.errors).toEqual([]);
  }, 90_000);

  it("offers a symmetric tile once per look: #9 and #57 turned half-way round are not offered twice", async () => {
    // Operating Round 1.1, the B&O lays track: #57 on J14 (rotations 0 and 3), #9 on I17 (rotations 1 and 4), the same drawings.
    const page = await importedPage(stage, 43);
    const tray = page.locator(".tile-tray");
    await page.locator(".tile-lays select").selectOption("I17", { timeout: 20_000 });
    await expect.poll(() => tray.getByRole("button", { name: /^Tile #9, rotation/ }).count()).toBe(1);
    expect(await tray.getByRole("button", { name: "Tile #9, rotation 1" }).count()).toBe(1);
    await page.locator(".tile-lays select").selectOption("J14");
    await expect.poll(() => tray.getByRole("button", { name: /^Tile #57, rotation/ }).count()).toBe(1);
    // The one offered lays the tile.
    await tray.getByRole("button", { name: "Tile #57, rotation 0" }).click();
    await tray.getByRole("button", { name: "Lay tile #57 on J14 for $80" }).click();
    await expect.poll(() => page.locator(".log").textContent(), { timeout: 15_000 }).toMatch(/lays tile #57/);
    expect(stage.errors).toEqual([]);
  }, 90_000);

  it("names a hotseat's seats in its waiting room, which invites nobody by link", async () => {
    const { id, seat } = (await (await post(stage.site, "/api/games", { title: "1830", name: "Ada", seats: 3, hotseat: true })).json()) as { id: string; seat: { token: string } };
    const page = await stage.newPage();
    await page.goto(stage.site.url);
    await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
    await page.goto(`${stage.site.url}/g/${id}`);
    const room = page.locator(".waiting-room");
    await expect.poll(() => room.getByRole("textbox", { name: "Name of seat 2" }).inputValue(), { timeout: 20_000 }).toBe("Player 2");
    expect(await room.textContent()).not.toContain("Invite friends");
    expect(await page.getByLabel("Invite link").count()).toBe(0);
    await room.getByRole("textbox", { name: "Name of seat 2" }).fill("Bob");
    await room.locator('li[data-seat="1"]').getByRole("button", { name: "Rename" }).click();
    await room.getByRole("textbox", { name: "Name of seat 3" }).fill("Cy");
    await room.getByRole("textbox", { name: "Name of seat 3" }).press("Enter");
    await expect.poll(async () => ((await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { seats: { name: string }[] }).seats.map((s) => s.name)).toEqual(["Ada", "Bob", "Cy"]);
    await room.getByRole("button", { name: "Start the game with 3 players" }).click();
    await expect.poll(() => page.getByRole("region", { name: "Players" }).textContent(), { timeout: 20_000 }).toContain("Cy");
    expect(await page.getByRole("region", { name: "Players" }).textContent()).toContain("Bob");
    expect(stage.errors).toEqual([]);
  }, 90_000);

  it("removes a saved webhook with its own button", async () => {
    const table = await startedTable(stage.site);
    const page = await stage.newPage();
    await page.goto(stage.site.url);
    await page.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [table.id, table.ada]);
    await page.goto(`${stage.site.url}/g/${table.id}`);
    const panel = page.getByRole("region", { name: "Turn notifications" });
    const field = panel.getByLabel("Table webhook (Discord, Slack)");
    await field.fill(`${stage.site.url}/nowhere/hook`);
    await panel.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => panel.getByRole("status").textContent(), { timeout: 15_000 }).toBe("Every change of turn is posted to the table's webhook.");
    await panel.getByRole("button", { name: "Remove the webhook" }).click();
    await expect.poll(() => panel.getByRole("status").textContent(), { timeout: 15_000 }).toBe("The table's webhook is removed.");
    expect(await field.inputValue()).toBe("");
    expect(await panel.getByRole("button", { name: "Remove the webhook" }).count()).toBe(0);
    const stored = (await (await fetch(`${stage.site.url}/api/games/${table.id}/webhook`, { headers: { Authorization: `Bearer ${table.ada}` } })).json()) as { url: string | null };
    expect(stored.url).toBeNull();
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
