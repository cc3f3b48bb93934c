// Home stations placed where the president chooses, for corporations without
// a printed home (CorporationDef.homeAnywhere), placed as it is parred: any city with an open circle not kept for another home, or a
// city holding a neutral station, which the home station replaces.
import type { Corporation } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";

function neutralOwners(game: Game): Set<string> {
  return new Set(game.corporations.filter((c) => c.def.ownsNeutralStations).map((c) => c.sym));
}

/** The cities where such a home station may go now. */
export function homeAnywhereCities(game: Game, corp: Corporation): { hex: string; city: number }[] {
  const board = game.board;
  const neutral = neutralOwners(game);
  const reserved = game.reservations();
  const out: { hex: string; city: number }[] = [];
  for (const def of game.data.hexes) {
    const hex = def.coord;
    board.tileAt(hex).cities.forEach((_, city) => {
      if (homeMayGo(game, corp, hex, city, neutral, reserved)) out.push({ hex, city });
    });
  }
  return out;
}

/** Whether such a home station may go in this city now: a neutral station there, or an open circle not kept for another home. */
function homeMayGo(game: Game, corp: Corporation, hex: string, city: number, neutral: ReadonlySet<string>, reserved: ReturnType<Game["reservations"]>): boolean {
  const board = game.board;
  const slots = board.tokensAt(hex)[city]!;
  if (slots.some((s) => s !== null && neutral.has(s))) return true;
  try {
    board.checkTokenPlacement(corp.sym, hex, city, { reserved, needsConnection: false });
    return true;
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    return false;
  }
}

/** Places the home station; `slot` may name a neutral station to replace (it leaves the game). */
export function placeHomeAnywhere(game: Game, corp: Corporation, hex: string, city: number, slot?: number): void {
  const board = game.board;
  const slots = board.tokensAt(hex)[city];
  require(slots, `[home anywhere]: ${hex} has no city ${city}`);
  const neutral = neutralOwners(game);
  const at = slot ?? slots.findIndex((s) => s === null);
  const there = slots[at];
  if (there && neutral.has(there)) {
    board.removeToken(there, hex, city);
    game.log(`${corp.sym} removes the neutral station from ${hex}`);
  } else {
    require(homeMayGo(game, corp, hex, city, neutral, game.reservations()),
      `[home anywhere]: ${corp.sym}'s home station goes in an open city circle not kept for another home, or on a neutral station`);
  }
  board.placeToken(corp.sym, hex, city, at >= 0 ? at : undefined);
  corp.tokensPlaced = 1;
  corp.home = hex;
  corp.homeCity = city;
  game.log(`${corp.sym} places its home station on ${hex}`);
}

/**
 * 1830 V-7.5: a home on a hex without a city, where the hex has a space for the corporation's
 * station (HexDef.homeSpace): the station goes on the hex's track (Board.placeTrackStation).
 * Returns false when the home is not such a hex.
 */
export function placeTrackStationHome(game: Game, corp: Corporation, hex: string): boolean {
  if (game.board.hexDef(hex).homeSpace?.corporation !== corp.sym) return false;
  game.board.placeTrackStation(corp.sym, hex);
  corp.tokensPlaced = 1;
  game.log(`${corp.sym} places its station on its space on ${hex} (V-7.5)`);
  return true;
}

/**
 * Places a corporation's home station on its home hex, free, when it floats or
 * first operates (1830 7.3.1): in the charter's city of the hex (homeCity), or
 * its only city. A corporation that chooses between home hexes
 * (CorporationDef.homeChoice) or whose city track has yet to decide (several
 * cities, none named) waits for its director's choice: returns false.
 */
export function placeHomeStation(game: Game, corp: Corporation): boolean {
  const hex = corp.home;
  if (corp.tokensPlaced > 0 || !corp.def.tokens.length) return true;
  if (!hex) return !corp.def.homeChoice;
  if (placeTrackStationHome(game, corp, hex)) return true;
  const tile = game.board.tileAt(hex);
  if (corp.homeCity === undefined && tile.cities.length > 1) return false;
  game.board.placeToken(corp.sym, hex, corp.homeCity ?? 0);
  corp.tokensPlaced = 1;
  game.log(`${corp.sym} places a token on ${hex}`);
  return true;
}
