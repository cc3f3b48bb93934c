// A table: waiting for players, then the game itself, then the final scores.
import { Fragment, type ComponentChildren, type FunctionComponent } from "preact";
import { signal, useSignal } from "@preact/signals";
import { useEffect, useMemo, useState } from "preact/hooks";
import { titleOptions, type Game } from "../../../shared/engine/game.ts";
import { seatTokens } from "../seat-tokens.ts";
import { showAttention } from "../attention.ts";
import { Table } from "../table.ts";
import { effectiveActions } from "../../../shared/engine/log.ts";
import { ActionPanel, HeldWhileAsked } from "./actions.tsx";
import { later } from "../later.tsx";
import { BoardPanel } from "./board-panel.tsx";
import { afterPaint } from "./after-paint.ts";
import { ChartersPanel, PrivatesPanel } from "./certificates.tsx";
import { HOW_TO_PLAY, howToPlayPath } from "../how-to-play-titles.ts";
import { navigate } from "../app.tsx";
import { CorporationsPanel, MarketPanel, OperatingPanel, PlayersPanel } from "./panels.tsx";

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
/** The table's decisions (undo, end the game, a request's state): a chunk of its own, fetched when first drawn. */
const TableRequest = later(() => import("./table-request.tsx").then((m) => m.TableRequest));
/** The waiting room, and a seat link's choice: shown before a game starts, or once for a link (waiting-room.tsx). */
const Waiting = later(() => import("./waiting-room.tsx").then((m) => m.Waiting));
const SeatLinkChoice = later(() => import("./waiting-room.tsx").then((m) => m.SeatLinkChoice));

/** Why a game ended, as the final scores say it. */
const END_REASONS: Record<string, string> = {
  bank: "The bank broke.",
  bankrupt: "A player went bankrupt.",
  stock_market: "A share value reached the top of the market.",
  manually_ended: "The players ended the game.",
  final_phase: "The last set of operating rounds is over.",
};
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
  /** An operating round is played on the map; every other round (stock, auctions) decides what the tables show. */
  const operating = game?.round.name.startsWith("Operating") ?? false;
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
        // The layout follows the round (issue #40): beside the actions, what the round decides. A stock round (and an
        // auction) decides players' cash and certificates, the corporations, the market and the bank's certificates; an
        // operating round is played on the map, with the operating corporation's facts beside it.
        <TableLayout
          operating={operating}
          act={
            <div class="act-col">
              {game !== live ? (
                <section class="panel actions" aria-label="History">
                  <h2>{game.round.name}</h2>
                  <p>
                    Looking back at the position after {viewing.value} of {total} actions.{" "}
                    <button onClick={() => (viewing.value = null)}>Back to the live game</button>
                  </p>
                </section>
              ) : game.finished ? (
                <FinalScores table={table} />
              ) : (
                <HeldWhileAsked table={table}>
                  <ActionPanel table={table} game={game} />
                </HeldWhileAsked>
              )}
              {live && <TableRequest table={table} game={live} />}
              {operating && <OperatingPanel game={game} viewers={viewers} />}
            </div>
          }
          side={
            <Side table={table} game={game} live={live} total={total} viewing={viewing.value} onView={(n) => (viewing.value = n >= total ? null : n)} />
          }
          main={
          <div class="main-col">
            {operating ? (
              <>
                <BoardPanel table={table} game={game} />
                <AfterFirstPaint>
                  <CorporationsPanel game={game} viewers={viewers} />
                  <PlayersPanel game={game} viewers={viewers} bots={bots} />
                  <PrivatesPanel game={game} />
                  <MarketPanel game={game} />
                  <ChartersPanel game={game} />
                </AfterFirstPaint>
              </>
            ) : (
              <>
                {/* In the auction the cards are what a bid is about: they come first. */}
                {game.round.bidsOn && <PrivatesPanel game={game} />}
                <PlayersPanel game={game} viewers={viewers} bots={bots} />
                <CorporationsPanel game={game} viewers={viewers} />
                <MarketPanel game={game} />
                <BoardPanel table={table} game={game} />
                <AfterFirstPaint>
                  {!game.round.bidsOn && <PrivatesPanel game={game} />}
                  <ChartersPanel game={game} />
                </AfterFirstPaint>
              </>
            )}
          </div>
          }
        />
      )}
      {solo && <SoloTable table={table} />}
      {meta && meta.status !== "open" && !game && !solo && !table.error.value && <p>Loading the game…</p>}
    </section>
  );
}

/** Whether the screen is a laptop's (two columns, style.css), following it as the window is resized. */
const WIDE = "(min-width: 901px)";
function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return wide;
}

/**
 * A laptop: the actions over the bank, log and chat on the left, the round's panels beside them (the actions pinned in
 * their column). A phone or tablet: one column, the actions pinned over the round's panels only, the bank, log and
 * chat after them (where the pinned panel lets go, and the "Your turn" button brings it back).
 */
function TableLayout({ operating, act, side, main }: { operating: boolean; act: ComponentChildren; side: ComponentChildren; main: ComponentChildren }) {
  const kind = operating ? "operating" : "stock";
  return useWide() ? (
    <div class={`table-layout ${kind}`} data-layout={kind}>
      <div class="left-col">
        {act}
        <AfterFirstPaint>{side}</AfterFirstPaint>
      </div>
      {main}
    </div>
  ) : (
    <div class={`table-layout ${kind}`} data-layout={kind}>
      <div class="play-col">
        {act}
        {main}
      </div>
      <AfterFirstPaint>{side}</AfterFirstPaint>
    </div>
  );
}

/**
 * What can wait a frame: drawn once the page has first shown the actions and what the round is played on (issue #40:
 * the log, chat, bank and the tables under an operating round's map took a third of a long game's first render).
 */
function AfterFirstPaint({ children }: { children: ComponentChildren }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? <>{children}</> : null;
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


function FinalScores({ table }: { table: Table }) {
  const game = table.game!;
  const ranked = [...game.players].sort((a, b) => game.playerValue(b) - game.playerValue(a));
  return (
    <section class="panel final" aria-label="Final scores">
      <h2>Final scores</h2>
      <p>{END_REASONS[game.endReason ?? ""] ?? "The game is over."}</p>
      <ol>
        {ranked.map((p) => (
          <li key={p.id}>
            {p.name}: <strong>{game.money(game.playerValue(p))}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
