// The bot at 1817 ([auctioned starts]: a corporation is started by an auction of it, its price its treasury).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Bot, botFor, profileFor } from "../../shared/bots/bot.ts";
import { Player } from "../../shared/engine/entities.ts";
import { shareCount } from "../../shared/engine/loans.ts";
import { Replay, replayLog, type GameLog } from "../../shared/engine/replay.ts";
import type { MergerAndConversionRound } from "../../shared/engine/rounds/merger-conversion.ts";
import { mergerOutcome } from "../../shared/engine/rounds/merger-outcome.ts";
import type { OperatingRound } from "../../shared/engine/rounds/operating.ts";
import { controllingPlayer } from "../../shared/engine/session.ts";
import { heldShorts } from "../../shared/engine/shorts.ts";
import { RULES } from "../../shared/games/index.ts";

const title = RULES["1817"]!;
const played = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/selfplay/${name}.json`, import.meta.url), "utf8")) as GameLog;

describe("the bot starts a corporation by auction", () => {
  it("puts a corporation up with a bid that names it, at its privates and half its money, which the game accepts", () => {
    // Random play seed 11 (builder), 4 players: Stock Round 1, Player 4 to act, no corporation started yet. The bot's
    // bid named no corporation ("nothing is not a corporation to bid on") and every table with a bot stopped here.
    const game = replayLog(title, played("1817-first-corporation-bid"));
    const player = game.player(4);
    expect(game.round.activeEntity()).toBe(player);
    const move = botFor("1817", "4").chooseFor(game, player)!;
    expect(move).toMatchObject({ type: "bid", corporation: expect.any(String) });
    // $35 and privates worth $150: it bids $165 (not more than $150 + $35 / 2, in steps of $5).
    expect(player.cash).toBe(35);
    expect(move.price).toBe(165);
    game.process(move);
    expect(game.messages.some((m) => m.text.startsWith(`${player.name} puts ${String(move.corporation)} up for auction`))).toBe(true);
  });
});

// The bot's loans, shorts, conversions and mergers, each at a position of 18xx.games game 15528 (4 players) where its
// move is the right one; before, it took a loan only when nothing else was left, repaid whenever it could, never
// shorted, and converted or merged with the first corporation offered whatever it made.
const game15528 = JSON.parse(readFileSync(new URL("../fixtures/1817/15528.json", import.meta.url), "utf8")) as GameLog;
const at = (entry: number) => new Replay(title, game15528).at(entry);
/** A player of the game by name (its ids are 18xx.games' user ids). */
const named = (game: ReturnType<typeof at>, name: string) => game.players.find((p) => p.name === name)!;
/** The bot's move for the entity the game waits for, without the entity's reference. */
function botMove(game: ReturnType<typeof at>) {
  const entity = game.actingEntities()[0]!;
  const player = controllingPlayer(entity)!;
  const { entity: _e, entity_type: _t, ...move } = botFor("1817", player.id).chooseFor(game, entity)!;
  return move;
}

describe("the bot's loans", () => {
  it("takes a loan at the trains step for a train its treasury cannot pay, when it has none (without one it is liquidated), then buys it", () => {
    // Operating Round 1.1: Bess, no train, $80; the bank's 2-train costs $100.
    const game = at(149);
    const bess = game.corporation("Bess");
    expect([game.round.name, (game.round as OperatingRound).step, bess.trains.length, bess.cash]).toEqual(["Operating Round 1.1", "trains", 0, 80]);
    expect(botMove(game)).toEqual({ type: "take_loan" });
    game.process({ ...botMove(game), entity: "Bess", entity_type: "corporation" });
    expect(bess.cash).toBe(180);
    expect(botMove(game)).toMatchObject({ type: "buy_train", price: 100 });
  });

  it("repays a loan while its trains last and it keeps the money, and not when it has no train and must save for one", () => {
    // Operating Round 2.1: GT, two trains that last, $120 and 2 loans: repays.
    const repays = at(368);
    expect(repays.corporation("GT").trains.length).toBe(2);
    expect(botMove(repays)).toEqual({ type: "payoff_loan" });
    // Operating Round 3.1: GT, no train, $150 and a loan; the next train costs $400: it keeps the money.
    const keeps = at(595);
    expect([keeps.corporation("GT").trains.length, keeps.corporation("GT").cash]).toEqual([0, 150]);
    expect(keeps.legalActions(keeps.corporation("GT")).map((l) => l.type)).toContain("payoff_loan");
    expect(botMove(keeps)).toEqual({ type: "pass" });
  });
});

describe("the bot's shorts", () => {
  it("shorts a corporation that is falling: no train that lasts, and neither money nor loans for one", () => {
    // Stock Round 5: PSNR's 3-trains rust at the next purchase; $10 and three more loans do not reach the $750 train.
    const game = at(1009);
    const psnr = game.corporation("PSNR");
    expect(psnr.trains.map((t) => t.name)).toEqual(["3", "3"]);
    expect(botMove(game)).toEqual({ type: "short", corporation: "PSNR" });
  });

  it("does not short one that earns more than its interest, even at its most loans", () => {
    // Stock Round 4: Player 4 may short WT (5 loans of 5, $100 interest, earning $260).
    const game = at(724);
    expect(game.legalActions(named(game, "Player 4")).some((l) => l.type === "short" && l.corporation === "WT")).toBe(true);
    expect(botMove(game).type).not.toBe("short");
  });

  it("does not short one whose earnings it has had no search left to learn (a decision's searches are few)", () => {
    // As above, with a bot that may search no route: WT's earnings unknown, it is not judged to fall (before, they counted as nothing).
    const game = at(724);
    const player = named(game, "Player 4");
    const move = new Bot(player.id, profileFor("1817"), 0, 0).chooseFor(game, player)!;
    expect(move.type).not.toBe("short");
  });

  it("covers a short once the corporation stops falling, and not while it falls", () => {
    // Stock Round 4: Player 4 is short of NYSW, which runs a 3-train, has $271 and owes $40 a round: he buys its share back.
    const game = at(716);
    expect(heldShorts(game.corporation("NYSW"), named(game, "Player 4")).length).toBe(1);
    expect(botMove(game)).toMatchObject({ type: "buy_shares", shares: [expect.stringMatching(/^NYSW_/)] });
    // The same NYSW without trains, money or loans left is falling: he keeps the short (a liquidation takes nothing back).
    const nysw = game.corporation("NYSW");
    nysw.trains.length = 0;
    nysw.cash = 0;
    nysw.loans = shareCount(nysw);
    expect(botMove(game)).not.toMatchObject({ shares: [expect.stringMatching(/^NYSW_/)] });
  });
});

describe("the bot's conversions and mergers", () => {
  it("does not convert a corporation that cannot pay the station marker (it would be liquidated), nor merge at a loss", () => {
    // Merger and Conversion Round 1.1: A&S, $0; converting costs a $50 marker; merging with GT leaves Player 2 $10 poorer.
    const game = at(196);
    const ans = game.corporation("A&S");
    expect(ans.cash).toBe(0);
    expect(game.legalActions(ans).map((l) => l.type)).toEqual(["convert", "merge", "pass"]);
    const outcome = mergerOutcome(game, ans, game.corporation("GT"));
    const mine = outcome.holders.find((h) => h.player === named(game, "Player 2"))!;
    expect(mine.valueAfter - mine.valueBefore).toBe(-10);
    expect(botMove(game)).toEqual({ type: "pass" });
  });

  it("takes a loan after a conversion for the station marker its treasury cannot pay", () => {
    const game = at(196);
    const ans = game.corporation("A&S");
    game.process({ type: "convert", entity: "A&S", entity_type: "corporation" });
    const round = game.round as MergerAndConversionRound;
    // The players pass on its new shares (Player 2, its president, has no money for one).
    while (game.actingEntities()[0] instanceof Player) game.process({ type: "pass", entity: Number((game.actingEntities()[0] as Player).id), entity_type: "player" });
    expect(game.actingEntities()[0]).toBe(ans);
    expect(round.markersDue()).toBeGreaterThan(ans.cash);
    expect(botMove(game)).toEqual({ type: "take_loan" });
  });

  it("merges with the corporation whose merger is worth most to its president, by the engine's mergerOutcome", () => {
    // Merger and Conversion Round 1.2: A&S ($90, Player 2's) may merge with eight; with Belt ($65, Player 4's) the survivor is
    // worth $150 a share: Player 2 pays $150 into it for Player 4's share and holds 2 of 5 shares.
    const game = at(264);
    const ans = game.corporation("A&S");
    const gain = (sym: string) => {
      const o = mergerOutcome(game, ans, game.corporation(sym));
      const mine = o.holders.find((h) => h.player === named(game, "Player 2"))!;
      return mine.valueAfter - mine.valueBefore + (o.payment ? (o.payment.amount * mine.shares) / o.size : 0);
    };
    expect(gain("Belt")).toBe(30);
    expect(gain("GT")).toBeLessThan(0);
    expect(botMove(game)).toEqual({ type: "merge", corporation: "Belt" });
    game.process({ type: "merge", corporation: "Belt", entity: "A&S", entity_type: "corporation" });
    expect(game.market.price("A&S")).toBe(150);
    expect(ans.president).toBe(named(game, "Player 2"));
  });
});
