// What an entity may do now, in a form the UI can show and a player (or a
// program) can turn into an action: finite choices are listed, open amounts
// come as ranges. Every action built from these is accepted by `process`.

export type LegalAction =
  | { type: "pass" }
  /** A bid on a private company, any amount from min to max (`step`: only min plus multiples of it, 1830 V-1.8
   *  $5 incremental bids), or the cheapest company's purchase at its price (`purchase`, min === max); without a
   *  company, a bid for the order of choice of the private company groups (1830 1.3). */
  | { type: "bid"; company?: string; min: number; max: number; step?: number; purchase?: true; corporation?: string }
  /** [loans] The corporation takes a loan. */
  | { type: "take_loan"; loan: number }
  | { type: "convert" }
  | { type: "short"; corporation: string; price: number }
  | { type: "merge"; corporation: string }
  | { type: "payoff_loan"; loan: number }
  /** A player's private put into the corporation he is forming ([auctioned starts]). */
  | { type: "assign"; target: string; target_type: "company" }
  | { type: "par"; corporation: string; prices: { sharePrice: string; price: number; slot?: number }[] }
  /** Buying these certificates from the IPO or the pool for `price` in all. */
  | { type: "buy_shares"; shares: string[]; percent: number; price: number; from: "ipo" | "pool" }
  /** Selling these certificates for `price` in all, moving the share value down `boxes` boxes
   *  (fewer where its column ends): what the title's sale rules make of the sale (saleTerms). */
  | { type: "sell_shares"; corporation: string; shares: string[]; percent: number; price: number; boxes: number }
  | { type: "buy_company"; company: string; min: number; max: number }
  | { type: "lay_tile"; hex: string; tile: string; rotations: number[]; cost: number }
  /** `tokenType: "neutral"`: one of the corporation's neutral stations (sent as the action's token_type). */
  | { type: "place_token"; city: string; slot: number; hex: string; cost: number; tokenType?: "neutral" }
  /** A station a private's ability may take off the map to move it (CompanyAbility "moveStation"). */
  | { type: "remove_token"; city: string; slot: number; hex: string }
  /** Routes are chosen by the player and checked when submitted (1830 7.4). */
  | { type: "run_routes"; trains: string[] }
  /** `revenue` is what the trains earned this turn; `treasury`, what the routes earn for the
   *  treasury alone (a mine's value), whatever is chosen. */
  | { type: "dividend"; kinds: ("payout" | "half" | "withhold")[]; revenue: number; treasury?: number }
  /** From the bank at a fixed price, or from another corporation within a range. */
  | { type: "buy_train"; train: string; from: string; min: number; max: number; exchange?: string[]; variant?: string }
  | { type: "discard_train"; train: string }
  /** Surrendering this train to the bank for `cost`, to buy another in its place. */
  | { type: "scrap_train"; train: string; cost: number }
  | { type: "bankrupt" }
  /** A decision among named choices; `prompt` says what it is about. */
  | { type: "choose"; choices: string[]; prompt: string }
  /** Proposing a purchase its seller must agree to, at a price in [min, max]: a private company's
   *  sale between two players (the proposer is one of them; TitleData.privateSales), or the
   *  operating corporation's purchase of a player's private (`company`) or of another president's
   *  corporation's train (`train`). `buyer` and `seller` are player ids or corporation names. */
  | { type: "offer"; company?: string; train?: string; buyer: string; seller: string; min: number; max: number }
  /** Answering the offer waiting for this player (or this corporation, for its train): `from` is
   *  the player who proposed it, `buyer` the corporation buying, when one is. */
  /** A private's bonus placed on one of these hexes or given to one of these corporations ("bonusHex"). */
  | { type: "assign"; target: string; target_type: "hex" | "corporation" | "minor" }
  | { type: "respond"; company?: string; train?: string; price: number; from: string; buyer?: string };
