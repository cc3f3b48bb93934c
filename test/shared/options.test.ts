// A table's choice of optional rules: known ids only, one of each group of alternatives.
import { describe, expect, it } from "vitest";
import { importChoice, invalidChoice, withDefaults, type RuleOption } from "../../shared/engine/options.ts";

const OPTIONS: RuleOption[] = [
  { id: "full", name: "Full money", summary: "$12,000", section: "V-1.3", group: "money", default: true },
  { id: "short", name: "Short money", summary: "-$7,500", section: "V-1.3", group: "money" },
  { id: "split", name: "Split revenue", summary: "Half paid, half kept", section: "V-7.1" },
];

describe("a choice of optional rules", () => {
  it("takes any known options, one per group", () => {
    expect(invalidChoice(OPTIONS, [], "1830")).toBeNull();
    expect(invalidChoice(OPTIONS, ["short", "split"], "1830")).toBeNull();
  });
  it("refuses two alternatives of one group", () => {
    expect(invalidChoice(OPTIONS, ["full", "short"], "1830")).toBe('options "full" and "short" are alternatives: choose one');
  });
  it("refuses an unknown id, an object's built-ins included, naming the known ones", () => {
    expect(invalidChoice(OPTIONS, ["constructor"], "1830")).toBe('unknown option "constructor" for 1830; known: full, short, split');
  });
});

describe("a table's choice written out, and an import's", () => {
  it("a new table plays the default of every group it chose nothing from", () => {
    expect(withDefaults(OPTIONS, [])).toEqual(["full"]);
    expect(withDefaults(OPTIONS, ["short", "split"])).toEqual(["short", "split"]);
  });
  it("an 18xx.games log gets the title's import rules, unless it chose an alternative of theirs", () => {
    const reading: RuleOption[] = [
      { id: "clarifications", name: "Clarifications", summary: "", group: "reading", default: true },
      { id: "18xx_games", name: "As 18xx.games", summary: "", group: "reading" },
    ];
    expect(importChoice(reading, [], ["18xx_games"])).toEqual(["18xx_games"]);
    expect(importChoice(reading, ["clarifications"], ["18xx_games"])).toEqual(["clarifications"]);
    expect(importChoice(reading, ["18xx_games"], ["18xx_games"])).toEqual(["18xx_games"]);
  });
});
