// The actions of a Railways log, in the 18xx.games log shape (`type`, the
// player as `entity` with `entity_type: "player"`, plus the action's fields;
// the room adds `id` and `created_at`). Their shapes: action-schemas.ts, checked with zod before the rules see them
// (action-check.ts).
import type { z } from "../../engine/schema.ts";
import type { railwaysActionSchemas } from "./action-schemas.ts";

export type RailwaysActionType = keyof typeof railwaysActionSchemas;
export type RailwaysAction = { [K in RailwaysActionType]: z.infer<(typeof railwaysActionSchemas)[K]> }[RailwaysActionType];
export type ActionOf<K extends RailwaysActionType> = z.infer<(typeof railwaysActionSchemas)[K]>;

/** The eight actions of Phase 1 (and Phase 2), in the rule book's order. */
export const PLAY_ACTIONS = [
  "buy_link",
  "build_building",
  "move_passenger",
  "hire_railworker",
  "increase_capital",
  "decrease_pollution",
  "add_passenger",
  "upgrade_link",
] as const satisfies readonly RailwaysActionType[];
