// On one's turn, a button that stays at the bottom of the screen while the
// acting panel is out of sight (a phone scrolled down to the log or the chat),
// and brings the panel back.
import { useSignal } from "@preact/signals";
import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";

export function TurnBeacon({ panel }: { panel: RefObject<HTMLElement | null> }) {
  const outOfSight = useSignal(false);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => (outOfSight.value = !entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel.current]);
  if (!outOfSight.value) return null;
  return (
    <button class="turn-beacon" onClick={() => panel.current?.scrollIntoView({ block: "start", behavior: "smooth" })}>
      ▲ Your turn: to your moves
    </button>
  );
}
