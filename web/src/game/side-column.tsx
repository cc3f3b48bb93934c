// What a table shows beside its play: the step through history, the bank and its trains, the log, the chat, the
// seats, notifications and the charts. They are drawn a frame after the actions and the map (AfterFirstPaint in
// page.tsx), and their code is loaded then, apart from the page's (issue #40, 11-12: a game page's first scripts
// carry only what its first render draws).
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { Game } from "../../../shared/engine/game.ts";
import type { Table } from "../table.ts";
import { Chart, samples } from "./history.tsx";
import { NotifyPanel } from "./notify-panel.tsx";
import { SeatsPanel } from "./seats.tsx";

/** Looking back at an earlier position: page.tsx shows it once the step through history has been moved. */
export { gameAt } from "./history.tsx";

export function SideColumn({ table, game, live, total, viewing, onView }: { table: Table; game: Game; live: Game | null; total: number; viewing: number | null; onView: (n: number) => void }) {
  return (
    <div class="side-col">
      <History total={total} viewing={viewing} onView={onView} />
      <BankPanel game={game} />
      <LogPanel game={game} notes={game === live ? table.undoNotes.value : []} />
      <ChatPanel table={table} />
      <SeatsPanel table={table} />
      <NotifyPanel table={table} />
      <Charts table={table} />
    </div>
  );
}

function History({ total, viewing, onView }: { total: number; viewing: number | null; onView: (n: number) => void }) {
  const at = viewing ?? total;
  return (
    <section class="panel history" aria-label="Step through history">
      <button onClick={() => onView(Math.max(0, at - 1))} disabled={at === 0} aria-label="Previous action">
        ◀
      </button>
      <input type="range" min={0} max={total} value={at} onInput={(e) => onView(Number(e.currentTarget.value))} aria-label="Position in the game" />
      <button onClick={() => onView(Math.min(total, at + 1))} disabled={at >= total} aria-label="Next action">
        ▶
      </button>
      <span>
        {at} / {total}
      </span>
    </section>
  );
}

function Charts({ table }: { table: Table }) {
  const shown = useSignal(false);
  if (!table.session) return null;
  if (!shown.value) {
    return (
      <section class="panel">
        <button onClick={() => (shown.value = true)}>Show value and share price charts</button>
      </section>
    );
  }
  const data = samples(table.session);
  const { game } = table.session;
  const money = (n: number) => game.money(n);
  const labels = data.map((d) => d.round);
  const seriesOf = (key: "values" | "prices") => {
    const names = [...new Set(data.flatMap((d) => Object.keys(d[key])))];
    return Object.fromEntries(names.map((n) => [n, data.map((d) => d[key][n] ?? 0)]));
  };
  return (
    <section class="panel charts" aria-label="Charts">
      {/* 1830 V-0.1 closed knowledge: a player's value tells his money, so its chart waits for the game's end. */}
      {game.data.hiddenMoney === "railroadsAndPlayers" && !game.finished ? (
        <p class="note">Player values are shown when the game is over (closed knowledge, 1830 V-0.1).</p>
      ) : (
        <Chart title="Player value after each operating round" series={seriesOf("values")} labels={labels} format={money} />
      )}
      <Chart title="Share prices after each operating round" series={seriesOf("prices")} labels={labels} format={money} />
    </section>
  );
}

export function BankPanel({ game }: { game: Game }) {
  const remaining = new Map<string, number>();
  for (const t of game.depot.upcoming) remaining.set(t.name, (remaining.get(t.name) ?? 0) + 1);
  const market = game.depot.discarded.map((t) => t.name);
  return (
    <section class="panel" aria-label="Bank">
      <h2>Bank and trains</h2>
      <p>
        Bank: <strong>{game.money(game.bank.cash)}</strong>
        {game.bankBroken && game.finished ? " (broken)" : ""}
        {game.bankBroken && !game.finished ? ` (broken: the game ends after ${game.data.bankBreakEnds === "operatingRound" ? "this operating round" : "this set of operating rounds"})` : ""}
      </p>
      {game.salesReformed && (
        <p class="reforms">
          Stock market reforms (1830 V-5.1) in force: a sale moves the share value down one row however many shares it sells.
        </p>
      )}
      <p>
        Phase <strong>{game.phase.name}</strong>: {game.phase.tiles.join(", ")} tiles, train limit {game.phase.trainLimit},{" "}
        {game.phase.operatingRounds} operating round{game.phase.operatingRounds > 1 ? "s" : ""} per set
      </p>
      <table class="grid" tabIndex={0} aria-label="Train roster">
        <thead>
          <tr>
            <th>Train</th>
            <th>Price</th>
            <th>Left</th>
            <th>Its first purchase rusts</th>
            <th>and starts phase</th>
          </tr>
        </thead>
        <tbody>
          {game.data.trains.map((t) => {
            const phase = game.data.phases.find((p) => p.onTrain === t.name && p !== game.data.phases[0]);
            return (
              <tr key={t.name} data-train-roster={t.name}>
                <td>{t.name}</td>
                <td class="num">{game.money(t.price)}</td>
                {/* An unlimited type (18xx.games' unlimited diesels) keeps one copy on offer: "as many as are bought". */}
                <td class="num">{t.count === Infinity ? "unlimited" : (remaining.get(t.name) ?? 0)}</td>
                <td>{t.rusts ? `all ${t.rusts}-trains` : "—"}</td>
                <td>{phase ? phaseText(phase, game.data.phases[game.data.phases.indexOf(phase) - 1]) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {market.length > 0 && <p>Open market: {market.join(", ")}</p>}
    </section>
  );
}

/** A phase as the train roster says it (1830 T-07): its number, tiles, train limit, operating rounds, and what it closes or opens. */
function phaseText(phase: Game["data"]["phases"][number], before?: Game["data"]["phases"][number]): string {
  const extra = [phase.buyCompanies && !before?.buyCompanies ? "privates may be sold to corporations" : "", phase.closeCompanies ? "privates close" : ""].filter(Boolean);
  return `${phase.name}: ${phase.tiles[phase.tiles.length - 1]} tiles, limit ${phase.trainLimit}, ${phase.operatingRounds} OR${phase.operatingRounds > 1 ? "s" : ""}${extra.length ? `; ${extra.join("; ")}` : ""}`;
}

/** The game's log; `notes` (undos and redos, from the table) are shown after that many of its lines. */
export function LogPanel({ game, notes = [] }: { game: Game; notes?: readonly { after: number; text: string }[] }) {
  const list = useRef<HTMLOListElement>(null);
  const first = Math.max(0, game.messages.length - 300);
  const lines: { text: string; cls: string }[] = [];
  game.messages.forEach((m, i) => {
    if (i >= first) lines.push({ text: m.text, cls: m.text.startsWith("--") ? "heading" : "" });
    for (const note of notes) if (note.after === i + 1) lines.push({ text: note.text, cls: "undo-note" });
  });
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} tabIndex={0} aria-label="Log lines">
        {lines.map((line, i) => (
          <li key={i} class={line.cls}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ChatPanel({ table }: { table: Table }) {
  const text = useSignal("");
  return (
    <section class="panel chat" aria-label="Chat">
      <h2>Chat</h2>
      <ol tabIndex={0} aria-label="Messages">
        {table.chat.value.map((line, i) => (
          <li key={i} class={line.system ? "system" : undefined}>
            <strong>{line.from}:</strong> {line.text}
          </li>
        ))}
      </ol>
      {/* A spectator speaks only where the table allows it (the room refuses him otherwise): no box he cannot use. */}
      {table.seats.value.length === 0 && !table.meta.value?.spectatorChat ? (
        <p class="note">Only the players chat at this table; you are watching.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.value.trim()) table.say(text.value.trim());
            text.value = "";
          }}
        >
          <input aria-label="Message" value={text} maxLength={500} onInput={(e) => (text.value = e.currentTarget.value)} placeholder="Say something…" />
          <button type="submit">Send</button>
        </form>
      )}
    </section>
  );
}
