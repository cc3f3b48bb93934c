// Where each board rule is written in the title's rule book. The board code
// is the same for every title; only these citations differ, so the message
// of every GameError it throws names the rule of the title being played.
// The defaults are the sections of the 1830 rule book (Classic).

export interface BoardRules {
  /** Red, gray (and other fixed) hexes take no tile. */
  notTileable: string;
  /** A tile's colour must be available in the current phase. */
  tilePhase: string;
  /** Yellow on plain hexes, green on yellow, brown on green, gray on brown. */
  tileColor: string;
  /** Only the tiles listed for a tile may replace it. */
  upgradeList: string;
  /** The label (OO, B, NY, ...) must match. */
  label: string;
  /** The same number and size of cities (and towns). */
  cityCount: string;
  /** All track of the replaced tile must be kept. */
  keepTrack: string;
  /** Stations and cities keep their connections (fixed OO cities). */
  keepCities: string;
  /** Track may not run off the map, into a blank side of a gray or red hex, or across a lake/border. */
  offMap: string;
  /** The corporation must be able to reach the new track. */
  tileConnection: string;
  /** Closed (hybrid) track placement: a route must reach track the tile adds. */
  newTrackConnection: string;
  /** A hex reserved by a private company owned by a player takes no tile. */
  blocked: string;
  /** Only the tiles in the box may be laid. */
  tileSupply: string;
  /** Tokens go into an empty city circle. */
  tokenSlot: string;
  /** One station per corporation per hex. */
  tokenSameHex: string;
  /** Home stations stay free for corporations that have not placed them. */
  tokenReserved: string;
  /** The corporation must be able to reach the city. */
  tokenConnection: string;
  /** Each train runs once. */
  trainRuns: string;
  /** The combination of routes with the highest revenue must be run. */
  bestRoutes: string;
  /** At least two stops; at most as many stops as the train's number. */
  routeStops: string;
  /** Routes are continuous track, without reversing or reusing track. */
  routeTrack: string;
  /** A route includes one of the corporation's stations. */
  routeToken: string;
  /** A city at most once per route. */
  routeCityTwice: string;
  /** Off-board areas only at the ends of a route. */
  routeOffboard: string;
  /** Cities filled with other corporations' stations only at the ends. */
  routeBlocked: string;
  /** One stop of each revenue group per route (one off-board area). */
  routeGroup: string;
  /** Hexes a corporation's trains may run to only with a right it holds (Board.visitRule: a licence). */
  routeVisit: string;
  /** A route enters a hex at most once (TitleData.routeHexOnce). */
  routeHexTwice: string;
}

export const RULES_1830: BoardRules = {
  notTileable: "1830 7.2 (gray and red hexes)",
  tilePhase: "1830 7.2 (track tiles by phase)",
  tileColor: "1830 7.2.1 #6-7, 7.2.2 #5",
  upgradeList: "1830 7.2.2 #5",
  label: "1830 7.2.1 #7, 7.2.2 #6",
  cityCount: "1830 7.2.1 #5",
  keepTrack: "1830 7.2.2 #3",
  keepCities: "1830 7.2.2 #4, V-7.9",
  offMap: "1830 7.2.1 #2, 7.2.2 #2",
  tileConnection: "1830 7.2.1 #1, C-1.4",
  newTrackConnection: "1830 V-7.7",
  blocked: "1830 7.2.1 #4",
  tileSupply: "1830 7.2 (tile manifest T-09)",
  tokenSlot: "1830 7.3.2",
  tokenSameHex: "1830 7.3.2 (one station per hex)",
  tokenReserved: "1830 7.3.2",
  tokenConnection: "1830 7.3.2",
  trainRuns: "1830 7.4",
  bestRoutes: "1830 7.4",
  routeStops: "1830 7.4.1",
  routeTrack: "1830 7.4.2",
  routeToken: "1830 7.4.2",
  routeCityTwice: "1830 7.4.2",
  routeOffboard: "1830 7.4.2",
  routeBlocked: "1830 7.3.3",
  routeGroup: "1830 7.5",
  routeVisit: "1830 S-1.2 7.2",
  routeHexTwice: "1830 S-4.2 7.5",
};
