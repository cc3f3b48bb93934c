// The best-route search on every position where a corporation ran its
// trains in the 1830 fixtures (real games from 18xx.games): it never finds
// less than the players declared, its routes are legal by our own check,
// and they earn what the check computes. And the option that enforces the
// best revenue (1830 7.4): on for new games, off for imported logs. The same
// for 1837's plus, express and goods trains, and for 18Chesapeake's fixtures.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GameError } from "../../shared/engine/errors.ts";
import { Game } from "../../shared/engine/game.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { type GameLog, logPlayers, logSeed, replayLog } from "../../shared/engine/replay.ts";
import { corporationBestRoutes, legalRoutes, routeTrain } from "../../shared/engine/route-search.ts";
import { routeTrains } from "../../shared/engine/route-search.ts";
import { GameSession } from "../../shared/engine/session.ts";
import { oneRouteCredits, type LogRoute } from "../../shared/engine/route.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { title1837 } from "../../shared/games/1837/index.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { title18Chesapeake } from "../../shared/games/18Chesapeake/index.ts";
import type { Title } from "../../shared/engine/game.ts";
import { expectRefused } from "./game-checks.ts";
import { RandomPlayer } from "./random-play.ts";

const dir = new URL("../fixtures/1830/", import.meta.url);
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json"));
const load = (file: string) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as GameLog;

type RunRoutes = { type: "run_routes"; id?: number; entity: string; routes: LogRoute[] };

/** Replays a log as played (agreed when played: no consent asked), calling `visit` before each run_routes action in effect. */
function eachRun(log: GameLog, visit: (game: Game, action: RunRoutes) => void, title: Title = title1830): void {
  // As Replay sets a log's game up: a hotseat game's players named without ids, its seed from its id (logSeed).
  const players = log.players.map((p) => ({ id: (p.id as string | number | undefined) ?? p.name, name: p.name }));
  const game = new Game(title, players, { optional_rules: log.settings?.optional_rules ?? [], best_routes: false, consent: false }, logSeed(log));
  for (const action of effectiveActions(log.actions)) {
    if (action.type === "run_routes") visit(game, action as unknown as RunRoutes);
    game.process(action);
  }
}

describe("best routes in every 1830 fixture position", () => {
  it.each(fixtures)("%s: never below the declared revenue, legal, and earning what validateRoutes computes", (file) => {
    let positions = 0;
    let better = 0;
    eachRun(load(file), (game, action) => {
      const corp = game.corporation(action.entity);
      const declared = action.routes.reduce((t, r) => t + (r.revenue ?? 0), 0);
      const best = corporationBestRoutes(game, corp);
      const where = `${file} action ${action.id} (${corp.sym}, trains ${corp.trains.map((t) => t.id).join(" ")})`;
      expect(best.revenue, where).toBeGreaterThanOrEqual(declared);
      const checked = game.board.validateRoutes(corp.sym, best.routes, corp.trains, game.phase.offboardColor);
      expect(checked.revenue, where).toBe(best.revenue);
      expect(checked.perRoute, where).toEqual(best.routes.map((r) => r.revenue));
      expect(new Set(best.routes.map((r) => r.train)).size, where).toBe(best.routes.length);
      positions++;
      if (best.revenue > declared) better++;
    });
    expect(positions).toBeGreaterThan(20);
    // The players ran the best routes almost every time.
    expect(better).toBeLessThan(positions / 10);
  });
});

describe("best routes in every 18Chesapeake fixture position", () => {
  const chesapeake = new URL("../fixtures/18Chesapeake/", import.meta.url);
  const files = readdirSync(chesapeake).filter((f) => f.endsWith(".json")).sort();
  it.each(files)("%s: never below the declared revenue, legal, and earning what validateRoutes computes", (file) => {
    let positions = 0;
    eachRun(JSON.parse(readFileSync(new URL(file, chesapeake), "utf8")) as GameLog, (game, action) => {
      const corp = game.corporation(action.entity);
      const where = `${file} action ${action.id} (${corp.sym}, trains ${corp.trains.map((t) => t.id).join(" ")})`;
      const declared = game.board.validateRoutes(corp.sym, action.routes, corp.trains.filter((t) => !t.ranThisRound), game.phase.offboardColor).revenue;
      const best = corporationBestRoutes(game, corp);
      expect(best.revenue, where).toBeGreaterThanOrEqual(declared);
      const checked = game.board.validateRoutes(corp.sym, best.routes, corp.trains, game.phase.offboardColor);
      expect(checked.revenue, where).toBe(best.revenue);
      positions++;
    }, title18Chesapeake);
    expect(positions).toBeGreaterThan(0);
  });
});

describe("best routes in every 1846 fixture position (#38)", () => {
  // Fixtures that replay to their results with runs in them (test/shared/replay-1846.test.ts); their N/M trains pay
  // the best stops that include a station, and the privates' bonuses on hexes (10264, 12666: Steamboat, Meat Packing)
  // count in them, which the search must count as validateRoutes does; and the Mail Contract, credited to one of the
  // routes as a run credits it (oneRouteCredits).
  const files = ["20381.json", "10264.json", "12666.json"];
  const dir1846 = new URL("../fixtures/1846/", import.meta.url);
  it.each(files)("%s: never below the declared revenue, legal, and earning what validateRoutes computes", (file) => {
    let positions = 0;
    let forms = 0;
    eachRun(JSON.parse(readFileSync(new URL(file, dir1846), "utf8")) as GameLog, (game, action) => {
      const corp = game.corporation(action.entity);
      const where = `${file} action ${action.id} (${corp.sym}, trains ${corp.trains.map((t) => t.id).join(" ")})`;
      // Each train as it runs: a train bought in a form (3/5) runs as that form.
      const running = corp.trains.filter((t) => !t.ranThisRound).map(routeTrain);
      const earned = (routes: typeof action.routes) => {
        const checked = game.board.validateRoutes(corp.sym, routes, running, game.phase.offboardColor);
        return checked.revenue + oneRouteCredits(game.board, corp.sym, checked.routes).reduce((t, x) => t + x, 0);
      };
      const best = corporationBestRoutes(game, corp);
      expect(best.revenue, where).toBeGreaterThanOrEqual(earned(action.routes));
      expect(earned(best.routes), where).toBe(best.revenue);
      positions++;
      if (running.some((t) => t.stops?.some((s) => s.payStation))) forms++;
    }, title1846);
    expect(positions).toBeGreaterThan(20);
    expect(forms).toBeGreaterThan(0);
  });
});

describe("the best-routes option (1830 7.4)", () => {
  // 1830_game_end_bank, action 70: the B&O runs its two 2-trains for $90
  // (Baltimore-Atlantic City, Baltimore-Washington); Washington-Deep South
  // and Washington-Baltimore make $100.
  const log = load("1830_game_end_bank.json");
  const at = log.actions.findIndex((a) => a.id === 70);
  const declared = log.actions[at] as unknown as RunRoutes;

  function beforeAction70(options: { best_routes?: boolean }): Game {
    const game = new Game(title1830, logPlayers(log), { optional_rules: log.settings?.optional_rules ?? [], ...options }, logSeed(log));
    for (const action of effectiveActions(log.actions.slice(0, at))) game.process(action);
    return game;
  }

  it("is on for a new game: routes below the best revenue are refused, naming the rule and the best revenue", () => {
    const game = beforeAction70({});
    expect(game.options.best_routes).toBe(true);
    let error: unknown;
    try {
      game.process(declared);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameError);
    expect((error as Error).message).toMatch(/^1830 7\.4: .*\$90.*\$100/);
    // The game is as it was: the B&O may still run, and the best routes are accepted.
    const best = corporationBestRoutes(game, game.corporation("B&O"));
    expect(best.revenue).toBe(100);
    const seen = game.messages.length;
    game.process({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: best.routes });
    expect(game.messages.slice(seen).map((m) => m.text)).toEqual(["B&O runs a 2 train for $50", "B&O runs a 2 train for $50"]);
  });

  it("is off for imported logs, which replay as they were played", () => {
    const game = replayLog(title1830, log, at + 1);
    expect(game.options.best_routes).toBe(false);
    expect(game.messages.some((m) => /B&O runs a 2 train for \$40/.test(m.text))).toBe(true);
    const off = beforeAction70({ best_routes: false });
    expect(() => off.process(declared)).not.toThrow();
  });

  it("on a live table, the log replays as played and what follows is checked", () => {
    // An imported game (its log holds action 70, below the best) continues live
    // up to action 348, where the B&O runs for $320 though $340 is possible.
    const at348 = log.actions.findIndex((a) => a.id === 348);
    const setup = { title: title1830, players: logPlayers(log), options: { optional_rules: log.settings?.optional_rules ?? [] }, seed: logSeed(log) };
    const session = new GameSession(setup, log.actions.slice(0, at348));
    expect(session.game.options.best_routes).toBe(true);
    const below = log.actions[at348]!;
    expect(() => session.apply(below)).toThrow(/^1830 7\.4: .*\$320.*\$340/);
    expect(session.entries).toHaveLength(at348);
    const best = corporationBestRoutes(session.game, session.game.corporation("B&O"));
    session.apply({ type: "run_routes", entity: "B&O", entity_type: "corporation", routes: best.routes } as typeof below);
    expect(session.entries).toHaveLength(at348 + 1);
  });
});

// 1837 (the 18xx.games fixture, replayed as imported): plus, express and goods
// trains, mines whose value goes to the treasury. The search makes the total
// highest (revenue and the treasury's part), so that is what it is compared by.
const log1837 = JSON.parse(readFileSync(new URL("../fixtures/1837/1837_game_end_bank.json", import.meta.url), "utf8")) as GameLog;

describe("best routes in every 1837 fixture position", () => {
  it("never earns less than the routes the log ran, is legal, and earns what validateRoutes computes", () => {
    const rules = [...new Set([...(log1837.settings?.optional_rules ?? []), ...(title1837.importRules ?? [])])];
    const game = new Game(title1837, logPlayers(log1837), { optional_rules: rules, best_routes: false }, logSeed(log1837));
    let positions = 0;
    const better: number[] = [];
    const kinds = new Set<string>();
    for (const entry of effectiveActions(log1837.actions)) {
      if (entry.type === "run_routes") {
        const action = entry as unknown as RunRoutes;
        const corp = game.corporation(action.entity);
        const color = game.phase.offboardColor;
        const ran = game.board.validateRoutes(corp.sym, action.routes, routeTrains(corp), color);
        const best = corporationBestRoutes(game, corp);
        const where = `action ${action.id} (${corp.sym}, trains ${corp.trains.map((t) => t.id).join(" ")})`;
        expect(best.total, where).toBeGreaterThanOrEqual(ran.revenue + ran.treasury);
        const checked = game.board.validateRoutes(corp.sym, best.routes, routeTrains(corp), color);
        expect([checked.revenue, checked.treasury], where).toEqual([best.revenue, best.treasury]);
        expect(checked.perRoute, where).toEqual(best.routes.map((r) => r.revenue));
        for (const t of corp.trains) kinds.add(t.def.kind ?? (t.def.minCities ? "express" : t.def.stops ? "plus" : "plain"));
        positions++;
        if (best.total > ran.revenue + ran.treasury) better.push(action.id!);
      }
      game.process(entry);
    }
    expect(positions).toBeGreaterThan(200);
    expect([...kinds].sort()).toEqual(["express", "goods", "plain", "plus"]);
    // The players missed the best four times: a 2-train between Budapest's two cities (598), a 3+1's
    // two towns (867), a 4G's richer mine (1106), a 4E's fourth city (1133).
    expect(better).toEqual([598, 867, 1106, 1133]);
  });
});

describe("the best-routes option in 1837 (1837 VIII)", () => {
  it("a new game refuses routes earning less than the best, counting the mine's value for the treasury", () => {
    // Random legal play until a company with a goods train runs where a legal route earns less than the best.
    let found = false;
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = new Game(title1837, Array.from({ length: 4 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })), {}, seed);
      expect(game.options.best_routes).toBe(true);
      expect(game.options.optional_rules).toEqual([]);
      const player = new RandomPlayer(seed);
      for (let n = 0; n < 2000 && !game.finished && !found; n++) {
        const action = player.choose(game)!;
        if (action.type === "run_routes") {
          const corp = game.corporation(String(action.entity));
          const goods = corp.trains.find((t) => t.def.kind === "goods");
          const best = corporationBestRoutes(game, corp);
          const worse = goods && legalRoutes(game.board, corp.sym, routeTrain(goods), game.phase.offboardColor).find((r) => r.revenue > 0 && r.revenue < best.revenue);
          if (worse) {
            const ran = game.board.validateRoutes(corp.sym, [worse], routeTrains(corp), game.phase.offboardColor);
            expect(ran.treasury).toBeGreaterThan(0);
            const rule = new RegExp(
              `^1837 VIII: the routes of ${corp.sym} earn Kr${ran.revenue + ran.treasury} \\(Kr${ran.treasury} of it for the treasury\\), ` +
                `the best combination Kr${best.total} \\(Kr${best.treasury} of it for the treasury\\); the highest revenue must be run$`,
            );
            expectRefused(game, { ...action, routes: [worse] }, rule);
            const seen = game.messages.length;
            game.process({ ...action, routes: best.routes });
            expect(game.messages.slice(seen).map((m) => m.text)).toContain(`${corp.sym} runs a ${goods.name} train for Kr${best.revenue}`);
            found = true;
          }
        }
        if (!found) game.process(action);
      }
      if (found) break;
    }
    expect(found).toBe(true);
  });

  it("an imported game replays its routes below the best as played; continued live, what follows is checked", () => {
    // The log's run_routes 1106 (UG's 4G from the mine L30: Kr280 and Kr50 for the treasury, where
    // one from P20 earns Kr290 and Kr60) and 1133 (BH's 3+1 and 4E: Kr330 of Kr340) replay as imported.
    const game = replayLog(title1837, log1837);
    expect(game.options.best_routes).toBe(false);
    expect(game.finished).toBe(true);
    const rules = [...new Set([...(log1837.settings?.optional_rules ?? []), ...(title1837.importRules ?? [])])];
    const setup = { title: title1837, players: logPlayers(log1837), options: { optional_rules: rules }, seed: logSeed(log1837) };
    for (const [id, rule] of [
      [1106, /^1837 VIII: the routes of UG earn Kr330 \(Kr50 of it for the treasury\), the best combination Kr350 \(Kr60 of it for the treasury\)/],
      [1133, /^1837 VIII: the routes of BH earn Kr330, the best combination Kr340;/],
    ] as const) {
      const at = log1837.actions.findIndex((a) => a.id === id);
      const session = new GameSession(setup, log1837.actions.slice(0, at));
      expect(() => session.apply(log1837.actions[at]!)).toThrow(rule);
      const corp = session.game.corporation(String((log1837.actions[at] as unknown as RunRoutes).entity));
      const best = corporationBestRoutes(session.game, corp);
      session.apply({ type: "run_routes", entity: corp.sym, entity_type: "corporation", routes: best.routes } as (typeof log1837.actions)[number]);
      expect(session.entries).toHaveLength(at + 1);
    }
  });
});

describe("npm run routes", () => {
  it("prints a line of JSON for every run_routes of a log, with the declared and the best revenue", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const file = "test/fixtures/1830/29133.json";
    const out = execFileSync(process.execPath, ["--experimental-transform-types", "--no-warnings", "bin/routes.ts", file], { cwd: root, encoding: "utf8" });
    const lines = out.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const log = load("29133.json");
    expect(lines.map((l) => l.n)).toEqual(log.actions.flatMap((a, i) => (a.type === "run_routes" ? [i] : [])));
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(["n", "corporation", "trains", "declared", "best", "ms"]);
      expect(line.best as number).toBeGreaterThanOrEqual(line.declared as number);
      expect(line.ms as number).toBeGreaterThanOrEqual(0);
    }
    expect(lines[0]).toMatchObject({ corporation: "B&O", trains: ["2-0"], declared: 50, best: 50 });
  });
});
