// Running trains on the 1830 board (rule book 7.4.1, 7.4.2, 7.3.3, 7.5),
// with routes in the shape of 18xx.games' run_routes action.

import { describe, expect, it } from "vitest";
import { Board } from "../../shared/engine/map.ts";
import type { LogRoute } from "../../shared/engine/route.ts";
import type { TitleData } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { expectRule } from "./game-checks.ts";

const route = (train: string, ...connections: string[][]): LogRoute => ({ train, connections });
const TRAINS = [
  { id: "2-0", distance: 2 },
  { id: "3-0", distance: 3 },
  { id: "D-0", distance: Infinity },
];

/**
 * B&O at home in Baltimore (I15, $30) with track to Atlantic City (I19, $10)
 * through I17, and to Washington (J14, $20) and on to the Deep South (K13,
 * off-board $30 / $40).
 */
function baltimore(): Board {
  const board = new Board(data1830);
  board.placeToken("B&O", "I15", 0);
  board.layTile("I17", "9-0", 1); // Baltimore (edge 1) - Atlantic City (edge 4)
  board.layTile("J14", "57-0", 0); // Deep South (edge 0) - city - Baltimore (edge 3)
  return board;
}

describe("running trains (7.4)", () => {
  it("a 2-train from Baltimore to Atlantic City earns both stops' revenue", () => {
    const board = baltimore();
    const result = board.validateRoutes("B&O", [route("2-0", ["I15", "I17", "I19"])], TRAINS, "yellow");
    expect(result.revenue).toBe(40);
    expect(result.routes[0]!.hexes).toEqual(["I15", "I19"]);
    expect(result.routes[0]!.nodes).toEqual(["I15-0", "I19-0"]);
  });

  it("off-board areas pay the phase's value: the lesser before the first 5-train, the greater after (7.5)", () => {
    const board = baltimore();
    const r = route("3-0", ["I15", "J14"], ["J14", "K13"]);
    expect(board.validateRoutes("B&O", [r], TRAINS, "yellow").revenue).toBe(30 + 20 + 30);
    expect(board.validateRoutes("B&O", [r], TRAINS, "green").revenue).toBe(30 + 20 + 30);
    expect(board.validateRoutes("B&O", [r], TRAINS, "brown").revenue).toBe(30 + 20 + 40);
  });

  it("chains may be written in either direction, the route starts where they meet", () => {
    const board = baltimore();
    const r = route("3-0", ["K13", "J14"], ["I15", "J14"]);
    const result = board.validateRoutes("B&O", [r], TRAINS, "brown");
    expect(result.revenue).toBe(90);
    expect(result.routes[0]!.hexes).toEqual(["K13", "J14", "I15"]);
  });

  it("several trains may meet in a city, each on its own track", () => {
    const board = baltimore();
    const result = board.validateRoutes(
      "B&O",
      [route("2-0", ["I15", "I17", "I19"]), route("3-0", ["I15", "J14"], ["J14", "K13"])],
      TRAINS,
      "yellow",
    );
    expect(result.perRoute).toEqual([40, 80]);
    expect(result.revenue).toBe(120);
  });

  it("a train counts every city, town and off-board area it visits, at most its number (7.4.1)", () => {
    const board = baltimore();
    expectRule(
      () => board.validateRoutes("B&O", [route("2-0", ["I15", "J14"], ["J14", "K13"])], TRAINS, "yellow"),
      "1830 7.4.1",
      /3 stops; the train may run to 2/,
    );
    // A diesel has no limit.
    expect(board.validateRoutes("B&O", [route("D-0", ["I15", "J14"], ["J14", "K13"])], TRAINS, "yellow").revenue).toBe(80);
  });

  it("a route needs at least two stops", () => {
    const board = baltimore();
    expectRule(() => board.validateRoutes("B&O", [route("2-0")], TRAINS, "yellow"), "1830 7.4.1");
  });

  it("each train runs once, and only the corporation's own", () => {
    const board = baltimore();
    const r = route("2-0", ["I15", "I17", "I19"]);
    expectRule(() => board.validateRoutes("B&O", [r, r], TRAINS, "yellow"), "1830 7.4", /runs only once/);
    expectRule(() => board.validateRoutes("B&O", [route("4-0", ["I15", "I17", "I19"])], TRAINS, "yellow"), "1830 7.4", /no train 4-0/);
  });

  it("must include one of the corporation's stations (7.4.2)", () => {
    const board = baltimore();
    expectRule(() => board.validateRoutes("PRR", [route("2-0", ["I15", "I17", "I19"])], TRAINS, "yellow"), "1830 7.4.2", /no station of PRR/);
  });

  it("two trains may not use the same track (7.4.2)", () => {
    const board = baltimore();
    expectRule(
      () =>
        board.validateRoutes(
          "B&O",
          [route("2-0", ["I15", "I17", "I19"]), route("3-0", ["I15", "I17", "I19"])],
          TRAINS,
          "yellow",
        ),
      "1830 7.4.2",
      /another train's track|track twice/,
    );
  });

  it("may not pass through an off-board area (7.4.2)", () => {
    const board = baltimore();
    board.layTile("J12", "9-1", 2); // Deep South - J12 - I11 - Pittsburgh
    board.layTile("I11", "9-2", 2);
    board.layTile("H10", "57-1", 2);
    expectRule(
      () =>
        board.validateRoutes("B&O", [route("D-0", ["I15", "J14"], ["J14", "K13"], ["K13", "J12", "I11", "H10"])], TRAINS, "yellow"),
      "1830 7.4.2",
      /off-board area K13-0/,
    );
  });

  it("may end in, but not pass through, a city filled with other railroads' stations (7.3.3)", () => {
    const board = baltimore();
    board.placeToken("PRR", "J14", 0);
    expectRule(
      () => board.validateRoutes("B&O", [route("3-0", ["I15", "J14"], ["J14", "K13"])], TRAINS, "yellow"),
      "1830 7.3.3",
      /J14-0/,
    );
    expect(board.validateRoutes("B&O", [route("2-0", ["I15", "J14"])], TRAINS, "yellow").revenue).toBe(50);
    // Its own station never blocks it.
    const own = baltimore();
    own.placeToken("B&O", "J14", 0);
    expect(own.validateRoutes("B&O", [route("3-0", ["I15", "J14"], ["J14", "K13"])], TRAINS, "yellow").revenue).toBe(80);
  });

  it("may not visit a city twice (7.4.2)", () => {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    board.layTile("I15", "61-0", 0); // Baltimore: edges 0, 2, 3, 4
    board.layTile("H16", "63-0", 0); // Lancaster: all six edges
    board.layTile("I17", "7-0", 1); // a sharp curve joining Baltimore (edge 1) and Lancaster (edge 2)
    expect(board.validateRoutes("B&O", [route("2-0", ["I15", "H16"])], TRAINS, "yellow").revenue).toBe(100);
    expectRule(
      () => board.validateRoutes("B&O", [route("3-0", ["I15", "H16"], ["H16", "I17", "I15"])], TRAINS, "yellow"),
      "1830 7.4.2",
      /visits I15-0 twice/,
    );
  });

  it("may not reverse at a junction, nor two trains share a switch's common track (7.4.2)", () => {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    board.layTile("I15", "61-0", 0);
    board.layTile("H16", "63-0", 0);
    board.layTile("I17", "23-0", 4); // a switch: Atlantic City (edge 4) to Baltimore (edge 1) or to Lancaster (edge 2)
    expect(board.validateRoutes("B&O", [route("2-0", ["I15", "I17", "I19"])], TRAINS, "yellow").revenue).toBe(70);
    expect(board.validateRoutes("B&O", [route("2-0", ["I15", "H16"]), route("3-0", ["I15", "I17", "I19"])], TRAINS, "yellow").perRoute).toEqual([
      100, 70,
    ]);
    expect(board.validateRoutes("B&O", [route("3-0", ["I15", "H16"], ["H16", "I17", "I19"])], TRAINS, "yellow").revenue).toBe(110);
    // Baltimore - I17 - Lancaster would reverse at the switch.
    expectRule(() => board.validateRoutes("B&O", [route("2-0", ["I15", "I17", "H16"])], TRAINS, "yellow"), "1830 7.4.2", /no continuous track/);
    // Two trains through the switch both use its track towards Atlantic City.
    expectRule(
      () =>
        board.validateRoutes(
          "B&O",
          [route("2-0", ["I15", "I17", "I19"]), route("3-0", ["I15", "H16"], ["H16", "I17", "I19"])],
          TRAINS,
          "yellow",
        ),
      "1830 7.4.2",
    );
  });

  it("visits only one stop of a revenue group: the two hexes of the Canadian West (7.5)", () => {
    const board = new Board(data1830);
    board.placeToken("CPR", "B10", 0);
    board.layTile("B10", "15-0", 0); // Barrie: edges 0-3, so A9 (edge 2) and A11 (edge 3)
    expect(board.validateRoutes("CPR", [route("2-0", ["B10", "A11"])], TRAINS, "yellow").revenue).toBe(30 + 30);
    expectRule(
      () => board.validateRoutes("CPR", [route("3-0", ["A9", "B10"], ["B10", "A11"])], TRAINS, "yellow"),
      "1830 7.5",
      /Canada more than once/,
    );
  });

  it("follows the track on the map, not the hexes claimed", () => {
    const board = baltimore();
    expectRule(() => board.validateRoutes("B&O", [route("2-0", ["I15", "H16"])], TRAINS, "yellow"), "1830 7.4.2", /no continuous track/);
    expectRule(() => board.validateRoutes("B&O", [route("2-0", ["I15", "Z1"])], TRAINS, "yellow"), "1830 7.4.2");
  });
});

describe("routes on any title's map", () => {
  // A small flat-layout title: two cities on one tile joined by their own
  // track, and a town beside them. 18xx.games writes such intra-tile track as
  // "<hex> <node>.<node>" when a tile has more than one of it.
  const mini: TitleData = {
    ...data1830,
    title: "mini",
    layout: "flat",
    hexes: [
      {
        coord: "B2",
        content: {
          color: "yellow",
          cities: [
            { revenue: 40, slots: 1 },
            { revenue: 30, slots: 1 },
          ],
          towns: [{ revenue: 10 }],
          paths: ["c0-c1", "c1-t0", "c0-0"],
        },
      },
      { coord: "B4", content: { color: "gray", cities: [{ revenue: 20, slots: 1 }], paths: ["3-c0"] } },
    ],
    tiles: [],
  };

  it("reads intra-tile track and edge track alike (flat layout: edge 0 faces south)", () => {
    const board = new Board(mini);
    board.placeToken("X", "B2", 0);
    const result = board.validateRoutes(
      "X",
      [route("3-0", ["B2 0.1"], ["B2 1.2"]), route("2-0", ["B2", "B4"])],
      TRAINS,
      "yellow",
    );
    expect(result.routes[0]!.nodes).toEqual(["B2-0", "B2-1", "B2-2"]);
    expect(result.perRoute).toEqual([40 + 10 + 30, 40 + 20]);
  });
});
