// Links that lead nowhere get a page in words with the way back (not raw
// JSON, not a page loading forever); every answer says what it is
// (nosniff), and pages run only our own scripts.
import { describe, expect, it } from "vitest";
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
