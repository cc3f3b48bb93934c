// The compact page for iframes in forum posts: the map, whose turn it is, the
// last moves and the stock market, live over the socket. A spectator's embed
// carries no rules engine: its HTML carries where the game stands (the view
// of GET /api/games/:id/view), the room draws the board (/g/:id/board.svg),
// and the page asks for the view again after each move the socket announces. A player's embed (a
// seat token in the fragment, #token=...) is the same light page while the
// game waits for someone else; once it waits for him, or he asks for his
// controls, it loads the engine and the action panel (embed-live.tsx). The
// Railways solitaire always draws with its engine.
import { signal, useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { FunctionComponent } from "preact";
import type { EmbedView } from "../../shared/protocol.ts";
import { MarketGrid } from "../../shared/board/market.tsx";
import { findTitle } from "../../shared/games/titles.ts";
import { GameSocket, type SocketState } from "./socket.ts";

type Live = FunctionComponent<{ id: string; token: string | null }>;
const liveEmbed = signal<Live | null>(null);
function loadLiveEmbed(): Live | null {
  if (!liveEmbed.value) void import("./embed-live.tsx").then((m) => (liveEmbed.value = m.LiveEmbed));
  return liveEmbed.value;
}

/** The view the page's HTML brings (the Worker writes it in, worker/index.ts): the first paint asks the room nothing. */
function viewInPage(id: string): EmbedView | null {
  try {
    const view = JSON.parse(document.getElementById("embed-view")?.textContent ?? "null") as EmbedView | null;
    return view?.id === id ? view : null;
  } catch {
    return null;
  }
}

export function EmbedPage({ id }: { id: string }) {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  const view = useSignal<EmbedView | null>(viewInPage(id));
  const state = useSignal<SocketState>("connecting");
  const error = useSignal<string | null>(null);
  /** The seats the fragment's token holds, as the socket's welcome says (null before it, or without a token). */
  const seats = useSignal<number[] | null>(null);
  /** The player asked for his controls while the game waits for someone else (a private's ability, a programmed pass). */
  const controlsAsked = useSignal(false);
  const v = view.value;
  const hisTurn = v !== null && seats.value !== null && v.seatsToAct.some((s) => seats.value!.includes(s));
  // Once loaded, the engine stays: the next turn needs it again, and it follows the game by itself.
  const wentLive = useRef(false);
  const live = (wentLive.current ||= (v !== null && findTitle(v.title)?.embedDrawsItself === true) || controlsAsked.value || hisTurn);

  useEffect(() => {
    if (live) return;
    let stopped = false;
    let asking = false;
    let again = false;
    /** Asks the room where the game stands; a move announced meanwhile asks once more after. */
    const refresh = async () => {
      if (asking) return void (again = true);
      asking = true;
      try {
        const response = await fetch(`/api/games/${id}/view`);
        const body = (await response.json()) as EmbedView | { error: string };
        if (stopped) return;
        if ("error" in body) error.value = body.error;
        else view.value = body;
      } catch {
        // Offline for a moment: the socket's next welcome asks again.
      } finally {
        asking = false;
        if (again && !stopped) {
          again = false;
          void refresh();
        }
      }
    };
    // The socket opens once the view is here (in the page, or asked for): its hello says the log length the
    // view stands at, so the welcome brings no log entries (this page draws none; a long game's log is a
    // large message), and only entries since then make it ask again.
    // A player's token goes in the first message (never in a URL the server logs): the welcome says his seats.
    let socket: GameSocket | undefined;
    void (view.peek() ? Promise.resolve() : refresh()).then(() => {
      if (stopped) return;
      socket = new GameSocket({
        gameId: id,
        token,
        tokenInHello: true,
        onMessage: (message) => {
          if (message.type === "welcome") seats.value = token ? message.seats : null;
          if (message.type === "reject") error.value = message.error;
          if ((message.type === "welcome" && message.log.length > 0) || message.type === "action") void refresh();
        },
        onState: (s) => (state.value = s),
        since: () => view.peek()?.n ?? 0,
      });
    });
    return () => {
      stopped = true;
      socket?.close();
    };
  }, [id, token, live]);

  if (live) {
    const Live = loadLiveEmbed();
    return Live ? <Live id={id} token={token} /> : <p class="embed">Loading the game's rules…</p>;
  }
  return (
    <div class="embed">
      <div class="embed-head">
        <strong>{v?.titleName ?? "Game"}</strong>
        {v && <span> · {v.round}</span>}
        {v?.toAct && <span class="turn"> · {v.toAct} to act</span>}
        {v?.status === "playing" && seats.value && seats.value.length > 0 && (
          <button type="button" onClick={() => (controlsAsked.value = true)} title="Your turn loads them by itself; this is for a move out of turn">
            Show my controls
          </button>
        )}
        <span class={`dot ${state.value}`} title={state.value} />
        <a href={`/g/${id}`} target="_blank" rel="noopener">
          Open the full game on Roundhouse ↗
        </a>
      </div>
      {error.value && <p role="alert">{error.value}</p>}
      {!v && !error.value && <p>Loading…</p>}
      {v && v.status !== "open" && (
        <>
          <img class="embed-board" src={`/g/${id}/board.svg?at=${v.at}`} alt={`The ${v.titleName} board after ${v.at} moves`} />
          {v.market && (
            <details>
              <summary>Stock market</summary>
              <MarketGrid view={v.market} />
            </details>
          )}
          <ol class="embed-log" aria-label="Last moves">
            {v.lastMoves.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
