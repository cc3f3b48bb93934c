import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { GameMeta, LogAction, ServerMessage } from "../../shared/protocol.ts";
import { seatTokens } from "./api.ts";
import { GameSocket, type SocketState } from "./socket.ts";

const STATE_TEXT: Record<SocketState, string> = {
  connecting: "Connecting…",
  open: "Connected",
  closed: "Disconnected — reconnecting…",
};

export function GamePage({ id }: { id: string }) {
  const state = useSignal<SocketState>("connecting");
  const meta = useSignal<GameMeta | null>(null);
  const seats = useSignal<number[]>([]);
  const log = useSignal<LogAction[]>([]);
  const error = useSignal<string | null>(null);

  useEffect(() => {
    const socket = new GameSocket({
      gameId: id,
      token: seatTokens.get(id),
      since: () => log.value.length,
      onState: (s) => (state.value = s),
      onMessage: (message: ServerMessage) => {
        switch (message.type) {
          case "welcome":
            meta.value = message.meta;
            seats.value = message.seats;
            log.value = [...log.value.slice(0, message.since), ...message.log];
            break;
          case "action":
            log.value = [...log.value, message.action];
            break;
          case "reject":
            error.value = message.error;
            break;
        }
      },
    });
    return () => socket.close();
  }, [id]);

  return (
    <section>
      <h1>
        Game <code>{id}</code> {meta.value && <small>({meta.value.title})</small>}
      </h1>
      <p class="status" data-state={state.value} role="status">
        {STATE_TEXT[state.value]}
      </p>
      {meta.value && (
        <>
          <p>
            {seats.value.length === 0 ? "You are watching." : `You are in seat ${seats.value.map((s) => s + 1).join(", ")}.`} Status: {meta.value.status}.
          </p>
          <h2>Players</h2>
          <ul>
            {meta.value.seats.map((s) => (
              <li key={s.index}>{s.name ?? "(free seat)"}</li>
            ))}
          </ul>
        </>
      )}
      {error.value && <p class="error" role="alert">{error.value}</p>}
    </section>
  );
}
