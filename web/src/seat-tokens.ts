// The seat tokens this browser holds. A module of its own: the app shell reads
// one as a game page opens (app.tsx), and it should not bring the REST calls
// (api.ts) into every page's first script.

/** Seat tokens live in this browser only, one per game. */
export const seatTokens = {
  get: (gameId: string) => localStorage.getItem(`seat:${gameId}`),
  set: (gameId: string, token: string) => localStorage.setItem(`seat:${gameId}`, token),
  /** Every table this browser holds a seat at, with its token. */
  all(): { id: string; token: string }[] {
    const tables: { id: string; token: string }[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      const id = /^seat:([a-z0-9]{10})$/.exec(key)?.[1];
      if (id) tables.push({ id, token: localStorage.getItem(key)! });
    }
    return tables;
  },
  /** The seat token of a seat link (/g/ID#token=...) in the address, if any. The fragment never reaches a server. */
  inLink(): string | null {
    return new URLSearchParams(location.hash.slice(1)).get("token");
  },
  /**
   * A seat link gives this browser the seat: the token is kept and taken out of the address bar. It
   * never silently replaces a different token this browser already holds for the game (a link opened
   * by mistake, or sent to take a player's seats from him): that one is returned, for the player to
   * choose which to keep (SeatLinkChoice in game/page.tsx).
   */
  takeFromLink(gameId: string): string | null {
    const token = seatTokens.inLink();
    if (!token) return null;
    history.replaceState(null, "", location.pathname + location.search);
    const held = seatTokens.get(gameId);
    if (held !== null && held !== token) return token;
    seatTokens.set(gameId, token);
    return null;
  },
};
