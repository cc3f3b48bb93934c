// Actions in the JSON shape 18xx.games logs them, checked with zod (schema.ts)
// so that a malformed action is refused with a clear message before the game
// sees it.
import { z } from "./schema.ts";

// Every field is bounded (#37): an id (an entity, a company, a hex, a tile, a train, a share) is
// at most ID characters, a list at most as long as any game needs, ten times the longest of
// 18xx.games' fixtures at least. A log's entry then stays near the size of a real one.
/** The longest id a log names (18xx.games' are under 20 characters). */
const ID = 64;
const id = z.string().check(z.maxLength(ID));
const entityRef = z.union([z.string().check(z.minLength(1), z.maxLength(ID)), z.int()]);
const int = z.int();
/** An imported log's chat line, in characters (a line typed here is shorter: worker/limits.ts MAX_TEXT). */
const MAX_LOG_MESSAGE = 4000;
/** Routes one run_routes gives: one per train a corporation runs. */
const MAX_ROUTES = 32;
/** A list of ids: shares sold at once, hexes of a route (18xx.games' fixtures: 16 at most). */
const ids = z.array(id).check(z.maxLength(64));

const base = {
  entity: entityRef,
  entity_type: z.enum(["player", "corporation", "company", "minor"]),
  id: z.optional(int),
  created_at: z.optional(z.number()),
  user: z.optional(entityRef),
  skip: z.optional(z.boolean()),
};

/** A route as a move played here gives it: its train, its track and the stops it means where the track reads two ways (route.ts validateRoutes). */
const playedRoute = z.looseObject({
  train: id,
  /** Absent only in logs written before 18xx.games logged them: such a route names its hexes and revenue (RunRoutesStep.legacy). */
  connections: z.optional(z.array(ids).check(z.maxLength(64))),
  nodes: z.optional(ids),
});
/** A route as 18xx.games logs it: also what its players saw (hexes, revenue and its text), read here only in logs without connections. */
const logRoute = z.looseObject({
  ...playedRoute.shape,
  hexes: z.optional(ids),
  revenue: z.optional(z.number()),
  /** Display only (18xx.games' fixtures: 51 characters at most). */
  revenue_str: z.optional(z.string().check(z.maxLength(512))),
});
export type LogRoute = z.infer<typeof logRoute>;

export const gameActionSchemas = {
  pass: z.looseObject({ type: z.literal("pass"), ...base }),
  /** A bid on a private company, or, without one, for the order of choice of the private company groups (1830 1.3). */
  /** With `corporation`, a bid to start that corporation ([auctioned starts], rounds/auctioned-starts.ts). */
  bid: z.looseObject({ type: z.literal("bid"), ...base, company: z.optional(id), corporation: z.optional(id), price: int }),
  par: z.looseObject({ type: z.literal("par"), ...base, corporation: id, share_price: id, slot: z.optional(int) }),
  buy_shares: z.looseObject({ type: z.literal("buy_shares"), ...base, shares: ids.check(z.minLength(1)), percent: z.optional(z.number()) }),
  sell_shares: z.looseObject({ type: z.literal("sell_shares"), ...base, shares: ids.check(z.minLength(1)), percent: z.optional(z.number()) }),
  buy_company: z.looseObject({ type: z.literal("buy_company"), ...base, company: id, price: int }),
  lay_tile: z.looseObject({ type: z.literal("lay_tile"), ...base, hex: id, tile: id, rotation: z.int().check(z.minimum(0), z.maximum(5)) }),
  place_token: z.looseObject({
    type: z.literal("place_token"),
    ...base,
    city: id,
    slot: z.optional(int),
    tokener: z.optional(id),
    /** "neutral": one of the corporation's neutral station markers (CorporationDef.neutralTokens). */
    token_type: z.optional(z.nullable(id)),
  }),
  run_routes: z.looseObject({
    type: z.literal("run_routes"),
    ...base,
    routes: z.array(logRoute).check(z.maxLength(MAX_ROUTES)),
    extra_revenue: z.optional(z.number()),
    subsidy: z.optional(z.number()),
  }),
  dividend: z.looseObject({ type: z.literal("dividend"), ...base, kind: z.enum(["payout", "withhold", "half"]) }),
  buy_train: z.looseObject({
    type: z.literal("buy_train"),
    ...base,
    train: id,
    price: int,
    variant: z.optional(id),
    exchange: z.optional(z.nullable(id)),
  }),
  discard_train: z.looseObject({ type: z.literal("discard_train"), ...base, train: id }),
  /** Surrenders a train to the bank to buy another in its place (TitleData.trainSurrender). */
  scrap_train: z.looseObject({ type: z.literal("scrap_train"), ...base, train: id }),
  bankrupt: z.looseObject({ type: z.literal("bankrupt"), ...base }),
  /** Takes a station off the map: the first half of moving a station (CompanyAbility "moveStation"). */
  remove_token: z.looseObject({ type: z.literal("remove_token"), ...base, city: id, slot: z.optional(int) }),
  /** A purchase proposed to its seller, who must agree (1830 4.1, 7.6): a private company (`company`)
   *  bought from or sold to another player (TitleData.privateSales: selling one's own to the player
   *  `to`), or bought by the operating corporation from a player; or another president's
   *  corporation's train (`train`). */
  offer: z.looseObject({
    type: z.literal("offer"),
    ...base,
    company: z.optional(id),
    train: z.optional(id),
    price: z.int().check(z.nonnegative()),
    to: z.optional(entityRef),
  }),
  /** The answer to the offer waiting for this player (or corporation, for its train). */
  /** A private places its bonus on a hex or gives it to a corporation or minor (CompanyAbility "bonusHex"; 18xx.games' assign); a player's
   *  private put into the corporation he is forming ([auctioned starts], target_type "company"). */
  assign: z.looseObject({ type: z.literal("assign"), ...base, target: id, target_type: z.enum(["hex", "corporation", "minor", "company"]) }),
  respond: z.looseObject({ type: z.literal("respond"), ...base, company: z.optional(id), train: z.optional(id), accept: z.boolean() }),
  /** [loans] The corporation takes a loan from the bank (`loan`: 18xx.games' number of it, not read). */
  take_loan: z.looseObject({ type: z.literal("take_loan"), ...base, loan: z.optional(z.nullable(int)) }),
  /** [loans] The operating corporation repays a loan (`loan`: 18xx.games' number of it, not read). */
  payoff_loan: z.looseObject({ type: z.literal("payoff_loan"), ...base, loan: z.optional(z.nullable(int)) }),
  /** [shorts] The player shorts a share of `corporation`. */
  short: z.looseObject({ type: z.literal("short"), ...base, corporation: id }),
  /** [merger and conversion round] The corporation converts to more shares (2 to 5, 5 to 10). */
  convert: z.looseObject({ type: z.literal("convert"), ...base }),
  /** [merger and conversion round] The corporation merges with `corporation`, which leaves the game's play. */
  merge: z.looseObject({ type: z.literal("merge"), ...base, corporation: id }),
  /** A decision among named choices (exchanging a minor for a share, forming a corporation from minors). */
  choose: z.looseObject({ type: z.literal("choose"), ...base, choice: z.union([id, z.number()]) }),
  /** The players agree to end the game now; values are counted as they stand. */
  end_game: z.looseObject({ type: z.literal("end_game"), ...base }),
  // A player's programme: a standing instruction the game carries out for him (shared/engine/programmes.ts).
  // What it does is written in `auto_actions` on the action after which it acted, as 18xx.games writes it.
  /** Buy shares of `corporation` from the IPO (or the market) until it has floated or he holds `until_condition` shares. */
  program_buy_shares: z.looseObject({
    type: z.literal("program_buy_shares"),
    ...base,
    corporation: id,
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
  /** [merger and conversion round], [acquisition round]: pass for the listed corporations he presides, by round
   *  ("MR": their turn to convert or merge, "AR": the offer to sell them); `options` "disable_others": the programme
   *  ends once another corporation has converted or merged in the round. */
  program_merger_pass: z.looseObject({
    type: z.literal("program_merger_pass"),
    ...base,
    corporations_by_round: z.record(z.string(), z.array(id)),
    options: z.optional(z.nullable(z.array(z.string()))),
  }),
  /** Ends the player's programme; `reason` says why ("user" when he cancels it; older logs hold other shapes). */
  program_disable: z.looseObject({ type: z.literal("program_disable"), ...base, reason: z.optional(z.unknown()), original_type: z.optional(z.nullable(id)) }),
  message: z.looseObject({ type: z.literal("message"), ...base, message: z.optional(z.string().check(z.maxLength(MAX_LOG_MESSAGE))) }),
  /** A line 18xx.games' site wrote into the game's log (a note such as a consent received): it changes nothing. */
  log: z.looseObject({ type: z.literal("log"), ...base, message: z.optional(z.string().check(z.maxLength(MAX_LOG_MESSAGE))) }),
};

export type GameActionType = keyof typeof gameActionSchemas;

/** A schema without the fields named (and never the sender's display flags: `user`, `skip`). */
function without(schema: z.ZodMiniObject, ...fields: string[]): z.ZodMiniObject {
  return z.omit(schema, Object.fromEntries(["user", "skip", ...fields].map((f) => [f, true])) as never);
}

/**
 * What a table keeps of a move played here (action-check.ts storedAction): the fields the rules
 * read, and nothing 18xx.games records only for its players to see, which a player could pad
 * (#37: 16 KB of a route's revenue text, stored and exported). A move played here leaves out
 * `user` and `skip` (display flags: the room knows who sent it); a route's hexes, revenue and
 * revenue text (the rules compute them from its track, which a move played here must give:
 * RunRoutesStep.legacy; the table records the hexes and revenue the rules computed instead:
 * recordedRun); run_routes' extra_revenue and subsidy, place_token's tokener, buy_train's variant
 * (but where the title sells trains in forms, TrainDef.variants: storedAction) and
 * program_disable's original_type (no title here reads them); a station's token_type is
 * "neutral" or none (the only kind the rules know, legal.ts). An imported log keeps its entries
 * as recorded.
 */
export const playedActionSchemas: Readonly<Record<GameActionType, z.ZodMiniType>> = {
  ...(Object.fromEntries(Object.entries(gameActionSchemas).map(([type, schema]) => [type, without(schema)])) as unknown as Record<GameActionType, z.ZodMiniType>),
  run_routes: z.extend(without(gameActionSchemas.run_routes, "extra_revenue", "subsidy"), { routes: z.array(playedRoute).check(z.maxLength(MAX_ROUTES)) }),
  place_token: z.extend(without(gameActionSchemas.place_token, "tokener"), { token_type: z.optional(z.nullable(z.literal("neutral"))) }),
  buy_train: without(gameActionSchemas.buy_train, "variant"),
  program_disable: without(gameActionSchemas.program_disable, "original_type"),
};
export type ActionOf<T extends GameActionType> = z.infer<(typeof gameActionSchemas)[T]>;
export type GameAction = { [T in GameActionType]: ActionOf<T> }[GameActionType];

/** Log entries that change which actions are in effect (shared/engine/log.ts), the same for every title. */
export const logControlSchemas = {
  undo: z.looseObject({ type: z.literal("undo"), ...base, action_id: z.optional(z.nullable(int)) }),
  redo: z.looseObject({ type: z.literal("redo"), ...base }),
};
