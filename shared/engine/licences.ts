// Licences (TitleData.licences): a right to run trains to some hexes, bought
// in the track step. 1830+ S-1.2 7.2 "The Virginia Coalfields": "Each
// corporation that wishes to run into or through this hex must pay $120
// license cost"; "A railroad wishing to access the K-C River hex must have a
// connection between one of its tokens and the K-C River hex by a route of
// infinite length"; "The purchase ... takes place during the track-building
// phase ... in addition to any track building"; "not transferable".
// A private may bring one (CompanyAbility "licence": T-05 notes 4 and 7),
// kept when the private closes (closeCompany).
import { Corporation, type Player } from "./entities.ts";
import { GameError } from "./errors.ts";
import type { Game } from "./game.ts";
import { NODE_SLOTS } from "./graph.ts";
import type { CompanyAbility, LicenceDef } from "./title.ts";

/** Whether the corporation holds the licence: bought, kept from a closed private, or brought by a private it owns. */
export function holdsLicence(corp: Corporation, id: string): boolean {
  if (corp.licences.includes(id)) return true;
  return corp.companies.some((c) => !c.closed && c.abilities.some((a) => a.type === "licence" && a.licence === id));
}

/** Whether the corporation's stations reach a stop on one of the licence's hexes by track of any length. */
function reaches(game: Game, corp: Corporation, licence: LicenceDef): boolean {
  const graph = game.board.graphFor(corp.sym);
  const hexes = new Set(licence.hexes.map((h) => game.board.hexIndex(h)));
  for (const key of graph.nodes) if (hexes.has(Math.floor(key / NODE_SLOTS))) return true;
  return false;
}

/** Why the corporation may not buy this licence now, or null. */
export function whyNoLicence(game: Game, corp: Corporation, licence: LicenceDef): string | null {
  const cite = licence.section;
  if (holdsLicence(corp, licence.id)) return `${cite}: ${corp.sym} already holds a ${licence.name}`;
  if (!reaches(game, corp, licence)) return `${cite}: ${corp.sym} has no track from its stations to ${licence.hexes.join(", ")}`;
  if (corp.cash < licence.price) return `${cite}: ${corp.sym} has ${game.money(corp.cash)}, the ${licence.name} costs ${game.money(licence.price)}`;
  return null;
}

/** The licences the corporation may buy now. */
export function licencesForSale(game: Game, corp: Corporation): LicenceDef[] {
  return (game.data.licences ?? []).filter((l) => whyNoLicence(game, corp, l) === null);
}

/** The choice a licence purchase is made with (the action `choose`). */
export const licenceChoice = (licence: LicenceDef) => `licence:${licence.id}`;

/** Buys the licence named by a `choose` action's choice, or throws a GameError naming the rule. */
export function buyLicence(game: Game, corp: Corporation, choice: string): void {
  const licence = (game.data.licences ?? []).find((l) => licenceChoice(l) === choice);
  if (!licence) throw new GameError(`1830+ S-1.2 7.2: there is no "${choice}" to buy in this game`);
  const why = whyNoLicence(game, corp, licence);
  if (why) throw new GameError(why);
  game.pay(corp, game.bank, licence.price);
  corp.licences.push(licence.id);
  game.log(`${corp.sym} buys a ${licence.name} for ${game.money(licence.price)}`);
}

/** Why the corporation's trains may not run to this hex, or null (a licence's hex without the licence). */
export function licenceVisitProblem(game: Game, corporation: string, hex: string): string | null {
  const licence = game.data.licences?.find((l) => l.hexes.includes(hex));
  if (!licence || holdsLicence(game.corporation(corporation), licence.id)) return null;
  return `${licence.section}: ${corporation} has no ${licence.name}, needed to run into or through ${hex}`;
}

/** The private's licence goes to the corporation owning it when it closes (T-05: "The owner retains the license"). */
export function keepLicences(owner: Corporation | Player | null, abilities: readonly CompanyAbility[]): void {
  if (!(owner instanceof Corporation)) return;
  for (const a of abilities) if (a.type === "licence" && !owner.licences.includes(a.licence)) owner.licences.push(a.licence);
}

/** Title.operatingParts.licences: what the rounds and the board ask of licences, named by a title that has them, so that no other title's page loads them (issue #40, 11). */
export const LICENCES = { visitProblem: licenceVisitProblem, keep: keepLicences, forSale: licencesForSale, choice: licenceChoice, buy: buyLicence, whyNo: whyNoLicence } as const;
