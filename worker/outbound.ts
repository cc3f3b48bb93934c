// Every call the Worker makes to another site (the table's webhook, a seat's
// push service: worker/notify.ts) goes through here: the address rules, checked
// when a URL is set and again before each call, and the one POST with its
// timeout that never reads the receiver's answer beyond its status.
//
// The rules look at the URL only: a Worker cannot resolve a name, so a public
// name that points at a private address is the platform's to stop (Cloudflare
// Workers' fetch does not reach private networks; docs/security.md).

/** A receiver that has not answered (status line and headers) within this many milliseconds has failed. */
export const OUTBOUND_TIMEOUT_MS = 5_000;

/** IPv4 ranges that are not the public internet (RFC 6890), with what they are. */
const IPV4_NOT_PUBLIC: [base: string, bits: number, what: string][] = [
  ["0.0.0.0", 8, "“this network” (0.0.0.0/8)"],
  ["10.0.0.0", 8, "a private network's address (10.0.0.0/8)"],
  ["100.64.0.0", 10, "a carrier-grade NAT address (100.64.0.0/10)"],
  ["127.0.0.0", 8, "this machine (127.0.0.0/8)"],
  ["169.254.0.0", 16, "a link-local address, where cloud metadata lives (169.254.0.0/16)"],
  ["172.16.0.0", 12, "a private network's address (172.16.0.0/12)"],
  ["192.0.0.0", 24, "reserved for protocols (192.0.0.0/24)"],
  ["192.0.2.0", 24, "reserved for documentation (192.0.2.0/24)"],
  ["192.168.0.0", 16, "a private network's address (192.168.0.0/16)"],
  ["198.18.0.0", 15, "reserved for benchmarks (198.18.0.0/15)"],
  ["198.51.100.0", 24, "reserved for documentation (198.51.100.0/24)"],
  ["203.0.113.0", 24, "reserved for documentation (203.0.113.0/24)"],
  ["224.0.0.0", 4, "a multicast address (224.0.0.0/4)"],
  ["240.0.0.0", 4, "reserved (240.0.0.0/4)"],
];

/** Names that only a local network knows (RFC 6761, 6762, 8375; ICANN's .internal). */
const LOCAL_SUFFIXES = [".local", ".localdomain", ".internal", ".home.arpa"];

const ipv4 = (text: string): number | null => {
  const parts = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  return parts ? parts.slice(1).reduce((n, p) => n * 256 + Number(p), 0) : null;
};

/** The 8 groups of an IPv6 address as the URL parser writes it (compressed, lower case, no dotted tail), or null. */
function ipv6(text: string): number[] | null {
  const [head, tail, ...more] = text.split("::");
  if (more.length) return null;
  const groups = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const start = groups(head);
  const end = groups(tail);
  const all = tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return all.length === 8 && all.every((g) => g >= 0 && g <= 0xffff) ? all : null;
}

/** Why a host (as URL.hostname gives it) is not on the public internet, or null when nothing in its spelling says so. */
function notPublic(hostname: string): string | null {
  // The URL parser has already turned 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1.
  const v4 = ipv4(hostname);
  if (v4 !== null) {
    const range = IPV4_NOT_PUBLIC.find(([base, bits]) => v4 >>> (32 - bits) === ipv4(base)! >>> (32 - bits));
    return range ? range[2] : null;
  }
  if (hostname.startsWith("[")) {
    const g = ipv6(hostname.slice(1, -1));
    if (!g) return "not an IPv6 address";
    if (g.slice(0, 7).every((x) => x === 0) && g[7]! <= 1) return g[7] ? "this machine (::1)" : "the unspecified address (::)";
    if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return "an IPv4 address written as IPv6 (::ffff:0:0/96)";
    if ((g[0]! & 0xfe00) === 0xfc00) return "a private network's address (fc00::/7)";
    if ((g[0]! & 0xffc0) === 0xfe80) return "a link-local address (fe80::/10)";
    // Global unicast (2000::/3) only, without the ranges that carry an IPv4 address or name none.
    if ((g[0]! & 0xe000) !== 0x2000) return "not a global unicast address (2000::/3)";
    if (g[0] === 0x2002) return "a 6to4 address, which carries an IPv4 address (2002::/16)";
    if (g[0] === 0x2001 && g[1] === 0) return "a Teredo address, which carries an IPv4 address (2001::/32)";
    if (g[0] === 0x2001 && g[1] === 0xdb8) return "reserved for documentation (2001:db8::/32)";
    return null;
  }
  const name = hostname.replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return "this machine (localhost)";
  if (!name.includes(".")) return "a name with one label, which only a local network knows";
  if (LOCAL_SUFFIXES.some((s) => name.endsWith(s))) return "a name only a local network knows";
  return null;
}

const loopback = (hostname: string) => {
  const v4 = ipv4(hostname);
  if (v4 !== null) return v4 >>> 24 === 127;
  const name = hostname.replace(/\.$/, "");
  return hostname === "[::1]" || name === "localhost" || name.endsWith(".localhost");
};

/**
 * The address rules for a URL the room will call (a webhook, a push endpoint): https to a public host
 * on its own port (443), no user name or password. With `allowLocal` (development and the tests:
 * ALLOW_LOCAL_WEBHOOKS=1) http or https to this machine, on any port, too. Returns why not, naming
 * `field`, or null.
 */
export function checkOutboundUrl(raw: string, allowLocal: boolean, field = "url"): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${field} is not a valid URL`;
  }
  if (url.username || url.password) return `${field} may not carry a user name or password`;
  if (allowLocal && loopback(url.hostname) && (url.protocol === "https:" || url.protocol === "http:")) return null;
  if (url.protocol !== "https:") return `${field} must be an https URL`;
  if (url.port !== "") return `${field} must use https's own port (443), not ${url.port}`;
  const why = notPublic(url.hostname);
  return why ? `${field} must point to a public host: ${url.hostname} is ${why}` : null;
}

/**
 * POSTs to a URL that passes the address rules (checked again here: a URL stored under older rules
 * is not called), without following redirects. The answer's body is never read, only its status: it
 * is cancelled at once, so a receiver answering a gigabyte costs nothing, and one that never answers
 * costs OUTBOUND_TIMEOUT_MS of waiting, nothing more.
 */
export async function postOutbound(
  url: string,
  init: { headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> },
  allowLocal: boolean,
): Promise<{ status: number } | { refused: string }> {
  const refused = checkOutboundUrl(url, allowLocal);
  if (refused) return { refused };
  const response = await fetch(url, { method: "POST", headers: init.headers, body: init.body, redirect: "manual", signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS) });
  await response.body?.cancel().catch(() => undefined);
  return { status: response.status };
}
