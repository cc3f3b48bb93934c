// How long replaying a whole 1830 game takes (DESIGN.md: well under 50 ms for ~650 actions).
import { title1830 } from "../shared/games/1830/index.ts";
import { replayBench } from "./replay.ts";

replayBench("Replay a whole 1830 game", title1830, ["1830_game_end_bank", "26855", "29133"].map((name) => `test/fixtures/1830/${name}.json`));
