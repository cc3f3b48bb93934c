// The game's only source of randomness: the linear congruential generator
// 18xx.games uses, so that an imported game reproduces its random setup
// from its seed (DESIGN.md: a = 1103515245, c = 12345, m = 2^31).

const A = 1103515245n;
const C = 12345n;
const M = 2n ** 31n;

export class SeededRandom {
  private state: bigint;

  constructor(seed: number) {
    this.state = ((BigInt(Math.trunc(seed)) % M) + M) % M;
  }

  /** The next raw value in [0, 2^31). */
  next(): number {
    this.state = (A * this.state + C) % M;
    return Number(this.state);
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }

  /**
   * An integer in [0, n) from the next value scrambled (murmur3's finalizer), for a draw of our own that must be
   * fair: `below` keeps 18xx.games' draws, but the low bits of this generator repeat in short cycles (`below(2)`
   * alternates) and neighbouring seeds give values a fixed step apart.
   */
  fairBelow(n: number): number {
    let h = this.next();
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h = (h ^ (h >>> 16)) >>> 0;
    return Math.floor((h / 2 ** 32) * n);
  }

  /** The items shuffled in place (Fisher-Yates, the item dealt last first; `fairBelow` draws), and returned. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.fairBelow(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
