// The whole map as SVG: every hex of the title with what is on it now, the
// hex sides (rivers, lake shores), the coordinates round the edge, and
// overlays (selected hex, highlighted hexes, routes; clicks pass through them
// to the hex beneath). Pure: no DOM API, so the web app renders it live and
// the worker renders it to a string.
import { Component, type VNode } from "preact";
import type { Board as EngineBoard, Reservations } from "../engine/map.ts";
import { NODE_SLOTS } from "../engine/graph.ts";
import type { ResolvedRoute } from "../engine/route.ts";
import { PlacedTile, type TileType } from "../engine/tile.ts";
import type { CorporationDef, HexDef, TitleData } from "../engine/title.ts";
import { FONT, HEX_FILL, HIGHLIGHT, IMPASSABLE, LAST_MOVE, OUTLINE, SELECTED, WATER } from "./colors.ts";
import { edgeEnds, edgeMid, fmt, hexPoints, mapLayout, pt, slotCentres, tileGeometry, type Pt } from "./geometry.ts";
import { HexContent, type PhaseColor } from "./hex.tsx";

/** A route to draw over the track. */
export interface RouteHighlight {
  color: string;
  /** Track to draw: a hex and the index of a path in its tile's shape (see routeHighlight). */
  paths?: readonly { hex: string; path: number }[];
  /** Stops to ring, as the log names them: "<hex>-<node>" ("E19-0"). */
  nodes?: readonly string[];
  /** Hexes to outline when the track itself is not known (a log route's `hexes`). */
  hexes?: readonly string[];
}

export interface BoardHighlights {
  /** Hexes to mark (e.g. where the selected tile may be laid). */
  hexes?: readonly string[];
  routes?: readonly RouteHighlight[];
  /** Hexes another player's (or a bot's) last turn changed: outlined, so the move is found on the map. */
  lastMove?: readonly string[];
}

export interface TilePreview {
  hex: string;
  tile: TileType;
  rotation: number;
}

export interface BoardProps {
  /** The engine's board: tiles, rotations and tokens. */
  board: EngineBoard;
  data: TitleData;
  highlights?: BoardHighlights;
  /** The selected hex, outlined. */
  selected?: string;
  /** A tile being considered, drawn over its hex at a rotation before it is laid. */
  preview?: TilePreview;
  onHexClick?(hex: string): void;
  /** Row letters and column numbers round the edge of the map (default true). */
  showCoords?: boolean;
  /** Home cities kept for corporations that have not placed their home station
   *  (Game.reservations(): "hex:city" or "hex" -> corporations). Default: every
   *  corporation with a home hex and no station on the map. */
  reservations?: Reservations;
  /** Private companies still open: their markers are drawn on the hexes they block. */
  openCompanies?: readonly string[];
  /** The phase's off-board colour: the value in force is emphasised. */
  phaseColor?: PhaseColor;
  /** Width and height attributes of the <svg> (default: none, it scales to its box). */
  width?: number | string;
  height?: number | string;
  /** A background colour for the whole drawing (default: none). */
  background?: string;
  /** The drawing's <title> (accessible name). */
  title?: string;
  class?: string;
}

const corpCache = new WeakMap<TitleData, ReadonlyMap<string, CorporationDef>>();
function corporationsOf(data: TitleData): ReadonlyMap<string, CorporationDef> {
  let m = corpCache.get(data);
  if (!m) corpCache.set(data, (m = new Map(data.corporations.map((c) => [c.sym, c]))));
  return m;
}

const outlineCache = new WeakMap<TitleData, string>();
/** All hex outlines as one path (drawn over the tiles so shared sides stay crisp). */
function outlinePath(data: TitleData): string {
  let d = outlineCache.get(data);
  if (d) return d;
  const map = mapLayout(data);
  const parts: string[] = [];
  for (const c of map.centers) {
    const pts = [0, 1, 2, 3, 4, 5].map((e) => edgeEnds(map.layout, e)[0]);
    parts.push(`M${pts.map((p) => pt({ x: p.x + c.x, y: p.y + c.y })).join("L")}Z`);
  }
  outlineCache.set(data, (d = parts.join("")));
  return d;
}

/** Home reservations when the caller gives none: corporations with a home and no station yet. */
export function defaultReservations(board: EngineBoard, data: TitleData): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of data.corporations) {
    if (!c.home || board.tokensOf(c.sym).length > 0) continue;
    const cities = board.tileAt(c.home).cities.length;
    const key = c.homeCity !== undefined || cities <= 1 ? `${c.home}:${c.homeCity ?? 0}` : c.home;
    out.set(key, [...(out.get(key) ?? []), c.sym]);
  }
  return out;
}

interface HexCellProps {
  coord: string;
  at: Pt;
  data: TitleData;
  def: HexDef;
  tile: PlacedTile;
  tokens: (string | null)[][];
  /** A string of everything else that changes what the hex shows, for cheap comparison. */
  sig: string;
  reserved?: (string | undefined)[];
  hexReserved?: string;
  trackStation?: string;
  markers?: string[];
  phaseColor?: PhaseColor;
  onHexClick?(hex: string): void;
}

/** One hex of the map; redrawn only when what it shows changes. */
class HexCell extends Component<HexCellProps> {
  override shouldComponentUpdate(next: HexCellProps): boolean {
    const p = this.props;
    return next.tile !== p.tile || next.sig !== p.sig || next.data !== p.data || next.onHexClick !== p.onHexClick;
  }

  private click = () => this.props.onHexClick?.(this.props.coord);

  override render() {
    const { coord, at, data, def, tile } = this.props;
    const laid = !tile.printed;
    return (
      <g
        class="hex"
        transform={`translate(${pt(at)})`}
        data-hex={coord}
        data-color={tile.color}
        data-tile={laid ? tile.name : undefined}
        data-rotation={laid ? tile.rotation : undefined}
        onClick={this.props.onHexClick ? this.click : undefined}
        style={this.props.onHexClick ? "cursor:pointer" : undefined}
      >
        <title>{def.location ? `${coord} ${def.location}` : coord}</title>
        <HexContent
          layout={data.layout}
          tile={tile}
          def={def}
          tokens={this.props.tokens}
          corporations={corporationsOf(data)}
          reserved={this.props.reserved}
          hexReserved={this.props.hexReserved}
          trackStation={this.props.trackStation}
          markers={this.props.markers}
          phaseColor={this.props.phaseColor}
          showNumber={laid}
          currency={data.currency}
        />
      </g>
    );
  }
}

function Borders({ board, data }: { board: EngineBoard; data: TitleData }) {
  const map = mapLayout(data);
  const merges: VNode[] = [];
  const lines: VNode[] = [];
  const costs: VNode[] = [];
  const seen = new Set<string>();
  data.hexes.forEach((h, i) => {
    for (const b of h.borders ?? []) {
      const nb = board.grid.neighbour(i, b.edge);
      const key = nb < 0 ? `${i}:${b.edge}` : `${Math.min(i, nb)}-${Math.max(i, nb)}`;
      if (seen.has(key + (b.type ?? ""))) continue;
      seen.add(key + (b.type ?? ""));
      const c = map.centers[i]!;
      const [p, q] = edgeEnds(map.layout, b.edge).map((e) => ({ x: e.x + c.x, y: e.y + c.y }));
      const d = `M${pt(p!)}L${pt(q!)}`;
      if (!b.type) {
        // The two halves of one area: the side between them is not drawn.
        merges.push(<path key={key} d={d} stroke={HEX_FILL[board.tileOf(i).color]} stroke-width={5} />);
      } else {
        lines.push(
          <path
            key={key + b.type}
            class={`border ${b.type}`}
            data-border={`${h.coord}:${b.edge}`}
            d={d}
            stroke={b.type === "water" ? WATER : IMPASSABLE}
            stroke-width={b.type === "water" ? 7 : 9}
            stroke-linecap="round"
          />,
        );
        if (b.cost) {
          const m = edgeMid(map.layout, b.edge);
          const at = { x: m.x + c.x, y: m.y + c.y };
          costs.push(
            <g key={key + "cost"} class="border-cost" data-cost={b.cost}>
              <circle cx={fmt(at.x)} cy={fmt(at.y)} r={13} fill={WATER} stroke="#fff" stroke-width={1.5} />
              <text x={fmt(at.x)} y={fmt(at.y)} dy=".35em" text-anchor="middle" font-size={13} font-weight="bold" fill="#fff">
                {String(b.cost)}
              </text>
            </g>,
          );
        }
      }
    }
  });
  return (
    <g class="borders" fill="none">
      {merges}
      {lines}
      {costs}
    </g>
  );
}

function Routes({ board, data, routes }: { board: EngineBoard; data: TitleData; routes: readonly RouteHighlight[] }) {
  const map = mapLayout(data);
  return (
    <g class="routes" fill="none" stroke-linecap="round" stroke-linejoin="round" pointer-events="none">
      {routes.map((r, ri) => {
        const parts: string[] = [];
        for (const { hex, path } of r.paths ?? []) {
          const h = board.grid.indexOf(hex);
          if (h < 0) continue;
          const tile = board.tileOf(h);
          const d = tileGeometry(tile.type, tile.rotation, data.layout).tracks[path]?.d;
          if (d) parts.push(translatePath(d, map.centers[h]!));
        }
        return (
          <g key={ri} class="route" data-color={r.color}>
            {parts.length > 0 && <path d={parts.join("")} stroke={r.color} stroke-width={12} stroke-opacity={0.75} />}
            {(r.nodes ?? []).map((n) => {
              const m = /^(.+)-(\d+)$/.exec(n);
              const h = m ? board.grid.indexOf(m[1]!) : -1;
              if (h < 0) return null;
              const tile = board.tileOf(h);
              const node = tileGeometry(tile.type, tile.rotation, data.layout).nodes[Number(m![2])];
              if (!node) return null;
              const c = map.centers[h]!;
              // Round the whole city, however many circles it has.
              const slots = node.kind === "city" ? Math.max(tile.cities[node.index]?.slots ?? 1, board.slotsOf(h)[node.index]?.length ?? 0) : 1;
              const reach = Math.max(...slotCentres(node, slots).map((p) => Math.hypot(p.x - node.at.x, p.y - node.at.y)));
              return <circle key={n} cx={fmt(node.at.x + c.x)} cy={fmt(node.at.y + c.y)} r={fmt(reach + 31)} stroke={r.color} stroke-width={6} />;
            })}
            {(r.hexes ?? []).map((hex) => {
              const h = board.grid.indexOf(hex);
              if (h < 0) return null;
              return (
                <polygon key={hex} points={hexPoints(data.layout)} transform={`translate(${pt(map.centers[h]!)}) scale(0.9)`} stroke={r.color} stroke-width={6} />
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

/** Moves path data drawn around (0, 0) to a hex centre (absolute commands only: M, L, A, Q). */
function translatePath(d: string, c: Pt): string {
  return d.replace(/([MLQA])([^MLQA]*)/g, (_, cmd: string, args: string) => {
    const n = args.trim().split(/[\s,]+/).map(Number);
    if (cmd === "A") return `A${n[0]} ${n[1]} ${n[2]} ${n[3]} ${n[4]} ${fmt(n[5]! + c.x)} ${fmt(n[6]! + c.y)}`;
    const out: string[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) out.push(`${fmt(n[i]! + c.x)} ${fmt(n[i + 1]! + c.y)}`);
    return cmd + out.join(" ");
  });
}

/** The board of a title with everything on it. */
export function Board(props: BoardProps) {
  const { board, data, highlights, selected } = props;
  const map = mapLayout(data);
  const reservations = props.reservations ?? defaultReservations(board, data);
  // Private companies' markers, by hex.
  const markers = new Map<string, string[]>();
  for (const sym of props.openCompanies ?? []) {
    const c = data.companies.find((x) => x.sym === sym);
    for (const hex of c?.blocksHexes ?? (c?.blocksHex ? [c.blocksHex] : [])) {
      if (!markers.has(hex)) markers.set(hex, []);
      markers.get(hex)!.push(sym);
    }
  }
  const { x, y, w, h } = map.box;
  const coordsShown = props.showCoords ?? true;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)}`}
      width={props.width}
      height={props.height}
      class={props.class ?? "board"}
      data-title={data.title}
      font-family={FONT}
    >
      {props.title && <title>{props.title}</title>}
      {props.background && <rect x={fmt(x)} y={fmt(y)} width={fmt(w)} height={fmt(h)} fill={props.background} />}
      <g class="hexes">
        {data.hexes.map((def, i) => {
          const coord = def.coord;
          const tile = board.tileOf(i);
          const tokens = board.tokensAt(coord);
          const cities = tile.cities.length;
          const reserved = cities ? tile.cities.map((_, c) => reservations.get(`${coord}:${c}`)?.join("/")) : undefined;
          const hexReserved = reservations.get(coord)?.join("/");
          const hexMarkers = markers.get(coord);
          const trackStation = def.homeSpace ? (board.trackStationAt(coord) ?? undefined) : undefined;
          const sig = [
            JSON.stringify(tokens),
            trackStation ?? "",
            reserved?.join(",") ?? "",
            hexReserved ?? "",
            hexMarkers?.join(",") ?? "",
            def.location && tile.offboard ? (props.phaseColor ?? "") : "",
          ].join("|");
          return (
            <HexCell
              key={coord}
              coord={coord}
              at={map.centers[i]!}
              data={data}
              def={def}
              tile={tile}
              tokens={tokens}
              sig={sig}
              reserved={reserved}
              hexReserved={hexReserved}
              trackStation={trackStation}
              markers={hexMarkers}
              phaseColor={props.phaseColor}
              onHexClick={props.onHexClick}
            />
          );
        })}
      </g>
      <path class="outlines" d={outlinePath(data)} fill="none" stroke={OUTLINE} stroke-width={1.5} />
      <Borders board={board} data={data} />
      {highlights?.routes && highlights.routes.length > 0 && <Routes board={board} data={data} routes={highlights.routes} />}
      {highlights?.hexes && highlights.hexes.length > 0 && (
        <g class="highlights" fill={HIGHLIGHT} fill-opacity={0.25} stroke={HIGHLIGHT} stroke-width={7} pointer-events="none">
          {highlights.hexes.map((hex) => {
            const i = board.grid.indexOf(hex);
            if (i < 0) return null;
            return <polygon key={hex} data-hex={hex} points={hexPoints(data.layout)} transform={`translate(${pt(map.centers[i]!)}) scale(0.93)`} />;
          })}
        </g>
      )}
      {highlights?.lastMove && highlights.lastMove.length > 0 && (
        <g class="last-move" fill="none" stroke={LAST_MOVE} stroke-width={6} stroke-dasharray="14 8" pointer-events="none">
          {highlights.lastMove.map((hex) => {
            const i = board.grid.indexOf(hex);
            if (i < 0) return null;
            return <polygon key={hex} data-hex={hex} points={hexPoints(data.layout)} transform={`translate(${pt(map.centers[i]!)}) scale(0.9)`} />;
          })}
        </g>
      )}
      {props.preview && <Preview board={board} data={data} preview={props.preview} />}
      {selected && board.grid.indexOf(selected) >= 0 && (
        <polygon
          class="selected"
          data-hex={selected}
          points={hexPoints(data.layout)}
          transform={`translate(${pt(map.centers[board.grid.indexOf(selected)]!)}) scale(0.92)`}
          fill="none"
          stroke={SELECTED}
          stroke-width={8}
          pointer-events="none"
        />
      )}
      {coordsShown && (
        <g class="coords" font-size={24} fill="#444" text-anchor="middle">
          {map.labels.map((l, i) => (
            <text key={i} x={fmt(l.x)} y={fmt(l.y)} dy=".35em">
              {l.text}
            </text>
          ))}
        </g>
      )}
    </svg>
  );
}

/** A tile not yet laid, over its hex: the hex's name stays, its stations are not guessed at. */
function Preview({ board, data, preview }: { board: EngineBoard; data: TitleData; preview: TilePreview }) {
  const i = board.grid.indexOf(preview.hex);
  if (i < 0) return null;
  const tile = new PlacedTile(preview.tile, preview.rotation, `${preview.tile.name}-preview`, false);
  return (
    <g class="preview" data-preview-hex={preview.hex} data-preview-tile={preview.tile.name} data-preview-rotation={preview.rotation} transform={`translate(${pt(mapLayout(data).centers[i]!)})`} pointer-events="none">
      <HexContent layout={data.layout} tile={tile} def={data.hexes[i]} corporations={corporationsOf(data)} showNumber outline currency={data.currency} />
      <polygon points={hexPoints(data.layout)} transform="scale(0.92)" fill="none" stroke={SELECTED} stroke-width={8} stroke-dasharray="18 10" />
    </g>
  );
}

/**
 * A resolved route (Board.validateRoutes or the best-route search) as a
 * highlight: its track and its stops.
 */
export function routeHighlight(board: EngineBoard, route: Pick<ResolvedRoute, "chains" | "stops">, color: string): RouteHighlight {
  const paths: { hex: string; path: number }[] = [];
  for (const chain of route.chains) {
    for (let i = 0; i + 1 < chain.paths.length; i += 2) paths.push({ hex: board.grid.coord(chain.paths[i]!), path: chain.paths[i + 1]! });
  }
  const nodes = route.stops.map((s) => `${board.grid.coord(Math.floor(s / NODE_SLOTS))}-${s % NODE_SLOTS}`);
  return { color, paths, nodes };
}
