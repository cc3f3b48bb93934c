// Thousands of seeded Railways games of uniformly random legal actions,
// played to the end: the engine accepts everything it offers, no track ever
// leaves its bounds, the components add up, a mangled action is refused
// without changing anything, and replaying each game's log gives back the
// same final state and score.
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { COMPONENTS, TRACKING } from "../../shared/games/railways/cards.ts";
import { RailwaysGame } from "../../shared/games/railways/game.ts";
import { Chooser, playRandomGame } from "../../shared/games/railways/random-play.ts";

// A sample here; RAILWAYS_GAMES=20000 for a sweep.
const GAMES = Number(process.env.RAILWAYS_GAMES ?? 800);

/** What is out of bounds or does not add up (empty when all is well). */
function violations(game: RailwaysGame): string[] {
  const s = game.state;
  const out: string[] = [];
  const within = (name: string, v: number, min: number, max: number) => (v < min || v > max) && out.push(`${name} ${v} outside ${min}-${max}`);
  within("capital", s.capital, TRACKING.capital.min, TRACKING.capital.max);
  within("pollution", s.pollution, TRACKING.pollution.min, TRACKING.pollution.max);
  within("railworkers", s.railworkers, TRACKING.railworkers.min, TRACKING.railworkers.max);
  within("profit", s.profit, 0, Infinity);
  within("decade", s.decade, 1, COMPONENTS.decades);
  within("actions this decade", s.done, 0, COMPONENTS.actionsPerDecade);
  within("cubes", s.cubes, 0, COMPONENTS.linkCubes);
  within("hand", s.hand.length, 0, COMPONENTS.handSize);
  // Six cubes: in front of the player or on a complete link.
  if (s.cubes + Object.keys(s.marked).length !== COMPONENTS.linkCubes) out.push("cubes do not add up to 6");
  for (const id of Object.keys(s.marked)) if (!game.topo.link(id)?.ends.every((e) => e !== null)) out.push(`marked ${id} is not a complete link`);
  // The action cards: the four not on the map, each in exactly one place.
  const cards = [...s.hand, ...s.pool, ...s.discard].sort().join();
  if (cards !== game.cards.map((c) => c.id).filter((id) => !game.mapCards.includes(id)).sort().join()) out.push(`action cards ${cards}`);
  // Dice: 1-6, only on buildings; the passenger dice and the built Building dice are all accounted for.
  for (const [cell, n] of Object.entries(s.dice)) {
    within(`die at ${cell}`, n, 1, 6);
    if (game.topo.space(cell).kind !== "building") out.push(`die at ${cell} off any building`);
  }
  const built = COMPONENTS.buildingDice.length - s.buildingDice.length;
  if (Object.keys(s.built).length !== built) out.push("built buildings do not match the Building dice used");
  if (s.step !== "setup" && Object.keys(s.dice).length + s.spareDice !== COMPONENTS.passengerDice.length + built) out.push("dice do not add up");
  return out;
}

const strip = ({ topo: _topo, ...state }: RailwaysGame["state"]) => state;

describe("Railways random legal play", () => {
  const chunks = 4;
  const per = GAMES / chunks;
  it.each(Array.from({ length: chunks }, (_, i) => i))(`games ${per} x chunk %i: to the end, within bounds, replayed from the log`, (chunk) => {
    let total = 0;
    for (let seed = chunk * per + 1; seed <= (chunk + 1) * per; seed++) {
      const rules = seed % 5 === 0 ? ["mayor", "engineer"] : seed % 7 === 0 ? ["economist"] : [];
      const { game, log } = playRandomGame(seed, { optional_rules: rules });
      expect(game.finished, `seed ${seed} did not finish`).toBe(true);
      expect(game.state.recorded).toBe(COMPONENTS.decades);
      total += log.length;

      // Replay the log step by step: bounds after each action; now and then a mangled action is refused unchanged.
      const fresh = () => new RailwaysGame({ players: [{ id: 1, name: "Solo" }], options: { optional_rules: rules }, seed });
      let replay = fresh();
      const chooser = new Chooser(seed * 31);
      log.forEach((action, n) => {
        if (chooser.below(8) === 0 && mangled(replay, action, chooser)) {
          // Still legal: start again from the log.
          replay = fresh();
          for (const a of log.slice(0, n)) replay.process(a);
        }
        replay.process(action);
        const wrong = violations(replay);
        if (wrong.length) expect.fail(`seed ${seed}, action ${n} ${JSON.stringify(action)}: ${wrong.join("; ")}`);
      });
      expect(strip(replay.state)).toEqual(strip(game.state));
      expect(replay.score()).toBe(game.score());
      const s = game.state;
      expect(game.score()).toBe(s.profit + 3 * Object.keys(s.marked).length - s.pollution);
      expect(game.result()).toEqual({ "1": game.score() });
      expect(game.objectiveResults().map((o) => o.id)).toEqual(rules.length > 1 ? [...rules, "rail_baron"] : rules);
    }
    expect(total / per).toBeGreaterThan(20);
  }, 120_000);
});

/** A legal action with one thing changed: true if the game accepted it anyway; if refused, nothing changed. */
function mangled(game: RailwaysGame, action: Record<string, unknown>, chooser: Chooser): boolean {
  const wrong: Record<string, unknown> = { ...action };
  switch (chooser.below(5)) {
    case 0:
      wrong.pay = Array.isArray(action.pay) && action.pay.length > 1 ? action.pay.slice(1) : [{ card: 1 + chooser.below(8), slot: 1 + chooser.below(4), icon: 1 }];
      break;
    case 1:
      wrong.type = chooser.pick(["buy_link", "build_building", "move_passenger", "upgrade_link", "record_decade", "add_passenger"]);
      break;
    case 2:
      wrong.cell = `${"abcdefghij"[chooser.below(10)]}${1 + chooser.below(8)}`;
      wrong.link = wrong.cell;
      break;
    case 3:
      wrong.die = 1 + chooser.below(6);
      wrong.value = 1 + chooser.below(2);
      break;
    default:
      wrong.route = ["a1-b1"];
      wrong.destination = chooser.pick(["R", "L", "C", "I"]);
  }
  const before = JSON.stringify(strip(game.state));
  const length = game.actions.length;
  try {
    game.process(wrong);
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    if (JSON.stringify(strip(game.state)) !== before || game.actions.length !== length) expect.fail(`refused ${JSON.stringify(wrong)} changed the game`);
    return false;
  }
  return true;
}
