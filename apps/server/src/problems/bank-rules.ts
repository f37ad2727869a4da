/**
 * What every package of our own bank must have (the problems issue): an accepted solution in each
 * language a package's file can be written in (C, C++, Java, Python: PyPy 3 runs the Python one), a wrong
 * and a too-slow one for Medium and Hard (for a scoring problem, a partially accepted one instead of the
 * too-slow one), 15–40 hidden tests, samples and a hint, a small-test generator (generators/small.py,
 * docs/packages.md#small-tests), and a statement that writes its math as math (`$10^5$`, never a plain
 * `10^5`: statement-math.ts).
 * Imported packages are not held to these.
 */
import { LANGUAGES } from '@codeconquer/contracts';
import type { ProblemPackage } from './package/read-package';
import { plainMathIn } from './statement-math';

export const BANK_TAGS = [
  'Arrays',
  'Strings',
  'Math',
  'Greedy',
  'Sorting',
  'Binary Search',
  'Two Pointers',
  'Stack',
  'Queue',
  'Hash Table',
  'Graphs',
  'BFS',
  'DFS',
  'Shortest Path',
  'Union Find',
  'Topological Sort',
  'Trees',
  'Dynamic Programming',
  'Bit Manipulation',
  'Sliding Window',
  'Prefix Sum',
  'Recursion',
  'Heap',
];

export function bankRuleViolations(pkg: ProblemPackage): string[] {
  const problems: string[] = [];
  // A package's files are named by their ending: a language with none of its own (PyPy 3 runs the .py
  // files) is covered by the one that owns the ending.
  for (const language of LANGUAGES.filter((entry) => entry.sourceExtensions.length > 0)) {
    const accepted = pkg.submissions.some((s) => s.expected === 'Accepted' && s.language === language.id);
    if (!accepted) problems.push(`no accepted solution in ${language.label}`);
  }
  if (pkg.difficulty !== 'Easy') {
    if (!pkg.submissions.some((s) => s.expected === 'Wrong Answer'))
      problems.push('no wrong_answer solution');
    // A scoring problem's slow solutions earn the easier subtasks: partially_accepted/, not a plain TLE.
    if (pkg.scoring) {
      if (!pkg.verifyOnly?.some((s) => s.expectation.score === 'partial'))
        problems.push('no partially_accepted solution');
    } else if (!pkg.submissions.some((s) => s.expected === 'Time Limit Exceeded'))
      problems.push('no time_limit_exceeded solution');
  }
  if (!pkg.smallGenerator) problems.push('no small-test generator (generators/small.py)');
  const secret = pkg.tests.filter((t) => !t.isSample).length;
  if (secret < 15 || secret > 40) problems.push(`${secret} secret tests (15–40 wanted)`);
  const samples = pkg.tests.length - secret;
  if (samples < 1 || samples > 3) problems.push(`${samples} samples (1–3 wanted)`);
  if (!pkg.hint) problems.push('no hint in problem.yaml');
  if (pkg.tags.length === 0) problems.push('no keywords (tags) in problem.yaml');
  for (const tag of pkg.tags) if (!BANK_TAGS.includes(tag)) problems.push(`unknown tag '${tag}'`);
  if (!pkg.blocks.some((b) => b.type === 'constraints'))
    problems.push('the statement has no Constraints section');
  for (const block of pkg.blocks)
    if (block.type === 'text' || block.type === 'constraints')
      for (const found of plainMathIn(block.value)) problems.push(`the statement writes ${found}`);
  return problems;
}
