// 1846's track as 18xx.games plays it: an upgrade must give the corporation's routes new track or a city of
// another value ("Must use new track or change city value"; TitleData.trackPlacement "newTrackOrValue").
// The positions: games of random play here (test/fixtures/selfplay/README.md). And the IC, whose yellow tiles on its
// own hexes cost nothing, decides at its track step (a lay or a pass) while one of them is as printed, even without
// money or a lay it could make there, as 18xx.games has it.
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

describe("1846: the IC's track step with its free yellow lays", () => {
  it("waits for the IC's decision without money while one of its hexes is as printed", () => {
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1846-ic-free-lay-waits.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1846, position);
    const ic = game.corporation("IC");
    expect(ic.cash).toBe(0);
    expect(game.board.tileAt("E5").printed).toBe(true);
    expect(game.round.activeEntity()).toBe(ic);
    expect(game.legalActions(ic).map((a) => a.type)).toEqual(["pass"]);
    game.process({ type: "pass", entity: "IC", entity_type: "corporation" });
    expect(game.legalActions(ic).map((a) => a.type)).toContain("run_routes");
  });
});
