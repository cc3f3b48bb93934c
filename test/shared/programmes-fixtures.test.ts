// Programmed actions against real games: every fixture in which players set
// programmes (program_buy_shares, program_share_pass) is replayed with the
// `auto_actions` 18xx.games recorded taken out; after each action our
// programmes must make the same actions at the same places (who, what, which
// certificate), and the game must end with the fixture's result.
//
// The title's own automatic moves that are no programme (1837: a company with
// no station to place passes, a coal company's forced exchange) are no
// player's; they are applied as recorded, where recorded.
//
// The reasons a programme gives for ending itself are compared in 18xx.games'
// words, with the players' names (which the fixtures replace) left out.
//
// One game (29133, February 2021) was played before 18xx.games' programmes
// learned to stop when another player sells: where its record differs, the
// engine 18xx.games runs today makes what ours makes (listed below, found with
// its engine recomputing the game's automatic actions), and the game goes on
// as recorded.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { RULES } from "../../shared/games/index.ts";

type Entry = LogEntry & { auto_actions?: Record<string, unknown>[]; entity_type?: string; created_at?: number };

const root = new URL("../fixtures/", import.meta.url);

/** Where a recording predates today's rules of 18xx.games: log entry id -> what its engine makes there today. */
const TODAY: Record<string, Record<number, Record<string, unknown>[]>> = {
  "29133.json": {
    151: [{ type: "program_disable", entity: 4639, entity_type: "player", reason: "Shares were sold" }],
    153: [{ type: "program_disable", entity: 4836, entity_type: "player", reason: "Shares were sold" }],
    155: [{ type: "program_disable", entity: 4639, entity_type: "player", reason: "Player 2 bought on corporation PRR and is unsecure" }],
    // Then it ended a programme only at the player's next move after its goal was reached.
    162: [
      { type: "buy_shares", entity: 4639, entity_type: "player", shares: ["B&M_4"], percent: 10 },
      { type: "program_disable", entity: 4639, entity_type: "player", reason: "B&M is floated" },
    ],
    164: [
      { type: "buy_shares", entity: 4836, entity_type: "player", shares: ["C&O_4"], percent: 10 },
      { type: "program_disable", entity: 4836, entity_type: "player", reason: "C&O is floated" },
    ],
    165: [{ type: "program_disable", entity: 4639, entity_type: "player", reason: "B&M is floated" }],
    167: [{ type: "program_disable", entity: 4836, entity_type: "player", reason: "C&O is floated" }],
  },
};

/** An action as compared: without its time, the entity as text, and no player's name in a reason. */
function comparable(action: Record<string, unknown>, names: readonly string[]): string {
  const { created_at: _at, id: _id, ...rest } = action;
  if (rest.entity !== undefined) rest.entity = String(rest.entity);
  if (typeof rest.reason === "string") {
    for (const name of names) rest.reason = (rest.reason as string).split(name).join("(player)");
    // A fixture's players are renamed: the recorded reasons name them as they were.
    rest.reason = (rest.reason as string).replace(/^.+? (bought on corporation|has bought|must sell shares|could potentially)/, "(player) $1");
  }
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))));
}

for (const [id, title] of Object.entries(RULES)) {
  const dir = new URL(`${id}/`, root);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const log = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as GameLog & { result: Record<string, number> };
    const actions = log.actions as Entry[];
    if (!actions.some((a) => a.type.startsWith("program_"))) continue;
    const recorded = effectiveActions(actions);
    const today = TODAY[file] ?? {};

    describe(`${id} fixture ${file}`, () => {
      it("our programmes make the recorded automatic actions, and the game ends as it did", () => {
        const stripped = actions.map(({ auto_actions: _autos, ...rest }) => rest as Entry);
        const mismatches: string[] = [];
        let made = 0;
        const names = log.players.map((p) => p.name);
        const same = (a: Record<string, unknown>[], b: Record<string, unknown>[]) =>
          JSON.stringify(a.map((x) => comparable(x, names))) === JSON.stringify(b.map((x) => comparable(x, names)));
        const play = () => replayLog(title, { ...log, actions: stripped }, stripped.length, (game, played) => {
          const entry = recorded[played - 1]!;
          const expected = entry.auto_actions ?? [];
          const then = today[entry.id!];
          if (then) {
            // What 18xx.games makes here today (our first batch of it); the game goes on as it was played.
            const first = game.autoActions();
            if (!first.length || !same(first, then.slice(0, first.length))) mismatches.push(`after log entry id ${entry.id}: ours ${JSON.stringify(game.autoActions())}, 18xx.games today ${JSON.stringify(then)}`);
            for (const action of expected) game.process(action);
            made += expected.filter((a) => a.entity_type === "player").length;
            return;
          }
          const ours: Record<string, unknown>[] = [];
          for (;;) {
            let batch: Record<string, unknown>[] = game.autoActions();
            // No player's programme acts: the title's own automatic move, if one was recorded here.
            const next = expected[ours.length];
            if (!batch.length && next && next.entity_type !== "player") batch = [next];
            if (!batch.length) break;
            for (const action of batch) {
              game.process(action);
              ours.push(action);
            }
          }
          made += ours.filter((a) => a.entity_type === "player").length;
          if (!same(ours, expected)) mismatches.push(`after log entry id ${entry.id}: ours ${JSON.stringify(ours)}, recorded ${JSON.stringify(expected)}`);
        });
        let game: ReturnType<typeof play> | null = null;
        try {
          game = play();
        } catch (e) {
          // A move refused after our programmes made other moves than recorded: those come first.
          mismatches.push(`refused: ${(e as Error).message}`);
        }
        expect(mismatches.slice(0, 3)).toEqual([]);
        expect(made).toBe(recorded.flatMap((a) => a.auto_actions ?? []).filter((a) => a.entity_type === "player").length);
        expect(game!.finished).toBe(true);
        expect(game!.result()).toEqual(log.result);
      });
    });
  }
}
