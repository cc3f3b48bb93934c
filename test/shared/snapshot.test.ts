// A room keeps a snapshot of its game (shared/engine/snapshot.ts) so that it
// wakes without replaying the whole log. A snapshot must stand for the game it
// was taken of: revived, it is the same game object by object (fingerprint.ts),
// and it plays on exactly as that game does - the same log lines, the same
// state after every later action, the same result. Checked on every fixture
// (resumed with the rest of its log, as a room resumes) and on random games
// of every title and of 1830's scenarios and variants, at many points.
import { describe, expect, it } from "vitest";
import type { Game, Title } from "../../shared/engine/game.ts";
import { Game as GameClass } from "../../shared/engine/game.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { withDefaults } from "../../shared/engine/options.ts";
import { rulesetOf } from "../../shared/engine/session.ts";
import { reviveGame, rulesetWithSnapshots, snapshotGame, SnapshotError } from "../../shared/engine/snapshot.ts";
import { RULES, RULES_IN_PROGRESS } from "../../shared/games/index.ts";
import { fingerprint, firstDifference } from "./fingerprint.ts";
import { RandomPlayer, type Policy } from "./random-play.ts";
import { fixtures, fixtureTitle, importedSetup } from "./stored-games.ts";

function expectSame(revived: Game, game: Game, where: string): void {
  const [a, b] = [fingerprint(game), fingerprint(revived)];
  if (a !== b) expect.fail(`${where}: the revived game parts from the game ${firstDifference(a, b)}`);
  expect(revived.messages, where).toEqual(game.messages);
}

describe("a room resumes a stored game from its snapshot", () => {
  it.each(fixtures.map((f) => [f.name, f.log] as const))("%s", (name, log) => {
    const title = fixtureTitle(name, log);
    const rules = rulesetWithSnapshots(title);
    const setup = importedSetup(title, log);
    // As a room stores the log: JSON text, read back.
    const entries = JSON.parse(JSON.stringify(log.actions)) as LogEntry[];
    const whole = rules.session(setup, entries, "trusted").game;
    const n = entries.length;
    for (const at of [1, n >> 2, n >> 1, (3 * n) >> 2, n]) {
      const snapshot = rules.snapshot!(rules.session(setup, entries.slice(0, at), "trusted").game);
      const resumed = rules.resume!(setup, entries, at, snapshot);
      if (entries.slice(at).some((e) => e.type === "undo" || e.type === "redo")) {
        // An undo after the snapshot may reach behind it: the room replays the log instead.
        expect(resumed, `at ${at}`).toBeNull();
        continue;
      }
      expect(resumed, `at ${at}`).not.toBeNull();
      expectSame(resumed!.game, whole, `${name}, resumed at ${at}`);
      expect(resumed!.game.finished).toBe(whole.finished);
      if (whole.finished) expect(resumed!.game.result()).toEqual(whole.result());
      // It goes on checking live moves, as a replayed game does.
      expect(resumed!.game.options).toEqual(whole.options);
    }
  });

  it("refuses a snapshot of another log, or one it cannot read", () => {
    const { log } = fixtures.find((f) => f.name === "1882/5236.json")!;
    const rules = rulesetWithSnapshots(RULES["1882"]!);
    const setup = importedSetup(RULES["1882"]!, log);
    const entries = effectiveActions(log.actions as LogEntry[]).slice(0, 300);
    const snapshot = rules.snapshot!(rules.session(setup, entries.slice(0, 200), "trusted").game);
    // Taken after 200 entries, offered as if after 250: not this game.
    expect(rules.resume!(setup, entries, 250, snapshot)).toBeNull();
    expect(rules.resume!(setup, entries, 200, snapshot.slice(0, -10))).toBeNull();
    expect(rules.resume!(setup, entries, 200, snapshot.replace(/"format":\d+/, '"format":0'))).toBeNull();
    // Another title's engine does not know its classes or data.
    const applied = rules.session(setup, entries.slice(0, 200), "trusted").game.actions;
    expect(() => reviveGame(RULES["1830"]!, { optional_rules: [] }, snapshot, [...applied])).toThrow(SnapshotError);
    expect(rules.resume!(setup, entries, 200, snapshot)).not.toBeNull();
  });
});

/**
 * Plays a random game; every `every` actions it snapshots the game, revives the snapshot, and
 * plays the next `follow` actions on both, expecting the same game after each. Returns the
 * number of snapshots taken.
 */
function followRandomGame(title: Title, seed: number, policy: Policy, chosen: string[], every: number, follow: number, maxActions: number, programmes = false): number {
  const optional_rules = withDefaults(rulesetOf(title).optionalRules, chosen);
  const players = Array.from({ length: 3 + (seed % 3) }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  const game = new GameClass(title, players, { optional_rules }, seed);
  const player = new RandomPlayer(seed, policy, () => false, programmes);
  const copies: { game: Game; from: number }[] = [];
  let taken = 0;
  for (let n = 0; n < maxActions && !game.finished; n++) {
    if (n % every === 0) {
      const revived = reviveGame(title, { optional_rules }, snapshotGame(game), [...game.actions]);
      expectSame(revived, game, `${title.data.title} ${chosen.join(",") || "defaults"} seed ${seed}, at ${n}`);
      copies.push({ game: revived, from: n });
      taken++;
    }
    const action = player.choose(game);
    if (!action) break;
    game.process(JSON.parse(JSON.stringify(action)));
    for (const copy of copies) {
      copy.game.process(JSON.parse(JSON.stringify(action)));
      expectSame(copy.game, game, `${title.data.title} seed ${seed}, revived at ${copy.from}, after action ${n + 1}`);
    }
    while (copies.length && copies[0]!.from + follow <= n + 1) copies.shift();
  }
  return taken;
}

describe("a revived game plays on as the game itself", () => {
  const games: [string, number, Policy, string[]][] = [
    ["1830", 31, "builder", []],
    ["1830", 32, "uniform", ["base_game"]],
    ["1830", 33, "builder", ["plus_s1"]],
    ["1830", 34, "builder", ["plus_s6"]],
    ["1830", 35, "builder", ["extra_rdr", "delayed_obsolescence", "split_revenue", "flexible_train_limit", "fixed_order", "stock_market_reforms"]],
    ["1882", 36, "builder", []],
    ["1882", 37, "uniform", []],
    ["1837", 38, "builder", []],
    ["1837", 39, "uniform", ["18xx_games"]],
    ["1889", 42, "builder", []],
    ["1889", 43, "uniform", []],
    ["1846", 45, "uniform", ["first_ed"]],
    ["1817", 47, "builder", []],
    ["1817", 50, "builder", ["short_squeeze", "five_shorts", "modern_trains"]],
  ];
  it.each(games)("%s seed %i, %s, options %j", (id, seed, policy, chosen) => {
    expect(followRandomGame((RULES[id] ?? RULES_IN_PROGRESS[id])!, seed, policy, chosen, 17, 5, 1_200)).toBeGreaterThan(10);
  });

  it("1846 seed 46, builder: its short games (a bankruptcy ends them) snapshot every 3 actions, through the draft and the operating rounds", () => {
    expect(followRandomGame(RULES["1846"]!, 46, "builder", [], 3, 3, 1_200)).toBeGreaterThan(10);
  });

  it.each([
    ["1830", 40, ["bidding_as_18xx_games"]],
    ["1882", 41, []],
  ] as const)("%s seed %i with programmed actions set and cancelled, options %j", (id, seed, chosen) => {
    expect(followRandomGame(RULES[id]!, seed, "builder", [...chosen], 7, 5, 600, true)).toBeGreaterThan(10);
  });
});

describe("what a snapshot cannot hold", () => {
  it("a function in the game's state that is not the title's: taking the snapshot fails, naming where", () => {
    const game = new GameClass(RULES["1882"]!, [{ id: 1, name: "A" }, { id: 2, name: "B" }, { id: 3, name: "C" }]);
    (game.players[0] as unknown as { hook: () => void }).hook = () => {};
    expect(() => snapshotGame(game)).toThrow(/game\.players\.0\.hook: a function/);
  });
});

describe("plain data referred to from one place is written in its place", () => {
  it("the game's log lines are not numbered; data referred to twice stays one object, and what JSON cannot hold is kept", () => {
    const game = new GameClass(RULES["1882"]!, [{ id: 1, name: "A" }, { id: 2, name: "B" }, { id: 3, name: "C" }]);
    const twice = { row: 1, col: 2 };
    const extra = { a: twice, b: [twice], once: { list: [1, "x", null, true, { deep: [] }] }, odd: { zero: -0, none: undefined, big: Infinity }, sparse: [1, , 3] };
    (game.players[0] as unknown as { extra: unknown }).extra = extra;
    const text = snapshotGame(game);
    const written = JSON.parse(text) as { objects: [number, ...unknown[]][] };
    expect(game.messages.length).toBeGreaterThan(0);
    // No numbered entry is a log line ({n, text}), nor the once-referred-to `once`; `twice` is numbered.
    const plain = written.objects.filter((e) => e[0] === 0).map((e) => Object.keys(e[1] as object).join());
    expect(plain).not.toContain("n,text");
    expect(plain).not.toContain("list");
    expect(plain).toContain("row,col");
    const revived = reviveGame(RULES["1882"]!, { optional_rules: [] }, text, [...game.actions]);
    const back = (revived.players[0] as unknown as { extra: typeof extra }).extra;
    expect(back).not.toBe(extra);
    expect(back.a).toBe(back.b[0]);
    expect(back.once).toEqual(extra.once);
    expect(Object.is(back.odd.zero, -0)).toBe(true);
    expect("none" in back.odd && back.odd.none === undefined).toBe(true);
    expect(back.odd.big).toBe(Infinity);
    expect(1 in back.sparse).toBe(false);
    expect(revived.messages).toEqual(game.messages);
  });
});
