// The 18xx table's play area: the action panel and the round's panels beside it, laid out for the round (issue #40),
// and the final scores. A chunk of the rounds' file (vite.config.ts), which every 18xx title's rules load with the
// page: the Railways solitaire's page, which draws its own table (../railways/table.tsx), loads none of it.
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Game } from "../../../shared/engine/game.ts";
import type { BotKind } from "../../../shared/protocol.ts";
import type { Table } from "../table.ts";
import { later } from "../later.tsx";
import { ActionPanel, HeldWhileAsked } from "./actions.tsx";
import { afterPaint } from "./after-paint.ts";
import { BoardPanel } from "./board-panel.tsx";
import { ChartersPanel, PrivatesPanel } from "./certificates.tsx";
import { CorporationsPanel, MarketPanel, OperatingPanel, PlayersPanel } from "./panels.tsx";

/** The table's decisions (undo, end the game, a request's state): a chunk of its own, fetched when first drawn. */
const TableRequest = later(() => import("./table-request.tsx").then((m) => m.TableRequest));

/** Why a game ended, as the final scores say it. */
const END_REASONS: Record<string, string> = {
  bank: "The bank broke.",
  bankrupt: "A player went bankrupt.",
  stock_market: "A share value reached the top of the market.",
  manually_ended: "The players ended the game.",
  final_phase: "The last set of operating rounds is over.",
};

/**
 * The game as the page shows it: `game` the position shown (`live`, or one looked back at: `viewing` actions of
 * `total`, `onLive` back to the live game); `side` the bank, log and chat (page.tsx loads them after the first paint).
 */
export function TablePlay({ table, game, live, viewing, total, onLive, viewers, bots, side }: {
  table: Table;
  game: Game;
  live: Game | null;
  viewing: number | null;
  total: number;
  onLive: () => void;
  viewers: readonly string[];
  bots: ReadonlyMap<string, BotKind>;
  side: ComponentChildren;
}) {
  /** An operating round is played on the map; every other round (stock, auctions) decides what the tables show. */
  const operating = game.round.name.startsWith("Operating");
  return (
    // The layout follows the round (issue #40): beside the actions, what the round decides. A stock round (and an
    // auction) decides players' cash and certificates, the corporations, the market and the bank's certificates; an
    // operating round is played on the map, with the operating corporation's facts beside it.
    <TableLayout
      operating={operating}
      act={
        <div class="act-col">
          {game !== live ? (
            <section class="panel actions" aria-label="History">
              <h2>{game.round.name}</h2>
              <p>
                Looking back at the position after {viewing} of {total} actions.{" "}
                <button onClick={onLive}>Back to the live game</button>
              </p>
            </section>
          ) : game.finished ? (
            <FinalScores table={table} />
          ) : (
            <HeldWhileAsked table={table}>
              <ActionPanel table={table} game={game} />
            </HeldWhileAsked>
          )}
          {live && <TableRequest table={table} game={live} />}
          {operating && <OperatingPanel game={game} viewers={viewers} />}
        </div>
      }
      side={side}
      main={
      <div class="main-col">
        {operating ? (
          <>
            <BoardPanel table={table} game={game} />
            <AfterFirstPaint>
              <CorporationsPanel game={game} viewers={viewers} />
              <PlayersPanel game={game} viewers={viewers} bots={bots} />
              <PrivatesPanel game={game} />
              <MarketPanel game={game} />
              <ChartersPanel game={game} />
            </AfterFirstPaint>
          </>
        ) : (
          <>
            {/* In the auction the cards are what a bid is about: they come first. */}
            {game.round.bidsOn && <PrivatesPanel game={game} />}
            <PlayersPanel game={game} viewers={viewers} bots={bots} />
            <CorporationsPanel game={game} viewers={viewers} />
            <MarketPanel game={game} />
            <BoardPanel table={table} game={game} />
            <AfterFirstPaint>
              {!game.round.bidsOn && <PrivatesPanel game={game} />}
              <ChartersPanel game={game} />
            </AfterFirstPaint>
          </>
        )}
      </div>
      }
    />
  );
}

/** Whether the screen is a laptop's (two columns, style.css), following it as the window is resized. */
const WIDE = "(min-width: 901px)";
function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return wide;
}

/**
 * A laptop: the actions over the bank, log and chat on the left, the round's panels beside them (the actions pinned in
 * their column). A phone or tablet: one column, the actions pinned over the round's panels only, the bank, log and
 * chat after them (where the pinned panel lets go, and the "Your turn" button brings it back).
 */
function TableLayout({ operating, act, side, main }: { operating: boolean; act: ComponentChildren; side: ComponentChildren; main: ComponentChildren }) {
  const kind = operating ? "operating" : "stock";
  return useWide() ? (
    <div class={`table-layout ${kind}`} data-layout={kind}>
      <div class="left-col">
        {act}
        <AfterFirstPaint>{side}</AfterFirstPaint>
      </div>
      {main}
    </div>
  ) : (
    <div class={`table-layout ${kind}`} data-layout={kind}>
      <div class="play-col">
        {act}
        {main}
      </div>
      <AfterFirstPaint>{side}</AfterFirstPaint>
    </div>
  );
}

/**
 * What can wait a frame: drawn once the page has first shown the actions and what the round is played on (issue #40:
 * the log, chat, bank and the tables under an operating round's map took a third of a long game's first render).
 */
function AfterFirstPaint({ children }: { children: ComponentChildren }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? <>{children}</> : null;
}

function FinalScores({ table }: { table: Table }) {
  const game = table.game!;
  const ranked = [...game.players].sort((a, b) => game.playerValue(b) - game.playerValue(a));
  return (
    <section class="panel final" aria-label="Final scores">
      <h2>Final scores</h2>
      <p>{END_REASONS[game.endReason ?? ""] ?? "The game is over."}</p>
      <ol>
        {ranked.map((p) => (
          <li key={p.id}>
            {p.name}: <strong>{game.money(game.playerValue(p))}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
