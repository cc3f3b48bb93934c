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
}
