// [without a president] (TitleData.operatesWithoutPresident; 18xx.games' 1846 calls it receivership): a
// corporation whose president's certificate lies in the bank pool, nobody holding enough to take it (a
// bankrupt's certificates go there), goes on operating on its own until a player's purchase makes him its
// president. Nobody decides for it: it lays no track, places no station, issues and redeems nothing, buys no
// private and sells no train; its trains run (the log names their routes) and their revenue is withheld; with no train its value
// moves one more box down, and it buys the bank's cheapest train, in its cheapest form, when its treasury pays
// for it. Its shares are bought and sold as any others.
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import { trainForms, type BuyTrainsStep } from "./rounds/operating/buy-trains.ts";
import type { Train } from "./trains.ts";

/** Whether the corporation operates without a president (a floated, open corporation with its president's certificate in the pool). */
export function withoutPresident(game: Game, corp: Corporation): boolean {
  return game.data.operatesWithoutPresident === true && !corp.def.minor && corp.floated && !corp.closed && corp.shares[0]!.holder === "pool";
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
  let best: { train: Train; price: number; variant?: string } | null = null;
  for (const train of trains.depotTrains(corp)) {
    for (const form of trainForms(train)) if (!best || form.price < best.price) best = { train, price: form.price, ...(train.base.variants ? { variant: form.name } : {}) };
  }
  if (!best || best.price > corp.cash) return;
  trains.buy({ type: "buy_train", entity: corp.sym, entity_type: "corporation", train: best.train.id, price: best.price, ...(best.variant ? { variant: best.variant } : {}) });
}
