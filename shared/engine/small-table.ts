// The shares of a small table (TitleData.smallTable; 18Chesapeake's two-player
// game as 18xx.games plays it): with so few players the market would never
// hold shares, so
// - at setup every president's certificate is larger (30% instead of 20%) and
//   the last certificates leave the game to keep the total at 100%, except for
//   the corporation whose president's certificate a private brings;
// - a corporation's unsold certificates go to the market when it floats;
// - a player other than its president who buys a share, from the initial
//   offering or the market, takes the market's latest certificate of the
//   corporation (if it holds one) out of the game as well (when that was the
//   one he chose, it is all that happens).
import type { Corporation, Player } from "./entities.ts";
import { Share } from "./entities.ts";
import type { Game } from "./game.ts";

/** The rule, when the table is small enough for it. */
function smallTable(game: Game): { players: number; presidentPercent: number } | undefined {
  const rule = game.data.smallTable;
  return rule && game.players.length <= rule.players ? rule : undefined;
}

/** Setup: the larger president's certificates, the last certificates out of the game. */
export function smallTableSetup(game: Game): void {
  const rule = smallTable(game);
  if (!rule) return;
  const broughtByPrivate = new Set(game.companies.flatMap((c) => c.abilities.flatMap((a) => (a.type === "share" && a.president ? [a.corporation] : []))));
  for (const corp of game.corporations) {
    if (broughtByPrivate.has(corp.sym) || corp.def.minor) continue;
    const old = corp.shares[0]!;
    let surplus = rule.presidentPercent - old.percent;
    const president = new Share(corp, 0, rule.presidentPercent, true);
    president.seq = old.seq;
    corp.shares[0] = president;
    // Only the last certificates go: the others keep their numbers ("B&O_3").
    while (surplus > 0) surplus -= corp.shares.pop()!.percent;
  }
}

/** A floated corporation's certificates left in the initial offering go to the market. */
export function smallTableFloat(game: Game, corp: Corporation, move: (shares: Share[]) => void): void {
  if (!smallTable(game)) return;
  const unsold = corp.sharesOf("ipo");
  if (!unsold.length) return;
  move(unsold);
  game.log(`${corp.sym}'s remaining shares are transferred to the market`);
}

/**
 * A purchase by a player other than the president: the market's latest certificate of the corporation, if
 * it holds one, leaves the game. Returns the certificates still bought (none when that was the one chosen).
 */
export function smallTableMarketBuy(game: Game, player: Player, shares: Share[], move: (shares: Share[]) => void): Share[] {
  const corp = shares[0]!.corporation;
  if (!smallTable(game) || corp.president === player) return shares;
  const latest = corp.sharesOf("pool").at(-1);
  if (!latest) return shares;
  move([latest]);
  game.log(`${player.name} removes a ${latest.percent}% share of ${corp.sym} from the game`);
  return shares.filter((s) => s !== latest);
}
