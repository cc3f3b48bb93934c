// Placing stations (1830 7.3): the turn's station, bought and connected, or a
// neutral one; and the stations placed outside the turn's order: a home
// station where the charter lets the president choose (7.3.1), a station a
// tile lay lifted (E11; V-7.9), the DH's free station (T-05; V-4.0 station
// flexible), a station a private moves ([station move]).
import type { ActionOf } from "../../action.ts";
import { Company, type Corporation, type Entity } from "../../entities.ts";
import { GameError, require } from "../../errors.ts";
import type { LegalAction } from "../../legal.ts";
import type { Reservations } from "../../map.ts";
import { ability } from "../companies.ts";
import { placeTrackStationHome } from "../home.ts";
import { TurnStep, type OperatingStep } from "./turn.ts";

/** Each game's corporation owning the neutral stations (CorporationDef.ownsNeutralStations; its corporations never change), or null: asked after every action. */
const neutralOwners = new WeakMap<object, Corporation | null>();

export class PlaceStationStep extends TurnStep implements OperatingStep {
  actions(corp: Corporation): ("place_token" | "pass")[] {
    const turn = this.turn!;
    // The cities kept for others, found once for the questions below (Game.reservations builds them anew each time).
    let kept: Reservations | undefined;
    const reserved = () => (kept ??= this.reservations());
    if (this.canPlaceToken(corp, reserved)) return ["place_token", "pass"];
    // 1830 V-4.0 DH station flexible: the DH's station left from an earlier turn keeps the step open.
    if (this.lateStation(corp)) return ["pass"];
    // CorporationDef.stationRights: as 18xx.games plays it, a right it may use without a route keeps the step waiting while
    // the corporation could pay the least a station costs it, even where the price without a route is more than it has.
    if (!turn.tokened && this.rightWaits(corp, reserved)) return ["pass"];
    // TitleData.tokenStepAsks: the step waits for a pass from a corporation with several station markers.
    if (this.game.data.tokenStepAsks && !turn.tokened && Math.max(corp.def.tokens.length, corp.tokensPlaced) + corp.extraTokens.length > 1) return ["pass"];
    return [];
  }

  /** The stations this entity may place now: the corporation's, a home station's, a private's. */
  legalActions(entity: Entity): LegalAction[] {
    return this.tokenPlacements(entity);
  }

  /** [station move]: the stations the private may take off the map. */
  removals(company: Company): LegalAction[] {
    const corp = this.turn!.corporation;
    const board = this.game.board;
    return this.movableStations(company).map(({ hex, city }) => ({ type: "remove_token" as const, city: board.cityId(hex, city), slot: board.tokensAt(hex)[city]!.indexOf(corp.sym), hex }));
  }

  whyNot(corp: Corporation, at: string): string {
    const turn = this.turn!;
    if (turn.tokened) return "1830 7.3: a railroad places at most one station per turn";
    if (corp.nextTokenCost() === null) return `1830 7.3: ${corp.sym} has no station tokens left`;
    if (corp.cash < corp.nextTokenCost()!) return `1830 7.3: ${corp.sym} has ${this.game.money(corp.cash)}, the next station costs ${this.game.money(corp.nextTokenCost()!)}`;
    return this.step === "token" ? `1830 7.3.2: no city ${corp.sym} can reach has room for a station` : `1830 7.1: stations are placed after track and before trains run; ${corp.sym} is at "${at}"`;
  }

  /** 1830 7.3.1: a corporation's first turn starts by placing its home station (if it has a home hex and stations). */
  placeHome(corp: Corporation): void {
    const hex = corp.home;
    if (corp.tokensPlaced > 0 || !hex || !corp.def.tokens.length) return;
    if (placeTrackStationHome(this.game, corp, hex)) return;
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

  /** 1830 7.3: a station (or neutral station) it can pay for and a reachable city with room. */
  private canPlaceToken(corp: Corporation, reserved: () => Reservations = () => this.reservations()): boolean {
    if (this.turn!.tokened) return false;
    if (this.game.data.tokenCostByDistance && corp.nextTokenCost() !== null) {
      return this.game.board.someTokenableCity(corp.sym, reserved(), undefined, (hex) => this.tokenCost(corp, hex)! <= corp.cash);
    }
    const cost = corp.nextTokenCost();
    const neutral = this.neutralOwner();
    const kinds: (string | undefined)[] = [];
    if (cost !== null) kinds.push(undefined);
    if (corp.neutralLeft > 0 && neutral) kinds.push(neutral.sym);
    if (!kinds.length) return false;
    const cheapest = this.cheapestStation(corp);
    // What it could raise first (an issue, a minor's cash) counts too, as 18xx.games waits on it ([share issues]); asked
    // only where its cash is not enough.
    let power: number | undefined;
    const enough = (price: number) => corp.cash >= price || (!!this.game.data.shareIssues && (power ??= this.op.issues?.buyingPower(corp, [0, 3]) ?? corp.cash) >= price);
    // CorporationDef.stationRights: a station it may place without a route.
    if (cost !== null && corp.def.stationRights?.length && this.rightsWithoutRoute(corp, enough, reserved).length) return true;
    if (!enough(cheapest)) return false;
    return kinds.some((owner) => this.game.board.someTokenableCity(corp.sym, reserved(), owner));
  }

  /**
   * The least a station costs the corporation, as 18xx.games counts it when its station step decides whether to wait
   * (whatever city it could go in): nothing where it has a free station (a neutral one, one a station-moving private
   * could place, a "freeStation" private not used yet, its corporation without a station in its hex); else its next
   * marker or the prices of its CorporationDef.stationRights not used yet.
   */
  private cheapestStation(corp: Corporation): number {
    const board = this.game.board;
    const freeHere = (c: Company) => !c.used && !board.tokensAt(ability(c, "freeStation")!.hex).some((slots) => slots.includes(corp.sym));
    const freeStation = (corp.neutralLeft > 0 && this.neutralOwner()) || corp.companies.some((c) => !c.used && ability(c, "moveStation")) ||
      corp.companies.some((c) => ability(c, "freeStation") && freeHere(c));
    if (freeStation) return 0;
    const cost = corp.nextTokenCost();
    if (cost === null) return Infinity;
    if (!corp.def.stationRights) return cost;
    const rights = corp.def.stationRights.filter((r) => !board.tokensAt(r.hex).some((slots) => slots.includes(corp.sym)));
    return Math.min(cost, ...rights.flatMap((r) => [r.price, r.teleportPrice ?? r.price]));
  }

  /**
   * The cost of the corporation's next station in this hex: the marker's cost
   * (1830 7.3), times the steps from its home hex over the map where the title
   * prices stations by distance (TitleData.tokenCostByDistance).
   */
  private tokenCost(corp: Corporation, hex: string): number | null {
    const base = corp.nextTokenCost();
    // CorporationDef.stationRights: its own price there (with a route; see rightWithoutRoute).
    const right = corp.def.stationRights?.find((r) => r.hex === hex);
    if (base !== null && right) return right.price;
    if (base === null || !this.game.data.tokenCostByDistance || !corp.home) return base;
    const grid = this.game.board.grid;
    const [home, at] = [grid.indexOf(corp.home), grid.indexOf(hex)];
    return base * (this.game.data.tokenCostByDistance === "straight" ? grid.distance(home, at) : grid.stepsWithin(home, at));
  }

  /** "freeStation": where the private lets its owning corporation place a station now (its city, if it has room): an extra
   *  station, not one of its charter's. */
  freeStationPlaces(company: Company): LegalAction[] {
    const free = ability(company, "freeStation");
    const corp = this.turn?.corporation;
    if (!free || company.used || company.closed || company.owner !== corp) return [];
    const board = this.game.board;
    const slots = board.tokensAt(free.hex)[free.city];
    // Not a second station in the hex (1830 7.3.2's rule for every station, as 18xx.games holds the private to it).
    const taken = this.game.data.stationPerCity ? slots?.includes(corp.sym) : board.tokensAt(free.hex).some((c) => c.includes(corp.sym));
    if (!slots || taken || !slots.includes(null)) return [];
    return [{ type: "place_token", city: board.cityId(free.hex, free.city), slot: slots.indexOf(null), hex: free.hex, cost: 0 }];
  }

  /** Whether the corporation's track reaches this city for a station. */
  private reaches(corp: Corporation, hex: string, city: number): boolean {
    return this.game.board.tokenableCities(corp.sym, this.reservations()).some((c) => c.hex === hex && c.city === city);
  }

  /** A station right usable without a route (a teleport price), with room for the station, while the corporation could pay
   *  the least a station costs it (cheapestStation: a free one counts, as the Chicago and Western Indiana's does) once it
   *  raised what it can: 18xx.games' station step waits for it, its token graph reaching such a right's city whatever the
   *  track (fuzz builder seed 81). */
  private rightWaits(corp: Corporation, reserved: () => Reservations): boolean {
    if (corp.nextTokenCost() === null || !corp.def.stationRights?.some((r) => r.teleportPrice !== undefined)) return false;
    // What it could raise first (an issue, a minor's cash) counts, as in canPlaceToken.
    const power = this.game.data.shareIssues ? (this.op.issues?.buyingPower(corp, [0, 3]) ?? corp.cash) : corp.cash;
    if (power < this.cheapestStation(corp)) return false;
    return corp.def.stationRights.some((r) => r.teleportPrice !== undefined && this.freeStations(corp.sym, r.hex, reserved()).length > 0);
  }

  /** CorporationDef.stationRights it can pay for without a route (`affords` a price), in hexes with room for its station (`reserved`: the cities kept
   *  for others, found only where a right is affordable). */
  private rightsWithoutRoute(corp: Corporation, affords: (price: number) => boolean, reserved: () => Reservations): { hex: string; teleportPrice?: number }[] {
    return (corp.def.stationRights ?? []).filter(
      (r) => r.teleportPrice !== undefined && affords(r.teleportPrice) && this.freeStations(corp.sym, r.hex, reserved()).length > 0,
    );
  }

  private tokenPlacements(entity: Entity): LegalAction[] {
    if (entity instanceof Company && ability(entity, "freeStation")) return this.freeStationPlaces(entity);
    const turn = this.turn!;
    const corp = turn.corporation;
    const board = this.game.board;
    const lifted = turn.lifted[0];
    const free = (sym: string, hex: string, reserved?: Reservations) => this.freeStations(sym, hex, reserved);
    if (lifted && entity === this.op.liftedChooser()) return free(lifted.corporation, lifted.hex);
    const choosing = this.op.homeChoices[0];
    if (choosing && entity === choosing) return choosing.def.homeChoice!.flatMap((hex) => this.homeOptions(choosing, hex));
    if (turn.teleport && entity === turn.teleport) return (ability(turn.teleport, "teleport")?.hexes ?? []).flatMap((hex) => free(corp.sym, hex));
    const late = this.lateStation(corp);
    if (late && entity === late) return ability(late, "teleport")!.hexes.flatMap((hex) => free(corp.sym, hex));
    if (turn.move && entity === turn.move.company) {
      return (ability(turn.move.company, "moveStation")?.hexes ?? []).flatMap((hex) => free(corp.sym, hex, this.reservations()));
    }
    const legal: LegalAction[] = [];
    const reserved = this.reservations();
    if (corp.nextTokenCost() !== null) {
      const reached = new Set<string>();
      for (const { hex, city } of board.tokenableCities(corp.sym, reserved)) {
        const cost = this.tokenCost(corp, hex)!;
        reached.add(hex);
        if (cost <= corp.cash) legal.push({ type: "place_token", city: board.cityId(hex, city), slot: board.slotFor(corp.sym, hex, city, reserved), hex, cost });
      }
      // CorporationDef.stationRights: without a route, at the right's teleport price.
      for (const right of corp.def.stationRights ?? []) {
        if (reached.has(right.hex) || right.teleportPrice === undefined || right.teleportPrice > corp.cash) continue;
        for (const station of this.freeStations(corp.sym, right.hex, reserved)) {
          if (station.type === "place_token") legal.push({ ...station, cost: right.teleportPrice });
        }
      }
    }
    const neutral = this.neutralOwner();
    if (corp.neutralLeft > 0 && neutral) {
      legal.push(
        ...board.tokenableCities(corp.sym, reserved, neutral.sym).map(({ hex, city }) => ({
          type: "place_token" as const, city: board.cityId(hex, city), slot: board.slotFor(neutral.sym, hex, city, reserved), hex, cost: 0, tokenType: "neutral" as const,
        })),
      );
    }
    return legal;
  }

  /**
   * Where a corporation choosing its home (CorporationDef.homeChoice) may place it on one of its starting hexes: its
   * station space there (1830 V-7.5, V-7.6: the RDR's G-15), always open to it alone; or a city with an open circle
   * not kept for another (1830 V-7.4: "There must be a vacant space at one of the locations").
   */
  private homeOptions(corp: Corporation, hex: string): LegalAction[] {
    const board = this.game.board;
    if (board.hasStationSpaceFor(hex, corp.sym)) {
      return board.trackStationAt(hex) ? [] : [{ type: "place_token", city: board.stationSpaceId(hex), slot: 0, hex, cost: 0 }];
    }
    return this.freeStations(corp.sym, hex, this.reservations());
  }

  /**
   * The home station a corporation chooses between its starting hexes (CorporationDef.homeChoice), free and without a
   * connection (1830 7.3.1, V-7.4): in a city of one of them, or on its station space there (V-7.5; `city` names the
   * space, Board.stationSpaceId). Any other place is refused by the charter's rule (CorporationDef.homeChoiceRule).
   */
  private placeChosenHome(corp: Corporation, cityId: string): void {
    const board = this.game.board;
    const homes = corp.def.homeChoice!;
    const rule = corp.def.homeChoiceRule ?? "1830 7.3.1";
    const space = board.stationSpaceById(cityId);
    let at: { hex: string; city: number } | undefined;
    try {
      if (space === null) at = board.cityById(cityId);
    } catch (e) {
      if (e instanceof GameError) throw new GameError(`${rule}: ${corp.sym}'s home is ${homes.join(" or ")}; ${e.message}`);
      throw e;
    }
    const hex = space ?? at!.hex;
    require(homes.includes(hex), `${rule}: ${corp.sym}'s home is ${homes.join(" or ")}, not ${hex}`);
    if (space !== null || board.hasStationSpaceFor(hex, corp.sym)) {
      // A starting hex with the corporation's station space is chosen as that space (its only place there).
      require(space !== null, `${rule}: ${corp.sym}'s home on ${hex} is its station space (${board.stationSpaceId(hex)}), not a city`);
      board.placeTrackStation(corp.sym, hex);
      corp.tokensPlaced = 1;
      corp.home = hex;
      this.op.homeChoices.shift();
      this.game.log(`${corp.sym} places its home station on its space on ${hex} (V-7.5)`);
      return;
    }
    const { city } = at!;
    board.checkTokenPlacement(corp.sym, hex, city, { reserved: this.reservations(), needsConnection: false });
    board.placeToken(corp.sym, hex, city);
    corp.tokensPlaced = 1;
    corp.home = hex;
    corp.homeCity = city;
    this.op.homeChoices.shift();
    this.game.log(`${corp.sym} places its home station on ${hex}`);
  }

  /** Free stations that may be placed in the cities of a hex without a connection (a home station, the DH's). */
  private freeStations(sym: string, hex: string, reserved: Reservations = new Map()): LegalAction[] {
    const board = this.game.board;
    return board.tileAt(hex).cities.flatMap((_, city) =>
      board.tokenPlacementProblem(sym, hex, city, { reserved, needsConnection: false }) === null
        ? [{ type: "place_token" as const, city: board.cityId(hex, city), slot: board.slotFor(sym, hex, city, reserved), hex, cost: 0 }]
        : [],
    );
  }

  /**
   * 1830 V-4.0 DH station flexible: the private whose free station, not placed with its tile, the
   * corporation may place now - in its station step, as the turn's one station, without a route.
   */
  lateStation(corp: Corporation): Company | null {
    const turn = this.turn!;
    if (this.step !== "token" || turn.tokened || turn.teleport || turn.lifted.length || turn.move || corp.nextTokenCost() === null) return null;
    const company = corp.companies.find((c) => c.stationLeft && ability(c, "teleport")?.stationLater);
    if (!company) return null;
    return ability(company, "teleport")!.hexes.some((hex) => this.freeStations(corp.sym, hex).length > 0) ? company : null;
  }

  /** The corporation that owns neutral stations, if the title has one. */
  private neutralOwner(): Corporation | undefined {
    let owner = neutralOwners.get(this.game);
    if (owner === undefined) neutralOwners.set(this.game, (owner = this.game.corporations.find((c) => c.def.ownsNeutralStations) ?? null));
    return owner ?? undefined;
  }

  /** Home cities of corporations that have not placed their home station yet (1830 7.3.3). */
  reservations(): Reservations {
    return this.game.reservations();
  }

  /** [station move]: the stations the corporation may move: not on the ability's hexes; a home station only without a neutral one beside it. */
  movableStations(company: Company): { hex: string; city: number }[] {
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

  /** [station move]: the station to move comes off the map; a home station leaves a neutral one in its place. */
  remove(action: ActionOf<"remove_token">, company: Company): void {
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

  place(action: ActionOf<"place_token">, entity: Entity): void {
    const turn = this.turn!;
    const corp = turn.corporation;
    const choosing = this.op.homeChoices[0];
    // The home station, on one of the hexes the charter offers, free and without a connection.
    if (choosing && entity === choosing) return this.placeChosenHome(choosing, action.city);
    const { hex, city } = this.game.board.cityById(action.city);
    const lifted = turn.lifted[0];
    if (lifted && entity === this.op.liftedChooser()) {
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
      const reserved = this.reservations();
      this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved, needsConnection: false });
      this.game.board.placeToken(corp.sym, hex, city, this.game.board.slotFor(corp.sym, hex, city, reserved));
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
    // "freeStation": the private's own station (an extra one, not the charter's), free, without a route, besides the turn's.
    if (entity instanceof Company && ability(entity, "freeStation")) {
      const free = ability(entity, "freeStation")!;
      require(this.freeStationPlaces(entity).length > 0 && hex === free.hex && city === free.city, `${entity.def.name}'s station goes in ${free.hex}, city ${free.city + 1}, for the corporation owning it, once`);
      // A station the private brings, beyond the charter's (as 18xx.games plays it): the charter's markers stay.
      this.game.board.placeToken(corp.sym, hex, city, action.slot);
      entity.used = true;
      this.game.log(`${corp.sym} places a token on ${hex} by ${entity.def.name}`);
      return;
    }
    const late = this.lateStation(corp);
    const teleport = entity instanceof Company && (turn.teleport === entity || late === entity);
    if (teleport) require(ability(entity, "teleport")!.hexes.includes(hex), `1830 T-05: ${entity.sym}'s station goes on ${ability(entity, "teleport")!.hexes.join(", ")}`);
    // CorporationDef.stationRights: without a route to the city, the right's teleport price. The price hangs on the
    // route, so a trusted log (GameOptions.trusted) searches for it here too: skipping it would charge the price with one.
    const right = teleport ? undefined : corp.def.stationRights?.find((r) => r.hex === hex && r.teleportPrice !== undefined);
    const unrouted = !!right && !this.reaches(corp, hex, city);
    const cost = teleport ? 0 : unrouted ? right!.teleportPrice! : this.tokenCost(corp, hex);
    require(cost !== null, `1830 7.3: ${corp.sym} has no station tokens left`);
    require(corp.cash >= cost, `1830 7.3: ${corp.sym} has ${this.game.money(corp.cash)}, the token costs ${this.game.money(cost)}`);
    const keeper = this.game.corporations.find((c) => c !== corp && c.tokensPlaced === 0 && !c.closed && !c.removed && c.def.homeKept?.hexes.includes(hex));
    if (keeper) throw new GameError(`${keeper.def.homeKept!.rule}: no railroad may place a token in ${hex} until the ${keeper.sym} lays its first token`);
    const reserved = this.reservations();
    // A trusted log's stations were connected when played (GameOptions.trusted): no search of the map.
    this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved, needsConnection: !teleport && !unrouted && !this.game.options.trusted });
    if (cost > 0) this.game.pay(corp, this.game.bank, cost);
    this.game.board.placeToken(corp.sym, hex, city, this.game.board.slotFor(corp.sym, hex, city, reserved));
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
    const reserved = this.reservations();
    this.game.board.checkTokenPlacement(corp.sym, hex, city, { reserved, needsConnection: !this.game.options.trusted, owner: neutral.sym });
    this.game.board.placeToken(neutral.sym, hex, city, this.game.board.slotFor(neutral.sym, hex, city, reserved));
    corp.neutralPlaced++;
    this.game.log(`${corp.sym} places a neutral token on ${hex}`);
    turn.tokened = true;
    turn.step++;
  }

}
