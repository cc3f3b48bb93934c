// A minor folding into a corporation (a coal company into its major, a
// minor into the state railway it forms): each
// holder of the minor's certificates receives as many of the corporation's
// exchange certificates (CorporationDef.reservedShares); the corporation
// takes the minor's treasury, its trains and its stations (or the title
// keeps a station's circle blocked, or gives a marker back to the charter);
// the minor closes.
import { Corporation, Player, type Share } from "./entities.ts";
import { require } from "./errors.ts";
import type { Game } from "./game.ts";
import { appointPresident, moveCertificates } from "./shares.ts";
import { discardTrain } from "./rounds/discard.ts";

/** What the target makes of one of the minor's stations. */
export type StationFate =
  /** It becomes the target's station, in the same circle. */
  | { kind: "transfer" }
  /** The circle stays filled by a marker of nobody (a coal mine once its company has folded). */
  | { kind: "block" }
  /** It leaves the map; the target gains an unplaced marker of this base cost. */
  | { kind: "charter"; cost: number };

export interface MergeOptions {
  /** Settle the target's presidency after the exchange (false: a formation settles it when all are in). */
  settlePresidency: boolean;
  /** What becomes of each of the minor's stations. */
  station(minor: Corporation, hex: string, city: number): StationFate;
}

/** The owner of the markers that keep a merged minor's circle filled (StationFate "block"). */
export const BLOCKER = "(closed)";

/**
 * Folds `minor` into `target`. The minor's trains join the target; where that
 * puts it over its train limit, it discards among those trains only (they are
 * listed in Corporation.mergedTrains until then; [merged trains]).
 */
export function mergeMinor(game: Game, minor: Corporation, target: Corporation, options: MergeOptions): void {
  require(!minor.closed, `${minor.sym} has already closed`);
  game.log(`${minor.sym} folds into ${target.sym}`);
  // Each certificate of the minor, the director's first, for one exchange certificate; the
  // presidency settles once all are exchanged, since they convert at once.
  for (const held of minor.shares.filter((s) => s.holder instanceof Player || s.holder === "pool")) exchangeCertificate(game, held, target);
  if (options.settlePresidency) appointPresident(game, target);
  moveCertificates(minor.shares.filter((s) => s.holder !== "reserved"), "reserved");
  if (minor.cash > 0) {
    game.log(`${target.sym} receives ${game.money(minor.cash)} from ${minor.sym}'s treasury`);
    game.pay(minor, target, minor.cash);
  }
  // [merged trains]: only the merged company's trains may be discarded, so where the target is at
  // its limit already, they all go at once; there is nothing to decide.
  const allGo = target.mergedTrains.length === 0 && target.trains.length >= game.trainLimit(target);
  for (const train of minor.trains.splice(0)) {
    train.owner = target;
    target.trains.push(train);
    target.mergedTrains.push(train);
    // Nor may its trains run again this round ([merged minors]).
    if (minor.operatedThisRound) train.ranThisRound = true;
    game.log(`${target.sym} receives a ${train.name} train`);
  }
  if (allGo) {
    [...target.mergedTrains].forEach((train, i) => {
      if (!game.data.mergedDiscardLosesEverySecond || i % 2 === 0) return discardTrain(game, target, train.id);
      target.trains.splice(target.trains.indexOf(train), 1);
      train.owner = null;
      game.log(`${minor.sym}'s ${train.name} train leaves the game (as 18xx.games discards merged trains)`);
    });
    // None of them is left to discard among: the next company folding in finds the target at its limit as this one did.
    target.mergedTrains.length = 0;
  }
  for (const { hex, city } of game.board.tokensOf(minor.sym)) {
    const fate = options.station(minor, hex, city);
    const slots = game.board.tokensAt(hex)[city]!;
    const slot = slots.indexOf(minor.sym);
    game.board.removeToken(minor.sym, hex, city);
    if (fate.kind === "transfer") {
      game.board.placeToken(target.sym, hex, city, slot);
      target.tokensPlaced++;
      game.log(`${target.sym} takes over ${minor.sym}'s station on ${hex}`);
    } else if (fate.kind === "block") {
      game.board.placeToken(BLOCKER, hex, city, slot);
    } else {
      target.extraTokens.push(fate.cost);
      game.log(`${target.sym} gains a station marker for its charter`);
    }
  }
  minor.closed = true;
}

/**
 * One player's certificate of a minor for one of `target`'s exchange
 * certificates (or the bank pool's, where a bankrupt's went: 18xx.games'
 * bankruptcy); the minor's certificate is retired (it pays nobody from then
 * on). The caller settles the target's presidency (appointPresident).
 */
export function exchangeCertificate(game: Game, held: Share, target: Corporation): void {
  const holder = held.holder;
  require(holder instanceof Player || holder === "pool", `${held.corporation.sym}: only a player's certificate is exchanged`);
  const minor = held.corporation;
  const exchange = target.sharesOf("reserved").sort((a, b) => a.index - b.index)[0];
  require(exchange, `${target.sym} has no exchange certificate left for ${minor.sym}`);
  const who = holder instanceof Player ? holder.name : "The bank pool";
  game.log(`${who} receives a ${exchange.percent}% share of ${target.sym} for ${held.percent}% of ${minor.sym}`);
  moveCertificates([exchange], holder);
  moveCertificates([held], "reserved");
  // A minor that ran this operating round: its certificates' exchange pays nothing this round ([merged minors]).
  if (minor.operatedThisRound) exchange.idleThisRound = true;
}

/**
 * Forms a corporation from minors (a state railway): it
 * floats with its par price times its certificates other than exchange
 * certificates, the minors fold in (their holders exchanging, their
 * treasuries, trains and stations joining it), and then the player with the
 * most certificates becomes its president, ties broken by `tieBreak` (earliest
 * first), then in favour of the president in office.
 */
export function formCorporation(
  game: Game,
  corp: Corporation,
  minors: readonly Corporation[],
  tieBreak: readonly Player[],
  options: Omit<MergeOptions, "settlePresidency">,
): void {
  require(!corp.floated, `${corp.sym} has already formed`);
  require(corp.parPrice !== null, `${corp.sym} has no share value to form at`);
  corp.floated = true;
  const capital = (corp.parPrice * (100 - corp.exchangePercent)) / 10;
  game.log(`${corp.sym} forms and receives ${game.money(capital)}`);
  game.pay(game.bank, corp, capital);
  for (const minor of minors) mergeMinor(game, minor, corp, { ...options, settlePresidency: false });
  appointPresident(game, corp, tieBreak);
}

/**
 * A corporation takes over a minor whose card it bought ("minor" ability, 1846): the minor's cash and trains (which may
 * not run again this round if the minor ran them), and its station, which becomes the corporation's own station beyond
 * its charter's, or leaves the map where the corporation has one in that city already. The minor closes.
 */
export function takeOverMinor(game: Game, minor: Corporation, target: Corporation): void {
  const cash = minor.cash;
  if (cash > 0) game.pay(minor, target, cash);
  const trains = minor.trains.splice(0);
  for (const train of trains) {
    train.owner = target;
    target.trains.push(train);
    if (minor.operatedThisRound) train.ranThisRound = true;
  }
  let station = "";
  for (const { hex, city } of game.board.tokensOf(minor.sym)) {
    const slot = game.board.tokensAt(hex)[city]!.indexOf(minor.sym);
    const has = game.board.tokensAt(hex)[city]!.includes(target.sym);
    game.board.removeToken(minor.sym, hex, city);
    if (!has) {
      game.board.placeToken(target.sym, hex, city, slot);
      station = `, and a station on ${hex}`;
    }
  }
  game.log(`${target.sym} receives ${game.money(cash)}, ${trains.map((t) => `a ${t.name} train`).join(", ") || "no train"}${station}`);
  minor.closed = true;
}
