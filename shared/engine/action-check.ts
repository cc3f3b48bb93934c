// Where an action from outside the engine has its shape checked (zod, schema.ts):
// a move a player sends, an imported log, a test's hand-written action. A
// malformed one is refused with a GameError naming the field, before any rule
// sees it.
//
// The browser's build plays action-check.browser.ts instead (vite.config.ts):
// everything a page applies comes from its room, which checked it, so the page
// checks the rules again but not the shapes, and carries no zod.
import { gameActionSchemas, logControlSchemas, type GameAction } from "./action.ts";
import type { LogEntry } from "./log.ts";
import { actionFields, parseAction } from "./schema.ts";

/** The action as parsed, or a GameError naming its unknown type or its first malformed field. */
export function checkAction(raw: unknown): GameAction {
  return parseAction<GameAction>(gameActionSchemas, raw, "action type");
}

/**
 * The action as a table stores it (Ruleset.stored): checked, with only the fields its type has. A
 * player who ends his programme ends it himself: the reason of a `program_disable` is the engine's
 * to write ("user"; a programme that ends itself writes its own in `auto_actions`), never the client's.
 */
export function storedAction(raw: unknown): LogEntry {
  const entry = (raw as { type?: unknown } | null)?.type === "program_disable" ? { ...(raw as object), reason: "user" } : raw;
  return actionFields({ ...gameActionSchemas, ...logControlSchemas }, entry, "action type");
}
