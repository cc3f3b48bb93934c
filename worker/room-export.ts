// The game's export (`GET /api/games/:id/log`) as the room sends it: built
// once per log length (and seating), kept as text with its ETag, so that a
// repeated pull costs the room no work and a client that has it gets `304`;
// and each address may pull only so many bytes a second (#37: three strangers
// looping on a full room's log pulled 576 MiB in 15 s and its seated player's
// round trip went from 15 to 214 ms).
import type { GameExport, GameMeta } from "../shared/protocol.ts";
import { EXPORT_RATE, RateLimiter } from "./limits.ts";

/** What the room answers a pull: the export, "you have it", or "not now" with when to ask again. */
export type ExportAnswer = { text: string; etag: string } | { notModified: true; etag: string } | { error: string; retryAfter: number };

export class LogExports {
  private cached: { key: string; text: string; etag: string } | null = null;
  /** Bytes each address pulled (its key: the address as worker/addresses.ts counts it, "local" where none). */
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
    const cost = Math.ceil(current.text.length / 1024);
    if (!this.limiter.allow(sender, "export", cost)) {
      const retryAfter = this.limiter.retryAfter(sender, "export", cost);
      return { error: `Too many downloads of this game's log from your address: at most ${EXPORT_RATE.export.perSecond} KiB a second (${EXPORT_RATE.export.burst / 1024} MiB at once). Try again in ${retryAfter} s, or send If-None-Match with the ETag of the copy you have.`, retryAfter };
    }
    return current;
  }

  /** The export as it stands, built when the log or the seating changed since the last one. */
  private async current(meta: GameMeta): Promise<{ text: string; etag: string }> {
    const key = `${meta.logLength}|${meta.status}|${meta.seats.map((s) => s.name).join("\u0000")}`;
    if (this.cached?.key === key) return this.cached;
    const text = JSON.stringify(this.build());
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
    this.cached = { key, text, etag: `"${meta.logLength}-${hex}"` };
    return this.cached;
  }
}
