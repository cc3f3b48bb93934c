// Every greyed Railways action has a reason (the page shows it on the button):
// whyNot answers exactly when no move of that type is legal, in the engine's
// words ("Railways, <the rule book's section>: ...").
import { describe, expect, it } from "vitest";
import { PLAY_ACTIONS } from "../../shared/games/railways/actions.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { legalActions, legalMoves, whyNot } from "../../shared/games/railways/legal.ts";
import { Chooser } from "../../shared/games/railways/random-play.ts";

describe("why a Railways action cannot be taken", () => {
  it("is given for each action type exactly when none of its moves is legal, naming the rule", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const game = new RailwaysGame({ players: [{ id: 1, name: "Solo" }], options: { optional_rules: ["fair_deal"] }, seed });
      const chooser = new Chooser(seed);
      while (!game.finished) {
        const moves = legalMoves(game);
        for (const type of game.state.step === "play" ? [...PLAY_ACTIONS, "record_decade"] : []) {
          const reason = whyNot(game, type);
          expect(reason === null, `seed ${seed}, ${type}: ${reason}`).toBe(moves.some((m) => m.action.type === type));
          if (reason) {
            expect(reason).toMatch(/^Railways, (Phases of turn|Buy a Complete Rail Link|Build a Building|Move a Passenger|Hire a Railworker|Increase Your Capital|Decrease Pollution Level|Add a Passenger|Upgrade a Rail Link): \w/);
            seen.add(reason.replace(/\d+/g, "N").replace(/\(.*\)/, ""));
          }
        }
        game.process(chooser.pick(legalActions(game)));
      }
      expect(whyNot(game, "buy_link")).toBe("Railways, Game End: the game is over");
    }
    // Many different reasons were met, not one catch-all.
    expect(seen.size).toBeGreaterThan(10);
  });
});
