// The adversarial protocol check (#31; the harness: ./adversarial.ts). In
// `npm test`, a sample: one position of a real game of each title and one of a
// random game. `npm run adversarial` runs it on every fixture at six positions
// each, real and random games alike.
import { describe, expect, inject, it } from "vitest";
import type { GameExport } from "../../shared/protocol.ts";
import { ACTION_TYPES, probePosition, type Position } from "./adversarial.ts";

const fixtures = import.meta.glob("../fixtures/*/*.json", { eager: true, import: "default" }) as Record<string, GameExport>;
const game = (path: string) => {
  const log = fixtures[`../fixtures/${path}`];
  if (!log) throw new Error(`no fixture ${path}`);
  return log;
};

const SAMPLE: Position[] = [
  { name: "1830 (18xx.games 1830_game_end_bank) after 150 entries", log: game("1830/1830_game_end_bank.json"), upto: 150 },
  { name: "1882 (18xx.games 10526) after 300 entries", log: game("1882/10526.json"), upto: 300 },
  { name: "1837 (18xx.games 1837_game_end_bank) after 700 entries", log: game("1837/1837_game_end_bank.json"), upto: 700 },
  { name: "1830 random play (selfplay 1830-brown-zone), its end", log: game("selfplay/1830-brown-zone.json"), upto: game("selfplay/1830-brown-zone.json").actions.length },
];

/** Every fixture of an 18xx title, real and random, at six positions spread over its log (the solitaire's actions have a check of their own: test/shared/railways-*.test.ts). */
function everyPosition(): Position[] {
  return Object.entries(fixtures).filter(([, log]) => log.title !== "Railways").flatMap(([path, log]) =>
    [1, 2, 3, 4, 5, 6].map((k) => {
      const upto = Math.max(1, Math.floor((log.actions.length * k) / 7));
      return { name: `${path.replace("../fixtures/", "")} after ${upto} entries`, log, upto };
    }),
  );
}

const full = inject("adversarial") === "full";
/** The share of the full run's positions this process runs (bin/adversarial.ts runs the shares side by side). */
const [shard, shards] = inject("adversarialShard").split("/").map(Number) as [number, number];

describe(`every action type from every seat, a spectator and a stale socket (${full ? "every fixture" : "a sample"})`, () => {
  it("knows every action type the engine knows", () => {
    expect(ACTION_TYPES).toEqual(expect.arrayContaining(["end_game", "undo", "redo", "message", "program_disable", "program_share_pass", "program_buy_shares"]));
  });
  for (const position of full ? everyPosition().filter((_, i) => i % shards === shard - 1) : SAMPLE) {
    it(`is refused in words with the game unchanged, put to the table, or a legal move of the sender: ${position.name}`, async () => {
      const tally = await probePosition(position);
      console.log(`adversarial ${position.name}: ${JSON.stringify(tally)}`);
      expect(tally.probes).toBeGreaterThan(100);
      expect(tally.refused).toBeGreaterThan(0);
    }, 300_000);
  }
});
