import type { GameRoom } from "./room.ts";
import type { Lobby } from "./lobby.ts";
import type { DailyBoard } from "./daily.ts";
import type { AddressQuota } from "./addresses.ts";

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  /** One per UTC date: the Railways daily deal's leaderboard. */
  DAILY_BOARD: DurableObjectNamespace<DailyBoard>;
  /** One per client address: its allowance of new tables (worker/addresses.ts). */
  ADDRESS_QUOTA: DurableObjectNamespace<AddressQuota>;
  ASSETS: Fetcher;
  /** "1" in development only (`npm start`, the tests): webhooks may be http URLs to this machine. */
  ALLOW_LOCAL_WEBHOOKS?: string;
  /** Web Push (worker/webpush.ts): secrets; without them push is not offered. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

declare const ENGINE_BUILD: string | undefined;
/**
 * This build of the rules engine (a hash of shared/, bin/engine-build.ts), which `npm start`,
 * `npm run deploy` and the tests give the bundler; null where none was given, and then rooms
 * keep no snapshots of their games (a snapshot is read only by the build that wrote it).
 */
export const engineBuild: string | null = typeof ENGINE_BUILD === "string" ? ENGINE_BUILD : null;
