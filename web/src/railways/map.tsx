// The Railways map: four map sides in a 2x2 rectangle, each a 5 x 4 grid of
// spaces. Buildings show their colour and dice; railway spaces their track,
// solid where the link has a marker, doubled where it is upgraded.
import type { ComponentChildren } from "preact";
import { CARD_COLS, CARD_ROWS, cellAt, cellName, COLOUR_NAMES, COLS, E, N, ROWS, S, W, type Colour } from "../../../shared/games/railways/board.ts";
import type { RailwaysGame } from "../../../shared/games/railways/game.ts";

export interface MapMarks {
  /** Spaces that can be clicked now (legal targets). */
  targets: ReadonlySet<string>;
  /** Spaces to outline (the chosen space, the chosen link). */
  selected: ReadonlySet<string>;
  onCell?: (cell: string) => void;
  /** What to show where the player tapped (issue #40): just under that space's row, over the map. */
  here?: { cell: string; content: ComponentChildren };
}

const ENDS: [number, number, number][] = [
  [N, 5, 0],
  [E, 10, 5],
  [S, 5, 10],
  [W, 0, 5],
];

function Track({ track, marked, upgraded, cube }: { track: number; marked: boolean; upgraded: boolean; cube: boolean }) {
  const lines = ENDS.filter(([side]) => track & side);
  return (
    <svg class={`rw-track${marked ? " marked" : ""}${upgraded ? " upgraded" : ""}`} viewBox="0 0 10 10" aria-hidden="true">
      {upgraded && lines.map(([side, x, y]) => <line key={`u${side}`} class="under" x1="5" y1="5" x2={x} y2={y} />)}
      {lines.map(([side, x, y]) => (
        <line key={side} x1="5" y1="5" x2={x} y2={y} />
      ))}
      {cube && <rect class="cube" x="3.2" y="3.2" width="3.6" height="3.6" transform={upgraded ? "rotate(45 5 5)" : undefined} />}
    </svg>
  );
}

export function RailwaysMap({ game, marks }: { game: RailwaysGame; marks: MapMarks }) {
  const s = game.state;
  const cards = [0, 1, 2, 3].map((position) => {
    const c0 = position % 2 ? CARD_COLS : 0, r0 = position >= 2 ? CARD_ROWS : 0;
    const card = game.card(game.mapCards[position]!);
    const cells = [];
    for (let r = r0; r < r0 + CARD_ROWS; r++) {
      for (let c = c0; c < c0 + CARD_COLS; c++) {
        const name = cellName(c, r);
        const space = game.topo.space(name);
        const link = space.kind === "rail" ? game.topo.linkThrough(name) : null;
        const marked = link !== null && link.id in s.marked;
        const die = s.dice[name];
        const classes = ["rw-cell", `rw-${space.kind}`];
        if (space.kind === "building") classes.push(`rw-${space.colour}`);
        if (s.built[name]) classes.push("rw-built");
        if (marks.targets.has(name)) classes.push("rw-target");
        if (marks.selected.has(name)) classes.push("rw-selected");
        const label =
          space.kind === "building"
            ? `${name}: ${COLOUR_NAMES[space.colour as Colour]}${s.built[name] ? " (built)" : ""}${die ? `, ${die} passenger${die > 1 ? "s" : ""}` : ""}`
            : space.kind === "rail"
              ? `${name}: railway${link ? ` of link ${link.id}` : ""}${marked ? (s.marked[link!.id] ? ", upgraded" : ", marked") : ""}`
              : `${name}: land`;
        cells.push(
          <div
            key={name}
            class={classes.join(" ")}
            data-cell={name}
            title={label}
            role={marks.targets.has(name) ? "button" : "img"}
            aria-label={label}
            onClick={() => marks.targets.has(name) && marks.onCell?.(name)}
          >
            {space.kind === "rail" && (
              // The link's cube sits on its middle railway space, turned 45° once upgraded.
              <Track track={space.track} marked={marked} upgraded={marked && s.marked[link!.id] === true} cube={marked && link!.cells[Math.floor((link!.cells.length - 1) / 2)] === name} />
            )}
            {space.kind === "building" && <span class="rw-letter">{space.colour}</span>}
            {die !== undefined && <span class="rw-die">{die}</span>}
          </div>,
        );
      }
    }
    return (
      <div class="rw-mapcard" key={position} title={`${card.id} ${card.name}`}>
        {cells}
      </div>
    );
  });
  // The spaces' names along the map's edges (columns a–j, rows 1–8), as the move lists name them.
  const half = (n: number, name: (i: number) => string) => [0, 1].map((h) => (
    <div key={h}>
      {Array.from({ length: n / 2 }, (_, i) => (
        <span key={i}>{name(h * (n / 2) + i)}</span>
      ))}
    </div>
  ));
  const at = marks.here ? cellAt(marks.here.cell) : null;
  return (
    <div class="rw-map-frame">
      <div class="rw-axis rw-axis-cols" aria-hidden="true">
        {half(COLS, (c) => String.fromCharCode(97 + c))}
      </div>
      <div class="rw-axis rw-axis-rows" aria-hidden="true">
        {half(ROWS, (r) => String(r + 1))}
      </div>
      <div class="rw-map" aria-label="The map">
        {cards}
        {marks.here && at && (
          // Below the tapped space's row: 4 px of frame, 4 more past the cards' gap.
          <div class="rw-here" role="group" aria-label={`At ${marks.here.cell}`} style={{ top: `calc(${at.row + 1} * var(--cell) + ${at.row >= CARD_ROWS ? 8 : 4}px)` }}>
            {marks.here.content}
          </div>
        )}
      </div>
    </div>
  );
}
