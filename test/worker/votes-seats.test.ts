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
  it("every other seated person: not the asker's seats, not seats his token holds too, not a bot's", () => {
    expect(consentNeeded([0], [0, 1, 2, 3], new Set([3]), () => false)).toEqual([1, 2]);
    expect(consentNeeded([0], [0, 1, 2], new Set(), (s) => s === 2)).toEqual([1]);
    expect(consentNeeded([0, 1], [0, 1], new Set(), () => false)).toEqual([]);
    expect(consentNeeded([1], [0, 1], new Set([0]), () => false)).toEqual([]);
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
      expect(woken.shown()).toEqual({ kind: "undo", seat: 0, name: "Ada", n: 10, waiting: [2] });
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
      // Handed out: the old token no longer holds it.
      seats.handOut(2, await hashToken("cy-token"));
      expect(await seats.heldBy("ada-token")).toEqual([0]);
      expect(await seats.heldBy("cy-token")).toEqual([2]);
    });
  });
});
