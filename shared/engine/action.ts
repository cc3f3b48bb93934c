// Actions in the JSON shape 18xx.games logs them, checked with zod so that a
// malformed action is refused with a clear message before the game sees it.
import { z } from "zod";

const entityRef = z.union([z.string().min(1).max(64), z.number().int()]);

const base = {
  entity: entityRef,
  entity_type: z.enum(["player", "corporation", "company", "minor"]),
  id: z.number().int().optional(),
  created_at: z.number().optional(),
  user: entityRef.optional(),
  skip: z.boolean().optional(),
};

const logRoute = z
  .object({
    train: z.string(),
    connections: z.array(z.array(z.string())),
    hexes: z.array(z.string()).optional(),
    nodes: z.array(z.string()).optional(),
    revenue: z.number().optional(),
    revenue_str: z.string().optional(),
  })
  .passthrough();
export type LogRoute = z.infer<typeof logRoute>;

export const gameActionSchemas = {
  pass: z.object({ type: z.literal("pass"), ...base }).passthrough(),
  bid: z.object({ type: z.literal("bid"), ...base, company: z.string(), price: z.number().int() }).passthrough(),
  par: z.object({ type: z.literal("par"), ...base, corporation: z.string(), share_price: z.string() }).passthrough(),
  buy_shares: z
    .object({ type: z.literal("buy_shares"), ...base, shares: z.array(z.string()).min(1), percent: z.number().optional() })
    .passthrough(),
  sell_shares: z
    .object({ type: z.literal("sell_shares"), ...base, shares: z.array(z.string()).min(1), percent: z.number().optional() })
    .passthrough(),
  buy_company: z.object({ type: z.literal("buy_company"), ...base, company: z.string(), price: z.number().int() }).passthrough(),
  lay_tile: z
    .object({ type: z.literal("lay_tile"), ...base, hex: z.string(), tile: z.string(), rotation: z.number().int().min(0).max(5) })
    .passthrough(),
  place_token: z
    .object({
      type: z.literal("place_token"),
      ...base,
      city: z.string(),
      slot: z.number().int().optional(),
      tokener: z.string().optional(),
      /** "neutral": one of the corporation's neutral station markers (CorporationDef.neutralTokens). */
      token_type: z.string().nullable().optional(),
    })
    .passthrough(),
  run_routes: z
    .object({ type: z.literal("run_routes"), ...base, routes: z.array(logRoute), extra_revenue: z.number().optional(), subsidy: z.number().optional() })
    .passthrough(),
  dividend: z.object({ type: z.literal("dividend"), ...base, kind: z.enum(["payout", "withhold", "half"]) }).passthrough(),
  buy_train: z
    .object({
      type: z.literal("buy_train"),
      ...base,
      train: z.string(),
      price: z.number().int(),
      variant: z.string().optional(),
      exchange: z.string().nullable().optional(),
    })
    .passthrough(),
  discard_train: z.object({ type: z.literal("discard_train"), ...base, train: z.string() }).passthrough(),
  /** Surrenders a train to the bank to buy another in its place (TitleData.trainSurrender). */
  scrap_train: z.object({ type: z.literal("scrap_train"), ...base, train: z.string() }).passthrough(),
  bankrupt: z.object({ type: z.literal("bankrupt"), ...base }).passthrough(),
  /** Takes a station off the map: the first half of moving a station (CompanyAbility "moveStation"). */
  remove_token: z
    .object({ type: z.literal("remove_token"), ...base, city: z.string(), slot: z.number().int().optional() })
    .passthrough(),
  /** A private company's sale proposed to another player (TitleData.privateSales): buying it from
   *  its owner, or selling one's own to the player `to`. */
  offer: z
    .object({ type: z.literal("offer"), ...base, company: z.string(), price: z.number().int().nonnegative(), to: entityRef.optional() })
    .passthrough(),
  /** The answer to the offer waiting for this player. */
  respond: z.object({ type: z.literal("respond"), ...base, company: z.string(), accept: z.boolean() }).passthrough(),
  /** A decision among named choices (exchanging a minor for a share, forming a corporation from minors). */
  choose: z.object({ type: z.literal("choose"), ...base, choice: z.union([z.string(), z.number()]) }).passthrough(),
  /** The players agree to end the game now; values are counted as they stand. */
  end_game: z.object({ type: z.literal("end_game"), ...base }).passthrough(),
  // Standing instructions ("buy until floated", "pass this round"): what they
  // caused is logged in `auto_actions`; they change nothing themselves.
  program_buy_shares: z.object({ type: z.literal("program_buy_shares"), ...base }).passthrough(),
  program_share_pass: z.object({ type: z.literal("program_share_pass"), ...base }).passthrough(),
  program_disable: z.object({ type: z.literal("program_disable"), ...base }).passthrough(),
  message: z.object({ type: z.literal("message"), ...base, message: z.string().optional() }).passthrough(),
};

export type GameActionType = keyof typeof gameActionSchemas;
export type ActionOf<T extends GameActionType> = z.infer<(typeof gameActionSchemas)[T]>;
export type GameAction = { [T in GameActionType]: ActionOf<T> }[GameActionType];

/** Log entries that change which actions are in effect (see shared/engine/log.ts). */
export const LOG_CONTROL = new Set(["undo", "redo"]);
