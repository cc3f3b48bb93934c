// The best-route search (1830 7.4: "the combination of routes with the
// highest revenue must be chosen"): positions whose answer is known, from
// the rule book's worked example (7.5) to ones where running the biggest
// train on its best route first loses revenue.

import { describe, expect, it } from "vitest";
import { Board, type BoardOptions } from "../../shared/engine/map.ts";
import { SeededRandom } from "../../shared/engine/rng.ts";
import { oneRouteCredits, trackKeys, type LogRoute } from "../../shared/engine/route.ts";
import { bestRoutes, legalRoutes, routeTrain, searchTuning, type SearchTrain } from "../../shared/engine/route-search.ts";
import { isNode, NODE_BASE } from "../../shared/engine/tile.ts";
import type { HexDef, PhaseRevenue, TitleData } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { data1837 } from "../../shared/games/1837/data.ts";
import { title1837 } from "../../shared/games/1837/index.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { Game, type GameOptions } from "../../shared/engine/game.ts";
import { NODE_SLOTS, stationsOf } from "../../shared/engine/graph.ts";
import { RandomPlayer } from "./random-play.ts";
import { holdsLicence } from "../../shared/engine/licences.ts";
import { readFileSync } from "node:fs";
import { effectiveActions } from "../../shared/engine/log.ts";
import { logPlayers, logSeed, type GameLog } from "../../shared/engine/replay.ts";
import { title1817 } from "../../shared/games/1817/index.ts";

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

/** The map after `lays` random connected tile lays and some stations by the title's corporations. */
function grown(seed: number, lays: number, data: TitleData = data1830, options: BoardOptions = {}): Board {
  const rng = new SeededRandom(seed);
  const board = new Board(data, options);
  const corps = data.corporations;
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

/** The most two trains earn together, every pair of their legal routes tried (those sharing track refused by the rules). */
function bestPairByBruteForce(board: Board, sym: string, pair: Parameters<typeof bestRoutes>[2], lists: ReturnType<typeof legalRoutes>[], color: Parameters<typeof bestRoutes>[3]): number {
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
  return brute;
}

/** The corporations with a station on a grown 1830 board, each with the pairs of trains the brute-force checks run. */
function stationedPairs(board: Board): { sym: string; names: string[]; pair: SearchTrain[] }[] {
  return data1830.corporations
    .filter(({ sym }) => board.tokensOf(sym).length > 0)
    .flatMap(({ sym }) => [["3", "3"], ["4", "D"], ["2", "5"]].map((names) => ({ sym, names, pair: trains(...names) })));
}

describe("agrees with brute force on random boards", () => {
  it.each([1, 2, 3, 4, 5, 6])("seed %i", (seed) => {
    const board = grown(seed, 120);
    let compared = 0;
    for (const { sym, names, pair } of stationedPairs(board)) {
      const color = "brown";
      const lists = pair.map((t) => legalRoutes(board, sym, t, color));
      for (const [i, list] of lists.entries()) {
        for (const r of list) expect(board.validateRoutes(sym, [r], [pair[i]!], color).revenue).toBe(r.revenue);
      }
      if (lists[0]!.length * lists[1]!.length > 5000) continue;
      expect(bestRoutes(board, sym, pair, color).revenue, `${sym} with ${names.join(", ")}`).toBe(bestPairByBruteForce(board, sym, pair, lists, color));
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });
});

describe("a bonus one of the routes earns (Board.oneRouteBonus, 1846's Mail Contract)", () => {
  // Worth $10 a stop, $30 more with an off-board area: to one route of the set, the one it is worth most to.
  const oneRoute = { oneRouteBonus: () => (stops: readonly { kind: string }[]) => stops.length * 10 + (stops.some((s) => s.kind === "offboard") ? 30 : 0) };

  it.each([1, 2, 3, 4])("agrees with brute force over pairs of legal routes on random 1830 boards (seed %i)", (seed) => {
    const board = grown(seed, 120);
    let compared = 0;
    for (const { sym, names, pair } of stationedPairs(board)) {
      const color = "brown";
      board.oneRouteBonus = null;
      const lists = pair.map((t) => legalRoutes(board, sym, t, color));
      if (lists[0]!.length * lists[1]!.length > 5000) continue;
      board.oneRouteBonus = oneRoute;
      /** What routes run together earn: their revenue and the bonus, on the route it is worth most to. */
      const earned = (routes: LogRoute[], run: SearchTrain[]) => {
        const checked = board.validateRoutes(sym, routes, run, color);
        return checked.revenue + oneRouteCredits(board, sym, checked.routes).reduce((t, x) => t + x, 0);
      };
      let brute = Math.max(0, ...lists.flatMap((l, i) => l.map((r) => earned([r], [pair[i]!]))));
      const most = Math.max(0, ...lists.flatMap((l, i) => l.map((r) => earned([r], [pair[i]!]) - r.revenue)));
      for (const a of lists[0]!) {
        for (const b of lists[1]!) {
          if (a.revenue + b.revenue + most <= brute) continue;
          try {
            brute = Math.max(brute, earned([a, b], pair));
          } catch {
            // They share track.
          }
        }
      }
      const best = bestRoutes(board, sym, pair, color);
      expect(best.total, `${sym} with ${names.join(", ")}`).toBe(brute);
      // Each route's revenue includes what it earns of the bonus, as a run credits it.
      expect(best.routes.reduce((t, r) => t + r.revenue, 0)).toBe(best.revenue);
      compared++;
    }
    board.oneRouteBonus = null;
    expect(compared).toBeGreaterThan(3);
  });
});

describe("agrees with brute force on random 1837 boards (plus, express and goods trains, mines)", () => {
  it.each([1, 2, 3, 4])("seed %i", (seed) => {
    const board = grown(seed, 150, data1837, { routes: title1837.routeHooks });
    let compared = 0;
    for (const { sym } of data1837.corporations) {
      if (!board.tokensOf(sym).length) continue;
      for (const names of [["3+1", "2G"], ["4E", "4+1"], ["2G", "2G"], ["5+2", "3"], ["1G", "4E"]]) {
        const pair = trains1837(...names);
        const color = "green";
        const lists = pair.map((t) => legalRoutes(board, sym, t, color));
        const judged = lists.map((list, i) =>
          list.map((r) => {
            const alone = board.validateRoutes(sym, [r], [pair[i]!], color);
            expect(alone.revenue).toBe(r.revenue);
            return { route: r, total: alone.revenue + alone.treasury };
          }),
        );
        if (lists[0]!.length * lists[1]!.length > 5000) continue;
        let brute = Math.max(0, ...judged.flatMap((l) => l.map((r) => r.total)));
        for (const a of judged[0]!) {
          for (const b of judged[1]!) {
            if (a.total + b.total <= brute) continue;
            try {
              const both = board.validateRoutes(sym, [a.route, b.route], pair, color);
              brute = both.revenue + both.treasury;
            } catch {
              // They share track.
            }
          }
        }
        expect(bestRoutes(board, sym, pair, color).total, `${sym} with ${names.join(", ")}`).toBe(brute);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------
// Trains whose stops count by kind and a title's route rules, with 1837's
// trains and hooks: "n+m" trains (n stops plus m towns), express trains
// (cities only, towns passed unpaid, two cities at least), goods trains (one
// mine, any towns, n cities with the mine; the mine's value to the
// treasury). On small boards, the search equals brute force: every walk
// along the track from every stop, each judged by validateRoutes alone and
// in pairs, so the check (not the search's listing) says what is legal.
// ---------------------------------------------------------------------------

const town = (coord: string, revenue: number, paths: string[]): HexDef => ({
  coord,
  content: { color: "gray", towns: [{ revenue }], paths },
});

/** A train of 1837 by name, numbered: train1837("3+1", 1) is 3+1-1. */
function train1837(name: string, i = 0): SearchTrain {
  const def = data1837.trains.find((t) => t.name === name)!;
  return routeTrain({ id: `${name}-${i}`, distance: def.distance, def });
}
function trains1837(...names: string[]): SearchTrain[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const i = seen.get(n) ?? 0;
    seen.set(n, i + 1);
    return train1837(n, i);
  });
}

/**
 * A small 1837 board around the coal mines C19 ($20, EOD's) and C21 ($30),
 * both joined to the city D20 ($30, X's station). West of D20, the town D18
 * ($10) leads on to the city D16 ($40) and the town E17 ($20); D16 and E17
 * are joined, and E17 goes on to the city E19 ($20), which joins D20 and the
 * town E21 ($10). East, the town D22 ($10) leads to the city D24 ($60), and
 * E21 to the city E23 ($50), which joins D24.
 *
 *        C19m  C21m
 *    D16  D18t  D20  D22t  D24
 *      E17t  E19  E21t  E23
 */
function coalfield(): Board {
  const board = new Board(
    { ...data1837, title: "1837 coalfield", hexes: [
      city("C19", 20, ["5-c0"]),
      city("C21", 30, ["0-c0"]),
      city("D16", 40, ["4-c0", "5-c0"]),
      town("D18", 10, ["4-t0", "1-t0", "0-t0"]),
      { coord: "D20", content: { color: "gray", cities: [{ revenue: 30, slots: 2 }], paths: ["2-c0", "3-c0", "1-c0", "4-c0", "0-c0", "5-c0"] } },
      town("D22", 10, ["1-t0", "4-t0"]),
      city("D24", 60, ["1-c0", "0-c0"]),
      town("E17", 20, ["3-t0", "2-t0", "4-t0"]),
      city("E19", 20, ["3-c0", "1-c0", "4-c0"]),
      town("E21", 10, ["2-t0", "1-t0", "4-t0"]),
      city("E23", 50, ["1-c0", "3-c0"]),
    ], tiles: [] },
    { routes: title1837.routeHooks },
  );
  board.placeToken("EOD", "C19", 0);
  board.placeToken("X", "D20", 0);
  return board;
}

/**
 * Every route along the track as the log writes it, from each stop, in both directions (no stop or piece of track twice),
 * on the track as the corporation runs it: its track station (1830 V-7.5) is a stop, or passed without counting it.
 */
function allWalks(board: Board, corporation: string, maxStops = Infinity): LogRoute[] {
  const out: LogRoute[] = [];
  const used = new Set<number>();
  const connections: string[][] = [];
  const nodes: string[] = [];
  const walkFrom = (hex: number, node: number) => {
    const tile = board.trackOf(hex, corporation);
    for (const p of tile.shape.nodePaths[node]!) follow(hex, p, NODE_BASE + node, [board.grid.coord(hex)], hex, node);
  };
  const follow = (h: number, p: number, end: number, hexes: string[], fromHex: number, fromNode: number) => {
    const keys: number[] = [];
    trackKeys(board, corporation, h, p, keys);
    if (keys.some((k) => used.has(k))) return;
    for (const k of keys) used.add(k);
    const tile = board.trackOf(h, corporation);
    const path = tile.shape.paths[p]!;
    const other = path.a === end ? path.b : path.a;
    if (isNode(other) && tile.type.nodes[other - NODE_BASE]!.kind === "trackStation") {
      // Passed without counting it: on along the path's other half.
      for (const q of tile.shape.nodePaths[other - NODE_BASE]!) if (q !== p) follow(h, q, other, hexes, fromHex, fromNode);
    }
    if (isNode(other)) {
      const name = `${board.grid.coord(h)}-${other - NODE_BASE}`;
      if (!nodes.includes(name)) {
        connections.push(hexes.length === 1 ? [`${hexes[0]} ${fromNode}.${other - NODE_BASE}`] : [...hexes]);
        nodes.push(name);
        out.push({ train: "", connections: connections.map((c) => [...c]), nodes: [...nodes] });
        if (nodes.length < maxStops) walkFrom(h, other - NODE_BASE);
        nodes.pop();
        connections.pop();
      }
    } else {
      const next = board.crossing(h, other);
      if (next >= 0) {
        const side = (other + 3) % 6;
        for (const q of board.trackOf(next, corporation).shape.edgePaths[side]!) follow(next, q, side, [...hexes, board.grid.coord(next)], fromHex, fromNode);
      }
    }
    for (const k of keys) used.delete(k);
  };
  for (let h = 0; h < board.hexCount; h++) {
    board.trackOf(h, corporation).type.nodes.forEach((_, node) => {
      nodes.push(`${board.grid.coord(h)}-${node}`);
      walkFrom(h, node);
      nodes.pop();
    });
  }
  return out;
}

/**
 * The best total (revenue and treasury) of these trains by brute force over every walk, judged by validateRoutes.
 * `walks`: the walks to judge, where the caller has them (allWalks, bounded by the trains' stops on a large board).
 */
function bruteForce(board: Board, corporation: string, run: SearchTrain[], color: keyof PhaseRevenue = "yellow", walks = allWalks(board, corporation)): number {
  const judge = (routes: LogRoute[], ts: SearchTrain[]) => {
    try {
      const r = board.validateRoutes(corporation, routes, ts, color);
      return r.revenue + r.treasury;
    } catch {
      return -1;
    }
  };
  const legal = run.map((t) =>
    walks
      .map((w) => ({ ...w, train: t.id }))
      .map((route) => ({ route, total: judge([route], [t]) }))
      .filter((r) => r.total >= 0)
      .sort((a, b) => b.total - a.total),
  );
  let best = 0;
  const pick = (i: number, chosen: LogRoute[], total: number) => {
    if (total > best && judge(chosen, run) === total) best = total;
    if (i === run.length) return;
    pick(i + 1, chosen, total);
    for (const r of legal[i]!) {
      if (total + r.total + legal.slice(i + 1).reduce((t, l) => t + (l[0]?.total ?? 0), 0) <= best) break;
      const next = [...chosen, r.route];
      if (judge(next, run.filter((t) => next.some((n) => n.train === t.id))) < 0) continue;
      pick(i + 1, next, total + r.total);
    }
  };
  pick(0, [], 0);
  return best;
}

describe("trains whose stops count by kind, mines (1837 trains and route rules)", () => {
  const combos = [["3"], ["4"], ["3+1"], ["4E"], ["1G"], ["2G"], ["3G"], ["2", "3+1"], ["3+1", "2G"], ["4E", "2G"], ["3+1", "4E"], ["4E", "4E"], ["2G", "2G"], ["1G", "1G"]];
  it.each(["X", "EOD"])("%s: every train and pair equals brute force over every walk, and validateRoutes gives the same split", (corp) => {
    const board = coalfield();
    for (const names of combos) {
      const run = trains1837(...names);
      const best = bestRoutes(board, corp, run, "yellow");
      expect(best.total, `${corp} with ${names.join(", ")}`).toBe(bruteForce(board, corp, run));
      expect(best.total).toBe(best.revenue + best.treasury);
      if (best.routes.length) {
        const checked = board.validateRoutes(corp, best.routes, run, "yellow");
        expect([checked.revenue, checked.treasury]).toEqual([best.revenue, best.treasury]);
        expect(checked.perRoute).toEqual(best.routes.map((r) => r.revenue));
      }
    }
  });

  it("a 3+1 runs three stops and one town more; never three cities and two towns", () => {
    const board = coalfield();
    // D20-D22-D24-E23: three cities and a town ($150).
    const plus = bestRoutes(board, "X", trains1837("3+1"), "yellow");
    expect(plus.total).toBe(150);
    expect(plus.routes[0]!.nodes).toEqual(["D20-0", "D22-0", "D24-0", "E23-0"]);
    // Two cities and two towns are four stops: D16-E17-D18-D20 ($100) is legal ...
    const run = (connections: string[][]) => board.validateRoutes("X", [{ train: "3+1-0", connections }], trains1837("3+1"), "yellow");
    expect(run([["D16", "E17"], ["E17", "D18"], ["D18", "D20"]]).revenue).toBe(100);
    // ... three cities and two towns are one too many: D16-D18-D20-D22-D24.
    expect(() => run([["D16", "D18"], ["D18", "D20"], ["D20", "D22"], ["D22", "D24"]])).toThrow(/too many stops/);
  });

  it("an express counts cities only and passes any number of towns unpaid", () => {
    const board = coalfield();
    // D16 40, D20 30, D24 60, E23 50: four cities; the towns between them are passed for nothing.
    const best = bestRoutes(board, "X", trains1837("4E"), "yellow");
    expect(best.total).toBe(180);
    expect(best.routes[0]!.nodes.filter((n) => ["D18-0", "E17-0", "D22-0", "E21-0"].includes(n)).length).toBeGreaterThanOrEqual(2);
    // Two of them: the second, on other track, earns $150 (D16-E17-E19-D20-D22-D24).
    expect(bestRoutes(board, "X", trains1837("4E", "4E"), "yellow").total).toBe(330);
  });

  it("a goods train runs from one mine, whose value goes to the treasury; passenger trains never visit a mine", () => {
    const board = coalfield();
    // The 1G: the mine C21 ($30, treasury) and one city, D20, with the towns D18 and E17 ($60 revenue).
    const one = bestRoutes(board, "X", trains1837("1G"), "yellow");
    expect([one.revenue, one.treasury, one.total]).toEqual([60, 30, 90]);
    expect(one.routes[0]!.nodes).toContain("C21-0");
    // Two goods trains take one mine each.
    const two = bestRoutes(board, "X", trains1837("2G", "2G"), "yellow");
    expect(two.routes.map((r) => r.nodes.filter((n) => n === "C19-0" || n === "C21-0"))).toEqual([["C21-0"], ["C19-0"]]);
    expect(two.treasury).toBe(50);
    // Never both mines on one route, never a mine for a passenger train.
    const mines = (r: { nodes: string[] }) => r.nodes.filter((n) => n === "C19-0" || n === "C21-0").length;
    expect(legalRoutes(board, "X", train1837("2G"), "yellow").every((r) => mines(r) === 1)).toBe(true);
    expect(legalRoutes(board, "X", train1837("4"), "yellow").every((r) => mines(r) === 0)).toBe(true);
    expect(() =>
      board.validateRoutes("X", [{ train: "2G-0", connections: [["C19", "D20"], ["D20", "C21"]] }], trains1837("2G"), "yellow"),
    ).toThrow(/one coal mine/);
  });

  it("a coal company's goods train may run from its mine to one town (VIII.2 as clarified)", () => {
    const board = new Board(
      { ...data1837, title: "1837 mine and town", hexes: [city("C19", 20, ["5-c0"]), town("D20", 10, ["2-t0"])], tiles: [] },
      { routes: title1837.routeHooks },
    );
    board.placeToken("EOD", "C19", 0);
    const best = bestRoutes(board, "EOD", trains1837("1G"), "yellow");
    expect([best.revenue, best.treasury]).toEqual([10, 20]);
    expect(best.routes[0]!.nodes).toEqual(["C19-0", "D20-0"]);
  });

  it("allowances whose stops pay in part (the best of them) are counted as validateRoutes counts them", () => {
    // A made-up train: up to two towns, of which the better one pays, and three cities.
    const odd: SearchTrain = { id: "T-0", distance: 5, stops: [{ kinds: ["town"], visit: 2, pay: 1 }, { kinds: ["city", "offboard"], visit: 3 }] };
    const board = coalfield();
    for (const run of [[odd], [odd, train1837("2G")]]) {
      const best = bestRoutes(board, "X", run, "yellow");
      expect(best.total).toBe(bruteForce(board, "X", run));
    }
  });
});

// ---------------------------------------------------------------------------
// 1830 V-7.10 "plus" trains: a 2+2 may visit up to four cities (7.4.1: towns and
// off-board areas are cities), of which at most two large ones (large cities and
// off-board areas; the rest must be small cities, towns). Searched exactly:
// equal to brute force over every walk, judged by validateRoutes.
// ---------------------------------------------------------------------------

/** An 1830 train by name (plus trains as the plus_trains option makes them), numbered. */
function train1830(name: string, i = 0): SearchTrain {
  const def = title1830.dataFor!({ optional_rules: ["plus_trains"] } as Required<GameOptions>).trains.find((t) => t.name === name)!;
  return routeTrain({ id: `${name}-${i}`, distance: def.distance, def });
}

/**
 * coalfield()'s track with 1830's rules and no mines: X's station in D20 ($30);
 * west the town D18 ($10), the city D16 ($40), the town E17 ($20), the city E19 ($20);
 * east the town D22 ($10), the city D24 ($60), the town E21 ($10), the city E23 ($50).
 */
function plusField(): Board {
  const board = new Board({ ...data1830, title: "1830 plus trains", hexes: [
    city("D16", 40, ["4-c0", "5-c0"]),
    town("D18", 10, ["4-t0", "1-t0", "0-t0"]),
    { coord: "D20", content: { color: "gray", cities: [{ revenue: 30, slots: 2 }], paths: ["1-c0", "4-c0", "0-c0", "5-c0"] } },
    town("D22", 10, ["1-t0", "4-t0"]),
    city("D24", 60, ["1-c0", "0-c0"]),
    town("E17", 20, ["3-t0", "2-t0", "4-t0"]),
    city("E19", 20, ["3-c0", "1-c0", "4-c0"]),
    town("E21", 10, ["2-t0", "1-t0", "4-t0"]),
    city("E23", 50, ["1-c0", "3-c0"]),
  ], tiles: [] });
  board.placeToken("X", "D20", 0);
  return board;
}

describe("1830 V-7.10 plus trains", () => {
  it("a 2+2 visits up to four cities, at most two of them large: never three large cities", () => {
    const board = plusField();
    const run = (connections: string[][]) => board.validateRoutes("X", [{ train: "2+2-0", connections }], [train1830("2+2")], "yellow");
    // Two large cities and two small ones: D18-D20-D22-D24 ($110).
    expect(run([["D18", "D20"], ["D20", "D22"], ["D22", "D24"]]).revenue).toBe(110);
    // Three large cities are one too many, however few stops: D20-D22-D24-E23.
    expect(() => run([["D20", "D22"], ["D22", "D24"], ["D24", "E23"]])).toThrow(/^1830 7\.4\.1: .*too many stops of its kinds for a 2\+2-train/);
    // Five stops are too many: E17-D18-D20-D22-D24 (two large cities, three small).
    expect(() => run([["E17", "D18"], ["D18", "D20"], ["D20", "D22"], ["D22", "D24"]])).toThrow(/too many stops/);
    // A plain 2-train runs two cities of any kind: D20 and a neighbouring town, $50 at best.
    const two = bestRoutes(board, "X", [train1830("2")], "yellow");
    expect(two.total).toBe(50);
    const plus = bestRoutes(board, "X", [train1830("2+2")], "yellow");
    expect(plus.total).toBe(110);
    expect(plus.routes[0]!.nodes.filter((n) => ["D16-0", "D20-0", "D24-0", "E19-0", "E23-0"].includes(n))).toHaveLength(2);
  });

  it("every plus train, alone and with others, equals brute force over every walk", () => {
    const board = plusField();
    for (const names of [["2+2"], ["3+3"], ["4+4"], ["6+6"], ["2", "2+2"], ["2+2", "3+3"], ["3", "4+4"], ["2+2", "D"]]) {
      const run = names.map((n, i) => train1830(n, i));
      const best = bestRoutes(board, "X", run, "yellow");
      expect(best.total, names.join(", ")).toBe(bruteForce(board, "X", run));
      if (best.routes.length) expect(board.validateRoutes("X", best.routes, run, "yellow").perRoute).toEqual(best.routes.map((r) => r.revenue));
    }
  });

  it.each([1, 2, 3])("agrees with brute force over pairs of legal routes on random 1830 boards (seed %i)", (seed) => {
    const board = grown(seed, 120);
    let compared = 0;
    for (const { sym } of data1830.corporations) {
      if (!board.tokensOf(sym).length) continue;
      for (const names of [["2+2", "3+3"], ["4+4", "3"], ["5+5", "2+2"]]) {
        const pair = names.map((n) => train1830(n));
        const color = "brown";
        const lists = pair.map((t) => legalRoutes(board, sym, t, color));
        if (lists[0]!.length * lists[1]!.length > 5000) continue;
        expect(bestRoutes(board, sym, pair, color).revenue, `${sym} with ${names.join(", ")}`).toBe(bestPairByBruteForce(board, sym, pair, lists, color));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });
});

// ---------------------------------------------------------------------------
// The 1830+ board (issue #16) at positions random legal play reaches in S-1 and
// S-4: warehouses (cities trains run through, never blocked), the Kanawha Coal
// River licence (S-1.2 7.2), the PRR's track station worth 10 on H-12 (V-7.5),
// S-4's once-per-hex routes (S-4.2 7.5) and coalfield run bonuses (S-4.2 7.2),
// plus trains (S-4). The search equals brute force over every walk along the
// track (up to the trains' stops), each judged by validateRoutes alone and in
// pairs, so the check, not the search's own listing, says what is legal.
// ---------------------------------------------------------------------------

/** The game's train of this name, numbered, as the search runs it. */
function gameTrain(game: Game, name: string, i = 0): SearchTrain {
  const def = game.data.trains.find((t) => t.name === name)!;
  return routeTrain({ id: `${name}-${i}`, distance: def.distance, def });
}

/** What the 1830+ board's own cases a railroad's routes touch: a warehouse, the licence's hex, its track station, a run bonus. */
function plusCases(board: Board, corporation: string, routes: readonly LogRoute[]): string[] {
  const out = new Set<string>();
  for (const r of routes) {
    for (const node of r.nodes ?? []) {
      const hex = node.slice(0, node.lastIndexOf("-"));
      const h = board.hexIndex(hex);
      if (board.tileAt(hex).cities.some((c) => c.slots === 0)) out.add("warehouse");
      if (hex === "L8") out.add("licence");
      if (board.trackOf(h, corporation).type.nodes[Number(node.slice(node.lastIndexOf("-") + 1))]?.kind === "trackStation") out.add(`${corporation}'s track station`);
    }
    for (const chain of r.connections) for (const hex of chain) if (board.runBonusOf(board.hexIndex(hex.split(" ")[0]!)) > 0) out.add("run bonus");
  }
  return [...out];
}

/**
 * What the walks judged include that the search must refuse or count: a walk to a licence's hex (refused without the
 * licence), one entering a hex twice (S-4.2 7.5: refused where a route enters each hex once).
 */
function walkCases(game: Game, walks: readonly LogRoute[]): string[] {
  const out = new Set<string>();
  const licensed = new Set((game.data.licences ?? []).flatMap((l) => l.hexes));
  for (const w of walks) {
    if (w.nodes!.some((n) => licensed.has(n.slice(0, n.lastIndexOf("-"))))) out.add("licence hex");
    const hexes = w.connections.flatMap((chain, i) => (i === 0 ? chain : chain.slice(1))).map((h) => h.split(" ")[0]!);
    if (new Set(hexes).size < hexes.length) out.add("hex twice");
  }
  return [...out];
}

/**
 * For each railroad with a station (the PRR's track station included) and each set of trains the game has: the search's
 * best total equals brute force over the walks of at most `maxStops` stops, and its routes are accepted as it counts them.
 * Where the title has licences, each railroad is compared as it is and, if it lacks one, holding it too (S-1.2 7.2).
 * Returns the number of comparisons and the 1830+ cases the best routes touched (plusCases).
 */
function compareOnGame(game: Game, trainSets: string[][], maxStops: number): { compared: number; cases: Set<string> } {
  const board = game.board;
  const color = game.phase.offboardColor;
  let compared = 0;
  const cases = new Set<string>();
  for (const corp of game.corporations) {
    const stations = new Set(stationsOf(board, corp.sym).map((k) => `${board.grid.coord(Math.floor(k / NODE_SLOTS))}-${k % NODE_SLOTS}`));
    if (!stations.size) continue;
    // Only walks through one of its stations can be its routes (7.4.2); the others are left out before judging.
    const walks = allWalks(board, corp.sym, maxStops).filter((w) => w.nodes!.some((n) => stations.has(n)));
    for (const c of walkCases(game, walks)) cases.add(c);
    const lacking = (game.data.licences ?? []).map((l) => l.id).filter((id) => !holdsLicence(corp, id));
    for (const licences of [[], ...lacking.map((id) => [id])]) {
      corp.licences.push(...licences);
      for (const names of trainSets) {
        if (!names.every((n) => game.data.trains.some((t) => t.name === n))) continue;
        const run = names.map((n, i) => gameTrain(game, n, i));
        const best = bestRoutes(board, corp.sym, run, color);
        const what = `${corp.sym}${licences.length ? ` with a ${licences.join()} licence` : ""}, ${names.join(", ")}`;
        expect(best.total, what).toBe(bruteForce(board, corp.sym, run, color, walks));
        if (best.routes.length) expect(board.validateRoutes(corp.sym, best.routes, run, color).perRoute, what).toEqual(best.routes.map((r) => r.revenue));
        for (const c of plusCases(board, corp.sym, best.routes)) cases.add(c);
        compared++;
      }
      corp.licences.splice(corp.licences.length - licences.length, licences.length);
    }
  }
  return { compared, cases };
}

describe("the 1830+ board at positions of random play: the search equals brute force", () => {
  const TRAINS = [["2", "3"], ["3", "4"], ["4"], ["2+2", "3"], ["5"]];
  it.each([
    // S-1: warehouses, the Kanawha licence, the PRR's track station (S-1.2 7.2, 7.4; V-7.5).
    ["plus_s1", [1, 2, 3, 4], ["hex twice", "licence hex", "PRR's track station", "warehouse"]],
    // S-1 with V-1.6's RDR, which chose G-15's station space (V-7.6) in these games: its own track station.
    ["plus_s1,extra_rdr", [3, 6, 8, 12], ["licence", "RDR's track station", "warehouse"]],
    // S-4: a route enters each hex once, coalfield run bonuses, plus trains (S-4.2 7.2, 7.5), the track station.
    ["plus_s4", [1, 2, 3, 4], ["hex twice", "run bonus", "PRR's track station"]],
  ] as const)("%s, seeds %j, halfway through the game and at its end", (option, seeds, expected) => {
    const cases = new Set<string>();
    let compared = 0;
    const check = (game: Game) => {
      const result = compareOnGame(game, TRAINS, 5);
      compared += result.compared;
      for (const c of result.cases) cases.add(c);
    };
    for (const seed of seeds) {
      const game = new Game(title1830, [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })), { optional_rules: option.split(",") }, seed);
      const player = new RandomPlayer(seed, "builder");
      for (let n = 0; n < 4000 && !game.finished; n++) {
        game.process(player.choose(game)!);
        if (n === 500) check(game);
      }
      expect(game.finished).toBe(true);
      check(game);
    }
    expect(compared).toBeGreaterThan(200);
    expect([...cases].sort()).toEqual(expect.arrayContaining([...expected]));
  }, 120_000);
});

// The search lists only the routes the best set could use (route-search.ts
// combine): one train's listing rises to its best route, several trains list
// above a floor, and a listing leaves out what cannot grow to its floor
// (growthBound). On a real board those cuts start only once listings grow
// large; here they start at once, and must give what brute force and the
// listing of every legal route give, to the routes chosen.
describe("the bounds leave out only routes the best set cannot use", () => {
  /** Runs f with every listing bounded from its first step (searchTuning), or with none (every legal route listed). */
  function tuned<T>(how: "bounded" | "every", f: () => T): T {
    const saved = { ...searchTuning };
    Object.assign(searchTuning, how === "bounded" ? { manyRoutes: 0, boundAfter: 0, floors: true } : { floors: false });
    try {
      return f();
    } finally {
      Object.assign(searchTuning, saved);
    }
  }
  /** Bounded and unbounded searches agree on the total and the routes chosen; returns the bounded one. */
  function same(...args: Parameters<typeof bestRoutes>) {
    const bounded = tuned("bounded", () => bestRoutes(...args));
    const every = tuned("every", () => bestRoutes(...args));
    expect({ ...bounded, stats: null }, `${args[1]} with ${args[2].map((t) => t.id).join(", ")}`).toEqual({ ...every, stats: null });
    return bounded;
  }

  it.each([false, true])("counts what a route earns for the hexes it runs in (mirrored: %s)", (mirrored) => {
    // X 50 - [S 10] - Y 10 - (track, $100 to run in) - Z 10: a 3-train's best is S-Y-Z ($130), though S-Y
    // looks poor beside X-S-Y ($70) until the hex's $100 counts. Mirrored, the search meets the routes in the other order.
    const hexes: HexDef[] = mirrored
      ? [city("E3", 10, ["4-c0"]), { ...track("E5", ["1-4"]), runBonus: 100 }, city("E7", 10, ["1-c0", "4-c0"]), city("E9", 10, ["1-c0", "4-c0"]), city("E11", 50, ["1-c0"])]
      : [city("E3", 50, ["4-c0"]), city("E5", 10, ["1-c0", "4-c0"]), city("E7", 10, ["1-c0", "4-c0"]), { ...track("E9", ["1-4"]), runBonus: 100 }, city("E11", 10, ["1-c0"])];
    const board = new Board(smallTitle("run bonus", hexes));
    board.placeToken("B&O", mirrored ? "E9" : "E5", 0);
    for (const run of [trains("3"), trains("3", "2")]) {
      const best = same(board, "B&O", run, "yellow");
      expect(best.revenue).toBe(run.length === 1 ? 130 : 190);
    }
  });

  it.each([1, 2, 3, 4, 5, 6])("random 1830 boards (seed %i): equal to brute force over pairs of legal routes", (seed) => {
    const board = grown(seed, 120);
    let compared = 0;
    for (const { sym } of data1830.corporations.filter(({ sym }) => board.tokensOf(sym).length > 0)) {
      for (const names of [["3", "3"], ["2", "5"], ["4", "6"], ["5", "6"], ["6"], ["D"]]) {
        const pair = trains(...names);
        const lists = pair.map((t) => legalRoutes(board, sym, t, "brown"));
        const best = same(board, sym, pair, "brown");
        if (lists.reduce((n, l) => n * l.length, 1) > 5000) continue;
        const brute = pair.length === 1 ? Math.max(0, ...lists[0]!.map((r) => r.revenue)) : bestPairByBruteForce(board, sym, pair, lists, "brown");
        expect(best.revenue, `${sym} with ${names.join(", ")}`).toBe(brute);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it.each([1, 2, 3, 4])("random 1837 boards (seed %i): plus, express and goods trains, mines, as with every route", (seed) => {
    const board = grown(seed, 150, data1837, { routes: title1837.routeHooks });
    let searched = 0;
    for (const { sym } of data1837.corporations.filter(({ sym }) => board.tokensOf(sym).length > 0)) {
      for (const names of [["3+1", "2G"], ["4E", "4+1"], ["5+2", "3"], ["4", "4", "5"], ["5E"], ["4+1"], ["3G"]]) {
        same(board, sym, trains1837(...names), "green");
        searched++;
      }
    }
    expect(searched).toBeGreaterThan(20);
  });

  it("the 1830+ S-4 board at positions of random play (a hex entered once, run bonuses): equal to brute force", () => {
    let compared = 0;
    for (const seed of [1, 2]) {
      const game = new Game(title1830, [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })), { optional_rules: ["plus_s4"] }, seed);
      const player = new RandomPlayer(seed, "builder");
      for (let n = 0; n < 4000 && !game.finished; n++) game.process(player.choose(game)!);
      compared += tuned("bounded", () => compareOnGame(game, [["2", "3"], ["3", "4"], ["4"], ["2+2", "3"], ["5"]], 5)).compared;
      // Longer trains, beyond brute force: as with every route.
      for (const corp of game.corporations.filter((c) => stationsOf(game.board, c.sym).length > 0)) {
        for (const names of [["6"], ["5", "6"], ["4", "6"], ["3+3", "5"]]) same(game.board, corp.sym, names.map((n, i) => gameTrain(game, n, i)), game.phase.offboardColor);
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 120_000);

  it("1817 (fixture 15528): the largest positions, bounded as in play, choose what every route gives", () => {
    const log = JSON.parse(readFileSync(new URL("../fixtures/1817/15528.json", import.meta.url), "utf8")) as GameLog;
    const rules = [...new Set([...(log.settings?.optional_rules ?? []), ...(title1817.importRules ?? [])])];
    const game = new Game(title1817, logPlayers(log), { optional_rules: rules, best_routes: false, consent: false }, logSeed(log));
    const hardest: string[] = [];
    for (const action of effectiveActions(log.actions)) {
      const id = (action as { id?: number }).id;
      // A&S's 8-train (92,222 legal routes), GT's 6-train and WT's 5- and 6-trains (36,005): one train and several.
      if (action.type === "run_routes" && [1191, 1351, 1538, 1620, 1671].includes(id!)) {
        const corp = game.corporation(String((action as { entity?: unknown }).entity));
        const run = corp.trains.filter((t) => !t.ranThisRound).map(routeTrain);
        const bounded = bestRoutes(game.board, corp.sym, run, game.phase.offboardColor);
        const every = tuned("every", () => bestRoutes(game.board, corp.sym, run, game.phase.offboardColor));
        expect({ ...bounded, stats: null }, `#${id}`).toEqual({ ...every, stats: null });
        // It lists a fifth of them at most.
        expect(bounded.stats.routes * 5, `#${id}`).toBeLessThan(every.stats.routes);
        hardest.push(`${id} ${corp.sym} ${run.map((t) => t.id).join(" ")}`);
      }
      game.process(action);
    }
    expect(hardest).toEqual(["1191 WT 5-3 6-2", "1351 WT 5-3 6-2", "1538 GT 6-0", "1620 WT 5-3 6-2", "1671 A&S 8-1"]);
  }, 120_000);
});
