// 1830 variants (1830-rules.txt, pp. 28-33), each as a table option: what it
// changes, and that the game it makes plays to its end.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Player } from "../../shared/engine/entities.ts";
import { certificateCount } from "../../shared/engine/shares.ts";
import { Game, titleOptions, type GameOptions } from "../../shared/engine/game.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import { importChoice, maxPlayersWith, storedChoice, withDefaults } from "../../shared/engine/options.ts";
import { hiddenMoneyNote, moneyHidden } from "../../shared/engine/knowledge.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { type GameLog, logPlayers, logSeed, replayLog } from "../../shared/engine/replay.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { checkBooks, expectRefused } from "./game-checks.ts";
import { RandomPlayer } from "./random-play.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";

const LOG = JSON.parse(readFileSync(new URL("../fixtures/1830/1830_game_end_bank.json", import.meta.url), "utf8")) as GameLog;
const P1 = 15698;
/** Game 26855 (18xx.games), played to its end. */
const G26855 = JSON.parse(readFileSync(new URL("../fixtures/1830/26855.json", import.meta.url), "utf8")) as GameLog;

/** The fixture's game after its first `upto` entries, played with these variants. */
function fixtureWith(rules: string[], upto: number): Game {
  return replayLog(title1830, { ...LOG, settings: { ...LOG.settings, optional_rules: rules } }, upto);
}

const FOUR = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));

/** A whole game of random legal play; every offered action is accepted and the books balance throughout. */
function playOut(game: Game, seed: number): Game {
  const player = new RandomPlayer(seed, "builder");
  for (let n = 0; n < 8000 && !game.finished; n++) {
    game.process(player.choose(game)!);
    checkBooks(game);
  }
  expect(game.finished).toBe(true);
  return game;
}

describe("V-1.3 available money", () => {
  it("deals the starting money from a bank of $12,000, $4,500 (short) or $20,000 (extended)", () => {
    // 1.2: four players start with $600 each.
    expect(new Game(title1830, FOUR, { optional_rules: ["full_money"] }).bank.cash).toBe(12000 - 2400);
    expect(new Game(title1830, FOUR).bank.cash).toBe(12000 - 2400);
    expect(new Game(title1830, FOUR, { optional_rules: ["short_money"] }).bank.cash).toBe(4500 - 2400);
    expect(new Game(title1830, FOUR, { optional_rules: ["extended_money"] }).bank.cash).toBe(20000 - 2400);
  });

  it("is one choice: two amounts at once are refused", () => {
    expect(() => new Game(title1830, FOUR, { optional_rules: ["short_money", "extended_money"] })).toThrow(/alternatives: choose one/);
  });

  it("a short game ends when its small bank breaks, every dollar accounted for", () => {
    // Random games end by a bankruptcy too; among ten, the bank breaks in some.
    const games = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => playOut(new Game(title1830, FOUR, { optional_rules: ["short_money"] }, seed), seed));
    const byBank = games.filter((g) => g.endReason === "bank");
    expect(byBank.length).toBeGreaterThan(0);
    for (const game of games) {
      const money = game.bank.cash + game.players.reduce((sum, p) => sum + p.cash, 0) + game.corporations.reduce((sum, c) => sum + c.cash, 0);
      expect(money).toBe(4500);
    }
  });
});

describe("V-5.1 share price on sales", () => {
  it("moves down one box per share sold (standard), or once per block", () => {
    // Entry 196: Player 1 sells two PRR shares at once.
    const sale = LOG.actions[195]!;
    for (const [rules, boxes] of [[["standard_sales"], 2], [[], 2], [["once_per_block"], 1]] as const) {
      const game = fixtureWith([...rules], 195);
      const before = game.market.position("PRR")!;
      game.process(sale);
      expect(game.market.position("PRR")!.row - before.row, rules.join() || "the default").toBe(boxes);
    }
  });
});

describe("V-5.1 once per block by non-president", () => {
  it("a player who is not the president moves the share value one box for his block of shares", () => {
    // Entry 196: Player 1 sells two PRR shares; Player 2 (13430) is PRR's president.
    const game = fixtureWith(["once_per_block_non_president"], 195);
    expect(game.corporation("PRR").president).not.toBe(game.player(P1));
    // The sale offered says so (LegalAction boxes), as the table shows it.
    const offered = game.legalActions(game.player(P1)).find((a) => a.type === "sell_shares" && a.corporation === "PRR" && a.percent === 20);
    expect(offered?.type === "sell_shares" && offered.boxes).toBe(1);
    const before = game.market.position("PRR")!;
    game.process(LOG.actions[195]!);
    expect(game.market.position("PRR")!.row - before.row).toBe(1);
  });

  it("the president's sale moves it one box per share", () => {
    // Game 26855, entry 113 (stock round 3): NYC's president sells five NYC shares at $67.
    const nycSale = (rules: string[]) => {
      const game = replayLog(title1830, { ...G26855, settings: { ...G26855.settings, optional_rules: [...G26855.settings!.optional_rules!, ...rules] } }, 112);
      expect(game.corporation("NYC").president).toBe(game.player(117));
      const before = game.market.position("NYC")!;
      game.process(G26855.actions[112]!);
      return game.market.position("NYC")!.row - before.row;
    };
    expect(nycSale(["once_per_block_non_president"])).toBe(5);
    expect(nycSale(["once_per_block"])).toBe(1);
  });
});

describe("V-5.1 stock market reforms", () => {
  it("before the last 5-train is bought, sales drop one box per share", () => {
    // Entry 196 (stock round 5, no 5-train bought yet): Player 1 sells two PRR shares.
    const game = fixtureWith(["stock_market_reforms"], 195);
    const before = game.market.position("PRR")!;
    game.process(LOG.actions[195]!);
    expect(game.market.position("PRR")!.row - before.row).toBe(2);
  });

  it("not in the rounds that remain of the set in which the last 5-train is bought", () => {
    // Entry 313: PRR buys the bank's last 5-train (5-2) in OR 6.1; stock round 7 starts at entry 400 or so.
    const game = fixtureWith(["stock_market_reforms"], 313);
    expect(game.depot.upcoming.some((t) => t.name === "5")).toBe(false);
    expect(game.salesReformed).toBe(false);
    expect(fixtureWith(["stock_market_reforms"], 380).salesReformed).toBe(false);
  });

  it("from the stock round after it, a block of shares drops the share value one box", () => {
    // Entry 417 (stock round 7): Player 3 sells three PRR shares. PRR's $220 is near its column's
    // foot, so its token is set at $200 in the top row, with four boxes below.
    const drop = (rules: string[]) => {
      const game = fixtureWith(rules, 416);
      expect(game.salesReformed).toBe(rules.includes("stock_market_reforms"));
      game.market.place("PRR", { row: 0, col: 12 });
      game.process(LOG.actions[416]!);
      return game.market.position("PRR")!.row;
    };
    expect(drop(["stock_market_reforms"])).toBe(1);
    expect(drop([])).toBe(3);
  });

  it("holds for every sale, the president's too under once per block by non-president", () => {
    // A random game played with both variants, up to a president's first sale of several shares
    // once the reforms hold (in a stock round, or to pay for a train).
    const rules = ["stock_market_reforms", "once_per_block_non_president"];
    let sale: { game: Game; action: Record<string, unknown>; corp: string } | null = null;
    for (let seed = 1; !sale && seed < 10; seed++) {
      const game = new Game(title1830, FOUR, { optional_rules: rules }, seed);
      const random = new RandomPlayer(seed, "builder");
      for (let n = 0; n < 8000 && !game.finished && !sale; n++) {
        const active = game.round.activeEntity();
        // A sale of 2+ shares by the president, with room below the token to show the drop.
        const found = active instanceof Player && game.salesReformed
          ? game.legalActions(active).find((a) => a.type === "sell_shares" && a.percent >= 20 && game.corporation(a.corporation).president === active
            && game.market.priceBelow(a.corporation, 1) !== game.market.price(a.corporation))
          : undefined;
        if (active instanceof Player && found?.type === "sell_shares") {
          const { corporation, shares, percent } = found;
          sale = { game, action: { type: "sell_shares", entity: Number(active.id), entity_type: "player", shares, percent }, corp: corporation };
        } else game.process(random.choose(game)!);
      }
    }
    expect(sale).not.toBeNull();
    const { game, action, corp } = sale!;
    const before = game.market.position(corp)!;
    game.process(action);
    expect(game.market.position(corp)!.row - before.row).toBe(1);
  });
});

describe("V-5.2 share price increase linked to dividend", () => {
  // Entries 45 and 49, OR 1.1: the B&O pays out $90 at $90; the NYNH pays out $50 at $90.
  const payout = (rules: string[], index: number, corp: string) => {
    const game = fixtureWith(rules, index);
    const before = game.market.price(corp);
    game.process(LOG.actions[index]!);
    return [before, game.market.price(corp)];
  };

  it("a dividend of at least the share price raises the share value", () => {
    expect(payout(["price_rise_linked_to_dividend"], 44, "B&O")).toEqual([90, 100]);
  });

  it("a smaller dividend leaves it where it is (without the variant it rises)", () => {
    expect(payout(["price_rise_linked_to_dividend"], 48, "NYNH")).toEqual([90, 90]);
    expect(payout([], 48, "NYNH")).toEqual([90, 100]);
  });
});

describe("V-5.3 increased certificate limits", () => {
  it("lets a player hold the 1830+ number of certificates", () => {
    expect(new Game(title1830, FOUR).data.certLimit[4]).toBe(16);
    expect(new Game(title1830, FOUR, { optional_rules: ["raised_cert_limits"] }).data.certLimit[4]).toBe(18);
  });
});

describe("V-6.1 selling and buying in one turn (C-1.2: sell-buy-sell is Classic's)", () => {
  it("sell-buy ends the turn with its purchase; sell-buy-sell may still sell", () => {
    // A stock turn (after the first stock round) whose player may both sell and buy: found in random play.
    let found: { seed: number; played: Record<string, unknown>[]; buy: Record<string, unknown>; player: string } | null = null;
    for (let seed = 1; !found && seed < 20; seed++) {
      const game = new Game(title1830, FOUR, {}, seed);
      const random = new RandomPlayer(seed, "builder");
      const played: Record<string, unknown>[] = [];
      for (let n = 0; n < 3000 && !game.finished && !found; n++) {
        const active = game.round.activeEntity();
        const legal = active ? game.legalActions(active) : [];
        const buy = legal.find((a) => a.type === "buy_shares");
        if (active instanceof Player && buy && legal.some((a) => a.type === "sell_shares")) {
          found = { seed, played: [...played], buy: { ...buy, type: "buy_shares", entity: Number(active.id), entity_type: "player" }, player: active.id };
          break;
        }
        const action = random.choose(game)!;
        game.process(action);
        played.push(action);
      }
    }
    expect(found).not.toBeNull();
    const { seed, played, buy, player } = found!;
    const replay = (rules: string[]) => {
      const game = new Game(title1830, FOUR, { optional_rules: rules }, seed);
      for (const a of played) game.process(a);
      game.process(buy);
      return game;
    };
    const classic = replay([]);
    expect(classic.round.activeEntity()).toBe(classic.player(player));
    expect(classic.legalActions(classic.player(player)).some((a) => a.type === "sell_shares")).toBe(true);
    const strict = replay(["sell_buy"]);
    expect(strict.round.activeEntity()).not.toBe(strict.player(player));
  });
});

describe("V-6.2 selling 2+ shares in the same turn", () => {
  // Entry 196 (stock round 5): Player 1 sells two PRR shares. The PRR's token is set at $200 in
  // the top row, for distinct values below it: $180, then $155.
  const sale = (rules: string[]) => {
    const game = fixtureWith(rules, 195);
    game.market.place("PRR", { row: 0, col: 12 });
    const player = game.player(P1);
    const offered = game.legalActions(player).find((a) => a.type === "sell_shares" && a.corporation === "PRR" && a.percent === 20);
    const cash = player.cash;
    game.process(LOG.actions[195]!);
    checkBooks(game);
    return { offered: offered?.type === "sell_shares" ? offered.price : null, received: player.cash - cash, price: game.market.price("PRR") };
  };

  it("as a block (★): every share brings the share value before the sale", () => {
    expect(sale([])).toEqual({ offered: 400, received: 400, price: 155 });
    expect(sale(["sell_as_block"])).toEqual({ offered: 400, received: 400, price: 155 });
  });

  it("one at a time: each share brings the value the one before it left, one box lower", () => {
    expect(sale(["sell_one_at_a_time"])).toEqual({ offered: 200 + 180, received: 380, price: 155 });
  });
});

describe("V-6.1 buy-sell", () => {
  it("no purchase after a sale in the same turn; sell-buy-sell allows it", () => {
    // Entries 196-197: Player 1 sells two PRR shares, then pars the C&O.
    const par = LOG.actions[196]! as unknown as Record<string, unknown>;
    expectRefused(fixtureWith(["buy_sell"], 196), { ...par }, /^1830 V-6\.1: no purchase after a sale in the same turn/);
    const classic = fixtureWith([], 196);
    classic.process(par);
    expect(classic.corporation("C&O").president).toBe(classic.player(P1));
  });
});

describe("V-7.1 split revenues", () => {
  it("pays half as dividends, keeps half, and leaves the share value where it was", () => {
    // Entry 45: B&O pays out its first run.
    const game = fixtureWith(["split_revenue"], 44);
    const bo = game.corporation("B&O");
    const [price, treasury] = [game.market.price("B&O"), bo.cash];
    const holders = game.players.map((p) => p.cash);
    game.process({ type: "dividend", entity: "B&O", entity_type: "corporation", kind: "half" });
    expect(game.market.price("B&O")).toBe(price);
    const paid = game.players.reduce((t, p, i) => t + p.cash - holders[i]!, 0);
    expect(bo.cash - treasury).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);
    checkBooks(game);
  });

  it("never pays out more than the revenue: whole dollars per 10% share, rounded down; the railroad keeps the rest", () => {
    // docs/rules-1830.md "V-7.1": on $30, half is $15, $1.50 a share: $1 per 10% ($10 for 100%), the B&O keeps $20.
    const game = fixtureWith(["split_revenue"], 44);
    const bo = game.corporation("B&O");
    (game.round as OperatingRound).turn!.revenue = 30;
    const treasury = bo.cash;
    const before = game.players.map((p) => p.cash);
    const held = game.players.map((p) => bo.percentOf(p));
    game.process({ type: "dividend", entity: "B&O", entity_type: "corporation", kind: "half" });
    const received = game.players.map((p, i) => p.cash - before[i]!);
    expect(received).toEqual(held.map((percent) => percent / 10));
    expect(bo.cash - treasury + received.reduce((a, b) => a + b, 0) + bo.percentOf("pool") / 10).toBeLessThanOrEqual(30);
    expect(bo.cash - treasury).toBe(20 + bo.percentOf("pool") / 10);
    checkBooks(game);
  });

  it("is refused without the variant (7.5: paid in full or withheld)", () => {
    expectRefused(fixtureWith([], 44), { type: "dividend", entity: "B&O", entity_type: "corporation", kind: "half" }, /1830 7\.5/);
  });
});

describe("V-1.7 train mixes", () => {
  it("six diesels, none, or as many as are bought", () => {
    const diesels = (rules: string[]) => new Game(title1830, FOUR, { optional_rules: rules }).depot.upcoming.filter((t) => t.name === "D").length;
    expect(diesels([])).toBe(6);
    expect(diesels(["six_diesels"])).toBe(6);
    expect(diesels(["no_diesels"])).toBe(0);
    // An unlimited type has one copy on offer; another appears when it is sold.
    expect(diesels(["unlimited_diesels"])).toBe(1);
  });

  it("the extra 6-train: three 6-trains instead of two", () => {
    const sixes = (rules: string[]) => new Game(title1830, FOUR, { optional_rules: rules }).depot.upcoming.filter((t) => t.name === "6").length;
    expect(sixes([])).toBe(2);
    expect(sixes(["optional_6_train"])).toBe(3);
  });

  it("without diesels, the 4-trains are never retired: they run to the game's end", () => {
    const game = playOut(new Game(title1830, FOUR, { optional_rules: ["no_diesels"] }, 5), 5);
    expect(game.depot.all.filter((t) => t.name === "4").every((t) => !t.rusted)).toBe(true);
  });

  it("with unlimited diesels, a seventh one is sold", () => {
    let most = 0;
    for (let seed = 1; seed <= 40 && most <= 6; seed++) {
      const game = playOut(new Game(title1830, FOUR, { optional_rules: ["unlimited_diesels", "extended_money"] }, seed), seed);
      most = Math.max(most, game.depot.all.filter((t) => t.name === "D" && !game.depot.upcoming.includes(t)).length);
    }
    expect(most).toBeGreaterThan(6);
  });
});

describe("V-0.1 access to information (display: the log stays public; C-1.1: partial knowledge is Classic's)", () => {
  // Entry 196 of the fixture: PRR has a treasury and Player 2 (13430) is its president.
  const viewersOf = (game: Game) => game.players.map((p) => p.id);
  it("partial knowledge (★): a railroad's money is left out except for its president; players' money is shown", () => {
    const game = fixtureWith(["partial_knowledge"], 195);
    const prr = game.corporation("PRR");
    expect(prr.president!.id).toBe("13430");
    expect(prr.cash).toBeGreaterThan(0);
    expect(moneyHidden(game, prr, ["13430"])).toBe(false);
    for (const other of viewersOf(game).filter((id) => id !== "13430")) expect(moneyHidden(game, prr, [other])).toBe(true);
    expect(moneyHidden(game, prr, [])).toBe(true); // a spectator
    for (const p of game.players) expect(moneyHidden(game, p, [])).toBe(false);
    expect(hiddenMoneyNote(game)).toMatch(/V-0\.1 partial knowledge.*worked out from the game log, which is public/);
  });

  it("closed knowledge: a player's money too, except to himself; a hotseat browser holding every seat sees all", () => {
    const game = fixtureWith(["closed_knowledge"], 195);
    const [a, b] = game.players;
    expect(moneyHidden(game, a!, [a!.id])).toBe(false);
    expect(moneyHidden(game, a!, [b!.id])).toBe(true);
    expect(moneyHidden(game, game.corporation("PRR"), [b!.id])).toBe(game.corporation("PRR").president !== b);
    for (const holder of [...game.players, ...game.corporations.filter((c) => c.president)]) expect(moneyHidden(game, holder, viewersOf(game))).toBe(false);
    expect(hiddenMoneyNote(game)).toMatch(/closed knowledge/);
  });

  it("open knowledge, and imported logs (no choice): everything is shown; and all of it once the game is over", () => {
    for (const rules of [["open_knowledge"], []]) {
      const game = fixtureWith(rules, 195);
      for (const holder of [...game.players, ...game.corporations]) expect(moneyHidden(game, holder, [])).toBe(false);
      expect(hiddenMoneyNote(game)).toBeNull();
    }
    const over = replayLog(title1830, { ...G26855, settings: { ...G26855.settings, optional_rules: [...(G26855.settings?.optional_rules ?? []), "closed_knowledge"] } }, G26855.actions.length);
    expect(over.finished).toBe(true);
    for (const holder of [...over.players, ...over.corporations]) expect(moneyHidden(over, holder, [])).toBe(false);
  });

  it("is one choice of three, partial knowledge preselected", () => {
    expect(withDefaults(titleOptions(title1830), [])).toContain("partial_knowledge");
    expect(() => new Game(title1830, FOUR, { optional_rules: ["open_knowledge", "closed_knowledge"] })).toThrow(/alternatives: choose one/);
  });
});

describe("V-1.1 seating order (C-2.1)", () => {
  const seats = (game: Game) => game.players.map((p) => p.id).join();

  it("random seat positions (★): the seating is dealt from the game's seed; the player dealt \"1\" sits first with the priority deal", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = new Game(title1830, FOUR, { optional_rules: ["random_seats"] }, seed);
      expect(game.players.map((p) => p.id).sort().join()).toBe("1,2,3,4");
      expect(game.priority).toBe(game.players[0]);
      expect(game.round.activeEntity()).toBe(game.players[0]); // the first buy-bid turn (C-2.2)
      // Reproducible from the seed, whatever order the players are listed in (an export lists them as they sat).
      expect(seats(new Game(title1830, [...FOUR].reverse(), { optional_rules: ["random_seats"] }, seed))).toBe(seats(game));
      expect(seats(new Game(title1830, FOUR, { optional_rules: ["random_seats"] }, seed))).toBe(seats(game));
      orders.add(seats(game));
    }
    expect(orders.size).toBeGreaterThan(4);
    expect([...orders].map((o) => o[0]).sort().join()).toMatch(/1.*2.*3.*4/);
  });

  it("sit as you will: the players sit as the table lists them, the first with the priority deal", () => {
    for (const rules of [["sit_as_you_will"], []]) {
      const game = new Game(title1830, FOUR, { optional_rules: rules }, 5);
      expect(seats(game)).toBe("1,2,3,4");
      expect(game.priority).toBe(game.player(1));
    }
  });

  it("a table chooses random seats unless it says otherwise; an imported 18xx.games log keeps its players' order", () => {
    expect(withDefaults(titleOptions(title1830), [])).toContain("random_seats");
    expect(withDefaults(titleOptions(title1830), ["sit_as_you_will"])).not.toContain("random_seats");
    expect(importChoice(titleOptions(title1830), LOG.settings?.optional_rules ?? [], title1830.importRules ?? [])).not.toContain("random_seats");
    expect(replayLog(title1830, LOG, 0).players.map((p) => p.id)).toEqual(LOG.players.map((p) => String(p.id)));
  });
});

// 1830 V-1.8 "Buying the Private Companies": "Bid & Choose — Buy the privates as detailed in section 1.3", or
// "Buy-Bid & Auction (★) — Buy the privates as detailed in C-2.2". Players 1 to 4 sit as they joined.
describe("V-1.8 buying the private companies: bid & choose, or buy-bid & auction (★)", () => {
  const OPTIONS = titleOptions(title1830);
  const table = (chosen: string[], seed = 1) => new Game(title1830, FOUR, { optional_rules: withDefaults(OPTIONS, chosen) }, seed);
  const byPlayer = (id: number) => ({ entity: id, entity_type: "player" as const });
  const bidOrder = (id: number, price: number) => ({ type: "bid", ...byPlayer(id), price });
  const chooseGroup = (id: number, choice: string) => ({ type: "choose", ...byPlayer(id), choice });
  const active = (game: Game) => (game.round.activeEntity() as Player).id;

  it("a Base Game table stored before V-1.8 was a choice, its auction variants written out, still opens as the Base Game (storedChoice)", () => {
    const before = ["base_game", "sit_as_you_will", "formal_bidding", "pass_and_still_in", "minimum_raise", "six_diesels"];
    expect(storedChoice(OPTIONS, before)).toEqual(["base_game", "sit_as_you_will", "six_diesels"]);
    // A choice this engine plays keeps everything, auction variants included.
    const classic = ["classic", "pass_and_out", "exact_raises"];
    expect(storedChoice(OPTIONS, classic)).toEqual(classic);
    const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
    const game = replayLog(title1830, { players, settings: { optional_rules: before }, actions: [bidOrder(1, 5)] } as unknown as GameLog);
    expect(game.round.name).toBe("Private Companies");
  });

  it("is one choice of two, the buy-bid & auction preselected; the auction variants are played only with the auction", () => {
    expect(OPTIONS.filter((o) => o.group === "buying_privates").map((o) => [o.id, o.section, o.default ?? false])).toEqual([
      ["buy_bid_auction", "V-1.8, C-2.2", true],
      ["bid_and_choose", "V-1.8, 1.3", false],
    ]);
    expect(OPTIONS.filter((o) => o.group?.startsWith("auction_")).map((o) => o.requires)).toEqual(Array(8).fill("buy_bid_auction"));
    expect(withDefaults(OPTIONS, [])).toEqual(expect.arrayContaining(["classic", "buy_bid_auction", "formal_bidding", "pass_and_still_in", "minimum_raise"]));
    // A bid & choose table's log names no auction variant: there is no auction.
    const chosen = withDefaults(OPTIONS, ["bid_and_choose"]);
    expect(chosen).toContain("classic");
    expect(chosen.filter((id) => OPTIONS.find((o) => o.id === id)!.section?.startsWith("V-1.8"))).toEqual(["bid_and_choose"]);
  });

  it("buy-bid & auction: the first buy-bid turn bids for a named private (C-2.2); a bid for the order of choice is refused", () => {
    for (const chosen of [[], ["buy_bid_auction"]]) {
      const game = table([...chosen, "sit_as_you_will"]);
      expect(game.round.name).toBe("Private Auction");
      expect(game.legalActions(game.player(1)).some((a) => a.type === "bid" && a.company === "CS")).toBe(true);
      expectRefused(game, bidOrder(1, 5), /^C-2\.2: a bid names the private company it is for$/);
    }
  });

  it("bid & choose: a Classic table bids for the order of choice and buys T-06's groups, as 1.3's example", () => {
    // Bob (P1, the first seat, who starts as 1.3's banker), Carol (P2), Ted (P3), Alice (P4).
    const game = table(["bid_and_choose", "sit_as_you_will"]);
    expect(game.round.name).toBe("Private Companies");
    expect(active(game)).toBe("1");
    // A bid names no company: $5 up to what leaves the price of the dearest group (the BO, $220).
    expect(game.legalActions(game.player(1))).toEqual([{ type: "bid", min: 5, max: 600 - 220 }, { type: "pass" }]);
    expectRefused(game, { type: "bid", ...byPlayer(1), company: "SV", price: 20 }, /^1830 1\.3: the bid is for the order of choice, not for SV$/);
    expectRefused(game, bidOrder(1, 4), /^1830 1\.3: the minimum starting bid is \$5$/);
    game.process(bidOrder(1, 5));
    expectRefused(game, bidOrder(2, 9), /^1830 1\.3: a bid must be at least \$5 more than the preceding bid: \$10$/);
    game.process(passBy(2));
    game.process(bidOrder(3, 10));
    game.process(bidOrder(4, 20));
    game.process(passBy(1));
    expectRefused(game, bidOrder(2, 30), /^1830 1\.3: it is Player 3's turn to bid or pass$/);
    game.process(bidOrder(3, 25));
    game.process(bidOrder(4, 30));
    game.process(passBy(3));
    // "the highest bidder also gets the priority deal card" (1.3), and chooses first.
    expect(game.priority.id).toBe("4");
    expect(active(game)).toBe("4");
    expectRefused(game, chooseGroup(4, "SV+BO"), /^1830 1\.3: no group SV\+BO is left to choose/);
    expectRefused(game, { type: "bid", ...byPlayer(4), company: "CA", price: 165 }, /^1830 1\.3: Player 4 must choose a group of private companies/);
    game.process(chooseGroup(4, "CA"));
    expect(game.player(4).cash).toBe(600 - 190); // "her bid of $30 plus $160 for the CA"
    expect(game.corporation("PRR").percentOf(game.player(4))).toBe(10);
    game.process(chooseGroup(3, "CS+DH"));
    expect(game.player(3).cash).toBe(600 - 135);
    game.process(chooseGroup(1, "BO"));
    expect(game.player(1).cash).toBe(375); // "he only has $375 left"
    const par = game.legalActions(game.player(1)).find((a) => a.type === "par") as Extract<LegalAction, { type: "par" }>;
    game.process({ type: "par", ...byPlayer(1), corporation: par.corporation, share_price: par.prices.find((p) => p.price === 100)!.sharePrice });
    game.process(chooseGroup(2, "SV+MH"));
    expect(game.player(2).cash).toBe(600 - 130);
    // The first stock round, Alice first with the priority deal.
    expect(game.round.name).not.toBe("Private Companies");
    expect(active(game)).toBe("4");
    checkBooks(game);
  });

  it("with random seats (C-2.1) the player dealt \"1\", the first seat, starts the bidding", () => {
    const game = table(["bid_and_choose", "random_seats"], 5);
    expect(game.round.name).toBe("Private Companies");
    expect(game.round.activeEntity()).toBe(game.players[0]);
  });

  it("bid & choose changes how the privates are bought and nothing else: the rest is 1830 Classic (no loans, six players at most)", () => {
    const played = (chosen: string[]) => title1830.dataFor!({ optional_rules: withDefaults(OPTIONS, chosen) } as Required<GameOptions>);
    const { privateGroups, ...rest } = played(["bid_and_choose"]);
    expect(privateGroups![4]).toEqual([["SV", "MH"], ["CS", "DH"], ["CA"], ["BO"]]); // T-06
    // The default table's data, less the auction variants' settings (TitleData.auction), which have no auction to change.
    const { auction, ...classic } = played([]);
    expect(auction).toEqual({ bidding: "formal", passes: "stillIn" });
    expect(rest).toEqual(classic);
    expect(played(["base_game"]).privateGroups).toBe(privateGroups); // the Base Game's own groups, the same rule
    expect(rest.receivership).toBeUndefined(); // C-2.3, C-2.4: Classic's forced purchases and bankruptcy stay
    expect(maxPlayersWith(OPTIONS, withDefaults(OPTIONS, ["bid_and_choose"]), 6)).toBe(6);
    expect(() => new Game(title1830, Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), { optional_rules: ["bid_and_choose"] })).toThrow(/is for 2, 3, 4, 5, 6 players/);
  });

  it("refuses the auction variants with bid & choose: they change C-2.2's auction only", () => {
    for (const variant of ["formal_bidding", "free_for_all", "bidding_as_18xx_games", "pass_and_still_in", "pass_and_out", "minimum_raise", "incremental_bids", "exact_raises"]) {
      expect(() => table(["bid_and_choose", variant])).toThrow(new RegExp(`option "${variant}" is played only with "buy_bid_auction" \\(Buy-bid & auction\\)`));
      expect(() => table([variant])).not.toThrow();
    }
  });

  it("the Base Game plays bid & choose (1.3): its log says so, and the buy-bid & auction and its variants are refused", () => {
    const chosen = withDefaults(OPTIONS, ["base_game"]);
    expect(chosen).toContain("bid_and_choose");
    expect(chosen).not.toContain("buy_bid_auction");
    expect(chosen.filter((id) => OPTIONS.find((o) => o.id === id)!.group?.startsWith("auction_"))).toEqual([]);
    expect(new Game(title1830, FOUR, { optional_rules: chosen }).round.name).toBe("Private Companies");
    expect(() => table(["base_game", "buy_bid_auction"])).toThrow(/cannot be combined: the Base Game buys the private companies by bid & choose \(1830 1\.3\)/);
    expect(() => table(["base_game", "pass_and_out"])).toThrow(/option "pass_and_out" is played only with "buy_bid_auction"/);
  });

  it("the 1830+ scenarios with privates T-06 does not divide (S-1 to S-4) or dealt (S-5) refuse it; S-6, Classic's privates, may bid and choose", () => {
    expect(() => table(["plus_s1", "bid_and_choose"])).toThrow(/T-06's groups; S-1 also sells the JK/);
    expect(() => table(["plus_s4", "bid_and_choose"])).toThrow(/S-4 also sells the PL and CC/);
    expect(() => table(["plus_s5", "bid_and_choose"])).toThrow(/S-5 deals the private companies \(S-5\.2 1\.0\)/);
    expect(table(["plus_s1"]).round.name).toBe("Private Auction");
    const s6 = table(["plus_s6", "bid_and_choose", "sit_as_you_will"]);
    expect(s6.round.name).toBe("Private Companies");
    for (const id of [1, 2, 3, 4]) s6.process(passBy(id));
    expect((s6.legalActions(s6.player(1))[0] as Extract<LegalAction, { type: "choose" }>).choices).toEqual(["SV+MH", "CS+DH", "CA", "BO"]);
  });

  it.each([2, 3, 5, 6])("plays a whole Classic game of %i players with bid & choose", (n) => {
    const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
    const game = new Game(title1830, players, { optional_rules: withDefaults(OPTIONS, ["bid_and_choose"]) }, 20 + n);
    expect(game.round.name).toBe("Private Companies");
    playOut(game, 20 + n);
  });
});

// V-1.8 auction variants: Players 1, 2 and 3 bid $75, $80 and $85 for the DH; Player 4 buys the SV and
// Player 1 the CS, so the DH, now the cheapest, goes up for auction among the three (C-2.2.2).
const bidFor = (player: number, company: string, price: number) => ({ type: "bid", entity: player, entity_type: "player", company, price });
const passBy = (player: number) => ({ type: "pass", entity: player, entity_type: "player" });
function dhAuction(rules: string[]): Game {
  const game = new Game(title1830, FOUR, { optional_rules: rules });
  for (const action of [bidFor(1, "DH", 75), bidFor(2, "DH", 80), bidFor(3, "DH", 85), bidFor(4, "SV", 20), bidFor(1, "CS", 40)]) game.process(action);
  expect(game.messages.at(-1)!.text).toMatch(/Delaware & Hudson goes up for auction/);
  return game;
}
const owner = (game: Game, sym: string) => (game.company(sym).owner as Player | null)?.id;

describe("V-1.8 pass and still in, formal bidding (the tables' choice, C-2.2.2 #3-#5)", () => {
  const rules = ["formal_bidding", "pass_and_still_in"];

  it("the lowest bidder starts, bidding goes clockwise, and one who passed may bid again while the auction goes on", () => {
    const game = dhAuction(rules);
    expect(game.round.activeEntity()).toBe(game.player(1));
    expectRefused(game, bidFor(2, "DH", 90), /^C-2\.2\.2: it is Player 1's turn to bid for DH/);
    game.process(passBy(1)); // still in: his $75 stands
    expect(game.round.activeEntity()).toBe(game.player(2));
    game.process(bidFor(2, "DH", 90));
    // Clockwise from Player 2: Player 3, then Player 1 again, who had passed.
    expect(game.round.activeEntity()).toBe(game.player(3));
    game.process(passBy(3));
    expect(game.round.activeEntity()).toBe(game.player(1));
    game.process(bidFor(1, "DH", 95));
    game.process(passBy(2));
    expect(owner(game, "DH")).toBeUndefined();
    game.process(passBy(3)); // all but the high bidder have passed in a row
    expect(owner(game, "DH")).toBe("1");
    expect(game.player(1).cash).toBe(600 - 40 - 95);
    expect(game.player(2).cash).toBe(600);
  });

  it("two bidders: the first pass ends it, as under 18xx.games' reading", () => {
    const game = new Game(title1830, FOUR, { optional_rules: rules });
    for (const action of [bidFor(1, "CS", 45), bidFor(2, "CS", 50), bidFor(3, "SV", 20)]) game.process(action);
    game.process(passBy(1));
    expect(owner(game, "CS")).toBe("2");
    expect(game.player(2).cash).toBe(550);
  });

  it.each([[[]], [["bidding_as_18xx_games", "pass_and_still_in"]]])(
    "without the variant (imported logs), or chosen at a table as 18xx.games bids (%j), a pass withdraws the bid for good",
    (rules) => {
      const game = dhAuction(rules);
      game.process(passBy(1));
      game.process(bidFor(2, "DH", 90));
      expect(game.round.activeEntity()).toBe(game.player(3));
      game.process(passBy(3));
      expect(owner(game, "DH")).toBe("2");
    },
  );
});

describe("V-1.8 pass and out", () => {
  it("a bidder who passes is out of that private's auction, his bid void; the others go on clockwise", () => {
    const game = dhAuction(["formal_bidding", "pass_and_out"]);
    game.process(passBy(1));
    expect(game.round.activeEntity()).toBe(game.player(2));
    game.process(bidFor(2, "DH", 90));
    expect(game.round.activeEntity()).toBe(game.player(3));
    expect(game.legalActions(game.player(1))).toEqual([]);
    expectRefused(game, bidFor(1, "DH", 95), /^1830 V-1\.8: Player 1 passed in the auction for DH and may not bid again/);
    game.process(passBy(3));
    expect(owner(game, "DH")).toBe("2");
    expect(game.player(2).cash).toBe(510);
  });

  it("is about that auction only: the player bids on the next private in his buy-bid turn", () => {
    const game = dhAuction(["formal_bidding", "pass_and_out"]);
    for (const action of [passBy(1), passBy(2)]) game.process(action);
    expect(owner(game, "DH")).toBe("3");
    // The buy-bid turns resume with Player 2, on Player 1's left (he bought the CS).
    game.process(passBy(2));
    game.process(passBy(3));
    game.process(passBy(4));
    game.process(bidFor(1, "MH", 110));
    expect(owner(game, "MH")).toBe("1");
  });
});

describe("V-1.8 free for all", () => {
  it("with pass and still in: any bidder but the high one may bid at any time; it ends when all of them agree", () => {
    const game = dhAuction(["free_for_all", "pass_and_still_in"]);
    const acting = () => game.actingEntities().map((e) => (e as Player).id).sort();
    expect(acting()).toEqual(["1", "2"]);
    game.process(bidFor(2, "DH", 90)); // out of turn, before the lowest bidder
    expect(acting()).toEqual(["1", "3"]);
    expectRefused(game, passBy(2), /^C-2\.2\.2: Player 2 holds the high bid for DH/);
    game.process(passBy(1)); // Player 1 agrees to stop at $90
    expect(game.legalActions(game.player(1)).map((a) => a.type)).toEqual(["bid"]);
    expectRefused(game, passBy(1), /^1830 V-1\.8: Player 1 has agreed to stop bidding for DH; he may only bid/);
    game.process(bidFor(1, "DH", 95)); // ... and changes his mind before Player 3 agrees
    game.process(passBy(3));
    expect(owner(game, "DH")).toBeUndefined();
    game.process(passBy(2));
    expect(owner(game, "DH")).toBe("1");
    expect(game.player(1).cash).toBe(600 - 40 - 95);
  });

  it("with pass and out: who passes is out", () => {
    const game = dhAuction(["free_for_all", "pass_and_out"]);
    game.process(passBy(2));
    expectRefused(game, bidFor(2, "DH", 90), /^1830 V-1\.8: Player 2 passed in the auction for DH and may not bid again/);
    game.process(bidFor(1, "DH", 90));
    game.process(passBy(3));
    expect(owner(game, "DH")).toBe("1");
  });
});

describe("V-1.8 raises", () => {
  const cs = (game: Game) => game.legalActions(game.player(1)).find((a) => a.type === "bid" && a.company === "CS");

  it("$5 minimum raise (★): any bid at least $5 over the face value or the bid before", () => {
    for (const rules of [["minimum_raise"], []]) {
      const game = new Game(title1830, FOUR, { optional_rules: rules });
      expect(cs(game)).toEqual({ type: "bid", company: "CS", min: 45, max: 600 });
      game.process(bidFor(1, "CS", 47));
      expect(game.legalActions(game.player(2)).find((a) => a.type === "bid" && a.company === "CS")).toMatchObject({ min: 52 });
    }
  });

  it("$5 incremental bids: only in multiples of $5", () => {
    const game = new Game(title1830, FOUR, { optional_rules: ["incremental_bids"] });
    expect(cs(game)).toEqual({ type: "bid", company: "CS", min: 45, max: 600, step: 5 });
    expectRefused(game, bidFor(1, "CS", 47), /^1830 V-1\.8: bids go up in multiples of \$5/);
    game.process(bidFor(1, "CS", 55));
    expectRefused(game, bidFor(2, "CS", 62), /^1830 V-1\.8: bids go up in multiples of \$5/);
    game.process(bidFor(2, "CS", 65));
  });

  it("$5 raises: exactly $5, in buy-bid turns and in the auction; the purchase of the cheapest is no raise", () => {
    const game = new Game(title1830, FOUR, { optional_rules: ["exact_raises"] });
    expect(cs(game)).toEqual({ type: "bid", company: "CS", min: 45, max: 45 });
    expect(game.legalActions(game.player(1)).find((a) => a.type === "bid" && a.company === "SV")).toEqual({ type: "bid", company: "SV", min: 20, max: 20, purchase: true });
    expectRefused(game, bidFor(1, "CS", 50), /^1830 V-1\.8: a bid raises by exactly \$5: CS takes \$45/);
    game.process(bidFor(1, "CS", 45));
    game.process(bidFor(2, "CS", 50));
    game.process(bidFor(3, "SV", 20));
    // The auction: Player 1, the lowest, raises to exactly $55.
    expectRefused(game, bidFor(1, "CS", 60), /^1830 V-1\.8: a bid raises by exactly \$5/);
    expect(game.legalActions(game.player(1))).toEqual([{ type: "bid", company: "CS", min: 55, max: 55 }, { type: "pass" }]);
    game.process(bidFor(1, "CS", 55));
  });
});

describe("every data variant", () => {
  it.each([
    "no_diesels", "unlimited_diesels", "raised_cert_limits", "sell_buy", "split_revenue", "extended_money",
    "once_per_block", "once_per_block_non_president", "stock_market_reforms", "price_rise_linked_to_dividend", "sell_one_at_a_time",
    "flexible_train_limit", "cannot_sell_last_train", "delayed_obsolescence", "delayed_private_sales", "dh_station_flexible", "sv_half_cost_tile",
    "plus_trains", "closed_track_placement", "hybrid_track_placement", "variable_oo_cities", "erie_second_20",
    "base_game", "bid_and_choose",
    "partial_knowledge", "closed_knowledge", "random_seats", "formal_bidding", "free_for_all", "bidding_as_18xx_games", "pass_and_still_in", "pass_and_out", "incremental_bids", "exact_raises",
  ])("plays a whole game with %s", (rule) => {
    playOut(new Game(title1830, FOUR, { optional_rules: [rule] }, 11), 11);
  });
});

describe("V-7.2 railroads with an additional 20% share (the Erie)", () => {
  // Entry 201: Player 2 pars the ERIE at $100 in Stock Round 5; Player 3 is next.
  const afterPar = (rules: string[]) => fixtureWith(rules, 202);
  const erie = (game: Game) => game.corporation("ERIE");
  const p3 = (game: Game) => game.player(15688);
  const buys = (game: Game) => game.legalActions(p3(game)).filter((a) => a.type === "buy_shares" && a.shares[0]!.startsWith("ERIE"));
  const erieSales = (game: Game) => game.legalActions(p3(game)).filter((a) => a.type === "sell_shares" && a.corporation === "ERIE");
  const sell = (shares: string[], percent: number) => ({ type: "sell_shares", entity: 15688, entity_type: "player", shares, percent });
  const give = (game: Game, id: string, to: Player | "pool") => {
    erie(game).shares.find((s) => s.id === id)!.holder = to;
  };

  it("gives the Erie a president's 20%, an other 20% and six 10% certificates; the default game keeps 20% and eight 10%", () => {
    expect(erie(new Game(title1830, FOUR, { optional_rules: ["erie_second_20"] })).shares.map((s) => s.percent)).toEqual([20, 20, 10, 10, 10, 10, 10, 10]);
    expect(erie(new Game(title1830, FOUR)).shares.map((s) => s.percent)).toEqual([20, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(new Game(title1830, FOUR).corporation("PRR").shares.map((s) => s.percent)).toEqual([20, 10, 10, 10, 10, 10, 10, 10, 10]);
  });

  it("offers the other 20% from the initial offering as soon as the president's certificate is bought, beside a 10%", () => {
    expect(buys(afterPar(["erie_second_20"]))).toEqual([
      { type: "buy_shares", shares: ["ERIE_1"], percent: 20, price: 200, from: "ipo" },
      { type: "buy_shares", shares: ["ERIE_2"], percent: 10, price: 100, from: "ipo" },
    ]);
    expect(buys(afterPar([]))).toEqual([{ type: "buy_shares", shares: ["ERIE_1"], percent: 10, price: 100, from: "ipo" }]);
  });

  it("the other 20% is the turn's one certificate and counts as one toward the certificate limit", () => {
    const game = afterPar(["erie_second_20"]);
    const before = certificateCount(game, p3(game));
    game.process({ type: "buy_shares", entity: 15688, entity_type: "player", shares: ["ERIE_1"], percent: 20 });
    expect(erie(game).percentOf(p3(game))).toBe(20);
    expect(certificateCount(game, p3(game))).toBe(before + 1);
    expect(buys(game)).toEqual([]);
  });

  it("a new president holding the other 20% and one 10% hands over the other 20% for the president's certificate (6.4)", () => {
    const game = afterPar(["erie_second_20"]);
    give(game, "ERIE_7", p3(game));
    game.process({ type: "buy_shares", entity: 15688, entity_type: "player", shares: ["ERIE_1"], percent: 20 });
    expect(erie(game).president).toBe(p3(game));
    expect(erie(game).sharesOf(game.player(13430)).map((s) => s.id)).toEqual(["ERIE_1"]);
    expect(erie(game).sharesOf(p3(game)).map((s) => s.id).sort()).toEqual(["ERIE_0", "ERIE_7"]);
  });

  it("sells 10% of the other 20% only by trading it for a 10% certificate from the bank pool, not from the initial offering", () => {
    const game = afterPar(["erie_second_20"]);
    give(game, "ERIE_1", p3(game));
    // The initial offering holds 10% certificates; the pool holds none: the whole 20% only.
    expect(erieSales(game).map((a) => [a.type === "sell_shares" && a.shares, a.type === "sell_shares" && a.percent])).toEqual([[["ERIE_1"], 20]]);
    expectRefused(game, sell(["ERIE_1"], 10), /^1830 V-7\.2: .*pool holds none/);
  });

  it("with a 10% certificate in the pool, the owner may sell half of the other 20%, taking that 10% back", () => {
    const game = afterPar(["erie_second_20"]);
    give(game, "ERIE_1", p3(game));
    give(game, "ERIE_7", "pool");
    expect(erieSales(game)).toContainEqual({ type: "sell_shares", corporation: "ERIE", shares: ["ERIE_1"], percent: 10, price: 100, boxes: 1 });
    const cash = p3(game).cash;
    game.process(sell(["ERIE_1"], 10));
    expect(p3(game).cash).toBe(cash + 100);
    expect(erie(game).sharesOf(p3(game)).map((s) => s.id)).toEqual(["ERIE_7"]);
    expect(erie(game).sharesOf("pool").map((s) => s.id)).toEqual(["ERIE_1"]);
    expect(game.market.price("ERIE")).toBe(90);
    checkBooks(game);
  });

  it("offers each way a sale may be made up: a 10% certificate, or half of the other 20%; the whole 20% with the 10%", () => {
    const game = afterPar(["erie_second_20"]);
    give(game, "ERIE_1", p3(game));
    give(game, "ERIE_7", p3(game));
    give(game, "ERIE_6", "pool");
    const ways = erieSales(game).map((a) => (a.type === "sell_shares" ? `${a.percent}:${a.shares.join("+")}` : ""));
    expect(ways).toEqual(["10:ERIE_7", "10:ERIE_1", "20:ERIE_1", "30:ERIE_7+ERIE_1"]);
  });

  it("a president's sale of half his certificate needs a 10% certificate to come back from the pool", () => {
    // Player 2 holds the president's certificate and sells 10% of it; Player 3, who would take the
    // presidency, holds the other 20% only: he hands it to the pool, which then has no 10% to give back.
    const game = afterPar(["erie_second_20"]);
    const p2 = game.player(13430);
    give(game, "ERIE_1", p3(game));
    expect(erie(game).president).toBe(p2);
    // Player 3 passes; Player 2 (Player 1 passing too) sells.
    game.process({ type: "pass", entity: 15688, entity_type: "player" });
    while (game.actingEntities()[0] !== p2) game.process({ type: "pass", entity: (game.actingEntities()[0] as Player).id, entity_type: "player" });
    const percents = () => game.legalActions(p2).filter((a) => a.type === "sell_shares" && a.corporation === "ERIE").map((a) => a.type === "sell_shares" && a.percent);
    // The whole certificate may go: Player 3 takes the presidency and the other 20% goes to the pool.
    expect(percents()).toEqual([20]);
    expectRefused(game, { type: "sell_shares", entity: 13430, entity_type: "player", shares: ["ERIE_0"], percent: 10 }, /^1830 V-7\.2: /);
    // With a 10% certificate in the pool, half of it is offered too, and that 10% comes back.
    give(game, "ERIE_7", "pool");
    expect(percents()).toEqual([10, 20]);
    game.process({ type: "sell_shares", entity: 13430, entity_type: "player", shares: ["ERIE_0"], percent: 10 });
    expect(erie(game).president).toBe(p3(game));
    expect(erie(game).sharesOf(p2).map((s) => s.id)).toEqual(["ERIE_7"]);
    expect(erie(game).sharesOf("pool").map((s) => s.id)).toEqual(["ERIE_1"]);
    checkBooks(game);
  });


  // Entry 70: the B&O runs its two 2-trains for $90 where $100 is possible.
  const at = LOG.actions.findIndex((a) => a.id === 70);
  const live = (rules: string[]) => {
    const game = new Game(title1830, logPlayers(LOG), { optional_rules: rules }, logSeed(LOG));
    for (const action of effectiveActions(LOG.actions.slice(0, at))) game.process(action);
    return game;
  };

  it("refuses routes below the best revenue by default", () => {
    expectRefused(live([]), { ...LOG.actions[at]! }, /^1830 7\.4: .*\$90.*\$100/);
  });

  it("is offered by every 18xx title", () => {
    for (const title of ["1830", "1882", "1837"]) expect(RULESETS[title]!.optionalRules.some((o) => o.id === "declared_routes"), title).toBe(true);
    expect(RULESETS.Railways!.optionalRules.some((o) => o.id === "declared_routes")).toBe(false);
  });

  it("takes the routes as declared at a table that plays it so", () => {
    const game = live(["declared_routes"]);
    game.process(LOG.actions[at]!);
    expect(game.messages.some((m) => m.text === "B&O runs a 2 train for $40")).toBe(true);
  });
});

describe("V-2.0 turn order", () => {
  // Game 26855, Operating Round 6.1: CPR ($67), ERIE ($40) and NYC ($30) are still to operate when
  // ERIE's president sells five ERIE shares to pay for C&O's train (entry 576): ERIE falls to $30,
  // below NYC on the stack. CPR then operates (entries 578-580).
  const log = JSON.parse(readFileSync(new URL("../fixtures/1830/26855.json", import.meta.url), "utf8")) as GameLog;
  const next = (rules: string[]) => {
    const game = replayLog(title1830, { ...log, settings: { ...log.settings, optional_rules: [...(log.settings?.optional_rules ?? []), ...rules] } }, 580);
    return (game.round as OperatingRound).current?.sym;
  };

  it("variable (the default): the order follows the share values as they change, so NYC operates before ERIE", () => {
    expect(next([])).toBe("NYC");
    expect(next(["variable_order"])).toBe("NYC");
  });

  it("fixed: the order of share values when the round started holds, so ERIE operates before NYC", () => {
    expect(next(["fixed_order"])).toBe("ERIE");
  });
});

describe("5.4 brown zone purchases, and V-6.3 (C-1.3: any number from the pool is Classic's)", () => {
  // A game played here: B&O's share value is in a brown box ($10) and Player 1 has just bought
  // B&O_5 from the initial offering in this turn; B&O_3 lies in the bank pool.
  const brown = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1830-brown-zone.json", import.meta.url), "utf8")) as GameLog;
  const buyFromPool = { type: "buy_shares", entity: 1, entity_type: "player", shares: ["B&O_3"], percent: 10 };
  const at = (rules: string[]) => replayLog(title1830, { ...brown, settings: { ...brown.settings, optional_rules: rules } });

  it("the pool purchase counts as the turn's one purchase: none after a share from the initial offering (5.4)", () => {
    const game = at([]);
    expect(game.market.zone("B&O")).toBe("brown");
    expect(game.legalActions(game.player(1)).some((a) => a.type === "buy_shares")).toBe(false);
    expectRefused(game, buyFromPool, /^1830 5\.4: /);
  });

  it("buy all (V-6.3, 18xx.games' multiple_brown_from_ipo): bank and pool shares alike", () => {
    const game = at(["multiple_brown_from_ipo"]);
    game.process(buyFromPool);
    expect(game.corporation("B&O").percentOf(game.player(1))).toBeGreaterThanOrEqual(20);
  });
});

describe("V-6.4 buying and selling private companies", () => {
  // Stock round 2 of 1830_game_end_bank: Player 2 (P2) is on turn; Player 3 owns the Schuylkill Valley.
  const P2 = 13430;
  const P3 = 15688;
  const sr2 = (rules: string[]) => {
    const game = fixtureWith(rules, LOG.actions.findIndex((a) => a.id === 37) + 1);
    game.process({ type: "offer", entity: P2, entity_type: "player", company: "SV", price: 20 });
    game.process({ type: "respond", entity: P3, entity_type: "player", company: "SV", accept: true });
    expect(game.company("SV").owner).toBe(game.player(P2));
    return game;
  };
  const resell = { type: "offer", entity: P2, entity_type: "player", company: "SV", price: 10, to: P1 };

  it("restricted (★): a private bought in a stock round is not sold again in the same round", () => {
    expectRefused(sr2([]), resell, /^1830 V-6\.4: Schuylkill Valley changed hands this stock round/);
  });

  it("unrestricted: it may change hands again", () => {
    const game = sr2(["private_sales_unrestricted"]);
    game.process(resell);
    expect(game.round.activeEntity()).toBe(game.player(P1));
  });
});

describe("V-8.0 market peaks end the game", () => {
  // 1830_game_end_bank, entries 45-46: B&O pays out, then passes its train purchase; NYNH operates next.
  // The B&O's token is set at $325, one box short of the peak, before its dividend.
  const atPeak = (rules: string[]) => {
    const game = fixtureWith(rules, 44);
    game.market.place("B&O", { row: 0, col: 17 });
    game.process(LOG.actions[44]!);
    expect(game.market.price("B&O")).toBe(350);
    return game;
  };

  it("a share value reaching $350 ends the game when that railroad's turn ends, not before", () => {
    const game = atPeak(["market_peak_ends"]);
    expect(game.finished).toBe(false);
    expect(game.messages.at(-1)!.text).toBe("The game ends at the end of this turn");
    game.process(LOG.actions[45]!); // B&O passes: its turn is over
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("stock_market");
  });

  it("without the variant the peak ends nothing: NYNH operates next", () => {
    const game = atPeak([]);
    game.process(LOG.actions[45]!);
    expect(game.finished).toBe(false);
    expect(game.round.activeEntity()).toBe(game.corporation("NYNH"));
  });
});

describe("V-7.8 buying and selling trains: the train limit", () => {
  // Entry 73: the B&O buys its fourth train (3-0) in phase 3, where the limit is 4; $380 are left.
  const atLimit = (rules: string[]) => {
    const game = fixtureWith(rules, 73);
    const bo = game.corporation("B&O");
    expect(bo.trains.map((t) => t.name)).toEqual(["2", "2", "2", "3"]);
    expect(game.trainLimit(bo)).toBe(4);
    return game;
  };
  const buy = { type: "buy_train", entity: "B&O", entity_type: "corporation", train: "3-1", price: 180 };

  it("firm (★): a railroad at its limit may not buy a train", () => {
    for (const rules of [[], ["firm_train_limit"]]) {
      const game = atLimit(rules);
      expect(game.legalActions(game.corporation("B&O")).some((a) => a.type === "buy_train")).toBe(false);
      expectRefused(game, buy, /^1830 7\.6: B&O has 4 trains, the limit in phase 3/);
    }
  });

  it("flexible: it may buy one more, then must discard a train to the open market before anything else", () => {
    const game = atLimit(["flexible_train_limit"]);
    const bo = game.corporation("B&O");
    expect(game.legalActions(bo)).toContainEqual(expect.objectContaining({ type: "buy_train", train: "3-1" }));
    game.process(buy);
    expect(bo.trains).toHaveLength(5);
    // The discard comes first (7.6.1): no further purchase, no pass.
    expect(game.legalActions(bo).map((a) => a.type)).toEqual(["discard_train", "discard_train", "discard_train", "discard_train", "discard_train"]);
    expectRefused(game, { type: "pass", entity: "B&O", entity_type: "corporation" }, /^1830 7\.6\.1: B&O must first discard/);
    game.process({ type: "discard_train", entity: "B&O", entity_type: "corporation", train: "2-0" });
    expect(bo.trains.map((t) => t.id)).toEqual(["2-1", "2-5", "3-0", "3-1"]);
    expect(game.depot.discarded.map((t) => t.id)).toEqual(["2-0"]);
    checkBooks(game);
  });
});

describe("V-7.8 buying and selling trains: a railroad's last train", () => {
  // Entry 345: the PRR buys the ERIE's only train (4-1) for $1; the ERIE has a route.
  const sale = { ...LOG.actions[344]! };

  it("can sell (★): a railroad must own a train only in its own turn", () => {
    for (const rules of [[], ["can_sell_last_train"]]) {
      const game = fixtureWith(rules, 344);
      game.process(sale);
      expect(game.corporation("PRR").trains.map((t) => t.id)).toContain("4-1");
      expect(game.corporation("ERIE").trains).toHaveLength(0);
    }
  });

  it("can't sell: the ERIE keeps its last train; the purchase is neither offered nor allowed", () => {
    const game = fixtureWith(["cannot_sell_last_train"], 344);
    const prr = game.corporation("PRR");
    const legal = game.legalActions(prr);
    expect(legal.some((a) => "train" in a && a.train === "4-1")).toBe(false);
    // Other railroads' trains, not their last, are still for sale.
    expect(legal).toContainEqual(expect.objectContaining({ type: "offer", train: "4-3", seller: "B&O" }));
    expectRefused(game, sale, /^1830 V-7\.8: ERIE has a route and may not sell its last train/);
  });
});

describe("V-3.0 delayed obsolescence", () => {
  // Entry 224: the C&O buys the first 4-train: the 2-trains are made obsolete (T-07). The PRR, B&O and
  // NYNH own 2-trains; the PRR has operated in this round, the B&O and NYNH have not (entries 250-258).
  const ids = (trains: { id: string }[]) => trains.map((t) => t.id);

  it("a 2-train no longer counts as its railroad's train, but waits for one more run", () => {
    const game = fixtureWith(["delayed_obsolescence"], 224);
    const bo = game.corporation("B&O");
    expect(ids(bo.trains)).toEqual(["3-0"]);
    expect(ids(bo.obsoleteTrains)).toEqual(["2-0", "2-1", "2-5"]);
    expect(game.messages.some((m) => m.text === "B&O's 2-trains will run once more, then they are removed")).toBe(true);
    // Classic: removed at once.
    expect(fixtureWith([], 224).corporation("B&O").obsoleteTrains).toHaveLength(0);
  });

  it("it runs and earns once more in its railroad's next turn, and is removed when that turn ends", () => {
    const game = fixtureWith(["delayed_obsolescence"], 251); // the B&O is to run its trains
    const bo = game.corporation("B&O");
    const run = game.legalActions(bo).find((a) => a.type === "run_routes")!;
    expect(run).toMatchObject({ trains: ["3-0", "2-0", "2-1", "2-5"] });
    const best = corporationBestRoutes(game, bo);
    expect(best.routes.some((r) => r.train.startsWith("2-"))).toBe(true);
    game.process({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: best.routes });
    expect(game.messages.filter((m) => /^B&O runs a 2 train/.test(m.text)).length).toBeGreaterThan(0);
    // Without the variant the 3-train runs alone, for less.
    const classic = fixtureWith([], 251);
    expect(corporationBestRoutes(classic, classic.corporation("B&O")).total).toBeLessThan(best.total);
    for (const a of LOG.actions.slice(252, 255)) game.process(a); // dividend, a 4-train, pass: the turn ends
    expect(bo.obsoleteTrains).toHaveLength(0);
    expect(ids(bo.trains)).toEqual(["3-0", "4-3"]);
    expect(game.messages.some((m) => m.text === "B&O's obsolete 2-train is removed")).toBe(true);
    // The NYNH operates next: its 2-train has its run too.
    game.process(LOG.actions[255]!);
    expect(game.legalActions(game.corporation("NYNH")).find((a) => a.type === "run_routes")).toMatchObject({ trains: ["3-1", "2-2"] });
  });

  it("an obsolete train is removed in all but its last run: no railroad may buy it", () => {
    const game = fixtureWith(["delayed_obsolescence"], 247); // the NYC is to buy its train
    expect(game.legalActions(game.corporation("NYC")).some((a) => "train" in a && String(a.train).startsWith("2-"))).toBe(false);
    expectRefused(game, { type: "buy_train", entity: "NYC", entity_type: "corporation", train: "2-0", price: 10 }, /^1830 7\.6: there is no train 2-0 to buy/);
  });
});

describe("V-3.0 delayed private company sales", () => {
  // Entries 73-74: the B&O buys the first 3-train (phase 3, Operating Round 3.1), then the Schuylkill Valley.
  const buySV = LOG.actions[73]!;
  // A railroad is offered a private: a purchase, or an offer to its owner (players' sales to each other aside).
  const offersCompanies = (game: Game) =>
    game.round instanceof OperatingRound && game.round.current !== null && game.legalActions(game.round.current).some((a) => a.type === "buy_company" || (a.type === "offer" && a.company !== undefined));

  it("base rule (4.1): a railroad may buy a private as soon as the first 3-train is bought", () => {
    const game = fixtureWith([], 73);
    expect(game.legalActions(game.corporation("B&O")).some((a) => a.type === "buy_company")).toBe(true);
    game.process(buySV);
    expect(game.company("SV").owner).toBe(game.corporation("B&O"));
  });

  it("delayed: not before the stock round after the first 3-train is over; then, yes", () => {
    const game = fixtureWith(["delayed_private_sales"], 73);
    expect(game.phase.name).toBe("3");
    expect(offersCompanies(game)).toBe(false);
    // The B&O's turn is over (nothing left to do); the NYNH, operating next, may not buy it either.
    expect(game.round.activeEntity()).toBe(game.corporation("NYNH"));
    expectRefused(game, { ...buySV, entity: "NYNH" }, /^1830 V-3\.0: corporations may buy private companies only after the stock round following the purchase of the first 3-train/);
    // Random play from here: no railroad is offered a private until Stock Round 4 is over.
    const player = new RandomPlayer(3, "builder");
    let offeredAfter = false;
    for (let n = 0; n < 2000 && !game.finished && !offeredAfter; n++) {
      const before = game.round.name;
      if (/^Operating Round 3\./.test(before) || before === "Stock Round 4") expect(offersCompanies(game), before).toBe(false);
      else offeredAfter = game.phase.buyCompanies === true && offersCompanies(game);
      if (!offeredAfter) game.process(player.choose(game)!);
    }
    expect(offeredAfter).toBe(true);
    expect(game.round.name).toMatch(/^Operating Round 4\./);
  });
});

describe("V-4.0 DH station flexible", () => {
  // Entries 227-228 (later taken back): the ERIE, owning the DH, lays tile 57 on F16 by it; here it then
  // passes up the free station. Play goes on at random to the ERIE's next turn, leaving alone the DH,
  // the ERIE's stations (but its home station, E11) and the 5-trains (whose phase would close the DH).
  const nextTurn = (rules: string[]) => {
    const game = fixtureWith(rules, 227);
    game.process(LOG.actions[227]!);
    expect(game.round.activeEntity()).toBe(game.company("DH"));
    game.process({ type: "pass", entity: "DH", entity_type: "company" });
    const [dh, erie] = [game.company("DH"), game.corporation("ERIE")];
    const player = new RandomPlayer(5, "builder", (legal, entity) =>
      entity === dh || (entity === erie && legal.type === "place_token" && legal.hex !== "E11") || (legal.type === "buy_train" && legal.train.startsWith("5")));
    const round = game.round;
    while (game.round === round || !(game.round instanceof OperatingRound && game.round.current === erie)) game.process(player.choose(game)!);
    return { game, dh, erie, player };
  };
  const station = { type: "place_token", entity: "DH", entity_type: "company", city: "57-1-0", slot: 0 };

  it("tight (★): a station not placed with the tile needs a route, as any station; the DH offers none", () => {
    const { game, dh, erie, player } = nextTurn([]);
    expectRefused(game, station, /^1830 pp\. 46-47: DH has no ability to use now/);
    while ((game.round as OperatingRound).current === erie) {
      expect(dh.closed).toBe(false);
      expect(game.legalActions(dh)).toEqual([]);
      expect(game.legalActions(erie).some((a) => a.type === "place_token" && a.hex === "F16")).toBe(false);
      game.process(player.choose(game)!);
    }
  });

  it("flexible: in a later turn the ERIE places the DH's free station on F16, its station for the turn, without a route", () => {
    const { game, dh, erie, player } = nextTurn(["dh_station_flexible"]);
    // Not before its station step (7.1).
    expectRefused(game, station, /^1830 pp\. 46-47: DH has no ability to use now/);
    while (!game.legalActions(dh).length) game.process(player.choose(game)!);
    expect((game.round as OperatingRound).current).toBe(erie);
    expect(game.legalActions(dh)).toEqual([{ type: "place_token", city: "57-1-0", slot: 0, hex: "F16", cost: 0 }]);
    expect(game.legalActions(erie).some((a) => a.type === "place_token" && a.hex === "F16")).toBe(false);
    expectRefused(game, { ...station, city: game.board.cityId("E11", 0) }, /^1830 T-05: DH's station goes on F16/);
    const [cash, placed] = [erie.cash, erie.tokensPlaced];
    game.process(station);
    expect(game.board.tokensAt("F16")[0]).toContain("ERIE");
    expect([erie.cash, erie.tokensPlaced]).toEqual([cash, placed + 1]);
    // The turn's one station (7.3): the step is over, and the DH's station is spent.
    expect(game.legalActions(erie).some((a) => a.type === "place_token")).toBe(false);
    expect(dh.stationLeft).toBe(false);
  });
});

describe("V-4.0 Schuylkill Valley", () => {
  // Entry 247: the NYC, in its track step (phase 4), can reach G15 (a $120 mountain). The SV, which the
  // B&O bought from a player in entry 74, is given to the NYC here: a railroad owning the SV.
  const withSV = (rules: string[]) => {
    const game = fixtureWith(rules, 246);
    const [sv, bo, nyc] = [game.company("SV"), game.corporation("B&O"), game.corporation("NYC")];
    expect(sv.owner).toBe(bo);
    bo.companies.splice(bo.companies.indexOf(sv), 1);
    sv.owner = nyc;
    nyc.companies.push(sv);
    return game;
  };
  const halfCost = { type: "lay_tile", entity: "SV", entity_type: "company", hex: "G15", tile: "7-0", rotation: 4 };

  it("without the variant the SV does nothing: the NYC lays in G15 for $120", () => {
    const game = withSV([]);
    expect(game.legalActions(game.company("SV"))).toEqual([]);
    expect(game.legalActions(game.corporation("NYC"))).toContainEqual(expect.objectContaining({ type: "lay_tile", hex: "G15", tile: "7-0", cost: 120 }));
    expectRefused(game, halfCost, /^1830 pp\. 46-47: SV has no ability to use now/);
  });

  it("the railroad owning the SV may lay its tile in G15 for $60, which retires the SV", () => {
    const game = withSV(["sv_half_cost_tile"]);
    const nyc = game.corporation("NYC");
    expect(game.legalActions(game.company("SV"))).toContainEqual(expect.objectContaining({ type: "lay_tile", hex: "G15", tile: "7-0", cost: 60 }));
    // Using it is a choice: the NYC may still pay the full cost and keep the SV.
    expect(game.legalActions(nyc)).toContainEqual(expect.objectContaining({ type: "lay_tile", hex: "G15", tile: "7-0", cost: 120 }));
    expectRefused(game, { ...halfCost, hex: "D18", tile: "8-0", rotation: 5 }, /^1830 V-4\.0: SV halves the cost of a tile on G15 only/);
    const cash = nyc.cash;
    game.process(halfCost);
    expect(nyc.cash).toBe(cash - 60);
    expect(game.board.tileAt("G15").color).toBe("yellow");
    expect(game.company("SV").closed).toBe(true);
    // It was the NYC's tile lay for the turn (7.2).
    expect(game.legalActions(nyc).some((a) => a.type === "lay_tile")).toBe(false);
    checkBooks(game);
  });

  it("not for a railroad that does not own it: the SV blocks G15 while a player owns it, and the B&O's SV does not lay for the NYC", () => {
    const game = fixtureWith(["sv_half_cost_tile"], 246);
    expectRefused(game, halfCost, /^1830 pp\. 46-47: SV has no ability to use now/);
  });
});

describe("V-7.10 plus trains (V-1.7, V-3.0)", () => {
  const ids = (trains: { id: string }[]) => trains.map((t) => t.id);

  it("is offered to tables under its own section, V-7.10 (GET /api/titles)", () => {
    expect(titleOptions(title1830).find((o) => o.id === "plus_trains")).toMatchObject({ section: "V-7.10" });
  });

  it("one plus train of each type 2 to 6 replaces one normal train and is the last of its type sold", () => {
    const game = new Game(title1830, FOUR, { optional_rules: ["plus_trains"] });
    expect(ids(game.depot.upcoming)).toEqual([
      "2-0", "2-1", "2-2", "2-3", "2-4", "2+2-0", "3-0", "3-1", "3-2", "3-3", "3+3-0", "4-0", "4-1", "4-2", "4+4-0",
      "5-0", "5-1", "5+5-0", "6-0", "6+6-0", "D-0", "D-1", "D-2", "D-3", "D-4", "D-5",
    ]);
    // Twice its number of cities, at most its number of large ones.
    expect(game.data.trains.find((t) => t.name === "3+3")).toMatchObject({ distance: 6, price: 180, stops: [{ kinds: ["town"], visit: 3 }, { kinds: ["city", "town", "offboard"], visit: 3 }] });
    // Classic has none.
    expect(new Game(title1830, FOUR).depot.upcoming.some((t) => t.name.includes("+"))).toBe(false);
  });

  it("the 2+2 is sold after the last 2-train, never before", () => {
    const early = fixtureWith(["plus_trains"], 28); // the B&O buys its first train
    expectRefused(early, { type: "buy_train", entity: "B&O", entity_type: "corporation", train: "2+2-0", price: 80 }, /^1830 7\.6: the bank does not sell 2\+2-0 now/);
    const game = fixtureWith(["plus_trains"], 71); // five 2-trains sold; the B&O buys the sixth
    expect(game.legalActions(game.corporation("B&O")).some((a) => a.type === "buy_train" && a.train === "2+2-0")).toBe(true);
    expectRefused(game, { ...LOG.actions[71]! }, /^1830 7\.6: there is no train 2-5 to buy/);
    game.process({ ...LOG.actions[71]!, train: "2+2-0" });
    expect(ids(game.corporation("B&O").trains)).toContain("2+2-0");
    expect(game.messages.some((m) => m.text === "B&O buys a 2+2 train for $80 from the bank")).toBe(true);
  });

  it("the 2+2 retires only with the 4+4, the 3+3 with the 6+6, the 4+4 with the last diesel; a diesel takes a 4+4 in trade", () => {
    let lastDiesel = 0;
    for (let seed = 1; seed <= 12 && lastDiesel < 1; seed++) {
      const game = new Game(title1830, FOUR, { optional_rules: ["plus_trains", "extended_money"] }, seed);
      const player = new RandomPlayer(seed, "builder");
      const plus = (name: string) => game.depot.all.find((t) => t.name === name)!;
      const sold = (name: string) => !game.depot.upcoming.some((t) => t.name === name);
      for (let n = 0; n < 8000 && !game.finished; n++) {
        game.process(player.choose(game)!);
        // The first 4-train retires the 2-trains, not the 2+2 (nor does the first diesel the 4+4).
        expect(plus("2+2").rusted, `seed ${seed}, action ${n}`).toBe(sold("4+4"));
        expect(plus("3+3").rusted, `seed ${seed}, action ${n}`).toBe(sold("6+6"));
        expect(plus("4+4").rusted, `seed ${seed}, action ${n}`).toBe(sold("D"));
        if (game.depot.firstSold.has("4")) expect(game.depot.all.filter((t) => t.name === "2").every((t) => t.rusted)).toBe(true);
      }
      expect(game.finished).toBe(true);
      if (sold("D")) lastDiesel++;
    }
    expect(lastDiesel).toBe(1);
    const diesel = new Game(title1830, FOUR, { optional_rules: ["plus_trains"] }).data.trains.find((t) => t.name === "D")!;
    expect(diesel.discount).toEqual({ "4": 300, "5": 300, "6": 300, "4+4": 300, "5+5": 300, "6+6": 300 });
  });
});

describe("V-7.7 laying tiles: open, closed and hybrid track placement", () => {
  type Lay = { type: string; hex: string; tile: string; rotations: number[] };
  const lays = (game: Game) => game.legalActions((game.round as OperatingRound).current!).filter((a) => a.type === "lay_tile") as unknown as Lay[];
  const offers = (game: Game, hex: string, tile: string, rotation: number) => lays(game).some((a) => a.hex === hex && a.tile.startsWith(`${tile}-`) && a.rotations.includes(rotation));
  const lay = (game: Game, at: number, hex: string, tile: string, rotation: number) => ({ ...LOG.actions[at]!, hex, tile, rotation });

  // Entry 85: the PRR lays a tile. It reaches the yellow straight in H14 at one end only, so it may
  // upgrade it to an X (#18) under the open rule - a route reaches track of the tile - but the
  // X's new straight is reached by no route of the PRR.
  it("open (★): a route to any track of the tile; closed: to track the tile adds", () => {
    const open = fixtureWith([], 85);
    expect(offers(open, "H14", "18", 1)).toBe(true);
    const tile = lays(open).find((a) => a.hex === "H14" && a.tile.startsWith("18-"))!.tile;
    expect(offers(fixtureWith(["open_track_placement"], 85), "H14", "18", 1)).toBe(true);
    for (const rule of ["closed_track_placement", "hybrid_track_placement"]) {
      const game = fixtureWith([rule], 85);
      expect(offers(game, "H14", "18", 1), rule).toBe(false);
      expectRefused(game, lay(game, 85, "H14", tile, 1), /^1830 V-7\.7: H14: PRR cannot reach any new track of tile #18/);
      // The lay made in the game (a yellow city in H10, all of it new track) stands under every rule.
      expect(offers(game, "H10", "57", 1)).toBe(true);
    }
    open.process(lay(open, 85, "H14", tile, 1));
    expect(open.board.tileAt("H14").name).toBe("18");
  });

  // Entry 275: the NYC upgrades New York (G19) from #54 to #62: the same track, its cities paying $80 for $60.
  it("closed: a tile adding no track is never laid; hybrid: a tile paying out more needs a route to any of its track", () => {
    const closed = fixtureWith(["closed_track_placement"], 275);
    expect(offers(closed, "G19", "62", 0)).toBe(false);
    expectRefused(closed, { ...LOG.actions[275]! }, /^1830 V-7\.7: G19: NYC cannot reach any new track of tile #62 from its stations \(closed track placement\)/);
    const hybrid = fixtureWith(["hybrid_track_placement"], 275);
    expect(offers(hybrid, "G19", "62", 0)).toBe(true);
    hybrid.process(LOG.actions[275]!);
    expect(hybrid.board.tileAt("G19").name).toBe("62");
    expect(offers(fixtureWith([], 275), "G19", "62", 0)).toBe(true);
  });

  it("is one choice of three", () => {
    expect(() => new Game(title1830, FOUR, { optional_rules: ["closed_track_placement", "hybrid_track_placement"] })).toThrow(/alternatives: choose one/);
  });
});

describe("V-7.9 replacing green OO tiles", () => {
  // Entry 262: the PRR upgrades Philadelphia (H18, #59 at rotation 5: its cities run to edges 5 and 1;
  // the PRR's station in the second) to brown. #64 at rotation 5 and #67 at rotation 3 have the broad
  // curve of one city on edges 5 and 1: both old cities' track in one city.
  type Lay = { type: string; hex: string; tile: string; rotations: number[] };
  const rotations = (game: Game, tile: string) =>
    (game.legalActions(game.corporation("PRR")).filter((a) => a.type === "lay_tile") as unknown as Lay[]).find((a) => a.hex === "H18" && a.tile === tile)?.rotations;
  const lay64 = { ...LOG.actions[262]!, tile: "64-0", rotation: 5 };

  it("fixed OO cities (★): a replacement keeps each city joined to its own track", () => {
    for (const rules of [[], ["fixed_oo_cities"]]) {
      const game = fixtureWith(rules, 262);
      expect(rotations(game, "64-0")).toEqual([3]);
      expect(rotations(game, "67-0")).toEqual([5]);
      expectRefused(game, lay64, /^1830 7\.2\.2 #4, V-7\.9: H18: tile #64 at rotation 5 does not keep each city of #59 connected to its own track/);
    }
  });

  it("variable OO cities: the broad curve may join both track segments; the station's owner chooses its city", () => {
    const game = fixtureWith(["variable_oo_cities"], 262);
    expect(rotations(game, "64-0")).toEqual([3, 5]);
    expect(rotations(game, "67-0")).toEqual([3, 5]);
    game.process(lay64);
    expect(game.board.tokensAt("H18")).toEqual([[null], [null]]);
    const prr = game.corporation("PRR");
    const places = game.legalActions(prr).filter((a) => a.type === "place_token").map((a) => a.city);
    expect(places).toEqual(["64-0-0", "64-0-1"]);
    // Nothing else happens before the choice.
    expectRefused(game, { type: "pass", entity: "PRR", entity_type: "corporation" }, /./);
    game.process({ type: "place_token", entity: "PRR", entity_type: "corporation", city: "64-0-1", slot: 0 });
    expect(game.board.tokensAt("H18")).toEqual([[null], ["PRR"]]);
    expect(prr.tokensPlaced).toBe(fixtureWith([], 262).corporation("PRR").tokensPlaced);
  });

  it("the owner of the station chooses, whichever railroad lays the tile", () => {
    const game = fixtureWith(["variable_oo_cities"], 262);
    game.board.removeToken("PRR", "H18", 1);
    game.board.placeToken("B&O", "H18", 1);
    game.process(lay64);
    expect(game.actingEntities()).toEqual([game.corporation("B&O")]);
    expect(game.legalActions(game.corporation("PRR")).some((a) => a.type === "place_token")).toBe(false);
    game.process({ type: "place_token", entity: "B&O", entity_type: "corporation", city: "64-0-0", slot: 0 });
    expect(game.board.tokensAt("H18")).toEqual([["B&O"], [null]]);
  });

  it("variable OO cities: not with two stations on the tile", () => {
    const game = fixtureWith(["variable_oo_cities"], 262);
    game.board.placeToken("B&O", "H18", 0);
    expect(rotations(game, "64-0")).toEqual([3]);
    expectRefused(game, lay64, /^1830 7\.2\.2 #4, V-7\.9: H18: tile #64 at rotation 5 does not keep each city/);
  });
});

describe("V-1.4 track tiles: Expanded Track Mix A and B", () => {
  type Lay = { type: string; hex: string; tile: string; rotations: number[] };
  const offered = (game: Game) =>
    (game.legalActions((game.round as OperatingRound).current!).filter((a) => a.type === "lay_tile") as unknown as Lay[]).map((a) => `${a.hex}:${a.tile}:${a.rotations}`);
  const lay = (at: number, hex: string, tile: string, rotation: number) => ({ ...LOG.actions[at]!, hex, tile, rotation });

  // Entry 41: the B&O lays its yellow city in J14 (#57, A7). A8 (#6) and A9 (#5), yellow cities on a curve,
  // are in both mixes (T-09, V-1.4) and not in Classic's tiles.
  it("a yellow city on a curve (A8, A9) is laid under either mix and refused with the Classic tiles", () => {
    for (const mix of ["expanded_track_mix_a", "expanded_track_mix_b"]) {
      const game = fixtureWith([mix], 41);
      expect(offered(game)).toEqual(expect.arrayContaining(["J14:6-0:1,3", "J14:5-0:2"]));
      game.process(lay(41, "J14", "6-0", 1));
      expect(game.board.tileAt("J14").name).toBe("6");
    }
    for (const rules of [[], ["classic_tiles"]]) {
      const game = fixtureWith(rules, 41);
      expect(offered(game).some((a) => a.startsWith("J14:6-") || a.startsWith("J14:5-"))).toBe(false);
      expectRefused(game, lay(41, "J14", "6-0", 1), /^1830 7\.2 \(tile manifest T-09\): 1830 has no tile 6-0/);
    }
  });

  // Entry 75: the NYNH may upgrade the double town it laid in F20 (#69, A11) to one town, B29 (#204):
  // T-09's A11 -> B29, a tile of Mix A only.
  it("Mix A: a yellow double town is upgraded to a green town (T-09 A11 -> B29); not in Mix B or Classic", () => {
    const game = fixtureWith(["expanded_track_mix_a"], 75);
    expect(offered(game)).toContain("F20:204-0:4");
    game.process(lay(75, "F20", "204-0", 4));
    expect(game.board.tileAt("F20").name).toBe("204");
    expect(game.board.tileAt("F20").towns).toEqual([{ revenue: 10 }]);
    for (const rules of [["expanded_track_mix_b"], []]) {
      const other = fixtureWith(rules, 75);
      expect(offered(other).some((a) => a.startsWith("F20:"))).toBe(false);
      expectRefused(other, lay(75, "F20", "204-0", 4), /^1830 7\.2 \(tile manifest T-09\): 1830 has no tile 204-0/);
    }
  });

  // Entry 142: the B&O upgrades its city in J14 (#57) to green; B36 (#619) is one of A7's upgrades in both mixes.
  it("a yellow city is upgraded to B36 under either mix (T-09 A7 -> B35-B37)", () => {
    for (const mix of ["expanded_track_mix_a", "expanded_track_mix_b"]) {
      const game = fixtureWith([mix], 142);
      expect(offered(game)).toContain("J14:619-0:3");
      game.process(lay(142, "J14", "619-0", 3));
      expect(game.board.tileAt("J14").name).toBe("619");
    }
  });

  it("is one choice of three", () => {
    expect(() => new Game(title1830, FOUR, { optional_rules: ["expanded_track_mix_a", "expanded_track_mix_b"] })).toThrow(/alternatives: choose one/);
  });

  it("random games play to their end with either mix, laying the mix's tiles", () => {
    for (const mix of ["expanded_track_mix_a", "expanded_track_mix_b"]) {
      const laid = new Set<string>();
      for (const seed of [1, 2]) {
        const game = playOut(new Game(title1830, FOUR, { optional_rules: [mix] }, seed), seed);
        for (const a of game.actions) if (a.type === "lay_tile") laid.add(String(a.tile).replace(/-\d+$/, ""));
      }
      const added = [...laid].filter((name) => !data1830.tiles.some((d) => d.name === name));
      expect(added.length, mix).toBeGreaterThan(0);
    }
  });
});
