// A table's choice of optional rules: known ids only, one of each group of alternatives.
import { describe, expect, it } from "vitest";
import { importChoice, invalidChoice, tickOption, withDefaults, type RuleOption } from "../../shared/engine/options.ts";

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

// 1830 V-1.8 in miniature: two ways of buying the privates (the auction the default), an auction variant played
// only with the auction, and a ruleset (the Base Game) that excludes the auction and so plays the other way.
const BUYING: RuleOption[] = [
  { id: "classic", name: "Classic", summary: "", group: "ruleset", default: true },
  { id: "base", name: "Base Game", summary: "", group: "ruleset", excludes: { auction: "1.3: the Base Game bids and chooses" } },
  { id: "auction", name: "Buy-bid & auction", summary: "", group: "buying", default: true },
  { id: "choose", name: "Bid & choose", summary: "", group: "buying" },
  { id: "formal", name: "Formal bidding", summary: "", group: "bidding", default: true, requires: "auction" },
  { id: "free", name: "Free for all", summary: "", group: "bidding", requires: "auction" },
];

describe("options that exclude or require others", () => {
  it("an option's requirement may be met by the default the table plays, not by an alternative chosen instead", () => {
    expect(invalidChoice(BUYING, ["free"], "1830")).toBeNull();
    expect(invalidChoice(BUYING, ["auction", "free"], "1830")).toBeNull();
    expect(invalidChoice(BUYING, ["choose", "free"], "1830")).toBe('option "free" is played only with "auction" (Buy-bid & auction)');
    expect(invalidChoice(BUYING, ["base", "formal"], "1830")).toBe('option "formal" is played only with "auction" (Buy-bid & auction)');
    expect(invalidChoice(BUYING, ["base", "auction"], "1830")).toBe('options "base" (Base Game) and "auction" (Buy-bid & auction) cannot be combined: 1.3: the Base Game bids and chooses');
    expect(invalidChoice(BUYING, ["base", "choose"], "1830")).toBeNull();
  });

  it("written out: no default without what it requires; where the choice excludes a default, the first alternative it allows", () => {
    expect(withDefaults(BUYING, [])).toEqual(["classic", "auction", "formal"]);
    expect(withDefaults(BUYING, ["free"])).toEqual(["free", "classic", "auction"]);
    expect(withDefaults(BUYING, ["choose"])).toEqual(["choose", "classic"]);
    expect(withDefaults(BUYING, ["base"])).toEqual(["base", "choose"]);
    for (const chosen of [[], ["free"], ["choose"], ["base"]]) expect(invalidChoice(BUYING, withDefaults(BUYING, chosen), "1830")).toBeNull();
  });

  it("in the lobby, ticking an option drops what it excludes and what then lacks its requirement, and fills the groups left empty", () => {
    const table = withDefaults(BUYING, []);
    expect(tickOption(BUYING, table, "base", true)).toEqual(["base", "choose"]);
    expect(tickOption(BUYING, ["base", "choose"], "auction", true)).toEqual(["auction", "classic", "formal"]);
    expect(tickOption(BUYING, table, "choose", true)).toEqual(["classic", "choose"]);
    expect(tickOption(BUYING, ["classic", "choose"], "auction", true)).toEqual(["classic", "auction", "formal"]);
    expect(tickOption(BUYING, table, "free", true)).toEqual(["classic", "auction", "free"]);
    for (const [id, on] of [["base", true], ["choose", true], ["free", true]] as const) expect(invalidChoice(BUYING, tickOption(BUYING, table, id, on), "1830")).toBeNull();
  });
});
