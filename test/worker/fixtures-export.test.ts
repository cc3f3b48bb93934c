// Export is the identity for 18xx.games' logs: every fixture (a real game
// played there), imported into a room, comes back from GET /api/games/:id/log
// with the same actions, byte for byte, and the room has replayed it to its end.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import type { GameExport, GameMeta } from "../../shared/protocol.ts";
import { api, post } from "./helpers.ts";

const fixtures = import.meta.glob<GameExport & { result: Record<string, number> }>(["../fixtures/1830/*.json", "../fixtures/1882/*.json", "../fixtures/1837/*.json", "../fixtures/1846/*.json", "../fixtures/1817/*.json"], {
  eager: true,
  import: "default",
});

describe("an imported 18xx.games log exports as it came", () => {
  it.each(Object.keys(fixtures).sort())("%s", async (file) => {
    const log = fixtures[file]!;
    const imported = await post("/api/games/import", log);
    expect(imported.status).toBe(201);
    const { id } = (await imported.json()) as { id: string };
    const exported = (await (await api(`/api/games/${id}/log`)).json()) as GameExport;
    expect(exported.title).toBe(log.title);
    expect(exported.actions.length).toBe(log.actions.length);
    // The first entry that differs in any byte (key order included), if any.
    const at = log.actions.findIndex((a, i) => JSON.stringify(a) !== JSON.stringify(exported.actions[i]));
    expect([at, JSON.stringify(exported.actions[at])]).toEqual([-1, JSON.stringify(log.actions[at])]);
    const meta = (await (await api(`/api/games/${id}`)).json()) as GameMeta;
    expect([meta.status, meta.result]).toEqual(["finished", log.result]);
  });
});
