// Our Railways card set (docs/railways-cards.md) is well formed and makes
// for a playable, varied game: every action can be paid for in every deal,
// links come in several lengths, and railways meet across card edges in some
// layouts and not in others.
import { describe, expect, it } from "vitest";
import { CARD_COLS, CARD_ROWS, layMap, parseMap, positionOf, Topology } from "../../shared/games/railways/board.ts";
import { CARDS, type CardData } from "../../shared/games/railways/cards.ts";
import { parseActions, type IconKind } from "../../shared/games/railways/icons.ts";

const BLANK: CardData = { id: 0, name: "blank", map: [".....", ".....", ".....", "....."], actions: [] };
const links = (layout: CardData[]) => new Topology(layMap(layout), {}).links;
/** Every ordered choice of k of the cards. */
function arrangements<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => arrangements([...items.slice(0, i), ...items.slice(i + 1)], k - 1).map((rest) => [x, ...rest]));
}

describe("the card set", () => {
  it("has eight cards, each a 4 x 5 map side and four slots of one or two icons, at most one money icon", () => {
    expect(CARDS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const card of CARDS) {
      const map = parseMap(card);
      expect(map).toHaveLength(CARD_ROWS);
      for (const row of map) expect(row).toHaveLength(CARD_COLS);
      const slots = parseActions(card);
      expect(slots).toHaveLength(4);
      expect(slots.flat().filter((i) => i.kind === "money").length, `card ${card.id}`).toBeLessThanOrEqual(1);
    }
  });

  it("draws every railway as a track that leads to a building, another railway or a card edge", () => {
    for (const card of CARDS) {
      const map = parseMap(card);
      map.forEach((row, r) =>
        row.forEach((space, c) => {
          if (space.kind !== "rail") return;
          for (const [bit, dc, dr, back] of [[1, 0, -1, 4], [2, 1, 0, 8], [4, 0, 1, 1], [8, -1, 0, 2]] as const) {
            if (!(space.track & bit)) continue;
            const next = map[r + dr]?.[c + dc];
            const ok = next === undefined || next.kind === "building" || (next.kind === "rail" && (next.track & back) !== 0);
            expect(ok, `card ${card.id} row ${r + 1} column ${c + 1}: track leads into land`).toBe(true);
          }
        }),
      );
    }
  });

  it("never prints buildings of two colours side by side on one card", () => {
    for (const card of CARDS) {
      const map = parseMap(card);
      map.forEach((row, r) =>
        row.forEach((space, c) => {
          if (space.kind !== "building") return;
          for (const next of [map[r]?.[c + 1], map[r + 1]?.[c]]) {
            if (next?.kind === "building") expect(next.colour, `card ${card.id}`).toBe(space.colour);
          }
        }),
      );
    }
  });

  it("leaves every action playable whichever four cards make the map", () => {
    const needs: Record<string, IconKind[][]> = {
      "Buy a Complete Rail Link": [["rail"], ["R", "L", "C", "I"]],
      "Build a Building": [["build"]],
      "Move a Passenger": [["ticket"], ["R", "L", "C", "I"]],
      "Hire a Railworker": [["worker"]],
      "Increase Your Capital": [["money"]],
      "Decrease Pollution Level": [["pollution"]],
      "Add a Passenger": [["passenger"]],
      "Upgrade a Rail Link": [["upgrade"], ["R", "L", "C", "I"]],
    };
    for (const map of arrangements(CARDS.map((c) => c.id), 4).filter((a) => a.join() === [...a].sort().join())) {
      const kinds = new Set(CARDS.filter((c) => !map.includes(c.id)).flatMap((c) => parseActions(c).flat().map((i) => i.kind)));
      for (const [action, alternatives] of Object.entries(needs)) {
        for (const any of alternatives) expect(any.some((k) => kinds.has(k)), `${action} with map cards ${map}`).toBe(true);
      }
    }
  });

  it("has links of every length from 1 to 5 on the cards", () => {
    const lengths = new Set(CARDS.flatMap((c) => links([c, BLANK, BLANK, BLANK]).map((l) => l.length)));
    expect([...lengths].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("joins railways across card edges in some layouts and not in others", () => {
    let joined = 0, pairs = 0;
    for (const [a, b] of arrangements(CARDS, 2)) {
      for (const layout of [[a!, b!, BLANK, BLANK], [a!, BLANK, b!, BLANK]]) {
        pairs++;
        if (links(layout).some((l) => new Set([...l.cells, ...(l.ends as string[])].map(positionOf)).size > 1)) joined++;
      }
    }
    expect(joined / pairs).toBeGreaterThan(0.15);
    expect(joined / pairs).toBeLessThan(0.5);
  });

  it("offers at least six complete links in every layout, so the six link markers can all be placed", () => {
    let fewest = Infinity;
    for (const layout of arrangements(CARDS, 4)) fewest = Math.min(fewest, links(layout).length);
    expect(fewest).toBeGreaterThanOrEqual(6);
  });
});
