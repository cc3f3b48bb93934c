import type { GameRoom } from "./room.ts";
import type { Lobby } from "./lobby.ts";

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  ASSETS: Fetcher;
}
