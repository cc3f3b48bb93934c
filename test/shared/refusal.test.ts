// A refused action leaves the game exactly as it was, and a live table keeps
// its game instead of rebuilding it from the log: refusing a move costs what
// accepting one does (a long 1837 game took 25-45 ms to replay per refusal).
// Checked in real games: at positions across each title's first fixture, the
// log's next action changed so that the rules refuse it (another amount, hex,
// tile, train; another entity) is sent; the whole game, compared object by
// object, must not change, and no replay may happen.
import { logPlayers, logSeed } from "../../shared/engine/replay.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { Game, titleOptions, type Title } from "../../shared/engine/game.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { importChoice } from "../../shared/engine/options.ts";
import type { GameLog } from "../../shared/engine/replay.ts";
import { LogSession } from "../../shared/engine/session.ts";
import { RULES } from "../../shared/games/index.ts";
import { fingerprint } from "./fingerprint.ts";

/** The log's action changed so that the rules should refuse it. */
function nearMisses(game: Game, action: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries(action)) {
    if (["type", "entity", "entity_type", "id", "created_at", "user", "skip"].includes(k)) continue;
    if (typeof v === "number") out.push({ ...action, [k]: v + 99_999 });
    if (typeof v === "string") out.push({ ...action, [k]: `${v}9` });
    if (Array.isArray(v) && v.length) out.push({ ...action, [k]: v.slice(0, -1) }, { ...action, [k]: [...v, ...v] });
  }
  for (const p of game.players) if (p.id !== String(action.entity)) out.push({ ...action, entity: Number(p.id), entity_type: "player" });
  for (const c of game.corporations.slice(0, 3)) if (c.sym !== action.entity) out.push({ ...action, entity: c.sym, entity_type: "corporation" });
  return out;
}

const FIXTURES: [string, string, number][] = [
  ["1830", "1830_game_end_bank", 60],
  ["1882", "1882_game_end_bankrupt", 60],
  ["1837", "1837_game_end_bank", 100],
  ["1889", "962", 60],
];

describe("a refused action", () => {
  for (const [id, name, every] of FIXTURES) {
    it(`leaves a ${id} game as it was and costs no replay (${name}, every ${every}th action)`, () => {
      const title = RULES[id] as Title;
      const log = JSON.parse(readFileSync(new URL(`../fixtures/${id}/${name}.json`, import.meta.url), "utf8")) as GameLog;
      const rules = importChoice(titleOptions(title), log.settings?.optional_rules ?? [], title.importRules ?? []);
      let replays = 0;
      const replay = (actions: LogEntry[]) => {
        replays++;
        const game = new Game(title, logPlayers(log), { optional_rules: rules, best_routes: false, consent: false }, logSeed(log));
        for (const a of actions) game.process(a);
        return game;
      };
      const actions = effectiveActions(log.actions) as unknown as Record<string, unknown>[];
      let session = new LogSession(replay);
      let refused = 0;
      for (let i = 0; i < actions.length; i++) {
        const next = actions[i]!;
        if (i % every === 0 && !next.auto_actions) {
          let before = fingerprint(session.game);
          const { id: _id, created_at: _at, ...core } = next;
          for (const miss of nearMisses(session.game, core)) {
            replays = 0;
            try {
              session.apply(miss as unknown as LogEntry);
            } catch (e) {
              expect(e).toBeInstanceOf(GameError);
              expect(replays, `a refused ${JSON.stringify(miss).slice(0, 120)} replayed the game`).toBe(0);
              const after = fingerprint(session.game);
              if (after !== before) {
                let k = 0;
                while (before[k] === after[k]) k++;
                expect.fail(`a refused ${JSON.stringify(miss).slice(0, 120)} (${(e as Error).message}) changed the game: ${before.slice(k - 200, k + 60)} -> ${after.slice(k - 200, k + 60)}`);
              }
              refused++;
              continue;
            }
            // A change the rules allow (another legal amount): start again from the log.
            session = new LogSession(replay, actions.slice(0, i) as unknown as LogEntry[]);
            before = fingerprint(session.game);
          }
        }
        session.apply(next as unknown as LogEntry);
      }
      expect(session.game.finished).toBe(true);
      expect(refused).toBeGreaterThan(50);
    });
  }
});
