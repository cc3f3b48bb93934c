// 1830+ S-4.0 "Opening up West, By-God, Virginia" (the Bromleys et al.): the S-4.1 sidebar, the S-4.2 rules, T-01
// to T-08's B columns. "Unless stated otherwise, all 1830 Classic rules are in effect" (S-4.2): none of S-1's.
// See docs/rules-1830-plus.md "S-4".
import type { TitleData } from "../../engine/title.ts";
import { plusBoardData } from "./plus-components.ts";
import { plusTileManifest } from "./plus-tiles.ts";
import { withPlusTrains } from "./plus-trains.ts";

/**
 * S-4's data: the 1830+ board with S-4's board tiles and marks played (plusBoard: coalfields $60 and +$10 to a
 * route, rivers "($40)" $40), the N&W at Roanoke, the NKP at Columbus H-6, the C&O at Richmond, the PL and the CC,
 * Classic money and limits (S-4.1 gives none of its own).
 */
export function scenarioS4(): TitleData {
  const board = plusBoardData("S-4");
  const data: TitleData = {
    ...board,
    // S-4.1 #6, T-01.
    tiles: plusTileManifest("S-4"),
    // S-4.2 5.0: "Use variants V-5.2 and V-5.1 'Once Per Block by Non-President'" (the options
    // once_per_block_non_president and price_rise_linked_to_dividend).
    saleDropsOnce: true,
    presidentSalesDropPerShare: true,
    riseNeedsDividendOfPrice: true,
    // S-4.2 7.5: "A train may not run to the same hex more than once (including NY and Chicago)."
    routeHexOnce: true,
  };
  // S-4.1 #5, T-03 B: a Classic 2-, 3-, 4- and 5-train removed, the five plus trains added (V-7.10).
  return { ...data, ...withPlusTrains(data, ["2", "3", "4", "5"]) };
}
