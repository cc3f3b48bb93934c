// One tile on its own, at a rotation: for the tile picker and the tile manifest.
import type { Layout } from "../engine/hex.ts";
import { PlacedTile, TileType } from "../engine/tile.ts";
import type { CorporationDef, TileDef } from "../engine/title.ts";
import { FONT, SELECTED } from "./colors.ts";
import { fmt, hexPoints, A, R } from "./geometry.ts";
import { HexContent } from "./hex.tsx";

export interface TileViewProps {
  /** A tile of the title's manifest, or an engine tile type. */
  tile: TileDef | TileType;
  /** 0-5, as the engine's rotations (default 0). */
  rotation?: number;
  layout: Layout;
  /** Width of the drawing in pixels (default: scales to its box). */
  size?: number;
  /** Print the tile number (default true). */
  showNumber?: boolean;
  /** Tokens to show in its cities (per city, per slot). */
  tokens?: readonly (readonly (string | null)[])[];
  corporations?: readonly CorporationDef[];
  selected?: boolean;
  onClick?(): void;
  /** The drawing's <title> (accessible name; default "Tile <name>"). */
  title?: string;
  class?: string;
}

const types = new WeakMap<TileDef, TileType>();
function typeOf(tile: TileDef | TileType): TileType {
  if (tile instanceof TileType) return tile;
  let t = types.get(tile);
  if (!t) types.set(tile, (t = TileType.fromDef(tile)));
  return t;
}

const placedCache = new WeakMap<TileType, PlacedTile[]>();
function placed(type: TileType, rotation: number): PlacedTile {
  let list = placedCache.get(type);
  if (!list) placedCache.set(type, (list = [0, 1, 2, 3, 4, 5].map((r) => new PlacedTile(type, r, `${type.name}-view`, false))));
  return list[((rotation % 6) + 6) % 6]!;
}

/** A single tile, as printed, in a given rotation. */
export function TileView(props: TileViewProps) {
  const type = typeOf(props.tile);
  const rotation = props.rotation ?? 0;
  const tile = placed(type, rotation);
  const halfW = props.layout === "pointy" ? A : R;
  const halfH = props.layout === "pointy" ? R : A;
  const pad = 4;
  const w = 2 * (halfW + pad);
  const h = 2 * (halfH + pad);
  const corporations = props.corporations ? new Map(props.corporations.map((c) => [c.sym, c])) : undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${fmt(-w / 2)} ${fmt(-h / 2)} ${fmt(w)} ${fmt(h)}`}
      width={props.size}
      height={props.size !== undefined ? fmt((props.size * h) / w) : undefined}
      class={props.class ?? "tile-view"}
      data-tile={type.name}
      data-rotation={rotation}
      font-family={FONT}
      onClick={props.onClick ? () => props.onClick!() : undefined}
      style={props.onClick ? "cursor:pointer" : undefined}
    >
      <title>{props.title ?? `Tile ${type.name}`}</title>
      <HexContent layout={props.layout} tile={tile} tokens={props.tokens} corporations={corporations} showNumber={props.showNumber ?? true} outline />
      {props.selected && <polygon points={hexPoints(props.layout)} transform="scale(0.94)" fill="none" stroke={SELECTED} stroke-width={8} />}
    </svg>
  );
}
