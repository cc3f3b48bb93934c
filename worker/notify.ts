// Telling players it is their turn while the site is closed: the table's
// webhook (Discord, Slack or anything that takes JSON) and, per seat, Web Push
// (worker/webpush.ts). The room calls `turnChanged` after an action is stored
// and broadcast; deliveries wait in the room's own SQLite (`outbox`) and go out
// from the room's alarm, so a slow or dead receiver never delays a move, and a
// delivery that fails is tried again with backoff. A target that keeps failing
// is dropped and the table is told (a line in its chat).
import { sendPush, type PushSubscription, type VapidKeys } from "./webpush.ts";

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

/** Webhook URLs: https, or http to this machine in development (ALLOW_LOCAL_WEBHOOKS). */
export function checkWebhookUrl(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url is not a valid URL";
  }
  if (url.username || url.password) return "url may not carry a user name or password";
  if (url.protocol === "https:") return null;
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "http:" && local) return allowLocal ? null : "http URLs to this machine are only allowed in development; use https";
  return "url must be an https URL";
}

/** Consecutive failures after which a target is dropped. */
export const MAX_FAILURES = 5;
/** Wait before the next try after the 1st, 2nd, ... failure (milliseconds). */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000];
/** A receiver that does not answer within this many milliseconds has failed. */
const TIMEOUT_MS = 10_000;
/** Lines of "what just happened" in a notice. */
const HAPPENED_LINES = 3;

export interface NotifierHost {
  sql: SqlStorage;
  /** Puts a line from the site in the table's chat, for everyone at the table. */
  tell(text: string): void;
  /** The VAPID keys (Worker secrets), if this deployment has them. */
  vapid(): VapidKeys | null;
}

export class Notifier {
  /** The last turn notified (turn_notified: its key and the actions in effect then), cached while the room is awake. */
  private last: { turn: string; actions: number } | null | undefined;
  /** Where notices go (the webhook's and push subscriptions' origins), cached: a turn changes after most moves. */
  private cachedTargets: { webhook: string | null; push: { seat: number; origin: string }[] } | undefined;

  constructor(private readonly host: NotifierHost) {
    host.sql.exec(`
      CREATE TABLE IF NOT EXISTS webhook (
        id INTEGER PRIMARY KEY CHECK (id = 1), url TEXT NOT NULL, origin TEXT NOT NULL, failures INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS push (
        seat INTEGER PRIMARY KEY, subscription TEXT NOT NULL, origin TEXT NOT NULL, failures INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS turn_notified (id INTEGER PRIMARY KEY CHECK (id = 1), turn TEXT NOT NULL, actions INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, target TEXT NOT NULL, body TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, due INTEGER NOT NULL);`);
  }

  // ---- settings ----------------------------------------------------------------

  webhook(): string | null {
    const row = this.host.sql.exec("SELECT url FROM webhook").toArray()[0];
    return row ? String(row.url) : null;
  }

  /** Sets or replaces the table's webhook; `origin` is the site the table's link points to. */
  setWebhook(url: string, origin: string): void {
    this.host.sql.exec("INSERT OR REPLACE INTO webhook (id, url, origin, failures) VALUES (1, ?, ?, 0)", url, origin);
    this.cachedTargets = undefined;
    // A notice waiting for the old URL goes to the new one.
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
   * Called after every stored action (and at the start): when the player to act changed (or the game
   * ended), queues a notice for the webhook and for the push subscriptions of the seats to act (of every
   * seat at the end). A notice still waiting for its target is replaced: only the newest turn matters.
   * Returns whether anything was queued (then the room's alarm must be set).
   */
  turnChanged(turn: Turn, game: { id: string; title: string }): boolean {
    const key = turn.finished ? "end" : turn.seats.map((s) => s.index).join(",");
    if (this.last === undefined) {
      const row = this.host.sql.exec("SELECT turn, actions FROM turn_notified").toArray()[0];
      this.last = row ? { turn: String(row.turn), actions: Number(row.actions) } : null;
    }
    if (key === this.last?.turn) return false;
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

  private targets(): { webhook: string | null; push: { seat: number; origin: string }[] } {
    if (!this.cachedTargets) {
      const webhook = this.host.sql.exec("SELECT origin FROM webhook").toArray()[0];
      const push = this.host.sql.exec("SELECT seat, origin FROM push ORDER BY seat").toArray();
      this.cachedTargets = { webhook: webhook ? String(webhook.origin) : null, push: push.map((r) => ({ seat: Number(r.seat), origin: String(r.origin) })) };
    }
    return this.cachedTargets;
  }

  private enqueue(target: string, body: TurnNotice, due: number): void {
    this.host.sql.exec("DELETE FROM outbox WHERE target = ?", target);
    this.host.sql.exec("INSERT INTO outbox (target, body, due) VALUES (?, ?, ?)", target, JSON.stringify(body), due);
  }

  // ---- delivery (from the room's alarm) ----------------------------------------------

  /** When the next delivery is due (ms since the epoch), or null when nothing waits. */
  nextDue(): number | null {
    const row = this.host.sql.exec("SELECT MIN(due) AS due FROM outbox").one();
    return row.due === null ? null : Number(row.due);
  }

  /** Sends every notice that is due; a failure is tried again later (BACKOFF_MS), a target failing MAX_FAILURES times is dropped. */
  async deliverDue(now = Date.now()): Promise<void> {
    const due = this.host.sql.exec("SELECT id, target, body, attempts FROM outbox WHERE due <= ? ORDER BY id", now).toArray();
    await Promise.all(due.map((row) => this.deliver(Number(row.id), String(row.target), String(row.body), Number(row.attempts))));
  }

  private async deliver(id: number, target: string, body: string, attempts: number): Promise<void> {
    const seat = target.startsWith("push:") ? Number(target.slice(5)) : null;
    const destination = seat === null ? this.webhook() : this.subscription(seat);
    if (destination === null) return void this.host.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    let outcome: "ok" | "gone" | "failed";
    try {
      outcome = typeof destination === "string" ? await postWebhook(destination, body) : await this.push(destination, body);
    } catch {
      outcome = "failed";
    }
    // Other events ran while we waited: the notice may have been replaced, the target changed or removed.
    const stillQueued = this.host.sql.exec("SELECT id FROM outbox WHERE id = ?", id).toArray().length > 0;
    const unchanged = seat === null ? this.webhook() === destination : JSON.stringify(this.subscription(seat)) === JSON.stringify(destination);
    if (outcome === "ok") {
      this.host.sql.exec("DELETE FROM outbox WHERE id = ?", id);
      if (unchanged) this.host.sql.exec(seat === null ? "UPDATE webhook SET failures = 0" : "UPDATE push SET failures = 0 WHERE seat = ?", ...(seat === null ? [] : [seat]));
      return;
    }
    if (!unchanged) return;
    if (outcome === "gone" && seat !== null) {
      // The push service says the subscription no longer exists (RFC 8030 404/410): nothing to retry.
      this.removePush([seat]);
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
    if (stillQueued) {
      const wait = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)]!;
      this.host.sql.exec("UPDATE outbox SET attempts = attempts + 1, due = ? WHERE id = ?", Date.now() + wait, id);
    }
  }

  private subscription(seat: number): PushSubscription | null {
    const row = this.host.sql.exec("SELECT subscription FROM push WHERE seat = ?", seat).toArray()[0];
    return row ? (JSON.parse(String(row.subscription)) as PushSubscription) : null;
  }

  private async push(subscription: PushSubscription, body: string): Promise<"ok" | "gone" | "failed"> {
    const keys = this.host.vapid();
    if (!keys) return "failed";
    const notice = JSON.parse(body) as TurnNotice;
    // The payload is what the service worker shows: small (push services take about 4 KB).
    const payload = JSON.stringify({ title: notice.event === "end" ? `${notice.title}: game over` : `Your turn — ${notice.title}`, body: notice.summary, url: notice.url, game: notice.game });
    const response = await sendPush(subscription, payload, keys, TIMEOUT_MS);
    if (response.status === 404 || response.status === 410) return "gone";
    return response.ok ? "ok" : "failed";
  }
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

async function postWebhook(url: string, body: string): Promise<"ok" | "failed"> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "Roundhouse-notify/1" },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The body is read (and dropped) so that the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  return response.ok ? "ok" : "failed";
}

/** Names as Discord's Markdown and Slack's mrkdwn show them literally. */
const discord = (s: string) => s.replace(/[\\*_~`|>]/g, (c) => `\\${c}`);
const slack = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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
