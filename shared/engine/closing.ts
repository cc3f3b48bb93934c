// [closing at zero] (MarketCell.closes; 1846's box of 0): a corporation whose share value reaches a closing box
// closes once the round's automatic moves are made (Game.settle): its stations leave the map, its cash goes to the bank, its trains leave the game, its private
// companies close, and its certificates leave the game, worth nothing to those who held them.
import { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import { closeCompany } from "./rounds/companies.ts";
import { moveCertificates } from "./shares.ts";

/** Whether this corporation's share value stands in a closing box. */
function inClosingBox(game: Game, corp: Corporation): boolean {
  const at = !corp.closed && game.market.position(corp.sym);
  return !!at && !!game.market.cell(at)?.closes;
}

/** The corporations whose share value stands in a closing box. */
export function atClosingBox(game: Game): Corporation[] {
  if (!game.market.hasClosingBox()) return [];
  return game.corporations.filter((corp) => inClosingBox(game, corp));
}

/** Whether any corporation's share value stands in a closing box: asked at each automatic move (Game.settle), no list made. */
export function anyAtClosingBox(game: Game): boolean {
  if (!game.market.hasClosingBox()) return false;
  for (const corp of game.corporations) if (inClosingBox(game, corp)) return true;
  return false;
}

/** Closes every corporation whose share value stands in a closing box; true if any closed. */
export function closeAtZero(game: Game): boolean {
  if (!anyAtClosingBox(game)) return false;
  const closing = atClosingBox(game);
  for (const corp of closing) closeCorporation(game, corp);
  return closing.length > 0;
}

export function closeCorporation(game: Game, corp: Corporation): void {
  game.log(`${corp.sym} closes`);
  for (const { hex, city } of game.board.tokensOf(corp.sym)) game.board.removeToken(corp.sym, hex, city);
  if (corp.cash > 0) game.pay(corp, game.bank, corp.cash);
  // Its trains leave the game with it (never to the open market, as 18xx.games plays it).
  for (const train of [...corp.trains.splice(0), ...corp.obsoleteTrains.splice(0)]) train.owner = null;
  for (const company of [...corp.companies]) closeCompany(game, company);
  moveCertificates(corp.shares.filter((s) => s.holder !== "removed"), "removed");
  game.market.remove(corp.sym);
  corp.closed = true;
}
