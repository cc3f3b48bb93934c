// 1846's Chicago and Western Indiana: the owning corporation places an extra station in Chicago's fourth city (D6),
// free and without a route; it is not one of its charter's, as 18xx.games plays it ("may place an extra token
// there"). 10264.json: the B&O places it at entry 96, and at entry 300 its charter's fourth station, on I5.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;

describe("1846: the Chicago and Western Indiana's station", () => {
  const replay = new Replay(title1846, log);

  it("is an extra station: the B&O's charter keeps its stations", () => {
    const before = replay.at(95).corporation("B&O");
    const [placed, next] = [before.tokensPlaced, before.nextTokenCost()];
    const after = replay.at(96);
    const bo = after.corporation("B&O");
    expect(after.board.tokensOf("B&O")).toContainEqual({ hex: "D6", city: 3 });
    expect([bo.tokensPlaced, bo.nextTokenCost()]).toEqual([placed, next]);
  });

  it("leaves the B&O its charter's fourth station for I5", () => {
    const game = replay.at(300);
    expect(game.board.tokensOf("B&O")).toHaveLength(5);
    expect(game.board.tokensOf("B&O")).toContainEqual({ hex: "I5", city: 0 });
    expect(game.corporation("B&O").nextTokenCost()).toBeNull();
  });
});
