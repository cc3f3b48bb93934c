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

  it("never replace the seat a browser holds unasked: the player chooses which to keep", async () => {
    const { site } = stage;
    const prefix = { title: FIXTURE.title, players: FIXTURE.players, settings: FIXTURE.settings, actions: FIXTURE.actions.slice(0, 30) };
    const { id, seat } = (await (await fetch(`${site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(prefix) })).json()) as { id: string; seat: { token: string } };
    const handOut = async (index: number) =>
      ((await (await fetch(`${site.url}/api/games/${id}/invite`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${seat.token}` }, body: JSON.stringify({ seat: index }) })).json()) as { token: string }).token;
    const second = await handOut(1);
    const link = `${site.url}/g/${id}#token=${second}`;

    // The host, holding seats 1 and 3, opens the link he handed out: nothing changes until he says which to keep.
    const host = await stage.newPage();
    await host.goto(site.url);
    await host.evaluate(([game, token]) => localStorage.setItem(`seat:${game}`, token!), [id, seat.token]);
    await host.goto(link);
    const choice = host.getByRole("alertdialog", { name: "Which seat to keep" });
    await expect.poll(() => choice.locator("p").first().textContent(), { timeout: 20_000 }).toBe(
      "The link you opened is for seat 2 of this game, but this browser already holds seat 1, 3. A browser keeps one seat per game: which do you keep?",
    );
    expect(host.url()).toBe(`${site.url}/g/${id}`);
    // Until he has chosen, the page uses neither token: it watches.
    await expect.poll(() => host.getByText("You are watching.", { exact: true }).count()).toBe(1);
    expect(await choice.getByRole("textbox", { name: "Your present seat link" }).inputValue()).toBe(`${site.url}/g/${id}#token=${seat.token}`);
    await choice.getByRole("button", { name: "Keep seat 1, 3" }).click();
    await expect.poll(() => choice.count()).toBe(0);
    expect(await host.evaluate((game) => localStorage.getItem(`seat:${game}`), id)).toBe(seat.token);
    await expect.poll(() => host.getByText("You are in seat").textContent()).toBe("You are in seat 1, 3.");

    // Opened again, he takes the link's seat instead.
    await host.goto(site.url);
    await host.goto(link);
    await choice.getByRole("button", { name: "Take seat 2 instead" }).click();
    await expect.poll(() => host.getByText("You are in seat").textContent(), { timeout: 20_000 }).toBe("You are in seat 2.");
    expect(await host.evaluate((game) => localStorage.getItem(`seat:${game}`), id)).toBe(second);

    // A kept token that holds no seat any more (its seat handed out again) gives way to the link at once.
    const third = await handOut(2);
    const stale = await stage.newPage();
    await stale.goto(site.url);
    await stale.evaluate(([game]) => localStorage.setItem(`seat:${game}`, "0".repeat(32)), [id]);
    await stale.goto(`${site.url}/g/${id}#token=${third}`);
    await expect.poll(() => stale.getByText("You are in seat").textContent(), { timeout: 20_000 }).toBe("You are in seat 3.");
    expect(await stale.getByRole("alertdialog").count()).toBe(0);
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
