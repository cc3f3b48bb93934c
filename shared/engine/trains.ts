// Trains, the depot that sells them, and the phases their purchases trigger.
import type { Corporation } from "./entities.ts";
import type { PhaseDef, TrainDef } from "./title.ts";

export class Train {
  owner: Corporation | null = null;
  rusted = false;
  /** Has run in the current operating round (a train runs once, 1830 7.4). */
  operated = false;
  constructor(
    readonly def: TrainDef,
    /** Copies of one train are numbered from 0: ids in logs are "2-0", "D-3". */
    readonly index: number,
  ) {}

  get id(): string {
    return `${this.def.name}-${this.index}`;
  }
  get name(): string {
    return this.def.name;
  }
  get distance(): number {
    return this.def.distance;
  }
}

/** The bank's trains: those not yet sold, in order, and the open market (1830 7.6). */
export class Depot {
  readonly all: Train[] = [];
  /** Trains never sold, in the order the bank sells them. */
  readonly upcoming: Train[] = [];
  /** Trains discarded by corporations: the open market. */
  readonly discarded: Train[] = [];

  constructor(defs: readonly TrainDef[], extraCopies: Record<string, number> = {}) {
    for (const def of defs) {
      const count = def.count + (extraCopies[def.name] ?? 0);
      for (let i = 0; i < count; i++) {
        const train = new Train(def, i);
        this.all.push(train);
        this.upcoming.push(train);
      }
    }
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
    const offered: Train[] = [];
    const first = this.upcoming[0];
    const names = new Set<string>();
    if (first) names.add(first.name);
    for (const t of this.upcoming) if (t.def.availableOn && phasesReached.has(t.def.availableOn)) names.add(t.name);
    for (const name of names) offered.push(this.upcoming.find((t) => t.name === name)!);
    const seen = new Set<string>();
    for (const t of this.discarded) {
      if (!seen.has(t.name)) offered.push(t);
      seen.add(t.name);
    }
    return offered;
  }

  /** Takes a train out of the depot (sold to a corporation). */
  remove(train: Train): void {
    for (const list of [this.upcoming, this.discarded]) {
      const i = list.indexOf(train);
      if (i >= 0) list.splice(i, 1);
    }
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

  constructor(readonly defs: readonly PhaseDef[]) {
    this.reached.add(defs[0]!.name);
  }

  get current(): PhaseDef {
    return this.defs[this.index]!;
  }

  /** Advances if this train starts a later phase; returns the phases entered. */
  onTrainBought(trainName: string): PhaseDef[] {
    const entered: PhaseDef[] = [];
    const target = this.defs.findIndex((p, i) => i > this.index && p.onTrain === trainName);
    if (target < 0) return entered;
    while (this.index < target) {
      this.index++;
      entered.push(this.current);
      this.reached.add(this.current.name);
    }
    return entered;
  }
}
