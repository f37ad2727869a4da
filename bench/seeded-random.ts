/**
 * What the benchmarks share for making data and reading timings: a seeded source of random choices (the
 * rating package's xoshiro128**, so every run makes the same data) and percentiles.
 */
import { seededRandom as xoshiro128 } from '../packages/rating/src/random';

export type SeededRandom = {
  /** A number in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** One of the values, each as likely as its share of the total. */
  weighted<T>(shares: [T, number][]): T;
  /** A standard normal draw (Box-Muller). */
  normal(): number;
};

export function seededRandom(seed: number): SeededRandom {
  const source = xoshiro128(seed);
  const next = source.uniform;
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(shares) {
      let r = next() * shares.reduce((sum, [, share]) => sum + share, 0);
      for (const [value, share] of shares) if ((r -= share) < 0) return value;
      return shares[0]?.[0] as (typeof shares)[number][0];
    },
    normal: source.normal,
  };
}

/** The p-th percentile (0–100) of `values` (nearest rank; 0 for none). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
