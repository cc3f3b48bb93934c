// Link previews, board pictures, oEmbed and framing rules, inside workerd.
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import expected from "../fixtures/1830/1830_game_end_bank.expected.jsonl?raw";
import type { EmbedView, GameExport } from "../../shared/protocol.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { RULES } from "../../shared/games/index.ts";
import { api, newGame, post } from "./helpers.ts";

const UPTO = 300;
const reference = expected
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as { actions: number; tiles: Record<string, string>; corporations: Record<string, { price: number | null }> })
  .find((s) => s.actions === UPTO)!;

async function importedGame(): Promise<string> {
  const game = { ...(fixture as unknown as GameExport), actions: (fixture as unknown as GameExport).actions.slice(0, UPTO) };
  const response = await post("/api/games/import", game);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("link previews and embedding", () => {
  it("serves the game page with Open Graph tags, oEmbed discovery, and no framing", { timeout: 30_000 }, async () => {
    const id = await importedGame();
    const response = await api(`/g/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toMatch(/<meta property="og:title" content="Roundhouse — 1830: Railways &#38; Robber Barons · (Stock|Operating) Round [\d.]+ · .+ to (act|operate)">/);
    expect(html).toContain(`<meta property="og:image" content="http://rails.test/g/${id}/board.png?width=1200">`);
    expect(html).toContain(`type="application/json+oembed" href="http://rails.test/api/oembed?url=${encodeURIComponent(`http://rails.test/g/${id}`)}&format=json"`);
    expect(html).toContain('<div id="app">');
  });

  it("tells the light embed where the game stands, with the stock market as the engine has it", { timeout: 30_000 }, async () => {
    const id = await importedGame();
    const view = (await (await api(`/api/games/${id}/view`)).json()) as EmbedView;
    expect(view).toMatchObject({ id, title: "1830", titleName: "1830: Railways & Robber Barons", status: "playing", n: UPTO });
    // The board picture's position counts the moves in effect (the fixture takes some back).
    expect(view.at).toBeGreaterThan(0);
    expect(view.at).toBeLessThan(UPTO);
    expect(view.round).toMatch(/^(Stock|Operating) Round [\d.]+$/);
    expect(view.toAct).toBeTruthy();
    // The seat to act is the seat of the player the engine waits for: a corporation's president.
    const game = replayLog(RULES["1830"]!, fixture as unknown as GameLog, UPTO);
    const waitedFor = controllingPlayer(game.round.activeEntity()!)!;
    const meta = (await (await api(`/api/games/${id}`)).json()) as { seats: { index: number; playerId: string }[] };
    expect(view.seatsToAct).toEqual([meta.seats.find((s) => s.playerId === waitedFor.id)!.index]);
    expect(view.lastMoves).toHaveLength(5);
    // The market: the corporations with a share value in the reference's state stand on a box of that price.
    const placed = new Map(view.market!.rows.flat().flatMap((box) => (box ? box.tokens.map((t) => [t.sym, box.price] as const) : [])));
    for (const [sym, corp] of Object.entries(reference.corporations)) {
      expect(placed.get(sym) ?? null, sym).toBe(corp.price);
    }
    expect((await api("/api/games/zzzzzzzzzz/view")).status).toBe(404);
  });

  it("writes the embed's view into its page, where no player's name can end the script early", async () => {
    const name = "Ada</script><img src=x onerror=alert(1)>";
    const { id, seat } = await newGame({ name, seats: 2 });
    await post(`/api/games/${id}/join`, { name: "Bob" });
    expect((await post(`/api/games/${id}/start`, {}, seat.token)).status).toBe(200);
    const html = await (await api(`/embed/${id}`)).text();
    expect(html).not.toContain("</script><img");
    const written = /<script type="application\/json" id="embed-view">(.*?)<\/script>/.exec(html)![1]!;
    const view = JSON.parse(written) as EmbedView;
    expect(view).toEqual((await (await api(`/api/games/${id}/view`)).json()) as EmbedView);
    // 1830 V-1.1 sit as you will: the first to join acts first.
    expect(view.toAct).toBe(name);
  });

  it("lets any site frame the embed page", async () => {
    const id = await importedGame();
    const response = await api(`/embed/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
  });

  it("answers oEmbed with the fields the specification requires for a rich embed", async () => {
    const id = await importedGame();
    const response = await api(`/api/oembed?url=${encodeURIComponent(`http://rails.test/g/${id}`)}&maxwidth=500`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ version: "1.0", type: "rich", width: 500, height: 375, provider_name: "Roundhouse" });
    expect(body.html).toBe(`<iframe src="http://rails.test/embed/${id}" width="500" height="375" style="border:0;max-width:100%" loading="lazy" title="${String(body.title).replace(/&/g, "&#38;")}"></iframe>`);
    // The thumbnail: url, width and height together, the height the PNG's own (its IHDR, big-endian at byte 20).
    expect(body).toMatchObject({ thumbnail_url: `http://rails.test/g/${id}/board.png?width=500`, thumbnail_width: 500 });
    const png = new Uint8Array(await (await api(`/g/${id}/board.png?width=500`)).arrayBuffer());
    const view = new DataView(png.buffer);
    expect(view.getUint32(16)).toBe(500);
    expect(body.thumbnail_height).toBe(view.getUint32(20));
    // A table still waiting for players has no board: no thumbnail at all.
    const open = ((await (await post("/api/games", { title: "1830", name: "Ada" })).json()) as { id: string }).id;
    const waiting = (await (await api(`/api/oembed?url=${encodeURIComponent(`http://rails.test/g/${open}`)}`)).json()) as Record<string, unknown>;
    expect(waiting).not.toHaveProperty("thumbnail_url");
    expect(waiting).not.toHaveProperty("thumbnail_height");
    expect((await api("/api/oembed?url=http://elsewhere.example/x")).status).toBe(404);
    expect((await api(`/api/oembed?url=${encodeURIComponent(`http://rails.test/g/${id}`)}&format=xml`)).status).toBe(501);
  });

  it("draws the board as SVG with the tiles laid, from cache the second time", async () => {
    const id = await importedGame();
    const first = await api(`/g/${id}/board.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const svg = await first.text();
    expect(svg.startsWith("<?xml")).toBe(true);
    expect(svg).toContain("<svg");
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    for (const [hex, tile] of Object.entries(reference.tiles)) {
      const [name, rotation] = tile.split(":");
      expect(svg).toMatch(new RegExp(`data-hex="${hex}"[^>]*data-tile="${name}"[^>]*data-rotation="${rotation}"`));
    }
    const second = await api(`/g/${id}/board.svg`);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.text()).toBe(svg);
    const early = await api(`/g/${id}/board.svg?at=10`);
    expect(early.headers.get("X-Board-Actions")).toBe("10");
    expect(await early.text()).not.toBe(svg);
  });

  it("rasterises the board to a PNG of the requested width", async () => {
    const id = await importedGame();
    const response = await api(`/g/${id}/board.png?width=400`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = new DataView(bytes.buffer).getUint32(16);
    expect(width).toBe(400);
    expect((await api(`/g/${id}/board.png?width=400`)).headers.get("X-Cache")).toBe("HIT");
    expect((await api(`/g/${id}/board.png?width=5`)).status).toBe(400);
  });
});
