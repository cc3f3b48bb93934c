// 1846's track as 18xx.games plays it: an upgrade must give the corporation's routes new track or a city of
// another value ("Must use new track or change city value"; TitleData.trackPlacement "newTrackOrValue").
// The position: a game of random play here (test/fixtures/selfplay/README.md), the IC to lay on I7 (#8).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { expectRefused } from "./game-checks.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-no-new-track.json", import.meta.url), "utf8")) as GameLog;

describe("1846: an upgrade gives new track or a new value", () => {
  it("refuses the green tile that keeps the IC's routes on the old track, and offers only those that give new track", () => {
    const game = replayLog(title1846, log);
    const ic = game.corporation("IC");
    expect(game.board.tileAt("I7").name).toBe("8");
    expectRefused(game, { type: "lay_tile", entity: "IC", entity_type: "corporation", hex: "I7", tile: "29-0", rotation: 4 }, /I7: IC must use new track or change a city's value/);
    const offered = game.legalActions(ic).filter((a) => a.type === "lay_tile" && a.hex === "I7");
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((a) => a.type === "lay_tile" && a.tile.startsWith("29-"))).toBe(false);
  });
});
