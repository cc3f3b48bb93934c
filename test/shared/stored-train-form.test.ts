// A move is stored in its canonical form (#37), which leaves out buy_train's `variant` where no rule reads
// it. 1846 sells trains in forms (a 4 or a 3/5: TrainDef.variants), so its table keeps the form bought:
// without it the stored move buys the 4 at the 3/5's price, and the table's own log no longer replays.
import { describe, expect, it } from "vitest";
import { rulesetOf } from "../../shared/engine/session.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { title1889 } from "../../shared/games/1889/index.ts";

const move = { type: "buy_train", entity: "IC", entity_type: "corporation", train: "4-0", price: 160, variant: "3/5" };

describe("a purchase's train form in the stored move", () => {
  it("is kept where the title sells trains in forms (1846), bounded as any field", () => {
    expect(rulesetOf(title1846).stored(move)).toEqual(move);
    expect(() => rulesetOf(title1846).stored({ ...move, variant: "V".repeat(65) })).toThrow(/malformed buy_train action: variant/);
  });

  it("is left out where no rule reads it (1889)", () => {
    const { variant, ...rest } = move;
    expect(variant).toBe("3/5");
    expect(rulesetOf(title1889).stored(move)).toEqual(rest);
  });
});
