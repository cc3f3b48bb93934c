// The schema library the engine's actions are checked with (action-check.ts):
// zod/mini, zod's tree-shakable form, with its English messages so that a
// malformed action is refused in words. No page loads it: the 18xx pages and
// the Railways solitaire's trust the shapes their room sends (each
// action-check.browser.ts, vite.config.ts). The server's own messages
// (shared/protocol.ts) use classic zod, which only the Worker loads.
import { GameError } from "./errors.ts";
import { z } from "zod/mini";

z.config(z.locales.en());

export { z };

/**
 * Checks an action against the schema of its `type` among `schemas`: the
 * action as parsed, or a GameError naming the unknown type (`what`: how the
 * title calls its actions) or the first malformed field.
 */
export function parseAction<T>(schemas: Readonly<Record<string, z.ZodMiniType>>, raw: unknown, what: string): T {
  const schema = schemaOf(schemas, raw, what);
  // An action replayed again (an undo rebuilds the game from the same log entries), or stored by a
  // table just before it is played (actionFields), was checked already.
  const known = parsedOnce.get(raw as object);
  if (known) for (const k of known) if (k.schema === schema) return k.parsed as T;
  const parsed = checked(schema, raw);
  remember(raw as object, schema, parsed);
  return parsed as T;
}

/** The schema of the action's `type` among `schemas`, or a GameError naming the unknown type. */
function schemaOf(schemas: Readonly<Record<string, z.ZodMiniType>>, raw: unknown, what: string): z.ZodMiniType {
  const type = (raw as { type?: unknown } | null)?.type;
  // Own keys only: a type named like an object's built-in ("constructor") is no action.
  const schema = typeof type === "string" && Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) throw new GameError(`unknown ${what} ${JSON.stringify(type)}`);
  return schema;
}

/**
 * The action as its schema parses it, or a GameError naming its first malformed field. The compiled
 * check answers for a well-formed action, which is then its own parse (the schemas check, they
 * transform nothing; the engine reads only the fields they name): zod, for one it doubts, in zod's words.
 */
function checked(schema: z.ZodMiniType, raw: unknown): unknown {
  if (compiledCheck(schema)?.(raw)) return raw;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GameError(`malformed ${(raw as { type: string }).type} action: ${issue.path.join(".") || "action"}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Each log entry's parsed action, per schema it was checked against: parsing is the largest
 * single cost of a replay, and the engine never changes an action it was given. A short list per
 * entry (an entry meets one schema or two), not a WeakMap per entry: each WeakMap is one more
 * table for the garbage collector to trace, and one more lookup per action replayed.
 */
const parsedOnce = new WeakMap<object, { schema: z.ZodMiniType; parsed: unknown }[]>();

function remember(raw: object, schema: z.ZodMiniType, parsed: unknown): void {
  const known = parsedOnce.get(raw);
  if (known) known.push({ schema, parsed });
  else parsedOnce.set(raw, [{ schema, parsed }]);
}

/**
 * The value with only the fields its schema names, at every depth: what a
 * table stores of an action a player sent. (The schemas are loose so that
 * 18xx.games logs, with fields of their own, replay as they are; a live
 * action keeps nothing the rules do not read.)
 */
export function knownFields(schema: z.ZodMiniType, value: unknown): unknown {
  // A number, string or boolean is kept as it is, whatever its schema: no union's options are tried on it
  // (each try a parse: the largest cost of storing a move whose fields are unions, a token's city).
  if (value === null || typeof value !== "object") return value;
  const def = (schema as unknown as { _zod: { def: KnownDef } })._zod.def;
  switch (def.type) {
    case "object": {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      const known: Record<string, unknown> = {};
      // Its keys walked in place, not listed: a list of pairs per object at every move was a twentieth of what storing allocated.
      const shape = def.shape!;
      for (const key in shape) {
        if (Object.hasOwn(value, key)) known[key] = knownFields(shape[key]!, (value as Record<string, unknown>)[key]);
      }
      return known;
    }
    case "array":
      return Array.isArray(value) ? value.map((v) => knownFields(def.element!, v)) : value;
    case "optional":
    case "nullable":
      return value === undefined || value === null ? value : knownFields(def.innerType!, value);
    case "union": {
      const option = def.options!.find((o) => compiledCheck(o)?.(value) || o.safeParse(value).success);
      return option ? knownFields(option, value) : value;
    }
    default:
      return value;
  }
}

/** What knownFields reads of a schema's definition. */
export interface KnownDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

/**
 * An action checked against its type's schema (parseAction), with only the fields that schema names
 * (knownFields). `played`: the schemas the game checks it with when it plays it, where they differ
 * (they name more fields, none of them required: action.ts playedActionSchemas).
 */
export function actionFields<T>(schemas: Readonly<Record<string, z.ZodMiniType>>, raw: unknown, what: string, played?: Readonly<Record<string, z.ZodMiniType>>): T {
  const schema = schemaOf(schemas, raw, what);
  // Checked, not remembered: what the sender's object held beyond the fields kept is dropped with it.
  checked(schema, raw);
  const type = (raw as { type: string }).type;
  const known = knownFields(schema, raw) as object;
  // What a checked action keeps of the fields its schema names passes that schema as it is (the
  // schemas check, they transform nothing): the game that plays the stored action parses it no more.
  remember(known, schema, known);
  // And it passes the schema the game plays it with, without a second parse (#37, 10: a parse is a
  // tenth of a move's processor in workerd, where zod cannot compile its checks): every field that
  // schema names is either kept under a schema that implies its own or optional
  // (test/shared/stored-action-cost.test.ts proves it of every action type from the schemas' definitions).
  const playedWith = played && Object.hasOwn(played, type) ? played[type] : undefined;
  if (playedWith) remember(known, playedWith, known);
  return known as T;
}

/** A check built from a schema's definition: true only where the schema accepts the value. */
export type Accepts = (value: unknown) => boolean;

/** What compiledCheck reads of a schema's definition and of its checks'. */
interface CheckDef extends KnownDef {
  coerce?: boolean;
  format?: string;
  checks?: { _zod: { def: BoundDef } }[];
  catchall?: z.ZodMiniType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
}
interface BoundDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const compiledChecks = new WeakMap<z.ZodMiniType, Accepts | null>();

/**
 * The schema's check as plain closures, built once from its definition: zod compiles its own checks
 * into code where it may, which workerd forbids, so there each parse walks the schema again (a
 * move's one parse, as it is stored, was the largest share of storing it: #37, 10). It accepts only
 * what zod accepts, and refuses some of what zod would take (an own `__proto__`, a required field
 * given as undefined): a value it refuses goes to zod, whose verdict and words stand. Null where the
 * definition holds anything it does not read (a transform, a refinement): zod alone checks.
 * test/shared/compiled-check.test.ts holds it to zod on every fixture's actions and on their mutations.
 */
export function compiledCheck(schema: z.ZodMiniType): Accepts | null {
  let check = compiledChecks.get(schema);
  if (check === undefined) compiledChecks.set(schema, (check = compile(schema)));
  return check;
}

function compile(schema: z.ZodMiniType): Accepts | null {
  const def = (schema as unknown as { _zod: { def: CheckDef } })._zod.def;
  if (def.coerce) return null;
  const bounds = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case "string": {
      const within = lengthWithin(bounds);
      return within && ((v) => typeof v === "string" && within(v));
    }
    case "number": {
      // z.int() is a number of format "safeint"; a plain number is finite (zod refuses NaN and the infinities).
      if (def.format !== undefined && def.format !== "safeint") return null;
      const whole = def.format === "safeint";
      const within = valueWithin(bounds);
      return within && ((v) => typeof v === "number" && (whole ? Number.isSafeInteger(v) : Number.isFinite(v)) && within(v));
    }
    case "boolean":
      return bounds.length ? null : (v) => typeof v === "boolean";
    case "literal": {
      const values = def.values!;
      return bounds.length ? null : (v) => values.includes(v);
    }
    case "enum": {
      const values = new Set(Object.values(def.entries!));
      return bounds.length ? null : (v) => values.has(v);
    }
    case "unknown":
    case "any":
      return () => true;
    case "optional": {
      const inner = compiledCheck(def.innerType!);
      return inner && ((v) => v === undefined || inner(v));
    }
    case "nullable": {
      const inner = compiledCheck(def.innerType!);
      return inner && ((v) => v === null || inner(v));
    }
    case "union": {
      const options = def.options!.map(compiledCheck);
      if (options.some((o) => o === null)) return null;
      return (v) => options.some((o) => o!(v));
    }
    case "array": {
      const element = compiledCheck(def.element!);
      const within = lengthWithin(bounds);
      if (!element || !within) return null;
      return (v) => {
        if (!Array.isArray(v) || !within(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case "object":
      return bounds.length ? null : objectCheck(def);
    case "record": {
      // Keys that are any string (every key of an object is one): each value checked by its schema.
      const key = (def.keyType as unknown as { _zod: { def: CheckDef } })._zod.def;
      const value = compiledCheck(def.valueType!);
      if (bounds.length || key.type !== "string" || key.checks?.length || key.coerce || !value) return null;
      return (v) => {
        if (!plainObject(v)) return false;
        for (const field of Object.values(v)) if (!value(field)) return false;
        return true;
      };
    }
    default:
      return null;
  }
}

/** An object's fields, each checked by its own schema; beyond them, what the object's kind allows (loose: anything; strict: nothing). */
function objectCheck(def: CheckDef): Accepts | null {
  const extra = def.catchall && (def.catchall as unknown as { _zod: { def: CheckDef } })._zod.def.type;
  if (extra !== undefined && extra !== "unknown" && extra !== "any" && extra !== "never") return null;
  const fields: { key: string; optional: boolean; check: Accepts }[] = [];
  for (const [key, field] of Object.entries(def.shape!)) {
    const check = compiledCheck(field);
    if (!check) return null;
    fields.push({ key, optional: (field as unknown as { _zod: { def: CheckDef } })._zod.def.type === "optional", check });
  }
  const named = new Set(fields.map((f) => f.key));
  const strict = extra === "never";
  return (v) => {
    if (!plainObject(v)) return false;
    const value = v as Record<string, unknown>;
    for (const { key, optional, check } of fields) {
      const field = value[key];
      // A required field is there (zod refuses it missing, even where its schema takes any value).
      if (field === undefined ? !optional : !check(field)) return false;
    }
    if (strict) for (const key of Object.keys(value)) if (!named.has(key)) return false;
    return true;
  };
}

/** An object that is no array and has no own `__proto__` (zod may read one otherwise: zod decides). */
function plainObject(v: unknown): v is object {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !Object.hasOwn(v, "__proto__");
}

/** A string's or an array's length checks (and a string's pattern), or null for a check this does not read. */
function lengthWithin(bounds: BoundDef[]): ((v: string | unknown[]) => boolean) | null {
  let min = 0;
  let max = Infinity;
  const patterns: RegExp[] = [];
  for (const b of bounds) {
    if (b.check === "max_length") max = Math.min(max, b.maximum!);
    else if (b.check === "min_length") min = Math.max(min, b.minimum!);
    else if (b.check === "length_equals") [min, max] = [Math.max(min, b.length!), Math.min(max, b.length!)];
    else if (b.check === "string_format" && b.format === "regex" && b.pattern instanceof RegExp) patterns.push(b.pattern);
    else return null;
  }
  return (v) => {
    if (v.length < min || v.length > max) return false;
    for (const p of patterns) {
      if (typeof v !== "string") return false;
      p.lastIndex = 0;
      if (!p.test(v)) return false;
    }
    return true;
  };
}

/** A number's bounds (and a whole number's format among its checks), or null for a check this does not read. */
function valueWithin(bounds: BoundDef[]): ((v: number) => boolean) | null {
  let low = -Infinity;
  let lowIn = true;
  let high = Infinity;
  let highIn = true;
  let whole = false;
  for (const b of bounds) {
    if (b.check === "greater_than" && (b.value! > low || (b.value === low && !b.inclusive))) [low, lowIn] = [b.value!, b.inclusive === true];
    else if (b.check === "less_than" && (b.value! < high || (b.value === high && !b.inclusive))) [high, highIn] = [b.value!, b.inclusive === true];
    else if (b.check === "number_format" && b.format === "safeint") whole = true;
    else if (b.check !== "greater_than" && b.check !== "less_than") return null;
  }
  return (v) => (lowIn ? v >= low : v > low) && (highIn ? v <= high : v < high) && (!whole || Number.isSafeInteger(v));
}
