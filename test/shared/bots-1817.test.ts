// The bot at 1817 ([auctioned starts]: a corporation is started by an auction of it, its price its treasury).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { botFor } from "../../shared/bots/bot.ts";
import { replayLog, type GameLog } from "../../shared/engine/replay.ts";
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
