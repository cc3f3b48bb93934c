// Where a Railways action's shape is checked (zod: action-schemas.ts, schema.ts), as the 18xx titles' are in
// ../../engine/action-check.ts: a move the player sends, an imported log, a test's hand-written action. A malformed
// one is refused with a GameError naming the field, before any rule sees it.
//
// The browser's build plays action-check.browser.ts instead (vite.config.ts): everything a page applies comes from
// its room, which checked it, so the page checks the rules again but not the shapes, and carries no zod.
import { logControlSchemas } from "../../engine/action.ts";
import type { LogEntry } from "../../engine/log.ts";
import { actionFields, parseAction } from "../../engine/schema.ts";
import { railwaysActionSchemas } from "./action-schemas.ts";
import type { RailwaysAction } from "./actions.ts";

/** The action as parsed, or a GameError naming its unknown type or its first malformed field. */
export function checkRailwaysAction(raw: unknown): RailwaysAction {
  return parseAction<RailwaysAction>(railwaysActionSchemas, raw, "Railways action");
}

/** The action as a table stores it (Ruleset.stored): checked, with only the fields its schema names. */
export function storedRailwaysAction(raw: unknown): LogEntry {
  return actionFields({ ...railwaysActionSchemas, ...logControlSchemas }, raw, "Railways action");
}
