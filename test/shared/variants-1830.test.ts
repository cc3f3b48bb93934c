// 1830 variants (1830-rules.txt, pp. 28-33), each as a table option: what it
// changes, and that the game it makes plays to its end.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { RandomPlayer } from "./random-play.ts";

const FOUR = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));

/** A whole game of random legal play; every offered action is accepted. */
function playOut(game: Game, seed: number): Game {
  const player = new RandomPlayer(seed, "builder");
  for (let n = 0; n < 8000 && !game.finished; n++) game.process(player.choose(game)!);
  return game;
}

describe("V-1.3 available money", () => {
  it("deals the starting money from a bank of $12,000, $4,500 (short) or $20,000 (extended)", () => {
    // 1.2: four players start with $600 each.
    expect(new Game(title1830, FOUR, { optional_rules: ["full_money"] }).bank.cash).toBe(12000 - 2400);
    expect(new Game(title1830, FOUR).bank.cash).toBe(12000 - 2400);
    expect(new Game(title1830, FOUR, { optional_rules: ["short_money"] }).bank.cash).toBe(4500 - 2400);
    expect(new Game(title1830, FOUR, { optional_rules: ["extended_money"] }).bank.cash).toBe(20000 - 2400);
  });

  it("is one choice: two amounts at once are refused", () => {
    expect(() => new Game(title1830, FOUR, { optional_rules: ["short_money", "extended_money"] })).toThrow(/alternatives: choose one/);
  });

  it("a short game ends sooner, by the bank breaking, and every dollar is accounted for", () => {
    const short = playOut(new Game(title1830, FOUR, { optional_rules: ["short_money"] }, 7), 7);
    const full = playOut(new Game(title1830, FOUR, {}, 7), 7);
    expect(short.finished).toBe(true);
    expect(short.endReason).toBe("bank");
    expect(short.actions.length).toBeLessThan(full.actions.length);
    const money = short.bank.cash + short.players.reduce((sum, p) => sum + p.cash, 0) + short.corporations.reduce((sum, c) => sum + c.cash, 0);
    expect(money).toBe(4500);
  });
});
