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
  /** The rule book's section, e.g. "V-1.7". */
  readonly section?: string;
  /** Options of one group are alternatives (one at most is chosen). */
  readonly group?: string;
  /** Chosen unless the table says otherwise. */
  readonly default?: boolean;
  /** A table choosing it may seat more players than the title's usual most (1830's Base Game: 7, 1.2). */
  readonly maxPlayers?: number;
  /** Options it cannot be combined with, by id, each with why (an 1830+ scenario and a V-1.6 railroad it already has). */
  readonly excludes?: Readonly<Record<string, string>>;
  /** Chosen only with this option (a scenario's own toggles, 1830 S-5.2's options a and b, S-6.3's variants). */
  readonly requires?: string;
}

/** The most players a table may seat with these options: the title's usual most, or more where a chosen option allows it. */
export function maxPlayersWith(options: readonly RuleOption[], chosen: readonly string[], usual: number): number {
  return Math.max(usual, ...chosen.map((id) => findOption(options, id)?.maxPlayers ?? usual));
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
  const orphan = chosen.map((id) => findOption(options, id)!).find((o) => o.requires !== undefined && !chosen.includes(o.requires));
  if (orphan) return `option "${orphan.id}" is played only with "${orphan.requires}"`;
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

/** A table's choice written out: the default of every group of alternatives it chose nothing from, so its log says what it played. */
export function withDefaults(options: readonly RuleOption[], chosen: readonly string[]): string[] {
  const groups = new Set(chosen.map((id) => findOption(options, id)?.group));
  const defaults = options.filter((o) => o.default && (o.group === undefined || !groups.has(o.group)) && !chosen.includes(o.id));
  return [...chosen, ...defaults.map((o) => o.id)];
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
  return [...chosen, ...added];
}
