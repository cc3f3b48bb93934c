// 1846's named rules in small positions (docs/rules-1846.md): what each refuses, in plain words that cite no
// other title's rules, leaving the game as it was.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { Player } from "../../shared/engine/entities.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { Replay, type GameLog } from "../../shared/engine/replay.ts";
import { corporationBestRoutes } from "../../shared/engine/route-search.ts";
import { expectRefused } from "./game-checks.ts";
import type { PrivateDraft } from "../../shared/games/1846/draft.ts";

const players = [1, 2, 3].map((i) => ({ id: `p${i}`, name: `Player ${i}` }));
const newGame = (options: string[] = ["first_ed"], seed = 3) => new Game(title1846, players, { optional_rules: options }, seed);

describe("1846: setup and the private draft", () => {
  it("the 1st edition and the kept 2nd edition companies are exclusive options", () => {
    expect(() => newGame(["first_ed", "second_ed_co"])).toThrow(/cannot be combined/);
  });

  it("leaves out two of C&O, Erie and PRR at three players, their home stations on the map", () => {
    const game = newGame();
    const out = game.corporations.filter((c) => c.removed);
    expect(out).toHaveLength(2);
    for (const c of out) {
      expect(["C&O", "ERIE", "PRR"]).toContain(c.sym);
      expect(game.board.tokensOf(c.sym)).toHaveLength(1);
    }
  });

  it("the last seat chooses first, among the players' number plus two cards; a card not shown is refused in plain words", () => {
    const game = newGame();
    const draft = game.round as PrivateDraft;
    const active = game.round.activeEntity() as Player;
    expect(active.id).toBe("p3");
    expect(draft.hand()).toHaveLength(5);
    const hidden = draft.deck[draft.deck.length - 1]!;
    const before = JSON.stringify(draft.deck.map((c) => c.sym));
    let message = "";
    try {
      game.process({ type: "bid", entity: "p3", entity_type: "player", company: hidden.sym, price: 0 });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/is not among the cards shown to Player 3/);
    expect(message).not.toMatch(/1830|1889|18Chesapeake/);
    expect(JSON.stringify(draft.deck.map((c) => c.sym))).toBe(before);
  });

  it("a player keeps one card each turn; the rest of his hand goes under the deck", () => {
    const game = newGame();
    const draft = game.round as PrivateDraft;
    const hand = draft.hand();
    const size = draft.deck.length;
    game.process({ type: "bid", entity: "p3", entity_type: "player", company: hand[0]!.sym, price: 0 });
    expect(draft.deck).toHaveLength(size - 1);
    expect(draft.deck).not.toContain(hand[0]);
    expect((game.round.activeEntity() as Player).id).toBe("p2");
  });
});

describe("1846: 18xx.games' own log lines", () => {
  it("are refused from a player at a table, and change nothing", () => {
    const game = newGame();
    const length = game.actions.length;
    expect(() => game.process({ type: "log", entity: "p3", entity_type: "player", message: "x" })).toThrow(/only read from an imported game's log/);
    expect(game.actions.length).toBe(length);
  });
});

describe("1846: the game's end when nothing is left to play", () => {
  it("ends, all closed, once every corporation and private company has closed", async () => {
    const { closeCorporation } = await import("../../shared/engine/closing.ts");
    const { closeCompany } = await import("../../shared/engine/rounds/companies.ts");
    const game = newGame();
    for (const c of game.corporations) if (!c.removed && !c.def.minor) closeCorporation(game, c);
    game.settle();
    expect(game.finished).toBe(false); // the private companies are still open
    for (const c of game.companies) closeCompany(game, c);
    game.edited();
    game.settle();
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("all_closed");
  });
});

describe("1846: the bonuses of privates on hexes, in a run and in the best routes", () => {
  // 10264.json, entry 265: the NYC runs with the Steamboat's bonus on Toledo (D14), given to it before the
  // Steamboat Company closed in phase III; 18xx.games pays its 4-train $200 ("D14-E17-D20-D22 + Port"), $540 in all.
  const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
  const replay = new Replay(title1846, log);
  it("outlast the private's closing and count in the route's revenue", () => {
    const game = replay.at(265);
    expect(game.companies.find((c) => c.sym === "SC")!.closed).toBe(true);
    const runs = game.messages.filter((m) => m.n === 265).map((m) => m.text);
    expect(runs).toContain("NYC runs a 4 train for $200");
  });
  it("count in the best-route search, which finds the run's $540", () => {
    const game = replay.at(264);
    const best = corporationBestRoutes(game, game.corporation("NYC"));
    expect(best.revenue).toBe(540);
    expect(best.routes.find((r) => r.train === "4-0")).toMatchObject({ revenue: 200 });
  });
});

describe("1846: the minors close in phase III", () => {
  it("a minor not taken over closes with its card: its station leaves the map, its cash goes to the bank, its train leaves the game", () => {
    // 3099.json, entry 266: the NYC's 5-train starts phase III while Player 1 still owns the Big 4 ($45, a 2-train, Indianapolis).
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/3099.json", import.meta.url), "utf8")) as GameLog;
    const replay = new Replay(title1846, log);
    const before = replay.at(265);
    const big4 = before.corporation("BIG4");
    expect([big4.closed, big4.cash, big4.trains.length, before.board.tokensOf("BIG4").length]).toEqual([false, 45, 1, 1]);
    const bank = before.bank.cash;
    const train = big4.trains[0]!.id;
    const after = replay.at(266);
    const closed = after.corporation("BIG4");
    expect(after.phase.name).toBe("III");
    expect([closed.closed, closed.cash, closed.trains.length, after.board.tokensOf("BIG4").length]).toEqual([true, 0, 0, 0]);
    expect(after.depot.discarded.map((t) => t.id)).not.toContain(train);
    // The bank receives the minor's $45 beside the 5-train's $500.
    expect(after.bank.cash - bank).toBe(545);
  });
});

describe("1846: Little Miami", () => {
  // 222264.json, entry 66: the B&O has just bought Little Miami; no track joins Cincinnati (H12) and Dayton (G13).
  const log = JSON.parse(readFileSync(new URL("../fixtures/1846/222264.json", import.meta.url), "utf8")) as GameLog;
  const lm = { entity: "LM", entity_type: "company", type: "lay_tile" };
  it("lays a tile in each of Cincinnati and Dayton without a route, $20 cheaper, the second joining the first", () => {
    const game = new Replay(title1846, log).at(66);
    const bo = game.corporation("B&O");
    const cash = bo.cash;
    // Every lay costs $20 here: $20 less is nothing.
    expect(game.legalActions(game.company("LM")).every((a) => a.type === "lay_tile" && a.cost === 0)).toBe(true);
    game.process({ ...lm, hex: "H12", tile: "292-0", rotation: 1 });
    // A tile in Dayton turned away from Cincinnati does not join it, and nothing else happens before the second tile.
    expectRefused(game, { ...lm, hex: "G13", tile: "57-0", rotation: 1 }, /must join the track of H12/);
    expectRefused(game, { entity: "B&O", entity_type: "corporation", type: "lay_tile", hex: "H10", tile: "8-0", rotation: 4 }, /./);
    game.process({ ...lm, hex: "G13", tile: "57-0", rotation: 0 });
    expect(bo.cash).toBe(cash);
    expect(game.legalActions(game.company("LM"))).toEqual([]);
  });
  it("is not used once track joins Cincinnati and Dayton, and says why", () => {
    const game = new Replay(title1846, log).at(66);
    game.board.layTile("H12", "292-0", 1);
    game.board.layTile("G13", "57-0", 0);
    expect(game.legalActions(game.company("LM"))).toEqual([]);
    expectRefused(game, { ...lm, hex: "H12", tile: "295-0", rotation: 0 }, /^Little Miami lays its tiles to join H12 and G13, which track joins already/);
  });
});

describe("1846: a minor's move as a table stores it", () => {
  it("names the minor by its own type, as 18xx.games' logs do, so that an export replays there", async () => {
    const { rulesetOf } = await import("../../shared/engine/session.ts");
    const stored = rulesetOf(title1846).stored({ type: "pass", entity: "MS", entity_type: "corporation" });
    expect(stored).toMatchObject({ entity: "MS", entity_type: "minor" });
    expect(rulesetOf(title1846).stored({ type: "pass", entity: "PRR", entity_type: "corporation" })).toMatchObject({ entity_type: "corporation" });
  });
});

describe("1846: an issue as a table stores it", () => {
  it("carries the price of a share issued (share_price), which 18xx.games pays from its log", async () => {
    const { rulesetOf } = await import("../../shared/engine/session.ts");
    // 222264.json, entry 53: the B&O issues two shares at $70 each (its share value $80), as 18xx.games logged it.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/222264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(52);
    const stored = rulesetOf(title1846).stored({ type: "sell_shares", entity: "B&O", entity_type: "corporation", shares: ["B&O_2", "B&O_3"], percent: 20 }, game);
    expect(stored).toMatchObject({ share_price: 70 });
  });
});

describe("1846: an upgrade's new track", () => {
  it("must give the corporation's routes new track or a city of a new value, as 18xx.games plays it", () => {
    // 10264.json after 66 entries: the IC lays track; #19 on J4 at rotation 0 keeps its used track and adds none it can reach.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(66);
    const lays = game.legalActions(game.corporation("IC")).filter((a) => a.type === "lay_tile" && a.hex === "J4" && a.tile.startsWith("19-"));
    expect(lays.flatMap((a) => (a.type === "lay_tile" ? a.rotations : []))).not.toContain(0);
    expectRefused(game, { type: "lay_tile", entity: "IC", entity_type: "corporation", hex: "J4", tile: "19-0", rotation: 0 }, /must use new track or change a city's value/);
  });
});

describe("1846: a bonus not yet placed", () => {
  it("keeps the owning corporation's turn open for its pass, as 18xx.games waits for it", () => {
    // 222264.json: the B&O buys Boomtown (entry 72) and plays its turn on without placing the bonus (entry 73 left out).
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/222264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(72);
    for (const n of [74, 75, 76, 77]) game.process(log.actions[n - 1]);
    expect(game.legalActions(game.corporation("B&O"))).toEqual([{ type: "pass" }]);
    expect(game.legalActions(game.company("BT"))).toEqual([{ type: "assign", target: "H12", target_type: "hex" }]);
    game.process({ type: "pass", entity: "B&O", entity_type: "corporation" });
    expect(game.legalActions(game.corporation("B&O"))).toEqual([]);
  });
});

describe("1846: a station right's price", () => {
  it("counts as the cheapest station when the step decides whether the corporation may still place one", async () => {
    const { data1846 } = await import("../../shared/games/1846/data.ts");
    // 10264.json after 65 entries: the IC lays two tiles (entries 66 and 67: $20, and nothing on its own J4); then it may place its station in
    // Centralia (I5) for its right's $40.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(65);
    const ic = game.corporation("IC");
    game.pay(ic, game.bank, ic.cash - 65);
    // With $45 left and no shares to issue, the $40 right is what it can pay for (its charter's next station costs $80):
    // the step waits for it.
    const issues = data1846.shareIssues;
    try {
      (data1846 as { shareIssues?: boolean }).shareIssues = false;
      game.process(log.actions[65]);
      game.process(log.actions[66]);
      expect(ic.cash).toBe(45);
      expect(game.legalActions(ic)).toContainEqual(expect.objectContaining({ type: "place_token", hex: "I5", cost: 40 }));
    } finally {
      (data1846 as { shareIssues?: boolean }).shareIssues = issues;
    }
  });
});

describe("1846: a station right without a route", () => {
  it("keeps the station open while what the corporation can raise pays its price", () => {
    // 10264.json after 48 entries: the PRR, its shares issued, may place its station in Fort Wayne (E11) without a route
    // for $60. With $21 it still can, by issuing more shares first, as 18xx.games counts it.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(48);
    const prr = game.corporation("PRR");
    game.pay(prr, game.bank, prr.cash - 21);
    const stations = (game.round as unknown as { stations: { canPlaceToken(c: typeof prr): boolean } }).stations;
    expect(stations.canPlaceToken(prr)).toBe(true);
  });
});

describe("1846: the Chicago and Western Indiana's station not placed yet", () => {
  it("counts as a free station when the station step decides whether to wait, as 18xx.games counts it", async () => {
    const { data1846 } = await import("../../shared/games/1846/data.ts");
    // 20381.json after 226 entries: the C&O has just bought the C&WI and has not placed its station; its track reaches
    // cities with room (Terre Haute, Columbus, Centralia).
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/20381.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(226);
    const co = game.corporation("C&O");
    game.pay(co, game.bank, co.cash);
    const stations = (game.round as unknown as { stations: { canPlaceToken(c: typeof co): boolean } }).stations;
    const issues = data1846.shareIssues;
    try {
      // Without a dollar or a share to issue, only the private's free station is left to wait for.
      (data1846 as { shareIssues?: boolean }).shareIssues = false;
      expect(stations.canPlaceToken(co)).toBe(true);
    } finally {
      (data1846 as { shareIssues?: boolean }).shareIssues = issues;
    }
  });
});

describe("1846: the Mail Contract in a run as the log records it", () => {
  it("is part of the revenue of the route with the most stops, as 18xx.games records and replays it", async () => {
    const { recordedRun } = await import("../../shared/engine/rounds/operating/run-routes.ts");
    // 10264.json, entry 258: the IC runs its 3/5, 4 and 2 trains; 18xx.games pays $110, $170 (D6-G7-I5-I1 + Mail Contract)
    // and $80.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(257);
    const run = recordedRun(game, log.actions[257] as never);
    expect(run.routes.map((r) => r.revenue)).toEqual([110, 170, 80]);
    game.process(log.actions[257]);
    expect(game.messages.filter((m) => m.n === 258).map((m) => m.text)).toContain("IC runs a 4 train for $170");
  });

  it("counts in the best routes, and makes other routes the best", () => {
    // 10264.json after 257 entries: the IC, owning the Mail Contract, runs its 3/5, 4 and 2 trains.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const position = () => {
      const game = new Replay(title1846, log).at(257);
      game.options.best_routes = true;
      return game;
    };
    const game = position();
    const ic = game.corporation("IC");
    const best = corporationBestRoutes(game, ic);
    // The routes best without it earn $350, and $40 more with it (their longest has four stops); others earn $400 with it.
    game.company("MAIL").closed = true;
    const without = corporationBestRoutes(game, ic);
    game.company("MAIL").closed = false;
    expect(without.total).toBe(350);
    expect(best.total).toBe(400);
    expect(best.revenue).toBe(400);
    // What each earns when run: the routes' revenue with the Mail Contract's $10 a stop on the longest.
    const run = (routes: typeof best.routes) => {
      const played = position();
      played.process({ type: "run_routes", entity: "IC", entity_type: "corporation", routes });
      return played.messages.filter((m) => m.n === 258).map((m) => m.text);
    };
    expect(run(best.routes)).toEqual(best.routes.map((r) => expect.stringMatching(new RegExp(`for \\$${r.revenue}$`))));
    expect(best.routes.reduce((t, r) => t + r.revenue, 0)).toBe(400);
    // The best routes without it are now below the best combination: refused where the best must be run.
    expect(() => run(without.routes)).toThrow(/earn \$390, the best combination \$400/);
  });
});

describe("1846: a private's free tiles in the track step", () => {
  it("keep the corporation's track step open however little it has, as 18xx.games counts them", async () => {
    const { data1846 } = await import("../../shared/games/1846/data.ts");
    // 10264.json after 152 entries: the NYC owns the Ohio & Indiana, its tiles not laid (F14, F16 printed), and has
    // made one lay of two.
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/10264.json", import.meta.url), "utf8")) as GameLog;
    const game = new Replay(title1846, log).at(152);
    const nyc = game.corporation("NYC");
    game.pay(nyc, game.bank, nyc.cash - 10);
    const track = (game.round as unknown as { track: { canLayTile(c: typeof nyc): boolean } }).track;
    const issues = data1846.shareIssues;
    try {
      (data1846 as { shareIssues?: boolean }).shareIssues = false;
      expect(track.canLayTile(nyc)).toBe(true);
    } finally {
      (data1846 as { shareIssues?: boolean }).shareIssues = issues;
    }
  });
});
