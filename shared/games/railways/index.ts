// Railways as a title the rooms and clients can play: its rules behind the
// common Ruleset (shared/engine/session.ts). One seat; the player is the only
// entity that acts.
import { GameError } from "../../engine/errors.ts";
import { LogSession, type GameSetup, type Ruleset } from "../../engine/session.ts";
import type { LogEntry } from "../../engine/log.ts";
import { storedRailwaysAction } from "./action-check.ts";
import { RailwaysGame } from "./game.ts";
import { DEAL_OPTIONS } from "./deal.ts";
import { OBJECTIVE_OPTIONS } from "./objectives.ts";
import { railwaysMapSvg } from "./svg.ts";

/** The game of a Railways table, its log's actions (in effect) replayed. */
export function replayRailways(setup: GameSetup, actions: readonly LogEntry[]): RailwaysGame {
  const game = new RailwaysGame({ players: setup.players, options: setup.options, seed: setup.seed });
  for (const action of actions) game.process(action);
  return game;
}

export const railwaysRules: Ruleset<RailwaysGame> = {
  optionalRules: [...OBJECTIVE_OPTIONS, ...DEAL_OPTIONS],
  session: (setup, entries = [], mode) => new LogSession((actions) => replayRailways(setup, actions), entries, mode),
  stored: (action) => storedRailwaysAction(action),
  actor(game, action) {
    if (action.entity_type !== "player" || String(action.entity) !== game.player.id) {
      throw new GameError(`in Railways only the player (${game.player.id}) acts, not ${String(action.entity_type)} ${String(action.entity)}`);
    }
    return game.player.id;
  },
  picture: (game, title) => railwaysMapSvg(game, { title, xmlDeclaration: true }),
};

export { RailwaysGame } from "./game.ts";
