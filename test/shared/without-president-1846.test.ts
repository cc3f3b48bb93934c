// 1846's [bankruptcy] and [without a president] (docs/rules-1846.md) in a position of a fixture: after Player 3's
// bankruptcy in 1846_game_end_reason_dnf (entry 96) the GT has no president and operates on its own.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1846/1846_game_end_reason_dnf.json", import.meta.url), "utf8")) as GameLog;

describe("1846: a corporation without a president", () => {
  it("goes on after the bankruptcy: the bankrupt sits out, the GT's president's certificate is in the pool", () => {
    const game = new Replay(title1846, log).at(96);
    expect(game.finished).toBe(false);
    const bankrupt = game.players.find((p) => p.bankrupt)!;
    expect(bankrupt.name).toBe("Player 3");
    expect(bankrupt.cash).toBe(0);
    const gt = game.corporation("GT");
    expect(gt.president).toBeNull();
    expect(gt.shares[0]!.holder).toBe("pool");
    // It bought the bank's cheapest train on its own (the 2, $80) with the bankrupt's cash.
    expect(gt.trains.map((t) => t.name)).toEqual(["2"]);
  });

  it("only runs its trains: a tile lay is refused in 1846's words, and nothing changes", () => {
    const game = new Replay(title1846, log).at(100);
    expect(game.round.activeEntity()).toBe(game.corporation("GT"));
    const before = JSON.stringify(summarize(game, 100));
    let message = "";
    try {
      game.process({ type: "lay_tile", entity: "GT", entity_type: "corporation", hex: "B14", tile: "7-0", rotation: 0 });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/GT has no president: it only runs its trains/);
    expect(message).not.toMatch(/18[0-9]{2}|Chesapeake/);
    expect(JSON.stringify(summarize(game, 100))).toBe(before);
  });

  it("withholds its revenue by itself, and a player who comes to hold 20% becomes its president, the pool taking his shares for the certificate", () => {
    const replay = new Replay(title1846, log);
    const ran = replay.at(101);
    expect(ran.corporation("GT").president).toBeNull();
    expect(ran.round.name).toMatch(/Stock Round/);
    const game = replay.at(129);
    const gt = game.corporation("GT");
    expect(gt.president?.name).toBe("Player 2");
    expect(gt.shares[0]!.holder).toBe(gt.president);
    expect(gt.percentOf(gt.president!)).toBe(20);
  });

  it("sells no train: nobody presides to agree (1846_game_end_reason_bankrupt, the NYC at its trains step)", () => {
    const bankrupt = JSON.parse(readFileSync(new URL("../fixtures/1846/1846_game_end_reason_bankrupt.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, bankrupt).at(240);
    expect(game.corporation("GT").president).toBeNull();
    expect(game.legalActions(game.corporation("NYC")).some((a) => a.type === "buy_train" && a.train === "5-0")).toBe(false);
    const before = JSON.stringify(summarize(game, 240));
    expect(() => game.process({ type: "buy_train", entity: "NYC", entity_type: "corporation", train: "5-0", price: 1 })).toThrow(/GT has no president to agree to sell its trains/);
    expect(JSON.stringify(summarize(game, 240))).toBe(before);
  });

  it("its president's certificate in the pool sells to a holder of its shares for one share's value, a 10% share handed back", () => {
    const start = new Replay(title1846, log).at(101);
    const player1 = start.players[0]!;
    expect(start.round.activeEntity()).toBe(player1);
    expect(start.corporation("GT").percentOf(player1)).toBe(0);
    expect(start.legalActions(player1).some((a) => a.type === "buy_shares" && a.shares[0] === "GT_0")).toBe(false);
    expect(() => start.process({ type: "buy_shares", entity: player1.id, entity_type: "player", shares: ["GT_0"], percent: 10 })).toThrow(
      /holder of GT.s shares may buy its president.s certificate from the pool/,
    );
    const game = new Replay(title1846, log).at(128);
    const buyer = game.players[1]!;
    const gt = game.corporation("GT");
    expect(game.round.activeEntity()).toBe(buyer);
    expect(gt.percentOf(buyer)).toBe(10);
    expect(game.legalActions(buyer)).toContainEqual({ type: "buy_shares", shares: ["GT_0"], percent: 20, price: 20, from: "pool" });
    const [cash, pool] = [buyer.cash, gt.percentOf("pool")];
    game.process({ type: "buy_shares", entity: buyer.id, entity_type: "player", shares: ["GT_0"], percent: 10 });
    expect(gt.president).toBe(buyer);
    expect(gt.percentOf(buyer)).toBe(20);
    expect(buyer.cash).toBe(cash - 20);
    expect(gt.percentOf("pool")).toBe(pool - 10);
  });

  it("a bankrupt holding the priority deal sits out the stock round: the next player starts and his pass is not counted", () => {
    const replay = new Replay(title1846, log);
    const game = replay.at(96);
    const bankrupt = game.players.find((p) => p.bankrupt)!;
    // As if he had held the priority deal when he went bankrupt (here Player 1 holds it).
    game.priority = bankrupt;
    const from = game.messages.length;
    for (const action of log.actions.slice(96, 102)) game.process(action);
    expect(game.round.name).toMatch(/Stock Round/);
    expect(game.round.activeEntity()).toBe(game.players[1]);
    expect(game.messages.slice(from).some((m) => m.text.startsWith(bankrupt.name))).toBe(false);
  });
});
