// The board as SVG: Preact components that use no DOM API (DESIGN.md), so the
// web app renders them live and the worker renders them to strings.
export { Board, defaultReservations, routeHighlight, type BoardHighlights, type BoardProps, type RouteHighlight } from "./board.tsx";
export { HexContent, offboardRuns, type HexContentProps, type PhaseColor } from "./hex.tsx";
export { TileView, type TileViewProps } from "./tile-view.tsx";
export { renderBoardSvg, renderTileSvg } from "./render.ts";
export { mapLayout, tileGeometry } from "./geometry.ts";
