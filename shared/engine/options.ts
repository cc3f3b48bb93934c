// The rules a table chooses before its game begins: a title's variants and
// options (18xx.games option ids, so that its logs replay, or ours), each
// described the way the lobby and `GET /api/titles` show it.

export interface RuleOption {
  /** As `settings.optional_rules` carries it. */
  readonly id: string;
  /** In a player's words. */
  readonly name: string;
  /** One line on what it changes. */
  readonly summary: string;
  /**
   * What it changes in a player's words, without the rule book's codes, where the summary leans on them:
   * the lobby shows this (the section beside it as a small reference), the summary otherwise.
   */
  readonly plain?: string;
  /** What 18xx.games plays: the lobby's "as on 18xx.games" preset chooses it, for players who want their habits. */
  readonly as18xxGames?: true;
  /** The rule book's section, e.g. "V-1.7". */
  readonly section?: string;
  /** Options of one group are alternatives (one at most is chosen). */
  readonly group?: string;
  /** Chosen unless the table says otherwise. */
  readonly default?: boolean;
  /** A table choosing it may seat more players than the title's usual most (1830's Base Game: 7, 1.2). */
  readonly maxPlayers?: number;
  /** A table choosing it seats from `min` to `max` players, whatever the title's usual numbers: the only way to play
   *  the title with so few (1846's two-player variant: 2 to 2). */
  readonly players?: { readonly min: number; readonly max: number };
  /**
   * Options it cannot be combined with, by id, each with why (an 1830+ scenario and a V-1.6 railroad it already has;
   * 1830's Base Game and V-1.8's buy-bid & auction). A default so excluded is not played (withDefaults).
   */
  readonly excludes?: Readonly<Record<string, string>>;
  /**
   * Played only with this option (a scenario's own toggles, 1830 S-5.2's options a and b, S-6.3's variants;
   * 1830 V-1.8's auction variants, with the buy-bid & auction). It may be chosen or be the default the table plays.
   */
  readonly requires?: string;
}

/** The most players a table may seat with these options: the title's usual most, or more where a chosen option allows it,
 *  or what a chosen option's own numbers allow (RuleOption.players). */
export function maxPlayersWith(options: readonly RuleOption[], chosen: readonly string[], usual: number): number {
  const own = ownPlayers(options, chosen);
  if (own) return own.max;
  return Math.max(usual, ...chosen.map((id) => findOption(options, id)?.maxPlayers ?? usual));
}

/** The fewest players a table may seat with these options: the title's usual fewest, or a chosen option's own (RuleOption.players). */
export function minPlayersWith(options: readonly RuleOption[], chosen: readonly string[], usual: number): number {
  return ownPlayers(options, chosen)?.min ?? usual;
}

/** The numbers of players a chosen option plays with, if one has its own (1846's two-player variant). */
function ownPlayers(options: readonly RuleOption[], chosen: readonly string[]): RuleOption["players"] {
  return chosen.map((id) => findOption(options, id)?.players).find((p) => p !== undefined);
}

/** The option with this id, if the list has it (an own id: never an object's built-in such as "constructor"). */
export function findOption(options: readonly RuleOption[], id: string): RuleOption | undefined {
  return options.find((o) => o.id === id);
}

/** Why a choice of optional rules cannot be played, or null: unknown ids, two alternatives of one group. */
export function invalidChoice(options: readonly RuleOption[], chosen: readonly string[], what: string): string | null {
  const unknown = chosen.find((id) => !findOption(options, id));
  if (unknown !== undefined) {
    return `unknown option "${unknown}" for ${what}; known: ${options.map((o) => o.id).join(", ") || "none"}`;
  }
  for (const id of chosen) {
    const option = findOption(options, id)!;
    const other = chosen.find((o) => option.excludes && Object.hasOwn(option.excludes, o));
    if (other !== undefined) {
      return `options "${id}" (${option.name}) and "${other}" (${findOption(options, other)!.name}) cannot be combined: ${option.excludes![other]}`;
    }
  }
  // What is required may be chosen or be a default the table plays (V-1.8's auction variants need the auction, the default).
  const played = withDefaults(options, chosen);
  const orphan = chosen.map((id) => findOption(options, id)!).find((o) => o.requires !== undefined && !played.includes(o.requires));
  if (orphan) {
    const required = findOption(options, orphan.requires!);
    return `option "${orphan.id}" is played only with "${orphan.requires}"${required ? ` (${required.name})` : ""}`;
  }
  const groups = new Map<string, string>();
  for (const id of chosen) {
    const group = findOption(options, id)!.group;
    if (!group) continue;
    const other = groups.get(group);
    if (other !== undefined && other !== id) return `options "${other}" and "${id}" are alternatives: choose one`;
    groups.set(group, id);
  }
  return null;
}

/** Whether two options may not be played together: either excludes the other (RuleOption.excludes). */
function conflict(a: RuleOption, b: RuleOption): boolean {
  return (a.excludes !== undefined && Object.hasOwn(a.excludes, b.id)) || (b.excludes !== undefined && Object.hasOwn(b.excludes, a.id));
}

/**
 * A table's choice written out, so its log says what it played: for every group of alternatives it chose
 * nothing from, the group's default; where the choice excludes that default, the first of the group's
 * alternatives it allows (1830's Base Game plays V-1.8's bid & choose, not the ★ buy-bid & auction).
 * A default is played only with what it requires (V-1.8's auction variants only with the auction).
 */
export function withDefaults(options: readonly RuleOption[], chosen: readonly string[]): string[] {
  const played = chosen.map((id) => findOption(options, id)).filter((o) => o !== undefined);
  const groups = new Set(played.map((o) => o.group));
  const playable = (o: RuleOption) => (o.requires === undefined || played.some((p) => p.id === o.requires)) && !played.some((p) => conflict(p, o));
  const added = new Set<string>();
  // Until nothing more is added: an option added may be what another default requires.
  for (let more = true; more; ) {
    more = false;
    for (const o of options) {
      if (!o.default || (o.group === undefined ? chosen.includes(o.id) || added.has(o.id) : groups.has(o.group))) continue;
      if (o.requires !== undefined && !played.some((p) => p.id === o.requires)) continue;
      const pick = playable(o) ? o : options.find((a) => o.group !== undefined && a.group === o.group && playable(a));
      if (!pick) continue;
      played.push(pick);
      added.add(pick.id);
      if (pick.group !== undefined) groups.add(pick.group);
      more = true;
    }
  }
  return [...chosen, ...options.filter((o) => added.has(o.id)).map((o) => o.id)];
}

/**
 * A table's choice as it was stored, possibly by an older engine, made playable: an option now played only
 * with another that the table does not play is left out. It changed nothing then either: a Base Game table
 * written before V-1.8 was a choice lists the auction's variants beside the Base Game's bid & choose.
 */
export function storedChoice(options: readonly RuleOption[], chosen: readonly string[]): string[] {
  let kept = [...chosen];
  // Until nothing more goes: what is left out may be what another option requires.
  for (let left = kept.length + 1; kept.length < left; ) {
    left = kept.length;
    const played = withDefaults(options, kept);
    kept = kept.filter((id) => {
      const requires = findOption(options, id)?.requires;
      return requires === undefined || played.includes(requires);
    });
  }
  return kept;
}

/**
 * The rules an imported log plays with: its own, and those its title plays
 * 18xx.games' logs with (Title.importRules), except where the log itself
 * chose an alternative of theirs (a log exported here says what it played).
 */
export function importChoice(options: readonly RuleOption[], chosen: readonly string[], importRules: readonly string[]): string[] {
  const groups = new Set(chosen.map((id) => findOption(options, id)?.group));
  const added = importRules.filter((id) => {
    const group = findOption(options, id)?.group;
    return !chosen.includes(id) && (group === undefined || !groups.has(group));
  });
  return storedChoice(options, [...chosen, ...added]);
}

/**
 * The lobby's choice after ticking (or unticking) one option: an option of a group replaces the others of its
 * group, and the options it cannot be combined with (RuleOption.excludes: 1830's Base Game and V-1.8's buy-bid
 * & auction, a scenario and a V-1.6 railroad it has). Choices played only with an option no longer chosen go
 * with it (a scenario's own, V-1.8's auction variants); a group left without a choice gets what withDefaults
 * plays (the Base Game: bid & choose), so the lobby shows what the table will play.
 */
export function tickOption(options: readonly RuleOption[], chosen: readonly string[], id: string, on: boolean): string[] {
  const option = findOption(options, id);
  if (!option) return [...chosen];
  const others = chosen.filter((c) => {
    const other = findOption(options, c);
    return c !== id && !(option.group !== undefined && other?.group === option.group) && !(on && other !== undefined && conflict(option, other));
  });
  const next = storedChoice(options, on ? [...others, id] : others);
  return withDefaults(options, next).filter((c) => on || c !== id);
}
