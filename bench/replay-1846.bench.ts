// How long replaying a whole 1846 game takes, for each 1846 fixture that replays to its result so far
// (issue #38: test/shared/replay-1846.test.ts says which; the list grows with the title).
import { title1846 } from "../shared/games/1846/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = ["20381", "hs_cvjhogoy_1599504419", "hs_wwhjwjvo_1716866882"];

replayBench("Replay a whole 1846 game", title1846, FIXTURES.map((name) => `test/fixtures/1846/${name}.json`));
