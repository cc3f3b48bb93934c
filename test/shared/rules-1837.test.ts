// The rules of 1837 as the clarifications its designer approved decide them
// (../shared/rules/1837-clarifications.txt; docs/rules-1837.md), area by area,
// in positions of the 18xx.games fixture and in small constructed games: what
// each rule allows, and that what it forbids is refused with a message naming
// the 1837 rule, leaving the game exactly as it was.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Corporation } from "../../shared/engine/entities.ts";
import { GameError } from "../../shared/engine/errors.ts";
import { Game } from "../../shared/engine/game.ts";
import { Board } from "../../shared/engine/map.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { BLOCKER } from "../../shared/engine/merger.ts";
import { bundleFor, certificateCount, moveCertificates } from "../../shared/engine/shares.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";
import { StartPacketRound } from "../../shared/engine/rounds/start-packet.ts";
import { StockRound } from "../../shared/engine/rounds/stock.ts";
import { ugFormation } from "../../shared/games/1837/exchange.ts";
import { COMPAT, title1837 } from "../../shared/games/1837/index.ts";
import { data1837 } from "../../shared/games/1837/data.ts";
import { expectRefused } from "./game-checks.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1837/1837_game_end_bank.json", import.meta.url), "utf8")) as GameLog & {
  result: Record<string, number>;
};
/** The fixture's game after its first n log entries (as imported: 18xx.games' readings). */
const at = (n: number) => replayLog(title1837, log, n);

const player = (id: number) => ({ entity: id, entity_type: "player" });
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });
const company = (sym: string) => ({ entity: sym, entity_type: "company" });
/** Another director's company's train, bought at a price its director accepts (XI.4). */
function agreedTrain(game: Game, buyer: string, train: string, price: number): void {
  const seller = game.corporations.find((c) => c.trains.some((t) => t.id === train))!;
  game.process({ type: "offer", ...corporation(buyer), train, price });
  game.process({ type: "respond", ...corporation(seller.sym), train, accept: true });
}
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
// The fixture's players.
const [P1, P2, P3, P4] = [2006, 2072, 5649, 621];

/** A new game as new games play 1837 (the first edition's start packets, the clarifications). */
const newGame = (n = 4) => new Game(title1837, players(n), {}, 1);

describe("1837: setting up", () => {
  it("gives each player the starting capital for 3 to 7 players from a Kr14,268 bank, with the certificate limit for that number", () => {
    const capital: Record<number, number> = { 3: 730, 4: 555, 5: 450, 6: 380, 7: 330 };
    const limit: Record<number, number> = { 3: 28, 4: 21, 5: 17, 6: 14, 7: 12 };
    for (const n of [3, 4, 5, 6, 7]) {
      const game = newGame(n);
      expect(game.players.map((p) => p.cash)).toEqual(new Array(n).fill(capital[n]));
      expect(game.bank.cash).toBe(14268 - n * capital[n]!);
      expect(game.certLimit()).toBe(limit[n]);
    }
    expect(() => newGame(2)).toThrow(GameError);
    expect(() => newGame(8)).toThrow(GameError);
  });

  it("puts the state railways' shares on sale from the start at Kr120, 142 and 175; minors and coal companies have no share price", () => {
    const game = newGame();
    expect(game.market.price("KK")).toBe(120);
    expect(game.market.price("SD")).toBe(142);
    expect(game.market.price("UG")).toBe(175);
    expect(game.market.price("SD1")).toBeNull();
    expect(game.market.price("EPP")).toBeNull();
  });
});

describe("1837 I.7: the opening sale (first edition, as new games play it)", () => {
  it("offers the top row of the coal packet, then any item whose item above it is sold", () => {
    const game = newGame();
    const round = game.round as StartPacketRound;
    expect(round).toBeInstanceOf(StartPacketRound);
    expect(round.available().map((a) => a.item.company)).toEqual(["EKT", "EPP", "BB"]);
    expectRefused(game, { type: "buy_company", ...player(1), company: "SD1", price: 150 }, /^1837 I\.7: SD1 is not available now/);
    game.process({ type: "buy_company", ...player(1), company: "BB", price: 100 });
    // BB's column opens: SD1 below it; the top row is still on sale.
    expect(round.available().map((a) => a.item.company)).toEqual(["EKT", "EPP", "SD1"]);
  });

  it("floats a coal company or minor with its capital and its home station when bought; a Südbahn minor comes with its mountain railway", () => {
    const game = newGame();
    game.process({ type: "buy_company", ...player(1), company: "BB", price: 100 });
    const bb = game.corporation("BB");
    expect(bb.floated).toBe(true);
    expect(bb.cash).toBe(100);
    expect(game.board.tokensAt("P20")).toEqual([["BB"]]);
    expect(bb.percentOf(game.player(1))).toBe(100);
    game.process({ type: "buy_company", ...player(2), company: "SD1", price: 150 });
    expect(game.corporation("SD1").cash).toBe(90);
    expect(game.board.tokensAt("G17")[0]).toEqual(["SD1"]);
    expect(game.player(2).companies.map((c) => c.sym)).toEqual(["Semmering"]);
    expect(game.player(2).cash).toBe(555 - 150);
  });

  it("drops the prices on sale by Kr10 when everyone passes; a purchase puts them back", () => {
    const game = newGame();
    const round = game.round as StartPacketRound;
    for (const p of [1, 2, 3, 4]) game.process({ type: "pass", ...player(p) });
    expect(round.available().map((a) => a.price)).toEqual([90, 90, 90]);
    expectRefused(game, { type: "buy_company", ...player(1), company: "EKT", price: 100 }, /^1837 I\.7: EKT costs Kr90/);
    game.process({ type: "buy_company", ...player(1), company: "EKT", price: 90 });
    expect(round.available().map((a) => a.price)).toEqual([100, 100, 100]);
  });

  it("never lets the Arlbergbahn with the Nordtiroler Staatsbahn drop below nothing: at Kr5, if all pass, the next player must take it for nothing", () => {
    const game = newGame();
    const round = game.round as StartPacketRound;
    // Sell everything but SD3 (Arlberg) and the items below it, so that SD3 is all that is on sale.
    const buys = ["EKT", "EPP", "BB", "EOD", "RGTE", "SD1", "SD2", "SPB", "MLB", "ZKB", "SD4", "Tauern", "Wocheiner"];
    for (const sym of buys) {
      const offer = round.available().find((a) => a.item.company === sym)!;
      const buyer = (game.round.activeEntity() as { id: string }).id;
      game.process({ type: "buy_company", ...player(Number(buyer)), company: sym, price: offer.price });
    }
    expect(round.available().map((a) => `${a.item.company}:${a.price}`)).toEqual(["SD3:185"]);
    // Everyone passes (those who cannot pay pass by themselves) until it is offered at Kr5.
    const pass = () => game.process({ type: "pass", ...player(Number((game.round.activeEntity() as { id: string }).id)) });
    while (round.available()[0]!.price > 5) pass();
    expect(round.available().map((a) => a.price)).toEqual([5]);
    const next = game.round.activeEntity() as { id: string };
    const takerCash = game.player(next.id).cash;
    // Four more passes: the price would be -5; it stops at nothing and the player whose turn it is takes it.
    for (let i = 0; i < 4; i++) pass();
    expect(game.company("Arlberg").owner).toBe(game.player(next.id));
    expect(game.corporation("SD3").president).toBe(game.player(next.id));
    expect(game.player(next.id).cash).toBe(takerCash);
  });

  it("18xx.games' selection auction is only for games imported from it (the compatibility option)", () => {
    expect(title1837.importRules).toEqual([COMPAT]);
    const imported = new Game(title1837, players(4), { optional_rules: [COMPAT] }, 1);
    expect(imported.round.name).toBe("Opening Sale");
    expect(newGame().round).toBeInstanceOf(StartPacketRound);
  });

  it("18xx.games' selection auction: the pass that ends it is a player's own, even one who can pay for nothing", () => {
    // A game played here as 18xx.games plays 1837: Player 4 has just bought the LRB and nobody can pay the Kr40 of the cheapest item.
    const sale = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-opening-sale-last-pass.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, sale);
    expect(game.round.name).toBe("Opening Sale");
    // Players 1 to 3 passed by themselves; the last pass waits for Player 4, as 18xx.games' logs have it.
    expect(game.actingEntities()).toEqual([game.player(4)]);
    expect(game.legalActions(game.player(4))).toEqual([{ type: "pass" }]);
    game.process({ type: "pass", ...player(4) });
    expect(game.round.name).not.toBe("Opening Sale");
    // Nobody can pay for an item: the priority deal stays with the last to pass, as the turn went round to him.
    expect(game.priority).toBe(game.player(4));
  });
});

describe("1837 II.1: mountain railways", () => {
  it("block their pass for others until phase 3; their owner's company lays there, as its tile lay, without the terrain cost", () => {
    const game = at(195); // SD1's turn in OR 1.1; its director owns the Semmeringbahn (H16, Kr110 of terrain)
    expect(game.round.activeEntity()).toBe(game.corporation("SD1"));
    expectRefused(game, { type: "lay_tile", ...corporation("SD1"), hex: "H16", tile: "9-0", rotation: 0 }, /^1837 II\.1, VI: H16: the hex is reserved/);
    const cash = game.corporation("SD1").cash;
    game.process({ type: "lay_tile", ...company("Semmering"), hex: "H16", tile: "9-0", rotation: 0 });
    expect(game.corporation("SD1").cash).toBe(cash);
    expect(game.board.tileAt("H16").name).toBe("9");
    // That was the turn's lay.
    expect(game.round.actionTypes(game.corporation("SD1"))).not.toContain("lay_tile");
  });

  it("pay their owners at the start of each operating round, stay open once their pass is built, and close with the first 5-train (not earlier) (II.1, V.14)", () => {
    const before = at(927);
    expect(before.company("Semmering").closed).toBe(false);
    expect(before.board.tileAt("H16").printed).toBe(false);
    expect(before.player(P1).companies.map((c) => c.sym)).toContain("Semmering");
    const after = at(928);
    for (const sym of ["Semmering", "Karst", "Brenner", "Arlberg", "Karawanken", "Wocheiner", "Tauern"]) expect(after.company(sym).closed).toBe(true);
  });
});

describe("1837 II.2, VII.1, VIII.2, VIII.4: coal companies and goods trains", () => {
  it("a coal company may not own a passenger train", () => {
    const game = at(170); // EPP's turn in OR 1.1, phase 2: a 2-train is on sale
    expect(game.round.activeEntity()).toBe(game.corporation("EPP"));
    expectRefused(game, { type: "buy_train", ...corporation("EPP"), train: "2-0", price: 90 }, /^1837 II\.2: EPP may own only goods trains/);
  });

  it("runs from its mine: a mine and one town is a route; the mine's value goes to the treasury, the rest is split with the owner", () => {
    const before = at(234); // EOD in OR 2.1: a 1G-train from C19 (Kr20) to the town D18 (Kr10)
    const eod = before.corporation("EOD");
    const cash = eod.cash;
    const owner = before.player(P4).cash;
    const game = at(235);
    expect(game.corporation("EOD").cash).toBe(cash + 20 + 5);
    expect(game.player(P4).cash).toBe(owner + 5);
  });

  it("refuses a goods train without a mine and a passenger train that visits one", () => {
    const game = at(232); // RGTE about to run its 1G-train in OR 2.1
    expectRefused(
      game,
      { type: "run_routes", ...corporation("RGTE"), routes: [{ train: "1G-1", connections: [["A11", "B10", "B8"]] }] },
      /^1837 VIII\.2: train 1G-1: .*a goods train runs from a coal mine|route includes no station/,
    );
    const major = at(802); // MS in OR 8.1, with passenger trains
    expect(major.round.activeEntity()).toBe(major.corporation("MS"));
    expectRefused(
      major,
      { type: "run_routes", ...corporation("MS"), routes: [{ train: "3-0", connections: [["C23", "D22"], ["D22", "C21"]] }] },
      /^1837 VIII\.2: train 3-0: only goods trains visit coal mines/,
    );
  });

  it("minors and majors may own goods trains too: they run from any mine to a city with one of their stations (VII.1, VIII.2, VIII.4)", () => {
    // A minor buys one from the bank (UG3, a 1G-train) ...
    const buy = at(598);
    expect(buy.round.activeEntity()).toBe(buy.corporation("UG3"));
    buy.process({ type: "buy_train", ...corporation("UG3"), train: "1G-2", price: 100 });
    expect(buy.corporation("UG3").trains.map((t) => t.name)).toContain("1G");
    // ... and UG2 runs its 1G-train from the Lugoj-Resita mine (L30, not a mine of its own) to its
    // station at K21: the mine's value (18xx.games' "subsidy") to its treasury, the cities' values split.
    const entry = log.actions[766] as unknown as { entity: string; routes: { train: string; revenue: number }[]; subsidy: number };
    expect(entry.entity).toBe("UG2");
    expect(entry.routes.map((r) => r.train)).toContain("1G-8");
    const before = at(766);
    const after = at(767);
    const cities = entry.routes.reduce((t, r) => t + r.revenue, 0);
    expect(after.corporation("UG2").cash - before.corporation("UG2").cash).toBe(entry.subsidy + cities / 2);
    expect(after.player(P3).cash - before.player(P3).cash).toBe(cities / 2);
    // A major (BH) runs a 2G-train from the Bosna-Bahn's mine (P20) to its station at K17 and pays out:
    // the mine's value to its treasury, the cities' values paid Kr1 in 10 per 10% to its holders.
    const run = log.actions[810] as unknown as { routes: { train: string; revenue: number }[]; subsidy: number };
    expect(run.routes.map((r) => r.train)).toEqual(["3+1-0", "2G-3"]);
    const bh0 = at(810);
    const bh = at(812); // after the run and the payout
    expect((log.actions[811] as { kind?: string }).kind).toBe("payout");
    const revenue = run.routes.reduce((t, r) => t + r.revenue, 0);
    // Deciding the dividend, BH's president is told what goes to the treasury whatever he chooses.
    const deciding = at(811);
    expect(deciding.legalActions(deciding.corporation("BH"))).toEqual([{ type: "dividend", kinds: ["payout", "half", "withhold"], revenue, treasury: run.subsidy }]);
    expect(bh.corporation("BH").cash - bh0.corporation("BH").cash).toBe(run.subsidy);
    for (const p of [P3, P4]) {
      expect(bh.player(p).cash - bh0.player(p).cash).toBe((revenue / 10) * (bh0.corporation("BH").percentOf(bh0.player(p)) / 10));
    }
  });

  it("refuses a goods route without one of the company's stations (VIII.2)", () => {
    const game = at(810); // BH's trains run: its station is at K17, none at O17
    expect(game.round.activeEntity()).toBe(game.corporation("BH"));
    expectRefused(
      game,
      { type: "run_routes", ...corporation("BH"), routes: [{ train: "3+1-0", connections: [["K17", "K19", "K21"]] }, { train: "2G-3", connections: [["O17", "O19", "P20"]] }] },
      /^1837 VIII: train 2G-3: the route includes no station of BH/,
    );
  });
});

describe("1837 XIV.5: coal companies fold into their majors", () => {
  it("are forced in at the start of the next round once the major's initial offering is sold out (XIV.5.5); the owner takes an exchange share", () => {
    const game = at(395);
    expect(game.corporation("EHS").closed).toBe(true);
    expect(game.corporation("LRB").closed).toBe(true);
    expect(game.corporation("TI").percentOf(game.player(P2))).toBe(50);
    expect(game.corporation("TI").percentOf(game.player(P3))).toBe(20);
    // The mine stays filled: nobody else's station goes there.
    expect(game.board.tokensAt("F26")).toEqual([[BLOCKER]]);
  });

  it("natively the forced exchange needs no decision; with 18xx.games' option it waits for the logged one", () => {
    const game = at(394);
    expect(game.round).toBeInstanceOf(StockRound);
    game.options.optional_rules = []; // play on under the clarifications
    game.process({ type: "pass", ...player(P4) });
    expect(game.corporation("EHS").closed).toBe(true);
    expect(game.corporation("LRB").closed).toBe(true);
    expect(game.round).toBeInstanceOf(OperatingRound);
  });

  it("are forced in only when the major is all sold as XIII.4 defines it: a share in the bank pool leaves the choice (XIV.5.5)", () => {
    const game = at(394);
    game.options.optional_rules = []; // play on under the clarifications
    const ti = game.corporation("TI");
    expect(ti.percentOf("ipo")).toBe(0);
    // Constructed: Player 3 has sold one TI share to the pool.
    moveCertificates([ti.sharesOf(game.player(P3)).find((s) => !s.president)!], "pool");
    game.process({ type: "pass", ...player(P4) });
    const ehs = game.corporation("EHS");
    expect(ehs.closed).toBe(false);
    expect(game.round.activeEntity()).toBe(ehs);
    expect(game.legalActions(ehs)).toEqual([{ type: "choose", choices: ["Exchange", "Decline"], prompt: expect.stringMatching(/^EHS: exchange for a TI share$/) }]);
  });

  it("are offered in operating order, each major's from its director clockwise (XIV.5.1), and may be declined", () => {
    const game = at(465); // after SR 6: MS has floated; EOD and EKT (both Player 4's) may fold in
    expect(game.round.activeEntity()).toBe(game.corporation("EOD"));
    expectRefused(game, { type: "choose", ...corporation("EKT"), choice: "Exchange" }, /is for EOD to decide/);
    game.process({ type: "choose", ...corporation("EOD"), choice: "Decline" });
    expect(game.corporation("EOD").closed).toBe(false);
    expect(game.round.activeEntity()).toBe(game.corporation("EKT"));
  });

  it("discards only among the trains the coal company brought, down to the limit (XIV.5.2)", () => {
    const game = at(465);
    const ms = game.corporation("MS");
    // Give MS three trains of its own (the limit in phase 2 is four), then fold in both coal companies.
    const trains = game.depot.upcoming.filter((t) => t.name === "3").slice(0, 3);
    for (const t of trains) {
      game.depot.remove(t);
      t.owner = ms;
      ms.trains.push(t);
    }
    game.process({ type: "choose", ...corporation("EOD"), choice: "Exchange" });
    game.process({ type: "choose", ...corporation("EKT"), choice: "Exchange" });
    expect(ms.trains.length).toBe(5);
    expectRefused(game, { type: "discard_train", ...corporation("MS"), train: trains[0]!.id }, /^1837 XIV\.5\.2: MS discards among the trains the merged company brought/);
    const merged = ms.mergedTrains[0]!;
    game.process({ type: "discard_train", ...corporation("MS"), train: merged.id });
    expect(ms.trains.length).toBe(4);
    expect(ms.trains).toEqual(expect.arrayContaining(trains));
  });
});

describe("1837 XIV.5.2: a coal company folding into a major at its train limit", () => {
  it("brings trains that all go at once: only the coal company's may be discarded, so there is nothing to decide", () => {
    // A game played here (as 18xx.games plays 1837): CL holds four 2-trains, its limit; MLB (a 1G) decides.
    const fold = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-coal-folds-at-limit.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, fold);
    const cl = game.corporation("CL");
    expect(cl.trains.map((t) => t.name)).toEqual(["2", "2", "2", "2"]);
    const goods = game.corporation("MLB").trains.map((t) => t.id);
    game.process({ type: "choose", ...corporation("MLB"), choice: "Exchange" });
    expect(cl.trains.map((t) => t.name)).toEqual(["2", "2", "2", "2"]);
    expect(game.depot.discarded.map((t) => t.id)).toEqual(expect.arrayContaining(goods));
    expect(game.actingEntities()).not.toContain(cl);
  });
});

describe("1837 XIV.5.2 as 18xx.games plays it: a coal company with two trains folding into a major at its limit", () => {
  it("sends the first to the bank pool and loses the second from the game (18xx.games walks the list it removes them from)", () => {
    const fold = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-coal-brings-two.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, fold);
    const bh = game.corporation("BH");
    const [first, second] = game.corporation("BB").trains;
    const own = bh.trains.map((t) => t.id);
    game.process({ type: "choose", ...corporation("BB"), choice: "Exchange" });
    expect(bh.trains.map((t) => t.id)).toEqual(own);
    expect(game.depot.discarded).toContain(first);
    expect(game.depot.discarded).not.toContain(second);
    expect(second!.owner).toBeNull();
  });
});

describe("1837 XIV.5.2 as 18xx.games plays it: a second coal company folding into the same major at its limit", () => {
  it("sends its train to the bank pool at once, as the first company's went: nothing is left to decide", () => {
    // TI is at its limit; EHS has just folded in with two 1G trains (one to the pool, one out of the game).
    const fold = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-second-coal-at-limit.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, fold);
    const ti = game.corporation("TI");
    const [train] = game.corporation("LRB").trains;
    const own = ti.trains.map((t) => t.id);
    expect(own).toHaveLength(game.trainLimit(ti));
    game.process({ type: "choose", ...corporation("LRB"), choice: "Exchange" });
    expect(ti.trains.map((t) => t.id)).toEqual(own);
    expect(game.depot.discarded).toContain(train);
    expect(game.actingEntities().map((e) => ("sym" in e ? e.sym : e.id))).not.toContain("TI");
    expect(game.round.name).toMatch(/Stock Round/);
  });
});

describe("1837 XIII [sales in blocks] in a forced train purchase: a corporation's shares are sold once for the train", () => {
  // TI must buy a train; Player 5, its director, has just sold one SD share for it and holds another.
  const position = () => replayLog(title1837, JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-emergency-sold-once.json", import.meta.url), "utf8")) as GameLog);

  it("offers and accepts no second sale of SD for the same train", () => {
    const game = position();
    expect(game.corporation("SD").percentOf(game.player("5"))).toBe(10);
    const offered = game.legalActions(game.corporation("TI")).filter((a) => a.type === "sell_shares");
    expect(offered.map((a) => (a as { corporation?: string }).corporation)).not.toContain("SD");
    expectRefused(game, { type: "sell_shares", ...player(5), shares: ["SD_9"], percent: 10 }, /^1837 XIII: SD's shares have been sold for this train already/);
  });

  it("as 18xx.games plays a bankruptcy, he then sells no SD share: it goes to the bank pool at the value it has", () => {
    const game = position();
    const sd = game.corporation("SD");
    const price = game.market.price("SD");
    game.process({ type: "bankrupt", ...corporation("TI") });
    expect(game.market.price("SD")).toBe(price);
    expect(sd.percentOf("pool")).toBe(20);
    expect(sd.percentOf(game.player("5"))).toBe(0);
  });
});

describe("1837 VIII.2: a goods train through both Budapest cities, in 18xx.games' log", () => {
  // A game played here: UG1's 2G runs from the F26 mine to both Budapest cities, joined inside H22.
  const run = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-budapest-mine-run.json", import.meta.url), "utf8")) as GameLog;

  it("names the track inside the tile by its hex alone, as 18xx.games does where it is the tile's only such track, and pays the mine's value to the treasury", () => {
    const game = replayLog(title1837, run, run.actions.length - 1);
    const ug1 = game.corporation("UG1");
    const best = corporationBestRoutes(game, ug1);
    const goods = best.routes.find((r) => r.train.startsWith("2G"))!;
    expect(goods.connections.at(-1)).toEqual(["H22"]);
    expect(best.treasury).toBeGreaterThan(0);
    const cash = ug1.cash;
    game.process({ type: "run_routes", ...corporation("UG1"), routes: best.routes });
    expect(ug1.cash - cash).toBe(best.treasury + Math.floor((best.total - best.treasury) / 2));
  });
});

describe("1837: Wien's cities as 18xx.games' log names them", () => {
  it("the green #427 lists its cities between their track, so its city ids count in twos: 427-0-0, 427-0-2, ... 427-0-10", () => {
    // A game played here as 18xx.games plays 1837: MS at its station step with Wien (G17) green.
    const wien = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-wien-station.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, wien);
    expect(game.board.tileAt("G17").name).toBe("427");
    expect([0, 1, 2, 3, 4, 5].map((c) => game.board.cityId("G17", c))).toEqual(["427-0-0", "427-0-2", "427-0-4", "427-0-6", "427-0-8", "427-0-10"]);
    expect(game.board.cityById("427-0-2")).toEqual({ hex: "G17", city: 1 });
    expect(() => game.board.cityById("427-0-1")).toThrow(/has no city 1/);
    // The id reaches the city (its two free circles are kept for the SD and the KK, below).
    const { hex, city } = game.board.cityById("427-0-2");
    expect(() => game.board.checkTokenPlacement("MS", hex, city, { reserved: game.reservations(), needsConnection: false })).toThrow(/G17: the hex is kept for SD and KK/);
  });
});

describe("1837 as 18xx.games plays it (18xx_games): Wien's last free circles kept for the SD and the KK", () => {
  // A game played here: Wien (G17) is the green #427, its six circles held by SD1, KK1-3 and two free;
  // MS is at its station step and reaches Wien. 18xx.games keeps the home hex of each state railway
  // (the SD and the KK both Wien) as long as it exists, so the last two circles are theirs.
  const wien = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-wien-kept.json", import.meta.url), "utf8")) as GameLog;

  it("refuses MS a station in Wien's last free circles and does not offer them", () => {
    const game = replayLog(title1837, wien);
    expect(game.board.tokensAt("G17").filter((c) => c[0] === null).length).toBe(2);
    expect(game.reservations().get("G17")).toEqual(["SD", "KK"]);
    const offered = game.legalActions(game.corporation("MS")).flatMap((a) => (a.type === "place_token" ? [a.hex] : []));
    expect(offered).not.toContain("G17");
    expectRefused(game, { type: "place_token", ...corporation("MS"), city: "427-0-6", slot: 0 }, /1837 VII.*kept for SD and KK/);
  });

  it("kept from the start, Budapest for the UG too; new games keep no circle for a state railway", () => {
    const imported = new Game(title1837, players(4), { optional_rules: [COMPAT] }, 1);
    expect(imported.reservations().get("G17")).toEqual(["SD", "KK"]);
    expect(imported.reservations().get("H22")).toEqual(["UG"]);
    const native = newGame();
    expect(native.reservations().get("G17")).toBeUndefined();
    expect(native.reservations().get("H22")).toBeUndefined();
  });
});

describe("1837 XIII: one certificate a turn", () => {
  // A game played here (as 18xx.games plays 1837): the bank's last unsold item is SD2; Player 1 is on turn.
  const packet = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-bank-sells-last.json", import.meta.url), "utf8")) as GameLog;

  it("buying the bank's last private or minor is the turn's purchase: no par after it", () => {
    const game = replayLog(title1837, packet);
    const p1 = game.player(1);
    expect(game.actingEntities()).toContain(p1);
    game.process({ type: "buy_company", ...player(1), company: "SD2", price: 120 });
    expect(game.legalActions(p1).some((a) => a.type === "par")).toBe(false);
    expect(game.actingEntities()).not.toContain(p1);
  });

  it("as 18xx.games values them, a minor's certificates count at the end as the lowest par price, Kr70, per half", () => {
    const game = replayLog(title1837, packet);
    const p3 = game.player(3);
    const minors = game.corporations.filter((c) => c.def.minor && c.percentOf(p3) > 0);
    expect(minors.length).toBeGreaterThan(0);
    const priced = game.corporations.reduce((v, c) => v + (c.percentOf(p3) / 10) * (game.market.price(c.sym) ?? 0), 0);
    const companies = p3.companies.filter((c) => !c.closed).reduce((v, c) => v + c.def.value, 0);
    const halves = minors.reduce((n, c) => n + c.percentOf(p3) / 50, 0);
    expect(game.playerValue(p3)).toBe(p3.cash + priced + companies + 70 * halves);
  });

  it("as 18xx.games plays it, a company at its limit that could surrender a train for one of any kind waits for a decision", () => {
    // SPB: two 1G (its limit), Kr165; the bank offers only a 2-train (Kr90), which a coal company may not own.
    const game = replayLog(title1837, packet, 202);
    const spb = game.corporation("SPB");
    expect(game.round.activeEntity()).toBe(spb);
    expect(game.legalActions(spb).map((a) => a.type)).toEqual(["pass"]);
  });
});

describe("1837 as 18xx.games plays it (18xx_games): a coal company's buy-trains step", () => {
  it("waits for a pass while another company owns a train of any kind it could buy for Kr1 (phase 3 on)", () => {
    // A game played here: EKT (Kr15 left, one 2G, limit 2) has just bought UG2's 2G, the last goods train
    // any company owned; the bank's cheapest goods train costs Kr100. 18xx.games counts the other
    // companies' passenger trains (at Kr1) as something EKT could buy, and waits for its pass.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-coal-waits-across.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, log);
    const ekt = game.corporation("EKT");
    expect(ekt.cash).toBe(15);
    expect(game.corporations.some((c) => c !== ekt && c.trains.some((t) => t.def.kind === "goods"))).toBe(false);
    expect(game.round.activeEntity()).toBe(ekt);
    expect(game.legalActions(ekt).map((a) => a.type)).toEqual(["pass"]);
  });
});

describe("1837 XII: a minor starts with its director", () => {
  it("its second half is sold only after the director's certificate (as 18xx.games plays it: a half bought first would leave the minor without a start)", () => {
    // A game played here as 18xx.games plays 1837: the bank still sells UG1 and its second half.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-second-half-first.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, log);
    const p5 = game.player(5);
    const offered = game.legalActions(p5).flatMap((a) => (a.type === "buy_company" ? [a.company] : []));
    expect(offered).toContain("UG1");
    expect(offered).not.toContain("UG1_share");
    expectRefused(game, { type: "buy_company", ...player(5), company: "UG1_share", price: 90 }, /^1837 XII\.4 \(as 18xx\.games sells the halves\): .*sold once UG1's director's certificate is/);
    game.process({ type: "buy_company", ...player(5), company: "UG1", price: 80 });
    const ug1 = game.corporation("UG1");
    expect([ug1.floated, ug1.president]).toEqual([true, p5]);
  });
});

describe("1837 XII: minors and the state railways", () => {
  it("the Südbahn forms on the first 4-train, with Kr710 and its minors' treasuries, stations and shares; it does not run that round (XII.3)", () => {
    const before = at(798);
    const minorsCash = ["SD1", "SD2", "SD3", "SD4", "SD5"].reduce((t, s) => t + before.corporation(s).cash, 0);
    const game = at(799);
    const sd = game.corporation("SD");
    expect(sd.floated).toBe(true);
    expect(sd.cash).toBe(710 + minorsCash);
    for (const s of ["SD1", "SD2", "SD3", "SD4", "SD5"]) expect(game.corporation(s).closed).toBe(true);
    expect(game.board.tokensOf("SD").map((t) => t.hex)).toEqual(["G17", "I7", "J16", "K5"]);
    // SD5's station was in Italy: a marker for the charter at Kr20.
    expect(sd.nextTokenCost()).toBe(20);
    const round = game.round as OperatingRound;
    const operators: string[] = [];
    while (!round.finished && game.round === round) {
      operators.push(round.current!.sym);
      (round as unknown as { endTurn(): void }).endTurn();
    }
    expect(operators).not.toContain("SD");
  });

  it("the k.k. Staatsbahn forms when KK1's director chooses (from the first 4-train), with Kr840 (XII.5); its minors fold in", () => {
    const game = at(822);
    const kk = game.corporation("KK");
    expect(kk.floated).toBe(true);
    for (const s of ["KK1", "KK2", "KK3"]) expect(game.corporation(s).closed).toBe(true);
    expect(kk.president).toBe(game.player(P1));
    const before = at(819);
    const minorsCash = ["KK1", "KK2", "KK3"].reduce((t, s) => t + before.corporation(s).cash, 0);
    expect(kk.cash).toBe(840 + minorsCash);
  });

  it("the Ungarische Staatsbahn forms with Kr875; the holders of UG1's and UG3's second halves convert with their directors (XII.4, XII.6)", () => {
    const before = at(875);
    // UG1: Player 4 directs it, Player 2 holds the second half; UG3: Player 3 holds both.
    expect(before.corporation("UG1").shares.map((c) => (typeof c.holder === "object" ? c.holder.id : c.holder))).toEqual([String(P4), String(P2)]);
    const game = at(878);
    const ug = game.corporation("UG");
    expect(ug.floated).toBe(true);
    expect(ug.percentOf(game.player(P2))).toBe(10);
    expect(ug.president).toBe(game.player(P3));
  });

  /**
   * The fixture's game just before the Ungarische Staatsbahn may form (the first 4E was bought at
   * entry 869), continued from there as new games play: without 18xx.games' option. UG1: Player 4
   * directs it, Player 2 holds its second half; UG2 and UG3: Player 3 (UG3's second half is given
   * to `ug3Half`). Player 4 holds 30% of UG, Player 3 20%. The turn of TR is played from the log,
   * then the exchange round opens with UG1's decision.
   */
  const ugExchangeRound = (native: boolean, ug3Half: number, arrange?: (game: Game) => void) => {
    const game = at(870);
    if (native) game.options.optional_rules.splice(game.options.optional_rules.indexOf(COMPAT), 1);
    const ug3 = game.corporation("UG3");
    moveCertificates([ug3.shares[1]!], game.player(ug3Half));
    arrange?.(game);
    for (const action of log.actions.slice(870, 875)) game.process(action);
    expect(game.legalActions(game.corporation("UG1"))).toEqual([{ type: "choose", choices: ["form", "decline"], prompt: expect.stringMatching(/form the Ungarische Staatsbahn/) }]);
    return game;
  };
  const choose = (game: Game, sym: string, choice: string) => game.process({ type: "choose", ...corporation(sym), choice });

  it("once the Ungarische Staatsbahn has formed, the holder of UG3's second half may convert it on his own; UG3 runs on (XII.6)", () => {
    const game = ugExchangeRound(true, P1);
    choose(game, "UG1", "form");
    // The others decide from the founder's director (Player 4) clockwise: Player 3's UG2, then UG3.
    choose(game, "UG2", "fold_in");
    choose(game, "UG3", "decline");
    const ug = game.corporation("UG");
    expect(ug.floated).toBe(true);
    expect(ug.percentOf(game.player(P4))).toBe(40);
    expect(ug.percentOf(game.player(P3))).toBe(30);
    expect(ug.percentOf(game.player(P2))).toBe(10);
    // Now Player 1 may convert UG3's second half: only he, and only convert or keep.
    expect(game.round.activeEntity()).toBe(game.player(P1));
    expect(game.legalActions(game.player(P1))).toEqual([{ type: "choose", choices: ["convert", "keep"], prompt: expect.stringMatching(/convert the second half of UG3/) }]);
    expectRefused(game, { type: "choose", ...player(P3), choice: "convert" }, /is for Player 1 to decide, not Player 3/);
    game.process({ type: "choose", ...player(P1), choice: "convert" });
    expect(ug.percentOf(game.player(P1))).toBe(10);
    expect(ug.president).toBe(game.player(P4));
    const ug3 = game.corporation("UG3");
    expect(ug3.closed).toBe(false);
    expect(ug3.president).toBe(game.player(P3));
    expect(ug3.percentOf(game.player(P1))).toBe(0);
    // The converted half is retired: it pays nobody (IX.6).
    expect(ug3.shares[1]!.holder).toBe("reserved");
    expect(game.messages.some((m) => /Player 1 receives a 10% share of UG for 50% of UG3/.test(m.text))).toBe(true);
    // When UG3's director folds in later, he takes one exchange share; all five are then issued.
    expect(ug.sharesOf("reserved").length).toBe(1);
  });

  it("asks the other minors clockwise from the founder's director, not in the minors' order (XII.4, XII.5)", () => {
    for (const native of [true, false]) {
      // UG1: Player 4; UG2 to Player 2; UG3's director half to Player 1 (its second half stays with Player 3).
      const game = ugExchangeRound(native, P3, (g) => {
        moveCertificates(g.corporation("UG2").shares, g.player(P2));
        moveCertificates([g.corporation("UG3").shares[0]!], g.player(P1));
      });
      choose(game, "UG1", "form");
      const asked: string[] = [];
      while (game.round.activeEntity() instanceof Corporation) {
        const sym = (game.round.activeEntity() as Corporation).sym;
        asked.push(sym);
        choose(game, sym, "fold_in");
      }
      // Clockwise from Player 4 comes Player 1 (UG3), then Player 2 (UG2); 18xx.games asks UG2 first.
      expect(asked).toEqual(native ? ["UG3", "UG2"] : ["UG2", "UG3"]);
      expect(game.corporation("UG").floated).toBe(true);
    }
  });

  it("UG3's second half is not offered on its own with 18xx.games' option (it converts with its director's)", () => {
    const game = ugExchangeRound(false, P1);
    choose(game, "UG1", "form");
    choose(game, "UG2", "fold_in");
    choose(game, "UG3", "decline");
    expect(game.corporation("UG").floated).toBe(true);
    expect(game.legalActions(game.player(P1))).toEqual([]);
    expect(game.corporation("UG3").percentOf(game.player(P1))).toBe(50);
  });

  it("the directorship shifts only once all conversions are done: a tie they make keeps the director in office (XII.4, XII.6)", () => {
    // Player 4 (director, 30% + UG1) holds UG3's second half; Player 3 holds 20% + UG2 + UG3's director half.
    const game = ugExchangeRound(true, P4);
    choose(game, "UG1", "form");
    choose(game, "UG2", "decline");
    choose(game, "UG3", "decline");
    const ug = game.corporation("UG");
    expect(ug.president).toBe(game.player(P4));
    expect(ug.percentOf(game.player(P4))).toBe(40);
    // Player 4 keeps his half for now, and sells Player 3 one of his UG shares: 30% each.
    game.process({ type: "choose", ...player(P4), choice: "keep" });
    moveCertificates([ug.sharesOf(game.player(P4)).find((c) => !c.president)!], game.player(P3));
    expect(ug.percentOf(game.player(P3))).toBe(30);
    expect(ug.percentOf(game.player(P4))).toBe(30);
    // The next exchange round (after the stock round: everyone passes, a player over the certificate
    // limit selling first): Player 3 folds UG2 in
    // (40%, more than Player 4's 30%), ...
    while (game.round instanceof StockRound) {
      const seat = player(Number((game.round.activeEntity() as { id: string }).id));
      const legal = game.legalActions(game.player(seat.entity));
      const sale = legal.find((a) => a.type === "sell_shares");
      if (legal.some((a) => a.type === "pass")) game.process({ type: "pass", ...seat });
      else game.process({ ...sale!, ...seat });
    }
    const next = (): string => (game.round.activeEntity() as Corporation).sym;
    while (game.round.activeEntity() instanceof Corporation && next() !== "UG2") choose(game, next(), "Decline");
    choose(game, "UG2", "fold_in");
    expect(ug.percentOf(game.player(P3))).toBe(40);
    expect(ug.president).toBe(game.player(P4));
    choose(game, "UG3", "decline");
    // ... and Player 4 converts UG3's second half: 40% each, so the director in office stays.
    game.process({ type: "choose", ...player(P4), choice: "convert" });
    expect(ug.percentOf(game.player(P4))).toBe(40);
    expect(ug.president).toBe(game.player(P4));
  });

  it("the first 5-train converts the remaining Ungarische minors at once: the directorship moves only after all (XII.4, XII.6)", () => {
    const game = ugExchangeRound(true, P4);
    choose(game, "UG1", "form");
    choose(game, "UG2", "decline");
    choose(game, "UG3", "decline");
    game.process({ type: "choose", ...player(P4), choice: "keep" });
    const ug = game.corporation("UG");
    // Player 4 (director) and Player 3 hold 30% each; UG2 goes to Player 1. Player 3 directs UG3,
    // Player 4 holds its second half.
    moveCertificates([ug.sharesOf(game.player(P4)).find((c) => !c.president)!], game.player(P3));
    moveCertificates(game.corporation("UG2").shares, game.player(P1));
    ugFormation(game);
    for (const sym of ["UG2", "UG3"]) expect(game.corporation(sym).closed).toBe(true);
    // Player 3's exchange share puts him ahead only until Player 4's: 40% each, the director stays.
    expect(ug.percentOf(game.player(P3))).toBe(40);
    expect(ug.percentOf(game.player(P4))).toBe(40);
    expect(ug.percentOf(game.player(P1))).toBe(10);
    expect(ug.president).toBe(game.player(P4));
  });

  it("minors' revenue is always split: half to the treasury, half to the holders (no choice to make)", () => {
    const game = at(267); // UG1 in OR 2.1, before it runs (50% Player 4, 50% Player 2)
    game.process({ type: "run_routes", ...corporation("UG1"), routes: [{ train: "2-8", connections: [["H22", "H20"]] }] });
    expect(game.messages.some((m) => /UG1 keeps Kr30 of its Kr60/.test(m.text))).toBe(true);
  });

  it("coal companies and minors keep one train from the first 3+1-train; the Ungarische minors keep two (XII.2)", () => {
    const game = at(612);
    expect(game.trainLimit(game.corporation("SD1"))).toBe(1);
    expect(game.trainLimit(game.corporation("RGTE"))).toBe(1);
    expect(game.trainLimit(game.corporation("UG1"))).toBe(2);
    expect(game.trainLimit(game.corporation("MS"))).toBe(3);
  });

  it("a state railway formed at the start of an operating round runs in it (XII.3): the k.k., formed before OR 8.2", () => {
    const formed = at(822); // KK1 formed the k.k. in the exchange round that opened OR 8.2
    expect(formed.round).toBeInstanceOf(OperatingRound);
    expect(formed.corporation("KK").floated).toBe(true);
    const game = at(851);
    expect(game.round.name).toBe(formed.round.name);
    expect(game.round.activeEntity()).toBe(game.corporation("KK"));
    // Its trains came from minors that had not operated this round: they run.
    for (const action of log.actions.slice(851, 853)) game.process(action);
    expect(game.messages.some((m) => /^KK runs a 3 train for Kr\d+/.test(m.text))).toBe(true);
  });

  /** Gives a corporation's certificates, in order, to these players (constructed positions). */
  const deal = (game: Game, sym: string, holders: number[]) =>
    holders.forEach((p, i) => moveCertificates([game.corporation(sym).shares[i]!], game.player(p)));

  it("the Südbahn's director on a tie: the owner of the lowest-numbered minor, not the holder of the director's certificate (XII.3)", () => {
    const game = at(798); // TI is about to buy the first 4-train, which forms the Südbahn
    // Player 2 (SD3, SD4) holds the director's certificate and 20%, Player 1 (SD1, SD2) 20%, Player 3 10%.
    deal(game, "SD", [P2, P1, P3, P2, P1]);
    game.process(log.actions[798]);
    const sd = game.corporation("SD");
    expect(sd.floated).toBe(true);
    expect(sd.percentOf(game.player(P1))).toBe(40);
    expect(sd.percentOf(game.player(P2))).toBe(40);
    expect(sd.president).toBe(game.player(P1));
  });

  /**
   * The fixture's exchange round after the first 4-train (entry 819: KK1 may form the k.k.), with
   * the k.k. minors and the seven k.k. shares sold so far given to these players (constructed; in
   * the fixture Player 1 owns all three minors). The formation is decided in 18xx.games' order.
   */
  const kkExchangeRound = (minors: [number, number, number], shares: number[], native = false) => {
    const game = at(819);
    if (native) game.options.optional_rules.splice(game.options.optional_rules.indexOf(COMPAT), 1);
    (["KK1", "KK2", "KK3"] as const).forEach((sym, i) => moveCertificates(game.corporation(sym).shares, game.player(minors[i]!)));
    deal(game, "KK", shares);
    return game;
  };

  it("the k.k.'s director on a tie when it first forms: the owner of the lowest-numbered minor (XII.3)", () => {
    // KK1: Player 1, KK2: Player 4, KK3: Player 2. Players 2 and 4 tie at 30%; Player 2 holds the director's certificate.
    const game = kkExchangeRound([P1, P4, P2], [P2, P4, P2, P4, P1, P3, P3]);
    for (const sym of ["KK1", "KK2", "KK3"]) choose(game, sym, sym === "KK1" ? "form" : "fold_in");
    const kk = game.corporation("KK");
    expect(kk.floated).toBe(true);
    expect(kk.percentOf(game.player(P2))).toBe(30);
    expect(kk.percentOf(game.player(P4))).toBe(30);
    // Clockwise from KK1's owner (Player 1) Player 2 would come first; the owner of KK2 wins.
    expect(kk.president).toBe(game.player(P4));
  });

  it("the k.k.'s director on a tie between players who owned no k.k. minor: the one nearest to the left of KK1's owner (XII.3)", () => {
    // KK1 and KK2: Player 3, KK3: Player 1; Players 2 and 4 own none and tie at 30%, above them.
    const game = kkExchangeRound([P3, P3, P1], [P2, P2, P2, P4, P4, P4, P1]);
    for (const sym of ["KK1", "KK2", "KK3"]) choose(game, sym, sym === "KK1" ? "form" : "fold_in");
    const kk = game.corporation("KK");
    expect(kk.percentOf(game.player(P2))).toBe(30);
    expect(kk.percentOf(game.player(P4))).toBe(30);
    expect(kk.percentOf(game.player(P3))).toBe(20);
    // To the left of Player 3 sits Player 4, then Player 1, then Player 2.
    expect(kk.president).toBe(game.player(P4));
  });

  it("the k.k.'s director on a tie: the owner of a lower-numbered minor that declined to fold in, before the owner of one folding in (XII.3)", () => {
    // KK1: Player 1, KK2: Player 4, KK3: Player 2. Player 4 holds 20% with the director's certificate, Player 2
    // and Player 3 10% each; the other three shares sold are in the bank pool. KK1 forms, KK2 declines, KK3 folds in.
    const game = kkExchangeRound([P1, P4, P2], [P4, P4, P2, P3], true);
    moveCertificates(game.corporation("KK").shares.slice(4, 7), "pool");
    choose(game, "KK1", "form");
    choose(game, "KK2", "decline");
    choose(game, "KK3", "fold_in");
    const kk = game.corporation("KK");
    expect(kk.floated).toBe(true);
    expect(game.corporation("KK2").closed).toBe(false);
    expect(kk.percentOf(game.player(P4))).toBe(20);
    expect(kk.percentOf(game.player(P2))).toBe(20);
    // Player 4 owned KK2, lower-numbered than Player 2's KK3: "the one who owned the lowest-numbered minor".
    expect(kk.president).toBe(game.player(P4));
  });

  it("as 18xx.games plays it, the k.k.'s director on a tie: only the minors folding in count (the compatibility option)", () => {
    const game = kkExchangeRound([P1, P4, P2], [P4, P4, P2, P3]);
    moveCertificates(game.corporation("KK").shares.slice(4, 7), "pool");
    choose(game, "KK1", "form");
    choose(game, "KK2", "decline");
    choose(game, "KK3", "fold_in");
    expect(game.corporation("KK").president).toBe(game.player(P2));
  });

  it("the Ungarische's director on a tie: the director of a lower-numbered minor that declined to fold in (XII.4)", () => {
    // UG1: Player 4 directs, Player 2 holds the second half; UG2: Player 1; UG3: Player 3 (both halves).
    // Player 1 holds 30% of UG with the director's certificate, Player 3 10%; a fifth share sold is in the pool.
    const game = ugExchangeRound(true, P3, (g) => {
      moveCertificates(g.corporation("UG2").shares, g.player(P1));
      deal(g, "UG", [P1, P1, P1, P3]);
      moveCertificates([g.corporation("UG").shares[4]!], "pool");
    });
    choose(game, "UG1", "form");
    choose(game, "UG2", "decline");
    choose(game, "UG3", "fold_in");
    const ug = game.corporation("UG");
    expect(ug.floated).toBe(true);
    expect(ug.percentOf(game.player(P1))).toBe(30);
    expect(ug.percentOf(game.player(P3))).toBe(30);
    // Player 1 directed UG2, lower-numbered than Player 3's UG3: "the one who directed the lowest-numbered minor".
    expect(ug.president).toBe(game.player(P1));
  });

  it("the Ungarische's director on a tie between directors of its minors: who directed the lowest-numbered one (XII.4)", () => {
    // Player 3 (UG2, UG3's director half) takes the director's certificate: he and Player 4 (UG1) each end with 40%.
    const game = ugExchangeRound(true, P1, (g) => deal(g, "UG", [P3, P4, P4, P3, P4]));
    choose(game, "UG1", "form");
    choose(game, "UG2", "fold_in");
    choose(game, "UG3", "fold_in");
    const ug = game.corporation("UG");
    expect(ug.percentOf(game.player(P3))).toBe(40);
    expect(ug.percentOf(game.player(P4))).toBe(40);
    expect(ug.president).toBe(game.player(P4));
  });

  it("the Ungarische's director on a tie: a director of a minor before the holder of half of a lower-numbered one (XII.4)", () => {
    // UG1: Player 4 directs, Player 2 holds the second half; UG2: Player 4; UG3: Player 3 directs,
    // Player 1 holds the second half. Player 2 (with the director's certificate) and Player 3 tie at 30%.
    const game = ugExchangeRound(true, P1, (g) => {
      moveCertificates(g.corporation("UG2").shares, g.player(P4));
      deal(g, "UG", [P2, P2, P3, P3, P1]);
    });
    choose(game, "UG1", "form");
    choose(game, "UG2", "fold_in");
    choose(game, "UG3", "fold_in");
    const ug = game.corporation("UG");
    expect(ug.percentOf(game.player(P2))).toBe(30);
    expect(ug.percentOf(game.player(P3))).toBe(30);
    expect(ug.percentOf(game.player(P4))).toBe(20);
    expect(ug.president).toBe(game.player(P3));
  });

  it("the Ungarische's director on a tie between players who directed no minor: who owned the lowest-numbered minor (XII.4)", () => {
    // UG1: Player 4 directs, Player 2 holds the second half; UG2: Player 4; UG3: Player 3 directs,
    // Player 1 holds the second half. Players 1 and 2 hold 20% of UG each (Player 1 the director's certificate).
    const game = ugExchangeRound(true, P1, (g) => {
      moveCertificates(g.corporation("UG2").shares, g.player(P4));
      deal(g, "UG", [P1, P1, P2, P2, P3]);
    });
    choose(game, "UG1", "form");
    choose(game, "UG2", "fold_in");
    choose(game, "UG3", "fold_in");
    const ug = game.corporation("UG");
    expect(ug.percentOf(game.player(P1))).toBe(30);
    expect(ug.percentOf(game.player(P2))).toBe(30);
    expect(ug.percentOf(game.player(P4))).toBe(20);
    // Nearest to the left of UG1's director would be Player 1; Player 2 owned half of UG1.
    expect(ug.president).toBe(game.player(P2));
  });

  /**
   * The fixture from the exchange round after the first 4-train (entry 819), with other decisions on
   * the k.k., then OR 8.2 from the log; the turns of the k.k. minors still open are played here
   * (`turn` for a minor's buy-trains step; otherwise KK2 runs its 3-train Wien-Graz, and they pass).
   * Constructed: when SD comes to buy its train (entry 842), the bank's remaining 4-trains and 4E are
   * taken out, as if sold, and SD buys the first 4+1-train.
   */
  const kkUntilFourPlusOne = (decisions: [string, string][], turn: Record<string, (game: Game) => void> = {}, arrange?: (game: Game) => void) => {
    const game = at(819);
    arrange?.(game);
    for (const [sym, choice] of decisions) choose(game, sym, choice);
    const playMinors = (until: string) => {
      for (let active = game.round.activeEntity(); active instanceof Corporation && active.sym !== until; active = game.round.activeEntity()) {
        const sym = active.sym;
        const types = game.round.actionTypes(active);
        if (types.includes("run_routes")) {
          game.process({ type: "run_routes", ...corporation(sym), routes: [{ train: active.trains[0]!.id, connections: [["G17", "G15", "G13"]] }] });
        } else if (types.includes("buy_train") && turn[sym]) {
          turn[sym]!(game);
          delete turn[sym];
        } else {
          game.process({ type: "pass", ...corporation(sym) });
        }
      }
    };
    for (const action of log.actions.slice(822, 842)) {
      playMinors((action as { entity?: string }).entity!);
      game.process(action);
    }
    expect(game.round.activeEntity()).toBe(game.corporation("SD"));
    game.depot.upcoming.splice(0, game.depot.upcoming.findIndex((t) => t.name === "4+1"));
    return game;
  };
  const buyFourPlusOne = (game: Game) => game.process({ type: "buy_train", ...corporation("SD"), train: "4+1-0", price: 530 });

  it("the first 4+1-train forms the k.k. from its minors if KK1 has not; formed during the operating round, it does not run in it (XII.3, XII.5)", () => {
    const game = kkUntilFourPlusOne([["KK1", "decline"]]);
    const minors = ["KK1", "KK2", "KK3"].map((s) => game.corporation(s));
    expect(minors.every((m) => m.floated && !m.closed && m.operatedThisRound)).toBe(true);
    const treasuries = minors.reduce((t, m) => t + m.cash, 0);
    expect(game.corporation("KK").floated).toBe(false);
    buyFourPlusOne(game);
    const kk = game.corporation("KK");
    expect(kk.floated).toBe(true);
    for (const m of minors) expect(m.closed).toBe(true);
    expect(kk.cash).toBe(840 + treasuries);
    expect(kk.president).toBe(game.player(P1));
    const round = game.round as OperatingRound;
    const operators: string[] = [];
    while (!round.finished && game.round === round) {
      operators.push(round.current!.sym);
      (round as unknown as { endTurn(): void }).endTurn();
    }
    expect(operators).not.toContain("KK");
  });

  it("the first 4+1-train folds in the k.k. minors still open; their trains do not run again, their exchange shares pay nothing that round, and a tie keeps the director (XII.3, XII.5)", () => {
    // KK1 (Player 1) forms the k.k. with KK2 (Player 1); Player 3 keeps KK3, and in its turn buys
    // MS's 3-train. Player 1 has 40% of the k.k., Player 3 30%, Players 2 and 4 10% each.
    const game = kkUntilFourPlusOne(
      [["KK1", "form"], ["KK2", "fold_in"], ["KK3", "decline"]],
      { KK3: (g) => agreedTrain(g, "KK3", "3-0", 100) },
      (g) => {
        moveCertificates(g.corporation("KK3").shares, g.player(P3));
        deal(g, "KK", [P1, P1, P2, P3, P3, P3, P4]);
      },
    );
    const kk = game.corporation("KK");
    expect(kk.president).toBe(game.player(P1));
    expect(kk.percentOf(game.player(P1))).toBe(40);
    expect(game.corporation("KK3").trains.map((t) => t.id)).toEqual(["3-0"]);
    buyFourPlusOne(game);
    expect(game.corporation("KK3").closed).toBe(true);
    // Player 3's exchange share brings him level with Player 1: the director stays.
    expect(kk.percentOf(game.player(P3))).toBe(40);
    expect(kk.president).toBe(game.player(P1));
    // SD ends its turn, TI plays its turn from the log; then the k.k. lays its tile.
    for (const action of effectiveActions(log.actions.slice(843, 852))) game.process(action);
    expect(game.round.activeEntity()).toBe(kk);
    expect(kk.trains.map((t) => t.id).sort()).toEqual(["3-0", "3-3"]);
    expectRefused(
      game,
      { type: "run_routes", ...corporation("KK"), routes: [{ train: "3-0", connections: [["G17", "G15", "G13"]] }] },
      /^1837 XII\.3: the 3 train came to KK from a company that already operated this round, so it may not run this round/,
    );
    // KK2's train came before KK2 operated: it runs (the log's route).
    const run = log.actions[852] as unknown as { routes: { train: string; revenue: number }[] };
    expect(run.routes.map((r) => r.train)).toEqual(["3-3"]);
    game.process(log.actions[852]);
    const revenue = run.routes[0]!.revenue;
    const cash = (p: number) => game.player(p).cash;
    const before = { bank: game.bank.cash, kk: kk.cash, p1: cash(P1), p2: cash(P2), p3: cash(P3), p4: cash(P4) };
    game.process({ type: "dividend", ...corporation("KK"), kind: "payout" });
    const perShare = revenue / 10;
    // Player 3's share for KK3 pays nothing this round: its Kr stays with the bank.
    expect(cash(P1) - before.p1).toBe(4 * perShare);
    expect(cash(P3) - before.p3).toBe(3 * perShare);
    expect(cash(P2) - before.p2).toBe(perShare);
    expect(cash(P4) - before.p4).toBe(perShare);
    expect(kk.cash).toBe(before.kk);
    expect(before.bank - game.bank.cash).toBe(9 * perShare);
  });
});

describe("1837 IX: dividends", () => {
  it("a major may pay half: half to the treasury, half paid out, rounded down for the bank; the share value moves down and right (IX.7, IX.8)", () => {
    const before = at(919);
    const game = at(920);
    const sd = game.corporation("SD");
    expect(sd.cash - before.corporation("SD").cash).toBe(150);
    expect(game.player(P2).cash - before.player(P2).cash).toBe(75);
    expect(game.market.price("SD")).toBe(157);
    expect(before.market.price("SD")).toBe(165);
  });

  it("unissued exchange shares and shares in the initial offering pay nothing (IX.6)", () => {
    const before = at(445);
    const game = at(446); // TI pays out Kr50: 20% P2's exchange shares issued, one exchange share still unissued? none: all paid to holders only
    const paid = game.players.reduce((t, p) => t + p.cash, 0) - before.players.reduce((t, p) => t + p.cash, 0);
    const ti = game.corporation("TI");
    const playersPercent = game.players.reduce((t, p) => t + ti.percentOf(p), 0);
    expect(paid).toBe((50 * playersPercent) / 100);
  });

  it("UG1's two halves are paid exactly and rounded down: the odd krone stays with the bank (IX.6-IX.8)", () => {
    const entry = log.actions[438] as unknown as { entity: string; routes: { revenue: number }[] };
    expect(entry.entity).toBe("UG1");
    const revenue = entry.routes.reduce((t, r) => t + r.revenue, 0);
    expect(revenue % 4).toBe(2); // half of it is odd: each 50% holder's share has a half krone
    const before = at(438);
    const game = at(439);
    const ug1 = before.corporation("UG1");
    expect(ug1.percentOf(before.player(P4))).toBe(50);
    expect(ug1.percentOf(before.player(P2))).toBe(50);
    const kept = Math.floor(revenue / 2);
    const each = Math.floor(((revenue / 2) * 50) / 100);
    expect(game.corporation("UG1").cash - ug1.cash).toBe(kept);
    expect(game.player(P4).cash - before.player(P4).cash).toBe(each);
    expect(game.player(P2).cash - before.player(P2).cash).toBe(each);
    expect(before.bank.cash - game.bank.cash).toBe(kept + 2 * each);
    expect(kept + 2 * each).toBe(revenue - 1);
  });
});

describe("1837 VII: stations", () => {
  it("cost the marker's price times the distance from home, counted over the map (VII.4)", () => {
    const before = at(934);
    const game = at(935); // KK (home Wien, G17) places at Brünn (E17): two steps, Kr20 a step
    expect(before.corporation("KK").cash - game.corporation("KK").cash).toBe(40);
  });

  it("the distance may not go off the grid (VII.4); 18xx.games counts it as the crow flies, off the grid too", () => {
    // BK's home (C11) to I7: six hexes straight, seven without leaving the map.
    const grid = new Board(data1837).grid;
    const [home, to] = [grid.indexOf("C11"), grid.indexOf("I7")];
    expect(grid.distance(home, to)).toBe(6);
    expect(grid.stepsWithin(home, to)).toBe(7);
    // A game played here under 18xx_games (random play seed 12 (builder), 892 actions): BK's second station (Kr20 a step) on I7.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-station-distance.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, position);
    const offered = game.legalActions(game.corporation("BK")).find((a) => a.type === "place_token" && a.hex === "I7");
    expect(offered && offered.type === "place_token" && offered.cost).toBe(120);
  });

  it("as 18xx.games plays it, the brown Wien tile merges the k.k. home stations; KK keeps one there and the other two go back to its charter (VI.2, VII.9)", () => {
    const before = at(929);
    expect(before.board.tokensOf("KK").filter((t) => t.hex === "G17").length).toBe(3);
    const game = at(930);
    expect(game.board.tileAt("G17").name).toBe("436");
    expect(game.board.tokensOf("KK").filter((t) => t.hex === "G17").length).toBe(1);
    expect(game.corporation("KK").extraTokens).toEqual([20, 40]);
  });

  it("new games: the stations a merged city leaves over are removed without compensation (VII.9)", () => {
    // Random play, seed 2, 4 players, the clarifications: MS lays the brown Wien tile over the k.k.'s three stations.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-wien-brown.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, position, position.actions.length - 1);
    const kk = game.corporation("KK");
    expect(game.board.tokensOf("KK").filter((t) => t.hex === "G17").length).toBe(3);
    const [extra, next] = [kk.extraTokens.length, kk.nextTokenCost()];
    game.process(position.actions.at(-1)!);
    expect(game.board.tileAt("G17").name).toBe("436");
    expect(game.board.tokensOf("KK").filter((t) => t.hex === "G17").length).toBe(1);
    // Nothing goes back to the charter (18xx.games returns them at Kr20 and Kr40: the test above).
    expect([kk.extraTokens.length, kk.nextTokenCost()]).toEqual([extra, next]);
  });

  it("one station per company in a city, not in a hex (VII.9): a second one may go in the hex's other city", () => {
    const board = new Board(data1837);
    board.layTile("G13", "408-0", 0);
    board.placeToken("MS", "G13", 0);
    const reserved = new Map<string, string[]>();
    expect(() => board.checkTokenPlacement("MS", "G13", 0, { reserved, needsConnection: false })).toThrow(/MS already has a station in this city/);
    board.checkTokenPlacement("MS", "G13", 1, { reserved, needsConnection: false });
  });

  it("as 18xx.games plays it, one station per company in a hex: MS may not add one in Graz's other city", () => {
    const game = at(605); // an imported game: MS's station step; it has a station in G13's first city
    expect(game.round.activeEntity()).toBe(game.corporation("MS"));
    expect(game.board.tokensAt("G13")).toEqual([["MS", null], [null]]);
    expectRefused(game, { type: "place_token", ...corporation("MS"), city: "408-0-1" }, /^1837 VII\.9: G13: MS already has a station in this hex/);
  });

  it("the Ungarische keeps its stations in Buda and Pest until the brown Budapest tile merges them; then (as 18xx.games plays it) one goes back to its charter (VII.9)", () => {
    const before = at(955); // SD about to lay the brown Budapest tile
    expect(before.board.tokensAt("H22")).toEqual([["UG"], ["UG"]]);
    const game = at(956);
    expect(game.board.tileAt("H22").name).toBe("435");
    expect(game.board.tokensOf("UG").filter((t) => t.hex === "H22").length).toBe(1);
    expect(game.corporation("UG").extraTokens).toEqual([20]);
  });
});

describe("1837 VI.1: upgrading a reachable city", () => {
  it("a city may be upgraded though the tile adds no track: SD lays the brown Budapest tile (VI.1)", () => {
    const game = at(955);
    expect(game.round.activeEntity()).toBe(game.corporation("SD"));
    expect(game.board.tokensOf("SD").some((t) => t.hex === "H22")).toBe(false);
    const exits = game.board.tileAt("H22").shape.exits;
    game.process({ type: "lay_tile", ...corporation("SD"), hex: "H22", tile: "435-0", rotation: 0 });
    expect(game.board.tileAt("H22").name).toBe("435");
    expect(game.board.tileAt("H22").shape.exits).toBe(exits);
  });

  it("a city may be upgraded though other companies' stations keep its company from the new track (VI.1)", () => {
    // Constructed: a BK station fills the free circle of J16, so BH reaches the city but cannot run through it.
    const game = at(1044);
    expect(game.round.activeEntity()).toBe(game.corporation("BH"));
    game.board.placeToken("BK", "J16", 0);
    expect(game.board.tokensAt("J16")).toEqual([["SD", "BK"]]);
    const h = game.board.hexIndex("J16");
    const old = game.board.tileAt("J16").shape.exits;
    game.process({ type: "lay_tile", ...corporation("BH"), hex: "J16", tile: "430-1", rotation: 0 });
    const added = game.board.tileAt("J16").shape.exits & ~old;
    expect(added).not.toBe(0);
    // None of the new track is reachable by BH.
    expect(game.board.graphFor("BH").edges[h]! & added).toBe(0);
  });

  it("refuses to upgrade a city its company cannot reach (VI.1)", () => {
    const game = at(1044);
    expectRefused(game, { type: "lay_tile", ...corporation("BH"), hex: "C11", tile: "430-1", rotation: 0 }, /^1837 VI\.1: C11: BH cannot reach any track of tile #430/);
  });
});

describe("1837 VI.1 as 18xx.games lays track (18xx_games): new track, or a city of new value", () => {
  // A game played here (as 18xx.games plays 1837): the coal company EPP lays its tile; C9 holds a straight #9.
  const noNewTrack = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-no-new-track.json", import.meta.url), "utf8")) as GameLog;
  const lays = (game: Game, sym: string) =>
    game.legalActions(game.corporation(sym)).flatMap((a) => (a.type === "lay_tile" ? a.rotations.map((r) => `${a.hex}:${a.tile.split("-")[0]}:${r}`) : []));

  it("refuses an upgrade whose track EPP's routes reach is all old track, its cities' values unchanged (18xx.games refuses it too)", () => {
    const game = replayLog(title1837, noNewTrack);
    expect(game.round.activeEntity()).toBe(game.corporation("EPP"));
    expect(game.board.tileAt("C9").name).toBe("9");
    expect(lays(game, "EPP")).not.toContain("C9:27:2");
    expectRefused(
      game,
      { type: "lay_tile", ...corporation("EPP"), hex: "C9", tile: "27-2", rotation: 2 },
      /^1837 VI\.1 \(as 18xx\.games lays track: .*\): C9: EPP must use new track or change a city's value/,
    );
  });

  it("still offers the upgrades whose new track EPP's routes reach, as 18xx.games allows them", () => {
    const game = replayLog(title1837, noNewTrack);
    expect(lays(game, "EPP")).toEqual(expect.arrayContaining(["C9:18:2", "C9:23:5", "C9:26:5", "C13:26:4"]));
    game.process({ type: "lay_tile", ...corporation("EPP"), hex: "C9", tile: "26-1", rotation: 5 });
    expect(game.board.tileAt("C9").name).toBe("26");
  });

  it("does not check the upgrades of a yellow double town (#87, #88, #204), as 18xx.games does not: SD2's #204 on J12", () => {
    // A game played here: the Karawanken has laid the double town #69 on J12; SD2 (station in J16) is to lay.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-double-town-upgrade.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, log);
    expect(game.round.activeEntity()).toBe(game.corporation("SD2"));
    expect(game.board.tileAt("J12").name).toBe("69");
    expect(lays(game, "SD2")).toContain("J12:204:1");
    game.process({ type: "lay_tile", ...corporation("SD2"), hex: "J12", tile: "204-0", rotation: 1 });
    expect(game.board.tileAt("J12").name).toBe("204");
  });

  it("allows an upgrade that adds no track MS's routes reach but changes a city's value: Wien's #436 in the 18xx.games game", () => {
    const game = at(929);
    expect(game.round.activeEntity()).toBe(game.corporation("MS"));
    expect(lays(game, "MS")).toContain("G17:436:5");
    game.process({ type: "lay_tile", ...corporation("MS"), hex: "G17", tile: "436-0", rotation: 5 });
    expect(game.board.tileAt("G17").name).toBe("436");
  });
});

describe("1837 VIII.4 as 18xx.games plays it (18xx_games): the 5+4 and the 4G without limit", () => {
  // 18xx.games sells the largest trains, passenger and goods, without limit, so a trainless major must
  // always buy one (found by the comparison: builder seed 14, TI trainless with the last 5+4 and 4G sold).
  /** Sells up to `times` copies of a type from the bank; returns how many it had. */
  const sell = (game: Game, name: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const train = game.depot.upcoming.find((t) => t.name === name);
      if (!train) return i;
      game.depot.remove(train);
    }
    return times;
  };

  it("a copy stays on sale however many are sold; new games sell one 5+4 and three 4G (VIII.4)", () => {
    const imported = new Game(title1837, players(4), { optional_rules: [COMPAT] }, 1);
    for (const name of ["5+4", "4G"]) {
      expect(sell(imported, name, 6)).toBe(6);
      expect(imported.depot.upcoming.filter((t) => t.name === name)).toHaveLength(1);
    }
    const native = newGame();
    expect(sell(native, "5+4", 6)).toBe(1);
    expect(sell(native, "4G", 6)).toBe(3);
  });
});

describe("1837 VII.7, IV.2.6, VIII.4: routes to stations, operating order, the train obligation", () => {
  it("the route to a new station may back-track (VII.7): BK reaches Wien only that way", () => {
    const game = at(1048); // BK about to place a station in Wien (G17), which its trains cannot reach
    const cityNode = game.board.tileAt("G17").type.cityNode(0);
    const key = game.board.hexIndex("G17") * 8 + cityNode;
    expect(game.board.graphFor("BK").nodes.has(key)).toBe(false);
    expect(game.board.tokenGraphFor("BK").nodes.has(key)).toBe(true);
    game.process({ type: "place_token", ...corporation("BK"), city: "436-0-0" });
    expect(game.board.tokensAt("G17")[0]).toContain("BK");
  });

  it("chooses each major's turn by the share values as they stand then (IV.2.6)", () => {
    const game = at(1009); // OR 10.1, majors to come
    const round = game.round as OperatingRound;
    const waiting = game.activeCorporations().filter((c) => c.floated && !c.def.minor && !c.operatedThisRound && c !== round.current);
    expect(waiting.length).toBeGreaterThan(1);
    // Move the lowest-valued waiting major to the top of the market: it operates next.
    const last = [...waiting].sort((a, b) => game.compareForOperating(a, b)).at(-1)!;
    game.market.place(last.sym, { row: 0, col: 14 });
    (round as unknown as { endTurn(): void }).endTurn();
    expect(round.current).toBe(last);
  });

  it("a major need not buy a train once the bank has no new train it may own (VIII.4)", () => {
    const game = at(1049); // BK, trainless, in its buy-trains step: it must buy
    const bk = game.corporation("BK");
    expect(game.round.actionTypes(bk)).not.toContain("pass");
    game.depot.upcoming.splice(0); // as if every new train had been sold
    game.edited();
    // It may still buy from another company, but may now pass.
    expect(game.round.actionTypes(bk)).toContain("pass");
  });

  it("a major must own a train at the end of its turn: its pass without one is refused (II.2, II.3, XI.4)", () => {
    const game = at(807); // GT, without a train, at its buy-trains step with more than a train's price
    const gt = game.corporation("GT");
    expect(game.round.activeEntity()).toBe(gt);
    expect(gt.trains).toEqual([]);
    expect(gt.cash).toBeGreaterThanOrEqual(Math.min(...game.depot.forSale(game.phases.reached).map((t) => t.def.price)));
    expectRefused(game, { type: "pass", ...corporation("GT") }, /^1837 II\.2, II\.3, XI\.4: GT must own a train at the end of its turn/);
  });

  it("a coal company or a minor may end its turn without a train, though it could buy one (II.2, II.3, XI.4)", () => {
    const coal = at(170); // EPP: Kr100, a 1G-train costs Kr100
    expect(coal.round.activeEntity()).toBe(coal.corporation("EPP"));
    coal.process({ type: "pass", ...corporation("EPP") });
    expect(coal.corporation("EPP").trains).toEqual([]);
    expect(coal.round.activeEntity()).not.toBe(coal.corporation("EPP"));
    const minor = at(196); // SD1: Kr90, a 2-train costs Kr90
    expect(minor.round.activeEntity()).toBe(minor.corporation("SD1"));
    expect(minor.corporation("SD1").cash).toBe(90);
    minor.process({ type: "pass", ...corporation("SD1") });
    expect(minor.corporation("SD1").trains).toEqual([]);
    expect(minor.round.activeEntity()).toBe(minor.corporation("SD2"));
  });

  it("a trainless major relieved of its obligation may still buy another company's train for more than its treasury (VIII.4, XI.4)", () => {
    const game = at(1049);
    const bk = game.corporation("BK");
    const ug = game.corporation("UG");
    game.depot.upcoming.splice(0); // constructed: as if every new train had been sold
    game.edited();
    expect(game.round.actionTypes(bk)).toContain("pass");
    // UG's 4G-train (face value Kr1000) for more than BK's Kr939: Player 1, its president, pays the rest.
    const price = 1000;
    expect(bk.cash).toBeLessThan(price);
    expect(game.legalActions(bk)).toContainEqual({ type: "offer", train: "4G-0", buyer: "BK", seller: "UG", min: 1, max: price });
    expectRefused(game, { type: "offer", ...corporation("BK"), train: "4G-0", price: price + 1 }, /^1837 XI\.4, XI\.11: with the president's money, only .* at most at face value/);
    const [treasury, president, seller] = [bk.cash, game.player(P1).cash, ug.cash];
    agreedTrain(game, "BK", "4G-0", price);
    expect(bk.trains.map((t) => t.id)).toEqual(["4G-0"]);
    expect(bk.cash).toBe(0);
    expect(game.player(P1).cash).toBe(president - (price - treasury));
    expect(ug.cash).toBe(seller + price);
  });
});

describe("1837 XI.11: the sales for a train move neither the buyer's presidency nor the seller's", () => {
  // Random play, seed 12, 5 players (uniform), the clarifications: GT (Kr38, no train) must buy one; its director,
  // Player 1 (Kr31), also directs BK (20%, as much as Player 2) and may sell BK only.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-sale-moves-seller.json", import.meta.url), "utf8")) as GameLog;

  it("a sale may move a third company's presidency; that company then does not sell the train", () => {
    const game = replayLog(title1837, position);
    const [gt, bk] = [game.corporation("GT"), game.corporation("BK")];
    expect([gt.cash, gt.trains.length, gt.president]).toEqual([38, 0, game.player(1)]);
    expect(bk.president).toBe(game.player(1));
    expect(game.legalActions(game.player(1))).toEqual([{ type: "sell_shares", corporation: "BK", shares: ["BK_0"], percent: 10, price: 77, boxes: 1 }]);
    game.process({ type: "sell_shares", ...player(1), shares: ["BK_0"], percent: 10 });
    expect(bk.president).toBe(game.player(2));
    const purchases = game.legalActions(gt).filter((a) => a.type === "buy_train" || a.type === "offer");
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.filter((a) => (a.type === "buy_train" ? a.from : a.seller) === "BK")).toEqual([]);
    expectRefused(game, { type: "buy_train", ...corporation("GT"), train: "2-6", price: 100 }, /^1837 XI\.11: the sales for the train changed the president of BK, which may therefore not sell it/);
  });
});

describe("1837 XIV.4, XII.6, XV.2.1: an exchange share of a major whose director's certificate is unsold", () => {
  it("counts against its owner's certificate limit and is worth nothing at the end", () => {
    const game = newGame();
    const p1 = game.player(1);
    const bk = game.corporation("BK");
    expect(bk.shares[0]!.holder).toBe("ipo");
    const count = certificateCount(game, p1);
    // Constructed: Player 1 holds one of BK's exchange shares (a coal company folded in before BK was started).
    moveCertificates([bk.sharesOf("reserved")[0]!], p1);
    expect(bk.percentOf(p1)).toBe(10);
    expect(certificateCount(game, p1)).toBe(count + 1);
    game.process({ type: "end_game", ...player(1) });
    expect(game.result()[p1.id]).toBe(p1.cash);
  });
});

describe("1837 XIII, XIV.6.3: stock rounds", () => {
  it("starts at most two majors at one par value: the par chart has two spaces for each", () => {
    const game = at(455); // TI and MS were started at Kr104; Player 1 is to act
    expect(game.round.activeEntity()).toBe(game.player(P1));
    const pars = game.legalActions(game.player(P1)).filter((a) => a.type === "par");
    expect(pars.length).toBeGreaterThan(0);
    for (const par of pars) {
      const prices = (par as { prices: { price: number }[] }).prices.map((p) => p.price);
      expect(prices).not.toContain(104);
      expect(prices).toContain(70);
    }
    expectRefused(game, { type: "par", ...player(P1), corporation: "TR", share_price: "104,0,2" }, /^1837 XIII \(the par chart\): the par chart has room for 2 corporations at Kr104, and MS and TI started there/);
    game.process({ type: "par", ...player(P1), corporation: "TR", share_price: "70,6,2" });
    expect(game.corporation("TR").parPrice).toBe(70);
  });

  it("a par names its place on the par chart (slot), as 18xx.games' logs do: the first free one is offered, a taken one refused", () => {
    const game = at(455);
    expect([game.corporation("TI").parSlot, game.corporation("MS").parSlot]).toEqual([0, 1]);
    const tr = game.legalActions(game.player(P1)).find((a) => a.type === "par" && a.corporation === "TR") as { prices: { price: number; slot?: number }[] };
    expect(tr.prices.find((p) => p.price === 70)).toMatchObject({ slot: 0 });
    expectRefused(game, { type: "par", ...player(P1), corporation: "TR", share_price: "70,6,2", slot: 2 }, /^1837 XIII \(the par chart\): place 3 of the par chart at Kr70 is not free/);
    game.process({ type: "par", ...player(P1), corporation: "TR", share_price: "70,6,2", slot: 1 });
    expect(game.corporation("TR").parSlot).toBe(1);
  });

  it("refuses a sale of a corporation that has not completed an operating turn (XIV.6.3)", () => {
    const game = at(327); // SR 4, Player 4's turn: he holds 10% of TI, which has not operated yet
    expect(game.round.activeEntity()).toBe(game.player(P4));
    expect(game.corporation("TI").percentOf(game.player(P4))).toBe(10);
    expectRefused(game, { type: "sell_shares", ...player(P4), shares: ["TI_1"], percent: 10 }, /^1837 XIII, XIV\.6\.3: no sale of TI|^1837 XIV\.6\.3: TI may not be sold before it has completed an operating turn/);
  });

  it("a refused sale names the corporation it would sell (XIV.6.3)", () => {
    // Random play, seed 2, 4 players: Player 3 holds BH and TR, neither of which has completed an operating turn.
    const game = replayLog(title1837, JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-sell-tr.json", import.meta.url), "utf8")) as GameLog);
    expect(game.round.activeEntity()).toBe(game.player(3));
    expect(game.corporation("BH").percentOf(game.player(3))).toBe(30);
    expectRefused(game, { type: "sell_shares", ...player(3), shares: ["TR_1"], percent: 10 }, /^1837 XIV\.6\.3: TR may not be sold before it has completed an operating turn$/);
    expectRefused(game, { type: "sell_shares", ...player(3), shares: ["BH_2"], percent: 10 }, /^1837 XIV\.6\.3: BH may not be sold/);
  });

  it("a sold-out corporation rises though exchange shares are unissued; up and left when its president holds more than 40% (XIII.4)", () => {
    const game = at(905);
    // GT (Player 2 holds 60%) moved up and to the left: from Kr97 (row 2, third box) to Kr99.
    expect(game.market.price("GT")).toBe(99);
  });

  it("a state railway not yet formed rises when all sold, its exchange shares unissued (XIII.4, XIV.5.3)", () => {
    // Random play, seed 1, 4 players: the last pass of stock round 6; every issued k.k. share is held by
    // players, its three exchange shares unissued, the k.k. not formed (KK1-3 still run).
    const sold = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-kk-sold-out.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1837, sold, sold.actions.length - 1);
    expect(game.options.optional_rules).not.toContain(COMPAT);
    const kk = game.corporation("KK");
    expect(kk.floated).toBe(false);
    expect(kk.shares.map((s) => (typeof s.holder === "object" ? "player" : s.holder))).toEqual([
      ...new Array(7).fill("player"),
      ...new Array(3).fill("reserved"),
    ]);
    expect(game.market.price("KK")).toBe(120);
    game.process(sold.actions.at(-1)!);
    expect(game.round).not.toBeInstanceOf(StockRound);
    expect(game.market.price("KK")).toBe(135);
    // The Ungarische and the Südbahn, with shares in the initial offering, stay.
    expect(game.market.price("UG")).toBe(175);
    expect(game.market.price("SD")).toBe(142);
  });

  it("gives the priority deal to the player after the last to act, a sale included (XIII.2)", () => {
    const game = at(466);
    expect(game.priority).toBe(game.player(P1));
  });
});

describe("1837 XI.11: forced train purchases and bankruptcy", () => {
  /**
   * BK's turn at entry 1049, trainless, at its buy-trains step; constructed: BK and its president
   * (Player 1) have spent all their money, so that he must sell shares for the Kr860 train
   * (forced purchases with sales and bankruptcies never happen in the fixture).
   */
  const forced = () => {
    const game = at(1049);
    game.pay(game.corporation("BK"), game.bank, game.corporation("BK").cash);
    game.pay(game.player(P1), game.bank, game.player(P1).cash);
    return game;
  };

  it("the president's sales for a forced purchase may change no presidency, nor sell a company that has not yet completed a turn (XI.11, XIV.6.3)", () => {
    const game = forced();
    const kk = game.corporation("KK");
    // Player 1 holds 60% of the k.k. and is its director; Players 2 and 3 hold 20% each.
    expect(kk.percentOf(game.player(P1))).toBe(60);
    expect(kk.president).toBe(game.player(P1));
    expect(game.round.actionTypes(game.player(P1))).toEqual(["sell_shares"]);
    const kkShares = (percent: number) => bundleFor(game.player(P1), kk, percent).map((s) => s.id);
    expectRefused(game, { type: "sell_shares", ...player(P1), shares: kkShares(50), percent: 50 }, /^1837 XI\.11: the sale may not change the president of KK/);
    // BK, whose train it is, has not completed an operating turn yet.
    const bk = game.corporation("BK");
    expect(bk.completedTurn).toBe(false);
    expectRefused(game, { type: "sell_shares", ...player(P1), shares: bundleFor(game.player(P1), bk, 10).map((s) => s.id), percent: 10 }, /^1837 XIV\.6\.3: BK may not be sold/);
    // Down to 20%, level with the others: Player 1 stays the director.
    game.process({ type: "sell_shares", ...player(P1), shares: kkShares(40), percent: 40 });
    expect(kk.president).toBe(game.player(P1));
    expect(game.player(P1).cash).toBe(4 * 142);
    // He buys MS's 4-train for BK at its face value, Kr470, from his money; MS keeps its president.
    const ms = game.corporation("MS");
    const president = ms.president;
    agreedTrain(game, "BK", "4-3", 470);
    expect(bk.trains.map((t) => t.id)).toEqual(["4-3"]);
    expect(game.player(P1).cash).toBe(4 * 142 - 470);
    expect(ms.president).toBe(president);
    expect(kk.president).toBe(game.player(P1));
  });

  it("a bankrupt's shares he could not sell go to the bank pool, his directors' certificates too (XI.11)", () => {
    const game = forced();
    // Constructed: Player 1 keeps only BK (50%, unsaleable before BK has completed a turn) and TR
    // (60% with the director's certificate; the pool already holds 10%): he cannot raise Kr860.
    for (const c of game.corporations) {
      if (c.sym !== "BK" && c.sym !== "TR" && game.market.price(c.sym) !== null) moveCertificates(c.sharesOf(game.player(P1)), game.player(P2));
    }
    game.edited();
    const tr = game.corporation("TR");
    expect(tr.percentOf(game.player(P1))).toBe(60);
    expect(tr.percentOf("pool")).toBe(10);
    expect(game.round.actionTypes(game.corporation("BK"))).toContain("bankrupt");
    game.process({ type: "bankrupt", ...corporation("BK") });
    // He sells what the pool may take of TR (40%), and what is left goes to the pool as well.
    expect(tr.percentOf("pool")).toBe(70);
    expect(game.corporation("BK").percentOf("pool")).toBe(50);
    for (const c of game.corporations) expect(c.percentOf(game.player(P1))).toBe(0);
    expect(game.player(P1).cash).toBe(0);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bankrupt");
  });
});

describe("1837 XI.11 as 18xx.games plays it (18xx_games): a bankruptcy", () => {
  // A game played here: Player 1 cannot raise what BH (his, Kr25, no train) needs for a train. He
  // directs KK3, the coal company LRB and UG1 (both halves), and holds 20% of BH (sold out of
  // nothing else); the values are 18xx.games' after the same log.
  const bankrupt = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1837-bankrupt-bh.json", import.meta.url), "utf8")) as GameLog;

  it("his cash goes to BH, his minors and coal companies fold in at once, BH is left directorless", () => {
    const game = replayLog(title1837, bankrupt);
    const p1 = game.player("1");
    expect(game.round.actionTypes(game.corporation("BH"))).toContain("bankrupt");
    const cash = game.corporation("BH").cash;
    const ugPool = game.corporation("UG").percentOf("pool") + game.corporation("UG").percentOf(p1);
    game.process({ type: "bankrupt", ...corporation("BH") });
    expect(p1.cash).toBe(0);
    expect(game.corporation("BH").cash).toBe(cash + 7);
    expect(game.corporation("BH").president).toBeNull();
    for (const minor of ["KK3", "LRB", "UG1"]) expect(game.corporation(minor).closed).toBe(true);
    // The state railways and TI take their treasuries, trains and stations; the pool their exchange shares.
    expect(game.corporation("KK").cash).toBe(30);
    expect(game.corporation("TI").trains.map((t) => t.name)).toEqual(["1G"]);
    expect(game.corporation("UG").trains.map((t) => t.name)).toEqual(["2"]);
    expect(game.corporation("UG").percentOf("pool")).toBe(ugPool + 20); // his own UG share, and two for UG1's halves
    expect(game.corporation("KK").president).toBe(game.player("3"));
    for (const c of game.corporations) expect(c.percentOf(p1)).toBe(0);
    expect(game.bank.cash).toBe(13271);
  });

  it("new games: his cash goes to the bank, his minors stay with him (worth nothing)", () => {
    const native = newGame(3);
    expect(title1837.bankruptcy?.(native, native.corporation("BK"), native.players[0]!, [])).toBe(false);
  });
});

describe("1837 XV: the end of the game", () => {
  it("ends with the operating round in which the bank broke, with the fixture's values", () => {
    const game = replayLog(title1837, log);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bank");
    expect(game.result()).toEqual(log.result);
  });

  it("ends after the operating round under way, not the set, once the bank is broken (XV.1)", () => {
    const game = at(1009); // OR 10.1 of 3
    const round = game.round as OperatingRound;
    expect(round.index).toBe(1);
    game.bankBroken = true; // as if the bank had just paid its last krone
    while (!round.finished) (round as unknown as { endTurn(): void }).endTurn();
    game.settle();
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bank");
  });

  it("counts an exchange share of a major whose director's certificate is unsold as nothing (XII.6, XV.2.1)", () => {
    const game = at(928); // EPP folded into BK, which nobody has parred yet
    const bk = game.corporation("BK");
    expect(bk.percentOf(game.player(P4))).toBe(10);
    expect(game.market.price("BK")).toBeNull();
    const value = game.playerValue(game.player(P4));
    const withoutBK = game.player(P4).cash + game.corporations.filter((c) => c !== bk).reduce((t, c) => t + (c.percentOf(game.player(P4)) / 10) * (game.market.price(c.sym) ?? 0), 0);
    expect(value).toBe(withoutBK);
  });

  it("a bank broken during a stock round ends the game after the next operating round (XV.1)", () => {
    const game = at(882); // SR 9: Player 1 is about to sell a TR share
    expect(game.round).toBeInstanceOf(StockRound);
    game.bank.cash = game.market.price("TR")!; // constructed: the sale takes the bank's last krone
    game.process(log.actions[882]);
    expect(game.bankBroken).toBe(true);
    expect(game.messages.map((m) => m.text)).toContain("The bank has run out of money: the game ends at the end of this operating round (of the next one, in a stock round) (1837 XV.1)");
    // The stock round goes on to its end, then the operating round OR 9.1 (entries 901-949) is played whole ...
    for (const action of effectiveActions(log.actions.slice(883, 901))) game.process(action);
    expect(game.round).toBeInstanceOf(OperatingRound);
    expect(game.finished).toBe(false);
    for (const action of effectiveActions(log.actions.slice(901, 950))) game.process(action);
    // ... and the game ends with it, before OR 9.2.
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bank");
  });
});

describe("1837: surrendering a train at the limit", () => {
  it("costs half the train's price, and a train must then be bought in its place", () => {
    const game = at(517); // MS at its limit of 3 in phase 3 after buying a 3-train
    const ms = game.corporation("MS");
    const cash = ms.cash;
    game.process({ type: "scrap_train", ...corporation("MS"), train: "1G-2" });
    expect(ms.cash).toBe(cash - 50);
    expectRefused(game, { type: "pass", ...corporation("MS") }, /must buy one in its place/);
    expect(game.round.actionTypes(ms)).toEqual(["buy_train", "offer"]);
  });

  it("is refused below the limit", () => {
    const game = at(170);
    expectRefused(game, { type: "scrap_train", ...corporation("EPP"), train: "1G-0" }, /surrender/);
  });
});

// Keeps the import used where the type narrows above.
void Corporation;
