// Every fixture (a real game played on 18xx.games) of every title replays to
// exactly what 18xx.games shows: after every fifth log entry and at the end,
// the state summary (cash, shares, prices, trains, tiles, tokens) matches
// field for field, and the finished game has the fixture's result and end
// reason. Imported logs replay with the title's compatibility rules
// (Title.importRules), as the import route applies them.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { RULES } from "../../shared/games/index.ts";

const root = new URL("../fixtures/", import.meta.url);

for (const [id, title] of Object.entries(RULES)) {
  const dir = new URL(`${id}/`, root);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const name = file.replace(/\.json$/, "");
    const log = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as GameLog & { result: Record<string, number>; game_end_reason: string };
    const expected = readFileSync(new URL(`${name}.expected.jsonl`, dir), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { actions: number });

    describe(`${id} fixture ${name}`, () => {
      it(`replays to its exact result and ends as it did (${log.game_end_reason})`, () => {
        const game = replayLog(title, log);
        expect(game.finished).toBe(true);
        expect(game.endReason).toBe(log.game_end_reason);
        expect(game.result()).toEqual(log.result);
      });

      // The checkpoints in order, each continuing the game of the one before (Replay).
      const replay = new Replay(title, log);
      it.each(expected.map((e) => [e.actions, e] as const))("matches 18xx.games after %i log entries", (n, summary) => {
        expect(summarize(replay.at(n), n)).toEqual(summary);
      });
    });
  }
}
