// Board pictures and what they may cost a room (worker/pictures.ts, issue #31 finding 6; issue #37
// findings 7 and 8): the class on a game replayed from a fixture with a clock of its own, then the
// routes: the PNG drawn by the Worker from the room's SVG and kept in the platform's cache.
import { logSeed } from "../../shared/engine/replay.ts";
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { DRAW_COST, Pictures, REPLAY_BUDGET, type Busy } from "../../worker/pictures.ts";
import { pngCache, pngCacheKey } from "../../worker/images.ts";
import { MAX_IMPORTED_UNDOS } from "../../worker/limits.ts";
import { api, connect, post } from "./helpers.ts";

const log = fixture as unknown as GameExport;
/** The fixture's action 300 (index 299) lays tile 41 in H14. */
const UPTO = 300;
/** Its actions in effect then (undos take some back): the current position. */
const NOW = effectiveActions(log.actions.slice(0, UPTO) as LogEntry[]).length;
const rules = RULESETS["1830"]!;

function table(entries: readonly LogEntry[] = log.actions.slice(0, UPTO) as LogEntry[]) {
  const seats = log.players.map((p, index) => ({ index, name: p.name, playerId: String(p.id) }));
  const meta: GameMeta = {
    id: "pictures01",
    title: "1830",
    options: { optional_rules: [] },
    status: "playing",
    seats,
    hotseat: false,
    public: true,
    spectatorChat: false,
    seed: logSeed(log),
    logLength: entries.length,
    createdAt: 0,
  };
  const session = rules.session({ players: seats.map((s) => ({ id: s.playerId, name: s.name })), options: meta.options, seed: meta.seed }, entries, "trusted");
  /** The room's clock; with a step, each reading of it is that much later (a drawing that takes time). */
  const clock = { now: 0, step: 0 };
  const pictures = new Pictures({ meta: () => meta, session: () => session }, () => (clock.now += clock.step));
  return { pictures, session, clock };
}

const drawn = (picture: ReturnType<Pictures["svg"]>) => {
  if (!picture || "busy" in picture) throw new Error(`not drawn: ${JSON.stringify(picture)}`);
  return picture;
};
const tile41InH14 = /data-hex="H14"[^>]*data-tile="41"/;

describe("board pictures in a room", () => {
  afterEach(() => vi.restoreAllMocks());

  it("the current position is drawn once, then cached, and replays nothing however often it is asked for", () => {
    const { pictures } = table();
    const replays = vi.spyOn(rules, "session");
    const first = drawn(pictures.svg());
    expect(first).toMatchObject({ n: NOW, cached: false });
    expect(first.svg).toMatch(tile41InH14);
    for (let i = 0; i < 100; i++) expect(drawn(pictures.svg())).toMatchObject({ n: NOW, cached: true });
    expect(drawn(pictures.svg(NOW + 50))).toMatchObject({ n: NOW, cached: true });
    expect(replays).not.toHaveBeenCalled();
  });

  it("earlier positions come out of one budget for the room, checked before any replay: spent, a refusal says when to ask again", () => {
    const { pictures, clock } = table();
    const replays = vi.spyOn(rules, "session");
    // Each asked position is earlier than the last, so none is reached from the kept game.
    let refused: Busy | null = null;
    let spent = 0;
    let n = NOW - 1;
    for (; n > 0 && !refused; n -= 7) {
      const picture = pictures.svg(n)!;
      if ("busy" in picture) refused = picture;
      else spent += n + DRAW_COST;
    }
    expect(refused).not.toBeNull();
    expect(spent).toBeLessThanOrEqual(REPLAY_BUDGET.burst);
    expect(spent + n + 7 + DRAW_COST).toBeGreaterThan(REPLAY_BUDGET.burst);
    expect(refused!.busy).toMatch(/replaying the game.*ask again in \d+ seconds?$/);
    expect(refused!.retryAfter).toBeGreaterThanOrEqual(1);
    // Refused before anything was replayed: one replay per picture drawn.
    const calls = replays.mock.calls.length;
    expect(pictures.svg(n + 7)).toHaveProperty("busy");
    expect(replays.mock.calls.length).toBe(calls);
    // The current position is no replay: still drawn.
    expect(drawn(pictures.svg()).n).toBe(NOW);
    clock.now += refused!.retryAfter * 1000;
    expect(drawn(pictures.svg(n + 7)).cached).toBe(false);
  });

  it("a later position is reached from the game kept at the last one, and is the picture a replay draws", () => {
    const { pictures } = table();
    const replays = vi.spyOn(rules, "session");
    drawn(pictures.svg(100));
    expect(replays).toHaveBeenCalledTimes(1);
    const walked = drawn(pictures.svg(200));
    expect(replays).toHaveBeenCalledTimes(1);
    replays.mockRestore();
    expect(walked.svg).toBe(drawn(table().pictures.svg(200)).svg);
  });

  it("after an undo and another entry, the same number of actions is another position, drawn anew", () => {
    const { pictures, session } = table();
    expect(drawn(pictures.svg()).svg).toMatch(tile41InH14);
    const layer = log.actions[UPTO - 1] as unknown as { entity: unknown; entity_type: unknown };
    session.apply({ type: "undo", entity: layer.entity, entity_type: layer.entity_type } as LogEntry);
    session.apply({ type: "message", entity: layer.entity, entity_type: layer.entity_type, message: "sorry" } as LogEntry);
    const again = drawn(pictures.svg());
    expect(again).toMatchObject({ n: NOW, log: UPTO + 2, cached: false });
    expect(again.svg).not.toMatch(tile41InH14);
    // The position's name in the Worker's PNG cache changed with it: the log's length is in it.
    expect(pictures.where()).toEqual({ n: NOW, log: UPTO + 2 });
  });
});

describe("board picture routes", () => {
  it("pictures at earlier positions asked for in a flood: 429 with Retry-After and a sentence; the current board is still drawn", async () => {
    const response = await post("/api/games/import", { ...log, actions: log.actions.slice(0, UPTO) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    let refused: Response | null = null;
    for (let at = NOW - 1; at > 0 && !refused; at -= 7) {
      const picture = await api(`/g/${id}/board.svg?at=${at}`);
      if (picture.status === 429) refused = picture;
      else expect(picture.status).toBe(200);
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(((await refused!.json()) as { error: string }).error).toMatch(/ask again in \d+ seconds?$/);
    const now = await api(`/g/${id}/board.svg`);
    expect(now.status).toBe(200);
    expect(now.headers.get("X-Board-Actions")).toBe(String(NOW));
  });
});

/** A PNG's width, read from its header. */
const pngWidth = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function imported(actions = log.actions.slice(0, UPTO)): Promise<{ id: string; token: string }> {
  const response = await post("/api/games/import", { ...log, actions });
  expect(response.status).toBe(201);
  const { id, seat } = (await response.json()) as { id: string; seat: { token: string } };
  return { id, token: seat.token };
}

/** Puts back the room's methods roomAnswers wrapped. */
const unwrap: (() => void)[] = [];

/**
 * Records what the room answers to each call the Worker makes of it, from now on: its class's methods
 * wrapped (RPC calls only what the class has), recording this room's outermost calls (not those its
 * methods make of each other), each answered as before, at once or later.
 */
async function roomAnswers(id: string): Promise<{ method: string; answer: unknown }[]> {
  const answers: { method: string; answer: unknown }[] = [];
  let depth = 0;
  await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)), (room) => {
    const prototype = Object.getPrototypeOf(room) as Record<string, (...args: unknown[]) => unknown>;
    for (const [method, { value: original }] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
      if (method === "constructor" || typeof original !== "function") continue;
      prototype[method] = function (this: unknown, ...args: unknown[]) {
        const outermost = this === room && depth === 0;
        depth++;
        let answer: unknown;
        try {
          answer = original.apply(this, args);
        } finally {
          depth--;
        }
        if (!outermost) return answer;
        if (!(answer instanceof Promise)) return answers.push({ method, answer }), answer;
        return answer.then((settled) => (answers.push({ method, answer: settled }), settled));
      };
      unwrap.push(() => (prototype[method] = original));
    }
  });
  return answers;
}

/** Whether a value holds bytes anywhere (a PNG drawn in the room would). */
const holdsBytes = (value: unknown): boolean =>
  value instanceof Uint8Array || value instanceof ArrayBuffer || (typeof value === "object" && value !== null && Object.values(value).some(holdsBytes));

describe("board PNGs drawn outside the room (issue #37 finding 7)", () => {
  afterEach(() => unwrap.splice(0).forEach((put) => put()));

  it("a new PNG costs the room its position and its SVG, nothing more: the Worker rasterises it, and a PNG asked for again costs the room only the position", async () => {
    const { id } = await imported();
    const answers = await roomAnswers(id);
    const first = await api(`/g/${id}/board.png?width=2400`);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngWidth(bytes)).toBe(2400);
    // The room said which position, and handed over the board as SVG: no bytes of any PNG came from it.
    expect(answers.map((a) => a.method)).toEqual(["boardPosition", "boardSvg"]);
    expect(answers[0]!.answer).toEqual({ n: NOW, log: UPTO });
    expect(answers[1]!.answer).toMatchObject({ n: NOW, log: UPTO, svg: expect.stringMatching(/^<\?xml/) });
    expect(answers.some((a) => holdsBytes(a.answer))).toBe(false);
    answers.length = 0;
    const again = await api(`/g/${id}/board.png?width=2400`);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(answers.map((a) => a.method)).toEqual(["boardPosition"]);
  });

  it("the platform's cache keeps each PNG by game, log length, position and width; a move makes the current picture another", async () => {
    const { id, token } = await imported();
    const earlier = await api(`/g/${id}/board.png?width=300&at=100`);
    expect(earlier.headers.get("X-Board-Actions")).toBe("100");
    const now = await api(`/g/${id}/board.png?width=300`);
    expect(now.headers.get("X-Board-Actions")).toBe(String(NOW));
    for (const [n, response] of [[100, earlier], [NOW, now]] as const) {
      const kept = await pngCache().match(pngCacheKey("http://rails.test", id, { n, log: UPTO }, 300));
      expect(kept, `the PNG at ${n} is in the cache`).toBeDefined();
      expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(new Uint8Array(await response.arrayBuffer()));
    }
    // Another width is another picture.
    expect(await pngCache().match(pngCacheKey("http://rails.test", id, { n: NOW, log: UPTO }, 301))).toBeUndefined();
    expect((await api(`/g/${id}/board.png?width=301`)).headers.get("X-Cache")).toBe("MISS");
    // A log message is an entry: the log is longer, the position and its key another.
    const client = await connect(id, token);
    await client.hello(UPTO);
    client.send({ type: "act", expect: UPTO, action: { type: "message", entity: log.players[0]!.id, entity_type: "player", message: "gg" } });
    await client.next("action");
    client.ws.close();
    const after = await api(`/g/${id}/board.png?width=300`);
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(after.headers.get("X-Board-Actions")).toBe(String(NOW + 1));
    await after.arrayBuffer();
    expect(await pngCache().match(pngCacheKey("http://rails.test", id, { n: NOW + 1, log: UPTO + 1 }, 300))).toBeDefined();
  });
});

describe("undo and redo entries in an import (issue #37 finding 8)", () => {
  /** The log's first move, then undos and redos taking it back and putting it back. */
  const undoing = (count: number) => [
    log.actions[0]!,
    ...Array.from({ length: count }, (_, i) => ({ type: i % 2 ? "redo" : "undo", entity: log.players[0]!.id, entity_type: "player", id: i + 2 })),
  ];

  it("a log of one move and 19,998 undos and redos is refused in words", async () => {
    const response = await post("/api/games/import", { ...log, actions: undoing(19_998) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      `the log has 19,998 undo and redo entries: an import may have ${MAX_IMPORTED_UNDOS.toLocaleString("en")} at most`,
    );
  });

  it(`${MAX_IMPORTED_UNDOS.toLocaleString("en")} of them are taken, and the board is drawn from them`, async () => {
    const { id } = await imported(undoing(MAX_IMPORTED_UNDOS));
    const svg = await api(`/g/${id}/board.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("X-Board-Actions")).toBe("1");
  });
});
