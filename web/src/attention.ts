// Telling a player, from a tab he is not looking at, that a game waits for him:
// the tab's title and its icon (a red dot on the site's icon).

const icon = (dot: boolean) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2f4a5a"/>` +
      `<path d="M10 27 15 5M22 27 17 5M8 21h16M10 14h12" stroke="#fff" stroke-width="2.6" fill="none"/>` +
      (dot ? `<circle cx="24" cy="8" r="7.5" fill="#e03131" stroke="#fff" stroke-width="1.5"/>` : "") +
      `</svg>`,
  );

/** Sets the tab's title and icon; `waiting` marks both (the page's own words say why). */
export function showAttention(title: string, waiting: boolean): void {
  document.title = title;
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    link.type = "image/svg+xml";
    document.head.append(link);
  }
  const state = waiting ? "turn" : "idle";
  if (link.dataset.state === state) return;
  link.dataset.state = state;
  link.href = icon(waiting);
}
