// The board drawn as SVG (shared/board): rendered to a string as the worker
// does, and read back for what a player would see on it: every hex, the
// tiles laid and how they are turned (checked against 18xx.games' own state
// of the same game), station tokens with their corporation's name and colour
// in the right hexes, reserved home cities, off-board values, terrain,
// rivers, private company markers, coordinates, and track that meets the
// middle of each hex side where the neighbour's track does.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Board as EngineBoard } from "../../shared/engine/map.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { data1830 } from "../../shared/games/1830/data.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { ALL_TRACK_TILES, trackTiles } from "../../shared/games/1830/plus-tiles.ts";
import { data1882 } from "../../shared/games/1882/data.ts";
import { title1882 } from "../../shared/games/1882/index.ts";
import { title1889 } from "../../shared/games/1889/index.ts";
import { routeHighlight } from "../../shared/board/index.ts";
import { renderBoardSvg, renderTileSvg } from "../../shared/board/render.ts";
import { edgeMid, mapLayout, tileGeometry } from "../../shared/board/geometry.ts";
import type { TitleData } from "../../shared/engine/title.ts";

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), "utf8"));

// ---------------------------------------------------------------------------
// Reading the SVG back
// ---------------------------------------------------------------------------

interface HexPart {
  attrs: Record<string, string>;
  /** The markup inside the hex's group. */
  body: string;
  at: { x: number; y: number };
}

function attrsOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

/** The hex groups of a rendered board, by coordinate (they are siblings, in order). */
function hexesOf(svg: string): Map<string, HexPart> {
  const start = svg.indexOf('<g class="hexes">');
  const end = svg.indexOf('<path class="outlines"');
  const part = svg.slice(start, end);
  const out = new Map<string, HexPart>();
  const opens = [...part.matchAll(/<g class="hex" [^>]*>/g)];
  opens.forEach((m, i) => {
    const attrs = attrsOf(m[0]);
    const body = part.slice(m.index! + m[0].length, i + 1 < opens.length ? opens[i + 1]!.index : part.length);
    const t = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(attrs.transform!)!;
    expect(out.has(attrs["data-hex"]!), `hex ${attrs["data-hex"]} drawn once`).toBe(false);
    out.set(attrs["data-hex"]!, { attrs, body, at: { x: Number(t[1]), y: Number(t[2]) } });
  });
  return out;
}

/** Station tokens drawn in a hex: corporation names, in city and slot order. */
function tokensIn(hex: HexPart): string[] {
  return [...hex.body.matchAll(/<g class="token" data-corporation="([^"]+)">.*?<text[^>]*>([^<]*)<\/text>/g)].map((m) => {
    expect(m[2], "a token shows its corporation's name").toBe(m[1]);
    return m[1]!.replace(/&amp;/g, "&");
  });
}

/** The end points of the track drawn in a hex (relative to the hex centre). */
function trackEnds(hex: HexPart): { x: number; y: number }[] {
  const track = /<g class="track"[^>]*>(.*?)<\/g>/.exec(hex.body)?.[1] ?? "";
  const ends: { x: number; y: number }[] = [];
  for (const m of track.matchAll(/ d="([^"]+)"/g)) {
    const nums = m[1]!.match(/-?[\d.]+/g)!.map(Number);
    ends.push({ x: nums[0]!, y: nums[1]! }, { x: nums[nums.length - 2]!, y: nums[nums.length - 1]! });
  }
  return ends;
}

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 0.6;

/** Every laid tile's track reaches the middle of each side it leaves by, and only those. */
function expectTrackMeetsSides(data: TitleData, board: EngineBoard, hexes: Map<string, HexPart>) {
  for (const { hex, tile } of board.laidTiles()) {
    const part = hexes.get(hex)!;
    const ends = trackEnds(part);
    const sides = [0, 1, 2, 3, 4, 5].filter((e) => ends.some((p) => near(p, edgeMid(data.layout, e))));
    expect(sides, `${hex}: tile #${tile.name} at rotation ${tile.rotation} leaves by`).toEqual(tile.exits);
    // Where the neighbour has track on the shared side, both lines end at the same point.
    for (const e of tile.exits) {
      const h = board.hexIndex(hex);
      const nb = board.grid.neighbour(h, e);
      if (nb < 0) continue;
      const other = hexes.get(board.grid.coord(nb))!;
      const back = (e + 3) % 6;
      if (!(board.tileOf(nb).shape.exits & (1 << back))) continue;
      const mine = edgeMid(data.layout, e);
      const theirs = edgeMid(data.layout, back);
      expect(near({ x: part.at.x + mine.x, y: part.at.y + mine.y }, { x: other.at.x + theirs.x, y: other.at.y + theirs.y }), `${hex} side ${e} meets ${other.attrs["data-hex"]}`).toBe(true);
    }
  }
}

// ---------------------------------------------------------------------------

describe("the 1830 board at the start", () => {
  const board = new EngineBoard(data1830);
  const svg = renderBoardSvg({ board, data: data1830, openCompanies: data1830.companies.map((c) => c.sym) });
  const hexes = hexesOf(svg);

  it("is a standalone SVG document drawing every hex of the map once", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/viewBox="[-\d.]+ [-\d.]+ [\d.]+ [\d.]+"/);
    expect(hexes.size).toBe(data1830.hexes.length);
    expect([...hexes.keys()].sort()).toEqual(data1830.hexes.map((h) => h.coord).sort());
    // Nothing laid yet: no hex carries a tile number.
    expect([...hexes.values()].filter((h) => h.attrs["data-tile"])).toEqual([]);
    expect(svg).not.toContain('class="tile-number"');
  });

  it("colours each hex as printed", () => {
    for (const def of data1830.hexes) expect(hexes.get(def.coord)!.attrs["data-color"], def.coord).toBe(def.content.color);
  });

  it("shows each place name, the OO, NY and B labels, and the printed revenues", () => {
    for (const def of data1830.hexes) {
      if (!def.location || def.hideRevenue) continue;
      // On one line, or two ("Philadelphia &" / "Trenton").
      const group = /<g class="location">(.*?)<\/g>/.exec(hexes.get(def.coord)!.body)?.[1] ?? "";
      const shown = [...group.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");
      expect(shown, def.coord).toBe(def.location.replace(/&/g, "&amp;"));
    }
    const labels = (coord: string) => [...hexes.get(coord)!.body.matchAll(/<g class="label"><text[^>]*>([^<]*)</g)].map((m) => m[1]);
    for (const coord of ["E5", "D10", "E11", "H18"]) expect(labels(coord)).toEqual(["OO"]);
    expect(labels("G19")).toEqual(["NY"]);
    expect(labels("I15")).toEqual(["B"]);
    expect(labels("E23")).toEqual(["B"]);
    expect(hexes.get("G19")!.body).toContain('data-revenue="40"');
    expect(hexes.get("D14")!.body).toContain('data-revenue="20"');
    expect(hexes.get("C15")!.body).toContain('data-revenue="10"'); // Kingston, a gray town
  });

  it("shows both values of every off-board area, once per area", () => {
    const values = (coord: string) => /class="offboard-revenue" data-values="([^"]*)"/.exec(hexes.get(coord)!.body)?.[1];
    expect(values("F2")).toBe("40,70"); // Chicago
    expect(values("J2")).toBe("30,60"); // Gulf
    expect(values("A11")).toBe("30,50"); // Canadian West
    expect(values("K13")).toBe("30,40"); // Deep South
    expect(values("B24")).toBe("20,30"); // Maritime Provinces
    // The second hex of a two-hex area repeats nothing.
    expect(values("I1")).toBeUndefined();
    expect(values("A9")).toBeUndefined();
    // Yellow and brown boxes with the numbers in them.
    expect(hexes.get("F2")!.body).toMatch(/data-phase="yellow" data-value="40">.*?>40<\/text>/);
    expect(hexes.get("F2")!.body).toMatch(/data-phase="brown" data-value="70">.*?>70<\/text>/);
  });

  it("shows the terrain cost on unbuilt hexes", () => {
    for (const def of data1830.hexes) {
      const body = hexes.get(def.coord)!.body;
      if (def.terrain) expect(body, def.coord).toContain(`data-terrain="${def.terrain.kind}" data-cost="${def.terrain.cost}"`);
      else expect(body, def.coord).not.toContain("data-terrain");
    }
    expect(hexes.get("G15")!.body).toContain(">$120<");
    expect(hexes.get("D6")!.body).toContain(">$80<");
  });

  it("reserves each corporation's home city with its name, faintly", () => {
    for (const c of data1830.corporations) {
      const body = hexes.get(c.home!)!.body;
      expect(body, c.sym).toMatch(new RegExp(`class="reserved" data-corporation="${c.sym.replace("&", "&amp;")}" opacity="0.45"`));
    }
    // ERIE's home E11 has two cities and none chosen: the name is on the hex, not in a circle.
    expect(hexes.get("E11")!.body).toContain('<g class="reserved" data-corporation="ERIE"');
    expect(hexes.get("E11")!.body).not.toMatch(/<\/circle><g class="reserved"/);
    // NYNH's is the NY city with the track to the north-east (city 0).
    expect(hexes.get("G19")!.body).toMatch(/data-city="0">(?:(?!data-city="1").)*data-corporation="NYNH"/);
    expect(tokensIn(hexes.get("E19")!)).toEqual([]);
  });

  it("marks the hexes the private companies block while they are open", () => {
    const marks = (coord: string) => [...hexes.get(coord)!.body.matchAll(/data-company="([^"]+)"/g)].map((m) => m[1]);
    expect(marks("G15")).toEqual(["SV"]);
    expect(marks("B20")).toEqual(["CS"]);
    expect(marks("F16")).toEqual(["DH"]);
    expect(marks("D18")).toEqual(["MH"]);
    expect(marks("H18")).toEqual(["CA"]);
    expect(marks("I13")).toEqual(["BO"]);
    expect(marks("I15")).toEqual(["BO"]);
    // Closed (not listed): no marker.
    const closed = renderBoardSvg({ board, data: data1830, openCompanies: ["SV"] });
    expect(closed).not.toContain('data-company="BO"');
  });

  it("draws the lake shores and the Canadian border as impassable sides, once each", () => {
    const impassable = [...svg.matchAll(/class="border impassable" data-border="([^"]+)"/g)].map((m) => m[1]);
    // Four sides, each listed by both of its hexes in the data.
    expect(impassable).toHaveLength(4);
  });

  it("prints row letters and column numbers round the map", () => {
    const coords = svg.slice(svg.indexOf('<g class="coords"'));
    const texts = [...coords.matchAll(/>([A-Z]+|\d+)<\/text>/g)].map((m) => m[1]);
    for (const row of "ABCDEFGHIJK") expect(texts.filter((t) => t === row), row).toHaveLength(2);
    for (let col = 1; col <= 24; col++) expect(texts.filter((t) => t === String(col)), String(col)).toHaveLength(2);
    expect(renderBoardSvg({ board, data: data1830, showCoords: false })).not.toContain('class="coords"');
  });

  it("is deterministic: the same board gives the same bytes", () => {
    expect(renderBoardSvg({ board, data: data1830, openCompanies: data1830.companies.map((c) => c.sym) })).toBe(svg);
  });
});

describe("an 1830 game in progress (300 log entries of a real game)", () => {
  const log = fixture("1830/1830_game_end_bank.json") as GameLog;
  const game = replayLog(title1830, log, 300);
  const reference = readFileSync(new URL("../fixtures/1830/1830_game_end_bank.expected.jsonl", import.meta.url), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { actions: number; tiles: Record<string, string>; corporations: Record<string, { tokens: number }> })
    .find((s) => s.actions === 300)!;
  const svg = renderBoardSvg({
    board: game.board,
    data: data1830,
    reservations: game.reservations(),
    openCompanies: game.companies.filter((c) => !c.closed).map((c) => c.sym),
    phaseColor: game.phase.offboardColor,
  });
  const hexes = hexesOf(svg);

  it("still draws every hex once", () => {
    expect(hexes.size).toBe(data1830.hexes.length);
  });

  it("shows the tiles laid, numbered and turned exactly as 18xx.games has them", () => {
    const drawn: Record<string, string> = {};
    for (const [coord, h] of hexes) if (h.attrs["data-tile"]) drawn[coord] = `${h.attrs["data-tile"]}:${h.attrs["data-rotation"]}`;
    expect(drawn).toEqual(reference.tiles);
    expect(Object.keys(drawn).length).toBeGreaterThan(10);
    for (const [coord, h] of hexes) {
      if (!h.attrs["data-tile"]) continue;
      // The number printed on the tile, and the tile's colour.
      expect(h.body, coord).toMatch(new RegExp(`<g class="tile-number"><text[^>]*>${h.attrs["data-tile"]}</text>`));
      expect(h.attrs["data-color"]).toBe(game.board.tileAt(coord).color);
    }
  });

  it("draws each laid tile's track to the middle of exactly the sides it uses, meeting the neighbours' track", () => {
    expectTrackMeetsSides(data1830, game.board, hexes);
  });

  it("shows every station token, with its corporation's name and colour, in the right hex", () => {
    const perCorp: Record<string, number> = {};
    for (const def of data1830.hexes) {
      const expected = game.board.tokensAt(def.coord).flat().filter((t): t is string => t !== null);
      expect(tokensIn(hexes.get(def.coord)!), def.coord).toEqual(expected);
      for (const t of expected) perCorp[t] = (perCorp[t] ?? 0) + 1;
    }
    for (const [sym, c] of Object.entries(reference.corporations)) expect(perCorp[sym] ?? 0, sym).toBe(c.tokens);
    const prr = data1830.corporations.find((c) => c.sym === "PRR")!;
    expect(svg).toMatch(new RegExp(`data-corporation="PRR"><circle [^>]*fill="${prr.color}"`));
    // C&O's black lettering on light blue.
    expect(svg).toMatch(/data-corporation="C&amp;O"><circle [^>]*fill="#ADD8E6"[^>]*><\/circle><text [^>]*fill="black"/);
  });

  it("marks the off-board value of the current phase", () => {
    const current = /data-phase="([a-z]+)" data-value="(\d+)"><rect [^>]*stroke-width="3"/.exec(hexes.get("F2")!.body);
    expect(current?.[2]).toBe(game.phase.offboardColor === "brown" || game.phase.offboardColor === "gray" ? "70" : "40");
  });

  it("leaves terrain costs off hexes that have been built on", () => {
    for (const { hex } of game.board.laidTiles()) expect(hexes.get(hex)!.body, hex).not.toContain("data-terrain");
  });

  it("shows a reservation only for corporations that have not placed their home station", () => {
    const reserved = [...svg.matchAll(/class="reserved" data-corporation="([^"]+)"/g)].map((m) => m[1]!.replace("&amp;", "&"));
    expect(new Set(reserved)).toEqual(new Set([...game.reservations().values()].flat()));
  });

  it("draws the selected hex and highlighted hexes over the map", () => {
    const out = renderBoardSvg({ board: game.board, data: data1830, selected: "E19", highlights: { hexes: ["D18", "F18"] } });
    expect(out).toMatch(/<polygon class="selected" data-hex="E19"/);
    expect(/<g class="highlights"[^>]*>(.*?)<\/g>/.exec(out)![1]).toMatch(/data-hex="D18".*data-hex="F18"/);
  });

  it("draws the routes a corporation ran over the track they use, ringing their stops", () => {
    // The last run before entry 300, on the map as it was then.
    const n = log.actions.slice(0, 300).findLastIndex((a) => a.type === "run_routes");
    const before = replayLog(title1830, log, n);
    const action = log.actions[n] as unknown as { entity: string; routes: { train: string; connections: string[][] }[] };
    const corp = before.corporation(action.entity);
    const trains = action.routes.map((r) => corp.trains.find((t) => t.id === r.train)!).map((t) => ({ id: t.id, distance: t.distance }));
    const result = before.board.validateRoutes(corp.sym, action.routes, trains, before.phase.offboardColor);
    const colors = ["#ff0066", "#00aaff", "#33cc33"];
    const routes = result.routes.map((r, i) => routeHighlight(before.board, r, colors[i]!));
    const out = renderBoardSvg({ board: before.board, data: data1830, highlights: { routes } });
    const drawn = [...out.matchAll(/<g class="route" data-color="([^"]+)">(.*?)<\/g>/g)];
    expect(drawn.map((m) => m[1])).toEqual(colors.slice(0, routes.length));
    drawn.forEach((m, i) => {
      // One line over the track, and a ring round every stop of the route.
      expect(m[2]).toMatch(new RegExp(`<path d="M[^"]+" stroke="${colors[i]}"`));
      expect([...m[2]!.matchAll(new RegExp(`<circle [^>]*stroke="${colors[i]}"`, "g"))]).toHaveLength(result.routes[i]!.stops.length);
    });
  });
});

describe("the 1882 board (flat hexes)", () => {
  const board = new EngineBoard(data1882, { axes: data1882.axes });
  const svg = renderBoardSvg({ board, data: data1882, openCompanies: data1882.companies.map((c) => c.sym) });
  const hexes = hexesOf(svg);

  it("draws every hex once, with the rivers' crossing costs, the fishing exit and the off-board values", () => {
    expect(hexes.size).toBe(data1882.hexes.length);
    const rivers = new Set<string>();
    for (const [i, h] of data1882.hexes.entries()) {
      for (const b of h.borders ?? []) {
        if (b.type !== "water") continue;
        const nb = board.grid.neighbour(i, b.edge);
        rivers.add(nb < 0 ? `${i}:${b.edge}` : `${Math.min(i, nb)}-${Math.max(i, nb)}`);
      }
    }
    expect([...svg.matchAll(/class="border water"/g)]).toHaveLength(rivers.size);
    expect([...svg.matchAll(/class="border-cost" data-cost="(\d+)"/g)]).toHaveLength(rivers.size);
    expect(hexes.get("B6")!.attrs["data-color"]).toBe("blue");
    expect(hexes.get("B6")!.body).toContain('data-values="20,30"');
    expect(hexes.get("I1")!.body).toContain('data-values="40,80"');
    expect(hexes.get("O11")!.body).toContain('data-values="30"'); // the USA pays 30 in every phase
    // The Regina hex keeps both its cities for the QLL until it chooses one.
    expect(hexes.get("J10")!.body).toContain('class="reserved" data-corporation="QLL"');
    expect(hexes.get("J10")!.body).toMatch(/<g class="label"><text[^>]*>R</);
  });

  it("draws a finished game's tiles, tokens (neutral stations included) and track meeting every side", () => {
    const game = replayLog(title1882, fixture("1882/5236.json") as GameLog);
    const out = hexesOf(renderBoardSvg({ board: game.board, data: data1882, reservations: game.reservations() }));
    for (const { hex, tile } of game.board.laidTiles()) {
      expect(out.get(hex)!.attrs["data-tile"]).toBe(tile.name);
      expect(out.get(hex)!.attrs["data-rotation"]).toBe(String(tile.rotation));
    }
    for (const def of data1882.hexes) {
      expect(tokensIn(out.get(def.coord)!), def.coord).toEqual(game.board.tokensAt(def.coord).flat().filter((t) => t !== null));
    }
    expectTrackMeetsSides(data1882, game.board, out);
  });
});

describe("a single tile (the tile picker)", () => {
  it("draws a tile turned as the engine turns it", () => {
    const def = data1830.tiles.find((t) => t.name === "57")!;
    for (let r = 0; r < 6; r++) {
      const svg = renderTileSvg({ tile: def, layout: "pointy", rotation: r, size: 100 });
      expect(svg).toContain(`data-tile="57" data-rotation="${r}"`);
      const ends = [...svg.matchAll(/<path d="M([-\d.]+) ([-\d.]+)[^"]*"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
      const sides = [0, 1, 2, 3, 4, 5].filter((e) => ends.some((p) => near(p, edgeMid("pointy", e))));
      expect(sides, `rotation ${r}`).toEqual([r % 6, (r + 3) % 6].sort((a, b) => a - b));
      expect(svg).toMatch(/<g class="tile-number"><text[^>]*>57<\/text>/);
      expect(svg).toContain('data-revenue="20"');
    }
  });

  it("draws every tile of the manifests (1830's with all the 1830+ tiles, T-09) in every rotation without error, cities inside the hex", () => {
    for (const data of [data1830, { ...data1830, tiles: trackTiles(ALL_TRACK_TILES) }, data1882]) {
      for (const def of data.tiles) {
        for (let r = 0; r < 6; r++) {
          const svg = renderTileSvg({ tile: def, layout: data.layout, rotation: r });
          expect(svg).toContain(`data-tile="${def.name}"`);
          expect([...svg.matchAll(/class="city"/g)]).toHaveLength(def.cities?.length ?? 0);
          expect([...svg.matchAll(/class="town"/g)]).toHaveLength(def.towns?.length ?? 0);
          // Every station circle lies inside the hex.
          for (const m of svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="25"/g)) {
            const d = Math.hypot(Number(m[1]), Number(m[2]));
            expect(d + 25, `tile ${def.name} r${r}`).toBeLessThan(100);
          }
        }
      }
    }
  });
});

describe("the 1830+ track tiles (T-09) as drawn", () => {
  const svgOf = (name: string, rotation = 0) => renderTileSvg({ tile: trackTiles(ALL_TRACK_TILES).find((d) => d.name === name)!, layout: "pointy", rotation });
  const circles = (svg: string) => [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="25"/g)].length;

  it("draws each city's station circles: ny6 (#883) four, bb6 (#884) and D4 (#513) three, to1 (#810) two and one", () => {
    expect(circles(svgOf("883"))).toBe(4);
    expect(circles(svgOf("884"))).toBe(3);
    expect(circles(svgOf("513"))).toBe(3);
    expect(circles(svgOf("810"))).toBe(3);
    expect([...svgOf("810").matchAll(/class="city"/g)]).toHaveLength(2);
  });

  it("shows the label and the revenue, and turns the track with the tile", () => {
    expect(svgOf("810")).toMatch(/<g class="label">.*>TO<\/text>/);
    expect(svgOf("8861")).toMatch(/<g class="label">.*>OO<\/text>/);
    expect(svgOf("883")).toContain('data-revenue="90"');
    // B24 (#141): a town with track to edges 0, 1 and 3, turned by 2: 2, 3 and 5.
    for (const [rotation, sides] of [[0, [0, 1, 3]], [2, [2, 3, 5]]] as const) {
      const ends = [...svgOf("141", rotation).matchAll(/<path d="M([-\d.]+) ([-\d.]+)[^"]*"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
      expect([0, 1, 2, 3, 4, 5].filter((e) => ends.some((p) => near(p, edgeMid("pointy", e))))).toEqual(sides);
    }
  });
});

describe("geometry", () => {
  it("puts the middle of each side halfway between neighbouring hex centres (both layouts)", () => {
    for (const data of [data1830, data1882]) {
      const map = mapLayout(data);
      const board = new EngineBoard(data, { axes: data.axes });
      data.hexes.forEach((_, h) => {
        for (let e = 0; e < 6; e++) {
          const nb = board.grid.neighbour(h, e);
          if (nb < 0) continue;
          const a = map.centers[h]!;
          const b = map.centers[nb]!;
          const m = edgeMid(data.layout, e);
          expect(near({ x: a.x + m.x, y: a.y + m.y }, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })).toBe(true);
        }
      });
    }
  });

  it("computes a tile's layout once per rotation", () => {
    const board = new EngineBoard(data1830);
    const t = board.tileAt("E5");
    expect(tileGeometry(t.type, 0, "pointy")).toBe(tileGeometry(t.type, 0, "pointy"));
  });
});

describe("purity", () => {
  it("uses no DOM or platform API in shared/board", () => {
    const dir = new URL("../../shared/board/", import.meta.url);
    for (const file of readdirSync(dir)) {
      const src = readFileSync(new URL(file, dir), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      expect(src, file).not.toMatch(/\b(window|document|navigator|localStorage|requestAnimationFrame|Date\.now|Math\.random|process\.)\b/);
    }
  });
});

describe("1889's board: costs printed on hexes and tiles", () => {
  it("shows Kotohira's and Kouchi's ¥80 on the hex and on every tile laid over it, beside the terrain", () => {
    const at = (hex: string, game: ReturnType<typeof replayLog>) =>
      hexesOf(renderBoardSvg({ board: game.board, data: game.data })).get(hex)!.body;
    const start = replayLog(title1889, fixture("1889/962.json"), 0);
    expect(at("I4", start)).toContain('data-terrain="upgrade" data-cost="80"');
    expect(at("F9", start)).toContain('data-terrain="upgrade" data-cost="80"');
    expect(at("I4", start)).toContain(">¥80<");
    expect(at("H5", start)).toContain('data-terrain="mountainWater" data-cost="80"');
    // Imabari: 30 until phase 5, then 60; a D-train's own 100.
    expect(at("F1", start)).toContain('data-values="30,60"');
    expect(at("F1", start)).toMatch(/data-train="D" data-value="100">.*?>D 100<\/text>/);
    // 962: KO lays #438 on I4 (entry 86), which carries the cost for the next upgrade.
    const later = replayLog(title1889, fixture("1889/962.json"), fixture("1889/962.json").actions.findIndex((a: { id: number }) => a.id === 86) + 1);
    expect(later.board.tileAt("I4").name).toBe("438");
    expect(at("I4", later)).toContain('data-terrain="upgrade" data-cost="80"');
    expect(at("J3", later)).not.toContain("data-terrain");
  });
});
