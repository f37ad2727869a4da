/**
 * Which small inputs a counterexample search asks the generator for, in order: sizes from the smallest
 * up (a failure found first is found small), several seeds per size, the small sizes more often than the
 * medium ones; every round uses new seeds, so a longer search keeps finding new inputs.
 */

/** A package's small-test generator takes sizes 1 to 10 (docs/packages.md#small-tests). */
export const SMALLEST_SIZE = 1;
export const LARGEST_SIZE = 10;

/** One input to ask for: `generators/small.py --seed <seed> --size <size>`. */
export type Candidate = { seed: number; size: number };

/** Seeds per size in one round: more of the small sizes, where a failing input is easiest to read. */
function seedsPerRound(size: number): number {
  if (size <= 3) return 4;
  if (size <= 6) return 3;
  return 2;
}

/** The candidates of round `round` (0, 1, …), smallest sizes first. */
export function roundCandidates(round: number): Candidate[] {
  const candidates: Candidate[] = [];
  for (let size = SMALLEST_SIZE; size <= LARGEST_SIZE; size += 1) {
    const count = seedsPerRound(size);
    for (let k = 0; k < count; k += 1) candidates.push({ seed: round * count + k, size });
  }
  return candidates;
}

/**
 * Candidates for making a failing input smaller: new seeds at the sizes up to the failing one's, the
 * smallest first. Seeds start past every round so far, so none repeats an input already tried.
 */
export function shrinkCandidates(failingSize: number, count: number, firstSeed: number): Candidate[] {
  const candidates: Candidate[] = [];
  for (let k = 0; candidates.length < count; k += 1)
    for (let size = SMALLEST_SIZE; size <= failingSize && candidates.length < count; size += 1)
      candidates.push({ seed: firstSeed + k, size });
  return candidates.sort((a, b) => a.size - b.size || a.seed - b.seed);
}

/** The command line the generator is given for a candidate (as `sys.argv[1:]`). */
export function generatorArguments(candidate: Candidate): string {
  return `--seed ${candidate.seed} --size ${candidate.size}`;
}
