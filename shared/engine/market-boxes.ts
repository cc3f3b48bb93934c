// [acquisition round] [loans] The market's acquisition boxes and its liquidation box (MarketCell `acquisition`,
// `liquidation`; 18xx.games' 1817), which the operating round and a loan's unpaid interest also read: apart from the
// merger and conversion round, so that a title without them does not load that round (issue #40, 11).
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";

/** Floated, and its share value in a box of the market's usual moves: neither an acquisition nor the liquidation box. */
export function goingConcern(game: Game, corp: Corporation): boolean {
  const at = game.market.position(corp.sym);
  const cell = at && game.market.cell(at);
  return corp.floated && !corp.closed && !!cell && !cell.acquisition && !cell.liquidation;
}

/** The kind of box the corporation's share value is in: an acquisition box, the liquidation box, or neither. */
export function boxOf(game: Game, corp: Corporation): "acquisition" | "liquidation" | null {
  const at = game.market.position(corp.sym);
  const cell = at && game.market.cell(at);
  return cell && cell.liquidation ? "liquidation" : cell && cell.acquisition ? "acquisition" : null;
}

/** The corporation's share value goes to the liquidation box (MarketCell.liquidation): the acquisition round liquidates it. */
export function putInLiquidation(game: Game, corp: Corporation, why: string): void {
  const col = game.market.grid[0]!.findIndex((c) => c?.liquidation);
  game.market.place(corp.sym, { row: 0, col });
  game.log(`${corp.sym} ${why} and is liquidated`);
}
