// How a seated player hears of his turn with the table closed: push
// notifications on this device (through the service worker, /sw.js) and the
// table's webhook, which every seated player shares (docs/protocol.md).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { seatPush, tableWebhook } from "../api.ts";
import { seatTokens } from "../seat-tokens.ts";
import type { Table } from "../table.ts";

/** The VAPID key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const s = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** Subscribes this browser (once for all its tables) and gives the subscription to this table's seats. */
async function subscribe(id: string, token: string): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) throw new Error("this browser has no push notifications");
  if ((await Notification.requestPermission()) !== "granted") throw new Error("notifications are blocked for this site in the browser's settings");
  const { publicKey } = await seatPush.key();
  await navigator.serviceWorker.register("/sw.js");
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await seatPush.set(id, token, subscription.toJSON());
}

export function NotifyPanel({ table }: { table: Table }) {
  const token = seatTokens.get(table.id);
  const seated = table.seats.value.length > 0 && token !== null;
  const pushOn = useSignal<boolean | null>(null);
  const webhook = useSignal<string | null>(null);
  const draft = useSignal("");
  const busy = useSignal(false);
  const message = useSignal<string | null>(null);
  useEffect(() => {
    if (!seated) return;
    seatPush.seats(table.id, token).then((r) => (pushOn.value = r.seats.length > 0), () => (pushOn.value = null));
    // What the player has started typing meanwhile stays.
    tableWebhook.get(table.id, token).then((r) => ((webhook.value = r.url), (draft.value = draft.peek() || (r.url ?? ""))), () => undefined);
  }, [seated, table.id]);
  // A finished game has no turn left to be told of.
  if (!seated || table.meta.value?.status === "finished" || table.game?.finished) return null;

  async function run(what: () => Promise<string>) {
    busy.value = true;
    message.value = null;
    try {
      message.value = await what();
    } catch (e) {
      message.value = `Not done: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }
  return (
    <section class="panel notify" aria-label="Turn notifications">
      <h2>Turn notifications</h2>
      <p>
        {pushOn.value ? "This device is notified when it is your turn. " : null}
        <button
          disabled={busy.value}
          onClick={() =>
            void run(async () => {
              if (pushOn.value) {
                await seatPush.remove(table.id, token);
                pushOn.value = false;
                return "Push notifications are off for your seat.";
              }
              await subscribe(table.id, token);
              pushOn.value = true;
              return "You will be notified on this device when it is your turn.";
            })
          }
        >
          {pushOn.value ? "Turn off push notifications" : "Notify me on this device when it is my turn"}
        </button>
      </p>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const url = draft.value.trim();
            if (!url) {
              await tableWebhook.remove(table.id, token);
              webhook.value = null;
              return "The table's webhook is removed.";
            }
            await tableWebhook.set(table.id, token, url);
            webhook.value = url;
            return "Every change of turn is posted to the table's webhook.";
          });
        }}
      >
        <label>
          Table webhook (Discord, Slack){" "}
          <input type="url" placeholder="https://discord.com/api/webhooks/…" value={draft} onInput={(e) => (draft.value = e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy.value || draft.value.trim() === (webhook.value ?? "")}>
          {draft.value.trim() ? "Save" : "Remove"}
        </button>
        {/* A saved webhook is removed with one button, not by clearing the field first. */}
        {webhook.value && (
          <button
            type="button"
            class="pass"
            disabled={busy.value}
            onClick={() =>
              void run(async () => {
                await tableWebhook.remove(table.id, token);
                webhook.value = null;
                draft.value = "";
                return "The table's webhook is removed.";
              })
            }
          >
            Remove the webhook
          </button>
        )}
      </form>
      <p class="note">Any seated player may set, change or remove the table's webhook; the table is told who did.</p>
      {message.value && <p role="status">{message.value}</p>}
    </section>
  );
}
