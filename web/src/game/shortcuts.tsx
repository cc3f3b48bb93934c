// Keyboard shortcuts for the common moves: P passes, C confirms the move being
// made (the chosen tile, the routes shown), U takes back the last
// move. A control that a key works carries `data-shortcut` and shows its key;
// the key presses the first such control on the page that is enabled, so the
// shortcut does exactly what a click would.
import { useEffect } from "preact/hooks";

export const SHORTCUTS = { pass: "p", confirm: "c", undo: "u" } as const;
export type Shortcut = keyof typeof SHORTCUTS;

/** The key's cap shown beside a control, and its name for screen readers (aria-keyshortcuts on the control). */
export function Key({ name }: { name: Shortcut }) {
  return (
    <kbd class="key" aria-hidden="true">
      {SHORTCUTS[name].toUpperCase()}
    </kbd>
  );
}

/** Props for a control a shortcut presses. */
export const shortcut = (name: Shortcut) => ({ "data-shortcut": name, "aria-keyshortcuts": SHORTCUTS[name].toUpperCase() });

/** Listens for the shortcuts while the game page is open. Keys typed into a field are the field's. */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const name = (Object.keys(SHORTCUTS) as Shortcut[]).find((k) => SHORTCUTS[k] === e.key.toLowerCase());
      if (!name) return;
      const control = [...document.querySelectorAll<HTMLButtonElement>(`[data-shortcut="${name}"]`)].find((b) => !b.disabled);
      if (!control) return;
      e.preventDefault();
      control.click();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);
}

/** The line under the action panel that tells which keys work now. */
export function ShortcutHelp() {
  return (
    <p class="shortcuts" aria-label="Keyboard shortcuts">
      Keys: <kbd>P</kbd> pass, <kbd>C</kbd> confirm, <kbd>U</kbd> undo; arrows and + − move and zoom the map once it has focus.
    </p>
  );
}
