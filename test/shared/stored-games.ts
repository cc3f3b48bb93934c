// The games stored in test/fixtures (real games from 18xx.games, and our own
// random games in selfplay/), and the setup a room gives such a log.
import { readdirSync, readFileSync } from "node:fs";
import type { Title } from "../../shared/engine/game.ts";
import { importChoice } from "../../shared/engine/options.ts";
import { logPlayers, logSeed, type GameLog } from "../../shared/engine/replay.ts";
import { rulesetOf, type GameSetup } from "../../shared/engine/session.ts";
import { RULES, RULES_IN_PROGRESS } from "../../shared/games/index.ts";

const root = new URL("../fixtures/", import.meta.url);

/** Every fixture of every title, and the selfplay games (1846-selfplay/: positions of 1846's random games), by "dir/file". */
export const fixtures = [...Object.keys(RULES), "selfplay", "1846-selfplay"].flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ name: `${dir}/${file}`, log: JSON.parse(readFileSync(new URL(`${dir}/${file}`, root), "utf8")) as GameLog & { title?: string } })),
);

/** The title a fixture is of: named in its log, or its directory's (a selfplay game may be of a title being built). */
export function fixtureTitle(name: string, log: GameLog & { title?: string }): Title {
  const id = log.title ?? name.split("/")[0]!;
  const title = RULES[id] ?? RULES_IN_PROGRESS[id];
  if (!title) throw new Error(`${name}: no title ${log.title}`);
  return title;
}

/** The setup a room gives an imported log (worker/room.ts importGame). */
export function importedSetup(title: Title, log: GameLog): GameSetup {
  const rules = rulesetOf(title);
  const optional_rules = importChoice(rules.optionalRules, log.settings?.optional_rules ?? [], rules.importRules ?? []);
  return { players: logPlayers(log), options: { optional_rules }, seed: logSeed(log) };
}
