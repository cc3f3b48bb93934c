// Links that lead nowhere get a page in words with the way back (not raw
// JSON, not a page loading forever); every answer says what it is
// (nosniff), and pages run only our own scripts.
import { describe, expect, it } from "vitest";
import { PICTURE_QUOTA } from "../../worker/addresses.ts";
import { api, startedGame } from "./helpers.ts";

describe("game links that lead nowhere", () => {
  it.each(["/g/doesnotexist", "/g/aaaaaaaaaa", "/embed/doesnotexist", "/embed/aaaaaaaaaa"])("%s: a 404 page saying so, with a link to the lobby", async (path) => {
    const response = await api(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("No game here");
    expect(html).toContain('<a href="/" target="_top">Open the lobby</a>');
  });
});

describe("headers", () => {
  it("every answer of the Worker is nosniff; pages allow only our scripts; the embed may be framed", async () => {
    const { id } = await startedGame();
    for (const path of ["/api/health", "/api/titles", `/api/games/${id}`, `/g/${id}`, `/embed/${id}`, "/g/doesnotexist"]) {
      expect((await api(path)).headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
    const page = await api(`/g/${id}`);
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    const embed = await api(`/embed/${id}`);
    expect(embed.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(embed.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
  });
});

describe("request bodies", () => {
  it("an import larger than 4 MiB is refused before it is read (413), and so is a large small request", async () => {
    const huge = JSON.stringify({ title: "1830", players: [{ id: 1, name: "A" }, { id: 2, name: "B" }], actions: [{ type: "message", note: "x".repeat(5 * 1024 * 1024) }] });
    const response = await api("/api/games/import", { method: "POST", headers: { "Content-Type": "application/json" }, body: huge });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("the request is too large: at most 4,194,304 bytes");
    const big = await api("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: "1830", name: "x".repeat(70_000) }) });
    expect(big.status).toBe(413);
  });

  it("an import's players have distinct, whole or named ids", async () => {
    const post = (players: unknown) =>
      api("/api/games/import", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: "1830", players, actions: [] }) });
    const twice = await post([{ id: 1, name: "A" }, { id: 1, name: "B" }]);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { error: string }).error).toContain("two players have the same id");
    expect((await post([{ id: 1.5, name: "A" }, { id: 2, name: "B" }])).status).toBe(400);
    expect((await post([{ id: "1", name: "A" }, { id: 1, name: "B" }])).status).toBe(400);
    expect((await post([{ id: 7, name: "A" }, { id: "ada", name: "B" }])).status).toBe(201);
  });
});

describe("board pictures", () => {
  it("an address has PICTURE_QUOTA.burst new PNGs drawn at once, then 429 in words with Retry-After; pictures already drawn are not counted, and another address is not held", async () => {
    const { id } = await startedGame();
    const from = (address: string) => ({ headers: { "CF-Connecting-IP": address } });
    const widths = Array.from({ length: PICTURE_QUOTA.burst }, (_, i) => 300 + i);
    for (const width of widths) expect((await api(`/g/${id}/board.png?width=${width}`, from("203.0.113.9"))).status).toBe(200);
    const refused = await api(`/g/${id}/board.png?width=299`, from("203.0.113.9"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many new board pictures from your address: .* Try again in \d+ seconds\.$/);
    const again = await api(`/g/${id}/board.png?width=300`, from("203.0.113.9"));
    expect(again.status).toBe(200);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect((await api(`/g/${id}/board.png?width=299`, from("203.0.113.10"))).status).toBe(200);
  });
});

describe("titles named like an object's built-ins", () => {
  it.each(["__proto__", "constructor", "toString"])("%s is no title: a new game or an import says so (400)", async (title) => {
    const created = await api("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title, name: "Ada" }) });
    expect(created.status).toBe(400);
    const imported = await api("/api/games/import", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title, players: [{ id: 1, name: "A" }], actions: [] }) });
    expect(imported.status).toBe(400);
    expect(((await imported.json()) as { error: string }).error).toContain(`no rules for title "${title}"`);
  });
});
