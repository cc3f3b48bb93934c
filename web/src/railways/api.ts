// The daily deal's REST calls (docs/protocol.md).
import type { DailyLeaderboard, DailySubmitted } from "../../../shared/games/railways/daily.ts";
import type { CreateGameResponse } from "../../../shared/protocol.ts";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

/** Today's deal (by the server's clock) and its leaderboard. */
export const todaysDeal = () => call<DailyLeaderboard>("/api/railways/daily");

/** Today's deal at a new table of one's own: the only kind of table the day's board counts. */
export const dealToday = (name: string, objectives: string[]) =>
  call<CreateGameResponse>("/api/railways/daily", { method: "POST", body: JSON.stringify({ name, options: { optional_rules: objectives } }) });

export const dailyBoard = (date: string) => call<DailyLeaderboard>(`/api/railways/daily/${date}`);

export const submitDaily = (date: string, game: string, token: string) =>
  call<DailySubmitted>(`/api/railways/daily/${date}/scores`, { method: "POST", body: JSON.stringify({ game }), headers: { Authorization: `Bearer ${token}` } });
