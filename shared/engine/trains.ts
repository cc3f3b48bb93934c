// Trains, the depot that sells them, and the phases their purchases trigger.
import type { Corporation } from "./entities.ts";
import type { PhaseDef, TrainDef } from "./title.ts";

export class Train {
  owner: Corporation | null = null;
  rusted = false;
  /** Made obsolete (TrainDef.obsoleteOn): it runs on until it rusts, but no longer counts toward the train limit. */
  obsolete = false;
  /** Has run in the current operating round (a train runs once, 1830 7.4). */
  operated = false;
  /** Ran this operating round for a minor that has since folded into its owner ([merged minors]: it may not run again). */
  ranThisRound = false;
  /** Events its purchase from the bank sets off, named for the title's trainEvents. */
  events: string[] = [];
  /** The variant it was bought as (TrainDef.variants), if not the type itself: its name, range and price. */
  variant: TrainDef | null = null;
  constructor(
    /** The type as the depot lists it; `def` is what it runs as. */
    readonly base: TrainDef,
    /** Copies of one train are numbered from 0: ids in logs are "2-0", "D-3". */
    readonly index: number,
    /** The depot's range rule, shared by all its trains (Depot.range). */
    private readonly range: TrainRange = { halved: false },
  ) {}

  /** What the train is: its variant once bought as one, otherwise its type. */
  get def(): TrainDef {
    return this.variant ?? this.base;
  }

  /** Runs as if half its size, rounded up (1830+ S-5.2 "short runs"; route-search.ts routeTrain). */
  get halfRange(): boolean {
    return this.range.halved;
  }

  get id(): string {
    // Made once per type and number (kept beside the type, not on the train, which a snapshot copies field by field):
    // trains are looked up by id at many moves of a replay.
    let ids = trainIds.get(this.base);
    if (!ids) trainIds.set(this.base, (ids = []));
    return (ids[this.index] ??= `${this.base.name}-${this.index}`);
  }
  get name(): string {
    return this.def.name;
  }
  get distance(): number {
    return this.def.distance;
  }
}

/** Train.id by type and number. */
const trainIds = new WeakMap<TrainDef, string[]>();

/** A rule on every train's range at once: while `halved`, each behaves as if half its size (1830+ S-5.2 "short runs"). */
export interface TrainRange {
  halved: boolean;
}

/** The bank's trains: those not yet sold, in order, and the open market (1830 7.6). */
export class Depot {
  readonly all: Train[] = [];
  /** Trains never sold, in the order the bank sells them. */
  readonly upcoming: Train[] = [];
  /** Trains discarded by corporations: the open market. */
  readonly discarded: Train[] = [];
  /** Trains set aside at setup that may join the depot later (a private's `parExchange` may release one). */
  readonly reserve: Train[] = [];
  /** Types whose first copy has been sold (that purchase is what rusts older trains, 1830 T-07). */
  readonly firstSold = new Set<string>();
  /** Every train's range rule (uncertainty.ts: the "short runs" token). */
  readonly range: TrainRange = { halved: false };

  constructor(defs: readonly TrainDef[], extraCopies: Record<string, number> = {}) {
    for (const def of defs) {
      // An unlimited type (count Infinity) has one copy on offer; another appears when it is sold.
      const count = Number.isFinite(def.count) ? def.count + (extraCopies[def.name] ?? 0) : 1;
      for (let i = 0; i < count; i++) {
        const train = new Train(def, i, this.range);
        this.all.push(train);
        this.upcoming.push(train);
      }
    }
  }

  /** No train left in the bank: none unsold nor in the open market (18xx.games' empty depot). */
  soldOut(): boolean {
    return !this.upcoming.length && !this.discarded.length;
  }

  /** Keeps only the first `count` copies of a type, the others never in the game (a title's count by table). */
  keepOnly(name: string, count: number): void {
    for (const list of [this.all, this.upcoming]) {
      let seen = 0;
      for (let i = 0; i < list.length; i++) {
        if (list[i]!.base.name !== name || ++seen <= count) continue;
        list.splice(i--, 1);
      }
    }
  }

  /** The type's copies still in the bank, unsold or in the open market, leave the game (an obsolete type). */
  withdraw(name: string): void {
    for (const list of [this.upcoming, this.discarded]) {
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!.base.name === name) list.splice(i, 1);
    }
  }

  /** Takes the last unsold copy of a type out of the depot into the reserve. */
  setAside(name: string): Train | undefined {
    const i = this.upcoming.map((t) => t.name).lastIndexOf(name);
    if (i < 0) return undefined;
    const [train] = this.upcoming.splice(i, 1);
    this.reserve.push(train!);
    return train;
  }

  /** Puts a reserved train on sale before every other train. */
  release(train: Train): void {
    const i = this.reserve.indexOf(train);
    if (i >= 0) this.reserve.splice(i, 1);
    this.upcoming.unshift(train);
  }

  find(id: string): Train | undefined {
    return this.all.find((t) => t.id === id);
  }

  /**
   * Trains the bank sells now: the next unsold type (1830 7.6: in order of
   * size), any type whose `availableOn` phase has been reached (diesels from
   * phase 6), and the open market.
   */
  forSale(phasesReached: ReadonlySet<string>): Train[] {
    // Asked many times a turn: a few trains, so lists rather than sets. The next train, and the
    // first of each type available early (TrainDef.availableOn), in the order they would be sold.
    const offered: Train[] = [];
    const first = this.upcoming[0];
    if (first) offered.push(first);
    for (const t of this.upcoming) {
      if (t.def.availableOn && phasesReached.has(t.def.availableOn) && !listsTrain(offered, t.name, 0)) offered.push(t);
    }
    // One of each type from the open market.
    const fromDepot = offered.length;
    for (const t of this.discarded) if (!listsTrain(offered, t.name, fromDepot)) offered.push(t);
    return offered;
  }

  /** Takes a train out of the depot (sold to a corporation). */
  remove(train: Train): void {
    const at = this.upcoming.indexOf(train);
    if (at >= 0) {
      this.upcoming.splice(at, 1);
      if (!Number.isFinite(train.base.count) && this.upcoming[at]?.base !== train.base) {
        // Unlimited: the next copy takes its place.
        const copy = new Train(train.base, this.all.filter((t) => t.base === train.base).length, this.range);
        this.all.push(copy);
        this.upcoming.splice(at, 0, copy);
      }
    }
    const i = this.discarded.indexOf(train);
    if (i >= 0) this.discarded.splice(i, 1);
  }

  /** Rusted trains leave the game; remaining unsold copies of a rusting type too. */
  rust(name: string): Train[] {
    const rusted: Train[] = [];
    for (const t of this.all) {
      if (t.name !== name || t.rusted) continue;
      t.rusted = true;
      rusted.push(t);
    }
    for (const list of [this.upcoming, this.discarded]) {
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!.rusted) list.splice(i, 1);
    }
    return rusted;
  }
}

/** The current phase; the first purchase of a phase's train starts it (1830 3.0). */
export class Phases {
  private index = 0;
  readonly reached = new Set<string>();
  /** How many stock rounds had started when each phase reached began (1830 V-3.0 delayed private company sales). */
  readonly stockRoundsBefore = new Map<string, number>();

  constructor(readonly defs: readonly PhaseDef[]) {
    this.reached.add(defs[0]!.name);
    this.stockRoundsBefore.set(defs[0]!.name, 0);
  }

  get current(): PhaseDef {
    return this.defs[this.index]!;
  }

  /** Advances if this train starts a later phase; returns the phases entered. `stockRounds`: how many have started. */
  onTrainBought(trainName: string, stockRounds = 0): PhaseDef[] {
    const entered: PhaseDef[] = [];
    const target = this.defs.findIndex((p, i) => i > this.index && p.onTrain === trainName);
    if (target < 0) return entered;
    while (this.index < target) {
      this.index++;
      entered.push(this.current);
      this.reached.add(this.current.name);
      this.stockRoundsBefore.set(this.current.name, stockRounds);
    }
    return entered;
  }
}

/** Whether trains[from..] holds a train of this name (Depot.forSale: a loop, as it runs many times a turn). */
function listsTrain(trains: readonly Train[], name: string, from: number): boolean {
  for (let i = from; i < trains.length; i++) if (trains[i]!.name === name) return true;
  return false;
}

/** The trains of a corporation that count toward its train limit: all but obsolete ones (TrainDef.obsoleteOn), unless
 *  their type says they still count (TrainDef.obsoleteCountsForLimit). */
export function trainsForLimit(corp: { readonly trains: readonly Train[] }): number {
  let n = 0;
  for (const t of corp.trains) if (!t.obsolete || t.base.obsoleteCountsForLimit) n++;
  return n;
}
