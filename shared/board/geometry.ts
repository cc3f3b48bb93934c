// The geometry of the board drawing: where hexes sit on the map, and how a
// tile's track, cities and towns are laid out inside a hex. Pure arithmetic,
// computed once per tile type and rotation (and once per title for the map)
// and memoized, so a redraw of ~100 hexes only builds elements.
//
// Units: a hex has circumradius R = 100 (centre to corner); its sides are R
// long and its inradius (centre to the middle of a side) is A = R·√3/2.
// Screen coordinates, y downwards, angles in degrees clockwise from +x.
//
// Edges follow shared/engine/hex.ts (18xx.games numbering): flat hexes have
// edge 0 at the bottom and count clockwise; pointy hexes are the flat ones
// turned 30° clockwise, so edge 0 faces south-west. Edge e's side therefore
// faces the angle 90 + 60e (flat) or 120 + 60e (pointy). A tile at rotation r
// has its rotation-0 edge e at (e + r) % 6: the engine's rotated shape
// (TileType.shapes[r]) already carries the turned edges, and this module
// draws exactly those.

import { coordToXY, defaultAxes, type Axes, type Layout } from "../engine/hex.ts";
import { isNode, NODE_BASE, type TileNode, type TileShape, type TileType } from "../engine/tile.ts";
import type { TitleData } from "../engine/title.ts";

export const R = 100;
export const A = (R * Math.sqrt(3)) / 2;
/** Radius of a station circle. */
export const SLOT_R = 25;

export interface Pt {
  readonly x: number;
  readonly y: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const unit = (deg: number): Pt => ({ x: Math.cos(rad(deg)), y: Math.sin(rad(deg)) });
const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
const mul = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k });
const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);

/** Rounds for compact, deterministic SVG numbers. */
export const fmt = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? "0" : String(v);
};
export const pt = (p: Pt) => `${fmt(p.x)} ${fmt(p.y)}`;

/** The direction (degrees) the side `edge` faces. */
export function edgeAngle(layout: Layout, edge: number): number {
  return (layout === "flat" ? 90 : 120) + 60 * edge;
}

/** The middle of side `edge`. */
export function edgeMid(layout: Layout, edge: number): Pt {
  return mul(unit(edgeAngle(layout, edge)), A);
}

/** The two corners of side `edge`, clockwise. */
export function edgeEnds(layout: Layout, edge: number): [Pt, Pt] {
  const a = edgeAngle(layout, edge);
  return [mul(unit(a - 30), R), mul(unit(a + 30), R)];
}

/** The six corners, clockwise from the one before edge 0. */
export function corners(layout: Layout): Pt[] {
  return [0, 1, 2, 3, 4, 5].map((e) => edgeEnds(layout, e)[0]);
}

const polygons = new Map<Layout, string>();
/** The hex outline as polygon points. */
export function hexPoints(layout: Layout): string {
  let p = polygons.get(layout);
  if (!p) polygons.set(layout, (p = corners(layout).map((c) => `${fmt(c.x)},${fmt(c.y)}`).join(" ")));
  return p;
}

/** Half the width of the hex at height y (for fitting text). */
export function halfWidthAt(layout: Layout, y: number): number {
  const ay = Math.abs(y);
  if (layout === "pointy") return ay <= R / 2 ? A : Math.max(0, (A * (R - ay)) / (R / 2));
  return Math.max(0, R - ay / Math.sqrt(3));
}

// ---------------------------------------------------------------------------
// Curves: track is a straight line, a circular arc or a quadratic curve.
// ---------------------------------------------------------------------------

export type Curve =
  | { kind: "line"; a: Pt; b: Pt }
  /** Centre, radius, and angles (radians) from start to end; |a1 - a0| < π. */
  | { kind: "arc"; c: Pt; r: number; a0: number; a1: number }
  | { kind: "quad"; a: Pt; c: Pt; b: Pt };

export function pointAt(curve: Curve, t: number): Pt {
  switch (curve.kind) {
    case "line":
      return add(curve.a, mul(sub(curve.b, curve.a), t));
    case "arc": {
      const ang = curve.a0 + (curve.a1 - curve.a0) * t;
      return { x: curve.c.x + curve.r * Math.cos(ang), y: curve.c.y + curve.r * Math.sin(ang) };
    }
    case "quad": {
      const u = 1 - t;
      return {
        x: u * u * curve.a.x + 2 * u * t * curve.c.x + t * t * curve.b.x,
        y: u * u * curve.a.y + 2 * u * t * curve.c.y + t * t * curve.b.y,
      };
    }
  }
}

/** The direction (degrees) the curve runs at t. */
export function tangentAt(curve: Curve, t: number): number {
  const e = 1e-3;
  const p = pointAt(curve, Math.max(0, t - e));
  const q = pointAt(curve, Math.min(1, t + e));
  return (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
}

/** SVG path data for the part of the curve from t0 to t1. */
export function curvePath(curve: Curve, t0 = 0, t1 = 1): string {
  const p = pointAt(curve, t0);
  const q = pointAt(curve, t1);
  switch (curve.kind) {
    case "line":
      return `M${pt(p)}L${pt(q)}`;
    case "arc": {
      const sweep = (curve.a1 - curve.a0) * (t1 - t0) > 0 ? 1 : 0;
      return `M${pt(p)}A${fmt(curve.r)} ${fmt(curve.r)} 0 0 ${sweep} ${pt(q)}`;
    }
    case "quad":
      // Only whole quadratic curves are drawn.
      return `M${pt(curve.a)}Q${pt(curve.c)} ${pt(curve.b)}`;
  }
}

function samplesOf(curve: Curve, n = 8): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) out.push(pointAt(curve, i / n));
  return out;
}

/**
 * Track from side `a` to side `b`, as printed tiles draw it: straight across
 * for opposite sides, a sharp curve (radius R/2, about the corner between
 * them) for neighbouring sides, a gentle curve (radius 1.5R, about a point
 * beyond the side between them) for sides one apart. Track always meets a
 * side at right angles in its middle, so it joins the neighbour's track.
 */
export function edgeCurve(layout: Layout, a: number, b: number): Curve {
  const ma = edgeMid(layout, a);
  const mb = edgeMid(layout, b);
  const diff = (((b - a) % 6) + 6) % 6;
  if (diff === 3 || diff === 0) return { kind: "line", a: ma, b: mb };
  let c: Pt;
  if (diff === 1) c = mul(unit(edgeAngle(layout, a) + 30), R);
  else if (diff === 5) c = mul(unit(edgeAngle(layout, a) - 30), R);
  else if (diff === 2) c = mul(unit(edgeAngle(layout, a + 1)), 2 * A);
  else c = mul(unit(edgeAngle(layout, a - 1)), 2 * A);
  const a0 = Math.atan2(ma.y - c.y, ma.x - c.x);
  let a1 = Math.atan2(mb.y - c.y, mb.x - c.x);
  while (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  while (a1 - a0 < -Math.PI) a1 += 2 * Math.PI;
  return { kind: "arc", c, r: dist(ma, c), a0, a1 };
}

/** Track from side `e` to a stop at `p`: leaves the side at right angles, then bends to the stop. */
export function edgeToPoint(layout: Layout, e: number, p: Pt): Curve {
  const m = edgeMid(layout, e);
  const inward = mul(unit(edgeAngle(layout, e)), -1);
  // Straight when the stop lies on the side's axis.
  const along = sub(p, m);
  const cross = along.x * inward.y - along.y * inward.x;
  if (Math.abs(cross) < 1) return { kind: "line", a: m, b: p };
  return { kind: "quad", a: m, c: add(m, mul(inward, dist(m, p) * 0.5)), b: p };
}

// ---------------------------------------------------------------------------
// Tile layout: where each stop sits and the shape of each path.
// ---------------------------------------------------------------------------

export interface NodeGeom {
  readonly kind: TileNode["kind"];
  /** Index among nodes of its kind. */
  readonly index: number;
  readonly at: Pt;
  /** A town on through track is a bar across it, turned this many degrees; otherwise a dot. */
  readonly bar?: number;
  /** Direction (degrees) in which a city's circles line up (0: left to right). */
  readonly angle: number;
}

export interface TrackGeom {
  /** SVG path data. */
  readonly d: string;
  /** Points along it, for keeping labels off the track. */
  readonly samples: readonly Pt[];
  /** An off-board arrowhead at its inner end (polygon points). */
  readonly arrow?: string;
}

export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface TileGeometry {
  /** One per path of the tile's shape, in the shape's order. */
  readonly tracks: readonly TrackGeom[];
  /** One per node (cities, then towns, then the off-board area). */
  readonly nodes: readonly NodeGeom[];
  /** What the track and stops cover, for placing revenue, labels and names. */
  readonly occupied: readonly Circle[];
}

/** Centres of a city's circles around the city's centre, before turning by the city's angle. */
export function slotOffsets(slots: number): Pt[] {
  const s = SLOT_R;
  switch (slots) {
    case 0:
    case 1:
      return [{ x: 0, y: 0 }];
    case 2:
      return [
        { x: -s, y: 0 },
        { x: s, y: 0 },
      ];
    case 3: {
      const d = s / Math.cos(rad(30));
      return [mul(unit(-90), d), mul(unit(150), d), mul(unit(30), d)];
    }
    case 4:
      return [
        { x: -s, y: -s },
        { x: s, y: -s },
        { x: -s, y: s },
        { x: s, y: s },
      ];
    default: {
      const d = s / Math.sin(Math.PI / slots);
      return Array.from({ length: slots }, (_, i) => mul(unit(-90 + (360 * i) / slots), d));
    }
  }
}

/** Where the circles of a city are drawn (its `slots`, or more when a city holds extra tokens). */
export function slotCentres(node: Pick<NodeGeom, "at" | "angle">, slots: number): Pt[] {
  const cos = Math.cos(rad(node.angle));
  const sin = Math.sin(rad(node.angle));
  return slotOffsets(Math.max(slots, 1)).map((o) => ({ x: node.at.x + o.x * cos - o.y * sin, y: node.at.y + o.x * sin + o.y * cos }));
}

const geometryCache = new WeakMap<TileType, Map<string, TileGeometry>>();

/** The layout of a tile type at a rotation (memoized). */
export function tileGeometry(type: TileType, rotation: number, layout: Layout): TileGeometry {
  let byKey = geometryCache.get(type);
  if (!byKey) geometryCache.set(type, (byKey = new Map()));
  const key = `${layout}${rotation}`;
  let g = byKey.get(key);
  if (!g) byKey.set(key, (g = computeGeometry(type, type.shapes[rotation]!, layout)));
  return g;
}

interface Through {
  /** The two paths (edge-node, node-edge) that form it. */
  paths: [number, number];
  /** The edge curve it follows, oriented from the first path's edge. */
  curve: Curve;
}

function computeGeometry(type: TileType, shape: TileShape, layout: Layout): TileGeometry {
  const nodes = type.nodes;
  const stops = nodes.filter((n) => n.kind !== "offboard").length;
  const edgeOf = (path: number, node: number): number => {
    const p = shape.paths[path]!;
    return p.a === NODE_BASE + node ? p.b : p.a;
  };

  // Towns with exactly two paths, both to sides, sit on the track between those sides.
  const through = new Map<number, Through>();
  nodes.forEach((n, i) => {
    if (n.kind !== "town") return;
    const ps = shape.nodePaths[i]!;
    if (ps.length !== 2) return;
    const ea = edgeOf(ps[0]!, i);
    const eb = edgeOf(ps[1]!, i);
    if (isNode(ea) || isNode(eb) || ea === eb) return;
    through.set(i, { paths: [ps[0]!, ps[1]!], curve: edgeCurve(layout, ea, eb) });
  });

  const at: (Pt | undefined)[] = nodes.map(() => undefined);
  const throughT = new Map<number, number>();
  const placed: Pt[] = [];
  const clearance = (p: Pt) => placed.reduce((m, q) => Math.min(m, dist(p, q)), Infinity);
  const best = (cands: Pt[]) => {
    let pick = cands[0]!;
    let score = -Infinity;
    for (const c of cands) {
      const s = clearance(c);
      if (s > score + 1e-6) {
        score = s;
        pick = c;
      }
    }
    return pick;
  };

  // 1. The off-board area is the middle of its hex.
  nodes.forEach((n, i) => {
    if (n.kind === "offboard") at[i] = { x: 0, y: 0 };
  });

  // 2. A lone stop is in the middle (a town on through track: in the middle of that track).
  if (stops === 1) {
    nodes.forEach((n, i) => {
      if (n.kind === "offboard") return;
      const th = through.get(i);
      if (th) {
        throughT.set(i, 0.5);
        at[i] = pointAt(th.curve, 0.5);
      } else at[i] = { x: 0, y: 0 };
    });
  } else {
    // 3. Several stops: each towards the sides its track leaves by.
    const pending: number[] = [];
    const unpathed: number[] = [];
    nodes.forEach((n, i) => {
      if (n.kind === "offboard" || through.has(i)) return;
      const exits = shape.nodeExits[i]!;
      if (!exits) {
        unpathed.push(i);
        return;
      }
      let v = { x: 0, y: 0 };
      let count = 0;
      for (let e = 0; e < 6; e++) {
        if (exits & (1 << e)) {
          v = add(v, unit(edgeAngle(layout, e)));
          count++;
        }
      }
      const m = Math.hypot(v.x, v.y) / count;
      if (m < 0.3) {
        pending.push(i);
        return;
      }
      const dir = mul(v, 1 / Math.hypot(v.x, v.y));
      const big = n.kind === "city" && (type.content.cities![n.index]!.slots ?? 1) > 1;
      // Towards a corner (two neighbouring sides) there is more room than towards a side.
      // One exit: towards that side; two neighbouring exits: towards the corner
      // between them (more room there); two exits apart: a little less far.
      const d = n.kind === "town" ? 0.45 * A : big ? 0.5 * R : count === 1 ? 0.48 * A : m > 0.8 ? 0.52 * R : 0.4 * A;
      at[i] = mul(dir, d);
      placed.push(at[i]!);
    });
    // Stops on straight-through track: on the line, away from the others.
    // One such stop alone on the tile stays in the middle; several move apart along their lines.
    for (const i of pending) {
      const cands: Pt[] = [];
      if (pending.length === 1) cands.push({ x: 0, y: 0 });
      for (let e = 0; e < 6; e++) if (shape.nodeExits[i]! & (1 << e)) cands.push(mul(unit(edgeAngle(layout, e)), 0.45 * A));
      at[i] = best(cands);
      placed.push(at[i]!);
    }
    // Towns on through track: in the middle of it when that is clear of the
    // other stops and of any track crossing it, else along it, away from them.
    const ts = [0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75];
    for (const [i, th] of through) {
      const others: Pt[] = [];
      for (const [j, o] of through) if (j !== i) others.push(...samplesOf(o.curve, 16));
      let pick = 0.5;
      let score = -Infinity;
      for (const t of ts) {
        const p = pointAt(th.curve, t);
        const s = Math.min(clearance(p), others.reduce((m, q) => Math.min(m, dist(p, q)), Infinity));
        if (s >= 30) {
          pick = t;
          break;
        }
        if (s > score + 1e-6) {
          score = s;
          pick = t;
        }
      }
      throughT.set(i, pick);
      at[i] = pointAt(th.curve, pick);
      placed.push(at[i]!);
    }
    // Stops without track (printed hexes): side by side.
    const spots =
      unpathed.length <= 1
        ? [{ x: 0, y: 0 }]
        : unpathed.length === 2
          ? [
              { x: -0.45 * R, y: -8 },
              { x: 0.45 * R, y: -8 },
            ]
          : unpathed.map((_, k) => mul(unit(-90 + (360 * k) / unpathed.length), 0.5 * R));
    unpathed.forEach((i, k) => {
      at[i] = placed.length && unpathed.length === 1 ? best([{ x: 0, y: 0 }, ...spots]) : spots[k]!;
      placed.push(at[i]!);
    });
  }

  // Paths.
  const tracks: TrackGeom[] = shape.paths.map((p, pi) => {
    for (const [, th] of through) {
      const k = th.paths.indexOf(pi);
      if (k < 0) continue;
      const node = [...through.entries()].find(([, v]) => v === th)![0];
      const t = throughT.get(node) ?? 0.5;
      const [t0, t1] = k === 0 ? [0, t] : [t, 1];
      const samples = samplesOf(th.curve).filter((_, j, all) => {
        const tt = j / (all.length - 1);
        return tt >= t0 - 1e-9 && tt <= t1 + 1e-9;
      });
      return { d: curvePath(th.curve, t0, t1), samples };
    }
    const aNode = isNode(p.a);
    const bNode = isNode(p.b);
    if (!aNode && !bNode) {
      const curve = edgeCurve(layout, p.a, p.b);
      return { d: curvePath(curve), samples: samplesOf(curve) };
    }
    if (aNode && bNode) {
      const curve: Curve = { kind: "line", a: at[p.a - NODE_BASE]!, b: at[p.b - NODE_BASE]! };
      return { d: curvePath(curve), samples: samplesOf(curve) };
    }
    const edge = aNode ? p.b : p.a;
    const node = (aNode ? p.a : p.b) - NODE_BASE;
    if (nodes[node]!.kind === "offboard") return offboardStub(layout, edge);
    const curve = edgeToPoint(layout, edge, at[node]!);
    return { d: curvePath(curve), samples: samplesOf(curve) };
  });

  const nodeGeoms: NodeGeom[] = nodes.map((n, i) => {
    const p = at[i] ?? { x: 0, y: 0 };
    const th = through.get(i);
    let angle = 0;
    if (n.kind === "city" && (p.x !== 0 || p.y !== 0)) {
      // Off-centre cities line their circles up along the hex side they face.
      angle = (Math.atan2(p.y, p.x) * 180) / Math.PI + 90;
      angle = ((angle % 180) + 180) % 180;
      if (angle > 90) angle -= 180;
    }
    const geom: NodeGeom = th
      ? { kind: n.kind, index: n.index, at: p, angle, bar: tangentAt(th.curve, throughT.get(i) ?? 0.5) + 90 }
      : { kind: n.kind, index: n.index, at: p, angle };
    return geom;
  });

  const occupied: Circle[] = [];
  for (const t of tracks) for (const s of t.samples) occupied.push({ x: s.x, y: s.y, r: 6 });
  nodeGeoms.forEach((n) => {
    if (n.kind === "city") for (const c of slotCentres(n, type.content.cities![n.index]!.slots)) occupied.push({ ...c, r: SLOT_R + 1 });
    else if (n.kind === "town") occupied.push({ ...n.at, r: 14 });
  });
  return { tracks, nodes: nodeGeoms, occupied };
}

/** Track from a side into an off-board area: a stub ending in an arrowhead. */
function offboardStub(layout: Layout, edge: number): TrackGeom {
  const u = unit(edgeAngle(layout, edge));
  const m = mul(u, A);
  const base = mul(u, 0.55 * A);
  const tip = mul(u, 0.3 * A);
  const side = { x: -u.y, y: u.x };
  const curve: Curve = { kind: "line", a: m, b: base };
  const arrow = [add(base, mul(side, 13)), tip, add(base, mul(side, -13))].map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(" ");
  return { d: curvePath(curve), samples: [...samplesOf(curve, 4), add(base, mul(side, 10)), add(base, mul(side, -10)), tip], arrow };
}

// ---------------------------------------------------------------------------
// Placing what is printed beside the track: revenue, labels, terrain, markers.
// ---------------------------------------------------------------------------

/** Candidate spots inside a hex, in order of preference. */
function spotCandidates(layout: Layout): Pt[] {
  const vertexBase = layout === "flat" ? 0 : 30;
  const out: Pt[] = [];
  for (const [k, d] of [
    [0, 0.6 * R],
    [30, 0.6 * A],
    [0, 0.38 * R],
    [30, 0.38 * A],
  ] as const) {
    for (let i = 0; i < 6; i++) out.push(mul(unit(vertexBase + k + 60 * i), d));
  }
  return out;
}

/** Distance from p to the hex's outline (positive inside). */
function insideClearance(layout: Layout, p: Pt): number {
  let m = Infinity;
  for (let e = 0; e < 6; e++) {
    const u = unit(edgeAngle(layout, e));
    m = Math.min(m, A - (p.x * u.x + p.y * u.y));
  }
  return m;
}

/**
 * Places items (as circles of the given radii) where they least overlap the
 * track, the stops and each other; deterministic. Returns their centres.
 */
export function placeSpots(layout: Layout, occupied: readonly Circle[], radii: readonly number[]): Pt[] {
  const taken: Circle[] = [...occupied];
  const cands = spotCandidates(layout);
  return radii.map((r) => {
    let pick = cands[0]!;
    let score = -Infinity;
    for (const c of cands) {
      let s = insideClearance(layout, c) - r;
      for (const o of taken) s = Math.min(s, dist(c, o) - o.r - r);
      if (s > score + 0.5) {
        score = s;
        pick = c;
      }
    }
    taken.push({ ...pick, r });
    return pick;
  });
}

// ---------------------------------------------------------------------------
// The map: hex centres and the coordinates printed around the edge.
// ---------------------------------------------------------------------------

export interface MapLayout {
  readonly layout: Layout;
  /** Centre of each hex, in the order of the title's hexes. */
  readonly centers: readonly Pt[];
  /** The drawing's extent, including the margin for coordinates. */
  readonly box: { x: number; y: number; w: number; h: number };
  /** Coordinate labels around the map. */
  readonly labels: readonly { x: number; y: number; text: string }[];
}

const mapCache = new WeakMap<TitleData, MapLayout>();

/** "A".."Z", "AA".. for a letter index (inverse of the engine's letter index). */
export function letters(i: number): string {
  if (i < 26) return String.fromCharCode(65 + i);
  const j = i - 26;
  return String.fromCharCode(65 + Math.floor(j / 26)) + String.fromCharCode(65 + (j % 26));
}

/** Where every hex of a title sits (memoized per title). */
export function mapLayout(data: TitleData): MapLayout {
  const cached = mapCache.get(data);
  if (cached) return cached;
  const layout = data.layout;
  const axes: Axes = data.axes ?? defaultAxes(layout);
  // Doubled coordinates: along the axis where hexes touch side to side,
  // neighbours are 2 apart and 2A away; across it rows are 1.5R apart.
  const sx = layout === "pointy" ? A : 1.5 * R;
  const sy = layout === "pointy" ? 1.5 * R : A;
  const xys = data.hexes.map((h) => {
    const xy = coordToXY(h.coord, axes);
    if (!xy) throw new Error(`"${h.coord}" is not a hex coordinate`);
    return xy;
  });
  const centers = xys.map((p) => ({ x: p.x * sx, y: p.y * sy }));
  const halfW = layout === "pointy" ? A : R;
  const halfH = layout === "pointy" ? R : A;
  const minX = Math.min(...centers.map((c) => c.x)) - halfW;
  const maxX = Math.max(...centers.map((c) => c.x)) + halfW;
  const minY = Math.min(...centers.map((c) => c.y)) - halfH;
  const maxY = Math.max(...centers.map((c) => c.y)) + halfH;
  const margin = 40;
  const name = (axis: "letter" | "number", v: number) => (axis === "letter" ? letters(v) : String(v + 1));
  const labels: { x: number; y: number; text: string }[] = [];
  const xs = [...new Set(xys.map((p) => p.x))].sort((a, b) => a - b);
  const ys = [...new Set(xys.map((p) => p.y))].sort((a, b) => a - b);
  for (const x of xs) {
    const text = name(axes.x, x);
    labels.push({ x: x * sx, y: minY - margin / 2, text }, { x: x * sx, y: maxY + margin / 2, text });
  }
  for (const y of ys) {
    const text = name(axes.y, y);
    labels.push({ x: minX - margin / 2, y: y * sy, text }, { x: maxX + margin / 2, y: y * sy, text });
  }
  const result: MapLayout = {
    layout,
    centers,
    box: { x: minX - margin, y: minY - margin, w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin },
    labels,
  };
  mapCache.set(data, result);
  return result;
}
