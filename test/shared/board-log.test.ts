// The actions of an 18xx.games log that are in effect after undo and redo
// (../shared/notes/18xx-games-log-format.md).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";

const act = (id: number, type = "pass", more: Partial<LogEntry> = {}): LogEntry => ({ id, type, ...more });
const ids = (entries: LogEntry[]) => effectiveActions(entries).map((a) => a.id);

describe("effectiveActions", () => {
  it("an undo takes back the latest action in effect; another takes back the one before", () => {
    expect(ids([act(1), act(2), act(3, "undo")])).toEqual([1]);
    expect(ids([act(1), act(2), act(3, "undo"), act(4, "undo")])).toEqual([]);
    expect(ids([act(1), act(2), act(3, "undo"), act(4), act(5, "undo")])).toEqual([1]);
  });

  it("an undo with action_id takes back everything after that action; 0 means all", () => {
    expect(ids([act(1), act(2), act(3), act(4, "undo", { action_id: 1 })])).toEqual([1]);
    expect(ids([act(1), act(2), act(3, "undo", { action_id: 0 })])).toEqual([]);
  });

  it("redo puts back the latest group taken back, until another action is played", () => {
    expect(ids([act(1), act(2), act(3, "undo", { action_id: 0 }), act(4, "redo")])).toEqual([1, 2]);
    expect(ids([act(1), act(2), act(3, "undo"), act(4, "undo"), act(5, "redo")])).toEqual([1]);
    expect(ids([act(1), act(2), act(3, "undo"), act(4), act(5, "redo")])).toEqual([1, 4]);
  });

  it("chat messages stay and are never taken back", () => {
    expect(ids([act(1), act(2, "message"), act(3, "undo")])).toEqual([2]);
    expect(ids([act(1), act(2), act(3, "message"), act(4, "undo", { action_id: 1 })])).toEqual([1, 3]);
  });

  it("refuses an undo to an action that is not in the log", () => {
    expect(() => effectiveActions([act(1), act(2, "undo", { action_id: 7 })])).toThrow();
  });

  const fixture = (name: string) =>
    JSON.parse(readFileSync(new URL(`../fixtures/1830/${name}.json`, import.meta.url), "utf8")).actions as (LogEntry & {
      skip?: boolean;
    })[];

  it("agrees with the skip flags 18xx.games wrote into two of the 1830 logs", () => {
    for (const name of ["26855", "29133"]) {
      const actions = fixture(name);
      const kept = actions.filter((a) => !a.skip && a.type !== "undo" && a.type !== "redo").map((a) => a.id);
      expect(ids(actions), name).toEqual(kept);
    }
  });

  it("takes back exactly what 18xx.games does in the bank-broken 1830 game (undo to an action id)", () => {
    const actions = fixture("1830_game_end_bank");
    // The reference's filtered_actions on this log: 548 in effect, these taken back.
    const undone = [
      13, 63, 64, 65, 66, 82, 86, 87, 88, 89, 90, 91, 93, 94, 95, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 122, 147, 150,
      151, 153, 154, 162, 163, 183, 184, 185, 227, 228, 229, 231, 232, 233, 234, 241, 242, 245, 259, 300, 301, 314, 320, 326,
      327, 331, 366, 402, 403, 417, 418, 482, 574, 575,
    ];
    const kept = ids(actions);
    expect(kept.length).toBe(548);
    expect(actions.filter((a) => a.type !== "undo" && a.type !== "redo" && !kept.includes(a.id)).map((a) => a.id)).toEqual(undone);
  });
});

// Issue #37 finding 8: an imported log of one move and 19,998 undo and redo entries cost each
// board.svg half a second, because an undo looked back over the whole log. The work is counted
// (the reads of the log and of its entries), not timed, where it shows in reads.
describe("effectiveActions' work grows with the log, not with its square", () => {
  /** The log seen through proxies that count every read of an entry or of one of its fields. */
  function counted(entries: LogEntry[]): { log: LogEntry[]; reads: () => number } {
    let reads = 0;
    const watch = <T extends object>(target: T) =>
      new Proxy(target, {
        get(t, key, receiver) {
          if (typeof key === "string") reads++;
          return Reflect.get(t, key, receiver);
        },
      });
    const log = watch(entries.map((e) => watch(e)));
    return { log, reads: () => reads };
  }
  const N = 20_000;
  const alternating = (from: number, count: number, undo: Partial<LogEntry> = {}) =>
    Array.from({ length: count }, (_, i) => (i % 2 ? act(from + i, "redo") : act(from + i, "undo", undo)));
  const shapes: [string, LogEntry[]][] = [
    // Each undo looked back over every message for the move it takes back.
    ["one move, 10,000 chat messages, then undos and redos", [act(1), ...Array.from({ length: N / 2 - 1 }, (_, i) => act(i + 2, "message")), ...alternating(N / 2 + 1, N / 2)]],
    // Each undo to an action id searched the whole log for it.
    ["10,000 moves, then undos to the first and redos", [...Array.from({ length: N / 2 }, (_, i) => act(i + 1)), ...alternating(N / 2 + 1, N / 2, { action_id: 1 })]],
    // Each undo of everything walked every move.
    ["10,000 moves, then undos of everything and redos", [...Array.from({ length: N / 2 }, (_, i) => act(i + 1)), ...alternating(N / 2 + 1, N / 2, { action_id: 0 })]],
  ];
  for (const [name, entries] of shapes) {
    it(`${name}: a few reads an entry`, () => {
      const { log, reads } = counted(entries);
      const kept = effectiveActions(log);
      expect(kept.length).toBeGreaterThan(0);
      expect(reads() / entries.length).toBeLessThan(10);
    });
  }

  it("one move and 19,998 undos and redos take about what 20,000 moves do (times compared in one run, a wide margin)", () => {
    const moves = Array.from({ length: N }, (_, i) => act(i + 1));
    const undos = [act(1), ...alternating(2, N - 2)];
    expect(ids(undos)).toEqual([1]);
    const fastest = (log: LogEntry[]) => {
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        effectiveActions(log);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    fastest(moves);
    // Before: 500 ms against 2 ms (a ratio of 200); linear: about 1.
    expect(fastest(undos) / Math.max(fastest(moves), 0.5)).toBeLessThan(20);
  });
});
