// An operating round (1830 7.0): private companies pay, then each floated
// corporation, highest share value first, takes its turn through the steps
// of 7.1: lay track, place a station, run trains, pay or withhold, buy trains;
// a corporation may buy private companies during its turn from phase 3.
import type { ActionOf, GameAction, GameActionType, LogRoute } from "../action.ts";
import { Company, Corporation, Player, type Entity } from "../entities.ts";
import { GameError, require } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Round } from "../round.ts";
import { corporationBestRoutes } from "../route-search.ts";
import { bundleFor, sellablePercents, sellShares } from "../shares.ts";
import type { Train } from "../trains.ts";
import { ability, closeCompany, exchangeAbility, exchangeShare, payCompanyRevenues } from "./companies.ts";

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
  /** Track segments used by this turn's routes (no reuse between routes, 7.4). */
  ran: boolean;
  /** The DH's token placement is pending after its tile lay (1830 DH). */
  teleport: Company | null;
  /** Shares the president sold this turn to raise money for a forced train purchase. */
  emergencySold: boolean;
  /** Stations lifted by a tile lay that their owners now place again on the hex (1830 E11). */
  lifted: { corporation: string; hex: string }[];
}

export class OperatingRound implements Round {
  readonly name: string;
  finished = false;
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
    this.toOperate = game.corporations.filter((c) => c.floated);
    this.startNextTurn();
  }

  get current(): Corporation | null {
    return this.turn?.corporation ?? null;
  }

  private get step(): StepName | null {
    return this.turn ? (STEPS[this.turn.step] ?? null) : null;
  }

  // ---- turn order ------------------------------------------------------------

  /** 1830 7.0: the highest share value operates next (ties: right, then up, then top of stack). */
  private startNextTurn(): void {
    const next = [...this.toOperate].sort((a, b) => this.game.market.compareForOperating(a.sym, b.sym))[0];
    if (!next) {
      this.turn = null;
      this.finished = true;
      return;
    }
    this.toOperate.splice(this.toOperate.indexOf(next), 1);
    this.turn = { corporation: next, step: 0, laidTile: false, tokened: false, revenue: 0, ran: false, teleport: null, emergencySold: false, lifted: [] };
    for (const t of next.trains) t.operated = false;
    this.game.log(`${next.president?.name ?? "Nobody"} operates ${next.sym}`);
    if (!next.operated) this.placeHomeToken(next);
    next.operated = true;
  }

  /** 1830 7.3.1: a corporation's first turn starts by placing its home station. */
  private placeHomeToken(corp: Corporation): void {
    if (corp.tokensPlaced > 0) return;
    const hex = corp.def.home;
    corp.tokensPlaced = 1;
    const tile = this.game.board.tileAt(hex);
    if (corp.homeCity === undefined && tile.cities.length > 1 && !tile.printed) {
      // Track now decides which city is which: the president chooses (as a lifted station).
      this.turn!.lifted.push({ corporation: corp.sym, hex });
      this.game.log(`${corp.sym} must choose the city for its home station on ${hex}`);
      return;
    }
    this.game.board.placeToken(corp.sym, hex, corp.homeCity ?? 0);
    this.game.log(`${corp.sym} places a token on ${hex}`);
  }

  private endTurn(): void {
    this.startNextTurn();
  }

  // ---- who may do what --------------------------------------------------------

  /** 1830 7.6.1: corporations over the train limit discard first, highest share value... in charter order. */
  private crowded(): Corporation | null {
    const limit = this.game.phase.trainLimit;
    return this.game.corporations.find((c) => c.trains.length > limit) ?? null;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    return this.crowded() ?? this.current;
  }

  actionTypes(entity: Entity): GameActionType[] {
    if (this.finished || !this.turn) return [];
    const crowded = this.crowded();
    if (crowded) return entity === crowded ? ["discard_train"] : [];
    if (entity instanceof Company) return this.companyActions(entity);
    if (entity instanceof Player) return this.mustBuyTrain() && entity === this.current?.president && this.canEmergencySell() ? ["sell_shares"] : [];
    if (entity !== this.current) return [];
    if (this.turn.lifted.length) return ["place_token"];
    if (this.turn.teleport) return ["place_token", "pass"];
    const types = this.stepActions(this.step!);
    if (this.canBuyCompanies() && this.step !== "companies" && !types.includes("buy_company")) types.push("buy_company");
    return types;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const crowded = this.crowded();
    const limit = this.game.phase.trainLimit;
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to the train limit of ${limit}`;
    const turn = this.turn!;
    const corp = turn.corporation;
    const name = entity instanceof Player ? entity.name : entity.sym;
    if (entity instanceof Player) return `1830 7.0: ${corp.sym} is operating; ${name} may sell shares only to pay for a forced train purchase (C-2.3)`;
    if (entity instanceof Company) return `1830 pp. 46-47: ${entity.sym} has no ability to use now`;
    if (entity !== corp) return `1830 7.0: ${corp.sym} is operating, not ${name}`;
    const at = STEP_TEXT[this.step ?? "companies"];
    switch (type) {
      case "lay_tile":
        return turn.laidTile ? "1830 7.2: a railroad lays or upgrades one tile per turn" : `1830 7.1: track comes first in a turn; ${corp.sym} is at "${at}"`;
      case "place_token":
        if (turn.tokened) return "1830 7.3: a railroad places at most one station per turn";
        if (corp.nextTokenCost() === null) return `1830 7.3: ${corp.sym} has no station tokens left`;
        if (corp.cash < corp.nextTokenCost()!) return `1830 7.3: ${corp.sym} has $${corp.cash}, the next station costs $${corp.nextTokenCost()}`;
        return this.step === "token" ? `1830 7.3.2: no city ${corp.sym} can reach has room for a station` : `1830 7.1: stations are placed after track and before trains run; ${corp.sym} is at "${at}"`;
      case "run_routes":
        return corp.trains.length === 0 ? `1830 7.4: ${corp.sym} has no trains` : `1830 7.1: trains run once, after track and stations; ${corp.sym} is at "${at}"`;
      case "dividend":
        return `1830 7.5: revenue is paid out or withheld after the trains run; ${corp.sym} is at "${at}"`;
      case "buy_train":
        if (!this.roomForTrain(corp)) return `1830 7.6: ${corp.sym} has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`;
        return `1830 7.1: trains are bought at the end of the turn; ${corp.sym} is at "${at}"`;
      case "buy_company":
        return this.game.phase.buyCompanies ? `1830 4.1: ${corp.sym} cannot pay for any private company for sale` : "1830 4.1: corporations may buy private companies only from phase 3, until phase 5";
      case "pass":
        return this.mustBuyTrain() ? `C-2.3.1: ${corp.sym} has a route and no train, so it must buy one` : `1830 7.1: ${corp.sym} has nothing to pass at "${at}"`;
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
          for (const t of (entity as Corporation).trains) legal.push({ type, train: t.id });
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
          legal.push({ type, trains: corp.trains.map((t) => t.id) });
          break;
        case "dividend":
          legal.push({ type, kinds: ["payout", "withhold"] });
          break;
        case "buy_train":
          legal.push(...this.trainPurchases(corp));
          break;
        case "sell_shares":
          legal.push(...this.emergencySales(entity as Player));
          break;
        case "buy_company":
          for (const c of this.game.companies) {
            if (c.closed || !(c.owner instanceof Player) || ability(c, "noCorporationBuy")) continue;
            const min = Math.ceil(c.def.value / 2);
            const max = Math.min(c.def.value * 2, corp.cash);
            if (min <= max) legal.push({ type, company: c.sym, min, max });
          }
          break;
        case "bankrupt":
          legal.push({ type });
          break;
        case "pass":
          legal.push({ type });
          break;
        default:
          break;
      }
    }
    return legal;
  }

  private tileLays(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    const lays = this.game.board.legalTileLays(corp.sym, this.game.phase.tiles, this.game.blockedHexes());
    for (const { hex, tiles } of lays) {
      for (const { tileId, rotations } of tiles) {
        const ok = rotations.filter((rotation) => this.layCost(corp, hex, tileId, rotation, true) !== null);
        const cost = ok.length ? this.layCost(corp, hex, tileId, ok[0]!, true)! : 0;
        if (ok.length && cost <= corp.cash) legal.push({ type: "lay_tile", hex, tile: tileId, rotations: ok, cost });
      }
    }
    return legal;
  }

  private specialTileLays(company: Company): LegalAction[] {
    const corp = this.turn!.corporation;
    const lay = ability(company, "extraTileLay") ?? ability(company, "teleport");
    const legal: LegalAction[] = [];
    for (const hex of lay?.hexes ?? []) {
      for (const name of lay!.tiles) {
        const tileId = this.game.board.nextCopy(name);
        if (!tileId) continue;
        const rotations = [0, 1, 2, 3, 4, 5].filter((r) => this.layCost(corp, hex, tileId, r, false) !== null);
        const cost = rotations.length ? this.layCost(corp, hex, tileId, rotations[0]!, false)! : 0;
        if (rotations.length && cost <= corp.cash) legal.push({ type: "lay_tile", hex, tile: tileId, rotations, cost });
      }
    }
    return legal;
  }

  /** The terrain cost of a legal lay, or null if the lay is illegal. */
  private layCost(corp: Corporation, hex: string, tileId: string, rotation: number, connected: boolean): number | null {
    try {
      const blockedHexes = connected ? this.game.blockedHexes() : new Set<string>();
      return this.game.board.checkTileLay({ corporation: corp.sym, hex, tileId, rotation, phaseColors: this.game.phase.tiles, connected, blockedHexes }).terrainCost;
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
    const free = (sym: string, hex: string): LegalAction[] =>
      board.tileAt(hex).cities.flatMap((_, city) => {
        try {
          board.checkTokenPlacement(sym, hex, city, { reserved: new Map(), needsConnection: false });
          return [{ type: "place_token" as const, city: board.cityId(hex, city), hex, cost: 0 }];
        } catch (e) {
          if (e instanceof GameError) return [];
          throw e;
        }
      });
    if (lifted && entity === corp) return free(lifted.corporation, lifted.hex);
    if (turn.teleport && entity === turn.teleport) return (ability(turn.teleport, "teleport")?.hexes ?? []).flatMap((hex) => free(corp.sym, hex));
    const cost = corp.nextTokenCost() ?? 0;
    return board.tokenableCities(corp.sym, this.reservations()).map(({ hex, city }) => ({ type: "place_token" as const, city: board.cityId(hex, city), hex, cost }));
  }

  private trainPurchases(corp: Corporation): LegalAction[] {
    const legal: LegalAction[] = [];
    const forced = this.mustBuyTrain();
    const president = corp.president!;
    const budget = forced ? corp.cash + president.cash : corp.cash;
    const cheapest = this.cheapestDepotPrice();
    for (const train of this.depotTrains()) {
      const price = train.def.price;
      const withPresident = price > corp.cash;
      if (price <= budget && (!withPresident || price === cheapest)) {
        legal.push({ type: "buy_train", train: train.id, from: "depot", min: price, max: price });
      }
      const exchange = corp.trains.filter((t) => train.def.discount?.[t.name] !== undefined);
      for (const t of exchange) {
        const discounted = price - train.def.discount![t.name]!;
        if (discounted <= corp.cash) legal.push({ type: "buy_train", train: train.id, from: "depot", min: discounted, max: discounted, exchange: [t.id] });
      }
    }
    for (const other of this.game.corporations) {
      if (other === corp) continue;
      for (const train of other.trains) {
        const max = forced && budget > corp.cash ? Math.min(train.def.price, budget) : corp.cash;
        if (max >= 1) legal.push({ type: "buy_train", train: train.id, from: other.sym, min: 1, max });
      }
    }
    return legal;
  }

  /** C-2.3.2: what the president may sell to raise money for the forced purchase. */
  private emergencySales(player: Player): LegalAction[] {
    const legal: LegalAction[] = [];
    for (const c of this.game.corporations) {
      const price = this.game.market.price(c.sym) ?? 0;
      for (const percent of sellablePercents(this.game, player, c)) {
        if (this.whyNotEmergencySale(player, c, percent)) continue;
        legal.push({ type: "sell_shares", corporation: c.sym, shares: bundleFor(player, c, percent).map((s) => s.id), percent, price: (price * percent) / 10 });
      }
    }
    return legal;
  }

  /** C-2.3.2: no change of president in the buying corporation, and no more than needed. */
  private whyNotEmergencySale(player: Player, corp: Corporation, percent: number): string | null {
    const buyer = this.turn!.corporation;
    if (corp === buyer) {
      const others = Math.max(0, ...this.game.players.filter((p) => p !== player).map((p) => corp.percentOf(p)));
      const left = corp.percentOf(player) - percent;
      if (left < others || left < corp.shares[0]!.percent) return "C-2.3.2: the sale may not change the president of the corporation buying the train";
    }
    const need = this.cheapestDepotPrice() - buyer.cash - player.cash;
    const price = this.game.market.price(corp.sym) ?? 0;
    if (((percent - 10) / 10) * price >= need) return "C-2.3.2: the president may sell only as many shares as the train needs";
    return null;
  }

  private companyActions(company: Company): GameActionType[] {
    const corp = this.current!;
    if (exchangeAbility(this.game, company)) return ["buy_shares"];
    if (company.owner !== corp) return [];
    if (this.turn!.teleport === company) return ["place_token", "pass"];
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
        return turn.laidTile ? [] : ["lay_tile", "pass"];
      case "token":
        return this.canPlaceToken(corp) ? ["place_token", "pass"] : [];
      case "routes":
        return !turn.ran && corp.trains.length > 0 && this.hasRoute(corp) ? ["run_routes"] : [];
      case "dividend":
        return turn.revenue > 0 ? ["dividend"] : [];
      case "trains":
        return this.trainActions(corp);
      case "companies":
        return this.canBuyCompanies() ? ["buy_company", "pass"] : this.hasUsableAbility(corp) ? ["pass"] : [];
    }
  }

  /** A route needs a station and at least one more stop it can reach (1830 7.4). */
  private hasRoute(corp: Corporation): boolean {
    return this.game.board.graphFor(corp.sym).nodes.size >= 2;
  }

  private canPlaceToken(corp: Corporation): boolean {
    if (this.turn!.tokened) return false;
    const cost = corp.nextTokenCost();
    if (cost === null || corp.cash < cost) return false;
    return this.game.board.tokenableCities(corp.sym, this.reservations()).length > 0;
  }

  /** Home cities of corporations that have not placed their home station yet (1830 7.3.3). */
  reservations(): Map<string, string> {
    const reserved = new Map<string, string>();
    for (const c of this.game.corporations) {
      if (c.tokensPlaced > 0) continue;
      // A home hex with several cities and none named is reserved whole (1830: ERIE's E11).
      const cities = this.game.board.tileAt(c.def.home).cities.length;
      const key = c.homeCity !== undefined || cities <= 1 ? `${c.def.home}:${c.homeCity ?? 0}` : c.def.home;
      reserved.set(key, c.sym);
    }
    return reserved;
  }

  private hasUsableAbility(corp: Corporation): boolean {
    return corp.companies.some((c) => !c.used && ability(c, "extraTileLay"));
  }

  /** 4.1: from phase 3, corporations buy privates from players for half to twice face value. */
  private canBuyCompanies(): boolean {
    if (!this.game.phase.buyCompanies || !this.turn) return false;
    const corp = this.turn.corporation;
    return this.game.companies.some(
      (c) => !c.closed && c.owner instanceof Player && !ability(c, "noCorporationBuy") && corp.cash >= Math.ceil(c.def.value / 2),
    );
  }

  // ---- trains --------------------------------------------------------------------

  private roomForTrain(corp: Corporation): boolean {
    return corp.trains.length < this.game.phase.trainLimit;
  }

  private depotTrains(): Train[] {
    return this.game.depot.forSale(this.game.phases.reached);
  }

  private cheapestDepotPrice(): number {
    return Math.min(...this.depotTrains().map((t) => t.def.price));
  }

  /** C-2.3.1: a corporation with a route and no train must buy one. */
  private mustBuyTrain(): boolean {
    const corp = this.current;
    if (!corp || this.step !== "trains") return false;
    return corp.trains.length === 0 && this.depotTrains().length > 0 && this.hasRoute(corp);
  }

  private trainActions(corp: Corporation): GameActionType[] {
    if (!this.roomForTrain(corp)) return [];
    if (this.mustBuyTrain()) {
      const types: GameActionType[] = ["buy_train"];
      if (this.cannotAffordTrain()) types.push("bankrupt");
      return types;
    }
    const othersHaveTrains = this.game.corporations.some((c) => c !== corp && c.trains.length > 0);
    if (corp.cash >= this.cheapestDepotPrice() || (othersHaveTrains && corp.cash >= 1)) return ["buy_train", "pass"];
    return [];
  }

  /** C-2.4: bankruptcy is declared only when the president cannot raise the price of the cheapest train. */
  private cannotAffordTrain(): boolean {
    const corp = this.current!;
    const president = corp.president!;
    const raisable = this.game.corporations.reduce((total, c) => {
      const percents = sellablePercents(this.game, president, c);
      const max = percents.length ? Math.max(...percents) : 0;
      return total + (max / 10) * (this.game.market.price(c.sym) ?? 0);
    }, 0);
    return corp.cash + president.cash + raisable < this.cheapestDepotPrice();
  }

  private canEmergencySell(): boolean {
    const corp = this.current!;
    return corp.cash + corp.president!.cash < this.cheapestDepotPrice();
  }

  // ---- processing -----------------------------------------------------------------

  process(action: GameAction, entity: Entity): void {
    const turn = this.turn!;
    switch (action.type) {
      case "discard_train":
        return this.discardTrain(action, entity as Corporation);
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
      case "bankrupt":
        return this.bankrupt();
      case "pass":
        if (turn.teleport) {
          turn.teleport.used = true;
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
    const special = entity instanceof Company ? entity : null;
    const extra = special ? ability(special, "extraTileLay") : undefined;
    const teleport = special ? ability(special, "teleport") : undefined;
    if (special) {
      const allowed = extra ?? teleport;
      require(allowed && !special.used, `${special.sym} has no tile lay to use`);
      require(allowed.hexes.includes(action.hex), `${special.sym} may only lay on ${allowed.hexes.join(", ")}`);
      require(allowed.tiles.includes(action.tile.split("-")[0]!), `${special.sym} may only lay tile ${allowed.tiles.join(", ")}`);
    }
    const { terrainCost } = this.game.board.checkTileLay({
      corporation: corp.sym,
      hex: action.hex,
      tileId: action.tile,
      rotation: action.rotation,
      phaseColors: this.game.phase.tiles,
      connected: !special,
      blockedHexes: special ? new Set() : this.game.blockedHexes(),
    });
    require(corp.cash >= terrainCost, `1830 7.2.3: ${corp.sym} has $${corp.cash}, laying on ${action.hex} costs $${terrainCost}`);
    if (terrainCost > 0) this.game.pay(corp, this.game.bank, terrainCost);
    const { lifted, cityMap } = this.game.board.layTile(action.hex, action.tile, action.rotation);
    turn.lifted.push(...lifted);
    // A home city kept for a corporation moves with its track (1830 7.3.1).
    for (const c of this.game.corporations) {
      if (c.def.home === action.hex && c.tokensPlaced === 0 && c.homeCity !== undefined) c.homeCity = cityMap[c.homeCity] ?? c.homeCity;
    }
    this.game.log(`${corp.sym}${terrainCost ? ` spends $${terrainCost} and` : ""} lays tile #${action.tile.split("-")[0]} with rotation ${action.rotation} on ${action.hex}`);
    if (extra) {
      special!.used = true;
      return;
    }
    // The DH's lay is the turn's lay; its token may follow at once (1830 DH).
    if (teleport) {
      special!.used = true;
      turn.teleport = special;
    }
    turn.laidTile = true;
    if (this.step === "track") turn.step++;
  }

  private placeToken(action: ActionOf<"place_token">, entity: Entity): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const { hex, city } = this.game.board.cityById(action.city);
    const lifted = turn.lifted[0];
    if (lifted && entity === corp) {
      // A home station whose city a tile lay has just decided: placed again, free (1830 7.3.1).
      require(hex === lifted.hex, `1830 7.3.1: ${lifted.corporation}'s station goes back on ${lifted.hex}`);
      this.game.board.checkTokenPlacement(lifted.corporation, hex, city, { reserved: new Map(), needsConnection: false });
      this.game.board.placeToken(lifted.corporation, hex, city);
      turn.lifted.shift();
      this.game.log(`${lifted.corporation} places a token on ${hex}`);
      return;
    }
    const teleport = entity instanceof Company && turn.teleport === entity;
    const cost = teleport ? 0 : corp.nextTokenCost();
    require(cost !== null, `1830 7.3: ${corp.sym} has no station tokens left`);
    require(corp.cash >= cost, `1830 7.3: ${corp.sym} has $${corp.cash}, the token costs $${cost}`);
    this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved: this.reservations(), needsConnection: !teleport });
    if (cost > 0) this.game.pay(corp, this.game.bank, cost);
    this.game.board.placeToken(corp.sym, hex, city);
    corp.tokensPlaced++;
    this.game.log(`${corp.sym} places a token on ${hex}${cost ? ` for $${cost}` : ""}`);
    turn.tokened = true;
    if (teleport) {
      turn.teleport = null;
    } else if (this.step === "token") {
      turn.step++;
    }
  }

  private runRoutes(action: ActionOf<"run_routes">): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const trains = action.routes.map((r: LogRoute) => {
      const train = corp.trains.find((t) => t.id === r.train);
      if (!train) throw new GameError(`1830 7.4: ${corp.sym} has no train ${r.train}`);
      return train;
    });
    require(new Set(trains).size === trains.length, "1830 7.4: each train runs once");
    const { revenue, perRoute } = this.game.board.validateRoutes(
      corp.sym,
      action.routes,
      trains.map((t) => ({ id: t.id, distance: t.distance })),
      this.game.phase.offboardColor,
    );
    if (this.game.options.best_routes) {
      const best = corporationBestRoutes(this.game, corp).revenue;
      require(revenue >= best, `${this.game.board.rules.bestRoutes}: the routes of ${corp.sym} earn $${revenue}, the best combination $${best}; the highest revenue must be run`);
    }
    trains.forEach((t, i) => this.game.log(`${corp.sym} runs a ${t.name} train for $${perRoute[i]}`));
    turn.revenue = revenue;
    turn.ran = true;
    turn.step++;
  }

  /** 1830 7.5: pay the revenue out to shareholders (pool shares pay the corporation) or keep it. */
  private dividend(kind: "payout" | "withhold" | "half"): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const revenue = turn.revenue;
    require(kind !== "half", "1830 7.5: a dividend is paid in full or withheld");
    const before = this.game.market.price(corp.sym);
    if (kind === "payout" && revenue > 0) {
      const perShare = revenue / 10;
      const paid: string[] = [];
      for (const p of this.game.players) {
        const amount = Math.ceil((corp.percentOf(p) / 10) * perShare);
        if (amount > 0) {
          this.game.pay(this.game.bank, p, amount);
          paid.push(`$${amount} to ${p.name}`);
        }
      }
      const pool = Math.ceil((corp.percentOf("pool") / 10) * perShare);
      if (pool > 0) {
        this.game.pay(this.game.bank, corp, pool);
        paid.push(`$${pool} to ${corp.sym}`);
      }
      this.game.log(`${corp.sym} pays out $${revenue} = $${perShare} per share (${paid.join(", ")})`);
      this.game.market.moveRight(corp.sym);
    } else {
      if (revenue > 0) {
        this.game.pay(this.game.bank, corp, revenue);
        this.game.log(`${corp.sym} withholds $${revenue}`);
      } else {
        this.game.log(`${corp.sym} does not run`);
      }
      this.game.market.moveLeft(corp.sym);
    }
    const after = this.game.market.price(corp.sym);
    if (after !== before) this.game.log(`${corp.sym}'s share price moves ${kind === "payout" && revenue > 0 ? "right" : "left"} from $${before} to $${after}`);
    turn.step = STEPS.indexOf("dividend") + 1;
  }

  private buyTrain(action: ActionOf<"buy_train">): void {
    const corp = this.turn!.corporation;
    const train = this.game.depot.find(action.train) ?? this.game.corporations.flatMap((c) => c.trains).find((t) => t.id === action.train);
    require(train && !train.rusted, `1830 7.6: there is no train ${action.train} to buy`);
    require(this.roomForTrain(corp), `1830 7.6: ${corp.sym} already has ${corp.trains.length} trains, the limit in phase ${this.game.phase.name}`);
    require(action.price >= 1, "1830 7.6: a train costs at least $1");
    const seller = train.owner;
    require(seller !== corp, `1830 7.6: ${corp.sym} already owns ${train.id}`);
    let exchanged: Train | null = null;
    if (!seller) {
      require(this.depotTrains().includes(train), `1830 7.6: the bank does not sell ${train.id} now (trains are sold in order)`);
      let price = train.def.price;
      if (action.exchange) {
        exchanged = corp.trains.find((t) => t.id === action.exchange) ?? null;
        require(exchanged && train.def.discount?.[exchanged.name] !== undefined, `1830 7.6: ${action.exchange} cannot be traded in for ${train.name}`);
        price -= train.def.discount![exchanged.name]!;
      }
      require(action.price === price, `1830 7.6: ${train.id} costs $${price} from the bank`);
    }
    const president = corp.president!;
    const shortfall = Math.max(0, action.price - corp.cash);
    if (shortfall > 0) {
      // C-2.3.1: only a forced purchase may draw on the president's cash.
      require(this.mustBuyTrain(), `1830 7.6: ${corp.sym} has $${corp.cash}; credit is not allowed`);
      require(!seller ? action.price === this.cheapestDepotPrice() : action.price <= train.def.price,
        "C-2.3.1: with the president's money, only the cheapest train (or another corporation's at most at face value)");
      require(president.cash >= shortfall, `C-2.3.2: ${president.name} must raise $${shortfall - president.cash} more by selling shares`);
      this.game.pay(corp, seller ?? this.game.bank, corp.cash);
      this.game.pay(president, seller ?? this.game.bank, shortfall);
    } else {
      this.game.pay(corp, seller ?? this.game.bank, action.price);
    }
    if (exchanged) {
      corp.trains.splice(corp.trains.indexOf(exchanged), 1);
      exchanged.owner = null;
      this.game.depot.discarded.push(exchanged);
    }
    if (seller) seller.trains.splice(seller.trains.indexOf(train), 1);
    else this.game.depot.remove(train);
    train.owner = corp;
    corp.trains.push(train);
    this.game.log(`${corp.sym} buys a ${train.name} train for $${action.price} from ${seller ? seller.sym : "The Depot"}`);
    this.afterTrainBought(corp, train, !seller);
  }

  /** 1830 3.x, T-07: the first train of a type may start a phase, rust older trains and close privates. */
  private afterTrainBought(corp: Corporation, train: Train, fromDepot: boolean): void {
    for (const c of this.game.companies) {
      const close = ability(c, "closeOnTrainBuy");
      if (close && close.corporation === corp.sym) closeCompany(this.game, c);
    }
    if (!fromDepot) return;
    for (const phase of this.game.phases.onTrainBought(train.name)) {
      this.game.log(`-- Phase ${phase.name} (Operating Rounds: ${phase.operatingRounds} | Train Limit: ${phase.trainLimit}) --`);
      if (phase.closeCompanies) for (const c of this.game.companies) closeCompany(this.game, c);
    }
    if (train.def.rusts && train.index === 0) {
      for (const t of this.game.depot.rust(train.def.rusts)) {
        if (t.owner) t.owner.trains.splice(t.owner.trains.indexOf(t), 1);
        t.owner = null;
      }
      this.game.log(`-- Event: ${train.def.rusts} trains rust --`);
    }
  }

  private discardTrain(action: ActionOf<"discard_train">, corp: Corporation): void {
    const train = corp.trains.find((t) => t.id === action.train);
    require(train, `1830 7.6.1: ${corp.sym} has no train ${action.train}`);
    corp.trains.splice(corp.trains.indexOf(train), 1);
    train.owner = null;
    this.game.depot.discarded.push(train);
    this.game.log(`${corp.sym} discards ${train.name}`);
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
    sellShares(this.game, player, shares, percent);
    this.turn!.emergencySold = true;
  }

  private buyCompany(action: ActionOf<"buy_company">): void {
    const corp = this.turn!.corporation;
    require(this.game.phase.buyCompanies, `1830 4.1: corporations may buy private companies only in phases 3 and 4`);
    const company = this.game.company(action.company);
    require(!company.closed && company.owner instanceof Player, `1830 4.1: ${company.sym} is not for sale`);
    require(!ability(company, "noCorporationBuy"), `1830 BO: ${company.sym} may not be sold to a corporation`);
    const min = Math.ceil(company.def.value / 2);
    const max = company.def.value * 2;
    require(action.price >= min && action.price <= max, `1830 4.1: ${company.sym} sells for $${min} to $${max}`);
    require(corp.cash >= action.price, `1830 4.1: ${corp.sym} has only $${corp.cash}`);
    const seller = company.owner;
    this.game.pay(corp, seller, action.price);
    seller.companies.splice(seller.companies.indexOf(company), 1);
    company.owner = corp;
    corp.companies.push(company);
    this.game.log(`${corp.sym} buys ${company.def.name} from ${seller.name} for $${action.price}`);
  }

  /** C-2.4: the president sells what he can, his cash goes to the bank, and the game ends (C-2.5). */
  private bankrupt(): void {
    const corp = this.turn!.corporation;
    const president = corp.president!;
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
    if (president.cash > 0) this.game.pay(president, this.game.bank, president.cash);
    president.bankrupt = true;
    this.game.endGame("bankrupt");
  }

  // ---- automatic moves --------------------------------------------------------------

  settle(): boolean {
    if (this.finished || !this.turn || this.crowded()) return false;
    if (this.turn.teleport || this.turn.lifted.length) return false;
    const step = this.step;
    if (step === null) {
      this.endTurn();
      return true;
    }
    if (this.stepActions(step).length > 0) return false;
    if (step === "dividend") return this.dividend("withhold"), true;
    if (step === "trains" && this.turn.corporation.trains.length >= this.game.phase.trainLimit) {
      this.game.log(`${this.turn.corporation.sym} automatically skips buy trains because it has no room for more trains`);
    } else {
      this.game.log(`${this.turn.corporation.sym} skips ${STEP_TEXT[step]}`);
    }
    this.turn.step++;
    return true;
  }
}
