// A corporation taking over another's assets (18xx.games' 1817, [acquisition round]): its cash, privates, trains and
// stations. Where both have a station in one city the other's stays and the taker's goes back to its charter; the
// taker ends with both's station markers, at most MOST_MARKERS. Where both have stations in one hex (in different
// cities), or they would have more than MOST_MARKERS on the map, the taker's president first takes stations of
// either off the map (`remove_token`), those in one hex first. Loans and the other's shares are the caller's.
import type { Corporation } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import { MOST_MARKERS, setMarkers, stationMarkers } from "./merger-conversion.ts";

type Station = { corporation: string; hex: string; city: number };

/** The stations the taker's president must choose among to take off the map before the stations are taken over: in
 *  hexes where both would stand, else, while they would be more than MOST_MARKERS, any of either; none when done. */
export function stationsToRemove(game: Game, taker: Corporation, other: Corporation): Station[] {
  const theirs = game.board.tokensOf(other.sym).map((t) => ({ corporation: other.sym, ...t }));
  // The taker's stations in a city where the other has one go back to its charter anyway.
  const ours = game.board.tokensOf(taker.sym).filter((o) => !theirs.some((t) => t.hex === o.hex && t.city === o.city)).map((t) => ({ corporation: taker.sym, ...t }));
  const all = [...ours, ...theirs];
  const shared = all.filter((t) => all.some((u) => u !== t && u.hex === t.hex));
  if (shared.length) return shared;
  return all.length > MOST_MARKERS ? all : [];
}

/** The president takes one of the stations to choose among off the map (the marker stays its corporation's). */
export function removeStation(game: Game, taker: Corporation, other: Corporation, cityId: string): void {
  const { hex, city } = game.board.cityById(cityId);
  const choices = stationsToRemove(game, taker, other);
  const station = choices.find((t) => t.hex === hex && t.city === city);
  require(station, `${taker.sym} takes off the map one of the stations on ${[...new Set(choices.map((t) => t.hex))].join(", ")}, not ${cityId}`);
  game.board.removeToken(station!.corporation, hex, city);
  game.log(`${taker.sym} removes ${station!.corporation === taker.sym ? "its" : `${other.sym}'s`} station from ${hex}`);
}

/** The taker receives the other's cash, privates and trains, and its stations unless some are first to be chosen
 *  (stationsToRemove; then takeOverStations once they are); returns what it received, for the log. */
export function takeOverAssets(game: Game, taker: Corporation, other: Corporation): string[] {
  const received = takeOverHoldings(game, taker, other);
  if (stationsToRemove(game, taker, other).length === 0) received.push(...takeOverStations(game, taker, other));
  return received;
}

/** The taker receives the other's cash, privates and trains; returns what it received, for the log. */
export function takeOverHoldings(game: Game, taker: Corporation, other: Corporation): string[] {
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
  return received;
}

/** The other's stations become the taker's, with both's markers (at most MOST_MARKERS). */
export function takeOverStations(game: Game, taker: Corporation, other: Corporation, otherMarkers = stationMarkers(other)): string[] {
  const received: string[] = [];
  const ours = game.board.tokensOf(taker.sym);
  const theirs = game.board.tokensOf(other.sym);
  for (const o of ours) if (theirs.some((t) => t.hex === o.hex && t.city === o.city)) game.board.removeToken(taker.sym, o.hex, o.city);
  for (const t of theirs) {
    const slot = game.board.tokensAt(t.hex)[t.city]!.indexOf(other.sym);
    game.board.removeToken(other.sym, t.hex, t.city);
    game.board.placeToken(taker.sym, t.hex, t.city, slot);
  }
  if (theirs.length) received.push(`stations on ${theirs.map((t) => t.hex).join(", ")}`);
  const total = Math.min(MOST_MARKERS, stationMarkers(taker) + otherMarkers);
  setMarkers(taker, game.board.tokensOf(taker.sym).length, total);
  return received;
}
