// Station tokens on the 1830 board (rule book 7.3.2, 7.3.3) and the city ids
// of 18xx.games logs.

import { describe, expect, it } from "vitest";
import { Board } from "../../shared/engine/map.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { expectRule } from "./game-checks.ts";

const none = new Map<string, string[]>();

/** B&O at home in Baltimore with a #57 in Washington (J14) joined to it. */
function baltimore(): Board {
  const board = new Board(data1830);
  board.placeToken("B&O", "I15", 0);
  board.layTile("J14", "57-0", 0); // edges 0 (Deep South) and 3 (Baltimore)
  return board;
}

describe("placing a station (7.3.2)", () => {
  it("in a city the corporation reaches by track", () => {
    const board = baltimore();
    expect(() => board.checkTokenPlacement("B&O", "J14", 0, { reserved: none, needsConnection: true })).not.toThrow();
    expect(board.tokenableCities("B&O", none)).toEqual([{ hex: "J14", city: 0 }]);
    board.placeToken("B&O", "J14", 0);
    expect(board.tokensOf("B&O")).toEqual([
      { hex: "I15", city: 0 },
      { hex: "J14", city: 0 },
    ]);
  });

  it("not where it cannot trace a route", () => {
    const board = baltimore();
    expectRule(
      () => board.checkTokenPlacement("B&O", "H10", 0, { reserved: none, needsConnection: true }),
      "1830 7.3.2",
      /cannot trace a route/,
    );
    // A home station or the DH's ability needs no route.
    expect(() => board.checkTokenPlacement("B&O", "H10", 0, { reserved: none, needsConnection: false })).not.toThrow();
  });

  it("only in an empty circle", () => {
    const board = baltimore();
    board.placeToken("PRR", "J14", 0);
    expectRule(() => board.checkTokenPlacement("B&O", "J14", 0, { reserved: none, needsConnection: true }), "1830 7.3.2", /no empty circle/);
    expect(board.tokenableCities("B&O", none)).toEqual([]);
  });

  it("never a second station in the same hex, even in its other city", () => {
    const board = new Board(data1830);
    board.placeToken("NYNH", "G19", 0);
    expectRule(() => board.checkTokenPlacement("NYNH", "G19", 1, { reserved: none, needsConnection: false }), "1830 7.3.2", /already has a station/);
  });

  it("not in the circle kept for a home station not yet placed", () => {
    const board = new Board(data1830);
    const reserved = new Map([["G19:0", ["NYNH"]]]);
    expectRule(() => board.checkTokenPlacement("B&M", "G19", 0, { reserved, needsConnection: false }), "1830 7.3.2", /kept for NYNH/);
    expect(() => board.checkTokenPlacement("B&M", "G19", 1, { reserved, needsConnection: false })).not.toThrow();
    expect(() => board.checkTokenPlacement("NYNH", "G19", 0, { reserved, needsConnection: false })).not.toThrow();
    // With two circles (brown #62), one is kept and the other is free.
    board.layTile("G19", "62-0", 3); // keeps city 0 as city 0
    expect(() => board.checkTokenPlacement("B&M", "G19", 0, { reserved, needsConnection: false })).not.toThrow();
    board.placeToken("B&M", "G19", 0);
    expectRule(() => board.checkTokenPlacement("C&O", "G19", 0, { reserved, needsConnection: false }), "1830 7.3.2", /last circle/);
  });

  it("not in ERIE's home hex while ERIE has not placed its home station (V-7.3)", () => {
    const board = new Board(data1830);
    const reserved = new Map([["E11", ["ERIE"]]]);
    for (const city of [0, 1]) {
      expectRule(() => board.checkTokenPlacement("NYC", "E11", city, { reserved, needsConnection: false }), "1830 7.3.2", /kept for ERIE/);
    }
    expect(() => board.checkTokenPlacement("ERIE", "E11", 1, { reserved, needsConnection: false })).not.toThrow();
  });

  it("finds cities by the log's ids: laid tiles, printed tiles, plain printed cities", () => {
    const board = baltimore();
    expect(board.cityById("57-0-0")).toEqual({ hex: "J14", city: 0 });
    expect(board.cityById("D14-0-0")).toEqual({ hex: "D14", city: 0 });
    expect(board.cityById("G19-0-1")).toEqual({ hex: "G19", city: 1 });
    expect(board.cityById("city-0-0")).toEqual({ hex: "E19", city: 0 });
    expect(board.cityId("J14", 0)).toBe("57-0-0");
    expect(board.cityId("H12", 0)).toBe("H12-0-0");
    expect(() => board.cityById("57-1-0")).toThrow(/not on the map/);
    expect(() => board.cityById("J14-1-0")).toThrow(/not on the map/); // J14's printed tile was replaced
    expect(() => board.cityById("57-0-1")).toThrow(/no city 1/);
  });

  it("removes stations", () => {
    const board = baltimore();
    board.placeToken("PRR", "J14", 0);
    board.removeToken("PRR", "J14");
    expect(board.tokensAt("J14")).toEqual([[null]]);
  });
});

describe("blocking (7.3.3)", () => {
  /** B&O at Baltimore; a green #14 in Washington leads on to Richmond (K15). */
  function toRichmond(): Board {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    board.layTile("J14", "14-0", 2); // edges 2, 3, 5, 0: Baltimore at 3, Richmond at 5
    return board;
  }

  it("a city with an empty circle lets every railroad through", () => {
    const board = toRichmond();
    board.placeToken("PRR", "J14", 0);
    expect(board.tokenableCities("B&O", none)).toEqual([
      { hex: "J14", city: 0 },
      { hex: "K15", city: 0 },
    ]);
  });

  it("a city filled with other railroads' stations blocks the way beyond it", () => {
    const board = toRichmond();
    board.placeToken("PRR", "J14", 0);
    board.placeToken("C&O", "J14", 0);
    expect(board.tokenableCities("B&O", none)).toEqual([]);
    expectRule(() => board.checkTokenPlacement("B&O", "K15", 0, { reserved: none, needsConnection: true }), "1830 7.3.2");
    // Track beyond the blocked city is out of reach for tile lays too.
    expect(board.graphFor("B&O").edges[board.hexIndex("K15")]).toBe(0);
  });

  it("the corporation's own station never blocks it", () => {
    const board = toRichmond();
    board.placeToken("B&O", "J14", 0);
    board.placeToken("PRR", "J14", 0);
    expect(board.tokenableCities("B&O", none)).toEqual([{ hex: "K15", city: 0 }]);
  });

  it("an off-board area is never passed through", () => {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    board.layTile("J14", "57-0", 0); // Baltimore - Washington - Deep South (K13)
    board.layTile("J12", "9-0", 2); // Deep South - J12 - I11
    board.layTile("I11", "9-1", 2);
    board.layTile("H10", "57-1", 2); // Pittsburgh, reached only through the Deep South
    expect(board.tokenableCities("B&O", none)).toEqual([{ hex: "J14", city: 0 }]);
    expect(board.graphFor("B&O").nodes.has(board.hexIndex("K13") * 8)).toBe(true);
  });
});
