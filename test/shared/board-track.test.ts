// Laying and upgrading track on the 1830 board (rule book 7.2, 7.2.1, 7.2.2
// and the Classic choices C-1.4, V-7.9).

import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { Board, type TileLay } from "../../shared/engine/map.ts";
import type { Color } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { expectRule } from "./game-checks.ts";

const YELLOW: Color[] = ["yellow"];
const GREEN: Color[] = ["yellow", "green"];
const BROWN: Color[] = ["yellow", "green", "brown"];

function check(board: Board, corporation: string, hex: string, tileId: string, rotation: number, more: Partial<TileLay> = {}) {
  return board.checkTileLay({
    corporation,
    hex,
    tileId,
    rotation,
    phaseColors: YELLOW,
    connected: true,
    blockedHexes: new Set(),
    ...more,
  });
}

/** NYC at home in Albany (E19), as at the start of its first turn. */
function nycAtHome(): Board {
  const board = new Board(data1830);
  board.placeToken("NYC", "E19", 0);
  return board;
}

describe("laying a yellow tile (7.2.1)", () => {
  it("NYC may lay #57 on its home city, any way round", () => {
    const board = nycAtHome();
    expect(check(board, "NYC", "E19", "57-0", 2)).toEqual({ terrainCost: 0 });
    board.layTile("E19", "57-0", 2);
    const tile = board.tileAt("E19");
    expect(tile.name).toBe("57");
    expect(tile.exits).toEqual([2, 5]);
    expect(tile.paths).toEqual(["2-c0", "c0-5"]);
    expect(board.available("57")).toBe(3);
  });

  it("lists the legal lays: at the start only the home hex, with #57 in all six rotations", () => {
    const board = nycAtHome();
    expect(board.legalTileLays("NYC", YELLOW, new Set())).toEqual([
      { hex: "E19", tiles: [{ tileId: "57-0", rotations: [0, 1, 2, 3, 4, 5] }] },
    ]);
  });

  it("after that, the hexes its track points at, with the rotations that join that track", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2); // track towards D18 (edge 2) and F20 (edge 5)
    const lays = board.legalTileLays("NYC", YELLOW, new Set());
    expect(lays.map((l) => l.hex).sort()).toEqual(["D18", "F20"]);
    const d18 = lays.find((l) => l.hex === "D18")!;
    // D18 meets the track at its edge 5: straights 2-5, sharp curves 4-5 / 5-0, gentle 3-5 / 5-1.
    expect(d18.tiles).toEqual([
      { tileId: "7-0", rotations: [4, 5] },
      { tileId: "8-0", rotations: [3, 5] },
      { tileId: "9-0", rotations: [2, 5] },
    ]);
    // F20 has two towns: only tiles with two towns fit (7.2.1 #5).
    const f20 = lays.find((l) => l.hex === "F20")!;
    for (const t of f20.tiles) expect(["1", "2", "55", "56", "69"]).toContain(t.tileId.split("-")[0]);
    // Private companies owned by players close their hexes (7.2.1 #4): D18 is the MH's.
    expect(board.legalTileLays("NYC", YELLOW, new Set(["D18"])).map((l) => l.hex)).toEqual(["F20"]);
  });

  it("lists a private's lays without connection: the DH's #57 on Scranton (F16)", () => {
    const board = nycAtHome();
    expect(board.legalTileLays("PRR", YELLOW, new Set(), { hexes: ["F16"], tiles: ["57"], connected: false })).toEqual([
      { hex: "F16", tiles: [{ tileId: "57-0", rotations: [0, 1, 2, 3, 4, 5] }] },
    ]);
    expect(check(board, "PRR", "F16", "57-0", 0, { connected: false })).toEqual({ terrainCost: 120 });
    expect(board.legalTileLays("PRR", YELLOW, new Set())).toEqual([]);
  });

  it("needs a route from one of the corporation's stations to the new track (7.2.1 #1)", () => {
    const board = nycAtHome();
    expectRule(() => check(board, "NYC", "H10", "57-0", 0), "1830 7.2.1 #1", /cannot reach/);
    board.layTile("E19", "57-0", 2);
    expect(check(board, "NYC", "D18", "9-0", 2).terrainCost).toBe(0);
    // The same straight turned away from NYC's track.
    expectRule(() => check(board, "NYC", "D18", "9-0", 0), "1830 7.2.1 #1");
    // A corporation without a station reaches nothing.
    expectRule(() => check(board, "PRR", "D18", "9-0", 2), "1830 7.2.1 #1");
    // ...unless a private's ability lays without connection (1830 CS, DH).
    expect(check(board, "PRR", "D18", "9-0", 0, { connected: false }).terrainCost).toBe(0);
  });

  it("only on a hex whose cities and towns the tile matches (7.2.1 #5)", () => {
    const board = nycAtHome();
    expectRule(() => check(board, "NYC", "E19", "9-0", 0), "1830 7.2.1 #5", /no city/);
    board.placeToken("PRR", "H12", 0);
    expectRule(() => check(board, "PRR", "H10", "3-0", 0), "1830 7.2.1 #5");
    board.placeToken("C&O", "F6", 0);
    expectRule(() => check(board, "C&O", "G7", "4-0", 0), "1830 7.2.1 #5", /2 small cities/);
  });

  it("never on a red or gray hex", () => {
    const board = new Board(data1830);
    board.placeToken("ERIE", "D14", 0);
    expectRule(() => check(board, "ERIE", "D14", "57-0", 0, { connected: false }), "1830 7.2");
    expectRule(() => check(board, "ERIE", "F2", "57-0", 0, { connected: false }), "1830 7.2");
  });

  it("not on a hex blocked by a private company that a player owns (7.2.1 #4)", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2);
    expectRule(() => check(board, "NYC", "D18", "9-0", 2, { blockedHexes: new Set(["D18"]) }), "1830 7.2.1 #4");
  });

  it("no track off the map, into a lake or the border, or into a blank side of a gray or red hex (7.2.1 #2)", () => {
    const board = new Board(data1830);
    // Providence (F22) is on the coast: edge 0 has no hex.
    board.placeToken("B&M", "F22", 0);
    expectRule(() => check(board, "B&M", "F22", "57-0", 0), "1830 7.2.1 #2", /edge 0/);
    expect(check(board, "B&M", "F22", "57-0", 1).terrainCost).toBe(80);
    // London (E7): edge 5 is the lake shore; edges 0 and 4 face blank sides of gray hexes.
    expectRule(() => check(board, "B&M", "E7", "4-0", 2, { connected: false }), "1830 7.2.1 #2", /edge 5/);
    expectRule(() => check(board, "B&M", "E7", "4-0", 0, { connected: false }), "1830 7.2.1 #2", /edge 0/);
    expect(check(board, "B&M", "E7", "58-0", 1, { connected: false }).terrainCost).toBe(0);
  });

  it("only yellow tiles go on plain hexes, and only from their phase on (7.2)", () => {
    const board = nycAtHome();
    expectRule(() => check(board, "NYC", "E19", "14-0", 1, { phaseColors: GREEN }), "1830 7.2.1 #6", /green tile/);
    board.layTile("E19", "57-0", 2);
    expectRule(() => check(board, "NYC", "E19", "14-0", 1), "1830 7.2 (track tiles by phase)");
  });

  it("pays the printed terrain cost for the first tile on a hex, nothing for upgrades (7.2.1 #3, 7.2.2 #7)", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 1); // towards E17 and E21, both mountains
    expect(check(board, "NYC", "E21", "9-0", 1)).toEqual({ terrainCost: 120 });
    board.layTile("E21", "9-0", 1);
    expect(check(board, "NYC", "E21", "26-0", 4, { phaseColors: GREEN })).toEqual({ terrainCost: 0 });
  });
});

describe("upgrading (7.2.2)", () => {
  it("keeps all track in its orientation (#3)", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2); // exits 2 and 5
    expect(check(board, "NYC", "E19", "14-0", 1, { phaseColors: GREEN }).terrainCost).toBe(0);
    expectRule(() => check(board, "NYC", "E19", "14-0", 0, { phaseColors: GREEN }), "1830 7.2.2 #3", /drops the track/);
  });

  it("uses only the tiles listed for the tile (#5)", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2);
    board.layTile("D18", "7-0", 5); // a sharp curve 5-0
    // #16 would keep the curve's track, but the manifest does not list it for #7.
    expectRule(() => check(board, "NYC", "D18", "16-0", 4, { phaseColors: GREEN }), "1830 7.2.2 #5", /#18, #26, #27, #28, #29/);
    expect(() => check(board, "NYC", "D18", "18-0", 4, { phaseColors: GREEN })).not.toThrow();
  });

  it("green goes on yellow, brown on green (#5)", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2);
    expectRule(() => check(board, "NYC", "E19", "63-0", 0, { phaseColors: BROWN }), "1830 7.2.1 #6-7, 7.2.2 #5", /brown tile/);
    board.layTile("E19", "14-0", 1);
    expect(() => check(board, "NYC", "E19", "63-0", 0, { phaseColors: BROWN })).not.toThrow();
  });

  it("keeps the label: B, NY and OO hexes take only their own tiles (#6, 7.2.1 #7)", () => {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    expectRule(() => check(board, "B&O", "I15", "14-0", 1, { phaseColors: GREEN }), "1830 7.2.1 #7, 7.2.2 #6", /labelled B/);
    expect(check(board, "B&O", "I15", "53-0", 0, { phaseColors: GREEN }).terrainCost).toBe(0);
    expectRule(() => check(board, "B&O", "I15", "54-0", 0, { phaseColors: GREEN }), "1830 7.2.1 #7", /#54 is labelled NY/);
  });

  it("keeps each station's city on its own track: New York's cities swap places on #54 (#4)", () => {
    const board = new Board(data1830);
    board.placeToken("NYNH", "G19", 0); // the city with track to edge 3
    expectRule(() => check(board, "NYNH", "G19", "54-0", 3, { phaseColors: GREEN }), "1830 7.2.1 #2");
    expect(check(board, "NYNH", "G19", "54-0", 0, { phaseColors: GREEN })).toEqual({ terrainCost: 80 });
    const result = board.layTile("G19", "54-0", 0);
    expect(result.cityMap).toEqual([1, 0]);
    expect(board.tokensAt("G19")).toEqual([[null], ["NYNH"]]);
    // Brown #62 at the same rotation keeps them; its cities have two circles.
    expect(check(board, "NYNH", "G19", "62-0", 0, { phaseColors: BROWN })).toEqual({ terrainCost: 0 });
    board.layTile("G19", "62-0", 0);
    expect(board.tokensAt("G19")).toEqual([[null, null], ["NYNH", null]]);
    expect(board.available("54")).toBe(1);
  });

  it("fixed OO cities: a brown OO tile may not join both old cities' track to one city (V-7.9)", () => {
    const board = new Board(data1830);
    board.layTile("E11", "59-0", 0); // city 0 to edge 0, city 1 to edge 2
    board.placeToken("ERIE", "E11", 0);
    // #64 at rotation 0 runs both edge 0 and edge 2 into its first city.
    expectRule(() => check(board, "ERIE", "E11", "64-0", 0, { phaseColors: BROWN }), "1830 7.2.2 #4, V-7.9");
    expect(() => check(board, "ERIE", "E11", "65-0", 0, { phaseColors: BROWN })).not.toThrow();
  });

  it("a station on a trackless two-city hex is lifted when track arrives, for its owner to choose a city", () => {
    const board = new Board(data1830);
    board.placeToken("ERIE", "E11", 0);
    const result = board.layTile("E11", "59-0", 0);
    expect(result.lifted).toEqual([{ corporation: "ERIE", hex: "E11" }]);
    expect(board.tokensOf("ERIE")).toEqual([]);
  });
});

describe("the tile supply", () => {
  it("has the manifest's copies; a copy on the map is not in the box; an upgrade returns the old tile", () => {
    const board = new Board(data1830);
    for (const [i, hex] of ["E19", "H4", "B10", "H10"].entries()) board.layTile(hex, `57-${i}`, 0);
    expect(board.available("57")).toBe(0);
    expect(board.nextCopy("57")).toBeUndefined();
    board.placeToken("PRR", "H16", 0);
    expectRule(() => check(board, "PRR", "H16", "57-4", 0), "1830 7.2 (tile manifest T-09)", /all 4 #57 tiles/);
    board.layTile("E19", "14-0", 0);
    expect(board.available("57")).toBe(1);
    expect(board.nextCopy("57")).toBe("57-0");
    expectRule(() => check(board, "PRR", "H16", "57-1", 0), "1830 7.2 (tile manifest T-09)", /on H4/);
    expect(check(board, "PRR", "H16", "57-0", 0).terrainCost).toBe(0);
    expect(() => board.layTile("H16", "57-1", 0)).toThrow(GameError);
  });

  it("rejects tiles the title does not have", () => {
    const board = nycAtHome();
    expect(() => check(board, "NYC", "E19", "999-0", 0)).toThrow(/no tile 999-0/);
    expect(() => check(board, "NYC", "Z99", "57-0", 0)).toThrow(/no hex Z99/);
  });
});

describe("board state", () => {
  it("round-trips through plain data", () => {
    const board = nycAtHome();
    board.layTile("E19", "57-0", 2);
    board.layTile("D18", "9-0", 2);
    board.placeToken("PRR", "H12", 0);
    const state = JSON.parse(JSON.stringify(board.toJSON()));
    expect(state).toEqual({
      tiles: { E19: { tile: "57-0", rotation: 2 }, D18: { tile: "9-0", rotation: 2 } },
      tokens: { E19: [["NYC"]], H12: [["PRR"]] },
    });
    const copy = Board.fromJSON(data1830, state);
    expect(copy.toJSON()).toEqual(state);
    expect(copy.available("57")).toBe(3);
    expect(copy.legalTileLays("NYC", YELLOW, new Set())).toEqual(board.legalTileLays("NYC", YELLOW, new Set()));
  });
});
