// The map: the shared SVG board with pan and zoom (mouse, touch, keyboard),
// the hexes where a tile may go highlighted, and the routes being considered.
import { useSignal } from "@preact/signals";
import { useCallback, useRef } from "preact/hooks";
import { Board } from "../../../shared/board/board.tsx";
import type { Game } from "../../../shared/engine/game.ts";
import type { Table } from "../table.ts";

export function BoardPanel({ table, game }: { table: Table; game: Game }) {
  // The game changes in place: follow the table's version, or the map would keep its first render.
  table.version.value;
  const zoom = useSignal(1);
  const offset = useSignal({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const routes = table.routePreview.value ?? [];
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
        {table.hexClick.value ? <span>Drawing a route: click its stops</span> : table.selectedHex.value && <span>Selected: {table.selectedHex.value}</span>}
      </div>
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
            highlights={{ hexes: table.layableHexes.value, routes }}
            selected={table.selectedHex.value ?? undefined}
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
