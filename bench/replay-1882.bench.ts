// How long replaying a whole 1882 game takes, for each 1882 fixture.
import { title1882 } from "../shared/games/1882/index.ts";
import { replayBench } from "./replay.ts";

const FIXTURES = [
  "10526",
  "5236",
  "5585",
  "1882_game_end_bankrupt",
  "1882_game_end_stock_market",
  "hs_fxmfdndg_26178",
  "hs_iopxwxht_26178",
  "hs_kufujwkw_26178",
  "hs_vaxptumi_26178",
];

replayBench("Replay a whole 1882 game", title1882, FIXTURES.map((name) => `test/fixtures/1882/${name}.json`));
