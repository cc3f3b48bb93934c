// Random legal play with purchases agreed between players (1830 4.1, 7.6;
// 1882 7.1, 11.7; 1837 XI.4): the random player offers for other presidents'
// trains and privates and answers offers both ways. Exported in 18xx.games'
// form (each accepted offer as the buyer's buy_train or buy_company, declined
// ones left out), every game replays to exactly the state it was played to.
import { describe, expect, it } from "vitest";
import { exportActions } from "../../shared/engine/export.ts";
import type { Title } from "../../shared/engine/game.ts";
import type { LogEntry } from "../../shared/engine/log.ts";
import { summarize } from "../../shared/engine/replay.ts";
import { GameSession } from "../../shared/engine/session.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { title1837 } from "../../shared/games/1837/index.ts";
import { title1882 } from "../../shared/games/1882/index.ts";
import { playRandomly } from "./game-checks.ts";

describe.each([
  ["1830", title1830, [1000, 1003, 1005], 4_000],
  ["1882", title1882, [2001, 2002], 4_000],
  ["1837", title1837, [3001], 8_000],
] as [string, Title, number[], number][])("%s: purchases agreed by offer and answer", (_, title, seeds, max) => {
  it.each(seeds)("seed %i, a builder: offers are made and answered both ways, and the exported game replays to the same state", (seed) => {
    const game = playRandomly(title, seed, max, "builder");
    const answers = game.actions.filter((a) => a.type === "respond") as { accept: boolean; train?: string }[];
    expect(answers.some((a) => a.accept && a.train !== undefined)).toBe(true);
    expect(answers.some((a) => !a.accept)).toBe(true);
    const exported = exportActions(game.actions.map((a, i) => ({ ...a, id: i + 1 })) as LogEntry[]);
    expect(exported.some((a) => a.type === "offer" || a.type === "respond")).toBe(false);
    const players = game.players.map((p) => ({ id: p.id, name: p.name }));
    const replayed = new GameSession({ title, players, options: { optional_rules: game.options.optional_rules }, seed }, exported).game;
    expect(summarize(replayed, 0)).toEqual(summarize(game, 0));
  });
});
