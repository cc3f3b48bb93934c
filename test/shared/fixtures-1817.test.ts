// 1817's rules, each checked in a position of one of its 18xx.games games or of a random game. That its five
// 18xx.games games replay to their recorded results, matching 18xx.games' state summary at every fifth entry,
// test/shared/replay-fixtures.test.ts checks with every title's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { Replay, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { rulesetOf } from "../../shared/engine/session.ts";
import { exportGame } from "../../shared/engine/export.ts";
import { Company, Corporation, Player } from "../../shared/engine/entities.ts";
import { SelectionAuction } from "../../shared/engine/rounds/selection-auction.ts";
import { RULES, RULES_IN_PROGRESS, RULESETS, TITLES } from "../../shared/games/index.ts";
import { booksError } from "../../shared/engine/books.ts";
import { interestOwed, interestRate, payInterest, repayLoan, takeLoan } from "../../shared/engine/loans.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { exchangeShares, MergerAndConversionRound, stationMarkers } from "../../shared/engine/rounds/merger-conversion.ts";
import { AcquisitionRound, startingPrice } from "../../shared/engine/rounds/acquisition.ts";
import type { StationChoice } from "../../shared/engine/rounds/take-over.ts";
import type { ActionOf, GameAction } from "../../shared/engine/action.ts";
import { applyProgrammeAction } from "../../shared/engine/programmes.ts";
import type { AuctionedStartRules, AuctionedStartsStockRound } from "../../shared/engine/rounds/auctioned-starts.ts";
import { STARTS_1817 } from "../../shared/games/1817/index.ts";
import { closeMarketShorts, shortShare, shortsOf } from "../../shared/engine/shorts.ts";
import { bestRoutes } from "../../shared/engine/route-search.ts";
import { validateRoutes } from "../../shared/engine/route.ts";
import { RandomPlayer, type Policy } from "./random-play.ts";

const title = RULES["1817"]!;
const dir = new URL("../fixtures/1817/", import.meta.url);

describe("1817's stock round: a player with nothing to do passes by himself", () => {
  it("as 18xx.games skips him: Player 5, unable to bid, buy, sell or short, and no corporation of his with anything to do", () => {
    // A random game (npm run selfplay -- 1817 --seed 2), its first 60 entries: Player 4 passes after WT has started.
    const log = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1817-no-valid-actions.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title, log).at(60);
    expect(game.round.name).toBe("Stock Round 1");
    expect(game.round.activeEntity()).toBe(game.player(1));
    expect(game.messages.some((m) => /Player 5 has no valid actions and passes/.test(m.text))).toBe(true);
  });
});

describe("1817's printed cities as 18xx.games names them", () => {
  it("a plain city's id is its hex's with the copy number of its kind: a home station there exports as 18xx.games reads it", () => {
    const game = new Game(title, [1, 2, 3].map((id) => ({ id, name: `P${id}` })));
    expect(game.board.cityId("F3", 0)).toBe("F3-4-0");
    expect(game.board.cityId("I16", 0)).toBe("I16-7-0");
    expect(game.board.cityId("I12", 0)).toBe("I12-1-0");
    expect(game.board.cityById("C14-2-0")).toEqual({ hex: "C14", city: 0 });
  });
});
/** The first random game (builder, this many players, seeds from 1) that reaches a position, played up to it. */
function randomGameReaching(players: number, reached: (game: Game) => boolean): Game {
  for (let seed = 1; seed <= 40; seed++) {
    const game = new Game(title, Array.from({ length: players }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), {}, seed);
    const player = new RandomPlayer(seed, "builder");
    for (let i = 0; i < 3000 && !game.finished && !reached(game); i++) game.process(player.choose(game)!);
    if (reached(game)) return game;
  }
  throw new Error("no random game reaches the position");
}

describe("1817 is offered", () => {
  it("among the titles the lobby lists, the rules rooms play and the titles whose rules are complete", () => {
    expect(TITLES.find((t) => t.id === "1817")).toMatchObject({ minPlayers: 3, maxPlayers: 12 });
    expect(RULES["1817"]).toBe(title);
    expect(Object.keys(RULESETS)).toContain("1817");
    expect(Object.keys(RULES_IN_PROGRESS)).not.toContain("1817");
  });
});

describe("1817's opening sale (seed money)", () => {
  const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
  const bid = (game: Game, entity: number, company: string, price: number) =>
    game.process({ type: "bid", entity, entity_type: "player", company, price });
  const pass = (game: Game, entity: number) => game.process({ type: "pass", entity, entity_type: "player" });

  it("takes an opening bid below an item's value while the seed money lasts, and spends it", () => {
    const game = new Game(title, players);
    const sale = game.round as SelectionAuction;
    expect(sale.minBid(game.company("MAJM"))).toBe(0);
    bid(game, 1, "MAJM", 0);
    pass(game, 2);
    pass(game, 3);
    expect(game.company("MAJM").owner).toBe(game.player(1));
    expect(game.player(1).cash).toBe(420);
    expect(sale.seedMoney).toBe(80);
    // $80 left: the $90 Mail Contract opens at $10 at least.
    expect(sale.minBid(game.company("MAIL"))).toBe(10);
    expect(() => bid(game, 2, "MAIL", 5)).toThrow(/least bid on MAIL is \$10/);
  });

  it("refuses a bid that is not the least bid plus a multiple of $5", () => {
    const game = new Game(title, players);
    expect(() => bid(game, 1, "MAJM", 3)).toThrow(/multiple of \$5/);
    expect(game.actions).toHaveLength(0);
  });

  it("passes the turn to the left of the player who put the item up, not of the buyer", () => {
    const game = new Game(title, players);
    bid(game, 1, "MINM", 0);
    bid(game, 2, "MINM", 5);
    pass(game, 3);
    pass(game, 1);
    expect(game.company("MINM").owner).toBe(game.player(2));
    expect(game.round.activeEntity()).toBe(game.player(2));
  });

  it("closes the unsold items when all pass in a row; the player left of the last to pass has the priority deal", () => {
    const game = new Game(title, players);
    const sale = game.round as SelectionAuction;
    bid(game, 1, "MINM", 0);
    pass(game, 2);
    pass(game, 3);
    pass(game, 2);
    pass(game, 3);
    // The step alone: the round after it (1817's stock round) is not built yet.
    sale.process({ type: "pass", entity: 1, entity_type: "player" }, game.player(1));
    expect(sale.finished).toBe(true);
    expect(game.priority).toBe(game.player(2));
    const unsold = game.companies.filter((c: Company) => c.sym !== "MINM");
    expect(unsold.every((c) => c.closed)).toBe(true);
    expect(game.company("MINM").owner).toBeInstanceOf(Player);
  });
});

describe("1817's first stock round: corporations started by auction", () => {
  const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
  const act = (game: Game, action: Record<string, unknown>) => game.process(action);
  const bid = (game: Game, entity: number, corporation: string, price: number) =>
    act(game, { type: "bid", entity, entity_type: "player", corporation, price });
  const pass = (game: Game, entity: number) => act(game, { type: "pass", entity, entity_type: "player" });
  const home = (game: Game, corp: string, city: string) => act(game, { type: "place_token", entity: corp, entity_type: "corporation", city, slot: 0 });

  /** A game past its opening sale: P1 bought MAJM ($120) for $30, P2 TS ($80) for $5; the rest left the game. */
  function afterSale(): Game {
    const game = new Game(title, players);
    const buy = (entity: number, company: string, price: number) => act(game, { type: "bid", entity, entity_type: "player", company, price });
    buy(1, "MAJM", 30);
    pass(game, 2);
    pass(game, 3);
    buy(2, "TS", 5);
    pass(game, 3);
    pass(game, 1);
    pass(game, 3);
    pass(game, 1);
    pass(game, 2);
    expect(game.round.name).toBe("Stock Round 1");
    return game;
  }

  it("refuses a bid under $100, above the bidding power, or not a step of $5; the game stays as it was", () => {
    const game = afterSale();
    const before = game.actions.length;
    expect(() => bid(game, 3, "UR", 95)).toThrow(/least bid on UR is \$100/);
    expect(() => bid(game, 3, "UR", 102)).toThrow(/multiple of \$5/);
    expect(() => bid(game, 3, "UR", 425)).toThrow(/at most \$400/);
    expect(game.actions).toHaveLength(before);
    // P1: $390 and MAJM ($120): his money with the values of some privates.
    expect(() => bid(game, 3, "UR", 400)).not.toThrow();
  });

  it("starts the corporation at the box at half the bid or below; the winner pays his bid into it and puts in privates", () => {
    const game = afterSale();
    // P3 leads (left of the last to pass); he puts UR up for $100, its home in Charleston (H9).
    expect(game.round.activeEntity()).toBe(game.player(3));
    bid(game, 3, "UR", 100);
    home(game, "UR", game.board.cityId("H9", 0));
    bid(game, 1, "UR", 135);
    pass(game, 2);
    pass(game, 3);
    const ur = game.corporation("UR");
    // Half of $135 is $67.50: the box below it, $65.
    expect(game.market.price("UR")).toBe(65);
    expect(ur.president).toBe(game.player(1));
    expect(ur.cash).toBe(135);
    expect(game.player(1).cash).toBe(390 - 135);
    act(game, { type: "assign", entity: 1, entity_type: "player", target: "MAJM", target_type: "company" });
    expect(ur.cash).toBe(15);
    expect(game.player(1).cash).toBe(390 - 135 + 120);
    expect(game.company("MAJM").owner).toBe(ur);
    // The turn goes to the left of the player who put UR up.
    expect(game.round.activeEntity()).toBe(game.player(1));
  });

  it("a player with nothing to do but pass passes at once, as 18xx.games plays it, and that pass counts toward the round's end", () => {
    const game = new Game(title, players);
    const buy = (entity: number, company: string, price: number) => act(game, { type: "bid", entity, entity_type: "player", company, price });
    buy(1, "MAJM", 30);
    pass(game, 2);
    pass(game, 3);
    // P2 pays $400 for the Ohio Bridge Company ($40): $20 and a $40 private bid no $100.
    buy(2, "OBC", 400);
    pass(game, 3);
    pass(game, 3);
    pass(game, 1);
    pass(game, 2);
    expect(game.round.name).toBe("Stock Round 1");
    expect(game.round.activeEntity()).toBe(game.player(3));
    bid(game, 3, "UR", 100);
    home(game, "UR", game.board.cityId("H9", 0));
    pass(game, 1);
    expect(game.corporation("UR").president).toBe(game.player(3));
    // The turn goes left of P3: P1 passes; P2 could only pass, and does so at once.
    expect(game.round.activeEntity()).toBe(game.player(1));
    pass(game, 1);
    const texts = game.messages.map((m) => m.text);
    expect(texts.at(-1)).toBe("P2 has no valid actions and passes");
    expect(game.round.activeEntity()).toBe(game.player(3));
    expect(() => pass(game, 2)).toThrow();
    // P3's pass ends the round, after P1's and P2's.
    pass(game, 3);
    expect(game.round.name).not.toBe("Stock Round 1");
  });

  it("a stock round in which nobody can do anything ends by itself, every player passing at once", () => {
    // Random 3-player games (builder, 400 moves each) until one has such a stock round: its heading, three automatic
    // passes, the priority deal.
    const idleAt = (texts: string[], i: number) =>
      /^-- Stock Round \d+ --$/.test(texts[i]!) && texts.slice(i + 1, i + 4).every((t) => t.endsWith("has no valid actions and passes")) && !!texts[i + 4]?.endsWith("has priority deal");
    let found: Game | null = null;
    for (let seed = 1; seed <= 10 && !found; seed++) {
      const game = new Game(title, [1, 2, 3].map((id) => ({ id, name: `P${id}` })), {}, seed);
      const player = new RandomPlayer(seed, "builder");
      for (let i = 0; i < 400 && !game.finished; i++) game.process(player.choose(game)!);
      const texts = game.messages.map((m) => m.text);
      if (texts.some((_, i) => idleAt(texts, i))) found = game;
    }
    expect(found).not.toBeNull();
    const game = found!;
    expect(booksError(game)).toBeNull();
  });

  it("a winner who owes money must put privates in before he may pass", () => {
    const game = afterSale();
    pass(game, 3);
    // P1: $390 and MAJM ($120); a $400 bid is $10 over his money.
    bid(game, 1, "A&S", 400);
    home(game, "A&S", game.board.cityId("F19", 0));
    expect(game.player(1).cash).toBe(-10);
    expect(game.round.actionTypes(game.player(1))).toEqual(["assign"]);
    expect(() => pass(game, 1)).toThrow(/owes \$10 for A&S/);
    act(game, { type: "assign", entity: 1, entity_type: "player", target: "MAJM", target_type: "company" });
    expect(game.player(1).cash).toBe(110);
  });

  it("a corporation takes loans in its president's turn: $100, one box left each, then he may only pass; the Train Station closes at the round's end", () => {
    const game = afterSale();
    pass(game, 3);
    pass(game, 1);
    bid(game, 2, "J", 100);
    home(game, "J", game.board.cityId("C14", 0));
    pass(game, 3);
    pass(game, 1);
    act(game, { type: "assign", entity: 2, entity_type: "player", target: "TS", target_type: "company" });
    expect(game.market.price("J")).toBe(50);
    pass(game, 3);
    pass(game, 1);
    // P2's turn: J takes a loan, numbered as 18xx.games numbers them (from 0, as taken), which its engine reads.
    expect(game.round.legalActions(game.corporation("J"))).toContainEqual({ type: "take_loan", loan: 0 });
    expect(() => act(game, { type: "take_loan", entity: "J", entity_type: "corporation", loan: 0 })).not.toThrow();
    const j = game.corporation("J");
    expect(j.cash).toBe(100 - 80 + 100);
    expect(j.loans).toBe(1);
    expect(game.market.price("J")).toBe(45);
    expect(game.round.actionTypes(game.player(2))).toEqual(["pass"]);
    // J may take its second (and last) loan; that leaves P2 nothing to do, and his turn ends.
    act(game, { type: "take_loan", entity: "J", entity_type: "corporation", loan: 1 });
    expect(j.loans).toBe(2);
    expect(game.round.activeEntity()).toBe(game.player(3));
    // His corporation's loan was his turn's action: all must pass again.
    pass(game, 3);
    pass(game, 1);
    expect(game.round.name).toBe("Stock Round 1");
    expect(game.company("TS").closed).toBe(false);
    pass(game, 2);
    expect(game.company("TS").closed).toBe(true);
    expect(game.round.name).not.toBe("Stock Round 1");
  });
});

describe("[final set]: the game ends three operating rounds after the first 8-train's", () => {
  const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;

  it("bought in a set's first operating round: the next set has two, and the game ends with its acquisition round (15528)", () => {
    const bought = new Replay(title, log).at(1337);
    expect(bought.round.name).toBe("Operating Round 6.1");
    expect(bought.finalSet).toEqual({ number: 7, operatingRounds: 2 });
    const end = new Replay(title, log).at(1679);
    expect(end.finished).toBe(true);
    expect(end.endReason).toBe("final_phase");
    expect(end.round.name).toBe("Acquisition Round 7.2");
  });

  it("a game revived from a snapshot in the final set ends as the game itself (15528 from Operating Round 7.1)", async () => {
    const { snapshotGame, reviveGame } = await import("../../shared/engine/snapshot.ts");
    const game = new Replay(title, log).at(1550);
    expect(game.round.name).toBe("Operating Round 7.1");
    const revived = reviveGame(title, game.options, snapshotGame(game), [...game.actions]);
    for (const a of log.actions.slice(1550).filter((a) => !(a as { skip?: boolean }).skip)) revived.process(a);
    expect(revived.finished).toBe(true);
    expect(summarize(revived, 1679)).toEqual(summarize(new Replay(title, log).at(1679), 1679));
  });

  it("left the bank in a set's second operating round: the next set has three", async () => {
    const { lastPhaseBegan } = await import("../../shared/engine/final-set.ts");
    // A test's position: 15528 in Operating Round 5.2, as if the 8-train's phase began there.
    const game = new Replay(title, log).at(1150);
    expect(game.round.name).toBe("Operating Round 5.2");
    lastPhaseBegan(game);
    expect(game.finalSet).toEqual({ number: 6, operatingRounds: 3 });
  });

  it("a game nobody can move on runs on by itself, a train exported after each operating round, to that end", () => {
    // A random 3-player game (builder, seed 8) whose corporations all leave play early: its stock rounds pass by themselves.
    const game = new Game(title, [1, 2, 3].map((id) => ({ id, name: `P${id}` })), {}, 8);
    const player = new RandomPlayer(8, "builder");
    for (let i = 0; i < 400 && !game.finished; i++) game.process(player.choose(game)!);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("final_phase");
    expect(game.corporations.some((c) => c.floated)).toBe(false);
    // Every player passes by himself in each of its stock rounds once nothing is left to do, the last one's too.
    const texts = game.messages.map((m) => m.text);
    const idle = texts.filter((t, i) => /^-- Stock Round \d+ --$/.test(t) && texts.slice(i + 1, i + 4).every((x) => x.endsWith("has no valid actions and passes")) && texts[i + 4]?.endsWith("has priority deal"));
    // All but the first stock round (19 of 20), in which the players still had moves.
    const stockRounds = texts.filter((t) => /^-- Stock Round \d+ --$/.test(t));
    expect(stockRounds.length).toBeGreaterThan(10);
    expect(idle).toHaveLength(stockRounds.length - 1);
    expect(booksError(game)).toBeNull();
  });
});

describe("1817's opening sale and first stock round played at random", () => {
  // Every action the rounds list as legal is accepted, and the money adds up, until the first operating round.
  const cases: [number, number, Policy][] = [];
  for (let seed = 1; seed <= 12; seed++) cases.push([seed, 3 + (seed % 4), seed % 2 ? "uniform" : "builder"]);
  it.each(cases)("seed %i, %i players, %s", (seed, count, policy) => {
    const game = new Game(title, Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), {}, seed);
    const player = new RandomPlayer(seed, policy);
    let steps = 0;
    while (!(game.round instanceof OperatingRound)) {
      const action = player.choose(game);
      expect(action).not.toBeNull();
      game.process(action);
      expect(booksError(game)).toBeNull();
      expect(++steps).toBeLessThan(3000);
    }
    expect(game.corporations.filter((c) => c.president).length).toBeGreaterThan(0);
  });
});

describe("1817's volatility option: the sale from a pyramid", () => {
  const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
  const newGame = (seed: number) => new Game(title, players, { optional_rules: ["volatility"] }, seed);
  const bid = (game: Game, entity: number, company: string, price: number) =>
    game.process({ type: "bid", entity, entity_type: "player", company, price });
  const pass = (game: Game, entity: number) => game.process({ type: "pass", entity, entity_type: "player" });

  it("deals one city tile private on top and the rest into rows of 2 to 6; only the bottom row is for sale, and nobody passes but in an auction", () => {
    const game = newGame(7);
    const sale = game.round as SelectionAuction;
    expect(sale.rows.map((r) => r.length)).toEqual([1, 2, 3, 4, 5, 6]);
    const cityTile = ["PSM", "P16", "P17", "P24"];
    expect(cityTile).toContain(sale.rows[0]![0]!.sym);
    expect(game.companies.filter((c) => cityTile.includes(c.sym) && !c.closed)).toHaveLength(1);
    const upper = sale.rows[4]![0]!;
    expect(() => bid(game, 1, upper.sym, 0)).toThrow(/bottom row/);
    expect(() => pass(game, 1)).toThrow(/may pass only in an auction/);
    expect(game.actions).toHaveLength(0);
  });

  it("a sold item's neighbour left alone leaves the game; an empty row lets the row above be sold", () => {
    const game = newGame(7);
    const sale = game.round as SelectionAuction;
    const bottom = [...sale.rows[5]!] as Company[];
    // The first item: its neighbour still has an item beside it and stays.
    bid(game, 1, bottom[0]!.sym, 0);
    pass(game, 2);
    pass(game, 3);
    expect(sale.rows[5]!.map((c) => c?.sym ?? null)).toEqual([null, ...bottom.slice(1).map((c) => c.sym)]);
    // The third: the second is left alone (an empty place beyond it) and leaves; the fourth has the fifth beside it.
    bid(game, 2, bottom[2]!.sym, 0);
    pass(game, 3);
    pass(game, 1);
    expect(bottom[1]!.closed).toBe(true);
    expect(sale.rows[5]!.map((c) => c?.sym ?? null)).toEqual([null, null, null, bottom[3]!.sym, bottom[4]!.sym, bottom[5]!.sym]);
    // The fifth: the fourth and the sixth are left alone; the row is empty and goes.
    bid(game, 3, bottom[4]!.sym, 0);
    pass(game, 1);
    pass(game, 2);
    expect(bottom[3]!.closed && bottom[5]!.closed).toBe(true);
    expect(sale.rows).toHaveLength(5);
    expect(sale.rows[4]!.every((c) => c !== null)).toBe(true);
  });
});

describe("[loans]: interest and repayment", () => {
  /** A 3-player 1817 game whose corporation J has started (2 shares, $100), as a test's position. */
  function withJ(): { game: Game; j: import("../../shared/engine/entities.ts").Corporation } {
    const game = new Game(title, [1, 2, 3].map((id) => ({ id, name: `P${id}` })));
    const j = game.corporation("J");
    j.parPrice = 50;
    game.market.place("J", { row: 0, col: game.data.market[0]!.findIndex((c) => c?.price === 50) });
    j.floated = true;
    game.pay(game.player(1), j, 100);
    game.edited();
    return { game, j };
  }

  it("the rate is 5% up to five loans taken in all, 5% more for each five more", () => {
    const { game, j } = withJ();
    expect(interestRate(game)).toBe(5);
    for (const c of game.corporations.slice(0, 3)) c.loans = 2;
    expect(interestRate(game)).toBe(10);
    j.loans = 0;
    expect(interestOwed(game, game.corporations[0]!, 10)).toBe(20);
  });

  it("interest it cannot pay even with every loan: the president pays the rest and the corporation goes to the liquidation box", () => {
    const { game, j } = withJ();
    j.shares[0]!.holder = game.player(1);
    takeLoan(game, j);
    takeLoan(game, j);
    game.pay(j, game.bank, j.cash);
    const cash = game.player(1).cash;
    payInterest(game, j, 5);
    expect(game.player(1).cash).toBe(cash - 10);
    expect(game.market.cell(game.market.position("J")!)?.liquidation).toBe(true);
  });

  it("interest the treasury cannot pay is borrowed first; a loan repaid moves the share value right", () => {
    const { game, j } = withJ();
    takeLoan(game, j);
    expect(game.market.price("J")).toBe(45);
    game.pay(j, game.bank, j.cash);
    // $0 and one loan at 5%: it takes its second loan ($100, one box left) and pays $10.
    payInterest(game, j, 5);
    expect(j.loans).toBe(2);
    expect(j.cash).toBe(90);
    expect(game.market.price("J")).toBe(40);
    game.pay(game.player(1), j, 10);
    repayLoan(game, j);
    expect(j.loans).toBe(1);
    expect(j.cash).toBe(0);
    expect(game.market.price("J")).toBe(45);
    expect(booksError(game)).toBeNull();
  });
});

describe("1817's rounds in a snapshot", () => {
  it("a game revived in the stock round and in an operating turn with loans plays on as the game itself", async () => {
    const { snapshotGame, reviveGame } = await import("../../shared/engine/snapshot.ts");
    const log = JSON.parse(readFileSync(new URL("20758.json", dir), "utf8")) as GameLog;
    const expected = readFileSync(new URL("20758.expected.jsonl", dir), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { actions: number });
    for (const [at, upTo] of [[120, 155], [160, 165]] as const) {
      const replay = new Replay(title, log);
      const game = replay.at(at);
      const revived = reviveGame(title, game.options, snapshotGame(game), [...game.actions]);
      expect(summarize(revived, at)).toEqual(summarize(game, at));
      // The rest of the log, entry by entry, on the revived game.
      const entries = log.actions.slice(at, upTo).filter((a) => !(a as { skip?: boolean }).skip);
      for (const a of entries) revived.process(a);
      expect(summarize(revived, upTo)).toEqual(expected.find((e) => e.actions === upTo));
    }
  });
});

describe("1817's merger and conversion round and acquisition round", () => {
  const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;
  const pass = (entity: string | number, entity_type: string) => ({ type: "pass", entity, entity_type });

  it("follow each operating round: the going concerns in operating order, each passing; the one whose turn it is not is refused, the game unchanged", () => {
    const game = new Replay(title, log).at(196);
    expect(game.round).toBeInstanceOf(MergerAndConversionRound);
    expect(game.round.name).toBe("Merger and Conversion Round 1.1");
    expect(game.round.activeEntity()).toBe(game.corporation("A&S"));
    const before = game.actions.length;
    expect(() => game.process(pass("Belt", "corporation"))).toThrow(/it is A&S's turn in the Merger and Conversion Round 1.1/);
    expect(() => game.process({ type: "take_loan", entity: "A&S", entity_type: "corporation", loan: 0 })).toThrow(/A&S may convert, merge or pass, not take loan/);
    expect(game.actions).toHaveLength(before);
    expect(game.round.activeEntity()).toBe(game.corporation("A&S"));
    game.process(pass("A&S", "corporation"));
    expect(game.round.activeEntity()).toBe(game.corporation("Belt"));
  });

  it("then asks each president, last in operating order first, whether he offers a corporation some player's corporation could pay for", () => {
    const game = new Replay(title, log).at(205);
    expect(game.round).toBeInstanceOf(AcquisitionRound);
    const asked = game.round.activeEntity();
    expect(asked).toBe(game.player(655));
    const before = game.actions.length;
    expect(() => game.process(pass(3370, "player"))).toThrow(/is to say whether he offers .* for sale/);
    expect(game.actions).toHaveLength(before);
    // The starting price: its shares at their value, rounded up to $10; a corporation nobody's could pay is skipped.
    for (const corp of game.corporations.filter((c) => c.floated)) {
      expect(startingPrice(game, corp) % 10).toBe(0);
      expect(startingPrice(game, corp)).toBeGreaterThanOrEqual(2 * game.market.price(corp.sym)!);
    }
  });

  it("the next operating round of the set follows; the bank exports all its 2-trains after the first operating round", () => {
    const game = new Replay(title, log).at(210);
    expect(game.round.name).toBe("Operating Round 1.2");
    expect(game.depot.upcoming[0]!.name).toBe("2+");
  });
});

describe("[route bonus]: 1817's bridge tokens and coal mines", () => {
  const assign = (company: string, hex: string) => ({ type: "assign", entity: company, entity_type: "company", target: hex, target_type: "hex" });

  it("a bridge goes on Louisville, Cincinnati or Charleston, one a city; the Ohio Bridge Company has one; a refusal leaves the game as it was", () => {
    const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(232);
    const before = game.actions.length;
    expect(() => game.process(assign("OBC", "F13"))).toThrow(/bridge goes on H3, G6, H9, not on F13/);
    expect(game.actions).toHaveLength(before);
    expect(game.routeBonuses.filter((b) => b.kind === "bridge")).toHaveLength(0);
    game.process(assign("OBC", "H9"));
    expect(game.routeBonuses).toContainEqual({ hex: "H9", kind: "bridge", amount: 10 });
    // Its one token placed, it has nothing more to place.
    expect(() => game.process(assign("OBC", "G6"))).toThrow();
    expect(game.routeBonuses.filter((b) => b.kind === "bridge")).toHaveLength(1);
  });

  it("the Union Bridge Company places its second token on another city, never on one with a bridge", () => {
    const log = JSON.parse(readFileSync(new URL("20758.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(183);
    expect(game.routeBonuses.filter((b) => b.kind === "bridge").map((b) => b.hex)).toEqual(["H9"]);
    expect(game.company("UBC").markersPlaced).toBe(1);
  });

  it("a coal mine's tile joins its corporation's track: the lays 18xx.games allows NYOW's Major Coal Mine, no more", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(127);
    const lays = game.legalActions(game.company("MAJC")).map((a) => (a.type === "lay_tile" ? `${a.hex} ${a.tile.split("-")[0]} ${a.rotations.join(",")}` : a.type));
    expect(lays.sort()).toEqual(["F15 7 0,1", "F15 8 1,5", "F15 9 1,4", "G12 7 2,3", "G12 8 1,3", "G12 9 0,3"]);
    const before = game.actions.length;
    expect(() => game.process({ type: "lay_tile", entity: "MAJC", entity_type: "company", hex: "C20", tile: "8-1", rotation: 0 })).toThrow(/cannot reach any track/);
    expect(game.actions).toHaveLength(before);
  });

  it("a coal mine's lay leaves its marker: $10 for each route through the hex", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(200);
    expect(game.routeBonuses.filter((b) => b.kind === "coal mine").map((b) => b.hex).sort()).toEqual(["F15", "G12", "H11"]);
  });
});

describe("[merger and conversion round]: conversions and mergers", () => {
  const act = (game: Game, action: Record<string, unknown>) => game.process(action);

  it("a 2-share corporation converts to 5: the president's certificate 40%, three of 20% in its treasury; the players from the president on buy at the share value; then its loans; then its station marker", () => {
    const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(264);
    const as = game.corporation("A&S");
    expect(game.round.activeEntity()).toBe(as);
    expect(game.round.actionTypes(as)).toEqual(["convert", "merge", "pass"]);
    const before = game.actions.length;
    // J has not started: no merger with it.
    expect(() => act(game, { type: "merge", entity: "A&S", entity_type: "corporation", corporation: "J" })).toThrow(/A&S cannot merge with J: choose one of/);
    expect(game.actions).toHaveLength(before);
    act(game, { type: "convert", entity: "A&S", entity_type: "corporation" });
    expect(as.shares.map((s) => s.percent)).toEqual([40, 20, 20, 20]);
    expect(as.shares.filter((s) => s.holder === "ipo")).toHaveLength(3);
    // The president (5159) first; a share costs the share value ($90), paid into the treasury.
    expect(game.round.activeEntity()).toBe(game.player(5159));
    const cash = as.cash;
    expect(() => act(game, { type: "buy_shares", entity: 5159, entity_type: "player", shares: ["A&S_0"], percent: 40 })).toThrow(/may buy a share of A&S's treasury, not A&S_0/);
    expect(as.cash).toBe(cash);
    act(game, { type: "buy_shares", entity: 5159, entity_type: "player", shares: ["A&S_1"], percent: 20 });
    expect(as.cash).toBe(cash + 90);
    expect(() => act(game, { type: "convert", entity: "A&S", entity_type: "corporation" })).toThrow(/it is Player \d's turn/);
  });

  it("two 2-share corporations merge: the share value is their two added, the survivor has 5 shares and the other's assets; the other may start again", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(247);
    const [r, ur] = [game.corporation("R"), game.corporation("UR")];
    const [pr, pu] = [game.market.price("R")!, game.market.price("UR")!];
    const trains = r.trains.length + ur.trains.length;
    act(game, { type: "merge", entity: "R", entity_type: "corporation", corporation: "UR" });
    expect(game.market.price("R")).toBeLessThanOrEqual(pr + pu);
    expect(r.trains).toHaveLength(trains);
    expect(ur.floated).toBe(false);
    expect(game.market.price("UR")).toBeNull();
    expect(ur.president).toBeNull();
    expect(r.shares.map((s) => s.percent)).toEqual([40, 20, 20, 20]);
    expect(booksError(game)).toBeNull();
  });

  it("two 5-share corporations merge into one of 10: the share value their mean, a 10% share for each 20% of the other's, the same holders", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(631);
    const [r, ple] = [game.corporation("R"), game.corporation("PLE")];
    const [p2, p4] = [game.player(289), game.player(524)];
    expect(game.round.activeEntity()).toBe(r);
    expect(game.round.legalActions(r)).toContainEqual({ type: "merge", corporation: "PLE" });
    const trains = r.trains.length + ple.trains.length;
    act(game, { type: "merge", entity: "R", entity_type: "corporation", corporation: "PLE" });
    // $120 and $55: their mean $87.50, the box at it or below.
    expect(game.market.price("R")).toBe(80);
    // R's own certificates halve (its president's 40% to 20%); PLE's 60% of Player 4 become three 10% shares, its
    // two treasury shares two of R's treasury; the market's share and Player 2's short of R stay, halved.
    expect(r.percentOf(p4)).toBe(60);
    expect(r.percentOf("ipo")).toBe(30);
    expect(r.percentOf("pool")).toBe(20);
    expect(r.percentOf(p2)).toBe(-10);
    expect(r.president).toBe(p4);
    expect(r.shares.filter((s) => s.percent > 0).map((s) => s.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(r.trains).toHaveLength(trains);
    expect(ple.floated).toBe(false);
    expect(booksError(game)).toBeNull();
    // Player 4 holds 60%: the other players, from his left, may buy R's treasury shares.
    expect(game.round.activeEntity()).toBe(game.player(634));
  });

  it("after a change a shareholder other than the president may sell its shares to the market at the share value instead of buying; the value does not move", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(631);
    const r = game.corporation("R");
    const [p1, p4] = [game.player(634), game.player(524)];
    // A position made for the test: Player 1 holds R's market share.
    r.shares.find((s) => s.id === "R_2")!.holder = p1;
    game.edited();
    act(game, { type: "convert", entity: "R", entity_type: "corporation" });
    const price = game.market.price("R")!;
    // Its president first: he may buy, not sell.
    expect(game.round.actionTypes(p4)).toEqual(["buy_shares", "pass"]);
    act(game, { type: "pass", entity: 524, entity_type: "player" });
    expect(game.round.activeEntity()).toBe(p1);
    expect(game.round.legalActions(p1)).toContainEqual({ type: "sell_shares", corporation: "R", shares: ["R_2"], percent: 10, price, boxes: 0 });
    const before = game.actions.length;
    expect(() => act(game, { type: "sell_shares", entity: 634, entity_type: "player", shares: ["R_0"], percent: 20 })).toThrow(/may sell his shares of R \(R_2\), not R_0/);
    expect(game.actions).toHaveLength(before);
    const cash = p1.cash;
    act(game, { type: "sell_shares", entity: 634, entity_type: "player", shares: ["R_2"], percent: 10 });
    expect(p1.cash).toBe(cash + price);
    expect(r.percentOf("pool")).toBe(20);
    expect(game.market.price("R")).toBe(price);
    // His part is over: the next who may buy (Player 2's $101 buys no share at $120).
    expect(game.round.activeEntity()).toBe(game.player(3467));
    expect(booksError(game)).toBeNull();
  });

  it("a merger that leaves the survivor over its train limit: it discards first, then the players buy", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(636);
    const [ur, belt, sr] = [game.corporation("UR"), game.corporation("Belt"), game.corporation("SR")];
    // A position made for the test: Belt holds SR's two 3-trains besides its own (UR has one; the limit is 3).
    for (const t of sr.trains.splice(0)) {
      t.owner = belt;
      belt.trains.push(t);
    }
    game.edited();
    act(game, { type: "merge", entity: "UR", entity_type: "corporation", corporation: "Belt" });
    expect(ur.trains).toHaveLength(4);
    expect(game.round.activeEntity()).toBe(ur);
    expect(game.round.actionTypes(ur)).toEqual(["discard_train"]);
    const before = game.actions.length;
    expect(() => act(game, { type: "buy_shares", entity: 634, entity_type: "player", shares: ["UR_1"], percent: 20 })).toThrow(/UR must first discard down to its train limit of 3/);
    expect(game.actions).toHaveLength(before);
    act(game, { type: "discard_train", entity: "UR", entity_type: "corporation", train: "3-5" });
    expect(ur.trains.map((t) => t.id)).not.toContain("3-5");
    expect(game.depot.discarded.map((t) => t.id)).toContain("3-5");
    // The players' purchases follow, as in the game.
    act(game, { type: "buy_shares", entity: 634, entity_type: "player", shares: ["UR_1"], percent: 20 });
    expect(booksError(game)).toBeNull();
  });

  it("a merger that leaves the survivor two stations in one hex: it removes one of those two first (its markers kept), then the players buy", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(636);
    const [ur, belt] = [game.corporation("UR"), game.corporation("Belt")];
    const board = game.board;
    // A position made for the test: Belt's second station in E22's other city (NYSW's there, taken off), beside UR's.
    board.removeToken("NYSW", "E22", 1);
    board.placeToken("Belt", "E22", 1);
    belt.tokensPlaced = 2;
    game.edited();
    const markers = stationMarkers(ur) + stationMarkers(belt);
    const own = board.tokensOf("UR");
    act(game, { type: "merge", entity: "UR", entity_type: "corporation", corporation: "Belt" });
    // While UR's president chooses, Belt has left play: its stations stand for nobody, UR's are its own (as
    // 18xx.games counts them), and the choice is among both's, as after an acquisition (take-over.ts).
    expect(board.tokensOf("UR")).toEqual(own);
    expect(board.tokensOf("Belt")).toEqual([]);
    expect(game.round.activeEntity()).toBe(ur);
    expect(game.round.actionTypes(ur)).toEqual(["remove_token"]);
    expect(game.round.legalActions(ur).map((a) => (a as { city: string }).city)).toEqual([board.cityId("E22", 0), board.cityId("E22", 1)]);
    const before = game.actions.length;
    expect(() => act(game, { type: "remove_token", entity: "UR", entity_type: "corporation", city: board.cityId("F13", 0), slot: 0 })).toThrow(/UR takes off the map one of the stations on E22 \(its own or Belt's\)/);
    expect(() => act(game, { type: "buy_shares", entity: 634, entity_type: "player", shares: ["UR_1"], percent: 20 })).toThrow(/UR must first take stations off the map: UR and Belt have stations in two cities of E22/);
    expect(game.actions).toHaveLength(before);
    act(game, { type: "remove_token", entity: "UR", entity_type: "corporation", city: board.cityId("E22", 1), slot: 0 });
    expect(board.tokensOf("UR")).toEqual([{ hex: "E22", city: 0 }, { hex: "F13", city: 0 }]);
    expect(stationMarkers(ur)).toBe(markers);
    act(game, { type: "buy_shares", entity: 634, entity_type: "player", shares: ["UR_1"], percent: 20 });
    expect(booksError(game)).toBeNull();
  });

  it("a 5-share merger's exchange: the player holding most becomes president; a short and a share of one holder cancel", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(631);
    const [r, ple] = [game.corporation("R"), game.corporation("PLE")];
    const [p1, p2, p4] = [game.player(634), game.player(289), game.player(524)];
    // A position made for the test: Player 1 holds all of PLE but its treasury's two shares, which Player 2 (short
    // 20% of R) holds.
    ple.shares[0]!.holder = p1;
    ple.shares[1]!.holder = p1;
    ple.shares[2]!.holder = p2;
    ple.shares[3]!.holder = p2;
    game.edited();
    exchangeShares(game, r, ple);
    // Player 1: 30% of R against Player 4's 30% (60% halved): the president in office keeps it on a tie.
    expect(r.president).toBe(p4);
    expect(r.percentOf(p1)).toBe(30);
    // Player 2 receives two 10% shares; one cancels his 10% short.
    expect(r.percentOf(p2)).toBe(10);
    expect(r.shares.filter((s) => s.percent < 0)).toHaveLength(0);
  });

  it("a 5-share merger hands the presidency to the player holding most, the survivor's president getting two 10% shares for his 20%", () => {
    const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(631);
    const [r, ple] = [game.corporation("R"), game.corporation("PLE")];
    const [p1, p4] = [game.player(634), game.player(524)];
    // A position made for the test: Player 1 holds all of PLE.
    for (const s of ple.shares) s.holder = p1;
    game.edited();
    exchangeShares(game, r, ple);
    expect(r.president).toBe(p1);
    expect(r.percentOf(p1)).toBe(50);
    expect(r.percentOf(p4)).toBe(30);
    expect(r.sharesOf(p4).every((s) => s.percent === 10)).toBe(true);
  });
});

describe("1817's later stock rounds: shares bought, corporations started at a size chosen from the phase's", () => {
  const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;
  const act = (game: Game, action: Record<string, unknown>) => game.process(action);

  it("a player buys the next share of a treasury at the share value, which ends his turn; another share is refused, the game unchanged", () => {
    const game = new Replay(title, log).at(300);
    const nysw = game.corporation("NYSW");
    expect(game.round.activeEntity()).toBe(game.player(5159));
    const before = game.actions.length;
    expect(() => act(game, { type: "buy_shares", entity: 5159, entity_type: "player", shares: ["NYSW_1"], percent: 20 })).toThrow(/may buy a share like one of .*NYSW_2.*, not NYSW_1/);
    expect(game.actions).toHaveLength(before);
    const [cash, treasury] = [game.player(5159).cash, nysw.cash];
    act(game, { type: "buy_shares", entity: 5159, entity_type: "player", shares: ["NYSW_2"], percent: 20 });
    expect(game.player(5159).cash).toBe(cash - game.market.price("NYSW")!);
    expect(nysw.cash).toBe(treasury + game.market.price("NYSW")!);
    expect(game.round.activeEntity()).toBe(game.player(655));
  });

  it("the winner chooses the size among the phase's before anything else", () => {
    const game = new Replay(title, log).at(303);
    expect(game.round.actionTypes(game.player(655))).toEqual(["choose"]);
    const before = game.actions.length;
    expect(() => act(game, { type: "choose", entity: 655, entity_type: "player", choice: 10 })).toThrow(/J may start with 2 or 5 shares, not 10/);
    expect(() => act(game, { type: "pass", entity: 655, entity_type: "player" })).toThrow(/must first choose J's number of shares/);
    expect(game.actions).toHaveLength(before);
    act(game, { type: "choose", entity: 655, entity_type: "player", choice: 5 });
    expect(game.corporation("J").shares.map((s) => s.percent)).toEqual([40, 20, 20, 20]);
  });
});

describe("1817's stock round: shares sold", () => {
  it("a player sells shares of a corporation that has operated, to the market at the share value; then he may still bid, but not buy it back", () => {
    const log = JSON.parse(readFileSync(new URL("20758.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(366);
    const seller = game.player(4227);
    expect(game.round.activeEntity()).toBe(seller);
    const before = game.actions.length;
    expect(() => game.process({ type: "sell_shares", entity: 4227, entity_type: "player", shares: ["GT_0"], percent: 40 })).toThrow(/may not sell GT_0 now/);
    expect(game.actions).toHaveLength(before);
    const cash = seller.cash;
    const price = game.market.price("GT")!;
    game.process({ type: "sell_shares", entity: 4227, entity_type: "player", shares: ["GT_2"], percent: 20 });
    expect(seller.cash).toBe(cash + price);
    expect(game.market.price("GT")).toBe(price);
    expect(game.corporation("GT").percentOf("pool")).toBe(20);
    const types = game.round.actionTypes(seller);
    expect(types).toContain("bid");
    expect(game.round.legalActions(seller).some((a) => a.type === "buy_shares" && a.shares.some((id) => id.startsWith("GT_")))).toBe(false);
  });
});

describe("1817's stock round: sales that hand the presidency over or close the market's shorts", () => {
  const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;

  it("a president sells his certificate with all his shares when another player holds as much: that player becomes president, his shares going to the market", () => {
    const game = new Replay(title, log).at(650);
    const [p1, p4, j] = [game.player(634), game.player(524), game.corporation("J")];
    expect(game.round.activeEntity()).toBe(p1);
    const sales = () => game.round.legalActions(p1).filter((a) => a.type === "sell_shares" && a.corporation === "J").map((a) => (a as { shares: string[] }).shares.join("+"));
    // Player 4 holds 20% of J, less than Player 1's 40% certificate: only J_1 is for sale.
    expect(sales()).toEqual(["J_1"]);
    const before = game.actions.length;
    expect(() => game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["J_1", "J_0"], percent: 60 })).toThrow(/may not sell J_1, J_0 now/);
    expect(game.actions).toHaveLength(before);
    // A position made for the test: Player 4 holds the market's J_2 too, 40%.
    j.shares.find((s) => s.id === "J_2")!.holder = p4;
    game.edited();
    expect(sales()).toEqual(["J_1", "J_1+J_0"]);
    const [cash, price] = [p1.cash, game.market.price("J")!];
    game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["J_1", "J_0"], percent: 60 });
    expect(p1.cash).toBe(cash + 3 * price);
    expect(j.president).toBe(p4);
    expect(j.percentOf(p1)).toBe(0);
    expect(j.percentOf(p4)).toBe(40);
    expect(game.market.price("J")).toBe(price);
    expect(booksError(game)).toBeNull();
  });

  it("a share sold to a market holding a short of its corporation closes the short", () => {
    const game = new Replay(title, log).at(650);
    const j = game.corporation("J");
    // A position made for the test: a short of J held by the market (as a bankrupt's would be), its share there too.
    shortShare(game, game.player(289), j);
    shortsOf(j)[0]!.holder = "pool";
    game.pay(game.player(289), game.bank, game.market.price("J")!);
    game.edited();
    game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["J_1"], percent: 20 });
    expect(shortsOf(j)).toHaveLength(0);
    expect(j.percentOf("pool")).toBe(20);
    expect(booksError(game)).toBeNull();
  });

  it("a president's sale of other shares that leaves another holding more hands the presidency over: the certificate for two of the other's shares", () => {
    const game = new Replay(title, log).at(654);
    const [p1, p4, r] = [game.player(634), game.player(524), game.corporation("R")];
    expect(game.round.activeEntity()).toBe(p4);
    // A position made for the test: Player 1 holds R's treasury and market shares, 50% against Player 4's 60%.
    for (const s of [...r.sharesOf("ipo"), ...r.sharesOf("pool")]) s.holder = p1;
    game.edited();
    expect(r.percentOf(p1)).toBe(50);
    game.process({ type: "sell_shares", entity: 524, entity_type: "player", shares: ["R_1", "R_4"], percent: 20 });
    expect(r.president).toBe(p1);
    expect(r.percentOf(p1)).toBe(50);
    expect(r.percentOf(p4)).toBe(40);
    expect(r.sharesOf(p4).every((s) => s.percent === 10)).toBe(true);
    expect(booksError(game)).toBeNull();
  });
});

describe("[shorts] and a corporation's shares bought back in 1817's stock round", () => {
  const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;

  it("a short brings the share value from the bank, puts a new share in the market and leaves the player short; a corporation he holds cannot be shorted", () => {
    const game = new Replay(title, log).at(385);
    const player = game.player(634);
    expect(game.round.activeEntity()).toBe(player);
    const before = game.actions.length;
    const held = game.corporations.find((c) => c.percentOf(player) > 0 && c.floated)!;
    expect(() => game.process({ type: "short", entity: 634, entity_type: "player", corporation: held.sym })).toThrow(/may not short/);
    expect(game.actions).toHaveLength(before);
    const nysw = game.corporation("NYSW");
    const [cash, market] = [player.cash, nysw.percentOf("pool")];
    game.process({ type: "short", entity: 634, entity_type: "player", corporation: "NYSW" });
    expect(player.cash).toBe(cash + game.market.price("NYSW")!);
    expect(nysw.percentOf(player)).toBe(-20);
    expect(nysw.percentOf("pool")).toBe(market + 20);
    // Shorted this round, it is not bought back by him in it.
    expect(game.round.legalActions(player).some((a) => a.type === "buy_shares" && a.shares.some((id) => id.startsWith("NYSW_")))).toBe(false);
    // A short is no share to sell.
    expect(game.round.legalActions(player).some((a) => a.type === "sell_shares" && a.corporation === "NYSW")).toBe(false);
  });

  it("one short a turn: after shorting R, Player 2 may not short J or NYSW in the same turn; the refusal leaves the game as it was", () => {
    const game = new Replay(title, log).at(395);
    const player = game.player(289);
    // WC too, which he sold earlier in the round: a sale does not keep him from shorting it (as 18xx.games plays it).
    expect(game.round.legalActions(player).filter((a) => a.type === "short").map((a) => (a as { corporation: string }).corporation)).toEqual(["J", "NYSW", "R", "WC"]);
    game.process({ type: "short", entity: 289, entity_type: "player", corporation: "R" });
    expect(game.round.activeEntity()).toBe(player);
    expect(game.round.legalActions(player).some((a) => a.type === "short")).toBe(false);
    const before = game.actions.length;
    expect(() => game.process({ type: "short", entity: 289, entity_type: "player", corporation: "J" })).toThrow(/has shorted a share this turn: one short a turn/);
    expect(game.actions).toHaveLength(before);
    expect(game.corporation("J").percentOf(player)).toBe(0);
  });

  it("the market's shorts (a bankrupt's, given to it) close against its shares in the market, one for one", () => {
    const game = new Replay(title, log).at(395);
    game.process({ type: "short", entity: 289, entity_type: "player", corporation: "R" });
    const r = game.corporation("R");
    // A position made for the test: Player 2's short goes to the market, which holds a share of R (the short's own).
    r.shares.find((s) => s.percent < 0)!.holder = "pool";
    game.edited();
    const market = r.sharesOf("pool").filter((s) => s.percent > 0).length;
    closeMarketShorts(game, r);
    expect(r.shares.filter((s) => s.percent < 0)).toHaveLength(0);
    expect(r.sharesOf("pool").filter((s) => s.percent > 0)).toHaveLength(market - 1);
  });

  it("as a stock round starts, the market's shorts close against treasury shares, the bank paying the corporation the share value", () => {
    const game = new Replay(title, log).at(649);
    const r = game.corporation("R");
    // A position made for the test: a short of R held by the market (as a bankrupt's would be).
    shortShare(game, game.player(289), r);
    shortsOf(r).at(-1)!.holder = "pool";
    game.pay(game.player(289), game.bank, game.market.price("R")!);
    game.edited();
    const [cash, treasury, price, shorts] = [r.cash, r.sharesOf("ipo").length, game.market.price("R")!, shortsOf(r).length];
    // The acquisition round's last answer; Stock Round 4 starts.
    game.process({ type: "pass", entity: 289, entity_type: "player" });
    expect(game.round.name).toBe("Stock Round 4");
    expect(shortsOf(r).filter((s) => s.holder === "pool")).toHaveLength(0);
    expect(shortsOf(r)).toHaveLength(shorts - 1);
    expect(r.sharesOf("ipo")).toHaveLength(treasury - 1);
    expect(r.cash).toBe(cash + price);
    expect(booksError(game)).toBeNull();
  });

  it("a corporation buys back a share of its own from the market in its president's turn; then takes no loan", () => {
    const game = new Replay(title, log).at(411);
    const r = game.corporation("R");
    expect(game.round.actionTypes(r)).toContain("buy_shares");
    const cash = r.cash;
    game.process({ type: "buy_shares", entity: "R", entity_type: "corporation", shares: ["R_3"], percent: 20 });
    expect(r.cash).toBe(cash - game.market.price("R")!);
    expect(game.round.actionTypes(r)).not.toContain("take_loan");
  });
});

describe("[cash crisis]: the interest a corporation cannot pay, its president raising it", () => {
  const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;

  /** UR at its trains step (entry 674), made unable to pay its interest: no cash, as many loans as shares; Player 1,
   *  its president, without money. The trains step then has nothing to wait for, and the interest is due. */
  function crisis(): Game {
    const game = new Replay(title, log).at(674);
    const [ur, p1] = [game.corporation("UR"), game.player(634)];
    game.pay(ur, game.bank, ur.cash);
    game.pay(p1, game.bank, p1.cash);
    ur.loans = 5;
    game.edited();
    game.settle();
    return game;
  }

  it("the president pays what the corporation cannot, goes below zero, and sells shares before anything else; not more than he needs", () => {
    const game = crisis();
    const p1 = game.player(634);
    const owed = -p1.cash;
    expect(owed).toBeGreaterThan(0);
    expect(game.market.cell(game.market.position("UR")!)?.liquidation).toBe(true);
    expect(game.round.activeEntity()).toBe(p1);
    // Bankruptcy is his choice throughout the crisis (as 18xx.games offers it).
    expect(game.round.actionTypes(p1)).toEqual(["sell_shares", "bankrupt"]);
    expect(booksError(game)).toBeNull();
    // Nothing else happens meanwhile: UR's turn waits.
    expect(() => game.process({ type: "pass", entity: "UR", entity_type: "corporation" })).toThrow(/Player 1 owes the bank \$150: he sells shares, or goes bankrupt, before anything else happens/);
    // His own presidency's certificate, and UR in the liquidation box, are not for sale.
    const sales = game.round.legalActions(p1).flatMap((a) => (a.type === "sell_shares" ? [a.shares.join("+")] : []));
    expect(sales).toEqual(["J_1", "NYOW_2", "SR_3", "WC_2"]);
    const before = game.actions.length;
    expect(() => game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["J_0"], percent: 40 })).toThrow(/owes the bank \$150: he may sell .*, not J_0/);
    expect(game.actions).toHaveLength(before);
    const price = game.market.price("NYOW")!;
    game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["NYOW_2"], percent: 20 });
    expect(p1.cash).toBe(price - owed);
    expect(game.market.price("NYOW")).toBe(price);
    expect(game.corporation("NYOW").sharesOf("pool").map((s) => s.id)).toContain("NYOW_2");
    // The crisis is over: the game goes on.
    expect(game.round.activeEntity()).not.toBe(p1);
    expect(booksError(game)).toBeNull();
  });

  it("one with no share he may sell goes bankrupt: his shares and shorts to the market, his corporations to the liquidation box without a president, his debt covered; he sits out", () => {
    const game = crisis();
    const [p1, p4] = [game.player(634), game.player(524)];
    // A position made for the test: Player 4 holds Player 1's shares but his presidents' certificates.
    for (const c of game.corporations) for (const s of c.sharesOf(p1)) if (s.percent > 0 && !s.president) s.holder = p4;
    game.edited();
    expect(game.round.actionTypes(p1)).toEqual(["bankrupt"]);
    expect(() => game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["J_0"], percent: 40 })).toThrow(/owes the bank \$150: he sells shares, or goes bankrupt/);
    const bank = game.bank.cash;
    const debt = -p1.cash;
    game.process({ type: "bankrupt", entity: 634, entity_type: "player" });
    expect(p1.bankrupt).toBe(true);
    expect(p1.cash).toBe(0);
    expect(game.bank.cash).toBe(bank - debt);
    expect(game.corporations.every((c) => c.sharesOf(p1).length === 0)).toBe(true);
    const j = game.corporation("J");
    expect(j.president).toBeNull();
    expect(game.market.cell(game.market.position("J")!)?.liquidation).toBe(true);
    // His two shorts of NYSW went to the market: one closed against its share there.
    expect(game.corporation("NYSW").shares.filter((s) => s.percent < 0 && s.holder === "pool")).toHaveLength(1);
    expect(game.round.activeEntity()).not.toBe(p1);
    expect(game.certLimit()).toBe(21);
    expect(booksError(game)).toBeNull();
  });

  it("a short's dividend its holder cannot pay puts him in a cash crisis too", () => {
    const game = new Replay(title, log).at(696);
    const p1 = game.player(634);
    // Player 1 is short 40% of NYSW, which is to pay half its revenue; a position made for the test: he has no money.
    expect(game.corporation("NYSW").percentOf(p1)).toBe(-40);
    game.pay(p1, game.bank, p1.cash);
    game.edited();
    game.process({ type: "dividend", entity: "NYSW", entity_type: "corporation", kind: "half" });
    expect(p1.cash).toBeLessThan(0);
    expect(game.round.activeEntity()).toBe(p1);
    expect(game.round.actionTypes(p1)).toEqual(["sell_shares", "bankrupt"]);
    expect(booksError(game)).toBeNull();
  });

  it("a sale too small to cover the debt leaves him in the crisis for the next", () => {
    const game = crisis();
    const p1 = game.player(634);
    game.process({ type: "sell_shares", entity: 634, entity_type: "player", shares: ["WC_2"], percent: 20 });
    expect(p1.cash).toBe(-80);
    expect(game.round.activeEntity()).toBe(p1);
    expect(game.round.legalActions(p1).flatMap((a) => (a.type === "sell_shares" ? [a.shares.join("+")] : []))).toEqual(["J_1", "NYOW_2", "SR_3"]);
  });
});

describe("1817's options short_squeeze, five_shorts and modern_trains", () => {
  const log = JSON.parse(readFileSync(new URL("16281.json", dir), "utf8")) as GameLog;
  /** The fixture's game played with these options (its moves are legal under them). */
  const withOptions = (rules: string[]): GameLog => ({ ...log, settings: { ...log.settings, optional_rules: rules } });

  it("five_shorts: a corporation of 10 shares with five shorts may not be shorted again; without the option, up to its shares", () => {
    const [plain, five] = [new Replay(title, log).at(651), new Replay(title, withOptions(["five_shorts"])).at(651)];
    const shortable = (game: Game) => game.round.legalActions(game.player(289)).filter((a) => a.type === "short").map((a) => (a as { corporation: string }).corporation);
    expect(shortable(five)).toContain("R");
    for (const game of [plain, five]) {
      // A position made for the test: Player 1 shorts R until it has five shorts.
      const r = game.corporation("R");
      while (shortsOf(r).length < 5) shortShare(game, game.player(634), r);
      game.edited();
    }
    expect(shortable(plain)).toContain("R");
    expect(shortable(five)).not.toContain("R");
    const before = five.actions.length;
    expect(() => five.process({ type: "short", entity: 289, entity_type: "player", corporation: "R" })).toThrow(/R has 5 shorts, the most it may have/);
    expect(five.actions).toHaveLength(before);
  });

  it("modern_trains: a 7- or 8-train earns $10 or $20 more for each of its corporation's stations on its route; other trains nothing more", () => {
    const [plain, modern] = [new Replay(title, log).at(674), new Replay(title, withOptions(["modern_trains"])).at(674)];
    const color = plain.phase.offboardColor;
    const train = (name: string) => [{ id: `${name}-0`, name, distance: Number(name) }];
    for (const [name, bonus] of [["8", 20], ["7", 10], ["4", 0]] as const) {
      const best = bestRoutes(plain.board, "UR", train(name), color);
      expect(best.routes.length).toBe(1);
      // The same route run under the option: its stations earn the bonus (every route has at least one).
      const more = validateRoutes(modern.board, "UR", best.routes, train(name), color).revenue - best.revenue;
      if (bonus === 0) expect(more).toBe(0);
      else {
        expect(more).toBeGreaterThanOrEqual(bonus);
        expect(more % bonus).toBe(0);
      }
      // The best routes under the option count it, and agree with the check of the routes (bestRoutes compares them).
      expect(bestRoutes(modern.board, "UR", train(name), color).revenue).toBeGreaterThanOrEqual(best.revenue + more);
    }
  });

  it("short_squeeze: a sold-out corporation the players hold more than all of rises a second box at the stock round's end", () => {
    const [plain, squeeze] = [new Replay(title, log).at(663), new Replay(title, withOptions(["short_squeeze"])).at(663)];
    const price = plain.market.price("J")!;
    for (const game of [plain, squeeze]) {
      // A position made for the test: Player 3 holds J's two market shares; the players hold 120% (Player 2 is short 20%).
      for (const s of game.corporation("J").sharesOf("pool")) s.holder = game.player(3467);
      game.edited();
      // The stock round's last pass.
      game.process({ type: "pass", entity: 3467, entity_type: "player" });
    }
    const row = plain.data.market[0]!.map((c) => c?.price);
    expect(row.indexOf(plain.market.price("J")!)).toBe(row.indexOf(price) + 1);
    expect(row.indexOf(squeeze.market.price("J")!)).toBe(row.indexOf(price) + 2);
  });
});

describe("1817's merger pass programme (program_merger_pass)", () => {
  const log = JSON.parse(readFileSync(new URL("1817_game_end_bankrupt.json", dir), "utf8")) as GameLog;

  it("passes for the listed corporations its player presides when their turn comes in the merger and conversion round", () => {
    const game = new Replay(title, log).at(261);
    expect(game.round).toBeInstanceOf(MergerAndConversionRound);
    expect(game.round.activeEntity()).toBe(game.corporation("Belt"));
    expect(game.autoActions()).toEqual([]);
    game.process({ type: "program_merger_pass", entity: 10573, entity_type: "player", corporations_by_round: { AR: ["Belt", "NYOW"], MR: ["Belt", "NYOW"] }, options: [] });
    expect(game.autoActions()).toEqual([{ type: "pass", entity: "Belt", entity_type: "corporation" }]);
  });

  it("with disable_others, ends once another corporation has converted or merged in the round", () => {
    const game = new Replay(title, log).at(351);
    // PLE converted at 347; Player 3's programme (set at 264) ends when PLE's turn is over and Bess's comes.
    game.process({ type: "pass", entity: "PLE", entity_type: "corporation" });
    const auto = game.autoActions();
    expect(auto[0]).toMatchObject({ type: "program_disable", reason: "Other players have acted and requested to stop" });
    expect(String(auto[0]!.entity)).toBe("12235");
  });
});

describe("[acquisition round]: a corporation offered for sale, auctioned among the players' corporations", () => {
  const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;
  const act = (game: Game, action: Record<string, unknown>) => game.process(action);
  const bid = (entity: number, corporation: string, price: number) => ({ type: "bid", entity, entity_type: "player", corporation, price });
  const pass = (entity: number) => ({ type: "pass", entity, entity_type: "player" });

  it("its president offers it (assign) or declines; the bidders who could pay start from the player left of him; all passing, it is not sold", () => {
    const game = new Replay(title, log).at(629);
    expect(game.round).toBeInstanceOf(AcquisitionRound);
    expect(game.round.actionTypes(game.player(512))).toEqual(["assign", "pass"]);
    const before = game.actions.length;
    expect(() => act(game, { type: "assign", entity: 512, entity_type: "player", target: "PLE", target_type: "corporation" })).toThrow(/may offer NYOW for sale, not PLE/);
    expect(game.actions).toHaveLength(before);
    act(game, { type: "assign", entity: 512, entity_type: "player", target: "NYOW", target_type: "corporation" });
    // Player 3's corporations could not pay the $110 it starts at; Player 1, left of Player 4, bids first.
    expect(game.round.activeEntity()).toBe(game.player(642));
    expect(game.round.legalActions(game.player(642))).toContainEqual(expect.objectContaining({ type: "bid", corporation: "NYOW", min: 110, step: 10 }));
    const cash = game.corporations.map((c) => c.cash);
    expect(() => act(game, bid(642, "NYOW", 100))).toThrow(/least bid for NYOW is \$110/);
    expect(() => act(game, bid(642, "NYOW", 115))).toThrow(/multiple of \$10/);
    expect(() => act(game, bid(5522, "NYOW", 110))).toThrow(/Player 1's turn to bid for NYOW/);
    expect(game.corporations.map((c) => c.cash)).toEqual(cash);
    act(game, pass(642));
    act(game, pass(3739));
    act(game, pass(512));
    expect(game.corporation("NYOW").floated).toBe(true);
    expect(game.messages.some((m) => m.text === "All players pass on NYOW, not sold")).toBe(true);
    expect(game.round.activeEntity()).toBe(game.corporation("PLE").president);
  });

  it("the winner's corporation takes the other's cash, trains, stations and loans, pays the bid, and the shareholders share it; the other may start again", () => {
    const game = new Replay(title, log).at(639);
    const [pw, h] = [game.corporation("PW"), game.corporation("H")];
    const player1 = game.player(642);
    const [trains, cash, loans] = [pw.trains.length + h.trains.length, player1.cash, pw.loans + h.loans];
    const stations = game.board.tokensOf("H").map((t) => t.hex);
    // Player 4 passes: Player 1's bid of $360 wins; PW, his one corporation that could pay, buys.
    act(game, pass(512));
    expect(pw.trains).toHaveLength(trains);
    expect(game.board.tokensOf("PW").map((t) => t.hex)).toEqual(expect.arrayContaining(stations));
    // PW borrowed $100 to pay; it may take more loans, or pass.
    expect(game.round.activeEntity()).toBe(pw);
    expect(pw.loans).toBe(loans + 1);
    const price = game.market.price("PW")!;
    act(game, { type: "pass", entity: "PW", entity_type: "corporation" });
    // H's two loans, not repaid, move PW two boxes left; $360 over H's 5 shares, $72 each: Player 1's 3 are $216.
    expect(game.market.price("PW")).toBeLessThan(price);
    expect(player1.cash).toBe(cash + 216);
    expect(h.floated).toBe(false);
    expect(h.president).toBeNull();
    expect(game.market.price("H")).toBeNull();
    expect(booksError(game)).toBeNull();
  });
});

describe("[acquisition auction]: a bidder gone bankrupt", () => {
  it("passes when his turn to bid comes", () => {
    const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(630);
    expect(game.round.activeEntity()).toBe(game.player(642));
    // A test's position: Player 1, first to bid for NYOW, has gone bankrupt.
    game.player(642).bankrupt = true;
    game.edited();
    game.settle();
    expect(game.messages.at(-1)!.text).toBe("Player 1 passes on NYOW");
    expect(game.round.activeEntity()).toBe(game.player(3739));
  });
});

describe("1817's stock round: several shares bought back at once, one short a turn", () => {
  const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;

  it("a corporation buys back as many of its market shares as its treasury pays for, in one purchase", () => {
    const game = new Replay(title, log).at(665);
    const wc = game.corporation("WC");
    const [cash, price] = [wc.cash, game.market.price("WC")!];
    const before = game.actions.length;
    expect(() => game.process({ type: "buy_shares", entity: "WC", entity_type: "corporation", shares: ["WC_1", "WC_1"], percent: 40 })).toThrow(/may buy back up to 3 shares/);
    expect(game.actions).toHaveLength(before);
    game.process({ type: "buy_shares", entity: "WC", entity_type: "corporation", shares: ["WC_1", "WC_10", "WC_12"], percent: 60 });
    expect(wc.cash).toBe(cash - 3 * price);
    expect(wc.percentOf("ipo")).toBeGreaterThanOrEqual(60);
    expect(wc.percentOf("pool")).toBe(0);
  });

  it("a player shorts a corporation again in a later turn of the round, but once a turn", () => {
    // Player 4 shorted WC in his turn at entry 655.
    const game = new Replay(title, log).at(667);
    expect(game.round.activeEntity()).toBe(game.player(512));
    game.process({ type: "short", entity: 512, entity_type: "player", corporation: "WC" });
    expect(game.corporation("WC").percentOf(game.player(512))).toBeLessThan(-20);
    expect(game.round.legalActions(game.player(512)).some((a) => a.type === "short")).toBe(false);
  });
});

describe("1817 with the volatility option: the turn after a short, the Scrapper, the operating order, the liquidation box", () => {
  const log = JSON.parse(readFileSync(new URL("1817_game_end_bankrupt.json", dir), "utf8")) as GameLog;

  it("a player left nothing to do but pass after his short: his turn ends", () => {
    const game = new Replay(title, log).at(812);
    expect(game.round.activeEntity()).toBe(game.player(12235));
    game.process({ type: "short", entity: 12235, entity_type: "player", corporation: "NYOW" });
    expect(game.round.activeEntity()).toBe(game.player(7791));
  });

  it("the Scrapper (P15) pays its corporation $30 for each 2-train of its that rusts", () => {
    const game = new Replay(title, log).at(941);
    const j = game.corporation("J");
    expect(j.companies.map((c) => c.sym)).toContain("P15");
    const twos = j.trains.filter((t) => t.name === "2").length;
    expect(twos).toBe(2);
    const cash = j.cash;
    // ME buys the first 4-train: the 2-trains rust (and the Inventor pays J $40 for the first 4).
    game.process(log.actions[941]!);
    expect(j.trains.filter((t) => t.name === "2")).toHaveLength(0);
    expect(j.cash).toBe(cash + 40 + 2 * 30);
  });

  it("the order of share values as the operating round starts holds for the round", () => {
    const game = new Replay(title, log).at(1052);
    // H, NYOW and PSNR in acquisition boxes at the round's start, in this order; NYOW's turn comes after H's.
    expect(game.round.activeEntity()).toBe(game.corporation("NYOW"));
  });

  it("a share value moving left stops at the last acquisition box: the liquidation box is put into, never moved into", () => {
    const game = new Replay(title, log).at(930);
    for (const sym of ["NYOW", "R"]) {
      expect(game.market.position(sym)).toEqual({ row: 0, col: 1 });
      game.market.moveLeft(sym);
      expect(game.market.position(sym)).toEqual({ row: 0, col: 1 });
    }
  });
});

describe("[cash crisis]: a player below zero sells shares before anything else happens", () => {
  const log = JSON.parse(readFileSync(new URL("1817_game_end_bankrupt.json", dir), "utf8")) as GameLog;

  it("his shorts of R paid its dividend: Player 5, $41 short, sells one share of UR, no more; then R's turn goes on", () => {
    const game = new Replay(title, log).at(1072);
    const player5 = game.player(18003);
    expect(player5.cash).toBe(-41);
    expect(game.round.activeEntity()).toBe(player5);
    expect(booksError(game)).toBeNull();
    const before = game.actions.length;
    expect(() => game.process({ type: "buy_train", entity: "R", entity_type: "corporation", train: "4-0", price: 1 })).toThrow(/Player 5 owes the bank \$41: he sells shares, or goes bankrupt, before anything else happens/);
    expect(() => game.process({ type: "sell_shares", entity: 18003, entity_type: "player", shares: ["UR_1", "UR_2"], percent: 40 })).toThrow(/he may sell 1 of UR/);
    expect(game.actions).toHaveLength(before);
    game.process({ type: "sell_shares", entity: 18003, entity_type: "player", shares: ["UR_1"], percent: 20 });
    expect(player5.cash).toBe(39);
    expect(game.round.activeEntity()).toBe(game.corporation("R"));
  });
});

describe("[cash crisis]: two players below zero", () => {
  it("the first from the operating corporation's president on sells first; the other waits, his debt standing", () => {
    const log = JSON.parse(readFileSync(new URL("1817_game_end_bankrupt.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(1072);
    // A test's position: Player 3 owes $5 too; R's president is Player 1, so Player 3 comes before Player 5.
    const [player3, player5] = [game.player(12235), game.player(18003)];
    game.bank.cash += player3.cash + 5;
    player3.cash = -5;
    game.edited();
    expect(game.round.activeEntity()).toBe(player3);
    expect(booksError(game)).toBeNull();
    expect(game.round.actionTypes(player5)).toEqual([]);
  });
});

describe("[cash crisis]: a bankrupt's short in the market", () => {
  it("is no share a player may buy", () => {
    // Random 4-player games (builder) until one in which a bankrupt player's short goes to the market (seed 16, after
    // 232 actions, when this test was written); the legal purchases are checked in each.
    let shortInMarket = false;
    for (let seed = 1; seed <= 40 && !shortInMarket; seed++) {
      const game = new Game(title, Array.from({ length: 4 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), {}, seed);
      const player = new RandomPlayer(seed, "builder");
      for (let i = 0; i < 400 && !game.finished; i++) {
        const e = game.round.activeEntity()!;
        if (game.corporations.some((c) => c.shares.some((s) => s.holder === "pool" && s.percent < 0))) shortInMarket = true;
        for (const a of game.legalActions(e)) if (a.type === "buy_shares") expect(a.percent).toBeGreaterThan(0);
        game.process(player.choose(game)!);
        expect(booksError(game)).toBeNull();
      }
    }
    expect(shortInMarket).toBe(true);
  });
});

describe("[cash crisis]: bankruptcy", () => {
  const log = JSON.parse(readFileSync(new URL("1817_game_end_bankrupt.json", dir), "utf8")) as GameLog;
  const bankrupt = { type: "bankrupt", entity: 18003, entity_type: "player" };

  it("a player in a cash crisis goes bankrupt instead: his shares and shorts to the market, his corporations to the liquidation box without a president, his cash to the bank; the game goes on without him", () => {
    const game = new Replay(title, log).at(1072);
    const player5 = game.player(18003);
    expect(game.round.legalActions(player5)).toContainEqual({ type: "bankrupt" });
    const presided = game.corporations.filter((c) => c.president === player5).map((c) => c.sym);
    expect(presided.sort()).toEqual(["H", "PSNR", "UR", "WC"]);
    const nysw = game.corporation("NYSW");
    expect(nysw.percentOf(player5)).toBe(-40);
    const market = nysw.percentOf("pool");
    game.process(bankrupt);
    expect(player5.bankrupt).toBe(true);
    expect(player5.cash).toBe(0);
    for (const sym of presided) {
      const corp = game.corporation(sym);
      expect(corp.president).toBeNull();
      expect(corp.lastPresident).toBe(player5);
      expect(game.market.position(sym)).toEqual({ row: 0, col: 0 });
    }
    // His two shorts of NYSW went to the market and closed against two of its shares there.
    expect(nysw.percentOf("pool")).toBe(market - 40);
    expect(nysw.shares.some((s) => s.holder === "pool" && s.percent < 0)).toBe(false);
    expect(game.finished).toBe(false);
    expect(game.round.activeEntity()).toBe(game.corporation("R"));
    expect(booksError(game)).toBeNull();
  });

  it("the game ends when one player is left", () => {
    const game = new Replay(title, log).at(1072);
    for (const id of [10573, 12235, 7791]) game.player(id).bankrupt = true;
    game.edited();
    game.process(bankrupt);
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bankrupt");
  });
});

describe("[acquisition round]: the bank liquidates a corporation nobody bids for", () => {
  it("its cash and loans set apart, all passing, the bank takes it for nothing: its president pays what its loans leave owing, its privates close, its stations leave the map, and it may start again", async () => {
    const { putInLiquidation } = await import("../../shared/engine/market-boxes.ts");
    const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(629);
    // A test's position: PLE, offered after NYOW, has been in the liquidation box since before the merger round.
    const ple = game.corporation("PLE");
    putInLiquidation(game, ple, "is put there for the test");
    (game.round as unknown as { boxesAtStart: Record<string, string> }).boxesAtStart.PLE = "liquidation";
    game.edited();
    const president = ple.president!;
    const owed = Math.max(0, ple.loans * 100 - ple.cash);
    const cash = president.cash;
    expect(ple.loans).toBeGreaterThan(0);
    expect(game.board.tokensOf("PLE").length).toBeGreaterThan(0);
    game.process({ type: "pass", entity: 512, entity_type: "player" });
    // Everyone who could bid passes.
    for (let i = 0; i < 10 && game.round instanceof AcquisitionRound; i++) {
      const bidder = game.round.activeEntity();
      if (!(bidder instanceof Player) || !game.round.actionTypes(bidder).includes("bid")) break;
      game.process({ type: "pass", entity: bidder.id, entity_type: "player" });
    }
    expect(ple.floated).toBe(false);
    expect(ple.president).toBeNull();
    expect(game.board.tokensOf("PLE")).toHaveLength(0);
    expect(president.cash).toBe(cash - owed);
    expect(game.messages.some((m) => m.text.startsWith("The bank liquidates PLE for nothing"))).toBe(true);
    expect(booksError(game)).toBeNull();
  });
});

describe("[acquisition round]: the buyer's stations chosen", () => {
  it("a buyer that would have more than 8 stations first takes one of its or the other's off the map; then it takes the other's over", () => {
    // The first random 5-player game (builder) in which a buyer would have more than 8 stations or two in a hex.
    const reducing = (game: Game) => {
      const e = game.round.activeEntity();
      return game.round instanceof AcquisitionRound && e !== null && game.round.actionTypes(e).includes("remove_token");
    };
    const game = randomGameReaching(5, reducing);
    const buyer = game.round.activeEntity() as Corporation;
    const choice = (game.round as unknown as { reducing: StationChoice }).reducing;
    const target = choice.other;
    const choices = game.round.legalActions(buyer);
    // The other's stations stand under its symbol, or once it is settled, for nobody (take-over.ts holdStations).
    const stations = [...game.board.tokensOf(buyer.sym), ...game.board.tokensOf(choice.otherKey)];
    expect(stations.length > 8 || new Set(stations.map((t) => t.hex)).size < stations.length).toBe(true);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => c.type === "remove_token" && stations.some((t) => t.hex === c.hex))).toBe(true);
    // A city where neither has a station.
    const elsewhere = ["C14", "F13", "H9", "D9", "C26", "E22", "B5", "F19"].find((hex) => !stations.some((t) => t.hex === hex))!;
    const before = game.actions.length;
    expect(() => game.process({ type: "remove_token", entity: buyer.sym, entity_type: "corporation", city: game.board.cityId(elsewhere, 0), slot: 0 })).toThrow(/takes off the map one of the stations on/);
    expect(() => game.process({ type: "pass", entity: buyer.sym, entity_type: "corporation" })).toThrow(/first takes stations off the map/);
    expect(game.actions).toHaveLength(before);
    // Stations off the map until it may take the other's over: 8 at most, the other's gone.
    for (let n = 0; n < 12 && reducing(game); n++) {
      const choice = game.round.legalActions(buyer)[0] as { city: string; slot: number };
      game.process({ type: "remove_token", entity: buyer.sym, entity_type: "corporation", city: choice.city, slot: choice.slot });
    }
    expect(reducing(game)).toBe(false);
    expect(game.board.tokensOf(buyer.sym).length).toBeLessThanOrEqual(8);
    expect(game.board.tokensOf(target.sym)).toHaveLength(0);
    expect(booksError(game)).toBeNull();
  });
});

describe("[acquisition round]: a buyer over its train limit", () => {
  it("discards before anything else happens", () => {
    // The first random 4-player game (builder) in which a corporation's purchase leaves it over its limit.
    const crowded = (game: Game) => game.round instanceof AcquisitionRound && game.round.activeEntity() instanceof Corporation && game.round.actionTypes(game.round.activeEntity()!).includes("discard_train");
    const game = randomGameReaching(4, crowded);
    expect(crowded(game)).toBe(true);
    const corp = game.round.activeEntity() as Corporation;
    expect(corp.trains.length).toBeGreaterThan(game.trainLimit(corp));
    expect(game.round.actionTypes(corp)).toEqual(["discard_train"]);
    const trains = corp.trains.length;
    const legal = game.round.legalActions(corp)[0] as { train: string };
    game.process({ type: "discard_train", entity: corp.sym, entity_type: "corporation", train: legal.train });
    expect(corp.trains).toHaveLength(trains - 1);
    expect(booksError(game)).toBeNull();
  });
});

describe("1817's printed cities in a log", () => {
  it("are named after their hex, as 18xx.games' logs name them (an exported station on one reads there)", () => {
    const game = new Game(title, [1, 2, 3].map((id) => ({ id, name: `P${id}` })));
    // City ids of printed hexes as the fixtures write them.
    for (const id of ["D9-0-0", "F3-4-0", "C14-2-0", "H9-2-0", "F13-5-0", "F19-6-0", "I16-7-0", "H3-1-0", "I12-1-0", "C22-3-0", "B17-1-0", "G18-0-0", "D19-0-0"]) {
      const hex = id.split("-")[0]!;
      expect(game.board.cityId(hex, 0)).toBe(id);
    }
  });
});

describe("1817's acquisition round in a snapshot", () => {
  it("a game revived in the auction, and with the buyer's loans open, plays on as the game itself", async () => {
    const { snapshotGame, reviveGame } = await import("../../shared/engine/snapshot.ts");
    const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;
    const expected = readFileSync(new URL("16852.expected.jsonl", dir), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { actions: number });
    for (const at of [638, 640]) {
      const game = new Replay(title, log).at(at);
      expect(game.round).toBeInstanceOf(AcquisitionRound);
      const revived = reviveGame(title, game.options, snapshotGame(game), [...game.actions]);
      expect(summarize(revived, at)).toEqual(summarize(game, at));
      for (const a of log.actions.slice(at, 650).filter((a) => !(a as { skip?: boolean }).skip)) revived.process(a);
      expect(summarize(revived, 650)).toEqual(expected.find((e) => e.actions === 650));
    }
  });
});

describe("[cash crisis]: a bankrupt player sits out the stock round", () => {
  it("the priority deal his, the player to his left begins", () => {
    const log = JSON.parse(readFileSync(new URL("16852.json", dir), "utf8")) as GameLog;
    const game = new Replay(title, log).at(642);
    // A test's position: Player 2, who would have the priority deal in Stock Round 3, has gone bankrupt.
    game.player(3739).bankrupt = true;
    game.edited();
    game.process(log.actions[642]!);
    expect(game.round.name).toBe("Stock Round 3");
    expect(game.round.activeEntity()).toBe(game.player(5522));
  });
});

describe("[loans]: the loan a log names", () => {
  it("an exported random game's take_loan and payoff_loan name one of the bank's loans, as 18xx.games requires, and re-import to the same game", () => {
    // Played as a room plays it (each move stored by the ruleset), like the fuzz tool's games: builder, 3 players.
    const ruleset = rulesetOf(title);
    const players = [1, 2, 3].map((i) => ({ id: String(i), name: `P${i}` }));
    const played = (seed: number) => {
      const session = ruleset.session({ players, options: { optional_rules: [] }, seed });
      const player = new RandomPlayer(seed, "builder");
      for (let n = 0; n < 400 && !session.game.finished; n++) session.play({ ...ruleset.stored(player.choose(session.game)!, session.game), id: n + 1 });
      const exported = exportGame({ id: seed, title: "1817", players, seed, optionalRules: [], entries: session.entries, status: "playing" });
      return { session, exported, loans: exported.actions.filter((a) => a.type === "take_loan" || a.type === "payoff_loan") as { type: string; loan?: unknown }[] };
    };
    // The first seed whose game both takes and repays a loan.
    let game = played(1);
    for (let seed = 2; seed <= 20 && !game.loans.some((a) => a.type === "payoff_loan"); seed++) game = played(seed);
    const { session, exported, loans } = game;
    expect(loans.some((a) => a.type === "take_loan")).toBe(true);
    expect(loans.some((a) => a.type === "payoff_loan")).toBe(true);
    for (const a of loans) expect(a.loan).toSatisfy((id) => Number.isInteger(id) && (id as number) >= 0 && (id as number) < title.data.loans!.total);
    // The first loan out is the bank's first, as the fixtures number them.
    expect(loans[0]).toMatchObject({ type: "take_loan", loan: 0 });
    const end = replayLog(title, { players: exported.players, settings: exported.settings, actions: exported.actions } as GameLog);
    expect(summarize(end, exported.actions.length)).toEqual(summarize(session.game, exported.actions.length));
  });
});

describe("1817's share programmes: a president safe from takeover", () => {
  it("holds the stock round's rules' securePercent (1817's data: 60%, shorts adding shares), not an engine figure", () => {
    // Fixture 15528, Stock Round 3: Player 4 presides H (10 shares) with 50%. He sets a pass programme; Player 2 then
    // buys one of H's shares (entry 518) and Player 3 another corporation's (519); Player 4's turn comes.
    const log = JSON.parse(readFileSync(new URL("15528.json", dir), "utf8")) as GameLog;
    const game = replayLog(title, { ...log, actions: log.actions.slice(0, 517) });
    const p4 = game.player(1594);
    applyProgrammeAction(game, { type: "program_share_pass", entity: 1594, entity_type: "player" } as ActionOf<"program_share_pass">);
    for (const entry of log.actions.slice(517, 519)) game.process(entry as unknown as GameAction);
    expect(game.round.activeEntity()).toBe(p4);
    expect(game.corporation("H").percentOf(p4)).toBe(50);
    const round = game.round as AuctionedStartsStockRound;
    expect(STARTS_1817.securePercent).toBe(60);
    expect(round.programmed(p4, game.programmes.get(p4)!)).toEqual([{ type: "program_disable", entity: 1594, entity_type: "player", reason: "Player 2 bought on corporation H and is unsecure" }]);
    // The same round with rules whose president is safe at half: the programme passes for him.
    (round as unknown as { rules: AuctionedStartRules }).rules = { ...STARTS_1817, securePercent: 50 };
    expect(round.programmed(p4, game.programmes.get(p4)!)).toEqual([{ type: "pass", entity: 1594, entity_type: "player" }]);
  });
});
