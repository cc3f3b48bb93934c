// A move made as the connection drops is neither lost nor played twice: the
// page keeps it until its place in the log is filled and, once the socket is
// back, sends it again only if it never arrived. The drop is real: the
// page's own WebSocket is closed (in Chromium, against the real worker) at
// the moment the move is sent - before it leaves, or just after.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { caughtUp, HAVE_BROWSER, useStage, openHotseatTable } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a move made as the connection drops", () => {
  const stage = useStage();

  /** A hotseat 1830 table for two, started: the private auction, Ada to act. */
  async function openTable(): Promise<{ page: Page; id: string }> {
    const page = await stage.newPage();
    await openHotseatTable(page, stage.site, "1830", 2);
    await page.getByRole("button", { name: "Start the game with 2 players" }).click();
    await expect.poll(() => page.locator(".actions h2").first().textContent(), { timeout: 20_000 }).toMatch(/Auction|Private/);
    // The next "act" frame closes the socket: before it is sent ("lose") or just after ("after").
    await page.evaluate(() => {
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket["send"]>[0]) {
        const w = window as unknown as { dropNextAct?: "lose" | "after" | null };
        const mode = w.dropNextAct;
        if (mode && typeof data === "string" && data.includes('"type":"act"')) {
          w.dropNextAct = null;
          if (mode === "after") send.call(this, data);
          this.close();
          return;
        }
        send.call(this, data);
      };
    });
    return { page, id: page.url().split("/").pop()! };
  }

  const serverLog = async (id: string) => ((await (await fetch(`${stage.site.url}/api/games/${id}/log`)).json()) as { actions: { type: string }[] }).actions;

  for (const mode of ["lose", "after"] as const) {
    it(mode === "lose" ? "sends a move lost with the connection again once it is back" : "does not send again a move that arrived before the connection dropped", async () => {
      const { page, id } = await openTable();
      await caughtUp(stage.site, page);
      expect(await serverLog(id)).toHaveLength(0);
      await page.evaluate((m) => ((window as unknown as { dropNextAct: string }).dropNextAct = m), mode);
      await page.locator(".actions").getByRole("button", { name: /^Pass/ }).first().click();
      // The page reconnects by itself and the move is in the log exactly once.
      await expect.poll(() => page.locator('p.status[role="status"]').textContent(), { timeout: 15_000 }).toBe("Connected");
      await expect.poll(async () => (await serverLog(id)).length, { timeout: 15_000 }).toBe(1);
      await caughtUp(stage.site, page);
      await page.waitForTimeout(1500);
      const log = await serverLog(id);
      expect(log.map((a) => a.type)).toEqual(["pass"]);
      expect(await page.locator("[data-log-length]").getAttribute("data-log-length")).toBe("1");
      expect(await page.locator(".error").count()).toBe(0);
      expect(stage.errors).toEqual([]);
    }, 60_000);
  }
});

describe.skipIf(!HAVE_BROWSER)("pages opened faster than the room's rate of hellos", () => {
  const stage = useStage();

  // docs/security.md: a room accepts one hello a second from an address (bursts of 5). Eight pages opened at once
  // from one address (a class behind one router, a busy forum thread) have some hellos refused: each says hello
  // again once the rate allows, and every page shows the game. Before, a refused page waited for ever.
  it("each shows the game: a refused hello is said again once the rate allows", async () => {
    const body = readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8");
    const { id } = (await (await fetch(`${stage.site.url}/api/games/import`, { method: "POST", headers: { "Content-Type": "application/json" }, body })).json()) as { id: string };
    const { logLength } = (await (await fetch(`${stage.site.url}/api/games/${id}`)).json()) as { logLength: number };
    const pages = await Promise.all(Array.from({ length: 8 }, () => stage.newPage()));
    await Promise.all(pages.map((page) => page.goto(`${stage.site.url}/g/${id}`)));
    for (const page of pages) {
      await expect.poll(() => page.locator("[data-log-length]").getAttribute("data-log-length"), { timeout: 30_000 }).toBe(String(logLength));
    }
    expect(stage.errors).toEqual([]);
  }, 90_000);
});
