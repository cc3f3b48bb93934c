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
