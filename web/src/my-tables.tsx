// "My tables": every table this browser holds a seat at (the seat tokens in
// its storage), with whose turn it is, kept up to date while the page is open.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { TableSummary } from "../../shared/protocol.ts";
import { tableSummaries } from "./api.ts";
import { seatTokens } from "./seat-tokens.ts";
import { navigate } from "./app.tsx";
import { showAttention } from "./attention.ts";

/** How often the list asks again while the page is shown (milliseconds). */
const REFRESH_MS = 10_000;

export function MyTables() {
  const tables = useSignal<TableSummary[] | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function refresh() {
      clearTimeout(timer);
      const held = seatTokens.all();
      try {
        const answer = held.length ? (await tableSummaries(held)).tables : [];
        // Tables waiting for this browser first, then the newest moves.
        if (!stopped) tables.value = answer.filter((t): t is TableSummary => !("error" in t)).sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || order(a) - order(b));
      } catch {
        // Offline for a moment: the list stays as it was and is asked again.
      }
      if (!stopped && document.visibilityState === "visible") timer = setTimeout(() => void refresh(), REFRESH_MS);
    }
    const onVisible = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onVisible);
    void refresh();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  const waiting = tables.value?.filter((t) => t.yourTurn).length ?? 0;
  useEffect(() => {
    showAttention(`${waiting ? `● Your turn at ${waiting} table${waiting > 1 ? "s" : ""} — ` : ""}Roundhouse — 18xx online`, waiting > 0);
  }, [waiting]);
  if (!tables.value?.length) return null;
  return (
    <section class="panel my-tables" aria-label="My tables">
      <h2>My tables</h2>
      <ul class="tables">
        {tables.value.map((t) => (
          <li key={t.id} data-game={t.id} class={t.yourTurn ? "your-turn" : undefined}>
            <a href={`/g/${t.id}`} onClick={(e) => (e.preventDefault(), navigate(`/g/${t.id}`))}>
              {t.title} #{t.id}
            </a>{" "}
            — <span class="where">{where(t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const order = (t: TableSummary) => ({ playing: 0, open: 1, finished: 2 })[t.status];

/** Where a table stands, in a few words. */
function where(t: TableSummary): string {
  if (t.status === "open") return `waiting for players (${t.players.join(", ")})`;
  if (t.status === "finished") return "finished";
  const who = t.yourTurn ? "Your turn" : t.toAct.length ? `${t.toAct.map((s) => s.name).join(" and ")} to act` : "in play";
  return `${t.round ? `${t.round}: ` : ""}${who}`;
}
