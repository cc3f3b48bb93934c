// The log as 18xx.games reads it (../shared/notes/18xx-games-log-format.md).
// A log of actions the reference knows is exported as it is, undo and redo
// included. Purchases agreed between players here are our own extension: an
// `offer` and its `respond` (1830 4.1, 7.6). The reference writes the agreed
// purchase as the buyer's `buy_company` or `buy_train` at the agreed price,
// so that is what an accepted offer exports as; a declined offer changed
// nothing and is left out, as is an offer still waiting for its answer.
// Importing such a log replays each of those purchases as already agreed
// (GameOptions.consent).
import { effectiveActions, type LogEntry } from "./log.ts";

type Entry = LogEntry & Record<string, unknown>;

/**
 * The log entries as 18xx.games reads them. A log with offers is exported as
 * the actions in effect (its undo and redo entries could take back an offer
 * that no longer exists in the export), each accepted offer in its answer's
 * place, with the answer's id and time and anything it set off.
 */
export function exportActions(entries: readonly LogEntry[]): LogEntry[] {
  if (!entries.some((e) => e.type === "offer" || e.type === "respond")) return [...entries];
  const out: LogEntry[] = [];
  let offer: Entry | null = null;
  for (const entry of effectiveActions(entries as readonly Entry[])) {
    if (entry.type === "offer") {
      offer = entry;
    } else if (entry.type === "respond") {
      if (offer && entry.accept === true) out.push(agreedPurchase(offer, entry));
      offer = null;
    } else {
      out.push(entry);
    }
  }
  return out;
}

/** The buyer's purchase an accepted offer stands for, in 18xx.games' shape. */
function agreedPurchase(offer: Entry, answer: Entry): Entry {
  // A player offering his own private names the buyer (`to`); otherwise the proposer buys.
  const buyer = offer.to !== undefined ? { entity: offer.to, entity_type: "player" } : { entity: offer.entity, entity_type: offer.entity_type };
  const what = offer.train !== undefined ? { train: offer.train } : { company: offer.company };
  const autos = [...((offer.auto_actions as unknown[]) ?? []), ...((answer.auto_actions as unknown[]) ?? [])];
  return {
    type: offer.train !== undefined ? "buy_train" : "buy_company",
    ...buyer,
    ...(answer.id !== undefined ? { id: answer.id } : {}),
    ...(answer.created_at !== undefined ? { created_at: answer.created_at } : {}),
    ...what,
    price: offer.price,
    ...(autos.length ? { auto_actions: autos } : {}),
  } as Entry;
}

/** A game as `GET /api/games/:id/log` exports it (18xx.games' format), whoever plays it: a room or `npm run selfplay`. */
export interface ExportedGame {
  id: string | number;
  title: string;
  players: { id: string | number; name: string }[];
  settings: { seed: number; optional_rules: string[] };
  actions: LogEntry[];
  status: string;
  result?: Record<string, number>;
}

/** The export of a game: its players with the log's ids (numbers when numeric, as 18xx.games writes them) and its actions as the reference reads them. */
export function exportGame(game: {
  id: string | number;
  title: string;
  players: readonly { id: string; name: string }[];
  seed: number;
  optionalRules: readonly string[];
  entries: readonly LogEntry[];
  status: string;
  result?: Record<string, number> | null;
}): ExportedGame {
  return {
    id: game.id,
    title: game.title,
    players: game.players.map((p) => ({ id: logId(p.id), name: p.name })),
    settings: { seed: game.seed, optional_rules: [...game.optionalRules] },
    actions: exportActions(game.entries),
    status: game.status,
    ...(game.result ? { result: game.result } : {}),
  };
}

/** Player ids go back to the log as numbers when they are numeric, as 18xx.games writes them. */
export function logId(id: string): string | number {
  return /^\d+$/.test(id) ? Number(id) : id;
}
