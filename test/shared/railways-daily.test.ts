// When a day's board takes games, and how fast a daily game may have been played (shared/games/railways/daily.ts).
import { describe, expect, it } from "vitest";
import { boardOpen, DAILY_GRACE_MS, medianMoveGap } from "../../shared/games/railways/daily.ts";

const at = (iso: string) => Date.parse(iso);

describe("a day's board", () => {
  it("takes games from its midnight (UTC) to an hour after the next", () => {
    expect(DAILY_GRACE_MS).toBe(3_600_000);
    expect(boardOpen("2026-11-17", at("2026-11-16T23:59:59.999Z"))).toBe(false);
    expect(boardOpen("2026-11-17", at("2026-11-17T00:00:00Z"))).toBe(true);
    expect(boardOpen("2026-11-17", at("2026-11-17T23:59:59Z"))).toBe(true);
    // The grace: a game dealt before midnight can still be finished and counted.
    expect(boardOpen("2026-11-17", at("2026-11-18T00:59:59.999Z"))).toBe(true);
    expect(boardOpen("2026-11-17", at("2026-11-18T01:00:00Z"))).toBe(false);
  });
});

describe("the pace of a game", () => {
  const timed = (times: number[]) => times.map((t) => ({ created_at: t }));
  it("is the median time a move took over runs of four moves, from the times the room wrote on them (whole seconds)", () => {
    expect(medianMoveGap([])).toBeNull();
    expect(medianMoveGap(timed([100]))).toBeNull();
    expect(medianMoveGap(timed([100, 103]))).toBe(3000);
    // A search replayed over the socket: every move in the same second or so.
    expect(medianMoveGap(timed([100, 100, 100, 100, 100]))).toBe(0);
    expect(medianMoveGap(timed([100, 100, 100, 101, 101, 101]))).toBe(250);
    // A person, with one long pause and a few quick moves: runs of four moves in 12 and 296 s (the lower middle).
    expect(medianMoveGap(timed([100, 104, 105, 105, 112, 400]))).toBe(3000);
  });

  it("tells two moves a second from a person's pace, whatever second the game began in (#37)", () => {
    for (const offset of [0, 0.5]) {
      const twoASecond = Array.from({ length: 37 }, (_, i) => Math.floor(1000 + offset + i / 2));
      expect(medianMoveGap(timed(twoASecond))).toBe(500);
    }
    const oneASecond = Array.from({ length: 37 }, (_, i) => 1000 + i);
    expect(medianMoveGap(timed(oneASecond))).toBe(1000);
  });
});
