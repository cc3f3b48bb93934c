// How long replaying a whole 1846 game takes, for every 1846 game of 18xx.games (test/fixtures/1846/; each replays
// to its result: test/shared/replay-fixtures.test.ts).
import { readdirSync } from "node:fs";
import { title1846 } from "../shared/games/1846/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = readdirSync("test/fixtures/1846").filter((f) => f.endsWith(".json")).sort();

replayBench("Replay a whole 1846 game", title1846, FIXTURES.map((file) => `test/fixtures/1846/${file}`));
