// Which titles have a "How to play" page (web/src/how-to-play.tsx): the lobby and the game page link to it
// without loading its text, which is a chunk of its own.
export const HOW_TO_PLAY: ReadonlySet<string> = new Set(["1830", "1882", "1837", "1889", "18Chesapeake", "1846", "1817", "Railways"]);

/** The address of a title's "How to play". */
export const howToPlayPath = (title: string) => `/help/${encodeURIComponent(title)}`;
