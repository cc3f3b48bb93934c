// Private companies' abilities used in an operating turn (1830 pp. 46-47):
// which a private may use now, and its pass. The lays and stations they make
// belong to the track and station steps; this part says when a private acts
// and ends what it leaves waiting (the DH's station, a station move's lay).
import type { GameActionType } from "../../action.ts";
import { Player, type Company, type Corporation, type Entity } from "../../entities.ts";
import type { LegalAction } from "../../legal.ts";
import { ability, exchangeAbility } from "../companies.ts";
import { extraLayOpen, nextLay, trackJoins } from "../track.ts";
import { STEPS, TurnStep } from "./turn.ts";

/**
 * A player's private that lays a tile of its own ("playerTileLay") may do so now in an operating round: in the
 * track step of a corporation its owner presides, or between turns (a corporation's track step before its first lay).
 */
export function playerLayNow(company: Company, corp: Corporation, step: string | null, laidTile: boolean): boolean {
  if (company.used || !(company.owner instanceof Player) || !ability(company, "playerTileLay")) return false;
  return step === "track" && (company.owner === corp.president || !laidTile);
}

/** The president's private that may still lay its own tile in the corporation's track step ("playerTileLay"): the step waits for his pass. */
export function presidentsLayPrivate(corp: Corporation): Company | undefined {
  return corp.president?.companies.find((c) => !c.used && ability(c, "playerTileLay"));
}

export class PrivateAbilities extends TurnStep {
  actions(company: Company): GameActionType[] {
    const corp = this.op.current!;
    if (exchangeAbility(this.game, company)) return ["buy_shares"];
    // "tileLayWhenSold": the private just sold lays its tile for its seller, or passes.
    if (this.turn!.soldLay === company) return ["lay_tile", "pass"];
    if (playerLayNow(company, corp, this.step, this.turn!.laidTile)) return ["lay_tile"];
    // A private of the operating corporation's president lays the turn's tile on its hex (CompanyAbility presidentTileLay).
    if (ability(company, "presidentTileLay") && company.owner === corp.president && !company.used && this.step === "track" && nextLay(this.game, this.turn!.lays, corp)?.lay) {
      return ["lay_tile"];
    }
    if (company.owner !== corp) return [];
    // "freeStation": any time in the owner's turn.
    if (this.op.stations.freeStationPlaces(company).length) return ["place_token"];
    // [hex bonus]: the owning corporation places the bonus in its turn; one it moves each turn (the Steamboat's) it places
    // or moves only before its dividend step (its track, station and routes steps, as 18xx.games allows it).
    // As 18xx.games plays it, such a move also waits while a private's tiles laid together are under way (its lays hold
    // up the steps that move belongs to).
    const beforeDividendStep = this.turn!.step < STEPS.indexOf("dividend");
    const eachTurn = ability(company, "bonusHex")?.eachTurn;
    const parts = this.game.title.operatingParts;
    if (parts?.hexBonus?.placeable(company, corp, this.op.name) && (!eachTurn || (beforeDividendStep && !this.turn!.together))) return ["assign"];
    // [route bonus]: the owning corporation places a marker at any time of its turn.
    if (parts?.routeBonus?.mayPlace(this.game, company, corp)) return ["assign"];
    // Tiles laid together come one right after the other, before anything else (even a pending DH/C&OC station); with
    // TitleData.togetherLaysMayStop a pass gives up the lays left (without it a second lay nowhere possible stops the game),
    // and another private's move gives them up too (OperatingRound.process).
    const together = this.turn!.together;
    const mayStop = this.game.data.togetherLaysMayStop === true;
    if (together?.company === company) return mayStop && this.mayGiveUp(company) ? ["lay_tile", "pass"] : ["lay_tile"];
    if (together && !mayStop) return [];
    const move = this.turn!.move;
    if (move) return move.company !== company ? [] : move.state === "place" ? ["place_token"] : ["lay_tile", "pass"];
    // [station move]: any time in the owner's turn (before its trains run where the ability says so).
    const moveStation = ability(company, "moveStation");
    if (moveStation && !company.used && !(moveStation.beforeRun && this.turn!.ran) && !this.turn!.lifted.length && this.op.stations.movableStations(company).length) {
      return ["remove_token"];
    }
    if (this.turn!.teleport === company) return ["place_token", "pass"];
    if (this.op.stations.lateStation(corp) === company) return ["place_token"];
    if (ability(company, "discountedTileLay") && this.op.track.specialTileLays(company).length) return ["lay_tile"];
    const extra = ability(company, "extraTileLay");
    // As 18xx.games plays it, once a private's tiles laid together were given up by another move, no private lays
    // track for the rest of the operating round (OperatingRound.privateLaysOver).
    if (extra && this.op.privateLaysOver) return [];
    // [lay by a private]: one of the turn's lays, in the track step while the turn allows another.
    if (extra?.consumesLay) return extraLayOpen(this.game, company) && this.step === "track" && nextLay(this.game, this.turn!.lays, corp)?.lay ? ["lay_tile"] : [];
    if (extraLayOpen(this.game, company) && (!extra!.trackStep || this.step === "track")) return ["lay_tile"];
    if (ability(company, "teleport") && !company.used && this.step === "track" && !this.turn!.laidTile) return ["lay_tile"];
    return [];
  }


  /**
   * Whether a private laying tiles together may give up the lays left by its pass. A private laid to join its hexes
   * ("whileApart", 1846's Little Miami) may not before track joins them, as 18xx.games holds it: its corporation's
   * other moves give them up instead (a first tile that leaves it neither a lay joining them nor another entity a move is refused: LayTrackStep.stranded).
   */
  private mayGiveUp(company: Company): boolean {
    const extra = ability(company, "extraTileLay");
    return !extra?.whileApart || trackJoins(this.game.board, extra.hexes[0]!, extra.hexes[1]!);
  }

  /** The certificates a private may be exchanged for now. */
  exchanges(company: Company): LegalAction[] {
    return (exchangeAbility(this.game, company) ?? []).map((share) => ({
      type: "buy_shares" as const, shares: [share.id], percent: share.percent, price: 0, from: share.holder === "ipo" ? ("ipo" as const) : ("pool" as const),
    }));
  }

  /** A private's pass: what it leaves waiting ends. Returns false when the pass is the corporation's. */
  pass(entity: Entity): boolean {
    const turn = this.turn!;
    if (turn.move && entity === turn.move.company) {
      // [station move]: the extra lay is not used now (it stays on the card, unusable without a new move).
      turn.move.company.used = true;
      turn.move.company.extraLayLeft = true;
      turn.move = null;
      return true;
    }
    if (turn.together && entity === turn.together.company) {
      // The tiles laid together: the lays left are given up, the ability spent.
      turn.together.company.used = true;
      turn.together = null;
      return true;
    }
    if (turn.soldLay === entity) {
      turn.soldLay.used = true;
      turn.soldLay.actingFor = null;
      turn.soldLay = null;
      return true;
    }
    if (turn.teleport) {
      turn.teleport.used = true;
      // 1830 V-4.0 DH station flexible: the station may still be placed in a later turn.
      if (ability(turn.teleport, "teleport")?.stationLater) turn.teleport.stationLeft = true;
      turn.teleport = null;
      return true;
    }
    return false;
  }
}
