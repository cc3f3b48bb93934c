// Board pictures for link previews and image-only forums: the SVG the board
// components draw, rasterised to PNG in the Worker with resvg (WebAssembly).
// A Worker has no system fonts, so the text is set in a font we ship.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import wasm from "@resvg/resvg-wasm/index_bg.wasm";
import font from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf";

let ready: Promise<void> | null = null;
const fontBuffer = new Uint8Array(font);

/** PNG bytes of an SVG document at the given width. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  ready ??= initWasm(wasm);
  await ready;
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    background: "#ffffff",
    font: { fontBuffers: [fontBuffer], loadSystemFonts: false, defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" },
  });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}
