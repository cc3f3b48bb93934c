// A whole game at a table of bots and random players, played with the engine
// alone (no room): what `npm run bots` prints and what the bot tests check.
// Each action is stored as a room stores it and applied through the session,
// so the log it leaves replays like any table's.
import { Bot, refusalsInRow } from "../../shared/bots/bot.ts";
import { botOfKind, type BotKind } from "../../shared/bots/hard.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { runWithoutPresident, runWithoutPresidentDue } from "../../shared/engine/without-president.ts";
import type { Entity } from "../../shared/engine/entities.ts";
import type { Game } from "../../shared/engine/game.ts";
import type { LegalAction } from "../../shared/engine/legal.ts";
import type { LogEntry } from "../../shared/engine/log.ts";
import { withDefaults } from "../../shared/engine/options.ts";
import { titleOptions } from "../../shared/engine/game.ts";
import { RULES, RULES_IN_PROGRESS, RULESETS } from "../../shared/games/index.ts";
import { privateSaleBetweenPlayers, RandomPlayer, type Policy } from "./random-play.ts";

export interface TableSetup {
  title: string;
  seed: number;
  players: number;
  /** The other seats' players: random players of this policy; absent, every seat is a bot. */
  against?: Policy;
  /** The kind of bot at each seat, in the players' order (player "1" first), at a table of bots only; every seat "easy" without it. */
  kinds?: BotKind[];
  /** Optional rules chosen (each variant group's default is added). */
  options?: string[];
  /** The most actions played before giving up. */
  max?: number;
}

export interface TableResult {
  title: string;
  seed: number;
  finished: boolean;
  endReason: string | null;
  actions: number;
  result: Record<string, number> | null;
  botSeats: string[];
  /** Milliseconds each bot move took to choose (wall clock). */
  botMoveMs: number[];
  /** The processor time each bot move took (user and system time of this process, process.cpuUsage): what the machine's load does not inflate. */
  botMoveCpuMs: number[];
  /** The type of each bot move, in the order of botMoveMs. */
  botMoveTypes: string[];
  /** The player who made each bot move, in the order of botMoveMs. */
  botMoveSeats: string[];
  /** The kind of bot at each bot seat. */
  kinds: Record<string, BotKind>;
  /** The log as stored, for replays. */
  entries: LogEntry[];
  optionalRules: string[];
  /** Why the game stopped before its end, if it did. */
  stuck?: string;
}

/** The seat of the single bot at a table against random players: a different seat for each seed. */
export const botSeatFor = (seed: number, players: number): string => String((seed % players) + 1);

export function playTable(setup: TableSetup): TableResult {
  const { title, seed, players: count } = setup;
  const optionalRules = withDefaults(titleOptions((RULES[title] ?? RULES_IN_PROGRESS[title])!), setup.options ?? []);
  const players = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Player ${i + 1}` }));
  const ruleset = RULESETS[title]!;
  const session = ruleset.session({ players, options: { optional_rules: optionalRules }, seed });
  const botSeats = setup.against ? [botSeatFor(seed, count)] : players.map((p) => p.id);
  const kinds: Record<string, BotKind> = Object.fromEntries(botSeats.map((id) => [id, setup.kinds?.[Number(id) - 1] ?? "easy"]));
  const bots = new Map<string, Bot>(botSeats.map((id) => [id, botOfKind(title, id, seed, kinds[id])]));
  // A random president whose offers for a train keep being declined would offer for ever (nothing else
  // ends his turn while he may): after a few refusals in a row he buys from the bank or sells instead,
  // where he can.
  const refusedOffers = () => refusalsInRow(session.game as Game);
  const avoid = (legal: LegalAction, entity: Entity) =>
    privateSaleBetweenPlayers(legal, entity) ||
    (legal.type === "offer" && legal.train !== undefined && refusedOffers() >= 3 && (session.game as Game).legalActions(entity).some((o) => o.type !== "offer"));
  const random = new RandomPlayer(seed, setup.against ?? "builder", avoid);
  const isRandom = (e: Parameters<Bot["controls"]>[0]) => !bots.has(controllingPlayer(e)?.id ?? "");
  const botMoveMs: number[] = [];
  const botMoveTypes: string[] = [];
  const botMoveCpuMs: number[] = [];
  const botMoveSeats: string[] = [];
  const max = setup.max ?? 20_000;
  let stuck: string | undefined;
  for (let n = 0; n < max && !session.game.finished; n++) {
    const game = session.game as Game;
    const first = game.firstActing();
    if (!first) {
      stuck = `nobody can act in ${game.round.name}`;
      break;
    }
    const seat = controllingPlayer(first.entity)?.id;
    const ownRun = seat === undefined ? runWithoutPresidentDue(game) : null;
    // A move nobody's seat may send, other than the run the table makes itself, stalls a room's table (its actor check refuses it): stuck here too.
    if (seat === undefined && !ownRun) {
      stuck = `nobody decides for ${"sym" in first.entity ? first.entity.sym : first.entity.name} in ${game.round.name}`;
      break;
    }
    let action: Record<string, unknown> | null;
    if (ownRun) {
      action = runWithoutPresident(game, ownRun);
    } else if (seat !== undefined && bots.has(seat)) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      // Timed with its own enumeration of the legal actions, as a room asks it.
      action = bots.get(seat)!.chooseFor(game, first.entity);
      botMoveMs.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      botMoveCpuMs.push((used.user + used.system) / 1000);
      botMoveTypes.push(String(action?.type));
      botMoveSeats.push(seat);
    } else {
      action = random.choose(game, isRandom);
      // Two random presidents can offer and decline for ever (a coin that keeps landing the same way
      // in step with the offers): after many refusals in a row the one asked accepts.
      if (action?.type === "respond" && refusedOffers() >= 10) action = { ...action, accept: true };
    }
    if (!action) {
      stuck = `no move for ${seat ?? "nobody"} in ${game.round.name}`;
      break;
    }
    const entry = { ...ruleset.stored(action), id: n + 1, created_at: 1_700_000_000 + n } as LogEntry;
    session.apply(entry);
  }
  const game = session.game as Game;
  return {
    title,
    seed,
    finished: game.finished,
    endReason: game.endReason,
    actions: session.entries.length,
    result: game.finished ? game.result() : null,
    botSeats,
    botMoveMs,
    botMoveTypes,
    botMoveSeats,
    kinds,
    botMoveCpuMs,
    entries: session.entries,
    optionalRules,
    ...(stuck ? { stuck } : {}),
  };
}

/** The arena's seating for its game number `g` (from 0): the kinds turned `g` seats, so that over as many games as seats every kind sits in every position. */
export function seatingFor<K>(kinds: readonly K[], g: number): K[] {
  return kinds.map((_, i) => kinds[(i + kinds.length - (g % kinds.length)) % kinds.length]!);
}

/** The 99th percentile of these times (0 for none). */
export function p99(ms: readonly number[]): number {
  if (!ms.length) return 0;
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}
