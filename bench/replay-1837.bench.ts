// How long replaying a whole 1837 game takes (the 18xx.games fixture, with the
// compatibility option it is imported with).
import { title1837 } from "../shared/games/1837/index.ts";
import { replayBench } from "./replay.ts";

replayBench("Replay a whole 1837 game", title1837, ["test/fixtures/1837/1837_game_end_bank.json"]);
