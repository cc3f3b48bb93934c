// The data a title supplies to the engine. A title is mostly this data plus a
// few overridden steps; the engine core never asks which title it is running.

export type Color = "white" | "yellow" | "green" | "brown" | "gray" | "red" | "blue";

/** A revenue that depends on the phase's colour (off-board areas, 1830 7.4.4). */
export type PhaseRevenue = Partial<Record<"yellow" | "green" | "brown" | "gray", number>>;

/** A hex with two values (1830 7.4.4 off-board areas; 1830+ S-1 7.5 gray hexes): the lesser until the
 *  first 5-train, the greater from then on (the phases' offboardColor: yellow and green, then brown and gray). */
export function twoValues(lesser: number, greater: number): PhaseRevenue {
  return { yellow: lesser, green: lesser, brown: greater, gray: greater };
}

/** A city without station circles that every train may run through, counted as a city for revenue and the
 *  train's range (1830+ S-1 7.4 warehouses over the red off-board areas; the Kanawha Coal River hex). */
export function runThroughCity(values: PhaseRevenue): { revenue: number; slots: number; phaseRevenue: PhaseRevenue } {
  return { revenue: values.yellow ?? 0, slots: 0, phaseRevenue: values };
}

/**
 * The contents of a tile or of a printed hex.
 *
 * Edges are numbered 0-5 clockwise in the hex's own frame at rotation 0
 * (see shared/engine/hex.ts for which neighbour each edge faces).
 * A path joins two ends: an edge ("0".."5"), a city ("c0", "c1", ...),
 * a town ("t0", ...) or an off-board revenue area ("o0"). Paths are written
 * "a-b", e.g. "0-c0" or "1-4".
 */
export interface TileContent {
  color: Color;
  /** Cities in index order: their revenue and number of station slots; a city whose
   *  value changes with the phase gives it by phase colour too (e.g. a coal mine, or a
   *  hex with two values, twoValues). A city of 0 slots holds no station, so it is never
   *  full and every train may run through it (a warehouse, runThroughCity). */
  cities?: { revenue: number; slots: number; phaseRevenue?: PhaseRevenue }[];
  /** Towns (dits) in index order; a town whose value changes with the phase gives it by phase colour too. */
  towns?: { revenue: number; phaseRevenue?: PhaseRevenue }[];
  /** One off-board revenue area: its revenue per phase colour. */
  offboard?: PhaseRevenue;
  paths: string[];
  /** "OO", "B", "NY", ... Upgrades must keep the label (1830 7.2.2). */
  label?: string;
  /** The number 18xx.games' log names each city by (city ids "TILE-N"), where its tile lists
   *  the track between the cities (1837's Wien tiles); undefined: the city's index. */
  cityParts?: number[];
  /** How many stops of a train's range the off-board area uses (default 1); 0 makes
   *  it a bonus stop that never counts against the range (e.g. a fishing exit). */
  offboardDistance?: number;
  /** A city's track may be divided among the cities of the tile that upgrades it (as many cities or more); the
   *  stations there are placed again by their owners (1830+ board tile 30r, Toronto with exits NE and SW, upgraded
   *  to to1; T-09's oo13 -> oo20, whose broad curves no pair of #167's cities takes). */
  citySplits?: boolean;
  /** It may replace a tile joining the track of two of that tile's cities in one of its own, as V-7.9's variable OO
   *  cities allow, whatever the table plays (T-09's oo2 -> oo13, oo14: #59's stubs two sides apart fit no two broad
   *  curves); the stations are placed again by their owners. */
  joinsCities?: boolean;
  /** An off-board area's value for trains of these names, whatever the phase (18xx.games' "diesel"
   *  values: a D-train earns more there than other trains in the same phase). */
  trainRevenue?: Readonly<Record<string, number>>;
  /** What each lay of a tile over this one costs (a cost printed on the tile or printed hex itself,
   *  not terrain: paid again by every upgrade, e.g. Kotohira's). */
  replaceCost?: number;
}

export interface TileDef extends TileContent {
  /** The only rotations at which the tile may be laid (e.g. a tile that must merge
   *  certain cities of the tile before it); undefined: any legal rotation. */
  rotations?: number[];
  /** The tile number printed on it, e.g. "57". */
  name: string;
  /** How many of this tile the game has; undefined means unlimited. */
  count?: number;
  /** Tile names this tile may be upgraded to (from the tile manifest). */
  upgrades?: string[];
}

export interface HexDef {
  /** e.g. "E19": a row letter and a column number. */
  coord: string;
  /** What is printed on the hex (white hexes with nothing printed have paths: []). */
  content: TileContent;
  /** Cost to lay the first tile here (mountain or river/water), 1830 7.2.3. */
  terrain?: { kind: "mountain" | "water" | "mountainWater" | "lake"; cost: number };
  /** Printed name of a place, for display ("Baltimore"). */
  location?: string;
  /** Red/gray hexes and lakes can never take a tile. */
  tileable?: boolean;
  /** Marked hex sides. "impassable" sides (lake shores, the Canadian border
   *  in 1830) may not be crossed by track: no tile may point track at them and
   *  the hexes on either side are not neighbours for routes (1830 7.2.1 #2).
   *  A "mountain" side (a tunnel) costs as a "water" side does; discounts tell them apart.
   *  A "water" side (a river) costs `cost` the first time track joins across
   *  it, paid by the corporation whose tile completes the connection; the side
   *  is then bridged for good. Both hexes list the side.
   *  A side without a type is only drawn (e.g. the line joining the two halves
   *  of a two-hex off-board area) and has no effect on play. */
  borders?: { edge: number; type?: "impassable" | "water" | "mountain"; cost?: number }[];
  /** Marks printed on the hex that a title's rules refer to (e.g. the hexes an event clears). */
  marks?: string[];
  /** Paid by the bank to a corporation that lays a yellow tile here (not an upgrade). */
  yellowLayBonus?: number;
  /** Revenue a route earns for running through or to this hex, once per route however often it passes
   *  (1830+ S-4.2 7.2: "Add +$10 to run revenue for each hex marked with a F"). */
  runBonus?: number;
  /** Revenue group of this hex's stop (18xx.games "groups"): a single route may
   *  visit at most one stop of each group (1830: A9 and A11, "Canada"). */
  group?: string;
  /** The revenue is printed on a neighbouring hex of the same area, not here
   *  (the second hex of a two-hex off-board area); for display only. */
  hideRevenue?: boolean;
  /** A label the hex takes on with its tile of this colour: that tile must carry it,
   *  whatever the tile before it showed (e.g. "B" in brown). */
  futureLabel?: { label: string; color: Color };
  /** A corporation's home station space printed on a hex without a city (1830 V-7.5, the PRR's on the
   *  1830+ board): the corporation's home station goes there, and only its own routes through the hex may
   *  count it, as a city worth `revenue`. Other railroads use the hex's track as usual. `layCost`: what
   *  the corporation pays for the first tile on the hex once its station is there, in place of the
   *  terrain cost (1830 V-7.6: the RDR's $60 on G-15, "for the RDR only"). */
  homeSpace?: { corporation: string; revenue: number; layCost?: number };
  /** No tile may be laid here before this phase (a region that opens later). */
  closedUntilPhase?: string;
  /** The id 18xx.games gives the printed tile, where counting hexes of equal
   *  content (printedTileIds) does not give it: the reference numbers copies within
   *  each group of its map listing, and equal contents may be listed apart. */
  printedId?: string;
  /** The tiles that may replace what is printed here, where the printed hex has a
   *  list of its own (as a laid tile has), e.g. two printed towns that may merge. */
  upgrades?: string[];
}

export interface MarketCell {
  price: number;
  /** A corporation whose share value reaches this box closes (closing.ts; 1846's box of 0). */
  closes?: boolean;
  /** A share value reaching this box ends the game at the end of the round. */
  endGame?: boolean;
  /** Zone effects (1830 5.4): yellow = not counted in the certificate limit,
   *  orange = also may exceed 60%, brown = may be bought without limit. */
  zone?: "yellow" | "orange" | "brown";
  /** A par price the president may choose when floating a corporation. */
  par?: boolean;
  /** [acquisition round]: a corporation here is no going concern: the acquisition round offers it for acquisition
   *  (the bank bidding nothing); it neither converts nor merges nor acquires. */
  acquisition?: boolean;
  /** [acquisition round]: a corporation here is liquidated in the acquisition round (the bank buying it for nothing
   *  unless a player bids); no going concern either. */
  liquidation?: boolean;
}

export interface TrainDef {
  name: string; // "2", "3", ..., "D"
  /** Cities counted (Infinity for D-trains). */
  distance: number;
  price: number;
  count: number;
  /** Train names this one rusts when the first of it is bought (T-07). */
  rusts?: string;
  /** Trade-in discount, e.g. D-trains: trade a 4, 5 or 6 for $800 (1830 7.7). */
  discount?: Record<string, number>;
  /** Each stop of its route in a city holding one of the corporation's stations earns this much more (1817's
   *  modern_trains option: the 7-train $10, the 8-train $20). */
  stationBonus?: number;
  /** Name of the phase from which this train may be bought, when that is
   *  earlier than "when the previous type is sold out" (1830: D-trains are
   *  available from phase 6, while 6-trains are still for sale). */
  availableOn?: string;
  /** How stops count, by kind, when not every stop counts one against `distance`:
   *  each allowance lets the train visit up to `visit` stops of the listed kinds and be
   *  paid for up to `pay` of them (default `visit`). A stop uses the first allowance
   *  with room that lists its kind. "3+1": one town, then three stops of any kind;
   *  "4E" (express): any number of towns passed without pay, four cities;
   *  "2G" (goods): any number of towns, three cities. `distance` is then the most
   *  stops that count for anything (for display and the route search). */
  stops?: { kinds: ("city" | "town" | "offboard")[]; visit: number; pay?: number; /** The stops paid include one of the
   *  corporation's stations (1846's N/M trains). */ payStation?: boolean }[];
  /** Every route of the train must include at least this many cities (express trains). */
  minCities?: number;
  /** Goods trains run between a mine and cities (the title's route hooks say how); other trains are passenger trains. */
  kind?: "goods";
  /** Further types the first purchase of this train rusts, beside `rusts` (e.g. a 4G rusting 1G and 2G). */
  alsoRusts?: string[];
  /** Other forms the bank sells a train of this type in, the buyer choosing (18xx.games' variants: 1846's 3/5 for a
   *  4): each has its own name, range and price, and the train keeps its type's id ("4-0"). */
  variants?: (Partial<TrainDef> & Pick<TrainDef, "name" | "distance" | "price">)[];
  /** Trains of this type leave the bank unsold when the first train of this name is bought; those owned no longer count
   *  toward the train limit, and leave the game after their owner's next dividend (18xx.games' obsolete trains). */
  obsoleteOn?: string;
  /** Its obsolete trains still count toward the train limit (18xx.games' 1817). */
  obsoleteCountsForLimit?: boolean;
  /** Train name whose trains rust when the bank sells its last copy of this type, not its first
   *  (1830 V-3.0 delayed obsolescence for the plus trains: the 4+4 is retired by the last diesel). */
  lastRusts?: string;
}

export interface PhaseDef {
  name: string; // "2", "3", ...
  /** The train whose first purchase starts this phase. */
  onTrain: string;
  tiles: ("yellow" | "green" | "brown" | "gray")[];
  operatingRounds: number;
  trainLimit: number;
  /** Train limits of other kinds of corporation (CorporationDef.type), e.g. coal
   *  companies and minors; a kind missing here may own no trains at all in this
   *  phase (it should have left the game). `trainLimit` is for the default kind. */
  trainLimits?: Record<string, number>;
  /** Trains may not yet be bought from other corporations (in this phase). */
  noBuyAcross?: boolean;
  /** Private companies may be bought by corporations (from phase 3). */
  buyCompanies?: boolean;
  /** Private companies close at the start of this phase (phase 5 in 1830), except
   *  those with a `closeOnPhase` ability naming a later phase. */
  closeCompanies?: boolean;
  /** Off-board revenue colour in this phase. */
  offboardColor: "yellow" | "green" | "brown" | "gray";
}

export interface CompanyDef {
  sym: string; // "SV"
  name: string;
  value: number;
  revenue: number;
  /** The hex whose tile lay this private blocks while a player owns it. */
  blocksHex?: string;
  /** All hexes blocked, when there are several (1830 BO blocks I13 and I15);
   *  blocksHex is then the first of them. */
  blocksHexes?: string[];
  /** The special abilities in structured form (the desc says the same in words). */
  abilities?: CompanyAbility[];
  /** Free-form description of the ability, as printed on the card. */
  desc: string;
  /** The hex block (blocksHex, blocksHexes) ends at the start of this phase. */
  blocksUntilPhase?: string;
  /** In the game only with at least this many players. */
  minPlayers?: number;
  /** Not offered at the start: the bank sells it in the stock round (e.g. the second half of a minor). */
  soldInStockRound?: boolean;
  /** The card only stands for what it brings (a minor's certificate, a private):
   *  once bought and its abilities granted, it leaves the game. */
  closesWhenBought?: boolean;
}

/** A private company's special ability (beyond blocking hexes). */
export type CompanyAbility =
  /** The owning corporation may lay one of `tiles` on one of `hexes` without a
   *  connection to its track, in addition to its normal tile lay (1830 CS). */
  | {
      type: "extraTileLay";
      hexes: string[];
      tiles: string[];
      /** Without the terrain cost (1830+ PL on the Ohio river hexes, T-05 note 1). */
      free?: boolean;
      /** Lays this many tiles, on different hexes of `hexes`, one right after the other and all of them, each
       *  but the first joining the track of one before; only while every hex of it is empty (a tile laid there
       *  otherwise forfeits it). Default one tile (18Chesapeake's C-P and B&S: two). */
      count?: number;
      /** Used in the owning corporation's track step only, which then waits for its pass while the corporation
       *  owns the private unused, or could buy it from a player (as 18xx.games plays 18Chesapeake's C-P and B&S). */
      trackStep?: boolean;
      /** [lay by a private] The lay is one of the turn's (TitleData.tileLays): made in the track step while the turn
       *  allows another lay, it pays that lay's fee and counts as it (18xx.games' consume_tile_lay; 1817's coal mines
       *  and special city tiles). */
      consumesLay?: boolean;
      /** [lay by a private] How many such lays, in this turn or later ones, before it is used up (default one); used up,
       *  the private closes (1817's coal mines: one, two or three markers). */
      uses?: number;
      /** Its tile may go on a hex of another label or none (1817's X00, labelled B, on Pittsburgh). */
      anyLabel?: boolean;
      /** Its tile must join the owning corporation's track, as the corporation's own lay would (1817's coal mines and
       *  ranches, as 18xx.games plays them). */
      connected?: boolean;
      /** Each lay costs this much less than the corporation's own would, and nothing at least (1846's Little Miami: $20). */
      discount?: number;
      /** Usable while no track joins the cities of its hexes, which may then hold tiles already (laid or upgraded), instead of
       *  while they are empty; its tiles laid together join them (1846's Little Miami: Cincinnati and Dayton). */
      whileApart?: boolean;
      /** [route bonus] Its lay leaves a marker of this kind on the hex, for good: every route through it earns
       *  `amount` more, and none may start or end there (1817's coal mines: $10). */
      routeBonus?: { kind: string; amount: number };
      /** Its tile leads to a revenue centre beside it whose track meets it, or whose tile may still be upgraded to (as
       *  18xx.games lays 1817's coal mines and ranches). */
      towardsRevenue?: boolean;
      /** Its tile may not go beside a hex whose tile bears this label (1817's ranches: not beside a B city, its X00
       *  tiles laid since counting). */
      notBesideLabel?: string;
      /** Its lay takes the [route bonus] markers of this kind off the hexes beside, their tiles free to upgrade again
       *  (1817's Pittsburgh Steel Mill: the ranches). */
      clearsBesideKind?: string;
    }
  /** The owning corporation may lay one of `tiles` on one of `hexes` without a
   *  connection, as its normal tile lay (terrain cost paid), and place a
   *  station token there free of charge on the same turn (1830 DH). */
  | {
      type: "teleport";
      hexes: string[];
      tiles: string[];
      /** The free station not placed with the tile may still be placed in a later station step of
       *  the owner's, without a route (1830 V-4.0 DH station flexible; otherwise it needs a route). */
      stationLater?: boolean;
    }
  /** The owning player may exchange the private for a share of `corporation`
   *  taken from the given places; this closes the private (1830 MH). */
  | { type: "exchange"; corporation: string; from: ("ipo" | "market")[] }
  /** The first buyer also receives this certificate free: `president` is the
   *  president's certificate, for which the buyer must then set the par (1830 CA, BO). */
  | { type: "share"; corporation: string; percent: number; president?: boolean }
  /** The private closes when `corporation` buys its first train (1830 BO). */
  | { type: "closeOnTrainBuy"; corporation: string }
  /** The private may never be sold to a corporation (1830 BO). */
  | { type: "noCorporationBuy" }
  /** The owning corporation may make its turn's tile lay on one of `hexes`, connected as usual,
   *  paying `costShare` of the terrain cost (1830 V-4.0 Schuylkill Valley, 1830+ JK) or a terrain cost of
   *  `cost` (1830+ CC); using it closes the private, or with `closesWhenHexesLaid` it stays for the other
   *  hexes and closes once every one of them has a tile (1830+ CC, T-05 note 3). */
  | { type: "discountedTileLay"; hexes: string[]; costShare?: number; cost?: number; closesWhenHexesLaid?: boolean }
  /** The private closes at the start of this phase and no earlier phase closes it. */
  | { type: "closeOnPhase"; phase: string }
  /** The first buyer receives a 10% share of one of these corporations, drawn at
   *  random during setup (the title's setup turns it into a `share`). With `president`, the
   *  corporation's president's certificate of `percent`, whose par the buyer sets at once; with
   *  `closeOnTrainBuy`, the private closes when the corporation drawn buys its first train
   *  (18Chesapeake's Cornelius Vanderbilt). */
  | { type: "randomShare"; corporations: string[]; percent: number; president?: boolean; closeOnTrainBuy?: boolean }
  /** In his stock turn the owning player may close the private to take the
   *  president's certificate of `corporation`, choosing its par and paying for
   *  the certificate less one share; this is the only way to start it and counts
   *  as his buy. With `reserveTrain`, one train set aside at setup of the type the
   *  bank sells next joins the depot. */
  | { type: "parExchange"; corporation: string; reserveTrain?: boolean }
  /** Once per game, in its turn, the owning corporation may move one of its
   *  stations from a hex without this ability's hexes to an open city on one of
   *  `hexes`, free and without a connection; a moved home station leaves a
   *  neutral station behind. Then it may lay or upgrade one extra tile on the
   *  destination hex. */
  | {
      type: "moveStation";
      hexes: string[];
      extraLay: boolean;
      /** Only until the corporation's trains run (as 18xx.games plays 1882 7.1.3; the rule book: "at any time during the
       *  operating turn"). */
      beforeRun?: boolean;
    }
  /** The owner earns `amount` from the bank for every new track connection
   *  across a side of this type, whoever builds it. */
  | { type: "crossingIncome"; border: "water"; amount: number }
  /** The corporation owning the private holds this licence (TitleData.licences) and keeps it when the
   *  private closes (1830+ T-05 notes 4 and 7: the PP's and the JK's free licences). */
  | { type: "licence"; licence: string }
  /** The private closes when the corporation owning it first runs a route to one of `hexes` (1830+ T-05 note 4:
   *  the PP, on its railroad's first run to the coal field hex). */
  | { type: "closeOnRunTo"; hexes: string[] }
  /** A bonus for one corporation's routes to one hex ([hex bonus]): `amount` (times `icons` on the hexes that
   *  show several) for each route of the corporation it is given to that stops at the hex it is placed on. Its owning
   *  player places it and gives it to a corporation or minor at the start of each operating round (`byPlayer`); a
   *  corporation buying it takes it for good and places it once, or each turn (`eachTurn`), before its dividend. The
   *  bonus outlasts the private's closing until `endsOnPhase`; with `playerLosesOnPhase`, a player still owning it then
   *  loses it. */
  | {
      type: "bonusHex"; hexes: string[]; amount: number; icons?: Record<string, number>; byPlayer?: boolean; eachTurn?: boolean;
      endsOnPhase: string; playerLosesOnPhase?: string;
    }
  /** The owning corporation may place one extra station (not one of its charter's) in this city of the hex, free and without a route,
   *  at any time in its turn and besides the turn's station; until a corporation owns the private a circle of the city
   *  is kept for it (1846's Chicago and Western Indiana). */
  | { type: "freeStation"; hex: string; city: number }
  /** No phase closes it while a corporation owns it (1846's Mail Contract). */
  | { type: "corporationKeeps" }
  /** The card stands for a minor: a corporation buying it takes the minor over (merger.ts takeOverMinor): its cash, its
   *  trains (not to run again in the round the minor ran them) and its station, and the minor closes; the corporation
   *  needs room for the trains (1846's Michigan Southern and Big 4). */
  | { type: "minor"; corporation: string }
  /** The first buyer also receives this private company (a minor that comes with a private). */
  | { type: "company"; company: string }
  /** Once, a corporation whose president owns the private may lay one of `tiles`
   *  on one of `hexes` as its turn's lay, connected as usual, without the terrain
   *  cost (a mountain railway). */
  | { type: "presidentTileLay"; hexes: string[]; tiles: string[] }
  /** Once, its owning player may lay one of `tiles` on one of `hexes` still without a tile, free and without a
   *  connection, whenever he may act but in the operating turn of a corporation another player presides
   *  (a port tile); this does not close it. */
  | { type: "playerTileLay"; hexes: string[]; tiles: string[] }
  /** Once, when a player sells it to a corporation, that player may at once lay one of `tiles` on one of `hexes`
   *  for the corporation, free and besides its own lay; this does not close it. */
  | { type: "tileLayWhenSold"; hexes: string[]; tiles: string[] }
  /** Closes at the end of the stock round in which a corporation comes to own it (1817's Train Station, put into
   *  a corporation as it starts: its extra station marker is not yet played here, docs/rules-1817.md). */
  | { type: "closesAfterStockRound" }
  /** Put into a corporation as it starts ([auctioned starts]), it brings the corporation this much from the bank
   *  (1817's Loan Shark: $60). */
  | { type: "startCash"; amount: number }
  /** Put into a corporation as it starts ([auctioned starts]), it brings the corporation one more station marker,
   *  placed for `cost` (1817's Train Station: free). */
  | { type: "stationMarker"; cost: number }
  /** Put into a corporation as it starts ([auctioned starts]), it closes once the corporation has started (1817's
   *  Ponzi Scheme: its value in the bid, nothing after). */
  | { type: "closesAsCorporationStarts" }
  /** [acquisition round] The president of the corporation owning it is paid this much by the bank when another player's
   *  corporation buys that corporation, or the bank liquidates it (1817's Golden Parachute: $100). */
  | { type: "goldenParachute"; amount: number }
  /** The owning corporation's tile lays cost these fees instead of the title's (TitleData.tileLays), slot by slot; null
   *  keeps the title's. `with`: other fees where the corporation also owns that private (1817's Express Track: the
   *  first lay $10, the second free; Efficient Track: the second $10; both: the second free). */
  | { type: "layCosts"; costs: (number | null)[]; with?: { company: string; costs: (number | null)[] } }
  /** [loans] Its corporation pays this much more interest each operating round (1817's Loan Shark: $10). */
  | { type: "interest"; amount: number }
  /** The owning corporation earns `amount` from the bank for each yellow tile it lays on a hex of this terrain, once the
   *  lay is paid (1817's Mountain Engineers: $20 on a mountain). */
  | { type: "terrainIncome"; terrain: "mountain" | "water" | "lake"; amount: number }
  /** The owning corporation pays no terrain cost on hexes of this terrain alone. */
  | {
      type: "terrainDiscount";
      terrain: "mountain" | "water";
      /** This much less instead of nothing, on the terrain and on hex sides of it (1846's Tunnel Blasting Company: $20). */
      amount?: number;
    }
  /** While a player owns it, no phase closes it; if a player owns it when `phase` starts, it pays `revenue`
   *  from then on and may no longer be sold to a corporation. */
  | { type: "playerKeeps"; phase: string; revenue: number }
  /** It pays the corporation owning it this much at the start of each operating round, while that corporation owns a
   *  train; nothing to a player (1817's mail contracts). */
  | { type: "revenueWithTrain"; amount: number }
  /** [merger and conversion round] The station markers its corporation buys as it converts cost this much less in all
   *  (1817's Station Subsidy: $50). */
  | { type: "conversionSubsidy"; amount: number }
  /** The corporation owning it is paid this much by the bank for each of its trains of these names that rusts, or is
   *  removed obsolete after its last run (1817's Scrapper, P15). */
  | { type: "scrapper"; values: Record<string, number> }
  /** [inventor] The bank pays the corporation owning it `pays[name]` the first time a train of that name leaves its
   *  holder (bought from the bank or a corporation, exported, rusted, discarded) while a corporation owns it; each name
   *  once, a name that left before then paying at its next (1817's Inventor, as 18xx.games pays it). */
  | { type: "inventor"; pays: Record<string, number> }
  /** [route bonus] The owning corporation places up to `count` markers of this kind at any time of its turn, on
   *  `hexes`, without a connection, one of a kind a hex (`assign` to the hex): every route through it, any
   *  corporation's, earns `amount` more (1817's bridge companies: $10). */
  | { type: "routeBonusMarker"; kind: string; hexes: string[]; count: number; amount: number };

export interface CorporationDef {
  sym: string; // "B&O"
  name: string;
  /** The kind of corporation, for rules that differ by kind (train limits by phase,
   *  PhaseDef.trainLimits); undefined is the ordinary (major) kind; e.g. "coal",
   *  "minor", "national". */
  type?: string;
  /** Its certificates in index order, the president's (director's) first
   *  (default: 20% and eight 10%, 1830 5.3). A minor has one 100% certificate. */
  shares?: number[];
  /** How many of the last certificates are exchange certificates: never sold by the
   *  bank, they go to the owners of companies folded into this one, and pay nothing
   *  while unissued. */
  reservedShares?: number;
  /** Percentage of its certificates sold (exchange certificates aside) at which it
   *  floats (default 60, 1830 6.3). */
  floatPercent?: number;
  /** Floats only when a title's rule forms it, never by sales (a state railway formed from minors). */
  formed?: boolean;
  /** What floating brings: this fixed amount; otherwise the par price times the
   *  10% units of certificates that are not exchange certificates. */
  capital?: number;
  /** Has no share price and never trades in a stock round; its director's certificate
   *  comes with a private or start item (minors, coal companies). */
  minor?: boolean;
  /** Its share price at the start of the game, fixed, in this market row (state railways on sale before they form). */
  startPrice?: { price: number; row: number };
  /** Home hexes its director chooses between before it first operates. A hex whose station space is the
   *  corporation's (HexDef.homeSpace, 1830 V-7.5) is chosen as that space. */
  homeChoice?: string[];
  /** The rule a home choice that is not one of homeChoice is refused by (default "1830 7.3.1"). */
  homeChoiceRule?: string;
  /** Starting hexes no other corporation may place a station in until this one has placed its first (1830 S-1.2 7.3:
   *  "No railroads may place a token in Richmond until the C&O lays its first token"), and the rule that says so. */
  homeKept?: { hexes: string[]; rule: string };
  /** Receives its par value from the bank as a subsidy when its president's certificate is bought (1846's IC). */
  subsidyOnPar?: boolean;
  /** Its yellow tiles on these hexes cost this much less (1846's IC: its hexes' lays are free). */
  layDiscount?: { hexes: string[]; amount: number };
  /** Stations it may place at its own price in these hexes (1846's reserved stations): `price` with a route to the
   *  city, `teleportPrice` without one where given. Until phase `reservedUntil` a circle of the hex's first city is kept
   *  for it while it has no station there. */
  stationRights?: { hex: string; price: number; teleportPrice?: number; reservedUntil?: string }[];
  /** Its trains are never sold to another company (1846's minors). */
  keepsTrains?: boolean;
  /** Never buys private companies (1846's minors). */
  buysNoCompanies?: boolean;
  /** A fixed train limit whatever the phase (some minors keep theirs). */
  trainLimit?: number;
  /** Only trains of this kind (coal companies: goods trains). */
  trainKind?: "goods" | "passenger";
  /** Its revenue is always split: half to the treasury, half paid to its holders (minors). */
  splitsRevenue?: boolean;
  /** Need not own a train (coal and minor companies). */
  trainOptional?: boolean;
  /** Station tokens: the first is placed free in the home city. */
  tokens: number[];
  /** The home hex; none for corporations that start elsewhere. */
  home?: string;
  /** Neutral station markers on the charter: placed for free instead of a
   *  regular station, they keep a city open for everyone's routes. */
  neutralTokens?: number;
  /** Owns every neutral station on the map and runs from them as its own;
   *  its president's certificate may only be bought while one is on the map. */
  ownsNeutralStations?: boolean;
  /** The home station is placed when the corporation is parred, in any city
   *  with an open unreserved circle or on a neutral station, which leaves the game. */
  homeAnywhere?: boolean;
  /** Which city of the home hex, when it has several (e.g. ERIE in E11). */
  homeCity?: number;
  color: string; // for the board
  textColor?: string;
}

/** One tile lay a corporation may make in its turn (the first, the second, ...). */
export interface TileLaySlot {
  /** May lay a yellow tile: always, or only when no upgrade was made this turn. */
  lay: boolean | "notIfUpgraded";
  /** May upgrade a tile: always, or only when no upgrade was made this turn (1846: two lays, one of them an upgrade). */
  upgrade: boolean | "notIfUpgraded";
  /** Extra cost of this lay, paid to the bank (e.g. for a second yellow tile). */
  cost?: number;
  /** Not on a hex that already had a tile this turn (18xx.games' `cannot_reuse_same_hex`: 1817's second lay). */
  anotherHex?: boolean;
}

export interface TitleData {
  title: string;
  /** Hex orientation: pointy-top hexes with lettered rows (1830), or flat. */
  layout: "pointy" | "flat";
  /** Which part of a coordinate is x and which y, when not 18xx.games' default for the layout. */
  axes?: { x: "letter" | "number"; y: "letter" | "number" };
  hexes: HexDef[];
  tiles: TileDef[];
  /** The stock market grid, rows top to bottom; null is a gap. */
  market: (MarketCell | null)[][];
  trains: TrainDef[];
  phases: PhaseDef[];
  companies: CompanyDef[];
  corporations: CorporationDef[];
  bankCash: number;
  /** The bank's money by number of players, where it depends on them (1846); bankCash otherwise. */
  bankCashByPlayers?: Record<number, number>;
  /** [loans] Corporations may borrow from the bank (loans.ts): `value` a loan, `total` loans in the bank, each
   *  corporation at most as many as its shares (a president's certificate counting as two); each loan taken moves its
   *  share value one box left (18xx.games' 1817: $100, 70 loans). */
  loans?: { value: number; total: number };
  /** The bank never runs out: it starts with bankCash (nothing, say) and pays on paper below zero, and its running
   *  out ends nothing (18xx.games' unlimited bank, 1817). */
  unlimitedBank?: boolean;
  /** [cash crisis] A player whose cash falls below zero in an operating or an acquisition round sells shares until it
   *  is not (18xx.games' 1817, cash-crisis.ts). */
  cashCrisis?: boolean;
  /** How the title writes an amount of money: "%s" stands for the number ("Kr%s": Kr840).
   *  Default "$%s". Only what players read changes; actions and logs keep numbers. */
  currency?: string;
  startingCash: Record<number, number>; // by player count
  certLimit: Record<number, number>; // by player count
  /** The shares of a table of at most `players` players (small-table.ts; 18Chesapeake's two-player game): president's
   *  certificates of `presidentPercent`, the last certificates out of the game (not the corporation a private's
   *  president's certificate brings); unsold certificates to the market when a corporation floats; a purchase
   *  by another than the president takes the market's latest certificate out of the game. */
  smallTable?: { players: number; presidentPercent: number };
  /** At the end of each set of operating rounds (and of each round of passes in the private auction, which
   *  stands for one) the bank's next train leaves the game if it is one of these types, as if bought: it may
   *  start a phase and rust trains (rounds/train-export.ts; 18Chesapeake's 2, 3 and 4). */
  trainExport?: readonly string[];
  /** The tile lays of a turn in order (default: one lay or upgrade, 1830 7.2). */
  tileLays?: TileLaySlot[];
  /** Brown-zone shares may be bought several in one turn from the initial offering
   *  as well as from the pool (1830: only from the pool, unless an option says otherwise). */
  multipleBuyFromIpo?: boolean;
  /** Trains discarded (over the limit) or traded in go to the open market (1830 7.6.1), or leave the game. */
  discardedTrains?: "market" | "removed";
  /** A home reservation on a hex with several cities and none named keeps every
   *  other station off the hex (1830 E11: "hex"), or keeps just one circle free
   *  ("slot"). Default "hex". */
  hexReservation?: "hex" | "slot";
  /** A corporation formed from minors (no markers of its own) keeps its home hex until it has a
   *  station there (one of its minors' comes to it), as 18xx.games reserves it: one free circle
   *  of the hex for each such corporation, which no other may take (with hexReservation "slot").
   *  Default: it keeps none. */
  formedHomeKept?: boolean;
  /**
   * Where the title's rule book says what the engine's messages cite: the engine
   * names rules by 1830's sections ("1830 7.2", "C-2.3.1") or, for rules 1830
   * lacks, by a bracketed name ("[neutral stations]"); a refusal's message is
   * rewritten with these (longest key first), so players see their own rule book.
   */
  citations?: Record<string, string>;
  /**
   * The title has no rule book of its own here (1889, 18Chesapeake: played as 18xx.games plays them):
   * its refusals and log lines give the reason in plain words, without the sections of 1830's book
   * the engine cites.
   */
  uncited?: boolean;
  /** A station costs its marker's price times the steps from the corporation's home hex:
   *  "withinGrid", counted over the map's hexes (as the crow flies, without leaving the grid,
   *  1837 VII.4); "straight", as the crow flies, off the grid too (18xx.games' 1837). */
  tokenCostByDistance?: "withinGrid" | "straight";
  /** A corporation at its train limit may surrender a train to the bank, paying this
   *  share of its price, and must then buy a train in its place. */
  trainSurrender?: number;
  /** A corporation formed from minors (CorporationDef.formed), whose shares are on sale before it forms, rises
   *  when sold out at the end of a stock round before it has formed too (1837 XIII.4, XIV.5.3: "there may be
   *  some exchange shares as yet unconverted"); otherwise only corporations that have floated rise. */
  soldOutBeforeFormed?: boolean;
  /** A sold-out corporation's share value moves up and to the left, not up, when its
   *  president holds more than this percentage (a hex-shaped market). */
  soldOutUpLeftAbove?: number;
  /** The market is drawn as a grid of hexes: each row sits half a box right of the row
   *  below, so a move up its column goes up and to the right, down goes down and to the left. */
  hexMarket?: boolean;
  /** When a broken bank ends the game (the title's order of rounds makes it so; this says it):
   *  after the set of operating rounds under way (default, 1830 8.0), or after the operating
   *  round under way - the next one when it breaks in a stock round. */
  bankBreakEnds?: "orSet" | "operatingRound";
  /** How many corporations may be started at one par value: the spaces the par chart has
   *  for each ([par slots]). Unlimited when absent. */
  parSlots?: number;
  /** A corporation left with several stations in one city by an upgrade that merges
   *  cities keeps one; the others go back to its charter at these costs, in order
   *  (e.g. 20, then 40). Undefined: stations simply share the city. */
  mergedStationsReturn?: number[];
  /** With mergedStationsReturn, the stations beyond the one kept leave the game instead ("removed without
   *  compensation", 1837 VII.9): their markers are not placed again. */
  mergedStationsRemoved?: boolean;
  /** The yellow-tile bonuses (HexDef.yellowLayBonus) of a turn's lays come "after all terrain and additional track lay
   *  fees are paid, for all tiles laid" (1882 11.3.1): they do not pay for the turn's later lays. Otherwise each is
   *  paid with its tile and may. */
  layBonusAfterAllLays?: boolean;
  /** A president's certificate taken in exchange for a private ([par by exchange]) is allowed at the certificate
   *  limit: the private given up counted as a certificate, so the count stays (1882 7.1.2, 10.1). Otherwise the
   *  limit is checked as for a purchase. */
  exchangeKeepsCount?: boolean;
  /** A player may hold more than 60% of a corporation in the orange and brown zones but buy beyond 60% only in the
   *  brown zone (1882 10.1, 10.4: "must not already own 60% or more ... unless the company is in the brown area");
   *  otherwise he may buy beyond it in both (1830 5.4). */
  buysBeyondHoldingLimitInBrownOnly?: boolean;
  /** While a corporation's home hex has no track, it lays a tile there or nowhere ([home track first], 1882 11.3.1). */
  homeTrackFirst?: boolean;
  /** A route that has its second stop only by a bonus stop (TileContent.offboardDistance 0) obliges a trainless
   *  corporation to own a train if its president so chooses ([bonus stop route], 1882 11.5's fishing exit): not
   *  forced, it may buy the cheapest bank train, or another company's at most at face value, with his money. */
  bonusStopMayOblige?: boolean;
  /** A corporation must own a train at the end of its turn whether or not it has a route
   *  (1830 C-2.3.1: only with a route). */
  trainAlways?: boolean;
  /** The obligation to own a train lapses once the bank has no new train left that the
   *  corporation may own (the number of trains is a fixed limit); a trainless corporation may
   *  then still buy another corporation's train for more than its treasury, its president
   *  paying the rest (up to the train's face value). */
  newTrainsOblige?: boolean;
  /** Shares sold to pay for a forced train purchase may change no corporation's president. */
  emergencyKeepsPresidencies?: boolean;
  /** Shares sold to pay for a forced train purchase may change the presidency of a company other than the buyer,
   *  but the train is then not bought from that company (1837 XI.11: "must not cause a transfer of the presidency
   *  of either corporation", the buying and the selling one). */
  emergencySellerKeepsPresidency?: boolean;
  /** A bankrupt player's shares he could not sell go to the bank pool, president's
   *  certificates included and whatever the pool's limit. */
  bankruptSharesToPool?: boolean;
  /** The game ends at a bankruptcy only once all players but one are bankrupt ([bankruptcy ends the game]); till
   *  then the bankrupt players sit out and the game goes on (18xx.games' 1846). */
  bankruptcyEndsWithLastPlayer?: boolean;
  /** [unfinished game]: the game ends ("dnf") when a round finishes once this many stock rounds have been played, as
   *  18xx.games ends a game that goes on without end (every corporation closed, its minors without trains). */
  stockRoundsAtMost?: number;
  /** [without a president] (`shared/engine/without-president.ts`): a corporation whose president's certificate is in
   *  the bank pool goes on operating on its own: it lays no track, places no station, issues nothing and buys no
   *  private; its trains run and their revenue is withheld; without a train its value moves one more box down and it
   *  buys the bank's cheapest train when its treasury pays for it (18xx.games' 1846). */
  operatesWithoutPresident?: boolean;
  /** In a forced purchase the president's money pays only for a train from the bank, never for another
   *  corporation's (18xx.games' 1889: no emergency purchase from other corporations). */
  forcedPurchaseFromBank?: boolean;
  /** In a forced purchase the president's money may pay for any train the bank sells, not
   *  only the cheapest. */
  forcedPurchaseAnyTrain?: boolean;
  /** For a forced purchase the president may sell shares towards the dearest form of a train the bank sells, not only the
   *  cheapest (18xx.games' 1846: he may then buy the dearer form); but he adds money and sells shares only while the
   *  treasury cannot pay for the cheapest form of the bank's cheapest train (18xx.games' 1846). */
  presidentSellsForDearest?: boolean;
  /** A private's tiles laid together ("extraTileLay" with a count) may stop after the first: the private's pass (a
   *  "whileApart" one's only once track joins its hexes), or another entity's action, gives up the lays left; the
   *  corporation lays none of its own meanwhile, and once lays were given up by another action no private lays for the
   *  rest of the round (18xx.games' 1846). Without it all are laid, one after the other, uninterrupted. */
  togetherLaysMayStop?: boolean;
  /** The route from a corporation's stations to a new one may back-track. */
  tokenRouteBacktracks?: boolean;
  /** What a new tile's route from a station must reach (1830 V-7.7): any track of the tile ("open",
   *  the default, 1830 7.2.1 #1), track the tile adds ("closed"), or track it adds unless the tile pays
   *  out more than the one it replaces - its cities' and towns' revenue - when any track will do ("hybrid").
   *  "newTrackOrValue": 18xx.games' reading (its semi-restrictive track restriction): an upgrade must give
   *  the corporation's routes, with the tile in place, a path that is new track or whose cities and towns
   *  pay other than the old path's ("must use new track or change city value"); private companies' lays
   *  and a hex without track are not checked. */
  trackPlacement?: "open" | "closed" | "hybrid" | "newTrackOrValue";
  /** Tiles whose lay trackPlacement "newTrackOrValue" does not check (18xx.games' 1837: the upgrades
   *  of a yellow double town). */
  trackPlacementExempt?: readonly string[];
  /** A tile of two cities labelled OO holding fewer than two stations may be replaced by one whose
   *  city with the broad curve takes the track of both; a station on it is lifted, and its owner
   *  places it again in the city he chooses (1830 V-7.9 variable OO cities; default fixed: each city
   *  keeps its own track). */
  variableOOCities?: boolean;
  /** A corporation may have one station per city, not per hex. */
  stationPerCity?: boolean;
  /** Corporations operate in the order of their share values when the operating round starts,
   *  however the values change during it (1830 V-2.0 fixed turn order; default variable). */
  fixedOperatingOrder?: boolean;
  /** Every tile lay costs at least this (18xx.games' 1846: $20), the printed terrain's cost instead where greater; crossings
   *  of costly hex sides come on top. Lays a private makes free stay free. */
  layCostAtLeast?: number;
  /** The game ends at once when every corporation and private company has closed (18xx.games' "all_closed"). */
  endsWhenAllClosed?: boolean;
  /** The bank's last train sold (none left unsold nor in the open market), the game ends after the next whole set of
   *  operating rounds (18xx.games' "final_train", one more full set: 1846's two-player variant). */
  endsAfterLastTrain?: boolean;
  /** [final set] Once the last phase begins, the set of operating rounds under way is played out and then one more, and
   *  the game ends (18xx.games' "final_phase", one more full set; shared/engine/final-set.ts). With `operatingRounds`, the
   *  game ends that many operating rounds after the one in which the phase began, the final set made as long as needed
   *  (1817: 3, 18xx.games' signal_end_game on the first 8-train). */
  endsAfterLastPhase?: { operatingRounds?: number };
  /** Once the bank has no train left (Depot.soldOut), a corporation's only train is not sold to another (18xx.games'
   *  1846 two-player variant). */
  keepsOnlyTrainWhenBankSoldOut?: boolean;
  /** The most a player may hold of one corporation, in percent, where not 60% (1830 5.3): 1846's two-player variant 70. */
  holdingLimitPercent?: number;
  /** In the game's first operating round the corporations operate from the lowest share value up, those of one value in the
   *  order they reached it (18xx.games' 1846); minors first as always. */
  firstRoundLowestFirst?: boolean;
  /** A sale moves the share value down one box however many shares it sells (1830 V-5.1 once per block). */
  saleDropsOnce?: boolean;
  /** With saleDropsOnce, the president's own sale still moves it one box per share (1830 V-5.1
   *  once per block by non-president: the president is who holds the certificate before the sale). */
  presidentSalesDropPerShare?: boolean;
  /** From the stock round after the bank sells its last train of this type, to the end of the game,
   *  every sale moves the share value down one box however many shares it sells (1830 V-5.1 stock
   *  market reforms, after the last 5-train). */
  blockSalesAfterLast?: string;
  /** A sale of several shares sells them one at a time: each brings the share value as the share
   *  before it left it, and moves it down (1830 V-6.2; default as a block, all at one price). */
  sharesSoldOneAtATime?: boolean;
  /** A corporation may pay half its revenue and keep half; the share value then moves
   *  diagonally down to the right on a hex-shaped market, and stays on a square one (1830 V-7.1). */
  halfDividends?: boolean;
  /** A half dividend is paid in whole money per 10% share, rounded down, the corporation keeping the rest, so no
   *  more than the revenue is paid (1830 V-7.1, docs/rules-1830.md); otherwise each holder's part is rounded (payoutRounding). */
  halfDividendWholePerShare?: boolean;
  /** How a dividend moves the share value by the amount paid out (the whole revenue, the paid part of a half dividend,
   *  nothing when withheld) against the share price: "byMultiple" (18xx.games' 1846): under half the price one box
   *  down; from the price one box up, from twice it two, from three times it three if the price is at least 165;
   *  otherwise it stays. Default: up when paid, down when withheld (1830 5.5). */
  dividendMoves?: "byMultiple" | "byPriceMultiple";
  /** "byPriceMultiple" (18xx.games' 1817): nothing paid, one box down; from the price one box up, from twice it two;
   *  otherwise it stays; a share value in a box worth nothing counts as the market's least price above nothing. */
  /** A half dividend keeps half the revenue rounded down to whole money per share and pays the rest (18xx.games'
   *  1846, 1817; a corporation of two shares keeps exactly half, as 18xx.games' 1817 plays it); otherwise see
   *  halfDividendWholePerShare. */
  halfDividendKeepsWholePerShare?: boolean;
  /** With a trackAndStation turn the track and the station are one step: tiles and the station in any order, one pass
   *  ending both (18xx.games' 1846). */
  trackAndStationTogether?: boolean;
  /** The track and buy-trains steps wait for a decision while the corporation could pay counting the cash less $1 of each
   *  player's minor with cash, which it could buy first (18xx.games' 1846: with 0 to 3 trains for track, 1 or 2 for a train). */
  minorCashCounts?: boolean;
  /** [share issues] (operating/issues.ts): in its turn, before its dividend, a corporation may issue treasury shares to the
   *  pool or redeem pool shares, once (18xx.games' 1846). */
  shareIssues?: boolean;
  /** A dividend moves the share value right only when the dividend - the whole revenue paid out,
   *  not the payment per share - is at least the share price; a smaller one leaves it where it
   *  is (1830 V-5.2). */
  riseNeedsDividendOfPrice?: boolean;
  /** Dividends are rounded up (default, as 18xx.games plays 1830) or down, in the bank's favour. */
  payoutRounding?: "up" | "down";
  /** A stock turn sells, then buys: no sales after a buy (1830 sells, buys, sells). */
  sellThenBuy?: boolean;
  /** A stock turn sells then buys, or buys then sells: a turn that sold and then bought sells no more
   *  (18xx.games' default order; 1830 sells, buys, sells). */
  sellBuyOrBuySell?: boolean;
  /** A stock turn buys, then sells: no purchase after a sale (1830 V-6.1 buy-sell). */
  buyThenSell?: boolean;
  /** A turn sells a corporation's shares in one sale, not several. */
  salesInBlocks?: boolean;
  /** No sale of a corporation's shares before it has completed an operating turn (in a
   *  stock round or to pay for a train). */
  sellAfterOperating?: boolean;
  /** With sellAfterOperating, the president may sell his corporation's shares before it has operated; the other
   *  holders only after (18xx.games' 1846). */
  presidentSellsBeforeOperating?: boolean;
  /** Certificates may be sold from the first stock round on (18xx.games' 1846; 1830 6.1: not in the first). */
  sellInFirstStockRound?: boolean;
  /** A sale moves the share value one box down when the president sells (however many shares), and not at all when
   *  another holder sells (18xx.games' 1846). */
  onlyPresidentSalesMove?: boolean;
  /** Each certificate bought from the initial offering pays its price to the corporation, not to the bank, and floating
   *  brings nothing more (incremental capitalization, 1846: the initial offering is the corporation's treasury). */
  incrementalCapital?: boolean;
  /** A corporation ending its operating turn without a train is liquidated: its share value goes to the liquidation
   *  box (MarketCell.liquidation; 18xx.games' 1817). */
  liquidatedWithoutTrains?: boolean;
  /** The share value is the price of one share of the corporation, whatever its size (18xx.games' 1817: corporations
   *  of 2, 5 and 10 shares); otherwise of 10%. */
  pricePerShare?: boolean;
  /** A corporation buys a player's private for $1 up to its face value (18xx.games' 1846), not half to twice it (1830 4.1). */
  companyPricesUpToFace?: boolean;
  /** At the end of a stock round a corporation with shares in the bank pool (and not sold out) moves down one box. */
  poolSharesDropAtStockRoundEnd?: boolean;
  /** A minor's second half (a private granting its other certificate) is sold only once its
   *  director's certificate has been: 18xx.games gives a second half bought first the director's
   *  place without a start, and can then sell the director's certificate to nobody. */
  secondHalfAfterDirector?: boolean;
  /** A company folding into one at its train limit loses every second of its trains from the game
   *  rather than to the pool: 18xx.games discards them while walking the list it takes them from. */
  mergedDiscardLosesEverySecond?: boolean;
  /** At the end, a minor's or coal company's certificates (no share value) count as the market's
   *  lowest par price per 50%, as 18xx.games values them; otherwise they are worth nothing. */
  minorsValuedAtLowestPar?: boolean;
  /** The buy-trains step reads the bank's cheapest train of any kind, even one the corporation
   *  may not own, and any other company's trains as buyable once the phase allows (as 18xx.games
   *  plays some titles): it waits for a decision whenever the corporation could pay for that train,
   *  or could surrender one (trainSurrender) and then pay for it. */
  trainStepByCheapestTrain?: boolean;
  /** The station step waits for a decision (a pass, where no station can be placed) from
   *  every corporation with more than one station marker (as 18xx.games plays some titles). */
  tokenStepAsks?: boolean;
  /** A corporation at its train limit may still buy a train, then discards one (1830 V-7.8 flexible train limit). */
  flexibleTrainLimit?: boolean;
  /** A corporation with a route may not sell its last train to another (1830 V-7.8 can't sell a railroad's last train). */
  cannotSellLastTrain?: boolean;
  /** A train made obsolete by a purchase runs once more, in its owner's next turn, before it is
   *  removed; for everything else it is gone at once (1830 V-3.0 delayed obsolescence). */
  delayedObsolescence?: boolean;
  /** Corporations may buy private companies only after the stock round that follows the start of the
   *  first phase allowing it (PhaseDef.buyCompanies; 1830 V-3.0 delayed private company sales). */
  delayedPrivateSales?: boolean;
  /** While the bank holds private companies, they are all a player may buy in a stock round. */
  companiesFirst?: boolean;
  /** Players may sell private companies to each other at any agreed price during the buyer's or
   *  the seller's turn of a stock round after the first (1830 4.1): the player on turn proposes,
   *  the other accepts or declines. */
  privateSales?: boolean;
  /** A share value reaching a box marked endGame ends the game when the turn under way ends
   *  (an operating railroad's; in a stock round, with the round), not at the end of the round (1830 V-8.0). */
  marketEndAfterTurn?: boolean;
  /** The box marked endGame ends the game only in an operating round: when a railroad in it (reaching it, or already
   *  there from a stock round) has finished its operating turn (1830+ S-5.2 8.0: "reaches (or is at) the highest value
   *  of the stock market during an operating round, the game ends after that railroad has finished its turn"). */
  marketEndInOperatingTurn?: boolean;
  /** A private sold between players may not change hands again in the same stock round
   *  (1830 V-6.4, the private company sales restriction ★). */
  privateSoldOncePerRound?: boolean;
  /** 1830 V-7.4: a corporation choosing between starting hexes (CorporationDef.homeChoice) keeps only its final open
   *  starting city circle: "If another railroad places a token such that there are no open city circles at one of the
   *  locations, the railroad can only place its home station in one of the other cities." Otherwise it keeps all of them. */
  reserveLastStartingCircle?: boolean;
  /** 1830 V-7.4: a corporation choosing between starting hexes (CorporationDef.homeChoice) chooses "when [it] starts its
   *  first turn of operations", not before the round's first turn (as 18xx.games' 1837 has SD5 choose). */
  homeChoiceOnFirstTurn?: boolean;
  /** A corporation places its home station when it floats, not when it first operates. */
  homeOnFloat?: boolean;
  /** Every floated corporation without its home station places it as an operating round starts, before
   *  the first turn, not when it first operates (18xx.games' 1889). */
  homeOnOperatingRound?: boolean;
  /** A corporation that chooses between home hexes (CorporationDef.homeChoice) and is started by a
   *  private bought in a stock round takes the first of them without a choice (18xx.games' 1837:
   *  the SD5 bought after the opening sale starts in Milan). */
  firstHomeAfterOpening?: boolean;
  /** 18xx.games keeps the minors apart from the corporations: a state summary lists neither them nor their
   *  directors' certificates (a minor is owned through its card, a private). */
  minorsApart?: boolean;
  /** Which plain printed hexes the logs name after a standard tile ("blank-0",
   *  "city-2", "town-1") rather than after their hex (see printedTileIds);
   *  default all three, as on 1830's map. */
  standardPrinted?: ("blank" | "city" | "town")[];
  /** The private companies are sold in these groups, by player count (1830 1.3, T-06): the players bid for the
   *  order of choice and each buys one group at its face values (rounds/group-bid.ts), instead of C-2.2's auction. */
  privateGroups?: Record<number, string[][]>;
  /** A forced train purchase the railroad and its president cannot pay together is paid by the bank's loan and puts
   *  the railroad in receivership until it is repaid (1830 7.6.2, 7.7; receivership.ts); nobody sells shares for it
   *  and nobody goes bankrupt (C-2.3.2, C-2.4 are Classic's). */
  receivership?: boolean;
  /** Money the tables' panels need not reveal (1830 V-0.1): a railroad's, except to its president (partial
   *  knowledge), or also a player's, except to himself (closed knowledge); undefined, none (open knowledge).
   *  Display only: every figure follows from the public log (shared/engine/knowledge.ts). */
  hiddenMoney?: "railroads" | "railroadsAndPlayers";
  /** The players' seats are dealt at random from the game's seed, the first dealt sitting first with the
   *  priority deal (1830 C-2.1, V-1.1 random seat positions); otherwise they sit in the order given. */
  randomSeating?: boolean;
  /** The private companies are dealt at setup, one to each player, who sits by its price (rounds/dealt-privates.ts,
   *  1830+ S-5.2 1.0); those not dealt leave the game, or are sold afterwards by the private auction (options a, b). */
  privatesDealt?: { rest: "removed" | "sold" };
  /** The Economic Uncertainty tokens (uncertainty.ts, 1830+ S-5.2 3.0): each purchase of a new train of this type
   *  from the bank flips one drawn at random; the tokens not flipped when the last is bought leave the game. */
  economicUncertainty?: { train: string; tokens: readonly UncertaintyKind[] };
  /** With the stock market reforms in force (blockSalesAfterLast), a dividend moves the share value one box for
   *  each multiple of the share price it reaches, 1 to 4 (1830+ S-5.2 5.5; the dividend is the whole revenue paid). */
  dividendBoxesByMultiple?: boolean;
  /** Each time a railroad runs, a die drawn from the game's seed sets its revenue to this percentage of normal,
   *  by face 1 to 6 (1830+ S-6.3 Random Revenues: 80, 90, 100, 100, 110, 120). */
  randomRevenues?: readonly number[];
  /** A route enters each hex at most once, to a stop or through it: two cities of one hex, or two tracks
   *  through one hex, are never on one route (1830+ S-4.2 7.5: "A train may not run to the same hex more
   *  than once (including NY and Chicago)"). Different trains may each visit the hex. */
  routeHexOnce?: boolean;
  /** Licences a corporation buys in its track step to run trains to certain hexes (licences.ts). */
  licences?: readonly LicenceDef[];
  /** Private auction rules beyond 1830's (C-2.2). */
  auction?: {
    /** How a bid must exceed the face value or the bid before it (C-2.2.1, the minimum raise $5): by at least
     *  the minimum raise (default, 1830 V-1.8 $5 minimum raise), by a multiple of it (V-1.8 $5 incremental bids),
     *  or by exactly it (V-1.8 $5 raises). */
    raises?: "atLeast" | "multiples" | "exactly";
    /**
     * Who may bid in an auction among the bidders of a private (C-2.2.2; 1830 V-1.8): in turn, the lowest bidder
     * first and then clockwise (formal bidding), or any of them at any time (free for all). With `passes`: whether a
     * player who passes there may bid again (pass and still in) or drops out, his bid void (pass and out).
     * Neither set, or "as18xxGames" (whatever `passes` says): as 18xx.games plays C-2.2.2, whose logs are imported:
     * the lowest bidder bids each time, and a pass withdraws his bid (see docs/rules-1830.md).
     */
    bidding?: "formal" | "freeForAll" | "as18xxGames";
    passes?: "stillIn" | "out";
    /** Only the cheapest unsold private is offered, at its price; no bids (1830+ S-5.2 option a: "sold in
     *  ascending price order at face value"). */
    cheapestOnly?: boolean;
    /** Only the bids a player leads commit his money: his other bids may together exceed what he has
     *  (as 18xx.games plays 18Chesapeake; default, every bid of his is committed, C-2.2.1). */
    onlyHighestCommitted?: boolean;
    /** When all pass, the cheapest unsold private loses $5 whether or not one was sold;
     *  in 1830 only the first private drops, and later the privates pay (C-2.2.3). */
    alwaysDiscount?: boolean;
  };
}

/**
 * A right to run trains to some hexes, bought in the track step (1830+ S-1.2 7.2, the Kanawha Coal River
 * access licence): a corporation without it may not run into or through them; one whose stations reach
 * one of them by track of any length may buy it, in addition to its track; it is never transferred.
 */
export interface LicenceDef {
  id: string;
  /** In the rule book's words ("Kanawha Coal River access licence"). */
  name: string;
  hexes: readonly string[];
  price: number;
  /** The rule book's section, cited in refusals. */
  section: string;
}

/** An Economic Uncertainty token (1830+ S-5.1): what it does when flipped (uncertainty.ts). */
export type UncertaintyKind = "no change" | "short runs" | "retain revenue";

/** The currency format of a title that names none (1830, 1882). */
export const DEFAULT_CURRENCY = "$%s";

/** An amount as players read it in a title's currency (TitleData.currency): "$120",
 *  "Kr840", "Kr1.5", thousands set apart as the rule books write them ("$12,000",
 *  "Kr14,268"); a negative amount with a minus sign in front ("−$5", "−Kr5").
 *  `game.money(n)` is this for a game's title. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const abs = Math.abs(amount);
  const text = currency.replace("%s", abs < 1000 ? String(abs) : groupThousands(abs));
  return amount < 0 ? `−${text}` : text;
}

/** "12,000", "14,268.5": the whole part's thousands set apart (under 1,000, most amounts, there are none). */
function groupThousands(abs: number): string {
  const [whole, fraction] = String(abs).split(".");
  return whole!.replace(/\B(?=(\d{3})+$)/g, ",") + (fraction ? `.${fraction}` : "");
}
