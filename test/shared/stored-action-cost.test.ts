// What storing a move costs the room (Ruleset.stored: its type's schema checks
// it, then only the fields the schema names are kept, knownFields). Keeping a
// plain value (a number, a string) tries no union's options: each try is a
// parse, and before this a token's city or a player's id as entity made
// storing a move cost far more than checking it (#37). What is kept is not
// parsed again against the schema the game plays it with (action.ts
// gameActionSchemas): the stored schema implies it, proved here from their
// definitions for every action type.
import { afterEach, describe, expect, it } from "vitest";
import { gameActionSchemas, logControlSchemas, playedActionSchemas } from "../../shared/engine/action.ts";
import { storedAction } from "../../shared/engine/action-check.ts";
import { z, type KnownDef } from "../../shared/engine/schema.ts";

const restore: (() => void)[] = [];
afterEach(() => restore.splice(0).forEach((undo) => undo()));

/** Counts the parses tried on the options of every union under these schemas, until the test ends. */
function countUnionTries(schemas: readonly z.ZodMiniType[]): { tries: number } {
  const counter = { tries: 0 };
  const seen = new Set<unknown>();
  const visit = (schema: z.ZodMiniType | undefined): void => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as unknown as { _zod: { def: KnownDef } })._zod.def;
    Object.values(def.shape ?? {}).forEach(visit);
    visit(def.element);
    visit(def.innerType);
    for (const option of def.options ?? []) {
      const safeParse = option.safeParse;
      option.safeParse = ((...args: Parameters<typeof safeParse>) => {
        counter.tries++;
        return safeParse(...args);
      }) as typeof safeParse;
      restore.push(() => (option.safeParse = safeParse));
      visit(option);
    }
  };
  schemas.forEach(visit);
  return counter;
}

describe("storing a move", () => {
  it("keeps its plain values without trying any union's options on them", () => {
    const counter = countUnionTries([...Object.values(gameActionSchemas), ...Object.values(logControlSchemas)]);
    const moves = [
      { type: "place_token", entity: "PRR", entity_type: "corporation", city: "H12-0-0", slot: 0, id: 7, created_at: 1 },
      { type: "buy_shares", entity: 2, entity_type: "player", shares: ["B&O_1"], percent: 10, id: 8, created_at: 1 },
      { type: "lay_tile", entity: "PRR", entity_type: "corporation", hex: "H12", tile: "57-0", rotation: 1, id: 9, created_at: 1 },
      { type: "pass", entity: 1, entity_type: "player", id: 10, created_at: 1 },
    ];
    for (const move of moves) expect(storedAction(move)).toEqual(move);
    expect(counter.tries).toBe(0);
  });
});

interface Def extends KnownDef {
  catchall?: z.ZodMiniType;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number } } }[];
}
const def = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether `check` bounds a length at least as tightly as `bound` does (same kind). */
function asTight(check: NonNullable<Def["checks"]>[number], bound: NonNullable<Def["checks"]>[number]): boolean {
  const [c, b] = [check._zod.def, bound._zod.def];
  if (c.check !== b.check) return false;
  if (c.check === "max_length") return c.maximum! <= b.maximum!;
  if (c.check === "min_length") return c.minimum! >= b.minimum!;
  return false;
}

/**
 * Whether every value knownFields keeps under `kept` (only the fields it names, at every depth) passes
 * `played`: the same schema; a literal whose values pass; objects whose every field `played` names is
 * kept under a schema implying its own or may be absent; arrays of such elements, bounded at least as
 * tightly. Anything else: not proved (false).
 */
function implies(kept: z.ZodMiniType, played: z.ZodMiniType): boolean {
  if (kept === played) return true;
  const [k, p] = [def(kept), def(played)];
  if (p.type === "optional" || p.type === "nullable") return implies(k.type === p.type ? k.innerType! : kept, p.innerType!);
  if (k.type === "literal") return k.values!.every((v) => played.safeParse(v).success);
  if (k.type === "object" && p.type === "object") {
    for (const [field, schema] of Object.entries(p.shape!)) {
      if (Object.hasOwn(k.shape!, field) ? !implies(k.shape![field]!, schema) : !schema.safeParse(undefined).success) return false;
    }
    const loose = p.catchall !== undefined && def(p.catchall).type === "unknown";
    return loose || Object.keys(k.shape!).every((field) => Object.hasOwn(p.shape!, field));
  }
  if (k.type === "array" && p.type === "array") {
    return implies(k.element!, p.element!) && (p.checks ?? []).every((bound) => (k.checks ?? []).some((check) => check === bound || asTight(check, bound)));
  }
  return false;
}

describe("what a table stores passes the schema the game plays it with, unparsed", () => {
  it("every action type's stored schema implies its played one", () => {
    const types = Object.keys(gameActionSchemas) as (keyof typeof gameActionSchemas)[];
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter((type) => !implies(playedActionSchemas[type], gameActionSchemas[type]))).toEqual([]);
  });

  it("the proof fails where a required field is not kept, a bound is looser or a literal does not pass", () => {
    const bid = gameActionSchemas.bid;
    expect(implies(z.omit(bid, { price: true }), bid)).toBe(false);
    expect(implies(z.omit(bid, { company: true }), bid)).toBe(true);
    const id = z.string();
    const ids = z.array(id).check(z.maxLength(64));
    expect(implies(z.array(id).check(z.maxLength(65)), ids)).toBe(false);
    expect(implies(z.array(id).check(z.maxLength(8)), ids)).toBe(true);
    // Not proved where the elements' schemas are not known to be alike.
    expect(implies(z.array(z.string()).check(z.maxLength(8)), ids)).toBe(false);
    expect(implies(z.literal("x".repeat(65)), z.string().check(z.maxLength(64)))).toBe(false);
    expect(implies(z.string(), z.string().check(z.maxLength(64)))).toBe(false);
  });
});
