// 1830 V-0.1 access to information as a table option: whose money a player's
// screen leaves out. Everything is in the public log, which every browser
// replays, so this hides figures from the tables' panels, not from anyone
// who tracks the log (docs/rules-1830.md).
import { Corporation, Player } from "./entities.ts";
import type { Game } from "./game.ts";

/**
 * Whether the money of this player or railroad is left out for someone holding these players' seats
 * (TitleData.hiddenMoney): a railroad's is shown to its president, a player's to himself, and all
 * of it once the game is over (8.0: the final count is open).
 */
export function moneyHidden(game: Game, holder: Player | Corporation, viewers: readonly string[]): boolean {
  const hidden = game.data.hiddenMoney;
  if (!hidden || game.finished) return false;
  if (holder instanceof Corporation) return !(holder.president && viewers.includes(holder.president.id));
  return hidden === "railroadsAndPlayers" && !viewers.includes(holder.id);
}

/** What the table's panels say about money they leave out, or null when they show all of it. */
export function hiddenMoneyNote(game: Game): string | null {
  const hidden = game.data.hiddenMoney;
  if (!hidden) return null;
  const what =
    hidden === "railroads"
      ? "A railroad's money is shown only to its president (1830 V-0.1 partial knowledge)"
      : "A railroad's money is shown only to its president, a player's only to himself (1830 V-0.1 closed knowledge)";
  return `${what}; it can still be worked out from the game log, which is public.`;
}
