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

export function BankPanel({ game }: { game: Game }) {
  const remaining = new Map<string, number>();
  for (const t of game.depot.upcoming) remaining.set(t.name, (remaining.get(t.name) ?? 0) + 1);
  const market = game.depot.discarded.map((t) => t.name);
  return (
    <section class="panel" aria-label="Bank">
      <h2>Bank and trains</h2>
      <p>
        Bank: <strong>{game.money(game.bank.cash)}</strong>
        {game.bankBroken && game.finished ? " (broken)" : ""}
        {game.bankBroken && !game.finished ? ` (broken: the game ends after ${game.data.bankBreakEnds === "operatingRound" ? "this operating round" : "this set of operating rounds"})` : ""}
      </p>
      {game.salesReformed && (
        <p class="reforms">
          Stock market reforms (1830 V-5.1) in force: a sale moves the share value down one row however many shares it sells.
        </p>
      )}
      <p>
        Phase <strong>{game.phase.name}</strong>: {game.phase.tiles.join(", ")} tiles, train limit {game.phase.trainLimit},{" "}
        {game.phase.operatingRounds} operating round{game.phase.operatingRounds > 1 ? "s" : ""} per set
      </p>
      <table class="grid" tabIndex={0} aria-label="Train roster">
        <thead>
          <tr>
            <th>Train</th>
            <th>Price</th>
            <th>Left</th>
            <th>Its first purchase rusts</th>
            <th>and starts phase</th>
          </tr>
        </thead>
        <tbody>
          {game.data.trains.map((t) => {
            const phase = game.data.phases.find((p) => p.onTrain === t.name && p !== game.data.phases[0]);
            return (
              <tr key={t.name} data-train-roster={t.name}>
                <td>{t.name}</td>
                <td class="num">{game.money(t.price)}</td>
                {/* An unlimited type (18xx.games' unlimited diesels) keeps one copy on offer: "as many as are bought". */}
                <td class="num">{t.count === Infinity ? "unlimited" : (remaining.get(t.name) ?? 0)}</td>
                <td>{t.rusts ? `all ${t.rusts}-trains` : "—"}</td>
                <td>{phase ? phaseText(phase, game.data.phases[game.data.phases.indexOf(phase) - 1]) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {market.length > 0 && <p>Open market: {market.join(", ")}</p>}
    </section>
  );
}

/** A phase as the train roster says it (1830 T-07): its number, tiles, train limit, operating rounds, and what it closes or opens. */
function phaseText(phase: Game["data"]["phases"][number], before?: Game["data"]["phases"][number]): string {
  const extra = [phase.buyCompanies && !before?.buyCompanies ? "privates may be sold to corporations" : "", phase.closeCompanies ? "privates close" : ""].filter(Boolean);
  return `${phase.name}: ${phase.tiles[phase.tiles.length - 1]} tiles, limit ${phase.trainLimit}, ${phase.operatingRounds} OR${phase.operatingRounds > 1 ? "s" : ""}${extra.length ? `; ${extra.join("; ")}` : ""}`;
}

/** The game's log; `notes` (undos and redos, from the table) are shown after that many of its lines. */
export function LogPanel({ game, notes = [] }: { game: Game; notes?: readonly { after: number; text: string }[] }) {
  const list = useRef<HTMLOListElement>(null);
  const first = Math.max(0, game.messages.length - 300);
  const lines: { text: string; cls: string }[] = [];
  game.messages.forEach((m, i) => {
    if (i >= first) lines.push({ text: m.text, cls: m.text.startsWith("--") ? "heading" : "" });
    for (const note of notes) if (note.after === i + 1) lines.push({ text: note.text, cls: "undo-note" });
  });
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} tabIndex={0} aria-label="Log lines">
        {lines.map((line, i) => (
          <li key={i} class={line.cls}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ChatPanel({ table }: { table: Table }) {
  const text = useSignal("");
  return (
    <section class="panel chat" aria-label="Chat">
      <h2>Chat</h2>
      <ol tabIndex={0} aria-label="Messages">
        {table.chat.value.map((line, i) => (
          <li key={i} class={line.system ? "system" : undefined}>
            <strong>{line.from}:</strong> {line.text}
          </li>
        ))}
      </ol>
      {/* A spectator speaks only where the table allows it (the room refuses him otherwise): no box he cannot use. */}
      {table.seats.value.length === 0 && !table.meta.value?.spectatorChat ? (
        <p class="note">Only the players chat at this table; you are watching.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.value.trim()) table.say(text.value.trim());
            text.value = "";
          }}
        >
          <input aria-label="Message" value={text} maxLength={500} onInput={(e) => (text.value = e.currentTarget.value)} placeholder="Say something…" />
          <button type="submit">Send</button>
        </form>
      )}
    </section>
  );
}
