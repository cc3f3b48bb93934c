// A hex tapped (or clicked) on the map when no tile is being laid: what is on
// it, which tiles of the box may go there and what each costs, and what would
// stop a lay now (the phase's colours, a private company's block). The tile
// rules are the board's own (map.ts legalTileLays, checkTileLay); only the
// corporation's route is left out, since any corporation might lay it.
import type { Game } from "../../../shared/engine/game.ts";
import { GameError } from "../../../shared/engine/errors.ts";

const ALL_COLORS = ["yellow", "green", "brown", "gray"] as const;

export interface HexTile {
  name: string;
  color: string;
  rotations: number;
  /** Terrain and river costs of the first lay here (1830 7.2.3). */
  cost: number;
  /** The phase from which tiles of its colour may be laid, when that is not yet (1830 7.2). */
  fromPhase?: string;
}

/** The tiles that may replace what is on the hex, at their cheapest rotation, for any corporation that reaches it. */
export function tilesForHex(game: Game, hex: string): HexTile[] {
  const board = game.board;
  const [lays] = board.legalTileLays("", ALL_COLORS, new Set(), { hexes: [hex], connected: false, phasesReached: game.phases.reached });
  return (lays?.tiles ?? []).map(({ tileId, rotations }) => {
    const type = board.tileTypeOf(tileId)!;
    const costs = rotations.map((rotation) => {
      try {
        return board.checkTileLay({ corporation: "", hex, tileId, rotation, phaseColors: ALL_COLORS, connected: false, blockedHexes: new Set() }).terrainCost;
      } catch (e) {
        if (e instanceof GameError) return Infinity;
        throw e;
      }
    });
    const colorNow = game.phase.tiles.includes(type.color as (typeof ALL_COLORS)[number]);
    const fromPhase = colorNow ? undefined : game.data.phases.find((p) => p.tiles.includes(type.color as (typeof ALL_COLORS)[number]))?.name;
    return { name: type.name, color: type.color, rotations: rotations.length, cost: Math.min(...costs), ...(fromPhase ? { fromPhase } : {}) };
  });
}

/** `onClose`: the details of a chosen hex can be closed; those of a hex pointed at (hover) have no button. */
export function HexInfo({ game, hex, onClose }: { game: Game; hex: string; onClose?: () => void }) {
  const def = game.board.hexDef(hex);
  const tile = game.board.tileAt(hex);
  const tiles = tilesForHex(game, hex);
  const blocker = game.blockedHexes().has(hex)
    ? game.companies.find((c) => !c.closed && (c.def.blocksHexes ?? (c.def.blocksHex ? [c.def.blocksHex] : [])).includes(hex))
    : undefined;
  const now = tiles.filter((t) => !t.fromPhase);
  const later = tiles.filter((t) => t.fromPhase);
  return (
    <div class="hex-info" role={onClose ? "region" : undefined} aria-label={onClose ? `Hex ${hex}` : undefined} aria-live={onClose ? "polite" : undefined}>
      <strong>
        {hex}
        {def.location ? ` ${def.location}` : ""}
      </strong>{" "}
      — {tile.printed ? "as printed" : `tile #${tile.type.name}`} ({tile.color}){def.terrain ? `, ${def.terrain.kind} ${game.money(def.terrain.cost)}` : ""}{" "}
      {onClose && (
        <button onClick={onClose} aria-label={`Close the details of ${hex}`}>
          ✕
        </button>
      )}
      {blocker && <p>Blocked while a player owns {blocker.def.name} ({blocker.sym}); no tile may go here (1830 7.2.1).</p>}
      {tiles.length === 0 ? (
        <p>No tile may go here{tile.color === "red" || tile.color === "gray" ? ": red and gray hexes take no tile (1830 7.2)" : " now: no tile of the box upgrades it"}.</p>
      ) : (
        <ul aria-label={`Tiles that may go on ${hex}`}>
          {now.map((t) => (
            <li key={t.name} data-hex-tile={t.name}>
              #{t.name} ({t.color}) — {t.cost ? game.money(t.cost) : "no cost"}
            </li>
          ))}
          {later.map((t) => (
            <li key={t.name} data-hex-tile={t.name} class="later">
              #{t.name} ({t.color}) — {t.cost ? game.money(t.cost) : "no cost"}, from phase {t.fromPhase}
            </li>
          ))}
        </ul>
      )}
      <small>A corporation lays one if its route reaches the hex (1830 7.2.1 #1).</small>
    </div>
  );
}
