/**
 * Code quality and readability out of 10, from the measured metrics only, so the same code always gets
 * the same scores. Each kind of problem costs a fixed amount, capped so one kind cannot sink the score:
 *
 * readability = 10 − min(2, 0.5·single-letter names) − 1 if names break the language's convention
 *               − min(2, 1·functions over 40 lines) − min(2, 0.75·levels of nesting beyond 4)
 *               − min(1.5, 0.25·magic numbers) − min(1.5, 0.25·lines over 100 characters)
 *               − min(1, 0.5·unused variables) − 0.5 if over 30 lines of code without a comment
 *
 * codeQuality = 10 − min(4.5, 1.5·security issues) − min(3, 0.75·best-practice issues)
 *               − min(1.5, 0.5·speed suggestions) − 2 for exponential time, 1 for O(n^3) or worse
 *               − 2 if the code does not parse − 0.3·(10 − readability)
 *
 * Both are clamped to [0, 10] and rounded to one decimal.
 */
import type { Cost } from './complexity/cost';
import { MAX_NESTING, type StyleMetrics } from './style';

export type ScoreInputs = {
  style: StyleMetrics;
  securityIssues: number;
  bestPracticeIssues: number;
  speedSuggestions: number;
  time: Cost;
  parses: boolean;
};

export function readabilityScore(style: StyleMetrics): number {
  const penalty =
    Math.min(2, 0.5 * style.shortNames.length) +
    (style.conventionViolations.length > 0 || style.mixedCase ? 1 : 0) +
    Math.min(2, style.longFunctions.length) +
    Math.min(2, 0.75 * Math.max(0, style.maxNesting - MAX_NESTING)) +
    Math.min(1.5, 0.25 * style.magicNumbers.length) +
    Math.min(1.5, 0.25 * style.longLines.length) +
    Math.min(1, 0.5 * style.unusedVariables.length) +
    (style.codeLines > 30 && style.commentLines === 0 ? 0.5 : 0);
  return score(10 - penalty);
}

export function codeQualityScore(inputs: ScoreInputs): number {
  const efficiency = inputs.time.exponential ? 2 : inputs.time.poly >= 3 ? 1 : 0;
  const penalty =
    Math.min(4.5, 1.5 * inputs.securityIssues) +
    Math.min(3, 0.75 * inputs.bestPracticeIssues) +
    Math.min(1.5, 0.5 * inputs.speedSuggestions) +
    efficiency +
    (inputs.parses ? 0 : 2) +
    0.3 * (10 - readabilityScore(inputs.style));
  return score(10 - penalty);
}

function score(value: number): number {
  return Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
}
