// What a merger would make (mergerOutcome), held to the merger itself: at every position of 1817's stored 18xx.games
// games where a corporation may merge, each merger it may choose is made on a copy of the game (a snapshot revived) and
// the survivor, its holders and its treasury are read back and compared with the outcome computed before.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Corporation, Player } from "../../shared/engine/entities.ts";
import type { Game } from "../../shared/engine/game.ts";
import { interestOwed, interestRate, shareCount } from "../../shared/engine/loans.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { MergerAndConversionRound } from "../../shared/engine/rounds/merger-conversion.ts";
import { mergerOutcome, type MergerOutcome } from "../../shared/engine/rounds/merger-outcome.ts";
import { reviveGame, snapshotGame } from "../../shared/engine/snapshot.ts";
import { RULES } from "../../shared/games/index.ts";

const title = RULES["1817"]!;
const played = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/1817/${name}.json`, import.meta.url), "utf8")) as GameLog;

/** The outcome's figures as the game shows them after the merger (the survivor `sym`; `cashBefore`: players' cash before). */
function afterMerger(game: Game, sym: string, cashBefore: Map<Player, number>) {
  const corp = game.corporation(sym);
  const size = shareCount(corp);
  const count = (holder: Player | "ipo" | "pool", sign: 1 | -1) => corp.shares.filter((s) => s.holder === holder && s.percent * sign > 0).reduce((t, s) => t + (s.percent * sign * size) / 100, 0);
  return {
    size,
    price: game.market.price(sym),
    cash: corp.cash,
    trains: corp.trains.map((t) => t.name).sort(),
    overLimit: Math.max(0, corp.trains.length - game.trainLimit(corp)),
    loans: corp.loans,
    interest: interestOwed(game, corp, interestRate(game)),
    treasury: count("ipo", 1),
    market: count("pool", 1),
    shorts: corp.shares.filter((s) => s.percent < 0).length,
    president: corp.president?.name,
    holders: game.players
      .filter((p) => corp.shares.some((s) => s.holder === p))
      .map((p) => ({ player: p.name, shares: count(p, 1), shorts: count(p, -1), paid: cashBefore.get(p)! - p.cash })),
  };
}

function asShown(o: MergerOutcome) {
  return {
    size: o.size,
    price: o.price,
    cash: o.cash,
    trains: [...o.trains].sort(),
    overLimit: o.overLimit,
    loans: o.loans,
    interest: o.interest,
    treasury: o.treasury,
    market: o.market,
    shorts: o.shorts,
    president: o.president.name,
    holders: o.holders.filter((h) => h.shares > 0 || h.shorts > 0).map((h) => ({ player: h.player.name, shares: h.shares, shorts: h.shorts, paid: o.payment?.payer === h.player ? o.payment.amount : 0 })),
  };
}

describe("a merger's outcome, computed before it is made, is what the merger makes", () => {
  for (const name of ["15528", "16281", "16852", "20758"]) {
    it(`at every merger the corporations of 18xx.games game ${name} could choose`, () => {
      const log = played(name);
      let mergers = 0;
      let fiveShare = 0;
      let paid = 0;
      let shorted = 0;
      replayLog(title, log, log.actions.length, (game) => {
        const round = game.round;
        if (!(round instanceof MergerAndConversionRound)) return;
        const corp = round.activeEntity();
        if (!(corp instanceof Corporation) || corp !== round.current) return;
        const merges = game.legalActions(corp).filter((l) => l.type === "merge");
        if (!merges.length) return;
        const snapshot = snapshotGame(game);
        for (const merge of merges) {
          const outcome = mergerOutcome(game, corp, game.corporation(merge.corporation));
          const copy = reviveGame(title, game.options, snapshot, [...game.actions]);
          const cashBefore = new Map(copy.players.map((p) => [p, p.cash]));
          copy.process({ type: "merge", corporation: merge.corporation, entity: corp.sym, entity_type: "corporation" });
          expect(asShown(outcome), `${corp.sym} with ${merge.corporation} after entry ${game.actions.length}`).toEqual(afterMerger(copy, corp.sym, cashBefore));
          mergers++;
          if (outcome.size === 10) fiveShare++;
          if (outcome.payment) paid++;
          if (outcome.holders.some((h) => h.shorts > 0) || outcome.shorts > 0) shorted++;
        }
      });
      expect(mergers).toBeGreaterThan(0);
      console.log(`${name}: ${mergers} mergers compared, ${fiveShare} of 5-share corporations, ${paid} paid for, ${shorted} with shorts`);
    });
  }
});
