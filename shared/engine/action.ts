// Actions in the JSON shape 18xx.games logs them, checked with zod (schema.ts)
// so that a malformed action is refused with a clear message before the game
// sees it.
import { z } from "./schema.ts";

const entityRef = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.int()]);
const int = z.int();

const base = {
  entity: entityRef,
  entity_type: z.enum(["player", "corporation", "company", "minor"]),
  id: z.optional(int),
  created_at: z.optional(z.number()),
  user: z.optional(entityRef),
  skip: z.optional(z.boolean()),
};

const logRoute = z.looseObject({
  train: z.string(),
  /** Absent only in logs written before 18xx.games logged them: such a route names its hexes and revenue (RunRoutesStep.legacy). */
  connections: z.optional(z.array(z.array(z.string()))),
  hexes: z.optional(z.array(z.string())),
  nodes: z.optional(z.array(z.string())),
  revenue: z.optional(z.number()),
  revenue_str: z.optional(z.string()),
});
export type LogRoute = z.infer<typeof logRoute>;

export const gameActionSchemas = {
  pass: z.looseObject({ type: z.literal("pass"), ...base }),
  /** A bid on a private company, or, without one, for the order of choice of the private company groups (1830 1.3). */
  /** With `corporation`, a bid to start that corporation ([auctioned starts], rounds/auctioned-starts.ts). */
  bid: z.looseObject({ type: z.literal("bid"), ...base, company: z.optional(z.string()), corporation: z.optional(z.string()), price: int }),
  par: z.looseObject({ type: z.literal("par"), ...base, corporation: z.string(), share_price: z.string(), slot: z.optional(int) }),
  buy_shares: z.looseObject({ type: z.literal("buy_shares"), ...base, shares: z.array(z.string()).check(z.minLength(1)), percent: z.optional(z.number()) }),
  sell_shares: z.looseObject({ type: z.literal("sell_shares"), ...base, shares: z.array(z.string()).check(z.minLength(1)), percent: z.optional(z.number()) }),
  buy_company: z.looseObject({ type: z.literal("buy_company"), ...base, company: z.string(), price: int }),
  lay_tile: z.looseObject({ type: z.literal("lay_tile"), ...base, hex: z.string(), tile: z.string(), rotation: z.int().check(z.minimum(0), z.maximum(5)) }),
  place_token: z.looseObject({
    type: z.literal("place_token"),
    ...base,
    city: z.string(),
    slot: z.optional(int),
    tokener: z.optional(z.string()),
    /** "neutral": one of the corporation's neutral station markers (CorporationDef.neutralTokens). */
    token_type: z.optional(z.nullable(z.string())),
  }),
  run_routes: z.looseObject({
    type: z.literal("run_routes"),
    ...base,
    routes: z.array(logRoute),
    extra_revenue: z.optional(z.number()),
    subsidy: z.optional(z.number()),
  }),
  dividend: z.looseObject({ type: z.literal("dividend"), ...base, kind: z.enum(["payout", "withhold", "half"]) }),
  buy_train: z.looseObject({
    type: z.literal("buy_train"),
    ...base,
    train: z.string(),
    price: int,
    variant: z.optional(z.string()),
    exchange: z.optional(z.nullable(z.string())),
  }),
  discard_train: z.looseObject({ type: z.literal("discard_train"), ...base, train: z.string() }),
  /** Surrenders a train to the bank to buy another in its place (TitleData.trainSurrender). */
  scrap_train: z.looseObject({ type: z.literal("scrap_train"), ...base, train: z.string() }),
  bankrupt: z.looseObject({ type: z.literal("bankrupt"), ...base }),
  /** Takes a station off the map: the first half of moving a station (CompanyAbility "moveStation"). */
  remove_token: z.looseObject({ type: z.literal("remove_token"), ...base, city: z.string(), slot: z.optional(int) }),
  /** A purchase proposed to its seller, who must agree (1830 4.1, 7.6): a private company (`company`)
   *  bought from or sold to another player (TitleData.privateSales: selling one's own to the player
   *  `to`), or bought by the operating corporation from a player; or another president's
   *  corporation's train (`train`). */
  offer: z.looseObject({
    type: z.literal("offer"),
    ...base,
    company: z.optional(z.string()),
    train: z.optional(z.string()),
    price: z.int().check(z.nonnegative()),
    to: z.optional(entityRef),
  }),
  /** The answer to the offer waiting for this player (or corporation, for its train). */
  /** A private places its bonus on a hex or gives it to a corporation or minor (CompanyAbility "bonusHex"; 18xx.games' assign); a player's
   *  private put into the corporation he is forming ([auctioned starts], target_type "company"). */
  assign: z.looseObject({ type: z.literal("assign"), ...base, target: z.string(), target_type: z.enum(["hex", "corporation", "minor", "company"]) }),
  respond: z.looseObject({ type: z.literal("respond"), ...base, company: z.optional(z.string()), train: z.optional(z.string()), accept: z.boolean() }),
  /** [loans] The corporation takes a loan from the bank (`loan`: 18xx.games' number of it, not read). */
  take_loan: z.looseObject({ type: z.literal("take_loan"), ...base, loan: z.optional(z.nullable(int)) }),
  /** [loans] The operating corporation repays a loan (`loan`: 18xx.games' number of it, not read). */
  payoff_loan: z.looseObject({ type: z.literal("payoff_loan"), ...base, loan: z.optional(z.nullable(int)) }),
  /** A decision among named choices (exchanging a minor for a share, forming a corporation from minors). */
  choose: z.looseObject({ type: z.literal("choose"), ...base, choice: z.union([z.string(), z.number()]) }),
  /** The players agree to end the game now; values are counted as they stand. */
  end_game: z.looseObject({ type: z.literal("end_game"), ...base }),
  // A player's programme: a standing instruction the game carries out for him (shared/engine/programmes.ts).
  // What it does is written in `auto_actions` on the action after which it acted, as 18xx.games writes it.
  /** Buy shares of `corporation` from the IPO (or the market) until it has floated or he holds `until_condition` shares. */
  program_buy_shares: z.looseObject({
    type: z.literal("program_buy_shares"),
    ...base,
    corporation: z.string(),
    until_condition: z.union([z.literal("float"), z.int().check(z.minimum(0), z.maximum(100))]),
    from_market: z.optional(z.nullable(z.boolean())),
    auto_pass_after: z.optional(z.nullable(z.boolean())),
  }),
  /** Pass in this stock round (`indefinite`: in every stock round), unless others act against him (`unconditional`: even then). */
  program_share_pass: z.looseObject({
    type: z.literal("program_share_pass"),
    ...base,
    unconditional: z.optional(z.nullable(z.boolean())),
    indefinite: z.optional(z.nullable(z.boolean())),
  }),
  /** Ends the player's programme; `reason` says why ("user" when he cancels it; older logs hold other shapes). */
  program_disable: z.looseObject({ type: z.literal("program_disable"), ...base, reason: z.optional(z.unknown()), original_type: z.optional(z.nullable(z.string())) }),
  message: z.looseObject({ type: z.literal("message"), ...base, message: z.optional(z.string()) }),
};

export type GameActionType = keyof typeof gameActionSchemas;
export type ActionOf<T extends GameActionType> = z.infer<(typeof gameActionSchemas)[T]>;
export type GameAction = { [T in GameActionType]: ActionOf<T> }[GameActionType];

/** Log entries that change which actions are in effect (shared/engine/log.ts), the same for every title. */
export const logControlSchemas = {
  undo: z.looseObject({ type: z.literal("undo"), ...base, action_id: z.optional(z.nullable(int)) }),
  redo: z.looseObject({ type: z.literal("redo"), ...base }),
};
