// What storing a move costs the room (Ruleset.stored: its type's schema checks
// it, then only the fields the schema names are kept, knownFields). Keeping a
// plain value (a number, a string) tries no union's options: each try is a
// parse, and before this a token's city or a player's id as entity made
// storing a move cost far more than checking it (#37).
import { afterEach, describe, expect, it } from "vitest";
import { gameActionSchemas, logControlSchemas } from "../../shared/engine/action.ts";
import { storedAction } from "../../shared/engine/action-check.ts";
import type { z } from "../../shared/engine/schema.ts";

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

const restore: (() => void)[] = [];
afterEach(() => restore.splice(0).forEach((undo) => undo()));

/** Counts the parses tried on the options of every union under these schemas, until the test ends. */
function countUnionTries(schemas: readonly z.ZodMiniType[]): { tries: number } {
  const counter = { tries: 0 };
  const seen = new Set<unknown>();
  const visit = (schema: z.ZodMiniType | undefined): void => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
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
