// 1846's reserved stations as 18xx.games plays them: a right the corporation may use without a route (the B&O's in
// Cincinnati, H12: $40 with a route, $100 without) keeps its station step waiting for a decision while it could pay
// for a station marker, even where it cannot pay the price without a route. The position: a game of random play here
// (test/fixtures/selfplay/README.md), the B&O ($95, next marker $80) after its two lays, H12 out of its reach; and the
// PRR ($20, an issue of $60 to make) after its two lays, with its right in Fort Wayne (E11, $60 without a route).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-bo-right-waits.json", import.meta.url), "utf8")) as GameLog;

describe("1846: a station right keeps the station step waiting", () => {
  it("waits for the B&O's pass at its station step", () => {
    const game = replayLog(title1846, log);
    const bo = game.corporation("B&O");
    expect([bo.cash, bo.nextTokenCost()]).toEqual([95, 80]);
    expect(game.board.tokensAt("H12")).toEqual([[null]]);
    expect(game.round.activeEntity()).toBe(bo);
    const types = game.legalActions(bo).map((a) => a.type);
    expect(types).toContain("pass");
    expect(types).not.toContain("place_token");
    // Its station step, not yet its trains.
    expect((game.round as { step?: string }).step).toBe("token");
    expect(types).not.toContain("buy_train");
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expect(game.messages.some((m) => m.text === "B&O skips run routes" || m.text.startsWith("B&O runs"))).toBe(true);
  });

  it("counts what an issue would raise: the PRR with $20 waits too", () => {
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-prr-right-waits.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1846, position);
    const prr = game.corporation("PRR");
    expect(prr.cash).toBe(20);
    expect(game.board.tokensAt("E11")).toEqual([[null]]);
    expect((game.round as { step?: string }).step).toBe("token");
    expect(game.legalActions(prr).map((a) => a.type)).toEqual(["pass", "sell_shares", "sell_shares"]);
  });
});
