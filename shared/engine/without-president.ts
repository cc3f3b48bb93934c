// [without a president] (TitleData.operatesWithoutPresident; 18xx.games' 1846 calls it receivership): a
// corporation whose president's certificate lies in the bank pool, nobody holding enough to take it (a
// bankrupt's certificates go there), goes on operating on its own until a player's purchase makes him its
// president. Nobody decides for it: it lays no track, places no station, issues and redeems nothing, buys no
// private and sells no train; its trains run (the log names their routes) and their revenue is withheld; with no train its value
// moves one more box down, and it buys the bank's cheapest train, in its cheapest form, when its treasury pays
// for it. Its shares are bought and sold as any others.
import { Corporation, type Player, type Share } from "./entities.ts";
import type { BestRoute } from "./route-search.ts";
import type { Game } from "./game.ts";
import { trainForms, type BuyTrainsStep } from "./rounds/operating/buy-trains.ts";
import { bestRoutesAt } from "./rounds/operating/run-routes.ts";
import { moveCertificates } from "./shares.ts";

/** Whether the corporation operates without a president (a floated, open corporation with its president's certificate in the pool). */
export function withoutPresident(game: Game, corp: Corporation): boolean {
  return game.data.operatesWithoutPresident === true && !corp.def.minor && corp.floated && !corp.closed && corp.shares[0]!.holder === "pool";
}

/** The corporation without a president whose run the game waits for, or null. */
export function runWithoutPresidentDue(game: Game): Corporation | null {
  if (game.finished) return null;
  const corp = game.round.activeEntity();
  if (!(corp instanceof Corporation) || !withoutPresident(game, corp)) return null;
  return game.round.actionTypes(corp, "run_routes").includes("run_routes") ? corp : null;
}

/**
 * The run a table makes itself for a corporation without a president (runWithoutPresidentDue), the one decision
 * left to it: its best routes, the exact search's (the revenue a live table holds every run to, 1830 7.4's check).
 * 18xx.games asks any player to enter the best routes he sees; here nobody waits for it and nobody chooses it.
 */
export function runWithoutPresident(game: Game, corp: Corporation): { type: "run_routes"; entity: string; entity_type: "corporation"; routes: BestRoute[] } {
  // The search a room made while the table waited, where it made one (anticipateRun).
  return { type: "run_routes", entity: corp.sym, entity_type: "corporation", routes: bestRoutesAt(game, corp).routes };
}

/** With no train, its value moves one box more down after its dividend's move (unless at 0 already). */
export function trainlessWithoutPresident(game: Game, corp: Corporation): void {
  const before = game.market.price(corp.sym);
  if (!before) return;
  game.market.moveLeft(corp.sym);
  game.log(`${corp.sym} has no president and no train: its share price moves from ${game.money(before)} to ${game.money(game.market.price(corp.sym)!)}`);
}

/** With no train, it buys the bank's cheapest train in its cheapest form when its treasury pays for it. */
export function buysTrainOnItsOwn(game: Game, corp: Corporation, trains: BuyTrainsStep): void {
  if (corp.trains.length > 0) return;
  // As 18xx.games picks it (BuyTrainsStep.cheapestListedTrain); bought in its cheapest form.
  const train = trains.cheapestListedTrain(corp);
  if (!train) return;
  const form = trainForms(train).reduce((a, b) => (b.price < a.price ? b : a));
  if (form.price > corp.cash) return;
  trains.buy({ type: "buy_train", entity: corp.sym, entity_type: "corporation", train: train.id, price: form.price, ...(train.base.variants ? { variant: form.name } : {}) });
}

/** Its president's certificate, on sale in the pool: 18xx.games sells it only to a holder of its shares, for one
 *  share's value, his 10% certificate going to the pool in exchange (he becomes its president). */
export function poolPresidency(game: Game, share: Share): boolean {
  return share.president && share.holder === "pool" && withoutPresident(game, share.corporation);
}

/** Why the player may not buy the president's certificate from the pool (poolPresidency), or null. */
export function whyNotPoolPresidency(player: Player, share: Share): string | null {
  const corp = share.corporation;
  if (corp.sharesOf(player).some((s) => s.percent === 10)) return null;
  return `[without a president]: only a holder of ${corp.sym}'s shares may buy its president's certificate from the pool, handing one of his shares for it`;
}

/** The purchase of the pool's president's certificate (poolPresidency): one share's value, a 10% certificate handed to the pool. */
export function buyPoolPresidency(game: Game, player: Player, share: Share): void {
  const corp = share.corporation;
  const price = game.market.price(corp.sym)!;
  game.pay(player, game.bank, price);
  moveCertificates([corp.sharesOf(player).find((s) => s.percent === 10)!], "pool");
  moveCertificates([share], player);
  game.log(`${player.name} buys the president's certificate of ${corp.sym} from the market for ${game.money(price)}, handing a 10% share to the pool`);
  game.log(`${player.name} becomes the president of ${corp.sym}`);
}
