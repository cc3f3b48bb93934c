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
}

export class GameSocket {
  private ws: WebSocket | null = null;
  private retries = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: GameSocketOptions) {
    this.connect();
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
      const hello: ClientMessage = { type: "hello", since: this.options.since(), ...(token && this.options.tokenInHello ? { token } : {}) };
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
