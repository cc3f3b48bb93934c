// 1846 as 18xx.games' engine reads it: the differences its replay of random games played here
// found (../shared/tools/fuzz/, issue #38), each in the smallest position that shows it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { botFor, entityRef } from "../../shared/bots/bot.ts";
import { Corporation } from "../../shared/engine/entities.ts";
import { Game } from "../../shared/engine/game.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { RandomPlayer } from "./random-play.ts";

const players = [1, 2, 3, 4].map((i) => ({ id: String(i), name: `Player ${i}` }));
const newGame = (seed = 1) => new Game(title1846, players, { optional_rules: [] }, seed);

/** A builder's game played until a minor (Big 4, Michigan Southern) is to act. */
function untilMinorActs(seed: number): Game {
  const game = newGame(seed);
  const random = new RandomPlayer(seed, "builder");
  for (let n = 0; n < 400; n++) {
    const acting = game.round.activeEntity();
    if (acting instanceof Corporation && acting.def.minor) return game;
    game.process(random.choose(game)!);
  }
  throw new Error("no minor acted in 400 actions");
}

describe("1846: a minor is named as 18xx.games names it", () => {
  it("the engine's own moves for a minor (random player, bots) say entity_type minor; the corporations' say corporation", () => {
    const game = untilMinorActs(1);
    const minor = game.round.activeEntity() as Corporation;
    expect(entityRef(minor)).toEqual({ entity: minor.sym, entity_type: "minor" });
    expect(new RandomPlayer(1, "builder").choose(game)).toMatchObject({ entity: minor.sym, entity_type: "minor" });
    expect(entityRef(game.corporation("PRR"))).toEqual({ entity: "PRR", entity_type: "corporation" });
    const bot = botFor("1846", minor.president!.id);
    const move = bot.choose(game);
    expect(move).toMatchObject({ entity: minor.sym, entity_type: "minor" });
  });

  it("an action naming a minor as a corporation is refused (18xx.games reads it only as a minor), the game unchanged", () => {
    const game = untilMinorActs(1);
    const minor = game.round.activeEntity() as Corporation;
    const before = game.actions.length;
    expect(() => game.process({ type: "pass", entity: minor.sym, entity_type: "corporation" })).toThrow(new RegExp(`${minor.sym} is a minor, not a corporation`));
    expect(game.actions.length).toBe(before);
    expect(() => game.process({ type: "pass", entity: "PRR", entity_type: "minor" })).toThrow(/PRR is not a minor/);
  });
});

const played = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/1846-selfplay/${name}.json`, import.meta.url), "utf8")) as GameLog;

/** The position `name` replayed, and the corporation `sym` whose turn it is there. */
function turnOf(name: string, sym: string): { game: Game; corp: Corporation } {
  const game = replayLog(title1846, played(name));
  const corp = game.corporation(sym);
  expect(game.round.activeEntity()).toBe(corp);
  return { game, corp };
}

/** The corporation's step waits for its decision (a pass offered), before it may buy trains. */
function expectStepWaits(game: Game, corp: Corporation): void {
  const types = game.legalActions(corp).map((a) => a.type);
  expect(types).toContain("pass");
  expect(types).not.toContain("buy_train");
}

describe("1846: a station it may place without a route (the B&O's Cincinnati, the PRR's Fort Wayne)", () => {
  it("keeps the station step open, as 18xx.games does, while the hex has room and the corporation could pay a station, even when it cannot pay the price without a route", () => {
    // Random play seed 3 (builder), 3 players: the B&O ($94, stations $80) has laid its two tiles; Cincinnati (H12)
    // is not reached and costs $100 there without a route.
    const { game, corp: bo } = turnOf("1846-station-right-unreached", "B&O");
    expect(bo.cash).toBe(94);
    const legal = game.legalActions(bo);
    expect(legal.map((a) => a.type)).toContain("pass");
    expect(legal.filter((a) => a.type === "place_token")).toEqual([]);
    expect(() => game.process({ type: "buy_train", entity: "B&O", entity_type: "corporation", train: "2-4", price: 80 })).toThrow();
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expect(game.legalActions(bo).map((a) => a.type)).toContain("buy_train");
  });
});

describe("1846: a train the corporation must buy, its treasury paying for the bank's cheapest", () => {
  it("its president neither sells shares nor adds money for a dearer train, as 18xx.games plays it", () => {
    // Random play seed 31 (builder), 4 players: the PRR ($454, no train) must buy one; the bank sells 4-trains as 4/6
    // at $450 or 5 at $500; its president (Player 4, $22) holds an NYC share.
    const { game, corp: prr } = turnOf("1846-treasury-pays-cheapest", "PRR");
    expect(prr.cash).toBe(454);
    const president = prr.president!;
    expect(game.legalActions(president)).toEqual([]);
    const before = president.cash;
    expect(() => game.process({ type: "sell_shares", entity: Number(president.id), entity_type: "player", shares: ["NYC_2"], percent: 10 })).toThrow();
    expect(president.cash).toBe(before);
    expect(game.legalActions(prr).filter((a) => a.type === "buy_train" && a.from === "depot").map((a) => a.type === "buy_train" && a.min)).toEqual([450]);
  });
});

describe("1846: the Chicago and Western Indiana's station not yet placed", () => {
  it("keeps the owning corporation's station step open whatever its cash while it reaches a city with room, as 18xx.games does", () => {
    // Random play seed 8 (builder), 5 players: the NYC ($0, stations $80) owns the C&WI, its station in D6 unplaced.
    const { game, corp: nyc } = turnOf("1846-free-station-unplaced", "NYC");
    expect(nyc.cash).toBe(0);
    expectStepWaits(game, nyc);
    game.process({ type: "place_token", entity: "C&WI", entity_type: "company", city: "D6-0-3", slot: 0 });
    expect(game.legalActions(game.company("C&WI"))).toEqual([]);
  });
});

describe("1846: a free lay on a hex still printed", () => {
  it("keeps the Illinois Central's track step open for its pass, even with no lay it could make now, as 18xx.games does", () => {
    // Random play seed 12 (uniform), 3 players: the IC ($2, lays $20) lays its yellow tiles on its own hexes free; some
    // of them are still printed, none within its reach.
    const { game, corp: ic } = turnOf("1846-free-lay-unreached", "IC");
    expect(ic.cash).toBe(2);
    expect(game.legalActions(ic).map((a) => a.type)).toEqual(["pass"]);
    game.process({ type: "pass", entity: "IC", entity_type: "corporation" });
    expect(game.legalActions(ic).map((a) => a.type)).not.toContain("lay_tile");
  });
});

describe("1846: the Steamboat's bonus owned by a corporation", () => {
  it("moves in its track, station or routes step, not at its dividend, as 18xx.games allows it", () => {
    // Random play seed 6 (builder), 3 players: the PRR owns the Steamboat (its bonus on Chicago Connections, C5) and is at its dividend.
    const game = replayLog(title1846, played("1846-steamboat-at-dividend"));
    const prr = game.corporation("PRR");
    const sc = game.company("SC");
    expect(game.round.activeEntity()).toBe(prr);
    expect(sc.owner).toBe(prr);
    expect(game.legalActions(sc)).toEqual([]);
    expect(() => game.process({ type: "assign", entity: "SC", entity_type: "company", target: "D14", target_type: "hex" })).toThrow();
    expect(sc.bonusHex).toBe("C5");
  });
});

describe("1846: a corporation with a reserved station's price below a station's", () => {
  it("keeps its station step open while it could raise that price and reaches a city, as 18xx.games counts the least a station costs", () => {
    // Random play seed 3 (builder), 3 players: the IC ($30, $70 with an issue of shares; stations $80, its Centralia
    // right $40) has laid its track and reaches a city with room.
    const { game, corp: ic } = turnOf("1846-station-under-cost", "IC");
    expect(ic.cash).toBe(30);
    expectStepWaits(game, ic);
    game.process({ type: "pass", entity: "IC", entity_type: "corporation" });
    expect(game.legalActions(ic).map((a) => a.type)).toContain("buy_train");
  });
});

describe("1846: bankruptcy while the corporation may still issue shares for its train", () => {
  it("is refused when the issue, the president's cash and his sales would pay for the bank's cheapest train, as 18xx.games counts them", () => {
    // Random play seed 3 (uniform), 3 players: the B&O ($10, no train) must buy one; the bank's cheapest is $80; an
    // emergency issue would raise $10 and its president (Player 3) has $68.
    const { game, corp: bo } = turnOf("1846-issue-saves-president", "B&O");
    expect(game.legalActions(bo).map((a) => a.type)).not.toContain("bankrupt");
    expect(() => game.process({ type: "bankrupt", entity: "B&O", entity_type: "corporation" })).toThrow();
    expect(game.players.some((p) => p.bankrupt)).toBe(false);
  });
});

describe("1846: the last bankruptcy, a sale of the bankrupt's leaving a corporation at $0", () => {
  it("closes that corporation before the game ends, as 18xx.games plays it", () => {
    // Random play seed 15 (builder), 3 players: the B&O ($0, no train) must buy one; its president (Player 3) cannot
    // pay and is the last to go bankrupt (Player 1 went before); his sales take the IC to its box of $0.
    const { game, corp: bo } = turnOf("1846-last-bankruptcy-closes", "B&O");
    expect(game.corporation("IC").closed).toBe(false);
    game.process({ type: "bankrupt", entity: "B&O", entity_type: "corporation" });
    expect(game.finished).toBe(true);
    expect(game.corporation("IC").closed).toBe(true);
  });
});

describe("1846: a corporation that issued shares for its train", () => {
  it("buys no private company before it owns a train, as 18xx.games plays it", () => {
    // Random play seed 24 (uniform), 3 players: the IC ($70, no train) has just issued shares to pay for one; its
    // president (Player 1) owns the Michigan Southern and the Mail Contract.
    const { game, corp: ic } = turnOf("1846-issued-for-train", "IC");
    expect(game.legalActions(ic).map((a) => a.type)).not.toContain("buy_company");
    expect(() => game.process({ type: "buy_company", entity: "IC", entity_type: "corporation", company: "MS", price: 1 })).toThrow(/buys no private company before it owns a train/);
    expect(game.company("MS").owner).toBe(game.player("1"));
  });
});

describe("1846: a private's tiles laid together, the second nowhere possible", () => {
  it("the private may pass, giving up its lays left, as 18xx.games allows it (the game went on nowhere before)", () => {
    // Random play seed 13 (builder), 4 players: the NYC, at its train step, had the Little Miami lay its first tile
    // (Dayton, G13); no second lay is possible in Cincinnati (H12).
    const game = replayLog(title1846, played("1846-little-miami-second-lay"));
    const lm = game.company("LM");
    expect(game.round.activeEntity()).toBe(lm);
    expect(game.legalActions(lm)).toEqual([{ type: "pass" }]);
    game.process({ type: "pass", entity: "LM", entity_type: "company" });
    expect(lm.used).toBe(true);
    const nyc = game.corporation("NYC");
    expect(game.round.activeEntity()).toBe(nyc);
    expect(game.legalActions(nyc).map((a) => a.type)).toContain("buy_train");
    expect(() => game.process({ type: "lay_tile", entity: "LM", entity_type: "company", hex: "H12", tile: "57-0", rotation: 0 })).toThrow();
  });
});

describe("1846: a private's tiles laid together, interrupted", () => {
  it("another entity's action after the first tile forfeits the private's lays left, as 18xx.games plays it", () => {
    // Random play seed 11 (uniform), 5 players: the GT, owning Michigan Central and the Chicago and Western Indiana, has
    // had Michigan Central lay its first tile (B12); the C&WI then places its station in Chicago.
    const game = replayLog(title1846, played("1846-together-interrupted"));
    const mc = game.company("MC");
    expect(mc.owner).toBe(game.corporation("GT"));
    game.process({ type: "place_token", entity: "C&WI", entity_type: "company", city: "D6-0-3", slot: 0 });
    expect(mc.used).toBe(true);
    expect(game.legalActions(mc)).toEqual([]);
    expect(() => game.process({ type: "lay_tile", entity: "MC", entity_type: "company", hex: "B10", tile: "7-0", rotation: 4 })).toThrow();
    expect(game.board.tileAt("B10").printed).toBe(true);
  });
});

describe("1846: the Steamboat's bonus, bought by a corporation past its dividend step", () => {
  it("is not placed before the corporation's next track, station or routes step, as 18xx.games allows it", () => {
    // Random play seed 6 (uniform), 3 players: the GT, at its companies step, has bought the Steamboat Company from a
    // player who had not placed its bonus.
    const { game } = turnOf("1846-steamboat-after-dividend", "GT");
    const sc = game.company("SC");
    expect(sc.owner).toBe(game.corporation("GT"));
    expect(sc.bonusHex).toBe(null);
    expect(game.legalActions(sc)).toEqual([]);
    expect(() => game.process({ type: "assign", entity: "SC", entity_type: "company", target: "G19", target_type: "hex" })).toThrow();
    expect(sc.bonusHex).toBe(null);
  });
});

describe("1846: a station right without a route, the corporation able to pay only the right's price with a route", () => {
  it("keeps its station step waiting for a pass, as 18xx.games counts the least a station costs it", () => {
    // Random play seed 17 (builder), 5 players: the B&O ($40, no issue possible; stations $80; Cincinnati $40 with a
    // route, $100 without, not reached) has laid its track.
    const { game, corp: bo } = turnOf("1846-right-at-least-price", "B&O");
    expect(bo.cash).toBe(40);
    expectStepWaits(game, bo);
    expect(game.legalActions(bo).map((a) => a.type)).not.toContain("run_routes");
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expect(game.legalActions(bo).map((a) => a.type)).toContain("run_routes");
  });
});

describe("1846: a station right without a route, the corporation owning the Chicago and Western Indiana", () => {
  it("keeps its station step waiting for a pass while its cash pays for no station, as 18xx.games counts the C&WI's free station among the prices", () => {
    // Fuzz seed 81 (builder), 3 players: the B&O ($11; stations $80; Cincinnati $40 with a route and $100 without, not
    // reached) owns the C&WI, its free station in Chicago (D6) not placed and not reached, and has laid its tile.
    const { game, corp: bo } = turnOf("1846-right-free-station-price", "B&O");
    expect(bo.cash).toBe(11);
    expect(bo.companies.map((c) => c.sym)).toContain("C&WI");
    expectStepWaits(game, bo);
    expect(game.legalActions(bo).filter((a) => a.type === "place_token")).toEqual([]);
    expect(() => game.process({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: [{ train: "2-1", connections: [["G19", "H20"]] }] })).toThrow();
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expect(game.legalActions(bo).map((a) => a.type)).toContain("run_routes");
  });
});

describe("1846: Little Miami's first tile laid, its second to come", () => {
  // Random play seed 17 (builder), 5 players: the IC, owning Little Miami and the Steamboat Company (its bonus on St.
  // Louis, I1), has had Little Miami lay its first tile in Cincinnati (H12); no track joins Dayton (G13) yet.
  const position = () => {
    const game = replayLog(title1846, played("1846-little-miami-first-tile"));
    expect(game.round.activeEntity()).toBe(game.company("LM"));
    return { game, corp: game.corporation("IC") };
  };

  it("the Steamboat's bonus does not move meanwhile, as 18xx.games holds it", () => {
    const { game } = position();
    const sc = game.company("SC");
    expect(sc.bonusHex).toBe("I1");
    expect(game.legalActions(sc)).toEqual([]);
    expect(() => game.process({ type: "assign", entity: "SC", entity_type: "company", target: "D14", target_type: "hex" })).toThrow();
    expect(sc.bonusHex).toBe("I1");
  });

  it("Little Miami may not pass before track joins its hexes, nor the IC lay its own tile; the IC's pass gives up the lay left", () => {
    const { game, corp: ic } = position();
    const lm = game.company("LM");
    expect(game.round.activeEntity()).toBe(lm);
    expect(game.legalActions(lm).map((a) => a.type)).not.toContain("pass");
    expect(() => game.process({ type: "pass", entity: "LM", entity_type: "company" })).toThrow(/passes only once track joins them/);
    expect(game.legalActions(ic).map((a) => a.type)).not.toContain("lay_tile");
    expect(() => game.process({ type: "lay_tile", entity: "IC", entity_type: "corporation", hex: "J4", tile: "9-0", rotation: 0 })).toThrow(/laid together/);
    expect(lm.used).toBe(false);
    game.process({ type: "pass", entity: "IC", entity_type: "corporation" });
    expect(lm.used).toBe(true);
    expect(game.legalActions(lm)).toEqual([]);
    expect(game.legalActions(ic).map((a) => a.type)).toContain("run_routes");
  });
});

describe("1846: a private's tiles laid together given up by another move", () => {
  it("leaves no private laying track for the rest of the operating round, as 18xx.games plays it", () => {
    // Random play seed 4 (uniform), 4 players: the Erie's Ohio & Indiana laid its first tile (F14) and the Erie then
    // placed its Meat Packing bonus, giving up the second; in the same round the PRR, at its track step, has bought
    // Little Miami, whose hexes no track joins.
    const { game } = turnOf("1846-private-lays-over", "PRR");
    const lm = game.company("LM");
    expect(lm.owner).toBe(game.corporation("PRR"));
    expect(lm.used).toBe(false);
    expect(game.legalActions(lm)).toEqual([]);
    expect(() => game.process({ type: "lay_tile", entity: "LM", entity_type: "company", hex: "G13", tile: "6-1", rotation: 4 })).toThrow();
    expect(game.board.tileAt("G13").printed).toBe(true);
  });
});

describe("1846: trains of corporations without a president", () => {
  it("keep a corporation's trains step waiting for its pass while it has $1, though nobody may sell them, as 18xx.games counts them", () => {
    // Random play seed 1 (uniform), 4 players: the IC ($5, three 2-trains, limit 4) has passed its track step; the bank's
    // cheapest train costs $180; the PRR, the NYC and the Erie, without a president, own trains.
    const { game, corp: ic } = turnOf("1846-train-without-president", "IC");
    expect(ic.cash).toBe(5);
    expect(game.legalActions(ic)).toEqual([{ type: "pass" }]);
    expect(() => game.process({ type: "buy_train", entity: "IC", entity_type: "corporation", train: "4-1", price: 1 })).toThrow();
    game.process({ type: "pass", entity: "IC", entity_type: "corporation" });
    expect(game.round.activeEntity()).not.toBe(ic);
  });
});

describe("1846: a corporation without a president reaching $0 in its turn", () => {
  it("buys its train before it closes, as 18xx.games closes it once the round's automatic moves are made", () => {
    // Random play seed 20 (builder), 5 players: the NYC ($160, at $10, no train, its president's certificate in the pool)
    // operates after the PRR, which is to run; its dividend without a train takes it to $0.
    const { game } = turnOf("1846-closing-after-its-turn", "PRR");
    const nyc = game.corporation("NYC");
    expect(nyc.cash).toBe(160);
    expect(game.depot.upcoming[0]!.id).toBe("4-2");
    game.process({ type: "run_routes", entity: "PRR", entity_type: "corporation", routes: [{ train: "4-0", connections: [["F22", "F20"], ["F20", "F18", "G19"]], hexes: ["F22", "F20", "G19"], nodes: ["F22-0", "F20-0", "G19-0"], revenue: 70 }] });
    expect(nyc.closed).toBe(true);
    expect(game.messages.some((m) => /^NYC buys/.test(m.text))).toBe(true);
    // Its 3/5-train left the game with it: the bank sells the next 4-train.
    expect(game.depot.upcoming[0]!.id).toBe("4-3");
  });
});

describe("1846: a train the bank sells again from the open market", () => {
  it("is the form it is bought as now, not the one it was bought as before", () => {
    // Random play seed 25 (builder), 3 players: the GT buys 4-3, which an earlier owner had bought as a 3/5 and
    // discarded, from the open market as a 4 ($180).
    const { game, corp: gt } = turnOf("1846-open-market-train-form", "GT");
    game.process({ type: "buy_train", entity: "GT", entity_type: "corporation", train: "4-3", price: 180, variant: "4" });
    expect(gt.trains.map((t) => t.name)).toEqual(["4"]);
  });
});

describe("1846: a train bought after its president sold shares for it", () => {
  it("is not a form the money there was without his last sale would have paid, as 18xx.games holds it", () => {
    // Random play seed 14 (builder), 5 players: the NYC ($337, no train) must buy one; its president Player 2 had $114
    // and sold an Erie share for $100. The bank sells the 5-train as 4/6 ($450) or 5 ($500).
    const { game, corp: nyc } = turnOf("1846-form-after-sale", "NYC");
    expect(game.legalActions(nyc).filter((a) => a.type === "buy_train").map((a) => a.type === "buy_train" && a.variant)).toEqual(["5"]);
    expect(() => game.process({ type: "buy_train", entity: "NYC", entity_type: "corporation", train: "5-1", price: 450, variant: "4/6" })).toThrow(/dearer than the money it had/);
    expect(nyc.trains).toEqual([]);
  });
});

describe("1846: a bankruptcy after the president sold shares of his corporation for the train", () => {
  it("sells no more of them before all his shares go to the pool, as 18xx.games sells a corporation's shares once for a train", () => {
    // Random play seed 26 (builder), 5 players: the GT ($0, at $30) must buy a train; its president Player 2 has sold
    // one GT share for it and cannot pay.
    const { game, corp: gt } = turnOf("1846-bankrupt-after-sale", "GT");
    game.process({ type: "bankrupt", entity: "GT", entity_type: "corporation" });
    expect(game.market.price("GT")).toBe(30);
    expect(gt.cash).toBe(712);
    expect(gt.president?.id).toBe("4");
  });
});

describe("1846: a president's sale that would close the corporation buying the train", () => {
  it("is refused, as 18xx.games holds it", () => {
    // Random play seed 11 (builder), 5 players: the C&O ($422, at $10, no train) must buy one (the bank's cheapest $450);
    // its president Player 5 ($12) holds 30% of it.
    const { game, corp: co } = turnOf("1846-sale-would-close-buyer", "C&O");
    expect(game.market.price("C&O")).toBe(10);
    const president = game.player("5");
    expect(game.legalActions(president)).toEqual([]);
    expect(() => game.process({ type: "sell_shares", entity: 5, entity_type: "player", shares: ["C&O_3"], percent: 10 })).toThrow(/would close it/);
    expect(co.closed).toBe(false);
  });
});

describe("1846: Little Miami's first tile laid at its corporation's companies step", () => {
  it("leaves the corporation no pass there (its step waited only for the private), as 18xx.games decides once the lay is given up", () => {
    // Random play seed 49 (builder), 4 players: the Erie, past its trains step with nothing to buy, had Little Miami
    // lay its first tile (Dayton, G13).
    const game = replayLog(title1846, played("1846-little-miami-at-companies-step"));
    const erie = game.corporation("ERIE");
    expect(game.round.activeEntity()).toBe(game.company("LM"));
    expect(game.legalActions(erie)).toEqual([]);
    expect(() => game.process({ type: "pass", entity: "ERIE", entity_type: "corporation" })).toThrow();
    expect(game.company("LM").used).toBe(false);
  });
});

describe("1846: a corporation taken to $0 in rounds that follow an action without a decision", () => {
  it("closes after the next action, as 18xx.games closes corporations only after an action", () => {
    // Random play seed 74 (uniform), 5 players: the C&O ($31, at $10) must buy a train its president
    // cannot pay for; after his bankruptcy it operates without a president through the rest of the round and the next
    // to $0, and the stock round begins.
    const game = replayLog(title1846, played("1846-zero-in-automatic-rounds"));
    game.process({ type: "bankrupt", entity: "C&O", entity_type: "corporation" });
    const co = game.corporation("C&O");
    expect(game.market.price("C&O")).toBe(0);
    expect(co.closed).toBe(false);
    expect(game.round.constructor.name).toBe("StockRound");
    game.process({ type: "pass", entity: 5, entity_type: "player" });
    expect(co.closed).toBe(true);
  });
});

describe("1846: a corporation without a president buying its train on its own", () => {
  it("buys the train the bank lists cheapest as it stands: one from the open market at the form it was bought as, as 18xx.games picks it", () => {
    // Random play seed 23 (builder), 5 players: the Erie ($190, no train) must buy one; its president cannot pay and
    // goes bankrupt. The open market holds 5-0, bought as a 4/6 and discarded; the bank's next is 5-2.
    const { game, corp: erie } = turnOf("1846-without-president-buys-open-market", "ERIE");
    expect(game.depot.discarded.map((t) => t.id)).toEqual(["5-0"]);
    game.process({ type: "bankrupt", entity: "ERIE", entity_type: "corporation" });
    expect(erie.trains.map((t) => `${t.id} ${t.name}`)).toEqual(["5-0 4/6"]);
    expect(game.depot.upcoming[0]!.id).toBe("5-2");
  });
});

describe("1846: a corporation that issued shares for its train", () => {
  it("buys it from the bank only, as 18xx.games holds it", () => {
    // Random play seed 3 (uniform), 3 players: the GT ($40, no train) has issued shares to pay for one; other
    // corporations own trains their presidents could sell it.
    const { game, corp: gt } = turnOf("1846-issued-buys-from-bank", "GT");
    expect(game.round.constructor.name).toBe("OperatingRound");
    const across = game.legalActions(gt).filter((a) => a.type === "offer" || (a.type === "buy_train" && a.from !== "depot"));
    expect(across).toEqual([]);
    expect(() => game.process({ type: "offer", entity: "GT", entity_type: "corporation", train: "2-1", price: 40 })).toThrow();
    expect(gt.trains).toEqual([]);
  });
});

describe("1846: Little Miami's first tile where no second could join Cincinnati and Dayton, and nothing else could follow", () => {
  it("is refused: its lays may not stop before track joins them (18xx.games accepts it, then refuses its pass and waits for an undo)", () => {
    // Random play seed 34 (uniform), 4 players: the PRR, past its trains step with no private to buy, owns Little
    // Miami; Cincinnati (H12) holds a yellow tile not facing Dayton (G13), and no green tile is available (phase I).
    const game = replayLog(title1846, played("1846-little-miami-apart-for-good"));
    const lm = game.company("LM");
    const prr = game.corporation("PRR");
    expect(lm.owner).toBe(prr);
    expect(game.round.activeEntity()).toBe(prr);
    expect(game.legalActions(lm)).toEqual([]);
    expect(() => game.process({ type: "lay_tile", entity: "LM", entity_type: "company", hex: "G13", tile: "6-1", rotation: 4 }))
      .toThrow(/Little Miami lays its tiles to join H12 and G13: after tile #6 on G13, none of its tiles could join H12, and nothing else could be done/);
    expect(game.board.tileAt("G13").printed).toBe(true);
    expect(lm.used).toBe(false);
    expect(game.legalActions(prr)).toEqual([{ type: "pass" }]);
  });
});

describe("1846: an emergency issue that raised no more than the smaller issue would have", () => {
  it("leaves the corporation a form of the bank's train to buy (18xx.games would then offer none it can pay)", () => {
    // Random play seed 36 (uniform), 5 players: the GT ($450 after issuing two shares for $20, one share would have
    // brought as much) must buy a train; the bank sells the 5-train as 4/6 ($450) or 5 ($500).
    const { game, corp: gt } = turnOf("1846-issue-raised-nothing-more", "GT");
    expect(gt.cash).toBe(450);
    expect(game.legalActions(gt)).toEqual([{ type: "buy_train", train: "5-1", from: "depot", min: 450, max: 450, variant: "4/6" }]);
    game.process({ type: "buy_train", entity: "GT", entity_type: "corporation", train: "5-1", price: 450, variant: "4/6" });
    expect(gt.trains.map((t) => t.name)).toEqual(["4/6"]);
  });
});

describe("1846: Ohio & Indiana's first tile laid where its corporation's track step waited only for it", () => {
  it("leaves the corporation no pass there, as 18xx.games decides its move once the private's lay left is given up", () => {
    // Random play seed 50 (uniform), 5 players: the B&O ($16, no train; its track step open only for its unused Ohio &
    // Indiana) has had Ohio & Indiana lay its first tile (F14).
    const game = replayLog(title1846, played("1846-together-track-step-waited"));
    const bo = game.corporation("B&O");
    const oi = game.company("O&I");
    expect(game.round.activeEntity()).toBe(oi);
    expect(game.legalActions(bo)).toEqual([]);
    expect(() => game.process({ type: "pass", entity: "B&O", entity_type: "corporation" })).toThrow();
    expect(game.legalActions(oi)).toContainEqual({ type: "pass" });
    game.process({ type: "pass", entity: "O&I", entity_type: "company" });
    expect(oi.used).toBe(true);
  });
});

describe("1846: Little Miami's first tile laid, no second lay possible, its corporation with moves left", () => {
  it("may not pass (18xx.games: H12 and G13 must be connected); the corporation's move gives its lay up", () => {
    // Random play seed 21 (builder), 5 players: the NYC, at its trains step, had Little Miami lay its first tile
    // (Dayton, G13); no lay of it is possible in Cincinnati (H12); the NYC may still buy a train or pass.
    const game = replayLog(title1846, played("1846-little-miami-pass-corporation-moves"));
    const lm = game.company("LM");
    const nyc = game.corporation("NYC");
    expect(game.round.activeEntity()).toBe(lm);
    expect(game.legalActions(lm)).toEqual([]);
    expect(() => game.process({ type: "pass", entity: "LM", entity_type: "company" })).toThrow(/passes only once track joins them/);
    game.process({ type: "pass", entity: "NYC", entity_type: "corporation" });
    expect(lm.used).toBe(true);
  });
});

describe("1846: an offer for a private while a private's tiles laid together wait", () => {
  // Random play seed 165 (uniform), two-player variant: the B&O's Ohio & Indiana has laid its first tile (F14).
  const position = () => {
    const game = replayLog(title1846, played("1846-together-offer-declined"));
    expect(game.round.activeEntity()).toBe(game.company("O&I"));
    game.process({ type: "offer", entity: "B&O", entity_type: "corporation", company: "MAIL", price: 40 });
    return game;
  };

  it("declined, leaves them waiting: a log exported for 18xx.games holds neither the offer nor its refusal", () => {
    const game = position();
    game.process({ type: "respond", entity: "2", entity_type: "player", company: "MAIL", accept: false });
    const oi = game.company("O&I");
    expect(oi.used).toBe(false);
    expect(game.round.activeEntity()).toBe(oi);
    expect(() => game.process({ type: "lay_tile", entity: "B&O", entity_type: "corporation", hex: "E11", tile: "6-0", rotation: 3 })).toThrow(/laid together/);
    game.process({ type: "lay_tile", entity: "O&I", entity_type: "company", hex: "F16", tile: "7-2", rotation: 0 });
    expect(oi.used).toBe(true);
  });

  it("accepted, gives them up, as the purchase it is exported as does in 18xx.games", () => {
    const game = position();
    game.process({ type: "respond", entity: "2", entity_type: "player", company: "MAIL", accept: true });
    expect(game.company("MAIL").owner).toBe(game.corporation("B&O"));
    expect(game.company("O&I").used).toBe(true);
    expect(game.legalActions(game.company("O&I"))).toEqual([]);
  });
});

describe("1846: a president who cannot pay for the train but by a sale that would close the corporation buying it", () => {
  it("may go bankrupt: that sale, refused, does not count among what he can raise (the game stopped with nobody to act)", () => {
    // The bot against random builders, seed 8, 4 players: the B&O ($3, at $10, no train) must buy one, the bank's
    // cheapest $160 (a 4-train as 3/5); its president Player 3 ($154) has sold his PRR and IC shares for it and holds
    // 30% of the B&O, whose sale would take it to $0.
    const { game, corp: bo } = turnOf("1846-bankrupt-sale-would-close", "B&O");
    expect(bo.cash).toBe(3);
    expect(game.legalActions(game.player("3"))).toEqual([]);
    expect(game.legalActions(bo)).toEqual([{ type: "bankrupt" }]);
    game.process({ type: "bankrupt", entity: "B&O", entity_type: "corporation" });
    expect(game.player("3").bankrupt).toBe(true);
    expect(game.actingEntities().length).toBeGreaterThan(0);
  });
});

describe("1846: the last bankruptcy, corporations without a president to operate after it in the round", () => {
  it("ends the game once their turns, which need no decision, are made, as 18xx.games plays it", () => {
    // Random play seed 165 (uniform), two-player variant: the Erie ($20 after its issue, no train) must buy one; its
    // president Player 1 cannot pay and goes bankrupt, the other player left alone. The B&O ($30, no train), which he
    // presided too, operates after the Erie in this round.
    const game = replayLog(title1846, played("1846-last-bankruptcy-automatic-turns"));
    expect(game.market.price("B&O")).toBe(30);
    game.process({ type: "bankrupt", entity: "ERIE", entity_type: "corporation" });
    expect(game.finished).toBe(true);
    expect(game.corporation("ERIE").trains.map((t) => t.name)).toEqual(["3/5"]);
    // The B&O does not run: one box left for its withheld dividend, one more for having no train.
    expect(game.market.price("B&O")).toBe(10);
  });
});
