// Hex coordinates and neighbours, for both hex orientations.
//
// A coordinate such as "E19" is letters followed by a number. As on
// 18xx.games, it maps to "doubled" coordinates (x, y): along the axis where
// hexes touch side to side, neighbours are two units apart; across the other
// axis, one unit. Which of letter and number is x depends on the title's axes;
// by default (as on 18xx.games) pointy layouts use x = number - 1 and
// y = letter index, flat layouts x = letter index and y = number - 1.
//
// Edges are numbered 0..5 clockwise. The neighbour across each edge:
//
//   pointy (vertex at the top)          flat (side at the top)
//   edge  faces       (dx, dy)          edge  faces       (dx, dy)
//    0    south-west  (-1, +1)           0    south       ( 0, +2)
//    1    west        (-2,  0)           1    south-west  (-1, +1)
//    2    north-west  (-1, -1)           2    north-west  (-1, -1)
//    3    north-east  (+1, -1)           3    north       ( 0, -2)
//    4    east        (+2,  0)           4    north-east  (+1, -1)
//    5    south-east  (+1, +1)           5    south-east  (+1, +1)
//
// The side facing back from the neighbour is always (edge + 3) % 6, and a
// tile laid with rotation r moves its edge e to (e + r) % 6.

export type Layout = "pointy" | "flat";

/** Which part of a coordinate is the doubled x and which the y. */
export interface Axes {
  x: "letter" | "number";
  y: "letter" | "number";
}

const OFFSETS: Record<Layout, readonly (readonly [number, number])[]> = {
  pointy: [
    [-1, 1],
    [-2, 0],
    [-1, -1],
    [1, -1],
    [2, 0],
    [1, 1],
  ],
  flat: [
    [0, 2],
    [-1, 1],
    [-1, -1],
    [0, -2],
    [1, -1],
    [1, 1],
  ],
};

export function defaultAxes(layout: Layout): Axes {
  return layout === "pointy" ? { x: "number", y: "letter" } : { x: "letter", y: "number" };
}

/** The side of the neighbour that faces back across `edge`. */
export function oppositeEdge(edge: number): number {
  return (edge + 3) % 6;
}

/** Where edge `edge` of a tile ends up when the tile is turned by `rotation`. */
export function rotateEdge(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

/** "A" = 0, ..., "Z" = 25, "AA" = 26, ... (the 18xx.games row/column letters). */
function letterIndex(letters: string): number {
  if (letters.length === 1) return letters.charCodeAt(0) - 65;
  // Two letters: "AA".."AZ" follow "Z".
  return 26 + (letters.charCodeAt(1) - 65) + 26 * (letters.charCodeAt(0) - 65);
}

const COORD = /^([A-Z]+)(-?\d+)$/;

/** The doubled (x, y) of a coordinate, or undefined if it is not one. */
export function coordToXY(coord: string, axes: Axes): { x: number; y: number } | undefined {
  const m = COORD.exec(coord);
  if (!m) return undefined;
  const letter = letterIndex(m[1]!);
  const number = Number(m[2]) - 1;
  return {
    x: axes.x === "letter" ? letter : number,
    y: axes.y === "letter" ? letter : number,
  };
}

/**
 * The hexes of one map, numbered 0..n-1 in the order given, with the hex
 * across every edge ("all neighbours": whether track may cross that side is
 * a question for the board, which knows borders and tiles).
 */
export class HexGrid {
  readonly coords: readonly string[];
  readonly layout: Layout;
  private readonly index = new Map<string, number>();
  /** neighbours[h * 6 + e]: the hex across edge e of hex h, or -1 off the map. */
  private readonly neighbours: Int32Array;
  /** Each hex's doubled coordinates (doubled x for pointy hexes, doubled y for flat ones). */
  private readonly xy: { x: number; y: number }[];

  constructor(coords: readonly string[], layout: Layout, axes: Axes = defaultAxes(layout)) {
    this.coords = coords;
    this.layout = layout;
    const byXY = new Map<string, number>();
    this.xy = coords.map((c, i) => {
      if (this.index.has(c)) throw new Error(`hex ${c} is listed twice`);
      this.index.set(c, i);
      const xy = coordToXY(c, axes);
      if (!xy) throw new Error(`"${c}" is not a hex coordinate`);
      byXY.set(`${xy.x},${xy.y}`, i);
      return xy;
    });
    this.neighbours = new Int32Array(coords.length * 6).fill(-1);
    const offsets = OFFSETS[layout];
    coords.forEach((c, i) => {
      const { x, y } = coordToXY(c, axes)!;
      for (let e = 0; e < 6; e++) {
        const [dx, dy] = offsets[e]!;
        this.neighbours[i * 6 + e] = byXY.get(`${x + dx},${y + dy}`) ?? -1;
      }
    });
  }

  get size(): number {
    return this.coords.length;
  }

  /** The index of a coordinate, or -1 if the map has no such hex. */
  indexOf(coord: string): number {
    return this.index.get(coord) ?? -1;
  }

  coord(index: number): string {
    return this.coords[index]!;
  }

  /** The hex (index) across edge `edge` of hex `index`, or -1 off the map. */
  neighbour(index: number, edge: number): number {
    return this.neighbours[index * 6 + edge]!;
  }

  /**
   * The fewest steps from hex to hex without leaving the map (as the crow
   * flies, but over the map's hexes only), or -1 if there is no way.
   */
  stepsWithin(from: number, to: number): number {
    if (from === to) return 0;
    const seen = new Int32Array(this.coords.length).fill(-1);
    seen[from] = 0;
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const h = queue[q]!;
      for (let e = 0; e < 6; e++) {
        const n = this.neighbours[h * 6 + e]!;
        if (n < 0 || seen[n]! >= 0) continue;
        seen[n] = seen[h]! + 1;
        if (n === to) return seen[n]!;
        queue.push(n);
      }
    }
    return -1;
  }

  /** The fewest steps from hex to hex as the crow flies, off the map too (where the map's edge does not matter). */
  distance(from: number, to: number): number {
    const a = this.xy[from]!;
    const b = this.xy[to]!;
    const [across, along] = this.layout === "pointy" ? [Math.abs(a.x - b.x), Math.abs(a.y - b.y)] : [Math.abs(a.y - b.y), Math.abs(a.x - b.x)];
    return along + Math.max(0, (across - along) / 2);
  }

  /** The edge of `from` that faces `to`, or -1 if they are not adjacent. */
  edgeTowards(from: number, to: number): number {
    for (let e = 0; e < 6; e++) if (this.neighbours[from * 6 + e] === to) return e;
    return -1;
  }
}
