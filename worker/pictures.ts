// A room's board pictures (link previews, embeds, image-only forums): the board
// as SVG, drawn by the same components the page uses, and as PNG (worker/images.ts).
// Anyone may ask for them, unauthenticated, at any position of the game, so what
// they may cost the room is bounded here (docs/security.md):
// - the picture at the current position is drawn once per move, then cached;
// - a picture at an earlier position needs the game as it stood then, which is a
//   replay: those replays come out of one budget for the whole room (the asker is
//   nobody in particular), checked before any work, and a spent budget is a 429;
// - a new PNG takes long to draw (a tenth of a second at 400 pixels, four tenths
//   at 1,200, and the room answers nothing else meanwhile): after one, the room draws
//   no other for a second or four times as long as the drawing took, whichever is
//   longer, which is checked before any work too.
// The game at the last earlier position asked for is kept, and a later position is
// reached from it by playing the actions between (a viewer stepping forward costs
// one action a step, not a replay).
import { renderBoardSvg } from "../shared/board/render.ts";
import { Game } from "../shared/engine/game.ts";
import { effectiveActions, type LogEntry } from "../shared/engine/log.ts";
import { replayOnto, type LogSession, type PlayableGame, type Ruleset } from "../shared/engine/session.ts";
import { RULESETS } from "../shared/games/index.ts";
import type { GameMeta } from "../shared/protocol.ts";
import { svgToPng } from "./images.ts";

/** After drawing a new PNG, a room draws no other for this many milliseconds, or PNG_REST times the drawing's, whichever is longer: new PNGs take at most a fifth of its time. */
export const PNG_INTERVAL_MS = 1000;
export const PNG_REST = 4;
/**
 * Pictures at earlier positions: the actions a room replays for them, per second and in a burst
 * (1830 and 1837 replay trusted at 10 to 35 microseconds an action, docs/engine.md: the budget
 * spent is at most a few hundredths of the room's time). A picture's drawing (an SVG of the
 * 1830 board: 6 ms, bench/embed) counts as DRAW_COST actions.
 */
export const REPLAY_BUDGET = { perSecond: 1000, burst: 2000 };
export const DRAW_COST = 200;
/** Pictures kept: the newest and whatever a thread links to. */
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
  private readonly pictures = new Map<string, string | Uint8Array>();
  /** The game at the last earlier position drawn, with the actions it has played. */
  private kept: { actions: LogEntry[]; game: PlayableGame } | null = null;
  private budget = { tokens: REPLAY_BUDGET.burst, at: 0 };
  /** Until when the room draws no new PNG. */
  private pngRestUntil = -Infinity;
  /** A number for each action object, so that a position's key tells apart what an undo replaced. */
  private readonly serials = new WeakMap<object, number>();
  private nextSerial = 1;

  constructor(
    private readonly room: PictureRoom,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.budget.at = now();
  }

  /** The board as SVG after `at` actions in effect (default: now), and the position it was drawn for. */
  svg(at?: number): { svg: string; n: number; cached: boolean } | Busy | null {
    const position = this.position(at);
    return position && this.svgAt(position);
  }

  /** The height of the board's PNG at this width (the SVG's proportions, as png() fits it), or null where no board is drawn now. */
  pngHeight(width: number): number | null {
    const drawn = this.svg();
    if (!drawn || "busy" in drawn) return null;
    const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(drawn.svg);
    return box ? Math.round((width * Number(box[2])) / Number(box[1])) : null;
  }

  /** The board as a PNG of the given width (pixels), cached per position and width. */
  async png(at: number | undefined, width: number): Promise<{ png: Uint8Array; n: number; cached: boolean } | Busy | null> {
    const position = this.position(at);
    if (!position) return null;
    const key = `${position.key}:${width}`;
    const hit = this.pictures.get(key);
    if (hit instanceof Uint8Array) return { png: hit, n: position.n, cached: true };
    const resting = this.pngRestUntil - this.now();
    if (resting > 0) {
      const retryAfter = Math.ceil(resting / 1000);
      return { busy: `this game's board was just drawn for another picture: ask again in ${retryAfter === 1 ? "a second" : `${retryAfter} seconds`}`, retryAfter };
    }
    const drawn = this.svgAt(position);
    if ("busy" in drawn) return drawn;
    const began = this.now();
    // A request that arrives while this one is drawn waits its turn too (and is told to ask again in a second).
    this.pngRestUntil = began + PNG_INTERVAL_MS;
    let png: Uint8Array;
    try {
      png = await svgToPng(drawn.svg, width);
    } finally {
      // The rest counts from the end of the drawing, so a slow drawing is no shorter a pause.
      const ended = this.now();
      this.pngRestUntil = ended + Math.max(PNG_INTERVAL_MS, PNG_REST * (ended - began));
    }
    this.remember(key, png);
    return { png, n: position.n, cached: false };
  }

  /** Where `at` falls in the game (clamped to its length); null where there is no board to draw. */
  private position(at: number | undefined): Position | null {
    const meta = this.room.meta();
    if (!meta || meta.status === "open") return null;
    const rules = RULESETS[meta.title]!;
    const session = this.room.session();
    if (!(session.game instanceof Game) && !rules.picture) return null;
    const effective = effectiveActions(session.entries);
    const n = at === undefined ? effective.length : Math.max(0, Math.min(at, effective.length));
    const last = n ? effective[n - 1]! : null;
    return { meta, rules, session, effective, n, key: `${n}#${last ? this.serial(last) : 0}` };
  }

  private svgAt(position: Position): { svg: string; n: number; cached: boolean } | Busy {
    const hit = this.pictures.get(position.key);
    if (typeof hit === "string") return { svg: hit, n: position.n, cached: true };
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
    return { svg, n: position.n, cached: false };
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

  private remember(key: string, picture: string | Uint8Array): void {
    this.pictures.set(key, picture);
    while (this.pictures.size > KEPT_PICTURES) this.pictures.delete(this.pictures.keys().next().value!);
  }
}
