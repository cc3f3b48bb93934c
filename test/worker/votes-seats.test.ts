// The table's decisions (worker/votes.ts) and its seats (worker/seats.ts), each
// on its own, in a Durable Object's real SQLite storage: who is asked, what
// each vote comes to, and who may decide for a seat.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LogAction } from "../../shared/protocol.ts";
import { hashToken } from "../../worker/secrets.ts";
import { Seats } from "../../worker/seats.ts";
import { consentNeeded, TableVotes, type PendingDecision } from "../../worker/votes.ts";

/** Runs with the SQL storage of a room that was never created (a blank database of its own). */
let rooms = 0;
const withSql = <T>(run: (sql: SqlStorage) => T | Promise<T>) =>
  runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(`unit-${Date.now()}-${rooms++}`)), (_room, state) => run(state.storage.sql));

const request = (over: Partial<PendingDecision> = {}): PendingDecision => ({
  kind: "undo",
  seat: 0,
  name: "Ada",
  n: 10,
  waiting: [1, 2],
  action: { type: "undo", entity: 1, entity_type: "player" } as unknown as LogAction,
  ...over,
});

describe("who is asked (consentNeeded)", () => {
  it("the player of every other seat: not the asker's seats, not seats his token holds too; a bot's seat through its player", () => {
    const itself = (s: number) => s;
    expect(consentNeeded([0], [0, 1, 2, 3], itself, () => false)).toEqual([1, 2, 3]);
    expect(consentNeeded([0], [0, 1, 2], itself, (s) => s === 2)).toEqual([1]);
    expect(consentNeeded([0, 1], [0, 1], itself, () => false)).toEqual([]);
    // Seat 3 a bot the creator seated (no token holds it): the creator answers for it.
    const creatorsBot = (s: number) => (s === 3 ? 0 : s);
    expect(consentNeeded([1], [0, 1, 3], creatorsBot, () => false)).toEqual([0]);
    // A table of one person and the bots he seated: nobody else to ask.
    expect(consentNeeded([0], [0, 1, 2], () => 0, () => false)).toEqual([]);
  });
});

describe("a request for the table's consent (TableVotes)", () => {
  it("waits for every seat asked; the last yes agrees; it survives the room's sleep", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const votes = new TableVotes(sql);
      votes.ask(request());
      expect(votes.vote([1], true, () => "Bob")).toMatchObject({ kind: "waiting", request: { waiting: [2] } });
      // A room woken from sleep reads it back.
      const woken = new TableVotes(sql);
      expect(woken.shown()).toEqual({ kind: "undo", seat: 0, name: "Ada", n: 10, waiting: [2], agreed: [1] });
      expect(woken.vote([2], true, () => "Cy")).toMatchObject({ kind: "agreed", by: "Cy" });
      expect(woken.pending()).toBeNull();
    });
  });

  it("one no declines it; the asker's no withdraws it; others are told their vote is not needed", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const votes = new TableVotes(sql);
      expect(votes.vote([1], true, () => "Bob")).toMatchObject({ kind: "refused", error: "no request is waiting for the table's consent" });
      votes.ask(request({ kind: "end_game", waiting: [1] }));
      expect(votes.vote([0], true, () => "Ada")).toMatchObject({ kind: "refused", error: /the others decide/ });
      expect(votes.vote([3], false, () => "Dee")).toMatchObject({ kind: "refused", error: "your consent is not needed for this request" });
      expect(votes.vote([0], false, () => "Ada")).toEqual({ kind: "withdrawn", by: "Ada" });
      votes.ask(request({ waiting: [1, 2] }));
      expect(votes.vote([2], false, () => "Cy")).toEqual({ kind: "declined", by: "Cy" });
      expect(votes.pending()).toBeNull();
    });
  });

  it("after the seating changed, asks only those still to be asked; agrees when nobody is left", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const votes = new TableVotes(sql);
      votes.ask(request({ waiting: [1, 2] }));
      expect(votes.reseat(() => [1, 2])).toBeNull();
      expect(votes.reseat(() => [1])).toMatchObject({ kind: "waiting", request: { waiting: [1] } });
      expect(votes.reseat(() => [])).toMatchObject({ kind: "agreed", by: "the table" });
    });
  });

  it("a seat refused may not ask again until another seat's move of the game; the asker's withdrawal is no refusal", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const votes = new TableVotes(sql);
      votes.ask(request({ kind: "end_game", seat: 1, waiting: [0] }));
      expect(votes.vote([1], false, () => "Bob")).toMatchObject({ kind: "withdrawn" });
      expect(votes.mayAsk([1])).toBeNull();
      votes.ask(request({ kind: "end_game", seat: 1, waiting: [0] }));
      expect(votes.vote([0], false, () => "Ada")).toEqual({ kind: "declined", by: "Ada" });
      expect(votes.mayAsk([1])).toMatch(/ask again once the game has moved on/);
      expect(votes.mayAsk([0])).toBeNull();
      // His own entries, and anything that is not a move of the game, do not move it on; the room's sleep forgets nothing.
      const own = (s: number) => s === 1;
      expect(votes.played("bid", own)).toBeNull();
      for (const type of ["message", "undo", "program_share_pass", "end_game"]) votes.played(type, () => false);
      expect(new TableVotes(sql).mayAsk([1])).toMatch(/moved on/);
      // Another seat's move does.
      votes.played("bid", () => false);
      expect(votes.mayAsk([1])).toBeNull();
      expect(new TableVotes(sql).mayAsk([1])).toBeNull();
    });
  });

  it("holds back every entry but the moves of a player who agreed; his move ends the request", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const votes = new TableVotes(sql);
      expect(votes.holdsBack("bid", [0])).toBeNull();
      votes.ask(request({ seat: 1, waiting: [0, 2] }));
      expect(votes.holdsBack("bid", [0])).toMatch(/waiting for the table's consent/);
      expect(votes.holdsBack("bid", [1])).toMatch(/waiting/);
      // Ada's token holds seat 3 too (asked through seat 0): she agrees for both.
      expect(votes.vote([0, 3], true, () => "Ada")).toMatchObject({ kind: "waiting", request: { waiting: [2] } });
      // The table sees who agreed, and who is still asked.
      expect(votes.shown()).toEqual({ kind: "undo", seat: 1, name: "Ada", n: 10, waiting: [2], agreed: [0] });
      expect(votes.holdsBack("bid", [0, 3])).toBeNull();
      expect(votes.holdsBack("message", [0, 3])).toMatch(/waiting/);
      expect(votes.holdsBack("bid", [2])).toMatch(/waiting/);
      expect(votes.played("bid", () => false)).toEqual({ kind: "lapsed" });
      expect(votes.pending()).toBeNull();
      // A lapsed request is no refusal.
      expect(votes.mayAsk([1])).toBeNull();
    });
  });

  it("reads a request stored before end_game could be asked as an undo or a redo", async () => {
    await withSql((sql) => {
      TableVotes.schema(sql);
      const { kind: _kind, ...old } = request({ action: { type: "redo", entity: 1, entity_type: "player" } as unknown as LogAction });
      sql.exec("INSERT INTO undo (id, request) VALUES (1, ?)", JSON.stringify(old));
      expect(new TableVotes(sql).shown()?.kind).toBe("redo");
    });
  });
});

describe("the seats (Seats)", () => {
  it("are held by a token's hash; one token may hold several; the creator decides for a bot's seat and then holds it", async () => {
    const ada = await hashToken("ada-token");
    const bob = await hashToken("bob-token");
    await withSql(async (sql) => {
      Seats.schema(sql);
      const seats = new Seats(sql);
      seats.add(0, "Ada", "1", ada);
      seats.add(1, null, "2", null);
      seats.add(2, "Bot 3", "3", null);
      expect(await seats.heldBy("ada-token")).toEqual([0]);
      expect(await seats.heldBy(null)).toEqual([]);
      expect(seats.seated()).toEqual([0, 2]);
      seats.claim(1, "Bob", bob);
      expect(await seats.heldBy("bob-token")).toEqual([1]);
      // Bob may not decide for the bot's seat; Ada (seat 0) may, and only while a bot plays it.
      expect(seats.mayDecideFor([1], 2, new Set([2]))).toBe(false);
      expect(seats.mayDecideFor([0], 2, new Set())).toBe(false);
      expect(seats.mayDecideFor([0], 2, new Set([2]))).toBe(true);
      seats.holdWithCreator(2);
      expect(await seats.heldBy("ada-token")).toEqual([0, 2]);
      expect(seats.sameHolder(2, [0])).toBe(true);
      expect(seats.sameHolder(1, [0])).toBe(false);
      // The creator answers for the bot he seated; a seat its holder let a bot play still answers for itself.
      seats.add(3, "Bot 4", "4", null);
      expect(seats.voterFor(3)).toBe(0);
      expect(seats.voterFor(1)).toBe(1);
      // Handed out: the old token no longer holds it.
      seats.handOut(2, await hashToken("cy-token"));
      expect(await seats.heldBy("ada-token")).toEqual([0]);
      expect(await seats.heldBy("cy-token")).toEqual([2]);
    });
  });
});
