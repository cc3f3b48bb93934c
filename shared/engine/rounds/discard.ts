// Trains over the limit (1830 7.6.1): a corporation with more trains than its
// limit discards down to it before anything else happens. After a merger it
// discards among the trains the merged company brought only ([merged trains]).
// Under 1830 V-7.8's flexible train limit a purchase beyond the limit is discarded the same way.
import type { Corporation } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import { trainsForLimit, type Train } from "../trains.ts";
import { trainLeavesHolder } from "./companies.ts";

/** The first corporation over its train limit, in charter order, or null. */
export function crowdedCorporation(game: Game): Corporation | null {
  // Asked after every action and at every automatic move: a plain loop.
  for (const c of game.corporations) if (isCrowded(game, c)) return c;
  return null;
}

/** Whether a corporation is over its train limit (it may discard now; several do so in any order). */
export function isCrowded(game: Game, corp: Corporation): boolean {
  // Asked of every corporation after every action: the train limit only of one with trains.
  return !corp.closed && corp.trains.length > 0 && trainsForLimit(corp) > game.trainLimit(corp);
}

/** The trains it may discard: those a merger just brought, if any are left, else all of its trains. */
export function discardableTrains(corp: Corporation): Train[] {
  const merged = corp.mergedTrains.filter((t) => corp.trains.includes(t));
  return merged.length ? merged : [...corp.trains];
}

/** Discards one train: to the open market, or out of the game (TitleData.discardedTrains; an obsolete one). */
export function discardTrain(game: Game, corp: Corporation, trainId: string): void {
  const train = corp.trains.find((t) => t.id === trainId);
  require(train, `1830 7.6.1: ${corp.sym} has no train ${trainId}`);
  require(discardableTrains(corp).includes(train), `[merged trains]: ${corp.sym} discards among the trains the merged company brought (${discardableTrains(corp).map((t) => t.name).join(", ")})`);
  corp.trains.splice(corp.trains.indexOf(train), 1);
  train.owner = null;
  trainLeavesHolder(game, train); // [inventor]
  // An obsolete train (TrainDef.obsoleteOn) leaves the game rather than go to the open market, as 18xx.games reclaims it.
  if (game.data.discardedTrains !== "removed" && !train.obsolete) game.depot.discarded.push(train);
  game.log(`${corp.sym} discards a ${train.name} train`);
  if (corp.trains.length <= game.trainLimit(corp)) corp.mergedTrains.length = 0;
}
