// A game page's socket, opened by a few lines of its HTML as soon as the
// browser reads them: the room's welcome (with its snapshot of the game) is
// then on its way while the page's scripts and stylesheet load, not after
// (issue #40, 12: the app shell opened it only once its own script had come,
// and the handshake and the hello's answer came after that). The page's code
// takes the socket over (takeEarlySocket in web/src/socket.ts) where it is
// for the game, the token and the engine build the page would have asked with;
// otherwise it closes it and opens its own, as before.
//
// The script's text never changes (the engine's build is read from its
// `data-engine` attribute), so the page's policy allows it by its hash and no
// other inline script runs.

/**
 * Opens /ws/:id with the token the app shell would use (app.tsx: the seat
 * link's, or the one this browser keeps, unless they differ and the player must
 * choose), says hello from the start as web/src/socket.ts does, and keeps what
 * arrives until the page takes the socket.
 */
export const SOCKET_AHEAD_SCRIPT = `(function () {
  var m = /^\\/g\\/([a-z0-9]{10})$/.exec(location.pathname);
  if (!m || typeof WebSocket !== "function") return;
  var id = m[1], kept = null, linked = new URLSearchParams(location.hash.slice(1)).get("token");
  try { kept = localStorage.getItem("seat:" + id); } catch (e) { return; }
  if (kept !== null && linked !== null && kept !== linked) return;
  var token = linked !== null ? linked : kept;
  var engine = document.currentScript.getAttribute("data-engine");
  var ws = new WebSocket((location.protocol === "https:" ? "wss" : "ws") + "://" + location.host + "/ws/" + id + (token ? "?token=" + encodeURIComponent(token) : ""));
  var early = { gameId: id, token: token, engine: engine, ws: ws, messages: [] };
  ws.onopen = function () { ws.send(JSON.stringify({ type: "hello", since: 0, engine: engine })); };
  ws.onmessage = function (event) { early.messages.push(String(event.data)); };
  window.earlySocket = early;
})();`;

let hash: Promise<string> | undefined;

/** The script's source for the page's Content-Security-Policy (`'sha256-…'`). */
export function socketAheadSource(): Promise<string> {
  hash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(SOCKET_AHEAD_SCRIPT)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return hash;
}

/** The script element for a game page's HTML; none where this Worker has no engine build (its rooms keep no snapshots: the app shell opens the socket). */
export function socketAheadTag(engine: string | null): string {
  return engine === null ? "" : `<script data-engine="${engine.replace(/[^\w.-]/g, "")}">${SOCKET_AHEAD_SCRIPT}</script>`;
}
