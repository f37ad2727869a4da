/**
 * Measuring a thing beside its baseline in the same run: every round runs each side once, in a new random
 * order, so that neither side always goes first or always meets the machine's busy moments; each side's
 * figure is then the median over the rounds, with the spread (25th to 75th percentile) beside it.
 */
import { percentile } from './seeded-random';

/** One side's samples, in ms (or whatever unit the side returns). */
export type Summary = { median: number; p25: number; p75: number; samples: number[] };

export function summarize(samples: number[]): Summary {
  return {
    median: percentile(samples, 50),
    p25: percentile(samples, 25),
    p75: percentile(samples, 75),
    samples,
  };
}

/** A new random order of `items` (Fisher–Yates over Math.random: the order need not repeat). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Runs `rounds` rounds of every side, each round in a new random order; a side measures itself once per
 * call and returns its figure. The first `warmUp` rounds are run and dropped (caches, JIT, page cache).
 */
export async function interleaved<K extends string>(
  rounds: number,
  sides: Record<K, () => Promise<number>>,
  warmUp = 1,
): Promise<Record<K, Summary>> {
  const keys = Object.keys(sides) as K[];
  const samples = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < warmUp + rounds; round += 1)
    for (const key of shuffled(keys)) {
      const value = await sides[key]();
      if (round >= warmUp) samples[key].push(value);
    }
  return Object.fromEntries(keys.map((key) => [key, summarize(samples[key])])) as Record<K, Summary>;
}
