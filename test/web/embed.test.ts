// A forum post that embeds a live game: the embed updates when a move is
// made; the full game page refuses to be framed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { RULES } from "../../shared/games/index.ts";
import type { EmbedView } from "../../shared/protocol.ts";
import { HAVE_BROWSER, useStage } from "./harness.ts";

const fixture = JSON.parse(readFileSync("test/fixtures/1830/29133.json", "utf8")) as { actions: Record<string, unknown>[] };

describe.skipIf(!HAVE_BROWSER)("embedding a game in a forum post", () => {
  const stage = useStage();
  let id: string;
  let token: string;
  const upto = 60;

  beforeAll(async () => {
    const response = await fetch(`${stage.site.url}/api/games/import`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...fixture, actions: fixture.actions.slice(0, upto) }),
    });
    ({ id, seat: { token } } = (await response.json()) as { id: string; seat: { token: string } });
  });

  /** A player's move through the API (a socket with his seat token), once the room has stored it. */
  async function play(game: string, seatToken: string, logLength: number, action: Record<string, unknown>): Promise<void> {
    const ws = new WebSocket(`${stage.site.url.replace("http", "ws")}/ws/${game}`);
    await new Promise<void>((resolve) => (ws.onopen = () => resolve()));
    const stored = new Promise<void>((resolve, reject) => {
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { type: string; error?: string };
        if (m.type === "action") resolve();
        if (m.type === "reject") reject(new Error(m.error));
      };
    });
    ws.send(JSON.stringify({ type: "hello", since: logLength, token: seatToken }));
    ws.send(JSON.stringify({ type: "act", expect: logLength, action }));
    await stored.finally(() => ws.close());
  }

  /** A stand-in for a forum post: a local page with an iframe. */
  function forumPost(src: string): string {
    const dir = mkdtempSync(join(tmpdir(), "forum-"));
    const file = join(dir, "post.html");
    writeFileSync(file, `<!doctype html><html><body><h1>Our game</h1><p>Look at this:</p><iframe id="game" src="${src}" width="640" height="480"></iframe></body></html>`);
    return `file://${file}`;
  }

  it("shows the game live inside an iframe", async () => {
    const page = await stage.browser.newPage({ viewport: { width: 800, height: 700 } });
    await page.goto(forumPost(`${stage.site.url}/embed/${id}`));
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    const welcomes: { log: unknown[] }[] = [];
    page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; log: unknown[] };
      if (message.type === "welcome") welcomes.push(message);
    }));
    // A slow answer to the first view: the socket must not open without it (it would ask for the whole log).
    let slowed = false;
    await page.route(/\/api\/games\/\w+\/view$/, async (route) => {
      if (!slowed) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      await route.continue();
    });
    const frame = page.frameLocator("#game");
    await expect.poll(() => frame.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("to act");
    // The board is the room's picture of the position, drawn on the server.
    const board = frame.locator("img.embed-board");
    await expect.poll(() => board.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.getBoundingClientRect().height : 0)), { timeout: 15_000 }).toBeGreaterThan(200);
    // Drawn large enough to read in the 640x480 frame: it fills the frame's width or its height (less the head), not a third of it.
    const drawn = await board.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale, frame: { width: innerWidth, height: innerHeight } };
    });
    expect(drawn.width >= 0.9 * drawn.frame.width || drawn.height >= 0.85 * drawn.frame.height, JSON.stringify(drawn)).toBe(true);
    const boardAt = () => board.getAttribute("src");
    const positionBefore = await boardAt();
    // A spectator's embed loads no rules engine: no title's rules among its scripts.
    expect(scripts.filter((u) => /\/(1830|1882|1837|railways|embed-live)-[\w-]+\.js$/.test(u))).toEqual([]);
    // Nor does it fetch the log: its socket says it stands where the view does, and the welcome brings no entries.
    await expect.poll(() => welcomes.length).toBe(1);
    expect(welcomes[0]!.log).toEqual([]);

    // A player makes the game's next move through the API (a socket with his seat token).
    const next = { ...fixture.actions[upto] } as Record<string, unknown>;
    delete next.id;
    delete next.created_at;
    const log = frame.locator(".embed-log li");
    const before = (await log.allTextContents()).join("|");
    await play(id, token, upto, next);
    await expect.poll(async () => (await log.allTextContents()).join("|")).not.toBe(before);
    await expect.poll(boardAt).not.toBe(positionBefore);
    await page.screenshot({ path: "test/web/screenshots/embed.png" });
  });

  it("lets a player with his seat token in the fragment act from the embed, with the engine in the page", async () => {
    const page = await stage.browser.newPage({ viewport: { width: 800, height: 700 } });
    await page.goto(`${stage.site.url}/embed/${id}#token=${token}`);
    await expect.poll(() => page.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("to act");
    await expect.poll(() => page.locator("svg [data-hex]").count(), { timeout: 15_000 }).toBeGreaterThan(50);
  });

  /** A started two-player 1830 table, each seat on a token of its own, and the embed of the player the game does not wait for. */
  async function waitingPlayersEmbed() {
    const { site } = stage;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${site.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const created = (await (await post("/api/games", { title: "1830", name: "Ada", seats: 2 })).json()) as { id: string; seat: { token: string } };
    const joined = (await (await post(`/api/games/${created.id}/join`, { name: "Bob" })).json()) as { seat: { token: string } };
    expect((await post(`/api/games/${created.id}/start`, {}, created.seat.token)).status).toBe(200);
    const tokens = [created.seat.token, joined.seat.token];
    const view = (await (await fetch(`${site.url}/api/games/${created.id}/view`)).json()) as EmbedView;
    expect(view.seatsToAct).toHaveLength(1);
    const first = view.seatsToAct[0]!;

    // The player not to act: the server's picture of the board, no rules engine, a button for a move out of turn.
    const page = await stage.browser.newPage({ viewport: { width: 800, height: 700 } });
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.goto(`${site.url}/embed/${created.id}#token=${tokens[1 - first]}`);
    await expect.poll(() => page.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("to act");
    await expect.poll(() => page.getByRole("button", { name: "Show my controls" }).count()).toBe(1);
    await expect.poll(() => page.locator("img.embed-board").count()).toBe(1);
    const engineScripts = () => scripts.filter((u) => /\/(title|1830|embed-live|actions)-[\w-]+\.js$/.test(u));
    expect(engineScripts()).toEqual([]);
    return { id: created.id, tokens, first, page, engineScripts };
  }

  it("gives a waiting player his controls when he asks, for a move out of turn", async () => {
    const { page, engineScripts } = await waitingPlayersEmbed();
    await page.getByRole("button", { name: "Show my controls" }).click();
    await expect.poll(() => page.locator("section.actions[aria-label='Whose turn']").count(), { timeout: 15_000 }).toBe(1);
    expect(engineScripts().length).toBeGreaterThan(0);
  });

  it("keeps a waiting player's embed as light as a spectator's, and loads his controls at his turn", async () => {
    const { site } = stage;
    const { id, tokens, first, page, engineScripts } = await waitingPlayersEmbed();

    // The first player bids; now the game waits for the other, whose embed loads the engine and his action panel.
    const meta = (await (await fetch(`${site.url}/api/games/${id}`)).json()) as { seed: number; seats: { playerId: string; name: string }[]; options: { optional_rules: string[] } };
    const game = new Game(RULES["1830"]!, meta.seats.map((s) => ({ id: s.playerId, name: s.name })), { optional_rules: meta.options.optional_rules }, meta.seed);
    const bidder = game.round.activeEntity() as { id: string };
    expect(bidder.id).toBe(meta.seats[first]!.playerId);
    const bid = game.legalActions(game.player(bidder.id)).find((a) => a.type === "bid") as { company: string; min: number };
    await play(id, tokens[first]!, 0, { type: "bid", entity: Number(bidder.id), entity_type: "player", company: bid.company, price: bid.min });
    await expect.poll(() => page.locator("section.actions[aria-label='Your turn']").count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator("svg [data-hex]").count()).toBeGreaterThan(50);
    expect(engineScripts().length).toBeGreaterThan(0);
  });

  it("works at 320 pixels wide", async () => {
    const page = await stage.browser.newPage({ viewport: { width: 320, height: 600 } });
    await page.goto(`${stage.site.url}/embed/${id}`);
    await expect.poll(() => page.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("Open the full game");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("refuses to let the full game page be framed", async () => {
    const page = await stage.browser.newPage();
    const response = await fetch(`${stage.site.url}/g/${id}`);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    await page.goto(forumPost(`${stage.site.url}/g/${id}`));
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framed = await frame?.evaluate(() => document.querySelector("#app")?.childElementCount ?? 0).catch(() => 0);
    expect(framed ?? 0).toBe(0);
  });
});
