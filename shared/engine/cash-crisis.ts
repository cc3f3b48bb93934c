// [cash crisis] (18xx.games' 1817, TitleData.cashCrisis): a player whose cash has fallen below zero in an operating or
// an acquisition round (his shorts paying a dividend, a liquidated corporation's debts, interest) sells shares to the
// market at their share value (it does not move) before anything else happens that someone decides (the round
// makes the moves nobody decides first), until it is not below zero: shares of corporations neither in an
// acquisition nor in the liquidation box, that have operated (any in an operating round),
// never so many that another player would have more of one he presides, and no more than he needs (a sale one share
// smaller would not do). The first such player from the one the round names on sells first. Instead he may go
// bankrupt (`bankrupt`): all his shares and shorts go to the market at their value (a short costs it), a corporation
// he presided goes to the liquidation box without a president, his cash goes to the bank (his debt is forgiven), and
// he plays no more; with one player left the game ends (TitleData.bankruptcyEndsWithLastPlayer).
import type { ActionOf } from "./action.ts";
import type { Player, Share } from "./entities.ts";
import { require } from "./errors.ts";
import type { Game } from "./game.ts";
import type { LegalAction } from "./legal.ts";
import { boxOf, putInLiquidation } from "./market-boxes.ts";
import { shareCount } from "./loans.ts";
import { sharePrice, transferShares } from "./shares.ts";
import { closeMarketShorts } from "./shorts.ts";

/** The crisis as the operating round plays it, for the titles that name it (Title.operatingParts.cashCrisis). */
export const CASH_CRISIS = {
  inCrisis: (game: Game, from: Player | null) => inCrisis(game, from),
  actions: (game: Game, player: Player) => crisisActions(game, player, true),
  legalActions: (game: Game, player: Player) => crisisLegalActions(game, player, true),
  why: (game: Game, player: Player) => crisisWhy(game, player),
  sell: (game: Game, player: Player, action: ActionOf<"sell_shares">) => sellInCrisis(game, player, action, true),
  bankrupt: (game: Game, player: Player) => goBankrupt(game, player),
};

/** The player in a cash crisis now: the first from `from` on, in the players' order, whose cash is below zero. */
export function inCrisis(game: Game, from: Player | null): Player | null {
  if (!game.data.cashCrisis || !from) return null;
  const players = game.players;
  const start = players.indexOf(from);
  for (let i = 0; i < players.length; i++) {
    const p = players[(start + i) % players.length]!;
    if (p.cash < 0 && !p.bankrupt) return p;
  }
  return null;
}

/** The sales he may make: for each corporation, its shares he holds, one, two, ... as many as he may sell at once. */
export function crisisSales(game: Game, player: Player, operating: boolean): Share[][] {
  const needed = -player.cash;
  const out: Share[][] = [];
  for (const corp of game.corporations) {
    if (game.market.price(corp.sym) === null || boxOf(game, corp) || !(corp.operated || operating)) continue;
    const shares = corp.shares.filter((s) => s.holder === player && s.percent > 0 && !s.president);
    if (!shares.length) continue;
    const price = sharePrice(game, shares[0]!);
    const others = Math.max(0, ...game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
    let percent = corp.percentOf(player);
    for (let n = 1; n <= shares.length; n++) {
      percent -= shares[n - 1]!.percent;
      // No presidency handed over; no share more than he needs.
      if (corp.president === player && percent < others) break;
      if ((n - 1) * price >= needed) break;
      out.push(shares.slice(0, n));
    }
  }
  return out;
}

/** What he may do: sell, where he has a sale, or go bankrupt. */
export function crisisActions(game: Game, player: Player, operating: boolean): ("sell_shares" | "bankrupt")[] {
  return crisisSales(game, player, operating).length ? ["sell_shares", "bankrupt"] : ["bankrupt"];
}

export function crisisLegalActions(game: Game, player: Player, operating: boolean): LegalAction[] {
  return crisisSales(game, player, operating).map((b) => ({
    type: "sell_shares",
    corporation: b[0]!.corporation.sym,
    shares: b.map((s) => s.id),
    percent: b.reduce((t, s) => t + s.percent, 0),
    price: b.reduce((t, s) => t + sharePrice(game, s), 0),
    boxes: 0,
  }));
}

/** He sells the shares named (any of his alike shares will do). */
export function sellInCrisis(game: Game, player: Player, action: ActionOf<"sell_shares">, operating: boolean): void {
  const sales = crisisSales(game, player, operating);
  const named = action.shares.map((id) => game.corporations.flatMap((c) => c.shares).find((s) => s.id === id));
  const corp = named[0]?.corporation;
  const bundle = sales.find((b) => b[0]!.corporation === corp && b.length === named.length && named.every((s) => s && s.holder === player && s.percent === b[0]!.percent));
  require(
    bundle,
    `${player.name} owes the bank ${game.money(-player.cash)}: he may sell ${sales.length ? sales.map((b) => `${b.length} of ${b[0]!.corporation.sym}`).join(", ") : "nothing"} (no presidency handed over, no more than he needs), not ${action.shares.join(", ")}`,
  );
  const proceeds = bundle!.reduce((t, s) => t + sharePrice(game, s), 0);
  game.pay(game.bank, player, proceeds);
  transferShares(game, bundle!, "pool");
  game.log(`${player.name} sells ${bundle!.length} share${bundle!.length > 1 ? "s" : ""} of ${corp!.sym} and receives ${game.money(proceeds)}`);
  // A sale to a market holding a short of the corporation closes it ([shorts]), as any sale does.
  closeMarketShorts(game, corp!);
}

/** Why the others wait. */
export function crisisWhy(game: Game, player: Player): string {
  return `${player.name} owes the bank ${game.money(-player.cash)}: he sells shares, or goes bankrupt, before anything else happens`;
}

/** He goes bankrupt: his shares and shorts to the market, his corporations without a president to the liquidation
 *  box, his cash to the bank; he plays no more. Returns whether the game ends now (the caller ends it, once its
 *  round has made its automatic moves, as 18xx.games plays it). */
export function goBankrupt(game: Game, player: Player): boolean {
  game.log(`-- ${player.name} goes bankrupt and sells his remaining shares --`);
  // In operating order: the order his corporations reach the liquidation box in.
  const started = game.corporations.filter((c) => game.market.price(c.sym) !== null).sort((a, b) => game.compareForOperating(a, b));
  for (const corp of started) {
    const price = game.market.price(corp.sym)!;
    const held = corp.shares.filter((s) => s.holder === player);
    if (!held.length) continue;
    const presided = corp.president === player;
    const unit = 100 / shareCount(corp);
    const count = Math.round(held.reduce((t, s) => t + s.percent, 0) / unit);
    for (const s of held) {
      s.holder = "pool";
      s.seq = ++corp.shareMoves;
    }
    player.cash += count * price;
    game.bank.cash -= count * price;
    game.log(`${player.name} sells ${count} share${Math.abs(count) === 1 ? "" : "s"} of ${corp.sym} and receives ${game.money(count * price)}`);
    if (presided) {
      corp.lastPresident = player;
      if (boxOf(game, corp) !== "liquidation") putInLiquidation(game, corp, "has no president");
    }
    closeMarketShorts(game, corp);
  }
  game.bank.cash += player.cash;
  player.cash = 0;
  player.bankrupt = true;
  return !game.data.bankruptcyEndsWithLastPlayer || game.players.filter((p) => !p.bankrupt).length <= 1;
}
