// The Railways solitaire in the live embed: its map and its last moves. The
// embed (embed-live.tsx) loads this only for a Railways game.
import { RailwaysGame } from "../../../shared/games/railways/game.ts";
import type { Table } from "../table.ts";
import { RailwaysMap } from "./map.tsx";
import "./railways.css";

export function RailwaysEmbed({ table }: { table: Table }) {
  const game = table.played?.game;
  if (!(game instanceof RailwaysGame)) return null;
  return (
    <div class="rw">
      <RailwaysMap game={game} marks={{ targets: new Set(), selected: new Set() }} />
      <ol class="embed-log" aria-label="Last moves">
        {game.messages.slice(-5).map((m, i) => (
          <li key={i}>{m.text}</li>
        ))}
      </ol>
    </div>
  );
}
