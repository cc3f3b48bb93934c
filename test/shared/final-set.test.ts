// [final set] TitleData.endsAfterLastPhase in the usual order of rounds (rounds/sequence.ts): once the last phase has
// begun, the next set of operating rounds is the game's last. 1817 plays it in its own order of rounds
// (test/shared/fixtures-1817.test.ts).
import { describe, expect, it } from "vitest";
import { Game, type Title } from "../../shared/engine/game.ts";
import { lastPhaseBegan } from "../../shared/engine/final-set.ts";
import { roundAfter } from "../../shared/engine/rounds/sequence.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { StockRound } from "../../shared/engine/rounds/stock.ts";
import { RULES } from "../../shared/games/index.ts";

const base = RULES["1830"]!;
/** 1830's components with the end after the last phase, as a title might have it. */
const data = { ...base.data, endsAfterLastPhase: {} };
const title: Title = { ...base, data, dataFor: () => data };
const players = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

describe("[final set] in the usual order of rounds", () => {
  it("the last phase begun before a stock round: the set that follows it is played out, then one more, and the game ends", () => {
    const game = new Game(title, players);
    // A test's position: the last phase begins before the first stock round.
    lastPhaseBegan(game);
    expect(game.finalSet).toEqual({ number: 1, operatingRounds: game.phase.operatingRounds });
    const first = roundAfter(game, new StockRound(game, 1));
    expect(first).toBeInstanceOf(OperatingRound);
    expect((first as OperatingRound).total).toBe(game.phase.operatingRounds);
    roundAfter(game, first);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("final_phase");
  });

  it("without it the game goes on to the next stock round", () => {
    const game = new Game(title, players);
    const first = roundAfter(game, new StockRound(game, 1));
    const next = roundAfter(game, first);
    expect(next).toBeInstanceOf(StockRound);
    expect(game.finished).toBe(false);
  });

  it("a title without the rule never marks a final set", () => {
    const game = new Game(base, players);
    lastPhaseBegan(game);
    expect(game.finalSet).toBeNull();
  });
});
