// 1846 as 18xx.games plays it: a corporation that owns Boomtown or the Meat Packing Company with its bonus not yet
// placed ends its turn with a pass (its last step waits while it may place it). The position: a game of random play
// here (test/fixtures/selfplay/README.md), the IC having just bought Boomtown at the end of its turn.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-boomtown-unplaced.json", import.meta.url), "utf8")) as GameLog;

describe("1846: a bonus still to place ends the turn with a pass", () => {
  it("keeps the IC's turn open after it bought Boomtown: a pass, or the bonus placed on Cincinnati", () => {
    const game = replayLog(title1846, log);
    const ic = game.corporation("IC");
    const boomtown = game.company("BT");
    expect(game.round.activeEntity()).toBe(ic);
    expect([boomtown.owner, boomtown.bonusTo, boomtown.bonusHex]).toEqual([ic, "IC", null]);
    expect(game.legalActions(ic).map((a) => a.type)).toEqual(["pass"]);
    expect(game.legalActions(boomtown)).toEqual([{ type: "assign", target: "H12", target_type: "hex" }]);
    game.process({ type: "assign", entity: "BT", entity_type: "company", target: "H12", target_type: "hex" });
    expect(boomtown.bonusHex).toBe("H12");
    // Nothing left to do: the turn ends, and the IC opens the next operating round with its track.
    expect(game.messages.at(-1)!.text).toBe("Player 1 operates IC");
    expect(game.legalActions(ic).some((a) => a.type === "lay_tile")).toBe(true);
  });
});
