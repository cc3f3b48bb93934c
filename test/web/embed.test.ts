// A forum post that embeds a live game: the embed updates when a move is
// made; the full game page refuses to be framed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
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
    const frame = page.frameLocator("#game");
    await expect.poll(() => frame.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("to act");
    // The board is the room's picture of the position, drawn on the server.
    const board = frame.locator("img.embed-board");
    await expect.poll(() => board.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.getBoundingClientRect().height : 0)), { timeout: 15_000 }).toBeGreaterThan(200);
    const boardAt = () => board.getAttribute("src");
    const positionBefore = await boardAt();
    // A spectator's embed loads no rules engine: no title's rules among its scripts.
    expect(scripts.filter((u) => /\/(1830|1882|1837|railways|embed-live)-[\w-]+\.js$/.test(u))).toEqual([]);

    // A player makes the game's next move through the API (a socket with his seat token).
    const next = { ...fixture.actions[upto] } as Record<string, unknown>;
    delete next.id;
    delete next.created_at;
    const ws = new WebSocket(`${stage.site.url.replace("http", "ws")}/ws/${id}`);
    await new Promise<void>((resolve) => (ws.onopen = () => resolve()));
    const accepted = new Promise<void>((resolve, reject) => {
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { type: string; error?: string };
        if (m.type === "action") resolve();
        if (m.type === "reject") reject(new Error(m.error));
      };
    });
    ws.send(JSON.stringify({ type: "hello", since: upto, token }));
    const log = frame.locator(".embed-log li");
    const before = (await log.allTextContents()).join("|");
    ws.send(JSON.stringify({ type: "act", expect: upto, action: next }));
    await accepted;
    await expect.poll(async () => (await log.allTextContents()).join("|")).not.toBe(before);
    await expect.poll(boardAt).not.toBe(positionBefore);
    ws.close();
    await page.screenshot({ path: "test/web/screenshots/embed.png" });
  });

  it("lets a player with his seat token in the fragment act from the embed, with the engine in the page", async () => {
    const page = await stage.browser.newPage({ viewport: { width: 800, height: 700 } });
    await page.goto(`${stage.site.url}/embed/${id}#token=${token}`);
    await expect.poll(() => page.locator(".embed-head").textContent(), { timeout: 15_000 }).toContain("to act");
    await expect.poll(() => page.locator("svg [data-hex]").count(), { timeout: 15_000 }).toBeGreaterThan(50);
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
