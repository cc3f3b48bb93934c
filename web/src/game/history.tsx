// Looking back: any earlier position of the game (read-only), and how each
// player's value and each share price moved over the operating rounds.
import { Game } from "../../../shared/engine/game.ts";
import { effectiveActions } from "../../../shared/engine/log.ts";
import type { GameSession } from "../../../shared/engine/session.ts";

export interface Sample {
  round: string;
  values: Record<string, number>;
  prices: Record<string, number>;
}

/** Rebuilds the game as it was after the first `n` actions in effect. */
export function gameAt(session: GameSession, n: number): Game {
  const actions = effectiveActions(session.entries).slice(0, n);
  const { game } = session;
  const past = new Game(game.title, game.players.map((p) => ({ id: p.id, name: p.name })), { ...game.options, best_routes: false, consent: false }, session.setup.seed);
  for (const a of actions) past.process(a);
  return past;
}

/** Player values and share prices at the end of every operating round. */
export function samples(session: GameSession): Sample[] {
  const { game } = session;
  const replay = new Game(game.title, game.players.map((p) => ({ id: p.id, name: p.name })), { ...game.options, best_routes: false, consent: false }, session.setup.seed);
  const out: Sample[] = [];
  const take = (g: Game, round: string) =>
    out.push({
      round,
      values: Object.fromEntries(g.players.map((p) => [p.name, g.playerValue(p)])),
      prices: Object.fromEntries(g.corporations.flatMap((c) => (g.market.price(c.sym) === null ? [] : [[c.sym, g.market.price(c.sym)!]]))),
    });
  let round = replay.round;
  for (const a of effectiveActions(session.entries)) {
    replay.process(a);
    if (replay.round !== round) {
      if (round.name.startsWith("Operating")) take(replay, round.name.replace("Operating Round ", "OR "));
      round = replay.round;
    }
  }
  if (replay.finished) take(replay, "end");
  return out;
}

/** A small line chart of named series over the samples; `format` writes the scale's top value (money, in the title's currency). */
export function Chart({ title, series, labels, format = String }: { title: string; series: Record<string, number[]>; labels: string[]; format?: (n: number) => string }) {
  const names = Object.keys(series);
  const all = names.flatMap((n) => series[n]!);
  if (labels.length < 2 || !all.length) return null;
  const [w, h, pad] = [560, 220, 34];
  const max = Math.max(...all);
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (labels.length - 1);
  const y = (v: number) => h - pad - (v / max) * (h - 2 * pad);
  const colors = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];
  return (
    <figure class="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title}>
        <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} stroke="#999" />
        <text x={4} y={pad} font-size="10">{format(max)}</text>
        {names.map((name, k) => (
          <polyline key={name} fill="none" stroke={colors[k % colors.length]} stroke-width="2" points={series[name]!.map((v, i) => `${x(i)},${y(v)}`).join(" ")} />
        ))}
        {labels.map((l, i) => (i % Math.ceil(labels.length / 8) === 0 ? <text key={i} x={x(i)} y={h - 8} font-size="10" text-anchor="middle">{l}</text> : null))}
      </svg>
      <p class="legend">
        {names.map((name, k) => (
          <span key={name} style={{ color: colors[k % colors.length] }}>
            ■ {name}{" "}
          </span>
        ))}
      </p>
    </figure>
  );
}
