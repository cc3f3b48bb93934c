// 1817 as 18xx.games' engine reads it: the differences its replay of random games played here
// found (../shared/tools/fuzz/, issue #39), each in the smallest position that shows it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Player } from "../../shared/engine/entities.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { rulesetOf } from "../../shared/engine/session.ts";
import { RULES } from "../../shared/games/index.ts";

const title = RULES["1817"]!;
const played = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/selfplay/${name}.json`, import.meta.url), "utf8")) as GameLog;
const cash = (players: readonly Player[]) => Object.fromEntries(players.map((p) => [p.name, p.cash]));

describe("1817's cash crisis: who sells first", () => {
  it("in the acquisition round, the liquidations nobody bids for go on while a player is below zero; the president of the last one settled sells first", () => {
    // Random play seed 7 (uniform), 4 players: Acquisition Round 1.1 liquidates NYSW (Player 3 settles $10 of its
    // debts, falling to -$10), then B&A (Player 1 settles $10, falling to -$5): nobody could bid for either.
    const game = replayLog(title, played("1817-crisis-after-liquidations"));
    expect(game.round.name).toBe("Acquisition Round 1.1");
    expect(game.messages.some((m) => m.text === "The bank liquidates B&A for nothing, removing its stations on F19")).toBe(true);
    expect(cash(game.players)).toEqual({ "Player 1": -5, "Player 2": 5, "Player 3": -10, "Player 4": -15 });
    expect(game.round.activeEntity()).toBe(game.player(1));
    expect(() => game.process({ type: "bankrupt", entity: 3, entity_type: "player" })).toThrow(/Player 1 owes the bank \$5/);
  });
});

describe("1817's loans after the interest come before the privates", () => {
  it("while the corporation may repay or take loans after its interest, its bridge company places no bridge (18xx.games' loan step comes first)", () => {
    // Random play seed 3 (uniform), 3 players: A&S ($170, 2 loans) has paid its interest in Operating Round 1.1 and may
    // repay a loan; it owns the Ohio Bridge Company (OBC), whose bridge is not placed.
    const game = replayLog(title, played("1817-bridge-after-interest"));
    const as = game.corporation("A&S");
    expect(game.round.activeEntity()).toBe(as);
    expect(game.legalActions(as).map((a) => a.type)).toEqual(["payoff_loan", "pass"]);
    expect(game.company("OBC").owner).toBe(as);
    expect(game.legalActions(game.company("OBC"))).toEqual([]);
    const before = game.actions.length;
    expect(() => game.process({ type: "assign", entity: "OBC", entity_type: "company", target: "H3", target_type: "hex" })).toThrow();
    expect(game.actions.length).toBe(before);
  });
});

describe("1817's corporation sizes in the log", () => {
  it("a size chosen is stored as a number, as 18xx.games writes it and reads it (it refuses \"5\")", () => {
    // Fixture 15528, entry 304: Player 655 chooses the size of the corporation he has won (2 or 5 shares).
    const log = JSON.parse(readFileSync(new URL("../fixtures/1817/15528.json", import.meta.url), "utf8")) as GameLog;
    const game = replayLog(title, { ...log, actions: log.actions.slice(0, 303) });
    const player = game.player(655);
    expect(game.legalActions(player)).toContainEqual(expect.objectContaining({ type: "choose", choices: ["2", "5"] }));
    const ruleset = rulesetOf(title);
    expect(ruleset.stored({ type: "choose", entity: 655, entity_type: "player", choice: "5" }, game)).toMatchObject({ choice: 5 });
    expect(ruleset.stored({ type: "choose", entity: 655, entity_type: "player", choice: 2 }, game)).toMatchObject({ choice: 2 });
  });
});

describe("1817's route bonuses in the recorded run", () => {
  it("a route's recorded revenue counts the bridge it stops at, as 18xx.games pays a run as recorded", () => {
    // Random play seed 7 (builder), 6 players: NYOW runs its 2-train from Cincinnati (G6, the Union Bridge Company's
    // bridge: $10) to Louisville (H3), $20 each.
    const game = replayLog(title, played("1817-bridge-run"));
    const nyow = game.corporation("NYOW");
    expect(game.round.activeEntity()).toBe(nyow);
    const run = { type: "run_routes", entity: "NYOW", entity_type: "corporation", routes: [{ train: "2-0", connections: [["G6", "H5", "I4", "H3"]] }] };
    const stored = rulesetOf(title).stored(run, game) as unknown as { routes: { revenue: number }[] };
    expect(stored.routes.map((r) => r.revenue)).toEqual([50]);
    game.process(stored);
    expect(game.messages.at(-1)!.text).toBe("NYOW runs a 2 train for $50");
  });
});

describe("1817's trains step: the trains of a corporation the bank liquidated", () => {
  it("keep the buyer's trains step waiting for a pass (18xx.games keeps them with their old owner, though nobody may buy them)", () => {
    // Random play seed 1 (builder), 4 players: the bank liquidated NYSW and A&S in Acquisition Round 1.1, their four
    // 2-trains left behind; B&A ($65, at its 2 loans) has just bought a 2+ train in Operating Round 1.2.
    const game = replayLog(title, played("1817-trains-left-by-liquidated"));
    const ba = game.corporation("B&A");
    expect(game.round.name).toBe("Operating Round 1.2");
    expect(game.round.activeEntity()).toBe(ba);
    expect(ba.cash).toBe(65);
    expect(game.corporations.filter((c) => c.trains.length > 0)).toEqual([ba]);
    expect(game.legalActions(ba)).toEqual([{ type: "pass" }]);
    expect(() => game.process({ type: "buy_train", entity: "B&A", entity_type: "corporation", train: "2-1", price: 1 })).toThrow();
  });
});

describe("1817's coal mines keep their tiles", () => {
  it("a hex with a coal mine is never upgraded (18xx.games: \"Cannot upgrade mines\"); the game unchanged", () => {
    // Random play seed 3 (builder), 6 players: a coal mine lies on I8 (tile #7); A&S is in its track step.
    const game = replayLog(title, played("1817-mine-kept"));
    const as = game.corporation("A&S");
    expect(game.round.activeEntity()).toBe(as);
    expect(game.routeBonuses).toContainEqual(expect.objectContaining({ hex: "I8", kind: "coal mine" }));
    expect(game.legalActions(as).filter((a) => a.type === "lay_tile" && a.hex === "I8")).toEqual([]);
    const before = game.actions.length;
    expect(() => game.process({ type: "lay_tile", entity: "A&S", entity_type: "corporation", hex: "I8", tile: "83-0", rotation: 4 })).toThrow(/coal mine on I8 keeps its tile/);
    expect(game.actions.length).toBe(before);
  });
});

describe("1817's second tile lay goes on another hex", () => {
  it("the hex of the turn's first tile takes no second one (18xx.games' cannot_reuse_same_hex); the game unchanged", () => {
    // Random play seed 1 (uniform), 4 players: H has laid tile #5 on B5, its first lay of the turn.
    const game = replayLog(title, played("1817-second-lay-elsewhere"));
    const h = game.corporation("H");
    expect(game.round.activeEntity()).toBe(h);
    const lays = game.legalActions(h).filter((a) => a.type === "lay_tile");
    expect(lays.length).toBeGreaterThan(0);
    expect(lays.filter((a) => a.hex === "B5")).toEqual([]);
    const before = game.actions.length;
    expect(() => game.process({ type: "lay_tile", entity: "H", entity_type: "corporation", hex: "B5", tile: "15-1", rotation: 4 })).toThrow(/B5 had a tile this turn/);
    expect(game.actions.length).toBe(before);
  });
});

describe("1817's last bankruptcy in the acquisition round", () => {
  it("ends the game once the round's automatic moves are made (the liquidations nobody can bid for), as 18xx.games plays it", () => {
    // Random play seed 8 (uniform), 3 players: Player 3 has gone bankrupt; Player 1 owes $150 after settling WT's debts,
    // UR (in the liquidation box, $80) is next.
    const game = replayLog(title, played("1817-last-bankruptcy-settles"));
    expect(game.round.name).toBe("Acquisition Round 2.1");
    expect(game.round.activeEntity()).toBe(game.player(1));
    game.process({ type: "bankrupt", entity: 1, entity_type: "player" });
    expect(game.finished).toBe(true);
    const texts = game.messages.map((m) => m.text);
    const bankrupt = texts.findIndex((t) => t.startsWith("-- Player 1 goes bankrupt"));
    expect(texts.slice(bankrupt).some((t) => t.startsWith("The bank liquidates UR"))).toBe(true);
    expect(texts.slice(bankrupt).some((t) => t.startsWith("All players pass on PSNR"))).toBe(true);
    expect(game.bank.cash).toBe(-447);
  });
});

describe("1817's coal mine tiles lead to a revenue centre", () => {
  it("a mine's tile must lead to a city, town or off-board area beside it whose track meets it or may one day (as 18xx.games lays it); the game unchanged", () => {
    // Random play seed 1 (uniform), 4 players: NYOW owns the Minor Coal Mine (MINC); E18 is one of the mine hexes.
    const game = replayLog(title, played("1817-mine-towards-revenue"));
    expect(game.round.activeEntity()).toBe(game.corporation("NYOW"));
    // As 18xx.games' legal rotations: tile #7 at 3 or 4; no #8 or #9.
    expect(game.legalActions(game.company("MINC")).filter((a) => a.type === "lay_tile" && a.hex === "E18")).toEqual([{ type: "lay_tile", hex: "E18", tile: "7-4", rotations: [3, 4], cost: 0 }]);
    const before = game.actions.length;
    expect(() => game.process({ type: "lay_tile", entity: "MINC", entity_type: "company", hex: "E18", tile: "8-2", rotation: 4 })).toThrow(/must lead to a revenue centre/);
    expect(game.actions.length).toBe(before);
  });
});

describe("1817's acquisition: the buyer's stations to remove wait, the settlement does not", () => {
  it("the bought corporation's shareholders are paid and the round goes on before the buyer's president takes stations off the map, as 18xx.games plays it", () => {
    // Random play seed 7 (builder), 6 players: Player 2 is to bid for NYSW (stations on E22, beside NYOW's, and H3);
    // Player 4 holds NYSW's two shares.
    const game = replayLog(title, played("1817-settled-before-stations"));
    expect(game.round.activeEntity()).toBe(game.player(2));
    game.process({ type: "bid", entity: 2, entity_type: "player", corporation: "NYSW", price: 340 });
    // NYOW wins it and must take a station off E22 first; meanwhile NYSW is settled: $170 a share to Player 4.
    expect(game.round.activeEntity()).toBe(game.corporation("NYOW"));
    expect(game.player(4).cash).toBe(65 + 340);
    expect(game.messages.some((m) => m.text === "NYOW cannot be bought at $300, skipping")).toBe(true);
    game.process({ type: "remove_token", entity: "NYOW", entity_type: "corporation", city: "E22-0-1", slot: 0 });
    expect(game.board.tokensOf("NYSW")).toEqual([]);
    expect(game.board.tokensOf("NYOW").map((t) => t.hex).sort()).toEqual(["E22", "H3"]);
    expect(game.round.name).toBe("Operating Round 1.2");
  });
});

describe("1817's acquisition round after a bankruptcy", () => {
  it("a corporation up for auction that its president's bankruptcy puts into the liquidation box is no longer eligible (as 18xx.games plays it, to the same state)", () => {
    // Random play seed 4 (uniform), 3 players: H is offered for acquisition; its president, Player 1, owes $105 after
    // settling NYOW's debts, Player 3 has gone bankrupt.
    const game = replayLog(title, played("1817-no-longer-eligible"));
    expect(game.round.name).toBe("Acquisition Round 2.2");
    expect(game.round.activeEntity()).toBe(game.player(1));
    game.process({ type: "bankrupt", entity: 1, entity_type: "player" });
    const texts = game.messages.map((m) => m.text);
    const bankrupt = texts.findIndex((t) => t.startsWith("-- Player 1 goes bankrupt"));
    expect(texts.slice(bankrupt)).toContain("H is no longer eligible to be auctioned");
    expect(texts.slice(bankrupt).some((t) => t.startsWith("The bank liquidates H"))).toBe(false);
    expect(game.finished).toBe(true);
  });
});

describe("1817's station markers owed by a new corporation", () => {
  it("are bought as soon as a share bought from its treasury lets it pay (as 18xx.games retries after each purchase)", () => {
    // Random play seed 13 (uniform), 6 players: R started this round with $45 and 5 shares, owing a station marker ($50).
    const game = replayLog(title, played("1817-markers-after-purchase"));
    const r = game.corporation("R");
    expect(r.cash).toBe(45);
    game.process({ type: "buy_shares", entity: 3, entity_type: "player", shares: ["R_1"], percent: 20 });
    expect(game.messages.at(-1)!.text).toBe("R buys 1 station marker for $50");
    expect(r.cash).toBe(45);
  });
});

describe("1817's obsolete trains discarded", () => {
  it("an obsolete 2+ train discarded over the limit leaves the game, not for the open market (as 18xx.games reclaims it)", () => {
    // Random play seed 11 (builder), 4 players: the first 4-train made the 2+ trains obsolete; A&S (two 2+, two 3, limit
    // 3) discards.
    const game = replayLog(title, played("1817-obsolete-discarded"));
    const as = game.corporation("A&S");
    expect(game.round.activeEntity()).toBe(as);
    game.process({ type: "discard_train", entity: "A&S", entity_type: "corporation", train: "2+-0" });
    expect(as.trains.map((t) => t.id)).toEqual(["2+-3", "3-2", "3-3"]);
    expect(game.depot.discarded).toEqual([]);
  });
});

describe("1817's obsolete train discarded", () => {
  it("leaves the game: the bank does not sell it again (18xx.games puts only a train not obsolete in the open market)", () => {
    // Random play seed 11 (builder), 4 players: the 4-train exported at the end of the operating rounds made the 2+
    // trains obsolete; A&S, over its limit, discarded its 2+-0 (entry 233). DL&W then bought it from the bank for $100,
    // which 18xx.games refuses ("Not a buyable train: 2+-0").
    const game = replayLog(title, played("1817-obsolete-discard"));
    const dlw = game.corporation("DL&W");
    expect(game.phase.name).toBe("4");
    expect(game.round.activeEntity()).toBe(dlw);
    expect(game.depot.discarded.map((t) => t.id)).toEqual([]);
    expect(game.legalActions(dlw).filter((a) => a.type === "buy_train").map((a) => (a as { train: string }).train)).not.toContain("2+-0");
    const before = game.actions.length;
    expect(() => game.process({ type: "buy_train", entity: "DL&W", entity_type: "corporation", train: "2+-0", price: 100 })).toThrow();
    expect(game.actions.length).toBe(before);
  });
});

describe("1817's station markers owed at the start", () => {
  it("a corporation that could not pay for its markers buys them as soon as a share bought from it pays for them, and is not liquidated", () => {
    // Random play seed 13 (uniform), 5 players: R started with $45, short of the $50 of its station marker; Player 3 then
    // bought a 20% share of R for $50, and 18xx.games' R bought its marker at once ("R buys 1 token for $50"). Here R
    // was liquidated at the round's end, and the operating round skipped it.
    const game = replayLog(title, played("1817-markers-bought-with-share"));
    const r = game.corporation("R");
    expect(game.messages.some((m) => m.text === "R buys 1 station marker for $50")).toBe(true);
    expect(r.cash).toBe(45);
    expect(game.market.price("R")).toBe(50);
    expect(game.round.name).toBe("Operating Round 4.1");
    expect(game.round.activeEntity()).toBe(r);
  });
});

describe("1817's discard after an acquisition", () => {
  it("waits: the purchase is settled and the next corporations offered first, and the cash crisis it brings comes before the discard", () => {
    // Random play seed 36 (uniform), 5 players: R, at its limit of trains, acquires the liquidated PW and its four trains;
    // Player 1, PW's president, settles its debts ($490) and falls below zero. 18xx.games settles the purchase and skips
    // R (nobody can buy it) in the same action, then asks Player 1 to sell before R discards. Here R discarded first.
    const game = replayLog(title, played("1817-crisis-before-discard"));
    const texts = game.messages.map((m) => m.text);
    const settled = texts.indexOf("Player 1 settles PW's debts for $490");
    expect(settled).toBeGreaterThan(0);
    expect(texts.slice(settled + 1)).toEqual(["R cannot be bought at $200, skipping"]);
    expect(game.corporation("R").trains).toHaveLength(5);
    expect(game.round.activeEntity()).toBe(game.player(1));
    expect(game.player(1).cash).toBe(-458);
    expect(game.legalActions(game.corporation("R"))).toEqual([]);
  });
});

describe("1817's station take-over: the taker's station in a shared city goes back at once", () => {
  it("as the acquisition is made, before the choice of stations to take off the map, which is among the rest; the settled corporation's stations count for nobody meanwhile (as 18xx.games plays it)", () => {
    // Random play seed 33 (builder), 6 players: UR (stations on B5 and C8) is in an acquisition box; WT has 8 stations,
    // one of them beside UR's in C8's city. Player 2 bids $10 for UR and WT, his only corporation, buys it.
    const game = replayLog(title, played("1817-charter-before-choice"));
    game.process({ type: "bid", entity: 2, entity_type: "player", corporation: "UR", price: 10 });
    const wt = game.corporation("WT");
    expect(game.messages.some((m) => m.text === "WT's station on C8 goes back to its charter: UR has one in that city")).toBe(true);
    expect(game.board.tokensOf("WT").map((t) => t.hex)).not.toContain("C8");
    expect(game.round.activeEntity()).toBe(wt);
    // 7 of WT's and UR's 2 (UR settled, they stand for nobody), as 18xx.games counts them.
    const tokens = (summarize(game, game.actions.length) as { corporations: Record<string, { tokens: number }> }).corporations;
    expect([tokens.WT!.tokens, tokens.UR!.tokens]).toEqual([7, 0]);
    const choices = game.legalActions(wt) as { city: string; slot: number; hex: string }[];
    expect(choices).toHaveLength(9);
    // UR's station in C8's city; WT's own left that slot.
    expect(choices.filter((c) => c.hex === "C8")).toEqual([{ type: "remove_token", city: "592-0-0", slot: 1, hex: "C8" }]);
    const before = game.actions.length;
    expect(() => game.process({ type: "remove_token", entity: "WT", entity_type: "corporation", city: "592-0-0", slot: 0 })).toThrow(/WT takes off the map one of the stations on/);
    expect(game.actions.length).toBe(before);
    game.process({ type: "remove_token", entity: "WT", entity_type: "corporation", city: "592-0-0", slot: 1 });
    expect(game.board.tokensOf("WT").map((t) => t.hex).sort()).toEqual(["B5", "D19", "D7", "E22", "F3", "H3", "I12", "I16"]);
    expect(game.board.tokensAt("C8")).toEqual([[null, null]]);
  });
});

describe("1817's station taken over goes into its city's first open slot", () => {
  it("as 18xx.games places the marker again: the slot the taker's own station left comes first", () => {
    // Random play seed 49 (builder), 7 players: NYOW (liquidated) has its home station in D9's second slot beside PW's
    // in the first; Player 1's PW buys it for $10 (entry 156, Player 5 passing).
    const log = played("1817-president-swap");
    const game = replayLog(title, { ...log, actions: log.actions.slice(0, 155) });
    expect(game.board.tokensAt("D9")).toEqual([["PW", "NYOW"]]);
    game.process(log.actions[155] as never);
    expect(game.messages.some((m) => m.text.startsWith("PW acquires NYOW"))).toBe(true);
    expect(game.board.tokensAt("D9")).toEqual([["PW", null]]);
  });
});

describe("1817's presidency handed over in a 5-share corporation", () => {
  it("the new president hands the old one shares of 40% for the president's certificate: two of 20%, not all he holds", () => {
    // Random play seed 49 (builder), 7 players: Player 1 presides R (5 shares) with its 40% certificate; Player 4 holds
    // two 20% shares and buys the treasury's last.
    const game = replayLog(title, played("1817-president-swap"));
    game.process({ type: "buy_shares", entity: 4, entity_type: "player", shares: ["R_3"], percent: 20 });
    const r = game.corporation("R");
    expect(r.president).toBe(game.player(4));
    expect([r.percentOf(game.player(1)), r.percentOf(game.player(4))]).toEqual([40, 60]);
  });
});

// The volatility option's privates, in random games with the option (docs/rules-1817.md).
describe("1817's Ponzi Scheme (P13, volatility)", () => {
  it("closes once the corporation it was put into has started, as 18xx.games closes it", () => {
    // Random play seed 8 (builder, volatility), 6 players: Player 3 has won H and put the Ponzi Scheme ($100) and the
    // Country Ranch into it; he is to put the Mail Contract in, which starts H.
    const log = played("1817-volatility-privates");
    const game = replayLog(title, { ...log, actions: log.actions.slice(0, 103) });
    const h = game.corporation("H");
    expect(game.company("P13").owner).toBe(h);
    game.process({ type: "assign", entity: 3, entity_type: "player", target: "MAIL", target_type: "company" });
    expect(game.messages.some((m) => m.text === "H starts with $0 and 2 shares")).toBe(true);
    expect(game.company("P13").closed).toBe(true);
    expect(h.companies.map((c) => c.sym).sort()).toEqual(["MAIL", "P22"]);
  });
});

describe("1817's Golden Parachute (P20, volatility)", () => {
  it("pays the president of the corporation owning it $100 when another player's corporation buys it (CompanyAbility goldenParachute)", () => {
    // Random play seed 8 (builder, volatility), 6 players: J, presided by Player 1 and owning the Golden Parachute, is
    // auctioned; Player 4 bids $140 and wins it for GT.
    const game = replayLog(title, played("1817-volatility-privates"));
    const cash = game.player(1).cash;
    game.process({ type: "bid", entity: 4, entity_type: "player", corporation: "J", price: 140 });
    expect(game.messages.map((m) => m.text)).toContain("Player 1 collects $100 from P20 - Golden Parachute");
    expect(game.company("P20").owner).toBe(game.corporation("GT"));
    expect(game.player(1).cash).toBeGreaterThanOrEqual(cash + 100);
  });
});

describe("1817's ranches (P22, P23, volatility)", () => {
  it("lay no tile beside a hex whose tile is labelled B (18xx.games: not beside a B city), a tile laid since counting; the game unchanged", () => {
    // Random play seed 6 (builder, volatility), 4 players: R owns the Rural Ranch (P23) and is in its track step; in the
    // game it laid the ranch's tile on D17.
    const game = replayLog(title, played("1817-volatility-ranches"));
    const ranch = game.company("P23");
    const lays = () => new Set(game.legalActions(ranch).filter((a) => a.type === "lay_tile").map((a) => (a as { hex: string }).hex));
    expect(lays().has("D17")).toBe(true);
    // A position made for the test: a B city's green tile (#592) on D19 (a city beside D17) for its own.
    expect(game.board.tileAt("D19").label).toBeUndefined();
    game.board.layTile("D19", game.board.nextCopy("592")!, 0);
    game.edited();
    expect(lays().has("D17")).toBe(false);
    const before = game.actions.length;
    expect(() => game.process({ type: "lay_tile", entity: "P23", entity_type: "company", hex: "D17", tile: "9-3", rotation: 4 })).toThrow(/lays no tile beside a hex labelled B/);
    expect(game.actions.length).toBe(before);
  });

  it("are taken off the hexes beside Pittsburgh when the Pittsburgh Steel Mill lays its tile there, their tiles free again (as 18xx.games removes them)", () => {
    // Random play seed 6 (builder, volatility), 4 players: WT owns the Pittsburgh Steel Mill (PSM) and lays its #X00 on
    // Pittsburgh (F13) in the game's next move.
    const log = played("1817-volatility-ranches");
    const game = replayLog(title, { ...log, actions: log.actions.slice(0, 92) });
    expect(game.round.activeEntity()).toBe(game.corporation("WT"));
    // A position made for the test: ranches on E12 (beside Pittsburgh) and B11 (not).
    game.routeBonuses.push({ hex: "E12", kind: "ranch", amount: 10, fixesTile: true }, { hex: "B11", kind: "ranch", amount: 10, fixesTile: true });
    game.edited();
    game.process(log.actions[92] as never);
    expect(game.messages.some((m) => m.text === "The ranch on E12 is removed")).toBe(true);
    expect(game.routeBonuses.filter((b) => b.kind === "ranch").map((b) => b.hex)).toEqual(["B11"]);
  });
});

describe("1817's volatility sale: a player short of every item's value", () => {
  it("still puts an item of the pyramid's bottom row up for nothing, as 18xx.games waits for his bid (he may not pass)", () => {
    // Random play seed 1 (builder, volatility), 4 players: Player 4 has just bought the Union Bridge Company; Player 1,
    // left of its opener, has $15 left, less than any private's value.
    const game = replayLog(title, played("1817-volatility-sale"));
    const p1 = game.player(1);
    expect(p1.cash).toBe(15);
    expect(game.companies.filter((c) => !c.owner && !c.closed).every((c) => c.def.value > 15)).toBe(true);
    expect(game.round.activeEntity()).toBe(p1);
    expect(new Set(game.legalActions(p1).map((a) => a.type))).toEqual(new Set(["bid"]));
    game.process({ type: "bid", entity: 1, entity_type: "player", company: "P18", price: 0 });
    expect(game.messages.at(-1)!.text).toBe("Player 1 puts P18 - Express Track up for sale with a bid of $0");
  });
});

describe("1817's Inventor (P14, volatility)", () => {
  it("pays its corporation for a type the first time a train of it changes hands while a corporation owns it, even bought from another corporation (as 18xx.games pays at each train's removal)", () => {
    // Random play seed 7 (builder, volatility), 5 players: the first 2-trains left the bank while a player held the
    // Inventor; Player 3 has since put it into NYSW. A&A is to buy a 2-train from A&S for $5.
    const log = played("1817-volatility-inventor");
    const before = replayLog(title, log);
    expect(before.company("P14").owner).toBe(before.corporation("NYSW"));
    // A purchase between two presidents' corporations, agreed as a log replays it.
    const buy = { type: "buy_train", entity: "A&A", entity_type: "corporation", train: "2-1", price: 5 };
    const game = replayLog(title, { ...log, actions: [...log.actions, buy as (typeof log.actions)[number]] });
    expect(game.messages.filter((m) => m.n === log.actions.length + 1).map((m) => m.text)).toEqual(["NYSW collects $20 from P14 - Inventor", "A&A buys a 2 train for $5 from A&S"]);
    expect(game.corporation("NYSW").cash).toBe(before.corporation("NYSW").cash + 20);
  });
});

describe("1817's loans after the interest come before a discard", () => {
  it("a corporation over the train limit after its own purchase pays its interest and may repay before it discards (18xx.games' loan step comes first)", () => {
    // Random play seed 205 (builder), 11 players: Bess, with 2+, 2+ and 3 trains and 4 loans, buys the first 4-train in
    // Operating Round 2.1; the train limit falls to 3 and it can buy no more. 18xx.games takes its interest and offers
    // its repayments (its loan step) before its discard; here the discard came first, and 18xx.games refused it.
    const game = replayLog(title, played("1817-loans-before-discard"));
    const bess = game.corporation("Bess");
    expect(bess.trains.length).toBe(4);
    expect(game.trainLimit(bess)).toBe(3);
    expect(game.round.activeEntity()).toBe(bess);
    expect(game.legalActions(bess).map((a) => a.type)).toEqual(["payoff_loan", "take_loan", "pass"]);
    expect(() => game.process({ type: "discard_train", entity: "Bess", entity_type: "corporation", train: "3-11" })).toThrow();
    game.process({ type: "pass", entity: "Bess", entity_type: "corporation" });
    // Then the discard, before the next corporation operates.
    expect(game.round.activeEntity()).toBe(bess);
    expect(game.legalActions(bess).every((a) => a.type === "discard_train")).toBe(true);
  });
});

describe("1817's corporations liquidated for their station markers", () => {
  it("go into the liquidation box in the game's order of corporations, which orders the acquisition round's offers (as 18xx.games)", () => {
    // Random play seed 205 (builder), 11 players: Belt and then A&A were started in Stock Round 7 and bought no station
    // markers. 18xx.games liquidates A&A first (its list of corporations), so A&A is first in the box's cell and is
    // offered after Belt in the acquisition round (last in operating order first); here Belt went first.
    const game = replayLog(title, played("1817-markers-liquidation-order"));
    const texts = game.messages.map((m) => m.text);
    expect(texts.indexOf("A&A did not buy its station markers and is liquidated")).toBeLessThan(texts.indexOf("Belt did not buy its station markers and is liquidated"));
    expect(texts.indexOf("A&A did not buy its station markers and is liquidated")).toBeGreaterThan(-1);
    expect(game.market.stackIndex("A&A")).toBeLessThan(game.market.stackIndex("Belt"));
    expect(game.compareForOperating(game.corporation("A&A"), game.corporation("Belt"))).toBeLessThan(0);
  });
});
