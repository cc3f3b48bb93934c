// Seeded games of random legal actions, played to the end: the engine never
// refuses what legalActions offered, money is neither made nor lost, every
// corporation's certificates add up to 100%, and nobody's cash goes negative.
import { describe, expect, it } from "vitest";
import { title1830 } from "../../shared/games/1830/index.ts";
import { booksError } from "../../shared/engine/books.ts";
import { playRandomly } from "./game-checks.ts";

describe("1830 random legal play", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 1000 + i);
  it.each(seeds)("seed %i: every offered action is accepted and the books balance", (seed) => {
    const game = playRandomly(title1830, seed, 4_000);
    expect(game.actions.length).toBeGreaterThan(20);
  });
});

describe("the books", () => {
  it("name what is wrong: money made from nothing, a certificate gone, cash below zero", () => {
    const game = playRandomly(title1830, 1000, 60);
    expect(booksError(game)).toBeNull();
    game.bank.cash += 10;
    expect(booksError(game)).toBe(`the money in the game is ${game.data.bankCash + 10}, not the ${game.data.bankCash} it started with`);
    game.bank.cash -= 10;
    const prr = game.corporations.find((c) => c.sym === "PRR")!;
    const share = prr.shares.pop()!;
    expect(booksError(game)).toBe(`PRR's certificates add up to ${100 - share.percent}%, not 100%`);
    prr.shares.push(share);
    const [first, second] = game.players;
    first!.cash -= 1_000_000;
    second!.cash += 1_000_000;
    expect(booksError(game)).toBe(`${first!.name} has ${first!.cash} in cash`);
  });
});
