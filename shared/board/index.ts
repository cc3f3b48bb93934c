// The board as SVG: Preact components that use no DOM API (DESIGN.md), so the
// web app renders them live and the worker renders them to strings.
//
// The string renderer lives in ./render.ts (renderBoardSvg, renderTileSvg) and
// is not re-exported here, so the web app's bundle never carries
// preact-render-to-string; the worker imports it from there.
export { Board, defaultReservations, routeHighlight, type BoardHighlights, type BoardProps, type RouteHighlight } from "./board.tsx";
export { HexContent, offboardRuns, type HexContentProps, type PhaseColor } from "./hex.tsx";
export { TileView, type TileViewProps } from "./tile-view.tsx";
export { mapLayout, tileGeometry } from "./geometry.ts";
