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
  /**
   * A seat link (/g/ID#token=...) gives this browser the seat: the token is
   * kept and taken out of the address bar. The fragment never reaches a server.
   */
  takeFromLink(gameId: string): void {
    const token = new URLSearchParams(location.hash.slice(1)).get("token");
    if (!token) return;
    seatTokens.set(gameId, token);
    history.replaceState(null, "", location.pathname + location.search);
  },
};
