// [shorts] (18xx.games' 1817): a player shorts a share of a corporation: the bank pays him its share value, a new
// share of it goes to the market and he holds a short, a share of negative percent (it pays the dividends it
// would earn, counts for no limit). Buying a share of a corporation he is short cancels the two; a corporation
// with shorts is not sold out while players do not hold all its shares.
import { Share, type Corporation, type Player, type ShareHolder } from "./entities.ts";
import type { Game } from "./game.ts";
import { shareCount } from "./loans.ts";

/** The shorts of the corporation, whoever holds them. */
export function shortsOf(corp: Corporation): Share[] {
  return corp.shares.filter((s) => s.percent < 0);
}

/** The holder's shorts of the corporation. */
export function heldShorts(corp: Corporation, holder: ShareHolder): Share[] {
  return corp.shares.filter(isShortOf(holder));
}

/** Whether the holder has a short of the corporation (heldShorts, where the question is only whether). */
export function holdsShort(corp: Corporation, holder: ShareHolder): boolean {
  return corp.shares.some(isShortOf(holder));
}

const isShortOf = (holder: ShareHolder) => (s: Share) => s.percent < 0 && s.holder === holder;

/** The player shorts one share: its value from the bank, a new share in the market, a short in his hands. */
export function shortShare(game: Game, player: Player, corp: Corporation): void {
  const price = game.market.price(corp.sym)!;
  const percent = 100 / shareCount(corp);
  // Numbered after every share there may be (18xx.games counts from 9 at least), the market's first.
  const highest = Math.max(9, ...corp.shares.map((s) => s.index));
  const share = new Share(corp, highest + 1, percent, false);
  share.holder = "pool";
  share.seq = corp.shareMoves++;
  const short = new Share(corp, highest + 2, -percent, false);
  short.holder = player;
  short.seq = corp.shareMoves++;
  corp.shares.push(share, short);
  game.pay(game.bank, player, price);
  game.log(`${player.name} shorts a ${percent}% share of ${corp.sym} for ${game.money(price)}`);
}

/** A share bought by a holder who is short of its corporation closes one short: both leave the game. */
export function closeShort(game: Game, share: Share): void {
  const corp = share.corporation;
  const short = heldShorts(corp, share.holder)[0];
  if (!short) return;
  corp.shares.splice(corp.shares.indexOf(share), 1);
  corp.shares.splice(corp.shares.indexOf(short), 1);
  game.log(`${share.holder === "pool" ? "The market" : (share.holder as Player).name} closes a short of ${corp.sym}`);
}

/** The market's shorts of the corporation (a bankrupt's, given to it) close against its shares in the market, one for one. */
export function closeMarketShorts(game: Game, corp: Corporation): void {
  for (;;) {
    const share = corp.sharesOf("pool").find((s) => s.percent > 0 && !s.president);
    if (!share || heldShorts(corp, "pool").length === 0) return;
    closeShort(game, share);
  }
}

/** As a stock round starts, the market's shorts of a corporation whose share value is in a box of the market's usual
 *  moves close against its treasury shares, one for one: the bank pays the corporation the share value for each. */
export function closeBankShorts(game: Game): void {
  for (const corp of game.corporations) {
    const at = game.market.position(corp.sym);
    const cell = at && game.market.cell(at);
    if (!cell || cell.acquisition || cell.liquidation) continue;
    for (;;) {
      const share = corp.sharesOf("ipo").find((s) => s.percent > 0);
      if (!share || heldShorts(corp, "pool").length === 0) break;
      game.pay(game.bank, corp, game.market.price(corp.sym)!);
      share.holder = "pool";
      closeShort(game, share);
    }
  }
}
