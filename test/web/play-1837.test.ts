// One player opens a hotseat 1837 table for three and plays its opening sale
// as a new user would: buying coal companies, mountain railways and Südbahn
// minors from the first packet (passing when nothing is affordable, so prices
// drop), until the k.k. minors' packet comes up; the coal companies and
// minors bought are listed with their directors.
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage, openHotseatTable } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("a hotseat table plays the opening of 1837", () => {
  const stage = useStage();

  it("sells the first start packet and lists the companies bought", async () => {
    const page = await stage.newPage();
    await openHotseatTable(page, stage.site, "1837", 3);
    await page.getByRole("button", { name: "Start the game with 3 players" }).click();
    const heading = () => page.locator(".actions h2").textContent();
    await expect.poll(heading, { timeout: 20_000 }).toMatch(/^Opening Sale: coal companies/);

    for (let i = 0; i < 200 && /^Opening Sale: coal/.test((await heading()) ?? ""); i++) {
      const buy = page.locator(".actions form.row", { hasText: /^Buy / }).getByRole("button", { name: "OK" });
      if (await buy.count()) await buy.first().click();
      else await page.locator(".actions").getByRole("button", { name: /^Pass/ }).first().click();
      await page.waitForTimeout(60);
    }
    await expect.poll(heading, { timeout: 20_000 }).toMatch(/^Opening Sale: k\.k\. minors/);
    const corporations = page.getByRole("region", { name: "Corporations" });
    await expect.poll(() => corporations.textContent()).toContain("EKT");
    await expect.poll(() => corporations.textContent()).toContain("SD1");
    const players = await page.getByRole("region", { name: "Players" }).textContent();
    expect(players).toContain("Semmering");
    expect(stage.errors).toEqual([]);
  }, 180_000);
});
