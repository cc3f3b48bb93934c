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

/** The action as its schema parses it, or a GameError naming its first malformed field. */
function checked(schema: z.ZodMiniType, raw: unknown): unknown {
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
      for (const [key, field] of Object.entries(def.shape!)) {
        if (Object.hasOwn(value, key)) known[key] = knownFields(field, (value as Record<string, unknown>)[key]);
      }
      return known;
    }
    case "array":
      return Array.isArray(value) ? value.map((v) => knownFields(def.element!, v)) : value;
    case "optional":
    case "nullable":
      return value === undefined || value === null ? value : knownFields(def.innerType!, value);
    case "union": {
      const option = def.options!.find((o) => o.safeParse(value).success);
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
