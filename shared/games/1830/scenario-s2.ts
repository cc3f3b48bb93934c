// 1830+ S-2.0 "No One Expects the Canadian Pacific" (Hanno Girke): the S-2.1 sidebar, the S-2.2 rules, T-01 to
// T-08's G columns. "All of the rules for Scenario S-1.0 are in effect unless stated otherwise" (S-2.2), and
// "This scenario uses ... the components used in Scenario S-1.0 except as detailed" (S-2.1): S-1's money, limits,
// second 20% N&W and 7-trains stay; the coal field hex moves to J-10. See docs/rules-1830-plus.md "S-2".
import type { LicenceDef, TitleData } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { plusBoardData } from "./plus-components.ts";
import { plusTileManifest } from "./plus-tiles.ts";
import { counted, SECOND_20, SEVEN_TRAIN } from "./scenarios.ts";

/**
 * S-2.2 3.0 and 7.2 ("For coal fields rules, see Scenario S-1.0"): the New River coal field licence, $120 as S-1's
 * Kanawha licence, for the coal field hex (board tile 30a) at J-10. The PP brings one (T-05 note 4).
 */
export const NEW_RIVER_LICENCE: LicenceDef = {
  id: "new_river",
  name: "New River coal field licence",
  hexes: ["J10"],
  price: 120,
  section: "1830 S-2.2 7.2, S-1.2 7.2",
};

/**
 * S-2's data. CHOICES (docs/rules-1830-plus.md): the N&W keeps S-1's second 20% (S-2.2 5.0 restores only the
 * Erie's mix); a diesel may be bought trading in a 4, 5, 6 or 7 (S-1.2) at the standard $300 off (S-2.2 "1100/800").
 */
export function scenarioS2(): TitleData {
  const board = plusBoardData("S-2");
  const classicDiesel = data1830.trains.find((t) => t.name === "D")!;
  return {
    ...board,
    // S-2.2 5.0 "Erie — Use the standard certificate mix"; S-1.2 5.0: the N&W's second 20% certificate.
    // S-2.2 7.3 "Station token costs are standard": T-08's charters as printed.
    corporations: board.corporations.map((c) => (c.sym === "N&W" ? { ...c, shares: SECOND_20 } : c)),
    // S-2.1 #6, T-01: all the track tiles less S-2's removals (to1 and to5 stay, for D-10's Toronto).
    tiles: plusTileManifest("S-2"),
    trains: [
      // S-2.1 #5, T-03 G: 2: 7, 3: 6, 4: 5, 5: 4, 6: 3; 7-trains: 2 ($710), on sale with the diesels from the first 6 (S-1.2 3.0).
      ...data1830.trains.filter((t) => t.name !== "D").map(counted({ "2": 7, "3": 6, "4": 5, "5": 4, "6": 3 })),
      SEVEN_TRAIN,
      // S-2.1 #5 "Diesels unlimited, Classic price", T-03 note **; S-2.2 "The diesels cost is standard: 1100/800", trading
      // in "a 4, 5, 6, or 7" (S-1.2).
      { ...classicDiesel, count: Infinity, discount: { ...classicDiesel.discount, "7": 300 } },
    ],
    // S-1.1 #7: $12,000; seven players get $360 each (T-06 for 2 to 6).
    startingCash: { ...data1830.startingCash, 7: 360 },
    // S-1.2 5.2, S-1.1 "Certificate Limits".
    certLimit: { 2: 32, 3: 22, 4: 18, 5: 15, 6: 13, 7: 12 },
    licences: [NEW_RIVER_LICENCE],
    citations: { ...data1830.citations, "[second 20%]": "1830 S-1.2 5.0, V-7.2" },
  };
}
