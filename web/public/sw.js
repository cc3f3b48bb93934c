// The service worker: shows a table's "your turn" push message (sent by the
// game's room, worker/notify.ts) while the site is closed, and opens the table
// when the notification is clicked. Payload: {title, body, url, game}.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const path = data.url ? new URL(data.url).pathname : "/";
  event.waitUntil(
    self.registration.showNotification(data.title || "Roundhouse", {
      body: data.body || "",
      // One notification per table: a newer turn replaces the older one.
      tag: data.game ? `game:${data.game}` : undefined,
      renotify: Boolean(data.game),
      data: { path },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || "/";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === path);
      if (open) return open.focus();
      return self.clients.openWindow(path);
    })(),
  );
});
