// The stock market: the grid of share prices, each corporation's share value
// token on it, and the stacks where several tokens share a box.
import { GameError } from "./errors.ts";
import type { MarketCell } from "./title.ts";

export interface MarketPosition {
  row: number;
  col: number;
}

const key = (p: MarketPosition) => `${p.row},${p.col}`;

type ParCell = Readonly<MarketPosition & { price: number }>;

/** The par boxes of each market grid (a title's data, never changed): asked after every stock round action. */
const parCellsOf = new WeakMap<object, readonly ParCell[]>();
/** Whether each market grid has a closing box (MarketCell.closes): asked after every action. */
const closingOf = new WeakMap<object, boolean>();

export class StockMarket {
  private readonly positions = new Map<string, MarketPosition>();
  /** Tokens in each box, top of the stack first. */
  private readonly stacks = new Map<string, string[]>();
  /** A token has entered a box that ends the game (MarketCell.endGame). */
  endReached = false;

  constructor(readonly grid: readonly (readonly (MarketCell | null)[])[]) {}

  cell(p: MarketPosition): MarketCell | null {
    return this.grid[p.row]?.[p.col] ?? null;
  }

  /** The par boxes a president may choose from (1830 5.2), highest first. */
  parCells(): readonly ParCell[] {
    let cells = parCellsOf.get(this.grid);
    if (!cells) {
      const found: ParCell[] = [];
      this.grid.forEach((row, r) =>
        row.forEach((cell, c) => {
          if (cell?.par) found.push({ row: r, col: c, price: cell.price });
        }),
      );
      parCellsOf.set(this.grid, (cells = found.sort((a, b) => b.price - a.price)));
    }
    return cells;
  }

  /** Whether a box of the market closes a corporation whose share value reaches it (MarketCell.closes). */
  hasClosingBox(): boolean {
    let closing = closingOf.get(this.grid);
    if (closing === undefined) closingOf.set(this.grid, (closing = this.grid.some((row) => row.some((cell) => cell?.closes))));
    return closing;
  }

  /** Reads a log's "price,row,column" into a par box, or says why it is not one. */
  parseParPrice(sharePrice: string): MarketPosition & { price: number } {
    const [price, row, col] = sharePrice.split(",").map(Number);
    const cell = this.grid[row ?? -1]?.[col ?? -1];
    if (!cell || cell.price !== price || !cell.par) {
      throw new GameError(`1830 5.2: ${sharePrice} is not a par value (choose one of ${this.parCells().map((p) => p.price).join(", ")})`);
    }
    return { row: row!, col: col!, price: price! };
  }

  position(corporation: string): MarketPosition | undefined {
    return this.positions.get(corporation);
  }

  price(corporation: string): number | null {
    const p = this.positions.get(corporation);
    return p ? this.cell(p)!.price : null;
  }

  zone(corporation: string): MarketCell["zone"] {
    const p = this.positions.get(corporation);
    return p ? this.cell(p)!.zone : undefined;
  }

  /** Index in its box's stack: 0 is on top. */
  stackIndex(corporation: string): number {
    const p = this.positions.get(corporation);
    return p ? this.stacks.get(key(p))!.indexOf(corporation) : -1;
  }

  /** Puts a token in a box; an arriving token goes under those already there (1830 5.2, 5.5). */
  place(corporation: string, to: MarketPosition): void {
    if (!this.cell(to)) throw new Error(`no market box at ${key(to)}`);
    const from = this.positions.get(corporation);
    if (from) {
      if (from.row === to.row && from.col === to.col) return;
      const stack = this.stacks.get(key(from))!;
      stack.splice(stack.indexOf(corporation), 1);
    }
    this.positions.set(corporation, { ...to });
    if (this.cell(to)!.endGame) this.endReached = true;
    const stack = this.stacks.get(key(to)) ?? [];
    stack.push(corporation);
    this.stacks.set(key(to), stack);
  }

  /** A market of one row (1846's): "down" is a box to the left and "up" a box to the right, as 18xx.games reads it. */
  get oneRow(): boolean {
    return this.grid.length === 1;
  }

  /** Takes a corporation's token off the market (it has closed). */
  remove(corporation: string): void {
    const from = this.positions.get(corporation);
    if (!from) return;
    const stack = this.stacks.get(key(from))!;
    stack.splice(stack.indexOf(corporation), 1);
    this.positions.delete(corporation);
  }

  /** The share value `boxes` boxes below the token's box, as moveDown would leave it (a token at the bottom stays). */
  priceBelow(corporation: string, boxes: number): number | null {
    return this.cellBelow(corporation, boxes)?.price ?? null;
  }

  /** The box `boxes` boxes below the token's, as moveDown would leave it. */
  cellBelow(corporation: string, boxes: number): MarketCell | null {
    const p = this.positions.get(corporation);
    if (!p) return null;
    const [dRow, dCol] = this.oneRow ? [0, -1] : [1, 0];
    let at = p;
    for (let i = 0; i < boxes && this.cell({ row: at.row + dRow, col: at.col + dCol }); i++) at = { row: at.row + dRow, col: at.col + dCol };
    return this.cell(at);
  }

  /** 1830 5.5: one box down per share sold; a token at the bottom stays. */
  moveDown(corporation: string, boxes = 1): void {
    for (let i = 0; i < boxes; i++) {
      if (this.oneRow) this.step(corporation, 0, -1);
      else this.step(corporation, 1, 0);
    }
  }

  /** 1830 5.5: sold out at the end of a stock round; a token at the top stays. */
  moveUp(corporation: string): void {
    if (this.oneRow) this.step(corporation, 0, 1);
    else this.step(corporation, -1, 0);
  }

  /** 1830 5.5: a dividend moves right, or up at the right end of a row. */
  moveRight(corporation: string): void {
    if (!this.step(corporation, 0, 1)) this.step(corporation, -1, 0);
  }

  /** 1830 5.5: withholding moves left, or down at the left end of a row. */
  moveLeft(corporation: string): void {
    if (!this.step(corporation, 0, -1)) this.step(corporation, 1, 0);
  }

  /** On a hex-shaped market, a half dividend moves diagonally down to the right; at the edge it stays. */
  moveDownRight(corporation: string): void {
    this.step(corporation, 1, 1);
  }

  /** On a hex-shaped market, diagonally up to the left (sold out, TitleData.soldOutUpLeftAbove); at the edge it stays. */
  moveUpLeft(corporation: string): void {
    this.step(corporation, -1, -1);
  }

  private step(corporation: string, dRow: number, dCol: number): boolean {
    const p = this.positions.get(corporation);
    if (!p) return false; // a corporation without a share price (a minor) has no token to move
    const to = { row: p.row + dRow, col: p.col + dCol };
    // The liquidation box ([acquisition round]) is put into, never moved into.
    const cell = this.cell(to);
    if (!cell || cell.liquidation) return false;
    this.place(corporation, to);
    return true;
  }

  /**
   * 1830 7.0: higher share value first; equal values: the token further right,
   * then the one further up, then the one higher in its stack.
   */
  compareForOperating(a: string, b: string): number {
    const pa = this.positions.get(a)!;
    const pb = this.positions.get(b)!;
    return (
      this.price(b)! - this.price(a)! || pb.col - pa.col || pa.row - pb.row || this.stackIndex(a) - this.stackIndex(b)
    );
  }
}
