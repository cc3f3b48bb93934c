// The registry of titles the site offers, with what the lobby needs to know
// before a game exists. Each title's rules live in its own folder.
import type { Title } from "../engine/game.ts";
import type { Ruleset } from "../engine/session.ts";
import { rulesetWithSnapshots } from "../engine/snapshot.ts";
import { title1817 } from "./1817/index.ts";
import { title1830, title1830For } from "./1830/index.ts";
import { title1837 } from "./1837/index.ts";
import { title1882 } from "./1882/index.ts";
import { title1846 } from "./1846/index.ts";
import { title1889 } from "./1889/index.ts";
import { title18Chesapeake } from "./18Chesapeake/index.ts";
import { railwaysRules } from "./railways/index.ts";

export { asOurTitle, findTitle, TITLES, type TitleInfo } from "./titles.ts";

/** A lookup table by id with no inherited keys: a title named "__proto__" or "constructor" is simply not there. */
function byId<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** The 18xx titles that can be played so far, as the 18xx engine's titles (replay, routes). */
export const RULES: Readonly<Record<string, Title>> = byId({ "1830": title1830, "1882": title1882, "1837": title1837, "1889": title1889, "18Chesapeake": title18Chesapeake, "1846": title1846, "1817": title1817 });

/**
 * Titles being built: their rules replay logs (`npm run replay`, the fixture tests of what they play so far)
 * but no table plays them yet and their fixtures do not all replay. None at present.
 */
export const RULES_IN_PROGRESS: Readonly<Record<string, Title>> = byId({});

/**
 * Every title that can be played, 18xx or not, as rooms use them: keeping snapshots of their games,
 * each table playing the title its page loads (load.ts: an 1830 table without the 1830+ components
 * plays 1830 without them), so that a page can read its room's snapshot.
 */
export const RULESETS: Readonly<Record<string, Ruleset>> = byId({
  "1830": rulesetWithSnapshots(title1830, title1830For),
  "1882": rulesetWithSnapshots(title1882),
  "1837": rulesetWithSnapshots(title1837),
  "1889": rulesetWithSnapshots(title1889),
  "18Chesapeake": rulesetWithSnapshots(title18Chesapeake),
  "1846": rulesetWithSnapshots(title1846),
  "1817": rulesetWithSnapshots(title1817),
  Railways: railwaysRules,
});
