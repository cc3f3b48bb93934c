// The map: the shared SVG board with pan and zoom (mouse, touch, keyboard),
// the hexes where a tile may go highlighted with the tiles that fit the chosen
// one (drawn on the hex before they are laid), and the routes being considered.
import { useSignal, type Signal } from "@preact/signals";
import { useCallback, useEffect, useRef } from "preact/hooks";
import { Board, type TilePreview } from "../../../shared/board/board.tsx";
import { TileView } from "../../../shared/board/tile-view.tsx";
import { distinctRotations } from "../../../shared/engine/tile.ts";
import type { Game } from "../../../shared/engine/game.ts";
import type { Table, TileLays } from "../table.ts";
import { later } from "../later.tsx";
import { Key, shortcut } from "./shortcuts.tsx";

/** A hex's details, shown when it is chosen or pointed at: a chunk of its own (issue #40, 11). */
const HexInfo = later(() => import("./hex-info.tsx").then((m) => m.HexInfo));

/** The pointers on the map now, where the gesture began, and whether it has moved (then it is no tap). */
interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start: { pointers: Map<number, { x: number; y: number }>; zoom: number; offset: { x: number; y: number } } | null;
  moved: boolean;
}
const newGesture = (): Gesture => ({ pointers: new Map(), start: null, moved: false });

/** A finger lifted: the gesture goes on from here with the others (a pinch becomes a drag). */
function endPointer(g: Gesture, id: number, zoom: number, offset: { x: number; y: number }): void {
  g.pointers.delete(id);
  g.start = g.pointers.size ? { pointers: new Map(g.pointers), zoom, offset } : null;
}

export function BoardPanel({ table, game }: { table: Table; game: Game }) {
  // The game changes in place: follow the table's version, or the map would keep its first render.
  table.version.value;
  const zoom = useSignal(1);
  const offset = useSignal({ x: 0, y: 0 });
  /** The map fills the screen (phones): its own controls stay on top of it. */
  const expanded = useSignal(false);
  const gesture = useRef<Gesture>(newGesture());
  const routes = table.routePreview.value ?? [];
  const lays = table.tileLays.value;
  const preview = useSignal<TilePreview | null>(null);
  const lastMove = game === table.game ? table.lastMoveHexes() : [];
  // A click on the map extends a route being drawn, or else chooses the hex (e.g. for a tile).
  const onHexClick = useCallback((hex: string) => {
    const draw = table.hexClick.value;
    if (draw) draw(hex);
    else table.selectedHex.value = hex;
  }, [table]);
  const clamp = (z: number) => Math.min(4, Math.max(0.6, z));
  /** Zooms by a factor keeping the point (x, y) of the viewport (a finger, the mouse, or its centre) where it is. */
  const zoomAt = (factor: number, x?: number, y?: number, viewport?: HTMLElement) => {
    const z = clamp(zoom.value * factor);
    const box = viewport?.getBoundingClientRect();
    const px = x === undefined || !box ? (box?.width ?? 0) / 2 : x - box.left;
    const py = y === undefined || !box ? (box?.height ?? 0) / 2 : y - box.top;
    const k = z / zoom.value;
    offset.value = { x: px - (px - offset.value.x) * k, y: py - (py - offset.value.y) * k };
    zoom.value = z;
  };
  const viewport = useRef<HTMLDivElement>(null);
  /** The hex under the mouse (not a finger): its details float over the map's corner while nothing is chosen. */
  const hovered = useSignal<string | null>(null);
  const laying = Boolean(lays && table.selectedHex.value);
  // The frame takes the map's shape on a phone (style.css): no empty bands around a map at Fit.
  const ratio = useSignal<string | undefined>(undefined);
  useEffect(() => {
    const box = viewport.current?.querySelector("svg")?.viewBox.baseVal;
    if (box?.width && box.height) ratio.value = `${box.width.toFixed(0)} / ${box.height.toFixed(0)}`;
  }, [game.data.title]);
  // A hex chosen to lay a tile on (on the map, or in the action panel's list): it and its neighbours are brought into the
  // frame at a size where a tile and its turns can be seen (issue #40: a phone's ~25 px hexes), and the frame and the
  // tiles into the screen, below the pinned action panel.
  useEffect(() => {
    const hex = table.selectedHex.value;
    const frame = viewport.current;
    if (!laying || !hex || !frame) return;
    const element = frame.querySelector(`[data-hex="${CSS.escape(hex)}"]`);
    if (element) {
      const view = frame.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const cx = (box.left + box.width / 2 - view.left - offset.value.x) / zoom.value;
      const cy = (box.top + box.height / 2 - view.top - offset.value.y) / zoom.value;
      const inside = box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom;
      const z = box.width < HEX_SEEN_PX ? clamp((zoom.value * HEX_SEEN_PX * 1.25) / box.width) : zoom.value;
      if (z !== zoom.value || !inside) {
        offset.value = { x: view.width / 2 - cx * z, y: view.height / 2 - cy * z };
        zoom.value = z;
      }
    }
    const panel = frame.closest<HTMLElement>(".board-panel");
    if (panel) showBelowPinnedPanel(panel.querySelector<HTMLElement>(".tile-tray") ?? panel, frame);
  }, [table.selectedHex.value, laying]);
  // Escape leaves the full-screen map.
  useEffect(() => {
    if (!expanded.value) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && (expanded.value = false);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [expanded.value]);
  return (
    <section class={`panel board-panel${expanded.value ? " expanded" : ""}${laying ? " laying" : ""}`} aria-label="Map">
      <div class="board-tools" role="toolbar" aria-label="Map controls">
        <button onClick={() => zoomAt(1.25, undefined, undefined, viewport.current ?? undefined)} aria-label="Zoom in">
          +
        </button>
        <button onClick={() => zoomAt(1 / 1.25, undefined, undefined, viewport.current ?? undefined)} aria-label="Zoom out">
          −
        </button>
        <button onClick={() => ((zoom.value = 1), (offset.value = { x: 0, y: 0 }))}>Fit</button>
        <button onClick={() => (expanded.value = !expanded.value)} aria-pressed={expanded.value}>
          {expanded.value ? "Close full screen" : "Full screen"}
        </button>
        <span class="board-hint">
          {table.hexClick.value
            ? "Drawing a route: tap its stops"
            : lays && !table.selectedHex.value
              ? "Lay a tile: tap a highlighted hex"
              : table.selectedHex.value
                ? `Selected: ${table.selectedHex.value}`
                : "Drag to move, pinch or scroll to zoom; tap a hex to see its tiles"}
        </span>
      </div>
      {lastMove.length > 0 && <p class="board-hint last-move-note">Dashed outline: the last move, on {lastMove.join(", ")}.</p>}
      {lays && table.selectedHex.value ? (
        <TileTray game={game} lays={lays} hex={table.selectedHex.value} preview={preview} />
      ) : (
        !table.hexClick.value && table.selectedHex.value && <HexInfo game={game} hex={table.selectedHex.value} onClose={() => (table.selectedHex.value = null)} />
      )}
      <div
        class="board-viewport"
        ref={viewport}
        style={ratio.value ? { "--map-ratio": ratio.value } : undefined}
        tabIndex={0}
        aria-label="Map: arrow keys move it, + and − zoom"
        onPointerOver={(e) => {
          if (e.pointerType !== "mouse" || e.buttons) return;
          hovered.value = (e.target as Element).closest("[data-hex]")?.getAttribute("data-hex") ?? null;
        }}
        onPointerLeave={() => (hovered.value = null)}
        onWheel={(e) => {
          e.preventDefault();
          zoomAt(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX, e.clientY, e.currentTarget);
        }}
        // One pointer drags the map; two (fingers) pinch it around their middle.
        onPointerDown={(e) => {
          const g = gesture.current;
          g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
          g.start = { pointers: new Map(g.pointers), zoom: zoom.value, offset: offset.value };
          if (g.pointers.size === 1) g.moved = false;
        }}
        onPointerMove={(e) => {
          const g = gesture.current;
          if (!g.pointers.has(e.pointerId) || !g.start) return;
          g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
          const [a0, b0] = [...g.start.pointers.values()];
          const [a1, b1] = [...g.pointers.values()];
          if (!a0 || !a1) return;
          if (b0 && b1) {
            // Pinch: scale by the change of distance, keep the middle under the fingers.
            const box = e.currentTarget.getBoundingClientRect();
            const mid0 = { x: (a0.x + b0.x) / 2 - box.left, y: (a0.y + b0.y) / 2 - box.top };
            const mid1 = { x: (a1.x + b1.x) / 2 - box.left, y: (a1.y + b1.y) / 2 - box.top };
            const z = clamp(g.start.zoom * (Math.hypot(a1.x - b1.x, a1.y - b1.y) / Math.max(1, Math.hypot(a0.x - b0.x, a0.y - b0.y))));
            const k = z / g.start.zoom;
            offset.value = { x: mid1.x - (mid0.x - g.start.offset.x) * k, y: mid1.y - (mid0.y - g.start.offset.y) * k };
            zoom.value = z;
            g.moved = true;
            return;
          }
          const dx = a1.x - a0.x;
          const dy = a1.y - a0.y;
          // A few pixels of wobble is still a tap on a hex.
          if (!g.moved && Math.hypot(dx, dy) < 6) return;
          g.moved = true;
          offset.value = { x: g.start.offset.x + dx, y: g.start.offset.y + dy };
        }}
        onPointerUp={(e) => endPointer(gesture.current, e.pointerId, zoom.value, offset.value)}
        onPointerCancel={(e) => endPointer(gesture.current, e.pointerId, zoom.value, offset.value)}
        // A drag or a pinch that ends on a hex does not choose it.
        onClickCapture={(e) => {
          if (gesture.current.moved) {
            e.stopPropagation();
            e.preventDefault();
            gesture.current.moved = false;
          }
        }}
        onKeyDown={(e) => {
          const step = 40;
          const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
          if (e.key === "+" || e.key === "=") zoomAt(1.25, undefined, undefined, e.currentTarget);
          else if (e.key === "-") zoomAt(1 / 1.25, undefined, undefined, e.currentTarget);
          else if (moves[e.key]) offset.value = { x: offset.value.x + moves[e.key]![0], y: offset.value.y + moves[e.key]![1] };
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        {!lays && !table.hexClick.value && !table.selectedHex.value && hovered.value && (
          <div class="hex-hover" aria-hidden="true">
            <HexInfo game={game} hex={hovered.value} />
          </div>
        )}
        <div class="board-canvas" style={{ transform: `translate(${offset.value.x}px, ${offset.value.y}px) scale(${zoom.value})` }}>
          <Board
            board={game.board}
            data={game.data}
            highlights={{ hexes: lays ? [...new Set(lays.options.map((o) => o.hex))] : [], routes, lastMove }}
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
  if (!here.length)
    return (
      <div class="tile-tray" role="group" aria-label="Tiles">
        No tile may be laid on {hex}: choose a highlighted hex.
      </div>
    );
  const pick = chosen.value && here.find((o) => o.tile === chosen.value!.tile);
  return (
    <div class="tile-tray" role="group" aria-label={`Tiles for ${hex}`}>
      <div class="tile-options">
      {here.map((o) => {
        const name = o.tile.replace(/-\d+$/, "");
        return (
          <div class="row" key={o.tile}>
            <span class="tile-name">
              Tile #{name}
              {o.cost ? ` (${game.money(o.cost)})` : ""}
            </span>
            {distinctRotations(typeOf(o.tile), o.rotations).map((r) => {
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
      </div>
      <div class="row">
        <button disabled={!pick} {...shortcut("confirm")} onClick={() => pick && lays.lay(pick, chosen.value!.rotation)}>
          {pick ? `Lay tile #${pick.tile.replace(/-\d+$/, "")} on ${hex}${pick.cost ? ` for ${game.money(pick.cost)}` : ""}` : `Choose a tile to lay on ${hex}`}
          <Key name="confirm" />
        </button>
      </div>
    </div>
  );
}

/** How wide a hex is drawn, at least, while a tile is chosen for it: a tile's track and its turns can be told apart. */
const HEX_SEEN_PX = 64;

/**
 * Scrolls the page so that the elements (the tiles and the map's frame) are on screen and not under the action panel
 * pinned at the top (issues #32, #40: on a phone the tiles of a tapped hex opened under it, then pushed the map off the
 * screen). Where both do not fit, the first is shown. Measured twice: the scroll may unpin the panel, which then
 * stands taller or lower.
 */
function showBelowPinnedPanel(...elements: HTMLElement[]): void {
  for (let i = 0; i < 2; i++) {
    const panel = document.querySelector<HTMLElement>(".actions.mine");
    const boxes = elements.map((e) => e.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    const first = boxes[0]!;
    const pinned = panel && getComputedStyle(panel).position === "sticky" ? panel.getBoundingClientRect() : null;
    // The panel covers what is below its top only where it stands above the elements (one column: a phone, a tablet).
    const covers = pinned && pinned.top <= 0.5 && pinned.left < first.right && pinned.right > first.left;
    const clear = (covers ? pinned.bottom : 0) + 8;
    if (top >= clear && bottom <= innerHeight) return;
    const room = innerHeight - clear;
    // Both fit: the lower end of the pair at the screen's bottom if that is enough, else its top under the panel.
    const by = bottom - top <= room ? (top < clear ? top - clear : bottom - innerHeight) : first.top < clear || first.bottom > innerHeight ? first.top - clear : 0;
    if (!by) return;
    scrollBy({ top: by, behavior: "instant" });
  }
}
