// The rules 18Chesapeake adds to the 1830 system, as 18xx.games plays them
// (docs/rules-18chesapeake.md), in positions of its fixtures and in small
// constructed ones: what each rule allows, and that what it forbids is
// refused, leaving the game exactly as it was.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title18Chesapeake } from "../../shared/games/18Chesapeake/index.ts";
import { expectRefused } from "./game-checks.ts";

type Log = GameLog & { result: Record<string, number>; game_end_reason: string };
function log(name: string): Log {
  return JSON.parse(readFileSync(new URL(`../fixtures/18Chesapeake/${name}.json`, import.meta.url), "utf8")) as Log;
}

/** A position of our own random play (test/fixtures/selfplay/README.md): its log, and the game before its last `back` entries. */
function selfplay(name: string, back: number): { log: Log; game: Game } {
  const l = JSON.parse(readFileSync(new URL(`../fixtures/selfplay/${name}.json`, import.meta.url), "utf8")) as Log;
  return { log: l, game: replayLog(title18Chesapeake, l, l.actions.length - back) };
}

/** The game of a fixture just after the log entry with this id. */
function after(name: string, id: number): Game {
  const l = log(name);
  const at = l.actions.findIndex((a) => a.id === id);
  if (at < 0) throw new Error(`no entry ${id} in ${name}`);
  return replayLog(title18Chesapeake, l, at + 1);
}

const player = (id: number) => ({ entity: id, entity_type: "player" });
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });
const company = (sym: string) => ({ entity: sym, entity_type: "company" });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));

describe("18Chesapeake: setting up", () => {
  it("gives each player the starting capital for the number of players from an $8,000 bank", () => {
    const capital: Record<number, number> = { 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 };
    for (const n of [2, 3, 4, 5, 6]) {
      const game = new Game(title18Chesapeake, players(n), {}, 1);
      expect(game.players.map((p) => p.cash)).toEqual(new Array(n).fill(capital[n]));
      expect(game.bank.cash).toBe(8000 - n * capital[n]!);
      expect(game.certLimit()).toBe({ 2: 20, 3: 20, 4: 16, 5: 13, 6: 11 }[n]);
    }
  });

  it("draws the Cornelius Vanderbilt's corporation from the seed, as 18xx.games did for its games", () => {
    const drawn = (seed: number, n: number) => new Game(title18Chesapeake, players(n), {}, seed).company("CV").abilities.filter((a) => a.type !== "noCorporationBuy");
    expect(drawn(22383, 2)).toEqual([
      { type: "share", corporation: "C&O", percent: 20, president: true },
      { type: "closeOnTrainBuy", corporation: "C&O" },
    ]);
  });

  it("in the two-player game, makes every president's certificate 30% but the CV's corporation's, dropping the last certificate", () => {
    const game = new Game(title18Chesapeake, players(2), {}, 22383);
    for (const corp of game.corporations) {
      const percents = corp.shares.map((s) => s.percent);
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
      expect(percents[0]).toBe(corp.sym === "C&O" ? 20 : 30);
      expect(corp.shares.length).toBe(corp.sym === "C&O" ? 9 : 8);
    }
    // three players or more: the usual certificates
    expect(new Game(title18Chesapeake, players(3), {}, 22383).corporations.every((c) => c.shares[0]!.percent === 20)).toBe(true);
  });
});

describe("18Chesapeake: the private auction", () => {
  it("commits only the bids a player leads: an outbid bid leaves his money free for another", () => {
    const game = new Game(title18Chesapeake, players(3), {}, 1);
    game.process({ type: "bid", ...player(1), company: "CV", price: 205 });
    game.process({ type: "bid", ...player(2), company: "CV", price: 210 });
    game.process({ type: "pass", ...player(3) });
    // P1's $205 on the CV no longer leads: all his $800 may go on the B&OR.
    game.process({ type: "bid", ...player(1), company: "B&OR", price: 800 });
    expect(game.player(1).cash).toBe(800);
    // P2 leads the CV at $210: $590 is all he may bid elsewhere.
    expectRefused(game, { type: "bid", ...player(2), company: "C&OC", price: 595 }, /^P2 has only \$590 not committed/);
  });

  it("exports a train when everyone passes once the cheapest private is sold, the round of passes standing for a set of ORs", () => {
    const game = new Game(title18Chesapeake, players(3), {}, 1);
    game.process({ type: "bid", ...player(1), company: "D&R", price: 20 });
    expect(game.depot.upcoming[0]!.id).toBe("2-0");
    for (const p of [2, 3, 1]) game.process({ type: "pass", ...player(p) });
    expect(game.player(1).cash).toBe(800 - 20 + 5);
    expect(game.depot.upcoming[0]!.id).toBe("2-1");
    expect(game.messages.some((m) => m.text === "-- Event: A 2 train exports --")).toBe(true);
  });
});

describe("18Chesapeake: the train export", () => {
  it("exports the bank's next 2, 3 or 4 at the end of each set of operating rounds, starting its phase as a purchase would", () => {
    // 14377: the first set of ORs ends with entry 46; the stock round follows with 47.
    const before = after("14377", 46);
    const next = before.depot.upcoming[0]!;
    const game = after("14377", 47);
    expect(game.messages.some((m) => m.text === `-- Event: A ${next.name} train exports --`)).toBe(true);
    expect(game.depot.upcoming).not.toContain(next);
  });
});

describe("18Chesapeake: the C-P's and B&S's two tiles", () => {
  // 14377 entry 60: the PRR buys the B&S; 61 and 62 lay G5 and F4 with it, 63 the PRR's own tile.
  it("keeps the PRR's track step open for the pass while it owns the B&S unused", () => {
    const game = after("14377", 60);
    expect(game.legalActions(game.company("B&S")).map((a) => a.type)).toContain("lay_tile");
  });

  it("lays a first tile that leads to the other hex, so that the second can join it", () => {
    const game = after("14377", 60);
    expectRefused(game, { type: "lay_tile", ...company("B&S"), hex: "G5", tile: "8-0", rotation: 1 }, /B&S's tiles are laid connected: tile #8 on G5 must lead to F4/);
    const offered = game.legalActions(game.company("B&S")).filter((a) => a.type === "lay_tile" && a.hex === "G5" && a.tile === "8-0");
    expect(offered.flatMap((a) => (a.type === "lay_tile" ? a.rotations : []))).toEqual([0, 2]);
  });

  it("lays the second tile before anything else, joined to the first", () => {
    const game = after("14377", 61);
    expectRefused(game, { type: "lay_tile", ...corporation("PRR"), hex: "E3", tile: "57-2", rotation: 1 }, /./);
    expectRefused(game, { type: "pass", ...corporation("PRR") }, /./);
    expectRefused(game, { type: "lay_tile", ...company("B&S"), hex: "F4", tile: "9-1", rotation: 0 }, /B&S's tiles are laid connected: tile #9 on F4 must join the track of G5/);
    for (const a of game.legalActions(game.company("B&S"))) if (a.type === "lay_tile") expect(a.hex).toBe("F4");
    game.process({ type: "lay_tile", ...company("B&S"), hex: "F4", tile: "9-1", rotation: 2 });
    expect(game.company("B&S").used).toBe(true);
  });

  it("lays the second tile even before the C&OC's pending station", () => {
    const { game } = selfplay("18Chesapeake-lays-before-station", 0);
    expect(game.round.activeEntity()).toBe(game.company("C-P"));
    expectRefused(game, { type: "pass", ...company("C&OC") }, /./);
    game.process({ type: "lay_tile", ...company("C-P"), hex: "I3", tile: "8-1", rotation: 2 });
    expect(game.round.activeEntity()).toBe(game.company("C&OC"));
    expect(game.company("C-P").used).toBe(true);
  });

  it("is forfeited once a tile is laid on one of its hexes otherwise", () => {
    const game = after("14377", 60);
    game.board.layTile("G5", "8-0", 0);
    game.edited();
    expect(game.legalActions(game.company("B&S"))).toEqual([]);
  });
});

describe("18Chesapeake: the two-player game's shares", () => {
  it("moves a corporation's unsold certificates to the market when it floats", () => {
    // 22383 entry 17: Player 2's B&O_3 makes 60% sold.
    const game = after("22383", 17);
    const bo = game.corporation("B&O");
    expect(bo.floated).toBe(true);
    expect(bo.percentOf("ipo")).toBe(0);
    expect(bo.percentOf("pool")).toBe(40);
  });

  it("takes the market's latest certificate out of the game when another than the president buys there, not when the president does", () => {
    // 22383 after entry 82: Player 2's turn; he presides over the B&O, whose shares are in the market.
    const game = after("22383", 82);
    const co = game.corporation("B&O");
    expect(co.president?.id).toBe("5107");
    const pool = co.sharesOf("pool");
    const removed = co.percentOf("removed");
    game.process({ type: "buy_shares", ...player(5107), shares: [pool[0]!.id], percent: 10 });
    expect(co.sharesOf("pool").length).toBe(pool.length - 1);
    expect(co.percentOf("removed")).toBe(removed);
    // As played: Player 2 buys SRR_5, over which Player 1 presides; SRR's latest market certificate leaves the game.
    const before = after("22383", 82).corporation("SRR");
    const latest = before.sharesOf("pool").at(-1)!.id;
    const played = after("22383", 83).corporation("SRR");
    expect(played.shares.find((s) => s.id === latest)!.holder).toBe("removed");
    expect(played.percentOf("removed")).toBe(before.percentOf("removed") + 10);
  });

  it("takes it out of the game also when the other player buys from the initial offering", () => {
    const { log: l, game } = selfplay("18Chesapeake-two-player-ipo-buy", 1);
    const lv = game.corporation("LV");
    expect(lv.sharesOf("pool").map((s) => s.id)).toEqual(["LV_2"]);
    game.process(l.actions.at(-1)!);
    expect(lv.shares[2]!.holder).toBe("removed");
    expect(lv.shares[3]!.holder).toBe(game.player(2));
  });
});

describe("18Chesapeake: as 18xx.games plays the 1830 system", () => {
  it("refuses an upgrade that gives the corporation's routes no new track and no city of new value (semi-restrictive track)", () => {
    const { game } = selfplay("18Chesapeake-no-new-track", 0);
    expectRefused(game, { type: "lay_tile", ...corporation("PRR"), hex: "I3", tile: "19-0", rotation: 2 }, /I3: PRR must use new track or change a city's value/);
  });

  it("has a corporation over the limit a train export set discard first thing in the stock round", () => {
    const { log: l, game } = selfplay("18Chesapeake-discard-after-export", 1);
    expect(game.round.name).toMatch(/Stock Round/);
    const prr = game.corporation("PRR");
    expect(prr.trains.length).toBe(4);
    expect(game.round.activeEntity()).toBe(prr);
    expectRefused(game, { type: "pass", ...player(3) }, /^PRR must first discard down to the train limit of 3/);
    game.process(l.actions.at(-1)!);
    expect(prr.trains.length).toBe(3);
  });

  it("keeps the track step open after the C&OC's tile and station while the corporation owns the C-P unused", () => {
    const { log: l, game } = selfplay("18Chesapeake-track-after-teleport", 1);
    const pass = l.actions.at(-1)!;
    expect(pass).toMatchObject({ type: "pass", entity: "B&O" });
    expect(game.round.actionTypes(game.corporation("B&O"))).toContain("pass");
    expect(game.legalActions(game.company("C-P")).some((a) => a.type === "lay_tile")).toBe(true);
    game.process(pass);
  });
});
