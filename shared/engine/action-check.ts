// Where an action from outside the engine has its shape checked (zod, schema.ts):
// a move a player sends, an imported log, a test's hand-written action. A
// malformed one is refused with a GameError naming the field, before any rule
// sees it.
//
// The browser's build plays action-check.browser.ts instead (vite.config.ts):
// everything a page applies comes from its room, which checked it, so the page
// checks the rules again but not the shapes, and carries no zod.
import { gameActionSchemas, logControlSchemas, playedActionSchemas, type ActionOf, type GameAction } from "./action.ts";
import { GameError } from "./errors.ts";
import type { LogEntry } from "./log.ts";
import { actionFields, parseAction } from "./schema.ts";

/** The action as parsed, or a GameError naming its unknown type or its first malformed field. */
export function checkAction(raw: unknown): GameAction {
  return parseAction<GameAction>(gameActionSchemas, raw, "action type");
}

/** The schemas of what a table stores (storedAction): made once, not at every move. */
const storedSchemas = { ...playedActionSchemas, ...logControlSchemas };

/**
 * The action as a table stores it (Ruleset.stored), its canonical form (#37): checked, with only
 * the fields the rules read of a move played here (playedActionSchemas), each bounded. A player
 * who ends his programme ends it himself: the reason of a `program_disable` is the engine's to
 * write ("user"; a programme that ends itself writes its own in `auto_actions`), never the client's.
 */
export function storedAction(raw: unknown, trainForms = false): LogEntry {
  const entry = (raw as { type?: unknown } | null)?.type === "program_disable" ? { ...(raw as object), reason: "user" } : raw;
  const stored = actionFields<LogEntry>(storedSchemas, entry, "action type", gameActionSchemas);
  // `trainForms`: the title sells trains in forms (TrainDef.variants, 1846's 3/5), so the rules read the form bought.
  const variant = (raw as { variant?: unknown }).variant;
  if (trainForms && stored.type === "buy_train" && variant !== undefined) {
    parseAction({ buy_train: gameActionSchemas.buy_train }, { ...stored, variant }, "action type");
    (stored as ActionOf<"buy_train">).variant = variant as string;
  }
  if (stored.type === "run_routes") {
    // A route's stops are one more than its links of track: it names no more (route.ts validateRoutes reads them).
    (stored as ActionOf<"run_routes">).routes.forEach((route, i) => {
      if (route.nodes && route.nodes.length > (route.connections?.length ?? 0) + 1) {
        throw new GameError(`malformed run_routes action: routes.${i}.nodes: a route names at most one stop more than its connections`);
      }
    });
  }
  return stored;
}
