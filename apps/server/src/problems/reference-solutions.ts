/**
 * How a reference solution is judged, for `npm run problems:verify` and the admin's Verify alike: one
 * expected to be Accepted must pass every test (it runs them all, so its slowest test is known); any
 * other needs only its first failure, and must fail with exactly the verdict its folder names.
 */
import type { Verdict } from '@codeconquer/contracts';

export function judgeOptionsFor(expected: Verdict): { stopOnFirstFailure: boolean } {
  return { stopOnFirstFailure: expected !== 'Accepted' };
}

export function meetsExpectation(expected: Verdict, verdict: string): boolean {
  return verdict === expected;
}
