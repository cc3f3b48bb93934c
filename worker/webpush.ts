// Web Push from the Worker with the Web Crypto API alone: the payload is
// encrypted for the browser's subscription (RFC 8291, "aes128gcm" content
// coding of RFC 8188) and the request to the push service is signed with the
// site's VAPID key (RFC 8292). The keys are Worker secrets (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT); `npm start` makes throw-away ones.

/** What the browser's PushSubscription.toJSON() gives. */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The application server's key pair (base64url: the public key uncompressed, 65 bytes; the private key's 32 bytes) and contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push service may contact (RFC 8292 2.1). */
  subject: string;
}

export const b64url = {
  encode(bytes: Uint8Array): string {
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  },
  decode(text: string): Uint8Array<ArrayBuffer> {
    const s = atob(text.replace(/-/g, "+").replace(/_/g, "/").replace(/\s+/g, "") + "===".slice((text.length + 3) % 4));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  },
};

const utf8 = (s: string) => new TextEncoder().encode(s);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** A P-256 key pair from its raw parts (uncompressed public key, private scalar), for ECDH or ECDSA. */
async function importPrivate(publicKey: Uint8Array, privateKey: Uint8Array, algorithm: "ECDH" | "ECDSA"): Promise<CryptoKey> {
  const jwk: JsonWebKey = { kty: "EC", crv: "P-256", x: b64url.encode(publicKey.slice(1, 33)), y: b64url.encode(publicKey.slice(33, 65)), d: b64url.encode(privateKey), ext: true };
  return crypto.subtle.importKey("jwk", jwk, { name: algorithm, namedCurve: "P-256" }, false, algorithm === "ECDH" ? ["deriveBits"] : ["sign"]);
}

/** The one record's size (RFC 8188 2.1): the payload always fits in one. */
const RECORD_SIZE = 4096;

/**
 * Encrypts a push message for a subscription (RFC 8291 3.4, 4): a fresh ECDH key pair and salt
 * unless given (the RFC's example fixes them). Returns the request body: header, then the one record.
 */
export async function encryptPayload(
  plaintext: Uint8Array,
  subscription: PushSubscription["keys"],
  fixed?: { asPublic: Uint8Array; asPrivate: Uint8Array; salt: Uint8Array<ArrayBuffer> },
): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = b64url.decode(subscription.p256dh);
  const authSecret = b64url.decode(subscription.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error("p256dh must be an uncompressed P-256 public key");
  if (authSecret.length !== 16) throw new Error("auth must be 16 bytes");
  let asPrivateKey: CryptoKey;
  let asPublic: Uint8Array;
  if (fixed) {
    asPrivateKey = await importPrivate(fixed.asPublic, fixed.asPrivate, "ECDH");
    asPublic = fixed.asPublic;
  } else {
    const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"])) as CryptoKeyPair;
    asPrivateKey = pair.privateKey;
    asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  }
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: uaKey }, asPrivateKey, 256));
  // RFC 8291 3.3: the auth secret mixes into the key, bound to both public keys.
  const keyInfo = concat(utf8("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  // RFC 8188 2: the last (only) record ends with the delimiter 0x02, no further padding.
  const record = concat(plaintext, new Uint8Array([2]));
  if (record.length + 16 > RECORD_SIZE) throw new Error("the push payload is too large");
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, record));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concat(header, asPublic, ciphertext);
}

/** The Authorization header for a push service (RFC 8292 2, 3): a JWT signed with ES256, and the public key. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const publicKey = b64url.decode(keys.publicKey);
  const signer = await importPrivate(publicKey, b64url.decode(keys.privateKey), "ECDSA");
  const header = b64url.encode(utf8(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  // RFC 8292 2: the audience is the push service's origin; at most 24 hours ahead.
  const claims = b64url.encode(utf8(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: keys.subject })));
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signer, utf8(`${header}.${claims}`)));
  return `vapid t=${header}.${claims}.${b64url.encode(signature)}, k=${keys.publicKey}`;
}

/** The request that sends one push message (RFC 8030 5): its headers and encrypted body; worker/outbound.ts sends it. */
export async function pushRequest(subscription: PushSubscription, payload: string, keys: VapidKeys): Promise<{ headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }> {
  return {
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, keys),
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      // A turn notice is worth a day at most; after that the player has surely looked.
      TTL: "86400",
      Urgency: "normal",
    },
    body: await encryptPayload(utf8(payload), subscription.keys),
  };
}

/**
 * Why a subscription's keys cannot be encrypted for (RFC 8291 3.1: p256dh an uncompressed P-256
 * point on the curve, auth 16 bytes), or null: asked when it is stored, so that a bad key is refused
 * in words rather than failing at every change of turn.
 */
export async function checkSubscriptionKeys(keys: PushSubscription["keys"]): Promise<string | null> {
  let point: Uint8Array<ArrayBuffer>, auth: Uint8Array<ArrayBuffer>;
  try {
    point = b64url.decode(keys.p256dh);
    auth = b64url.decode(keys.auth);
  } catch {
    return "keys must be base64url";
  }
  if (auth.length !== 16) return "keys.auth must be 16 bytes";
  if (point.length !== 65 || point[0] !== 4) return "keys.p256dh must be an uncompressed P-256 public key (65 bytes, starting with 0x04)";
  try {
    // Web Crypto refuses a point that is not on the curve.
    await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, false, []);
  } catch {
    return "keys.p256dh is not a point on the P-256 curve";
  }
  return null;
}

/** The deployment's VAPID keys from its secrets, or null when it has none (push is then not offered). */
export function vapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string }): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? "mailto:admin@localhost" };
}
