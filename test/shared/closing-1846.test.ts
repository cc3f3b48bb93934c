// 1846's closings in a real game (3099.json, the first 5-train bought at entry 266): phase III closes the
// Big 4 still running, its cash to the bank, its station off the map, its 2-train out of the game (never
// for sale in the open market); the Steamboat's bonus, given to the GT, outlasts the private's closing; the
// 2s made obsolete run once more for their owners but are never sold (as 18xx.games plays it).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1846/3099.json", import.meta.url), "utf8")) as GameLog;

describe("1846: what phase III closes", () => {
  const replay = new Replay(title1846, log);
  const before = replay.at(265);
  const big4 = before.corporation("BIG4");
  const cash = big4.cash;
  const bank = before.bank.cash;
  const train = big4.trains[0]!;

  it("closes the minor still running: its cash to the bank, its station off the map, its train out of the game", () => {
    expect(big4.closed).toBe(false);
    expect(cash).toBeGreaterThan(0);
    expect(before.board.tokensOf("BIG4")).toHaveLength(1);
    const after = replay.at(266); // NYC buys the first 5
    expect(after.phase.name).toBe("III");
    expect(big4.closed).toBe(true);
    expect(big4.cash).toBe(0);
    expect(after.bank.cash).toBe(bank + cash + 500);
    expect(after.board.tokensOf("BIG4")).toHaveLength(0);
    expect(train.owner).toBeNull();
    expect(after.depot.discarded).not.toContain(train);
  });

  it("keeps a hex bonus where and with whom it was after its private closes", () => {
    const after = replay.at(275); // the GT's 3/5 runs to the Steamboat's port (C5) in phase III
    const steamboat = after.company("SC");
    expect(steamboat.closed).toBe(true);
    expect([steamboat.bonusHex, steamboat.bonusTo]).toEqual(["C5", "GT"]);
    expect(after.messages.some((m) => m.text === "GT withholds $330")).toBe(true);
  });

  it("sells no obsolete train: the C&O may buy the B&O's 4, not its 2s", () => {
    const game = replay.at(270); // the C&O at its buy-trains step, without a train
    const bo = game.corporation("B&O");
    expect(bo.trains.filter((t) => t.obsolete).map((t) => t.name)).toEqual(["2", "2"]);
    const fromBo = game.legalActions(game.corporation("C&O")).flatMap((a) => (a.type === "buy_train" && a.from === "B&O" ? [a.train] : []));
    expect(fromBo).toEqual(["4-3"]);
  });
});
