// Railways, the 9-card solitaire (../shared/rules/railways-rules.txt), as a
// small engine of its own: the game is one state, changed only by
// `process(action)`, which applies an action completely or throws a GameError
// naming the rule and leaves the state as it was (the state is copied, changed
// and swapped in only when the action is accepted). Randomness (the deal and
// every reshuffle) comes from the seed through shared/engine/rng.ts.
//
// Sections cited are the rule book's headings ("Railways, Move a Passenger").
// Where it is silent, docs/rules-railways.md says what we decided.
import { GameError } from "../../engine/errors.ts";
import { SeededRandom } from "../../engine/rng.ts";
import type { ActionOf, RailwaysAction } from "./actions.ts";
import { checkRailwaysAction } from "./action-check.ts";
import { COLOURS, layMap, neighbours, positionOf, Topology, type Building, type Colour, type Link, type Space } from "./board.ts";
import { CARDS, COMPONENTS, TRACKING, type CardData } from "./cards.ts";
import { parseActions, readPayment, requireExactly, type Icon, type IconRef, type Paid } from "./icons.ts";
import { canPlay } from "./legal.ts";
import { checkObjectives, OBJECTIVES, type ObjectiveId } from "./objectives.ts";
import { DEAL_OPTIONS, dealShuffle } from "./deal.ts";

export type Step = "setup" | "play" | "over";

/** Everything that changes during a game. */
export interface RailwaysState {
  step: Step;
  /** The Decade die: 1 to 12 (the second time round counts 7 to 12). */
  decade: number;
  /** Decades recorded so far (12 at the end). */
  recorded: number;
  /** Actions taken in this decade (Phase 1 and Phase 2). */
  done: number;
  capital: number;
  profit: number;
  pollution: number;
  railworkers: number;
  /** Link marker cubes still in front of you. */
  cubes: number;
  /** Values of the Building dice still in front of you. */
  buildingDice: number[];
  /** Passenger dice above the map, ready to be added (Add a Passenger). */
  spareDice: number;
  /** Setup: values of the starting passenger dice still to place. */
  toPlace: number[];
  /** Dice on the map: space -> passengers. */
  dice: Record<string, number>;
  /** Building dice built: space -> the building's colour. */
  built: Record<string, Colour>;
  /** Links with a marker: id -> upgraded. */
  marked: Record<string, boolean>;
  hand: number[];
  /** The draw pile (the rule book's "pool"), top first. */
  pool: number[];
  discard: number[];
  /** Destination colours passengers have reached (Train Conductor). */
  delivered: Colour[];
  /** The grid's buildings and links; replaced whenever a building is built. */
  topo: Topology;
}

export interface RailwaysSetup {
  players: readonly { id: string | number; name: string }[];
  options?: { optional_rules?: readonly string[] };
  seed: number;
  /** Another card set in the format of docs/railways-cards.md; ours by default. */
  cards?: readonly CardData[];
  /** A given deal instead of the shuffle: card ids, 4 for the map (top-left, top-right, bottom-left, bottom-right), 3 for the hand, the first draw. */
  deal?: readonly number[];
}

const rule = (section: string, text: string) => new GameError(`Railways, ${section}: ${text}`);

export class RailwaysGame {
  readonly player: { id: string; name: string };
  readonly seed: number;
  readonly objectives: ObjectiveId[];
  readonly cards: readonly CardData[];
  /** The map cards in positions top-left, top-right, bottom-left, bottom-right. */
  readonly mapCards: readonly number[];
  readonly grid: readonly (readonly Space[])[];
  state: RailwaysState;
  /** Actions applied, in order. */
  readonly actions: RailwaysAction[] = [];
  /** What happened, in words, for the game log. */
  readonly messages: { n: number; text: string }[] = [];
  private readonly rng: SeededRandom;
  /** The shuffle of the deal and of every reshuffle: the table's deal version. */
  private readonly shuffle: <T>(items: T[], rng: SeededRandom) => T[];
  private readonly sides = new Map<number, Icon[][]>();

  constructor(setup: RailwaysSetup) {
    if (setup.players.length !== 1) throw new GameError("Railways is a solitaire game: one player");
    const p = setup.players[0]!;
    this.player = { id: String(p.id), name: p.name };
    this.seed = setup.seed;
    const rules = setup.options?.optional_rules ?? [];
    for (const r of rules) {
      if (!Object.hasOwn(OBJECTIVES, r) && !DEAL_OPTIONS.some((o) => o.id === r)) {
        throw new GameError(`unknown option "${r}" for Railways (Objectives: ${Object.keys(OBJECTIVES).join(", ")}; deals: ${DEAL_OPTIONS.map((o) => o.id).join(", ")})`);
      }
    }
    // The deal a table was opened with (docs/rules-railways.md, The deal): a log that names none was dealt the first way.
    this.shuffle = dealShuffle(rules);
    this.objectives = (Object.keys(OBJECTIVES) as ObjectiveId[]).filter((o) => rules.includes(o));
    this.cards = setup.cards ?? CARDS;
    if (this.cards.length !== 8) throw new GameError("Railways is played with 8 Map/Action cards");
    for (const card of this.cards) this.sides.set(card.id, parseActions(card));
    this.rng = new SeededRandom(setup.seed);

    // Setup: shuffle the 8 cards; 4 make the map, 3 the hand, the 8th is the first draw.
    const deck = this.cards.map((c) => c.id);
    if (setup.deal) {
      if (setup.deal.length !== 8 || [...setup.deal].sort().join() !== [...deck].sort().join()) throw new GameError("a deal names each of the 8 cards once");
      deck.splice(0, 8, ...setup.deal);
    } else this.shuffle(deck, this.rng);
    this.mapCards = deck.slice(0, 4);
    this.grid = layMap(this.mapCards.map((id) => this.card(id)));
    this.state = {
      step: "setup",
      decade: 1,
      recorded: 0,
      done: 0,
      capital: TRACKING.capital.start,
      profit: TRACKING.profit.start,
      pollution: TRACKING.pollution.start,
      railworkers: TRACKING.railworkers.start,
      cubes: COMPONENTS.linkCubes,
      buildingDice: [...COMPONENTS.buildingDice],
      spareDice: 0,
      toPlace: [...COMPONENTS.passengerDice],
      dice: {},
      built: {},
      marked: {},
      hand: deck.slice(4, 7),
      pool: deck.slice(7),
      discard: [],
      delivered: [],
      topo: new Topology(this.grid, {}),
    };
  }

  // ---- lookups -------------------------------------------------------------

  card(id: number): CardData {
    const card = this.cards.find((c) => c.id === id);
    if (!card) throw new GameError(`no card ${id}`);
    return card;
  }

  /** A card's action side: 4 slots of icons. */
  actionSide(id: number): Icon[][] {
    return this.sides.get(id)!;
  }

  get finished(): boolean {
    return this.state.step === "over";
  }

  get topo(): Topology {
    return this.state.topo;
  }

  /** The passengers in a building: the sum of the dice on its spaces. */
  passengers(building: Building): number {
    return building.cells.reduce((t, c) => t + (this.state.dice[c] ?? 0), 0);
  }

  /** Game End: profit, +3 per link with a marker, minus pollution. */
  score(state: RailwaysState = this.state): number {
    return state.profit + TRACKING.profitPerLink * Object.keys(state.marked).length - state.pollution;
  }

  result(): Record<string, number> {
    return { [this.player.id]: this.score() };
  }

  objectiveResults() {
    return checkObjectives(this);
  }

  /** Where the game stands, in a few words (link previews). */
  standing(): string {
    const s = this.state;
    if (s.step === "setup") return "placing the starting passengers";
    if (s.step === "over") return `finished · ${this.player.name} scores ${this.score()}`;
    return `decade ${s.decade} of ${COMPONENTS.decades} · ${this.player.name} has ${this.score()} so far`;
  }

  /** Undo reaches back to the start of the current decade only: a recorded decade stands (docs/rules-railways.md). */
  undoLimit(): { keep: number; why: string } | null {
    const last = this.actions.findLastIndex((a) => a.type === "record_decade");
    return last < 0 ? null : { keep: last + 1, why: "Railways, Record a decade: a recorded decade stands; only this decade's actions can be taken back" };
  }

  // ---- processing ------------------------------------------------------------

  /** Parses and applies one action, or throws a GameError and changes nothing. */
  process(raw: unknown): void {
    const action = checkRailwaysAction(raw);
    if (String(action.entity) !== this.player.id) throw new GameError(`player ${action.entity} is not in this game`);
    if (this.finished) throw rule("Game End", "the game is over");
    const next = copy(this.state);
    const said: string[] = [];
    this.apply(next, action, said);
    this.state = next;
    this.actions.push(action);
    for (const text of said) this.messages.push({ n: this.actions.length, text });
  }

  private apply(s: RailwaysState, a: RailwaysAction, say: string[]): void {
    if (a.type === "place_passenger") return this.placePassenger(s, a, say);
    if (s.step === "setup") throw rule("Setup", "place the four starting passenger dice first, one on each map card");
    if (a.type === "record_decade") return this.recordDecade(s, say);
    if (s.done >= COMPONENTS.actionsPerDecade) throw rule("Phases of turn", "two actions a decade: record the decade");
    const before = s.done;
    switch (a.type) {
      case "buy_link":
        this.buyLink(s, a, say);
        break;
      case "build_building":
        this.build(s, a, say);
        break;
      case "move_passenger":
        this.movePassenger(s, a, say);
        break;
      case "hire_railworker":
        this.hire(s, a, say);
        break;
      case "increase_capital":
        this.increaseCapital(s, a, say);
        break;
      case "decrease_pollution":
        this.decreasePollution(s, a, say);
        break;
      case "add_passenger":
        this.addPassenger(s, a, say);
        break;
      case "upgrade_link":
        this.upgradeLink(s, a, say);
        break;
    }
    s.done = before + 1;
  }

  /** Setup: 4 dice, one on each map card, on its printed buildings; two show 1 and two show 2. */
  private placePassenger(s: RailwaysState, a: ActionOf<"place_passenger">, say: string[]): void {
    if (s.step !== "setup") throw rule("Setup", "the starting passengers are all placed");
    const space = s.topo.space(a.cell);
    if (space.kind !== "building") throw rule("Setup", `${a.cell} is not a building: passenger dice go on the buildings shown on the cards`);
    const position = positionOf(a.cell);
    if (Object.keys(s.dice).some((c) => positionOf(c) === position)) throw rule("Setup", `the ${POSITION_NAMES[position]} card already has its passenger die (one die on each card)`);
    const i = s.toPlace.indexOf(a.value);
    if (i < 0) throw rule("Setup", `two dice show 1 and two show 2: no die showing ${a.value} is left`);
    s.toPlace.splice(i, 1);
    s.dice[a.cell] = a.value;
    say.push(`${a.value} passenger${a.value > 1 ? "s" : ""} at the ${space.colour} building ${a.cell}`);
    if (s.toPlace.length === 0) {
      s.step = "play";
      say.push("Decade 1 begins");
    }
  }

  private pay(s: RailwaysState, pay: readonly IconRef[]): Paid {
    return readPayment(pay, s.hand, (card) => this.actionSide(card));
  }

  /** Played cards go to the discard; several slots of one card add pollution (General rules for taking actions). */
  private spend(s: RailwaysState, paid: Paid, say: string[]): void {
    s.hand = s.hand.filter((c) => !paid.cards.includes(c));
    s.discard.push(...paid.cards);
    if (paid.pollution) {
      const was = s.pollution;
      s.pollution = Math.min(TRACKING.pollution.max, s.pollution + paid.pollution);
      say.push(`Pollution +${s.pollution - was} (now ${s.pollution}): several slots of one card used`);
    }
  }

  private completeLink(s: RailwaysState, id: string, section: string): { link: Link; ends: [Building, Building] } {
    const link = s.topo.link(id);
    if (!link || link.ends[0] === null || link.ends[1] === null) throw rule(section, `${id} is not a complete rail link between two buildings`);
    const ends = s.topo.endsOf(link);
    if (ends[0] === ends[1]) throw rule(section, `${id} runs from a building back to itself, not between two buildings`);
    return { link, ends };
  }

  /** Buy a Complete Rail Link: as many rails as its length, a matching Destination, a railworker and a cube. */
  private buyLink(s: RailwaysState, a: ActionOf<"buy_link">, say: string[]): void {
    const section = "Buy a Complete Rail Link";
    const { link, ends } = this.completeLink(s, a.link, section);
    if (a.link in s.marked) throw rule(section, `${a.link} already has a link marker`);
    if (s.railworkers < 1) throw rule(section, "you have no rail workers: hire one first (a whole action)");
    if (s.cubes < 1) throw rule(section, "you have no link markers left: no more rail links this game");
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { rail: link.length }, [ends[0].colour, ends[1].colour], `Railways, ${section}`);
    this.spend(s, paid, say);
    s.railworkers--;
    s.cubes--;
    s.marked[a.link] = false;
    say.push(`Rail link ${a.link} bought (${link.length} space${link.length > 1 ? "s" : ""}, ${ends[0].colour} ${ends[0].id} to ${ends[1].colour} ${ends[1].id})`);
  }

  /** Build a Building: a Building die, at twice its passengers in capital, coloured by its neighbours. */
  private build(s: RailwaysState, a: ActionOf<"build_building">, say: string[]): void {
    const section = "Build a Building";
    const colour = this.buildColour(s, a.cell);
    if (!s.buildingDice.includes(a.die)) throw rule(section, `you have no Building die showing ${a.die} (left: ${s.buildingDice.join(", ") || "none"})`);
    const cost = 2 * a.die;
    if (s.capital < cost) throw rule(section, `a Building die with ${a.die} passenger${a.die > 1 ? "s" : ""} costs ${cost} capital; you have ${s.capital}`);
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { build: 1 }, null, `Railways, ${section}`);
    this.spend(s, paid, say);
    s.capital -= cost;
    s.buildingDice.splice(s.buildingDice.indexOf(a.die), 1);
    const wasRail = s.topo.space(a.cell).kind === "rail";
    s.built[a.cell] = colour;
    s.dice[a.cell] = a.die;
    s.topo = new Topology(this.grid, s.built);
    say.push(`${colour} building built at ${a.cell} with ${a.die} passenger${a.die > 1 ? "s" : ""} for ${cost} capital`);
    // A railway space built on is no longer a railway: a marked link through it is gone, its cube comes back.
    if (wasRail) {
      for (const id of Object.keys(s.marked)) {
        const link = s.topo.link(id);
        if (link && link.ends[0] !== null && link.ends[1] !== null) continue;
        delete s.marked[id];
        s.cubes++;
        say.push(`Rail link ${id} is broken: its link marker comes back`);
      }
    }
  }

  /** The colour a Building die built on this space would have, or why it cannot be built there (Build a Building). */
  buildColour(s: RailwaysState, cell: string): Colour {
    const section = "Build a Building";
    const space = s.topo.space(cell);
    if (space.kind === "building") throw rule(section, `${cell} is already a building`);
    const colours = new Set<Colour>();
    for (const n of neighbours(cell)) {
      const b = s.topo.building(n);
      if (b) colours.add(b.colour);
    }
    if (colours.size > 1) throw rule(section, `a building at ${cell} would merge buildings of different colours (${COLOURS.filter((c) => colours.has(c)).join(", ")})`);
    return colours.values().next().value ?? NEW_BUILDING;
  }

  /** The buildings a route passes, checked link by link (Move a Passenger). */
  routeOf(s: RailwaysState, from: string, destination: Colour, route: readonly string[]): { stops: Building[]; capital: number } {
    const section = "Move a Passenger";
    let at = s.topo.building(from);
    if (!at) throw rule(section, `${from} is not a building`);
    const visited = new Set<Building>([at]);
    const stops: Building[] = [];
    let capital = 0;
    route.forEach((id, i) => {
      const link = s.topo.link(id);
      if (!link || !(id in s.marked)) throw rule(section, `passengers only use rail links with a link marker; ${id} has none`);
      const ends = s.topo.endsOf(link);
      if (ends[0] !== at && ends[1] !== at) throw rule(section, `${id} does not leave the ${at!.colour} building ${at!.id}`);
      const next = ends[0] === at ? ends[1] : ends[0];
      if (visited.has(next)) throw rule(section, `no loops: the passenger cannot cross the ${next.colour} building ${next.id} twice`);
      if (next.colour === destination && i < route.length - 1) {
        throw rule(section, `the passenger stops at the first ${destination} building on the route, ${next.id}`);
      }
      if (i === route.length - 1 && next.colour !== destination) throw rule(section, `the route ends at a ${next.colour} building, not at a ${destination} building`);
      visited.add(next);
      stops.push(next);
      capital += link.length * (s.marked[id] ? 2 : 1);
      at = next;
    });
    return { stops, capital };
  }

  /** Move a Passenger: a Ticket and a Destination; profit per stop, the destination's bonus, capital per railway space. */
  private movePassenger(s: RailwaysState, a: ActionOf<"move_passenger">, say: string[]): void {
    const section = "Move a Passenger";
    const die = s.dice[a.from];
    if (!die) throw rule(section, `there is no passenger die at ${a.from}`);
    const { stops, capital } = this.routeOf(s, a.from, a.destination, a.route);
    const convert = a.convert ?? 0;
    if (convert > 0 && a.destination !== "L") throw rule(section, "only a Leisure destination converts capital into profit");
    const cost = convert > 0 ? TRACKING.leisure[convert - 1]! : 0;
    if (s.capital < cost) throw rule(section, `${convert} profit costs ${cost} capital at the Leisure rate; you have ${s.capital}`);
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { ticket: 1 }, [a.destination], `Railways, ${section}`);
    this.spend(s, paid, say);
    if (die === 1) {
      delete s.dice[a.from];
      s.spareDice++;
    } else s.dice[a.from] = die - 1;
    const last = stops[stops.length - 1]!;
    // 1. Profit: one per building crossed, the destination included.
    s.profit += stops.length;
    say.push(`A passenger goes from ${a.from} to the ${last.colour} building ${last.id}: ${stops.length} stop${stops.length > 1 ? "s" : ""}, +${stops.length} profit`);
    // 2. The destination bonus; the log names it as the cause of the pollution it adds or takes away.
    const polluted = s.pollution;
    const pollution = () => `Pollution ${s.pollution >= polluted ? "+" : "−"}${Math.abs(s.pollution - polluted)} (now ${s.pollution})`;
    switch (a.destination) {
      case "C":
        s.capital = Math.min(TRACKING.capital.max, s.capital + TRACKING.commerceCapital);
        s.pollution = Math.min(TRACKING.pollution.max, s.pollution + 1);
        say.push(`${pollution()} and +${TRACKING.commerceCapital} capital: the Commerce bonus of the trip`);
        break;
      case "I":
        s.railworkers = Math.min(TRACKING.railworkers.max, s.railworkers + 1);
        s.pollution = Math.min(TRACKING.pollution.max, s.pollution + 1);
        say.push(`${pollution()} and +1 railworker: the Industry bonus of the trip`);
        break;
      case "R":
        s.pollution = Math.max(TRACKING.pollution.min, s.pollution - 1);
        say.push(`${pollution()}: the Residence bonus of the trip`);
        break;
      case "L": {
        s.capital -= cost;
        s.profit += convert;
        say.push(`Leisure: ${convert ? `${cost} capital converted into ${convert} profit` : "no capital converted"}`);
        break;
      }
    }
    // 3. Capital per railway space, upgraded links counting double.
    s.capital = Math.min(TRACKING.capital.max, s.capital + capital);
    say.push(`+${capital} capital for the railway spaces travelled`);
    if (!s.delivered.includes(a.destination)) s.delivered.push(a.destination);
  }

  private hire(s: RailwaysState, a: ActionOf<"hire_railworker">, say: string[]): void {
    const section = "Hire a Railworker";
    if (s.railworkers >= TRACKING.railworkers.max) throw rule(section, `you already have ${TRACKING.railworkers.max} railworkers, the limit`);
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { worker: 1 }, null, `Railways, ${section}`);
    this.spend(s, paid, say);
    s.railworkers++;
    say.push(`Railworker hired (${s.railworkers})`);
  }

  private increaseCapital(s: RailwaysState, a: ActionOf<"increase_capital">, say: string[]): void {
    const section = "Increase Your Capital";
    if (s.capital >= TRACKING.capital.max) throw rule(section, `capital is already ${TRACKING.capital.max}, the limit`);
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { money: Infinity }, null, `Railways, ${section}`);
    this.spend(s, paid, say);
    s.capital = Math.min(TRACKING.capital.max, s.capital + paid.money);
    say.push(`Capital +${paid.money} (now ${s.capital})`);
  }

  private decreasePollution(s: RailwaysState, a: ActionOf<"decrease_pollution">, say: string[]): void {
    const section = "Decrease Pollution Level";
    if (s.pollution <= TRACKING.pollution.min) throw rule(section, "pollution is already at 1, the start of its track");
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { pollution: 1 }, null, `Railways, ${section}`);
    this.spend(s, paid, say);
    s.pollution = Math.max(TRACKING.pollution.min, s.pollution - 1);
    say.push(`Pollution -1 (now ${s.pollution})`);
  }

  private addPassenger(s: RailwaysState, a: ActionOf<"add_passenger">, say: string[]): void {
    const section = "Add a Passenger";
    const building = s.topo.building(a.cell);
    if (!building) throw rule(section, `${a.cell} is not a building`);
    const die = s.dice[a.cell];
    const others = building.cells.filter((c) => c !== a.cell && s.dice[c]);
    if (die !== undefined) {
      if (die >= 6) throw rule(section, `the die at ${a.cell} already shows 6 passengers, the limit`);
    } else if (others.length) {
      throw rule(section, `this building already has a passenger die at ${others[0]}: rotate that one`);
    } else if (s.spareDice < 1) {
      throw rule(section, "this building has no die and no passenger die waits above the map");
    }
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { passenger: 1 }, null, `Railways, ${section}`);
    this.spend(s, paid, say);
    if (die !== undefined) s.dice[a.cell] = die + 1;
    else {
      s.spareDice--;
      s.dice[a.cell] = 1;
    }
    say.push(`A passenger added at ${a.cell} (${s.dice[a.cell]})`);
  }

  private upgradeLink(s: RailwaysState, a: ActionOf<"upgrade_link">, say: string[]): void {
    const section = "Upgrade a Rail Link";
    const { ends } = this.completeLink(s, a.link, section);
    if (!(a.link in s.marked)) throw rule(section, `${a.link} has no link marker: buy it first`);
    if (s.marked[a.link]) throw rule(section, `${a.link} is already upgraded`);
    const paid = this.pay(s, a.pay);
    requireExactly(paid, { upgrade: 1 }, [ends[0].colour, ends[1].colour], `Railways, ${section}`);
    this.spend(s, paid, say);
    s.marked[a.link] = true;
    say.push(`Rail link ${a.link} upgraded`);
  }

  /** Record a decade: refill the hand to 3 (reshuffling the discard when the pool runs out), then the Decade die. */
  private recordDecade(s: RailwaysState, say: string[]): void {
    const section = "Record a decade";
    if (s.done === 0 && canPlay(this, s)) throw rule("Phases of turn", "take a first action before recording the decade");
    s.recorded++;
    s.done = 0;
    if (s.recorded >= COMPONENTS.decades) {
      s.step = "over";
      say.push(`Decade ${s.decade} recorded: 120 years have passed. Final score ${this.score(s)}`);
      return;
    }
    while (s.hand.length < COMPONENTS.handSize) {
      if (s.pool.length === 0) {
        if (s.discard.length === 0) break;
        s.pool = this.shuffle(s.discard, this.rng);
        s.discard = [];
        say.push("The pool is empty: the discard is shuffled into a new pool");
      }
      s.hand.push(s.pool.shift()!);
    }
    s.decade++;
    say.push(`${section}: decade ${s.decade} begins`);
  }
}

/** A building die built away from every building is Residential (docs/rules-railways.md). */
export const NEW_BUILDING: Colour = "R";
export const POSITION_NAMES = ["top-left", "top-right", "bottom-left", "bottom-right"];

function copy(s: RailwaysState): RailwaysState {
  return {
    ...s,
    buildingDice: [...s.buildingDice],
    toPlace: [...s.toPlace],
    dice: { ...s.dice },
    built: { ...s.built },
    marked: { ...s.marked },
    hand: [...s.hand],
    pool: [...s.pool],
    discard: [...s.discard],
    delivered: [...s.delivered],
  };
}



