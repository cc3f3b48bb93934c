import type { GameRoom } from "./room.ts";
import type { Lobby } from "./lobby.ts";
import type { DailyBoard } from "./daily.ts";

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  /** One per UTC date: the Railways daily deal's leaderboard. */
  DAILY_BOARD: DurableObjectNamespace<DailyBoard>;
  ASSETS: Fetcher;
  /** "1" in development only (`npm start`, the tests): webhooks may be http URLs to this machine. */
  ALLOW_LOCAL_WEBHOOKS?: string;
  /** Web Push (worker/webpush.ts): secrets; without them push is not offered. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}
