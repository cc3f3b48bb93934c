// Board pictures for link previews and image-only forums: the SVG a room draws
// (worker/pictures.ts), rasterised to PNG here in the Worker with resvg
// (WebAssembly), never in the room, and kept in the platform's cache. A Worker
// has no system fonts, so the text is set in a font we ship.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import wasm from "@resvg/resvg-wasm/index_bg.wasm";
import font from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf";
import { engineBuild } from "./env.ts";

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

/** How long the platform's cache keeps a PNG: a picture at its key never changes (the log only grows). */
export const PNG_CACHE_SECONDS = 7 * 24 * 3600;

/**
 * The cache's key for a board PNG: the game, its log's length and the position in it (the room's
 * `boardPosition`), the width and the engine's build (a new build may draw the board otherwise).
 */
export function pngCacheKey(origin: string, id: string, where: { n: number; log: number }, width: number): Request {
  const build = engineBuild ?? "none";
  return new Request(`${new URL(origin).origin}/g/${id}/board.png?log=${where.log}&at=${where.n}&width=${width}&build=${encodeURIComponent(build)}`);
}

/** A PNG as the cache keeps it. */
export const cachedPng = (png: Uint8Array) =>
  new Response(png as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/png", "Cache-Control": `public, max-age=${PNG_CACHE_SECONDS}` } });

/** The platform's cache in this location (the DOM's types, which preact's bring in, know no `caches.default`). */
export const pngCache = (): Cache => (caches as unknown as { default: Cache }).default;
