// Everyone at a table sees the map as it is, not only the player who moved:
// a spectator's page and an embed, opened before the moves, show the home
// stations and the tile as the moves arrive over the socket, without a
// reload (the embed shows the room's picture of the board, which it asks for
// again after each move). (The game object changes in place; a view that kept its props and
// its own signals would otherwise keep drawing the old map.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, useStage } from "./harness.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { title: string; players: unknown; settings: unknown; actions: Record<string, unknown>[] };

describe.skipIf(!HAVE_BROWSER)("the map of a live game", () => {
  const stage = useStage();

  it("follows other players' moves on a spectator's page and in an embed", async () => {
    const { site } = stage;
    // The private auction is over (20 actions); the pars, the first stock round's end and B&O's first tile follow live.
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, 20) };
    const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };

    const spectator = await stage.newPage();
    await spectator.goto(`${site.url}/g/${id}`);
    const embed = await stage.newPage({ width: 700, height: 700 });
    await embed.goto(`${site.url}/embed/${id}`);
    const tileOn = (page: Page, hex: string) => page.locator(`[data-hex="${hex}"][data-tile]`).first().getAttribute("data-tile", { timeout: 1_000 }).catch(() => null);
    const tokenOn = (page: Page, hex: string, corporation: string) => page.locator(`[data-hex="${hex}"] .token[data-corporation="${corporation}"]`).count();
    /** The tile on I17 and B&O's stations in Baltimore in the picture the embed shows. */
    const embedded = () =>
      embed.evaluate(async () => {
        const img = document.querySelector<HTMLImageElement>("img.embed-board");
        if (!img?.complete || !img.naturalWidth) return null;
        const svg = new DOMParser().parseFromString(await (await fetch(img.src)).text(), "image/svg+xml");
        return {
          tile: svg.querySelector('[data-hex="I17"][data-tile]')?.getAttribute("data-tile") ?? null,
          token: svg.querySelectorAll('[data-hex="I15"] .token[data-corporation="B&O"]').length,
        };
      });
    await expect.poll(() => spectator.locator(`[data-hex="I17"]`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(embedded, { timeout: 20_000 }).toEqual({ tile: null, token: 0 });
    expect(await tileOn(spectator, "I17")).toBeNull();
    expect(await tokenOn(spectator, "I15", "B&O")).toBe(0);

    const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${seat.token}`);
    const stored: number[] = [];
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; n?: number; error?: string };
      if (message.type === "action") stored.push(message.n!);
      if (message.type === "reject") stored.push(-1);
    };
    await new Promise((resolve) => (ws.onopen = resolve));
    ws.send(JSON.stringify({ type: "hello", since: 20 }));
    // The players' programmes (program_buy_shares) are set as on 18xx.games; the buys they make follow the
    // move that triggers them, made by the room itself and stored in that move's `auto_actions` (a room keeps
    // none sent by a client): each move sent is one log entry.
    const moves = FIXTURE.actions.slice(20, 28).map(({ id: _id, created_at: _at, auto_actions: _autos, ...action }) => action);
    for (const [i, move] of moves.entries()) {
      const { created_at: _at, ...action } = move;
      ws.send(JSON.stringify({ type: "act", expect: 20 + i, action }));
      await expect.poll(() => stored.at(-1), { timeout: 10_000 }).toBe(20 + i + 1);
    }
    ws.close();

    // B&O floated and laid a straight track on I17: both pages show it, and its home station in Baltimore.
    await caughtUp(site, spectator);
    await expect.poll(() => tileOn(spectator, "I17"), { timeout: 10_000 }).toBe("9");
    expect(await tokenOn(spectator, "I15", "B&O")).toBe(1);
    await expect.poll(embedded, { timeout: 10_000 }).toEqual({ tile: "9", token: 1 });
    // The spectator's log and map agree.
    await expect.poll(() => spectator.getByRole("region", { name: "Game log" }).textContent()).toContain("I17");
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
