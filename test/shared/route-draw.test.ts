// Routes drawn on the map by clicking their stops (shared/engine/route-draw.ts):
// every route run in every fixture, drawn as its stops' hexes, earns what the
// logged route earns (the mine's value to the treasury, in 1837) and is
// accepted by the engine in place of the logged one; a click on a stop further down the track adds the
// stops between; what cannot be a route says why.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { effectiveActions } from "../../shared/engine/log.ts";
import { logPlayers, logSeed, replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { RULES } from "../../shared/games/index.ts";
import { routeBonusRevenue } from "../../shared/engine/rounds/operating/route-bonus.ts";
import { routeTrains } from "../../shared/engine/route-search.ts";
import { oneRouteCredits, type LogRoute } from "../../shared/engine/route.ts";
import { extendRoute, resolveRoutes } from "../../shared/engine/route-draw.ts";

const root = new URL("../fixtures/", import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), "utf8")) as GameLog & { title: string };

describe("drawing the routes of every fixture", () => {
  for (const [id, title] of Object.entries(RULES)) {
    for (const file of readdirSync(new URL(`${id}/`, root)).filter((f) => f.endsWith(".json")).sort()) {
      it(`${id} ${file}: each run's stops, clicked in order, earn what the log says and can be run`, () => {
        const log = read(`${id}/${file}`);
        const rules = [...new Set([...(log.settings?.optional_rules ?? []), ...(title.importRules ?? [])])];
        // The log was agreed when it was played: no purchase asks the seller again (GameOptions.consent).
        const game = new Game(title, logPlayers(log), { optional_rules: rules, best_routes: false, consent: false }, logSeed(log));
        let runs = 0;
        for (const entry of effectiveActions(log.actions)) {
          const action = entry as typeof entry & { entity: string; routes: LogRoute[] };
          if (action.type !== "run_routes" || !action.routes.length) {
            game.process(action);
            continue;
          }
          // A log written before 18xx.games logged the routes' track names hexes and revenue only: replayed as logged.
          if (action.routes.some((r) => !r.connections)) {
            game.options.consent = false;
            game.process(action);
            game.options.consent = true;
            continue;
          }
          // The stops as the engine reads the logged routes, clicked in running order.
          const corp = game.corporation(action.entity);
          const logged = game.board.validateRoutes(corp.sym, action.routes, routeTrains(corp), game.phase.offboardColor);
          const drawn = logged.routes.map((r) => ({ train: r.train, hexes: r.hexes }));
          const result = resolveRoutes(game, corp, drawn);
          const where = `${action.entity} at log id ${action.id}`;
          expect(result.trains.map((t) => t.error ?? null), where).toEqual(drawn.map(() => null));
          // With what the title credits one of the routes (1846's Mail Contract), as the run pays it.
          const credited = oneRouteCredits(game.board, corp.sym, logged.routes).reduce((t, x) => t + x, 0);
          // And what markers on the hexes they run through add (1817's bridges, mines and ranches): the drawing runs the
          // stops by the track that earns most, which may pass more of them than the logged track did.
          const color = game.phase.offboardColor;
          const markers = routeBonusRevenue(game, game.board.validateRoutes(corp.sym, result.routes, routeTrains(corp), color).routes);
          const loggedMarkers = routeBonusRevenue(game, logged.routes);
          expect(markers, where).toBeGreaterThanOrEqual(loggedMarkers);
          expect(result.revenue, where).toBe(logged.revenue + credited + markers);
          expect(result.treasury, where).toBe(logged.treasury);
          if (action.routes.every((r) => r.revenue !== undefined)) expect(result.revenue - markers + loggedMarkers, where).toBe(action.routes.reduce((t, r) => t + r.revenue!, 0));
          // Where the logged track passed fewer markers, the game goes on as it was played.
          game.process(markers === loggedMarkers ? { ...action, routes: result.routes } : action);
          runs++;
        }
        // Every fixture whose routes name their track had them drawn (1889's hotseat games end before any run).
        const drawable = effectiveActions(log.actions).some((a) => a.type === "run_routes" && (a as unknown as { routes: LogRoute[] }).routes.some((r) => r.connections));
        expect(runs > 0).toBe(drawable);
        expect(summarize(game, 0)).toEqual(summarize(replayLog(title, log), 0));
      });
    }
  }
});

describe("drawing a route stop by stop (1837, EPP's turn in operating round 6.1)", () => {
  const game = replayLog(RULES["1837"]!, read("1837/1837_game_end_bank.json"), 468);
  const epp = game.corporation("EPP");

  it("adds the stops the track passes between two clicks", () => {
    expect(extendRoute(game, epp, [], "E11")).toEqual({ add: ["E11"] });
    expect(extendRoute(game, epp, ["E11"], "D10")).toEqual({ add: ["D10"] });
    expect(extendRoute(game, epp, ["E11"], "A11")).toEqual({ add: ["D10", "B8", "A11"] });
    const drawn = resolveRoutes(game, epp, [{ train: "1G-0", hexes: ["E11", "D10", "B8", "A11"] }]);
    expect(drawn).toMatchObject({ revenue: 30, treasury: 20, trains: [{ train: "1G-0", revenue: 30, treasury: 20, nodes: ["E11-0", "D10-0", "B8-0", "A11-0"] }] });
    expect(drawn.trains[0]!.paths.length).toBeGreaterThan(3);
  });

  it("says why a click or a route does not work", () => {
    expect(extendRoute(game, epp, ["E11"], "D12")).toEqual({ error: "D12 has no city, town or mine to stop at" });
    expect(extendRoute(game, epp, ["E11"], "L2")).toEqual({ error: "no track joins E11 to L2" });
    expect(resolveRoutes(game, epp, [{ train: "1G-0", hexes: ["E11"] }]).trains[0]!.error).toBe("a route needs at least two stops");
    // The rules judge the route as they will when it runs: here, no mine of EPP's on it.
    const stray = resolveRoutes(game, epp, [{ train: "1G-0", hexes: ["D10", "B8"] }]);
    expect(stray.routes).toEqual([]);
    expect(stray.trains[0]!.error).toMatch(/train 1G-0: /);
    expect(stray.trains[0]!.nodes).toEqual(["D10-0", "B8-0"]);
  });
});
