/**
 * Named techniques found in the code (sorting, binary search, hashing, memoisation…) and a one-line
 * reading of the approach, which the hint generator quotes back to the user.
 */
import type { ComplexityEstimate } from './complexity';
import type { AmortisedPattern } from './complexity/amortised';
import { compare, QUADRATIC } from './complexity/cost';
import type { Program } from './syntax/program';
import { identifiersIn, operatorOf } from './syntax/queries';
import type { SyntaxNode } from './syntax/tree';

export type Pattern =
  | 'nested-loops'
  | 'single-pass'
  | 'sorting'
  | 'binary-search'
  | 'hashing'
  | 'heap'
  | 'ordered-set'
  | 'recursion'
  | 'memoisation'
  | 'exponential-recursion'
  | 'backtracking'
  | 'divide-and-conquer'
  | 'graph-traversal'
  | 'dynamic-programming'
  | 'two-pointers'
  | 'monotonic-stack'
  | 'union-find'
  | 'prefix-sums'
  | 'linear-search';

const SORTS = /^(sort|sorted|stable_sort|qsort|parallelSort)$/;
const BINARY_SEARCHES =
  /^(binary_search|lower_bound|upper_bound|equal_range|bsearch|binarySearch|bisect|bisect_left|bisect_right|insort)$/;
const HEAP_OPERATIONS = /^(heappush|heappop|heapify)$/;

export function detectPatterns(program: Program, complexity: ComplexityEstimate): Pattern[] {
  const found = new Set<Pattern>();
  const { timeDetails } = complexity;
  const calls = program.root.findAll(program.syntax.calls).map((node) => program.callInfo(node));
  const kinds = new Set(program.containers.values());

  // Loops nested in the text but amortised (a BFS's neighbour loop) are not "nested loops" in cost.
  if (timeDetails.maxLoopDepth >= 2 && timeDetails.total.poly >= 2) found.add('nested-loops');
  else if (timeDetails.maxLoopDepth >= 1) found.add('single-pass');
  if (scansListInLoop(program, complexity)) found.add('linear-search');
  if (calls.some((call) => SORTS.test(call.name))) found.add('sorting');
  const halvingLoop = timeDetails.loops.some(
    (loop) => loop.kind === 'logarithmic' && /\bmid|middle\b/.test(loop.node.text),
  );
  if (halvingLoop || calls.some((call) => BINARY_SEARCHES.test(call.name))) found.add('binary-search');
  if (kinds.has('hashed')) found.add('hashing');
  if (kinds.has('heap') || calls.some((call) => HEAP_OPERATIONS.test(call.name))) found.add('heap');
  if (kinds.has('ordered')) found.add('ordered-set');

  for (const fn of timeDetails.functions) {
    const kind = fn.recursion.kind;
    if (kind === 'none') continue;
    found.add('recursion');
    if (kind === 'memoised') found.add('memoisation').add('dynamic-programming');
    if (kind === 'exponential') found.add('exponential-recursion');
    if (kind === 'backtracking') found.add('backtracking');
    if (kind === 'divide-and-conquer' || (kind === 'halving' && /\bmid\b/.test(fn.fn.node.text)))
      found.add(kind === 'halving' ? 'binary-search' : 'divide-and-conquer');
    if (kind === 'graph-traversal') found.add('graph-traversal');
  }
  if (
    timeDetails.loops.some(
      (loop) =>
        /\b(q|queue|pq|bfs|frontier)\b/i.test(program.text(loop.node.child('condition'))) &&
        /dist|vis|seen/.test(loop.node.text),
    )
  )
    found.add('graph-traversal');
  if (
    [...identifiersIn(program.root)].some((name) => /^dp\w*$|^memo/i.test(name)) &&
    compare(complexity.timeDetails.total, QUADRATIC) <= 0
  )
    found.add('dynamic-programming');
  if (usesTwoPointers(program)) found.add('two-pointers');
  for (const loop of timeDetails.loops) {
    const pattern = loop.amortised && AMORTISED_PATTERNS[loop.amortised];
    if (pattern) found.add(pattern);
  }
  if (usesPrefixSums(program)) found.add('prefix-sums');
  return [...found];
}

/** The technique an amortised loop stands for, when it has a name users know. */
const AMORTISED_PATTERNS: Partial<Record<AmortisedPattern, Pattern>> = {
  'stack-drain': 'monotonic-stack',
  'two-pointers': 'two-pointers',
  'union-find': 'union-find',
  worklist: 'graph-traversal',
  'adjacency-scan': 'graph-traversal',
};

const SEARCH_METHODS = /^(contains|indexOf|index|count|find)$/;

/** `x in values` / `list.contains(x)` on a list, inside an input-sized loop: a hidden inner loop. */
function scansListInLoop(program: Program, complexity: ComplexityEstimate): boolean {
  const sized = new Set(
    complexity.timeDetails.loops
      .filter((l) => l.kind !== 'constant' && l.kind !== 'test-cases')
      .map((l) => l.node),
  );
  const inSizedLoop = (node: SyntaxNode): boolean => {
    for (let outer = node.parent; outer; outer = outer.parent) if (sized.has(outer)) return true;
    return false;
  };
  return [...program.root.descendants()].some((node) => {
    if (
      node.type === 'comparison_operator' &&
      node.children.some((c) => !c.named && /^(not )?in$/.test(c.text))
    )
      return (
        program.containerOf(node.namedChildren[node.namedChildren.length - 1]) === 'sequence' &&
        inSizedLoop(node)
      );
    if (!program.isCall(node)) return false;
    const call = program.callInfo(node);
    return (
      SEARCH_METHODS.test(call.name) && program.containerOf(call.receiver) === 'sequence' && inSizedLoop(node)
    );
  });
}

/** `while (left < right) { … left++ … right-- }`: two indices walking toward each other. */
function usesTwoPointers(program: Program): boolean {
  return program.root.findAll(new Set(['while_statement'])).some((loop) => {
    const names = [...identifiersIn(loop.child('condition'))];
    if (names.length !== 2) return false;
    const body = loop.child('body')?.text ?? '';
    const moves = (name: string, sign: '+' | '-'): boolean =>
      new RegExp(`\\b${name}\\s*(\\${sign}\\${sign}|\\${sign}=)|(\\${sign}\\${sign})\\s*${name}\\b`).test(
        body,
      );
    const [a = '', b = ''] = names;
    return (moves(a, '+') && moves(b, '-')) || (moves(a, '-') && moves(b, '+'));
  });
}

/** `prefix[i] = prefix[i - 1] + a[i]`, or a running-sum array named prefix/pre/cum. */
function usesPrefixSums(program: Program): boolean {
  if ([...identifiersIn(program.root)].some((name) => /^(prefix\w*|pre|pref|ps|cum\w*|psum)$/i.test(name)))
    return true;
  return program.root.findAll(new Set(['assignment_expression', 'assignment'])).some((node) => {
    const target = node.child('left');
    const value = node.child('right');
    if (!target || !value || !/subscript|array_access/.test(target.type) || operatorOf(value) !== '+')
      return false;
    const array = target.namedChildren[0]?.text ?? '';
    return new RegExp(`\\b${array}\\s*\\[[^\\]]*-\\s*1\\s*\\]`).test(value.text);
  });
}

const DESCRIPTIONS: Partial<Record<Pattern, string>> = {
  'exponential-recursion': 'plain recursion that branches without memoisation',
  backtracking: 'backtracking over every choice',
  memoisation: 'recursion with memoisation (top-down dynamic programming)',
  'divide-and-conquer': 'divide and conquer on halves',
  'graph-traversal': 'a BFS/DFS graph traversal',
  sorting: 'sorting',
  'binary-search': 'binary search',
  heap: 'a priority queue',
  'ordered-set': 'an ordered set/map',
  hashing: 'hash map/set lookups',
  'two-pointers': 'two pointers',
  'monotonic-stack': 'a monotonic stack or queue',
  'union-find': 'union-find',
  'prefix-sums': 'prefix sums',
  'linear-search': 'membership tests that scan a list inside a loop',
};

/** "Reads as: sorting, binary search — O(n log n) time, O(n) extra space." */
export function readApproach(patterns: Pattern[], complexity: ComplexityEstimate): string {
  const parts = patterns.flatMap((pattern) => DESCRIPTIONS[pattern] ?? []);
  if (patterns.includes('dynamic-programming') && !patterns.includes('memoisation')) parts.push('a DP table');
  const depth = complexity.timeDetails.maxLoopDepth;
  if (patterns.includes('nested-loops')) parts.push(`${depth} nested loops over the input`);
  if (parts.length === 0)
    parts.push(
      patterns.includes('single-pass')
        ? 'a single pass over the input'
        : 'direct computation with no loop over the input',
    );
  return `Reads as: ${parts.join(', ')} — ${complexity.time} time, ${complexity.space} extra space.`;
}
