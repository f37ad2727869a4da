/**
 * Reference solutions are named by their path under the package's submissions/ folder, whose folder says
 * what they expect (Kattis' layout: accepted/, wrong_answer/, time_limit_exceeded/, …). The form asks for
 * the two parts: one choice of folder and verdict together (they are one fact), and a file name.
 */
import {
  SOLUTION_FOLDER_BY_VERDICT,
  languageInfo,
  verdictOfSolutionName,
  type LanguageId,
  type Verdict,
} from '@codeconquer/contracts';
import { verdictLabel } from '@/components/ui/verdict-messages';
import type { Translate } from '@/i18n/use-t';

/** The form's one choice of what a solution expects: 'Accepted (accepted/)', the verdict in the language shown. */
export const expectationOptions = (t: Translate) =>
  Object.entries(SOLUTION_FOLDER_BY_VERDICT).map(([verdict, folder]) => ({
    value: verdict as Verdict,
    label: `${verdictLabel(verdict, t)} (${folder}/)`,
  }));

/** 'solution.cpp': the file name taken when none is typed. */
export function suggestedFileName(language: LanguageId): string {
  return `solution.${languageInfo(language).extension}`;
}

/** The solution's name: its expectation's folder, then the file ('wrong_answer/greedy.py'). */
export function solutionName(expected: Verdict, file: string): string {
  return `${SOLUTION_FOLDER_BY_VERDICT[expected]}/${file}`;
}

/** A stored solution's name in its two parts (the verdict from its folder, else the one it says). */
export function nameParts(name: string, expected: Verdict): { expected: Verdict; file: string } {
  const slash = name.indexOf('/');
  return { expected: verdictOfSolutionName(name) ?? expected, file: name.slice(slash + 1) };
}
