// What the lobby needs to know about each title before any rules are loaded.
// The rules themselves load on demand (shared/games/load.ts), so a page
// carries only the title it shows.

export interface TitleInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** A bot can play its seats (shared/bots/, docs/bots.md). */
  bots?: true;
  /** Its embed draws with its own engine in the page (the solitaire's map), not from the room's picture of the board. */
  embedDrawsItself?: true;
}

export const TITLES: readonly TitleInfo[] = [
  { id: "1830", name: "1830: Railways & Robber Barons", minPlayers: 2, maxPlayers: 6, bots: true },
  { id: "1882", name: "1882: Assiniboia", minPlayers: 2, maxPlayers: 6, bots: true },
  { id: "1837", name: "1837", minPlayers: 3, maxPlayers: 7, bots: true },
  { id: "18Chesapeake", name: "18Chesapeake: The Birth of American Railroads", minPlayers: 2, maxPlayers: 6, bots: true },
  { id: "Railways", name: "Railways (solitaire)", minPlayers: 1, maxPlayers: 1, embedDrawsItself: true },
];

export function findTitle(id: string): TitleInfo | undefined {
  return TITLES.find((t) => t.id === id);
}
