// 1846's two-player variant (docs/rules-1846.md, [two-player variant]): an option of 1846 for two players only;
// its draft rounds between sets of operating rounds; the second stations of the corporations left out; 70% of a
// corporation; the end a set after the last train. Refusals in plain words, the game unchanged.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { Player } from "../../shared/engine/entities.ts";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { StockRound } from "../../shared/engine/rounds/stock.ts";
import { holdingLimit } from "../../shared/engine/shares.ts";
import { reviveGame, snapshotGame } from "../../shared/engine/snapshot.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { TwoPlayerDraft } from "../../shared/games/1846/two-player.ts";
import { asOurTitle } from "../../shared/games/titles.ts";

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
const newGame = (seed = 3, options = ["first_ed", "two_player"]) => new Game(title1846, seats(2), { optional_rules: options }, seed);
const bid = (game: Game, player: string, company: string) => game.process({ type: "bid", entity: player, entity_type: "player", company, price: 0 });
const pass = (game: Game, player: string) => game.process({ type: "pass", entity: player, entity_type: "player" });
const acting = (game: Game) => (game.round.activeEntity() as Player).id;

describe("1846's two-player variant", () => {
  it("is the only way to play with two, and is for two only", () => {
    expect(() => new Game(title1846, seats(2), { optional_rules: ["first_ed"] }, 3)).toThrow(/3 to 5 players, or 2 in the two-player variant/);
    expect(() => new Game(title1846, seats(3), { optional_rules: ["two_player"] }, 3)).toThrow(/3 to 5 players, or 2 in the two-player variant/);
    expect(holdingLimit(newGame())).toBe(70);
    expect(holdingLimit(new Game(title1846, seats(3), { optional_rules: [] }, 3))).toBe(60);
  });

  it("leaves out one corporation of the north and one of the south; the Erie keeps a second station in Erie at once", () => {
    let erieOut = false;
    for (let seed = 1; seed <= 40; seed++) {
      const game = newGame(seed);
      const out = game.corporations.filter((c) => c.removed).map((c) => c.sym);
      expect(out.filter((s) => ["ERIE", "GT", "NYC", "PRR"].includes(s))).toHaveLength(1);
      expect(out.filter((s) => ["B&O", "C&O", "IC"].includes(s))).toHaveLength(1);
      for (const sym of out) {
        const home = game.corporation(sym).home!;
        expect(game.board.tokensAt(home).flat()).toContain(sym);
        // Erie's second station (D20) goes down at once; the others wait for their city to turn green.
        expect(game.board.tokensOf(sym)).toHaveLength(sym === "ERIE" ? 2 : 1);
        if (sym === "ERIE") expect(game.board.tokensAt("D20").flat()).toContain("ERIE");
      }
      erieOut ||= out.includes("ERIE");
    }
    expect(erieOut).toBe(true);
  });

  it("a corporation left out places its second station when its city turns green (GT on Toledo, D14, in 18xx.games' game 11098)", () => {
    const log = asOurTitle(JSON.parse(readFileSync(new URL("../fixtures/1846-2p/11098.json", import.meta.url), "utf8")) as GameLog & { title: string });
    const green = log.actions.findIndex((a) => a.type === "lay_tile" && (a as { hex?: string }).hex === "D14" && /^(14|15|619|294|295|296)-/.test(String((a as { tile?: string }).tile)));
    expect(green).toBeGreaterThan(0);
    const replay = new Replay(title1846, log);
    expect(replay.at(green).corporation("GT").removed).toBe(true);
    expect(replay.at(green).board.tokensAt("D14").flat()).not.toContain("GT");
    expect(replay.at(green + 1).board.tokensAt("D14").flat()).toContain("GT");
  });

  it("sells the privates one at a time between sets of operating rounds, then starts the first stock round with the first seat", () => {
    const game = newGame();
    const draft = game.round as TwoPlayerDraft;
    expect(draft).toBeInstanceOf(TwoPlayerDraft);
    // Every private still in the game is for sale, the last seat first; the game's first purchase may not be passed.
    expect(acting(game)).toBe("p2");
    const offered = game.legalActions(game.players[1]!).map((a) => a.type === "bid" && a.company);
    const inGame = game.companies.filter((c) => !c.closed).map((c) => c.sym);
    expect(offered.sort()).toEqual([...inGame].sort());
    const before = game.messages.length;
    expect(() => pass(game, "p2")).toThrow(/first private company of the game must be bought/);
    expect(game.messages.length).toBe(before);
    expect(game.round).toBe(draft);

    // Privates first, the minors last, so that nobody operates between the draft rounds.
    const order = inGame.filter((s) => s !== "MS" && s !== "BIG4");
    const first = order[0]!;
    bid(game, "p2", first);
    expect(game.players[1]!.companies.map((c) => c.sym)).toEqual([first]);
    expect(acting(game)).toBe("p1");
    pass(game, "p1");
    pass(game, "p2");
    // Both passed: a set of operating rounds (the owners' privates pay), then the next draft round, last seat first.
    expect(game.round).toBeInstanceOf(TwoPlayerDraft);
    expect(game.round).not.toBe(draft);
    expect(game.messages.some((m) => m.text.startsWith("-- Operating Round 0.1"))).toBe(true);
    expect(acting(game)).toBe("p2");
    // A purchase brings a passed player back: the round goes on until both pass in a row or all are sold.
    const rest = [...order.slice(1), "MS", "BIG4"].filter((s) => inGame.includes(s));
    for (const sym of rest) bid(game, acting(game), sym);
    expect(game.round).toBeInstanceOf(StockRound);
    expect(game.round.name).toBe("Stock Round 1");
    expect(acting(game)).toBe("p1");
    expect(game.companies.filter((c) => !c.closed).every((c) => c.owner instanceof Player)).toBe(true);
  });

  it("a room's snapshot of a game in its draft round revives it, who has passed included", () => {
    const game = newGame();
    const sym = game.companies.find((c) => !c.closed && c.sym !== "MS" && c.sym !== "BIG4")!.sym;
    bid(game, "p2", sym);
    pass(game, "p1");
    const revived = reviveGame(title1846, game.options, snapshotGame(game), [...game.actions]);
    expect(revived.round).toBeInstanceOf(TwoPlayerDraft);
    // Player 1 has passed: Player 2's pass ends the round in both.
    pass(game, "p2");
    pass(revived, "p2");
    expect(snapshotGame(revived)).toBe(snapshotGame(game));
    expect(revived.round).toBeInstanceOf(TwoPlayerDraft);
  });

  it("once the bank has sold all its trains, a corporation's only train is not sold to another (18xx.games' 1846 2p Variant)", () => {
    const log = asOurTitle(JSON.parse(readFileSync(new URL("../fixtures/1846-2p/11098.json", import.meta.url), "utf8")) as GameLog & { title: string });
    // Operating round 2.2 of game 11098, the IC to act: the Erie owns two 2-trains.
    const game = new Replay(title1846, log).at(120);
    const op = game.round as OperatingRound;
    const [erie, ic] = [game.corporation("ERIE"), game.corporation("IC")];
    expect(op.trains.sellableTrains(erie, ic)).toHaveLength(2);
    game.depot.upcoming.length = 0;
    game.depot.discarded.length = 0;
    // Two trains: either may still be sold.
    expect(op.trains.sellableTrains(erie, ic)).toHaveLength(2);
    erie.trains.splice(1);
    expect(op.trains.sellableTrains(erie, ic)).toEqual([]);
  });

  it("ends a whole set of operating rounds after the one in which the bank sold its last train, unless the bank broke first", () => {
    const round = (setNumber: number, index: number) => Object.assign(Object.create(OperatingRound.prototype) as OperatingRound, { setNumber, index, total: 2 });
    const game = newGame();
    game.depot.upcoming.length = 0;
    game.depot.discarded.length = 0;
    expect(title1846.nextRound(game, round(3, 2))).toBeInstanceOf(StockRound);
    expect(game.lastTrainSet).toBe(3);
    expect(game.finished).toBe(false);
    title1846.nextRound(game, round(4, 1));
    expect(game.finished).toBe(false);
    title1846.nextRound(game, round(4, 2));
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("final_train");

    const broke = newGame();
    broke.depot.upcoming.length = 0;
    broke.depot.discarded.length = 0;
    title1846.nextRound(broke, round(3, 2));
    broke.bankBroken = true;
    title1846.nextRound(broke, round(4, 2));
    expect(broke.endReason).toBe("bank");

    // Without the variant the last train ends nothing.
    const four = new Game(title1846, seats(4), { optional_rules: ["first_ed"] }, 3);
    four.depot.upcoming.length = 0;
    four.depot.discarded.length = 0;
    title1846.nextRound(four, round(3, 2));
    title1846.nextRound(four, round(4, 2));
    expect(four.finished).toBe(false);
    expect(four.lastTrainSet).toBe(null);
  });
});
