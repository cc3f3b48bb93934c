// [hex bonus] (CompanyAbility "bonusHex"; 1846's Steamboat, Meat Packing and Boomtown): a private's
// bonus placed on one hex and given to one corporation, whose routes stopping there earn it. Its
// owning player moves it at the start of each operating round; a corporation that buys it takes it
// for good and places it, once or each turn.
import type { ActionOf } from "../../action.ts";
import { Company, Corporation, Player } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { Game } from "../../game.ts";
import type { LegalAction } from "../../legal.ts";
import type { StopsBonus } from "../../route.ts";
import type { PhaseDef } from "../../title.ts";
import { ability } from "../companies.ts";

const bonusOf = (c: Company) => ability(c, "bonusHex");
/** The bonus as placed: it stays where it is and with whom once its private has closed (until its phase ends it). */
const placedBonus = (c: Company) => c.abilities.find((a) => a.type === "bonusHex");

/** The corporations and minors the bonus may be given to: floated, not the one holding it. */
function takers(game: Game, company: Company): Corporation[] {
  return game.corporations.filter((c) => c.floated && !c.closed && c.sym !== company.bonusTo);
}

/** Whether the player owning this private is to move its bonus now, at the start of the operating round `round`. */
export function bonusAtRoundStart(game: Game, company: Company, round: string): boolean {
  const bonus = bonusOf(company);
  if (!bonus?.byPlayer || company.closed || !(company.owner instanceof Player)) return false;
  const give = company.bonusGiven !== round && takers(game, company).length > 0;
  const place = company.bonusPlaced !== round && (company.bonusTo !== null || give);
  return give || place;
}

/** Whether the owning corporation may place the bonus now (in its turn, before its dividend). */
export function bonusPlaceable(company: Company, corp: Corporation, round: string): boolean {
  const bonus = bonusOf(company);
  if (!bonus || company.owner !== corp || company.bonusTo !== corp.sym) return false;
  return company.bonusHex === null || (!!bonus.eachTurn && company.bonusPlaced !== round);
}

/** A bonus the owning corporation places once (not moved each turn) and has not placed yet: its turn ends with a pass
 *  while it may (18xx.games' Meat Packing and Boomtown). */
export function bonusToPlace(company: Company, corp: Corporation): boolean {
  const bonus = bonusOf(company);
  return !!bonus && !bonus.eachTurn && company.owner === corp && company.bonusTo === corp.sym && company.bonusHex === null;
}

/** Where the bonus may go now: hexes, and at the round's start corporations. */
export function bonusTargets(game: Game, company: Company, round: string): LegalAction[] {
  const bonus = bonusOf(company)!;
  const out: LegalAction[] = [];
  const byPlayer = company.owner instanceof Player;
  if (!byPlayer || company.bonusPlaced !== round) {
    for (const hex of bonus.hexes) if (hex !== company.bonusHex) out.push({ type: "assign", target: hex, target_type: "hex" });
  }
  if (byPlayer && company.bonusGiven !== round) {
    for (const c of takers(game, company)) out.push({ type: "assign", target: c.sym, target_type: c.def.minor ? "minor" : "corporation" });
  }
  return out;
}

/** Places the bonus on a hex or gives it to a corporation. */
export function assignBonus(game: Game, company: Company, action: ActionOf<"assign">, round: string): void {
  const allowed = bonusTargets(game, company, round).some((t) => t.type === "assign" && t.target === action.target);
  require(allowed, `${company.def.name}'s bonus cannot go to ${action.target} now`);
  if (action.target_type === "hex") {
    company.bonusHex = action.target;
    company.bonusPlaced = round;
    game.log(`${company.def.name}'s bonus is placed on ${action.target}`);
  } else {
    company.bonusTo = action.target;
    company.bonusGiven = round;
    game.log(`${company.def.name}'s bonus is given to ${action.target}`);
  }
}

/** The owner keeps the bonus where it is this round. */
export function keepBonus(company: Company, round: string): void {
  company.bonusPlaced = round;
  company.bonusGiven = round;
}

/** A corporation buying the private takes its bonus for good. */
export function bonusBought(company: Company, corp: Corporation): void {
  if (!bonusOf(company)) return;
  company.bonusTo = corp.sym;
  // The corporation may place it in this very turn, whatever its seller did at the round's start.
  company.bonusPlaced = "";
}

/**
 * What a route earns from the bonuses given to the corporation (a RouteStops bonus): each bonus whose hex is one of
 * its stops (an N/M train's stops paid, chosen with the bonus counted, as 18xx.games counts them). Undefined: none.
 */
export function hexBonuses(game: Game, corp: Corporation): StopsBonus | undefined {
  const given: { hex: string; each: number }[] = [];
  for (const c of game.companies) {
    const bonus = placedBonus(c);
    if (!bonus || c.bonusTo !== corp.sym || c.bonusHex === null) continue;
    given.push({ hex: c.bonusHex, each: bonus.amount * (bonus.icons?.[c.bonusHex] ?? 1) });
  }
  if (!given.length) return undefined;
  return (stops) => given.reduce((t, g) => (stops.some((s) => s.hex === g.hex) ? t + g.each : t), 0);
}

/** A phase starting ends the bonuses it names (before the privates it closes close). */
export function bonusesOnPhase(game: Game, phase: PhaseDef): void {
  for (const c of game.companies) {
    const bonus = placedBonus(c);
    if (!bonus || (c.bonusHex === null && c.bonusTo === null)) continue;
    if (bonus.endsOnPhase === phase.name || (bonus.playerLosesOnPhase === phase.name && c.owner instanceof Player)) {
      c.bonusHex = null;
      c.bonusTo = null;
      game.log(`${c.def.name}'s bonus is removed`);
    }
  }
}
