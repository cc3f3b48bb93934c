// Railways behind the common Ruleset that rooms and clients use: a session
// rebuilt from its log, undo within the current decade only, the one player
// as the only actor; and the 18xx titles through the same registry.
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { GameSession } from "../../shared/engine/session.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { railwaysRules } from "../../shared/games/railways/index.ts";
import { legalActions } from "../../shared/games/railways/legal.ts";
import { playRandomGame } from "../../shared/games/railways/random-play.ts";

const setup = { players: [{ id: "1", name: "Ada" }], options: { optional_rules: [] }, seed: 11 };
const first = (session: ReturnType<typeof railwaysRules.session>) => legalActions(session.game as never).find((a) => a.type !== "record_decade")!;

describe("the Railways ruleset", () => {
  it("rebuilds a game from its log, the same as played", () => {
    const { game, log } = playRandomGame(11);
    const session = railwaysRules.session({ ...setup, players: [{ id: 1, name: "Solo" }] }, log);
    expect(session.game.finished).toBe(true);
    expect(session.game.result()).toEqual(game.result());
  });

  it("takes back actions of the current decade, and never a recorded decade", () => {
    const session = railwaysRules.session(setup);
    for (let i = 0; i < 5; i++) session.apply(first(session));
    expect(session.undoable()).toBeGreaterThan(0);
    session.apply({ type: "undo" });
    expect(session.game.actions).toHaveLength(4);
    session.apply({ type: "redo" });
    expect(session.game.actions).toHaveLength(5);
    session.apply({ type: "record_decade", entity: 1, entity_type: "player" } as never);
    expect(session.undoable()).toBe(0);
    const entries = session.entries.length;
    expect(() => session.apply({ type: "undo" })).toThrow(GameError);
    expect(() => session.apply({ type: "undo", action_id: 0 })).toThrow(/^Railways, Record a decade: a recorded decade stands/);
    expect(session.entries).toHaveLength(entries);
    expect(session.game.actions).toHaveLength(6);
    session.apply(first(session));
    expect(session.undoable()).toBeGreaterThan(0);
  });

  it("lets only the player act", () => {
    const session = railwaysRules.session(setup);
    expect(railwaysRules.actor(session.game, { type: "record_decade", entity: 1, entity_type: "player" })).toBe("1");
    expect(() => railwaysRules.actor(session.game, { type: "record_decade", entity: "B&O", entity_type: "corporation" })).toThrow(/only the player \(1\) acts/);
  });
});

describe("the registry", () => {
  it("offers every playable title, 18xx ones as GameSessions", () => {
    expect(Object.keys(RULESETS)).toEqual(expect.arrayContaining(["1830", "1882", "Railways"]));
    const session = RULESETS["1830"]!.session({ players: [{ id: 1, name: "A" }, { id: 2, name: "B" }], options: {}, seed: 1 });
    expect(session).toBeInstanceOf(GameSession);
    expect(RULESETS["1830"]!.actor(session.game, { type: "bid", entity: 1, entity_type: "player" })).toBe("1");
    expect(RULESETS.Railways!.optionalRules.map((o) => o.id)).toEqual(["economist", "mayor", "train_conductor", "engineer", "fair_deal", "first_deal"]);
  });
});
