// The schema library the engine's actions are checked with: zod/mini, zod's
// tree-shakable form (the browser runs the engine, and the classic API would
// add four times its weight to every game page), with its English messages so
// that a malformed action is refused in words. The server's own messages
// (shared/protocol.ts) use classic zod, which only the Worker loads.
import { z } from "zod/mini";

z.config(z.locales.en());

export { z };
