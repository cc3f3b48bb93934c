// The compact page for iframes in forum posts: the map, whose turn it is, the
// last moves and the stock market, live over the socket. A spectator's embed
// carries no rules engine: the room sends where the game stands
// (GET /api/games/:id/view) and draws the board (/g/:id/board.svg), and the
// page asks again after each move the socket announces. A player acting from
// the embed (a seat token in the fragment, #token=...) and the Railways
// solitaire load the embed with the engine (embed-live.tsx).
import { signal, useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { FunctionComponent } from "preact";
import type { EmbedView } from "../../shared/protocol.ts";
import { MarketGrid } from "../../shared/board/market.tsx";
import { GameSocket, type SocketState } from "./socket.ts";

type Live = FunctionComponent<{ id: string; token: string | null }>;
const liveEmbed = signal<Live | null>(null);
function loadLiveEmbed(): Live | null {
  if (!liveEmbed.value) void import("./embed-live.tsx").then((m) => (liveEmbed.value = m.LiveEmbed));
  return liveEmbed.value;
}

/** Titles whose embed draws with their own engine in the page. */
const LIVE_TITLES = new Set(["Railways"]);

export function EmbedPage({ id }: { id: string }) {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  const view = useSignal<EmbedView | null>(null);
  const state = useSignal<SocketState>("connecting");
  const error = useSignal<string | null>(null);
  const live = token !== null || (view.value !== null && LIVE_TITLES.has(view.value.title));

  useEffect(() => {
    if (token !== null) return;
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
        // A title drawn by its own engine: the live embed takes over, with its own socket.
        if (!("error" in body) && LIVE_TITLES.has(body.title)) {
          stopped = true;
          socket?.close();
        }
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
    let socket: GameSocket | undefined;
    void refresh();
    socket = new GameSocket({
      gameId: id,
      token: null,
      onMessage: (message) => {
        if (message.type === "welcome" || message.type === "action") void refresh();
      },
      onState: (s) => (state.value = s),
      since: () => view.peek()?.n ?? 0,
    });
    return () => {
      stopped = true;
      socket?.close();
    };
  }, [id, token]);

  if (live) {
    const Live = loadLiveEmbed();
    return Live ? <Live id={id} token={token} /> : <p class="embed">Loading…</p>;
  }
  const v = view.value;
  return (
    <div class="embed">
      <div class="embed-head">
        <strong>{v?.titleName ?? "Game"}</strong>
        {v && <span> · {v.round}</span>}
        {v?.toAct && <span class="turn"> · {v.toAct} to act</span>}
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
