// The pages and files the platform serves from web/dist without the Worker (the
// lobby at `/`, the app's scripts, the service worker) say what they are (nosniff)
// and run only our scripts, as the Worker's own pages do (issue #31): the headers
// come from web/public/_headers, which the build copies and `wrangler dev` applies.
// Plain requests: no browser needed.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness.ts";

describe("headers of the static pages", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("/, a page of the app, its scripts and /sw.js are nosniff, unframable, and allow only our scripts: the policy of the Worker's game page (less its inline script's hash)", async () => {
    const created = await fetch(`${site.url}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: "1830", name: "Ada" }) });
    const { id } = (await created.json()) as { id: string };
    const gamePage = await fetch(`${site.url}/g/${id}`);
    expect(gamePage.status).toBe(200);
    // The game page's one inline script (it opens the game's socket as the HTML is read: worker/socket-ahead.ts) is
    // allowed by its hash, and no other; the static pages have the same policy without it.
    const inline = [...(await gamePage.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((text) => !text.startsWith("{"));
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`;
    const gamePolicy = gamePage.headers.get("Content-Security-Policy")!;
    expect(gamePolicy).toContain(`script-src 'self' ${hash};`);
    const policy = gamePolicy.replace(` ${hash}`, "");

    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(readFileSync("web/dist/index.html", "utf8"))![1]!;
    // "/railways": a path of the single-page app that is no file (the platform answers index.html).
    for (const path of ["/", "/railways", script, "/sw.js"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy"), path).toBe(policy);
      await response.arrayBuffer();
    }
  });

  it("the embed is still framable, with its own policy", async () => {
    const created = await fetch(`${site.url}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: "1830", name: "Ada" }) });
    const { id } = (await created.json()) as { id: string };
    const embed = await fetch(`${site.url}/embed/${id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    expect(embed.headers.get("Content-Security-Policy")).toBe("script-src 'self'; object-src 'none'; base-uri 'self'");
    expect(embed.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
