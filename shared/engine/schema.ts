// The schema library the engine's actions are checked with: zod/mini, zod's
// tree-shakable form (the browser runs the engine, and the classic API would
// add four times its weight to every game page), with its English messages so
// that a malformed action is refused in words. The server's own messages
// (shared/protocol.ts) use classic zod, which only the Worker loads.
import { GameError } from "./errors.ts";
import { z } from "zod/mini";

z.config(z.locales.en());

export { z };

/**
 * Checks an action against the schema of its `type` among `schemas`: the
 * action as parsed, or a GameError naming the unknown type (`what`: how the
 * title calls its actions) or the first malformed field.
 */
export function parseAction<T>(schemas: Readonly<Record<string, z.ZodMiniType>>, raw: unknown, what: string): T {
  const type = (raw as { type?: unknown } | null)?.type;
  // Own keys only: a type named like an object's built-in ("constructor") is no action.
  const schema = typeof type === "string" && Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) throw new GameError(`unknown ${what} ${JSON.stringify(type)}`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GameError(`malformed ${type} action: ${issue.path.join(".") || "action"}: ${issue.message}`);
  }
  return parsed.data as T;
}
