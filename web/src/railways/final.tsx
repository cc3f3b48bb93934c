// The end of a Railways game: the score and how it is made, the objectives,
// a link that deals the same cards to a friend, and, for the daily deal,
// the leaderboard to submit the score to.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { utcDate, type DailyLeaderboard } from "../../../shared/games/railways/daily.ts";
import type { RailwaysGame } from "../../../shared/games/railways/game.ts";
import { seatTokens } from "../seat-tokens.ts";
import type { Table } from "../table.ts";
import { dailyBoard, submitDaily } from "./api.ts";

export function RailwaysFinal({ table, game }: { table: Table; game: RailwaysGame }) {
  table.version.value; // re-render when the game changes
  const s = game.state;
  const meta = table.meta.value!;
  const links = Object.keys(s.marked).length;
  const share = `${location.origin}/?railways=${meta.seed}`;
  const objectives = game.objectiveResults();
  return (
    <section class="panel final rw-final" aria-label="Final score">
      <h2>Final score</h2>
      <p class="rw-score">
        <strong data-score={game.score()}>{game.score()}</strong> = profit {s.profit} + 3 × {links} link{links === 1 ? "" : "s"} − pollution {s.pollution}
      </p>
      {objectives.length > 0 && (
        <ul class="rw-objectives">
          {objectives.map((o) => (
            <li key={o.id} class={o.met ? "met" : "missed"}>
              {o.met ? "✓" : "✗"} {o.name}: {o.detail}
            </li>
          ))}
        </ul>
      )}
      <p>
        Same deal for a friend:{" "}
        <input class="invite" readOnly value={share} onFocus={(e) => e.currentTarget.select()} aria-label="Share this deal" />{" "}
        <button onClick={() => navigator.clipboard?.writeText(share)}>Copy</button>
      </p>
      <Daily table={table} game={game} />
    </section>
  );
}

/** The daily leaderboard, for a game of a day's deal. */
function Daily({ table, game }: { table: Table; game: RailwaysGame }) {
  const meta = table.meta.value!;
  const date = utcDate(meta.createdAt);
  const board = useSignal<DailyLeaderboard | null>(null);
  const note = useSignal<string | null>(null);
  const busy = useSignal(false);
  useEffect(() => {
    dailyBoard(date).then((b) => (board.value = b)).catch(() => {});
  }, [date]);
  // The deal of the day the table was opened (its board says which, once the day's first table is dealt).
  if (board.value?.seed !== meta.seed) return null;
  const token = seatTokens.get(meta.id);
  async function submit() {
    busy.value = true;
    try {
      const done = await submitDaily(date, meta.id, token!);
      board.value = done.board;
      note.value = `Submitted: ${done.score}. Your best today is ${done.best}, place ${done.rank}.`;
    } catch (e) {
      note.value = (e as Error).message;
    } finally {
      busy.value = false;
    }
  }
  return (
    <div class="rw-daily" aria-label="Daily leaderboard">
      <h3>Daily deal of {date}</h3>
      {token && table.seats.value.includes(0) && (
        <button onClick={() => void submit()} disabled={busy.value || note.value !== null}>
          Submit {game.score()} to the leaderboard as {game.player.name}
        </button>
      )}
      {note.value && <p role="status">{note.value}</p>}
      {board.value && (
        <ol class="rw-board-list">
          {board.value.scores.map((e) => (
            <li key={e.name} class={e.game === meta.id ? "mine" : ""}>
              {e.name}: <strong>{e.score}</strong>
            </li>
          ))}
          {board.value.scores.length === 0 && <li>No scores yet.</li>}
        </ol>
      )}
    </div>
  );
}
