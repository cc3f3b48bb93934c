// A corporation taking over another's assets (18xx.games' 1817, [acquisition round]): its cash, privates, trains and
// stations. Where both have a station in one city the other's stays and the taker's goes back to its charter; the
// taker ends with both's station markers, at most MOST_MARKERS. Loans and the other's shares are the caller's.
import type { Corporation } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import { MOST_MARKERS, setMarkers, stationMarkers } from "./merger-conversion.ts";

/** Why the stations cannot simply be taken over (a choice not yet played here), or null. */
export function whyNoStationTakeOver(game: Game, taker: Corporation, other: Corporation): string | null {
  const ours = game.board.tokensOf(taker.sym);
  const theirs = game.board.tokensOf(other.sym);
  const kept = ours.filter((o) => !theirs.some((t) => t.hex === o.hex && t.city === o.city));
  const hexes = [...kept, ...theirs].map((t) => t.hex);
  if (new Set(hexes).size !== hexes.length) return `${taker.sym} and ${other.sym} would have two stations in one hex: choosing which to keep is not yet played here`;
  if (hexes.length > MOST_MARKERS) return `${taker.sym} would have ${hexes.length} stations on the map, more than ${MOST_MARKERS}: choosing which to give up is not yet played here`;
  return null;
}

/** The taker receives the other's cash, privates, trains and stations; returns what it received, for the log. */
export function takeOverAssets(game: Game, taker: Corporation, other: Corporation): string[] {
  const why = whyNoStationTakeOver(game, taker, other);
  require(why === null, why!);
  const received: string[] = [];
  if (other.cash > 0) {
    received.push(game.money(other.cash));
    game.pay(other, taker, other.cash);
  }
  for (const company of other.companies.splice(0)) {
    company.owner = taker;
    taker.companies.push(company);
    received.push(company.sym);
  }
  for (const train of other.trains.splice(0)) {
    train.owner = taker;
    taker.trains.push(train);
    received.push(`a ${train.name} train`);
  }
  const ours = game.board.tokensOf(taker.sym);
  const theirs = game.board.tokensOf(other.sym);
  for (const o of ours) if (theirs.some((t) => t.hex === o.hex && t.city === o.city)) game.board.removeToken(taker.sym, o.hex, o.city);
  for (const t of theirs) {
    const slot = game.board.tokensAt(t.hex)[t.city]!.indexOf(other.sym);
    game.board.removeToken(other.sym, t.hex, t.city);
    game.board.placeToken(taker.sym, t.hex, t.city, slot);
  }
  if (theirs.length) received.push(`stations on ${theirs.map((t) => t.hex).join(", ")}`);
  const total = Math.min(MOST_MARKERS, stationMarkers(taker) + stationMarkers(other));
  setMarkers(taker, game.board.tokensOf(taker.sym).length, total);
  return received;
}
