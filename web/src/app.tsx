// The app shell: a tiny router over the lobby and the game page.
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { FunctionComponent } from "preact";
import { showAttention } from "./attention.ts";
import { seatTokens } from "./seat-tokens.ts";
import { openAhead } from "./socket.ts";

// Each page is its own chunk: an embed loads neither the lobby nor the full
// game page, and a title's rules load with the game that needs them.
const PAGES = {
  lobby: () => import("./lobby.tsx").then((m) => m.Lobby as FunctionComponent<Record<string, never>>),
  game: () => import("./game/page.tsx").then((m) => m.GamePage as FunctionComponent<{ id: string }>),
  help: () => import("./how-to-play.tsx").then((m) => m.HowToPlay as FunctionComponent<{ title: string }>),
  embed: () => import("./embed.tsx").then((m) => m.EmbedPage as FunctionComponent<{ id: string }>),
};
// A game page opened by its address: its socket opens now, while the page's code loads (socket.ts).
// Its token is the one the page will use: a seat link's, or the one this browser keeps. (Not when a seat link
// brings another token than the kept one: the page asks the player which to keep before it uses either.)
const gameAddress = /^\/g\/([a-z0-9]{10})$/.exec(location.pathname);
if (gameAddress) {
  const [kept, linked] = [seatTokens.get(gameAddress[1]!), seatTokens.inLink()];
  if (kept === null || linked === null || kept === linked) openAhead(gameAddress[1]!, linked ?? kept);
}

const loadedPages = new Map<string, FunctionComponent<never>>();
const pagesLoaded = signal(0);

function page<K extends keyof typeof PAGES>(name: K): Awaited<ReturnType<(typeof PAGES)[K]>> | null {
  const loaded = loadedPages.get(name);
  if (loaded) return loaded as Awaited<ReturnType<(typeof PAGES)[K]>>;
  void PAGES[name]().then((component) => {
    loadedPages.set(name, component as FunctionComponent<never>);
    pagesLoaded.value++;
  });
  return null;
}

const path = signal(location.pathname);

export function navigate(to: string): void {
  history.pushState(null, "", to);
  path.value = to;
}

addEventListener("popstate", () => {
  path.value = location.pathname;
});

export function App() {
  const match = /^\/(g|embed)\/([a-z0-9]{10})$/.exec(path.value);
  useEffect(() => {
    showAttention(match ? `Game #${match[2]} — Roundhouse` : "Roundhouse — 18xx online", false);
  }, [match?.[2]]);
  pagesLoaded.value; // re-render when a page's code arrives
  if (match?.[1] === "embed") {
    const EmbedPage = page("embed");
    return EmbedPage ? <EmbedPage id={match[2]!} key={match[2]} /> : <p class="loading">Loading…</p>;
  }
  const help = /^\/help\/([\w-]+)$/.exec(path.value);
  const GamePage = match ? page("game") : null;
  const Help = help ? page("help") : null;
  const Lobby = match || help ? null : page("lobby");
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to the content
      </a>
      <header>
        <a href="/" onClick={(e) => (e.preventDefault(), navigate("/"))} aria-label="Roundhouse: the lobby">
          Roundhouse
        </a>
      </header>
      <main id="main">
        {match ? (
          GamePage ? <GamePage id={match[2]!} key={match[2]} /> : <p>Loading…</p>
        ) : help ? (
          Help ? <Help title={help[1]!} key={help[1]} /> : <p>Loading…</p>
        ) : Lobby ? (
          <Lobby />
        ) : (
          <p>Loading…</p>
        )}
      </main>
    </>
  );
}
