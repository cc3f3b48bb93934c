// The sockets a room holds (the WebSocket Hibernation API: an idle socket
// costs nothing), who each one is, and what each may send: a socket carries
// its seats across hibernation (never a secret), its sender's allowance is
// kept per seat holder or, for a spectator, per address (worker/limits.ts),
// and a room takes so many sockets and no more. Presence is told to
// everyone when it changes, at most once a second.
import type { Presence, ServerMessage } from "../shared/protocol.ts";
import { MAX_SOCKETS_PER_HOLDER, MAX_SPECTATOR_SOCKETS, MAX_SPECTATOR_SOCKETS_PER_ADDRESS, PRESENCE_EVERY_MS, RateLimiter, type RateKind } from "./limits.ts";

/** What a socket carries across hibernation (never a secret). */
export interface SocketIdentity {
  /** Seats this socket's token holds; empty for a spectator. */
  seats: number[];
  /** The client's address as worker/addresses.ts counts it (an IPv6 one by its /64), which spectators are counted by. */
  address?: string;
}

/** Whose allowance a message comes out of, and whose sockets are counted together: the seats' holder, or a spectator's address. */
export function senderKey(identity: SocketIdentity): string {
  return identity.seats.length ? `seats:${identity.seats.join(",")}` : `address:${identity.address ?? "unknown"}`;
}

export class RoomSockets {
  /** Token buckets per sender and kind of message: reconnecting does not refill them. */
  private readonly limiter = new RateLimiter();
  /** Who is here, as last told to everyone: a hello that changes nothing is not announced. */
  private lastPresence = "";
  /** Who each socket is, read from its attachment once while the room is awake: every message asks. */
  private readonly known = new WeakMap<WebSocket, SocketIdentity>();
  /** When presence was last told, and the timer that tells the changes since (announcePresence). */
  private presenceSentAt = 0;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private presenceSeats: () => readonly { index: number; name: string | null }[] = () => [];
  /** Sockets whose close was seen but which the platform may still list. */
  private readonly closing = new Set<WebSocket>();

  constructor(private readonly ctx: DurableObjectState) {}

  /** Every socket open, with who it is. */
  all(): { ws: WebSocket; identity: SocketIdentity }[] {
    return this.ctx.getWebSockets().map((ws) => ({ ws, identity: this.identity(ws) }));
  }

  identity(ws: WebSocket): SocketIdentity {
    let identity = this.known.get(ws);
    if (!identity) this.known.set(ws, (identity = ws.deserializeAttachment() as SocketIdentity));
    return identity;
  }

  /**
   * Holds the server end of a new socket for this sender (tagged by its seats, so the platform can tell them
   * apart): one tag for all its seats, as the platform takes at most 10 a socket and a hotseat token holds 12 (1817).
   */
  accept(server: WebSocket, identity: SocketIdentity): void {
    this.ctx.acceptWebSocket(server, [identity.seats.length ? `seats:${identity.seats.join(",")}` : "spectator"]);
    server.serializeAttachment(identity);
    this.known.set(server, identity);
  }

  /** Changes who a socket is (a token in its hello, a seat handed out). */
  reidentify(ws: WebSocket, identity: SocketIdentity): void {
    ws.serializeAttachment(identity);
    this.known.set(ws, identity);
  }

  /**
   * Why the room takes no further socket for this sender (worker/limits.ts), or null. `except`: the socket
   * asking, already counted. A seat holder is held only to his own count: the spectators' share of the
   * room is theirs, and the rest of MAX_SOCKETS is kept for the seats.
   */
  full(identity: SocketIdentity, except?: WebSocket): string | null {
    const open = this.ctx.getWebSockets().filter((ws) => ws !== except);
    const key = senderKey(identity);
    const own = open.filter((ws) => senderKey(this.identity(ws)) === key).length;
    if (identity.seats.length) {
      return own >= MAX_SOCKETS_PER_HOLDER ? `You have ${MAX_SOCKETS_PER_HOLDER} connections open to this table, the most one player may: close a tab first.` : null;
    }
    if (own >= MAX_SPECTATOR_SOCKETS_PER_ADDRESS) {
      return `Your address has ${MAX_SPECTATOR_SOCKETS_PER_ADDRESS} connections open to this table as a spectator, the most one address may: close a tab first.`;
    }
    const watching = open.filter((ws) => !this.identity(ws).seats.length).length;
    if (watching >= MAX_SPECTATOR_SOCKETS) return `This table has ${MAX_SPECTATOR_SOCKETS} spectators connected, the most it takes (its players' connections are kept for them): try again later.`;
    return null;
  }

  /** Takes `cost` from the sender's allowance of this kind, or says no when it has too little. */
  allow(identity: SocketIdentity, kind: RateKind, cost = 1): boolean {
    return this.limiter.allow(senderKey(identity), kind, cost);
  }

  send(ws: WebSocket, message: ServerMessage): void {
    ws.send(JSON.stringify(message));
  }

  /** Sends to every socket (but `except`), skipping one that is closing: its close handler updates presence. `text`: the message as JSON, where the caller has it. */
  broadcast(message: ServerMessage, except?: WebSocket, text = JSON.stringify(message)): void {
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue;
      try {
        ws.send(text);
      } catch {
        // closing
      }
    }
  }

  /** Sends each socket its own message (a welcome), skipping one that is closing. */
  each(message: (identity: SocketIdentity, ws: WebSocket) => ServerMessage | null): void {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        const m = message(this.identity(ws), ws);
        if (m) this.send(ws, m);
      } catch {
        // closing
      }
    }
  }

  /**
   * Tells every socket (but a closing one) who is here, when that changed, at most once in
   * PRESENCE_EVERY_MS: the changes meanwhile go out together at the end of the wait (#37: sockets
   * opened and closed without a hello sent everyone 77 presence frames a second). `seats` is read
   * when the frame goes out.
   */
  announcePresence(seats: () => readonly { index: number; name: string | null }[], except?: WebSocket): void {
    if (except) this.closing.add(except);
    this.presenceSeats = seats;
    if (this.presenceTimer !== null) return;
    const wait = this.presenceSentAt + PRESENCE_EVERY_MS - Date.now();
    if (wait <= 0) return this.tellPresence();
    // A timer, not the alarm: it is a second at most, and a room that sleeps before it fires has nobody left to tell.
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      this.tellPresence();
    }, wait);
  }

  private tellPresence(): void {
    const presence = this.presence(this.presenceSeats());
    this.closing.clear();
    const text = JSON.stringify(presence);
    if (text === this.lastPresence) return;
    this.lastPresence = text;
    this.presenceSentAt = Date.now();
    this.broadcast({ type: "presence", ...presence });
  }

  /** The sockets open now: not one whose close is being handled, nor one closing. */
  private present(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => !this.closing.has(ws) && ws.readyState === WebSocket.OPEN);
  }

  private presence(seats: readonly { index: number; name: string | null }[]): Presence {
    const online = new Set<number>();
    let spectators = 0;
    for (const ws of this.present()) {
      const held = this.identity(ws).seats;
      if (!held.length) spectators++;
      for (const s of held) online.add(s);
    }
    return { seats: seats.map((s) => ({ index: s.index, name: s.name, online: online.has(s.index) })), spectators };
  }
}
