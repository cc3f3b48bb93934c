// Who is asking, by network address, for what anyone may do without a seat:
// open tables, take free seats, have new board pictures drawn (docs/security.md). An address is the
// client's CF-Connecting-IP, an IPv6 one cut to its /64 (one subscriber's
// network: a host picks any address in it at will). The AddressQuota Durable
// Object (one per address) keeps its allowances of new tables and pictures.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "./env.ts";

/**
 * The client's address as the limits count it, or null where it has none to count: no
 * CF-Connecting-IP (the Worker's own tests), or this machine (`npm start`, where every player of a
 * local test is 127.0.0.1). In production every request has a public one.
 */
export function clientAddress(request: Request): string | null {
  const ip = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)?.[1];
  if (v4) return v4.startsWith("127.") ? null : v4;
  if (!ip.includes(":")) return null;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const full = groups.map((g) => g.padStart(4, "0"));
  if (full.join(":") === "0000:0000:0000:0000:0000:0000:0000:0001") return null;
  return `${full.slice(0, 4).join(":")}::/64`;
}

/**
 * New tables per address: every table (a table, an import, a daily deal) costs storage; a public one
 * also takes a place in the lobby, whose list shows the newest 100 open tables of each title, so an
 * address may open few of those (at 6 an hour, 100 take it more than 16 hours).
 */
export const TABLE_QUOTA = {
  tables: { perHour: 60, burst: 20 },
  public: { perHour: 6, burst: 3 },
} as const;
/**
 * New board PNGs per address (a picture already in the platform's cache costs nothing): each costs the
 * Worker a tenth to half a second of CPU (docs/security.md), so an address draws 10 at once and 360 an
 * hour; a link preview or a forum's image asks for one picture.
 */
export const PICTURE_QUOTA = { perHour: 360, burst: 10 } as const;
const QUOTAS = { ...TABLE_QUOTA, pictures: PICTURE_QUOTA };
export type QuotaKind = keyof typeof QUOTAS;

type Buckets = Partial<Record<QuotaKind, { tokens: number; at: number }>>;

export class AddressQuota extends DurableObject<Env> {
  /** Takes one new table of each kind from the address's allowance, or says when the first is back (seconds). */
  take(kinds: QuotaKind[]): { ok: true } | { kind: QuotaKind; retryAfter: number } {
    const now = Date.now();
    const buckets = (this.ctx.storage.kv.get<Buckets>("buckets") ?? {}) as Buckets;
    const filled = kinds.map((kind) => {
      const { perHour, burst } = QUOTAS[kind];
      const was = buckets[kind] ?? { tokens: burst, at: now };
      return { kind, tokens: Math.min(burst, was.tokens + ((now - was.at) / 3_600_000) * perHour) };
    });
    const short = filled.find((b) => b.tokens < 1);
    if (short) return { kind: short.kind, retryAfter: Math.ceil(((1 - short.tokens) / QUOTAS[short.kind].perHour) * 3600) };
    for (const b of filled) buckets[b.kind] = { tokens: b.tokens - 1, at: now };
    this.ctx.storage.kv.put("buckets", buckets);
    return { ok: true };
  }
}

/** Takes a new board PNG from the caller's allowance: null when it may have one drawn, else the refusal's words and wait. */
export async function pictureQuota(env: Env, request: Request): Promise<{ error: string; retryAfter: number } | null> {
  const address = clientAddress(request);
  if (address === null) return null;
  const taken = await env.ADDRESS_QUOTA.get(env.ADDRESS_QUOTA.idFromName(address)).take(["pictures"]);
  if ("ok" in taken) return null;
  const { perHour, burst } = PICTURE_QUOTA;
  return { error: `Too many new board pictures from your address: at most ${perHour} an hour (${burst} at once); pictures already drawn are not counted. Try again in ${taken.retryAfter} seconds.`, retryAfter: taken.retryAfter };
}

/** Takes a new table from the caller's allowance: null when it may open one, else the refusal's words and wait. */
export async function tableQuota(env: Env, request: Request, isPublic: boolean): Promise<{ error: string; retryAfter: number } | null> {
  const address = clientAddress(request);
  if (address === null) return null;
  const quota = env.ADDRESS_QUOTA.get(env.ADDRESS_QUOTA.idFromName(address));
  const taken = await quota.take(isPublic ? ["tables", "public"] : ["tables"]);
  if ("ok" in taken) return null;
  const { perHour, burst } = QUOTAS[taken.kind];
  const what = taken.kind === "public" ? "public tables (listed in the lobby)" : "new tables";
  return { error: `Too many ${what} from your address: at most ${perHour} an hour (${burst} at once). Try again in ${Math.ceil(taken.retryAfter / 60)} minutes${taken.kind === "public" ? ", or open a private table" : ""}.`, retryAfter: taken.retryAfter };
}
