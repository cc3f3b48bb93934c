// Web Push encryption (RFC 8291) and VAPID (RFC 8292) in the Worker's own code, with Web Crypto.
import { describe, expect, it } from "vitest";
import { b64url, encryptPayload, vapidAuthorization } from "../../worker/webpush.ts";

/** RFC 8291 Appendix A, "Intermediate Values for Encryption" (base64url as printed there). */
const RFC8291 = {
  plaintext: "V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24",
  as_public: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  as_private: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  ua_public: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth_secret: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  header: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  ciphertext: "8pfeW0KbunFT06SuDKoJH9Ql87S1QUrdirN6GcG7sFz1y1sqLgVi1VhjVkHsUoEsbI_0LpXMuGvnzQ",
  // The whole message (RFC 8291 5), header then ciphertext.
  message:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push", () => {
  it("encrypts RFC 8291's example byte for byte", async () => {
    const plaintext = b64url.decode(RFC8291.plaintext);
    expect(new TextDecoder().decode(plaintext)).toBe("When I grow up, I want to be a watermelon");
    const body = await encryptPayload(plaintext, { p256dh: RFC8291.ua_public, auth: RFC8291.auth_secret }, {
      asPublic: b64url.decode(RFC8291.as_public),
      asPrivate: b64url.decode(RFC8291.as_private),
      salt: b64url.decode(RFC8291.salt),
    });
    expect(b64url.encode(body.slice(0, 86))).toBe(RFC8291.header);
    expect(b64url.encode(body.slice(86))).toBe(RFC8291.ciphertext);
    expect(b64url.encode(body)).toBe(RFC8291.message);
  });

  it("uses a fresh key and salt for every message", async () => {
    const keys = { p256dh: RFC8291.ua_public, auth: RFC8291.auth_secret };
    const [a, b] = [await encryptPayload(new Uint8Array([1, 2, 3]), keys), await encryptPayload(new Uint8Array([1, 2, 3]), keys)];
    expect(a.length).toBe(86 + 3 + 1 + 16);
    expect(b64url.encode(a.slice(0, 16))).not.toBe(b64url.encode(b.slice(0, 16)));
    expect(b64url.encode(a.slice(21, 86))).not.toBe(b64url.encode(b.slice(21, 86)));
  });

  it("refuses keys that are not a subscription's", async () => {
    await expect(encryptPayload(new Uint8Array(1), { p256dh: RFC8291.auth_secret, auth: RFC8291.auth_secret })).rejects.toThrow("p256dh");
    await expect(encryptPayload(new Uint8Array(1), { p256dh: RFC8291.ua_public, auth: RFC8291.salt.slice(0, 10) })).rejects.toThrow("auth");
  });

  it("signs a VAPID token (RFC 8292) that the public key verifies, for the push service's origin, within 24 hours", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const publicKey = b64url.encode(new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer));
    const { d } = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
    const now = Date.UTC(2026, 10, 25);
    const header = await vapidAuthorization("https://fcm.googleapis.com/fcm/send/abc", { publicKey, privateKey: d!, subject: "mailto:ops@example.com" }, now);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
    expect(k).toBe(publicKey);
    const [head, claims, signature] = jwt!.split(".") as [string, string, string];
    expect(JSON.parse(new TextDecoder().decode(b64url.decode(head)))).toEqual({ typ: "JWT", alg: "ES256" });
    const body = JSON.parse(new TextDecoder().decode(b64url.decode(claims)));
    expect(body).toEqual({ aud: "https://fcm.googleapis.com", exp: now / 1000 + 12 * 3600, sub: "mailto:ops@example.com" });
    expect(b64url.decode(signature)).toHaveLength(64);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, b64url.decode(signature), new TextEncoder().encode(`${head}.${claims}`))).toBe(true);
  });
});
