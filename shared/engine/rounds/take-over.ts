// A corporation taking over another's assets (18xx.games' 1817, [acquisition round] and [merger and conversion round]):
// its cash, privates, trains and stations. The taker ends with both's station markers, at most MOST_MARKERS.
// Its stations, one way for both rounds ([station take-over]):
// - where both have a station in one city, the taker's goes back to its charter at once, as the take-over is made;
// - then, where both have stations in one hex (in different cities), or they would have more than MOST_MARKERS on
//   the map, the taker's president takes stations of either off the map (`remove_token`), those in one hex first;
// - then the other's stations left become the taker's.
// The other may leave play while the choice waits (a merger's at once, an acquisition's once settled): its stations
// then stand on the map for nobody until the choice is done, as 18xx.games counts them.
// Loans and the other's shares are the caller's.
import type { Corporation } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { MOST_MARKERS, setMarkers, stationMarkers } from "./merger-conversion.ts";

type Station = { corporation: string; hex: string; city: number };

/** A take-over whose stations wait for the taker's president to take some off the map. */
export interface StationChoice {
  taker: Corporation;
  other: Corporation;
  /** The taker's station markers once done: both's as the take-over began, at most MOST_MARKERS. */
  markers: number;
  /** What the other's stations stand under on the map: its symbol, or heldKey once it has left play. */
  otherKey: string;
}

/** What the stations of a corporation that has left play stand under while its taker chooses (counted for nobody). */
const heldKey = (sym: string) => `(${sym})`;

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

/**
 * [station take-over] The taker starts taking over the other's stations: its own in a city where the other has one go
 * back to its charter at once; then either the choice of stations to take off the map waits (returned), or the other's
 * stations become its own now (`received` names them, for the log).
 */
export function beginStationTakeOver(game: Game, taker: Corporation, other: Corporation): { choice: StationChoice | null; received: string[] } {
  const markers = Math.min(MOST_MARKERS, stationMarkers(taker) + stationMarkers(other));
  const theirs = game.board.tokensOf(other.sym);
  for (const o of game.board.tokensOf(taker.sym)) {
    if (!theirs.some((t) => t.hex === o.hex && t.city === o.city)) continue;
    game.board.removeToken(taker.sym, o.hex, o.city);
    game.log(`${taker.sym}'s station on ${o.hex} goes back to its charter: ${other.sym} has one in that city`);
  }
  const choice: StationChoice = { taker, other, markers, otherKey: other.sym };
  if (stationsToRemove(game, choice).length) return { choice, received: [] };
  return { choice: null, received: takeOverStations(game, choice) };
}

/** The stations the taker's president must choose among to take off the map: in hexes where both stand, else, while
 *  they are more than MOST_MARKERS, any of either; none when done. */
export function stationsToRemove(game: Game, choice: StationChoice): Station[] {
  const all = [choice.taker.sym, choice.otherKey].flatMap((corporation) => game.board.tokensOf(corporation).map((t) => ({ corporation, ...t })));
  const shared = all.filter((t) => all.some((u) => u !== t && u.hex === t.hex));
  if (shared.length) return shared;
  return all.length > MOST_MARKERS ? all : [];
}

/** Why the taker's president must take stations off the map (null when he need not). */
export function whyRemoveStations(game: Game, choice: StationChoice): string | null {
  const stations = stationsToRemove(game, choice);
  if (!stations.length) return null;
  const { taker, other } = choice;
  const twice = stations.find((s) => stations.some((t) => t !== s && t.hex === s.hex));
  if (twice) return `${taker.sym} and ${other.sym} have stations in two cities of ${twice.hex}: one of them goes first`;
  return `${taker.sym} and ${other.sym} have ${stations.length} stations on the map, more than ${MOST_MARKERS}`;
}

/** The `remove_token` moves the taker's president may make. */
export function stationRemovals(game: Game, choice: StationChoice): LegalAction[] {
  const board = game.board;
  return stationsToRemove(game, choice).map((t) => ({ type: "remove_token", city: board.cityId(t.hex, t.city), slot: board.tokensAt(t.hex)[t.city]!.indexOf(t.corporation), hex: t.hex }));
}

/** The taker's president takes one of the stations to choose among off the map (the station in that city's slot, when
 *  given); once none is left to choose, the other's stations become the taker's. Returns whether the choice is done. */
export function removeStation(game: Game, choice: StationChoice, cityId: string, slot?: number): boolean {
  const { hex, city } = game.board.cityById(cityId);
  const choices = stationsToRemove(game, choice);
  const inSlot = slot === undefined ? undefined : game.board.tokensAt(hex)[city]?.[slot];
  const station = choices.find((t) => t.hex === hex && t.city === city && (slot === undefined || t.corporation === inSlot));
  require(station, `${choice.taker.sym} takes off the map one of the stations on ${[...new Set(choices.map((t) => t.hex))].join(", ")} (its own or ${choice.other.sym}'s), not ${cityId}${slot === undefined ? "" : ` slot ${slot}`}`);
  game.board.removeToken(station!.corporation, hex, city);
  game.log(`${choice.taker.sym} removes ${station!.corporation === choice.taker.sym ? "its" : `${choice.other.sym}'s`} station from ${hex}`);
  if (stationsToRemove(game, choice).length) return false;
  game.log(`${choice.taker.sym} takes over ${takeOverStations(game, choice).join(", ") || "no station"}`);
  return true;
}

/** The other leaves play while the choice waits: its stations stay on the map for the choice, counted for nobody. */
export function holdStations(game: Game, choice: StationChoice): void {
  const key = heldKey(choice.other.sym);
  for (const t of game.board.tokensOf(choice.otherKey)) {
    const slot = game.board.tokensAt(t.hex)[t.city]!.indexOf(choice.otherKey);
    game.board.removeToken(choice.otherKey, t.hex, t.city);
    game.board.placeToken(key, t.hex, t.city, slot);
  }
  choice.otherKey = key;
}

/** The other's stations become the taker's, with both's markers (choice.markers); each is placed again in its city's
 *  first open slot, as 18xx.games swaps a marker (so a slot the taker's own station left comes first). */
function takeOverStations(game: Game, choice: StationChoice): string[] {
  const { taker, otherKey } = choice;
  const theirs = game.board.tokensOf(otherKey);
  for (const t of theirs) {
    game.board.removeToken(otherKey, t.hex, t.city);
    game.board.placeToken(taker.sym, t.hex, t.city);
  }
  setMarkers(taker, game.board.tokensOf(taker.sym).length, choice.markers);
  return theirs.length ? [`stations on ${theirs.map((t) => t.hex).join(", ")}`] : [];
}
