// A computer player for the 18xx titles (1830 in every ruleset, 1882, 1837, 18Chesapeake: 1830's profile).
// It is a client of the engine like any seat: it reads the legal actions the
// game offers the entity it controls (shared/engine/legal.ts), scores each,
// and sends the best as an action in the log's shape, which `process` accepts
// as it accepts any player's. It uses no clock and no randomness: the same
// game gives the same move, so a game with bots replays from its log.
// How it decides, round by round, is in docs/bots.md.
import { Company, Corporation, Player, type Entity } from "../engine/entities.ts";
import type { Game } from "../engine/game.ts";
import type { LegalAction } from "../engine/legal.ts";
import { corporationBestRoutes } from "../engine/route-search.ts";
import { SeededRandom } from "../engine/rng.ts";
import { interestOwed, interestRate, loansAvailable, shareCount } from "../engine/loans.ts";
import { conversionMarkers, markersCost, MergerAndConversionRound } from "../engine/rounds/merger-conversion.ts";
import { mergerOutcome } from "../engine/rounds/merger-outcome.ts";
import { OperatingRound } from "../engine/rounds/operating.ts";
import { heldShorts } from "../engine/shorts.ts";
import { controllingPlayer } from "../engine/session.ts";
import { cheapestTrain, lastingTrains, plannedTrains, reach, SEARCH_BUDGET, TrialBoard, trainsUntilRust } from "./evaluate.ts";

/** What differs between titles in how the bot plays them (see botFor). */
export interface BotProfile {
  /** The most corporations it starts and presides at once. */
  presidencies: number;
  /** How much above a private's face value it bids, as a share of it. */
  privatePremium: number;
  /** The most of his starting money a player spends on privates. */
  privateShare: number;
  /** The highest par it starts a corporation at, where a higher one leads too soon to the box that ends the game. */
  maxPar?: number;
  /** The hard bot's playout budget (moves played out a decision), where the title's moves cost more than 1830's (shared/bots/hard.ts PLAYOUT_BUDGET). */
  playoutBudget?: number;
}

const PROFILES: Record<string, BotProfile> = {
  "1830": { presidencies: 2, privatePremium: 0.1, privateShare: 0.4 },
  // 1882: only the $100 par row reaches the $350 box that ends the game (12); started there, companies
  // that pay every turn end it long before the bank breaks.
  "1882": { presidencies: 2, privatePremium: 0.1, privateShare: 0.4, maxPar: 90 },
  // 1837: the minors (sold as private cards) become shares of the majors they form: worth their price and more.
  // 1837: a move played out costs about twice 1830's (more companies, longer logs to copy): the hard bot plays out fewer to stay within its budget.
  "1837": { presidencies: 2, privatePremium: 0.2, privateShare: 1, playoutBudget: 160 },
  // 1817: a late move played out costs several times 1830's (many corporations, each run a long route search): fewer are played out.
  "1817": { presidencies: 2, privatePremium: 0.1, privateShare: 0.4, playoutBudget: 300 },
  // 1846: a move played out costs about twice 1830's: fewer are played out.
  "1846": { presidencies: 2, privatePremium: 0.1, privateShare: 0.4, playoutBudget: 240 },
};

/** An action in the log's shape (18xx.games JSON), ready for Game.process. */
export type BotAction = Record<string, unknown> & { type: string };

export interface Scored {
  score: number;
  action: BotAction;
}

/** The entity as actions name it (`entity`, `entity_type`). */
export function entityRef(entity: Entity): { entity: string | number; entity_type: string } {
  if (entity instanceof Player) return { entity: Number(entity.id), entity_type: "player" };
  if (entity instanceof Corporation) return { entity: entity.sym, entity_type: entity.entityType };
  return { entity: (entity as Company).sym, entity_type: "company" };
}

/** The bot for a title: the same decisions everywhere, tuned by the title's profile. */
export function botFor(title: string, playerId: string, seed = 0): Bot {
  return new Bot(playerId, profileFor(title), seed);
}

/** The title's profile (1830's where it has none of its own). */
export function profileFor(title: string): BotProfile {
  return PROFILES[title] ?? PROFILES["1830"]!;
}

export class Bot {
  constructor(
    /** The seat it plays: it acts for this player and for what he controls. */
    readonly playerId: string,
    readonly profile: BotProfile,
    /** Varies its taste from game to game (see jitter): the game's seed, so that a game with bots replays. */
    readonly seed = 0,
    /** How many route searches one decision may run (fewer when it plays out futures for the hard bot). */
    readonly searchBudget = SEARCH_BUDGET,
    /**
     * Whether its best few tile lays are tried with the route search (two searches a lay: the earnings before and
     * after). The hard bot's playouts judge track by the quick score alone: there money matters more than track,
     * and those searches were most of a late 1817 playout's cost.
     */
    readonly trialLays = true,
  ) {}

  /** What each corporation earned on the board of a stock round, by round: the board does not change in it. */
  readonly revenueCache = new Map<string, number>();

  /**
   * A small variation of a score, the same for the same game position and option: drawn from the seed,
   * the seat, the number of actions and the option, with the engine's generator (no state to keep, so a
   * bot rebuilt from the log decides the same).
   */
  jitter(game: Game, option: number): number {
    const rng = new SeededRandom(this.seed * 7919 + Number(this.playerId) * 104729 + game.actions.length * 31 + option);
    return rng.fairBelow(1000) / 1000;
  }

  /** Whether this bot decides for the entity (its player, his corporations and privates). */
  controls(entity: Entity): boolean {
    return controllingPlayer(entity)?.id === this.playerId;
  }

  /**
   * The bot's move now, or null when it has none to make: for the first entity the game waits
   * for, if the bot controls it (a private's ability is used only when the game waits for the private).
   */
  choose(game: Game): BotAction | null {
    const first = game.firstActing();
    if (!first || !this.controls(first.entity)) return null;
    return this.chooseFor(game, first.entity, first.legal);
  }

  /** The best of the entity's legal actions (given when the caller has them: Game.firstActing), as an action. */
  chooseFor(game: Game, entity: Entity, legal: readonly LegalAction[] = game.legalActions(entity)): BotAction | null {
    if (!legal.length) return null;
    const best = this.ranked(game, entity, legal)[0];
    // Nothing the bot wants, and no pass: the least it can do (the cheapest purchase, the first choice).
    const action = best?.action ?? leastOf(legal.find((o) => o.type !== "offer") ?? legal[0]!);
    return { ...action, ...entityRef(entity) };
  }

  /** Every way to take the legal actions the bot would consider, scored, best first (ties: the first offered). */
  ranked(game: Game, entity: Entity, legal: readonly LegalAction[]): Scored[] {
    const ctx = new Decision(game, entity, this, legal);
    const all: Scored[] = [];
    for (const [i, option] of legal.entries()) {
      // Only choices a player could argue about vary: a pass stays a pass.
      const vary = option.type === "par" || option.type === "buy_shares" || option.type === "bid" || option.type === "buy_company" ? 3 * this.jitter(game, i) : 0;
      for (const scored of ctx.score(option)) all.push({ ...scored, score: scored.score + vary });
    }
    // A stable sort: of equal scores, the first found stays first (as the strict ">" of a single pass chose).
    return all.sort((a, b) => b.score - a.score);
  }
}

/** The plainest action a legal action allows: the least amount, the first of each choice. */
export function leastOf(legal: LegalAction): BotAction {
  switch (legal.type) {
    case "pass":
    case "bankrupt":
      return { type: legal.type };
    case "bid":
      return { type: "bid", ...(legal.company === undefined ? {} : { company: legal.company }), ...(legal.corporation === undefined ? {} : { corporation: legal.corporation }), price: legal.min };
    case "take_loan":
    case "payoff_loan":
    case "convert":
      return { type: legal.type };
    case "merge":
    case "short":
      return { type: legal.type, corporation: legal.corporation };
    case "par": {
      const low = legal.prices.reduce((a, b) => (b.price < a.price ? b : a));
      return { type: "par", corporation: legal.corporation, share_price: low.sharePrice, ...(low.slot !== undefined ? { slot: low.slot } : {}) };
    }
    case "buy_shares":
    case "sell_shares":
      return { type: legal.type, shares: legal.shares, percent: legal.percent };
    case "buy_company":
      return { type: "buy_company", company: legal.company, price: legal.min };
    case "lay_tile":
      return { type: "lay_tile", hex: legal.hex, tile: legal.tile, rotation: legal.rotations[0]! };
    case "place_token":
      return { type: "place_token", city: legal.city, slot: legal.slot, ...(legal.tokenType ? { token_type: legal.tokenType } : {}) };
    case "remove_token":
      return { type: "remove_token", city: legal.city, slot: legal.slot };
    case "run_routes":
      return { type: "run_routes", routes: [] };
    case "dividend":
      return { type: "dividend", kind: legal.kinds[0]! };
    case "buy_train":
      return { type: "buy_train", train: legal.train, price: legal.min, ...(legal.exchange?.length ? { exchange: legal.exchange[0] } : {}), ...(legal.variant ? { variant: legal.variant } : {}) };
    case "discard_train":
    case "scrap_train":
      return { type: legal.type, train: legal.train };
    case "assign":
      return { type: "assign", target: legal.target, target_type: legal.target_type };
    case "offer":
      return { type: "offer", ...(legal.train !== undefined ? { train: legal.train } : { company: legal.company }), price: legal.min };
    case "respond":
      return { type: "respond", ...(legal.train !== undefined ? { train: legal.train } : { company: legal.company }), accept: false };
    case "choose":
      return { type: "choose", choice: legal.choices[0]! };
  }
}

/** One decision: the position, the entity, and the searches it has left. */
class Decision {
  private readonly me: Player;
  private trial: TrialBoard | null = null;
  private searches: number;
  private base: number | null = null;

  constructor(
    private readonly game: Game,
    private readonly entity: Entity,
    private readonly bot: Bot,
    private readonly legal: readonly LegalAction[],
  ) {
    this.me = game.player(bot.playerId);
    this.searches = bot.searchBudget;
    this.mayPass = legal.some((o) => o.type === "pass");
  }

  /** Whether the entity may pass now: when it may not, a purchase or a sale is forced on it. */
  private readonly mayPass: boolean;

  /** The ways to take this legal action, each scored; higher is better, pass scores 0. */
  score(legal: LegalAction): Scored[] {
    switch (legal.type) {
      case "pass":
        return [{ score: 0, action: { type: "pass" } }];
      case "bankrupt":
        // Only when nothing else is left (the rules offer it alone then).
        return [{ score: -1000, action: { type: "bankrupt" } }];
      case "bid":
        return this.bid(legal);
      case "take_loan":
        return this.takeLoan();
      case "payoff_loan":
        return this.payoffLoan();
      case "convert":
        return this.convert();
      case "merge":
        return this.merge(legal.corporation);
      case "short":
        return this.short(legal.corporation);
      case "par":
        return this.par(legal);
      case "buy_shares":
        return this.buyShares(legal);
      case "sell_shares":
        return this.sellShares(legal);
      case "buy_company":
        return this.buyCompany(legal);
      case "lay_tile":
        return this.layTile(legal);
      case "place_token":
        return this.placeToken(legal);
      case "remove_token":
        return [{ score: -5, action: { type: "remove_token", city: legal.city, slot: legal.slot } }];
      case "run_routes":
        // 1830 7.4: the best revenue, which the exact search finds.
        return [{ score: 1000, action: { type: "run_routes", routes: corporationBestRoutes(this.game, this.entity as Corporation).routes } }];
      case "dividend":
        return this.dividend(legal);
      case "buy_train":
        return this.buyTrain(legal);
      case "discard_train":
        return this.discardTrain(legal);
      case "scrap_train":
        return [{ score: -10, action: { type: "scrap_train", train: legal.train } }];
      case "assign":
        return [{ score: 0, action: { type: "assign", target: legal.target, target_type: legal.target_type } }];
      case "offer":
        return this.offer(legal);
      case "respond":
        return this.respond(legal);
      case "choose":
        return this.choice(legal);
    }
  }

  // ---- the private auction and the stock round ---------------------------------

  /** Cash the player keeps for starting a corporation: two shares at the lowest par. */
  private startReserve(): number {
    if (this.presidencies().length >= this.bot.profile.presidencies) return 0;
    const pars = this.game.market.parCells().map((c) => c.price);
    return pars.length ? 2 * Math.min(...pars) : 0;
  }

  /** The share companies (not minors) the player presides: what the profile's limit counts. */
  private presidencies(): Corporation[] {
    return this.game.corporations.filter((c) => !c.closed && !c.def.minor && c.president === this.me);
  }

  /**
   * A private bought for what it pays and what it will be worth: up to its face value and a premium,
   * while what the player has spent and promised on privates stays within a share of his starting
   * money (the rest starts and floats his corporations).
   */
  private bid(legal: Extract<LegalAction, { type: "bid" }>): Scored[] {
    const action = (price: number) => ({ type: "bid", ...(legal.company === undefined ? {} : { company: legal.company }), price });
    if (legal.corporation !== undefined) return this.startBid(legal, legal.corporation);
    if (legal.company === undefined) return [{ score: 1, action: action(legal.min) }];
    // A card that stands for no company (a draft's pass card): as good as passing.
    const company = this.game.companies.find((c) => c.sym === legal.company);
    if (!company) return [{ score: 0, action: action(legal.min) }];
    // A card that stands for a minor's certificate (1837) is worth its corporation, not its face: the price asked.
    const certificate = company.def.closesWhenBought && legal.purchase;
    const worth = certificate ? legal.min : company.def.value * (1 + this.bot.profile.privatePremium) + company.def.revenue;
    // A round that comes back until all is sold (Round.sellsAll): what the bot would leave, it buys at the price asked
    // rather than pass (bids on others' purchases are left: they only promise money). Otherwise a player who passes too
    // would see the round come back for ever (1830 C-2.2.3: the last private unsold, the B&O, is never discounted).
    const leftover = this.game.round.sellsAll && legal.purchase ? [{ score: 1, action: action(legal.min) }] : [];
    if (legal.min > worth) return leftover;
    // C-2.2.1: a bid's most is the money not promised to other bids.
    const promised = legal.purchase ? 0 : this.me.cash - legal.max;
    const owned = this.me.companies.reduce((t, c) => t + c.def.value, 0);
    const budget = (this.game.data.startingCash[this.game.players.length] ?? this.me.cash) * this.bot.profile.privateShare;
    if (owned + promised + legal.min > budget) return leftover;
    // A cheap private is better value: the score falls with the price paid over its worth.
    return [{ score: 20 + (worth - legal.min) / 5 + company.def.revenue / 5, action: action(legal.min) }];
  }

  /**
   * [auctioned starts] A corporation put up for auction, its price its treasury and its winner its president: bid while
   * the player presides fewer than the profile allows, straight at what he would pay (his privates, which go into it,
   * and half his money; no more than the range allows), so that an auction he wants ends soon; above that he lets it go.
   */
  private startBid(legal: Extract<LegalAction, { type: "bid" }>, sym: string): Scored[] {
    if (this.presidencies().length >= this.bot.profile.presidencies) return [];
    const step = legal.step ?? 1;
    const privates = this.me.companies.reduce((t, c) => t + c.def.value, 0);
    const most = Math.min(legal.max, privates + this.me.cash / 2);
    if (most < legal.min) return [];
    const price = legal.min + Math.floor((most - legal.min) / step) * step;
    const corp = this.game.corporation(sym);
    return [{ score: 40 + this.homeValue(corp) + price / 20, action: { type: "bid", corporation: sym, price } }];
  }

  /** A corporation started while the player presides fewer than the profile allows, at the par he can float it at. */
  private par(legal: Extract<LegalAction, { type: "par" }>): Scored[] {
    if (this.presidencies().length >= this.bot.profile.presidencies) return [];
    const corp = this.game.corporation(legal.corporation);
    const float = corp.def.floatPercent ?? 60;
    const president = corp.shares[0]!.percent;
    // The highest par at which the player pays for the president's certificate and most of the float himself.
    const affordable = legal.prices.filter((p) => (p.price * president) / 10 <= this.me.cash && p.price <= (this.bot.profile.maxPar ?? Infinity));
    if (!affordable.length) return [];
    const alone = affordable.filter((p) => (p.price * Math.min(float, 60)) / 10 <= this.me.cash);
    const pick = (alone.length ? alone : affordable).reduce((a, b) => (b.price > a.price ? b : a));
    if (!alone.length && this.presidencies().length > 0) return [];
    const home = this.homeValue(corp);
    return [
      {
        score: 40 + home + pick.price / 20,
        action: { type: "par", corporation: legal.corporation, share_price: pick.sharePrice, ...(pick.slot !== undefined ? { slot: pick.slot } : {}) },
      },
    ];
  }

  /** A home station worth more in a city worth more (the printed revenue of its hex). */
  private homeValue(corp: Corporation): number {
    if (!corp.home) return 0;
    const tile = this.game.board.tileAt(corp.home);
    return tile.cities.reduce((t, c) => t + c.revenue, 0) / 10 + (tile.cities.length > 1 ? 2 : 0);
  }

  /** Whether a corporation is doomed: it has run, has no train that lasts, and cannot pay for one. */
  private doomed(corp: Corporation): boolean {
    if (!corp.floated || !corp.operated) return false;
    const need = cheapestTrain(this.game, corp);
    return lastingTrains(this.game, corp, 1) === 0 && corp.cash < need && corp.president !== this.me;
  }

  private buyShares(legal: Extract<LegalAction, { type: "buy_shares" }>): Scored[] {
    const id = legal.shares[0]!;
    const corp = this.game.corporation(id.slice(0, id.lastIndexOf("_")));
    const price = legal.price;
    if (price > this.me.cash) return [];
    const mine = corp.president === this.me;
    const held = corp.percentOf(this.me);
    const float = corp.def.floatPercent ?? 60;
    const action = { type: "buy_shares", shares: legal.shares, percent: legal.percent };
    // [shorts] A share of a corporation it is short of closes the short: bought back once the corporation stops falling.
    if (heldShorts(corp, this.me).length > 0) return this.falling(corp) ? [] : [{ score: 70, action }];
    // 1. Floating its own corporation: nothing is worth more.
    if (mine && !corp.floated) return [{ score: 100 + (legal.from === "pool" ? 1 : 0), action }];
    if (this.doomed(corp)) return [];
    // [loans] Nor one that owes more interest than it earns: its president (perhaps this player, after the purchase) pays
    // what it cannot, and it is liquidated.
    if (!mine && this.falling(corp)) return [];
    const sharePrice = this.game.market.price(corp.sym) ?? price;
    // Shares below par in the pool are cheap; a corporation paying well is worth holding.
    const earning = this.expectedRevenue(corp);
    const yieldPerShare = sharePrice > 0 ? earning / 10 / sharePrice : 0;
    if (mine) {
      // Up to 60% of its own (1830 5.4): the dividends come back to it, and control is safe.
      if (held + legal.percent > Math.max(float, 60)) return [{ score: 5 + yieldPerShare * 50, action }];
      return [{ score: 30 + yieldPerShare * 100 - (this.me.cash - price < this.startReserve() ? 25 : 0), action }];
    }
    if (!corp.floated && corp.president) {
      // Another player's corporation not yet floated: it may never run.
      return [];
    }
    if (!corp.president) return [];
    if (corp.trains.length === 0 && corp.operated) return [];
    const reserve = this.startReserve();
    if (this.me.cash - price < reserve) return [];
    return [{ score: 8 + yieldPerShare * 100 + (legal.from === "pool" ? 2 : 0), action }];
  }

  /** What a corporation earns a turn: the best routes of its trains, searched once a round (the board is still in a stock round). */
  private expectedRevenue(corp: Corporation): number {
    return this.knownRevenue(corp) ?? 0;
  }

  /** The same, or null when the decision has no search left for it (nothing is known of it then). */
  private knownRevenue(corp: Corporation): number | null {
    const key = `${this.game.round.name}:${corp.sym}:${corp.trains.map((t) => t.id).join(",")}`;
    let r = this.bot.revenueCache.get(key);
    if (r === undefined) {
      if (this.searches <= 0) return null;
      this.searches--;
      r = corp.trains.length ? corporationBestRoutes(this.game, corp).revenue : 0;
      if (this.bot.revenueCache.size > 200) this.bot.revenueCache.clear();
      this.bot.revenueCache.set(key, r);
    }
    return r;
  }

  private sellShares(legal: Extract<LegalAction, { type: "sell_shares" }>): Scored[] {
    const corp = this.game.corporation(legal.corporation);
    const action = { type: "sell_shares", shares: legal.shares, percent: legal.percent };
    const forced = this.entity instanceof Player && !this.mayPass;
    const mine = corp.president === this.me;
    const held = corp.percentOf(this.me);
    if (forced) {
      // Raising money the rules demand (an emergency): the least valuable holding first, never more than needed.
      return [{ score: -50 - legal.percent - (mine ? 30 : 0) - (held - legal.percent < corp.shares[0]!.percent ? 10 : 0), action }];
    }
    if (this.doomed(corp)) return [{ score: 60 + legal.percent / 10, action }];
    if (mine) {
      // Dumping a presidency: a corporation that must buy a train it cannot pay for, to a player who holds enough to take it.
      if (this.presidentDump(corp, legal.percent)) return [{ score: 55, action }];
      return [];
    }
    return [];
  }

  /** The player's corporation with no lasting train and too little money for one, when selling hands it to another. */
  private presidentDump(corp: Corporation, percent: number): boolean {
    if (!corp.floated || !corp.operated) return false;
    if (lastingTrains(this.game, corp, 1) > 0 || corp.cash >= cheapestTrain(this.game, corp)) return false;
    const after = corp.percentOf(this.me) - percent;
    return this.game.players.some((p) => p !== this.me && corp.percentOf(p) > after && corp.percentOf(p) >= corp.shares[0]!.percent);
  }

  /** The operating corporation buys its president's private at the most, when it has money to spare after its next train. */
  private buyCompany(legal: Extract<LegalAction, { type: "buy_company" }>): Scored[] {
    const company = this.game.company(legal.company);
    // A player buying from the bank (a start packet, 1837 I.7): as a bid at the price asked.
    if (this.entity instanceof Player) {
      return this.bid({ type: "bid", company: legal.company, min: legal.min, max: legal.min, purchase: true }).map((s) => ({
        ...s,
        action: { type: "buy_company", company: legal.company, price: legal.min },
      }));
    }
    const buyer = this.entity instanceof Corporation ? this.entity : company.owner instanceof Corporation ? company.owner : null;
    if (!buyer) return [];
    const seller = company.owner;
    if (seller instanceof Player && seller !== this.me) return legal.min <= company.def.value && buyer.cash - legal.min > cheapestTrain(this.game, buyer) ? [{ score: 3, action: { type: "buy_company", company: legal.company, price: legal.min } }] : [];
    const spare = buyer.cash - this.trainReserve(buyer);
    if (spare < legal.min) return [];
    const price = Math.min(legal.max, spare);
    return [{ score: 4, action: { type: "buy_company", company: legal.company, price } }];
  }

  // ---- loans, shorts, conversions and mergers (1817) -----------------------------

  /**
   * [loans] A loan brings its value and costs interest every round and a box of share value: taken at the trains step
   * for a train the treasury cannot pay, when the corporation has none that lasts (without a train it is liquidated) or
   * when the train earns more than the loans' interest; after a conversion, for the station markers it must buy (else
   * it is liquidated); never otherwise.
   */
  private takeLoan(): Scored[] {
    const game = this.game;
    const corp = this.entity instanceof Corporation ? this.entity : null;
    const action = { type: "take_loan" };
    if (!corp) return [];
    const round = game.round;
    if (round instanceof MergerAndConversionRound) return corp.cash < round.markersDue() ? [{ score: 90, action }] : [];
    if (!(round instanceof OperatingRound) || round.step !== "trains") return [];
    if (corp.trains.length >= game.trainLimit(corp)) return [];
    const price = cheapestTrain(game, corp);
    const value = game.data.loans!.value;
    if (price === 0 || corp.cash >= price || corp.cash + loansAvailable(game, corp) * value < price) return [];
    if (corp.trains.length === 0 || lastingTrains(game, corp, 1) === 0) return [{ score: 90, action }];
    // Another train, while loans stay within half its shares: its earnings against the interest of the loans it needs.
    const loans = Math.ceil((price - corp.cash) / value);
    if (corp.loans + loans > shareCount(corp) / 2) return [];
    const perTrain = this.expectedRevenue(corp) / corp.trains.length;
    const interest = (interestRate(game) * value * loans) / 100;
    return perTrain >= 2 * interest ? [{ score: 30, action }] : [];
  }

  /** [loans] What the treasury keeps for this turn's interest, paid after the trains: all of it where no more loans may
   *  pay it (unpaid, the corporation is liquidated). */
  private interestReserve(corp: Corporation): number {
    if (!this.game.data.loans || corp.loans === 0 || loansAvailable(this.game, corp) > 0) return 0;
    return interestOwed(this.game, corp, interestRate(this.game));
  }

  /** A loan repaid saves its interest and moves the share value a box right: while the treasury keeps its next train's price. */
  private payoffLoan(): Scored[] {
    const corp = this.entity instanceof Corporation ? this.entity : null;
    if (!corp) return [];
    const left = corp.cash - this.game.data.loans!.value;
    return left >= this.trainReserve(corp) ? [{ score: 5, action: { type: "payoff_loan" } }] : [];
  }

  /**
   * A conversion adds shares to its treasury that its president may buy and loans it may take, at the price of the station
   * markers its size brings (unpaid, it is liquidated): only when the treasury pays the markers and the corporation
   * cannot otherwise reach a train that lasts.
   */
  private convert(): Scored[] {
    const corp = this.entity as Corporation;
    const game = this.game;
    const size = shareCount(corp) === 2 ? 5 : 10;
    if (corp.cash < markersCost(corp, conversionMarkers(corp, size))) return [];
    const reach = corp.cash + loansAvailable(game, corp) * (game.data.loans?.value ?? 0);
    const needs = lastingTrains(game, corp, 1) === 0 && reach < cheapestTrain(game, corp);
    return needs && this.me.cash >= (game.market.price(corp.sym) ?? Infinity) ? [{ score: 5, action: { type: "convert" } }] : [];
  }

  /**
   * A merger, by what it would make (the engine's mergerOutcome, which the page shows): the player's shares of the survivor
   * at its new share value against his shares of the two now, what he pays into its treasury counted at his part of it; a
   * corporation without a train saved by the other's; never one that hands his corporation to another president or
   * leaves it more interest than both earn.
   */
  private merge(sym: string): Scored[] {
    const game = this.game;
    const corp = this.entity as Corporation;
    const target = game.corporation(sym);
    const o = mergerOutcome(game, corp, target);
    const action = { type: "merge", corporation: sym };
    if (o.president !== this.me || o.trains.length === 0) return [];
    const mine = o.holders.find((h) => h.player === this.me);
    if (!mine) return [];
    const paidBack = o.payment?.payer === this.me ? (o.payment.amount * mine.shares) / o.size : 0;
    let gain = mine.valueAfter - mine.valueBefore + paidBack;
    // Without a train the corporation is liquidated at the end of its turn; the other's trains keep it running.
    if (corp.trains.length === 0 || target.trains.length === 0) gain += 60;
    const [earns, earnsToo] = [this.knownRevenue(corp), this.knownRevenue(target)];
    if (earns !== null && earnsToo !== null && o.interest > earns + earnsToo) return [];
    gain -= o.overLimit * 20;
    return gain > 10 ? [{ score: gain / 5, action }] : [];
  }

  /**
   * [shorts] A short brings the share value now and costs what the corporation pays out while it is held; liquidated for
   * nothing, the corporation takes nothing back. Shorted: a corporation that is falling (doomed, or owing more interest than
   * it earns), at most two shorts held at once.
   */
  private short(sym: string): Scored[] {
    const corp = this.game.corporation(sym);
    const held = this.game.corporations.reduce((n, c) => n + heldShorts(c, this.me).length, 0);
    if (held >= 2 || !this.falling(corp)) return [];
    return [{ score: 12, action: { type: "short", corporation: sym } }];
  }

  /** A corporation on its way down: doomed (no train that lasts and no money or loans for one), owing more interest than
   *  it earns, or at its most loans without the treasury for a higher rate's interest. */
  private falling(corp: Corporation): boolean {
    const game = this.game;
    if (!corp.floated || !corp.operated || corp.president === this.me) return false;
    const borrowable = loansAvailable(game, corp) * (game.data.loans?.value ?? 0);
    if (lastingTrains(game, corp, 1) === 0 && corp.cash + borrowable < cheapestTrain(game, corp)) return true;
    if (!game.data.loans || corp.loans === 0) return false;
    const rate = interestRate(game);
    // What it earns, if the decision has a search left for it: unknown, it is not judged falling.
    const revenue = this.knownRevenue(corp);
    if (revenue === null) return false;
    // At its most loans, a rate a step higher (5% more, as more loans are taken) that its treasury and a run cannot pay liquidates it.
    if (loansAvailable(game, corp) === 0 && corp.cash + revenue < interestOwed(game, corp, rate + 5)) return true;
    return interestOwed(game, corp, rate) >= revenue;
  }

  // ---- the operating round ---------------------------------------------------

  private get corp(): Corporation {
    const e = this.entity;
    if (e instanceof Corporation) return e;
    if (e instanceof Company && e.owner instanceof Corporation) return e.owner;
    // A president's private lays for the corporation operating now.
    const operating = (this.game.round as { turn?: { corporation?: Corporation } }).turn?.corporation;
    if (operating) return operating;
    throw new Error(`the bot has no corporation to act for as ${this.entity.kind}`);
  }

  /** Money the corporation keeps for a train: the next one's price when its trains will not last. */
  private trainReserve(corp: Corporation): number {
    if (lastingTrains(this.game, corp, 2) > 0) return 0;
    return cheapestTrain(this.game, corp);
  }

  /** Earnings of the trains the corporation runs (or will run) on the board now, before any move. */
  private baseEarnings(): number {
    if (this.base === null) {
      this.trial ??= new TrialBoard(this.game);
      this.base = this.trial.earnings(this.corp, plannedTrains(this.game, this.corp));
      this.searches--;
    }
    return this.base;
  }

  private lays: { legal: Extract<LegalAction, { type: "lay_tile" }>; rotation: number; quick: number }[] | null = null;
  private layScores: Map<string, number> | null = null;

  /**
   * Tile lays: every candidate gets a cheap score (the revenue the tile adds, cities first); the best
   * few are tried on a copy of the board with the route search, scored by the earnings they add.
   */
  private layTile(legal: Extract<LegalAction, { type: "lay_tile" }>): Scored[] {
    return legal.rotations.map((rotation) => {
      const key = `${legal.hex}/${legal.tile}/${rotation}`;
      const score = this.layScoresAll().get(key) ?? -Infinity;
      return { score, action: { type: "lay_tile", hex: legal.hex, tile: legal.tile, rotation } };
    });
  }

  private layScoresAll(): Map<string, number> {
    if (this.layScores) return this.layScores;
    const corp = this.corp;
    const all = this.legal.filter((o): o is Extract<LegalAction, { type: "lay_tile" }> => o.type === "lay_tile");
    const cash = corp.cash - this.trainReserve(corp);
    this.lays = [];
    for (const legal of all) for (const rotation of legal.rotations) this.lays.push({ legal, rotation, quick: this.quickLay(legal, rotation, cash) });
    this.lays.sort((a, b) => b.quick - a.quick);
    const scores = new Map<string, number>();
    const trains = plannedTrains(this.game, corp);
    // The earnings before any lay, searched only where lays are tried against them.
    const base = trains.length && this.bot.trialLays ? this.baseEarnings() : 0;
    let left = this.bot.trialLays ? this.searches : 0;
    for (const lay of this.lays) {
      const key = `${lay.legal.hex}/${lay.legal.tile}/${lay.rotation}`;
      let score = lay.quick;
      if (trains.length && left > 0 && lay.quick > -50) {
        left = Math.min(left, this.trial!.affordable(left)) - 1;
        this.searches--;
        const trial = this.trial!;
        trial.reset();
        try {
          trial.board.layTile(lay.legal.hex, lay.legal.tile, lay.rotation);
          const gain = trial.earnings(corp, trains) - base;
          // Earnings gained dominate; the quick score breaks ties (growth for later trains).
          score = gain * 2 + lay.quick / 2;
        } catch {
          // The copy refused it (it is still legal in the game): judge it by the quick score alone.
        }
      }
      scores.set(key, score);
    }
    this.layScores = scores;
    return scores;
  }

  /** A lay's cheap score: revenue of the new tile over the old, cities and stations of the corporation, and the cost. */
  private quickLay(legal: Extract<LegalAction, { type: "lay_tile" }>, rotation: number, cash: number): number {
    const board = this.game.board;
    const old = board.tileAt(legal.hex);
    const type = board.tileTypeOf(legal.tile);
    if (!type) return -100;
    const revenue = (cs: readonly { revenue: number }[] | undefined) => (cs ?? []).reduce((t, c) => t + c.revenue, 0);
    const gain = revenue(type.content.cities) + revenue(type.content.towns) - revenue(old.cities) - revenue(old.towns);
    const exits = type.shapes[rotation]?.exits ?? 0;
    const edges = popcount(exits);
    const mine = board.tokensAt(legal.hex).some((c) => c.includes(this.corp.sym)) ? 10 : 0;
    const city = (type.content.cities?.length ?? 0) > 0 ? 6 : (type.content.towns?.length ?? 0) > 0 ? 2 : 0;
    const cost = legal.cost > cash ? -200 : -legal.cost / 10;
    return gain / 5 + city + mine + edges + cost;
  }

  /** Stations: where a station raises the earnings most, or keeps a city open for its routes; never at the cost of a train. */
  private placeToken(legal: Extract<LegalAction, { type: "place_token" }>): Scored[] {
    const corp = this.corp;
    const action = { type: "place_token", city: legal.city, slot: legal.slot, ...(legal.tokenType ? { token_type: legal.tokenType } : {}) };
    const forcedHome = !this.mayPass;
    if (forcedHome) return [{ score: 10 - legal.cost / 10, action }];
    if (corp.cash - legal.cost < this.trainReserve(corp)) return [];
    const trains = plannedTrains(this.game, corp);
    let gain = 0;
    if (trains.length && this.searches > 1) {
      const base = this.baseEarnings();
      const trial = this.trial!;
      trial.reset();
      const { hex, city } = this.game.board.cityById(legal.city);
      try {
        trial.board.placeToken(corp.sym, hex, city, legal.slot);
        gain = trial.earnings(corp, trains) - base;
        this.searches--;
      } catch {
        gain = 0;
      }
    }
    const tile = this.game.board.tileAt(legal.hex);
    const value = tile.cities.reduce((t, c) => t + c.revenue, 0);
    // A city with one free slot left is one a rival could close: taking it protects the route.
    const free = tile.cities.reduce((t, c) => t + c.slots, 0) - this.game.board.tokensAt(legal.hex).flat().filter((s) => s !== null).length;
    const score = gain * 2 + value / 10 + (free <= 1 ? 5 : 0) - legal.cost / 20;
    return score > 4 ? [{ score, action }] : [];
  }

  /** Pay out, unless the treasury needs the money for a train its trains will not last to buy. */
  private dividend(legal: Extract<LegalAction, { type: "dividend" }>): Scored[] {
    const corp = this.corp;
    // [loans] The interest is paid after the trains, from the treasury (or more loans, which cost more interest); what it
    // cannot pay, its president pays, and the corporation is liquidated.
    const interest = this.game.data.loans && corp.loans > 0 ? interestOwed(this.game, corp, interestRate(this.game)) : 0;
    const need = this.trainReserve(corp) + interest;
    const short = corp.cash < need;
    return legal.kinds.map((kind) => {
      let score = kind === "payout" ? 10 : kind === "half" ? 6 : 2;
      if (short) {
        const after = corp.cash + (kind === "withhold" ? legal.revenue : kind === "half" ? legal.revenue / 2 : 0);
        if (after >= need) score += kind === "half" ? 12 : 10;
        else if (kind === "withhold") score += 9;
      }
      // No payout that ends the game (a share value in the top box, 1882 12): the game is played out to the
      // bank's end, where the trains bought late still earn (docs/bots.md: a weakness when it would win by it).
      if (kind === "payout" && legal.revenue > 0 && this.payoutEndsGame(corp)) score -= 30;
      return { score, action: { type: "dividend", kind } };
    });
  }

  /** Whether a full dividend moves the share value into a box that ends the game (1830 5.5: right, or up at the row's end). */
  private payoutEndsGame(corp: Corporation): boolean {
    const market = this.game.market;
    const at = market.position(corp.sym);
    if (!at || this.game.data.riseNeedsDividendOfPrice) return false;
    const next = market.cell({ row: at.row, col: at.col + 1 }) ?? market.cell({ row: at.row - 1, col: at.col });
    return !!next?.endGame && !market.cell(at)?.endGame;
  }

  /**
   * Trains: the corporation buys the train that lasts longest when it has none that lasts, and
   * more while it has room and money (each train earns; the next phase hurts rivals more).
   */
  private buyTrain(legal: Extract<LegalAction, { type: "buy_train" }>): Scored[] {
    const corp = this.corp;
    const def = this.game.depot.find(legal.train)?.def;
    if (!def) return [];
    const life = trainsUntilRust(this.game, def.name);
    const lasting = lastingTrains(this.game, corp, 1);
    const price = legal.from === "depot" ? legal.min : legal.min;
    const fromOwn = legal.from !== "depot" && this.game.corporations.find((c) => c.sym === legal.from)?.president === this.me;
    // TrainDef.variants: the form the legal action sells, at its price.
    const action = (p: number) => ({ type: "buy_train", train: legal.train, price: p, ...(legal.exchange?.length ? { exchange: legal.exchange[0] } : {}), ...(legal.variant ? { variant: legal.variant } : {}) });
    const must = corp.trains.length === 0 && !this.mayPass;
    // A train that rusts at the next purchase earns one run at most.
    const lifeScore = life === Infinity ? 10 : Math.min(life, 8);
    if (must) {
      // A forced purchase (1830 7.6): the cheapest train, which the president helps to pay for.
      const overCash = Math.max(0, price - corp.cash);
      return [{ score: 100 - overCash / 5 - price / 50 + lifeScore, action: action(price) }];
    }
    if (legal.from !== "depot" && !fromOwn) return [];
    if (price > corp.cash - this.interestReserve(corp)) return [];
    if (life <= 1 && lasting > 0) return [];
    const room = this.game.trainLimit(corp) - corp.trains.length;
    if (room <= 0 && !legal.exchange?.length) return [];
    const form = def.variants?.find((v) => v.name === legal.variant) ?? def;
    const value = reach(form) * 3 + lifeScore * 2;
    if (lasting === 0) return [{ score: 80 + value - price / 100, action: action(price) }];
    // More trains while it keeps money for one that lasts.
    if (fromOwn) return [];
    if (corp.cash - price < 0) return [];
    return [{ score: 20 + value - price / 50, action: action(price) }];
  }

  /** Discarding the train worth least: the shortest, and the one rusting soonest. */
  private discardTrain(legal: Extract<LegalAction, { type: "discard_train" }>): Scored[] {
    const def = this.game.depot.find(legal.train)?.def;
    const life = def ? trainsUntilRust(this.game, def.name) : 0;
    return [{ score: -(def ? reach(def) : 0) - (life === Infinity ? 10 : life), action: { type: "discard_train", train: legal.train } }];
  }

  /**
   * Offers: a train from another corporation when the bank's are beyond reach (a forced purchase,
   * 1830 7.6), for all the treasury can pay, from the corporation with most trains; an offer declined
   * in this turn is not made again at the same price.
   */
  private offer(legal: Extract<LegalAction, { type: "offer" }>): Scored[] {
    if (legal.train === undefined || !(this.entity instanceof Corporation)) return [];
    const corp = this.entity;
    if (this.mayPass && corp.trains.length > 0) return [];
    const train = this.game.depot.find(legal.train);
    const seller = this.game.corporations.find((c) => c.sym === legal.seller);
    if (!train || !seller) return [];
    const declined = declinedOffers(this.game);
    // Every offer declined: the most again (a seller asked often enough gives way, see respond).
    const price = [Math.min(legal.max, Math.max(legal.min, corp.cash)), legal.max].find((p) => !declined.has(`${legal.train}@${p}`)) ?? legal.max;
    const life = trainsUntilRust(this.game, train.name);
    const score = 50 + reach(train.def) * 2 + Math.min(life, 8) + seller.trains.length * 3 - price / 100 - (declined.has(`${legal.train}@${price}`) ? 20 : 0);
    return [{ score, action: { type: "offer", train: legal.train, price } }];
  }

  /** Answers: a private sold at least at face value, a train sold at its price or more; nothing bought on another's terms. */
  private respond(legal: Extract<LegalAction, { type: "respond" }>): Scored[] {
    const what = legal.train !== undefined ? { train: legal.train } : { company: legal.company };
    let accept = false;
    if (legal.company !== undefined) {
      const company = this.game.company(legal.company);
      accept = company.owner === this.me && legal.price >= company.def.value * 1.5;
    } else if (legal.train !== undefined) {
      // A train sold at a fair price (half its price when it rusts soon) while the seller keeps one that lasts.
      const train = this.game.depot.find(legal.train);
      const seller = train?.owner;
      if (train && seller) {
        const soon = trainsUntilRust(this.game, train.name) <= 2;
        const fair = soon ? train.def.price / 2 : train.def.price * 0.75;
        const keeps = seller.trains.filter((t) => t !== train && trainsUntilRust(this.game, t.name) > 1).length > 0;
        // A buyer declined again and again has no other way to a train (C-2.4 counts trains of other
        // corporations, so he may not go bankrupt): after four refusals the train is sold for half its price.
        // Asked a dozen times in a row, at any price: the alternative is a game that never ends.
        const refusals = refusalsInRow(this.game);
        accept = (legal.price >= fair && keeps) || (refusals >= 4 && legal.price >= train.def.price / 2) || refusals >= 12;
      }
    }
    return [{ score: 1, action: { type: "respond", ...what, accept } }];
  }

  /** Named decisions: forming, folding in and exchanging (1837) grow the player's holdings; otherwise the first choice. */
  private choice(legal: Extract<LegalAction, { type: "choose" }>): Scored[] {
    const preferred = ["form", "fold_in", "Exchange", "convert"];
    return legal.choices.map((choice, i) => ({ score: (preferred.includes(choice) ? 10 : 0) - i / 100, action: { type: "choose", choice } }));
  }
}

/** Train offers declined since the operating corporation's turn began ("train@price"). */
function declinedOffers(game: Game): Set<string> {
  const declined = new Set<string>();
  const actions = game.actions;
  for (let i = actions.length - 1; i > 0 && i > actions.length - 60; i--) {
    const a = actions[i] as { type: string; train?: string; accept?: boolean; price?: number };
    const before = actions[i - 1] as { type: string; train?: string; price?: number };
    if (a.type === "respond" && a.accept === false && before.type === "offer" && before.train) declined.add(`${before.train}@${before.price}`);
    else if (a.type !== "respond" && a.type !== "offer") break;
  }
  return declined;
}

/** Train offers declined one after the other, up to now (a pending offer does not break the row). */
export function refusalsInRow(game: Game): number {
  let n = 0;
  const actions = game.actions;
  for (let i = actions.length - 1; i > 0; i--) {
    const a = actions[i] as { type: string; accept?: boolean };
    if (a.type === "respond" && a.accept === false) n++;
    else if (a.type !== "offer") break;
  }
  return n;
}

function popcount(n: number): number {
  let c = 0;
  for (let x = n; x; x &= x - 1) c++;
  return c;
}
