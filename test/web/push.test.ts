// Push notifications, as far as a test machine can go: Chromium's push service
// is out of reach, so the page's PushManager.subscribe is replaced by one that
// returns a subscription whose endpoint is a receiver in this test (keys made in
// the page, as a browser makes them). The room's real push message is read there,
// decrypted with the page's key, and delivered to the service worker as a push
// event (DevTools' ServiceWorker.deliverPushMessage), which shows the notification.
import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { caughtUp, HAVE_BROWSER, openTwoPlayerTable, useStage } from "./harness.ts";
import { decryptPush } from "../push-decrypt.ts";

describe.skipIf(!HAVE_BROWSER)("push notifications", () => {
  const stage = useStage();

  it("are stored for the seat, sent by the room on its turn, and shown by the service worker", async () => {
    const bodies: Buffer[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => (bodies.push(Buffer.concat(chunks)), res.writeHead(201).end()));
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/push/bob`;
    try {
      const { ada, bob } = await openTwoPlayerTable(stage, ["sit_as_you_will"]);
      const id = bob.url().split("/").pop()!;
      await bob.context().grantPermissions(["notifications"], { origin: stage.site.url });
      // The browser's subscription: its own ECDH key pair and auth secret; only the push service is ours.
      await bob.evaluate(async (endpoint: string) => {
        const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
        const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        const keys = { p256dh: b64(await crypto.subtle.exportKey("raw", pair.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
        (window as unknown as { testKeys: unknown }).testKeys = { private: await crypto.subtle.exportKey("jwk", pair.privateKey), ...keys };
        PushManager.prototype.subscribe = async () => ({ endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) }) as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => null;
      }, endpoint);

      const panel = bob.getByRole("region", { name: "Turn notifications" });
      await panel.getByRole("button", { name: "Notify me on this device when it is my turn" }).click();
      await expect.poll(() => panel.getByRole("status").textContent()).toBe("You will be notified on this device when it is your turn.");
      await expect.poll(() => panel.getByRole("button", { name: "Turn off push notifications" }).count()).toBe(1);
      // Stored for Bob's seat, not Ada's.
      const token = (page: typeof ada) => page.evaluate((id: string) => localStorage.getItem(`seat:${id}`)!, id);
      const seats = async (page: typeof ada) => (await fetch(`${stage.site.url}/api/games/${id}/push`, { headers: { Authorization: `Bearer ${await token(page)}` } })).json();
      expect(await seats(bob)).toEqual({ seats: [1] });
      expect(await seats(ada)).toEqual({ seats: [] });

      // Ada buys: it is Bob's turn, and the room pushes to his subscription.
      await caughtUp(stage.site, ada);
      await ada.locator(".actions").getByRole("button", { name: "Buy Schuylkill Valley for $20" }).click();
      await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(1);
      const keys = (await bob.evaluate(() => (window as unknown as { testKeys: { private: JsonWebKey; p256dh: string; auth: string } }).testKeys));
      const privateKey = await crypto.subtle.importKey("jwk", keys.private, { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
      const payload = await decryptPush(new Uint8Array(bodies[0]!), privateKey, new Uint8Array(Buffer.from(keys.p256dh, "base64url")), new Uint8Array(Buffer.from(keys.auth, "base64url")));
      expect(JSON.parse(payload)).toEqual({
        title: "Your turn — 1830",
        body: `It is Bob's turn in 1830 ${id} (Private Auction). Ada buys Schuylkill Valley for $20.`,
        url: `${stage.site.url}/g/${id}`,
        game: id,
      });

      // The push event reaches the service worker, which shows the notification for the table.
      // What it shows is read where it is shown: headless Chromium's notification centre may drop a
      // shown notification at once (getNotifications() then lists none although showNotification resolved).
      const worker = bob.context().serviceWorkers().find((w) => w.url() === `${stage.site.url}/sw.js`) ?? (await bob.context().waitForEvent("serviceworker"));
      await worker.evaluate(() => {
        const sw = self as unknown as { registration: ServiceWorkerRegistration; shownForTest: unknown[] };
        sw.shownForTest = [];
        const show = sw.registration.showNotification.bind(sw.registration);
        sw.registration.showNotification = async (title: string, options?: NotificationOptions) => {
          await show(title, options);
          sw.shownForTest.push({ title, body: options?.body, tag: options?.tag, data: options?.data });
        };
      });
      const cdp = await bob.context().newCDPSession(bob);
      const registration = new Promise<string>((resolve) =>
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const mine = registrations.find((r) => r.scopeURL === `${stage.site.url}/`);
          if (mine) resolve(mine.registrationId);
        }),
      );
      await cdp.send("ServiceWorker.enable");
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: stage.site.url, registrationId: await registration, data: payload });
      const shown = () => worker.evaluate(() => (self as unknown as { shownForTest: unknown[] }).shownForTest);
      await expect.poll(shown).toEqual([{ title: "Your turn — 1830", body: `It is Bob's turn in 1830 ${id} (Private Auction). Ada buys Schuylkill Valley for $20.`, tag: `game:${id}`, data: { path: `/g/${id}` } }]);
      // A message that is not the room's JSON (text only): shown under the site's name, opening the lobby.
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: stage.site.url, registrationId: await registration, data: "It is your turn." });
      await expect.poll(async () => (await shown()).at(-1)).toEqual({ title: "Roundhouse", body: "It is your turn.", data: { path: "/" } });

      // Turned off: stored no more.
      await panel.getByRole("button", { name: "Turn off push notifications" }).click();
      await expect.poll(() => seats(bob)).toEqual({ seats: [] });

      // The table's webhook, set from the same panel: the whole table reads who set it, never where to (for some services the host is the secret).
      await panel.getByLabel("Table webhook (Discord, Slack)").fill(`${endpoint.replace("/push/bob", "/hook")}`);
      await panel.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => panel.getByRole("status").textContent()).toBe("Every change of turn is posted to the table's webhook.");
      await expect.poll(() => ada.locator(".chat li.system").last().textContent()).toBe("Roundhouse: Bob set the table's webhook: every change of turn is posted there.");
      expect(stage.errors).toEqual([]);
    } finally {
      receiver.close();
    }
  }, 120_000);
});
