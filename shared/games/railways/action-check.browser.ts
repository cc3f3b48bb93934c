// action-check.ts as the browser's build has it (vite.config.ts), as ../../engine/action-check.browser.ts is the
// 18xx titles': a page applies only entries its room has stored and broadcast, each checked there (shape and rules),
// and its moves go to the room. So the page trusts an action's shape, checks its rules as the room does, and loads no
// schema library (about 9 KB gzipped on the solitaire's page and embed).
import type { LogEntry } from "../../engine/log.ts";
import type { RailwaysAction } from "./actions.ts";

export function checkRailwaysAction(raw: unknown): RailwaysAction {
  return raw as RailwaysAction;
}

export function storedRailwaysAction(_raw: unknown): LogEntry {
  throw new Error("a page does not store actions: its room does");
}
