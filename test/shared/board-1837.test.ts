// The 1837 board: the map as 18xx.games names it (the ids its logs give
// printed tiles and cities), every tile lay of the 1837 fixture passing our
// tile rules, and 1837's own track rules: the Wien tiles keep each city's
// track and stations in their city and the brown Wien tile merges the k.k.
// home stations (VI.2), two yellow towns becoming one, Bozen's brown "B",
// Bosnia closed before phase 3, the coal mines valued by phase.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { Board, printedTileIds, type TileLay } from "../../shared/engine/map.ts";
import type { Color } from "../../shared/engine/title.ts";
import { data1837, ITALY_HEXES } from "../../shared/games/1837/data.ts";

const ALL: Color[] = ["yellow", "green", "brown"];
const PHASES = new Set(["2", "3", "3+1", "4", "5"]);

/** The ids 18xx.games gives the printed tiles, in the order of our map (read from its engine). */
const REFERENCE_IDS = "A11-0 A13-0 B8-0 B26-0 B32-0 C19-0 C21-0 D38-0 E11-0 F26-0 G9-0 G37-0 H8-0 J34-0 K1-0 K31-0 K33-0 L30-0 M13-0 N14-0 N22-0 O17-0 P20-0 blank-0 blank-1 blank-2 blank-3 blank-4 blank-5 blank-6 blank-7 blank-8 blank-9 blank-10 blank-11 blank-12 blank-13 blank-14 blank-15 blank-16 blank-17 blank-18 blank-19 blank-20 blank-21 blank-22 blank-23 blank-24 blank-25 blank-26 blank-27 blank-28 blank-29 blank-30 blank-31 blank-32 blank-33 blank-34 blank-35 blank-36 blank-37 blank-38 blank-39 blank-40 blank-41 blank-42 blank-43 blank-44 blank-45 blank-46 blank-47 B16-0 C17-1 C25-2 D28-3 D30-4 E21-5 E23-6 E27-7 E31-8 E33-9 F12-10 F20-11 F34-12 G33-13 G35-14 H14-15 H32-16 I9-17 I11-18 I13-19 J32-20 L14-21 M17-22 M19-23 M21-24 N18-25 C15-0 D10-1 D18-2 D22-3 E13-4 E15-5 E35-6 F16-7 F22-8 F30-9 F32-10 G11-11 I21-12 I27-13 I33-14 J18-15 J24-16 K29-17 L18-18 M5-19 C23-0 C27-0 E25-1 H36-2 C31-0 H18-1 C33-0 D36-1 H10-2 I7-3 L2-4 N20-5 E17-0 J26-1 F28-0 H34-1 I15-2 K17-3 L8-4 F38-0 J36-1 L12-2 G13-0 H20-1 H30-2 J28-3 G15-0 G21-1 G29-2 I25-3 J22-4 K19-5 K23-6 K25-7 G19-0 G23-0 H16-0 I5-1 I23-0 L24-1 J4-0 J6-0 J8-0 J10-0 J12-0 K3-0 K5-0 K7-0 K9-0 K11-0 K13-0 L4-0 L6-0 C11-0 F18-0 G17-0 G27-0 H22-0 H26-0 J16-0 L22-0 I3-0 I29-0 K21-0".split(" ");

function check(board: Board, hex: string, tileId: string, rotation: number, more: Partial<TileLay> = {}) {
  return board.checkTileLay({
    corporation: "KK", hex, tileId, rotation, phaseColors: ALL, connected: false, blockedHexes: new Set(), phasesReached: PHASES, ...more,
  });
}

function legalRotations(board: Board, hex: string, tileId: string): number[] {
  return [0, 1, 2, 3, 4, 5].filter((r) => {
    try {
      check(board, hex, tileId, r);
      return true;
    } catch {
      return false;
    }
  });
}

function refused(fn: () => unknown, words: RegExp) {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error, "expected a refusal").toBeInstanceOf(GameError);
  expect((error as Error).message).toMatch(words);
}

describe("the 1837 map", () => {
  it("gives printed tiles the ids of 18xx.games' logs (only blank hexes named after a standard tile)", () => {
    expect(printedTileIds(data1837.hexes, data1837.standardPrinted)).toEqual(REFERENCE_IDS);
    const board = new Board(data1837);
    expect(board.cityById("L2-4-0")).toEqual({ hex: "L2", city: 0 });
    expect(board.cityById("G17-0-3")).toEqual({ hex: "G17", city: 3 });
  });

  it("values the coal mines by phase: the yellow value until phase 4, the brown one from phase 5", () => {
    const board = new Board(data1837);
    const mine = board.tileAt("P20").type;
    expect(mine.revenue(0, "yellow")).toBe(35);
    expect(mine.revenue(0, "green")).toBe(35);
    expect(mine.revenue(0, "brown")).toBe(60);
  });
});

describe("1837 track", () => {
  it("accepts every tile lay of the 18xx.games fixture, in order", () => {
    const log = JSON.parse(readFileSync(new URL("../fixtures/1837/1837_game_end_bank.json", import.meta.url), "utf8")) as {
      actions: { type: string; id: number; hex?: string; tile?: string; rotation?: number; train?: string }[];
    };
    const board = new Board(data1837);
    let lays = 0;
    let italyGone = false;
    for (const a of effectiveActions(log.actions)) {
      if (a.type === "buy_train" && a.train?.startsWith("4-") && !italyGone) {
        // The first 4-train clears Italy and lays the Bozen tile (18xx.games' event).
        italyGone = true;
        for (const hex of ITALY_HEXES) board.downgrade(hex);
        board.layTile("K5", "426-0", 2);
      }
      if (a.type !== "lay_tile") continue;
      expect(() => check(board, a.hex!, a.tile!, a.rotation!), `action ${a.id}: ${a.tile} on ${a.hex}`).not.toThrow();
      board.layTile(a.hex!, a.tile!, a.rotation!);
      lays++;
    }
    expect(lays).toBeGreaterThan(150);
  });

  it("Wien: green keeps each city's track and station in its city; brown only merging the k.k. cities (VI.2)", () => {
    const board = new Board(data1837);
    // SD1 in city 0 (edge 0), KK2 city 1 (edge 1), KK3 city 2 (edge 2), KK1 city 3 (edge 3).
    board.placeToken("SD1", "G17", 0);
    board.placeToken("KK2", "G17", 1);
    board.placeToken("KK3", "G17", 2);
    board.placeToken("KK1", "G17", 3);
    expect(() => check(board, "G17", "427-0", 0)).not.toThrow();
    board.layTile("G17", "427-0", 0);
    expect(board.tokensAt("G17")).toEqual([["SD1"], ["KK2"], ["KK3"], ["KK1"], [null], [null]]);
    for (const r of [0, 1, 2, 3, 4]) refused(() => check(board, "G17", "436-0", r), /436 may only be laid at rotation 5/);
    expect(() => check(board, "G17", "436-0", 5)).not.toThrow();
    board.layTile("G17", "436-0", 5);
    // Rotation 5: city 0 on edge 5, city 1 on edge 0 (SD1), city 2 on edges 1-3 (the three k.k. stations), city 3 on edge 4.
    const tokens = board.tokensAt("G17");
    expect(tokens[1]).toEqual(["SD1"]);
    expect([...tokens[2]!].sort()).toEqual(["KK1", "KK2", "KK3"]);
  });

  it("Budapest: green keeps Buda and Pest apart, brown merges them", () => {
    const board = new Board(data1837);
    board.placeToken("UG3", "H22", 0);
    board.placeToken("UG1", "H22", 1);
    expect(() => check(board, "H22", "425-0", 0)).not.toThrow();
    board.layTile("H22", "425-0", 0);
    expect(board.tokensAt("H22")).toEqual([["UG3"], ["UG1"]]);
    board.layTile("H22", "435-0", 0);
    expect(board.tokensAt("H22")[0]!.filter(Boolean).sort()).toEqual(["UG1", "UG3"]);
  });

  it("two yellow towns become one green town only where the manifest says (the printed F18 to #87)", () => {
    const board = new Board(data1837);
    expect(legalRotations(board, "F18", "87-0").length).toBeGreaterThan(0);
    refused(() => check(board, "F18", "88-0", 0), /can be upgraded only to #87, #88, #204|does not keep|drops the track/);
    refused(() => check(board, "F18", "57-0", 0), /a yellow tile cannot replace/);
  });

  it("a yellow town becomes a green town tile with one more track (410-424), never #87", () => {
    const board = new Board(data1837);
    refused(() => check(board, "G27", "87-0", 0), /can be upgraded only to/);
    expect(legalRotations(board, "G27", "416-0").length).toBeGreaterThan(0);
  });

  it("Bozen takes a brown B tile (its future label), and Bosnia-Herzegovina no tile before phase 3", () => {
    const board = new Board(data1837);
    board.layTile("K5", "426-0", 2);
    expect(legalRotations(board, "K5", "434-0").length).toBeGreaterThan(0);
    const other = new Board(data1837);
    other.layTile("K5", "57-0", 0);
    expect(legalRotations(other, "K5", "205-0").length).toBeGreaterThan(0);
    other.layTile("K5", "205-0", 0);
    refused(() => check(other, "K5", "63-0", 0), /can be upgraded only to #63|labelled B/);
    refused(() => check(board, "N20", "201-0", 0, { phasesReached: new Set(["2"]) }), /before phase 3/);
    expect(() => check(board, "N20", "201-0", 0, { phasesReached: new Set(["2", "3"]) })).not.toThrow();
  });
});
