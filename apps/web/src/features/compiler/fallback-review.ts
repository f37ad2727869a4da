/**
 * The basic analysis shown when the AI review fails: fixed middle scores, the apology as the
 * suggestion and style issue, and a complexity guessed from the code's loops, halving and sorting.
 */
import type { AiReview } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

const LOOP = /^\s*(?:for|while)\b|^\s*do\s*(?:\{|$)/;
const HALVING =
  /(?:\/\/?=\s*2\b|>>=\s*1\b|\*=\s*2\b|\blo\s*\+\s*hi\b|\blow\s*\+\s*high\b|\bleft\s*\+\s*right\b)/;
const SORTING = /\b(?:sort|sorted|qsort|heapq|PriorityQueue|priority_queue)\b/;
const COLLECTION =
  /(?:\[\s*\]|\bnew\s+\w|\bvector\s*<|\b(?:list|dict|set|deque|malloc|calloc)\s*\(|\bArrayList\b|\bHashMap\b|\*\s*\w+\s*\]|\[\s*\w+\s*\]\s*\*)/;

/** Leading whitespace as columns (a tab counts as four). */
function indentOf(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width += 1;
    else if (char === '\t') width += 4;
    else break;
  }
  return width;
}

/** The deepest nesting of loops, read from indentation (which every language here is written with). */
export function loopDepth(code: string): number {
  const open: number[] = [];
  let deepest = 0;
  for (const line of code.split('\n')) {
    const text = line.trim();
    if (text === '' || text === '}' || text.startsWith('//') || text.startsWith('#')) continue;
    const indent = indentOf(line);
    while (open.length > 0 && (open[open.length - 1] ?? 0) >= indent) open.pop();
    if (LOOP.test(line)) {
      open.push(indent);
      deepest = Math.max(deepest, open.length);
    }
  }
  return deepest;
}

export function estimateComplexity(code: string): AiReview['complexityAnalysis'] {
  const depth = loopDepth(code);
  let time: string;
  if (depth === 0) time = SORTING.test(code) ? 'O(n log n)' : 'O(1)';
  else if (depth === 1 && HALVING.test(code)) time = 'O(log n)';
  else if (depth === 1 && SORTING.test(code)) time = 'O(n log n)';
  else if (depth === 1) time = 'O(n)';
  else if (depth === 2) time = 'O(n^2)';
  else time = `O(n^${depth})`;
  return { time, space: COLLECTION.test(code) ? 'O(n)' : 'O(1)' };
}

export function fallbackReview(code: string, t: Translate): AiReview {
  return {
    codeQuality: 5,
    readabilityScore: 5,
    complexityAnalysis: estimateComplexity(code),
    optimizationSuggestions: [t('compiler.review.fallbackSuggestion')],
    bestPractices: [],
    styleIssues: [t('compiler.review.fallbackStyleIssue')],
    plagiarismScore: 0,
    securityIssues: [],
  };
}
