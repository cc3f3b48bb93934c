// Track in an operating turn beyond the board's own rules: which lays a turn
// allows (1830 7.2: one lay or upgrade; TitleData.tileLays may allow more, e.g.
// two yellow tiles, the second for a fee) and what a lay costs and earns (terrain,
// rivers, a private's income from river crossings, a hex's bonus for yellow
// tiles).
import { Corporation, type Company } from "../entities.ts";
import type { Game } from "../game.ts";
import type { Board, Crossing } from "../map.ts";
import { oppositeEdge } from "../hex.ts";
import { isNode, NODE_BASE } from "../tile.ts";
import type { TileLaySlot } from "../title.ts";
import { ability, closeCompany } from "./companies.ts";

/** The lays a corporation has made this turn. */
export interface LaysMade {
  count: number;
  upgraded: boolean;
  /** The yellow-tile bonuses earned by these lays (HexDef.yellowLayBonus). */
  bonus?: number;
  /** The hexes tiles went on this turn (TileLaySlot.anotherHex). */
  hexes?: string[];
}

/** The fees a corporation's privates set for its lays ("layCosts"), slot by slot; null keeps the title's. */
function layCostsOf(corp: Corporation): (number | null)[] {
  const costs: (number | null)[] = [];
  for (const c of corp.companies) {
    const fees = ability(c, "layCosts");
    if (!fees) continue;
    const chosen = fees.with && corp.companies.some((o) => o.sym === fees.with!.company) ? fees.with.costs : fees.costs;
    chosen.forEach((fee, i) => {
      if (fee !== null) costs[i] = fee;
    });
  }
  return costs;
}

const ONE_LAY: readonly TileLaySlot[] = [{ lay: true, upgrade: true }];

/**
 * The next tile lay the turn allows the corporation, as a yellow lay and as an upgrade, or null when none is left. Its fee
 * is the one its privates set now ("layCosts"), as 18xx.games reads it at each lay.
 */
export function nextLay(game: Game, made: LaysMade, corp: Corporation): { lay: boolean; upgrade: boolean; cost: number; anotherHex?: boolean } | null {
  const slot = (game.data.tileLays ?? ONE_LAY)[made.count];
  if (!slot) return null;
  const lay = slot.lay === "notIfUpgraded" ? !made.upgraded : slot.lay;
  const upgrade = slot.upgrade === "notIfUpgraded" ? !made.upgraded : slot.upgrade;
  if (!lay && !upgrade) return null;
  return { lay, upgrade, cost: layCostsOf(corp)[made.count] ?? slot.cost ?? 0, ...(slot.anotherHex ? { anotherHex: true } : {}) };
}

/** Why the slot's lay may not go on this hex: it had a tile this turn already (TileLaySlot.anotherHex). */
export function whyNotAgain(slot: { anotherHex?: boolean } | null, made: LaysMade, hex: string): string | null {
  return slot?.anotherHex && made.hexes?.includes(hex) ? `${hex} had a tile this turn: this lay goes on another hex` : null;
}

/**
 * Pays for a tile lay and its side effects, after the board has accepted it:
 * the corporation pays `cost` (terrain, rivers and the lay's own fee) to the
 * bank; the owner of a private with a crossing income earns it for every
 * river crossed; a yellow tile on a hex with a lay bonus earns the
 * corporation that bonus (HexDef.yellowLayBonus), which it returns; a private whose
 * hexes have all been laid closes (DiscountedTileLay.closesWhenHexesLaid).
 */
export function settleLay(
  game: Game,
  corp: Corporation,
  lay: { hex: string; cost: number; crossings: readonly Crossing[]; yellow: boolean },
): number {
  if (lay.cost > 0) game.pay(corp, game.bank, lay.cost);
  game.title.tileLaid?.(game, lay.hex);
  for (const c of game.companies) {
    const income = ability(c, "crossingIncome");
    if (!income || !c.owner) continue;
    const n = lay.crossings.filter((x) => x.type === income.border).length;
    if (!n) continue;
    game.pay(game.bank, c.owner, income.amount * n);
    game.log(`${ownerName(c)} earns ${game.money(income.amount * n)} for the river crossing built by ${c.def.name}`);
  }
  // A private that closes once each of its hexes has a tile closes whoever laid it (1830+ T-05 note 3, S-4.2 3.0: the CC
  // "is closed when tiles have been laid on both hexes").
  for (const c of game.companies) {
    const discount = ability(c, "discountedTileLay");
    if (discount?.closesWhenHexesLaid && discount.hexes.includes(lay.hex) && discount.hexes.every((h) => game.board.tileAt(h).color !== "white")) {
      closeCompany(game, c);
    }
  }
  // A private's income for a yellow tile on its terrain ("terrainIncome"), once the costs are paid.
  const terrain = game.board.hexDef(lay.hex).terrain?.kind;
  for (const c of corp.companies) {
    const income = ability(c, "terrainIncome");
    if (!income || !lay.yellow || terrain !== income.terrain) continue;
    game.pay(game.bank, corp, income.amount);
    game.log(`${corp.sym} earns ${game.money(income.amount)} with ${c.def.name} for a yellow tile on ${lay.hex}`);
  }
  const bonus = game.board.hexDef(lay.hex).yellowLayBonus;
  if (lay.yellow && bonus) {
    game.pay(game.bank, corp, bonus);
    game.log(`${corp.sym} gains ${game.money(bonus)} for laying a yellow tile on ${lay.hex}`);
    return bonus;
  }
  return 0;
}

function ownerName(c: Company): string {
  const owner = c.owner!;
  return owner instanceof Corporation ? owner.sym : owner.name;
}

/**
 * Whether a private's "extraTileLay" may still be used: not used up, and for tiles laid together (a count),
 * every hex of it still empty, as a tile laid there otherwise forfeits it.
 */
export function extraLayOpen(game: Game, company: Company): boolean {
  const extra = ability(company, "extraTileLay");
  if (!extra || company.used || company.closed) return false;
  // "whileApart": while no track joins its hexes (1846's Little Miami).
  if (extra.whileApart) return !trackJoins(game.board, extra.hexes[0]!, extra.hexes[1]!);
  return !extra.count || extra.hexes.every((h) => game.board.tileAt(h).color === "white");
}

/** Whether track runs from a city or town of one hex to one of another, whatever stations stand in the way. */
export function trackJoins(board: Board, from: string, to: string): boolean {
  const [start, goal] = [board.hexIndex(from), board.hexIndex(to)];
  const seen = new Set<number>();
  const todo: number[] = [];
  const add = (h: number, p: number) => {
    const key = h * 64 + p;
    if (!seen.has(key)) {
      seen.add(key);
      todo.push(key);
    }
  };
  const first = board.tileOf(start);
  first.type.nodes.forEach((_, n) => first.shape.nodePaths[n]!.forEach((p) => add(start, p)));
  while (todo.length) {
    const key = todo.pop()!;
    const [h, p] = [Math.floor(key / 64), key % 64];
    const tile = board.tileOf(h);
    const path = tile.shape.paths[p]!;
    for (const end of [path.a, path.b]) {
      if (isNode(end)) {
        if (h === goal) return true;
        // Routes end at an off-board area; they pass other cities and towns.
        if (tile.type.nodes[end - NODE_BASE]!.kind !== "offboard") for (const q of tile.shape.nodePaths[end - NODE_BASE]!) add(h, q);
      } else {
        const next = board.crossing(h, end);
        if (next >= 0) for (const q of board.tileOf(next).shape.edgePaths[oppositeEdge(end)]!) add(next, q);
      }
    }
  }
  return false;
}
