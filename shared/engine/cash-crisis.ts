// [cash crisis] (18xx.games' 1817): a player whose cash fell below zero paying a debt the rules put on him (the
// interest his corporation could not pay, [loans]) must sell shares to the market until his cash is back to zero or
// more, before the game goes on. Each sale is of one corporation's shares, at their share value (it does not move),
// never more than he needs (a sale one share smaller would not cover the debt); not of a corporation in an
// acquisition or the liquidation box, nor his president's certificate, nor so many of a corporation he presides that
// another player would hold more. A market's short and its share then cancel ([shorts]).
// One who cannot raise it goes bankrupt (`goBankrupt`): all his shares and shorts go to the market, none changing
// a presidency, each corporation he presided goes to the liquidation box without a president, the bank covers his
// debt, and he sits out the rest of the game, which ends when one player is left (TitleData.bankruptcyEndsWithLastPlayer).
import type { ActionOf } from "./action.ts";
import { Player, type Corporation, type Share } from "./entities.ts";
import { require } from "./errors.ts";
import type { Game } from "./game.ts";
import type { LegalAction } from "./legal.ts";
import { goingConcern, putInLiquidation } from "./rounds/merger-conversion.ts";
import { moveCertificates, sharePrice, transferShares } from "./shares.ts";
import { closeMarketShorts } from "./shorts.ts";

/** The first player, from `from` on in turn order, whose cash is below zero: the one to raise money now. */
export function debtor(game: Game, from: Player): Player | null {
  const i = game.players.indexOf(from);
  return [...game.players.slice(i), ...game.players.slice(0, i)].find((p) => p.cash < 0) ?? null;
}

/** The sales a player in a cash crisis may make: of each corporation, his first shares in the order received, as many as he needs at most. */
export function crisisSales(game: Game, player: Player): Share[][] {
  const needed = -player.cash;
  const out: Share[][] = [];
  for (const corp of game.corporations) {
    const held = corp.sharesOf(player).filter((s) => s.percent > 0 && !s.president);
    if (!held.length || !goingConcern(game, corp)) continue;
    const others = Math.max(0, ...game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
    for (let n = 1; n <= held.length; n++) {
      const shares = held.slice(0, n);
      const percent = shares.reduce((t, s) => t + s.percent, 0);
      // His presidency stays his: another holding more after the sale is no sale for a cash crisis.
      if (corp.president === player && corp.percentOf(player) - percent < others) break;
      out.push(shares);
      // A sale one share smaller covering the debt: this one sells more than he needs.
      if (saleValue(game, shares) - sharePrice(game, shares[n - 1]!) >= needed) out.pop();
      if (saleValue(game, shares) >= needed) break;
    }
  }
  return out;
}

const saleValue = (game: Game, shares: readonly Share[]) => shares.reduce((t, s) => t + sharePrice(game, s), 0);

/** The legal actions of crisisSales. */
export function crisisSaleActions(game: Game, player: Player): LegalAction[] {
  return crisisSales(game, player).map((shares) => {
    const corp: Corporation = shares[0]!.corporation;
    return { type: "sell_shares", corporation: corp.sym, shares: shares.map((s) => s.id), percent: shares.reduce((t, s) => t + s.percent, 0), price: saleValue(game, shares), boxes: 0 };
  });
}

/** The player sells shares to raise money in his cash crisis: as many of one corporation as a sale of crisisSales (any of
 *  his alike), at the share value, to the market. */
export function sellInCrisis(game: Game, player: Player, action: ActionOf<"sell_shares">): void {
  const sales = crisisSales(game, player);
  const named = action.shares.map((id) => game.corporations.flatMap((c) => c.sharesOf(player)).find((s) => s.id === id));
  const shares = named.every((s) => s && s.percent > 0 && !s.president) && new Set(action.shares).size === named.length ? (named as Share[]) : null;
  const percent = shares?.reduce((t, s) => t + s.percent, 0);
  require(
    shares && sales.some((b) => b[0]!.corporation === shares[0]!.corporation && b.length === shares.length && b.reduce((t, s) => t + s.percent, 0) === percent),
    `${player.name} owes ${game.money(-player.cash)} and sells shares to raise it: ${sales.map((b) => b.map((s) => s.id).join("+")).join(", ") || "he has none he may sell"}, not ${action.shares.join(", ")}`,
  );
  const corp = shares![0]!.corporation;
  const proceeds = saleValue(game, shares!);
  game.pay(game.bank, player, proceeds);
  game.log(`${player.name} sells ${shares!.length} share${shares!.length > 1 ? "s" : ""} of ${corp.sym} and receives ${game.money(proceeds)}`);
  transferShares(game, shares!, "pool");
  closeMarketShorts(game, corp);
}

/** The player in a cash crisis with nothing he may sell goes bankrupt (as 18xx.games plays 1817). */
export function goBankrupt(game: Game, player: Player): void {
  game.log(`${player.name} goes bankrupt`);
  for (const corp of game.corporations) {
    const held = corp.sharesOf(player);
    if (!held.length) continue;
    const presided = corp.president === player;
    // To the market, the presidency unchanged: a corporation he presided has none now.
    moveCertificates(held, "pool");
    if (presided) putInLiquidation(game, corp, "has no president");
  }
  for (const corp of game.corporations) closeMarketShorts(game, corp);
  // The bank covers his debt (what his shares brought went to it).
  if (player.cash < 0) game.pay(game.bank, player, -player.cash);
  else if (player.cash > 0) game.pay(player, game.bank, player.cash);
  player.bankrupt = true;
  if (game.players.filter((p) => !p.bankrupt).length <= 1) game.endGame("bankrupt");
}
