// Link-preview pictures of a late-game 1830 board (Node; the Worker runs the
// same code): board.svg with the shared components, board.png with resvg.
import { readFileSync } from "node:fs";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { renderBoardSvg } from "../shared/board/render.ts";
import { replayLog, type GameLog } from "../shared/engine/replay.ts";
import { title1830 } from "../shared/games/1830/index.ts";
import { measure, report } from "./harness.ts";

const log = JSON.parse(readFileSync("test/fixtures/1830/1830_game_end_bank.json", "utf8")) as GameLog;
const game = replayLog(title1830, log, 600);
const props = { board: game.board, data: game.data, openCompanies: [], phaseColor: game.phase.offboardColor };
await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm"));
const font = readFileSync("node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const svg = renderBoardSvg(props, { xmlDeclaration: true });
const png = (width: number) => {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" } });
  const bytes = resvg.render().asPng();
  resvg.free();
  return bytes;
};
report("Board pictures of a late-game 1830 position (600 log entries)", [
  measure("board.svg", () => renderBoardSvg(props, { xmlDeclaration: true })),
  measure("board.png, 1200 px wide", () => png(1200), { minRuns: 5, minMs: 3000 }),
  measure("board.png, 400 px wide", () => png(400), { minRuns: 5, minMs: 2000 }),
  measure("board.png, 2400 px wide (the widest asked for)", () => png(2400), { minRuns: 3, minMs: 2000 }),
]);
console.log(`  SVG ${(svg.length / 1024).toFixed(0)} KB; PNG at 1200 px ${(png(1200).length / 1024).toFixed(0)} KB`);
