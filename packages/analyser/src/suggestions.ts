/**
 * Optimisation suggestions that follow from the complexity estimate and the patterns found (the
 * language-specific speed tips, such as endl or input() in loops, come from the rules).
 */
import type { ComplexityEstimate } from './complexity';
import { compare, QUADRATIC } from './complexity/cost';
import type { Pattern } from './patterns';
import type { LanguageId } from '@codeconquer/contracts';
import { handWrittenSorts } from './hand-sort';
import type { Program } from './syntax/program';
import { identifiersIn } from './syntax/queries';
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
  const sorts = handWrittenSorts(program);
  for (const sort of sorts)
    suggestions.push(
      `Line ${sort.line}: '${sort.array}' is sorted by hand in O(n^2) (a bubble, selection or insertion sort): use the library sort, ${LIBRARY_SORT[program.language](sort.array)}, which takes O(n log n).`,
    );
  const pairs = searchesPairs(program, complexity);
  if (maxLoopDepth >= 3 && total.poly >= 3 && pairs)
    suggestions.push(
      'Three nested loops (O(n^3)) pass only for n up to a few hundred: prefix sums or a DP that reuses inner results usually remove one loop.',
    );
  else if (
    sorts.length === 0 &&
    maxLoopDepth >= 2 &&
    compare(total, QUADRATIC) >= 0 &&
    !has('dynamic-programming') &&
    pairs
  )
    suggestions.push(
      `Nested loops make this ${complexity.time}: when they search pairs, a hash set of seen values, sorting with two pointers, or prefix sums usually bring it to O(n) or O(n log n).`,
    );
  // Two rows suit a table filled row by row, not a memo filled in whatever order the recursion asks.
  if (has('dynamic-programming') && !has('memoisation') && complexity.spaceDetails.total.poly >= 2)
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

const LIBRARY_SORT: Record<LanguageId, (array: string) => string> = {
  c: (array) => `qsort(${array}, n, sizeof ${array}[0], compare)`,
  cpp: (array) => `sort(${array}.begin(), ${array}.end())`,
  java: (array) => `Arrays.sort(${array})`,
  python: (array) => `${array}.sort()`,
  pypy: (array) => `${array}.sort()`,
};

/**
 * Sorting the same collection again on every iteration of an input-sized loop. A collection built inside
 * the loop (a block `p[s:s + 8]`, the merge of two runs) is a different one each time and is not counted.
 */
function sortInLoop(program: Program, complexity: ComplexityEstimate): boolean {
  const sized = sizedLoopNodes(complexity);
  return program.root.findAll(program.syntax.calls).some((node) => {
    const call = program.callInfo(node);
    if (!/^(sort|sorted|qsort)$/.test(call.name)) return false;
    const loop = innermost(node, sized);
    if (!loop) return false;
    const sorted = call.receiver ?? call.args[0]?.text.replace(/\.begin\(\)$/, '') ?? '';
    const builtInLoop = new RegExp(`\\b${sorted.replace(/\W/g, '')}\\s*(=[^=]|\\()`).test(
      loop.child('body')?.text ?? '',
    );
    return /^\w+$/.test(sorted) && !builtInLoop;
  });
}

function innermost(node: SyntaxNode, loops: Set<SyntaxNode>): SyntaxNode | undefined {
  for (let outer = node.parent; outer; outer = outer.parent) if (loops.has(outer)) return outer;
  return undefined;
}

/**
 * Nested loops that look at pairs (or triples): an inner input-sized loop whose range starts from (or stops
 * at) the outer loop's counter, `for (j = i + 1; …)`, `range(i + 1, n)`, `range(i)`, `blk[i + 1:]`. DP
 * tables, grids, Floyd-Warshall and matrix products, whose inner loops do not depend on the outer
 * counters, are left alone.
 */
function searchesPairs(program: Program, complexity: ComplexityEstimate): boolean {
  const sized = sizedLoopNodes(complexity);
  for (const inner of sized) {
    // Walking the outer loop's item (`for d in row`) is one pass over a part, not a search of pairs.
    if ((inner.child('right') ?? inner.child('value'))?.type === 'identifier') continue;
    const header = inner.children.filter((child) => child.field !== 'body');
    const headerNames = new Set(header.flatMap((part) => [...identifiersIn(part)]));
    for (let outer = inner.parent; outer; outer = outer.parent) {
      if (!sized.has(outer)) continue;
      const counters = [
        ...outer.childrenOf('update').flatMap((update) => [...identifiersIn(update)]),
        ...identifiersIn(outer.child('left')),
      ];
      const ownCounters = new Set([
        ...inner.childrenOf('update').flatMap((update) => [...identifiersIn(update)]),
        ...identifiersIn(inner.child('left')),
      ]);
      if (counters.some((name) => headerNames.has(name) && !ownCounters.has(name))) return true;
    }
  }
  return false;
}

function sizedLoopNodes(complexity: ComplexityEstimate): Set<SyntaxNode> {
  return new Set(
    complexity.timeDetails.loops
      .filter((l) => l.kind !== 'constant' && l.kind !== 'test-cases')
      .map((l) => l.node),
  );
}
