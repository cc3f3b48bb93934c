// The 1830+ scenarios S-2, S-3 and S-4 (shared/games/1830/scenario-s2.ts ...) against the rule book: each
// setup component by component (the S-x.1 sidebars, T-01 to T-08), and each scenario's rules (S-x.2), refused
// moves naming the rule. S-1's own tests, and the licences' and the privates' track abilities, are in
// scenarios-1830.test.ts.
import { describe, expect, it } from "vitest";
import { Game, type Title } from "../../shared/engine/game.ts";
import { holdsLicence } from "../../shared/engine/licences.ts";
import { Board } from "../../shared/engine/map.ts";
import { validateRoutes } from "../../shared/engine/route.ts";
import { bestRoutes } from "../../shared/engine/route-search.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import type { HexDef, TitleData } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { scenarioS2, NEW_RIVER_LICENCE } from "../../shared/games/1830/scenario-s2.ts";
import { scenarioS3 } from "../../shared/games/1830/scenario-s3.ts";
import { scenarioS4 } from "../../shared/games/1830/scenario-s4.ts";
import { KANAWHA_LICENCE, SCENARIOS, SCENARIO_OPTIONS } from "../../shared/games/1830/scenarios.ts";
import { trackTile } from "../../shared/games/1830/plus-tiles.ts";
import { expectRule, playRandomly } from "./game-checks.ts";

const titleOf = (data: () => TitleData): Title => ({ ...title1830, data: data(), dataFor: () => data() });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const hexOf = (data: TitleData) => (coord: string) => data.hexes.find((h) => h.coord === coord)!;
const tileCount = (data: TitleData) => (name: string) => data.tiles.find((t) => t.name === trackTile(name).tile)?.count ?? 0;
const trainsOf = (data: TitleData) => data.trains.map((t) => [t.name, t.count, t.price]);
const sharesOf = (data: TitleData, sym: string) => data.corporations.find((c) => c.sym === sym)!.shares ?? [20, 10, 10, 10, 10, 10, 10, 10, 10];
const tokensOf = (data: TitleData, sym: string) => data.corporations.find((c) => c.sym === sym)!.tokens;
const homes = (data: TitleData) => Object.fromEntries(data.corporations.map((c) => [c.sym, c.homeChoice ?? c.home]));
const CLASSIC_HOMES = { PRR: "H12", NYC: "E19", CPR: "A19", "B&O": "I15", ERIE: "E11", NYNH: "G19", "B&M": "E23" };
const CLASSIC_SHARES = [20, 10, 10, 10, 10, 10, 10, 10, 10];
const SECOND_20 = [20, 20, 10, 10, 10, 10, 10, 10];

/** The B&O with a home station, money and a floated charter, operating in a fresh operating round. */
function operating(game: Game): Game {
  const bo = game.corporation("B&O");
  game.pay(game.bank, bo, 500);
  bo.floated = true;
  game.round = new OperatingRound(game, 1, 1, 1);
  return game;
}

/** Gives the corporation a train of this name from the bank's supply. */
function giveTrain(game: Game, sym: string, name: string): void {
  const corp = game.corporation(sym);
  const train = game.depot.upcoming.find((t) => t.name === name)!;
  game.depot.remove(train);
  train.owner = corp;
  corp.trains.push(train);
}

describe("S-2 No One Expects the Canadian Pacific: the setup (S-2.1, T-01 to T-08)", () => {
  const data = scenarioS2();
  const hex = hexOf(data);

  it("places S-2's board tiles (S-2.1 #2, T-02 G): the coal field at J-10, the warehouses, Richmond, Ottawa, Toronto, C-21", () => {
    expect(hex("J10").location).toBe("Kanawha Coal River");
    expect(hex("J10").content.cities).toEqual([{ revenue: 40, slots: 0, phaseRevenue: { yellow: 40, green: 40, brown: 60, gray: 60 } }]);
    for (const w of ["M13", "L2", "F2", "A11", "B24"]) expect(hex(w).content.cities?.[0]?.slots, w).toBe(0);
    // 30p Richmond without the C&O home, 30q Ottawa with no cost, 30h blank on C-21.
    expect(hex("K13")).toMatchObject({ location: "Richmond", content: { cities: [{ revenue: 0, slots: 1 }] } });
    expect(hex("B16").terrain).toBeUndefined();
    expect(hex("C21").content).toEqual({ color: "white", paths: [] });
    // 30r "Toronto, w/30, exits NE, SW": yellow, one city worth 30 joined to the south-west (0) and north-east (3) sides, labelled TO (S-2.2 7.2).
    expect(hex("D10")).toMatchObject({ location: "Toronto", content: { color: "yellow", label: "TO", paths: ["0-c0", "3-c0"] } });
    expect(hex("D10").content.cities).toEqual([{ revenue: 30, slots: 1 }]);
    // Not S-2's: the Coal River at L-8 and the A1 straight on M-11 (T-02 D only).
    expect(hex("L8").location).toBeUndefined();
    expect(hex("M11").content).toEqual({ color: "white", paths: [] });
  });

  it("adds the N&W at Norfolk and the PMQ at Detroit/Windsor; the C&O starts at Cleveland (S-2.1 #3, S-2.2 5.0)", () => {
    expect(homes(data)).toEqual({ ...CLASSIC_HOMES, "C&O": "F6", "N&W": "L16", PMQ: "E5" });
    // S-2.2 5.0: the Erie's standard certificates; S-1.2 5.0 still gives the N&W its second 20%.
    expect(sharesOf(data, "ERIE")).toEqual(CLASSIC_SHARES);
    expect(sharesOf(data, "N&W")).toEqual(SECOND_20);
    for (const c of data.corporations.filter((c) => c.sym !== "N&W")) expect(sharesOf(data, c.sym), c.sym).toEqual(CLASSIC_SHARES);
    // S-2.2 7.3: "Station token costs are standard: $40 for the 1st, $100 each for rest" (T-08, the errata).
    expect(tokensOf(data, "PRR")).toEqual([0, 40, 100, 100]);
    expect(tokensOf(data, "N&W")).toEqual([0, 40, 100]);
    expect(tokensOf(data, "PMQ")).toEqual([0, 40]);
  });

  it("sells the privates in T-05's order with the PP between the CS and the DH, $60/$10 (S-2.2 3.0)", () => {
    expect(data.companies.map((c) => [c.sym, c.value, c.revenue])).toEqual([
      ["SV", 20, 5],
      ["CS", 40, 10],
      ["PP", 60, 10],
      ["DH", 70, 15],
      ["MH", 110, 20],
      ["CA", 160, 25],
      ["BO", 220, 30],
    ]);
  });

  it("has S-2.1 #5's trains: one more of each, 7-trains, unlimited diesels at $1100 or $800 with a 4, 5, 6 or 7", () => {
    expect(trainsOf(data)).toEqual([
      ["2", 7, 80],
      ["3", 6, 180],
      ["4", 5, 300],
      ["5", 4, 450],
      ["6", 3, 630],
      ["7", 2, 710],
      ["D", Infinity, 1100],
    ]);
    const d = data.trains.find((t) => t.name === "D")!;
    expect(d.discount).toEqual({ "4": 300, "5": 300, "6": 300, "7": 300 });
    expect([data.trains.find((t) => t.name === "7")!.availableOn, d.availableOn]).toEqual(["6", "6"]);
  });

  it("uses all the track tiles less T-01's S-2 removals; to1 and to5 stay for Toronto (S-2.1 #6)", () => {
    const count = tileCount(data);
    for (const gone of ["A8", "A9", "B28", "B29", "B30", "bb1", "bb5", "ny5", "oo20", "D4"]) expect(count(gone), gone).toBe(0);
    expect([count("to1"), count("to5"), count("A1"), count("bb2"), count("ny6")]).toEqual([1, 1, 12, 2, 1]);
    expect(data.tiles.reduce((n, t) => n + t.count!, 0)).toBe(124);
  });

  it("has S-1's money and certificate limits, for 2 to 7 players (S-2.1: S-1's components; S-1.1 #7, S-1.2 5.2)", () => {
    expect(data.bankCash).toBe(12000);
    expect(data.startingCash).toEqual({ 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400, 7: 360 });
    expect(data.certLimit).toEqual({ 2: 32, 3: 22, 4: 18, 5: 15, 6: 13, 7: 12 });
    expect(data.licences).toEqual([NEW_RIVER_LICENCE]);
    expect(NEW_RIVER_LICENCE).toMatchObject({ hexes: ["J10"], price: 120 });
  });
});

describe("S-2 rules (S-2.2)", () => {
  const s2 = titleOf(scenarioS2);

  it("7.2: only the Toronto tiles upgrade D-10: to1 fits, a OO tile and a plain green city are refused", () => {
    const game = new Game(s2, players(4));
    const lay = (tileId: string, rotation: number) =>
      game.board.checkTileLay({ corporation: "CPR", hex: "D10", tileId, rotation, phaseColors: ["yellow", "green"], connected: false, blockedHexes: new Set() });
    expect(lay("810-0", 0)).toEqual({ terrainCost: 0 });
    expectRule(() => lay("59-0", 0), "1830 7.2.1 #7, 7.2.2 #6", /labelled TO/);
    expectRule(() => lay("14-0", 0), "1830 7.2.1 #7, 7.2.2 #6", /labelled TO/);
  });

  it("30r (T-02, S-2.1 #2): a train runs through Toronto from its north-east side to its south-west side, Toronto a stop", () => {
    const game = new Game(s2, players(4));
    // Barrie (B-10) - C-11 - Toronto (D-10) - the printed track of E-9 - D-8 - London (E-7).
    game.board.layTile("B10", "57-0", 2);
    game.board.layTile("C11", "8-0", 0);
    game.board.layTile("D8", "7-1", 5);
    game.board.layTile("E7", "3-0", 2);
    game.board.placeToken("CPR", "B10", 0);
    const route = { train: "3-0", connections: [["B10", "C11", "D10"], ["D10", "E9", "D8", "E7"]] };
    // Barrie's #57 (20), Toronto (30), London's town (10).
    expect(validateRoutes(game.board, "CPR", [route], [{ id: "3-0", distance: 3 }], "yellow").revenue).toBe(60);
  });

  it("7.2: to1 upgrades the one-city Toronto, dividing its track between its two cities; a station there is placed again by its owner", () => {
    const game = new Game(s2, players(4));
    const lay = (rotation: number) =>
      game.board.checkTileLay({ corporation: "CPR", hex: "D10", tileId: "810-0", rotation, phaseColors: ["yellow", "green"], connected: false, blockedHexes: new Set() });
    // Each side keeps its track whichever way to1 lies: all six sides are its exits (7.2.2 #3).
    for (let r = 0; r < 6; r++) expect(lay(r), `rotation ${r}`).toEqual({ terrainCost: 0 });
    game.board.placeToken("CPR", "D10", 0);
    const { lifted } = game.board.layTile("D10", "810-0", 0);
    expect(lifted).toEqual([{ corporation: "CPR", hex: "D10", byOwner: true }]);
    expect(game.board.tokensAt("D10")).toEqual([[null, null], [null]]);
  });

  it("30r in play: the CPR upgrades Toronto to to1 in its turn, then places its station there again in the city it chooses", () => {
    const game = new Game(s2, players(4));
    const cpr = game.corporation("CPR");
    cpr.floated = true;
    game.pay(game.bank, cpr, 500);
    game.board.placeToken("CPR", "D10", 0);
    cpr.tokensPlaced = 1;
    game.phases.onTrainBought("3"); // green tiles
    game.round = new OperatingRound(game, 1, 1, 1);
    expect(game.round.activeEntity()).toBe(cpr);
    game.process({ type: "lay_tile", entity: "CPR", entity_type: "corporation", hex: "D10", tile: "810-0", rotation: 0 });
    expect(game.board.tokensAt("D10")).toEqual([[null, null], [null]]);
    expect(game.legalActions(cpr).map((a) => (a.type === "place_token" ? a.city : a.type))).toEqual([game.board.cityId("D10", 0), game.board.cityId("D10", 1)]);
    game.process({ type: "place_token", entity: "CPR", entity_type: "corporation", city: game.board.cityId("D10", 1) });
    expect(game.board.tokensAt("D10")).toEqual([[null, null], ["CPR"]]);
    expect(cpr.tokensPlaced).toBe(1);
  });

  it("7.2 (S-1.2 7.2): a railroad runs to the coal field hex J-10 only with a New River licence", () => {
    const game = new Game(s2, players(4));
    // The B&O at Pittsburgh (H-10, tile 57 joining north-west and south-east), a gentle curve on I-11 down to J-10.
    game.board.layTile("H10", "57-0", 2);
    game.board.layTile("I11", "8-0", 0);
    game.board.placeToken("B&O", "H10", 0);
    const route = { train: "2-0", connections: [["H10", "I11", "J10"]] };
    const check = () => validateRoutes(game.board, "B&O", [route], [{ id: "2-0", distance: 2 }], "yellow");
    expectRule(check, "1830 S-2.2 7.2, S-1.2 7.2", /no New River coal field licence/);
    game.corporation("B&O").licences.push("new_river");
    // Pittsburgh's 57 ($20) and the coal field's lower value ($40, S-1.2 7.5).
    expect(check().revenue).toBe(60);
  });

  it("3.0, T-05 note 4: the PP brings the licence and closes on its railroad's first run to J-10; the licence stays", () => {
    const game = new Game(s2, players(4));
    game.board.layTile("H10", "57-0", 2);
    game.board.layTile("I11", "8-0", 0);
    game.board.placeToken("B&O", "H10", 0);
    const bo = game.corporation("B&O");
    const pp = game.companies.find((c) => c.sym === "PP")!;
    pp.owner = bo;
    bo.companies.push(pp);
    giveTrain(game, "B&O", "2");
    operating(game);
    expect(holdsLicence(bo, "new_river")).toBe(true);
    const pass = { type: "pass", entity: "B&O", entity_type: "corporation" };
    while (!game.legalActions(bo).some((a) => a.type === "run_routes")) game.process(pass);
    const train = bo.trains[0]!.id;
    game.process({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: [{ train, connections: [["H10", "I11", "J10"]] }] });
    expect(pp.closed).toBe(true);
    expect(bo.licences).toEqual(["new_river"]);
  });

  it("3.0: another railroad's run to J-10 leaves the PP open in its owner's hands", () => {
    const game = new Game(s2, players(4));
    game.board.layTile("H10", "57-0", 2);
    game.board.layTile("I11", "8-0", 0);
    game.board.placeToken("B&O", "H10", 0);
    const bo = game.corporation("B&O");
    const pp = game.companies.find((c) => c.sym === "PP")!;
    const owner = game.players[0]!;
    pp.owner = owner;
    owner.companies.push(pp);
    bo.licences.push("new_river");
    giveTrain(game, "B&O", "2");
    operating(game);
    const pass = { type: "pass", entity: "B&O", entity_type: "corporation" };
    while (!game.legalActions(bo).some((a) => a.type === "run_routes")) game.process(pass);
    const train = bo.trains[0]!.id;
    game.process({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: [{ train, connections: [["H10", "I11", "J10"]] }] });
    expect(pp.closed).toBe(false);
    expect(pp.owner).toBe(owner);
  });
});

describe("S-3 The Empire Builders Strike Back: the setup (S-3.1, T-01 to T-08)", () => {
  const data = scenarioS3();
  const hex = hexOf(data);

  it("places only the Coal River at L-8: no warehouses (S-3.1 #2, T-02 R)", () => {
    expect(hex("L8")).toMatchObject({ location: "Kanawha Coal River", marks: ["coal_river"] });
    for (const red of ["M13", "L2", "F2", "A11", "B24"]) expect(hex(red).content.offboard, red).toBeDefined();
    expect(hex("M11").content).toEqual({ color: "white", paths: [] });
    expect(hex("H4")).toMatchObject({ location: "Columbus", content: { cities: [{ slots: 1 }] } });
  });

  it("adds the N&W at Norfolk and the Nickel Plate at Columbus H-4, not the PMQ; the C&O chooses (S-3.1 #3, S-3.2 5.0)", () => {
    expect(homes(data)).toEqual({ ...CLASSIC_HOMES, "C&O": ["F6", "K13"], "N&W": "L16", NKP: "H4" });
    expect(sharesOf(data, "ERIE")).toEqual(CLASSIC_SHARES);
    expect(sharesOf(data, "N&W")).toEqual(SECOND_20);
    // S-1.2 7.3 "All station tokens cost $100", in force (S-3.2 says nothing otherwise).
    expect(tokensOf(data, "NKP")).toEqual([0, 100]);
    expect(tokensOf(data, "PRR")).toEqual([0, 100, 100, 100]);
  });

  it("sells the JK between the MH and the CA with its licence (S-3.1 #4, S-3.2 3.0)", () => {
    expect(data.companies.map((c) => c.sym)).toEqual(["SV", "CS", "DH", "MH", "JK", "CA", "BO"]);
    expect(data.companies.find((c) => c.sym === "JK")!.abilities).toContainEqual({ type: "licence", licence: "kanawha" });
    expect(data.licences).toEqual([KANAWHA_LICENCE]);
  });

  it("has the Classic trains less a 2, 3, 4 and 5, with the five plus trains (S-3.1 #5, T-03 R, V-7.10)", () => {
    expect(trainsOf(data)).toEqual([
      ["2", 5, 80],
      ["2+2", 1, 80],
      ["3", 4, 180],
      ["3+3", 1, 180],
      ["4", 3, 300],
      ["4+4", 1, 300],
      ["5", 2, 450],
      ["5+5", 1, 450],
      ["6", 2, 630],
      ["6+6", 1, 630],
      ["D", 6, 900],
    ]);
    const plus = (name: string) => data.trains.find((t) => t.name === name)!;
    // S-3.2 keeps S-1's rules: S-1.2 "Purchasing Trains" $900, or $750 trading in a 4, 5 or 6 (and their plus trains).
    expect(plus("D").discount).toEqual({ "4": 150, "5": 150, "6": 150, "4+4": 150, "5+5": 150, "6+6": 150 });
    // V-7.10: twice the number of cities, at most the number large; the 2+2 retires with the 4+4, the 3+3 with the 6+6, the 4+4 with the last diesel.
    expect(plus("3+3")).toMatchObject({ distance: 6, stops: [{ kinds: ["town"], visit: 3 }, { kinds: ["city", "town", "offboard"], visit: 3 }] });
    expect([plus("4+4").rusts, plus("6+6").rusts, plus("D").lastRusts]).toEqual(["2+2", "3+3", "4+4"]);
  });

  it("uses all the track tiles less T-01's S-3 removals (S-3.1 #6); $12,000 and S-1's limits for 2 to 6 players", () => {
    const count = tileCount(data);
    for (const gone of ["to1", "to5", "bb1", "bb5"]) expect(count(gone), gone).toBe(0);
    expect([count("A8"), count("A9"), count("bb2"), count("D4")]).toEqual([2, 2, 2, 1]);
    expect(data.tiles.reduce((n, t) => n + t.count!, 0)).toBe(132);
    expect(data.bankCash).toBe(12000);
    expect(data.startingCash).toEqual({ 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 });
    expect(data.certLimit).toEqual({ 2: 32, 3: 22, 4: 18, 5: 15, 6: 13 });
  });
});

describe("S-3 and S-4 with the plus trains variant chosen too (V-1.7, V-7.10)", () => {
  it("have their plus trains once: the option adds none to a scenario that has them", () => {
    for (const id of ["plus_s3", "plus_s4"]) {
      const names = (rules: string[]) => new Game(title1830, players(4), { optional_rules: rules }).depot.upcoming.map((t) => t.name);
      const alone = names([id]);
      expect(alone.filter((n) => n === "2+2")).toHaveLength(1);
      expect(names([id, "plus_trains"])).toEqual(alone);
    }
  });
});

describe("S-3 rules (S-3.2)", () => {
  /** A line of stops west to east: the B&O's city ($20), two towns ($10), two cities ($30, $40). */
  function line(): Board {
    const stop = (coord: string, kind: "city" | "town", revenue: number, paths: string[]): HexDef => ({
      coord,
      content: kind === "city" ? { color: "gray", cities: [{ revenue, slots: 1 }], paths } : { color: "gray", towns: [{ revenue }], paths },
    });
    const board = new Board({
      ...scenarioS3(),
      title: "S-3.2",
      tiles: [],
      hexes: [
        stop("E11", "city", 20, ["4-c0"]),
        stop("E13", "town", 10, ["1-t0", "4-t0"]),
        stop("E15", "town", 10, ["1-t0", "4-t0"]),
        stop("E17", "city", 30, ["1-c0", "4-c0"]),
        stop("E19", "city", 40, ["1-c0"]),
      ],
    });
    board.placeToken("B&O", "E11", 0);
    return board;
  }
  const plus = (name: string) => {
    const def = scenarioS3().trains.find((t) => t.name === name)!;
    return { id: `${name}-0`, distance: def.distance, stops: def.stops };
  };

  it('"Plus" Trains (V-7.10): a 2+2 runs to two large cities and two small ones', () => {
    const route = { train: "2+2-0", connections: [["E11", "E13"], ["E13", "E15"], ["E15", "E17"]] };
    expect(validateRoutes(line(), "B&O", [route], [plus("2+2")], "yellow").revenue).toBe(70);
    expect(bestRoutes(line(), "B&O", [plus("2+2")], "yellow").revenue).toBe(70);
  });

  it('"Plus" Trains (V-7.10): no more large cities than its type', () => {
    const route = { train: "2+2-0", connections: [["E11", "E13"], ["E13", "E15"], ["E15", "E17"], ["E17", "E19"]] };
    expectRule(() => validateRoutes(line(), "B&O", [route], [plus("2+2")], "yellow"), "1830 7.4.1", /too many stops of its kinds/);
  });
});

describe("S-4 Opening up West, By-God, Virginia: the setup (S-4.1, T-01 to T-08)", () => {
  const data = scenarioS4();
  const hex = hexOf(data);

  it("places S-4's board tiles (S-4.1 #2, T-02 B) and plays the board's marks", () => {
    expect(hex("H4").content).toEqual({ color: "white", paths: [] });
    expect(hex("H6")).toMatchObject({ location: "Columbus", content: { cities: [{ slots: 1 }] } });
    expect(hex("F6")).toMatchObject({ content: { color: "gray", paths: [] }, tileable: false });
    expect(hex("F8").location).toBe("Cleveland");
    expect(hex("E5")).toEqual({ ...data1830.hexes.find((h) => h.coord === "E5")!, coord: "E5" });
    expect(hex("L10").location).toBe("Roanoke");
    // S-4.2 7.2: the coalfields cost $60 and add $10 to a route; S-4.1: the "($40)" rivers cost $40.
    for (const f of ["J10", "K9", "K11", "L6", "L8", "M7", "M9"]) expect([hex(f).terrain, hex(f).runBonus], f).toEqual([{ kind: "mountain", cost: 60 }, 10]);
    for (const r of ["J2", "J4", "K5", "J6", "J8", "I9"]) expect(hex(r).terrain, r).toEqual({ kind: "water", cost: 40 });
    // The canal hexes stay $120 mountains (the CC's $20 is its owner's only).
    expect(hex("I11").terrain).toEqual({ kind: "mountain", cost: 120 });
    // No warehouses and no Coal River in S-4 (S-1's board tiles).
    expect(hex("M13").content.offboard).toBeDefined();
  });

  it("adds the N&W at Roanoke and the NKP at Columbus H-6; the C&O starts at Richmond (S-4.2 5.0)", () => {
    expect(homes(data)).toEqual({ ...CLASSIC_HOMES, "C&O": "K13", "N&W": "L10", NKP: "H6" });
    for (const c of data.corporations) expect(sharesOf(data, c.sym), c.sym).toEqual(CLASSIC_SHARES);
    expect(tokensOf(data, "N&W")).toEqual([0, 40, 100]);
    expect(tokensOf(data, "NKP")).toEqual([0, 40]);
  });

  it("sells the PL between the SV and the CS and the CC between the CS and the DH (S-4.2 3.0)", () => {
    expect(data.companies.map((c) => [c.sym, c.value, c.revenue])).toEqual([
      ["SV", 20, 5],
      ["PL", 30, 5],
      ["CS", 40, 10],
      ["CC", 50, 10],
      ["DH", 70, 15],
      ["MH", 110, 20],
      ["CA", 160, 25],
      ["BO", 220, 30],
    ]);
    expect(data.licences).toBeUndefined();
  });

  it("has S-3's plus trains (S-4.1 #5, T-03 B), T-01's tiles, and Classic money and limits", () => {
    // S-3's trains, but for the diesels: S-4 plays Classic rules ("Unless stated otherwise, all 1830 Classic rules"), $1100.
    expect(trainsOf(data)).toEqual(trainsOf(scenarioS3()).map(([name, count, price]) => [name, count, name === "D" ? 1100 : price]));
    const count = tileCount(data);
    for (const gone of ["to1", "to5", "bb2", "bb6", "bb7", "ny6", "oo20", "D4"]) expect(count(gone), gone).toBe(0);
    expect(data.tiles.reduce((n, t) => n + t.count!, 0)).toBe(129);
    expect([data.bankCash, data.startingCash, data.certLimit]).toEqual([12000, data1830.startingCash, data1830.certLimit]);
    // Classic station prices: S-1's rules are not S-4's.
    expect(tokensOf(data, "PRR")).toEqual([0, 40, 100, 100]);
  });

  it("plays V-5.1 once per block by non-president and V-5.2 as those options do (S-4.2 5.0)", () => {
    const options = title1830.dataFor!({ optional_rules: ["once_per_block_non_president", "price_rise_linked_to_dividend"] } as never);
    const rules = (d: TitleData) => [d.saleDropsOnce, d.presidentSalesDropPerShare, d.riseNeedsDividendOfPrice];
    expect(rules(data)).toEqual(rules(options));
    expect(rules(data)).toEqual([true, true, true]);
  });
});

describe("S-4 rules on the S-4 board (S-4.2 7.2)", () => {
  /** The B&O at Huntington (K-7), track east over the coalfields K-9 and K-11 to Richmond (K-13). */
  function eastward(): Game {
    const game = new Game(titleOf(scenarioS4), players(4));
    game.board.layTile("K7", "57-0", 1);
    game.board.layTile("K9", "9-0", 1);
    game.board.layTile("K11", "9-1", 1);
    game.board.layTile("K13", "57-1", 1);
    game.board.placeToken("B&O", "K7", 0);
    return game;
  }

  it("a route earns $10 for each coalfield hex it runs through, as the best-route search finds", () => {
    const game = eastward();
    const route = { train: "2-0", connections: [["K7", "K9", "K11", "K13"]] };
    expect(validateRoutes(game.board, "B&O", [route], [{ id: "2-0", distance: 2 }], "yellow").revenue).toBe(20 + 20 + 10 + 10);
    const best = bestRoutes(game.board, "B&O", [{ id: "2-0", distance: 2 }], "yellow");
    expect([best.revenue, best.routes[0]!.hexes]).toEqual([60, ["K7", "K13"]]);
  });

  it("a tile on a coalfield costs $60, on a ($40) river $40", () => {
    const game = new Game(titleOf(scenarioS4), players(4));
    const cost = (hex: string, tileId: string, rotation: number) =>
      game.board.checkTileLay({ corporation: "B&O", hex, tileId, rotation, phaseColors: ["yellow"], connected: false, blockedHexes: new Set() }).terrainCost;
    expect(cost("K9", "9-0", 1)).toBe(60);
    expect(cost("J4", "9-0", 1)).toBe(40);
    expect(cost("I11", "9-0", 1)).toBe(120);
  });
});

// ---------------------------------------------------------------------------
// S-4.2 7.5 "A train may not run to the same hex more than once (including NY and Chicago)", on a small
// board (TitleData.routeHexOnce): a hex with two cities whose track leaves one and, round a loop, comes back
// into the other. Pointy hexes, edges 0 south-west, then clockwise.
//
//        D12   D14          D12 joins its east side to its south-east (towards E-13),
//     E11   E13             D14 its south-west (towards E-13) to its west (towards D-12).
//
// E-13 holds two cities: c0 ($20, the B&O's station) with track north-east to D-14 and west to E-11 ($10);
// c1 ($30) with track north-west to D-12.
// ---------------------------------------------------------------------------

function loopBoard(hexOnce: boolean, bonus = 0): Board {
  const hexes: HexDef[] = [
    { coord: "E11", content: { color: "gray", cities: [{ revenue: 10, slots: 1 }], paths: ["4-c0"] } },
    { coord: "E13", content: { color: "gray", cities: [{ revenue: 20, slots: 1 }, { revenue: 30, slots: 1 }], paths: ["3-c0", "1-c0", "2-c1"] } },
    { coord: "D12", content: { color: "gray", paths: ["4-5"] }, ...(bonus ? { runBonus: bonus } : {}) },
    { coord: "D14", content: { color: "gray", paths: ["0-1"] } },
  ];
  const board = new Board({ ...data1830, title: "S-4.2 7.5", hexes, tiles: [], routeHexOnce: hexOnce });
  board.placeToken("B&O", "E13", 0);
  return board;
}

describe("S-4.2 7.5: a train runs to a hex once", () => {
  const loop = { train: "2-0", connections: [["E13", "D14", "D12", "E13"]] };
  const two = [{ id: "2-0", distance: 2 }];

  it("without the rule, the loop between E-13's two cities is a route ($50), and the best", () => {
    const board = loopBoard(false);
    expect(validateRoutes(board, "B&O", [loop], two, "yellow").revenue).toBe(50);
    expect(bestRoutes(board, "B&O", two, "yellow").revenue).toBe(50);
  });

  it("with it, the loop is refused naming the rule, and the search runs to E-11 instead ($30)", () => {
    const board = loopBoard(true);
    expectRule(() => validateRoutes(board, "B&O", [loop], two, "yellow"), "1830 S-4.2 7.5", /runs to E13 2 times/);
    const best = bestRoutes(board, "B&O", two, "yellow");
    expect([best.revenue, best.routes[0]!.hexes]).toEqual([30, ["E13", "E11"]]);
    // A 3-train too: E-11, E-13's c0, then round the loop to c1 would enter E-13 twice.
    expect(bestRoutes(board, "B&O", [{ id: "3-0", distance: 3 }], "yellow").revenue).toBe(30);
    expect(bestRoutes(loopBoard(false), "B&O", [{ id: "3-0", distance: 3 }], "yellow").revenue).toBe(60);
  });

  it("a hex's run bonus counts once per route, and the search counts it as the check does", () => {
    const board = loopBoard(false, 10);
    expect(validateRoutes(board, "B&O", [loop], two, "yellow").revenue).toBe(60);
    expect(bestRoutes(board, "B&O", two, "yellow").revenue).toBe(60);
  });

  it("S-4's data sets the rule; S-1 to S-3 do not", () => {
    expect(scenarioS4().routeHexOnce).toBe(true);
    expect([scenarioS2().routeHexOnce, scenarioS3().routeHexOnce]).toEqual([undefined, undefined]);
  });
});

describe("S-2 to S-4 at the tables", () => {
  it("are offered to tables with their sections", () => {
    const mine = SCENARIOS.filter((s) => ["S-2", "S-3", "S-4"].includes(s.option.section));
    expect(mine.map((s) => [s.option.id, s.option.section, s.option.group, s.option.maxPlayers ?? 6, s.playable])).toEqual([
      ["plus_s2", "S-2", "ruleset", 7, true],
      ["plus_s3", "S-3", "ruleset", 6, true],
      ["plus_s4", "S-4", "ruleset", 6, true],
    ]);
    expect(SCENARIO_OPTIONS.map((o) => o.id)).toEqual(expect.arrayContaining(["plus_s2", "plus_s3", "plus_s4"]));
  });

  it("each sets up a game of its players: money dealt, the bank's rest kept", () => {
    for (const [data, n] of [[scenarioS2, 7], [scenarioS3, 6], [scenarioS4, 6]] as const) {
      const game = new Game(titleOf(data), players(n));
      const cash = game.data.startingCash[n]!;
      expect(game.players.map((p) => p.cash)).toEqual(Array(n).fill(cash));
      expect(game.bank.cash).toBe(12000 - n * cash);
    }
    expect(() => new Game(titleOf(scenarioS4), players(7))).toThrow(/players/);
  });
});

describe("S-2 to S-4 in random play (a sample; npm run selfplay -- 1830 --options ID plays 50 seeds)", () => {
  for (const [id, data] of [["plus_s2", scenarioS2], ["plus_s3", scenarioS3], ["plus_s4", scenarioS4]] as const) {
    it(`${id} plays seeds 1 and 2 to the end, builder and uniform, nothing refused, books balanced`, () => {
      for (const seed of [1, 2]) {
        for (const policy of ["builder", "uniform"] as const) {
          expect(playRandomly(titleOf(data), seed, 10_000, policy).finished, `${id} seed ${seed} ${policy}`).toBe(true);
        }
      }
    }, 120_000);
  }
});

