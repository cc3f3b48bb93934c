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

/**
 * The entries in effect, in log order, without the undo/redo entries themselves. Linear in the
 * log's length (a binary search aside), whatever its undos and redos: what is in effect is a
 * stack of the moves' indices, an undo lowers its top (what it took back stays above it, as a
 * group), a redo raises it again, and a new move cuts what lies above before it is pushed.
 */
export function effectiveActions<T extends LogEntry>(actions: readonly T[]): T[] {
  /** The moves (entries not messages) played, by index; those below `top` are in effect. */
  const stack: number[] = [];
  let top = 0;
  /** The groups taken back, newest last: each a range of the stack. */
  let undone: { from: number; to: number }[] = [];
  const kept = new Array<boolean>(actions.length).fill(false);
  let firstWithId: Map<unknown, number> | null = null;
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    switch (action.type) {
      case "undo": {
        let from = top > 0 ? top - 1 : 0;
        const target = action.action_id;
        if (target !== undefined && target !== null) {
          // Everything after the action whose id it names (the first such in the log), or all of it for 0.
          let after = 0;
          if (target !== 0) {
            firstWithId ??= idsOf(actions);
            const at = firstWithId.get(target);
            if (at === undefined) throw new GameError(`This undo goes back to action ${target}, which is not in the log.`);
            after = at + 1;
          }
          from = lowestAtOrAbove(stack, top, after);
        }
        undone.push({ from, to: top });
        top = from;
        break;
      }
      case "redo": {
        // Nothing but undos and redos since this group was taken back: the top is where it left it.
        const group = undone.pop();
        if (group) top = group.to;
        break;
      }
      case "message":
        kept[index] = true;
        break;
      default:
        if (undone.length) undone = [];
        stack.length = top;
        stack.push(index);
        top++;
    }
  }
  for (let i = 0; i < top; i++) kept[stack[i]!] = true;
  return actions.filter((_, i) => kept[i]);
}

/** The index of the first entry with each id. */
function idsOf(actions: readonly LogEntry[]): Map<unknown, number> {
  const first = new Map<unknown, number>();
  actions.forEach((a, i) => {
    if (!first.has(a.id)) first.set(a.id, i);
  });
  return first;
}

/** The first place below `top` in the ascending `stack` whose index is `index` or more (`top` if none). */
function lowestAtOrAbove(stack: readonly number[], top: number, index: number): number {
  let [lo, hi] = [0, top];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (stack[mid]! < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
