// The choice of a bot's kind, in plain words (docs/bots.md): the lobby offers it
// for each bot seat of a new table, the waiting room for each seat a bot takes,
// and a game under way for each seat its holder hands to a bot.
import type { BotKind } from "../../shared/protocol.ts";

/** What each kind of bot does, as a player reads it. */
export const BOT_KIND_WORDS: Record<BotKind, string> = {
  easy: "Easy: plays the best move it sees now",
  hard: "Hard: plans ahead, plays out the next rounds",
};

/** The mark beside the name of a seat a bot plays, with its kind where it is not the default. */
export const botMark = (kind: BotKind | undefined) => (kind === "hard" ? "(bot, hard)" : "(bot)");

export function BotKindChoice({ label, kind, onChange, disabled = false }: { label: string; kind: BotKind; onChange: (kind: BotKind) => void; disabled?: boolean }) {
  return (
    <label class="bot-kind">
      {label}{" "}
      <select value={kind} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value as BotKind)}>
        {(Object.keys(BOT_KIND_WORDS) as BotKind[]).map((k) => (
          <option key={k} value={k}>
            {BOT_KIND_WORDS[k]}
          </option>
        ))}
      </select>
    </label>
  );
}
