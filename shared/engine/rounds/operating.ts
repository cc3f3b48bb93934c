// An operating round (1830 7.0): private companies pay, then each floated
// corporation, highest share value first, takes its turn through the steps
// of 7.1: lay track, place a station, run trains, pay or withhold, buy trains;
// a corporation may buy private companies during its turn from phase 3.
// This is the round's driver: the order of turns, who must decide first, and
// the steps in sequence; each step owns its actions (operating/*.ts, listed
// in docs/engine.md), and takes the rules the title plays (operating/rules.ts).
import type { GameAction, GameActionType } from "../action.ts";
import { Company, Corporation, Player, type Entity } from "../entities.ts";
import { GameError } from "../errors.ts";
import type { Game } from "../game.ts";
import type { LegalAction } from "../legal.ts";
import type { Reservations } from "../map.ts";
import type { Round } from "../round.ts";
import { buysTrainOnItsOwn, trainlessWithoutPresident, withoutPresident } from "../without-president.ts";
import { ability, exchangeShare, payCompanyRevenues } from "./companies.ts";
import { extraLayOpen } from "./track.ts";
import { placeHomeStation } from "./home.ts";
import { crowdedCorporation, discardableTrains, isCrowded } from "./discard.ts";
import { PrivateAbilities } from "./operating/abilities.ts";
import { BuyCompaniesStep } from "./operating/buy-companies.ts";
import { BuyTrainsStep } from "./operating/buy-trains.ts";
import { DividendStep } from "./operating/dividend.ts";
import { LayTrackStep } from "./operating/lay-track.ts";
import type { LoansStep } from "./operating/loans.ts";
import type { OperatingParts } from "../game.ts";
import { loanNumber } from "../loans.ts";
import { Offers } from "./operating/offers.ts";
import { PlaceStationStep } from "./operating/place-station.ts";
import { LOWEST_FIRST, operatingRules, type OperatingOrder } from "./operating/rules.ts";
import { RunRoutesStep } from "./operating/run-routes.ts";
import type { ShareIssues } from "./operating/issues.ts";
import { boxOf, putInLiquidation } from "../market-boxes.ts";
import { STEP_TEXT, STEPS, type OperatingStep, type StepName, type Turn } from "./operating/turn.ts";

/** Whether a step's list answers the question (OperatingRound.stepTypes): has it the move asked about, or any move. */
function answers(types: readonly GameActionType[], asked: GameActionType | "any" | undefined): boolean {
  return asked !== undefined && (asked === "any" ? types.length > 0 : types.includes(asked));
}

export class OperatingRound implements Round {
  readonly name: string;
  finished = false;
  /** Who operates next (1830 7.0; V-2.0 fixed turn order). */
  private order: OperatingOrder;
  /** Corporations that operate this round (fixed when it starts, 1830 7.0). */
  private readonly toOperate: Corporation[];
  /** The operating corporation's turn under way; its steps (operating/*.ts) read and change it. */
  turn: Turn | null = null;
  /** The steps of a turn (1830 7.1), each owning its actions; by name, in order (operating/turn.ts STEPS). */
  readonly track: LayTrackStep;
  readonly stations: PlaceStationStep;
  readonly routes: RunRoutesStep;
  private readonly dividend: DividendStep;
  readonly trains: BuyTrainsStep;
  readonly companies: BuyCompaniesStep;
  /** [loans] A title's loans: taken in the turn, interest, repayment (operating/loans.ts); null where its title plays none (Title.operatingParts). */
  readonly loans: LoansStep | null;
  /** The steps by name; a step its title does not play (loans) is absent, and passed without a word. */
  private readonly steps: Partial<Record<StepName, OperatingStep>>;
  /** Purchases waiting for the seller's agreement (1830 4.1, 7.6). */
  readonly offers: Offers;
  /** What private companies may do in the turn, beside its steps. */
  private readonly abilities: PrivateAbilities;
  /** [share issues]: a corporation issuing or redeeming its shares in its turn (TitleData.shareIssues); null where its title plays none (Title.operatingParts). */
  readonly issues: ShareIssues | null;

  constructor(
    readonly game: Game,
    readonly setNumber: number,
    readonly index: number,
    readonly total: number,
  ) {
    const rules = operatingRules(game.data);
    this.order = rules.order;
    this.track = new LayTrackStep(this);
    this.stations = new PlaceStationStep(this);
    this.routes = new RunRoutesStep(this);
    this.dividend = new DividendStep(this, rules.dividends);
    this.trains = new BuyTrainsStep(this, rules.trains);
    this.companies = new BuyCompaniesStep(this, rules.privateSales);
    // The parts only some titles play are made only where the title names them: a page loads no other title's.
    const parts = game.title.operatingParts;
    this.loans = parts?.loans ? new parts.loans(this) : null;
    this.steps = { track: this.track, token: this.stations, routes: this.routes, dividend: this.dividend, trains: this.trains, companies: this.companies, ...(this.loans && { loans: this.loans }) };
    this.offers = new Offers(this);
    this.abilities = new PrivateAbilities(this);
    this.issues = parts?.issues ? new parts.issues(this) : null;
    this.name = `Operating Round ${setNumber}.${index}`;
    game.log(`-- ${this.name} (of ${total}) --`);
    payCompanyRevenues(game);
    OperatingRound.clearRoundMarks(game);
    // [acquisition round] A corporation in the liquidation box does not operate.
    this.toOperate = game.corporations.filter((c) => c.floated && !c.closed && boxOf(game, c) !== "liquidation");
    // TitleData.homeOnOperatingRound: every home station goes down as the round starts, in charter order.
    if (game.data.homeOnOperatingRound) for (const c of this.toOperate) placeHomeStation(game, c);
    // 1830 7.0, V-2.0: the order may be fixed as the round starts (OperatingOrder).
    if (game.data.firstRoundLowestFirst && game.stockRoundNumber === 1 && setNumber === 1 && index === 1) this.order = LOWEST_FIRST;
    this.order.start(this.toOperate, game);
    // Floated corporations that choose between home hexes (CorporationDef.homeChoice) do so first, or each as its
    // first turn starts (TitleData.homeChoiceOnFirstTurn, 1830 V-7.4).
    this.homeChoices = game.data.homeChoiceOnFirstTurn ? [] : this.toOperate.filter((c) => c.def.homeChoice && c.tokensPlaced === 0);
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
  readonly homeChoices: Corporation[];

  get current(): Corporation | null {
    return this.turn?.corporation ?? null;
  }

  /** Whether the operating corporation has still to pay or withhold its dividend this turn. */
  beforeDividend(): boolean {
    return !!this.turn && this.turn.step <= STEPS.indexOf("dividend");
  }

  /** TitleData.trackAndStationTogether: at the track step, the station's actions too. */
  private fusedTrackStep(): boolean {
    return this.game.data.trackAndStationTogether === true && this.step === "track";
  }

  /** The step of the turn the operating corporation is at, or null when it has gone through them all. */
  get step(): StepName | null {
    return this.turn ? (STEPS[this.turn.step] ?? null) : null;
  }

  // ---- turn order ------------------------------------------------------------

  /** 1830 7.0: the highest share value operates next (ties: right, then up, then top of stack). */
  private startNextTurn(): void {
    // A corporation closed during the round (a minor folded into another) no longer operates.
    // One put in the liquidation box since (its president bankrupt, [cash crisis]) neither.
    const waiting = this.toOperate.filter((c) => !c.closed && boxOf(this.game, c) !== "liquidation");
    const next = this.order.next(waiting, this.game);
    if (!next) {
      this.turn = null;
      this.finished = true;
      OperatingRound.clearRoundMarks(this.game);
      return;
    }
    this.toOperate.splice(this.toOperate.indexOf(next), 1);
    this.turn = {
      corporation: next, step: 0, laidTile: false, tokened: false, revenue: 0, treasuryRevenue: 0, ran: false, teleport: null, soldLay: null, emergencySharePrice: null, soldForTrain: [], lifted: [],
      lays: { count: 0, upgraded: false }, move: null, together: null, mustReplace: false, lastRuns: [...next.obsoleteTrains],
    };
    for (const t of next.trains) t.operated = false;
    next.operatedThisRound = true;
    this.game.log(`${next.president?.name ?? "Nobody"} operates ${next.sym}`);
    if (!next.operated) {
      this.stations.placeHome(next);
      // 1830 V-7.4: "When a railroad with multiple starting hexes starts its first turn of operations, its home
      // station token is placed on any one of its starting hexes": its president chooses before anything else.
      if (this.game.data.homeChoiceOnFirstTurn && next.def.homeChoice && !next.home && next.tokensPlaced === 0) this.homeChoices.push(next);
    }
    next.operated = true;
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
    this.game.title.operatingParts?.uncertainty?.endTurn(this.game, corp); // 1830+ S-5.2 (uncertainty.ts)
    // TitleData.liquidatedWithoutTrains: a corporation ending its turn without a train is liquidated.
    if (this.game.data.liquidatedWithoutTrains && corp.trains.length === 0) putInLiquidation(this.game, corp, "has no trains");
    this.startNextTurn();
  }

  // ---- who may do what --------------------------------------------------------

  /** 1830 7.6.1: corporations over the train limit discard first, highest share value... in charter order. */
  private crowded(): Corporation | null {
    return this.loansBeforeDiscard() ? null : crowdedCorporation(this.game);
  }

  /**
   * [loans] As 18xx.games plays 1817: once the operating corporation can buy no more trains, it pays its interest and
   * repays or borrows before a corporation over the train limit discards (its loans' step comes before the discard).
   */
  private loansBeforeDiscard(): boolean {
    if (!this.loans || !this.game.data.loans || !this.turn || this.finished) return false;
    const step = this.step;
    if (step === "trains" || step === "companies") return this.stepActions(step).length === 0;
    return step === "loans" && (this.loans.interestDue(this.turn.corporation) || this.loans.actions(this.turn.corporation).length > 0);
  }

  /** [hex bonus]: a player's private whose bonus he moves before the round's first turn ("bonusHex" byPlayer). */
  bonusAtStart(): Company | null {
    if (this.startBonusDone) return null;
    const bonus = this.game.title.operatingParts?.hexBonus;
    const company = (bonus && this.game.companies.find((c) => bonus.atRoundStart(this.game, c, this.name))) ?? null;
    if (!company) this.startBonusDone = true;
    return company;
  }

  /** The round's first turn has begun its moves: no private's bonus is moved at its start any more. */
  private startBonusDone = false;

  /** [cash crisis] The crisis as its title plays it (Title.operatingParts), or none. */
  private get crises(): NonNullable<OperatingParts["cashCrisis"]> | undefined {
    return this.game.data.cashCrisis ? this.game.title.operatingParts?.cashCrisis : undefined;
  }

  /** [cash crisis] The player who sells shares before anything else happens: from the operating corporation's president on. */
  private crisis(): Player | null {
    return this.turn ? (this.crises?.inCrisis(this.game, this.turn.corporation.president) ?? null) : null;
  }

  /** Every player below zero in a crisis waits for his turn to sell. */
  owes(player: Player): boolean {
    return player.cash < 0 && this.crisis() !== null;
  }

  activeEntity(): Entity | null {
    if (this.finished) return null;
    const crisis = this.crisis();
    if (crisis) return crisis;
    return this.offers.pending?.seller ?? this.bonusAtStart() ?? this.homeChoices[0] ?? this.crowded() ?? this.turn?.move?.company ?? this.turn?.together?.company ?? this.turn?.teleport ?? this.turn?.soldLay ?? this.liftedChooser() ?? this.current;
  }

  /** Who places the first lifted station again: the operating corporation, or the station's owner
   *  where the rule gives him the choice (1830 V-7.9 variable OO cities). */
  liftedChooser(): Corporation | null {
    const lifted = this.turn?.lifted[0];
    if (!lifted) return null;
    return lifted.byOwner ? this.game.corporation(lifted.corporation) : this.turn!.corporation;
  }

  actionTypes(entity: Entity, asked?: GameActionType): GameActionType[] {
    if (this.finished || !this.turn) return [];
    const crisis = this.crisis();
    if (crisis) return entity === crisis ? this.crises!.actions(this.game, crisis) : [];
    // An offer waits for its answer before anything else happens (1830 7.6: within the buyer's turn).
    if (this.offers.pending) return entity === this.offers.pending.seller ? ["respond"] : [];
    const bonus = this.bonusAtStart();
    if (bonus) return entity === bonus ? (this.hexBonus.targets(this.game, bonus, this.name).length ? ["assign", "pass"] : ["pass"]) : [];
    if (this.homeChoices.length) return entity === this.homeChoices[0] ? ["place_token"] : [];
    const crowded = this.crowded();
    if (crowded) return entity instanceof Corporation && isCrowded(this.game, entity) ? ["discard_train"] : [];
    // 1830 7.3.1: a station lifted by a tile lay goes back on its hex before anything else (as 18xx.games waits for it).
    if (this.turn.lifted.length) return entity === this.liftedChooser() ? ["place_token"] : [];
    // [loans] Once the interest is paid, the repayments and loans come before anything else: no private acts while they
    // wait (as 18xx.games' 1817 plays them, before its privates' steps).
    if (entity instanceof Company) return this.step === "loans" && this.loans?.actions(this.current!).length ? [] : this.abilities.actions(entity);
    // Sales for a forced purchase, or for one whose president may count a bonus stop (canEmergencySell).
    if (entity instanceof Player) return entity === this.current?.president && this.trains.forced.canEmergencySell() ? ["sell_shares"] : [];
    if (entity !== this.current) return [];
    if (this.turn.move) return [];
    // 1830 T-05 (DH): after its tile, the station on it is the private's to place or pass (as 18xx.games logs it).
    if (this.turn.teleport) return [];
    // A private's lay on its sale ("tileLayWhenSold") comes first: its seller lays or passes.
    if (this.turn.soldLay) return [];
    // A private's tiles laid together come before anything else ("extraTileLay" with a count). With
    // TitleData.togetherLaysMayStop the corporation's other moves give them up (process), as 18xx.games plays it,
    // its own lays waiting for them.
    const together = this.turn.together;
    if (together && !this.game.data.togetherLaysMayStop) return [];
    // As 18xx.games decides the corporation's move while they wait: once their private's lays left are given up (a step
    // that waited only for that private has nothing left).
    // Asked about one move, the step's list need only answer that one (stepTypes); a purchase's offers read the whole list.
    const about = asked === "buy_company" || asked === "offer" ? undefined : asked;
    const types = together ? asGivenUp(together.company, () => this.stepActions(this.step!)).filter((t) => t !== "lay_tile") : this.stepActions(this.step!, about);
    // [share issues]: beside the steps, until the dividend ([without a president]: nobody issues). Asked about another
    // move (an action's check), not asked (Round.actionTypes).
    const shareMove = asked === undefined || asked === "sell_shares" || asked === "buy_shares";
    if (shareMove && this.issues && this.game.data.shareIssues && entity === this.current && !withoutPresident(this.game, entity)) {
      if (this.issues.mayIssue(entity) || (this.step === "trains" && this.issues.emergencyIssues(entity).length)) types.push("sell_shares");
      if (this.issues.mayRedeem(entity)) types.push("buy_shares");
    }
    // [loans] A loan at any time of the turn before its interest (operating/loans.ts).
    if ((asked === undefined || asked === "take_loan") && this.step !== "loans" && this.loans?.mayBorrowNow(this.current!)) types.push("take_loan");
    // Private purchases beside the step's moves, and offers (the purchases listed): asked after only where they are the question.
    if (asked !== undefined && asked !== "buy_company" && asked !== "offer") return types;
    // [without a president]: nobody buys privates for it.
    if (withoutPresident(this.game, this.current!)) return types;
    if (this.companies.canBuyCompanies() && this.step !== "companies" && !types.includes("buy_company")) types.push("buy_company");
    if (this.offers.purchases(types).some((p) => p.type === "offer")) types.push("offer");
    return types;
  }

  whyNot(entity: Entity, type: GameActionType): string {
    const crisis = this.crisis();
    if (crisis) return this.crises!.why(this.game, crisis);
    const waiting = this.offers.whyWaiting();
    if (waiting) return waiting;
    if (type === "respond") return "1830 7.6: no offer is waiting for an answer";
    const choosing = this.homeChoices[0];
    if (choosing) return `${choosing.def.homeChoiceRule ?? "1830 7.3.1"}: ${choosing.sym} first chooses its home station (${choosing.def.homeChoice!.join(" or ")})`;
    const crowded = this.crowded();
    if (crowded) return `1830 7.6.1: ${crowded.sym} must first discard down to the train limit of ${this.game.trainLimit(crowded)}`;
    const turn = this.turn!;
    const corp = turn.corporation;
    const name = entity instanceof Player ? entity.name : entity.sym;
    const lifted = turn.lifted[0];
    if (lifted && entity !== this.liftedChooser()) return `1830 7.3.1: ${lifted.corporation}'s station goes back on ${lifted.hex} first`;
    if (entity instanceof Player) {
      return this.trains.forced.money.whyNoSale(corp, name);
    }
    if (entity instanceof Company) {
      // "extraTileLay" whileApart: its tiles are laid to join its hexes, not once track joins them (1846's Little Miami).
      const apart = ability(entity, "extraTileLay");
      if (type === "lay_tile" && apart?.whileApart && !entity.used && !extraLayOpen(this.game, entity)) return `${entity.def.name} lays its tiles to join ${apart.hexes.join(" and ")}, which track joins already`;
      if (type === "pass" && apart?.whileApart && turn.together?.company === entity) {
        return `${entity.def.name} lays its tiles to join ${apart.hexes.join(" and ")}: it passes only once track joins them (another move of ${corp.sym}'s gives up its lay left)`;
      }
      return `1830 pp. 46-47: ${entity.sym} has no ability to use now`;
    }
    if (entity !== corp) return `1830 7.0: ${corp.sym} is operating, not ${name}`;
    if (type === "lay_tile" && turn.together) return `${turn.together.company.def.name}'s tiles are laid together: ${corp.sym} lays none of its own before they are laid or given up`;
    if (withoutPresident(this.game, corp) && type !== "run_routes") return `[without a president]: ${corp.sym} has no president: it only runs its trains`;
    const at = STEP_TEXT[this.step ?? "companies"];
    switch (type) {
      case "lay_tile":
        return this.track.whyNot(corp, at);
      case "place_token":
        return this.stations.whyNot(corp, at);
      case "run_routes":
        return this.routes.whyNot(corp, at);
      case "dividend":
        return this.dividend.whyNot(corp, at);
      case "buy_train":
      case "pass":
      case "bankrupt":
      case "scrap_train":
        return this.trains.whyNot(type, corp, at);
      case "buy_company":
        return this.companies.whyNot(corp);
      case "choose":
        return this.track.whyNoLicence(corp, at);
      case "take_loan":
      case "payoff_loan":
        return `[loans]: ${corp.sym} cannot ${type.replace(/_/g, " ")} now`;
      default:
        return `1830 7.1: ${corp.sym} cannot ${type.replace(/_/g, " ")} at "${at}"`;
    }
  }

  legalActions(entity: Entity): LegalAction[] {
    const crisis = this.crisis();
    if (crisis) return entity === crisis ? [...this.crises!.legalActions(this.game, crisis), { type: "bankrupt" }] : [];
    const types = this.actionTypes(entity);
    const legal: LegalAction[] = [];
    const turn = this.turn;
    if (!turn || !types.length) return legal;
    const corp = turn.corporation;
    for (const type of types) {
      switch (type) {
        case "discard_train":
          for (const t of discardableTrains(entity as Corporation)) legal.push({ type, train: t.id });
          break;
        case "buy_shares":
          if (entity instanceof Corporation) legal.push(...(this.issues?.redemptions(entity) ?? []));
          else legal.push(...this.abilities.exchanges(entity as Company));
          break;
        case "lay_tile":
          legal.push(...this.track.legalActions(entity, corp));
          break;
        case "place_token":
          legal.push(...this.stations.legalActions(entity));
          break;
        case "run_routes":
          legal.push(...this.routes.legalActions(corp));
          break;
        case "dividend":
          legal.push(...this.dividend.legalActions(corp));
          break;
        case "buy_train":
          legal.push(...this.offers.purchases(["buy_train"]));
          break;
        case "sell_shares":
          if (entity instanceof Corporation) legal.push(...((this.step === "trains" ? this.issues?.emergencyIssues(entity) : this.issues?.issues(entity)) ?? []));
          else legal.push(...this.trains.forced.emergencySales(entity as Player));
          break;
        case "buy_company":
          legal.push(...this.offers.purchases(["buy_company"]));
          break;
        case "respond":
          legal.push(...this.offers.answers());
          break;
        case "bankrupt":
          legal.push({ type });
          break;
        case "remove_token":
          legal.push(...this.stations.removals(entity as Company));
          break;
        case "pass":
          legal.push({ type });
          break;
        case "assign":
          legal.push(...(ability(entity as Company, "routeBonusMarker") ? this.routeBonus.targets(this.game, entity as Company) : this.hexBonus.targets(this.game, entity as Company, this.name)));
          break;
        case "choose":
          legal.push(...this.track.licenceChoices(corp));
          break;
        case "scrap_train":
          legal.push(...this.trains.surrenders(corp));
          break;
        case "take_loan":
        case "payoff_loan":
          legal.push({ type, loan: loanNumber(this.game, type === "payoff_loan") });
          break;
        default:
          break;
      }
    }
    return legal;
  }

  /** What the current corporation may do at a step (a list of its own); empty means the step is skipped. `asked`: as in stepTypes. */
  private stepActions(step: StepName, asked?: GameActionType): GameActionType[] {
    return [...this.stepTypes(step, asked)];
  }

  /**
   * stepActions' answer, not copied: to read only. Asked about one move (an action's check, Round.actionTypes) or
   * whether the step has any ("any": settle), the list may be one that answers only that: the track step that offers
   * the station too (TitleData.trackAndStationTogether) asks whether a station could be placed (a search of the map)
   * only where its track's moves do not answer the question.
   */
  private stepTypes(step: StepName, asked?: GameActionType | "any"): readonly GameActionType[] {
    // Found after each action (settle) and asked again by the next action's check: once per position.
    const known = this.stepsAllow;
    if (known?.position === this.game.position && known.step === step && (known.whole || answers(known.types, asked))) return known.types;
    const corp = this.turn!.corporation;
    // [without a president]: its trains run; nobody decides anything else for it.
    const types = withoutPresident(this.game, corp) && step !== "routes" ? [] : (this.steps[step]?.actions(corp) ?? []);
    // TitleData.trackAndStationTogether: the track step offers the station too, in any order.
    if (step === "track" && this.game.data.trackAndStationTogether && !withoutPresident(this.game, corp)) {
      if (answers(types, asked)) {
        this.stepsAllow = { position: this.game.position, step, types: [...types], whole: false };
        return types;
      }
      for (const t of this.stations.actions(corp)) if (!types.includes(t)) types.push(t);
    }
    // [loans] The trains step waits while loans could pay for a train (operating/loans.ts).
    if (step === "trains" && !types.length && this.loans?.waitsAtTrains(corp)) types.push("pass");
    this.stepsAllow = { position: this.game.position, step, types: [...types], whole: true };
    return types;
  }

  /** stepTypes' last answer, the position (Game.position) it holds for, and whether it is the whole list. */
  private stepsAllow: { position: number; step: StepName; types: GameActionType[]; whole: boolean } | null = null;

  /**
   * Whether an entity other than `company` could move while its tiles laid together wait after a first tile on `hex`
   * (that move would give them up): the moves of this position with them under way (the tile itself changes no other
   * entity's moves).
   */
  othersMoveWhileLaysWait(company: Company, hex: string): boolean {
    const turn = this.turn!;
    const [together, known] = [turn.together, this.stepsAllow];
    turn.together = { company, left: 1, hexes: [hex] };
    this.stepsAllow = null;
    try {
      return [...this.game.players, ...this.game.corporations, ...this.game.companies]
        .some((e) => e !== company && this.actionTypes(e).length > 0 && this.legalActions(e).length > 0);
    } finally {
      turn.together = together;
      this.stepsAllow = known;
    }
  }

  // ---- processing -----------------------------------------------------------------

  /**
   * As 18xx.games plays 1846 (TitleData.togetherLaysMayStop): once a private's tiles laid together were given up by
   * another move, no private lays track for the rest of the round, unless that move began another private's lays.
   */
  privateLaysOver = false;

  process(action: GameAction, entity: Entity): void {
    const crisis = this.crisis();
    if (crisis) {
      const crises = this.crises!;
      if (entity !== crisis || (action.type !== "sell_shares" && action.type !== "bankrupt")) throw new GameError(crises.why(this.game, crisis));
      if (action.type !== "bankrupt") return crises.sell(this.game, crisis, action);
      if (!crises.bankrupt(this.game, crisis)) return;
      // The game ends once the turn's automatic moves are made (its interest paid), as 18xx.games plays it.
      while (this.settle());
      return this.game.endGame("bankrupt");
    }
    const together = this.turn?.together;
    this.processAction(action, entity);
    // TitleData.togetherLaysMayStop: an action of another entity while a private's tiles laid together wait (a station, a
    // bonus placed, another private's lay, the corporation's pass) forfeits the private's lays left. Not an offer, nor its
    // refusal: a log exported for 18xx.games holds neither (an offer accepted is the purchase it stands for, which does).
    const offerOnly = action.type === "offer" || (action.type === "respond" && action.accept !== true);
    if (together && this.game.data.togetherLaysMayStop && entity !== together.company && !offerOnly) {
      this.game.log(`${together.company.def.name} forfeits its tile lays left`);
      together.company.used = true;
      if (this.turn?.together === together) this.turn.together = null;
      if (!this.turn?.together) this.privateLaysOver = true;
    }
  }

  /** [hex bonus] [route bonus] The title's part (Title.operatingParts); a move of a part it does not play is refused. */
  private get hexBonus() {
    return this.partOf(this.game.title.operatingParts?.hexBonus ?? null, "[hex bonus]");
  }

  private get routeBonus() {
    return this.partOf(this.game.title.operatingParts?.routeBonus ?? null, "[route bonus]");
  }

  /** A part of the round its title plays (Title.operatingParts); a move of a part it does not play is refused. */
  private partOf<T>(part: T | null, name: string): T {
    if (!part) throw new GameError(`${name}: not played in this game`);
    return part;
  }

  private processAction(action: GameAction, entity: Entity): void {
    const turn = this.turn!;
    switch (action.type) {
      case "discard_train":
        return this.trains.discard(action, entity as Corporation);
      case "scrap_train":
        return this.trains.surrender(action.train);
      case "buy_shares":
        if (entity instanceof Corporation) return this.partOf(this.issues, "[share issues]").redeem(action, entity);
        return exchangeShare(this.game, entity as Company, this.game.corporation(action.shares[0]!.split("_")[0]!).shares[Number(action.shares[0]!.split("_")[1])]!);
      case "lay_tile":
        return this.track.lay(action, entity);
      case "place_token":
        return this.stations.place(action, entity);
      case "run_routes":
        return this.routes.run(action);
      case "dividend":
        return this.dividend.pay(action.kind);
      case "buy_train":
        return this.trains.buy(action);
      case "sell_shares":
        if (entity instanceof Corporation) {
          const issues = this.partOf(this.issues, "[share issues]");
          return this.step === "trains" ? issues.emergencyIssue(action, entity) : issues.issue(action, entity);
        }
        return this.trains.forced.sell(action, entity as Player);
      case "buy_company":
        return this.companies.buy(action);
      case "offer":
        return this.offers.make(action);
      case "respond":
        return this.offers.respond(action, entity);
      case "bankrupt":
        return this.trains.forced.bankrupt();
      case "remove_token":
        return this.stations.remove(action, entity as Company);
      case "choose":
        return this.track.buyLicence(entity, String(action.choice));
      case "assign":
        if (ability(entity as Company, "routeBonusMarker")) return this.routeBonus.place(this.game, entity as Company, action);
        return this.hexBonus.assign(this.game, entity as Company, action, this.name);
      case "take_loan":
        return this.partOf(this.loans, "[loans]").take(turn.corporation);
      case "payoff_loan":
        return this.partOf(this.loans, "[loans]").repay(turn.corporation);
      case "pass":
        if (entity instanceof Company && entity === this.bonusAtStart()) {
          this.game.log(`${entity.def.name}'s bonus stays where it is`);
          return this.hexBonus.keep(entity, this.name);
        }
        if (this.abilities.pass(entity)) return;
        this.game.log(`${turn.corporation.sym} passes ${STEP_TEXT[this.step!]}`);
        // TitleData.trackAndStationTogether: one pass ends the track and the station.
        turn.step = this.fusedTrackStep() ? STEPS.indexOf("token") + 1 : turn.step + 1;
        return;
      default:
        throw new GameError(`${action.type} is not an operating round action`);
    }
  }

  // ---- automatic moves --------------------------------------------------------------

  settle(): boolean {
    if (this.finished || !this.turn || this.crisis() || this.offers.pending || this.crowded() || this.homeChoices.length || this.bonusAtStart()) return false;
    // A DH token, a lifted station, a station move, a sold private's lay or tiles laid together under way waits for its decision.
    if (this.turn.teleport || this.turn.soldLay || this.turn.lifted.length || this.turn.move || this.turn.together) return false;
    const step = this.step;
    if (step === null) {
      this.endTurn();
      return true;
    }
    if (step === "loans" && this.loans?.interestDue(this.turn.corporation)) {
      this.loans.payInterest(this.turn.corporation);
      return true;
    }
    if (this.stepTypes(step, "any").length > 0) return false;
    const corp = this.turn.corporation;
    // [without a president]: with no train, one more box down after its dividend; the bank's cheapest train bought at its trains step.
    const trainless = step === "dividend" && withoutPresident(this.game, corp) && corp.trains.length === 0;
    if (step === "trains" && withoutPresident(this.game, corp)) buysTrainOnItsOwn(this.game, corp, this.trains);
    const handler = this.steps[step];
    // A step its title does not play passes without a word, as the loans step does for a title without loans.
    if (!handler) {
      this.turn.step++;
      return true;
    }
    if (handler.skip?.(corp)) {
      if (trainless) trainlessWithoutPresident(this.game, corp);
      return true;
    }
    this.game.log(`${this.turn.corporation.sym} skips ${STEP_TEXT[step]}`);
    this.turn.step++;
    return true;
  }
}

/** `f` asked as if the private's ability were used up (its lays given up), the private left as it was. */
function asGivenUp<T>(company: Company, f: () => T): T {
  const used = company.used;
  company.used = true;
  try {
    return f();
  } finally {
    company.used = used;
  }
}
