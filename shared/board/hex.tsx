// One hex as 18xx players read it: its colour, track, cities with their
// station circles and tokens, towns, revenue, label, place name, terrain and
// off-board values. Drawn around (0, 0); the board moves it into place.
import type { Layout } from "../engine/hex.ts";
import { offboardRevenue, type PlacedTile } from "../engine/tile.ts";
import { formatMoney, type CorporationDef, type HexDef, type PhaseRevenue } from "../engine/title.ts";
import { HEX_FILL, MOUNTAIN, PHASE_FILL, TRACK, WATER } from "./colors.ts";
import {
  A,
  fmt,
  halfWidthAt,
  hexPoints,
  placeSpots,
  R,
  slotCentres,
  SLOT_R,
  tileGeometry,
  type Circle,
  type Pt,
  type TileGeometry,
} from "./geometry.ts";

export type PhaseColor = keyof PhaseRevenue;

export interface HexContentProps {
  layout: Layout;
  /** The tile on the hex (laid, or the printed content) at its rotation. */
  tile: PlacedTile;
  /** The hex's definition, for its name, terrain and off-board display. */
  def?: HexDef;
  /** Station tokens per city of the tile, per slot (corporation or null). */
  tokens?: readonly (readonly (string | null)[])[];
  corporations?: ReadonlyMap<string, CorporationDef>;
  /** Per city: the corporation whose home station is kept there, shown faintly in a free circle. */
  reserved?: readonly (string | undefined)[];
  /** A corporation keeping the whole hex for its home (several cities, none chosen yet). */
  hexReserved?: string;
  /** The railroad whose station is on the space of a hex without a city (1830 V-7.5, HexDef.homeSpace), once placed. */
  trackStation?: string;
  /** Private companies whose marker is on this hex. */
  markers?: readonly string[];
  /** The current off-board colour: that value is shown emphasised. */
  phaseColor?: PhaseColor;
  /** Print the tile number (laid tiles, and tiles in the picker). */
  showNumber?: boolean;
  /** Draw the outline (a lone tile; the board draws outlines itself). */
  outline?: boolean;
  /** How the title writes money, for terrain costs (TitleData.currency; default "$%s"). */
  currency?: string;
}

const NAME_SIZE = 15;
const LINE = 16;

/** A long place name in two lines, at " & " or else the middle space. */
function splitName(name: string): [string, string] | undefined {
  if (name.length < 12) return undefined;
  const amp = name.indexOf(" & ");
  if (amp > 0) return [name.slice(0, amp + 2), name.slice(amp + 3)];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index!);
  if (!spaces.length) return undefined;
  const mid = spaces.reduce((b, i) => (Math.abs(i - name.length / 2) < Math.abs(b - name.length / 2) ? i : b));
  return [name.slice(0, mid), name.slice(mid + 1)];
}

/** An estimate of the width of a text (average glyph ~0.55 em in Arial). */
function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.6 : 0.54);
}

/** Text with a halo in the hex colour, so it stays readable over track. */
function Label(props: {
  x: number;
  y: number;
  size: number;
  halo?: string;
  bold?: boolean;
  fill?: string;
  maxWidth?: number;
  anchor?: "start" | "middle" | "end";
  children: string;
}) {
  const { x, y, size, halo, bold, fill = "#000", maxWidth, anchor = "middle", children } = props;
  // Squeeze text that would not fit.
  const squeeze = maxWidth !== undefined && textWidth(children, size, bold) > maxWidth;
  return (
    <text
      x={fmt(x)}
      y={fmt(y)}
      dy=".35em"
      font-size={size}
      font-weight={bold ? "bold" : undefined}
      text-anchor={anchor}
      fill={fill}
      stroke={halo}
      stroke-width={halo ? 3.5 : undefined}
      stroke-linejoin={halo ? "round" : undefined}
      paint-order={halo ? "stroke" : undefined}
      textLength={squeeze ? fmt(maxWidth!) : undefined}
      lengthAdjust={squeeze ? "spacingAndGlyphs" : undefined}
    >
      {children}
    </text>
  );
}

function Bubble({ at, value }: { at: Pt; value: number }) {
  return (
    <g class="revenue" data-revenue={value}>
      <circle cx={fmt(at.x)} cy={fmt(at.y)} r={15} fill="#fff" stroke="#000" stroke-width={1.5} />
      <Label x={at.x} y={at.y} size={value >= 100 ? 13 : 16}>
        {String(value)}
      </Label>
    </g>
  );
}

function Terrain({ at, kind, cost, currency }: { at: Pt; kind: "mountain" | "water" | "mountainWater" | "lake" | "upgrade"; cost: number; currency?: string }) {
  const { x, y } = at;
  // A mountain with a river shows the mountain, a lake the water's waves; a cost printed on a tile shows only its amount.
  const icon =
    kind === "upgrade" ? null : kind !== "water" && kind !== "lake" ? (
      <polygon points={`${fmt(x - 13)},${fmt(y)} ${fmt(x)},${fmt(y - 20)} ${fmt(x + 13)},${fmt(y)}`} fill={MOUNTAIN} />
    ) : (
      <path
        d={`M${fmt(x - 15)} ${fmt(y - 8)}q5 -6 10 0t10 0t10 0M${fmt(x - 15)} ${fmt(y - 1)}q5 -6 10 0t10 0t10 0`}
        fill="none"
        stroke={WATER}
        stroke-width={3}
        stroke-linecap="round"
      />
    );
  return (
    <g class={`terrain ${kind}`} data-terrain={kind} data-cost={cost}>
      {icon}
      <Label x={x} y={y + 11} size={15}>{formatMoney(cost, currency)}</Label>
    </g>
  );
}

function tokenFont(sym: string): number {
  return sym.length <= 2 ? 17 : sym.length === 3 ? 14 : sym.length === 4 ? 12 : 10;
}

function City(props: {
  at: Pt;
  angle: number;
  slots: number;
  tokens: readonly (string | null)[];
  index: number;
  reserved?: string;
  corporations?: ReadonlyMap<string, CorporationDef>;
}) {
  const { at, angle, tokens, index, reserved, corporations } = props;
  // A city without station circles (a warehouse that trains run through): a square stop, no circle to fill.
  if (props.slots === 0 && tokens.length === 0) {
    return (
      <g class="city warehouse" data-city={index}>
        <rect x={fmt(at.x - SLOT_R)} y={fmt(at.y - SLOT_R)} width={2 * SLOT_R} height={2 * SLOT_R} fill="#fff" stroke="#000" stroke-width={2} />
      </g>
    );
  }
  const n = Math.max(props.slots, tokens.length, 1);
  const centres = slotCentres({ at, angle }, n);
  const hull = centres.map((c) => `${fmt(c.x)},${fmt(c.y)}`).join(" ");
  const reservedSlot = reserved ? tokens.findIndex((t) => t === null) : -1;
  return (
    <g class="city" data-city={index}>
      {n > 1 && (
        <>
          <polygon points={hull} fill="#fff" stroke="#000" stroke-width={2 * SLOT_R + 3} stroke-linejoin="round" />
          <polygon points={hull} fill="#fff" stroke="#fff" stroke-width={2 * SLOT_R - 1} stroke-linejoin="round" />
        </>
      )}
      {centres.map((c, s) => {
        const corp = tokens[s] ?? null;
        const def = corp ? corporations?.get(corp) : undefined;
        return (
          <g key={s} class="slot" data-slot={s}>
            <circle cx={fmt(c.x)} cy={fmt(c.y)} r={SLOT_R} fill="#fff" stroke="#000" stroke-width={n > 1 ? 1 : 2} />
            {corp !== null && (
              <g class="token" data-corporation={corp}>
                <circle cx={fmt(c.x)} cy={fmt(c.y)} r={SLOT_R - 3} fill={def?.color ?? "#777"} stroke="#000" stroke-width={1.5} />
                <Label x={c.x} y={c.y} size={tokenFont(corp)} bold fill={def?.textColor ?? "#fff"} maxWidth={2 * SLOT_R - 10}>
                  {corp}
                </Label>
              </g>
            )}
            {s === reservedSlot && reserved && (
              <g class="reserved" data-corporation={reserved} opacity={0.45}>
                <Label x={c.x} y={c.y} size={tokenFont(reserved)} bold fill="#000" maxWidth={2 * SLOT_R - 10}>
                  {reserved}
                </Label>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

function Town({ at, bar }: { at: Pt; bar?: number }) {
  if (bar === undefined) return <circle class="town" cx={fmt(at.x)} cy={fmt(at.y)} r={10} fill="#000" stroke="#fff" stroke-width={2} />;
  return (
    <rect
      class="town"
      x={fmt(at.x - 17)}
      y={fmt(at.y - 5)}
      width={34}
      height={10}
      fill="#000"
      transform={`rotate(${fmt(bar)} ${fmt(at.x)} ${fmt(at.y)})`}
    />
  );
}

/** The values of an off-board area by phase: runs of colours with the same value. */
export function offboardRuns(rev: PhaseRevenue): { color: PhaseColor; colors: PhaseColor[]; value: number }[] {
  const order: PhaseColor[] = ["yellow", "green", "brown", "gray"];
  const runs: { color: PhaseColor; colors: PhaseColor[]; value: number }[] = [];
  for (const c of order) {
    const v = offboardRevenue(rev, c);
    const last = runs[runs.length - 1];
    if (last && last.value === v) last.colors.push(c);
    else runs.push({ color: c, colors: [c], value: v });
  }
  return runs;
}

function Offboard({ rev, at, phaseColor, trains }: { rev: PhaseRevenue; at: Pt; phaseColor?: PhaseColor; trains?: Readonly<Record<string, number>> }) {
  const runs = offboardRuns(rev);
  const w = 34;
  const h = 26;
  // A train type's own value (TileContent.trainRevenue) follows the phases' values, named: "D 100".
  const own = Object.entries(trains ?? {});
  const x0 = at.x - (runs.length * w + own.length * (w + 12)) / 2;
  const ownX = x0 + runs.length * w;
  return (
    <g class="offboard-revenue" data-values={runs.map((r) => r.value).join(",")}>
      {own.map(([name, value], i) => (
        <g key={`t${i}`} class="train-value" data-train={name} data-value={value}>
          <rect x={fmt(ownX + i * (w + 12))} y={fmt(at.y - h / 2)} width={w + 12} height={h} fill="#fff" stroke="#000" stroke-width={1} />
          <Label x={ownX + i * (w + 12) + (w + 12) / 2} y={at.y} size={13}>
            {`${name} ${value}`}
          </Label>
        </g>
      ))}
      {runs.map((r, i) => {
        const current = phaseColor !== undefined && r.colors.includes(phaseColor);
        return (
          <g key={i} class="phase-value" data-phase={r.color} data-value={r.value}>
            <rect
              x={fmt(x0 + i * w)}
              y={fmt(at.y - h / 2)}
              width={w}
              height={h}
              fill={runs.length === 1 ? "#fff" : PHASE_FILL[r.color]}
              stroke="#000"
              stroke-width={current ? 3 : 1}
            />
            <Label x={x0 + i * w + w / 2} y={at.y} size={16} bold={current}>
              {String(r.value)}
            </Label>
          </g>
        );
      })}
    </g>
  );
}

function CompanyMarker({ at, sym }: { at: Pt; sym: string }) {
  const w = Math.max(30, sym.length * 10 + 10);
  return (
    <g class="company" data-company={sym}>
      <rect x={fmt(at.x - w / 2)} y={fmt(at.y - 11)} width={w} height={22} rx={5} fill="#fff" stroke="#000" stroke-width={1.5} stroke-dasharray="4 2" />
      <Label x={at.x} y={at.y} size={13} bold>
        {sym}
      </Label>
    </g>
  );
}

interface Decor {
  name?: { x: number; y: number; maxWidth: number; lines: string[]; width: number };
  number?: Pt;
  spots: Pt[];
}

const decorCache = new WeakMap<TileGeometry, Map<string, Decor>>();

/** How much of the track and stops a rectangle covers. */
function rectLoad(occupied: readonly Circle[], x0: number, x1: number, y0: number, y1: number): number {
  let n = 0;
  for (const o of occupied) {
    const dx = Math.max(x0 - o.x, 0, o.x - x1);
    const dy = Math.max(y0 - o.y, 0, o.y - y1);
    if (dx * dx + dy * dy < o.r * o.r) n += o.r;
  }
  return n;
}

/**
 * Where the tile number, the place name and the items beside the track go
 * (memoized per tile layout and set of items): the number in the clearest
 * corner, the name in the clearest band across the hex, then each item where
 * it least overlaps the rest.
 */
function decorate(layout: Layout, geom: TileGeometry, name0: string | undefined, showNumber: boolean, radii: number[], extra: readonly Circle[]): Decor {
  const key = `${name0 ?? ""}|${showNumber ? 1 : 0}|${radii.join(",")}|${extra.map((c) => `${fmt(c.x)},${fmt(c.y)},${c.r}`).join(";")}`;
  let byKey = decorCache.get(geom);
  if (!byKey) decorCache.set(geom, (byKey = new Map()));
  const cached = byKey.get(key);
  if (cached) return cached;
  const occupied: Circle[] = [...geom.occupied, ...extra];
  let number: Pt | undefined;
  if (showNumber) {
    const order = layout === "pointy" ? [30, 90, 330, 150, 210, 270] : [60, 0, 120, 300, 180, 240];
    let best = Infinity;
    for (const deg of order) {
      const p = { x: Math.cos((deg * Math.PI) / 180) * 0.72 * R, y: Math.sin((deg * Math.PI) / 180) * 0.72 * R };
      const load = rectLoad(occupied, p.x - 10, p.x + 10, p.y - 7, p.y + 7);
      if (load < best) {
        best = load;
        number = p;
      }
    }
    occupied.push({ ...number!, r: 11 });
  }
  let name: Decor["name"];
  if (name0) {
    const edge = layout === "pointy" ? 0.52 * R : 0.64 * A;
    // One line, or two ("Philadelphia &" / "Trenton") where one does not fit well.
    const split = splitName(name0);
    const options = split ? [[name0], split] : [[name0]];
    let best = Infinity;
    for (const lines of options) {
      const width = Math.max(...lines.map((l) => textWidth(l, NAME_SIZE)));
      const half = (lines.length * LINE) / 2;
      for (const y of [-edge, edge, -0.3 * R, 0.3 * R, 0]) {
        // Keep a two-line name inside the hex.
        const yc = lines.length > 1 ? Math.sign(y) * Math.min(Math.abs(y), edge - LINE / 2 + 2) : y;
        const room = 2 * halfWidthAt(layout, Math.abs(yc) + half) - 14;
        for (const x of [0, -20, 20]) {
          const maxWidth = room - 2 * Math.abs(x);
          const w = Math.min(width, maxWidth);
          // A band nearer the middle, off centre, or in two lines must be clearly better to be chosen.
          const load =
            rectLoad(occupied, x - w / 2, x + w / 2, yc - half, yc + half) +
            (Math.abs(y) < edge ? 8 : 0) +
            (x !== 0 ? 3 : 0) +
            (lines.length > 1 ? 12 : 0) +
            (width > maxWidth ? (width - maxWidth) / 4 : 0);
          if (load < best) {
            best = load;
            name = { x, y: yc, maxWidth, lines, width: w };
          }
        }
      }
    }
    const n = name!;
    for (let k = 0; k < n.lines.length; k++) {
      const ly = n.y + (k - (n.lines.length - 1) / 2) * LINE;
      for (let x = n.x - n.width / 2; x <= n.x + n.width / 2; x += 10) occupied.push({ x, y: ly, r: 9 });
    }
  }
  const decor: Decor = { name, number, spots: placeSpots(layout, occupied, radii) };
  byKey.set(key, decor);
  return decor;
}

/** The contents of one hex, centred on (0, 0). */
export function HexContent(props: HexContentProps) {
  const { layout, tile, def, corporations, phaseColor } = props;
  const geom = tileGeometry(tile.type, tile.rotation, layout);
  const fill = HEX_FILL[tile.color];
  const content = tile.type.content;
  const cities = content.cities ?? [];
  const towns = content.towns ?? [];
  const tokens = props.tokens ?? cities.map((c) => new Array<string | null>(c.slots).fill(null));
  // Printed terrain until the first tile; a cost printed on the tile itself for every tile over it (TileContent.replaceCost).
  const terrain = tile.printed && def?.terrain ? def.terrain : content.replaceCost ? { kind: "upgrade" as const, cost: content.replaceCost } : undefined;
  const offboard = content.offboard;
  const showRevenue = !def?.hideRevenue;

  // Revenue: one bubble when every stop pays the same, else one per stop.
  const values = [...cities.map((c) => c.revenue), ...towns.map((t) => t.revenue)].filter((v) => v > 0);
  const bubbles = offboard ? [] : new Set(values).size <= 1 ? values.slice(0, 1) : values;
  const markers = props.markers ?? [];
  const label = tile.label;
  // 1830 V-7.5: the station space beside the track, with its circled value.
  const space = def?.homeSpace;

  // Items placed beside the track, in order of importance.
  const radii: number[] = [
    ...(space ? [SLOT_R + 1, 16] : []),
    ...bubbles.map(() => 16),
    ...(label ? [18] : []),
    ...(terrain ? [24] : []),
    ...markers.map(() => 18),
  ];
  // The off-board box and a hex reservation take the middle.
  const extra: Circle[] = [];
  let offAt: Pt = { x: 0, y: 0 };
  if (offboard && showRevenue) {
    // The revenue box sits opposite the track coming in.
    let vx = 0;
    let vy = 0;
    for (const t of geom.tracks) {
      const s = t.samples[0]!;
      vx += s.x;
      vy += s.y;
    }
    const len = Math.hypot(vx, vy);
    offAt = len > 1 ? { x: (-vx / len) * 22, y: (-vy / len) * 14 } : { x: 0, y: 0 };
    const runs = offboardRuns(offboard).length + Object.keys(content.trainRevenue ?? {}).length;
    for (let i = 0; i < runs; i++) extra.push({ x: offAt.x - ((runs - 1) * 34) / 2 + i * 34, y: offAt.y, r: 20 });
  }
  if (props.hexReserved) extra.push({ x: 0, y: 0, r: 16 });
  const locationName = def?.location && !def.hideRevenue ? def.location : undefined;
  const decor = decorate(layout, geom, locationName, !!props.showNumber, radii, extra);
  let k = 0;
  const spaceAt: [Pt, Pt] | undefined = space ? [decor.spots[k++]!, decor.spots[k++]!] : undefined;
  const bubbleAt = bubbles.map(() => decor.spots[k++]!);
  const labelAt = label ? decor.spots[k++]! : undefined;
  const terrainAt = terrain ? decor.spots[k++]! : undefined;
  const markerAt = markers.map(() => decor.spots[k++]!);

  return (
    <g class="hex-content">
      <polygon points={hexPoints(layout)} fill={fill} stroke={props.outline ? "#555" : undefined} stroke-width={props.outline ? 2 : undefined} />
      {terrain && terrainAt && <Terrain at={terrainAt} kind={terrain.kind} cost={terrain.cost} currency={props.currency} />}
      <g class="track" fill="none" stroke={TRACK} stroke-width={8}>
        {geom.tracks.map((t, i) => (
          <path key={i} d={t.d} data-path={i} />
        ))}
      </g>
      {geom.tracks.some((t) => t.arrow) && (
        <g class="arrows" fill={TRACK}>
          {geom.tracks.map((t, i) => t.arrow && <polygon key={i} points={t.arrow} />)}
        </g>
      )}
      {geom.nodes.map((n, i) => {
        if (n.kind === "town") return <Town key={i} at={n.at} bar={n.bar} />;
        if (n.kind !== "city") return null;
        return (
          <City
            key={i}
            at={n.at}
            angle={n.angle}
            index={n.index}
            slots={cities[n.index]!.slots}
            tokens={tokens[n.index] ?? []}
            reserved={props.reserved?.[n.index]}
            corporations={corporations}
          />
        );
      })}
      {props.hexReserved && (
        <g class="reserved" data-corporation={props.hexReserved} opacity={0.45}>
          <Label x={0} y={0} size={14} bold>
            {props.hexReserved}
          </Label>
        </g>
      )}
      {space && spaceAt && (
        <g class="home-space" data-corporation={space.corporation}>
          <City at={spaceAt[0]} angle={0} index={-1} slots={1} tokens={[props.trackStation ?? null]} reserved={props.trackStation ? undefined : space.corporation} corporations={corporations} />
          <Bubble at={spaceAt[1]} value={space.revenue} />
        </g>
      )}
      {showRevenue && bubbles.map((v, i) => <Bubble key={i} at={bubbleAt[i]!} value={v} />)}
      {offboard && showRevenue && <Offboard rev={offboard} at={offAt} phaseColor={phaseColor} trains={content.trainRevenue} />}
      {label && labelAt && (
        <g class="label">
          <Label x={labelAt.x} y={labelAt.y} size={label.length > 2 ? 16 : 22} bold halo={fill}>
            {label}
          </Label>
        </g>
      )}
      {decor.name && (
        <g class="location">
          {decor.name.lines.map((line, i, all) => (
            <Label key={i} x={decor.name!.x} y={decor.name!.y + (i - (all.length - 1) / 2) * LINE} size={NAME_SIZE} halo={fill} maxWidth={decor.name!.maxWidth}>
              {line}
            </Label>
          ))}
        </g>
      )}
      {markers.map((m, i) => (
        <CompanyMarker key={m} at={markerAt[i]!} sym={m} />
      ))}
      {props.showNumber && decor.number && (
        <g class="tile-number">
          <Label x={decor.number.x} y={decor.number.y} size={13} halo={fill}>
            {tile.name}
          </Label>
        </g>
      )}
    </g>
  );
}
