// The books of a game: what no rule may break, whatever was played. Random
// play (the property tests and `npm run selfplay`) checks them after every action.
import type { Game } from "./game.ts";

/** What is wrong with the books, or null: money is neither made nor lost, each corporation's certificates add up to 100%, no cash
 *  below zero (but a debt the round lets a player settle before it goes on, Round.owes). */
export function booksError(game: Game): string | null {
  const money = game.bank.cash + game.players.reduce((t, p) => t + p.cash, 0) + game.corporations.reduce((t, c) => t + c.cash, 0);
  const start = game.data.bankCashByPlayers?.[game.players.length] ?? game.data.bankCash;
  if (money !== start) return `the money in the game is ${money}, not the ${start} it started with`;
  for (const c of game.corporations) {
    const percent = c.shares.reduce((t, s) => t + s.percent, 0);
    if (percent !== 100) return `${c.sym}'s certificates add up to ${percent}%, not 100%`;
    if (c.cash < 0) return `${c.sym} has ${c.cash} in its treasury`;
  }
  for (const p of game.players) if (p.cash < 0 && !game.round.owes?.(p)) return `${p.name} has ${p.cash} in cash`;
  return null;
}
