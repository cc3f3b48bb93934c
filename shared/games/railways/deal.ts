// The deal's version (Railways, Setup: "Shuffle the 8 Map/Action cards"): written in a table's options when
// it opens, so that a game replays with the cards it was dealt (docs/rules-railways.md, The deal's version).
import type { RuleOption } from "../../engine/options.ts";
import type { SeededRandom } from "../../engine/rng.ts";

/**
 * The deal's version, written in a table's options when it is opened (the group's default), so that a game
 * replays as it was dealt: `fair_deal` shuffles with the generator's scrambled high bits (every order of the
 * cards can be dealt, evenly); `first_deal`, or a log that names neither (opened before there was a choice),
 * the first way, which reached only 684 of the 1,680 maps (docs/rules-railways.md, The deal).
 */
export const FAIR_DEAL = "fair_deal";
export const FIRST_DEAL = "first_deal";
export const DEAL_OPTIONS: readonly RuleOption[] = [
  { id: FAIR_DEAL, name: "Fair deal", summary: "the cards are shuffled so that every order of the 8 cards can be dealt, each as often", group: "deal", default: true },
  { id: FIRST_DEAL, name: "First deal", summary: "the cards are shuffled as tables were before November 2026 (only 684 of the 1,680 maps occur): to replay those deals", group: "deal" },
];

/** The shuffle of the deal and of every reshuffle for a table with these options. */
export function dealShuffle(rules: readonly string[]): <T>(items: T[], rng: SeededRandom) => T[] {
  return rules.includes(FAIR_DEAL) ? (items, rng) => rng.shuffle(items) : firstShuffle;
}

/**
 * The first deal's shuffle, kept so that games dealt with it replay as they were played: Fisher-Yates drawing
 * with `below`, the generator's low bits, which repeat in short cycles, so that only 2,520 of the 40,320 orders
 * of the 8 cards (684 of the 1,680 maps) were ever dealt. Tables opened since play FAIR_DEAL (`rng.shuffle`).
 */
function firstShuffle<T>(items: T[], rng: SeededRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
