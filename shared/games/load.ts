// Each title's rules, loaded when a page first needs them: the bundler puts
// every title in its own chunk, so a game page loads only its own. (The lobby
// loads none: it lists the options GET /api/titles gives.) A
// table that plays none of the 1830+ components' options loads 1830 without
// them (./1830/title.ts), the same rules less to fetch.
import { rulesetOf, type Ruleset } from "../engine/session.ts";

/** A promise made once, when first asked for. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const full1830 = once(async () => rulesetOf((await import("./1830/index.ts")).title1830));
const without1830Plus = once(async () => rulesetOf((await import("./1830/title.ts")).title1830WithoutPlus));

/** A title's rules for a table playing `optionalRules` (undefined: any of its options, as the lobby offers them). */
const LOADERS: Readonly<Record<string, (optionalRules?: readonly string[]) => Promise<Ruleset>>> = {
  "1830": async (optionalRules) => {
    if (!optionalRules) return full1830();
    const lighter = await without1830Plus();
    return optionalRules.every((id) => lighter.optionalRules.some((o) => o.id === id)) ? lighter : full1830();
  },
  "1882": once(async () => rulesetOf((await import("./1882/index.ts")).title1882)),
  "1837": once(async () => rulesetOf((await import("./1837/index.ts")).title1837)),
  Railways: once(async () => (await import("./railways/index.ts")).railwaysRules),
};

/**
 * The rules of a title, loaded once, for a table playing the options `optionalRules` (without them:
 * every option the title has, as the lobby offers them); undefined for a title that cannot be played here.
 */
export function loadRuleset(id: string, optionalRules?: readonly string[]): Promise<Ruleset> | undefined {
  return Object.hasOwn(LOADERS, id) ? LOADERS[id]!(optionalRules) : undefined;
}
