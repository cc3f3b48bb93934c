// Programmed actions (shared/engine/programmes.ts) at a live table, in real
// 1830 positions (the fixture 1830_game_end_bank): what each programme does
// when its player's turn comes, where it ends, and that what it did is written
// in the move's `auto_actions` so that the log replays to the same game.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/engine/game.ts";
import type { LogEntry } from "../../shared/engine/log.ts";
import { replayLog, summarize, type GameLog } from "../../shared/engine/replay.ts";
import { LogSession, MAX_PROGRAMMED_IN_A_ROW } from "../../shared/engine/session.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { expectRefused } from "./game-checks.ts";

const log = JSON.parse(readFileSync(new URL("../fixtures/1830/1830_game_end_bank.json", import.meta.url), "utf8")) as GameLog;
const P1 = 15698;
const P2 = 13430;
const P3 = 15688;
const player = (id: number) => ({ entity: id, entity_type: "player" });

/** A live table at the position just after the log entry with this id. */
function tableAfter(id: number): LogSession<Game> {
  const entries = log.actions.slice(0, log.actions.findIndex((a) => a.id === id) + 1);
  return new LogSession((actions: LogEntry[]) => replayLog(title1830, { ...log, actions }), entries);
}

type Auto = { type: string; entity: number; reason?: string; shares?: string[] };
/** Plays a move as a room does; the actions the programmes made in answer, as written on it. */
function play(table: LogSession<Game>, action: Record<string, unknown>): Auto[] {
  const stored = table.play(action as unknown as LogEntry) as LogEntry & { auto_actions?: Auto[] };
  return (stored.auto_actions ?? []).map(({ type, entity, reason, shares }) => ({ type, entity, ...(reason ? { reason } : {}), ...(shares ? { shares } : {}) }));
}

const active = (table: LogSession<Game>) => table.game.round.activeEntity();

describe("pass in this stock round (program_share_pass)", () => {
  it("passes for the player each time his turn comes, without the others waiting on him", () => {
    const table = tableAfter(22); // stock round 1: Player 1 has parred NYNH, Player 2 is to act
    expect(play(table, { type: "program_share_pass", ...player(P3) })).toEqual([]);
    // Player 2 buys; with nothing more to do in the first stock round his turn ends, and Player 3's programme passes.
    expect(play(table, { type: "buy_shares", ...player(P2), shares: ["NYNH_1"], percent: 10 })).toEqual([{ type: "pass", entity: P3 }]);
    expect(active(table)).toBe(table.game.player(P1));
    expect(play(table, { type: "buy_shares", ...player(P1), shares: ["NYNH_2"], percent: 10 })).toEqual([]);
    expect(play(table, { type: "pass", ...player(P2) })).toEqual([{ type: "pass", entity: P3 }]);
    expect(active(table)).toBe(table.game.player(P1));
    expect(table.game.messages.map((m) => m.text)).toContain("Player 3 sets a programme: Pass in Stock Round");
  });

  it("ends when another player starts a corporation, or buys into his while he holds less than half", () => {
    const par = tableAfter(22);
    play(par, { type: "program_share_pass", ...player(P3) });
    expect(play(par, { type: "par", ...player(P2), corporation: "PRR", share_price: "100,0,6" })).toEqual([
      { type: "program_disable", entity: P3, reason: "Corporation PRR parred" },
    ]);
    // Player 3 presides over B&O with 20%: Player 2's purchase of it concerns him.
    const buy = tableAfter(22);
    play(buy, { type: "program_share_pass", ...player(P3) });
    expect(play(buy, { type: "buy_shares", ...player(P2), shares: ["B&O_1"], percent: 10 })).toEqual([
      { type: "program_disable", entity: P3, reason: "Player 2 bought on corporation B&O and is unsecure" },
    ]);
    expect(active(buy)).toBe(buy.game.player(P3));
  });

  it("ends when another player sells after it was set, unless set unconditionally", () => {
    for (const unconditional of [false, true]) {
      const table = tableAfter(195); // stock round 5: Player 1 is to act, Player 2 after him
      play(table, { type: "program_share_pass", ...player(P2), unconditional });
      expect(play(table, { type: "sell_shares", ...player(P1), shares: ["PRR_5", "PRR_7"], percent: 20 })).toEqual([]);
      expect(play(table, { type: "par", ...player(P1), corporation: "C&O", share_price: "100,0,6" })).toEqual([]);
      const made = play(table, { type: "pass", ...player(P1) });
      if (unconditional) {
        expect(made[0]).toEqual({ type: "pass", entity: P2 });
      } else {
        // The programme ends and Player 2 decides for himself.
        expect(made).toEqual([{ type: "program_disable", entity: P2, reason: "Shares were sold" }]);
        expect(active(table)).toBe(table.game.player(P2));
        expect(table.game.programmes.has(table.game.player(P2))).toBe(false);
      }
    }
  });

  it("ends with the stock round; set indefinitely, it is kept for the next ones", () => {
    const table = tableAfter(26); // stock round 1, its last turn: Player 1 to act
    play(table, { type: "program_share_pass", ...player(P2), indefinite: true });
    play(table, { type: "program_share_pass", ...player(P3) });
    play(table, { type: "buy_shares", ...player(P1), shares: ["PRR_5"], percent: 10 });
    expect(table.game.round.name).toBe("Operating Round 1.1");
    const game = table.game;
    expect([...game.programmes.keys()]).toEqual([game.player(P2)]);
    expect(game.messages.map((m) => m.text)).toContain('Player 3\'s programme "Pass in Stock Round" ends with the stock round');
  });
});

describe("buy shares until a goal (program_buy_shares)", () => {
  it("buys one share a turn from the IPO until the corporation floats, then ends (and passes, when asked to)", () => {
    const table = tableAfter(22); // stock round 1, Player 2 to act
    play(table, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: "float", from_market: false, auto_pass_after: true });
    // Each time Player 1's turn comes he buys the next NYNH share; the first stock round has no sales, so his turn ends with it.
    expect(play(table, { type: "par", ...player(P2), corporation: "PRR", share_price: "100,0,6" })).toEqual([]);
    const turns: Auto[][] = [];
    for (let i = 0; i < 4; i++) {
      turns.push(play(table, { type: "pass", ...player(P3) }));
      if (i < 3) play(table, { type: "pass", ...player(P2) });
    }
    expect(turns).toEqual([1, 2, 3, 4].map((n) => [{ type: "buy_shares", entity: P1, shares: [`NYNH_${n}`] }]));
    expect(table.game.corporation("NYNH").percentOf(table.game.player(P1))).toBe(60);
    expect(table.game.corporation("NYNH").floated).toBe(true);
    // At his next turn the goal is reached: the programme ends and turns into a share pass, which passes.
    expect(play(table, { type: "pass", ...player(P2) })).toEqual([]);
    expect(play(table, { type: "pass", ...player(P3) })).toEqual([
      { type: "program_disable", entity: P1, reason: "NYNH is floated" },
      { type: "program_share_pass", entity: P1 },
      { type: "pass", entity: P1 },
    ]);
  });

  it("counts a goal in shares, the president's certificate as two", () => {
    const table = tableAfter(22);
    // Player 1 holds NYNH's 20% president's certificate: two shares; three means one more.
    play(table, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: 3 });
    play(table, { type: "par", ...player(P2), corporation: "PRR", share_price: "100,0,6" });
    expect(play(table, { type: "pass", ...player(P3) })).toEqual([{ type: "buy_shares", entity: P1, shares: ["NYNH_1"] }]);
    play(table, { type: "pass", ...player(P2) });
    expect(play(table, { type: "pass", ...player(P3) })).toEqual([{ type: "program_disable", entity: P1, reason: "3 share(s) bought in NYNH, end condition met" }]);
    expect(active(table)).toBe(table.game.player(P1));
  });

  it("ends when nothing can be bought where it buys", () => {
    const table = tableAfter(22);
    play(table, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: 5, from_market: true });
    expect(play(table, { type: "par", ...player(P2), corporation: "PRR", share_price: "100,0,6" })).toEqual([]);
    expect(play(table, { type: "pass", ...player(P3) })).toEqual([{ type: "program_disable", entity: P1, reason: "Cannot buy NYNH from market" }]);
  });
});

describe("setting and cancelling programmes", () => {
  it("a player cancels his programme (program_disable); a new one replaces the old", () => {
    const table = tableAfter(22);
    const p1 = table.game.player(P1);
    play(table, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: "float" });
    play(table, { type: "program_share_pass", ...player(P1) });
    expect(table.game.programmes.get(p1)?.type).toBe("program_share_pass");
    play(table, { type: "program_disable", ...player(P1), reason: "user" });
    expect(table.game.programmes.has(p1)).toBe(false);
    expect(table.game.messages.at(-1)?.text).toBe('Player 1\'s programme "Pass in Stock Round" ends: cancelled');
    // Nothing is done for him any more.
    play(table, { type: "par", ...player(P2), corporation: "PRR", share_price: "100,0,6" });
    expect(play(table, { type: "pass", ...player(P3) })).toEqual([]);
    expect(active(table)).toBe(p1);
  });

  it("refuses a programme that cannot be carried out, changing nothing", () => {
    const game = tableAfter(22).game;
    expectRefused(game, { type: "program_buy_shares", ...player(P1), corporation: "XYZ", until_condition: "float" }, /^no corporation XYZ in 1830$/);
    expectRefused(game, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: "soon" }, /^malformed program_buy_shares action: until_condition/);
    expectRefused(game, { type: "program_share_pass", entity: "NYNH", entity_type: "corporation" }, /only a player sets or cancels one/);
    // 18xx.games offers its auction programme for other titles, not for 1830's private auction.
    const auction = tableAfter(log.actions[2]!.id!).game;
    expect(auction.round.name).toBe("Private Auction");
    const bid = { type: "program_auction_bid", ...player(P1), bid_target: "SV", enable_maximum_bid: true, maximum_bid: 45, enable_buy_price: false, buy_price: 0, auto_pass_after: false };
    expectRefused(auction, bid, /^unknown action type "program_auction_bid"$/);
  });

  it("the log a table writes replays to the same game, its programmes' moves taken from auto_actions", () => {
    const table = tableAfter(22);
    play(table, { type: "program_share_pass", ...player(P3) });
    play(table, { type: "program_buy_shares", ...player(P1), corporation: "NYNH", until_condition: "float" });
    expect(play(table, { type: "buy_shares", ...player(P2), shares: ["NYNH_1"], percent: 10 })).toEqual([
      { type: "pass", entity: P3 },
      { type: "buy_shares", entity: P1, shares: ["NYNH_2"] },
    ]);
    play(table, { type: "pass", ...player(P2) });
    const n = table.entries.length;
    const replayed = replayLog(title1830, { ...log, actions: table.entries });
    expect(summarize(replayed, n)).toEqual(summarize(table.game, n));
    // The programmes' moves are in the log, not made again on replay: without them, Player 2's pass comes out of turn.
    const bare = table.entries.map(({ auto_actions: _a, ...e }: LogEntry & { auto_actions?: unknown }) => e);
    expect(() => replayLog(title1830, { ...log, actions: bare })).toThrow(/^1830 6\.0: it is Player 3's turn/);
  });
});

describe("programmes that would act without end", () => {
  it(`stop after ${MAX_PROGRAMMED_IN_A_ROW} moves in a row, each with its reason: one move carries no more (#31: one carried 399)`, () => {
    // Two players; Bob bought the B&O private and parred the B&O (1830 C-2.2), which is far from floating:
    // with both passing in every stock round, each operating round has only the privates to pay, and the
    // rounds would go on by themselves until the bank broke.
    const rules = RULESETS["1830"]!;
    const table = rules.session({ players: [{ id: "1", name: "Ada" }, { id: "2", name: "Bob" }], options: { optional_rules: ["sit_as_you_will"] }, seed: 1 }, []) as LogSession<Game>;
    const privates: [number, string, number][] = [[1, "SV", 20], [2, "CS", 40], [1, "DH", 70], [2, "MH", 110], [1, "CA", 160], [2, "BO", 220]];
    for (const [who, company, price] of privates) table.play({ type: "bid", ...player(who), company, price } as unknown as LogEntry);
    table.play({ type: "par", ...player(2), corporation: "B&O", share_price: "67,5,6" } as unknown as LogEntry);
    table.play({ type: "program_share_pass", ...player(2), unconditional: true, indefinite: true } as unknown as LogEntry);
    const stored = table.play({ type: "program_share_pass", ...player(1), unconditional: true, indefinite: true } as unknown as LogEntry) as LogEntry & { auto_actions?: Auto[] };
    const autos = stored.auto_actions ?? [];
    expect(autos.length).toBeGreaterThan(MAX_PROGRAMMED_IN_A_ROW);
    expect(autos.length).toBeLessThanOrEqual(MAX_PROGRAMMED_IN_A_ROW + 2);
    expect(autos.slice(MAX_PROGRAMMED_IN_A_ROW).map((a) => a.type)).toEqual(autos.slice(MAX_PROGRAMMED_IN_A_ROW).map(() => "program_disable"));
    expect(autos.at(-1)!.reason).toBe(`programmes stopped after ${MAX_PROGRAMMED_IN_A_ROW} moves in a row`);
    // The programme that would have acted next has ended: the game waits for its player, who decides for himself.
    const waiting = table.game.round.activeEntity();
    expect((waiting as { id?: string } | null)?.id).toBe(String(autos.at(-1)!.entity));
    expect(table.game.programmes.has(waiting as never)).toBe(false);
    expect(table.game.finished).toBe(false);
    // The log replays to the same game.
    const replayed = rules.session({ players: [{ id: "1", name: "Ada" }, { id: "2", name: "Bob" }], options: { optional_rules: ["sit_as_you_will"] }, seed: 1 }, table.entries);
    expect(summarize(replayed.game as Game, table.entries.length)).toEqual(summarize(table.game, table.entries.length));
  });
});
