// The actions of an 18xx.games log that are in effect, after its undo and
// redo entries (../shared/notes/18xx-games-log-format.md):
// - `undo` without `action_id` takes back the latest action still in effect
//   (chat messages are never taken back); with `action_id: X` it takes back
//   every action after the one whose id is X (`action_id: 0`: all of them).
//   What it took back is remembered as a group.
// - `redo` puts back the most recently taken-back group.
// - any other action (not a message) forgets the remembered groups.
// - `message` stays and changes nothing in the game.

import { GameError } from "./errors.ts";

export interface LogEntry {
  type: string;
  id?: number;
  action_id?: number | null;
}

/** The entries in effect, in log order, without the undo/redo entries themselves. */
export function effectiveActions<T extends LogEntry>(actions: readonly T[]): T[] {
  const kept: (T | null)[] = new Array(actions.length).fill(null);
  let undone: { action: T; index: number }[][] = [];
  actions.forEach((action, index) => {
    switch (action.type) {
      case "undo": {
        let from: number;
        const target = action.action_id;
        if (target !== undefined && target !== null) {
          if (target === 0) from = 0;
          else {
            const at = actions.findIndex((a) => a.id === target);
            if (at < 0) throw new GameError(`This undo goes back to action ${target}, which is not in the log.`);
            from = at + 1;
          }
        } else {
          from = 0;
          for (let j = index - 1; j >= 0; j--) {
            const a = kept[j];
            if (a && a.type !== "message") {
              from = j;
              break;
            }
          }
        }
        const group: { action: T; index: number }[] = [];
        for (let j = from; j < index; j++) {
          const a = kept[j];
          if (!a || a.type === "message") continue;
          group.push({ action: a, index: j });
          kept[j] = null;
        }
        undone.push(group);
        break;
      }
      case "redo": {
        const group = undone.pop();
        for (const { action: a, index: j } of group ?? []) kept[j] = a;
        break;
      }
      case "message":
        kept[index] = action;
        break;
      default:
        if (undone.length) undone = [];
        kept[index] = action;
    }
  });
  return kept.filter((a): a is T => a !== null);
}
