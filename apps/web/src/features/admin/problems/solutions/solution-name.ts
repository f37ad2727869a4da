/**
 * Reference solutions are named by their path under the package's submissions/ folder, whose folder says
 * what they expect (Kattis' layout: accepted/, wrong_answer/, time_limit_exceeded/, …). The form suggests
 * a name from the expected verdict and the language, and the verdict from a typed name's folder.
 */
import { languageInfo, type LanguageId, type Verdict } from '@codeconquer/contracts';

export const FOLDER_BY_VERDICT: Record<Verdict, string> = {
  Accepted: 'accepted',
  'Wrong Answer': 'wrong_answer',
  'Time Limit Exceeded': 'time_limit_exceeded',
  'Runtime Error': 'run_time_error',
  'Memory Limit Exceeded': 'memory_limit_exceeded',
  'Output Limit Exceeded': 'output_limit_exceeded',
  'Compilation Error': 'compile_error',
};

/** 'accepted/solution.cpp' for an accepted C++ solution. */
export function suggestedSolutionName(expected: Verdict, language: LanguageId): string {
  return `${FOLDER_BY_VERDICT[expected]}/solution.${languageInfo(language).extension}`;
}

/** The verdict a name's folder promises ('wrong_answer/x.py' → 'Wrong Answer'), if it is one of them. */
export function verdictOfName(name: string): Verdict | undefined {
  const folder = name.trim().split('/')[0];
  const found = Object.entries(FOLDER_BY_VERDICT).find(([, value]) => value === folder);
  return found?.[0] as Verdict | undefined;
}
