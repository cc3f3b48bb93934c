// The usual order of rounds in an 18xx game: a stock round, then a set of
// operating rounds whose size the phase fixes when the set begins (1830 2.0,
// 3.x), until the bank breaks and the current set is finished (1830 8.0);
// a set that ends without it may export a train (TitleData.trainExport).
import type { Game } from "../game.ts";
import type { Round } from "../round.ts";
import { OperatingRound } from "./operating.ts";
import { StockRound } from "./stock.ts";
import { exportTrain } from "./train-export.ts";
import { endsWithSet, operatingRoundsOfSet } from "../final-set.ts";

export function roundAfter(game: Game, round: Round): Round {
  // TitleData.endsAfterLastTrain: the set in which the bank's last train was sold (18xx.games' depot empty).
  if (round instanceof OperatingRound && game.data.endsAfterLastTrain && game.lastTrainSet === null && game.depot.soldOut()) {
    game.lastTrainSet = round.setNumber;
    game.log("The bank has sold its last train: the game ends after the next set of operating rounds");
  }
  if (round instanceof OperatingRound && round.index < round.total) {
    return new OperatingRound(game, round.setNumber, round.index + 1, round.total);
  }
  if (round instanceof StockRound) {
    return new OperatingRound(game, round.number, 1, operatingRoundsOfSet(game, round.number));
  }
  if (round instanceof OperatingRound && game.bankBroken) {
    game.endGame("bank");
    return round;
  }
  // [final set] TitleData.endsAfterLastPhase: the set after the one in which the last phase began is the last.
  if (round instanceof OperatingRound && endsWithSet(game, round.setNumber)) {
    game.endGame("final_phase");
    return round;
  }
  if (round instanceof OperatingRound && game.lastTrainSet !== null && round.setNumber > game.lastTrainSet) {
    game.endGame("final_train");
    return round;
  }
  if (round instanceof OperatingRound) exportTrain(game);
  game.stockRoundNumber++;
  return new StockRound(game, game.stockRoundNumber);
}
