// The market's highest value ($350, the top row's last box) ending the game after the turn of the railroad
// that reaches it: 1830 V-8.0 "Market peaks end the game", and 1830+ S-5.2 "End of the Game (8.0)".
import type { TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";

export const MARKET_PEAK_ENDS: Pick<TitleData, "market" | "marketEndAfterTurn"> = {
  market: data1830.market.map((row, r) => row.map((cell, c) => (cell && r === 0 && c === row.length - 1 ? { ...cell, endGame: true } : cell))),
  marketEndAfterTurn: true,
};
