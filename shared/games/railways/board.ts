// The map: four map sides in a 2x2 rectangle (Setup), read as one grid of
// spaces, and what the grid means at any moment: its buildings (orthogonally
// adjacent building spaces of one colour are one building, Build a Building)
// and its rail links (a chain of railway spaces from a building to another).
//
// Spaces are named like a chess board: columns a to j from the left, rows 1
// to 8 from the top; "a1" is the top-left space of the top-left card.
import type { CardData } from "./cards.ts";

export type Colour = "R" | "L" | "C" | "I";
export const COLOURS: readonly Colour[] = ["R", "L", "C", "I"];
export const COLOUR_NAMES: Record<Colour, string> = { R: "Residential", L: "Leisure", C: "Commercial", I: "Industrial" };

export const CARD_ROWS = 4;
export const CARD_COLS = 5;
export const ROWS = CARD_ROWS * 2;
export const COLS = CARD_COLS * 2;

/** Sides as bits: a railway space's track leaves by two of them. */
export const N = 1, E = 2, S = 4, W = 8;
const SIDES = [N, E, S, W] as const;
const TRACK: Record<string, number> = { "─": E | W, "│": N | S, "┌": E | S, "┐": W | S, "└": N | E, "┘": N | W };
export const TRACK_CHARS = Object.keys(TRACK);
const STEP: Record<number, [number, number]> = { [N]: [0, -1], [E]: [1, 0], [S]: [0, 1], [W]: [-1, 0] };
const opposite = (side: number) => (side === N ? S : side === S ? N : side === E ? W : E);

export type Space =
  | { kind: "land" }
  | { kind: "rail"; track: number }
  | { kind: "building"; colour: Colour };

/** One map side, parsed. */
export function parseMap(card: CardData): Space[][] {
  if (card.map.length !== CARD_ROWS) throw new Error(`card ${card.id}: a map side has ${CARD_ROWS} rows, not ${card.map.length}`);
  return card.map.map((row, r) => {
    const spaces = [...row];
    if (spaces.length !== CARD_COLS) throw new Error(`card ${card.id} row ${r + 1}: ${CARD_COLS} spaces, not ${spaces.length}`);
    return spaces.map((ch): Space => {
      if (ch === ".") return { kind: "land" };
      if (ch === "R" || ch === "L" || ch === "C" || ch === "I") return { kind: "building", colour: ch };
      const track = TRACK[ch];
      if (track === undefined) throw new Error(`card ${card.id}: unknown space "${ch}"`);
      return { kind: "rail", track };
    });
  });
}

export const cellName = (col: number, row: number) => `${String.fromCharCode(97 + col)}${row + 1}`;
export const CELLS: readonly string[] = Array.from({ length: ROWS * COLS }, (_, i) => cellName(i % COLS, Math.floor(i / COLS)));
const AT = new Map(CELLS.map((name, i) => [name, { col: i % COLS, row: Math.floor(i / COLS) }]));
export function cellAt(name: string): { col: number; row: number } | null {
  return AT.get(name) ?? null;
}
/** Reading order of a space (row by row). */
export const cellIndex = (name: string) => {
  const at = cellAt(name)!;
  return at.row * COLS + at.col;
};
/** Which of the four map positions (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) a space is on. */
export function positionOf(name: string): number {
  const at = cellAt(name)!;
  return (at.row >= CARD_ROWS ? 2 : 0) + (at.col >= CARD_COLS ? 1 : 0);
}

const NEIGHBOURS = new Map(
  CELLS.map((name) => {
    const at = cellAt(name)!;
    const out: string[] = [];
    for (const side of SIDES) {
      const [dc, dr] = STEP[side]!;
      const c = at.col + dc, r = at.row + dr;
      if (c >= 0 && c < COLS && r >= 0 && r < ROWS) out.push(cellName(c, r));
    }
    return [name, out];
  }),
);
/** The orthogonally adjacent spaces. */
export function neighbours(name: string): readonly string[] {
  return NEIGHBOURS.get(name)!;
}

export interface Building {
  /** Its first space in reading order, which names it. */
  id: string;
  colour: Colour;
  cells: string[];
}

export interface Link {
  /** Its railway spaces from one end to the other, the end with the first space in reading order first. */
  cells: string[];
  /** "first-last" railway space ("c3" for a one-space link). */
  id: string;
  length: number;
  /** The building spaces at its two ends (in the order of `cells`), or null where the track runs into nothing. */
  ends: [string | null, string | null];
}

/** The grid at one moment: the printed spaces with the buildings built so far. */
export class Topology {
  readonly buildings: Building[] = [];
  private readonly buildingAt = new Map<string, Building>();
  /** Every chain of railway spaces that touches a building at one end at least (complete or not). */
  readonly chains: Link[] = [];
  private readonly linkById = new Map<string, Link>();
  private readonly linkAt = new Map<string, Link>();

  constructor(
    readonly grid: readonly (readonly Space[])[],
    readonly built: Readonly<Record<string, Colour>>,
  ) {
    this.findBuildings();
    this.findLinks();
  }

  space(name: string): Space {
    const colour = this.built[name];
    if (colour) return { kind: "building", colour };
    const at = cellAt(name)!;
    return this.grid[at.row]![at.col]!;
  }

  building(cell: string): Building | null {
    return this.buildingAt.get(cell) ?? null;
  }

  /** Complete links: railway spaces joining two building spaces. */
  get links(): Link[] {
    return this.chains.filter((l) => l.ends[0] !== null && l.ends[1] !== null);
  }

  link(id: string): Link | null {
    return this.linkById.get(id) ?? null;
  }

  /** The chain a railway space belongs to, if it touches a building. */
  linkThrough(cell: string): Link | null {
    return this.linkAt.get(cell) ?? null;
  }

  /** The buildings at the two ends of a complete link. */
  endsOf(link: Link): [Building, Building] {
    return [this.building(link.ends[0]!)!, this.building(link.ends[1]!)!];
  }

  private findBuildings(): void {
    for (const cell of CELLS) {
      const space = this.space(cell);
      if (space.kind !== "building" || this.buildingAt.has(cell)) continue;
      const building: Building = { id: cell, colour: space.colour, cells: [] };
      const todo = [cell];
      this.buildingAt.set(cell, building);
      while (todo.length) {
        const c = todo.pop()!;
        building.cells.push(c);
        for (const n of neighbours(c)) {
          const s = this.space(n);
          if (s.kind === "building" && s.colour === space.colour && !this.buildingAt.has(n)) {
            this.buildingAt.set(n, building);
            todo.push(n);
          }
        }
      }
      building.cells.sort((a, b) => cellIndex(a) - cellIndex(b));
      this.buildings.push(building);
    }
  }

  /** Follows the track from `start`, entered by its side `from`, to its far end. */
  private follow(start: string, from: number): { cells: string[]; end: string | null } {
    const cells: string[] = [];
    let cell = start;
    let enteredBy = from;
    for (;;) {
      cells.push(cell);
      const space = this.space(cell) as { kind: "rail"; track: number };
      const out = space.track & ~enteredBy;
      const at = cellAt(cell)!;
      const [dc, dr] = STEP[out]!;
      const c = at.col + dc, r = at.row + dr;
      if (c < 0 || c >= COLS || r < 0 || r >= ROWS) return { cells, end: null };
      const next = cellName(c, r);
      const s = this.space(next);
      if (s.kind === "building") return { cells, end: next };
      if (s.kind === "rail" && s.track & opposite(out) && !cells.includes(next)) {
        cell = next;
        enteredBy = opposite(out);
        continue;
      }
      return { cells, end: null };
    }
  }

  private findLinks(): void {
    for (const cell of CELLS) {
      if (this.space(cell).kind !== "building") continue;
      const at = cellAt(cell)!;
      for (const side of SIDES) {
        const [dc, dr] = STEP[side]!;
        const c = at.col + dc, r = at.row + dr;
        if (c < 0 || c >= COLS || r < 0 || r >= ROWS) continue;
        const next = cellName(c, r);
        const s = this.space(next);
        if (s.kind !== "rail" || !(s.track & opposite(side)) || this.linkAt.has(next)) continue;
        const { cells, end } = this.follow(next, opposite(side));
        let ends: [string | null, string | null] = [cell, end];
        if (end !== null && cellIndex(cells[cells.length - 1]!) < cellIndex(cells[0]!)) {
          cells.reverse();
          ends = [end, cell];
        }
        const id = cells.length === 1 ? cells[0]! : `${cells[0]}-${cells[cells.length - 1]}`;
        const link: Link = { cells, id, length: cells.length, ends };
        this.chains.push(link);
        this.linkById.set(id, link);
        for (const c2 of cells) this.linkAt.set(c2, link);
      }
    }
  }
}

/** The printed grid of four map sides in positions top-left, top-right, bottom-left, bottom-right. */
export function layMap(cards: readonly CardData[]): Space[][] {
  const grid: Space[][] = Array.from({ length: ROWS }, () => new Array<Space>(COLS));
  cards.forEach((card, position) => {
    const sides = parseMap(card);
    const r0 = position >= 2 ? CARD_ROWS : 0, c0 = position % 2 ? CARD_COLS : 0;
    sides.forEach((row, r) => row.forEach((space, c) => (grid[r0 + r]![c0 + c] = space)));
  });
  return grid;
}

/**
 * The colour a Building die built on this space would have (Build a Building):
 * that of the buildings next to it, or `fresh` next to none; null where it
 * cannot be built (a building already, or next to buildings of two colours).
 */
export function colourForBuilding(s: { topo: Topology }, cell: string, fresh: Colour = "R"): Colour | null {
  if (s.topo.space(cell).kind === "building") return null;
  let colour: Colour | null = null;
  for (const n of neighbours(cell)) {
    const b = s.topo.building(n);
    if (!b) continue;
    if (colour !== null && colour !== b.colour) return null;
    colour = b.colour;
  }
  return colour ?? fresh;
}
