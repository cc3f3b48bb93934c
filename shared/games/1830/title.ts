// 1830: Railways & Robber Barons, 1830 Classic rules (the C-sections) by default, or the Base Game
// (the ruleset option base_game: 1.3's private company groups, 7.6.2's loans and 7.7's receivership).
// A Classic table may buy its privates by 1.3 too (V-1.8 bid & choose, BID_AND_CHOOSE).
//
// The title is made here from 1830's own components and, where given, the 1830+ ones (./index.ts:
// the scenarios, V-1.4's expanded track mixes, V-1.6's extra railroads, V-1.7's plus trains). Without
// them it is the same title less those options, which a game page whose table plays none of them
// loads instead (shared/games/load.ts): the 1830+ board, tiles and scenarios are a third of the title.
import { titleOptions, type Game, type OperatingParts, type Title } from "../../engine/game.ts";
import type { RuleOption } from "../../engine/options.ts";
import type { CompanyDef, TitleData, TrainDef } from "../../engine/title.ts";
import { WaterfallAuction } from "../../engine/rounds/auction.ts";
import type { DealtPrivates } from "../../engine/rounds/dealt-privates.ts";
import { PrivateGroupBid } from "../../engine/rounds/group-bid.ts";
import { roundAfter } from "../../engine/rounds/sequence.ts";
import { data1830 } from "./data.ts";
import { MARKET_PEAK_ENDS } from "./market-peak.ts";

/** A variant that changes the title's data: the changes themselves, or how to make them from the data the options chosen before have made. */
export type DataVariant = Partial<TitleData> | ((data: TitleData) => Partial<TitleData>);

/** What the 1830+ components add to 1830 (./index.ts). */
export interface PlusParts {
  /** Their options, each list in its place among the title's. */
  readonly options: {
    /** The 1830+ scenarios (group "ruleset") and their own choices. */
    readonly scenarios: readonly RuleOption[];
    /** V-1.6's extra railroads. */
    readonly extraRailroads: readonly RuleOption[];
    /** V-1.7's plus trains. */
    readonly plusTrains: readonly RuleOption[];
    /** V-1.4's expanded track mixes (group "track_tiles"). */
    readonly trackMixes: readonly RuleOption[];
  };
  /** The changes their options make to the data, by option id. */
  readonly dataVariants: Readonly<Record<string, DataVariant>>;
  /** The data of a scenario's option, or undefined for an option that is no scenario. */
  scenarioData(id: string): TitleData | undefined;
  /** S-5.2 1.0's deal of the privates and the round that sells those it leaves: only an 1830+ scenario deals them (TitleData.privatesDealt). */
  readonly dealtPrivates: { readonly Round: typeof DealtPrivates; deal(game: Game): void };
  /** The operating round's parts only the 1830+ components play: S-1.2 7.2's licences, S-5.2's uncertainty tokens, S-6.3's random revenues. */
  readonly operatingParts: OperatingParts;
}

/** A change to one private company's card (its abilities), on top of the changes chosen before it. */
const privateCard = (sym: string, change: (company: CompanyDef) => CompanyDef) => (data: TitleData): Partial<TitleData> => ({
  companies: data.companies.map((c) => (c.sym === sym ? change(c) : c)),
});

/** A change to the private auction's rules (TitleData.auction), on top of those chosen before it (1830 V-1.8). */
const auctionRule = (change: NonNullable<TitleData["auction"]>) => (data: TitleData): Partial<TitleData> => ({
  auction: { ...data.auction, ...change },
});

/** 1830 1.3, T-06: the private company groups by number of players ("6 / 7": seven players share six groups). */
const PRIVATE_GROUPS: Record<number, string[][]> = {
  2: [["SV", "DH", "CA"], ["CS", "MH", "BO"]],
  3: [["SV", "BO"], ["CS", "CA"], ["DH", "MH"]],
  4: [["SV", "MH"], ["CS", "DH"], ["CA"], ["BO"]],
  5: [["SV", "CS"], ["DH"], ["MH"], ["CA"], ["BO"]],
  6: [["SV"], ["CS"], ["DH"], ["MH"], ["CA"], ["BO"]],
  7: [["SV"], ["CS"], ["DH"], ["MH"], ["CA"], ["BO"]],
};

/**
 * 1830 1.3 "Buying the private companies", as a rule of the title's data: T-06's groups, bid for in the order
 * of choice and each bought at its face values (rounds/group-bid.ts, the first round: firstRound below).
 * The Base Game's way, and 1830 V-1.8's "Bid & Choose" for a Classic table (option bid_and_choose).
 */
const BID_AND_CHOOSE: Partial<TitleData> = { privateGroups: PRIVATE_GROUPS };

/**
 * The variants that are changes to the title's data, by option id (the others are rules of their own),
 * but for the 1830+ components' (PlusParts.dataVariants).
 */
const DATA_VARIANTS: Record<string, DataVariant> = {
  // The Base Game (docs/rules-1830.md "The Base Game"): 1.3's groups (T-06; the 6-player groups for 7,
  // one player going without), 1.2's seventh player ($350 of $2,450; a certificate limit of 9, which
  // T-06 does not give), 7.6.2's loan and 7.7's receivership instead of C-2.3.2's sales and C-2.4's bankruptcy.
  base_game: (data) => ({
    ...BID_AND_CHOOSE,
    receivership: true,
    startingCash: { ...data.startingCash, 7: 350 },
    certLimit: { ...data.certLimit, 7: 9 },
  }),
  // 1830 V-1.8 bid & choose: a Classic table buys its privates as the Base Game does (1830 1.3), all else Classic.
  bid_and_choose: BID_AND_CHOOSE,
  short_money: { bankCash: 4500 }, // V-1.3
  extended_money: { bankCash: 20000 }, // V-1.3
  fixed_order: { fixedOperatingOrder: true }, // V-2.0
  once_per_block: { saleDropsOnce: true }, // V-5.1
  once_per_block_non_president: { saleDropsOnce: true, presidentSalesDropPerShare: true }, // V-5.1
  stock_market_reforms: { blockSalesAfterLast: "5" }, // V-5.1
  price_rise_linked_to_dividend: { riseNeedsDividendOfPrice: true }, // V-5.2
  sell_one_at_a_time: { sharesSoldOneAtATime: true }, // V-6.2
  raised_cert_limits: (data) => ({ certLimit: { ...data.certLimit, 2: 32, 3: 22, 4: 18, 5: 15, 6: 13 } }), // V-5.3, the 1830+ limits
  // V-1.7: no diesels (so the 4-trains are never retired, V-3.0's permanent 4-trains), or as many as are bought.
  no_diesels: (data) => ({ trains: data.trains.filter((t) => t.name !== "D") }),
  unlimited_diesels: (data) => ({ trains: data.trains.map((t) => (t.name === "D" ? { ...t, count: Infinity } : t)) }),
  optional_6_train: (data) => ({ trains: data.trains.map((t) => (t.name === "6" ? { ...t, count: (t.count ?? 0) + 1 } : t)) }), // V-1.7 a third 6-train
  closed_track_placement: { trackPlacement: "closed" }, // V-7.7
  hybrid_track_placement: { trackPlacement: "hybrid" }, // V-7.7
  variable_oo_cities: { variableOOCities: true }, // V-7.9
  sell_buy: (data) => ({ sellThenBuy: true, citations: { ...data.citations, "[sell then buy]": "1830 V-6.1" } }), // V-6.1
  buy_sell: (data) => ({ buyThenSell: true, citations: { ...data.citations, "[buy then sell]": "1830 V-6.1" } }), // V-6.1
  // V-7.2: the Erie's certificates are a president's 20%, an "other" 20% and six 10% (the N&W's
  // part of the rule needs the N&W, which the Classic board does not have). The other 20% is sold,
  // bought and counted as any certificate (one toward the limit); half of it is sold only by trading
  // it for a 10% certificate from the bank pool (shares.ts saleBundles).
  erie_second_20: (data) => ({
    corporations: data.corporations.map((c) => (c.sym === "ERIE" ? { ...c, shares: [20, 20, 10, 10, 10, 10, 10, 10] } : c)),
    citations: { ...data.citations, "[second 20%]": "1830 V-7.2" },
  }),
  multiple_brown_from_ipo: { multipleBuyFromIpo: true }, // V-6.3 buy all
  private_sales_unrestricted: { privateSoldOncePerRound: false }, // V-6.4
  // V-8.0: the market's highest value ($350, the top row's last box) ends the game after that railroad's turn.
  market_peak_ends: MARKET_PEAK_ENDS,
  split_revenue: { halfDividends: true, halfDividendWholePerShare: true }, // V-7.1 (docs/rules-1830.md: its rounding)
  random_seats: { randomSeating: true }, // V-1.1 random seat positions (C-2.1)
  partial_knowledge: { hiddenMoney: "railroads" }, // V-0.1 and C-1.1 (1830 Classic: "a railroad's money need not be revealed")
  closed_knowledge: { hiddenMoney: "railroadsAndPlayers" }, // V-0.1
  // V-1.8 auction variants (C-2.2.2 as the rule book plays it: see TitleData.auction); no choice is 18xx.games' auction.
  formal_bidding: auctionRule({ bidding: "formal" }),
  free_for_all: auctionRule({ bidding: "freeForAll" }),
  bidding_as_18xx_games: auctionRule({ bidding: "as18xxGames" }),
  pass_and_still_in: auctionRule({ passes: "stillIn" }),
  pass_and_out: auctionRule({ passes: "out" }),
  incremental_bids: auctionRule({ raises: "multiples" }), // V-1.8 $5 incremental bids
  exact_raises: auctionRule({ raises: "exactly" }), // V-1.8 $5 raises
  flexible_train_limit: { flexibleTrainLimit: true }, // V-7.8
  cannot_sell_last_train: { cannotSellLastTrain: true }, // V-7.8
  delayed_obsolescence: { delayedObsolescence: true }, // V-3.0
  delayed_private_sales: { delayedPrivateSales: true }, // V-3.0
  // V-4.0 DH station flexible: the DH's free station may also be placed in a later turn, without a route.
  dh_station_flexible: privateCard("DH", (dh) => ({
    ...dh,
    abilities: dh.abilities!.map((a) => (a.type === "teleport" ? { ...a, stationLater: true } : a)),
    desc: `${dh.desc} (V-4.0 DH station flexible: the station may be placed free on a later turn, without a route.)`,
  })),
  // V-4.0 Schuylkill Valley: the railroad owning the SV lays in G15 for half the cost, which retires the SV.
  sv_half_cost_tile: privateCard("SV", (sv) => ({
    ...sv,
    abilities: [...(sv.abilities ?? []), { type: "discountedTileLay", hexes: ["G15"], costShare: 0.5 }],
    desc: "Blocks G15 while a player owns it. V-4.0: the railroad owning it may lay its tile in G15 for half the cost ($60); the SV then closes.",
  })),
};

/** 1830 with the 1830+ components' options when given (./index.ts), or without them. */
export function title1830With(plus: PlusParts | null): Title {
  const variants: Readonly<Record<string, DataVariant>> = { ...DATA_VARIANTS, ...plus?.dataVariants };
  const dealt = plus?.dealtPrivates;
  return {
    data: data1830,
    optionalRules: [
      // The ruleset: 1830 Classic (the C-sections, C-2.0) or the Base Game it changes (1.3, 7.6.2, 7.7).
      {
        id: "classic",
        plain: "The standard game: the private companies are auctioned; a railroad that must buy a train it cannot afford makes its president sell shares; a player who cannot pay goes bankrupt, which ends the game",
        name: "1830 Classic",
        section: "C-2.0",
        group: "ruleset",
        default: true,
        summary: "The privates auctioned (C-2.2); a forced train purchase sells the president's shares (C-2.3); a player who cannot pay goes bankrupt and the game ends (C-2.4, C-2.5)",
      },
      {
        id: "base_game",
        plain: "The original game: the private companies are bought in groups after a bid for who chooses first; up to 7 players; a railroad short of money for a train takes a bank loan, and no one goes bankrupt",
        name: "Base Game",
        section: "1.3, 7.6.2, 7.7",
        group: "ruleset",
        maxPlayers: 7, // 1.2: "$350 ... Split $2450 for 7 players"
        // 1830 1.3: the Base Game buys its privates by bid & choose, V-1.8's other choice (a table's log says bid_and_choose).
        excludes: { buy_bid_auction: "the Base Game buys the private companies by bid & choose (1830 1.3); C-2.2's buy-bid & auction is 1830 Classic's" },
        summary:
          "The privates bought in groups after a bid for the order of choice (1.3, T-06); 2 to 7 players; a forced train purchase " +
          "beyond the railroad's and its president's money takes a bank loan and puts the railroad in receivership (7.6.2, 7.7); no bankruptcy",
      },
      // The 1830+ scenarios, each a ruleset of its own (./scenarios.ts): those that play to the end.
      ...(plus?.options.scenarios ?? []),
      // V-0.1 access to information: what the table's panels show (the log, public, shows every payment).
      { id: "open_knowledge", name: "Open knowledge", section: "V-0.1", group: "knowledge", summary: "Everyone sees every player's and railroad's money" },
      {
        id: "partial_knowledge",
        name: "Partial knowledge",
        section: "V-0.1",
        group: "knowledge",
        default: true,
        summary: "A railroad's money is shown only to its president (it can be worked out from the public log)",
      },
      {
        id: "closed_knowledge",
        name: "Closed knowledge",
        section: "V-0.1",
        group: "knowledge",
        summary: "A railroad's money is shown only to its president, a player's only to himself (both can be worked out from the public log)",
      },
      // V-1.1 seating order. Without a choice (imported logs, a Game made without options) the players sit as listed.
      { id: "sit_as_you_will", name: "Sit as you will", section: "V-1.1", group: "seating", summary: "The players sit in the order they took their seats at the table; the first has the priority deal" },
      {
        id: "random_seats",
        name: "Random seat positions",
        section: "V-1.1, C-2.1",
        group: "seating",
        default: true,
        summary: "The seating order is dealt at random when the game starts; the player dealt \"1\" starts with the priority deal",
      },
      // V-1.8 buying the private companies: bid & choose (1.3) or buy-bid & auction (★, C-2.2); the Base Game plays
      // bid & choose (base_game excludes the auction). The auction variants below apply to C-2.2's auction only.
      {
        id: "buy_bid_auction",
        plain: "In turn each player buys the cheapest private, bids for another or passes; a private with several bidders is auctioned among them",
        name: "Buy-bid & auction",
        section: "V-1.8, C-2.2",
        group: "buying_privates",
        default: true,
        summary: "In turn each player buys the cheapest private, bids for another or passes; a private with several bidders is auctioned among them (C-2.2)",
      },
      {
        id: "bid_and_choose",
        plain: "The privates in one group per player; the players bid for the order of choice, the high bidder choosing first; each pays his bid and his group's prices",
        name: "Bid & choose",
        section: "V-1.8, 1.3",
        group: "buying_privates",
        summary: "The privates in one group per player (T-06); the players bid for the order of choice, the high bidder choosing first with the priority deal; each pays his bid and his group's face values (1.3)",
      },
      // V-1.8 the auction variants of C-2.2's buy-bid & auction, three choices, each played only with that auction.
      {
        id: "formal_bidding",
        plain: "In an auction among a private's bidders the lowest bidder bids first, then the others in turn clockwise",
        name: "Formal bidding",
        section: "V-1.8",
        group: "auction_bidding",
        requires: "buy_bid_auction",
        default: true,
        summary: "In an auction among a private's bidders (C-2.2.2) the lowest bidder bids first, then the others in turn clockwise",
      },
      {
        id: "free_for_all",
        name: "Free for all",
        section: "V-1.8",
        group: "auction_bidding",
        requires: "buy_bid_auction",
        summary: "In an auction among a private's bidders any of them may bid at any time; it ends when all but the high bidder agree to stop",
      },
      {
        id: "bidding_as_18xx_games",
        as18xxGames: true,
        name: "As 18xx.games bids",
        section: "V-1.8, C-2.2.2",
        group: "auction_bidding",
        requires: "buy_bid_auction",
        summary: "In an auction among a private's bidders the lowest bidder bids each time and a pass withdraws his bid, as 18xx.games plays it",
      },
      {
        id: "pass_and_still_in",
        name: "Pass and still in",
        section: "V-1.8",
        group: "auction_passes",
        requires: "buy_bid_auction",
        default: true,
        summary: "A bidder who passes in a private's auction may bid again if it goes on; it ends when all but the high bidder pass in a row",
      },
      {
        id: "pass_and_out",
        name: "Pass and out",
        section: "V-1.8",
        group: "auction_passes",
        requires: "buy_bid_auction",
        summary: "A bidder who passes in a private's auction is out of it, his bid void",
      },
      { id: "minimum_raise", name: "$5 minimum raise", section: "V-1.8", group: "auction_raises", requires: "buy_bid_auction", default: true, summary: "A bid exceeds the face value or the bid before it by at least $5" },
      { id: "incremental_bids", name: "$5 incremental bids", section: "V-1.8", group: "auction_raises", requires: "buy_bid_auction", summary: "A bid exceeds the face value or the bid before it by a multiple of $5" },
      { id: "exact_raises", name: "$5 raises", section: "V-1.8", group: "auction_raises", requires: "buy_bid_auction", summary: "A bid exceeds the face value or the bid before it by exactly $5" },
      // V-6.3 buying brown-valued shares; the second is 18xx.games' option id, so that its logs replay.
      { id: "brown_from_pool", plain: "Several shares of a railroad in the brown zone of the market in one turn only from the bank pool", name: "Buy from the bank pool", section: "V-6.3", group: "brown", default: true, summary: "Several shares of a brown-zone railroad in one turn only from the bank pool (5.4)" },
      {
        id: "multiple_brown_from_ipo",
        name: "Buy all",
        section: "V-6.3",
        group: "brown",
        summary: "Several shares of a brown-zone railroad in one turn from the initial offering as well as the pool (18xx.games' option)",
      },
      ...(plus?.options.extraRailroads ?? []), // V-1.6
      { id: "optional_6_train", name: "Extra 6-train", section: "V-1.7", summary: "A third 6-train" },
      { id: "six_diesels", plain: "As many diesels as the ruleset has: six at $1100 in Classic and the Base Game; an 1830+ scenario's own number and price", name: "Six diesels", section: "V-1.7", group: "diesels", default: true, summary: "The bank sells six diesels (T-03)" },
      { id: "no_diesels", name: "No diesels", section: "V-1.7, V-3.0", group: "diesels", summary: "No diesels: the 4-trains are never retired" },
      { id: "unlimited_diesels", as18xxGames: true, name: "Unlimited diesels", section: "V-1.7", group: "diesels", summary: "The bank sells as many diesels as are bought" },
      ...(plus?.options.plusTrains ?? []), // V-1.7
      // 1830 V-1.3: the bank's money, one choice of three.
      { id: "full_money", name: "The full $12,000", section: "V-1.3", group: "money", default: true, summary: "The bank holds $12,000" },
      { id: "short_money", name: "Short game", section: "V-1.3", group: "money", summary: "$7,500 less: the bank holds $4,500" },
      { id: "extended_money", name: "Extended game", section: "V-1.3", group: "money", summary: "$8,000 more: the bank holds $20,000" },
      // 1830 V-1.4 track tiles on the Classic board, one choice of three (docs/rules-1830.md "V-1.4").
      { id: "classic_tiles", plain: "The track tiles the ruleset has: the 85 Classic tiles; an 1830+ scenario's own tiles", name: "1830 Classic tiles", section: "V-1.4", group: "track_tiles", default: true, summary: "The 85 Classic track tiles (T-09)" },
      ...(plus?.options.trackMixes ?? []), // V-1.4
      { id: "variable_order", name: "Variable turn order", section: "V-2.0", group: "order", default: true, summary: "Railroads operate in order of share value, which may change during the round" },
      { id: "fixed_order", name: "Fixed turn order", section: "V-2.0", group: "order", summary: "The order of share values when the operating round starts holds for the whole round" },
      { id: "standard_sales", name: "Standard sales", section: "V-5.1", group: "sales", default: true, summary: "A sale moves the share value down one box per share sold" },
      { id: "once_per_block", name: "Once per block", section: "V-5.1", group: "sales", summary: "A sale moves the share value down one box however many shares it sells" },
      {
        id: "once_per_block_non_president",
        name: "Once per block by non-president",
        section: "V-5.1",
        group: "sales",
        summary: "A sale moves the share value down one box however many shares it sells, the president's one box per share",
      },
      {
        id: "stock_market_reforms",
        name: "Stock market reforms",
        section: "V-5.1",
        summary: "From the stock round after the last 5-train is bought, every sale moves the share value down one box however many shares it sells",
      },
      {
        id: "price_rise_linked_to_dividend",
        name: "Share price increase linked to dividend",
        section: "V-5.2",
        summary: "A dividend raises the share value only when it (the whole revenue paid out) is at least the share price",
      },
      { id: "raised_cert_limits", name: "Increased certificate limits", section: "V-5.3", summary: "The 1830+ limits: 32, 22, 18, 15 and 13 certificates for 2 to 6 players" },
      { id: "sell_buy_sell", name: "Sell-buy-sell", section: "V-6.1", group: "turn", default: true, summary: "A stock turn may sell, buy its share, then sell again" },
      { id: "sell_buy", name: "Sell-buy", section: "V-6.1", group: "turn", summary: "A stock turn may sell, then buy its share: no sales after the purchase" },
      { id: "buy_sell", name: "Buy-sell", section: "V-6.1", group: "turn", summary: "A stock turn may buy its share, then sell: no purchase after a sale" },
      { id: "sell_as_block", name: "Share sales as block", section: "V-6.2", group: "sale_blocks", default: true, summary: "All the shares of one sale bring the share value as it stands before the sale" },
      {
        id: "sell_one_at_a_time",
        name: "Sell multiple shares one at a time",
        section: "V-6.2",
        group: "sale_blocks",
        summary: "A sale of several shares sells them one by one: each brings the share value the one before it left, one box lower",
      },
      { id: "private_sales_restricted", name: "Private sales restricted", section: "V-6.4", group: "private_sales", default: true, summary: "A private may not be both bought and sold in the same stock round" },
      { id: "private_sales_unrestricted", name: "Private sales unrestricted", section: "V-6.4", group: "private_sales", summary: "A private may change hands between players any number of times in a stock round" },
      { id: "market_peak_ends", name: "Market peaks end the game", section: "V-8.0", summary: "A share value reaching $350 ends the game after that railroad's turn" },
      {
        id: "erie_second_20",
        name: "Erie with an additional 20% share",
        section: "V-7.2",
        summary:
          "The Erie has a second (\"other\") 20% certificate and six 10%: on sale once the president's is bought; its owner may sell half of it " +
          "only by trading it for a 10% certificate from the bank pool",
      },
      { id: "split_revenue", name: "Split revenues", section: "V-7.1", summary: "A railroad may pay half its revenue as dividends and keep half; its share value does not move" },
      {
        id: "delayed_obsolescence",
        name: "Delayed obsolescence",
        section: "V-3.0",
        summary: "A train made obsolete runs and earns once more, in its railroad's next turn, before it is removed",
      },
      {
        id: "delayed_private_sales",
        name: "Delayed private company sales",
        section: "V-3.0",
        summary: "Railroads may buy private companies only after the stock round following the purchase of the first 3-train",
      },
      // V-4.0 private companies.
      { id: "dh_station_tight", name: "DH station tight", section: "V-4.0", group: "dh_station", default: true, summary: "A DH station not placed with its tile needs a route, as any station" },
      {
        id: "dh_station_flexible",
        name: "DH station flexible",
        section: "V-4.0",
        group: "dh_station",
        summary: "The DH's owner may place its free station on F16 on a later turn, even without a route",
      },
      { id: "sv_half_cost_tile", name: "Schuylkill Valley", section: "V-4.0", summary: "The railroad owning the SV lays a tile in G15 for half the cost; the SV is then retired" },
      // V-7.7 laying tiles: which track of a new tile a route from a station must reach.
      {
        id: "open_track_placement",
        name: "Open track placement",
        section: "V-7.7",
        group: "track_placement",
        default: true,
        summary: "A new tile needs a route from one of the railroad's stations to any track of the tile",
      },
      {
        id: "closed_track_placement",
        name: "Closed track placement",
        section: "V-7.7",
        group: "track_placement",
        summary: "A new tile needs a route from one of the railroad's stations to track the tile adds",
      },
      {
        id: "hybrid_track_placement",
        name: "Hybrid track placement",
        section: "V-7.7",
        group: "track_placement",
        summary: "Closed track placement, except that a tile paying out more revenue than the one it replaces needs a route to any of its track",
      },
      // V-7.9 replacing green OO tiles (#59 by #64-#68).
      {
        id: "fixed_oo_cities",
        name: "Fixed OO cities",
        section: "V-7.9",
        group: "oo_cities",
        default: true,
        summary: "A tile replacing a green OO tile keeps each city joined to its own track",
      },
      {
        id: "variable_oo_cities",
        name: "Variable OO cities",
        section: "V-7.9",
        group: "oo_cities",
        summary: "A green OO tile without two stations may be replaced so that the broad curve joins both its track segments; a station's owner chooses its city",
      },
      // V-7.8 buying and selling trains: two choices.
      { id: "firm_train_limit", name: "Firm train limit", section: "V-7.8", group: "train_limit", default: true, summary: "A railroad at its train limit may not buy a train" },
      {
        id: "flexible_train_limit",
        name: "Flexible train limit",
        section: "V-7.8",
        group: "train_limit",
        summary: "A railroad at its train limit may buy a train, then must discard one to the open market",
      },
      { id: "can_sell_last_train", name: "Can sell a railroad's last train", section: "V-7.8", group: "last_train", default: true, summary: "A railroad must own a train only during its own turn" },
      {
        id: "cannot_sell_last_train",
        name: "Can't sell a railroad's last train",
        section: "V-7.8",
        group: "last_train",
        summary: "A railroad with a legal route may not sell its last train to another railroad",
      },
    ],
    // A scenario (S-1 ...) is the data the other options change: it comes first, whatever the order chosen.
    dataFor: (options) =>
      options.optional_rules.reduce((data, id) => {
        if (!Object.hasOwn(variants, id)) return data;
        const change = variants[id]!;
        return { ...data, ...(typeof change === "function" ? change(data) : change) };
      }, (plus && options.optional_rules.map((id) => plus.scenarioData(id)).find((d) => d !== undefined)) ?? data1830),
    // 1830+ S-5.2 1.0: the privates dealt, before anything else (TitleData.privatesDealt).
    setup: (game) => {
      if (game.data.privatesDealt) plus?.dealtPrivates.deal(game);
    },
    // 1830 1.3 (the Base Game's groups, or V-1.8 bid & choose: TitleData.privateGroups), S-5.2 1.0 (dealt) or C-2.2 (Classic's auction).
    firstRound: (game) => (game.data.privateGroups ? new PrivateGroupBid(game) : game.data.privatesDealt && dealt ? new dealt.Round(game) : new WaterfallAuction(game)),
    // S-5.2 options a and b: the privates not dealt are sold after the deal, then the first stock round.
    nextRound: (game, round) => (dealt && round instanceof dealt.Round && dealt.Round.unsold(game) ? new WaterfallAuction(game) : roundAfter(game, round)),
    snapshots: { classes: { WaterfallAuction, PrivateGroupBid, ...(dealt && { DealtPrivates: dealt.Round }) } },
    ...(plus && { operatingParts: plus.operatingParts }),
  };
}

/**
 * 1830 without the 1830+ components: every option but the scenarios, the expanded track mixes, the extra
 * railroads and the plus trains, each played as the whole title (./index.ts) plays it.
 */
export const title1830WithoutPlus: Title = title1830With(null);

const WITHOUT_PLUS = new Set(titleOptions(title1830WithoutPlus).map((o) => o.id));

/**
 * Whether a table with these options plays none of the 1830+ components: then its page loads
 * title1830WithoutPlus (shared/games/load.ts) and its room plays the same (title1830For), so that
 * the room's snapshot of its game reads in the page.
 */
export function playsWithoutPlus(optionalRules: readonly string[]): boolean {
  return optionalRules.every((id) => WITHOUT_PLUS.has(id));
}
