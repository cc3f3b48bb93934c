// Purchases agreed here by offer and answer (1830 4.1, 7.6) exported in
// 18xx.games' log format: an accepted offer is the buyer's buy_company or
// buy_train at the agreed price, as the reference writes it; a declined offer
// (or one taken back, or still waiting) changed nothing and is left out. The
// export replays here to the same state as the game played (the first three
// cases also in the reference engine, checked with ../shared/tools/fuzz/
// oracle-step.rb; a sale on the seller's turn it cannot read, see
// docs/rules-1830.md), and a log without offers exports unchanged.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportActions } from "../../shared/engine/export.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { type GameLog, logPlayers, logSeed, replayLog, summarize } from "../../shared/engine/replay.ts";
import { GameSession } from "../../shared/engine/session.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { expectRefused } from "./game-checks.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1830/1830_game_end_bank.json", import.meta.url), "utf8")) as GameLog;
const P1 = 15698;
const P2 = 13430;
const P3 = 15688;
const player = (id: number) => ({ entity: id, entity_type: "player" });
const corporation = (sym: string) => ({ entity: sym, entity_type: "corporation" });

/** A live table with the fixture up to the entry with this id, then `moves` played here (with ids after the fixture's). */
function played(id: number, moves: Record<string, unknown>[]): GameSession {
  const prefix = log.actions.slice(0, log.actions.findIndex((a) => a.id === id) + 1);
  const session = new GameSession({ title: title1830, players: logPlayers(log), options: { optional_rules: log.settings?.optional_rules ?? [] }, seed: logSeed(log) }, prefix);
  let next = 10_000;
  for (const move of moves) session.apply({ ...move, id: next++ } as LogEntry);
  return session;
}

/** The exported log replayed here: the state summary it reaches. */
function replayed(actions: LogEntry[]): unknown {
  const game = replayLog(title1830, { ...log, actions });
  return summarize(game, 0);
}

describe("exporting purchases agreed by offer and answer", () => {
  it("a log without offers exports unchanged, undo and redo included", () => {
    expect(exportActions(log.actions)).toEqual(log.actions);
  });

  it("a train bought from another president's corporation exports as the buyer's buy_train at the agreed price; the declined offer is left out (7.6)", () => {
    const session = played(35, [
      { type: "offer", ...corporation("PRR"), train: "2-0", price: 1 },
      { type: "respond", ...corporation("B&O"), train: "2-0", accept: false },
      { type: "offer", ...corporation("PRR"), train: "2-0", price: 150 },
      { type: "respond", ...corporation("B&O"), train: "2-0", accept: true },
    ]);
    const exported = exportActions(session.entries);
    expect(exported.some((a) => a.type === "offer" || a.type === "respond" || a.type === "undo" || a.type === "redo")).toBe(false);
    expect(exported.at(-1)).toEqual({ type: "buy_train", entity: "PRR", entity_type: "corporation", id: 10_003, train: "2-0", price: 150 });
    expect(replayed(exported)).toEqual(summarize(session.game, 0));
    expect(session.game.corporation("PRR").trains.map((t) => t.id)).toEqual(["2-0"]);
  });

  it("a player's private bought by a corporation exports as the corporation's buy_company (4.1)", () => {
    const session = played(73, [
      { type: "offer", ...corporation("B&O"), company: "CS", price: 70 },
      { type: "respond", ...player(P1), company: "CS", accept: true },
    ]);
    const exported = exportActions(session.entries);
    expect(exported.at(-1)).toEqual({ type: "buy_company", entity: "B&O", entity_type: "corporation", id: 10_001, company: "CS", price: 70 });
    expect(replayed(exported)).toEqual(summarize(session.game, 0));
  });

  it("privates sold between players in a stock round export as the buyer's buy_company, on the buyer's turn or the seller's (4.1)", () => {
    const session = played(37, [
      { type: "offer", ...player(P2), company: "SV", price: 45 },
      { type: "respond", ...player(P3), company: "SV", accept: true },
      { type: "offer", ...player(P2), company: "DH", price: 50, to: P1 },
      { type: "respond", ...player(P1), company: "DH", accept: true },
    ]);
    expect(session.game.company("DH").owner).toBe(session.game.player(P1));
    const exported = exportActions(session.entries);
    expect(exported.slice(-2)).toEqual([
      { type: "buy_company", entity: P2, entity_type: "player", id: 10_001, company: "SV", price: 45 },
      { type: "buy_company", entity: P1, entity_type: "player", id: 10_003, company: "DH", price: 50 },
    ]);
    expect(replayed(exported)).toEqual(summarize(session.game, 0));
    // Played live, the same buy_company is refused: the owner has not agreed.
    const live = played(37, []);
    expectRefused(live.game, { type: "buy_company", ...player(P2), company: "SV", price: 45 }, /^1830 4\.1: another player's private is bought by an offer its owner accepts$/);
  });

  it("an offer taken back by an undo, and one still waiting for its answer, are left out", () => {
    const session = played(35, [
      { type: "offer", ...corporation("PRR"), train: "2-0", price: 10 },
      { type: "undo", ...corporation("PRR") },
      { type: "offer", ...corporation("PRR"), train: "2-1", price: 20 },
    ]);
    const exported = exportActions(session.entries);
    expect(exported.some((a) => a.type === "offer" || a.type === "undo")).toBe(false);
    expect(exported).toEqual(effectiveActions(log.actions.slice(0, log.actions.findIndex((a) => a.id === 35) + 1)));
    expect(replayed(exported)).toEqual(summarize(played(35, []).game, 0));
  });
});

describe("a turn left with nothing but a proposal 18xx.games does not have (4.1)", () => {
  // Games played here, cut just before the turn that is left so. 1830-bo-only: Player 1's only move
  // would be to propose buying the BO from another player, which 18xx.games never sells between
  // players. 1830-own-privates-only: Player 1 has just sold a share and could still only propose
  // selling his own privates or buying Player 2's BO. Both engines pass him by themselves.
  const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/selfplay/${name}.json`, import.meta.url), "utf8")) as GameLog;

  it.each(["1830-bo-only", "1830-own-privates-only"])("%s: he passes by himself, so the log holds no pass 18xx.games would refuse", (name) => {
    const log = fixture(name);
    const game = replayLog(title1830, log);
    const p1 = game.players[0]!;
    expect(game.actingEntities()).not.toContain(p1);
    // The BO's owner may still offer it on his own turn (4.1, the seller's turn).
    const bo = game.company("BO");
    expect(bo.owner).not.toBe(p1);
  });

  it("a private a player may buy from another and that 18xx.games sells too still keeps his turn open (4.1)", () => {
    // 1830_game_end_bank entry 37: Player 2, on turn in stock round 2, may buy Player 3's SV.
    const live = played(37, []);
    const p2 = live.game.player(P2);
    expect(live.game.legalActions(p2).some((a) => a.type === "offer" && a.company === "SV" && a.buyer === p2.id)).toBe(true);
  });
});
