// The map: the shared SVG board with pan and zoom (mouse, touch, keyboard),
// the hexes where a tile may go highlighted with the tiles that fit the chosen
// one (drawn on the hex before they are laid), and the routes being considered.
import { useSignal, type Signal } from "@preact/signals";
import { useCallback, useEffect, useRef } from "preact/hooks";
import { Board, type TilePreview } from "../../../shared/board/board.tsx";
import { TileView } from "../../../shared/board/tile-view.tsx";
import type { Game } from "../../../shared/engine/game.ts";
import type { Table, TileLays } from "../table.ts";

export function BoardPanel({ table, game }: { table: Table; game: Game }) {
  // The game changes in place: follow the table's version, or the map would keep its first render.
  table.version.value;
  const zoom = useSignal(1);
  const offset = useSignal({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const routes = table.routePreview.value ?? [];
  const lays = table.tileLays.value;
  const preview = useSignal<TilePreview | null>(null);
  // A click on the map extends a route being drawn, or else chooses the hex (e.g. for a tile).
  const onHexClick = useCallback((hex: string) => {
    const draw = table.hexClick.value;
    if (draw) draw(hex);
    else table.selectedHex.value = hex;
  }, [table]);
  const clamp = (z: number) => Math.min(4, Math.max(0.6, z));
  return (
    <section class="panel board-panel" aria-label="Map">
      <div class="board-tools">
        <button onClick={() => (zoom.value = clamp(zoom.value * 1.25))} aria-label="Zoom in">
          +
        </button>
        <button onClick={() => (zoom.value = clamp(zoom.value / 1.25))} aria-label="Zoom out">
          −
        </button>
        <button onClick={() => ((zoom.value = 1), (offset.value = { x: 0, y: 0 }))}>Fit</button>
        {table.hexClick.value ? (
          <span>Drawing a route: click its stops</span>
        ) : lays && !table.selectedHex.value ? (
          <span>Lay a tile: click a highlighted hex</span>
        ) : (
          table.selectedHex.value && <span>Selected: {table.selectedHex.value}</span>
        )}
      </div>
      {lays && table.selectedHex.value && <TileTray game={game} lays={lays} hex={table.selectedHex.value} preview={preview} />}
      <div
        class="board-viewport"
        tabIndex={0}
        onWheel={(e) => {
          e.preventDefault();
          zoom.value = clamp(zoom.value * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, ox: offset.value.x, oy: offset.value.y };
        }}
        onPointerMove={(e) => {
          if (!drag.current || e.buttons === 0) return;
          offset.value = { x: drag.current.ox + e.clientX - drag.current.x, y: drag.current.oy + e.clientY - drag.current.y };
        }}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={(e) => {
          const step = 40;
          const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
          if (e.key === "+" || e.key === "=") zoom.value = clamp(zoom.value * 1.25);
          else if (e.key === "-") zoom.value = clamp(zoom.value / 1.25);
          else if (moves[e.key]) offset.value = { x: offset.value.x + moves[e.key]![0], y: offset.value.y + moves[e.key]![1] };
          else return;
          e.preventDefault();
        }}
      >
        <div class="board-canvas" style={{ transform: `translate(${offset.value.x}px, ${offset.value.y}px) scale(${zoom.value})` }}>
          <Board
            board={game.board}
            data={game.data}
            highlights={{ hexes: lays ? [...new Set(lays.options.map((o) => o.hex))] : [], routes }}
            selected={table.selectedHex.value ?? undefined}
            preview={lays ? (preview.value ?? undefined) : undefined}
            onHexClick={onHexClick}
            openCompanies={game.companies.filter((c) => !c.closed).map((c) => c.sym)}
            phaseColor={game.phase.offboardColor}
            title={`${game.data.title} map`}
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The tiles that may be laid on the chosen hex, each at every rotation the
 * rules allow. Pointing at one (or focusing it) draws it on the hex; a click
 * chooses it, and the button under them lays it.
 */
function TileTray({ game, lays, hex, preview }: { game: Game; lays: TileLays; hex: string; preview: Signal<TilePreview | null> }) {
  const here = lays.options.filter((o) => o.hex === hex);
  const chosen = useSignal<{ tile: string; rotation: number } | null>(null);
  const typeOf = (tileId: string) => game.board.tileTypeOf(tileId)!;
  const show = (c: { tile: string; rotation: number } | null) => (preview.value = c ? { hex, tile: typeOf(c.tile), rotation: c.rotation } : null);
  // Another hex, or another set of tiles, starts with nothing chosen.
  useEffect(() => {
    chosen.value = null;
    preview.value = null;
    return () => (preview.value = null);
  }, [hex, lays]);
  if (!here.length) return <div class="tile-tray" role="group" aria-label="Tiles">No tile may be laid on {hex}: choose a highlighted hex.</div>;
  const pick = chosen.value && here.find((o) => o.tile === chosen.value!.tile);
  return (
    <div class="tile-tray" role="group" aria-label={`Tiles for ${hex}`}>
      {here.map((o) => {
        const name = o.tile.replace(/-\d+$/, "");
        return (
          <div class="row" key={o.tile}>
            <span class="tile-name">
              Tile #{name}
              {o.cost ? ` (${game.money(o.cost)})` : ""}
            </span>
            {o.rotations.map((r) => {
              const isChosen = chosen.value?.tile === o.tile && chosen.value.rotation === r;
              return (
                <button
                  key={r}
                  class={`tile-choice${isChosen ? " chosen" : ""}`}
                  aria-label={`Tile #${name}, rotation ${r}`}
                  aria-pressed={isChosen}
                  onPointerEnter={() => show({ tile: o.tile, rotation: r })}
                  onPointerLeave={() => show(chosen.value)}
                  onFocus={() => show({ tile: o.tile, rotation: r })}
                  onBlur={() => show(chosen.value)}
                  onClick={() => show((chosen.value = { tile: o.tile, rotation: r }))}
                  onDblClick={() => lays.lay(o, r)}
                >
                  <TileView tile={typeOf(o.tile)} rotation={r} layout={game.data.layout} size={64} title={`Tile #${name}, rotation ${r}`} />
                </button>
              );
            })}
          </div>
        );
      })}
      <div class="row">
        <button disabled={!pick} onClick={() => pick && lays.lay(pick, chosen.value!.rotation)}>
          {pick ? `Lay tile #${pick.tile.replace(/-\d+$/, "")} on ${hex}${pick.cost ? ` for ${game.money(pick.cost)}` : ""}` : `Choose a tile to lay on ${hex}`}
        </button>
      </div>
    </div>
  );
}
