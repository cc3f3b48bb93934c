// The game's export (`GET /api/games/:id/log`) as the room sends it: built
// once per log length (and seating), kept as UTF-8 with its ETag, so that a
// repeated pull costs the room no work and a client that has it gets `304`;
// sent in parts of EXPORT_PART bytes as the client reads them, so that no
// pull holds the room for the whole export at once (a seated player's move
// goes between two parts);
// and each address, and every address together, may pull only so many bytes
// a second (#37: three strangers
// looping on a full room's log pulled 576 MiB in 15 s and its seated player's
// round trip went from 15 to 214 ms).
import type { GameExport, GameMeta } from "../shared/protocol.ts";
import { EXPORT_RATE, RateLimiter } from "./limits.ts";

/** What the room answers a pull: the export (its JSON as UTF-8, in parts), "you have it", or "not now" with when to ask again. */
export type ExportAnswer = { body: ReadableStream<Uint8Array>; etag: string } | { notModified: true; etag: string } | { error: string; retryAfter: number };

/** The most bytes of an export the room hands out at once (a full log's export has about 8 MiB). */
export const EXPORT_PART = 64 * 1024;

/** The limiter's key for every address together. */
const EVERYONE = "everyone";

export class LogExports {
  private cached: { key: string; bytes: Uint8Array; etag: string } | null = null;
  /** KiB each address pulled (its key: the address as worker/addresses.ts counts it, "local" where none), and all of them together. */
  private readonly limiter = new RateLimiter(EXPORT_RATE);

  constructor(private readonly build: () => GameExport) {}

  /**
   * The export for a client at `address` holding the version `ifNoneMatch` (its ETag, or null). Only the
   * bytes sent are counted: a `304` and a refusal cost the address nothing.
   */
  async answer(meta: GameMeta, address: string | null, ifNoneMatch: string | null): Promise<ExportAnswer> {
    const current = await this.current(meta);
    if (ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === current.etag)) return { notModified: true, etag: current.etag };
    const sender = address ?? "local";
    // Counted in KiB, so that the largest export fits the burst's whole number of tokens.
    const cost = Math.ceil(current.bytes.byteLength / 1024);
    const { export: own, room } = EXPORT_RATE;
    if (!this.limiter.has(sender, "export", cost)) {
      const retryAfter = this.limiter.retryAfter(sender, "export", cost);
      return { error: `Too many downloads of this game's log from your address: at most ${own.perSecond} KiB a second (${own.burst / 1024} MiB at once). Try again in ${retryAfter} s, or send If-None-Match with the ETag of the copy you have.`, retryAfter };
    }
    if (!this.limiter.has(EVERYONE, "room", cost)) {
      const retryAfter = this.limiter.retryAfter(EVERYONE, "room", cost);
      return { error: `Too many downloads of this game's log just now: at most ${room.perSecond / 1024} MiB a second for everyone (${room.burst / 1024} MiB at once). Try again in ${retryAfter} s.`, retryAfter };
    }
    this.limiter.allow(sender, "export", cost);
    this.limiter.allow(EVERYONE, "room", cost);
    return { body: inParts(current.bytes), etag: current.etag };
  }

  /** The export as it stands, built when the log or the seating changed since the last one. */
  private async current(meta: GameMeta): Promise<{ bytes: Uint8Array; etag: string }> {
    const key = `${meta.logLength}|${meta.status}|${meta.seats.map((s) => s.name).join("\u0000")}`;
    if (this.cached?.key === key) return this.cached;
    const bytes = new TextEncoder().encode(JSON.stringify(this.build()));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
    this.cached = { key, bytes, etag: `"${meta.logLength}-${hex}"` };
    return this.cached;
  }
}

/** The bytes as a stream of parts of at most EXPORT_PART bytes, each handed out when the reader asks for it. */
function inParts(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        // A copy: the part leaves the room, the kept export stays whole for the next pull.
        controller.enqueue(bytes.slice(at, (at += EXPORT_PART)));
        if (at >= bytes.byteLength) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The refusals the Worker has passed on, remembered in its isolate until their Retry-After: a client
 * that asks again without waiting is refused there, and the room is not asked (it still decides every
 * pull that reaches it; another isolate asks it again).
 */
export class ExportRefusals {
  private readonly until = new Map<string, { at: number; error: string }>();

  /** The refusal still standing for this table and address, with the seconds left, or null. */
  standing(id: string, address: string | null, now = Date.now()): { error: string; retryAfter: number } | null {
    const refused = this.until.get(`${id} ${address ?? "local"}`);
    return refused && refused.at > now ? { error: refused.error, retryAfter: Math.ceil((refused.at - now) / 1000) } : null;
  }

  remember(id: string, address: string | null, refused: { error: string; retryAfter: number }, now = Date.now()): void {
    // Forget the ones past now and then, so the map stays small.
    if (this.until.size > 10_000) for (const [k, v] of this.until) if (v.at <= now) this.until.delete(k);
    this.until.set(`${id} ${address ?? "local"}`, { at: now + refused.retryAfter * 1000, error: refused.error });
  }
}
