// What the lobby needs to know about each title before any rules are loaded.
// The rules themselves load on demand (shared/games/load.ts), so a page
// carries only the title it shows.

export interface TitleInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** Who can play it, in plain words (a table's options may seat more: RuleOption.maxPlayers). */
  players: string;
  /** How long a game takes, in plain words, so that a group can pick one (the rule book's own estimate where it gives one). */
  length: string;
  /** A bot can play its seats (shared/bots/, docs/bots.md). */
  bots?: true;
  /** Its rules are still being completed (RULES_IN_PROGRESS): the lobby says so, in these words, beside its facts. */
  beingBuilt?: string;
  /** Its embed draws with its own engine in the page (the solitaire's map), not from the room's picture of the board. */
  embedDrawsItself?: true;
}

export const TITLES: readonly TitleInfo[] = [
  { id: "1830", name: "1830: Railways & Robber Barons", minPlayers: 2, maxPlayers: 6, bots: true, players: "2 to 6 players (7 in the Base Game and two 1830+ scenarios)", length: "3 to 5 hours, longer with new players" }, // 1830 "Getting Started"
  { id: "1882", name: "1882: Assiniboia", minPlayers: 2, maxPlayers: 6, bots: true, players: "2 to 6 players", length: "a short game: 1 to 3 hours, an hour more with new players" }, // 1882 rules, introduction
  { id: "1837", name: "1837", minPlayers: 3, maxPlayers: 7, bots: true, players: "3 to 7 players", length: "a long game: most of a day" },
  { id: "1889", name: "1889: History of Shikoku Railways", minPlayers: 2, maxPlayers: 6, bots: true, players: "2 to 6 players", length: "1½ to 3½ hours" }, // the box: 90 to 210 minutes
  { id: "18Chesapeake", name: "18Chesapeake: The Birth of American Railroads", minPlayers: 2, maxPlayers: 6, bots: true, players: "2 to 6 players", length: "about 2½ hours, an hour more with new players" }, // its rules: "about 2-1/2 hours", novices "might add an hour"
  { id: "1846", name: "1846: The Race for the Midwest", minPlayers: 3, maxPlayers: 5, bots: true, players: "3 to 5 players, or 2 in the two-player variant", length: "2 to 3 hours, up to 2 hours more with new players" }, // the box: 2-3 hours, 2 more with new players
  // 3 to 12, as 18xx.games seats it (its meta's PLAYER_RANGE; shared/protocol.ts MAX_SEATS).
  { id: "1817", name: "1817", minPlayers: 3, maxPlayers: 12, bots: true, players: "3 to 12 players", length: "a long game: most of a day" },
  { id: "Railways", name: "Railways (solitaire)", minPlayers: 1, maxPlayers: 1, embedDrawsItself: true, players: "1 player", length: "a short game alone: 12 rounds" },
];

/** 18xx.games' titles played here as an option of one of ours: its "1846 2p Variant" is 1846's two-player variant. */
const TITLES_AS_OPTIONS: Readonly<Record<string, { title: string; option: string }>> = { "1846 2p Variant": { title: "1846", option: "two_player" } };

/** A log of 18xx.games as a log of ours: a title of theirs that is an option here becomes that title with the option. */
export function asOurTitle<L extends { title: string; settings?: { optional_rules?: string[] } }>(log: L): L {
  const ours = Object.hasOwn(TITLES_AS_OPTIONS, log.title) ? TITLES_AS_OPTIONS[log.title]! : null;
  if (!ours) return log;
  const rules = log.settings?.optional_rules ?? [];
  return { ...log, title: ours.title, settings: { ...log.settings, optional_rules: rules.includes(ours.option) ? rules : [...rules, ours.option] } };
}

export function findTitle(id: string): TitleInfo | undefined {
  return TITLES.find((t) => t.id === id);
}
