// The compiled check a stored move passes instead of zod's parse (schema.ts
// compiledCheck): it must never accept what zod refuses, since a move it
// accepts is stored unparsed. Held to zod on every action of every fixture
// (where the two must agree both ways) and on thousands of malformed copies of
// them (where it may only refuse more); every schema a table stores with
// compiles, or a title's moves would quietly go back to zod.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameActionSchemas, logControlSchemas, playedActionSchemas } from "../../shared/engine/action.ts";
import { compiledCheck, z } from "../../shared/engine/schema.ts";
import { railwaysActionSchemas } from "../../shared/games/railways/action-schemas.ts";

const SCHEMA_SETS: Record<string, Readonly<Record<string, z.ZodMiniType>>> = {
  "stored (18xx titles)": { ...playedActionSchemas, ...logControlSchemas },
  "played (18xx titles)": gameActionSchemas,
  "Railways": { ...railwaysActionSchemas, ...logControlSchemas },
};

/** Every action of every fixture, its programmes' automatic actions too. */
function fixtureActions(): Record<string, unknown>[] {
  const root = new URL("../fixtures/", import.meta.url);
  const actions: Record<string, unknown>[] = [];
  for (const dir of readdirSync(root)) {
    for (const file of readdirSync(new URL(`${dir}/`, root)).filter((f) => f.endsWith(".json"))) {
      const log = JSON.parse(readFileSync(new URL(`${dir}/${file}`, root), "utf8")) as { actions?: Record<string, unknown>[] };
      for (const a of log.actions ?? []) actions.push(a, ...((a.auto_actions as Record<string, unknown>[] | undefined) ?? []));
    }
  }
  return actions;
}

/** A small deterministic generator (tests repeat exactly). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Values a field may be replaced with: every kind, at and just past the schemas' bounds. */
const STRANGE: unknown[] = [
  undefined, null, true, 0, -1, 5, 6, 1.5, 2 ** 53, -(2 ** 60), Number.NaN, Infinity, "", "x", "x".repeat(64), "x".repeat(65),
  "x".repeat(513), "x".repeat(4001), [], ["a"], Array.from({ length: 33 }, () => "a"), Array.from({ length: 65 }, () => "a"),
  {}, { a: 1 }, [[]], [["a", "b"]], [{}], "player", "corporation", "float", "payout", JSON.parse('{"__proto__": {"x": 1}}'),
];

/** A copy of the value with one field somewhere in it replaced, added (one its schema names, `named`, or another) or removed. */
function mutated(value: unknown, next: () => number, named: readonly string[] = []): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  if (value === null || typeof value !== "object") return pick(STRANGE);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const keys = Object.keys(copy);
  const roll = next();
  if (keys.length && roll < 0.55) {
    const key = pick(keys);
    (copy as Record<string, unknown>)[key] = next() < 0.5 ? mutated((copy as Record<string, unknown>)[key], next) : pick(STRANGE);
  } else if (keys.length && roll < 0.75) {
    if (Array.isArray(copy)) copy.pop();
    else delete copy[pick(keys)];
  } else if (Array.isArray(copy)) {
    copy.push(pick(STRANGE));
  } else {
    copy[pick([...named, "extra", "nodes", "hexes"])] = pick(STRANGE);
  }
  return copy;
}

/** Whether the value holds, at any depth, an own `__proto__` or a field given as undefined. */
function oddity(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Object.hasOwn(value, "__proto__")) return true;
  return Object.values(value).some((v) => v === undefined || oddity(v));
}

const actions = fixtureActions();

/** A schema of each kind of definition the compiled check reads, at its edges (the actions' schemas use them all but some bounds). */
const KINDS: Record<string, z.ZodMiniType> = {
  "bounded string": z.string().check(z.minLength(1), z.maxLength(3)),
  "string of a pattern": z.string().check(z.regex(/^[a-z]+$/)),
  "string of a length": z.string().check(z.length(2)),
  "whole number within": z.int().check(z.minimum(0), z.maximum(5)),
  "number past a bound": z.number().check(z.gt(0), z.lt(1)),
  "boolean": z.boolean(),
  "literal": z.literal("float"),
  "enum": z.enum(["player", "corporation"]),
  "nullable optional": z.optional(z.nullable(z.int())),
  "union": z.union([z.literal("float"), z.int().check(z.minimum(0), z.maximum(100))]),
  "bounded array": z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
  "loose object": z.looseObject({ a: z.int(), b: z.optional(z.string()), c: z.unknown() }),
  "strict object": z.strictObject({ card: z.int(), slot: z.optional(z.int()) }),
  "stripping object": z.object({ a: z.string() }),
  "record": z.record(z.string(), z.array(z.string())),
};

describe("the compiled check of a stored move (schema.ts compiledCheck)", () => {
  it("agrees with zod on every kind of definition it reads, at its edges", () => {
    const values = [...STRANGE, "ab", "abc", "abcd", "a1", 0.5, 100, 101, ["a", "b", "c"], { a: 1, c: 0 }, { a: 1, b: "x", c: null, d: 1 }, { a: 1 }, { card: 1 }, { card: 1, slot: 2 }, { card: 1, extra: 1 }, { a: "s", z: 1 }, { x: ["a"], y: [] }, { x: [1] }];
    for (const [kind, schema] of Object.entries(KINDS)) {
      const check = compiledCheck(schema);
      expect(check, kind).not.toBeNull();
      for (const value of values) {
        const zodAccepts = schema.safeParse(value).success;
        if (zodAccepts && oddity(value)) continue;
        expect(check!(value), `${kind}: ${JSON.stringify(value)?.slice(0, 80)}`).toBe(zodAccepts);
      }
    }
    // What it does not read it leaves to zod.
    expect(compiledCheck(z.pipe(z.string(), z.transform((s: string) => s.length)))).toBeNull();
    expect(compiledCheck(z.string().check(z.refine((s: string) => s !== "x")))).toBeNull();
  });

  for (const [name, schemas] of Object.entries(SCHEMA_SETS)) {
    it(`compiles every schema: ${name}`, () => {
      expect(Object.entries(schemas).filter(([, schema]) => compiledCheck(schema) === null).map(([type]) => type)).toEqual([]);
    });

    it(`agrees with zod on every fixture's actions: ${name}`, () => {
      let checked = 0;
      for (const action of actions) {
        const type = action.type as string;
        if (!Object.hasOwn(schemas, type)) continue;
        const schema = schemas[type]!;
        expect(compiledCheck(schema)!(action), JSON.stringify(action).slice(0, 200)).toBe(schema.safeParse(action).success);
        checked++;
      }
      expect(checked).toBeGreaterThan(name === "Railways" ? 0 : 10_000);
    });

    it(`never accepts a malformed copy zod refuses: ${name}`, () => {
      const next = random(name.length);
      let zodRefused = 0;
      let tried = 0;
      for (const action of actions) {
        const type = action.type as string;
        if (!Object.hasOwn(schemas, type) || next() > 0.2) continue;
        const schema = schemas[type]!;
        const named = Object.keys((schema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape);
        for (let k = 0; k < 6; k++) {
          let bad = mutated(action, next, named);
          if (next() < 0.3) bad = mutated(bad, next, named);
          const accepted = compiledCheck(schema)!(bad);
          const zodAccepts = schema.safeParse(bad).success;
          const what = JSON.stringify(bad)?.slice(0, 300);
          if (accepted) expect(zodAccepts, what).toBe(true);
          // It refuses more only where its doc says so: an own __proto__, a field given as undefined (JSON carries neither the latter).
          else if (zodAccepts) expect(oddity(bad), what).toBe(true);
          if (!zodAccepts) zodRefused++;
          tried++;
        }
      }
      // The copies are mostly malformed: the check above is put to the test.
      expect(tried).toBeGreaterThan(name === "Railways" ? 0 : 5_000);
      expect(zodRefused).toBeGreaterThan(tried / 3);
    });
  }
});
