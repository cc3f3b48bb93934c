// Whole games as new games play them (1830 with private sales between
// players, 1882), played through a real room to their end: the moves come
// over the WebSocket from a program playing as a builder (test/shared/
// random-play.ts) with the engine's legal actions, the room must accept every
// one of them, and a spectator's page follows the game live to its final
// scores without an error. The engine's property tests check the rules; this
// checks that the room, its storage and the page carry long native games.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { RULES } from "../../shared/games/index.ts";
import { RandomPlayer } from "../shared/random-play.ts";
import { HAVE_BROWSER, SHOTS, useStage } from "./harness.ts";

const END = { bank: "The bank broke.", bankrupt: "A player went bankrupt.", stock_market: "A share value reached the top of the market." } as Record<string, string>;

describe.skipIf(!HAVE_BROWSER)("native games through a room", () => {
  const stage = useStage();

  it.each([
    ["1830", 1002, 4],
    ["1882", 2002, 4],
  ] as const)("%s (seed %i, %i players): accepted move by move to the end, a spectator's page following it", async (title, seed, players) => {
    const { site } = stage;
    const created = await fetch(`${site.url}/api/games`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title, name: "P1", seats: players, hotseat: true, options: { seed } }),
    });
    const { id, seat } = (await created.json()) as { id: string; seat: { token: string } };
    expect((await fetch(`${site.url}/api/games/${id}/start`, { method: "POST", headers: { Authorization: `Bearer ${seat.token}` } })).status).toBe(200);
    const meta = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { seed: number; seats: { playerId: string; name: string }[]; options: { optional_rules: string[] } };
    const game = new Game(RULES[title]!, meta.seats.map((s) => ({ id: s.playerId, name: s.name })), { optional_rules: meta.options.optional_rules }, meta.seed);
    const program = new RandomPlayer(seed, "builder");

    const page = await stage.newPage();
    await page.goto(`${site.url}/g/${id}`);

    const ws = new WebSocket(`${site.url.replace("http", "ws")}/ws/${id}?token=${seat.token}`);
    const arrived = new Map<number, (action: Record<string, unknown>) => void>();
    const rejected: string[] = [];
    // The room allows a seat a set number of moves a second (docs/protocol.md); a program that
    // plays faster is told to slow down and sends its move again, as any client should.
    let slowDown: (() => void) | null = null;
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; n?: number; action?: Record<string, unknown>; error?: string };
      if (message.type === "action") arrived.get(message.n!)?.(message.action!);
      if (message.type === "reject" && /^Too many moves/.test(message.error!) && slowDown) slowDown();
      else if (message.type === "reject") rejected.push(message.error!);
    };
    await new Promise((resolve) => (ws.onopen = resolve));
    ws.send(JSON.stringify({ type: "hello", since: 0 }));

    let n = 0;
    while (!game.finished && n < 8000 && rejected.length === 0) {
      const action = program.choose(game)!;
      const stored = new Promise<Record<string, unknown>>((resolve) => arrived.set(n + 1, resolve));
      let accepted: Record<string, unknown> | null = null;
      while (!accepted) {
        const told = new Promise<null>((resolve) => (slowDown = () => resolve(null)));
        ws.send(JSON.stringify({ type: "act", expect: n, action }));
        accepted = await Promise.race([stored, told, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`move ${n + 1} not stored: ${rejected.join("; ")}`)), 10_000))]);
        if (!accepted) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      game.process(accepted);
      arrived.delete(++n);
    }
    ws.close();
    expect(rejected).toEqual([]);
    expect(game.finished).toBe(true);

    // The room's game is the program's: the same result, and the page shows it.
    const room = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { status: string; logLength: number; result: Record<string, number> };
    expect(room).toMatchObject({ status: "finished", logLength: n, result: game.result() });
    const scores = page.getByRole("region", { name: "Final scores" });
    await expect.poll(() => scores.textContent(), { timeout: 30_000 }).toContain(END[game.endReason!]);
    const best = [...game.players].sort((a, b) => game.playerValue(b) - game.playerValue(a))[0]!;
    expect(await scores.locator("li").first().textContent()).toBe(`${best.name}: ${game.money(game.playerValue(best))}`);
    await page.screenshot({ path: `${SHOTS}/${title}-native-end.png`, fullPage: true });
    expect(stage.errors).toEqual([]);
  }, 300_000);
});
