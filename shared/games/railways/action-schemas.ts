// The zod schemas of a Railways log's actions (actions.ts): what the room checks an action's shape with before the
// rules see it (action-check.ts). A page's build loads none of it (action-check.browser.ts: it trusts its room).
import { z } from "../../engine/schema.ts";

const cell = z.string().check(z.regex(/^[a-j][1-8]$/, "a space is named a1 to j8"));
const linkId = z.string().check(z.regex(/^[a-j][1-8](-[a-j][1-8])?$/, "a link is named by its end railway spaces, e.g. c2-c4"));
const colour = z.enum(["R", "L", "C", "I"]);
const iconRef = z.strictObject({ card: z.int().check(z.minimum(1), z.maximum(8)), slot: z.int().check(z.minimum(1), z.maximum(4)), icon: z.int().check(z.minimum(1), z.maximum(2)) });
const pay = z.array(iconRef).check(z.minLength(1), z.maxLength(24));

/** The player, as the log names him: an id of at most 64 characters (#37: every field of a stored action is bounded). */
const playerRef = z.union([z.string().check(z.maxLength(64)), z.number()]);
const base = {
  entity: playerRef,
  entity_type: z.literal("player"),
  id: z.optional(z.int()),
  created_at: z.optional(z.number()),
  user: z.optional(playerRef),
};

export const railwaysActionSchemas = {
  /** Setup: one of the four starting passenger dice on a printed building. */
  place_passenger: z.object({ ...base, type: z.literal("place_passenger"), cell, value: z.union([z.literal(1), z.literal(2)]) }),
  buy_link: z.object({ ...base, type: z.literal("buy_link"), link: linkId, pay }),
  build_building: z.object({ ...base, type: z.literal("build_building"), cell, die: z.int().check(z.minimum(1), z.maximum(6)), pay }),
  move_passenger: z.object({
    ...base,
    type: z.literal("move_passenger"),
    from: cell,
    destination: colour,
    route: z.array(linkId).check(z.minLength(1), z.maxLength(32)),
    /** Leisure only: how much profit to buy with capital (0-5). */
    convert: z.optional(z.int().check(z.minimum(0), z.maximum(5))),
    pay,
  }),
  hire_railworker: z.object({ ...base, type: z.literal("hire_railworker"), pay }),
  increase_capital: z.object({ ...base, type: z.literal("increase_capital"), pay }),
  decrease_pollution: z.object({ ...base, type: z.literal("decrease_pollution"), pay }),
  add_passenger: z.object({ ...base, type: z.literal("add_passenger"), cell, pay }),
  upgrade_link: z.object({ ...base, type: z.literal("upgrade_link"), link: linkId, pay }),
  record_decade: z.object({ ...base, type: z.literal("record_decade") }),
} as const;
