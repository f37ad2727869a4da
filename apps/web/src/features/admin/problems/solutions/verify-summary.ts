/** What a verification says in one line, and each solution's result as a word. */
import type { SolutionVerdict, VerifyResponse } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export function verifySummary(t: Translate, result: VerifyResponse): string {
  const total = result.solutions.length;
  if (total === 0) return t('admin.verify.none');
  const wrong = result.solutions.filter((solution) => !solution.ok).length;
  if (wrong === 0) return t('admin.verify.allOk', { count: total });
  return t('admin.verify.someWrong', { wrong, count: total });
}

export function solutionOutcome(t: Translate, solution: Pick<SolutionVerdict, 'ok'>): string {
  return solution.ok ? t('admin.verify.ok') : t('admin.verify.mismatch');
}
