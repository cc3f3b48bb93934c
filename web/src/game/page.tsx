// A table: waiting for players, then the game itself, then the final scores.
import { Fragment, type ComponentChildren, type FunctionComponent } from "preact";
import { signal, useSignal } from "@preact/signals";
import { useEffect, useMemo, useState } from "preact/hooks";
import { titleOptions, type Game } from "../../../shared/engine/game.ts";
import { freeSeat, joinGame, nameSeat, seatBot, seatLink, startGame, tableSummaries } from "../api.ts";
import { findTitle } from "../../../shared/games/titles.ts";
import { seatTokens } from "../seat-tokens.ts";
import { BotKindChoice, botMark } from "../bot-kind.tsx";
import type { BotKind } from "../../../shared/protocol.ts";
import { showAttention } from "../attention.ts";
import { Table } from "../table.ts";
import { effectiveActions } from "../../../shared/engine/log.ts";
import { ActionPanel } from "./actions.tsx";
import { HeldWhileAsked, TableRequest } from "./table-request.tsx";
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

/**
 * A seat link opened where this browser already keeps another token for the game. A browser keeps one
 * seat token per game, so the player says which to keep: the link's seats, or the ones he has (a link
 * opened by mistake, or sent to take his seats from him, changes nothing unasked). Whichever he gives
 * up stays valid, and its link is shown to keep. A kept token that no longer holds a seat is replaced
 * at once; a link that holds none is refused.
 */
function SeatLinkChoice({ id, link, onDone }: { id: string; link: string; onDone: () => void }) {
  const held = seatTokens.get(id)!;
  const seats = useSignal<{ held: number[]; link: number[] } | null>(null);
  useEffect(() => {
    tableSummaries([
      { id, token: held },
      { id, token: link },
    ])
      .then(({ tables }) => {
        const [mine, theirs] = tables.map((t) => ("seats" in t ? t.seats : []));
        if (!mine!.length && theirs!.length) return take();
        seats.value = { held: mine!, link: theirs! };
      })
      .catch(() => (seats.value = { held: [], link: [] }));
  }, []);
  function take() {
    seatTokens.set(id, link);
    onDone();
  }
  if (!seats.value) return null;
  const { held: mine, link: theirs } = seats.value;
  // Seat numbers where the room said them (it may not have answered).
  const named = (s: number[], unknown: string) => (s.length ? `seat ${s.map((i) => i + 1).join(", ")}` : unknown);
  return (
    <div class="panel seat-choice" role="alertdialog" aria-label="Which seat to keep">
      {theirs.length === 0 && mine.length > 0 ? (
        <p>The seat link you opened holds no seat of this game (its seat may have been handed out again). You keep {named(mine, "your seat")}.</p>
      ) : (
        <>
          <p>
            The link you opened is for {named(theirs, "a seat")} of this game, but this browser already holds {named(mine, "another seat")}. A browser keeps one seat per game: which do you keep?
          </p>
          <p>
            The one you give up stays valid. Your link for {named(mine, "your seat")}:{" "}
            <input class="invite" readOnly value={seatLink(id, held)} onFocus={(e) => e.currentTarget.select()} aria-label="Your present seat link" />
          </p>
          <button onClick={take}>Take {named(theirs, "the link's seat")} instead</button>{" "}
        </>
      )}
      <button onClick={onDone}>Keep {named(mine, "your seat")}</button>
    </div>
  );
}

function Waiting({ table, onSeated }: { table: Table; onSeated: () => void }) {
  const meta = table.meta.value!;
  const name = useSignal(localStorage.getItem("name") ?? "");
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const link = `${location.origin}/g/${meta.id}`;
  const seated = meta.seats.filter((s) => s.name !== null);
  const token = seatTokens.get(meta.id);
  async function join() {
    busy.value = true;
    try {
      localStorage.setItem("name", name.value);
      const { seat } = await joinGame(meta.id, name.value);
      seatTokens.set(meta.id, seat.token);
      onSeated();
    } catch (e) {
      error.value = (e as Error).message;
    } finally {
      busy.value = false;
    }
  }
  async function start() {
    busy.value = true;
    try {
      await startGame(meta.id, token!);
    } catch (e) {
      error.value = (e as Error).message;
    } finally {
      busy.value = false;
    }
  }
  async function bot(seat: number, on: boolean, kind?: BotKind) {
    busy.value = true;
    error.value = null;
    try {
      await seatBot(meta.id, token!, seat, on, kind);
    } catch (e) {
      error.value = `The seat could not be ${on ? "given to a bot" : "freed"}: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }
  /** The creator frees a player's seat (someone who took it and will not play: a squatter at a public table). */
  async function free(seat: number) {
    busy.value = true;
    error.value = null;
    try {
      await freeSeat(meta.id, token!, seat);
    } catch (e) {
      error.value = `The seat could not be freed: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }
  const creator = table.seats.value.includes(0);
  const full = seated.length === meta.seats.length;
  const creatorName = meta.seats[0]?.name ?? "the table's creator";
  // The creator fills free seats with bots where the title has one (docs/bots.md).
  const bots = creator && findTitle(meta.title)?.bots === true;
  // The room starts a table only with the title's fewest players (POST /start): the button says why it waits. A table
  // has at least as many seats as its options' fewest, which may be fewer than the title's (1846's two-player variant: 2).
  const fewest = Math.min(findTitle(meta.title)?.minPlayers ?? 2, meta.seats.length);
  const short = fewest - seated.length;
  const tooFew = short > 0 ? `${meta.title} needs at least ${fewest} players: ${short} more must join${bots ? ", or add a bot to a free seat" : ""}.` : null;
  return (
    <section class="panel waiting-room">
      <h2>{full ? "The table is full" : "Waiting for players"}</h2>
      <p class="waiting-hint" role="status">
        {creator
          ? full
            ? "Everyone is here: start the game when you are ready."
            : tooFew
              ? `Start the game once everyone is seated, or with the players here once there are at least ${fewest}.`
              : "Start the game once everyone is seated (or with the players here)."
          : `${creatorName} starts the game${full ? ": the table is full, waiting for the start" : " once everyone is seated"}.`}
      </p>
      {!meta.hotseat && (
        <p>
          Invite friends with this link:{" "}
          <input class="invite" readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-label="Invite link" />{" "}
          <button onClick={() => navigator.clipboard?.writeText(link)}>Copy</button>
        </p>
      )}
      <ol class="seats">
        {meta.seats.map((s) => (
          <li key={s.index} data-seat={s.index}>
            {meta.hotseat && s.name !== null && table.seats.value.includes(s.index) ? (
              <SeatName id={meta.id} token={token!} seat={s.index} name={s.name} onError={(e) => (error.value = e)} />
            ) : (
              (s.name ?? <em>free seat</em>)
            )}
            {s.bot && <span class="bot-mark"> {botMark(s.botKind)}</span>}
            {bots && s.bot && (
              <BotKindChoice label={`Kind of bot in seat ${s.index + 1}`} kind={s.botKind ?? "easy"} disabled={busy.value} onChange={(kind) => void bot(s.index, true, kind)} />
            )}
            {bots && s.name === null && (
              <button class="seat-bot" onClick={() => void bot(s.index, true)} disabled={busy.value} aria-label={`Add a bot in seat ${s.index + 1}`}>
                Add a bot
              </button>
            )}
            {bots && s.bot && s.index !== 0 && (
              <button class="seat-bot pass" onClick={() => void bot(s.index, false)} disabled={busy.value} aria-label={`Remove the bot from seat ${s.index + 1}`}>
                Remove the bot
              </button>
            )}
            {creator && !meta.hotseat && s.index !== 0 && s.name !== null && !s.bot && (
              <button class="free-seat pass" onClick={() => void free(s.index)} disabled={busy.value} aria-label={`Free seat ${s.index + 1} (${s.name}'s)`}>
                Free this seat
              </button>
            )}
          </li>
        ))}
      </ol>
      {table.seats.value.length === 0 && seated.length < meta.seats.length && (
        <form class="row" onSubmit={(e) => (e.preventDefault(), void join())}>
          <label>
            Your name <input value={name} maxLength={40} onInput={(e) => (name.value = e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={busy.value || !name.value.trim()}>
            Join
          </button>
        </form>
      )}
      {creator && (
        <>
          <button onClick={() => void start()} disabled={busy.value || tooFew !== null} aria-describedby={tooFew ? "too-few" : undefined}>
            Start the game with {seated.length} player{seated.length === 1 ? "" : "s"}
          </button>
          {tooFew && (
            <p id="too-few" class="note">
              {tooFew}
            </p>
          )}
        </>
      )}
      {error.value && <p class="error">{error.value}</p>}
    </section>
  );
}

/** A hotseat's seat, named while the table waits ("Player 2" becomes the one who plays it; the room lets any seat's holder rename it). */
function SeatName({ id, token, seat, name, onError }: { id: string; token: string; seat: number; name: string; onError: (e: string) => void }) {
  const text = useSignal(name);
  const busy = useSignal(false);
  useEffect(() => void (text.value = name), [name]);
  async function save() {
    busy.value = true;
    try {
      await nameSeat(id, token, seat, text.value.trim());
    } catch (e) {
      onError(`The seat could not be renamed: ${(e as Error).message}`);
    } finally {
      busy.value = false;
    }
  }
  return (
    <form class="seat-name" onSubmit={(e) => (e.preventDefault(), void save())}>
      <input value={text} maxLength={40} aria-label={`Name of seat ${seat + 1}`} onInput={(e) => (text.value = e.currentTarget.value)} />{" "}
      <button type="submit" disabled={busy.value || !text.value.trim() || text.value.trim() === name}>
        Rename
      </button>
    </form>
  );
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
