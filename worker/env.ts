import type { GameRoom } from "./room.ts";
import type { Lobby } from "./lobby.ts";
import type { DailyBoard } from "./daily.ts";

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  /** One per UTC date: the Railways daily deal's leaderboard. */
  DAILY_BOARD: DurableObjectNamespace<DailyBoard>;
  ASSETS: Fetcher;
}
