// The routes a corporation runs: the best set to start with (route-search.ts), or each train's route drawn anew on
// the map (route-draw.ts), in the action panel (actions.tsx).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Corporation } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import { corporationBestRoutes, type BestRoutes } from "../../../shared/engine/route-search.ts";
import { extendRoute, resolveRoutes, type Drawn, type DrawnTrain } from "../../../shared/engine/route-draw.ts";
import type { Table } from "../table.ts";
import { afterPaint } from "./after-paint.ts";
import { Key, shortcut } from "./shortcuts.tsx";

const ROUTE_COLORS = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd"];

/**
 * The routes to run: the best set to start with, and
 * any train's route drawn anew by clicking its stops on the map. What each
 * route earns, or the rule it breaks, is shown as it is drawn.
 */
export function RunRoutes({ table, game, corporation, send }: { table: Table; game: Game; corporation: Corporation; send: (a: Record<string, unknown>) => void }) {
  // The best routes (route-search.ts), to start with: searched once the panel and the map have been shown (a late
  // game's search takes tens of milliseconds, more on a phone: issue #40, 12).
  const best = useSignal<BestRoutes | null>(null);
  const suggested = (): Drawn[] =>
    corporation.trains
      .filter((t) => !t.ranThisRound)
      .map((t) => {
        const route = best.value?.routes.find((r) => r.train === t.id);
        return route ? { train: t.id, hexes: route.hexes ?? [], route } : { train: t.id, hexes: [] };
      });
  const drawn = useSignal<Drawn[]>(suggested());
  const changed = useSignal(false);
  useEffect(
    () =>
      afterPaint(() => {
        best.value = corporationBestRoutes(game, corporation);
        if (!changed.value) drawn.value = suggested();
      }),
    [game, corporation, table.log.length],
  );
  /** The best routes are still being searched: the choice waits for them (unless the player draws his own). */
  const searching = best.value === null && !changed.value;
  const drawing = useSignal<string | null>(null);
  const problem = useSignal<string | null>(null);
  const result = resolveRoutes(game, corporation, drawn.value);
  const colorOf = (train: string) => ROUTE_COLORS[drawn.value.findIndex((d) => d.train === train) % ROUTE_COLORS.length]!;

  // The routes are drawn on the map while the choice is open.
  const preview = result.trains.map((t) => ({ color: colorOf(t.train), paths: t.paths, nodes: t.nodes }));
  const previewKey = JSON.stringify(preview);
  useEffect(() => {
    table.routePreview.value = preview;
  }, [previewKey]);
  useEffect(() => () => (table.routePreview.value = null), []);

  // While a train is being drawn, clicks on the map add its stops.
  useEffect(() => {
    const train = drawing.value;
    if (!train) return;
    table.hexClick.value = (hex: string) => {
      const current = drawn.value.find((d) => d.train === train)!;
      const step = extendRoute(game, corporation, current.hexes, hex);
      if ("error" in step) {
        // The last stop clicked again is taken back.
        if (hex === current.hexes[current.hexes.length - 1]) update(train, current.hexes.slice(0, -1));
        problem.value = hex === current.hexes[current.hexes.length - 1] ? null : step.error;
        return;
      }
      problem.value = null;
      update(train, [...current.hexes, ...step.add]);
    };
    return () => (table.hexClick.value = null);
  }, [drawing.value, game]);

  function update(train: string, hexes: string[]) {
    drawn.value = drawn.value.map((d) => (d.train === train ? { train, hexes } : d));
    changed.value = true;
  }

  // A train by its name, and its number too where the company has two of that name.
  const label = (train: string) => {
    const base = train.replace(/-\d+$/, "");
    return `${base}-train${drawn.value.filter((d) => d.train.replace(/-\d+$/, "") === base).length > 1 ? ` (${train})` : ""}`;
  };
  const earns = (t: DrawnTrain) => (t.revenue === undefined ? "" : `${game.money(t.revenue)}${t.treasury ? ` + ${game.money(t.treasury)} for the treasury` : ""}`);
  const invalid = result.trains.some((t) => t.error);
  return (
    <div class="routes">
      <p>
        {changed.value ? "Your routes" : "Best routes"}: <strong>{searching ? "finding them…" : game.money(result.revenue)}</strong>
        {result.treasury ? ` and ${game.money(result.treasury)} for the treasury` : ""}
        {corporation.def.splitsRevenue && result.revenue > 0 ? ` (${corporation.sym} keeps half and pays out half)` : ""}
      </p>
      <ul>
        {result.trains.map((t) => (
          <li key={t.train} data-train={t.train} class={drawing.value === t.train ? "drawing" : ""}>
            <span class="swatch" style={{ background: colorOf(t.train) }} /> {label(t.train)}:{" "}
            <span class="stops">{t.hexes.length ? t.hexes.join("–") : "no route"}</span>
            {earns(t) && <> — {earns(t)}</>}
            {t.error && (
              <small class="error">
                {" "}
                {t.error}
              </small>
            )}{" "}
            {drawing.value === t.train ? (
              <>
                <button onClick={() => update(t.train, t.hexes.slice(0, -1))} disabled={!t.hexes.length}>
                  Remove the last stop
                </button>{" "}
                <button onClick={() => ((drawing.value = null), (problem.value = null))}>Done</button>
              </>
            ) : (
              <button
                onClick={() => {
                  update(t.train, []);
                  drawing.value = t.train;
                  problem.value = null;
                }}
              >
                Draw the route of the {label(t.train)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {drawing.value && (
        <p class="hint">
          Drawing the route of the {label(drawing.value)}: click its stops on the map, in running order. Stops the track passes on the way are
          added; the last stop clicked again is taken back.
          {problem.value && <span class="error"> {problem.value}.</span>}
        </p>
      )}
      <button disabled={invalid || searching} {...shortcut("confirm")} onClick={() => send({ type: "run_routes", routes: result.routes })}>
        Run these routes ({searching ? "finding the best…" : game.money(result.revenue)})
        <Key name="confirm" />
      </button>
      {changed.value && (
        <button onClick={() => ((drawn.value = suggested()), (changed.value = false), (drawing.value = null), (problem.value = null))}>
          Back to the best routes
        </button>
      )}
      {!result.routes.length && <small> (no route: the trains earn nothing)</small>}
    </div>
  );
}
