// Private companies: the shares some of them come with, their exchange for
// a share, their revenue, and their closing (1830 4.x and pp. 46-47).
import { closeCorporation } from "../closing.ts";
import { Company, Corporation, Player, type Share } from "../entities.ts";
import { require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import { exemptFromHoldingLimit, floatIfReady, holdingLimit, transferShares } from "../shares.ts";
import type { CompanyAbility } from "../title.ts";

export function ability<T extends CompanyAbility["type"]>(company: Company, type: T): Extract<CompanyAbility, { type: T }> | undefined {
  if (company.closed) return undefined;
  // A plain loop (no predicate made per call): asked of every company at many moves of a replay.
  for (const a of company.abilities) if (a.type === type) return a as Extract<CompanyAbility, { type: T }>;
  return undefined;
}

/** [inventor] A train leaves its holder (bought from the bank or a corporation, exported, rusted, discarded): a private
 *  with the "inventor" ability owned by a corporation pays that corporation for the train's name, the first time. */
export function trainLeavesHolder(game: Game, train: { name: string }): void {
  for (const company of game.companies) {
    const inventor = ability(company, "inventor");
    const owner = company.owner;
    if (!inventor || !(owner instanceof Corporation) || company.paidFor.includes(train.name)) continue;
    const amount = inventor.pays[train.name];
    if (amount === undefined) continue;
    company.paidFor.push(train.name);
    game.pay(game.bank, owner, amount);
    game.log(`${owner.sym} collects ${game.money(amount)} from ${company.def.name}`);
  }
}

/** A train of the corporation's leaves the game, rusted or obsolete: its privates with the "scrapper" ability pay for it. */
export function payScrapValue(game: Game, owner: Corporation, train: { name: string }): void {
  for (const company of owner.companies) {
    const amount = ability(company, "scrapper")?.values[train.name] ?? 0;
    if (amount <= 0) continue;
    game.pay(game.bank, owner, amount);
    game.log(`${owner.sym} collects ${game.money(amount)} from ${company.def.name} for a ${train.name} train`);
  }
}

/**
 * What a private gives its first buyer: certificates (CA: a PRR share at once;
 * a minor's director's certificate, which floats the minor) and other
 * privates (a minor that comes with a private). A card that only stands
 * for these (CompanyDef.closesWhenBought) then leaves the game. Returns the
 * corporation whose president's certificate comes with it and needs a par
 * (BO: the B&O), which the buyer receives once he has set its par (6.2).
 */
export function grantCompanyShares(game: Game, company: Company, player: Player): string | null {
  let mustPar: string | null = null;
  for (const a of company.abilities) {
    if (a.type === "company") {
      const other = game.company(a.company);
      other.owner = player;
      player.companies.push(other);
      game.log(`${player.name} receives ${other.def.name}`);
      continue;
    }
    if (a.type !== "share") continue;
    const corp = game.corporation(a.corporation);
    if (a.president && !corp.def.minor) {
      mustPar = a.corporation;
      continue;
    }
    // From the initial offering, or from the certificates held back for such privates.
    const free = (s: { president: boolean; percent: number; holder: unknown }) => s.president === !!a.president && s.percent === a.percent;
    const share = corp.sharesOf("ipo").find(free) ?? corp.sharesOf("reserved").find(free);
    require(share, `${company.sym}: no ${a.percent}% certificate of ${corp.sym} is left`);
    transferShares(game, [share], player);
    game.log(`${player.name} receives a ${share.percent}% ${share.president ? "director's certificate" : "share"} of ${corp.sym}`);
    floatIfReady(game, corp);
  }
  if (company.def.closesWhenBought) {
    company.closed = true;
    const i = player.companies.indexOf(company);
    if (i >= 0) player.companies.splice(i, 1);
  }
  return mustPar;
}

/** The president's certificate a private brings, given once its par is set (1830 BO, 6.2). */
export function grantPresidentShare(game: Game, corp: Corporation, player: Player): void {
  transferShares(game, [corp.shares[0]!], player);
  game.log(`${player.name} receives a ${corp.shares[0]!.percent}% share of ${corp.sym}`);
}

/** The share a private's exchange ability could take now (1830 MH), or null. */
export function exchangeAbility(game: Game, company: Company): Share[] | null {
  const exchange = ability(company, "exchange");
  if (!exchange || !(company.owner instanceof Player)) return null;
  const corp = game.corporation(exchange.corporation);
  const owner = company.owner;
  if (!exemptFromHoldingLimit(game, corp) && corp.percentOf(owner) + 10 > holdingLimit(game)) return null;
  const offers: Share[] = [];
  if (exchange.from.includes("ipo")) {
    const s = corp.sharesOf("ipo").find((x) => !x.president);
    if (s) offers.push(s);
  }
  if (exchange.from.includes("market")) {
    const s = corp.sharesOf("pool")[0];
    if (s) offers.push(s);
  }
  return offers.length ? offers : null;
}

/** 1830 MH: the owner trades the private for a share; no money moves and the private closes. */
export function exchangeShare(game: Game, company: Company, share: Share): void {
  const offers = exchangeAbility(game, company);
  require(offers, `1830 MH: ${company.sym} cannot be exchanged now`);
  require(offers.some((s) => s.holder === share.holder && s.corporation === share.corporation && !share.president),
    `1830 MH: ${company.sym} is exchanged for a ${offers[0]!.corporation.sym} share from the IPO or the pool`);
  const owner = company.owner as Player;
  game.log(`${owner.name} exchanges ${company.def.name} for a ${share.percent}% share of ${share.corporation.sym} from the ${share.holder === "ipo" ? "IPO" : "market"}`);
  transferShares(game, [share], owner);
  floatIfReady(game, share.corporation);
  closeCompany(game, company);
}

/**
 * The lays a player's private may make by its own ability outside an operating turn ("playerTileLay": in a
 * stock round): one of its tiles on one of its hexes still without a tile, free and without a connection.
 */
export function playerTileLays(game: Game, company: Company): Extract<LegalAction, { type: "lay_tile" }>[] {
  const lay = ability(company, "playerTileLay");
  if (!lay || company.used || !(company.owner instanceof Player)) return [];
  return game.board
    .legalTileLays(company.sym, game.phase.tiles, new Set(), { hexes: lay.hexes, tiles: lay.tiles, connected: false, phasesReached: game.phases.reached })
    .filter(({ hex }) => game.board.tileAt(hex).color === "white")
    .flatMap(({ hex, tiles: fits }) => fits.map(({ tileId, rotations }) => ({ type: "lay_tile" as const, hex, tile: tileId, rotations, cost: 0 })));
}

/** A player's private's own lay outside an operating turn ("playerTileLay"), checked against playerTileLays; it stays open. */
export function layPlayerTile(game: Game, company: Company, action: { hex: string; tile: string; rotation: number }): void {
  const fits = playerTileLays(game, company).some((l) => l.hex === action.hex && l.tile === action.tile && l.rotations.includes(action.rotation));
  require(fits, `${company.sym} may lay only its own tile, free, on one of its hexes still without a tile`);
  game.board.layTile(action.hex, action.tile, action.rotation);
  company.used = true;
  game.log(`${(company.owner as Player).name} (${company.sym}) lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
}

/** The privates of the corporation that close on its first run to one of the hexes its routes ran to (1830+ T-05 note 4). */
export function closeOnRuns(game: Game, corp: Corporation, hexes: readonly string[]): void {
  for (const company of [...corp.companies]) {
    const close = ability(company, "closeOnRunTo");
    if (close && close.hexes.some((h) => hexes.includes(h))) closeCompany(game, company);
  }
}

export function closeCompany(game: Game, company: Company): void {
  if (company.closed) return;
  // A minor's card ("minor"): the minor, not taken over, closes with it (1846's minors in phase III).
  const minor = ability(company, "minor");
  company.closed = true;
  const owner = company.owner;
  game.title.operatingParts?.licences?.keep(owner, company.abilities);
  if (owner) owner.companies.splice(owner.companies.indexOf(company), 1);
  game.log(`${company.def.name} closes`);
  const running = minor && game.corporations.find((c) => c.sym === minor.corporation && !c.closed);
  if (running) closeCorporation(game, running);
}

/**
 * Draws the share each `randomShare` private comes with, in the
 * order of the privates, one draw of the game's generator each, and turns the
 * ability into a plain `share`.
 */
export function resolveRandomShares(game: Game): void {
  for (const company of game.companies) {
    company.abilities = company.abilities.flatMap((a): CompanyAbility[] => {
      if (a.type !== "randomShare") return [a];
      const corporation = a.corporations[game.rng.below(a.corporations.length)]!;
      game.log(`${company.def.name} comes with ${a.president ? "the president's certificate" : `a ${a.percent}% share`} of ${corporation}`);
      const share: CompanyAbility = { type: "share", corporation, percent: a.percent, ...(a.president ? { president: true } : {}) };
      return a.closeOnTrainBuy ? [share, { type: "closeOnTrainBuy", corporation }] : [share];
    });
  }
}

/**
 * A corporation that only a private's `parExchange` can start leaves the game
 * once that private is closed or belongs to a corporation before it was used
 * (the corporation "may only enter the game" through that private).
 */
export function retireUnstartable(game: Game): void {
  for (const company of game.companies) {
    // Asked after every action: the cheap question first.
    if (!(company.closed || company.owner instanceof Corporation)) continue;
    for (const exchange of company.abilities) {
      if (exchange.type !== "parExchange") continue;
      const corp = game.corporation(exchange.corporation);
      if (corp.removed || corp.parPrice !== null) continue;
      corp.removed = true;
      game.log(`${company.def.name} can no longer start ${corp.sym}, which leaves the game`);
    }
  }
}

/**
 * What a private pays now: its printed revenue, its "revenueWithTrain" to a corporation with a train, or a player's
 * private's revenue from the phase its "playerKeeps" ability names (a corporation never sells a private back, and from that phase on no
 * corporation buys one, so a player owns it now exactly if he owned it when the phase began).
 */
export function companyRevenue(game: Game, company: Company): number {
  const withTrain = ability(company, "revenueWithTrain");
  if (withTrain) return company.owner instanceof Corporation && company.owner.trains.length > 0 ? withTrain.amount : 0;
  const keeps = ability(company, "playerKeeps");
  return keeps && company.owner instanceof Player && game.phases.reached.has(keeps.phase) ? keeps.revenue : company.def.revenue;
}

/** 1830 7.0: at the start of each operating round every open private pays its owner. */
export function payCompanyRevenues(game: Game): void {
  for (const c of game.companies) {
    if (c.closed || !c.owner) continue;
    const revenue = companyRevenue(game, c);
    if (!revenue) continue;
    game.pay(game.bank, c.owner, revenue);
    game.log(`${c.owner instanceof Corporation ? c.owner.sym : c.owner.name} collects ${game.money(revenue)} from ${c.def.name}`);
  }
}

/** What the buyer of a private that brings a presidency chooses at once: its corporation's par (the BO's B&O, 1830 T-05). */
export function pendingParAction(game: Game, corporation: string): LegalAction {
  const prices = game.market.parCells().map((c) => ({ sharePrice: `${c.price},${c.row},${c.col}`, price: c.price }));
  return { type: "par", corporation, prices };
}

/**
 * The par its buyer sets at once for the corporation whose presidency a private brought (the BO's
 * B&O, 1830 T-05), who then receives the president's certificate; `rule` names the round's section.
 */
export function setPendingPar(game: Game, player: Player, corporation: string, sharePrice: string, asked: string, rule: string): void {
  require(asked === corporation, `${rule}: ${player.name} must set the par value of ${corporation}`);
  const corp = game.corporation(corporation);
  const cell = game.market.parseParPrice(sharePrice);
  corp.parPrice = cell.price;
  game.market.place(corp.sym, cell);
  game.log(`${player.name} pars ${corp.sym} at ${game.money(cell.price)}`);
  grantPresidentShare(game, corp, player);
}

/** What a corporation may pay a player for a private: half to twice its face value (1830 4.1), or $1 to its face
 *  value where the title says so (TitleData.companyPricesUpToFace). */
export function companyPriceRange(game: Game, company: Company): { min: number; max: number } {
  if (game.data.companyPricesUpToFace) return { min: 1, max: company.def.value };
  return { min: Math.ceil(company.def.value / 2), max: company.def.value * 2 };
}
