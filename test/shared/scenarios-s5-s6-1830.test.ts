// 1830+ S-5 "Uncertain Times" and S-6 "Dave? What are you doing..." (shared/games/1830/scenario-s5.ts,
// scenario-s6.ts) against the rule book: each setup component by component (S-5.1, S-6.1), each rule
// (S-5.2, S-6.2, S-6.3) with refused moves naming it, and random play to the end with the books kept.
import { describe, expect, it } from "vitest";
import { Game, titleOptions } from "../../shared/engine/game.ts";
import { withDefaults } from "../../shared/engine/options.ts";
import { routeTrain } from "../../shared/engine/route-search.ts";
import { DealtPrivates } from "../../shared/engine/rounds/dealt-privates.ts";
import { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { WaterfallAuction } from "../../shared/engine/rounds/auction.ts";
import { StockRound } from "../../shared/engine/rounds/stock.ts";
import { StockMarket } from "../../shared/engine/market.ts";
import { dividendBoxes } from "../../shared/engine/shares.ts";
import { endUncertaintyTurn, flipUncertaintyToken, mustRetainRevenue } from "../../shared/engine/uncertainty.ts";
import { drawnRevenue } from "../../shared/engine/random-revenue.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { scenarioS5 } from "../../shared/games/1830/scenario-s5.ts";
import { READING, READING_HOME, S6_ADDITIONAL_TILES, scenarioS6 } from "../../shared/games/1830/scenario-s6.ts";
import { bestRoutes } from "../../shared/engine/route-search.ts";
import { buyShares } from "../../shared/engine/shares.ts";
import { trackTile } from "../../shared/games/1830/plus-tiles.ts";
import { plusBoard } from "../../shared/games/1830/plus-board.ts";
import { checkBooks, expectRefused } from "./game-checks.ts";
import { RandomPlayer, type Policy } from "./random-play.ts";

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const S5 = ["plus_s5"];
const S6 = ["plus_s6"];
const game = (rules: string[], n: number, seed = 1) => new Game(title1830, players(n), { optional_rules: rules }, seed);

/** Plays at random until `found` says so (checking the books after every action); null if the game ends first. */
function playUntil(g: Game, seed: number, found: (g: Game) => boolean, policy: Policy = "builder", limit = 6000): Game | null {
  const random = new RandomPlayer(seed, policy);
  for (let n = 0; n < limit && !g.finished; n++) {
    if (found(g)) return g;
    g.process(random.choose(g)!);
    checkBooks(g);
  }
  return found(g) ? g : null;
}

/** Random play to the end with the table's defaults, every offered action accepted and the books kept. */
function playToEnd(rules: string[], n: number, seed: number, policy: Policy): Game {
  const g = new Game(title1830, players(n), { optional_rules: withDefaults(titleOptions(title1830), rules) }, seed);
  const random = new RandomPlayer(seed, policy);
  for (let a = 0; a < 20000 && !g.finished; a++) {
    const action = random.choose(g);
    expect(action, `nobody can act in ${g.round.name}`).not.toBeNull();
    g.process(action);
    checkBooks(g);
  }
  return g;
}

describe("S-5 Uncertain Times: the setup (S-5.1, S-5.2 1.0)", () => {
  const data = scenarioS5();

  it("is offered to tables as a ruleset with its section, its options a and b played only with it", () => {
    const options = titleOptions(title1830);
    expect(options.find((o) => o.id === "plus_s5")).toMatchObject({ section: "S-5", group: "ruleset" });
    expect(options.filter((o) => o.requires === "plus_s5").map((o) => [o.id, o.group])).toEqual([
      ["plus_s5_plus_board", undefined],
      ["plus_s5_rest_at_face_value", "plus_s5_rest"],
      ["plus_s5_rest_auctioned", "plus_s5_rest"],
    ]);
    expect(() => game(["plus_s5_rest_auctioned"], 4)).toThrow(/played only with "plus_s5"/);
    expect(() => game([...S5, "plus_s5_rest_auctioned", "plus_s5_rest_at_face_value"], 4)).toThrow(/alternatives/);
  });

  it("uses the Classic components (S-5.1 #1-2: the 1830 board): map, tiles, trains, privates, railroads, money", () => {
    expect(data.hexes).toEqual(data1830.hexes);
    expect(data.tiles).toEqual(data1830.tiles);
    expect(data.trains).toEqual(data1830.trains);
    expect(data.companies).toEqual(data1830.companies);
    expect(data.corporations).toEqual(data1830.corporations);
    expect([data.bankCash, data.startingCash, data.certLimit]).toEqual([data1830.bankCash, data1830.startingCash, data1830.certLimit]);
  });

  it("has four Economic Uncertainty tokens with Classic's three 5-trains: 2 no change, short runs, retain revenue (S-5.1 #1)", () => {
    expect(data1830.trains.find((t) => t.name === "5")!.count).toBe(3);
    expect(data.economicUncertainty).toEqual({ train: "5", tokens: ["no change", "no change", "short runs", "retain revenue"] });
  });

  it("plays the reforms after the last 5-train (6.1, 5.5) and ends at the market's top box after that railroad's turn (8.0)", () => {
    expect(data.blockSalesAfterLast).toBe("5");
    expect(data.dividendBoxesByMultiple).toBe(true);
    const peaks = data.market.flatMap((row) => row.filter((c) => c?.endGame).map((c) => c!.price));
    expect(peaks).toEqual([Math.max(...data.market.flat().map((c) => c?.price ?? 0))]);
    expect(peaks).toEqual([350]);
    expect(data.marketEndAfterTurn).toBe(true);
    expect(data.marketEndInOperatingTurn).toBe(true);
  });

  it("8.0: a railroad at the top after a stock round runs once more; the game ends when its operating turn is over", () => {
    const g = game(S5, 4);
    const top = { row: 0, col: g.data.market[0]!.length - 1 };
    expect(g.data.market[0]![top.col]!.price).toBe(350);
    for (const sym of ["PRR", "NYC"]) {
      const corp = g.corporation(sym);
      corp.floated = true;
      g.pay(g.bank, corp, 500);
      g.market.place(sym, { row: 0, col: 5 });
    }
    // The PRR sells out to $350 before the operating round (6.1 5.5's rise at the end of a stock round): nothing ends.
    g.market.place("PRR", top);
    g.settle();
    expect(g.endTrigger).toBeNull();
    expect(g.finished).toBe(false);
    // "during an operating round ... after that railroad has finished its turn": the PRR, highest, operates first.
    g.round = new OperatingRound(g, 1, 1, 1);
    g.settle();
    const prr = g.corporation("PRR");
    expect(g.round.activeEntity()).toBe(prr);
    expect(g.endTrigger).toMatchObject({ reason: "stock_market", timing: "turn" });
    for (let n = 0; n < 20 && !g.finished && g.round.activeEntity() === prr; n++) {
      const legal = g.legalActions(prr);
      const train = legal.find((l) => l.type === "buy_train");
      if (legal.some((l) => l.type === "pass")) g.process({ type: "pass", entity: "PRR", entity_type: "corporation" });
      else if (train?.type === "buy_train") g.process({ type: "buy_train", entity: "PRR", entity_type: "corporation", train: train.train, price: train.min });
      else throw new Error(`no way on: ${legal.map((l) => l.type).join(", ")}`);
    }
    expect(g.finished).toBe(true);
    expect(g.endReason).toBe("stock_market");
  });

  it.each([2, 3, 4, 5, 6])("deals one private to each of %i players, who pay its face value and sit by its price (1.0)", (n) => {
    for (const seed of [1, 2, 3]) {
      const g = game(S5, n, seed);
      const held = g.players.map((p) => p.companies);
      expect(held.every((c) => c.length === 1), `seed ${seed}`).toBe(true);
      const prices = held.map((c) => c[0]!.def.value);
      // "In ascending order based on the price of the private company held ... clockwise"; the lowest has the priority deal.
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(g.priority).toBe(g.players[0]);
      for (const p of g.players) expect(p.cash).toBe(data.startingCash[n]! - p.companies[0]!.def.value);
      // "Remove the undealt private companies, if any, from the game."
      const undealt = g.companies.filter((c) => !c.owner);
      expect(undealt.length).toBe(6 - n);
      expect(undealt.every((c) => c.closed)).toBe(true);
      expect(g.messages.filter((m) => m.text.includes("is dealt")).length).toBe(n);
    }
  });

  it("deals from the game's seed, whatever order the players are listed in", () => {
    const dealt = (g: Game) => Object.fromEntries(g.players.map((p) => [p.id, p.companies[0]!.sym]));
    const a = game(S5, 4, 7);
    const b = new Game(title1830, [...players(4)].reverse(), { optional_rules: S5 }, 7);
    expect(dealt(b)).toEqual(dealt(a));
    const deals = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(dealt(game(S5, 4, seed)))));
    expect(deals.size).toBeGreaterThan(1);
  });

  /** A seed whose 3-player deal does (or does not) include this private. */
  const seedDealing = (sym: string, dealt: boolean, n = 3, rules = S5) =>
    [...Array(60).keys()].map((i) => i + 1).find((seed) => game(rules, n, seed).company(sym).owner !== null === dealt)!;

  it("leaves the PRR share in the bank as a normal share when the CA is not dealt, and gives it to the CA's holder otherwise", () => {
    const without = game(S5, 3, seedDealing("CA", false));
    expect(without.company("CA").closed).toBe(true);
    expect(without.corporation("PRR").percentOf("ipo")).toBe(100);
    const withCa = game(S5, 3, seedDealing("CA", true));
    const holder = withCa.company("CA").owner!;
    expect(withCa.corporation("PRR").percentOf(holder as never)).toBe(10);
  });

  it("leaves the B&O presidency in the bank when the BO is not dealt; its holder sets the B&O's par first otherwise", () => {
    const without = game(S5, 3, seedDealing("BO", false));
    expect(without.round).toBeInstanceOf(StockRound);
    expect(without.corporation("B&O").sharesOf("ipo")[0]!.president).toBe(true);
    const g = game(S5, 3, seedDealing("BO", true));
    expect(g.round).toBeInstanceOf(DealtPrivates);
    const holder = g.company("BO").owner as (typeof g.players)[number];
    expect(g.round.activeEntity()).toBe(holder);
    const other = g.players.find((p) => p !== holder)!;
    expectRefused(g, { type: "par", entity: Number(other.id), entity_type: "player", corporation: "B&O", share_price: "100,0,6" }, /S-5\.2 1\.0/);
    const par = g.legalActions(holder)[0] as { prices: { sharePrice: string }[] };
    g.process({ type: "par", entity: Number(holder.id), entity_type: "player", corporation: "B&O", share_price: par.prices[0]!.sharePrice });
    expect(g.corporation("B&O").president).toBe(holder);
    expect(g.round).toBeInstanceOf(StockRound);
  });

  it("option a: the rest sold in ascending price order at face value, no bids (refused naming the option)", () => {
    const rules = [...S5, "plus_s5_rest_at_face_value"];
    const g = game(rules, 3, seedDealing("BO", false, 3, rules));
    expect(g.round).toBeInstanceOf(WaterfallAuction);
    const undealt = g.companies.filter((c) => !c.owner).sort((a, b) => a.def.value - b.def.value);
    expect(undealt.length).toBe(3);
    const first = g.priority;
    const offers = g.legalActions(first).filter((a) => a.type === "bid");
    expect(offers).toEqual([{ type: "bid", company: undealt[0]!.sym, min: undealt[0]!.def.value, max: undealt[0]!.def.value, purchase: true }]);
    expectRefused(g, { type: "bid", entity: Number(first.id), entity_type: "player", company: undealt[1]!.sym, price: undealt[1]!.def.value + 5 }, /S-5\.2 option a/);
    g.process({ type: "bid", entity: Number(first.id), entity_type: "player", company: undealt[0]!.sym, price: undealt[0]!.def.value });
    expect(g.company(undealt[0]!.sym).owner).toBe(first);
  });

  it("option b: the rest sold the usual way, bids on later privates allowed (C-2.2.1)", () => {
    const rules = [...S5, "plus_s5_rest_auctioned"];
    const g = game(rules, 3, seedDealing("BO", false, 3, rules));
    expect(g.round).toBeInstanceOf(WaterfallAuction);
    const undealt = g.companies.filter((c) => !c.owner).sort((a, b) => a.def.value - b.def.value);
    const first = g.priority;
    g.process({ type: "bid", entity: Number(first.id), entity_type: "player", company: undealt[2]!.sym, price: undealt[2]!.def.value + 5 });
    expect(g.messages.at(-1)!.text).toMatch(/bids/);
  });
});

describe("S-5 on the 1830+ board (S-5.1 #1: \"the 1830 board or the 1830+ board as preferred\")", () => {
  const PLUS = [...S5, "plus_s5_plus_board"];

  it("is a choice of S-5 alone, listed with its section; refused without S-5 and with the N&W at Richmond K-15 (V-1.6)", () => {
    expect(titleOptions(title1830).find((o) => o.id === "plus_s5_plus_board")).toMatchObject({ section: "S-5.1", requires: "plus_s5" });
    expect(() => game(["plus_s5_plus_board"], 4)).toThrow(/played only with "plus_s5"/);
    expect(() => game([...PLUS, "extra_nw"], 4)).toThrow(/cannot be combined: S-5 on the 1830\+ board has no Richmond at K-15/);
    // The other V-1.6 railroads' Classic-board homes are cities on the 1830+ board too.
    expect(game([...PLUS, "extra_rdr", "extra_nkp", "extra_pmq"], 4).corporations.map((c) => c.sym)).toEqual(expect.arrayContaining(["RDR", "NKP", "PMQ"]));
  });

  it("plays the 1830+ board without board tiles and S-5.1's Classic components (#2): railroads, privates, trains, tiles, money", () => {
    const g = game(PLUS, 4);
    expect(g.data.hexes).toEqual(plusBoard());
    const hex = (coord: string) => g.data.hexes.find((h) => h.coord === coord)!;
    // The 1830+ board: rows K to M, the Gulf at K-1 + L-2, the Deep South at M-13, Altoona without a city (V-7.5).
    expect(["K1", "L2", "M13", "L16", "K13"].map((c) => hex(c).location ?? hex(c).group)).toEqual(["Gulf", "Gulf", "Deep South", "Norfolk", "Richmond"]);
    expect(hex("H12").homeSpace).toEqual({ corporation: "PRR", revenue: 10 });
    expect(hex("H12").content.cities).toBeUndefined();
    // No board tile (T-02's S-5 column "*"): the Coal River hex L-8 stays a mountain, the red areas stay off-board areas.
    expect(hex("L8").terrain).toEqual({ kind: "mountain", cost: 120 });
    expect(hex("F2").content.offboard).toBeDefined();
    expect([g.data.corporations, g.data.companies, g.data.trains, g.data.tiles]).toEqual([data1830.corporations, data1830.companies, data1830.trains, data1830.tiles]);
    expect([g.data.bankCash, g.data.startingCash, g.data.certLimit]).toEqual([data1830.bankCash, data1830.startingCash, data1830.certLimit]);
    // S-5.2's rules stand: the deal, the tokens, the reforms, the end at the top.
    expect(g.data.economicUncertainty).toEqual(scenarioS5().economicUncertainty);
    expect(g.players.every((p) => p.companies.length === 1)).toBe(true);
  });

  it("places the PRR's station on its space on Altoona's track when the PRR starts its first turn (V-7.5)", () => {
    let found: Game | null = null;
    for (let seed = 1; seed < 10 && !found; seed++) found = playUntil(game(PLUS, 4, seed), seed, (g) => g.board.trackStationAt("H12") !== null);
    expect(found, "a game where the PRR starts").not.toBeNull();
    const g = found!;
    expect(g.board.trackStationAt("H12")).toBe("PRR");
    expect(g.corporation("PRR").tokensPlaced).toBe(1);
    expect(g.messages.map((m) => m.text)).toContain("PRR places its station on its space on H12 (V-7.5)");
  });
});

describe("S-5 Uncertain Times: the Economic Uncertainty tokens (S-5.2 3.0)", () => {
  /** An S-5 game with the 5-trains handed out as if bought from the bank. */
  function flipAll(seed: number): { g: Game; flips: string[] } {
    const g = game(S5, 4, seed);
    const prr = g.corporation("PRR");
    const fives = g.depot.upcoming.filter((t) => t.name === "5");
    const flips: string[] = [];
    for (const t of fives) {
      g.depot.remove(t);
      flipUncertaintyToken(g, prr, t);
      flips.push(g.messages.filter((m) => m.text.includes("flips")).at(-1)!.text.match(/"([a-z ]+)"/)![1]!);
    }
    return { g, flips };
  }

  it("flips one token, drawn from the seed, for each new 5-train; the unflipped one leaves the game with the last", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { g, flips } = flipAll(seed);
      expect(flips.length).toBe(3);
      expect(g.uncertainty!.faceDown).toEqual([]);
      expect(g.messages.at(-1)!.text).toMatch(/The last 5-train is bought: the unflipped token \((no change|short runs|retain revenue)\) leaves the game/);
      // The same seed flips the same tokens (a replay); the four tokens' multiset is drawn from.
      expect(flipAll(seed).flips).toEqual(flips);
    }
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => flipAll(s).flips.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("short runs: every train runs as if half its size, rounded up, until the buyer completes its next turn", () => {
    const g = game(S5, 4, 1);
    const prr = g.corporation("PRR");
    g.uncertainty!.faceDown.splice(0, 4, "short runs");
    const five = g.depot.upcoming.find((t) => t.name === "5")!;
    const four = g.depot.upcoming.find((t) => t.name === "4")!;
    const three = g.depot.upcoming.find((t) => t.name === "3")!;
    const diesel = g.depot.upcoming.find((t) => t.name === "D")!;
    flipUncertaintyToken(g, prr, five);
    // "a 4-train or 3-train behaves like a 2-train, while a 5-train behaves like a 3-train"
    expect([five, four, three, diesel].map((t) => routeTrain(t).distance)).toEqual([3, 2, 2, Infinity]);
    endUncertaintyTurn(g, g.corporation("NYC"));
    endUncertaintyTurn(g, prr); // the turn it was bought in
    expect(routeTrain(four).distance).toBe(2);
    endUncertaintyTurn(g, prr); // its next operating turn
    expect([five, four, three].map((t) => routeTrain(t).distance)).toEqual([5, 4, 3]);
    expect(g.messages.at(-1)!.text).toMatch(/PRR has completed its next operating turn: the "short runs" token leaves play/);
  });

  it("retain revenue: the buyer may not pay a dividend in its next turn (refused naming S-5.2 3.0)", () => {
    let found: Game | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      found = playUntil(game(S5, 4, seed), seed, (g) => {
        const corp = g.round instanceof OperatingRound ? g.round.current : null;
        return !!corp && mustRetainRevenue(g, corp) && g.legalActions(corp).some((a) => a.type === "dividend");
      });
    }
    expect(found, "a railroad holding the retain revenue token at its dividend").not.toBeNull();
    const g = found!;
    const corp = (g.round as OperatingRound).current!;
    expect(g.uncertainty!.inPlay.find((t) => t.corporation === corp.sym)).toMatchObject({ kind: "retain revenue", placedThisTurn: false });
    expect(g.legalActions(corp).find((a) => a.type === "dividend")).toMatchObject({ kinds: ["withhold"] });
    expectRefused(g, { type: "dividend", entity: corp.sym, entity_type: "corporation", kind: "payout" }, /S-5\.2 3\.0: .* "retain revenue" token/);
  });

  it("a dividend moves 1 to 4 boxes after the reforms, by the multiples of the share price it reaches (S-5.2 5.5)", () => {
    const g = game(S5, 4, 1);
    expect([dividendBoxes(g, 400, 100), dividendBoxes(g, 90, 100)]).toEqual([1, 1]);
    g.salesReformed = true;
    expect([90, 100, 199, 200, 299, 300, 399, 400, 900].map((d) => dividendBoxes(g, d, 100))).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("in play: every payout after the reforms moves the share value as many boxes as its multiple says", () => {
    let checked = 0;
    for (let seed = 1; seed < 30 && checked < 1; seed++) {
      const g = game(S5, 3 + (seed % 4), seed);
      const random = new RandomPlayer(seed, "builder");
      for (let n = 0; n < 8000 && !g.finished; n++) {
        const action = random.choose(g)!;
        const corp = g.round instanceof OperatingRound ? g.round.current : null;
        const legal = corp ? g.legalActions(corp).find((a) => a.type === "dividend") : undefined;
        if (action.type === "dividend" && action.kind === "payout" && g.salesReformed && corp && legal && legal.type === "dividend") {
          const before = g.market.position(corp.sym)!;
          const price = g.market.price(corp.sym)!;
          const boxes = Math.min(4, Math.max(1, Math.floor(legal.revenue / price)));
          const expected = new StockMarket(g.data.market);
          expected.place(corp.sym, before);
          for (let i = 0; i < boxes; i++) expected.moveRight(corp.sym);
          g.process(action);
          expect(g.market.position(corp.sym)).toEqual(expected.position(corp.sym));
          if (boxes > 1) checked++;
          continue;
        }
        g.process(action);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("S-6 \"Dave? What are you doing...\": the setup (S-6.1) and rules (S-6.2)", () => {
  const data = scenarioS6();
  const hex = (coord: string) => data.hexes.find((h) => h.coord === coord)!;
  const count = (name: string, tiles = data.tiles) => tiles.find((t) => t.name === trackTile(name).tile)?.count;

  it("is offered to tables as a ruleset with its section, its variants played only with it", () => {
    const options = titleOptions(title1830);
    expect(options.find((o) => o.id === "plus_s6")).toMatchObject({ section: "S-6", group: "ruleset" });
    expect(options.filter((o) => o.requires === "plus_s6").map((o) => o.id)).toEqual([
      "plus_s6_random_revenues",
      "plus_s6_unlimited_tiles",
      "plus_s6_additional_tiles",
      "plus_s6_reading",
    ]);
    expect(() => game(["plus_s6_random_revenues"], 4)).toThrow(/played only with "plus_s6"/);
  });

  it("changes the Classic board (S-6.1 #1): K-13 east exit, K-15 west exit (joined), D-24 north-west exit; nothing else", () => {
    expect(hex("K13").content.paths).toEqual(["2-o0", "3-o0", "4-o0"]);
    expect(hex("K15").content.paths).toEqual(["2-c0", "1-c0"]);
    expect(hex("D24").content.paths).toEqual(["1-0", "2-0", "2-1"]);
    const changed = data.hexes.filter((h, i) => JSON.stringify(h) !== JSON.stringify(data1830.hexes[i])).map((h) => h.coord);
    expect(changed).toEqual(["K13", "K15", "D24"]);
    // The Deep South and Richmond now join: a train may run between them.
    const g = game(S6, 4);
    expect(g.board.grid.neighbour(g.board.grid.indexOf("K13"), 4)).toBe(g.board.grid.indexOf("K15"));
  });

  it("uses the Classic tiles and two more B13 (#28) and B14 (#29) (S-6.1 #3); Classic railroads, privates, trains, money", () => {
    expect([count("B13"), count("B14")]).toEqual([3, 3]);
    const others = data.tiles.filter((t) => !["28", "29"].includes(t.name)).map((t) => [t.name, t.count]);
    expect(others).toEqual(data1830.tiles.filter((t) => !["28", "29"].includes(t.name)).map((t) => [t.name, t.count]));
    expect([data.corporations, data.companies, data.trains, data.bankCash]).toEqual([data1830.corporations, data1830.companies, data1830.trains, data1830.bankCash]);
  });

  it("forbids buying a private company from another player (S-6.2), refused naming the rule", () => {
    expect(data.privateSales).toBe(false);
    let found: Game | null = null;
    for (let seed = 1; seed < 10 && !found; seed++) {
      found = playUntil(game(S6, 4, seed), seed, (g) => g.round instanceof StockRound && g.stockRoundNumber >= 2 && g.round.activeEntity() !== null);
    }
    const g = found!;
    const player = g.round.activeEntity() as (typeof g.players)[number];
    const theirs = g.companies.find((c) => !c.closed && c.owner && c.owner !== player && g.players.includes(c.owner as never))!;
    expect(g.legalActions(player).some((a) => a.type === "offer")).toBe(false);
    expectRefused(g, { type: "offer", entity: Number(player.id), entity_type: "player", company: theirs.sym, price: 10 }, /1830 S-6\.2: a player may not buy a private company from another player/);
  });
});

describe("S-6's variants (S-6.3)", () => {
  it("Random Revenues: a die from the seed sets the revenue to 80-120% of normal, and the log shows it", () => {
    const g = game([...S6, "plus_s6_random_revenues"], 4, 3);
    const corp = g.corporation("PRR");
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const revenue = drawnRevenue(g, corp, 100);
      expect([80, 90, 100, 110, 120]).toContain(revenue);
      seen.add(revenue);
      const [, face, percent, paid] = g.messages.at(-1)!.text.match(/^PRR draws a ([1-6]): its revenue is (\d+)% of \$100, \$(\d+) \(1830 S-6\.3 Random Revenues\)$/)!;
      // "1: 80% ... 2: 90% ... 3 or 4: normal ... 5: 110% ... 6: 120%"
      expect(Number(percent)).toBe([80, 90, 100, 100, 110, 120][Number(face) - 1]);
      expect(Number(paid)).toBe(revenue);
    }
    expect(seen.size).toBe(5);
    // Nothing earned, nothing drawn; without the variant, the revenue is as run.
    const before = g.messages.length;
    expect(drawnRevenue(g, corp, 0)).toBe(0);
    expect(g.messages.length).toBe(before);
    expect(drawnRevenue(game(S6, 4, 3), corp, 100)).toBe(100);
  });

  it("Random Revenues in play: the dividend is the drawn revenue", () => {
    const g = game([...S6, "plus_s6_random_revenues"], 4, 2);
    const drawn = playUntil(g, 2, (x) => x.messages.some((m) => / draws a \d/.test(m.text)));
    expect(drawn).not.toBeNull();
    const at = g.messages.findIndex((m) => / draws a \d/.test(m.text));
    const [, sym, percent, run, paid] = g.messages[at]!.text.match(/^(\S+) draws a \d: its revenue is (\d+)% of \$(\d+), \$(\d+)/)!;
    expect(Number(paid)).toBe((Number(run) * Number(percent)) / 100);
    // The routes were run for the normal revenue; the dividend step offers the drawn one.
    const corp = g.corporation(sym!);
    expect(g.legalActions(corp).find((a) => a.type === "dividend")).toMatchObject({ revenue: Number(paid) });
  });

  it("Unlimited track tiles: no tile has a limit", () => {
    const g = game([...S6, "plus_s6_unlimited_tiles"], 4);
    expect(g.data.tiles.length).toBe(scenarioS6().tiles.length);
    expect(g.data.tiles.every((t) => t.count === undefined)).toBe(true);
  });

  it("Additional tiles: +3 #5 and #6, +2 #26, #27, #141-#144, on S-6's tiles; unlimited too when both are chosen", () => {
    const tiles = game([...S6, "plus_s6_additional_tiles"], 4).data.tiles;
    const n = (tile: string) => tiles.find((t) => t.name === tile)?.count;
    expect(["5", "6", "26", "27", "141", "142", "143", "144", "28", "29", "57"].map(n)).toEqual([3, 3, 3, 3, 2, 2, 2, 2, 3, 3, 4]);
    expect(Object.keys(S6_ADDITIONAL_TILES).map((name) => trackTile(name).tile)).toEqual(["5", "6", "26", "27", "141", "142", "143", "144"]);
    // #5 and #6 are yellow cities upgraded by the green city tiles of the set; #141-#144 are green towns.
    expect(tiles.find((t) => t.name === "5")!.upgrades).toEqual(["14", "15"]);
    for (const order of [
      [...S6, "plus_s6_unlimited_tiles", "plus_s6_additional_tiles"],
      [...S6, "plus_s6_additional_tiles", "plus_s6_unlimited_tiles"],
    ]) {
      const both = game(order, 4).data.tiles;
      expect(both.length).toBe(tiles.length);
      expect(both.every((t) => t.count === undefined)).toBe(true);
    }
  });
});

describe("S-6's Reading Railroad (S-6.3 \"Reading Railroad\", S-6.1 #2)", () => {
  const RDR = [...S6, "plus_s6_reading"];
  const classicTile = (name: string) => data1830.tiles.find((t) => t.name === name)!;

  it("is a toggle of S-6, listed with its section; refused with V-1.6's RDR (G-15 or H-16, V-7.6) and V-5.3's limits", () => {
    expect(titleOptions(title1830).find((o) => o.id === "plus_s6_reading")).toMatchObject({ section: "S-6.3", requires: "plus_s6" });
    expect(() => game(["plus_s6_reading"], 4)).toThrow(/played only with "plus_s6"/);
    expect(() => game([...RDR, "extra_rdr"], 4)).toThrow(/cannot be combined: S-6's Reading Railroad starts on H-14/);
    expect(() => game([...RDR, "raised_cert_limits"], 4)).toThrow(/cannot be combined: .*S-6\.3 #3/);
  });

  it("adds the Reading: a 30% president's certificate and seven 10% (S-6.1 #2), two stations $0 and $40 (T-08, errata), home H-14", () => {
    const g = game(RDR, 4);
    const rdr = g.data.corporations.find((c) => c.sym === "RDR")!;
    expect(rdr).toEqual(READING);
    expect(rdr).toMatchObject({ home: "H14", tokens: [0, 40], shares: [30, 10, 10, 10, 10, 10, 10, 10] });
    expect(rdr.homeChoice).toBeUndefined();
    expect(g.data.corporations.map((c) => c.sym)).toEqual([...data1830.corporations.map((c) => c.sym), "RDR"]);
    const corp = g.corporation("RDR");
    expect(corp.shares.map((s) => [s.percent, s.president])).toEqual([[30, true], ...Array(7).fill([10, false])]);
  });

  it("prints a C9 (#43) on H-14 with track E, W, SE and SW, never upgraded, the RDR's station space on it worth 10 (S-6.1 #2, V-7.5)", () => {
    const g = game(RDR, 4);
    const h14 = g.data.hexes.find((h) => h.coord === "H14")!;
    expect(h14).toEqual(READING_HOME);
    // #43 is two pairs of neighbouring sides, each side of one joined to each of the other: turned four sides, E-SE and W-SW.
    const c9 = classicTile("43").paths.map((p) => p.split("-").map((e) => (Number(e) + 4) % 6).join("-"));
    expect([...h14.content.paths].sort()).toEqual([...c9].sort());
    const sides = new Set(h14.content.paths.flatMap((p) => p.split("-").map(Number)));
    expect([...sides].sort()).toEqual([0, 1, 4, 5]); // SW, W, E, SE
    expect(h14.content.color).toBe("brown");
    expect(h14.homeSpace).toEqual({ corporation: "RDR", revenue: 10 });
    // T-09: C9 has no upgrade; no tile of any colour is offered there.
    expect(g.board.legalTileLays("RDR", ["yellow", "green", "brown", "gray"], new Set(), { hexes: ["H14"] })).toEqual([]);
    // Without the toggle H-14 is Classic's plain hex.
    expect(game(S6, 4).data.hexes.find((h) => h.coord === "H14")!.content).toEqual({ color: "white", paths: [] });
  });

  it("adds the two-station B tiles bb2 (#592) x2 and bb7 (#997) x1 for Baltimore and Boston, one C9 fewer, a fifth 4-train, limits +1", () => {
    const data = game(RDR, 4).data;
    const n = (tile: string) => data.tiles.find((t) => t.name === tile)?.count;
    const s6 = scenarioS6();
    expect(["592", "997", "53", "61", "43", "28", "29"].map(n)).toEqual([2, 1, 2, 2, 1, 3, 3]);
    // Both are B tiles with two station circles; Baltimore's and Boston's yellow tiles upgrade to bb1 or bb2, those to bb5 or bb7 (T-09).
    for (const name of ["592", "997"]) expect(data.tiles.find((t) => t.name === name)).toMatchObject({ label: "B", cities: [{ slots: 2 }] });
    expect(data.tiles.find((t) => t.name === "53")!.upgrades).toEqual(["61", "997"]);
    expect(data.tiles.find((t) => t.name === "592")!.upgrades).toEqual(["61", "997"]);
    // S-6.3 "Reading Railroad" #2 and #3.
    expect(data.trains.map((t) => [t.name, t.count])).toEqual(s6.trains.map((t) => [t.name, t.name === "4" ? t.count + 1 : t.count]));
    expect(data.certLimit).toEqual({ 2: 29, 3: 21, 4: 17, 5: 14, 6: 12 });
  });

  it("adds up with the other tile toggles whatever the order chosen", () => {
    const sets = [
      [...RDR, "plus_s6_additional_tiles"],
      [...S6, "plus_s6_additional_tiles", "plus_s6_reading"],
    ].map((rules) => game(rules, 4).data.tiles);
    expect(sets[1]).toEqual(sets[0]);
    const n = (tile: string) => sets[0]!.find((t) => t.name === tile)?.count;
    expect(["5", "6", "592", "997", "43"].map(n)).toEqual([3, 3, 2, 1, 1]);
    for (const rules of [
      [...RDR, "plus_s6_unlimited_tiles"],
      [...S6, "plus_s6_unlimited_tiles", "plus_s6_reading"],
    ]) {
      const tiles = game(rules, 4).data.tiles;
      expect(tiles.every((t) => t.count === undefined)).toBe(true);
      expect(["592", "997", "43"].every((name) => tiles.some((t) => t.name === name))).toBe(true);
    }
  });

  it("pars with its 30% certificate: three shares at the par price; a player with more takes the presidency handing three 10% (S-6.1 #2, 6.4)", () => {
    const found = playUntil(game(RDR, 4, 2), 2, (x) => x.round instanceof StockRound && x.legalActions(x.round.activeEntity()!).some((a) => a.type === "par"));
    expect(found).not.toBeNull();
    const g = found!;
    const player = g.round.activeEntity() as (typeof g.players)[number];
    const cash = player.cash;
    g.process({ type: "par", entity: Number(player.id), entity_type: "player", corporation: "RDR", share_price: "100,0,6" });
    const rdr = g.corporation("RDR");
    expect(rdr.percentOf(player)).toBe(30);
    expect(player.cash).toBe(cash - 300);
    expect(rdr.president).toBe(player);
    // Another player buying four 10% holds more than the president: he takes the 30% certificate for three of his.
    const other = g.players.find((p) => p !== player)!;
    g.pay(g.bank, other, 400);
    for (let i = 0; i < 4; i++) {
      buyShares(g, other, rdr.sharesOf("ipo").slice(0, 1));
      // 6.3: it floats once 60% is sold, the president's 30% and three 10%.
      expect(rdr.floated).toBe(i >= 2);
      // 6.4: 30% each keeps the president; more takes it.
      expect(rdr.president).toBe(i < 3 ? player : other);
    }
    expect(rdr.shares[0]!.holder).toBe(other);
    expect([rdr.percentOf(other), rdr.percentOf(player)]).toEqual([40, 30]);
    expect(rdr.sharesOf(player).every((s) => s.percent === 10)).toBe(true);
  });

  it("places its station on H-14's track when it starts, and counts it as a city worth 10 on its own routes (V-7.5)", () => {
    const g = game(RDR, 4);
    // H-12 Altoona and H-16 Lancaster joined to H-14's west and east sides (tile #57, W-E).
    g.board.layTile("H12", "57-0", 1);
    g.board.layTile("H16", "57-1", 1);
    const rdr = g.corporation("RDR");
    rdr.floated = true;
    g.pay(g.bank, rdr, 700);
    g.round = new OperatingRound(g, 1, 1, 1);
    expect(g.board.trackStationAt("H14")).toBe("RDR");
    expect(rdr.tokensPlaced).toBe(1);
    expect(g.messages.map((m) => m.text)).toContain("RDR places its station on its space on H14 (V-7.5)");
    const best = (corp: string, distance: number) => bestRoutes(g.board, corp, [{ id: `${distance}-0`, distance }], "yellow");
    // A 2-train: the station (10) and one city (20); a 3-train: Altoona, the station, Lancaster.
    expect(best("RDR", 2).revenue).toBe(30);
    expect(best("RDR", 3).revenue).toBe(50);
    // For the PRR at Altoona H-14 is plain track: Altoona to Lancaster.
    g.board.placeToken("PRR", "H12", 0);
    expect(best("PRR", 2).revenue).toBe(40);
  });

  it("refuses a tile on H-14 naming the rule, changing nothing", () => {
    const g = game(RDR, 4);
    const rdr = g.corporation("RDR");
    rdr.floated = true;
    g.pay(g.bank, rdr, 700);
    g.round = new OperatingRound(g, 1, 1, 1);
    expect(g.round.activeEntity()).toBe(rdr);
    expectRefused(g, { type: "lay_tile", entity: "RDR", entity_type: "corporation", hex: "H14", tile: "9-0", rotation: 1 }, /7\.2\.2 #5: H14: a yellow tile cannot replace a brown hex/);
  });
});

describe("random play to the end (sample; the 50-seed runs are `npm run selfplay -- 1830 --options ...`)", () => {
  it.each([
    [S5, 1, 4, "builder"],
    [[...S5, "plus_s5_rest_auctioned"], 2, 3, "uniform"],
    [[...S5, "plus_s5_plus_board"], 3, 5, "builder"],
    [S6, 1, 5, "uniform"],
    [[...S6, "plus_s6_random_revenues", "plus_s6_additional_tiles"], 2, 6, "builder"],
    [[...S6, "plus_s6_reading"], 3, 4, "builder"],
    [[...S6, "plus_s6_reading", "plus_s6_unlimited_tiles"], 4, 5, "uniform"],
  ] as const)("%j seed %i, %i players, %s: every offered action accepted, the books kept, to the end", (rules, seed, n, policy) => {
    const g = playToEnd([...rules], n, seed, policy);
    expect(g.finished).toBe(true);
  });
});
