/**
 * Optimisation suggestions that follow from the complexity estimate and the patterns found (the
 * language-specific speed tips, such as endl or input() in loops, come from the rules).
 */
import type { ComplexityEstimate } from './complexity';
import { compare, QUADRATIC } from './complexity/cost';
import type { Pattern } from './patterns';
import type { Program } from './syntax/program';
import type { SyntaxNode } from './syntax/tree';

export function complexitySuggestions(
  program: Program,
  complexity: ComplexityEstimate,
  patterns: Pattern[],
): string[] {
  const suggestions: string[] = [];
  const { total, maxLoopDepth } = complexity.timeDetails;
  const has = (pattern: Pattern): boolean => patterns.includes(pattern);

  if (has('exponential-recursion'))
    suggestions.push(
      'The recursion recomputes the same subproblems (O(2^n)): memoise it (@lru_cache, a memo map or a dp table) or write it as a bottom-up DP.',
    );
  if (has('backtracking'))
    suggestions.push(
      'Backtracking tries every choice: prune branches that cannot lead to an answer, or look for a DP over positions or subsets.',
    );
  if (maxLoopDepth >= 3 && total.poly >= 3)
    suggestions.push(
      'Three nested loops (O(n^3)) pass only for n up to a few hundred: prefix sums or a DP that reuses inner results usually remove one loop.',
    );
  else if (maxLoopDepth >= 2 && compare(total, QUADRATIC) >= 0 && !has('dynamic-programming'))
    suggestions.push(
      `Nested loops make this ${complexity.time}: when they search pairs, a hash set of seen values, sorting with two pointers, or prefix sums usually bring it to O(n) or O(n log n).`,
    );
  if (has('dynamic-programming') && complexity.spaceDetails.total.poly >= 2)
    suggestions.push(
      'If each DP row only reads the previous one, keep two rows (or one) and cut space from O(n^2) to O(n).',
    );
  if (has('linear-search'))
    suggestions.push(
      'Membership tests on a list inside a loop scan the list each time: keep a set (or a boolean array) for O(1) lookups.',
    );
  if (sortInLoop(program, complexity))
    suggestions.push(
      'Sorting inside a loop repeats the work: sort once before the loop, or keep the data in a heap or an ordered set.',
    );
  return suggestions;
}

function sortInLoop(program: Program, complexity: ComplexityEstimate): boolean {
  const sized = sizedLoopNodes(complexity);
  return program.root
    .findAll(program.syntax.calls)
    .some((node) => /^(sort|sorted|qsort)$/.test(program.callInfo(node).name) && insideAny(node, sized));
}

function sizedLoopNodes(complexity: ComplexityEstimate): Set<SyntaxNode> {
  return new Set(
    complexity.timeDetails.loops
      .filter((l) => l.kind !== 'constant' && l.kind !== 'test-cases')
      .map((l) => l.node),
  );
}

function insideAny(node: SyntaxNode, loops: Set<SyntaxNode>): boolean {
  for (let outer = node.parent; outer; outer = outer.parent) if (loops.has(outer)) return true;
  return false;
}
