// What a room says of its game to those who are not playing it: where the
// turn stands (notices, "My tables", the embed's controls), the headline of a
// link preview, and the light embed's view. Each is read off the live game;
// none changes it.
import { Company, Corporation, Player } from "../shared/engine/entities.ts";
import { entityName } from "../shared/engine/game.ts";
import { effectiveActions } from "../shared/engine/log.ts";
import { GameSession, playerToAct, type LogSession } from "../shared/engine/session.ts";
import { findTitle } from "../shared/games/index.ts";
import { marketView } from "../shared/board/market.tsx";
import type { EmbedView, GameMeta } from "../shared/protocol.ts";
import type { Turn } from "./notify.ts";

const titleName = (meta: GameMeta) => findTitle(meta.title)?.name ?? meta.title;
const waitingForPlayers = (meta: GameMeta) => `waiting for players (${meta.seats.filter((s) => s.name).length}/${meta.seats.length})`;

/** Where the turn stands: the seat whose player the game waits for (for a corporation, its president's), or the end. `n`: the log's length. */
export function turnOf(meta: GameMeta, session: LogSession, n: number): Turn {
  const seated = meta.seats.filter((s): s is typeof s & { name: string } => s.name !== null);
  const seatOf = (playerId: string) => seated.find((s) => s.playerId === playerId);
  const result = (values: Record<string, number>, money: (v: number) => string) =>
    Object.entries(values)
      .sort((a, b) => b[1] - a[1])
      .map(([id, v]) => ({ name: seatOf(id)?.name ?? id, value: money(v) }));
  if (!(session instanceof GameSession)) {
    // A title with an engine of its own (the solitaire): its one player is always the one to act.
    const game = session.game;
    const round = game.standing?.() ?? (game.finished ? "finished" : "in play");
    if (game.finished) return { seats: [], round, finished: true, result: result(game.result(), String), actions: 0, messages: [], n };
    return { seats: seated.slice(0, 1).map((s) => ({ index: s.index, name: s.name })), round, finished: false, actions: 0, messages: [], n };
  }
  const game = session.game;
  const common = { round: game.round.name, actions: game.actions.length, messages: game.messages, n };
  if (game.finished) return { ...common, seats: [], finished: true, result: result(game.result(), (v) => game.money(v)) };
  // One answer for "your turn" everywhere (playerToAct): a private's ability usable out of turn is not the turn.
  const player = playerToAct(game);
  const seat = player ? seatOf(player.id) : undefined;
  return { ...common, seats: seat ? [{ index: seat.index, name: seat.name, ...(seat.bot ? { bot: true as const } : {}) }] : [], finished: false };
}

/** One line for link previews: "1830 · Operating Round 4.2 · PRR to operate". `session`: null while the table is open. */
export function headlineOf(meta: GameMeta, session: LogSession | null): string {
  const title = titleName(meta);
  if (meta.status === "open" || !session) return `${title} · ${waitingForPlayers(meta)}`;
  if (!(session instanceof GameSession)) return `${title} · ${session.game.standing?.() ?? (session.game.finished ? "finished" : "in play")}`;
  const game = session.game;
  if (game.finished) {
    const best = [...game.players].sort((a, b) => game.playerValue(b) - game.playerValue(a))[0]!;
    return `${title} · finished · ${best.name} wins with ${game.money(game.playerValue(best))}`;
  }
  const active = game.round.activeEntity();
  const who = active instanceof Player ? active.name : active instanceof Corporation ? active.sym : active ? (active as Company).sym : "nobody";
  return `${title} · ${game.round.name} · ${who} to ${active instanceof Corporation ? "operate" : "act"}`;
}

/** What the light embed shows (EmbedView). `session`: null while the table is open; `seatsToAct`: the seats the game waits for. */
export function embedViewOf(meta: GameMeta, session: LogSession | null, seatsToAct: number[]): EmbedView {
  const base = { id: meta.id, title: meta.title, titleName: titleName(meta), status: meta.status, n: meta.logLength };
  if (meta.status === "open" || !session) return { ...base, at: 0, round: waitingForPlayers(meta), toAct: null, seatsToAct: [], lastMoves: [], market: null };
  const at = effectiveActions(session.entries).length;
  const lastMoves = (session.game.messages ?? []).slice(-5).map((m) => m.text);
  if (!(session instanceof GameSession)) {
    const game = session.game;
    return { ...base, at, round: game.standing?.() ?? (game.finished ? "finished" : "in play"), toAct: null, seatsToAct, lastMoves, market: null };
  }
  const game = session.game;
  const active = game.finished ? null : game.round.activeEntity();
  return { ...base, at, round: game.finished ? "finished" : game.round.name, toAct: active ? entityName(active) : null, seatsToAct, lastMoves, market: marketView(game) };
}
