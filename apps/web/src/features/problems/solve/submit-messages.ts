/** The submit flow's texts (docs/product.md#submit-flow), in the reader's language. */
import { JUDGE_ERROR_STATUS, type Submission } from '@codeconquer/contracts';
import { verdictLabel, verdictMeaning } from '@/components/ui/verdict-messages';
import type { Translate } from '@/i18n/use-t';

/** The solve page's own toaster (`SolveToaster`), placed where it covers no code. */
export const SOLVE_TOASTER_ID = 'solve';
/** Toasts on the solve page stay 5 s. */
export const SOLVE_TOAST = { duration: 5000, toasterId: SOLVE_TOASTER_ID } as const;

/** '{verdict} on test {n} - …': the number of the first failed test, when the judge got to a test. */
export function rejectedMessage(
  verdict: string,
  passed: number,
  total: number,
  failedTest: number | undefined,
  t: Translate,
): string {
  const values = { verdict: verdictLabel(verdict, t), passed, total };
  return failedTest === undefined
    ? t('problems.submit.rejected', values)
    : t('problems.submit.rejectedOnTest', { ...values, test: failedTest });
}

export function failedMessage(message: string, t: Translate): string {
  return t('problems.submit.failed', { message });
}

/** The line shown once the judge has finished with a submission (a Judge Error is not the code's fault). */
export function verdictMessage(
  submission: Pick<Submission, 'status' | 'passedTests' | 'totalTests'> & {
    failedTest?: Submission['failedTest'];
  },
  t: Translate,
): string {
  if (submission.status === 'Accepted') return t('problems.submit.accepted');
  if (submission.status === JUDGE_ERROR_STATUS) return verdictMeaning(JUDGE_ERROR_STATUS, t);
  return rejectedMessage(
    submission.status,
    submission.passedTests,
    submission.totalTests,
    submission.failedTest?.number,
    t,
  );
}

export function progressMessage(judged: number, total: number, t: Translate): string {
  return total > 0
    ? t('problems.submit.judgingTest', { test: Math.min(judged + 1, total), total })
    : t('problems.submit.judging');
}
