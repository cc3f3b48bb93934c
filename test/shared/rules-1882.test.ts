// The rules of 1882 (../shared/rules/1882-rules.txt), area by area, in real
// positions of 18xx.games games and in small constructed ones: what each rule
// allows, and that what it forbids is refused with a message naming the 1882
// rule, leaving the game exactly as it was.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Corporation, Player } from "../../shared/engine/entities.ts";
import { GameError } from "../../shared/engine/errors.ts";
import { Game } from "../../shared/engine/game.ts";
import { Board } from "../../shared/engine/map.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { expectRefused } from "./game-checks.ts";
import { certificateCount, moveCertificates } from "../../shared/engine/shares.ts";
import { compat1882, data1882 } from "../../shared/games/1882/data.ts";
import { title1882 } from "../../shared/games/1882/index.ts";

type Log = GameLog & { result: Record<string, number>; game_end_reason: string };
const logs = new Map<string, Log>();
function log(name: string): Log {
  let l = logs.get(name);
  if (!l) logs.set(name, (l = JSON.parse(readFileSync(new URL(`../fixtures/1882/${name}.json`, import.meta.url), "utf8")) as Log));
  return l;
}

/** The game of a fixture just after the log entry with this id. */
function after(name: string, id: number): Game {
  const l = log(name);
  const at = l.actions.findIndex((a) => a.id === id);
  if (at < 0) throw new Error(`no entry ${id} in ${name}`);
  return replayLog(title1882, l, at + 1);
}


const player = (id: number | string) => ({ entity: Number(id), entity_type: "player" });
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });
const company = (sym: string) => ({ entity: sym, entity_type: "company" });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));

// 10526: Player 1 = 1047, Player 2 = 3911, Player 3 = 1971.
const G = "10526";
const [P1, P2, P3] = [1047, 3911, 1971];

describe("1882 3: setting up", () => {
  it("gives each player the starting capital for the number of players from a $9,000 bank", () => {
    const capital: Record<number, number> = { 2: 900, 3: 600, 4: 450, 5: 360, 6: 300 };
    for (const n of [2, 3, 4, 5, 6]) {
      const game = new Game(title1882, players(n), {}, 1);
      expect(game.players.map((p) => p.cash)).toEqual(new Array(n).fill(capital[n]));
      expect(game.bank.cash).toBe(9000 - n * capital[n]!);
      expect(game.certLimit()).toBe({ 2: 20, 3: 14, 4: 11, 5: 10, 6: 9 }[n]);
    }
    expect(() => new Game(title1882, players(7), {}, 1)).toThrow(GameError);
  });

  it("sets the four extra trains aside and puts the NWR card under the first train of a type drawn from the seed", () => {
    const game = new Game(title1882, players(3), {}, 10526);
    expect(game.depot.reserve.map((t) => t.id)).toEqual(["3-4", "4-3", "5-2", "6-2"]);
    expect(game.depot.upcoming.filter((t) => t.events.length).map((t) => `${t.id}:${t.events.join()}`)).toEqual(["6-0:nwr"]);
    // 18xx.games drew the same for these seeds (its game logs say so).
    const drawn = (seed: number) => new Game(title1882, players(4), {}, seed).depot.upcoming.find((t) => t.events.length)!.name;
    expect(drawn(5236)).toBe("4");
    expect(drawn(5585)).toBe("5");
    expect(drawn(26178)).toBe("6");
  });

  it("puts a random 10% share with P4 (the Trestle Bridge), drawn after the NWR card", () => {
    const share = (seed: number) => new Game(title1882, players(3), {}, seed).company("TB").abilities.find((a) => a.type === "share");
    expect(share(10526)).toEqual({ type: "share", corporation: "HBR", percent: 10 });
    expect(share(5585)).toEqual({ type: "share", corporation: "GT", percent: 10 });
    expect(share(5236)).toEqual({ type: "share", corporation: "CNR", percent: 10 });
    // the same seed always gives the same setup
    expect(share(777)).toEqual(share(777));
  });
});

describe("1882 9: the private company auction", () => {
  it("refuses a bid that is not a multiple of $5 above the minimum", () => {
    const game = new Game(title1882, players(3), {}, 1);
    expectRefused(game, { type: "bid", ...player(1), company: "TB", price: 147 }, /^1882 9: bids go up in multiples of \$5/);
    game.process({ type: "bid", ...player(1), company: "TB", price: 150 });
    expect(game.player(1).cash).toBe(600); // a bid sets money aside but pays nothing yet
  });

  it("lowers the cheapest private by $5 whenever everyone passes, even after a purchase, and gives it away at $0", () => {
    const game = new Game(title1882, players(3), {}, 1);
    const passAll = (first: number) => {
      for (let i = 0; i < 3; i++) game.process({ type: "pass", ...player(((first - 1 + i) % 3) + 1) });
    };
    passAll(1);
    expect(game.legalActions(game.player(1)).find((a) => a.type === "bid" && a.company === "HB")).toMatchObject({ min: 15, max: 15 });
    game.process({ type: "bid", ...player(1), company: "HB", price: 15 });
    passAll(2); // 1830 would pay the privates' revenue here; 1882 discounts the next one
    expect(game.legalActions(game.player(2)).find((a) => a.type === "bid" && a.company === "SC")).toMatchObject({ min: 45 });
    for (let round = 0; round < 9; round++) passAll(2);
    // $0: Player 2, next in turn, takes the Saskatchewan Central for nothing.
    expect(game.company("SC").owner).toBe(game.player(2));
    expect(game.player(2).cash).toBe(600);
  });

  it("gives P5's buyer the CPR president's certificate, who sets its par before anything else", () => {
    const game = after(G, 27); // Player 3 has just bought the Canadian Pacific
    expect(game.round.activeEntity()).toBe(game.player(P3));
    expectRefused(game, { type: "pass", ...player(P3) }, /1882 9/);
    game.process({ type: "par", ...player(P3), corporation: "CPR", share_price: "100,0,3" });
    expect(game.corporation("CPR").percentOf(game.player(P3))).toBe(20);
    expect(game.player(P3).cash).toBe(600 - 20 - 180); // the certificate itself is free
  });

  it("gives P4's buyer the share drawn at setup", () => {
    const game = after(G, 24);
    expect(game.company("TB").owner).toBe(game.player(P1));
    expect(game.corporation("HBR").percentOf(game.player(P1))).toBe(10);
  });
});

describe("1882 7.1: private companies", () => {
  it("P1 blocks Flin Flon (C11) while a player owns it", () => {
    const game = after(G, 50); // QLL has placed its home station and lays track
    expect(game.company("HB").owner).toBe(game.player(P3));
    expectRefused(game, { type: "lay_tile", ...corporation("QLL"), hex: "C11", tile: "57-0", rotation: 0 }, /^1882 7\.1, 11\.3\.1: C11: the hex is reserved by a private company/);
  });

  it("P4 earns $10 from the bank for every new river crossing, whoever builds it", () => {
    const game = after(G, 50);
    const qll = game.corporation("QLL");
    const owner = game.player(P1); // P4's owner
    const [cash, ownerCash] = [qll.cash, owner.cash];
    game.process({ type: "lay_tile", ...corporation("QLL"), hex: "I11", tile: "2-0", rotation: 5 });
    expect(qll.cash).toBe(cash - 40); // the $40 river between I11 and J10 (11.3.3)
    expect(owner.cash).toBe(ownerCash + 10);
  });

  it("P2 is exchanged for the SCR's president's certificate for one share's price; the SCR places its home and adds a train", () => {
    const game = after("1882_game_end_bankrupt", 154); // Player 6 (7396) owns P2 and may still buy
    const p6 = game.player(7396);
    const par = game.legalActions(p6).find((a) => a.type === "par" && a.corporation === "SC");
    expect(par).toBeDefined();
    const cash = p6.cash;
    game.process({ type: "par", ...player(7396), corporation: "SC", share_price: "67,5,3" });
    const sc = game.corporation("SC");
    expect(p6.cash).toBe(cash - 67);
    expect(sc.percentOf(p6)).toBe(20);
    expect(game.company("SC").closed).toBe(true);
    expect(game.depot.upcoming[0]!.id).toBe("3-4"); // the extra 3-train is sold next
    // Nothing else happens until the SCR's home station is placed.
    expect(game.round.activeEntity()).toBe(sc);
    expectRefused(game, { type: "pass", ...player(7396) }, /^1882 7\.1\.2, 10\.4: SC must first place its home station/);
    expectRefused(game, { type: "place_token", ...corporation("SC"), city: "D8-0-0", slot: 0 }, /^1882 7\.1\.2, 10\.4: SC's home station goes in an open city circle/);
    game.process({ type: "place_token", ...corporation("SC"), city: "57-1-0", slot: 0 });
    expect(game.board.tokensOf("SC")).toEqual([{ hex: "K3", city: 0 }]);
  });

  it("P2's exchange is allowed at the certificate limit: the private given up was a certificate (7.1.2, 10.1)", () => {
    // Random play, seed 1, 4 players, the rule book: the first stock round; Player 4 owns P2 and is on turn.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-nwr-bonus.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1882, position, 8);
    const p4 = game.player(4);
    expect(game.round.activeEntity()).toBe(p4);
    expect(game.company("SC").owner).toBe(p4);
    // Constructed: Player 4 is given shares (not presidents' certificates) up to the limit of 11 certificates.
    const spare = ["CNR", "HBR", "GT", "QLL"].flatMap((sym) => game.corporation(sym).shares.slice(1, 4)).filter((s) => s.holder === "ipo");
    moveCertificates(spare.slice(0, game.certLimit() - certificateCount(game, p4)), p4);
    expect(certificateCount(game, p4)).toBe(11);
    // Another start would exceed the limit; the refusal names the company asked for.
    const other = game.corporations.find((c) => c.parPrice === null && c.sym !== "SC" && c.sym !== "CN")!;
    expectRefused(game, { type: "par", ...player(4), corporation: other.sym, share_price: "76,3,3" }, /^1882 10\.1: Player 4 is at the certificate limit of 11$/);
    game.process({ type: "par", ...player(4), corporation: "SC", share_price: "76,3,3" });
    expect(game.corporation("SC").president).toBe(p4);
    expect(certificateCount(game, p4)).toBe(11);
  });

  it("only P2's owner may start the SCR, and only by the exchange", () => {
    const game = after("1882_game_end_bankrupt", 154);
    const other = game.player(9178);
    game.company("SC").owner = other; // someone else holds P2 now
    expectRefused(game, { type: "par", ...player(7396), corporation: "SC", share_price: "67,5,3" }, /^1882 7\.1\.2: SC may only be started by the owner of Saskatchewan Central/);
  });

  it("the SCR leaves the game once P2 belongs to a corporation, and P2 closes at phase 6", () => {
    const before = after(G, 305);
    expect(Object.keys(summarize(before, 0).corporations as object)).toContain("SC");
    const game = after(G, 306); // the CNR buys P2
    expect(game.corporation("SC").removed).toBe(true);
    expect(Object.keys(summarize(game, 0).corporations as object)).not.toContain("SC");
    expect(game.company("SC").closed).toBe(false); // P2 survived phase 5 ...
    expect(after(G, 317).company("SC").closed).toBe(true); // ... and closes with the first 6-train
  });

  it("P3 moves a station to an NWR city, leaving a neutral station at home, then lays a tile there", () => {
    const game = after(G, 126); // HBR has just bought P3 (the North-West Rebellion)
    expect(game.legalActions(game.company("NWR")).map((a) => a.type)).toEqual(["remove_token"]);
    game.process({ type: "remove_token", ...company("NWR"), city: "57-0-0", slot: 0 });
    expect(game.board.tokensAt("G11")).toEqual([["CN"]]); // the home station became a neutral one
    expect(game.round.actionTypes(game.corporation("HBR"))).toEqual([]); // the move must be finished first
    expectRefused(game, { type: "place_token", ...company("NWR"), city: "J12-3-0", slot: 0 }, /^1882 7\.1\.3: the station moves to C3, D4, D6, E5/);
    game.process({ type: "place_token", ...company("NWR"), city: "E5-0-1", slot: 0 });
    expectRefused(game, { type: "lay_tile", ...company("NWR"), hex: "D4", tile: "57-0", rotation: 2 }, /^1882 7\.1\.3: NWR's extra tile goes on E5/);
    game.process({ type: "lay_tile", ...company("NWR"), hex: "E5", tile: "59-0", rotation: 2 });
    expect(game.board.tileAt("E5").name).toBe("59");
    expect(game.company("NWR").used).toBe(true);
  });

  it("P3's move may be made at any time during the operating turn, also after the trains have run (7.1.3)", () => {
    // Random play, seed 1, 4 players, the rule book: the CPR owns P3, has run its trains and is to pay or withhold.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-p3-after-run.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1882, position);
    expect(game.round.activeEntity()).toBe(game.corporation("CPR"));
    expect(game.round.actionTypes(game.corporation("CPR"))).toContain("dividend");
    expect(game.legalActions(game.company("NWR"))).toEqual([{ type: "remove_token", city: "57-0-0", slot: 0, hex: "I5" }]);
    game.process({ type: "remove_token", ...company("NWR"), city: "57-0-0", slot: 0 });
    game.process({ type: "place_token", ...company("NWR"), city: "C3-0-0", slot: 0 });
    expect(game.board.tokensOf("CPR")).toEqual([{ hex: "C3", city: 0 }]);
    game.process({ type: "pass", ...company("NWR") });
    expect(game.company("NWR").used).toBe(true);
    expect(game.round.actionTypes(game.corporation("CPR"))).toContain("dividend");
    // As 18xx.games plays it (the compatibility option), the move is over once the trains have run.
    const compat = replayLog(title1882, { ...position, settings: { ...position.settings, optional_rules: ["18xx_games"] } });
    expect(compat.round.actionTypes(compat.corporation("CPR"))).toContain("dividend");
    expect(compat.round.actionTypes(compat.company("NWR"))).toEqual([]);
  });

  it("P3 may not move a home station that has a neutral station beside it, nor a station already on an NWR hex", () => {
    const game = after(G, 126);
    game.board.placeToken("CN", "G11", 0); // a neutral station in HBR's home hex
    expect(game.round.actionTypes(game.company("NWR"))).toEqual([]);
    expectRefused(game, { type: "remove_token", ...company("NWR"), city: "57-0-0", slot: 0 }, /^1882 7\.1(\.3)?: /);
  });

  it("P5 may never be sold to a company, and the refusal cites 1882's rule (7.1.5)", () => {
    const game = after(G, 126); // phase 3: the HBR operates; Player 1 owns P5
    expect(game.company("CP").owner).toBeInstanceOf(Player);
    expectRefused(game, { type: "buy_company", ...corporation("HBR"), company: "CP", price: 100 }, /^1882 7\.1\.5: CP may not be sold to a corporation$/);
  });

  it("companies buy privates in phases 3 and 4 only (11); as 18xx.games plays it, in phase 5 too", () => {
    expect(data1882.phases.filter((p) => p.buyCompanies).map((p) => p.name)).toEqual(["3", "4"]);
    expect(compat1882.phases.filter((p) => p.buyCompanies).map((p) => p.name)).toEqual(["3", "4", "5"]);
    // Random play, seed 6, 5 players, as 18xx.games plays it: in phase 5 the GT buys P2 for $25.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-private-phase-5.json", import.meta.url), "utf8")) as GameLog;
    const purchase = position.actions.at(-1)!;
    expect(purchase).toMatchObject({ type: "buy_company", entity: "GT", company: "SC", price: 25 });
    const reading = (rule: string) => replayLog(title1882, { ...position, settings: { ...position.settings, optional_rules: [rule] } }, position.actions.length - 1);
    const book = reading("rule_book");
    expect(book.phase.name).toBe("5");
    expectRefused(book, { ...purchase }, /^1882 7\.1: corporations may buy private companies only in phases 3, 4$/);
    const compat = reading("18xx_games");
    compat.options.consent = false; // as the log replays: the purchase was agreed
    compat.process(purchase);
    expect(compat.company("SC").owner).toBe(compat.corporation("GT"));
  });

  it("P5 closes when the CPR buys a train", () => {
    expect(after("5585", 138).company("CP").closed).toBe(false);
    expect(after("5585", 139).company("CP").closed).toBe(true); // the CPR's first train
  });

  it("at phase 5 every private closes but P2, which corporations may still buy until phase 6", () => {
    const before = after(G, 295);
    expect(before.companies.filter((c) => !c.closed).map((c) => c.sym)).toEqual(["HB", "SC", "NWR", "TB", "CP"]);
    const game = after(G, 296); // the first 5-train
    expect(game.phase.name).toBe("5");
    expect(game.companies.filter((c) => !c.closed).map((c) => c.sym)).toEqual(["SC"]);
    const bought = after(G, 306);
    expect(bought.company("SC").owner).toBe(bought.corporation("CNR"));
  });
});

describe("1882 7.2, 10.4, 10.5: public companies", () => {
  it("offers the par values $67 to $100", () => {
    const game = after(G, 28); // stock round 1, Player 1 to act
    const par = game.legalActions(game.player(P1)).find((a) => a.type === "par" && a.corporation === "QLL");
    expect(par && par.type === "par" && par.prices.map((p) => p.price)).toEqual([100, 90, 82, 76, 71, 67]);
  });

  it("floats at 60% sold with ten times par (full capitalisation)", () => {
    const game = after(G, 40);
    expect(game.corporation("QLL").floated).toBe(false);
    game.process({ type: "buy_shares", ...player(P1), shares: ["QLL_5"], percent: 10 });
    expect(game.corporation("QLL").floated).toBe(true);
    expect(game.corporation("QLL").cash).toBe(670);
  });

  it("the CN may be started only while a neutral station is on the map", () => {
    const game = after(G, 62); // stock round 2: no neutral station yet
    expect(game.legalActions(game.player(P3)).some((a) => a.type === "par" && a.corporation === "CN")).toBe(false);
    expectRefused(game, { type: "par", ...player(P3), corporation: "CN", share_price: "90,1,3" }, /^1882 10\.4, 11\.4: CN may only be started while a neutral station is on the map/);
    const later = after(G, 156); // HBR's home became a neutral station (P3)
    later.process({ type: "par", ...player(P2), corporation: "CN", share_price: "90,1,3" });
    expect(later.corporation("CN").president).toBe(later.player(P2));
  });

  it("the QL chooses which Regina city is its home when it first operates", () => {
    const game = after(G, 45);
    const qll = game.corporation("QLL");
    expect(game.round.activeEntity()).toBe(qll);
    expect(game.legalActions(qll).map((a) => (a.type === "place_token" ? a.city : a.type))).toEqual(["J10-0-0", "J10-0-1"]);
    expectRefused(game, { type: "lay_tile", ...corporation("QLL"), hex: "I11", tile: "2-0", rotation: 5 }, /^1882 11/);
  });

  it("the QL's president still places its home station when Regina's cities have been joined into one (10.4 note 1)", () => {
    // A game played here: Regina is already the brown R2 (the CN's neutral station and one empty circle).
    const joined = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-regina-joined.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1882, joined);
    const qll = game.corporation("QLL");
    expect(game.board.tileAt("J10").name).toBe("R2");
    expect(game.round.activeEntity()).toBe(qll);
    expect(game.board.tokensAt("J10")[0]).not.toContain("QLL");
    expect(game.legalActions(qll).map((a) => (a.type === "place_token" ? a.city : a.type))).toEqual(["R2-0-0"]);
    expectRefused(game, { type: "lay_tile", ...corporation("QLL"), hex: "G11", tile: "15-0", rotation: 2 }, /^1882 11/);
    game.process({ type: "place_token", ...corporation("QLL"), city: "R2-0-0", slot: 1 });
    expect(game.board.tokensAt("J10")[0]).toEqual(["CN", "QLL"]);
  });

  it("refuses a second neutral station in a hex", () => {
    const game = after(G, 481); // QLL at its station step with its neutral station
    const { hex } = game.board.cityById("14-0-0");
    game.board.placeToken("CN", hex, 0); // a neutral station already there
    expectRefused(game, { type: "place_token", ...corporation("QLL"), city: "14-0-0", slot: 1, token_type: "neutral" }, /^1882 11\.4: .*already a neutral station in this hex/);
  });

  it("keeps one circle of Regina for the QL until it places its home station", () => {
    const board = new Board(data1882);
    const reserved = new Map([["J10", ["QLL"]]]);
    board.checkTokenPlacement("GT", "J10", 0, { reserved, needsConnection: false });
    board.placeToken("GT", "J10", 0);
    expect(() => board.checkTokenPlacement("CNR", "J10", 1, { reserved, needsConnection: false })).toThrow(/kept for QLL's home station/);
    board.checkTokenPlacement("QLL", "J10", 1, { reserved, needsConnection: false });
  });

  it("neutral stations: placed free instead of a station, one per hex, and they never fill a city", () => {
    const game = after(G, 225); // GT at its station step with a neutral station on its charter
    const gt = game.corporation("GT");
    const neutral = game.legalActions(gt).filter((a) => a.type === "place_token" && a.tokenType === "neutral");
    expect(neutral.map((a) => (a.type === "place_token" ? a.hex : ""))).toContain("N6");
    const cash = gt.cash;
    game.process({ type: "place_token", ...corporation("GT"), city: "N6-0-0", slot: 0, token_type: "neutral" });
    expect(gt.cash).toBe(cash);
    expect(game.board.tokensAt("N6")).toEqual([["CN"]]);
    expect(gt.neutralLeft).toBe(0);
    // A full city with a neutral station stays open for every route (11.1).
    const board = new Board(data1882);
    board.layTile("K3", "14-0", 0);
    board.placeToken("CPR", "K3", 0);
    board.placeToken("CN", "K3", 0);
    expect(board.isNeutral("CN")).toBe(true);
    expect(() => board.checkTokenPlacement("GT", "K3", 0, { reserved: new Map(), needsConnection: false, owner: "CN" })).toThrow(/1830 7\.3\.2/);
  });
});

describe("1882 10.1, 10.4: the orange zone and 60%", () => {
  it("a player holding 60% of a company in the orange zone may not buy more (only in the brown zone)", () => {
    // Random play, seed 3, 5 players, the rule book: Player 2 holds 60% of the GT at $40 (orange).
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-orange-sixty.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title1882, position);
    const [p2, gt] = [game.player(2), game.corporation("GT")];
    expect(game.round.activeEntity()).toBe(p2);
    expect([gt.percentOf(p2), game.market.zone("GT")]).toEqual([60, "orange"]);
    expect(game.legalActions(p2).filter((a) => a.type === "buy_shares" && a.shares.some((id) => id.startsWith("GT_")))).toEqual([]);
    const share = gt.shares.find((x) => x.holder === "pool" || x.holder === "ipo")!;
    expectRefused(game, { type: "buy_shares", ...player(2), shares: [share.id], percent: 10 }, /^1882 10\.1: Player 2 may hold at most 60% of GT/);
  });
});

describe("1882 10: stock rounds", () => {
  it("refuses selling in the first stock round", () => {
    const game = after(G, 30);
    expectRefused(game, { type: "sell_shares", ...player(P3), shares: ["CPR_0"], percent: 20 }, /^1882 10\.2: .*first stock round/);
  });

  it("brown-zone shares may be bought several in one turn, from the pool and then the initial offering", () => {
    const game = after("1882_game_end_stock_market", 390); // Player 5 has bought four CN shares from the pool
    const p5 = game.player(4655);
    expect(game.market.zone("CN")).toBe("brown");
    game.process({ type: "buy_shares", ...player(4655), shares: ["CN_7"], percent: 10 });
    expect(game.corporation("CN").percentOf(p5)).toBe(70); // over 60% in the brown zone
  });

  it("at the certificate limit only shares of companies in the yellow, orange and brown zones may be bought", () => {
    const game = after(G, 144); // stock round 3, Player 3 to act: 8 certificates, the 3-player limit is 14
    const p3 = game.player(P3);
    p3.cash = 1000;
    const cnr = game.corporation("CNR");
    for (const s of cnr.sharesOf("ipo").filter((x) => !x.president).slice(0, 5)) s.holder = p3;
    game.corporation("CN").sharesOf("ipo").find((x) => !x.president)!.holder = p3;
    game.edited();
    const cpr = game.corporation("CPR").sharesOf("pool")[0]!;
    expectRefused(game, { type: "buy_shares", ...player(P3), shares: [cpr.id], percent: 10 }, /^1882 10\.1: .*certificate limit of 14/);
    expect(game.market.zone("HBR")).toBe("yellow"); // HBR at $60
    const hbr = game.corporation("HBR").sharesOf("pool")[0]!;
    game.process({ type: "buy_shares", ...player(P3), shares: [hbr.id], percent: 10 });
    expect(game.corporation("HBR").percentOf(p3)).toBe(10);
  });

  it("more than 60% of a company only in the orange and brown zones", () => {
    const game = after(G, 144);
    const p3 = game.player(P3);
    p3.cash = 1000;
    game.edited();
    const gt = game.corporation("GT");
    expect(gt.percentOf(p3)).toBe(60);
    const share = gt.sharesOf("pool")[0]!;
    expectRefused(game, { type: "buy_shares", ...player(P3), shares: [share.id], percent: 10 }, /^1882 10\.1: .*at most 60% of GT/);
    game.market.place("GT", { row: 6, col: 0 }); // $45, orange
    game.edited();
    game.process({ type: "buy_shares", ...player(P3), shares: [share.id], percent: 10 });
    expect(gt.percentOf(p3)).toBe(70);
  });

  it("passes the presidency on a tie to the tying player closest to the outgoing president's left", () => {
    const game = after(G, 147); // stock round 3, Player 2 (HBR's president) to act
    const hbr = game.corporation("HBR");
    const holders = [P2, P1, P1, P3, P2, P2, P3, "pool", "ipo"] as const;
    hbr.shares.forEach((s, i) => (s.holder = typeof holders[i] === "number" ? game.player(holders[i] as number) : (holders[i] as "pool" | "ipo")));
    expect(hbr.president).toBe(game.player(P2));
    // Player 2 sells 30% (his president's certificate in part): Players 1 and 3 both hold 20%.
    game.process({ type: "sell_shares", ...player(P2), shares: ["HBR_4", "HBR_5", "HBR_0"], percent: 30 });
    expect(hbr.president).toBe(game.player(P3)); // Player 3 sits to Player 2's left
    expect(hbr.percentOf(game.player(P2))).toBe(10);
  });

  it("moves sold-out companies up at the end of the round", () => {
    const before = after(G, 187);
    const game = after(G, 188);
    expect(before.market.price("HBR")).toBe(40);
    expect(game.market.price("HBR")).toBe(50);
  });
});

describe("1882 11: operating rounds", () => {
  it("lays two yellow tiles, the second for $20, and no third", () => {
    const game = after(G, 51); // QLL laid its first tile
    const qll = game.corporation("QLL");
    const cash = qll.cash;
    game.process({ type: "lay_tile", ...corporation("QLL"), hex: "K11", tile: "7-0", rotation: 3 });
    expect(qll.cash).toBe(cash - 20 - 40); // the second tile and the river
    expectRefused(game, { type: "lay_tile", ...corporation("QLL"), hex: "H12", tile: "9-0", rotation: 0 }, /^1882 11/);
  });

  it("an upgrade is the turn's only lay: no yellow tile after it", () => {
    const game = after(G, 139); // QLL upgraded Regina to R1
    expectRefused(game, { type: "lay_tile", ...corporation("QLL"), hex: "H12", tile: "9-0", rotation: 0 }, /^1882 11\.3: no more tile lays this turn/);
  });

  it("an upgrade is the turn's only lay: not after a yellow tile", () => {
    const game = after(G, 131); // HBR has laid a yellow tile on D4 in phase 3
    expectRefused(game, { type: "lay_tile", ...corporation("HBR"), hex: "I11", tile: "59-0", rotation: 0 }, /^1882 11\.3: an upgrade may not follow another tile lay/);
  });

  it("pays $20 for a yellow tile laid on an NWR hex, after its costs", () => {
    const game = after(G, 130);
    const hbr = game.corporation("HBR");
    const cash = hbr.cash;
    game.process({ type: "lay_tile", ...corporation("HBR"), hex: "D4", tile: "57-2", rotation: 2 });
    expect(hbr.cash).toBe(cash - 20 + 20); // the $20 river, the $20 bonus
  });

  it("counts the fishing exit as a free stop: a 3-train runs B6-C3-D4-E5", () => {
    const game = after(G, 233);
    const route = { train: "3-1", connections: [["B6", "C5", "B4", "C3"], ["D4", "C3"], ["E5", "D4"]] };
    const result = game.board.validateRoutes("HBR", [route], [{ id: "3-1", distance: 3 }], game.phase.offboardColor);
    expect(result.revenue).toBe(110);
    expect(() => game.board.validateRoutes("HBR", [route], [{ id: "3-1", distance: 2 }], game.phase.offboardColor)).toThrow(/1830 7\.4\.1: .*3 stops/);
  });

  it("adds $100 to a route with Hudson Bay and Western Canada", () => {
    const game = after("1882_game_end_bankrupt", 345);
    const route = {
      train: "4-1",
      connections: [["G11", "E11", "D12", "B12"], ["I5", "H6", "I7", "H8", "I9", "H10", "G11"], ["I1", "H2", "I3", "J4", "I5"]],
    };
    const { revenue } = game.board.validateRoutes("CN", [route], [{ id: "4-1", distance: 4 }], game.phase.offboardColor);
    expect(revenue).toBe(240);
  });

  it("off-board areas pay their yellow value until phase 5, their brown value after", () => {
    const board = new Board(data1882);
    const i1 = board.tileAt("I1").type;
    expect([i1.revenue(0, "yellow"), i1.revenue(0, "green"), i1.revenue(0, "brown")]).toEqual([40, 40, 80]);
    expect(data1882.phases.map((p) => p.offboardColor)).toEqual(["yellow", "green", "green", "brown", "brown", "brown"]);
  });

  it("the North-West Rebellion takes yellow tiles off the NWR hexes; stations stay", () => {
    const before = after(G, 316);
    const tiles = summarize(before, 0).tiles as Record<string, string>;
    for (const hex of ["B4", "D4", "D6", "E7", "C5"]) expect(tiles[hex]).toBeDefined();
    const game = after(G, 317);
    const now = summarize(game, 0).tiles as Record<string, string>;
    for (const hex of ["B4", "D4", "D6", "E7", "C5"]) expect(now[hex]).toBeUndefined();
    expect(now.C3).toBe(tiles.C3); // green tiles stay
    expect(game.board.tokensAt("D4")).toEqual(before.board.tokensAt("D4"));
  });

  it("trades a train in for a D-train at the train limit; the traded train leaves the game", () => {
    const game = after("5236", 806); // CN holds two trains, the limit
    const cn = game.corporation("CN");
    expect(cn.trains).toHaveLength(2);
    expectRefused(game, { type: "buy_train", ...corporation("CN"), train: "D-0", price: 1100 }, /^1882 11\.7: CN already has 2 trains/);
    game.process({ type: "buy_train", ...corporation("CN"), train: "D-0", price: 800, exchange: "4-2" });
    expect(cn.trains.map((t) => t.name).sort()).toEqual(["5", "D"]);
    expect(game.depot.discarded).toEqual([]);
  });

  it("another company's train is bought with its president's consent (11.7), a player's private at a price he agrees (7.1)", () => {
    const game = after("1882_game_end_bankrupt", 147); // OR 4.1: HBR (Player 4, $250) buys trains; CPR owns 2-trains
    const hbr = game.corporation("HBR");
    const cpr = game.corporation("CPR");
    expect(cpr.president).not.toBe(hbr.president);
    expectRefused(game, { type: "buy_train", ...corporation("HBR"), train: "2-0", price: 1 }, /^1882 11\.7: .* presides over CPR and must agree to the price: offer it$/);
    expectRefused(game, { type: "buy_company", ...corporation("HBR"), company: "TB", price: 70 }, /^1882 7\.1: Player 1 owns .* and must agree to the price: offer it$/);
    expect(game.legalActions(hbr)).toContainEqual({ type: "offer", train: "2-0", buyer: "HBR", seller: "CPR", min: 1, max: 250 });
    game.process({ type: "offer", ...corporation("HBR"), train: "2-0", price: 100 });
    expect(game.round.activeEntity()).toBe(cpr);
    const [hbrCash, cprCash] = [hbr.cash, cpr.cash];
    game.process({ type: "respond", ...corporation("CPR"), train: "2-0", accept: true });
    expect(hbr.trains.map((t) => t.id)).toContain("2-0");
    expect([hbr.cash, cpr.cash]).toEqual([hbrCash - 100, cprCash + 100]);
    expect(game.round.activeEntity()).toBe(hbr);
  });

  it("a company with a route and no train must buy one; the president pays what it lacks and may go bankrupt", () => {
    const l = log("1882_game_end_bankrupt");
    const bankrupt = l.actions.find((a) => a.type === "bankrupt")!;
    const game = after("1882_game_end_bankrupt", l.actions[l.actions.indexOf(bankrupt) - 1]!.id!);
    const corp = game.round.activeEntity() as Corporation;
    expect(corp).toBeInstanceOf(Corporation);
    expect(corp.trains).toHaveLength(0);
    expectRefused(game, { type: "pass", ...corporation(corp.sym) }, /^1882 11\.7: .* must buy one/);
    game.process({ type: "bankrupt", ...corporation(corp.sym) });
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("bankrupt");
  });
});

describe("1882 11.3.1: the NWR bonus comes after all the turn's lays", () => {
  // Random play, seed 1, 4 players, the rule book: the CPR has laid a yellow tile on an NWR hex and earned $20;
  // a second yellow tile costs $20. Constructed: the CPR has $30 in all, $10 without the bonus.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-nwr-bonus.json", import.meta.url), "utf8")) as GameLog;

  it("the bonus does not pay the second tile's fee: with $10 besides it, the CPR may not lay a second tile", () => {
    const game = replayLog(title1882, position);
    const cpr = game.corporation("CPR");
    expect(game.round.activeEntity()).toBe(cpr);
    expect(game.legalActions(cpr)).toContainEqual({ type: "lay_tile", hex: "F2", tile: "7-1", rotations: [3], cost: 20 });
    game.pay(cpr, game.bank, cpr.cash - 30);
    expect(game.legalActions(cpr).filter((a) => a.type === "lay_tile")).toEqual([]);
    expectRefused(game, { type: "lay_tile", ...corporation("CPR"), hex: "F2", tile: "7-1", rotation: 3 }, /^1882 11\.3\.1, 11\.3\.3: CPR has \$10 before its lay bonuses, laying on F2 costs \$20/);
    game.pay(game.bank, cpr, 10); // $20 besides the bonus: it may
    game.process({ type: "lay_tile", ...corporation("CPR"), hex: "F2", tile: "7-1", rotation: 3 });
    expect(cpr.cash).toBe(20);
  });
});

describe("1882 11.3.1: the home hex first", () => {
  // Random play, seed 6, 4 players, as 18xx.games plays it: P3 has moved the GT's home station from Assiniboia
  // (L8, no track: a neutral station took its place) to Calgary; the GT lays its first tile on C5.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-home-first.json", import.meta.url), "utf8")) as GameLog;
  const reading = (rule: string) => replayLog(title1882, { ...position, settings: { ...position.settings, optional_rules: [rule] } }, 182);
  const lay = position.actions[182]!;

  it("while the home hex has no track, the company lays there or nowhere", () => {
    const game = reading("rule_book");
    expect(game.round.activeEntity()).toBe(game.corporation("GT"));
    expect(game.board.tileAt("L8").color).toBe("white");
    expect(lay).toMatchObject({ type: "lay_tile", entity: "GT", hex: "C5" });
    expect(game.legalActions(game.corporation("GT")).filter((a) => a.type === "lay_tile")).toEqual([]);
    expectRefused(game, { ...lay }, /^1882 11\.3\.1: GT's home hex L8 has no track: GT lays its tile there or nowhere/);
  });

  it("as 18xx.games plays it, the company lays where it likes", () => {
    const game = reading("18xx_games");
    game.process(lay);
    expect(game.board.tileAt("C5").name).toBe("7");
  });
});

describe("1882 11.3.1: track reached by a route", () => {
  // A game played here: CPR (stations in G7 and I5) begins its turn. The straight track in E9 joins
  // its network only through the crossing in H8, which a route would have to cross twice (a loop).
  const loop = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-track-behind-a-loop.json", import.meta.url), "utf8")) as GameLog;

  it("a route uses no track twice, so track it could reach only by a loop is not connected: no tile beyond it", () => {
    const game = replayLog(title1882, loop);
    const cpr = game.corporation("CPR");
    expect(game.actingEntities()).toEqual([cpr]);
    expect(game.legalActions(cpr).some((a) => a.type === "lay_tile" && (a.hex === "D10" || a.hex === "E9"))).toBe(false);
    expectRefused(game, { type: "lay_tile", ...corporation("CPR"), hex: "D10", tile: "9-1", rotation: 4 }, /^1882 11\.3\.1: D10: CPR cannot reach any track of tile #9 from its stations/);
  });
});

describe("1882 11.8: emergency money raising", () => {
  // A game played here: CPR ($116, no train) must buy one; its president, Player 3, has just
  // sold an HBR share at $10 to raise money for it and now has $32 ($148 in all).
  const sale = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-emergency-sale.json", import.meta.url), "utf8")) as GameLog;

  it("no more than the selected train requires: after the sale, another company's train costs more than $138", () => {
    const game = replayLog(title1882, sale);
    const cpr = game.corporation("CPR");
    expect([cpr.cash, cpr.president!.cash, cpr.trains.length]).toEqual([116, 32, 0]);
    const across = game.legalActions(cpr).filter((a) => a.type === "offer" && a.train !== undefined);
    // Only trains worth more than the money there was before the share was sold: the 3-trains ($180), from $139 to $148.
    expect(across.length).toBeGreaterThan(0);
    for (const offer of across) expect(offer).toMatchObject({ min: 139, max: 148 });
    expect(across.every((o) => o.type === "offer" && o.train!.startsWith("3-"))).toBe(true);
    expectRefused(game, { type: "offer", ...corporation("CPR"), train: "2-3", price: 31 }, /^1882 11\.8: .*at least \$139/);
    expectRefused(game, { type: "offer", ...corporation("CPR"), train: "3-0", price: 138 }, /^1882 11\.8: .*at least \$139/);
    game.process({ type: "offer", ...corporation("CPR"), train: "3-0", price: 139 });
  });
});

describe("1882 11.5, 11.7, 11.8: a route only by the fishing exit", () => {
  // Random play, seed 73, 4 players (as 18xx.games plays it): the SC ($730) has no train; its only route is its
  // station on D6 and the fishing exit B6. Its president, Player 1, has $18; the bank sells D-trains ($1,100).
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-fishing-route.json", import.meta.url), "utf8")) as GameLog;
  const start = () => {
    const game = replayLog(title1882, position);
    const sc = game.corporation("SC");
    expect(game.round.activeEntity()).toBe(sc);
    expect([sc.cash, sc.trains.length, sc.president]).toEqual([730, 0, game.player(1)]);
    return game;
  };

  it("the president chooses: the SC may pass (he does not count the fishing exit)", () => {
    const game = start();
    expect(game.legalActions(game.corporation("SC"))).toContainEqual({ type: "pass" });
    game.process({ type: "pass", ...corporation("SC") });
    expect(game.corporation("SC").trains).toEqual([]);
  });

  it("or he counts it and pays what the treasury lacks for the cheapest train", () => {
    const game = start();
    const p1 = game.player(1);
    game.pay(game.bank, p1, 400 - p1.cash); // constructed: he has $400
    const sc = game.corporation("SC");
    const d = game.legalActions(sc).find((a) => a.type === "buy_train" && a.from === "depot");
    expect(d).toMatchObject({ min: 1100, max: 1100 });
    game.process({ type: "buy_train", ...corporation("SC"), train: d!.type === "buy_train" ? d.train : "", price: 1100 });
    expect(sc.trains.map((t) => t.name)).toEqual(["D"]);
    expect([sc.cash, p1.cash]).toEqual([0, 30]);
  });

  it("or he sells shares for it; once he has, the SC must buy the train (11.8)", () => {
    const game = start();
    const p1 = game.player(1);
    game.pay(game.bank, p1, 300 - p1.cash); // constructed: $1,030 in all, $70 short of the D
    expect(game.round.actionTypes(p1)).toEqual(["sell_shares"]);
    const sale = game.legalActions(p1).find((a) => a.type === "sell_shares" && a.corporation === "CN" && a.percent === 20)!;
    game.process({ ...sale, ...player(1) });
    expect(p1.cash).toBe(380);
    expectRefused(game, { type: "pass", ...corporation("SC") }, /^1882 11\.7: SC has a route and no train, so it must buy one/);
    const d = game.legalActions(game.corporation("SC")).find((a) => a.type === "buy_train" && a.from === "depot")!;
    game.process({ type: "buy_train", ...corporation("SC"), train: d.type === "buy_train" ? d.train : "", price: 1100 });
    expect(p1.cash).toBe(10);
  });

  it("without the money, even from sales, he cannot count it: a purchase with his money is refused", () => {
    const game = start();
    expect(game.round.actionTypes(game.player(1))).toEqual([]);
    const d = game.depot.forSale(game.phases.reached).find((t) => t.name === "D")!;
    expectRefused(game, { type: "buy_train", ...corporation("SC"), train: d.id, price: 1100 }, /^1882 11\.7: Player 1 has only \$18 to add/);
  });
});

describe("1882's refusals cite 1882's rule book", () => {
  it("whatever an entity may not do at a position of a game, the refusal names a rule of 1882", () => {
    // Random play, seed 1, 4 players, the rule book: the auction, two stock rounds and operating rounds.
    const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-p3-after-run.json", import.meta.url), "utf8")) as GameLog;
    const messages = new Set<string>();
    replayLog(title1882, position, position.actions.length, (game) => {
      const probes: Record<string, unknown>[] = [];
      for (const p of game.players) {
        const e = player(p.id);
        probes.push({ type: "pass", ...e }, { type: "bankrupt", ...e }, { type: "bid", ...e, company: "TB", price: 500 });
        for (const c of game.corporations) {
          probes.push({ type: "par", ...e, corporation: c.sym, share_price: "100,0,5" });
          const ipo = c.shares.find((x) => x.holder === "ipo");
          if (ipo) probes.push({ type: "buy_shares", ...e, shares: [ipo.id], percent: ipo.percent });
        }
        for (const co of game.companies) probes.push({ type: "buy_company", ...e, company: co.sym, price: co.def.value });
      }
      for (const c of game.corporations) {
        const e = corporation(c.sym);
        probes.push({ type: "pass", ...e }, { type: "bankrupt", ...e }, { type: "dividend", ...e, kind: "payout" }, { type: "run_routes", ...e, routes: [] });
        probes.push({ type: "buy_train", ...e, train: "2-0", price: 80 }, { type: "lay_tile", ...e, hex: "E5", tile: "57-0", rotation: 0 });
        probes.push({ type: "place_token", ...e, city: "E5-0-0", slot: 0 }, { type: "buy_company", ...e, company: "CP", price: 100 });
      }
      for (const co of game.companies) probes.push({ type: "remove_token", ...company(co.sym), city: "E5-0-0", slot: 0 }, { type: "pass", ...company(co.sym) });
      for (const action of probes) {
        const entity = action.entity_type === "player" ? game.player(action.entity as number) : action.entity_type === "company" ? game.company(action.entity as string) : game.corporation(action.entity as string);
        if (game.round.actionTypes(entity).includes(action.type as never)) continue; // allowed: not a refusal to check here
        try {
          game.process(action);
        } catch (e) {
          messages.add((e as Error).message);
        }
      }
    });
    expect(messages.size).toBeGreaterThan(30);
    expect([...messages].filter((m) => !/^1882 \d/.test(m))).toEqual([]);
  });
});

describe("1882 12: the end of the game", () => {
  it("ends by bankruptcy at once, at the end of the round once a share value reaches $350, and after the set when the bank breaks", () => {
    for (const [name, reason] of [
      ["1882_game_end_bankrupt", "bankrupt"],
      ["1882_game_end_stock_market", "stock_market"],
      ["5236", "bank"],
      ["5585", "bank"],
    ] as const) {
      const game = replayLog(title1882, log(name));
      expect(game.endReason).toBe(reason);
      expect(game.result()).toEqual(log(name).result);
    }
  });

  it("a share value at $350 ends the game only when the round ends", () => {
    const l = log("1882_game_end_stock_market");
    // Find the first entry after which the market's top has been reached.
    let at = -1;
    for (let n = l.actions.length - 60; n <= l.actions.length; n++) {
      if (replayLog(title1882, l, n).market.endReached) {
        at = n;
        break;
      }
    }
    expect(at).toBeGreaterThan(0);
    const game = replayLog(title1882, l, at);
    expect(game.finished).toBe(false);
    expect(game.endTrigger).toMatchObject({ reason: "stock_market", timing: "round" });
  });

  it("the players may agree to end the game; nothing is played after", () => {
    const game = after(G, 100);
    game.process({ type: "end_game", ...player(P1) });
    expect(game.finished).toBe(true);
    expect(game.endReason).toBe("manually_ended");
    expectRefused(game, { type: "pass", ...player(P2) }, /the game is over/);
    expect(game.result()).toEqual(Object.fromEntries(game.players.map((p: Player) => [p.id, game.playerValue(p)])));
  });
});

describe("the SC's home station, in 18xx.games' shape", () => {
  it("each city offered names the circle the station takes, as the log writes it (slot)", () => {
    // 1882_game_end_bankrupt: the SC is parred (action 155) and places its home station on 57-1-0, slot 0 (action 156).
    const log = JSON.parse(readFileSync(new URL("../fixtures/1882/1882_game_end_bankrupt.json", import.meta.url), "utf8")) as GameLog;
    const at = log.actions.findIndex((a) => a.id === 156);
    const game = replayLog(title1882, log, at);
    const offered = game.legalActions(game.corporation("SC")).filter((a) => a.type === "place_token");
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((a) => a.type === "place_token" && Number.isInteger(a.slot))).toBe(true);
    const logged = log.actions[at] as unknown as { city: string; slot: number };
    expect(offered.find((a) => a.city === logged.city)).toMatchObject({ slot: logged.slot });
  });
});

describe("1830 7.3.2 as 1882 plays it: a home's kept circle is the city's first", () => {
  // A game played here (1882, random play seed 78 (builder)): after 251 actions the QLL has just laid #15 on
  // Assiniboia (L8), the GT's home; the GT has not placed its station, so one of the two circles is kept for it.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-gt-home-kept.json", import.meta.url), "utf8")) as GameLog;

  it("another railroad's station takes the first circle not kept, as 18xx.games fills the city", () => {
    const game = replayLog(title1882, position);
    const offered = game.legalActions(game.corporation("QLL")).filter((a) => a.type === "place_token" && a.hex === "L8");
    expect(offered.map((a) => a.type === "place_token" && a.slot)).toEqual([1]);
    game.process({ type: "place_token", entity: "QLL", entity_type: "corporation", city: "15-0-0", slot: 1 });
    expect(game.board.tokensAt("L8")[0]).toEqual([null, "QLL"]);
  });
});

describe("1830 7.3.1 as 1882 plays it: a lifted station goes back before anything else", () => {
  // A game played here (1882, random play seed 108 (builder)): after 256 actions the NWR has moved the GT's
  // station to Calgary (E5) and laid #59 there, which lifts it: the GT must put it back in one of the two
  // cities. The GT has no train, so its president (Player 2) will have to sell shares for one.
  const position = JSON.parse(readFileSync(new URL("../fixtures/selfplay/1882-lifted-first.json", import.meta.url), "utf8")) as GameLog;

  it("the president's emergency sale waits until the GT has placed its station", () => {
    const game = replayLog(title1882, position);
    expect(game.actingEntities()).toEqual([game.corporation("GT")]);
    expect(game.legalActions(game.corporation("GT")).map((a) => a.type)).toEqual(["place_token", "place_token"]);
    expectRefused(game, { type: "sell_shares", entity: 2, entity_type: "player", shares: ["CPR_2"], percent: 10 }, /^1882 11\.4: GT's station goes back on E5 first/);
    game.process({ type: "place_token", entity: "GT", entity_type: "corporation", city: "59-0-1", slot: 0 });
    expect(game.legalActions(game.player(2)).map((a) => a.type)).toContain("sell_shares");
  });
});
