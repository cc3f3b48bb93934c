// 1837's exchange rounds, at the start of every stock and operating round:
// coal companies may fold into their majors (XIV.5), the k.k. and Ungarische
// Staatsbahn may form and their minors fold in (XII.3-XII.6). Also the
// formations the trains force (SD on the first 4, KK on the 4+1, UG on the 5)
// and the forced exchange of all coal companies on the first 5 (XIV.5).
import type { Corporation, Player, Share } from "../../engine/entities.ts";
import type { Game } from "../../engine/game.ts";
import { exchangeCertificate, formCorporation, mergeMinor, type StationFate } from "../../engine/merger.ts";
import { appointPresident } from "../../engine/shares.ts";
import { DecisionRound, type Decision, type DecisionPlan } from "../../engine/rounds/decisions.ts";
import { COAL_MAJOR, ITALY_HEXES } from "./data.ts";

/** The compatibility option (as in index.ts; here to avoid a cycle). */
const COMPAT = "18xx_games";

/** The minors of each state railway, founder first. */
export const STATE_MINORS: Readonly<Record<string, readonly string[]>> = {
  SD: ["SD1", "SD2", "SD3", "SD4", "SD5"],
  KK: ["KK1", "KK2", "KK3"],
  UG: ["UG1", "UG2", "UG3"],
};

/** Minors whose second half its holder may convert on his own once the state railway has formed (XII.6);
 *  otherwise a second half converts with its director's. */
const EARLY_HALVES: readonly string[] = ["UG3"];

/** What becomes of a folding company's station: a coal mine stays filled; a minor's station
 *  becomes the state railway's, except in Italy (gone by then), which gives a marker for its charter at Kr20. */
export function stationFate(minor: Corporation, hex: string): StationFate {
  if (minor.def.type === "coal") return { kind: "block" };
  if (ITALY_HEXES.includes(hex)) return { kind: "charter", cost: 20 };
  return { kind: "transfer" };
}

/** The company a coal company or minor folds into: its major (XIV.5) or its state railway (XII). */
export function foldsInto(game: Game, minor: Corporation): Corporation {
  const major = COAL_MAJOR[minor.sym];
  if (major) return game.corporation(major);
  return game.corporation(Object.keys(STATE_MINORS).find((k) => STATE_MINORS[k]!.includes(minor.sym))!);
}

/** XIV.5: a coal company folds into its major: the owner takes an exchange share. */
export function exchangeCoal(game: Game, coal: Corporation): void {
  const major = game.corporation(COAL_MAJOR[coal.sym]!);
  mergeMinor(game, coal, major, { settlePresidency: major.parPrice !== null, station: stationFate });
}

/** Whose decision is first on a tie for a state railway's presidency (XII.3, XII.4): the directors of
 *  its minors in their order, then the other holders of their certificates, then clockwise from the founder's director.
 *  `minors`: all the state railway's minors, those declining to fold in too ("the one who owned the
 *  lowest-numbered minor"); 18xx.games counts only the minors folding in (the compatibility option). */
function tieBreak(game: Game, minors: readonly Corporation[]): Player[] {
  const order: Player[] = [];
  const add = (p: unknown) => {
    if (p && !order.includes(p as Player) && game.players.includes(p as Player)) order.push(p as Player);
  };
  for (const m of minors) add(m.president);
  for (const m of minors) for (const s of m.shares) add(s.holder);
  const founder = minors[0]?.president;
  if (founder) for (const p of [founder, ...game.playersClockwiseFrom(founder)]) add(p);
  return order;
}

/**
 * Forms a state railway from these minors (the founder first), or folds them into it once formed.
 * Conversions made together move the directorship only once all are done (XII.5, XII.6); with
 * `settle` false the caller settles it later, after the round's other decisions.
 */
export function formOrFold(game: Game, sym: string, minors: readonly Corporation[], settle = true): void {
  const national = game.corporation(sym);
  if (!minors.length) return;
  if (national.floated) {
    for (const m of minors) mergeMinor(game, m, national, { settlePresidency: false, station: stationFate });
    if (settle) appointPresident(game, national);
    return;
  }
  const all = STATE_MINORS[sym]!.map((s) => game.corporation(s));
  const order = all.filter((m) => minors.includes(m));
  const ties = tieBreak(game, game.options.optional_rules.includes(COMPAT) ? order : all);
  formCorporation(game, national, order, ties, { station: stationFate });
}

/** The state railways' minors still open. */
function openMinors(game: Game, sym: string): Corporation[] {
  return STATE_MINORS[sym]!.map((s) => game.corporation(s)).filter((m) => !m.closed && m.floated);
}

/** KK may form once the first 4-train is bought (XII.5); UG once the 4E is (XII.6). */
function mayForm(game: Game, sym: string): boolean {
  if (sym === "KK") return game.phases.reached.has("4");
  if (sym === "UG") return game.depot.firstSold.has("4E");
  return false;
}

/** The coal companies that may fold now, majors in operating order, each major's from its director clockwise (XIV.5.1). */
function coalOrder(game: Game): Corporation[] {
  const majors = game.corporations
    .filter((c) => c.floated && !c.def.type && !c.closed)
    .sort((a, b) => game.compareForOperating(a, b));
  const out: Corporation[] = [];
  for (const major of majors) {
    const coal = game.corporations.filter((c) => c.def.type === "coal" && !c.closed && COAL_MAJOR[c.sym] === major.sym && c.president);
    const president = major.president;
    const seats = president ? [president, ...game.playersClockwiseFrom(president)] : game.players;
    coal.sort((a, b) => seats.indexOf(a.president!) - seats.indexOf(b.president!));
    out.push(...coal);
  }
  return out;
}

/** A major is "all sold" as XIII.4 defines it, nothing in the initial offering or the bank pool: its coal companies
 *  must fold in (XIV.5.5). 18xx.games looks at the initial offering alone (`compat`). */
function soldOut(major: Corporation, compat: boolean): boolean {
  return major.parPrice !== null && major.percentOf("ipo") === 0 && (compat || major.percentOf("pool") === 0);
}

/**
 * The plan of an exchange round: the coal companies in order, then the k.k.
 * minors, then the Ungarische minors (while their state railway may form).
 * A minor's founder decides whether to form; the others whether to fold in;
 * the formation happens once all of that state railway's minors have decided.
 */
/** The decisions of an exchange round, each naming what it is about. */
type ExchangeDecision = Decision &
  (
    | { kind: "second_half"; minor: string; national: string; half: Share }
    | { kind: "coal"; coal: Corporation; major: Corporation }
    | { kind: "form"; minor: Corporation; national: string }
    | { kind: "fold_in"; minor: Corporation; national: string }
  );

export class ExchangePlan implements DecisionPlan<ExchangeDecision> {
  private readonly queue: Corporation[];
  private readonly forming = new Map<string, Corporation[]>();
  /** 18xx.games' readings (the compatibility option). */
  private readonly compat: boolean;
  /** State railways that took in minors this round: their directorship settles at its end (XII.5, XII.6). */
  private readonly unsettled = new Set<string>();
  /** The second halves (EARLY_HALVES) already offered this round. */
  private readonly halvesOffered = new Set<string>();

  constructor(private readonly game: Game) {
    this.queue = [...coalOrder(game)];
    const compat = (this.compat = game.options.optional_rules.includes(COMPAT));
    for (const sym of ["KK", "UG"]) {
      if (!mayForm(game, sym)) continue;
      const minors = openMinors(game, sym);
      // XII.3, XII.5: the founder decides first; the others fold in starting with the state
      // railway's director (the founder's, before it forms) and going clockwise. 18xx.games asks in
      // the minors' order.
      if (!compat) {
        const national = game.corporation(sym);
        const founder = game.corporation(STATE_MINORS[sym]![0]!);
        const head = (national.floated ? national.president : null) ?? founder.president ?? game.players[0]!;
        const seats = [head, ...game.playersClockwiseFrom(head)];
        const rest = minors.filter((m) => m !== founder).sort((a, b) => seats.indexOf(a.president!) - seats.indexOf(b.president!));
        this.queue.push(...minors.filter((m) => m === founder), ...rest);
      } else {
        this.queue.push(...minors);
      }
    }
  }

  next(): ExchangeDecision | null {
    for (;;) {
      const entity = this.queue.shift();
      if (!entity) return this.formPending() ?? this.secondHalf();
      if (entity.closed) continue;
      const decision = entity.def.type === "coal" ? this.coal(entity) : this.minor(entity);
      if (decision) return decision;
    }
  }

  /** Forms the state railways whose minors have all decided. */
  private formPending(): null {
    for (const [sym, list] of this.forming) formOrFold(this.game, sym, list);
    this.forming.clear();
    return null;
  }

  /**
   * XII.6: once the Ungarische Staatsbahn has formed, the holder of UG3's second half may convert
   * it on his own (not with 18xx.games' option, which converts it only with its director's).
   * The minor runs on; the converted half pays nobody (IX.6).
   */
  private secondHalf(): ExchangeDecision | null {
    if (this.compat) return null;
    const game = this.game;
    for (const sym of EARLY_HALVES) {
      if (this.halvesOffered.has(sym)) continue;
      this.halvesOffered.add(sym);
      const minor = game.corporation(sym);
      const nationalSym = Object.keys(STATE_MINORS).find((k) => STATE_MINORS[k]!.includes(sym))!;
      const national = game.corporation(nationalSym);
      const half = minor.shares.find((s) => !s.president && game.players.includes(s.holder as Player));
      if (!national.floated || minor.closed || !minor.floated || !half) continue;
      const holder = half.holder as Player;
      return {
        kind: "second_half",
        minor: sym,
        national: nationalSym,
        half,
        entity: holder,
        choices: ["convert", "keep"],
        prompt: `${holder.name}: convert the second half of ${sym} into a share of the ${national.def.name}`,
      };
    }
    return null;
  }

  decide(decision: ExchangeDecision, choice: string): void {
    const game = this.game;
    switch (decision.kind) {
      case "second_half":
        if (choice === "convert") {
          exchangeCertificate(game, decision.half, game.corporation(decision.national));
          this.unsettled.add(decision.national);
        } else {
          game.log(`${(decision.entity as Player).name} keeps the second half of ${decision.minor}`);
        }
        return;
      case "coal":
        if (choice === "Exchange") exchangeCoal(game, decision.coal);
        else game.log(`${decision.coal.sym} declines to fold into ${decision.major.sym}`);
        return;
      case "form": {
        const { minor, national: sym } = decision;
        if (choice === "form") {
          this.forming.set(sym, [minor]);
          game.log(`${minor.sym} chooses to form ${sym}; ${sym} forms once the other minors have decided`);
        } else game.log(`${minor.sym} declines to form ${sym}`);
        return this.finishGroup(sym);
      }
      case "fold_in": {
        const { minor, national: sym } = decision;
        if (choice === "fold_in") {
          const forming = this.forming.get(sym);
          if (forming) {
            forming.push(minor);
            game.log(`${minor.sym} chooses to fold into ${sym} as it forms`);
          } else {
            // XII.5, XII.6: the directorship shifts only once all decisions are made (18xx.games: at once).
            formOrFold(game, sym, [minor], this.compat);
            if (!this.compat) this.unsettled.add(sym);
          }
        } else {
          game.log(`${minor.sym} declines to fold into ${sym}`);
        }
        return this.finishGroup(sym);
      }
    }
  }

  /** A state railway forms once the last of its minors still to decide has decided. */
  private finishGroup(sym: string): void {
    const list = this.forming.get(sym);
    if (list && !this.queue.some((m) => STATE_MINORS[sym]!.includes(m.sym))) {
      this.forming.delete(sym);
      formOrFold(this.game, sym, list);
    }
  }

  private coal(coal: Corporation): ExchangeDecision | null {
    const game = this.game;
    const major = game.corporation(COAL_MAJOR[coal.sym]!);
    // 18xx.games logs a forced exchange as an automatic "choose" action: with its option, wait for it.
    const compat = game.options.optional_rules.includes(COMPAT);
    const forced = soldOut(major, compat);
    return {
      kind: "coal",
      coal,
      major,
      entity: coal,
      choices: forced ? ["Exchange"] : ["Exchange", "Decline"],
      prompt: `${coal.sym}: exchange for a ${major.sym} share${forced ? ` (forced: ${major.sym} is sold out)` : ""}`,
      forced: forced && !compat ? "Exchange" : undefined,
    };
  }

  private minor(minor: Corporation): ExchangeDecision | null {
    const sym = Object.keys(STATE_MINORS).find((k) => STATE_MINORS[k]!.includes(minor.sym))!;
    const national = this.game.corporation(sym);
    if (STATE_MINORS[sym]![0] === minor.sym && !national.floated) {
      return { kind: "form", minor, national: sym, entity: minor, choices: ["form", "decline"], prompt: `${minor.sym}: form the ${national.def.name}` };
    }
    if (!this.forming.has(sym) && !national.floated) return null;
    return { kind: "fold_in", minor, national: sym, entity: minor, choices: ["fold_in", "decline"], prompt: `${minor.sym}: fold into the ${national.def.name}` };
  }

  finish(): void {
    this.formPending();
    for (const sym of this.unsettled) appointPresident(this.game, this.game.corporation(sym));
    this.unsettled.clear();
  }
}

/** The round an exchange round leads to: the next operating round of a set, or a stock round. */
export type AfterExchange = { readonly operating: { readonly setNumber: number; readonly index: number; readonly total: number } } | { readonly stock: true };

/** An exchange round, then the round it leads to (kept as data: a game's state holds no functions, snapshot.ts). */
export class ExchangeRound extends DecisionRound {
  constructor(
    game: Game,
    readonly then: AfterExchange,
  ) {
    super(game, "Exchange Round", new ExchangePlan(game));
  }
}

// ---------------------------------------------------------------------------
// What the trains set off (Title.trainEvents)
// ---------------------------------------------------------------------------

/** XII.3: the first 4-train forms the Südbahn from all its minors at once. */
export function sdFormation(game: Game): void {
  game.log("-- Event: the Südbahn forms --");
  formOrFold(game, "SD", openMinors(game, "SD"));
}

/** XII.5: the first 4+1 forms the k.k. Staatsbahn (or folds its remaining minors in). */
export function kkFormation(game: Game): void {
  const minors = openMinors(game, "KK");
  if (!minors.length) return;
  game.log("-- Event: the k.k. minors must convert --");
  formOrFold(game, "KK", minors);
}

/** XII.4, XII.6: the first 5-train forms the Ungarische Staatsbahn (or folds its remaining minors in). */
export function ugFormation(game: Game): void {
  const minors = openMinors(game, "UG");
  if (!minors.length) return;
  game.log("-- Event: the Ungarische minors must convert --");
  formOrFold(game, "UG", minors);
}

/** XIV.5: the first 5-train folds every coal company still open into its major, the majors in
 *  operating order (those not yet floated after them, in charter order), each major's from its director clockwise. */
export function exchangeAllCoal(game: Game): void {
  game.log("-- Event: all coal companies fold into their majors --");
  const majors = game.corporations
    .filter((c) => !c.def.type && !c.def.minor && !c.closed)
    .sort((a, b) => (a.floated && b.floated ? game.compareForOperating(a, b) : a.floated ? -1 : b.floated ? 1 : game.corporations.indexOf(a) - game.corporations.indexOf(b)));
  for (const major of majors) {
    const coal = game.corporations.filter((c) => c.def.type === "coal" && !c.closed && COAL_MAJOR[c.sym] === major.sym && c.president);
    const president = major.president;
    const seats = president ? [president, ...game.playersClockwiseFrom(president)] : game.players;
    coal.sort((a, b) => seats.indexOf(a.president!) - seats.indexOf(b.president!));
    for (const c of coal) exchangeCoal(game, c);
  }
}
