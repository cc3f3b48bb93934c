// What a merger of the [merger and conversion round] would make, before it is made: the survivor's size, share value,
// cash, trains, loans and interest, its shorts, and each player's shares and who presides, as MergerAndConversionRound
// `merge` would leave them (before the players' purchases and loans that follow it). The page shows it beside each
// "Merge with" button and the bot weighs a merger by it; test/shared/merger-outcome.test.ts holds it to the merge
// itself at every merger of the stored games.
import { Player, type Corporation, type ShareHolder } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import { interestOn, interestRate, shareCount } from "../loans.ts";

/** One player's part of a merger. */
export interface MergerHolding {
  player: Player;
  /** The survivor's shares he holds after it (a president's certificate counting as two), his shorts cancelled. */
  shares: number;
  /** His shorts of the survivor left after it. */
  shorts: number;
  /** What his shares less his shorts of the two are worth at their share values now. */
  valueBefore: number;
  /** The same of the survivor at its new share value, less what he pays for the share the other president receives. */
  valueAfter: number;
}

export interface MergerOutcome {
  survivor: Corporation;
  other: Corporation;
  /** Its number of shares after (5 of two 2-share corporations, 10 of two 5-share ones). */
  size: number;
  /** Its new share value. */
  price: number;
  cash: number;
  /** Both's trains, by name. */
  trains: string[];
  /** Trains it must discard to its limit. */
  overLimit: number;
  loans: number;
  /** The interest it would owe each operating round at today's rate. */
  interest: number;
  rate: number;
  /** Shares in its treasury, and in the market. */
  treasury: number;
  market: number;
  /** Shorts of it left, whoever holds them. */
  shorts: number;
  president: Player;
  /** Of two 2-share corporations of different presidents: the survivor's president pays the new share value into its
   *  treasury for the share the other's receives. */
  payment: { payer: Player; receiver: Player; amount: number } | null;
  /** Every player who holds shares or shorts of either, or of the survivor after. */
  holders: MergerHolding[];
}

/** The new share value of a merger: the two values added for 2-share corporations, their mean otherwise; the box at it or below. */
export function mergedPrice(game: Game, corp: Corporation, target: Corporation): number {
  const [a, b] = [game.market.price(corp.sym)!, game.market.price(target.sym)!];
  const wanted = shareCount(corp) === 2 ? a + b : Math.floor((a + b) / 2);
  const row = game.market.grid[0]!;
  return [...row].reverse().find((c) => c && c.price <= wanted)!.price;
}

/** Shares (in units of the survivor's new share) and shorts a holder has of a corporation, before any cancel. */
function units(corp: Corporation, holder: ShareHolder, unit: number): { long: number; short: number } {
  let long = 0;
  let short = 0;
  for (const s of corp.shares) {
    if (s.holder !== holder) continue;
    if (s.percent > 0) long += s.percent / unit;
    else short -= s.percent / unit;
  }
  return { long, short };
}

/** What `corp` merging with `target` makes (MergerAndConversionRound `merge`); `corp` survives. */
export function mergerOutcome(game: Game, corp: Corporation, target: Corporation): MergerOutcome {
  const before = shareCount(corp);
  require(before === shareCount(target) && (before === 2 || before === 5), `${corp.sym} and ${target.sym} merge only at one size, 2 or 5 shares`);
  const price = mergedPrice(game, corp, target);
  const size = before === 2 ? 5 : 10;
  const owner = corp.president!;
  const value = (c: Corporation, p: Player) => (c.percentOf(p) * shareCount(c) * game.market.price(c.sym)!) / 100;
  const rate = interestRate(game);
  const loans = corp.loans + target.loans;
  const trains = [...corp.trains, ...target.trains].map((t) => t.name);
  const players = game.players.filter((p) => corp.shares.some((s) => s.holder === p) || target.shares.some((s) => s.holder === p));
  let payment: MergerOutcome["payment"] = null;
  const held = new Map<ShareHolder, { long: number; short: number }>();
  let president = owner;
  if (before === 2) {
    // A 2-share merger: the survivor's president keeps two of five shares, three go to its treasury; of different
    // presidents, the other's receives one of those, which the survivor's pays for.
    held.set(owner, { long: 2, short: 0 });
    const other = target.president!;
    if (other !== owner) {
      payment = { payer: owner, receiver: other, amount: price };
      held.set(other, { long: 1, short: 0 });
    }
    held.set("ipo", { long: other !== owner ? 2 : 3, short: 0 });
  } else {
    // A 5-share merger: each 20% of either becomes a 10% share of the survivor, each short a short of 10%.
    for (const h of [...players, "ipo", "pool"] as ShareHolder[]) {
      const a = units(corp, h, 20);
      const b = units(target, h, 20);
      held.set(h, { long: a.long + b.long, short: a.short + b.short });
    }
    // The most shares less shorts presides: the president in office, then the first after him in turn order, on a tie.
    const from = game.players.indexOf(owner);
    const order = [...game.players.slice(from), ...game.players.slice(0, from)];
    const net = (p: Player) => held.get(p)!.long - held.get(p)!.short;
    president = order.filter((p) => held.has(p) && net(p) > 0).reduce((best, p) => (net(p) > net(best) ? p : best), owner);
    // A holder's short and one of his 10% shares (not the president's certificate) cancel each other.
    for (const [h, x] of held) {
      const cancelled = Math.min(x.short, x.long - (h === president ? 2 : 0));
      if (cancelled > 0) held.set(h, { long: x.long - cancelled, short: x.short - cancelled });
    }
  }
  const holders = players.concat(game.players.filter((p) => !players.includes(p) && held.has(p))).map((player) => {
    const x = held.get(player) ?? { long: 0, short: 0 };
    const paid = payment?.payer === player ? payment.amount : 0;
    return { player, shares: x.long, shorts: x.short, valueBefore: value(corp, player) + value(target, player), valueAfter: (x.long - x.short) * price - paid };
  });
  const shorts = [...held.values()].reduce((t, x) => t + x.short, 0);
  return {
    survivor: corp,
    other: target,
    size,
    price,
    cash: corp.cash + target.cash + (payment?.amount ?? 0),
    trains,
    overLimit: Math.max(0, trains.length - game.trainLimit(corp)),
    loans,
    interest: interestOn(game, loans, [...corp.companies, ...target.companies], rate),
    rate,
    treasury: held.get("ipo")?.long ?? 0,
    market: held.get("pool")?.long ?? 0,
    shorts,
    president,
    payment,
    holders: holders.filter((h) => h.shares > 0 || h.shorts > 0 || h.valueBefore !== 0),
  };
}
