// 1830 variants (1830-rules.txt, pp. 28-33), each as a table option: what it
// changes, and that the game it makes plays to its end.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Player } from "../../shared/engine/entities.ts";
import { Game } from "../../shared/engine/game.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { checkBooks, expectRefused } from "./game-checks.ts";
import { RandomPlayer } from "./random-play.ts";

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
    // Random games end by a bankruptcy too; among a few, the bank breaks early.
    const games = [1, 2, 3, 4, 5, 6].map((seed) => playOut(new Game(title1830, FOUR, { optional_rules: ["short_money"] }, seed), seed));
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

describe("V-6.1 selling and buying in one turn", () => {
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

describe("every data variant", () => {
  it.each([
    "no_diesels",
    "unlimited_diesels",
    "once_per_block",
    "once_per_block_non_president",
    "stock_market_reforms",
    "price_rise_linked_to_dividend",
    "sell_one_at_a_time",
    "raised_cert_limits", "sell_buy", "split_revenue", "extended_money"])("plays a whole game with %s", (rule) => {
    playOut(new Game(title1830, FOUR, { optional_rules: [rule] }, 11), 11);
  });
});

describe("7.4 the highest revenue must be run, as a table option", () => {
  // Entry 70: the B&O runs its two 2-trains for $90 where $100 is possible.
  const at = LOG.actions.findIndex((a) => a.id === 70);
  const live = (rules: string[]) => {
    const game = new Game(title1830, LOG.players, { optional_rules: rules }, LOG.settings?.seed ?? 0);
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

describe("5.4 brown zone purchases, and V-6.3", () => {
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
