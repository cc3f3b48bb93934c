// GET /api/titles: every title with the options a table may choose, in the
// words the lobby shows; and a table's choice is checked against them.
import { describe, expect, it } from "vitest";
import { api, post } from "./helpers.ts";
import { TWO_PLAYER } from "../../shared/games/1846/two-player.ts";
import variantLog from "../fixtures/1846-2p/11098.json?raw";

interface Listed {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  players: string;
  length: string;
  beingBuilt?: string;
  options: { id: string; name: string; summary: string; plain?: string; section?: string; group?: string; default?: boolean; requires?: string; as18xxGames?: true }[];
}

describe("GET /api/titles", () => {
  it("lists each title's options with a name, a summary and the rule book's section", async () => {
    const response = await api("/api/titles");
    expect(response.status).toBe(200);
    const { titles } = (await response.json()) as { titles: Listed[] };
    expect(titles.map((t) => t.id)).toEqual(["1830", "1882", "1837", "1889", "18Chesapeake", "1846", "1817", "Railways"]);
    const t1830 = titles.find((t) => t.id === "1830")!;
    expect(t1830).toMatchObject({ minPlayers: 2, maxPlayers: 6 });
    expect(t1830.options.find((o) => o.id === "optional_6_train")).toEqual({ id: "optional_6_train", name: "Extra 6-train", section: "V-1.7", summary: "A third 6-train" });
    for (const title of titles) for (const option of title.options) expect(option.name.length).toBeGreaterThan(0);
    expect(titles.find((t) => t.id === "Railways")!.options.map((o) => o.name)).toEqual(["The Economist", "The Mayor", "The Train Conductor", "The Engineer", "Fair deal", "First deal"]);
  });

  it("says each title's players and length, and each option in a player's words (#32)", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    expect(titles.map((t) => [t.id, t.players, t.length])).toEqual([
      ["1830", "2 to 6 players (7 in the Base Game and two 1830+ scenarios)", "3 to 5 hours, longer with new players"],
      ["1882", "2 to 6 players", "a short game: 1 to 3 hours, an hour more with new players"],
      ["1837", "3 to 7 players", "a long game: most of a day"],
      ["1889", "2 to 6 players", "1½ to 3½ hours"],
      ["18Chesapeake", "2 to 6 players", "about 2½ hours, an hour more with new players"],
      ["1846", "3 to 5 players, or 2 in the two-player variant", "2 to 3 hours, up to 2 hours more with new players"],
      ["1817", "3 to 12 players", "a long game: most of a day"],
      ["Railways", "1 player", "a short game alone: 12 rounds"],
    ]);
    // What the lobby shows (plain, else the summary) leans on no rule-book code ("C-2.2", "T-06", "(1.3)", "to1/to5"):
    // the section stands beside it as a reference.
    const code = /\b[A-Z]{1,2}-\d+(?:\.\d+)*\b|\(\d+\.\d+|\bto\d\b|licences/;
    const coded = titles.flatMap((t) => t.options.filter((o) => code.test(o.plain ?? o.summary)).map((o) => `${t.id} ${o.id}: ${o.plain ?? o.summary}`));
    expect(coded).toEqual([]);
    // The summary keeps its references; S-1 says its own diesels.
    const options1830 = titles.find((t) => t.id === "1830")!.options;
    expect(options1830.find((o) => o.id === "classic")!.summary).toContain("(C-2.2)");
    expect(options1830.find((o) => o.id === "plus_s1")!.plain).toContain("diesels at $900");
    // "As on 18xx.games": what 18xx.games plays.
    expect(titles.map((t) => [t.id, t.options.filter((o) => o.as18xxGames).map((o) => o.id)])).toEqual([
      ["1830", ["bidding_as_18xx_games", "unlimited_diesels"]],
      ["1882", ["18xx_games"]],
      ["1837", ["18xx_games"]],
      ["1889", []],
      ["18Chesapeake", []],
      ["1846", []],
      ["1817", []],
      ["Railways", []],
    ]);
  });

  it("offers 1846 (#38) for 3 to 5 players with 18xx.games' two options in plain words, which cannot be combined", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    const t1846 = titles.find((t) => t.id === "1846")!;
    expect(t1846).toMatchObject({ name: "1846: The Race for the Midwest", minPlayers: 3, maxPlayers: 5 });
    // Its rules are complete (every 18xx.games game of it replays, random games agree with 18xx.games): not marked as being built.
    expect(titles.filter((t) => t.beingBuilt).map((t) => t.id)).toEqual([]);
    expect(t1846.options.filter((o) => o.id !== "declared_routes").map((o) => [o.id, o.plain])).toEqual([
      ["first_ed", "Play with the first edition's private companies: Boomtown and Little Miami are left out"],
      ["second_ed_co", "Boomtown, Little Miami and the Chesapeake & Ohio Railroad always stay in the game, whatever the number of players"],
      ["two_player", TWO_PLAYER.plain],
    ]);
    expect((await post("/api/games", { title: "1846", name: "Ada", seats: 3, options: { optional_rules: ["second_ed_co"] } })).status).toBe(201);
    const both = await post("/api/games", { title: "1846", name: "Ada", seats: 3, options: { optional_rules: ["first_ed", "second_ed_co"] } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { error: string }).error).toContain("cannot be combined");
    const six = await post("/api/games", { title: "1846", name: "Ada", seats: 6 });
    expect(six.status).toBe(400);
    expect(((await six.json()) as { error: string }).error).toContain("3 to 5 players");
  });

  it("offers 1817 (#39) for 3 to 12 players, as 18xx.games seats it, with 18xx.games' four optional rules in plain words", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    const t1817 = titles.find((t) => t.id === "1817")!;
    expect(t1817).toMatchObject({ name: "1817", minPlayers: 3, maxPlayers: 12 });
    expect(t1817.beingBuilt).toBeUndefined();
    expect(t1817.options.filter((o) => o.id !== "declared_routes").map((o) => [o.id, o.name, o.plain])).toEqual([
      ["short_squeeze", "Short squeeze", "At the end of a stock round, a corporation whose shares the players hold more of than it has (because of shorts) moves up twice instead of once"],
      ["five_shorts", "Five shorts", "No more than five shares of a corporation may be shorted at once"],
      ["modern_trains", "Modern trains", "A 7-train earns $10 more, and an 8-train $20 more, for each city with one of the corporation's stations on its route"],
      ["volatility", "Volatility expansion", expect.stringContaining("More private companies")],
    ]);
    const created = await post("/api/games", { title: "1817", name: "Ada", seats: 5, options: { optional_rules: ["short_squeeze", "five_shorts", "modern_trains", "volatility"] } });
    expect(created.status).toBe(201);
    const two = await post("/api/games", { title: "1817", name: "Ada", seats: 2 });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { error: string }).error).toContain("3 to 12 players");
    const thirteen = await post("/api/games", { title: "1817", name: "Ada", seats: 13 });
    expect(thirteen.status).toBe(400);
  });

  it("seats two at 1846 only in its two-player variant, which seats two only (#38, RuleOption.players)", async () => {
    const error = async (r: Response) => ((await r.json()) as { error: string }).error;
    const two = await post("/api/games", { title: "1846", name: "Ada", seats: 2 });
    expect(two.status).toBe(400);
    expect(await error(two)).toBe('1846: The Race for the Midwest is for 3 to 5 players, or 2 with the option "Two-player variant" (two_player)');
    const four = await post("/api/games", { title: "1846", name: "Ada", seats: 4, options: { optional_rules: ["two_player"] } });
    expect(four.status).toBe(400);
    expect(await error(four)).toBe("1846: The Race for the Midwest is for 2 players with these options");
    // Without a number of seats, the variant's table has its two.
    const variant = await post("/api/games", { title: "1846", name: "Ada", options: { optional_rules: ["first_ed", "two_player"] } });
    expect(variant.status).toBe(201);
    const { id, seat } = (await variant.json()) as { id: string; seat: { token: string } };
    const meta = (await (await api(`/api/games/${id}`)).json()) as { seats: unknown[]; options: { optional_rules: string[] } };
    expect(meta.seats).toHaveLength(2);
    expect(meta.options.optional_rules).toEqual(["first_ed", "two_player"]);
    // Two seated start it: the variant's fewest, not the title's.
    expect((await post(`/api/games/${id}/join`, { name: "Bob" })).status).toBe(201);
    const started = await post(`/api/games/${id}/start`, {}, seat.token);
    expect(started.status).toBe(200);
    // A table of the usual game does not start with two of its seats taken.
    const usual = (await (await post("/api/games", { title: "1846", name: "Ada", seats: 3 })).json()) as { id: string; seat: { token: string } };
    expect((await post(`/api/games/${usual.id}/join`, { name: "Bob" })).status).toBe(201);
    const short = await post(`/api/games/${usual.id}/start`, {}, usual.seat.token);
    expect(short.status).toBe(409);
    expect(await error(short)).toContain("needs at least 3 players");
  });

  it("imports an 1817 game of 12 players (#39), and refuses an 1830 one of 8", async () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
    const twelve = await post("/api/games/import", { title: "1817", players: players(12), settings: { seed: 201, optional_rules: [] }, actions: [] });
    expect(twelve.status).toBe(201);
    const { id } = (await twelve.json()) as { id: string };
    expect(((await (await api(`/api/games/${id}`)).json()) as { seats: unknown[] }).seats).toHaveLength(12);
    const eight = await post("/api/games/import", { title: "1830", players: players(8), settings: { seed: 1 }, actions: [] });
    expect(eight.status).toBe(400);
    expect(((await eight.json()) as { error: string }).error).toBe("the log does not replay: 1830 is for 2, 3, 4, 5, 6 players");
    const thirteen = await post("/api/games/import", { title: "1817", players: players(13), settings: { seed: 1 }, actions: [] });
    expect(thirteen.status).toBe(400);
  });

  it("imports 18xx.games' 1846 2p Variant as 1846 with its two-player variant (asOurTitle)", async () => {
    const log = JSON.parse(variantLog) as { title: string; actions: unknown[] };
    expect(log.title).toBe("1846 2p Variant");
    // The first 100 entries: the draft, the first stock round and the first operating rounds.
    const imported = await post("/api/games/import", { ...log, actions: log.actions.slice(0, 100) });
    expect(imported.status).toBe(201);
    const { id } = (await imported.json()) as { id: string };
    const meta = (await (await api(`/api/games/${id}`)).json()) as { title: string; options: { optional_rules: string[] } };
    expect(meta.title).toBe("1846");
    expect(meta.options.optional_rules).toContain("two_player");
  });

  it("is what a new table's options are checked against: an object's built-in is no option", async () => {
    for (const option of ["constructor", "__proto__", "toString"]) {
      const response = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: [option] } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(`unknown option "${option}"`);
    }
    expect((await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["optional_6_train"] } })).status).toBe(201);
  });

  it("offers 1830's rulesets, Classic the default, and seats seven only for the Base Game (1830 1.2)", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    const ruleset = titles.find((t) => t.id === "1830")!.options.filter((o) => o.group === "ruleset");
    expect(ruleset.map((o) => [o.id, o.default ?? false])).toEqual([["classic", true], ["base_game", false], ["plus_s1", false], ["plus_s2", false], ["plus_s3", false], ["plus_s4", false], ["plus_s5", false], ["plus_s6", false]]);
    // The 1830+ scenarios that play to the end, with their rule-book sections; a scenario's own choice needs it.
    expect(ruleset.filter((o) => o.id.startsWith("plus_")).map((o) => [o.id, o.section])).toEqual([["plus_s1", "S-1"], ["plus_s2", "S-2"], ["plus_s3", "S-3"], ["plus_s4", "S-4"], ["plus_s5", "S-5"], ["plus_s6", "S-6"]]);
    expect((await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["plus_s6", "plus_s6_random_revenues"] } })).status).toBe(201);
    // S-5 on the 1830+ board (S-5.1 #1): a choice of S-5, listed with its section.
    const options1830 = titles.find((t) => t.id === "1830")!.options;
    expect(options1830.find((o) => o.id === "plus_s5_plus_board")).toMatchObject({ section: "S-5.1", requires: "plus_s5" });
    expect((await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["plus_s5", "plus_s5_plus_board"] } })).status).toBe(201);
    const orphan = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["plus_s6_random_revenues"] } });
    expect(orphan.status).toBe(400);
    expect(((await orphan.json()) as { error: string }).error).toContain('played only with "plus_s6"');
    expect((await post("/api/games", { title: "1830", name: "Ada", seats: 7, options: { optional_rules: ["base_game"] } })).status).toBe(201);
    const classic = await post("/api/games", { title: "1830", name: "Ada", seats: 7 });
    expect(classic.status).toBe(400);
    expect(((await classic.json()) as { error: string }).error).toContain("2 to 6 players");
  });

  it("offers 1830's V-1.8 buying the private companies, the auction preselected, and refuses what cannot be combined", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    const options1830 = titles.find((t) => t.id === "1830")!.options;
    expect(options1830.filter((o) => o.group === "buying_privates").map((o) => [o.id, o.name, o.section, o.default ?? false])).toEqual([
      ["buy_bid_auction", "Buy-bid & auction", "V-1.8, C-2.2", true],
      ["bid_and_choose", "Bid & choose", "V-1.8, 1.3", false],
    ]);
    // The auction variants change C-2.2's auction: played only with it.
    expect(options1830.find((o) => o.id === "pass_and_out")).toMatchObject({ section: "V-1.8", group: "auction_passes", requires: "buy_bid_auction" });
    const created = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["bid_and_choose"] } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const meta = (await (await api(`/api/games/${id}`)).json()) as { options: { optional_rules: string[] } };
    expect(meta.options.optional_rules).toContain("bid_and_choose");
    expect(meta.options.optional_rules).not.toContain("formal_bidding");
    for (const [rules, error] of [
      [["bid_and_choose", "pass_and_out"], 'option "pass_and_out" is played only with "buy_bid_auction"'],
      [["base_game", "buy_bid_auction"], "the Base Game buys the private companies by bid & choose (1830 1.3)"],
    ] as const) {
      const refused = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: rules } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain(error);
    }
  });

  it("offers 1830's track tiles (V-1.4): Classic the default, or Expanded Track Mix A or B", async () => {
    const { titles } = (await (await api("/api/titles")).json()) as { titles: Listed[] };
    const tiles = titles.find((t) => t.id === "1830")!.options.filter((o) => o.section === "V-1.4");
    expect(tiles.map((o) => [o.id, o.group, o.default ?? false])).toEqual([
      ["classic_tiles", "track_tiles", true],
      ["expanded_track_mix_a", "track_tiles", false],
      ["expanded_track_mix_b", "track_tiles", false],
    ]);
    expect((await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["expanded_track_mix_a"] } })).status).toBe(201);
    const both = await post("/api/games", { title: "1830", name: "Ada", options: { optional_rules: ["expanded_track_mix_a", "expanded_track_mix_b"] } });
    expect(both.status).toBe(400);
  });
});
