// A game's whole state as text, to compare two games (or one game before and
// after something) object by object.

/**
 * Fields that hold the title's fixed data or memos, not game state: what each corporation reaches,
 * the hex sides track may cross, the moves found allowed at a position, and the position they are
 * keyed by (a checked replay asks more of them than a trusted one, and a refused action moves it).
 */
const NOT_STATE = new Set(["title", "data", "tb", "graphs", "crossingsKnown", "stepsAllow", "movesAllowed", "position"]);

/**
 * The game's state as text, every object reachable from it in order (shared objects by reference).
 * `acrossReplays`: for two games built by separate replays, which may differ in what is no state -
 * the order of an object's fields (a checked replay's actions are parsed copies, in the schema's
 * order) and whether plain data is shared (compared by value instead).
 */
export function fingerprint(root: unknown, { acrossReplays = false } = {}): string {
  const ids = new Map<object, number>();
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "function") return void out.push("fn");
    if (typeof v === "bigint") return void out.push(`${v}n`);
    if (v === null || typeof v !== "object") return void out.push(JSON.stringify(v) ?? "undefined");
    const plain = acrossReplays && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);
    if (!plain) {
      const seen = ids.get(v);
      if (seen !== undefined) return void out.push(`#${seen}`);
      ids.set(v, ids.size);
    }
    if (v instanceof Map) {
      out.push("Map{");
      for (const [k, x] of v) (walk(k), walk(x));
    } else if (v instanceof Set) {
      out.push("Set{");
      for (const x of v) walk(x);
    } else {
      out.push(`${v.constructor?.name ?? ""}{`);
      const keys = Object.keys(v);
      for (const k of acrossReplays ? keys.sort() : keys) {
        if (NOT_STATE.has(k)) continue;
        const x = (v as Record<string, unknown>)[k];
        if (acrossReplays && x === undefined) continue;
        out.push(k);
        walk(x);
      }
    }
    out.push("}");
  };
  walk(root);
  return out.join(",");
}

/** Where two fingerprints first part, with some context, for a readable failure. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: …${a.slice(Math.max(0, i - 200), i + 100)}… against …${b.slice(Math.max(0, i - 200), i + 100)}…`;
}
