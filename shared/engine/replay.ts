// Replaying 18xx.games-format logs: which entries are in effect after undo
// and redo, and the state summary that `npm run replay` prints (DESIGN.md).
import { Game, titleOptions, type Title } from "./game.ts";
import { importChoice } from "./options.ts";
import { effectiveActions, type LogEntry } from "./log.ts";

export interface GameLog {
  title?: string;
  /** A hotseat game of 18xx.games names its players without ids (logPlayers). */
  players: { id?: string | number; name: string }[];
  /** The game's id on 18xx.games; a game without a seed (hotseat) is seeded by its first number. */
  id?: string | number;
  settings?: { seed?: number | ""; optional_rules?: string[] };
  actions: LogEntry[];
}

/**
 * Builds the game an 18xx.games log describes, after its first `upto` entries,
 * with the optional rules the title plays imported games with (Title.importRules);
 * `afterEach` sees the game after each action in effect.
 */
export function replayLog(title: Title, log: GameLog, upto = log.actions.length, afterEach?: (game: Game, played: number) => void): Game {
  return new Replay(title, log).at(upto, afterEach);
}

/**
 * One log replayed to position after position. Going forward continues the
 * same game while the entries in between only add moves; an undo or redo
 * among them (or going back) replays afresh, as the entries in effect changed.
 */
export class Replay {
  private game: Game | null = null;
  private played: LogEntry[] = [];

  constructor(
    private readonly title: Title,
    private readonly log: GameLog,
  ) {}

  /** The game after the first `upto` entries of the log; `afterEach` sees it after each action this call plays. */
  at(upto = this.log.actions.length, afterEach?: (game: Game, played: number) => void): Game {
    const actions = effectiveActions(this.log.actions.slice(0, upto));
    const continues = this.game !== null && this.played.length <= actions.length && this.played.every((a, i) => a === actions[i]);
    if (!continues) {
      // An imported game replays as it was played, best routes or not (1830 7.4 is not enforced),
      // its purchases between presidents agreed (GameOptions.consent); what follows asks again.
      const rules = importChoice(titleOptions(this.title), this.log.settings?.optional_rules ?? [], this.title.importRules ?? []);
      this.game = new Game(this.title, logPlayers(this.log), { optional_rules: rules, best_routes: false, consent: false }, logSeed(this.log));
      this.played = [];
    }
    const game = this.game!;
    game.options.consent = false;
    actions.slice(this.played.length).forEach((action) => {
      game.process(action);
      this.played.push(action);
      afterEach?.(game, this.played.length);
    });
    game.options.consent = true;
    return game;
  }
}

/** A log's players as a game seats them: a hotseat game of 18xx.games names its players without ids, the name is the id there. */
export function logPlayers(log: Pick<GameLog, "players">): { id: string; name: string }[] {
  return log.players.map((p) => ({ id: String(p.id ?? p.name), name: p.name }));
}

/** The seed a log's game was set up with: its settings', or else the first number in its id, as 18xx.games seeds a
 *  game created without one (a hotseat game's "hs_cvjhogoy_1599504419"). */
export function logSeed(log: GameLog): number {
  const seed = log.settings?.seed as number | string | undefined;
  if (seed !== undefined && seed !== "") return Number(seed);
  return Number(/\d+/.exec(String(log.id ?? ""))?.[0] ?? 0);
}

const sortKeys = <V>(o: Record<string, V>): Record<string, V> => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The state summary of DESIGN.md, with sorted keys. */
export function summarize(game: Game, actions: number): Record<string, unknown> {
  const players: Record<string, unknown> = {};
  for (const p of game.players) {
    const shares: Record<string, number> = {};
    for (const c of game.corporations) {
      if (game.data.minorsApart && c.def.minor) continue;
      const percent = c.percentOf(p);
      if (percent) shares[c.sym] = percent;
    }
    players[p.id] = { cash: p.cash, companies: p.companies.map((c) => c.sym).sort(), shares: sortKeys(shares) };
  }
  const corporations: Record<string, unknown> = {};
  for (const c of game.activeCorporations()) {
    if (game.data.minorsApart && c.def.minor) continue;
    corporations[c.sym] = {
      cash: c.cash,
      companies: c.companies.filter((x) => !x.closed).map((x) => x.sym).sort(),
      // 1830 7.7: a railroad in receivership owes the bank's loan, and has a manager.
      ...(c.loan > 0 ? { loan: c.loan, manager: c.manager?.id ?? null } : {}),
      president: c.president?.id ?? null,
      price: game.market.price(c.sym),
      tokens: game.board.tokensOf(c.sym).length,
      trains: c.trains.map((t) => t.name).sort(),
    };
  }
  const summary: Record<string, unknown> = {
    actions,
    bank: game.bank.cash,
    corporations: sortKeys(corporations),
    finished: game.finished,
    players: sortKeys(players),
    tiles: sortKeys(Object.fromEntries(game.board.laidTiles().map(({ hex, tile }) => [hex, `${tile.name}:${tile.rotation}`]))),
    title: game.data.title,
  };
  if (game.finished) summary.result = sortKeys(game.result());
  return summary;
}

