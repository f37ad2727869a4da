/** The submit flow's texts (docs/product.md#submit-flow). */
import { JUDGE_ERROR_STATUS, SUBMISSION_STATUSES, type Submission } from '@codeconquer/contracts';

export const ACCEPTED_MESSAGE = 'Accepted - Solution submitted successfully!';
export const SUBMITTED_TOAST = 'Successfully submitted!';
export const SUBMIT_FAILED_TOAST = 'Failed to submit';
export const MISSING_PROBLEM_MESSAGE = 'Submission failed - missing problem ID';
/** The solve page's own toaster (`SolveToaster`), placed where it covers no code. */
export const SOLVE_TOASTER_ID = 'solve';
/** Toasts on the solve page stay 5 s. */
export const SOLVE_TOAST = { duration: 5000, toasterId: SOLVE_TOASTER_ID } as const;

/** '{verdict} on test {n} - …': the number of the first failed test, when the judge got to a test. */
export function rejectedMessage(verdict: string, passed: number, total: number, failedTest?: number): string {
  const where = failedTest === undefined ? '' : ` on test ${failedTest}`;
  return `${verdict}${where} - ${passed}/${total} tests passed. Please fix your code before submitting.`;
}

export function failedMessage(message: string): string {
  return `Submission failed - ${message}`;
}

/** The line shown once the judge has finished with a submission (a Judge Error is not the code's fault). */
export function verdictMessage(
  submission: Pick<Submission, 'status' | 'passedTests' | 'totalTests'> & {
    failedTest?: Submission['failedTest'];
  },
): string {
  if (submission.status === 'Accepted') return ACCEPTED_MESSAGE;
  if (submission.status === JUDGE_ERROR_STATUS) return SUBMISSION_STATUSES[JUDGE_ERROR_STATUS].meaning;
  return rejectedMessage(
    submission.status,
    submission.passedTests,
    submission.totalTests,
    submission.failedTest?.number,
  );
}

export function progressMessage(judged: number, total: number): string {
  return total > 0 ? `Judging test ${Math.min(judged + 1, total)}/${total}` : 'Judging...';
}
