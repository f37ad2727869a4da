/**
 * What a page hands the solve screen when it opens it: My Submissions puts a found failing test's input
 * in Custom Input this way (react-router's location state: it stays out of the address).
 */
export type SolveLocationState = { customInput: string };

export function solveStateWithInput(input: string): SolveLocationState {
  return { customInput: input };
}

/** The Custom Input text handed over, or '' (any other state, or none). */
export function customInputFrom(state: unknown): string {
  const input = (state as Partial<SolveLocationState> | null)?.customInput;
  return typeof input === 'string' ? input : '';
}
