// The Railways map as a standalone SVG string (link previews: the room serves
// it as board.svg and rasterises it to board.png), drawn like the web view:
// buildings in their colours with their dice, tracks solid where marked, the
// link's cube on its middle space (turned once upgraded).
import { CARD_COLS, CARD_ROWS, cellName, COLS, E, N, ROWS, S, W } from "./board.ts";
import type { RailwaysGame } from "./game.ts";

const CELL = 40;
const GAP = 6;
const COLOURS = { R: "#4f9a45", L: "#7a5cb8", C: "#d49a14", I: "#7d6b58" };
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function railwaysMapSvg(game: RailwaysGame, options: { title?: string; xmlDeclaration?: boolean } = {}): string {
  const s = game.state;
  const x = (col: number) => GAP + col * CELL + (col >= CARD_COLS ? GAP : 0);
  const y = (row: number) => GAP + 30 + row * CELL + (row >= CARD_ROWS ? GAP : 0);
  const width = x(COLS) + GAP;
  const height = y(ROWS) + GAP;
  const out: string[] = [];
  out.push(`<rect width="${width}" height="${height}" fill="#b9ad95"/>`);
  out.push(
    `<text x="${GAP}" y="21" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#1d232a">${esc(
      `${options.title ? `${options.title} · ` : ""}${s.step === "over" ? "final" : `decade ${s.decade}/12 ·`} score ${game.score()}`,
    )}</text>`,
  );
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const name = cellName(col, row);
      const cx = x(col), cy = y(row);
      out.push(`<rect x="${cx}" y="${cy}" width="${CELL}" height="${CELL}" fill="#efe6cf" stroke="#d9ceb4" stroke-width="0.5"/>`);
      const space = game.topo.space(name);
      if (space.kind === "building") {
        out.push(`<rect x="${cx + 2}" y="${cy + 2}" width="${CELL - 4}" height="${CELL - 4}" rx="3" fill="${COLOURS[space.colour]}"${s.built[name] ? ' stroke="#fff" stroke-dasharray="3 2"' : ""}/>`);
        out.push(`<text x="${cx + CELL / 2}" y="${cy + CELL / 2 + 6}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="17" fill="#fff">${space.colour}</text>`);
      } else if (space.kind === "rail") {
        const link = game.topo.linkThrough(name);
        const marked = link !== null && link.id in s.marked;
        const upgraded = marked && s.marked[link!.id] === true;
        const ends: [number, number, number][] = [[N, CELL / 2, 0], [E, CELL, CELL / 2], [S, CELL / 2, CELL], [W, 0, CELL / 2]];
        for (const [side, ex, ey] of ends) {
          if (!(space.track & side)) continue;
          const line = `x1="${cx + CELL / 2}" y1="${cy + CELL / 2}" x2="${cx + ex}" y2="${cy + ey}"`;
          if (upgraded) out.push(`<line ${line} stroke="#222" stroke-width="9"/><line ${line} stroke="#fff" stroke-width="3"/>`);
          else out.push(`<line ${line} stroke="${marked ? "#222" : "#8a7d66"}" stroke-width="${marked ? 5 : 4}"${marked ? "" : ' stroke-dasharray="5 2"'}/>`);
        }
        if (marked && link!.cells[Math.floor((link!.cells.length - 1) / 2)] === name) {
          const c = `${cx + CELL / 2} ${cy + CELL / 2}`;
          out.push(`<rect x="${cx + CELL / 2 - 7}" y="${cy + CELL / 2 - 7}" width="14" height="14" fill="#c8331b" stroke="#222"${upgraded ? ` transform="rotate(45 ${c})"` : ""}/>`);
        }
      }
      const die = s.dice[name];
      if (die !== undefined) {
        out.push(`<rect x="${cx + CELL - 17}" y="${cy + CELL - 17}" width="14" height="14" rx="2" fill="#fff" stroke="#333"/>`);
        out.push(`<text x="${cx + CELL - 10}" y="${cy + CELL - 6}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#222">${die}</text>`);
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${out.join("")}</svg>`;
  return options.xmlDeclaration ? `<?xml version="1.0" encoding="UTF-8"?>\n${svg}` : svg;
}
