// 1846's Little Miami lays two tiles joining Cincinnati and Dayton, the second right after the first. Where the first
// leaves no tile that could join it, the second is given up and the turn goes on (18xx.games lets a player give it up
// by doing anything else); it never leaves the table with nobody able to act. The position: a game of random play
// here (test/fixtures/selfplay/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-little-miami-nowhere.json", import.meta.url), "utf8")) as GameLog;

describe("1846: Little Miami's second tile with nowhere to go", () => {
  it("is given up, and the NYC goes on to buy its train", () => {
    const game = replayLog(title1846, log);
    const nyc = game.corporation("NYC");
    const lm = game.company("LM");
    expect(game.legalActions(lm).some((a) => a.type === "lay_tile" && a.hex === "G13")).toBe(true);
    game.process({ type: "lay_tile", entity: "LM", entity_type: "company", hex: "G13", tile: "6-1", rotation: 4 });
    expect(game.messages.at(-1)!.text).toBe("Little Miami has no tile to lay joining G13: its other lay is given up");
    expect(lm.used).toBe(true);
    expect(game.legalActions(lm)).toEqual([]);
    expect(game.legalActions(nyc).some((a) => a.type === "buy_train")).toBe(true);
  });
});
