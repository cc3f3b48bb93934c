// The 1830 Base Game (the table option base_game, 1830-rules.txt 1.2, 1.3, 7.6.2, 7.7, T-06): the
// private companies in groups after a bid for the order of choice, seven players, the bank's loan
// for a forced train purchase and the receivership it brings, and no bankruptcy.
import { describe, expect, it } from "vitest";
import { Corporation, Player } from "../../shared/engine/entities.ts";
import { Game } from "../../shared/engine/game.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { StockRound } from "../../shared/engine/rounds/stock.ts";
import { sellablePercents, sellShares, transferShares } from "../../shared/engine/shares.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { checkBooks, expectRefused } from "./game-checks.ts";
import { RandomPlayer } from "./random-play.ts";

const BASE = { optional_rules: ["base_game"] };
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const player = (id: number) => ({ entity: id, entity_type: "player" as const });
const bid = (id: number, price: number) => ({ type: "bid", ...player(id), price });
const pass = (id: number) => ({ type: "pass", ...player(id) });
const choose = (id: number, choice: string) => ({ type: "choose", ...player(id), choice });
const active = (game: Game) => (game.round.activeEntity() as Player).id;

/** The groups the player choosing now is offered. */
const choices = (game: Game): string[] => {
  const legal = game.legalActions(game.round.activeEntity()!).find((a) => a.type === "choose") as Extract<LegalAction, { type: "choose" }>;
  return legal.choices;
};

/** Sets the par of the president's certificate the BO brought, at $100. */
function parAt100(game: Game, id: number): void {
  const par = game.legalActions(game.player(id)).find((a) => a.type === "par") as Extract<LegalAction, { type: "par" }>;
  game.process({ type: "par", ...player(id), corporation: par.corporation, share_price: par.prices.find((p) => p.price === 100)!.sharePrice });
}

describe("1830 1.3 the Base Game: bidding for the order of choice", () => {
  it("is the Base Game's first round; Classic (the default) keeps C-2.2's auction", () => {
    const classic = new Game(title1830, seats(4));
    expect(classic.legalActions(classic.player(1)).some((a) => a.type === "bid" && a.company === "SV")).toBe(true);
    expectRefused(classic, bid(1, 20), /^C-2\.2: a bid names the private company it is for$/);
    const game = new Game(title1830, seats(4), BASE);
    expect(game.round.name).toBe("Private Companies");
    // The banker (the first seat) starts; a bid names no company: $5 up to what leaves the dearest group ($220).
    expect(active(game)).toBe("1");
    expect(game.legalActions(game.player(1))).toEqual([{ type: "bid", min: 5, max: 600 - 220 }, { type: "pass" }]);
  });

  it("plays the rule book's example: $5 minimum, raises of $5 or more, a pass is final, the high bidder chooses first and gets the priority deal", () => {
    // Bob (P1, the banker), Carol (P2), Ted (P3), Alice (P4).
    const game = new Game(title1830, seats(4), BASE);
    expectRefused(game, bid(1, 4), /^1830 1\.3: the minimum starting bid is \$5$/);
    expectRefused(game, { ...bid(1, 5), company: "BO" }, /^1830 1\.3: the bid is for the order of choice/);
    expectRefused(game, bid(1, 381), /^1830 1\.3: P1 may bid at most \$380/);
    game.process(bid(1, 5));
    expectRefused(game, bid(2, 9), /^1830 1\.3: a bid must be at least \$5 more than the preceding bid: \$10$/);
    game.process(pass(2));
    game.process(bid(3, 10));
    game.process(bid(4, 20));
    game.process(pass(1));
    // Carol passed: she may no longer bid; Ted is next.
    expect(active(game)).toBe("3");
    expectRefused(game, bid(2, 30), /^1830 1\.3: it is P3's turn to bid or pass$/);
    game.process(bid(3, 25));
    game.process(bid(4, 30));
    game.process(pass(3));
    // Alice chooses first and has the priority deal; then Ted, Bob (his $5 bid), and Carol, who passed without bidding.
    expect(game.priority.id).toBe("4");
    expect(active(game)).toBe("4");
    expect(choices(game)).toEqual(["SV+MH", "CS+DH", "CA", "BO"]);
    expectRefused(game, choose(4, "SV+BO"), /^1830 1\.3: no group SV\+BO is left to choose/);
    game.process(choose(4, "CA"));
    expect(game.player(4).cash).toBe(600 - 190); // "her bid of $30 plus $160 for the CA"
    expect(game.corporation("PRR").percentOf(game.player(4))).toBe(10);
    game.process(choose(3, "CS+DH"));
    expect(game.player(3).cash).toBe(600 - 135);
    game.process(choose(1, "BO"));
    expect(game.player(1).cash).toBe(375); // "he only has $375 left"
    // Bob must set the B&O's par before Carol chooses.
    expect(active(game)).toBe("1");
    parAt100(game, 1);
    expect(game.corporation("B&O").president?.id).toBe("1");
    expect(choices(game)).toEqual(["SV+MH"]);
    game.process(choose(2, "SV+MH"));
    expect(game.player(2).cash).toBe(600 - 130);
    expect(game.round).toBeInstanceOf(StockRound);
    expect(active(game)).toBe("4");
    checkBooks(game);
  });

  it("players who passed without bidding choose after the bidders, from the banker clockwise", () => {
    const game = new Game(title1830, seats(4), BASE);
    game.process(pass(1));
    game.process(pass(2));
    game.process(bid(3, 5));
    game.process(pass(4));
    expect(game.priority.id).toBe("3");
    for (const id of [3, 1, 2, 4]) {
      expect(active(game)).toBe(String(id));
      game.process(choose(id, choices(game)[0]!));
      if (game.legalActions(game.player(id)).some((a) => a.type === "par")) parAt100(game, id);
    }
    expect(game.player(3).cash).toBe(600 - 5 - 130);
  });

  it("when nobody bids, all choose from the banker clockwise and the banker has the priority deal", () => {
    const game = new Game(title1830, seats(3), BASE);
    for (const id of [1, 2, 3]) game.process(pass(id));
    expect(game.priority.id).toBe("1");
    expect(active(game)).toBe("1");
  });
});

describe("1830 1.3, T-06 the private company groups", () => {
  it.each([
    [2, ["SV+DH+CA", "CS+MH+BO"]],
    [3, ["SV+BO", "CS+CA", "DH+MH"]],
    [4, ["SV+MH", "CS+DH", "CA", "BO"]],
    [5, ["SV+CS", "DH", "MH", "CA", "BO"]],
    [6, ["SV", "CS", "DH", "MH", "CA", "BO"]],
    [7, ["SV", "CS", "DH", "MH", "CA", "BO"]],
  ])("%i players choose among %j, each at its face values", (n, groups) => {
    const game = new Game(title1830, seats(n), BASE);
    for (let id = 1; id <= n; id++) game.process(pass(id));
    expect(choices(game)).toEqual(groups);
    expect((game.legalActions(game.player(1))[0] as { prompt: string }).prompt).toContain(n === 3 ? "SV+BO $240" : n === 2 ? "CS+MH+BO $370" : "BO $220");
  });
});

describe("1830 1.2 seven players", () => {
  it("split $2,450: $350 each; a certificate limit of 9 (T-06 gives none)", () => {
    const game = new Game(title1830, seats(7), BASE);
    expect(game.players.map((p) => p.cash)).toEqual(Array(7).fill(350));
    expect(game.bank.cash).toBe(12000 - 2450);
    expect(game.certLimit()).toBe(9);
    // Classic stays for 2 to 6 players.
    expect(() => new Game(title1830, seats(7))).toThrow(/is for 2, 3, 4, 5, 6 players/);
  });

  it("six groups for seven: the last to choose gets none and pays only his bid", () => {
    const game = new Game(title1830, seats(7), BASE);
    // Everyone bids once, P1 $5 up to P7 $35; then each passes in turn until P7 alone is left.
    for (let id = 1; id <= 7; id++) game.process(bid(id, 5 * id));
    for (let id = 1; id <= 6; id++) game.process(pass(id));
    for (let id = 7; id >= 2; id--) {
      game.process(choose(id, choices(game)[0]!));
      if (game.legalActions(game.player(id)).some((a) => a.type === "par")) parAt100(game, id);
    }
    expect(game.round).toBeInstanceOf(StockRound);
    expect(game.player(1).companies).toEqual([]);
    expect(game.player(1).cash).toBe(350 - 5);
    checkBooks(game);
  });
});

/**
 * A 2-player Base Game played at random (seed 12) up to the moment a railroad must buy a train its
 * money and its president's cannot pay for: the first forced purchase with a loan.
 */
function beforeLoan(): { game: Game; corp: Corporation; random: RandomPlayer } {
  const game = new Game(title1830, seats(2), BASE, 12);
  const random = new RandomPlayer(12, "builder");
  for (let n = 0; n < 2000; n++) {
    const round = game.round;
    if (round instanceof OperatingRound && round.current) {
      const corp = round.current;
      const president = corp.president!;
      const depot = game.legalActions(corp).filter((a): a is Extract<LegalAction, { type: "buy_train" }> => a.type === "buy_train" && a.from === "depot");
      if (corp.trains.length === 0 && depot.some((a) => a.min > corp.cash + president.cash)) return { game, corp, random };
    }
    game.process(random.choose(game)!);
  }
  throw new Error("no forced purchase with a loan");
}

describe("1830 7.6.2 the Base Game's forced train purchase: the bank's loan", () => {
  it("the railroad and its president spend all their money and the bank pays the rest; no shares are sold, nobody goes bankrupt", () => {
    const { game, corp } = beforeLoan();
    const president = corp.president!;
    const legal = game.legalActions(corp);
    const cheapest = Math.min(...legal.filter((a) => a.type === "buy_train" && a.from === "depot").map((a) => (a as { min: number }).min));
    // Only the least expensive train of the bank or the open market is offered beyond the treasury; no bankruptcy.
    expect(legal.map((a) => a.type)).not.toContain("bankrupt");
    expect(legal.filter((a) => a.type === "buy_train" && a.min > corp.cash).every((a) => (a as { min: number }).min === cheapest)).toBe(true);
    expect(game.legalActions(president)).toEqual([]);
    const held = game.corporations.flatMap((c) => c.sharesOf(president).filter((s) => !s.president)).slice(0, 1);
    if (held.length) expectRefused(game, { type: "sell_shares", ...player(Number(president.id)), shares: [held[0]!.id], percent: 10 }, /^1830 7\.6\.2: .* sells no shares in an operating round/);
    expectRefused(game, { type: "bankrupt", entity: corp.sym, entity_type: "corporation" }, /^1830 7\.6\.2: nobody goes bankrupt/);
    const train = legal.find((a) => a.type === "buy_train" && a.min === cheapest) as Extract<LegalAction, { type: "buy_train" }>;
    const dearer = game.depot.forSale(game.phases.reached).find((t) => t.def.price > cheapest);
    if (dearer) expectRefused(game, { type: "buy_train", entity: corp.sym, entity_type: "corporation", train: dearer.id, price: dearer.def.price }, /^1830 7\.6\.2: /);
    const owed = cheapest - corp.cash - president.cash;
    const bank = game.bank.cash;
    game.process({ type: "buy_train", entity: corp.sym, entity_type: "corporation", train: train.train, price: cheapest });
    expect(corp.trains.map((t) => t.id)).toEqual([train.train]);
    expect([corp.cash, president.cash]).toEqual([0, 0]);
    expect(corp.loan).toBe(owed);
    expect(corp.manager).toBe(president);
    // The bank pays itself the rest: its money grows by what the railroad and its president paid.
    expect(game.bank.cash).toBe(bank + cheapest - owed);
    expect(game.messages.some((m) => m.text.includes(`${corp.sym} is in receivership`))).toBe(true);
    checkBooks(game);
  });
});

describe("1830 7.7 receivership", () => {
  it("the manager's money repays the loan, the manager does not change, and the player with the most shares presides once it is repaid", () => {
    const { game, corp, random } = beforeLoan();
    const manager = corp.president!;
    const other = game.players.find((p) => p !== manager)!;
    game.process(random.choose(game)!);
    expect(corp.loan).toBeGreaterThan(0);
    // Another player comes to hold more than the manager: the manager does not change.
    const more = corp.percentOf(manager) + 10 - corp.percentOf(other);
    const spare = [...corp.sharesOf("ipo"), ...corp.sharesOf("pool")].slice(0, more / 10);
    if (spare.length === more / 10) {
      transferShares(game, spare, other);
      expect(corp.president).toBe(manager);
    }
    // Money the manager acquires goes to the loan at once.
    const loan = corp.loan;
    game.pay(game.bank, manager, loan - 1);
    game.settle();
    expect([manager.cash, corp.loan]).toEqual([0, 1]);
    game.pay(game.bank, manager, 10);
    game.settle();
    expect([manager.cash, corp.loan, corp.manager]).toEqual([9, 0, null]);
    if (spare.length === more / 10) expect(corp.president).toBe(other);
    checkBooks(game);
  });

  it("no dividends: the revenue repays the loan (the share value moves as for a withheld dividend); the manager sells neither the railroad's shares nor its trains", () => {
    const { game, corp, random } = beforeLoan();
    const manager = corp.president!;
    let dividends = 0;
    for (let n = 0; n < 3000 && !game.finished && (corp.loan > 0 || dividends === 0); n++) {
      if (corp.loan > 0) {
        // 7.7: the manager holds no money while his railroad owes; he is offered no sale of its shares, nobody its trains.
        expect(manager.cash).toBe(0);
        const legal = game.actingEntities().flatMap((e) => game.legalActions(e).map((a) => ({ e, a })));
        expect(legal.some(({ e, a }) => e === manager && a.type === "sell_shares" && a.corporation === corp.sym)).toBe(false);
        expect(legal.some(({ a }) => a.type === "buy_train" && a.from === corp.sym)).toBe(false);
        const dividend = game.legalActions(corp).find((a) => a.type === "dividend") as Extract<LegalAction, { type: "dividend" }> | undefined;
        if (dividend) {
          expect(dividend.kinds).toEqual(["withhold"]);
          expectRefused(game, { type: "dividend", entity: corp.sym, entity_type: "corporation", kind: "payout" }, /^1830 7\.7: .* may not pay dividends/);
          const [loan, cash, price] = [corp.loan, corp.cash, game.market.price(corp.sym)!];
          game.process({ type: "dividend", entity: corp.sym, entity_type: "corporation", kind: "withhold" });
          const repaid = Math.min(loan, dividend.revenue);
          expect(corp.loan).toBe(loan - repaid);
          expect(corp.cash).toBe(cash + dividend.revenue - repaid);
          expect(game.market.price(corp.sym)).toBeLessThanOrEqual(price);
          dividends++;
          continue;
        }
      }
      game.process(random.choose(game)!);
      checkBooks(game);
    }
    expect(dividends).toBeGreaterThan(0);
  });

  it("the manager may not sell the railroad's shares; other players may", () => {
    const { game, corp, random } = beforeLoan();
    const manager = corp.president!;
    const other = game.players.find((p) => p !== manager)!;
    transferShares(game, corp.sharesOf("ipo").slice(0, 2), manager);
    transferShares(game, corp.sharesOf("ipo").slice(0, 1), other);
    expect(sellablePercents(game, manager, corp)).not.toEqual([]);
    game.process(random.choose(game)!);
    expect(corp.loan).toBeGreaterThan(0);
    expect(sellablePercents(game, manager, corp)).toEqual([]);
    expect(sellablePercents(game, other, corp)).toContain(10);
    expect(() => sellShares(game, manager, corp.sharesOf(manager).filter((s) => !s.president).slice(0, 1))).toThrow(/^1830 7\.7: P\d manages .* in receivership and may not sell its shares$/);
  });

  it("the state shows the railroad in receivership, its manager and the loan", () => {
    const { game, corp, random } = beforeLoan();
    game.process(random.choose(game)!);
    expect({ loan: corp.loan > 0, manager: corp.manager?.id }).toEqual({ loan: true, manager: corp.president!.id });
  });
});

describe("1830 C-2.4, C-2.5 are Classic's: no end by bankruptcy in the Base Game", () => {
  it.each([1, 2, 3, 4, 5, 6])("seed %i: the game ends only when the bank breaks, and nobody is offered bankruptcy", (seed) => {
    const game = new Game(title1830, seats(2 + (seed % 6)), BASE, seed);
    const random = new RandomPlayer(seed, "builder");
    let loans = 0;
    for (let n = 0; n < 8000 && !game.finished; n++) {
      const acting = game.actingEntities();
      for (const e of acting) expect(game.legalActions(e).some((a) => a.type === "bankrupt")).toBe(false);
      game.process(random.choose(game)!);
      checkBooks(game);
      if (game.corporations.some((c) => c.loan > 0)) loans++;
    }
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bank");
    expect(loans).toBeGreaterThan(0);
  });
});
