// The 1830+ scenarios (shared/games/1830/scenarios.ts) against the rule book: each scenario's setup,
// component by component (S-1.1's sidebar, T-01 to T-08), and its rules (S-1.2), refused moves naming the rule.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game, type Title } from "../../shared/engine/game.ts";
import { buyLicence, holdsLicence, licencesForSale, whyNoLicence } from "../../shared/engine/licences.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { bestRoutes } from "../../shared/engine/route-search.ts";
import { validateRoutes } from "../../shared/engine/route.ts";
import { closeCompany } from "../../shared/engine/rounds/companies.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { PLUS_RAILROADS, plusBoardData } from "../../shared/games/1830/plus-components.ts";
import { stationsOf } from "../../shared/engine/graph.ts";
import { KANAWHA_LICENCE, S1_A9_A10_TILES, SCENARIOS, SCENARIO_OPTIONS, scenarioS1 } from "../../shared/games/1830/scenarios.ts";
import { trackTile } from "../../shared/games/1830/plus-tiles.ts";
import { expectRefused, expectRule, playRandomly } from "./game-checks.ts";

/** A game of S-1's data (the scenario is not offered to tables until it plays to the end). */
const s1Title: Title = { ...title1830, data: scenarioS1(), dataFor: () => scenarioS1() };
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));

describe("S-1 A Level Playing Field: the setup (S-1.1, T-01 to T-08)", () => {
  const data = scenarioS1();
  const hex = (coord: string) => data.hexes.find((h) => h.coord === coord)!;

  it("places S-1's board tiles (S-1.1 #2): the Coal River at L-8, the five warehouses, the A1 straight on M-11", () => {
    expect(hex("L8").location).toBe("Kanawha Coal River");
    expect(hex("L8").marks).toContain("coal_river");
    for (const w of ["M13", "L2", "F2", "A11", "B24"]) {
      // S-1.2 7.4: a warehouse is a city trains run through (no station circle).
      expect(hex(w).content.cities?.[0]?.slots, w).toBe(0);
    }
    expect(hex("M11").content).toMatchObject({ color: "yellow", paths: ["1-4"] });
    // The 1830+ board's PRR starting hex without a city (S-1.2 7.4).
    expect(hex("H12").homeSpace).toEqual({ corporation: "PRR", revenue: 10 });
  });

  it("adds the N&W at Norfolk and the PMQ at Detroit/Windsor; the C&O chooses Cleveland or Richmond (S-1.1 #3, S-1.2 5.0, 7.3)", () => {
    const homes = data.corporations.map((c) => [c.sym, c.homeChoice ?? c.home]);
    expect(homes).toEqual([
      ["PRR", "H12"],
      ["NYC", "E19"],
      ["CPR", "A19"],
      ["B&O", "I15"],
      ["C&O", ["F6", "K13"]],
      ["ERIE", "E11"],
      ["NYNH", "G19"],
      ["B&M", "E23"],
      ["N&W", "L16"],
      ["PMQ", "E5"],
    ]);
    // S-1.2 5.0: the Erie's and the N&W's second 20% certificates; the others Classic's (5.3).
    for (const c of data.corporations) {
      expect(c.shares ?? [20, 10, 10, 10, 10, 10, 10, 10, 10], c.sym).toEqual(
        c.sym === "ERIE" || c.sym === "N&W" ? [20, 20, 10, 10, 10, 10, 10, 10] : [20, 10, 10, 10, 10, 10, 10, 10, 10],
      );
      // S-1.2 7.3: "All station tokens cost $100"; the home station is free (7.3.1). T-08 and the errata: how many.
      const count = { PRR: 4, NYC: 4, CPR: 4, "B&O": 3, "C&O": 3, ERIE: 3, NYNH: 2, "B&M": 2, "N&W": 3, PMQ: 2 }[c.sym]!;
      expect(c.tokens, c.sym).toEqual([0, ...Array(count - 1).fill(100)]);
    }
  });

  it("sells the privates in T-05's order with the JK between the MH and the CA (S-1.2 4.0), $120/$20", () => {
    expect(data.companies.map((c) => [c.sym, c.value, c.revenue])).toEqual([
      ["SV", 20, 5],
      ["CS", 40, 10],
      ["DH", 70, 15],
      ["MH", 110, 20],
      ["JK", 120, 20],
      ["CA", 160, 25],
      ["BO", 220, 30],
    ]);
    // S-1.1 #4: the JK's free Kanawha licence and its half-price lay next to the Coal River hex.
    const jk = data.companies.find((c) => c.sym === "JK")!;
    expect(jk.abilities).toContainEqual({ type: "licence", licence: "kanawha" });
    expect(jk.abilities).toContainEqual({ type: "discountedTileLay", hexes: ["K7", "K9", "L6", "L10", "M7", "M9"], costShare: 0.5 });
  });

  it("has S-1.1 #5's trains: 7-trains, and six diesels at $900 or $750 with a 4, 5, 6 or 7 traded in", () => {
    expect(data.trains.map((t) => [t.name, t.count, t.price])).toEqual([
      ["2", 7, 80],
      ["3", 6, 180],
      ["4", 6, 300],
      ["5", 4, 450],
      ["6", 3, 630],
      ["7", 2, 710],
      ["D", 6, 900],
    ]);
    const d = data.trains.find((t) => t.name === "D")!;
    expect(d.discount).toEqual({ "4": 150, "5": 150, "6": 150, "7": 150 });
    // S-1.2 3.0: "Once the first 6-train is bought, 7-trains and diesels are available."
    expect(data.trains.find((t) => t.name === "7")!.availableOn).toBe("6");
    expect(d.availableOn).toBe("6");
  });

  it("uses all the track tiles less T-01's S-1 removals, and one A1 for M-11 (S-1.1 #6, T-02)", () => {
    const count = (name: string) => data.tiles.find((t) => t.name === trackTile(name).tile)?.count ?? 0;
    // T-09: A1 is 7 Classic + 5; one lies on M-11.
    expect(count("A1")).toBe(11);
    expect(count("A2")).toBe(13);
    // T-01 S-1: A8 (2), A9 (2), to1, to5, bb2 (2), bb5 (2) removed: none of them left.
    for (const gone of ["A8", "A9", "to1", "to5", "bb2", "bb5"]) expect(count(gone), gone).toBe(0);
    // Kept: the 1830+ tiles S-1 does not remove.
    expect(count("bb6")).toBe(1);
    expect(count("ny6")).toBe(1);
  });

  it("has $12,000, $360 each for seven players, and S-1's certificate limits (S-1.1 #7)", () => {
    expect(data.bankCash).toBe(12000);
    expect(data.startingCash).toEqual({ 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400, 7: 360 });
    expect(data.certLimit).toEqual({ 2: 32, 3: 22, 4: 18, 5: 15, 6: 13, 7: 12 });
    const game = new Game(s1Title, players(7));
    expect(game.players.map((p) => p.cash)).toEqual(Array(7).fill(360));
    expect(game.bank.cash).toBe(12000 - 7 * 360);
  });

  it("is offered to tables, and refuses a V-1.6 extra railroad it already has", () => {
    expect(SCENARIOS.find((s) => s.option.id === "plus_s1")).toMatchObject({ option: { section: "S-1" }, playable: true });
    expect(SCENARIO_OPTIONS.map((o) => o.id)).toContain("plus_s1");
    const offered = title1830.optionalRules.find((o) => o.id === "plus_s1")!;
    // ... and V-1.8's bid & choose: T-06's groups hold the Classic six privates, not the JK.
    expect(Object.keys(offered.excludes ?? {})).toEqual(["extra_nw", "extra_pmq", "bid_and_choose"]);
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s1", "extra_pmq"] })).toThrow(
      'options "plus_s1" (1830+ S-1: A Level Playing Field) and "extra_pmq" (Pere Marquette) cannot be combined: S-1 already has the PMQ',
    );
    expect(() => new Game(title1830, players(4), { optional_rules: ["extra_nw", "plus_s1"] })).toThrow(/"plus_s1" .* and "extra_nw" .* S-1 already has the N&W/);
    // The railroads S-1 does not have may join it.
    const game = new Game(title1830, players(4), { optional_rules: ["plus_s1", "extra_nkp"] });
    expect(game.corporations.map((c) => c.sym)).toContain("NKP");
  });
});

describe("S-1's variant: \"The A9 and A10 track tiles are available\" (S-1.1)", () => {
  const VARIANT = ["plus_s1", "plus_s1_a9_a10_tiles"];
  const tilesOf = (rules: string[]) => new Game(title1830, players(4), { optional_rules: rules }).data.tiles;

  it("is a choice of S-1 alone, listed with its section", () => {
    expect(title1830.optionalRules.find((o) => o.id === "plus_s1_a9_a10_tiles")).toMatchObject({ section: "S-1.1", requires: "plus_s1" });
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s1_a9_a10_tiles"] })).toThrow(/played only with "plus_s1"/);
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s2", "plus_s1_a9_a10_tiles"] })).toThrow(/played only with "plus_s1"/);
  });

  it("gives back the two yellow one-city tiles T-01 removes for S-1, #5 and #6, two of each; nothing else changes", () => {
    expect(S1_A9_A10_TILES).toEqual({ A8: 2, A9: 2 });
    expect([trackTile("A8").tile, trackTile("A9").tile]).toEqual(["6", "5"]);
    const tiles = tilesOf(VARIANT);
    const plain = tilesOf(["plus_s1"]);
    const n = (set: typeof tiles, name: string) => set.find((t) => t.name === name)?.count ?? 0;
    expect([n(tiles, "5"), n(tiles, "6")]).toEqual([2, 2]);
    expect([n(plain, "5"), n(plain, "6")]).toEqual([0, 0]);
    // T-09: A8 and A9 upgrade to B35-B37 (#14, #619, #15), all in S-1's set.
    for (const name of ["5", "6"]) expect(tiles.find((t) => t.name === name)!.upgrades).toEqual(["14", "15", "619"]);
    const rest = (set: typeof tiles) => set.filter((t) => !["5", "6"].includes(t.name)).map((t) => [t.name, t.count, t.upgrades]);
    expect(rest(tiles)).toEqual(rest(plain));
    // The A1 on M-11 stays out of the set.
    expect(n(tiles, "9")).toBe(11);
  });

  it("lays a #5 or #6 on an empty city in the yellow phase", () => {
    const game = new Game(title1830, players(4), { optional_rules: VARIANT });
    game.board.placeToken("NYC", "E19", 0);
    const lays = game.board.legalTileLays("NYC", ["yellow"], new Set(), { hexes: ["E19"] });
    expect(lays.flatMap((l) => l.tiles.map((t) => t.tileId.split("-")[0]))).toEqual(expect.arrayContaining(["5", "6", "57"]));
  });
});

describe("S-1 the PRR's home station on Altoona's track (S-1.2 7.4, V-7.5)", () => {
  /**
   * H-10 Pittsburgh (tile 57, joining H-12's west side), H-12 Altoona (printed green W-E and W-SE, the PRR's space),
   * H-14 plain track (tile 9) and H-16 Reading (tile 57): one line of track, Pittsburgh - Altoona - Reading.
   */
  function line(): Game {
    const game = new Game(s1Title, players(4));
    game.board.layTile("H10", "57-0", 1);
    game.board.layTile("H14", "9-0", 1);
    game.board.layTile("H16", "57-1", 1);
    return game;
  }
  const two = [{ id: "2-0", distance: 2 }];
  const three = [{ id: "3-0", distance: 3 }];
  const best = (game: Game, corp: string, trains: { id: string; distance: number }[]) => bestRoutes(game.board, corp, trains, "yellow");

  it("places the PRR's special station on its space on H-12 when the PRR starts its first turn (V-7.5)", () => {
    const game = new Game(s1Title, players(4));
    const prr = game.corporation("PRR");
    prr.floated = true;
    game.pay(game.bank, prr, 800);
    expect(game.board.trackStationAt("H12")).toBeNull();
    game.round = new OperatingRound(game, 1, 1, 1);
    expect(game.board.trackStationAt("H12")).toBe("PRR");
    expect(prr.tokensPlaced).toBe(1);
    expect(game.messages.map((m) => m.text)).toContain("PRR places its station on its space on H12 (V-7.5)");
    // Its first tile may be built from its station: the sides of its hex are reached (7.2.1 #1).
    expect(game.legalActions(prr).some((a) => a.type === "lay_tile" && ["H10", "H14", "I13", "H12"].includes(a.hex))).toBe(true);
    // The station is on the board's state and comes back with it.
    expect(game.board.toJSON().trackStations).toEqual({ H12: "PRR" });
    expect(() => game.board.placeTrackStation("B&O", "H12")).toThrow(/1830 V-7.5: H12 has no station space for B&O/);
  });

  it("counts the station as a city worth 10 on the PRR's routes through H-12 (V-7.5)", () => {
    const game = line();
    game.board.placeTrackStation("PRR", "H12");
    // A 2-train: Pittsburgh (20) or Reading (20) and the station (10); running past the station would include no station (7.4.2).
    const two2 = best(game, "PRR", two);
    expect(two2.revenue).toBe(30);
    expect(two2.routes[0]!.hexes).toContain("H12");
    // A 3-train: Pittsburgh, the station, Reading.
    const run = best(game, "PRR", three);
    expect(run.revenue).toBe(50);
    expect([...run.routes[0]!.hexes].sort()).toEqual(["H10", "H12", "H16"]);
    // Declared: the station as a stop between two chains; as a route's end; never twice (it is one station).
    const declared = validateRoutes(game.board, "PRR", [{ train: "3-0", connections: [["H10", "H12"], ["H12", "H14", "H16"]] }], three, "yellow");
    expect(declared.revenue).toBe(50);
    expect(validateRoutes(game.board, "PRR", [{ train: "2-0", connections: [["H12", "H10"]] }], two, "yellow").revenue).toBe(30);
    expectRule(
      () => validateRoutes(game.board, "PRR", [{ train: "2-0", connections: [["H10", "H12"], ["H12", "H14", "H16"]] }], two, "yellow"),
      "1830 7.4.1",
      /3 stops; the train may run to 2/,
    );
    // Without counting it the route has no PRR station.
    expectRule(() => validateRoutes(game.board, "PRR", [{ train: "2-0", connections: [["H10", "H12", "H14", "H16"]] }], two, "yellow"), "1830 7.4.2", /no station of PRR/);
  });

  it("lets the PRR pass its station without counting it where that pays more (V-7.5 'may')", () => {
    const game = line();
    game.board.placeTrackStation("PRR", "H12");
    game.board.placeToken("PRR", "H10", 0);
    const run = best(game, "PRR", two);
    expect(run.revenue).toBe(40);
    expect(run.routes[0]!.connections).toEqual([["H10", "H12", "H14", "H16"]]);
    expect(validateRoutes(game.board, "PRR", run.routes, two, "yellow").revenue).toBe(40);
  });

  it("is plain track for every other railroad: no stop, no count, never blocking (V-7.5)", () => {
    const game = line();
    game.board.placeTrackStation("PRR", "H12");
    game.board.placeToken("B&O", "H10", 0);
    const run = best(game, "B&O", two);
    expect(run.revenue).toBe(40);
    expect(run.routes[0]!.connections).toEqual([["H10", "H12", "H14", "H16"]]);
    expect(validateRoutes(game.board, "B&O", run.routes, two, "yellow").revenue).toBe(40);
    // A route stopping at the PRR's station is no route of the B&O's.
    expectRule(
      () => validateRoutes(game.board, "B&O", [{ train: "2-0", connections: [["H10", "H12"]] }], two, "yellow"),
      "1830 7.4.2",
      /no continuous track H10-H12 between two stops/,
    );
    // Its 3-train has no third stop there either.
    expect(best(game, "B&O", three).revenue).toBe(40);
  });

  it("stays on H-12 when its track is upgraded, and still counts 10 (V-7.5: 'may be upgraded normally')", () => {
    const game = line();
    game.board.placeTrackStation("PRR", "H12");
    const lays = game.board.legalTileLays("PRR", ["yellow", "green", "brown"], new Set(), { hexes: ["H12"] });
    expect(lays.length).toBe(1);
    const { tileId, rotations } = lays[0]!.tiles[0]!;
    game.board.layTile("H12", tileId, rotations[0]!);
    expect(game.board.tileAt("H12").color).toBe("brown");
    expect(game.board.trackStationAt("H12")).toBe("PRR");
    const run = best(game, "PRR", three);
    expect(run.revenue).toBe(50);
    expect([...run.routes[0]!.hexes].sort()).toEqual(["H10", "H12", "H16"]);
  });
});

describe("V-7.6 the RDR at Schuylkill Valley G-15: a station space on a hex without track (V-7.5)", () => {
  // S-1 with V-1.6's RDR (`extra_rdr`), which chose G-15 (V-7.6; its choice is tested below).
  function started(): Game {
    const game = new Game(title1830, players(4), { optional_rules: ["plus_s1", "extra_rdr"] });
    const corp = game.corporation("RDR");
    corp.floated = true;
    game.pay(game.bank, corp, 800);
    game.round = new OperatingRound(game, 1, 1, 1);
    game.process({ type: "place_token", entity: "RDR", entity_type: "corporation", city: "G15-space" });
    return game;
  }
  /** S-1 with the RDR at home on G-15 (no choice), for board-level checks. */
  const rdr = { ...PLUS_RAILROADS.find((c) => c.sym === "RDR")!, home: "G15", homeChoice: undefined };
  const withRdr = () => ({ ...scenarioS1(), corporations: [...scenarioS1().corporations, rdr] });
  const rdrTitle: Title = { ...title1830, data: withRdr(), dataFor: withRdr };
  const terrain = (game: Game, corporation: string, tileId: string, rotation: number) =>
    game.board.checkTileLay({ corporation, hex: "G15", tileId, rotation, phaseColors: ["yellow"], connected: false, blockedHexes: new Set() }).terrainCost;

  it("places the RDR's station on G-15, before any track; its first lay there costs $60 (V-7.5, V-7.6)", () => {
    const game = started();
    const corp = game.corporation("RDR");
    expect(game.board.trackStationAt("G15")).toBe("RDR");
    expect(corp.tokensPlaced).toBe(1);
    expect(corp.home).toBe("G15");
    expect(game.messages.map((m) => m.text)).toContain("RDR places its home station on its space on G15 (V-7.5)");
    // The station is the RDR's only one: a stop no track reaches yet, from which it builds on G-15 alone (7.2.1 #1).
    expect(stationsOf(game.board, "RDR")).toHaveLength(1);
    const lays = game.legalActions(corp).filter((a) => a.type === "lay_tile");
    expect(lays.length).toBeGreaterThan(0);
    expect(new Set(lays.map((a) => (a.type === "lay_tile" ? `${a.hex} $${a.cost}` : "")))).toEqual(new Set(["G15 $60"]));
    const lay = lays[0]! as Extract<(typeof lays)[number], { type: "lay_tile" }>;
    game.process({ type: "lay_tile", entity: "RDR", entity_type: "corporation", hex: "G15", tile: lay.tile, rotation: lay.rotations[0]! });
    expect(corp.cash).toBe(800 - 60);
    // On the tile's track now: a station node on each of its paths, the RDR's alone.
    expect(stationsOf(game.board, "RDR").length).toBe(game.board.tileAt("G15").type.content.paths.length);
    expect(game.board.trackOf(game.board.hexIndex("G15"), "RDR").type.nodes.some((n) => n.kind === "trackStation")).toBe(true);
    expect(game.board.trackOf(game.board.hexIndex("G15"), "PRR").type.nodes.some((n) => n.kind === "trackStation")).toBe(false);
    expect(stationsOf(game.board, "PRR")).toEqual([]);
  });

  it("counts the station, worth 10, on the RDR's routes only once a tile gives G-15 track (V-7.5)", () => {
    const game = new Game(rdrTitle, players(4));
    const two = [{ id: "2-0", distance: 2 }];
    game.board.placeTrackStation("RDR", "G15");
    // Reading's tile 57 and G-15's straight track on one line.
    game.board.layTile("H16", "57-0", 2);
    expect(bestRoutes(game.board, "RDR", two, "yellow").revenue).toBe(0);
    game.board.layTile("G15", "9-0", 2);
    expect(bestRoutes(game.board, "RDR", two, "yellow").revenue).toBe(30);
    // Another railroad at Reading runs G-15 as plain track: no stop there.
    game.board.placeToken("B&O", "H16", 0);
    expect(bestRoutes(game.board, "B&O", two, "yellow").revenue).toBe(0);
  });

  it("charges $60 to the RDR only, and only once its station is there; any other railroad pays the mountain's $120 (V-7.6)", () => {
    const game = new Game(rdrTitle, players(4));
    expect(terrain(game, "RDR", "9-0", 0)).toBe(120);
    game.board.placeTrackStation("RDR", "G15");
    expect(terrain(game, "RDR", "9-0", 0)).toBe(60);
    expect(terrain(game, "PRR", "9-0", 0)).toBe(120);
    // The PRR with a station at Reading beside G-15 lays there for $120, and with $100 may not (7.2.3).
    const prr = game.corporation("PRR");
    prr.floated = true;
    // Reading's tile 57 with track toward G-15 (its north-west side).
    game.board.layTile("H16", "57-0", 2);
    game.board.placeToken("PRR", "H16", 0);
    game.pay(game.bank, prr, 200);
    game.round = new OperatingRound(game, 1, 1, 1);
    const onG15 = () => new Set(game.legalActions(prr).flatMap((a) => (a.type === "lay_tile" && a.hex === "G15" ? [a.cost] : [])));
    expect(onG15()).toEqual(new Set([120]));
    game.pay(prr, game.bank, prr.cash - 100);
    expect(onG15()).toEqual(new Set());
  });
});

describe("V-7.6 the RDR's choice: G-15 or H-16, as it starts its first turn (V-7.4)", () => {
  /** A table with V-1.6's RDR (1830+ S-1's board, or the Classic board): the PRR and the RDR floated, the round begun. */
  function table(options: string[], syms = ["PRR", "RDR"]): Game {
    const game = new Game(title1830, players(4), { optional_rules: options });
    for (const sym of syms) {
      const corp = game.corporation(sym);
      corp.floated = true;
      game.pay(game.bank, corp, 800);
    }
    game.round = new OperatingRound(game, 1, 1, 1);
    return game;
  }
  /** Plays out the turn of the railroad operating now: passes, and the cheapest train where one must be bought. */
  function finishTurn(game: Game): void {
    const corp = game.actingEntities()[0]!;
    for (let n = 0; n < 20 && game.actingEntities()[0] === corp; n++) {
      const legal = game.legalActions(corp);
      const train = legal.find((l) => l.type === "buy_train");
      if (legal.some((l) => l.type === "pass")) game.process({ type: "pass", entity: "PRR", entity_type: "corporation" });
      else if (train?.type === "buy_train") game.process({ type: "buy_train", entity: "PRR", entity_type: "corporation", train: train.train, price: train.min });
      else throw new Error(`no way on: ${legal.map((l) => l.type).join(", ")}`);
    }
  }
  const place = (game: Game, city: string) => game.process({ type: "place_token", entity: "RDR", entity_type: "corporation", city });
  const h16 = (game: Game) => game.board.cityId("H16", 0);

  for (const [board, options] of [["the 1830+ board (S-1)", ["plus_s1", "extra_rdr"]], ["the Classic board", ["extra_rdr"]]] as const) {
    it(`${board}: the RDR's president chooses as the RDR starts its first turn, between G-15's space and H-16, nothing else`, () => {
      const game = table([...options]);
      const rdr = game.corporation("RDR");
      // G-15 is a mountain with the RDR's station space (V-7.5) on both boards (V-1.6: "based on their positions on the 1830+ board").
      expect(game.board.hexDef("G15").homeSpace).toEqual({ corporation: "RDR", revenue: 10, layCost: 60 });
      // V-7.4 "When a railroad with multiple starting hexes starts its first turn of operations": the PRR operates first,
      // and the RDR is not asked before its turn.
      expect(game.actingEntities()[0]).toBe(game.corporation("PRR"));
      expect(game.legalActions(rdr)).toEqual([]);
      expectRefused(game, { type: "place_token", entity: "RDR", entity_type: "corporation", city: "G15-space" }, /1830/);
      finishTurn(game);
      // Its turn starts with the choice, and only with it.
      expect(game.actingEntities()[0]).toBe(rdr);
      expect(game.legalActions(rdr)).toEqual([
        { type: "place_token", city: "G15-space", slot: 0, hex: "G15", cost: 0 },
        { type: "place_token", city: h16(game), slot: 0, hex: "H16", cost: 0 },
      ]);
      expectRefused(game, { type: "pass", entity: "RDR", entity_type: "corporation" }, /^1830 V-7\.6: RDR first chooses its home station \(G15 or H16\)/);
      // A wrong choice is refused citing V-7.6, the game unchanged: another city, the PRR's space, no place at all.
      expectRefused(game, { type: "place_token", entity: "RDR", entity_type: "corporation", city: game.board.cityId("E19", 0) }, /^1830 V-7\.6: RDR's home is G15 or H16, not E19/);
      expectRefused(game, { type: "place_token", entity: "RDR", entity_type: "corporation", city: "H12-space" }, /^1830 V-7\.6: RDR's home is G15 or H16/);
      expectRefused(game, { type: "place_token", entity: "RDR", entity_type: "corporation", city: "G15-0-0" }, /^1830 V-7\.6: RDR's home is G15 or H16/);
      expect(rdr.tokensPlaced).toBe(0);
    });
  }

  it("G-15: the station goes on its space, the RDR's tile there costs $60, and Reading is open to all", () => {
    const game = table(["extra_rdr"]);
    finishTurn(game);
    place(game, "G15-space");
    const rdr = game.corporation("RDR");
    expect(game.board.trackStationAt("G15")).toBe("RDR");
    expect([rdr.home, rdr.tokensPlaced]).toEqual(["G15", 1]);
    expect(game.board.tokensAt("H16")).toEqual([[null]]);
    expect([...game.reservations().values()].flat()).not.toContain("RDR");
    // The turn goes on from the station (7.2.1 #1): its tile on G-15, for $60 (V-7.6).
    const lays = game.legalActions(rdr).flatMap((a) => (a.type === "lay_tile" ? [`${a.hex} $${a.cost}`] : []));
    expect(new Set(lays)).toEqual(new Set(["G15 $60"]));
  });

  it("H-16: the station goes in Reading; G-15 has no station of the RDR's, and its tile there costs it the mountain's $120", () => {
    const game = table(["plus_s1", "extra_rdr"]);
    finishTurn(game);
    place(game, h16(game));
    const rdr = game.corporation("RDR");
    expect(game.board.tokensAt("H16")).toEqual([["RDR"]]);
    expect([rdr.home, rdr.homeCity, rdr.tokensPlaced]).toEqual(["H16", 0, 1]);
    expect(game.board.trackStationAt("G15")).toBeNull();
    expect(game.messages.map((m) => m.text)).toContain("RDR places its home station on H16");
    expect(game.board.checkTileLay({ corporation: "RDR", hex: "G15", tileId: "9-0", rotation: 0, phaseColors: ["yellow"], connected: false, blockedHexes: new Set() }).terrainCost).toBe(120);
  });

  it("keeps nothing for the RDR while G-15's space is open (V-7.4's final open circle): a full Reading leaves it G-15", () => {
    const game = table(["plus_s1", "extra_rdr"]);
    // H-16's only circle is not kept for the RDR: its space on G-15 stays open whatever others do.
    expect([...game.reservations().values()].flat()).not.toContain("RDR");
    game.board.checkTokenPlacement("B&O", "H16", 0, { reserved: game.reservations(), needsConnection: false });
    game.board.placeToken("B&O", "H16", 0);
    finishTurn(game);
    expect(game.legalActions(game.corporation("RDR"))).toEqual([{ type: "place_token", city: "G15-space", slot: 0, hex: "G15", cost: 0 }]);
    expectRefused(game, { type: "place_token", entity: "RDR", entity_type: "corporation", city: h16(game) }, /^1830 7\.3\.2: H16: city 0 has no empty circle/);
    place(game, "G15-space");
    expect(game.board.trackStationAt("G15")).toBe("RDR");
  });

  it("S-1's C&O chooses Cleveland or Richmond the same way, as its first turn starts (V-7.4), citing V-7.4", () => {
    const game = table(["plus_s1"], ["PRR", "C&O"]);
    const co = game.corporation("C&O");
    expect(game.actingEntities()[0]).toBe(game.corporation("PRR"));
    expect(game.legalActions(co)).toEqual([]);
    finishTurn(game);
    expect(game.actingEntities()[0]).toBe(co);
    expect(game.legalActions(co).map((a) => (a.type === "place_token" ? a.hex : a.type))).toEqual(["F6", "K13"]);
    expectRefused(game, { type: "place_token", entity: "C&O", entity_type: "corporation", city: game.board.cityId("E19", 0) }, /^1830 V-7\.4: C&O's home is F6 or K13, not E19/);
    game.process({ type: "place_token", entity: "C&O", entity_type: "corporation", city: game.board.cityId("K13", 0) });
    expect([co.home, co.tokensPlaced]).toEqual(["K13", 1]);
  });

  for (const [option, hex] of [["extra_rdr_g15", "G15"], ["extra_rdr_h16", "H16"]] as const) {
    it(`V-7.6 (${hex}) as the table's fixed choice (${option}): the RDR starts there without a choice, on either board`, () => {
      for (const board of [["plus_s1"], []]) {
        const game = table([...board, option], ["RDR"]);
        const rdr = game.corporation("RDR");
        expect(rdr.def.homeChoice).toBeUndefined();
        expect(rdr.def.home).toBe(hex);
        // Its first turn starts with its home station placed: no choice is asked.
        expect(game.round.activeEntity()).toBe(rdr);
        expect(rdr.tokensPlaced).toBe(1);
        if (hex === "G15") expect(game.board.trackStationAt("G15")).toBe("RDR");
        else expect(game.board.tokensAt("H16")).toEqual([["RDR"]]);
      }
    });
  }

  it("V-7.6: one home for the RDR: the choice and the two fixed homes exclude each other, and S-6's Reading excludes them", () => {
    expect(() => new Game(title1830, players(4), { optional_rules: ["extra_rdr", "extra_rdr_h16"] })).toThrow(/cannot be combined: V-7\.6: the RDR has one home/);
    expect(() => new Game(title1830, players(4), { optional_rules: ["extra_rdr_g15", "extra_rdr_h16"] })).toThrow(/cannot be combined/);
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s6", "plus_s6_reading", "extra_rdr_g15"] })).toThrow(/cannot be combined: S-6's Reading Railroad starts on H-14/);
  });

  it("S-4's N&W: Roanoke by S-4.2 5.0; Norfolk (T-08) or V-7.4's choice of the two as the table's choices", () => {
    const home = (rules: string[]) => {
      const c = new Game(title1830, players(4), { optional_rules: rules }).corporation("N&W").def;
      return c.homeChoice ?? c.home;
    };
    expect(home(["plus_s4"])).toBe("L10");
    expect(home(["plus_s4", "plus_s4_nw_norfolk"])).toBe("L16");
    expect(home(["plus_s4", "plus_s4_nw_choice"])).toEqual(["L16", "L10"]);
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s1", "plus_s4_nw_choice"] })).toThrow(/played only with "plus_s4"/);
    expect(() => new Game(title1830, players(4), { optional_rules: ["plus_s4", "plus_s4_nw_choice", "plus_s4_nw_norfolk"] })).toThrow(/cannot be combined/);
    // The choice, made as the N&W starts its first turn (V-7.4): Norfolk or Roanoke, nothing else.
    const game = table(["plus_s4", "plus_s4_nw_choice"], ["N&W"]);
    const nw = game.corporation("N&W");
    expect(game.round.activeEntity()).toBe(nw);
    expect(game.legalActions(nw).map((a) => (a.type === "place_token" ? a.hex : a.type))).toEqual(["L16", "L10"]);
    expectRefused(game, { type: "place_token", entity: "N&W", entity_type: "corporation", city: game.board.cityId("K13", 0) }, /^1830 V-7\.4: N&W's home is L16 or L10, not K13/);
    game.process({ type: "place_token", entity: "N&W", entity_type: "corporation", city: game.board.cityId("L16", 0) });
    expect([nw.home, nw.tokensPlaced]).toEqual(["L16", 1]);
  });

  it("the Classic board without the RDR has no station space on G-15", () => {
    expect(new Game(title1830, players(4)).board.hexDef("G15").homeSpace).toBeUndefined();
  });
});

describe("S-1.2 7.3: no railroad may place a token in Richmond until the C&O lays its first token", () => {
  it("keeps Richmond for the C&O while both its starting cities are open; others may fill Cleveland, then V-7.4 keeps Richmond still", () => {
    const game = new Game(s1Title, players(4));
    const board = game.board;
    // S-1.2 7.3: Richmond (K-13) is kept; Cleveland (F-6), one of two open starting cities, is not (V-7.4).
    expect([...game.reservations()].filter(([, c]) => c.includes("C&O"))).toEqual([["K13", ["C&O"]]]);
    expectRule(() => board.checkTokenPlacement("B&O", "K13", 0, { reserved: game.reservations(), needsConnection: false }), "1830 7.3.2", /kept for C&O/);
    // "If another company places a token such that it closes out Cleveland then the C&O can only open in Richmond."
    board.checkTokenPlacement("NYC", "F6", 0, { reserved: game.reservations(), needsConnection: false });
    board.placeToken("NYC", "F6", 0);
    expect(game.reservations().get("K13")).toEqual(["C&O"]);
  });

  // A game played here (1830+ S-1, 5 players, random play seed 8 (builder), 206 actions): the B&O is to lay its tile,
  // and lays #57 on Richmond (K-13), its route's end; the C&O has not floated. Before the fix it was then offered a
  // station on K-13 for $100 and took it.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-s1-richmond-kept.json", import.meta.url), "utf8")) as GameLog;
  const layRichmond = (game: Game) => game.process({ type: "lay_tile", entity: "B&O", entity_type: "corporation", hex: "K13", tile: "57-0", rotation: 0 });
  const onRichmond = (game: Game) => ({ type: "place_token", entity: "B&O", entity_type: "corporation", city: game.board.cityId("K13", 0), slot: 0 });

  it("neither offers nor accepts the B&O's token on Richmond before the C&O has started", () => {
    const game = replayLog(title1830, position);
    const bo = game.corporation("B&O");
    layRichmond(game);
    expect(game.round.activeEntity()).toBe(bo);
    expect(game.corporation("C&O").tokensPlaced).toBe(0);
    // Richmond is the only city the B&O reaches with room: it has no station to place this turn.
    expect(game.legalActions(bo).map((a) => a.type)).not.toContain("place_token");
    expectRefused(game, onRichmond(game), /^1830 /);
    expect(game.board.tokensAt("K13")).toEqual([[null]]);
  });

  it("names S-1.2 7.3 when a railroad that may place a station elsewhere asks for Richmond", () => {
    const game = replayLog(title1830, position);
    const bo = game.corporation("B&O");
    // Another city with room within the B&O's reach: a #57 on Reading (H-16), joined to Baltimore.
    game.board.layTile("H16", "57-1", 2);
    layRichmond(game);
    expect(game.legalActions(bo).flatMap((a) => (a.type === "place_token" ? [a.hex] : []))).toEqual(["H16"]);
    expectRefused(game, onRichmond(game), /^1830 S-1\.2 7\.3: no railroad may place a token in K13 until the C&O lays its first token/);
  });

  it("opens Richmond to others once the C&O has started in Cleveland", () => {
    const game = new Game(s1Title, players(4));
    game.board.placeToken("C&O", "F6", 0);
    const co = game.corporation("C&O");
    co.tokensPlaced = 1;
    co.home = "F6";
    expect([...game.reservations()].filter(([, c]) => c.includes("C&O"))).toEqual([]);
    game.board.checkTokenPlacement("B&O", "K13", 0, { reserved: game.reservations(), needsConnection: false });
  });

  it("S-3 keeps Richmond alike (S-3.2: all of S-1's rules); S-2 and S-4 give the C&O one home and keep nothing more", () => {
    const kept = (id: string) => SCENARIOS.find((s) => s.option.id === id)!.data().corporations.find((c) => c.sym === "C&O")!.homeKept;
    expect(kept("plus_s1")).toEqual({ hexes: ["K13"], rule: "1830 S-1.2 7.3" });
    expect(kept("plus_s3")).toEqual({ hexes: ["K13"], rule: "1830 S-1.2 7.3" });
    expect(kept("plus_s2")).toBeUndefined();
    expect(kept("plus_s4")).toBeUndefined();
  });
});

describe("S-1 the Virginia Coalfields: the Kanawha Coal River licence (S-1.2 7.2)", () => {
  /** The B&O with a station on Huntington (K-7), a yellow city tile towards the Coal River hex (L-8), and a 2-train. */
  function connected(): Game {
    const game = new Game(s1Title, players(4));
    const bo = game.corporation("B&O");
    // Tile 57 at rotation 2 joins K-7's sides 2 (north-west) and 5 (south-east, towards L-8).
    game.board.layTile("K7", "57-0", 2);
    game.board.placeToken("B&O", "K7", 0);
    const train = game.depot.upcoming.find((t) => t.name === "2")!;
    game.depot.remove(train);
    train.owner = bo;
    bo.trains.push(train);
    game.pay(game.bank, bo, 500);
    return game;
  }
  const run = (game: Game) => bestRoutes(game.board, "B&O", [{ id: "2-0", distance: 2 }], game.phase.offboardColor);

  it("keeps a railroad without the licence from running into the hex: no route, and a declared one refused", () => {
    const game = connected();
    expect(run(game).revenue).toBe(0);
    const route = { train: "2-0", connections: [["K7", "L8"]] };
    expectRule(() => validateRoutes(game.board, "B&O", [route], [{ id: "2-0", distance: 2 }], "yellow"), "1830 S-1.2 7.2", /no Kanawha Coal River access licence/);
  });

  it("sells the licence for $120 to a railroad whose track reaches the hex, once; the hex then counts as a city", () => {
    const game = connected();
    const bo = game.corporation("B&O");
    expect(licencesForSale(game, bo)).toEqual([KANAWHA_LICENCE]);
    const cash = bo.cash;
    buyLicence(game, bo, "licence:kanawha");
    expect(bo.cash).toBe(cash - 120);
    expect(holdsLicence(bo, "kanawha")).toBe(true);
    // Huntington's tile 57 ($20) and the Coal River's lower value ($40) until the first 5-train (S-1.2 7.5).
    expect(run(game).revenue).toBe(60);
    expectRule(() => buyLicence(game, bo, "licence:kanawha"), "1830 S-1.2 7.2", /already holds/);
  });

  it("refuses the licence to a railroad whose track does not reach the hex, or that cannot pay", () => {
    const game = new Game(s1Title, players(4));
    game.board.placeToken("B&O", "K7", 0);
    const bo = game.corporation("B&O");
    game.pay(game.bank, bo, 500);
    expect(whyNoLicence(game, bo, KANAWHA_LICENCE)).toMatch(/S-1.2 7.2: B&O has no track from its stations to L8/);
    const poor = connected();
    const b = poor.corporation("B&O");
    poor.pay(b, poor.bank, b.cash - 100);
    expectRule(() => buyLicence(poor, b, "licence:kanawha"), "1830 S-1.2 7.2", /costs \$120/);
  });

  it("gives the railroad owning the JK a free licence that it keeps when the JK closes (S-1.1 #4, T-05 note 7)", () => {
    const game = connected();
    const bo = game.corporation("B&O");
    const jk = game.companies.find((c) => c.sym === "JK")!;
    jk.owner = bo;
    bo.companies.push(jk);
    expect(holdsLicence(bo, "kanawha")).toBe(true);
    expect(run(game).revenue).toBe(60);
    closeCompany(game, jk);
    expect(bo.licences).toEqual(["kanawha"]);
    expect(run(game).revenue).toBe(60);
  });

  it("is bought with a choice in the operating railroad's track step, and only there", () => {
    const game = connected();
    const bo = game.corporation("B&O");
    bo.floated = true;
    game.round = new OperatingRound(game, 1, 1, 1);
    const buy = { type: "choose", entity: "B&O", entity_type: "corporation", choice: "licence:kanawha" };
    expect(game.legalActions(bo)).toContainEqual({ type: "choose", choices: ["licence:kanawha"], prompt: "Buy a Kanawha Coal River access licence for $120 (1830 S-1.2 7.2)" });
    expectRefused(game, { ...buy, choice: "licence:new_river" }, /no "licence:new_river" to buy/);
    const cash = bo.cash;
    game.process(buy);
    expect(bo.cash).toBe(cash - 120);
    // The track step goes on: the licence comes in addition to the track (S-1.2 7.2).
    expect(game.legalActions(bo).map((a) => a.type)).toContain("lay_tile");
    expectRefused(game, buy, /1830 S-1.2 7.2: B&O already holds/);
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expectRefused(game, buy, /^1830 S-1.2 7.2: a licence is bought in the track step; B&O is at/);
  });
});

describe("the 1830+ privates' track abilities (T-05 notes 1 and 3) on S-4's board", () => {
  /** The B&O at Pittsburgh (H-10), its tile joining the south-east side towards I-11, owning the CC and the PL, operating. */
  function operating(): Game {
    const s4: Title = { ...title1830, data: plusBoardData("S-4"), dataFor: () => plusBoardData("S-4") };
    const game = new Game(s4, players(4));
    game.board.layTile("H10", "57-0", 2);
    game.board.placeToken("B&O", "H10", 0);
    const bo = game.corporation("B&O");
    for (const sym of ["CC", "PL"]) {
      const c = game.companies.find((x) => x.sym === sym)!;
      c.owner = bo;
      bo.companies.push(c);
    }
    game.pay(game.bank, bo, 500);
    bo.floated = true;
    game.round = new OperatingRound(game, 1, 1, 1);
    return game;
  }
  const company = (sym: string) => ({ entity: sym, entity_type: "company" });

  it("CC (note 3): the owner builds on I-11 for a terrain cost of $20, and the CC stays open until J-12 has a tile too", () => {
    const game = operating();
    const bo = game.corporation("B&O");
    const cc = game.companies.find((c) => c.sym === "CC")!;
    const lays = game.legalActions(cc).filter((a) => a.type === "lay_tile");
    expect(lays.length).toBeGreaterThan(0);
    expect(new Set(lays.map((a) => (a.type === "lay_tile" ? `${a.hex} $${a.cost}` : "")))).toEqual(new Set(["I11 $20"]));
    const lay = lays[0]! as Extract<(typeof lays)[number], { type: "lay_tile" }>;
    const cash = bo.cash;
    game.process({ type: "lay_tile", ...company("CC"), hex: lay.hex, tile: lay.tile, rotation: lay.rotations[0]! });
    expect(bo.cash).toBe(cash - 20);
    expect(cc.closed).toBe(false);
  });

  it("CC (note 3, S-4.2 3.0): closes when its two hexes have tiles, whoever laid them", () => {
    // A game played here (1830+ S-4, 4 players, random play seed 62 (builder), 288 actions): the NKP owns the CC; the
    // B&O has tiled J-12 (twice); the PRR is to lay #9 on I-11 in its own turn. Before the fix the CC stayed open and
    // paid the NKP $10 at the next operating round.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-s4-canal-laid.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1830, position);
    const cc = game.company("CC");
    const nkp = game.corporation("NKP");
    expect(cc.owner).toBe(nkp);
    expect(game.board.tileAt("J12").color).not.toBe("white");
    expect(game.board.tileAt("I11").color).toBe("white");
    expect(cc.closed).toBe(false);
    game.process({ type: "lay_tile", entity: "PRR", entity_type: "corporation", hex: "I11", tile: "9-0", rotation: 1 });
    expect(cc.closed).toBe(true);
    expect(nkp.companies).not.toContain(cc);
    expect(game.messages.map((m) => m.text)).toContain("C&O Canal closes");
  });

  it("PL (note 1): an extra free tile on an Ohio river hex, unconnected, beside the normal lay", () => {
    const game = operating();
    const bo = game.corporation("B&O");
    const pl = game.companies.find((c) => c.sym === "PL")!;
    const lays = game.legalActions(pl).filter((a) => a.type === "lay_tile");
    expect(new Set(lays.map((a) => (a.type === "lay_tile" ? a.hex : "")))).toEqual(new Set(["J2", "J4", "K5", "J6", "J8", "I9"]));
    expect(lays.every((a) => a.type === "lay_tile" && a.cost === 0)).toBe(true);
    const lay = lays.find((a) => a.type === "lay_tile" && a.hex === "J2")! as Extract<(typeof lays)[number], { type: "lay_tile" }>;
    const cash = bo.cash;
    game.process({ type: "lay_tile", ...company("PL"), hex: "J2", tile: lay.tile, rotation: lay.rotations[0]! });
    expect(bo.cash).toBe(cash);
    // The railroad's own lay is still to come.
    expect(game.legalActions(bo).map((a) => a.type)).toContain("lay_tile");
  });
});

describe("S-1 in random play (a sample of `npm run selfplay -- 1830 --options plus_s1`)", () => {
  it("with the A9 and A10 tiles (S-1.1 variant), seed 2: plays to the end, every offered action accepted, the books balanced", () => {
    const game = playRandomly(title1830, 2, 5000, "uniform", { optional_rules: ["plus_s1", "plus_s1_a9_a10_tiles"] });
    expect(game.finished).toBe(true);
  }, 60_000);
  for (const seed of [1, 3]) {
    it(`seed ${seed}: plays to the end, every offered action accepted, the books balanced after each, the PRR running from H-12`, () => {
      const game = playRandomly(title1830, seed, 5000, "builder", { optional_rules: ["plus_s1"] });
      expect(game.finished).toBe(true);
      expect(game.board.trackStationAt("H12")).toBe("PRR");
      const prrRuns = game.actions.flatMap((a) => (a.type === "run_routes" && a.entity === "PRR" ? a.routes : []));
      // V-7.5: the PRR's routes count its station at H-12 (as the stop "H12-n").
      expect(prrRuns.some((r) => (r.nodes ?? []).some((n) => n.startsWith("H12-")))).toBe(true);
    }, 60_000);
  }
});
