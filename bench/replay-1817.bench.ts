// How long replaying a whole 1817 game takes, for every 1817 game of 18xx.games (test/fixtures/1817/; each replays
// to its result: test/shared/replay-fixtures.test.ts).
import { readdirSync } from "node:fs";
import { title1817 } from "../shared/games/1817/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = readdirSync("test/fixtures/1817").filter((f) => f.endsWith(".json")).sort();

replayBench("Replay a whole 1817 game", title1817, FIXTURES.map((file) => `test/fixtures/1817/${file}`));
