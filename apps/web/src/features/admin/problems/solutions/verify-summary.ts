/** What a verification says in one line, and each solution's result as a word. */
import { countText } from '@/lib/count-text';
import type { SolutionVerdict, VerifyResponse } from '@codeconquer/contracts';

export function verifySummary(result: VerifyResponse): string {
  const total = result.solutions.length;
  if (total === 0) return 'No reference solutions to verify.';
  const wrong = result.solutions.filter((solution) => !solution.ok).length;
  if (wrong === 0)
    return total === 1
      ? 'The solution got the verdict it expects.'
      : `All ${countText(total, 'solution', 'solutions')} got the verdict they expect.`;
  return `${wrong} of ${countText(total, 'solution', 'solutions')} did not get the verdict expected.`;
}

export function solutionOutcome(solution: Pick<SolutionVerdict, 'ok'>): 'OK' | 'Mismatch' {
  return solution.ok ? 'OK' : 'Mismatch';
}
