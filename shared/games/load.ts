// Each title's rules, loaded when a page first needs them: the bundler puts
// every title in its own chunk, so the lobby and a game page stay small.
import { rulesetOf, type Ruleset } from "../engine/session.ts";

const LOADERS: Readonly<Record<string, () => Promise<Ruleset>>> = {
  "1830": async () => rulesetOf((await import("./1830/index.ts")).title1830),
  "1882": async () => rulesetOf((await import("./1882/index.ts")).title1882),
  "1837": async () => rulesetOf((await import("./1837/index.ts")).title1837),
  Railways: async () => (await import("./railways/index.ts")).railwaysRules,
};

/** The titles that can be played here. */
export const PLAYABLE: readonly string[] = Object.keys(LOADERS);

const loaded = new Map<string, Promise<Ruleset>>();

/** The rules of a title, loaded once; undefined for a title that cannot be played here. */
export function loadRuleset(id: string): Promise<Ruleset> | undefined {
  const loader = LOADERS[id];
  if (!loader) return undefined;
  let rules = loaded.get(id);
  if (!rules) loaded.set(id, (rules = loader()));
  return rules;
}
