// The table's panels: players, corporations, the stock market, the bank and
// trains, the game log and chat. They read the engine's objects directly.
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { Corporation, Player } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import { certificateCount } from "../../../shared/engine/shares.ts";
import { hiddenMoneyNote, moneyHidden } from "../../../shared/engine/knowledge.ts";
import type { Table } from "../table.ts";
import { botMark } from "../bot-kind.tsx";
import type { BotKind } from "../../../shared/protocol.ts";
import { MarketGrid, marketView } from "../../../shared/board/market.tsx";
import { chipStyle } from "../../../shared/board/chip.ts";
import { homeOf } from "./certificates.tsx";
import { interestOwed, interestRate, loansTaken } from "../../../shared/engine/loans.ts";
import { shortsOf } from "../../../shared/engine/shorts.ts";

/** A sum of money, or a dash where the table's 1830 V-0.1 choice leaves it out for this viewer. */
function Money({ game, amount, hidden }: { game: Game; amount: number; hidden: boolean }) {
  return hidden ? (
    <td class="num hidden-money" title="Not shown (V-0.1): it can be worked out from the game log">
      —
    </td>
  ) : (
    <td class="num">{game.money(amount)}</td>
  );
}

function HiddenMoneyNote({ game }: { game: Game }) {
  const note = !game.finished && hiddenMoneyNote(game);
  return note ? <p class="note hidden-money-note">{note}</p> : null;
}

/** `viewers`: the ids of the players whose seats this browser holds (what V-0.1 lets them see); `bots`: those a bot plays, with its kind (the table's meta says so, to everyone). */
export function PlayersPanel({ game, viewers = [], bots = new Map() }: { game: Game; viewers?: readonly string[]; bots?: ReadonlyMap<string, BotKind> }) {
  const active = game.round.activeEntity();
  return (
    <section class="panel" aria-label="Players">
      <h2>Players</h2>
      <table class="grid" tabIndex={0} aria-label="Players">
        <thead>
          <tr>
            <th>Player</th>
            <th>Cash</th>
            <th>Certs</th>
            <th>Shares</th>
            <th>Privates</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {game.players.map((p) => (
            <tr key={p.id} class={p === active ? "active" : ""} data-player={p.id} aria-current={p === active ? "step" : undefined}>
              <td>
                {p === active && <span class="turn-mark" title="to act">▶ </span>}
                {p.name}
                {bots.has(p.id) && <span class="bot-mark" title={`${bots.get(p.id) === "hard" ? "a hard" : "an easy"} bot plays this seat`}> {botMark(bots.get(p.id))}</span>}
                {p === game.priority && !game.round.name.startsWith("Operating") ? <span title="priority deal"> ★</span> : null}
                {p.bankrupt ? " (bankrupt)" : ""}
              </td>
              <Money game={game} amount={p.cash} hidden={moneyHidden(game, p, viewers)} />
              <td class="num">
                {certificateCount(game, p)}/{game.certLimit()}
              </td>
              <td>
                {game.corporations
                  .filter((c) => c.percentOf(p) > 0)
                  .map((c) => `${c.sym} ${c.percentOf(p)}%${c.president === p ? "P" : ""}`)
                  .join(", ")}
              </td>
              <td>{p.companies.map((c) => c.sym).join(", ")}</td>
              <Money game={game} amount={game.playerValue(p)} hidden={moneyHidden(game, p, viewers)} />
            </tr>
          ))}
        </tbody>
      </table>
      {game.data.hiddenMoney === "railroadsAndPlayers" && <HiddenMoneyNote game={game} />}
    </section>
  );
}

export function CorporationsPanel({ game, viewers = [] }: { game: Game; viewers?: readonly string[] }) {
  const parred = game.activeCorporations().filter((c) => c.parPrice !== null);
  const loans = game.data.loans;
  const minors = game.activeCorporations().filter((c) => c.def.minor && c.floated);
  return (
    <section class="panel" aria-label="Corporations">
      <h2>Corporations</h2>
      <HiddenMoneyNote game={game} />
      {minors.length > 0 && (
        <table class="grid minors" tabIndex={0} aria-label="Minor and coal companies">
          <thead>
            <tr>
              <th>Company</th>
              <th>Director</th>
              <th>Cash</th>
              <th>Trains</th>
              <th>Home</th>
            </tr>
          </thead>
          <tbody>
            {minors.map((c) => (
              <tr key={c.sym} class={c === game.round.activeEntity() ? "active" : ""} data-corporation={c.sym}>
                <td>
                  <span class="corp" style={chipStyle(c.def)}>
                    {c.sym}
                  </span>
                  {c.def.type === "coal" ? " (coal)" : ""}
                </td>
                <td>
                  {c.president?.name ?? "—"}
                  {secondHalf(c)}
                </td>
                <Money game={game} amount={c.cash} hidden={moneyHidden(game, c, viewers)} />
                <TrainsCell corporation={c} />
                <td>{c.home ?? c.def.homeChoice?.join(" or ") ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* [loans] The rate every corporation's interest is paid at, from the loans out in the whole game (1817's). */}
      {loans && (
        <p class="interest-rate" data-interest-rate={interestRate(game)}>
          Interest now: {interestRate(game)}% a round on each loan of {game.money(loans.value)} ({loansTaken(game)} of {loans.total} loans out)
        </p>
      )}
      {parred.length === 0 ? (
        <p>No corporation has a par value yet.</p>
      ) : (
        <table class="grid" tabIndex={0} aria-label="Corporations">
          <thead>
            <tr>
              <th>Corp.</th>
              <th>President</th>
              <th>Cash</th>
              <th>Price (par)</th>
              {loans && <th>Loans (interest due)</th>}
              {loans && <th>Shorts</th>}
              <th>Trains</th>
              <th>Stations left</th>
              <th>IPO / pool</th>
              <th>Privates</th>
              <th>Home</th>
            </tr>
          </thead>
          <tbody>
            {parred.map((c) => (
              <tr key={c.sym} class={c === game.round.activeEntity() ? "active" : ""} data-corporation={c.sym}>
                <td>
                  <span class="corp" style={chipStyle(c.def)}>
                    {c.sym}
                  </span>
                  {c.floated ? "" : " (not floated)"}
                  {c.loan > 0 && <span class="receivership" title="1830 7.7: in receivership until the bank's loan is repaid; no dividends"> in receivership</span>}
                </td>
                <td>
                  {/* 1830 7.7: the railroad in receivership has a manager, and owes the loan under his certificate. */}
                  {c.loan > 0 ? `${c.manager?.name ?? "—"} (manager; loan ${game.money(c.loan)})` : (c.president?.name ?? "—")}
                </td>
                <Money game={game} amount={c.cash} hidden={moneyHidden(game, c, viewers)} />
                <td class="num">
                  {game.money(game.market.price(c.sym)!)} ({game.money(c.parPrice!)})
                </td>
                {loans && (
                  <td class="num" data-loans={c.loans}>
                    {c.loans} ({game.money(interestOwed(game, c, interestRate(game)))})
                  </td>
                )}
                {loans && (
                  <td class="num" data-shorts={shortsOf(c).length}>
                    {shortsOf(c).length}
                  </td>
                )}
                <TrainsCell corporation={c} />
                <td class="num">{Math.max(0, c.def.tokens.length - c.tokensPlaced) + c.extraTokens.length}</td>
                <td class="num">
                  {c.percentOf("ipo")}% / {c.percentOf("pool")}%
                </td>
                <td>{c.companies.filter((x) => !x.closed).map((x) => x.sym).join(", ")}</td>
                <td>{homeOf(game, c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The operating corporation's facts, beside the map in an operating round: what its turn has to work with. */
export function OperatingPanel({ game, viewers = [] }: { game: Game; viewers?: readonly string[] }) {
  const c = game.round.activeEntity();
  if (!(c instanceof Corporation)) return null;
  const price = game.market.price(c.sym);
  const stations = Math.max(0, c.def.tokens.length - c.tokensPlaced) + c.extraTokens.length;
  const next = c.nextTokenCost();
  return (
    <section class="panel operating-facts" aria-label={`${c.sym} operating`} data-operating={c.sym}>
      <h2>
        <span class="corp" style={chipStyle(c.def)}>
          {c.sym}
        </span>{" "}
        {c.def.name} operating
      </h2>
      <table class="grid facts">
        <tbody>
          <tr>
            <th scope="row">{c.def.minor ? "Director" : "President"}</th>
            <td>{c.president?.name ?? "—"}</td>
          </tr>
          <tr>
            <th scope="row">Treasury</th>
            <Money game={game} amount={c.cash} hidden={moneyHidden(game, c, viewers)} />
          </tr>
          <tr>
            <th scope="row">Trains (limit {game.trainLimit(c)})</th>
            <TrainsCell corporation={c} />
          </tr>
          <tr>
            <th scope="row">Stations left</th>
            <td class="num">
              {stations}
              {stations > 0 && next !== null ? ` (next ${game.money(next)})` : ""}
            </td>
          </tr>
          {price !== null && price !== undefined && (
            <tr>
              <th scope="row">Share price</th>
              <td class="num">{game.money(price)}</td>
            </tr>
          )}
          {c.companies.some((x) => !x.closed) && (
            <tr>
              <th scope="row">Privates</th>
              <td>{c.companies.filter((x) => !x.closed).map((x) => x.sym).join(", ")}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Who holds a minor's second half, beside its director (UG1 and UG3 of 1837). */
/** A corporation's trains, then those made obsolete that still run once, in its next turn (1830 V-3.0 delayed obsolescence). */
function TrainsCell({ corporation }: { corporation: Corporation }) {
  const own = corporation.trains.map((t) => t.name).join(", ");
  const lastRun = corporation.obsoleteTrains.map((t) => t.name).join(", ");
  return (
    <td>
      {own || (lastRun ? "" : "—")}
      {lastRun && (
        <span class="obsolete" title="1830 V-3.0 delayed obsolescence: obsolete, they run once more in this railroad's next turn and then leave the game">
          {own ? "; " : ""}
          {lastRun} (obsolete: one last run)
        </span>
      )}
    </td>
  );
}

function secondHalf(minor: Corporation): string {
  const half = minor.shares.find((s) => !s.president && s.holder instanceof Player);
  if (!half) return "";
  return half.holder === minor.president ? " (both halves)" : `; second half: ${(half.holder as Player).name}`;
}

export function MarketPanel({ game }: { game: Game }) {
  return (
    <section class="panel" aria-label="Stock market">
      <h2>Stock market</h2>
      <MarketGrid view={marketView(game)} />
      <MarketLegend game={game} />
    </section>
  );
}

/** What the market's colours mean (1830 5.4), each with the pattern that tells it apart without colour. */
function MarketLegend({ game }: { game: Game }) {
  const cells = game.market.grid.flat();
  const zones = (["yellow", "orange", "brown"] as const).filter((z) => cells.some((c) => c?.zone === z));
  const meaning = {
    yellow: "its certificates do not count against the certificate limit",
    orange: "not counted, and may be held beyond 60%",
    brown: "not counted, beyond 60%, and any number bought from the pool in one turn",
  };
  return (
    <ul class="market-legend" aria-label="Market key">
      {cells.some((c) => c?.par) && (
        <li>
          <span class="box par" aria-hidden="true" /> P: a par value
        </li>
      )}
      {zones.map((z) => (
        <li key={z}>
          <span class={`box zone-${z}`} aria-hidden="true" /> {z}: {meaning[z]}
        </li>
      ))}
    </ul>
  );
}
