// How long replaying a whole 18Chesapeake game takes, for each 18Chesapeake fixture.
import { title18Chesapeake } from "../shared/games/18Chesapeake/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = ["1277", "14377", "1905", "3055", "22383"];

replayBench("Replay a whole 18Chesapeake game", title18Chesapeake, FIXTURES.map((name) => `test/fixtures/18Chesapeake/${name}.json`));
