// A player's seats: the link that brings this seat back on any browser (the
// token lives in this browser's storage, which can be lost), and, for a
// browser holding several seats (an imported or hotseat table), handing one
// to another player with a link of its own. In a game under way, a seat handed
// to a bot of the kind its holder chooses (easy or hard, docs/bots.md), and taken back.
import { useSignal } from "@preact/signals";
import { inviteSeat, seatBot, seatLink } from "../api.ts";
import { seatTokens } from "../seat-tokens.ts";
import { BotKindChoice } from "../bot-kind.tsx";
import type { BotKind } from "../../../shared/protocol.ts";
import { findTitle } from "../../../shared/games/titles.ts";
import type { Table } from "../table.ts";

export function SeatsPanel({ table }: { table: Table }) {
  const meta = table.meta.value;
  const token = seatTokens.get(table.id);
  const shown = useSignal(false);
  const handed = useSignal<{ seat: number; link: string } | null>(null);
  const error = useSignal<string | null>(null);
  /** The kind last chosen for each seat, offered again once it is taken back ("easy" until chosen). */
  const chosen = useSignal<Record<number, BotKind>>({});
  const mine = table.seats.value;
  if (!meta || !token || mine.length === 0) return null;
  const name = (seat: number) => meta.seats.find((s) => s.index === seat)?.name ?? `Seat ${seat + 1}`;
  async function handOut(seat: number) {
    error.value = null;
    try {
      const { token: fresh } = await inviteSeat(table.id, token!, seat);
      handed.value = { seat, link: seatLink(table.id, fresh) };
    } catch (e) {
      error.value = `The seat could not be handed out: ${(e as Error).message}`;
    }
  }
  const botPlays = (seat: number) => Boolean(meta.seats.find((s) => s.index === seat)?.bot);
  // A seat a bot plays shows the kind the room stored; choosing another changes it at once (as in the waiting room).
  const kindOf = (seat: number): BotKind => (botPlays(seat) ? (meta.seats.find((s) => s.index === seat)?.botKind ?? "easy") : (chosen.value[seat] ?? "easy"));
  function choose(seat: number, kind: BotKind) {
    chosen.value = { ...chosen.value, [seat]: kind };
    if (botPlays(seat)) void toBot(seat, true, kind);
  }
  async function toBot(seat: number, bot: boolean, kind?: BotKind) {
    error.value = null;
    try {
      await seatBot(table.id, token!, seat, bot, kind);
    } catch (e) {
      error.value = `The seat could not be ${bot ? "handed to a bot" : "taken back"}: ${(e as Error).message}`;
    }
  }
  // A finished game (its last move seen here before the room's meta says so) has no seat left to hand to a bot.
  const playing = meta.status === "playing" && !table.game?.finished && findTitle(meta.title)?.bots === true;
  return (
    <section class="panel seats-panel" aria-label="Your seats">
      {playing && (
        <ul class="bot-seats">
          {mine.map((seat) => (
            <li key={seat}>
              <button onClick={() => void toBot(seat, !botPlays(seat), botPlays(seat) ? undefined : kindOf(seat))}>
                {botPlays(seat) ? `Take ${name(seat)}'s seat back from the bot` : `Let a bot play ${name(seat)}'s seat`}
              </button>{" "}
              <BotKindChoice label={`Kind of bot for ${name(seat)}'s seat`} kind={kindOf(seat)} onChange={(kind) => choose(seat, kind)} />
            </li>
          ))}
        </ul>
      )}
      {!shown.value ? (
        <button onClick={() => (shown.value = true)}>My seat link{mine.length > 1 ? " and handing out seats" : ""}</button>
      ) : (
        <>
          <p>
            Keep this link to come back to {mine.length > 1 ? "your seats" : `${name(mine[0]!)}'s seat`} from any browser. Anyone who has it plays {mine.length > 1 ? "them" : "it"}: keep it private.
          </p>
          <CopyLink label="Your seat link" link={seatLink(table.id, token)} />
          {mine.length > 1 && (
            <>
              <p>Give a seat to another player: they open its link; this browser no longer plays that seat.</p>
              <ul class="hand-out">
                {mine.map((seat) => (
                  <li key={seat}>
                    <button onClick={() => void handOut(seat)}>Hand {name(seat)}'s seat to someone</button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {handed.value && <CopyLink label={`Link for ${name(handed.value.seat)}'s seat`} link={handed.value.link} />}
        </>
      )}
      {error.value && <p class="error">{error.value}</p>}
    </section>
  );
}

function CopyLink({ label, link }: { label: string; link: string }) {
  return (
    <p class="row">
      <input class="invite" readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-label={label} />{" "}
      <button onClick={() => navigator.clipboard?.writeText(link)}>Copy</button>
    </p>
  );
}
