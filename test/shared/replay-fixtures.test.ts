// Every fixture (a real game played on 18xx.games) of every title replays to
// exactly what 18xx.games shows: after every fifth log entry and at the end,
// the state summary (cash, shares, prices, trains, tiles, tokens) matches
// field for field, and the finished game has the fixture's result and end
// reason. Imported logs replay with the title's compatibility rules
// (Title.importRules), as the import route applies them.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { asOurTitle, RULES } from "../../shared/games/index.ts";

const root = new URL("../fixtures/", import.meta.url);

/** A title's games of a variant that 18xx.games lists as a title of its own, here the title with an option
 *  (asOurTitle): "1846 2p Variant" is 1846 with `two_player`. */
const VARIANT_FOLDERS: Record<string, readonly string[]> = { "1846": ["1846-2p"] };

/** Checkpoints not compared, each in a position undone at once, where 18xx.games stands still: in
 *  1846_game_end_reason_dnf entry 80 (undone by 81) is a sale that closes the IC; 18xx.games' stock round then loses
 *  its place (its next turn starts with no current player) and stops at Player 3, who has passed and has no action
 *  left, while ours ends the round with everybody passed and starts the operating round. */
const UNCOMPARED: Record<string, readonly number[]> = { "1846_game_end_reason_dnf": [80] };

type Recorded = GameLog & { title: string; result: Record<string, number>; game_end_reason: string };

for (const [id, title] of Object.entries(RULES)) {
  for (const folder of [id, ...(VARIANT_FOLDERS[id] ?? [])]) {
    const dir = new URL(`${folder}/`, root);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const name = file.replace(/\.json$/, "");
      const raw = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Recorded;
      const log = asOurTitle(raw);
      const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { actions: number; title: string })
        .filter((e) => !UNCOMPARED[name]?.includes(e.actions));

      describe(`${id} fixture ${folder === id ? "" : `${folder}/`}${name}`, () => {
        if (log !== raw) {
          it(`loads as ${id} with its variant's option`, () => {
            expect(log.title).toBe(id);
            expect(log.settings?.optional_rules?.length).toBeGreaterThan(raw.settings?.optional_rules?.length ?? 0);
          });
        }
        it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
          const game = replayLog(title, log);
          expect(game.finished).toBe(true);
          expect(game.endReason).toBe(log.game_end_reason);
          expect(game.result()).toEqual(log.result);
        });

        // The checkpoints in order, each continuing the game of the one before (Replay). 18xx.games names a
        // variant's own title in its summary; here the game is the title with an option.
        const replay = new Replay(title, log);
        it.each(expected.map((e) => [e.actions, { ...e, title: id }] as const))("matches 18xx.games after %i log entries", (n, summary) => {
          expect(summarize(replay.at(n), n)).toEqual(summary);
        });
      });
    }
  }
}
