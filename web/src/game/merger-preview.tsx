// What a merger would make, shown beside its "Merge with" button before the president chooses ([merger and conversion
// round], 1817): both corporations' figures and the survivor's after, and each player's shares after, all from the
// engine's mergerOutcome (the bot weighs a merger by the same figures).
import type { Corporation } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import { interestOwed, shareCount } from "../../../shared/engine/loans.ts";
import { mergerOutcome } from "../../../shared/engine/rounds/merger-outcome.ts";
import { shortsOf } from "../../../shared/engine/shorts.ts";

export function MergerPreview({ game, corp, target }: { game: Game; corp: Corporation; target: Corporation }) {
  const o = mergerOutcome(game, corp, target);
  const money = (n: number) => game.money(n);
  const trains = (names: string[]) => (names.length ? names.join(", ") : "none");
  const before = (c: Corporation) => ({
    size: shareCount(c),
    price: money(game.market.price(c.sym)!),
    cash: money(c.cash),
    trains: trains(c.trains.map((t) => t.name)),
    loans: String(c.loans),
    shorts: String(shortsOf(c).length),
    interest: money(interestOwed(game, c, o.rate)),
  });
  // A column of shorts only where someone holds one, before or after: the side column is narrow.
  const shorts = o.shorts > 0 || o.holders.some((h) => h.shorts > 0) || shortsOf(corp).length + shortsOf(target).length > 0;
  const a = before(corp);
  const b = before(target);
  const rows: [string, keyof typeof a, string | number][] = [
    ["Shares", "size", o.size],
    ["Share value", "price", money(o.price)],
    ["Cash", "cash", money(o.cash)],
    ["Trains", "trains", trains(o.trains)],
    ["Loans", "loans", o.loans],
    ["Shorts", "shorts", o.shorts],
    [`Interest due a round (${o.rate}%)`, "interest", money(o.interest)],
  ];
  return (
    <details class="merger-preview" data-merger={target.sym}>
      <summary>What merging with {target.sym} makes</summary>
      <table class="grid">
        <caption>
          {corp.sym} and {target.sym} now, and {corp.sym} after the merger
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{corp.sym}</th>
            <th scope="col">{target.sym}</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, key, after]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td class="num">{a[key]}</td>
              <td class="num">{b[key]}</td>
              <td class="num" data-after={key} data-value={String(after)}>
                {after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="grid">
        <caption>The players' shares after the merger, and their worth now and after</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Shares</th>
            {shorts && <th scope="col">Shorts</th>}
            <th scope="col">Now</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {o.holders.map((h) => (
            <tr key={h.player.id} data-holder={h.player.name} data-shares={h.shares} data-shorts={h.shorts}>
              <th scope="row">
                {h.player.name}
                {h.player === o.president ? " (president)" : ""}
              </th>
              <td class="num">{h.shares}</td>
              {shorts && <td class="num">{h.shorts}</td>}
              <td class="num">{money(h.valueBefore)}</td>
              <td class="num">{money(h.valueAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        In its treasury {o.treasury} share{o.treasury === 1 ? "" : "s"}, in the market {o.market}.
        {o.payment && ` ${o.payment.payer.name} pays ${money(o.payment.amount)} into ${corp.sym} for the share ${o.payment.receiver.name} receives.`}
        {o.overLimit > 0 && ` Over its train limit: it discards ${o.overLimit} train${o.overLimit === 1 ? "" : "s"}.`}
      </p>
    </details>
  );
}
