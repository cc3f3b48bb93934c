// The rules of 1889 as 18xx.games plays them (docs/rules-1889.md), in real positions of its games
// (test/fixtures/1889/) and small constructed ones: its setup, its private companies' abilities,
// Kotohira's costs, home stations as the operating round starts, 18xx.games' order of sales and
// purchases in a stock turn, and routes of logs written before their track was logged.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Player } from "../../shared/engine/entities.ts";
import { GameError } from "../../shared/engine/errors.ts";
import { Game } from "../../shared/engine/game.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { companyRevenue } from "../../shared/engine/rounds/companies.ts";
import { bestRoutes } from "../../shared/engine/route-search.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { forcedPurchaseMoney, PRESIDENT_PAYS, PRESIDENT_PAYS_BANK_TRAIN } from "../../shared/engine/rounds/operating/forced-purchase.ts";
import { freeTerrain } from "../../shared/engine/rounds/operating/lay-track.ts";
import { title1889 } from "../../shared/games/1889/index.ts";
import { expectRefused } from "./game-checks.ts";

const logs = new Map<string, GameLog>();
function log(name: string): GameLog {
  let l = logs.get(name);
  if (!l) logs.set(name, (l = JSON.parse(readFileSync(new URL(`../fixtures/1889/${name}.json`, import.meta.url), "utf8")) as GameLog));
  return l;
}

/** The game of a fixture just after the log entry with this id. */
function after(name: string, id: number): Game {
  const l = log(name);
  const at = l.actions.findIndex((a) => a.id === id);
  if (at < 0) throw new Error(`no entry ${id} in ${name}`);
  return replayLog(title1889, l, at + 1);
}

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });
const company = (sym: string) => ({ entity: sym, entity_type: "company" });

describe("1889 setup", () => {
  it("gives each player his capital from a ¥7,000 bank, with the certificate limit for the table", () => {
    const capital: Record<number, number> = { 2: 420, 3: 420, 4: 420, 5: 390, 6: 390 };
    for (const n of [2, 3, 4, 5, 6]) {
      const game = new Game(title1889, players(n), {}, 1);
      expect(game.players.map((p) => p.cash)).toEqual(new Array(n).fill(capital[n]));
      expect(game.bank.cash).toBe(7000 - n * capital[n]!);
      expect(game.certLimit()).toBe({ 2: 25, 3: 19, 4: 14, 5: 12, 6: 11 }[n]);
    }
  });

  it("has the Uno-Takamatsu Ferry only at four players or more, and no South Iyo Railway at two", () => {
    const open = (n: number) => new Game(title1889, players(n), {}, 1).companies.filter((c) => !c.closed).map((c) => c.sym);
    expect(open(2)).toEqual(["TR", "MF", "ER", "SMR", "DR"]);
    expect(open(3)).toEqual(["TR", "MF", "ER", "SMR", "DR", "SIR"]);
    expect(open(4)).toEqual(["TR", "MF", "ER", "SMR", "DR", "SIR", "UTF"]);
  });
});

describe("1889 beginner game (18xx.games' option)", () => {
  const beginner = (n: number, seed: number) => new Game(title1889, players(n), { optional_rules: ["beginner_game"] }, seed);

  it("deals each player one private at random, who pays its value, as 18xx.games deals them for the same seeds", () => {
    // 18xx.games' engine, the same players and seeds: P1=SMR P2=DR P3=ER P4=SIR; P1=SMR P2=TR P3=SIR P4=DR P5=ER; P1=DR P2=SIR.
    const dealt = (game: Game) => game.players.map((p) => `${p.companies.map((c) => c.sym).join()}:${p.cash}`);
    expect(dealt(beginner(4, 1))).toEqual(["SMR:360", "DR:360", "ER:380", "SIR:330"]);
    expect(dealt(beginner(5, 17502))).toEqual(["SMR:330", "TR:370", "SIR:300", "DR:330", "ER:350"]);
    expect(dealt(beginner(2, 962))).toEqual(["DR:360", "SIR:330"]);
  });

  it("starts with a stock round; its privates have no ability, block nothing and are never sold to a corporation", () => {
    const game = beginner(4, 1);
    expect(game.round.name).toMatch(/^Stock Round 1/);
    expect(game.companies.filter((c) => !c.closed).map((c) => c.sym).sort()).toEqual(["DR", "ER", "SIR", "SMR"]);
    for (const c of game.companies) expect(c.abilities).toEqual([{ type: "noCorporationBuy" }]);
    expect(game.blockedHexes().size).toBe(0);
    expect(game.data.tiles.map((t) => t.name)).toEqual(expect.arrayContaining(["Beg6", "Beg7", "Beg8", "Beg9", "Beg23", "Beg24"]));
    expect(new Game(title1889, players(4), {}, 1).data.tiles.some((t) => t.name.startsWith("Beg"))).toBe(false);
  });
});

describe("1889 home stations", () => {
  it("go down for every floated corporation as the operating round starts, before the first turn", () => {
    // 962: KO, IR and TR floated in the first stock round (entry 24 its last pass).
    const game = after("962", 24);
    expect(game.round.activeEntity()).toBe(game.corporation("KO"));
    for (const sym of ["KO", "IR", "TR"]) expect(game.board.tokensOf(sym).length, sym).toBe(1);
  });
});

describe("1889 Mitsubishi Ferry (a player's port tile)", () => {
  it("lays the port free and without a connection in its owner's corporation's track step, beside the corporation's own lay", () => {
    // 962: Player 3 owns the MF and presides over TR, whose turn starts after entry 36.
    const game = after("962", 36);
    const tr = game.corporation("TR");
    const cash = tr.cash;
    expect(game.legalActions(game.company("MF"))).toContainEqual(expect.objectContaining({ type: "lay_tile", hex: "G10", tile: "437-0", cost: 0 }));
    expectRefused(game, { type: "lay_tile", ...company("MF"), hex: "J5", tile: "437-0", rotation: 0 }, /MF may only lay on B11, G10, I12, J9/);
    game.process({ type: "lay_tile", ...company("MF"), hex: "G10", tile: "437-0", rotation: 0 });
    expect(game.board.tileAt("G10").name).toBe("437");
    // The log credits the private and its owner, not the corporation whose turn it is.
    expect(game.messages.at(-1)!.text).toBe(`${(game.company("MF").owner as Player).name} (MF) lays tile #437 with rotation 0 on G10`);
    expect(tr.cash).toBe(cash);
    expect(game.company("MF").used).toBe(true);
    // TR still makes its own lay.
    game.process({ type: "lay_tile", ...corporation("TR"), hex: "G12", tile: "57-0", rotation: 3 });
    expect(game.board.tileAt("G12").name).toBe("57");
  });

  it("lays the port in a stock round too, whoever's turn it is", () => {
    // 314: the second stock round; Player 1 owns the MF, Player 2 is to act (after Player 3's par, entry 27, and Player 1's pass).
    const game = after("314", 28);
    const mf = game.company("MF");
    expect(game.round.activeEntity()).not.toBe(mf.owner);
    expect(game.legalActions(mf).map((a) => (a as { hex?: string }).hex)).toEqual(["B11", "G10", "I12", "J9"]);
    expectRefused(game, { type: "lay_tile", ...company("MF"), hex: "J5", tile: "437-0", rotation: 0 }, /MF may lay only its own tile/);
    const j9 = game.legalActions(mf).find((a) => (a as { hex?: string }).hex === "J9") as { rotations: number[] };
    game.process({ type: "lay_tile", ...company("MF"), hex: "J9", tile: "437-0", rotation: j9.rotations[0]! });
    expect(game.board.tileAt("J9").name).toBe("437");
    expect(game.legalActions(mf)).toEqual([]);
    expect(game.round.activeEntity()).not.toBe(mf);
  });

  it("keeps the track step waiting for its owner's pass while it is unused, as 18xx.games does", () => {
    // 314: Player 1 owns the MF and presides over KO, which has laid its tile (entry 22).
    const game = after("314", 22);
    const ko = game.corporation("KO");
    expect(game.round.activeEntity()).toBe(ko);
    expect(game.legalActions(ko)).toEqual([{ type: "pass" }]);
  });
});

describe("1889 Ehime Railway (a lay on its sale)", () => {
  it("lets its seller lay a green tile on Ohzu (C4) as it is sold, before the corporation does anything else", () => {
    // 962: TR buys the ER from Player 3 (entry 61).
    const game = after("962", 61);
    const er = game.company("ER");
    expect(game.round.activeEntity()).toBe(er);
    // Its seller decides, not the buyer's president (here the same player: Player 3 presides TR and sold it).
    expect(controllingPlayer(er)).toBe(game.player("253"));
    expectRefused(game, { type: "pass", ...corporation("TR") }, /./);
    expectRefused(game, { type: "lay_tile", ...company("ER"), hex: "C4", tile: "57-0", rotation: 1 }, /ER may only lay tile 12, 13, 14, 15, 205, 206/);
    const cash = game.corporation("TR").cash;
    game.process({ type: "lay_tile", ...company("ER"), hex: "C4", tile: "14-0", rotation: 1 });
    expect(game.board.tileAt("C4").name).toBe("14");
    expect(game.corporation("TR").cash).toBe(cash);
    expect(game.round.activeEntity()).toBe(game.corporation("TR"));
  });

  it("may be passed up, and is then gone", () => {
    // 314: SR buys the ER (entry 89), whose seller passes (entry 90).
    const game = after("314", 90);
    expect(game.company("ER").used).toBe(true);
    expect(game.round.activeEntity()).toBe(game.corporation("SR"));
  });
});

describe("1889 the lay on a sale as a corporation's last move", () => {
  it("keeps the turn open for the seller's lay or pass, as 18xx.games waits for it", () => {
    // A game played here (random play, builder, seed 2, 4 players): KU buys the ER from Player 4 as its turn's last move.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1889-er-sold-last.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1889, position);
    const er = game.company("ER");
    expect(er.owner).toBe(game.corporation("KU"));
    expect(game.round.activeEntity()).toBe(er);
    // Player 4 sold it to KU, whose president is another player: the seller decides the lay.
    expect(game.corporation("KU").president).not.toBe(game.player("4"));
    expect(controllingPlayer(er)).toBe(game.player("4"));
    expect(game.legalActions(er).map((a) => a.type)).toContain("pass");
    game.process({ type: "pass", ...company("ER") });
    expect(game.round.activeEntity()).not.toBe(game.corporation("KU"));
    expect(controllingPlayer(er)).toBe(game.corporation("KU").president);
  });
});

describe("1889 bankruptcy (as 18xx.games, with no change of president in emergency sales)", () => {
  it("leaves the bankrupt his shares whose sale would make another player president", () => {
    // A game played here (random play, builder, seed 9, 6 players): TR, presided by Player 6, cannot buy a train.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1889-bankrupt-keeps.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1889, position);
    const ir = game.corporation("IR");
    expect(ir.president).toBe(game.player("6"));
    expect(ir.percentOf(game.player("2"))).toBe(20);
    game.process({ type: "bankrupt", ...corporation("TR") });
    expect(game.finished).toBe(true);
    expect(ir.president).toBe(game.player("6"));
    expect(ir.percentOf(game.player("6"))).toBe(20);
  });
});

describe("1889 Sumitomo Mines Railway and Kotohira", () => {
  it("lets its corporation build on mountains for nothing, but not on a mountain with a river", () => {
    // 962: IR buys the SMR (entry 137).
    const game = after("962", 137);
    const ir = game.corporation("IR");
    expect(freeTerrain(ir)).toBe("mountain");
    expect(freeTerrain(game.corporation("KO"))).toBeUndefined();
    const board = new Game(title1889, players(3), {}, 1).board;
    const cost = (hex: string, free?: string) => board.terrainCostOf({ corporation: "IR", hex, tileId: "9-0", rotation: 0, freeTerrain: free });
    expect([cost("E4"), cost("H5"), cost("K6")]).toEqual([80, 80, 80]);
    expect([cost("E4", "mountain"), cost("H5", "mountain"), cost("K6", "mountain")]).toEqual([0, 80, 80]);
  });

  it("charges ¥80 for every tile on Kotohira (I4), the yellow and the green alike", () => {
    const game = after("962", 85);
    const ko = game.corporation("KO");
    const before = ko.cash;
    game.process({ type: "lay_tile", ...corporation("KO"), hex: "I4", tile: "438-0", rotation: 2 });
    expect(ko.cash).toBe(before - 80);
    expect(game.board.terrainCostOf({ corporation: "KO", hex: "I4", tileId: "439-0", rotation: 2 })).toBe(80);
  });
});

describe("1889 Uno-Takamatsu Ferry", () => {
  it("stays open in a player's hands when the first 5-train closes the other privates", () => {
    // 962 without KU's purchase of the UTF (entry 339): Player 4 still owns it when KU buys the first 5-train (entry 340).
    const l = log("962");
    const without = { ...l, actions: l.actions.filter((a) => a.id !== 339) };
    const game = replayLog(title1889, without, without.actions.findIndex((a) => a.id === 340) + 1);
    expect(game.phase.name).toBe("5");
    expect(game.company("UTF").closed).toBe(false);
    expect(game.company("UTF").owner).toBe(game.player("147"));
    expect(game.companies.filter((c) => !c.closed).map((c) => c.sym)).toEqual(["UTF"]);
    expect(companyRevenue(game, game.company("UTF"))).toBe(50);
  });

  it("pays ¥50 to a player who owns it from phase 5, and its printed ¥30 before or to a corporation", () => {
    const game = new Game(title1889, players(4), {}, 1);
    const utf = game.company("UTF");
    const owner = game.players[0]!;
    utf.owner = owner;
    owner.companies.push(utf);
    expect(companyRevenue(game, utf)).toBe(30);
    (game.phases.reached as Set<string>).add("5");
    expect(companyRevenue(game, utf)).toBe(50);
    utf.owner = game.corporation("KU");
    expect(companyRevenue(game, utf)).toBe(30);
    expect(owner).toBeInstanceOf(Player);
  });
});

describe("1889 off-board areas", () => {
  it("pay a D-train their diesel value, and other trains the phase's value, in checked routes and in the best-route search alike", () => {
    // 962 at its end: IR's station at Matsuyama (E2) reaches Imabari (F1: 30, brown 60, D-train 100).
    const game = replayLog(title1889, log("962"));
    const board = game.board;
    const run = (name: string) => board.validateRoutes("IR", [{ train: `${name}-9`, connections: [["F1", "E2"]] }], [{ id: `${name}-9`, name, distance: name === "D" ? Infinity : 4 }], "brown");
    const city = board.tileAt("E2").cities[0]!.revenue;
    expect(run("4").revenue).toBe(60 + city);
    expect(run("D").revenue).toBe(100 + city);
    // The search lists a D-train's routes apart and checks its answer against validateRoutes (it throws if they differ).
    const best = bestRoutes(board, "IR", [{ id: "4-9", name: "4", distance: 4 }, { id: "D-9", name: "D", distance: Infinity }], "brown");
    const plain = bestRoutes(board, "IR", [{ id: "4-9", name: "4", distance: 4 }, { id: "6-9", name: "6", distance: Infinity }], "brown");
    expect(best.revenue).toBeGreaterThan(plain.revenue);
  });
});

describe("1889 stock turns (18xx.games: sell then buy, or buy then sell)", () => {
  it("sells no more in a turn that sold and then bought", () => {
    // 314: Player 2 sells a UR share (entry 71), then buys SR_4 (entry 72).
    const game = after("314", 72);
    const p2 = game.player("90");
    expect(game.round.activeEntity()).not.toBe(p2);
    const earlier = after("314", 71);
    expect(earlier.legalActions(earlier.player("90")).some((a) => a.type === "buy_shares")).toBe(true);
  });
});

describe("1889 forced train purchases (18xx.games: never from another corporation with the president's money)", () => {
  it("adds the president's money only for a bank train", () => {
    const game = after("962", 36);
    const money = forcedPurchaseMoney(game.data);
    expect(money).toBe(PRESIDENT_PAYS_BANK_TRAIN);
    const ir = game.corporation("IR");
    const ko = game.corporation("KO");
    expect(money.acrossBudget(ir, true, false)).toBe(ir.cash);
    expect(money.depotBudget(ir, true)).toBe(ir.cash + ir.president!.cash);
    const train = ko.trains[0]!;
    const purchase = { corp: ir, train, seller: ko, price: 1, exchange: false, shortfall: 10, forced: true, relieved: false, counted: false, cheapest: 80 };
    expect(() => money.checkShortfall(game, purchase)).toThrow(/president adds his money only for a train from the bank/);
    expect(() => PRESIDENT_PAYS.checkShortfall(game, purchase)).not.toThrow();
  });
});

describe("routes of a log written before 18xx.games logged their track", () => {
  it("are taken as logged in a replay, and refused in play", () => {
    // 314: KO runs two 2-trains, logged with their hexes and revenue only (entry 49).
    const game = after("314", 48);
    const entry = log("314").actions.find((a) => a.id === 49)!;
    expectRefused(game, entry as unknown as Record<string, unknown>, /each route must give its track/i);
    game.options.consent = false;
    game.process(entry);
    expect(game.corporation("KO").trains.length).toBe(2);
    expect(game.messages.some((m) => m.text === "KO runs a 2 train for ¥50: J1-J3-K4")).toBe(true);
    expect(() => game.process({ type: "pass", ...corporation("XX") })).toThrow(GameError);
  });
});
