// Telling players it is their turn while the site is closed: the table's
// webhook (Discord, Slack or anything that takes JSON) and, per seat, Web Push
// (worker/webpush.ts). The room calls `turnChanged` after an action is stored
// and broadcast; deliveries wait in the room's own SQLite (`outbox`) and go out
// from the room's alarm without holding it up (the room does not wait for them:
// a slow or dead receiver never delays a move or a bot's), and a delivery that
// fails is tried again with backoff. A target that keeps failing is dropped and
// the table is told (a line in its chat). The calls themselves, their address
// rules, timeout and answer cap are worker/outbound.ts's.
import { postOutbound } from "./outbound.ts";
import { pushRequest, type PushSubscription, type VapidKeys } from "./webpush.ts";

/** Where the turn stands, as the room sees it after an action. */
export interface Turn {
  /** The seats whose player the game waits for, in seat order (empty when it waits for nobody, or at the end). */
  seats: { index: number; name: string; bot?: true }[];
  /** The round, in the game's words ("Stock Round 2", "Operating Round 3.1"); at the end, the final standing. */
  round: string;
  finished: boolean;
  /** At the end: the players' final values, best first, as the game prints money. */
  result?: { name: string; value: string }[];
  /** How many actions are in effect, and what the game log says about them: "what just happened" comes from these. */
  actions: number;
  messages: readonly { n: number; text: string }[];
  /** The log length. */
  n: number;
}

/** What a table is told about its game: the webhook's body, also the push payload. */
export interface TurnNotice {
  /** The message for Discord (Markdown). */
  content: string;
  /** The same for Slack (mrkdwn). */
  text: string;
  /** The same in plain words, without the link (what a push notification shows). */
  summary: string;
  /** Discord: the names in the message never ping anyone. */
  allowed_mentions: { parse: [] };
  event: "turn" | "end";
  game: string;
  title: string;
  round: string;
  /** Whose turn it is (names joined with " and " when the game waits for several); null at the end. */
  player: string | null;
  seats: number[];
  /** What happened since the last notice, as the game log says it (at most 3 lines). */
  happened: string[];
  url: string;
  /** The log length when it was sent. */
  n: number;
}

/** Consecutive failures after which a target is dropped. */
export const MAX_FAILURES = 5;
/** Wait before the next try after the 1st, 2nd, ... failure (milliseconds). */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000];
/** The table's webhook may be set or replaced this many times per WEBHOOK_CHANGE_WINDOW_MS: each change is a line in the table's chat. */
export const WEBHOOK_CHANGES = 3;
export const WEBHOOK_CHANGE_WINDOW_MS = 60_000;
/** Lines of "what just happened" in a notice. */
const HAPPENED_LINES = 3;

export interface NotifierHost {
  sql: SqlStorage;
  /** Puts a line from the site in the table's chat, for everyone at the table. */
  tell(text: string): void;
  /** The VAPID keys (Worker secrets), if this deployment has them. */
  vapid(): VapidKeys | null;
  /** Whether URLs to this machine may be called (development: ALLOW_LOCAL_WEBHOOKS; worker/outbound.ts). */
  allowLocal(): boolean;
  /** Deliveries ended: a notice may be due sooner than the room's alarm (its next retry, a newer notice). */
  wake(): void;
}

export class Notifier {
  /** The last turn notified (turn_notified: its key and the actions in effect then), cached while the room is awake. */
  private last: { turn: string; actions: number } | null | undefined;
  /** Where notices go (the webhook's and push subscriptions' origins), cached: a turn changes after most moves. */
  private cachedTargets: { webhook: string | null; push: { seat: number; origin: string }[] } | undefined;
  /**
   * The notices (outbox ids) being delivered now: an alarm meanwhile does not send them again, and needs
   * not be set for them (the delivery's end wakes the room). Should the room stop in the middle of a
   * call, the notice keeps its due time and goes at the next change of turn.
   */
  private readonly sending = new Set<number>();

  constructor(private readonly host: NotifierHost) {}

  /** The notifier's tables, made with the room's (a room that was never created has none). */
  static schema(sql: SqlStorage): void {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS webhook (
        id INTEGER PRIMARY KEY CHECK (id = 1), url TEXT NOT NULL, origin TEXT NOT NULL, failures INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS push (
        seat INTEGER PRIMARY KEY, subscription TEXT NOT NULL, origin TEXT NOT NULL, failures INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS turn_notified (id INTEGER PRIMARY KEY CHECK (id = 1), turn TEXT NOT NULL, actions INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, target TEXT NOT NULL, body TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, due INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS webhook_changes (at INTEGER NOT NULL);`);
  }

  // ---- settings ----------------------------------------------------------------

  webhook(): string | null {
    const row = this.host.sql.exec("SELECT url FROM webhook").toArray()[0];
    return row ? String(row.url) : null;
  }

  /**
   * Sets or replaces the table's webhook; `origin` is the site the table's link points to. At most
   * WEBHOOK_CHANGES per WEBHOOK_CHANGE_WINDOW_MS for the whole table: returns the seconds to wait when spent.
   */
  setWebhook(url: string, origin: string, now = Date.now()): { retryAfter: number } | null {
    const since = now - WEBHOOK_CHANGE_WINDOW_MS;
    this.host.sql.exec("DELETE FROM webhook_changes WHERE at <= ?", since);
    const recent = this.host.sql.exec("SELECT MIN(at) AS first, COUNT(*) AS n FROM webhook_changes").one();
    if (Number(recent.n) >= WEBHOOK_CHANGES) return { retryAfter: Math.ceil((Number(recent.first) - since) / 1000) };
    this.host.sql.exec("INSERT INTO webhook_changes (at) VALUES (?)", now);
    this.host.sql.exec("INSERT OR REPLACE INTO webhook (id, url, origin, failures) VALUES (1, ?, ?, 0)", url, origin);
    this.cachedTargets = undefined;
    // A notice waiting for the old URL (its retry) goes to the new one at once.
    this.host.sql.exec("UPDATE outbox SET due = ?, attempts = 0 WHERE target = 'webhook'", now);
    this.host.wake();
    return null;
  }

  removeWebhook(): boolean {
    const had = this.webhook() !== null;
    this.host.sql.exec("DELETE FROM webhook");
    this.host.sql.exec("DELETE FROM outbox WHERE target = 'webhook'");
    this.cachedTargets = undefined;
    return had;
  }

  setPush(seat: number, subscription: PushSubscription, origin: string): void {
    this.host.sql.exec("INSERT OR REPLACE INTO push (seat, subscription, origin, failures) VALUES (?, ?, ?, 0)", seat, JSON.stringify(subscription), origin);
    this.cachedTargets = undefined;
    this.host.sql.exec("UPDATE outbox SET due = ?, attempts = 0 WHERE target = ?", Date.now(), `push:${seat}`);
    this.host.wake();
  }

  removePush(seats: number[]): number {
    let removed = 0;
    for (const seat of seats) {
      removed += this.host.sql.exec("DELETE FROM push WHERE seat = ?", seat).rowsWritten;
      this.host.sql.exec("DELETE FROM outbox WHERE target = ?", `push:${seat}`);
    }
    this.cachedTargets = undefined;
    return removed;
  }

  pushSeats(): number[] {
    return this.host.sql.exec("SELECT seat FROM push ORDER BY seat").toArray().map((r) => Number(r.seat));
  }

  // ---- turns -------------------------------------------------------------------

  /**
   * Called after every stored action (and at the start) at a table with a target (listening): when the player to act changed (or the game
   * ended), queues a notice for the webhook and for the push subscriptions of the seats to act (of every
   * seat at the end). A notice still waiting for its target is replaced: only the newest turn matters.
   * Returns whether anything was queued (then the room's alarm must be set).
   */
  turnChanged(turn: Turn, game: { id: string; title: string }): boolean {
    // Nobody to tell, nothing recorded: a move at such a table writes its entry alone (listenFrom).
    if (!this.listening()) return false;
    const key = turnKey(turn);
    if (key === this.lastNotified()?.turn) return false;
    const since = this.last?.actions ?? 0;
    // A bot's turn is told to nobody (it moves by itself); the next person's notice says what the bots did.
    const bots = !turn.finished && turn.seats.length > 0 && turn.seats.every((s) => s.bot);
    const told = bots ? since : turn.actions;
    this.host.sql.exec("INSERT OR REPLACE INTO turn_notified (id, turn, actions) VALUES (1, ?, ?)", key, told);
    this.last = { turn: key, actions: told };
    if (bots) return false;
    // Nobody to tell about a game that waits for nobody (a pause the engine resolves by itself).
    if (!turn.finished && turn.seats.length === 0) return false;
    const targets = this.targets();
    const pushes = turn.finished ? targets.push : targets.push.filter((p) => turn.seats.some((s) => s.index === p.seat));
    if (targets.webhook === null && !pushes.length) return false;
    const happened = lastLines(turn.messages, Math.min(since, turn.actions - 1));
    const now = Date.now();
    if (targets.webhook !== null) this.enqueue("webhook", notice(turn, game, happened, targets.webhook), now);
    for (const { seat, origin } of pushes) this.enqueue(`push:${seat}`, notice(turn, game, happened, origin), now);
    return true;
  }

  /** Whether a notice has anywhere to go: the table's webhook, or a seat's push subscription. */
  listening(): boolean {
    const targets = this.targets();
    return targets.webhook !== null || targets.push.length > 0;
  }

  /**
   * A target was just set: where the turn stands now counts as told, so that its first notice is of the
   * next change. While nobody listens no move records its turn (turnChanged): the record may be older.
   */
  listenFrom(turn: Turn): void {
    const key = turnKey(turn);
    if (key === this.lastNotified()?.turn) return;
    this.host.sql.exec("INSERT OR REPLACE INTO turn_notified (id, turn, actions) VALUES (1, ?, ?)", key, turn.actions);
    this.last = { turn: key, actions: turn.actions };
  }

  private lastNotified(): { turn: string; actions: number } | null {
    if (this.last === undefined) {
      const row = this.host.sql.exec("SELECT turn, actions FROM turn_notified").toArray()[0];
      this.last = row ? { turn: String(row.turn), actions: Number(row.actions) } : null;
    }
    return this.last;
  }

  private targets(): { webhook: string | null; push: { seat: number; origin: string }[] } {
    if (!this.cachedTargets) {
      const webhook = this.host.sql.exec("SELECT origin FROM webhook").toArray()[0];
      const push = this.host.sql.exec("SELECT seat, origin FROM push ORDER BY seat").toArray();
      this.cachedTargets = { webhook: webhook ? String(webhook.origin) : null, push: push.map((r) => ({ seat: Number(r.seat), origin: String(r.origin) })) };
    }
    return this.cachedTargets;
  }

  /**
   * Queues a notice for a target. One already waiting for it (for its retry, or under way) is replaced
   * but keeps its time: only the newest turn matters, and a failing receiver is not called at every move.
   */
  private enqueue(target: string, body: TurnNotice, due: number): void {
    const waiting = this.host.sql.exec("SELECT id FROM outbox WHERE target = ?", target).toArray()[0];
    if (waiting) this.host.sql.exec("UPDATE outbox SET body = ? WHERE id = ?", JSON.stringify(body), waiting.id);
    else this.host.sql.exec("INSERT INTO outbox (target, body, due) VALUES (?, ?, ?)", target, JSON.stringify(body), due);
  }

  // ---- delivery (from the room's alarm) ----------------------------------------------

  /** When the next delivery is due (ms since the epoch), or null when nothing waits. */
  nextDue(): number | null {
    const row = this.host.sql
      .exec("SELECT id, due FROM outbox ORDER BY due")
      .toArray()
      .find((r) => !this.sending.has(Number(r.id)));
    return row ? Number(row.due) : null;
  }

  /**
   * Sends every notice that is due, each within OUTBOUND_TIMEOUT_MS (worker/outbound.ts); a failure is
   * tried again later (BACKOFF_MS), a target failing MAX_FAILURES times is dropped. The notices are
   * taken before anything is awaited, so the room need not wait for the promise (it must not: see alarm).
   */
  deliverDue(now = Date.now()): Promise<void> {
    const due = this.host.sql
      .exec("SELECT id, target, body, attempts FROM outbox WHERE due <= ? ORDER BY id", now)
      .toArray()
      .filter((row) => !this.sending.has(Number(row.id)));
    for (const row of due) this.sending.add(Number(row.id));
    const deliveries = due.map((row) =>
      this.deliver(Number(row.id), String(row.target), String(row.body), Number(row.attempts))
        .catch((e: unknown) => console.error("notice delivery", e))
        .finally(() => this.sending.delete(Number(row.id))),
    );
    return Promise.all(deliveries).then(() => this.host.wake());
  }

  private async deliver(id: number, target: string, body: string, attempts: number): Promise<void> {
    const seat = target.startsWith("push:") ? Number(target.slice(5)) : null;
    const destination = seat === null ? this.webhook() : this.subscription(seat);
    if (destination === null) return void this.host.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    let outcome: "ok" | "gone" | "failed" | { refused: string };
    try {
      outcome = typeof destination === "string" ? await this.post(destination, body) : await this.push(destination, body);
    } catch {
      outcome = "failed";
    }
    // Other events ran while we waited: the target may have been changed or removed (then what waits is
    // the new target's, due at once), the notice replaced by a newer one (same row, another body).
    const unchanged = seat === null ? this.webhook() === destination : JSON.stringify(this.subscription(seat)) === JSON.stringify(destination);
    if (!unchanged) return;
    const newer = this.host.sql.exec("SELECT body FROM outbox WHERE id = ?", id).toArray()[0]?.body;
    if (outcome === "ok") {
      if (newer === undefined || newer === body) this.host.sql.exec("DELETE FROM outbox WHERE id = ?", id);
      else this.host.sql.exec("UPDATE outbox SET due = ?, attempts = 0 WHERE id = ?", Date.now(), id);
      this.host.sql.exec(seat === null ? "UPDATE webhook SET failures = 0" : "UPDATE push SET failures = 0 WHERE seat = ?", ...(seat === null ? [] : [seat]));
      return;
    }
    if (outcome === "gone" && seat !== null) {
      // The push service says the subscription no longer exists (RFC 8030 404/410): nothing to retry.
      this.removePush([seat]);
      return;
    }
    if (typeof outcome === "object") {
      // Stored under older rules, or ALLOW_LOCAL_WEBHOOKS was taken away: never called, dropped at once.
      if (seat === null) {
        this.removeWebhook();
        this.host.tell("The table's webhook was removed: its address is not a public https one, which this site no longer calls; a seated player can set another.");
      } else {
        this.removePush([seat]);
        this.host.tell(`Push notifications for seat ${seat + 1} were turned off: the push service's address is not a public https one.`);
      }
      return;
    }
    const failures = Number(
      (seat === null
        ? this.host.sql.exec("UPDATE webhook SET failures = failures + 1 RETURNING failures")
        : this.host.sql.exec("UPDATE push SET failures = failures + 1 WHERE seat = ? RETURNING failures", seat)
      ).one().failures,
    );
    if (failures >= MAX_FAILURES) {
      if (seat === null) {
        this.removeWebhook();
        this.host.tell(`The table's webhook failed ${MAX_FAILURES} times in a row and was removed; a seated player can set it again.`);
      } else {
        this.removePush([seat]);
        this.host.tell(`Push notifications for seat ${seat + 1} failed ${MAX_FAILURES} times in a row and were turned off.`);
      }
      return;
    }
    // The notice waiting (this one or a newer) goes after the backoff.
    const wait = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)]!;
    this.host.sql.exec("UPDATE outbox SET attempts = attempts + 1, due = ? WHERE id = ?", Date.now() + wait, id);
  }

  private async post(url: string, body: string): Promise<"ok" | "failed" | { refused: string }> {
    const answer = await postOutbound(url, { headers: { "Content-Type": "application/json", "User-Agent": "Roundhouse-notify/1" }, body }, this.host.allowLocal());
    return "refused" in answer ? answer : answer.status >= 200 && answer.status < 300 ? "ok" : "failed";
  }

  private subscription(seat: number): PushSubscription | null {
    const row = this.host.sql.exec("SELECT subscription FROM push WHERE seat = ?", seat).toArray()[0];
    return row ? (JSON.parse(String(row.subscription)) as PushSubscription) : null;
  }

  private async push(subscription: PushSubscription, body: string): Promise<"ok" | "gone" | "failed" | { refused: string }> {
    const keys = this.host.vapid();
    if (!keys) return "failed";
    const notice = JSON.parse(body) as TurnNotice;
    // The payload is what the service worker shows: small (push services take about 4 KB).
    const payload = JSON.stringify({ title: notice.event === "end" ? `${notice.title}: game over` : `Your turn — ${notice.title}`, body: notice.summary, url: notice.url, game: notice.game });
    const answer = await postOutbound(subscription.endpoint, await pushRequest(subscription, payload, keys), this.host.allowLocal());
    if ("refused" in answer) return answer;
    if (answer.status === 404 || answer.status === 410) return "gone";
    return answer.status >= 200 && answer.status < 300 ? "ok" : "failed";
  }
}

/** What a turn is told as: the seats to act, or the end. */
function turnKey(turn: Turn): string {
  return turn.finished ? "end" : turn.seats.map((s) => s.index).join(",");
}

/** "What just happened": the last lines of the game log written after `after` actions, without the round headers ("--"). */
function lastLines(messages: readonly { n: number; text: string }[], after: number): string[] {
  // From the end: the log holds the whole game, a notice only its last few lines.
  const lines: string[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i]!.n > after && lines.length < HAPPENED_LINES; i--) {
    if (!messages[i]!.text.startsWith("--")) lines.unshift(messages[i]!.text);
  }
  return lines;
}

// What players wrote (their names) and what the game says, as each service shows it literally: a
// player's name must not become a heading, a masked link, a mention or a ping in the table's channel.
/** One line: a line break would let a name start a heading, a quote or a list. */
const oneLine = (s: string) => s.replace(/\s+/g, " ");
/**
 * Discord's Markdown escapes any punctuation with a backslash: emphasis, code, spoilers, quotes and
 * headings (* _ ~ ` | > #), masked links ([a](b)), mentions and timestamps (<@id>, <t:1>, @everyone),
 * and the colon of "https:" (no auto-link, no embed of a URL in a name).
 */
const discord = (s: string) => oneLine(s).replace(/[\\*_~`|>#<[\]@:]/g, (c) => `\\${c}`);
/**
 * Slack's mrkdwn escapes only & < > (which is what links, mentions and @channel need); its emphasis,
 * strike and code characters (* _ ~ `) cannot be escaped, so they are shown as their fullwidth forms.
 * Slack also links whatever reads as an address without any markup (https://x, www.x, x.com,
 * a@x.com), and nothing escapes that either: a dot or a colon inside a word is shown as its
 * look-alike (U+2024 one dot leader, U+2236 ratio), which no address has.
 */
const slack = (s: string) =>
  oneLine(s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[*_~`]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    .replace(/[.:](?=\S)/g, (c) => (c === "." ? "\u2024" : "\u2236"));

function notice(turn: Turn, game: { id: string; title: string }, happened: string[], origin: string): TurnNotice {
  const url = `${origin}/g/${game.id}`;
  const names = turn.seats.map((s) => s.name);
  const table = `${game.title} ${game.id}`;
  // The game log's lines are not sentences: each gets its full stop.
  const after = happened.map((line) => ` ${line}${/[.!?]$/.test(line) ? "" : "."}`).join("");
  // One sentence, written once: `bold` marks the name in each service's markup, `plain` escapes the rest.
  const sentence = (bold: (s: string) => string, plain: (s: string) => string) => {
    if (turn.finished) {
      const standing = (turn.result ?? []).map((r) => `${r.name} ${r.value}`).join(", ");
      return `${plain(table)} is over${standing ? `: ${plain(standing)}` : ""}.${plain(after)}`;
    }
    return `It is ${bold(plain(names.join(" and ")))}'s turn in ${plain(table)} (${plain(turn.round)}).${plain(after)}`;
  };
  const summary = sentence((s) => s, (s) => s);
  return {
    // Discord takes at most 2,000 characters; the link stays whole at the end.
    content: `${sentence((s) => `**${s}**`, discord).slice(0, 1990 - url.length)} ${url}`,
    text: `${sentence((s) => `*${s}*`, slack)} <${url}|Open the table>`,
    summary,
    allowed_mentions: { parse: [] },
    event: turn.finished ? "end" : "turn",
    game: game.id,
    title: game.title,
    round: turn.round,
    player: turn.finished ? null : names.join(" and "),
    seats: turn.seats.map((s) => s.index),
    happened,
    url,
    n: turn.n,
  };
}
