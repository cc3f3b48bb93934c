// A seat outlives the browser's storage: the player keeps a link that gives
// the seat to any browser that opens it; and a browser holding every seat of
// an imported game hands one to another player, who opens its link at
// another computer and plays it from there.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage } from "./harness.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as { title: string; players: unknown; settings: unknown; actions: unknown[] };

describe.skipIf(!HAVE_BROWSER)("seat links", () => {
  const stage = useStage();

  it("hand a seat to another computer, and bring one's seats back on a new browser", async () => {
    const { site } = stage;
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, 30) };
    const response = await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) });
    const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };

    const host = await stage.newPage();
    await host.goto(site.url);
    await host.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
    await host.goto(`${site.url}/g/${id}`);
    await expect.poll(() => host.getByText("You are in seat").textContent(), { timeout: 20_000 }).toBe("You are in seat 1, 2, 3.");

    const seats = host.getByRole("region", { name: "Your seats" });
    await seats.getByRole("button", { name: "My seat link and handing out seats" }).click();
    await seats.getByRole("button", { name: "Hand Player 2's seat to someone" }).click();
    const link = await seats.getByRole("textbox", { name: "Link for Player 2's seat" }).inputValue();
    expect(link).toMatch(new RegExp(`/g/${id}#token=`));
    // The host no longer plays Player 2, at once.
    await expect.poll(() => host.getByText("You are in seat").textContent()).toBe("You are in seat 1, 3.");

    // The guest opens the link at another computer: the seat is his, and the token leaves the address bar.
    const guest = await stage.newPage();
    await guest.goto(link);
    await expect.poll(() => guest.getByText("You are in seat").textContent(), { timeout: 20_000 }).toBe("You are in seat 2.");
    expect(guest.url()).toBe(`${site.url}/g/${id}`);

    // The host's own link brings seats 1 and 3 back on a browser with empty storage.
    const hostLink = await seats.getByRole("textbox", { name: "Your seat link" }).inputValue();
    const again = await stage.newPage();
    await again.goto(hostLink);
    await expect.poll(() => again.getByText("You are in seat").textContent(), { timeout: 20_000 }).toBe("You are in seat 1, 3.");
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
