// Each title's refusals cite its own rules or none (#40 item 6): 1889 and 18Chesapeake, played here
// as 18xx.games plays them and from no rule book of their own, give their reasons in plain words;
// 1830 keeps its sections. And the reason given is the one that holds: a stock round's "cannot
// start a corporation" names the money, not a corporation started already.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Player } from "../../shared/engine/entities.ts";
import { Game, uncite } from "../../shared/engine/game.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
import { title1846 } from "../../shared/games/1846/index.ts";
import { title1889 } from "../../shared/games/1889/index.ts";
import { title18Chesapeake } from "../../shared/games/18Chesapeake/index.ts";
import { RULES } from "../../shared/games/index.ts";
import { expectRefused } from "./game-checks.ts";

const log1889 = JSON.parse(readFileSync(new URL("../fixtures/1889/314.json", import.meta.url), "utf8")) as GameLog;
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const CITED = /\b1830 \d|\bC-\d|\[[a-z ]+\]:/;

describe("uncite", () => {
  it("takes out a leading section, its variants' and bracketed rules' names, and references in brackets", () => {
    expect(uncite("1830 6.2: only one certificate may be bought each turn")).toBe("Only one certificate may be bought each turn");
    expect(uncite("C-2.2.1: P2 has only $590 not committed to other bids")).toBe("P2 has only $590 not committed to other bids");
    expect(uncite("1830 7.2.1 #6-7, 7.2.2 #5: the tile must keep the track")).toBe("The tile must keep the track");
    expect(uncite("[par slots]: no room at ¥100")).toBe("No room at ¥100");
    expect(uncite("The bank has run out of money: the game ends after the set (1830 8.0)")).toBe("The bank has run out of money: the game ends after the set");
    expect(uncite("AR lays tile #5 on B3")).toBe("AR lays tile #5 on B3");
  });
});

describe("1889 and 18Chesapeake refuse in plain words", () => {
  it("1889, stock round 2: a player without the money for a president's certificate is told so, not that another company has a par value", () => {
    const game = replayLog(title1889, log1889, 27);
    expect(game.round.name).toBe("Stock Round 2");
    const player = game.round.activeEntity() as Player;
    expect(player).toBeInstanceOf(Player);
    // A corporation was started already (which said "1830 5.2: … already has a par value" before).
    expect(game.corporations.some((c) => c.parPrice !== null)).toBe(true);
    expect(game.round.actionTypes(player)).not.toContain("par");
    expect(game.cite(game.round.whyNot(player, "par"))).toBe(`${player.name} has ¥${player.cash}, a president's certificate costs at least ¥130`);
    expect(game.cite(game.round.whyNot(player, "buy_shares"))).not.toMatch(CITED);
    // Playing it is refused with the same reason, in plain words.
    const free = game.corporations.find((c) => c.parPrice === null)!;
    expectRefused(game, { type: "par", entity: Number(player.id), entity_type: "player", corporation: free.sym, share_price: "65,5,3" }, /president's certificate costs at least ¥130$/);
  });

  it("1889: an out-of-turn purchase names no 1830 section", () => {
    const game = replayLog(title1889, log1889, 27);
    const other = game.players.find((p) => p !== game.round.activeEntity())!;
    let message = "";
    try {
      game.process({ type: "buy_shares", entity: Number(other.id), entity_type: "player", shares: ["AR_1"], percent: 10 });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/turn/);
    expect(message).not.toMatch(CITED);
  });

  it("18Chesapeake: the private auction's refusals cite no 1830 section", () => {
    const game = new Game(title18Chesapeake, players(3), {}, 1);
    const waiting = game.players.find((p) => p !== game.round.activeEntity())!;
    const why = game.cite(game.round.whyNot(waiting, "bid"));
    expect(why.length).toBeGreaterThan(0);
    expect(why).not.toMatch(CITED);
  });

  it("1846 (no rule book here, #38): the stock round's and the operating round's refusals name no 1830 section", () => {
    const log = JSON.parse(readFileSync(new URL("../fixtures/1846/20381.json", import.meta.url), "utf8")) as GameLog;
    const stock = replayLog(title1846, log, 20);
    expect(stock.round.name).toBe("Stock Round 1");
    const player = stock.round.activeEntity() as Player;
    const refusal = (game: Game, action: Record<string, unknown>) => {
      try {
        game.process(action as never);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`${JSON.stringify(action)} was accepted`);
    };
    const par = refusal(stock, { type: "par", entity: Number(player.id), entity_type: "player", corporation: "PRR", share_price: "999,0,0" });
    expect(par).toMatch(/^999,0,0 is not a par value/);
    expect(stock.cite(stock.round.whyNot(player, "sell_shares"))).not.toMatch(CITED);
    const operating = replayLog(title1846, log, 40);
    const corp = operating.round.activeEntity() as { sym: string };
    const lay = refusal(operating, { type: "lay_tile", entity: corp.sym, entity_type: "corporation", hex: "B8", tile: "7-0", rotation: 0 });
    expect(lay).toBe("B8: no tile may be placed on this red hex");
    const early = refusal(operating, { type: "dividend", entity: corp.sym, entity_type: "corporation", kind: "payout" });
    expect(early).toMatch(/^Revenue is paid out or withheld after the trains run/);
    for (const message of [par, lay, early]) expect(message).not.toMatch(CITED);
  });

  it("1830 keeps its own sections", () => {
    const game = new Game(RULES["1830"]!, players(3), {}, 1);
    const waiting = game.players.find((p) => p !== game.round.activeEntity())!;
    expect(game.cite(game.round.whyNot(waiting, "bid"))).toMatch(/^(1830 |C-)\d/);
  });
});
