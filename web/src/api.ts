// The REST calls the app makes, with errors turned into readable messages.
import type { CreateGameRequest, CreateGameResponse, GameMeta, TableSummary } from "../../shared/protocol.ts";
import type { RuleOption } from "../../shared/engine/options.ts";
import type { TitleInfo } from "../../shared/games/titles.ts";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

export const createGame = (request: CreateGameRequest) =>
  call<CreateGameResponse>("/api/games", { method: "POST", body: JSON.stringify(request) });

export const getGame = (id: string) => call<GameMeta>(`/api/games/${id}`);

export const joinGame = (id: string, name: string) =>
  call<{ seat: { index: number; token: string } }>(`/api/games/${id}/join`, { method: "POST", body: JSON.stringify({ name }) });

export const startGame = (id: string, token: string) =>
  call<GameMeta>(`/api/games/${id}/start`, { method: "POST", body: "{}", headers: { Authorization: `Bearer ${token}` } });

export interface LobbyTable {
  id: string;
  title: string;
  status: string;
  seats: number;
  players: string[];
  createdAt: number;
}

let titles: Promise<(TitleInfo & { options: RuleOption[] })[]> | undefined;
/** The titles with the options a table may choose (GET /api/titles), asked once a visit: the lobby shows them without loading any title's rules. */
export function listTitles(): Promise<(TitleInfo & { options: RuleOption[] })[]> {
  titles ??= call<{ titles: (TitleInfo & { options: RuleOption[] })[] }>("/api/titles").then((r) => r.titles);
  // A failure is not kept: the next ask tries again.
  titles.catch(() => (titles = undefined));
  return titles;
}

export const listOpenGames = () => call<{ games: LobbyTable[] }>("/api/games?status=open");

export const importGame = (game: unknown) =>
  call<{ id: string; seat: { index: number; token: string } }>("/api/games/import", { method: "POST", body: JSON.stringify(game) });

/** Gives a seat the caller holds a token of its own, for someone else (the caller's token no longer holds it). */
export const inviteSeat = (id: string, token: string, seat: number) =>
  call<{ index: number; token: string }>(`/api/games/${id}/invite`, { method: "POST", body: JSON.stringify({ seat }), headers: { Authorization: `Bearer ${token}` } });

/** Names a seat the caller holds, while the table waits (POST /api/games/:id/name). */
export const nameSeat = (id: string, token: string, seat: number, name: string) =>
  call<GameMeta>(`/api/games/${id}/name`, { method: "POST", body: JSON.stringify({ seat, name }), headers: { Authorization: `Bearer ${token}` } });

/** Hands a seat the caller holds to a bot (`bot: true`), or takes it back. */
export const seatBot = (id: string, token: string, seat: number, bot: boolean) =>
  call<GameMeta>(`/api/games/${id}/bot`, { method: "POST", body: JSON.stringify({ seat, bot }), headers: { Authorization: `Bearer ${token}` } });

/** The creator frees a taken seat of his table before the start (DELETE /api/games/:id/seats/:seat): its token holds it no more. */
export const freeSeat = (id: string, token: string, seat: number) =>
  call<GameMeta>(`/api/games/${id}/seats/${seat}`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });

/** The link that gives a seat to whoever opens it. */
export const seatLink = (gameId: string, token: string) => `${location.origin}/g/${gameId}#token=${token}`;

/** "My tables": where each table stands and whose turn it is (POST /api/tables takes at most 50). */
export const tableSummaries = (tables: { id: string; token: string }[]) =>
  call<{ tables: (TableSummary | { id: string; error: string })[] }>("/api/tables", { method: "POST", body: JSON.stringify({ tables: tables.slice(0, 50) }) });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The table's webhook (seated players only, docs/protocol.md). */
export const tableWebhook = {
  get: (id: string, token: string) => call<{ url: string | null }>(`/api/games/${id}/webhook`, { headers: bearer(token) }),
  set: (id: string, token: string, url: string) => call<{ ok: true }>(`/api/games/${id}/webhook`, { method: "PUT", body: JSON.stringify({ url }), headers: bearer(token) }),
  remove: (id: string, token: string) => call<{ removed: boolean }>(`/api/games/${id}/webhook`, { method: "DELETE", headers: bearer(token) }),
};

/** Push notifications for the seats a token holds. */
export const seatPush = {
  key: () => call<{ publicKey: string }>("/api/push/key"),
  seats: (id: string, token: string) => call<{ seats: number[] }>(`/api/games/${id}/push`, { headers: bearer(token) }),
  set: (id: string, token: string, subscription: PushSubscriptionJSON) =>
    call<{ seats: number[] }>(`/api/games/${id}/push`, { method: "PUT", body: JSON.stringify(subscription), headers: bearer(token) }),
  remove: (id: string, token: string) => call<{ seats: number[] }>(`/api/games/${id}/push`, { method: "DELETE", headers: bearer(token) }),
};
