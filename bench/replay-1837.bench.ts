// How long replaying a whole 1837 game takes (the 18xx.games fixture, with the
// compatibility option it is imported with).
import { readFileSync } from "node:fs";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { title1837 } from "../shared/games/1837/index.ts";
import { measure, report } from "./harness.ts";

const FIXTURES = ["1837_game_end_bank"];

const figures = FIXTURES.map((name) => {
  const log = JSON.parse(readFileSync(`test/fixtures/1837/${name}.json`, "utf8")) as GameLog;
  return measure(`${name} (${log.actions.length} log entries)`, () => replayLog(title1837, log));
});
report("Replay a whole 1837 game (Node)", figures);
