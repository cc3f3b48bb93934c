// How long replaying a whole 1889 game takes, for each 1889 fixture.
import { title1889 } from "../shared/games/1889/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = ["314", "962", "hs_jmmljkbw_17502", "hs_lhglbbiz_17502"];

replayBench("Replay a whole 1889 game", title1889, FIXTURES.map((name) => `test/fixtures/1889/${name}.json`));
