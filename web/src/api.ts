// The REST calls the app makes, with errors turned into readable messages.
import type { CreateGameRequest, CreateGameResponse, GameMeta } from "../../shared/protocol.ts";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

export const createGame = (request: CreateGameRequest) =>
  call<CreateGameResponse>("/api/games", { method: "POST", body: JSON.stringify(request) });

export const getGame = (id: string) => call<GameMeta>(`/api/games/${id}`);

/** Seat tokens live in this browser only, one per game. */
export const seatTokens = {
  get: (gameId: string) => localStorage.getItem(`seat:${gameId}`),
  set: (gameId: string, token: string) => localStorage.setItem(`seat:${gameId}`, token),
};
