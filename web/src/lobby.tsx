import { useSignal } from "@preact/signals";
import { TITLES } from "../../shared/games/index.ts";
import { createGame, seatTokens } from "./api.ts";
import { navigate } from "./app.tsx";

export function Lobby() {
  const title = useSignal(TITLES[0]!.id);
  const name = useSignal(localStorage.getItem("name") ?? "Player 1");
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);

  async function newGame() {
    busy.value = true;
    error.value = null;
    try {
      localStorage.setItem("name", name.value);
      const created = await createGame({ title: title.value, name: name.value });
      seatTokens.set(created.id, created.seat.token);
      navigate(`/g/${created.id}`);
    } catch (e) {
      error.value = `Could not create the game: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }

  return (
    <section>
      <h1>Play 18xx with friends</h1>
      <p>
        <label>
          Your name <input value={name} onInput={(e) => (name.value = e.currentTarget.value)} maxLength={40} />
        </label>{" "}
        <label>
          Game{" "}
          <select value={title} onChange={(e) => (title.value = e.currentTarget.value)}>
            {TITLES.map((t) => (
              <option value={t.id}>{t.name}</option>
            ))}
          </select>
        </label>
      </p>
      <button onClick={newGame} disabled={busy.value}>
        {busy.value ? "Creating…" : "New game"}
      </button>
      {error.value && <p class="error" role="alert">{error.value}</p>}
    </section>
  );
}
