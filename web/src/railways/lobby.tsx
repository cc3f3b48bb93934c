// The lobby's Railways corner: today's deal and its leaderboard, a deal by its
// seed (a friend's shared link lands here with ?railways=SEED), or a new one.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { DailyLeaderboard } from "../../../shared/games/railways/daily.ts";
import { OBJECTIVES } from "../../../shared/games/railways/objectives.ts";
import { createGame } from "../api.ts";
import { seatTokens } from "../seat-tokens.ts";
import { navigate } from "../app.tsx";
import { dealToday, todaysDeal } from "./api.ts";
import "./railways.css";

export function RailwaysLobby({ name }: { name: string }) {
  const shared = new URLSearchParams(location.search).get("railways");
  const seed = useSignal(shared && /^\d+$/.test(shared) ? shared : "");
  const objectives = useSignal<string[]>([]);
  const board = useSignal<DailyLeaderboard | null>(null);
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    todaysDeal()
      .then((b) => (board.value = b))
      .catch(() => {});
  }, []);

  /** `deal`: the deal's version, for a daily deal (a day's players all get its cards); the server's default otherwise. */
  async function play(dealSeed: number | null, deal?: string) {
    busy.value = true;
    error.value = null;
    try {
      localStorage.setItem("name", name);
      const options = { optional_rules: [...objectives.value, ...(deal ? [deal] : [])], ...(dealSeed === null ? {} : { seed: dealSeed }) };
      const created = await createGame({ title: "Railways", name, seats: 1, options, public: false });
      seatTokens.set(created.id, created.seat.token);
      navigate(`/g/${created.id}`);
    } catch (e) {
      error.value = `Could not deal the cards: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }

  async function today() {
    busy.value = true;
    error.value = null;
    try {
      localStorage.setItem("name", name);
      // The board deals it (its seed is drawn on the day, the same for everyone): a table on the deal's number would not count.
      const created = await dealToday(name, objectives.value);
      seatTokens.set(created.id, created.seat.token);
      navigate(`/g/${created.id}`);
    } catch (e) {
      error.value = `Could not deal today's cards: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }

  return (
    <section class="panel rw-lobby" aria-label="Railways solitaire">
      <h2>Railways: the 9-card solitaire</h2>
      <p>Build rail links and buildings and move passengers for 120 years. One player, one deal of the cards; share a deal by its number.</p>
      <fieldset>
        <legend>Objectives (any two or more: the Rail Baron)</legend>
        {Object.entries(OBJECTIVES).map(([id, text]) => (
          <label key={id} class="option">
            <input
              type="checkbox"
              checked={objectives.value.includes(id)}
              onChange={(e) => (objectives.value = e.currentTarget.checked ? [...objectives.value, id] : objectives.value.filter((o) => o !== id))}
            />{" "}
            {text}
          </label>
        ))}
      </fieldset>
      <div class="row">
        <button onClick={() => void today()} disabled={busy.value || !name.trim()}>
          Play today's deal
        </button>
        <label>
          Deal number <input type="number" min={0} value={seed} onInput={(e) => (seed.value = e.currentTarget.value)} aria-label="Deal number" />
        </label>
        <button onClick={() => void play(Number(seed.value))} disabled={busy.value || !/^\d+$/.test(seed.value) || !name.trim()}>
          Play this deal
        </button>
        <button class="pass" onClick={() => void play(null)} disabled={busy.value || !name.trim()}>
          New random deal
        </button>
      </div>
      {error.value && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
      {board.value && (
        <div aria-label="Today's leaderboard">
          <h3>Today's leaderboard ({board.value.date})</h3>
          {board.value.scores.length === 0 ? (
            <p>No scores yet today: be the first.</p>
          ) : (
            <ol class="rw-board-list">
              {board.value.scores.slice(0, 10).map((e) => (
                <li key={e.name}>
                  {e.name}: <strong>{e.score}</strong>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
