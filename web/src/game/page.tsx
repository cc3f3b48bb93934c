// A table: waiting for players, then the game: an 18xx title's play area and final scores (table-play.tsx), or the
// Railways solitaire's own table (../railways/table.tsx).
import { Fragment, type FunctionComponent } from "preact";
import { signal, useSignal } from "@preact/signals";
import { useEffect, useMemo, useState } from "preact/hooks";
import { titleOptions, type Game } from "../../../shared/engine/game.ts";
import { seatTokens } from "../seat-tokens.ts";
import { showAttention } from "../attention.ts";
import { Table } from "../table.ts";
import { effectiveActions } from "../../../shared/engine/log.ts";
import { later } from "../later.tsx";
import { HOW_TO_PLAY, howToPlayPath } from "../how-to-play-titles.ts";
import { navigate } from "../app.tsx";

const STATE_TEXT = { connecting: "Connecting…", open: "Connected", closed: "Disconnected — reconnecting…" } as const;


/**
 * The table of a title with an engine of its own, the Railways solitaire: its code (its engine's
 * moves, map and cards) is fetched only for its games, so an 18xx table never loads it.
 */
const soloTable = signal<FunctionComponent<{ table: Table }> | null>(null);
function loadSoloTable(): FunctionComponent<{ table: Table }> | null {
  if (!soloTable.value) void import("../railways/table.tsx").then((m) => (soloTable.value = m.RailwaysPage));
  return soloTable.value;
}

/** What a table shows beside its play (side-column.tsx): its code is loaded once the page has first been drawn (Side). */
const sideColumn = signal<typeof import("./side-column.tsx") | null>(null);
function Side(props: Parameters<typeof import("./side-column.tsx").SideColumn>[0]) {
  if (!sideColumn.value) void import("./side-column.tsx").then((m) => (sideColumn.value = m));
  const loaded = sideColumn.value;
  return loaded ? <loaded.SideColumn {...props} /> : null;
}
/**
 * The 18xx table's play area (table-play.tsx): in the rounds' file (vite.config.ts), which every 18xx title's rules
 * load with the page, so it is there when the game is; the Railways solitaire's page never loads it.
 */
const TablePlay = later(() => import("./table-play.tsx").then((m) => m.TablePlay));
/** The waiting room, and a seat link's choice: shown before a game starts, or once for a link (waiting-room.tsx). */
const Waiting = later(() => import("./waiting-room.tsx").then((m) => m.Waiting));
const SeatLinkChoice = later(() => import("./waiting-room.tsx").then((m) => m.SeatLinkChoice));

/** The table's chosen options other than the title's preselected (★) ones: its variants, by name. */
function TableOptions({ game }: { game: Game }) {
  const chosen = game.options.optional_rules;
  const variants = titleOptions(game.title).filter((o) => chosen.includes(o.id) && !o.default);
  if (!variants.length) return null;
  return (
    <p class="table-options" aria-label="Table options">
      Variants:{" "}
      {variants.map((o, i) => (
        <Fragment key={o.id}>
          {i ? ", " : ""}
          <span data-table-option={o.id} title={o.summary}>
            {o.name}
            {o.section ? ` (${o.section})` : ""}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

export function GamePage({ id }: { id: string }) {
  const generation = useSignal(0);
  // A seat link for a different token than the one this browser keeps for the game: the player chooses (SeatLinkChoice).
  const [linked] = useState(() => seatTokens.takeFromLink(id));
  const choosing = useSignal(linked);
  // Until he has chosen, the page watches: neither token is used unasked (nor one that holds no seat any more).
  const table = useMemo(() => new Table(id, choosing.peek() ? { token: null } : {}), [id, generation.value]);
  useEffect(() => () => table.close(), [table]);
  const meta = table.meta.value;
  table.version.value; // re-render on every change
  /** The position shown: null for the live game, or a number of actions in effect (history). */
  const viewing = useSignal<number | null>(null);
  const live = table.game;
  const total = table.session ? effectiveActions(table.session.entries).length : 0;
  // A position is looked back at with the side column's step through history: its code is there (peeked: the page is not drawn again when it comes).
  const past = viewing.value !== null && viewing.value < total ? sideColumn.peek() : null;
  const game = live && past ? past.gameAt(table.session!, viewing.value!) : live;
  /** A title with an engine of its own (no 18xx session): the Railways solitaire. */
  const solo = table.session ? null : (table.played?.game ?? null);
  /** The players whose seats this browser holds: what 1830 V-0.1 lets it see (shared/engine/knowledge.ts). */
  const bots = new Map(meta?.seats.filter((s) => s.bot).map((s) => [s.playerId, s.botKind ?? "easy"]));
  const viewers = table.seats.value.map((i) => meta?.seats.find((s) => s.index === i)?.playerId).filter((id): id is string => id !== undefined);

  // The tab's title and icon (and, if wanted, a short tone) tell a player it is his turn: that the game waits for him.
  const sound = useSignal(localStorage.getItem("sound") === "on");
  const wasMyTurn = useSignal(false);
  const myTurn = Boolean(live && table.waitsForMe(live)) || Boolean(solo && !solo.finished && table.seats.value.includes(0));
  useEffect(() => {
    showAttention(`${myTurn ? "● Your turn — " : ""}${meta?.title ?? "Game"} #${id} — Roundhouse`, myTurn);
    if (myTurn && !wasMyTurn.value && sound.value) chime();
    wasMyTurn.value = myTurn;
  });

  return (
    <section class="game" data-log-length={table.log.length}>
      <div class="game-head">
        <h1>
          {meta?.title ?? "Game"} <code>{id}</code>
        </h1>
        <p class="status" data-state={table.state.value} role="status">
          {STATE_TEXT[table.state.value]}
        </p>
        {live && <TableOptions game={live} />}
        {meta && HOW_TO_PLAY.has(meta.title) && (
          <a class="how-to-play-link" href={howToPlayPath(meta.title)} onClick={(e) => (e.preventDefault(), navigate(howToPlayPath(meta.title)))}>
            How to play {meta.title}
          </a>
        )}
        {meta && (
          <p>
            {table.seats.value.length === 0 ? "You are watching." : `You are in seat ${table.seats.value.map((s) => s + 1).join(", ")}.`}
          </p>
        )}
        {choosing.value && (
          <SeatLinkChoice
            id={id}
            link={choosing.value}
            onDone={() => {
              choosing.value = null;
              generation.value++;
            }}
          />
        )}
        {table.seats.value.length > 0 && (
          <label class="option-inline">
            <input
              type="checkbox"
              checked={sound.value}
              onChange={(e) => {
                sound.value = e.currentTarget.checked;
                localStorage.setItem("sound", sound.value ? "on" : "off");
              }}
            />{" "}
            Sound on my turn
          </label>
        )}
      </div>
      {table.error.value && (
        <p class="error" role="alert">
          {table.error.value}
        </p>
      )}
      {meta?.status === "open" && <Waiting table={table} onSeated={() => generation.value++} />}
      {game && (
        <TablePlay
          table={table}
          game={game}
          live={live}
          viewing={viewing.value}
          total={total}
          onLive={() => (viewing.value = null)}
          viewers={viewers}
          bots={bots}
          side={<Side table={table} game={game} live={live} total={total} viewing={viewing.value} onView={(n) => (viewing.value = n >= total ? null : n)} />}
        />
      )}
      {solo && <SoloTable table={table} />}
      {meta && meta.status !== "open" && !game && !solo && !table.error.value && <p>Loading the game…</p>}
    </section>
  );
}

function SoloTable({ table }: { table: Table }) {
  const Loaded = loadSoloTable();
  return Loaded ? <Loaded table={table} /> : <p>Loading the game…</p>;
}

/** A short two-note tone, made on the spot (no sound file to load). */
function chime(): void {
  try {
    const audio = new AudioContext();
    [660, 880].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, audio.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.15 + 0.14);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.15);
      osc.stop(audio.currentTime + i * 0.15 + 0.15);
    });
  } catch {
    // No audio available: the tab title still says it.
  }
}
