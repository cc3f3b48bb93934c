// The standard 18xx track tiles that several titles share, by their printed
// number: colour, cities and towns with their revenue and station circles,
// and track. Geometry as in 18xx.games' standard tile set (its
// lib/engine/config/tile.rb), which the logs' rotations depend on; path ends
// as in shared/engine/title.ts ("0".."5" edges, "c0" cities, "t0" towns).
// A title picks the tiles of its manifest with `standardTile`, adding how
// many copies it has and what each upgrades to.
import type { TileContent, TileDef } from "../engine/title.ts";

const town10 = { revenue: 10 };
const twoTowns = [town10, town10];
const city = (revenue: number, slots = 1) => ({ revenue, slots });

export const STANDARD_TILES: Readonly<Record<string, TileContent>> = {
  // yellow
  "1": { color: "yellow", towns: twoTowns, paths: ["1-t0", "t0-3", "0-t1", "t1-4"] },
  "2": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-3", "1-t1", "t1-2"] },
  "3": { color: "yellow", towns: [town10], paths: ["0-t0", "t0-1"] },
  "4": { color: "yellow", towns: [town10], paths: ["0-t0", "t0-3"] },
  "7": { color: "yellow", paths: ["0-1"] },
  "8": { color: "yellow", paths: ["0-2"] },
  "9": { color: "yellow", paths: ["0-3"] },
  "55": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-3", "1-t1", "t1-4"] },
  "56": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-2", "1-t1", "t1-3"] },
  "57": { color: "yellow", cities: [city(20)], paths: ["0-c0", "c0-3"] },
  "58": { color: "yellow", towns: [town10], paths: ["0-t0", "t0-2"] },
  "69": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-3", "2-t1", "t1-4"] },
  "5": { color: "yellow", cities: [city(20)], paths: ["0-c0", "1-c0"] },
  "6": { color: "yellow", cities: [city(20)], paths: ["0-c0", "2-c0"] },
  "630": { color: "yellow", towns: twoTowns, paths: ["2-t0", "t0-3", "0-t1", "t1-4"] },
  "631": { color: "yellow", towns: twoTowns, paths: ["3-t0", "t0-4", "0-t1", "t1-2"] },
  "632": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-1", "2-t1", "t1-3"] },
  "633": { color: "yellow", towns: twoTowns, paths: ["0-t0", "t0-1", "3-t1", "t1-4"] },
  "201": { color: "yellow", cities: [city(30)], paths: ["0-c0", "1-c0"], label: "Y" },
  "202": { color: "yellow", cities: [city(30)], paths: ["0-c0", "2-c0"], label: "Y" },
  // green
  "14": { color: "green", cities: [city(30, 2)], paths: ["0-c0", "1-c0", "3-c0", "4-c0"] },
  "15": { color: "green", cities: [city(30, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0"] },
  "18": { color: "green", paths: ["0-3", "1-2"] },
  "19": { color: "green", paths: ["0-3", "2-4"] },
  "20": { color: "green", paths: ["0-3", "1-4"] },
  "21": { color: "green", paths: ["0-2", "3-4"] },
  "22": { color: "green", paths: ["0-4", "2-3"] },
  "23": { color: "green", paths: ["0-3", "0-4"] },
  "24": { color: "green", paths: ["0-3", "0-2"] },
  "26": { color: "green", paths: ["0-3", "0-5"] },
  "27": { color: "green", paths: ["0-3", "0-1"] },
  "59": { color: "green", cities: [city(40), city(40)], paths: ["0-c0", "2-c1"], label: "OO" },
  "12": { color: "green", cities: [city(30)], paths: ["0-c0", "1-c0", "2-c0"] },
  "13": { color: "green", cities: [city(30)], paths: ["0-c0", "2-c0", "4-c0"] },
  "16": { color: "green", paths: ["0-2", "1-3"] },
  "17": { color: "green", paths: ["1-3", "0-4"] },
  "25": { color: "green", paths: ["0-2", "0-4"] },
  "28": { color: "green", paths: ["0-4", "0-5"] },
  "29": { color: "green", paths: ["0-2", "0-1"] },
  "30": { color: "green", paths: ["0-4", "0-1"] },
  "31": { color: "green", paths: ["0-2", "0-5"] },
  "87": { color: "green", towns: [town10], paths: ["0-t0", "1-t0", "2-t0", "3-t0"] },
  "88": { color: "green", towns: [town10], paths: ["0-t0", "1-t0", "3-t0", "4-t0"] },
  "204": { color: "green", towns: [town10], paths: ["0-t0", "2-t0", "3-t0", "4-t0"] },
  "141": { color: "green", towns: [town10], paths: ["0-t0", "3-t0", "1-t0"] },
  "142": { color: "green", towns: [town10], paths: ["0-t0", "5-t0", "3-t0"] },
  "143": { color: "green", towns: [town10], paths: ["0-t0", "1-t0", "2-t0"] },
  "144": { color: "green", towns: [town10], paths: ["0-t0", "2-t0", "4-t0"] },
  "592": { color: "green", cities: [city(50, 2)], paths: ["0-c0", "2-c0", "4-c0"], label: "B" },
  "619": { color: "green", cities: [city(30, 2)], paths: ["0-c0", "2-c0", "3-c0", "4-c0"] },
  "205": { color: "green", cities: [city(30)], paths: ["0-c0", "1-c0", "3-c0"] },
  "206": { color: "green", cities: [city(30)], paths: ["0-c0", "5-c0", "3-c0"] },
  "207": { color: "green", cities: [city(40, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0"], label: "Y" },
  "208": { color: "green", cities: [city(40, 2)], paths: ["0-c0", "1-c0", "3-c0", "4-c0"], label: "Y" },
  // brown
  "39": { color: "brown", paths: ["0-2", "0-1", "1-2"] },
  "40": { color: "brown", paths: ["0-2", "2-4", "0-4"] },
  "70": { color: "brown", paths: ["0-1", "0-2", "1-3", "2-3"] },
  "216": { color: "brown", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"], label: "Y" },
  "41": { color: "brown", paths: ["0-3", "0-1", "1-3"] },
  "42": { color: "brown", paths: ["0-3", "3-5", "0-5"] },
  "43": { color: "brown", paths: ["0-3", "0-2", "1-3", "1-2"] },
  "44": { color: "brown", paths: ["0-3", "1-4", "0-1", "3-4"] },
  "45": { color: "brown", paths: ["0-3", "2-4", "0-4", "2-3"] },
  "46": { color: "brown", paths: ["0-3", "2-4", "3-4", "0-2"] },
  "47": { color: "brown", paths: ["0-3", "1-4", "1-3", "0-4"] },
  "63": { color: "brown", cities: [city(40, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"] },
  "51": { color: "gray", cities: [city(50, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"] },
  "611": { color: "brown", cities: [city(40, 2)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"] },
  "66": { color: "brown", cities: [city(50), city(50)], paths: ["0-c0", "c0-3", "1-c1", "c1-2"], label: "OO" },
  "67": { color: "brown", cities: [city(50), city(50)], paths: ["0-c0", "c0-3", "2-c1", "c1-4"], label: "OO" },
  "68": { color: "brown", cities: [city(50), city(50)], paths: ["0-c0", "c0-3", "1-c1", "c1-4"], label: "OO" },
  "145": { color: "brown", towns: [{ revenue: 20 }], paths: ["0-t0", "1-t0", "3-t0", "4-t0"] },
  "146": { color: "brown", towns: [{ revenue: 20 }], paths: ["0-t0", "1-t0", "2-t0", "3-t0"] },
  "147": { color: "brown", towns: [{ revenue: 20 }], paths: ["0-t0", "2-t0", "3-t0", "4-t0"] },
  // Not in 18xx.games' standard set (its 18India defines it for itself); as Rails' and 18xx-maker's catalogues.
  "984": { color: "brown", cities: [city(50), city(50)], paths: ["0-c0", "c0-1", "2-c1", "c1-3"], label: "OO" },
  // 18xx.games labels it "Boston" (its 1828's); the B of 18xx-maker and of 1830's bb tiles (T-09 bb7).
  "997": { color: "brown", cities: [city(60, 2)], paths: ["1-c0", "2-c0", "3-c0", "5-c0"], label: "B" },
  // gray
  "167": { color: "gray", cities: [city(70), city(70)], paths: ["0-c0", "c0-1", "2-c1", "c1-3", "4-c0", "5-c1"], label: "OO" },
  "915": { color: "gray", cities: [city(50, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0"] },
  "513": { color: "gray", cities: [city(60, 3)], paths: ["0-c0", "1-c0", "2-c0", "3-c0", "4-c0", "5-c0"] },
};

/** A standard tile as a title's manifest lists it. */
export function standardTile(name: string, count: number, upgrades: string[] = []): TileDef {
  const content = STANDARD_TILES[name];
  if (!content) throw new Error(`no standard tile #${name}`);
  return { name, count, ...content, upgrades };
}
