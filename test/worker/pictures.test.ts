// Board pictures and what they may cost a room (worker/pictures.ts, issue #31 finding 6):
// the class on a game replayed from a fixture with a clock of its own, then the routes.
import { afterEach, describe, expect, it, vi } from "vitest";
import fixture from "../fixtures/1830/1830_game_end_bank.json";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { effectiveActions, type LogEntry } from "../../shared/engine/log.ts";
import { RULESETS } from "../../shared/games/index.ts";
import { DRAW_COST, PNG_INTERVAL_MS, PNG_REST, Pictures, REPLAY_BUDGET, type Busy } from "../../worker/pictures.ts";
import { api, post } from "./helpers.ts";

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
    seed: log.settings!.seed!,
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

  it("a new PNG while the room rests from the last is refused before any work", async () => {
    const { pictures, clock } = table();
    expect(await pictures.png(undefined, 200)).toMatchObject({ n: NOW, cached: false });
    const replays = vi.spyOn(rules, "session");
    clock.now += PNG_INTERVAL_MS / 2;
    expect(await pictures.png(50, 200)).toEqual({ busy: "this game's board was just drawn for another picture: ask again in a second", retryAfter: 1 });
    expect(replays).not.toHaveBeenCalled();
    // Drawn pictures stay cached meanwhile.
    expect(await pictures.png(undefined, 200)).toMatchObject({ cached: true });
    clock.now += PNG_INTERVAL_MS;
    expect(await pictures.png(50, 200)).toMatchObject({ n: 50, cached: false });
  });

  it("a new PNG asked for while another is drawn is refused, to ask again in a second", async () => {
    const { pictures } = table();
    const drawing = pictures.png(undefined, 200);
    expect(await pictures.png(undefined, 201)).toEqual({ busy: "this game's board was just drawn for another picture: ask again in a second", retryAfter: 1 });
    expect(await drawing).toMatchObject({ cached: false });
  });

  it("after a slow PNG the room rests longer: PNG_REST times the drawing's time", async () => {
    const { pictures, clock } = table();
    // Each reading of the clock half a second later: the drawing takes half a second.
    clock.step = 500;
    await pictures.png(undefined, 200);
    clock.step = 0;
    const rest = PNG_REST * 500;
    expect(rest).toBeGreaterThan(PNG_INTERVAL_MS);
    clock.now += rest - 1100;
    expect(await pictures.png(undefined, 201)).toEqual({ busy: "this game's board was just drawn for another picture: ask again in 2 seconds", retryAfter: 2 });
    clock.now += 1100;
    expect(await pictures.png(undefined, 201)).toMatchObject({ cached: false });
  });

  it("after an undo and another entry, the same number of actions is another position, drawn anew", () => {
    const { pictures, session } = table();
    expect(drawn(pictures.svg()).svg).toMatch(tile41InH14);
    const layer = log.actions[UPTO - 1] as unknown as { entity: unknown; entity_type: unknown };
    session.apply({ type: "undo", entity: layer.entity, entity_type: layer.entity_type } as LogEntry);
    session.apply({ type: "message", entity: layer.entity, entity_type: layer.entity_type, message: "sorry" } as LogEntry);
    const again = drawn(pictures.svg());
    expect(again).toMatchObject({ n: NOW, cached: false });
    expect(again.svg).not.toMatch(tile41InH14);
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
