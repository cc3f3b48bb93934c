// The creator frees a seat in the waiting room (#37: someone took a seat of a
// public table and will not play): the seat is free again on every page, and
// the one who held it is offered the join form, his seat gone.
import { describe, expect, it } from "vitest";
import { HAVE_BROWSER, useStage, openLobby, seatNames } from "./harness.ts";

describe.skipIf(!HAVE_BROWSER)("the waiting room", () => {
  const stage = useStage();

  it("lets the creator free a player's seat, and only him", async () => {
    const ada = await stage.newPage();
    await openLobby(ada, stage.site);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByLabel("Players", { exact: true }).fill("3");
    await ada.getByRole("button", { name: "New game" }).click();
    await ada.waitForURL(/\/g\/[a-z0-9]{10}$/);
    const link = await ada.getByLabel("Invite link").inputValue();
    const sam = await stage.newPage();
    await sam.goto(link);
    await sam.getByLabel("Your name").fill("Sam");
    await sam.getByRole("button", { name: "Join" }).click();
    await expect.poll(() => seatNames(sam)).toEqual(["Ada", "Sam", "free seat"]);
    // Ada is offered it for Sam's seat only (not for her own, nor a free one); Sam is offered none.
    await expect.poll(() => ada.getByRole("button", { name: /^Free seat/ }).count()).toBe(1);
    expect(await sam.getByRole("button", { name: /^Free seat/ }).count()).toBe(0);
    await ada.getByRole("button", { name: "Free seat 2 (Sam's)" }).click();
    await expect.poll(() => seatNames(sam)).toEqual(["Ada", "free seat", "free seat"]);
    await expect.poll(() => seatNames(ada)).toEqual(["Ada", "free seat", "free seat"]);
    expect(await ada.getByRole("button", { name: /^Free seat/ }).count()).toBe(0);
    // Sam's token holds nothing here any more: his page offers him the join form.
    await expect.poll(() => sam.getByRole("button", { name: "Join" }).count()).toBe(1);
    expect(stage.errors).toEqual([]);
  }, 120_000);
});
