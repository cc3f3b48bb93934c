// The board as a string of SVG, for the worker (board images, link previews).
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { Board, type BoardProps } from "./board.tsx";
import { TileView, type TileViewProps } from "./tile-view.tsx";

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A standalone SVG document of the board (deterministic: the same props give the same bytes). */
export function renderBoardSvg(props: BoardProps, opts: { xmlDeclaration?: boolean } = {}): string {
  const svg = renderToString(h(Board, { background: "#ffffff", ...props }));
  return opts.xmlDeclaration ? XML + svg : svg;
}

/** A standalone SVG document of one tile. */
export function renderTileSvg(props: TileViewProps): string {
  return renderToString(h(TileView, props));
}
