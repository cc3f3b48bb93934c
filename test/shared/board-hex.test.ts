// Hex geometry: coordinates and neighbours in both layouts, and the 1830 map
// as 18xx.games sees it (the hexes across which track may run, and the ids
// it gives printed tiles, which its logs use for cities: "D14-0-0").

import { describe, expect, it } from "vitest";
import { coordToXY, defaultAxes, HexGrid, oppositeEdge, rotateEdge } from "../../shared/engine/hex.ts";
import { Board, printedTileIds } from "../../shared/engine/map.ts";
import { data1830 } from "../../shared/games/1830/data.ts";

function neighbours(grid: HexGrid, coord: string): (string | null)[] {
  const h = grid.indexOf(coord);
  return [0, 1, 2, 3, 4, 5].map((e) => {
    const n = grid.neighbour(h, e);
    return n < 0 ? null : grid.coord(n);
  });
}

describe("hex coordinates", () => {
  it("pointy (1830): letters are rows, numbers doubled columns; edges clockwise from south-west", () => {
    expect(coordToXY("E19", defaultAxes("pointy"))).toEqual({ x: 18, y: 4 });
    const grid = new HexGrid(["E19", "F18", "E17", "D18", "D20", "E21", "F20"], "pointy");
    expect(neighbours(grid, "E19")).toEqual(["F18", "E17", "D18", "D20", "E21", "F20"]);
    expect(neighbours(grid, "F18")).toEqual([null, null, "E17", "E19", "F20", null]);
  });

  it("flat, default axes: letters are columns, numbers doubled rows; edge 0 is south", () => {
    const coords = ["C3", "C5", "B4", "B2", "C1", "D2", "D4"];
    const grid = new HexGrid(coords, "flat");
    expect(coordToXY("C3", defaultAxes("flat"))).toEqual({ x: 2, y: 2 });
    expect(neighbours(grid, "C3")).toEqual(["C5", "B4", "B2", "C1", "D2", "D4"]);
  });

  it("flat with 1882's axes (x = number, y = letter)", () => {
    const coords = ["C3", "E3", "D2", "B2", "A3", "B4", "D4"];
    const grid = new HexGrid(coords, "flat", { x: "number", y: "letter" });
    expect(neighbours(grid, "C3")).toEqual(["E3", "D2", "B2", "A3", "B4", "D4"]);
  });

  it("opposite edges face each other; rotation turns edges clockwise", () => {
    expect([0, 1, 2, 3, 4, 5].map(oppositeEdge)).toEqual([3, 4, 5, 0, 1, 2]);
    expect(rotateEdge(4, 3)).toBe(1);
    expect(rotateEdge(0, 5)).toBe(5);
    const grid = new HexGrid(["E19", "E21"], "pointy");
    expect(grid.edgeTowards(grid.indexOf("E19"), grid.indexOf("E21"))).toBe(4);
    expect(grid.edgeTowards(grid.indexOf("E21"), grid.indexOf("E19"))).toBe(oppositeEdge(4));
  });

  it("rejects what is not a coordinate", () => {
    expect(coordToXY("19E", defaultAxes("pointy"))).toBeUndefined();
    expect(() => new HexGrid(["E19", "E19"], "pointy")).toThrow();
  });
});

// For every 1830 hex, as 18xx.games has it at the start of a game: the id of
// its printed tile and the edges across which track may run (not off the map,
// not across a lake shore or the border, not into a red or gray hex's blank side).
const REFERENCE_1830 = `
  A11 A11-0 05 A17 A17-0 05 A19 A19-0 05 A9 A9-0 5 B10 city-2 02345 B12 blank-2 01245 B14 blank-3 014
  B16 B16-0 0134 B18 B18-2 012345 B20 town-0 01245 B22 blank-4 0145 B24 B24-0 01 C11 C11-0 01234 C13
  C13-0 1234 C15 C15-0 12345 C17 C17-0 0345 C19 C19-3 012345 C21 C21-1 012345 C23 blank-7 0123 C7
  blank-5 045 C9 blank-6 01345 D10 D10-1 012345 D12 D12-0 0145 D14 D14-0 01245 D16 blank-9 01345 D18
  blank-1 012345 D2 D2-0 45 D20 blank-10 012345 D22 D22-2 012345 D24 D24-0 012 D4 town-1 0145 D6 D6-0
  01345 D8 blank-8 012345 E11 E11-0 02345 E13 blank-12 012345 E15 blank-13 01345 E17 E17-3 012345 E19
  city-0 012345 E21 E21-4 012345 E23 E23-0 01235 E3 blank-11 02345 E5 E5-0 01234 E7 E7-0 123 E9 E9-0
  012345 F10 town-2 01345 F12 blank-14 012345 F14 blank-15 012345 F16 F16-0 012345 F18 blank-16
  012345 F2 F2-0 345 F20 F20-2 01234 F22 F22-2 1234 F24 F24-1 12 F4 F4-0 01235 F6 F6-0 012345 F8 F8-0
  045 G11 blank-20 01234 G13 G13-5 12345 G15 G15-0 012345 G17 G17-1 012345 G19 G19-0 0123 G3 blank-17
  02345 G5 blank-18 012345 G7 G7-0 012345 G9 blank-19 012345 H10 city-3 012345 H12 H12-0 012345 H14
  blank-24 012345 H16 city-4 012345 H18 H18-1 01235 H2 blank-21 345 H4 city-1 012345 H6 blank-22
  012345 H8 blank-23 012345 I1 I1-0 34 I11 I11-6 01245 I13 blank-0 01345 I15 I15-0 01234 I17 I17-1
  1234 I19 I19-0 12 I3 blank-25 012345 I5 blank-26 012345 I7 blank-27 012345 I9 blank-28 012345 J10
  J10-7 1234 J12 J12-8 12345 J14 J14-1 01235 J2 J2-0 34 J4 blank-29 1234 J6 blank-30 1234 J8 blank-31
  1234 K13 K13-0 23 K15 K15-0 2
`;

describe("the 1830 map as 18xx.games sees it", () => {
  const rows = REFERENCE_1830.trim().split(/\s+/);
  const reference: { hex: string; id: string; edges: string }[] = [];
  for (let i = 0; i < rows.length; i += 3) reference.push({ hex: rows[i]!, id: rows[i + 1]!, edges: rows[i + 2]! });

  it("lists all the hexes", () => {
    expect(reference.map((r) => r.hex).sort()).toEqual(data1830.hexes.map((h) => h.coord).sort());
  });

  it("gives printed tiles the reference's ids", () => {
    const ids = printedTileIds(data1830.hexes);
    const ours = Object.fromEntries(data1830.hexes.map((h, i) => [h.coord, ids[i]]));
    for (const r of reference) expect(ours[r.hex], r.hex).toBe(r.id);
    const board = new Board(data1830);
    expect(board.tileAt("G19").id).toBe("G19-0");
    expect(board.tileAt("E19").id).toBe("city-0");
  });

  it("closes the sides of a hex without track once a fixed-colour tile is laid there, and opens them as it is taken up", () => {
    // A gray tile with track on two sides only, laid on a plain hex (E11: its neighbours ask to cross into it).
    const data = { ...data1830, tiles: [...data1830.tiles, { name: "X1", count: 1, color: "gray" as const, paths: ["0-3"], upgrades: [] }] };
    const board = new Board(data);
    const h = board.hexIndex("E11");
    const into = (e: number) => board.crossing(board.grid.neighbour(h, e), (e + 3) % 6);
    // Asked before, so that the board has its answers.
    expect([0, 1, 2, 3, 4, 5].map(into)).toEqual([h, h, h, h, h, h]);
    board.layTile("E11", "X1-0", 0);
    expect([0, 1, 2, 3, 4, 5].map(into)).toEqual([h, -1, -1, h, -1, -1]);
    board.downgrade("E11");
    expect([0, 1, 2, 3, 4, 5].map(into)).toEqual([h, h, h, h, h, h]);
  });

  it("lets track cross the same hex sides", () => {
    const board = new Board(data1830);
    for (const r of reference) {
      const h = board.hexIndex(r.hex);
      const edges = [0, 1, 2, 3, 4, 5].filter((e) => board.crossing(h, e) >= 0).join("");
      expect(edges, r.hex).toBe(r.edges);
    }
  });
});
