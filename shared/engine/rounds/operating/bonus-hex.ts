// [hex bonus] (CompanyAbility "bonusHex"; 1846's Steamboat, Meat Packing and Boomtown): a private's
// bonus placed on one hex and given to one corporation, whose routes stopping there earn it. Its
// owning player moves it at the start of each operating round; a corporation that buys it takes it
// for good and places it, once or each turn.
import type { ActionOf } from "../../action.ts";
import { Company, Corporation, Player } from "../../entities.ts";
import { require } from "../../errors.ts";
import type { Game } from "../../game.ts";
import type { LegalAction } from "../../legal.ts";
import type { PhaseDef } from "../../title.ts";
import { ability } from "../companies.ts";

const bonusOf = (c: Company) => ability(c, "bonusHex");
/** The bonus of a private, closed or not: a bonus given outlasts its private's closing. */
const givenBonusOf = (c: Company) => c.abilities.find((a) => a.type === "bonusHex") as ReturnType<typeof bonusOf>;

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
 * What a stop on `hex` earns the corporation's routes from the bonuses given to it (Board.stopBonus, counted in each
 * route's revenue and in the best-route search alike). The bonus outlasts its private's closing: its own ability is read.
 */
export function hexBonusOf(game: Game, corporation: string, hex: string): number {
  let total = 0;
  for (const c of game.companies) {
    if (c.bonusTo !== corporation || c.bonusHex !== hex) continue;
    const bonus = givenBonusOf(c);
    if (bonus) total += bonus.amount * (bonus.icons?.[hex] ?? 1);
  }
  return total;
}

/** A phase starting ends the bonuses it names (before the privates it closes close). */
export function bonusesOnPhase(game: Game, phase: PhaseDef): void {
  for (const c of game.companies) {
    const bonus = givenBonusOf(c);
    if (!bonus || (c.bonusHex === null && c.bonusTo === null)) continue;
    if (bonus.endsOnPhase === phase.name || (bonus.playerLosesOnPhase === phase.name && c.owner instanceof Player)) {
      c.bonusHex = null;
      c.bonusTo = null;
      game.log(`${c.def.name}'s bonus is removed`);
    }
  }
}

/** Title.operatingParts.hexBonus: what the game and the operating round ask of hex bonuses, named by a title whose privates give them (issue #40, 11). */
export const HEX_BONUS = {
  atRoundStart: bonusAtRoundStart,
  placeable: bonusPlaceable,
  targets: bonusTargets,
  assign: assignBonus,
  keep: keepBonus,
  bought: bonusBought,
  of: hexBonusOf,
  onPhase: bonusesOnPhase,
} as const;
