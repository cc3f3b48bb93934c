// Illegal actions in real 1830 positions: each is refused with a message
// naming the rule, and the game is exactly as it was before.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/engine/game.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { certificateCount, moveCertificates } from "../../shared/engine/shares.ts";
import { expectRefused, playRandomly } from "./game-checks.ts";
import { title1830 } from "../../shared/games/1830/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1830/1830_game_end_bank.json", import.meta.url), "utf8")) as GameLog;
const P1 = 15698;
const P2 = 13430;
const P3 = 15688;

/** The game just after the log entry with this id. */
function after(id: number): Game {
  return replayLog(title1830, log, log.actions.findIndex((a) => a.id === id) + 1);
}


const player = (id: number) => ({ entity: id, entity_type: "player" });
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });

describe("malformed actions", () => {
  it("are refused in words naming the field, and change nothing", () => {
    const game = after(22);
    expectRefused(game, { type: "lay_tile", ...player(P2), hex: "E5", tile: "9", rotation: 7 }, /^malformed lay_tile action: rotation: Too big: expected number to be <=5$/);
    expectRefused(game, { type: "buy_shares", ...player(P2), shares: [] }, /^malformed buy_shares action: shares: Too small: expected array to have >=1 items$/);
    expectRefused(game, { type: "bid", ...player(P2), company: "SV" }, /^malformed bid action: price: Invalid input: expected number, received undefined$/);
    expectRefused(game, { type: "teleport", ...player(P2) }, /^unknown action type "teleport"$/);
    expectRefused(game, { type: "constructor", ...player(P2) }, /^unknown action type "constructor"$/);
  });
});

describe("1830 stock rounds", () => {
  it("refuses selling in the first stock round (6.1)", () => {
    const game = after(22); // Player 1 has parred NYNH; Player 2, holding the CA's PRR share, is to act
    expectRefused(game, { type: "sell_shares", ...player(P2), shares: ["PRR_1"], percent: 10 }, /^1830 6\.1: .*first stock round/);
  });

  it("refuses buying back a corporation sold earlier in the round (6.1)", () => {
    const game = after(196); // Player 1 has just sold 2 PRR shares in stock round 5
    const pool = game.corporation("PRR").sharesOf("pool")[0]!;
    expectRefused(game, { type: "buy_shares", ...player(P1), shares: [pool.id], percent: 10 }, /^1830 6\.1: .*sold PRR this round/);
  });

  it("refuses a second certificate in one turn (6.2)", () => {
    const game = after(197); // Player 1 has parred C&O this turn
    expectRefused(game, { type: "buy_shares", ...player(P1), shares: ["C&O_1"], percent: 10 }, /^1830 6\.2: only one certificate/);
  });

  it("refuses a purchase over 60% of one corporation (5.3)", () => {
    const game = after(22);
    const nynh = game.corporation("NYNH");
    const p2 = game.player(P2);
    for (const s of nynh.sharesOf("ipo").slice(0, 6)) s.holder = p2; // Player 2 holds 60% of NYNH
    const next = nynh.sharesOf("ipo")[0]!;
    expectRefused(game, { type: "buy_shares", ...player(P2), shares: [next.id], percent: 10 }, /^1830 5\.3: .*at most 60% of NYNH/);
  });

  it("refuses a purchase at the certificate limit (5.3)", () => {
    const game = after(22);
    const p2 = game.player(P2); // CA, DH and a PRR share: 3 certificates; the 3-player limit is 20
    for (const sym of ["B&O", "PRR", "CPR", "NYC"]) {
      for (const s of game.corporation(sym).sharesOf("ipo").filter((x) => !x.president).slice(0, sym === "NYC" ? 2 : 5)) s.holder = p2;
    }
    const next = game.corporation("NYNH").sharesOf("ipo")[0]!;
    expectRefused(game, { type: "buy_shares", ...player(P2), shares: [next.id], percent: 10 }, /^1830 5\.3: .*certificate limit of 20/);
  });

  it("refuses a sale that would put a sixth certificate in the bank pool (5.3, 6.1)", () => {
    const game = after(196); // stock round 5, Player 1 to act again
    const nynh = game.corporation("NYNH");
    const p1 = game.player(P1);
    for (const s of nynh.shares.filter((x) => !x.president).slice(-5)) s.holder = "pool"; // 50% in the pool
    expect(nynh.percentOf("pool")).toBe(50);
    const mine = nynh.sharesOf(p1).find((s) => !s.president)!;
    expectRefused(game, { type: "sell_shares", ...player(P1), shares: [mine.id], percent: 10 }, /^1830 6\.1: /);
  });

  it("refuses acting out of turn (6.0)", () => {
    const game = after(22);
    expectRefused(game, { type: "pass", ...player(P3) }, /^1830 6\.0: it is Player 2's turn/);
  });
});

describe("1830 4.1: private companies sold between players", () => {
  it("are not sold between players in the first stock round", () => {
    const game = after(22); // stock round 1, Player 2 to act
    expect(game.legalActions(game.player(P2)).some((a) => a.type === "offer")).toBe(false);
    expectRefused(game, { type: "offer", ...player(P2), company: "SV", price: 10 }, /^1830 4\.1: .*first stock round/);
  });

  it("the player on turn proposes, the other accepts: the private and the money change hands, and the turn goes on", () => {
    const game = after(37); // stock round 2: Player 2 ($70, DH and CA) to act; Player 3 ($100) owns SV
    expect(game.round.activeEntity()).toBe(game.player(P2));
    expect(game.legalActions(game.player(P2))).toContainEqual({ type: "offer", company: "SV", buyer: String(P2), seller: String(P3), min: 1, max: 70 });
    game.process({ type: "offer", ...player(P2), company: "SV", price: 45 });
    // Now only Player 3 may act: he answers.
    expect(game.round.activeEntity()).toBe(game.player(P3));
    expect(game.legalActions(game.player(P3))).toEqual([{ type: "respond", company: "SV", price: 45, from: String(P2) }]);
    expectRefused(game, { type: "pass", ...player(P2) }, /^1830 4\.1: Player 3 must first answer the offer for Schuylkill Valley/);
    expectRefused(game, { type: "respond", ...player(P3), company: "CS", accept: true }, /^1830 4\.1: the offer waiting is for Schuylkill Valley/);
    game.process({ type: "respond", ...player(P3), company: "SV", accept: true });
    expect(game.company("SV").owner).toBe(game.player(P2));
    expect(game.player(P2).cash).toBe(70 - 45);
    expect(game.player(P3).cash).toBe(100 + 45);
    expect(game.messages.at(-1)!.text).toBe("Player 3 sells Schuylkill Valley to Player 2 for $45");
    // Player 2's turn goes on: he may still buy or pass.
    expect(game.round.activeEntity()).toBe(game.player(P2));
    expect(game.legalActions(game.player(P2)).some((a) => a.type === "pass")).toBe(true);
  });

  it("a sale is not a pass: the stock round goes on after the turn in which a private changed hands (6.0)", () => {
    const game = after(37); // stock round 2: Player 2 to act, then Player 3, then Player 1
    game.process({ type: "offer", ...player(P2), company: "SV", price: 45 });
    game.process({ type: "respond", ...player(P3), company: "SV", accept: true });
    game.process({ type: "pass", ...player(P2) });
    expect(game.messages.at(-1)!.text).toBe("Player 2 declines to buy shares");
    for (const p of [P3, P1]) if (game.round.activeEntity() === game.player(p)) game.process({ type: "pass", ...player(p) });
    // Player 2 bought a private in his turn: not everyone has passed in a row, so the round goes on.
    expect(game.round.name).toBe("Stock Round 2");
    expect(game.round.activeEntity()).toBe(game.player(P2));
  });

  it("a player on turn may offer his own private to another player; a refusal changes nothing", () => {
    const game = after(37);
    expectRefused(game, { type: "offer", ...player(P2), company: "DH" , price: 50 }, /^1830 4\.1: name the player Player 2 offers Delaware & Hudson to/);
    const before = JSON.stringify(summarize(game, 0));
    game.process({ type: "offer", ...player(P2), company: "DH", price: 50, to: P1 });
    expect(game.round.activeEntity()).toBe(game.player(P1));
    game.process({ type: "respond", ...player(P1), company: "DH", accept: false });
    expect(JSON.stringify(summarize(game, 0))).toBe(before);
    expect(game.messages.at(-1)!.text).toBe("Player 1 declines Player 2's offer for Delaware & Hudson");
    expect(game.round.activeEntity()).toBe(game.player(P2));
  });

  it("refuses a price above the buyer's cash or below $1, a buyer at the certificate limit, and an answer from anyone else", () => {
    const game = after(37);
    expectRefused(game, { type: "offer", ...player(P2), company: "SV", price: 71 }, /^1830 4\.1: Player 2 has \$70, not \$71/);
    expectRefused(game, { type: "offer", ...player(P2), company: "SV", price: 0 }, /^1830 4\.1: a private is sold for at least \$1$/);
    expectRefused(game, { type: "offer", ...player(P2), company: "DH", price: 61, to: P1 }, /^1830 4\.1: Player 1 has \$60, not \$61/);
    expectRefused(game, { type: "respond", ...player(P3), company: "SV", accept: true }, /^1830 4\.1: no offer is waiting/);
    game.process({ type: "offer", ...player(P2), company: "SV", price: 10 });
    expectRefused(game, { type: "respond", ...player(P1), company: "SV", accept: true }, /^1830 4\.1: Player 3 must first answer/);
  });

  it("refuses a sale to a player at the certificate limit (5.3)", () => {
    const game = after(37);
    // Constructed: Player 1 holds as many certificates as the limit allows.
    const limit = game.certLimit();
    const spare = game.corporations.flatMap((c) => c.sharesOf("ipo").filter((s) => !s.president));
    const p1 = game.player(P1);
    for (const s of spare) if (certificateCount(game, p1) < limit) moveCertificates([s], p1);
    expect(certificateCount(game, p1)).toBe(limit);
    expect(game.legalActions(game.player(P2)).some((a) => a.type === "offer" && a.buyer === String(P1))).toBe(false);
    expectRefused(game, { type: "offer", ...player(P2), company: "DH", price: 10, to: P1 }, /^1830 5\.3: Player 1 is at the certificate limit/);
  });
});

describe("1830 7.6, 4.1: a purchase from another president waits for his answer", () => {
  it("another president's train is offered for, not taken: the selling corporation answers, a refusal changes nothing (7.6)", () => {
    const game = after(35); // OR 1.1: PRR (Player 2, $1,000) buys trains; B&O (Player 3) owns 2-0 and 2-1
    const prr = game.corporation("PRR");
    const bo = game.corporation("B&O");
    expectRefused(game, { type: "buy_train", ...corporation("PRR"), train: "2-0", price: 1 }, /^1830 7\.6: Player 3 presides over B&O and must agree to the price: offer it$/);
    const legal = game.legalActions(prr);
    expect(legal).toContainEqual({ type: "offer", train: "2-0", buyer: "PRR", seller: "B&O", min: 1, max: 1000 });
    expect(legal.some((a) => a.type === "buy_train" && a.from === "B&O")).toBe(false);
    const before = JSON.stringify(summarize(game, 0));
    game.process({ type: "offer", ...corporation("PRR"), train: "2-0", price: 1 });
    expect(game.messages.at(-1)!.text).toBe("PRR offers B&O $1 for B&O's 2-train (2-0)");
    // Nothing else happens until B&O's president answers.
    expect(game.round.activeEntity()).toBe(bo);
    expect(game.legalActions(bo)).toEqual([{ type: "respond", train: "2-0", price: 1, from: String(P2), buyer: "PRR" }]);
    expectRefused(game, { type: "pass", ...corporation("PRR") }, /^1830 7\.6: B&O \(Player 3\) must first answer PRR's offer for B&O's 2-train \(2-0\)$/);
    expectRefused(game, { type: "respond", ...corporation("B&O"), train: "2-1", accept: true }, /^1830 7\.6: the offer waiting is for B&O's 2-train \(2-0\)$/);
    expectRefused(game, { type: "respond", ...corporation("NYNH"), train: "2-0", accept: true }, /^1830 7\.6: B&O \(Player 3\) must first answer/);
    game.process({ type: "respond", ...corporation("B&O"), train: "2-0", accept: false });
    expect(game.messages.at(-1)!.text).toBe("B&O declines PRR's offer for B&O's 2-train (2-0)");
    expect(JSON.stringify(summarize(game, 0))).toBe(before);
    // PRR's turn goes on: it offers more, and B&O accepts.
    expect(game.round.activeEntity()).toBe(prr);
    game.process({ type: "offer", ...corporation("PRR"), train: "2-0", price: 150 });
    game.process({ type: "respond", ...corporation("B&O"), train: "2-0", accept: true });
    expect(prr.trains.map((t) => t.id)).toEqual(["2-0"]);
    expect(bo.trains.map((t) => t.id)).toEqual(["2-1"]);
    expect(prr.cash).toBe(1000 - 150);
    expect(bo.cash).toBe(760 + 150);
    expect(game.messages.at(-1)!.text).toBe("PRR buys a 2 train for $150 from B&O");
    expect(game.round.activeEntity()).toBe(prr);
  });

  it("refuses an offer outside the price the rules allow, and an offer where the president agrees with himself (7.6)", () => {
    const game = after(35);
    expectRefused(game, { type: "offer", ...corporation("PRR"), train: "2-0", price: 0 }, /^1830 7\.6: a train costs at least \$1$/);
    expectRefused(game, { type: "offer", ...corporation("PRR"), train: "2-0", price: 1001 }, /^1830 7\.6: PRR has \$1,000; credit is not allowed$/);
    expectRefused(game, { type: "offer", ...corporation("PRR"), train: "2-9", price: 10 }, /^1830 7\.6: there is no train 2-9/);
    // Constructed: Player 2 presides over B&O too. His corporations trade at once, at any price from $1.
    moveCertificates([game.corporation("B&O").shares[0]!], game.player(P2));
    expect(game.corporation("B&O").president).toBe(game.player(P2));
    expect(game.legalActions(game.corporation("PRR"))).toContainEqual({ type: "buy_train", train: "2-0", from: "B&O", min: 1, max: 1000 });
    expectRefused(game, { type: "offer", ...corporation("PRR"), train: "2-0", price: 1 }, /^1830 7\.6: Player 2 presides over PRR and B&O: buy it without an offer$/);
    game.process({ type: "buy_train", ...corporation("PRR"), train: "2-0", price: 1 });
    expect(game.corporation("PRR").trains.map((t) => t.id)).toEqual(["2-0"]);
  });

  it("another player's private is offered for within half to twice its face value; its owner answers (4.1)", () => {
    const game = after(73); // OR 3.1, phase 3: B&O (Player 3, $380) may buy privates; Player 1 owns CS ($40)
    const bo = game.corporation("B&O");
    expectRefused(game, { type: "buy_company", ...corporation("B&O"), company: "CS", price: 20 }, /^1830 4\.1: Player 1 owns Champlain & St\. Lawrence and must agree to the price: offer it$/);
    expect(game.legalActions(bo)).toContainEqual({ type: "offer", company: "CS", buyer: "B&O", seller: String(P1), min: 20, max: 80 });
    // Its own president's private needs no offer.
    expect(game.legalActions(bo)).toContainEqual({ type: "buy_company", company: "SV", min: 10, max: 40 });
    expectRefused(game, { type: "offer", ...corporation("B&O"), company: "CS", price: 81 }, /^1830 4\.1: CS sells for \$20 to \$80$/);
    game.process({ type: "offer", ...corporation("B&O"), company: "CS", price: 70 });
    expect(game.round.activeEntity()).toBe(game.player(P1));
    expect(game.legalActions(game.player(P1))).toEqual([{ type: "respond", company: "CS", price: 70, from: String(P3), buyer: "B&O" }]);
    game.process({ type: "respond", ...player(P1), company: "CS", accept: true });
    expect(game.company("CS").owner).toBe(bo);
    expect(bo.cash).toBe(380 - 70);
    expect(game.player(P1).cash).toBe(22 + 70);
    expect(game.round.activeEntity()).toBe(bo);
  });

  it("an imported log's purchases between presidents replay as agreed; what is played after asks again", () => {
    // Constructed log: the fixture to OR 1.1's PRR, then PRR buys B&O's 2-0 as 18xx.games writes it.
    const upto = log.actions.findIndex((a) => a.id === 35) + 1;
    const bought = { type: "buy_train", ...corporation("PRR"), id: 9001, train: "2-0", price: 5 };
    const game = replayLog(title1830, { ...log, actions: [...log.actions.slice(0, upto), bought] });
    expect(game.corporation("PRR").trains.map((t) => t.id)).toEqual(["2-0"]);
    expectRefused(game, { type: "buy_train", ...corporation("PRR"), train: "2-1", price: 5 }, /^1830 7\.6: Player 3 presides over B&O and must agree/);
  });
});

describe("1830 operating rounds", () => {
  it("logs each corporation's trains that rust with the first 4-train (3.0)", () => {
    const before = after(223);
    const game = after(224); // C&O buys the first 4-train
    const holders = before.corporations.filter((c) => c.trains.some((t) => t.name === "2"));
    expect(holders.length).toBeGreaterThan(0);
    const lines = game.messages.slice(before.messages.length).map((m) => m.text);
    expect(lines).toContain("-- Event: 2 trains rust --");
    for (const c of holders) {
      const n = c.trains.filter((t) => t.name === "2").length;
      expect(lines).toContain(`${c.sym} loses ${n === 1 ? "its" : n} 2-train${n === 1 ? "" : "s"}`);
      expect(game.corporation(c.sym).trains.some((t) => t.name === "2")).toBe(false);
    }
  });

  it("refuses a green tile in phase 2 and a tile the railroad cannot reach (7.2)", () => {
    const game = after(41); // B&O starts operating round 2.1
    expectRefused(game, { type: "lay_tile", ...corporation("B&O"), hex: "J14", tile: "14-0", rotation: 0 }, /^1830 7\.2/);
    expectRefused(game, { type: "lay_tile", ...corporation("B&O"), hex: "B10", tile: "57-0", rotation: 0 }, /^1830 7\.2\.1/);
  });

  it("refuses a second tile in one turn (7.2)", () => {
    const game = after(42); // B&O has laid its tile
    expectRefused(game, { type: "lay_tile", ...corporation("B&O"), hex: "H16", tile: "57-3", rotation: 0 }, /^1830 7\.2: a railroad lays or upgrades one tile/);
  });

  it("refuses a station in a city with no free slot (7.3)", () => {
    const game = after(42); // B&O at its station step, Washington (J14, tile 57) newly reachable
    game.board.placeToken("PRR", "J14", 0);
    expectRefused(game, { type: "place_token", ...corporation("B&O"), city: "57-0-0", slot: 0 }, /^1830 7\.3/);
  });

  it("refuses routes that reuse track (7.4)", () => {
    const game = after(43); // B&O with two 2-trains at its run step
    const route = (train: string) => ({ train, connections: [["I15", "I17", "I19"]], hexes: ["I15", "I19"], nodes: ["I15-0", "I19-0"] });
    expectRefused(game, { type: "run_routes", ...corporation("B&O"), routes: [route("2-0"), route("2-1")] }, /^1830 7\.4/);
  });

  it("refuses a train over the train limit (7.6)", () => {
    const game = after(30); // B&O has bought two 2-trains in operating round 1.1 and may buy more
    for (const train of ["2-2", "2-3"]) game.process({ type: "buy_train", ...corporation("B&O"), train, price: 80 });
    expect(game.corporation("B&O").trains).toHaveLength(4);
    expect(game.round.activeEntity()).not.toBe(game.corporation("B&O"));
  });

  it("refuses a train the bank does not sell yet (7.6)", () => {
    const game = after(30);
    expectRefused(game, { type: "buy_train", ...corporation("B&O"), train: "3-0", price: 180 }, /^1830 7\.6: the bank does not sell 3-0/);
  });
});

describe("1830 T-05: the Delaware & Hudson's station", () => {
  it("after the DH's tile on F16, the DH itself places the station there or passes; its railroad waits", () => {
    const game = after(228); // ERIE, owning the DH, has laid the DH's tile on F16
    const dh = game.company("DH");
    expect(game.round.activeEntity()).toBe(dh);
    expect(game.actingEntities()).toEqual([dh]);
    expectRefused(game, { type: "pass", ...corporation("ERIE") }, /^1830 /);
    game.process({ type: "pass", entity: "DH", entity_type: "company" });
    expect(game.round.activeEntity()).toBe(game.corporation("ERIE"));
  });
  it("a route runs from one station: stops reached from two different stations make none (7.4)", () => {
    // A game played here: B&O has just placed the DH's station on F16; each of its stations reaches only itself.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-stations-apart.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1830, log);
    const bo = game.corporation("B&O");
    expect(bo.trains.length).toBeGreaterThan(0);
    expect(game.legalActions(bo).some((a) => a.type === "run_routes")).toBe(false);
    expectRefused(game, { type: "run_routes", entity: "B&O", entity_type: "corporation", routes: [] }, /^1830 /);
  });

  it("a railroad with no station token left lays the DH's tile and has no station to place (7.3)", () => {
    // A game played here: B&O, owner of the DH, begins its turn with all three of its station tokens on the map.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-dh-no-tokens.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1830, log);
    const bo = game.corporation("B&O");
    expect(bo.nextTokenCost()).toBeNull();
    game.process({ type: "lay_tile", entity: "DH", entity_type: "company", hex: "F16", tile: "57-1", rotation: 3 });
    expect(game.actingEntities()).toEqual([bo]);
    expect(game.legalActions(bo).map((a) => a.type)).toEqual(["run_routes"]);
    expectRefused(game, { type: "place_token", entity: "DH", entity_type: "company", city: "57-1-0", slot: 0 }, /^1830 /);
  });
});

describe("1830 C-2.3.1 forced train purchases", () => {
  // A game played here (random play seed 3 (builder), 5 players, 341 actions): the PRR ($65) ends its turn with a
  // route and no train; its president has $48; the bank sells only 5-trains ($450); the NYC and the ERIE own 4- and 3-trains.
  it("the railroad must buy a train: no pass; from another railroad with the president's money, never above face value", () => {
    const game = playRandomly(title1830, 3, 341, "builder");
    const prr = game.corporation("PRR");
    const president = prr.president!;
    expect(game.round.activeEntity()).toBe(prr);
    expect([prr.trains.length, prr.cash, president.cash]).toEqual([0, 65, 48]);
    expectRefused(game, { type: "pass", ...corporation("PRR") }, /^C-2\.3\.1: PRR has a route and no train, so it must buy one/);
    const buys = game.legalActions(prr).flatMap((a) => (a.type === "buy_train" ? [a] : []));
    expect(buys.length).toBeGreaterThan(0);
    for (const b of buys) {
      const face = game.depot.all.find((t) => t.id === b.train)!.def.price;
      expect(b.from, b.train).not.toBe("bank");
      // "the price paid for a train from another railroad may not exceed the train's face value"; all the railroad's money
      // and the president's make it up.
      expect(b.max, b.train).toBeLessThanOrEqual(face);
      expect(b.max, b.train).toBe(prr.cash + president.cash);
    }
    // Above what the two have, the president must first sell shares (C-2.3.2).
    expectRefused(game, { type: "buy_train", ...corporation("PRR"), train: buys[0]!.train, price: 114 }, /^C-2\.3\.2: P5 must raise \$1 more by selling shares/);
  });
});

describe("1830 C-2.3.2, C-2.4: the sales a president may make decide his bankruptcy", () => {
  // A game played here (1830+ S-3, 3 players, random play seed 41 (builder), 333 actions; the B&O's pass of a station on
  // Richmond, which S-1.2 7.3 keeps for the C&O, taken out, 332): B&O ($35, share value
  // $10, no train) must buy a 4-train ($300). Its president, Player 2 ($248), has sold B&O_4 and C&O_2 for it and
  // holds B&O's president's certificate, as much as each other player holds; NYC and ERIE have not operated.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-s3-president-keeps.json", import.meta.url), "utf8")) as GameLog;

  it("a sale that would make another player B&O's president raises nothing for it, so the president is bankrupt", () => {
    const game = replayLog(title1830, position);
    const bo = game.corporation("B&O");
    const president = game.player(2);
    expect(bo.president).toBe(president);
    expect(bo.cash + president.cash).toBeLessThan(300);
    // C-2.3.2: selling B&O's last shares of his would change its president; nothing else of his may be sold.
    expect(game.legalActions(president)).toEqual([]);
    expect(game.legalActions(bo).map((a) => a.type)).toEqual(["bankrupt"]);
    game.process({ type: "bankrupt", entity: "B&O", entity_type: "corporation" });
    expect(game.finished).toBe(true);
  });
});
