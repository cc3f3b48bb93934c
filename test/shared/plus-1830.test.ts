// The 1830+ board reconstructed from the rule book (shared/games/1830/plus-board.ts), its railroads and
// privates (plus-components.ts) against the rule book's tables, the board drawn for each scenario, and
// V-1.6's extra railroads on the Classic board as table options.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { Board as EngineBoard } from "../../shared/engine/map.ts";
import { nodeBlocks } from "../../shared/engine/graph.ts";
import { Corporation, Player } from "../../shared/engine/entities.ts";
import { renderBoardSvg } from "../../shared/board/render.ts";
import type { HexDef } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { BOARD_TILES, boardTilesFor, plusBoard, plusHexes, PLUS_SCENARIOS, type PlusScenario } from "../../shared/games/1830/plus-board.ts";
import { PLUS_HOMES, PLUS_PRIVATES, PLUS_RAILROADS, plusBoardData } from "../../shared/games/1830/plus-components.ts";
import { checkBooks, expectRefused } from "./game-checks.ts";
import { entityRef, RandomPlayer } from "./random-play.ts";

const hexOf = (hexes: readonly HexDef[], coord: string) => hexes.find((h) => h.coord === coord);

// T-02 and the scenarios' sidebars (S-1.1, S-2.1, S-3.1, S-4.1), transcribed: board tile, hex, scenarios.
// S-4.1 prints "Old Toronto (30m) D-10"; T-02 and the errata put 30m on E-9.
const T02: [string, string, PlusScenario[]][] = [
  ["30a", "L8", ["S-1", "S-3"]],
  ["30a", "J10", ["S-2"]],
  ["30b", "M13", ["S-1", "S-2"]],
  ["30c", "L2", ["S-1", "S-2"]],
  ["30d", "F2", ["S-1", "S-2"]],
  ["30e", "A11", ["S-1", "S-2"]],
  ["30f", "B24", ["S-1", "S-2"]],
  ["A1", "M11", ["S-1"]],
  ["30h", "H4", ["S-4"]],
  ["30i", "H6", ["S-4"]],
  ["30j", "F6", ["S-4"]],
  ["30k", "F8", ["S-4"]],
  ["30l", "E5", ["S-4"]],
  ["30m", "E9", ["S-4"]],
  ["30n", "L10", ["S-4"]],
  ["30p", "K13", ["S-2"]],
  ["30q", "B16", ["S-2"]],
  ["30r", "D10", ["S-2"]],
  ["30h", "C21", ["S-2"]],
];

describe("the 1830+ board (rule book S-x.1, T-02, T-05, T-08)", () => {
  it("places each board tile of T-02 on its hex in its scenarios, and no other", () => {
    expect(BOARD_TILES.map((t) => [t.id, t.hex, [...t.scenarios]])).toEqual(T02);
    for (const s of PLUS_SCENARIOS) {
      const expected = T02.filter(([, , ss]) => ss.includes(s)).map(([id, hex]) => `${id}@${hex}`);
      expect(boardTilesFor(s).map((t) => `${t.id}@${t.hex}`), s).toEqual(expected);
    }
    // S-3.1: the Coal River hex alone.
    expect(boardTilesFor("S-3").map((t) => t.hex)).toEqual(["L8"]);
  });

  it("has rows K to M and the hexes the rule book names, on one grid with Classic", () => {
    const coords = new Set(plusHexes.map((h) => h.coord));
    // T-05 locations, T-08 homes, T-02 hexes, the Ohio river hexes of T-05 note 1.
    for (const c of ["I9", "I11", "J12", "J10", "K9", "K11", "L16", "L10", "K13", "E5", "H4", "H6", "G15", "H16", "M13", "L2", "L8", "M11", "J2", "K5"]) {
      expect(coords.has(c), c).toBe(true);
    }
    // The Gulf is no longer I1 + J2: J-2 is an Ohio river hex where the PL lays track.
    expect(coords.has("I1")).toBe(false);
    expect(hexOf(plusHexes, "J2")!.content.color).toBe("white");
    // The board is a valid map for the engine (every hex once, neighbours on the same grid).
    expect(() => new EngineBoard({ ...data1830, hexes: [...plusHexes] })).not.toThrow();
  });

  it("gives Montreal, Norfolk and the Coal River two values, the lower until the first 5-train (S-1.2 7.5)", () => {
    const board = new EngineBoard({ ...data1830, hexes: plusBoard("S-1") });
    for (const [hex, lower, higher] of [["A19", 40, 60], ["L16", 30, 50], ["L8", 40, 60]] as const) {
      const type = board.tileAt(hex).type;
      expect(type.revenue(0, "green"), hex).toBe(lower);
      expect(type.revenue(0, "brown"), hex).toBe(higher);
    }
  });

  it("covers each red off-board area with a warehouse in S-1 and S-2: a city trains run through (S-1.2 7.4)", () => {
    for (const s of ["S-1", "S-2"] as const) {
      const data = { ...data1830, hexes: plusBoard(s) };
      const board = new EngineBoard(data);
      for (const hex of ["M13", "L2", "F2", "A11", "B24"]) {
        const tile = board.tileAt(hex);
        expect(tile.cities.length, `${s} ${hex}`).toBe(1);
        expect(tile.type.content.cities![0]!.slots).toBe(0);
        // The area's values, as a city: F-2 is Chicago's 40/70.
        const area = hexOf(plusHexes, hex)!.content.offboard!;
        expect(tile.type.revenue(0, "yellow")).toBe(area.yellow);
        expect(tile.type.revenue(0, "brown")).toBe(area.brown);
        // No station can fill it, so no railroad is ever blocked there.
        expect(nodeBlocks(board, board.grid.indexOf(hex), 0, "PRR"), hex).toBe(false);
      }
    }
    // Without warehouses (S-3, S-4) the areas stay off-board: a route ends there.
    const bare = new EngineBoard({ ...data1830, hexes: plusBoard("S-3") });
    expect(nodeBlocks(bare, bare.grid.indexOf("F2"), 0, "PRR")).toBe(true);
  });

  it("marks the S-4 coalfields and canal, played only in S-4 (S-4.1, S-4.2 7.2)", () => {
    expect(hexOf(plusBoard("S-1"), "K9")!.terrain!.cost).toBe(120);
    expect(hexOf(plusBoard("S-4"), "K9")!.terrain!.cost).toBe(60);
    expect(hexOf(plusBoard("S-4"), "J4")!.terrain!.cost).toBe(40);
    expect(hexOf(plusBoard("S-2"), "J4")!.terrain!.cost).toBe(80);
    expect(hexOf(plusBoard("S-4"), "I11")!.marks).toEqual(["canal"]);
    expect(hexOf(plusBoard("S-4"), "J12")!.marks).toEqual(["canal"]);
  });

  it("gives the PRR a starting hex without a city worth 10 to it (V-7.5), its track upgradeable", () => {
    const h12 = hexOf(plusHexes, "H12")!;
    expect(h12.content.cities ?? []).toEqual([]);
    expect(h12.homeSpace).toEqual({ corporation: "PRR", revenue: 10 });
    expect(h12.tileable).not.toBe(false);
  });

  it("puts every railroad's home on a city of its scenario's board (T-08, S-x.2 5.0)", () => {
    for (const s of PLUS_SCENARIOS) {
      const data = plusBoardData(s);
      for (const c of data.corporations) {
        for (const hex of c.homeChoice ?? [c.home!]) {
          const h = hexOf(data.hexes, hex)!;
          // The PRR's home is its station space without a city (V-7.5).
          const home = (h.content.cities?.length ?? 0) > 0 || h.homeSpace?.corporation === c.sym;
          expect(home, `${s} ${c.sym} at ${hex}`).toBe(true);
        }
      }
      for (const [sym, hexes] of Object.entries(PLUS_HOMES[s])) {
        const c = data.corporations.find((x) => x.sym === sym)!;
        expect(c.homeChoice ?? [c.home], `${s} ${sym}`).toEqual(hexes);
      }
    }
    // S-4: Columbus with the NKP home at H-6, Roanoke with the N&W home at L-10, the C&O at Richmond.
    expect(PLUS_HOMES["S-4"]).toEqual({ "N&W": ["L10"], NKP: ["H6"], "C&O": ["K13"] });
    expect(hexOf(plusBoard("S-4"), "F6")!.content.cities ?? []).toEqual([]);
  });
});

describe("the 1830+ railroads and privates (T-05, T-08, errata)", () => {
  it("has T-08's railroads with their station tokens (the errata: PMQ, NKP, RDR $0 and $40)", () => {
    expect(PLUS_RAILROADS.map((c) => [c.sym, c.tokens])).toEqual([
      ["N&W", [0, 40, 100]],
      ["PMQ", [0, 40]],
      ["NKP", [0, 40]],
      ["RDR", [0, 40]],
    ]);
    expect(PLUS_RAILROADS.find((c) => c.sym === "RDR")!.homeChoice).toEqual(["G15", "H16"]);
  });

  it("has T-05's privates with their prices, revenues and hexes", () => {
    expect(PLUS_PRIVATES.map((c) => [c.sym, c.value, c.revenue, c.blocksHexes ?? [c.blocksHex]])).toEqual([
      ["PL", 30, 5, ["I9"]],
      ["CC", 50, 10, ["I11", "J12"]],
      ["PP", 60, 10, ["J10"]],
      ["JK", 120, 20, ["K9", "K11"]],
    ]);
    const abilities = Object.fromEntries(PLUS_PRIVATES.map((c) => [c.sym, c.abilities ?? []]));
    // Note 1: the Ohio river hexes, free; note 3: $20 each, closed when both are laid; note 4: the New River licence, closed on the first run to J-10;
    // note 7: half price next to L-8, and the Kanawha licence.
    expect(abilities.PL).toEqual([{ type: "extraTileLay", hexes: ["J2", "J4", "K5", "J6", "J8", "I9"], tiles: ["7", "8", "9"], free: true }]);
    expect(abilities.CC).toEqual([{ type: "discountedTileLay", hexes: ["I11", "J12"], cost: 20, closesWhenHexesLaid: true }]);
    expect(abilities.PP).toEqual([
      { type: "licence", licence: "new_river" },
      { type: "closeOnRunTo", hexes: ["J10"] },
    ]);
    expect(abilities.JK).toEqual([{ type: "discountedTileLay", hexes: ["K7", "K9", "L6", "L10", "M7", "M9"], costShare: 0.5 }, { type: "licence", licence: "kanawha" }]);
    const grid = new EngineBoard({ ...data1830, hexes: plusBoard("S-1") }).grid;
    const jk = abilities.JK![0]!;
    for (const hex of jk.type === "discountedTileLay" ? jk.hexes : []) expect(grid.edgeTowards(grid.indexOf(hex), grid.indexOf("L8")), hex).toBeGreaterThanOrEqual(0);
  });

  it("sells each scenario's privates in T-05's order", () => {
    expect(plusBoardData("S-1").companies.map((c) => c.sym)).toEqual(["SV", "CS", "DH", "MH", "JK", "CA", "BO"]);
    expect(plusBoardData("S-2").companies.map((c) => c.sym)).toEqual(["SV", "CS", "PP", "DH", "MH", "CA", "BO"]);
    expect(plusBoardData("S-4").companies.map((c) => c.sym)).toEqual(["SV", "PL", "CS", "CC", "DH", "MH", "CA", "BO"]);
  });
});

describe("the 1830+ board drawn for each scenario", () => {
  for (const s of PLUS_SCENARIOS) {
    it(`${s}: every hex once, each board tile's contents on its hex`, () => {
      const data = plusBoardData(s);
      const board = new EngineBoard(data);
      const svg = renderBoardSvg({ board, data, openCompanies: data.companies.map((c) => c.sym) });
      const drawn = [...svg.matchAll(/<g class="hex" [^>]*data-hex="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(drawn).size).toBe(data.hexes.length);
      expect(drawn.length).toBe(data.hexes.length);
      for (const t of boardTilesFor(s)) {
        const group = svg.slice(svg.indexOf(`data-hex="${t.hex}"`), svg.indexOf('<g class="hex"', svg.indexOf(`data-hex="${t.hex}"`)));
        if (t.hexDef.location) expect(group, `${t.id} at ${t.hex}`).toContain(`<title>${t.hex} ${t.hexDef.location.replace(/&/g, "&amp;")}</title>`);
        const warehouse = t.hexDef.content.cities?.some((c) => c.slots === 0) ?? false;
        expect(group.includes('class="city warehouse"'), `${t.id} at ${t.hex}`).toBe(warehouse);
      }
    });
  }
});

// ---------------------------------------------------------------------------
// V-1.6 extra railroads on the Classic board
// ---------------------------------------------------------------------------

const FOUR = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));

/**
 * Random legal play steered to start `sym`: its par and shares are bought whenever offered. Returns the game
 * once `sym` has placed its first station (or the game has ended).
 */
function startRailroad(options: string[], sym: string, seed: number): Game {
  const game = new Game(title1830, FOUR, { optional_rules: options }, seed);
  const random = new RandomPlayer(seed, "builder");
  for (let n = 0; n < 6000 && !game.finished; n++) {
    if (game.corporation(sym).tokensPlaced > 0) break;
    const entity = game.actingEntities()[0]!;
    const legal = game.legalActions(entity);
    const par = legal.find((l) => l.type === "par" && l.corporation === sym);
    const buy = legal.find((l) => l.type === "buy_shares" && l.shares.some((id) => id.startsWith(`${sym}_`)));
    const action =
      par?.type === "par"
        ? { type: "par", corporation: sym, share_price: par.prices[0]!.sharePrice, ...entityRef(entity) }
        : buy?.type === "buy_shares"
          ? { type: "buy_shares", shares: buy.shares, percent: buy.percent, ...entityRef(entity) }
          : random.choose(game)!;
    game.process(action);
    checkBooks(game);
  }
  return game;
}

describe("V-1.6 extra railroads on the Classic board", () => {
  it("lists one option per railroad, section V-1.6, combinable", () => {
    const ids = title1830.optionalRules!.filter((o) => o.section === "V-1.6").map((o) => [o.id, o.group]);
    expect(ids).toEqual([
      ["extra_nw", undefined],
      ["extra_pmq", undefined],
      ["extra_nkp", undefined],
      ["extra_rdr", undefined],
    ]);
    const all = new Game(title1830, FOUR, { optional_rules: ["extra_nw", "extra_pmq", "extra_nkp", "extra_rdr"] });
    expect(all.corporations.map((c) => c.sym)).toEqual(["PRR", "NYC", "CPR", "B&O", "C&O", "ERIE", "NYNH", "B&M", "N&W", "PMQ", "NKP", "RDR"]);
    // T-06's limits stay (S-4 plays ten railroads with them).
    expect(all.data.certLimit).toEqual(data1830.certLimit);
  });

  for (const [option, sym, home] of [
    ["extra_nw", "N&W", "K15"],
    ["extra_pmq", "PMQ", "E5"],
    ["extra_nkp", "NKP", "H4"],
  ] as const) {
    it(`${option}: the ${sym} floats and places its home station at ${home}`, () => {
      const game = startRailroad([option], sym, 3);
      const corp = game.corporation(sym);
      expect(corp.tokensPlaced).toBe(1);
      expect(corp.floated).toBe(true);
      const tokens = game.board.toJSON().tokens[home] ?? [];
      expect(tokens.flat(), `${sym} at ${home}`).toContain(sym);
    });
  }

  it("extra_rdr: the RDR floats and its president chooses its home as it starts, G-15's space or H-16 (V-7.6)", () => {
    const homes = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = startRailroad(["extra_rdr"], "RDR", seed);
      const corp = game.corporation("RDR");
      if (!corp.tokensPlaced) continue;
      expect(corp.floated).toBe(true);
      const where = game.board.trackStationAt("G15") === "RDR" ? "G15" : (game.board.toJSON().tokens["H16"] ?? []).flat().includes("RDR") ? "H16" : "?";
      expect(where, `seed ${seed}`).toBe(corp.home);
      homes.add(where);
    }
    expect(homes).toEqual(new Set(["G15", "H16"]));
  });

  it("keeps the whole of E-5 for the PMQ until it has placed its home station (V-7.3)", () => {
    const game = new Game(title1830, FOUR, { optional_rules: ["extra_pmq"] });
    expect(game.reservations().get("E5")).toEqual(["PMQ"]);
  });

  it("refuses to start a railroad the table did not choose", () => {
    const game = new Game(title1830, FOUR, {}, 3);
    const random = new RandomPlayer(3, "builder");
    // Play the private auction out, to the first stock round.
    const inStockTurn = () => {
      const types = game.legalActions(game.actingEntities()[0]!).map((l) => l.type);
      return types.includes("par") && types.includes("pass");
    };
    while (!inStockTurn()) game.process(random.choose(game)!);
    const entity = game.actingEntities()[0]! as Player;
    expect(game.corporations.some((c: Corporation) => c.sym === "N&W")).toBe(false);
    expectRefused(game, { type: "par", corporation: "N&W", share_price: "100,0,6", ...entityRef(entity) }, /N&W/);
  });
});
