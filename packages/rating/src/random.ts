/**
 * A small seeded random source for the synthetic data set: xoshiro128** (Blackman and Vigna), its
 * state filled from the seed by splitmix32, so a seed always gives the same data on every machine.
 */

export type SeededRandom = {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Standard normal (Box–Muller; the second value of each pair is kept for the next call). */
  normal(): number;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seededRandom(seed: number): SeededRandom {
  const fill = splitmix32(seed);
  let [a, b, c, d] = [fill(), fill(), fill(), fill()];
  const next32 = () => {
    const result = Math.imul(rotate(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotate(d, 11);
    return result;
  };
  const uniform = () => next32() / 4294967296;
  let spare: number | null = null;
  return {
    uniform,
    normal() {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
      const angle = 2 * Math.PI * uniform();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
  };
}

function rotate(x: number, bits: number): number {
  return ((x << bits) | (x >>> (32 - bits))) >>> 0;
}
