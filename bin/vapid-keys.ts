// VAPID keys for Web Push (worker/webpush.ts). In production they are Worker secrets:
//   wrangler secret put VAPID_PUBLIC_KEY; wrangler secret put VAPID_PRIVATE_KEY; wrangler secret put VAPID_SUBJECT
// (`node --experimental-transform-types bin/vapid-keys.ts --print` prints a fresh pair). `npm start` runs
// this file, which writes a throw-away pair into .dev.vars (which wrangler dev reads) when it has none.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const b64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("base64url");

/** A fresh P-256 key pair as the Worker reads it: the public key uncompressed (65 bytes), the private key's 32 bytes. */
export async function throwAwayVapidKeys(): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string }> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: d!, VAPID_SUBJECT: "mailto:admin@localhost" };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keys = await throwAwayVapidKeys();
  const lines = Object.entries(keys).map(([k, v]) => `${k}=${v}`);
  if (process.argv.includes("--print")) {
    console.log(lines.join("\n"));
  } else {
    const file = ".dev.vars";
    const current = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (!/^VAPID_PUBLIC_KEY=/m.test(current)) {
      writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}# Throw-away Web Push keys for local development (bin/vapid-keys.ts)\n${lines.join("\n")}\n`);
      console.log("Wrote throw-away VAPID keys to .dev.vars");
    }
  }
}
