// How long replaying a whole 1830 game takes (DESIGN.md: well under 50 ms for ~650 actions).
import { readFileSync } from "node:fs";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { title1830 } from "../shared/games/1830/index.ts";
import { measure, report } from "./harness.ts";

const figures = ["1830_game_end_bank", "26855", "29133"].map((name) => {
  const log = JSON.parse(readFileSync(`test/fixtures/1830/${name}.json`, "utf8")) as GameLog;
  return measure(`${name} (${log.actions.length} log entries)`, () => replayLog(title1830, log));
});
report("Replay a whole 1830 game (Node)", figures);
