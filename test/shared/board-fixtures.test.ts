// Every tile lay, station and route of three real 1830 games from
// 18xx.games, checked against our board: each logged lay and station must
// pass our rule checks, and each logged route must be accepted with exactly
// the revenue the log records (18xx.games computed it; we recompute it).
//
// The log is filtered for undo/redo first (effectiveActions). Only what the
// board needs is followed here: home stations when a corporation first
// operates, the phase (from the first train of each type), which private
// companies players own (they block hexes), and company abilities.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectiveActions } from "../../shared/engine/log.ts";
import { Board } from "../../shared/engine/map.ts";
import type { LogRoute } from "../../shared/engine/route.ts";
import type { Color } from "../../shared/engine/title.ts";
import { data1830 } from "../../shared/games/1830/data.ts";

interface Action {
  type: string;
  id: number;
  entity: string | number;
  entity_type: string;
  hex?: string;
  tile?: string;
  rotation?: number;
  city?: string;
  slot?: number;
  company?: string;
  train?: string;
  routes?: LogRoute[];
  action_id?: number;
  auto_actions?: Action[];
}

function load(name: string): { actions: Action[] } {
  return JSON.parse(readFileSync(new URL(`../fixtures/1830/${name}.json`, import.meta.url), "utf8"));
}

interface Tally {
  board: Board;
  lays: number;
  tokens: number;
  routes: number;
  revenue: number;
}

/** Plays the board side of a logged 1830 game; returns what it checked. */
function replay(name: string): Tally {
  const data = data1830;
  const board = new Board(data);
  const tally: Tally = { board, lays: 0, tokens: 0, routes: 0, revenue: 0 };
  const trainDistance = new Map(data.trains.map((t) => [t.name, t.distance]));
  const phases = data.phases;
  let phase = phases[0]!;
  const homePlaced = new Set<string>();
  /** Home reservations of corporations that have not placed their home station. */
  const reserved = new Map<string, string[]>();
  for (const c of data.corporations) {
    if (!c.home) continue;
    reserved.set(c.homeCity !== undefined || board.tileAt(c.home).cities.length <= 1 ? `${c.home}:${c.homeCity ?? 0}` : c.home, [c.sym]);
  }
  const companyOwner = new Map<string, string>(); // company -> corporation that bought it
  const closed = new Set<string>();
  const pendingChoice = new Map<string, string>(); // corporation -> hex where it re-places a lifted station

  const blockedHexes = () => {
    const out = new Set<string>();
    for (const c of data.companies) {
      if (closed.has(c.sym) || companyOwner.has(c.sym)) continue;
      for (const h of c.blocksHexes ?? (c.blocksHex ? [c.blocksHex] : [])) out.add(h);
    }
    return out;
  };

  const placeHome = (corp: string) => {
    if (homePlaced.has(corp)) return;
    const def = data.corporations.find((c) => c.sym === corp)!;
    if (!def.home) return;
    const tile = board.tileAt(def.home);
    const key = [...reserved].find(([, c]) => c.includes(corp))?.[0];
    if (def.homeCity === undefined && tile.cities.length > 1 && tile.shape.paths.length > 0) {
      // The president chooses the city: a place_token action follows.
      pendingChoice.set(corp, def.home);
      homePlaced.add(corp);
      return;
    }
    const city = key?.includes(":") ? Number(key.split(":")[1]) : 0;
    board.placeToken(corp, def.home, city);
    if (key) reserved.delete(key);
    homePlaced.add(corp);
  };

  const operatingCorp = (a: Action): string | undefined => {
    if (a.entity_type === "corporation") return String(a.entity);
    if (a.entity_type === "company") return companyOwner.get(String(a.entity));
    return undefined;
  };

  const process = (a: Action) => {
    const corp = operatingCorp(a);
    if (corp && a.type !== "buy_shares") placeHome(corp);
    switch (a.type) {
      case "buy_company":
        companyOwner.set(a.company!, String(a.entity));
        break;
      case "buy_shares":
        if (a.entity_type === "company") closed.add(String(a.entity)); // MH exchanged
        break;
      case "buy_train": {
        const name = a.train!.split("-")[0]!;
        const next = phases.find((p) => p.onTrain === name);
        if (next && phases.indexOf(next) > phases.indexOf(phase)) {
          phase = next;
          if (phase.closeCompanies) for (const c of data.companies) closed.add(c.sym);
        }
        if (a.entity === "B&O") closed.add("BO");
        break;
      }
      case "lay_tile": {
        const viaCompany = a.entity_type === "company";
        const lay = {
          corporation: corp!,
          hex: a.hex!,
          tileId: a.tile!,
          rotation: a.rotation!,
          phaseColors: phase.tiles as Color[],
          connected: !viaCompany,
          blockedHexes: viaCompany ? new Set<string>() : blockedHexes(),
        };
        expect(() => board.checkTileLay(lay), `action ${a.id}: ${corp} lays ${a.tile} on ${a.hex}`).not.toThrow();
        const result = board.layTile(a.hex!, a.tile!, a.rotation!);
        // Home reservations move with their city.
        for (const [key, owner] of [...reserved]) {
          const [hex, city] = key.split(":");
          if (hex === a.hex && city !== undefined) {
            reserved.delete(key);
            reserved.set(`${hex}:${result.cityMap[Number(city)] ?? city}`, owner);
          }
        }
        for (const l of result.lifted) pendingChoice.set(l.corporation, l.hex);
        tally.lays++;
        break;
      }
      case "place_token": {
        const { hex, city } = board.cityById(a.city!);
        const choosing = pendingChoice.get(corp!) === hex;
        const needsConnection = a.entity_type !== "company" && !choosing;
        expect(
          () => board.checkTokenPlacement(corp!, hex, city, { reserved, needsConnection }),
          `action ${a.id}: ${corp} places a station on ${a.city}`,
        ).not.toThrow();
        board.placeToken(corp!, hex, city, a.slot);
        if (choosing) {
          pendingChoice.delete(corp!);
          for (const [key, owners] of [...reserved]) if (owners.includes(corp!)) reserved.delete(key);
        }
        tally.tokens++;
        break;
      }
      case "run_routes": {
        const routes = a.routes!;
        const trains = routes.map((r) => ({ id: r.train, distance: trainDistance.get(r.train.split("-")[0]!)! }));
        let result: ReturnType<Board["validateRoutes"]> | undefined;
        expect(() => {
          result = board.validateRoutes(corp!, routes, trains, phase.offboardColor);
        }, `action ${a.id}: ${corp} runs ${JSON.stringify(routes.map((r) => r.connections))}`).not.toThrow();
        expect(result!.perRoute, `action ${a.id}: revenue per route`).toEqual(routes.map((r) => r.revenue));
        result!.routes.forEach((r, i) => {
          const logged = routes[i]!;
          // The log writes a route's stops in either direction, and `nodes` in chain order.
          const hexes = r.hexes.join() === logged.hexes!.join() ? r.hexes : [...r.hexes].reverse();
          expect(hexes, `action ${a.id}: stops of route ${i}`).toEqual(logged.hexes);
          if (logged.nodes) expect([...r.nodes].sort(), `action ${a.id}: stops of route ${i}`).toEqual([...logged.nodes].sort());
        });
        tally.routes += routes.length;
        tally.revenue += result!.revenue;
        break;
      }
    }
  };

  for (const a of effectiveActions(load(name).actions)) {
    process(a);
    for (const auto of a.auto_actions ?? []) process(auto);
  }
  return tally;
}

// The board at the end of each game on 18xx.games (its replay of the same
// logs): laid tiles as "name:rotation" and stations per corporation.
const FINAL: Record<string, { tiles: Record<string, string>; tokens: Record<string, number> }> = {
  "1830_game_end_bank": {
    tiles: {
      B20: "58:2", D10: "64:1", D12: "26:1", D16: "24:4", D18: "8:5", E11: "66:2", E13: "47:0", E15: "8:1",
      E19: "15:5", E23: "61:3", F12: "24:0", F18: "43:3", F20: "69:4", F22: "15:1", G11: "9:0", G15: "7:4",
      G17: "1:0", G19: "62:0", G3: "24:2", G5: "23:1", G7: "55:1", G9: "8:5", H10: "63:0", H14: "41:4",
      H16: "63:0", H18: "65:3", H4: "63:0", H6: "23:4", H8: "23:4", I15: "61:0", I17: "43:1", J14: "14:2",
    },
    tokens: { "B&M": 1, "B&O": 3, "C&O": 2, CPR: 0, ERIE: 1, NYC: 3, NYNH: 2, PRR: 3 },
  },
  "26855": {
    tiles: {
      D12: "8:4", D16: "42:1", D18: "70:4", E11: "66:3", E13: "43:4", E15: "8:1", E19: "63:0", E21: "42:1",
      E23: "61:3", F12: "26:3", F18: "39:4", F20: "1:0", F22: "15:1", G17: "2:3", G19: "62:0", G5: "7:2",
      G7: "69:2", H10: "15:1", H14: "41:4", H16: "63:0", H18: "67:5", H6: "8:2", H8: "23:4", I15: "61:0", I17: "9:1",
    },
    tokens: { "B&M": 1, "B&O": 2, "C&O": 1, CPR: 1, ERIE: 2, NYC: 3, NYNH: 2, PRR: 3 },
  },
  "29133": {
    tiles: {
      B20: "4:2", D16: "9:1", D18: "8:5", E11: "59:4", E13: "8:1", E19: "15:0", E23: "61:3", E3: "7:5",
      F18: "42:0", F20: "1:0", F22: "15:1", F4: "57:5", G17: "2:3", G19: "62:0", G5: "7:2", H10: "14:0",
      H14: "9:1", H16: "63:0", H18: "67:5", I15: "53:0", I17: "7:1", J14: "57:0",
    },
    tokens: { "B&M": 2, "B&O": 3, "C&O": 1, CPR: 0, ERIE: 1, NYC: 2, NYNH: 2, PRR: 2 },
  },
};

describe("1830 fixtures: every logged tile lay, station and route", () => {
  for (const [name, min] of [
    ["1830_game_end_bank", { lays: 50, tokens: 8, routes: 120 }],
    ["26855", { lays: 40, tokens: 7, routes: 60 }],
    ["29133", { lays: 30, tokens: 6, routes: 30 }],
  ] as const) {
    it(`${name}: lays and stations pass the rules, routes pay what the log says`, () => {
      const t = replay(name);
      expect(t.lays).toBeGreaterThanOrEqual(min.lays);
      expect(t.tokens).toBeGreaterThanOrEqual(min.tokens);
      expect(t.routes).toBeGreaterThanOrEqual(min.routes);
      const tiles = Object.fromEntries(t.board.laidTiles().map(({ hex, tile }) => [hex, `${tile.name}:${tile.rotation}`]));
      expect(tiles).toEqual(FINAL[name]!.tiles);
      const tokens = Object.fromEntries(data1830.corporations.map((c) => [c.sym, t.board.tokensOf(c.sym).length]));
      expect(tokens).toEqual(FINAL[name]!.tokens);
    });
  }
});
