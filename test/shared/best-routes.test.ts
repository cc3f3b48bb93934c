// The best-route search (1830 7.4: "the combination of routes with the
// highest revenue must be chosen"): positions whose answer is known, from
// the rule book's worked example (7.5) to ones where running the biggest
// train on its best route first loses revenue.

import { describe, expect, it } from "vitest";
import { Board, type BoardOptions } from "../../shared/engine/map.ts";
import { SeededRandom } from "../../shared/engine/rng.ts";
import { bestRoutes, legalRoutes, type SearchTrain } from "../../shared/engine/route-search.ts";
import type { HexDef, PhaseRevenue, TitleData } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";

const train = (name: string, i = 0): SearchTrain => ({ id: `${name}-${i}`, distance: name === "D" ? Infinity : Number(name) });
/** Trains from names: trains("2", "2", "3") -> 2-0, 2-1, 3-0. */
function trains(...names: string[]): SearchTrain[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const i = seen.get(n) ?? 0;
    seen.set(n, i + 1);
    return train(n, i);
  });
}

function smallTitle(title: string, hexes: HexDef[]): TitleData {
  return { ...data1830, title, hexes, tiles: [] };
}

const city = (coord: string, revenue: number, paths: string[]): HexDef => ({
  coord,
  content: { color: "gray", cities: [{ revenue, slots: 1 }], paths },
});
const track = (coord: string, paths: string[]): HexDef => ({ coord, content: { color: "gray", paths } });
const red = (coord: string, offboard: PhaseRevenue, paths: string[]): HexDef => ({ coord, content: { color: "red", offboard, paths } });

// ---------------------------------------------------------------------------
// The worked example of 1830 7.5. The rule book's map names hexes A to J;
// here each letter is a hex of a small map (pointy hexes, edge 0 south-west,
// then clockwise), laid out as in the book's drawing:
//
//            A(C11)
//       D(D10)    B(D12)    C(D14)    G(D16)
//            E(E11)    F(E13)
//       H(F10)              I(F14)    J(F16)
//
// F is the B&O's home ($50); E is a city ($30) with track to F, B, D and H;
// D is a red area ($30); H and G are cities ($20), J a city ($10). C joins
// F and G to B (a junction: F-C-G would reverse); B is a crossover: C-E on
// one track, A on the other; A joins B's other track to D; I joins F and J.
// From the routes the book lists with their revenues (FE 80, FIJ 60, FED
// 110, FEH 100, GCBEF 100, EFIJ 90): F 50, E 30, D 30, H 20, G 20, J 10.
// ---------------------------------------------------------------------------

const HEX = { A: "C11", B: "D12", C: "D14", D: "D10", E: "E11", F: "E13", G: "D16", H: "F10", I: "F14", J: "F16" } as const;
const LETTER = Object.fromEntries(Object.entries(HEX).map(([l, h]) => [h, l])) as Record<string, string>;

function bookExample(options: BoardOptions = {}): Board {
  const board = new Board(
    smallTitle("1830 7.5", [
      track(HEX.A, ["0-5"]),
      track(HEX.B, ["4-0", "2-5"]),
      track(HEX.C, ["0-1", "4-1"]),
      red(HEX.D, { yellow: 30 }, ["5-o0", "3-o0"]),
      city(HEX.E, 30, ["4-c0", "3-c0", "2-c0", "0-c0"]),
      city(HEX.F, 50, ["1-c0", "3-c0", "5-c0"]),
      city(HEX.G, 20, ["1-c0"]),
      city(HEX.H, 20, ["3-c0"]),
      track(HEX.I, ["2-4"]),
      city(HEX.J, 10, ["1-c0"]),
    ]),
    options,
  );
  board.placeToken("B&O", HEX.F, 0);
  return board;
}

/** A route as the book writes it: the letters of the hexes it runs through ("FCBED"). */
function letters(connections: string[][]): string {
  let out = "";
  for (const chain of connections) {
    const hexes = chain.map((h) => LETTER[h.split(" ")[0]!]!);
    out += out ? hexes.slice(1).join("") : hexes.join("");
  }
  return out;
}
/** The same route either way round (FED is DEF). */
const sameRoute = (a: string) => [a, [...a].reverse().join("")];

describe("the worked example of 1830 7.5", () => {
  it("finds the best revenue of each train combination in the book's table", () => {
    const table: [string[], number][] = [
      [["2"], 80],
      [["2", "2"], 160],
      [["2", "2", "2"], 220],
      [["2", "2", "3"], 250],
      [["2", "3", "3"], 270],
      [["3", "3"], 210],
      [["3", "4"], 220],
    ];
    const board = bookExample();
    for (const [names, revenue] of table) {
      const best = bestRoutes(board, "B&O", trains(...names), "yellow");
      expect(best.revenue, `trains ${names.join(", ")}`).toBe(revenue);
      // Every train of the table runs, and the validator agrees route by route.
      expect(best.routes.map((r) => r.train).sort()).toEqual(trains(...names).map((t) => t.id).sort());
      const checked = board.validateRoutes("B&O", best.routes, trains(...names), "yellow");
      expect(checked.perRoute).toEqual(best.routes.map((r) => r.revenue));
    }
  });

  it("lists exactly the book's routes for one 2-train (#1) and its seven 3-city routes for a 3-train (#5)", () => {
    const board = bookExample();
    const two = legalRoutes(board, "B&O", train("2"), "yellow").map((r) => [letters(r.connections), r.revenue] as const);
    const expectRoutes = (found: (readonly [string, number])[], book: [string, number][]) => {
      expect(found).toHaveLength(book.length);
      for (const [route, revenue] of book) {
        const match = found.find(([r]) => sameRoute(route).includes(r));
        expect(match, `route ${route}`).toBeDefined();
        expect(match![1], `revenue of ${route}`).toBe(revenue);
      }
    };
    expectRoutes(two, [
      ["FE", 80],
      ["FCBE", 80],
      ["FIJ", 60],
    ]);
    const three = legalRoutes(board, "B&O", train("3"), "yellow")
      .filter((r) => r.nodes.length === 3)
      .map((r) => [letters(r.connections), r.revenue] as const);
    expectRoutes(three, [
      ["EFIJ", 90],
      ["EBCFIJ", 90],
      ["GCBEF", 100],
      ["FED", 110],
      ["FEH", 100],
      ["FCBED", 110],
      ["FCBEH", 100],
    ]);
  });

  it("never runs the book's illegal routes: reversing at C, changing track at B, no station, the red area in the middle", () => {
    const board = bookExample();
    const all = legalRoutes(board, "B&O", train("D"), "yellow").map((r) => letters(r.connections));
    for (const illegal of ["FCG", "FCBAD", "DE", "EH", "EBCG", "EDA", "FEBCF", "EFE"]) {
      expect(all.some((r) => sameRoute(illegal).includes(r)), illegal).toBe(false);
    }
  });

  it("two 3-trains run one of the book's pairs (#7), never FED with FEH, which share the track E-F (#8)", () => {
    const board = bookExample();
    const best = bestRoutes(board, "B&O", trains("3", "3"), "yellow");
    const pair = best.routes.map((r) => letters(r.connections)).map((r) => (r[0]! < r[r.length - 1]! ? r : [...r].reverse().join("")));
    expect([["DEBCF", "FEH"], ["DEF", "FCBEH"]].map((p) => p.join())).toContain([...pair].sort().join());
    expect(() =>
      board.validateRoutes(
        "B&O",
        [
          { train: "3-0", connections: [[HEX.F, HEX.E], [HEX.E, HEX.D]] },
          { train: "3-1", connections: [[HEX.F, HEX.E], [HEX.E, HEX.H]] },
        ],
        trains("3", "3"),
        "yellow",
      ),
    ).toThrow(/1830 7.4.2/);
  });

  it("a city full of another railroad's stations ends a route but is not passed (7.3.3)", () => {
    const board = bookExample();
    board.placeToken("PRR", HEX.E, 0);
    // FED, FCBED and GCBEF would pass through E; EFIJ and EBCFIJ end there.
    expect(bestRoutes(board, "B&O", trains("3"), "yellow").revenue).toBe(90);
  });

  it("adds a title's route bonus where both the search and the check count it", () => {
    // A made-up bonus: $100 for a route joining the red area D and J.
    const bonus: BoardOptions = {
      routes: { bonus: (stops) => (stops.some((s) => s.hex === HEX.D) && stops.some((s) => s.hex === HEX.J) ? 100 : 0) },
    };
    const board = bookExample(bonus);
    const best = bestRoutes(board, "B&O", trains("3", "4"), "yellow");
    // DEFIJ or DEBCFIJ (30 + 30 + 50 + 10 + 100) beside FCBEH or FEH (100).
    expect(best.revenue).toBe(320);
    expect(best.routes.find((r) => r.train === "4-0")!.revenue).toBe(220);
    expect(board.validateRoutes("B&O", best.routes, trains("3", "4"), "yellow").revenue).toBe(320);
  });
});

// ---------------------------------------------------------------------------
// Positions where running the biggest train on its best route first, then
// the next, is not the best set.
// ---------------------------------------------------------------------------

/** Cities in a row of hexes (E3, E5, ...), each joined to its neighbours; the first one given revenue is at E3. */
function row(revenues: number[], station: number): Board {
  const hexes = revenues.map((revenue, i) => {
    const paths = [...(i > 0 ? ["1-c0"] : []), ...(i < revenues.length - 1 ? ["4-c0"] : [])];
    return city(`E${3 + 2 * i}`, revenue, paths);
  });
  const board = new Board(smallTitle("row", hexes));
  board.placeToken("B&O", `E${3 + 2 * station}`, 0);
  return board;
}

describe("better than best-train-first", () => {
  it("a diesel leaves a side to a 2-train", () => {
    // B 50 - A 50 - [S 10] - C 40: the diesel's best alone is B-A-S-C ($150),
    // which leaves the 2-train nothing; B-A-S ($110) and S-C ($50) make $160.
    const board = row([50, 50, 10, 40], 2);
    expect(bestRoutes(board, "B&O", trains("D"), "yellow").revenue).toBe(150);
    const best = bestRoutes(board, "B&O", trains("D", "2"), "yellow");
    expect(best.revenue).toBe(160);
    expect(best.routes.map((r) => [r.train, r.revenue])).toEqual([
      ["D-0", 110],
      ["2-0", 50],
    ]);
  });

  it("two 3-trains split at the station instead of one taking both sides", () => {
    // B 10 - A 40 - [S 20] - C 40 - D 10: A-S-C ($100) is the best single
    // route but blocks the other train; B-A-S and S-C-D make $70 + $70.
    const board = row([10, 40, 20, 40, 10], 2);
    expect(bestRoutes(board, "B&O", trains("3"), "yellow").revenue).toBe(100);
    expect(bestRoutes(board, "B&O", trains("3", "3"), "yellow").revenue).toBe(140);
  });

  it("the book's 2-train and two 3-trains: the 2-train runs FIJ, its worst route alone", () => {
    const board = bookExample();
    expect(bestRoutes(board, "B&O", trains("3"), "yellow").revenue).toBe(110);
    const best = bestRoutes(board, "B&O", trains("2", "3", "3"), "yellow");
    expect(best.revenue).toBe(270);
    expect(letters(best.routes.find((r) => r.train === "2-0")!.connections)).toMatch(/^(FIJ|JIF)$/);
  });
});

// ---------------------------------------------------------------------------
// The rules the search honours, on the 1830 map.
// ---------------------------------------------------------------------------

describe("routes on the 1830 map", () => {
  /** B&O at Baltimore (I15) with track to Atlantic City (I19, a town) and to Washington (J14) and the Deep South (K13). */
  function baltimore(): Board {
    const board = new Board(data1830);
    board.placeToken("B&O", "I15", 0);
    board.layTile("I17", "9-0", 1);
    board.layTile("J14", "57-0", 0);
    return board;
  }

  it("counts towns against the train and pays off-board areas by phase (7.4.1, 7.5)", () => {
    const board = baltimore();
    // Deep South - Washington - Baltimore - Atlantic City: 30/40 + 20 + 30 + 10.
    expect(bestRoutes(board, "B&O", trains("D"), "yellow").revenue).toBe(90);
    expect(bestRoutes(board, "B&O", trains("D"), "brown").revenue).toBe(100);
    // A 3-train leaves out the town; a 2-train runs Baltimore-Washington, two of them also Atlantic City.
    expect(bestRoutes(board, "B&O", trains("3"), "brown").revenue).toBe(90);
    expect(bestRoutes(board, "B&O", trains("2"), "brown").revenue).toBe(50);
    expect(bestRoutes(board, "B&O", trains("2", "2"), "brown").revenue).toBe(90);
  });

  it("runs nothing when no route includes a station", () => {
    const board = baltimore();
    expect(bestRoutes(board, "PRR", trains("D"), "yellow")).toMatchObject({ revenue: 0, routes: [] });
    expect(bestRoutes(board, "B&O", [], "yellow")).toMatchObject({ revenue: 0, routes: [] });
  });

  it("visits one stop of a revenue group: either hex of the Canadian West (7.5)", () => {
    const board = new Board(data1830);
    board.placeToken("CPR", "B10", 0);
    board.layTile("B10", "15-0", 0);
    const best = bestRoutes(board, "CPR", trains("D"), "yellow");
    expect(best.revenue).toBe(30 + 30);
    expect(best.routes[0]!.nodes).toHaveLength(2);
  });

  it("gives routes in the run_routes shape that validateRoutes reads back to the same stops", () => {
    const board = baltimore();
    const best = bestRoutes(board, "B&O", trains("D", "2"), "brown");
    for (const r of best.routes) {
      expect(Object.keys(r).sort()).toEqual(["connections", "hexes", "nodes", "revenue", "train"]);
    }
    const checked = board.validateRoutes("B&O", best.routes, trains("D", "2"), "brown");
    expect(checked.routes.map((r) => r.nodes)).toEqual(best.routes.map((r) => r.nodes));
    expect(checked.revenue).toBe(best.revenue);
  });
});

// ---------------------------------------------------------------------------
// Against brute force: on boards grown at random, the best pair of trains
// equals the best of every pair of legal routes that validateRoutes accepts
// together, and every route listed is one validateRoutes accepts alone.
// ---------------------------------------------------------------------------

/** The 1830 map after `lays` random connected tile lays and some stations by the eight corporations. */
function grown(seed: number, lays: number): Board {
  const rng = new SeededRandom(seed);
  const board = new Board(data1830);
  const corps = data1830.corporations;
  for (const c of corps) if (c.home && (c.homeCity !== undefined || board.tileAt(c.home).cities.length <= 1)) board.placeToken(c.sym, c.home, c.homeCity ?? 0);
  for (let n = 0; n < lays; n++) {
    const corp = corps[rng.below(corps.length)]!.sym;
    const options = board.legalTileLays(corp, ["yellow", "green", "brown", "gray"], new Set());
    if (!options.length) continue;
    const lay = options[rng.below(options.length)]!;
    const tile = lay.tiles[rng.below(lay.tiles.length)]!;
    board.layTile(lay.hex, tile.tileId, tile.rotations[rng.below(tile.rotations.length)]!);
    if (n % 8 === 7) {
      const cities = board.tokenableCities(corp, new Map());
      if (cities.length) {
        const c = cities[rng.below(cities.length)]!;
        board.placeToken(corp, c.hex, c.city);
      }
    }
  }
  return board;
}

describe("agrees with brute force on random boards", () => {
  it.each([1, 2, 3, 4, 5, 6])("seed %i", (seed) => {
    const board = grown(seed, 120);
    let compared = 0;
    for (const { sym } of data1830.corporations) {
      if (!board.tokensOf(sym).length) continue;
      for (const names of [["3", "3"], ["4", "D"], ["2", "5"]]) {
        const pair = trains(...names);
        const color = "brown";
        const lists = pair.map((t) => legalRoutes(board, sym, t, color));
        for (const [i, list] of lists.entries()) {
          for (const r of list) expect(board.validateRoutes(sym, [r], [pair[i]!], color).revenue).toBe(r.revenue);
        }
        if (lists[0]!.length * lists[1]!.length > 5000) continue;
        let brute = Math.max(0, ...lists.flatMap((l) => l.map((r) => r.revenue)));
        for (const a of lists[0]!) {
          for (const b of lists[1]!) {
            if (a.revenue + b.revenue <= brute) continue;
            try {
              brute = board.validateRoutes(sym, [a, b], pair, color).revenue;
            } catch {
              // They share track.
            }
          }
        }
        expect(bestRoutes(board, sym, pair, color).revenue, `${sym} with ${names.join(", ")}`).toBe(brute);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });
});
