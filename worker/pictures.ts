// A room's board pictures (link previews, embeds, image-only forums): the board
// as SVG, drawn by the same components the page uses. The PNG is not the room's
// work: the Worker in front rasterises this SVG and keeps the PNG in the
// platform's cache (worker/images.ts), so a PNG holds the room no longer than
// its SVG does. Anyone may ask for pictures, unauthenticated, at any position of
// the game, so what they may cost the room is bounded here (docs/security.md):
// - the picture at the current position is drawn once per move, then cached;
// - a picture at an earlier position needs the game as it stood then, which is a
//   replay: those replays come out of one budget for the whole room (the asker is
//   nobody in particular), checked before any work, and a spent budget is a 429.
// The game at the last earlier position asked for is kept, and a later position is
// reached from it by playing the actions between (a viewer stepping forward costs
// one action a step, not a replay).
import { renderBoardSvg } from "../shared/board/render.ts";
import { Game } from "../shared/engine/game.ts";
import { effectiveActions, type LogEntry } from "../shared/engine/log.ts";
import { replayOnto, type LogSession, type PlayableGame, type Ruleset } from "../shared/engine/session.ts";
import { RULESETS } from "../shared/games/index.ts";
import type { GameMeta } from "../shared/protocol.ts";

/**
 * Pictures at earlier positions: the actions a room replays for them, per second and in a burst
 * (1830 and 1837 replay trusted at 10 to 35 microseconds an action, docs/engine.md: the budget
 * spent is at most a few hundredths of the room's time). A picture's drawing (an SVG of the
 * 1830 board: 6 ms, bench/embed) counts as DRAW_COST actions.
 */
export const REPLAY_BUDGET = { perSecond: 1000, burst: 2000 };
export const DRAW_COST = 200;
/** SVG pictures kept: the newest and whatever a thread links to. */
const KEPT_PICTURES = 16;

/** What the pictures need of their room. */
export interface PictureRoom {
  meta(): GameMeta | null;
  /** The live game (loaded on first use after a wake). */
  session(): LogSession;
}

/** A picture refused for now, in words, with the seconds after which to ask again. */
export interface Busy {
  busy: string;
  retryAfter: number;
}

/** A position of the game: its first `n` actions in effect. */
interface Position {
  meta: GameMeta;
  rules: Ruleset;
  session: LogSession;
  effective: LogEntry[];
  n: number;
  /** The cache's name for it: after an undo and other moves, the same n is another position. */
  key: string;
}

export class Pictures {
  private readonly pictures = new Map<string, string>();
  /** The game at the last earlier position drawn, with the actions it has played. */
  private kept: { actions: LogEntry[]; game: PlayableGame } | null = null;
  private budget = { tokens: REPLAY_BUDGET.burst, at: 0 };
  /** The actions in effect, worked out once per log entry (a picture's position and its key need them). */
  private effective: { entries: readonly LogEntry[]; length: number; last: LogEntry | undefined; actions: LogEntry[] } | null = null;
  /** A number for each action object, so that a position's key tells apart what an undo replaced. */
  private readonly serials = new WeakMap<object, number>();
  private nextSerial = 1;

  constructor(
    private readonly room: PictureRoom,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.budget.at = now();
  }

  /** The board as SVG after `at` actions in effect (default: now), the position it was drawn for, and the log's length then. */
  svg(at?: number): { svg: string; n: number; log: number; cached: boolean } | Busy | null {
    const position = this.position(at);
    return position && this.svgAt(position);
  }

  /** The height of the board's PNG at this width (the SVG's proportions, as the Worker's rasteriser fits it), or null where no board is drawn now. */
  pngHeight(width: number): number | null {
    const drawn = this.svg();
    if (!drawn || "busy" in drawn) return null;
    const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(drawn.svg);
    return box ? Math.round((width * Number(box[2])) / Number(box[1])) : null;
  }

  /**
   * Which position `at` is (the number of actions in effect) and the log's length now: together they
   * name a picture that never changes (the log only grows), the key of the Worker's cache of PNGs.
   */
  where(at?: number): { n: number; log: number } | null {
    const position = this.position(at);
    return position && { n: position.n, log: position.session.entries.length };
  }

  /** Where `at` falls in the game (clamped to its length); null where there is no board to draw. */
  private position(at: number | undefined): Position | null {
    const meta = this.room.meta();
    if (!meta || meta.status === "open") return null;
    const rules = RULESETS[meta.title]!;
    const session = this.room.session();
    if (!(session.game instanceof Game) && !rules.picture) return null;
    const effective = this.effectiveOf(session.entries);
    const n = at === undefined ? effective.length : Math.max(0, Math.min(at, effective.length));
    const last = n ? effective[n - 1]! : null;
    return { meta, rules, session, effective, n, key: `${n}#${last ? this.serial(last) : 0}` };
  }

  /** The actions in effect in these entries: the last answer while the log is as it was. */
  private effectiveOf(entries: readonly LogEntry[]): LogEntry[] {
    const known = this.effective;
    const last = entries[entries.length - 1];
    if (known?.entries === entries && known.length === entries.length && known.last === last) return known.actions;
    const actions = effectiveActions(entries);
    this.effective = { entries, length: entries.length, last, actions };
    return actions;
  }

  private svgAt(position: Position): { svg: string; n: number; log: number; cached: boolean } | Busy {
    const log = position.session.entries.length;
    const hit = this.pictures.get(position.key);
    if (typeof hit === "string") return { svg: hit, n: position.n, log, cached: true };
    const game = position.n === position.effective.length ? position.session.game : this.gameAt(position);
    if ("busy" in game) return game;
    const { meta, rules } = position;
    const title = `${meta.title} ${meta.id}`;
    const svg =
      game instanceof Game
        ? renderBoardSvg(
            { board: game.board, data: game.data, openCompanies: game.companies.filter((c) => !c.closed).map((c) => c.sym), phaseColor: game.phase.offboardColor, title },
            { xmlDeclaration: true },
          )
        : // A title with an engine of its own draws its own picture.
          rules.picture!(game, title);
    this.remember(position.key, svg);
    return { svg, n: position.n, log, cached: false };
  }

  /** The game at an earlier position: from the kept game where it is on the way there, else replayed; paid for first. */
  private gameAt({ meta, rules, effective, n }: Position): PlayableGame | Busy {
    const kept = this.kept;
    const onTheWay = kept !== null && kept.actions.length <= n && kept.actions.every((a, i) => a === effective[i]);
    const from = onTheWay ? kept.actions.length : 0;
    const refused = this.spend(n - from + DRAW_COST);
    if (refused) return refused;
    // Never kept half-walked: a fault below leaves nothing behind.
    this.kept = null;
    let game: PlayableGame;
    if (onTheWay) {
      game = kept.game;
      const actions = effective.slice(from, n);
      // As a stored log replays (trusted: every entry was accepted when played).
      if (game instanceof Game) replayOnto(game, { optional_rules: meta.options.optional_rules }, actions, "trusted");
      else for (const action of actions) game.process(action);
    } else {
      const players = meta.seats.filter((s) => s.name !== null).map((s) => ({ id: s.playerId, name: s.name! }));
      game = rules.session({ players, options: { optional_rules: meta.options.optional_rules }, seed: meta.seed }, effective.slice(0, n), "trusted").game;
    }
    this.kept = { actions: effective.slice(0, n), game };
    return game;
  }

  /** Takes `cost` actions from the room's replay budget, or says when to ask again. */
  private spend(cost: number): Busy | null {
    const now = this.now();
    const { perSecond, burst } = REPLAY_BUDGET;
    this.budget.tokens = Math.min(burst, this.budget.tokens + ((now - this.budget.at) / 1000) * perSecond);
    this.budget.at = now;
    // A replay longer than the burst waits for a full budget, and leaves it owing.
    const needed = Math.min(cost, burst);
    if (this.budget.tokens < needed) {
      const retryAfter = Math.max(1, Math.ceil((needed - this.budget.tokens) / perSecond));
      return {
        busy: `the board at an earlier position is drawn by replaying the game, and this game has replayed as much as it may for pictures just now: ask again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}`,
        retryAfter,
      };
    }
    this.budget.tokens -= cost;
    return null;
  }

  private serial(action: object): number {
    let serial = this.serials.get(action);
    if (serial === undefined) this.serials.set(action, (serial = this.nextSerial++));
    return serial;
  }

  private remember(key: string, picture: string): void {
    this.pictures.set(key, picture);
    while (this.pictures.size > KEPT_PICTURES) this.pictures.delete(this.pictures.keys().next().value!);
  }
}
