// An operating round (1830 7.0): private companies pay, then each floated
// corporation, highest share value first, takes its turn through the steps
// of 7.1: lay track, place a station, run trains, pay or withhold, buy trains;
// a corporation may buy private companies during its turn from phase 3.
import type { ActionOf, GameAction, GameActionType, LogRoute } from "../action.ts";
import { Company, Corporation, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Reservations } from "../map.ts";
import type { Round } from "../round.ts";
import { corporationBestRoutes, routeTrains, runningTrains } from "../route-search.ts";
import { bundleFor, moveCertificates, saleTerms, sellablePercents, sellShares } from "../shares.ts";
import { inReceivership, repayFromRevenue, takeLoan } from "../receivership.ts";
import type { Train } from "../trains.ts";
import { NODE_SLOTS } from "../graph.ts";
import { ability, closeCompany, exchangeAbility, exchangeShare, payCompanyRevenues } from "./companies.ts";
import { crowdedCorporation, discardableTrains, discardTrain, isCrowded } from "./discard.ts";
import { nextLay, settleLay, type LaysMade } from "./track.ts";

/** The steps of a corporation's turn that wait for a decision, in order (1830 7.1). */
const STEPS = ["track", "token", "routes", "dividend", "trains", "companies"] as const;
type StepName = (typeof STEPS)[number];

const STEP_TEXT: Record<StepName, string> = {
  track: "lay/upgrade track",
  token: "place a token",
  routes: "run routes",
  dividend: "pay or withhold dividends",
  trains: "buy trains",
  companies: "buy companies",
};

interface Turn {
  corporation: Corporation;
  step: number;
  laidTile: boolean;
  tokened: boolean;
  revenue: number;
  /** What the routes earn for the treasury alone (a mine's value, RouteHooks.treasury), paid with the dividend. */
  treasuryRevenue: number;
  /** Track segments used by this turn's routes (no reuse between routes, 7.4). */
  ran: boolean;
  /** The DH's token placement is pending after its tile lay (1830 DH). */
  teleport: Company | null;
  /** The price of one share of the president's latest sale this turn to raise money for a forced train purchase. */
  emergencySharePrice: number | null;
  /** Stations lifted by a tile lay that their owners now place again on the hex (1830 E11). */
  lifted: { corporation: string; hex: string; byOwner?: boolean }[];
  /** The tile lays made so far (TitleData.tileLays). */
  lays: LaysMade;
  /** A train was surrendered (TitleData.trainSurrender): one must be bought in its place. */
  mustReplace: boolean;
  /** Obsolete trains having their last run in this turn, removed when it ends (1830 V-3.0 delayed obsolescence). */
  lastRuns: Train[];
  /** A station move under way ("moveStation"): the moved station is to be placed, then the extra lay. */
  move: { company: Company; state: "place" | "lay"; hex: string | null } | null;
}

/**
 * A purchase the operating corporation proposed, waiting for the seller's answer (1830 4.1, 7.6):
 * another president's corporation's train, or the private of a player other than its own president.
 */
interface Offer {
  train: Train | null;
  company: Company | null;
  price: number;
  /** Who answers: the corporation selling its train (its president), or the private's owner. */
  seller: Corporation | Player;
}

export class OperatingRound implements Round {
  readonly name: string;
  finished = false;
  private offer: Offer | null = null;
  /** Corporations that operate this round (fixed when it starts, 1830 7.0). */
  private readonly toOperate: Corporation[];
  private turn: Turn | null = null;

  constructor(
    private readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    this.name = `Operating Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} (of ${total}) --`);
    payCompanyRevenues(game);
    OperatingRound.clearRoundMarks(game);
    this.toOperate = game.corporations.filter((c) => c.floated && !c.closed);
    // 1830 V-2.0 fixed turn order: the order of share values when the round starts holds for the whole round.
    if (game.data.fixedOperatingOrder) this.toOperate.sort((a, b) => game.compareForOperating(a, b));
    // Floated corporations that choose between home hexes (CorporationDef.homeChoice) do so first.
    this.homeChoices = this.toOperate.filter((c) => c.def.homeChoice && c.tokensPlaced === 0);
    this.startNextTurn();
  }

  /** What lasts only for an operating round: who has operated, shares and trains from minors merged in it ([merged minors]). */
  private static clearRoundMarks(game: Game): void {
    for (const c of game.corporations) {
      c.operatedThisRound = false;
      for (const s of c.shares) s.idleThisRound = false;
      for (const t of c.trains) t.ranThisRound = false;
    }
  }

  /** Corporations to place their home station, where they choose, before anything else happens. */
  private readonly homeChoices: Corporation[];

  get current(): Corporation | null {
    return this.turn?.corporation ?? null;
  }

  private get step(): StepName | null {
    return this.turn ? (STEPS[this.turn.step] ?? null) : null;
  }

  // ---- turn order ------------------------------------------------------------

  /** 1830 7.0: the highest share value operates next (ties: right, then up, then top of stack). */
  private startNextTurn(): void {
    // A corporation closed during the round (a minor folded into another) no longer operates.
    const waiting = this.toOperate.filter((c) => !c.closed);
    const next = this.game.data.fixedOperatingOrder ? waiting[0] : waiting.sort((a, b) => this.game.compareForOperating(a, b))[0];
    if (!next) {
      this.turn = null;
      this.finished = true;
      OperatingRound.clearRoundMarks(this.game);
      return;
    }
    this.toOperate.splice(this.toOperate.indexOf(next), 1);
    this.turn = {
      corporation: next, step: 0, laidTile: false, tokened: false, revenue: 0, treasuryRevenue: 0, ran: false, teleport: null, emergencySharePrice: null, lifted: [],
      lays: { count: 0, upgraded: false }, move: null, mustReplace: false, lastRuns: [...next.obsoleteTrains],
    };
    for (const t of next.trains) t.operated = false;
    next.operatedThisRound = true;
    this.game.log(`${next.president?.name ?? "Nobody"} operates ${next.sym}`);
    if (!next.operated) this.placeHomeToken(next);
    next.operated = true;
  }

  /** 1830 7.3.1: a corporation's first turn starts by placing its home station (if it has a home hex and stations). */
  private placeHomeToken(corp: Corporation): void {
    const hex = corp.home;
    if (corp.tokensPlaced > 0 || !hex || !corp.def.tokens.length) return;
    corp.tokensPlaced = 1;
    const board = this.game.board;
    const tile = board.tileAt(hex);
    // A home printed as one of several cities with none named stays the president's choice once track
    // runs there, even after an upgrade joined the cities into one (1882 10.4 note 1: the QL in Regina).
    const unnamed = corp.homeCity === undefined && (board.hexDef(hex).content.cities?.length ?? 0) > 1;
    if (unnamed && tile.shape.paths.length > 0) {
      // Track now decides which city is which: the president chooses (as a lifted station).
      this.turn!.lifted.push({ corporation: corp.sym, hex });
      this.game.log(`${corp.sym} must choose the city for its home station on ${hex}`);
      return;
    }
    this.game.board.placeToken(corp.sym, hex, corp.homeCity ?? 0);
    this.game.log(`${corp.sym} places a token on ${hex}`);
  }

  private endTurn(): void {
    const corp = this.turn!.corporation;
    corp.completedTurn = true;
    // 1830 V-3.0 delayed obsolescence: the turn after the obsolescence was the trains' last, run or not.
    for (const t of this.turn!.lastRuns) {
      corp.obsoleteTrains.splice(corp.obsoleteTrains.indexOf(t), 1);
      t.owner = null;
      this.game.log(`${corp.sym}'s obsolete ${t.name}-train is removed`);
    }
    this.startNextTurn();
  }

  // ---- who may do what --------------------------------------------------------

  /** 1830 7.6.1: corporations over the train limit discard first, highest share value... in charter order. */
  private crowded(): Corporation | null {
    return crowdedCorporation(this.game);
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    return this.offer?.seller ?? this.homeChoices[0] ?? this.crowded() ?? this.turn?.move?.company ?? this.turn?.teleport ?? this.liftedChooser() ?? this.current;
  }

  /** Who places the first lifted station again: the operating corporation, or the station's owner
   *  where the rule gives him the choice (1830 V-7.9 variable OO cities). */
  private liftedChooser(): Corporation | null {
    const lifted = this.turn?.lifted[0];
    if (!lifted) return null;
    return lifted.byOwner ? this.game.corporation(lifted.corporation) : this.turn!.corporation;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || !this.turn) return [];
    // An offer waits for its answer before anything else happens (1830 7.6: within the buyer's turn).
    if (this.offer) return entity === this.offer.seller ? ["respond"] : [];
    if (this.homeChoices.length) return entity === this.homeChoices[0] ? ["place_token"] : [];
    const crowded = this.crowded();
    if (crowded) return entity instanceof Corporation && isCrowded(this.game, entity) ? ["discard_train"] : [];
    if (entity instanceof Company) return this.companyActions(entity);
    if (entity instanceof Player) return this.mustBuyTrain() && entity === this.current?.president && this.canEmergencySell() ? ["sell_shares"] : [];
    if (this.turn.lifted.length) return entity === this.liftedChooser() ? ["place_token"] : [];
    if (entity !== this.current) return [];
    if (this.turn.move) return [];
    // 1830 T-05 (DH): after its tile, the station on it is the private's to place or pass (as 18xx.games logs it).
    if (this.turn.teleport) return [];
    const types = this.stepActions(this.step!);
    if (this.canBuyCompanies() && this.step !== "companies" && !types.includes("buy_company")) types.push("buy_company");
    if (this.purchases(types).some((p) => p.type === "offer")) types.push("offer");
    return types;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    if (this.offer) {
      const { seller } = this.offer;
      const answerer = seller instanceof Corporation ? `${seller.sym} (${seller.president?.name ?? "nobody"})` : seller.name;
      return `${this.offer.train ? "1830 7.6" : "1830 4.1"}: ${answerer} must first answer ${this.turn!.corporation.sym}'s offer for ${this.offerSubject(this.offer)}`;
    }
    if (type === "respond") return "1830 7.6: no offer is waiting for an answer";
    const choosing = this.homeChoices[0];
    if (choosing) return `1830 7.3.1: ${choosing.sym} first chooses its home station (${choosing.def.homeChoice!.join(" or ")})`;
    const crowded = this.crowded();
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to the train limit of ${this.game.trainLimit(crowded)}`;
    const turn = this.turn!;
    const corp = turn.corporation;
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity instanceof Player) {
      // 1830 7.6.2 (the Base Game): no sales for a forced purchase; the bank lends what is missing.
      if (this.game.data.receivership) return `1830 7.6.2: ${corp.sym} is operating; ${name} sells no shares in an operating round (the bank lends what a forced train purchase lacks)`;
      return `1830 7.0: ${corp.sym} is operating; ${name} may sell shares only to pay for a forced train purchase (C-2.3)`;
    }
    if (entity instanceof Company) return `1830 pp. 46-47: ${entity.sym} has no ability to use now`;
    if (entity !== corp) return `1830 7.0: ${corp.sym} is operating, not ${name}`;
    const at = STEP_TEXT[this.step ?? "companies"];
    switch (type) {
      case "lay_tile":
        return turn.laidTile ? this.noMoreLays() : `1830 7.1: track comes first in a turn; ${corp.sym} is at "${at}"`;
      case "place_token":
        if (turn.tokened) return "1830 7.3: a railroad places at most one station per turn";
        if (corp.nextTokenCost() === null) return `1830 7.3: ${corp.sym} has no station tokens left`;
        if (corp.cash < corp.nextTokenCost()!) return `1830 7.3: ${corp.sym} has ${this.game.money(corp.cash)}, the next station costs ${this.game.money(corp.nextTokenCost()!)}`;
        return this.step === "token" ? `1830 7.3.2: no city ${corp.sym} can reach has room for a station` : `1830 7.1: stations are placed after track and before trains run; ${corp.sym} is at "${at}"`;
      case "run_routes":
        return runningTrains(corp).length === 0 ? `1830 7.4: ${corp.sym} has no trains` : `1830 7.1: trains run once, after track and stations; ${corp.sym} is at "${at}"`;
      case "dividend":
        return `1830 7.5: revenue is paid out or withheld after the trains run; ${corp.sym} is at "${at}"`;
      case "buy_train":
        if (!this.roomForTrain(corp)) return `1830 7.6: ${corp.sym} has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`;
        return `1830 7.1: trains are bought at the end of the turn; ${corp.sym} is at "${at}"`;
      case "buy_company":
        return this.whyNoCompanySales() ?? `1830 4.1: ${corp.sym} cannot pay for any private company for sale`;
      case "pass":
        if (turn.mustReplace) return `[train surrender]: ${corp.sym} surrendered a train and must buy one in its place`;
        if (!this.mustBuyTrain()) return `1830 7.1: ${corp.sym} has nothing to pass at "${at}"`;
        return this.game.data.trainAlways
          ? `[train always]: ${corp.sym} must own a train at the end of its turn`
          : `C-2.3.1: ${corp.sym} has a route and no train, so it must buy one`;
      case "bankrupt":
        if (this.game.data.receivership) return `1830 7.6.2: nobody goes bankrupt: the bank lends what ${corp.sym} and its president lack for the train (receivership, 7.7)`;
        return `1830 7.1: ${corp.sym} cannot bankrupt at "${at}"`;
      case "scrap_train":
        return `[train surrender]: ${corp.sym} may surrender a train only at its train limit, in its buy-trains step, paying for it`;
      default:
        return `1830 7.1: ${corp.sym} cannot ${type.replace(/_/g, " ")} at "${at}"`;
    }
  }

  legalActions(entity: Entity): LegalAction[] {
    const types = this.actionTypes(entity);
    const legal: LegalAction[] = [];
    const turn = this.turn;
    if (!turn || !types.length) return legal;
    const corp = turn.corporation;
    const board = this.game.board;
    for (const type of types) {
      switch (type) {
        case "discard_train":
          for (const t of discardableTrains(entity as Corporation)) legal.push({ type, train: t.id });
          break;
        case "buy_shares":
          for (const share of exchangeAbility(this.game, entity as Company) ?? []) {
            legal.push({ type, shares: [share.id], percent: share.percent, price: 0, from: share.holder === "ipo" ? "ipo" : "pool" });
          }
          break;
        case "lay_tile":
          legal.push(...(entity instanceof Company ? this.specialTileLays(entity) : this.tileLays(corp)));
          break;
        case "place_token":
          legal.push(...this.tokenPlacements(entity));
          break;
        case "run_routes":
          legal.push({ type, trains: runningTrains(corp).map((t) => t.id) });
          break;
        case "dividend":
          legal.push({
            type,
            kinds: this.dividendKinds(corp),
            revenue: turn.revenue,
            ...(turn.treasuryRevenue > 0 ? { treasury: turn.treasuryRevenue } : {}),
          });
          break;
        case "buy_train":
          legal.push(...this.purchases(["buy_train"]));
          break;
        case "sell_shares":
          legal.push(...this.emergencySales(entity as Player));
          break;
        case "buy_company":
          legal.push(...this.purchases(["buy_company"]));
          break;
        case "respond": {
          const offer = this.offer!;
          const proposer = corp.president!.id;
          const subject = offer.train ? { train: offer.train.id } : { company: offer.company!.sym };
          legal.push({ type, ...subject, price: offer.price, from: proposer, buyer: corp.sym });
          break;
        }
        case "bankrupt":
          legal.push({ type });
          break;
        case "remove_token":
          for (const { hex, city } of this.movableStations(entity as Company)) {
            legal.push({ type, city: board.cityId(hex, city), slot: board.tokensAt(hex)[city]!.indexOf(corp.sym), hex });
          }
          break;
        case "pass":
          legal.push({ type });
          break;
        case "scrap_train":
          for (const t of this.surrenderable(corp)) legal.push({ type, train: t.id, cost: this.surrenderCost(t) });
          break;
        default:
          break;
      }
    }
    return legal;
  }

  private tileLays(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    const slot = nextLay(this.game, this.turn!.lays);
    if (!slot) return legal;
    const lays = this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes(), { phasesReached: this.game.phases.reached });
    for (const { hex, tiles } of lays) {
      const upgrade = this.game.board.tileAt(hex).color !== "white";
      if (upgrade ? !slot.upgrade : !slot.lay) continue;
      for (const { tileId, rotations } of tiles) {
        // Rivers make the cost depend on the rotation: each rotation is offered at its own price.
        const byCost = new Map<number, number[]>();
        for (const rotation of rotations) {
          const terrain = this.layCost(corp, hex, tileId, rotation, true);
          if (terrain === null || terrain + slot.cost > corp.cash) continue;
          byCost.set(terrain + slot.cost, [...(byCost.get(terrain + slot.cost) ?? []), rotation]);
        }
        for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
      }
    }
    return legal;
  }

  private specialTileLays(company: Company): LegalAction[] {
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
    const lay = ability(company, "extraTileLay") ?? ability(company, "teleport") ?? presidents;
    const legal: LegalAction[] = [];
    for (const hex of lay?.hexes ?? []) {
      for (const name of lay!.tiles) {
        const tileId = this.game.board.nextCopy(name);
        if (!tileId) continue;
        // The president's private lays connected, its hex blocked for everyone else, and pays no terrain.
        const rotations = [0, 1, 2, 3, 4, 5].filter((r) => this.layCost(corp, hex, tileId, r, !!presidents, false, true) !== null);
        const cost = rotations.length && !presidents ? this.layCost(corp, hex, tileId, rotations[0]!, false)! : 0;
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
  private discountedLays(corp: Corporation, company: Company, discount: { hexes: string[]; costShare: number }): LegalAction[] {
    const slot = nextLay(this.game, this.turn!.lays);
    if (company.owner !== corp || this.step !== "track" || !slot?.lay) return [];
    const legal: LegalAction[] = [];
    const lays = this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes(), { hexes: discount.hexes, phasesReached: this.game.phases.reached });
    for (const { hex, tiles } of lays) {
      if (this.game.board.tileAt(hex).color !== "white") continue;
      for (const { tileId, rotations } of tiles) {
        const byCost = new Map<number, number[]>();
        for (const rotation of rotations) {
          const terrain = this.layCost(corp, hex, tileId, rotation, true);
          const cost = terrain ? this.discounted(terrain, discount.costShare) + slot.cost : null;
          if (cost === null || cost > corp.cash) continue;
          byCost.set(cost, [...(byCost.get(cost) ?? []), rotation]);
        }
        for (const [cost, ok] of byCost) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
      }
    }
    return legal;
  }

  /** A terrain cost reduced to a share of itself (1830 V-4.0 SV: halved, $120 to $60). */
  private discounted(terrain: number, share: number): number {
    return Math.ceil(terrain * share);
  }

  /** The terrain cost of a legal lay, or null if the lay is illegal. */
  private layCost(corp: Corporation, hex: string, tileId: string, rotation: number, connected: boolean, blocked = connected, byCompany = false): number | null {
    try {
      const blockedHexes = blocked ? this.game.blockedHexes() : new Set<string>();
      return this.game.board.checkTileLay({
        corporation: corp.sym, hex, tileId, rotation, phaseColors: this.game.phase.tiles, connected, blockedHexes, phasesReached: this.game.phases.reached, byCompany,
      }).terrainCost;
    } catch (e) {
      if (e instanceof GameError) return null;
      throw e;
    }
  }

  private tokenPlacements(entity: Entity): LegalAction[] {
    const turn = this.turn!;
    const corp = turn.corporation;
    const board = this.game.board;
    const lifted = turn.lifted[0];
    const free = (sym: string, hex: string, reserved?: Reservations) => this.freeStations(sym, hex, reserved);
    if (lifted && entity === this.liftedChooser()) return free(lifted.corporation, lifted.hex);
    const choosing = this.homeChoices[0];
    if (choosing && entity === choosing) return choosing.def.homeChoice!.flatMap((hex) => free(choosing.sym, hex));
    if (turn.teleport && entity === turn.teleport) return (ability(turn.teleport, "teleport")?.hexes ?? []).flatMap((hex) => free(corp.sym, hex));
    const late = this.lateStation(corp);
    if (late && entity === late) return ability(late, "teleport")!.hexes.flatMap((hex) => free(corp.sym, hex));
    if (turn.move && entity === turn.move.company) {
      return (ability(turn.move.company, "moveStation")?.hexes ?? []).flatMap((hex) => free(corp.sym, hex, this.reservations()));
    }
    const legal: LegalAction[] = [];
    if (corp.nextTokenCost() !== null) {
      for (const { hex, city } of board.tokenableCities(corp.sym, this.reservations())) {
        const cost = this.tokenCost(corp, hex)!;
        if (cost <= corp.cash) legal.push({ type: "place_token", city: board.cityId(hex, city), slot: board.nextSlot(hex, city), hex, cost });
      }
    }
    const neutral = this.neutralOwner();
    if (corp.neutralLeft > 0 && neutral) {
      legal.push(
        ...board.tokenableCities(corp.sym, this.reservations(), neutral.sym).map(({ hex, city }) => ({
          type: "place_token" as const, city: board.cityId(hex, city), slot: board.nextSlot(hex, city), hex, cost: 0, tokenType: "neutral" as const,
        })),
      );
    }
    return legal;
  }

  /** Free stations that may be placed in the cities of a hex without a connection (a home station, the DH's). */
  private freeStations(sym: string, hex: string, reserved: Reservations = new Map()): LegalAction[] {
    const board = this.game.board;
    return board.tileAt(hex).cities.flatMap((_, city) => {
      try {
        board.checkTokenPlacement(sym, hex, city, { reserved, needsConnection: false });
        return [{ type: "place_token" as const, city: board.cityId(hex, city), slot: board.nextSlot(hex, city), hex, cost: 0 }];
      } catch (e) {
        if (e instanceof GameError) return [];
        throw e;
      }
    });
  }

  /**
   * 1830 V-4.0 DH station flexible: the private whose free station, not placed with its tile, the
   * corporation may place now - in its station step, as the turn's one station, without a route.
   */
  private lateStation(corp: Corporation): Company | null {
    const turn = this.turn!;
    if (this.step !== "token" || turn.tokened || turn.teleport || turn.lifted.length || turn.move || corp.nextTokenCost() === null) return null;
    const company = corp.companies.find((c) => c.stationLeft && ability(c, "teleport")?.stationLater);
    if (!company) return null;
    return ability(company, "teleport")!.hexes.some((hex) => this.freeStations(corp.sym, hex).length > 0) ? company : null;
  }

  private noMoreLays(): string {
    return (this.game.data.tileLays?.length ?? 1) > 1 ? "1830 7.2: no more tile lays this turn" : "1830 7.2: a railroad lays or upgrades one tile per turn";
  }

  /** The corporation that owns neutral stations, if the title has one. */
  private neutralOwner(): Corporation | undefined {
    return this.game.corporations.find((c) => c.def.ownsNeutralStations);
  }

  /**
   * The purchases the allowed `types` offer: trains (bank and other corporations) and privates;
   * those whose seller's president must agree come as offers (1830 4.1, 7.6).
   */
  private purchases(types: GameActionType[]): LegalAction[] {
    const corp = this.turn!.corporation;
    const out: LegalAction[] = [];
    if (types.includes("buy_train")) {
      for (const p of this.trainPurchases(corp)) {
        const seller = p.type === "buy_train" && p.from !== "depot" ? this.game.corporation(p.from) : null;
        out.push(seller && p.type === "buy_train" && this.asks(seller) ? { type: "offer", train: p.train, buyer: corp.sym, seller: seller.sym, min: p.min, max: p.max } : p);
      }
    }
    if (types.includes("buy_company")) {
      for (const c of this.game.companies) {
        if (c.closed || !(c.owner instanceof Player) || ability(c, "noCorporationBuy")) continue;
        const min = Math.ceil(c.def.value / 2);
        const max = Math.min(c.def.value * 2, corp.cash);
        if (min > max) continue;
        out.push(this.asks(c.owner) ? { type: "offer", company: c.sym, buyer: corp.sym, seller: c.owner.id, min, max } : { type: "buy_company", company: c.sym, min, max });
      }
    }
    return out;
  }

  /**
   * Whether a purchase from this seller waits for its agreement: another corporation's train is
   * bought at a price both presidents agree (1830 7.6), a private at a price its owner agrees
   * (4.1); a president agrees with himself. A corporation without a president has nobody to ask.
   */
  private asks(seller: Corporation | Player): boolean {
    const agrees = seller instanceof Corporation ? seller.president : seller;
    return agrees !== null && agrees !== this.turn!.corporation.president;
  }

  /** What an offer is for, in words: "NYC's 2-train (2-1)", "Schuylkill Valley". */
  private offerSubject(offer: Offer): string {
    return offer.train ? `${(offer.seller as Corporation).sym}'s ${offer.train.name}-train (${offer.train.id})` : offer.company!.def.name;
  }

  private trainPurchases(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    const forced = this.mustBuyTrain();
    const president = corp.president!;
    // 1830 7.6.2: a forced purchase beyond the railroad's and its president's money takes the bank's loan.
    const loans = forced && this.game.data.receivership === true;
    const budget = loans ? Infinity : forced ? corp.cash + president.cash : corp.cash;
    // From other corporations the president's money may also help a trainless corporation relieved of its
    // obligation (1830 7.6.2: in the Base Game, only the railroad's money buys another railroad's train).
    const acrossBudget = !loans && (forced || this.relievedTrainless()) ? corp.cash + president.cash : corp.cash;
    const cheapest = this.cheapestDepotPrice();
    const room = this.roomForTrain(corp);
    for (const train of this.depotTrains(corp)) {
      const price = train.def.price;
      const withPresident = price > corp.cash;
      if (room && price <= budget && (!withPresident || price === cheapest || this.game.data.forcedPurchaseAnyTrain)) {
        legal.push({ type: "buy_train", train: train.id, from: "depot", min: price, max: price });
      }
      const exchange = corp.trains.filter((t) => train.def.discount?.[t.name] !== undefined);
      for (const t of exchange) {
        const discounted = price - train.def.discount![t.name]!;
        if (discounted <= corp.cash) legal.push({ type: "buy_train", train: train.id, from: "depot", min: discounted, max: discounted, exchange: [t.id] });
      }
    }
    const min = this.leastAfterEmergencySale();
    for (const other of this.game.corporations) {
      if (other === corp || !room || this.game.phase.noBuyAcross) continue;
      for (const train of this.sellableTrains(other, corp)) {
        const max = acrossBudget > corp.cash ? Math.max(corp.cash, Math.min(train.def.price, acrossBudget)) : corp.cash;
        if (max >= min) legal.push({ type: "buy_train", train: train.id, from: other.sym, min, max });
      }
    }
    return legal;
  }

  /** C-2.3.2: what the president may sell to raise money for the forced purchase. */
  private emergencySales(player: Player): LegalAction[] {
    const legal: LegalAction[] = [];
    for (const c of this.game.corporations) {
      for (const percent of sellablePercents(this.game, player, c)) {
        if (this.whyNotEmergencySale(player, c, percent)) continue;
        const { proceeds: price, boxes } = saleTerms(this.game, player, c, percent);
        legal.push({ type: "sell_shares", corporation: c.sym, shares: bundleFor(player, c, percent).map((s) => s.id), percent, price, boxes });
      }
    }
    return legal;
  }

  /** C-2.3.2: no change of president in the buying corporation, and no more than needed. */
  private whyNotEmergencySale(player: Player, corp: Corporation, percent: number): string | null {
    const buyer = this.turn!.corporation;
    // No change of president of the buying corporation (C-2.3.2), nor of any other where
    // the title says so ([emergency presidencies]: the train's seller is not known before the sale).
    if (corp === buyer || (this.game.data.emergencyKeepsPresidencies && corp.president === player)) {
      const others = Math.max(0, ...this.game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
      const left = corp.percentOf(player) - percent;
      if (left < others || left < corp.shares[0]!.percent) {
        return corp === buyer
          ? "C-2.3.2: the sale may not change the president of the corporation buying the train"
          : `[emergency presidencies]: the sale may not change the president of ${corp.sym}`;
      }
    }
    const need = this.cheapestDepotPrice() - buyer.cash - player.cash;
    // One share fewer would raise enough (what it brings, as the title sells shares).
    if (saleTerms(this.game, player, corp, percent - 10).proceeds >= need) return "C-2.3.2: the president may sell only as many shares as the train needs";
    return null;
  }

  private companyActions(company: Company): GameActionType[] {
    const corp = this.current!;
    if (exchangeAbility(this.game, company)) return ["buy_shares"];
    // A private of the operating corporation's president lays the turn's tile on its hex (CompanyAbility presidentTileLay).
    if (ability(company, "presidentTileLay") && company.owner === corp.president && !company.used && this.step === "track" && nextLay(this.game, this.turn!.lays)?.lay) {
      return ["lay_tile"];
    }
    if (company.owner !== corp) return [];
    const move = this.turn!.move;
    if (move) return move.company !== company ? [] : move.state === "place" ? ["place_token"] : ["lay_tile", "pass"];
    // [station move]: any time in the owner's turn before its trains run.
    if (ability(company, "moveStation") && !company.used && !this.turn!.ran && !this.turn!.lifted.length && this.movableStations(company).length) {
      return ["remove_token"];
    }
    if (this.turn!.teleport === company) return ["place_token", "pass"];
    if (this.lateStation(corp) === company) return ["place_token"];
    if (ability(company, "discountedTileLay") && this.specialTileLays(company).length) return ["lay_tile"];
    if (ability(company, "extraTileLay") && !company.used) return ["lay_tile"];
    if (ability(company, "teleport") && !company.used && this.step === "track" && !this.turn!.laidTile) return ["lay_tile"];
    return [];
  }

  /** What the current corporation may do at a step; empty means the step is skipped. */
  private stepActions(step: StepName): GameActionType[] {
    const turn = this.turn!;
    const corp = turn.corporation;
    switch (step) {
      case "track":
        return this.canLayTile(corp) ? ["lay_tile", "pass"] : [];
      case "token":
        if (this.canPlaceToken(corp)) return ["place_token", "pass"];
        // 1830 V-4.0 DH station flexible: the DH's station left from an earlier turn keeps the step open.
        if (this.lateStation(corp)) return ["pass"];
        // TitleData.tokenStepAsks: the step waits for a pass from a corporation with several station markers.
        if (this.game.data.tokenStepAsks && !turn.tokened && Math.max(corp.def.tokens.length, corp.tokensPlaced) + corp.extraTokens.length > 1) return ["pass"];
        return [];
      case "routes":
        return !turn.ran && runningTrains(corp).length > 0 && this.hasRoute(corp) ? ["run_routes"] : [];
      case "dividend":
        return turn.revenue > 0 && !corp.def.splitsRevenue ? ["dividend"] : [];
      case "trains":
        return this.trainActions(corp);
      case "companies":
        return this.canBuyCompanies() ? ["buy_company", "pass"] : this.hasUsableAbility(corp) ? ["pass"] : [];
    }
  }

  /**
   * 1830 7.2: the turn allows another lay (TitleData.tileLays) the corporation
   * can pay the fee of, and it has stations to build from (an owner of neutral
   * stations only once one is on the map).
   */
  private canLayTile(corp: Corporation): boolean {
    const next = nextLay(this.game, this.turn!.lays);
    if (!next || corp.cash < next.cost) return false;
    return corp.def.tokens.length > 0 || this.game.board.tokensOf(corp.sym).length > 0;
  }

  /**
   * Per station, the stops a train can reach from it (a route runs from one station, 1830 7.4):
   * those that count toward a train's range, and bonus stops that do not (offboardDistance 0).
   */
  private reachedStops(corp: Corporation): { counted: number; free: number }[] {
    const board = this.game.board;
    return board.stopsByStation(corp.sym).map((stops) => {
      let counted = 0;
      let free = 0;
      for (const key of stops) {
        const tile = board.tileOf(Math.floor(key / NODE_SLOTS));
        const node = tile.type.nodes[key % NODE_SLOTS]!;
        if (node.kind === "offboard" && tile.type.content.offboardDistance === 0) free++;
        else counted++;
      }
      return { counted, free };
    });
  }

  /** A route needs a station and at least one more stop it can reach from it (1830 7.4; a bonus stop may be that stop). */
  private hasRoute(corp: Corporation): boolean {
    return this.reachedStops(corp).some(({ counted, free }) => counted >= 2 || (counted >= 1 && free >= 1));
  }

  /** A route that obliges the corporation to own a train: two stops from one station besides any bonus stop (1830 C-2.3.1). */
  private hasTrainRoute(corp: Corporation): boolean {
    return this.reachedStops(corp).some(({ counted }) => counted >= 2);
  }

  /**
   * The cost of the corporation's next station in this hex: the marker's cost
   * (1830 7.3), times the steps from its home hex over the map where the title
   * prices stations by distance (TitleData.tokenCostByDistance).
   */
  private tokenCost(corp: Corporation, hex: string): number | null {
    const base = corp.nextTokenCost();
    if (base === null || !this.game.data.tokenCostByDistance || !corp.home) return base;
    const grid = this.game.board.grid;
    return base * grid.stepsWithin(grid.indexOf(corp.home), grid.indexOf(hex));
  }

  /** 1830 7.3: a station (or neutral station) it can pay for and a reachable city with room. */
  private canPlaceToken(corp: Corporation): boolean {
    if (this.turn!.tokened) return false;
    if (this.game.data.tokenCostByDistance && corp.nextTokenCost() !== null) {
      return this.game.board.tokenableCities(corp.sym, this.reservations()).some(({ hex }) => this.tokenCost(corp, hex)! <= corp.cash);
    }
    const cost = corp.nextTokenCost();
    const neutral = this.neutralOwner();
    const kinds: (string | undefined)[] = [];
    if (cost !== null) kinds.push(undefined);
    if (corp.neutralLeft > 0 && neutral) kinds.push(neutral.sym);
    if (!kinds.length) return false;
    // A free station (a neutral one, or one a station-moving private could place) keeps the step open
    // whatever the corporation's cash, as on 18xx.games.
    const freeStation = (corp.neutralLeft > 0 && neutral) || corp.companies.some((c) => !c.used && ability(c, "moveStation"));
    const cheapest = freeStation ? 0 : cost!;
    if (corp.cash < cheapest) return false;
    return kinds.some((owner) => this.game.board.tokenableCities(corp.sym, this.reservations(), owner).length > 0);
  }

  /** Home cities of corporations that have not placed their home station yet (1830 7.3.3). */
  reservations(): Reservations {
    return this.game.reservations();
  }

  /** [station move]: the stations the corporation may move: not on the ability's hexes; a home station only without a neutral one beside it. */
  private movableStations(company: Company): { hex: string; city: number }[] {
    const corp = this.turn!.corporation;
    const move = ability(company, "moveStation");
    if (!move) return [];
    const board = this.game.board;
    const neutral = this.neutralOwner();
    return board.tokensOf(corp.sym).filter(({ hex }) => {
      if (move.hexes.includes(hex)) return false;
      if (hex === corp.home && neutral && board.tokensAt(hex).some((c) => c.includes(neutral.sym))) return false;
      return true;
    });
  }

  /** The corporation owns a private with an ability it may still use (the turn then ends with an explicit pass). */
  private hasUsableAbility(corp: Corporation): boolean {
    return corp.companies.some((c) => (!c.used && (ability(c, "extraTileLay") || ability(c, "moveStation"))) || (c.extraLayLeft && ability(c, "moveStation")));
  }

  /**
   * Why corporations may not buy private companies now, or null: 1830 4.1, only in the phases that
   * allow it (from the first 3-train); under V-3.0's delayed private company sales, only once the stock
   * round that follows the start of the first such phase is over.
   */
  private whyNoCompanySales(): string | null {
    const phases = this.game.phases;
    if (!this.game.phase.buyCompanies) return "1830 4.1: corporations may buy private companies only from phase 3, until phase 5";
    if (!this.game.data.delayedPrivateSales) return null;
    const first = phases.defs.find((p) => p.buyCompanies)!;
    return this.game.stockRoundNumber > phases.stockRoundsBefore.get(first.name)!
      ? null
      : "1830 V-3.0: corporations may buy private companies only after the stock round following the purchase of the first 3-train";
  }

  /** 4.1: from phase 3, corporations buy privates from players for half to twice face value. */
  private canBuyCompanies(): boolean {
    if (this.whyNoCompanySales() || !this.turn) return false;
    const corp = this.turn.corporation;
    return this.game.companies.some(
      (c) => !c.closed && c.owner instanceof Player && !ability(c, "noCorporationBuy") && corp.cash >= Math.ceil(c.def.value / 2),
    );
  }

  // ---- trains --------------------------------------------------------------------

  /** 1830 7.6: room for another train. Under V-7.8's flexible train limit a corporation at its limit
   *  may buy one more, then must discard a train to the open market (the discard step, discard.ts). */
  private roomForTrain(corp: Corporation): boolean {
    return corp.trains.length < this.game.trainLimit(corp) + (this.game.data.flexibleTrainLimit ? 1 : 0);
  }

  /**
   * The trains `seller` may sell `buyer` (1830 7.6). Under V-7.8's "can't sell a railroad's last
   * train" a seller with a route keeps its last one: it must own a train while it has a route (C-2.3.1).
   */
  private sellableTrains(seller: Corporation, buyer: Corporation): Train[] {
    // 1830 7.7: the manager may not sell the trains of his railroad in receivership.
    if (inReceivership(seller)) return [];
    if (this.game.data.cannotSellLastTrain && seller.trains.length === 1 && this.hasTrainRoute(seller)) return [];
    return seller.trains.filter((t) => this.mayOwn(buyer, t));
  }

  /** A corporation that owns only one kind of train (CorporationDef.trainKind: goods trains only). */
  private mayOwn(corp: Corporation, train: Train): boolean {
    const kind = corp.def.trainKind;
    return !kind || (kind === "goods") === (train.def.kind === "goods");
  }

  /** The trains the bank sells now (to this corporation, where it may own only some kinds). */
  private depotTrains(corp: Corporation | null = this.current): Train[] {
    const trains = this.game.depot.forSale(this.game.phases.reached);
    return corp ? trains.filter((t) => this.mayOwn(corp, t)) : trains;
  }

  /**
   * C-2.3.2: "the president may only sell enough shares to be able to make the forced purchase"
   * (1882 11.8: no more than the selected train requires). After such a sale, another
   * corporation's train must cost more than the money there was without the last share sold.
   */
  private leastAfterEmergencySale(): number {
    const turn = this.turn!;
    const corp = turn.corporation;
    if (turn.emergencySharePrice === null || !this.mustBuyTrain() || corp.cash >= this.cheapestDepotPrice()) return 1;
    return Math.max(1, corp.cash + corp.president!.cash - turn.emergencySharePrice + 1);
  }

  private cheapestDepotPrice(): number {
    return Math.min(...this.depotTrains().map((t) => t.def.price));
  }

  /** C-2.3.1: a corporation with a route and no train must buy one (not one that need not own trains, CorporationDef.trainOptional). */
  private mustBuyTrain(): boolean {
    const corp = this.current;
    if (!corp || this.step !== "trains" || corp.def.trainOptional) return false;
    // TitleData.trainAlways: a corporation must own a train whether or not it has a route;
    // TitleData.newTrainsOblige: only while the bank has new trains it may own.
    if (this.game.data.newTrainsOblige && !this.game.depot.upcoming.some((t) => this.mayOwn(corp, t))) return false;
    return corp.trains.length === 0 && this.depotTrains().length > 0 && (this.game.data.trainAlways === true || this.hasTrainRoute(corp));
  }

  /**
   * TitleData.newTrainsOblige: a trainless corporation relieved of its obligation because the
   * bank has no new train left that it may own may still buy another corporation's train for
   * more than its treasury, its president paying the rest (at most the train's face value, as
   * in a forced purchase); he sells no shares for it.
   */
  private relievedTrainless(): boolean {
    const corp = this.current;
    if (!corp || this.step !== "trains" || corp.def.trainOptional || corp.trains.length > 0 || !this.game.data.newTrainsOblige) return false;
    if (this.game.depot.upcoming.some((t) => this.mayOwn(corp, t))) return false;
    return this.game.data.trainAlways === true || this.hasTrainRoute(corp);
  }

  /** Trade-ins the corporation can pay for now: a train of its own for a discount on a bank train (1830 7.7, D-trains). */
  private affordableTradeIns(corp: Corporation): boolean {
    return this.depotTrains().some((t) => corp.trains.some((own) => t.def.discount?.[own.name] !== undefined && t.def.price - t.def.discount[own.name]! <= corp.cash));
  }

  /** 1830 T-07: the trains of this name rust (are retired), or with V-3.0 delayed obsolescence run once more. */
  private rustTrains(name: string): void {
    this.game.log(`-- Event: ${name} trains rust --`);
    // Who loses what, in the order the companies are listed.
    const lost = new Map<Corporation, number>();
    // 1830 V-3.0 delayed obsolescence: owned trains leave the train list at once (the limit, sales,
    // discards, trade-ins and the obligation to own a train no longer see them) but run once more.
    const delayed = this.game.data.delayedObsolescence === true;
    for (const t of this.game.depot.rust(name)) {
      if (t.owner) {
        t.owner.trains.splice(t.owner.trains.indexOf(t), 1);
        if (delayed) t.owner.obsoleteTrains.push(t);
        lost.set(t.owner, (lost.get(t.owner) ?? 0) + 1);
      }
      if (!delayed) t.owner = null;
    }
    for (const c of this.game.corporations.filter((c) => lost.has(c))) {
      const n = lost.get(c)!;
      const trains = `${name}-train${n === 1 ? "" : "s"}`;
      this.game.log(delayed ? `${c.sym}'s ${trains} will run once more, then ${n === 1 ? "it is" : "they are"} removed` : `${c.sym} loses ${n === 1 ? "its" : n} ${trains}`);
    }
  }

  /** TitleData.trainSurrender: what surrendering a train costs. */
  private surrenderCost(train: Train): number {
    return Math.floor(train.def.price * (this.game.data.trainSurrender ?? 0));
  }

  /**
   * The trains a corporation at its limit may surrender, paying for one and still able to buy
   * another; `anyKind`: counting any train the bank or the phase offers, as 18xx.games does
   * (TitleData.trainStepByCheapestTrain), even where none of them is one the company may own.
   */
  private surrenderable(corp: Corporation, anyKind = false): Train[] {
    if (this.game.data.trainSurrender === undefined || this.roomForTrain(corp)) return [];
    return corp.trains.filter((t) => this.cheapestPurchase(corp, t, anyKind) + this.surrenderCost(t) <= corp.cash);
  }

  /** The least a train would cost the corporation after giving up `without`: from the bank, or from another company. */
  private cheapestPurchase(corp: Corporation, without: Train, anyKind = false): number {
    const depot = this.depotTrains(anyKind ? null : corp).map((t) => t.def.price);
    const others =
      !this.game.phase.noBuyAcross && (anyKind || this.game.corporations.some((c) => c !== corp && c.trains.some((t) => t !== without && this.mayOwn(corp, t))));
    return Math.min(...depot, others ? 1 : Infinity);
  }

  private trainActions(corp: Corporation): GameActionType[] {
    // After a surrender, a train must be bought in its place.
    if (this.turn!.mustReplace) return this.trainPurchases(corp).length ? ["buy_train"] : ["pass"];
    // At the limit: a surrender to buy another (TitleData.trainSurrender).
    if (!this.roomForTrain(corp) && this.surrenderable(corp).length) {
      return this.affordableTradeIns(corp) ? ["buy_train", "scrap_train", "pass"] : ["scrap_train", "pass"];
    }
    // 18xx.games offers a surrender that would leave nothing the company may buy: it waits for a pass.
    if (this.game.data.trainStepByCheapestTrain && this.surrenderable(corp, true).length && !this.affordableTradeIns(corp)) return ["pass"];
    // A trade-in frees its own place, so it is allowed at the train limit (as 18xx.games plays it).
    if (!this.roomForTrain(corp)) return this.affordableTradeIns(corp) ? ["buy_train", "pass"] : [];
    if (this.mustBuyTrain()) {
      const types: GameActionType[] = ["buy_train"];
      // 1830 7.6.2: in the Base Game the bank's loan pays what is missing; nobody goes bankrupt (C-2.4 is Classic's).
      if (!this.game.data.receivership && this.cannotAffordTrain()) types.push("bankrupt");
      return types;
    }
    const othersHaveTrains = !this.game.phase.noBuyAcross && this.game.corporations.some((c) => c !== corp && this.sellableTrains(c, corp).length > 0);
    const acrossCash = corp.cash + (this.relievedTrainless() ? corp.president!.cash : 0);
    if (corp.cash >= this.cheapestDepotPrice() || (othersHaveTrains && acrossCash >= 1)) return ["buy_train", "pass"];
    // TitleData.trainStepByCheapestTrain: the step waits (for a pass) while any bank train is affordable, or
    // another company's train of any kind once the phase allows buying them (at Kr1 at least).
    const anyAcross = !this.game.phase.noBuyAcross && corp.cash >= 1 && this.game.corporations.some((c) => c !== corp && c.trains.length > 0);
    if (this.game.data.trainStepByCheapestTrain && (anyAcross || this.depotTrains(null).some((t) => t.def.price <= corp.cash))) return ["pass"];
    return [];
  }

  /** C-2.4: bankruptcy is declared only when the president cannot raise the price of the cheapest train. */
  private cannotAffordTrain(): boolean {
    const corp = this.current!;
    const president = corp.president!;
    const raisable = this.game.corporations.reduce((total, c) => {
      const percents = sellablePercents(this.game, president, c);
      const max = percents.length ? Math.max(...percents) : 0;
      return total + (max ? saleTerms(this.game, president, c, max).proceeds : 0);
    }, 0);
    return corp.cash + president.cash + raisable < this.cheapestDepotPrice();
  }

  private canEmergencySell(): boolean {
    // 1830 7.6.2: the president sells nothing for a forced purchase; the bank's loan pays the rest (C-2.3.2 is Classic's).
    if (this.game.data.receivership) return false;
    const corp = this.current!;
    return corp.cash + corp.president!.cash < this.cheapestDepotPrice();
  }

  // ---- processing -----------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    const turn = this.turn!;
    switch (action.type) {
      case "discard_train":
        return this.discardTrain(action, entity as Corporation);
      case "scrap_train":
        return this.surrender(action.train);
      case "buy_shares":
        return exchangeShare(this.game, entity as Company, this.game.corporation(action.shares[0]!.split("_")[0]!).shares[Number(action.shares[0]!.split("_")[1])]!);
      case "lay_tile":
        return this.layTile(action, entity);
      case "place_token":
        return this.placeToken(action, entity);
      case "run_routes":
        return this.runRoutes(action);
      case "dividend":
        return this.dividend(action.kind);
      case "buy_train":
        return this.buyTrain(action);
      case "sell_shares":
        return this.emergencySell(action, entity as Player);
      case "buy_company":
        return this.buyCompany(action);
      case "offer":
        return this.makeOffer(action);
      case "respond":
        return this.respond(action, entity);
      case "bankrupt":
        return this.bankrupt();
      case "remove_token":
        return this.removeToken(action, entity as Company);
      case "pass":
        if (turn.move && entity === turn.move.company) {
          // [station move]: the extra lay is not used now (it stays on the card, unusable without a new move).
          turn.move.company.used = true;
          turn.move.company.extraLayLeft = true;
          turn.move = null;
          return;
        }
        if (turn.teleport) {
          turn.teleport.used = true;
          // 1830 V-4.0 DH station flexible: the station may still be placed in a later turn.
          if (ability(turn.teleport, "teleport")?.stationLater) turn.teleport.stationLeft = true;
          turn.teleport = null;
          return;
        }
        this.game.log(`${turn.corporation.sym} passes ${STEP_TEXT[this.step!]}`);
        turn.step++;
        return;
      default:
        throw new GameError(`${action.type} is not an operating round action`);
    }
  }

  private layTile(action: ActionOf<"lay_tile">, entity: Entity): void {
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
    const slot = special && !presidents && !discount ? null : nextLay(this.game, turn.lays);
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
    }
    if (special && !discount) {
      const allowed = extra ?? teleport ?? presidents;
      require(allowed && !special.used, `${special.sym} has no tile lay to use`);
      require(allowed.hexes.includes(action.hex), `${special.sym} may only lay on ${allowed.hexes.join(", ")}`);
      require(allowed.tiles.includes(action.tile.split("-")[0]!), `${special.sym} may only lay tile ${allowed.tiles.join(", ")}`);
    }
    const { terrainCost: terrain } = this.game.board.checkTileLay({
      corporation: corp.sym,
      hex: action.hex,
      tileId: action.tile,
      rotation: action.rotation,
      phaseColors: this.game.phase.tiles,
      connected: !special || !!presidents || !!discount,
      blockedHexes: special && !discount ? new Set() : this.game.blockedHexes(),
      phasesReached: this.game.phases.reached,
      byCompany: !!special,
    });
    if (presidents && terrain) this.game.log(`${corp.sym} lays on ${action.hex} without the terrain cost (${this.game.money(terrain)}), by ${special!.def.name}`);
    require(!discount || terrain > 0, `1830 V-4.0: ${action.hex} has no terrain cost for ${special?.sym} to halve`);
    const terrainCost = (presidents ? 0 : discount ? this.discounted(terrain, discount.costShare) : terrain) + (slot?.cost ?? 0);
    require(corp.cash >= terrainCost, `1830 7.2.3: ${corp.sym} has ${this.game.money(corp.cash)}, laying on ${action.hex} costs ${this.game.money(terrainCost)}`);
    const { lifted, cityMap, crossings } = this.game.board.layTile(action.hex, action.tile, action.rotation);
    turn.lifted.push(...lifted);
    // A home city kept for a corporation moves with its track (1830 7.3.1).
    for (const c of this.game.corporations) {
      if (c.def.home === action.hex && c.tokensPlaced === 0 && c.homeCity !== undefined) c.homeCity = cityMap[c.homeCity] ?? c.homeCity;
    }
    this.game.log(`${corp.sym}${terrainCost ? ` spends ${this.game.money(terrainCost)} and` : ""} lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
    this.returnExtraStations(action.hex);
    settleLay(this.game, corp, { hex: action.hex, cost: terrainCost, crossings, yellow: !upgrade });
    if (extra) {
      special!.used = true;
      return;
    }
    if (presidents) special!.used = true;
    // 1830 V-4.0: "The SV is retired if this effect is used."
    if (discount) closeCompany(this.game, special!);
    // The DH's lay is the turn's lay; its token may follow at once (1830 T-05 DH), from
    // the railroad's unused station tokens: a railroad with none left has nothing to place.
    if (teleport) {
      special!.used = true;
      if (corp.nextTokenCost() !== null) turn.teleport = special;
    }
    turn.laidTile = true;
    turn.lays.count++;
    if (upgrade) turn.lays.upgraded = true;
    if (this.step === "track" && (teleport || !this.canLayTile(corp))) turn.step++;
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
    const { terrainCost } = this.game.board.checkTileLay({
      corporation: corp.sym,
      hex: action.hex,
      tileId: action.tile,
      rotation: action.rotation,
      phaseColors: this.game.phase.tiles,
      connected: true,
      blockedHexes: this.game.blockedHexes(),
      phasesReached: this.game.phases.reached,
    });
    require(corp.cash >= terrainCost, `1830 7.2.3: ${corp.sym} has ${this.game.money(corp.cash)}, laying on ${action.hex} costs ${this.game.money(terrainCost)}`);
    const { lifted, crossings } = this.game.board.layTile(action.hex, action.tile, action.rotation);
    turn.lifted.push(...lifted);
    this.game.log(`${corp.sym} (${company.sym})${terrainCost ? ` spends ${this.game.money(terrainCost)} and` : ""} lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
    settleLay(this.game, corp, { hex: action.hex, cost: terrainCost, crossings, yellow: !upgrade });
    company.used = true;
    turn.move = null;
  }

  /** [station move]: the station to move comes off the map; a home station leaves a neutral one in its place. */
  private removeToken(action: ActionOf<"remove_token">, company: Company): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    require(company.owner === corp && ability(company, "moveStation") && !company.used && !turn.move, `[station move]: ${company.sym} cannot move a station now`);
    const { hex, city } = this.game.board.cityById(action.city);
    require(this.movableStations(company).some((t) => t.hex === hex && t.city === city),
      `[station move]: ${corp.sym} has no station on ${hex} that ${company.sym} may move`);
    const slots = this.game.board.tokensAt(hex)[city]!;
    const slot = slots.indexOf(corp.sym);
    this.game.board.removeToken(corp.sym, hex, city);
    corp.tokensPlaced--;
    const neutral = this.neutralOwner();
    if (hex === corp.home && neutral) {
      this.game.board.placeToken(neutral.sym, hex, city, slot);
      this.game.log(`${corp.sym} removes its station from ${hex}; a neutral station replaces it`);
    } else {
      this.game.log(`${corp.sym} removes its station from ${hex}`);
    }
    turn.move = { company, state: "place", hex: null };
  }

  private placeToken(action: ActionOf<"place_token">, entity: Entity): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const { hex, city } = this.game.board.cityById(action.city);
    const choosing = this.homeChoices[0];
    if (choosing && entity === choosing) {
      // The home station, on one of the hexes the charter offers, free and without a connection.
      require(choosing.def.homeChoice!.includes(hex), `1830 7.3.1: ${choosing.sym}'s home is ${choosing.def.homeChoice!.join(" or ")}`);
      this.game.board.checkTokenPlacement(choosing.sym, hex, city, { reserved: this.reservations(), needsConnection: false });
      this.game.board.placeToken(choosing.sym, hex, city);
      choosing.tokensPlaced = 1;
      choosing.home = hex;
      choosing.homeCity = city;
      this.homeChoices.shift();
      this.game.log(`${choosing.sym} places its home station on ${hex}`);
      return;
    }
    const lifted = turn.lifted[0];
    if (lifted && entity === this.liftedChooser()) {
      // A home station whose city a tile lay has just decided: placed again, free (1830 7.3.1).
      require(hex === lifted.hex, `1830 7.3.1: ${lifted.corporation}'s station goes back on ${lifted.hex}`);
      this.game.board.checkTokenPlacement(lifted.corporation, hex, city, { reserved: new Map(), needsConnection: false });
      this.game.board.placeToken(lifted.corporation, hex, city);
      turn.lifted.shift();
      this.game.log(`${lifted.corporation} places a token on ${hex}`);
      return;
    }
    if (turn.move && entity === turn.move.company) {
      // [station move]: the moved station goes to an open city of one of the ability's hexes, free and without a connection.
      const move = ability(turn.move.company, "moveStation")!;
      require(move.hexes.includes(hex), `[station move]: the station moves to ${move.hexes.join(", ")}`);
      this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved: this.reservations(), needsConnection: false });
      this.game.board.placeToken(corp.sym, hex, city);
      corp.tokensPlaced++;
      this.game.log(`${corp.sym} (${turn.move.company.sym}) places a token on ${hex}`);
      turn.move = { ...turn.move, state: "lay", hex };
      if (!move.extraLay) {
        turn.move.company.used = true;
        turn.move = null;
      }
      return;
    }
    if (action.token_type === "neutral") return this.placeNeutral(hex, city);
    const late = this.lateStation(corp);
    const teleport = entity instanceof Company && (turn.teleport === entity || late === entity);
    if (teleport) require(ability(entity, "teleport")!.hexes.includes(hex), `1830 T-05: ${entity.sym}'s station goes on ${ability(entity, "teleport")!.hexes.join(", ")}`);
    const cost = teleport ? 0 : this.tokenCost(corp, hex);
    require(cost !== null, `1830 7.3: ${corp.sym} has no station tokens left`);
    require(corp.cash >= cost, `1830 7.3: ${corp.sym} has ${this.game.money(corp.cash)}, the token costs ${this.game.money(cost)}`);
    this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved: this.reservations(), needsConnection: !teleport });
    if (cost > 0) this.game.pay(corp, this.game.bank, cost);
    this.game.board.placeToken(corp.sym, hex, city);
    corp.tokenPlaced();
    this.game.log(`${corp.sym} places a token on ${hex}${cost ? ` for ${this.game.money(cost)}` : ""}`);
    turn.tokened = true;
    if (teleport && turn.teleport === entity) {
      turn.teleport = null;
    } else if (this.step === "token") {
      if (teleport) (entity as Company).stationLeft = false;
      turn.step++;
    }
  }

  /** [neutral stations]: a neutral station from the charter, free, instead of the turn's station. */
  private placeNeutral(hex: string, city: number): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const neutral = this.neutralOwner();
    require(neutral && corp.neutralLeft > 0, `[neutral stations]: ${corp.sym} has no neutral station marker`);
    require(!turn.tokened, "1830 7.3: a railroad places at most one station per turn");
    require(this.step === "token", `1830 7.1: stations are placed after track and before trains run`);
    this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved: this.reservations(), needsConnection: true, owner: neutral.sym });
    this.game.board.placeToken(neutral.sym, hex, city);
    corp.neutralPlaced++;
    this.game.log(`${corp.sym} places a neutral token on ${hex}`);
    turn.tokened = true;
    turn.step++;
  }

  private runRoutes(action: ActionOf<"run_routes">): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const trains = action.routes.map((r: LogRoute) => {
      const train = runningTrains(corp).find((t) => t.id === r.train);
      if (!train) throw new GameError(`1830 7.4: ${corp.sym} has no train ${r.train}`);
      return train;
    });
    require(new Set(trains).size === trains.length, "1830 7.4: each train runs once");
    for (const t of trains) require(!t.ranThisRound, `[merged minors]: the ${t.name} train came to ${corp.sym} from a company that already operated this round, so it may not run this round`);
    const { revenue, perRoute, treasury } = this.game.board.validateRoutes(
      corp.sym,
      action.routes,
      routeTrains(corp).filter((t) => trains.some((x) => x.id === t.id)),
      this.game.phase.offboardColor,
    );
    // 1830 7.4: the combination with the highest revenue. What a corporation earns
    // counts whole: its revenue and the part for its treasury alone (a mine's value),
    // as the best-route search measures it (docs/routes.md).
    if (this.game.bestRoutesRequired) {
      const best = corporationBestRoutes(this.game, corp);
      const earned = revenue + treasury;
      const part = (t: number) => (t ? ` (${this.game.money(t)} of it for the treasury)` : "");
      require(
        earned >= best.total,
        `${this.game.board.rules.bestRoutes}: the routes of ${corp.sym} earn ${this.game.money(earned)}${part(treasury)}, the best combination ${this.game.money(best.total)}${part(best.treasury)}; the highest revenue must be run`,
      );
    }
    trains.forEach((t, i) => this.game.log(`${corp.sym} runs a ${t.name} train for ${this.game.money(perRoute[i]!)}`));
    turn.revenue = revenue;
    turn.treasuryRevenue = treasury;
    turn.ran = true;
    turn.step++;
  }

  /**
   * 1830 7.5: pay the revenue out to shareholders (pool shares pay the
   * corporation; certificates in the initial offering or held back for
   * exchanges pay nothing) or keep it. Where the title allows it, half may be
   * paid and half kept ([half dividends]); a corporation that splits its
   * revenue always does so (a minor). Revenue the routes earn for the
   * treasury alone (a mine's value) is paid to it first. Payments are rounded
   * up, or down in the bank's favour (TitleData.payoutRounding).
   */
  /** The dividends this corporation may choose (1830 7.5; V-7.1 half; 7.7: withheld only, in receivership). */
  private dividendKinds(corp: Corporation): ("payout" | "half" | "withhold")[] {
    if (inReceivership(corp)) return ["withhold"];
    return this.game.data.halfDividends ? ["payout", "half", "withhold"] : ["payout", "withhold"];
  }

  private dividend(kind: "payout" | "withhold" | "half"): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const revenue = turn.revenue;
    require(kind !== "half" || this.game.data.halfDividends || corp.def.splitsRevenue, "1830 7.5: a dividend is paid in full or withheld");
    require(!corp.def.splitsRevenue || kind === "half" || revenue === 0, `[split revenue]: ${corp.sym} always pays half its revenue and keeps half`);
    require(!inReceivership(corp) || kind === "withhold", `1830 7.7: ${corp.sym} is in receivership: it may not pay dividends; its revenue repays the loan`);
    if (turn.treasuryRevenue > 0) {
      this.game.pay(this.game.bank, corp, turn.treasuryRevenue);
      this.game.log(`${corp.sym} earns ${this.game.money(turn.treasuryRevenue)} for its treasury`);
    }
    const before = this.game.market.price(corp.sym);
    const paying = revenue > 0 && kind !== "withhold";
    const paid = kind === "half" ? revenue / 2 : revenue;
    const round = this.game.data.payoutRounding === "down" ? Math.floor : Math.ceil;
    if (paying) {
      if (kind === "half") {
        const kept = Math.floor(revenue / 2);
        this.game.pay(this.game.bank, corp, kept);
        this.game.log(`${corp.sym} keeps ${this.game.money(kept)} of its ${this.game.money(revenue)}`);
      }
      const perShare = paid / 10;
      const payments: string[] = [];
      // Certificates just exchanged for a minor that already ran this round pay nothing ([merged minors]).
      const paying = (holder: Player | "pool") => corp.shares.reduce((t, s) => t + (s.holder === holder && !s.idleThisRound ? s.percent : 0), 0);
      for (const p of this.game.players) {
        const amount = round((paying(p) / 10) * perShare);
        if (amount > 0) {
          this.game.pay(this.game.bank, p, amount);
          payments.push(`${this.game.money(amount)} to ${p.name}`);
        }
      }
      const pool = round((paying("pool") / 10) * perShare);
      if (pool > 0) {
        this.game.pay(this.game.bank, corp, pool);
        payments.push(`${this.game.money(pool)} to ${corp.sym}`);
      }
      this.game.log(`${corp.sym} pays out ${this.game.money(paid)} = ${this.game.money(perShare)} per 10% (${payments.join(", ") || "to nobody"})`);
      if (kind !== "half" && this.game.data.riseNeedsDividendOfPrice && paid < before!) {
        // 1830 V-5.2: the value rises only for a dividend (all the revenue paid out) of at least the share price.
        this.game.log(`${corp.sym}'s dividend of ${this.game.money(paid)} is below its share price: the share value does not rise`);
      } else if (kind !== "half") this.game.market.moveRight(corp.sym);
      // A half dividend moves the value down and right on a hex-shaped market; on 1830's it stays (V-7.1).
      else if (this.game.data.hexMarket) this.game.market.moveDownRight(corp.sym);
    } else {
      if (revenue > 0 && inReceivership(corp)) {
        // 1830 7.7: the revenue repays the loan; the excess, on the turn it is repaid, goes into the treasury.
        const excess = repayFromRevenue(this.game, corp, revenue);
        if (excess > 0) {
          this.game.pay(this.game.bank, corp, excess);
          this.game.log(`${corp.sym} keeps the remaining ${this.game.money(excess)}`);
        }
      } else if (revenue > 0) {
        this.game.pay(this.game.bank, corp, revenue);
        this.game.log(`${corp.sym} withholds ${this.game.money(revenue)}`);
      } else {
        this.game.log(`${corp.sym} does not run`);
      }
      this.game.market.moveLeft(corp.sym);
    }
    const after = this.game.market.price(corp.sym);
    if (after !== before) this.game.log(`${corp.sym}'s share price moves from ${this.game.money(before!)} to ${this.game.money(after!)}`);
    turn.step = STEPS.indexOf("dividend") + 1;
  }

  /** `agreed`: the seller's president accepted this purchase (an offer's answer). */
  private buyTrain(action: ActionOf<"buy_train">, agreed = false): void {
    const corp = this.turn!.corporation;
    const { train, seller, exchanged, shortfall } = this.checkTrainPurchase(action, agreed);
    const president = corp.president!;
    this.turn!.mustReplace = false;
    if (shortfall > 0) {
      this.game.pay(corp, seller ?? this.game.bank, corp.cash);
      // 1830 7.6.2: "both the railroad and its president spend all of their money and the bank pays the rest".
      const loan = this.game.data.receivership ? Math.max(0, shortfall - president.cash) : 0;
      this.game.pay(president, seller ?? this.game.bank, shortfall - loan);
      takeLoan(this.game, corp, loan);
    } else {
      this.game.pay(corp, seller ?? this.game.bank, action.price);
    }
    if (exchanged) {
      corp.trains.splice(corp.trains.indexOf(exchanged), 1);
      exchanged.owner = null;
      // 1830 7.6: to the open market, or out of the game (TitleData.discardedTrains).
      if (this.game.data.discardedTrains !== "removed") this.game.depot.discarded.push(exchanged);
    }
    if (seller) seller.trains.splice(seller.trains.indexOf(train), 1);
    else this.game.depot.remove(train);
    train.owner = corp;
    corp.trains.push(train);
    this.game.log(`${corp.sym} buys a ${train.name} train for ${this.game.money(action.price)} from ${seller ? seller.sym : "the bank"}`);
    this.afterTrainBought(corp, train, !seller);
  }

  /** Every rule a train purchase must meet (1830 7.6, C-2.3.1), checked before anything changes. */
  private checkTrainPurchase(action: ActionOf<"buy_train">, agreed: boolean): { train: Train; seller: Corporation | null; exchanged: Train | null; shortfall: number } {
    const corp = this.turn!.corporation;
    const train = this.game.depot.find(action.train) ?? this.game.corporations.flatMap((c) => c.trains).find((t) => t.id === action.train);
    require(train && !train.rusted, `1830 7.6: there is no train ${action.train} to buy`);
    require(this.roomForTrain(corp) || (action.exchange && !train.owner),
      `1830 7.6: ${corp.sym} already has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`);
    require(action.price >= 1, `1830 7.6: a train costs at least ${this.game.money(1)}`);
    const seller = train.owner;
    require(seller !== corp, `1830 7.6: ${corp.sym} already owns ${train.id}`);
    require(this.mayOwn(corp, train), `[goods trains]: ${corp.sym} may own only ${corp.def.trainKind} trains`);
    require(!seller || this.sellableTrains(seller, corp).includes(train), `1830 V-7.8: ${seller?.sym} has a route and may not sell its last train`);
    require(!seller || !this.game.phase.noBuyAcross, `[buy across]: trains may not yet be bought from other companies (phase ${this.game.phase.name})`);
    // 1830 7.6: "any price that is mutually agreed to by the president(s)" - another president is asked (offer).
    require(!seller || agreed || !this.game.options.consent || !this.asks(seller),
      `1830 7.6: ${seller?.president?.name} presides over ${seller?.sym} and must agree to the price: offer it`);
    if (seller) {
      const least = this.leastAfterEmergencySale();
      require(action.price >= least, `C-2.3.2: after the shares sold to pay for it, ${train.id} must cost at least ${this.game.money(least)} (no more shares were to be sold than the purchase needs)`);
    }
    let exchanged: Train | null = null;
    if (!seller) {
      require(this.depotTrains().includes(train), `1830 7.6: the bank does not sell ${train.id} now (trains are sold in order)`);
      let price = train.def.price;
      if (action.exchange) {
        exchanged = corp.trains.find((t) => t.id === action.exchange) ?? null;
        require(exchanged && train.def.discount?.[exchanged.name] !== undefined, `1830 7.6: ${action.exchange} cannot be traded in for ${train.name}`);
        price -= train.def.discount![exchanged.name]!;
      }
      require(action.price === price, `1830 7.6: ${train.id} costs ${this.game.money(price)} from the bank`);
    }
    const president = corp.president!;
    const shortfall = Math.max(0, action.price - corp.cash);
    if (shortfall > 0 && this.game.data.receivership) {
      // 1830 7.6.2: the president's money, and then the bank's loan, pay only for the least expensive train
      // between the bank and the open market, and only in a forced purchase.
      require(this.mustBuyTrain(), `1830 7.6: ${corp.sym} has ${this.game.money(corp.cash)}; credit is not allowed`);
      require(!seller && !action.exchange && action.price === this.cheapestDepotPrice(),
        `1830 7.6.2: ${corp.sym} has ${this.game.money(corp.cash)}; with its president's money or the bank's loan it buys only the least expensive train of the bank or the open market (${this.game.money(this.cheapestDepotPrice())})`);
    } else if (shortfall > 0) {
      // C-2.3.1: only a forced purchase may draw on the president's cash (or, from another
      // corporation, the purchase of a corporation relieved of its obligation: relievedTrainless).
      const forced = this.mustBuyTrain();
      require(forced || (seller && this.relievedTrainless()), `1830 7.6: ${corp.sym} has ${this.game.money(corp.cash)}; credit is not allowed`);
      require(!seller ? action.price === this.cheapestDepotPrice() || this.game.data.forcedPurchaseAnyTrain === true : action.price <= train.def.price,
        "C-2.3.1: with the president's money, only the cheapest train (or another corporation's at most at face value)");
      require(president.cash >= shortfall,
        forced ? `C-2.3.2: ${president.name} must raise ${this.game.money(shortfall - president.cash)} more by selling shares` : `1830 7.6: ${president.name} has only ${this.game.money(president.cash)} to add`);
    }
    return { train, seller, exchanged, shortfall };
  }

  /** 1830 3.x, T-07: the first train of a type may start a phase, rust older trains and close privates. */
  private afterTrainBought(corp: Corporation, train: Train, fromDepot: boolean): void {
    for (const c of this.game.companies) {
      const close = ability(c, "closeOnTrainBuy");
      if (close && close.corporation === corp.sym) closeCompany(this.game, c);
    }
    if (!fromDepot) return;
    const later = (name: string) => this.game.phases.defs.findIndex((p) => p.name === name) > this.game.phases.defs.indexOf(this.game.phase);
    for (const phase of this.game.phases.onTrainBought(train.name, this.game.stockRoundNumber)) {
      this.game.log(`-- Phase ${phase.name} (Operating Rounds: ${phase.operatingRounds} | Train Limit: ${phase.trainLimit}) --`);
      for (const c of this.game.companies) {
        // A private may name the phase that closes it ("closeOnPhase").
        const own = ability(c, "closeOnPhase");
        if (own?.phase === phase.name || (phase.closeCompanies && !(own && later(own.phase)))) closeCompany(this.game, c);
      }
    }
    if (train.def.rusts && !this.game.depot.firstSold.has(train.name)) this.rustTrains(train.def.rusts);
    // 1830 V-3.0, V-7.10: a train retired by the last of a type (the 4+4 by the last diesel).
    const depot = this.game.depot;
    if (train.def.lastRusts && Number.isFinite(train.def.count) && ![...depot.upcoming, ...depot.reserve].some((t) => t.name === train.name)) {
      this.rustTrains(train.def.lastRusts);
    }
    this.game.depot.firstSold.add(train.name);
    // Events tied to this train (Title.trainEvents).
    for (const event of train.events.splice(0)) {
      const run = this.game.title.trainEvents?.[event];
      if (!run) throw new Error(`no train event "${event}" in ${this.game.data.title}`);
      run(this.game);
    }
  }

  /** TitleData.trainSurrender: the corporation pays for surrendering a train to the bank, and must buy one. */
  private surrender(trainId: string): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const train = this.surrenderable(corp).find((t) => t.id === trainId);
    require(train, `[train surrender]: ${corp.sym} cannot surrender ${trainId} now (only at its train limit, able to pay and to buy another)`);
    const cost = this.surrenderCost(train);
    this.game.pay(corp, this.game.bank, cost);
    corp.trains.splice(corp.trains.indexOf(train), 1);
    train.owner = null;
    this.game.depot.discarded.push(train);
    this.game.log(`${corp.sym} pays ${this.game.money(cost)} to surrender a ${train.name} train to the bank`);
    turn.mustReplace = true;
  }

  private discardTrain(action: ActionOf<"discard_train">, corp: Corporation): void {
    discardTrain(this.game, corp, action.train);
  }

  private emergencySell(action: ActionOf<"sell_shares">, player: Player): void {
    const shares = action.shares.map((id) => {
      const sym = id.slice(0, id.lastIndexOf("_"));
      return this.game.corporation(sym).shares[Number(id.slice(id.lastIndexOf("_") + 1))]!;
    });
    const corp = shares[0]!.corporation;
    const percent = action.percent ?? shares.reduce((t, s) => t + s.percent, 0);
    const why = this.whyNotEmergencySale(player, corp, percent);
    if (why) throw new GameError(why);
    const sharePrice = this.game.market.price(corp.sym) ?? 0;
    sellShares(this.game, player, shares, percent);
    this.turn!.emergencySharePrice = sharePrice;
  }

  /** `agreed`: the private's owner accepted this purchase (an offer's answer). */
  private buyCompany(action: ActionOf<"buy_company">, agreed = false): void {
    const corp = this.turn!.corporation;
    const company = this.checkCompanyPurchase(action, agreed);
    const seller = company.owner as Player;
    this.game.pay(corp, seller, action.price);
    seller.companies.splice(seller.companies.indexOf(company), 1);
    company.owner = corp;
    corp.companies.push(company);
    this.game.log(`${corp.sym} buys ${company.def.name} from ${seller.name} for ${this.game.money(action.price)}`);
  }

  /** Every rule a corporation's purchase of a private meets (1830 4.1), checked before anything changes. */
  private checkCompanyPurchase(action: ActionOf<"buy_company">, agreed: boolean): Company {
    const corp = this.turn!.corporation;
    const closed = this.whyNoCompanySales();
    require(!closed, closed!);
    const company = this.game.company(action.company);
    require(!company.closed && company.owner instanceof Player, `1830 4.1: ${company.sym} is not for sale`);
    require(!ability(company, "noCorporationBuy"), `1830 BO: ${company.sym} may not be sold to a corporation`);
    const min = Math.ceil(company.def.value / 2);
    const max = company.def.value * 2;
    require(action.price >= min && action.price <= max, `1830 4.1: ${company.sym} sells for ${this.game.money(min)} to ${this.game.money(max)}`);
    require(corp.cash >= action.price, `1830 4.1: ${corp.sym} has only ${this.game.money(corp.cash)}`);
    const seller = company.owner;
    // 1830 4.1: a player sells his private at a price he agrees to, unless he presides over the buyer.
    require(agreed || !this.game.options.consent || !this.asks(seller), `1830 4.1: ${seller.name} owns ${company.def.name} and must agree to the price: offer it`);
    return company;
  }

  /**
   * 1830 4.1, 7.6: the operating corporation proposes a purchase its seller's president must
   * agree to; the offer meets every rule the purchase itself does.
   */
  private makeOffer(action: ActionOf<"offer">): void {
    const corp = this.turn!.corporation;
    require((action.train === undefined) !== (action.company === undefined), "1830 7.6: an offer is for one train or one private company");
    require(action.to === undefined, "1830 4.1: corporations buy private companies, they do not sell them");
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: action.price };
    let pending: Offer;
    if (action.train !== undefined) {
      require(this.actionTypes(corp).includes("buy_train"), this.whyNot(corp, "buy_train"));
      const { train, seller } = this.checkTrainPurchase({ type: "buy_train", ...buy, train: action.train }, true);
      require(seller, `1830 7.6: trains from the bank are bought, not offered for`);
      pending = { train, company: null, price: action.price, seller };
    } else {
      require(this.actionTypes(corp).includes("buy_company"), this.whyNot(corp, "buy_company"));
      const company = this.checkCompanyPurchase({ type: "buy_company", ...buy, company: action.company! }, true);
      pending = { train: null, company, price: action.price, seller: company.owner as Player };
    }
    const { seller } = pending;
    require(this.asks(seller), `1830 7.6: ${corp.president!.name} presides over ${corp.sym} and ${seller instanceof Corporation ? seller.sym : "owns the private"}: buy it without an offer`);
    this.offer = pending;
    this.game.log(`${corp.sym} offers ${seller instanceof Corporation ? seller.sym : seller.name} ${this.game.money(action.price)} for ${this.offerSubject(pending)}`);
  }

  /** The seller's answer: an accepted offer is the purchase at the offered price; a declined one changes nothing. */
  private respond(action: ActionOf<"respond">, entity: Entity): void {
    const offer = this.offer;
    const corp = this.turn!.corporation;
    require(offer && entity === offer.seller, "1830 7.6: no offer is waiting for this answer");
    require(offer.train ? action.train === offer.train.id && action.company === undefined : action.company === offer.company!.sym && action.train === undefined,
      `1830 7.6: the offer waiting is for ${this.offerSubject(offer)}`);
    const who = offer.seller instanceof Corporation ? offer.seller.sym : offer.seller.name;
    if (!action.accept) {
      this.offer = null;
      this.game.log(`${who} declines ${corp.sym}'s offer for ${this.offerSubject(offer)}`);
      return;
    }
    const buy = { entity: corp.sym, entity_type: "corporation" as const, price: offer.price };
    if (offer.train) this.buyTrain({ type: "buy_train", ...buy, train: offer.train.id }, true);
    else this.buyCompany({ type: "buy_company", ...buy, company: offer.company!.sym }, true);
    this.offer = null;
  }

  /** C-2.4: the president sells what he can, his cash goes to the bank, and the game ends (C-2.5). */
  private bankrupt(): void {
    const corp = this.turn!.corporation;
    const president = corp.president!;
    if (!this.game.title.bankruptcy?.(this.game, corp, president)) this.settleBankrupt(corp, president);
    president.bankrupt = true;
    this.game.endGame("bankrupt");
  }

  private settleBankrupt(corp: Corporation, president: Player): void {
    const byPrice = this.game.corporations.filter((c) => this.game.market.position(c.sym)).sort((a, b) => this.game.market.compareForOperating(a.sym, b.sym));
    for (const c of byPrice) {
      for (;;) {
        let percents = sellablePercents(this.game, president, c);
        if (c === corp) {
          const others = Math.max(0, ...this.game.players.filter((p) => p !== president).map((p) => c.percentOf(p)));
          percents = percents.filter((x) => c.percentOf(president) - x >= Math.max(20, others));
        }
        const percent = percents.length ? Math.max(...percents) : 0;
        if (!percent) break;
        sellShares(this.game, president, bundleFor(president, c, percent), percent);
      }
    }
    this.game.log(`${president.name} goes bankrupt`);
    if (this.game.data.bankruptSharesToPool) {
      // [bankruptcy]: every share he could not sell goes to the bank pool, president's certificates
      // included and beyond the pool's limit (a minor's or coal company's certificate is no share).
      for (const c of this.game.corporations) {
        const left = c.sharesOf(president);
        if (left.length && this.game.market.price(c.sym) !== null) {
          moveCertificates(left, "pool");
          this.game.log(`${president.name}'s remaining ${c.sym} certificates (${left.reduce((t, s) => t + s.percent, 0)}%) go to the bank pool`);
        }
      }
    }
    if (president.cash > 0) this.game.pay(president, this.game.bank, president.cash);
  }

  // ---- automatic moves --------------------------------------------------------------

  settle(): boolean {
    if (this.finished || !this.turn || this.offer || this.crowded() || this.homeChoices.length) return false;
    // A DH token, a lifted station or a station move under way waits for its decision.
    if (this.turn.teleport || this.turn.lifted.length || this.turn.move) return false;
    const step = this.step;
    if (step === null) {
      this.endTurn();
      return true;
    }
    if (this.stepActions(step).length > 0) return false;
    if (step === "dividend") return this.dividend(this.turn.corporation.def.splitsRevenue && this.turn.revenue > 0 ? "half" : "withhold"), true;
    if (step === "trains" && !this.roomForTrain(this.turn.corporation)) {
      this.game.log(`${this.turn.corporation.sym} automatically skips buy trains because it has no room for more trains`);
    } else {
      this.game.log(`${this.turn.corporation.sym} skips ${STEP_TEXT[step]}`);
    }
    this.turn.step++;
    return true;
  }
}
