// 1830+ S-3.0 "The Empire Builders Strike Back" (L. Roznai et al.): the S-3.1 sidebar, the S-3.2 rules, T-01 to
// T-08's R columns. "All of the rules for Scenario S-1.0 are in effect unless stated otherwise" (S-3.2), on "the
// 1830 Classic game components except as detailed" (S-3.1): the Coal River without S-1's warehouses, the N&W and
// the Nickel Plate, the JK, plus trains. See docs/rules-1830-plus.md "S-3".
import type { TitleData, TrainDef } from "../../engine/title.ts";
import { data1830 } from "./data.ts";
import { plusBoardData } from "./plus-components.ts";
import { plusTileManifest } from "./plus-tiles.ts";
import { withPlusTrains } from "./plus-trains.ts";
import { hundredDollarStations, KANAWHA_LICENCE, SECOND_20 } from "./scenarios.ts";

/**
 * S-3's data. CHOICES (docs/rules-1830-plus.md): the N&W keeps S-1's second 20% (S-3.2 5.0 restores only the
 * Erie's); diesels at S-1's $900/$750 (S-3.2 keeps S-1's rules, S-1.2 "Purchasing Trains", where S-2.2 restores the
 * standard price in words and S-3 does not);
 * S-1's certificate limits (S-1.2 5.2) for 2 to 6 players (S-3.1 #7 gives no seventh player's money); the 6+6
 * comes on top of the two 6-trains (S-3.1 #5 removes a 2, 3, 4 and 5 only; T-03 R: two 6-trains).
 */
export function scenarioS3(): TitleData {
  const board = plusBoardData("S-3");
  const data: TitleData = {
    ...board,
    // S-1.2 7.3 "All station tokens cost $100"; S-3.2 5.0 the Erie's Classic mix, S-1.2 5.0 the N&W's second 20%.
    corporations: board.corporations.map((c) => {
      const priced = hundredDollarStations(c);
      return c.sym === "N&W" ? { ...priced, shares: SECOND_20 } : priced;
    }),
    // S-3.1 #6, T-01.
    tiles: plusTileManifest("S-3"),
    // S-3.1 #7: $12,000 (T-06's money for 2 to 6 players).
    // S-1.2 5.2: S-1's certificate limits.
    certLimit: { 2: 32, 3: 22, 4: 18, 5: 15, 6: 13 },
    licences: [KANAWHA_LICENCE],
    citations: { ...data1830.citations, "[second 20%]": "1830 S-1.2 5.0, V-7.2" },
  };
  // S-3.1 #5, S-3.2 "Plus" Trains (V-7.10), T-03 R: a Classic 2-, 3-, 4- and 5-train removed, the five plus trains added.
  const plus = withPlusTrains(data, ["2", "3", "4", "5"]).trains!;
  // S-3.2 "all of the rules for Scenario S-1.0 are in effect", S-1.2 "Purchasing Trains": diesels $900, or $750
  // trading in a 4, 5, 6 (or their plus trains; S-3 has no 7-trains). S-2 says "The diesels cost is standard"; S-3 does not.
  const s1Diesel = (t: TrainDef): TrainDef =>
    t.name !== "D" ? t : { ...t, price: 900, discount: Object.fromEntries(Object.keys(t.discount ?? {}).map((k) => [k, 150])) };
  return { ...data, trains: plus.map(s1Diesel) };
}
