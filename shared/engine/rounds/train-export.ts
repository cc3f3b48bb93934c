// The train export (TitleData.trainExport): at the end of each set of
// operating rounds the bank's next train leaves the game if it is of one of
// the listed types, as if bought: it may start a phase, rust trains and close
// privates (18Chesapeake: "the next available non-permanent train is
// exported", the 2, 3 or 4).
import type { Game } from "../game.ts";
import type { Train } from "../trains.ts";
import { trainLeavesBank } from "./operating/buy-trains.ts";
import { operatingRules } from "./operating/rules.ts";

/** The end of a set of operating rounds (or the private auction's round of passes that stands for one). */
export function exportTrain(game: Game): void {
  const types = game.data.trainExport;
  const train = game.depot.upcoming[0];
  if (!types || !train || !types.includes(train.name)) return;
  exportBankTrain(game, train);
}

/** The bank's train leaves the game, as if bought: it may start a phase, rust trains and close privates. */
export function exportBankTrain(game: Game, train: Train): void {
  game.log(`-- Event: A ${train.name} train exports --`);
  game.depot.remove(train);
  train.rusted = true;
  trainLeavesBank(game, train, null, operatingRules(game.data).trains.delayedObsolescence);
}
