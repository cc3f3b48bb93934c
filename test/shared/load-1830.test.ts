// A game page loads 1830 without the 1830+ components when its table plays
// none of their options (shared/games/load.ts, shared/games/1830/title.ts):
// the lighter title must play every such game exactly as the whole title.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Game, type Title } from "../../shared/engine/game.ts";
import { findOption, invalidChoice, storedChoice } from "../../shared/engine/options.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { SeededRandom } from "../../shared/engine/rng.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { title1830WithoutPlus } from "../../shared/games/1830/title.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { loadRuleset } from "../../shared/games/load.ts";
import { RandomPlayer } from "./random-play.ts";

const ids = (options: readonly { id: string }[]) => options.map((o) => o.id);
const lighter = new Set(ids(title1830WithoutPlus.optionalRules));

describe("1830 without the 1830+ components", () => {
  it("offers every option of the whole title, in its order, but those of the 1830+ components", () => {
    const left = ids(title1830.optionalRules).filter((id) => !lighter.has(id));
    expect(left.sort()).toEqual(
      [
        ...["plus_s1", "plus_s1_a9_a10_tiles", "plus_s2", "plus_s3", "plus_s4", "plus_s5", "plus_s5_plus_board", "plus_s5_rest_at_face_value"],
        ...["plus_s5_rest_auctioned", "plus_s6", "plus_s6_random_revenues", "plus_s6_unlimited_tiles", "plus_s6_additional_tiles", "plus_s6_reading"],
        ...["extra_nw", "extra_pmq", "extra_nkp", "extra_rdr", "extra_rdr_g15", "extra_rdr_h16", "plus_trains", "expanded_track_mix_a", "expanded_track_mix_b"],
        ...["plus_s4_nw_norfolk", "plus_s4_nw_choice"],
      ].sort(),
    );
    expect(title1830WithoutPlus.optionalRules).toEqual(title1830.optionalRules.filter((o) => lighter.has(o.id)));
  });

  it("is what a table loads when it plays none of them; the lobby and a table with any of them load the whole title", async () => {
    const optionsOf = async (rules?: string[]) => ids((await loadRuleset("1830", rules))!.optionalRules);
    expect(await optionsOf([])).not.toContain("plus_s1");
    expect(await optionsOf(["base_game", "short_money", "closed_knowledge"])).not.toContain("plus_s1");
    for (const rules of [undefined, ["plus_s1"], ["extra_rdr", "short_money"], ["expanded_track_mix_a"], ["plus_trains"]]) {
      expect(await optionsOf(rules)).toContain("plus_s1");
    }
  });

  it("is what a room plays for such a table, the title its page loads, so that the page can read the room's snapshot", async () => {
    const players = [{ id: "1", name: "Ada" }, { id: "2", name: "Bob" }];
    for (const [rules, title] of [[["short_money"], title1830WithoutPlus], [[], title1830WithoutPlus], [["plus_s1"], title1830], [["plus_trains"], title1830]] as const) {
      const setup = { players, options: { optional_rules: [...rules] }, seed: 7 };
      const room = RULESETS["1830"]!.session(setup).game as Game;
      const page = (await loadRuleset("1830", rules, true))!;
      expect(room.title).toBe(title);
      expect((page.session(setup).game as Game).title).toBe(title);
      // The page revives the room's game from its snapshot.
      const revived = page.resume!(setup, [], 0, RULESETS["1830"]!.snapshot!(room))!;
      expect((revived.game as Game).title).toBe(title);
    }
  });

  it("refuses data that plays an 1830+ component's operating part, which it leaves out (Title.operatingParts)", () => {
    const players = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));
    const scenario = (...rules: string[]) => title1830.dataFor!({ optional_rules: rules, best_routes: true, consent: true, trusted: false });
    const parts = [
      { randomRevenues: scenario("plus_s6", "plus_s6_random_revenues").randomRevenues },
      { licences: scenario("plus_s3").licences },
      { economicUncertainty: scenario("plus_s5").economicUncertainty },
    ];
    for (const data of parts) {
      expect(Object.values(data)[0]).toBeDefined();
      const played: Title = { ...title1830WithoutPlus, dataFor: (options) => ({ ...title1830WithoutPlus.dataFor!(options), ...data }) };
      expect(() => new Game(played, players, { optional_rules: [] })).toThrow(/which its title does not name \(Title\.operatingParts\)/);
    }
    // The whole title names them.
    expect(new Game(title1830, players, { optional_rules: ["plus_s6", "plus_s6_random_revenues"] }).data.randomRevenues).toBeDefined();
  });

  it("makes the same data for each of its options and each pair of them", () => {
    const dataFor = (title: Title, rules: string[]) =>
      JSON.stringify(title.dataFor!({ optional_rules: rules, best_routes: true, consent: true, trusted: false }), (_, v: unknown) => (v === Infinity ? "Infinity" : v));
    const differ: string[] = [];
    for (const a of lighter) {
      for (const b of [undefined, ...lighter]) {
        const rules = b === undefined ? [a] : [a, b];
        if (dataFor(title1830WithoutPlus, rules) !== dataFor(title1830, rules)) differ.push(rules.join(" "));
      }
    }
    expect(differ).toEqual([]);
  });

  // The 18xx.games fixtures and our own random games of 1830 (selfplay).
  const fixtures = ["../fixtures/1830/", "../fixtures/selfplay/"].flatMap((dir) =>
    readdirSync(new URL(dir, import.meta.url))
      .filter((f) => f.endsWith(".json") && (dir.endsWith("1830/") || f.startsWith("1830")))
      .map((f) => [f, JSON.parse(readFileSync(new URL(dir + f, import.meta.url), "utf8")) as GameLog] as const),
  );
  it.each(fixtures.filter(([, log]) => (log.settings?.optional_rules ?? []).every((id) => lighter.has(id))))("replays %s as the whole title does", (_, log) => {
    const whole = replayLog(title1830, log);
    const light = replayLog(title1830WithoutPlus, log);
    expect(summarize(light, log.actions.length)).toEqual(summarize(whole, log.actions.length));
    expect(light.messages).toEqual(whole.messages);
  });

  it("plays random games with random choices of its options as the whole title does", () => {
    const groups = new Map<string, string[]>();
    for (const o of title1830WithoutPlus.optionalRules) if (o.group) groups.set(o.group, [...(groups.get(o.group) ?? []), o.id]);
    const players = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));
    for (const seed of [3, 7, 11]) {
      const rng = new SeededRandom(seed);
      // One of each group of alternatives and each other option with even odds (as selfplay's --options random):
      // those another excludes, or played only with an option left out, are dropped.
      const picked = [
        ...[...groups.values()].map((g) => g[rng.fairBelow(g.length)]!),
        ...title1830WithoutPlus.optionalRules.filter((o) => !o.group && rng.fairBelow(2)).map((o) => o.id),
      ];
      const excluded = new Set(picked.flatMap((id) => Object.keys(findOption(title1830WithoutPlus.optionalRules, id)!.excludes ?? {})));
      const rules = storedChoice(title1830WithoutPlus.optionalRules, picked.filter((id) => !excluded.has(id)));
      expect(invalidChoice(title1830WithoutPlus.optionalRules, rules, "1830")).toBeNull();
      const whole = new Game(title1830, players, { optional_rules: rules }, seed);
      const light = new Game(title1830WithoutPlus, players, { optional_rules: rules }, seed);
      const player = new RandomPlayer(seed, "builder");
      for (let n = 1; n < 4000 && !whole.finished; n++) {
        const action = player.choose(whole)!;
        whole.process(action);
        light.process(action);
        if (n % 100 === 0) expect(summarize(light, n), `seed ${seed}, ${rules.join(" ")}, action ${n}`).toEqual(summarize(whole, n));
      }
      expect(light.messages).toEqual(whole.messages);
      expect(light.finished && light.result()).toEqual(whole.finished && whole.result());
    }
  });
});
