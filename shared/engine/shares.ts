// Share transactions: buying, selling, floating and changes of president
// (1830 5.x and 6.x). Rounds decide when a player may trade; these functions
// check what any trade must respect and then move the certificates and money.
import { GameError } from "./errors.ts";
import { Corporation, Player, type Share, type ShareHolder } from "./entities.ts";
import type { Game } from "./game.ts";
import { shareCount } from "./loans.ts";
import { placeHomeStation } from "./rounds/home.ts";
import { smallTableFloat } from "./small-table.ts";

/** Shares of one corporation held in the bank pool may not exceed 50% (1830 5.3). */
export const POOL_LIMIT_PERCENT = 50;
/** Holding limit in one corporation outside the orange and brown zones (1830 5.3). */
export const HOLDING_LIMIT_PERCENT = 60;
/** A corporation floats once this much has been sold from the initial offering (1830 6.3). */
export const FLOAT_PERCENT = 60;

/** Moves one certificate; it goes to the end of its new holder's certificates. */
function moveShare(share: Share, to: ShareHolder): void {
  share.holder = to;
  share.seq = ++share.corporation.shareMoves;
}

/** Whether a corporation's certificates count toward the certificate limit (1830 5.4). */
export function countsForLimit(game: Game, corp: Corporation): boolean {
  const zone = game.market.zone(corp.sym);
  return zone !== "yellow" && zone !== "orange" && zone !== "brown";
}

/** Certificates a player holds that count toward the certificate limit, privates included (1830 5.3, 5.4). */
export function certificateCount(game: Game, player: Player): number {
  let count = player.companies.length;
  for (const corp of game.corporations) {
    // TitleData.minorsApart: a minor is held through its card, which counts as the private it is.
    if (game.data.minorsApart && corp.def.minor) continue;
    // A short ([shorts]) is no certificate.
    let held = 0;
    for (const s of corp.shares) if (s.holder === player && s.percent > 0) held++;
    // Asked after every stock-round action: the share value's zone only of a corporation he holds.
    if (held && countsForLimit(game, corp)) count += held;
  }
  return count;
}

/** The most a player may hold of one corporation outside the orange and brown zones: 60% (1830 5.3), or the title's
 *  (TitleData.holdingLimitPercent: 70% in 1846's two-player variant). */
export function holdingLimit(game: Game): number {
  return game.data.holdingLimitPercent ?? HOLDING_LIMIT_PERCENT;
}

/** Whether a player may hold more than 60% of this corporation (1830 5.4: orange and brown zones). */
export function exemptFromHoldingLimit(game: Game, corp: Corporation): boolean {
  const zone = game.market.zone(corp.sym);
  return zone === "orange" || zone === "brown";
}

/** The price of a certificate: par in the initial offering, the share price in the pool (1830 5.1). */
export function sharePrice(game: Game, share: Share): number {
  const corp = share.corporation;
  // TitleData.incrementalCapital: the treasury sells at the share value, as the pool does.
  const perShare = share.holder === "ipo" && !game.data.incrementalCapital ? corp.parPrice! : game.market.price(corp.sym)!;
  // TitleData.pricePerShare: the value is one share's of the corporation's size (2, 5 or 10), not 10%'s.
  const unit = game.data.pricePerShare ? 100 / shareCount(corp) : 10;
  return (perShare * share.percent) / unit;
}

/** Whether TitleData.sellAfterOperating keeps this holder from selling the corporation now: before it has completed an
 *  operating turn, unless he is its president and the title lets presidents sell earlier. */
export function soldBeforeOperating(game: Game, corp: Corporation, player: Player | null): boolean {
  if (!game.data.sellAfterOperating || corp.completedTurn) return false;
  return !(game.data.presidentSellsBeforeOperating && player !== null && corp.president === player);
}

/**
 * 1830 6.3: floats once 60% (CorporationDef.floatPercent) of its certificates
 * has left the initial offering (exchange certificates aside); it gets its par
 * times the 10% units that are not exchange certificates (ten in 1830), or its
 * fixed capital (a minor, whose director's certificate floats it). A
 * corporation that only a title's rule forms never floats by sales. Its home
 * station is placed now where the title says so (TitleData.homeOnFloat).
 */
export function floatIfReady(game: Game, corp: Corporation): void {
  if (corp.floated || corp.def.formed) return;
  if (corp.parPrice === null && !corp.def.minor) return;
  // A minor starts with its director (1837 XII): a second half sold alone does not float it.
  if (corp.def.minor && !corp.president) return;
  // Exchange certificates never count toward floating, issued or not; a minor's
  // certificates all come from privates: it floats by those issued.
  const sold = corp.def.minor ? 100 - corp.percentOf("reserved") - corp.percentOf("ipo") : 100 - corp.exchangePercent - corp.percentOf("ipo");
  if (sold < (corp.def.floatPercent ?? FLOAT_PERCENT)) return;
  corp.floated = true;
  game.log(`${corp.sym} floats`);
  // Incremental capitalization: the certificates sold have paid the corporation already.
  const capital = corp.def.capital ?? (game.data.incrementalCapital ? 0 : (corp.parPrice! * (100 - corp.exchangePercent)) / 10);
  if (capital > 0) {
    game.pay(game.bank, corp, capital);
    game.log(`${corp.sym} receives ${game.money(capital)}`);
  }
  smallTableFloat(game, corp, (shares) => moveCertificates(shares, "pool"));
  if (game.data.homeOnFloat || corp.def.minor) placeHomeStation(game, corp);
}

/**
 * Moves certificates between holders and then settles the presidency
 * (1830 6.4): a player who holds more than the president takes over (ties
 * keep the president; among several challengers the first clockwise from
 * the president). The new president hands his first two 10% certificates to
 * the old president, or to the pool when the old one kept less than 20%.
 *
 * `percent` below the certificates' total is a sale that splits the
 * president's certificate: the surplus comes back from the pool.
 */
export function transferShares(game: Game, shares: Share[], to: ShareHolder, percent = sumPercent(shares)): void {
  const corp = shares[0]!.corporation;
  const from = shares[0]!.holder;
  const previous = corp.president;
  for (const s of shares) moveShare(s, to);
  const surplus = sumPercent(shares) - percent;
  const held = (p: Player) => corp.percentOf(p) + (p === from ? surplus : 0);

  // 1830 7.7: "In receivership, a railroad's manager does not change" (until the loan is repaid).
  if (previous && corp.manager) return settleSurplus();
  const max = Math.max(0, ...game.players.map(held));
  const majority = game.players.filter((p) => held(p) === max && max > 0);
  if (previous && majority.includes(previous)) return settleSurplus();
  let president: Player | undefined;
  if (!previous) president = majority.find((p) => p === corp.shares[0]!.holder);
  president ??= majority
    .filter((p) => held(p) >= corp.shares[0]!.percent)
    .sort((a, b) => distance(game, previous, a) - distance(game, previous, b))[0];
  if (!president) return settleSurplus();
  game.log(`${president.name} becomes the president of ${corp.sym}`);
  // [without a president]: the president's certificate in the pool is swapped there as from a president.
  const fromPool = !previous && corp.shares[0]!.holder === "pool" && game.data.operatesWithoutPresident === true;
  if (from === president || (!previous && !fromPool)) return settleSurplus();

  const presidentShare = corp.shares[0]!;
  const swapTo: ShareHolder = previous && held(previous) >= presidentShare.percent ? previous : "pool";
  for (const s of handedFor(corp.sharesOf(president), presidentShare.percent)) moveShare(s, swapTo);
  moveShare(presidentShare, president);
  settleSurplus();

  function settleSurplus(): void {
    if (surplus <= 0 || !(from instanceof Player)) return;
    // 10% certificates only: the "other" 20% just sold stays in the pool (1830 V-7.2).
    for (const s of corp.sharesOf("pool").filter((c) => c.percent === 10).slice(0, surplus / 10)) moveShare(s, from);
  }
}

/**
 * The certificates a new president hands over for the president's certificate (1830 6.4: "2 other
 * certificates"): his first 10% certificates; one holding fewer than two hands his "other" 20%
 * certificate instead (1830 V-7.2).
 */
function handedFor(held: Share[], percent: number): Share[] {
  const others = held.filter((s) => !s.president);
  const tens = others.filter((s) => s.percent === 10);
  if (tens.length * 10 >= percent) return tens.slice(0, percent / 10);
  const whole = others.find((s) => s.percent === percent);
  return whole ? [whole] : sharesWorth(others, percent);
}

/** The first of the held certificates (not the president's, no short) that add up to `percent`: what a new president
 *  hands over for the president's certificate, whatever the certificates' size (1817's 40% one: two of 20%). */
function sharesWorth(held: readonly Share[], percent: number): Share[] {
  const out: Share[] = [];
  let total = 0;
  for (const s of held) {
    if (total >= percent) break;
    if (s.president || s.percent <= 0) continue;
    out.push(s);
    total += s.percent;
  }
  return out;
}

/** A certificate other than the president's worth more than 10%: the "other" 20% of 1830 V-7.2. */
export function isOtherLarge(share: Share): boolean {
  return !share.president && share.percent > 10;
}

/** Whether the bank pool holds a 10% certificate of the corporation (1830 V-7.2's trade; initial offering certificates do not count). */
export function poolHoldsTen(corp: Corporation): boolean {
  return corp.shares.some((s) => s.holder === "pool" && s.percent === 10);
}

/** Seats from a to b going clockwise. */
function distance(game: Game, a: Player | null, b: Player): number {
  if (!a) return 0;
  const n = game.players.length;
  return (game.players.indexOf(b) - game.players.indexOf(a) + n) % n;
}

function sumPercent(shares: Share[]): number {
  return shares.reduce((t, s) => t + s.percent, 0);
}

/** Buys certificates for a player at their price (money to the bank) and floats the corporation if due. */
export function buyShares(game: Game, player: Player, shares: Share[]): void {
  const corp = shares[0]!.corporation;
  for (const share of shares) {
    const price = sharePrice(game, share);
    const source = share.holder === "ipo" ? "the IPO" : "the market";
    // TitleData.incrementalCapital: the initial offering is the corporation's treasury.
    game.pay(player, share.holder === "ipo" && game.data.incrementalCapital ? corp : game.bank, price);
    game.log(`${player.name} buys a ${share.percent}% share of ${corp.sym} from ${source} for ${game.money(price)}`);
    transferShares(game, [share], player);
  }
  floatIfReady(game, corp);
}

/**
 * The percentages of a corporation the player could sell now under the rules
 * every sale respects (1830 6.1): the pool may hold at most 50%, and a sale
 * into the president's certificate needs another player holding 20% or more.
 * `most`: the smallest so many (1: whether he may sell any).
 */
export function sellablePercents(game: Game, player: Player, corp: Corporation, most = Infinity): number[] {
  if (game.market.price(corp.sym) === null) return [];
  // TitleData.sellAfterOperating: not before the corporation has completed an operating turn (in any round).
  if (soldBeforeOperating(game, corp, player)) return [];
  // 1830 7.7: the manager may not sell shares in his railroad in receivership (other players may).
  if (corp.manager === player) return [];
  const total = corp.percentOf(player);
  // Most players hold none of most corporations: nothing more to ask.
  if (total === 0) return [];
  const president = corp.shares[0]!.holder === player;
  const normal = total - (president ? corp.shares[0]!.percent : 0);
  const room = POOL_LIMIT_PERCENT - corp.percentOf("pool");
  // Whether he may sell at all (most 1, asked after every stock-round action): a 10% certificate besides the president's
  // sells by itself (bundlesOf's first bundle), found without listing his certificates.
  if (most === 1 && room >= 10) for (const s of corp.shares) if (s.holder === player && !s.president && s.percent === 10) return [10];
  const successor = game.players.some((p) => p !== player && corp.percentOf(p) >= corp.shares[0]!.percent);
  const percents: number[] = [];
  const held = holdingOf(player, corp);
  for (let percent = 10; percent <= Math.min(total, room) && percents.length < most; percent += 10) {
    if (percent <= normal ? bundlesOf(held, corp, percent).length > 0 : successor && presidentSplitSettles(game, player, corp, percent)) percents.push(percent);
  }
  return percents;
}

/**
 * 1830 V-7.2: a sale that splits the president's certificate of a corporation with an "other" 20%
 * certificate must find a 10% certificate in the pool to give back: the pool holds one already, or
 * every player who could take the presidency holds two 10% certificates to hand over.
 */
function presidentSplitSettles(game: Game, player: Player, corp: Corporation, percent: number): boolean {
  const president = corp.shares[0]!;
  if (president.holder !== player || !corp.shares.some(isOtherLarge)) return true;
  const normal = corp.percentOf(player) - president.percent;
  if (percent - normal >= president.percent || poolHoldsTen(corp)) return true;
  return game.players
    .filter((p) => p !== player && corp.percentOf(p) >= president.percent)
    .every((p) => corp.sharesOf(p).filter((s) => s.percent === 10).length >= 2);
}

/**
 * The certificates a sale of this percentage may name, the first preferred: 10% certificates
 * (in the order received) before the president's, which only a sale beyond the others reaches.
 * With an "other" 20% certificate (1830 V-7.2) also: that certificate whole, or half of it, traded
 * for a 10% certificate from the bank pool, only while the pool holds one. Empty: no such sale.
 */
export function saleBundles(player: Player, corp: Corporation, percent: number): Share[][] {
  return bundlesOf(holdingOf(player, corp), corp, percent);
}

/** A player's certificates of a corporation as a sale reads them (saleBundles): asked once for all the percentages of sellablePercents. */
interface Holding {
  /** 10% certificates other than the president's, in the order received. */
  tens: Share[];
  /** An "other" 20% certificate (1830 V-7.2). */
  other: Share | undefined;
  president: Share | undefined;
  /** The percentage held besides the president's certificate. */
  normal: number;
}

function holdingOf(player: Player, corp: Corporation): Holding {
  const held = corp.sharesOf(player);
  return {
    tens: held.filter((s) => !s.president && s.percent === 10),
    other: held.find(isOtherLarge),
    president: held.find((s) => s.president),
    normal: held.filter((s) => !s.president).reduce((t, s) => t + s.percent, 0),
  };
}

function bundlesOf({ tens, other, president, normal }: Holding, corp: Corporation, percent: number): Share[][] {
  if (percent > normal) return president && percent <= normal + president.percent ? [[...tens, ...(other ? [other] : []), president]] : [];
  const bundles: Share[][] = [];
  if (percent / 10 <= tens.length) bundles.push(tens.slice(0, percent / 10));
  if (other) {
    const rest = percent - other.percent;
    if (rest >= 0 && rest / 10 <= tens.length) bundles.push([...tens.slice(0, rest / 10), other]);
    else if (rest < 0 && (percent - 10) / 10 <= tens.length && poolHoldsTen(corp)) bundles.push([...tens.slice(0, (percent - 10) / 10), other]);
  }
  return bundles;
}

/** The certificates a sale of this percentage names by default (saleBundles' first). */
export function bundleFor(player: Player, corp: Corporation, percent: number): Share[] {
  const preferred = saleBundles(player, corp, percent)[0];
  if (preferred) return preferred;
  const held = corp.sharesOf(player).sort((a, b) => Number(a.president) - Number(b.president));
  const bundle: Share[] = [];
  let taken = 0;
  for (const s of held) {
    if (taken >= percent) break;
    bundle.push(s);
    taken += s.percent;
  }
  return bundle;
}

/** 1830 V-7.2: why this sale may not name these certificates, or null (the "other" 20% certificate's trade). */
function whyNotBundle(game: Game, player: Player, shares: Share[], percent: number): string | null {
  const corp = shares[0]!.corporation;
  const other = shares.find(isOtherLarge);
  const surplus = sumPercent(shares) - percent;
  if (surplus <= 0) return null;
  if (other && !shares.some((s) => s.president) && !poolHoldsTen(corp)) {
    return `[second 20%]: ${player.name} may sell 10% of the other 20% certificate of ${corp.sym} only by trading it for a 10% certificate from the bank pool, and the pool holds none (the initial offering's do not count)`;
  }
  if (shares.some((s) => s.president) && !presidentSplitSettles(game, player, corp, percent)) {
    return `[second 20%]: no 10% certificate of ${corp.sym} would come back from the bank pool for the part of the president's certificate kept`;
  }
  return null;
}

/**
 * What a sale of this percentage of a corporation brings the player and how many
 * boxes it moves the share value down - the one place the title's sale rules are read:
 * - 1830 5.5 (V-5.1 standard ★): all the sale's shares bring the share value as it
 *   stands (V-6.2 as a block ★), then the value drops one box per share;
 * - TitleData.saleDropsOnce (V-5.1 once per block): one box for the whole sale, and
 *   TitleData.presidentSalesDropPerShare (once per block by non-president): the
 *   president's own sale still drops one box per share;
 * - TitleData.blockSalesAfterLast (V-5.1 stock market reforms): once they are in force
 *   (Game.salesReformed), every sale drops one box, the president's included;
 * - TitleData.sharesSoldOneAtATime (V-6.2 one at a time): each share is a sale of its
 *   own, so it brings the value left by the share before it and drops it one box.
 */
export function saleTerms(game: Game, player: Player, corp: Corporation, percent: number): { proceeds: number; boxes: number } {
  const data = game.data;
  if (data.sharesSoldOneAtATime) {
    let proceeds = 0;
    let boxes = 0;
    for (let left = percent; left > 0; left -= 10) proceeds += (game.market.priceBelow(corp.sym, boxes++)! * Math.min(10, left)) / 10;
    return { proceeds, boxes };
  }
  const price = game.market.price(corp.sym)!;
  if (data.onlyPresidentSalesMove) return { proceeds: (price * percent) / 10, boxes: corp.president === player ? 1 : 0 };
  const byPresident = data.presidentSalesDropPerShare && corp.president === player;
  const once = game.salesReformed || (data.saleDropsOnce && !byPresident);
  return { proceeds: (price * percent) / 10, boxes: once ? 1 : Math.ceil(percent / 10) };
}

/**
 * 1830 V-5.1 stock market reforms (TitleData.blockSalesAfterLast): called as a stock round
 * starts; from the first one after the bank sold its last train of the type, the reforms
 * hold to the end of the game.
 */
export function reformSalesIfDue(game: Game): void {
  const last = game.data.blockSalesAfterLast;
  if (!last || game.salesReformed) return;
  const depot = game.depot;
  if (!depot.firstSold.has(last) || [...depot.upcoming, ...depot.reserve].some((t) => t.name === last)) return;
  game.salesReformed = true;
  game.log(`The stock market reforms hold from now on: a sale moves the share value down one box however many shares it sells`);
  if (game.data.dividendBoxesByMultiple) {
    game.log(`From now on a dividend moves the share value one box for each multiple of the share price it reaches, up to 4 (1830 S-5.2 5.5)`);
  }
}

/**
 * How many boxes a dividend moves the share value right (1830 5.5: one). With the stock market reforms
 * in force and TitleData.dividendBoxesByMultiple, one for each multiple of the share price the dividend -
 * the whole revenue paid out - reaches, at least 1 and at most 4 (1830+ S-5.2 5.5).
 */
export function dividendBoxes(game: Game, dividend: number, price: number): number {
  if (!game.data.dividendBoxesByMultiple || !game.salesReformed || price <= 0) return 1;
  return Math.min(4, Math.max(1, Math.floor(dividend / price)));
}

/**
 * Sells certificates to the pool (1830 6.1), for what the title's sale rules say the
 * sale brings, moving the share value down as they say (saleTerms), after the whole
 * sale. Callers check when selling is allowed; this checks what every sale must respect.
 */
export function sellShares(game: Game, player: Player, shares: Share[], percent = sumPercent(shares)): void {
  const corp = shares[0]!.corporation;
  if (shares.some((s) => s.corporation !== corp)) throw new GameError("1830 6.1: sell one corporation's shares at a time");
  if (shares.some((s) => s.holder !== player)) throw new GameError(`1830 6.1: ${player.name} does not hold all of those ${corp.sym} shares`);
  if (corp.manager === player) {
    throw new GameError(`1830 7.7: ${player.name} manages ${corp.sym} in receivership and may not sell its shares`);
  }
  if (soldBeforeOperating(game, corp, player)) {
    throw new GameError(`[sell after operating]: ${corp.sym} may not be sold before it has completed an operating turn`);
  }
  const why = whyNotBundle(game, player, shares, percent);
  if (why) throw new GameError(why);
  if (!sellablePercents(game, player, corp).includes(percent)) {
    const pool = corp.percentOf("pool");
    if (pool + percent > POOL_LIMIT_PERCENT) throw new GameError(`1830 6.1: at most ${POOL_LIMIT_PERCENT}% of ${corp.sym} may be in the bank pool`);
    throw new GameError(`1830 6.1: the president's certificate of ${corp.sym} can only pass to a player holding 20% or more`);
  }
  const price = game.market.price(corp.sym)!;
  const traded = shares.find(isOtherLarge) && !shares.some((s) => s.president) && sumPercent(shares) > percent;
  // The terms are read before the sale: a president who sells his presidency away sells as president.
  const { proceeds, boxes } = saleTerms(game, player, corp, percent);
  game.pay(game.bank, player, proceeds);
  game.log(`${player.name} sells ${percent / 10} share${percent > 10 ? "s" : ""} of ${corp.sym} and receives ${game.money(proceeds)}`);
  if (traded) game.log(`${player.name} trades the other 20% certificate of ${corp.sym} for a 10% certificate from the bank pool`);
  transferShares(game, shares, "pool", percent);
  game.market.moveDown(corp.sym, boxes);
  const after = game.market.price(corp.sym)!;
  if (after !== price) game.log(`${corp.sym}'s share price moves down from ${game.money(price)} to ${game.money(after)}`);
}

/** Moves certificates without settling the presidency (a formation settles it once all are moved). */
export function moveCertificates(shares: readonly Share[], to: ShareHolder): void {
  for (const s of shares) moveShare(s, to);
}

/**
 * Settles the presidency of a corporation after certificates moved without it
 * (a formation from minors): the player with the most certificates
 * becomes president; on a tie the one earliest in `tieBreak`, then the
 * president in office. The new president takes the president's certificate
 * and hands as many of his certificates to the old president (or to the
 * initial offering, where it came from).
 */
export function appointPresident(game: Game, corp: Corporation, tieBreak: readonly Player[] = []): void {
  const presidentShare = corp.shares[0]!;
  const current = presidentShare.holder;
  const rank = (p: Player) => {
    const i = tieBreak.indexOf(p);
    return [corp.percentOf(p), i < 0 ? -1 : tieBreak.length - i, p === current ? 1 : 0];
  };
  const candidates = game.players.filter((p) => corp.percentOf(p) > 0);
  if (!candidates.length) return;
  const president = candidates.reduce((best, p) => {
    const a = rank(p);
    const b = rank(best);
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]! ? p : best;
    return best;
  });
  if (president === current) return;
  for (const s of sharesWorth(corp.sharesOf(president), presidentShare.percent)) moveShare(s, current);
  moveShare(presidentShare, president);
  game.log(`${president.name} becomes the president of ${corp.sym}`);
}

/** The share named `id` when it is alike one of `offered`: of its corporation, in the same place (treasury or market), of its percent. */
export function alike(offered: readonly Share[], id: string): Share | undefined {
  for (const o of offered) {
    // Share.id is "<sym>_<index>": read the index once rather than write every share's id.
    const prefix = `${o.corporation.sym}_`;
    if (!id.startsWith(prefix)) continue;
    const index = Number(id.slice(prefix.length));
    if (`${prefix}${index}` !== id) continue;
    const s = o.corporation.shares.find((x) => x.index === index);
    if (s && s.holder === o.holder && s.percent === o.percent && !s.president) return s;
  }
  return undefined;
}
