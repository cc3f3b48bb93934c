// Railways, Setup: "Shuffle the 8 Map/Action cards". The fair deal reaches
// every map, evenly, from any seeds (neighbouring ones too); a game dealt
// before it, whose log names no deal, replays with the cards it was dealt.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectiveActions } from "../../shared/engine/log.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { railwaysRules, replayRailways } from "../../shared/games/railways/index.ts";

const FIXTURE = JSON.parse(readFileSync("test/fixtures/railways/daily-2026-11-27-first-deal.json", "utf8")) as {
  players: { id: number; name: string }[];
  settings: { seed: number; optional_rules: string[] };
  deal: { map: number[]; hand: number[]; pool: number[] };
  actions: { type: string }[];
  result: Record<string, number>;
};

/** How often each map (the 4 map cards in their positions: 8·7·6·5 = 1,680 layouts) is dealt from seeds 1..n. */
function maps(n: number, optional_rules: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let seed = 1; seed <= n; seed++) {
    const key = new RailwaysGame({ players: [{ id: 1, name: "Solo" }], options: { optional_rules }, seed }).mapCards.join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe("the Railways deal", () => {
  it("deals every map evenly (the fair deal), where the first deal reached fewer than half of them", () => {
    const n = 1680 * 20;
    const fair = maps(n, ["fair_deal"]);
    expect(fair.size).toBe(1680);
    // Pearson's chi-square over the 1,680 layouts (1,679 degrees of freedom: mean 1,679, sd 58); an uneven deal is far above.
    const expected = n / 1680;
    const chi = [...fair.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(1679 + 5 * 58);
    // No layout far rarer or commoner than the rest (20 each on average: Poisson's spread stays within these).
    expect(Math.min(...fair.values())).toBeGreaterThanOrEqual(expected / 5);
    expect(Math.max(...fair.values())).toBeLessThanOrEqual(expected * 2.5);

    // The first deal, kept for the games dealt with it: the generator's low bits.
    const first = maps(n, []);
    expect(first.size).toBeLessThanOrEqual(684);
    expect(maps(200, ["first_deal"])).toEqual(maps(200, []));
  });

  it("replays a game dealt before the fair deal with its own cards, to the same score", () => {
    const setup = { players: FIXTURE.players, options: { optional_rules: FIXTURE.settings.optional_rules }, seed: FIXTURE.settings.seed };
    const dealt = new RailwaysGame(setup);
    expect({ map: dealt.mapCards, hand: dealt.state.hand, pool: dealt.state.pool }).toEqual(FIXTURE.deal);
    const game = replayRailways(setup, effectiveActions(FIXTURE.actions));
    expect(game.finished).toBe(true);
    expect(game.result()).toEqual(FIXTURE.result);
    // As a room rebuilds it from its stored log.
    expect(railwaysRules.session(setup, FIXTURE.actions as never, "trusted").game.result()).toEqual(FIXTURE.result);
    // The same seed dealt fairly is another deal, on which the log does not replay.
    expect(new RailwaysGame({ ...setup, options: { optional_rules: ["fair_deal"] } }).mapCards).not.toEqual(FIXTURE.deal.map);
  });
});
