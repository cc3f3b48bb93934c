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

declare const ENGINE_BUILD: string | undefined;
/** This page's build of the rules engine (vite.config.ts): a room of the same build may send its snapshot of the game. */
const engine = typeof ENGINE_BUILD === "string" ? ENGINE_BUILD : undefined;

export class GameSocket {
  private ws: WebSocket | null = null;
  private retries = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: GameSocketOptions) {
    this.connect();
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
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${gameId}${query}`);
    this.ws = ws;
    this.options.onState("connecting");
    ws.onopen = () => {
      this.retries = 0;
      this.options.onState("open");
      const since = this.options.since();
      const asksSnapshot = this.options.snapshots && since === 0 && engine !== undefined;
      const hello: ClientMessage = { type: "hello", since, ...(token && this.options.tokenInHello ? { token } : {}), ...(asksSnapshot ? { engine } : {}) };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event) => {
      try {
        this.options.onMessage(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // A frame we cannot read is dropped; the next welcome resynchronises.
      }
    };
    ws.onclose = () => {
      this.options.onState("closed");
      if (this.stopped) return;
      const delay = Math.min(30_000, 500 * 2 ** this.retries++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
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
  const socket = new GameSocket({ gameId, token, snapshots: true, since: () => 0, onMessage: (m) => void held.messages.push(m), onState: (s) => (held.state = s) });
  ahead = { gameId, token, socket, held };
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
