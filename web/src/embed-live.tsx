// The embed with the engine in the page (embed.tsx loads it): for a player
// acting from the embed (a seat token in the fragment, #token=..., sent in
// the first socket message, never in a URL the server logs) and for the
// Railways solitaire, whose map is its own (railways/embed.tsx, loaded only
// for its games). The map, the stock market, whose turn it is and the last
// moves, live over the socket.
import { useEffect, useMemo } from "preact/hooks";
import type { FunctionComponent } from "preact";
import { entityName } from "../../shared/engine/game.ts";
import { Table } from "./table.ts";
import { signal } from "@preact/signals";
import type { ActionPanel as ActionPanelType } from "./game/actions.tsx";
import { BoardPanel } from "./game/board-panel.tsx";
import { MarketGrid, marketView } from "../../shared/board/market.tsx";

/** The action panel loads only for a player acting from the embed; spectators never fetch it. */
const actionPanel = signal<typeof ActionPanelType | null>(null);
function loadActionPanel(): typeof ActionPanelType | null {
  if (!actionPanel.value) void import("./game/actions.tsx").then((m) => (actionPanel.value = m.ActionPanel));
  return actionPanel.value;
}

/** The Railways solitaire's map and moves, loaded only for its games. */
const soloEmbed = signal<FunctionComponent<{ table: Table }> | null>(null);
function loadSoloEmbed(): FunctionComponent<{ table: Table }> | null {
  if (!soloEmbed.value) void import("./railways/embed.tsx").then((m) => (soloEmbed.value = m.RailwaysEmbed));
  return soloEmbed.value;
}

export function LiveEmbed({ id, token }: { id: string; token: string | null }) {
  const table = useMemo(() => new Table(id, { token, tokenInHello: true }), [id, token]);
  useEffect(() => () => table.close(), [table]);
  table.version.value;
  const meta = table.meta.value;
  const game = table.game;
  const active = game?.round.activeEntity();
  /** A title with an engine of its own (no 18xx session), the Railways solitaire: its map and where the game stands. */
  const solo = table.session ? null : (table.played?.game ?? null);
  return (
    <div class="embed">
      <div class="embed-head">
        <strong>{meta?.title ?? "Game"}</strong>
        {game && <span> · {game.round.name}</span>}
        {game && !game.finished && active && <span class="turn"> · {entityName(active)} to act</span>}
        {game?.finished && <span> · finished</span>}
        {solo?.standing && <span> · {solo.standing()}</span>}
        <span class={`dot ${table.state.value}`} title={table.state.value} />
        <a href={`/g/${id}`} target="_blank" rel="noopener">
          Open the full game on Roundhouse ↗
        </a>
      </div>
      {!game && !solo && <p>{meta?.status === "open" ? "Waiting for players…" : "Loading…"}</p>}
      {solo && (() => {
        const SoloEmbed = loadSoloEmbed();
        return SoloEmbed ? <SoloEmbed table={table} /> : <p>Loading…</p>;
      })()}
      {game && (
        <>
          {token && table.seats.value.length > 0 && (() => {
            const ActionPanel = loadActionPanel();
            return ActionPanel ? <ActionPanel table={table} game={game} /> : null;
          })()}
          <BoardPanel table={table} game={game} />
          <details>
            <summary>Stock market</summary>
            <MarketGrid view={marketView(game)} />
          </details>
          <ol class="embed-log" aria-label="Last moves">
            {game.messages.slice(-5).map((m, i) => (
              <li key={i}>{m.text}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
