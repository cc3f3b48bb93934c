// npm run selfplay -- TITLE --seed N [--count C] [--policy builder|uniform]
//   [--players P] [--options a,b|random] [--every K] [--max M] [--extensions] [--programmes] --out DIR
// Seeded games of random legal actions, played as a room plays them (each
// action stored with only its fields, an id and a time), for the comparison
// with 18xx.games' engine (../shared/tools/fuzz/). Per game it writes
// DIR/TITLE-SEED.json, the game exactly as GET /api/games/:id/log exports it,
// and DIR/TITLE-SEED.ours.jsonl, the state summary (DESIGN.md) of that export
// after every K of its actions and at its end. One line of JSON per game, then
// the totals. Exits non-zero, naming the seed and the action, when the engine
// refuses an action it offered, when the books do not balance after an action
// (shared/engine/books.ts), or when the export does not replay here.
// Private companies sold between players, which 18xx.games' engine reads only
// in some positions (docs/rules-1830.md), are left out unless --extensions.
// With --programmes, players now and then set or cancel programmed actions
// (shared/engine/programmes.ts), whose moves go in `auto_actions` as a room writes them.
import { mkdirSync, writeFileSync } from "node:fs";
import { booksError } from "../shared/engine/books.ts";
import { GameError } from "../shared/engine/errors.ts";
import { exportGame } from "../shared/engine/export.ts";
import type { Game } from "../shared/engine/game.ts";
import type { LogEntry } from "../shared/engine/log.ts";
import { titleOptions } from "../shared/engine/game.ts";
import { invalidChoice, maxPlayersWith, minPlayersWith, storedChoice, withDefaults } from "../shared/engine/options.ts";
import { replayLog, summarize } from "../shared/engine/replay.ts";
import { SeededRandom } from "../shared/engine/rng.ts";
import { RULES, RULES_IN_PROGRESS, RULESETS, findTitle, type TitleInfo } from "../shared/games/index.ts";
import { rulesetWithSnapshots } from "../shared/engine/snapshot.ts";
import type { Ruleset } from "../shared/engine/session.ts";
import { privateSaleBetweenPlayers, RandomPlayer, type Policy } from "../test/shared/random-play.ts";
import { commandLine, type CommandLine } from "./args.ts";

const USAGE =
  "usage: npm run selfplay -- TITLE --seed N [--count C] [--policy builder|uniform] [--players P] [--options a,b|random] [--every K] [--max M] [--extensions] [--programmes] --out DIR";

const cli = commandLine(USAGE);
const { args, flag, number } = cli;
// Declared with its type, so that the compiler knows a call to it ends the script.
const fail: CommandLine["fail"] = cli.fail;

const titleId = args[0];
if (!titleId || titleId.startsWith("--")) fail(USAGE);
// A title being built (RULES_IN_PROGRESS) plays here too, to be compared with the reference (../shared/tools/fuzz); one
// not in the lobby yet (1817) from three players (its starting cash's numbers).
const building = RULES_IN_PROGRESS[titleId];
const title = RULES[titleId] ?? building;
const counts = building ? Object.keys(building.data.startingCash).map(Number).filter((n) => n >= 3) : [];
const info: TitleInfo | undefined = findTitle(titleId) ?? (building && counts.length
  ? { id: titleId, name: building.data.title, minPlayers: Math.min(...counts), maxPlayers: Math.max(...counts), players: "", length: "" }
  : undefined);
const ruleset: Ruleset | undefined = RULESETS[titleId] ?? (building && (rulesetWithSnapshots(building) as Ruleset));
if (!title || !info) fail(`no 18xx rules for ${JSON.stringify(titleId)}; known: ${Object.keys(RULES).join(", ")}\n${USAGE}`);
const out = flag("out") ?? fail(`--out DIR is needed\n${USAGE}`);
const first = number("seed");
const count = number("count", 1);
const every = Math.max(1, number("every", 25));
const max = number("max", 10_000);
const policy = (flag("policy") ?? "builder") as Policy;
if (policy !== "builder" && policy !== "uniform") fail(`--policy is builder or uniform\n${USAGE}`);
const options = titleOptions(title);
// "random": each seed plays its own combination of compatible options (randomOptions).
const randomCombination = flag("options") === "random";
const chosen = randomCombination ? [] : (flag("options") ?? "").split(",").filter(Boolean);
const invalid = invalidChoice(options, chosen, titleId);
if (invalid) fail(`${invalid}\n${USAGE}`);
const chosenFor = (seed: number) => (randomCombination ? randomOptions(seed) : chosen);
const fixedPlayers = flag("players") === undefined ? null : number("players");
// An option may allow more players than the title's usual most (1830's Base Game: 7), or have its own (1846's two-player variant).
const maxPlayersFor = (seed: number) => maxPlayersWith(options, chosenFor(seed), info.maxPlayers);
const minPlayersFor = (seed: number) => minPlayersWith(options, chosenFor(seed), info.minPlayers);
if (fixedPlayers !== null && !randomCombination && (fixedPlayers < minPlayersFor(first) || fixedPlayers > maxPlayersFor(first))) {
  fail(`${info.name} is for ${minPlayersFor(first)} to ${maxPlayersFor(first)} players\n${USAGE}`);
}
mkdirSync(out, { recursive: true });

/**
 * A seed's own combination of the title's options: one of each group of alternatives (any of
 * them, the default included) and each option outside a group with even odds; the same for
 * the same seed.
 */
function randomOptions(seed: number): string[] {
  const rng = new SeededRandom(seed * 7919 + 17);
  const groups = new Map<string, string[]>();
  const picked: string[] = [];
  for (const o of options) {
    if (o.group === undefined) {
      if (rng.fairBelow(2)) picked.push(o.id);
    } else groups.set(o.group, [...(groups.get(o.group) ?? []), o.id]);
  }
  for (const ids of groups.values()) picked.push(ids[rng.fairBelow(ids.length)]!);
  // A combination a table may choose: an option another excludes (1830's Base Game the buy-bid & auction, a
  // scenario bid & choose), or one played only with an option the table does not play (a scenario's own
  // choices; V-1.8's auction variants without the auction: picked, or the default withDefaults plays), is
  // left out, until none is (invalidChoice would refuse the table).
  const byId = new Map(options.map((o) => [o.id, o]));
  const excluded = new Set(picked.flatMap((id) => Object.keys(byId.get(id)!.excludes ?? {})));
  const kept = storedChoice(options, picked.filter((id) => !excluded.has(id)));
  const invalid = invalidChoice(options, kept, titleId!);
  if (invalid) fail(`seed ${seed}: the random combination ${kept.join(",")} is not one a table may choose: ${invalid}`);
  return kept;
}

/** Without --players, the seeds go round every player count the title (with the seed's options) allows. */
const playersFor = (seed: number) => fixedPlayers ?? minPlayersFor(seed) + (seed % (maxPlayersFor(seed) - minPlayersFor(seed) + 1));
/** Times in the log are made up but fixed, so that a seed always writes the same file. */
const START = 1_700_000_000;

const totals = { title: titleId, games: 0, finished: 0, actions: 0 };
for (let seed = first; seed < first + count; seed++) {
  // As a new table: the default of every variant not chosen, written out.
  const optionalRules = withDefaults(options, chosenFor(seed));
  const players = Array.from({ length: playersFor(seed) }, (_, i) => ({ id: String(i + 1), name: `Player ${i + 1}` }));
  const session = ruleset!.session({ players, options: { optional_rules: optionalRules }, seed });
  const game = session.game as Game;
  const random = new RandomPlayer(seed, policy, args.includes("--extensions") ? undefined : privateSaleBetweenPlayers, args.includes("--programmes"));
  /** The game as played so far, exported as a table exports it, into DIR/TITLE-SEED.json. */
  const writeExport = () => {
    const live = session.game as Game;
    const exported = exportGame({
      id: seed,
      title: titleId,
      // As they sit (1830 V-1.1 deals the seats), so that 18xx.games replays the export in that order.
      players: live.seatOrder().map((id) => players.find((p) => p.id === id)!),
      seed,
      optionalRules,
      entries: session.entries,
      status: live.finished ? "finished" : "playing",
      result: live.finished ? live.result() : null,
    });
    writeFileSync(`${out}/${titleId}-${seed}.json`, JSON.stringify(exported));
    return { live, exported };
  };
  // A game that stops or is refused is written too, to be looked at.
  const stopped = (why: string): never => (writeExport(), fail(`${titleId} seed ${seed}: ${why} (the game so far: ${out}/${titleId}-${seed}.json)`, 1));
  for (let n = 0; n < max && !session.game.finished; n++) {
    const chosen = random.choose(session.game as Game);
    if (!chosen) stopped(`nobody can act after ${session.entries.length} actions, in ${(session.game as Game).round.name}`);
    // As a room stores it: its canonical form (Ruleset.stored), an id, a time.
    const entry = { ...ruleset!.stored(chosen, session.game), id: n + 1, created_at: START + n } as LogEntry;
    try {
      session.play(entry);
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      stopped(`action ${n + 1} ${JSON.stringify(chosen)} was offered and then refused: ${e.message}`);
    }
    const books = booksError(session.game as Game);
    if (books) stopped(`after action ${n + 1} ${JSON.stringify(chosen)}, ${books}`);
  }
  const { live, exported } = writeExport();

  // The summaries are the export's, replayed here as an import would: the positions the reference compares.
  const summaries: string[] = [];
  const total = exported.actions.length;
  const log = { players: exported.players, settings: exported.settings, actions: exported.actions };
  try {
    // (An export holds no undo: random play never takes a move back, and an export with offers is the actions in effect.)
    const end = replayLog(title, log, total, (game, played) => {
      if (played % every === 0 && played < total) summaries.push(JSON.stringify(summarize(game, played)));
    });
    summaries.push(JSON.stringify(summarize(end, total)));
    if (JSON.stringify(summarize(end, total)) !== JSON.stringify(summarize(live, total))) {
      fail(`${titleId} seed ${seed}: the export replays here to another state than the game played`, 1);
    }
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    fail(`${titleId} seed ${seed}: the export does not replay here: ${e.message}`, 1);
  }
  writeFileSync(`${out}/${titleId}-${seed}.ours.jsonl`, summaries.join("\n") + "\n");
  console.log(JSON.stringify({ title: titleId, seed, players: players.length, policy, options: optionalRules, actions: total, finished: live.finished, ...(live.finished ? { end: live.endReason } : {}) }));
  totals.games++;
  totals.actions += total;
  if (live.finished) totals.finished++;
}
console.log(JSON.stringify(totals));
