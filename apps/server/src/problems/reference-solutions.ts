/**
 * How a reference solution is judged, for `npm run problems:verify` and the admin's Verify alike.
 *
 * A solution's overall verdict is its first failing test's, tests in order (or Accepted), as problemtools
 * judges a package's submissions by default (`on_reject: break`: judging stops at the first test that is
 * not accepted, and that test's verdict is the submission's). What a solution must get is an Expectation:
 * the verdicts it may end with. One expected to be Accepted runs every test (so its slowest test is known);
 * any other needs only its first failure.
 *
 * A memory kill counts as a run-time error: a package has no memory folder, and problemtools itself sees
 * a program killed for memory as crashed, so `run_time_error/` (and a solution expecting Runtime Error)
 * accepts Memory Limit Exceeded too. Users still see Memory Limit Exceeded.
 */
import type { Verdict } from '@codeconquer/contracts';
import type { Grade } from '@codeconquer/judge';

export type Expectation = {
  /** What it is called where it is shown: a verdict's name ('Runtime Error') or a folder's ('Rejected'). */
  label: string;
  /** The overall verdicts that meet it. */
  verdicts: readonly Verdict[];
  /** Scoring problems: `partial` wants less than full marks (partially_accepted/). */
  score?: 'partial';
};

/** What a solution stored with one expected verdict must get (a package folder's, or the admin's choice). */
export function expectationOf(expected: Verdict): Expectation {
  if (expected === 'Runtime Error')
    return { label: expected, verdicts: ['Runtime Error', 'Memory Limit Exceeded'] };
  return { label: expected, verdicts: [expected] };
}

function asExpectation(expected: Verdict | Expectation): Expectation {
  return typeof expected === 'string' ? expectationOf(expected) : expected;
}

export function judgeOptionsFor(expected: Verdict | Expectation): { stopOnFirstFailure: boolean } {
  return { stopOnFirstFailure: !asExpectation(expected).verdicts.includes('Accepted') };
}

export function meetsExpectation(expected: Verdict | Expectation, verdict: string): boolean {
  return asExpectation(expected).verdicts.some((allowed) => allowed === verdict);
}

/**
 * problems:verify's check of a package's own submission. On a scoring problem the grader's verdict
 * decides, as with problemtools (under `accept_if_any_accepted` a partial score is Accepted), an
 * accepted/ submission must score full marks and a partially_accepted/ one less.
 */
export function meetsPackageExpectation(
  expected: Expectation,
  result: { verdict: string; grade?: Grade | undefined },
): boolean {
  const { grade } = result;
  if (!grade) return meetsExpectation(expected, result.verdict);
  if (!meetsExpectation(expected, grade.gradedVerdict)) return false;
  if (expected.score === 'partial') return grade.score < grade.maxScore;
  const acceptedOnly = expected.verdicts.length === 1 && expected.verdicts[0] === 'Accepted';
  return !acceptedOnly || grade.score === grade.maxScore;
}
