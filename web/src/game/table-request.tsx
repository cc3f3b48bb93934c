// The table's decisions beside the action panel (docs/protocol.md, "Undo, and
// the table's other decisions"): taking back a move, asking the others to
// take back theirs, asking to end the game, and a request's state while it
// waits: who asked what, who agreed, who is still asked, and the answers each
// may give (Allow / Refuse, or the asker's Withdraw). One component for every
// kind of request, placed under the action panel on every viewport; while a
// request waits the action panel is held (the room plays no move).
import { useSignal } from "@preact/signals";
import type { Entity } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import type { UndoRequest } from "../../../shared/protocol.ts";
import { entityRef, type Table } from "../table.ts";
import { Key, shortcut } from "./shortcuts.tsx";

/** What each kind of request asks, as a sentence's end ("Ada asks to …"). */
const ASKS: Record<UndoRequest["kind"], string> = {
  undo: "take back a move",
  redo: "put back a move taken back",
  end_game: "end the game now",
};

export function TableRequest({ table, game }: { table: Table; game: Game }) {
  table.version.value;
  const request = table.undo.value;
  if (request) return <RequestState table={table} request={request} />;
  // Nothing to say and nothing to ask (a spectator, a finished game): no empty panel.
  if (!table.decided.value && !mayAsk(table, game)) return null;
  return (
    <section class="panel table-request" aria-label="The table's decisions">
      {table.decided.value && (
        <p class="decided" role="status">
          {table.decided.value}
        </p>
      )}
      <Controls table={table} game={game} />
    </section>
  );
}

/** A request waiting: who asked what, who agreed, who is still asked, and this browser's answer. */
function RequestState({ table, request }: { table: Table; request: UndoRequest }) {
  const meta = table.meta.value;
  const name = (seat: number) => meta?.seats.find((s) => s.index === seat)?.name ?? `Seat ${seat + 1}`;
  const mine = table.seats.value;
  const mustAnswer = mine.some((s) => request.waiting.includes(s));
  const asker = mine.includes(request.seat);
  const agreed = request.agreed ?? [];
  const what = request.kind === "end_game" ? "End the game now, with everyone's value counted as it stands." : request.kind === "redo" ? "Put back the move taken back last." : `Take back: ${table.undoneByUndo()}.`;
  return (
    <section class="panel table-request waiting-answer" aria-labelledby="table-request-state">
      <div role="alert">
        <h2 id="table-request-state">
          {asker ? "You ask" : `${request.name} asks`} to {ASKS[request.kind]}
        </h2>
        <p class="asked">{what}</p>
      </div>
      <ul class="answers" aria-label="Answers">
        {agreed.map((s) => (
          <li key={s} data-answer="agreed">
            {name(s)}: agreed
          </li>
        ))}
        {request.waiting.map((s) => (
          <li key={s} data-answer="waiting">
            {name(s)}: {mine.includes(s) ? "your answer is awaited" : "not answered yet"}
          </li>
        ))}
      </ul>
      <p class="note">Until everyone asked has answered, only a player who agreed may move (his move ends the request); one refusal ends it.</p>
      {mustAnswer && (
        <div class="row">
          <button onClick={() => table.vote(true)}>Allow</button>
          <button class="pass" onClick={() => table.vote(false)}>
            Refuse
          </button>
        </div>
      )}
      {asker && !mustAnswer && (
        <button class="pass" onClick={() => table.vote(false)}>
          Withdraw my request
        </button>
      )}
    </section>
  );
}

/** Undo (saying which move it takes back, and whether the others are asked) and asking to end the game. */
function Controls({ table, game }: { table: Table; game: Game }) {
  const confirming = useSignal<"undo" | "end_game" | null>(null);
  const session = table.session;
  const me = mayAsk(table, game);
  if (!session || !me) return null;
  const others = othersAsked(table);
  const undoable = session.undoable() > 0;
  const undoOwn = undoable && (others.length === 0 || undoTakesOnlyMine(table, game));
  const move = undoable ? table.undoneByUndo() : "";
  const send = (type: "undo" | "end_game") => {
    confirming.value = null;
    table.act({ type, ...entityRef(me) });
  };
  const asked = others.map((s) => table.meta.value?.seats.find((x) => x.index === s)?.name ?? `Seat ${s + 1}`);
  const askedText = `${listed(asked)} ${asked.length === 1 ? "is" : "are"} asked to agree; no move is played until they answer.`;
  if (confirming.value) {
    const endGame = confirming.value === "end_game";
    return (
      <div class="confirm" role="group" aria-label={endGame ? "Ask to end the game" : "Ask to take back a move"}>
        <p>
          {endGame ? "End the game now, with everyone's value counted as it stands?" : `Take back a move that is not only yours: ${move}?`} {others.length ? askedText : "The game ends at once."}
        </p>
        <button class={endGame ? "danger" : undefined} onClick={() => send(confirming.value!)}>
          {others.length ? "Ask the table" : "End the game"}
        </button>
        <button class="pass" onClick={() => (confirming.value = null)}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div class="row table-controls">
      {undoable &&
        (undoOwn ? (
          <button class="undo" {...shortcut("undo")} onClick={() => send("undo")}>
            Undo: {move}
            <Key name="undo" />
          </button>
        ) : (
          <button class="undo" onClick={() => (confirming.value = "undo")}>
            Ask to take back: {move}
          </button>
        ))}
      <button class="pass" onClick={() => (confirming.value = "end_game")}>
        Ask to end the game
      </button>
    </div>
  );
}

/** The player this browser asks for (the first it plays), or null where it may ask nothing: a spectator, a finished game. */
function mayAsk(table: Table, game: Game) {
  if (!table.session || game.finished) return null;
  return game.players.find((p) => table.controls(p)) ?? null;
}

/** The seats a request from this browser would ask: every seated one it does not hold, bots' apart (worker/votes.ts consentNeeded). */
function othersAsked(table: Table): number[] {
  const mine = table.seats.value;
  return (table.meta.value?.seats ?? []).filter((s) => s.name !== null && !s.bot && !mine.includes(s.index)).map((s) => s.index);
}

/**
 * Whether an undo now takes back only this browser's moves (then the room plays it at once): each move's
 * entity is one it controls, and no programmed move of another player rides on it (the room's ownMoves).
 */
function undoTakesOnlyMine(table: Table, game: Game): boolean {
  const session = table.session!;
  let changed: number[];
  try {
    changed = session.changedBy({ type: "undo" } as never);
  } catch {
    return false;
  }
  const entityOf = (ref: { entity?: unknown; entity_type?: unknown }): Entity | undefined => {
    const id = String(ref.entity);
    if (ref.entity_type === "player") return game.players.find((p) => p.id === id);
    if (ref.entity_type === "corporation" || ref.entity_type === "minor") return game.corporations.find((c) => c.sym === id);
    return game.companies.find((c) => c.sym === id);
  };
  const mine = (ref: { entity?: unknown; entity_type?: unknown }) => {
    const entity = entityOf(ref);
    return entity !== undefined && table.controls(entity);
  };
  return changed.every((i) => {
    const entry = session.entries[i] as { entity?: unknown; entity_type?: unknown; auto_actions?: { entity?: unknown; entity_type?: unknown }[] };
    return mine(entry) && (entry.auto_actions ?? []).every((a) => a.entity_type === "player" && mine(a));
  });
}

/** "Bob", "Bob and Cy", "Bob, Cy and Di". */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
