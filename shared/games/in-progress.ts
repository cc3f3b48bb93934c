// Titles being built: their rules replay logs from the command line (npm run replay) and their own
// fixture tests, but no room, lobby or API offers them until their fixtures replay to their results.
import type { Title } from "../engine/game.ts";
import { title1817 } from "./1817/index.ts";

export const IN_PROGRESS: Readonly<Record<string, Title>> = Object.freeze({ "1817": title1817 });
