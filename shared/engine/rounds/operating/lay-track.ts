// Laying track (1830 7.2): the turn's tile lays (TitleData.tileLays), and the
// lays private companies make by their abilities: an extra tile (free for
// 1830+'s PL), the DH's tile and station, a tile on the hex of a private its
// president owns, the SV's half-cost tile (1830 V-4.0) or the CC's $20 one
// (1830+ T-05), the tile a station move brings. 1830+'s licences are bought
// in this step too (S-1.2 7.2, licences.ts).
import type { ActionOf, GameActionType } from "../../action.ts";
import { Company, Player, type Corporation, type Entity } from "../../entities.ts";
import { GameError, require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import { oppositeEdge } from "../../hex.ts";
import type { CompanyAbility } from "../../title.ts";
import type { TileLay } from "../../map.ts";
import { ability, closeCompany, companyPriceRange } from "../companies.ts";
import { extraLayOpen, nextLay, settleLay, whyNotAgain } from "../track.ts";
import { presidentsLayPrivate } from "./abilities.ts";
import { TurnStep, type OperatingStep } from "./turn.ts";

type DiscountedTileLay = Extract<CompanyAbility, { type: "discountedTileLay" }>;

/** The terrain a private the corporation owns lets it build on for nothing ("terrainDiscount"). */
export function freeTerrain(corp: Corporation): string | undefined {
  for (const c of corp.companies) {
    const free = ability(c, "terrainDiscount");
    if (free && free.amount === undefined) return free.terrain;
  }
  return undefined;
}

/** A discount on terrain a private the corporation owns gives ("terrainDiscount" with an amount). */
export function terrainDiscount(corp: Corporation): { kind: string; amount: number } | undefined {
  for (const c of corp.companies) {
    const off = ability(c, "terrainDiscount");
    if (off?.amount !== undefined) return { kind: off.terrain, amount: off.amount };
  }
  return undefined;
}

/** CorporationDef.layDiscount: what the corporation's own yellow lays on these hexes cost less. */
function ownLayDiscount(corp: Corporation, hex: string, upgrade: boolean): number {
  const d = corp.def.layDiscount;
  return d && !upgrade && d.hexes.includes(hex) ? d.amount : 0;
}

export class LayTrackStep extends TurnStep implements OperatingStep {
  actions(corp: Corporation): GameActionType[] {
    // 1830+ S-1.2 7.2: a licence is bought in the track step, in addition to the track (licences.ts).
    const types: GameActionType[] = this.canLayTile(corp) ? ["lay_tile"] : [];
    if (this.licences?.forSale(this.game, corp).length) types.push("choose");
    // As 18xx.games plays it, the step waits for the president's pass while his own private may still lay ("playerTileLay"),
    // or a private's tiles laid in the track step may still come (waitsForPrivateLays).
    return types.length || presidentsLayPrivate(corp) || this.waitsForPrivateLays(corp) ? [...types, "pass"] : [];
  }

  /**
   * A private whose tiles are laid in the track step ("extraTileLay" trackStep) keeps the step open for the
   * corporation's pass while the corporation owns it unused, or could buy it from a player now (1830 4.1).
   */
  private waitsForPrivateLays(corp: Corporation): boolean {
    const inTrackStep = (c: Company) => ability(c, "extraTileLay")?.trackStep === true && extraLayOpen(this.game, c);
    if (corp.companies.some(inTrackStep)) return true;
    return this.op.companies.canBuyCompanies() &&
      this.game.companies.some((c) => inTrackStep(c) && c.owner instanceof Player && !ability(c, "noCorporationBuy") && corp.cash >= companyPriceRange(this.game, c).min);
  }

  /** The lays the corporation, or a private company by its ability, may make now. */
  legalActions(entity: Entity, corp: Corporation): LegalAction[] {
    return entity instanceof Company ? this.specialTileLays(entity) : this.tileLays(corp);
  }

  whyNot(corp: Corporation, at: string): string {
    return this.turn!.laidTile ? this.noMoreLays() : `1830 7.1: track comes first in a turn; ${corp.sym} is at "${at}"`;
  }

  /** The licences the corporation may buy now (1830+ S-1.2 7.2), one choice each. */
  licenceChoices(corp: Corporation): LegalAction[] {
    const licences = this.licences;
    return (licences?.forSale(this.game, corp) ?? []).map((l) => ({ type: "choose", choices: [licences!.choice(l)], prompt: `Buy a ${l.name} for ${this.game.money(l.price)} (${l.section})` }));
  }

  /** The licences' part of the rules, where the title has licences (Title.operatingParts). */
  private get licences() {
    return this.game.title.operatingParts?.licences;
  }

  whyNoLicence(corp: Corporation, at: string): string {
    const licence = this.game.data.licences?.[0];
    if (!licence) return `1830 7.1: ${corp.sym} has nothing to choose at "${at}"`;
    return this.step === "track" ? this.licences?.whyNo(this.game, corp, licence) ?? `${licence.section}: nothing to buy` : `${licence.section}: a licence is bought in the track step; ${corp.sym} is at "${at}"`;
  }

  /** 1830+ S-1.2 7.2: the operating railroad buys a licence in its track step. */
  buyLicence(entity: Entity, choice: string): void {
    const corp = this.turn!.corporation;
    require(entity === corp && this.step === "track", `1830 S-1.2 7.2: a licence is bought in the operating railroad's track step`);
    if (!this.licences) throw new GameError(`there is no "${choice}" to choose in this game`);
    this.licences.buy(this.game, corp, choice);
  }

  /**
   * 1830 7.2: the turn allows another lay (TitleData.tileLays) the corporation
   * can pay the fee of, and it has stations to build from (an owner of neutral
   * stations only once one is on the map).
   */
  private canLayTile(corp: Corporation): boolean {
    const next = nextLay(this.game, this.turn!.lays, corp);
    // [loans]: the loans it may still take count, as it may take them first.
    const cash = this.layCash(corp) + (this.op.loans?.borrowable(corp) ?? 0);
    if (!next || cash < next.cost) return false;
    // TitleData.layCostAtLeast: short of the least a lay costs, only a lay made cheaper (CorporationDef.layDiscount) is left.
    const least = this.game.data.layCostAtLeast ?? 0;
    if (cash < least + next.cost) {
      // What it could raise first (an issue, a minor's cash) keeps the step open, as 18xx.games does.
      if (this.game.data.shareIssues && (this.op.issues?.buyingPower(corp, [0, 3]) ?? corp.cash) >= least + next.cost) return true;
      // As 18xx.games counts it (TitleData.layCostAtLeast, 1846): a private of the corporation's laying free (or for its
      // discount off the least) on a hex still printed keeps the step open.
      const freeLay = (c: Company) => {
        const x = ability(c, "extraTileLay");
        return !!x && !c.used && (!!x.free || (x.discount ?? 0) >= least) && x.hexes.some((h) => this.game.board.tileAt(h).printed);
      };
      if (least > 0 && corp.companies.some(freeLay)) return true;
      // A discount that makes a yellow lay free keeps the step open while one of its hexes is still as printed, whether
      // or not a lay there is possible now (as 18xx.games plays it).
      const discount = corp.def.layDiscount;
      return !!discount && discount.amount >= least + next.cost && discount.hexes.some((h) => this.game.board.tileAt(h).printed);
    }
    return corp.def.tokens.length > 0 || this.game.board.tokensOf(corp.sym).length > 0;
  }

  private tileLays(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    const slot = nextLay(this.game, this.turn!.lays, corp);
    if (!slot) return legal;
    const home = this.homeFirst(corp);
    const lays = this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes(), { phasesReached: this.game.phases.reached, ...(home ? { hexes: [home] } : {}) });
    const fixed = this.game.title.operatingParts?.routeBonus?.fixedHexes(this.game) ?? [];
    for (const { hex, tiles } of lays) {
      if (fixed.includes(hex) || whyNotAgain(slot, this.turn!.lays, hex)) continue;
      const upgrade = this.game.board.tileAt(hex).color !== "white";
      if (upgrade ? !slot.upgrade : !slot.lay) continue;
      for (const { tileId, rotations } of tiles) {
        // Rivers make the cost depend on the rotation: each rotation is offered at its own price.
        const byCost = new Map<number, number[]>();
        for (const rotation of rotations) {
          const full = this.layCost(corp, hex, tileId, rotation, true);
          const terrain = full === null ? null : Math.max(0, full - ownLayDiscount(corp, hex, upgrade));
          if (terrain === null || terrain + slot.cost > this.layCash(corp)) continue;
          byCost.set(terrain + slot.cost, [...(byCost.get(terrain + slot.cost) ?? []), rotation]);
        }
        for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
      }
    }
    return legal;
  }

  specialTileLays(company: Company): LegalAction[] {
    const corp = this.turn!.corporation;
    const move = this.turn!.move;
    if (move?.company === company && move.hex) {
      // [station move]: one lay or upgrade on the hex the station moved to.
      const legal: LegalAction[] = [];
      for (const { hex, tiles } of this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes(), { hexes: [move.hex], phasesReached: this.game.phases.reached })) {
        for (const { tileId, rotations } of tiles) {
          const byCost = new Map<number, number[]>();
          for (const rotation of rotations) {
            const cost = this.layCost(corp, hex, tileId, rotation, true);
            if (cost === null || cost > corp.cash) continue;
            byCost.set(cost, [...(byCost.get(cost) ?? []), rotation]);
          }
          for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
        }
      }
      return legal;
    }
    const discount = ability(company, "discountedTileLay");
    if (discount) return this.discountedLays(corp, company, discount);
    const presidents = ability(company, "presidentTileLay");
    // A player's private's own tile ("playerTileLay", "tileLayWhenSold"): free, without a connection.
    const own = this.turn!.soldLay === company ? ability(company, "tileLayWhenSold") : ability(company, "playerTileLay");
    const lay = ability(company, "extraTileLay") ?? ability(company, "teleport") ?? presidents ?? own;
    const legal: LegalAction[] = [];
    // Tiles laid together join the track of those laid before them.
    const together = this.turn!.together?.company === company ? this.turn!.together : null;
    for (const hex of lay?.hexes ?? []) {
      if (lay?.type === "extraTileLay" && lay.notBesideLabel && this.besideLabel(hex, lay.notBesideLabel)) continue;
      for (const name of lay!.tiles) {
        const tileId = this.game.board.nextCopy(name);
        if (!tileId) continue;
        // The president's private lays connected, its hex blocked for everyone else, and pays no terrain.
        const anyLabel = lay?.type === "extraTileLay" && lay.anyLabel === true;
        const joined = !!presidents || (lay?.type === "extraTileLay" && lay.connected === true);
        const rotations = [0, 1, 2, 3, 4, 5].filter((r) => this.layCost(corp, hex, tileId, r, joined, false, true, anyLabel) !== null
          && (together ? together.hexes.some((h) => this.joinsTrack(h, hex, tileId, r)) : !this.leadsNowhere(lay!, hex, tileId, r) && !this.stranded(corp, company, lay!, hex, tileId, r)));
        const free = presidents || own || (lay && "free" in lay && lay.free);
        // [lay by a private]: one of the turn's lays, with its fee.
        const fee = lay?.type === "extraTileLay" && lay.consumesLay ? (nextLay(this.game, this.turn!.lays, corp)?.cost ?? 0) : 0;
        // "extraTileLay" discount: the lay's cost less the discount, nothing at least; rotations by what they cost (a river crossed).
        if (lay?.type === "extraTileLay" && lay.discount && !free) {
          const byCost = new Map<number, number[]>();
          for (const r of rotations) {
            const cost = Math.max(0, this.layCost(corp, hex, tileId, r, false, false, false, anyLabel)! - lay.discount) + fee;
            if (cost <= corp.cash) byCost.set(cost, [...(byCost.get(cost) ?? []), r]);
          }
          for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
          continue;
        }
        const cost = (rotations.length && !free ? this.layCost(corp, hex, tileId, rotations[0]!, false, false, false, anyLabel)! : 0) + fee;
        if (rotations.length && cost <= corp.cash) legal.push({ type: "lay_tile", hex, tile: tileId, rotations, cost });
      }
    }
    return legal;
  }

  /**
   * 1830 V-4.0 Schuylkill Valley: the owning corporation's turn's lay on the private's hex, connected as
   * usual, for part of the terrain cost. Only lays with a terrain cost to reduce are offered: the
   * private closes when used, so using it on a free lay would only lose it.
   */
  private discountedLays(corp: Corporation, company: Company, discount: DiscountedTileLay): LegalAction[] {
    const slot = nextLay(this.game, this.turn!.lays, corp);
    if (company.owner !== corp || this.step !== "track" || !slot?.lay) return [];
    const legal: LegalAction[] = [];
    const lays = this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes(), { hexes: discount.hexes, phasesReached: this.game.phases.reached });
    for (const { hex, tiles } of lays) {
      if (this.game.board.tileAt(hex).color !== "white") continue;
      for (const { tileId, rotations } of tiles) {
        const byCost = new Map<number, number[]>();
        for (const rotation of rotations) {
          const terrain = this.layCost(corp, hex, tileId, rotation, true);
          const cost = terrain ? this.discounted(terrain, discount) + slot.cost : null;
          if (cost === null || cost > corp.cash) continue;
          byCost.set(cost, [...(byCost.get(cost) ?? []), rotation]);
        }
        for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
      }
    }
    return legal;
  }

  /** A terrain cost reduced to a share of itself (1830 V-4.0 SV: halved, $120 to $60) or to a fixed cost (1830+ CC: $20). */
  private discounted(terrain: number, discount: DiscountedTileLay): number {
    return discount.cost !== undefined ? Math.min(terrain, discount.cost) : Math.ceil(terrain * (discount.costShare ?? 1));
  }

  /** The terrain cost of a legal lay, or null if the lay is illegal. */
  private layCost(corp: Corporation, hex: string, tileId: string, rotation: number, connected: boolean, blocked = connected, byCompany = false, anyLabel = false): number | null {
    try {
      const blockedHexes = blocked ? this.game.blockedHexes() : new Set<string>();
      return this.game.board.checkTileLay({
        corporation: corp.sym, hex, tileId, rotation, phaseColors: this.game.phase.tiles, connected, blockedHexes, phasesReached: this.game.phases.reached, byCompany,
        freeTerrain: freeTerrain(corp), anyLabel,
        terrainDiscount: terrainDiscount(corp),
      }).terrainCost;
    } catch (e) {
      if (e instanceof GameError) return null;
      throw e;
    }
  }

  /** The terrain cost of a lay the rules allow (Board.checkTileLay); a trusted log's lays were checked when played (GameOptions.trusted). */
  private terrainCost(lay: TileLay): number {
    return this.game.options.trusted ? this.game.board.terrainCostOf(lay) : this.game.board.checkTileLay(lay).terrainCost;
  }

  /** What the corporation may spend on the turn's lays: its cash, less the lay bonuses earned this turn where
   *  they come only after all the lays (TitleData.layBonusAfterAllLays, 1882 11.3.1). */
  private layCash(corp: Corporation): number {
    return corp.cash - (this.game.data.layBonusAfterAllLays ? (this.turn!.lays.bonus ?? 0) : 0);
  }

  /** [home track first] (TitleData.homeTrackFirst): the home hex, while it has no track: the only hex the corporation may lay on. */
  private homeFirst(corp: Corporation): string | null {
    const home = corp.def.home;
    return this.game.data.homeTrackFirst && home && this.game.board.tileAt(home).color === "white" ? home : null;
  }

  private noMoreLays(): string {
    return (this.game.data.tileLays?.length ?? 1) > 1 ? "1830 7.2: no more tile lays this turn" : "1830 7.2: a railroad lays or upgrades one tile per turn";
  }

  lay(action: ActionOf<"lay_tile">, entity: Entity): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    if (turn.move && entity === turn.move.company) return this.moveLay(action, turn.move.company);
    const special = entity instanceof Company ? entity : null;
    const extra = special ? ability(special, "extraTileLay") : undefined;
    const teleport = special ? ability(special, "teleport") : undefined;
    // The president's private lays the turn's tile, connected as usual, without the terrain cost.
    const presidents = special ? ability(special, "presidentTileLay") : undefined;
    // 1830 V-4.0 SV: the owning corporation's turn's tile, connected as usual, for part of the terrain cost.
    const discount = special ? ability(special, "discountedTileLay") : undefined;
    // A player's private's own tile: on its sale ("tileLayWhenSold"), or the port ("playerTileLay"); free, without a connection.
    const own = !special ? undefined : turn.soldLay === special ? ability(special, "tileLayWhenSold") : ability(special, "playerTileLay");
    const slot = special && !presidents && !discount && !extra?.consumesLay ? null : nextLay(this.game, turn.lays, corp);
    const upgrade = this.game.board.tileAt(action.hex).color !== "white";
    if (discount) {
      require(special!.owner === corp, `1830 V-4.0: ${special!.sym}'s discount is for the railroad that owns it`);
      require(this.step === "track" && slot?.lay && !upgrade, this.noMoreLays());
      require(discount.hexes.includes(action.hex), `1830 V-4.0: ${special!.sym} halves the cost of a tile on ${discount.hexes.join(", ")} only`);
    } else if (presidents) {
      require(special!.owner === corp.president && !special!.used, `${special!.sym} lays a tile only for a company its owner directs, once`);
      require(slot?.lay && !upgrade, this.noMoreLays());
    } else if (!special) {
      // 1830 7.2: the lays of TitleData.tileLays, in order.
      require(slot, this.noMoreLays());
      require(upgrade ? slot.upgrade : slot.lay, upgrade ? "1830 7.2: an upgrade may not follow another tile lay" : "1830 7.2: a second yellow tile may not follow an upgrade");
      const home = this.homeFirst(corp);
      if (home && action.hex !== home) throw new GameError(`[home track first]: ${corp.sym}'s home hex ${home} has no track: ${corp.sym} lays its tile there or nowhere`);
      // [route bonus] A coal mine's or a ranch's tile stays.
      const fixed = this.game.title.operatingParts?.routeBonus?.fixedBy(this.game, action.hex);
      if (fixed) throw new GameError(fixed);
    }
    // [lay by a private] A private's lay that is one of the turn's lays.
    if (extra?.consumesLay) require(this.step === "track" && slot && (upgrade ? slot.upgrade : slot.lay), this.noMoreLays());
    if (!special || extra?.consumesLay) {
      const again = whyNotAgain(slot, turn.lays, action.hex);
      if (again) throw new GameError(again);
    }
    if (special && !discount) {
      const allowed = extra ?? teleport ?? presidents ?? own;
      require(allowed && !special.used, `${special.sym} has no tile lay to use`);
      require(allowed.hexes.includes(action.hex), `${special.sym} may only lay on ${allowed.hexes.join(", ")}`);
      require(allowed.tiles.includes(action.tile.split("-")[0]!), `${special.sym} may only lay tile ${allowed.tiles.join(", ")}`);
      const label = extra?.notBesideLabel;
      require(!label || !this.besideLabel(action.hex, label), `${special.def.name} lays no tile beside a hex labelled ${label}: ${action.hex} is`);
    }
    const together = extra && turn.together?.company === special ? turn.together : null;
    if (together) {
      require(together.hexes.some((h) => this.joinsTrack(h, action.hex, action.tile, action.rotation)),
        `${special!.sym}'s tiles are laid connected: tile #${action.tile.split("-")[0]} on ${action.hex} must join the track of ${together.hexes.join(", ")}`);
    } else if (extra?.towardsRevenue && !this.leadsToRevenue(action.hex, action.tile, action.rotation)) {
      throw new GameError(`${special!.def.name}'s tile on ${action.hex} must lead to a revenue centre beside it whose track meets it, or may one day`);
    } else if (extra?.count && extra.count > 1) {
      const others = extra.hexes.filter((h) => h !== action.hex);
      require(others.some((h) => this.facesHex(action.hex, action.tile, action.rotation, h)),
        `${special!.sym}'s tiles are laid connected: tile #${action.tile.split("-")[0]} on ${action.hex} must lead to ${others.join(" or ")}`);
      require(!this.stranded(corp, special!, extra, action.hex, action.tile, action.rotation),
        `${special!.def.name} lays its tiles to join ${extra.hexes.join(" and ")}: after tile #${action.tile.split("-")[0]} on ${action.hex}, none of its tiles could join ${others.join(" or ")}, and nothing else could be done`);
    }
    const terrain = this.terrainCost({
      corporation: corp.sym,
      hex: action.hex,
      tileId: action.tile,
      rotation: action.rotation,
      phaseColors: this.game.phase.tiles,
      connected: !special || !!presidents || !!discount || !!extra?.connected,
      blockedHexes: special && !discount ? new Set() : this.game.blockedHexes(),
      phasesReached: this.game.phases.reached,
      byCompany: !!special,
      freeTerrain: freeTerrain(corp),
      terrainDiscount: terrainDiscount(corp),
      anyLabel: extra?.anyLabel,
    });
    if (presidents && terrain) this.game.log(`${corp.sym} lays on ${action.hex} without the terrain cost (${this.game.money(terrain)}), by ${special!.def.name}`);
    require(!discount || terrain > 0, `1830 V-4.0: ${action.hex} has no terrain cost for ${special?.sym} to halve`);
    const paid = presidents || own || extra?.free ? 0 : discount ? this.discounted(terrain, discount) : Math.max(0, terrain - (extra?.discount ?? 0));
    const terrainCost = Math.max(0, paid - ownLayDiscount(corp, action.hex, upgrade)) + (slot?.cost ?? 0);
    // The turn's own lays are paid without the bonuses they earned where these come after all of them (layCash).
    const cash = special ? corp.cash : this.layCash(corp);
    // The message only where it is thrown: every lay of a replay passes here.
    if (cash < terrainCost) throw new GameError(`1830 7.2.3: ${corp.sym} has ${this.game.money(cash)}${cash < corp.cash ? ` before its lay bonuses` : ""}, laying on ${action.hex} costs ${this.game.money(terrainCost)}`);
    const { lifted, cityMap, crossings } = this.game.board.layTile(action.hex, action.tile, action.rotation);
    turn.lifted.push(...lifted);
    // A home city kept for a corporation moves with its track (1830 7.3.1).
    for (const c of this.game.corporations) {
      if (c.def.home === action.hex && c.tokensPlaced === 0 && c.homeCity !== undefined) c.homeCity = cityMap[c.homeCity] ?? c.homeCity;
    }
    // A player's private lays by its owner's hand, whichever corporation's turn it is (the port of 1889's Mitsubishi Ferry).
    const layer = own && special!.owner instanceof Player ? `${special!.owner.name} (${special!.sym})` : corp.sym;
    this.game.log(`${layer}${terrainCost ? ` spends ${this.game.money(terrainCost)} and` : ""} lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
    this.returnExtraStations(action.hex);
    const bonus = settleLay(this.game, corp, { hex: action.hex, cost: terrainCost, crossings, yellow: !upgrade });
    if (!special) turn.lays.bonus = (turn.lays.bonus ?? 0) + bonus;
    (turn.lays.hexes ??= []).push(action.hex);
    if (extra?.consumesLay) {
      // [lay by a private]: one of its uses, and one of the turn's lays.
      special!.laysMade++;
      // [route bonus]: the lay leaves its marker (a coal mine) on the hex.
      const bonuses = this.game.title.operatingParts?.routeBonus;
      if (extra.routeBonus) bonuses?.leave(this.game, action.hex, extra.routeBonus, true);
      if (extra.clearsBesideKind) {
        for (const hex of bonuses?.clearBeside(this.game, action.hex, extra.clearsBesideKind) ?? []) this.game.log(`The ${extra.clearsBesideKind} on ${hex} is removed`);
      }
      if (special!.laysMade >= (extra.uses ?? 1)) closeCompany(this.game, special!);
      turn.laidTile = true;
      turn.lays.count++;
      if (upgrade) turn.lays.upgraded = true;
      if (this.step === "track" && !this.waitsForPrivateLays(corp) && !this.canLayTile(corp) && !presidentsLayPrivate(corp)) turn.step++;
      return;
    }
    if (extra) {
      // "extraTileLay" with a count: the lays left come at once, before anything else.
      const left = (together ? together.left : extra.count ?? 1) - 1;
      turn.together = left > 0 ? { company: special!, left, hexes: [...(together?.hexes ?? []), action.hex] } : null;
      if (left <= 0) special!.used = true;
      return;
    }
    if (own) {
      special!.used = true;
      if (turn.soldLay === special) {
        special!.actingFor = null;
        turn.soldLay = null;
      }
      return;
    }
    if (presidents) special!.used = true;
    // 1830 V-4.0: "The SV is retired if this effect is used." (The CC closes once both its hexes have a tile, by
    // whomever laid: settleLay.)
    if (discount && !discount.closesWhenHexesLaid) closeCompany(this.game, special!);
    // The DH's lay is the turn's lay; its token may follow at once (1830 T-05 DH), from
    // the railroad's unused station tokens: a railroad with none left has nothing to place.
    if (teleport) {
      special!.used = true;
      if (corp.nextTokenCost() !== null) turn.teleport = special;
    }
    turn.laidTile = true;
    turn.lays.count++;
    if (upgrade) turn.lays.upgraded = true;
    if (this.step === "track" && !this.waitsForPrivateLays(corp) && (teleport || (!this.canLayTile(corp) && !presidentsLayPrivate(corp)))) turn.step++;
  }

  /** Whether a hex beside this one has a tile bearing the label ("extraTileLay" notBesideLabel). */
  private besideLabel(hex: string, label: string): boolean {
    const board = this.game.board;
    const h = board.hexIndex(hex);
    for (let e = 0; e < 6; e++) {
      const n = board.grid.neighbour(h, e);
      if (n >= 0 && board.tileOf(n).label === label) return true;
    }
    return false;
  }

  /** A first tile of several laid together ("extraTileLay" count) must lead to another of their hexes, for the next to
   *  join it; one `towardsRevenue` to a revenue centre beside it. */
  private leadsNowhere(lay: CompanyAbility & { hexes: string[] }, hex: string, tileId: string, rotation: number): boolean {
    if (lay.type !== "extraTileLay") return false;
    if (lay.towardsRevenue && !this.leadsToRevenue(hex, tileId, rotation)) return true;
    if (!lay.count || lay.count < 2) return false;
    return !lay.hexes.some((h) => h !== hex && this.facesHex(hex, tileId, rotation, h));
  }

  /** Whether a tile laid on `hex` at `rotation` leads to a city, town or off-board area beside it whose tile has track
   *  across their common side, or may still be upgraded (neither gray nor red) to one that has ("extraTileLay"
   *  towardsRevenue). */
  private leadsToRevenue(hex: string, tileId: string, rotation: number): boolean {
    const board = this.game.board;
    const type = board.tileTypeOf(tileId);
    if (!type) return false;
    const h = board.hexIndex(hex);
    const exits = type.shapes[rotation]!.exits;
    for (let e = 0; e < 6; e++) {
      const n = board.grid.neighbour(h, e);
      if (!(exits & (1 << e)) || n < 0) continue;
      const tile = board.tileOf(n);
      if (!tile.cities.length && !tile.towns.length && !tile.offboard) continue;
      if (tile.shape.exits & (1 << board.grid.edgeTowards(n, h))) return true;
      if (tile.color !== "gray" && tile.color !== "red" && board.hexDef(board.grid.coord(n)).tileable !== false) return true;
    }
    return false;
  }

  /**
   * Tiles laid together to join two hexes ("whileApart", 1846's Little Miami) may not stop before track joins them:
   * the private does not pass before, and another entity's move gives up its lays left. A first tile after which
   * none of them could join the hexes, where no other entity could then move either, would leave the game without a
   * move (18xx.games accepts it, then refuses the private's pass and waits for an undo): it is refused.
   */
  private stranded(corp: Corporation, company: Company, lay: CompanyAbility, hex: string, tileId: string, rotation: number): boolean {
    return this.leavesApart(corp, lay, hex, tileId, rotation) && !this.op.othersMoveWhileLaysWait(company, hex);
  }

  /** Whether, after a first tile of tiles laid together to join two hexes ("whileApart"), none of them could join the hexes. */
  private leavesApart(corp: Corporation, lay: CompanyAbility, hex: string, tileId: string, rotation: number): boolean {
    if (lay.type !== "extraTileLay" || !lay.whileApart) return false;
    const other = lay.hexes.find((h) => h !== hex);
    if (!other || this.joinsTrack(other, hex, tileId, rotation)) return false;
    const board = this.game.board;
    const discount = lay.discount ?? 0;
    const cost = (t: string, h: string, r: number) => {
      const terrain = this.layCost(corp, h, t, r, false, false, true, lay.anyLabel === true);
      return terrain === null ? null : Math.max(0, terrain - discount);
    };
    const cashLeft = corp.cash - (cost(tileId, hex, rotation) ?? 0);
    const name = tileId.split("-")[0]!;
    return !lay.tiles.some((n) => {
      const second = board.available(n) >= (n === name ? 2 : 1) ? board.nextCopy(n) : undefined;
      return !!second && [0, 1, 2, 3, 4, 5].some((r) => {
        if (!this.facesHex(other, second, r, hex)) return false;
        const paid = cost(second, other, r);
        return paid !== null && paid <= cashLeft;
      });
    });
  }

  /** Whether a tile laid on `hex` at `rotation` has track across the side `hex` shares with `other`. */
  private facesHex(hex: string, tileId: string, rotation: number, other: string): boolean {
    const board = this.game.board;
    const edge = board.grid.edgeTowards(board.hexIndex(hex), board.hexIndex(other));
    const type = board.tileTypeOf(tileId);
    return edge >= 0 && !!type && (type.shapes[rotation]!.exits & (1 << edge)) !== 0;
  }

  /** Whether a tile about to be laid on `hex` at `rotation` has track across the side it shares with `laid` that the tile there has too. */
  private joinsTrack(laid: string, hex: string, tileId: string, rotation: number): boolean {
    const board = this.game.board;
    const from = board.hexIndex(laid);
    const edge = board.grid.edgeTowards(from, board.hexIndex(hex));
    const type = board.tileTypeOf(tileId);
    return edge >= 0 && !!type && (board.tileOf(from).shape.exits & (1 << edge)) !== 0 && (type.shapes[rotation]!.exits & (1 << oppositeEdge(edge))) !== 0;
  }

  /**
   * Cities merged by an upgrade may leave a corporation with several stations in
   * one city: it keeps one, the others go back to its charter at the title's
   * costs (TitleData.mergedStationsReturn).
   */
  private returnExtraStations(hex: string): void {
    const costs = this.game.data.mergedStationsReturn;
    if (!costs) return;
    const board = this.game.board;
    board.tokensAt(hex).forEach((slots, city) => {
      const seen = new Set<string>();
      for (const sym of slots) {
        if (sym === null) continue;
        if (!seen.has(sym)) {
          seen.add(sym);
          continue;
        }
        const corp = this.game.corporations.find((c) => c.sym === sym);
        if (!corp) continue;
        const extra = slots.filter((s) => s === sym).length - 1;
        board.removeToken(sym, hex, city);
        board.placeToken(sym, hex, city);
        // TitleData.mergedStationsRemoved: "removed without compensation" (1837 VII.9): the markers stay used.
        if (this.game.data.mergedStationsRemoved) {
          this.game.log(`${sym} keeps one station in the merged city of ${hex}; ${extra} ${extra === 1 ? "is" : "are"} removed from the game`);
          return;
        }
        for (let i = 0; i < extra; i++) {
          corp.tokensPlaced--;
          corp.extraTokens.push(costs[Math.min(i, costs.length - 1)]!);
        }
        this.game.log(`${sym} keeps one station in the merged city of ${hex}; ${extra} go${extra === 1 ? "es" : ""} back to its charter`);
        return;
      }
    });
  }

  /** [station move]: a tile laid or upgraded on the hex the station moved to, beyond the turn's lays. */
  private moveLay(action: ActionOf<"lay_tile">, company: Company): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    require(action.hex === turn.move!.hex, `[station move]: ${company.sym}'s extra tile goes on ${turn.move!.hex}`);
    const upgrade = this.game.board.tileAt(action.hex).color !== "white";
    const terrainCost = this.terrainCost({
      corporation: corp.sym,
      hex: action.hex,
      tileId: action.tile,
      rotation: action.rotation,
      phaseColors: this.game.phase.tiles,
      connected: true,
      blockedHexes: this.game.blockedHexes(),
      phasesReached: this.game.phases.reached,
      freeTerrain: freeTerrain(corp),
      terrainDiscount: terrainDiscount(corp),
    });
    require(corp.cash >= terrainCost, `1830 7.2.3: ${corp.sym} has ${this.game.money(corp.cash)}, laying on ${action.hex} costs ${this.game.money(terrainCost)}`);
    const { lifted, crossings } = this.game.board.layTile(action.hex, action.tile, action.rotation);
    turn.lifted.push(...lifted);
    this.game.log(`${corp.sym} (${company.sym})${terrainCost ? ` spends ${this.game.money(terrainCost)} and` : ""} lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
    settleLay(this.game, corp, { hex: action.hex, cost: terrainCost, crossings, yellow: !upgrade });
    company.used = true;
    turn.move = null;
  }

}
