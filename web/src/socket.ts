// A game socket that reconnects by itself (with growing delays) and resumes
// from the last log entry it has, so a dropped connection loses nothing.
import type { ClientMessage, ServerMessage } from "../../shared/protocol.ts";

export type SocketState = "connecting" | "open" | "closed";

export interface GameSocketOptions {
  gameId: string;
  token: string | null;
  /** Send the token in the first message rather than in the URL (embeds keep it out of logs). */
  tokenInHello?: boolean;
  onMessage: (message: ServerMessage) => void;
  onState: (state: SocketState) => void;
  /** The log length this client already holds, sent in each hello. */
  since: () => number;
  /** Starting from an empty log, ask for the room's snapshot of its game (a game page: table.ts). */
  snapshots?: boolean;
}

/** How long a page waits to say hello again after the room refused it: the room allows one a second (worker/limits.ts). */
const HELLO_AGAIN_MS = 1_500;

declare const ENGINE_BUILD: string | undefined;
/** This page's build of the rules engine (vite.config.ts): a room of the same build may send its snapshot of the game. */
const engine = typeof ENGINE_BUILD === "string" ? ENGINE_BUILD : undefined;

export class GameSocket {
  private ws: WebSocket | null = null;
  private retries = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `early`: a socket the page's HTML opened (takeEarlySocket), with what it received meanwhile; it has said hello if it is open. */
  constructor(
    private readonly options: GameSocketOptions,
    early?: EarlySocket,
  ) {
    if (early) this.attach(early.ws, early.messages);
    else this.connect();
  }

  /** Gives the socket's messages and state to a new listener from now on (a page taking over the socket opened ahead of it). */
  listen(handlers: Pick<GameSocketOptions, "onMessage" | "onState" | "since">): void {
    Object.assign(this.options, handlers);
  }

  send(message: ClientMessage): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.close(1000, "leaving");
  }

  private connect(): void {
    const { gameId, token } = this.options;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = token && !this.options.tokenInHello ? `?token=${encodeURIComponent(token)}` : "";
    this.attach(new WebSocket(`${scheme}://${location.host}/ws/${gameId}${query}`), []);
  }

  /** Listens to a socket: says hello once it opens, passes its messages on (first those it had received before: `early`), reconnects when it closes. */
  private attach(ws: WebSocket, early: readonly string[]): void {
    const { token } = this.options;
    this.ws = ws;
    this.options.onState(ws.readyState === WebSocket.OPEN ? "open" : "connecting");
    const hello = () => {
      const since = this.options.since();
      const asksSnapshot = this.options.snapshots && since === 0 && engine !== undefined;
      const message: ClientMessage = { type: "hello", since, ...(token && this.options.tokenInHello ? { token } : {}), ...(asksSnapshot ? { engine } : {}) };
      ws.send(JSON.stringify(message));
    };
    // Until this socket's hello is welcomed, a refusal is the hello's (the room's rate of hellos from one address,
    // docs/security.md: many pages opened at once behind one address): it is said again once the rate allows, or
    // the page would wait for its game for ever.
    let welcomed = false;
    ws.onopen = () => {
      this.retries = 0;
      this.options.onState("open");
      hello();
    };
    const receive = (data: unknown) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(data)) as ServerMessage;
      } catch {
        // A frame we cannot read is dropped; the next welcome resynchronises.
        return;
      }
      if (message.type === "welcome") welcomed = true;
      else if (message.type === "reject" && !welcomed) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => ws === this.ws && ws.readyState === WebSocket.OPEN && !this.stopped && hello(), HELLO_AGAIN_MS);
      }
      try {
        this.options.onMessage(message);
      } catch {
        // As a frame we cannot read: the next welcome resynchronises.
      }
    };
    ws.onmessage = (event) => receive(event.data);
    const closed = () => {
      this.options.onState("closed");
      if (this.stopped) return;
      const delay = Math.min(30_000, 500 * 2 ** this.retries++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
    ws.onclose = closed;
    early.forEach(receive);
    // One that closed before it was taken over: no close event is coming.
    if (ws.readyState === WebSocket.CLOSED) closed();
  }
}

/**
 * A game page's socket, opened by the app shell as the page's address is known
 * (app.tsx), while the page's code and the title's rules load: the welcome is on
 * its way meanwhile. What arrives before the page takes it over (takeAhead) waits.
 */
let ahead: { gameId: string; token: string | null; socket: GameSocket; held: { messages: ServerMessage[]; state: SocketState } } | null = null;

export function openAhead(gameId: string, token: string | null): void {
  const held = { messages: [] as ServerMessage[], state: "connecting" as SocketState };
  const options = { gameId, token, snapshots: true, since: () => 0, onMessage: (m: ServerMessage) => void held.messages.push(m), onState: (s: SocketState) => (held.state = s) };
  const socket = new GameSocket(options, takeEarlySocket(gameId, token) ?? undefined);
  ahead = { gameId, token, socket, held };
}

/** A socket the game page's HTML opened as it was read (worker/socket-ahead.ts), and the frames it has received since. */
interface EarlySocket {
  gameId: string;
  token: string | null;
  /** The engine build its hello named (the Worker's: a room sends its snapshot to a page of the same build only). */
  engine: string | null;
  ws: WebSocket;
  messages: string[];
}
declare global {
  interface Window {
    earlySocket?: EarlySocket;
  }
}

/**
 * The socket the page's HTML opened, if it is the one this page would open: for this game, with this token, and
 * its hello naming this page's engine build (a snapshot is read only by the build that wrote it). Another is closed.
 */
function takeEarlySocket(gameId: string, token: string | null): EarlySocket | null {
  const early = window.earlySocket;
  delete window.earlySocket;
  if (!early) return null;
  if (early.gameId === gameId && early.token === token && early.engine === (engine ?? null)) return early;
  early.ws.onmessage = null;
  early.ws.close(1000, "leaving");
  return null;
}

/** The socket opened ahead for this game and token, now the caller's (the messages it held follow at once); null if there is none. */
export function takeAhead(gameId: string, token: string | null, handlers: Pick<GameSocketOptions, "onMessage" | "onState" | "since">): GameSocket | null {
  const opened = ahead;
  ahead = null;
  if (!opened) return null;
  if (opened.gameId !== gameId || opened.token !== token) {
    opened.socket.close();
    return null;
  }
  opened.socket.listen(handlers);
  // Given after the caller has the socket (it takes it while it renders); no message event comes in between.
  queueMicrotask(() => {
    handlers.onState(opened.held.state);
    for (const message of opened.held.messages) handlers.onMessage(message);
  });
  return opened.socket;
}
