// A table belongs to its players (#37): one seat spends its whole share of
// the log the way the attacker did (his corporation's legal run,
// padded, taken back, sent again), then the table plays a real game to its
// end and ends. Bounded: the seat's share is mostly written beforehand (as
// log messages of his), so the soak takes seconds, not the minutes the rate
// of undos would take.
import { logSeed } from "../../shared/engine/replay.ts";
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../shared/games/index.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { LOG_BUDGET_BYTES, SIDE_BUDGET_BYTES, SIDE_ENTRY_TYPES } from "../../worker/limits.ts";
import fixture1882 from "../fixtures/1882/1882_game_end_bankrupt.json";
import { budgetOf, fill, fixtureTable, movesOf, play, storedBytes } from "./fixture-table.ts";
import { api, connect, post } from "./helpers.ts";

const log = fixture1882 as unknown as GameExport;
/** What is left of the seat's share when its scripted flood starts. */
const LEFT = 4096;

describe("one seat spends its whole share of the log; the table still plays its game to the end (#37)", () => {
  it("18xx.games 1882_game_end_bankrupt", async () => {
    const moves = movesOf(log);
    const recorded = effectiveActions(log.actions as LogEntry[]);
    const rules = RULESETS[log.title]!;
    const players = log.players.map((p) => ({ id: String(p.id), name: p.name }));
    // A run (after the first 100 moves) by a president who writes no message or programme later in the
    // game: his share spent, those would be refused, and the game would not be the fixture's.
    const game = rules.session({ players, options: { optional_rules: rules.importRules ? [...rules.importRules] : [] }, seed: logSeed(log) }, recorded.slice(0, 100), "trusted").game;
    let at = -1;
    let president = "";
    for (let i = 100; i < moves.length && at < 0; i++) {
      if (moves[i]!.type === "run_routes") {
        const actor = rules.actor(game, moves[i]!);
        if (!moves.slice(i + 1).some((m) => SIDE_ENTRY_TYPES.has(String(m.type)) && String(m.entity) === actor)) [at, president] = [i, actor];
      }
      if (at < 0) game.process(recorded[i]!);
    }
    expect(at).toBeGreaterThan(0);
    const { id, token, meta, client: table } = await fixtureTable(log, at);
    const seat = meta.seats.find((s) => s.playerId === president)!.index;
    const { token: own } = (await (await post(`/api/games/${id}/invite`, { seat }, token)).json()) as { token: string };
    let n = await fill(id, seat, SIDE_BUDGET_BYTES - LEFT);
    const spender = await connect(id, own);
    await spender.hello(n);
    await table.hello(n);
    const start = await budgetOf(id, [seat]);

    // His legal run, with 512 characters of revenue text per route, then his undo: until his share is spent.
    const run = moves[at]!;
    const padded = { ...run, routes: (run.routes as Record<string, unknown>[]).map((r) => ({ ...r, revenue_str: "r".repeat(512) })) };
    const undo = { type: "undo", entity: Number(president), entity_type: "player" };
    let rounds = 0;
    let refusal = "";
    let last: LogEntry | null = null;
    let undoBytes = 0;
    for (;;) {
      const played = await play(spender, n, padded);
      last = (played as { action?: LogEntry }).action ?? null;
      expect(played, JSON.stringify(played)).toMatchObject({ type: "action" });
      expect((played as { action: Record<string, unknown> }).action.routes).not.toContainEqual(expect.objectContaining({ revenue_str: expect.anything() }));
      n++;
      const back = await play(spender, n, undo);
      if (back.type === "reject") {
        refusal = back.error;
        break;
      }
      undoBytes = storedBytes((back as { action: unknown }).action);
      n++;
      rounds++;
      expect(rounds, "the flood never stopped").toBeLessThan(100);
    }
    expect(refusal).toMatch(/Your seat has used its 256 KiB of this table's log/);
    const spent = await budgetOf(id, [seat]);
    console.log(`log soak: ${rounds} rounds of run and undo spent the last ${LEFT} bytes of seat ${seat}'s share; the log grew by ${spent.total - start.total} bytes`);
    expect(spent.seats[0]).toBeLessThanOrEqual(SIDE_BUDGET_BYTES);
    // Each round cost his share the run it took back and the undo (without the run it would be 80-odd bytes a round).
    const round = storedBytes(last) + undoBytes;
    expect(rounds).toBeGreaterThanOrEqual(Math.floor(LEFT / round) - 1);
    expect(rounds).toBeLessThanOrEqual(Math.ceil(LEFT / round));
    expect(spent.total - start.total).toBeLessThanOrEqual(LEFT + 1000);

    // The table plays the rest of the game (his run stands): his moves from his seat, everyone else's from theirs.
    game.process(last!);
    for (const move of moves.slice(at + 1)) {
      const from = rules.actor(game, move) === president ? spender : table;
      const reply = await play(from, n, move);
      expect(reply, `${JSON.stringify(move)} -> ${JSON.stringify(reply)}`).toMatchObject({ type: "action" });
      game.process((reply as unknown as { action: LogEntry }).action);
      n++;
    }
    const end = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect([end.status, end.result]).toEqual(["finished", log.result]);
    expect((await budgetOf(id, [])).total).toBeLessThan(LOG_BUDGET_BYTES / 8);
    expect(storedBytes(await (await api(`/api/games/${id}/log`)).json())).toBeLessThan(LOG_BUDGET_BYTES / 8);
    spender.ws.close();
    table.ws.close();
  }, 120_000);
});
