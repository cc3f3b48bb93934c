// The stock market as players see it: the grid of share prices with each
// corporation's token, as plain data (marketView) and as a Preact component
// (MarketGrid). The game page draws it from its own game; the light embed
// draws the same data sent by the room (EmbedView), without the engine.
import type { Game } from "../engine/game.ts";
import type { MarketCell } from "../engine/title.ts";
import { chipStyle } from "./chip.ts";

export interface MarketToken {
  sym: string;
  color: string;
  textColor?: string;
}

export interface MarketView {
  /** A hex market: each row half a box right of the row below (TitleData.hexMarket). */
  hex: boolean;
  /** Rows top to bottom; null is a gap. Tokens in stack order, the top one first. */
  rows: ({ price: number; zone?: MarketCell["zone"]; par?: boolean; tokens: MarketToken[] } | null)[][];
}

export function marketView(game: Game): MarketView {
  const market = game.market;
  const tokensAt = (row: number, col: number): MarketToken[] =>
    game.corporations
      .filter((c) => {
        const p = market.position(c.sym);
        return p && p.row === row && p.col === col;
      })
      .sort((a, b) => market.stackIndex(a.sym) - market.stackIndex(b.sym))
      .map((c) => ({ sym: c.sym, color: c.def.color, ...(c.def.textColor ? { textColor: c.def.textColor } : {}) }));
  return {
    hex: game.data.hexMarket === true,
    rows: market.grid.map((row, r) => row.map((cell, c) => (cell ? { price: cell.price, zone: cell.zone, par: cell.par, tokens: tokensAt(r, c) } : null))),
  };
}

export function MarketGrid({ view }: { view: MarketView }) {
  const last = view.rows.length - 1;
  return (
    <div class="market-scroll" tabIndex={0} role="region" aria-label="Stock market grid">
      <div class={`market${view.hex ? " hex" : ""}`} role="table">
        {view.rows.map((row, r) => (
          <div key={r} class="market-row" role="row" style={view.hex ? { marginLeft: `calc(var(--box) * ${(last - r) / 2})` } : undefined}>
            {row.map((cell, c) =>
              cell ? (
                <div key={c} role="cell" class={`box zone-${cell.zone ?? "none"}${cell.par ? " par" : ""}`}>
                  <div class="price">{cell.price}</div>
                  {cell.tokens.map((t) => (
                    <span key={t.sym} class="corp" style={chipStyle(t)}>
                      {t.sym}
                    </span>
                  ))}
                </div>
              ) : (
                <div key={c} role="cell" class="box empty" />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
