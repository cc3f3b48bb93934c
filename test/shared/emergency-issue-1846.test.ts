// [emergency issue] first (docs/rules-1846.md): a corporation that must buy a train and may still issue shares for
// it issues them before its president adds his money, as 18xx.games plays 1846. The position: 19962.json before
// entry 270, the ERIE without a train or money in phase IV (the bank sells 6s for $800 or 7/8s for $900), its
// president given the money for a 6 so that only the rule stands between him and the purchase.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Replay, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1846/19962.json", import.meta.url), "utf8")) as GameLog;

describe("1846: the emergency issue comes before the president's money", () => {
  const game = new Replay(title1846, log).at(269);
  const erie = game.corporation("ERIE");
  game.pay(game.bank, erie.president!, 2000);
  game.edited();

  it("offers the issue, and no purchase with the president's money, while the ERIE may issue", () => {
    expect([erie.cash, erie.trains.length]).toEqual([0, 0]);
    const legal = game.legalActions(erie);
    expect(legal.some((a) => a.type === "sell_shares")).toBe(true);
    expect(legal.filter((a) => a.type === "buy_train")).toEqual([]);
  });

  it("refuses the purchase in plain words, the game unchanged; after the issue the president pays the rest", () => {
    const before = JSON.stringify(summarize(game, 0));
    const train = game.depot.upcoming[0]!;
    expect(() => game.process({ type: "buy_train", entity: "ERIE", entity_type: "corporation", train: train.id, price: 800, variant: "6" })).toThrow(
      /ERIE has \$0 and issues shares for its train before its president adds his money/,
    );
    expect(JSON.stringify(summarize(game, 0))).toBe(before);
    game.process({ type: "sell_shares", entity: "ERIE", entity_type: "corporation", shares: ["ERIE_8", "ERIE_4"], percent: 20 });
    expect(erie.cash).toBe(40);
    const president = erie.president!.cash;
    game.process({ type: "buy_train", entity: "ERIE", entity_type: "corporation", train: train.id, price: 800, variant: "6" });
    expect(erie.trains.map((t) => t.id)).toEqual([train.id]);
    expect(erie.president!.cash).toBe(president - 760);
  });
});
