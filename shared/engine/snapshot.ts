// A game's whole state as JSON, so that a room with a long game wakes without
// replaying its whole log (DESIGN.md: a room rebuilds from its stored log).
// A snapshot is a cache: the log stays the truth, a snapshot is only ever
// taken of a game this engine built, and one that cannot be read (another
// engine build, another format) is ignored and the log replayed.
//
// The state is the object graph under the Game, written generically: plain
// objects, arrays, maps, sets, typed arrays and instances of the engine's
// classes (by name, STATE_CLASSES and Title.snapshots), with shared objects
// written once and referred to by number, and plain data referred to from one
// place written in that place (plainData). What every game of a title shares
// is not written but referred to: the title, its data, the board computed once
// per title (Board.shared), the rules' named constants (SHARED_RULES) and the
// title's (Title.snapshots). A function anywhere else is state a snapshot
// cannot hold: taking one fails, naming where (and the room replays).
//
// Only rooms keep snapshots: the rulesets of the Worker's registry have them
// (rulesetWithSnapshots, shared/games/index.ts). A page reads its room's, sent
// in the welcome to a page of the same engine build, and loads this module
// only then (shared/games/load.ts). It names the rounds every game plays (the
// stock and operating rounds); a title names its own first rounds
// (Title.snapshots), so a page loads no other title's.
import { Bank, Company, Corporation, Player, Share } from "./entities.ts";
import { Game, titleData, type GameOptions, type Title } from "./game.ts";
import { effectiveActions, type LogEntry } from "./log.ts";
import { GameSession, replayOnto, rulesetOf, tableSetup, type Ruleset, type SessionSetup, type TitleForTable } from "./session.ts";
import { HexGrid } from "./hex.ts";
import { Board } from "./map.ts";
import { StockMarket } from "./market.ts";
import { SeededRandom } from "./rng.ts";
import { PlacedTile, TileType } from "./tile.ts";
import { Depot, Phases, Train } from "./trains.ts";
import { OperatingRound } from "./rounds/operating.ts";
import { PrivateAbilities } from "./rounds/operating/abilities.ts";
import { BuyCompaniesStep } from "./rounds/operating/buy-companies.ts";
import { BuyTrainsStep } from "./rounds/operating/buy-trains.ts";
import { DividendStep } from "./rounds/operating/dividend.ts";
import { BANK_LENDS, ForcedPurchase, PRESIDENT_PAYS, PRESIDENT_PAYS_BANK_TRAIN } from "./rounds/operating/forced-purchase.ts";
import { LayTrackStep } from "./rounds/operating/lay-track.ts";
import { Offers } from "./rounds/operating/offers.ts";
import { PlaceStationStep } from "./rounds/operating/place-station.ts";
import { BY_SHARE_VALUE, FIXED_ORDER, LOWEST_FIRST } from "./rounds/operating/rules.ts";
import { RunRoutesStep } from "./rounds/operating/run-routes.ts";
import { StockRound } from "./rounds/stock.ts";

/**
 * The engine's classes whose instances make up a game's state, by the name a snapshot writes: those
 * of every game (the stock and operating rounds and their steps). The rounds only some titles play
 * (an auction of the privates, a start packet) are named by those titles (Title.snapshots).
 */
const STATE_CLASSES: Readonly<Record<string, abstract new (...args: never[]) => unknown>> = {
  Game, Bank, Player, Share, Company, Corporation, Board, HexGrid, PlacedTile, TileType, StockMarket, SeededRandom,
  Train, Depot, Phases, StockRound, OperatingRound, LayTrackStep, PlaceStationStep, RunRoutesStep, DividendStep,
  BuyTrainsStep, ForcedPurchase, BuyCompaniesStep, Offers, PrivateAbilities,
};

/** Named rule objects (with functions) that rounds refer to; shared by every game. */
const SHARED_RULES: readonly object[] = [BY_SHARE_VALUE, FIXED_ORDER, LOWEST_FIRST, BANK_LENDS, PRESIDENT_PAYS, PRESIDENT_PAYS_BANK_TRAIN];

/** Raised when a game holds something a snapshot cannot write. */
export class SnapshotError extends Error {}

/** 2: data referred to once written in its place, as JSON (plainData); 1 numbered every object. */
const FORMAT = 2;

/**
 * A value as written: JSON itself, a marker object (references, undefined, numbers JSON lacks), or
 * `[data]`: plain data written in its place (plainData), read as JSON.parse makes it.
 */
type Written = string | number | boolean | null | { r: number } | { s: number } | { u: 0 } | { h: 0 } | { a: 0 } | { n: string } | { b: string } | [unknown];
/** An object as written: [kind, ...]. */
type Entry =
  | [0, Record<string, Written>] // plain object
  | [1, Written[]] // array
  | [2, Written[]] // map: key, value, key, value, ...
  | [3, Written[]] // set
  | [4, number, Record<string, Written>] // class instance: class index, fields
  | [5, string, number[]] // typed array
  | [6, Record<string, Written>]; // object without prototype

interface Snapshot {
  format: number;
  /** The game it was taken of: its title, options and how many objects its title shares (read only into the same). */
  title: string;
  options: string[];
  shared: number;
  /** How many actions the game had applied: the log's own (Game.actions is not written, {a: 0}; reviveGame's `actions`). */
  actions: number;
  classes: string[];
  objects: Entry[];
}

const TYPED: Record<string, new (values: number[]) => ArrayBufferView> = { Uint8Array, Int32Array, Uint16Array, Int16Array, Float64Array, Uint32Array };

/**
 * What every game of the title (with these data) shares, numbered in a fixed order: the same
 * numbers when the snapshot is taken and when it is read, in any process running this engine.
 * Plain objects, arrays and functions are followed; anything else (a class instance, a map) is
 * shared as it is without looking inside, since such objects may fill caches as they are used.
 */
function sharedObjects(roots: readonly unknown[]): { list: unknown[]; index: Map<unknown, number> } {
  const list: unknown[] = [];
  const index = new Map<unknown, number>();
  const visit = (value: unknown): void => {
    if (value === null || (typeof value !== "object" && typeof value !== "function") || index.has(value)) return;
    index.set(value, list.length);
    list.push(value);
    if (typeof value === "function") return;
    if (Array.isArray(value)) return value.forEach(visit);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return;
    for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key]);
  };
  roots.forEach(visit);
  return { list, index };
}

function classesOf(title: Title): Map<string, object> {
  const byName = new Map<string, object>();
  // The operating round's parts a title names (Title.operatingParts), by the names they have always been written with.
  const parts = title.operatingParts;
  const named = { ...(parts?.issues && { ShareIssues: parts.issues }), ...(parts?.loans && { LoansStep: parts.loans }) };
  for (const [name, cls] of Object.entries({ ...STATE_CLASSES, ...named, ...title.snapshots?.classes })) byName.set(name, cls.prototype as object);
  return byName;
}

/** The numbered shared objects of each title's data, with the board's they were numbered with: made once per process (a room takes and reads snapshots of the same title again and again). */
const sharedByData = new WeakMap<object, { title: Title; board: readonly unknown[]; shared: ReturnType<typeof sharedObjects> }>();

/** What every game of the title with these data shares (`board`: Board.shared()), numbered (sharedObjects). */
function sharedOf(title: Title, data: object, board: readonly unknown[]): ReturnType<typeof sharedObjects> {
  const known = sharedByData.get(data);
  if (known && known.title === title && known.board.length === board.length && known.board.every((b, i) => b === board[i])) return known.shared;
  const shared = sharedObjects([title, data, ...board, ...SHARED_RULES, ...(title.snapshots?.constants ?? [])]);
  sharedByData.set(data, { title, board, shared });
  return shared;
}

/**
 * Which objects of the game's state are plain data referred to from one place only: a plain object
 * or an array without holes, not shared, holding only JSON's own values (strings, finite numbers but
 * -0, booleans, null) and such data. Each is written in its place as JSON and read as JSON.parse
 * makes it, not numbered and rebuilt field by field: the game's log lines (Game.messages, two
 * thirds of a long game's objects) cost a wake their parse only (#37, 10).
 */
function plainData(game: Game, shared: ReadonlyMap<unknown, number>): (obj: object) => boolean {
  // How many times each object is referred to (shared objects and the game's actions are not written).
  const refs = new Map<object, number>();
  const stack: unknown[] = [game];
  const refer = (value: unknown) => {
    if (value === null || typeof value !== "object" || value === game.actions || shared.has(value)) return;
    const seen = refs.get(value) ?? 0;
    refs.set(value, seen + 1);
    if (seen === 0) stack.push(value);
  };
  refs.set(game, 1);
  while (stack.length) {
    const obj = stack.pop() as object;
    if (Array.isArray(obj)) for (let i = 0; i < obj.length; i++) refer(obj[i]);
    else if (obj instanceof Map) for (const [k, v] of obj) (refer(k), refer(v));
    else if (obj instanceof Set) for (const v of obj) refer(v);
    else if (!ArrayBuffer.isView(obj)) for (const key of Object.keys(obj)) refer((obj as Record<string, unknown>)[key]);
  }
  const plain = new Map<object, boolean>();
  const isPlain = (obj: object): boolean => {
    let known = plain.get(obj);
    if (known !== undefined) return known;
    plain.set(obj, false);
    known = refs.get(obj) === 1 && (Array.isArray(obj) ? plainItems(obj) : Object.getPrototypeOf(obj) === Object.prototype && plainFields(obj as Record<string, unknown>));
    plain.set(obj, known);
    return known;
  };
  const plainValue = (v: unknown): boolean => {
    switch (typeof v) {
      case "string":
      case "boolean":
        return true;
      case "number":
        return Number.isFinite(v) && !Object.is(v, -0);
      case "object":
        return v === null || (v !== game.actions && !shared.has(v) && isPlain(v));
      default:
        return false;
    }
  };
  const plainItems = (items: unknown[]) => {
    for (let i = 0; i < items.length; i++) if (!(i in items) || !plainValue(items[i])) return false;
    return true;
  };
  const plainFields = (obj: Record<string, unknown>) => {
    for (const key of Object.keys(obj)) if (key === "__proto__" || !plainValue(obj[key])) return false;
    return true;
  };
  return isPlain;
}

/**
 * The game's state as JSON text; a SnapshotError when it holds something a snapshot cannot write.
 * The actions it has applied (Game.actions, the log's own entries and their automatic actions)
 * are not written: the log has them, and the reader passes them back (reviveGame).
 */
export function snapshotGame(game: Game): string {
  const shared = sharedOf(game.title, game.data, game.board.shared());
  const classNames = new Map<object, string>();
  for (const [name, proto] of classesOf(game.title)) classNames.set(proto, name);
  const classes: string[] = [];
  const classIndex = new Map<string, number>();
  const objects: Entry[] = [];
  const numbered = new Map<object, number>();

  const once = plainData(game, shared.index);

  const write = (value: unknown, key: string): Written => {
    switch (typeof value) {
      case "string":
      case "boolean":
        return value;
      case "number":
        return Number.isFinite(value) && !Object.is(value, -0) ? value : { n: Object.is(value, -0) ? "-0" : String(value) };
      case "undefined":
        return { u: 0 };
      case "bigint":
        return { b: value.toString() };
      case "symbol":
        throw new SnapshotError(`${key}: a ${typeof value}`);
    }
    if (value === null) return null;
    if (value === game.actions) return { a: 0 };
    const s = shared.index.get(value);
    if (s !== undefined) return { s };
    if (typeof value === "function") throw new SnapshotError(`${key}: a function (${value.name || "anonymous"}) that is not one of the title's`);
    const known = numbered.get(value as object);
    if (known !== undefined) return { r: known };
    if (once(value as object)) return [value];
    const r = objects.length;
    numbered.set(value as object, r);
    objects.push(null as unknown as Entry); // its place, filled below (references to it may come first)
    try {
      objects[r] = entry(value as object);
    } catch (e) {
      if (e instanceof SnapshotError) e.message = `${key}.${e.message}`;
      throw e;
    }
    return { r };
  };
  const fields = (obj: object): Record<string, Written> => {
    const out: Record<string, Written> = {};
    for (const key of Object.keys(obj)) out[key] = write((obj as Record<string, unknown>)[key], key);
    return out;
  };
  const entry = (obj: object): Entry => {
    if (Array.isArray(obj)) {
      // A sparse array keeps its holes ({h: 0}): a hole is not an undefined element (forEach skips it).
      const items: Written[] = new Array(obj.length);
      for (let i = 0; i < obj.length; i++) items[i] = i in obj ? write(obj[i], String(i)) : { h: 0 };
      return [1, items];
    }
    const proto = Object.getPrototypeOf(obj);
    if (proto === Object.prototype) return [0, fields(obj)];
    if (proto === null) return [6, fields(obj)];
    if (obj instanceof Map) {
      const pairs: Written[] = [];
      for (const [k, v] of obj) pairs.push(write(k, "<key>"), write(v, String(k)));
      return [2, pairs];
    }
    if (obj instanceof Set) return [3, [...obj].map((v) => write(v, "<member>"))];
    if (ArrayBuffer.isView(obj)) {
      const name = obj.constructor.name;
      if (!TYPED[name]) throw new SnapshotError(`a ${name}`);
      return [5, name, Array.from(obj as unknown as ArrayLike<number>)];
    }
    const name = classNames.get(proto);
    if (name === undefined) throw new SnapshotError(`an instance of ${proto?.constructor?.name ?? "an unknown class"}, which snapshots do not know (STATE_CLASSES, Title.snapshots)`);
    let c = classIndex.get(name);
    if (c === undefined) classIndex.set(name, (c = classes.push(name) - 1));
    return [4, c, fields(obj)];
  };

  write(game, "game");
  const snapshot: Snapshot = { format: FORMAT, title: game.data.title, options: game.options.optional_rules, shared: shared.list.length, actions: game.actions.length, classes, objects };
  return JSON.stringify(snapshot);
}

/**
 * The game a snapshot holds, for a table with these options, given the actions it had applied
 * (the log's entries in effect then, each followed by its automatic actions, as a trusted replay
 * applies them); a SnapshotError when the snapshot is not one this engine can read for that
 * title, or was taken after another number of actions.
 */
export function reviveGame(title: Title, options: GameOptions, text: string, actions: unknown[]): Game {
  const snapshot = JSON.parse(text) as Snapshot;
  if (snapshot.format !== FORMAT) throw new SnapshotError(`format ${snapshot.format}, not ${FORMAT}`);
  if (snapshot.actions !== actions.length) throw new SnapshotError(`a snapshot after ${snapshot.actions} actions, not ${actions.length}`);
  // The shared objects as a new game of this table would have them.
  const opts = { optional_rules: options.optional_rules ?? [], best_routes: true, consent: true, trusted: false };
  const data = titleData(title, opts);
  const shared = sharedOf(title, data, Board.sharedBy(data, { routes: title.routeHooks })).list;
  const game = `${snapshot.title} with ${JSON.stringify(snapshot.options)}`;
  if (snapshot.title !== data.title || JSON.stringify(snapshot.options) !== JSON.stringify(opts.optional_rules) || snapshot.shared !== shared.length) {
    throw new SnapshotError(`a snapshot of ${game}, not of ${data.title} with ${JSON.stringify(opts.optional_rules)}`);
  }
  const byName = classesOf(title);
  const protos = snapshot.classes.map((name) => {
    const proto = byName.get(name);
    if (!proto) throw new SnapshotError(`an instance of ${name}, which this engine does not know`);
    return proto;
  });
  // Every object first (references may point forward), then their contents.
  const objects = snapshot.objects.map((e): object => {
    switch (e[0]) {
      case 0: return {};
      case 1: return new Array(e[1].length);
      case 2: return new Map();
      case 3: return new Set();
      case 4: return Object.create(protos[e[1]]!) as object;
      case 5: {
        const Typed = TYPED[e[1]];
        if (!Typed) throw new SnapshotError(`a ${e[1]}`);
        return new Typed(e[2]);
      }
      case 6: return Object.create(null) as object;
    }
  });
  const read = (w: Written): unknown => {
    if (w === null || typeof w !== "object") return w;
    if (Array.isArray(w)) return w[0];
    if ("r" in w) return objects[w.r];
    if ("s" in w) {
      if (w.s >= shared.length) throw new SnapshotError(`shared object ${w.s} of ${shared.length}`);
      return shared[w.s];
    }
    if ("u" in w) return undefined;
    if ("a" in w) return actions;
    if ("b" in w) return BigInt(w.b);
    if ("h" in w) throw new SnapshotError("a hole outside an array");
    return w.n === "-0" ? -0 : Number(w.n);
  };
  const fill = (target: Record<string, unknown>, fields: Record<string, Written>) => {
    for (const key of Object.keys(fields)) target[key] = read(fields[key]!);
  };
  snapshot.objects.forEach((e, i) => {
    const target = objects[i]!;
    switch (e[0]) {
      case 0:
      case 6:
        return fill(target as Record<string, unknown>, e[1]);
      case 4:
        return fill(target as Record<string, unknown>, e[2]);
      case 1:
        return e[1].forEach((w, j) => {
          if (w === null || typeof w !== "object" || !("h" in w)) (target as unknown[])[j] = read(w);
        });
      case 2: {
        const map = target as Map<unknown, unknown>;
        for (let j = 0; j < e[1].length; j += 2) map.set(read(e[1][j]!), read(e[1][j + 1]!));
        return;
      }
      case 3:
        return e[1].forEach((w) => (target as Set<unknown>).add(read(w)));
    }
  });
  const revived = objects[0];
  if (!(revived instanceof Game)) throw new SnapshotError(`${game}: not a game`);
  return revived;
}

/** The session of a stored log resumed from a snapshot of its game after its first `at` entries (Ruleset.resume). */
export function resumeSession(setup: SessionSetup, entries: readonly LogEntry[], at: number, snapshot: string): GameSession | null {
  const later = entries.slice(at);
  if (later.some((e) => e.type === "undo" || e.type === "redo")) return null;
  // The actions the game had applied, as a trusted replay applies them: each entry, then its automatic actions.
  const applied = effectiveActions(entries.slice(0, at)).flatMap((e) => [e, ...((e as { auto_actions?: LogEntry[] }).auto_actions ?? [])]);
  let game: Game;
  try {
    // A snapshot of another log (or of a log cut back since) is not this game: it applied another number of actions.
    game = reviveGame(setup.title, setup.options, snapshot, applied);
  } catch (e) {
    if (e instanceof SnapshotError || e instanceof SyntaxError) return null;
    throw e;
  }
  return new GameSession(setup, entries, "trusted", replayOnto(game, setup.options, later, "trusted"));
}

/** An 18xx title as a Ruleset whose tables keep snapshots of their games: a room's (`forTable`: rulesetOf). */
export function rulesetWithSnapshots(title: Title, forTable: TitleForTable = () => title): Ruleset<Game> {
  return {
    ...rulesetOf(title, forTable),
    snapshot: snapshotGame,
    resume: (setup, entries, at, snapshot) => resumeSession(tableSetup(forTable, setup), entries, at, snapshot),
  };
}
