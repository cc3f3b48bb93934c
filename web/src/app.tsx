// The app shell: a tiny router over the lobby and the game page.
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { Lobby } from "./lobby.tsx";
import { GamePage } from "./game/page.tsx";
import { EmbedPage } from "./embed.tsx";

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
    document.title = match ? `Game ${match[2]} — Rails` : "Rails — 18xx online";
  }, [match?.[2]]);
  if (match?.[1] === "embed") return <EmbedPage id={match[2]!} key={match[2]} />;
  return (
    <>
      <header>
        <a href="/" onClick={(e) => (e.preventDefault(), navigate("/"))}>
          Rails
        </a>
      </header>
      <main>{match ? <GamePage id={match[2]!} key={match[2]} /> : <Lobby />}</main>
    </>
  );
}
