// A game page's rare screens, a chunk of their own (issue #40, 11): the waiting room (seats, names, bots, the start)
// before the game starts, and the choice a seat link opened beside another seat's token asks for.
import { useEffect } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { freeSeat, joinGame, nameSeat, seatBot, seatLink, startGame, tableSummaries } from "../api.ts";
import { findTitle } from "../../../shared/games/titles.ts";
import { seatTokens } from "../seat-tokens.ts";
import { BotKindChoice, botMark } from "../bot-kind.tsx";
import type { BotKind } from "../../../shared/protocol.ts";
import type { Table } from "../table.ts";

/**
 * A seat link opened where this browser already keeps another token for the game. A browser keeps one
 * seat token per game, so the player says which to keep: the link's seats, or the ones he has (a link
 * opened by mistake, or sent to take his seats from him, changes nothing unasked). Whichever he gives
 * up stays valid, and its link is shown to keep. A kept token that no longer holds a seat is replaced
 * at once; a link that holds none is refused.
 */
export function SeatLinkChoice({ id, link, onDone }: { id: string; link: string; onDone: () => void }) {
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

export function Waiting({ table, onSeated }: { table: Table; onSeated: () => void }) {
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
