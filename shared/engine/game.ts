// A game: the title's components set up from its data, the current round,
// and the one entry point that changes it, `process(action)`.
//
// Atomicity: `process` either applies an action completely or throws a
// GameError and leaves the game as it was: rounds and steps check before they
// change anything, and `process` takes back what it recorded itself. A live
// table (LogSession in session.ts) therefore keeps its game after a refusal;
// it rebuilds from the log only after a fault or a refused automatic action
// (test/shared/refusal.test.ts compares the whole game before and after
// refusals in real games).
import { invalidChoice, type RuleOption } from "./options.ts";
import type { GameAction, GameActionType } from "./action.ts";
import { checkAction } from "./action-check.ts";
import { Bank, Company, Corporation, Player, type Entity } from "./entities.ts";
import { GameError, require } from "./errors.ts";
import { Board, type OneRouteBonusRule, type StopBonusRule, type VisitRule } from "./map.ts";
import { StockMarket } from "./market.ts";
import { SeededRandom } from "./rng.ts";
import type { LegalAction } from "./legal.ts";
import type { Round } from "./round.ts";
import type { ResolvedRoute, RouteHooks, RouteStop } from "./route.ts";
import { shareCount } from "./loans.ts";
import { ability, retireUnstartable } from "./rounds/companies.ts";
import type { LICENCES } from "./licences.ts";
import type { HEX_BONUS } from "./rounds/operating/bonus-hex.ts";
import type { ROUTE_BONUS } from "./rounds/operating/route-bonus.ts";
import { repayFromManagers } from "./receivership.ts";
import { anyAtClosingBox, closeAtZero } from "./closing.ts";
import { applyProgrammeAction, dropProgrammesAtRoundChange, programmedActions, type Programme, type ProgrammedAction } from "./programmes.ts";
import { formatMoney, type TitleData } from "./title.ts";
import { Depot, Phases } from "./trains.ts";
import type { ShareIssues } from "./rounds/operating/issues.ts";
import type { LoansStep } from "./rounds/operating/loans.ts";
import type { CASH_CRISIS } from "./cash-crisis.ts";
import type { takeOverMinor } from "./merger.ts";
import type { UNCERTAINTY, UncertaintyState } from "./uncertainty.ts";
import type { drawnRevenue } from "./random-revenue.ts";

export interface GameOptions {
  optional_rules?: string[];
  /** Refuse run_routes below the best revenue (1830 7.4); default on. Off for imported logs, which replay as played. */
  best_routes?: boolean;
  /**
   * A purchase from another president's corporation, or of another player's private, is proposed
   * and waits for the seller's answer (`offer`, `respond`: 1830 4.1, 7.6); default on. Off while a
   * log replays: its purchases were agreed when they were played, here or on 18xx.games.
   */
  consent?: boolean;
  /**
   * The actions are a table's own stored log, replayed (LogSession's "trusted" ReplayMode): each was
   * accepted by these rules when it was played, so the checks that cannot change the state are left
   * out - parsing each action, whether its entity may take it now, a tile lay's rules (1830 7.2.1,
   * 7.2.2), a station's route to its city (7.3.2). Default off: live actions and imported logs keep
   * every check. The state reached is the same either way (test/shared/trusted-replay.test.ts).
   */
  trusted?: boolean;
}

/**
 * 1830 7.4 as a table option: a railroad must run the combination of routes with the highest
 * revenue, unless the table plays routes as declared (every 18xx title of the engine).
 */
export const DECLARED_ROUTES: RuleOption = {
  id: "declared_routes",
  name: "Routes as declared",
  section: "7.4",
  summary: "A railroad's routes are taken as its president declares them, even below the highest revenue",
};

/** The options a table of this title may choose: the title's own and the engine's. */
export function titleOptions(title: Title): readonly RuleOption[] {
  return [...title.optionalRules, DECLARED_ROUTES];
}

/** What a title adds to its data: the rounds it plays and any rule it changes. */
export interface Title {
  readonly data: TitleData;
  /** Optional rules this title understands (18xx.games ids or ours). */
  readonly optionalRules: readonly RuleOption[];
  /**
   * The title's data as the game's optional rules change it (an option that plays a rule
   * differently): read through titleData, which keeps it per list of rules, so it may read the
   * optional rules only.
   */
  dataFor?(options: Required<GameOptions>): TitleData;
  /** Optional rules a game imported from 18xx.games plays with, so that its log replays
   *  as it was played there (documented compatibility options). */
  readonly importRules?: readonly string[];
  /** Extra train copies an option adds, e.g. 1830 V-1.7's third 6-train. */
  extraTrains?(options: GameOptions): Record<string, number>;
  /** What the title adds to a route's revenue (a bonus for certain routes). */
  readonly routeHooks?: RouteHooks;
  /** Random or title-specific setup, run once the components exist and before
   *  the first round; randomness comes from `game.rng` (draws for a random setup). */
  setup?(game: Game): void;
  /** What a train's events do when its purchase from the bank sets them off (see Train.events). */
  trainEvents?: Record<string, (game: Game) => void>;
  /** A bankruptcy the title plays otherwise than the engine (the sales, the certificates left, the
   *  bankrupt's companies and cash; the game then ends as usual): true when it did. `soldAlready`: the
   *  corporations whose shares he sold for the train, which he does not sell again ([sales in blocks]). */
  bankruptcy?(game: Game, corporation: Corporation, president: Player, soldAlready: readonly Corporation[]): boolean;
  /** A bonus one of a corporation's routes earns beyond its own revenue, the route it is worth most to (1846's Mail Contract:
   *  $10 a stop of its longest route): what it is worth to a route with these stops (all it visits), or null where the
   *  corporation earns none now. Credited by oneRouteCredits (route.ts); the best-route search counts it (docs/routes.md). */
  oneRouteBonus?(game: Game, corporation: Corporation): ((stops: readonly RouteStop[]) => number) | null;
  /** The certificate limit now, where it depends on more than the number of players (data.certLimit). */
  certLimit?(game: Game): number;
  /** After a tile is laid in an operating turn (settleLay): what the title does on that hex then (1846's two-player
   *  variant: a station waiting for the city to turn green is placed). */
  tileLaid?(game: Game, hex: string): void;
  /** The first round of a new game (1830: the private company auction, C-2.2). */
  firstRound(game: Game): Round;
  /** The round after `round` has finished. */
  nextRound(game: Game, round: Round): Round;
  /**
   * The operating round's parts only some titles play, named by the titles that play them so that a page loads no
   * other title's (issue #40, 11): [share issues] (TitleData.shareIssues) and [loans] (TitleData.loans). The round
   * makes each one named; without it, its moves are not offered (rounds/operating.ts).
   */
  readonly operatingParts?: OperatingParts;
  /** What a snapshot of a game (snapshot.ts) needs to know of the title's own code: its classes whose
   *  instances are part of a game's state (rounds, plans), by name, and the constants the state refers to. */
  readonly snapshots?: {
    readonly classes?: Readonly<Record<string, abstract new (...args: never[]) => unknown>>;
    readonly constants?: readonly object[];
  };
}

/** Title.operatingParts: the operating round's parts only some titles play. */
export interface OperatingParts {
  readonly issues?: typeof ShareIssues;
  readonly loans?: typeof LoansStep;
  /** [cash crisis] (TitleData.cashCrisis): a player below zero sells before anything else happens (cash-crisis.ts). */
  readonly cashCrisis?: typeof CASH_CRISIS;
  /** A private company's card that stands for a minor ("minor" ability): its buyer takes the minor over (merger.ts). */
  readonly minorTakeOver?: typeof takeOverMinor;
  /** Licences (TitleData.licences): bought in the track step, needed to run to their hexes (licences.ts). */
  readonly licences?: typeof LICENCES;
  /** Economic uncertainty tokens (TitleData.economicUncertainty): flipped by new trains, read at the dividend (uncertainty.ts). */
  readonly uncertainty?: typeof UNCERTAINTY;
  /** Random revenues (TitleData.randomRevenues): a railroad's revenue after its draw (random-revenue.ts). */
  readonly randomRevenue?: typeof drawnRevenue;
  /** [hex bonus] (CompanyAbility "bonusHex"): a private's bonus placed on a hex for one corporation (bonus-hex.ts). */
  readonly hexBonus?: typeof HEX_BONUS;
  /** [route bonus] (CompanyAbility "routeBonusMarker", extraTileLay `routeBonus`): markers that earn every route through their hex more (route-bonus.ts). */
  readonly routeBonus?: typeof ROUTE_BONUS;
}

export type Payer = Bank | Player | Corporation;

/** Why the game ended, in 18xx.games' words (its `game_end_reason`). */
export type EndReason = "bank" | "bankrupt" | "stock_market" | "manually_ended" | "all_closed" | "dnf" | "final_train" | "final_phase";
/** When a triggered end takes effect: at the end of the round in progress, or
 *  after the current set of operating rounds (1830 8.0). */
/** When a trigger ends the game: after the turn under way (1830 V-8.0), the round, or the set of operating rounds. */
export type EndTiming = "turn" | "round" | "orSet";

/** Title.dataFor's answers, per title and list of optional rules. */
const dataByRules = new WeakMap<Title, Map<string, TitleData>>();

/**
 * The title's data for a game of these options (Title.dataFor), the same object for every game with
 * the same optional rules: what is derived from the data once per title (the board's tiles and
 * geometry: Board) is then derived once, not for every game, and snapshots refer to it as shared.
 */
export function titleData(title: Title, options: Required<GameOptions>): TitleData {
  if (!title.dataFor) return title.data;
  let byRules = dataByRules.get(title);
  if (!byRules) dataByRules.set(title, (byRules = new Map()));
  const key = options.optional_rules.join("\n");
  let data = byRules.get(key);
  if (!data) byRules.set(key, (data = title.dataFor(options)));
  return data;
}

export class Game implements VisitRule, StopBonusRule, OneRouteBonusRule {
  readonly data: TitleData;
  readonly bank: Bank;
  readonly players: Player[];
  readonly corporations: Corporation[];
  readonly companies: Company[];
  readonly market: StockMarket;
  readonly board: Board;
  readonly depot: Depot;
  readonly phases: Phases;
  readonly rng: SeededRandom;
  /** The Economic Uncertainty tokens (1830+ S-5.2 3.0, TitleData.economicUncertainty), if the game plays them. */
  readonly uncertainty: UncertaintyState | null;
  readonly options: Required<GameOptions>;
  /** The player with the priority deal (1830 6.0). */
  priority: Player;
  round: Round;
  /** Stock rounds started so far; operating round sets are numbered after them ("OR 3.2"). */
  stockRoundNumber = 0;
  /** [route bonus] The markers on hexes that earn every route through them more (rounds/operating/route-bonus.ts). */
  readonly routeBonuses: { hex: string; kind: string; amount: number; fixesTile?: boolean }[] = [];
  finished = false;
  endReason: EndReason | null = null;
  /** Set when the bank first runs out of money (1830 8.0). */
  bankBroken = false;
  /** The set of operating rounds in which the bank sold its last train (TitleData.endsAfterLastTrain), once it has. */
  lastTrainSet: number | null = null;
  /** [final set] The set of operating rounds the game ends with, and how many it has, once the last phase has begun
   *  (TitleData.endsAfterLastPhase, final-set.ts). */
  finalSet: { number: number; operatingRounds: number } | null = null;
  /** 1830 V-5.1 stock market reforms are in force (TitleData.blockSalesAfterLast, set by reformSalesIfDue). */
  salesReformed = false;
  /** The earliest end of the game that something has triggered, if any. */
  endTrigger: { reason: EndReason; timing: EndTiming; round?: Round; turn?: unknown } | null = null;
  /** Actions applied, in order (the effective log). */
  readonly actions: GameAction[] = [];
  /**
   * Changes whenever the game may have changed: with each action applied and each automatic move.
   * An answer derived from the game holds while it is the same (the moves a step allows, found after
   * an action and asked again by the next action's check).
   */
  position = 0;

  /** The position was changed by hand, not by an action (a test's constructed position): what was found for the old one no longer holds. */
  edited(): void {
    this.position++;
  }
  /** What happened, in words, for the game log the players read. */
  readonly messages: { n: number; text: string }[] = [];
  /** Each player's programme, if he has set one (shared/engine/programmes.ts). */
  readonly programmes = new Map<Player, Programme>();

  constructor(
    readonly title: Title,
    players: { id: string | number; name: string }[],
    options: GameOptions = {},
    seed = 0,
  ) {
    this.options = { optional_rules: options.optional_rules ?? [], best_routes: options.best_routes ?? true, consent: options.consent ?? true, trusted: options.trusted ?? false };
    const invalid = invalidChoice(titleOptions(title), this.options.optional_rules, title.data.title);
    if (invalid) throw new GameError(invalid);
    const data = titleData(title, this.options);
    this.data = data;
    // Data that plays an operating round's part its title does not name would leave the part out unsaid (Title.operatingParts).
    const parts = title.operatingParts;
    const minorCards = data.companies.some((c) => c.abilities?.some((a) => a.type === "minor"));
    const hexBonuses = data.companies.some((c) => c.abilities?.some((a) => a.type === "bonusHex"));
    const routeBonuses = data.companies.some((c) => c.abilities?.some((a) => a.type === "routeBonusMarker" || (a.type === "extraTileLay" && a.routeBonus)));
    if (
      (data.shareIssues && !parts?.issues) || (data.loans && !parts?.loans) || (data.cashCrisis && !parts?.cashCrisis) || (minorCards && !parts?.minorTakeOver) ||
      (data.licences?.length && !parts?.licences) || (data.economicUncertainty && !parts?.uncertainty) || (data.randomRevenues && !parts?.randomRevenue) ||
      (hexBonuses && !parts?.hexBonus) || (routeBonuses && !parts?.routeBonus)
    ) {
      throw new Error(`${data.title}: its data plays share issues, loans, a cash crisis, minors' cards, licences, uncertainty tokens, random revenues, hex bonuses or route bonuses, which its title does not name (Title.operatingParts)`);
    }
    const startingCash = data.startingCash[players.length];
    if (startingCash === undefined) throw new GameError(`${data.title} is for ${Object.keys(data.startingCash).join(", ")} players`);
    this.rng = new SeededRandom(seed);
    this.bank = new Bank(data.bankCashByPlayers?.[players.length] ?? data.bankCash);
    this.players = (data.randomSeating ? dealSeats(players, this.rng) : players).map((p) => new Player(String(p.id), p.name));
    for (const p of this.players) this.pay(this.bank, p, startingCash);
    this.corporations = data.corporations.map((def) => new Corporation(def, data.minorsApart));
    // CompanyDef.minPlayers: a company for larger tables is not in the game at all.
    this.companies = data.companies.filter((def) => players.length >= (def.minPlayers ?? 0)).map((def) => new Company(def));
    this.market = new StockMarket(data.market);
    for (const c of this.corporations) {
      // A share value fixed from the start (CorporationDef.startPrice): its shares are on sale at it.
      const start = c.def.startPrice;
      if (!start) continue;
      const col = data.market[start.row]?.findIndex((cell) => cell?.price === start.price) ?? -1;
      if (col < 0) throw new Error(`${c.sym}: no market box of ${start.price} in row ${start.row}`);
      this.market.place(c.sym, { row: start.row, col });
      c.parPrice = start.price;
    }
    this.board = new Board(data, { routes: title.routeHooks });
    if (data.licences?.length) this.board.visitRule = this;
    if (hexBonuses) this.board.stopBonus = this;
    if (title.oneRouteBonus) this.board.oneRouteBonus = this;
    this.depot = new Depot(data.trains, title.extraTrains?.(this.options) ?? {});
    this.phases = new Phases(data.phases);
    this.uncertainty = parts?.uncertainty?.state(this) ?? null;
    this.priority = this.players[0]!;
    title.setup?.(this);
    this.round = title.firstRound(this);
    this.settle();
  }

  // ---- lookups -----------------------------------------------------------

  player(id: string | number): Player {
    const player = this.players.find((p) => p.id === String(id));
    if (!player) throw new GameError(`no player ${id} in this game`);
    return player;
  }

  corporation(sym: string): Corporation {
    const corp = this.corporations.find((c) => c.sym === sym);
    if (!corp) throw new GameError(`no corporation ${sym} in ${this.data.title}`);
    return corp;
  }

  company(sym: string): Company {
    const company = this.companies.find((c) => c.sym === sym);
    if (!company) throw new GameError(`no private company ${sym} in ${this.data.title}`);
    return company;
  }

  entityOf(action: { entity: string | number; entity_type: string }): Entity {
    switch (action.entity_type) {
      case "player":
        return this.player(action.entity);
      // 18xx.games names a minor kept apart from its corporations (TitleData.minorsApart) by its own type, and only so.
      case "corporation":
      case "minor": {
        const corp = this.corporation(String(action.entity));
        if (corp.entityType !== action.entity_type) {
          throw new GameError(corp.entityType === "minor" ? `${corp.sym} is a minor, not a corporation` : `${corp.sym} is not a minor`);
        }
        return corp;
      }
      case "company":
        return this.company(String(action.entity));
      default:
        throw new GameError(`${action.entity_type} entities do not act in ${this.data.title}`);
    }
  }

  /** The other players in seating order, starting with the one to this player's left. */
  playersClockwiseFrom(player: Player): Player[] {
    const i = this.players.indexOf(player);
    return [...this.players.slice(i + 1), ...this.players.slice(0, i)];
  }

  /** The player to this player's left who is not bankrupt (TitleData.bankruptcyEndsWithLastPlayer: they sit out). */
  nextPlayer(player: Player): Player {
    let next = player;
    do next = this.players[(this.players.indexOf(next) + 1) % this.players.length]!;
    while (next.bankrupt && next !== player);
    return next;
  }

  get phase() {
    return this.phases.current;
  }

  certLimit(): number {
    return this.title.certLimit?.(this) ?? this.data.certLimit[this.players.length]!;
  }

  /** The corporations still in the game (see Corporation.removed, Corporation.closed). */
  activeCorporations(): Corporation[] {
    return this.corporations.filter((c) => !c.removed && !c.closed);
  }

  /**
   * Operating order (1830 7.0, chosen anew before each turn): corporations without a share price
   * (minors) first, in charter order; then the highest share value first, ties
   * broken on the market (StockMarket.compareForOperating).
   */
  compareForOperating(a: Corporation, b: Corporation): number {
    const pa = this.market.position(a.sym);
    const pb = this.market.position(b.sym);
    if (!pa || !pb) {
      if (pa) return 1;
      if (pb) return -1;
      return this.corporations.indexOf(a) - this.corporations.indexOf(b);
    }
    return this.market.compareForOperating(a.sym, b.sym);
  }

  /** The train limit of a corporation now: its own, or the phase's for its kind (PhaseDef.trainLimits). */
  trainLimit(corp: Corporation): number {
    if (corp.def.trainLimit !== undefined) return corp.def.trainLimit;
    const phase = this.phase;
    const type = corp.def.type;
    if (type && phase.trainLimits) return phase.trainLimits[type] ?? 0;
    return phase.trainLimit;
  }

  /**
   * Home cities kept for corporations that have not placed their home station
   * (1830 7.3.3): "hex:city" -> corporations, or "hex" alone for a home hex with
   * several cities and none named (see TitleData.hexReservation); a hex may be
   * kept for several corporations.
   */
  reservations(): Map<string, string[]> {
    const reserved = new Map<string, string[]>();
    // Asked at each station step's check: each key's list made once and added to.
    const keep = (key: string, sym: string) => {
      const kept = reserved.get(key);
      if (!kept) reserved.set(key, [sym]);
      else if (!kept.includes(sym)) kept.push(sym);
    };
    for (const c of this.corporations) {
      if (c.removed || c.closed) continue;
      // A corporation without markers of its own (formed from minors, which bring theirs) keeps no
      // home city, unless the title keeps its home hex for it until it has a station there (TitleData.formedHomeKept).
      if (!c.def.tokens.length) {
        const home = c.home;
        if (home && this.data.formedHomeKept && !this.board.tokensAt(home).some((city) => city.includes(c.sym))) keep(home, c.sym);
        continue;
      }
      // CorporationDef.stationRights: a circle kept in each hex of a right until its phase.
      for (const right of c.def.stationRights ?? []) {
        if (right.reservedUntil && !this.phases.reached.has(right.reservedUntil) && !this.board.tokensAt(right.hex).some((city) => city.includes(c.sym))) keep(`${right.hex}:0`, c.sym);
      }
      if (c.tokensPlaced > 0) continue;
      // Starting hexes kept whole until its first station, whatever else is open (CorporationDef.homeKept, 1830 S-1.2 7.3).
      for (const hex of c.def.homeKept?.hexes ?? []) keep(hex, c.sym);
      // A corporation choosing between home hexes keeps each of them until it has chosen, or, where the
      // title says so (1830 V-7.4), only its last open starting city circle: the others may be filled.
      if (!c.home && c.def.homeChoice) {
        if (!this.data.reserveLastStartingCircle) for (const hex of c.def.homeChoice) keep(`${hex}:0`, c.sym);
        else {
          // Its own station space on a starting hex (V-7.5, the RDR's G-15) is always open: no circle needs keeping.
          const ownSpace = c.def.homeChoice.some((hex) => this.board.hasStationSpaceFor(hex, c.sym));
          const open = ownSpace ? [] : c.def.homeChoice.flatMap((hex) => this.board.tokensAt(hex).flatMap((slots, city) => (slots.includes(null) ? [`${hex}:${city}`] : [])));
          if (open.length === 1) keep(open[0]!, c.sym);
        }
      }
      if (c.operated || !c.home) continue;
      const cities = this.board.tileAt(c.home).cities.length;
      keep(c.homeCity !== undefined || cities <= 1 ? `${c.home}:${c.homeCity ?? 0}` : c.home, c.sym);
    }
    // "freeStation": the private's city keeps a circle for it until a corporation owns it.
    for (const co of this.companies) {
      if (co.closed || co.owner instanceof Corporation) continue;
      const free = ability(co, "freeStation");
      if (free) keep(`${free.hex}:${free.city}`, co.sym);
    }
    return reserved;
  }

  /** Private companies that block a hex while a player owns them (1830 T-05). */
  blockedHexes(): Set<string> {
    const hexes = new Set<string>();
    for (const c of this.companies) {
      if (c.closed || !(c.owner instanceof Player)) continue;
      if (c.def.blocksUntilPhase && this.phases.reached.has(c.def.blocksUntilPhase)) continue;
      for (const hex of c.def.blocksHexes ?? (c.def.blocksHex ? [c.def.blocksHex] : [])) hexes.add(hex);
    }
    return hexes;
  }

  // ---- money and the log -------------------------------------------------

  /** An amount of money as players read it, in the title's currency ("$120", "Kr840"; TitleData.currency). */
  /** Board.visitRule where the title has licences: a hex the corporation holds no licence for (1830+ S-1.2 7.2). */
  visitProblem(corporation: string, hex: string): string | null {
    return this.title.operatingParts?.licences?.visitProblem(this, corporation, hex) ?? null;
  }

  /** [route bonus] What the markers add to these routes (Title.operatingParts.routeBonus); nothing where the title has none. */
  routeBonusRevenue(routes: readonly ResolvedRoute[]): number {
    return this.title.operatingParts?.routeBonus?.revenue(this, routes) ?? 0;
  }

  /** Board.stopBonus where the title's privates give bonuses on hexes ([hex bonus]: bonus-hex.ts). */
  stopBonus(corporation: string, hex: string): number {
    return this.title.operatingParts?.hexBonus?.of(this, corporation, hex) ?? 0;
  }

  /** Board.oneRouteBonus where the title has such a bonus (Title.oneRouteBonus). */
  oneRouteBonus(corporation: string): ((stops: readonly RouteStop[]) => number) | null {
    return this.title.oneRouteBonus?.(this, this.corporation(corporation)) ?? null;
  }

  money(amount: number): string {
    return formatMoney(amount, this.data.currency);
  }

  /** Moves money; the bank may go below zero once broken (1830 8.0: play on, paying on paper). */
  pay(from: Payer, to: Payer, amount: number): void {
    if (amount < 0) throw new Error(`negative payment ${amount}`);
    if (!(from instanceof Bank) && from.cash < amount) {
      throw new GameError(`${"name" in from ? from.name : from.sym} has ${this.money(from.cash)}, not ${this.money(amount)}`);
    }
    from.cash -= amount;
    to.cash += amount;
    if (from instanceof Bank && from.cash <= 0 && !this.bankBroken && !this.data.unlimitedBank) {
      this.bankBroken = true;
      const when = this.data.bankBreakEnds === "operatingRound" ? "at the end of this operating round (of the next one, in a stock round)" : "after the current set of operating rounds";
      this.log(this.cite(`The bank has run out of money: the game ends ${when} (1830 8.0)`));
    }
  }

  log(text: string): void {
    this.messages.push({ n: this.actions.length, text });
  }

  // ---- processing --------------------------------------------------------

  /** Parses, checks and applies one action (not undo/redo: see Table), then its recorded automatic actions; a trusted log's are applied unchecked (GameOptions.trusted). */
  process(raw: unknown): void {
    const trusted = this.options.trusted;
    const action = trusted ? (raw as GameAction) : checkAction(raw);
    if (this.finished && action.type !== "message") throw new GameError("the game is over");
    if (!trusted && !isPassive(action.type) && action.type !== "end_game") {
      const entity = this.entityOf(action);
      const allowed = this.round.actionTypes(entity, action.type);
      if (!allowed.includes(action.type)) {
        const why = this.round.whyNot(entity, action.type, action);
        throw new GameError(this.cite(why));
      }
    }
    if (action.type === "program_share_pass" || action.type === "program_buy_shares" || action.type === "program_merger_pass" || action.type === "program_disable") {
      this.position++;
      applyProgrammeAction(this, action);
      this.actions.push(action);
    } else if (isPassive(action.type)) {
      // A line 18xx.games' site wrote into a log is read from a recorded log only, never sent by a player.
      if (action.type === "log" && this.options.consent) throw new GameError("a log line of 18xx.games is only read from an imported game's log");
      this.actions.push(action);
    } else if (action.type === "end_game") {
      // The players agree to end the game now; values are counted as they stand.
      // 18xx.games writes it for whichever entity was acting: a player, or a corporation in its turn.
      this.entityOf(action);
      this.actions.push(action);
      this.endGame("manually_ended");
    } else {
      // Steps check before they change anything; what `apply` records before a step refuses
      // (the action, lines for the game log) is taken back here, so a refusal costs no replay.
      const actions = this.actions.length;
      const messages = this.messages.length;
      try {
        this.apply(action);
      } catch (e) {
        if (!(e instanceof GameError)) throw e;
        this.actions.length = actions;
        this.messages.length = messages;
        throw this.data.citations || this.data.uncited ? new GameError(this.cite(e.message)) : e;
      }
    }
    const autos = (raw as { auto_actions?: unknown[] | null }).auto_actions;
    if (autos !== undefined && autos !== null) for (const auto of autos) this.process(auto);
  }

  /**
   * The actions the players' programmes make now (18xx.games' `auto_actions`): after a live action,
   * LogSession.play applies these until there are none, and writes them on the action.
   */
  autoActions(): ProgrammedAction[] {
    return programmedActions(this);
  }

  /** Applies an action process() has found this entity may take now. */
  private apply(action: GameAction): void {
    this.position++;
    const entity = this.entityOf(action);
    this.actions.push(action);
    this.round.process(action, entity);
    retireUnstartable(this);
    this.settle();
  }

  /** 1830 7.4: whether run_routes must reach the highest revenue (not while a log replays, nor at a table playing routes as declared). */
  get bestRoutesRequired(): boolean {
    return this.options.best_routes && !this.options.optional_rules.includes(DECLARED_ROUTES.id);
  }

  /** Everything this entity may do now (shared/engine/legal.ts); empty when it is not its turn. */
  legalActions(entity: Entity): LegalAction[] {
    return this.finished ? [] : this.round.legalActions(entity);
  }

  /** The entities that may act now: the one the round waits for first, then privates with abilities usable now. */
  actingEntities(): Entity[] {
    return [...this.acting()].map((a) => a.entity);
  }

  /**
   * The first of actingEntities with its legal actions, or null: without working out the legal actions of
   * every other entity (each private's lays on every hex of its ability), which a bot asking whom the game
   * waits for never needs.
   */
  firstActing(): { entity: Entity; legal: LegalAction[] } | null {
    for (const acting of this.acting()) return acting;
    return null;
  }

  private *acting(): Generator<{ entity: Entity; legal: LegalAction[] }> {
    if (this.finished) return;
    const active = this.round.activeEntity();
    const others = [...this.players, ...this.corporations, ...this.companies].filter((e) => e !== active);
    for (const entity of [...(active ? [active] : []), ...others]) {
      if (!this.round.actionTypes(entity).length) continue;
      const legal = this.legalActions(entity);
      if (legal.length) yield { entity, legal };
    }
  }

  /**
   * A message with the engine's rule references rewritten to the title's rule book (TitleData.citations),
   * or taken out where the title has no book here (TitleData.uncited).
   */
  cite(message: string): string {
    if (this.data.uncited) return uncite(message);
    const citations = this.data.citations;
    if (!citations) return message;
    let pattern = citePatterns.get(citations);
    if (!pattern) {
      const keys = Object.keys(citations).sort((a, b) => b.length - a.length);
      pattern = new RegExp(keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + (/[\d]$/.test(k) ? "(?![\\d.]*\\d)" : "")).join("|"), "g");
      citePatterns.set(citations, pattern);
    }
    return message.replace(pattern, (k) => citations[k] ?? k);
  }

  /** Records that the game will end (the earliest trigger wins). */
  triggerEnd(reason: EndReason, timing: EndTiming): void {
    const order: EndTiming[] = ["turn", "round", "orSet"];
    if (this.endTrigger && order.indexOf(this.endTrigger.timing) <= order.indexOf(timing)) return;
    // "The turn": whoever's turn the round is in now (an operating corporation; a stock round ends with its last turn).
    this.endTrigger = { reason, timing, round: this.round, turn: (this.round as { current?: unknown }).current };
    const when = { turn: "at the end of this turn", round: "at the end of this round", orSet: "after the current set of operating rounds" };
    this.log(`The game ends ${when[timing]}`);
  }

  /** Whether the turn or round an end trigger waits for is over. */
  private endDue(): boolean {
    const trigger = this.endTrigger;
    if (!trigger || trigger.timing === "orSet") return false;
    if (this.round.finished) return true;
    return trigger.timing === "turn" && (this.round !== trigger.round || (this.round as { current?: unknown }).current !== trigger.turn);
  }

  /** Runs automatic moves and round changes until a decision is needed. */
  settle(): void {
    // [closing at zero] as 18xx.games closes: after the action and its round's automatic moves, not in the rounds that
    // follow without a decision (a corporation they take to $0 closes after the next action).
    let roundChanged = false;
    for (let guard = 0; guard < 10_000; guard++) {
      this.position++;
      if (this.finished) return;
      // 1830 7.7: a manager's money repays his railroad's loan as soon as he acquires it.
      if (this.data.receivership) repayFromManagers(this);
      // [closing at zero]: a corporation whose share value reaches a closing box closes once the round's automatic moves
      // are made, as 18xx.games plays 1846 (one without a president may still buy its train first).
      // Asked once a move (a search of the market's boxes): closeAtZero finds none unless one is there.
      const atClosing = !roundChanged && anyAtClosingBox(this);
      if (atClosing && !this.round.finished && this.round.settle()) continue;
      if (atClosing && closeAtZero(this)) continue;
      // TitleData.endsWhenAllClosed: nothing is left to play.
      if (this.data.endsWhenAllClosed && this.allClosed()) {
        this.endGame("all_closed");
        return;
      }
      // A share value in a box marked endGame ends the game at the end of the round (1830 V-8.0: of the turn).
      if (this.marketPeakReached() && this.endTrigger?.reason !== "stock_market") this.triggerEnd("stock_market", this.data.marketEndAfterTurn ? "turn" : "round");
      if (this.endDue()) {
        this.endGame(this.endTrigger!.reason);
        return;
      }
      if (this.round.finished) {
        // [unfinished game] (TitleData.stockRoundsAtMost): a game still going after so many stock rounds ends.
        const most = this.data.stockRoundsAtMost;
        if (most !== undefined && this.stockRoundNumber >= most) {
          this.endGame("dnf");
          return;
        }
        this.round = this.title.nextRound(this, this.round);
        roundChanged = true;
        dropProgrammesAtRoundChange(this);
        continue;
      }
      if (!this.round.settle()) return;
    }
    throw new Error("the game did not settle: a round keeps moving without a decision");
  }

  /** Whether a share value in a box marked endGame ends the game: at once, or with TitleData.marketEndInOperatingTurn
   *  only while the railroad in it operates (1830+ S-5.2 8.0). */
  private marketPeakReached(): boolean {
    if (!this.market.endReached) return false;
    if (!this.data.marketEndInOperatingTurn) return true;
    const current = (this.round as { current?: unknown }).current;
    if (!(current instanceof Corporation)) return false;
    const at = this.market.position(current.sym);
    return !!at && !!this.market.cell(at)?.endGame;
  }

  /** Every corporation in the game (not left out at setup, minors aside) and every private company has closed. */
  private allClosed(): boolean {
    // Asked at every automatic move: plain loops.
    for (const c of this.corporations) if (!(c.closed || c.removed || c.def.minor)) return false;
    for (const c of this.companies) if (!c.closed) return false;
    return true;
  }

  endGame(reason: EndReason): void {
    this.finished = true;
    this.endReason = reason;
    const why: Record<EndReason, string> = {
      bank: "the bank broke",
      bankrupt: "a player went bankrupt",
      stock_market: "a share value reached the top of the market",
      manually_ended: "the players agreed to end it",
      all_closed: "every corporation and private company has closed",
      dnf: `it did not finish within ${this.data.stockRoundsAtMost} stock rounds`,
      final_train: "the set of operating rounds after the bank sold its last train is over",
      final_phase: "the set of operating rounds after the last phase began is over",
    };
    this.log(`Game over (${why[reason]})`);
  }

  // ---- results -----------------------------------------------------------

  /** 1830 8.0: cash, shares at their share price, and privates still open at face value. */
  playerValue(player: Player): number {
    let value = player.cash;
    const lowestPar = this.data.minorsValuedAtLowestPar ? Math.min(...this.market.parCells().map((c) => c.price)) : 0;
    for (const corp of this.corporations) {
      const price = this.market.price(corp.sym);
      // TitleData.pricePerShare: the value is one share's of the corporation's size, not 10%'s.
      const unit = this.data.pricePerShare ? 100 / shareCount(corp) : 10;
      if (price !== null && price !== undefined) value += (corp.percentOf(player) / unit) * price;
      else if (corp.def.minor) value += (corp.percentOf(player) / 50) * lowestPar;
    }
    for (const c of player.companies) if (!c.closed) value += c.def.value;
    return value;
  }

  result(): Record<string, number> {
    return Object.fromEntries(this.players.map((p) => [p.id, this.playerValue(p)]));
  }

  /** The players' ids in the order they sit (1830 V-1.1: as dealt). */
  seatOrder(): string[] {
    return this.players.map((p) => p.id);
  }
}

/**
 * 1830 C-2.1 (V-1.1 random seat positions): the numbered markers are shuffled and dealt, and the players sit
 * clockwise by their numbers, "1" first with the priority deal. Dealt from the game's seed to the players taken
 * by id, so that the seating does not depend on the order they are listed in: a log exported with the players
 * as they sat deals the same seats again.
 */
export function dealSeats<P extends { id: string | number }>(players: readonly P[], rng: SeededRandom): P[] {
  return rng.shuffle([...players].sort((a, b) => (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0)));
}

const citePatterns = new WeakMap<Record<string, string>, RegExp>();

/**
 * The engine's citations as its messages write them: a lead ("1830 6.2: ", "C-2.2: ", "1830 7.2.1 #6-7,
 * 7.2.2 #5: ", "[par slots]: ") and references in brackets ("(1830 8.0)", "(C-2.3.1)").
 */
const CITED_LEAD = /^(?:1830 |[A-Z]-\d|\[)[^:]{0,60}: /;
const CITED_ASIDE = / ?\((?:1830 |[A-Z]-\d|\[)[^()]*\)/g;

/** A message without the engine's citations, in plain words (TitleData.uncited). */
export function uncite(message: string): string {
  const plain = message.replace(CITED_LEAD, "").replace(CITED_ASIDE, "");
  return plain === message ? message : plain.charAt(0).toUpperCase() + plain.slice(1);
}

const PASSIVE = new Set<GameActionType>(["program_buy_shares", "program_share_pass", "program_merger_pass", "program_disable", "message", "log"]);
function isPassive(type: GameActionType): boolean {
  return PASSIVE.has(type);
}

export function entityName(entity: Entity): string {
  return entity instanceof Player ? entity.name : entity.sym;
}

