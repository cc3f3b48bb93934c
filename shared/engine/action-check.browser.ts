// action-check.ts as the browser's build has it (vite.config.ts): a page applies
// only entries its room has stored and broadcast, each checked there (shape and
// rules), and its own moves go to the room, not into its game. So the page
// trusts an action's shape, checks its rules as the room does, and loads no
// schema library (about 8 KB gzipped on every game page).
import type { GameAction } from "./action.ts";
import type { LogEntry } from "./log.ts";

export function checkAction(raw: unknown): GameAction {
  return raw as GameAction;
}

export function storedAction(_raw: unknown, _trainForms = false): LogEntry {
  throw new Error("a page does not store actions: its room does");
}
