// Each title's rules, loaded when a page first needs them: the bundler puts
// every title in its own chunk, so a game page loads only its own. (The lobby
// loads none: it lists the options GET /api/titles gives.) A table that plays
// none of the 1830+ components' options loads 1830 without them
// (./1830/title.ts), the same rules less to fetch, as its room plays it
// (title1830For). A page that has its room's snapshot of the game to read
// loads the snapshot reader with the rules (../engine/snapshot.ts).
import type { Title } from "../engine/game.ts";
import { rulesetOf, type Ruleset } from "../engine/session.ts";

/** The 18xx titles: the title a table playing `optionalRules` plays (undefined: any option, as the lobby offers them). */
const TITLES: Readonly<Record<string, (optionalRules?: readonly string[]) => Promise<Title>>> = {
  "1830": async (optionalRules) => {
    const lighter = await import("./1830/title.ts");
    if (optionalRules && lighter.playsWithoutPlus(optionalRules)) return lighter.title1830WithoutPlus;
    return (await import("./1830/index.ts")).title1830;
  },
  "1882": async () => (await import("./1882/index.ts")).title1882,
  "1837": async () => (await import("./1837/index.ts")).title1837,
  "1889": async () => (await import("./1889/index.ts")).title1889,
  "18Chesapeake": async () => (await import("./18Chesapeake/index.ts")).title18Chesapeake,
  "1846": async () => (await import("./1846/index.ts")).title1846,
  "1817": async () => (await import("./1817/index.ts")).title1817,
};

/**
 * The rules of a title for a table playing the options `optionalRules` (without them: every option
 * the title has, as the lobby offers them); undefined for a title that cannot be played here.
 * `snapshots`: able to revive a game from its room's snapshot (Ruleset.resume), for an 18xx title.
 */
export function loadRuleset(id: string, optionalRules?: readonly string[], snapshots = false): Promise<Ruleset> | undefined {
  if (id === "Railways") return import("./railways/index.ts").then((m) => m.railwaysRules);
  const title = Object.hasOwn(TITLES, id) ? TITLES[id]! : undefined;
  if (!title) return undefined;
  return title(optionalRules).then(async (t) => (snapshots ? (await import("../engine/snapshot.ts")).rulesetWithSnapshots(t) : rulesetOf(t)));
}
